"""CI's other Pythons run their share of the scenarios with `judge test` (.ci/run), their pytest
runs collecting tests/ alone: the files .ci/share_scenarios.py lists for the shares 0/2 and 1/2
must together be exactly the scenario items pytest collects — every scenario under one other
Python, none under both, none left out."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _share_module():
    spec = importlib.util.spec_from_file_location("share_scenarios", ROOT / ".ci" / "share_scenarios.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _collected() -> set[str]:
    """The files of the scenario items pytest collects under scenarios/ (relative, '/'-separated)."""
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "--collect-only", "-p", "no:cacheprovider",
                          "-p", "no:randomly", "-o", "addopts=", "scenarios"],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return {line.split("::")[0] for line in out.splitlines() if "::" in line}


@pytest.mark.source
def test_the_shares_listed_for_ci_are_the_scenario_items_of_each_share():
    share = _share_module()
    listed = [{p.relative_to(ROOT).as_posix() for p in share.share_files(ROOT, k, 2)} for k in (0, 1)]
    assert listed[0] and listed[1] and not listed[0] & listed[1]
    # every scenario pytest collects is in one share, and nothing else is
    assert listed[0] | listed[1] == _collected()


def test_a_malformed_share_is_refused_with_a_usage_line(capsys):
    share = _share_module()
    assert share.main(["share_scenarios.py", "2/2"]) == 2
    assert share.main(["share_scenarios.py", "x"]) == 2
    assert "usage: python .ci/share_scenarios.py K/N" in capsys.readouterr().err
