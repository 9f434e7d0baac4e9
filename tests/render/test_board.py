"""The final board's table: made directly when it fits, byte for byte what rich's Table makes."""

from __future__ import annotations

import io

from rich.console import Console

from judge.render import trace_view as T
from judge.suite.runner import default_simulate, load_scenario
from tests.bundled import bundled_scenarios
from tests.sampling import spread


def _render(items, width: int, direct: bool) -> str:
    con = Console(file=io.StringIO(), width=width, force_terminal=True, color_system="truecolor")
    for item in items:
        con.print(item if direct or not isinstance(item, T.Board) else item.table())
    return con.file.getvalue()


def test_the_board_made_directly_is_the_one_rich_makes():
    boards = made_directly = 0
    # a sample of a fixed size, turning with the Python (tests/sampling.py): a turning third of
    # every sixth scenario had grown to ~283 of them and ~11 s of CPU of each run's ~390 s
    # (thirty-second session); before, every sixth took ~25 s of the suite on two cores
    for path in spread(bundled_scenarios(), 130, k=2):
        try:
            outcomes = default_simulate(load_scenario(path))
        except Exception:  # noqa: BLE001 - scenarios that are errors by design
            continue
        items = T.final_board(outcomes[0].final)
        for width in (100, 47, 30, 18):
            boards += 1
            made_directly += any(isinstance(i, T.Board) and i.lines(width) is not None for i in items)
            assert _render(items, width, True) == _render(items, width, False), (path, width)
    assert boards > 400 and boards > made_directly > boards // 2  # both ways are compared


def test_markup_in_a_cell_or_a_narrow_width_goes_to_rich():
    board = T.Board(["Permanent", "P/T"], [["Grizzly Bears", "2/2"]])
    assert board.lines(100) is not None
    assert board.lines(10) is None  # it would wrap: rich lays it out
    assert T.Board(["Permanent"], [["[bold]x[/bold]"]]).lines(100) is None
