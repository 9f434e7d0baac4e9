"""Fixtures shared by tests of several areas."""

from __future__ import annotations

import pytest

from tests.rules.corpora import FIXTURE_CORPUS, use_corpus


@pytest.fixture
def fixture_corpus(monkeypatch: pytest.MonkeyPatch):
    """judge.rules reads the small fixture corpus (tests/rules/fixtures/corpus), caches emptied
    before and after."""
    from judge.rules import corpus

    use_corpus(monkeypatch, FIXTURE_CORPUS)
    yield FIXTURE_CORPUS
    corpus.clear_cache()
