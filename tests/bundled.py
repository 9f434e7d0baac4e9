"""The bundled scenario files, listed once a process for the tests that sample them (tests/sampling.py
``spread``): the same sorted list each of them walked the corpus for (~16,900 files, ~0.16 s of CPU a
walk; six walks in tests/cli/test_plain_lines.py, tests/render/test_trace_tree.py and
tests/render/test_board.py, eighty-seventh session; ~35 more, eight of them at the import of a test file and so
in every xdist worker, in the tests of the engine, the reader, the suite and the dsl, eighty-eighth session)."""

from __future__ import annotations

import functools
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

ROOT = Path(__file__).resolve().parents[1]


@functools.cache
def bundled_scenarios() -> tuple[Path, ...]:
    """Every ``*.mtg`` file under scenarios/, as ``sorted((ROOT / "scenarios").rglob("*.mtg"))``
    lists them."""
    return tuple(sorted((ROOT / "scenarios").rglob("*.mtg")))


@functools.cache
def discovered_scenarios() -> tuple[Path, ...]:
    """``judge.suite.runner.discover([ROOT / "scenarios"])``'s list, made once a process: the same files as
    :func:`bundled_scenarios`, in discover's order (by the real path's text: ``rules-cited/`` before ``rules/``),
    which the samples drawn from it keep."""
    from judge.suite.runner import discover

    return tuple(discover([ROOT / "scenarios"]))


@functools.cache
def bundled_texts() -> Mapping[Path, str]:
    """Each bundled scenario's text (UTF-8) by its path (a path of :func:`bundled_scenarios` or of
    :func:`discovered_scenarios`: the same paths), read once a process for the tests that search the whole corpus
    (~0.4 s of CPU a reading of its 16.5 MB; ten tests read it each, eighty-eighth session). Read-only."""
    return MappingProxyType({path: path.read_text(encoding="utf-8") for path in bundled_scenarios()})
