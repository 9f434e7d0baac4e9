"""(fifty-eighth session) Comprehensions and generators the engine ran for every step, action or
card, written as loops or skipped where they had nothing to do: each the same answer as the
comprehension it replaces (written here as it was), and the cases it skips covered."""

from __future__ import annotations

import random

from judge.engine import trace as T
from judge.engine.outcome import Step
from judge.engine.state import ContinuousEffects


def _plain_freeze(n) -> Step:
    """A step frozen as _freeze froze it before: a comprehension over its children."""
    if type(n) is Step:
        return n
    return Step(n.text, n.rules, tuple([_plain_freeze(c) for c in n.children]) if n.children else (), n.kind, n.line)


def _told(seed: int) -> T.Tracer:
    """A trace of steps and nested steps, some with children given afterwards (Tracer.under_last)."""
    rng = random.Random(seed)
    tracer = T.Tracer()

    def write(depth: int) -> None:
        for i in range(rng.randint(0, 4)):
            roll = rng.random()
            if roll < 0.5 or depth > 3:
                tracer.step(f"step {depth}.{i}", "101.1", kind=rng.choice(("", "combat")))
            elif roll < 0.8:
                with tracer.nest(f"nest {depth}.{i}", "101.1"):
                    write(depth + 1)
            else:
                tracer.step(f"later {depth}.{i}", "101.1")
                mark = tracer.mark()
                tracer.step(f"under {depth}.{i}", "101.2")
                taken = tracer.take(mark)
                tracer.under_last(taken)

    write(0)
    return tracer


def test_a_frozen_trace_is_the_comprehension_s():
    kinds = set()
    for seed in range(300):
        tracer = _told(seed)
        want = tuple(_plain_freeze(n) for n in tracer._root)
        assert tracer.steps() == want and repr(tracer.steps()) == repr(want)
        for n in tracer._root:
            if type(n) is not Step:
                kinds.add(("all leaves" if all(type(c) is Step for c in n.children) else "nested")
                          if n.children else "empty")
    assert kinds == {"all leaves", "nested", "empty"}


def test_a_step_with_children_frozen_once_keeps_them_in_order():
    tracer = T.Tracer()
    with tracer.nest("outer", "101.1"):
        tracer.step("a", "101.1")
        tracer.step("b", "101.2")
    [outer] = tracer.steps()
    assert [c.text for c in outer.children] == ["a", "b"] and type(outer.children) is tuple
    assert tracer.steps()[0] is outer  # (kept once the trace is finished)


class _Game:
    changes = 0

    def changed(self) -> None:
        self.changes += 1


def test_ending_effects_of_none_ends_none_and_changes_nothing():
    effects = ContinuousEffects()
    game = _Game()
    effects.bind(game)
    asked = []
    before = effects.changes
    gone = effects.end_effects(lambda e: asked.append(e) or True)
    assert gone == [] and type(gone) is list and asked == [] and effects.changes == before and game.changes == 0
    effects.items = ["a", "b", "c"]
    gone = effects.end_effects(lambda e: e != "b")
    assert gone == ["a", "c"] and effects.items == ["b"] and effects.changes == before + 1 and game.changes == 1
    assert effects.end_effects(lambda e: False) == [] and effects.items == ["b"] and game.changes == 1


def test_entering_a_nested_step_gives_none_and_its_steps_nest():
    tracer = T.Tracer()
    with tracer.nest("outer", "101.1") as entered:
        assert entered is None and not tracer.idle()
        with tracer.nest("inner", "101.2") as inner:
            assert inner is None
            tracer.step("leaf", "101.3")
        tracer.step("after", "101.4")
    assert tracer.idle()
    [outer] = tracer.steps()
    assert [c.text for c in outer.children] == ["inner", "after"]
    assert [c.text for c in outer.children[0].children] == ["leaf"]
    assert T.Tracer.__enter__(tracer) is None if not isinstance(T.Tracer.__dict__["__enter__"], staticmethod) \
        else T.Tracer.__enter__() is None


def test_the_frequent_actions_told_by_type_take_the_branch_isinstance_took():
    """driver._do_action tells Pass, Cast, Activate, PlayLand and ManaAbility by their type before its
    isinstance chain: the same branch, since no class the chain asks before an action's own is one
    of its bases; do_action tells a Pass without asking whether it is a loop's note."""
    import inspect

    from judge.dsl import ast as A
    from judge.engine import driver, loops

    source = inspect.getsource(driver._do_action)
    chain = source[source.index("elif isinstance(act, PlayLand)"):]
    asked = []
    for line in chain.splitlines():
        line = line.strip()
        if line.startswith(("if isinstance(act, ", "elif isinstance(act, ")):
            names = line.split("isinstance(act, ", 1)[1].split(")", 1)[0].strip("(").split(", ")
            asked.append(tuple(getattr(A, n) for n in names))
    assert asked[0] == (A.PlayLand,) and len(asked) > 10
    for cls, handled in ((A.Pass, "do_pass"), (A.Cast, "cast_spell"), (A.Activate, "activate"),
                         (A.PlayLand, "play_land"), (A.ManaAbility, "mana_ability_action")):
        first = next(i for i, kinds in enumerate(asked) if issubclass(cls, kinds))
        assert all(not issubclass(cls, kinds) for kinds in asked[:first])
        branch = chain.split("isinstance(act, ")[first + 1].split("\n")[1]
        assert handled in branch, (cls, branch)
        assert f"t is {cls.__name__}:\n" in source and handled in source.split(f"t is {cls.__name__}:\n")[1].split("\n")[0]
    assert not issubclass(A.Pass, loops.LoopNote) and not issubclass(loops.LoopNote, A.Pass)
