"""Lark's analysis of the grammar is cached in a private per-user file, or not at all."""

from __future__ import annotations

import os
import stat
import subprocess
import sys

import pytest

from judge.dsl import parser as P


def test_cache_file_is_in_a_private_directory_named_by_the_grammar(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    path = P.cache_file(P.grammar_text())
    assert path is not None and os.path.dirname(path) == str(tmp_path / "judge")
    assert stat.S_IMODE(os.stat(tmp_path / "judge").st_mode) & 0o077 == 0
    assert P.cache_file(P.grammar_text()) == path
    assert P.cache_file(P.grammar_text() + "\n// changed") != path


def test_cache_of_an_old_grammar_is_removed(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    old = P.cache_file("start: \"a\"\n")
    open(old, "w").close()
    P.cache_file(P.grammar_text())
    assert not os.path.exists(old)


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() == 0, reason="root may write anywhere")
def test_no_usable_cache_directory_means_no_cache(tmp_path, monkeypatch):
    tmp_path.chmod(0o500)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert P.cache_file(P.grammar_text()) is None


def test_a_shared_cache_directory_is_not_used(tmp_path, monkeypatch):
    (tmp_path / "judge").mkdir()
    (tmp_path / "judge").chmod(0o777)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert P.cache_file(P.grammar_text()) is None


def test_a_new_process_builds_and_then_loads_the_cache(tmp_path):
    code = ("from judge.dsl import parser as P\n"
            "P._parser()  # lark's parser (valid lines alone need only the prebuilt tables)\n"
            "s = P.parse('player Alice\\nturn Alice, upkeep\\n')\n"
            "assert s.turn.active == 'Alice'\n")
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    for _ in range(2):
        subprocess.run([sys.executable, "-c", code], check=True, env=env)
    files = list((tmp_path / "judge").iterdir())
    assert len(files) == 1 and files[0].stat().st_size > 10_000


def test_an_unreadable_cache_file_is_rebuilt(tmp_path):
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    code = ("import os\nfrom judge.dsl import parser as P\n"
            "path = P.cache_file(P.grammar_text())\n"
            "open(path, 'wb').write(b'garbage')\n"
            "P._parser()\n"
            "s = P.parse('player Alice\\n')\n"
            "assert os.path.getsize(path) > 10_000\n")
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
