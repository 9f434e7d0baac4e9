"""Reading a file the user names: a regular file only, never more than a limit, never a wait.

A scenario file, a drill's answers: judge reads what a path names, and a path may name a
700 MB file, ``/dev/zero`` (endless), a FIFO no one writes to (a wait forever) or a folder.
:func:`read_limited` opens without waiting (``O_NONBLOCK``: opening a FIFO with no writer
returns at once), refuses anything that is not a regular file, refuses a file whose size is
past the limit before reading it, and reads at most one byte past the limit (a file that
grows meanwhile stops there). Its caller words the refusal for its own surface
(:class:`Refused`'s ``reason``).
"""

from __future__ import annotations

import os
import stat


class Refused(Exception):
    """The file can't be read as asked: ``reason`` says why, in words (no path)."""

    def __init__(self, reason: str, size: int = 0) -> None:
        super().__init__(reason)
        self.reason = reason
        self.size = size  # the file's size in bytes when it is past the limit, else 0


def check_file(path: str, limit: int) -> int:
    """The size of the regular file at ``path``, checked as :func:`read_limited` checks it before
    reading (for a reader of its own, such as a card pool's); :class:`Refused` otherwise."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise Refused(exc.strerror or str(exc)) from None
    try:
        return _regular(fd, limit).st_size
    finally:
        os.close(fd)


def _regular(fd: int, limit: int) -> os.stat_result:
    st = os.fstat(fd)
    if stat.S_ISDIR(st.st_mode):
        raise Refused("it is a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        kind = ("a FIFO" if stat.S_ISFIFO(st.st_mode) else "a socket" if stat.S_ISSOCK(st.st_mode)
                else "a device" if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else "a special file")
        raise Refused(f"it is {kind}, not a regular file")
    if st.st_size > limit:
        raise Refused(f"it holds {st.st_size:,} bytes, more than the {limit:,} read", st.st_size)
    return st


def read_limited(path: str, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them; :class:`Refused`
    when it can't be opened or read (the system's reason), is not a regular file, or holds more
    than ``limit`` bytes (``size`` set: its size, or ``limit + 1`` when it grew past it)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise Refused(exc.strerror or str(exc)) from None
    try:
        _regular(fd, limit)
        chunks = []
        got = 0
        while got <= limit:
            chunk = os.read(fd, min(limit + 1 - got, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > limit:
            raise Refused(f"it holds more than the {limit:,} bytes read", got)
        return b"".join(chunks)
    except OSError as exc:
        raise Refused(exc.strerror or str(exc)) from None
    finally:
        os.close(fd)


def read_stream_limited(stream, limit: int) -> bytes:
    """The bytes of ``stream`` (a binary stream: standard input's buffer) up to its end, at most
    ``limit`` of them; :class:`Refused` with ``size`` ``limit + 1`` when it holds more (reading
    stops one byte past the limit)."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise Refused(f"it holds more than the {limit:,} bytes read", limit + 1)
    return data


def stdin_bytes():
    """Standard input as a binary stream: its buffer, or the text stream a library caller put in
    its place read as UTF-8 bytes."""
    import sys

    return getattr(sys.stdin, "buffer", None) or _Encoded(sys.stdin)


class _Encoded:
    """A text stream read as UTF-8 bytes (standard input replaced by a library caller's text)."""

    def __init__(self, stream) -> None:
        self.stream = stream

    def read(self, n: int) -> bytes:
        return self.stream.read(n).encode("utf-8", "surrogateescape")
