"""Loops (421.4, 102.6): judge.engine.loops ends a mandatory loop in a draw, and only that."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.zones import Zone

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


def _plain_print(game):
    """A print of the game (loops._print's shape and numbers) written as plainly as the module's
    docstring says it: what the explorer's faster one must give, element for element."""
    shape = [game.turns.turn, game.turns.step, game.turns.active]
    numbers = []
    for p in game.players:
        numbers += [("life", p.life), ("library", len(game.zones[(p.name, Zone.LIBRARY)])),
                    ("mana", len(p.pool_text()))]
        for zone in (Zone.HAND, Zone.GRAVEYARD, Zone.REMOVED):
            shape.append(tuple(sorted(game.objects[i].card.name for i in game.zones[(p.name, zone)])))
    for oid in sorted(game.in_play, key=lambda i: (game.objects[i].card.name, game.objects[i].timestamp)):
        o = game.objects[oid]
        ch = game.chars(o)
        host = game.objects[o.attached_to].card.name if o.attached_to in game.objects else None
        shape.append((o.card.name, o.token, o.tapped, ch.controller or o.controller, host))
        numbers.append(("damage", o.damage))
        numbers += [(f"counter:{kind}", n) for kind, n in sorted(o.counters.items())]
        numbers += [(name, v) for name, v in (("power", ch.power), ("toughness", ch.toughness)) if v is not None]
    shape.append(tuple(sorted(str(k) for k in game.triggers.state_waiting)))
    return tuple(shape), tuple(numbers)


def test_each_print_is_the_plain_print_of_the_game(monkeypatch):
    """421.4: the loop watch's print (loops._print: the game's tables looked up once, each
    permanent's characteristics read from the state's cache) is the print the module's docstring
    describes — on the loop scenarios, a board of counters, auras, tokens and damage, and
    the orders of seven triggered abilities explored."""
    from judge.engine import loops
    from tests.engine.support import simulate_loop_scenarios

    taken = loops._print
    seen = {"prints": 0, "hosts": 0, "counters": 0, "power": 0, "tokens": 0}

    def checked(game, before=None):
        shape, numbers, zones = taken(game, before)
        assert (shape, numbers) == _plain_print(game)
        assert all(zones[key].ids == tuple(game.zones[key]) for key in zones)
        seen["prints"] += 1
        seen["hosts"] += any(s[4] for s in shape[9:-1])
        seen["counters"] += any(n[0].startswith("counter:") for n in numbers)
        seen["power"] += any(n[0] == "power" for n in numbers)
        seen["tokens"] += any(s[1] for s in shape[9:-1])
        return shape, numbers, zones

    monkeypatch.setattr(loops, "_print", checked)
    simulate_loop_scenarios()
    board = ENGINE.replace("Empty Hand Engine", "Unused") + (
        "Alice in play: Grizzly Bears as @b (1 damage), Holy Strength attached to @b, Serra Angel (2 +1/+1 counters), "
        'token "Goblin" 1/1 red Creature - Goblin as @g, Grizzly Bears (tapped)\n'
        "Bob in play: Hill Giant\nAlice hand: Shock, Lightning Bolt\nAlice graveyard: Terror, Shock\n"
        "Alice casts Shock targeting Hill Giant\nAlice casts Lightning Bolt targeting Bob\n"
        "all pass until the stack is empty\n")
    simulate(check_text(board, "board.mtg", card_names()))
    chalices = "".join(f'card "Chalice {c}"\n  type Artifact\n  text "Whenever a creature is put into a graveyard '
                       f'from play, you gain {i + 1} life."\n' for i, c in enumerate("ABCDEFG"))
    orders = chalices + ENGINE.split("player Alice\n", 1)[1].join(["player Alice\n", ""]) + (
        "Alice in play: " + ", ".join(f"Chalice {c}" for c in "ABCDEFG") + "\nBob in play: Grizzly Bears\n"
        "Alice hand: Shock\nAlice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n")
    assert len(simulate(check_text(orders, "orders.mtg", card_names()), max_outcomes=30)) == 30
    assert seen["prints"] > 200 and all(seen.values()), seen
