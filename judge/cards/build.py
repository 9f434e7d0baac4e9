"""``python -m judge.cards.build``: rebuild ``judge/cards/prebuilt.json`` (the library's card
definitions and parsed abilities, see :mod:`judge.cards.prebuilt`) and ``judge/cards/text_tables.json`` (the card-text
grammar's LALR tables, see :mod:`judge.cards.text_lalr`). Run it after changing a library file, ``text.lark``,
``text.py`` or ``ir.py``; ``--check`` only reports (exit 1) when a committed file is not
what a fresh build gives."""

from __future__ import annotations

import argparse
import sys

from judge.cards import prebuilt

def main(argv: "list[str] | None" = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m judge.cards.build", description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if prebuilt.json is stale; write nothing")
    args = ap.parse_args(argv)
    stale = 0
    from judge.cards import text_lalr

    for path, make in ((text_lalr.PATH, text_lalr.build_fresh), (prebuilt.PATH, prebuilt.build)):
        fresh = make()
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if args.check:
            if current != fresh:
                print(f"{path} is stale: run python -m judge.cards.build", file=sys.stderr)
                stale = 1
            else:
                print(f"{path} is up to date")
            continue
        if current != fresh:
            path.write_text(fresh, encoding="utf-8")
            prebuilt.clear_caches()
        print(f"wrote {path} ({len(fresh)} bytes)")
    return stale


if __name__ == "__main__":
    sys.exit(main())
