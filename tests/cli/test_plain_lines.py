"""judge.render.terminal.Terminal.print: a line with nothing to lay out, in a pipe or a file, is
written directly — byte for byte what rich writes for it (rich itself is asked here, with the
direct way turned off, on a sample of the bundled scenarios and on the edge cases)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.text import Text

from judge.render import trace_view as T
from judge.render.terminal import Terminal
from judge.suite.questions import answer_all
from judge.suite.runner import default_simulate, load_scenario
from judge.suite.why import explain
from tests.bundled import bundled_scenarios, discovered_scenarios
from tests.sampling import spread

ROOT = Path(__file__).resolve().parents[2]


class _RichOnly(Terminal):
    """The same console, every line laid out by rich."""

    def _plain_line(self, objects: tuple):  # type: ignore[override]
        return None


def _console(cls: type, width: int, **options) -> Terminal:
    return cls(file=io.StringIO(), highlight=False, soft_wrap=False, width=width, force_terminal=False, **options)


def _both(print_all, width: int, rich_only: type = _RichOnly) -> tuple[str, str]:
    out = []
    for cls in (Terminal, rich_only):
        con = _console(cls, width)
        print_all(con)
        out.append(con.file.getvalue())
    return out[0], out[1]


def _answers(count: int, k: int):
    """A spread sample of the bundled scenarios with what a ``judge ask`` prints of each: the
    path, the scenario, its outcomes, its questions' answers and its "Why" (scenarios that are
    errors by design left out)."""
    for path in spread(bundled_scenarios(), count, k=k):
        try:
            scenario = load_scenario(path)
            outcomes = default_simulate(scenario)
        except Exception:  # noqa: BLE001 - scenarios that are errors by design
            continue
        yield path, scenario, outcomes, answer_all(scenario, outcomes), explain(scenario, outcomes)


def test_every_answer_is_what_rich_prints():
    printed = 0
    for path, scenario, outcomes, questions, why in _answers(60, 3):
        for width in (1000, 100, 40):
            direct, laid_out = _both(lambda con: T.render_ask(con, scenario, outcomes, questions=questions,
                                                              path=str(path), why=why), width)
            assert direct == laid_out, (path, width)
            printed += 1
    assert printed > 100


@pytest.mark.parametrize("text", [
    "", "plain", "trailing spaces   ", "  leading", "a\x1bb control", "\u202e bidi", "wide 漢字 ok", "tab\there",
    "two\nlines", "x" * 99, "x" * 100, "x" * 101, "word " * 30, "漢" * 50, "漢" * 51, "\x1b" * 30,
])
@pytest.mark.parametrize("width", [100, 20])
def test_a_line_is_written_as_rich_writes_it(text, width):
    def lines(con):
        con.print(Text(text))
        con.print()
        con.print(Text.assemble(("dim part ", "dim"), (text, "bold")))
        for left in (0, 4, 6):
            con.print(T.Indented(Text(text), left))

    direct, laid_out = _both(lines, width)
    assert direct == laid_out


def test_rich_lays_out_what_is_not_one_plain_line():
    con = _console(Terminal, 100)
    assert con._plain_line(()) == "\n"
    assert con._plain_line((Text("a"),)) == "a\n"
    assert con._plain_line((Text("a\nb"),)) is None  # two lines
    assert con._plain_line((Text("a"), Text("b"))) is None  # joined by rich
    assert con._plain_line(("a",)) is None  # a str: rich reads it
    assert con._plain_line((Text("x" * 101),)) is None  # wrapped
    coloured = Terminal(file=io.StringIO(), width=100, force_terminal=True, color_system="truecolor")
    assert coloured._plain_line((Text("a"),)) is None  # styles shown: rich writes them


@pytest.mark.parametrize("cell", ["Grizzly Bears", "a\x1bb control", "\u202e bidi", "wide 漢字", "tab\there",
                                  "x" * 40, "trailing  "])
@pytest.mark.parametrize("width", [100, 60, 45, 30])
def test_a_board_is_written_as_rich_writes_it(cell, width):
    board = T.Board(["Permanent", "P/T", "Status"], [[cell, "2/2", "tapped"], ["Forest", "", ""]])

    def lines(con):
        con.print(board)
        con.print(T.Board(["Permanent"], [[cell]]))

    direct, laid_out = _both(lines, width)
    assert direct == laid_out


def test_a_board_that_fits_is_written_directly_and_one_that_does_not_goes_to_rich():
    con = _console(Terminal, 100)
    board = T.Board(["Permanent", "P/T"], [["Grizzly Bears", "2/2"], ["Forest", ""]])
    assert con._plain_line((board,)) == "  Permanent      P/T\n  Grizzly Bears  2/2\n  Forest            \n"
    assert _console(Terminal, 15)._plain_line((board,)) is None  # it would wrap
    assert con._plain_line((T.Board(["Permanent"], [["tab\there"]]),)) is None  # rich expands the tab
    assert con._plain_line((T.Board(["Permanent"], [["[b]x"]]),)) is None  # markup: rich's Table


class _Writes(io.StringIO):
    """A file that counts its writes."""

    writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        return super().write(text)


class _LineByLine(Terminal):
    """The same console without ``write_shown``: render_ask prints line by line, as before."""

    write_shown = None  # type: ignore[assignment]


def test_a_whole_answer_is_written_at_once_and_is_the_same_line_by_line():
    written = 0
    for path, scenario, outcomes, questions, why in _answers(30, 4):
        for width, colour in ((1000, False), (60, False), (100, True)):
            out = []
            for cls in (Terminal, _LineByLine):
                con = cls(file=_Writes(), highlight=False, soft_wrap=False, width=width, force_terminal=colour,
                          color_system="truecolor" if colour else None)
                T.render_ask(con, scenario, outcomes, questions=questions, path=str(path), why=why)
                out.append((con.file.getvalue(), con.file.writes))
            assert out[0][0] == out[1][0], (path, width, colour)
            assert out[0][1] == 1 and out[1][1] > 5  # at once, against a write a line
            written += 1
    assert written > 60


#: The options ``judge test``'s report prints its lines with (a line a scenario; a failure's details;
#: the summary's style), and others of the same kinds.
_SUITE_OPTIONS = ({"no_wrap": True, "overflow": "ignore", "crop": False}, {"soft_wrap": True},
                  {"no_wrap": True}, {"overflow": "fold"}, {"crop": False}, {"style": ""}, {"style": "bold red"},
                  {"style": "reverse link https://example.com"})


@pytest.mark.parametrize("text", [
    "", "plain", "trailing spaces   ", "a\x1bb control", "\u202e bidi", "wide 漢字 ok", "tab\there", "two\nlines",
    "x" * 99, "x" * 100, "x" * 101, "word " * 30 + "   ", "漢" * 50, "漢" * 51, "…" * 100, "…" * 101,
])
@pytest.mark.parametrize("width", [100, 20])
def test_a_line_printed_with_the_suites_options_is_written_as_rich_writes_it(text, width):
    def lines(con):
        for options in _SUITE_OPTIONS:
            con.print(Text(text), **options)
            con.print(Text.assemble(("pass", "green"), "  ", (text, "dim")), **options)

    direct, laid_out = _both(lines, width)
    assert direct == laid_out


def test_a_fitting_line_with_the_suites_options_is_written_directly():
    con = _console(Terminal, 100)
    laid_out = []
    con.render = lambda *a, **k: laid_out.append(a) or iter(())  # rich's layout would come here
    for options in _SUITE_OPTIONS:
        con.print(Text("pass  file.mtg  a title…   12 ms"), **options)
    con.print(Text("x" * 101), no_wrap=True, overflow="ignore", crop=False)  # too long: laid out by rich
    con.print(Text("a"), justify="right")  # an option that changes a line that fits: rich
    assert con.file.getvalue() == "pass  file.mtg  a title…   12 ms\n" * len(_SUITE_OPTIONS)
    assert len(laid_out) == 2


def test_the_suite_report_is_what_rich_prints():
    from judge.suite.runner import run_all

    # k=3: the third offset of a 40-scenario spread, the other two being tests/render/test_trace_tree.py's
    # (k=1, k=2) — with k=5 this was the very sample of its k=2 under every Python (ninetieth session).
    files = spread(bundled_scenarios(), 40, k=3)
    suite = run_all(files)
    suite.results[0].status, suite.results[0].message = "error", "a message\nof two lines, the second " + "long " * 40
    for width in (100, 60, 1000):
        direct, laid_out = _both(lambda con: T.render_suite(con, suite, full=width >= 1000), width)
        assert direct == laid_out, width
        assert direct.count("\n") > 40


_TITLES = ["Grizzly Bears", "", "Lightning Bolt — to the face…", "wide 漢字 title", "trailing spaces   ",
           "  leading spaces", "a\x1bb control", "\u202e bidi", "tab\there", "two\nlines", "[b]markup[/b] :smile:",
           "x" * 150, "word " * 60]


def _suite(titles, paths=None):
    from judge.suite.runner import ScenarioResult, SuiteResult

    paths = paths or [f"scenarios/folder {i}/file-{i}.mtg" for i in range(len(titles))]
    return SuiteResult([ScenarioResult(path=p, status=("pass", "fail", "error")[i % 3], title=t or None,
                                       message="why", seconds=0.0123 * i)
                        for i, (p, t) in enumerate(zip(paths, titles))], 1.5)


@pytest.mark.parametrize("title", _TITLES)
@pytest.mark.parametrize("width", [1000, 200, 60])
def test_the_suites_whole_table_is_what_rich_prints(title, width):
    suite = _suite(["Grizzly Bears", title, "Giant Growth"])
    direct, laid_out = _both(lambda con: T.render_suite(con, suite, full=True), width)
    assert direct == laid_out


@pytest.fixture(scope="module")
def bundled_suite():
    """A report of every bundled scenario (its file and its title; results and times made up), made
    once for the module's whole-table checks."""
    from judge.suite.runner import display_path

    files = discovered_scenarios()
    return _suite([f.stem.replace("-", " ") for f in files], [display_path(f) for f in files])


class _RichOnlyOnce(_RichOnly):
    """:class:`_RichOnly` laying out each distinct one-line print once: a print of the same Text
    (characters, spans, style and settings) with the same options on the same console writes the
    same characters — rich's ``print`` keeps nothing from one call to the next but what it wrote
    — so a repeat is written as the first was. The whole table's made-up failures print a blank
    line and "  why" for each of ~11,200 of the bundled scenarios: rich laid out ~22,500 repeats,
    8% of the reference's function calls (48.6M -> 44.7M, cProfile, eighty-sixth session); each
    scenario's own heading line is laid out as before."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._once: dict = {}

    def print(self, *objects, **options) -> None:  # type: ignore[override]
        if len(objects) > 1 or (objects and type(objects[0]) is not Text) or self._buffer_index:  # (held: written later)
            super().print(*objects, **options)
            return
        key = (tuple((t.plain, tuple(t.spans), str(t.style), t.justify, t.overflow, t.no_wrap, t.end, t.tab_size)
                     for t in objects), tuple(sorted(options.items())))
        if key not in self._once:
            into, self.file = self.file, io.StringIO()
            try:
                super().print(*objects, **options)
                self._once[key] = self.file.getvalue()
            finally:
                self.file = into
        self.file.write(self._once[key])


class _TableOnly(Terminal):
    """A console that prints a report's whole table and nothing else (the failures' lines are
    each narrower than the table's: its width is found without writing ~33,700 of them)."""

    def print(self, *objects, **options) -> None:  # type: ignore[override]
        if objects and isinstance(objects[0], T.SuiteTable):
            super().print(*objects, **options)


#: The whole table at its own width, the fit's edge: rich's layout of it (the reference) is ~7 s of CPU,
#: the largest single item of the suite. Where the table fits, neither way's lines depend on the console's
#: width (a table narrower than the console is written the same at 300 and 1000 columns, the small
#: suites above at 1000 and 200), so one width is checked — the narrowest at which it is still written
#: directly, one column less and rich wraps it (docs/performance.md "CI's length").
def test_the_suites_whole_table_is_what_rich_prints_for_every_bundled_scenario(bundled_suite):
    from rich.cells import cell_len

    wide = _console(_TableOnly, 1000)  # (the table's width: the widest of the report's lines)
    T.render_suite(wide, bundled_suite, full=True)
    width = max(cell_len(line) for line in wide.file.getvalue().splitlines())
    direct, laid_out = _both(lambda con: T.render_suite(con, bundled_suite, full=True), width, _RichOnlyOnce)
    assert direct == laid_out, width
    assert direct.count("\n") > len(bundled_suite.results) > 10_000
    assert max(cell_len(line) for line in direct.splitlines()) == width  # written at the edge, not wrapped


def test_the_suites_whole_table_is_made_directly_when_it_fits():
    con = _console(Terminal, 1000)
    table = T.SuiteTable([("a.mtg", "A title", "pass", "1.0 ms"), ("folder/b.mtg", "", "fail", "12.5 ms")], {})
    assert con._plain_line((table,)) == (
        "File         ┃ Title   ┃ Result ┃    Time\n"
        "━━━━━━━━━━━━━╇━━━━━━━━━╇━━━━━━━━╇━━━━━━━━\n"
        "a.mtg        │ A title │ pass   │  1.0 ms\n"
        "folder/b.mtg │         │ fail   │ 12.5 ms\n")
    assert _console(Terminal, 40)._plain_line((table,)) is None  # it would wrap: rich's table
    assert con._plain_line((T.SuiteTable([("a.mtg", "tab\there", "pass", "1 ms")], {}),)) is None
    assert con._plain_line((T.SuiteTable([("a.mtg", "A title", "pass", "1 ms")], {}, utf8=False),)) is None
    assert con._plain_line((T.SuiteTable([], {}),)) is None
