"""Trace words audit 9591's cards 1-25 (h79-6) found wrong: each step says what is so."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_a_lords_effect_lost_under_humility_as_it_comes_into_play_joins_no_effects():
    """Deranged Hermit cast with Humility in play: its "Squirrel creatures get +1/+1" depends on Humility's effect,
    which removes it (418.5b), and exists no longer — the trace said "Deranged Hermit @dh's effect on Squirrel @bs
    joins 2 other continuous effects" (Humility's words twice) as though it applied; Bob's Squirrel stays 1/1."""
    steps = steps_of("Alice in play: Humility as @hu\nAlice hand: Deranged Hermit as @dh\n"
                     "Bob in play: token \"Squirrel\" 1/1 green Creature - Squirrel as @bs\n"
                     "Alice casts @dh\nall pass until the stack is empty\n", head=HEAD)
    texts = [s.text for s in steps]
    assert not any("Deranged Hermit @dh's effect on" in t for t in texts), texts
    assert any("it loses its own abilities" in t and "Squirrel creatures get +1/+1." in t for t in texts), texts


def test_an_effect_joining_humilitys_names_its_one_ability_once():
    """Crusade (an enchantment, keeping its ability) comes into play under Humility: its effect on the white Savannah
    Lions joins Humility's two effects (the abilities lost, the 1/1) — one ability, whose words are said once."""
    steps = steps_of("Alice in play: Humility as @hu, Savannah Lions as @sl\nAlice hand: Crusade as @cr\n"
                     "Alice casts @cr\nall pass until the stack is empty\n", head=HEAD)
    joins = [s.text for s in steps if s.text.startswith("Crusade @cr's effect on Savannah Lions @sl joins")]
    assert len(joins) == 1, [s.text for s in steps]
    assert joins[0].count("All creatures lose all abilities") == 1, joins[0]


def test_an_upkeep_ability_lost_under_humility_is_said_not_to_trigger():
    """Ravenous Vampire under Humility at Alice's upkeep: its "At the beginning of your upkeep, you may sacrifice …"
    is gone, so it doesn't trigger (410.2) — the step was silent, the Vampire staying untapped unexplained; at Bob's
    upkeep it wouldn't trigger anyway ("your upkeep"), and nothing is said of it there."""
    head = "player Alice\nplayer Bob\nturn Alice, end of turn\nmana is not tracked\n"
    steps = steps_of("Alice in play: Humility as @hu, Ravenous Vampire as @rv\nAlice library: 2 unknown cards\n"
                     "Bob library: 2 unknown cards\nall pass until the upkeep step\nall pass until the upkeep step\n",
                     head=head)
    lost = [s for s in steps if s.text.startswith("Ravenous Vampire @rv's \"At the beginning of your upkeep")]
    assert len(lost) == 1, [s.text for s in steps]
    assert lost[0].text.endswith("doesn't trigger: it has lost that ability, as Humility makes it lose all its abilities")
    assert "410.2" in lost[0].rules and "303.1" in lost[0].rules, lost[0].rules
