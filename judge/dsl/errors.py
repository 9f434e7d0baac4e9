"""Error messages for people: terminal names in words, "did you mean", diagnostics from Lark errors.

Nothing here imports lark at module level; :func:`from_lark_error` receives the exception.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Optional

from judge.errors import Diagnostic, closest

#: What each named terminal of grammar.lark is, in words (never ``__ANON_3``).
TERMINAL_WORDS: dict[str, str] = {
    "NAME": "a name (a card or a player, starting with a capital letter)",
    "LABEL": "a label such as @bears",
    "STRING": 'a quoted text such as "Lightning Bolt"',
    "INT": "a number",
    "SIGNED": "a number",
    "RULE_ID": "a rule number such as 413.2a",
    "PT": "a power/toughness such as 2/2",
    "PTMOD": "a counter kind such as +1/+1",
    "WORD": "a lower-case word",
    "MANA": "mana such as {1}{G}",
    "REST": "a type line such as Creature - Bear",
    "EDITION": "an edition (classic, 2002, 2006, 2021, rulebook)",
    "COLOR": "a colour (white, blue, black, red, green, colorless)",
    "TYPEWORDS": "a type line such as Creature - Goblin",
    "STEP": "a step name such as 'declare blockers'",
    "NOT": "'not'",
    "BATTLEFIELD": "'battlefield'",
    "EXILE": "'exile'",
    "EXILED": "'exiled'",
    "DIES": "'dies'",
    "$END": "the end of the line",
}

#: Words that begin a statement, for the message at the start of a line.
STATEMENT_WORDS = (
    "title", "rules", "note", "mana", "card", "cost", "type", "pt", "text", "color",
    "player", "turn", "it", "stack", "combat", "all", "both", "expect", "question",
    "options", "answer",
)

ACTION_VERBS = ("casts", "activates", "plays", "taps", "passes", "attacks", "blocks", "assigns",
                "orders", "chooses", "concedes")

STEP_NAMES = (
    "untap", "upkeep", "draw", "precombat main", "first main", "beginning of combat",
    "declare attackers", "declare blockers", "combat damage", "end of combat",
    "postcombat main", "second main", "end of turn", "cleanup",
    "main phase 1", "main phase 2", "end step",  # (later rules' names, read as the Classic ones)
)

_WORD_AT = r"""@?[\w'\u2019\-{}/+*]+|"[^"]*"?|\S"""  # (compiled by re on first use: an error's path)


def did_you_mean(word: str, candidates: Iterable[str]) -> Optional[str]:
    """The candidate ``word`` is most likely a slip of (judge.errors.closest), or None rather
    than a far one ('is' is not a slip of 'wins')."""
    return closest(word, candidates)


def hint_for(word: str, candidates: Iterable[str], quote: str = "'") -> str:
    best = did_you_mean(word, candidates)
    return f"did you mean {quote}{best}{quote}?" if best else ""


def describe_terminal(name: str, pattern_value: Optional[str]) -> str:
    """One expected terminal in words: keywords quoted, classes described."""
    if name in TERMINAL_WORDS:
        return TERMINAL_WORDS[name]
    if pattern_value is not None:
        return f"'{pattern_value}'"
    return name.lower()


def word_at(line: str, column: int) -> str:
    """The word that starts at 1-based ``column`` of ``line`` (for messages)."""
    m = re.compile(_WORD_AT).match(line, max(column - 1, 0))
    return m.group(0) if m else ""


def expected_in_words(expected: Iterable[str], keyword_of: dict[str, str]) -> str:
    """``'casts', 'plays' or a label such as @bears`` from a set of terminal names."""
    keywords: list[str] = []
    classes: list[str] = []
    for term in expected:
        if term in keyword_of:
            keywords.append(f"'{keyword_of[term]}'")
        else:
            desc = describe_terminal(term, None)
            if desc not in classes:
                classes.append(desc)
    keywords.sort()
    classes.sort()
    items = keywords + classes
    if len(items) > 18:
        items = items[:17] + ["..."]
    if not items:
        return "something else"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " or " + items[-1]


def make(path: str, line_no: int, column: int, message: str, source_line: str, hint: str = "") -> Diagnostic:
    return Diagnostic(path=path, line=line_no, column=column, message=message,
                      source_line=source_line, hint=hint)


def from_lark_error(err: Exception, path: str, line_no: int, line: str,
                    keyword_of: dict[str, str]) -> Diagnostic:
    """Turn a Lark ``UnexpectedInput`` for one line into a Diagnostic in words."""
    from lark.exceptions import UnexpectedCharacters, UnexpectedToken

    if isinstance(err, UnexpectedToken):
        token = err.token
        return _diagnostic(path, line_no, line, keyword_of, _acceptable(err), token.type, str(token), token.column or 1)
    if isinstance(err, UnexpectedCharacters):
        return _diagnostic(path, line_no, line, keyword_of, set(err.allowed or ()), None, "", err.column)
    return make(path, line_no, 1, str(err), line)  # pragma: no cover - other lark errors are not expected per line


def from_failure(failure: Any, path: str, line_no: int, line: str, keyword_of: dict[str, str]) -> Diagnostic:
    """The same Diagnostic from the LALR driver's diagnosis (:class:`judge._speed.lalr.driver.Failure`:
    what lark's exception would say, found without building lark's parser)."""
    if failure.kind == "token":
        return _diagnostic(path, line_no, line, keyword_of, set(failure.accepts), failure.token_type,
                           failure.token_value, failure.column)
    return _diagnostic(path, line_no, line, keyword_of, set(failure.expected), None, "", failure.column)


def _diagnostic(path: str, line_no: int, line: str, keyword_of: dict[str, str], expected: set[str],
                token_type: Optional[str], token_value: str, column: int) -> Diagnostic:
    """A line that stops parsing at ``column``: at a token of ``token_type`` (``$END``: the
    line's end) or, ``token_type`` None, at characters no terminal matches; ``expected``: the
    terminals the parser could take there."""
    stripped = line.rstrip()
    if token_type == "$END":
        column = len(stripped) + 1
        found = "end of line"
        word = ""
    elif token_type is not None:
        word = token_value
        found = _found(token_type, word, keyword_of)
    else:
        word = word_at(line, column)
        found = f"'{word}'" if word else "this"

    expected.discard("COMMENT")
    first = column <= len(line) - len(line.lstrip()) + 1
    if word.startswith('"') and not (len(word) > 1 and word.endswith('"')) and '"' not in line[column:]:
        return make(path, line_no, column, "unterminated quoted text: close it with a double quote (\")",
                    line, 'inside a quoted text, write \\" for a double quote')
    if "CASTS" in expected and "PLAYS" in expected:
        message = (f"unexpected {found}: after a player's name comes an action ({', '.join(ACTION_VERBS)}), "
                   "a zone (library:, hand:, graveyard:, in play:, removed from the game:, mana pool:) "
                   "or 'has played a land this turn'")
        cands = list(ACTION_VERBS) + ["library", "hand", "graveyard", "in", "removed", "mana", "has"]
    elif first:
        message = f"unexpected {found}: a line starts with a keyword (such as 'player', 'expect') or a player's or card's name"
        cands = list(STATEMENT_WORDS)
    else:
        message = f"unexpected {found}: expected {expected_in_words(expected, keyword_of)}"
        cands = [keyword_of[t] for t in expected if t in keyword_of]
    hint = ""
    if word:
        bare = word.strip('"')
        if "STEP" in expected:
            rest = line[column - 1:]
            hint = hint_for(" ".join(rest.split()[:len(bare.split()) + 1]), STEP_NAMES) or hint_for(bare, STEP_NAMES)
        if not hint and cands:
            first_word = bare.split()[0] if bare.split() else bare
            best = did_you_mean(first_word, cands)
            if best:
                if best == first_word.lower():
                    hint = f"keywords are written in lower case: did you mean '{best}'?"
                else:
                    hint = f"did you mean '{best}'?"
    if not hint and token_type != "$END":
        if word.lower() == "and" and "COMMA" in expected:
            hint = "a list is written with commas: " + _comma_list(line, column)
            # "Alice hand: Show and Tell" is one card: in a zone's list of cards (no player there)
            named = quote_hint(line, column) if re.search(r"\b(?:hand|library|graveyard|play|game):", line[:column]) else ""
            if named:
                hint += "; or, if it is one card, " + named
        elif "LPAR" in expected and word.lower() in _STATUS_WORDS:
            hint = f"a card's status is written in parentheses after its name: ({word})"
        else:
            hint = quote_hint(line, column)
    if not hint:
        hint = slip_hint(line, column)
    if not hint:
        zone_words = ("library", "hand", "graveyard", "in", "removed", "mana", "has")
        for i, w in enumerate(re.findall(r"\b[A-Z][a-z]+\b", line)):
            if w.lower() in ACTION_VERBS or w.lower() in STATEMENT_WORDS or (i < 3 and w.lower() in zone_words):
                hint = f"keywords are written in lower case: did you mean '{w.lower()}' instead of '{w}'?"
                break
    return make(path, line_no, column, message, line, hint)


def _acceptable(err: Any) -> set[str]:
    """The terminals the parser could take at the error (from the LALR table, not the lexer)."""
    ip = getattr(err, "interactive_parser", None)
    if ip is not None:
        try:
            return set(ip.accepts())
        except Exception:  # noqa: BLE001 - fall back to the table
            pass
    state = getattr(err, "state", None)
    try:
        return {t for t in state.parse_conf.parse_table.states[state.position]}  # type: ignore[union-attr]
    except Exception:  # noqa: BLE001 - fall back to what lark reported
        return set(err.expected)


#: Words that begin a status in parentheses ("Grizzly Bears (tapped)").
_STATUS_WORDS = frozenset({"tapped", "untapped", "sick", "summoning", "printed", "oracle"})

#: Where a card name written in a line begins (after these) and ends (before these).
_NAME_START = r"(?::|,|\b(?:casts|activates|plays|tries to (?:cast|activate|play|tap)|targeting|with|taps|sacrifices|discards|chooses|paying with)) +"
_NAME_END = r" +(?:as @|attached to|targeting|paying|cast by|ability|controlled by|\(|#)|, (?=[A-Z0-9\"@])"  # (both compiled by re on first use: an error's path)


def _comma_list(line: str, column: int) -> str:
    """The list the line stopped in, its "and"s written as commas ("targeting Bob, Grizzly
    Bears, Llanowar Elves")."""
    starts = [m.end() for m in re.finditer(_NAME_START, line[:column - 1])]
    start = starts[-1] if starts else 0
    head = line[:start].split()[-1:] if start else []
    said = re.sub(r"\s+and\s+", ", ", line[start:].strip())
    return "'" + " ".join(head + [said]) + "'"


def quote_hint(line: str, column: int) -> str:
    """The hint for a card name the line stopped inside — a word after a capitalised name word
    that no name of the language's own may hold (a number, a comma, a lower-case word): write it
    in double quotes, as the name would be written (``"Borrowing 100,000 Arrows"``)."""
    before = line[:column - 1]
    if not re.search(r"\b[A-Z][\w'\u2019\-]*:? +$", before):
        return ""
    starts = [m.end() for m in re.finditer(_NAME_START, before)]
    start = starts[-1] if starts else len(before) - len(before.lstrip())
    rest = line[column - 1:]
    end = re.search(_NAME_END, rest)
    name = (before[start:] + (rest[:end.start()] if end else rest)).strip().rstrip(",")
    name = re.sub(r"^(?:[a-z]+ +)+", "", name)  # a keyword opening the line ("expect …")
    if '"' in name or len(name.split()) < 2 or not name.split()[-1][:1].isupper():
        return ""  # a name ends in a capitalised word: "… was in the graveyard" is no name
    return f'a card name holding a number, a comma or a lower-case word is written in double quotes: "{name}"'


#: Common slips: the verb form a judge may type → the keyword of the language.
SLIPS = {"cast": "casts", "activate": "activates", "attack": "attacks", "block": "blocks",
         "choose": "chooses", "tap": "taps", "concede": "concedes",
         "assign": "assigns", "order": "orders", "target": "targeting", "pay": "paying with",
         "expects": "expect", "players": "player"}


def slip_hint(line: str, column: int) -> str:
    """A hint when the word just before ``column``, or the one there, is a known slip ("cast"
    for "casts"): a slip further back parsed as something else ('chooses attack …' is right)."""
    words = list(re.finditer(r"[A-Za-z@'\u2019\-]+", line))
    near = [m for m in words if m.start() < column - 1][-1:] + [m for m in words if m.start() == column - 1]
    for m in near:
        if m.group(0) in SLIPS and not line[m.end():].startswith(" by"):
            return f"did you mean '{SLIPS[m.group(0)]}' instead of '{m.group(0)}'?"
    head = line.split()
    if len(head) > 1 and head[1] == "cast":
        return "did you mean 'casts'? ('Alice casts Shock'; 'Shock cast by Alice' is a spell already on the stack)"
    return ""


def _found(ttype: str, value: str, keyword_of: dict[str, str]) -> str:
    if ttype in keyword_of:
        return f"'{value}'"
    if ttype == "NAME":
        return f"name '{value}'"
    if ttype == "LABEL":
        return f"label '{value}'"
    if ttype == "STRING":
        return f"text {value}"
    if ttype in ("INT", "SIGNED"):
        return f"number {value}"
    return f"'{value.split()[0] if value.split() else value}'"
