"""Judge's generated files, rewritten or checked one way (``python -m judge.build``, each
generator's ``--check``): the file is compared with what its generator makes now; equal, it is
up to date; else ``--check`` says it is stale and which command rewrites it (exit 1, nothing
written), and a run without it writes it."""

from __future__ import annotations

import sys
from pathlib import Path


def refresh(path: Path, fresh: str, check: bool, command: str) -> int:
    """Rewrite ``path`` with ``fresh`` if it differs, or with ``check`` only say whether it is
    stale (1; ``command`` rewrites it); 0 otherwise. Says which on stdout (stale: stderr)."""
    current = path.read_text(encoding="utf-8") if path.exists() else ""
    if current == fresh:
        print(f"{path} is up to date")
        return 0
    if check:
        print(f"{path} is stale: run {command}", file=sys.stderr)
        return 1
    path.write_text(fresh, encoding="utf-8")
    print(f"wrote {path} ({len(fresh)} bytes)")
    return 0
