"""A share of the bundled scenarios for the heaviest whole-corpus checks, turning with the Python.

CI runs the suite under CPython 3.11, 3.12 and 3.13 within ten minutes. A check that plays every
bundled scenario again (with a cache turned off, a copy of the game, another parser) takes a
third of them in each run — a different third under each Python — so CI's three runs check every
scenario between them, at a third of the cost of each run checking all (docs/reliability.md).
"""

from __future__ import annotations

import sys
from typing import Sequence, TypeVar

T = TypeVar("T")


def turning_third(items: Sequence[T], k: int = 0) -> list[T]:
    """Every third item of ``items``, from the one ``k`` and the Python's minor version pick:
    ``k`` (0, 1, 2) lets checks run under one Python take different thirds."""
    return list(items[(k + sys.version_info.minor) % 3::3])
