"""How many hand-written files a new sentence shape of the card language touches (issue 44's
"≤ 3 hand-written files", the median over the issue's commits), from the repository's history.

A *shape commit* is a commit (merges left out) that changes the card grammar
(``judge/cards/reading/*.lark``) or a table of rewrites of the reader (``judge/cards/printed.py``,
``judge/cards/normalise/``): a sentence read that was not, or read otherwise. Its files are
counted without the generated ones (``.gitattributes``' ``linguist-generated`` files, the
generated dataclass methods, ``docs/rules-scenarios.md``, ``judge/suite/rule_coverage.txt``,
``rules_corpus/``), in four groups:

* **wing** — the card wing's code and data: the grammar, its readers, the rewrites, the IR and
  its words (``judge/cards/``);
* **engine** — what the rules do with it (``judge/engine/`` and the rest of ``judge/``);
* **proof** — scenarios and tests;
* **docs** — ``docs/`` and the README.

Shapes are told apart by what they needed: a *wording* changes no engine file and no IR class
(``judge/cards/ir.py``) — a new way of saying what the engine already does; a *rule* does
either — the engine learns something. Printed as a table, or ``--json``.

    python bench/shape_files.py [--since 2026-11-29] [--until REV] [--json] [--list]
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The day issue 44 was filed: its work began in the session opening 2026-11-29.
SINCE = "2026-11-29T00:00:00+00:00"
#: Generated files the .gitattributes file doesn't mark.
GENERATED = ("judge/_speed/_*_methods.py", "judge/cards/_ir_methods.py", "docs/rules-scenarios.md",
             "judge/suite/rule_coverage.txt", "rules_corpus/*")


def generated_patterns() -> list[str]:
    out = list(GENERATED)
    attributes = ROOT / ".gitattributes"
    if attributes.exists():
        for line in attributes.read_text().splitlines():
            parts = line.split()
            if parts and "linguist-generated" in parts[1:]:
                out.append(parts[0])
    return out


def is_shape(files: list[str]) -> bool:
    return any((f.startswith("judge/cards/reading/") and f.endswith(".lark")) or f == "judge/cards/printed.py"
               or f.startswith("judge/cards/normalise/") for f in files)


def group(path: str) -> str:
    if path.startswith("judge/cards/"):
        return "wing"
    if path.startswith("judge/"):
        return "engine"
    if path.startswith(("scenarios/", "tests/", "drills/")):
        return "proof"
    if path.startswith("docs/") or path == "README.md":
        return "docs"
    return "other"


def shape_commits(since: str, until: str) -> list[dict]:
    log = subprocess.run(["git", "log", "--no-merges", "--reverse", f"--since={since}", "--format=@%h",
                          "--name-only", until], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    generated = generated_patterns()
    commits: list[tuple[str, list[str]]] = []
    for line in log.splitlines():
        if line.startswith("@"):
            commits.append((line[1:], []))
        elif line.strip() and commits:
            commits[-1][1].append(line.strip())
    rows = []
    for sha, files in commits:
        if not is_shape(files):
            continue
        hand = [f for f in files if not any(fnmatch.fnmatch(f, g) for g in generated)]
        groups = {g: sum(1 for f in hand if group(f) == g) for g in ("wing", "engine", "proof", "docs", "other")}
        rule = groups["engine"] > 0 or "judge/cards/ir.py" in hand
        rows.append({"commit": sha, "kind": "rule" if rule else "wording", "files": len(files),
                     "hand_written": len(hand), "code": groups["wing"] + groups["engine"], **groups})
    return rows


def summary(rows: list[dict]) -> list[dict]:
    out = []
    for kind in ("all", "wording", "rule"):
        sel = [r for r in rows if kind == "all" or r["kind"] == kind]
        if not sel:
            continue
        med = {k: statistics.median(r[k] for r in sel) for k in ("files", "hand_written", "code", "wing", "engine",
                                                                  "proof", "docs")}
        out.append({"shapes": kind, "commits": len(sel), **{f"median_{k}": v for k, v in med.items()},
                    "at_most_3_hand_written": sum(r["hand_written"] <= 3 for r in sel),
                    "at_most_3_code": sum(r["code"] <= 3 for r in sel)})
    return out


def main(argv: "list[str] | None" = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--since", default=SINCE)
    ap.add_argument("--until", default="HEAD")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--list", action="store_true", help="every shape commit, one line each")
    args = ap.parse_args(argv)
    rows = shape_commits(args.since, args.until)
    table = summary(rows)
    if args.json:
        print(json.dumps({"since": args.since, "until": args.until, "summary": table,
                          **({"commits": rows} if args.list else {})}, indent=1))
        return 0
    if args.list:
        for r in rows:
            print(f"{r['commit']} {r['kind']:7} all {r['files']:3} hand {r['hand_written']:3} code {r['code']:2} "
                  f"(wing {r['wing']}, engine {r['engine']}) proof {r['proof']:2} docs {r['docs']}")
    print(f"shape commits since {args.since} (to {args.until}); medians of the files each touched")
    print("| shapes | commits | all files | hand-written | code (wing + engine) | wing | engine | proof | docs "
          "| ≤ 3 hand-written | ≤ 3 code |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for t in table:
        print(f"| {t['shapes']} | {t['commits']} | {t['median_files']:g} | {t['median_hand_written']:g} | "
              f"{t['median_code']:g} | {t['median_wing']:g} | {t['median_engine']:g} | {t['median_proof']:g} | "
              f"{t['median_docs']:g} | {t['at_most_3_hand_written']} | {t['at_most_3_code']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
