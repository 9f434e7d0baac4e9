#!/usr/bin/env python
"""The card catalog's speed, as users meet it: whole ``judge`` processes against the import floor
(``python -c "import typer, rich.console, lark"``), each measured warm (the private cache
directory filled by an earlier run) and on a first run (an empty cache directory of its own, as
just after installing: the bytecode written, nothing of judge's kept yet).

* ``judge ask`` on a scenario naming ten era cards of the catalog (scenarios/catalog/ten-era-cards-in-one-game.mtg);
* ``judge card NAME`` (an era card, and a library card) and ``judge cards --search``;
* errors: a card-text error of a scenario's own card, an era card the engine can't read, an
  unknown card name, a syntax error (each exits 2).

Aims (issue 38): ``judge ask`` ≤ 1.25× the floor warm and ≤ 2× on a first run; ``judge card``
and ``--search`` ≤ 1.25× warm; any error ≤ 1.5× the floor on a first run. Medians of ``--runs``
interleaved rounds after a warm-up; ``--write-docs`` replaces the section of
docs/performance.md.

    PYTHONDONTWRITEBYTECODE= .venv/bin/python bench/bench_catalog.py [--runs 15] [--write-docs]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import judge_executable, machine

ROOT = Path(__file__).resolve().parents[1]
SECTION = "## The card catalog"
FLOOR = [sys.executable, "-c", "import typer, rich.console, lark"]

_ERRORS = {
    "card-text error (a scenario's own card)":
        'card "Foo Bar"\n  cost {1}\n  type Creature - Bear\n  pt 1/1\n  text "Whenever Foo Bar frobnicates, draw a card."\n'
        "player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Foo Bar\nAlice passes\n",
    "an era card the engine can't read":
        "player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Opalescence\nAlice passes\n",
    "an unknown card name":
        "player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Serra Angle\nAlice passes\n",
    "a syntax error":
        "player Alice\nplayer Bob\nturn Alice, precombat main\nAlice passez\n",
}


def _commands(tmp: Path) -> list[tuple[str, list[str], int, str]]:
    """(name, argv after judge, expected exit code, aim) of each command measured."""
    out = [
        ("judge ask (ten era cards)", ["ask", str(ROOT / "scenarios/catalog/ten-era-cards-in-one-game.mtg")], 0,
         "1.25 warm, 2 first"),
        ('judge card "Mogg Fanatic"', ["card", "Mogg Fanatic"], 0, "1.25 warm"),
        ('judge card "Prodigal Sorcerer"', ["card", "Prodigal Sorcerer"], 0, "1.25 warm"),
        ('judge cards --search "exchange control"', ["cards", "--search", "exchange control"], 0, "1.25 warm"),
    ]
    for name, text in _ERRORS.items():
        path = tmp / (name.split(" ")[0] + str(len(out)) + ".mtg")
        path.write_text(text, encoding="utf-8")
        out.append((f"judge ask, {name}", ["ask", str(path)], 2, "1.5 first"))
    return out


def _run(argv: list[str], env: dict[str, str], code: int) -> float:
    start = time.perf_counter()
    proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    elapsed = time.perf_counter() - start
    if proc.returncode != code:
        raise SystemExit(f"{' '.join(argv)}: exit {proc.returncode}, not {code}: {proc.stderr.decode()[-800:]}")
    return elapsed


def measure(runs: int) -> dict:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode written, as after an install
    env["COLUMNS"] = "100"
    judge = judge_executable()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        commands = _commands(tmp)
        warm_env = dict(env, XDG_CACHE_HOME=str(tmp / "warm"))
        for _, args, code, _ in commands:  # warm-up: bytecode, then the warm cache directory
            _run(judge + args, warm_env, code)
        floor: list[float] = []
        warm: dict[str, list[float]] = {c[0]: [] for c in commands}
        first: dict[str, list[float]] = {c[0]: [] for c in commands}
        for r in range(runs):
            floor.append(_run(FLOOR, env, 0))
            for name, args, code, _ in commands:
                warm[name].append(_run(judge + args, warm_env, code))
                fresh = dict(env, XDG_CACHE_HOME=str(tmp / f"first-{r}-{len(first[name])}-{abs(hash(name))}"))
                first[name].append(_run(judge + args, fresh, code))
    f = statistics.median(floor)
    rows = [{"command": name, "aim": aim, "warm_ms": statistics.median(warm[name]) * 1000,
             "first_ms": statistics.median(first[name]) * 1000} for name, _, _, aim in commands]
    return {"machine": machine(), "runs": runs, "floor_ms": f * 1000, "rows": rows}


def markdown(data: dict) -> str:
    m = data["machine"]
    f = data["floor_ms"]
    out = [SECTION, "",
           f"Measured by `bench/bench_catalog.py` on {m['nproc']} CPUs ({m['cpu']}), Python {m['python']}, "
           f"{m['platform']}: whole processes, median of {data['runs']} interleaved rounds after a warm-up, bytecode "
           f"written; *warm* with the private cache directory an earlier run filled, *first run* with an empty one "
           f"(as just after installing). Floor: `python -c \"import typer, rich.console, lark\"`, "
           f"{f:.1f} ms in the same rounds.", "",
           "| command | warm | × floor | first run | × floor | aim (× floor) |",
           "|---|---:|---:|---:|---:|---|"]
    for r in data["rows"]:
        out.append(f"| {r['command']} | {r['warm_ms']:.1f} ms | {r['warm_ms'] / f:.2f} | {r['first_ms']:.1f} ms | "
                   f"{r['first_ms'] / f:.2f} | {r['aim']} |")
    out.append("")
    return "\n".join(out) + "\n"


def write_docs(section: str) -> None:
    path = ROOT / "docs" / "performance.md"
    lines = path.read_text(encoding="utf-8").split("\n")
    start = next((i for i, line in enumerate(lines) if line == SECTION), None)
    if start is None:
        text = "\n".join(lines).rstrip("\n") + "\n\n" + section
    else:
        # (up to the next heading: the notes under "### …" after the figures are kept)
        end = next((j for j in range(start + 1, len(lines)) if lines[j].startswith(("## ", "### "))), len(lines))
        text = "\n".join(lines[:start]) + "\n" + section + ("\n" + "\n".join(lines[end:]) if end < len(lines) else "")
    path.write_text(text.rstrip("\n") + "\n", encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--write-docs", action="store_true", help="replace the figures of the section of docs/performance.md (its notes kept)")
    args = ap.parse_args()
    data = measure(args.runs)
    text = markdown(data)
    print(text)
    if args.write_docs:
        write_docs(text)


if __name__ == "__main__":
    main()
