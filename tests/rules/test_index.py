"""The prebuilt search indexes (rules_corpus/index-<edition>.json): fresh, equivalent, stale-safe."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from judge.rules import corpus
from judge.rules.corpus import load
from judge.rules.index import build_index, index_path, load_prebuilt, to_json_text, write_indexes
from judge.rules.search import get_index, search
from tests.rules.corpora import FIXTURE_CORPUS, REAL_CORPUS, REAL_EDITIONS, needs_real, use_corpus

SEEDS = Path(os.environ.get("JUDGE_SEEDS") or REAL_CORPUS.parent.parent / "shared" / "seeds")


@pytest.fixture(autouse=True)
def clean_cache():
    corpus.clear_cache()
    yield
    corpus.clear_cache()


@needs_real
@pytest.mark.parametrize("edition", REAL_EDITIONS)
def test_committed_index_is_fresh(tmp_path, edition):
    """Like the corpus freshness test: the committed index equals one built from the committed corpus."""
    shutil.copy(REAL_CORPUS / f"{edition}.json", tmp_path / f"{edition}.json")
    (written,) = write_indexes(tmp_path)
    committed = index_path(REAL_CORPUS / f"{edition}.json")
    assert committed.exists(), f"{committed} missing: run python -m judge.rules.build"
    assert committed.read_bytes() == written.read_bytes(), (
        f"{committed} is stale: run python -m judge.rules.build (or python -m judge.rules.index)"
    )


@needs_real
@pytest.mark.skipif(not SEEDS.is_dir(), reason="seeds not found")
def test_corpus_builder_writes_the_indexes(tmp_path):
    from judge.rules.build import build_all, write_corpus

    write_corpus(build_all(SEEDS), tmp_path)
    for edition in REAL_EDITIONS:
        built = tmp_path / f"index-{edition}.json"
        assert built.read_bytes() == (REAL_CORPUS / f"index-{edition}.json").read_bytes()


@needs_real
@pytest.mark.parametrize(
    "query", ["lethal damage", "mana burn", "regenerate", '"state-based effects"', "damage on the stack", "the"]
)
def test_prebuilt_and_in_memory_indexes_agree(monkeypatch, query):
    use_corpus(monkeypatch, None)
    for edition in REAL_EDITIONS:
        assert get_index(edition).source == "prebuilt"
    prebuilt = [h.to_json() for h in search(query, all_editions=True, limit=None)]
    monkeypatch.setattr("judge.rules.search.load_prebuilt", lambda ed: None)
    corpus.clear_cache()
    assert get_index("classic").source == "memory"
    assert [h.to_json() for h in search(query, all_editions=True, limit=None)] == prebuilt


def test_stale_or_missing_index_falls_back_to_memory(tmp_path, monkeypatch):
    shutil.copy(FIXTURE_CORPUS / "classic.json", tmp_path / "classic.json")
    use_corpus(monkeypatch, tmp_path)
    assert get_index("classic").source == "memory"  # no index file
    write_indexes(tmp_path)
    corpus.clear_cache()
    assert get_index("classic").source == "prebuilt"
    expected = [h.to_json() for h in search("lethal damage", limit=None)]
    with (tmp_path / "classic.json").open("a") as f:  # the corpus changes: the index is stale
        f.write("\n")
    corpus.clear_cache()
    assert load_prebuilt(load("classic")) is None
    assert get_index("classic").source == "memory"
    assert [h.to_json() for h in search("lethal damage", limit=None)] == expected


def test_index_text_is_deterministic(monkeypatch):
    use_corpus(monkeypatch, FIXTURE_CORPUS)
    ed = load("classic")
    assert to_json_text(build_index(ed), "x") == to_json_text(build_index(ed), "x")
    assert to_json_text(build_index(ed), "x").endswith("}}\n")


def test_index_main_writes_every_edition(tmp_path, capsys):
    from judge.rules.index import main

    for name in ("classic", "2006"):
        shutil.copy(FIXTURE_CORPUS / f"{name}.json", tmp_path / f"{name}.json")
    assert main([str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.glob("index-*.json")) == ["index-2006.json", "index-classic.json"]
    assert "index-classic.json" in capsys.readouterr().out
