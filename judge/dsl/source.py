"""A scenario file's text, as the scenario reader takes it (UTF-8, a byte-order mark
dropped), or a :class:`~judge.errors.DiagnosticsError` saying why it can't be read. Its own
module so that a file read before (:mod:`judge.dsl.kept`) is read without importing the
parser."""

from __future__ import annotations

from judge.errors import Diagnostic, DiagnosticsError


def read_text(path: str) -> str:
    """A file's text as UTF-8, or a DiagnosticsError saying why not."""
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError as exc:
        raise DiagnosticsError([Diagnostic(path, 1, 1, f"cannot read the file: {exc.strerror or exc}")]) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise DiagnosticsError([Diagnostic(path, line, column, "the file is not UTF-8 text")]) from None
