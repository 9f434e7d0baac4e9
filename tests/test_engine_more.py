"""More rules tests: tokens, modes, delayed triggers, 410.7, costs, last known information, control."""

from __future__ import annotations

import pytest

from judge.dsl import ast as A
from judge.engine.decider import OpenChoice
from judge.errors import JudgeError
from test_engine_support import R, cites, find, obj, run, scenario, texts


def test_tokens_and_token_ceasing_to_exist():
    scn = scenario(objects=[obj("Alice", "hand", "Raise the Alarm"), obj("Bob", "hand", "Unsummon")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Raise the Alarm")), A.Pass("all"),
                            A.Pass("Alice"), A.Cast("Bob", R("Unsummon"), targets=(R("Soldier"),)), A.Pass("all")])
    out = run(scn)
    soldiers = [o for o in out.final.objects if o.name == "Soldier"]
    assert len(soldiers) == 1 and soldiers[0].token and soldiers[0].zone == "in play" and soldiers[0].owner == "Alice"
    assert {"216.1", "420.5f"} <= cites(out)


def test_modal_spell():
    scn = scenario(objects=[obj("Bob", "in play", "Grizzly Bears"), obj("Alice", "hand", "Test Charm")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Test Charm"), modes=("2",), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "Grizzly Bears").zone == "graveyard"
    assert "409.1b" in cites(out)


def test_modal_spell_needs_mode():
    scn = scenario(objects=[obj("Alice", "hand", "Test Charm")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Test Charm"), targets=(R("Alice"),))])
    with pytest.raises(JudgeError, match="409.1b"):
        run(scn)


def test_delayed_trigger_at_end_of_turn():
    scn = scenario(objects=[obj("Alice", "hand", "Late Blessing")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Late Blessing")), A.Pass("all"),
                            A.Pass("all", until="end of turn"), A.Pass("all")])
    out = run(scn)
    assert out.final.player("Alice").life == 23
    assert "406.2a" in cites(out)


def test_damage_trigger_and_prevented_damage_triggers_nothing():
    base = [obj("Alice", "in play", "Vampire Pinger"), obj("Bob", "hand", "Healing Salve")]
    out = run(scenario(objects=base, mana_tracked=False,
                       actions=[A.Activate("Alice", R("Vampire Pinger"), targets=(R("Bob"),)), A.Pass("all"), A.Pass("all")]))
    assert out.final.player("Alice").life == 21 and out.final.player("Bob").life == 19
    out = run(scenario(objects=base, mana_tracked=False,
                       actions=[A.Activate("Alice", R("Vampire Pinger"), targets=(R("Bob"),)), A.Pass("Alice"),
                                A.Cast("Bob", R("Healing Salve"), targets=(R("Bob"),)), A.Pass("all", until="stack empty")]))
    assert out.final.player("Alice").life == 20 and out.final.player("Bob").life == 20  # 410.7


def test_last_known_information_source_gone():
    # 413.2f / 402.6: the ability still deals damage from its source as it last existed.
    scn = scenario(objects=[obj("Alice", "in play", "Vampire Pinger"), obj("Bob", "hand", "Lightning Bolt")], mana_tracked=False,
                   actions=[A.Activate("Alice", R("Vampire Pinger"), targets=(R("Bob"),)), A.Pass("Alice"),
                            A.Cast("Bob", R("Lightning Bolt"), targets=(R("Vampire Pinger"),)), A.Pass("all", until="stack empty")])
    out = run(scn)
    assert out.final.player("Bob").life == 19
    assert find(out, "Vampire Pinger").zone == "graveyard"


def test_sacrifice_cost_choice():
    objs = [obj("Alice", "in play", "Bone Altar"), obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "in play", "Llanowar Elves")]
    with pytest.raises(OpenChoice) as e:
        run(scenario(objects=objs, actions=[A.Activate("Alice", R("Bone Altar"), ability=1)]))
    assert set(e.value.options) == {"Grizzly Bears", "Llanowar Elves"}
    out = run(scenario(objects=objs, actions=[
        A.Activate("Alice", R("Bone Altar"), ability=1, costs=(A.CostChoice("sacrifice", (R("Llanowar Elves"),)),)),
        A.Pass("all")]))
    assert find(out, "Llanowar Elves").zone == "graveyard" and out.final.player("Alice").life == 22


def test_life_cost():
    scn = scenario(objects=[obj("Alice", "in play", "Bone Altar"), obj("Alice", "library", "Shock")],
                   actions=[A.Activate("Alice", R("Bone Altar"), ability=2), A.Pass("all")])
    out = run(scn)
    assert out.final.player("Alice").life == 18 and find(out, "Shock").zone == "hand"


def test_only_controller_activates():
    scn = scenario(objects=[obj("Bob", "in play", "Prodigal Sorcerer")],
                   actions=[A.Activate("Alice", R("Prodigal Sorcerer"), targets=(R("Bob"),))])
    with pytest.raises(JudgeError, match="403.2"):
        run(scn)


def test_gain_control_new_controller_sick():
    scn = scenario(objects=[obj("Bob", "in play", "Prodigal Sorcerer"), obj("Alice", "hand", "Steal")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Steal"), targets=(R("Prodigal Sorcerer"),)), A.Pass("all"),
                            A.Activate("Alice", R("Prodigal Sorcerer"), targets=(R("Bob"),))])
    with pytest.raises(JudgeError, match="409.3"):
        run(scn)


def test_gain_control_shows_in_final_state():
    scn = scenario(objects=[obj("Bob", "in play", "Prodigal Sorcerer"), obj("Alice", "hand", "Steal")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Steal"), targets=(R("Prodigal Sorcerer"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "Prodigal Sorcerer").controller == "Alice" and find(out, "Prodigal Sorcerer").owner == "Bob"


def test_sba_not_checked_during_resolution_toughness_restored():
    # 420.4: a creature at toughness 0 only in the middle of a resolution survives.
    from judge.cards import ir
    from test_engine_support import CREATURE, card, _spell, _t
    card("Wobble", "Instant", "{U}", ("Instant",), abilities=ir.CardAbilities(
        "Wobble", spell=_spell([ir.ModifyPT(ir.Target(0), -2, -2), ir.ModifyPT(ir.Target(0), 2, 2)], [_t(CREATURE, "target creature")])))
    scn = scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "hand", "Wobble")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Wobble"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "Grizzly Bears").zone == "in play"


def test_concede():
    out = run(scenario(actions=[A.Concede("Bob")]))
    assert out.final.result == "win" and out.final.winner == "Alice" and "102.7" in cites(out)


def test_deterministic():
    from test_engine_basics import bolt_vs_growth
    a, b = run(bolt_vs_growth()), run(bolt_vs_growth())
    assert a.to_json() == b.to_json()


def test_missing_targets_is_an_open_choice_naming_the_line():
    scn = scenario(objects=[obj("Alice", "hand", "Lightning Bolt"), obj("Bob", "in play", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Lightning Bolt"))])
    with pytest.raises(OpenChoice) as e:
        run(scn)
    assert set(e.value.options) == {"Alice", "Bob", "Grizzly Bears"} and "t.mtg:100" in str(e.value)


def test_missing_x_is_an_open_choice():
    scn = scenario(objects=[obj("Alice", "hand", "Fireball Split")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Fireball Split"), targets=(R("Bob"),))])
    with pytest.raises(OpenChoice, match="X"):
        run(scn)


def test_dependency_before_timestamp_418_5():
    # The anthem (earlier timestamp) depends on the flying grant (later): the grant applies first (418.5c).
    scn = scenario(objects=[obj("Alice", "in play", "Sky Anthem"), obj("Alice", "in play", "Grizzly Bears"),
                            obj("Alice", "hand", "Give Wings")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Give Wings"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    out = run(scn)
    bears = find(out, "Grizzly Bears")
    assert "flying" in bears.abilities and bears.power == 3 and bears.toughness == 3


def test_later_set_pt_overrides_earlier_pump_timestamp_order():
    from judge.cards import ir
    from test_engine_support import CREATURE, card, _spell, _t
    card("Shrinking Spell", "Instant", "{U}", ("Instant",), abilities=ir.CardAbilities(
        "Shrinking Spell", spell=_spell([ir.SetPT(ir.Target(0), 0, 2, ir.UNTIL_END_OF_TURN)], [_t(CREATURE, "target creature")])))
    scn = scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "hand", "Giant Growth"),
                            obj("Alice", "hand", "Shrinking Spell")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Giant Growth"), targets=(R("Grizzly Bears"),)), A.Pass("all"),
                            A.Cast("Alice", R("Shrinking Spell"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    bears = find(run(scn), "Grizzly Bears")
    assert (bears.power, bears.toughness) == (0, 2)  # 418.5c timestamp order; the 214.5 example


def test_state_trigger_410_11():
    scn = scenario(objects=[obj("Alice", "in play", "Library of Wonder"), obj("Alice", "hand", "Shock"),
                            obj("Alice", "library", "Terror"), obj("Alice", "library", "Giant Growth")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Shock"), targets=(R("Bob"),)), A.Pass("all", until="stack empty")])
    out = run(scn)
    # The hand became empty when Shock was played: one trigger; it resolves (Terror drawn), no retrigger.
    assert find(out, "Terror").zone == "hand" and find(out, "Giant Growth").zone == "library"
    assert "410.11" in cites(out)


def test_protection_from_black_untargetable_and_damage_prevented():
    scn = scenario(objects=[obj("Bob", "in play", "White Knight"), obj("Alice", "hand", "Shrink")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Shrink"), targets=(R("White Knight"),))])
    with pytest.raises(JudgeError, match="protection from black"):
        run(scn)
    scn = scenario(objects=[obj("Bob", "in play", "White Knight"), obj("Alice", "in play", "Pestilence")], mana_tracked=False,
                   actions=[A.Activate("Alice", R("Pestilence")), A.Pass("all")])
    out = run(scn)
    assert find(out, "White Knight").damage == 0 and out.final.player("Bob").life == 19
    assert "502.7b" in cites(out)


def test_illegal_play_reversed_when_marked():
    import dataclasses
    from judge.dsl import ast as AA

    @dataclasses.dataclass(frozen=True)
    class IllegalCast(AA.Cast):
        illegal: bool = True

    scn = scenario(objects=[obj("Bob", "in play", "Drudge Skeletons"), obj("Alice", "hand", "Terror"),
                            obj("Alice", "in play", "Swamp"), obj("Alice", "in play", "Swamp", label="s2")],
                   actions=[IllegalCast("Alice", R("Terror"), targets=(R("Drudge Skeletons"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "Terror").zone == "hand"
    assert not any(o.tapped for o in out.final.objects if o.name == "Swamp")
    assert {"422.1", "422.2"} <= cites(out)
    assert out.final.step == "beginning of combat"  # Alice kept priority, then both passed


def test_418_5_dependency_celestial_dawn_and_crusade():
    # Crusade (earlier timestamp) depends on the colour-setting effect: the Dawn applies first (418.5a-c).
    scn = scenario(objects=[obj("Alice", "in play", "Crusade"), obj("Alice", "in play", "Dawn Test"),
                            obj("Alice", "in play", "Grizzly Bears", label="mine"), obj("Bob", "in play", "Grizzly Bears", label="his")],
                   actions=[])
    out = run(scn)
    mine = [o for o in out.final.objects if o.label == "mine"][0]
    his = [o for o in out.final.objects if o.label == "his"][0]
    assert mine.colors == ("white",) and (mine.power, mine.toughness) == (3, 3)
    assert (his.power, his.toughness) == (2, 2)


def test_living_lands_forest_is_creature_and_dies_to_damage():
    scn = scenario(objects=[obj("Alice", "in play", "Living Lands"), obj("Alice", "in play", "Forest"),
                            obj("Alice", "hand", "Shock")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Shock"), targets=(R("Forest"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "Forest").zone == "graveyard"


def test_humility_removes_comes_into_play_trigger_410_10b():
    scn = scenario(objects=[obj("Alice", "in play", "Humility"), obj("Alice", "hand", "Gravedigger"),
                            obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all")])
    out = run(scn)
    gd = find(out, "Gravedigger")
    assert (gd.power, gd.toughness) == (1, 1) and not out.final.stack
    assert find(out, "Grizzly Bears").zone == "graveyard"


def test_humility_removes_lords_static_ability():
    out = run(scenario(objects=[obj("Alice", "in play", "Merfolk Lord Test"), obj("Alice", "in play", "Merfolk Test")]))
    assert (find(out, "Merfolk Test").power, find(out, "Merfolk Test").toughness) == (2, 2)
    out = run(scenario(objects=[obj("Alice", "in play", "Humility"), obj("Alice", "in play", "Merfolk Lord Test"),
                                obj("Alice", "in play", "Merfolk Test")]))
    assert (find(out, "Merfolk Test").power, find(out, "Merfolk Test").toughness) == (1, 1)
    assert find(out, "Merfolk Lord Test").abilities == ()


def test_zone_change_replacement_through_the_pipeline():
    """419: a registered replacement ("If a card would be put into a graveyard from anywhere,
    remove it from the game instead") changes the destination of a destroyed creature."""
    from dataclasses import replace as dc_replace

    from judge.engine import replacement as rp
    from judge.engine.build import build
    from judge.engine.decider import ScenarioDecider
    from judge.engine.driver import do_action, start

    scn = scenario(objects=[obj("Bob", "in play", "Grizzly Bears"), obj("Alice", "hand", "Terror")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Terror"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    game = build(scn)
    game.decider = ScenarioDecider(scn.actions, scn.path)
    start(game)

    def apply(g, ev):
        g.tracer.step(f"{g.describe(ev.obj)} is removed from the game instead", "419.6a", kind="replace")
        return dc_replace(ev, to_zone="removed from the game")

    rp.add(game, rp.Replacement("replacement", "zone", "Crypt Test",
                                lambda g, ev: ev.to_zone == "graveyard", apply, duration="static"))
    for i, act in enumerate(scn.actions):
        game.decider.cursor = i
        do_action(game, act)
    zones = {game.objects[o].name: z for (p, z), ids in game.zones.items() for o in ids}
    assert zones == {"Grizzly Bears": "removed from the game", "Terror": "removed from the game"}


def test_spell_blast_x_must_equal_the_converted_mana_cost():
    # 409.1c with Spell Blast's "target spell with converted mana cost X" (203.3): X = 1 can't
    # target Shivan Dragon ({4}{R}{R}, converted mana cost 6).
    from judge.dsl import parse
    from judge.engine import simulate

    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\n"
            "Alice in play: Mountain, Mountain, Mountain, Mountain, Mountain, Mountain\nAlice hand: Shivan Dragon\n"
            "Bob in play: Island, Island\nBob hand: Spell Blast\n"
            "Alice casts Shivan Dragon\nAlice passes\nBob casts Spell Blast with X = 1 targeting Shivan Dragon\n")
    with pytest.raises(JudgeError, match="409.1c"):
        simulate(parse(text, "t.mtg"), explore=False)


def test_cursed_totem_stops_a_creature_s_activated_ability():
    # 103.2: "Players can't play activated abilities of creatures" beats Prodigal Sorcerer's {T} ability.
    from judge.dsl import parse
    from judge.engine import simulate

    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Prodigal Sorcerer\n"
            "Bob in play: Cursed Totem\nAlice activates Prodigal Sorcerer targeting Bob\n")
    with pytest.raises(JudgeError, match="103.2"):
        simulate(parse(text, "t.mtg"), explore=False)


def test_soldevi_sage_cant_discard_a_card_it_didnt_draw():
    # "Draw three cards, then choose and discard one of them": Shock, already in hand, isn't one of them.
    from judge.dsl import parse
    from judge.engine import simulate

    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Soldevi Sage, Forest, Island\n"
            "Alice hand: Shock\nAlice library: Swamp, Plains, Mountain, Island\n"
            "Alice activates Soldevi Sage sacrificing Forest, Island\nall pass\nAlice chooses Shock\n")
    with pytest.raises(JudgeError, match="not a legal choice"):
        simulate(parse(text, "t.mtg"), explore=False)


def test_spitting_drake_no_more_than_one_red_each_turn():
    # "Spend no more than {R} this way each turn" (403.3): a second activation in the turn is illegal.
    from judge.dsl import parse
    from judge.engine import simulate

    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Spitting Drake, Mountain, Mountain\n"
            "Alice activates Spitting Drake\nall pass\nAlice activates Spitting Drake\n")
    with pytest.raises(JudgeError, match="403.3"):
        simulate(parse(text, "t.mtg"), explore=False)
