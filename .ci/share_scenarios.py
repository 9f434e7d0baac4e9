"""The bundled scenario files of one share of the suite, one a line: `python .ci/share_scenarios.py K/N`.

A file's share is the one the scenarios plugin's ``--share K/N`` gives it (judge.suite.pytest_plugin.share_of
of its path relative to the checkout), so the files listed are exactly the scenario items that option keeps;
.ci/run runs them with `judge test` under the Pythons that share the suite (tests/suite/test_ci_share.py)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from judge.suite.pytest_plugin import share_of
from judge.suite.runner import discover


def share_files(root: Path, k: int, n: int) -> list[Path]:
    """The scenario files under ``root/scenarios`` in share ``k`` of ``n``, sorted. A file's real
    path is its folder's real path and its name unless the file itself is a link: each folder is
    resolved once (resolving each of ~16,900 files, a few lstat calls a part of its path, and a
    Path made of each only to be cut: a listing 1.0 -> 0.33 s of CPU, eighty-seventh session)."""
    root = root.resolve()
    top = str(root).rstrip("/") + "/"
    real_dirs: dict[str, str] = {}
    kept = []
    for p in discover([root / "scenarios"]):
        if os.path.islink(p):
            real = os.path.realpath(p)
        else:
            folder = str(p.parent)
            real_dir = real_dirs.get(folder)
            if real_dir is None:
                real_dir = real_dirs[folder] = os.path.realpath(folder)
            real = os.path.join(real_dir, p.name)
        # relative to the checkout, "/"-separated: from the text where it is under it (a Path of
        # each file made only to be cut was ~0.2 s more)
        rel = real[len(top):] if os.sep == "/" and real.startswith(top) else Path(real).relative_to(root).as_posix()
        if share_of(rel, n) == k:
            kept.append(p)
    return kept


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
