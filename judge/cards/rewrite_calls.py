"""The replacements worked out from a match, which the rewrite files name (``call NAME``,
:mod:`judge.cards.rewrite_files`): each a function of the match, here by the name its file uses
(:data:`CALLS`). The entry's comment in its file says which card or rule it is for."""

from __future__ import annotations

import re
from typing import Callable, Optional

from judge.cards.describe import with_article


def considered_blocked(m: "re.Match[str]") -> str:
    """Dazzling Beauty, Choking Vines as printed: "is/are considered blocked"."""
    return "becomes blocked" if m.group(1) == "is" else "become blocked"


def search_then_shuffle(m: "re.Match[str]") -> str:
    """"Search …, put it onto the battlefield, then shuffle your library." = "… and put it onto
    the battlefield. Then shuffle your library." (the discard, if any, before the shuffle)."""
    return f"{m[1]} and {m[2]}.{' discard a card at random.' if m[3] else ''} then shuffle {m[4] or 'your'} library."


def keyword_list(m: "re.Match[str]") -> str:
    """A list of keywords granted: "has flying, first strike, and trample" (Thran Golem)."""
    return f"{m[1]} " + " and ".join([m[2][:-2]] + [k for k in m[3].split(", ") if k] + [m[4]])


def from_your_graveyard(m: "re.Match[str]") -> str:
    """Death Spark, Krovikan Horror, Nether Shadow: the card in the graveyard the condition names."""
    return m.group(1) + ("return ~ from your graveyard to your hand" if m.group(0).endswith("hand")
                         else "return ~ from your graveyard to the battlefield")


def divided_among(m: "re.Match[str]") -> str:
    """Divided damage: "among one, two, or three targets" = "among up to three target creatures or players"."""
    return ("divided any way you choose among " + ({"one or two": "up to two", "one, two, or three": "up to three",
                                                    "any number of": "any number of"}[m[1]])
            + " target " + (m[3] if m[3] else "creatures or players"))


def counters_among(m: "re.Match[str]") -> str:
    """Distributed counters (409.1e): "among one or two target creatures" = "among up to two target creatures"."""
    return f"distribute {m[1]} {m[2]} counters among up to {'two' if m[3] == 'one or two' else 'three'} target "


def alternative_cost(m: "re.Match[str]") -> str:
    """"[If …, ]you may X rather than pay this spell's mana cost." as an alternative cost."""
    return f"as an alternative cost to cast ~{' ' + m.group(1) if m.group(1) else ''}, {m.group(2)}."


def _copy_kind(extra: Optional[str]) -> str:
    """"a" copy, or "an enchantment" copy (Copy Artifact's added type)."""
    return with_article(extra) if extra else "a"


def copy_of_any(m: "re.Match[str]") -> str:
    """Clone's Oracle of the era and today's: "you may have ~ come into play as a copy of any creature in play"."""
    return f"you may have ~ come into play as {_copy_kind(m.group(2))} copy of any {m.group(1)} in play."


def they_gain_or_lose(m: "re.Match[str]") -> str:
    """Emberwilde Djinn, Pillar Tombs of Aku: "they gain/lose" is that player's."""
    return f"{m.group(1)}that player {m.group(2)}s "


def mana_in_words(m: "re.Match[str]") -> str:
    """"Add one green mana" = "Add {G}" (the era's symbols, 104.1)."""
    return ("add " + ("{" + "wubrg"["white blue black red green".split().index(m.group(2))] + "}")
            * ("one two three".split().index(m.group(1)) + 1))


def colorless_symbols(m: "re.Match[str]") -> str:
    """The colorless mana symbol of later wordings: "Add {C}{C}" = "Add {2}" (104.1)."""
    return "add {" + str(m.group(1).count("{c}")) + "}"


def not_a_wall(m: "re.Match[str]") -> str:
    """"as though it didn't have defender" = "as though it weren't a Wall" (308.1)."""
    return f"as though {m.group(1)} {'weren' if m.group(1) == 'they' else 'wasn'}'t a wall"


def no_combat_damage(m: "re.Match[str]") -> str:
    """Spore Flower, Glacial Crevasses as printed: "{0}: [cost]. No creatures deal damage in combat
    this turn" = "[cost]: prevent all combat damage …" (a snow-covered mountain a snow Mountain)."""
    return f"{m[1].replace('snow-covered', 'snow')}: prevent all combat damage that would be dealt this turn."


def cant_attack_block_or_tap(m: "re.Match[str]") -> str:
    """Serra Bestiary, Katabatic Winds as printed: "can't attack, block, or play any ability that
    includes {T} in its activation cost" — "its" for the one creature, "their" for many."""
    return (f"{m[1]} can't attack or block, and {'its' if m[1] == 'enchanted creature' else 'their'} activated "
            f"abilities with {{t}} in their costs can't be activated.")


def haste_then_tap(m: "re.Match[str]") -> str:
    """Ray of Command, Magus of the Unseen: "That creature / artifact is unaffected by summoning
    sickness this turn. Tap the creature / artifact if you lose control of it at end of this turn"."""
    return (f". {'that creature' if m[1] == 'creature' else 'it'} gains haste until end of turn. when you "
            f"lose control of the {m[1]}, tap it.")


def unblockable_by_power_snow(m: "re.Match[str]") -> str:
    """Arctic Foxes: "if defending player controls any snow-covered lands, no creature with power
    greater than N may be assigned to block ~" — it can't be blocked by them."""
    return (f"~ can't be blocked by creatures with power {int(m[1]) + 1} or greater as long as defending player "
            f"controls a snow land.")


def unblockable_by_power(m: "re.Match[str]") -> str:
    """Amrou Kithkin: "no creature with power greater than N may be assigned to block ~"."""
    return f"~ can't be blocked by creatures with power {int(m[1]) + 1} or greater."


def untap_blue_creatures(m: "re.Match[str]") -> str:
    """"Blue creatures don't untap …; during his or her upkeep, a player may pay an additional {N} to
    untap a blue creature" (the Oracle's upkeep trigger, the cost of either wording the pattern reads)."""
    return (f"{m[1]} controllers' untap steps.\nat the beginning of each player's upkeep, that player may "
            f"choose any number of tapped blue creatures they control and pay {m[2] or m[3]} for each creature "
            f"chosen this way. if the player does, untap those creatures.")


def tap_sacrifice_artifact(m: "re.Match[str]") -> str:
    """Sage of Lat-Nam, Orcish Mechanics: "Tap to draw a card / do 2 points of damage …" with an
    artifact sacrificed each time: the cost."""
    return "{t}, sacrifice an artifact: " + ("draw a card." if m[1].startswith("draw") else "~ deals 2 damage to any target.")


def counter_in_response(m: "re.Match[str]") -> str:
    """"Play ~ only in response to another player playing a creature (or a sorcery)": the timing kept,
    and the spell countered (a creature spell, or a creature or sorcery spell)."""
    return m[1] + ("\ncounter target creature spell an opponent controls." if m[2] == "creature"
                   else "\ncounter target creature or sorcery spell an opponent controls.")


def legends_band(m: "re.Match[str]") -> str:
    """The Legends lands: "[color] legends gain bands / may band with other legends" (the color of
    either wording the pattern reads)."""
    return f'{m[1] or m[2]} legendary creatures you control have "bands with other legendary creatures."'


def lands_could_produce(m: "re.Match[str]") -> str:
    """Reflecting Pool, Fellwar Stone: "any land you control / any opponent's lands can produce" =
    "a land you control / a land an opponent controls could produce"."""
    return (f"one mana of any {m[1]} that "
            f"{'a land you control' if m[2] == 'land you control' else 'a land an opponent controls'} could produce")


def power_to_zero(m: "re.Match[str]") -> str:
    """Island of Wak-Wak, Singing Tree: "Tap to reduce target flying creature's / an attacking
    creature's power to 0"."""
    return "{t}: target " + ("creature with flying" if "flying" in m[0] else "attacking creature") + " has base power 0."


#: The functions by the names the files use.
CALLS: dict[str, Callable[["re.Match[str]"], str]] = {f.__name__: f for f in (
    considered_blocked, search_then_shuffle, keyword_list, from_your_graveyard, divided_among, counters_among,
    alternative_cost, copy_of_any, they_gain_or_lose, mana_in_words, colorless_symbols, not_a_wall,
    # (judge.cards.printed's rounds)
    no_combat_damage, cant_attack_block_or_tap, haste_then_tap, unblockable_by_power_snow,
    unblockable_by_power, untap_blue_creatures, tap_sacrifice_artifact, counter_in_response, legends_band, lands_could_produce, power_to_zero)}
