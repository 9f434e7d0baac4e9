"""The reader's rewrite tables as data files: ``normalise/NAME.rewrites``, one file a table.

Normalising a paragraph, the stage before it is parsed, rewrites it by regular expression
(:func:`judge.cards.text.normalise_paragraph`): the reminders it drops (``reminders.rewrites``),
the era's printed templates (:mod:`judge.cards.printed`: each of its rounds, ``printed-ROUND.rewrites``),
the later wordings into the ones the grammar reads
(``later.rewrites``), each a :class:`~judge.cards.rewrites.Rewrite`.
:func:`load` reads a table's file, an entry of which is::

    # Sands of Time (added, o8): "Each player skips their untap step." — Stasis's "Players skip
    # their untap steps." (419.1, glossary "Skip")
    match `^each player skips (?:their|his or her) untap step\\.$`
    to    `players skip their untap steps.`

- a line opening with ``#`` is a comment (an entry's says which card or rule it is for); a blank
  line is nothing;
- ``match`` opens an entry: its pattern, written raw (as in a Python ``r"…"`` string);
- ``to`` is its replacement, a :func:`re.sub` template (``\\1`` a group, ``\\n`` a line break;
  two backticks with nothing between them drop the match), or ``call NAME`` names a function of
  the match in the registry the table's reader passes (:data:`judge.cards.rewrite_calls.CALLS`;
  judge.cards.printed adds its ``_READ_AGAIN``): an entry has exactly one of the two;
- ``guard`` (optional) is a guard written by hand (by default it is worked out from the pattern,
  :func:`judge.cards.rewrites.required_text`);
- ``glossary NAME …`` (optional) names the glossary entries of the obsolete words the entry reads
  (:attr:`FileRewrite.glossary`, from the mapping the table's reader passes: judge.cards.printed's
  ``_CASTING_COST`` as ``CASTING_COST``), which ``_obsolete(...)`` notes the rewrite with;
- ``define NAME `VALUE``` names a piece of pattern or template for the entries after it.

A value is written between backticks, the first and the last non-blank characters of its line:
nothing inside is escaped (a backtick included), and spaces at either end are kept, safe from an
editor's trimming. An indented line that is only such a value goes on the value above it: a long
pattern is written in pieces, as Python's adjacent strings were. ``{NAME}`` (a capital name, not
after a backslash) in a pattern or a template is the text of that name: a ``define`` of the file
or a constant the table's reader passes (one its code uses too, e.g. ``{KEYWORD}``). Order is
meaning: the rewrites are applied in the order written, each to the text the ones above it left.

Loading is cheap (~1.3 ms for the two tables read at import, against ~0.2 ms for the Python tuples
they were: str methods, and no pattern compiled — a pattern is compiled the first time its guard
lets a paragraph through, as before). A malformed file is a :class:`RewriteFileError` naming the
file and the line, with no exception of the loader's own chained to it: an unknown field, a value
without its backticks, an entry without a replacement or with two, an unknown name (at load), and
a pattern that is not a regular expression (when first used; ``tests/cards/test_rewrite_files.py``
compiles every pattern of every file).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Mapping, Optional

from judge.cards.rewrites import Replacement, Rewrite

#: The folder of the tables (each ``.rewrites`` file of it is part of what the reading depends on:
#: judge.cards.prebuilt.reader_digest, the key of the prebuilt library and of the card cache).
FOLDER = Path(__file__).resolve().with_name("normalise")


def _is_name(text: str) -> bool:
    """A constant's or a define's name: a capital letter, then capitals, digits and ``_`` (str
    methods, not a pattern: no regex is compiled to load a file)."""
    return bool(text) and text.isascii() and text[0].isupper() and all(c.isupper() or c.isdigit() or c == "_" for c in text)


class RewriteFileError(ValueError):
    """A rewrite file that can't be read as one: the message names the file and the line."""


#: A glossary entry a rewrite reads the obsolete words of: (the entry, what the words are read as).
GlossaryEntry = tuple[str, str]


class FileRewrite(Rewrite):
    """A :class:`Rewrite` read from a file, which knows where (a pattern that doesn't compile is
    an error naming its file and line), and the glossary entries its ``glossary`` line names
    (judge.cards.printed's obsolete words: what the trace says a printed wording was read as)."""

    __slots__ = ("where", "glossary")

    def __init__(self, source: str, replacement: Replacement, guard: Optional[str], where: str,
                 glossary: tuple[GlossaryEntry, ...] = ()) -> None:
        super().__init__(source, replacement, guard)
        self.where = where
        self.glossary = glossary

    @property
    def pattern(self) -> "re.Pattern[str]":
        if self._compiled is None:
            try:
                return Rewrite.pattern.fget(self)  # type: ignore[attr-defined]
            except re.error as e:
                raise RewriteFileError(f"{self.where}: the pattern is not a regular expression: {e}") from None
        return self._compiled


def load(name: str, constants: Mapping[str, str] = {}, calls: Mapping[str, Callable[["re.Match[str]"], str]] = {},
         folder: Path = FOLDER, glossary: Mapping[str, GlossaryEntry] = {}) -> tuple[FileRewrite, ...]:
    """The rewrites of ``folder/NAME.rewrites``, in order: ``constants`` the names its ``{NAME}``
    may use besides its own defines, ``calls`` the functions its ``call`` lines may name,
    ``glossary`` the glossary entries its ``glossary`` lines may name."""
    path = folder / f"{name}.rewrites"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise RewriteFileError(f"{path}: can't be read: {e.strerror}") from None
    return parse(text, str(path), constants, calls, glossary)


def parse(text: str, where: str, constants: Mapping[str, str] = {},
          calls: Mapping[str, Callable[["re.Match[str]"], str]] = {},
          glossary: Mapping[str, GlossaryEntry] = {}) -> tuple[FileRewrite, ...]:
    """The rewrites of a file's ``text`` (``where`` names it in an error). One pass over the lines
    with str methods and no function call a line: ~1,600 lines in ~1 ms."""
    names = dict(constants)
    out: list[FileRewrite] = []
    # the entry being read: its fields' pieces (a list, or None when it has no such line) and lines
    match: Optional[list[str]] = None
    to: Optional[list[str]] = None
    guard: Optional[list[str]] = None
    define: Optional[list[str]] = None
    call = define_name = ""
    notes: tuple[GlossaryEntry, ...] = ()
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
                out.append(_rewrite(match, to, call, guard, names, calls, where, at, call_at, notes))
            if number == last:
                break
            match = to = guard = None
            call = ""
            notes = ()
            at = number
            if key == "define":
                define_name, _, rest = rest.strip().partition(" ")
                if not _is_name(define_name):
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
        elif key == "glossary":
            if match is None:
                raise _error(where, number, "a 'glossary' line belongs to an entry: a 'match' line first")
            if notes:
                raise _error(where, number, "the entry has a 'glossary' line already")
            named = rest.split()
            unknown = [n for n in named if n not in glossary]
            if not named or unknown:
                raise _error(where, number, f"a 'glossary' line names glossary entries the reader passes: "
                                            f"{', '.join(unknown) or 'none named'} (known: {', '.join(sorted(glossary)) or 'none'})")
            notes, current = tuple(glossary[n] for n in named), None
            continue
        else:
            raise _error(where, number, f"unknown field {key!r} (a line is one of match, to, call, guard, glossary, "
                                        "define, a comment or blank)")
        rest = rest.strip()
        if len(rest) < 2 or rest[0] != "`" or rest[-1] != "`":
            raise _error(where, number, f"a value is written between backticks: {rest!r}")
        current.append(rest[1:-1])
    return tuple(out)


def _rewrite(match: list[str], to: Optional[list[str]], call: str, guard: Optional[list[str]], names: dict,
             calls: Mapping[str, Callable[["re.Match[str]"], str]], where: str, at: int, call_at: int,
             notes: tuple[GlossaryEntry, ...]) -> FileRewrite:
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
                       None if guard is None else "".join(guard), f"{where}:{at}", notes)


def _filled(value: str, names: dict, where: str, at: int) -> str:
    """``value`` with each ``{NAME}`` (not after a backslash: ``\\{...}`` is a literal brace of a
    pattern) replaced by its text; ``{t}``, ``{2}``, ``{1,3}`` are left as they are."""
    if "{" not in value:
        return value
    out: list[str] = []
    start = 0
    brace = value.find("{")
    while brace >= 0:
        end = value.find("}", brace)
        if end < 0:
            break
        name = value[brace + 1:end]
        if _is_name(name) and (brace == 0 or value[brace - 1] != "\\"):
            if name not in names:
                raise _error(where, at, f"no constant or define named {name!r} "
                                        f"(known: {', '.join(sorted(names)) or 'none'})")
            out += (value[start:brace], names[name])
            start = end + 1
        brace = value.find("{", brace + 1)
    return "".join(out) + value[start:] if out else value


def _error(where: str, number: int, what: str) -> RewriteFileError:
    return RewriteFileError(f"{where}:{number}: {what}")
