"""User text made safe to print on a terminal: its control characters shown as escapes.

A judge reads scenarios other people wrote, and a scenario's title, notes, names and lines
(an answer typed into a drill, a path given on the command line) go to the terminal. A
control character there is an instruction to the terminal, not text: ESC begins a sequence
that sets the window's title, clears the screen or colours what follows (OSC, CSI), and a
bidirectional override reorders what the reader sees. :func:`visible` writes each such
character as the escape a Python string literal would use (``\\x1b``, ``\\x9b``,
``\\u202e``): the same bytes whatever prints them, on a terminal or into a file (same
input, same bytes), and readable. ``--json`` output escapes them in JSON's own way
(:func:`json_safe`).

Made visible: the C0 controls but the line feed (and the tab, unless ``tabs``), DEL, the C1
controls, the bidirectional marks, embeddings, overrides and isolates, the line and
paragraph separators, and lone surrogates (bytes that were not UTF-8, in a path or an
argument) — which no encoder would print anyway.
"""

from __future__ import annotations

import functools
import re

_CONTROL = r"\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff"


@functools.lru_cache(maxsize=None)
def _pattern(also: str) -> "re.Pattern[str]":
    """The characters to escape, and ``also`` (compiled when first needed: a class of ranges
    takes ~0.4 ms to compile, and most text printed holds none of them — see :func:`visible`)."""
    return re.compile(f"[{_CONTROL}{also}]")


def _printable(text: str, kept: str) -> bool:
    """Whether ``text`` is printable but for the characters of ``kept`` (line feed, tab): then it
    holds nothing to escape, every character escaped being unprintable (Cc, Cf, Cs, Zl, Zp)."""
    for c in kept:
        text = text.replace(c, "")
    return text.isprintable()


def _escape(m: re.Match) -> str:
    c = ord(m.group())
    if c == 0x09:
        return "\\t"
    if c == 0x0A:
        return "\\n"
    if c == 0x0D:
        return "\\r"
    return f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}"


def visible(text: str, *, tabs: bool = True, lines: bool = True) -> str:
    """``text`` with every control character written as an escape (see the module's doc);
    ``lines=False`` escapes the line feed too (one line of text, such as a title), ``tabs=False``
    the tab. The result holds none of them, so :func:`visible` of it is itself."""
    kept = ("\t" if tabs and lines else "") + ("\n" if lines else "")
    if _printable(text, kept):
        return text
    pattern = _pattern(("" if tabs and lines else "\t") + ("" if lines else "\n"))
    if pattern.search(text) is None:
        return text
    return pattern.sub(_escape, text)


#: What JSON leaves raw but a terminal would obey: the C1 controls, the bidirectional controls and
#: separators (``json.dumps`` escapes the C0 controls itself), and lone surrogates.
_JSON_UNSAFE = "[\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]"


def json_safe(text: str) -> str:
    """JSON text (``json.dumps(..., ensure_ascii=False)``) with the characters a terminal would
    obey written as JSON's ``\\uXXXX`` escapes: the same JSON value, safe to print. (Outside its
    strings JSON holds none of them, so every one replaced is inside a string.)"""
    if _printable(text, "\n\t"):
        return text
    pattern = _json_pattern()
    if pattern.search(text) is None:
        return text
    return pattern.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


@functools.lru_cache(maxsize=1)
def _json_pattern() -> "re.Pattern[str]":
    return re.compile(_JSON_UNSAFE)
