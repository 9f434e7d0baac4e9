"""An instruction that names its own source with another object ("Return ~ and another target
creature to their owners' hands": Coastal Wizard; "destroy it and all creatures it blocked this
turn": Defiant Vanguard's delayed ability) says so when the source has left play: that part does
nothing, the rest is done (416.3; a delayed ability's part fails, 406.2d) — once skipped without a
word (audit 4743)."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\n"


def _steps(tmp_path, body: str):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + body)
    (outcome,) = default_simulate(load_scenario(path))
    return [s for _, s in flatten(outcome.steps)]


def test_coastal_wizard_gone_its_part_is_said_to_do_nothing(tmp_path):
    steps = _steps(tmp_path, "turn Alice, precombat main\nmana is not tracked\n"
                             "Alice in play: Coastal Wizard as @wiz\nBob in play: Hill Giant as @giant\n"
                             "Bob hand: Shock\nAlice activates @wiz targeting @giant\nAlice passes\n"
                             "Bob casts Shock targeting @wiz\nall pass until the stack is empty\n")
    said = [s for s in steps if s.text.startswith("Coastal Wizard @wiz is no longer in play: the part")]
    assert len(said) == 1 and said[0].rules == ("416.3",)
    assert any(s.text.startswith("Hill Giant @giant is returned to Bob's hand") for s in steps)


def test_coastal_wizard_in_play_says_nothing_of_the_kind(tmp_path):
    steps = _steps(tmp_path, "turn Alice, precombat main\nAlice in play: Coastal Wizard as @wiz\n"
                             "Bob in play: Hill Giant as @giant\nAlice activates @wiz targeting @giant\n"
                             "all pass until the stack is empty\n")
    assert not [s for s in steps if "no longer in play: the part" in s.text]


def test_defiant_vanguard_gone_its_delayed_part_fails(tmp_path):
    steps = _steps(tmp_path, "turn Bob, declare attackers\nAlice in play: Defiant Vanguard as @dv\n"
                             "Bob in play: Craw Wurm as @wurm\nBob attacks with @wurm\n"
                             "all pass until the declare blockers step\nAlice blocks @wurm with @dv\n"
                             "all pass until the end of combat step\nall pass until the stack is empty\n")
    said = [s for s in steps if s.text.startswith("Defiant Vanguard @dv is no longer in play: the part")]
    assert len(said) == 1 and said[0].rules == ("406.2d", "416.3")
    assert any(s.text.startswith("Craw Wurm @wurm is destroyed") for s in steps)
