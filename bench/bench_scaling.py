#!/usr/bin/env python
"""How simulation time grows with the board: continuous effects, triggers, targets.

In-process (the engine imported and the card library loaded first), the median of
``--runs`` simulations of generated scenarios:

* ``auras``    N Holy Strengths on one Grizzly Bears (N continuous effects on one object,
  the dependency order of 418.5 over all of them);
* ``triggers`` Earthquake for 1 killing N creatures whose "When ~ is put into a graveyard
  from play, ~ deals 1 damage to target creature or player" all trigger at once (order and
  targets left open: the explorer's bound of 64 outcomes applies);
* ``targets``  a "4 damage divided among any number of target creatures and/or players"
  trigger facing N creatures (targets left open);
* ``outcomes`` N Gravediggers whose "may" is left open, the bound raised to 2^N (fewer are found: ``mays``): the
  explorer's own speed, outcome by outcome.

    .venv/bin/python bench/bench_scaling.py [--runs 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import median_simulation  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def auras(n: int) -> str:
    return HEAD + "Alice in play: Grizzly Bears as @a0" + ", Holy Strength attached to @a0" * n + "\nall pass\n"


def triggers(n: int) -> str:
    pingers = ", ".join(f"Pinger as @p{i}" for i in range(n))
    return (HEAD + 'card "Pinger"\n  cost {1}{R}\n  type Creature - Goblin\n  pt 1/1\n'
            '  text "When ~ is put into a graveyard from play, ~ deals 1 damage to target creature or player."\n'
            f"Alice hand: Earthquake\nBob in play: {pingers}\nAlice casts Earthquake with X = 1\n"
            "all pass until the stack is empty\n")


def targets(n: int) -> str:
    bears = ", ".join(f"Grizzly Bears as @b{i}" for i in range(n))
    return (HEAD + 'card "Divider"\n  cost {2}{R}\n  type Creature - Goblin\n  pt 1/1\n'
            '  text "When ~ comes into play, ~ deals 4 damage divided any way you choose among any number of '
            'target creatures and/or players."\n'
            f"Alice hand: Divider\nBob in play: {bears}\nAlice casts Divider\nall pass until the stack is empty\n")


def mays(n: int) -> str:
    """N Gravediggers, each "may" left open: fewer than 2^N outcomes (the bound raised to see them
    all) — the graveyard holds two creature cards, and once both are back in the hand a later
    Gravedigger has no target and asks no "may" (410.4): 43, 73, 111 outcomes for N = 6, 8, 10."""
    return (HEAD + "Alice hand: " + ", ".join(["Gravedigger"] * n) + "\nAlice graveyard: Grizzly Bears, Scathe Zombies\n"
            + "Alice casts Gravedigger\nall pass until the stack is empty\n" * n)


CASES = {"auras": (auras, (25, 50, 100, 200)), "triggers": (triggers, (3, 6, 9, 12)),
         "targets": (targets, (5, 10, 20, 40)), "outcomes": (mays, (6, 8, 10))}


def measure(runs: int) -> dict:
    from judge.cards.library import all_cards, card_names
    from judge.dsl.checks import check_text

    all_cards()
    out: dict = {}
    for name, (make, sizes) in CASES.items():
        rows = []
        for n in sizes:
            scenario = check_text(make(n), f"{name}-{n}.mtg", card_names())
            t, outcomes = median_simulation(scenario, runs, 2 ** n if name == "outcomes" else None)
            rows.append({"n": n, "seconds": round(t, 4), "outcomes": outcomes})
        out[name] = rows
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    data = measure(args.runs)
    if args.json:
        print(json.dumps(data, indent=2))
        return
    for name, rows in data.items():
        print(name + ": " + "; ".join(f"N={r['n']}: {r['seconds'] * 1000:.0f} ms ({r['outcomes']} outcomes)" for r in rows))


if __name__ == "__main__":
    main()
