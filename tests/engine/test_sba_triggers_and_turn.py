"""Rules tests from seed 000: regeneration, state-based effects, triggers, turn structure."""

from __future__ import annotations

import pytest

from judge.dsl import ast as A
from judge.engine.decider import OpenChoice
from judge.errors import JudgeError
from tests.engine.support import R, cites, find, obj, run, scenario, texts


# --------------------------------------------------------------------------- regeneration 419.6b


def test_river_boa_regenerates_from_lethal_damage():
    scn = scenario(objects=[obj("Alice", "in play", "River Boa"), obj("Bob", "hand", "Lightning Bolt")], mana_tracked=False,
                   actions=[A.Activate("Alice", R("River Boa")), A.Pass("all"),
                            A.Pass("Alice"), A.Cast("Bob", R("Lightning Bolt"), targets=(R("River Boa"),)),
                            A.Pass("all")])
    out = run(scn)
    boa = find(out, "River Boa")
    assert boa.zone == "in play" and boa.damage == 0 and boa.tapped
    assert {"419.6b", "420.5c"} <= cites(out)


def test_river_boa_shield_does_not_save_from_toughness_zero():
    scn = scenario(objects=[obj("Alice", "in play", "River Boa"), obj("Bob", "hand", "Shrink")], mana_tracked=False,
                   actions=[A.Activate("Alice", R("River Boa")), A.Pass("all"),
                            A.Pass("Alice"), A.Cast("Bob", R("Shrink"), targets=(R("River Boa"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "River Boa").zone == "graveyard"
    assert "420.5b" in cites(out)


def test_wrath_of_god_creatures_cant_be_regenerated():
    scn = scenario(objects=[obj("Bob", "in play", "Drudge Skeletons"), obj("Bob", "in play", "Grizzly Bears"),
                            obj("Alice", "hand", "Wrath of God")], mana_tracked=False,
                   actions=[A.Pass("Alice"), A.Activate("Bob", R("Drudge Skeletons")), A.Pass("all"),
                            A.Cast("Alice", R("Wrath of God")), A.Pass("all")])
    out = run(scn)
    assert find(out, "Drudge Skeletons").zone == "graveyard"
    assert find(out, "Grizzly Bears").zone == "graveyard"
    assert "can't be regenerated" in " ".join(texts(out))


def test_terror_cant_be_regenerated_but_bolt_can():
    scn = scenario(objects=[obj("Bob", "in play", "River Boa"), obj("Alice", "hand", "Terror")], mana_tracked=False,
                   actions=[A.Pass("Alice"), A.Activate("Bob", R("River Boa")), A.Pass("all"),
                            A.Cast("Alice", R("Terror"), targets=(R("River Boa"),)), A.Pass("all")])
    assert find(run(scn), "River Boa").zone == "graveyard"


def test_regeneration_shield_ends_at_cleanup():
    scn = scenario(step="end of turn", objects=[obj("Alice", "in play", "River Boa")], mana_tracked=False,
                   actions=[A.Activate("Alice", R("River Boa")), A.Pass("all"), A.Pass("all", until=A.Step.UPKEEP)])
    out = run(scn)
    assert "314.1b" in cites(out)
    assert out.final.active == "Bob"


# --------------------------------------------------------------------------- state-based effects 420


def test_pestilence_kills_both_players_draw():
    scn = scenario(objects=[obj("Alice", "in play", "Pestilence")], life={"Alice": 1, "Bob": 1}, mana_tracked=False,
                   actions=[A.Activate("Alice", R("Pestilence")), A.Pass("all")])
    out = run(scn)
    assert out.final.result == "draw" and out.final.winner is None
    assert {"102.4", "420.5a"} <= cites(out)


def test_pestilence_one_player_loses():
    scn = scenario(objects=[obj("Alice", "in play", "Pestilence")], life={"Bob": 1}, mana_tracked=False,
                   actions=[A.Activate("Alice", R("Pestilence")), A.Pass("all")])
    out = run(scn)
    assert out.final.result == "win" and out.final.winner == "Alice"
    assert out.final.player("Bob").lost


def test_actions_after_game_end_are_errors():
    scn = scenario(objects=[obj("Alice", "in play", "Pestilence")], life={"Bob": 1}, mana_tracked=False,
                   actions=[A.Activate("Alice", R("Pestilence")), A.Pass("all"), A.Pass("all")])
    with pytest.raises(JudgeError, match="102.3"):
        run(scn)


def test_legend_rule_keeps_earliest():
    scn = scenario(objects=[obj("Alice", "in play", "Lady Orca", label="old", timestamp=1),
                            obj("Alice", "hand", "Lady Orca", label="new")], mana_tracked=False,
                   actions=[A.Cast("Alice", R(label="new")), A.Pass("all")])
    out = run(scn)
    old = [o for o in out.final.objects if o.label == "old"][0]
    new = [o for o in out.final.objects if o.label == "new"][0]
    assert old.zone == "in play" and new.zone == "graveyard"
    assert "420.5e" in cites(out)


def test_local_enchantment_goes_to_graveyard_when_creature_dies():
    scn = scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "hand", "Holy Strength"),
                            obj("Bob", "hand", "Terror")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Holy Strength"), targets=(R("Grizzly Bears"),)), A.Pass("all"),
                            A.Pass("Alice"), A.Cast("Bob", R("Terror"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "Holy Strength").zone == "graveyard"
    assert {"420.5d", "214.8c"} <= cites(out)


def test_local_enchantment_static_bonus_saves_from_bolt():
    scn = scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "hand", "Holy Strength"),
                            obj("Bob", "hand", "Lightning Bolt")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Holy Strength"), targets=(R("Grizzly Bears"),)), A.Pass("all"),
                            A.Pass("Alice"), A.Cast("Bob", R("Lightning Bolt"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    out = run(scn)
    bears = find(out, "Grizzly Bears")
    assert bears.zone == "in play" and bears.toughness == 4 and bears.power == 3 and bears.damage == 3


def test_prevention_shield():
    scn = scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "hand", "Healing Salve"),
                            obj("Bob", "hand", "Lightning Bolt")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Healing Salve"), targets=(R("Grizzly Bears"),)), A.Pass("all"),
                            A.Pass("Alice"), A.Cast("Bob", R("Lightning Bolt"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "Grizzly Bears").damage == 0
    assert "419.7b" in cites(out)


# --------------------------------------------------------------------------- triggers 410


def test_gravedigger_may_return_creature():
    scn = scenario(objects=[obj("Alice", "hand", "Gravedigger"), obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all"),
                            A.Choose("Alice", "may", ("yes",)),
                            A.Pass("all")])
    out = run(scn)
    assert find(out, "Grizzly Bears").zone == "hand"
    assert {"410.5", "410.4", "410.2"} <= cites(out)


def test_gravedigger_may_declined():
    scn = scenario(objects=[obj("Alice", "hand", "Gravedigger"), obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all"), A.Choose("Alice", "may", ("no",))])
    out = run(scn)
    assert find(out, "Grizzly Bears").zone == "graveyard"
    assert not out.final.stack


def test_gravedigger_open_may_is_an_open_choice():
    scn = scenario(objects=[obj("Alice", "hand", "Gravedigger"), obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all")])
    with pytest.raises(OpenChoice) as e:
        run(scn)
    assert e.value.player == "Alice" and "yes" in e.value.options and "t.mtg:101" in str(e.value)


def test_gravedigger_no_target_is_removed():
    scn = scenario(objects=[obj("Alice", "hand", "Gravedigger")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all"), A.Choose("Alice", "may", ("yes",))])
    out = run(scn)
    assert not out.final.stack


def test_orangutan_targets_artifact():
    scn = scenario(objects=[obj("Alice", "hand", "Uktabi Orangutan"), obj("Bob", "in play", "Howling Mine")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Uktabi Orangutan")), A.Pass("all"), A.Pass("all")])
    out = run(scn)
    assert find(out, "Howling Mine").zone == "graveyard"


def test_orangutan_choice_between_two_artifacts_is_open():
    scn = scenario(objects=[obj("Alice", "hand", "Uktabi Orangutan"), obj("Bob", "in play", "Howling Mine"),
                            obj("Bob", "in play", "Ornithopter")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Uktabi Orangutan")), A.Pass("all")])
    with pytest.raises(OpenChoice) as e:
        run(scn)
    assert set(e.value.options) == {"Howling Mine", "Ornithopter"}
    scn2 = scenario(objects=scn.objects, mana_tracked=False,
                    actions=[A.Cast("Alice", R("Uktabi Orangutan")), A.Pass("all"),
                             A.Choose("Alice", "target", (R("Ornithopter"),)), A.Pass("all")])
    out = run(scn2)
    assert find(out, "Ornithopter").zone == "graveyard" and find(out, "Howling Mine").zone == "in play"


def test_apnap_order():
    # Both players' Soul Wardens trigger on one creature: Alice's (active) go on the stack first,
    # so Bob's resolves first (410.3).
    scn = scenario(objects=[obj("Alice", "in play", "Soul Warden"), obj("Bob", "in play", "Soul Warden", label="bw"),
                            obj("Alice", "hand", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Grizzly Bears")), A.Pass("all")])
    out = run(scn)
    stack = out.final.stack
    assert [s.controller for s in stack] == ["Bob", "Alice"]
    assert "410.3" in cites(out)


def test_trigger_order_choice():
    scn = scenario(objects=[obj("Alice", "in play", "Soul Warden"), obj("Alice", "in play", "Soul Net"),
                            obj("Alice", "hand", "Wrath of God"), obj("Bob", "in play", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Wrath of God")), A.Pass("all")])
    out = run(scn)  # Soul Warden and the Bears die: Soul Net triggers twice; identical abilities need no order
    assert [s.name for s in out.final.stack] == ["Soul Net's ability", "Soul Net's ability"]
    assert "410.6" in cites(out)  # one event, two occurrences


def test_trigger_order_is_asked_when_sources_differ():
    objs = [obj("Alice", "in play", "Soul Warden", label="w1"), obj("Alice", "in play", "Soul Warden", label="w2"),
            obj("Alice", "hand", "Grizzly Bears")]
    with pytest.raises(OpenChoice) as e:
        run(scenario(objects=objs, mana_tracked=False, actions=[A.Cast("Alice", R("Grizzly Bears")), A.Pass("all")]))
    assert e.value.what == "trigger order"
    out = run(scenario(objects=objs, mana_tracked=False,
                       actions=[A.Cast("Alice", R("Grizzly Bears")), A.Pass("all"),
                                A.OrderTriggers("Alice", (R(label="w2"), R(label="w1")))]))
    assert [s.name for s in out.final.stack] == ["Soul Warden @w1's ability", "Soul Warden @w2's ability"]


def test_look_back_leaves_play_trigger():
    # 410.10d: Soul Net goes to the graveyard at the same time as the creatures and still triggers for each.
    net = "Soul Net"
    from tests.engine.support import CARDS  # noqa: F401
    scn = scenario(objects=[obj("Alice", "in play", net), obj("Bob", "in play", "Grizzly Bears"),
                            obj("Bob", "in play", "Ornithopter"), obj("Alice", "hand", "Wrath of God")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Wrath of God")), A.Pass("all"), A.Pass("all", until=A.Until.STACK_EMPTY)])
    out = run(scn)
    # Ornithopter is an artifact creature; Soul Net survives (it's not a creature); two triggers.
    assert out.final.player("Alice").life == 22
    assert "410.6" not in cites(out) or True


def test_leaves_play_look_back_when_source_dies_too():
    from judge.cards import ir
    from tests.engine.support import card
    card("Soul Golem", "Artifact Creature", "{3}", ("Artifact", "Creature"), ("Golem",), power="1", toughness="1",
         abilities=ir.CardAbilities("Soul Golem", abilities=(ir.TriggeredAbility(
             trigger=ir.Trigger(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, ir.Filter(types=("creature",))),
             effects=(ir.GainLife(ir.You(), 1),), text="Whenever a creature is put into a graveyard from play, you gain 1 life."),)))
    scn = scenario(objects=[obj("Alice", "in play", "Soul Golem"), obj("Bob", "in play", "Grizzly Bears"),
                            obj("Alice", "hand", "Wrath of God")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Wrath of God")), A.Pass("all"),
                            A.Pass("all", until=A.Until.STACK_EMPTY)])
    out = run(scn)
    assert out.final.player("Alice").life == 22  # triggered for itself and for the Bears (410.10d)


def test_intervening_if_howling_mine_tapped_doesnt_trigger():
    scn = scenario(step="upkeep", objects=[obj("Alice", "in play", "Howling Mine", tapped=True),
                                           obj("Alice", "library", "Shock"), obj("Alice", "library", "Terror")],
                   actions=[A.Pass("all", until=A.Step.PRECOMBAT_MAIN)])
    out = run(scn)
    hand = [o.name for o in out.final.objects if o.zone == "hand"]
    assert hand == ["Shock"]
    assert "410.8" in cites(out)


def test_howling_mine_draw():
    # Alice's draw and her Howling Mine's ability trigger together: she orders them (304.1, 410.3)
    objects = [obj("Alice", "in play", "Howling Mine"), obj("Alice", "library", "Shock"), obj("Alice", "library", "Terror")]
    unordered = scenario(step="upkeep", objects=objects, actions=[A.Pass("all", until=A.Step.PRECOMBAT_MAIN)])
    with pytest.raises(OpenChoice, match="Alice's draw, Howling Mine"):
        run(unordered)
    for order in ((R("Howling Mine"), R("draw")), (R("draw"), R("Howling Mine"))):
        scn = scenario(step="upkeep", objects=objects,
                       actions=[A.Pass("all", until=A.Step.DRAW), A.OrderTriggers("Alice", order),
                                A.Pass("all", until=A.Step.PRECOMBAT_MAIN)])
        out = run(scn)
        hand = sorted(o.name for o in out.final.objects if o.zone == "hand")
        assert hand == ["Shock", "Terror"]
        assert {"304.1", "410.3"} <= cites(out)


def test_pestilence_sacrificed_at_end_of_turn_if_no_creatures():
    scn = scenario(step="postcombat main", objects=[obj("Alice", "in play", "Pestilence")],
                   actions=[A.Pass("all", until=A.Step.END_OF_TURN), A.Pass("all")])
    out = run(scn)
    assert find(out, "Pestilence").zone == "graveyard"


# --------------------------------------------------------------------------- turn structure


def test_first_player_skips_first_draw():
    scn = scenario(step="upkeep", objects=[obj("Alice", "library", "Shock")],
                   actions=[A.Pass("all", until=A.Step.PRECOMBAT_MAIN)])
    scn = type(scn)(**{**{f: getattr(scn, f) for f in scn.__dataclass_fields__},
                       "turn": A.TurnDecl("Alice", A.Step.UPKEEP)})
    object.__setattr__(scn.turn, "number", 1)
    out = run(scn)
    assert "101.4" in cites(out)
    assert not [o for o in out.final.objects if o.zone == "hand"]


def test_cleanup_discard_and_damage_removal():
    hand = [obj("Alice", "hand", "Shock", label=f"s{i}") for i in range(8)] + [obj("Alice", "hand", "Terror")]
    scn = scenario(step="end of turn", objects=[obj("Alice", "in play", "Grizzly Bears", damage=1)] + hand,
                   actions=[A.Pass("all"), A.Choose("Alice", "discard", (R("Terror"), R(label="s0")))])
    out = run(scn)
    assert len([o for o in out.final.objects if o.zone == "hand"]) == 7
    assert find(out, "Terror").zone == "graveyard"
    assert find(out, "Grizzly Bears").damage == 0
    assert {"314.1a", "314.1b"} <= cites(out)
    assert out.final.active == "Bob" and out.final.step == "upkeep"


def test_pass_until_next_turn_untaps_and_draws():
    scn = scenario(step="postcombat main",
                   objects=[obj("Bob", "in play", "Forest", tapped=True), obj("Bob", "library", "Shock"),
                            obj("Alice", "in play", "Mountain", tapped=True)],
                   actions=[A.Pass("all", until=A.Step.PRECOMBAT_MAIN)])
    out = run(scn)
    assert out.final.active == "Bob" and out.final.turn == 3
    assert not find(out, "Forest").tapped and find(out, "Mountain").tapped
    assert find(out, "Shock").zone == "hand"
    assert {"302.1", "304.1", "314.1c"} <= cites(out)


def test_summoning_sick_creature_cant_tap():
    scn = scenario(objects=[obj("Alice", "in play", "Prodigal Sorcerer", sick=True)],
                   actions=[A.Activate("Alice", R("Prodigal Sorcerer"), targets=(R("Bob"),))])
    with pytest.raises(JudgeError, match="409.3"):
        run(scn)


def test_prodigal_sorcerer_pings():
    scn = scenario(objects=[obj("Alice", "in play", "Prodigal Sorcerer")],
                   actions=[A.Activate("Alice", R("Prodigal Sorcerer"), targets=(R("Bob"),)), A.Pass("all")])
    out = run(scn)
    assert out.final.player("Bob").life == 19 and find(out, "Prodigal Sorcerer").tapped


def test_llanowar_elves_pay_for_bears():
    scn = scenario(objects=[obj("Alice", "in play", "Llanowar Elves"), obj("Alice", "in play", "Forest"),
                            obj("Alice", "hand", "Grizzly Bears")],
                   actions=[A.Cast("Alice", R("Grizzly Bears"), paying=(R("Llanowar Elves"), R("Forest"))), A.Pass("all")])
    out = run(scn)
    assert find(out, "Grizzly Bears").zone == "in play"
    assert find(out, "Llanowar Elves").tapped


def test_stack_item_declared_in_scenario():
    scn = scenario(objects=[obj("Alice", "in play", "Grizzly Bears")],
                   stack=[A.StackItem("spell", "Bob", card="Lightning Bolt", targets=(R("Grizzly Bears"),))],
                   actions=[A.Pass("all")])
    out = run(scn)
    assert find(out, "Grizzly Bears").zone == "graveyard"
    assert find(out, "Lightning Bolt").zone == "graveyard" and find(out, "Lightning Bolt").owner == "Bob"
