"""CI's other Pythons run their share of the scenarios with `judge test` (.ci/run), their pytest
runs collecting tests/ alone: the files .ci/share_scenarios.py lists for the shares 0/2 and 1/2
must together be exactly the scenario items pytest collects — every scenario under one other
Python, none under both, none left out.

The scenario items are those the running session collected when it collected the whole of
scenarios/ as a plain `pytest scenarios` would (CI's main run: its own collection, the one its
scenario items run from), else those a `pytest --collect-only scenarios` of its own collects."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from typing import Optional

import pytest

from tests.suite.conftest import COLLECTED_SCENARIO_FILES

ROOT = Path(__file__).resolve().parents[2]


def _share_module():
    spec = importlib.util.spec_from_file_location("share_scenarios", ROOT / ".ci" / "share_scenarios.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: Options that change what pytest collects (not only what it then deselects): a session run with
#: any of them set is not the plain collection of scenarios/.
_COLLECTION_OPTIONS = ("ignore", "ignore_glob", "lf", "stepwise", "pyargs", "keepduplicates", "collect_in_virtualenv",
                       "noconftest", "confcutdir")


def _collected_by_this_session(config: pytest.Config) -> Optional[set[str]]:
    """The files of the scenario items this session collected (tests/suite/conftest.py keeps them
    before anything is deselected), when it collected the whole of scenarios/ as the plain
    `pytest scenarios` of :func:`_collected` would: under this checkout's rootdir and ini file,
    the plugin's default scenario folder, a path given (or testpaths) holding scenarios/ whole,
    and no option that changes what is collected; else None."""
    found = config.stash.get(COLLECTED_SCENARIO_FILES, None)
    root = ROOT.resolve()
    if (found is None or Path(config.rootpath).resolve() != root or config.inipath is None
            or Path(config.inipath).resolve() != root / "pyproject.toml"
            or config.getini("judge_scenario_dirs") != ["scenarios"]
            or config.pluginmanager.get_plugin("judge_scenarios") is None
            or any(getattr(config.option, name, None) for name in _COLLECTION_OPTIONS)):
        return None
    here = Path(config.invocation_params.dir)
    if not any("::" not in arg and (root / "scenarios").is_relative_to((here / arg).resolve()) for arg in config.args):
        return None
    return set(found)


def _collected() -> set[str]:
    """The files of the scenario items pytest collects under scenarios/ (relative, '/'-separated)."""
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "--collect-only", "-p", "no:cacheprovider",
                          "-p", "no:randomly", "-o", "addopts=", "scenarios"],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return {line.split("::")[0] for line in out.splitlines() if "::" in line}


@pytest.mark.source
def test_the_shares_listed_for_ci_are_the_scenario_items_of_each_share(pytestconfig):
    share = _share_module()
    listed = [{p.relative_to(ROOT).as_posix() for p in share.share_files(ROOT, k, 2)} for k in (0, 1)]
    assert listed[0] and listed[1] and not listed[0] & listed[1]
    # every scenario pytest collects is in one share, and nothing else is
    collected = _collected_by_this_session(pytestconfig)
    assert listed[0] | listed[1] == (_collected() if collected is None else collected)


def test_a_file_s_share_is_that_of_its_real_path_each_folder_resolved_once(tmp_path, monkeypatch):
    """A share's listing resolves each folder once, and a linked file by where it leads (the
    plugin's share of a file is by its real path): resolving each file was most of a listing."""
    import os

    from judge.suite.pytest_plugin import share_of

    share = _share_module()
    (tmp_path / "scenarios" / "a").mkdir(parents=True)
    (tmp_path / "scenarios" / "b").mkdir()
    (tmp_path / "elsewhere").mkdir()
    names = [f"scenarios/{folder}/{i:02}.mtg" for folder in "ab" for i in range(20)]
    for name in names + ["elsewhere/real.mtg"]:
        (tmp_path / name).write_text("player Alice\n", encoding="utf-8")
    (tmp_path / "scenarios" / "b" / "linked.mtg").symlink_to(tmp_path / "elsewhere" / "real.mtg")
    real = {**{name: name for name in names}, "scenarios/b/linked.mtg": "elsewhere/real.mtg"}
    resolved = []
    realpath = os.path.realpath
    monkeypatch.setattr(os.path, "realpath", lambda p, **k: resolved.append(p) or realpath(p, **k))
    base = tmp_path.resolve()
    for k in (0, 1):
        resolved.clear()
        files = share.share_files(tmp_path, k, 2)
        assert len(resolved) < 10  # each folder (by the walk and by the listing) and the link, not each of 41 files
        assert [p.relative_to(base).as_posix() for p in files] == sorted(n for n in real if share_of(real[n], 2) == k)


def test_a_malformed_share_is_refused_with_a_usage_line(capsys):
    share = _share_module()
    assert share.main(["share_scenarios.py", "2/2"]) == 2
    assert share.main(["share_scenarios.py", "x"]) == 2
    assert "usage: python .ci/share_scenarios.py K/N" in capsys.readouterr().err
