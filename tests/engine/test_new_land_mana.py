"""The era's animated lands as printed (audit 4844): "… can't be tapped for mana the turn it comes
into play" is a restriction of the card's own (ir.CantBeTappedForManaIfNew, judge.engine.new_land_mana),
not only summoning sickness — with haste (502.5b) the land that came into play this turn still can't
be tapped for mana (103.2; reversed, 422.1), one in play since an earlier turn can (the trace says
why), and the Oracle wordings, which dropped the sentence, have no such restriction."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.ast import Wording
from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten


def _restrictions(name: str, wording: Wording) -> list[ir.CantBeTappedForManaIfNew]:
    cat = catalog()
    abilities = cat.abilities(cat.card(name, wording))
    return [x for x in ir.walk(abilities) if isinstance(x, ir.CantBeTappedForManaIfNew)]


@pytest.mark.parametrize("name,what", [
    ("Mishra's Factory", ir.This()),
    ("Balduvian Conjurer", ir.Target(0)),
    ("Thelonite Druid", None),  # the forests you control as it resolves (418.3b)
])
def test_the_printed_sentence_is_a_restriction_on_the_lands_animated_for_the_turn(name, what):
    (r,) = _restrictions(name, Wording.PRINTED)
    assert r.duration == ir.UNTIL_END_OF_TURN
    if what is None:
        assert isinstance(r.what, ir.All) and r.what.filters[0].subtypes == ("forest",)
        assert r.what.filters[0].controller is ir.PlayerRelation.YOU
    else:
        assert type(r.what) is type(what)
    # the same lands the animation of the same ability changes
    cat = catalog()
    ab = next(a for a in cat.abilities(cat.card(name, Wording.PRINTED)).abilities if r in getattr(a, "effects", ()))
    (animate,) = [e for e in ab.effects if isinstance(e, ir.SetTypes)]
    assert animate.what == r.what and animate.duration == r.duration


@pytest.mark.parametrize("name", ["Mishra's Factory", "Balduvian Conjurer", "Thelonite Druid"])
def test_the_oracle_wording_has_no_such_restriction(name):
    assert _restrictions(name, Wording.ORACLE) == []


HEAD = "wording printed\nplayer Alice\nplayer Bob\nturn Alice, precombat main\n"


def _run(tmp_path, body: str):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + body)
    (outcome,) = default_simulate(load_scenario(path))
    return outcome, [s for _, s in flatten(outcome.steps)]


def test_with_haste_a_factory_played_this_turn_is_refused_for_the_cards_own_reason(tmp_path):
    outcome, steps = _run(tmp_path, "Alice in play: Fervor, Plains\nAlice hand: Mishra's Factory as @mf\n"
                                    "Alice plays @mf\nAlice activates @mf ability 2 paying with Plains\n"
                                    "all pass until the stack is empty\nAlice tries to tap @mf for {1}\n")
    refused = [s for s in steps if "came into play this turn, and Mishra's Factory" in s.text]
    assert len(refused) == 1
    assert {"103.2", "502.5b", "422.1"} <= set(refused[0].rules)
    assert "it has haste" in refused[0].text
    assert outcome.error is None and outcome.final.player("Alice").mana_pool in ("", "empty")


def test_with_haste_a_factory_from_an_earlier_turn_taps_and_the_trace_says_why(tmp_path):
    outcome, steps = _run(tmp_path, "Alice in play: Fervor, Plains, Mishra's Factory as @mf\n"
                                    "Alice activates @mf ability 2 paying with Plains\n"
                                    "all pass until the stack is empty\nAlice taps @mf for {1}\n")
    why = [s for s in steps if s.text.startswith("Mishra's Factory @mf came into play before this turn")]
    assert len(why) == 1 and "103.2" in why[0].rules
    assert outcome.error is None and outcome.final.player("Alice").mana_pool == "{1}"


def test_the_default_payment_leaves_a_restricted_land_alone(tmp_path):
    # Thelonite Druid: the new Forest, a 2/3 with haste, can't pay; the Forest from an earlier turn does
    outcome, steps = _run(tmp_path, "Alice in play: Thelonite Druid as @td, Fervor, Grizzly Bears as @gb, "
                                    "Forest as @f1, Forest as @f2, Forest as @old\nAlice hand: Forest as @new, "
                                    "Giant Growth\nAlice plays @new\nAlice activates @td sacrificing @gb paying with "
                                    "@f1, @f2\nall pass until the stack is empty\nAlice casts Giant Growth targeting "
                                    "@new\nall pass until the stack is empty\n")
    new, old = (next(o for o in outcome.final.objects if o.label == label) for label in ("new", "old"))
    assert outcome.error is None and not new.tapped and old.tapped
    assert (new.power, new.toughness) == (5, 6)  # Giant Growth, paid by the older Forest
    assert not any("illegal play" in s.text for s in steps)


def test_with_no_other_source_the_restricted_land_doesnt_pay(tmp_path):
    outcome, steps = _run(tmp_path, "Alice in play: Thelonite Druid as @td, Fervor, Grizzly Bears as @gb, "
                                    "Forest as @f1, Forest as @f2\nAlice hand: Forest as @new, Giant Growth\n"
                                    "Alice plays @new\nAlice activates @td sacrificing @gb paying with @f1, @f2\n"
                                    "all pass until the stack is empty\n"
                                    "Alice tries to cast Giant Growth targeting @new\n")
    assert any("Alice can't pay {G} for Giant Growth" in s.text for s in steps)
    (new,) = [o for o in outcome.final.objects if o.label == "new"]
    assert not new.tapped and (new.power, new.toughness) == (2, 3)


# Kormus Bell and Living Plane as printed: the sentence is in a static ability, a restriction on
# the lands the permanent animates while it is in play (418.4), whichever turn they came into play


@pytest.mark.parametrize("name,subtype", [("Kormus Bell", "swamp"), ("Living Plane", None)])
def test_the_static_printed_sentence_restricts_the_lands_it_animates_while_in_play(name, subtype):
    (r,) = _restrictions(name, Wording.PRINTED)
    assert r.duration == ir.WHILE_IN_PLAY
    cat = catalog()
    (ab,) = [a for a in cat.abilities(cat.card(name, Wording.PRINTED)).abilities if r in getattr(a, "effects", ())]
    assert isinstance(ab, ir.StaticAbility) and ab.condition is None
    (animate,) = [e for e in ab.effects if isinstance(e, ir.SetTypes)]
    assert animate.what == r.what  # the same lands it animates
    assert isinstance(r.what, ir.All) and r.what.filters[0].subtypes == ((subtype,) if subtype else ())
    assert _restrictions(name, Wording.ORACLE) == []  # the Oracle dropped the sentence


@pytest.mark.parametrize("card,land,mana", [("Kormus Bell", "Swamp", "{B}"), ("Living Plane", "Forest", "{G}")])
def test_with_haste_a_land_played_this_turn_is_refused_and_one_from_an_earlier_turn_taps(tmp_path, card, land, mana):
    outcome, steps = _run(tmp_path, f"Alice in play: {card}, Fervor, {land} as @old\nAlice hand: {land} as @new\n"
                                    f"Alice plays @new\nAlice tries to tap @new for {mana}\nAlice taps @old for {mana}\n")
    refused = [s for s in steps if f"came into play this turn, and {card}" in s.text]
    assert len(refused) == 1 and {"103.2", "502.5b", "422.1"} <= set(refused[0].rules)
    why = [s for s in steps if s.text.startswith(f"{land} @old came into play before this turn")]
    assert len(why) == 1 and "103.2" in why[0].rules
    new, old = (next(o for o in outcome.final.objects if o.label == label) for label in ("new", "old"))
    assert outcome.error is None and not new.tapped and old.tapped
    assert outcome.final.player("Alice").mana_pool == mana


def test_the_restriction_ends_when_the_static_ability_leaves_play(tmp_path):
    # Disenchant destroys Living Plane: the Forest played this turn is a plain land again, and taps
    outcome, steps = _run(tmp_path, "Alice in play: Living Plane as @lp, Fervor, Plains as @p1, Plains as @p2\n"
                                    "Alice hand: Forest as @new, Disenchant\nAlice plays @new\n"
                                    "Alice casts Disenchant targeting @lp paying with @p1, @p2\n"
                                    "all pass until the stack is empty\nAlice taps @new for {G}\n")
    (new,) = [o for o in outcome.final.objects if o.label == "new"]
    assert outcome.error is None and new.tapped and outcome.final.player("Alice").mana_pool == "{G}"
    assert not any("came into play this turn, and Living Plane" in s.text for s in steps)
