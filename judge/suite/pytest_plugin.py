"""pytest plugin (entry point ``judge_scenarios``): scenario files as test items.

Every ``*.mtg`` file under a scenario directory (``scenarios/`` at the rootdir by default;
the ini option ``judge_scenario_dirs`` lists others) is collected as one item, run
through the same runner as ``judge test`` (:func:`judge.suite.runner.run_file`). A failing
item's report shows each failed expectation with its ``.mtg`` path and line, what was
expected, what happened and the trace steps around it. Card-library files
(``judge/cards/``) and ``.mtg`` files elsewhere (test fixtures) are never collected.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Optional

import pytest


def pytest_addoption(parser: Any) -> None:
    parser.addini(
        "judge_scenario_dirs",
        type="linelist",
        default=["scenarios"],
        help="Directories (relative to the rootdir) whose *.mtg files are collected as scenarios.",
    )
    parser.addoption(
        "--share", metavar="K/N", default=None,
        help="Run only the K-th of N shares of the suite (0 <= K < N): each test file's share (a scenario "
             "file's, a test module's) fixed by its path; tests marked every_python or lark run in every share. CI's "
             "other Pythons split the suite between them, so that each file runs under the main Python and "
             "one other (.ci/run); the rest are deselected.",
    )


#: The markers of the tests run in every share (pyproject.toml registers them): ``every_python``,
#: a test whose outcome may depend on the Python that runs it (the dataclass methods generated
#: against the standard library's, the recursion limits); ``lark``, a check of our parsers against
#: lark's own or of lark's internals, whose outcome may depend on the lark installed.
IN_EVERY_SHARE = ("every_python", "lark")


def _share(config: Any) -> Optional[tuple[int, int]]:
    """The ``--share`` asked for, as (K, N), or None; a malformed one is a usage error."""
    text = config.getoption("share", None)
    if text is None:
        return None
    k, sep, n = str(text).partition("/")
    if not (sep and k.isdigit() and n.isdigit() and 0 <= int(k) < int(n)):
        raise pytest.UsageError(f"--share {text!r}: expected K/N with 0 <= K < N, e.g. 0/2")
    return int(k), int(n)


def share_of(relative: str, n: int) -> int:
    """The share (0 … n-1) a test file falls in, from its path relative to the rootdir with "/"
    between its parts (a CRC: a file keeps its share as others are added, on every Python). A
    file, not a test, is the unit, so that a module's fixtures are set up under one Python only."""
    import zlib

    return zlib.crc32(relative.encode("utf-8")) % n


def pytest_configure(config: Any) -> None:
    _share(config)  # a malformed share is refused before anything is collected


def pytest_collection_modifyitems(config: Any, items: list) -> None:
    share = _share(config)
    if share is None:
        return
    k, n = share
    root = Path(str(config.rootpath)).resolve()
    keep, drop, shares = [], [], {}
    for item in items:
        if any(item.get_closest_marker(name) is not None for name in IN_EVERY_SHARE):
            keep.append(item)
            continue
        path = str(item.path)
        mine = shares.get(path)
        if mine is None:
            resolved = Path(path).resolve()
            rel = resolved.relative_to(root).as_posix() if resolved.is_relative_to(root) else resolved.as_posix()
            mine = shares[path] = share_of(rel, n) == k
        (keep if mine else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


_DIRS = pytest.StashKey[list]()


def _scenario_dirs(config: Any) -> list[Path]:
    """The scenario directories, resolved once a session (per file, resolving them again was
    half of what deciding which of ~6,000 files are scenarios cost each worker's collection)."""
    dirs = config.stash.get(_DIRS, None)
    if dirs is None:
        root = Path(str(config.rootpath)).resolve()
        dirs = config.stash[_DIRS] = [(root / d).resolve() for d in config.getini("judge_scenario_dirs")]
    return dirs


_BY_DIR = pytest.StashKey[dict]()


def _is_scenario(file_path: Path, config: Any) -> bool:
    if file_path.suffix != ".mtg":
        return False
    if os.path.islink(file_path):  # a linked file: where it really lies decides
        return _decide(file_path.resolve(), config)
    # Otherwise the file's real path is its directory's real path and its name, and whether it is
    # a scenario depends on that directory alone (under a scenario directory, not under the card
    # library): decided once for each directory (resolving each of ~7,500 files, a few lstat calls
    # each, and testing it against each directory was ~1/8 of a worker's collection).
    by_dir = config.stash.get(_BY_DIR, None)
    if by_dir is None:
        by_dir = config.stash[_BY_DIR] = {}
    parent = str(file_path.parent)
    found = by_dir.get(parent)
    if found is None:
        found = by_dir[parent] = _decide(Path(os.path.realpath(parent)) / file_path.name, config)
    return found


def _decide(resolved: Path, config: Any) -> bool:
    """Whether the file whose real path is ``resolved`` is a scenario: under a scenario directory,
    not under the card library."""
    from judge.suite.runner import is_card_library

    if is_card_library(resolved, resolved=True):
        return False
    return any(resolved.is_relative_to(d) for d in _scenario_dirs(config))


def pytest_collect_file(file_path: Path, parent: Any) -> Optional["ScenarioFile"]:
    if _is_scenario(file_path, parent.config):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    """One ``.mtg`` scenario file: collects one :class:`ScenarioItem`."""

    def collect(self):  # type: ignore[override]
        yield ScenarioItem.from_parent(self, name=self.path.stem)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: Any) -> Any:
    """A passed scenario item's result dropped once every hook of its call has seen it (see
    :meth:`ScenarioItem.runtest`); a failed one is kept for its report."""
    yield
    if isinstance(item, ScenarioItem) and item.result is not None and item.result.passed:
        item.result = None


class ScenarioFailed(Exception):
    """Raised by :meth:`ScenarioItem.runtest` with the scenario's result."""

    def __init__(self, result: Any) -> None:
        super().__init__(result.status)
        self.result = result


def _headline(res: Any) -> str:
    """One line for pytest's short summary: the first problem, with its line."""
    failing = res.failures
    if failing:
        first = failing[0]
        more = f" (+{len(failing) - 1} more)" if len(failing) > 1 else ""
        return f"line {first.line}: {first.message}{more}" if first.line else first.message + more
    return (res.message or res.status).splitlines()[0]


class ScenarioItem(pytest.Item):
    """Runs one scenario; passes when every expectation holds."""

    result: Any = None

    def runtest(self) -> None:
        from judge.suite.runner import run_file

        result = self.result = run_file(self.path)
        if not result.passed:
            raise ScenarioFailed(result)
        # A passed scenario's result stays on the item for the rest of its call phase only: the
        # hooks of ``pytest_runtest_call`` that come after this one read it (scenarios/conftest.py
        # checks the trace's citations on its outcomes), and :func:`pytest_runtest_call` above
        # drops it then (kept for the whole session, ~17,000 results (outcomes, traces) were
        # rescanned by every full collection of the cyclic GC; nothing reads a passed one later:
        # it has no line for reportinfo).

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:  # type: ignore[override]
        if isinstance(excinfo.value, ScenarioFailed):
            from judge.suite.runner import format_failure
            from judge.visible import visible

            res = excinfo.value.result
            title = f"scenario {res.title!r}: " if res.title else "scenario: "
            return visible(f"{_headline(res)}\n{title}{res.status}\n{format_failure(res)}")  # (to a terminal)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Any, Optional[int], str]:
        line: Optional[int] = None
        res = self.result
        if res is not None:
            failing = res.failures
            if failing and failing[0].line:
                line = failing[0].line - 1
            elif res.line:
                line = res.line - 1
        return self.path, line, f"scenario: {self.path.name}"
