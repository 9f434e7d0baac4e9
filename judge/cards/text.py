"""Card rules text → :mod:`judge.cards.ir`, with the Lark grammar of ``reading/*.lark`` (:mod:`judge.cards.grammar_files`).

``parse_card_text(card)`` parses each paragraph of ``card.text`` as one ability (402.7)
and returns a :class:`~judge.cards.ir.CardAbilities`; a sentence the grammar does not
know raises :class:`CardTextError` naming the card, the sentence and where the grammar
stopped — never a silent no-op.

The parser: LALR(1)
-------------------
The grammar is LALR(1) with Lark's contextual lexer (fast: the whole library parses in
well under a second; the parse tables are cached by Lark). The era's templates join
things with "and" at three levels that one token of look-ahead cannot tell apart: inside
a description ("destroy all artifacts *and* enchantments"), between recipients ("deals 1
damage to each creature *and* each player") and between clauses ("tap all lands target
player controls *and* empty his or her mana pool"). The lexer gives the parser the
second token it needs: ``AND_NOUN`` is an "and" followed by a noun or adjective (a
regex look-ahead), and multi-word literals ("from the game", "from your graveyard", "on
the battlefield") do the same for prepositions. The few remaining shift/reduce conflicts
are resolved as shift on purpose; ``tests/cards/test_text.py`` pins their list.

At run time the parse is done by :mod:`judge.cards.text_lalr` over lark's tables prebuilt
into ``text_tables.json`` (``python -m judge.cards.build``), which gives the very trees lark
gives without building lark's parser (~0.1 s a process); lark itself parses only a sentence
the driver cannot (to report the error), or when the tables do not match the grammar. The
bundled library's cards are not parsed at all: their IR is in ``prebuilt.json``
(:mod:`judge.cards.prebuilt`).

Each paragraph is parsed on its own: an activated ability is split at its cost colon and
parsed with the ``cost`` and ``sentences`` start rules; a modal spell is split into its
modes; everything else uses ``start``. The transformer (:mod:`judge.cards.reading`: one
class per area of the grammar — abilities, keywords, costs, triggers, sentences, effects,
references, descriptions, numbers — combined into ``CardTransformer``, imported only when
text is parsed) builds IR bottom-up from the pieces of :mod:`judge.cards.phrases`, numbering
targets in text order (409.1b); modifier sentences ("It can't be regenerated.", "If you
do, ...", "Play this ability only ...") are folded into their neighbours; pronouns are
resolved per ability (:func:`_resolve`).

Normalisation before parsing (documented in docs/cards.md)
----------------------------------------------------------
* typographic quotes, apostrophes and dashes are made plain; "Æ" becomes "Ae";
* the card's own name becomes ``~`` (self-reference, 402.6); so do "CARDNAME";
* reminder text is dropped only when it is the reminder of a 502 keyword (landwalk,
  haste) or of rule 308.1 ("(Walls can't attack.)": the engine applies 308.1 from the
  creature type Wall, so the reminder adds nothing), or one the reminders' file names
  (``normalise/reminders.rewrites``). Any other parenthesis is kept and therefore fails to
  parse, so nothing is silently lost;
* lower case; mana symbols are upper-cased again in the IR (``{2}{G}``);
* the era's older printed templates are rewritten in the wording the rules name
  (:mod:`judge.cards.printed`: "During your upkeep, pay {U}{U} or bury ~"), and later
  wordings in the era's (``normalise/later.rewrites``: the rewrite tables are data files,
  :mod:`judge.cards.rewrite_files`); each of these rewrites is tried only on a paragraph that
  holds text every match of its pattern contains (:mod:`judge.cards.rewrites`);
* "this creature" / "this permanent" (modern self-reference, and the wording of quoted
  abilities) becomes ``~``; a missing final full stop is added;
* commas of noun and adjective lists are removed ("artifact, creature, or land" →
  "artifact or creature or land").

Modern wording of the same templates parses to the same IR: "enters the battlefield" /
"comes into play", "exile X" / "remove X from the game", "dies" / "is put into a
graveyard from play", "Add {G}." / "Add {G} to your mana pool.", "one mana of any
color" / "one mana of a color of your choice", "casts" / "plays", "Activate only ..." /
"Play this ability only ...", "create" / "put ... into play" for tokens. "any target" is
deliberately *not* accepted: it includes planeswalkers and is not the era's "target
creature or player".
"""

from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path
from typing import Any, Optional, Sequence

from judge._speed import lark_cache
from judge.cards import era, grammar_files, ir, prebuilt, rewrite_calls, rewrite_files
from judge.cards.names import name_key
from judge.cards.ir import EntryChoice, TriggerEvent
from judge.cards.printed import BURY_SELF, SHAPESHIFTER_ABILITIES, bury_self_reading, classic, local_enchantment, obsolete_readings
from judge.cards.rewrites import apply_all
from judge.cards.phrases import (own_sentences, CREATURE_TYPES, KEYWORD_SENTENCES, CardTextError, IRREGULAR_PLURALS, InsteadOfGraveyard, It, ItFirst, Itself,
                                 Marker, MayPay, ReturnSelfFromGraveyard, ThatPlayer, UNSTATED, flatten_sentences,
                                 AT_END_OF_COMBAT, AT_END_OF_TURN)
from judge.dsl.ast import CardDef, Step
from judge.zones import Zone


# --------------------------------------------------------------------------- vocabulary


_KEYWORD = (r"(?:first strike|flying|trample|vigilance|reach|haste|fear|shadow|defender|horsemanship|[a-z]+walk"
            r"|legendary landwalk"
            r"|protection from (?:[a-z]+|artifacts)(?: and from (?:[a-z]+|artifacts))?)")

#: A line of keywords and a parenthesis after it: its reminder text (glossary "Reminder Text").
_KEYWORD_LINE_REMINDER = re.compile(r"^(" + _KEYWORD + r"(?:[,;] " + _KEYWORD + r")*) \(([^()]+)\)$")

#: The reminders of the keywords above, as clauses of a combined reminder.
_KNOWN_REMINDER = (r"(?:(?:~|this creature) deals combat damage before creatures without first strike"
                   r"|it can't be blocked as long as defending player controls an? [a-z]+"
                   r"|attacking doesn't cause (?:it|~|this creature) to tap"
                   r"|it can't be blocked, targeted, dealt damage,? or enchanted by anything [a-z]+(?: or [a-z]+)?"
                   r"|(?:~|this creature) can block creatures with flying)")

#: The reminders the reader drops, and two paragraphs read as the two abilities each holds:
#: ``normalise/reminders.rewrites`` (judge.cards.rewrite_files; the first of the reader's rewrites).
_REMINDERS = rewrite_files.load("reminders", {"SHAPESHIFTER_ABILITIES": SHAPESHIFTER_ABILITIES}, rewrite_calls.CALLS)

#: Other wordings of the era's templates — later Oracle templates, and wordings a judge writes —
#: read as the era's own (the same meaning under these rules, so the same IR;
#: ``tests/cards/test_wordings.py`` holds the pairs): ``normalise/later.rewrites``
#: (judge.cards.rewrite_files; the last of the reader's rewrites, after the era's printed templates).
_LATER_WORDINGS = rewrite_files.load("later", {"KEYWORD": _KEYWORD, "KNOWN_REMINDER": _KNOWN_REMINDER,
                                               "KEYWORD_LINE_REMINDER": _KEYWORD_LINE_REMINDER.pattern},
                                     rewrite_calls.CALLS)


_MANA = r"((?:\{[^}]+\})+)"
_NUMBER_WORDS = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven"}
#: Keywords with a cost, defined by the glossary as an ability the grammar reads: (the
#: keyword, the sentence it means, the reminder texts printed for it).
_COST_KEYWORDS = (
    # glossary "Cycling": "Pay [cost], discard this card: Draw a card. Play this ability only
    # when this card is in your hand."
    (re.compile(rf"cycling {_MANA}"),
     lambda m: f"{m[1]}, discard ~: draw a card. play this ability only when ~ is in your hand.",
     lambda m: (f"{m[1]}, discard ~: draw a card.", f"{m[1]}, discard this card: draw a card.",
                f"you may pay {m[1]} and discard ~ from your hand to draw a card. play this ability as an instant.")),
    # glossary "Echo": "At the beginning of your upkeep, if this card came under your control
    # since the beginning of your last upkeep, you may pay its mana cost. If you don't,
    # sacrifice it." (the Oracle prints the cost: "Echo {2}{R}"; the era's cards pay their
    # mana cost, :data:`_ECHO_PRINTED`)
    # glossary "Cumulative Upkeep": "At the beginning of your upkeep, put a cumulative upkeep
    # counter on this card. You may pay [cost] for each cumulative upkeep counter on the card.
    # If you don't, sacrifice it." (the Oracle calls the counter an age counter)
    (re.compile(rf"cumulative upkeep(?::|-| -)? ?(?:{_MANA}|(?:pay )?(\d+) life)"),
     lambda m: f"at the beginning of your upkeep, put an age counter on ~. sacrifice ~ unless you pay "
               f"{m[1] or m[2] + ' life'} for each age counter on ~.",
     lambda m: tuple(f"at the beginning of your upkeep, put an age counter on ~, then sacrifice it unless you pay "
                     f"{c} for each age counter on it." for c in ("its upkeep cost", m[1] or f"{m[2]} life"))),
    # the same paid in mana and life at once ("Cumulative upkeep—Pay {B} and 1 life": Infernal
    # Darkness; printed "Cumulative Upkeep: {B} and 1 life"): both parts, once for each counter
    (re.compile(rf"cumulative upkeep(?::|-| -)? ?(?:pay )?{_MANA} and (\d+) life"),
     lambda m: f"at the beginning of your upkeep, put an age counter on ~. sacrifice ~ unless you pay {m[1]} and "
               f"{m[2]} life for each age counter on ~.",
     lambda m: ("at the beginning of your upkeep, put an age counter on ~, then sacrifice it unless you pay its "
                "upkeep cost for each age counter on it.",)),
    # the same with a cost other than mana or life ("Cumulative upkeep—Sacrifice a land",
    # "—Put a -1/-1 counter on ~"): the cost is an instruction the player may carry out once for
    # each counter (413.2c), read by the grammar as "unless you [cost] for each age counter"
    # (what the engine can't pay that way stays refused: judge.engine.support)
    (re.compile(r"cumulative upkeep(?::|-| -) ?((?:sacrifice|put|draw|exile|have) [^.()]+)"),
     lambda m: f"at the beginning of your upkeep, put an age counter on ~. sacrifice ~ unless you {m[1]} for each "
               f"age counter on ~.",
     lambda m: (f"at the beginning of your upkeep, put an age counter on ~, then sacrifice it unless you pay its "
                f"upkeep cost for each age counter on it.",)),
    # Fading (Nemesis) is defined by its reminder text (502.1): "This creature comes into play
    # with N fade counters on it. At the beginning of your upkeep, remove a fade counter from
    # it. If you can't, sacrifice it."
    (re.compile(r"fading (\d+)"),
     lambda m: f"~ comes into play with {m[1]} fade counters on it.\nat the beginning of your upkeep, remove a fade "
               f"counter from ~. if you can't, sacrifice ~.",
     lambda m: tuple(f"{who} {verb} with {_NUMBER_WORDS.get(m[1], m[1])} fade counter{'' if m[1] == '1' else 's'} on "
                     f"it. at the beginning of "
                     f"your upkeep, remove a fade counter from it. if you can't, sacrifice it."
                     for who in ("~", "this permanent") for verb in ("enters the battlefield", "comes into play"))),
    # glossary "Rampage": "When this creature becomes blocked, it gets +[X]/+[X] until end of
    # turn for each creature after the first blocking it." (a triggered ability)
    (re.compile(r"rampage:? (\d+)"),
     lambda m: f"whenever ~ becomes blocked, it gets +{m[1]}/+{m[1]} until end of turn for each creature blocking it "
               f"beyond the first.",
     lambda m: (f"whenever ~ becomes blocked, it gets +{m[1]}/+{m[1]} until end of turn for each "
                f"creature blocking it beyond the first.",
                f"for each creature assigned to block it beyond the first, ~ gets +{m[1]}/+{m[1]} until "
                f"end of turn.")),
    (re.compile(rf"echo {_MANA}"),
     lambda m: f"at the beginning of your upkeep, if ~ came under your control since the beginning of your last "
               f"upkeep, sacrifice ~ unless you pay {m[1]}.",
     lambda m: ("at the beginning of your upkeep, if this came under your control since the beginning of your last "
                "upkeep, sacrifice it unless you pay its echo cost.",)),
)
#: The era's printed "Echo" pays the card's mana cost (glossary "Echo").
_ECHO_PRINTED = re.compile(r"echo(?: \((?:at the beginning of your upkeep, if this came under your control since the "
                           r"beginning of your last upkeep, (?:you may pay its mana cost\. if you don't, sacrifice it|"
                           r"sacrifice it unless you pay its mana cost)|during your next upkeep after ~ comes under "
                           r"your control, pay its casting cost or sacrifice it)\.\))?\.?")

#: The same, one keyword of a keyword line (402.7).
_ECHO_IN_LINE = re.compile(r"(?<=[,;] )" + _ECHO_PRINTED.pattern.removesuffix(r"\.?") + r"(?=[.;,]|$)")

#: The reminder text of a keyword the grammar reads itself, where it is not dropped by
#: :data:`_REMINDERS` (a keyword line's reminder is dropped only when it is the keyword's).
_KEYWORD_REMINDERS = {
    "menace": ("~ can't be blocked except by two or more creatures.", "it can't be blocked except by two or more "
                                                                        "creatures."),
    "horsemanship": ("~ can't be blocked except by creatures with horsemanship.",),
    "flash": ("you may cast this spell any time you could cast an instant.",),
    "shroud": ("a permanent with shroud can't be the target of spells or abilities.",),
    # glossary "Phasing" (Appendix B; judge.engine.phasing)
    "phasing": ("this phases in or out before you untap during each of your untap steps. while it's phased out, "
                "it's treated as though it doesn't exist.",),
}
#: The keywords the grammar reads itself (502), for telling a keyword line from a sentence.
_GRAMMAR_KEYWORD = re.compile(r"flying|first strike|trample|haste|banding|phasing|flanking|shadow|horsemanship|\w+walk"
                              r"|protection from \w+( and from \w+)*")


def keyword_paragraphs(norm: str, mana_cost: Optional[str] = None) -> list[str]:
    """A keyword line (402.7: keywords strung together) with keywords that stand for a
    sentence, as the paragraphs the grammar reads: the grammar's keywords on one line, then
    each sentence; any other paragraph unchanged. A keyword's reminder text is dropped (it
    summarises the rule, 502.1). ``mana_cost`` is the card's (the era's "Echo" pays it)."""
    if mana_cost and _ECHO_PRINTED.fullmatch(norm):
        norm = f"echo {mana_cost.lower()}."
    elif mana_cost and "echo" in norm:
        # among other keywords of its line ("Flying; echo (During your next upkeep …)")
        norm = _ECHO_IN_LINE.sub(f"echo {mana_cost.lower()}", norm)
    for pattern, sentence, reminders in _COST_KEYWORDS:
        m = re.fullmatch(pattern.pattern + r"\.?(?: \((.*)\))?\.?", norm)
        if m:
            if m.group(m.re.groups) is not None and m.group(m.re.groups) not in reminders(m):
                return [norm]  # not this keyword's reminder: left in, so it fails loudly
            return sentence(m).split("\n")
    for m in re.finditer(r"([a-z ]+)\s*\(([^()]*)\)", norm):
        keyword, reminder = m.group(1).strip(), m.group(2).strip()
        if reminder != KEYWORD_SENTENCES.get(keyword) and reminder not in _KEYWORD_REMINDERS.get(keyword, ()):
            return [norm]  # not this keyword's reminder: left in, so it fails loudly
    bare = re.sub(r"\s*\([^()]*\)", "", norm).strip().rstrip(".")
    parts = [p.strip() for p in re.split(r"[,;] ", bare)]
    # a keyword defined by a sentence among others on the line ("trample; rampage 2")
    defined = {p: _defined_keyword(p) for p in parts}
    if bare == norm.rstrip(".") and not any(p in KEYWORD_SENTENCES or defined[p] for p in parts) or \
            not all(p in KEYWORD_SENTENCES or _GRAMMAR_KEYWORD.fullmatch(p) or defined[p] for p in parts):
        return [norm]
    plain = [p for p in parts if p not in KEYWORD_SENTENCES and not defined[p]]
    return ([", ".join(plain) + "."] if plain else []) + [KEYWORD_SENTENCES[p] for p in parts if p in KEYWORD_SENTENCES] \
        + [s for p in parts for s in defined[p] or ()]


def _defined_keyword(part: str) -> Optional[list[str]]:
    """The sentences a keyword with a number or cost stands for ("rampage 2", glossary
    "Rampage"), if ``part`` is one."""
    for pattern, sentence, _reminders in _COST_KEYWORDS:
        m = re.fullmatch(pattern.pattern, part)
        if m:
            return sentence(m).split("\n")
    return None


def _trie_regex(words: Sequence[str]) -> str:
    """One regex for a set of words, their common prefixes factored out: the same matches as
    the plain alternation (each word whole, the longest first), but a pattern half the size
    that compiles three times faster — it is compiled again in every process that parses a
    card's text (bench/bench_startup.py, docs/performance.md)."""
    trie: dict = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict) -> str:
        alts = [re.escape(ch) + emit(sub) for ch, sub in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 and "" not in node else "(?:" + "|".join(alts) + ")"
        return body + ("?" if "" in node else "")

    return emit(trie)


def grammar_text() -> str:
    """The card-text grammar's whole source as the parser is built from (the grammar files, and the
    SUBTYPE and AND_NOUN terminals made from the creature types): what judge.cards.build checks the
    prebuilt parse tables against (judge.cards.text_lalr)."""
    base = grammar_files.grammar_source()
    irregular = sorted(IRREGULAR_PLURALS, key=lambda w: (-len(w), w))
    alternatives = "|".join(irregular) + "|(?:" + _trie_regex(sorted(set(CREATURE_TYPES))) + ")(?:s|es)?"
    nounish = "|".join(_NOUNISH_WORDS + (alternatives,))
    return (base + f"\nSUBTYPE: /({alternatives})(?![\\w'])/\n"
            + f"AND_NOUN.3: /and(?= (non-?)?({nounish})(?![\\w']))/\n")


_TYPE_NOUNS = ("artifacts?", "creatures?", "enchantments?", "lands?", "instants?", "sorcery", "sorceries",
               "permanents?", "plains", "islands?", "swamps?", "mountains?", "forests?", "players?", "opponents?")
_ADJECTIVES = ("white", "blue", "black", "red", "green", "attacking", "blocking", "tapped", "untapped",
               "non-?(white|blue|black|red|green|artifact|creature|enchantment|land|wall|token|dragon)")
_NOUNISH_WORDS = _TYPE_NOUNS + _ADJECTIVES[:9]


@functools.lru_cache(maxsize=None)
def _parser() -> Any:
    """Lark's LALR(1) parser of the card grammar, built once (lazily: lark is imported on first
    use) — only to word an error the LALR driver can't diagnose, or to parse when
    text_tables.json does not match the grammar (text_lalr). When the tables are this grammar's,
    lark takes its parse table from them (:mod:`judge._speed.lalr.lark_over_tables`: ~3-6 s of
    CPU, the grammar's compiling and lark's lexers) instead of analysing the grammar
    (:func:`_analysed_parser`)."""
    from lark import Lark

    from judge._speed.lalr import lark_over_tables, tables
    from judge.cards import text_lalr

    grammar = grammar_text()
    data = tables.load(text_lalr.PATH, text_lalr.grammar_digest(grammar))
    if data is None:
        return _analysed_parser()
    return _lark(lambda **options: Lark(grammar, **options, _plugins=lark_over_tables.plugins(data)))


@functools.lru_cache(maxsize=None)
def _analysed_parser() -> Any:
    """Lark's LALR(1) parser of the card grammar from lark's own analysis of it (~55-65 s of CPU
    with lark 1.1.9 or 1.3.1 for the 3,653 rules of the forty-seventh session), kept in a
    private directory (see _cache_file), one file per lark version whatever the Python: what the
    tables are built from, and what tests/cards/test_text_lalr.py compares the driver with."""
    grammar = grammar_text()
    return _lark(lambda **options: lark_cache.build(grammar, _CACHE_PREFIX, **options))


def _lark(make: Any) -> Any:
    """``make(**options)`` with the card grammar's options (those text_lalr.OPTIONS names).
    The optional regex-collision diagnostic (run when ``interegular`` is installed) takes
    seconds on the long SUBTYPE/AND_NOUN alternations and only logs; it is skipped."""
    import lark.lexer

    saved = getattr(lark.lexer, "has_interegular", False)
    lark.lexer.has_interegular = False
    try:
        return make(start=["start", "sentences", "cost"], parser="lalr", lexer="contextual",
                    propagate_positions=False, maybe_placeholders=False)
    finally:
        lark.lexer.has_interegular = saved


_CACHE_PREFIX = "card-text-"


def _cache_file(grammar: str) -> Optional[str]:
    """Where lark's analysis of the card grammar is kept (:mod:`judge._speed.lark_cache`)."""
    return lark_cache.cache_file(grammar, _CACHE_PREFIX)


# --------------------------------------------------------------------------- normalisation


def _normalise_chars(text: str) -> str:
    table = {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2014": "-", "\u2013": "-",
             "\u2212": "-", "\u00c6": "Ae", "\u00e6": "ae", "\u2022": "-"}
    for a, b in table.items():
        text = text.replace(a, b)
    return re.sub(r"[ \t]+", " ", text).strip()


def short_name(name: str) -> Optional[str]:
    """How today's Oracle calls a legend in its own text: the name before a comma ("Lin Sivvi,
    Defiant Hero"), or its first word ("Rubinia Soulsinger", "Crovax the Cursed") — never a
    creature type ("Sliver Queen")."""
    short = name.split(",")[0] if "," in name else name.split()[0]
    if short == name or short.lower().rstrip("s") in {t.rstrip("s") for t in CREATURE_TYPES}:
        return None
    return short


#: Cards named by a word of the rules that their own text uses as that word.
_NAMES_THAT_ARE_RULES_WORDS = frozenset({"fear", "exile", "sacrifice"})


def _name_as_tilde(text: str, name: str, ignore_case: bool) -> str:
    """``text`` with each mention of ``name`` as a whole word (no letter, digit, ``_`` or
    ``'`` before it, no letter, digit or ``_`` after it) written ``~``: what
    ``(?<![\\w'])NAME(?!\\w)`` would replace, found with ``str.find`` (each card's name
    compiled as a pattern of its own cost ~70 µs a card, and pushed the reader's own
    patterns out of ``re``'s cache)."""
    if not name:
        return text
    seen = text.lower() if ignore_case else text
    wanted = name.lower() if ignore_case else name
    if len(seen) != len(text) or len(wanted) != len(name):  # a letter whose lower case is longer
        flags = re.IGNORECASE if ignore_case else 0
        return re.sub(r"(?<![\w'])" + re.escape(name) + r"(?!\w)", "~", text, flags=flags)
    out: list[str] = []
    done = 0
    at = seen.find(wanted)
    while at >= 0:
        end = at + len(wanted)
        before = seen[at - 1] if at else ""
        after = seen[end] if end < len(seen) else ""
        if not (before and (_word_char(before) or before == "'")) and not (after and _word_char(after)) \
                and not _IN_ANOTHER_NAME.search(text, 0, at) \
                and not (_NAMED_BEFORE.search(text, 0, at) and _NAME_GOES_ON.match(text, end)):
            out.append(text[done:at])
            out.append("~")
            done = end
            at = seen.find(wanted, end)
        else:
            at = seen.find(wanted, at + 1)
    if not out:
        return text
    out.append(text[done:])
    return "".join(out)


#: Kookus (added, session 46, c9): "a creature named Keeper of Kookus" (printed "at least one Keeper of
#: Kookus") — the card's name inside another card's name is that other name (202.3), not a self-reference (402.6)
_IN_ANOTHER_NAME = re.compile(r"\b(?:named|at least one) [A-Z][\w'-]*(?: (?:[A-Z][\w'-]*|of|the))* $")


#: Stangg (added, session 68, h6): "a … token named Stangg Twin" — the card's name as the first word of another
#: name the text gives (its next word capitalised) is that other name (216.1, 202.3), not a self-reference (402.6)
_NAMED_BEFORE = re.compile(r"\bnamed $")
_NAME_GOES_ON = re.compile(r" [A-Z]")


def _word_char(ch: str) -> bool:
    """What ``\\w`` matches in a str pattern: a letter or digit (Unicode's), or ``_``."""
    return ch.isalnum() or ch == "_"


_CARDNAME = re.compile(r"\bCARDNAME\b")
_THIS_OBJECT = re.compile(r"\bthis (creature|permanent|artifact|enchantment|land|card)\b")
_QUOTE_THEN_STOP = re.compile(r'\."$')
#: … and one before the next sentence (its capital letter, seen before the text is lower-cased)
_QUOTE_THEN_SENTENCE = re.compile(r'\."(?= [A-Z])')


def normalise_paragraph(name: str, paragraph: str, legendary: bool = False) -> str:
    """The text the grammar sees: plain characters, self-reference ``~`` (a legend's short name
    too), reminders dropped, lower case (see the module docstring)."""
    text = classic(_before_classic(name, paragraph, legendary))
    text = apply_all(_LATER_WORDINGS, text)
    # "this creature" in a card's own text (and in quoted abilities it grants) is the source
    text = _THIS_OBJECT.sub("~", text)
    # a quoted ability that ends its sentence takes the full stop inside the quotes (the era's
    # and the Oracle's typography: have "{2}: ~ gets +0/+1 until end of turn."): the sentence's
    # own full stop follows it (at the end of the paragraph; before the next sentence, done
    # above: Animate Dead's 'gains "enchant creature put into play with ~." Return …')
    text = _QUOTE_THEN_STOP.sub('.".', text)
    text = text.strip()
    if text and not text.endswith((".", ")", '"')):
        text += "."  # a judge's inline card may leave out the final full stop
    return _list_commas(text)


def _before_classic(name: str, paragraph: str, legendary: bool) -> str:
    """A paragraph as the era's printed templates (:func:`judge.cards.printed.classic`) take it."""
    text = _normalise_chars(paragraph)
    if '."' in text:  # (see the full stop after a quoted ability, normalise_paragraph)
        text = _QUOTE_THEN_SENTENCE.sub('.".', text)
    own = _normalise_chars(name)
    text = _CARDNAME.sub("~", text)
    if own.lower() in _NAMES_THAT_ARE_RULES_WORDS:
        # Fear ("Enchanted creature has fear"), Exile ("Exile target …"), Sacrifice ("sacrifice a
        # creature"): the word is the rules word, never the card (none of them names itself)
        pass
    elif own:
        text = _name_as_tilde(text, own, ignore_case=True)
        short = short_name(own) if legendary else None
        if short:
            text = _name_as_tilde(text, short, ignore_case=False)
    text = text.lower()
    return apply_all(_REMINDERS, text)


def printed_readings(card: CardDef) -> tuple[tuple[str, str], ...]:
    """The glossary entries of obsolete words that reading ``card`` applies, with what the printed
    words are read as: its type line (glossaries "Summon", "Interrupt", "Mana Source") and the
    printed templates of its text (:func:`judge.cards.printed.obsolete_readings`)."""
    out: list[tuple[str, str]] = []
    words = (card.type_line or "").split()
    if words[:1] == ["Summon"]:
        out.append(("Summon (Obsolete)", f'"{card.type_line}" is a creature spell that isn\'t an artifact spell'))
    if words[:1] == ["Interrupt"]:
        out.append(("Interrupt (Obsolete)", 'type "Interrupt" is a form of instant'))
    if words[:2] == ["Mana", "Source"]:
        out.append(("Mana Source (obsolete)", 'type "Mana Source" is now an instant'))
    legendary = "legend" in (card.type_line or "").lower()
    kinds = card_types(card)
    paras = paragraphs(card.text or "")
    for para in (_spell_paragraphs(paras) if "instant" in kinds or "sorcery" in kinds else paras):
        text = _before_classic(card.name, para, legendary)
        out.extend(obsolete_readings(text))
        reminder = _KEYWORD_LINE_REMINDER.match(_normalise_chars(para).strip().lower())
        if reminder:  # "Haste (This creature may attack the turn it comes into play.)" (Starter 1999)
            cut = para.rfind("(")
            out.append(("Reminder Text", f'"{para[cut:].strip()}" after "{para[:cut].strip()}" is reminder text, which '
                                         f'isn\'t rules text: the keyword is, and its rule applies'))
        if _PERMANENTLY.search(classic(text)):  # the grammar's duration (reading/effects.lark: ``permanently``)
            out.append(_PERMANENTLY_READ)
    if BURY_SELF in out:  # what the card's own Oracle errata makes of its burial (session 73, h8)
        found = era.card(name_key(card.name))
        oracle = found.oracle if found is not None else ""
        out = [bury_self_reading(oracle, card.name) if r == BURY_SELF else r for r in out]
    return tuple(dict.fromkeys(out))


_PERMANENTLY = re.compile(r"\bpermanently\b")
_PERMANENTLY_READ = ("Permanently (Obsolete)", '"permanently": the effect has no expiration (it lasts until something '
                     "else changes it or the permanent leaves play)")


_NOUNS = "|".join(_TYPE_NOUNS)
_ADJS = "|".join(_ADJECTIVES)
_NOUN_COMMA_CONJUNCTION = re.compile(rf"\b({_NOUNS}),(?= (or|and/or|and) )")
_NOUN_COMMA_NOUN = re.compile(rf"\b({_NOUNS}), (?=({_NOUNS})\b)")
# Royal Decree (added, r1): "a Swamp, Mountain, black permanent, or red permanent" — a noun, then a
# coloured noun of the same list
_NOUN_COMMA_COLOR_NOUN = re.compile(rf"\b({_NOUNS}), (?=(white|blue|black|red|green) ({_NOUNS})\b)")
# (not a state after "is": "as long as ~ is untapped, green creatures you control …")
_ADJECTIVE_COMMA_ADJECTIVE = re.compile(rf"(?<!\bis )\b({_ADJS}), (?=({_ADJS})\b)")


def _list_commas(text: str) -> str:
    """Commas of noun and adjective lists, which the grammar writes without them:
    "artifact, creature, or land" → "artifact or creature or land";
    "nonartifact, nonblack creature" → "nonartifact nonblack creature"."""
    text = _NOUN_COMMA_CONJUNCTION.sub(r"\1", text)
    text = _NOUN_COMMA_NOUN.sub(r"\1 or ", text)
    text = _NOUN_COMMA_COLOR_NOUN.sub(r"\1 or ", text)
    return _ADJECTIVE_COMMA_ADJECTIVE.sub(r"\1 ", text)


# --------------------------------------------------------------------------- placeholders


# --------------------------------------------------------------------------- assembling abilities


def _uses_prevented(effect: Any) -> bool:
    """Whether an effect's amount is "the damage prevented this way" (or "that much", after a
    prevention: Cho-Arrim Alchemist as printed)."""
    if isinstance(effect, ir.Conditional) and effect.then and not effect.otherwise:
        # "If damage from a black source is prevented this way, you gain that much life" (Shadowbane)
        return all(_uses_prevented(e) for e in effect.then)
    return any(getattr(effect, f.name, None) in (ir.ResultOf("damage prevented"), ir.ResultOf("that much"))
               for f in dataclasses.fields(effect)) if dataclasses.is_dataclass(effect) else False


def _delayed_reads_prevented(effect: Any) -> bool:
    """Whether ``effect`` is a delayed ability — alone, or all a resolution "if" does ("If it's a
    creature, at end of turn, …": Scars of the Veteran) — reading "the damage prevented this way"."""
    if isinstance(effect, ir.Conditional) and len(effect.then) == 1 and not effect.otherwise:
        effect = effect.then[0]
    return isinstance(effect, ir.DelayedTrigger) and any(
        x == ir.ResultOf("damage prevented") for x in ir.walk(effect.effects))


def _destroyed_this_way(effects: list) -> Optional[Any]:
    """"A creature destroyed this way can't be regenerated" (419.6b) after an instruction whose last
    instruction inside is the destruction it speaks of: that instruction with the destruction marked,
    or None. The destruction a payment bought — "You may sacrifice it. If you do, destroy target
    creature …" (Necrite) — or one not paid off — "Destroy target creature unless its controller
    pays …" (Essence Vortex) — or one a condition allows — "Destroy target creature if it's white"
    (Soul Rend) — or one a delayed ability just before makes — "When ~ leaves the battlefield this
    turn, destroy that creature" (War Barge, 406.2a). A payment's or a delayed ability's only where
    no destruction stands outside it; a condition's only where the destruction is all it allows.
    Nested, where no destruction stands outside: Giant Albatross's "you may pay {1}{U}. If you do, for
    each creature that dealt damage to ~ this turn, destroy that creature unless its controller pays 2
    life" — the destruction each creature's "unless" leaves (a :class:`ir.ForEachObject` inside the
    payment; added, session 47)."""
    last = effects[-1]
    outside = any(isinstance(e, ir.Destroy) for e in effects)
    if isinstance(last, ir.IfYouDo) and not outside:
        field = "then" if last.then else "otherwise"
    elif isinstance(last, ir.DelayedTrigger) and not outside:
        field = "effects"
    elif isinstance(last, ir.ForEachObject) and not outside:
        field = "effects"
    elif isinstance(last, ir.Conditional) and not last.otherwise and len(last.then) == 1:
        field = "then"
    else:
        return None
    inner = getattr(last, field)
    if not inner:
        return None
    if isinstance(inner[-1], ir.Destroy):
        marked = dataclasses.replace(inner[-1], cant_regenerate=True)
    elif outside or (marked := _destroyed_this_way(list(inner))) is None:
        return None
    return dataclasses.replace(last, **{field: inner[:-1] + (marked,)})


def _nested_destroy_after(effects: list) -> bool:
    """Whether a destruction not yet marked "can't be regenerated" stands inside an instruction
    after the last destruction standing alone in ``effects`` (the one a following "It can't be
    regenerated." would otherwise be marked on)."""
    last = max(i for i, e in enumerate(effects) if isinstance(e, ir.Destroy))
    return any(isinstance(x, ir.Destroy) and not x.cant_regenerate
               for e in effects[last + 1:] for x in ir.walk(e))


def _chosen_from_hand_removed(e: object) -> bool:
    """Whether ``e`` removes from the game one card chosen from a hand (Psychic Theft: "You choose an
    instant or sorcery card from it and exile that card.")."""
    return isinstance(e, ir.MoveTo) and e.zone == Zone.REMOVED and not e.face_down \
        and isinstance(e.what, ir.Chosen) and e.what.filter.zone == Zone.HAND and e.what.count == 1


def _fold(items: list, card: str, text: str, x_cost: bool = False) -> tuple[list, list]:
    """Apply modifier sentences to their neighbours; return (effects, restrictions). ``x_cost``:
    the paragraph is an activated ability with {X} in its cost ("X is …" may say what it is)."""
    effects: list = []
    restrictions: list = []
    for item in items:
        if isinstance(item, Marker) and item.kind == "x is" and not x_cost:
            raise CardTextError(card, text, reason="'X is …' says what the X of an activated ability's cost is: here no "
                                                   "cost has {X}")
        if isinstance(item, Marker):
            if item.kind == "restrictions":
                restrictions.extend(item.value)
            elif item.kind == "while":
                effects.extend(item.effects)
                restrictions.append(item)  # its condition: the static ability's (see below)
            elif item.kind == "granted restrictions":
                # Martyrdom: 'target creature you control gains "{0}: …" Only you may activate this
                # ability.' — who may play the activated ability just granted (403.2)
                last = effects[-1] if effects else None
                if not isinstance(last, ir.GrantAbility) or not isinstance(last.ability, ir.ActivatedAbility):
                    raise CardTextError(card, text, reason="'only you may activate this ability' after no granted "
                                                           "activated ability")
                effects[-1] = dataclasses.replace(last, ability=dataclasses.replace(
                    last.ability, restrictions=last.ability.restrictions + tuple(item.value)))
            elif item.kind == "pay to end":
                # "You may pay {R} to end this effect" (the Licids): how long what came before lasts
                if not any(getattr(e, "duration", None) == UNSTATED for e in effects):
                    raise CardTextError(card, text, reason="'to end this effect' after no lasting effect")
                effects = list(_set_duration(tuple(effects), item.value))
            elif item.kind in ("cast restrictions", "additional cost", "alternative cost", "x is", "cost per extra target",
                               "life per target", "spell x is", "cost to target on stack"):
                restrictions.append(item)  # the card's, not an ability's: see _parse
            elif item.kind == "paid except from":
                # Undergrowth: the prevention before it, as the spell's optional additional cost was
                # paid or not (409.1f) — paid, damage from a source matching the filter is left alone
                if not effects or not isinstance(effects[-1], ir.PreventDamage):
                    raise CardTextError(card, text, reason="'this effect doesn't affect' without a prevention before it")
                prev = effects[-1]
                effects[-1] = ir.Conditional(ir.Condition(ir.ConditionKind.ADDITIONAL_COST_PAID),
                                             (dataclasses.replace(prev, except_from=item.value),), (prev,))
            elif item.kind == "mana spend limit":
                # "Spend this mana only to …" (Mishra's Workshop): the mana the instruction before
                # it adds (glossary "Mana": specialized mana)
                prev = effects[-1] if effects else None
                if isinstance(prev, ir.Optional_) and prev.effects and isinstance(prev.effects[-1], ir.AddMana) \
                        and not prev.if_you_do_from:
                    # Thran Turbine (added, Oracle triggers round sixteen): "you may add {C}{C}. You
                    # can't spend this mana to cast spells." — the mana the optional instruction adds
                    effects[-1] = dataclasses.replace(prev, effects=prev.effects[:-1] + (
                        ir.AddLimitedMana(prev.effects[-1], item.value),))
                elif not isinstance(prev, ir.AddMana):
                    raise CardTextError(card, text, reason="'spend this mana only' without mana added just before")
                else:
                    effects[-1] = ir.AddLimitedMana(prev, item.value)
            elif item.kind == "counters cap":
                kind, most = item.value
                put = effects[-1] if effects else None
                if not (isinstance(put, ir.PutCounters) and put.kind == kind and put.what == ir.This()):
                    raise CardTextError(card, text, reason="'can't cause the total number of counters' without those "
                                                           "counters put on ~ just before")
                effects[-1] = dataclasses.replace(put, at_most=most)
            elif item.kind == "regenerates this way":
                # "Regenerate ~. When it regenerates this way, …" (Matopi Golem, Soldevi Sentry;
                # added, Oracle activated round eleven): a delayed ability made with that shield
                # (406.2a), about the permanent it shields
                prev = effects[-1] if effects else None
                if not (isinstance(prev, ir.Regenerate) and not prev.then):
                    raise CardTextError(card, text, reason="'When it regenerates this way' without 'Regenerate …' just "
                                                           "before")
                effects[-1] = dataclasses.replace(prev, then=item.effects)
            elif item.kind == "regenerates this way at once":
                # Debt of Loyalty (added, Oracle statics round nineteen): "Regenerate target creature.
                # You gain control of that creature if it regenerates this way." — part of the
                # regeneration that shield makes (419.6b), about the creature it shields
                prev = effects[-1] if effects else None
                if not (isinstance(prev, ir.Regenerate) and not prev.then and not prev.at_once):
                    raise CardTextError(card, text, reason="'… if it regenerates this way' without 'Regenerate …' just "
                                                           "before")
                effects[-1] = dataclasses.replace(prev, at_once=item.effects)
            elif item.kind in ("they dont untap next", "they dont untap while tapped"):
                # Joven's Ferrets (added, oracle7): "Tap all creatures that blocked ~ this turn. They
                # don't untap during their controller's next untap step." — the group just tapped,
                # named again: tapping them doesn't change which they are (no tapped/untapped status)
                prev = effects[-1] if effects else None
                if not (isinstance(prev, ir.Tap) and isinstance(prev.what, ir.All)
                        and not any(f.status for f in prev.what.filters)):
                    raise CardTextError(card, text, reason="'They don't untap …' without a group tapped just before")
                effects.append(ir.DoesntUntapNextUntapStep(prev.what, None, None, ir.FOREVER)
                               if item.kind == "they dont untap next"
                               else ir.DoesntUntap(prev.what, None, None, ir.WHILE_SOURCE_TAPPED))  # Kill Switch
            elif item.kind in ("no regen", "no regen it") and effects \
                    and (nested := _destroyed_this_way(effects)) is not None:
                effects[-1] = nested
            elif item.kind in ("no regen", "no regen it"):
                if not effects or not any(isinstance(e, ir.Destroy) for e in effects):
                    raise CardTextError(card, text, reason="'can't be regenerated' without a destroy")
                last = effects[-1]
                if (isinstance(last, ir.DelayedTrigger) and last.effects and isinstance(last.effects[-1], ir.Destroy)
                        and not last.effects[-1].cant_regenerate):
                    # "Destroy target creature. … At end of turn, destroy the token. It can't be
                    # regenerated." — the destruction just before, the delayed ability's (419.6b);
                    # not the earlier one (which _destroyed_this_way leaves alone when one stands outside)
                    effects[-1] = dataclasses.replace(last, effects=last.effects[:-1] + (
                        dataclasses.replace(last.effects[-1], cant_regenerate=True),))
                elif _nested_destroy_after(effects):
                    # a destruction inside an optional, conditional or repeated instruction after the
                    # last one standing alone: which of them "it" is isn't read — refused, not marked
                    # on the earlier one with the later left regenerable
                    raise CardTextError(card, text, reason="'can't be regenerated' after a destruction inside an "
                                                           "optional, conditional or repeated instruction, with "
                                                           "another destruction before it: which one it speaks of "
                                                           "is not read")
                elif item.kind == "no regen it":
                    # "Destroy target artifact. Destroy target creature. It can't be regenerated.": "It" is the
                    # destruction just before the sentence (419.6b), not every one of the paragraph
                    last = max(i for i, e in enumerate(effects) if isinstance(e, ir.Destroy))
                    effects[last] = dataclasses.replace(effects[last], cant_regenerate=True)
                else:
                    effects = [dataclasses.replace(e, cant_regenerate=True) if isinstance(e, ir.Destroy) else e
                               for e in effects]
            elif item.kind == "if its" and len(item.effects) == 1 and isinstance(item.effects[0], InsteadOfGraveyard):
                if not effects or not isinstance(effects[-1], ir.CounterSpell):
                    raise CardTextError(card, text, reason="'instead of into its owner's graveyard' without a counter")
                alt = item.effects[0]
                effects[-1] = dataclasses.replace(effects[-1], destination=alt.zone, destination_if=item.value,
                                                  destination_controller=alt.controller)
            elif item.kind == "if its":
                # "Look at a card at random in target player's hand. If it's a land card, …": "it" is the card
                # looked at (or revealed), picked by chance as the instruction before is carried out (417.1) —
                # never the ability's source, an "it" of no antecedent
                last = effects[-1] if effects else None
                seen = isinstance(last, ir.LookAtHand) and last.random_card and last.count == 1 and last.picker is None
                cond = ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Revealed() if seen else It(), filter=item.value)
                effects.append(ir.Conditional(cond, item.effects))
            elif item.kind == "if all revealed":
                # "Each player reveals the top card of their library. If all cards revealed this way are creature
                # cards, …" (Game Preserve; added, session 84, h6): only right after a reveal of the top card of the
                # libraries named — every card that reveal showed, as it is when the check is made (413.2), fits the
                # description (none revealed, none put anywhere: the condition is false)
                prev = effects[-1] if effects else None
                if not (isinstance(prev, ir.RevealTop) and not prev.look and prev.count == 1):
                    raise CardTextError(card, text, reason="'If all cards revealed this way are …' is read only right "
                                                           "after a reveal of the top card of libraries")
                cond = ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Revealed(), filter=item.value)
                effects.append(ir.Conditional(cond, item.effects))
            elif item.kind == "if died this way":
                # "Destroy target creature. If that creature / a white creature dies this way, …"
                # (Kaervek's Purge, Cinder Cloud; added, Oracle round eleven, A–L): the target the
                # destruction just before put into a graveyard — not one regenerated (419.6b) —
                # matching the description as it last existed (413.2f)
                # — or, "If you destroy an island this way" (Serendib Djinn as printed; session 80, h6), the permanent
                # chosen as it resolves just before its destruction (413.2c)
                prev = effects[-1] if effects else None
                chosen = (len(effects) > 1 and isinstance(effects[-2], ir.ChooseObject) and effects[-2].hand is None
                          and isinstance(getattr(prev, "what", None), ir.ObjectChosenThisWay))
                if not (isinstance(prev, ir.Destroy) and (isinstance(prev.what, ir.Target) or chosen)):
                    raise CardTextError(card, text, reason="'If … dies this way' is read only after the destruction "
                                                           "of a target or of the permanent chosen as it resolves")
                cond = ir.Condition(ir.ConditionKind.DIED_THIS_WAY, ref=prev.what, filter=item.value)
                effects.append(ir.Conditional(cond, item.effects))
            elif item.kind == "eot if destroyed this way":
                # "… destroy the other creature at end of combat. At the beginning of the next end step, if that
                # creature was destroyed this way, put a +1/+1 counter on the first creature." (Infinite Authority;
                # added, session 76, h7): only after a delayed destruction of the trigger event's other creature at
                # end of combat. "Destroyed this way" is that destruction putting it into a graveyard (a creature
                # regenerated wasn't, 419.6b), known as it is done: the end of turn ability is made then, if it did
                # (406.2a) — as the end of turn ability made first would trigger only if it did (410.8), no sooner
                prev = effects[-1] if effects else None
                if not (isinstance(prev, ir.DelayedTrigger) and prev.trigger == AT_END_OF_COMBAT and prev.effects
                        and isinstance(prev.effects[-1], ir.Destroy)
                        and isinstance(prev.effects[-1].what, (It, ir.TriggerObject))):
                    raise CardTextError(card, text, reason="'if that creature was destroyed this way' at the next end "
                                                           "step is read only after 'destroy that creature at end of "
                                                           "combat'")
                cond = ir.Condition(ir.ConditionKind.DIED_THIS_WAY, ref=prev.effects[-1].what)
                later = ir.DelayedTrigger(AT_END_OF_TURN, item.effects)
                effects[-1] = dataclasses.replace(prev, effects=prev.effects + (ir.Conditional(cond, (later,)),))
            elif item.kind == "if returned this way":
                # "Return that card to its owner's hand. If that card is returned to its owner's hand this way, you
                # may pay {U}{U}{U}. If you do, …" (Puppet Master; added, session 45, d1): only after the return of
                # the card the trigger event moved — the return that fails once the card left that zone (410.10)
                prev = effects[-1] if effects else None
                if not (isinstance(prev, ir.MoveTo) and isinstance(prev.what, (It, ir.TriggerObject))
                        and prev.zone == Zone.HAND):
                    raise CardTextError(card, text, reason="'If that card is returned to its owner's hand this way' is "
                                                           "read only after 'return that card to its owner's hand'")
                cond = ir.Condition(ir.ConditionKind.RETURNED_THIS_WAY, ref=prev.what)
                effects.append(ir.Conditional(cond, item.effects))
            elif item.kind == "if exchanged this way":
                # "Exchange control of target … and target …. If those permanents are exchanged this way, destroy all
                # Auras attached to them." (Gauntlets of Chaos; added, session 83, h6): only after that exchange, and
                # only the destruction of the Auras attached to "them" — the two permanents it names (ir.Both)
                prev = effects[-1] if effects else None
                them = ir.Both((prev.first, prev.second)) if isinstance(prev, ir.ExchangeControl) else None
                auras = [e for e in item.effects if isinstance(e, ir.Destroy) and isinstance(e.what, ir.All)
                         and len(e.what.filters) == 1 and e.what.filters[0].partner == ir.Both(())]
                if them is None or len(item.effects) != 1 or len(auras) != 1:
                    raise CardTextError(card, text, reason="'If those permanents are exchanged this way' is read only "
                                                           "after an exchange of control, with 'destroy all Auras "
                                                           "attached to them'")
                flt = dataclasses.replace(auras[0].what.filters[0], partner=them)
                then = (dataclasses.replace(auras[0], what=ir.All((flt,))),)
                effects.append(ir.Conditional(ir.Condition(ir.ConditionKind.EXCHANGED_THIS_WAY), then))
            elif item.kind == "if self destroyed this way":
                # "Destroy ~ unless you pay {3}{B}{B}{B}. If ~ is destroyed this way, …" (Cosmic
                # Horror; added, Oracle triggers round fourteen): only after the instruction to
                # destroy ~ that a payment not made leaves (413.2c), and part of what the payment
                # not made brings about — ~ put into a graveyard by that destruction (a regenerated
                # ~ wasn't, 419.6b), as it last existed (413.2f)
                prev = effects[-1] if effects else None
                destroy_self = ir.Destroy(ir.This())
                if not (isinstance(prev, ir.IfYouDo) and not prev.then and prev.otherwise == (destroy_self,)
                        and isinstance(prev.who, ir.You)):
                    raise CardTextError(card, text, reason="'If ~ is destroyed this way' is read only after 'destroy ~ "
                                                           "unless you pay …'")
                cond = ir.Condition(ir.ConditionKind.DIED_THIS_WAY, ref=ir.This())
                effects[-1] = dataclasses.replace(prev, otherwise=(destroy_self, ir.Conditional(cond, item.effects)))
            elif item.kind == "if sacrificed this way":
                # "Sacrifice a land. If you sacrifice an Island this way, …" (Serendib Djinn; added,
                # Oracle triggers round thirteen): the one permanent the instruction just before had
                # its controller sacrifice, as it last existed in play (413.2f) — none sacrificed, no
                # match
                prev = effects[-1] if effects else None
                if isinstance(prev, ir.Optional_) and len(prev.effects) == 1:
                    # "You may sacrifice a Forest. If you sacrifice a snow Forest this way, …" (Gargantuan Gorilla;
                    # added, session 69, h5): only if the player chose to sacrifice one (413.2c)
                    sac = prev.effects[0]
                    if not (isinstance(sac, ir.Sacrifice) and isinstance(sac.who, ir.You)
                            and isinstance(sac.what, ir.Filter) and sac.count == 1):
                        raise CardTextError(card, text, reason="'If you sacrifice … this way' is read only after an "
                                                               "instruction to sacrifice one permanent")
                    cond = ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Sacrificed(), filter=item.value)
                    effects[-1] = dataclasses.replace(prev, effects=(sac, ir.Conditional(cond, item.effects)))
                else:
                    if not (isinstance(prev, ir.Sacrifice) and isinstance(prev.who, ir.You)
                            and isinstance(prev.what, ir.Filter) and prev.count == 1):
                        raise CardTextError(card, text, reason="'If you sacrifice … this way' is read only after an "
                                                               "instruction to sacrifice one permanent")
                    cond = ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Sacrificed(), filter=item.value)
                    effects.append(ir.Conditional(cond, item.effects))
            elif item.kind == "look at and play those cards":
                # "Exile the top three cards of your library face down. You may look at those cards for as long as
                # they remain exiled. Until your next turn, you may play those cards." (Three Wishes; added, session
                # 65, h2): the cards that instruction removed face down, where they are now (217.7b, 217.8)
                prev = effects[-1] if effects else None
                if not (isinstance(prev, ir.RemoveTopOfLibrary) and prev.face_down):
                    raise CardTextError(card, text, reason="'you may look at those cards … you may play those cards' is "
                                                           "read only after an instruction removing cards from the "
                                                           "game face down")
                effects += [ir.MayLookAtRemoved(ir.You(), ir.MovedThisWay()),
                            ir.PlayFoundAsThoughInHand(ir.You(), ir.MovedThisWay(), item.value)]
            elif item.kind == "play that card":
                # "Exile the top card of your library. Until end of turn, you may play that card."
                # (Aerial Caravan, Elkin Bottle), "Search target opponent's library for a card and
                # exile it. Then that player shuffles their library. Until the beginning of your
                # next upkeep, you may play that card." (Grinning Totem; added, Oracle activated
                # round nineteen): the one card an instruction before removed from the game, where
                # it is now (413.2f) — after any other instruction, refused
                prev = effects[-1] if effects else None
                found = [k for k, e in enumerate(effects) if isinstance(e, ir.SearchLibrary) and e.count == 1]
                if isinstance(prev, ir.RemoveTopOfLibrary) and prev.count == 1:
                    what = ir.MovedThisWay()
                elif _chosen_from_hand_removed(prev):
                    # "You choose an instant or sorcery card from it and exile that card. You may cast that
                    # card for as long as it remains exiled." (Psychic Theft; added, session 65, h2)
                    what = ir.MovedThisWay()
                elif found and len(effects) > found[0] + 1 and isinstance(effects[found[0] + 1], ir.MoveTo) \
                        and isinstance(effects[found[0] + 1].what, (ir.Found, It)) \
                        and effects[found[0] + 1].zone == Zone.REMOVED \
                        and all(isinstance(e, ir.Shuffle) for e in effects[found[0] + 2:]):
                    what = ir.Found()
                else:
                    raise CardTextError(card, text, reason="'you may play that card' is read only after an instruction "
                                                           "removing one card from the game")
                effects.append(ir.PlayFoundAsThoughInHand(ir.You(), what, item.value))
            elif item.kind == "repeat while both share a color":
                # "Target player puts the top two cards of their library into their graveyard. If
                # both cards share a color, repeat this process." (Grindstone; added, Oracle
                # activated round twenty-one): the mill before it, repeated while its two cards
                # have a color in common
                prev = effects[-1] if effects else None
                if not (isinstance(prev, ir.Mill) and prev.amount == 2):
                    raise CardTextError(card, text, reason="'If both cards share a color, repeat this process' is read "
                                                           "only after an instruction putting the top two cards of a "
                                                           "library into a graveyard")
                effects[-1] = ir.MillWhileBothShareAColor(prev.whose)
            elif item.kind == "if that card":
                # "Put the top card of your library into your graveyard. If that card is a land
                # card, …" (Saprazzan Breaker, Chaos Harlequin; added, Oracle round eight): the
                # card the instruction before moved, where it is now (413.2f)
                # — or, after "that player reveals the top card of their library" (Paroxysm; added,
                # session 41), the card revealed, still on top of that library (217.2b)
                prev = effects[-1] if effects else None
                revealed = isinstance(prev, ir.RevealTop) and prev.count == 1 and not prev.look
                if not (isinstance(prev, ir.Mill) and prev.amount == 1
                        or isinstance(prev, ir.RemoveTopOfLibrary) and prev.count == 1 or revealed):
                    raise CardTextError(card, text, reason="'If that card is …' is read only after an instruction "
                                                           "moving the top card of a library, or revealing it")
                cond = ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Revealed() if revealed else ir.MovedThisWay(),
                                    filter=item.value)
                effects.append(ir.Conditional(cond, item.effects))
            elif item.kind == "otherwise" and any(isinstance(r, Marker) and r.kind == "while" for r in restrictions):
                # "Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets -1/-2."
                # (Phyrexian Boon): a second static ability, applying while the first doesn't
                restrictions.append(item)
            elif item.kind == "otherwise" and effects and isinstance(effects[-1], ir.IfYouDo) and effects[-1].optional \
                    and effects[-1].then and not effects[-1].otherwise and not effects[-1].anyone \
                    and isinstance(effects[-1].who, ir.You) and effects[-1].times is None and effects[-1].cost_of is None:
                # "You may pay {1}{G}. If you do, ~ gains first strike until end of turn. Otherwise, each
                # creature blocking or blocked by ~ gains first strike until end of turn." (Spitting Slug):
                # not paying has a consequence, so the ability goes on the stack and the choice is made on
                # resolution (410.5's last sentence, as for "unless"; 413.2c)
                effects[-1] = dataclasses.replace(effects[-1], otherwise=tuple(flatten_sentences([list(item.effects)])))
            elif item.kind == "otherwise":
                if not effects or not isinstance(effects[-1], ir.Conditional) or effects[-1].otherwise:
                    raise CardTextError(card, text, reason="'Otherwise' must follow 'If it's ...'")
                effects[-1] = dataclasses.replace(effects[-1], otherwise=item.effects)
            elif item.kind in ("counter to library", "counter to exile"):
                if not effects or not isinstance(effects[-1], ir.CounterSpell):
                    raise CardTextError(card, text, reason="'… instead of into its owner's graveyard' without a counter")
                effects[-1] = dataclasses.replace(effects[-1], destination=Zone.LIBRARY if item.kind == "counter to library"
                                                  else Zone.REMOVED, destination_position=ir.LibraryPosition.TOP
                                                  if item.kind == "counter to library" else None)
            elif item.kind == "tie you choose":
                # "If two or more creatures are tied for least power, you choose one of them.":
                # the creature was read as one chosen by you among those tied (413.2c)
                if not any(isinstance(x, ir.Chosen) and item.value in x.filter.extra for x in ir.walk(tuple(effects))):
                    raise CardTextError(card, text, reason=f"'tied for {item.value}' without 'the creature with the {item.value}'")
            elif item.kind == "if you pay":
                # "Sacrifice ~ unless you pay {G} for each wind counter on it. If you pay, ~ deals …"
                # (Cyclone): what paying brings about, the ability controller's own "unless" only
                prev = effects[-1] if effects else None
                if not (isinstance(prev, ir.IfYouDo) and isinstance(prev.who, ir.You) and not prev.then
                        and prev.otherwise and not prev.anyone):
                    raise CardTextError(card, text, reason="'If you pay' is read only after '… unless you pay …'")
                effects[-1] = dataclasses.replace(prev, then=tuple(flatten_sentences([list(item.effects)])))
            elif item.kind == "if they pay":
                # "… unless that permanent's controller or that player pays {2}. If they do, ~ deals 2 damage
                # to the permanent or player." (Rhystic Lightning, added o2): what that player's paying
                # brings about instead (413.2c), after another player's "unless" only
                prev = effects[-1] if effects else None
                if not (isinstance(prev, ir.IfYouDo) and not isinstance(prev.who, ir.You) and not prev.then
                        and prev.otherwise and not prev.anyone and prev.times is None):
                    raise CardTextError(card, text, reason="'If they do' is read only after '… unless [that player] pays …'")
                effects[-1] = dataclasses.replace(prev, then=tuple(flatten_sentences([list(item.effects)])))
            elif item.kind == "if discarded this way":
                # Tainted Specter (added, session 79, h7): "Target player discards a card unless they put a card from
                # their hand on top of their library. If that player discards a card this way, …" — what follows only
                # if that player discarded a card: not after putting one on top instead (413.2c), nor from an empty
                # hand (416.3)
                prev = effects[-1] if effects else None
                discard = prev.otherwise[0] if isinstance(prev, ir.IfYouDo) and len(prev.otherwise) == 1 else None
                if not (isinstance(prev, ir.IfYouDo) and not prev.then and not prev.anyone and prev.times is None
                        and isinstance(discard, ir.Discard) and discard.amount == 1 and discard.who == prev.who
                        and not discard.random and discard.filter is None and discard.chooser is None):
                    raise CardTextError(card, text, reason="'If that player discards a card this way' is read only after "
                                                           "'[that player] discards a card unless they …'")
                effects.append(ir.Conditional(ir.Condition(ir.ConditionKind.DISCARDED_THIS_WAY, player=discard.who),
                                              tuple(flatten_sentences([list(item.effects)]))))
            elif item.kind == "if the player does":
                # Basalt Golem (added, h67-6): "… that creature's controller sacrifices it at end of combat. If the
                # player does, they create …" — part of the delayed instruction (406.2a): the tokens only if that
                # creature was sacrificed (not if it had left play by then: glossary "Sacrifice"), under the
                # control of the player who sacrificed it (216.1)
                prev = effects[-1] if effects else None
                sac = prev.effects[-1] if isinstance(prev, ir.DelayedTrigger) and prev.effects else prev
                if not (isinstance(sac, ir.Sacrifice) and isinstance(sac.who, ir.ControllerOf) and sac.who.ref == sac.what
                        and not isinstance(sac.what, ir.Filter) and sac.count == 1 and not sac.if_short):
                    raise CardTextError(card, text, reason="'If the player does' is read only after 'that creature's "
                                                           "controller sacrifices it'")
                done = ir.Conditional(ir.Condition(ir.ConditionKind.SACRIFICED_THIS_WAY, ref=sac.what),
                                      tuple(dataclasses.replace(e, controller=sac.who) for e in item.effects))
                if prev is sac:
                    effects.append(done)
                else:
                    effects[-1] = dataclasses.replace(prev, effects=prev.effects + (done,))
            elif item.kind == "if you do":
                prev = effects.pop() if effects else None
                then = tuple(flatten_sentences([list(item.effects)]))
                if isinstance(prev, MayPay):
                    effects.append(ir.IfYouDo(_may_pay_cost(prev), then, cost_of=prev.cost_of,
                                              reduced_by=prev.reduced_by, times=prev.times))
                elif isinstance(prev, ir.Optional_) and len(prev.effects) == 1 \
                        and isinstance(prev.effects[0], ir.RemoveCounters) and isinstance(prev.effects[0].what, ir.This) \
                        and isinstance(prev.effects[0].count, int):
                    # "You may remove a vitality counter from ~. If you do, you gain 1 life."
                    # (Living Artifact): done only if there is a counter to remove (413.2c)
                    rc = prev.effects[0]
                    effects.append(ir.IfYouDo(ir.Cost(remove_counters=(rc.kind, rc.count)), then))
                elif isinstance(prev, ir.Optional_) and len(prev.effects) == 1 \
                        and isinstance(prev.effects[0], ir.Sacrifice) and isinstance(prev.effects[0].what, (ir.This, It)) \
                        and isinstance(prev.effects[0].who, ir.You) and prev.effects[0].count == 1:
                    # "You may sacrifice it. If you do, defending player discards three cards."
                    # (Dauthi Mindripper): what follows happens only if it was sacrificed — not
                    # when it has left play by then (glossary "Sacrifice": only a permanent in
                    # play can be sacrificed; audit 9906)
                    effects.append(ir.IfYouDo(ir.Cost(sacrifice=(ir.SacrificeCost(ir.This()),)), then))
                elif isinstance(prev, ir.Sacrifice) and isinstance(prev.who, ir.You) and isinstance(prev.what, ir.Filter) \
                        and prev.count == 1 and not prev.if_short and not prev.opponent_chooses:
                    # "Sacrifice a creature. If you do, return the chosen cards …" (Victimize; added, session 40,
                    # o6): the sacrifice is done if it can be (no choice but which creature, 413.2c); what
                    # follows happens only if a creature was sacrificed
                    effects.append(ir.IfYouDo(ir.Cost(sacrifice=(ir.SacrificeCost(prev.what),)), then, optional=False))
                elif isinstance(prev, ir.Sacrifice) and isinstance(prev.who, ir.You) and isinstance(prev.what, ir.This) \
                        and prev.count == 1 and not prev.if_short and not prev.opponent_chooses:
                    # "Sacrifice ~. If you do, ~ deals 10 damage to that player." (Booby Trap; added, session 46, c1):
                    # no choice; what follows happens only if it was sacrificed — not when it has left play by then
                    # (glossary "Sacrifice": only a permanent in play can be sacrificed)
                    # "{0}: Sacrifice ~. If you do, discard your hand, then …" (Knowledge Vault; added, session 46,
                    # c3): ~ is sacrificed as the ability resolves if it is still in play; what follows happens only
                    # if it was (glossary "Sacrifice": only a permanent in play can be sacrificed; 413.2b)
                    effects.append(ir.IfYouDo(ir.Cost(sacrifice=(ir.SacrificeCost(ir.This()),)), then, optional=False))
                elif isinstance(prev, ir.ShuffleIntoLibrary) and prev.count and isinstance(prev.who, ir.You):
                    # "Shuffle a card from your hand into your library. If you do, …" (Lat-Nam's Legacy;
                    # added, session 41, c5): done if it can be (413.2c); what follows only if a card was
                    # shuffled — none from an empty hand (416.3)
                    effects.append(prev)
                    effects.append(ir.Conditional(ir.Condition(ir.ConditionKind.SHUFFLED_THIS_WAY, player=ir.You()), then))
                elif isinstance(prev, ir.Optional_):
                    # "You may draw a card. If you do, discard a card.": what follows happens only
                    # if the player chose to do it — part of the same optional instruction (413.2c)
                    effects.append(dataclasses.replace(prev, effects=prev.effects + then,
                                                       if_you_do_from=prev.if_you_do_from or len(prev.effects)))
                elif prev is not None and _fold_into_search(effects, prev, then):
                    # "You may search your library for a Goblin card, reveal it, and put it into
                    # your hand. If you do, shuffle your library." (Goblin Matron): the card put
                    # into the hand is the search's, part of the optional instruction (413.2c)
                    pass
                elif isinstance(prev, ir.Conditional) and prev.then and isinstance(prev.then[-1], MayPay) \
                        and prev.then[-1].times is None:
                    # "If it's a nonland card, you may pay 2 life. If you do, ...": the payment and
                    # what it pays for happen only when the condition holds
                    pay = prev.then[-1]
                    effects.append(dataclasses.replace(prev, then=prev.then[:-1] + (
                        ir.IfYouDo(_may_pay_cost(pay), then),)))
                elif isinstance(prev, ir.DelayedTrigger) and prev.effects and isinstance(prev.effects[-1], ir.Optional_):
                    # "This turn, when target creature … attacks and isn't blocked, you may gain life
                    # equal to its power. If you do, it assigns no combat damage this turn." (Delif's
                    # Cone): part of the delayed ability's optional instruction (413.2c)
                    last = prev.effects[-1]
                    effects.append(dataclasses.replace(prev, effects=prev.effects[:-1] + (dataclasses.replace(
                        last, effects=last.effects + then, if_you_do_from=last.if_you_do_from or len(last.effects)),)))
                else:
                    raise CardTextError(card, text, reason="'If you do' must follow 'you may pay'")
            elif item.kind == "if cant":
                # "Remove a fade counter from it. If you can't, sacrifice it.": the removal is
                # done if it can be (not a choice); if not, the rest happens instead
                prev = effects.pop() if effects else None
                if isinstance(prev, ir.Sacrifice) and isinstance(prev.what, ir.Filter):
                    # "Sacrifice that many nontoken permanents. If you can't, you lose the game."
                    # (Lich): as many as can be, then the rest if that was fewer
                    effects.append(dataclasses.replace(prev, if_short=tuple(flatten_sentences([list(item.effects)]))))
                    continue
                if not isinstance(prev, ir.RemoveCounters) or not isinstance(prev.what, ir.This) \
                        or not isinstance(prev.count, int):
                    raise CardTextError(card, text, reason="'If you can't' must follow removing counters from ~")
                effects.append(ir.IfYouDo(ir.Cost(remove_counters=(prev.kind, prev.count)), (),
                                          tuple(flatten_sentences([list(item.effects)])), optional=False))
            elif item.kind == "if drawn isn't":
                # Sindbad as printed: "Draw a card. If it is not a land, discard it." — "it" is the card
                # just drawn, so the sentence follows exactly one draw of one card by its controller
                if not effects or effects[-1] != ir.Draw(ir.You(), 1):
                    raise CardTextError(card, text, reason="'If it isn't …, discard it' is read only after 'draw a card'")
                effects.extend(item.effects)
            elif item.kind == "if instead":
                # "A. If C, B instead." (Gangrenous Zombies, Urza's Mine): B happens in place of A
                # when C holds as the ability resolves (413.2); several conditions must all hold.
                # Only after one instruction, and no choice in B but B's own "you may" (Ether Well, below)
                may = item.effects[0] if len(item.effects) == 1 and isinstance(item.effects[0], ir.Optional_) \
                    and item.effects[0].who == ir.You() and not item.effects[0].if_you_do_from \
                    and not item.effects[0].otherwise else None
                inner = may.effects if may is not None else item.effects
                if len(effects) != 1 or any(isinstance(e, (ir.Optional_, ir.IfYouDo, MayPay)) for e in ir.walk(inner)):
                    raise CardTextError(card, text, reason="'If …, … instead' is read only after one instruction and "
                                                           "with no choice in what it does instead but its own 'you may'")
                prev = effects.pop()
                conds = item.value
                # Ether Well (added, p1, session 41): "you may … instead" — declined, the instruction it
                # would replace is carried out (ir.Optional_.otherwise), so one of the two always is
                done: tuple = (dataclasses.replace(may, otherwise=(prev,)),) if may is not None else tuple(item.effects)
                for cond in reversed(conds):
                    done = (ir.Conditional(cond, done, (prev,)),)
                effects.extend(done)
            elif item.kind == "additional search":
                # Tithe: "Search your library for a Plains card. If target opponent controls more lands
                # than you, you may search your library for an additional Plains card. Reveal those cards
                # …": each search, for a card with a stated quality, may find nothing (glossary "Search"),
                # so together they find up to two such cards when the condition holds as it resolves
                # (413.2), the first search alone up to one when not
                cond, wanted = item.value
                prev = effects[-1] if len(effects) == 1 else None
                if not (isinstance(prev, ir.SearchLibrary) and isinstance(prev.who, ir.You) and prev.count == 1
                        and not prev.reveal and prev.same_name_as is None and prev.filter == wanted):
                    raise CardTextError(card, text, reason="'search … for an additional …' is read only after a "
                                                           "search of your library for one card of that description")
                effects[-1] = ir.Conditional(cond, (dataclasses.replace(prev, count=2, up_to=True),), (prev,))
                effects.extend(item.effects)
            elif item.kind == "if not":
                prev = effects.pop() if effects else None
                otherwise = tuple(flatten_sentences([list(item.effects)]))
                if isinstance(prev, ir.CounterSpell) and prev.unless_cost:
                    payer = prev.unless_payer
                    otherwise = tuple(_subst_player(e, payer) for e in otherwise)
                    effects.append(dataclasses.replace(prev, if_not=otherwise))
                elif isinstance(prev, ir.Optional_) and isinstance(prev.effects[0], ir.Sacrifice) and (
                        len(prev.effects) == 1 or len(prev.effects) == 2 and isinstance(prev.effects[1], ir.Conditional)
                        and isinstance(prev.effects[1].condition.ref, ir.Sacrificed)):
                    # (Gargantuan Gorilla: with its "If you sacrifice a snow Forest this way, …" done if it was)
                    sac = prev.effects[0]
                    if not isinstance(sac.what, ir.Filter) or not isinstance(sac.count, int):
                        raise CardTextError(card, text, reason="unsupported 'if you don't'")
                    effects.append(ir.IfYouDo(ir.Cost(sacrifice=(ir.SacrificeCost(sac.what, sac.count),)),
                                              tuple(prev.effects[1:]), otherwise))
                elif isinstance(prev, ir.Discard) and isinstance(prev.who, ir.You) and isinstance(prev.amount, int):
                    cost = ir.Cost(discard=dataclasses.replace(prev.filter or ir.Filter(types=("card",)),
                                                               zone=Zone.HAND, controller=ir.PlayerRelation.YOU),
                                   discard_count=prev.amount)
                    if prev.random:
                        cost = dataclasses.replace(cost, discard=dataclasses.replace(cost.discard, extra=("random",)))
                    # "Discard a card. If you don't, sacrifice ~" is the era's "sacrifice ~
                    # unless you discard a card": the player's choice (410.5, 413.2c)
                    effects.append(ir.IfYouDo(cost, (), otherwise))
                elif isinstance(prev, MayPay):
                    # "You may pay its mana cost reduced by up to {2}. If you don't, sacrifice it." (Flash);
                    # "You may pay {2} for each wage counter on it. If you don't, …" (Rogue Skycaptain)
                    if prev.x is not None:
                        # "Then you may pay {X}, where X is …. If you don't, … it deals X damage to you."
                        # (Primordial Ooze): the same X, counted again as the damage is dealt — nothing
                        # between the payment and the damage changes it (413.2f)
                        otherwise = tuple(ir.rebuild(e, lambda v: prev.x if isinstance(v, ir.VarX) else None)
                                          for e in otherwise)
                    effects.append(ir.IfYouDo(_may_pay_cost(prev), (), otherwise,
                                              cost_of=prev.cost_of, reduced_by=prev.reduced_by, times=prev.times))
                elif isinstance(prev, ir.IfYouDo) and prev.optional and prev.then and not prev.otherwise \
                        and prev.cost.sacrifice == (ir.SacrificeCost(ir.This()),) and prev.cost.mana:
                    # "You may sacrifice ~ and pay {2}{G}{G}. If you do, …. If you don't, …." (Preferred Selection;
                    # added, session 84, h6): one choice, paid or not (413.2c) — what "If you don't" says is done
                    # when it isn't (the general "If you do, …. If you don't, …" after "you may pay" is not read:
                    # no other card was checked against it)
                    effects.append(dataclasses.replace(prev, otherwise=otherwise))
                elif (chosen := _may_then_otherwise(prev, otherwise)) is not None:
                    effects.append(chosen)
                else:
                    raise CardTextError(card, text, reason="'If you don't' must follow a choice")
            else:  # pragma: no cover
                raise CardTextError(card, text, reason=f"internal: marker {item.kind}")
        elif isinstance(item, ir.GrantAbility) and item.duration == UNSTATED and isinstance(item.what, It) \
                and effects and isinstance(effects[-1], ir.CreateToken):
            # "Put a … token into play. It has flying." / "It has '{B}: Regenerate this creature.'"
            # (Drudge Spell): the token's own ability, not a grant to the card (216.1)
            tok = effects[-1]
            if isinstance(item.ability, ir.Keyword):
                spec = dataclasses.replace(tok.token, keywords=tok.token.keywords + (item.ability,))
            else:
                spec = dataclasses.replace(tok.token, abilities=tok.token.abilities + (item.ability,))
            effects[-1] = dataclasses.replace(tok, token=spec)
        elif isinstance(item, ir.GrantAbility) and item.duration == UNSTATED and isinstance(item.what, It) \
                and effects and isinstance(effects[-1], ir.Conditional) and effects[-1].then \
                and isinstance(effects[-1].then[-1], ir.CreateToken) and isinstance(item.ability, ir.Keyword):
            cond = effects[-1]  # "If you win the flip, put a ... token into play. That creature has flying."
            tok = cond.then[-1]
            tok = dataclasses.replace(tok, token=dataclasses.replace(tok.token, keywords=tok.token.keywords + (item.ability,)))
            effects[-1] = dataclasses.replace(cond, then=cond.then[:-1] + (tok,))
        elif (isinstance(item, ir.Conditional) and item.condition == ir.Condition(ir.ConditionKind.FLIP, value="lost")
              and effects and isinstance(effects[-1], ir.Conditional) and not effects[-1].otherwise
              and effects[-1].condition == ir.Condition(ir.ConditionKind.FLIP, value="won")):
            # "If you win the flip, … If you lose the flip, …": a flip made is won or lost, so "…
            # Otherwise, …"; but a flip the player may decline ("you may flip a coin", Chaotic Goo)
            # is neither when declined: "… Otherwise, if you lost it, …" (audit 4137: it was read as lost)
            effects[-1] = dataclasses.replace(effects[-1], otherwise=(item,) if _flip_optional(effects[:-1]) else item.then)
        elif (isinstance(item, ir.Conditional) and item.condition == ir.Condition(ir.ConditionKind.FLIP, value="won")
              and not item.otherwise and effects and isinstance(effects[-1], ir.Conditional)
              and not effects[-1].otherwise and effects[-1].condition == ir.Condition(ir.ConditionKind.FLIP, value="lost")):
            # "If you lose the flip, … If you win the flip, …" (Bottle of Suleiman as printed): the same
            effects[-1] = dataclasses.replace(item, otherwise=(effects[-1],) if _flip_optional(effects[:-1]) else effects[-1].then)
        elif (isinstance(item, ir.Conditional) and item.condition is not None and item.condition.kind is ir.ConditionKind.FLIP
              and effects and isinstance(effects[-1], ir.DelayedTrigger) and effects[-1].effects
              and isinstance(effects[-1].effects[-1], ir.FlipCoin)):
            # "Flip a coin at end of turn. If you lose the flip, sacrifice that creature." (Goblin
            # Kites): the flip's consequence is the delayed ability's, not the activated ability's
            # (audit 9906: it was tested as the ability resolved, before any flip, and did nothing)
            effects[-1] = dataclasses.replace(effects[-1], effects=effects[-1].effects + (item,))
        elif (effects and isinstance(effects[-1], ir.PreventDamage) and effects[-1].duration != ir.WHILE_IN_PLAY
              and _uses_prevented(item)):
            # "... prevent that damage. You gain life equal to the damage prevented this way."
            # (Reverse Damage): it happens when the shield prevents damage, not as the spell resolves
            effects[-1] = dataclasses.replace(effects[-1], then=effects[-1].then + (item,))
        elif (_delayed_reads_prevented(item)
              and [e.duration for e in effects if isinstance(e, ir.PreventDamage)] == [ir.THIS_TURN]):
            # "Prevent the next 3 damage … this turn. At end of turn, put a +0/+1 counter on that creature
            # for each 1 damage prevented this way" (Sacred Boon; Scars of the Veteran's "If it's a creature,
            # …"; added, session 46, c5): the delayed ability counts what the one shield before it has
            # prevented in all, as it resolves (413.2f) — not one prevention's amount
            effects.append(ir.rebuild(item, lambda x: ir.ResultOf(ir.DAMAGE_PREVENTED_IN_ALL)
                                      if x == ir.ResultOf("damage prevented") else None))
        elif (isinstance(item, ir.AddMana) and item.count == ir.VarX() and effects
              and isinstance(effects[-1], ir.RemoveCounters)):
            # "… remove all charge counters from it. Add {C} for each charge counter removed this way."
            # (Ventifact Bottle; added, session 43, c6): the counters the instruction just before removed,
            # as many as there were (416.3) — not an X announced (a cost's "Remove X storage counters" is)
            effects.append(dataclasses.replace(item, count=ir.ResultOf(ir.COUNTERS_REMOVED)))
        else:
            effects.append(item)
    if effects and not isinstance(effects[-1], ir.Optional_):
        # "You may search …, reveal them, put them into your hand, then shuffle your library"
        # (Yavimaya Elder): all of it is the optional instruction, as with "If you do, shuffle"
        last = effects.pop()
        if not _fold_into_search(effects, last):
            effects.append(last)
    for e in effects:
        if isinstance(e, (MayPay, Marker)):
            raise CardTextError(card, text, reason="'you may pay' without 'If you do'")
    for e in effects:
        if isinstance(e, ir.CreateToken) and e.token.power is None and not _defines_own_pt(e.token):
            # "a green Elephant creature token" with no power and toughness stated is read only when a
            # quoted ability of its own sets them (Elephant Resurgence): never a token of no size
            raise CardTextError(card, text, reason="a token with no power and toughness stated needs an ability "
                                                   "of its own that sets them")
    for i, e in enumerate(effects):
        if (i and isinstance(effects[i - 1], ir.ExchangeControl) and isinstance(e, ir.Destroy)
                and isinstance(e.what, ir.All) and len(e.what.filters) == 1 and e.what.filters[0].partner == ir.Both(())):
            # "Exchange control of … for control of …. Bury all enchantments played on those permanents." (Gauntlets
            # of Chaos as printed; session 83, h6): the Auras on both permanents the exchange names, with no "if"
            pair = ir.Both((effects[i - 1].first, effects[i - 1].second))
            effects[i] = dataclasses.replace(e, what=ir.All((dataclasses.replace(e.what.filters[0], partner=pair),)))
    if any(isinstance(f, ir.Filter) and f.partner == ir.Both(()) for f in ir.walk(tuple(effects))):
        # "attached to them" (Gauntlets of Chaos) names the permanents of the exchange just before, and nothing else
        raise CardTextError(card, text, reason="'attached to them' is read only of the two permanents an exchange of "
                                               "control just before names")
    _no_it_after_a_random_look(effects, card, text)
    effects = _one_of_those_looked_at(effects, card, text)
    return effects, restrictions


def _may_pay_cost(pay: MayPay) -> ir.Cost:
    """The cost a "you may pay …" sentence offers: its mana or life, and the card itself sacrificed with it where it
    says so ("you may sacrifice ~ and pay {2}{G}{G}", Preferred Selection; added, session 84, h6)."""
    return ir.Cost(mana=pay.mana, life=pay.life,
                   sacrifice=(ir.SacrificeCost(ir.This()),) if pay.sacrifice_self else ())


def _one_of_those_looked_at(effects: list, card: str, text: str) -> list:
    """"Look at the top two cards of your library. … put one of those cards into your hand / on the bottom of your
    library" (Preferred Selection; added, session 84, h6): each such instruction (an ``ir.Dig`` with
    ``already_looked``) is of the cards the ability's first instruction looked at — its count filled in; anywhere
    else it is refused, "those cards" naming nothing."""
    if not any(isinstance(e, ir.Dig) and e.already_looked for e in ir.walk(tuple(effects))):
        return effects
    look = effects[0] if effects else None
    if not (isinstance(look, ir.RevealTop) and look.look and isinstance(look.who, ir.You) and look.count > 1):
        raise CardTextError(card, text, reason="'put one of those cards …' is read only after 'look at the top N cards "
                                               "of your library' opens the ability")
    return [ir.rebuild(e, lambda x: dataclasses.replace(x, count=look.count)
                       if isinstance(x, ir.Dig) and x.already_looked else None) for e in effects]


def _no_it_after_a_random_look(effects: list, card: str, text: str) -> None:
    """Refuse an "it" in an instruction after a look at a card at random in a hand ("Look at a card at random in
    target player's hand. If it's a land card, destroy it."): "it" would be read as the ability's source — the
    card looked at, in a hand, is what the card means, and what an instruction does to that card is not read.
    ("If it's a land card, …" alone is: its "it" is the card looked at, :func:`_fold`'s "if its".)"""
    look = next((k for k, e in enumerate(effects) if isinstance(e, ir.LookAtHand) and e.random_card), None)
    if look is None:
        return
    if any(isinstance(x, It) for e in effects[look + 1:] for x in ir.walk(e)):
        raise CardTextError(card, text, reason="'it' after a look at a card at random in a hand: the card looked at "
                                               "is what it means, and what the instruction does to that card (still "
                                               "in the hand) is not read — never read as the ability's source")


def _defines_own_pt(spec: ir.TokenSpec) -> bool:
    """Does one of the token's own abilities set both its power and toughness, always (a static
    ability with no condition: "This creature's power and toughness are each equal to …")?"""
    return any(isinstance(ab, ir.StaticAbility) and ab.condition is None
               and any(isinstance(x, ir.SetPT) and isinstance(x.what, ir.This) and x.power is not None
                       and x.toughness is not None for x in ab.effects) for ab in spec.abilities)


def _flip_optional(before: list) -> bool:
    """Whether the coin flip the instructions before an "If you win / lose the flip" make is one
    the player may decline ("you may flip a coin": Chaotic Goo) — then neither branch happens."""
    for eff in reversed(before):
        if isinstance(eff, ir.FlipCoin):
            return False
        if isinstance(eff, ir.Optional_) and any(isinstance(e, ir.FlipCoin) for e in eff.effects):
            return True
    return False


def _may_then_otherwise(prev: Any, otherwise: tuple) -> Optional[ir.IfYouDo]:
    """"You may [do A]. [If you do, B.] If you don't, C." (Crovax the Cursed, Ravenous Vampire,
    Lim-Dûl's Paladin, Magmasaur): A is the choice — done as a cost the player can pay or not
    (a player can't choose an option he or she can't carry out, 413.2c) — B what follows doing
    it and C what follows not doing it. None when ``prev`` is no such choice: a sacrifice of
    permanents the player controls, a discard, removing counters from ~, or an optional
    payment already followed by "If you do"."""
    if isinstance(prev, ir.IfYouDo) and prev.optional and not prev.otherwise and not prev.anyone \
            and isinstance(prev.who, ir.You):
        return dataclasses.replace(prev, otherwise=otherwise)  # "You may pay {1}. If you do, … If you don't, …"
    if not isinstance(prev, ir.Optional_) or not isinstance(prev.who, ir.You) or not prev.effects:
        return None
    first, then = prev.effects[0], prev.effects[1:]
    if isinstance(first, ir.Sacrifice) and isinstance(first.who, ir.You) and isinstance(first.what, ir.Filter) \
            and isinstance(first.count, int) and not first.if_short:
        cost = ir.Cost(sacrifice=(ir.SacrificeCost(first.what, first.count),))
    elif isinstance(first, ir.Discard) and isinstance(first.who, ir.You) and isinstance(first.amount, int) \
            and first.chooser is None and not first.up_to:
        cost = ir.Cost(discard=dataclasses.replace(first.filter or ir.Filter(types=("card",)), zone=Zone.HAND,
                                                   controller=ir.PlayerRelation.YOU,
                                                   extra=(first.filter.extra if first.filter else ()) +
                                                   (("random",) if first.random else ())),
                       discard_count=first.amount)
    elif isinstance(first, ir.RemoveCounters) and isinstance(first.what, ir.This) and isinstance(first.count, int):
        cost = ir.Cost(remove_counters=(first.kind, first.count))
    else:
        return None
    return ir.IfYouDo(cost, then, otherwise)


def _fold_into_search(effects: list, last: Any, then: tuple = ()) -> bool:
    """If ``last`` and what came between it and the last optional search only reveal, move the
    cards found or shuffle ("you may search …, and put it into your hand", "…, then shuffle your
    library"), make them — and ``then`` — part of that optional instruction (in place); whether
    it did."""
    idx = [k for k, e in enumerate(effects) if isinstance(e, ir.Optional_)]
    if not idx or not any(isinstance(e, ir.SearchLibrary) for e in effects[idx[-1]].effects):
        return False
    rest = effects[idx[-1] + 1:] + [last]
    if not all(isinstance(e, (ir.RevealFound, ir.Shuffle)) or isinstance(e, ir.MoveTo) and isinstance(e.what, (It, ir.Found))
               for e in rest):
        return False
    opt = effects[idx[-1]]
    effects[idx[-1]:] = [dataclasses.replace(opt, effects=opt.effects + tuple(rest) + tuple(then))]
    return True


#: A card's own printed "bury" ("bury ~", "~ is buried", "bury this creature", Gemstone Mine's "…
#: on ~, bury it", Time Elemental's and Elder Spawn's "~ / it deals N damage to you and is buried"),
#: in a paragraph as normalised before the printed templates: whichever template then reads it, the
#: card's own sacrifice it becomes is made a burial (:func:`_buried`; a "bury it" of another object
#: is read as a destruction, which :func:`_buried` leaves alone).
_SELF_BURY = re.compile(r"\bbur(?:y|ies) (?:~|this [a-z]+\b|it\b)|~ (?:is|are) buried\b"
                        r"|(?:~|\bit) (?:deals|does) \d+ damage to you and is buried\b")


def _buried(x: Any) -> Any:
    """The card's own sacrifice, read from its printed "bury ~" (judge.cards.printed.BURY_SELF), as
    what the glossary says burying is: "For most purposes, 'bury' is equivalent to 'destroy [this
    permanent]; it can't be regenerated'" — put into its owner's graveyard whoever controls it (a
    player sacrifices only his or her own permanents: glossary "Sacrifice"); None for anything else."""
    if isinstance(x, ir.Sacrifice) and x.what == ir.This() and isinstance(x.who, ir.You) and x.count == 1 \
            and not x.if_short:
        return ir.Destroy(ir.This(), cant_regenerate=True, buried=True)
    return None


#: Angelic Renewal as printed (session 69, h7): "you may bury ~ and put one of those creatures into play" — one
#: optional instruction of two parts joined by "and", not the Oracle's "If you do"
_MAY_BURY_AND = re.compile(r"\bmay bury ~ and ")


def _buried_and(x: Any) -> Any:
    """:func:`_buried`, and "you may bury ~ and [do something]", read by the printed template as "you may destroy ~.
    If you do, …" (the grammar has no "it can't be regenerated" inside an optional instruction): the card's own
    destruction there is its burial, and what follows "and" is part of the one instruction chosen (410.5), done
    whether or not ~ could still be buried — an effect does as much as possible (416.3), where the Oracle's "If you
    do" makes it depend on the sacrifice."""
    if isinstance(x, ir.Optional_) and any(isinstance(e, ir.Destroy) and e.what == ir.This() for e in x.effects):
        return dataclasses.replace(x, if_you_do_from=0, effects=tuple(
            ir.Destroy(ir.This(), cant_regenerate=True, buried=True)
            if isinstance(e, ir.Destroy) and e.what == ir.This() else e for e in x.effects))
    return _buried(x)


#: "[player] chooses and buries a [permanent] he or she controls" (Hurloon Shaman, Abyssal Gatekeeper, Urborg Justice
#: as printed; r69-h9), read by the printed template as the Oracle's "sacrifices" (judge.cards.printed's BURY_OWN):
#: made the burial the glossary says it is (:func:`_chosen_and_buried`)
_OWN_BURY = re.compile(r"\bchooses and buries\b")


def _chosen_and_buried(x: Any) -> Any:
    """A player's sacrifice of permanents he or she chooses, read from the printed "chooses and buries … he or she
    controls", as a burial: "For most purposes, 'bury' is equivalent to 'destroy [this permanent]; it can't be
    regenerated'" (glossary "Bury (Obsolete)") — chosen as for the sacrifice (his or her own, 413.2c), then destroyed
    without regeneration (``ir.Sacrifice.buried``); None for anything else."""
    if isinstance(x, ir.Sacrifice) and isinstance(x.what, ir.Filter) and not x.if_short and not x.opponent_chooses:
        return dataclasses.replace(x, buried=True)
    return None


#: Seraph as printed (Fifth Edition; r71-h7): "Bury the creature if you lose control of Seraph." — read by the printed
#: template as the Oracle's "Sacrifice the creature when you lose control of ~" (judge.cards.printed's BURY), made the
#: burial the glossary says it is (:func:`_buried_when_lost`)
_LOST_BURY = re.compile(r"\bbury the creature if you lose control of\b")


#: A printed "bury" of any object (Phantasmal Mount's "bury the creature", Nekrataal's "bury target nonartifact,
#: nonblack creature", Reign of Terror's "bury all white creatures"), read by the printed templates as "destroy …. It
#: can't be regenerated." (judge.cards.normalise, glossary BURY): in a paragraph that says "destroy" nowhere, every
#: destruction that can't be regenerated is such a burial, and is made one (:func:`_buried_other`) so the trace says
#: "bury", as the card does (h71-10 left: Phantasmal Mount's failing instruction said "destroy")
_ANY_BURY = re.compile(r"\bbur(?:y|ies|ied)\b")


def _buried_other(x: Any) -> Any:
    """A destruction that can't be regenerated, in a paragraph whose only such words are "bury" (:data:`_ANY_BURY`),
    as the burial the glossary says it is ("For most purposes, 'bury' is equivalent to 'destroy [this permanent]; it
    can't be regenerated'", glossary "Bury (Obsolete)"): the same destruction, named a burial; None for anything
    else."""
    if isinstance(x, ir.Destroy) and x.cant_regenerate and not x.buried:
        # (the card's own "bury ~" the printed template read as the Oracle's sacrifice is :func:`_buried`'s; one it
        # read as the Oracle's "destroy ~. It can't be regenerated." is marked here — Aether Storm's "pay 4 life to
        # bury ~", h72-13)
        return dataclasses.replace(x, buried=True)
    return None


def _buried_when_lost(x: Any) -> Any:
    """The sacrifice of the creature a delayed ability put into play (``ir.MovedThisWay``), read from the printed "bury
    the creature if you lose control of ~", as a burial: "For most purposes, 'bury' is equivalent to 'destroy [this
    permanent]; it can't be regenerated'" (glossary "Bury (Obsolete)") — put into its owner's graveyard whoever
    controls it then, where the Oracle's sacrifice is only its controller's to make (glossary "Sacrifice"); None for
    anything else."""
    if isinstance(x, ir.Sacrifice) and x.what == ir.MovedThisWay() and isinstance(x.who, ir.You) and x.count == 1 \
            and not x.if_short:
        return ir.Destroy(ir.MovedThisWay(), cant_regenerate=True, buried=True)
    return None


def _subst_player(obj: Any, payer: Any) -> Any:
    return ir.rebuild(obj, lambda x: payer if isinstance(x, ThatPlayer) else None)


def _set_duration(effects: tuple, duration: str) -> tuple:
    def fix(x: Any) -> Any:
        if dataclasses.is_dataclass(x) and not isinstance(x, type) and getattr(x, "duration", None) == UNSTATED:
            return dataclasses.replace(x, duration=duration)
        return None

    return tuple(ir.rebuild(e, fix) for e in effects)


def _to_each_player(effect: Any) -> bool:
    """Whether ``effect`` is done to each player in turn ("to each player", "each player
    draws"), so that "that player" / "they" in it is that player (EachOne)."""
    refs = list(getattr(effect, "to", ()) or ()) + [getattr(effect, "who", None)]
    return any(isinstance(r, ir.All) and any(f.players for f in r.filters) for r in refs)


def _nested(effects: tuple) -> list:
    """The effects and those inside them ("You may search …": the search is inside the
    optional instruction, and "put them into your hand" still means the cards found)."""
    out: list = []
    for e in effects:
        out.append(e)
        inner = getattr(e, "effects", None) or getattr(e, "then", None)
        if isinstance(inner, tuple):
            out += _nested(inner)
    return out


#: Instructions after which "that card" / "it" is the card found: a search, a choice of a card
#: to put into play, cards revealed until one is found (Hermit Druid)
_FINDS = (ir.SearchLibrary, ir.PutChosenIntoPlay, ir.RevealUntil)


#: "a player" of a condition ("if a player has more life than each other player")
_A_PLAYER = ir.All((ir.Filter(players=True),))


def _blocking_the_target(effect: Any) -> Any:
    """A spell's "target creature gets +1/+1 until end of turn for each creature blocking it" (Barreling
    Attack as printed; session 64, h2): a spell is blocked by nothing — the creatures blocking the creature
    that gets the bonus (309.3), counted as the spell resolves (413.2f, 418.3c). Only the bonus of the
    spell's own effect: an ability it grants keeps its "blocking it" (rampage's, of the creature)."""
    if not (isinstance(effect, ir.ModifyPT) and isinstance(effect.what, ir.Target)):
        return effect
    return ir.rebuild(effect, lambda x: dataclasses.replace(x, partner=effect.what) if isinstance(x, ir.Filter)
                 and x.partner is None and "blocking it" in x.extra else None)


def _resolve(effects: tuple, targets: tuple, trigger: Optional[ir.Trigger] = None, that: Any = None,
             that_player: Any = None) -> tuple:
    """Resolve "it"/"that creature" and "that player"/"his or her" for one ability, and "that
    much": the damage prevented after a prevention ("prevent that damage and gain that much
    life"), else the damage dealt (the trigger event's, or this ability's). ``that``: what "it"
    names, where an earlier sentence of the paragraph said (:func:`_linked_abilities`);
    ``that_player``: what "that player" names, where the card's other paragraph says
    (:func:`_spell_that_player`)."""
    much = ir.ResultOf("damage prevented" if any(isinstance(x, ir.PreventDamage) for x in _nested(tuple(effects)))
                       else ir.SACRIFICED_COUNT if effects and isinstance(effects[0], ir.SacrificeAnyNumber)
                       else ir.POISON_REMOVED if effects and isinstance(effects[0], ir.LoseAllPoisonCounters)
                       else "damage dealt")  # (Landslide: "Sacrifice any number of Mountains. ~ deals that much damage …")
    that_much = ir.ResultOf("that much")
    effects = tuple(ir.rebuild(e, lambda x: much if isinstance(x, ir.ResultOf) and x == that_much
                               else ir.This() if isinstance(x, Itself) else None)  # "itself" outside a damage clause: ~
                    for e in effects)
    if effects and isinstance(effects[0], ir.LoseAllPoisonCounters):
        # Leeches as printed: "… deals 1 damage to that player for each poison counter removed in
        # this way" — the counters the instruction before removed, not a cost's X
        effects = effects[:1] + tuple(ir.rebuild(e, lambda x: much if isinstance(x, ir.VarX) else None)
                                      for e in effects[1:])
    if len(effects) > 1 and isinstance(effects[0], ir.Sacrifice) and effects[0].what == ir.This() \
            and isinstance(effects[1], ir.DealDamage) and isinstance(effects[1].source, It):
        # "sacrifice ~ and it deals 3 damage to target player" (Mogg Bombers): the "it" that deals
        # the damage is the card just named, as it last existed (413.2f), not the trigger's object
        effects = (effects[0], dataclasses.replace(effects[1], source=ir.This())) + tuple(effects[2:])
    it: Any
    # "it" never means a player: a target that can only be a player ("target opponent gains
    # control of it": Goblin Cadets) leaves "it" to the source or the trigger's object
    obj_targets = [t for t in targets if t.filter.types or not t.filter.players]
    # "that card" / "the card" after "Search your library for a card" (Flash's "it"): the card
    # found — from the search on; before it (Academy Rector's "exile it. If you do, search …"),
    # "it" is what it was
    first_search = next((k for k, e in enumerate(effects) if isinstance(e, _FINDS)), None)
    if that is not None:
        it = that
    elif first_search == 0:
        it = ir.Found()
        if isinstance(getattr(effects[0], "same_name_as", None), It) and trigger is not None \
                and isinstance(trigger.subject, ir.Filter) and not obj_targets:
            # Remembrance: "search your library for a card with the same name as that creature": the
            # creature the event happened to (its last known name, 413.2f), not yet the card found
            effects = (dataclasses.replace(effects[0], same_name_as=ir.TriggerObject()),) + tuple(effects[1:])
    elif effects and isinstance(effects[0], ir.GraveyardCardAtRandom):
        it = ir.ObjectChosenThisWay(card=True)  # Search for Survivors: the card picked at random, where it is now (413.2f)
    elif any(isinstance(e, ir.RevealTop) for e in _nested(tuple(effects))):
        # "if it's a creature card, put it into play"; "you may look at the top card of … You
        # may then put that card on the bottom …" (Precognition as printed: the look optional)
        it = ir.Revealed()
        if trigger is not None and trigger.whose is ir.TriggerWhose.ENCHANTED and not obj_targets:
            # "At the beginning of the upkeep of enchanted creature's controller, that player reveals
            # the top card of their library. If that card is a land card, destroy that creature.
            # Otherwise, it gets +3/+3 until end of turn." (Paroxysm; added, session 41): a card in
            # a library is no permanent — only a permanent is destroyed (glossary "Destroy") or
            # gets +N/+N (418.3) — so "that creature" / "it" there is the enchanted creature
            effects = tuple(ir.rebuild(e, lambda x: dataclasses.replace(x, what=ir.Enchanted())
                                  if isinstance(x, (ir.Destroy, ir.ModifyPT)) and isinstance(x.what, It) else None)
                            for e in effects)
    elif not obj_targets and trigger is None and effects and isinstance(effects[0], ir.Sacrifice) \
            and isinstance(effects[0].what, ir.Filter) and isinstance(effects[0].who, ir.You):
        it = ir.Sacrificed()  # "Sacrifice a creature. ~ deals damage equal to that creature's power" (Rupture)
    elif trigger is not None and trigger.detail is not None and not trigger.detail.players \
            and not any(f.players for f in trigger.detail.any_of):  # (Mangara's Equity: "to you or …")
        it = ir.TriggerObject()
    elif trigger is not None and trigger.event in (TriggerEvent.PLAYS_SPELL, TriggerEvent.PLAYS_LAND) \
            and not obj_targets:
        it = ir.TriggerObject()  # "Whenever a player casts a spell, counter it" (Nether Void): the spell
    elif trigger is not None and trigger.event in (TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALS_COMBAT_DAMAGE) \
            and isinstance(trigger.subject, (ir.Filter, ir.Enchanted)):
        it = ir.TriggerSource()  # "Whenever a creature deals damage to you, destroy it": what dealt it
    elif trigger is not None and isinstance(trigger.subject, (ir.Filter, ir.Enchanted)):
        it = ir.TriggerObject()  # the object the event happened to (it may have left play)
    elif trigger is not None and trigger.event is TriggerEvent.BEGINNING_OF_STEP and not obj_targets and effects \
            and isinstance(effects[0], ir.Mill) and effects[0].amount == 1:
        # "… that player puts the top card of their library into their graveyard. Then they create X
        # … tokens, where X is that card's converted mana cost." (Infernal Genesis; added, upk): the
        # card that instruction moved, where it is now (413.2f)
        it = ir.MovedThisWay()
    elif trigger is not None and trigger.event in (TriggerEvent.BEGINNING_OF_STEP, TriggerEvent.LAST_COUNTER_REMOVED) and not obj_targets \
            and effects and isinstance(getattr(effects[0], "what", None), ir.Enchanted):
        # "At the beginning of your upkeep, untap enchanted land. You gain control of that land
        # until end of turn" (Wellspring): "that land" is the enchanted land named before, not ~;
        # Orcish Mine's "destroy enchanted land and ~ deals 2 damage to that land's controller" too
        it = effects[0].what  # (as the card names it: "enchanted land")
    elif trigger is not None and isinstance(trigger.subject, ir.This) and not obj_targets:
        it = trigger.subject
    elif trigger is not None and trigger.whose is ir.TriggerWhose.ENCHANTED and not obj_targets:
        it = ir.Enchanted(noun=trigger.noun)  # "that creature": the one enchanted (named as the trigger names it)
    elif not obj_targets and effects and isinstance(effects[0], ir.MoveTo) and isinstance(effects[0].what, ir.GraveyardEnd) \
            and effects[0].what.filter is not None:
        # "Return the top creature card of your graveyard to the battlefield. That creature gains
        # haste …" (Corpse Dance, Shallow Grave): the card that instruction moved, where it is now
        it = ir.MovedThisWay()
    elif len(effects) > 1 and isinstance(effects[0], ir.LookAtHand) and _chosen_from_hand_removed(effects[1]) \
            and any(isinstance(e, ir.DelayedTrigger) and e.condition is not None
                    and e.condition.kind is ir.ConditionKind.FOUND_NOT_PLAYED for e in effects):
        # "… exile that card. … At the beginning of the next end step, if you haven't cast the card, return it to
        # its owner's hand." (Psychic Theft; added, session 65, h2): the card removed from the game, while it
        # stays there (406.2d)
        it = ir.MovedThisWay()
    elif trigger is not None and trigger.event is TriggerEvent.DISCARDS and trigger.subject is None and not obj_targets \
            and effects and isinstance(effects[0], ir.MoveTo) and isinstance(effects[0].what, ir.AmongThem) \
            and effects[0].what.filter.zone == Zone.GRAVEYARD:
        # "Whenever you discard a card, exile that card from your graveyard." (Necropotence; added, session 69, h6):
        # the card discarded, as the event put it into the graveyard (217.8), not ~
        it = ir.TriggerObject()
    elif not obj_targets and effects and isinstance(effects[0], ir.RemoveTopOfLibrary) and effects[0].count == 1 \
            and effects[0].face_down and len(effects) == 2 and isinstance(effects[1], ir.DelayedTrigger) \
            and effects[1].condition is None and effects[1].trigger.whose is ir.TriggerWhose.YOU:
        # "Exile the top card of your library face down. Put that card into your hand at the beginning of your next
        # end step." (Necropotence; added, session 69, h6): the card that instruction removed from the game, while it
        # stays there (217.8), not ~
        it = ir.MovedThisWay()
    elif not obj_targets and effects and isinstance(effects[0], ir.RemoveTopOfLibrary) and effects[0].count == 1 \
            and any(isinstance(e, ir.DelayedTrigger) and e.condition is not None and e.condition.kind is ir.ConditionKind.FOUND_NOT_PLAYED
                    for e in effects):
        # "Set the top card of your library aside … At the beginning of your next turn, bury the card if
        # you have not played it" (Elkin Bottle as printed; added, printed round twenty-four): the card
        # that instruction removed from the game, while it stays there (217.7a)
        it = ir.MovedThisWay()
    elif obj_targets:
        it = ir.Target(obj_targets[-1].index)
    elif trigger is None and effects and isinstance(getattr(effects[0], "what", None), ir.Enchanted):
        it = effects[0].what  # "Gain control of enchanted creature. That creature gets +0/+1." (Binding Grasp)
    else:
        it = ir.This()
    player: Any
    if trigger is not None and (trigger.event in (TriggerEvent.PLAYS_SPELL, TriggerEvent.PLAYS_LAND,
                                                  TriggerEvent.IS_TAPPED_FOR_MANA) and trigger.whose
                                or (trigger.detail is not None and trigger.detail.players)
                                # "Whenever a card is put into a player's graveyard from play, that
                                # player loses 1 life" (Liability): the graveyard's owner (217.1)
                                or (trigger.event is TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY
                                    and trigger.whose is ir.TriggerWhose.EACH)
                                # Psychic Purge: "that player" is the opponent whose spell or
                                # ability made you discard it; Megrim's, the player who discarded
                                or trigger.event in (TriggerEvent.DISCARDED_BY_OPPONENT, TriggerEvent.DISCARDS,
                                                     TriggerEvent.DRAWS)
                                # Thought Lash (added, Oracle round eleven): who didn't pay the cumulative
                                # upkeep — unless a player is targeted (Heart of Bogardan's "target
                                # player and each creature that player controls": the target)
                                or (trigger.event is TriggerEvent.UPKEEP_NOT_PAID
                                    and not any(t.filter.players for t in targets))
                                or (trigger.event is TriggerEvent.BEGINNING_OF_STEP
                                    and trigger.whose not in (None, ir.TriggerWhose.YOU))):  # (each, an opponent's, …: the active player)
        player = ir.TriggerPlayer()
    elif trigger is not None and trigger.event is TriggerEvent.PUTS_INTO_PLAY:
        # Overburden: "that player" is the player who put it into play (410.2: the trigger event's
        # player, 413.2b) — not whoever controls it as the ability resolves (a Ray of Command
        # in between); the engine records who that was as the ability triggers
        player = ir.TriggerPlayer()
    elif any(isinstance(e, ir.SearchCopies) for e in effects):
        player = ir.ControllerOf(it)  # "Search its controller's …. Then that player shuffles" (Eradicate)
    else:
        player_targets = [t for t in targets if t.filter.players]
        player = ir.Target(player_targets[-1].index) if player_targets else ir.You()
        single = [t for t in obj_targets if t.single_zone and t.filter.zone == Zone.GRAVEYARD]
        if not player_targets and single:
            # Lodestone Bauble (added, session 41): "… target cards from a player's graveyard … That
            # player draws a card": the one player whose graveyard the targets are in, their owner (217.4a)
            player = ir.OwnerOf(ir.Target(single[-1].index))
        if not player_targets and isinstance(it, ir.Target) and any(
                t.index == it.index and t.filter.controller is ir.PlayerRelation.OPPONENT for t in obj_targets):
            # "target creature an opponent controls deals damage equal to its power to that player"
            # (Dong Zhou, the Tyrant): the one player named is the opponent who controls the target
            # (added, printed round sixteen — it was read as "you")
            player = ir.ControllerOf(it)
        if not player_targets and any(_to_each_player(e) for e in effects):
            player = ir.EachOne()  # "deals damage to each player equal to the lands they control"
        if that_player is not None and player == ir.You():
            player = that_player  # named by the card's other paragraph (_spell_that_player)

    def fix_for(it: Any) -> Any:
        def fix(x: Any) -> Any:
            if isinstance(x, ItFirst) and isinstance(it, ir.Target):
                # no target comes before it: the source, or what the trigger event was about
                return ir.TriggerObject() if trigger is not None and isinstance(trigger.subject, (ir.Filter, ir.Enchanted)) \
                    else ir.This()
            if isinstance(x, It):
                return it
            if isinstance(x, ThatPlayer):
                return player
            if isinstance(x, ir.Filter) and x.partner is None and "blocking it" in x.extra \
                    and isinstance(it, ir.TriggerObject):
                # "Whenever a Sliver becomes blocked, that Sliver gets +1/+1 … for each creature
                # blocking it" (Spined Sliver): blocking the trigger's creature, not the source
                return ir.rebuild(dataclasses.replace(x, partner=it), fix)
            return None
        return fix

    out, searched = [], False
    for k, e in enumerate(effects):
        if searched or (first_search is not None and k > first_search):
            # after "you may search …" (nested) or after the search: "put them into your hand"
            # is the cards found
            out.append(ir.rebuild(e, fix_for(ir.Found())))
            continue
        body = ("effects" if isinstance(e, ir.Optional_) else "then" if isinstance(e, (ir.Conditional, ir.IfYouDo))
                else None)
        if body is not None and not isinstance(it, ir.Found) and any(
                isinstance(x, _FINDS) for x in _nested(getattr(e, body))):
            # "You may exile it. If you do, search your library for a card and put that card onto
            # the battlefield" (Academy Rector), "If an opponent controls more lands than you,
            # search … and put them into your hand" (Gift of Estates), "you may pay {1}{G}. If you do,
            # search … and put that card into play" (Llanowar Sentinel): "it" before the search
            # is what it was; after it, the card found
            inner, found, searcher = [], False, None
            for x in getattr(e, body):
                if found and isinstance(x, ir.Shuffle) and searcher is not None and x.who == searcher[0]:
                    # "that creature's controller may search their library …. If that player does,
                    # they shuffle their library" (Pattern of Rebirth): the player who searched
                    inner.append(dataclasses.replace(x, who=searcher[1]))
                    continue
                y = ir.rebuild(x, fix_for(ir.Found() if found else it))
                if isinstance(x, ir.SearchLibrary) and not found:
                    searcher = (x.who, y.who)
                inner.append(y)
                found = found or isinstance(x, _FINDS)
            rest = ir.rebuild(dataclasses.replace(e, **{body: ()}), fix_for(it))
            out.append(dataclasses.replace(rest, **{body: tuple(inner)}))
            searched = True
        else:
            if isinstance(it, ir.This) and any(isinstance(x, ir.CreateToken) for x in _nested(tuple(effects[:k]))) \
                    and any(isinstance(x, It) for x in ir.walk(e)):
                # "Create a … token named Hornet. Destroy it at the beginning of the next end step"
                # (Hornet Cannon): "it" is the token created, which no reference names — refused,
                # not read as the source (act)
                out.append(ir.rebuild(e, fix_for(ir.Created())))
                continue
            if isinstance(e, ir.DealDamage) and isinstance(it, ir.Target) and it in e.to \
                    and any(ir.Target(t.index) not in e.to for t in obj_targets):
                # "Tap target creature. It deals damage equal to its power to another target
                # creature" (Deadshot): "it" is the target named before, not the one dealt damage
                before = [t for t in obj_targets if ir.Target(t.index) not in e.to][-1]
                out.append(ir.rebuild(e, fix_for(ir.Target(before.index))))
                continue
            out.append(ir.rebuild(e, fix_for(it)))
    if trigger is not None and trigger.event in (TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, TriggerEvent.TO_GRAVEYARD,
                                                 TriggerEvent.LEAVES_PLAY) \
            and isinstance(trigger.subject, ir.This):
        # "When ~ dies, shuffle it into its owner's library", "you may exile it" (Academy
        # Rector): what moves is the card where it went (410.10c), not the permanent as it last
        # existed — which is what "the age counters on it" counts (413.2f); so too "from anywhere"
        # (Serra Avatar, Zodiac Dragon as printed), which from play found nothing to move
        out = [ir.rebuild(e, lambda x: dataclasses.replace(x, what=ir.TriggerObject()) if isinstance(
            x, ir.MoveTo) and isinstance(x.what, ir.This) else None) for e in out]
    if any(isinstance(x, ir.Created) for x in ir.walk(tuple(out))) \
            and not any(isinstance(x, (ir.CreateToken, ir.CreateTokenCopy)) for x in _nested(tuple(out))):
        # "that token", "the token" (Echo Chamber) name the token this ability made (216.1); in an ability
        # that makes none (Dance of Many's "When ~ leaves play, exile the token": another ability's), refused
        raise CardTextError("?", "the token", reason="'the token' is read only after an instruction of the same "
                            "ability that makes it")
    for k, e in enumerate(out):
        if isinstance(e, ir.DelayedTrigger) and e.trigger.event is TriggerEvent.LEAVES_PLAY and not e.this_turn \
                and any(isinstance(x, ir.MovedThisWay) for x in ir.walk(e.effects)) \
                and not any(isinstance(m, ir.MoveTo) and isinstance(m.what, ir.TriggerObject)
                            and m.zone == Zone.REMOVED for m in out[:k]):
            # Portcullis (added, session 68, h6): "that card" of a delayed "when ~ leaves the battlefield" is
            # the card an instruction before it removed from the game (217.8); after none, refused
            raise CardTextError("?", "when ~ leaves", reason="'that card' of a delayed ability watching its source "
                                "leave play is read only after an instruction that removes it from the game")
    return tuple(out)


_CONTINUOUS = (ir.ModifyPT, ir.SetPT, ir.GrantAbility, ir.RemoveAbility, ir.Rule, ir.GainControl, ir.PreventDamage, ir.ChosenForm,
               ir.AdditionalLands, ir.SetLandType, ir.SetTypes, ir.SetColor, ir.LoseAllAbilities, ir.ReplaceEvent,
               ir.ColoredCostsAre, ir.RedirectDamage, ir.SparesItself, ir.ManaInstead,
               ir.CantBeTappedForManaIfNew,  # Kormus Bell, Living Plane as printed
               ir.SetSnow)  # Melting, Arcum's Weathervane (session 48)


def _activation_colon(text: str) -> Optional[int]:
    """The index of the colon ending an activation cost, ignoring quoted abilities."""
    quoted = False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif ch == ":" and not quoted:
            return i
    return None


def _parse_tree(card: str, text: str, start: str = "start", offset: int = 0, whole: str = "") -> Any:
    fast = _fast_driver()
    whole = whole or text
    if fast is not None and "\n" not in text:  # the driver reads one line
        tree = fast.parse(text, start)
        if tree is not _FAIL:
            return tree
        # the driver says where and what was expected, as lark would (without building lark's
        # parser: seconds and ~190 MB on a first run)
        failure = fast.diagnose(text, start)
        if failure is not None:
            words = _words_of(fast.keywords)
            if failure.token_type == "$END":
                raise CardTextError(card, whole, offset + len(text) + 1, words(failure.expected),
                                    reason="the sentence ends too early")
            raise CardTextError(card, whole, offset + failure.column, words(failure.expected))
    # the driver failed for a reason of its own (or has no tables): lark parses, and says where
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

    try:
        return _parser().parse(text, start=start)
    except UnexpectedToken as err:
        if err.token.type == "$END":
            raise CardTextError(card, whole, offset + len(text) + 1, _pretty_expected(err.expected),
                                reason="the sentence ends too early") from None
        raise CardTextError(card, whole, offset + err.column, _pretty_expected(err.expected)) from None
    except UnexpectedCharacters as err:
        raise CardTextError(card, whole, offset + err.column, _pretty_expected(err.allowed or ())) from None
    except UnexpectedEOF as err:
        raise CardTextError(card, whole, offset + len(text) + 1, _pretty_expected(err.expected or ()),
                            reason="the sentence ends too early") from None
    except UnexpectedInput as err:  # pragma: no cover
        raise CardTextError(card, whole, offset + getattr(err, "column", 0)) from None


_FAIL: Any = object()


@functools.lru_cache(maxsize=None)
def _fast_driver() -> Any:
    """The LALR driver (:mod:`judge._speed.lalr.driver`) over the prebuilt tables
    (:mod:`judge.cards.text_lalr`), or None when
    they do not match this grammar; then lark parses (and reports every error anyway)."""
    global _FAIL
    from judge.cards import text_lalr

    _FAIL = text_lalr.FAIL
    return text_lalr.driver(text_lalr.grammar_digest(grammar_text()))


def _pretty_expected(names: Any) -> tuple[str, ...]:
    """Terminal names → the words they stand for (``DEALS`` → ``deals``), from lark's parser."""
    return _in_words(names, _terminal_words())


def _words_of(keywords: dict[str, str]) -> Any:
    """:func:`_pretty_expected` from the driver's tables: a keyword's text, quoted as lark's
    terminal words are (``'deals'``); any other terminal's name in lower case."""
    def words(names: Any) -> tuple[str, ...]:
        return _in_words(names, {n: repr(keywords[n]) if n in keywords else n.lower() for n in names})

    return words


def _in_words(names: Any, from_names: dict[str, str]) -> tuple[str, ...]:
    out = []
    for n in sorted(str(x) for x in names):
        if n.startswith("$"):
            continue
        word = from_names.get(n, n.lower().replace("_", " "))
        if word not in out:
            out.append(word)
    return tuple(out)


@functools.lru_cache(maxsize=None)
def _terminal_words() -> dict[str, str]:
    out = {}
    for t in _parser().terminals:
        pattern = t.pattern
        if pattern.type == "str":
            out[t.name] = repr(pattern.value)
        else:
            out[t.name] = t.name.lower()
    return out


def _transform(card: str, text: str, tree: Any) -> tuple[Any, tuple]:
    from judge.cards.reading import CardTransformer  # imports lark: only when text is parsed

    t = CardTransformer(parse_quoted=_parse_quoted, parse_cost=_parse_quoted_cost)
    try:
        result = t.transform(tree)
    except CardTextError as err:
        raise CardTextError(card, text, reason=err.reason or err.message) from None
    except Exception as err:  # lark wraps handler errors in VisitError
        inner = getattr(err, "orig_exc", err)
        if isinstance(inner, CardTextError):
            raise CardTextError(card, text, reason=inner.reason or inner.message) from None
        raise
    return result, _targets_of_that_player(tuple(t.targets))


def _targets_of_that_player(targets: tuple) -> tuple:
    """"Destroy target nonblack creature that player controls" after "Choose target opponent …"
    (Keeper of the Dead): "that player" in a target's description is the player targeted before."""
    out = []
    for spec in targets:
        if isinstance(spec.filter.controlled_by, ThatPlayer):
            players = [s for s in targets if s.index < spec.index and s.filter.players and not s.filter.types]
            if players:  # (with none, "that player" is the trigger's, resolved with the ability)
                spec = dataclasses.replace(spec, filter=dataclasses.replace(spec.filter,
                                                                            controlled_by=ir.Target(players[-1].index)))
        out.append(spec)
    return tuple(out)


#: A quoted ability in a paragraph as printed ('It has "{B}: Regenerate this creature."').
_QUOTED = re.compile(r'["\u201c]([^"\u201c\u201d]+)["\u201d]')
#: The quoted abilities of the paragraph being read: the grammar's words (lower case, "~") ->
#: the card's ("{B}: Regenerate this creature."), so what the ability says in a trace, a
#: board or an expectation is the card's wording, not the grammar's.
_QUOTES: dict[str, str] = {}


def _parse_quoted_cost(text: str) -> ir.Cost:
    """A quoted cost a static ability adds ("Sacrifice a land": Brutal Suppression), read by the cost grammar."""
    cost, _targets = _transform("quoted cost", text, _parse_tree("quoted cost", text, "cost"))
    return cost


def _parse_quoted(text: str) -> ir.Ability:
    """A quoted ability granted by an effect ("{B}: Regenerate this creature")."""
    text = text.strip()
    if not text.endswith("."):
        text += "."
    # a keyword with a cost granted in quotes ("Cumulative upkeep {1}": Mana Chains) is the
    # sentence its glossary entry defines it as, as on a card's own keyword line (_COST_KEYWORDS)
    said = text
    for pattern, sentence, _reminders in _COST_KEYWORDS:
        keyword = re.fullmatch(pattern.pattern + r"\.", text)
        if keyword is not None and "\n" not in sentence(keyword):
            text = sentence(keyword)
            break
    abilities = _paragraph_abilities("quoted ability", text, is_spell=False, normalised=True)
    if len(abilities) != 1 or isinstance(abilities[0], ir.SpellAbility):
        raise CardTextError("quoted ability", text, reason="a quoted ability must be one ability")
    own = _QUOTES.get(said.rstrip(".").strip())
    if own is None and len(set(_QUOTES.values())) == 1:
        # the paragraph's one quote, its words normalised alone otherwise than within the paragraph
        # ("Play this ability as a sorcery.": Mindwhip Sliver as printed; audit 7066)
        (own,) = set(_QUOTES.values())
    if own is None and not _QUOTES and said != text:
        # a keyword granted where the card prints no quotes ("Treat this token as a 1/1 green creature with flying
        # and Cumulative Upkeep: {G}": Splintering Wind as printed, read as the Oracle's quoted keyword): the
        # keyword's own words, not the sentence its glossary entry defines it as (session 70, h7)
        own = re.sub(r"\{[^}]*\}", lambda m: m[0].upper(), said[:1].upper() + said[1:])
    if own is not None and dataclasses.is_dataclass(abilities[0]) and hasattr(abilities[0], "text"):
        return dataclasses.replace(abilities[0], text=own)
    return abilities[0]


def _mode(card: str, text: str, shown: str = "") -> ir.Mode:
    """One mode of a modal spell or ability; ``shown``: its words as the card prints them."""
    body = text.strip().rstrip(".") + "."
    tree = _parse_tree(card, body, "sentences")
    sents, targets = _transform(card, body, tree)
    effects, restrictions = _fold(flatten_sentences(sents), card, body)
    if restrictions:
        raise CardTextError(card, body, reason="a restriction inside a mode")
    effects_t = _resolve(_set_duration(tuple(effects), ir.FOREVER), targets)
    return ir.Mode(effects_t, targets, (shown or text).strip().rstrip("."))


def _modes(card: str, body: str, original: str) -> tuple[ir.Mode, ...]:
    """The modes of "Choose one — A; or B" (``body``: after "choose one", normalised), each
    shown in the card's own words (a judge answers "Bob chooses mode 2" or its words)."""
    parts, shown = _mode_texts(card, body, original, "a modal spell or ability")
    return tuple(_mode(card, p, s) for p, s in zip(parts, shown))


def _mode_texts(card: str, body: str, original: str, what: str) -> tuple[list[str], list[str]]:
    """The modes of ``body`` ("A; or B", normalised) and each one in the card's own words (from
    ``original``, after its "choose(s) one"; empty words where they don't split alike)."""
    parts = [p.strip() for p in re.split(r";\s*or\s+", body)]
    if len(parts) < 2:
        raise CardTextError(card, body, reason=f"{what} needs modes separated by '; or'")
    said = re.match(r"^.*?\bchooses? one\s*[-:\u2014]?\s*(.*)$", original.strip(), re.I | re.S)
    shown = re.split(r";\s*or\s+", said.group(1), flags=re.I) if said else []
    if len(shown) != len(parts):
        shown = [""] * len(parts)
    return parts, shown


#: "Choose one — A; or B" (409.1b), or the mode announced by an opponent ("Target opponent
#: chooses one: …", Library of Lat-Nam as printed; "An opponent chooses one — …", its Oracle)
_MODAL = re.compile(r"^(?:(target opponent|an opponent) chooses|choose) one\s*[-:]?\s*(.*)$")


#: "Whenever [trigger], choose one — A; or B" (Relic Bind): a modal triggered ability (410.4, 409.1b)
_MODAL_TRIGGER = re.compile(r"^((?:when|whenever|at) [^;:]*?), choose one\s*-\s*(.*)$")


def _modal_triggered(card: str, text: str, trigger_text: str, body: str, original: str) -> ir.TriggeredAbility:
    """"Whenever enchanted artifact becomes tapped, choose one — ~ deals 1 damage to target player; or
    target player gains 1 life." (Relic Bind): each mode read as the trigger's own instruction — "[trigger],
    [mode]." — so that its words ("it", "that player") are read with the trigger event as any triggered
    ability's; the modes must share the trigger, its condition and its zone, and none may be a "may" (a
    "may" is chosen as the ability would be put on the stack, 410.5, before its mode, 410.4). Its
    controller announces the mode as it is put on the stack (410.4: following 409.1b)."""
    parts, shown = _mode_texts(card, body, original, "a modal triggered ability")
    first: Optional[ir.TriggeredAbility] = None
    modes = []
    for part, words in zip(parts, shown):
        read = _paragraph_abilities(card, f"{trigger_text}, {part.rstrip('.')}.", False)
        ab = read[0] if len(read) == 1 else None
        if not isinstance(ab, ir.TriggeredAbility) or ab.optional or ab.is_mana_ability or ab.modes:
            raise CardTextError(card, text, reason="a mode of a modal triggered ability that is not one instruction "
                                                   "of the trigger's")
        if first is not None and (ab.trigger, ab.condition, ab.zone) != (first.trigger, first.condition, first.zone):
            raise CardTextError(card, text, reason="the modes of a modal triggered ability read with different triggers")
        first = first or ab
        modes.append(ir.Mode(ab.effects, ab.targets, (words or part).strip().rstrip(".")))
    assert first is not None
    return dataclasses.replace(first, effects=(), targets=(), text=original, modes=tuple(modes))


#: "When ~ comes into play, … Return enchanted creature card to play under your control and
#: attach ~ to it. When ~ leaves play, that creature's controller sacrifices it." (Animate Dead):
#: two triggered abilities of the permanent in one paragraph, the second's "that creature"
#: naming the one the first put into play.
_LINKED_LEAVES = re.compile(r"^(when ~ (?:comes into play|enters the battlefield), .*?\.) "
                            r"(when ~ leaves (?:play|the battlefield), (?:(?!this turn).)*)$")


#: words too common to tell two abilities' sentences apart (:func:`_piece_wordings`)
_COMMON_WORDS = frozenset("a an the and or of to in on at by for as is are be it its this that ~ you your "
                          "if may can from with each".split())

#: a sentence about the ability said just before it ("Play this ability as a mana source.")
_ABOUT_THE_ABILITY_BEFORE = re.compile(r"^(?:play|use|activate) (?:this|these) abilit", re.I)


def _wording_words(text: str) -> frozenset:
    """The telling words of a sentence, lower case, without punctuation, :data:`_COMMON_WORDS` or
    the words of an ability it grants in quotes (those are the granted ability's)."""
    text = re.sub(r'["\u201c][^"\u201c\u201d]*["\u201d]', " ", text.lower())
    return frozenset(w for w in re.findall(r"[a-z0-9+/{}'-]+|~", text) if w not in _COMMON_WORDS)


def _piece_wordings(name: str, paragraph: str, pieces: Sequence[str], legendary: bool) -> list[str]:
    """Each ability's own words in a paragraph the reader cut into ``pieces`` (a printed wording of
    two abilities in one paragraph, :mod:`judge.cards.printed`): the card's sentences, each given to
    the piece it shares the most telling words with (a sentence that shares none, or as many with
    two pieces — a clarification such as Psychic Purge's "Effects that prevent or redirect damage
    may not be used to counter this loss of life." — goes with the sentence before it). A piece no
    sentence went to is said in the whole paragraph."""
    sentences = own_sentences(paragraph)
    if len(pieces) < 2 or len(sentences) < 2:
        return [paragraph] * len(pieces)
    piece_words = [_wording_words(p) for p in pieces]
    owner: list[Optional[int]] = []
    for sentence in sentences:
        words = _wording_words(_before_classic(name, sentence, legendary))
        scores = [len(words & pw) for pw in piece_words]
        best = max(scores)
        owner.append(scores.index(best) if best and scores.count(best) == 1
                     and not _ABOUT_THE_ABILITY_BEFORE.match(sentence.strip()) else None)
    for i, o in enumerate(owner):
        if o is None and _ABOUT_THE_ABILITY_BEFORE.match(sentences[i].strip()):
            # "Use this ability only once a turn." is about the activated ability before it, not a
            # static sentence between (Walking Wall as printed: "… can attack this turn. ~ cannot
            # attack the turn it comes under your control. Use this ability only once a turn.")
            owner[i] = next((owner[j] for j in range(i - 1, -1, -1) if owner[j] is not None
                             and _activation_colon(pieces[owner[j]]) is not None), None)
        if owner[i] is None:
            owner[i] = owner[i - 1] if i else next((x for x in owner if x is not None), None)
    return [" ".join(s.strip() for s, o in zip(sentences, owner) if o == k) or _quoted_wording(paragraph, piece_words[k])
            or _enchant_sentence(name, [s for s, o in zip(sentences, owner) if o is not None
                                        and _ENCHANT_PIECE.match(pieces[o])], piece_words[k], legendary)
            or paragraph for k in range(len(pieces))]


#: a piece that is what a local enchantment may enchant (a marker, never quoted as an ability)
_ENCHANT_PIECE = re.compile(r"enchant \w")


def _enchant_sentence(name: str, sentences: Sequence[str], words: frozenset, legendary: bool) -> str:
    """The words of a piece no sentence went to when a sentence given to what the card may enchant
    shares its telling words: that sentence, which says both (Roots as printed: "Tap target creature
    without flying." is what it may enchant, 214.8c, and its comes-into-play tapping — the trigger
    quoted in that sentence alone, not in the whole paragraph); "" where none does (or two do as much)."""
    scores = [len(_wording_words(_before_classic(name, s, legendary)) & words) for s in sentences]
    best = max(scores, default=0)
    return sentences[scores.index(best)].strip() if best and scores.count(best) == 1 else ""


def _quoted_wording(paragraph: str, words: frozenset) -> str:
    """The words of a piece no sentence went to when it is an ability the paragraph quotes (a Licid as
    printed: 'becomes a creature enchantment that reads "Enchanted creature gains flying"', the piece
    "enchanted creature gains flying."): the quote sharing the most telling words with it, a sentence
    ("" if no quote shares any)."""
    quotes = re.findall(r'["\u201c]([^"\u201c\u201d]+)["\u201d]', paragraph)
    scored = [(len(_wording_words(q) & words), q.strip()) for q in quotes]
    best = max(scored, default=(0, ""), key=lambda sq: sq[0])
    return (best[1] if best[1].endswith((".", "!")) else best[1] + ".") if best[0] else ""


def _linked_abilities(card: str, text: str, is_spell: bool, original: str) -> list:
    """The abilities of one normalised paragraph; a paragraph of two triggered abilities whose
    second says "that creature" of the permanent the first put into play (:data:`_LINKED_LEAVES`)
    is read as the two abilities, "that creature" being that permanent."""
    m = _LINKED_LEAVES.match(text) if " leaves " in text and not is_spell else None  # (most paragraphs: no search)
    if m is not None:
        that = ir.put_into_play_with()
        # each ability in the card's own words: the paragraph cut before its last "When"
        cut = original.rfind(". When ")
        said = (original[:cut + 1], original[cut + 2:]) \
            if cut >= 0 and re.match(r"\. When [^,.]* leaves (?:play|the battlefield),", original[cut:]) \
            else (original, original)  # (a printed wording read so: judge.cards.printed)
        first = _paragraph_abilities(card, m.group(1), is_spell, original=said[0])
        if any(isinstance(x, ir.Attach) and x.onto == that
               for ab in first for x in ir.walk(tuple(getattr(ab, "effects", ())))):
            return first + _paragraph_abilities(card, m.group(2), is_spell, original=said[1], that=that)
    return _paragraph_abilities(card, text, is_spell, original=original)


def _paragraph_abilities(card: str, text: str, is_spell: bool, normalised: bool = False,
                         original: str = "", that: Any = None) -> list:
    """Parse one normalised paragraph into a list of abilities (keywords may be several).
    ``that``: what "that creature"/"it" names in a triggered ability (:func:`_linked_abilities`)."""
    original = original or text
    modal = _MODAL.match(text)
    if modal and is_spell:
        return [ir.SpellAbility(modes=_modes(card, modal.group(2), original), choose=1, text=original,
                                chooser={"target opponent": ir.ModeChooser.TARGET_OPPONENT, "an opponent": ir.ModeChooser.OPPONENT}.get(
                                    modal.group(1) or ""))]
    modal_trigger = None if is_spell else _MODAL_TRIGGER.match(text)
    if modal_trigger:
        return [_modal_triggered(card, text, modal_trigger.group(1), modal_trigger.group(2), original)]
    colon = _activation_colon(text)
    if colon is not None:  # "cost: effect" (403.1)
        cost_text, body = text[:colon].strip(), text[colon + 1:].strip()
        cost_tree = _parse_tree(card, cost_text, "cost")
        cost, _ = _transform(card, cost_text, cost_tree)
        modal_body = re.match(r"^choose one\s*-?\s*(.*)$", body)
        if modal_body:  # "cost: Choose one — A; or B" (409.1b, as a modal spell)
            modes_text, shown, restrictions = modal_body.group(1), original[colon + 1:], ()
            # Triassic Egg: "… A. Activate this ability only if …; or B. Activate this ability only
            # if …" — one restriction every mode repeats is the ability's own (403.3), read once
            only = re.findall(r"\. (activate this ability only [^;]*?)\.?(?=;|$)", modes_text)
            if only and len(set(only)) == 1 and len(only) == len(re.split(r";\s*or\s+", modes_text)):
                tree = _parse_tree(card, only[0] + ".", "sentences")
                effects, restrictions = _fold(flatten_sentences(_transform(card, only[0], tree)[0]), card, text)
                if effects or any(isinstance(r, Marker) for r in restrictions):
                    raise CardTextError(card, text, reason="a mode's 'activate this ability only' sentence did more")
                modes_text = re.sub(r"\. activate this ability only [^;]*?\.?(?=;|$)", "", modes_text)
                shown = re.sub(r"\.\s*(?:activate|play) this ability only [^;]*?\.?(?=;|$)", "", shown, flags=re.I)
            return [ir.ActivatedAbility(cost, (), (), False, tuple(restrictions), Zone.IN_PLAY, text=original,
                                        modes=_modes(card, modes_text, shown))]
        tree = _parse_tree(card, body, "sentences", offset=colon + 1 + (len(text[colon + 1:]) - len(text[colon + 1:].lstrip())),
                           whole=text)
        sents, targets = _transform(card, text, tree)
        result: Any = ("activated", cost, sents)
    else:
        tree = _parse_tree(card, text)
        result, targets = _transform(card, text, tree)
    if isinstance(result, tuple) and result[0] == "replacement":
        eff = _resolve(_set_duration((result[1],), ir.WHILE_IN_PLAY), targets)
        return [ir.StaticAbility(eff, text=original)]
    if isinstance(result, tuple) and result[0] == "enchant":
        if result[1].zone not in (None, Zone.IN_PLAY, Zone.GRAVEYARD):
            raise CardTextError(card, text, reason="an Aura that enchants a card outside play is not supported")
        return [Marker("enchant", value=result[1])]
    if isinstance(result, tuple) and result[0] == "keywords":
        return [dataclasses.replace(k, text=original) for k in result[1]]
    if isinstance(result, tuple) and result[0] == "activated":
        _, cost, sents = result
        effects, restrictions = _fold(flatten_sentences(sents), card, text, x_cost="{x}" in (cost.mana or "").lower())
        x_is = [r.value for r in restrictions if isinstance(r, Marker) and r.kind == "x is"]
        restrictions = [r for r in restrictions if not (isinstance(r, Marker) and r.kind == "x is")]
        if len(x_is) > 1:
            raise CardTextError(card, text, reason="'X is …' said twice")
        if any(isinstance(r, Marker) for r in restrictions):
            raise CardTextError(card, text, reason="'cast this spell only' inside an activated ability")
        zone = Zone.IN_PLAY
        fixed = []
        for e in effects:
            if isinstance(e, ReturnSelfFromGraveyard):
                zone = Zone.GRAVEYARD
                e = e.effect
            fixed.append(e)
        if cost.exile is not None and "itself" in cost.exile[0].extra and cost.exile[0].zone == Zone.HAND:
            zone = Zone.HAND  # "Exile ~ from your hand:" (Elvish Spirit Guide, 402.9)
        if any(r.kind is ir.RestrictionKind.IN_ZONE for r in restrictions):
            zone = next(r.value for r in restrictions if r.kind is ir.RestrictionKind.IN_ZONE)
            restrictions = [r for r in restrictions if r.kind is not ir.RestrictionKind.IN_ZONE]
        if cost.tap_other is not None and any(isinstance(x, It) for x in ir.walk(tuple(fixed))):
            # "{3}, {T}, Tap an untapped creature you control: ~ deals damage equal to that
            # creature's power to target …" (Unerring Sling as printed): "that creature" is the one
            # tapped for the cost (ir.TappedToPay), never the target; anything else it could name
            # is refused
            if not all(isinstance(x.ref, It) for x in ir.walk(tuple(fixed)) if isinstance(x, (ir.PowerOf, ir.ToughnessOf))) \
                    or sum(isinstance(x, It) for x in ir.walk(tuple(fixed))) != sum(
                        isinstance(x, (ir.PowerOf, ir.ToughnessOf)) and isinstance(x.ref, It) for x in ir.walk(tuple(fixed))):
                raise CardTextError(card, text, reason="'that creature' after a cost that taps a creature (the creature "
                                                       "tapped for the cost) is read only in its power or toughness")
            fixed = [ir.rebuild(e, lambda x: dataclasses.replace(x, ref=ir.TappedToPay()) if isinstance(
                x, (ir.PowerOf, ir.ToughnessOf)) and isinstance(x.ref, It) else None) for e in fixed]
        eff = _resolve(_set_duration(tuple(fixed), ir.FOREVER), targets)
        # 406.1a: one that puts mana into a pool when it resolves — also where it may not (406.1c:
        # Rhystic Cave's "Add one mana … unless any player pays {1}")
        mana = any(isinstance(e, ir.AddMana) for e in ir.walk(eff)) and not targets
        return [ir.ActivatedAbility(cost, eff, targets, mana, tuple(restrictions), zone, text=original,
                                    x_is=_resolve((x_is[0],), targets)[0] if x_is else None)]
    if isinstance(result, tuple) and result[0] == "triggered":
        _, trigger, cond, sents = result
        effects, restrictions = _fold(flatten_sentences(sents), card, text)
        if restrictions:
            raise CardTextError(card, text, reason="a triggered ability can't have play restrictions")
        optional = False
        # (the controller's "may", chosen as it triggers, 410.5; another player's — the Oaths' "the
        # first player may …" — stays an instruction that player chooses on resolution, 413.2c)
        if len(effects) == 1 and isinstance(effects[0], ir.Optional_) and isinstance(effects[0].who, ir.You):
            optional = True
            if not effects[0].if_you_do_from:
                effects = list(effects[0].effects)
            # else "You may put the top creature card of defending player's graveyard onto the
            # battlefield …. If you do, …" (Bone Dancer): the "may" is chosen as it triggers (410.5)
            # and the instruction is kept whole, its "If you do" part happening on resolution only
            # if the action was actually done (judge.engine.effects.optional)
        # "At the beginning of your upkeep, you may return ~ from your graveyard to your hand"
        # (Squee): an ability working in the graveyard (402.8); in a delayed ability created by an
        # ability that triggers there (Mangara's Blessing), the card it returns is that card
        from_graveyard = [e for e in effects if isinstance(e, ReturnSelfFromGraveyard)
                          or isinstance(e, ir.Optional_) and any(isinstance(x, ReturnSelfFromGraveyard) for x in e.effects)
                          # Death Spark (added, otrig6): "you may pay {1}. If you do, return ~ …"
                          or isinstance(e, ir.IfYouDo) and any(isinstance(x, ReturnSelfFromGraveyard) for x in e.then)]
        trig_zone = Zone.GRAVEYARD if from_graveyard and trigger.event is TriggerEvent.BEGINNING_OF_STEP else Zone.IN_PLAY
        if trigger.event is TriggerEvent.PLAYS_SPELL and isinstance(trigger.subject, ir.This):
            # "When you play this spell, …" (Mana Vortex; added, session 75, h7): the card's own ability, working
            # while it is a spell on the stack (402.8: it says so), triggered by its playing (410.2)
            trig_zone = Zone.STACK
        for x in ir.walk(tuple(e for e in effects if e not in from_graveyard)):
            if isinstance(x, ReturnSelfFromGraveyard) and not (
                    trigger.event in (TriggerEvent.DISCARDED_BY_OPPONENT, TriggerEvent.TO_GRAVEYARD)
                    and isinstance(trigger.subject, ir.This)):
                raise CardTextError(card, text, reason="'return ~ from your graveyard' in an ability that doesn't "
                                                       "work in the graveyard")
        if from_graveyard and trig_zone != Zone.GRAVEYARD:
            raise CardTextError(card, text, reason="'return ~ from your graveyard' in an ability that doesn't "
                                                   "work in the graveyard")
        effects = [ir.rebuild(e, lambda x: x.effect if isinstance(x, ReturnSelfFromGraveyard) else None) for e in effects]
        if cond is not None and cond.kind is ir.ConditionKind.MORE and cond.than is None and cond.player == _A_PLAYER:
            # the printed Wild Dogs: "if a player has more life than any other, that player gains
            # control of ~" — the one player the condition found is the player with the most
            most = ir.PlayerWithMost(str(cond.value), cond.filter)
            effects = [ir.rebuild(e, lambda x: most if isinstance(x, ThatPlayer) else None) for e in effects]
        if that is None and not targets and cond is not None and cond.kind is ir.ConditionKind.MATCHES \
                and isinstance(cond.ref, ir.Enchanted) and isinstance(trigger.subject, ir.This):
            # Earthbind (added, session 69, h8): "When ~ comes into play, if enchanted creature has flying, ~ deals 2
            # damage to that creature" — "that creature" is the one the intervening "if" names (410.8), the
            # creature the Aura enchants, not the Aura the trigger event is about
            that = ir.Enchanted()
        eff = _resolve(_set_duration(tuple(effects), ir.FOREVER), targets, trigger, that)
        if not optional:
            # Gamekeeper: "you may remove it from the game. If you do, reveal …. Put that card into
            # play and …" — the later sentences carry on the "If you do" (once "that card" is read
            # as the card found), so the ability is a "may" chosen as it triggers (410.5)
            continued = _continued_may(list(eff))
            if len(continued) < len(eff):
                eff, optional = tuple(continued), True
        if not optional:
            # Chaotic Goo: "you may flip a coin. If you win the flip, …. If you lose the flip, …" —
            # the later sentences are what comes of the optional flip: a "may" chosen as it
            # triggers (410.5), the flip and its results done on resolution
            flip = _may_flip(list(eff))
            if flip is not None:
                eff, optional = tuple(flip), True
        if cond is not None:
            cond = _resolve((cond,), targets, trigger)[0]
        mana = trigger.event is TriggerEvent.IS_TAPPED_FOR_MANA and any(isinstance(e, ir.AddMana) for e in eff)
        # "… deals combat damage to a player, you may destroy target artifact that player
        # controls" (Caustic Wasps): the player the trigger event was about
        targets = tuple(ir.rebuild(t, lambda x: ir.TriggerPlayer() if isinstance(x, ThatPlayer) else None) for t in targets)
        # "that creature's controller may have it deal … to any target of their choice" (Pandemonium):
        # the chooser's "it" is the one the ability's instructions name
        targets = tuple(dataclasses.replace(t, chosen_by=_resolve((t.chosen_by,), targets, trigger, that)[0])
                        if isinstance(t.chosen_by, ir.ControllerOf) and isinstance(t.chosen_by.ref, It) else t
                        for t in targets)
        return [ir.TriggeredAbility(trigger, eff, targets, cond, optional, original, mana, trig_zone)]
    # plain sentences: a spell's effect, or a static ability of a permanent
    effects, restrictions = _fold(flatten_sentences(result), card, text)
    whiles = [r for r in restrictions if isinstance(r, Marker) and r.kind == "while"]
    otherwise = [r for r in restrictions if isinstance(r, Marker) and r.kind == "otherwise"]
    if whiles:
        if is_spell or len(whiles) > 1 or len(otherwise) > 1 or len(whiles) + len(otherwise) < len(restrictions) \
                or targets:
            raise CardTextError(card, text, reason="'as long as' after a permanent's static ability only")
        for e in effects:
            if not isinstance(e, _CONTINUOUS):
                raise CardTextError(card, text, reason="'as long as' with a one-shot effect")
        cond, subject = _its_condition(whiles[0].value, tuple(effects), card, text)
        eff = _granted_rules(_resolve(_set_duration(tuple(effects), ir.WHILE_IN_PLAY), targets))
        out = [ir.StaticAbility(eff, condition=cond, text=original)]
        if otherwise:
            out.append(_otherwise_static(otherwise[0].effects, cond, subject, card, text, original))
        return out
    if restrictions and not effects:
        casting = [r for r in restrictions if isinstance(r, Marker)]
        if casting and len(casting) < len(restrictions):
            raise CardTextError(card, text, reason="a spell's and an ability's play restrictions in one paragraph")
        return casting or [Marker("restrictions", value=tuple(restrictions))]
    if restrictions:
        raise CardTextError(card, text, reason="a play restriction outside an activated ability")
    if is_spell:
        # "Tap target creature that player controls" with no player named before in the paragraph
        # (Delirium): "that player" is named by the card's other paragraph — left for the card to
        # say (:func:`_spell_that_player`)
        unnamed = not any(t.filter.players for t in targets) and any(
            isinstance(t.filter.controlled_by, ThatPlayer) for t in targets)
        eff = _resolve(_set_duration(tuple(effects), ir.FOREVER), targets, that_player=ThatPlayer() if unnamed else None)
        return [ir.SpellAbility(tuple(map(_blocking_the_target, eff)), targets, text=original)]
    if targets:
        raise CardTextError(card, text, reason="a static ability can't target (a permanent's paragraph "
                                                "with 'target' must be an activated or triggered ability)")
    if len(effects) == 1 and isinstance(effects[0], ir.Conditional) and not effects[0].otherwise \
            and all(isinstance(e, _CONTINUOUS) and getattr(e, "duration", UNSTATED) == UNSTATED
                    for e in effects[0].then):
        # "If you control a creature, damage that would reduce your life total to less than 1
        # reduces it to 1 instead" (Worship): a static ability that applies while it holds
        cond = _resolve((effects[0].condition,), targets)[0]
        eff = _granted_rules(_resolve(_set_duration(tuple(effects[0].then), ir.WHILE_IN_PLAY), targets))
        return [ir.StaticAbility(eff, condition=cond, text=original)]
    for e in effects:
        if not isinstance(e, _CONTINUOUS):
            raise CardTextError(card, text, reason="this is a one-shot effect; a permanent's paragraph must be a "
                                                    "keyword, an activated, triggered or static ability")
    eff = _granted_rules(_resolve(_set_duration(tuple(effects), ir.WHILE_IN_PLAY), targets))
    eff, cond = _rules_condition(eff, card, text)
    return [ir.StaticAbility(eff, condition=cond, text=original)]


def _its_condition(cond: ir.Condition, effects: tuple, card: Any, text: str) -> tuple[ir.Condition, Any]:
    """"Enchanted creature gets +2/+1 as long as it's black" (Phyrexian Boon), "~ has first
    strike as long as it's attacking" (Spirit of the Night): "it" in the condition of a static
    ability is the subject of its effects — the enchanted creature, or ~ (the ability's one
    subject, returned with the condition; None when the condition has no "it")."""
    if cond.kind is ir.ConditionKind.ALL_HOLD:  # Snow Devil (added, stat): "it" in each of the conditions
        parts = [_its_condition(c, effects, card, text) for c in cond.all_of]
        subjects = {s for _, s in parts if s is not None}
        if len(subjects) > 1:
            raise CardTextError(card, text, reason="'as long as it's … and …' needs one subject")
        return dataclasses.replace(cond, all_of=tuple(c for c, _ in parts)), (subjects.pop() if subjects else None)
    if not isinstance(cond.ref, It):
        return cond, None
    subjects = {_subject_of(e) for e in effects}
    subject = subjects.pop() if len(subjects) == 1 else None
    if not isinstance(subject, (ir.This, ir.Enchanted)):
        raise CardTextError(card, text, reason="'as long as it's …' needs one subject: ~ or the enchanted permanent")
    return dataclasses.replace(cond, ref=subject), subject


def _subject_of(effect: Any) -> Any:
    what = getattr(effect, "what", None)
    return ir.This() if isinstance(what, It) else what


#: The condition of "Otherwise, …" after a static ability's "as long as" (Phyrexian Boon,
#: Tahngarth's Rage): the same state, not holding.
_NOT_STATUS = {"attacking": "nonattacking", "nonattacking": "attacking", "tapped": "untapped", "untapped": "tapped"}


def _otherwise_static(effects: tuple, cond: ir.Condition, subject: Any, card: Any, text: str,
                      original: str) -> ir.StaticAbility:
    """"Enchanted creature gets +3/+0 as long as it's attacking. Otherwise, it gets -2/-1.": the
    "otherwise" effects (their "it" the first part's subject) as a static ability of their own,
    applying exactly while the first part's condition doesn't (418.4)."""
    if cond.kind is ir.ConditionKind.STATUS and cond.value in _NOT_STATUS:
        negated = dataclasses.replace(cond, value=_NOT_STATUS[cond.value])
    elif cond.kind is ir.ConditionKind.MATCHES and cond.filter is not None and cond.filter.colors and len(cond.filter.colors) == 1 \
            and cond.filter == ir.Filter(colors=cond.filter.colors):
        negated = dataclasses.replace(cond, filter=ir.Filter(not_colors=cond.filter.colors))
    else:
        raise CardTextError(card, text, reason="'Otherwise' after 'as long as' is read for a colour or "
                                                "attacking/tapped only")
    if subject is None:
        raise CardTextError(card, text, reason="'Otherwise, it …' needs 'as long as it's …' before it")
    flat = tuple(ir.rebuild(e, lambda x: subject if isinstance(x, It) else None) for e in flatten_sentences([list(effects)]))
    for e in flat:
        if not isinstance(e, _CONTINUOUS) or _subject_of(e) != subject:
            raise CardTextError(card, text, reason="'Otherwise, it …' must change the same permanent, continuously")
    eff = _granted_rules(_set_duration(flat, ir.WHILE_IN_PLAY))
    return ir.StaticAbility(eff, condition=negated, text=original)


def _rules_condition(effects: tuple, card: Any, text: str) -> tuple[tuple, Optional[ir.Condition]]:
    """"As long as you control a Forest, ~ can't be blocked": the rules of a static ability that
    apply while a condition holds are the ability's, and so is the condition (418.4: its
    effect exists only then) — checked wherever the ability is consulted."""
    held = [e for e in effects if isinstance(e, ir.Rule) and e.duration == ir.AS_LONG_AS]
    if not held:
        return effects, None
    conditions = {e.condition for e in held}
    if len(held) != len(effects) or len(conditions) != 1:
        raise CardTextError(card, text, reason="'as long as' over some of a static ability's effects only")
    return tuple(dataclasses.replace(e, duration=ir.WHILE_IN_PLAY, condition=None) for e in effects), conditions.pop()


def _granted_rules(effects: tuple) -> tuple:
    """A static ability that grants a rule about the permanent itself — "Creatures you control
    have vigilance" ("Attacking doesn't cause this creature to tap"), "Enchanted creature has
    shroud" — states that rule of what it grants it to: the era's "Attacking doesn't cause
    creatures you control to tap", "Enchanted creature can't be the target of spells or
    abilities" (one rule read one way, whichever wording: the same IR)."""
    out: list = []
    for e in effects:
        ab = e.ability if isinstance(e, ir.GrantAbility) else None
        if (isinstance(ab, ir.StaticAbility) and ab.condition is None and ab.effects
                and all(isinstance(r, ir.Rule) and isinstance(r.what, ir.This) for r in ab.effects)):
            out += [dataclasses.replace(r, what=e.what, duration=e.duration) for r in ab.effects]
        else:
            out.append(e)
    return tuple(out)


# --------------------------------------------------------------------------- card level


def card_types(card: CardDef) -> tuple[str, ...]:
    """The card's types (212.1) in lower case, from ``card.types`` or its type line."""
    if card.types:
        return tuple(t.lower() for t in card.types)
    line = card.type_line.lower().split("-")[0]
    words = line.replace("summon", "creature").split()
    out = []
    for w in words:
        if w in ("artifact", "creature", "enchantment", "instant", "land", "sorcery", "interrupt"):
            out.append("instant" if w == "interrupt" else w)
        elif w == "enchant":
            out.append("enchantment")
    return tuple(out)


def enchant_filter(card: CardDef) -> Optional[ir.Filter]:
    """What a local enchantment may enchant, from its type line "Enchant Creature" (214.8c)."""
    m = re.match(r"^\s*enchant\s+(creature|land|artifact|enchantment|permanent|wall)\b", card.type_line, re.I)
    if not m:
        return None
    word = m.group(1).lower()
    if word == "wall":
        return ir.Filter(types=("creature",), subtypes=("Wall",))
    return ir.Filter(types=(word,))


def basic_land_types(card: CardDef) -> tuple[str, ...]:
    """The basic land types of a land card (212.2c: a land's type is its name; 214.9d; the
    era's dual lands have two: "Land — Swamp Mountain")."""
    if "land" not in card_types(card):
        return ()
    found = [s.lower() for s in tuple(card.subtypes) + (card.name,) if s.lower() in ir.BASIC_LAND_TYPES]
    return tuple(dict.fromkeys(found))


#: "Buyback {3} (…)", "Buyback—Sacrifice a land. (…)": the keyword, its cost, its reminder.
#: "As an additional cost to cast this spell, you may pay {1}{R} and/or {1}{G} any number of
#: times." (Primitive Justice; Taste of Paradise, Undergrowth): optional additional costs (409.1f).
_OPTIONAL_COST = re.compile(r"as an additional cost to (?:cast|play) (?:this spell|~), you may pay ((?:\{[0-9wubrg]\})+)"
                            r"(?: and/or ((?:\{[0-9wubrg]\})+))?( any number of times)?\.")
#: (Not "Buyback costs cost {2} less.", Memory Crystal's rule about every buyback cost.)
_BUYBACK = re.compile(r"buyback(?! costs )\s*(?:-|—)?\s*(.+?)\.?(?: \((.*)\))?\.?")


def _intrinsic_reminder(norm: str, lands: tuple[str, ...]) -> bool:
    """Whether a paragraph is only the reminder of the intrinsic mana ability of the land's
    basic land types ("({T}: Add {B} or {R}.)" on Badlands, "Land — Swamp Mountain")."""
    m = re.fullmatch(r"\(\{t\}: add ((?:\{[wubrg]\}(?:,? or |, )?)+)\.\)\.?", norm)
    if not m or not lands:
        return False
    said = set(re.findall(r"\{([wubrg])\}", m.group(1)))
    return said == {ir.BASIC_LAND_TYPES[t].lower() for t in lands}


def paragraphs(text: str) -> list[str]:
    """The paragraphs (abilities, 402.7) of a card's text: its non-blank lines. The later
    layout of a modal ability ("Choose one —" and a bulleted line per mode) is one
    paragraph, written as the era wrote it: "Choose one — A; or B."."""
    out: list[str] = []
    modes = 0  # modes joined to the last paragraph so far; -1 when it is not modal
    for line in (p.strip() for p in text.splitlines()):
        if not line:
            continue
        bullet = re.match(r"^[•*]\s*(.*?)\.?$", line)
        if bullet and out and modes >= 0:
            out[-1] = out[-1].rstrip(".") + (" " if modes == 0 else "; or ") + bullet.group(1) + "."
            modes += 1
            continue
        if out and modes < 0 and line[:1].islower():
            # a printed line broken mid-sentence (Hasran Ogress's "… each time Hasran Ogress" /
            # "attacks, …", Nomads en-Kor's): no paragraph opens with a lower-case letter
            out[-1] = out[-1].rstrip() + " " + line
            continue
        if out and modes < 0 and re.match(r"use this ability only when\b", line, re.I):
            # the era's "Use this ability only when [event] …" printed on a line of its own (the
            # Talismans): a sentence of the ability above it (judge.cards.printed: a paid trigger)
            out[-1] = out[-1].rstrip() + " " + line
            continue
        if out and modes < 0 and re.search(r"\bchooses a color\.$", out[-1], re.I) and re.search(r"\bthe chosen color\b", line, re.I):
            # Hall of Gemstone as printed: "During each player's upkeep, that player chooses a color." and,
            # on a line of its own, "Until end of turn, … mana of the chosen color …" — the choice's use,
            # a sentence of the same triggered ability (413.2c: the color chosen as it resolves)
            out[-1] = out[-1].rstrip() + " " + line
            continue
        out.append(line)
        modes = 0 if re.search(r"\bchooses? (one|two)\s*[—-]\s*$", line, re.I) else -1
    return out


def _spell_paragraphs(paras: list[str]) -> list[str]:
    """An instant's or sorcery's paragraphs, a paragraph that opens by referring back to the one
    before ("Any one creature gets +2/+0 until the end of the turn." / "Burning Cloak deals 2
    damage to that creature.", Portal) read with it: the spell's text is one set of instructions
    followed in order (413.2), and "that creature" is the one the paragraph before named."""
    out: list[str] = []
    for para in paras:
        if out and re.match(r"(?!(?:when|whenever|at|as|if)\b)[^.:]*\bthat (creature|player)\b", para, re.I) \
                and not re.search(r"\btarget\b", para, re.I) \
                and re.search(r"\btarget\b|\bany one\b", out[-1], re.I):
            out[-1] = out[-1].rstrip() + " " + para
        else:
            out.append(para)
    return out


def _granter_only_in_a_granted_ability(name: str, text: str, holders: list) -> None:
    """"The permanent that grants this ability" (ir.Granter, Archery Training's) means something only inside an
    activated ability a static ability grants — the engine gives each granted copy its granter
    (judge.engine.statics.granted_by); anywhere else it names no permanent, and a card so written is refused as it is
    read, not when the ability resolves (the review of the seventy-eighth session)."""
    if not any(ir.Granter in ir.kinds_in(h) for h in holders):
        return
    total = sum(1 for h in holders for n in ir.walk(h) if isinstance(n, ir.Granter))
    inside = sum(1 for h in holders for g in ir.walk(h)
                 if isinstance(g, ir.GrantAbility) and isinstance(g.ability, ir.ActivatedAbility)
                 for n in ir.walk(g.ability) if isinstance(n, ir.Granter))
    if total != inside:
        raise CardTextError(name, text, reason="'the permanent that grants this ability' outside an activated ability "
                                               "a static ability grants: it names no permanent there")


def parse_card_text(card: CardDef) -> ir.CardAbilities:
    """Read ``card``'s rules text into its abilities.

    A library card, exactly as the library defines it, is not read: its IR comes from the
    prebuilt file (:mod:`judge.cards.prebuilt`) when that file matches its sources. Nothing is
    kept here: the card catalog keeps what is read, in memory and on disk
    (:meth:`judge.cards.catalog.Catalog.abilities`)."""
    done = prebuilt.abilities(card.name, card.text, card.type_line, tuple(card.types), tuple(card.subtypes), card.cost)
    if done is not None:
        return done
    return _parse(card.name, card.text, card.type_line, tuple(card.types), tuple(card.subtypes), card.cost)


def parse_card_text_fresh(card: CardDef) -> ir.CardAbilities:
    """Like :func:`parse_card_text`, but always with the grammar (no prebuilt IR)."""
    return _parse(card.name, card.text, card.type_line, tuple(card.types), tuple(card.subtypes), card.cost)


#: The ante cards' "Remove ~ from your deck before playing if you're not playing for ante" (the
#: era's nine): the Classic rules play without ante (glossary "Ante (Obsolete)": "The Magic game
#: once included an optional ante rule"), so such a card is in no game judge plays.
_NOT_FOR_ANTE = re.compile(r"\bremove (?:~|this card) from your deck before playing if you(?:'re| are) not playing for ante\b|"
                           r"\bremove (?:~|this card) from your deck before playing if you aren't playing for ante\b")


#: What an optional instruction found or revealed, named by a later sentence ("that card", "all
#: other cards revealed this way"): RevealUntil / SearchLibrary find, RevealTop reveals
_FOUND_REFS = (ir.Found, ir.Revealed, ir.RevealedRest)
_FINDERS = (ir.RevealUntil, ir.RevealTop, ir.SearchLibrary)


def _continued_may(effects: list) -> list:
    """A triggered ability opening with its controller's "you may …" whose later sentences only carry
    on with what that instruction found or revealed — Gamekeeper: "you may remove it from the game.
    If you do, reveal cards … until you reveal a creature card. Put that card into play and put all
    other cards revealed this way into your graveyard."; Avenging Druid as printed: "you may reveal
    cards … until you reveal a land card. Put that land into play …" — folded into the optional
    instruction as part of what happens only if it was done ("If you do"): the ability is then a
    choice of completing an action or doing nothing, chosen as it would be put on the stack (410.5).
    A later sentence that does anything else (not only moving what was found or revealed) is
    independent of the "may" and happens either way: the effects are left as they are."""
    if len(effects) < 2 or not isinstance(effects[0], ir.Optional_) or not isinstance(effects[0].who, ir.You) \
            or effects[0].otherwise or not any(isinstance(x, _FINDERS) for x in ir.walk(effects[0].effects)):
        return effects

    def continues(e: object) -> bool:
        if isinstance(e, ir.MoveTo):
            return isinstance(e.what, _FOUND_REFS)
        # "You may then put that card on the bottom of his or her library." (Precognition as printed)
        return isinstance(e, ir.Optional_) and isinstance(e.who, ir.You) and not e.if_you_do_from \
            and not e.otherwise and bool(e.effects) and all(continues(x) for x in e.effects)

    if not all(continues(e) for e in effects[1:]):
        return effects
    may = effects[0]
    return [dataclasses.replace(may, effects=may.effects + tuple(effects[1:]),
                                if_you_do_from=may.if_you_do_from or len(may.effects))]


def _may_flip(effects: list) -> Optional[list]:
    """A triggered ability whose controller "may flip a coin" and whose later sentences only say
    what comes of that flip — Chaotic Goo: "you may flip a coin. If you win the flip, put a +1/+1
    counter on ~. If you lose the flip, remove a +1/+1 counter from ~."; Goblin Bomb (Oracle and
    printed, the printed one with its "Target opponent calls heads or tails" target first): the
    win/lose instructions are the rest of the optional action, so the ability is a choice of
    completing an action or doing nothing, chosen as it would be put on the stack (410.5). Returned
    as the effects of the ability chosen (the flip, then its results; any target chosen first kept
    first), or None: a later sentence that isn't about the flip's result ("Draw a card.") happens
    either way, so the "may" stays an instruction chosen on resolution (413.2c)."""
    lead = 0
    while lead < len(effects) and isinstance(effects[lead], ir.ChooseTarget):
        lead += 1
    may, rest = (effects[lead], effects[lead + 1:]) if lead < len(effects) else (None, [])
    if not isinstance(may, ir.Optional_) or not isinstance(may.who, ir.You) or may.otherwise \
            or may.if_you_do_from or not may.effects or not isinstance(may.effects[-1], ir.FlipCoin) or not rest:
        return None

    def on_the_flip(e: object) -> bool:
        return isinstance(e, ir.Conditional) and e.condition.kind is ir.ConditionKind.FLIP \
            and all(on_the_flip(x) for x in e.otherwise)

    if not all(on_the_flip(e) for e in rest):
        return None
    return effects[:lead] + list(may.effects) + rest


def _delayed_sentences(spell: Optional[ir.SpellAbility], abilities: list) -> tuple:
    """The card's abilities, each delayed ability it creates given the one sentence of the card that
    made it (``ir.DelayedTrigger.text``: "Draw a card at the beginning of the next turn's upkeep.",
    Foresight; audit 7369), quoted as it triggers — of the card's one ability that creates a delayed
    ability of its kind, a triggered creator's own "When …," and an activated one's cost left out,
    capitalised; "" where none or several say it."""
    holders = ([spell] if spell is not None else []) + list(abilities)
    kinds = [{(x.trigger.event, x.trigger.step) for x in ir.walk(ab) if isinstance(x, ir.DelayedTrigger)} for ab in holders]
    if not any(kinds):
        return spell, abilities
    out = []
    for ab, made in zip(holders, kinds):
        # (the ability's last instruction: the card's sentences after the one that makes it are its own too)
        last = getattr(ab, "effects", None) and isinstance(ab.effects[-1], ir.DelayedTrigger) \
            and (ab.effects[-1].trigger.event, ab.effects[-1].trigger.step)
        said = {k: _delayed_sentence(ab, k, rest=k == last) for k in made
                if sum(k in other for other in kinds) == 1}  # (several abilities make it: which one said, unknown)
        if any(said.values()):
            def fill(x: Any, said: dict = said) -> Any:
                if isinstance(x, ir.GrantAbility):
                    return x  # (a quoted ability granted: its delayed ability is the holder's, not this card's)
                if not isinstance(x, ir.DelayedTrigger):
                    return None
                inner = ir.rebuild(x.effects, fill)
                return dataclasses.replace(x, effects=inner, text=said.get((x.trigger.event, x.trigger.step), ""))
            ab = ir.rebuild(ab, fill)
        out.append(ab)
    return (out[0], out[1:]) if spell is not None else (None, out)


def _delayed_sentence(ab: Any, kind: tuple, rest: bool = False) -> str:
    """The sentence of ``ab``'s text that makes its delayed ability of ``kind`` (its trigger's event
    and step): :func:`_delayed_sentences`. ``rest``: the delayed ability is ``ab``'s last instruction,
    so the sentences after that one say what it does too (Goblin Kites as printed: "At end of turn,
    flip a coin; …. If the flip ends up in opponent's favor, bury that creature."; Seraph's "… at end
    of turn. Sacrifice the creature when you lose control of Seraph.", made as it resolves) — but for
    a restriction on playing the ability ("Play this ability only once …", Goblin Ski Patrol) or a
    reminder in parentheses."""
    text = (getattr(ab, "text", "") or "").strip()
    if isinstance(ab, ir.TriggeredAbility):
        text = re.sub(r"^[^,]*, ", "", text, count=1)  # "When Rukh Egg dies, …": the creator's own trigger
    elif isinstance(ab, ir.ActivatedAbility):
        text = re.sub(r"^[^:]*: ", "", text, count=1)  # "{3}, {T}: …" (Dragon Mask): its cost
    marker = r"\bat (?:the )?(?:beginning|end) of\b|\bat end of\b" if kind[0] is TriggerEvent.BEGINNING_OF_STEP else r"\bwhen(?:ever)?\b"
    # (a sentence ends at its period, or at a quoted ability's closing quote: Splintering Wind's "It has flying and
    # "Cumulative upkeep {G}." When it leaves play, …"; and at its paragraph's end, whatever ends the paragraph:
    # Formation's banding reminder, "… is blocking.)", then "Draw a card at the beginning of the next turn's upkeep.")
    sentences = re.split(r"(?<=\.)\s+|(?<=\.\")\s+|\s*\n\s*", text)
    # (read in the words the card text has here: the Oracle's "Activate this ability only …" too)
    restriction = re.compile(r"(?:(?:use|play|activate) this (?:ability )?only|activate only)\b", re.IGNORECASE)
    found = [s for s in sentences if re.search(marker, s, re.IGNORECASE)
             # (not a timing restriction: Kjeldoran Elite Guard's "Use this ability only when attack or defense is announced.")
             and not restriction.match(s)]
    if len(found) != 1 or "\n" in found[0]:
        return ""
    if rest:
        after = sentences[sentences.index(found[0]) + 1:]
        if any(s.startswith("(") for s in after):  # a reminder in parentheses, to its end (Teferi's Veil)
            after = after[:next(i for i, s in enumerate(after) if s.startswith("("))]
        # (nor a restriction in the printed words: Nettling Imp's "This ability can only be used during opponent's
        # turn, …", "May not be used on creatures summoned this turn."; Norritt's "Cannot target creatures …")
        found = [" ".join([found[0]] + [s for s in after if not restriction.match(s)
                                        and not re.match(r"this ability can only be used|may not be used|cannot target",
                                                         s, re.IGNORECASE)])]
        if "\n" in found[0]:
            return ""
    return found[0][:1].upper() + found[0][1:]


def _parse(name: str, text: str, type_line: str, types: tuple, subtypes: tuple,
           cost: Optional[str] = None) -> ir.CardAbilities:
    card = CardDef(name=name, type_line=type_line, types=types, subtypes=subtypes, text=text, cost=cost)
    for para in paragraphs(text):
        norm = normalise_paragraph(name, para, "legend" in type_line.lower())
        ante = _NOT_FOR_ANTE.search(norm)
        if ante:
            raise CardTextError(name, norm, ante.start() + 1, reason=(
                "an ante card is removed from a deck before playing when the game isn't played for ante, and the "
                "Classic rules judge follows play without ante (glossary \"Ante (Obsolete)\"): it is in no game "
                "judge plays"), paragraph=para, refused=True)
    kinds = card_types(card)
    is_spell = "instant" in kinds or "sorcery" in kinds
    spell: Optional[ir.SpellAbility] = None
    abilities: list = []
    lands = basic_land_types(card)
    abilities.extend(ir.intrinsic_mana_ability(t) for t in lands)
    spell_parts: list[ir.SpellAbility] = []
    cast_restrictions: tuple = ()
    additional: Optional[ir.Cost] = None
    alternatives: tuple = ()
    per_target: Optional[str] = None
    life_per_target = 0
    spell_x_is = None
    to_target: Optional[str] = None
    buyback: Optional[ir.Cost] = None
    optional_costs: tuple = ()
    enchant = enchant_filter(card)
    local = re.match(r"^\s*enchant\s+(creature|land|artifact|enchantment|permanent)\b", type_line, re.I)
    for para in (_spell_paragraphs(paragraphs(text)) if is_spell else paragraphs(text)):
        norm = normalise_paragraph(name, para, "legend" in type_line.lower())
        if not norm:
            continue  # the paragraph was only reminder text
        _QUOTES.clear()  # the paragraph's quoted abilities in its own words (see _parse_quoted)
        for quote in _QUOTED.findall(para):
            said = normalise_paragraph(name, quote, "legend" in type_line.lower()).strip().rstrip(".").strip()
            _QUOTES.setdefault(said, quote.strip())
        if local:  # the era's "Enchant Creature": its "target creature" is the enchanted one (214.8c)
            norm = local_enchantment(norm, local.group(1).lower())
        if norm in ("walls can't attack.", "(walls can't attack.)") and "Wall" in subtypes:
            continue  # a Wall's reminder of the rule (308.1, glossary "Wall"), as Angelic Wall prints it
        bought = _BUYBACK.fullmatch(norm)
        if bought:  # glossary "Buyback": the keyword and its cost (a reminder must be its own)
            if bought.group(2) and not re.match(r"you may (pay|sacrifice|discard|choose and discard) .*if you do, "
                                                r"put (this card|it|~) into your hand", bought.group(2)):
                raise CardTextError(name, para, reason="not buyback's reminder text")
            cost_text = bought.group(1).strip().rstrip(".")
            buyback, _ = _transform(name, cost_text, _parse_tree(name, cost_text, "cost"))
            continue
        # an optional additional cost, paid with the mana cost if the player says so (409.1f): a
        # paragraph of its own, or the first piece of a printed one ("Gain 3 life for each {1}{G}
        # you pay in addition to the casting cost", judge.cards.printed)
        pieces = []
        for piece in norm.split("\n"):
            optional = _OPTIONAL_COST.fullmatch(piece)
            if optional is None:
                pieces.append(piece)
                continue
            if not is_spell:
                raise CardTextError(name, para, reason="an optional additional cost is read for an instant or sorcery "
                                                       "only")
            optional_costs += tuple(ir.OptionalCost(m.upper(), bool(optional.group(3)))
                                    for m in optional.group(1, 2) if m and m.upper() not in
                                    {c.mana for c in optional_costs})
        if not pieces:
            continue
        norm = "\n".join(pieces)
        if _intrinsic_reminder(norm, lands):
            continue  # the reminder of the intrinsic ability its land types give it (214.9e)
        if norm == "defender." and any(s.lower() in ("wall", "walls") for s in subtypes):
            continue  # the later keyword of Walls: the era's rule for Walls (308.1: they can't attack) applies
        if norm.startswith(("defender, ", "defender; ")) and any(s.lower() in ("wall", "walls") for s in subtypes):
            # "Defender, flying" (Wall of Air), "Defender; reach" (Whip Vine): the Wall's other keywords
            norm = norm[len("defender, "):]
        elif norm.startswith(("defender, ", "defender; ")):
            # a non-Wall's "Defender, trample" (Elder Land Wurm): the era had no defender — its
            # static "~ can't attack." (glossary "Wall": what a Wall's rule says), with its other keywords
            norm = norm[len("defender, "):] + "\n~ can't attack."
        aura = re.fullmatch(r"enchant (creature|land|artifact|enchantment|permanent|wall)\.?", norm)
        if aura:  # the modern Aura line "Enchant creature" = the era's type line "Enchant Creature"
            modern = enchant_filter(CardDef(name=name, type_line="Enchant " + aura.group(1)))
            if enchant is not None and enchant != modern:
                raise CardTextError(name, para, reason=f"the type line {type_line!r} says otherwise")
            enchant = modern
            continue
        try:
            # (a printed paragraph that holds two abilities is split by the normaliser at "\n":
            # judge.cards.printed), each of them said in its own sentences of the paragraph
            pieces = norm.split("\n")
            said = _piece_wordings(name, para, pieces, "legend" in type_line.lower()) if len(pieces) > 1 else [para]
            parsed = [ab for piece, words in zip(pieces, said) for part in keyword_paragraphs(piece, cost)
                      for ab in _linked_abilities(name, part, is_spell, words)]
        except CardTextError as err:
            if err.paragraph:
                raise
            # (a check after parsing, not knowing the card, names it "?": the paragraph's sentence)
            raise CardTextError(name if err.card == "?" else err.card, norm if err.card == "?" else err.sentence,
                                err.column, err.expected, err.reason, para) from None
        if "bur" in para.lower() and _SELF_BURY.search(before := _before_classic(name, para, "legend" in type_line.lower())):
            parsed = [ir.rebuild(ab, _buried_and if _MAY_BURY_AND.search(before) else _buried) for ab in parsed]
        if "bur" in para.lower() and _OWN_BURY.search(para.lower()):
            parsed = [ir.rebuild(ab, _chosen_and_buried) for ab in parsed]
        if "bur" in para.lower() and _LOST_BURY.search(para.lower()):
            parsed = [ir.rebuild(ab, _buried_when_lost) for ab in parsed]
        if "bur" in para.lower() and "destroy" not in para.lower() and _ANY_BURY.search(para.lower()):
            parsed = [ir.rebuild(ab, _buried_other) for ab in parsed]
        for ab in parsed:
            if isinstance(ab, Marker) and ab.kind == "enchant":
                if enchant is not None and enchant != ab.value and not (
                        re.match(r"play (?:only )?on |play .+? only on |target non-wall creature gains "
                                 r"|can only be played on |tap target creature without flying\. ", para.lower())
                        and (enchant.types == ab.value.types or enchant.types == ("permanent",))):
                    # (the era's "Play only on a nonblack creature", "Play ~ only on a creature you
                    # control", "Play on …" narrow the type line's "Enchant Creature": judge.cards.printed;
                    # Teferi's Curse's "Play only on an artifact or creature" its "Enchant Permanent", 214.8c;
                    # Aggression's "Target non-wall creature gains …", the creature its spell targets, 214.8a;
                    # Tourach's Gate's "Can only be played on a target land you control", session 64, h4;
                    # Roots' "Tap target creature without flying", the creature its spell targets, 214.8c,
                    # session 70, h7)
                    raise CardTextError(name, para, reason=f"the type line {type_line!r} says otherwise")
                enchant = ab.value
            elif isinstance(ab, Marker) and ab.kind == "cast restrictions":
                cast_restrictions += ab.value
            elif isinstance(ab, Marker) and ab.kind == "alternative cost":
                alternatives += (ab.value,)
            elif isinstance(ab, Marker) and ab.kind == "cost per extra target":
                if not is_spell or per_target is not None:
                    raise CardTextError(name, para, reason="'costs more for each target beyond the first' is an "
                                                           "instant's or sorcery's own")
                per_target = ab.value
            elif isinstance(ab, Marker) and ab.kind == "cost to target on stack":
                if not is_spell or to_target is not None:
                    raise CardTextError(name, para, reason="'as long as ~ is on the stack, spells that target it cost "
                                                           "more' is an instant's or sorcery's own")
                to_target = ab.value
            elif isinstance(ab, Marker) and ab.kind == "spell x is":
                # Spoils of War: "X is … as you cast this spell" — what the X of its mana cost is (409.1b)
                if not is_spell or spell_x_is is not None or "{x}" not in (cost or "").lower():
                    raise CardTextError(name, para, reason="'X is … as you cast this spell' says what the X of an "
                                                           "instant's or sorcery's mana cost is: here none has {X}")
                spell_x_is = ab.value
            elif isinstance(ab, Marker) and ab.kind == "life per target":
                if not is_spell or life_per_target:
                    raise CardTextError(name, para, reason="'costs N life more for each target' is an instant's or "
                                                           "sorcery's own")
                life_per_target = ab.value
            elif isinstance(ab, Marker) and ab.kind == "additional cost":
                if additional is not None or ab.value.mana or ab.value.tap or ab.value.untap:
                    raise CardTextError(name, para, reason="one additional cost of sacrifices, life or discards")
                additional = ab.value
            elif isinstance(ab, Marker) and is_spell and ab.kind == "restrictions" and ab.value and all(
                    r.kind is ir.RestrictionKind.SPEND_ONLY for r in ab.value) and "{x}" in (cost or "").lower():
                # Drain Life (added, o4): "Spend only black mana on X." — a paragraph of the
                # spell's own: what pays the X of its mana cost (409.1b, 409.1f)
                cast_restrictions += ab.value
            elif isinstance(ab, Marker):  # a lone restriction paragraph (Necrosavant)
                if not abilities or not isinstance(abilities[-1], ir.ActivatedAbility):
                    raise CardTextError(name, para, reason="a play restriction with no activated ability before it")
                prev = abilities[-1]
                abilities[-1] = dataclasses.replace(prev, restrictions=prev.restrictions + ab.value)
            elif isinstance(ab, ir.SpellAbility) and any(isinstance(e, ir.PlayAsInstant) and isinstance(e.what, ir.This)
                                                         for e in ab.effects):
                # an instant's or sorcery's "You may play ~ any time you could play an instant": a
                # static ability working from the hand (412.4) that the timing check reads, never an
                # effect of the spell as it resolves (audit 4339) — on a paragraph of its own only
                if ab.targets or not all(isinstance(e, ir.PlayAsInstant) for e in ab.effects):
                    raise CardTextError(name, para, reason="'you may play ~ any time you could play an instant' "
                                                           "with the spell's effects in one paragraph")
                abilities.append(ir.StaticAbility(_set_duration(ab.effects, ir.WHILE_IN_PLAY), text=ab.text))
            elif isinstance(ab, ir.SpellAbility) and is_spell and any(
                    isinstance(e, ir.DamageCantBePrevented) and isinstance(e.what, ir.This) for e in ab.effects):
                # Lava Burst (added, o7): "If ~ would deal damage to a creature, that damage can't be
                # prevented or dealt instead ..." — a static ability of the spell that the damage's
                # prevention and redirection effects meet as it resolves (103.2), never an instruction
                rules = tuple(e for e in ab.effects if isinstance(e, ir.DamageCantBePrevented))
                abilities.append(ir.StaticAbility(_set_duration(rules, ir.WHILE_IN_PLAY), text=ab.text))
                spell_parts.append(dataclasses.replace(ab, effects=tuple(e for e in ab.effects if e not in rules)))
            elif isinstance(ab, ir.SpellAbility):
                spell_parts.append(ab)
            elif is_spell and isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP \
                    and ab.trigger.step in (Step.END_OF_COMBAT, Step.END_OF_TURN) and ab.condition is None and not ab.optional:
                # an instant's or sorcery's "At end of combat, destroy all creatures that blocked or were
                # blocked by target creature this turn" (Venomous Breath as printed): a spell is never
                # in play to trigger, so it is the delayed ability the spell creates as it resolves
                # (406.2a), its targets chosen as the spell is played (409.1c) — this turn's end of
                # combat only, as the Oracle wording says ("At this turn's next end of combat"): played
                # after combat, its trigger event can't come (406.2b)
                chosen = tuple(ir.ChooseTarget(ir.Target(t.index)) for t in ab.targets)
                this_turn = ab.trigger.step is Step.END_OF_COMBAT
                spell_parts.append(ir.SpellAbility(chosen + (ir.DelayedTrigger(ab.trigger, ab.effects, this_turn=this_turn),), ab.targets,
                                                   text=para))
            elif is_spell and isinstance(ab, ir.ActivatedAbility) and ab.zone == Zone.IN_PLAY \
                    and not (ab.cost.mana or ab.cost.tap or ab.cost.untap):
                # the era's template for an additional cost (Tempest: Abjure's "Sacrifice a blue
                # permanent: Counter target spell."): the cost is paid as the spell is played —
                # unless the ability works from another zone (Whiteout's "Sacrifice a snow land:
                # Return Whiteout from your graveyard to your hand.": an activated ability of the
                # card in the graveyard, 402.8)
                if additional is not None or ab.modes or ab.restrictions:
                    raise CardTextError(name, para, reason="one additional cost of sacrifices, life or discards")
                additional = ab.cost
                spell_parts.append(ir.SpellAbility(ab.effects, ab.targets, text=para))
            else:
                abilities.append(ab)
    if spell_parts:
        if len(spell_parts) == 1:
            spell = spell_parts[0]
        else:  # several spell paragraphs: one ability, effects in order, targets renumbered
            spell = _join_spell(spell_parts)
    if spell_x_is is not None:
        if spell is None or any(isinstance(v, ir.Target) for v in ir.walk(spell_x_is)):
            raise CardTextError(name, text, reason="'X is … as you cast this spell' with no spell ability, or counting "
                                                   "a target")
        spell = dataclasses.replace(spell, x_is=spell_x_is)
    if spell is not None:
        spell = _spell_that_player(name, spell, cast_restrictions)
    for holder in [ab for ab in abilities if not isinstance(ab, ir.StaticAbility)] + ([spell] if spell else []):
        for part in (holder, *getattr(holder, "modes", ())):
            _only_countered(name, part)
    if per_target is not None and not (spell is not None and any(t.max_count is None or t.max_count > 1
                                                                 for t in spell.targets)):
        raise CardTextError(name, text, reason="'for each target beyond the first' with no spell of several targets")
    if life_per_target and not (spell is not None and spell.targets):
        raise CardTextError(name, text, reason="'costs N life more for each target' with no spell with targets")
    _land_type_chosen(name, text, abilities, enchant)
    for holder in abilities + ([spell] if spell else []):
        _prevented_read_by_its_shield(name, holder)
    _granter_only_in_a_granted_ability(name, text, abilities + ([spell] if spell else []))
    said = re.search(r"[^.\n]*can attack the turn it comes into play[^.\n]*\.?", text, re.I)
    if said and any(isinstance(ab, ir.ActivatedAbility) and ab.cost.tap for ab in abilities):
        # glossary "Summoning Sickness (Obsolete)": read as haste (printed.py) only where haste does
        # no more than it says — with a {T} ability, haste would also let that be played (502.5b)
        raise CardTextError(name, said.group(0), reason="'can attack the turn it comes into play' on a card with a "
                                                        "{T} ability (read as haste only without one)")
    spell, abilities = _delayed_sentences(spell, abilities)
    return ir.CardAbilities(name, spell, tuple(abilities), enchant, cast_restrictions, additional, alternatives,
                            buyback, optional_costs, per_target, printed_readings(card),
                            life_per_target=life_per_target, cost_to_target=to_target)


def _spell_that_player(card: str, spell: ir.SpellAbility, restrictions: tuple) -> ir.SpellAbility:
    """"Play this spell only during an opponent's turn. / Tap target creature that player controls.
    That creature deals damage equal to its power to the player." (Delirium): with no player named
    in its own paragraph, the spell's "that player" is the opponent its play restriction names —
    the one whose turn it is, the active player (glossary "Active Player"), as its targets are
    chosen (409.1c) and as it resolves (413.2a). Without that restriction no player is named, and
    the card is refused."""
    if any(t.filter.players for t in spell.targets) or not any(
            isinstance(t.filter.controlled_by, ThatPlayer) for t in spell.targets):
        return spell  # (the paragraph's "that player" was resolved with it: _resolve)
    if any(r.kind is ir.RestrictionKind.WINDOW and r.value == "opponents turn" for r in restrictions):
        return ir.rebuild(spell, lambda x: ir.ActivePlayer() if isinstance(x, ThatPlayer) else None)
    raise CardTextError(card, spell.text, reason="'that player' names no player: none is named before it, and the "
                                                 "card's play restriction names none")


def _prevented_read_by_its_shield(card: str, holder: Any) -> None:
    """"The damage prevented this way" (Reverse Damage, Temper) is read only as the shield's own
    ``then``, carried out as it prevents the damage (419.7b). Read anywhere else — "At the
    beginning of the next end step, put a +0/+1 counter on that creature for each 1 damage
    prevented this way" (Sacred Boon, Scars of the Veteran: the total prevented by then) — it
    would count nothing, and is refused."""
    prevented = ir.ResultOf("damage prevented")
    everywhere = sum(1 for n in ir.walk(holder) if n == prevented)
    in_then = sum(1 for n in ir.walk(holder) if isinstance(n, ir.PreventDamage)
                  for x in ir.walk(n.then) if x == prevented)
    if everywhere > in_then:
        raise CardTextError(card, getattr(holder, "text", "") or "", reason=(
            "'the damage prevented this way' is read only by an instruction carried out as the shield prevents "
            "the damage, not by a later one (a total of the damage prevented is not kept)"))


def _land_type_chosen(card: str, text: str, abilities: list, enchant: Any) -> None:
    """"As ~ comes into play, choose a basic land type" and "Enchanted land is the chosen type"
    (Phantasmal Terrain's Oracle) go together: the land type the permanent's static ability sets
    (ir.SetLandType with no type) is the one chosen as it came into play (410.10e). A card that
    chooses something else (a colour, a creature type) has no land type for "the chosen type", and
    one that chooses a land type must read it — either is refused, not read approximately."""
    entry = [c for ab in abilities if isinstance(ab, ir.StaticAbility) for e in ab.effects
             if isinstance(e, ir.ChooseAsEntering) for c in e.choices]
    sets = any(isinstance(e, ir.SetLandType) and e.land_type is None for ab in abilities
               if isinstance(ab, ir.StaticAbility) for e in ab.effects)
    if sets and EntryChoice.LAND_TYPE in entry and (enchant is None or tuple(enchant.types) != ("land",)):
        raise CardTextError(card, text, reason="'is the chosen type' is read for an Aura that enchants a land only")
    # Roots of Life: "a land of the chosen type" — a land filter reads the land type chosen (410.10e)
    chosen_lands = [f for f in ir.walk(tuple(abilities)) if isinstance(f, ir.Filter) and ir.CHOSEN_TYPE in f.subtypes]
    if not sets and EntryChoice.LAND_TYPE in entry and chosen_lands and all("land" in f.types for f in chosen_lands):
        return
    if entry and sets != (EntryChoice.LAND_TYPE in entry):
        raise CardTextError(card, text, reason="a land type chosen as it comes into play is read only by 'enchanted "
                                               "land is the chosen type', and that only after choosing a basic land "
                                               "type")


def _only_countered(card: str, holder: Any) -> None:
    """A target that is an activated ability on the stack (Rust) is countered, or names its
    source or its controller (Interdict, Ayesha Tanaka); an instruction acting on it as on an
    object in a zone ("it doesn't untap …") has nothing to act on, and is refused."""
    index = {t.index for t in getattr(holder, "targets", ())
             if ir.ACTIVATED_ABILITY in t.filter.types or ir.ABILITY_ON_STACK in t.filter.types}
    if not index:
        return
    nodes = list(ir.walk(holder.effects))
    named = sum(1 for n in nodes if isinstance(n, ir.Target) and n.index in index)
    read = sum(1 for n in nodes for r in ((n.what,) if isinstance(n, (ir.CounterSpell, ir.ChangeTargets)) else
                                         (n.ref,) if isinstance(n, (ir.SourceOf, ir.ControllerOf)) else ())
               if isinstance(r, ir.Target) and r.index in index)
    if named > read:
        raise CardTextError(card, getattr(holder, "text", "") or "", reason=(
            "an instruction acting on an activated ability on the stack other than countering it (or naming its "
            "source or its controller) is not supported"))


def _join_spell(parts: list[ir.SpellAbility]) -> ir.SpellAbility:
    effects: list = []
    targets: list = []
    for p in parts:
        if p.modes:
            raise CardTextError("?", p.text, reason="a modal paragraph must be the spell's only paragraph")
        offset = len(targets)
        shifted = tuple(ir.rebuild(e, lambda x: ir.Target(x.index + offset) if isinstance(x, ir.Target) else None)
                        for e in p.effects)
        effects.extend(shifted)
        targets.extend(dataclasses.replace(t, index=t.index + offset) for t in p.targets)
    return ir.SpellAbility(tuple(effects), tuple(targets), text="\n".join(p.text for p in parts))
