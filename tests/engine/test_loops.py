"""Loops (421.4, 102.6): judge.engine.loops ends a mandatory loop in a draw, and only that."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import simulate

ENGINE = '''card "Empty Hand Engine"
  cost {1}
  type Artifact
  text "When your hand is empty, you gain 1 life."
player Alice
player Bob
turn Alice, precombat main
mana is not tracked
'''


def run(text: str):
    """The outcome of ``text``; when the engine explores several (the order of two identical
    engines' triggers), they must agree on the result and the first is returned."""
    outcomes = simulate(check_text(text, "loop.mtg", card_names()))
    assert len({(o.final.result, o.final.winner) for o in outcomes}) == 1
    return outcomes[0]


def test_two_engines_loop_together_and_the_game_is_a_draw():
    o = run(ENGINE + "Alice in play: Empty Hand Engine, Empty Hand Engine\nAlice hand: Shock\n"
            "Alice casts Shock targeting Bob\nall pass until the stack is empty\n")
    assert o.final.result == "draw"
    loop = [s for top in o.steps for s in top.walk() if "421.4" in s.rules]
    assert len(loop) == 1 and "again and again" in loop[0].text
    assert o.final.player("Bob").life == 20  # Shock, under the loop, never resolved


def test_a_long_finite_stack_is_not_a_loop():
    shocks = ", ".join(["Shock"] * 30)
    lines = "".join("Alice casts Shock targeting Bob\n" for _ in range(30))
    o = run(ENGINE.replace("Empty Hand Engine", "Unused") + f"Alice hand: {shocks}\n" + lines
            + "all pass until the stack is empty\n")
    assert o.final.result == "win" and o.final.winner == "Alice"  # 30 Shocks: 60 damage, Bob at 20 loses


REPRO = Path(__file__).resolve().parents[3] / "shared" / "repro" / "T1-260-spell-stack-false-loop.mtg"


@pytest.mark.skipif(not REPRO.exists(), reason="the shared reproducers are not on this machine")
def test_the_260_spell_stack_reproducer_is_not_a_loop():
    o = run(REPRO.read_text(encoding="utf-8"))
    assert o.final.result != "draw"
    assert not any("421.4" in s.rules for top in o.steps for s in top.walk())


def test_a_simulation_past_its_work_budget_is_an_error_at_the_action(monkeypatch):
    from judge.engine import trace
    from judge.errors import JudgeError

    monkeypatch.setattr(trace, "WORK_BUDGET", 12)
    text = ENGINE.replace("Empty Hand Engine", "Unused") + "Alice hand: Shock, Shock, Shock\n" + (
        "Alice casts Shock targeting Bob\nall pass until the stack is empty\n" * 3)
    with pytest.raises(JudgeError, match=r"loop\.mtg:1[0-9]:1: the simulation went past its work budget of 12 steps"):
        run(text)


def test_an_error_while_simulating_shows_the_line_and_a_caret():
    from judge.errors import JudgeError

    text = ENGINE.replace("Empty Hand Engine", "Unused") + "Alice hand: Terror\nBob in play: Scathe Zombies\n" \
        "Alice casts Terror targeting Scathe Zombies\n"
    with pytest.raises(JudgeError) as exc:
        run(text)
    head, written, caret = exc.value.message.split("\n")[:3]
    assert head.startswith("loop.mtg:11:30: illegal play: Scathe Zombies can't be the target of Terror")
    assert written == "    Alice casts Terror targeting Scathe Zombies"
    assert caret == "    " + " " * 29 + "^"
