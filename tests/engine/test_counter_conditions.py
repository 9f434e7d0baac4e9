"""A condition on a permanent's counters ("if it has a depletion counter on it", "… three or more
… counters"): the number compared as ``judge card`` words it (judge.cards.describe), not only
"at least one"."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.checks import check_text
from judge.engine.build import build
from judge.engine.context import Ctx, check_condition
from judge.engine.driver import Tracer
from judge.suite.runner import token_names

SCENARIO = ("player Alice\nplayer Bob\nturn Alice, precombat main\n"
            "Alice in play: Grizzly Bears as @bears (3 +1/+1 counters)\n")


def _holds(compare) -> bool:
    scn = check_text(SCENARIO, "counters.mtg", catalog(), token_names)
    game = build(scn, Tracer())
    [bears] = [o for o in game.in_play if game.objects[o].card.name == "Grizzly Bears"]
    cond = ir.Condition(ir.ConditionKind.COUNTERS, ref=ir.This(), value="+1/+1", compare=compare)
    return check_condition(Ctx(game=game, controller="Alice", source=bears, source_name="Grizzly Bears", targets=[]),
                           cond)


def test_a_count_of_counters_is_compared_as_stated():
    assert _holds(None)  # "has a +1/+1 counter on it": at least one
    assert _holds(ir.Compare(">=", 3)) and not _holds(ir.Compare(">=", 4))
    assert _holds(ir.Compare("<=", 3)) and not _holds(ir.Compare("<=", 2))
