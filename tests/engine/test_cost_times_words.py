"""A cost paid N times over (cumulative upkeep: "{1}{U} for each age counter") is said as a
cost, its generic mana first ({2}{U}{U}), not in a mana pool's order ({U}{U}{2}) — audit 6965,
Mystic Might's "Alice may pay {U}{1}"."""
from judge.cards import ir
from judge.engine.effects.resolution_costs import _cost_times


def test_cost_paid_twice_over_says_generic_first():
    assert _cost_times(ir.Cost(mana="{1}{U}"), 1).mana == "{1}{U}"
    assert _cost_times(ir.Cost(mana="{1}{U}"), 2).mana == "{2}{U}{U}"
    assert _cost_times(ir.Cost(mana="{G}"), 3).mana == "{G}{G}{G}"
    assert _cost_times(ir.Cost(mana="{2}"), 2).mana == "{4}"
