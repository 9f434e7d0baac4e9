"""(seventieth session) The records' verbs that hold something for the length of a ``with`` block
(what is in flight: the effect's context, the damage moved, the ordering of the effects; the mana
ability being played and its triggered mana abilities' list; the replacement effects' one time of
damage) and combat's ``at_line`` are classes, not generators' context managers: each holds its
value inside the block and puts the one before back after, however the block ends — as the
generators did — in two calls, not ~9."""

from __future__ import annotations

import sys

import pytest

from judge.dsl import parse
from judge.engine import combat
from judge.engine.build import build
from judge.engine.trace import Tracer

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _game():
    return build(parse(HEAD + "Alice in play: Grizzly Bears\n", "holding.mtg"), Tracer())


def _calls(block) -> int:
    """The Python calls made entering and leaving ``block`` (a context manager), its body empty."""
    seen: list = []

    def profile(frame, event, arg):
        if event in ("call", "c_call"):
            seen.append(frame.f_code.co_name if event == "call" else getattr(arg, "__name__", "?"))

    sys.setprofile(profile)
    try:
        with block:
            pass
    finally:
        sys.setprofile(None)
    return len(seen) - 1  # (setprofile's own return leaves one c_call)


class Boom(Exception):
    pass


@pytest.mark.parametrize("record, verb, field, given", [
    ("in_flight", "carrying_out", "ctx", ("a context",)),
    ("in_flight", "moving_damage", "damage_moved", ()),
    ("in_flight", "ordering_effects", "ordering", ()),
    ("triggers", "playing_mana_ability", "mana_playing", ((1, "ability", None),)),
    ("triggers", "own_mana_triggers", "mana_waiting", ()),
])
def test_a_holding_verb_holds_its_value_in_the_block_and_puts_the_one_before_back(record, verb, field, given):
    game = _game()
    owner = getattr(game, record)
    before = getattr(owner, field)
    with getattr(owner, verb)(*given) as got:
        inside = getattr(owner, field)
        assert inside is not before or inside == before is False
        if verb == "moving_damage":
            assert got is inside == []  # (the parts moved: the list given)
        if given:
            assert inside == given[0]
    assert getattr(owner, field) is before
    with pytest.raises(Boom):
        with getattr(owner, verb)(*given):
            raise Boom
    assert getattr(owner, field) is before
    assert _calls(getattr(owner, verb)(*given)) <= 2  # (__enter__ and __exit__; a generator's: ~9)


def test_one_time_of_damage_begins_once_and_uses_up_what_was_spent_as_it_ends():
    game = _game()
    r = game.replacements
    used: list = []
    r.use_up = used.append  # (what the time's end uses up, seen)
    assert r.next_time_spent is None
    with r.at_one_time():
        assert r.next_time_spent == []
        r.next_time_spent.append("shield")
        with r.at_one_time():  # within an outer time: that one ends it
            r.next_time_spent.append("other")
        assert used == [] and r.next_time_spent == ["shield", "other"]
    assert used == ["shield", "other"] and r.next_time_spent is None
    with pytest.raises(Boom):
        with r.at_one_time():
            r.next_time_spent.append("third")
            raise Boom
    assert used[-1] == "third" and r.next_time_spent is None
    assert _calls(r.at_one_time()) <= 4  # (__enter__, begin, __exit__, end)


def test_at_line_tells_the_steps_by_the_answering_line_and_puts_the_line_back():
    game = _game()
    game.tracer.line = 3

    class Act:
        span = type("Span", (), {"line": 9})()

    with combat.at_line(game, Act()):
        assert game.tracer.line == 9
    assert game.tracer.line == 3
    with pytest.raises(Boom):
        with combat.at_line(game, Act()):
            raise Boom
    assert game.tracer.line == 3
    with combat.at_line(game, object()):  # no span: the line stays
        assert game.tracer.line == 3
    assert _calls(combat.at_line(game, Act())) <= 2
