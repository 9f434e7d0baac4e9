"""Static abilities are traced where they begin and stop applying (405.1, 418.4a, 412.1):
the decisive step of a ruling that turns on a lord is in the trace, before the state-based
effect it decides."""

from __future__ import annotations

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def steps(text: str) -> list:
    (o,) = simulate(check_text(HEAD + text, "s.mtg", card_names()))
    return [s for _, s in flatten(o.steps)]


def test_a_lord_on_the_starting_board_is_traced_applying():
    got = steps("Bob in play: Goblin King, Goblin Hero\n")
    first = got[0]
    assert "Goblin King's static ability applies to Goblin Hero" in first.text and "(now 3/3)" in first.text
    assert first.rules[:2] == ("405.1", "418.4a")


def test_a_lord_leaving_play_is_traced_before_the_creature_it_kept_alive_dies():
    got = steps("Alice hand: Shock\nBob in play: Goblin King, Goblin Hero (2 damage)\n"
                "Alice casts Shock targeting Goblin King\nall pass\n")
    texts = [s.text for s in got]
    stop = next(i for i, t in enumerate(texts) if "no longer applies to Goblin Hero" in t)
    dies = next(i for i, t in enumerate(texts) if t.startswith("Goblin Hero has 2 damage and toughness 2"))
    assert stop < dies and "412.1" in got[stop].rules and "(now 2/2)" in texts[stop]


def test_nothing_is_traced_when_nothing_static_changes():
    got = steps("Bob in play: Grizzly Bears\nAlice hand: Shock\nAlice casts Shock targeting Bob\nall pass\n")
    assert not any(s.kind == "static" for s in got)


def test_other_effects_are_each_named_once():
    # audit 2016 (Humility then Giant Growth): Humility's two effects carry the same words; the
    # step naming the effects that also apply says them once
    from pathlib import Path

    from judge.suite.runner import default_simulate, load_scenario

    root = Path(__file__).resolve().parents[2]
    path = next((root / "scenarios" / "audit" / "2016").glob("26-*later-pump-wins.mtg"))
    outcome = default_simulate(load_scenario(path))[0]
    step = next(s for top in outcome.steps for s in top.walk() if s.text.startswith("Other continuous effects"))
    assert step.text.count("All creatures lose all abilities") == 1


def test_a_delayed_ability_lasting_until_end_of_turn_ends_at_cleanup_not_without_triggering():
    # audit 3228 (Bubbling Muck): "Until end of turn, whenever a player taps a Swamp for mana …"
    # triggers each time (406.2e); at cleanup its duration ends (314.1b) — it did trigger, so the
    # step doesn't say "without triggering" nor cite 406.2b (an event made impossible)
    from judge.cards.catalog import catalog

    text = ("Alice hand: Bubbling Muck\nAlice in play: Swamp\nAlice library: 2 unknown cards\n"
            "Bob library: 2 unknown cards\nAlice casts Bubbling Muck\nall pass\nAlice taps Swamp for {B}\n"
            "all pass until the declare attackers step\nAlice attacks with nothing\nall pass until the upkeep step\n")
    (o,) = simulate(check_text(HEAD + text, "s.mtg", catalog()))
    got = [s for _, s in flatten(o.steps)]
    end = next(s for s in got if s.text.startswith("Simultaneously:") and "Bubbling Muck" in s.text)
    assert "1 delayed triggered ability lasting \"until end of turn\" ends (Bubbling Muck's)" in end.text
    assert "without triggering" not in end.text and "406.2b" not in end.rules and "314.1b" in end.rules


def test_counters_a_permanent_comes_into_play_with_are_not_continuous_effects():
    # audit 3228 (Workhorse, 0/0 "comes into play with four +1/+1 counters", 410.10e): it
    # comes into play a 4/4, and no step calls that a continuous effect's (418.2); a lord's
    # +1/+1 is one, and the step gives the P/T with both
    from judge.cards.catalog import catalog

    def entry(board: str) -> list:
        (o,) = simulate(check_text(HEAD + board + "Alice hand: Workhorse\nAlice casts Workhorse\nall pass\n", "s.mtg",
                                   catalog()))
        return [s for _, s in flatten(o.steps) if "already modified by continuous effects" in s.text]

    assert entry("") == []
    (step,) = entry("Alice in play: Glorious Anthem\n")
    assert step.text.endswith(": 5/5") and "418.2" in step.rules


def test_a_control_effect_ending_is_said_before_the_anthem_it_brings_back():
    # audit 7369 (Glorious Anthem, "Creatures you control get +1/+1", with Bob's Control Magic on
    # Alice's Bears destroyed): control effects apply first (418.5c), so the Control Magic that
    # stops applying — the cause — is said before the Anthem that now applies, the Bears a 2/2
    # back under Alice's control, then a 3/3
    from judge.cards.catalog import catalog

    text = ("Alice in play: Glorious Anthem, Grizzly Bears as @gb\nAlice hand: Disenchant\n"
            "Bob in play: Control Magic as @bcm attached to @gb\n"
            "Alice casts Disenchant targeting @bcm\nall pass until the stack is empty\n")
    (o,) = simulate(check_text(HEAD + text, "s.mtg", catalog()))
    got = [s for _, s in flatten(o.steps)]
    texts = [s.text for s in got]
    stop = next(i for i, t in enumerate(texts) if "Control Magic @bcm's static ability no longer applies" in t)
    anthem = max(i for i, t in enumerate(texts) if "Glorious Anthem's static ability applies to Grizzly Bears" in t)
    assert stop < anthem
    assert "(now 2/2, controlled by Alice)" in texts[stop] and "(now 3/3)" in texts[anthem]
