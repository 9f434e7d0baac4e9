"""413.2d: an instruction that gives each player a choice of his or her own is carried out in two
steps — every player chooses, the active player first, each knowing the earlier choices, while
nothing has changed yet; then the actions are processed simultaneously (judge.engine.each_player).
Audit 4844: Curfew once returned the active player's creature before the other player chose, so a
creature whose control ended with that return (Aladdin's) was offered to its owner."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
STOLEN = "Bob in play: Hill Giant as @hg, Ornithopter as @orn\n"
STEAL = "Alice activates @al targeting @orn\nall pass until the stack is empty\n"


def _outcomes(tmp_path, board: str, actions: str, cards: str = ""):
    path = tmp_path / "s.mtg"
    path.write_text(cards + HEAD + board + actions)
    return [[s for _, s in flatten(o.steps)] for o in default_simulate(load_scenario(path))]


def _index(steps, words: str) -> list[int]:
    return [i for i, s in enumerate(steps) if words in s.text]


def test_curfew_bob_chooses_before_aladdin_returns(tmp_path):
    outcomes = _outcomes(tmp_path, STOLEN + "Alice in play: Aladdin as @al\nAlice hand: Curfew\n",
                         STEAL + "Alice casts Curfew\nall pass until the stack is empty\n")
    assert outcomes
    for steps in outcomes:
        bob = [s for s in steps if s.text.startswith("Bob chooses a creature he or she controls for Curfew")]
        assert len(bob) == 1 and "Ornithopter" not in bob[0].text and "Hill Giant" in bob[0].text
        (together,) = _index(steps, "the actions are processed simultaneously")
        assert steps[together].rules == ("413.2d",)
        assert max(_index(steps, "chooses a creature")) < together < min(_index(steps, "is returned to"))
    # Alice's choice is hers: both of her creatures are outcomes explored
    alice = {s.text.split(": ", 1)[1].split(" (")[0] for steps in outcomes for s in steps
             if s.text.startswith("Alice chooses a creature he or she controls for Curfew")}
    assert alice == {"Aladdin @al", "Ornithopter @orn"}


def test_each_player_sacrifices_a_creature_chosen_first_then_at_once(tmp_path):
    outcomes = _outcomes(tmp_path, STOLEN + "Alice in play: Aladdin as @al, Abyssal Gatekeeper as @gk\n"
                                            "Alice hand: Lightning Bolt\n",
                         STEAL + "Alice casts Lightning Bolt targeting @gk\nall pass until the stack is empty\n")
    for steps in outcomes:
        bob = [s for s in steps if s.text.startswith("Bob chooses what to sacrifice")]
        assert len(bob) == 1 and "Hill Giant" in bob[0].text and "Ornithopter" not in bob[0].text
        (together,) = _index(steps, "the actions are processed simultaneously")
        sacrificed = _index(steps, "is sacrificed and is put")
        assert len(sacrificed) == 2 and min(sacrificed) > together > max(_index(steps, "to sacrifice (Abyssal"))


def test_each_player_discards_a_card_both_choose_then_both_discard(tmp_path):
    outcomes = _outcomes(tmp_path, "Alice hand: Test Each Discards, Grizzly Bears, Shock\nBob hand: Hill Giant, Giant Growth\n",
                         "Alice casts Test Each Discards\nall pass until the stack is empty\n",
                         cards='card "Test Each Discards"\n  cost {B}\n  type Sorcery\n  text "Each player discards a card."\n\n')
    assert len(outcomes) == 4  # each player's own choice, every pair explored
    for steps in outcomes:
        chose = _index(steps, "to discard (the player who discards chooses")
        (together,) = _index(steps, "the actions are processed simultaneously")
        discarded = _index(steps, "is discarded and is put")
        assert len(chose) == 2 and len(discarded) == 2
        assert steps[chose[0]].text.startswith("Alice chooses") and steps[chose[1]].text.startswith("Bob chooses")
        assert max(chose) < together < min(discarded)


def test_one_player_instruction_has_no_simultaneous_step(tmp_path):
    for steps in _outcomes(tmp_path, "Alice hand: Diabolic Edict\nBob in play: Hill Giant\n",
                           "Alice casts Diabolic Edict targeting Bob\nall pass until the stack is empty\n"):
        assert _index(steps, "processed simultaneously") == [] and len(_index(steps, "is sacrificed")) == 1


def test_lim_duls_hex_both_choose_then_the_damage_to_both_at_once(tmp_path):
    """Lim-Dûl's Hex: "for each player, ~ deals 1 damage to that player unless they pay {B} or
    {3}" — the damage to a player who doesn't pay waits for the other player's choice, then the
    damage to both is dealt together, one event (413.2d)."""
    path = tmp_path / "s.mtg"
    path.write_text("player Alice\nplayer Bob\nturn Alice, untap\nAlice in play: Lim-Dûl's Hex\n"
                    "Alice library: 3 unknown cards\nBob library: 3 unknown cards\nall pass until the draw step\n")
    outcomes = [[s for _, s in flatten(o.steps)] for o in default_simulate(load_scenario(path))]
    assert outcomes
    for steps in outcomes:
        (together,) = _index(steps, "the damage is dealt simultaneously, as one event")
        assert steps[together].rules == ("413.2d",)
        dealt = _index(steps, "Hex deals 1 damage to Alice (life") + _index(steps, "Hex deals 1 damage to Bob (life")
        bob_chose = _index(steps, "Bob can't pay {B}") + _index(steps, "Bob can't pay {3}") \
            + _index(steps, "Bob chooses whether to pay")
        assert len(dealt) == 2 and bob_chose and max(bob_chose) < together < min(dealt)
