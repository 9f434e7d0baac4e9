"""(seventy-second session) Fewer calls a scenario, the outcomes the same:

- what a card's text holds (a delayed ability's instructions naming a reference, a count of what was moved
  "this way", "damage prevented this way", a nested delayed ability; a token maker; a grant of a static
  ability; a count in a bonus) is asked of ``ir.kinds_in`` / ``ir.filter_words_in`` — worked out once for
  each IR object, which is never changed — not of a walk of the text at each resolution; where the kind is
  there, the walk that reads the values is made as before;
- ``characteristics._copy`` makes the copy of a permanent's characteristics in one call (not
  ``dataclasses.replace``'s look at each field).

The kept answers can't go stale: they are keyed by the IR object itself (kept with its answer, its id not
reused while kept), and IR records are frozen. These tests hold the premise (each kind asked is a class with
no subclass, so ``cls in kinds_in(x)`` is ``any(isinstance(n, cls) for n in walk(x))``), the answers against
a walk over every era card's text (each part's against the classes within it worked out from its fields), and the walks no longer made on a second run of bundled scenarios.
"""

from __future__ import annotations

import cProfile
import dataclasses
import functools
import pstats
import sys
from pathlib import Path

import pytest

from judge.cards import ir
from judge.engine import characteristics
from judge.engine.characteristics import Chars
from judge.suite.runner import run_file
from tests.engine.support import catalog_readings

ROOT = Path(__file__).resolve().parents[2]

#: The kinds the engine now asks of ``ir.kinds_in`` in place of a walk.
ASKED = (ir.DelayedTrigger, ir.Created, ir.MovedThisWay, ir.AffectedThisWay, ir.CountMovedThisWay, ir.ResultOf,
         ir.TokenMaker, ir.GrantAbility, ir.LastPaidUpkeep, ir.CountOf, ir.Target)


def test_each_kind_asked_has_no_subclass():
    # (else "cls in kinds_in(x)", the exact classes, would miss a subclass's record that isinstance finds)
    for cls in ASKED + (ir.Filter,):
        assert cls.__subclasses__() == [], cls


@pytest.fixture(scope="module")
def texts():
    """Every catalog card's text the reader reads, both wordings (read once a process: tests/engine/support.py)."""
    return [abilities for _name, _wording, abilities, _nodes in catalog_readings()]


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    """A record class's field names by ``dataclasses.fields`` (not judge's own list of them, which ir.walk reads)."""
    return tuple(f.name for f in dataclasses.fields(cls))


def _classes_within(x, memo: dict) -> frozenset:
    """The class of ``x`` and of every value inside it — a tuple's items, a record's fields, and so on down —
    as walk's docstring defines what it yields ("node and every IR record and tuple inside it"), worked out
    bottom up from a record's ``dataclasses.fields``, not by ir.walk: each object once (``memo``, by id: the
    caller holds every object asked of), where a walk of each part walked its parts again (~half of the
    test's calls, ninetieth session)."""
    found = memo.get(id(x))
    if found is None:
        cls = type(x)
        if isinstance(x, tuple):
            inner = x
        elif dataclasses.is_dataclass(cls) and not issubclass(cls, type):
            inner = [getattr(x, name) for name in _field_names(cls)]
        else:
            inner = ()
        found = memo[id(x)] = frozenset((cls,)).union(*[_classes_within(v, memo) for v in inner])
    return found


def test_kinds_in_answers_as_a_walk_does_for_every_era_card(texts):
    """(Each IR object asked of once: a part met again — an ability's parts walked from the card's text and
    again from the ability, the same object in both wordings — is the same frozen object, whose answer is
    kept by its id (ir.kinds_in), and was checked the first time.)"""
    assert len(texts) > 4000
    # (each object checked, kept by its id — held here, its id isn't reused: as a node, as a part)
    nodes: dict[int, object] = {}
    asked: dict[int, object] = {}
    within: dict[int, frozenset] = {}  # (_classes_within's, by id: every object held by the texts)
    asked_of: dict[type, frozenset] = {}  # (by a class met in a walk: the kinds asked it is a subclass of)
    for text in texts:
        for node in (text, *text.abilities, *((text.spell,) if text.spell is not None else ())):
            if id(node) in nodes:
                continue
            nodes[id(node)] = node
            walked = list(ir.walk(node))
            kinds = ir.kinds_in(node)
            # (a node is an instance of cls just when its class is a subclass: each class met, the kinds asked it is one of)
            instance_of = set()
            for t in set(map(type, walked)):
                of = asked_of.get(t)
                if of is None:
                    of = asked_of[t] = frozenset(cls for cls in ASKED if issubclass(t, cls))
                instance_of |= of
            assert {cls for cls in ASKED if cls in kinds} == instance_of, node
            for part in walked:
                if id(part) in asked:
                    continue
                asked[id(part)] = part
                # (each part the engine asks of: an ability's effects, an effect, a mode)
                if isinstance(part, (tuple,)) or dataclasses.is_dataclass(part):
                    assert ir.kinds_in(part) == _classes_within(part, within), part
            # Tombstone Stairwell's question (effects/tokens.py: a token maker or "put into play with ~")
            old = any((type(n) is ir.Filter and ir.PUT_INTO_PLAY_WITH in n.extra) or type(n) is ir.TokenMaker
                      for n in walked)
            assert (ir.TokenMaker in kinds or ir.PUT_INTO_PLAY_WITH in ir.filter_words_in(node)) == old


def _walks_by_caller(path: str) -> dict[str, int]:
    """The steps of ``ir.walk`` on a second run of the bundled scenario ``path``, by the calling file:line."""
    run_file(ROOT / path)
    pr = cProfile.Profile()
    pr.enable()
    result = run_file(ROOT / path)
    pr.disable()
    assert result.status == "pass", (path, result.message)
    out: dict[str, int] = {}
    for (file, _line, fn), (_cc, _nc, _tt, _ct, callers) in pstats.Stats(pr).stats.items():
        if fn == "walk" and file.endswith("ir.py"):
            for (cfile, cline, _cfn), v in callers.items():
                out[f"{Path(cfile).name}:{cline}"] = v[1]
    return out


@pytest.mark.parametrize("path, files", [
    # a delayed ability made as a spell or ability resolves (406.2): Heart Wolf's, Sneak Attack's, Pyric
    # Salamander's — none of its kinds is in the text: no walk of it at all
    ("scenarios/audit/2016/08-heart-wolf-dwarf-gets-2-0-first-strike-wolf-sacrificed-when-it-leaves.mtg",
     ("delayed.py", "resolve.py")),
    ("scenarios/cards/406-2-sneak-attack-hasty-creature-sacrificed-at-end-of-turn.mtg", ("delayed.py", "resolve.py")),
    ("scenarios/cards/313-1-pyric-salamander-printed-sacrifice-at-end-of-turn.mtg", ("delayed.py", "resolve.py")),
    # tokens made by a permanent whose text asks which were put into play with it (Tombstone Stairwell)
    ("scenarios/cards/410-8-tombstone-stairwell-each-player-gets-tombspawn-for-own-creature-cards.mtg", ("tokens.py",)),
])
def test_a_second_run_walks_no_text_to_ask_what_it_holds(path, files):
    walks = _walks_by_caller(path)
    assert not {k: v for k, v in walks.items() if k.split(":")[0] in files}, walks


def test_copy_of_characteristics_is_every_field_with_its_own_abilities_list():
    values = {f.name: object() for f in dataclasses.fields(Chars)}
    values["abilities"] = [object(), object()]
    ch = Chars(**values)
    copied = characteristics._copy(ch)
    assert type(copied) is Chars
    for f in dataclasses.fields(Chars):
        if f.name == "abilities":
            assert copied.abilities == ch.abilities and copied.abilities is not ch.abilities
        else:
            assert getattr(copied, f.name) is values[f.name], f.name  # (a field added to Chars and not copied: fails)
    assert copied == dataclasses.replace(ch, abilities=list(ch.abilities))


def test_copy_of_characteristics_calls_no_builtin_but_the_list():
    ch = Chars("Grizzly Bears", ("creature",), ("Bear",), (), ("green",), 2, 2, [])
    seen: list[str] = []

    def profile(frame, event, arg):
        if event == "call":
            seen.append(frame.f_code.co_name)
        elif event == "c_call":
            seen.append(getattr(arg, "__qualname__", "?"))

    sys.setprofile(profile)
    try:
        characteristics._copy(ch)
    finally:
        sys.setprofile(None)
    # (_copy itself, Chars' generated __init__, setprofile's own call: no dataclasses.replace, no getattr)
    assert "replace" not in seen and "getattr" not in seen, seen
