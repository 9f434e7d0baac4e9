"""Errors a user can cause. Each is reported as one paragraph and exit code 2 (never a traceback)."""

from __future__ import annotations

from dataclasses import dataclass


class JudgeError(Exception):
    """Bad input from the user: unknown rule id, unparsable scenario, unknown card...

    The CLI prints ``str(err)`` to stderr and exits with ``exit_code`` (2).
    """

    exit_code = 2

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Diagnostic:
    """One problem found in a user's file, pointing at ``path:line:col``."""

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


class DiagnosticsError(JudgeError):
    """All the problems found in one or more files (a file reports every error, not only the first)."""

    #: Diagnostics printed in full; past them, how many more there are.
    SHOWN = 50

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = list(diagnostics)
        text = "\n\n".join(d.render() for d in self.diagnostics[: self.SHOWN])
        more = len(self.diagnostics) - self.SHOWN
        if more > 0:
            text += f"\n\n... and {more:,} more error{'s' if more != 1 else ''} (the first {self.SHOWN} are shown)"
        super().__init__(text)


class CardTextError(JudgeError):
    """A card's rules text has a sentence the grammar does not know (exit 2)."""

    def __init__(self, card: str, sentence: str, column: int = 0, expected: tuple[str, ...] = (),
                 reason: str = "", paragraph: str = "") -> None:
        self.card = card
        self.sentence = sentence  # as the grammar read it (normalised, the card's name as ~)
        self.column = column  # 1-based, in ``sentence``
        self.expected = expected
        self.reason = reason
        self.paragraph = paragraph  # the card's paragraph as written, when known
        where = f", stopped at column {column}: {sentence[column - 1:column + 19]!r}" if column else ""
        why = f": {reason}" if reason else ""
        if paragraph and paragraph != sentence:
            msg = f"card {card!r}: cannot understand {paragraph!r} (read as {sentence!r}{where}){why}"
        else:
            msg = f"card {card!r}: cannot understand the sentence {sentence!r}{' (' + where[2:] + ')' if where else ''}{why}"
        if expected:
            msg += "; expected one of: " + ", ".join(expected[:8])
        super().__init__(msg)
