"""Fixtures shared by tests of several areas, and the suite's garbage-collector setting."""

from __future__ import annotations

import gc

import pytest


def pytest_configure(config: pytest.Config) -> None:
    """The cyclic garbage collector's first threshold 10,000 allocations instead of CPython's 700,
    in each process that runs the suite (each xdist worker, the controller): the suite's tests
    allocate millions of short-lived containers (trees, traces, games) beside large long-lived
    caches (module trees, the corpus's texts), and at 700 every tenth young-generation pass could
    start a full collection of that heap. Measured (sixtieth session, 3.11, `pytest -n auto`, the
    whole suite): ~130 full collections a run, ~30 s of the workers' ~300 s of CPU; at 10,000,
    12 and ~5 s, the workers' CPU 299 -> 268 s (docs/performance.md "CI's length"). Nothing in
    judge reads the thresholds; the command line switches the collector off for its one command
    (judge/__main__.py), and `judge test` freezes what it has read (judge/suite/runner.py)."""
    gc.set_threshold(10_000, 10, 10)

from tests.rules.corpora import FIXTURE_CORPUS, use_corpus


@pytest.fixture
def fixture_corpus(monkeypatch: pytest.MonkeyPatch):
    """judge.rules reads the small fixture corpus (tests/rules/fixtures/corpus), caches emptied
    before and after."""
    from judge.rules import corpus

    use_corpus(monkeypatch, FIXTURE_CORPUS)
    yield FIXTURE_CORPUS
    corpus.clear_cache()
