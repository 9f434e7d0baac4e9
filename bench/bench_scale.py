#!/usr/bin/env python
"""Work that grows with the board (issue 41): time against the number of continuous effects,
objects and triggers, in the shapes of ``../shared/repro/fuzz-3``.

In-process (the engine imported and the card library loaded first; the median of ``--runs``
simulations of generated scenarios), each shape at growing N, timed twice: one run (the first
outcome alone, ``max_outcomes=1``: the cost of playing the board once) and the whole default
exploration (64 outcomes at most, and its work bound):

* ``control``   a chain of N Abductions (each but the first enchanting the one before, which it
  can't: N-2 return, each a control-changing effect on the one creature, 418.5; the order of
  N-2 triggers left open) — repro-01 is N = 99;
* ``granted``   N creatures each with "Creatures you control have …" twice (2N effects reading
  types and controller, 418.5), the attack left open — repro-02 is N = 12;
* ``deaths``    Wrath of God before a "whenever a creature is put into a graveyard from play,
  you gain 1 life" artifact and N creatures: N triggers at once (410.6, 421) — repro-13/14;
* ``soul nets`` Wrath of God before twelve Soul Nets and N creatures: 12N "may"s (410.5) —
  repro-15 is N = 100;
* ``sweep``     "X damage to each creature and each player" over N creatures (420.4) —
  repro-18 is N = 4,000;
* ``mana``      paying {N}{R} from a pool of exactly that (409.1f) — repro-17 is N = 999,999,999.

Then each reproducer of ``../shared/repro/fuzz-3`` that is a scenario, as a whole ``judge
ask -q`` process (bytecode written, after a warm-up run): wall time, peak resident memory
(``wait4``) and how it ended (skipped when that folder is absent).

    .venv/bin/python bench/bench_scale.py [--runs 3] [--only NAME] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import judge_executable, machine, median_simulation  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
REPRO = ROOT.parent / "shared" / "repro" / "fuzz-3"
HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def _many(n: int, card: str) -> str:
    """``n`` copies of ``card`` in zone-list items of at most 1,000 (the language's copies limit)."""
    return ", ".join(f"{min(1000, n - i)} {card}" for i in range(0, n, 1000))


def control(n: int) -> str:
    auras = ", ".join(["Abduction as @a0 attached to @b"] + [f"Abduction as @a{i} attached to @a{i - 1}" for i in range(1, n)])
    return HEAD + f"Bob in play: Grizzly Bears as @b\nAlice in play: {auras}\nall pass until the stack is empty\n"


def granted(n: int) -> str:
    grant = '  text "Creatures you control have \\"Whenever you cast an enchantment spell, you may draw a card.\\""\n'
    return ('card "Fuzz Granter"\n  cost {G}\n  type Creature - Elf\n  pt 1/1\n' + grant * 2
            + "player Alice\nplayer Bob\nturn Alice, declare attackers\nAlice in play: "
            + ", ".join(f"Fuzz Granter as @g{i}" for i in range(n)) + "\nall pass until the end of combat step\n")


def deaths(n: int) -> str:
    return ('card "Fuzz Urn"\n  cost {1}\n  type Artifact\n'
            '  text "Whenever a creature is put into a graveyard from play, you gain 1 life."\n'
            + HEAD + f"mana is not tracked\nAlice in play: Fuzz Urn, {_many(n, 'Grizzly Bears')}\n"
            "Alice hand: Wrath of God\nAlice casts Wrath of God\nall pass until the stack is empty\n")


def soul_nets(n: int) -> str:
    return (HEAD + "mana is not tracked\nAlice in play: " + ", ".join(f"Soul Net as @s{i}" for i in range(12))
            + f", {_many(n, 'Grizzly Bears')}\nAlice hand: Wrath of God\nAlice casts Wrath of God\n"
            "all pass until the stack is empty\n")


def sweep(n: int) -> str:
    return ('card "Fuzz Double"\n  cost {X}{R}\n  type Sorcery\n'
            '  text "Fuzz Double deals X damage to each creature and each player."\n'
            "player Alice life 1000000\nplayer Bob life 1000000\nturn Alice, precombat main\nmana is not tracked\n"
            f"Alice in play: {_many(n, 'Grizzly Bears')}\nAlice hand: Fuzz Double\nAlice casts Fuzz Double with X = 2\n"
            "all pass\n")


def mana(n: int) -> str:
    return (f'card "Fuzz Big"\n  cost {{{n}}}{{R}}\n  type Instant\n'
            '  text "Fuzz Big deals 2 damage to target creature or player."\n'
            + HEAD + f"Alice mana pool: {{{n}}}{{R}}\nAlice hand: Fuzz Big\nAlice casts Fuzz Big targeting Bob\nall pass\n")


#: name -> (scenario of N, the sizes, what N counts)
CASES = {
    "control": (control, (25, 50, 99), "auras in the chain (N-2 control effects on one creature, N permanents)"),
    "granted": (granted, (3, 6, 12), "creatures (2N continuous effects)"),
    "deaths": (deaths, (250, 600, 2000), "creatures (N triggers at once)"),
    "soul nets": (soul_nets, (25, 50, 100), "creatures (12N triggers, each a \"may\")"),
    "sweep": (sweep, (1000, 2000, 4000), "creatures dealt damage"),
    "mana": (mana, (1000, 1000000, 999999999), "generic mana paid from the pool"),
}


def in_process(runs: int, only: str | None) -> dict:
    from judge.cards.library import all_cards, card_names
    from judge.dsl.checks import check_text

    all_cards()
    out: dict = {}
    for name, (make, sizes, what) in CASES.items():
        if only and name != only:
            continue
        rows = []
        for n in sizes:
            scenario = check_text(make(n), f"{name}-{n}.mtg", card_names())
            one, _ = median_simulation(scenario, runs, 1)
            whole, found = median_simulation(scenario, runs)
            rows.append({"n": n, "one_run_s": round(one, 4), "explored_s": round(whole, 4), "outcomes": found})
        out[name] = {"what": what, "rows": rows}
    return out


def reproducers(runs: int) -> list[dict]:
    if not REPRO.is_dir():
        return []
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    rows = []
    for path in sorted(REPRO.glob("repro-*.mtg")):
        if path.name.startswith(("repro-11", "repro-12")):  # (terminal output and line ends: not work at scale)
            continue
        argv = judge_executable() + ["ask", "-q", str(path)]
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=ROOT)  # warm-up
        times, peaks, status, err = [], [], 0, b""
        for _ in range(runs):
            start = time.perf_counter()
            proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
            err = proc.stderr.read()
            _, status, usage = os.wait4(proc.pid, 0)
            times.append(time.perf_counter() - start)
            peaks.append(usage.ru_maxrss / 1024)  # kB -> MB (Linux)
        code = os.waitstatus_to_exitcode(status)
        ended = "answer" if code == 0 else f"exit {code}: " + err.decode(errors="replace").splitlines()[0][:100]
        rows.append({"file": path.name, "seconds": round(statistics.median(times), 2), "peak_mb": round(max(peaks)),
                     "ended": ended})
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--only", choices=sorted(CASES), help="one shape only (and no whole processes)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    # the processes first: a child's peak memory counts the parent's as it was forked
    processes = [] if args.only else reproducers(args.runs)
    data = {"machine": machine(), "in_process": in_process(args.runs, args.only), "processes": processes}
    if args.json:
        print(json.dumps(data, indent=2))
        return
    print(" ".join(f"{k}={v}" for k, v in data["machine"].items()))
    for name, case in data["in_process"].items():
        print(f"{name} (N = {case['what']}): " + "; ".join(
            f"N={r['n']:,}: one run {r['one_run_s'] * 1000:.0f} ms, explored {r['explored_s'] * 1000:.0f} ms "
            f"({r['outcomes']} outcomes)" for r in case["rows"]))
    for r in data["processes"]:
        print(f"judge ask -q {r['file']}: {r['seconds']:.2f} s, peak {r['peak_mb']} MB, {r['ended']}")


if __name__ == "__main__":
    main()
