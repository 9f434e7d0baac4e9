"""Expectations on prevention shields left (419.7b) and on why a player lost (420.5a-b,
102.7): each holds where the rules say and fails otherwise (issue 10)."""

from __future__ import annotations

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.dsl.printer import format_scenario
from judge.engine import simulate
from judge.engine.kinds import ShieldKind
from judge.suite.expect import check_all

SALVE = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
         "Alice hand: Healing Salve\nBob hand: Shock\nBob in play: Grizzly Bears as @bears\n"
         "Alice casts Healing Salve choosing mode 2 targeting Alice\nall pass until the stack is empty\n"
         "Alice passes\nBob casts Shock targeting Alice\nall pass until the stack is empty\n")


def results(text: str) -> list[bool]:
    s = check_text(text, "e.mtg", card_names())
    return [r.passed for r in check_all(s.expectations, simulate(s))]


def test_what_is_left_of_a_shield_is_asserted():
    assert results(SALVE + "expect the next 1 damage to Alice is prevented\n"
                   "expect the next 0 damage to Bob is prevented\n"
                   "expect the next 0 damage to @bears is prevented\n") == [True, True, True]
    assert results(SALVE + "expect the next 3 damage to Alice is prevented\n"
                   "expect the next 1 damage to Bob is prevented\n") == [False, False]


def test_the_shield_is_part_of_the_final_state():
    s = check_text(SALVE, "e.mtg", card_names())
    (o,) = simulate(s)
    (e,) = o.final.effects
    assert (e.kind, e.player, e.obj, e.amount) == (ShieldKind.PREVENTION, "Alice", None, 1)
    assert o.final.to_json()["effects"][0]["kind"] == "prevention"
    assert "the next 1 damage to Alice is prevented" in e.text
    assert o.final.to_json()["effects"][0]["amount"] == 1


BOLT = ("player Alice\nplayer Bob life 2\nturn Alice, precombat main\nmana is not tracked\n"
        "Alice hand: Shock\nAlice casts Shock targeting Bob\nall pass\n")


def test_why_a_player_lost():
    assert results(BOLT + "expect Bob loses with 0 or less life\nexpect Bob loses\n") == [True, True]
    assert results(BOLT + "expect Bob loses drawing from an empty library\nexpect Bob loses by conceding\n"
                   "expect Bob loses to Shock\n") == [False, False, False]


def test_the_new_expectations_print_back():
    text = BOLT + ("expect Bob loses with 0 or less life\nexpect Alice loses by conceding\n"
                   "expect Bob loses drawing from an empty library\nexpect Alice loses to Final Fortune\n"
                   "expect the next 2 damage to Alice is prevented\n")
    s = check_text(text, "e.mtg", None)
    again = check_text(format_scenario(s), "e.mtg", None)
    def shape(sc):  # the bodies without their positions
        return [{k: v for k, v in vars(e.body).items() if k != "span" and k != "target"}
                | ({"target": str(e.body.target)} if hasattr(e.body, "target") else {}) for e in sc.expectations]

    assert shape(again) == shape(s) and len(shape(s)) == 5


def test_laccolith_rigs_creature_assigns_no_combat_damage_named_and_nothing_is_prevented():
    """Audit 7704: Laccolith Rig's effect was shown on the board as "all combat damage is
    prevented" — Fog's, not the Rig's; then as the Rig's prevention shield. Since audit 3632 it is
    no prevention at all (419.1: prevention effects say "prevent"): the enchanted creature assigns
    no combat damage (310.1a as the card changes it), the step names it, and no shield is on the
    board."""
    from pathlib import Path

    path = Path(__file__).parents[2] / "scenarios/audit/7704/48-laccolith-rig-printed-blocked-deals-its-power-no-combat-damage.mtg"
    from judge.dsl import parse

    s = parse(path.read_text(encoding="utf-8"), str(path))
    outcomes = simulate(s)
    assert [e.text for o in outcomes for e in o.final.effects if e.kind is ShieldKind.PREVENTION] == []
    for o in outcomes:
        steps = [st for top in o.steps for st in top.walk()]
        said = [st for st in steps if st.text.startswith("Hill Giant @ag assigns no combat damage this turn (Laccolith Rig")]
        assert said and any("310.1a" in st.rules for st in said)


LICH = ("player Alice life 5\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
        "Alice in play: Lich as @lich, Swamp\nBob hand: Shock\nBob casts Shock targeting Alice\n"
        "all pass until the stack is empty\n")


def test_a_loss_to_a_labelled_card_is_named_by_its_name_or_its_label():
    """Audit 3632: Lich's own "you lose the game" was recorded as "Lich @lich", and
    `expect Alice loses to Lich` failed against it; its name names it, another card, a part of
    the name or a state-based loss doesn't."""
    def with_catalog(text: str) -> list[bool]:
        s = check_text(text, "e.mtg", None)
        return [r.passed for r in check_all(s.expectations, simulate(s))]

    assert with_catalog(LICH + "expect Alice loses to Lich\n") == [True]
    assert with_catalog(LICH + "expect Alice loses to Shock\nexpect Alice loses with 0 or less life\n"
                        "expect Alice loses to Lic\n") == [False, False, False]


def test_two_properties_failing_the_same_way_say_it_once():
    """`with type Creature and type Legend` on a Forest, neither: the one fact, its types,
    said once (it was said once for each property)."""
    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Forest\nAlice passes\n"
            "expect Forest in play with type Creature and type Legend\n")
    s = check_text(text, "e.mtg", card_names())
    (r,) = check_all(s.expectations, simulate(s))
    assert not r.passed and r.message.count("its types are") == 1, r.message
    assert r.message.endswith("; its types are Land, Forest"), r.message
