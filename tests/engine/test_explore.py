"""Every outcome: open choices are explored, one outcome per combination (DESIGN: explore)."""

from __future__ import annotations

from judge.dsl import ast as A
from judge.engine import simulate
from tests.engine.support import R, obj, scenario


def _zone(out, name):
    return [o.zone for o in out.final.objects if o.name == name]


def test_may_explored_both_ways():
    scn = scenario(objects=[obj("Alice", "hand", "Gravedigger"), obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all", until="stack empty")])
    outs = simulate(scn)
    assert len(outs) == 2
    by = {str(o.choices[0]).split(" (")[0]: o for o in outs}
    assert _zone(by["Alice chooses yes"], "Grizzly Bears") == ["hand"]
    assert _zone(by["Alice chooses no"], "Grizzly Bears") == ["graveyard"]
    assert all("410.5" in o.cited() for o in outs)


def test_target_choice_explored():
    scn = scenario(objects=[obj("Alice", "hand", "Uktabi Orangutan"), obj("Bob", "in play", "Howling Mine"),
                            obj("Bob", "in play", "Ornithopter")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Uktabi Orangutan")), A.Pass("all", until="stack empty")])
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
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all", until="stack empty")])
    outs = simulate(scn)
    assert len(outs) == 12
    assert len({o.choices for o in outs}) == 12
    assert [o.choices for o in outs] == [o.choices for o in simulate(scn)]
    assert all(o.final.player("Alice").life == 22 for o in outs)


def test_bound(monkeypatch):
    from judge.engine import explore

    scn = scenario(objects=[obj("Alice", "in play", "Soul Warden", label="w1"), obj("Alice", "in play", "Soul Warden", label="w2"),
                            obj("Alice", "hand", "Gravedigger"), obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all", until="stack empty")])
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
