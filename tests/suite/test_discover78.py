"""judge.suite.runner.discover's work per file (seventy-eighth session, issue 43): a folder's real
path is worked out once for the files given in it, and a walk makes a Path only of each file it
keeps — the same files found, in the same order, as before (tests/suite/test_runner.py)."""

import os
from pathlib import Path

import pytest

from judge.suite.runner import discover


@pytest.fixture
def folder(tmp_path):
    for name in ("a", "b", "c", "d", "e"):
        (tmp_path / f"{name}.mtg").write_text("x\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "f.mtg").write_text("x\n")
    (tmp_path / "sub" / "again.mtg").symlink_to(tmp_path / "a.mtg")
    lib = tmp_path / "judge" / "cards"
    lib.mkdir(parents=True)
    (lib / "card.mtg").write_text("card ...\n")
    return tmp_path


def _counting(monkeypatch, owner, name, wrap):
    calls = []
    original = getattr(owner, name)

    def counted(*args, **kwargs):
        calls.append(args)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, wrap(counted))
    return calls


def test_files_given_in_one_folder_resolve_the_folder_once(folder, monkeypatch):
    given = [folder / f"{n}.mtg" for n in "abcde"] + [folder / "sub" / "f.mtg", folder / "sub" / "again.mtg"]
    calls = _counting(monkeypatch, os.path, "realpath", lambda f: f)
    found = discover(given)
    # two folders (the files' own), and the one file that is a link (resolved whole: it is a.mtg)
    assert len(calls) == 3
    assert [p.relative_to(folder).as_posix() for p in found] == ["a.mtg", "b.mtg", "c.mtg", "d.mtg", "e.mtg", "sub/f.mtg"]


def test_a_walk_makes_a_path_only_of_each_file_it_keeps(folder, monkeypatch):
    calls = _counting(monkeypatch, Path, "__new__", staticmethod)
    found = discover([folder])
    # the folder given, then one for each of the six files kept (not the link to a.mtg, found as
    # a.mtg already, nor the card library's file)
    assert len(calls) == 1 + 6
    assert [p.relative_to(folder).as_posix() for p in found] == ["a.mtg", "b.mtg", "c.mtg", "d.mtg", "e.mtg", "sub/f.mtg"]

