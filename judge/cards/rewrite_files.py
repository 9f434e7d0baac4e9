"""The reader's rewrite tables as data files: ``normalise/NAME.rewrites``, one file a table.

The first stage of reading a paragraph is normalising it: the reminders it drops and the later
wordings it rewrites into ones the grammar reads (:func:`judge.cards.text.normalise_paragraph`),
each a :class:`~judge.cards.rewrites.Rewrite` — a pattern and its replacement. Their tables are
files here, read by :func:`load`; a file is lines, of which:

- ``# …`` is a comment (each entry's says which card or rule it is for), and a blank line is nothing;
- ``match `PATTERN``` opens an entry: the regular expression, written raw (as a Python ``r"…"``
  string, no escaping doubled);
- ``to `TEMPLATE``` is its replacement, a :func:`re.sub` template (``\\1`` a group, ``\\n`` a
  line break; ````` ```` ``` empty: the match dropped), or ``call NAME`` a replacement worked out
  from the match by the function of that name in the registry the table's reader passes
  (:data:`judge.cards.rewrite_calls.CALLS`) — each entry has exactly one of them;
- ``guard `TEXT``` (optional) is the entry's guard, written by hand (by default it is worked out
  from the pattern, :func:`judge.cards.rewrites.required_text`);
- ``define NAME `VALUE``` names a piece of pattern or template that entries after it use.

A value is the text between the first and the last backtick of its line (a backtick inside it
needs no escape; spaces at either end are kept, safe from an editor's trimming), and a line that
is only such a value, indented, goes on the value before it: a long pattern is written in pieces
as Python's adjacent strings were. ``{NAME}`` in a pattern or a template (a capital name, not
after a backslash) is replaced by the text of that name: a ``define`` of the file or a constant
the table's reader passes (one defined in code, e.g. ``{KEYWORD}``). Order is meaning: the
rewrites are applied in the order written, each to the text the ones before it left.

Loading is cheap (~1 ms for the two tables read at import: str methods, no regex compiled — a
pattern is compiled when its guard first lets a paragraph through, as before). A malformed file
is a :class:`RewriteFileError` naming the file and the line: an unknown field, a value without its
backticks, an entry without a replacement or with two, an unknown name (at load), and a pattern
that is not a regular expression (the first time it is used; tests/cards/test_rewrite_files.py
compiles every one).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Mapping, Optional

from judge.cards.rewrites import Replacement, Rewrite

#: The folder of the tables (each ``.rewrites`` file of it is part of what the reading depends on:
#: judge.cards.prebuilt.reader_digest, the key of the prebuilt library and of the card cache).
FOLDER = Path(__file__).resolve().with_name("normalise")
_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
#: ``{NAME}``: a constant's or a define's text (not ``\{...}``, a literal brace of a pattern).
_PLACE = re.compile(r"(?<!\\)\{([A-Z][A-Z0-9_]*)\}")


class RewriteFileError(ValueError):
    """A rewrite file that can't be read as one: the message names the file and the line."""


class FileRewrite(Rewrite):
    """A :class:`Rewrite` read from a file, which knows where: a pattern that doesn't compile
    is an error naming its file and line."""

    __slots__ = ("where",)

    def __init__(self, source: str, replacement: Replacement, guard: Optional[str], where: str) -> None:
        super().__init__(source, replacement, guard)
        self.where = where

    @property
    def pattern(self) -> "re.Pattern[str]":
        if self._compiled is None:
            try:
                return Rewrite.pattern.fget(self)  # type: ignore[attr-defined]
            except re.error as e:
                raise RewriteFileError(f"{self.where}: the pattern is not a regular expression: {e}") from None
        return self._compiled


def load(name: str, constants: Mapping[str, str] = {}, calls: Mapping[str, Callable[["re.Match[str]"], str]] = {},
         folder: Path = FOLDER) -> tuple[Rewrite, ...]:
    """The rewrites of ``folder/NAME.rewrites``, in order: ``constants`` the names its ``{NAME}``
    may use besides its own defines, ``calls`` the functions its ``call`` lines may name."""
    path = folder / f"{name}.rewrites"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise RewriteFileError(f"{path}: can't be read: {e.strerror}") from None
    return parse(text, str(path), constants, calls)


def parse(text: str, where: str, constants: Mapping[str, str] = {},
          calls: Mapping[str, Callable[["re.Match[str]"], str]] = {}) -> tuple[Rewrite, ...]:
    """The rewrites of a file's ``text`` (``where`` names it in an error). One pass over the lines
    with str methods and no function call a line: ~1,600 lines in ~1 ms."""
    names = dict(constants)
    out: list[Rewrite] = []
    # the entry being read: its fields' pieces (a list, or None when it has no such line) and lines
    match: Optional[list[str]] = None
    to: Optional[list[str]] = None
    guard: Optional[list[str]] = None
    define: Optional[list[str]] = None
    call = define_name = ""
    at = call_at = 0
    current: Optional[list[str]] = None  # the pieces of the field the last field line began
    number = 0
    lines = text.splitlines()
    lines.append("match ``")  # (a sentinel: the last entry is finished as every other)
    last = len(lines)
    for number, line in enumerate(lines, 1):
        if not line or line[0] == "#":
            continue
        if line[0] in " \t":  # a value's next piece, or a blank or indented comment
            rest = line.strip()
            if not rest or rest[0] == "#":
                continue
            if current is None:
                raise _error(where, number, "a piece of a value goes, indented, under a field's line")
            if len(rest) < 2 or rest[0] != "`" or rest[-1] != "`":
                raise _error(where, number, f"a value is written between backticks: {rest!r}")
            current.append(rest[1:-1])
            continue
        key, _, rest = line.partition(" ")
        if key == "match" or key == "define":  # the entry or the define before it is done
            if define is not None:
                names[define_name] = _filled("".join(define), names, where, at)
                define = None
            elif match is not None:
                out.append(_rewrite(match, to, call, guard, names, calls, where, at, call_at))
            if number == last:
                break
            match = to = guard = None
            call = ""
            at = number
            if key == "define":
                define_name, _, rest = rest.strip().partition(" ")
                if not _NAME.fullmatch(define_name):
                    raise _error(where, number, f"a define's name is capitals, digits and '_': {define_name!r}")
                current = define = []
            else:
                current = match = []
        elif key == "to" or key == "guard":
            if match is None:
                raise _error(where, number, f"a {key!r} line belongs to an entry: a 'match' line first")
            if (to if key == "to" else guard) is not None:
                raise _error(where, number, f"the entry has a {key!r} line already")
            current = []
            if key == "to":
                to = current
            else:
                guard = current
        elif key == "call":
            if match is None:
                raise _error(where, number, "a 'call' line belongs to an entry: a 'match' line first")
            if call:
                raise _error(where, number, "the entry has a 'call' line already")
            call, call_at, current = rest.strip(), number, None
            if not call.isidentifier():
                raise _error(where, number, f"a 'call' line names a function: {call!r}")
            continue
        else:
            raise _error(where, number, f"unknown field {key!r} (a line is one of match, to, call, guard, define, "
                                        "a comment or blank)")
        rest = rest.strip()
        if len(rest) < 2 or rest[0] != "`" or rest[-1] != "`":
            raise _error(where, number, f"a value is written between backticks: {rest!r}")
        current.append(rest[1:-1])
    return tuple(out)


def _rewrite(match: list[str], to: Optional[list[str]], call: str, guard: Optional[list[str]], names: dict,
             calls: Mapping[str, Callable[["re.Match[str]"], str]], where: str, at: int, call_at: int) -> Rewrite:
    """The entry at line ``at`` as a rewrite."""
    replacement: Replacement
    if (to is None) == (not call):
        raise _error(where, at, "an entry has one replacement, a 'to' line or a 'call' line"
                     + (" (it has both)" if call else " (it has none)"))
    if to is not None:
        replacement = _filled("".join(to), names, where, at)
    else:
        try:
            replacement = calls[call]
        except KeyError:
            raise _error(where, call_at, f"no replacement function named {call!r} "
                                         f"(known: {', '.join(sorted(calls)) or 'none'})") from None
    return FileRewrite(_filled("".join(match), names, where, at), replacement,
                       None if guard is None else "".join(guard), f"{where}:{at}")


def _filled(value: str, names: dict, where: str, at: int) -> str:
    """``value`` with each ``{NAME}`` replaced by its text."""
    if "{" not in value or _PLACE.search(value) is None:
        return value

    def text_of(m: "re.Match[str]") -> str:
        try:
            return names[m.group(1)]
        except KeyError:
            raise _error(where, at, f"no constant or define named {m.group(1)!r} "
                                    f"(known: {', '.join(sorted(names)) or 'none'})") from None
    return _PLACE.sub(text_of, value)


def _error(where: str, number: int, what: str) -> RewriteFileError:
    return RewriteFileError(f"{where}:{number}: {what}")
