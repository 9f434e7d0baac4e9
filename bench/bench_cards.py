#!/usr/bin/env python
"""Card-text speed over the era pool: every card of ``../shared/data/era-cards.json`` (4,438
names; absent: the benchmark says so and stops) parsed from its text by the grammar (no
prebuilt IR, no cache), in each wording, and the whole ``judge cards --check --pool`` verdict
(parse and the engine-support check). Best of ``--repeat`` passes after a warm-up pass.

    .venv/bin/python bench/bench_cards.py [--repeat 3] [--pool PATH]

Aim (issue 13): well under a second per hundred cards. Figures go to docs/performance.md
("Card pool") by hand. Not run as a test.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DEFAULT = ROOT.parent / "shared" / "data" / "era-cards.json"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--pool", type=Path, default=DEFAULT)
    args = ap.parse_args()
    if not args.pool.exists():
        print(f"{args.pool}: absent; nothing to measure")
        return
    from judge.cards import pool
    from judge.cards.phrases import CardTextError
    from judge.cards.text import parse_card_text_fresh
    from judge.engine.support import check_card

    for wording in pool.WORDINGS:
        cards = [c.card for c in pool.load(args.pool, wording) if c.card is not None]

        def parse_all() -> int:
            ok = 0
            for card in cards:
                try:
                    parse_card_text_fresh(card)
                    ok += 1
                except CardTextError:
                    pass
            return ok

        parse_all()
        best = min(_timed(parse_all) for _ in range(args.repeat))
        print(f"{wording}: {len(cards)} cards parsed from text in {best:.2f} s = "
              f"{100 * best / len(cards) * 1000:.0f} ms per 100 cards")
    cards = pool.load(args.pool, "oracle")
    t = time.perf_counter()
    for c in cards:
        check_card(c.card, c.problem)
    print(f"check (parse, cached, + engine support) of {len(cards)} cards: {time.perf_counter() - t:.2f} s")


def _timed(fn) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


if __name__ == "__main__":
    main()
