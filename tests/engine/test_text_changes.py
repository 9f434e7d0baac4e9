"""Text-changing effects (415.1): the words replaced in a card's abilities and its text, and the
effect's duration (judge.engine.text_changes)."""

from __future__ import annotations

from judge.cards.text import parse_card_text
from judge.dsl import parse
from judge.dsl.ast import CardDef
from judge.engine import simulate
from judge.engine.text_changes import _in_text, changed, words_in

KNIGHT = CardDef(name="Test Knight", type_line="Creature - Knight", power="2", toughness="2",
                 text="Protection from white\nSwampwalk\nNonblack creatures get +1/+0.\n{B}: Test Knight gets +1/+0 "
                      "until end of turn.")


def test_the_words_a_text_uses():
    ab = parse_card_text(KNIGHT)
    assert words_in(ab, "color") == ["white", "black"]
    assert words_in(ab, "land type") == ["swamp"]


def test_every_instance_is_replaced_but_no_mana_symbol():
    ab = changed(parse_card_text(KNIGHT), (("black", "green"), ("swamp", "island")))
    kws = {(a.name, a.param) for a in ab.abilities if type(a).__name__ == "Keyword"}
    assert kws == {("protection", "white"), ("landwalk", "island")}
    static = ab.abilities[2]
    assert static.effects[0].what.filters[0].not_colors == ("green",)
    assert static.text == "Nongreen creatures get +1/+0."
    assert ab.abilities[3].cost.mana == "{B}"  # {B} is a symbol, not a colour word


def test_changes_apply_in_order():
    ab = changed(parse_card_text(KNIGHT), (("white", "black"), ("black", "red")))
    assert words_in(ab, "color") == ["red"]


def test_the_text_as_it_reads():
    assert _in_text("Swampwalk; swamps you control", "swamp", "plains") == "Plainswalk; plains you control"
    assert _in_text("Plainswalk", "plains", "forest") == "Forestwalk"


SCENARIO = '''
card "Whim of Volrath"
  cost {U}
  type Instant
  text "Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another until end of turn."

player Alice
player Bob
turn Alice, precombat main
mana is not tracked
Alice in play: Crusade, Samite Healer
Bob in play: Bog Wraith
Alice hand: Whim of Volrath
Alice casts Whim of Volrath targeting Bog Wraith
all pass
'''


def test_either_kind_of_word_is_a_choice_and_each_is_an_outcome():
    outs = simulate(parse(SCENARIO, "t.mtg"))
    chosen = sorted(a for out in outs for c in out.choices if "to put in place" in c.what for a in c.answer)
    # Bog Wraith's text: "swamp" (swampwalk) only; it may become any other basic land type
    assert chosen == ["forest", "island", "mountain", "plains"]


def test_a_change_until_end_of_turn_ends_in_the_cleanup():
    text = SCENARIO + "Alice chooses island\ncheckpoint \"changed\"\nall pass until the upkeep\n"
    out = simulate(parse(text, "t.mtg"))[0]

    def walks(state):
        wraith = next(o for o in state.objects if o.name == "Bog Wraith")
        return sorted(a.lower() for a in wraith.abilities if a.lower().endswith("walk"))

    assert walks(dict(out.checkpoints)["changed"]) == ["islandwalk"]
    assert walks(out.final) == ["swampwalk"]  # 418.3a: the duration ended in the cleanup step


def test_a_colour_word_in_a_cost_changes_too_but_not_its_mana_symbols():
    card = CardDef(name="Test Priest", type_line="Creature - Cleric", power="1", toughness="1",
                   text="{B}, Sacrifice a black creature: You gain 2 life.")
    ab = changed(parse_card_text(card), (("black", "red"),))
    cost = ab.abilities[0].cost
    assert cost.mana == "{B}" and cost.sacrifice[0].what.colors == ("red",)
