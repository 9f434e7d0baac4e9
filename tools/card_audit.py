#!/usr/bin/env python3
"""Draw a seeded sample of era cards the engine calls supported, for an audit by hand: each
card gets a scenario written from its text and the rules (never from the engine's output), and
a scenario the engine fails is a misreading to fix (docs/cards.md, "Audits").

    python tools/card_audit.py --seed 44 [--oracle 40] [--printed 10] [--json]

The sample is drawn from the card catalog (judge/cards/era_cards.jsonl): ``--oracle`` cards in
their Oracle wording (as the catalog plays them, in the era's words) and ``--printed`` cards in
their printed wording, drawn from every card the engine reads as printed whose printed text is
not its Oracle text word for word (what the printed templates read; the few cards read only as
printed among them — until the twenty-fourth session the printed cards were drawn from those
alone, ten cards every audit repeated), none of them a card of the library (those have their
scenarios already) and none drawn twice. Deterministic: the same seed and the same reader, the
same cards.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def supported(wording: str) -> list[str]:
    """Names of the era cards outside the library the engine reads and plays in ``wording``."""
    from judge.cards import era
    from judge.cards.catalog import catalog
    from judge.dsl.ast import Wording
    from judge.engine.support import check_card
    from judge.errors import JudgeError

    cat = catalog()
    out = []
    for key, name in era.names().items():
        entry = cat.entry(name)
        if entry is None or entry.library is not None or entry.era is None:
            continue
        try:
            card = cat.era_card(entry.era, Wording(wording))
        except JudgeError:
            continue
        if check_card(card).status == "supported":
            out.append(name)
    return sorted(out)


def sample(seed: int, oracle: int, printed: int) -> list[dict]:
    from judge.cards.catalog import catalog
    from judge.dsl.ast import Wording

    rng = random.Random(seed)
    from judge.cards import era
    from judge.cards.names import name_key

    in_oracle = supported("oracle")
    picks = [(n, "oracle") for n in rng.sample(in_oracle, min(oracle, len(in_oracle)))]
    drawn = {n for n, _ in picks}
    as_printed = [n for n in supported("printed") if n not in drawn
                  for c in (era.card(name_key(n)),) if c is not None and c.printed.strip() != c.oracle.strip()]
    picks += [(n, "printed") for n in rng.sample(as_printed, min(printed, len(as_printed)))]
    cat = catalog()
    out = []
    for name, wording in picks:
        card = cat.era_card(cat.entry(name).era, Wording(wording))
        out.append({"name": name, "wording": wording, "cost": card.cost, "type_line": card.type_line,
                    "power": card.power, "toughness": card.toughness, "text": card.text})
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--oracle", type=int, default=40)
    ap.add_argument("--printed", type=int, default=10)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    cards = sample(args.seed, args.oracle, args.printed)
    if args.json:
        print(json.dumps(cards, indent=2, ensure_ascii=False))
        return 0
    for i, c in enumerate(cards, 1):
        pt = f"  {c['power']}/{c['toughness']}" if c["power"] is not None else ""
        print(f"{i}. {c['name']} ({c['wording']})  {c['cost'] or ''}  {c['type_line']}{pt}")
        for para in c["text"].splitlines():
            print(f"     {para}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
