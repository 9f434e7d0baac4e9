"""Every kind of condition in words (issue 43): ``describe.condition_phrase`` says each
:class:`~judge.cards.ir.ConditionKind` in English — what a judge reads in ``judge card`` and in a
trace ("its condition (…) is false", 410.8) — never the IR's key for it ("controlled since last
upkeep", "found not played"), and a condition it has no words for is an error, not its key.

Each kind is checked on a card that has it, read by the card reader as ``judge card`` reads it:
an era card of the catalog where one has it; Hand Empty, which no era card has, on rule 410.11's
own example ("When your hand is empty, draw a card"), as scenarios/rules/410-11-state-trigger-
hand-empty.mtg defines it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import condition_phrase
from judge.cards.text import parse_card_text
from judge.dsl import parse_file
from judge.dsl.ast import Wording

K = ir.ConditionKind
SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"

#: For each kind: a card whose reading has a condition of that kind (an era card by its name, or
#: ``scenario file :: card name``), its wording, and the words of that condition for that card.
REPRESENTATIVES: dict[ir.ConditionKind, tuple[str, Wording, str]] = {
    K.STATUS: ("Bottomless Vault", Wording.ORACLE, "this is tapped"),
    K.MATCHES: ("Call of the Wild", Wording.ORACLE, "the revealed card is a creature card"),
    K.MATCHES_APART: ("Animate Artifact", Wording.ORACLE,
                      "the enchanted permanent isn't a creature, as the effects applied before this one leave it"),
    K.FLIP: ("Bottle of Suleiman", Wording.ORACLE, "the flip is won"),
    K.EXISTS: ("Arctic Foxes", Wording.ORACLE, "there is a snow land controlled by the defending player"),
    K.NONE: ("Covetous Dragon", Wording.ORACLE, "there is no artifact you control"),
    K.IN_ZONE: ("Animate Dead", Wording.ORACLE, "this is in play"),
    K.CONTROLS: ("Blizzard", Wording.ORACLE, "you control a snow land"),
    K.CONTROLS_NAMED: ("Urza's Tower", Wording.ORACLE, "you control a permanent named Urza's Mine"),
    K.HAND_EMPTY: ("rules/410-11-state-trigger-hand-empty.mtg :: Empty Hand Engine", Wording.ORACLE,
                   "you have no cards in hand"),
    K.CONTROLLED_SINCE_LAST_UPKEEP: ("Albino Troll", Wording.ORACLE,
                                     "this came under its controller's control since the beginning of his or her last upkeep"),
    K.LIFE_DIFFERENCE: ("Psychic Transfer", Wording.ORACLE,
                        "the difference between your life total and target #1's life total is 5 or less"),
    K.COUNT: ("Avatar of Hope", Wording.ORACLE, "you have 3 or less life"),
    K.MORE: ("Avatar of Might", Wording.ORACLE, "an opponent controls at least 4 more creatures than you"),
    K.TURN: ("Vibrating Sphere", Wording.ORACLE, "it is not your turn"),
    K.ENCHANTED: ("Thran Golem", Wording.ORACLE, "this is enchanted"),
    K.ADDITIONAL_COST_PAID: ("Undergrowth", Wording.ORACLE, "this spell's additional cost was paid"),
    K.COMBAT_DEED: ("Clockwork Beast", Wording.ORACLE, "it attacked or blocked this combat"),
    K.PLAYED_FROM_HAND: ("Fire Imp", Wording.PRINTED,
                         "this came into play from its controller's hand (played, or put into play from the hand)"),
    K.ATTACKING_ALONE: ("Dream Prowler", Wording.ORACLE, "this is attacking alone"),
    K.ACTIVATIONS: ("Farrelite Priest", Wording.ORACLE, "this ability has been activated 4 or more times this turn"),
    K.FOUND_NOT_PLAYED: ("Grinning Totem", Wording.ORACLE, "that card hasn't been played"),
    K.CREATURE_DIED_THIS_TURN: ("Osai Vultures", Wording.ORACLE, "a creature was put into a graveyard from play this turn"),
    K.COUNTERS: ("Land Cap", Wording.ORACLE, "it has a depletion counter on it"),
    K.NO_COUNTERS: ("Sandstone Needle", Wording.ORACLE, "there are no depletion counters on it"),
    K.ALL_HOLD: ("Snow Devil", Wording.ORACLE, "enchanted creature is blocking and you control a snow land"),
    K.CARDS_ABOVE: ("Nether Shadow", Wording.ORACLE,
                    "this is in its owner's graveyard with 3 or more creature cards above it"),
    K.ONLY_CARD_OF_KIND: ("Nether Spirit", Wording.ORACLE, "this is the only creature card in its owner's graveyard"),
    K.DEALT_DAMAGE_THIS_WAY: ("Minion of Leshrac", Wording.ORACLE, "it dealt damage this way (by the instruction before)"),
    K.NO_LAND_PLAYED: ("Mercadian Atlas", Wording.ORACLE, "you played no land this turn"),
    K.NOT_FIRST_LAND: ("Fastbond", Wording.ORACLE, "the land played wasn't the first land you played this turn"),
    K.NOT_SACRIFICED: ("Urza's Miter", Wording.ORACLE, "the permanent put into the graveyard wasn't sacrificed"),
    K.SPELL_PLAYED_THIS_TURN: ("Mogg Conscripts", Wording.ORACLE, "you played no creature spell this turn"),
    K.CONTROLLED_SINCE_TURN_BEGAN: ("Rocket Launcher", Wording.ORACLE,
                                    "its controller has controlled this continuously since his or her most recent turn began"),
    K.ENTERED_THIS_TURN: ("Fungus Elemental", Wording.ORACLE, "this came into play this turn"),
    K.CAME_UNDER_CONTROL_THIS_TURN: ("Erg Raiders", Wording.ORACLE, "this came under its controller's control this turn"),
    K.CONTROLLER_CONTROLS_ANOTHER: ("Favorable Destiny", Wording.ORACLE,
                                    "the controller of enchanted creature controls another creature"),
    K.ALL_SHARE_A_COLOR: ("Common Cause", Wording.ORACLE, "nonartifact creatures all share a color"),
    K.DIED_THIS_WAY: ("Kaervek's Purge", Wording.ORACLE, "target #1 was put into a graveyard by that destruction"),
    K.ATTACKED_LAST_TURN: ("Giant Turtle", Wording.ORACLE, "this attacked during your last turn"),
    K.CHOSEN_COLOR_MOST_COMMON: ("Call to Arms", Wording.ORACLE,
                                 "the chosen color is the most common color among the permanents, each a nontoken "
                                 "permanent controlled by the chosen player, not tied"),
    K.CHOSEN_COLOR_NOT_MOST_COMMON: ("Call to Arms", Wording.ORACLE,
                                     "the chosen color isn't the most common color among the permanents, each a "
                                     "nontoken permanent controlled by the chosen player, or is tied for most common"),
    K.OPPONENT_DEALT_DAMAGE_THIS_TURN: ("Antagonism", Wording.ORACLE,
                                        "none of the opponents of the triggering player was dealt damage this turn"),
    K.SHUFFLED_THIS_WAY: ("Lat-Nam's Legacy", Wording.ORACLE,
                          "you shuffled a card into the library this way (by the instruction before)"),
    K.RETURNED_THIS_WAY: ("Puppet Master", Wording.ORACLE,
                          "the triggering object was returned to its owner's hand this way (by the instruction before)"),
    K.BLOCKED_BY: ("Wall of Caltrops", Wording.ORACLE, "no non-Wall creatures are blocking the triggering object"),
    K.SACRIFICED_THIS_WAY: ("Basalt Golem", Wording.ORACLE,
                            "the triggering object was sacrificed this way (by the instruction before)"),
    K.REGENERATED_THIS_TURN: ("Spiny Starfish", Wording.ORACLE, "it regenerated this turn"),
    K.DEALT_DAMAGE_THIS_TURN_BY: ("Suffocation", Wording.ORACLE, "you were dealt damage this turn by a red instant or "
                                  "sorcery spell (as it was when it dealt the damage)"),
    K.NUMBER_PARITY: ("Chaos Lord", Wording.ORACLE, "the number of permanents in play is even"),
    K.EXACTLY_CHOSEN_NUMBER: ("Scrying Glass", Wording.ORACLE, "there are exactly the chosen number of cards of the "
                              "color chosen this way in target #1's hand"),
    K.DISCARDED_THIS_WAY: ("Tainted Specter", Wording.ORACLE,
                           "target #1 discarded a card this way (by the instruction before)"),
    K.STARTED_TURN_UNTAPPED: ("Rasputin Dreamweaver", Wording.ORACLE, "it was in play and untapped as this turn began"),
    K.BLOCKED_SINCE_LAST_UPKEEP: ("Wiitigo", Wording.ORACLE,
                                  "it has blocked or been blocked since its controller's last upkeep"),
    K.EXCHANGED_THIS_WAY: ("Gauntlets of Chaos", Wording.ORACLE,
                           "those permanents were exchanged this way (by the instruction before)"),
}


def _abilities(where: str, wording: Wording) -> ir.CardAbilities:
    """The reading of the representative card, as ``judge card`` reads it."""
    if " :: " in where:
        path, name = where.split(" :: ")
        card = next(c for c in parse_file(str(SCENARIOS / path)).cards if c.name == name)
        return parse_card_text(card)
    card = catalog().card(where, wording)
    assert card is not None, f"{where} is not in the card catalog"
    return catalog().abilities(card)


def _english(words: str, kind: ir.ConditionKind) -> list[str]:
    """What is wrong with ``words`` as English for a judge (nothing: [])."""
    problems = []
    if words == kind.value or kind.name in words or "ConditionKind" in words:
        problems.append("the kind's key, not words")
    if re.search(r"[~_{}<>\[\]|=]|\bNone\b", words):
        problems.append("a character or word of the IR, not English")
    if not re.fullmatch(r"[a-z][A-Za-z0-9 ,'#+/().-]*[a-z)]", words):
        problems.append("not a phrase of words")
    return problems


def test_every_condition_kind_has_a_card_that_shows_its_words():
    # a new kind comes with a card that has it (and the words for it, below)
    assert set(REPRESENTATIVES) == set(K)


@pytest.mark.parametrize("kind", list(K), ids=lambda k: k.name)
def test_each_condition_kind_is_said_in_english_for_a_card_that_has_it(kind):
    where, wording, expected = REPRESENTATIVES[kind]
    conditions = [c for c in ir.walk(_abilities(where, wording)) if isinstance(c, ir.Condition) and c.kind is kind]
    assert conditions, f"{where} ({wording.value}) has no condition of the kind {kind.name}"
    said = [condition_phrase(c) for c in conditions]
    assert expected in said, said
    for words in said:
        assert _english(words, kind) == [], (kind.name, words)


def test_a_condition_without_words_is_an_error_not_its_key():
    # "there is a …" needs the description it names: without one there is nothing to say, and the
    # kind's key ("exists") is never said in its place
    for kind in (K.EXISTS, K.NONE, K.MATCHES, K.CONTROLS):
        with pytest.raises(ValueError, match="no words for the condition"):
            condition_phrase(ir.Condition(kind))


def test_the_english_check_finds_keys_and_ir():
    assert _english("controlled since last upkeep", K.CONTROLLED_SINCE_LAST_UPKEEP)
    assert _english("ConditionKind.TURN", K.TURN)
    assert _english("~ is tapped", K.STATUS)
    assert _english("if the flip is won", K.FLIP) == []
