"""Scenario parsing speed: in-process parse of a 200-line scenario, and a cold `judge check`.

Run: .venv/bin/python bench/bench_parse.py [--runs N]
Prints the parser build time, the median parse time of a 200-line scenario (parser already
built), the same for a new text each run (nothing keyed by the text can help), the
validation, the first parse of the scenario in a new process (the parser's per-state
lexers and paths not yet built), and the median wall time of `judge check` on one example
as a whole process (cold: a new interpreter each time). Not run as a test.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BOARD = [
    "Alice in play: Grizzly Bears as @b{i} (tapped, 1 damage, 2 +1/+1 counters), Forest, Forest",
    "Bob hand: Lightning Bolt, Shock as @s{i}, Giant Growth",
    "Alice library: Forest, Island, 3 unknown cards",
    'Bob in play: token "Serf" 0/1 black Creature - Serf as @t{i}',
]
ACTIONS = [
    "Alice passes",
    "Bob casts Lightning Bolt targeting @b0 paying with Mountain",
    "Alice casts Giant Growth targeting @b0 paying with Forest",
    "all pass until the stack is empty",
    "Alice attacks with Craw Wurm, @b0",
    "Bob blocks Craw Wurm with Wall of Air and @t3",
    "Alice assigns Craw Wurm's damage: 2 to @t3, 4 to Bob",
]
CHECKS = [
    "expect @b0 in play with 3 damage and power 5",
    "expect when Alice chooses yes: Bob life 17",
    "expect trace cites 413.1 and 420.3",
    'question "Does Grizzly Bears survive?" asks whether @b0 in play options "yes", "no" answer "yes"',
]


def scenario_text(lines: int = 200, salt: int = 0) -> str:
    """A valid scenario of ``lines`` lines: a third board, a third actions, a third checks.

    ``salt`` changes the labels and numbers (a different text of the same shape)."""
    head = ['title "Benchmark"', "player Alice", "player Bob", "turn Alice, precombat main",
            "Alice in play: Mountain, Craw Wurm", "Bob in play: Wall of Air"]
    n = (lines - len(head)) // 3
    body = [BOARD[i % len(BOARD)].format(i=i + salt) for i in range(n)]
    body += [ACTIONS[i % len(ACTIONS)].format(i=i) for i in range(n)]
    body += [CHECKS[i % len(CHECKS)].format(i=i) for i in range(lines - len(head) - 2 * n)]
    return "\n".join(head + body) + "\n"


def timings_ms(fn, runs: int) -> tuple[float, float]:
    """(median, minimum) of ``runs`` calls, in milliseconds."""
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000, min(times) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=200)
    ap.add_argument("--cold-runs", type=int, default=7)
    args = ap.parse_args()

    from judge.dsl import parser as P
    from judge.dsl.checks import validate

    text = scenario_text()
    t = time.perf_counter()
    getattr(P, "_fast", P._parser)()  # the fast driver's tables (older trees: lark's parser)
    build = (time.perf_counter() - t) * 1000
    P.parse(text)  # warm
    lines = len(text.splitlines())
    parse_ms, parse_min = timings_ms(lambda: P.parse(text), args.runs)
    texts = iter([scenario_text(salt=1000 + k) for k in range(args.runs)])
    fresh_ms, fresh_min = timings_ms(lambda: P.parse(next(texts)), args.runs)
    scenario = P.parse(text)
    names = ["Grizzly Bears", "Forest", "Island", "Lightning Bolt", "Shock", "Giant Growth", "Mountain",
             "Wall of Air", "Craw Wurm"]
    validate_ms, validate_min = timings_ms(lambda: validate(scenario, names), args.runs)

    first = []
    code = ("import sys, time; sys.path.insert(0, sys.argv[1]); sys.path.insert(0, sys.argv[1] + '/bench')\n"
            "from bench_parse import scenario_text; from judge.dsl import parser as P\n"
            "getattr(P, '_fast', P._parser)(); text = scenario_text(); t = time.perf_counter(); P.parse(text)\n"
            "print(time.perf_counter() - t)")
    for _ in range(args.cold_runs):
        out = subprocess.run([sys.executable, "-c", code, str(ROOT)], check=True, capture_output=True, text=True)
        first.append(float(out.stdout) * 1000)

    example = ROOT / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg"
    judge = str(Path(sys.executable).with_name("judge"))
    cold = []
    for _ in range(args.cold_runs):
        t = time.perf_counter()
        subprocess.run([judge, "check", str(example)], check=False, capture_output=True)
        cold.append(time.perf_counter() - t)

    print(f"parser load (once, lazily):          {build:8.1f} ms")
    print(f"parse, {lines}-line scenario:          median {parse_ms:7.2f} ms, min {parse_min:7.2f} ms "
          f"({parse_ms * 1000 / lines:.0f} us/line, {args.runs} runs)")
    print(f"parse, a new 200-line text each run:  median {fresh_ms:7.2f} ms, min {fresh_min:7.2f} ms")
    print(f"validate, same scenario:              median {validate_ms:7.2f} ms, min {validate_min:7.2f} ms")
    print(f"first parse in a new process:         median {statistics.median(first):7.1f} ms, "
          f"min {min(first):7.1f} ms ({args.cold_runs} processes, parser built)")
    print(f"cold `judge check` one example:       median {statistics.median(cold) * 1000:7.1f} ms, "
          f"min {min(cold) * 1000:7.1f} ms ({args.cold_runs} processes)")


if __name__ == "__main__":
    main()
