"""Work kept between runs, in the user's private cache directory.

Two kinds of work are kept, each in a SQLite database of its own named by the hash of the code
that does the work (``<kind>-<hash>.sqlite3``): the IR of card text the library does not define
(:mod:`judge.cards.text_cache`) and the scenarios read from files (:mod:`judge.dsl.kept`); and, in a
small file, the digests of that code itself (:func:`digest`). A
change of that code starts a new database, so nothing kept by other code is ever read; of the
other databases of the same kind the newest stay (two checkouts of different versions, used in
turn, keep theirs) and the rest are removed. A database holds at most :data:`MAX_ENTRIES` entries.

One database, not a file for each entry: a first ``judge test`` keeps ~1,200 entries, and
creating that many small files took from 0.03 to 0.8 s on a shared disk, minute by minute; each
entry is a row written in a transaction of its own (write-ahead log, no sync but at its
checkpoints: a cache may lose its last rows to a power cut, never its consistency), ~0.03 ms
(docs/performance.md). Several processes (``pytest -n``) read and write one database at once.
An entry that can't be used is the caller's to ignore (it does the work again and writes the
entry again); a database that can't be opened is made anew; failing to write is silent.

The directory is ``platformdirs.user_cache_dir("judge")`` (``$XDG_CACHE_HOME/judge`` or
``~/.cache/judge`` on Linux, worked out without importing platformdirs: :func:`user_cache_dir`), made with mode 0700 and used only when no one else can write to
it (lark's analysis of the grammars is kept there too: :mod:`judge._speed.lark_cache`).
``JUDGE_NO_CACHE=1`` in the environment turns every kind off.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import sys
import time
from pathlib import Path
from typing import Iterable, Optional

from judge.digest import blake2b, hexdigest

#: Databases kept of one kind, the current one included: the others go, oldest first.
KEEP_DATABASES = 3
#: Most entries kept in a database unless its kind says otherwise (:func:`open_store`'s ``most``);
#: past it, the older half goes (looked at every 64th written).
MAX_ENTRIES = 10_000


def user_cache_dir() -> str:
    """The user's cache directory for judge: ``platformdirs.user_cache_dir("judge",
    appauthor=False)``. On Linux that is the XDG Base Directory rule platformdirs follows —
    ``$XDG_CACHE_HOME/judge`` when the variable holds an absolute path, else
    ``~/.cache/judge`` — worked out here: importing platformdirs took ~1.5 ms of every command,
    a sixth of what a warm ``judge ask`` adds to its floor (docs/performance.md, "The card
    catalog"); ``tests/test_cache_store.py`` holds the two equal. Elsewhere (and on Android,
    whose rule differs), platformdirs' own."""
    if sys.platform.startswith("linux") and not hasattr(sys, "getandroidapilevel") \
            and not ("ANDROID_DATA" in os.environ and "ANDROID_ROOT" in os.environ):
        base = os.environ.get("XDG_CACHE_HOME", "")
        if not os.path.isabs(base):
            base = os.path.expanduser("~/.cache")
        return os.path.join(base, "judge")
    from platformdirs import user_cache_dir as platform_cache_dir

    return platform_cache_dir("judge", appauthor=False)


def private_dir() -> Optional[str]:
    """The user's own cache directory for judge (:func:`user_cache_dir`, made if need be), or
    None when it can't be made or others could write to it."""
    folder = user_cache_dir()
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        st = os.stat(folder)
        if hasattr(os, "getuid") and (st.st_uid != os.getuid() or st.st_mode & 0o022):
            return None  # not ours alone
    except OSError:
        return None
    return folder


def digest(files: Iterable[Path]) -> str:
    """A digest (BLAKE2b, :mod:`judge.digest`) over ``files``, each by name and content (line
    ends normalised, as the parsers read them: a checkout with CRLF line ends hashes the same).

    What judge's kept work depends on is its own code, hashed by every command (~60 files,
    1.7 MB: ~3 ms of each ``judge ask``). So the digest of a list of files is kept too, under
    the files' paths, sizes and times of last change — as Python keeps a module's bytecode — in
    one small file of the private directory (:class:`_Memo`; a file changed since is hashed
    again). Raises :class:`OSError` for a file that can't be read."""
    files = list(files)
    stats = [(str(path), st.st_size, st.st_mtime_ns) for path in files for st in (path.stat(),)]
    key = hexdigest(repr(stats).encode("utf-8", "surrogatepass"), 16)
    found = _MEMO.get(key)
    if found is not None:
        return found
    h = blake2b(digest_size=32)
    for path in files:
        data = path.read_bytes().replace(b"\r\n", b"\n")
        h.update(f"{path.name}\0{len(data)}\0".encode())
        h.update(data)
    value = h.hexdigest()
    recent = time.time_ns() - _RACY_NS
    if all(mtime < recent for _, _, mtime in stats):
        _MEMO.put(key, value)  # (not a file changed just now: a second change within the clock's
        # tick would leave its time and maybe its size as they were — git's "racy" files)
    return value


#: A file changed less than this long ago (ns) is not trusted to show its next change.
_RACY_NS = 2_000_000_000


class _Memo:
    """The digests :func:`digest` made, kept in ``digests.json`` of the private directory: read
    once a process, written again (whole, replacing the file at once) when a digest is new. At
    most :data:`MAX` entries, the newest. An unreadable or foreign file is as an empty one;
    ``JUDGE_NO_CACHE`` turns it off. (A database would cost a first run its making, ~5 ms: the
    file is ~2 kB, read in ~0.05 ms.)"""

    MAX = 64
    NAME = "digests.json"

    def __init__(self) -> None:
        self.entries: Optional[dict[str, str]] = None

    def _path(self) -> Optional[Path]:
        if os.environ.get("JUDGE_NO_CACHE"):
            return None
        base = private_dir()
        return Path(base) / self.NAME if base is not None else None

    def _load(self) -> dict[str, str]:
        if self.entries is None:
            self.entries = {}
            path = self._path()
            try:
                data = json.loads(path.read_bytes()) if path is not None else None
            except (OSError, ValueError):
                data = None
            if isinstance(data, dict):
                self.entries = {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)
                                and len(v) == 64 and not v.strip("0123456789abcdef")}  # (a hex digest: nothing else)
        return self.entries

    def get(self, key: str) -> Optional[str]:
        return self._load().get(key)

    def put(self, key: str, value: str) -> None:
        entries = self._load()
        entries.pop(key, None)
        entries[key] = value
        while len(entries) > self.MAX:
            del entries[next(iter(entries))]
        path = self._path()
        if path is None:
            return
        tmp = path.with_name(f"{self.NAME}.{os.getpid()}.tmp")
        try:
            tmp.write_text(json.dumps(entries), encoding="ascii")
            os.replace(tmp, path)
        except OSError:
            try:
                tmp.unlink()
            except OSError:
                pass

    def forget(self) -> None:
        """Read the file again when next asked (tests that change the cache directory)."""
        self.entries = None


_MEMO = _Memo()


class Store:
    """One kind of kept work for one version of its code: the table ``kept`` of a SQLite database,
    opened on first use (a plain class: made once a process, it costs a command's start-up
    nothing)."""

    __slots__ = ("path", "most", "written", "_db", "_broken", "_pid")

    def __init__(self, path: Path, most: int = 0) -> None:
        self.path = path
        self.most = most or MAX_ENTRIES  # entries kept at most (see prune)
        self.written = 0  # entries written by this process (the bound is looked at every 64th)
        self._db: Optional[sqlite3.Connection] = None
        self._broken = False  # the database could not be opened: nothing is kept by this process
        self._pid = 0  # the process that opened it

    def _connection(self) -> Optional[sqlite3.Connection]:
        """The open database (opened, and made anew when it is no database, on first use; opened
        again in a process forked after it was: a SQLite connection must not cross a fork)."""
        if self._pid != os.getpid() and (self._db is not None or self._broken):
            if self._db is not None:
                _INHERITED.append(self._db)  # (never used here, and never closed: that would end the parent's log)
            self._db, self._broken = None, False
        if self._db is not None or self._broken:
            return self._db
        self._pid = os.getpid()
        remade = False
        deadline = time.monotonic() + _BUSY_SECONDS  # the whole wait, whatever the number of tries
        for attempt in range(_OPEN_ATTEMPTS):
            db = None
            try:
                wait = max(0.0, deadline - time.monotonic())
                db = sqlite3.connect(self.path, timeout=wait, isolation_level=None, check_same_thread=False)
                # made without waiting for the disk (switching a new database to its log and
                # making its table synced twice: 25-50 ms of a first run, for nothing a cache
                # needs — a database damaged by a power cut just then is made anew, below); its
                # rows then as every row (no sync but at checkpoints)
                db.execute("PRAGMA synchronous=OFF")
                db.execute("PRAGMA journal_mode=WAL")
                db.execute("CREATE TABLE IF NOT EXISTS kept (key TEXT PRIMARY KEY, data BLOB NOT NULL)")
                if (db.execute("SELECT 1 FROM sqlite_master WHERE type IN ('trigger', 'view') LIMIT 1").fetchone()
                        or [r[1] for r in db.execute("PRAGMA table_info(kept)")] != ["key", "data"]):
                    raise sqlite3.DatabaseError("not a database of kept work")  # (planted or damaged: made anew)
                db.execute("PRAGMA synchronous=NORMAL")
                # (each later read or write waits the whole wait again, not what opening left of it)
                db.execute(f"PRAGMA busy_timeout = {int(_BUSY_SECONDS * 1000)}")
                self._db = db
                return db
            except sqlite3.OperationalError:
                if db is not None:
                    db.close()
                if not self.path.parent.is_dir() or self.path.is_dir() or time.monotonic() >= deadline:
                    break  # not to be opened, or held past the wait: nothing kept now
                # another process is making it (switching a new database to its log takes a lock
                # SQLite's wait doesn't cover): try again shortly, within the wait
                time.sleep(min(0.02 * 2 ** attempt, max(0.0, deadline - time.monotonic())))
            except sqlite3.Error:
                if db is not None:
                    db.close()
                if remade:
                    break
                _remove_database(self.path)  # not a database (or a damaged one): made anew
                remade = True
        self._broken = True
        return None

    def read(self, key: str) -> Optional[bytes]:
        """The bytes kept under ``key``, or None (a database not made yet is not made to be read:
        a first run makes each only as it keeps something)."""
        if self._db is None and not self._broken and not self.path.exists():
            return None
        db = self._connection()
        if db is None:
            return None
        try:
            row = db.execute("SELECT data FROM kept WHERE key = ?", (key,)).fetchone()
        except sqlite3.Error:
            return None
        return row[0] if row is not None and type(row[0]) is bytes else None  # (a value of another kind: no entry)

    def write(self, key: str, data: bytes) -> None:
        """Keep ``data`` under ``key`` (silent when it can't be)."""
        db = self._connection()
        if db is None:
            return
        try:
            db.execute("INSERT OR REPLACE INTO kept (key, data) VALUES (?, ?)", (key, data))
        except sqlite3.Error:
            return
        self.written += 1
        if self.written % 64 == 0:
            self.prune()

    def prune(self) -> None:
        """A bound on the disk taken: past :attr:`most` entries, those written longest ago go
        (a fuzzing run reads many texts once; a row written again is a new row, the newest)."""
        db = self._connection()
        if db is None:
            return
        try:
            (count,) = db.execute("SELECT count(*) FROM kept").fetchone()
            if count > self.most:
                db.execute("DELETE FROM kept WHERE rowid IN (SELECT rowid FROM kept ORDER BY rowid LIMIT ?)",
                           (count - self.most // 2,))
        except sqlite3.Error:
            pass

    def keys(self) -> list[str]:
        """The keys kept, oldest first (for tests, and ``judge`` users curious about the database)."""
        db = self._connection()
        return [key for (key,) in db.execute("SELECT key FROM kept ORDER BY rowid")] if db is not None else []

    def close(self) -> None:
        """Close the database (tests that remove it; the process's end closes it otherwise)."""
        if self._db is not None and self._pid == os.getpid():
            self._db.close()
        self._db = None


#: Connections a forked process inherited (``bench/play_pool.py``'s workers): kept, unused, unclosed.
_INHERITED: list = []
#: How long a write waits for another process's (``pytest -n``: each a row at a time).
_BUSY_SECONDS = 2.0
#: How many times opening the database is tried while another process holds it (0.02 s, then
#: twice as long each time), all within :data:`_BUSY_SECONDS`.
_OPEN_ATTEMPTS = 7
#: A database's own file, and the files SQLite keeps beside it while it is open.
_DATABASE_FILES = ("", "-wal", "-shm")


def _remove_database(path: Path) -> None:
    for suffix in _DATABASE_FILES:
        try:
            os.remove(f"{path}{suffix}")
        except OSError:
            pass


def open_store(kind: str, code: str, off: str, most: int = 0) -> Optional[Store]:
    """The database of ``kind`` for the code whose digest is ``code`` (the oldest databases of the
    same kind removed when it is new), keeping at most ``most`` entries (:data:`MAX_ENTRIES` when
    0), or None: no private directory, or the environment variable ``off`` (or
    ``JUDGE_NO_CACHE``) is set."""
    if os.environ.get(off) or os.environ.get("JUDGE_NO_CACHE"):
        return None
    base = private_dir()
    if base is None:
        return None
    path = Path(base) / f"{kind}-{hexdigest(code.encode(), 12)}.sqlite3"
    if not path.exists():
        try:
            others = sorted((p for p in Path(base).glob(f"{kind}-*.sqlite3") if p != path),
                            key=lambda p: p.stat().st_mtime, reverse=True)
            for old in others[KEEP_DATABASES - 1:]:
                _remove_database(old)
            for folder in Path(base).glob(f"{kind}-*"):
                if folder.is_dir():  # a folder of files, as this cache was kept before it was a database
                    shutil.rmtree(folder, ignore_errors=True)
        except OSError:
            return None
    return Store(path, most)
