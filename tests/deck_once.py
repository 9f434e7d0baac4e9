"""The drill deck, scanned once a process for the tests that ask for it (an autouse fixture of the
conftest.py of tests/drill, tests/cli and tests/docs).

``judge.drill.deck.scan()`` reads every bundled scenario (~16,800 files, ~0.25 s of CPU) for the
deck's ~600 tagged questions, and the drill tests' commands and checks asked for it ~50 times in a
run of tests/drill — ~13 s of its ~22 s of CPU (eighty-sixth session, cProfile: 52 scans; and 9
in tests/cli and tests/docs, ~2.5 s). A
``judge drill`` process scans once; here each process of the suite scans the default deck once
(its first ask, by the real scan) and every later ask of the default deck is given a copy of that
list: the same questions in the same order, the files being the same for the whole run. A scan of
other folders (``scan(dirs)``) is always made, and the scan itself is checked against the parser
(test_drill.py ``test_the_scan_reads_every_tagged_question_as_the_parser_does``: the first scan of
its process, or the same list as it), so nothing the deck's tests assert is taken from elsewhere.
The key is :func:`judge.drill.deck.deck_dirs` as asked (a test that moves the repository's root
gets its own scan).
"""

from __future__ import annotations

import pytest

from judge.drill import deck, lint, session

_REAL = deck.scan
_SCANNED: dict[tuple, tuple] = {}


def _scan_once(dirs=None):
    if dirs is not None:
        return _REAL(dirs)
    key = deck.deck_dirs()
    if key not in _SCANNED:
        _SCANNED[key] = tuple(_REAL())
    return list(_SCANNED[key])


@pytest.fixture(autouse=True)
def deck_scanned_once(request, monkeypatch):
    # lint and session import it by name, the CLI from deck when it runs, and so do test modules
    for module in (deck, lint, session, request.module):
        if getattr(module, "scan", None) is _REAL:
            monkeypatch.setattr(module, "scan", _scan_once)
