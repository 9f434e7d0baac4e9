"""A share of the bundled scenarios for the heaviest whole-corpus checks, turning with the Python.

CI runs the suite under CPython 3.11, 3.12 and 3.13 and must finish well inside ten minutes. A
check that plays every bundled scenario again (with a cache turned off, a copy of the game,
another parser) takes a share of them in each run, a different share under each Python
(docs/reliability.md):

- :func:`turning_third`: a third in each run, so CI's three runs check every scenario between them;
- :func:`turning_ninth`: a ninth in each run, so they check a third of the scenarios between them
  — for the checks that replay the corpus several times over (the kept values dropped one by one,
  a game's copies branching), whose thirds took ~80 s of each run's work in the twenty-ninth
  session as the corpus passed 4,200 scenarios.

- :func:`turning_half`: half in each run, CI's main Python (3.11) one half and the other Pythons
  the other — for a check of a test file that CI runs under its main Python and one other (the
  suite is shared between the other two: ``--share``, .ci/run), so that the two runs check every
  item between them; since the sixtieth session, for the printer's round trip of every scenario.
  (With that sharing a turning third is checked under two Pythons only — two thirds of the items
  a CI run — and a turning ninth two ninths.)

- :func:`spread`: a sample of a fixed size, spread evenly through the corpus, so that a check's
  cost stops growing with the corpus — the determinism check (each `judge ask --json`, ~60 ms)
  since the thirtieth session, and the replays and parses of the corpus (state kept, copies,
  cache, fast parser, generated methods) since the thirty-first, when their turning thirds and
  ninths of 4,885 scenarios had grown to ~80 s of CPU of each run.

``JUDGE_TEST_EVERY_SCENARIO=1`` in the environment makes each of them take every scenario (the
whole sweep, ~10 minutes on two cores: before a release, or after a change to what is kept).
"""

from __future__ import annotations

import os
import sys
from typing import Sequence, TypeVar

T = TypeVar("T")


def _every() -> bool:
    return os.environ.get("JUDGE_TEST_EVERY_SCENARIO") == "1"


def turning_third(items: Sequence[T], k: int = 0) -> list[T]:
    """Every third item of ``items``, from the one ``k`` and the Python's minor version pick:
    ``k`` (0, 1, 2) lets checks run under one Python take different thirds."""
    if _every():
        return list(items)
    return list(items[(k + sys.version_info.minor) % 3::3])


def turning_ninth(items: Sequence[T], k: int = 0) -> list[T]:
    """Every ninth item of ``items``, from the one ``k`` and the Python's minor version pick:
    ``k`` (0, 1, 2) gives checks run under one Python disjoint ninths, and for each ``k`` the
    three Pythons (3.11, 3.12, 3.13) take three disjoint ninths — a third between them."""
    if _every():
        return list(items)
    return list(items[(3 * k + sys.version_info.minor) % 9::9])


def turning_half(items: Sequence[T]) -> list[T]:
    """Every other item of ``items``: under CPython 3.11 (CI's main Python, which runs every test
    file) from the first, under any other Python from the second."""
    if _every():
        return list(items)
    return list(items[(sys.version_info[:2] != (3, 11))::2])


def spread(items: Sequence[T], count: int, k: int = 0) -> list[T]:
    """At most ``count`` items spaced evenly through ``items`` — a sample whose size, and so its
    cost, stays the same as the corpus grows — starting at an offset that ``k`` and the Python's
    minor version turn, so the three Pythons (3.11, 3.12, 3.13) take disjoint samples when
    ``items`` has at least three times ``count``."""
    if _every() or len(items) <= count:
        return list(items)
    stride = len(items) / count
    start = ((k + sys.version_info.minor) % 3) * stride / 3
    return [items[int(start + i * stride)] for i in range(count)]

