#!/usr/bin/env python
"""Fuzzing judge: generated inputs through parse, check and simulate, with limits per input.

Every input must end in outcomes or in the project's user error (``JudgeError``, exit 2
at the command line) — within the time limit and the memory limit. Anything else is a
failure: an *internal* error (any other exception), a *hang* (past the time limit, counted in processor time: ``fuzz_cli.arm``) or a
*memory* blow-up (past the memory limit: ``MemoryError`` under ``RLIMIT_AS``, or the
worker killed). Each distinct failure (class, exception type, where it was raised) is
written to ``--out`` as a reproducer, shrunk by deleting lines while it still fails the
same way.

The inputs, from a seed (the same seed, the same inputs):

* ``bytes``   random bytes, decoded as UTF-8 with replacement;
* ``soup``    random sequences of the language's words, names, numbers and punctuation;
* ``mutant``  a bundled scenario with one to four mutations: a line deleted, duplicated,
  moved or swapped with another, a number replaced (0, 1, big, huge, negative), a card
  name replaced by another library card, a block of lines repeated, a line taken from
  another scenario;
* ``reorder`` a bundled scenario with its action lines shuffled;
* ``cardtext`` a bundled scenario that defines a card inline, with one to three mutations
  inside its cards' text: a word deleted, inserted, replaced or doubled, a sentence of
  another card's text added, or the whole text of another card put in its place (the text
  stays in the card grammar often enough that odd but readable cards reach the engine).
  Added in the fourteenth session (it found a state trigger that triggered forever); a
  seed's inputs of the other kinds differ from the runs before it.
* ``options``, ``stdin``, ``datadir``, ``planted``, ``lineends``: what else a user touches, each
  run through the real command line (bench/fuzz_cli.py: the command line's options at their
  edges, a drill's answers, its data directory and database, planted cache files, CR and
  Unicode line ends). Added for issue 41; they add two results: ``raw`` (a control character
  of the input reached the output) and ``differs`` (two runs that must say the same bytes did
  not: the kept scenario and the first reading, planted cache files and none).

    .venv/bin/python bench/fuzz.py --inputs 100000 [--seed 1] [--workers 2] [--out fuzz-out]
    .venv/bin/python bench/fuzz.py --minutes 10

Prints the counts per kind of input and per result, the rate, and the failures; ``--json``
prints the same as JSON. The suite runs the same generators on a few hundred inputs
(tests/test_fuzz.py); docs/reliability.md records a long run.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import re
import resource
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
import fuzz_cli  # noqa: E402  (bench/: the command line's inputs)

KINDS = ("bytes", "soup", "mutant", "reorder", "cardtext") + fuzz_cli.KINDS
WEIGHTS = (1, 2, 6, 1, 2) + fuzz_cli.WEIGHTS
#: Results that are failures.
FAILURES = ("internal", "hang", "memory", "raw", "differs")

_WORDS = ("player", "turn", "title", "card", "cost", "type", "pt", "text", "in", "play", "hand", "graveyard",
          "library", "casts", "activates", "taps", "for", "targeting", "attacks", "with", "blocks", "passes",
          "all", "pass", "until", "the", "stack", "is", "empty", "expect", "question", "asks", "answer", "when",
          "chooses", "yes", "no", "as", "attached", "to", "tapped", "sick", "counters", "life", "mana", "not",
          "tracked", "Alice", "Bob", "Grizzly", "Bears", "Shock", "Lightning", "Bolt", "Forest", "@a", "@b",
          "precombat", "main", "declare", "attackers", "blockers", "combat", "damage", "step", "X", "=", ":",
          ",", "(", ")", '"', "{R}", "{G}", "{T}", "2/2", "+1/+1", "0", "1", "3", "20", "999999999", "\n", "\n",
          "\n", "Alice in play:", "Bob hand:", "Alice casts", "all pass until the stack is empty",
          "expect Bob life 17", "with X =", "dividing", "sacrificing", "discarding", "choosing mode")
_NUMBERS = ("0", "1", "2", "7", "60", "999", "1000", "1001", "999999999", "1234567890123", "-1", "9" * 40)


def _scenarios() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in sorted((ROOT / "scenarios").rglob("*.mtg"))]


def _card_names() -> list[str]:
    from judge.cards.library import card_names

    return sorted(card_names())


_CACHE: dict[str, list[str]] = {}


def _cached(key: str, make) -> list[str]:
    if key not in _CACHE:
        _CACHE[key] = make()
    return _CACHE[key]


def _mutate(rng: random.Random, text: str, others: list[str], names: list[str]) -> str:
    lines = text.split("\n")
    for _ in range(rng.randint(1, 4)):
        if not lines:
            lines = [""]
        op = rng.randrange(8)
        i = rng.randrange(len(lines))
        if op == 0 and len(lines) > 1:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[i])
        elif op == 2:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == 3:
            line = lines.pop(i)
            lines.insert(rng.randrange(len(lines) + 1), line)
        elif op == 4:
            lines[i] = re.sub(r"\d+", lambda m: rng.choice(_NUMBERS), lines[i], count=rng.randint(1, 3))
        elif op == 5 and names:
            for name in names:
                if name in lines[i]:
                    lines[i] = lines[i].replace(name, rng.choice(names), 1)
                    break
        elif op == 6:
            j = min(len(lines), i + rng.randint(1, 4))
            lines[i:i] = lines[i:j] * rng.randint(1, 6)
        else:
            other = rng.choice(others).split("\n")
            lines.insert(i, rng.choice(other))
    return "\n".join(lines)


_TEXT = re.compile(r'^(\s*text ")([^"]*)(")', re.MULTILINE)


def _with_text() -> list[str]:
    return [t for t in _cached("scenarios", _scenarios) if _TEXT.search(t)]


def _texts() -> list[str]:
    return [m.group(2) for t in _cached("with text", _with_text) for m in _TEXT.finditer(t)]


def _mutate_text(rng: random.Random, text: str, texts: list[str]) -> str:
    """``text`` (a scenario that defines a card) with one to three of its cards' text lines mutated."""
    places = [m.span(2) for m in _TEXT.finditer(text)]
    for _ in range(rng.randint(1, 3)):
        start, end = rng.choice(places)
        words = text[start:end].split(" ")
        op = rng.randrange(6)
        k = rng.randrange(len(words))
        if op == 0 and len(words) > 1:
            del words[k]
        elif op == 1:
            words.insert(k, rng.choice(rng.choice(texts).split(" ")))
        elif op == 2:
            words[k] = rng.choice(rng.choice(texts).split(" "))
        elif op == 3:
            words.insert(k, words[k])
        elif op == 4:
            words += rng.choice(rng.choice(texts).split(". ")).rstrip(".").split(" ")
            words[-1] += "."
        else:
            words = rng.choice(texts).split(" ")
        new = " ".join(words)
        text = text[:start] + new + text[end:]
        places = [m.span(2) for m in _TEXT.finditer(text)]
    return text


def generate(seed: int, index: int) -> tuple[str, Any]:
    """The ``index``-th input of ``seed``: (kind, the scenario's text, or a case of the command
    line: :mod:`fuzz_cli`)."""
    rng = random.Random(f"{seed}:{index}")
    kind = rng.choices(KINDS, WEIGHTS)[0]
    if kind in fuzz_cli.GENERATORS:
        return kind, fuzz_cli.GENERATORS[kind](rng)
    if kind == "bytes":
        return kind, bytes(rng.randrange(256) for _ in range(rng.randint(0, 400))).decode("utf-8", "replace")
    if kind == "soup":
        return kind, " ".join(rng.choice(_WORDS) for _ in range(rng.randint(1, 80)))
    if kind == "cardtext":
        return kind, _mutate_text(rng, rng.choice(_cached("with text", _with_text)), _cached("texts", _texts))
    scenarios = _cached("scenarios", _scenarios)
    base = rng.choice(scenarios)
    if kind == "reorder":
        lines = base.split("\n")
        actions = [i for i, ln in enumerate(lines) if re.match(r"^(Alice|Bob|all|both) (?!in play|hand|graveyard|library)", ln)]
        moved = [lines[i] for i in actions]
        rng.shuffle(moved)
        for i, ln in zip(actions, moved):
            lines[i] = ln
        return kind, "\n".join(lines)
    return kind, _mutate(rng, base, scenarios, _cached("names", _card_names))


class TimeLimit(BaseException):
    """Raised in the worker when an input runs past the time limit (a BaseException, so
    that no ``except Exception`` in the code under test can swallow it)."""


def _alarm(signum, frame):
    raise TimeLimit()


def setup_worker(memory_mb: int, lark_parsers: bool = True) -> None:
    """Limit the worker's address space (a blow-up becomes MemoryError) and arm the timer.
    ``lark_parsers=False`` leaves lark's parsers to be built by the first input that needs one
    (tests/test_fuzz.py, tests/test_play_pool.py: their fixed inputs need none — the drivers
    diagnose every line and sentence they refuse — and building them was ~4 s of CPU of each
    file's setup, most of it, warm cache or cold: eighty-seventh session)."""
    if memory_mb:
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    fuzz_cli.handle(_alarm)
    sys.setrecursionlimit(10_000)
    from judge.cards.catalog import catalog
    from judge.cards.library import all_cards
    from judge.cards.text import _parser as card_text_parser
    from judge.dsl.parser import _parser as scenario_parser

    all_cards()  # the library decoded once, before any limit bites
    catalog().names_by_key()  # the era's cards and the catalog's index of names too
    from judge.cli import app  # noqa: F401  (the command line, every command registered, for bench/fuzz_cli.py)

    fuzz_cli._cached("deck", fuzz_cli._deck_files)
    # lark's parsers, which report a line or a card sentence outside the grammars, built once
    # too: with lark's analysis not yet cached (a new version of lark or of Python), building
    # them takes seconds, which the first such input of each worker would otherwise pay
    if lark_parsers:
        card_text_parser()
        scenario_parser()


def run_one(text: str, seconds: float) -> tuple[str, str]:
    """(result, detail): ``ok``, ``user`` (a JudgeError; the detail, its message's first line),
    ``internal`` (type and where), ``hang`` or ``memory``. The text is checked as ``judge ask``
    checks it — against every card of the catalog and the tokens the scenario's cards make
    (judge.suite.runner) — so a scenario naming an era card outside the library reaches the engine
    (until the sixty-first session it was checked against the library's names alone: every mutant
    of such a scenario ended as a user error, unknown card, before the engine)."""
    from judge.cards.catalog import catalog
    from judge.dsl.checks import check_text
    from judge.engine import simulate
    from judge.errors import JudgeError
    from judge.suite.runner import token_names

    fuzz_cli.arm(seconds)
    try:
        scenario = check_text(text, "fuzz.mtg", catalog(), token_names)
        simulate(scenario)
        return "ok", ""
    except JudgeError as err:
        return "user", err.message.splitlines()[0] if err.message else ""
    except TimeLimit:
        return "hang", ""
    except MemoryError:
        return "memory", ""
    except RecursionError as err:
        return "internal", _where(err)
    except Exception as err:  # noqa: BLE001 - what the fuzzer is looking for
        return "internal", _where(err)
    finally:
        fuzz_cli.disarm()


def run_input(kind: str, payload: Any, seconds: float, index: int = 0) -> tuple[str, str]:
    """(result, detail) of one generated input, a scenario's text or a case of the command line."""
    if kind in fuzz_cli.GENERATORS:
        try:
            return fuzz_cli.run_case(payload, seconds, index)
        except TimeLimit:
            return "hang", ""
    return run_one(payload, seconds)


def _where(err: BaseException) -> str:
    tb = traceback.extract_tb(err.__traceback__)
    frames = [f for f in tb if "/judge/" in f.filename] or tb
    last = frames[-1] if frames else None
    place = f"{Path(last.filename).name}:{last.lineno}" if last else "?"
    return f"{type(err).__name__} at {place}: {str(err)[:200]}"


def _task(args: tuple) -> tuple:
    seed, index, seconds = args
    kind, payload = generate(seed, index)
    start = time.perf_counter()
    result, detail = run_input(kind, payload, seconds, index)
    return index, kind, result, detail, time.perf_counter() - start


def shrink(text: str, result: str, detail: str, seconds: float, budget: int = 150) -> str:
    """``text`` with lines deleted while it still fails the same way (at most ``budget`` runs)."""
    key = (result, detail.split(":")[0] if result == "internal" else "")
    lines = text.split("\n")
    runs = 0
    chunk = max(1, len(lines) // 2)
    while chunk >= 1 and runs < budget:
        i = 0
        changed = False
        while i < len(lines) and runs < budget:
            trial = lines[:i] + lines[i + chunk:]
            runs += 1
            r, d = run_one("\n".join(trial), seconds)
            if (r, d.split(":")[0] if r == "internal" else "") == key:
                lines = trial
                changed = True
            else:
                i += chunk
        if not changed:
            chunk //= 2
    return "\n".join(lines)


def fuzz(inputs: Optional[int], minutes: Optional[float], seed: int, workers: int, seconds: float,
         memory_mb: int, out: Optional[Path]) -> dict:
    counts: dict = collections.defaultdict(collections.Counter)
    failures: dict[str, dict] = {}
    slowest = (0.0, -1, "")
    start = time.perf_counter()
    deadline = start + minutes * 60 if minutes else None
    index = 0
    batch = 2000
    pool = ProcessPoolExecutor(workers, initializer=setup_worker, initargs=(memory_mb,))
    try:
        while (inputs is None or index < inputs) and (deadline is None or time.perf_counter() < deadline):
            n = batch if inputs is None else min(batch, inputs - index)
            jobs = [(seed, i, seconds) for i in range(index, index + n)]
            try:
                results = list(pool.map(_task, jobs, chunksize=50))
            except BrokenProcessPool:  # a worker died (killed past the memory limit): find which, one by one
                pool.shutdown(cancel_futures=True)
                pool = ProcessPoolExecutor(workers, initializer=setup_worker, initargs=(memory_mb,))
                results = []
                for job in jobs:
                    try:
                        results.append(pool.submit(_task, job).result())
                    except BrokenProcessPool:
                        kind, _ = generate(seed, job[1])
                        results.append((job[1], kind, "memory", "worker killed", seconds))
                        pool = ProcessPoolExecutor(workers, initializer=setup_worker, initargs=(memory_mb,))
            for i, kind, result, detail, took in results:
                counts[kind][result] += 1
                slowest = max(slowest, (took, i, kind))
                if result in FAILURES:
                    key = f"{result}: {detail.split(': ', 1)[0] if detail else result}"
                    if key not in failures:
                        failures[key] = {"index": i, "kind": kind, "result": result, "detail": detail, "count": 0}
                    failures[key]["count"] += 1
            index += n
    finally:
        pool.shutdown(cancel_futures=True)
    elapsed = time.perf_counter() - start
    if out is not None and failures:
        out.mkdir(parents=True, exist_ok=True)
        setup_worker(0)
        for n, (key, f) in enumerate(sorted(failures.items())):
            kind, payload = generate(seed, f["index"])
            head = f"# {key}\n# seed {seed}, input {f['index']} ({f['kind']}), {f['count']} like it\n"
            if kind in fuzz_cli.GENERATORS:  # a case of the command line: written as it is
                name, body = out / f"{n + 1:02d}-{f['result']}.case.txt", repr(payload) + "\n"
            else:
                name, body = out / f"{n + 1:02d}-{f['result']}.mtg", shrink(payload, f["result"], f["detail"], seconds)
            if not name.exists():  # never overwrite what is there
                name.write_text(head + body, encoding="utf-8")
            f["reproducer"] = str(name)
    totals = collections.Counter()
    for c in counts.values():
        totals.update(c)
    return {
        "inputs": index,
        "seconds": round(elapsed, 1),
        "rate_per_second": round(index / elapsed, 1) if elapsed else 0.0,
        "seed": seed,
        "workers": workers,
        "time_limit_s": seconds,
        "memory_limit_mb": memory_mb,
        "slowest_input_s": round(slowest[0], 3),
        "slowest_input": {"index": slowest[1], "kind": slowest[2]},
        "results": dict(totals),
        "by_kind": {k: dict(v) for k, v in sorted(counts.items())},
        "failures": failures,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--inputs", type=int, default=None)
    ap.add_argument("--minutes", type=float, default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--time-limit", type=float, default=5.0, help="seconds per input")
    ap.add_argument("--memory-limit", type=int, default=500, help="MB per worker (address space)")
    ap.add_argument("--out", type=Path, default=None, help="write a shrunk reproducer of each distinct failure here")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.inputs is None and args.minutes is None:
        args.inputs = 10_000
    sys.path.insert(0, str(ROOT))
    data = fuzz(args.inputs, args.minutes, args.seed, args.workers, args.time_limit, args.memory_limit, args.out)
    if args.json:
        print(json.dumps(data, indent=2))
        return
    print(f"{data['inputs']} inputs in {data['seconds']} s ({data['rate_per_second']}/s), seed {data['seed']}, "
          f"{data['workers']} workers; limits {data['time_limit_s']} s and {data['memory_limit_mb']} MB per input")
    print(f"results: {data['results']}; slowest input {data['slowest_input_s']} s "
          f"(input {data['slowest_input']['index']}, {data['slowest_input']['kind']})")
    for kind, c in data["by_kind"].items():
        print(f"  {kind:8s} {c}")
    for key, f in data["failures"].items():
        print(f"FAILURE {key} ({f['count']}x): {f['detail']}  {f.get('reproducer', '')}")


if __name__ == "__main__":
    main()
