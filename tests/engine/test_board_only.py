"""Which static abilities' effects read nothing but the board (ContinuousEffect.board_only): the
characteristics computed under them stay from one change of the game to the next for as long
as the permanents in play, their cards and the effects begun are the same (Game.plain_board).
A description with a status, a choice or a count reads more, and keeps nothing."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.engine.filters import reads_characteristics_only
from judge.zones import Zone


@pytest.mark.parametrize("card, board_only", [
    ("Crusade", True),  # "White creatures get +1/+1."
    ("Goblin King", True),  # "Other Goblins get +1/+1 and have mountainwalk."
    ("Lord of Atlantis", True),  # "Other Merfolk get +1/+1 and have islandwalk."
    ("Castle", False),  # "Untapped creatures you control get +0/+2.": a status
    ("Orcish Oriflamme", False),  # "Attacking creatures you control get +1/+0.": a status
])
def test_a_static_abilitys_effect_reads_only_the_board_where_its_description_reads_only_characteristics(card, board_only):
    from judge.cards.library import card_names
    from judge.dsl.checks import check_text
    from judge.engine.build import build

    scenario = check_text(f"player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: {card}\n"
                          f"expect {card} in play\n", "t.mtg", card_names())
    game = build(scenario)
    effects = game.static_effects()
    assert effects and all(e.board_only is board_only and not e.fixed for e in effects)
    assert (game.plain_board() is not None) is board_only


def test_what_a_description_reads():
    assert reads_characteristics_only(ir.Filter(types=("creature",), colors=("white",), controller=ir.PlayerRelation.YOU, other=True))
    assert reads_characteristics_only(ir.Filter(types=("artifact",), mana_value=ir.Compare("<=", 2)))
    # (a counter changes power and toughness without changing the board)
    assert not reads_characteristics_only(ir.Filter(types=("creature",), power=ir.Compare("<=", 2)))
    assert reads_characteristics_only(ir.Filter(any_of=(ir.Filter(types=("artifact",)), ir.Filter(colors=("black",)))))
    assert not reads_characteristics_only(ir.Filter(types=("creature",), status=("tapped",)))
    assert not reads_characteristics_only(ir.Filter(types=("creature",), extra=("nontoken",)))
    assert not reads_characteristics_only(ir.Filter(subtypes=(ir.CHOSEN_TYPE,)))
    assert not reads_characteristics_only(ir.Filter(colors=(ir.CHOSEN_COLOR,)))
    assert not reads_characteristics_only(ir.Filter(types=("creature",), zone=Zone.GRAVEYARD))
    assert not reads_characteristics_only(ir.Filter(types=("artifact",), mana_value=ir.Compare("<=", ir.VarX())))
    assert not reads_characteristics_only(ir.Filter(any_of=(ir.Filter(types=("artifact",)), ir.Filter(status=("attacking",)))))
