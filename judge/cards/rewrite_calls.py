"""The replacements worked out from a match, which the rewrite files name (``call NAME``,
:mod:`judge.cards.rewrite_files`): each a function of the match, here by the name its file uses
(:data:`CALLS`). The entry's comment in its file says which card or rule it is for."""

from __future__ import annotations

import re
from typing import Callable, Optional

from judge.cards.english import with_article


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


# (judge.cards.printed's first tables, normalise/printed-first.rewrites to printed-fifth-a-activated.rewrites,
# and its twenty-third round, printed-twenty-third.rewrites; each the lambda or function the entry had)

def portal_tap_ability(m: "re.Match[str]") -> str:
    """Portal's "On your turn, before you attack, you may tap ~ to …": the Oracle's "{T}: ….
    Activate this ability only during your turn, before attackers are declared." (:func:`portal_effect`)."""
    return (f"{'{t}' if m[1] == 'tap ~' else 'sacrifice ~'}: {portal_effect(m[2])}. activate this ability only during "
            f"your turn, before attackers are declared.")


def artifact_mana_interrupt(m: "re.Match[str]") -> str:
    """The Moxen as printed: "Add 1 [color] mana to your mana pool. Tapping this artifact can be played
    as an interrupt." — a mana ability costing {T}."""
    return "{t}: add {" + {"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g"}[m[1]] + "}."


def discarded_artifact_mana(m: "re.Match[str]") -> str:
    """Black Lotus as printed: "Adds 3 mana of any single color of your choice to your mana pool, then
    is discarded." — "{T}, Sacrifice ~: Add three mana of any one color."."""
    return "{t}, sacrifice ~: add " + {"2": "two", "3": "three"}.get(m[1], m[1]) + " mana of any one color."


def counts_as_type(m: "re.Match[str]") -> str:
    """402.3: "becomes a 5/5 creature that counts as a Treefolk" = "becomes a 5/5 Treefolk creature"."""
    return f"becomes a {m[1]} {m[3]} creature{m[2] or ''}"


def treat_this_token(m: "re.Match[str]") -> str:
    """216: "Put a Rat token into play. Treat this token as a 1/1 black creature." — one token."""
    return f"create a {m[2]} {m[3] or 'colorless ' if m[4] else m[3]}{m[1]} {m[4] or ''}creature token{m[5] or ''}."


def blocks_or_is_blocked(m: "re.Match[str]") -> str:
    """404.1: "If ~ blocks or is blocked (by any Orcs), (it) …" as a trigger condition."""
    return ("whenever ~ blocks or becomes blocked"
            + ("" if not m[1] else f" by one or more {m[1]}" if m[1].endswith("s") else f" by {with_article(m[1])}")
            + (", ~ " if m[2] else ", "))


def remove_target_from_the_game(m: "re.Match[str]") -> str:
    """"remove from the game target card …" (Headstone) = "remove target card … from the game"."""
    return f"remove {m[1].replace(' in any graveyard', ' in a graveyard')} from the game"


def successfully_cast_by_any(m: "re.Match[str]") -> str:
    """"when any player / any opponent successfully casts": a player, an opponent."""
    return f"{m[1]} {m[2].replace('any player', 'a player').replace('any opponent', 'an opponent')} {m[3]} "


def prevent_next_damage(m: "re.Match[str]") -> str:
    """419.7b: "Prevent 1 damage to any creature or player" = "Prevent the next 1 damage to target
    creature or player this turn"."""
    return (f"{m[1]}prevent the next {m[2]} damage to target "
            f"{'creature or player' if 'player' in m[3] else m[3]} this turn")


def damages_any(m: "re.Match[str]") -> str:
    """404.1: "If ~ damages any player, …" = "Whenever ~ deals damage to a player, …"."""
    return f"whenever ~ deals damage to {with_article(m[1])}"


def any_as_article(m: "re.Match[str]") -> str:
    """"when any opponent plays a land": a, an."""
    return f"{m[1]} {with_article(m[2])}"


def pay_to_effect(m: "re.Match[str]") -> str:
    """403.1: "{T}: Sacrifice ~ to add {B}{B} to your mana pool" = "{T}, Sacrifice ~: Add {B}{B}."."""
    return f"{m[1]}, {m[2]}: {'~ deals ' if m[3].startswith('have') else m[3]}"


def destroy_for_each_paid(m: "re.Match[str]") -> str:
    """"Destroy a target [kind] (and gain N life) for each {X} you pay in addition to the casting
    cost": an additional cost paid any number of times, another target each time."""
    return (f"as an additional cost to cast this spell, you may pay {m[4]} any number of times.\nfor each additional "
            f"{m[4]} you paid, destroy another target {m[1]}{f', and you gain {m[3]} life' if m[2] else ''}.")


def prevent_from_a_source(m: "re.Match[str]") -> str:
    """The Circles of Protection as printed: "Prevent all damage to you from a red source. (Treat
    further damage from that source normally.)" = the next time a source of your choice would deal damage."""
    return (f"the next time {with_article((m[1] or '') + 'source')} of your choice would deal damage to you this turn, "
            f"prevent that damage.")


def counter_activated_ability(m: "re.Match[str]") -> str:
    """Rust, Brown Ouphe, Interdict as printed: "Counter target artifact effect, which must require an
    activation cost" = "Counter target activated ability from an artifact source"."""
    return f"counter target activated ability from {with_article(m.group(1))} source."


def redirect_from_self(m: "re.Match[str]") -> str:
    """"Redirect N damage from ~ to X": the next N damage that would be dealt to ~ this turn is dealt
    to X instead (a creature you control: chosen, no target)."""
    return (f"{m[1]}the next {m[2]} damage that would be dealt to ~ this turn is dealt to "
            f"{m[3] if m[3].startswith('target') else m[3] + ' of your choice'} instead.")


def unblocked_choice(m: "re.Match[str]") -> str:
    """"Whenever ~ attacks and isn't blocked, you may choose to have it deal no damage to defending
    player this turn. If you do, …" = "you may …. If you do, ~ assigns no combat damage this turn"."""
    return (f"{m[1]}you may "
            + ("have it deal damage equal to its power to target creature" if m[2].startswith("~")
               else "gain control of target artifact defending player controls")
            + ". if you do, ~ assigns no combat damage this turn.")


def discards_at_random(m: "re.Match[str]") -> str:
    """"discards two cards at random from his or her hand" = "discards two cards at random" (217.5)."""
    return f"discards {m[1]} card{'' if m[1] == 'a' else 's'} at random"


def discard_at_random(m: "re.Match[str]") -> str:
    """"discard three cards at random from your hand" = "discard three cards at random" (217.5)."""
    return f"{m[1]} {m[2]} card{'' if m[2] == 'a' else 's'} at random"


def artifact_damage_reduced(m: "re.Match[str]") -> str:
    """"Any damage ~ takes from artifact creatures is reduced to 0" = prevent all damage that would
    be dealt to ~ by artifact creatures (sources)."""
    return f"prevent all damage that would be dealt to ~ by artifact {'creatures' if m[1] == 'creatures' else 'sources'}."


def for_each_opponent_controls(m: "re.Match[str]") -> str:
    """"For each [kind] your opponent has in play, you draw a card / gain N life"."""
    return f"{'draw a card' if m[2] == 'draw a card' else 'you ' + m[2]} for each {m[1]} an opponent controls."


def nontoken_cards_in_play(m: "re.Match[str]") -> str:
    """"the number of Mountain cards you have in play. (This includes both tapped and untapped
    Mountain cards.)" = "the number of nontoken Mountains you control" (216.2)."""
    return f"the number of nontoken {m[1]}{'' if m[1].endswith('s') else 's'} you control."


def assigned_to_block_any(m: "re.Match[str]") -> str:
    """"If assigned to block any black creatures (or any black creatures are assigned to block it)"
    = "Whenever ~ blocks (or becomes blocked by) one or more black creatures"."""
    return f"whenever ~ {'blocks or becomes blocked by' if m[2] else 'blocks'} one or more {m[1]} creatures, "


def search_reveal_then_top(m: "re.Match[str]") -> str:
    """The Tutors as printed: "Search your library for a [kind] and reveal that card. Shuffle your
    library and put the revealed card on top of it"."""
    return (f"search your library for a{'n' if m[1] == 'instant' else ''} "
            f"{'creature' if m[1] == 'summon creature' else m[1]} card{m[2]}. shuffle your library, then put the "
            f"card on top of it.")


def is_blocked_by_any(m: "re.Match[str]") -> str:
    """"whenever ~ blocks or is blocked by any [kind] creature" = "… becomes blocked by a [kind] creature"."""
    return f"{m[1]} becomes blocked by {with_article((m[2] or '') + 'creature')}, "


def summon_spell(m: "re.Match[str]") -> str:
    """"summon spell(s)": a creature spell (glossary "Summon")."""
    return m[0].replace("summon spell", "creature spell")


def put_from_hand(m: "re.Match[str]") -> str:
    """"Choose a creature card in your hand and put that creature into play" = "Put a creature card
    from your hand into play"."""
    return f"{m[1] or ''}put {with_article(m[2])} card from your hand into play."


def gains_if_opponent_controls(m: "re.Match[str]") -> str:
    """"~ gains +1/+1 if opponent controls at least one [kind]" = "~ gets +1/+1 as long as an opponent
    controls a [kind]"."""
    return f"~ gets {m[1]} as long as an opponent controls {with_article(m[2])}."


def urza_lands(m: "re.Match[str]") -> str:
    """Urza's Mine, Power Plant, Tower as printed: "If you control Urza's Mine, Urza's Power Plant, and
    Urza's Tower, add two colorless mana … instead of one" = "If you control an Urza's Power-Plant and
    an Urza's Tower, add {2} instead" (the card itself not named)."""
    return (". if you control " + " and ".join(
        "an " + n.replace("power plant", "power-plant") for n in re.split(r", and |, ", m[1]) if n != "~")
        + ", add {" + {"two": "2", "three": "3"}[m[2]] + "} instead.")


def unless_defending_controls(m: "re.Match[str]") -> str:
    """"can't attack unless defending player controls any Islands" = "… controls an Island"."""
    return f"can't attack unless defending player controls {with_article(m[1])}."


def buried_if_controls(m: "re.Match[str]") -> str:
    """"~ is buried if controller controls any Dwarves" = "When you control a Dwarf, sacrifice ~"."""
    return f"when you control {with_article({'dwarves': 'dwarf'}.get(m[1], m[1].rstrip('s')))}, sacrifice ~."


def power_greater_than(m: "re.Match[str]") -> str:
    """Goblin Mutant: "power greater than 2" is power 3 or greater."""
    return (f"~ can't attack if defending player controls an untapped creature with power {int(m[1]) + 1} or "
            f"greater.\n~ can't block creatures with power {int(m[1]) + 1} or greater.")


def unless_defending_controls_or_sacrifice(m: "re.Match[str]") -> str:
    """Gorilla Pack: "~ can't attack if defending player controls no Forests. Bury ~ if you control
    no Forests." = "can't attack unless …" and a state trigger."""
    return f"~ can't attack unless defending player controls {with_article(m[1])}.\nwhen you control no {m[1]}s, sacrifice ~."


def tap_to_destroy(m: "re.Match[str]") -> str:
    """"Tap to destroy a Wall", "an Efreet or Djinn" = "{T}: Destroy target Wall" (409.1c)."""
    return "{t}: destroy target " + " or ".join(sorted(n for n in (m[1], m[2]) if n)) + "."


def red_and_or_green(m: "re.Match[str]") -> str:
    """Orcish Lumberjack: "add three mana in any combination of red and/or green" = "{R} and/or {G}"."""
    return "add three mana in any combination of {%s} and/or {%s}." % (
        {"red": "r", "green": "g"}[m[1]], {"red": "r", "green": "g"}[m[2]])


def x_tokens(m: "re.Match[str]") -> str:
    """"Put X [kind] tokens into play, where X is …. Treat these tokens as 1/1 [color] creatures" =
    "Create X 1/1 [color] [kind] creature tokens, where X is …"."""
    return (f"{m[1]}{', ' + m[2] if m[2] else ''}: create x {m[5]} {m[6]} {m[3]} creature tokens, where x is "
            + ("the sacrificed creature's converted mana cost" if m[4].startswith("the casting") else m[4]) + ".")


def mist_dragon_flying(m: "re.Match[str]") -> str:
    """Mist Dragon: "{0}: Flying", "{0}: Loses flying" = "~ gains / loses flying" (402.6)."""
    return f"{m[1]}: ~ {'gains flying' if m[2] == 'flying' else 'loses flying'}."


def discard_or_destroy(m: "re.Match[str]") -> str:
    """Portal's "discard a land from your hand / a card at random / … or destroy ~" = "destroy ~
    unless you discard …"."""
    return f"{m[1]}destroy ~ unless you discard {m[2] or ('a creature card' if 'summon' in m[0] else 'a land card')}."


def return_one_from_graveyard(m: "re.Match[str]") -> str:
    """"Select one creature from your graveyard and place it in your hand", "Tap to bring one
    artifact …" = "return target … card from your graveyard to your hand" ("Tap to" its {T})."""
    return f"{m[1]}{', {t}' if m[2] or m[3] else ''}: return target {m[4]} card from your graveyard to your hand."


def for_each_damage(m: "re.Match[str]") -> str:
    """"For each 1 damage dealt to ~, it deals 1 damage to you" (Jackal Pup): one trigger for each
    event of damage dealt to it, doing as much as the damage (410.2: an ability triggers once for
    each time its event happens)."""
    who, rest = m[1], m[2]
    rest = re.sub(r"\bdeals 1 damage\b", "deals that much damage", rest)
    rest = re.sub(r"\bgains? 1 life\b", lambda g: g[0].replace("1 life", "that much life"), rest)
    rest = re.sub(r"\bput a ([a-z+/0-9-]+) counter on\b", r"put that many \1 counters on", rest)
    if "that much" not in rest and "that many" not in rest:
        return m[0]  # no amount of 1 to make "that much" of: left to fail
    if rest.endswith(" instead.") and who == "~":
        # Lichenthrope: "For each 1 damage dealt to ~, put a -1/-1 counter on it instead" — the
        # damage replaced, never dealt (419.1, 419.5): the Oracle's "If damage would be dealt to ~, …"
        return f"if damage would be dealt to ~, {rest}"
    subject = "you're dealt damage" if who == "you" else f"{who} is dealt damage"
    return f"whenever {subject}, {rest}"


def reanimating(m: "re.Match[str]") -> str:
    """Animate Dead and Necromancy as printed, in the Oracle's sentences (printed-first.rewrites)."""
    rest = m.group(1).strip()
    return ('enchant creature card in a graveyard.\nwhen ~ comes into play, it loses "enchant creature card in a '
            'graveyard" and gains "enchant creature put into play with ~.". return enchanted creature card to play '
            "under your control and attach ~ to it. when ~ leaves play, destroy that creature. it can't be "
            "regenerated." + (f"\n{rest}" if rest else ""))


def other_cost_to_effect(m: "re.Match[str]") -> str:
    """The costs and effects of "[cost]: [another cost] to [effect]" that judge.cards.printed's
    ``cost_to_effect`` doesn't take (printed-fourth-b.rewrites), in the words the grammar reads."""
    cost = m[2]
    if m[3]:  # "remove the javelin counter": the one the card has
        cost = f"remove a {m[3]} counter from ~"
    costs = [c for c in (m[1], cost) if c != "{0}"]
    effect = m[4]
    effect = re.sub(r"^bury (target [a-z ]+)$", r"destroy \1. it can't be regenerated", effect)
    effect = re.sub(r"^have ~ deal ", "~ deals ", effect)
    effect = re.sub(r"^gain (\d+) life$", r"you gain \1 life", effect)
    return f"{', '.join(costs)}: {effect}."


#: The Keepers' conditions as printed, as the Oracle's "target opponent who …" says them.
_KEEPERS = {
    "target opponent controls more creatures than you": "controlled more creatures than you did",
    "you have less life than target opponent": "had more life than you did",
    "target opponent has at least two more cards in hand than you": "had at least two more cards in hand than you did",
    "that opponent has more life than you": "had more life than you did",
    "that creature's controller has at least two fewer creature cards in his or her graveyard than you have in yours":
        "had at least two fewer creature cards in their graveyard than you did",
}


def keeper(m: "re.Match[str]") -> str:
    """A Keeper's ability as printed ("… Play this ability only if target opponent …") in the
    Oracle's words (printed-fourth-b.rewrites)."""
    effect = m[2]
    effect = re.sub(r"\bdeals (\d+) damage to target opponent$", r"deals \1 damage to that player", effect)
    effect = re.sub(r"^destroy target nonblack creature$", "destroy target nonblack creature that player controls", effect)
    return (f"{m[1]}: choose target opponent who {_KEEPERS[m[3]]} as you activated this ability. {effect}.")


def paid_trigger(m: "re.Match[str]") -> str:
    """"[cost]: [effect]. Use this ability only when [event] (and only once for each)" as the
    Oracle's "Whenever [event], you may pay [cost]. If you do, [effect]"
    (printed-fourth-b.rewrites)."""
    event = m[3]
    if event.startswith("~"):
        when = "when ~ is put into a graveyard from play"
    elif event.startswith("a creature"):
        when = "whenever a creature is put into a graveyard from play"
    else:
        when = f"whenever a player casts {event.split(' is successfully')[0]}"
    return f"{when}, you may pay {m[1]}. if you do, {m[2]}."


def all_your(m: "re.Match[str]") -> str:
    """"All your (other) [kind] gain +1/+1 / first strike / +0/+1 and trample" as the Oracle words
    a lord: "(Other) [kind] creatures you control get +1/+1 / have first strike / get +0/+1 and
    have trample"."""
    other, colour, kind, change, more = m[1] or "", m[2] or "", m[3], m[5], m[6] or ""
    noun = "creatures" if kind == "creatures" else f"{kind[:-1]} creatures"
    if re.fullmatch(r"[+-]\d+/[+-]\d+", change):
        verb = f"get {change}" + (f" and have{more[4:]}" if more else "")
    elif m[4] == "gain" and not more:
        verb = f"have {change}"
    else:
        return m[0]
    subject = f"{other}{colour}{noun} you control"
    return f"{subject[0]}{subject[1:]} {verb}."


def changes_until_end_of_turn(m: "re.Match[str]") -> str:
    """"{1}{G}: Flying and -0/-1 until end of turn" as the Oracle words it: "{1}{G}: ~ gets -0/-1 and
    gains flying until end of turn" (power and toughness first, then what it gains, then loses)."""
    cost = "tap an untapped creature you control" if m[1].startswith("tap ") else m[1]
    parts = m[2].split(" and ")
    gets = [f"gets {p}" for p in parts if re.fullmatch(r"[+-]\d+/[+-]\d+", p)]
    gains = [f"gains {p}" for p in parts if not p.startswith("loses ") and not re.fullmatch(r"[+-]\d+/[+-]\d+", p)]
    loses = [p for p in parts if p.startswith("loses ")]
    return f"{cost}: ~ {' and '.join(gets + gains + loses)} until end of turn."


#: Portal's effects of a "you may tap ~ to …" ability (:func:`portal_tap_ability`), as the Oracle words them (its
#: "any one creature" already read as "target creature" by printed-first.rewrites; an effect already in the Oracle's words,
#: "destroy target tapped creature", "draw a card", needs no entry).
_PORTAL_EFFECTS = (
    (re.compile(r"^give (target creature|one of your creatures) ([+-]\d+/[+-]\d+) until end of turn$"),
     lambda m: f"target creature{' you control' if m[1] != 'target creature' else ''} gets {m[2]} until end of turn"),
    (re.compile(r"^have it deal (\d+) damage to target creature or player$"),
     r"~ deals \1 damage to target creature or player"),
    (re.compile(r"^force your opponent to (?:choose and )?discard (a card|two cards) from his or her hand$"),
     r"target opponent discards \1"),
    (re.compile(r"^make target creature unblockable this turn$"), "target creature can't be blocked this turn"),
    (re.compile(r"^put (target creature card from your graveyard) on the top of your library$"), r"put \1 on top of your library"),
    (re.compile(r"^gain (\d+) life$"), r"you gain \1 life"),
)


def portal_effect(text: str) -> str:
    """Portal's effect ``text`` in the Oracle's words (left as it is otherwise: the grammar reads
    it, or refuses it loudly)."""
    for pattern, oracle in _PORTAL_EFFECTS:
        if pattern.match(text):
            return pattern.sub(oracle, text)
    return text


def activations_limit(m: "re.Match[str]") -> str:
    """The Drakes' "you can't spend more than {R}{R} in this way each turn" as the number of
    activations it allows; left as printed (to fail) when the limit isn't a whole number of costs."""
    cost, limit = re.findall(r"\{[^}]+\}", m[1]), re.findall(r"\{[^}]+\}", m[3])
    times, rest = divmod(len(limit), len(cost))
    if rest or limit != cost * times or not 1 <= times <= 3:
        return m[0]
    words = {1: "only once each turn", 2: "no more than twice each turn", 3: "no more than three times each turn"}
    return f"{m[1]}: {m[2]}. activate this ability {words[times]}."


#: The Oaths' printed comparisons (Exodus), by the Oracle's words for the target player they describe.
_OATH_COMPARED = {
    "that player has less life than target opponent": "who has more life than they do",
    "that player has fewer cards in hand than target opponent": "who has more cards in hand than they do",
    "there are more creature cards in that player's graveyard than in target opponent's graveyard":
        "whose graveyard has fewer creature cards in it than their graveyard does",
    # (added, printed round twenty-six: Oath of Druids, Oath of Lieges)
    "that player controls fewer creatures than target opponent": "who controls more creatures than they do",
    "that player controls fewer lands than target opponent": "who controls more lands than they do",
}
#: The Oaths' printed effects in the Oracle's words, where they differ from them (added, printed round
#: twenty-six): Oath of Druids' "reveal cards from his or her library until he or she reveals a creature card.
#: The player puts that creature into play and all other revealed cards into his or her graveyard." — the
#: cards revealed from the top of it (as the Oracle says), the creature put into
#: play only if one was revealed (the "that creature" of a reveal that found none is nothing, 413.2b: the
#: Oracle's "If the first player does"); Oath of Lieges' "search his or her library for a basic land card and
#: put that land into play. The player shuffles his or her library afterwards." — after the search the
#: player may make (the Oracle's "…, put that card into play, then shuffle their library")
OATH_EFFECTS = {
    "reveal cards from his or her library until he or she reveals a creature card. the player puts that creature into "
    "play and all other revealed cards into his or her graveyard.":
        "reveal cards from the top of their library until they reveal a creature card. if the first player does, that "
        "player puts that card onto the battlefield and all other cards revealed this way into their graveyard.",
    "search his or her library for a basic land card and put that land into play. the player shuffles his or her "
    "library afterwards.": "search their library for a basic land card, put that card onto the battlefield, then "
                           "shuffle their library.",
}


def oath(m: "re.Match[str]") -> str:
    """An Oath as printed, "During each player's upkeep, if [that player compared with target
    opponent], [that player] may …", in the Oracle's words (printed-twenty-third.rewrites)."""
    effect = OATH_EFFECTS.get(m[2]) or re.sub(r"\bthat opponent\.$", "the second player.", m[2]).replace("his or her", "their")
    return f"at the beginning of each player's upkeep, that player chooses target player {_OATH_COMPARED[m[1]]} and is their opponent. the first player may {effect}"


#: The functions by the names the files use.
CALLS: dict[str, Callable[["re.Match[str]"], str]] = {f.__name__: f for f in (
    considered_blocked, search_then_shuffle, keyword_list, from_your_graveyard, divided_among, counters_among,
    alternative_cost, copy_of_any, they_gain_or_lose, mana_in_words, colorless_symbols, not_a_wall,
    # (judge.cards.printed's rounds)
    no_combat_damage, cant_attack_block_or_tap, haste_then_tap, unblockable_by_power_snow,
    unblockable_by_power, untap_blue_creatures, tap_sacrifice_artifact, counter_in_response, legends_band, lands_could_produce, power_to_zero,
    # (judge.cards.printed's first tables and twenty-third round)
    portal_tap_ability, artifact_mana_interrupt, discarded_artifact_mana, counts_as_type, treat_this_token,
    blocks_or_is_blocked, remove_target_from_the_game, successfully_cast_by_any, prevent_next_damage, damages_any,
    any_as_article, pay_to_effect, activations_limit, destroy_for_each_paid, prevent_from_a_source,
    counter_activated_ability, redirect_from_self, unblocked_choice, discards_at_random, discard_at_random,
    artifact_damage_reduced, for_each_opponent_controls, nontoken_cards_in_play, assigned_to_block_any,
    search_reveal_then_top, is_blocked_by_any, summon_spell, put_from_hand, gains_if_opponent_controls, urza_lands,
    unless_defending_controls, buried_if_controls, power_greater_than, unless_defending_controls_or_sacrifice,
    tap_to_destroy, red_and_or_green, x_tokens, mist_dragon_flying, discard_or_destroy, return_one_from_graveyard,
    for_each_damage, reanimating, other_cost_to_effect, keeper, paid_trigger, all_your, changes_until_end_of_turn, oath)}
