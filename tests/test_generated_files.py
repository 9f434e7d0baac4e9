"""``python -m judge.build --check``: the one command that regenerates every generated file
finds each committed file equal to a fresh build (each file's own test says more)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


# Compares the committed files with a fresh build, whichever Python builds them: CI runs it under
# its main Python only (the `source` marker, pyproject.toml).
@pytest.mark.source
def test_every_generated_file_is_fresh():
    proc = subprocess.run([sys.executable, "-m", "judge.build", "--check"], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for name in ("_ast_methods.py", "_ir_methods.py", "_engine_methods.py", "_suite_methods.py", "grammar_tables.json", "text_tables.json",
                 "prebuilt.json", "era_index.json", "slot_pools.json"):
        assert f"{name} is up to date" in proc.stdout, proc.stdout
    assert "rules_corpus" in proc.stdout  # up to date, or skipped when the seeds are absent
    assert "era_cards.jsonl" in proc.stdout  # up to date, or skipped when the era pool is absent
    assert "handler_index.json is up to date" in proc.stdout, proc.stdout
    assert "(coverage list) is up to date" in proc.stdout, proc.stdout


def test_a_stale_file_is_reported_and_nothing_is_written(tmp_path, monkeypatch):
    from judge.dsl import build, lalr

    stale = tmp_path / "grammar_tables.json"
    stale.write_text("{}", encoding="utf-8")
    monkeypatch.setattr(lalr, "PATH", stale)
    assert build.tables(check=True) == 1
    assert stale.read_text(encoding="utf-8") == "{}"


def test_card_text_tables_are_built_afresh_when_their_digests_are_not_nows(tmp_path, monkeypatch):
    """``--check`` trusts the card-text tables only while their head's digests (the grammar's and
    the building code's) are those of now; otherwise, or with ``--full``, it builds and compares."""
    from judge.cards import build, prebuilt, text_lalr

    built = []
    monkeypatch.setattr(text_lalr, "build_fresh", lambda: built.append(1) or "fresh\n")
    monkeypatch.setattr(build, "prebuilt_text", lambda: prebuilt.PATH.read_text(encoding="utf-8"))
    committed = text_lalr.PATH.read_text(encoding="utf-8")
    assert build.main(["--check"]) == 0 and built == []  # the committed file: its digests match
    assert build.main(["--check", "--full"]) == 1 and built == [1]  # built and compared: differs from "fresh"
    for key in ("builder", "grammar"):
        copy = tmp_path / f"{key}.json"
        head = committed.splitlines()[1]
        digest = json.loads(head.rstrip(",").split(":", 1)[1])[key]
        copy.write_text(committed.replace(digest, "0" * len(digest), 1), encoding="utf-8")
        monkeypatch.setattr(text_lalr, "PATH", copy)
        assert build.main(["--check"]) == 1 and len(built) == (2 if key == "builder" else 3)
        assert copy.read_text(encoding="utf-8") != "fresh\n"  # --check writes nothing
