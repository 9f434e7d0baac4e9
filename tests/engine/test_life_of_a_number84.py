"""(eighty-fourth session, issue 43) "You gain 3 life": a number the words give is each player's number as the
instruction is carried out (413.2f) with nothing to read of the game and nothing to say of it — no amount read, no
step asked whether the turn's damage, a half or a count decides it (judge.engine.effects.counting._per_player).
An exploration of seven Chalices' orders resolves 7,000 such gains; each asked all of that before."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import simulate
from judge.engine.effects import counting as C

from tests.engine.support import counting

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"

#: Three different artifacts' "Whenever a creature is put into a graveyard from play, you gain N life" (N = 1, 2,
#: 3) at once, their order left open: 3! orders, every one ending with Alice at 26 life.
CHALICES = "".join(f'card "Chalice {c}"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from '
                   f'play, you gain {i + 1} life."\n' for i, c in enumerate("ABC")) + HEAD + (
    "Alice in play: Chalice A, Chalice B, Chalice C\nBob in play: Grizzly Bears\nAlice hand: Shock\n"
    "Alice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n")


def test_a_number_of_life_gained_reads_nothing_and_asks_no_step(monkeypatch):
    read = counting(monkeypatch, C, "amount")
    asked = counting(monkeypatch, C, "say_damage_this_turn")
    outcomes = simulate(parse(CHALICES, "t.mtg"), explore=True)
    assert len(outcomes) == 6
    said = [s.text for o in outcomes for top in o.steps for s in top.walk()]
    gains = [t for t in said if t.startswith("Alice gains ")]
    assert len(gains) == 18, gains
    assert {o.final.players[0].life for o in outcomes} == {26}
    assert (len(read), len(asked)) == (0, 0), f"{len(read)} amounts read, {len(asked)} damage steps asked"


def test_an_amount_read_of_the_game_is_still_read_and_said(monkeypatch):
    """Guard: "2 life for each creature in play" (Congregate) is counted as it resolves and the count said (413.2f)."""
    read = counting(monkeypatch, C, "amount")
    outcomes = simulate(parse(HEAD + "Alice in play: Grizzly Bears, Hill Giant\nAlice hand: Congregate\n"
                              "Alice casts Congregate targeting Alice\nall pass until the stack is empty\n", "t.mtg"))
    said = [s.text for top in outcomes[0].steps for s in top.walk()]
    assert outcomes[0].final.players[0].life == 24
    assert any(t.startswith("Alice gains 4 life") for t in said), said
    assert len(read) >= 1
