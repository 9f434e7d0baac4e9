"""Card rules text → :mod:`judge.cards.ir`, with the Lark grammar ``text.lark``.

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
are resolved as shift on purpose; ``tests/test_cards_text.py`` pins their list.

At run time the parse is done by :mod:`judge.cards.text_lalr` over lark's tables prebuilt
into ``text_tables.json`` (``python -m judge.cards.build``), which gives the very trees lark
gives without building lark's parser (~0.1 s a process); lark itself parses only a sentence
the driver cannot (to report the error), or when the tables do not match the grammar. The
bundled library's cards are not parsed at all: their IR is in ``prebuilt.json``
(:mod:`judge.cards.prebuilt`).

Each paragraph is parsed on its own: an activated ability is split at its cost colon and
parsed with the ``cost`` and ``sentences`` start rules; a modal spell is split into its
modes; everything else uses ``start``. The transformer builds IR bottom-up, numbering
targets in text order (409.1b); modifier sentences ("It can't be regenerated.", "If you
do, ...", "Play this ability only ...") are folded into their neighbours; pronouns are
resolved per ability (:func:`_resolve`).

Normalisation before parsing (documented in docs/cards.md)
----------------------------------------------------------
* typographic quotes, apostrophes and dashes are made plain; "Æ" becomes "Ae";
* the card's own name becomes ``~`` (self-reference, 402.6); so do "CARDNAME";
* reminder text is dropped only when it is the reminder of a 502 keyword (landwalk,
  haste) or of rule 308.1 ("(Walls can't attack.)": the engine applies 308.1 from the
  creature type Wall, so the reminder adds nothing). Any other parenthesis is kept and
  therefore fails to parse, so nothing is silently lost;
* lower case; mana symbols are upper-cased again in the IR (``{2}{G}``);
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
from typing import Any, Optional, Union

from judge import lark_cache
from judge.cards import ir, prebuilt
from judge.dsl.ast import CardDef
from judge.errors import JudgeError

_UNSTATED = "unstated"  # a duration the text does not state (fixed by the ability kind)


class CardTextError(JudgeError):
    """A card's rules text has a sentence the grammar does not know (exit 2)."""

    def __init__(self, card: str, sentence: str, column: int = 0, expected: tuple[str, ...] = (),
                 reason: str = "", paragraph: str = "") -> None:
        self.card = card
        self.sentence = sentence  # as the grammar read it (normalised, the card's name as ~)
        self.column = column  # 1-based, in ``sentence``
        self.expected = expected
        self.reason = reason
        self.paragraph = paragraph  # the card's paragraph as written, when known
        where = f", stopped at column {column}: {sentence[column - 1:column + 19]!r}" if column else ""
        why = f": {reason}" if reason else ""
        if paragraph and paragraph != sentence:
            msg = f"card {card!r}: cannot understand {paragraph!r} (read as {sentence!r}{where}){why}"
        else:
            msg = f"card {card!r}: cannot understand the sentence {sentence!r}{' (' + where[2:] + ')' if where else ''}{why}"
        if expected:
            msg += "; expected one of: " + ", ".join(expected[:8])
        super().__init__(msg)


# --------------------------------------------------------------------------- vocabulary

#: Creature types the grammar knows (212.2a; plurals accepted, 214.7b). Multi-word and
#: unlisted types must be added here.
CREATURE_TYPES = (
    "angel", "ape", "avatar", "barbarian", "basilisk", "bear", "bird", "brownie", "cat", "citizen",
    "cleric", "cobra", "djinn", "dragon", "drake", "dryad", "dwarf", "efreet", "elemental", "elephant",
    "elf", "faerie", "ghost", "giant", "goat", "goblin", "golem", "griffin", "gypsy", "horror", "human",
    "illusion", "imp", "insect", "knight", "legend", "lord", "merfolk", "minion", "minotaur",
    "necrosavant", "nightmare", "ogre", "orc", "paladin", "pegasus", "rat", "serf", "serpent",
    "skeleton", "snake", "soldier", "specter", "spider", "spirit", "thrull", "tiger", "treefolk",
    "turtle", "unicorn", "vampire", "viashino", "wall", "warrior", "warthog", "wasp", "wizard", "wolf",
    "wraith", "wurm", "zombie", "beast", "cyclops", "hound", "kavu", "lizard", "shade", "sliver",
)
_IRREGULAR_PLURALS = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "merfolk": "merfolk",
                      "djinn": "djinn", "gypsies": "gypsy", "cyclopes": "cyclops", "treefolk": "treefolk",
                      "pegasi": "pegasus"}

_REMINDERS = (
    # 502.6 landwalk
    re.compile(r"\s*\((this creature is|it is|it's|they are|they're) unblockable (if|as long as) defending player "
               r"controls an? (plains|island|swamp|mountain|forest)\.\)"),
    re.compile(r"\s*\((this creature|it|they) can't be blocked as long as defending player controls an? "
               r"(plains|island|swamp|mountain|forest)\.\)"),
    # 502.5 haste
    re.compile(r"\s*\((this creature|it|they) (may|can) attack and \{t\} (the turn|as soon as) (it|they) "
               r"(comes?|came) under (your|its controller's|their controller's) control\.\)"),
    re.compile(r"\s*\((this creature|it|they) (may|can) attack and \{t\} the turn (it|they) (comes?|came) "
               r"under (your|its|their) control\.\)"),
    # 308.1: Walls can't be declared as attackers
    re.compile(r"\s*\(walls can't attack\.\)"),
)

_COLOR_WORDS = {"white": "white", "blue": "blue", "black": "black", "red": "red", "green": "green"}


def _grammar_text() -> str:
    base = (Path(__file__).with_name("text.lark")).read_text(encoding="utf-8")
    words = sorted(set(CREATURE_TYPES), key=lambda w: (-len(w), w))
    irregular = sorted(_IRREGULAR_PLURALS, key=lambda w: (-len(w), w))
    alternatives = "|".join(irregular + [f"{w}(s|es)?" for w in words])
    nounish = "|".join(_NOUNISH_WORDS + (alternatives,))
    return (base + f"\nSUBTYPE: /({alternatives})(?![\\w'])/\n"
            + f"AND_NOUN.3: /and(?= (non-?)?({nounish})(?![\\w']))/\n")


_TYPE_NOUNS = ("artifacts?", "creatures?", "enchantments?", "lands?", "instants?", "sorcery", "sorceries",
               "permanents?", "plains", "islands?", "swamps?", "mountains?", "forests?", "players?", "opponents?")
_ADJECTIVES = ("white", "blue", "black", "red", "green", "attacking", "blocking", "tapped", "untapped",
               "non-?(white|blue|black|red|green|artifact|creature|enchantment|land|wall|token)")
_NOUNISH_WORDS = _TYPE_NOUNS + _ADJECTIVES[:9]


@functools.lru_cache(maxsize=None)
def _parser() -> Any:
    """The LALR(1) parser, built once (lazily: lark is imported on first use)."""
    import lark.lexer
    from lark import Lark

    # The optional regex-collision diagnostic (run when ``interegular`` is installed) takes
    # seconds on the long SUBTYPE/AND_NOUN alternations and only logs; skip it. Lark's
    # analysis (~1.7 s) is cached in a private directory (see _cache_file). Only needed to
    # report an error, or when text_tables.json does not match the grammar (text_lalr).
    grammar = _grammar_text()
    saved = getattr(lark.lexer, "has_interegular", False)
    lark.lexer.has_interegular = False
    try:
        return Lark(grammar, start=["start", "sentences", "cost"], parser="lalr", lexer="contextual",
                    propagate_positions=False, maybe_placeholders=False, cache=_cache_file(grammar) or False)
    finally:
        lark.lexer.has_interegular = saved


_CACHE_PREFIX = "card-text-"


def _cache_file(grammar: str) -> Optional[str]:
    """Where lark keeps its analysis of the card grammar (:mod:`judge.lark_cache`)."""
    return lark_cache.cache_file(grammar, _CACHE_PREFIX)


# --------------------------------------------------------------------------- normalisation


def _normalise_chars(text: str) -> str:
    table = {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2014": "-", "\u2013": "-",
             "\u2212": "-", "\u00c6": "Ae", "\u00e6": "ae", "\u2022": "-"}
    for a, b in table.items():
        text = text.replace(a, b)
    return re.sub(r"[ \t]+", " ", text).strip()


def normalise_paragraph(name: str, paragraph: str) -> str:
    """The text the grammar sees: plain characters, self-reference ``~``, reminders dropped,
    lower case (see the module docstring)."""
    text = _normalise_chars(paragraph)
    own = _normalise_chars(name)
    text = re.sub(r"\bCARDNAME\b", "~", text)
    if own:
        text = re.sub(r"(?<![\w'])" + re.escape(own) + r"(?![\w])", "~", text, flags=re.IGNORECASE)
    text = text.lower()
    for pattern in _REMINDERS:
        text = pattern.sub("", text)
    # "this creature" in a card's own text (and in quoted abilities it grants) is the source
    text = re.sub(r"\bthis (creature|permanent|artifact|enchantment|land)\b(?!')", "~", text)
    text = text.strip()
    if text and not text.endswith((".", ")", '"')):
        text += "."  # a judge's inline card may leave out the final full stop
    return _list_commas(text)


def _list_commas(text: str) -> str:
    """Commas of noun and adjective lists, which the grammar writes without them:
    "artifact, creature, or land" → "artifact or creature or land";
    "nonartifact, nonblack creature" → "nonartifact nonblack creature"."""
    nouns = "|".join(_TYPE_NOUNS)
    adjs = "|".join(_ADJECTIVES)
    text = re.sub(rf"\b({nouns}),(?= (or|and) )", r"\1", text)
    text = re.sub(rf"\b({nouns}), (?=({nouns})\b)", r"\1 or ", text)
    text = re.sub(rf"\b({adjs}), (?=({adjs})\b)", r"\1 ", text)
    return text


# --------------------------------------------------------------------------- placeholders


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class _It:
    """"it"/"that creature": resolved per ability by :func:`_resolve`."""


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class _ThatPlayer:
    """"that player"/"he or she"/"his or her": resolved per ability."""


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class _Marker:
    """A sentence that modifies its neighbours rather than adding an effect."""

    kind: str
    effects: tuple = ()
    value: Any = None


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class _MayPay:
    mana: str


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class _InsteadOfGraveyard:
    """"put it into play under your control instead of into its owner's graveyard"."""

    zone: str
    controller: Any


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class _ReturnSelfFromGraveyard:
    effect: Any


# --------------------------------------------------------------------------- the transformer


def _mana(token: str) -> str:
    return str(token).upper()


def _singular_type(word: str) -> str:
    word = str(word)
    if word == "sorceries":
        return "sorcery"
    if word.endswith("s") and word not in ("plains",):
        return word[:-1]
    return word


def _subtype(word: str) -> str:
    w = str(word)
    if w in _IRREGULAR_PLURALS:
        w = _IRREGULAR_PLURALS[w]
    elif w not in CREATURE_TYPES:
        if w.endswith("es") and w[:-2] in CREATURE_TYPES:
            w = w[:-2]
        elif w.endswith("s") and w[:-1] in CREATURE_TYPES:
            w = w[:-1]
    return w.capitalize()


def _land_type(word: str) -> str:
    w = str(word)
    return w if w == "plains" else w.rstrip("s")


_KINDS = frozenset({"card", "cards", "spell", "spells", "token", "tokens"})

_NUMWORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
             "nine": 9, "ten": 10}

_EOT = ir.Trigger("beginning of step", step="end of turn", whose="each")
_EOC = ir.Trigger("beginning of step", step="end of combat", whose="each")


@dataclasses.dataclass
class _Item:
    """One qualified noun of a description before distribution (see ``descr``)."""

    adjs: list
    noun: dict
    posts: list


@functools.lru_cache(maxsize=None)
def _make_transformer() -> Any:
    from lark import Token, Transformer, v_args

    @v_args(inline=True)
    class T(Transformer):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.targets: list[ir.TargetSpec] = []

        # ---------------------------------------------------------------- helpers
        def _add_target(self, filt: ir.Filter, lo: int = 1, hi: Optional[int] = 1, divided: bool = False) -> ir.Target:
            index = len(self.targets)
            self.targets.append(ir.TargetSpec(index, filt, lo, hi, divided))
            return ir.Target(index)

        def __default__(self, data: Any, children: Any, meta: Any) -> Any:  # pragma: no cover
            raise CardTextError("?", str(data), reason=f"internal: no rule handler for {data}")

        # ---------------------------------------------------------------- top level
        def start(self, x: Any) -> Any:
            return x

        def sentences(self, *xs: Any) -> list:
            return list(xs)

        def later_sentence(self, x: Any) -> Any:
            return x

        def keyword_line(self, *kws: ir.Keyword) -> Any:
            return ("keywords", list(kws))

        def triggered(self, event: ir.Trigger, *rest: Any) -> Any:
            cond = None
            if len(rest) == 2:
                cond, sents = rest
            else:
                (sents,) = rest
            return ("triggered", event, cond, sents)

        def condition_clause(self, c: ir.Condition) -> ir.Condition:
            return c

        def triggered_state(self, cond: ir.Condition, sents: Any) -> Any:
            # 410.11: the state watched is the ability's condition
            return ("triggered", ir.Trigger("state"), cond, sents)

        def state_hand_empty(self) -> ir.Condition:
            return ir.Condition("hand empty", player=ir.You())

        # ---------------------------------------------------------------- keywords
        def kw_flying(self) -> ir.Keyword:
            return ir.Keyword("flying")

        def kw_first_strike(self) -> ir.Keyword:
            return ir.Keyword("first strike")

        def kw_trample(self) -> ir.Keyword:
            return ir.Keyword("trample")

        def kw_haste(self) -> ir.Keyword:
            return ir.Keyword("haste")

        def kw_banding(self) -> ir.Keyword:
            return ir.Keyword("banding")

        def kw_flanking(self) -> ir.Keyword:
            return ir.Keyword("flanking")

        def kw_shadow(self) -> ir.Keyword:
            return ir.Keyword("shadow")

        def kw_landwalk(self, tok: Token) -> ir.Keyword:
            return ir.Keyword("landwalk", str(tok)[: -len("walk")])

        def kw_protection(self, q: str) -> ir.Keyword:
            return ir.Keyword("protection", q)

        def prot_quality(self, tok: Any) -> str:
            return str(tok)

        # closed word classes (rules of literals, kept with "!"): their text
        def color(self, tok: Token) -> str:
            return str(tok)

        def nonword(self, tok: Token) -> str:
            return str(tok)

        def status(self, tok: Token) -> str:
            return str(tok)

        def cardtype(self, tok: Token) -> str:
            return str(tok)

        def kind(self, tok: Token) -> str:
            return str(tok)

        def landtype(self, tok: Token) -> str:
            return str(tok)

        def landwalk(self, tok: Token) -> str:
            return str(tok)

        def enchantable(self, tok: Token) -> str:
            return str(tok)

        def numword(self, tok: Token) -> str:
            return str(tok)

        def subtype(self, tok: Token) -> str:
            return str(tok)

        def step_name(self, *toks: Token) -> str:
            return " ".join(str(t) for t in toks)

        def token_artifact(self) -> bool:
            return True

        # ---------------------------------------------------------------- costs
        def cost(self, *parts: dict) -> ir.Cost:
            fields: dict[str, Any] = {}
            mana = ""
            sac: list = []
            for p in parts:
                if "mana" in p:
                    mana += p["mana"]
                elif "sacrifice" in p:
                    sac.append(p["sacrifice"])
                else:
                    fields.update(p)
            if mana:
                fields["mana"] = mana
            if sac:
                fields["sacrifice"] = tuple(sac)
            return ir.Cost(**fields)

        def cost_mana(self, tok: Token) -> dict:
            return {"mana": _mana(tok)}

        def cost_tap(self) -> dict:
            return {"tap": True}

        def cost_untap(self) -> dict:
            return {"untap": True}

        def cost_sac_self(self) -> dict:
            return {"sacrifice": ir.SacrificeCost(ir.This())}

        def cost_sac(self, n: Any, f: ir.Filter) -> dict:
            return {"sacrifice": ir.SacrificeCost(_with_control(f), _int(n))}

        def cost_life(self, n: Any) -> dict:
            return {"life": _int(n)}

        def cost_tap_other(self, f: ir.Filter) -> dict:
            return {"tap_other": dataclasses.replace(_with_control(f), status=("untapped",))}

        def cost_discard(self, n: Any, f: ir.Filter) -> dict:
            return {"discard": dataclasses.replace(f, zone="hand", controller="you"), "discard_count": _int(n)}

        # ---------------------------------------------------------------- triggers
        def subj_self(self) -> ir.ObjRef:
            return ir.This()

        def subj_enchanted(self, tok: Token) -> ir.ObjRef:
            return ir.Enchanted()

        def subj_filter(self, f: ir.Filter) -> ir.Filter:
            return f

        def subj_other(self, f: ir.Filter) -> ir.Filter:
            return dataclasses.replace(f, other=True)

        def ps_you(self) -> str:
            return "you"

        def ps_each(self) -> str:
            return "each"

        def ps_opponent(self) -> str:
            return "opponent"

        def ev_etb(self, s: Any) -> ir.Trigger:
            return ir.Trigger("comes into play", s)

        def ev_ltb(self, s: Any) -> ir.Trigger:
            return ir.Trigger("leaves play", s)

        def ev_dies(self, s: Any) -> ir.Trigger:
            return ir.Trigger("put into graveyard from play", s)

        def ev_to_graveyard(self, s: Any) -> ir.Trigger:
            return ir.Trigger("put into graveyard from play", s)

        def ev_attacks(self, s: Any) -> ir.Trigger:
            return ir.Trigger("attacks", s)

        def ev_blocks(self, s: Any) -> ir.Trigger:
            return ir.Trigger("blocks", s)

        def ev_attacks_or_blocks(self, s: Any) -> ir.Trigger:
            return ir.Trigger("attacks or blocks", s)

        def ev_blocks_or_blocked(self, s: Any) -> ir.Trigger:
            return ir.Trigger("blocks or becomes blocked", s)

        def ev_blocks_or_blocked_by(self, s: Any, f: ir.Filter) -> ir.Trigger:
            return ir.Trigger("blocks or becomes blocked", s, detail=f)

        def ev_blocks_creature(self, s: Any, f: ir.Filter) -> ir.Trigger:
            return ir.Trigger("blocks", s, detail=f)  # 410.9b: once for each creature it blocks

        def ev_becomes_blocked_by(self, s: Any, f: ir.Filter) -> ir.Trigger:
            return ir.Trigger("becomes blocked", s, detail=f)  # 410.9c: once for each creature blocking it

        def ev_becomes_blocked(self, s: Any) -> ir.Trigger:
            return ir.Trigger("becomes blocked", s)

        def ev_deals_damage(self, s: Any) -> ir.Trigger:
            return ir.Trigger("deals damage", s)

        def ev_deals_damage_player(self, s: Any) -> ir.Trigger:
            return ir.Trigger("deals damage", s, detail=ir.Filter(players=True))

        def ev_deals_combat_damage_player(self, s: Any) -> ir.Trigger:
            return ir.Trigger("deals combat damage", s, detail=ir.Filter(players=True))

        def ev_tapped(self, s: Any) -> ir.Trigger:
            return ir.Trigger("is tapped", s)

        def ev_tapped_for_mana(self, s: Any) -> ir.Trigger:
            return ir.Trigger("is tapped for mana", s)

        def ev_plays_spell(self, who: str, f: ir.Filter) -> ir.Trigger:
            return ir.Trigger("plays spell", whose=who, filter=dataclasses.replace(f, zone="stack"))

        def ev_taps_for_mana(self, who: str, f: ir.Filter) -> ir.Trigger:
            return ir.Trigger("is tapped for mana", f, whose=who)

        def at_step(self, whose: str, step: Token) -> ir.Trigger:
            name = {"upkeep": "upkeep", "draw step": "draw", "end step": "end of turn", "combat": "beginning of combat"}[str(step)]
            return ir.Trigger("beginning of step", step=name, whose=whose)

        def at_end_of_turn(self) -> ir.Trigger:
            return _EOT

        def at_end_of_combat(self) -> ir.Trigger:
            return _EOC

        def whose_you(self) -> str:
            return "you"

        def whose_each(self) -> str:
            return "each"

        def whose_opponent(self) -> str:
            return "opponent"

        def cond_self_status(self, tok: Token) -> ir.Condition:
            return ir.Condition("status", ref=ir.This(), value=str(tok))

        def cond_none(self, f: ir.Filter) -> ir.Condition:
            return ir.Condition("none", filter=f)

        def cond_self_in_graveyard(self) -> ir.Condition:
            return ir.Condition("in zone", ref=ir.This(), value="graveyard")

        def cond_you_control(self, f: ir.Filter) -> ir.Condition:
            return ir.Condition("controls", filter=f, player=ir.You())

        # ---------------------------------------------------------------- sentences
        def sentence(self, effects: list) -> Any:
            return effects

        def clauses(self, *cs: Any) -> list:
            if cs and isinstance(cs[-1], _Marker) and cs[-1].kind == "where x":
                # "..., where X is ...": X is that amount, determined when the effect is (on
                # resolution, 418.3c)
                x = cs[-1].value
                return [_walk(c, lambda v: x if isinstance(v, ir.VarX) else None) for c in cs[:-1]]
            return list(cs)

        def where_x(self, x: Any) -> _Marker:
            return _Marker("where x", value=x)

        def no_regen(self) -> _Marker:
            return _Marker("no regen")

        def if_you_do(self, effects: list) -> _Marker:
            return _Marker("if you do", tuple(effects))

        def if_not(self, effects: list) -> _Marker:
            return _Marker("if not", tuple(effects))

        def restriction_sentence(self, *rs: ir.Restriction) -> _Marker:
            return _Marker("restrictions", value=tuple(rs))

        def spend_only(self, color: Token) -> _Marker:
            return _Marker("restrictions", value=(ir.Restriction("spend only", str(color)),))

        def spend_max(self, mana: Token) -> _Marker:
            return _Marker("restrictions", value=(ir.Restriction("spend no more than", _mana(mana)),))

        def delayed_eot(self, effects: list) -> list:
            return [ir.DelayedTrigger(_EOT, tuple(effects))]

        def counter_to_library(self) -> _Marker:
            return _Marker("counter to library")

        def except_self(self, effects: list) -> list:
            out = []
            for e in effects:
                if isinstance(e, ir.Rule) and isinstance(e.what, ir.All):
                    e = dataclasses.replace(e, what=ir.All(tuple(dataclasses.replace(f, other=True) for f in e.what.filters)))
                else:
                    raise CardTextError("?", "except for", reason="'Except for ~' needs a rule about a group")
                out.append(e)
            return out

        def repl_dies(self, subject: Any, effects: list) -> Any:
            return ("replacement", ir.ReplaceEvent("put into graveyard from play", subject,
                                                   tuple(_flatten([effects])), _UNSTATED))

        def repl_double_damage(self, f: ir.Filter) -> Any:
            # 419.6a's example: "Instead of dealing their normal damage, creatures you control
            # deal double that damage"
            return ("replacement", ir.ReplaceEvent("deals damage", f, (ir.ScaleDamage(2),), _UNSTATED))

        def repl_gain_life_each(self, n: Any, effects: list) -> Any:
            # 419.8b's example: "For each 1 life you would gain, instead draw a card"
            if n != 1:
                raise CardTextError("?", "for each N life", reason="only 'for each 1 life' is understood")
            return ("replacement", ir.ReplaceEvent("gain life", ir.You(), tuple(_flatten([effects])), _UNSTATED))

        def repl_draw(self, effects: list) -> Any:
            # 419.8b's example: "Instead of drawing a card, return target card from your
            # graveyard to your hand": a static ability targets nothing; the card is chosen
            # when the replacement applies
            specs = {t.index: t.filter for t in self.targets}
            self.targets.clear()
            eff = tuple(_walk(e, lambda x: ir.Chosen(specs[x.index], ir.You()) if isinstance(x, ir.Target) else None)
                        for e in _flatten([effects]))
            return ("replacement", ir.ReplaceEvent("draw", ir.You(), eff, _UNSTATED))

        def repl_draw_or_lose(self) -> Any:
            # Forbidden Crypt: "Whenever you would draw a card, instead return target card from
            # your graveyard to your hand. If you can't, you lose the game."
            card = ir.Filter(types=("card",), controller="you", zone="graveyard")
            ret = ir.Conditional(ir.Condition("exists", filter=card), (ir.MoveTo(ir.Chosen(card, ir.You()), "hand"),),
                                 (ir.LoseGame(ir.You()),))
            return ("replacement", ir.ReplaceEvent("draw", ir.You(), (ret,), _UNSTATED))

        def repl_graveyard_remove(self, subject: Any) -> Any:
            # Forbidden Crypt: "Whenever a card would be put into your graveyard, instead remove
            # that card from the game" (from anywhere; the subject is a card, its owner you)
            if not (isinstance(subject, ir.Filter) and subject.types == ("card",)):
                raise CardTextError("?", "would be put into your graveyard", reason="only 'a card' is understood")
            return ("replacement", ir.ReplaceEvent("put into graveyard", ir.You(),
                                                   (ir.MoveTo(ir.TriggerObject(), "removed from the game"),), _UNSTATED))

        def look_choose_top(self, whose: Any, n: Any, *_: Any) -> list:
            chosen = ir.Chosen(ir.Filter(types=("card",), zone="hand", controlled_by=whose), ir.You(), n)
            return [ir.LookAtHand(whose), ir.MoveTo(chosen, "library", "top")]

        def dig(self, n: Any, whose: Any, take: Any, _whose2: Any, rest: str) -> list:
            return [ir.Dig(whose, n, take, "hand", rest)]

        def rest_graveyard(self, _whose: Any) -> str:
            return "graveyard"

        def rest_exile(self) -> str:
            return "removed from the game"

        def if_its(self, f: ir.Filter, effects: list) -> _Marker:
            return _Marker("if its", tuple(_flatten([effects])), f)

        def otherwise(self, effects: list) -> _Marker:
            return _Marker("otherwise", tuple(_flatten([effects])))

        def extra_turn(self) -> list:
            return [ir.ExtraTurn(ir.You())]

        def delayed_end_of_that_turn(self, effects: list) -> list:
            trigger = ir.Trigger("beginning of step", step="end of turn", whose="that turn")
            return [ir.DelayedTrigger(trigger, tuple(_flatten([effects])))]

        def reorder_top(self, n: Any, whose: Any) -> ir.ReorderTop:
            return ir.ReorderTop(whose, n)

        def reveal_top(self, whose: Any) -> ir.RevealTop:
            return ir.RevealTop(whose)

        def land_type_choice(self, what: Any, duration: str = _UNSTATED) -> ir.SetLandType:
            return ir.SetLandType(what, None, duration)

        def set_color(self, what: Any, color: str, duration: str = _UNSTATED) -> ir.SetColor:
            # 418.5a: "Enchanted creature is white." (a static ability, 418.4); "Permanents
            # you control are white."
            return ir.SetColor(what, (color,), duration)

        def still_lands(self, what: Any, pt: Token) -> ir.SetTypes:
            p, t = (int(x) for x in str(pt).split("/"))
            return ir.SetTypes(what, ("creature",), power=p, toughness=t, keep=True, duration=_UNSTATED)

        def lose_game(self, who: Any) -> ir.LoseGame:
            return ir.LoseGame(who)

        def additional_combat(self) -> ir.AdditionalCombat:
            return ir.AdditionalCombat(True)

        def draw_per_graveyard(self, who: Any, f: ir.Filter) -> ir.Draw:
            f = dataclasses.replace(f, zone="graveyard", controlled_by=ir.EachOne())
            return ir.Draw(who, ir.CountOf(f))

        def tokens_per_count(self, who: Any, f: ir.Filter, spec: ir.TokenSpec, *_: Any) -> ir.CreateToken:
            f = _walk(f, lambda x: ir.EachOne() if isinstance(x, _ThatPlayer) else None)
            return ir.CreateToken(spec, ir.CountOf(f), controller=who)

        def discard_of_drawn(self, n: Any) -> ir.Discard:
            # "Draw three cards, then choose and discard one of them" (Soldevi Sage)
            return ir.Discard(ir.You(), n, filter=ir.Filter(types=("card",), zone="hand", extra=("drawn this way",)))

        def flip_coin(self) -> ir.FlipCoin:
            return ir.FlipCoin(ir.You())

        def if_won(self, effects: list) -> ir.Conditional:
            return [ir.Conditional(ir.Condition("flip", value="won"), tuple(_flatten([effects])))]

        def if_lost(self, effects: list) -> ir.Conditional:
            return [ir.Conditional(ir.Condition("flip", value="lost"), tuple(_flatten([effects])))]

        def post_single_target(self) -> tuple:
            return ("extra", "single target")

        def change_target(self, what: Any) -> ir.ChangeTargets:
            return ir.ChangeTargets(what)

        def instead_into_play(self, what: Any) -> Any:
            return _InsteadOfGraveyard("in play", ir.You())

        def discard_n_you(self, n: Any, *_: Any) -> ir.Discard:
            return ir.Discard(ir.You(), n)

        def return_that_many(self, dest: tuple) -> ir.MoveTo:
            chosen = ir.Chosen(ir.Filter(types=("card",), zone="graveyard", controller="you"), ir.You(),
                               ir.ResultOf("discarded"))
            return ir.MoveTo(chosen, dest[0])

        def puzzle_box(self, who: Any) -> list:
            hand = ir.Filter(types=("card",), zone="hand", controlled_by=who)
            return [ir.MoveTo(ir.All((hand,)), "library", "bottom"), ir.Draw(who, ir.ResultOf("moved"))]

        def post_attacked(self) -> tuple:
            return ("extra", "attacked this turn")

        def look_choose_discard(self, whose: Any, n: Any) -> list:
            return [ir.LookAtHand(whose), ir.Discard(whose, n, chooser=ir.You())]

        def as_long_as(self, cond: ir.Condition, effects: list) -> list:
            out = []
            for e in _flatten([effects]):
                if not isinstance(e, ir.Rule):
                    raise CardTextError("?", "as long as", reason="'As long as' needs a rule such as 'doesn't untap'")
                out.append(dataclasses.replace(e, duration=ir.AS_LONG_AS, condition=cond))
            return out

        def search(self, who: Any, f: ir.Filter) -> ir.SearchLibrary:
            return ir.SearchLibrary(who, dataclasses.replace(f, zone="library"))

        def search_reveal(self, who: Any, f: ir.Filter) -> ir.SearchLibrary:
            return ir.SearchLibrary(who, dataclasses.replace(f, zone="library"), reveal=True)

        def shuffle(self, who: Any) -> ir.Shuffle:
            return ir.Shuffle(who)

        def put_on_top_of_library(self, what: Any) -> ir.MoveTo:
            return ir.MoveTo(what, "library", "top")

        def put_into_play(self, what: Any) -> ir.MoveTo:
            return ir.MoveTo(what, "in play")

        def put_into_play_tapped(self, what: Any) -> ir.MoveTo:
            return ir.MoveTo(what, "in play", tapped=True)

        def put_into_hand(self, what: Any) -> ir.MoveTo:
            return ir.MoveTo(what, "hand")

        def put_into_graveyard(self, what: Any, _whose: Any) -> ir.MoveTo:
            return ir.MoveTo(what, "graveyard")

        def then_clause(self, effect: Any) -> Any:
            return effect

        def draw_as_discarded(self) -> ir.Draw:
            return ir.Draw(_ThatPlayer(), ir.ResultOf("discarded"))

        def additional_lands_this_turn(self, n: Any) -> ir.AdditionalLands:
            return ir.AdditionalLands(ir.You(), n, ir.THIS_TURN)

        def additional_lands_static(self, who: Any) -> ir.AdditionalLands:
            return ir.AdditionalLands(who, 1, _UNSTATED)

        def cant_gain_life(self, who: Any) -> ir.Rule:
            return self._rule(ir.CantGainLife, who)

        def cant_play_activated(self, who: Any, f: ir.Filter) -> ir.Rule:
            return self._rule(ir.CantPlayActivatedAbilities, who, f)

        def may_not_untap(self, what: Any) -> ir.Rule:
            return self._rule(ir.MayChooseNotToUntap, what)

        def post_opp_play(self) -> tuple:
            return ("controller", "opponent")

        def r_upkeep(self) -> ir.Restriction:
            return ir.Restriction("during your upkeep")

        def r_your_turn(self) -> ir.Restriction:
            return ir.Restriction("during your turn")

        def r_once(self) -> ir.Restriction:
            return ir.Restriction("once each turn")

        def r_sorcery(self) -> ir.Restriction:
            return ir.Restriction("as a sorcery")

        def r_in_graveyard(self) -> ir.Restriction:
            return ir.Restriction("in zone", "graveyard")

        # ---------------------------------------------------------------- effects
        def deal(self, src: Any, first: tuple, *more: Any) -> ir.DealDamage | list:
            amount, to = first
            groups: list[tuple[Any, list]] = [(amount, [to])]
            for m in more:
                if isinstance(m, tuple):
                    groups.append((m[0], [m[1]]))
                else:
                    groups[-1][1].append(m)
            return [ir.DealDamage(a, tuple(tos), src) for a, tos in groups]

        def damage_part(self, amount: Any, to: Any) -> tuple:
            return (amount, to)

        def damage_more(self, *xs: Any) -> Any:
            return xs[0] if len(xs) == 1 else (xs[0], xs[1])

        def deal_equal(self, src: Any, amount: Any, to: Any) -> ir.DealDamage:
            return ir.DealDamage(_its_to(amount, src), (to,), src)

        def deal_equal_to_first(self, src: Any, to: Any, amount: Any) -> ir.DealDamage:
            return ir.DealDamage(_its_to(amount, src), (to,), src)

        def deal_divided(self, src: Any, amount: Any, multi: Any) -> ir.DealDamage:
            return ir.DealDamage(amount, (multi,), src, divided=True)

        def multi_target(self, f: ir.Filter) -> ir.Target:
            return self._add_target(f, 0, None, divided=True)

        def src_self(self) -> ir.ObjRef:
            return ir.This()

        def src_it(self) -> Any:
            return _It()

        def destroy(self, what: Any) -> ir.Destroy:
            return ir.Destroy(what)

        def destroy_eoc(self, what: Any) -> ir.DelayedTrigger:
            return ir.DelayedTrigger(_EOC, (ir.Destroy(what),))

        def counter(self, what: Any) -> ir.CounterSpell:
            return ir.CounterSpell(what)

        def counter_unless(self, what: Any, mana: Token) -> ir.CounterSpell:
            return ir.CounterSpell(what, unless_cost=_mana(mana), unless_payer=ir.ControllerOf(what))

        def return_to(self, what: Any, dest: tuple) -> ir.MoveTo:
            zone, controller = dest
            return ir.MoveTo(what, zone, controller=controller)

        def return_self_from_graveyard(self, dest: tuple) -> Any:
            zone, controller = dest
            return _ReturnSelfFromGraveyard(ir.MoveTo(ir.This(), zone, controller=controller))

        def return_to_play_owner(self, what: Any) -> ir.MoveTo:
            return ir.MoveTo(what, "in play", controller=ir.OwnerOf(what))

        def put_on_library(self, what: Any) -> ir.MoveTo:
            return ir.MoveTo(what, "library", "top")

        def put_into_play_yours(self, what: Any) -> ir.MoveTo:
            return ir.MoveTo(what, "in play", controller=ir.You())

        def exile(self, what: Any) -> ir.MoveTo:
            return ir.MoveTo(what, "removed from the game")

        def exile_all_from_play(self, f: ir.Filter) -> ir.MoveTo:
            return ir.MoveTo(ir.All((f,)), "removed from the game")

        def dest_owner_hand(self) -> tuple:
            return ("hand", None)

        def dest_your_hand(self) -> tuple:
            return ("hand", None)

        def dest_play(self) -> tuple:
            return ("in play", None)

        def dest_owner_library(self) -> tuple:
            return ("library", None)

        def gain_life(self, who: Any, amount: Any) -> ir.GainLife:
            return ir.GainLife(_player(who), amount)

        def lose_life(self, who: Any, amount: Any) -> ir.LoseLife:
            return ir.LoseLife(_player(who), amount)

        def lose_half_life(self, who: Any) -> ir.LoseLife:
            p = _player(who)
            return ir.LoseLife(p, ir.HalfLife(p))

        def draw_you(self, n: Any) -> ir.Draw:
            return ir.Draw(ir.You(), n)

        def draw(self, who: Any, n: Any = 1) -> ir.Draw:
            return ir.Draw(_player(who), n)

        def defending_may_draw(self, n: Any) -> ir.Draw:
            return ir.Draw(ir.DefendingPlayer(), n, optional=True)

        def discard_chosen(self, who: Any, what: tuple, *_: Any) -> ir.Discard:
            return ir.Discard(_player(who), what[0], filter=what[1])

        def discard_chosen_same(self, what: tuple, *_: Any) -> ir.Discard:
            return ir.Discard(_ThatPlayer(), what[0], filter=what[1])

        def discard_hand(self, who: Any, n: Any = None) -> Any:
            # "Each player discards his or her hand [and draws seven cards]" (Wheel of Fortune):
            # each discards as many cards as are in his or her own hand
            discard = ir.Discard(_player(who), ir.CardsInHand(ir.EachOne()))
            return discard if n is None else [discard, ir.Draw(_player(who), n)]

        def discard_hand_you(self) -> ir.Discard:
            return ir.Discard(ir.You(), ir.CardsInHand(ir.EachOne()))

        def draw_same_number(self) -> ir.Draw:
            # "Discard your hand, then draw the same number of cards"
            return ir.Draw(ir.You(), ir.ResultOf("discarded"))

        def dw_one(self, f: ir.Filter) -> tuple:
            return (1, _discard_filter(f))

        def dw_n(self, n: Any) -> tuple:
            return (n, None)

        def discard_random(self, who: Any, f: ir.Filter, *_: Any) -> ir.Discard:
            return ir.Discard(_player(who), 1, random=True, filter=_discard_filter(f))

        def discard_random_you(self, f: ir.Filter, *_: Any) -> ir.Discard:
            return ir.Discard(ir.You(), 1, random=True, filter=_discard_filter(f))

        def discard_chosen_you(self, f: ir.Filter, *_: Any) -> ir.Discard:
            return ir.Discard(ir.You(), 1, filter=_discard_filter(f))

        def from_hand(self) -> None:
            return None

        def mana_pool(self) -> None:
            return None

        def add_mana(self, options: tuple, *_: Any) -> ir.AddMana:
            return ir.AddMana(options)

        def add_mana_each(self, options: tuple, *rest: Any) -> ir.AddMana:
            # "Add {G} to your mana pool for each creature you control" (Gaea's Cradle)
            return ir.AddMana(options, count=ir.CountOf(rest[-1]))

        def mana_fixed(self, tok: Token) -> tuple:
            return (_mana(tok),)

        def mana_either(self, a: Token, b: Token) -> tuple:
            return (_mana(a), _mana(b))

        def mana_any_color(self) -> tuple:
            return tuple("{" + ir.COLOR_SYMBOLS[c] + "}" for c in ir.COLORS)

        def mana_colorless(self, n: Any) -> tuple:
            return ("{" + str(_int(n)) + "}",)

        def mana_colorless_one(self) -> tuple:
            return ("{1}",)

        def produces_additional(self, tok: Token) -> ir.AddMana:
            return ir.AddMana((_mana(tok),), who=ir.ControllerOf(_It()))

        def produces_additional_same(self) -> ir.AddMana:
            # Mana Flare (411.3's example)
            return ir.AddMana((), who=ir.ControllerOf(_It()), same=True)

        def regenerate(self, what: Any) -> ir.Regenerate:
            return ir.Regenerate(what)

        def pump(self, what: Any, ptmod: Token, duration: str = _UNSTATED) -> ir.ModifyPT:
            p, t = _ptmod(ptmod)
            return ir.ModifyPT(what, p, t, duration)

        def pump_grant(self, what: Any, ptmod: Token, grants: list, duration: str = _UNSTATED) -> list:
            p, t = _ptmod(ptmod)
            return [ir.ModifyPT(what, p, t, duration)] + [ir.GrantAbility(what, g, duration) for g in grants]

        def grant(self, what: Any, grants: list, duration: str = _UNSTATED) -> list:
            return [ir.GrantAbility(what, g, duration) for g in grants]

        def grant_has(self, what: Any, kw: ir.Keyword) -> ir.GrantAbility:
            return ir.GrantAbility(what, kw, _UNSTATED)

        def lose_all(self, what: Any, pt: Any = None) -> Any:
            # Humility: "All creatures lose all abilities and are 1/1." (407.1, 410.10b)
            lose = ir.LoseAllAbilities(what, _UNSTATED)
            if pt is None:
                return lose
            p, t = (int(x) for x in str(pt).split("/"))
            return [lose, ir.SetPT(what, p, t, _UNSTATED)]

        def lose_keyword(self, what: Any, kw: ir.Keyword, duration: str = _UNSTATED) -> ir.RemoveAbility:
            return ir.RemoveAbility(what, kw, duration)

        def grants(self, *items: Any) -> list:
            return list(items)

        def grant_item(self, x: Any) -> Any:
            if isinstance(x, Token):  # a quoted ability: "{B}: Regenerate this creature"
                return _parse_quoted(str(x)[1:-1])
            return x

        def until_eot(self) -> str:
            return ir.UNTIL_END_OF_TURN

        def this_turn(self) -> str:
            return ir.THIS_TURN

        def tap(self, what: Any) -> ir.Tap:
            return ir.Tap(what)

        def untap(self, what: Any) -> ir.Untap:
            return ir.Untap(what)

        def untap_by(self, who: Any, what: Any) -> ir.Untap:
            return ir.Untap(_controlled_by(what, _player(who)))

        def tap_or_untap(self, what: Any) -> ir.TapOrUntap:
            return ir.TapOrUntap(what)

        def tokens(self, n: Any, spec: ir.TokenSpec, *_: Any) -> ir.CreateToken:
            return ir.CreateToken(spec, n)

        def token_desc(self, pt: Token, *rest: Any) -> ir.TokenSpec:
            artifact = bool(rest) and rest[-1] is True
            words = [r for r in rest if isinstance(r, str)]
            name = _subtype(words[-1])
            colors = tuple(words[:-1])
            p, t = (int(x) for x in str(pt).split("/"))
            types = ("artifact", "creature") if artifact else ("creature",)
            return ir.TokenSpec(name, p, t, colors, types, (name,))

        def token_dest(self) -> None:
            return None

        def sacrifice(self, what: Any) -> ir.Sacrifice:
            return ir.Sacrifice(ir.You(), what)

        def sacrifice_some(self, n: Any, f: ir.Filter) -> ir.Sacrifice:
            return ir.Sacrifice(ir.You(), _with_control(f), n)

        def sacrifice_some_player(self, who: Any, n: Any, f: ir.Filter) -> ir.Sacrifice:
            return ir.Sacrifice(_player(who), f, n)

        def sacrifice_eoc(self, what: Any) -> ir.DelayedTrigger:
            return ir.DelayedTrigger(_EOC, (ir.Sacrifice(ir.You(), what),))

        def prevent_next(self, amount: Any, to: Any) -> ir.PreventDamage:
            return ir.PreventDamage((to,), amount)

        def prevent_divided(self, amount: Any, multi: Any) -> ir.PreventDamage:
            return ir.PreventDamage((multi,), amount)

        def prevent_all_combat_to(self, to: Any) -> ir.PreventDamage:
            return ir.PreventDamage((to,), None, combat_only=True, duration=_UNSTATED)

        def prevent_all_combat(self) -> ir.PreventDamage:
            return ir.PreventDamage((), None, combat_only=True)

        def prevent_source(self, f: ir.Filter, to: Any) -> ir.PreventDamage:
            return ir.PreventDamage((to,), None, source=ir.Chosen(_any_zone(f)), next_time=True)

        def no_combat_damage(self, what: Any, duration: str = _UNSTATED) -> ir.PreventDamage:
            return ir.PreventDamage((), None, source=what, combat_only=True, duration=duration)

        def redirect_next(self, f: ir.Filter, to: Any, new: Any) -> ir.RedirectDamage:
            return ir.RedirectDamage((to,), new, ir.Chosen(_any_zone(f)), next_time=True)

        def redirect_combat(self, to: Any, f: ir.Filter, new: Any) -> ir.RedirectDamage:
            return ir.RedirectDamage((to,), new, f, combat_only=True)

        def gain_control(self, what: Any) -> ir.GainControl:
            return ir.GainControl(what, ir.You(), _UNSTATED)

        def gain_control_of(self, what: Any, duration: Optional[str] = None) -> ir.GainControl:
            return ir.GainControl(what, ir.You(), duration or _UNSTATED)

        def may(self, effect: Any) -> Any:
            effects = tuple(effect) if isinstance(effect, list) else (effect,)
            return ir.Optional_(effects)

        def may_pay(self, mana: Token) -> _MayPay:
            return _MayPay(_mana(mana))

        def empty_pool(self, who: Any) -> ir.EmptyManaPool:
            return ir.EmptyManaPool(who)

        def look_at_hand(self, who: Any) -> ir.LookAtHand:
            return ir.LookAtHand(who)

        def mill(self, n: Any, whose: Any, _whose2: Any) -> ir.Mill:
            return ir.Mill(whose, n)

        def mill_modern(self, n: Any) -> ir.Mill:
            return ir.Mill(ir.You(), n)

        def _rule(self, cls: type, what: Any = None, f: Optional[ir.Filter] = None, value: Optional[str] = None) -> ir.Rule:
            return cls(what, f, value, _UNSTATED)

        def cant_attack(self, what: Any) -> ir.Rule:
            return self._rule(ir.CantAttack, what)

        def cant_block(self, what: Any) -> ir.Rule:
            return self._rule(ir.CantBlock, what)

        def cant_attack_or_block(self, what: Any) -> ir.Rule:
            return self._rule(ir.CantAttackOrBlock, what)

        def cant_block_filter(self, what: Any, f: ir.Filter) -> ir.Rule:
            return self._rule(ir.CantBlock, what, f)

        def unblockable(self, what: Any) -> ir.Rule:
            return self._rule(ir.Unblockable, what)

        def blocked_only_by(self, what: Any, f: ir.Filter) -> ir.Rule:
            return self._rule(ir.CantBeBlockedExceptBy, what, f)

        def not_blocked_by(self, what: Any, f: ir.Filter) -> ir.Rule:
            return self._rule(ir.CantBeBlockedBy, what, f)

        def max_one_blocker(self, what: Any) -> ir.Rule:
            return self._rule(ir.CantBeBlockedByMoreThanOne, what)

        def min_two_blockers(self, what: Any) -> ir.Rule:
            return self._rule(ir.CantBeBlockedByOnlyOne, what)

        def block_as_flying(self, what: Any) -> ir.Rule:
            return self._rule(ir.CanBlockAsThoughFlying, what)

        def attack_as_nonwall(self, what: Any) -> ir.Rule:
            return self._rule(ir.CanAttackAsThoughNotWall, what)

        def attacks_untapped(self, what: Any) -> ir.Rule:
            return self._rule(ir.AttacksWithoutTapping, what)

        def cant_attack_unless(self, what: Any, f: ir.Filter) -> ir.Rule:
            return self._rule(ir.CantAttackUnless, what, f)

        # Combat restrictions and requirements (500.2, its example; 502.9f's example).
        def cant_attack_alone(self, what: Any) -> ir.Rule:
            return self._rule(ir.CantAttackAlone, what)

        def attacks_if_able(self, what: Any) -> ir.Rule:
            return self._rule(ir.AttacksIfAble, what)

        def only_one_attacker(self) -> ir.Rule:
            return self._rule(ir.OnlyOneAttacker)

        def block_any_number(self, what: Any) -> ir.Rule:
            return self._rule(ir.CanBlockAnyNumber, what)

        def block_additional(self, what: Any) -> ir.Rule:
            return self._rule(ir.CanBlockAdditional, what, None, "1")

        def etb_tapped(self, what: Any) -> ir.Rule:
            return self._rule(ir.ComesIntoPlayTapped, what)

        def doesnt_untap(self, what: Any) -> ir.Rule:
            return self._rule(ir.DoesntUntap, what)

        def doesnt_untap_next(self, what: Any) -> ir.Rule:
            return ir.DoesntUntapNextUntapStep(what, None, None, ir.FOREVER)

        def set_pt(self, who: Any, amount: Any) -> ir.SetPT:
            return ir.SetPT(who, amount, amount, _UNSTATED)

        def self_possessive(self) -> ir.ObjRef:
            return ir.This()

        def lure(self, what: Any) -> ir.Rule:
            return self._rule(ir.AllAbleMustBlock, what)

        def cost_increase(self, f: ir.Filter, mana: Token) -> ir.Rule:
            return self._rule(ir.SpellCostIncrease, None, _spells(f), _mana(mana))

        def cost_increase_yours(self, f: ir.Filter, mana: Token) -> ir.Rule:
            return self._rule(ir.SpellCostIncrease, None, dataclasses.replace(_spells(f), controller="you"), _mana(mana))

        def untargetable_by_spells(self, what: Any) -> ir.Rule:
            return self._rule(ir.CantBeTargetedBySpells, what)

        # ---------------------------------------------------------------- references
        def ref_self(self) -> ir.ObjRef:
            return ir.This()

        def ref_enchanted(self, tok: Token) -> ir.ObjRef:
            return ir.Enchanted()

        def ref_target(self, f: ir.Filter) -> ir.Target:
            return self._add_target(f)

        def ref_target_upto(self, n: Any, f: ir.Filter) -> ir.Target:
            return self._add_target(f, 0, _int(n))

        def ref_all(self, f: ir.Filter) -> ir.All:
            return ir.All((f,))

        def ref_each(self, f: ir.Filter) -> ir.All:
            return ir.All((f,))

        def ref_bare(self, f: ir.Filter) -> ir.All:
            return ir.All((f,))

        def ref_it(self) -> Any:
            return _It()

        def ref_player(self, p: Any) -> Any:
            return p

        def pl_you(self) -> ir.ObjRef:
            return ir.You()

        def pl_that(self) -> Any:
            return _ThatPlayer()

        def pl_defending(self) -> ir.ObjRef:
            return ir.DefendingPlayer()

        def pl_its_controller(self) -> ir.ObjRef:
            return ir.ControllerOf(_It())

        def pl_that_land_controller(self) -> ir.ObjRef:
            return ir.ControllerOf(_It())

        def poss_target_player(self) -> ir.Target:
            return self._add_target(ir.Filter(players=True))

        def poss_target_opponent(self) -> ir.Target:
            return self._add_target(ir.Filter(players=True, controller="opponent"))

        def poss_that(self) -> Any:
            return _ThatPlayer()

        def poss_you(self) -> ir.ObjRef:
            return ir.You()

        # ---------------------------------------------------------------- descriptions
        def descr(self, *parts: Any) -> ir.Filter:
            items = [p for p in parts if isinstance(p, _Item)]
            return _build_filter(items)

        def noun_conj(self, *_: Any) -> None:
            return None

        def post_in_play(self) -> tuple:
            return ("zone", "in play")

        def noun_item(self, *parts: Any) -> _Item:
            adjs: list = []
            noun: dict = {}
            posts: list = []
            for p in parts:
                if isinstance(p, list):
                    adjs.extend(p)
                elif isinstance(p, dict) and "noun" in p:
                    noun = p
                else:
                    posts.append(p)
            return _Item(adjs, noun, posts)

        def adj_group(self, *adjs: Any) -> list:
            adjs = tuple(a for a in adjs if a is not None)
            if len(adjs) > 1:
                return [("or", adjs)]
            return list(adjs)

        def adj_color(self, tok: Token) -> tuple:
            return ("color", str(tok))

        def adj_non(self, tok: Token) -> tuple:
            word = str(tok)[3:].lstrip("-")
            return ("non", word)

        def adj_status(self, tok: Token) -> tuple:
            return ("status", str(tok))

        def adj_other(self) -> tuple:
            return ("other", True)

        def adj_basic(self) -> tuple:
            return ("extra", "basic")

        def adj_nonbasic(self) -> tuple:
            return ("extra", "nonbasic")

        def adj_mana_producing(self) -> tuple:
            return ("extra", "mana-producing")

        def noun_types(self, *words: str) -> dict:
            kind = None
            types = []
            for t in words:
                if t in _KINDS:
                    kind = _singular_type(t)
                else:
                    types.append(_singular_type(t))
            return {"noun": "types", "types": types, "kind": kind}

        def noun_kind(self, tok: Token) -> dict:
            return {"noun": "kind", "kind": _singular_type(tok)}

        def noun_subtype(self, tok: Token, kind: Optional[Token] = None) -> dict:
            return {"noun": "subtype", "subtype": _subtype(tok), "kind": _singular_type(kind) if kind else None}

        def noun_landtype(self, tok: Token) -> dict:
            return {"noun": "landtype", "subtype": _land_type(tok)}

        def noun_player(self) -> dict:
            return {"noun": "player"}

        def noun_opponent(self) -> dict:
            return {"noun": "opponent"}

        def noun_source(self) -> dict:
            return {"noun": "source"}

        def post_with(self, kw: ir.Keyword) -> tuple:
            return ("keywords", kw)

        def post_without(self, kw: ir.Keyword) -> tuple:
            return ("not_keywords", kw)

        def post_power_ge(self, n: Any) -> tuple:
            return ("power", ir.Compare(">=", _int(n)))

        def post_power_le(self, n: Any) -> tuple:
            return ("power", ir.Compare("<=", _int(n)))

        def post_toughness_ge(self, n: Any) -> tuple:
            return ("toughness", ir.Compare(">=", _int(n)))

        def post_toughness_le(self, n: Any) -> tuple:
            return ("toughness", ir.Compare("<=", _int(n)))

        def post_cmc(self, n: Any) -> tuple:
            return ("mana_value", ir.Compare("==", n))

        def post_you_control(self) -> tuple:
            return ("controller", "you")

        def post_opp_control(self) -> tuple:
            return ("controller", "opponent")

        def post_target_player_controls(self) -> tuple:
            return ("controlled_by", self._add_target(ir.Filter(players=True)))

        def post_that_player_controls(self) -> tuple:
            return ("controlled_by", _ThatPlayer())

        def post_your_graveyard(self) -> tuple:
            return ("zone_owner", ("graveyard", "you"))

        def post_opp_graveyard(self) -> tuple:
            return ("zone_owner", ("graveyard", "opponent"))

        def post_your_hand(self) -> tuple:
            return ("zone_owner", ("hand", "you"))

        def post_damaged(self) -> tuple:
            return ("extra", "dealt damage this turn")

        # ---------------------------------------------------------------- numbers
        def count_one(self) -> int:
            return 1

        def count(self, n: Any) -> Any:
            return n

        def amount(self, n: Any) -> Any:
            return n

        def amount_x(self) -> ir.VarX:
            return ir.VarX()

        def num_int(self, tok: Token) -> int:
            return int(tok)

        def num_word(self, tok: Token) -> int:
            return _NUMWORDS[str(tok)]

        def one_card(self) -> int:
            return 1

        def n_cards(self, n: Any) -> Any:
            return n

        def ax_count(self, f: ir.Filter) -> ir.CountOf:
            return ir.CountOf(f)

        def ax_its_power(self) -> ir.PowerOf:
            return ir.PowerOf(_It())

        def ax_its_toughness(self) -> ir.ToughnessOf:
            return ir.ToughnessOf(_It())

        def ax_damage_dealt(self) -> ir.ResultOf:
            return ir.ResultOf("damage dealt")

        def ax_damage_prevented(self) -> ir.ResultOf:
            return ir.ResultOf("damage prevented")

        def ax_x(self) -> ir.VarX:
            return ir.VarX()

        def ax_number(self, n: int) -> int:
            return n

    return T


def _discard_filter(f: ir.Filter) -> Optional[ir.Filter]:
    """The filter of a discarded card in hand; None for "a card"."""
    f = dataclasses.replace(f, zone="hand", controller=None)
    return None if f == ir.Filter(types=("card",), zone="hand") else f


def _int(n: Any) -> int:
    if isinstance(n, int):
        return n
    raise CardTextError("?", str(n), reason="a fixed number is needed here")


def _ptmod(tok: Any) -> tuple[Any, Any]:
    def one(s: str) -> Any:
        sign = -1 if s[0] == "-" else 1
        v = s[1:]
        if v == "x":
            return ir.VarX() if sign > 0 else ir.Negative(ir.VarX())
        return sign * int(v)

    p, t = str(tok).split("/")
    return one(p), one(t)


def _player(ref: Any) -> Any:
    """A player reference from an object reference: "each player" is All(players)."""
    return ref


def _with_control(f: ir.Filter) -> ir.Filter:
    """A permanent to sacrifice or tap as a cost is one you control (409.1f, 403.2)."""
    return f if f.controller else dataclasses.replace(f, controller="you")


def _controlled_by(what: Any, who: Any) -> Any:
    if isinstance(what, ir.All) and isinstance(who, (ir.Target, _ThatPlayer, ir.You, ir.ControllerOf)):
        filters = []
        for f in what.filters:
            if f.controller == "you" and isinstance(who, (ir.Target, _ThatPlayer)):
                f = dataclasses.replace(f, controller=None, controlled_by=who)
            filters.append(f)
        return ir.All(tuple(filters))
    return what


def _any_zone(f: ir.Filter) -> ir.Filter:
    """"a source of your choice" (419.7c): a permanent or a spell on the stack..."""
    return f


def _spells(f: ir.Filter) -> ir.Filter:
    return dataclasses.replace(f, zone="stack")


def _its_to(amount: Any, src: Any) -> Any:
    """"damage equal to its power": "its" is the subject of the clause (the source)."""
    if isinstance(amount, ir.PowerOf) and isinstance(amount.ref, _It):
        return ir.PowerOf(src)
    if isinstance(amount, ir.ToughnessOf) and isinstance(amount.ref, _It):
        return ir.ToughnessOf(src)
    return amount


def _build_filter(items: list[_Item]) -> ir.Filter:
    """Combine the qualified nouns of one description into a Filter.

    Adjectives written only on the first noun distribute over the others ("red instant
    or sorcery spell"); a trailing "card"/"spell" distributes backwards ("instant or
    sorcery card"); post-modifiers on the last noun distribute when no other noun has its
    own. When nouns carry different qualifiers the result is a union (``any_of``):
    "artifact creatures and black creatures", "creatures with flying or Walls".
    """
    if len(items) > 1:
        first_adjs = items[0].adjs
        if first_adjs and not any(i.adjs for i in items[1:]):
            for i in items[1:]:
                i.adjs = list(first_adjs)
        last_kind = items[-1].noun.get("kind")
        if last_kind in ("card", "spell"):
            for i in items[:-1]:
                if i.noun.get("noun") in ("types", "subtype") and not i.noun.get("kind"):
                    i.noun = dict(i.noun, kind=last_kind)
        last_posts = items[-1].posts
        if last_posts and not any(i.posts for i in items[:-1]):
            for i in items[:-1]:
                i.posts = list(last_posts)
    singles = [_item_filter(i) for i in items]
    if len(singles) == 1:
        return singles[0]
    # Merge when the filters differ only in their type/subtype/player parts.
    base = [dataclasses.replace(s, types=(), subtypes=(), players=False, types_all=()) for s in singles]
    if all(b == base[0] for b in base) and all(len(s.types_all) == 0 for s in singles):
        types: list[str] = []
        subtypes: list[str] = []
        for s in singles:
            types += [t for t in s.types if t not in types]
            subtypes += [t for t in s.subtypes if t not in subtypes]
        players = any(s.players for s in singles)
        # A subtype alone with a type in the union (creatures with flying or Walls) is a union.
        if not (types and subtypes):
            return dataclasses.replace(base[0], types=tuple(types), subtypes=tuple(subtypes), players=players)
    return ir.Filter(any_of=tuple(singles), zone=singles[0].zone)


def _item_filter(item: _Item) -> ir.Filter:
    f: dict[str, Any] = {}
    noun = item.noun
    kind = noun.get("noun")
    types: list[str] = []
    types_all: list[str] = []
    if kind == "types":
        if len(noun["types"]) > 1:
            types_all = list(noun["types"])
        else:
            types = list(noun["types"])
    elif kind == "subtype":
        f["subtypes"] = (noun["subtype"],)
    elif kind == "landtype":
        f["subtypes"] = (noun["subtype"],)
        types = ["land"]
    elif kind == "player":
        f["players"] = True
    elif kind == "opponent":
        f["players"] = True
        f["controller"] = "opponent"
    elif kind == "source":
        f["extra"] = ("source",)
    sub_kind = noun.get("kind")
    if sub_kind == "spell":
        f["zone"] = "stack"
        if not types and not types_all and kind == "kind":
            types = ["spell"]
    elif sub_kind == "card":
        f["zone"] = "any"
        if not types and not types_all and kind == "kind":
            types = ["card"]
        elif types or types_all or kind == "subtype":
            f["extra"] = tuple(f.get("extra", ())) + ("card",)
    elif sub_kind == "token":
        f["extra"] = tuple(f.get("extra", ())) + ("token",)
    if types:
        f["types"] = tuple(types)
    if types_all:
        f["types_all"] = tuple(types_all)
    for adj in item.adjs:
        _apply_adj(f, adj)
    for name, value in item.posts:
        if name in ("keywords", "not_keywords"):
            f[name] = tuple(f.get(name, ())) + (value,)
        elif name == "extra":
            f["extra"] = tuple(f.get("extra", ())) + (value,)
        elif name == "zone_owner":
            f["zone"], f["controller"] = value
        else:
            f[name] = value
    return ir.Filter(**f)


def _apply_adj(f: dict, adj: tuple) -> None:
    name, value = adj
    if name == "or":
        kinds = {a[0] for a in value}
        if kinds == {"status"}:
            f["status"] = tuple(f.get("status", ())) + tuple(a[1] for a in value)
        elif kinds == {"color"}:
            f["colors"] = tuple(f.get("colors", ())) + tuple(a[1] for a in value)
        else:
            raise CardTextError("?", " or ".join(str(a[1]) for a in value), reason="mixed 'or' adjectives")
    elif name == "color":
        f["colors"] = tuple(f.get("colors", ())) + (value,)
    elif name == "status":
        f["status"] = tuple(f.get("status", ())) + (value,)
    elif name == "other":
        f["other"] = True
    elif name == "extra":
        f["extra"] = tuple(f.get("extra", ())) + (value,)
    elif name == "non":
        if value in _COLOR_WORDS:
            f["not_colors"] = tuple(f.get("not_colors", ())) + (value,)
        elif value == "wall":
            f["not_subtypes"] = tuple(f.get("not_subtypes", ())) + ("Wall",)
        elif value == "token":
            f["extra"] = tuple(f.get("extra", ())) + ("nontoken",)
        else:
            f["not_types"] = tuple(f.get("not_types", ())) + (value,)


# --------------------------------------------------------------------------- assembling abilities


def _flatten(sentences: list) -> list:
    """Sentence results (lists of clause results, or markers) → a flat list of items."""
    out: list = []
    for s in sentences:
        if isinstance(s, list):
            for c in s:
                if isinstance(c, list):
                    out.extend(c)
                else:
                    out.append(c)
        else:
            out.append(s)
    return out


def _fold(items: list, card: str, text: str) -> tuple[list, list]:
    """Apply modifier sentences to their neighbours; return (effects, restrictions)."""
    effects: list = []
    restrictions: list = []
    for item in items:
        if isinstance(item, _Marker):
            if item.kind == "restrictions":
                restrictions.extend(item.value)
            elif item.kind == "no regen":
                if not effects or not any(isinstance(e, ir.Destroy) for e in effects):
                    raise CardTextError(card, text, reason="'can't be regenerated' without a destroy")
                effects = [dataclasses.replace(e, cant_regenerate=True) if isinstance(e, ir.Destroy) else e
                           for e in effects]
            elif item.kind == "if its" and len(item.effects) == 1 and isinstance(item.effects[0], _InsteadOfGraveyard):
                if not effects or not isinstance(effects[-1], ir.CounterSpell):
                    raise CardTextError(card, text, reason="'instead of into its owner's graveyard' without a counter")
                alt = item.effects[0]
                effects[-1] = dataclasses.replace(effects[-1], destination=alt.zone, destination_if=item.value,
                                                  destination_controller=alt.controller)
            elif item.kind == "if its":
                cond = ir.Condition("matches", ref=_It(), filter=item.value)
                effects.append(ir.Conditional(cond, item.effects))
            elif item.kind == "otherwise":
                if not effects or not isinstance(effects[-1], ir.Conditional) or effects[-1].otherwise:
                    raise CardTextError(card, text, reason="'Otherwise' must follow 'If it's ...'")
                effects[-1] = dataclasses.replace(effects[-1], otherwise=item.effects)
            elif item.kind == "counter to library":
                if not effects or not isinstance(effects[-1], ir.CounterSpell):
                    raise CardTextError(card, text, reason="'put it on top of its owner's library instead' without a counter")
                effects[-1] = dataclasses.replace(effects[-1], destination="library top")
            elif item.kind == "if you do":
                prev = effects.pop() if effects else None
                if isinstance(prev, _MayPay):
                    effects.append(ir.IfYouDo(ir.Cost(mana=prev.mana), tuple(_flatten([list(item.effects)]))))
                else:
                    raise CardTextError(card, text, reason="'If you do' must follow 'you may pay'")
            elif item.kind == "if not":
                prev = effects.pop() if effects else None
                otherwise = tuple(_flatten([list(item.effects)]))
                if isinstance(prev, ir.CounterSpell) and prev.unless_cost:
                    payer = prev.unless_payer
                    otherwise = tuple(_subst_player(e, payer) for e in otherwise)
                    effects.append(dataclasses.replace(prev, if_not=otherwise))
                elif isinstance(prev, ir.Optional_) and len(prev.effects) == 1 and isinstance(prev.effects[0], ir.Sacrifice):
                    sac = prev.effects[0]
                    if not isinstance(sac.what, ir.Filter) or not isinstance(sac.count, int):
                        raise CardTextError(card, text, reason="unsupported 'if you don't'")
                    effects.append(ir.IfYouDo(ir.Cost(sacrifice=(ir.SacrificeCost(sac.what, sac.count),)), (), otherwise))
                elif isinstance(prev, ir.Discard) and isinstance(prev.who, ir.You) and isinstance(prev.amount, int):
                    cost = ir.Cost(discard=prev.filter or ir.Filter(types=("card",), zone="hand"),
                                   discard_count=prev.amount)
                    if prev.random:
                        cost = dataclasses.replace(cost, discard=dataclasses.replace(cost.discard, extra=("random",)))
                    effects.append(ir.IfYouDo(cost, (), otherwise, optional=False))
                else:
                    raise CardTextError(card, text, reason="'If you don't' must follow a choice")
            else:  # pragma: no cover
                raise CardTextError(card, text, reason=f"internal: marker {item.kind}")
        elif isinstance(item, ir.GrantAbility) and item.duration == _UNSTATED and isinstance(item.what, _It) \
                and effects and isinstance(effects[-1], ir.CreateToken) and isinstance(item.ability, ir.Keyword):
            tok = effects[-1]
            spec = dataclasses.replace(tok.token, keywords=tok.token.keywords + (item.ability,))
            effects[-1] = dataclasses.replace(tok, token=spec)
        elif isinstance(item, ir.GrantAbility) and item.duration == _UNSTATED and isinstance(item.what, _It) \
                and effects and isinstance(effects[-1], ir.Conditional) and effects[-1].then \
                and isinstance(effects[-1].then[-1], ir.CreateToken) and isinstance(item.ability, ir.Keyword):
            cond = effects[-1]  # "If you win the flip, put a ... token into play. That creature has flying."
            tok = cond.then[-1]
            tok = dataclasses.replace(tok, token=dataclasses.replace(tok.token, keywords=tok.token.keywords + (item.ability,)))
            effects[-1] = dataclasses.replace(cond, then=cond.then[:-1] + (tok,))
        else:
            effects.append(item)
    for e in effects:
        if isinstance(e, (_MayPay, _Marker)):
            raise CardTextError(card, text, reason="'you may pay' without 'If you do'")
    return effects, restrictions


def _subst_player(obj: Any, payer: Any) -> Any:
    return _walk(obj, lambda x: payer if isinstance(x, _ThatPlayer) else None)


def _walk(obj: Any, fn: Any) -> Any:
    """Rebuild ``obj`` bottom-up, replacing any node for which ``fn`` returns non-None."""
    rep = fn(obj)
    if rep is not None:
        return rep
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        changes = {}
        for f in dataclasses.fields(obj):
            v = getattr(obj, f.name)
            nv = _walk(v, fn)
            if nv is not v:
                changes[f.name] = nv
        return dataclasses.replace(obj, **changes) if changes else obj
    if isinstance(obj, tuple):
        new = tuple(_walk(v, fn) for v in obj)
        return new if any(a is not b for a, b in zip(new, obj)) else obj
    return obj


def _set_duration(effects: tuple, duration: str) -> tuple:
    def fix(x: Any) -> Any:
        if dataclasses.is_dataclass(x) and not isinstance(x, type) and getattr(x, "duration", None) == _UNSTATED:
            return dataclasses.replace(x, duration=duration)
        return None

    return tuple(_walk(e, fix) for e in effects)


def _resolve(effects: tuple, targets: tuple, trigger: Optional[ir.Trigger] = None) -> tuple:
    """Resolve "it"/"that creature" and "that player"/"his or her" for one ability."""
    it: Any
    if any(isinstance(e, ir.SearchLibrary) for e in effects):
        it = ir.Found()  # "that card" / "the card" after "Search your library for a card"
    elif any(isinstance(e, ir.RevealTop) for e in effects):
        it = ir.Revealed()  # "if it's a creature card, put it into play"
    elif trigger is not None and trigger.detail is not None and not trigger.detail.players:
        it = ir.TriggerObject()
    elif trigger is not None and isinstance(trigger.subject, (ir.Filter, ir.Enchanted)):
        it = ir.TriggerObject()  # the object the event happened to (it may have left play)
    elif trigger is not None and isinstance(trigger.subject, ir.This) and not targets:
        it = trigger.subject
    elif targets:
        it = ir.Target(len(targets) - 1)
    else:
        it = ir.This()
    player: Any
    if trigger is not None and (trigger.event in ("plays spell", "is tapped for mana") and trigger.whose
                                or (trigger.detail is not None and trigger.detail.players)
                                or (trigger.event == "beginning of step" and trigger.whose == "each")):
        player = ir.TriggerPlayer()
    else:
        player_targets = [t for t in targets if t.filter.players]
        player = ir.Target(player_targets[-1].index) if player_targets else ir.You()

    def fix(x: Any) -> Any:
        if isinstance(x, _It):
            return it
        if isinstance(x, _ThatPlayer):
            return player
        return None

    return tuple(_walk(e, fix) for e in effects)


_CONTINUOUS = (ir.ModifyPT, ir.SetPT, ir.GrantAbility, ir.RemoveAbility, ir.Rule, ir.GainControl, ir.PreventDamage,
               ir.AdditionalLands, ir.SetLandType, ir.SetTypes, ir.SetColor, ir.LoseAllAbilities, ir.ReplaceEvent)


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
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

    fast = _fast_driver()
    if fast is not None:
        tree = fast.parse(text, start)
        if tree is not _FAIL:
            return tree
    whole = whole or text
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
    """The LALR driver over the prebuilt tables (:mod:`judge.cards.text_lalr`), or None when
    they do not match this grammar; then lark parses (and reports every error anyway)."""
    global _FAIL
    from judge.cards import text_lalr

    _FAIL = text_lalr.FAIL
    return text_lalr.driver(text_lalr.grammar_digest(_grammar_text()))


def _pretty_expected(names: Any) -> tuple[str, ...]:
    """Terminal names → the words they stand for (``DEALS`` → ``deals``)."""
    from_names = _terminal_words()
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
    T = _make_transformer()
    t = T()
    try:
        result = t.transform(tree)
    except CardTextError as err:
        raise CardTextError(card, text, reason=err.reason or err.message) from None
    except Exception as err:  # lark wraps handler errors in VisitError
        inner = getattr(err, "orig_exc", err)
        if isinstance(inner, CardTextError):
            raise CardTextError(card, text, reason=inner.reason or inner.message) from None
        raise
    return result, tuple(t.targets)


def _parse_quoted(text: str) -> ir.Ability:
    """A quoted ability granted by an effect ("{B}: Regenerate this creature")."""
    text = text.strip()
    if not text.endswith("."):
        text += "."
    abilities = _paragraph_abilities("quoted ability", text, is_spell=False, normalised=True)
    if len(abilities) != 1 or isinstance(abilities[0], ir.SpellAbility):
        raise CardTextError("quoted ability", text, reason="a quoted ability must be one ability")
    return abilities[0]


def _mode(card: str, text: str) -> ir.Mode:
    body = text.strip().rstrip(".") + "."
    tree = _parse_tree(card, body, "sentences")
    sents, targets = _transform(card, body, tree)
    effects, restrictions = _fold(_flatten(sents), card, body)
    if restrictions:
        raise CardTextError(card, body, reason="a restriction inside a mode")
    effects_t = _resolve(_set_duration(tuple(effects), ir.FOREVER), targets)
    return ir.Mode(effects_t, targets, text.strip())


def _paragraph_abilities(card: str, text: str, is_spell: bool, normalised: bool = False,
                         original: str = "") -> list:
    """Parse one normalised paragraph into a list of abilities (keywords may be several)."""
    original = original or text
    modal = re.match(r"^choose one\s*-?\s*(.*)$", text)
    if modal and is_spell:
        parts = re.split(r";\s*or\s+", modal.group(1))
        if len(parts) < 2:
            raise CardTextError(card, text, reason="a modal spell needs modes separated by '; or'")
        return [ir.SpellAbility(modes=tuple(_mode(card, p) for p in parts), choose=1, text=original)]
    colon = _activation_colon(text)
    if colon is not None:  # "cost: effect" (403.1)
        cost_text, body = text[:colon].strip(), text[colon + 1:].strip()
        cost_tree = _parse_tree(card, cost_text, "cost")
        cost, _ = _transform(card, cost_text, cost_tree)
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
    if isinstance(result, tuple) and result[0] == "keywords":
        return [dataclasses.replace(k, text=original) for k in result[1]]
    if isinstance(result, tuple) and result[0] == "activated":
        _, cost, sents = result
        effects, restrictions = _fold(_flatten(sents), card, text)
        zone = "in play"
        fixed = []
        for e in effects:
            if isinstance(e, _ReturnSelfFromGraveyard):
                zone = "graveyard"
                e = e.effect
            fixed.append(e)
        if any(r.kind == "in zone" for r in restrictions):
            zone = next(r.value for r in restrictions if r.kind == "in zone")
            restrictions = [r for r in restrictions if r.kind != "in zone"]
        eff = _resolve(_set_duration(tuple(fixed), ir.FOREVER), targets)
        mana = any(isinstance(e, ir.AddMana) for e in eff) and not targets
        return [ir.ActivatedAbility(cost, eff, targets, mana, tuple(restrictions), zone, text=original)]
    if isinstance(result, tuple) and result[0] == "triggered":
        _, trigger, cond, sents = result
        effects, restrictions = _fold(_flatten(sents), card, text)
        if restrictions:
            raise CardTextError(card, text, reason="a triggered ability can't have play restrictions")
        optional = False
        if len(effects) == 1 and isinstance(effects[0], ir.Optional_):
            optional = True
            effects = list(effects[0].effects)
        eff = _resolve(_set_duration(tuple(effects), ir.FOREVER), targets, trigger)
        if cond is not None:
            cond = _resolve((cond,), targets, trigger)[0]
        mana = trigger.event == "is tapped for mana" and any(isinstance(e, ir.AddMana) for e in eff)
        return [ir.TriggeredAbility(trigger, eff, targets, cond, optional, original, mana)]
    # plain sentences: a spell's effect, or a static ability of a permanent
    effects, restrictions = _fold(_flatten(result), card, text)
    if restrictions and not effects:
        return [_Marker("restrictions", value=tuple(restrictions))]
    if restrictions:
        raise CardTextError(card, text, reason="a play restriction outside an activated ability")
    if is_spell:
        eff = _resolve(_set_duration(tuple(effects), ir.FOREVER), targets)
        return [ir.SpellAbility(eff, targets, text=original)]
    if targets:
        raise CardTextError(card, text, reason="a static ability can't target (a permanent's paragraph "
                                                "with 'target' must be an activated or triggered ability)")
    for e in effects:
        if not isinstance(e, _CONTINUOUS):
            raise CardTextError(card, text, reason="this is a one-shot effect; a permanent's paragraph must be a "
                                                    "keyword, an activated, triggered or static ability")
    eff = _resolve(_set_duration(tuple(effects), ir.WHILE_IN_PLAY), targets)
    return [ir.StaticAbility(eff, text=original)]


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


def basic_land_type(card: CardDef) -> Optional[str]:
    """The basic land type of a land card, if any (212.2c: a land's type is its name; 214.9d)."""
    if "land" not in card_types(card):
        return None
    for s in tuple(card.subtypes) + (card.name,):
        if s.lower() in ir.BASIC_LAND_TYPES:
            return s.lower()
    return None


def intrinsic_mana_ability(land_type: str) -> ir.ActivatedAbility:
    """A basic land's intrinsic "{T}: Add [symbol] to your mana pool" (214.9e)."""
    symbol = "{" + ir.BASIC_LAND_TYPES[land_type] + "}"
    return ir.ActivatedAbility(ir.Cost(tap=True), (ir.AddMana((symbol,)),), is_mana_ability=True, intrinsic=True,
                               text=f"{{T}}: Add {symbol} to your mana pool.")


def paragraphs(text: str) -> list[str]:
    """The paragraphs (abilities, 402.7) of a card's text: its non-blank lines."""
    return [p.strip() for p in text.splitlines() if p.strip()]


def parse_card_text(card: CardDef) -> ir.CardAbilities:
    """Parse ``card``'s rules text into its abilities (cached per name and text).

    A library card, exactly as the library defines it, is not parsed: its IR comes from
    the prebuilt file (:mod:`judge.cards.prebuilt`) when that file matches its sources."""
    return _parse_cached(card.name, card.text, card.type_line, tuple(card.types), tuple(card.subtypes))


def parse_card_text_fresh(card: CardDef) -> ir.CardAbilities:
    """Like :func:`parse_card_text`, but always with the grammar (no prebuilt IR, no cache)."""
    return _parse(card.name, card.text, card.type_line, tuple(card.types), tuple(card.subtypes))


@functools.lru_cache(maxsize=4096)
def _parse_cached(name: str, text: str, type_line: str, types: tuple, subtypes: tuple) -> ir.CardAbilities:
    done = prebuilt.abilities(name, text, type_line, types, subtypes)
    if done is not None:
        return done
    return _parse(name, text, type_line, types, subtypes)


prebuilt.on_clear(_parse_cached.cache_clear)


def _parse(name: str, text: str, type_line: str, types: tuple, subtypes: tuple) -> ir.CardAbilities:
    card = CardDef(name=name, type_line=type_line, types=types, subtypes=subtypes, text=text)
    kinds = card_types(card)
    is_spell = "instant" in kinds or "sorcery" in kinds
    spell: Optional[ir.SpellAbility] = None
    abilities: list = []
    land = basic_land_type(card)
    if land:
        abilities.append(intrinsic_mana_ability(land))
    spell_parts: list[ir.SpellAbility] = []
    enchant = enchant_filter(card)
    for para in paragraphs(text):
        norm = normalise_paragraph(name, para)
        if not norm:
            continue  # the paragraph was only reminder text
        aura = re.fullmatch(r"enchant (creature|land|artifact|enchantment|permanent|wall)\.?", norm)
        if aura:  # the modern Aura line "Enchant creature" = the era's type line "Enchant Creature"
            modern = enchant_filter(CardDef(name=name, type_line="Enchant " + aura.group(1)))
            if enchant is not None and enchant != modern:
                raise CardTextError(name, para, reason=f"the type line {type_line!r} says otherwise")
            enchant = modern
            continue
        try:
            parsed = _paragraph_abilities(name, norm, is_spell, original=para)
        except CardTextError as err:
            if err.paragraph:
                raise
            raise CardTextError(err.card, err.sentence, err.column, err.expected, err.reason, para) from None
        for ab in parsed:
            if isinstance(ab, _Marker):  # a lone restriction paragraph (Necrosavant)
                if not abilities or not isinstance(abilities[-1], ir.ActivatedAbility):
                    raise CardTextError(name, para, reason="a play restriction with no activated ability before it")
                prev = abilities[-1]
                abilities[-1] = dataclasses.replace(prev, restrictions=prev.restrictions + ab.value)
            elif isinstance(ab, ir.SpellAbility):
                spell_parts.append(ab)
            else:
                abilities.append(ab)
    if spell_parts:
        if len(spell_parts) == 1:
            spell = spell_parts[0]
        else:  # several spell paragraphs: one ability, effects in order, targets renumbered
            spell = _join_spell(spell_parts)
    return ir.CardAbilities(name, spell, tuple(abilities), enchant)


def _join_spell(parts: list[ir.SpellAbility]) -> ir.SpellAbility:
    effects: list = []
    targets: list = []
    for p in parts:
        if p.modes:
            raise CardTextError("?", p.text, reason="a modal paragraph must be the spell's only paragraph")
        offset = len(targets)
        shifted = tuple(_walk(e, lambda x: ir.Target(x.index + offset) if isinstance(x, ir.Target) else None)
                        for e in p.effects)
        effects.extend(shifted)
        targets.extend(dataclasses.replace(t, index=t.index + offset) for t in p.targets)
    return ir.SpellAbility(tuple(effects), tuple(targets), text="\n".join(p.text for p in parts))
