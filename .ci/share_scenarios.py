"""The bundled scenario files of one share of the suite, one a line: `python .ci/share_scenarios.py K/N`.

A file's share is the one the scenarios plugin's ``--share K/N`` gives it (judge.suite.pytest_plugin.share_of
of its path relative to the checkout), so the files listed are exactly the scenario items that option keeps;
.ci/run runs them with `judge test` under the Pythons that share the suite (tests/suite/test_ci_share.py)."""

from __future__ import annotations

import sys
from pathlib import Path

from judge.suite.pytest_plugin import share_of
from judge.suite.runner import discover


def share_files(root: Path, k: int, n: int) -> list[Path]:
    """The scenario files under ``root/scenarios`` in share ``k`` of ``n``, sorted."""
    root = root.resolve()
    return [p for p in discover([root / "scenarios"])
            if share_of(p.resolve().relative_to(root).as_posix(), n) == k]


def main(argv: list[str]) -> int:
    try:
        k, n = (int(x) for x in argv[1].split("/"))
        if not 0 <= k < n:
            raise ValueError
    except (IndexError, ValueError):
        print("usage: python .ci/share_scenarios.py K/N (0 <= K < N)", file=sys.stderr)
        return 2
    root = Path(__file__).resolve().parent.parent
    for p in share_files(root, k, n):
        print(p.relative_to(root.resolve()).as_posix())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
