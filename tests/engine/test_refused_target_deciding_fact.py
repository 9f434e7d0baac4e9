"""A refused target says the fact about it that decides the refusal, not only the words it
fails (409.1c: "It can't be played unless the required number of legal targets are chosen") —
audit 4743, card 3: Terror and Keeper of the Dead on a black creature said only "not a legal
choice for 'target nonblack creature…'"; now "…: it is black". The same for the other words of
a description the engine can state: card type, tapped or untapped, who controls it."""

from __future__ import annotations

import pytest

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
BOARD = ("Alice hand: Terror, Blue Elemental Blast\n"
         "Alice in play: Keeper of the Dead as @keeper, Royal Assassin as @ra, Wizard Mentor as @w\n"
         "Alice graveyard: Grizzly Bears, Hill Giant\n"
         "Bob in play: Scathe Zombies as @z, Forest as @f, Grizzly Bears as @b\n")


@pytest.mark.parametrize("play, ends", [
    ("Alice tries to cast Terror targeting @z", ': it is black'),
    ("Alice tries to activate @keeper targeting Bob, @z",
     '"target nonblack creature that player controls": it is black'),
    ("Alice tries to cast Terror targeting @f", ': it is a land, not a creature'),
    ("Alice tries to activate @ra targeting @b", '"target tapped creature": it is untapped'),
    ("Alice tries to activate @w targeting @b", '"target creature you control": Bob controls it, not Alice'),
    ("Alice tries to cast Blue Elemental Blast choosing mode 2 targeting @f",
     '"target red permanent": it is colorless'),
])
def test_a_refused_target_says_the_fact_that_decides_it(play, ends):
    got = steps_of(BOARD + play + "\n", head=HEAD)
    said = [s for s in got if "illegal play" in s.text]
    assert len(said) == 1, [s.text for s in got]
    assert said[0].text.endswith(ends), said[0].text
    assert said[0].rules[0] == "409.1c"


def test_a_fact_a_rule_already_states_is_not_said_twice():
    # Ornithopter under Terror: the artifact creature's rule says it (212.1, 214.6b), no "it is an artifact" more
    got = steps_of("Alice hand: Terror\nBob in play: Ornithopter as @o\nAlice tries to cast Terror targeting @o\n",
                   head=HEAD)
    said = next(s for s in got if "illegal play" in s.text)
    assert said.text.endswith("Ornithopter is an artifact creature, both an artifact and a creature (212.1, 214.6b)")


def test_a_legal_target_is_not_refused():
    got = steps_of(BOARD + "Alice casts Terror targeting @b\nall pass until the stack is empty\n", head=HEAD)
    assert not any("illegal play" in s.text for s in got)
    assert any(s.text.startswith("Grizzly Bears @b is destroyed") for s in got)


COMBAT = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"


@pytest.mark.parametrize("blocks, ends", [
    # audit 6864 (Flowstone Salamander): "target creature blocking it" refused a creature blocking
    # another attacker, or one not in combat, without saying so (309.3)
    ("Bob blocks @fs with @hg, @le with @gb\n",
     '"target creature blocking it": it is blocking Llanowar Elves @le, not Flowstone Salamander @fs (309.3)'),
    ("Bob blocks @fs with @hg\n",
     '"target creature blocking it": it is not in combat, so it isn\'t blocking Flowstone Salamander @fs (309.3)'),
])
def test_a_target_refused_for_blocking_it_says_what_it_blocks(blocks, ends):
    got = steps_of("Alice in play: Flowstone Salamander as @fs, Llanowar Elves as @le\n"
                   "Bob in play: Hill Giant as @hg, Grizzly Bears as @gb\n"
                   "Alice attacks with @fs, @le\nall pass until the declare blockers step\n" + blocks +
                   "Alice tries to activate @fs targeting @gb\n", head=COMBAT)
    said = [s for s in got if "illegal play" in s.text]
    assert len(said) == 1, [s.text for s in got]
    assert said[0].text.endswith(ends), said[0].text
    assert {"409.1c", "309.3"} <= set(said[0].rules), said[0].rules
