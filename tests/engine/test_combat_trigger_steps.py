"""An attack or block trigger is told once: the ability, the event that triggered it and the
deciding rule in one step (the Time Elemental audit of seed 3531 found it told twice)."""

from __future__ import annotations

from tests.engine.support import MAIN_HEAD, steps_of

COMBAT_HEAD = MAIN_HEAD.replace("precombat main", "declare attackers")


def test_time_elemental_attacking_triggers_in_one_step_naming_the_attack():
    steps = steps_of("Alice in play: Time Elemental\nAlice attacks with Time Elemental\n", head=COMBAT_HEAD)
    told = [s for s in steps if "at end of combat, sacrifice it" in s.text and "410.2" in s.rules
            and "goes on the stack" not in s.text]
    assert len(told) == 1
    assert told[0].text.startswith("Time Elemental's ability triggers (") and told[0].text.endswith("— Time Elemental attacks")


def test_rampage_names_the_block_and_the_once_a_combat_rule():
    steps = steps_of("Alice in play: Frost Giant\nBob in play: Grizzly Bears, Scryb Sprites\n"
                     "Alice attacks with Frost Giant\nall pass\nBob blocks Frost Giant with Grizzly Bears and Scryb Sprites\n",
                     head=COMBAT_HEAD)
    (step,) = [s for s in steps if s.text.startswith("Frost Giant's ability triggers (")]
    assert "— Frost Giant becomes blocked; it triggers only once this combat" in step.text
    assert step.rules[:2] == ("410.9a", "410.2") and 'glossary "Rampage' in step.text


def test_a_may_trigger_is_said_to_trigger_once_then_to_be_put_on_the_stack():
    """Ophidian (audit 3632): "… triggers" where it triggers, then, as it would be put on the
    stack, the choice whether to use it (410.5) — not a second "triggers"."""
    steps = steps_of("Alice in play: Ophidian\nAlice library: 3 unknown cards\nAlice attacks with Ophidian\nall pass\n"
                     "Bob blocks nothing\nAlice chooses yes\n", head=COMBAT_HEAD)
    told = [s.text for s in steps if "Ophidian's" in s.text and ("triggers" in s.text or "put on the stack" in s.text)
            and "resolves" not in s.text]
    assert sum("triggers (" in t for t in told) == 1
    assert any(t.startswith("Ophidian's \"may\" triggered ability would be put on the stack (") for t in told)
