"""Objects and zones: tokens, last known information, zone-change replacement, protection, SBE timing, conceding, determinism."""

from __future__ import annotations

import pytest

from judge.dsl import ast as A
from judge.errors import JudgeError
from tests.engine.support import R, cites, find, obj, run, scenario
from judge.zones import Zone


def test_tokens_and_token_ceasing_to_exist():
    scn = scenario(objects=[obj("Alice", "hand", "Raise the Alarm"), obj("Bob", "hand", "Unsummon")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Raise the Alarm")), A.Pass("all"),
                            A.Pass("Alice"), A.Cast("Bob", R("Unsummon"), targets=(R("Soldier"),)), A.Pass("all")])
    out = run(scn)
    soldiers = [o for o in out.final.objects if o.name == "Soldier"]
    assert len(soldiers) == 1 and soldiers[0].token and soldiers[0].zone == "in play" and soldiers[0].owner == "Alice"
    assert {"216.1", "420.5f"} <= cites(out)


def test_last_known_information_source_gone():
    # 413.2f / 402.6: the ability still deals damage from its source as it last existed.
    scn = scenario(objects=[obj("Alice", "in play", "Vampire Pinger"), obj("Bob", "hand", "Lightning Bolt")], mana_tracked=False,
                   actions=[A.Activate("Alice", R("Vampire Pinger"), targets=(R("Bob"),)), A.Pass("Alice"),
                            A.Cast("Bob", R("Lightning Bolt"), targets=(R("Vampire Pinger"),)), A.Pass("all", until=A.Until.STACK_EMPTY)])
    out = run(scn)
    assert out.final.player("Bob").life == 19
    assert find(out, "Vampire Pinger").zone == "graveyard"


def test_zone_change_replacement_through_the_pipeline():
    """419: a registered replacement ("If a card would be put into a graveyard from anywhere,
    remove it from the game instead") changes the destination of a destroyed creature."""
    from dataclasses import replace as dc_replace

    from judge.engine import replacement as rp
    from judge.engine.build import build
    from judge.engine.decider import ScenarioDecider
    from judge.engine.driver import do_action, start
    from judge.engine.kinds import EventKind, ShieldKind

    scn = scenario(objects=[obj("Bob", "in play", "Grizzly Bears"), obj("Alice", "hand", "Terror")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Terror"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    game = build(scn)
    game.decider = ScenarioDecider(scn.actions, scn.path)
    start(game)

    def apply(g, ev, this):
        g.tracer.step(f"{g.describe(ev.obj)} is removed from the game instead", "419.6a", kind="replace")
        return dc_replace(ev, to_zone=Zone.REMOVED)

    rp.add(game, rp.Replacement(ShieldKind.REPLACEMENT, EventKind.ZONE, "Crypt Test",
                                lambda g, ev: ev.to_zone is Zone.GRAVEYARD, apply, duration="static"))
    for i, act in enumerate(scn.actions):
        game.decider.cursor = i
        do_action(game, act)
    zones = {game.objects[o].name: z for (p, z), ids in game.zones.items() for o in ids}
    assert zones == {"Grizzly Bears": Zone.REMOVED, "Terror": Zone.REMOVED}


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


def test_sba_not_checked_during_resolution_toughness_restored():
    # 420.4: a creature at toughness 0 only in the middle of a resolution survives.
    from judge.cards import ir
    from tests.engine.support import CREATURE, card, _spell, _t
    card("Wobble", "Instant", "{U}", ("Instant",), abilities=ir.CardAbilities(
        "Wobble", spell=_spell([ir.ModifyPT(ir.Target(0), -2, -2), ir.ModifyPT(ir.Target(0), 2, 2)], [_t(CREATURE, "target creature")])))
    scn = scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "hand", "Wobble")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Wobble"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "Grizzly Bears").zone == "in play"


def test_concede():
    out = run(scenario(actions=[A.Concede("Bob")]))
    assert out.final.result == "win" and out.final.winner == "Alice" and "102.7" in cites(out)


def test_deterministic(bolt_vs_growth):
    a, b = run(bolt_vs_growth), run(bolt_vs_growth)
    assert a.to_json() == b.to_json()


def test_a_move_to_a_zone_word_is_refused_by_type():
    """A zone is a :class:`judge.zones.Zone` member (issue 43): a move given the zone's word is refused where it
    is made, as a TypeError naming the word — not a KeyError of a zone's list far from it — and moves nothing."""
    from judge.engine import events
    from judge.engine.build import build

    scn = scenario(objects=[obj("Bob", "in play", "Grizzly Bears")], mana_tracked=False, actions=[])
    game = build(scn)
    bears = next(o for o in game.objects if game.objects[o].name == "Grizzly Bears")
    with pytest.raises(TypeError, match="'graveyard'"):
        events.move(game, bears, "graveyard", "701.1", "is put")
    assert game.objects[bears].zone is Zone.IN_PLAY
    assert events.move(game, bears, Zone.GRAVEYARD, "420.3", "is put") is not None
