"""The rules' loop asked less without changing an answer (issue 43, the fifty-seventh session):
the events' hooks called without a wrapper, a step's beginning looking only at the permanents
with an "at the beginning of" ability, one ability's copies told apart without keying every
waiting event, and checks written as loops instead of ``any()`` over a generator."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from judge.cards import ir
from judge.engine import characteristics, context, events, evasion, loops, triggers
from judge.engine.events import Event
from judge.engine.state import TurnRule
from judge.engine.hooks import Hook
from judge.engine.kinds import EventKind
from judge.errors import JudgeError
from tests.bundled import bundled_scenarios, bundled_texts

ROOT = Path(__file__).resolve().parents[2]


# --------------------------------------------------------------------------- hooks


def test_an_unset_hook_is_a_loud_error_called_either_way():
    hook = Hook("the rule of the test")
    with pytest.raises(JudgeError, match="assembled without the rule of the test"):
        hook(1, two=2)
    with pytest.raises(JudgeError, match="assembled without the rule of the test"):
        hook.fn(1, two=2)
    seen = []
    assert hook.set(lambda *a, **k: seen.append((a, k)) or "done") is hook.fn
    assert hook(1, two=2) == "done" and hook.fn(3) == "done" and seen == [((1,), {"two": 2}), ((3,), {})]


def test_the_events_hooks_are_the_owning_modules_functions():
    from judge.engine import driver  # noqa: F401 - the engine's assembly sets every hook
    from judge.engine import replacement, sba

    assert events.detect_triggers.fn is triggers.detect
    assert events.sba_conditions.fn is sba.collect and events.sba_after_damage.fn is sba.after_damage
    assert events.replace_event.fn is replacement.replace_event
    assert events.static_zone_replacements.fn is replacement.static_zone_replacements
    assert events.has_static.fn is replacement.has_static
    assert events.regenerate_instead.fn is replacement.regenerate_instead


# --------------------------------------------------------------------------- a step's beginning


def _stepped_by_definition(game) -> frozenset:
    return frozenset(sid for sid in game.in_play
                     if any(isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is ir.TriggerEvent.BEGINNING_OF_STEP
                            for ab in game.chars(sid).abilities))


def _sample(n: int, seed: int) -> list[Path]:
    files = [p for p in bundled_scenarios() if "library" not in p.parts]
    # (each file read once, not once for each word looked for)
    wanted = [p for p, text in ((p, bundled_texts()[p].lower()) for p in files)
              if any(w in text for w in ("at the beginning of", "upkeep", "end of turn"))]
    rng = random.Random(seed)
    return sorted(rng.sample(wanted, min(n, len(wanted))) + rng.sample(files, min(n, len(files))))


def test_a_steps_beginning_looks_at_the_permanents_with_such_an_ability(monkeypatch):
    """At every step's beginning of ~120 bundled scenarios (half with "at the beginning of"
    abilities), the permanents ``abilities_in_play`` gives step_begins are exactly those with an
    "at the beginning of" triggered ability; and the outcomes are those of the suite's checks."""
    from judge.suite.runner import run_file

    real = triggers.step_begins
    asked = []

    def checked(game):
        assert context.abilities_in_play(game)[3] == _stepped_by_definition(game)
        asked.append(bool(context.abilities_in_play(game)[3]))
        return real(game)

    monkeypatch.setattr(triggers, "step_begins", checked)
    for path in _sample(60, 57):
        result = run_file(path)
        assert result.status == "pass", (path, result.status)
    assert any(asked) and not all(asked)  # (both kinds of board met)


def test_a_step_with_no_such_ability_looks_at_no_permanent(monkeypatch):
    from judge.engine.game import Game
    from tests.engine.support import obj, scenario
    from judge.engine.build import build

    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Bob", "in play", "Grizzly Bears")]))
    context.abilities_in_play(game)
    assert context.abilities_in_play(game)[3] == frozenset()
    before = list(game.triggers.pending)
    # nothing asked of any permanent: the board has no "at the beginning of" ability
    monkeypatch.setattr(Game, "chars", lambda self, o: (_ for _ in ()).throw(AssertionError("looked at")))
    game.derived.chars.clear()
    triggers.step_begins(game)
    assert list(game.triggers.pending) == before


def test_a_permanent_is_looked_at_again_once_the_state_changed_while_others_triggered(monkeypatch):
    """Where a trigger changes the state (a new ``derived``) mid-loop, every later permanent is
    looked at as before, not only those the first state had."""
    from judge.engine.build import build
    from tests.engine.support import obj, scenario

    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears") for _ in range(3)]))
    ids = list(game.in_play)
    monkeypatch.setattr(context, "abilities_in_play", lambda g: ((), (), (), frozenset(ids[:1])))
    monkeypatch.setattr(triggers, "abilities_in_play", context.abilities_in_play)
    looked = []
    real_chars = type(game).chars

    def chars(self, o):
        looked.append(o if isinstance(o, int) else o.id)
        if len(looked) == 1:
            self.changed()  # (as though the first one's trigger changed the state)
        return real_chars(self, o)

    monkeypatch.setattr(type(game), "chars", chars)
    game.derived.chars.clear()
    triggers.step_begins(game)
    assert looked == ids  # the first (in the set), then the others once the state had changed


# --------------------------------------------------------------------------- copies of one ability


class _Pending:
    def __init__(self, source, text, event, delayed=None):
        self.source, self.ability, self.event, self.delayed = source, ir.TriggeredAbility(
            trigger=ir.Trigger(event=ir.TriggerEvent.COMES_INTO_PLAY), effects=(), text=text), event, delayed


class _Game:
    def __init__(self, pending):
        self.triggers = type("T", (), {"pending": pending})()


def _by_definition(game, ab, sid, ev) -> bool:
    key = triggers._event_key(ev)
    return any(p.source == sid and p.delayed is None and p.ability.text == ab.text and triggers._event_key(p.event) == key
               for p in game.triggers.pending)


def test_another_copy_is_found_as_its_event_key_says():
    rng = random.Random(7)
    kinds = [EventKind.ZONE, EventKind.DAMAGE, EventKind.TAP]
    pool = [None] + [Event(rng.choice(kinds), obj=rng.choice([None, 1, 2, 3]), new=rng.choice([None, 4, 5]),
                           player=rng.choice([None, "Alice", "Bob"]), amount=rng.choice([0, 1, 2]),
                           from_zone=rng.choice([None, "in play"]), to_zone=rng.choice([None, "graveyard"]))
                     for _ in range(12)]
    # equal events that are other objects: the key decides, not identity
    pool += [Event(e.kind, obj=e.obj, new=e.new, player=e.player, amount=e.amount, from_zone=e.from_zone,
                   to_zone=e.to_zone) for e in pool[1:10]]
    found = 0
    for _ in range(3000):
        pending = [_Pending(rng.choice([1, 2]), rng.choice(["a", "b"]), rng.choice(pool),
                            delayed=rng.choice([None, None, None, "d"])) for _ in range(rng.randint(0, 6))]
        game = _Game(pending)
        ab = _Pending(0, rng.choice(["a", "b"]), None).ability
        sid, ev = rng.choice([1, 2]), rng.choice(pool)
        want = _by_definition(game, ab, sid, ev)
        assert triggers._another_copy(game, ab, sid, ev) is want
        found += want
    assert 100 < found < 2900, found  # (both answers met often)


# --------------------------------------------------------------------------- loops instead of any()


def test_has_keyword_is_the_keywords_definition():
    kws = [ir.Keyword(name="flying"), ir.Keyword(name="landwalk", param="forest"), ir.Keyword(name="banding")]
    for abilities in ([], kws, kws[1:], [ir.StaticAbility(effects=()), kws[1]]):
        ch = characteristics.Chars("X", ("creature",), (), (), (), 1, 1, list(abilities))
        for name, param in (("flying", None), ("landwalk", None), ("landwalk", "forest"), ("landwalk", "island"),
                            ("banding", None), ("trample", None)):
            assert ch.has_keyword(name, param) is any(
                k.name == name and (param is None or k.param == param) for k in ch.keywords), (abilities, name, param)


def test_unroll_leaves_a_scenario_without_a_loop_as_it_is():
    from tests.engine.support import scenario

    scn = scenario()
    assert loops.unroll(scn) is scn


def test_rules_affecting_keeps_this_states_answer_none_included(monkeypatch):
    from judge.engine.build import build
    from tests.engine.support import obj, scenario

    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears")]))
    oid = game.in_play[0]
    assert evasion.none_apply(game)
    assert evasion.rules_affecting(game, oid, ir.CantAttack) == []
    assert game.derived.values[("rules affecting", oid, (ir.CantAttack,))] == ()
    # asked again in this state: the kept answer, nothing worked out again
    monkeypatch.setattr(evasion, "none_apply", lambda g: (_ for _ in ()).throw(AssertionError("asked again")))
    assert evasion.rules_affecting(game, oid, ir.CantAttack) == []
    monkeypatch.undo()
    # a change of state: asked afresh (a restriction from a resolution applies now)
    game.turns.add_turn_rule(TurnRule(obj=oid, rule=ir.CantAttack(), turn=None, source=None, text="can't attack"))
    hits = evasion.rules_affecting(game, oid, ir.CantAttack)
    assert [h.text for h in hits] == ["can't attack"] and hits[0].resolved
