"""Work kept between runs (judge/cache_store.py): one SQLite database per kind and version of the
code, shared by several processes, made anew when it is no database, silent when it can't be used."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from judge import cache_store

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    """A private cache directory of the test's own, for this process and its children."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("JUDGE_NO_CACHE", raising=False)
    return tmp_path / "judge"


def test_an_entry_is_kept_and_read_back_by_another_process(cache_home):
    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    store.write("a", b"\x00first")
    store.write("a", b"\x00second")  # written again: the newest wins
    assert store.read("a") == b"\x00second" and store.read("b") is None
    store.close()
    script = ("import sys; from judge import cache_store\n"
              "s = cache_store.open_store('test', 'code 1', 'JUDGE_NO_TEST_CACHE')\n"
              "sys.stdout.write(repr(s.read('a')))\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT,
                         env=dict(os.environ)).stdout
    assert out == repr(b"\x00second")
    assert [p.name for p in cache_home.glob("test-*.sqlite3")] == [store.path.name]


def test_processes_writing_one_database_at_once_keep_every_entry(cache_home):
    """``pytest -n``: workers keep entries in one database at the same time."""
    script = ("import sys; from judge import cache_store\n"
              "s = cache_store.open_store('test', 'code 1', 'JUDGE_NO_TEST_CACHE')\n"
              "for i in range(300): s.write(f'{sys.argv[1]}{i}', bytes(2000))\n")
    workers = [subprocess.Popen([sys.executable, "-c", script, name], cwd=ROOT, env=dict(os.environ))
               for name in ("x", "y", "z")]
    assert [w.wait(timeout=120) for w in workers] == [0, 0, 0]
    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    assert sorted(store.keys()) == sorted(f"{n}{i}" for n in "xyz" for i in range(300))
    store.close()


def test_a_file_that_is_no_database_is_made_anew(cache_home):
    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    store.write("a", b"1")
    store.close()
    store.path.write_bytes(b"not a database at all" * 100)
    again = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    assert again.read("a") is None  # lost, as a cache may be
    again.write("a", b"2")
    assert again.read("a") == b"2"
    again.close()


def test_a_database_that_cannot_be_opened_keeps_nothing_silently(cache_home):
    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    store.path.mkdir(parents=True)  # a folder where the database should be
    store.write("a", b"1")
    assert store.read("a") is None and store.keys() == [] and store.written == 0


def test_the_folders_of_files_kept_before_the_database_are_removed(cache_home):
    old = cache_home / "test-0123456789abcdef01234567"
    old.mkdir(parents=True)
    (old / "a.pickle").write_bytes(b"1")
    other_kind = cache_home / "scenes-0123456789abcdef01234567"
    other_kind.mkdir()
    cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE").close()
    assert not old.exists() and other_kind.exists()


@pytest.mark.parametrize("variable", ["JUDGE_NO_TEST_CACHE", "JUDGE_NO_CACHE"])
def test_the_cache_can_be_turned_off(cache_home, monkeypatch, variable):
    monkeypatch.setenv(variable, "1")
    assert cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE") is None
    assert not cache_home.exists() or not list(cache_home.iterdir())


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork() is POSIX's")
def test_a_forked_process_opens_the_database_again(cache_home):
    """A SQLite connection must not be used across a fork (play_pool's workers are forked): the
    child opens its own, and the parent's goes on working."""
    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    store.write("parent", b"1")
    inherited = store._db
    pid = os.fork()
    if pid == 0:  # the child: its own connection, its rows seen by the parent
        ok = store.read("parent") == b"1" and store._db is not inherited
        store.write("child", b"2")
        os._exit(0 if ok else 1)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert store._db is inherited and store.read("child") == b"2"
    store.write("parent again", b"3")
    assert sorted(store.keys()) == ["child", "parent", "parent again"]
    store.close()


def test_a_database_locked_past_the_wait_is_left_alone(cache_home, monkeypatch):
    """Another process holding the database (making it, say) is no damage: this process keeps
    nothing for now, and the database stays."""
    import sqlite3

    monkeypatch.setattr(cache_store, "_BUSY_SECONDS", 0.1)
    monkeypatch.setattr(cache_store, "_OPEN_ATTEMPTS", 2)
    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    store.path.parent.mkdir(parents=True, exist_ok=True)
    other = sqlite3.connect(store.path, isolation_level=None)
    other.execute("CREATE TABLE kept (key TEXT PRIMARY KEY, data BLOB NOT NULL)")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("INSERT INTO kept VALUES ('theirs', x'01')")
    store.write("mine", b"2")
    assert store.read("mine") is None and store.written == 0
    other.execute("COMMIT")
    assert other.execute("SELECT key FROM kept").fetchall() == [("theirs",)]
    other.close()


def test_a_database_held_for_a_moment_while_it_is_made_is_opened_once_released(cache_home, monkeypatch):
    """Another process making the database holds it for a moment (switching a new database to
    its log takes a lock SQLite's wait doesn't cover): opening it is tried again, and the entry
    is kept (a ``pytest -n`` worker once kept nothing for the whole run so)."""
    import sqlite3
    import threading

    monkeypatch.setattr(cache_store, "_BUSY_SECONDS", 0.05)
    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    store.path.parent.mkdir(parents=True, exist_ok=True)
    other = sqlite3.connect(store.path, isolation_level=None, check_same_thread=False)
    other.execute("CREATE TABLE kept (key TEXT PRIMARY KEY, data BLOB NOT NULL)")
    other.execute("BEGIN EXCLUSIVE")
    release = threading.Timer(0.2, lambda: other.execute("COMMIT"))
    release.start()
    try:
        store.write("mine", b"2")
    finally:
        release.join()
        other.close()
    assert store.read("mine") == b"2" and store.written == 1
    store.close()
