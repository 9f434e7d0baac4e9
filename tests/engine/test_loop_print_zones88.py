"""(eighty-eighth session, issue 43) A loop's print (421.4: judge.engine.loops) reads the ids of the zones
it names the cards of at once, and where they are the last print's — no card moved between a hand, a
graveyard and the removed zone since, as while a stack of triggered abilities resolves — takes that
print's zones whole (names and all), not zone by zone; where a card moved, it reads them afresh."""

from __future__ import annotations

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import loops, simulate
from judge.zones import Zone

# (the three Chalices at once, their order left open: six runs, each printing the game after the Shock and after
# each of the first two abilities — test_loop_print_carried79's scenario)
from tests.engine.test_loop_print_carried79 import CHALICES, HEAD

#: Two Shocks at a 7/6, then a Lightning Bolt: each resolution puts a card into Alice's graveyard, so no
#: print's zones are the last print's.
SHOCKS = HEAD + ("Alice in play: Mountain\nBob in play: Scaled Wurm\nAlice hand: Shock, Shock, Lightning Bolt\n"
                 "Alice casts Shock targeting Scaled Wurm\nAlice casts Shock targeting Scaled Wurm\n"
                 "Alice casts Lightning Bolt targeting Bob\nall pass until the stack is empty\n")


def _spy(monkeypatch) -> list:
    """Each print taken: (the last print's zones handed to it, the zones it gave, the game's zones as they were)."""
    real = loops._print
    seen: list = []

    def spy(game, before=None):
        out = real(game, before)
        seen.append((before, out[2], {key: tuple(game.zones[key]) for key in out[2]}))
        return out

    monkeypatch.setattr(loops, "_print", spy)
    return seen


def test_the_prints_of_a_stack_of_triggers_take_the_last_prints_zones_whole(monkeypatch):
    prints = _spy(monkeypatch)
    outcomes = simulate(check_text(CHALICES, "chalices.mtg", card_names()))
    assert len(outcomes) == 6
    assert len(prints) == 3 * 6
    taken = [zones is before for before, zones, _ids in prints if before is not None]
    # (each run's first print is after the Shock, none before it: the two after it take its zones)
    assert len(taken) == 2 * 6 and all(taken)
    for _before, zones, ids in prints:  # (what was taken whole is what the game holds)
        assert {key: zones[key].ids for key in zones} == ids
        assert ids[("Alice", Zone.GRAVEYARD)] and zones[("Alice", Zone.GRAVEYARD)].names == ("Shock",)
        assert zones[("Bob", Zone.GRAVEYARD)].names == ("Grizzly Bears",)


def test_a_card_moved_between_two_prints_is_read_afresh(monkeypatch):
    prints = _spy(monkeypatch)
    (outcome,) = simulate(check_text(SHOCKS, "shocks.mtg", card_names()))
    assert outcome.final.result != "draw"
    assert [zones[("Alice", Zone.GRAVEYARD)].names for _before, zones, _ids in prints] == [
        ("Lightning Bolt",), ("Lightning Bolt", "Shock")]
    assert all(zones is not before for before, zones, _ids in prints)
