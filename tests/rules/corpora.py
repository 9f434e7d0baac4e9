"""The rules corpora the tests read: the small fixture corpus (tests/rules/fixtures/corpus) or the real one."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURE_CORPUS = Path(__file__).parent / "fixtures" / "corpus"
REAL_CORPUS = Path(__file__).resolve().parents[2] / "rules_corpus"
REAL_EDITIONS = ("classic", "2002", "2006", "2021", "rulebook")
HAVE_REAL = all((REAL_CORPUS / f"{e}.json").is_file() for e in REAL_EDITIONS)

needs_real = pytest.mark.skipif(not HAVE_REAL, reason="rules_corpus/ not built yet")


def use_corpus(monkeypatch: pytest.MonkeyPatch, path: Path | None) -> None:
    """Make judge.rules read ``path`` (None: the default lookup) with empty caches."""
    from judge.rules import corpus

    if path is None:
        monkeypatch.delenv(corpus.ENV_VAR, raising=False)
    else:
        monkeypatch.setenv(corpus.ENV_VAR, str(path))
    corpus.clear_cache()
