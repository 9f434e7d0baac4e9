"""Windows of the turn a card limits its spell or ability to (103.1, 403.3)."""

from types import SimpleNamespace

import pytest

from judge.cards import ir
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import STEP_NAMED, CardDef
from judge.engine.restrictions import WINDOWS, timing_problem


def test_every_window_the_grammar_reads_is_checked_by_the_engine():
    assert set(WINDOWS) == set(ir.WINDOWS)


@pytest.mark.parametrize("phrase,expected", [
    ("during your turn, before attackers are declared", (("during your turn", None), ("window", "before attackers"))),
    ("during combat after blockers are declared", (("window", "combat"), ("window", "after blockers"))),
    ("during the declare attackers step and only if you've been attacked this step",
     (("window", "declare attackers"), ("window", "attacked this step"))),
    ("during an opponent's turn", (("window", "opponents turn"),)),
    ("if it's not your turn", (("window", "opponents turn"),)),
    ("before the combat damage step", (("window", "before combat damage"),)),
    ("after combat", (("window", "after combat"),)),
    ("during any upkeep step", (("window", "any upkeep"),)),
])
def test_windows_read_from_the_card(phrase, expected):
    card = CardDef(name="Xyzzy", type_line="Artifact", types=("Artifact",), text=f"{{T}}: You gain 1 life. Activate this ability only {phrase}.")
    ab = parse_card_text_fresh(card).abilities[0]
    assert tuple((r.kind.value, r.value) for r in ab.restrictions) == expected


def test_cast_this_spell_only_limits_the_card_not_an_ability():
    card = CardDef(name="Xyzzy", type_line="Instant", types=("Instant",),
                   text="Cast this spell only during combat.\nTarget creature gets +1/+1 until end of turn.")
    ab = parse_card_text_fresh(card)
    assert ab.cast_restrictions == (ir.Restriction(ir.RestrictionKind.WINDOW, "combat"),)
    assert ab.spell is not None and not ab.abilities


def _game(step, active="Alice", attackers=(), defending="Bob", blockers_declared=False):
    objects = {a: SimpleNamespace(attacking=True) for a in attackers}
    combat = SimpleNamespace(defending=defending, attackers=list(attackers), blockers_declared=blockers_declared)
    return SimpleNamespace(turns=SimpleNamespace(step=STEP_NAMED[step], active=active), combat=combat, objects=objects,
                           exists=lambda o: o in objects)


@pytest.mark.parametrize("window,step,player,open_", [
    ("before attackers", "precombat main", "Alice", True),
    ("before attackers", "beginning of combat", "Alice", True),
    ("before attackers", "declare attackers", "Alice", False),
    ("before blockers", "declare attackers", "Bob", True),
    ("before blockers", "declare blockers", "Bob", False),
    ("combat", "combat damage", "Bob", True),
    ("combat", "postcombat main", "Bob", False),
    ("after combat", "postcombat main", "Alice", True),
    ("after combat", "end of combat", "Alice", False),
    ("opponents turn", "upkeep", "Bob", True),
    ("opponents turn", "upkeep", "Alice", False),
    ("opponents upkeep", "draw", "Bob", False),
    ("your declare attackers", "declare attackers", "Bob", False),
])
def test_window_open_or_shut(window, step, player, open_):
    problem = timing_problem(_game(step), player, ir.Restriction(ir.RestrictionKind.WINDOW, window))
    assert (problem is None) == open_


def test_attacked_this_step_needs_an_attacker_and_the_defending_player():
    r = ir.Restriction(ir.RestrictionKind.WINDOW, "attacked this step")
    assert timing_problem(_game("declare attackers", attackers=(7,)), "Bob", r) is None
    assert timing_problem(_game("declare attackers", attackers=(7,)), "Alice", r) is not None
    assert timing_problem(_game("declare attackers"), "Bob", r) is not None


def test_attacked_this_step_holds_after_the_attacker_is_gone():
    # Bob was attacked this step though the attacker has since died (audit 4238, Rally the Troops)
    r = ir.Restriction(ir.RestrictionKind.WINDOW, "attacked this step")
    gone = _game("declare attackers", attackers=(7,))
    gone.objects.clear()
    assert timing_problem(gone, "Bob", r) is None


def test_after_blockers_in_the_declare_blockers_step_once_they_are_declared():
    r = ir.Restriction(ir.RestrictionKind.WINDOW, "after blockers")
    assert timing_problem(_game("declare blockers", blockers_declared=True), "Bob", r) is None
    assert timing_problem(_game("declare blockers"), "Bob", r) is not None
