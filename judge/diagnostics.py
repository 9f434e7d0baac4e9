"""One problem found in a user's file (:class:`Diagnostic`), made by the first error that says one.

Its own module, not :mod:`judge.errors`: every command imports that module, and making this typed
``NamedTuple`` (its methods written and compiled by ``collections.namedtuple``) was ~1.3M instructions
of every ``judge ask`` on 3.13, which reads a scenario without finding a problem in it
(docs/performance.md, eighty-fifth session). ``judge.errors.Diagnostic`` is this class, imported the
first time it is asked for there."""

from typing import NamedTuple


class Diagnostic(NamedTuple):
    """One problem found in a user's file, pointing at ``path:line:col``.

    A typed NamedTuple rather than a frozen dataclass: ``@dataclass`` writes and compiles more of
    its methods at import, ~4M instructions (docs/performance.md, fifty-sixth session). No ``from
    __future__ import annotations`` here, so the field types are objects, not strings typing would
    make into ``ForwardRef`` objects."""

    path: str
    line: int
    column: int
    message: str
    source_line: str = ""
    hint: str = ""

    def render(self) -> str:
        """``file:line:col: message`` then the offending line with a caret, then the hint —
        each with its control characters made visible (:func:`judge.visible.visible`: the
        line is the user's, and goes to a terminal), the caret under the column as shown."""
        from judge.visible import visible

        head = f"{self.path}:{self.line}:{self.column}: {self.message}"
        parts = [visible(head)]
        if self.source_line:
            line = self.source_line.rstrip("\n")
            parts.append("    " + visible(line, lines=False))
            parts.append("    " + " " * len(visible(line[: max(self.column - 1, 0)], lines=False)) + "^")
        if self.hint:
            parts.append(visible(self.hint))
        return "\n".join(parts)

    def to_json(self) -> dict:
        return {
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "message": self.message,
            "hint": self.hint,
        }
