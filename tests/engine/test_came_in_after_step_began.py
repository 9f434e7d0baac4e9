"""A permanent put into play during a step its own "at the beginning of" ability names doesn't
trigger in that step: such abilities trigger as the step begins (300.5; 303.1 for the upkeep, 313.1
for "at end of turn"), and it wasn't in play then. The trace says so where it comes into play —
Viashino Sandstalker's "At end of turn, return ~ to its owner's hand" put into play by Shallow Grave
in the end of turn step (audit 9086, card 12), where before nothing was said of it; every era
permanent with such an ability alike (Juzám Djinn's upkeep). Where the ability wouldn't trigger in
that step anyway (another player's upkeep for "your upkeep"), nothing of the kind is said."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, {step}\nmana is not tracked\n"


def _said(got):
    return [s for s in got if "came into play after it began" in s.text]


def test_the_sandstalker_put_into_play_in_the_end_of_turn_step_is_said_not_to_return_now():
    got = steps_of("Alice graveyard: Viashino Sandstalker as @vs\nAlice hand: Shallow Grave\n"
                   "Alice casts Shallow Grave\nall pass until the stack is empty\n",
                   head=HEAD.format(step="end of turn"))
    said = _said(got)
    assert len(said) == 1, [s.text for s in got]
    assert said[0].text.startswith("Viashino Sandstalker @vs's \"At end of turn, return Viashino Sandstalker to its "
                                   "owner's hand.")
    assert "doesn't trigger in this end of turn step: Viashino Sandstalker @vs came into play after it began, and " \
           "abilities that trigger at end of turn trigger only as it begins" in said[0].text
    assert said[0].rules == ("410.2", "313.1")


def test_an_upkeep_ability_in_its_controllers_upkeep_is_said_not_to_trigger_and_not_in_anothers():
    got = steps_of("Alice graveyard: Juzám Djinn as @jd\nAlice hand: Shallow Grave\n"
                   "Alice casts Shallow Grave\nall pass until the stack is empty\n",
                   head=HEAD.format(step="upkeep"))
    said = _said(got)
    assert len(said) == 1, [s.text for s in got]
    assert "doesn't trigger in this upkeep step: Juzám Djinn @jd came into play after it began" in said[0].text
    assert said[0].rules == ("410.2", "303.1")
    # in Bob's upkeep "your upkeep" wouldn't trigger it anyway: nothing of the kind is said
    got = steps_of("Alice graveyard: Juzám Djinn as @jd\nAlice hand: Shallow Grave\n"
                   "Bob passes\nAlice casts Shallow Grave\nall pass until the stack is empty\n",
                   head=HEAD.replace("turn Alice", "turn Bob").format(step="upkeep"))
    assert any("Juzám Djinn @jd is put into play" in s.text for s in got), [s.text for s in got]
    assert not _said(got)
