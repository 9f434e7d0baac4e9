"""judge.engine.filters.matches skips the power and toughness comparisons a filter doesn't have
(issue 43, fifty-eighth session; its object look-up and controller, inlined then, are again
``Game.exists`` and ``filters.controller``, the one place of each): the same answers as the plain
computation with ``Game.exists``, ``filters.controller`` and ``filters._cmp``."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import filters
from judge.engine.build import build
from judge.zones import Zone

BOARD = """player Alice
player Bob
turn Alice, precombat main

Alice in play: Grizzly Bears, Llanowar Elves, Forest
Bob in play: Hill Giant, Serra Angel
Alice hand: Giant Growth
Alice graveyard: Shock
"""

FILTERS = [
    ir.Filter(types=("creature",)),
    ir.Filter(types=("creature",), controller=ir.PlayerRelation.YOU),
    ir.Filter(types=("creature",), controller=ir.PlayerRelation.OPPONENT),
    ir.Filter(types=("creature",), power=ir.Compare("<=", 2)),
    ir.Filter(types=("creature",), power=ir.Compare(">=", 3)),
    ir.Filter(types=("creature",), toughness=ir.Compare("==", 1)),
    ir.Filter(types=("creature",), toughness=ir.Compare(">", 3), controller=ir.PlayerRelation.OPPONENT),
    ir.Filter(types=("creature",), power=ir.Compare("<=", ir.VarX())),
    ir.Filter(types=("land",)),
    ir.Filter(types=("instant",), zone=Zone.HAND),
    ir.Filter(types=("instant",), zone=Zone.GRAVEYARD, controller=ir.PlayerRelation.YOU),
    ir.Filter(types=("card",), zone=Zone.GRAVEYARD),
]


def _plain_matches(game, flt, oid, you, x):
    """What matches answered with the calls it made before: Game.exists, filters.controller, _cmp."""
    if not game.exists(oid):
        return False
    obj = game.objects[oid]
    ch = game.chars(obj)
    want_zone = flt.zone or Zone.IN_PLAY
    if obj.zone != want_zone:
        return False
    if flt.types and not any(t in ch.types or (t == "card" and not obj.token) for t in flt.types):
        return False
    ctl = filters.controller(obj, ch)
    if flt.controller is ir.PlayerRelation.YOU and ctl != you or flt.controller is ir.PlayerRelation.OPPONENT and ctl == you:
        return False
    return filters._cmp(flt.power, ch.power, x) and filters._cmp(flt.toughness, ch.toughness, x)


def test_matches_answers_as_the_calls_it_no_longer_makes():
    game = build(check_text(BOARD, "board.mtg", card_names()))
    ids = sorted(game.objects) + [max(game.objects) + 99]  # (an id of no object: nothing matches it)
    gone = next(o for o in game.objects.values() if o.card.name == "Shock")
    checked = 0
    for flt in FILTERS:
        for oid in ids:
            for you in ("Alice", "Bob"):
                for x in (None, 1, 4):
                    assert filters.matches(game, flt, oid, you, x=x) == _plain_matches(game, flt, oid, you, x), \
                        (flt, oid, you, x)
                    checked += 1
    assert checked == len(FILTERS) * len(ids) * 6
    # a spell on the stack is its controller's, not its owner's (filters.controller)
    gone.zone, gone.controller = Zone.STACK, "Bob"
    on_stack = ir.Filter(types=("instant",), zone=Zone.STACK, controller=ir.PlayerRelation.OPPONENT)
    assert filters.matches(game, on_stack, gone.id, "Alice") is True is _plain_matches(game, on_stack, gone.id, "Alice", None)
    gone.zone, gone.controller = Zone.GRAVEYARD, "Alice"
    # an object that became another (217.8) or left every zone matches nothing, as Game.exists says
    assert filters.matches(game, ir.Filter(types=("card",), zone=Zone.GRAVEYARD), gone.id, "Alice")
    gone.became = max(game.objects) + 1
    assert not game.exists(gone.id) and not filters.matches(game, ir.Filter(types=("card",), zone=Zone.GRAVEYARD),
                                                            gone.id, "Alice")
