"""Errors a user can cause. Each is reported as one paragraph and exit code 2 (never a traceback)."""

from typing import Any, Iterable, Optional


class JudgeError(Exception):
    """Bad input from the user: unknown rule id, unparsable scenario, unknown card...

    The CLI prints ``str(err)`` to stderr and exits with ``exit_code`` (2).
    """

    exit_code = 2

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def __getattr__(name: str) -> Any:
    """``Diagnostic`` (:mod:`judge.diagnostics`), imported the first time it is asked for: a plain ask
    never makes one (docs/performance.md, eighty-fifth session)."""
    if name == "Diagnostic":
        from judge.diagnostics import Diagnostic

        globals()["Diagnostic"] = Diagnostic
        return Diagnostic
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class DiagnosticsError(JudgeError):
    """All the problems found in one or more files (a file reports every error, not only the first)."""

    #: Diagnostics printed in full; past them, how many more there are.
    SHOWN = 50

    def __init__(self, diagnostics: list["Diagnostic"]) -> None:
        self.diagnostics = list(diagnostics)
        text = "\n\n".join(d.render() for d in self.diagnostics[: self.SHOWN])
        more = len(self.diagnostics) - self.SHOWN
        if more > 0:
            text += f"\n\n... and {more:,} more error{'s' if more != 1 else ''} (the first {self.SHOWN} are shown)"
        super().__init__(text)


class CardTextError(JudgeError):
    """A card's rules text has a sentence the grammar does not know (exit 2)."""

    def __init__(self, card: str, sentence: str, column: int = 0, expected: tuple[str, ...] = (),
                 reason: str = "", paragraph: str = "", refused: bool = False) -> None:
        self.card = card
        self.sentence = sentence  # as the grammar read it (normalised, the card's name as ~)
        self.column = column  # 1-based, in ``sentence``
        self.expected = expected
        self.reason = reason
        self.paragraph = paragraph  # the card's paragraph as written, when known
        self.refused = refused
        where = f", stopped at column {column}: {sentence[column - 1:column + 19]!r}" if column else ""
        why = f": {reason}" if reason else ""
        if refused:  # read, and refused by what the rules say of it (``reason``)
            msg = f"card {card!r}: {paragraph or sentence!r} is not played{why}"
        elif paragraph and paragraph != sentence:
            msg = f"card {card!r}: cannot understand {paragraph!r} (read as {sentence!r}{where}){why}"
        else:
            msg = f"card {card!r}: cannot understand the sentence {sentence!r}{' (' + where[2:] + ')' if where else ''}{why}"
        if expected:
            msg += "; expected one of: " + ", ".join(expected[:8])
        super().__init__(msg)


# --------------------------------------------------------------------------- suggestions


def edit_distance(a: str, b: str, limit: int) -> int:
    """The edits (a letter inserted, deleted, replaced, or two neighbours swapped) that make
    ``a`` into ``b``; ``limit + 1`` as soon as it is sure to be more than ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row = row, [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], before[j - 2] + 1)
        if min(row) > limit:
            return limit + 1
        before = prev
    return row[-1]


def allowed_edits(word: str) -> int:
    """How many edits a slip of ``word`` may be (a short word is easily another one)."""
    n = len(word)
    return 1 if n <= 4 else 2 if n <= 8 else 3


def closest(word: str, candidates: Iterable[str]) -> Optional[str]:
    """The candidate ``word`` is most likely a slip of (case-insensitive), for an error's "did
    you mean": the fewest edits (:func:`edit_distance`), within :func:`allowed_edits` of it;
    among as near ones, the most alike (difflib's ratio), then the first in order. None rather
    than a far one ('is' is not a slip of 'wins', nor 999 of 502)."""
    import difflib

    cands = sorted(set(candidates))
    if not word or not cands:
        return None
    lowered = {c.lower(): c for c in cands}
    w = word.lower()
    if w in lowered:
        return lowered[w]
    limit = min(allowed_edits(w), len(w) - 1)
    near = [(edit_distance(w, c, limit), c) for c in lowered]
    # a word of three letters or fewer is a slip of another only by a letter left out or added, or
    # two swapped: one letter replaced makes it another word ('was' is not 'has'); and a word of
    # two letters is too easily met to be what a slip meant ('was' is not 'as')
    near = [(d, c) for d, c in near if d <= limit and len(c) > 2
            and (len(w) > 3 or len(c) != len(w) or sorted(c) == sorted(w))]
    if not near:
        return None
    best = min(d for d, _ in near)
    ties = [c for d, c in near if d == best]
    ties.sort(key=lambda c: (-difflib.SequenceMatcher(None, w, c).ratio(), c))
    return lowered[ties[0]]
