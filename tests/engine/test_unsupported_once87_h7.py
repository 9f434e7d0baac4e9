"""judge.engine.support.unsupported walks each card about once (it walked each ~17 times: issue 43).

The work is counted over a sample of the card catalog's readings in both wordings (:data:`SAMPLE` spread through
them, a different sample under each Python: tests/sampling.py ``spread``; every reading with
``JUDGE_TEST_EVERY_SCENARIO=1``): ``ir.walk`` calls and the nodes they give per reading, below a bound the old
function exceeded (:data:`CALLS_BOUND`, :data:`NODES_BOUND`). That the verdicts are the old ones was checked once,
as the change was made, against the old function over every reading of the era pool and the catalog, each asked with
and without {X} and as a spell: all equal, and ``judge cards --check --pool`` byte-identical (docs/performance.md,
"CI's length", eighty-seventh session). That comparison is not kept: a later change of what the engine supports must
be free to move a verdict; such changes are held as before (tests/engine/test_support.py's cases, the era pool's
floors of supported cards).
"""

from __future__ import annotations

from judge.cards import ir
from judge.engine import support
from tests.engine.support import catalog_readings
from tests.sampling import spread

#: Readings of the catalog counted a run (of ~8,500).
SAMPLE = 1200
#: The work a reading may cost: ``ir.walk`` calls and the nodes they give, per reading. The old function made 16.9
#: and gave 864 over the era pool (its ~40 passes over the nodes picked one class each, and its helpers walked each
#: ability again); walked once a field, grouped by class, it makes 2.6 and gives 126.
CALLS_BOUND, NODES_BOUND = 4.0, 200.0


def _sample():
    return spread([(n, w, a) for n, w, a, _nodes in catalog_readings()], SAMPLE)


def test_each_card_is_walked_about_once(monkeypatch):
    """The work, counted: ``ir.walk`` calls and the nodes they give over the sample, per reading (over the era pool
    in both wordings: 16.9 calls and 864 nodes before, 2.6 and 126 after). Walked once, grouped by class, and a
    part walked again only where what it looks for is there."""
    readings = _sample()
    # (the sample holds both wordings, cards the engine runs and cards it refuses something of)
    assert len(readings) >= SAMPLE and len({w for _n, w, _a in readings}) == 2
    assert any(support.unsupported(a) for _n, _w, a in readings) and not all(support.unsupported(a)
                                                                               for _n, _w, a in readings)
    calls, nodes = [0], [0]
    real = ir.walk

    def counted(*args, **kwargs):
        calls[0] += 1
        for n in real(*args, **kwargs):
            nodes[0] += 1
            yield n

    monkeypatch.setattr(ir, "walk", counted)
    for _name, _wording, abilities in readings:
        support.unsupported(abilities)
    monkeypatch.undo()
    per_calls, per_nodes = calls[0] / len(readings), nodes[0] / len(readings)
    assert per_calls < CALLS_BOUND and per_nodes < NODES_BOUND, (per_calls, per_nodes)

