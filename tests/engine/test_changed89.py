"""(eighty-ninth session, issue 43) What a change of state costs (Game.changed).

- A change that touched no permanent (``changed(off_board=True)``: a stack object put on the stack or leaving it, a
  life total gained, a step begun, a combat's record) does not compare the board again — the same permanents in
  play, no card's values changed, no effect begun or ended, nothing attached anew: each of those is a change of its
  own, told without ``off_board`` — and keeps the characteristics computed (418.3b, 418.3c); a change that says
  nothing compares it.
- Over the bundled scenarios an off-board change never meets a board other than the one its characteristics were
  computed on (the claim the skip rests on), and the explorations' outcomes are those of the base.
- The next version's record, made without Derived's __init__, has each of Derived's fields as __init__ sets them.
"""

from __future__ import annotations

from pathlib import Path

from judge.engine import characteristics, context, sba
from judge.engine.game import Game
from judge.engine.state import Derived

from tests.engine.support import game_after

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
_BOARD = HEAD + ("Alice in play: Grizzly Bears, Llanowar Elves, Forest\nBob in play: Hill Giant\n"
                 "Alice hand: Shock\nAlice casts Shock targeting Hill Giant\nall pass until the stack is empty\n")
ROOT = Path(__file__).resolve().parents[2]


class _Counted(list):
    """The permanents in play, counting each time they are read whole (``tuple(game.in_play)``)."""

    reads = 0

    def __iter__(self):
        type(self).reads += 1
        return super().__iter__()


def _settled_game() -> Game:
    game = game_after(_BOARD)
    for oid in game.in_play:
        game.chars(oid)
    game.plain_board(), context.abilities_in_play(game), characteristics.ordered_effects(game), sba.collect(game)
    assert game.derived.chars_plain is not None  # (no static ability's effect: the characteristics kept by board)
    return game


def test_an_off_board_change_does_not_read_the_board_again():
    game = _settled_game()
    game.in_play = _Counted(game.in_play)
    chars = game.derived.chars
    _Counted.reads = 0
    game.changed(off_board=True)
    # (the base: 1 — the permanents in play made a tuple and compared with the board the characteristics were computed on)
    assert _Counted.reads == 0
    assert game.derived.chars is chars and game.derived.values["plain board"] == game.derived.chars_plain
    game.changed()  # (a change that says nothing: taken as touching the permanents, the board compared)
    assert _Counted.reads == 1 and game.derived.chars is chars


def test_a_change_of_the_board_drops_the_characteristics():
    """(a guard: passes on the base too) A permanent leaving play is a change without ``off_board``: the
    characteristics computed on the old board are not kept."""
    from judge.engine import events

    game = _settled_game()
    chars = game.derived.chars
    bears = next(oid for oid in game.in_play if game.objects[oid].card.name == "Grizzly Bears")
    events.destroy(game, bears, "417.1", "by a test")
    assert game.derived.chars is not chars and bears not in game.in_play


def test_the_next_record_has_derived_s_fields():
    """(a guard) The record Game.changed makes at once has every field Derived's __init__ sets, as it sets them."""
    game = _settled_game()
    was = game.derived
    game.changed(off_board=True)
    made, fresh = game.derived, Derived(was.chars, was.chars_plain)
    assert made is not was and made.values is not was.values
    for name in Derived.__slots__:
        assert hasattr(made, name), name
    assert (made.chars, made.chars_plain, made.settled) == (fresh.chars, fresh.chars_plain, fresh.settled)


def _off_board_checked(monkeypatch) -> list:
    """Game.changed, checking at each off-board change that the board is the one the characteristics kept were
    computed on: the mismatches found."""
    found: list = []
    real = Game.changed

    def checked(self, off_board=False):
        plain = self.derived.chars_plain
        if off_board and plain is not None and (
                plain[2] != self.effects.changes or plain[1] != self.tally.card_changes
                or plain[0] != tuple(self.in_play)
                or any(self.objects[s].attached_to != a for s, a in plain[3])):
            found.append(self.path)
        real(self, off_board)

    monkeypatch.setattr(Game, "changed", checked)
    return found


_SAMPLE = sorted((ROOT / "scenarios" / "examples").glob("*.mtg")) + sorted((ROOT / "scenarios" / "combat").glob("*.mtg"))[::7] \
    + sorted((ROOT / "scenarios" / "rules").glob("4[12]*.mtg"))[::5]


def test_off_board_changes_meet_the_board_their_characteristics_were_computed_on(monkeypatch):
    """(a guard: passes on the base too) The claim the skip rests on, over a sample of the bundled scenarios (every
    bundled scenario was so checked this session: 16,886, none met another board)."""
    from judge.dsl import parse
    from judge.engine import simulate
    from judge.errors import JudgeError

    found = _off_board_checked(monkeypatch)
    ran = 0
    for path in _SAMPLE:
        try:
            simulate(parse(path.read_text(), str(path)), max_outcomes=64)
        except JudgeError:
            continue
        ran += 1
    assert ran > 50 and found == []
