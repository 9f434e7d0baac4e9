"""The card's own words the trace quotes are kept by the reader on the IR, never found again by the
engine in the card's text: the sentence that made a delayed ability (``ir.DelayedTrigger.text``,
Foresight's "Draw a card at the beginning of the next turn's upkeep.") and the noun of "enchanted X"
(``ir.Enchanted.noun``, Wellspring's "untap enchanted land"; audit 7369). Neither decides anything:
both wordings of a card still give the same IR."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.describe import effect_phrase
from judge.cards.text import parse_card_text
from judge.dsl.ast import CardDef
from judge.dsl.transform import parse_type_line
from tests.cards.test_text import strip_text


def _card(text: str, type_line: str, name: str = "Test Card"):
    supertypes, types, subtypes = parse_type_line(type_line)
    return parse_card_text(CardDef(name=name, type_line=type_line, supertypes=supertypes, types=types,
                                   subtypes=subtypes, text=text))


def _delayed(abilities) -> list:
    holders = ([abilities.spell] if abilities.spell is not None else []) + list(abilities.abilities)
    return [x for ab in holders for x in ir.walk(ab) if isinstance(x, ir.DelayedTrigger)]


def test_a_delayed_ability_keeps_the_sentence_that_made_it():
    read = _card("Search your library for three cards, exile them, then shuffle your library.\n"
                 "Draw a card at the beginning of the next turn's upkeep.", "Sorcery", "Foresight")
    [d] = _delayed(read)
    assert d.text == "Draw a card at the beginning of the next turn's upkeep."


def test_a_triggered_creators_trigger_and_an_activated_ones_cost_are_left_out():
    read = _card("When Rukh Egg dies, create a 4/4 red Bird creature token with flying at the beginning of the next "
                 "end step.", "Creature - Bird Egg", "Rukh Egg")
    [d] = _delayed(read)
    assert d.text == "Create a 4/4 red Bird creature token with flying at the beginning of the next end step."
    read = _card("{3}, {T}: Target creature you control gets +2/+2 until end of turn. At end of turn, return that "
                 "creature to its owner's hand.", "Artifact", "Dragon Mask")
    [d] = _delayed(read)
    assert d.text == "At end of turn, return that creature to its owner's hand."


def test_no_sentence_where_two_abilities_make_a_delayed_ability_of_one_kind():
    read = _card("{1}, {T}: Target creature you control gets +2/+2 until end of turn. At end of turn, return that "
                 "creature to its owner's hand.\n{2}, {T}: Target creature you control gets +1/+1 until end of turn. "
                 "At end of turn, return that creature to its owner's hand.", "Artifact")
    assert [d.text for d in _delayed(read)] == ["", ""]


def test_the_sentence_isnt_part_of_what_a_card_does():
    printed = _card("Take another turn after this one. At the end of that turn, you lose the game.", "Instant")
    oracle = _card("Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.",
                   "Instant")
    assert _delayed(printed)[0].text != _delayed(oracle)[0].text
    assert strip_text(printed) == strip_text(oracle)


def test_enchanted_x_keeps_its_noun_and_is_said_as_the_card_says_it():
    read = _card("Enchant land\nAt the beginning of your upkeep, untap enchanted land. You gain control of that "
                 "land until end of turn.", "Enchantment - Aura", "Wellspring")
    untap = next(x for ab in read.abilities for x in ir.walk(ab) if isinstance(x, ir.Untap))
    assert untap.what == ir.Enchanted() and untap.what.noun == "land"
    assert effect_phrase(untap) == "untap enchanted land"
    # the noun decides nothing: equal, hashed and shown as any other enchanted permanent
    assert hash(ir.Enchanted(noun="land")) == hash(ir.Enchanted()) and repr(ir.Enchanted(noun="land")) == "Enchanted()"
    assert effect_phrase(ir.Untap(ir.Enchanted())) == "untap the enchanted permanent"



def test_the_sentences_after_the_one_that_makes_it_are_the_delayed_abilitys_own():
    """Audit 8783, Goblin Kites as printed: the end-of-turn step quoted "At end of turn, flip a coin; opponent calls
    heads or tails while coin is in the air." — not what comes of the flip, which the delayed ability does too. Where
    the delayed ability is the ability's last instruction, the sentences after the one that makes it are its own —
    but for a restriction on playing the ability (in the Oracle's words or the printed ones) and a reminder in
    parentheses."""
    from judge.cards.catalog import Wording, catalog
    cat = catalog()

    def said(name, wording=Wording.ORACLE):
        return [d.text for d in _delayed(cat.abilities(cat.get(name, wording=wording)))]

    assert said("Goblin Kites", Wording.PRINTED) == [
        "At end of turn, flip a coin; opponent calls heads or tails while coin is in the air. If the flip ends up in "
        "opponent's favor, bury that creature."]
    assert said("Seraph") == ["Put that card into play under your control at end of turn. Sacrifice the creature when "
                              "you lose control of Seraph.", "Sacrifice the creature when you lose control of Seraph."]
    assert said("Goblin Ski Patrol") == ["Its controller sacrifices it at end of turn."]
    assert said("Nettling Imp", Wording.PRINTED) == ["If target creature cannot attack, it is killed at end of turn."]
    assert said("Teferi's Veil") == ["It phases out at end of combat."]
