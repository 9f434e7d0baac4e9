"""The card-text grammar's prebuilt LALR tables (``text_tables.json``) for the driver
(:mod:`judge._speed.lalr.driver`), which builds the tree lark would build (same node names,
children and tokens, positions included) for the transformer in :mod:`judge.cards.reading`
without building lark's parser at run time (loading it from lark's cache cost ~80 ms a
process: unpickling, rebuilding the table and 1,848 per-state lexers). Three start symbols
share the tables: a paragraph (``start``), an activation cost (``cost``) and the sentences
after its colon (``sentences``).

``python -m judge.build`` writes the file; it is used only when built from this grammar with
these options (:data:`OPTIONS`) in the tables' format. Whatever the driver cannot parse — no
token matches, the table has no action — returns :data:`FAIL`, and the caller parses with
lark itself, which raises its usual error. ``tests/cards/test_text_lalr.py`` checks, under
whichever lark is installed, that the committed file is what a fresh build gives and that
the driver's trees equal lark's for every paragraph of the library.
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path
from typing import Any, Optional

from judge._speed.lalr import tables
from judge._speed.lalr.driver import FAIL, FastLALR

__all__ = ["FAIL", "OPTIONS", "PATH", "build_fresh", "build_text", "driver", "grammar_digest"]

PATH = Path(__file__).resolve().with_name("text_tables.json")

#: Lark options the tables are built for (those of :func:`judge.cards.text._parser`).
OPTIONS = "start=start,sentences,cost parser=lalr lexer=contextual propagate_positions=False maybe_placeholders=False"


def grammar_digest(grammar: str) -> str:
    return tables.digest(OPTIONS, grammar)


def build_text(parser: Any, grammar: str, logged: "tuple[str, ...]" = ()) -> str:
    """The content of ``text_tables.json`` for ``parser`` built from ``grammar``; ``logged``:
    lark's debug messages of the build, whose shift/reduce conflicts the head keeps (the words
    of the terminals lark resolved as shift: tests/cards/test_text.py checks them against the
    documented ones), with the digest of the code that builds the file (:func:`builder_digest`)."""
    words = {t.name: t.pattern.value for t in parser.terminals}
    shift = sorted({words.get(m.split("terminal ")[1].split(":")[0], "?") for m in logged
                    if "Shift/Reduce" in m and "terminal " in m})
    return tables.build_text(parser, grammar_digest(grammar), previous=PATH,
                             head={"builder": builder_digest(), "shift_reduce": shift})


_BUILD = """
import logging, sys
import lark, lark.lexer
from judge.cards import text, text_lalr
lark.lexer.has_interegular = False  # its pairwise check of the terminals is not about the tables
logged = []
class _Keep(logging.Handler):
    def emit(self, record):
        logged.append(record.getMessage())
lark.logger.handlers[:] = [_Keep()]
lark.logger.setLevel(logging.DEBUG)
grammar = text.grammar_text()
parser = lark.Lark(grammar, start=["start", "sentences", "cost"], parser="lalr", lexer="contextual",
                   propagate_positions=False, maybe_placeholders=False, debug=True)
sys.stdout.write(text_lalr.build_text(parser, grammar, tuple(logged)))
"""


def builder_digest() -> str:
    """The digest of the code that writes ``text_tables.json`` from the grammar (this module and
    :mod:`judge._speed.lalr.tables`): with the grammar's digest, what the file is a function of (and
    the installed lark: every declared version builds the same tables, pyproject.toml)."""
    here = Path(__file__).resolve()
    return hashlib.sha256(b"\0".join(p.read_bytes() for p in (here, Path(tables.__file__).resolve()))).hexdigest()


def up_to_date(grammar: str) -> bool:
    """Whether the committed file says it was built from ``grammar`` (the grammar as it is now)
    by the code as it is now (its head's digests): what ``--check`` trusts without building the
    tables afresh (``--full`` builds them and compares every line)."""
    found = tables.head(PATH) or {}
    return (found.get("format") == tables.FORMAT and found.get("grammar") == grammar_digest(grammar)
            and found.get("builder") == builder_digest())


def build_fresh() -> str:
    """:func:`build_text` for the grammar as it is now (:func:`judge._speed.lalr.tables.build_fresh`)."""
    return tables.build_fresh(_BUILD)


@functools.lru_cache(maxsize=None)
def driver(grammar_hash: str) -> Optional[FastLALR]:
    """The driver for the grammar whose :func:`grammar_digest` is ``grammar_hash`` (it makes
    lark's tree: no transformer); None when ``text_tables.json`` is missing, unreadable, or
    built from another grammar or format."""
    data = tables.load(PATH, grammar_hash)
    if data is None:
        return None
    try:
        return FastLALR(data, None)
    except (KeyError, TypeError, ValueError):
        return None
