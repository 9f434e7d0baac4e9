#!/usr/bin/env python3
"""How many of the 335 Classic Sixth Edition cards are in the card library and parse.

Reads the reference data at run time (never copied into the repository):

    python tools/card_coverage.py [--data PATH] [--missing] [--json]

Exit 0 always (a report); 2 if the data file is absent.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

DEFAULT_DATA = Path("/work/shared/data/classic-sixth-edition.json")


def coverage(data_path: Path) -> dict:
    from judge.cards import library
    from judge.cards.text import CardTextError, parse_card_text

    cards = json.loads(data_path.read_text(encoding="utf-8"))["cards"]
    names = [c["name"] for c in cards]
    known = {n.lower() for n in library.card_names()}
    in_library, parsed, failing, missing = [], [], [], []
    for name in names:
        if name.lower() not in known:
            missing.append(name)
            continue
        in_library.append(name)
        try:
            parse_card_text(library.get(name))
        except CardTextError as err:
            failing.append({"name": name, "error": err.message})
            continue
        parsed.append(name)
    return {
        "set": "6ED",
        "total": len(names),
        "in_library": len(in_library),
        "parse": len(parsed),
        "percent": round(100.0 * len(parsed) / len(names), 1) if names else 0.0,
        "failing": failing,
        "missing": missing,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the Sixth Edition JSON file")
    parser.add_argument("--missing", action="store_true", help="list the cards not in the library")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    if not args.data.exists():
        print(f"error: {args.data} not found", file=sys.stderr)
        return 2
    report = coverage(args.data)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"Classic Sixth Edition: {report['parse']}/{report['total']} cards in the library parse "
          f"({report['percent']}%); {report['in_library']} in the library, {len(report['missing'])} not yet.")
    for f in report["failing"]:
        print(f"  FAILS {f['name']}: {f['error']}")
    if args.missing:
        for name in report["missing"]:
            print(f"  missing: {name}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(main())
