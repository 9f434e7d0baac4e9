"""``python -m judge.cards.build``: rebuild ``judge/cards/prebuilt.json`` (the library's card
definitions and parsed abilities, see :mod:`judge.cards.prebuilt`). Run it after changing a
library file, ``text.lark``, ``text.py`` or ``ir.py``; ``--check`` only reports (exit 1) when
the committed file is not what a fresh build gives."""

from __future__ import annotations

import argparse
import sys

from judge.cards import prebuilt


def main(argv: "list[str] | None" = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m judge.cards.build", description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if prebuilt.json is stale; write nothing")
    args = ap.parse_args(argv)
    fresh = prebuilt.build()
    current = prebuilt.PATH.read_text(encoding="utf-8") if prebuilt.PATH.exists() else ""
    if args.check:
        if current != fresh:
            print(f"{prebuilt.PATH} is stale: run python -m judge.cards.build", file=sys.stderr)
            return 1
        print(f"{prebuilt.PATH} is up to date")
        return 0
    if current != fresh:
        prebuilt.PATH.write_text(fresh, encoding="utf-8")
        prebuilt.clear_caches()
    print(f"wrote {prebuilt.PATH} ({len(fresh)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
