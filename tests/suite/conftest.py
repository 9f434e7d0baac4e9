"""The scenario files the session's own collection found, kept for tests/suite/test_ci_share.py:
read before anything is deselected (``-k``, ``-m``, ``--share``, ``--deselect`` come after), so a
session that collected the whole of scenarios/ — CI's main run, `pytest -m source` — need not
collect its ~16,900 items again in a pytest of its own (~6 s of CPU, eighty-seventh session)."""

from __future__ import annotations

import pytest

#: The files (as pytest names them: relative to the rootdir, "/"-separated) of the scenario items
#: this session collected, before any was deselected.
COLLECTED_SCENARIO_FILES = pytest.StashKey[frozenset]()


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list) -> None:
    from judge.suite.pytest_plugin import ScenarioItem

    config.stash[COLLECTED_SCENARIO_FILES] = frozenset(
        item.nodeid.split("::")[0] for item in items if isinstance(item, ScenarioItem))
