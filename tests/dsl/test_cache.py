"""Lark's analysis of a grammar is kept in a private per-user file as plain data (never a
pickle that can run code), or not at all (judge._speed.lark_cache)."""

from __future__ import annotations

import os
import pickle
import stat
import subprocess
import sys

import pytest

from judge._speed import lark_cache
from judge.dsl import parser as P

pytestmark = pytest.mark.lark  # in every --share: lark's cache of its analysis, named by lark's version (judge/suite/pytest_plugin.py)

PREFIX = "scenario-grammar-"


def _path() -> str:
    """Where the scenario grammar's analysis is kept (as judge.dsl.parser keeps it)."""
    options = dict(parser="lalr", lexer="contextual", strict=False, maybe_placeholders=False)
    return lark_cache.cache_file(P.grammar_text() + "\n" + repr(sorted(options.items())), PREFIX)


def test_cache_file_is_in_a_private_directory_named_by_the_grammar(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    path = lark_cache.cache_file(P.grammar_text(), PREFIX)
    assert path is not None and os.path.dirname(path) == str(tmp_path / "judge")
    assert stat.S_IMODE(os.stat(tmp_path / "judge").st_mode) & 0o077 == 0
    assert lark_cache.cache_file(P.grammar_text(), PREFIX) == path
    assert lark_cache.cache_file(P.grammar_text() + "\n// changed", PREFIX) != path


def test_cache_of_an_old_grammar_is_removed(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    old = lark_cache.cache_file("start: \"a\"\n", PREFIX)
    open(old, "w").close()
    lark_cache.cache_file(P.grammar_text(), PREFIX)
    assert not os.path.exists(old)


def test_another_larks_analysis_is_kept_and_the_name_holds_larks_version(tmp_path, monkeypatch):
    """Two environments of one judge with two larks each keep their own analysis; the name is
    lark's version and the grammar's hash, the same under every Python (the data is plain)."""
    import lark

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    other = tmp_path / "judge" / f"{PREFIX}lark0.0.1-0123456789abcdef01234567.lark"
    older = tmp_path / "judge" / f"{PREFIX}0123456789abcdef01234567.lark"  # the naming before lark's version
    path = lark_cache.cache_file(P.grammar_text(), PREFIX)
    other.write_bytes(b"x")
    older.write_bytes(b"x")
    assert os.path.basename(path).startswith(f"{PREFIX}lark{lark.__version__}-")
    assert lark_cache.cache_file(P.grammar_text() + "\n// changed", PREFIX) != path
    assert other.exists() and not older.exists()


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() == 0, reason="root may write anywhere")
def test_no_usable_cache_directory_means_no_cache(tmp_path, monkeypatch):
    tmp_path.chmod(0o500)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert lark_cache.cache_file(P.grammar_text(), PREFIX) is None


def test_a_shared_cache_directory_is_not_used(tmp_path, monkeypatch):
    (tmp_path / "judge").mkdir()
    (tmp_path / "judge").chmod(0o777)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert lark_cache.cache_file(P.grammar_text(), PREFIX) is None


_BUILD = ("from judge.dsl import parser as P\n"
          "P._parser()  # lark's parser (valid lines and errors alone need only the prebuilt tables)\n"
          "s = P.parse('player Alice\\nturn Alice, upkeep\\n')\n"
          "assert s.turn.active == 'Alice'\n")


def test_a_new_process_builds_and_then_loads_the_cache(tmp_path):
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    for _ in range(2):
        subprocess.run([sys.executable, "-c", _BUILD], check=True, env=env)
    files = list((tmp_path / "judge").glob(PREFIX + "*"))
    assert len(files) == 1 and files[0].stat().st_size > 10_000


def _built_here(tmp_path, monkeypatch) -> None:
    """What :data:`_BUILD`'s process does to the cache, in this process (what these tests are of is
    the cache file read and written, not a process: a child's start and imports cost ~0.4 s of CPU,
    ninetieth session): lark's parser built as ``P._parser`` builds it (its analysis kept in the
    cache directory, read back as plain data only), the cache directory under ``tmp_path``; the
    parser parses a line."""
    from judge.dsl.transform import lark_transformer

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    transformer = lark_transformer()
    parser = P.build_parser(transformer=transformer, cache=True)
    transformer.errors, transformer.line = [], 1
    assert parser.parse("player Alice").value.name == "Alice"


class _Planted:
    """What a planted cache file would do when unpickled: make a file (it must never run)."""

    def __init__(self, mark: str) -> None:
        self.mark = mark

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (open, (self.mark, "w"))


def test_a_planted_cache_file_runs_no_code_and_is_replaced(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    path = _path()
    mark = tmp_path / "ran"
    with open(path, "wb") as f:  # a plain pickle of something that runs code when unpickled
        pickle.dump(_Planted(str(mark)), f)
    assert lark_cache._read(path) is None and not mark.exists()
    with open(path, "wb") as f:  # lark's own cache layout: a hash line, then the pickles
        f.write(b"0" * 64 + b"\n")
        pickle.dump(_Planted(str(mark)), f)
    assert lark_cache._read(path) is None and not mark.exists()
    _built_here(tmp_path, monkeypatch)
    assert not mark.exists()  # nothing ran
    assert lark_cache._read(path) is not None  # and the analysis was written anew, as plain data


def test_an_unreadable_cache_file_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    path = _path()
    with open(path, "wb") as f:
        f.write(b"garbage")
    _built_here(tmp_path, monkeypatch)
    assert os.path.getsize(path) > 10_000 and lark_cache._read(path) is not None
