"""(seventy-first session) Fewer calls a scenario, the outcomes the same:

- a frozen class's generated ``__init__`` writes its fields into the instance dict with ``|=`` of a
  dict literal (not ``__dict__.update`` of it: a call a made object — a trace step, a view);
- what a state has found already (the abilities in play, the static rules of a class, the effects
  in order, what applies to a permanent, whether no state-based effect applies) is looked up in
  ``Derived.values`` with ``in`` and a subscript, not ``dict.get``'s call, and the hottest askers of
  the abilities in play (priority's checks, the detection of triggered abilities) take it from there
  without a call of ``abilities_in_play``;
- ``Game.computed`` (a count no engine code read) is gone.
"""

from __future__ import annotations

import cProfile
import dataclasses
import functools
import importlib
import pstats
import sys
from pathlib import Path

import pytest

from judge._speed import fastdataclass as FD
from judge.dsl import parse
from judge.engine import characteristics, context, evasion, priority, sba, triggers
from judge.engine.build import build
from judge.engine.outcome import ObjectView, Step
from judge.engine.trace import Tracer
from judge.suite.runner import run_file
from tests.bundled import bundled_scenarios

ROOT = Path(__file__).resolve().parents[2]
HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _c_calls(make) -> list[str]:
    """The calls of built-in functions and methods made while ``make()`` runs."""
    seen: list[str] = []

    def profile(frame, event, arg):
        if event == "c_call":
            seen.append(getattr(arg, "__qualname__", getattr(arg, "__name__", "?")))

    sys.setprofile(profile)
    try:
        make()
    finally:
        sys.setprofile(None)
    return seen[:-1]  # (setprofile's own call)


def test_a_frozen_record_is_made_without_a_call_of_a_builtin():
    assert _c_calls(lambda: Step("Bob passes priority", ("408.1",), (), "", 3)) == []
    view_args = list(range(len(dataclasses.fields(ObjectView))))
    assert _c_calls(lambda: ObjectView(*view_args)) == []


@pytest.mark.every_python
def test_a_frozen_record_holds_its_fields_in_order_and_stays_frozen():
    s = Step("Bob passes priority", ("408.1",), (), "pass", 3)
    if sys.version_info < (3, 13):
        # (a combined dict, as __dict__.update of a literal made it — not a split one, whose attributes 3.11 reads
        # ~4x slower). From 3.13 an instance's attributes live in its inline values and the dict ``vars`` shows
        # shares its class's keys whatever made it (__dict__.update included: 296 bytes against a copy's 272 for
        # two fields): there that is the fast layout — its attributes read as fast as an instance's set one by one (3.13.0:
        # 8M reads 0.092 s either way) — and no combined dict is made or wanted. Under every Python
        # (every_python): CI's share had run this only under 3.11 and 3.12, where it held, and it failed under 3.13.
        assert sys.getsizeof(vars(s)) == sys.getsizeof(dict(vars(s)))
    assert list(vars(s).items()) == [("text", "Bob passes priority"), ("rules", ("408.1",)), ("children", ()),
                                     ("kind", "pass"), ("line", 3)]
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.text = "other"  # type: ignore[misc]
    assert s == Step("Bob passes priority", ("408.1",), (), "pass", 3) and hash(s) == hash(Step(*vars(s).values()))


def test_a_field_named_as_the_generated_init_s_own_name_is_held():
    """The generated ``__init__`` names the instance dict with a name no field has."""
    src = ("from __future__ import annotations\n@dataclass(frozen=True)\nclass Odd:\n    _d: int\n    _d_: str\n"
           "    other: tuple = field(default_factory=tuple)\n")
    importlib.import_module("judge.engine.mana_limits")  # (dataclasses reads the module a class names)
    ns: dict = {"dataclass": FD.dataclass_for("engine"), "field": dataclasses.field, "__name__": "judge.engine.mana_limits"}
    exec(compile(src, "<test>", "exec"), ns)
    odd = ns["Odd"](1, "x")
    assert vars(odd) == {"_d": 1, "_d_": "x", "other": ()} and list(vars(odd)) == ["_d", "_d_", "other"]
    assert repr(odd) == "Odd(_d=1, _d_='x', other=())"
    source = FD._class_source((True, True, False, (("_d", True, True, True, True, ""), ("_d_", True, True, True, True, ""))),
                              "_odd")
    assert "_d__ = self.__dict__" in source and "_d__ |= {" in source and "update" not in source


#: The functions that look in a state's values (and the kept ones) without dict.get's call.
_LOOKERS = {
    (characteristics.compute.__code__.co_filename, "compute"), (characteristics.__file__, "ordered_effects"),
    (characteristics.__file__, "_may_apply"), (context.__file__, "abilities_in_play"),
    (context.__file__, "static_rules"), (context.__file__, "static_abilities"),
    (context.__file__, "rule_classes_in_play"), (sba.__file__, "collect"),
    (evasion.__file__, "rules_affecting"),
}


def _profiled(paths: list[Path]) -> pstats.Stats:
    assert _afresh() > 50  # (kept parses: the profiled run is a warm one — the check below, made once a file, is its warm run)
    prof = cProfile.Profile()
    prof.enable()
    try:
        results = [run_file(p) for p in paths]
    finally:
        prof.disable()
    assert [(r.path, r.message) for r in results if r.status != "pass"] == []
    return pstats.Stats(prof)


def _callers(stats: pstats.Stats, name: str, filename: str = "~") -> dict:
    found: dict = {}
    for (file, _line, func), (_cc, _nc, _tt, _ct, callers) in stats.stats.items():  # type: ignore[attr-defined]
        if func == name and file == filename or (filename == "~" and func == name):
            for (cfile, _cline, cfunc), v in callers.items():
                found[(cfile, cfunc)] = found.get((cfile, cfunc), 0) + (v[1] if isinstance(v, tuple) else v)
    return found


#: A sample of the bundled scenarios: every 60th, and those naming an Anthem or a lord (static abilities).
SAMPLE = list(bundled_scenarios()[::60])


def test_a_state_s_values_are_looked_in_without_dict_get():
    stats = _profiled(SAMPLE)
    gets = _callers(stats, "<method 'get' of 'dict' objects>")
    assert sum(gets.values()) > 1_000  # (the profile sees dict.get's calls elsewhere)
    assert {k: v for k, v in gets.items() if k in _LOOKERS} == {}
    assert sum(_callers(stats, "static_rules", context.__file__).values()) > 1_000
    updates = _callers(stats, "<method 'update' of 'dict' objects>")
    assert {k: v for k, v in updates.items() if k[1] == "__init__" and "_methods.py" in k[0]} == {}


def test_the_abilities_in_play_are_worked_out_by_priority_and_triggers_only_where_a_state_has_none():
    """priority's checks and the detection of triggered abilities call ``abilities_in_play`` only in a state
    that has not found them yet; what they find is what it says."""
    assert _afresh() > 50


@functools.cache
def _afresh() -> int:
    """The sample played with priority's and the triggers' ``abilities_in_play`` checked to be called only in a
    state that has not found them (each scenario passing); how many times they were. Played once a file: it is
    the warm run of :func:`_profiled` too (a run of the sample before, eighty-sixth session)."""
    real = context.abilities_in_play
    made = {"asked": 0}

    def only_afresh(game):
        made["asked"] += 1
        assert "abilities in play" not in game.derived.values  # (found already: taken without a call)
        return real(game)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(priority, "abilities_in_play", only_afresh)
        mp.setattr(triggers, "abilities_in_play", only_afresh)
        results = [run_file(p) for p in SAMPLE]
    assert [(r.path, r.message) for r in results if r.status != "pass"] == []
    return made["asked"]


def test_the_game_counts_no_computations():
    game = build(parse(HEAD + "Alice in play: Grizzly Bears\n", "computed.mtg"), Tracer())
    game.chars(game.in_play[0])
    assert not hasattr(game, "computed") and "computed" not in game.save()
