"""(fifty-eighth session) ``kept._fits`` walks a kept scenario's nodes one after another instead of
checking each in a call of its class's check: for every scenario of a sample, and for each of
its nodes damaged in each way a damaged or planted entry may hold it, the walk says what the
class's check (the plain computation, nodes checked within one another) says."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from judge.dsl import ast as A
from judge.dsl import kept
from judge.dsl import parser as P
from tests.bundled import bundled_scenarios
from tests.sampling import turning_third

ROOT = Path(__file__).resolve().parents[2]
#: Every 40th scenario of the suite (~215 files, a few thousand nodes), in a fixed order.
SAMPLE = list(bundled_scenarios()[::40])


def _plain(node) -> bool:
    """The check of ``node``'s class: each node below checked within it (the computation the walk replaces)."""
    check = kept._CHECKS[type(node)]
    return check is not None and check(node)


def _nodes(root):
    """Every node of the AST below ``root`` (itself first), with the node holding it."""
    out, todo = [], [root]
    while todo:
        x = todo.pop()
        if type(x) is tuple:
            todo.extend(x)
        elif type(x).__module__ == A.__name__ and hasattr(x, "__dict__"):
            out.append(x)
            todo.extend(vars(x).values())
    return out


def _damages(node):
    """``node``'s fields damaged one way at a time: yields after each damage, undoes it after."""
    state = vars(node)
    for name in list(state):
        value = state[name]
        for wrong in ("1", 1, 1.5, True, None, (), ("a", 2), A.PlayerDecl("Mallory"), object()):
            if type(wrong) is type(value) and wrong == value:
                continue
            state[name] = wrong
            yield f"{type(node).__name__}.{name} = {wrong!r}"
        state[name] = value
        del state[name]
        yield f"{type(node).__name__}.{name} left out"
        state[name] = value
    state["evil"] = 1
    yield f"{type(node).__name__} with an attribute added"
    del state["evil"]


@pytest.fixture(scope="module")
def scenarios():
    return [P.parse(path.read_text(), str(path)) for path in SAMPLE]


def test_every_scenario_of_the_sample_fits_as_its_class_s_check_says(scenarios):
    assert len(scenarios) > 200
    for s in scenarios:
        assert kept._fits(s) is True and _plain(s) is True


def test_every_node_damaged_every_way_is_judged_as_the_class_s_check_judges_it(scenarios):
    """Every fourth scenario of the sample, a third of them under each Python (tests/sampling.py:
    CI's three runs damage all of them between them; ~10 s of a run, ~29 s when each took all).

    A node the scenario holds in several places (a span two nodes share, a member of a kind such
    as ``Until``) is damaged once: each damage of it is one state of the whole scenario whichever
    place it was reached by, so a second round of them judged the same scenarios again (~12 % of
    the nodes met, eighty-sixth session)."""
    refused = taken = 0
    for s in turning_third(scenarios[::4]):
        for node in {id(node): node for node in _nodes(s)}.values():
            for how in _damages(node):
                want = _plain(s)
                assert kept._fits(s) is want, (s.path, how)
                refused += not want
                taken += want
        assert kept._fits(s) and _plain(s)  # (every damage undone)
    assert refused > 5000 and taken > 100  # (a field taking None or a default: some damages fit)


def _depth(node) -> int:
    below = [x for v in vars(node).values() for x in (v if type(v) is tuple else (v,))
             if type(x).__module__ == A.__name__ and hasattr(x, "__dict__")]
    return 1 + max((_depth(x) for x in below), default=0)


def test_a_node_deeper_than_the_walk_goes_is_refused(scenarios, monkeypatch):
    """The AST's classes hold no node of their own class below them (a planted entry's node can't
    be below itself and fit): a real scenario is a few nodes deep, far from the walk's bound,
    past which a node is refused (as a RecursionError refused it before)."""
    deepest = max(_depth(s) for s in scenarios)
    assert 3 < deepest < kept._DEPTH // 10
    s = max(scenarios, key=_depth)
    monkeypatch.setattr(kept, "_DEPTH", deepest - 1)
    assert kept._fits(s) is True  # (the scenario at depth 0: its deepest node at deepest - 1)
    # (its deepest nodes: leaves — spans — looked at in place where they are met, one above)
    monkeypatch.setattr(kept, "_DEPTH", deepest - 2)
    assert kept._fits(s) is True
    monkeypatch.setattr(kept, "_DEPTH", deepest - 3)
    assert kept._fits(s) is False
    monkeypatch.setattr(kept, "_DEPTH", 0)
    assert kept._fits(s) is False and kept._fits(A.Span(1, 1)) is True


def _checks_called(s) -> list:
    """The calls of a class's check made while the walk takes ``s`` (its code objects)."""
    calls: list = []

    def counting(frame, event, arg):
        if event == "call" and frame.f_code.co_name == "check" and frame.f_code.co_filename == kept.__file__:
            calls.append(frame.f_code)

    sys.setprofile(counting)
    try:
        assert kept._fits(s)
    finally:
        sys.setprofile(None)
    return calls


def test_the_walk_makes_no_call_of_a_class_s_check(scenarios):
    """The walk's answer is its own: no class's check called for a node below (the calls it saves)."""
    assert [c for s in scenarios[:50] for c in _checks_called(s)] == []


def test_a_band_of_attackers_is_walked_without_a_class_s_check():
    """An attack's bands, a tuple of tuples of references (``@a, @b as a band``), walked as any
    tuple's items: no Ref's check called (audit 11308's Dire Wolves put one in the sample)."""
    text = ("player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n\n"
            "Alice in play: Benalish Hero as @bh, Grizzly Bears as @gb\n\nAlice attacks with @bh, @gb as a band\n")
    s = P.parse(text, "band.mtg")
    assert kept._fits(s)  # (every class's check made once, as in a pass)
    assert _checks_called(s) == []
