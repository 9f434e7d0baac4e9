"""The scenario runner behind ``judge test`` and the pytest plugin.

``run_file(path)`` parses and validates a scenario, simulates it, and checks its
expectations against every outcome (:mod:`judge.suite.expect`). It never raises for a
bad scenario: a :class:`~judge.errors.DiagnosticsError` or :class:`~judge.errors.JudgeError`
(parse errors, unknown cards, an open choice the scenario does not settle...) becomes an
``error`` result carrying the message, and so does an unexpected exception in the engine
(``internal error: ...``), so one broken scenario cannot stop a suite. A scenario without
expectations is a failure (``no expectations``).

Everything runs in-process; the parser and card library are imported once and cached by
:mod:`judge.dsl`, so a suite runs hundreds of scenarios per second.
"""

from __future__ import annotations

import functools
import gc
import os
import time
import traceback
from dataclasses import field

from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Optional, Sequence, Union

from typing import TYPE_CHECKING

from judge._speed.fastdataclass import dataclass_for
from judge.errors import DiagnosticsError, JudgeError

dataclass = dataclass_for("suite")

if TYPE_CHECKING:  # judge.suite.expect is imported when expectations are checked
    from judge.suite.expect import ExpectResult
    from judge.suite.questions import QuestionResult

PathLike = Union[str, Path]

#: Directories whose ``.mtg`` files are card libraries, not scenarios.
CARD_LIBRARY_PARTS = ("judge", "cards")


@dataclass
class ScenarioResult:
    """The result of one scenario file.

    ``status``: ``pass`` (every expectation holds), ``fail`` (one does not, or there are
    none), ``error`` (the scenario could not be run: ``message`` says why; ``line`` is
    the first diagnostic's line when known). ``seconds`` is wall time (never in JSON).
    """

    path: str
    status: str
    title: Optional[str] = None
    message: str = ""
    line: Optional[int] = None
    expectations: list[ExpectResult] = field(default_factory=list)
    questions: list[QuestionResult] = field(default_factory=list)
    outcomes: list[Any] = field(default_factory=list)
    scenario: Any = None
    seconds: float = 0.0

    @property
    def passed(self) -> bool:
        return self.status == "pass"

    @property
    def failures(self) -> "list[ExpectResult | QuestionResult]":
        """The expectations and questions that did not pass, in the order written."""
        checks: list[Any] = [*self.expectations, *self.questions]
        return sorted((r for r in checks if not r.passed), key=lambda r: r.line or 0)

    def to_json(self) -> dict[str, Any]:
        """Deterministic: no timings."""
        return {
            "path": self.path,
            "title": self.title,
            "status": self.status,
            "message": self.message,
            "line": self.line,
            "outcomes": len(self.outcomes),
            # the outcomes (numbers, as judge ask prints them) that ended in an error
            "outcome_errors": [i + 1 for i, o in enumerate(self.outcomes) if getattr(o, "error", None) is not None],
            "expectations": [r.to_json() for r in self.expectations],
            "questions": [q.to_json() for q in self.questions],
        }


@dataclass
class SuiteResult:
    """Every scenario's result, in discovery order."""

    results: list[ScenarioResult]
    seconds: float = 0.0

    def count(self, status: str) -> int:
        return sum(1 for r in self.results if r.status == status)

    @property
    def ok(self) -> bool:
        return all(r.passed for r in self.results)

    def summary(self) -> dict[str, int]:
        return {
            "total": len(self.results),
            "passed": self.count("pass"),
            "failed": self.count("fail"),
            "errors": self.count("error"),
        }

    def to_json(self) -> dict[str, Any]:
        return {"summary": self.summary(), "scenarios": [r.to_json() for r in self.results]}


# --------------------------------------------------------------------------- loading


def load_scenario(path: PathLike) -> Any:
    """Parse and validate ``path`` against the card library (a :class:`DiagnosticsError` with
    every problem); ``-``: standard input's text, named ``<stdin>``. A file kept and found valid against the same names
    (:func:`judge.dsl.checks.check`) is taken as kept without importing the checks (~1.5 ms of
    a ``judge ask``)."""
    catalog_module, kept = _reading()
    key = catalog_module.names_key()
    if str(path) == "-":  # judge ask -: the scenario on standard input, named <stdin>
        from judge.dsl.source import STDIN, read_stdin_text

        text = read_stdin_text()
        path, read = STDIN, (text, kept.load(text, STDIN))
    else:
        read = kept.read(str(path))
    same = kept.valid(read[1], key)
    if same is not None:
        return same
    from judge.dsl.checks import check

    return check(str(path), catalog_module.catalog(), token_names, key, read=read)


@functools.cache
def _reading() -> tuple[Any, Any]:
    """The modules :func:`load_scenario` reads a file with (:mod:`judge.cards.catalog`, :mod:`judge.dsl.kept`),
    imported by the first file read and kept: still not at start-up, but an import statement run again for every file
    cost ~4.7 µs on CPython 3.11 (docs/performance.md)."""
    from judge.cards import catalog as catalog_module
    from judge.dsl import kept

    return catalog_module, kept


def token_names(scenario: Any) -> Any:
    """The tokens the cards of ``scenario`` make (judge.cards.tokens, imported only when a
    scenario names something that is not a card: start-up, docs/performance.md)."""
    from judge.cards.tokens import made_token_names

    return made_token_names(scenario)


def default_simulate(scenario: Any, max_outcomes: Optional[int] = None) -> list[Any]:
    """Every outcome of ``scenario`` (at most ``max_outcomes``: the explorer's bound by default)."""
    return list(_engine().simulate(scenario, max_outcomes=max_outcomes))


@functools.cache
def _engine() -> Any:
    """:mod:`judge.engine`, imported by the first scenario simulated and kept (as :func:`_reading`)."""
    import judge.engine

    return judge.engine


@functools.lru_cache(maxsize=4)
def _resolved(directory: str) -> Path:
    return Path(directory).resolve()


def display_path(path: PathLike) -> str:
    """``path`` relative to the working directory when it is inside it, POSIX style. A path
    without ``..`` is worked out from its text (as ``Path`` normalises it): a relative one is
    inside already, and an absolute one written under the working directory is shown from
    there, as a relative one is — not resolved: resolving every file took ~30 ms of a pass of
    the suite, and ``pathlib`` itself ~20 ms more (docs/performance.md)."""
    raw = os.fspath(path)
    if os.sep == "/" and "/../" not in f"/{raw}/":
        text = os.path.normpath(raw)
        if not text.startswith("/"):
            return text
        cwd = os.getcwd()
        if text.startswith(cwd) and text[len(cwd):len(cwd) + 1] == "/":
            return text[len(cwd) + 1:]
    p = Path(path)
    if ".." not in p.parts and not p.is_absolute():
        return p.as_posix()  # already relative to the working directory, and inside it
    try:
        return p.resolve().relative_to(_resolved(os.getcwd())).as_posix()
    except ValueError:
        return p.as_posix()


def _first_line(err: JudgeError) -> Optional[int]:
    if isinstance(err, DiagnosticsError) and err.diagnostics:
        return err.diagnostics[0].line
    return None


def _shorten_paths(message: str, path: PathLike, shown: str) -> str:
    """Diagnostics name the file as it was opened; show it as ``display_path`` does."""
    for form in {str(path), str(Path(path).resolve())}:
        if form != shown and form in message:
            message = message.replace(form + ":", shown + ":")
    return message


def run_file(
    path: PathLike,
    *,
    simulate: Optional[Callable[[Any], Sequence[Any]]] = None,
    load: Optional[Callable[[PathLike], Any]] = None,
) -> ScenarioResult:
    """Parse, validate, simulate and check one scenario (``simulate``/``load`` are
    injectable for tests). Never raises for a bad scenario (see the module docstring)."""
    return _run(path, _read(path, load), simulate)


class _Unread:
    """What reading a scenario file raised (raised again where the file is run)."""

    __slots__ = ("error",)

    def __init__(self, error: Exception) -> None:
        self.error = error


def _read(path: PathLike, load: Optional[Callable[[PathLike], Any]]) -> tuple[Any, float]:
    """The scenario at ``path`` parsed and validated (or an :class:`_Unread`), and the seconds
    it took."""
    start = time.perf_counter()
    try:
        found = (load or load_scenario)(path)
    except Exception as err:  # (a JudgeError, or a bug: reported as run_file reports them)
        found = _Unread(err)
    return found, time.perf_counter() - start


@functools.cache
def _checking() -> tuple[Any, Any]:
    """The modules a scenario's expectations and questions are checked with (:mod:`judge.suite.expect`,
    :mod:`judge.suite.questions`), imported by the first scenario checked and kept (as :func:`_reading`)."""
    from judge.suite import expect, questions

    return expect, questions


def _run(path: PathLike, read: tuple[Any, float], simulate: Optional[Callable[[Any], Sequence[Any]]]
         ) -> ScenarioResult:
    """The result of the scenario ``read`` from ``path`` (see :func:`run_file`)."""
    start = time.perf_counter()
    shown = display_path(path)
    result = ScenarioResult(path=shown, status="error")
    scenario, seconds = read
    try:
        if type(scenario) is _Unread:
            raise scenario.error
        result.scenario = scenario
        result.title = scenario.title
        outcomes = list((simulate or default_simulate)(scenario))
        result.outcomes = outcomes
        expect, questions = _checking()
        if not scenario.expectations and not any(q.answer is not None for q in scenario.questions):
            result.status = "fail"
            result.message = ("no expectations: its questions state no answer — add `answer ...` to a question "
                              "(`question \"…\" asks … answer yes`) or an `expect` line, for judge test to check"
                              if scenario.questions else "no expectations")
        else:
            result.expectations = expect.check_all(scenario.expectations, outcomes)
            result.questions = questions.answer_all(scenario, outcomes)
            failures = result.failures
            errors = [r for r in failures if r.status == "error"]
            if errors:
                result.status = "error"
                result.line = errors[0].line
                result.message = "\n".join(
                    f"{shown}:{r.line}: {r.message}" if r.line else f"{shown}: {r.message}" for r in errors
                )
            elif not failures:
                result.status = "pass"
            else:
                result.status = "fail"
    except JudgeError as err:
        result.status = "error"
        result.message = _shorten_paths(err.message, path, shown)
        result.line = _first_line(err)
    except Exception as err:  # an engine bug must not stop the suite
        result.status = "error"
        tb = traceback.extract_tb(err.__traceback__)
        where = f" (at {Path(tb[-1].filename).name}:{tb[-1].lineno})" if tb else ""
        result.message = f"internal error: {type(err).__name__}: {err}{where}"
    result.seconds = seconds + time.perf_counter() - start
    return result


# --------------------------------------------------------------------------- discovery


def is_card_library(path: Path, resolved: bool = False) -> bool:
    """Whether ``path`` lies under a ``judge/cards/`` directory (card-library files); ``resolved``:
    the caller has resolved it already."""
    return _under_card_library((path if resolved else path.resolve()).parts)


def _under_card_library(parts: Sequence[str]) -> bool:
    n = len(CARD_LIBRARY_PARTS)
    for i in range(len(parts) - n):  # (a loop, not any() of a generator: ~57K of its steps a suite's pass)
        if tuple(parts[i : i + n]) == CARD_LIBRARY_PARTS:
            return True
    return False


def _walk(top: Path) -> Iterator[tuple[str, Optional[str]]]:
    """Every ``*.mtg`` file under the directory ``top``, as (the path under ``top``, the file
    itself with every symbolic link resolved), as ``Path.rglob`` finds them: a linked file is
    taken, a linked directory is not entered; an entry named ``*.mtg`` that is no regular file
    nor folder (a FIFO, a link to nothing) as (its path, None). A directory's real path is worked out once for
    all its files (resolving each file, twice, took 47 ms of a 1.35 s pass of the suite:
    docs/performance.md). Both as text: :func:`discover` makes a ``Path`` only of the files it
    keeps (two for each file found, and the real one's parts, were ~1 % of a pass of the
    suite, seventy-eighth session)."""
    pending = [(str(top), os.path.realpath(top))]
    while pending:
        shown, real = pending.pop()
        try:
            entries = sorted(os.scandir(shown), key=lambda e: e.name)
        except OSError:
            continue
        below = []
        for entry in entries:
            try:
                if entry.is_dir():
                    if not entry.is_symlink():
                        below.append((entry.path, os.path.join(real, entry.name)))
                elif entry.name.endswith(".mtg") and entry.is_file():
                    yield entry.path, os.path.realpath(entry.path) if entry.is_symlink() else os.path.join(real, entry.name)
                elif entry.name.endswith(".mtg"):  # a FIFO, a device, a link to nothing: said, never skipped
                    yield entry.path, None
            except OSError:  # (a link in a loop)
                if entry.name.endswith(".mtg"):
                    yield entry.path, None
        pending.extend(reversed(below))  # depth first, in name order: the same files seen first on every machine


#: A real path (absolute, normalised: ``os.path.realpath``) with a card-library directory among
#: its directories holds, on a system whose separator is "/", this text (:func:`_in_card_library`).
_CARD_LIBRARY_TEXT = "/" + "/".join(CARD_LIBRARY_PARTS) + "/"


def _in_card_library(real: str) -> bool:
    """Whether the file at the real path ``real`` (``os.path.realpath``'s) lies under a
    ``judge/cards/`` directory: :func:`_under_card_library` of its parts, read from the text
    where the separator is "/" (its parts are the text's pieces between separators, none of
    them empty, and the last of them the file's name)."""
    if os.sep == "/":
        return _CARD_LIBRARY_TEXT in real
    return _under_card_library(Path(real).parts)


def _real_file(given: str, real_dirs: dict[str, str]) -> str:
    """The real path of the regular file ``given`` (a ``Path``'s text: normalised), as
    ``Path.resolve`` works it out: its directory resolved (once for all the files given in it:
    ``real_dirs``), then its name, unless the file is itself a symbolic link (then resolved
    whole). ``os.path.realpath`` of a path whose last piece is no link is its directory's real
    path joined with that piece."""
    if os.path.islink(given):
        return os.path.realpath(given)
    where, name = os.path.split(given)
    real = real_dirs.get(where)
    if real is None:
        real = real_dirs[where] = os.path.realpath(where)
    return os.path.join(real, name)


def discover(paths: Iterable[PathLike]) -> list[Path]:
    """Every scenario file under ``paths``: a file is taken as given (if it ends in
    ``.mtg``), a directory is searched recursively for ``*.mtg``, skipping card-library
    files under ``judge/cards/``. Sorted, without duplicates (a file given or found twice,
    by links too, is its real path once). A path that does not exist
    is a :class:`JudgeError`."""
    found: dict[str, Path] = {}  # (by the real path's text, as os.path.realpath writes it)
    real_dirs: dict[str, str] = {}
    missing, odd = [], []
    for raw in paths:
        p = Path(raw)
        if str(raw) == "-" and not p.exists():  # (a file named "-" in the folder is one, as given)
            raise JudgeError("judge test runs scenario files and folders: '-' (standard input) is none — read a "
                             "scenario from standard input with judge ask - or judge check -, or give its file")
        if p.is_file():
            if p.suffix != ".mtg":
                raise JudgeError(f"{p} is not a scenario file (*.mtg)")
            real = _real_file(str(p), real_dirs)
            if real not in found:
                found[real] = p
        elif p.is_dir():
            for f, real in _walk(p):
                if real is None:
                    odd.append(str(Path(f)))
                elif real not in found and not _in_card_library(real):
                    found[real] = Path(f)
        elif p.exists():
            raise JudgeError(f"{p} is not a regular file (a FIFO, a device?): judge test reads scenario files and folders")
        else:
            missing.append(str(raw))
    if missing:
        raise JudgeError(f"no such file or directory: {', '.join(missing)}")
    if odd:  # (not skipped in silence: a scenario the run would leave out)
        raise JudgeError(f"{', '.join(odd)}: not a regular file (a FIFO, a device, a link to nothing?): judge test reads "
                         f"scenario files — move or fix {'it' if len(odd) == 1 else 'them'} (judge check says what each is)")
    return sorted(found.values(), key=lambda f: f.as_posix())


#: Scenario files read before the first of them is run (see :func:`run_all`).
_BATCH = 256


def run_all(
    paths: Iterable[PathLike],
    *,
    simulate: Optional[Callable[[Any], Sequence[Any]]] = None,
    load: Optional[Callable[[PathLike], Any]] = None,
    on_result: Optional[Callable[[int, int, ScenarioResult], None]] = None,
    unfreeze: bool = True,
) -> SuiteResult:
    """Run every scenario under ``paths`` (see :func:`discover`); a :class:`JudgeError`
    when a path does not exist or no scenario is found. ``on_result(done, total, result)``
    is called after each scenario (``judge test``'s progress bar). ``unfreeze``: give the
    results back to the garbage collector at the end (``gc.unfreeze``: a process that goes
    on can drop them); ``judge test``, which ends once it has reported, leaves them frozen."""
    paths = list(paths)
    files = discover(paths)
    if not files:
        raise JudgeError(f"no scenarios (*.mtg) found in {', '.join(str(p) for p in paths)}")
    start = time.perf_counter()
    results = []
    # Every finished result (outcomes, traces) is kept for the report; each is moved out of
    # the cyclic GC's reach as its scenario ends, so full collections don't rescan them all
    # again and again (docs/performance.md, "Engine and suite"). (No young collection first: a
    # scenario leaves ~12 objects in cycles; three passes kept frozen: 131 MB at most, not 128.)
    # (not "unfreeze unless something was frozen before": Python 3.12 starts with objects
    # frozen, and counting them all, each pass, cost 20-40 ms once the results piled up)
    # The files are read a batch at a time, then run: reading them one after another, and
    # running the scenarios one after another, each keeps its own code and tables in the
    # processor's caches (a pass of the suite 4-8 % faster than reading each file just before
    # running it: docs/performance.md).
    try:
        for first in range(0, len(files), _BATCH):
            batch = files[first:first + _BATCH]
            for f, read in zip(batch, [_read(f, load) for f in batch]):
                results.append(_run(f, read, simulate))
                gc.freeze()
                if on_result is not None:
                    on_result(len(results), len(files), results[-1])
    finally:
        if unfreeze:
            gc.unfreeze()
    return SuiteResult(results, time.perf_counter() - start)


# --------------------------------------------------------------------------- plain-text reports


def source_line(path: str, line: Optional[int]) -> str:
    """Line ``line`` of ``path`` as written (stripped), or "" when unavailable."""
    if not line:
        return ""
    try:
        st = os.stat(path)
    except OSError:
        return ""
    lines = _lines_of(path, st.st_mtime_ns, st.st_size)
    return lines[line - 1].strip() if line <= len(lines) else ""


@functools.lru_cache(maxsize=4)
def _lines_of(path: str, mtime: int, size: int) -> tuple[str, ...]:
    """The lines of the file at ``path`` as the reader numbers them (CR, CRLF), read as the reader
    reads it (a FIFO never waited on); none when it can't be read. (Cached while the file is the
    same: a file's every expectation shows its line.)"""
    from judge.dsl.source import read_text, split_lines

    try:
        return tuple(split_lines(read_text(path)))
    except JudgeError:
        return ()


def format_context(res: ExpectResult, indent: str = "    ") -> list[str]:
    """The trace steps around a failure, one per line: ``3.1  text  [420.5c]``."""
    if not res.context:
        return []
    width = max(len(c.number) for c in res.context)
    out = []
    for c in res.context:
        rules = f"  [{', '.join(c.rules)}]" if c.rules else ""
        out.append(f"{indent}{c.number.ljust(width)}  {c.text}{rules}")
    return out


def format_failure(result: ScenarioResult) -> str:
    """A scenario's problems in plain text (pytest reports, ``judge test`` without colour):
    for each failed expectation its ``path:line``, the line as written, what was expected
    and what happened, and the trace steps around it."""
    if result.status == "error" and not result.failures:
        where = f"{result.path}:{result.line}" if result.line else result.path
        msg = result.message
        if msg.startswith(f"{result.path}:"):
            return msg
        return f"{where}: error: {msg}"
    if not result.expectations and not result.questions:
        return f"{result.path}: {result.message or 'failed'}"
    blocks = []
    for res in result.failures:
        where = f"{result.path}:{res.line}" if res.line else result.path
        src = source_line(result.path, res.line) or (res.expected if hasattr(res, "question") else f"expect {res.expected}")
        lines = [f"{where}: {src}", f"  {res.message}"]
        ctx = format_context(res)
        if ctx:
            lines.append("  trace around it:")
            lines.extend(ctx)
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)
