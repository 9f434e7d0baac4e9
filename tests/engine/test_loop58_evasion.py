"""``evasion.rules_affecting`` asks whether any static rules effect can apply once per state, not
at each creature and kind a combat asks of (issue 43, the fifty-eighth session): compared, at
every call of ~120 bundled scenarios about combat, with the plain computation."""

from __future__ import annotations

import random
from pathlib import Path

from judge.engine import evasion
from judge.engine.state import TurnRule
from tests.bundled import bundled_scenarios, bundled_texts

ROOT = Path(__file__).resolve().parents[2]


def _sample(n: int, seed: int) -> list[Path]:
    files = [p for p in bundled_scenarios() if "library" not in p.parts]
    # (each file read once, not once for each word looked for)
    wanted = [p for p, text in ((p, bundled_texts()[p].lower()) for p in files)
              if any(w in text for w in ("can't attack", "can't block", "attack", "block"))]
    rng = random.Random(seed)
    return sorted(set(rng.sample(wanted, min(n, len(wanted))) + rng.sample(files, min(n, len(files)))))


def _plain(game, oid, kinds) -> list:
    return [] if evasion.none_apply(game) else evasion._rules_affecting(game, oid, kinds)


def test_rules_affecting_is_the_plain_computation_at_every_call(monkeypatch):
    from judge.suite.runner import run_file

    real = evasion.rules_affecting
    seen = {"none": 0, "some": 0, "hits": 0}

    def checked(game, oid, *kinds):
        got = real(game, oid, *kinds)
        want = _plain(game, oid, kinds)
        assert [(h.source, h.text, h.rule, h.resolved) for h in got] == \
            [(h.source, h.text, h.rule, h.resolved) for h in want], (oid, kinds)
        seen["none" if evasion.none_apply(game) else "some"] += 1
        seen["hits"] += bool(want)
        return got

    monkeypatch.setattr(evasion, "rules_affecting", checked)
    for path in _sample(60, 58):
        assert run_file(path).status == "pass", path
    assert seen["none"] and seen["some"] and seen["hits"]  # (both kinds of board met, and rules found)


def test_the_answer_is_this_states_and_a_change_of_state_asks_again():
    from judge.cards import ir
    from judge.engine.build import build
    from tests.engine.support import obj, scenario

    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears")]))
    bears = game.in_play[0]
    assert evasion.rules_affecting(game, bears, ir.CantAttack) == []
    game.turns.add_turn_rule(TurnRule(obj=bears, rule=ir.CantAttack(), source=None, turn=None,
                                       text="can't attack this turn"))
    hits = evasion.rules_affecting(game, bears, ir.CantAttack)
    assert [h.text for h in hits] == ["can't attack this turn"]
