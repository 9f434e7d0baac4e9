"""Work kept between runs, in the user's private cache directory.

Two kinds of work are kept, each in a folder of its own named by the hash of the code that
does the work: the IR of card text the library does not define (:mod:`judge.cards.text_cache`)
and the scenarios read from files (:mod:`judge.dsl.kept`). A change of that code starts a new
folder, so nothing kept by other code is ever read; of the other folders of the same kind the
newest stay (two checkouts of different versions, used in turn, keep theirs) and the rest are
removed. Files are written whole under a temporary name and renamed, a file that can't be
read is the caller's to ignore (it does the work again and writes the file again), failing
to write is silent, and a folder holds at most :data:`MAX_FILES` files.

The directory is ``platformdirs.user_cache_dir("judge")`` (``$XDG_CACHE_HOME/judge`` or
``~/.cache/judge`` on Linux), made with mode 0700 and used only when no one else can write to
it (lark's analysis of the grammars is kept there too: :mod:`judge.lark_cache`).
``JUDGE_NO_CACHE=1`` in the environment turns every kind off.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path
from typing import Iterable, Optional

#: Folders kept of one kind, the current one included: the others go, oldest first.
KEEP_FOLDERS = 3
#: Most files kept in a folder; past it, the older half goes (looked at every 64th file written).
MAX_FILES = 10_000


def private_dir() -> Optional[str]:
    """The user's own cache directory for judge (made if need be), or None when it can't be
    made or others could write to it."""
    from platformdirs import user_cache_dir

    folder = user_cache_dir("judge", appauthor=False)
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        st = os.stat(folder)
        if hasattr(os, "getuid") and (st.st_uid != os.getuid() or st.st_mode & 0o022):
            return None  # not ours alone
    except OSError:
        return None
    return folder


def digest(files: Iterable[Path]) -> str:
    """SHA-256 over ``files``, each by name and content (line ends normalised, as the parsers
    read them: a checkout with CRLF line ends hashes the same)."""
    h = hashlib.sha256()
    for path in files:
        data = path.read_bytes().replace(b"\r\n", b"\n")
        h.update(f"{path.name}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()


class Store:
    """One folder of kept files, each named ``<key><suffix>`` (a plain class: made once a
    process, it costs a command's start-up nothing)."""

    __slots__ = ("folder", "suffix", "written", "_prefix")

    def __init__(self, folder: Path, suffix: str) -> None:
        self.folder = folder
        self.suffix = suffix
        self.written = 0  # files written by this process (the folder is looked at every 64th)
        self._prefix = os.path.join(folder, "")  # files are named as strings (pathlib costs ~10 µs a file)

    def read(self, key: str) -> Optional[bytes]:
        """The bytes kept under ``key``, or None."""
        try:
            with open(f"{self._prefix}{key}{self.suffix}", "rb") as fh:
                return fh.read()
        except OSError:
            return None

    def write(self, key: str, data: bytes) -> None:
        """Keep ``data`` under ``key`` (written whole, then renamed; silent when it can't be)."""
        try:
            fd, tmp = tempfile.mkstemp(dir=self.folder, suffix=".tmp")
            try:
                with os.fdopen(fd, "wb") as out:
                    out.write(data)
                os.replace(tmp, f"{self._prefix}{key}{self.suffix}")
            except OSError:
                os.unlink(tmp)
                raise
        except OSError:
            return
        self.written += 1
        if self.written % 64 == 0:
            self.prune()

    def prune(self) -> None:
        """A bound on the disk taken: past :data:`MAX_FILES` files, those written longest ago
        go (a fuzzing run reads many texts once)."""
        try:
            entries = [e for e in os.scandir(self.folder) if e.name.endswith(self.suffix)]
            if len(entries) <= MAX_FILES:  # (counted without a stat of each: most of the time)
                return
            files = sorted((e.stat().st_mtime, e.path) for e in entries)
            for _, path in files[: len(files) - MAX_FILES // 2]:
                os.remove(path)
        except OSError:
            pass

    def files(self) -> list[Path]:
        """The files kept (for tests and ``judge`` users curious about the folder)."""
        return sorted(self.folder.glob(f"*{self.suffix}"))


def open_store(kind: str, code: str, suffix: str, off: str) -> Optional[Store]:
    """The folder of ``kind`` for the code whose digest is ``code`` (made, and the oldest
    folders of the same kind removed, on first use), or None: no private directory, or the
    environment variable ``off`` (or ``JUDGE_NO_CACHE``) is set."""
    if os.environ.get(off) or os.environ.get("JUDGE_NO_CACHE"):
        return None
    base = private_dir()
    if base is None:
        return None
    folder = Path(base) / f"{kind}-{hashlib.sha256(code.encode()).hexdigest()[:24]}"
    if not folder.is_dir():
        try:
            folder.mkdir(mode=0o700)
            others = sorted((p for p in Path(base).glob(f"{kind}-*") if p != folder),
                            key=lambda p: p.stat().st_mtime, reverse=True)
            for old in others[KEEP_FOLDERS - 1:]:
                shutil.rmtree(old, ignore_errors=True)
        except OSError:
            return None
    return Store(folder, suffix)
