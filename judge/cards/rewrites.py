"""Rewrites of a normalised paragraph by regular expression, each tried only where it can match.

The reader rewrites a paragraph with ~290 patterns before parsing it: the reminders it drops
(:data:`judge.cards.text._REMINDERS`), the era's older printed templates
(:mod:`judge.cards.printed`) and the later wordings (:data:`judge.cards.text._LATER_WORDINGS`).
Nearly all of them find nothing in a given paragraph. A :class:`Rewrite` holds a *guard*, text
that every match of its pattern contains, and tries the pattern only on a paragraph that holds
the guard (a substring test is ~20 times cheaper than a search that finds nothing); its pattern
is compiled the first time the guard lets a paragraph through, so most are never compiled in a
process. The guard is written by hand or worked out from the pattern's source
(:func:`required_text`); ``tests/cards/test_rewrites.py`` holds every table's guarded results
to its unguarded ones on the library's and the era pool's paragraphs (docs/performance.md).
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Callable, Iterable, Optional, Union

from judge.digest import hexdigest

Replacement = Union[str, Callable[["re.Match[str]"], str]]

#: A pattern opening with a word boundary and plain words (``\\btarget enchanted creature``).
_LEADING_WORDS = re.compile(r"\\b([a-z][a-z' ]*[a-z])(?![*+?{])")
#: A counted repetition (``{2}``, ``{1,3}``, ``{,4}``): a quantifier, not a literal brace.
_COUNTED = re.compile(r"\{\d*(?:,\d*)?\}")
#: An inline flag group (``(?i)``, ``(?x:…)``): text may then match other than as written.
_INLINE_FLAGS = re.compile(r"\(\?[aiLmsux-]+[:)]")


def word_first(source: str) -> str:
    """``source`` for a pattern opening with ``\\b`` and plain words, written so that the regex
    engine looks for the words themselves: ``\\bword`` matches where ``word(?<!\\wword)`` does
    (its first character is a word character, so the boundary is "no word character before"),
    and a pattern opening with literal text is searched for by that text (the later wordings
    applied in ~16 % less time). Any other source is returned as it is."""
    m = _LEADING_WORDS.match(source)
    if m is None:
        return source
    words = re.escape(m.group(1))
    return f"{words}(?<!\\w{words}){source[m.end():]}"


def required_text(source: str) -> str:
    """The longest run of literal text that every match of the pattern ``source`` contains, or
    ``""`` when none can be told: a top-level ``|`` or an inline flag. Groups, classes, escapes
    such as ``\\b`` or ``\\w``, anchors and ``.`` end a run; a character a quantifier may leave
    out (``?``, ``*``, ``{0,1}``) is not part of one, one that ``+`` repeats ends it."""
    if _INLINE_FLAGS.search(source):
        return ""
    runs: list[str] = []
    run: list[str] = []
    i, n = 0, len(source)

    def end() -> None:
        if run:
            runs.append("".join(run))
            run.clear()

    while i < n:
        c = source[i]
        if c == "|":
            return ""  # either side may match alone
        if c == "(":
            end()
            i = _group_end(source, i)
            continue
        if c == "[":
            end()
            i = _class_end(source, i)
            continue
        if c in "^$.?*+" or (c == "{" and _COUNTED.match(source, i)):
            end()  # an anchor, any character, or a quantifier of a group or class (skipped)
            i = _COUNTED.match(source, i).end() if c == "{" else i + 1
            continue
        if c == "\\":
            if i + 1 >= n or source[i + 1].isalnum():
                end()  # \b, \w, \s, \d, a back-reference: not literal text
                i += 2
                continue
            char, i = source[i + 1], i + 2
        else:
            char, i = c, i + 1
        following = source[i] if i < n else ""
        if following in ("?", "*") or (following == "{" and _COUNTED.match(source, i)):
            end()  # the character may be left out
        elif following == "+":
            run.append(char)
            end()  # repeated: what follows it need not follow at once
        else:
            run.append(char)
    end()
    return max(runs, key=len, default="")


def _group_end(source: str, i: int) -> int:
    """The index just past the group opening at ``source[i]``."""
    depth, n = 0, len(source)
    while i < n:
        c = source[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            i = _class_end(source, i)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


def _class_end(source: str, i: int) -> int:
    """The index just past the character class opening at ``source[i]`` (a ``]`` first in it,
    or after ``^``, is a member)."""
    i += 1
    if i < len(source) and source[i] == "^":
        i += 1
    if i < len(source) and source[i] == "]":
        i += 1
    while i < len(source):
        if source[i] == "\\":
            i += 2
            continue
        if source[i] == "]":
            return i + 1
        i += 1
    return len(source)


class Rewrite:
    """One rewrite: a pattern's source, its replacement, and its guard (worked out from the source
    when not given; ``""`` lets every paragraph through). The pattern is compiled words first
    (:func:`word_first`) on first use. (A plain class: ~290 are made when the reader is imported.)"""

    __slots__ = ("source", "replacement", "guard", "_compiled")

    def __init__(self, source: str, replacement: Replacement, guard: Optional[str] = None) -> None:
        self.source = source
        self.replacement = replacement
        if guard is None:
            guard = _guards_ahead().get(source)
            if not isinstance(guard, str):
                guard = required_text(source)
        self.guard = guard
        self._compiled: Optional[re.Pattern[str]] = None

    @property
    def pattern(self) -> "re.Pattern[str]":
        """The compiled pattern (compiled now if it never was)."""
        if self._compiled is None:
            self._compiled = re.compile(word_first(self.source))
        return self._compiled

    def apply(self, text: str) -> str:
        """``text`` rewritten (untouched, without a search, when it lacks the guard)."""
        if self.guard not in text:
            return text
        return self.pattern.sub(self.replacement, text)


def apply_all(rewrites: Iterable[Rewrite], text: str) -> str:
    """``text`` after each of ``rewrites`` in turn."""
    for rewrite in rewrites:
        if rewrite.guard in text:
            text = rewrite.pattern.sub(rewrite.replacement, text)
    return text


# --------------------------------------------------------------------------- guards worked out ahead

#: The guards of every rewrite whose guard is worked out from its pattern, worked out ahead
#: (``python -m judge.cards.build`` writes it): working out the ~1,100 guards as the reader is
#: imported took ~12 ms of a first ``judge ask`` of era cards (docs/performance.md, "The card
#: catalog"). Used only when written by this module's code as it is now (its digest); a pattern
#: the file lacks has its guard worked out as before.
GUARDS_PATH = Path(__file__).resolve().with_name("rewrite_guards.json")
FORMAT = 1


def code_digest() -> str:
    return hexdigest(Path(__file__).read_bytes())


@functools.lru_cache(maxsize=1)
def _guards_ahead() -> dict:
    try:
        data = json.loads(GUARDS_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("code") != code_digest():
        return {}  # written by other code (stale): worked out again, pattern by pattern
    guards = data.get("guards")
    return guards if isinstance(guards, dict) else {}
