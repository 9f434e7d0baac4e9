"""``python -m judge.cards.build``: rebuild ``judge/cards/prebuilt.json`` (the library's card
definitions and parsed abilities, see :mod:`judge.cards.prebuilt`), ``judge/cards/rewrite_guards.json``
(the guards of the reader's rewrites, worked out ahead: :mod:`judge.cards.rewrites`) and ``judge/cards/text_tables.json`` (the card-text
grammar's LALR tables, see :mod:`judge.cards.text_lalr`). Run it after changing a library file, a grammar file ``reading/*.lark``,
``text.py`` or ``ir.py``; ``--check`` only reports (exit 1) when a committed file is not
what a fresh build gives (the tables: when their digests of the grammar and of the building code
are not those of now; ``--check --full`` builds them afresh and compares every line)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Optional

from judge.cards import ir, prebuilt, rewrites, text_lalr
from judge.cards.library import LIBRARY_DIR, load, scan_names
from judge.cards.text import grammar_text, parse_card_text_fresh
from judge.generated import refresh


def prebuilt_text(directory: Optional[Path] = None) -> str:
    """The content of ``prebuilt.json`` (format: :mod:`judge.cards.prebuilt`) for the library
    as it is now: every card parsed from its text by the grammar."""
    cards = {}
    for key, c in load(directory).items():
        entry = {"card": prebuilt.card_data(c), "ir": ir.to_data(parse_card_text_fresh(c))}
        cards[key] = json.dumps(entry, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    written = [name for name, _file in scan_names(directory or LIBRARY_DIR)]
    doc = {"format": prebuilt.FORMAT, "inputs": prebuilt.inputs_digest(directory), "names": written, "cards": cards}
    return json.dumps(doc, ensure_ascii=False, indent=0) + "\n"


def reader_rewrites() -> list[rewrites.Rewrite]:
    """Every rewrite of the card reader's modules (:mod:`judge.cards.text`, :mod:`judge.cards.printed`,
    :mod:`judge.cards.era_words`): each one of their globals, or in a list or tuple of them."""
    from judge.cards import era_words, printed, text

    out: list[rewrites.Rewrite] = []
    for module in (text, printed, era_words):
        for value in vars(module).values():
            if isinstance(value, rewrites.Rewrite):
                out.append(value)
            elif isinstance(value, (list, tuple)):
                out.extend(v for v in value if isinstance(v, rewrites.Rewrite))
    return out


def guards_text() -> str:
    """The text of :data:`judge.cards.rewrites.GUARDS_PATH` for every rewrite of the card reader
    (:func:`reader_rewrites`), one pattern a line: sorted, so that a new rewrite is a one-line change."""
    guards = {s: rewrites.required_text(s) for s in sorted({r.source for r in reader_rewrites()})}
    lines = [f'{{"format": {rewrites.FORMAT}, "code": {json.dumps(rewrites.code_digest())}, "guards": {{']
    lines += [f"  {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}," for k, v in guards.items()]
    if len(lines) > 1:
        lines[-1] = lines[-1].rstrip(",")
    lines.append("}}")
    return "\n".join(lines) + "\n"


def main(argv: "list[str] | None" = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m judge.cards.build", description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if a generated file is stale; write nothing")
    ap.add_argument("--full", action="store_true",
                    help="with --check: build the tables afresh and compare every line, even when their "
                         "digests say they were built from this grammar by this code")
    args = ap.parse_args(argv)
    stale = 0
    if args.check and not args.full and text_lalr.up_to_date(grammar_text()):
        # the tables' analysis takes ~10 s (lark's debug build): their head's digests of the
        # grammar and of the building code stand for it (docs/architecture.md, "Generated files")
        print(f"{text_lalr.PATH} is up to date (built from this grammar by this code: its digests match)")
        makers = ((prebuilt.PATH, prebuilt_text), (rewrites.GUARDS_PATH, guards_text))
    else:
        makers = ((text_lalr.PATH, text_lalr.build_fresh), (prebuilt.PATH, prebuilt_text),
                  (rewrites.GUARDS_PATH, guards_text))
    for path, make in makers:
        before = path.read_bytes() if path.exists() else b""
        stale |= refresh(path, make(), args.check, "python -m judge.cards.build")
        if not args.check and path.read_bytes() != before:
            prebuilt.clear_caches()  # (the tables read so far in this process are not these)
    return stale


if __name__ == "__main__":
    sys.exit(main())
