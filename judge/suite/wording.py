"""A question's words checked against what it ``asks``.

A question is English for people and a query for the engine; nothing else ties the two,
so a question can read "Is the Forest destroyed?" while it asks whether the Forest is in
play — and then ``judge test`` holds the wrong key to the engine and a drill marks the
right ruling wrong. :func:`problems` reads the question's words and finds:

* **the stem** (:func:`stem`): the interrogative that opens the clause ending in ``?``
  (``After Interdict, can Alice …?`` → ``can``). A yes/no stem (``Is``, ``Does``, ``Can``,
  ``Must``…) needs a yes/no query (``whether …``); ``Where`` a zone; ``Who``/``Whose`` a
  player or the game's result; ``How much``/``How many`` a number; ``How big`` a power and
  toughness; ``What …`` the quantity it names (``power``, ``life``…; ``power and
  toughness``); ``Which player``/``Which zone`` a player or a zone. A ``Which`` asking for an
  object, ``What happens``, ``Why``, an either-or question ("once or twice?") and a text with
  no stem have no answer a query gives: they are refused.
* **the polarity** of a yes/no question (:func:`polarity`): the first word of the clause
  that says whether an object stays in play or leaves it ("destroyed", "dies",
  "sacrificed", "removed" … / "survive", "stay", "keep", "come back" …), "not" or "n't"
  before it turning it round, against what the query's *yes* means: an object in play
  (stays), in a graveyard, removed from the game or not in play (leaves), and
  ``asks whether not …`` turning the query round. "Is Hill Giant destroyed?" may ask
  ``whether Hill Giant in Bob's graveyard`` or ``whether not Hill Giant in play``, never
  ``whether Hill Giant in play``.
* **the scope**: "Must …" asks of every outcome (``in every outcome:``, or one outcome),
  "Can/Could/May …" of some.

The checks are deliberately narrow — every rule here refuses only what is certainly
wrong — and ``judge drill lint`` prints every question beside its query, its answer and
what *yes* means, for the reading no check replaces.
"""

# (No ``from __future__ import annotations``: :class:`Stem`'s field types are objects, not strings
# typing makes a ``ForwardRef`` of, each a compilation at import; docs/performance.md, fifty-sixth session.)

import functools
import re
from typing import NamedTuple, Optional

from judge.dsl.ast import QUERY_KINDS, ExpectObject, Query, Question
from judge.zones import Zone

YES_NO = ("is", "are", "was", "were", "does", "do", "did", "can", "could", "must", "may", "might", "will",
          "would", "should", "shall", "has", "have", "had", "isn't", "aren't", "doesn't", "don't", "can't")
WH = ("who", "whom", "whose", "where", "which", "what", "how", "when", "why")

_SENTENCES = r"[.:;!]\s+"
_CLAUSES = r",\s+|\s+[\u2014\u2013-]\s+"
_WORD = r"[A-Za-z][A-Za-z'\u2019]*"


@functools.lru_cache(maxsize=None)
def _compiled(pattern: str) -> re.Pattern:
    """``pattern`` compiled, when a text first needs it (:func:`stem`: a question of one
    sentence and one clause — most of them — needs neither :data:`_SENTENCES` nor
    :data:`_CLAUSES`)."""
    return re.compile(pattern)


_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
_IN_WORD = _LETTERS | {"'", "\u2019"}


def _word_end(text: str) -> int:
    """Where the word :data:`_WORD` matches at the start of ``text`` ends, or 0 when it matches
    none: ``_WORD.match(text).end()``, without a pattern to compile."""
    if not text or text[0] not in _LETTERS:
        return 0
    end, size = 1, len(text)
    while end < size and text[end] in _IN_WORD:
        end += 1
    return end


class Stem(NamedTuple):
    """The interrogative of a question: ``word`` as written (lower case, ``how much``),
    ``form`` the kind of answer it asks (a :data:`judge.dsl.ast.QUERY_KINDS` value, or
    None when no query gives one), ``clause`` the interrogative clause, ``column`` where
    the stem begins in the text (1-based), ``why`` what is wrong when ``form`` is None."""

    word: str
    form: Optional[str]
    clause: str
    column: int
    why: str = ""


def _what_form(rest: str) -> tuple[Optional[str], str]:
    if re.search(r"\bpower and toughness\b|\bp/t\b|\bsize\b|\bhow big\b", rest):
        return "power/toughness", ""
    if re.search(r"\bzone\b", rest):
        return "zone", ""
    if re.search(r"\bcolou?rs?\b", rest):
        return None, "no query answers with a colour: ask whether the object is that colour (Is it white?)"
    if re.search(r"\b(power|toughness|life|damage|total|cost|costs|number|counters?|many|much)\b", rest):
        return "number", ""
    return None, ("'What …' asks for something no query answers (a number, a power and toughness or a zone "
                  "must be named: 'What is its power?')")


def _wh_form(word: str, rest: str) -> tuple[str, Optional[str], str]:
    """(stem words, form, why) of a clause opening with the interrogative ``word``."""
    if word in ("who", "whom", "whose"):
        return word, "player", ""
    if word == "where":
        return word, "zone", ""
    if word == "how":
        m = re.match(r"(much|many|big|large|tough|strong|often)\b", rest)
        if not m:
            return word, None, "'How …' asks how something happens: no query answers it"
        second = m.group(1)
        form = {"much": "number", "many": "number", "big": "power/toughness", "large": "power/toughness",
                "tough": "number", "strong": "number", "often": "number"}[second]
        return f"how {second}", form, ""
    if word == "which":
        if re.match(r"(player|opponent)\b", rest):
            return word, "player", ""
        if re.match(r"zone\b", rest):
            return word, "zone", ""
        return word, None, ("'Which …' asks for an object, and no query answers with one: ask about the object "
                            "itself ('Is Hill Giant destroyed?') or ask where it is")
    if word == "what":
        form, why = _what_form(rest)
        return word, form, why
    return word, None, f"'{word.capitalize()} …' asks for something no query answers"


def stem(text: str) -> Stem:
    """The question's stem (see the module docstring); ``form`` None when it has none a
    query answers."""
    head = text.split("?", 1)[0]
    if "?" not in text:
        return Stem("", None, head, 1, "the text is not a question (no '?')")
    # (each pattern searched only where the text holds a character its every match holds)
    sentences = [0]
    if "." in head or ":" in head or ";" in head or "!" in head:
        sentences += [m.end() for m in _compiled(_SENTENCES).finditer(head)]
    for begin in reversed(sentences):
        end = next((b for b in sentences if b > begin), len(head))
        starts = [begin]
        part = head[begin:end]
        if "," in part or "\u2014" in part or "\u2013" in part or "-" in part:
            starts += [m.end() for m in _compiled(_CLAUSES).finditer(head, begin, end)]
        for start in starts:  # the first clause of the sentence a question word opens (", which …" is not one)
            clause = head[start:]
            at = _word_end(clause)
            if not at:
                continue
            word = clause[:at].lower().replace("\u2019", "'")
            rest = clause[at:].strip().lower()
            if word in YES_NO:
                if "or" in rest and re.search(r"\bor\b", rest) and not re.search(r"\bor (less|more|fewer|greater)\b", rest):
                    return Stem(word, None, clause, start + 1,
                                "an either-or question ('… once or twice?') is not answered yes or no: ask how "
                                "many, or ask one of them")
                return Stem(word, "yes/no", clause, start + 1)
            if word in WH:
                words, form, why = _wh_form(word, rest)
                return Stem(words, form, clause, start + 1, why)
    return Stem("", None, head, 1, "no clause opens with a question word (Is, Does, Can, Who, Where, How many …)")


def form_of(query: Query) -> str:
    """The kind of answer a query gives."""
    return "yes/no" if query.scope in ("every", "some") else QUERY_KINDS[query.kind]


_FORM_WORDS = {
    "yes/no": "yes or no",
    "number": "a number",
    "power/toughness": "a power and toughness",
    "zone": "a zone",
    "player": "a player",
    "result": "a player, draw or none",
}

#: Words a yes/no question uses for where an object ends up (the first one met in the
#: question's clause decides; "not"/"n't"/"no longer" just before it turns it round).
_FATES = (
    ("graveyard", r"destroy(?:s|ed)?|die[sd]?|dead|kill(?:s|ed)?|sacrific(?:e|es|ed)|"
                  r"put into [\w' ]*graveyard|go(?:es)? to [\w' ]*graveyard|end up in [\w' ]*graveyard"),
    ("removed", r"removed from the game|exiled?"),
    ("hand", r"return(?:s|ed)? to [\w' ]*hand|go(?:es)? (?:back )?to [\w' ]*hand|bounced?|draws?(?! step| phase)"),
    ("library", r"(?:go(?:es)?|put) (?:back )?(?:into|on(?:to)?|on top of|to the bottom of) [\w' ]*library|"
                r"shuffled? (?:back )?into"),
    ("gone", r"leaves? play|left play"),
    ("keep", r"keeps?"),
    ("play", r"survives?|survived|stays?|stayed|still in play|remains?|comes? back|saves?|(?:is|are) in play|"
             r"comes? into play|enters? play|put into play"),
    ("untapped", r"untap(?:s|ped)?"),
    ("tapped", r"tapped"),
)


#: For each fate of :data:`_FATES`, words one of which is in every text its words match (each of
#: its alternatives holds one of them): a fate none of whose words is in the text can't match
#: there, and is left out of the pattern (:func:`fate`).
_FATE_KEYS = {
    "graveyard": ("destroy", "die", "dead", "kill", "sacrific", "graveyard"),
    "removed": ("removed", "exile"),
    "hand": ("hand", "bounce", "draw"),
    "library": ("library", "shuffle"),
    "gone": ("leave", "left play"),
    "keep": ("keep",),
    "play": ("surviv", "stay", "play", "remain", "come", "save"),
    "untapped": ("untap",),
    "tapped": ("tapped",),
}


@functools.lru_cache(maxsize=None)
def _fate_pattern(names: Optional[tuple[str, ...]] = None) -> re.Pattern:
    """The fate words as one pattern — of the fates ``names`` alone (in :data:`_FATES`' order), or
    of all — compiled when first needed: a question with no yes/no stem never needs it, and
    one asking "survive?" only the fates its words may match (the whole pattern took ~8M
    instructions to compile, 5 % of a ``judge ask``'s own work; docs/performance.md). A fate
    that can't match the text left out, what the pattern finds in it is the same: at each place
    the alternatives are tried in the same order, and one left out would have failed there."""
    return re.compile(r"\b(?:(?P<neg>not|n't|no longer)\s+(?:\w+\s+){0,2})?(?:"
                      + "|".join(f"(?P<{name}>{words})" for name, words in _FATES if names is None or name in names)
                      + r")\b")


_OPPOSITE = {"play": "gone", "keep": "gone", "gone": "play", "graveyard": "play", "removed": "play", "hand": "play",
             "library": "play",
             "tapped": "untapped",
             "untapped": "tapped"}


#: Words opening a subordinate clause ("… although Gravedigger was sacrificed"): what follows
#: is not what the question asks. (This and the next pattern, as the fate pattern, are compiled
#: when first used, :func:`_asides`: only a query that states fates needs them.)
_SUBORDINATE = (r"\b(?:when|whenever|once|although|though|after|before|if|because|while|since|until|"
                r"unless|as soon as)\b")


#: A relative clause between commas (", which survived the combat damage,"): about the object, not
#: what is asked of it.
_RELATIVE = r",\s*(?:which|who|whose|that)\b[^,]*,"


@functools.lru_cache(maxsize=1)
def _relative() -> re.Pattern:
    """:data:`_RELATIVE` compiled (when first needed: a text with a comma, a fate looked for)."""
    return re.compile(_RELATIVE)


@functools.lru_cache(maxsize=1)
def _subordinate() -> re.Pattern:
    """:data:`_SUBORDINATE` compiled (when first needed: a text holding one of its words)."""
    return re.compile(_SUBORDINATE)


#: The words of :data:`_SUBORDINATE`: a text holding none of them has no subordinate clause.
_SUBORDINATE_WORDS = ("when", "once", "though", "after", "before", "if", "because", "while", "since", "until",
                      "unless", "as soon as")


def fate(clause: str) -> Optional[str]:
    """Where a yes to the clause puts the object it is about — ``play`` (it stays in play),
    ``keep`` (it stays where it is), ``graveyard``, ``removed``, ``hand``, ``library``,
    ``gone`` (out of play), ``tapped``/``untapped`` — by the first word of that kind in
    its main clause (before a "when", "although", "once" …); None when it has none. (Each
    pattern is compiled only where the text holds what it needs: a relative clause a comma,
    a subordinate one one of its words, a fate one of its words, :data:`_FATE_KEYS`.)"""
    text = clause.lower().replace("\u2019", "'").replace("n't", " n't")
    if "," in text:
        text = _relative().sub(" ", text)
    sub = None
    for word in _SUBORDINATE_WORDS:  # (loops, not any(): fate is on the suite's path, a call each saved)
        if word in text:
            sub = _subordinate().search(text, 1)
            break
    searched = text[: sub.start()] if sub else text
    found: list[str] = []
    for name, keys in _FATE_KEYS.items():  # (in _FATES' order)
        for key in keys:
            if key in searched:
                found.append(name)
                break
    if not found:
        return None
    names = tuple(found)
    m = _fate_pattern(names).search(searched)
    if not m:
        return None
    said = next(name for name in names if m.group(name))
    return _OPPOSITE[said] if m.group("neg") else said


def agreeing_fates(query: Query) -> Optional[frozenset[str]]:
    """The fates (:func:`fate`) a question's words may state for a yes to ``query`` — a
    ``whether`` about one object's zone, or its being tapped — or None when it says none
    of them (a life total, a count...)."""
    body = query.body
    if query.kind != "whether" or not isinstance(body, ExpectObject):
        return None
    negated = body.negated != query.negated
    taps = [p for p in body.props if p.kind in ("tapped", "untapped")]
    if body.zone is None or (taps and body.zone is Zone.IN_PLAY and not negated):
        if len(taps) != 1:
            return None
        tapped = ((taps[0].kind == "tapped") != taps[0].negated) != query.negated
        return frozenset({"tapped" if tapped else "untapped"})
    if body.zone is Zone.IN_PLAY:
        return frozenset({"graveyard", "removed", "gone", "hand", "library"}) if negated else frozenset({"play", "keep"})
    if body.zone is Zone.GRAVEYARD:
        return frozenset({"play", "keep", "hand", "library"}) if negated else frozenset({"graveyard", "gone"})
    if body.zone is Zone.REMOVED:
        return frozenset({"play", "keep", "graveyard", "hand", "library"}) if negated else frozenset({"removed", "gone"})
    if (body.zone is Zone.HAND or body.zone is Zone.LIBRARY) and not negated:
        return frozenset({body.zone.value, "gone", "keep"})  # (a fate: the zone's word, :func:`fate`)
    return None


_FATE_WORDS = {"play": "stays in play", "keep": "stays where it is", "graveyard": "is put into a graveyard", "removed": "is removed from the game",
               "hand": "goes to a hand", "library": "goes to a library",
               "gone": "leaves play", "tapped": "is tapped", "untapped": "is untapped"}


def _modal(s: Stem, query: Query) -> list[tuple[int, str]]:
    """"Can/May …" asks whether something may happen, "Must …" whether it has to: over the
    outcomes the scenario leaves open (``in some outcome:`` / ``in every outcome:``), or of
    the one line it plays, whether its plays are legal — ``asks whether every play is
    legal`` (can: yes when legal), ``asks whether not every play is legal`` (must: yes
    when doing otherwise is illegal). A "can" answered by what happened afterwards (a
    life total, a zone) reads the play's consequence as its legality, and the polarity goes
    astray (a creature that "can block" and the attacker left alive)."""
    word = s.word
    if word in ("can", "could", "may", "might", "can't"):
        if query.scope == "every":
            return [(s.column, f"'{word.capitalize()} …' asks of some outcome, but the query asks 'in every outcome'")]
        if query.scope == "each" and not (query.kind == "legal" and not query.negated):
            return [(s.column, f"'{word.capitalize()} …' of the line the scenario plays asks whether its plays are "
                               f"legal: 'asks whether every play is legal' (or over the outcomes it leaves open: "
                               f"'asks in some outcome: whether …'); ask what happened with 'Does/Is …'")]
    if word == "must":
        if query.scope == "some":
            return [(s.column, "'Must …' asks of every outcome, but the query asks 'in some outcome'")]
        if query.scope == "each" and not (query.kind == "legal" and query.negated):
            return [(s.column, "'Must …' of the line the scenario plays asks whether doing otherwise is illegal: "
                               "'asks whether not every play is legal' (or over the outcomes it leaves open: "
                               "'asks in every outcome: whether …')")]
    return []


_LABEL_START = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


def _label_at(text: str) -> int:
    """Where the first label (``@`` and a letter, digit or ``_``) begins in ``text``, or -1: what
    ``re.search(r"@[A-Za-z0-9_]", text)`` finds, without a pattern to compile."""
    at = text.find("@")
    while at >= 0:
        if text[at + 1:at + 2] in _LABEL_START:
            return at
        at = text.find("@", at + 1)
    return -1


def problems(question: Question) -> list[tuple[int, str]]:
    """What is wrong between ``question``'s words and its query, each with the column (in
    the question's text, 1-based) it concerns; empty when they agree."""
    label = _label_at(question.text)
    if label >= 0:
        return [(label + 1, "a label in the question's words: the trainee never sees labels — name the "
                                    "object as the board shows it")]
    s = stem(question.text)
    if s.form is None:
        return [(s.column, s.why)]
    query = question.query
    form = form_of(query)
    if s.form != form and not (s.form == "player" and form == "result"):
        asked = _FORM_WORDS.get(s.form, s.form)
        return [(s.column, f"'{s.clause.strip()}?' asks for {asked}, but the query ({query.kind}) answers "
                           f"{_FORM_WORDS.get(form, form)}")]
    out: list[tuple[int, str]] = []
    if form == "yes/no":
        agree = agreeing_fates(query)  # (first: a query with none never needs the fate pattern compiled)
        said = fate(s.clause) if agree is not None else None
        if said and agree is not None and said not in agree:
            out.append((s.column, f"a yes to '{s.clause.strip()}?' says the object {_FATE_WORDS[said]}, but the "
                                  f"query's yes does not (ask about that zone, or turn the query round: "
                                  f"'asks whether not …')"))
        out += _modal(s, query)
    return out
