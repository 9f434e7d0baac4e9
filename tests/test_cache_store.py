"""Work kept between runs (judge/_speed/cache_store.py): one SQLite database per kind and version of the
code, shared by several processes, made anew when it is no database, silent when it can't be used."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judge._speed import cache_store

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
    script = ("import sys; from judge._speed import cache_store\n"
              "s = cache_store.open_store('test', 'code 1', 'JUDGE_NO_TEST_CACHE')\n"
              "sys.stdout.write(repr(s.read('a')))\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT,
                         env=dict(os.environ)).stdout
    assert out == repr(b"\x00second")
    assert [p.name for p in cache_home.glob("test-*.sqlite3")] == [store.path.name]


def test_processes_writing_one_database_at_once_keep_every_entry(cache_home):
    """``pytest -n``: workers keep entries in one database at the same time."""
    script = ("import sys; from judge._speed import cache_store\n"
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


@pytest.mark.parametrize("planted", [
    "CREATE TRIGGER t AFTER INSERT ON kept BEGIN DELETE FROM kept; END",
    "CREATE VIEW v AS SELECT 1",
    "DROP TABLE kept; CREATE TABLE kept (key TEXT PRIMARY KEY, other BLOB)",
])
def test_a_database_with_what_judge_never_makes_in_it_is_made_anew(cache_home, planted):
    # issue 41: planted cache files — a trigger could loop on every write, a table of other columns keep nothing
    import sqlite3

    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    store.write("a", b"first")
    store.close()
    db = sqlite3.connect(store.path)
    db.executescript(planted)
    db.close()
    again = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    assert again.read("a") is None  # made anew
    again.write("b", b"kept")
    assert again.read("b") == b"kept"
    again.close()


def test_a_value_of_another_kind_is_no_entry(cache_home):
    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    store.write("a", b"bytes")
    store._connection().execute("INSERT OR REPLACE INTO kept VALUES ('b', 'text, not bytes')")
    assert store.read("a") == b"bytes" and store.read("b") is None
    store.close()


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
# under pytest-xdist the worker runs execnet's threads, and CPython 3.12+ warns at any fork() of
# a threaded process; the child here only reads and writes the store and leaves with os._exit
@pytest.mark.filterwarnings("ignore:This process .* is multi-threaded:DeprecationWarning")
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
    """Another process making the database may hold a lock SQLite's own wait doesn't cover (the
    switch of a new database to its log): "database is locked" at once. Opening it is tried again
    within the wait, and the entry is kept (a ``pytest -n`` worker could keep nothing for its
    whole run so)."""
    import sqlite3

    real, calls = sqlite3.connect, []

    def locked_once(*args, **kwargs):
        calls.append(kwargs.get("timeout"))
        if len(calls) == 1:
            raise sqlite3.OperationalError("database is locked")
        return real(*args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", locked_once)
    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    store.write("mine", b"2")
    assert store.read("mine") == b"2" and store.written == 1 and len(calls) == 2
    assert all(0 <= t <= cache_store._BUSY_SECONDS for t in calls)  # the whole wait bounded
    # … and what is read or written later waits the whole wait again
    assert store._db.execute("PRAGMA busy_timeout").fetchone()[0] == int(cache_store._BUSY_SECONDS * 1000)
    store.close()


def test_opening_waits_no_longer_than_the_wait_in_all(cache_home, monkeypatch):
    """A database that stays locked: every try fails, and the tries end within the wait. Time is
    a clock of the test's own (each try's wait and each sleep advance it), so the bound is the
    code's, not the machine's load."""
    import sqlite3

    class Clock:
        now = 100.0
        waits: list = []

        @classmethod
        def monotonic(cls) -> float:
            return cls.now

        @classmethod
        def sleep(cls, seconds: float) -> None:
            assert seconds >= 0
            cls.now += seconds

    def always_locked(*args, timeout=0.0, **kwargs):
        Clock.waits.append(timeout)
        Clock.now += timeout  # SQLite waits its whole timeout on a lock, then gives up
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(cache_store, "_BUSY_SECONDS", 0.3)
    monkeypatch.setattr(cache_store, "time", Clock)
    monkeypatch.setattr(sqlite3, "connect", always_locked)
    store = cache_store.open_store("test", "code 1", "JUDGE_NO_TEST_CACHE")
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.write("mine", b"2")
    assert store.written == 0 and Clock.waits
    assert Clock.now - 100.0 <= 0.3 + 1e-9  # every try's wait and every sleep, all within the one wait


def test_a_digest_of_files_is_kept_under_their_times_and_made_again_when_one_changes(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("JUDGE_NO_CACHE", raising=False)
    cache_store._MEMO.forget()
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text("one\n")
    b.write_text("two\n")
    old = time.time_ns() - 10_000_000_000
    for f in (a, b):
        os.utime(f, ns=(old, old))
    first = cache_store.digest([a, b])
    memo = json.loads((tmp_path / "cache" / "judge" / "digests.json").read_text())
    assert list(memo.values()) == [first]
    cache_store._MEMO.forget()
    assert cache_store.digest([a, b]) == first  # read back
    a.write_text("uno\n")  # the same size, a later time: hashed again
    assert cache_store.digest([a, b]) != first
    # a file changed just now isn't trusted to show its next change (the clock's tick): not kept
    assert len(json.loads((tmp_path / "cache" / "judge" / "digests.json").read_text())) == 1
    # a damaged or foreign memo is as none
    (tmp_path / "cache" / "judge" / "digests.json").write_text('{"k": 3, "x": "zz"}')
    cache_store._MEMO.forget()
    for f in (a,):
        os.utime(f, ns=(old, old))
    assert cache_store.digest([a, b]) == cache_store.digest([a, b])
    assert cache_store._MEMO.get("k") is None
    # a value is kept only when it is a hex digest: 64 of 0-9a-f, nothing else anywhere in it
    good = "0123456789abcdef" * 4
    bad = {f"bad{i}": good[:i] + ch + good[i + 1:] for i, ch in enumerate(("g", "A", " ", "\u0660", "-"))}
    (tmp_path / "cache" / "judge" / "digests.json").write_text(json.dumps({"good": good, "long": good + "0", **bad}))
    cache_store._MEMO.forget()
    assert cache_store._MEMO.get("good") == good
    assert [k for k in ("long", *bad) if cache_store._MEMO.get(k) is not None] == []
    cache_store._MEMO.forget()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the rule worked out without platformdirs is Linux's")
@pytest.mark.parametrize("xdg", [None, "", "/tmp/some cache", "relative/cache", "/"])
@pytest.mark.parametrize("home", ["/home/someone", "/root"])
def test_the_cache_directory_is_the_one_platformdirs_gives(monkeypatch, xdg, home):
    import platformdirs

    monkeypatch.setenv("HOME", home)
    if xdg is None:
        monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_CACHE_HOME", xdg)
    assert cache_store.user_cache_dir() == platformdirs.user_cache_dir("judge", appauthor=False)
