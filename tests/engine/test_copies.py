"""Copies (Clone): what the copy takes (judge.engine.copies), chosen as it comes into play
(410.10e) or stated in the setup for a Clone already in play."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import simulate
from judge.errors import JudgeError

CARDS = '''
card "Clone"
  cost {3}{U}
  type Creature - Shapeshifter
  pt 0/0
  text "As Clone comes into play, you may choose a creature in play. If you do, Clone comes into play as a copy of that creature."

player Alice
player Bob
turn Alice, precombat main
mana is not tracked
'''


def _run(body: str):
    return simulate(parse(CARDS + body, "t.mtg"))


def _objs(out, name):
    return [o for o in out.final.objects if o.name == name]


def test_a_clone_in_play_from_the_setup_has_the_values_it_copied():
    out = _run("Alice in play: Clone (chose Serra Angel)\nBob in play: Serra Angel (2 damage)\n")[0]
    angels = _objs(out, "Serra Angel")
    assert sorted((o.controller, o.power, o.toughness, o.damage) for o in angels) == [
        ("Alice", 4, 4, 0), ("Bob", 4, 4, 2)]
    assert not _objs(out, "Clone")


def test_the_setup_names_a_permanent_the_clone_could_copy():
    with pytest.raises(JudgeError, match=r"\(chose NAME\)` names exactly one such permanent in play"):
        _run("Alice in play: Clone (chose Serra Angel)\nBob in play: Forest\n")


def test_copying_is_optional_and_each_choice_is_an_outcome():
    outs = _run("Alice hand: Clone\nBob in play: Serra Angel, Grizzly Bears\nAlice casts Clone\nall pass\n")
    made = sorted(tuple(sorted(o.name for o in out.final.objects if o.controller == "Alice")) for out in outs)
    # copying nothing, it is a 0/0 and is put into the graveyard (420.5b)
    assert made == [(), ("Grizzly Bears",), ("Serra Angel",)]


def test_a_copy_leaving_play_is_its_own_card_again():
    out = _run("Alice in play: Clone as @c (chose Grizzly Bears)\nAlice hand: Unsummon\nBob in play: Grizzly Bears\n"
               "Alice casts Unsummon targeting @c\nall pass\n")[0]
    assert [(o.name, o.zone, o.owner) for o in out.final.objects if o.zone == "hand"] == [("Clone", "hand", "Alice")]
    assert [o.controller for o in _objs(out, "Grizzly Bears")] == ["Bob"]



def test_a_token_copy_of_a_clone_copies_what_the_clone_copied():
    # Echo Chamber (h65-6): "Create a token that's a copy of that creature" — the creature's card values,
    # which for a Clone are those it copied (judge.engine.copies), not the Clone's own 0/0
    out = _run("Alice in play: Echo Chamber as @ec\nBob in play: Clone as @c (chose Serra Angel), Serra Angel\n"
               "Alice activates @ec\nBob chooses @c\nall pass until the stack is empty\n")[0]
    assert sorted((o.controller, o.power, o.toughness) for o in _objs(out, "Serra Angel")) == [
        ("Alice", 4, 4), ("Bob", 4, 4), ("Bob", 4, 4)]


def test_a_token_copy_of_a_creature_gone_from_play_takes_its_last_values():
    # Dual Nature (h65-6): the creature destroyed before the trigger resolves — the token copies it as it
    # last existed in play (413.2f), under the control of "its controller" then
    out = _run("Alice in play: Dual Nature\nAlice hand: Grizzly Bears as @b, Terror\n"
               "Alice casts @b\nall pass\nAlice casts Terror targeting @b\nall pass until the stack is empty\n")[0]
    assert [(o.controller, o.zone) for o in _objs(out, "Grizzly Bears") if o.zone == "in play"] == [("Alice", "in play")]
