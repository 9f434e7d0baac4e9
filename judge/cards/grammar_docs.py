"""The index of every template the card grammar knows, docs/templates.md, written from the grammar.

Each alternative of the card-text grammar that builds something (``… -> alias``: the reader's
method of that name makes the IR) is documented by the comment written above it in its area's
file (``judge/cards/reading/*.lark``: the cards it reads, their words, the rule that decides).
This module gathers them, file by file, into ``docs/templates.md``, a file of its own that only it
writes, so that a new sentence shape is documented where it is written — its grammar file — and
not a second time by hand, nor in a hand-written file's diff (issue 44: a shape should touch few
hand-written files; the index lived inside docs/cards.md, which every shape's commit then
touched: ``bench/shape_files.py``).

``python -m judge.build`` writes it (``python -m judge.cards.grammar_docs``); ``--check`` exits 1,
writing nothing, when the index differs from the grammar's (a test runs it). Reading the ten
grammar files takes milliseconds, so the check compares the index itself.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
READING = HERE / "reading"
ROOT = HERE.parents[1]
DOC = ROOT / "docs" / "templates.md"
#: The file's opening: what it is, and that it is written, never edited.
HEAD = """# Every template, from the grammar files

<!-- Written by python -m judge.build (judge.cards.grammar_docs) from judge/cards/reading/*.lark: edit the grammar files, not this one. -->

Each alternative of the card grammar that builds something (`-> alias`: the reader's method of
that name makes the IR), as its words (`<rule>` another rule of the grammar, `(a | b)` either,
`?` optional, `*` any number), with the comment written above it in its grammar file — the cards
it reads, their words, the rule that decides. How the card language is read, and what it refuses:
[cards.md](cards.md).

"""

_RULE_START = re.compile(r"^[?!]?[a-z_][a-z_0-9]*(\.\d+)?\s*:")
_ALIAS = re.compile(r"->\s*([a-z_][a-z_0-9]*)\s*$")
_HEADING = re.compile(r"^//\s*-{5,}\s*(.*)$")


@dataclass(frozen=True)
class Template:
    """One aliased alternative: its grammar text as written, its alias, the comment above it."""

    pattern: str
    alias: str
    note: str


def templates(text: str) -> list["Template | str"]:
    """The aliased alternatives of one grammar file in order, with its section headings (str)."""
    out: list[Template | str] = []
    comments: list[str] = []  # the comment lines read since the last alternative began
    note = ""  # the comment above the alternative being read
    pending: list[str] = []  # the lines of the alternative being read, until its alias
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            if not pending:
                comments = []
            continue
        heading = _HEADING.match(line)
        if heading:
            if heading.group(1).strip():
                out.append(heading.group(1).strip())
            comments = []
            continue
        if line.startswith("//"):
            comments.append(line[2:].strip())
            continue
        if line.startswith("%"):
            continue
        if line.startswith("|") or _RULE_START.match(line):
            # an alternative begins (one left without an alias built nothing of its own)
            pending = [line[1:].strip() if line.startswith("|") else line.split(":", 1)[1].strip()]
            note, comments = " ".join(comments), []
        elif pending:
            pending.append(line)
        else:
            continue
        alias = _ALIAS.search(pending[-1])
        if alias:
            pattern = " ".join(" ".join(pending)[:-len(alias.group(0))].split())
            out.append(Template(pattern, alias.group(1), note))
            pending, note = [], ""
    return out


_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"i?|/(?:[^/\\]|\\.)+/[a-z]*|([A-Za-z_][A-Za-z_0-9]*)|(\S)')


def words(pattern: str) -> str:
    """A grammar alternative as words: its literals as written, the rules it uses in ``<>``."""
    out: list[str] = []
    for m in _TOKEN.finditer(pattern):
        literal, name, other = m.group(1), m.group(2), m.group(3)
        if literal is not None:
            out.append(literal)
        elif name is not None:
            out.append(f"<{name}>")
        else:
            out.append(other or m.group(0))
    return " ".join(out).replace("( ", "(").replace(" )", ")").replace(" ?", "?").replace(" *", "*").replace(" +", "+")\
        .replace(" .", ".").replace(" ,", ",")


def _escape(note: str) -> str:
    return re.sub(r"([\\*_<\[\]`])", r"\\\1", note)


def index() -> str:
    """The index's Markdown: one list per grammar file."""
    parts: list[str] = []
    for path in sorted(READING.glob("*.lark")):
        found = templates(path.read_text(encoding="utf-8"))
        count = sum(isinstance(t, Template) for t in found)
        if not count:
            continue
        parts.append(f"#### `{path.name}` ({count} templates)\n")
        for t in found:
            if isinstance(t, str):
                parts.append(f"\n*{_escape(t)}*\n\n")
                continue
            note = f" — {_escape(t.note)}" if t.note else ""
            parts.append(f"- `{t.alias}`: `{words(t.pattern).replace('`', '')}`{note}\n")
        parts.append("\n")
    return "".join(parts)


def written() -> str:
    """The whole of ``docs/templates.md``."""
    return HEAD + index().rstrip("\n") + "\n"


def main(argv: "list[str] | None" = None) -> int:
    """Write the index (or with ``--check`` only report a stale one); True-ish when stale."""
    ap = argparse.ArgumentParser(prog="python -m judge.cards.grammar_docs", description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the index is stale; write nothing")
    args = ap.parse_args(argv)
    if not DOC.parent.is_dir():
        print("docs/templates.md: skipped (no docs/ in this tree)")
        return 0
    new = written()
    if DOC.is_file() and DOC.read_text(encoding="utf-8") == new:
        print("docs/templates.md: up to date")
        return 0
    if args.check:
        print("docs/templates.md: STALE (python -m judge.build rewrites it)")
        return 1
    DOC.write_text(new, encoding="utf-8")
    print("docs/templates.md: written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
