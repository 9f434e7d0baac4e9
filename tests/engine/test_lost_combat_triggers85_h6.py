"""A creature under Humility whose own flanking or "becomes blocked" ability would have triggered
as it became blocked says it doesn't trigger, and why (410.2: only an ability it has can trigger) —
audit 16863 found Shadow Rider's flanking and Frost Giant's rampage silent, as Time Elemental's
attack trigger was before audit 10803."""

from __future__ import annotations

from tests.engine.support import MAIN_HEAD, steps_of

COMBAT_HEAD = MAIN_HEAD.replace("precombat main", "declare attackers")


def test_flanking_lost_to_humility_says_it_doesnt_trigger_85_h6():
    steps = steps_of("Alice in play: Shadow Rider, Humility\nBob in play: Grizzly Bears\n"
                     "Alice attacks with Shadow Rider\nall pass\nBob blocks Shadow Rider with Grizzly Bears\n",
                     head=COMBAT_HEAD)
    (step,) = [s for s in steps if "flanking doesn't trigger" in s.text]
    assert step.text.startswith("Grizzly Bears blocks Shadow Rider: ")
    assert "Humility makes it lose all its abilities" in step.text
    assert step.rules == ("410.2",)
    assert not any("Flanking: the blocking creature gets" in s.text and "triggers" in s.text for s in steps)


def test_flanking_kept_without_humility_says_nothing_of_losing_it_85_h6():
    steps = steps_of("Alice in play: Shadow Rider\nBob in play: Grizzly Bears\n"
                     "Alice attacks with Shadow Rider\nall pass\nBob blocks Shadow Rider with Grizzly Bears\n",
                     head=COMBAT_HEAD)
    assert not any("doesn't trigger" in s.text for s in steps)
    assert any(s.text.startswith("Shadow Rider's ability triggers (Flanking") for s in steps)


def test_rampage_lost_to_humility_says_it_doesnt_trigger_as_it_becomes_blocked_85_h6():
    steps = steps_of("Alice in play: Frost Giant, Humility\nBob in play: Grizzly Bears, Scryb Sprites\n"
                     "Alice attacks with Frost Giant\nall pass\nBob blocks Frost Giant with Grizzly Bears and Scryb Sprites\n",
                     head=COMBAT_HEAD)
    (step,) = [s for s in steps if "doesn't trigger as it becomes blocked" in s.text]
    assert step.text.startswith("Frost Giant's \"Rampage 2")
    assert step.text.endswith("it has lost that ability, as Humility makes it lose all its abilities")
    assert step.rules == ("410.2",)


def test_combat_damage_trigger_lost_to_humility_says_it_doesnt_trigger_85_h6():
    """Death Charmer under Humility (audit 16863, card 32): its damage to the Bears triggered nothing, silently."""
    steps = steps_of("Alice in play: Death Charmer, Humility\nBob in play: Grizzly Bears\n"
                     "Alice attacks with Death Charmer\nall pass\nBob blocks Death Charmer with Grizzly Bears\n"
                     "all pass until the end of combat step\n", head=COMBAT_HEAD)
    (step,) = [s for s in steps if "doesn't trigger as it deals combat damage" in s.text]
    assert step.text.startswith("Death Charmer's \"Whenever Death Charmer deals combat damage to a creature")
    assert step.text.endswith("doesn't trigger as it deals combat damage to Grizzly Bears: it has lost that ability, "
                              "as Humility makes it lose all its abilities")
    assert step.rules == ("410.2",)


def test_combat_damage_trigger_to_a_player_not_said_lost_85_h6():
    """Unblocked, its damage goes to Bob, not "to a creature": the lost ability wouldn't have triggered anyway."""
    steps = steps_of("Alice in play: Death Charmer, Humility\nAlice attacks with Death Charmer\nall pass\n"
                     "Bob blocks nothing\nall pass until the end of combat step\n", head=COMBAT_HEAD)
    assert not any("doesn't trigger as it deals combat damage" in s.text for s in steps)
