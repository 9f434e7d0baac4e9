"""Modes announced by an opponent (409.1b: "A few spells and abilities allow the player's
opponent to choose the mode. That choice is also made at this time"): Library of Lat-Nam."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.text import parse_card_text
from judge.dsl.ast import CardDef

PRINTED = ("Target opponent chooses one: You draw three cards at the beginning of the next turn's upkeep; or you "
           "search your library for a card, put that card into your hand, and then shuffle your library.")
ORACLE = ("An opponent chooses one —\n• You draw three cards at the beginning of the next turn's upkeep.\n"
          "• You search your library for a card, put that card into your hand, then shuffle.")


def _spell(text: str):
    return parse_card_text(CardDef(name="Library of Lat-Nam", type_line="Sorcery", types=("Sorcery",),
                                   text=text)).spell


def test_the_printed_card_targets_the_opponent_who_chooses():
    assert _spell(PRINTED).chooser is ir.ModeChooser.TARGET_OPPONENT


def test_the_oracle_lets_an_opponent_choose_without_targeting():
    assert _spell(ORACLE).chooser is ir.ModeChooser.OPPONENT


def test_both_wordings_have_the_same_modes_and_show_the_cards_words():
    printed, oracle = _spell(PRINTED), _spell(ORACLE)
    assert [m.effects for m in printed.modes] == [m.effects for m in oracle.modes]
    assert printed.modes[0].text == "You draw three cards at the beginning of the next turn's upkeep"
    assert oracle.modes[1].text.startswith("You search your library for a card")


def test_a_plain_modal_spell_is_chosen_by_its_controller():
    spell = _spell("Choose one — Target player gains 3 life; or target player loses 3 life.")
    assert spell.chooser is None and len(spell.modes) == 2


def _simulate(actions: str):
    from judge.cards.library import card_names
    from judge.cards.tokens import made_token_names
    from judge.dsl.checks import check_text
    from judge.engine import simulate

    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
            "Alice hand: Library of Lat-Nam\nAlice library: Forest, Island\n" + actions)
    return simulate(check_text(text, "x.mtg", card_names(), made_token_names))


def test_the_opponent_is_asked_for_the_mode_and_each_mode_is_an_outcome():
    outs = _simulate("Alice casts Library of Lat-Nam\nall pass until the stack is empty\n")
    modes = [o.choices[0] for o in outs]
    assert {c.player for c in modes} == {"Bob"} and {c.rule for c in modes} == {"409.1b"}
    # both modes, in the card's words, quoted with whom their "you" means (Alice, who played it)
    assert {c.answer[0].split()[0] for c in modes} == {'"You', '"you'}
    assert all(c.answer[0].endswith('(the card\'s "you": Alice)') for c in modes)


def test_a_choice_line_for_the_caster_does_not_answer_the_opponents_choice():
    import pytest

    from judge.errors import JudgeError

    with pytest.raises(JudgeError, match="nothing asks Alice"):
        _simulate("Alice casts Library of Lat-Nam\nAlice chooses mode 1\nall pass\n")
