"""The limits of the scenario language (judge/dsl/limits.py): past each, a located error
naming the limit before anything is simulated; well inside them, what judges write."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.dsl import limits
from judge.dsl.parser import parse
from judge.errors import DiagnosticsError

pytestmark = pytest.mark.every_python  # in every --share: limits set against the running Python's recursion (judge/suite/pytest_plugin.py)

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"
REPRO = Path(__file__).resolve().parents[2].parent / "shared" / "repro"


def errors(text: str) -> list:
    with pytest.raises(DiagnosticsError) as exc:
        check_text(text, "f.mtg", card_names())
    return exc.value.diagnostics


def ok(text: str) -> None:
    check_text(text, "f.mtg", card_names())


@pytest.mark.parametrize("body, limit, line, column", [
    ("Alice hand: 1001 Forest\n", limits.COPIES, 4, 13),
    ("Alice library: 5001 unknown cards\n", limits.OBJECTS, 4, 16),
    ("Alice library: " + ", ".join(["1000 Forest"] * 6) + "\n", limits.OBJECTS, 4, 16),
    ("Alice hand: 1234567890 Forest\n", limits.DIGITS, 4, 13),
    ("Alice in play: Prodigal Sorcerer\nAlice hand: Blaze\n"
     "Alice casts Blaze with X = 1001 targeting Bob\n", limits.X, 6, 1),
    ("expect Alice life 1000001\n", limits.LIFE, 4, 8),
    ("Alice in play: Grizzly Bears (1000001 damage)\n", limits.DAMAGE, 4, 16),
    ("Alice in play: Grizzly Bears (1001 +1/+1 counters)\n", limits.COUNTERS, 4, 31),
    ("Alice hand: Lightning Bolt\nAlice casts Lightning Bolt targeting Bob paying the additional {1}{R} 1001 times\n",
     limits.PAYMENTS, 5, 1),
])
def test_past_a_limit_is_a_located_error_naming_it(body, limit, line, column):
    (d,) = errors(HEAD + body)
    assert (d.line, d.column) == (line, column), d.render()
    assert f"'{limit.name}' limit" in d.message and f"{limit.value:,}" in d.message


def test_digits_in_the_quoted_prose_of_a_title_a_note_or_a_question_are_words_not_a_number():
    """The digits limit is of numbers: a title's, a note's or a question's own quoted words may hold a longer run of
    digits (Hypothesis's round trip found `question "0000000000" asks …` refused, eighty-eighth session); where the
    reader may read a number in quoted text — an answer or an option (judge/dsl/answers.py reads a leading number,
    and `int()` of 4,301 digits raises), a card's words — the limit holds as before."""
    long = "1" * (limits.DIGITS.value + 1)
    scenario = parse(f'title "Game {long}"\nNote "{long} turns"\nplayer Alice\nplayer Bob\n\n'
                     f'question "What if {long}?" asks cards in Alice hand\n'
                     f'question \u201c{long}\u201d asks cards in Alice hand\n')
    assert scenario.title == f"Game {long}" and scenario.notes == (f"{long} turns",)
    assert [q.text for q in scenario.questions] == [f"What if {long}?", long]
    for line, column in ((f'question "Q" asks cards in Alice hand answer "{long}"', 47),
                         (f'question "{long}" asks cards in Alice hand answer "{long}"', 56),
                         (f'title {long}', 7),
                         (f'Alice hand: {long} Forest', 13)):
        (d,) = errors(HEAD + line + "\n")
        assert (d.line, d.column) == (4, column) and "'digits' limit" in d.message, d.render()


def test_a_life_total_past_the_limit_on_the_player_line():
    (d,) = errors("player Alice life 2000000\nplayer Bob\nturn Alice, precombat main\n")
    assert d.line == 1 and "'life' limit" in d.message


def test_a_line_and_a_file_past_their_limits():
    (d,) = errors(HEAD + "# " + "x" * limits.LINE.value + "\nAlice hand: Forest" + " " * limits.LINE.value + "\n")
    assert d.line == 5 and "'line length' limit" in d.message
    (d,) = errors(HEAD + ("# comment\n" * (limits.FILE.value // 10 + 1)))
    assert d.line == 1 and "'file size' limit" in d.message


def test_what_judges_write_is_well_inside():
    ok(HEAD + "Alice library: 200 unknown cards\nAlice hand: 60 Forest\nAlice in play: Grizzly Bears (3 damage, "
       "5 +1/+1 counters)\nexpect Alice life 40\n")
    ok(HEAD.replace("player Alice", "player Alice life 40") + "Alice in play: 20 Mountain\nAlice hand: Blaze\n"
       "Alice casts Blaze with X = 19 targeting Bob\n")


def _chain(n: int) -> str:
    links = "".join(f"Alice in play: Holy Strength as @a{i} attached to @a{i - 1}\n" for i in range(1, n + 1))
    return HEAD + "Alice in play: Grizzly Bears as @a0\n" + links


def test_a_chain_of_attachments_is_bounded_before_and_during_simulation():
    ok(_chain(limits.ATTACHMENT.value))
    (diag,) = errors(_chain(limits.ATTACHMENT.value + 1))
    assert "'attachment depth' limit" in diag.message and diag.line == 4 + limits.ATTACHMENT.value + 1
    # an attachment made while simulating is held to the same bound, at the action's line
    from judge.engine.build import build
    from judge.engine.events import _bound_attachment
    from judge.engine.trace import Tracer
    from judge.errors import JudgeError

    game = build(check_text(_chain(limits.ATTACHMENT.value), "f.mtg", card_names()), Tracer())
    game.tracer.line = 7
    top = game.labels["a" + str(limits.ATTACHMENT.value)]
    with pytest.raises(JudgeError, match=r"f\.mtg:7:1: .*'attachment depth' limit"):
        _bound_attachment(game, top)
    _bound_attachment(game, game.labels["a1"])  # a short chain is fine


def test_thousands_of_bad_lines_show_the_first_fifty_and_count_the_rest():
    text = HEAD + "".join(f"Alice zzz qqq {i}\n" for i in range(2000))
    with pytest.raises(DiagnosticsError) as exc:  # (read once: its diagnostics and its message)
        check_text(text, "f.mtg", card_names())
    assert len(exc.value.diagnostics) == 2000
    message = exc.value.message
    assert message.count("unexpected 'zzz'") == DiagnosticsError.SHOWN
    assert message.endswith("... and 1,950 more errors (the first 50 are shown)")


@pytest.mark.parametrize("name, limit", [
    ("R1-huge-count-unknown-cards.mtg", limits.DIGITS),
    ("R1b-million-forests.mtg", limits.COPIES),
    ("R3-huge-x-memoryerror.mtg", limits.DIGITS),
    ("R3b-huge-x-overflowerror.mtg", limits.DIGITS),
    ("R5-4301-digit-number-masked-valueerror.mtg", limits.DIGITS),
    ("R4-aura-chain-recursionerror.mtg", limits.ATTACHMENT),
])
def test_the_reliability_reproducers_end_in_the_limit_error(name, limit):
    path = REPRO / name
    if not path.is_file():
        pytest.skip("../shared/repro is not here")
    diags = errors(path.read_text(encoding="utf-8"))
    assert any(f"'{limit.name}' limit" in d.message for d in diags), [d.render() for d in diags]


def test_some_limits_can_be_raised_up_to_a_ceiling(monkeypatch):
    monkeypatch.setattr(limits, "COPIES", limits.COPIES)  # restored after the test
    monkeypatch.setattr(limits, "OBJECTS", limits.OBJECTS)
    text = HEAD + "Alice library: 3000 Forest\n"
    (diag,) = errors(text)
    assert "'copies' limit" in diag.message
    assert limits.raise_limit("copies=5000").value == 5000
    ok(text)
    for bad, words in (("digits=20", "the limits that can be raised are"), ("copies=10", "can only be raised"),
                       ("objects=10000000", "raised to 100,000 at most"), ("x=lots", "not a whole number"),
                       ("copies", "as NAME=N")):
        with pytest.raises(ValueError, match=words):
            limits.raise_limit(bad)


def test_the_limit_option_of_the_commands(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from judge.cli import app

    monkeypatch.setattr(limits, "COPIES", limits.COPIES)
    path = tmp_path / "big.mtg"
    path.write_text(HEAD + "Alice library: 3000 Forest\nAlice passes\nexpect Alice library has 3000 cards\n")
    runner = CliRunner()
    assert runner.invoke(app, ["check", str(path)]).exit_code == 2
    res = runner.invoke(app, ["test", "--limit", "copies=3000", str(path)])
    assert res.exit_code == 0, res.output
    res = runner.invoke(app, ["ask", "--limit", "digits=12", str(path)])
    assert res.exit_code == 2 and "the limits that can be raised are" in res.output


def test_x_up_to_is_held_to_the_x_limit_by_the_checks():
    """`judge check` finds it without playing (the engine refuses it too, as the play begins)."""
    from judge.dsl.checks import check_text
    from judge.errors import DiagnosticsError

    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\nAlice hand: Blaze\n"
            "Alice casts Blaze targeting Bob with X up to 999999999\n")
    with pytest.raises(DiagnosticsError, match=r":6:1: the value of X can be at most 1,000"):
        check_text(text, "x.mtg", ["Blaze"])


def test_the_long_number_search_is_compiled_once_not_looked_up_in_re_s_cache_a_line():
    """Every line read is searched for a number past the digits limit: by the pattern compiled at
    the first search, not by ``re.search`` (which looked the pattern up in re's cache on every
    line: two calls of ``re``'s functions a line, ~2.6 µs, the eighty-seventh session); the same
    answer on a line with such a number and on one without."""
    import re
    import sys

    from judge.dsl.parser import parse

    text = HEAD + "".join(f"Alice hand: {n} Forest\n" for n in range(1, 41))
    parse(text, "f.mtg")  # (the search made, once a process)
    limits.long_number("Alice hand: 12345678901 Forest")  # (and the prose's match, made at the first long number)
    calls: list = []

    def counting(frame, event, arg):
        if event == "call" and frame.f_code.co_filename == re.__file__ and frame.f_back is not None \
                and frame.f_back.f_code.co_filename == limits.__file__:
            calls.append(frame.f_code.co_name)

    sys.setprofile(counting)
    try:
        parse(text, "f.mtg")
        found = limits.long_number("Alice hand: 12345678901 Forest"), limits.long_number("Alice hand: 1234 Forest")
    finally:
        sys.setprofile(None)
    assert calls == []
    assert found == ((13, 11), None)
