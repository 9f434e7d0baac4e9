"""(fifty-ninth session) Game.save and copy_state copy an empty list, dict or set themselves, without
copy_state's call: the saved state is the one copy_state made before (c0d42e69) — the same values,
the same sharing among them (one copy of a container met twice), nothing mutable of the original's
— on games taken at every illegal play and every copy of the suite's sample."""

from __future__ import annotations

from pathlib import Path

from judge.engine import game as game_module
from judge.engine.game import _SHARED, Game, copy_state
from judge.errors import JudgeError
from judge.suite.runner import default_simulate, discover, load_scenario
from tests.sampling import spread

ROOT = Path(__file__).resolve().parents[2]


def _save_before(game: Game) -> dict:
    """Game.save as it was: every member not of a shared type copied by copy_state's call."""
    memo: dict = {}
    state = game.__dict__.copy()
    for k in Game._NOT_STATE:
        state.pop(k, None)
    for k, v in state.items():
        if type(v) not in _SHARED:
            state[k] = _copy_before(v, memo)
    return state


def _copy_before(value, memo):
    """copy_state with its callers' empty containers copied by its own call (the branches as they
    were: a record's fields, a dict's values, each by copy_state)."""
    t = type(value)
    if t in _SHARED:
        return value
    key = id(value)
    if key in memo:
        return memo[key]
    if t in game_module._RECORDS:
        out = memo[key] = object.__new__(t)
        fields = value.__dict__.copy()
        fields.pop("_game", None)
        for k, v in fields.items():
            if type(v) not in _SHARED:
                fields[k] = _copy_before(v, memo)
        out.__dict__.update(fields)
        return out
    if t is dict and any(type(k) not in _SHARED for k in value):
        out = memo[key] = {}
        for k, v in value.items():
            out[copy_state(k, memo) if type(k) not in _SHARED and type(k) is not tuple else k] = \
                v if type(v) in _SHARED else _copy_before(v, memo)
        return out
    if t in (list, dict, set) and not value:
        out = memo[key] = value.copy()
        return out
    return copy_state(value, memo)


def _same(a, b, original_ids: set, pairs: dict) -> None:
    """``a`` (the copy made before) and ``b`` (the copy made now) alike: the same types and values, a
    container met twice in one met twice in the other, no mutable value of ``b`` the original's."""
    assert type(a) is type(b)
    t = type(a)
    if t in _SHARED:
        assert a is b or a == b
        return
    if id(a) in pairs:
        assert pairs[id(a)] == id(b), "a container shared in one copy and not the other"
        return
    pairs[id(a)] = id(b)
    if t in (list, dict, set, game_module.GameObject) or t in game_module._RECORDS:
        assert id(b) not in original_ids, f"the copy holds the original's {t.__name__}"
    if t is list or t is tuple:
        assert len(a) == len(b)
        for x, y in zip(a, b):
            _same(x, y, original_ids, pairs)
    elif t is dict:
        assert list(a) == list(b)
        for k in a:
            _same(a[k], b[k], original_ids, pairs)
    elif t is set or t is frozenset:
        assert a == b
    elif hasattr(a, "__dict__"):
        assert list(vars(a)) == list(vars(b))
        for k in vars(a):
            _same(vars(a)[k], vars(b)[k], original_ids, pairs)
    else:
        assert a == b


def _ids(value, out: set) -> set:
    """The ids of the mutable values reachable from ``value`` (the original's)."""
    if id(value) in out or type(value) in _SHARED:
        return out
    if isinstance(value, (list, dict, set)) or hasattr(value, "__dict__"):
        out.add(id(value))
    if isinstance(value, (list, tuple, set, frozenset)):
        for x in value:
            _ids(x, out)
    elif isinstance(value, dict):
        for k, v in value.items():
            _ids(k, out)
            _ids(v, out)
    elif hasattr(value, "__dict__") and not callable(value):
        for k, v in vars(value).items():
            if k != "_game":
                _ids(v, out)
    return out


def test_a_saved_state_is_the_one_copy_state_made_before(monkeypatch):
    save = Game.save
    seen = {"saves": 0, "empty": 0}

    def checking(self):
        state = save(self)
        before = _save_before(self)
        original: set = set()
        for k in before:
            _ids(self.__dict__[k], original)
        assert list(before) == list(state)
        for k in before:
            _same(before[k], state[k], original, {})
        seen["saves"] += 1
        seen["empty"] += sum(1 for v in state.values() if type(v) in (list, dict, set) and not v)
        return state

    monkeypatch.setattr(Game, "save", checking)
    for f in spread(discover([ROOT / "scenarios"]), 400):
        try:
            default_simulate(load_scenario(f))
        except JudgeError:
            pass
    assert seen["saves"] > 30 and seen["empty"] > 30, seen


def test_an_empty_container_met_twice_is_copied_once():
    shared: list = []
    game = Game.__new__(Game)
    game.__dict__.update({"a": shared, "b": {("Alice", "hand"): shared, ("Bob", "hand"): []}})
    state = Game.save(game)
    assert state["a"] == [] and state["a"] is not shared
    assert state["b"][("Alice", "hand")] is state["a"] and state["b"][("Bob", "hand")] is not state["a"]
