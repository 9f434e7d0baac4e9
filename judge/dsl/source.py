"""A scenario file's text, as the scenario reader takes it (UTF-8, a byte-order mark
dropped), or a :class:`~judge.errors.DiagnosticsError` saying why it can't be read. Its own
module so that a file read before (:mod:`judge.dsl.kept`) is read without importing the
parser.

The file is read within the language's ``file size`` limit (:mod:`judge.files`: a regular file
only, opened without waiting, never read past the bytes the limit's characters can take), so a
700 MB file, ``/dev/zero`` or a FIFO is refused at once, in bounded memory."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from judge.errors import DiagnosticsError

if TYPE_CHECKING:  # pragma: no cover
    from judge.diagnostics import Diagnostic


def read_text(path: str) -> str:
    """A file's text as UTF-8, or a DiagnosticsError saying why not."""
    limits, files = _reading()
    try:
        data = files.read_limited(path, 4 * limits.FILE.value + 3)  # a character is at most 4 bytes; a BOM 3
    except files.Refused as exc:
        if exc.size:
            message = (f"{limits.FILE.what} can be at most {limits.FILE.value:,} (the language's "
                       f"'{limits.FILE.name}' limit), here {exc.size:,} bytes")
        else:
            message = f"cannot read the file: {exc.reason}"
        raise DiagnosticsError([_diagnostic(path, 1, 1, message)]) from None
    try:
        return decode(data)
    except UnicodeDecodeError as exc:
        line, column = exc.args[-1]
        raise DiagnosticsError([_diagnostic(path, line, column, "the file is not UTF-8 text")]) from None


@functools.cache
def _reading() -> tuple[Any, Any]:
    """The modules a file is read with (:mod:`judge.dsl.limits`, :mod:`judge.files`), imported by the first file read
    and kept: an import statement run again for every file cost ~4.7 µs on CPython 3.11 (docs/performance.md)."""
    from judge import files
    from judge.dsl import limits

    return limits, files


def _diagnostic(*fields: object) -> Diagnostic:
    """``judge.errors.Diagnostic(*fields)``: the class made by the first error that says one, not as a file is
    read (:mod:`judge.diagnostics`)."""
    from judge.errors import Diagnostic

    return Diagnostic(*fields)


#: How a scenario read from standard input (``judge ask -``) is named in its diagnostics and trace.
STDIN = "<stdin>"


def read_stdin_text() -> str:
    """Standard input's text as UTF-8 (``judge ask -``), within the language's file limit, or a
    DiagnosticsError naming :data:`STDIN`, as :func:`read_text` words a file's."""
    from judge.dsl import limits
    from judge.files import Refused, read_stream_limited, stdin_bytes

    try:
        data = read_stream_limited(stdin_bytes(), 4 * limits.FILE.value + 3)
    except Refused:
        raise DiagnosticsError([_diagnostic(STDIN, 1, 1, f"{limits.FILE.what} can be at most {limits.FILE.value:,} "
                                                        f"(the language's '{limits.FILE.name}' limit): standard input holds more")]) from None
    except OSError as exc:
        raise DiagnosticsError([_diagnostic(STDIN, 1, 1, f"cannot read standard input: {exc.strerror or exc}")]) from None
    try:
        return decode(data)
    except UnicodeDecodeError as exc:
        line, column = exc.args[-1]
        raise DiagnosticsError([_diagnostic(STDIN, line, column, "the text is not UTF-8")]) from None


def decode(data: bytes) -> str:
    """``data`` as UTF-8 text, a byte-order mark dropped; a UnicodeDecodeError whose last argument is
    ``(line, column)`` of the first byte that is not UTF-8, numbered as the reader numbers them."""
    body = data[3:] if data.startswith(b"\xef\xbb\xbf") else data
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as exc:  # (its start is in ``body``: utf-8-sig's would not be in ``data``)
        before = split_lines(body[: exc.start].decode("utf-8"))
        exc.args = exc.args + ((len(before), len(before[-1]) + 1),)
        raise


def split_lines(text: str) -> list[str]:
    """The lines of a scenario's text, ended by LF, CRLF or CR alike: as the reader numbers them,
    and as a diagnostic shows them (a file read again from the kept scenarios too)."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
