"""The limits of the scenario language: every input ends in bounded time and memory, so
what a file may ask for is bounded, and a file that goes past a bound gets a located error
naming the limit (exit 2) before anything is simulated — never a crash or a hang.

The bounds sit far above anything a judge writes (X = 20, 200 cards in a library, 60 lands,
life 20 or 40, a handful of counters) and far below what would exhaust the machine: a
million Forests in a hand, or X = 10^18 on an ability whose cost is built as text, are what
they stop. docs/scenario-language.md ("Limits") lists them.
"""

# (No ``from __future__ import annotations``: :class:`Limit`'s field types are objects, not strings
# typing makes a ``ForwardRef`` of, each a compilation at import; docs/performance.md, fifty-sixth session.)

import re
from typing import NamedTuple, Optional


class Limit(NamedTuple):
    """One bound: its ``name`` (as messages say it), the largest value allowed, and what it bounds."""

    name: str
    value: int
    what: str


#: A number written in a scenario (any count, amount, life total, X, timestamp...).
DIGITS = Limit("digits", 9, "digits in a number")
#: Copies of one card in one item of a zone list (``Alice library: 60 Forest``).
COPIES = Limit("copies", 1_000, "copies of a card in one item of a zone list")
#: Objects a scenario starts with, all zones together (unknown cards included).
OBJECTS = Limit("objects", 5_000, "objects a scenario starts with")
#: The value of X announced for a spell or ability (or on the stack).
X = Limit("x", 1_000, "the value of X")
#: A player's life total, as declared or expected.
LIFE = Limit("life", 1_000_000, "a life total")
#: Counters of one kind on one object, and damage marked on one object.
COUNTERS = Limit("counters", 1_000, "counters of one kind on an object")
DAMAGE = Limit("damage", 1_000_000, "damage marked on an object")
#: Auras (or other attachments) attached one to another in a chain: an aura on an aura on
#: an aura... (each link is a step of the characteristics' computation, 418.5).
ATTACHMENT = Limit("attachment depth", 100, "permanents attached one to another in a chain")
#: The number of times a loop of optional actions is said to repeat (421.2, 421.3, 421.5).
ITERATIONS = Limit("iterations", 1_000, "times a loop of optional actions repeats")
#: The times one optional additional cost is paid (``paying the additional {1}{G} 3 times``, 409.1f).
PAYMENTS = Limit("payments", 1_000, "times an optional additional cost is paid")
#: Characters on one line, and characters in one file.
LINE = Limit("line length", 10_000, "characters on a line")
FILE = Limit("file size", 1_000_000, "characters in a file")

LIMITS = (DIGITS, COPIES, OBJECTS, X, LIFE, COUNTERS, DAMAGE, ATTACHMENT, ITERATIONS, PAYMENTS, LINE, FILE)

#: The limits a user may raise (``--limit NAME=N``), each up to a ceiling that still ends in
#: bounded time and memory: counts of objects and numbers the engine handles one by one.
#: Digits, line and file size guard the reader itself, and the attachment depth the stack
#: depth of computing characteristics: those are not raised.
RAISABLE: dict[str, int] = {"copies": 100_000, "objects": 100_000, "x": 100_000, "counters": 100_000,
                            "iterations": 100_000}

_BY_NAME = {"copies": "COPIES", "objects": "OBJECTS", "x": "X", "counters": "COUNTERS", "iterations": "ITERATIONS"}


def raise_limit(setting: str) -> Limit:
    """Apply ``NAME=N`` (``objects=20000``) for the rest of this process; the new Limit.
    ValueError, in words, for an unknown or unraisable name, a value that is not a number,
    lower than the limit or past its ceiling."""
    name, sep, value = setting.partition("=")
    name = name.strip().lower()
    shown = repr(setting if len(setting) <= 40 else setting[:37] + "...")  # (a 5,000-digit value is not echoed)
    if not sep or name not in RAISABLE:
        raise ValueError(f"--limit {shown}: the limits that can be raised are "
                         + ", ".join(f"{n} (up to {c:,})" for n, c in RAISABLE.items()) + ", as NAME=N")
    digits = value.strip()
    if not re.fullmatch(r"[0-9]+", digits):  # ('²' and '٣' are digits to str.isdigit, and int() reads '٣')
        raise ValueError(f"--limit {shown}: the value is not a whole number written with the digits 0 to 9 "
                         f"(such as {name}=5000)")
    current = globals()[_BY_NAME[name]]
    if len(digits.lstrip("0")) > len(str(RAISABLE[name])) or int(digits) > RAISABLE[name]:  # (never int() of 5,000 digits)
        raise ValueError(f"--limit {shown}: the '{name}' limit can be raised to {RAISABLE[name]:,} at most")
    n = int(digits)
    if n < current.value:
        raise ValueError(f"--limit {shown}: the '{name}' limit is already {current.value:,}; it can only be raised")
    new = current._replace(value=n)
    globals()[_BY_NAME[name]] = new
    return new

#: More digits than a number may have (as the limit stands at import; compiled when first searched for:
#: a scenario read back as kept is never searched).
_LONG_NUMBER = r"\d{%d,}" % (DIGITS.value + 1)
#: Its compiled search, made by the first :func:`long_number` (a search through ``re.search``
#: looked the pattern up in re's cache on every line read: two calls a line, ~2.6 µs of ~3.4, the
#: eighty-seventh session).
_long_number_search = None  # (a pattern's search method, once made; no annotation: none evaluated at import)


def exceeded(limit: Limit, got: int) -> str:
    """The message for a value past ``limit``."""
    return (f"{limit.what} can be at most {limit.value:,} (the language's '{limit.name}' limit), "
            f"here {got:,}")


#: A line whose first quoted text is prose, never read as a number: a title, a note, a question's
#: own words (its answer and options are: judge/dsl/answers.py reads a leading number of them). Its
#: first word in either case, as the reader takes a line's first word (judge/dsl/parser.py). Compiled
#: when first needed (a line with a run of digits past the limit), as the search below.
_PROSE = r'[ \t]*(?:title|note|question)[ \t]+("(?:[^"\\\n]|\\.)*"|\u201c[^\u201d\n]*\u201d)'
_prose_match = None  # (its compiled match, once made)


def long_number(line: str) -> Optional[tuple[int, int]]:
    """``(column, digits)`` of the first number on ``line`` with more digits than allowed: digits in
    the quoted prose of a title, a note or a question's words (:data:`_PROSE`) are words, not a
    number (a question "What if Alice has 10000000000 life?" is read)."""
    global _long_number_search, _prose_match
    search = _long_number_search
    if search is None:
        search = _long_number_search = re.compile(_LONG_NUMBER).search
    m = search(line)
    if m is None:
        return None
    if _prose_match is None:
        _prose_match = re.compile(_PROSE, re.IGNORECASE).match
    prose = _prose_match(line)
    if prose is not None and m.start() < prose.end(1):
        m = search(line, prose.end(1))
        if m is None:
            return None
    return (m.start() + 1, len(m.group()))
