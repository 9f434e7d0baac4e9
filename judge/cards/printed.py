"""The era's older printed templates (1993–2000), read as the wording of the Classic rules.

Cards printed before the Sixth Edition rules (April 1999) say the same things in older words:
"During your upkeep, pay {U}{U} or bury ~", "{R}: +1/+0 until end of turn", "{5}{T}:", "Play
this ability as an interrupt", "is unaffected by summoning sickness". A judge holds those cards
in hand. Each rewrite of the tables rewrites one such template into the wording the grammar reads;
its comment names the rule or glossary entry of the rulebook that makes the two one ability. The
tables are data files, one a round, ``normalise/printed-ROUND.rewrites`` read by
:mod:`judge.cards.rewrite_files` (:func:`_from_file`) and joined here, in order, into
:data:`PRINTED_WORDINGS`; this module keeps the code: the patterns and glossary notes the files name,
the replacements that read their result again (:data:`_READ_AGAIN`; the others are
:data:`judge.cards.rewrite_calls.CALLS`), and the readers of the tables. The result is
checked against each card's Oracle text: ``tests/cards/test_era_pool.py`` parses both wordings
of every era card and requires the same IR.

:func:`classic` is applied to a paragraph after it is lower-cased and its name made ``~``, and
before the later wordings (:data:`judge.cards.text._LATER_WORDINGS`).
"""

from __future__ import annotations

import re

from judge.cards import rewrite_calls, rewrite_files
from judge.cards.rewrites import Rewrite, apply_all

#: The patterns the rounds' files name as ``{LAND}`` and ``{COST}`` (and ``{CHANGE}``, below).
_LAND = r"(?:plains|islands?|swamps?|mountains?|forests?)"
_COST = r"(?:\{[^}]+\})+"


def _cost_to_effect(m: "re.Match[str]") -> str:
    """403.1: "[Player] may pay [cost] to [effect]" — "{0}: Remove three spore counters from ~ to
    create a token", "{U}: Discard a card from your hand to draw a card": the second cost is paid
    with the first ("{U}, Discard a card: Draw a card."; a cost of {0} adds nothing), the effect
    in the words the grammar reads (402.6: "regenerate it" is the permanent itself), the result
    read again as a paragraph of the era's (its effect may be one of the templates of PRINTED_WORDINGS)."""
    costs = [c for c in (m[1], re.sub(r"^tap (land|creature) ~ enchants$", r"tap enchanted \1", m[2])) if c and c != "{0}"]
    effect = m[3]
    for pattern, words in ((r"^have (?:it|~) deal ", "~ deals "), (r"^regenerate a target ", "regenerate target "),
                           (r"^regenerate it\.$", "regenerate ~."), (r"^draw one card\.$", "draw a card."), (r"^gain (\d+) life", r"you gain \1 life"),
                           (r"^give (target [a-z -]+?|~) ([+-]\d+/[+-]\d+ until end of turn)", r"\1 gets \2")):
        effect = re.sub(pattern, words, effect)
    return classic(f"{', '.join(costs)}: {effect}")


def _licid(m: "re.Match[str]") -> str:
    """A Licid as printed (Tempest): "… becomes a creature enchantment that reads "[ability]" instead
    of a creature. Move ~ onto target creature. …" — the Oracle's "becomes an Aura enchantment with
    enchant creature. Attach it to target creature. …", and the ability it reads, in the era's
    words too, an ability of its own (it functions only while the Licid is that Aura)."""
    granted = {"gain control of enchanted creature": "you control enchanted creature"}.get(m[2].strip(), m[2].strip())
    return (f"{m[1]}: ~ loses this ability and becomes an aura enchantment with enchant creature. attach it to "
            f"target creature. {m[3]}\n{classic(granted.rstrip('.') + '.')}")


def _tap_to_prevent(m: "re.Match[str]") -> str:
    """"Tap to prevent …" (the era's "Tap to" an ability costing {T}, 403.1): "{T}: prevent …", read
    again as a paragraph of the era's (its prevention may be one of the templates before it)."""
    return classic("{t}: " + m[1])


#: The replacements of the rewrite files that read their result again as a printed paragraph
#: (:func:`classic`, this module's), by the names the files use; the others are
#: :data:`judge.cards.rewrite_calls.CALLS`.
_READ_AGAIN = {"cost_to_effect": _cost_to_effect, "licid": _licid, "tap_to_prevent": _tap_to_prevent}


#: A change an ability printed without its subject makes to the permanent (402.6): power and
#: toughness, an ability gained or lost.
_CHANGE = r"[+-]\d+/[+-]\d+|(?:loses )?(?:flying|first strike|trample|\w+walk|protection from (?:white|blue|black|red|green))"


#: The glossary entries of obsolete words each rewrite of the tables reads, by the rewrite (its id), with
#: what the printed words are read as: the card catalog's step says them (:func:`obsolete_readings`).
_GLOSSARY: dict[int, tuple[tuple[str, str], ...]] = {}


def _obsolete(rewrite: Rewrite, *entries: tuple[str, str]) -> Rewrite:
    """``rewrite``, noted as reading the obsolete words of the glossary ``entries`` ((entry, what
    the words are read as), each)."""
    _GLOSSARY[id(rewrite)] = entries
    return rewrite


_DURING = (("During (Obsolete)", '"During [phase], ..." is read as "At the beginning of [phase], ..."'),
           ("Phase Ability (Obsolete)", 'its "During [phase], ..." ability triggers at the beginning of that phase'))
#: The card's own "bury ~": the templates read it where the Oracle says "sacrifice ~" (the era's
#: errata), and the reader then makes that sacrifice what the glossary says burying is — destroyed,
#: no regeneration, whoever controls it (:func:`judge.cards.text._buried`).
BURY_SELF = ("Bury (Obsolete)", '"bury ~" is "destroy ~; it can\'t be regenerated" — put into its owner\'s graveyard '
             "whoever controls it, where regeneration can't replace it (not a sacrifice: the Oracle's errata)")
#: What the Oracle's errata makes of a card's own "bury ~", by the words of its Oracle text (session 73, h8: the note
#: "not a sacrifice: the Oracle's errata" is true only of the cards whose Oracle sacrifices it): ((a pattern of the
#: Oracle text, its name as ~, lower case), the note's last words), the first that matches
_BURY_SELF_ERRATA = (
    (re.compile(r"\bsacrifices? (?:~|it\b|this\b)"), "(not a sacrifice: the Oracle's errata)"),
    # Aether Storm: "Pay 4 life: Destroy ~. It can't be regenerated." — the burial's own words
    (re.compile(r"\bdestroy ~\. it can't be regenerated\b"),
     "(as the Oracle's errata words it: \"Destroy ~. It can't be regenerated.\")"),
    # Balduvian Trading Post, Lotus Vale: "If ~ would enter the battlefield, sacrifice … instead. … If you don't, put it
    # into its owner's graveyard." — a replacement: it never comes into play
    (re.compile(r"\bif you don't, put it into its owner's graveyard\b"),
     "(neither a sacrifice nor a destruction in the Oracle's errata, which puts it into its owner's graveyard "
     "instead of into play)"),
)


def bury_self_reading(oracle: str, name: str) -> tuple[str, str]:
    """:data:`BURY_SELF` for the card ``name`` whose Oracle text is ``oracle``: its last words say what the Oracle's
    errata makes of the burial (a sacrifice, Aether Storm's "Destroy ~. It can't be regenerated.", Balduvian Trading
    Post's graveyard instead of play), or nothing of it when the Oracle has no such words (Anti-Magic Aura's "does not
    bury ~")."""
    text = oracle.replace(name, "~").lower() if name else oracle.lower()
    term, what = BURY_SELF
    plain = what[:what.rindex(" (")]
    return term, next((f"{plain} {note}" for pattern, note in _BURY_SELF_ERRATA if pattern.search(text)), plain)
#: "Play this ability as an interrupt" (the Mana Batteries, Princess Lucrezia, Astrolabe): an
#: interrupt is a form of instant (glossary) — the ability is played whenever its controller has
#: priority (408.1d), and one that adds mana is a mana ability (406.1a), played at once (411.1)
_INTERRUPT = ("Interrupt (Obsolete)", '"play this ability as an interrupt": played as an instant, whenever its '
              "controller has priority (408.1d); an ability that adds mana is a mana ability (406.1a), which "
              "doesn't use the stack (411.1)")
_BURY = ("Bury (Obsolete)", "\"bury\" is \"destroy; it can't be regenerated\"")
#: "each player chooses and buries a land he or she controls" (Hurloon Shaman, Abyssal Gatekeeper,
#: Urborg Justice as printed): a burial, as every other printed bury (the lead's ruling, r69-h9; audit
#: 7874 had it read as the Oracle's sacrifice) — the template reads the Oracle's "sacrifices" for the
#: choice of the player's own, and the reader makes it a burial (judge.cards.text._chosen_and_buried,
#: ``ir.Sacrifice.buried``): the chosen permanent is destroyed and can't be regenerated
_BURY_OWN = ("Bury (Obsolete)", '"[player] chooses and buries a [permanent] he or she controls": the player chooses '
             "one of his or her own (413.2c), and it is destroyed and can't be regenerated — \"bury\" is \"destroy; it "
             "can't be regenerated\" (not the Oracle's sacrifice: one that can't be destroyed stays)")
_CASTING_COST = ("Casting Cost (Obsolete)", '"casting cost" is its mana cost')
#: "… return target creature … to owner's hand. Enchantments on target creature are destroyed."
#: (Witch Hunter, Karakas, Active Volcano): a reminder of what 420.5d does to a local enchantment
#: whose permanent has left play — said in the trace, since the sentence adds no instruction
_ENCHANTMENTS_ON = ("Local Enchantment", '"Enchantments on target … are destroyed" is a reminder: once the permanent '
                    "has left play, each local enchantment on it enchants nothing and is put into its owner's "
                    "graveyard (420.5d)")
#: "At the beginning of each player's main phase" printed when a turn had one main phase, before
#: combat (Tempest, 1997): the first main phase, as the Oracle says — though the glossary's "main
#: phase" comprises both, so the card catalog's step says which one (audit 4743); "your main phase"
#: (Ventifact Bottle, Mirage, 1996; added, session 43, c6) the same — under 300.1/305.1 a turn has two
_ONE_MAIN_PHASE = ("Main Phase", '"… main phase", printed when a turn had one main phase, before combat, '
                   "is that player's precombat main phase (as the Oracle says); the postcombat main phase doesn't "
                   "trigger it")
_SUCCESSFULLY_CAST = ("Successfully Cast (Obsolete)",
                      'a spell "successfully cast" triggers it when the spell is played')
#: "… target interrupt" (Avoid Fate, Ring of Immortals): an interrupt is an instant spell
_INTERRUPT_SPELL = ("Interrupt (Obsolete)", '"interrupt" is an instant spell')
#: "… is unaffected by summoning sickness" (Sneak Attack and others): haste
_UNAFFECTED = ("Summoning Sickness (Obsolete)", '"unaffected by summoning sickness" is haste')
#: "Redirect to ~ N damage dealt to X" (Hazduhr the Abbot, Daughter of Autumn): to the card itself
_REDIRECT_TO_SELF = ("Redirect (Obsolete)", '"redirect to ~ N damage dealt to X": the next N damage that would be dealt '
                     "to X is dealt to ~ instead, its source and kind unchanged")
#: "… summon card" (Lure of Prey and others): a creature card
_SUMMON_CARD = ("Summon (Obsolete)", '"summon card": a creature card')
#: "… snow-covered mountains" (Goblin Ski Patrol): snow Mountains
_SNOW_MOUNTAINS = ("Snow-Covered (Obsolete)", '"snow-covered mountains" are snow Mountains')
#: "… an instant, interrupt, or enchantment spell" (Mana Matrix): an interrupt an instant
_INTERRUPT_INSTANT = ("Interrupt (Obsolete)", '"interrupt": an instant')
#: "… interrupt spell" (Burnout, the fifth B round): an instant spell
_INTERRUPT_SPELL_PHRASE = ("Interrupt (Obsolete)", '"interrupt spell" is an instant spell')
#: "an interrupt" (the fifth B round): an instant
_AN_INTERRUPT = ("Interrupt (Obsolete)", 'an interrupt is an instant')
#: "total casting cost" (Detonate, Crumble, Reanimate): converted mana cost, noted once, citing the
#: term's own entry ("Casting Cost (Obsolete)" says the same of it)
_TOTAL_CASTING_COST = ("Total Casting Cost (Obsolete)", '"total casting cost" is converted mana cost')
#: "Tapping this artifact can be played as an interrupt" (the Moxen, Black Lotus as printed)
_INTERRUPT_TAPPING = ("Interrupt (Obsolete)", '"tapping this artifact can be played as an interrupt": a mana ability, '
                      "its cost {T}")
#: "~ is unaffected by summoning sickness" (a creature's own): haste
_UNAFFECTED_HASTE = ("Summoning Sickness (Obsolete)", '"unaffected by summoning sickness" is haste (it may attack and '
                     "use {T} abilities the turn it comes under its controller's control)")
#: "Play this ability as a mana source": a mana ability
_MANA_SOURCE = ("Mana Source (obsolete)", '"play this ability as a mana source": a mana ability')
#: "gain control of target … permanently": no expiration
_PERMANENTLY = ("Permanently (Obsolete)", '"permanently": the effect has no expiration (it lasts until something else '
                "changes the controller or the permanent leaves play)")
#: "Islandhome" (with its reminder): an attack restriction and a state trigger
_LANDHOME = ("Landhome (Obsolete)", '"islandhome": it can\'t attack unless the defending player controls an island, '
             "and is put into its owner's graveyard (a triggered ability) when its controller controls none")
#: "Redirect N damage from ~ to X" (the Nomads, Crusader): an ablative redirection shield
_REDIRECT_FROM_SELF = ("Redirect (Obsolete)", '"redirect N damage from ~ to X": the next N damage that would be dealt to '
                       "it is dealt to X instead, its source and kind unchanged")
#: "Redirect to X all damage dealt to Y" (Pariah, Treacherous Link)
_REDIRECT_ALL = ("Redirect (Obsolete)", '"redirect to X all damage dealt to Y": all damage that would be dealt to Y is '
                 "dealt to X instead, its source and kind unchanged")
#: "you may redirect damage done to any number of creatures to yourself" (for the remainder of the turn)
_REDIRECT_TO_YOURSELF = ("Redirect (Obsolete)", '"you may redirect damage done to any number of creatures to yourself": '
                         "damage that would be dealt to a creature is dealt to you instead, each time you choose")
#: "an instant or interrupt spell": an instant spell
_INSTANT_OR_INTERRUPT = ("Interrupt (Obsolete)", '"instant or interrupt": an instant (interrupts are instants now)')
#: "~ can attack the turn it comes into play": haste
_ATTACK_THE_TURN = ("Summoning Sickness (Obsolete)", '"can attack the turn it comes into play" is haste')
#: "Counters target interrupt or instant spell" (Flash Counter): an instant spell
_INTERRUPT_OR_INSTANT = ("Interrupt (Obsolete)", '"interrupt or instant": an instant (interrupts are instants now)')
#: "summon spell(s)", "summon or artifact creature spells": creature spells
_SUMMON_SPELL = ("Summon (Obsolete)", '"summon spell": a creature spell')
#: "global enchantment" (Emerald Charm, Tranquil Domain): a non-Aura enchantment
_GLOBAL_ENCHANTMENT = ("Global Enchantment", '"global enchantment": an enchantment attached to nothing, not an Aura')
#: "local enchantment": an Aura
_LOCAL_ENCHANTMENT = ("Local Enchantment", '"local enchantment": an Aura, attached to a permanent')
#: "instant, interrupt, or sorcery spell" (Disrupt): an instant or sorcery spell
_INSTANT_INTERRUPT_OR_SORCERY = ("Interrupt (Obsolete)", '"instant, interrupt, or sorcery": an instant or sorcery')
#: "Draw a card at the beginning of the turn after ~ comes into play" (Krovikan Fetish, Fifth Edition):
#: a "beginning of turn" trigger goes on the stack the first time a player has priority, normally the
#: beginning of the upkeep step (glossary "Beginning of Turn") — the Oracle's "the next turn's upkeep"
_BEGINNING_OF_TURN = ("Beginning of Turn", 'what happens "at the beginning of the turn" goes on the stack the first '
                      "time a player has priority in that turn — normally, the beginning of its upkeep step")
#: "Set the top card of your library aside face up" (Elkin Bottle as printed): a card set aside is
#: removed from the game, with a condition that lets it return (glossary "Set Aside")
_SET_ASIDE = ("Set Aside", '"set aside" is "remove from the game", with a condition that lets the card return')
#: "bury the card if you have not played it" (Elkin Bottle as printed), of a card set aside, not a
#: permanent: the glossary's "putting … into its owner's graveyard", with no destruction to regenerate
_BURY_CARD = ("Bury (Obsolete)", '"bury" a card that isn\'t in play: put it into its owner\'s graveyard')
#: The glossary entries above by the names a rewrite file's ``glossary`` line uses.
_GLOSSARY_NAMES = {"DURING": _DURING[0], "PHASE_ABILITY": _DURING[1], "BURY_SELF": BURY_SELF, "BURY_OWN": _BURY_OWN, "INTERRUPT": _INTERRUPT,
                   "BURY": _BURY, "CASTING_COST": _CASTING_COST, "ENCHANTMENTS_ON": _ENCHANTMENTS_ON,
                   "ONE_MAIN_PHASE": _ONE_MAIN_PHASE, "SUCCESSFULLY_CAST": _SUCCESSFULLY_CAST,
                   "INTERRUPT_SPELL": _INTERRUPT_SPELL, "UNAFFECTED": _UNAFFECTED, "REDIRECT_TO_SELF": _REDIRECT_TO_SELF,
                   "SUMMON_CARD": _SUMMON_CARD, "SNOW_MOUNTAINS": _SNOW_MOUNTAINS, "INTERRUPT_INSTANT": _INTERRUPT_INSTANT,
                   "INTERRUPT_SPELL_PHRASE": _INTERRUPT_SPELL_PHRASE, "AN_INTERRUPT": _AN_INTERRUPT,
                   "TOTAL_CASTING_COST": _TOTAL_CASTING_COST, "INTERRUPT_TAPPING": _INTERRUPT_TAPPING,
                   "UNAFFECTED_HASTE": _UNAFFECTED_HASTE, "MANA_SOURCE": _MANA_SOURCE, "PERMANENTLY": _PERMANENTLY,
                   "LANDHOME": _LANDHOME, "REDIRECT_FROM_SELF": _REDIRECT_FROM_SELF, "REDIRECT_ALL": _REDIRECT_ALL,
                   "REDIRECT_TO_YOURSELF": _REDIRECT_TO_YOURSELF, "INSTANT_OR_INTERRUPT": _INSTANT_OR_INTERRUPT,
                   "ATTACK_THE_TURN": _ATTACK_THE_TURN, "INTERRUPT_OR_INSTANT": _INTERRUPT_OR_INSTANT,
                   "SUMMON_SPELL": _SUMMON_SPELL, "GLOBAL_ENCHANTMENT": _GLOBAL_ENCHANTMENT,
                   "LOCAL_ENCHANTMENT": _LOCAL_ENCHANTMENT, "INSTANT_INTERRUPT_OR_SORCERY": _INSTANT_INTERRUPT_OR_SORCERY,
                   "BEGINNING_OF_TURN": _BEGINNING_OF_TURN, "SET_ASIDE": _SET_ASIDE, "BURY_CARD": _BURY_CARD}
#: "~'s owner may redirect any amount of damage from it to himself or herself" (Personal Incarnation) and "redirect
#: damage done to you from one source to …" (Nova Pentacle; session 64, h3)
_GLOSSARY_NAMES.update(
    REDIRECT_ANY_AMOUNT=("Redirect (Obsolete)", '"may redirect any amount of damage from it to himself or herself": each '
                         "1 damage that would be dealt to it is dealt to its owner instead, as many as he or she chooses, "
                         "each set up before the damage is dealt"),
    REDIRECT_FROM_ONE_SOURCE=("Redirect (Obsolete)", '"redirect damage done to you from one source to X": the next time the '
                              "source chosen would deal damage to you, it is dealt to X instead, its source and kind "
                              "unchanged"))
#: "… the target of instants, sorceries, fast effects, or enchantments" (Spectral Cloak as printed; session 70, h7)
_GLOSSARY_NAMES.update(
    FAST_EFFECT=("Fast Effect (Obsolete)", '"fast effects" are instant spells and activated abilities'))


#: The functions a printed round's ``call`` lines may name: :data:`judge.cards.rewrite_calls.CALLS` and
#: this module's :data:`_READ_AGAIN`.
_CALLS = {**rewrite_calls.CALLS, **_READ_AGAIN}


def _from_file(name: str, **constants: str) -> tuple[Rewrite, ...]:
    """The table of ``normalise/NAME.rewrites`` (judge.cards.rewrite_files), each rewrite noted with
    the glossary entries its ``glossary`` line names, as :func:`_obsolete` notes one;
    ``constants`` the patterns of this module its ``{NAME}`` may use (``COST`` for ``_COST``), its
    ``call`` lines the functions of :data:`_CALLS`."""
    return tuple(_obsolete(r, *r.glossary) if r.glossary else r
                 for r in rewrite_files.load(name, constants, _CALLS, glossary=_GLOSSARY_NAMES))


#: Escaped Shapeshifter's Oracle paragraph, "As long as an opponent controls a creature with flying not named ~, ~ has
#: flying. The same is true for first strike, trample, and protection from any color.", as the abilities it is: one "as
#: long as" static ability for each keyword (418.4a), and for protection one for each of the five colors — it has
#: protection from a color while an opponent controls a creature, not named ~, with protection from that color (the
#: Oracle's paragraph rewritten to these by judge.cards.text; added, session 42, c4)
SHAPESHIFTER_ABILITIES = "\n".join(
    f"as long as an opponent controls a creature with {k} not named ~, ~ has {k}."
    for k in ("flying", "first strike", "trample", "protection from white", "protection from blue", "protection from black",
              "protection from red", "protection from green"))
#: Escaped Shapeshifter as printed, the same abilities without the Oracle's "not named ~": the printed text names no
#: exception, so an opponent's Shapeshifter with flying is a creature with flying (session 42, k1)
SHAPESHIFTER_PRINTED_ABILITIES = SHAPESHIFTER_ABILITIES.replace(" not named ~,", ",")

#: The Oaths' printed effects (judge.cards.rewrite_calls.OATH_EFFECTS), each escaped: the twenty-third round's
#: pattern names them as ``{OATH_EFFECTS}``.
_OATH_EFFECTS = "|".join(map(re.escape, rewrite_calls.OATH_EFFECTS))

# The rounds' tables in the order applied, each a file of judge/cards/normalise/ (PRINTED_SIXTH is
# printed-sixth.rewrites; its header says what the round rewrites, and which tables' rewrites the text
# it meets has had).
PRINTED_FIRST = _from_file("printed-first", LAND=_LAND, COST=_COST, CHANGE=_CHANGE)
PRINTED_THIRD = _from_file("printed-third", COST=_COST)
PRINTED_FOURTH_A = _from_file("printed-fourth-a", COST=_COST)
PRINTED_FOURTH_B = _from_file("printed-fourth-b", COST=_COST)
PRINTED_FIFTH_A = _from_file("printed-fifth-a")
PRINTED_FIFTH_A_ACTIVATED = _from_file("printed-fifth-a-activated")
PRINTED_FIFTH_B = _from_file("printed-fifth-b")
PRINTED_SIXTH = _from_file("printed-sixth")
PRINTED_SEVENTH = _from_file("printed-seventh")
PRINTED_EIGHTH = _from_file("printed-eighth")
PRINTED_NINTH = _from_file("printed-ninth")
PRINTED_TENTH = _from_file("printed-tenth")
PRINTED_ORACLE_EIGHT = _from_file("printed-oracle-eight")
PRINTED_ELEVENTH_A = _from_file("printed-eleventh-a")
PRINTED_TWELFTH = _from_file("printed-twelfth")
PRINTED_ORACLE_NINE_A = _from_file("printed-oracle-nine-a")
PRINTED_THIRTEENTH = _from_file("printed-thirteenth")
PRINTED_FOURTEENTH = _from_file("printed-fourteenth")
PRINTED_ORACLE_TEN_A = _from_file("printed-oracle-ten-a")
PRINTED_FIFTEENTH = _from_file("printed-fifteenth")
PRINTED_ORACLE_ELEVEN_A = _from_file("printed-oracle-eleven-a")
PRINTED_ORACLE_ELEVEN_M = _from_file("printed-oracle-eleven-m")
PRINTED_SIXTEENTH = _from_file("printed-sixteenth")
PRINTED_ORACLE_THIRTEEN_A = _from_file("printed-oracle-thirteen-a")
PRINTED_ORACLE_THIRTEEN_M = _from_file("printed-oracle-thirteen-m")
PRINTED_SEVENTEENTH = _from_file("printed-seventeenth")
PRINTED_EIGHTEENTH = _from_file("printed-eighteenth", COST=_COST)
PRINTED_EIGHTEENTH_B = _from_file("printed-eighteenth-b")
PRINTED_EIGHTEENTH_C = _from_file("printed-eighteenth-c")
PRINTED_NINETEENTH = _from_file("printed-nineteenth")
PRINTED_TWENTIETH = _from_file("printed-twentieth")
PRINTED_ACTIVATED_SIXTEEN = _from_file("printed-activated-sixteen")
PRINTED_TWENTY_FIRST = _from_file("printed-twenty-first")
PRINTED_TWENTY_FIRST_B = _from_file("printed-twenty-first-b")
PRINTED_TWENTY_SECOND = _from_file("printed-twenty-second")
PRINTED_TWENTY_THIRD = _from_file("printed-twenty-third", OATH_EFFECTS=_OATH_EFFECTS)
PRINTED_TWENTY_FOURTH = _from_file("printed-twenty-fourth")
PRINTED_TWENTY_FIFTH_TRIGGERS = _from_file("printed-twenty-fifth-triggers")
PRINTED_TWENTY_SIXTH_MZ = _from_file("printed-twenty-sixth-mz")
PRINTED_TWENTY_FIFTH = _from_file("printed-twenty-fifth")
PRINTED_TWENTY_SIXTH = _from_file("printed-twenty-sixth")
PRINTED_TWENTY_SEVENTH = _from_file("printed-twenty-seventh")
PRINTED_TWENTY_EIGHTH = _from_file("printed-twenty-eighth")
PRINTED_R38_LZ = _from_file("printed-r38-lz")
PRINTED_TWENTY_NINTH = _from_file("printed-twenty-ninth")
PRINTED_THIRTIETH = _from_file("printed-thirtieth")
PRINTED_THIRTY_FIRST = _from_file("printed-thirty-first")
PRINTED_THIRTY_SECOND = _from_file("printed-thirty-second")
PRINTED_R41_C1 = _from_file("printed-r41-c1")
PRINTED_THIRTY_THIRD = _from_file("printed-thirty-third")
PRINTED_R41_C7 = _from_file("printed-r41-c7")
PRINTED_R42_C4 = _from_file("printed-r42-c4", SHAPESHIFTER_PRINTED_ABILITIES=SHAPESHIFTER_PRINTED_ABILITIES)
PRINTED_R44_C1 = _from_file("printed-r44-c1")
PRINTED_R44_C5 = _from_file("printed-r44-c5")
PRINTED_R45_D2 = _from_file("printed-r45-d2")
PRINTED_R45_D1 = _from_file("printed-r45-d1")
PRINTED_R46_C1 = _from_file("printed-r46-c1")
PRINTED_R47_H2 = _from_file("printed-r47-h2")
PRINTED_R64_H3 = _from_file("printed-r64-h3")
PRINTED_R64_H2 = _from_file("printed-r64-h2")
PRINTED_R64_H4 = _from_file("printed-r64-h4")
PRINTED_R65_H4 = _from_file("printed-r65-h4")
PRINTED_R65_H7 = _from_file("printed-r65-h7")
PRINTED_R66_H7 = _from_file("printed-r66-h7")
PRINTED_R66_H6 = _from_file("printed-r66-h6")
PRINTED_R67_H7 = _from_file("printed-r67-h7")
PRINTED_R67_H6 = _from_file("printed-r67-h6")
PRINTED_R68_H6 = _from_file("printed-r68-h6")
PRINTED_R68_H7 = _from_file("printed-r68-h7")
PRINTED_R69_H7 = _from_file("printed-r69-h7")
PRINTED_R70_H7 = _from_file("printed-r70-h7")
PRINTED_R70_H6 = _from_file("printed-r70-h6")
PRINTED_R70_H9 = _from_file("printed-r70-h9")
PRINTED_R71_H7 = _from_file("printed-r71-h7")
PRINTED_R71_H12 = _from_file("printed-r71-h12")
PRINTED_R72_H7 = _from_file("printed-r72-h7")
PRINTED_R72_H6 = _from_file("printed-r72-h6")
PRINTED_R73_H7 = _from_file("printed-r73-h7")
PRINTED_R74_H7 = _from_file("printed-r74-h7")
PRINTED_R75_H8 = _from_file("printed-r75-h8")
PRINTED_R76_H8 = _from_file("printed-r76-h8")
PRINTED_R76_H6 = _from_file("printed-r76-h6")
PRINTED_R77_H7 = _from_file("printed-r77-h7")
PRINTED_R77_H6 = _from_file("printed-r77-h6")
PRINTED_R78_H6 = _from_file("printed-r78-h6")
PRINTED_R79_H7 = _from_file("printed-r79-h7")
PRINTED_R80_H6 = _from_file("printed-r80-h6")
PRINTED_R81_H6 = _from_file("printed-r81-h6")
PRINTED_R83_H8 = _from_file("printed-r83-h8")
PRINTED_R83_H6 = _from_file("printed-r83-h6")
PRINTED_R84_H6 = _from_file("printed-r84-h6")
PRINTED_R85_H8 = _from_file("printed-r85-h8")

#: The templates in the order applied (each tried only on a paragraph holding the text every
#: match of its pattern contains: :class:`judge.cards.rewrites.Rewrite`): the rounds' tables, joined.
PRINTED_WORDINGS: tuple[Rewrite, ...] = (
    PRINTED_FIRST + PRINTED_THIRD + PRINTED_FOURTH_A + PRINTED_FOURTH_B + PRINTED_FIFTH_A +
    PRINTED_FIFTH_A_ACTIVATED + PRINTED_FIFTH_B + PRINTED_SIXTH + PRINTED_SEVENTH + PRINTED_EIGHTH + PRINTED_NINTH +
    PRINTED_TENTH + PRINTED_ORACLE_EIGHT + PRINTED_ELEVENTH_A + PRINTED_TWELFTH + PRINTED_ORACLE_NINE_A +
    PRINTED_THIRTEENTH + PRINTED_FOURTEENTH + PRINTED_ORACLE_TEN_A + PRINTED_FIFTEENTH + PRINTED_ORACLE_ELEVEN_A +
    PRINTED_ORACLE_ELEVEN_M + PRINTED_SIXTEENTH + PRINTED_ORACLE_THIRTEEN_A + PRINTED_ORACLE_THIRTEEN_M +
    PRINTED_SEVENTEENTH + PRINTED_EIGHTEENTH + PRINTED_EIGHTEENTH_B + PRINTED_EIGHTEENTH_C + PRINTED_NINETEENTH +
    PRINTED_TWENTIETH + PRINTED_ACTIVATED_SIXTEEN + PRINTED_TWENTY_FIRST + PRINTED_TWENTY_FIRST_B +
    PRINTED_TWENTY_SECOND + PRINTED_TWENTY_THIRD + PRINTED_TWENTY_FOURTH + PRINTED_TWENTY_FIFTH_TRIGGERS +
    PRINTED_TWENTY_SIXTH_MZ + PRINTED_TWENTY_FIFTH + PRINTED_TWENTY_SIXTH + PRINTED_TWENTY_SEVENTH +
    PRINTED_TWENTY_EIGHTH + PRINTED_R38_LZ + PRINTED_TWENTY_NINTH + PRINTED_THIRTIETH + PRINTED_THIRTY_FIRST +
    PRINTED_THIRTY_SECOND + PRINTED_R41_C1 + PRINTED_THIRTY_THIRD + PRINTED_R41_C7 + PRINTED_R42_C4 + PRINTED_R44_C1 +
    PRINTED_R44_C5 + PRINTED_R45_D2 + PRINTED_R45_D1 + PRINTED_R46_C1 + PRINTED_R47_H2 +
    PRINTED_R64_H3 + PRINTED_R64_H2 + PRINTED_R64_H4 + PRINTED_R65_H4 + PRINTED_R65_H7 + PRINTED_R66_H7 +
    PRINTED_R66_H6 + PRINTED_R67_H7 + PRINTED_R67_H6 + PRINTED_R68_H6 + PRINTED_R68_H7 + PRINTED_R69_H7 + PRINTED_R70_H7 +
    PRINTED_R70_H6 + PRINTED_R70_H9 + PRINTED_R71_H7 + PRINTED_R71_H12 + PRINTED_R72_H7 + PRINTED_R72_H6 + PRINTED_R73_H7
    + PRINTED_R74_H7
    + PRINTED_R75_H8
    + PRINTED_R76_H8
    + PRINTED_R76_H6
    + PRINTED_R77_H7
    + PRINTED_R77_H6
    + PRINTED_R78_H6
    + PRINTED_R79_H7
    + PRINTED_R80_H6
    + PRINTED_R81_H6
    + PRINTED_R83_H8
    + PRINTED_R83_H6
    + PRINTED_R84_H6
    + PRINTED_R85_H8
)


def classic(text: str) -> str:
    """``text`` (a normalised paragraph) with the era's older printed templates rewritten."""
    return apply_all(PRINTED_WORDINGS, text)


def obsolete_readings(text: str) -> tuple[tuple[str, str], ...]:
    """The glossary entries of obsolete words that reading ``text`` (a normalised paragraph, as
    :func:`classic` takes it) applies, each with what the printed words are read as, in the
    order applied, once each (the same rewrites as :func:`classic`, one by one)."""
    out: list[tuple[str, str]] = []
    for rewrite in PRINTED_WORDINGS:
        if rewrite.guard in text:
            new = rewrite.pattern.sub(rewrite.replacement, text)
            if new != text:
                out.extend(_GLOSSARY.get(id(rewrite), ()))
            text = new
    return tuple(dict.fromkeys(out))


#: 214.8c, 214.8g: the creature (land, …) a local enchantment spell targets is the one the
#: enchantment comes into play attached to, "enchanted" from then on; the era's local
#: enchantments say "target creature" in their static and triggered abilities ("Target creature
#: gets +2/+2 …. That creature can't be blocked …", the Scarabs; "{W}: Target creature Blessing
#: enchants gets +1/+1") — the enchanted creature, not a new target (214.8h: only an activated
#: ability that can target something targets).
_LOCAL = {word: (Rewrite(rf"^target {word}\b(?! (?:~|you control|an opponent controls) )", f"enchanted {word}"),
                 # (a sentence of its own about it is an ability of its own: "… as long as an
                 # opponent controls a black permanent. That creature can't be blocked …")
                 Rewrite(rf"\. that {word}\b", f".\nenchanted {word}"),
                 Rewrite(rf"\b(?:target )?{word} ~ enchants\b", f"enchanted {word}"))
          for word in ("creature", "land", "artifact", "enchantment", "permanent")}


#: The era's local enchantments' own sentences about the enchanted creature, in the Oracle's
#: words: Control Magic's "Gain control of target creature" is "You control enchanted creature"
#: (a control-changing effect of the enchantment, 418.4); the Wards' "The protection granted by ~
#: does not destroy ~" is "This effect doesn't remove ~" (502.7); Wings of Aesthir's "gains
#: flying and first strike and gets +1/+0" is "gets +1/+0 and has flying and first strike";
#: Web's "can block creatures with flying" is reach's meaning (the Oracle's word for it).
_LOCAL_SENTENCES = (
    Rewrite(r"^gain control of target (creature|artifact|land|permanent)\.$", r"you control enchanted \1."),
    Rewrite(r"\. the protection granted by ~ doesn't destroy ~\.$", ". this effect doesn't remove ~."),
    Rewrite(r"^(enchanted creature) gains ([a-z ]+?) and gets ([+-]\d+/[+-]\d+)\.$", r"\1 gets \3 and has \2."),
    Rewrite(r"^(enchanted creature gets [+-]\d+/[+-]\d+) and can block creatures with flying\.$", r"\1 and has reach."),
    # Brand of Ill Omen (printed, tenth round): "Target creature's controller cannot cast summon
    # spells" — the enchanted creature's controller (as "target creature" above)
    Rewrite(r"^target creature's controller can't cast creature spells\.$", "enchanted creature's controller can't cast creature spells."),
)


def local_enchantment(text: str, word: str) -> str:
    """A paragraph of a local enchantment whose type line is the era's "Enchant Creature" (214.8a),
    with its "target creature" that is the enchanted creature said so (:data:`_LOCAL`)."""
    first, that, named = _LOCAL[word]
    if text.startswith(f"target {word} "):  # (an ability with a cost begins with it: untouched)
        text = that.apply(first.apply(text))
    return apply_all(_LOCAL_SENTENCES, named.apply(text))
