"""Every outcome: open choices are explored, one outcome per combination (DESIGN: explore)."""

from __future__ import annotations

import dataclasses
import functools
from typing import Optional

from judge.dsl import ast as A
from judge.engine import simulate
from tests.engine.support import R, obj, scenario
from tests.sampling import spread


def _zone(out, name):
    return [o.zone for o in out.final.objects if o.name == name]


def test_may_explored_both_ways():
    scn = scenario(objects=[obj("Alice", "hand", "Gravedigger"), obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all", until=A.Until.STACK_EMPTY)])
    outs = simulate(scn)
    assert len(outs) == 2
    by = {str(o.choices[0]).split(" (")[0]: o for o in outs}
    assert _zone(by["Alice chooses yes"], "Grizzly Bears") == ["hand"]
    assert _zone(by["Alice chooses no"], "Grizzly Bears") == ["graveyard"]
    assert all("410.5" in o.cited() for o in outs)


def test_target_choice_explored():
    scn = scenario(objects=[obj("Alice", "hand", "Uktabi Orangutan"), obj("Bob", "in play", "Howling Mine"),
                            obj("Bob", "in play", "Ornithopter")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Uktabi Orangutan")), A.Pass("all", until=A.Until.STACK_EMPTY)])
    outs = simulate(scn)
    assert len(outs) == 2
    destroyed = sorted(o.name for out in outs for o in out.final.objects if o.zone == "graveyard" and o.owner == "Bob")
    assert destroyed == ["Howling Mine", "Ornithopter"]


def test_scenario_answer_is_not_explored():
    scn = scenario(objects=[obj("Alice", "hand", "Gravedigger"), obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all"), A.Choose("Alice", "may", ("no",))])
    outs = simulate(scn)
    assert len(outs) == 1 and outs[0].choices == ()


def test_nested_choices_and_order():
    # Gravedigger's trigger and two Soul Wardens' trigger together: 3! orders, then the may: 12 outcomes.
    scn = scenario(objects=[obj("Alice", "in play", "Soul Warden", label="w1"), obj("Alice", "in play", "Soul Warden", label="w2"),
                            obj("Alice", "hand", "Gravedigger"), obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all", until=A.Until.STACK_EMPTY)])
    outs = simulate(scn)
    assert len(outs) == 12
    assert len({o.choices for o in outs}) == 12
    assert [o.choices for o in outs] == [o.choices for o in simulate(scn)]
    from judge.engine.explore import explore

    assert outs == explore(scn, branching=False)
    assert all(o.final.player("Alice").life == 22 for o in outs)


def test_bound(monkeypatch):
    from judge.engine import explore

    scn = scenario(objects=[obj("Alice", "in play", "Soul Warden", label="w1"), obj("Alice", "in play", "Soul Warden", label="w2"),
                            obj("Alice", "hand", "Gravedigger"), obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all", until=A.Until.STACK_EMPTY)])
    outs = explore.explore(scn, max_outcomes=3)
    assert len(outs) == 3 and "exploration stopped" in outs[-1].notes[0]


def test_a_restored_game_carries_its_own_prevention_shield():
    """Game.save/restore (422.1 reversal, and the explorer's checkpoints) copy a prevention
    shield with what is left of it (419.7b): the restored shield is the one that prevents and
    is used up, so no "0 damage is prevented" step follows and none is left behind."""
    from pathlib import Path

    from judge.dsl import parse
    from judge.engine.driver import run

    path = Path(__file__).resolve().parents[2] / "scenarios/rules/422-1-reversal-keeps-prevention-shield.mtg"
    out = run(parse(path.read_text(), str(path)))
    texts = [st.text for s in out.steps for st in s.walk()]
    prevented = [t for t in texts if "damage to Alice is prevented" in t]
    assert len(prevented) == 1 and prevented[0].startswith("3 damage to Alice is prevented"), prevented
    assert out.final.player("Alice").life == 17


def _parsed(k=0):
    """A fixed sample of 180 bundled scenarios (tests/sampling.py ``spread``: turning with the
    Python, so CI's three runs check 540), each with its parse."""
    from pathlib import Path

    from judge.dsl import parse

    root = Path(__file__).resolve().parents[2] / "scenarios"
    for path in spread(sorted(root.rglob("*.mtg")), 180, k):
        yield path, parse(path.read_text(), str(path))


def _bundled(min_outcomes, k=0):
    """Those of :func:`_parsed`'s sample with at least ``min_outcomes`` outcomes (``simulate``'s)."""
    for path, scn in _parsed(k):
        outs = simulate(scn)
        if len(outs) >= min_outcomes:
            yield path, scn, outs


def test_branching_from_a_kept_game_gives_exactly_the_outcomes_of_replaying():
    """The explorer goes on from a copy of the game kept as the action of a choice begins;
    every outcome (choices, trace, final state) is the one replaying from the start gives."""
    from judge.engine import explore

    seen = 0
    for path, scn, outs in _bundled(2):
        assert outs == explore.explore(scn, branching=False), path
        seen += 1
    assert seen >= 7


def test_a_copy_of_the_game_shares_no_state_with_it():
    """Game.copy: equal state, and no list, dict, set or mutable record shared (a change to
    one never shows in the other) — but the turn's memory's containers, shared in a form that
    refuses every write (copy-on-write, judge._speed.shared_parts), whose members are looked at
    as the rest, and the objects gone from their zones (217.8), which refuse every write too
    (judge.engine.objects.GoneObject; tests/engine/test_gone_objects80.py), and the fields of the records that
    share them whole until a verb writes (judge.engine.state.FIELDS_SHARED: a record of each game's own holding
    one dict, each verb writing taking its own first — tests/engine/test_records_shared84.py)."""

    from judge._speed.shared_parts import is_shared
    from judge.engine.state import FIELDS_SHARED

    from judge.engine.build import build
    from judge.engine.decider import OpenChoice, ScenarioDecider
    from judge.engine.driver import do_action, start
    from judge.engine.game import Game
    from judge.engine.objects import GoneObject, LastKnown, LastKnownObject

    def mutable(x):
        return (isinstance(x, (list, dict, set)) and not is_shared(x)) or _record_fields(type(x)) is not None

    def reachable(x, out):
        if isinstance(x, LastKnown):  # shared by design: made once and never changed (413.2f)
            assert isinstance(x.obj, LastKnownObject)
            return out
        if type(x) is GoneObject:  # shared by design: in no zone, every write refused (217.8)
            assert x.zone is None and is_shared(x.counters)
            return out
        if id(x) in out or not (mutable(x) or isinstance(x, tuple) or is_shared(x)):
            return out
        if mutable(x):
            out[id(x)] = x
        if mutable(x) and not isinstance(x, (list, dict, set)) and getattr(x, "_shared", False):
            assert type(x) in FIELDS_SHARED  # (the record each game's own, its fields shared by design)
            return out
        items = (x.values() if isinstance(x, dict) else x if isinstance(x, (list, set, frozenset, tuple)) else vars(x).values())
        for v in list(items) + (list(x.keys()) if isinstance(x, dict) else []):
            reachable(v, out)
        return out

    checked = 0
    # (the whole sample: simulated to keep those with an outcome until the ninetieth session, a third of the test's
    # CPU, it kept them all — the explorer's first run always ends in an outcome or a raise, explore.py)
    for path, scn in _parsed(k=1):  # (all took ~8 s of each CI run)
        game = build(scn)
        game.decider = ScenarioDecider(scn.actions, scn.path)
        try:
            start(game)  # (a scenario that leaves the attack open stops here: nothing done yet)
        except OpenChoice:
            pass
        try:
            for i, act in enumerate(scn.actions[:3]):
                game.decider.cursor = i
                do_action(game, act)
        except Exception:  # noqa: BLE001 - a scenario whose next line answers a choice: stop here
            pass
        copy = game.copy()
        state = {k: v for k, v in vars(game).items() if k not in Game._NOT_STATE}
        copied = {k: v for k, v in vars(copy).items() if k not in Game._NOT_STATE}
        assert copied.keys() == state.keys()
        assert _canonical(copied) == _canonical(state), path  # (a set's order in its repr is no state)
        shared = reachable(state, {}).keys() & reachable(copied, {}).keys()
        assert not shared, (path, [type(reachable(state, {})[i]).__name__ for i in shared])
        checked += 1
    assert checked > 150  # (of the 180 sampled: the rest are errors by design)


@functools.cache
def _record_fields(cls) -> Optional[tuple[str, ...]]:
    """The field names of a mutable record's class (a dataclass not frozen: a game object, the game's
    memories of judge.engine.state), else None — asked once a class, not at each of ~150,000 values."""
    if dataclasses.is_dataclass(cls) and not cls.__dataclass_params__.frozen:
        return tuple(f.name for f in dataclasses.fields(cls))
    return None


def _canonical(x):
    """``repr`` of a game's state, sets and frozensets with their items sorted (a copied set may
    list the same items in another order: audit 9906, Tropical Storm's damage pairs)."""
    if isinstance(x, dict):
        return "{" + ", ".join(f"{k!r}: {_canonical(v)}" for k, v in x.items()) + "}"
    if isinstance(x, (list, tuple)):
        return type(x).__name__ + "[" + ", ".join(_canonical(v) for v in x) + "]"
    if isinstance(x, (set, frozenset)):
        return type(x).__name__ + "{" + ", ".join(sorted(_canonical(v) for v in x)) + "}"
    names = _record_fields(type(x))  # (of a class itself: None, type's fields being none)
    if names is not None:
        # (a mutable record: a game object, the game's memories of judge.engine.state)
        return type(x).__name__ + "(" + ", ".join(f"{name}={_canonical(getattr(x, name))}" for name in names) + ")"
    return repr(x)


def test_branches_after_choices_made_in_earlier_actions():
    """Choices in two actions: the branches of the second go on from a game kept as its
    action begins, carrying the first choice taken (its record included)."""
    from judge.engine.explore import explore

    scn = scenario(objects=[obj("Alice", "hand", "Gravedigger", label="g1"), obj("Alice", "hand", "Gravedigger", label="g2"),
                            obj("Alice", "graveyard", "Grizzly Bears", label="b1"),
                            obj("Alice", "graveyard", "Grizzly Bears", label="b2")], mana_tracked=False,
                   actions=[A.Cast("Alice", R(label="g1")), A.Pass("all", until=A.Until.STACK_EMPTY),
                            A.Cast("Alice", R(label="g2")), A.Pass("all", until=A.Until.STACK_EMPTY)])
    outs = simulate(scn)
    assert outs == explore(scn, branching=False)
    assert len({o.choices for o in outs}) == len(outs) >= 4
    firsts = {str(o.choices[0]).split(" (")[0] for o in outs}
    assert firsts == {"Alice chooses yes", "Alice chooses no"}
    # both Gravediggers said yes: both Bears back in hand
    both = [o for o in outs if [str(c).split(" (")[0] for c in o.choices].count("Alice chooses yes") == 2]
    assert both and all(_zone(o, "Grizzly Bears") == ["hand", "hand"] for o in both)
    # the first choice answered by a line of the scenario: branches from the kept game skip
    # that line (already used) as the replay does
    scn = scenario(objects=[obj("Alice", "hand", "Gravedigger", label="g1"), obj("Alice", "hand", "Gravedigger", label="g2"),
                            obj("Alice", "graveyard", "Grizzly Bears", label="b1"),
                            obj("Alice", "graveyard", "Grizzly Bears", label="b2")], mana_tracked=False,
                   actions=[A.Cast("Alice", R(label="g1")), A.Pass("all"), A.Choose("Alice", "may", ("no",)),
                            A.Cast("Alice", R(label="g2")), A.Pass("all", until=A.Until.STACK_EMPTY)])
    outs = simulate(scn)
    assert outs == explore(scn, branching=False) and len(outs) >= 2


def test_the_alternatives_of_a_choice_go_on_from_a_kept_game(monkeypatch):
    """Only the first two runs build the game: the first keeps nothing (most scenarios make no
    open choice), the second keeps the game as the choice's action begins, and every other
    alternative of that choice goes on from a copy of it."""
    from judge.engine import driver, explore

    builds = []
    real = driver.build
    monkeypatch.setattr(driver, "build", lambda *a, **k: builds.append(1) or real(*a, **k))
    scn = scenario(objects=[obj("Alice", "in play", "Grizzly Bears", label="b1"),
                            obj("Alice", "in play", "Grizzly Bears", label="b2"),
                            obj("Alice", "in play", "Grizzly Bears", label="b3"),
                            obj("Alice", "hand", "Lightning Bolt")], mana_tracked=False,
                   actions=[A.Pass("all"), A.Cast("Alice", R(name="Lightning Bolt")),
                            A.Pass("all", until=A.Until.STACK_EMPTY)])
    outs = explore.explore(scn)
    assert len(outs) >= 3  # a target of the player's choice: each Bears and each player at least
    assert len(builds) == 2
    assert outs == explore.explore(scn, branching=False)


def test_the_records_copied_field_by_field_hold_mutable_values_only_in_the_fields_named():
    """Game.copy copies a game object's counters and a Chars' lists and shares every other field
    (judge.engine.game._FIELDS_TO_COPY): each other field must be declared with an immutable type."""
    import dataclasses
    import re

    from judge.engine.game import _FIELDS_TO_COPY

    immutable = re.compile(r"(Optional\[)?(int|str|bool|CardDef|ir\.Filter|Zone|tuple\[[\w\[\], .]*\])\]?")
    for record, mutable in _FIELDS_TO_COPY.items():
        for f in dataclasses.fields(record):
            if f.name in mutable:
                assert re.match(r"(list|dict)\b", str(f.type)), (record.__name__, f.name, f.type)
            else:
                assert immutable.fullmatch(str(f.type)), (record.__name__, f.name, f.type)


def test_choices_made_as_a_step_begins_branch_from_the_pass_before_it(monkeypatch):
    """The blocks and the division of combat damage are chosen as their step begins, in the
    pass that ends the step before (``all pass until …``): their other alternatives go on from
    the game kept between two passes of that action (driver.PassesUntil), not from the action's
    start — the same outcomes as replaying each run from the start, fewer declare blockers
    steps begun than outcomes."""
    from judge.dsl import parse
    from judge.engine import combat, explore

    text = ("player Alice\nplayer Bob\nturn Alice, declare attackers\n"
            "Alice in play: Hill Giant as @g1, Hill Giant as @g2, Scaled Wurm as @w\n"
            "Bob in play: Grizzly Bears as @b0, Grizzly Bears as @b1, Grizzly Bears as @b2\n"
            "Alice attacks with @g1, @g2, @w\nall pass until the end of combat step\n")
    scn = parse(text, "t.mtg")
    begun = []
    real = combat.declare_blockers_step
    monkeypatch.setattr(combat, "declare_blockers_step", lambda *a, **k: begun.append(1) or real(*a, **k))
    outs = explore.explore(scn, max_outcomes=300)
    assert len(outs) > 100 and len({o.choices for o in outs}) == len(outs)
    assert len(begun) < len(outs) / 2  # (each block declaration's divisions of damage go on from the pass before them)
    assert outs == explore.explore(scn, max_outcomes=300, branching=False)


def test_a_second_choice_at_the_point_a_run_went_on_from_goes_on_from_the_same_kept_game(monkeypatch):
    """Two divisions of combat damage made in one pass (two attackers each blocked by several):
    a run that went on from the game kept at that pass copies nothing there, and the second
    division's other alternatives go on from that same kept game — not from the scenario's
    start — with the outcomes of replaying every run from the start."""
    from judge.dsl import parse
    from judge.engine import driver, explore

    text = ("player Alice\nplayer Bob\nturn Alice, declare attackers\n"
            "Alice in play: Hill Giant as @g1, Hill Giant as @g2, Scaled Wurm as @w\n"
            "Bob in play: " + ", ".join(f"Grizzly Bears as @b{i}" for i in range(5)) + "\n"
            "Alice attacks with @g1, @g2, @w\nall pass until the end of combat step\n")
    scn = parse(text, "t.mtg")
    builds = []
    real = driver.build
    monkeypatch.setattr(driver, "build", lambda *a, **k: builds.append(1) or real(*a, **k))
    outs = explore.explore(scn, max_outcomes=1000)
    assert len(outs) == 1000
    seconds = [o for o in outs if sum(1 for c in o.choices if "damage" in str(c)) >= 2]
    assert len(seconds) > 100  # (runs making two divisions in the pass: the case this is about)
    assert len(builds) <= 4  # (33 before: each run going on from a kept division replayed its second from the start)
    builds.clear()
    assert outs == explore.explore(scn, max_outcomes=1000, branching=False)


def test_a_run_s_decider_and_its_copies_are_freed_without_the_garbage_collector(monkeypatch):
    """The entry point runs with the cyclic garbage collector off (judge.cli): a run's decider,
    its keeper and the games it kept make no reference cycle, so each goes as the explorer
    is done with it (a cycle kept every run's copies: 154 MB for ten Gravediggers' outcomes)."""
    import gc
    import weakref

    from judge.dsl import parse
    from judge.engine import explore

    text = ("player Alice\nplayer Bob\nturn Alice, declare attackers\n"
            "Alice in play: Hill Giant as @g1, Scaled Wurm as @w\n"
            "Bob in play: Grizzly Bears as @b0, Grizzly Bears as @b1\n"
            "Alice attacks with @g1, @w\nall pass until the end of combat step\n")
    scn = parse(text, "t.mtg")
    made = []
    real = explore.ExploringDecider.__init__

    def init(self, *a, **k):
        real(self, *a, **k)
        made.append(weakref.ref(self))

    monkeypatch.setattr(explore.ExploringDecider, "__init__", init)
    was = gc.isenabled()
    gc.disable()
    try:
        outs = explore.explore(scn)
        assert len(outs) > 4 and len(made) == len(outs)
        assert [r for r in made if r() is not None] == []
    finally:
        if was:
            gc.enable()


def test_choices_made_as_a_later_object_resolves_branch_from_after_its_resolution(monkeypatch):
    """``all pass until the stack is empty`` keeps the game within a pass, as an object has
    resolved and the check after it (408.1b) is to be made (driver.PassesUntilEmpty.resolved): the
    orders of the triggers a Shock's resolution makes (410.3), under a Lightning Bolt that resolves
    first, go on from the game kept after the Shock resolved — the Bolt and the Shock resolve in
    the two runs from the start only (not again in each order's branch), and the outcomes are
    those of replaying each run from the start."""
    from judge.dsl import parse
    from judge.engine import explore, turn

    cards = "".join(f'card "Chalice {c}"\n  type Artifact\n  text "Whenever a creature is put into a graveyard '
                    f'from play, you gain {i + 1} life."\n' for i, c in enumerate("ABC"))
    text = (cards + "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
            "Alice in play: Chalice A, Chalice B, Chalice C\nBob in play: Grizzly Bears\n"
            "Alice hand: Shock, Lightning Bolt\nAlice casts Shock targeting Grizzly Bears\n"
            "Alice casts Lightning Bolt targeting Bob\nall pass until the stack is empty\n")
    scn = parse(text, "t.mtg")
    resolved = []
    real = turn.begin_resolution
    monkeypatch.setattr(turn, "begin_resolution", lambda game: resolved.append(game.stack.items[0].name) or real(game))
    outs = explore.explore(scn)
    assert len(outs) == 6 and len({o.choices for o in outs}) == 6
    assert resolved.count("Lightning Bolt") == 2 and resolved.count("Shock") == 2
    resolved.clear()
    assert outs == explore.explore(scn, branching=False)
    assert resolved.count("Shock") == 6  # (replayed: each order's run resolves the Shock again)
