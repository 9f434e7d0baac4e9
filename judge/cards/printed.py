"""The era's older printed templates (1993–2000), read as the wording of the Classic rules.

Cards printed before the Sixth Edition rules (April 1999) say the same things in older words:
"During your upkeep, pay {U}{U} or bury ~", "{R}: +1/+0 until end of turn", "{5}{T}:", "Play
this ability as an interrupt", "is unaffected by summoning sickness". A judge holds those cards
in hand. Each pattern below rewrites one such template into the wording the grammar reads. It
names the rule or glossary entry of the rulebook that makes the two one ability. (Most rounds'
tables are data files, ``normalise/printed-ROUND.rewrites`` read by :mod:`judge.cards.rewrite_files`
where the table stood (:func:`_from_file`); the first table and the twenty-third round's are
code.) The result is
checked against each card's Oracle text: ``tests/cards/test_era_pool.py`` parses both wordings
of every era card and requires the same IR.

:func:`classic` is applied to a paragraph after it is lower-cased and its name made ``~``, and
before the later wordings (:data:`judge.cards.text._LATER_WORDINGS`).
"""

from __future__ import annotations

import re

from judge.cards import rewrite_calls, rewrite_files
from judge.cards.describe import with_article
from judge.cards.rewrites import Rewrite, apply_all

_LAND = r"(?:plains|islands?|swamps?|mountains?|forests?)"
_COST = r"(?:\{[^}]+\})+"


def _for_each_damage(m: "re.Match[str]") -> str:
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


def _reanimating(m: "re.Match[str]") -> str:
    """Animate Dead and Necromancy as printed, in the Oracle's sentences (see PRINTED_WORDINGS)."""
    rest = m.group(1).strip()
    return ('enchant creature card in a graveyard.\nwhen ~ comes into play, it loses "enchant creature card in a '
            'graveyard" and gains "enchant creature put into play with ~.". return enchanted creature card to play '
            "under your control and attach ~ to it. when ~ leaves play, destroy that creature. it can't be "
            "regenerated." + (f"\n{rest}" if rest else ""))


def _cost_to_effect(m: "re.Match[str]") -> str:
    """403.1: "[Player] may pay [cost] to [effect]" — "{0}: Remove three spore counters from ~ to
    create a token", "{U}: Discard a card from your hand to draw a card": the second cost is paid
    with the first ("{U}, Discard a card: Draw a card."; a cost of {0} adds nothing), the effect
    in the words the grammar reads (402.6: "regenerate it" is the permanent itself), the result
    read again as a paragraph of the era's (its effect may be one of the templates above)."""
    costs = [c for c in (m[1], re.sub(r"^tap (land|creature) ~ enchants$", r"tap enchanted \1", m[2])) if c and c != "{0}"]
    effect = m[3]
    for pattern, words in ((r"^have (?:it|~) deal ", "~ deals "), (r"^regenerate a target ", "regenerate target "),
                           (r"^regenerate it\.$", "regenerate ~."), (r"^draw one card\.$", "draw a card."), (r"^gain (\d+) life", r"you gain \1 life"),
                           (r"^give (target [a-z -]+?|~) ([+-]\d+/[+-]\d+ until end of turn)", r"\1 gets \2")):
        effect = re.sub(pattern, words, effect)
    return classic(f"{', '.join(costs)}: {effect}")


def _cost_to_effect_b(m: "re.Match[str]") -> str:
    """The costs and effects of "[cost]: [another cost] to [effect]" that :func:`_cost_to_effect`
    doesn't take (see PRINTED_WORDINGS, fourth round B), in the words the grammar reads."""
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


def _keeper(m: "re.Match[str]") -> str:
    """A Keeper's ability as printed ("… Play this ability only if target opponent …") in the
    Oracle's words (see PRINTED_WORDINGS, fourth round B)."""
    effect = m[2]
    effect = re.sub(r"\bdeals (\d+) damage to target opponent$", r"deals \1 damage to that player", effect)
    effect = re.sub(r"^destroy target nonblack creature$", "destroy target nonblack creature that player controls", effect)
    return (f"{m[1]}: choose target opponent who {_KEEPERS[m[3]]} as you activated this ability. {effect}.")


def _paid_trigger(m: "re.Match[str]") -> str:
    """"[cost]: [effect]. Use this ability only when [event] (and only once for each)" as the
    Oracle's "Whenever [event], you may pay [cost]. If you do, [effect]" (see PRINTED_WORDINGS,
    fourth round B)."""
    event = m[3]
    if event.startswith("~"):
        when = "when ~ is put into a graveyard from play"
    elif event.startswith("a creature"):
        when = "whenever a creature is put into a graveyard from play"
    else:
        when = f"whenever a player casts {event.split(' is successfully')[0]}"
    return f"{when}, you may pay {m[1]}. if you do, {m[2]}."


def _licid(m: "re.Match[str]") -> str:
    """A Licid as printed (Tempest): "… becomes a creature enchantment that reads "[ability]" instead
    of a creature. Move ~ onto target creature. …" — the Oracle's "becomes an Aura enchantment with
    enchant creature. Attach it to target creature. …", and the ability it reads, in the era's
    words too, an ability of its own (it functions only while the Licid is that Aura)."""
    granted = {"gain control of enchanted creature": "you control enchanted creature"}.get(m[2].strip(), m[2].strip())
    return (f"{m[1]}: ~ loses this ability and becomes an aura enchantment with enchant creature. attach it to "
            f"target creature. {m[3]}\n{classic(granted.rstrip('.') + '.')}")


def _all_your(m: "re.Match[str]") -> str:
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


#: A change an ability printed without its subject makes to the permanent (402.6): power and
#: toughness, an ability gained or lost.
_CHANGE = r"[+-]\d+/[+-]\d+|(?:loses )?(?:flying|first strike|trample|\w+walk|protection from (?:white|blue|black|red|green))"


def _changes(m: "re.Match[str]") -> str:
    """"{1}{G}: Flying and -0/-1 until end of turn" as the Oracle words it: "{1}{G}: ~ gets -0/-1 and
    gains flying until end of turn" (power and toughness first, then what it gains, then loses)."""
    cost = "tap an untapped creature you control" if m[1].startswith("tap ") else m[1]
    parts = m[2].split(" and ")
    gets = [f"gets {p}" for p in parts if re.fullmatch(r"[+-]\d+/[+-]\d+", p)]
    gains = [f"gains {p}" for p in parts if not p.startswith("loses ") and not re.fullmatch(r"[+-]\d+/[+-]\d+", p)]
    loses = [p for p in parts if p.startswith("loses ")]
    return f"{cost}: ~ {' and '.join(gets + gains + loses)} until end of turn."


#: The glossary entries of obsolete words each rewrite below reads, by the rewrite (its id), with
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
_BURY_SELF = BURY_SELF
#: "Play this ability as an interrupt" (the Mana Batteries, Princess Lucrezia, Astrolabe): an
#: interrupt is a form of instant (glossary) — the ability is played whenever its controller has
#: priority (408.1d), and one that adds mana is a mana ability (406.1a), played at once (411.1)
_INTERRUPT = ("Interrupt (Obsolete)", '"play this ability as an interrupt": played as an instant, whenever its '
              "controller has priority (408.1d); an ability that adds mana is a mana ability (406.1a), which "
              "doesn't use the stack (411.1)")
_BURY = ("Bury (Obsolete)", "\"bury\" is \"destroy; it can't be regenerated\"")
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
#: "… interrupt spell" (the fifth B round): an instant spell; "an interrupt" (the same round): an instant
_INTERRUPT_SPELL_B = ("Interrupt (Obsolete)", '"interrupt spell" is an instant spell')
_AN_INTERRUPT = ("Interrupt (Obsolete)", 'an interrupt is an instant')
#: The glossary entries above by the names a rewrite file's ``glossary`` line uses.
_GLOSSARY_NAMES = {"DURING": _DURING[0], "PHASE_ABILITY": _DURING[1], "BURY_SELF": BURY_SELF, "INTERRUPT": _INTERRUPT,
                   "BURY": _BURY, "CASTING_COST": _CASTING_COST, "ENCHANTMENTS_ON": _ENCHANTMENTS_ON,
                   "ONE_MAIN_PHASE": _ONE_MAIN_PHASE, "SUCCESSFULLY_CAST": _SUCCESSFULLY_CAST,
                   "INTERRUPT_SPELL": _INTERRUPT_SPELL, "UNAFFECTED": _UNAFFECTED, "REDIRECT_TO_SELF": _REDIRECT_TO_SELF,
                   "SUMMON_CARD": _SUMMON_CARD, "SNOW_MOUNTAINS": _SNOW_MOUNTAINS, "INTERRUPT_INSTANT": _INTERRUPT_INSTANT,
                   "INTERRUPT_SPELL_B": _INTERRUPT_SPELL_B, "AN_INTERRUPT": _AN_INTERRUPT}


def _from_file(name: str, **constants: str) -> tuple[Rewrite, ...]:
    """The table of ``normalise/NAME.rewrites`` (judge.cards.rewrite_files), each rewrite noted with
    the glossary entries its ``glossary`` line names, as :func:`_obsolete` notes one in code;
    ``constants`` the patterns of this module its ``{NAME}`` may use (``COST`` for ``_COST``), its
    ``call`` lines the functions of :data:`judge.cards.rewrite_calls.CALLS`."""
    return tuple(_obsolete(r, *r.glossary) if r.glossary else r
                 for r in rewrite_files.load(name, constants, rewrite_calls.CALLS, glossary=_GLOSSARY_NAMES))


#: The templates in the order applied (each tried only on a paragraph holding the text every
#: match of its pattern contains: :class:`judge.cards.rewrites.Rewrite`).
PRINTED_WORDINGS: tuple[Rewrite, ...] = (
    # "cannot" is "can't" (the later wordings say so too; the templates below read "can't")
    Rewrite(r"\bcannot\b", "can't"),
    # (the printed-wording round of 2026-11-29) the era's hyphen in "non-white", "non-artifact",
    # "non-creature artifact" (Holy Light, Stench of Decay, Joven): the Oracle's "nonwhite"; "non-flying
    # creatures" (Moat) are creatures without flying
    Rewrite(r"\bnon-(white|blue|black|red|green|artifact|creature|land|basic|token)\b", r"non\1"),
    Rewrite(r"\bnon-flying creatures\b", "creatures without flying"),
    # a spell's effect printed as what it does — "Destroys all Forests in play" (Acid Rain), "Destroys
    # any one land" (Sinkhole): the instruction "Destroy …" (the era's "in play" is where a permanent is)
    Rewrite(r"^destroys (all [a-z -]+?)(?: in play)?\.$", r"destroy \1."),
    Rewrite(r"^destroys ", "destroy "),
    # "All black creatures in play are destroyed" (Cleanse, Tivadar's Crusade), "Target black creature
    # is destroyed" (Exorcist), "… is regenerated" (Niall Silvain), "… becomes tapped" (Relic Barrier,
    # Riptide): the instruction, in the passive
    Rewrite(r"(^|: )(all [a-z -]+?)(?: in play)? are destroyed\.$", r"\1destroy \2."),
    Rewrite(r"(^|: )(target [a-z -]+?) is destroyed\.$", r"\1destroy \2."),
    Rewrite(r"(^|: )(target [a-z -]+?) is regenerated\.$", r"\1regenerate \2."),
    Rewrite(r"(^|: )(target [a-z -]+?) becomes tapped\.$", r"\1tap \2."),
    Rewrite(r"(^|: )(all [a-z -]+?) become tapped\.$", r"\1tap \2."),
    # glossary "Total Casting Cost (Obsolete)": "the old term for converted mana cost" (Detonate,
    # Crumble, Reanimate) — noted once, citing the term's own entry ("Casting Cost (Obsolete)" says
    # the same of it: a second note would repeat the first)
    _obsolete(Rewrite(r"\btotal casting cost\b", "converted mana cost"),
              ("Total Casting Cost (Obsolete)", '"total casting cost" is converted mana cost')),
    # "Choose target creature card … and put that creature into play" (Unearth): the target is
    # chosen as the spell is played (409.1c), so the choice is no instruction of its own
    Rewrite(r"^choose (target [^.]+?) and put that (?:creature|card) into play\.$", r"put \1 into play."),
    # Reminders that say what a rule of the rulebook already says (the rule is applied, so the
    # reminder adds nothing): landwalk (502.6), flanking (502.3), and the reminder that "all"
    # includes the caster's own permanents (Armageddon: "(This includes your lands.)").
    Rewrite(rf"\s*\(if defending player (?:controls (?:an?|any) {_LAND}|has any {_LAND} in play), (?:~|this creature|it"
            rf"|that creature|those creatures) (?:is|are) unblockable\.\)", ""),
    Rewrite(rf"\s*\(if defending player (?:controls (?:an?|any) {_LAND}|has any {_LAND} in play), (?:~|this creature|it"
            rf"|that creature) can't be (?:blocked|intercepted)\.\)", ""),
    Rewrite(rf"\s*\(if defending player has (?:an?|any) {_LAND} in play, (?:~|this creature|it) can't be blocked\.\)",
            ""),
    Rewrite(rf"\s*\((?:~|this creature|it) is unblockable as long as defending player has an? {_LAND} in play\.\)", ""),
    Rewrite(r"\s*\(whenever a creature without flanking is assigned to block (?:~|this creature), the blocking "
            r"creature gets -1/-1 until end of turn\.?\)", ""),
    Rewrite(r"\s*\(this includes your [a-z ,]+\.\)", ""),
    # 303.1: "Upkeep-triggered abilities use the phrase 'At the beginning of your upkeep' or
    # similar wording": the printed "During your upkeep, …" is that trigger.
    _obsolete(Rewrite(r"^during (your|each player's) upkeep, ", r"at the beginning of \1 upkeep, "), *_DURING),
    _obsolete(Rewrite(r"^during each of your opponents?'s? upkeeps, ", "at the beginning of each opponent's upkeep, "),
              *_DURING),
    _obsolete(Rewrite(r"^during the upkeep of (enchanted [a-z]+|target [a-z]+)'s controller, ",
                      r"at the beginning of the upkeep of \1's controller, "), *_DURING),
    # Phyrexian Dreadnought as printed (Mirage; added, session 46, c5): "When ~ comes into play, sacrifice any number
    # of creatures with total power of 12 or more, or bury ~." — the Oracle's "sacrifice it unless you sacrifice any
    # number of creatures with total power 12 or greater" (413.2c; glossary "Bury": its own burial a sacrifice, as below)
    _obsolete(Rewrite(r"^(when ~ comes into play, )sacrifice any number of (creatures) with total power of (\d+) or more, "
                      r"or bury ~\.$", r"\1sacrifice ~ unless you sacrifice any number of \2 with total power \3 or greater."),
              _BURY_SELF),
    # glossary "Upkeep": an upkeep cost is "At the beginning of your upkeep, you may [pay cost].
    # If you don't, sacrifice [this card]": the printed "pay {U}{U} or bury ~" (glossary
    # "Bury": the card's controller puts it into its owner's graveyard, no regeneration — a
    # sacrifice) and "pay 1 life or tap ~" are "… unless you pay …".
    _obsolete(Rewrite(r"^(at the beginning of your upkeep, |when ~ comes into play, )(pay|sacrifice|remove|return) "
                      r"([^.]+?) or bury ~\.$",
                      r"\1sacrifice ~ unless you \2 \3."), _BURY_SELF),
    Rewrite(r"^(at the beginning of your upkeep, |when ~ comes into play, )(pay|sacrifice|remove|return) ([^.]+?) or "
            r"sacrifice ~\.$",
            r"\1sacrifice ~ unless you \2 \3."),
    Rewrite(r"^(at the beginning of your upkeep, )pay ([^.]+?) or (destroy ~|tap ~|~ deals \w+ damage to you)\.$",
            r"\1\3 unless you pay \2."),
    # glossary "Bury": the card's own "bury ~" is read where the Oracle's errata says "sacrifice ~",
    # and the reader makes it what burying is: destroyed, no regeneration, whoever controls it
    # (judge.cards.text._buried; not a sacrifice, which only its controller can make: glossary
    # "Sacrifice").
    _obsolete(Rewrite(r"(?<![\w~])bury ~(?=[.,]| at | unless )", "sacrifice ~"), _BURY_SELF),
    # Portal's "any one creature or player" is the Oracle's target (Portal printed no "target");
    # "until the end of the turn" is "until end of turn" (read before Portal's abilities below,
    # whose effects then need only their verbs rewritten)
    Rewrite(r"\bany one ((?:attacking |blocking |tapped )?creature(?: or player)?|player)\b",
            r"target \1"),
    Rewrite(r"\btarget ((?:attacking |blocking |tapped )?)creature that isn't (white|blue|black|red|green)\b",
            r"target non\2 \1creature"),
    Rewrite(r"\buntil the end of the turn\b", "until end of turn"),
    # 403.1: an activated ability may be written "[Player] may pay [cost] to [effect]" — Portal's
    # "On your turn, before you attack, you may tap ~ to …" is the Oracle's "{T}: …. Activate this
    # ability only during your turn, before attackers are declared." (Portal's "any one creature"
    # is the Oracle's "target creature": Portal printed no "target")
    Rewrite(r"^on your turn, before you attack,? you may (tap ~|destroy ~|put ~ into your graveyard) to (.+?)\.$",
            lambda m: f"{'{t}' if m[1] == 'tap ~' else 'sacrifice ~'}: {_portal_effect(m[2])}. activate this ability only during "
                      f"your turn, before attackers are declared."),
    # Portal: "When ~ comes into play from your hand, …". A card played goes from the hand to the
    # stack (409.1a) and comes into play as the spell resolves (413.2h): the card that comes into
    # play from your hand is the one you played (glossary "Play"), or one put into play straight
    # from the hand (Elvish Piper) — one returned from a graveyard (Resurrection, Animate Dead)
    # isn't. An intervening "if" (410.8); the Oracle's "When ~ enters the battlefield" dropped
    # it (errata: tests/cards/test_era_pool.py's ORACLE_CHANGES).
    Rewrite(r"^when ~ comes into play from your hand, ", "when ~ comes into play, if ~ was played from your hand, "),
    # the Moxes and Black Lotus as printed (type "Mono Artifact": judge.dsl.type_lines): "Add 1
    # green mana to your mana pool. Tapping this artifact can be played as an interrupt." — the
    # ability's cost is tapping it (403.1), and one that adds mana is a mana ability (406.1,
    # glossary "Interrupt (Obsolete)": played whenever its controller has priority); Black Lotus's
    # "then is discarded" puts it into its owner's graveyard as the mana is added — a mana ability
    # resolves at once (406.1a, 411.1), the same as its sacrifice with the cost (glossary "Sacrifice")
    _obsolete(Rewrite(r"^add 1 (white|blue|black|red|green) mana to your mana pool\. tapping this artifact can be played "
                      r"as an interrupt\.$",
                      lambda m: "{t}: add {" + {"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g"}[m[1]] + "}."),
              ("Interrupt (Obsolete)", '"tapping this artifact can be played as an interrupt": a mana ability, its cost {T}')),
    _obsolete(Rewrite(r"^adds (\d) mana of any single color of your choice to your mana pool, then is discarded\. tapping this "
                      r"artifact can be played as an interrupt\.$",
                      lambda m: "{t}, sacrifice ~: add " + {"2": "two", "3": "three"}.get(m[1], m[1]) + " mana of any one color."),
              ("Interrupt (Obsolete)", '"tapping this artifact can be played as an interrupt": a mana ability, its cost {T}')),
    # Alpha's Continuous Artifacts: "All attacking creatures gain +1/+0" (Mightstone) — a
    # static ability's change of power and toughness, the Oracle's "get"; "~ does 1 damage to
    # each player during his or her upkeep" (Copper Tablet) — glossary "During (Obsolete)": a
    # trigger at the beginning of each player's upkeep, dealing the damage to that player
    Rewrite(r"^all (attacking|blocking) creatures gain ([+-]\d+/[+-]\d+)\.$", r"\1 creatures get \2."),
    _obsolete(Rewrite(r"^~ (?:does|deals) (\d+) damage to each player during his or her upkeep\.$",
                      r"at the beginning of each player's upkeep, ~ deals \1 damage to that player."), *_DURING),
    # Portal's reminders of what the rules say: a target is any legal one, the player's own
    # creature or land too (409.1c: "(If you're the only player with creatures, ~ deals 2 damage
    # to one of your creatures.)"); "each creature and player" includes yours and ~ itself (Magma
    # Giant); "you" is the controller, the player who played it (Vampiric Spirit)
    Rewrite(r"\s*\(if you're the only (?:player|one) with (creatures|lands), [^()]+\.\)", ""),
    Rewrite(r"\s*\(this includes you and your creatures, including ~\.\)", ""),
    Rewrite(r"\s*\(the person who plays ~ loses the life\.\)", ""),
    Rewrite(r"\bdeals (\d+) damage to each creature and player\b", r"deals \1 damage to each creature and each player"),
    # Portal: "you may choose to destroy …" is an optional instruction (413.2c), "you may destroy
    # …"; "you may force your opponent to choose and discard a card from his or her hand" — the
    # opponent, not a target (the only one in a game of two, 100.1), choosing (glossary
    # "Discard": the discarding player chooses by default)
    Rewrite(r"\byou may choose to destroy\b", "you may destroy"),
    Rewrite(r"\byou may force your opponent to choose and discard a card from his or her hand\b",
            "you may each opponent discard a card"),
    # Portal: "it deals to any one creature damage equal to the number of mountains you have in
    # play" (Fire Dragon): the permanents in play you control
    Rewrite(r"\bdeals to (target [a-z ]+?) damage equal to\b", r"deals damage to \1 equal to"),
    Rewrite(r"\bequal to the number of (forests|islands|mountains|plains|swamps) you have in play\b",
            r"equal to the number of \1 you control"),
    # Portal: "Play ~ only after you're attacked, before you declare blockers" is the Oracle's
    # restriction to the declare attackers step of a turn you were attacked in
    Rewrite(r"^play ~ only after you're attacked, before you declare (?:blockers|interceptors)\.$",
            "cast this spell only during the declare attackers step and only if you've been attacked this step."),
    # glossary "Summoning Sickness (Obsolete)": "See also Haste" (502.5). A creature's own "~ is
    # unaffected by summoning sickness" is haste (its own static ability, gone with its
    # abilities as haste would be); an Aura's or a spell's "enchanted creature / that creature
    # is unaffected …" is read as written, a characteristic, not an ability (407.2)
    _obsolete(Rewrite(r"^~ is unaffected by summoning sickness\.$", "haste."),
              ("Summoning Sickness (Obsolete)", '"unaffected by summoning sickness" is haste (it may attack and '
                                                "use {T} abilities the turn it comes under its controller's control)")),
    # glossary "Discard": "By default, spells and abilities that cause a player to discard a card
    # allow the affected player to choose which card to discard" — the printed "choose and discard".
    # (in a cost: the grammar reads the words elsewhere)
    Rewrite(r"(^|, )choose and discard (?=[^:.]*:)", r"\1discard "),
    # Lodestone Bauble as printed (added, session 41): "up to four target basic lands from any player's
    # graveyard" — cards in a graveyard (217.4a), all from one player's, as the Oracle's "basic land cards
    # from a player's graveyard" (409.1c)
    Rewrite(r"\bup to (\w+) target basic lands from any player's graveyard\b",
            r"up to \1 target basic land cards from a player's graveyard"),
    # the contractions the grammar reads ("does not untap", "attacking does not cause ~ to tap")
    Rewrite(r"\b(does|do|did|is|are|has|have|was|were) not\b", r"\1n't"),
    # glossary "Beginning of Turn": an ability that triggers at the "beginning of turn" goes on
    # the stack the first time a player has priority, normally as the upkeep begins.
    Rewrite(r"(^|\. )draw a card at the beginning of the next turn\.$",
            r"\1draw a card at the beginning of the next turn's upkeep."),
    # 402.3: text saying that a permanent "counts as" a type is its type — "becomes a 5/5
    # creature that counts as a Treefolk" is "becomes a 5/5 Treefolk creature".
    Rewrite(r"\bbecomes an? (\d+/\d+) creature( with [a-z ]+?)?(?: and)? that counts as an? ([a-z]+)\b",
            lambda m: f"becomes a {m[1]} {m[3]} creature{m[2] or ''}"),
    # 216 (tokens): "Put a Rat token into play. Treat this token as a 1/1 black creature." is
    # one token, its characteristics given by the second sentence.
    Rewrite(r"\bput an? ([a-z]+) token into play\. treat this token as an? (\d+/\d+) ((?:[a-z]+ )*?)(artifact )?"
            r"creature( with [a-z ]+?)?\.",
            lambda m: f"create a {m[2]} {m[3] or 'colorless ' if m[4] else m[3]}{m[1]} {m[4] or ''}creature token{m[5] or ''}."),
    # … and "Put a token creature into play. Treat this token as a 2/2 creature of the chosen color
    # and creature type." (Volrath's Laboratory): its colour and creature type the ones chosen as
    # the permanent came into play (410.10e), the Oracle's "of the chosen color and type"
    Rewrite(r"\bput a token creature into play\. treat this token as an? (\d+/\d+) creature of the chosen color and "
            r"creature type\.", r"create a \1 creature token of the chosen color and type."),
    # 404.1: "If ~ blocks or is blocked, …" is a trigger condition (the era's older template).
    # ("by any Orcs": by one or more; then "it" is ~ itself, as in "If ~ blocks or is blocked, it
    # gets -2/+2")
    Rewrite(r"^if ~ blocks or is blocked(?: by (?:any|an?) ([^,]+))?, (it (?=gets|gains))?",
            lambda m: (
"whenever ~ blocks or becomes blocked"
+ ("" if not m[1] else f" by one or more {m[1]}" if m[1].endswith("s") else f" by {_a(m[1])}")
+ (", ~ " if m[2] else ", "))),
    # "remove from the game target card …" (Headstone) is "remove target card … from the game"
    # ("in any graveyard": in a graveyard, as the Oracle's "from a graveyard")
    Rewrite(r"\bremove from the game ((?:up to \w+ )?target [^.;,]+?)(?=[.;])",
            lambda m: f"remove {m[1].replace(' in any graveyard', ' in a graveyard')} from the game"),
    # "Search … Put that land into play. Shuffle your library afterwards." (Bad River): the
    # shuffle is the search's last step
    Rewrite(r"\. shuffle your library afterwards?\.$", ". then shuffle your library."),
    # Kyscu Drake, Urborg Panther as printed (Visions, Mirage): "Sacrifice Kyscu Drake and Spitting
    # Drake: Search your library for Viashivan Dragon and put it into play." — cards of those names
    # (202.3), as the Oracle's "a creature named Spitting Drake", "a card named Viashivan Dragon";
    # Urborg Panther's "put it into play as though it were just played" is put into play (217.5c)
    Rewrite(r"^sacrifice ~ and spitting drake: search your library for viashivan dragon and put it into play\.",
            "sacrifice ~ and a creature named spitting drake: search your library for a card named viashivan "
            "dragon and put that card into play."),
    Rewrite(r"^sacrifice feral shadow, breathstealer, and ~: search your library for spirit of the night and "
            r"put it into play as though it were just played\.",
            "sacrifice a creature named feral shadow, a creature named breathstealer, and ~: search your "
            "library for a card named spirit of the night and put that card into play."),
    # 300.1, 302: untapping happens in the untap step of the beginning phase (the era's
    # "untap phase").
    Rewrite(r"\buntap phase(s?)\b", r"untap step\1"),
    # 403.1: an activated ability is "cost: effect"; the printed "{5}{T}:" wants its comma.
    Rewrite(rf"^({_COST})\{{t\}}(?=:)", r"\1, {t}"),
    # 402.6: an ability of a permanent that names no object acts on the permanent: "{R}: +1/+0
    # until end of turn" is "{R}: ~ gets +1/+0 until end of turn"; "{2}: Regenerate" regenerates it.
    # (… two changes at once, "{1}{G}: Flying and -0/-1 until end of turn" (Leaping Lizard, Canopy
    # Dragon's "and loses trample", Veldrane's "Forestwalk and -3/-0"), "{R}: Protection from red
    # until end of turn" (Keeper of Kookus), a cost of tapping a creature (Llanowar Behemoth: an
    # untapped one, the only kind that can be tapped) or paying life (Sewer Rats))
    Rewrite(rf"^({_COST}(?:, (?:\{{t\}}|pay \d+ life))?|tap an? creature you control): ((?:{_CHANGE})(?: and "
            rf"(?:{_CHANGE}))*) until end of turn\.?(?= |$)", _changes),
    Rewrite(rf"^({_COST}(?:, \{{t\}})?): ([+-]\d+/[+-]\d+ until end of turn)\b",
            r"\1: ~ gets \2"),
    # "Bands" (War Elephant's "Trample, bands", Icatian Infantry's "{1}: Bands until end of turn"):
    # the keyword banding as the oldest printings named it (glossary "Banding, Bands with Other")
    Rewrite(r"(^|, |: )bands(?=[,.]|$| until end of turn\b)", r"\1banding"),
    # Urza's Engine: "all creatures banded with ~" are attacking creatures (only attackers band, 502.10b
    # of the era's rules), as the Oracle says
    Rewrite(r"\ball creatures banded with ~", "attacking creatures banded with ~"),
    Rewrite(rf"^({_COST}(?:, \{{t\}})?): ((?:flying|first strike|trample|banding|\w+walk) until end of turn)\b",
            r"\1: ~ gains \2"),
    Rewrite(rf"^({_COST}(?:, \{{t\}})?): regenerate\.?$", r"\1: regenerate ~."),
    # glossaries "Interrupt (Obsolete)" (a form of instant) and "Mana Source (obsolete)"
    # ("Abilities that read 'Play this ability as a mana source' are now mana abilities"): an
    # activated ability is played whenever its controller has priority (408.1d), and one that
    # adds mana is a mana ability by 406.1 — the sentence adds nothing.
    _obsolete(Rewrite(r"(?<=\.) (?:play this ability|this ability is played) as an interrupt\.$", ""),
              _INTERRUPT),
    _obsolete(Rewrite(r"(?<=\.) (?:play this ability|this ability is played) as a mana source\.$", ""),
              ("Mana Source (obsolete)", '"play this ability as a mana source": a mana ability')),
    # Circling Vultures as printed (added, session 47): "If ~ is in your hand, you may discard it. Play this
    # ability as an instant." — no "cost: effect", so no activated ability (403.1): the discard itself, at
    # an instant's timing (409.2; glossary "Could"), the Oracle's "You may discard ~ any time you could play an
    # instant" (ir.DiscardAsInstant)
    Rewrite(r"^if ~ is in your hand, you may discard it\. play this ability as an instant\.$",
            "you may discard ~ any time you could play an instant."),
    Rewrite(r"(?<=\.) play this ability as an instant\.$", ""),
    # 409.1i: a spell is cast once its costs are paid — the printed "successfully casts".
    _obsolete(Rewrite(r"^(when|whenever) one of your opponents successfully casts ",
                      r"\1 an opponent casts "), _SUCCESSFULLY_CAST),
    # an alternative cost (402.4): "You may X instead of paying ~'s mana cost."
    Rewrite(r"^((?:if [^,]+, )?you may .+?) instead of paying ~'s mana cost\.$",
            r"\1 rather than pay this spell's mana cost."),
    # 404.1: a triggered ability begins with "when", "whenever" or "at"; the printed "If ~
    # attacks and isn't blocked, …" and "If ~ is put into any graveyard from play, …" are the
    # trigger conditions of the era's older template (410.10c: a leaves-play trigger).
    Rewrite(r"^if ~ attacks and (?:isn't|is not) blocked, ", "whenever ~ attacks and isn't blocked, "),
    Rewrite(r"^if ~ attacks, ", "whenever ~ attacks, "),
    # Viashino Bey (added, o3): its "If ~ attacks, all creatures you control attack if able." (printed
    # "When ~ attacks, …") is no trigger: an ability triggering on the attack would resolve after the
    # attackers are declared (500.2 asks at the declaration), so the era's Oracle reads a requirement
    # — the one static wording the grammar knows (effects.lark attack_if_able_with_self).
    Rewrite(r"^(?:when|whenever) ~ attacks, (all creatures you control attack if able\.)$", r"if ~ attacks, \1"),
    # Stromgald Spy (added, o3): Alliances's "If ~ attacks and is not blocked, you may choose to have it deal no
    # damage to defending player this turn. If you do so, defending player must play with his or her hand
    # face up on the table until ~ leaves play." — the Oracle's: for an unblocked creature, dealing no damage
    # to the defending player is assigning no combat damage (310.1b); the hand face up is revealed.
    # The Oracle's "you may have defending player play with their hand revealed for as long as ~ remains in play"
    # is written "you may reveal defending player's hand for as long as …" (the grammar's words).
    Rewrite(r"^whenever ~ attacks and isn't blocked, (?:you may choose to have it deal no damage to defending player this "
            r"turn\. if you do so, defending player must play with his or her hand face up on the table until ~ leaves play"
            r"|you may have defending player play with (?:their|his or her) hand revealed for as long as ~ remains "
            r"(?:in play|on the battlefield)\. if you do, ~ assigns no combat damage this turn)\.$",
            "whenever ~ attacks and isn't blocked, you may reveal defending player's hand for as long as ~ remains in play. "
            "if you do, ~ assigns no combat damage this turn."),
    # Mob Mentality (added, o3): Visions's "If all non-Wall creatures you control attack, enchanted creature
    # gets +*/+0 …, where * is equal to the number of attacking creatures" — the trigger condition of the
    # era's older template (404.1), as the Oracle's "Whenever …", and its "*" the Oracle's X.
    Rewrite(r"^if all (non-wall creatures you control) attack, (enchanted creature gets )\+\*/\+0 until end of turn, "
            r"where \* is equal to ", r"whenever all \1 attack, \2+x/+0 until end of turn, where x is "),
    # Cunning Giant (added, o3): Portal's "If ~ attacks and isn't blocked, you may choose to have it deal its
    # damage to any one of your opponent's creatures instead of to him or her." — the Oracle's static
    # ability (103.1 over 310.1b): "your opponent" is the defending player in a two-player game, and
    # the choice is made as its combat damage is assigned, not on a trigger.
    Rewrite(r"^whenever ~ attacks and isn't blocked, you may choose to have it deal its damage to any one of your "
            r"opponent's creatures instead of to him or her\.$",
            "if ~ is unblocked, you may have it assign its combat damage to a creature defending player controls."),
    Rewrite(r"^if ~ is put into the graveyard from play, ", "when ~ is put into a graveyard from play, "),
    # "your discard pile" is your graveyard (217.4a: "A graveyard is a discard pile")
    Rewrite(r"^if ~ is put into your (?:graveyard|discard pile) from play, ", "when ~ is put into your graveyard from play, "),
    # Angel of Fury: "you may choose to shuffle ~ into your library"; Undying Beast: "on top of
    # your deck" — the card is in your graveyard, so yours (217.4a): its owner's library
    Rewrite(r"^(when ~ is put into your graveyard from play, )you may choose to shuffle ~ into your library\.$",
            r"\1you may shuffle ~ into its owner's library."),
    Rewrite(r"^(when ~ is put into your graveyard from play, )put ~ on top of your deck\.$",
            r"\1put ~ on top of its owner's library."),
    # Fire Snake: "destroy any one land" is a target (the era's "any one", Portal's too)
    Rewrite(r"\bdestroy any one (land|creature|artifact|enchantment)\b", r"destroy target \1"),
    # Noxious Toad: "your opponent chooses and discards a card from his or her hand" — the
    # discarding player chooses (a game of two, 100.1)
    Rewrite(r"\byour opponent chooses and discards (a card|\w+ cards) from his or her hand\b", r"each opponent discards \1"),
    Rewrite(r"^if ~ is put into any graveyard from play, ", "when ~ is put into a graveyard from play, "),
    # Skeleton Scavengers as printed (Stronghold; session 47, h5): "Pay {1} for each +1/+1 counter on ~: Regenerate ~ and
    # put a +1/+1 counter on it." — the counter put on as the ability resolves, the shield used or not (413.2b), where
    # the Oracle's errata puts it on only when the shield regenerates it (419.6b, 406.2a): another ability, left
    # refused — said in words the grammar doesn't read
    Rewrite(r"^(pay \{1\} for each \+1/\+1 counter on ~: regenerate ~) and put a \+1/\+1 counter on it\.$",
            r"\1 and put a +1/+1 counter on it as the ability resolves, whether or not it regenerates."),
    # Gaea's Blessing (added, session 47, h5): "If ~ is put into your graveyard from your library, …" — the era's
    # "If" of a trigger event (410.10), the Oracle's "When"
    Rewrite(r"^if ~ is put into your graveyard from your library, ", "when ~ is put into your graveyard from your library, "),
    # "~ does 1 damage": the older verb of dealing damage; Juzám Djinn's "… to you during your
    # upkeep" is an upkeep trigger (303.1)
    Rewrite(r"(?<![\w~])(~|it) does (\d+|x) damage\b", r"\1 deals \2 damage"),
    _obsolete(Rewrite(r"^(~ deals \d+ damage to you) during your upkeep\.$",
                      r"at the beginning of your upkeep, \1."), *_DURING),
    # "owner's hand", "top of owner's library": its owner's
    Rewrite(r"\b(to|of) owner's (hand|library)\b", r"\1 its owner's \2"),
    # 404.1: "If ~ is the target of a spell or ability, …" is a trigger condition (the era's
    # older template): the moment it becomes a target
    Rewrite(r"^(?:if|whenever) ~ is the target of (?:a|any) spell or (?:ability|effect), ",
            "whenever ~ becomes the target of a spell or ability, "),
    # damage "successfully" dealt is damage dealt (prevented damage isn't dealt: glossary
    # "Prevention", 419.7)
    Rewrite(r"\bsuccessfully (deals?|dealt) (combat )?damage\b", r"\1 \2damage"),
    # Fugitive Druid: "Whenever any player successfully casts an enchantment spell that targets ~"
    # — an enchantment spell with a target is a local enchantment's (214.8c: it requires one),
    # the Oracle's Aura spell; it triggers as ~ becomes its target (409.1c), when it is played
    _obsolete(Rewrite(r"^whenever any player successfully casts an enchantment spell that targets ~, ",
                      "whenever ~ becomes the target of an aura spell, "), _SUCCESSFULLY_CAST),
    # (Spellshock's "any player", Predatory Hunger's "any opponent": a, an — read here, before
    # the rewrite of "any" below, as Skittering Skirge's "when you successfully cast")
    _obsolete(Rewrite(r"^(when|whenever) (you|a player|any player|an opponent|any opponent) successfully (casts?) ",
                      lambda m: f"{m[1]} {m[2].replace('any player', 'a player').replace('any opponent', 'an opponent')} "
                                f"{m[3]} "), _SUCCESSFULLY_CAST),
    # Portal: "When ~ successfully damages your opponent, …" (two players: the opponent)
    Rewrite(r"^when ~ successfully damages your opponent, (?:he or she|your opponent) ",
            "whenever ~ deals damage to an opponent, that player "),
    Rewrite(r"^when ~ successfully damages your opponent, ", "whenever ~ deals damage to an opponent, "),
    # "unless its caster pays an additional {1}" (Force Spike): the spell's controller (the
    # player who played it, 409.1a)
    Rewrite(r"\bunless its caster pays an additional\b", "unless its controller pays"),
    # "Your green spells cost {1} less to play" (the Medallions): spells you play
    Rewrite(r"^your (white|blue|black|red|green|artifact|creature) spells cost ",
            r"\1 spells you cast cost "),
    # "All your creatures get +2/+0" (Desperate Charge): creatures you control
    Rewrite(r"^all your creatures get ", "creatures you control get "),
    # the rule a Great Wall makes: "may be blocked as if they did not have this ability" is "can
    # be blocked as though they didn't have plainswalk"
    Rewrite(r"^creatures with (\w+walk) may be blocked as if they didn't have this ability\.$",
            r"creatures with \1 can be blocked as though they didn't have \1."),
    # 402.3: "~ still counts as a land" is its type, kept: "it's still a land"
    Rewrite(r"\. (?:~|this creature|that creature|that land) still counts as an? (land|artifact)\.$",
            r". it's still a \1."),
    # "as long as ~ remains tapped" (Endoskeleton), "… remains in play" (Somnophore): for as long as
    Rewrite(r"\b(gets [+-]\d+/[+-]\d+|doesn't untap during its controller's untap step) as long as ~ remains (tapped|in "
            r"play)\b", r"\1 for as long as ~ remains \2"),
    # Fireball as printed: "Pay {1} for each target beyond the first: Fireball deals X damage …"
    # — not an activated ability but the spell's cost increase, as its Oracle text says (409.1f)
    Rewrite(r"^pay (\{\d+\}) for each target beyond the first: (~ deals x damage divided evenly, rounded down, among "
            r"any number of target creatures) and/or (players\.)$",
            r"this spell costs \1 more to play for each target beyond the first.\n\2 or \3"),
    # an untap rule printed after an activated ability, in its paragraph (Ashnod's Battle Gear):
    # a choice in the untap step (302.1) is no effect of the ability — an ability of its own
    Rewrite(r"^((?:\{[^}]+\}(?:, )?)+: [^\n]+?\.) (you may choose not to untap ~ during your untap step\.)$",
            "\\1\n\\2"),
    # glossary "Bury": "'bury' is equivalent to 'destroy [this permanent]; it can't be
    # regenerated'" — a whole sentence burying a target or all of a kind
    # (glossary "Modal/Mode", as the modes below: "Bury target non-black, non-artifact creature or put a
    # Zombie token into play. Treat this token as a 2/2 black creature." — Feast or Famine)
    _obsolete(Rewrite(r"^bury (target (?:[^.,;]|, non)+?) or (create an? [^.]+? token)\.$",
                      r"choose one - destroy \1. it can't be regenerated; or \2."), _BURY),
    _obsolete(Rewrite(r"(^|\. |: |^(?:when|whenever) [^,.]+, )bury (target (?:[^.,;]|, non)+?)\.(?= |$)", r"\1destroy \2. it can't be regenerated."), _BURY),
    _obsolete(Rewrite(r"(^|\. |: |^(?:when|whenever) [^,.]+, )bury (all [^.,;]+?)\.(?= |$)", r"\1destroy \2. they can't be regenerated."), _BURY),
    # Sheltered Valley as printed (added, session 44, c2): "When ~ comes into play, bury any other ~ you
    # control" — each other permanent of its name its controller controls, destroyed, no regeneration (a
    # trigger, 404.1; the Oracle's errata makes it a replacement that sacrifices them, 419.1)
    _obsolete(Rewrite(r"^(when ~ comes into play, )bury any other ~ you control\.$",
                      r"\1destroy each other permanent named ~ you control. they can't be regenerated."), _BURY),
    # 419.7b: "Prevent the next 3 damage to target creature or player this turn" is a shield —
    # the printed "Prevent 1 damage to any creature or player", "prevent up to 2 damage to you"
    Rewrite(r"(^|\. |: )prevent (?:up to )?(\d+|x) damage to (?:any|target|one|a) (creature or player|player or creature"
            r"|creature you control|creature)(?=\.)",
            lambda m: f"{m[1]}prevent the next {m[2]} damage to target "
                      f"{'creature or player' if 'player' in m[3] else m[3]} this turn"),
    # (… to the permanent itself, to the enchanted creature, to a target of a kind: Balduvian Hydra,
    # Fylgja, Argivian Blacksmith's "target artifact creature")
    Rewrite(r"(^|\. |: )prevent (?:up to )?(\d+|x) damage to (~|enchanted creature|creature ~ enchants|target (?:[a-z]+ )+?creature)(?=\.)",
            r"\1prevent the next \2 damage that would be dealt to \3 this turn"),
    Rewrite(r"(^|\. |: )prevent (?:up to )?(\d+|x) damage to you(?=\.)",
            r"\1prevent the next \2 damage that would be dealt to you this turn"),
    # 404.1: "If ~ damages any player, …" is a trigger condition; "damages" is "deals damage to"
    Rewrite(r"^(?:if|whenever) ~ damages (?:any|a|an) (player|opponent|creature)\b",
            lambda m: f"whenever ~ deals damage to {_a(m[1])}"),
    # "when any opponent plays a land", "put into any graveyard": a, an
    Rewrite(r"^(when|whenever) any ([a-z]+)\b", lambda m: f"{m[1]} {_a(m[2])}"),
    Rewrite(r"\bput into any graveyard\b", "put into a graveyard"),
    # "as long as any opponent controls any black cards (in play)": a card in play is a nontoken
    # permanent (216.2: a token isn't a card); "any nonbasic lands", "two or more creatures"
    Rewrite(r"\bany opponent controls any ([a-z]+) cards(?: in play)?\b", r"an opponent controls a nontoken \1 permanent"),
    Rewrite(r"\bany opponent controls any (nonbasic land|[a-z]+)s\b", r"an opponent controls a \1"),
    Rewrite(r"\bany opponent controls (two|three|four|five) or more\b", r"an opponent controls \1 or more"),
    # 403.1: "[Player] may pay [cost] to [effect]" — "{T}: Sacrifice ~ to add {B}{B} to your mana
    # pool" pays the sacrifice as part of the cost: "{T}, Sacrifice ~: Add {B}{B}."
    Rewrite(rf"^((?:{_COST}|\{{t\}})(?:, (?:{_COST}|\{{t\}}))*): (sacrifice ~|sacrifice an? [a-z]+|discard a card"
            r"(?: at random)?(?: from your hand)?) to (add |have (?:it|~) deal |put )",
            lambda m: f"{m[1]}, {m[2]}: {'~ deals ' if m[3].startswith('have') else m[3]}"),
    # glossary "Upkeep": "you may [pay cost]. If you don't, sacrifice [this card]" (Masticore)
    Rewrite(r"^(at the beginning of your upkeep, )you may (?:choose and )?discard a card(?: from your hand)?\. if you "
            r"don't, sacrifice ~\.$",
            r"\1sacrifice ~ unless you discard a card."),
    # glossary "Unblockable": no creature can be assigned to block it — "can't be blocked"
    Rewrite(r"(?<![\w~])(~|target creature(?: with power \d+ or less)?) is unblockable this turn\b",
            r"\1 can't be blocked this turn"),
    # a static ability printed without its subject ("Can't be blocked by Walls"): the permanent
    # itself (402.6)
    Rewrite(r"^(can't be blocked by|can block creatures with flying)\b", r"~ \1", guard="can"),
    # "an amount of damage equal to …" is "damage equal to …"
    Rewrite(r"\bdeals to ((?:that|target|each) [a-z ]+?) an amount of damage equal to ([^.]+)\.",
            r"deals damage to \1 equal to \2."),
    Rewrite(r"\ban amount of (damage|life) equal to\b", r"\1 equal to"),
    # "Add {U} and one colorless mana" (Coral Atoll) is "Add {1}{U}" (104.1)
    Rewrite(r"\badd \{([wubrg])\} and one colorless mana\b", r"add {1}{\1}"),
    # the permanent's own untap rule printed without its subject (Black Carriage): 402.6
    Rewrite(r"^doesn't untap during your untap step\.", "~ doesn't untap during your untap step."),
    # "choose target creature card in your graveyard and put that creature into play" (Karmic
    # Guide): the target chosen as the ability is played (409.1c) is the card returned
    Rewrite(r"\bchoose target ([a-z ]+?) card in your graveyard and put that (?:creature|card) into play\b",
            r"return target \1 card from your graveyard to play"),
    # 214.8a: a local enchantment's "Play only on a nonblack creature" is what it may enchant,
    # the Oracle's "Enchant nonblack creature" (its type line's "Enchant Creature", narrowed)
    Rewrite(r"^play only on an? ([a-z -]+?|creature (?:an opponent|you) controls?|land you control)\.$",
            r"enchant \1."),
    # the imperative "Gain 3 life for each …" is the caster's ("You gain …")
    Rewrite(r"(^|\. |: |, )gain (\d+|x) life for each\b", r"\1you gain \2 life for each"),
    # 313.1: "at end of turn" abilities trigger as the end of turn step begins — "At the end of
    # your turn" is the Oracle's "At the beginning of your end step" (Psychic Vortex: "At the end of
    # each of your turns", the same; added, upk)
    Rewrite(r"^at (?:the )?end of (?:your turn|each of your turns), ", "at the beginning of your end step, "),
    Rewrite(r"^at the end of each player's turn, ", "at the beginning of each player's end step, "),
    Rewrite(r"^at the end of each turn, ", "at end of turn, "),
    # Horn of Plenty as printed (added, o2): "… he or she draws a card at end of turn" — the delayed draw
    # triggers as the next end of turn step begins (313.1), the Oracle's "at the beginning of the next end step"
    Rewrite(r"\bhe or she may pay (\{[^}]+\})\. if that player does, he or she draws a card at end of turn\.$",
            r"they may pay \1. if the player does, at the beginning of the next end step, they draw a card."),
    # 410.10a: a comes-into-play trigger, and its delayed draw (Carrier Pigeons)
    Rewrite(r"^when ~ is brought into play, ", "when ~ comes into play, "),
    Rewrite(r"^draw a card at the beginning of the upkeep of the turn after ~ comes into play\.$",
            "when ~ comes into play, draw a card at the beginning of the next turn's upkeep."),
    # 502.4's "can block as though it had flying", for any creature the sentence names
    Rewrite(r"^(enchanted creature|target creature) can block creatures with flying",
            r"\1 can block as though it had flying"),
    # 309: "can't be assigned to block any creature with power 2 or greater" (Orgg)
    Rewrite(r"\bcan't be assigned to block any creature with\b", "can't block creatures with"),
    # "can't regenerate this turn" is "can't be regenerated" (419.6b)
    Rewrite(r"\bcan't regenerate this turn\b", "can't be regenerated this turn"),
    # 404.1: "whenever ~ is blocked by any creature", "if ~ blocks any creature"
    Rewrite(r"^whenever ~ is blocked by any ", "whenever ~ becomes blocked by a "),
    # "If ~ attacks and is blocked" (Razorclaw Bear): an attacking creature with blockers
    # becomes blocked (309.3); the enchanted creature's triggers the same (Bequeathal, Contempt)
    Rewrite(r"^if (~|enchanted creature) attacks and is blocked, ",
            r"whenever \1 becomes blocked, "),
    Rewrite(r"^if enchanted creature is put into (?:a|the) graveyard, ",
            "when enchanted creature is put into a graveyard from play, "),
    Rewrite(r"^if enchanted creature attacks, ", "whenever enchanted creature attacks, "),
    # "{B}: Regenerates." (Drowned): the permanent itself (402.6)
    Rewrite(rf"^({_COST}): regenerates\.?$", r"\1: regenerate ~."),
    Rewrite(r"^if ~ blocks any (creatures?)\b", lambda m: "whenever ~ blocks a creature"),
    # "{R}: … You can't spend more than {R}{R} in this way each turn" (the Drakes, Pit Imp): the
    # ability's activations each turn, as the Oracle words it ("no more than twice each turn")
    Rewrite(r"^((?:\{[^}]+\})+(?:, pay \d+ life)?): ([^.]+)\. you (?:can't|cannot) spend more than ((?:\{[^}]+\})+) in this way "
            r"each turn\.$", lambda m: _activations_limit(m)),
    # 309: a creature "assigned to block" is one declared as a blocker
    Rewrite(r"^(~ )?can't be assigned to block\.$", "~ can't block."),
    Rewrite(r"\beach of your opponents\b", "each opponent"),
    # the Laces: "Change the color of target spell or target permanent to red. Costs to cast,
    # tap, maintain, or use a special ability of target remain unchanged." (the Oracle: "Target
    # spell or permanent becomes red. (Its mana symbols remain unchanged.)")
    Rewrite(r"^change the color of target spell or target permanent to ([a-z]+)\. costs to cast, tap, maintain,? or use "
            r"a special ability of target remain unchanged\.$",
            r"target spell or permanent becomes \1."),
    # 416.3: "If an effect attempts to do something impossible, it does only as much as
    # possible" — Portal's reminder "(Ignore this effect if your opponent doesn't have any
    # cards.)" says so of one effect
    Rewrite(r"\s*\(ignore this effect if [^()]+\.\)", ""),
    # Alliances' optional additional costs: "… for each {1}{G} you pay in addition to the casting
    # cost" (Taste of Paradise, Primitive Justice) and "If you pay {2}{R} in addition to the
    # casting cost, …" (Undergrowth) — the Oracle's "As an additional cost to cast this spell, you
    # may pay {1}{G} any number of times" and the instruction that counts the payments (409.1f)
    _obsolete(Rewrite(rf"^(?:you )?gain (\d+) life for each ({_COST}) you pay in addition to the casting cost\.$",
                      r"as an additional cost to cast this spell, you may pay \2 any number of times.\nyou gain \1 life for each "
                      r"additional \2 you paid."), _CASTING_COST),
    _obsolete(Rewrite(rf"^destroy a target ([a-z]+)( and gain (\d+) life)? for each ({_COST}) you pay in addition to the "
                      r"casting cost\.$",
                      lambda m: f"as an additional cost to cast this spell, you may pay {m[4]} any number of times.\nfor each additional "
                                f"{m[4]} you paid, destroy another target {m[1]}{f', and you gain {m[3]} life' if m[2] else ''}."), _CASTING_COST),
    _obsolete(Rewrite(rf"^no creatures deal damage in combat this turn\. if you pay ({_COST}) in addition to the casting cost, ~ "
                      r"doesn't affect (red|green|white|blue|black) creatures\.$",
                      r"as an additional cost to cast this spell, you may pay \1.\nprevent all combat damage that would be dealt this "
                      r"turn. if this spell's additional cost was paid, this effect doesn't affect combat damage that would be dealt "
                      r"by \2 creatures."), _CASTING_COST),
    # "~ has power equal to …" is "~'s power is equal to …"
    Rewrite(r"^~ has power equal to ", "~'s power is equal to "),
    # "~ has power and toughness each equal to …" is the characteristic-defining "~'s power and
    # toughness are each equal to …"
    Rewrite(r"^~ has power and toughness each equal to ", "~'s power and toughness are each equal to "),
    Rewrite(r"\bequal to the total number of\b", "equal to the number of"),
    # "At the end of any turn" (Ball Lightning) is the era's "At end of turn" (every turn's)
    Rewrite(r"^at the end of any turn, ", "at end of turn, "),
    # Spiny Starfish as printed (Alliances; added, session 48, h2): "At the end of any turn in which ~ regenerated,
    # put a Starfish token into play for each time it regenerated that turn. Treat these tokens as 0/1 blue
    # creatures." — the Oracle's "At the end of each turn, if ~ regenerated this turn, …" (an intervening if,
    # 410.8; "that turn" the turn whose end it is), the tokens' characteristics said where they are made
    Rewrite(r"^at the end of any turn in which ~ regenerated, put a starfish token into play for each time it "
            r"regenerated that turn\. treat these tokens as 0/1 blue creatures\.$",
            "at end of turn, if ~ regenerated this turn, put a 0/1 blue starfish creature token into play for each "
            "time it regenerated this turn."),
    # 311.1: "at end of combat" abilities trigger as the end of combat step begins: the printed
    # "At the end of each combat" (Heat Stroke) is one, and "At the end of any combat in which ~
    # attacked or blocked" (Kjeldoran Home Guard) one with an intervening if (410.8) on what ~
    # did in that combat
    # the Clockwork creatures as printed (Fourth Edition, Antiquities): "When ~ comes into play, put
    # seven +1/+0 counters on it. At the end of any combat in which ~ attacked or blocked, remove
    # one of these counters." — two abilities in one paragraph; "is assigned to attack or block"
    # (Clockwork Avian) is attacking or blocking (308.5, 309.3); "one of these counters" a +1/+0 one
    Rewrite(r"^(when ~ comes into play, put \w+ \+1/\+0 counters on it\.) at the end of any combat in which ~ "
            r"(?:attacked or blocked|is assigned to attack or block), remove (?:one of these counters|a counter)\.$",
            r"\1\nat end of combat, if ~ attacked or blocked this combat, remove a +1/+0 counter from ~."),
    # … and their "You may have no more than seven of these counters on ~" (printed "of of" on
    # Clockwork Beast): the bound the Oracle words "This ability can't cause the total number of
    # +1/+0 counters on ~ to be greater than seven"
    Rewrite(r"\. you may have no more than (\w+) (?:of )+these counters on ~\.",
            r". this ability can't cause the total number of +1/+0 counters on ~ to be greater than \1."),
    Rewrite(r"^at the end of each combat, ", "at end of combat, "),
    Rewrite(r"^at the end of any combat in which ~ (attacked or blocked|attacked|blocked), ",
            r"at end of combat, if ~ \1 this combat, "),
    # 419.7c: "Prevent all damage to you from a black source. (Treat further damage from that
    # source normally.)" (the Runes of Protection, Circle of Protection: Artifacts, Greater Realm
    # of Preservation, Invulnerability) is the rulebook's own example of a prevention effect from a
    # specified source: "The next time a red source of your choice would deal damage to you this
    # turn, prevent that damage" — one source, chosen as it resolves, and its next damage
    Rewrite(r"\bprevent all damage to you from (?:an?|one|any one) ((?:[a-z]+ or )?[a-z]+ )?source\. \(?treat further "
            r"damage from that source normally\.\)?$",
            lambda m: f"the next time {_a((m[1] or '') + 'source')} of your choice would deal damage to you this turn, "
                      f"prevent that damage."),
    # Hidden Retreat as printed (Stronghold): "Choose a card in your hand and put it on top of your
    # library:" is the Oracle's cost "Put a card from your hand on top of your library" (the card
    # chosen as the cost is paid, 409.1f); "Prevent all damage from an instant or sorcery. (Treat
    # further damage from that source normally.)" — an instant or sorcery deals its damage only as
    # it resolves, a spell on the stack (413.2), so the source is a spell there as the ability is
    # played, the Oracle's "target instant or sorcery spell" (419.7c: a spell on the stack may be
    # the source of a prevention), and all its damage this turn is prevented
    Rewrite(r"^choose a card in your hand and put it on top of your library: prevent all damage from an instant or "
            r"sorcery\. \(?treat further damage from that source normally\.\)?$",
            "put a card from your hand on top of your library: prevent all damage that would be dealt by target instant "
            "or sorcery spell this turn."),
    # Penance as printed (Exodus): "Choose a card from your hand and put that card on top of your
    # library: Prevent all damage from a black or red source. (Treat further damage from that source
    # normally.)" — the Oracle's cost, as Hidden Retreat's above (409.1f), and the Oracle's "the next
    # time a black or red source of your choice would deal damage this turn, prevent that damage":
    # one source chosen as it resolves, its next damage to anything (419.7c; the reminder says so)
    Rewrite(r"^choose a card from your hand and put that card on top of your library: prevent all damage from a black "
            r"or red source\. \(?treat further damage from that source normally\.\)?$",
            "put a card from your hand on top of your library: the next time a black or red source of your choice would "
            "deal damage this turn, prevent that damage."),
    # "gains islandwalk ability" (Fishliver Oil): the keyword (502)
    Rewrite(r"\b(gains?|has|have) ([a-z]+walk|flying|first strike|trample|banding) ability\b", r"\1 \2"),
    # Invisibility: "can be blocked only by Walls" is "can't be blocked except by Walls"
    Rewrite(r"\bcan be blocked only by ([a-z]+)\b", r"can't be blocked except by \1"),
    # Spectral Shield: "can't be the target of further spells" — of spells, from now on
    Rewrite(r"\bcan't be the target of further spells\b", "can't be the target of spells"),
    # "For each 1 damage dealt to ~, …" (Jackal Pup, Grollub, Binding Agony, Living Artifact):
    # "Whenever ~ is dealt damage, … that much …", one trigger for each event (410.2)
    Rewrite(r"^for each 1 damage dealt to (~|enchanted creature|you), ([^.]+\.)$", _for_each_damage),
    # Crumbling Sanctuary: "For each 1 damage that would be dealt to a player, that player removes the
    # top card of his or her library from the game instead" — a card for each 1 damage, the damage
    # replaced (419.1): the Oracle's "… removes that many cards from the top of …"
    Rewrite(r"^for each 1 damage that would be dealt to a player, that player removes the top card of his or her "
            r"library from the game instead\.$",
            "if damage would be dealt to a player, that player removes that many cards from the top of his or her "
            "library from the game instead."),
    # Lichenthrope: "During your upkeep, remove one of these -1/-1 counters from ~" (glossary "Upkeep")
    # (the upkeep's "during" made "at the beginning of" elsewhere); "one of these" counters the ones it has
    Rewrite(r"\bupkeep, remove one of these (-1/-1) counters from ~\.$", r"upkeep, remove a \1 counter from ~."),
    # 410.10e: "When you play ~, choose a color" is made as it comes into play (the Oracle's "As
    # ~ enters the battlefield, choose a color"): the Wards, Prismatic Circle, Quirion Elves
    Rewrite(r"^when you play ~, choose (a color|a land type|a creature type|a color and a creature type)\.$",
            r"as ~ comes into play, choose \1."),
    # Wood Elemental (added, c7): "*s in the lower right-hand corner are set to the number of untapped
    # forests you sacrifice when ~ is brought into play" — sacrificed as it comes into play (410.10e),
    # the Oracle's "As ~ enters the battlefield, sacrifice any number of untapped Forests. ~'s power and
    # toughness are each equal to the number of Forests sacrificed this way."
    Rewrite(r"^\*s in the lower right-hand corner are set to the number of untapped forests you sacrifice when ~ is "
            r"brought into play\.$",
            "as ~ comes into play, sacrifice any number of untapped forests.\n~'s power and toughness are each equal "
            "to the number of forests sacrificed as it came into play."),
    # Minion of the Wastes (added, etb): "When you play ~, pay any amount of life. ~ has power and
    # toughness each equal to that amount." — paid as it comes into play (410.10e), the Oracle's
    # "As ~ enters the battlefield, pay any amount of life. ~'s power and toughness are each equal
    # to the life paid as it entered the battlefield."
    Rewrite(r"^when you play ~, pay any amount of life\.$", "as ~ comes into play, pay any amount of life."),
    # Dracoplasm (added, c1): "When you play ~, sacrifice any number of creatures. ~ comes into play with
    # power equal to the total power of the sacrificed creatures and toughness equal to the total toughness
    # of those creatures." — sacrificed as it comes into play (410.10e), the Oracle's "As ~ enters the
    # battlefield, sacrifice any number of creatures. ~'s power becomes the total power of those creatures
    # and its toughness becomes their total toughness." (each as it last existed in play, 413.2f)
    Rewrite(r"^when you play ~, sacrifice any number of creatures\.$", "as ~ comes into play, sacrifice any number of "
            "creatures."),
    Rewrite(r"^~ comes into play with power equal to the total power of the sacrificed creatures and toughness equal "
            r"to the total toughness of those creatures\.$",
            "~'s power becomes the total power of those creatures and its toughness becomes their total toughness."),
    Rewrite(r"^~(?: has|'s) power and toughness (?:are )?each equal to that amount\.$",
            "~'s power and toughness are each equal to the life paid as it came into play."),
    # Prismatic Ward: "All damage dealt to enchanted creature by sources of the chosen color is
    # reduced to 0" is a prevention (419.7a)
    Rewrite(r"^all damage dealt to (.+?) by (.+?) is reduced to 0\.$", r"prevent all damage that would be dealt to \1 by \2."),
    # Deathcoil Wurm: "you may choose to have it deal its damage to the defending player instead
    # of to the creatures blocking it" is the Oracle's "as though it weren't blocked" (502.9's
    # reminder says the same of trample's excess)
    Rewrite(r"^(?:if ~ attacks and is blocked|whenever ~ becomes blocked), you may choose to have it deal its damage to "
            r"the defending player instead of to the creatures blocking it\.$",
            "you may have ~ assign its combat damage as though it weren't blocked."),
    # Outmaneuver as printed: "X target blocked creatures deal combat damage to defending player
    # instead of to blocking creatures this turn" — the Oracle's "assign their combat damage this
    # turn as though they weren't blocked" (all of it to the defending player, 310.1b over 310.1c)
    Rewrite(r"^(x target blocked creatures) deal combat damage to defending player instead of to blocking creatures "
            r"this turn\.$", r"\1 assign their combat damage this turn as though they weren't blocked."),
    # Mirror Strike as printed: "Target unblocked creature deals combat damage to its controller
    # instead of to you this turn." — the Oracle's redirection of its combat damage to you (419.1)
    Rewrite(r"^target unblocked creature deals combat damage to its controller instead of to you this turn\.$",
            "all combat damage that would be dealt to you this turn by target unblocked creature is dealt to its "
            "controller instead."),
    # Forcefield as printed: "{1}: Lose only 1 life to an unblocked creature." — the Oracle's shield on
    # one unblocked creature of your choice (chosen as the ability resolves, 419.7c): of its combat
    # damage to you all but 1 is prevented (419.7a), the turn's combat dealing it once
    Rewrite(r"^\{1\}: lose only 1 life to an unblocked creature\.$",
            "{1}: the next time an unblocked creature of your choice would deal combat damage to you this turn, "
            "prevent all but 1 of that damage."),
    # Reverberation as printed (Legends): "Damage from one sorcery spell is redirected to its caster." —
    # the Oracle's redirection of all that target sorcery spell's damage this turn to its controller
    # (419.1; "caster": who played it, glossary "Cast (Obsolete)"; "one" the era's target)
    Rewrite(r"^damage from one sorcery spell is redirected to its caster\.$",
            "all damage that would be dealt this turn by target sorcery spell is dealt to that spell's controller "
            "instead."),
    # Taunt as printed (Portal): "Choose any one player. On that player's next turn, all his or her
    # creatures that can attack you must do so." — the Oracle's requirement for that player's next
    # turn (500.2, 418.3a)
    Rewrite(r"^choose target player\. on that player's next turn, all his or her creatures that can attack you must do "
            r"so\.$", "during target player's next turn, creatures that player controls attack you if able."),
    # Force of Will as printed: "… remove a blue card in your hand from the game instead of paying
    # ~'s casting cost. Effects that prevent or redirect damage cannot be used to counter this loss
    # of life." — the Oracle's alternative cost; the second sentence recalls that paying life is
    # not damage (glossary "Damage": prevention doesn't apply to it)
    _obsolete(Rewrite(r"^you may pay (\d+) life and remove an? (\w+) card in your hand from the game instead of paying ~'s "
                      r"casting cost\. effects that prevent or redirect damage can't be used to counter this loss of life\.$",
                      r"you may pay \1 life and exile a \2 card from your hand rather than pay this spell's mana cost."), _CASTING_COST),
    # Scars of the Veteran, Bounty of the Hunt as printed (Alliances; added, session 46, c5): "You may remove a
    # white card in your hand from the game instead of paying ~'s casting cost." as a paragraph of its own —
    # the Oracle's alternative cost (409.1f; glossary "Casting Cost (Obsolete)": the mana cost)
    _obsolete(Rewrite(r"^you may (remove an? [a-z]+ card in your hand from the game) instead of paying ~'s casting "
                      r"cost\.$", r"you may \1 rather than pay this spell's mana cost."), _CASTING_COST),
    # Scars of the Veteran as printed (added, session 46, c5): "For each 1 damage to a creature prevented by ~,
    # put a +0/+1 counter on that creature at end of turn." — its shield protects its target alone, so the
    # damage to a creature it prevents is the target's when the target is a creature: the Oracle's "If it's a
    # creature, put a +0/+1 counter on it for each 1 damage prevented this way at end of turn" (406.2a, 413.2f)
    Rewrite(r"(?<=\. )for each 1 damage to a creature prevented by ~, put a \+0/\+1 counter on that creature at end of "
            r"turn\.$", "if it's a creature, at the beginning of the next end step, put a +0/+1 counter on it for each 1 damage "
            "prevented this way."),
    # (Sword of the Ages as printed, Legends: "{T}: Sacrifice ~ and as many creatures as you choose. …" — its
    # sacrifices are an instruction carried out as the ability resolves, after responses, not its cost; the
    # Oracle's errata makes them the cost (409.1f): another ability, left refused — session 46, c5)
    # Interdict as printed: "Abilities of that permanent cannot be played again this turn."
    Rewrite(r"\babilities of that permanent can't be played again this turn\.",
            "that permanent's activated abilities can't be activated this turn."),
    # Lurker as printed: "declared as an attacker or blocker this turn" is "attacked or blocked this
    # turn" (308.5, 309.3: declaring it is attacking or blocking)
    Rewrite(r"^~ may not be the target of any spell unless ~ was declared as an attacker or blocker this turn\.$",
            "~ can't be the target of spells unless it attacked or blocked this turn."),
    # Rust, Brown Ouphe, Interdict as printed: "Counter target artifact effect, which must require an
    # activation cost", "… artifact ability requiring an activation cost": an activated ability
    # (403.1: a cost and an effect) from an artifact source, the Oracle's words
    Rewrite(r"\bcounter target ((?:artifact|creature|enchantment|land)(?:,? (?:or )?(?:artifact|creature|enchantment|land))*) "
            r"(?:ability requiring an activation cost|effect, which must require an activation cost)\.",
            lambda m: f"counter target activated ability from {_a(m.group(1))} source."),
    # Animate Dead (Fifth Edition) and Necromancy (Visions) as printed: "When you play ~, choose
    # target creature card in any graveyard. When ~ comes into play, put that creature into play
    # [as though it were just played] and ~ becomes a creature enchantment that targets the
    # creature. … If ~ leaves play, bury the creature." The spell targets the card (409.1c) and,
    # as the Oracle's Aura does, enchants it from then on; its printed words have no "if it's in
    # play" (the creature comes back even if ~ has left play) and bury the creature (glossary
    # "Bury": destroy it; it can't be regenerated). (A creature put into play is new to its
    # controller (glossary "Summoning Sickness"): "as though it were just played" adds nothing.)
    Rewrite(r"^when you play ~, choose target creature card in any graveyard\. when ~ comes into play, put that "
            r"creature into play(?: as though it were just played)? and ~ becomes a creature enchantment that targets "
            r"the creature\. ((?:enchanted creature gets [^.]+\. )?)if ~ leaves play, bury the creature\.$", _reanimating),
    # Diabolic Servitude as printed: "the chosen creature" is the one its comes-into-play ability put
    # into play (the Oracle's "the creature put onto the battlefield with ~"); a creature in play "put
    # into a graveyard" goes there from play (a new object there, 217.8)
    Rewrite(r"^when the chosen creature is put into a graveyard, remove the creature from the game and ",
            "when the creature put into play with ~ is put into a graveyard from play, remove it from the game and "),
    Rewrite(r"^when ~ leaves play, remove the chosen creature from the game\.$",
            "when ~ leaves play, remove the creature put into play with ~ from the game."),
    # the Licids (Tempest) as printed: the Aura they become, and the ability it has (418.3a: the
    # effect lasts until its controller pays to end it)
    Rewrite(r'^((?:\{[^}]+\})+, \{t\}): ~ loses this ability and becomes a creature enchantment that reads "([^"]+)" '
            r'instead of (?:a creature|any other type of permanent)\. move ~ onto target creature\. (you may pay '
            r'\{[^}]+\} to end this effect\.)$', _licid),
    # the depletion lands (Land Cap, Lava Tubes, River Delta, Timberline Ridge, Veldt): "If there
    # are any depletion counters on ~, it doesn't untap during your untap step" — the Oracle's "~
    # doesn't untap during your untap step if it has a depletion counter on it" (302.1), then the
    # upkeep trigger, an ability of its own
    Rewrite(r"^if there are any ([a-z]+) counters on ~, it doesn't untap during your untap step\. ",
            r"~ doesn't untap during your untap step if it has a \1 counter on it.\n"),
    # "Use this ability only if ~ is attacking and unblocked" (Mindstab Thrull, Necrite, Goblin
    # Grenadiers, Thalakos Deceiver): both, as the ability is played (403.3)
    Rewrite(r"\b(?:use|activate) this ability only if ~ is attacking and unblocked\.",
            "activate this ability only if ~ is attacking and only if ~ is unblocked."),
    Rewrite(r"\bdefending player chooses and discards (a card|\w+ cards)\b", r"defending player discards \1"),
    _obsolete(Rewrite(r"\b(gain control of target [a-z ]+?) permanently\.", r"\1."),
              ("Permanently (Obsolete)", '"permanently": the effect has no expiration (it lasts until something else '
                                         "changes the controller or the permanent leaves play)")),
    # Legacy's Allure as printed (added, Oracle activated round thirteen): "Permanently gain control
    # of target creature with power no greater than the number of treasure counters on ~" — the
    # Oracle's "gain control of target creature with power less than or equal to …" (no end)
    _obsolete(Rewrite(r"(^|: )permanently (gain control of target creature) with power no greater than "
                      r"(the number of [a-z]+ counters on ~)\.$", r"\1\2 with power less than or equal to \3."),
              ("Permanently (Obsolete)", '"permanently": the effect has no expiration (it lasts until something else '
                                         "changes the controller or the permanent leaves play)")),
    # the Mana Batteries: "{T}: Add {B} to your mana pool and remove as many charge counters as you
    # wish. For each charge counter removed from ~, add {B} to your mana pool." — the Oracle's
    # counters removed with the cost (a mana ability resolves at once, 406.1a, 411.1: the same)
    Rewrite(r"^\{t\}: add (\{[wubrg]\}) to your mana pool and remove as many ([a-z]+) counters as you wish\. for each "
            r"\2 counter removed from ~, add \1 to your mana pool\.$",
            r"{t}, remove any number of \2 counters from ~: add \1, then add an additional \1 for each \2 counter "
            r"removed this way."),
    # Imperial Edict, Cruel Edict, Wei Assassins as printed (Portal): "your opponent chooses one of
    # his or her creatures. Destroy that creature." (the opponent, untargeted; 413.2c)
    Rewrite(r"^(when ~ comes into play, )?your opponent chooses one of his or her creatures\. destroy that creature\.$",
            r"\1each opponent chooses a creature he or she controls. destroy that creature."),
    # "Comes into play tapped." (Runed Arch, Thawing Glaciers): the card itself (402.6)
    Rewrite(r"^comes into play tapped\.$", "~ comes into play tapped."),
    # Islandhome (Homelands: Sea Serpent, Manta Ray, Pirate Ship, Dandân, Kukemssa Serpent): what
    # its reminder says — an attack restriction (308.1) and a state trigger (410.11)
    _obsolete(Rewrite(r"^islandhome \(if defending player controls no islands, (?:~|this creature) can't attack\. if you "
                      r"control no islands, bury (?:~|this creature)\.\)$",
                      "~ can't attack unless defending player controls an island.\nwhen you control no islands, sacrifice ~."),
              ("Landhome (Obsolete)", '"islandhome": it can\'t attack unless the defending player controls an island, '
                                      "and is put into its owner's graveyard (a triggered ability) when its controller "
                                      "controls none")),
    # the colour-changing spells (Touch of Darkness, Sylvan Paradise, …): "Changes the color of one
    # or more target creatures to black until end of turn. You choose which and how many …" — at
    # least one target (409.1c; the Oracle's "any number" allows none), the cost sentence a
    # reminder that the creatures' abilities don't change
    Rewrite(r"^changes the color of one or more target creatures to ([a-z]+) until end of turn\. you choose which and how "
            r"many creatures are affected\. costs? to tap, maintain, or (?:to )?use a special ability of target "
            r"creatures?(?:\(s\))? remains? entirely unchanged\.$", r"one or more target creatures become \1 until end of turn."),
    # the era's coin flips (Winter Sky, Orcish Captain): "Flip a coin; target opponent calls heads or
    # tails while coin is in the air. If the flip ends up in your favor, …. Otherwise, …" — the
    # opponent who calls is a target; whoever calls, a flip is won or lost
    Rewrite(r"\bflip a coin; target opponent calls heads or tails while (?:the )?coin is in the air\. if the flip ends up in "
            r"your favor, ([^.]+)\. otherwise, ([^.]+)\.",
            r"choose target opponent. flip a coin. if you win the flip, \1. if you lose the flip, \2."),
    # Fyndhorn Druid as printed: "If ~ is put into the graveyard the same turn it was blocked,
    # gain 4 life" — a leaves-play trigger (410.10c) whose intervening if (410.8) is what the
    # creature did in combat that turn
    Rewrite(r"^if ~ is put into the graveyard the same turn it was blocked, gain (\d+) life\.$",
            r"when ~ is put into a graveyard from play, if it was blocked this turn, you gain \1 life."),
    # glossary "Redirect (Obsolete)": to redirect damage is to deal it to another player or creature
    # than specified, the source and kind unchanged — a replacement effect (419.1), active before
    # the damage is dealt. "{0}: Redirect 1 damage from ~ to …" (the en-Kor, Zhalfirin Crusader) is
    # an ablative redirection shield, as 419.7b's prevention shield "Prevent the next 3 damage to
    # target creature or player this turn" (and as the era's "Prevent 1 damage to …" is read above);
    # "a creature you control" is no target (glossary "Target": only "target" targets), so it is
    # chosen as the ability resolves (413.2c). (Nomads en-Kor's printed name is broken across a line.)
    _obsolete(Rewrite(r"(^|: )redirect (\d+|x) damage from ~ to (target creature or player|target creature|an? [a-z ]+?)\.$",
                      lambda m: f"{m[1]}the next {m[2]} damage that would be dealt to ~ this turn is dealt to "
                                f"{m[3] if m[3].startswith('target') else m[3] + ' of your choice'} instead."),
              ("Redirect (Obsolete)", '"redirect N damage from ~ to X": the next N damage that would be dealt to it is '
                                      "dealt to X instead, its source and kind unchanged")),
    # Pariah, Treacherous Link: "Redirect to X all damage dealt to Y" — with no duration, for as long
    # as the permanent is in play (a static ability's replacement effect, 419.1)
    _obsolete(Rewrite(r"^redirect to (enchanted creature|its controller|~) all damage dealt to (you|enchanted creature|~)\.$",
                      r"all damage that would be dealt to \2 is dealt to \1 instead."),
              ("Redirect (Obsolete)", '"redirect to X all damage dealt to Y": all damage that would be dealt to Y is dealt '
                                      "to X instead, its source and kind unchanged")),
    # Blood of the Martyr as printed (The Dark; added, session 47, h4): "For the remainder of the turn, you may
    # redirect damage done to any number of creatures to yourself instead." — the Oracle's "Until end of turn,
    # if damage would be dealt to any creature, you may have that damage dealt to you instead": which creatures'
    # damage is redirected is chosen damage by damage, as it would be dealt (419.1, 419.2)
    _obsolete(Rewrite(r"^for the remainder of the turn, you may redirect damage done to any number of creatures to "
                      r"yourself instead\.$",
                      "until end of turn, if damage would be dealt to any creature, you may have that damage dealt to "
                      "you instead."),
              ("Redirect (Obsolete)", '"you may redirect damage done to any number of creatures to yourself": damage '
                                      "that would be dealt to a creature is dealt to you instead, each time you choose")),
    # "For each 1 damage ~ deals, gain 1 life" (Zebra Unicorn, Warrior Angel, Emberwilde Caliph's
    # "successfully deals … lose 1 life"): one trigger for each event of damage it deals, as much
    # life as the damage (410.2: an ability triggers once for each time its event happens)
    Rewrite(r"^for each 1 damage ~ (?:successfully )?deals, (gain|lose) 1 life\.$", r"whenever ~ deals damage, you \1 that much life."),
    # 313.1, 410.8: "At the end of any turn in which ~ is dealt damage" (Wall of Resistance;
    # Fungusaur's "was damaged") is an "at end of turn" trigger with an intervening if on what
    # happened to it that turn: one counter, however many times it was dealt damage
    Rewrite(r"^at the end of any turn in which ~ (?:is|was) (?:dealt damage|damaged), ",
            "at end of turn, if ~ was dealt damage this turn, "),
    # "If ~ attacks and is not blocked, you may choose to have it deal no combat damage this turn.
    # If you do, …" (Dwarven Vigilantes, Kukemssa Pirates, Farrel's Zealot): the Oracle's "you may
    # [do the effect]. If you do, ~ assigns no combat damage this turn" — the same choice, the two
    # results in the other order (one resolution, 413.2b). An unblocked attacker's combat damage
    # is all assigned to the defending player (310.1b), so "deal no damage
    # to defending player this turn" is its assigning none (these creatures have no other way
    # to deal damage); "a target creature" is a target (409.1c).
    Rewrite(r"^(whenever ~ attacks and isn't blocked, )you may choose to have it deal no (?:combat )?damage(?: to "
            r"defending player)? this turn\. if you do(?: so)?, (~ deals (?:an amount of )?damage equal to its power to "
            r"target creature|gain control of target artifact that player controls)\.$",
            lambda m: f"{m[1]}you may "
                      + ("have it deal damage equal to its power to target creature" if m[2].startswith("~")
                         else "gain control of target artifact defending player controls")
                      + ". if you do, ~ assigns no combat damage this turn."),
    Rewrite(r"^(whenever ~ attacks and isn't blocked, )you may choose to have it deal (\d+) damage to a target creature\. "
            r"if you do(?: so)?, it deals no damage to (?:the )?(?:opponent|defending player) this turn\.$",
            r"\1you may have it deal \2 damage to target creature. if you do, ~ assigns no combat damage this turn."),
    # glossary "Interrupt (Obsolete)": "This ability is played as an interrupt" printed as a
    # paragraph of its own (Princess Lucrezia), or between two sentences of the ability
    # (Astrolabe) — it says nothing the rules don't (408.1d, 406.1)
    _obsolete(Rewrite(r"^(?:play this ability|this ability is played) as an interrupt\.$", ""),
              _INTERRUPT),
    _obsolete(Rewrite(r"(?<=\.) (?:play this ability|this ability is played) as an interrupt\.(?= )", ""),
              _INTERRUPT),
    # Library of Alexandria: "Tap to add 1 colorless mana to your mana pool or draw a card from your
    # library; you may use the card-drawing ability only if you have exactly seven cards in your
    # hand." — two activated abilities, each with the cost {T} (403.1: "[cost]: [effect]"), the
    # second restricted as it is played (403.3)
    Rewrite(r"^tap to add 1 colorless mana to your mana pool or draw a card from your library; you may use the "
            r"card-drawing ability only if you have exactly seven cards in your hand\.$",
            "{t}: add {1}.\n{t}: draw a card. activate this ability only if you have exactly seven cards in hand."),
    # glossary "Effect": an effect is what a spell or an ability does — the only things that
    # target are spells and abilities (glossary "Target"): "can't be the target of spells or
    # effects" (Jolrael's Centaur, Mystic Veil, Spectral Guardian) is "… of spells or abilities"
    Rewrite(r"\bcan't be the target of spells or effects\b", "can't be the target of spells or abilities"),
    Rewrite(r"\bmay not be the target of spells or effects\b", "can't be the target of spells or abilities"),
    # "the top card in your graveyard" (Alms, Necratog): the top card of it (217.4)
    Rewrite(r"\bthe top (creature )?card in your graveyard\b", r"the top \1card of your graveyard"),
    # "can't attack unless the defending player has an island in play" (the Ships): a permanent in
    # play that a player has is one he or she controls (the Oracle's words)
    Rewrite(r"\bcan't attack unless the defending player has an? ([a-z]+) in play\b",
            r"can't attack unless defending player controls an \1"),
    # "with power no greater than 2" is "with power 2 or less"
    Rewrite(r"\bwith (power|converted mana cost) no greater than (\d+|x)\b", r"with \1 \2 or less"),
    # "Other effects may later be used to increase a creature's power beyond 2" (Runed Arch,
    # Tawnos's Wand, Whalebone Glider): a reminder that the power is checked only as the target is
    # chosen and as the ability resolves (409.1c, 413.2a)
    Rewrite(r"\s*other effects may later be used to increase (?:a|the|that) creature's power beyond \d+\.", ""),
    # glossary "Unblockable": "becomes unblockable until end of turn" is "can't be blocked this turn"
    Rewrite(r"\b(target creature(?: with power \d+ or less)?) becomes unblockable until end of turn\b",
            r"\1 can't be blocked this turn"),
    # 402.6: an ability that names no object acts on the permanent — with a cost other than mana
    # too (Necratog's "Remove the top creature card in your graveyard from the game: +2/+2 until
    # end of turn", Zombie Scavengers' "…: Regenerate")
    Rewrite(r"^((?:remove|sacrifice|\{)[^:.\"]+): ([+-]\d+/[+-]\d+ until end of turn)\.?$", r"\1: ~ gets \2."),
    Rewrite(r"^((?:remove|sacrifice|\{)[^:.\"]+): regenerate\.?$", r"\1: regenerate ~."),
    # "Whenever a creature blocks it, ~ gets +2/+2 until end of turn" (Cave Tiger, Gang of Elk) and
    # "For each creature that blocks it, ~ gets +1/+1 until end of turn" (Pygmy Troll): a trigger
    # for each creature that blocks it (410.2: once for each time its event happens)
    Rewrite(r"^(?:whenever a creature blocks it|for each creature that blocks it), ~ gets ([+-]\d+/[+-]\d+) until end of turn\.$",
            r"whenever ~ becomes blocked by a creature, ~ gets \1 until end of turn."),
    # "~ may block only creatures with flying" (Cloud Sprite): "can block only" (the Oracle's words)
    Rewrite(r"^~ may block only creatures with\b", "~ can block only creatures with"),
    # "discards two cards at random from his or her hand. If target player does not have enough
    # cards, his or her entire hand is discarded." (Hymn to Tourach, Mind Twist): the second
    # sentence is 416.3 ("it does only as much as possible"); the cards are in the hand (217.5)
    Rewrite(r"\bdiscards (\w+) cards? at random from his or her hand\b",
            lambda m: f"discards {m[1]} card{'' if m[1] == 'a' else 's'} at random"),
    Rewrite(r"\. if (?:target|that) player doesn't have enough cards, his or her entire hand is discarded\.$", "."),
    # "First strike when attacking" (Soltari Lancer): the permanent's own (402.6), as long as it is
    # attacking
    Rewrite(r"^first strike when attacking\.?$", "~ has first strike as long as it's attacking."),
    # "look at the top three cards of your library and put them back in any order" (Mirri's Guile,
    # Soothsaying): one instruction after the other (413.2b), the Oracle's ", then"
    Rewrite(r"\b(look at the top \w+ cards of (?:your|target player's) library) and put them back in any order(?=\.)",
            r"\1, then put them back in any order"),
    # "~ has toughness equal to …" is the characteristic-defining "~'s toughness is equal to …"
    Rewrite(r"^~ has toughness equal to ", "~'s toughness is equal to "),
    # the imperative "Gain life equal to …" is the controller's ("You gain …": Angelic Chorus,
    # Divine Offering)
    Rewrite(r"(^|\. |: |, )gain life equal to\b", r"\1you gain life equal to"),
    # the imperative "Gain 3 life" / "Lose 2 life" is the controller's (Benthic Djinn, Keeper of
    # the Light)
    Rewrite(r"(^|\. |: |, )(gain|lose) (\d+|x) life\.", r"\1you \2 \3 life."),
    # 502.5's reminder of haste ("(That creature may attack and {T} the turn it comes under your
    # control.)"): the rule applies, the reminder adds nothing
    Rewrite(r"\s*\((?:that creature|the creature|it|~|this creature) may attack and \{t\} the turn it comes under your "
            r"control\.\)", ""),
    # "Draw four cards, then discard three cards at random from your hand" (Goblin Lore, Control of
    # the Court): the cards are in the hand (217.5)
    Rewrite(r"\b(discard|discards) (\w+) cards? at random from (?:your|his or her) hand\b",
            lambda m: f"{m[1]} {m[2]} card{'' if m[2] == 'a' else 's'} at random"),
    # "{2}, {T}: Discard a card at random from your hand to regenerate a target creature" (Draconian
    # Cylix): 403.1, the discard is part of the cost
    Rewrite(rf"^((?:{_COST}|\{{t\}})(?:, (?:{_COST}|\{{t\}}))*): discard a card at random to regenerate (?:a )?target "
            r"creature\.$", r"\1, discard a card at random: regenerate target creature."),
    # Army of Allah: "All attacking creatures gain +2/+0 until end of turn" — "get" (a change of
    # power and toughness; "gain" is for abilities)
    Rewrite(r"^all (attacking|blocking) creatures gain ([+-]\d+/[+-]\d+) until end of turn\.$",
            r"\1 creatures get \2 until end of turn."),
    # "put into one of your opponents' graveyards" (Compost, Lurking Skirge): an opponent's
    # graveyard — a card from anywhere (the printed words name no zone it comes from); a creature
    # from play (a creature is a permanent in play, glossary "Creature"; elsewhere a creature card)
    Rewrite(r"\b(a [a-z]+ card) is put into one of your opponents' graveyards\b",
            r"\1 is put into an opponent's graveyard from anywhere"),
    Rewrite(r"\ba creature is put into one of your opponents' graveyards\b",
            "a creature is put into an opponent's graveyard from play"),
    # "Draw four cards and put them into your hand" (Control of the Court): a card drawn is put into
    # the hand (glossary "Draw"): the second instruction says what the first does
    Rewrite(r"^draw (\w+) cards and put them into your hand\. then ", r"draw \1 cards, then "),
    # "you may choose to tap target creature" (Alaborn Cavalier): an optional instruction (413.2c)
    Rewrite(r"\byou may choose to (tap|untap) target\b", r"you may \1 target"),
    # glossary "Upkeep", "Bury": "Pay {B}{U}{W} during your upkeep or Chromium is buried" (Chromium,
    # Palladia-Mors) is the upkeep cost "sacrifice ~ unless you pay …"
    _obsolete(Rewrite(r"^pay ((?:\{[wubrg0-9]\})+) during your upkeep or ~ is buried\.$",
                      r"at the beginning of your upkeep, sacrifice ~ unless you pay \1."), _BURY_SELF, *_DURING),
    # 419.7a: damage "reduced to 0" is damage prevented — "All damage dealt to creatures is reduced to
    # 0" (Bubble Matrix, Inner Sanctum), "Any damage ~ take from artifact creatures is reduced to 0"
    # (Argothian Pixies, Argothian Treefolk's "from an artifact source")
    Rewrite(r"^all damage dealt to ((?:creatures|you)(?: you control)?) is reduced to 0\.$",
            r"prevent all damage that would be dealt to \1."),
    Rewrite(r"\bany damage ~ takes? from (?:an )?artifact (creatures|source) is reduced to 0\.$",
            lambda m: f"prevent all damage that would be dealt to ~ by artifact {'creatures' if m[1] == 'creatures' else 'sources'}."),
    # Energy Field: "Prevent all damage dealt to you from sources you do not control"
    Rewrite(r"^prevent all damage dealt to you from sources you don't control\.$",
            "prevent all damage that would be dealt to you by sources you don't control."),
    # "All creatures get +2/+2 as long as ~ remains tapped" (Thran Weaponry): for as long as
    Rewrite(r"\b(creatures get [+-]\d+/[+-]\d+) as long as ~ remains tapped\b", r"\1 for as long as ~ remains tapped"),
    # Energy Field: "When a card is put into your graveyard" names no zone it comes from: from anywhere
    Rewrite(r"^when a card is put into your graveyard, ", "when a card is put into your graveyard from anywhere, "),
    Rewrite(r"\b(removed|destroyed) in this way\b", r"\1 this way"),
    # 216 (tokens): "Put X Goblin tokens into play. Treat these tokens as 1/1 red creatures." (Goblin
    # Offensive) — the tokens, their characteristics given by the second sentence
    Rewrite(r"(^|, )put (x|two|three|four|five) ([a-z]+) tokens into play\. treat these tokens as (\d+/\d+) ((?:[a-z]+ )*?)"
            r"creatures\.$", r"\1create \2 \4 \5\3 creature tokens."),
    # "Effects that prevent or redirect damage cannot be used to counter this loss of life" (Foul
    # Familiar, Book of Rass, Soul Kiss): losing life isn't damage (glossary "Damage"; prevention and
    # redirection apply to damage, 419.7a, glossary "Redirect") — a reminder of what the rules say
    Rewrite(r"\s*effects that prevent or redirect damage (?:can't|may not) be used to (?:counter|prevent) this (?:loss|"
            r"change) of life\.", ""),
    # "Search your library for one card and take it into your hand. Reshuffle your library afterwards."
    # (Demonic Tutor): the shuffle is the search's last step
    Rewrite(r"^search your library for one card and take it into your hand\. reshuffle your library afterwards?\.$",
            "search your library for a card and put that card into your hand. then shuffle your library."),
    # 214.9b's additional land: "each turn" is each of your turns (a land is played only in its
    # controller's turn, 214.9a)
    Rewrite(r"^you may play an additional land each turn\.$", "you may play an additional land on each of your turns."),
    # "gets +0/+3 while untapped" (Giant Tortoise): as long as it's untapped (418.4)
    Rewrite(r"^(~ gets [+-]\d+/[+-]\d+) while untapped\.$", r"\1 as long as it's untapped."),
    # 309: "Can't be declared as a blocking creature" (Foul Familiar): it can't block (402.6: the
    # permanent itself)
    Rewrite(r"^can't be declared as a blocking creature\.$", "~ can't block."),
    # "Each turn, ~ attacks if able" (Dauthi Slayer): "~ attacks each turn if able" (the template read
    # for Emberwilde Caliph)
    Rewrite(r"^each turn, ~ attacks if able\.$", "~ attacks each turn if able."),
    # "where X is equal to the number of …" is "where X is the number of …"; "may block any number of
    # creatures" (Entangler) is "can block"
    Rewrite(r"\bwhere x is equal to the number of\b", "where x is the number of"),
    Rewrite(r"\b(enchanted creature|~) may block any number of creatures\b", r"\1 can block any number of creatures"),
    # Dakmor Sorceress: "(Count only the swamps you have in play, including both tapped and untapped
    # swamps.)" — what "you control" says (a permanent in play, tapped or not)
    Rewrite(r"\s*\(count only the [a-z]+ you have in play, including both tapped and untapped [a-z]+\.\)", ""),
    # Portal's "your opponent": the game's one opponent (100.1), untargeted (Portal printed no
    # "target"; the Oracle's "target opponent" is errata) — "each opponent", "an opponent"
    Rewrite(r"^(~ deals \d+ damage to) your opponent\.", r"\1 each opponent."),
    Rewrite(r"^your opponent discards a card at random\.$", "each opponent discards a card at random."),
    Rewrite(r"^for each ([a-z ]+?) your opponent has in play, you (draw a card|gain \d+ life)\.$",
            lambda m: f"{'draw a card' if m[2] == 'draw a card' else 'you ' + m[2]} for each {m[1]} an opponent controls."),
    Rewrite(r"^destroy all your opponent's creatures\. ", "destroy all creatures your opponents control. "),
    Rewrite(r"^as long as your opponent has an? ([a-z]+) in play, (~ gets [+-]\d+/[+-]\d+)\.$",
            r"\2 as long as an opponent controls an \1."),
    Rewrite(r"\bcan't attack unless your opponent has an? ([a-z]+) in play\b", r"can't attack unless defending player controls an \1"),
    Rewrite(r"\bdeals damage to one of your opponents\b", "deals damage to an opponent"),
    Rewrite(r"^when one of your opponents has (\d+) life or less, ", r"when an opponent has \1 or less life, "),
    # glossary "Interrupt (Obsolete)": interrupts are instants now — "an instant or interrupt spell"
    # is an instant spell
    _obsolete(Rewrite(r"\binstant or interrupt (spell|card)\b", r"instant \1"),
              ("Interrupt (Obsolete)", '"instant or interrupt": an instant (interrupts are instants now)')),
    # 403.1: "[cost]: [another cost] to [effect]" (the Thallids, Balduvian Hydra, Fylgja, Hot Springs,
    # Mesmeric Trance, Goblin Chirurgeon, Iceberg): both costs paid as the ability is played; the
    # printed "Tap to …" is "{T}: …" (Argivian Blacksmith)
    Rewrite(rf"^((?:{_COST}|\{{t\}})(?:, (?:{_COST}|\{{t\}}))*): (sacrifice (?:~|an? [a-z -]+?)|remove (?:a|an|one|two|three|"
            r"x) [a-z+/0-9-]+ counters? from ~|tap (?:enchanted land|land ~ enchants|enchanted creature|creature ~ enchants)|discard a "
            r"card(?: at random)?(?: from your hand)?|remove the top \w+ cards of your library from the game|pay \d+ life) to "
            r"(prevent [^.]+\.|create [^.]+\.|regenerate (?:it|a target creature|target creature)\.|add [^.]+\.|draw (?:a|one) card\."
            r"|untap ~\.|return ~ to its owner's hand\.|gain \d+ life\.|give (?:target [a-z -]+?|~) [+-]\d+/[+-]\d+ until end of turn\.|have (?:it|~) deal "
            r"[^.]+\.)",
            _cost_to_effect),
    Rewrite(r"^tap to (prevent [^.]+\.)$", lambda m: classic("{t}: " + m[1])),
    # "… that artifact's total casting cost" after "Destroy target artifact." (Divine Offering,
    # Serene Offering, Rashida Scalebane's "that Dragon's power"): the target just named, "its"
    Rewrite(r"^((?:destroy|\{t\}: destroy) target [^.]+\.(?: it can't be regenerated\.)? you gain life equal to) that "
            r"[a-z]+'s (converted mana cost|power|toughness)\.$", r"\1 its \2."),
    # "target creature gains +2/+2 until end of turn" (Tuknir Deathlock): a change of power and
    # toughness is "gets" (the Oracle's words; "gains" is for abilities)
    Rewrite(r"\b(target creature|~) gains ([+-]\d+/[+-]\d+) until end of turn\b", r"\1 gets \2 until end of turn"),
    # 302.1: "doesn't untap as normal during its controller's untap step" — "as normal" adds
    # nothing (Elvish Hunter; Spirit Shield's and Zelyon Sword's "choose not to untap ~ as normal")
    Rewrite(r"\b(doesn't|don't|not to) untap (~ )?as normal during\b", r"\1 untap \2during"),
    # "Return all creatures to owners' hands" (Evacuation): to their owners' hands
    Rewrite(r"\bto owners' hands\b", "to their owners' hands"),
    # Portal: "For each creature you have in play, you gain 2 life" (Peach Garden Oath): the
    # creatures you control, "you gain 2 life for each …" (the same count, one gain)
    Rewrite(r"^for each ([a-z]+(?: [a-z]+)?) you have in play, you gain (\d+) life\.$", r"you gain \2 life for each \1 you control."),
    # "… equal to the number of Mountain cards you have in play. (This includes both tapped and
    # untapped Mountain cards.)" (Rockslide Ambush, Swarm of Rats, Sima Yi): cards in play are
    # nontoken permanents (216.2: a token isn't a card) the player controls; the reminder says
    # what "in play" already does
    Rewrite(r"\bthe number of ([a-z]+) cards you have in play\. \(this includes both tapped and untapped \1 cards\.\)",
            lambda m: f"the number of nontoken {m[1]}{'' if m[1].endswith('s') else 's'} you control."),
    # 404.1: "If ~ leaves play, …" is a trigger condition (the era's older template, as "If ~
    # attacks"): Servant of Volrath, Thalakos Seer, Phyrexian War Beast
    Rewrite(r"^if ~ leaves play, ", "when ~ leaves play, "),
    # "can't be blocked by more than one creature each turn" (Stalking Tiger): a restriction on
    # each declaration of blockers (501.3), "each turn" says nothing more
    Rewrite(r"\bcan't be blocked by more than one creature each turn\b", "can't be blocked by more than one creature"),
    # 313.1: "Sacrifice ~ at end of turn" within an ability (Pyric Salamander, Puffer Extract,
    # Varchild's Crusader) is a delayed "at end of turn" trigger — the next end of turn step's
    Rewrite(r"\. (sacrifice ~|destroy it|destroy that creature) at end of turn\.$", r". \1 at the beginning of the next end step."),
    Rewrite(r"\b(~ can't be blocked) except by ([a-z]+) this turn\b", r"\1 this turn except by \2"),
    Rewrite(r"\b(can't be blocked by [a-z]+) until end of turn\b", r"\1 this turn"),
    # 214.8a: "Play ~ only on a creature you control" / "Play on a creature you control" (Dizzying
    # Gaze, Nature's Chosen, Spreading Algae's "only on a swamp"): what the Aura may enchant
    Rewrite(r"^play (?:~ )?(?:only )?on an? ([a-z -]+?|creature (?:an opponent|you) controls?|land you control)\.$",
            r"enchant \1."),
    # Portal: "Tap any number of your creatures. … (Tapped creatures can't block.)" (Harmony of
    # Nature): the untapped creatures you control (a tapped one can't be tapped, 416.3); the
    # reminder is 309.1's. "Untap all your creatures": the creatures you control.
    Rewrite(r"^tap any number of your creatures\. ", "tap any number of untapped creatures you control. "),
    Rewrite(r"\s*\(tapped creatures can't block\.\)", ""),
    Rewrite(r"^untap all your creatures\.$", "untap all creatures you control."),
    # 402.3: "They still count as lands" (Natural Affinity): their types kept
    Rewrite(r"\. they still count as lands\.$", ". they're still lands."),
    # "{1}, {T}: Sacrifice ~ to give a target creature +2/+2 until end of turn" (Elven Lyre, Brine
    # Shaman): 403.1, the sacrifice is part of the cost
    Rewrite(rf"^((?:{_COST}|\{{t\}})(?:, (?:{_COST}|\{{t\}}))*): (sacrifice ~|sacrifice an? [a-z]+) to give (?:a )?(target "
            r"creature) ([+-]\d+/[+-]\d+ until end of turn)\.$", r"\1, \2: \3 gets \4."),
    # Taunting Challenge: "Choose target creature. This turn, all creatures able to block it do so."
    Rewrite(r"^choose target creature\. this turn, all creatures able to block it do so\.$",
            "all creatures able to block target creature this turn do so."),
    # Heavy Fog, Deep Wood: "This turn, all damage dealt to you by attacking creatures is reduced to
    # 0" is a prevention (419.7a)
    Rewrite(r"^this turn, all damage dealt to you by attacking creatures is reduced to 0\.$",
            "prevent all damage that would be dealt to you this turn by attacking creatures."),
    # "(If that player has only one card, he or she discards it.)" (Abyssal Horror, Mind Rot): 416.3
    Rewrite(r"\s*\(if (?:that player|your opponent) has only one card, (?:he or she|that player) discards it\.\)", ""),
    Rewrite(r"\b(target player|each opponent|that player) chooses and discards (a card|two cards|\w+ cards) from his or "
            r"her hand\b", r"\1 discards \2"),
    # -- the printed-wording round of 2026-11-29 (docs/cards.md, "Added (printed)") --
    # glossary "Casting Cost (Obsolete)": a casting cost compared with a number is its converted
    # mana cost (Gorilla Shaman's "non-creature artifact with casting cost equal to X")
    _obsolete(Rewrite(r"\bwith casting cost equal to (x|\d+)\b", r"with converted mana cost \1"), _CASTING_COST),
    # 404.1: "If ~ blocks, …", "If assigned as a blocker, …" (the era's older template, as "If ~
    # attacks" above) trigger as it is declared a blocker (glossary "Block": a creature is
    # "assigned to block" when blockers are declared, 309.1)
    Rewrite(r"^if (?:~ is )?assigned as a blocker, ", "whenever ~ blocks, "),
    Rewrite(r"^if ~ blocks, ", "whenever ~ blocks, "),
    Rewrite(r"^if (?:~ is )?assigned to block (an? [a-z]+ creature|a creature with [a-z]+), ", r"whenever ~ blocks \1, "),
    Rewrite(r"^if (?:~ is )?assigned to block any ([a-z]+) creatures( or any \1 creatures are assigned to block it)?, ",
            lambda m: f"whenever ~ {'blocks or becomes blocked by' if m[2] else 'blocks'} one or more {m[1]} creatures, "),
    # Alaborn Zealot, Loyal Sentry: "destroy both ~ and the creature it blocks. (Destroy both
    # creatures before you deal damage.)" — the trigger resolves before damage (the reminder)
    Rewrite(r"^(?:if|when|whenever) ~ blocks, destroy (?:both ~|it) and the creature it blocks\. \(destroy both creatures before "
            r"(?:you deal|dealing) damage\.\)$", "whenever ~ blocks a creature, destroy that creature and ~."),
    # "All your green creatures gain +0/+2" (Jacques le Vert, the Kobold lords, Portal Three
    # Kingdoms' lords): creatures you control; a static change of power and toughness is "get",
    # of abilities "have"; "as long as ~ is in play" is how long any static ability of a
    # permanent applies (402.5: it functions while the permanent is in play) and "(This
    # includes ~.)" what "all" says
    Rewrite(r"^all your (other )?([a-z]+ )?(creatures|[a-z]+s) (gain|get) ([+-]\d+/[+-]\d+|[a-z ]+?)( and [a-z ]+)?"
            r"(?: as long as ~ is in play)?\.(?: \(this includes ~\.\))?$", _all_your),
    Rewrite(r"^(when ~ attacks, )all your other creatures get ([+-]\d+/[+-]\d+ until end of turn)\.$",
            r"\1other creatures you control get \2."),
    # glossary "Summoning Sickness (Obsolete)": "~ can attack the turn it comes into play (on your
    # side)" is haste (502.5) — read so only for a card with no {T} ability (the era's cards
    # printing it have none: Ashen Ghoul, Balduvian War-Makers, Eron the Relentless, Yavimaya Ants)
    _obsolete(Rewrite(r"^~ can attack the turn it comes into play(?: on your side)?\.$", "haste."),
              ("Summoning Sickness (Obsolete)", '"can attack the turn it comes into play" is haste')),
    # "can't be the target of spells or abilities until end of turn" (Giant Crab, Morphling,
    # Svyelunite Priest): the Oracle's shroud (502.23's words) for the turn
    Rewrite(r"(?<![\w~])(~|target creature) can't be the target of spells or abilities until end of turn\b",
            r"\1 gains shroud until end of turn"),
    Rewrite(r"^(\{[^}]+\}(?:\{[^}]+\})*): until end of turn, ~ can't be the target of spells or abilities\.$",
            r"\1: ~ gains shroud until end of turn."),
    # "You take another turn after this one" (Capture of Jingzhou, Temporal Manipulation): an
    # extra turn
    Rewrite(r"^(?:you )?take another turn after this one\.", "take an extra turn after this one."),
    # glossaries "Deck" and "Library": a player's deck becomes his or her library as the game begins —
    # "search your deck", "shuffle your deck" (Cruel Tutor, Personal Tutor, Sylvan Tutor); "any
    # (one) card" is a card (Imperial Seal, Grim Tutor); "reveal that card to all players" is
    # revealing it (to every player: glossary "Reveal"); "a summon creature" a creature card
    Rewrite(r"\b(search|shuffle) your deck\b", r"\1 your library"),
    Rewrite(r"^search your library for any (?:one )?card\b", "search your library for a card"),
    Rewrite(r"^search your library for an? (summon creature|sorcery|instant)( and reveal that card)(?: to all players)?\. "
            r"(?:then )?shuffle your library and put the revealed card on top of it\.$",
            lambda m: f"search your library for a{'n' if m[1] == 'instant' else ''} "
                      f"{'creature' if m[1] == 'summon creature' else m[1]} card{m[2]}. shuffle your library, then put the "
                      f"card on top of it."),
    # glossary "Modal/Mode": a spell is modal if it offers a choice of effects ("on current cards"
    # written "Choose one —"): the era's "Counter target blue spell or destroy target blue permanent"
    # (the Elemental Blasts), "~ deals 3 damage to target player or 4 damage to target creature with
    # flying" (Thunderbolt), "… or target player gains X life" (Energy Bolt) — two instructions each
    # with its own target, the mode chosen as the spell is played (409.1b)
    # (Active Volcano, Flash Flood: "… or return target Island to owner's hand. Enchantments on target land
    # are destroyed." — what the rules do to an Aura whose land left play, 420.5d: a reminder)
    _obsolete(Rewrite(r"( or return target [a-z]+ to its owner's hand)\. enchantments on target land are destroyed\.$",
                      r"\1."), _ENCHANTMENTS_ON),
    Rewrite(r"^((?:counter|destroy|return|tap|untap) target [^.;,]+?),? or ((?:counter|destroy|return|tap|untap) target "
            r"[^.;]+?)\.$", r"choose one - \1; or \2."),
    Rewrite(r"^(~ deals (?:\d+|x) damage to target [a-z ]+?),? or (\d+|x) damage to (target [a-z ]+?)\.$",
            r"choose one - \1; or ~ deals \2 damage to \3."),
    Rewrite(r"^(~ deals (\d+|x) damage to target player),? or (target player gains \2 life)\.$",
            r"choose one - \1; or \3."),
    # "can't be blocked by fewer than three creatures" (Gorilla Berserkers, Phyrexian Colossus):
    # "except by three or more creatures"
    Rewrite(r"^(~|creature) can't be blocked by fewer than (two|three) creatures\.$",
            r"~ can't be blocked except by \2 or more creatures."),
    # "Whenever ~ attacks and no other creatures do" (Ma Chao, Yuan Shao's Infantry, Reckless Ogre's
    # "If …"): it attacks alone (glossary "Attacks Alone"); "~ can't be blocked" after it is
    # declared an attacker is for that combat (its blockers are declared in it, 309.1)
    Rewrite(r"^(?:whenever|if) ~ attacks and no other creatures do, (~ can't be blocked)\.$",
            r"whenever ~ attacks alone, \1 this combat."),
    Rewrite(r"^(?:whenever|if) ~ attacks and no other creatures do, ", "whenever ~ attacks alone, "),
    # "If ~ is blocked, …" (Dwarven Berserker, Goblin Swine-Rider: the era's older template of a
    # trigger, 404.1) and "When ~ attacks and is blocked" (Trained Cheetah): only an attacking
    # creature becomes blocked (glossary "Blocked Creature")
    Rewrite(r"^(?:if ~ is blocked|when ~ attacks and is blocked), ", "whenever ~ becomes blocked, "),
    Rewrite(r"\bdeals (\d+) damage to each attacking creature and \1 damage to each blocking creature\b",
            r"deals \1 damage to each attacking creature and each blocking creature"),
    Rewrite(r"^(whenever ~ blocks or) is blocked by (?:any|an?) ([a-z-]+ )?creature, ",
            lambda m: f"{m[1]} becomes blocked by {_a((m[2] or '') + 'creature')}, "),
    # Portal Three Kingdoms' "intercept" is block (its rulebook's word; the Oracle's "block"):
    # Craven Knight, Cloud Dragon, Keen-Eyed Archers (reach: 502.?'s "can block creatures with
    # flying"), Sacred Knight
    Rewrite(r"^~ can't intercept\.$", "~ can't block."),
    Rewrite(r"^~ can intercept only creatures with flying\.$", "~ can block only creatures with flying."),
    Rewrite(r"^~ can intercept as though it had flying\.$", "reach."),
    Rewrite(r"^~ can't be intercepted by ([a-z]+) or ([a-z]+) creatures\.$", r"~ can't be blocked by \1 and/or \2 creatures."),
    # "You may play ~ whenever you could play an instant" (Benalish Knight): flash, in the era's
    # words (:mod:`judge.cards.era_words`)
    Rewrite(r"^you may play ~ (?:whenever|any time) you could play an instant\.$", "flash."),
    # 403.1: "{T}: Sacrifice ~ to destroy target land" (Strip Mine), "{1}{U}{U}: Sacrifice a creature to
    # counter target creature spell" (Brine Shaman): the sacrifice is paid with the cost
    Rewrite(rf"^((?:{_COST}|\{{t\}})(?:, (?:{_COST}|\{{t\}}))*): (sacrifice (?:~|an? [a-z]+)) to ((?:counter|destroy) target "
            r"[^.]+\.|remove all cards in target player's graveyard from the game\.)$", r"\1, \2: \3"),
    # "That creature neither deals nor receives combat damage this turn" (Foxfire, Maze of Shadows,
    # Ebony Horse, Elvish Scout's "neither receives nor deals damage during combat"), "~ does not deal or
    # receive combat damage" (Fog Bank): a prevention of all combat damage dealt to and by it (419.7a)
    Rewrite(r"\bthat creature neither (?:deals nor receives combat damage|receives nor deals damage during combat) this "
            r"turn\.", "prevent all combat damage that would be dealt to and dealt by that creature this turn."),
    Rewrite(r"^~ doesn't deal or receive combat damage\.$", "prevent all combat damage that would be dealt to and dealt by ~."),
    Rewrite(r"^(\{[^}]+\}(?:, \{t\})?: )untap a target attacking creature\b", r"\1untap target attacking creature"),
    # "Counters target interrupt or instant spell" (Flash Counter): the instruction; an interrupt is
    # an instant (glossary "Interrupt")
    _obsolete(Rewrite(r"^counters target interrupt or instant spell\.$", "counter target instant spell."),
              ("Interrupt (Obsolete)", '"interrupt or instant": an instant (interrupts are instants now)')),
    # the older template of an Aura's triggers (404.1, as "If ~ attacks" above): "If enchanted
    # creature damages an opponent / becomes tapped / leaves play" (Curiosity, Betrayal, Funeral March)
    Rewrite(r"^if enchanted creature damages an opponent, ", "whenever enchanted creature deals damage to an opponent, "),
    Rewrite(r"^if enchanted creature becomes tapped, ", "whenever enchanted creature becomes tapped, "),
    Rewrite(r"^if enchanted creature leaves play, ", "when enchanted creature leaves play, "),
    # "Return target creature from play to the top of its owner's library" (Forced Retreat): put it there
    Rewrite(r"^return (target [a-z ]+?) from play to the top of its owner's library\.$", r"put \1 on top of its owner's library."),
    # "protection from a color of your choice" (Mother of Runes): the color chosen as it resolves
    Rewrite(r"\bgains protection from a color of your choice until end of turn\b",
            "gains protection from the color of your choice until end of turn"),
    # Prismatic Boon (added, statM): "X target creatures gain protection from a single color of
    # your choice" — one colour for them all, chosen as it resolves (413.2c); the Oracle's "Choose
    # a color. … the chosen color"
    Rewrite(r"\bgain protection from a single color of your choice until end of turn\b",
            "gain protection from the color of your choice until end of turn"),
    # glossary "Summon (Obsolete)": a summon spell is a creature spell — "Summon spells cost an
    # additional {2} to play" (Feroz's Ban), "All spells cost an additional {1}" (Sphere of
    # Resistance), "… one generic mana less" (Helm of Awakening): the cost increase or reduction
    # (409.1f); "you can't play summon or artifact creature spells" (Steel Golem): creature spells
    _obsolete(Rewrite(r"\bsummon or artifact creature spells\b", "creature spells"),
              ("Summon (Obsolete)", '"summon spell": a creature spell')),
    _obsolete(Rewrite(r"\b(?:target )?summon spell(s?)\b", lambda m: m[0].replace("summon spell", "creature spell")),
              ("Summon (Obsolete)", '"summon spell": a creature spell')),
    Rewrite(r"^(?:all )?(creature )?spells cost an additional (\{\d+\}) to play\.$", r"\1spells cost \2 more to cast."),
    Rewrite(r"^all spells cost one generic mana less to play\.$", "spells cost {1} less to cast."),
    # "You may have ~ deal its combat damage to defending player as though it weren't blocked" (Thorn
    # Elemental, Pride of Lions, Rhox, Lone Wolf's "~ may deal …"): assigning it as though unblocked
    # (the attacking creature's controller's choice, 310.2)
    # "Choose a creature card in your hand and put that creature into play" (Quicksilver Amulet,
    # Copper Gnomes, Skyshroud Ranger; Burgeoning's and Goblin Lackey's "you may choose …"): putting
    # one into play from the hand — a choice the resolving ability makes; without "you may", made if
    # there is such a card (the Oracle's "you may" is errata: ORACLE_CHANGES)
    Rewrite(r"\b(you may )?choose an? ([a-z]+) card (?:in|from) your hand and put (?:that [a-z]+|it) into play\.",
            lambda m: f"{m[1] or ''}put {_a(m[2])} card from your hand into play."),
    # "While controller has forests in play, ~ gains +1/+2" (Kird Ape, Sedge Troll), "~ gains +0/+1 if
    # opponent controls at least one island" (Water Wurm), "gains +1/+1 if an opponent controls any
    # white cards" (Beasts of Bogardan: a card in play is a nontoken permanent, 216.2): a static
    # change of power and toughness ("gets") as long as the condition holds (418.4)
    Rewrite(r"^while controller has ([a-z]+)s in play, ~ gains ([+-]\d+/[+-]\d+)\.$", r"~ gets \2 as long as you control a \1."),
    Rewrite(r"^~ gains ([+-]\d+/[+-]\d+) if opponent controls at least one ([a-z]+)\.$",
            lambda m: f"~ gets {m[1]} as long as an opponent controls {_a(m[2])}."),
    Rewrite(r"^gains ([+-]\d+/[+-]\d+) if an opponent controls any ([a-z]+) cards\.$",
            r"~ gets \1 as long as an opponent controls a nontoken \2 permanent."),
    # glossaries "Global Enchantment" (labeled "Enchantment", attached to nothing) and "Local
    # Enchantment" (labeled "Enchant [type]", attached to a permanent): the Oracle's non-Aura
    # enchantment and Aura (Emerald Charm, Hope Charm, Tranquil Domain, Serene Heart; Opalescence's "each other")
    _obsolete(Rewrite(r"\b(target|all|each other) global enchantment(s?)\b", r"\1 non-aura enchantment\2"),
              ("Global Enchantment", '"global enchantment": an enchantment attached to nothing, not an Aura')),
    _obsolete(Rewrite(r"\b(target|all) local enchantment(s?)\b", r"\1 aura\2"),
              ("Local Enchantment", '"local enchantment": an Aura, attached to a permanent')),
    # "target creature that has islandwalk" (Merfolk Assassin): with it; "that was damaged this turn"
    # (Opportunist): dealt damage
    Rewrite(r"\btarget creature that has (\w+walk|flying)\b", r"target creature with \1"),
    Rewrite(r"\btarget creature that was damaged this turn\b", "target creature that was dealt damage this turn"),
    # Holy Day, Darkness: "Creatures attack and block as normal, but none deal any damage. All
    # attacking creatures are still tapped. Play any time before attack damage is assigned." — all
    # combat damage prevented this turn (419.7a), the attackers tapped as attacking taps them (308.5);
    # combat damage is assigned as the combat damage step begins (310.1), so the spell is played only
    # before that step (the Oracle dropped the restriction: ORACLE_CHANGES)
    Rewrite(r"^creatures attack and block as normal, but none deal any damage\. all attacking creatures are still tapped\. "
            r"play any time before attack damage is assigned\.$",
            "cast this spell only before the combat damage step.\nprevent all combat damage that would be dealt this turn."),
    # 419.7c (as the Runes of Protection above): "Prevent all damage to a creature or player from one
    # source. (Treat further damage from that source normally.)" (Martyr's Cause, Sanctum Guardian) —
    # the creature or player chosen as the ability is played (409.1c: the Oracle's target), the source
    # as it resolves, and that source's next damage to it (the reminder says so; without it the
    # sentence is left refused)
    Rewrite(r"\bprevent all damage to (?:a|any) creature or player from (?:any )?one source\. \(?treat further damage from "
            r"that source normally\.\)?$",
            "the next time a source of your choice would deal damage to target creature or player this turn, prevent that "
            "damage."),
    # the dual lands as printed: "{T}: Add either {R} or {B} to your mana pool." — the mana ability
    # of its two basic land types (214.9e: a land with a basic land type has it intrinsically; the
    # types are its printed "Counts as both mountains and swamp …": judge.cards.catalog), read as
    # the Oracle's reminder of it (dropped only where the land has those two types)
    Rewrite(r"^\{t\}: add either (\{[wubrg]\}) or (\{[wubrg]\}) to your mana pool\.$", r"({t}: add \1 or \2.)"),
    # Flowstone Sculpture (added, session 43): the keywords "permanently" (glossary "Permanently
    # (Obsolete)") or the counter — the Oracle's four choices, one chosen as it resolves (413.2c)
    Rewrite(r"^(\{2\}, (?:choose and )?discard a card: )~ gains flying(?:,| and) first strike, or trample permanently, or "
            r"put a \+1/\+1 counter on ~\.$", r"\1put a +1/+1 counter on ~ or ~ gains flying, first strike, or trample."),
    # Nature's Blessing (added, session 43, c8): "{W}{G}: Choose and discard a card from your hand to have target
    # creature gain banding, first strike, or trample or get a +1/+1 counter." — the discard a second cost paid with
    # the first (403.1's "[cost] to [effect]", as the Thallids'), a keyword gained with no duration stated lasting
    # (418.3a) as the Oracle's "This effect lasts indefinitely"; the Oracle's four choices, one chosen as it resolves (413.2c)
    Rewrite(r"^\{w\}\{g\}: choose and discard a card from your hand to have target creature gain banding, first strike, or "
            r"trample or get a \+1/\+1 counter\.$",
            "{w}{g}, discard a card: put a +1/+1 counter on target creature or that creature gains banding, first strike, "
            "or trample."),
    # Vhati il-Dal (added, session 43): "target creature's power or toughness is 1" sets one of the two, its
    # controller's choice as it resolves (413.2c) — the Oracle's "has base power 1 or base toughness 1"
    Rewrite(r"^\{t\}: target creature's power or toughness is (\d+) until end of turn\.$",
            r"{t}: target creature has base power \1 or base toughness \1 until end of turn."),
    # glossary "Bury": "Whenever a Djinn or Efreet comes into play, bury it" (Suleiman's Legacy): "it"
    # is the permanent that came into play, destroyed without regeneration (not the card's own
    # "bury ~", a sacrifice)
    _obsolete(Rewrite(r"^(whenever an? [a-z]+(?: or [a-z]+)? comes into play, )bury it\.$", r"\1destroy it. it can't be regenerated."),
              _BURY),
    # 402.6: "{B}: Gain +1/+0 until end of turn" (Vaevictis Asmadi): the permanent itself gets it
    Rewrite(rf"^({_COST}): gain ([+-]\d+/[+-]\d+ until end of turn)\.$", r"\1: ~ gets \2."),
    # "If ~ is put into any graveyard from play during combat, …" (Mongrel Pack): the older template
    # of its leaves-play trigger (404.1, 410.10c), during the combat phase
    Rewrite(r"^if ~ is put into (?:a|any) graveyard from play during combat, ", "when ~ is put into a graveyard from play during combat, "),
    # glossary "Bury": a player choosing and burying a permanent he or she controls puts it into the
    # graveyard, where regeneration can't replace it — read as the Oracle's sacrifice (his or her own
    # permanent, so no question of control; unlike the card's own "bury ~", judge.cards.text._buried,
    # it is not made a destruction: Abyssal Gatekeeper, Hurloon Shaman, Urborg Justice)
    _obsolete(Rewrite(r"\beach player chooses and buries an? (creature|land) he or she controls\.", r"each player sacrifices a \1."),
              _BURY_SELF),
    _obsolete(Rewrite(r"^target opponent chooses and buries a number of creatures he or she controls equal to the number of "
                      r"creatures put into your graveyard from play so far this turn\.$",
                      "target opponent sacrifices a creature for each creature put into your graveyard from play this turn."),
              _BURY_SELF),
    # 410.10e: "When ~ comes into play, choose a creature type" (Engineered Plague, Urza's Incubator) is
    # chosen as it comes into play; An-Zerrin Ruins's "Choose a creature type. Creatures of that type …"
    Rewrite(r"^when ~ comes into play, choose a creature type\.$", "as ~ comes into play, choose a creature type."),
    Rewrite(r"^choose a creature type\. creatures of that type (don't untap during their) controller's untap step\.$",
            r"as ~ comes into play, choose a creature type.\ncreatures of the chosen type \1 controllers' untap steps."),
    # glossary "Mana Source": "Play this ability as a mana source" within a paragraph (Barbed Sextant, Wall
    # of Roots, Sea Scryer's two abilities in one paragraph)
    _obsolete(Rewrite(r"(?<=\.) play this ability as a mana source\.(?= )", ""),
              ("Mana Source (obsolete)", '"play this ability as a mana source": a mana ability')),
    Rewrite(r"^(\{t\}: add [^.]+\.) (\{[^}]+\}, \{t\}: add [^.]+\.)$", "\\1\n\\2"),
    # "Whenever a creature is put into the graveyard the same turn ~ damaged it" (Baron Sengir, Sengir
    # Bats; Sengir Vampire's "Put a +1/+1 counter on ~ each time …"): a creature dealt damage by ~
    # this turn put into a graveyard from play (410.10c)
    Rewrite(r"^whenever a creature is put into the graveyard the same turn ~ damaged it, ",
            "whenever a creature dealt damage by ~ this turn is put into a graveyard from play, "),
    Rewrite(r"^(put an? [+-]\d+/[+-]\d+ counter on ~) each time a creature is put into the graveyard the same turn ~ damaged "
            r"it\.$", r"whenever a creature dealt damage by ~ this turn is put into a graveyard from play, \1."),
    # the Chimeras: "… and that Chimera gains flying permanently" — an effect with no end (the
    # Oracle's "(This effect lasts indefinitely.)")
    Rewrite(r"^(sacrifice ~: put an? [+-]\d+/[+-]\d+ counter on target chimera) and that chimera gains (flying|trample|first "
            r"strike) permanently\.$", r"\1 creature. it gains \2."),
    # "Target creature deals no damage during combat this turn" (Horn of Deafening), Demonic Torment's
    # "deals no damage during combat. Creature cannot attack.": a prevention of the combat damage it
    # would deal (419.7a)
    Rewrite(r"(^|: )(target creature|enchanted creature) (?:deals|does) no damage (?:during|in) combat this turn\.",
            r"\1prevent all combat damage that would be dealt by \2 this turn."),
    Rewrite(r"^(?:target|enchanted) creature deals no damage during combat\. creature can't attack\.$",
            "prevent all combat damage that would be dealt by enchanted creature.\nenchanted creature can't attack."),
    # "Tap target land. As long as ~ remains tapped, that land doesn't untap during its controller's
    # untap step" (Mana Leech, Mole Worms, Thalakos Dreamsower): for as long as ~ remains tapped
    Rewrite(r"\btap target (land|creature|artifact)\. as long as ~ remains tapped, that \1 doesn't untap during its "
            r"controller's untap step\.$", r"tap target \1. it doesn't untap during its controller's untap step for as long as ~ "
            r"remains tapped."),
    # "search your library for up to three Howling Wolf cards" (Howling Wolf, Nesting Wurm, Skyshroud
    # Sentinel): cards named ~
    Rewrite(r"\bfor up to (two|three|four) ~ cards\b", r"for up to \1 cards named ~"),
    # "Take any one creature card from your graveyard and put that creature into play" (False Defeat),
    # "Take target creature from any graveyard and put it directly into play under your control as
    # though it were just summoned" (Hymn of Rebirth: it comes into play a new object, 217.1c, under
    # summoning sickness's rule like any creature), "Return any one sorcery card …" (Déjà Vu), "Take
    # any one card from your graveyard and put that card on the top of your library" (Salvage),
    # "Return any one or two creatures" (Counterintelligence): the era's "any one" is a target
    Rewrite(r"^take (target creature card) from your graveyard and put that creature into play\.$",
            r"return \1 from your graveyard to play."),
    Rewrite(r"^take target creature from any graveyard and put it directly into play under your control as though it were "
            r"just summoned\.$", "put target creature card from a graveyard into play under your control."),
    Rewrite(r"^return any one (sorcery|instant|creature|artifact|enchantment) card from your graveyard to your hand\.$",
            r"return target \1 card from your graveyard to your hand."),
    Rewrite(r"^take any one card from your graveyard and put that card on the top of your library\.$",
            "put target card from your graveyard on top of your library."),
    Rewrite(r"^return any one or two (attacking )?creatures to their owner's hand\.$",
            r"return one or two target \1creatures to their owners' hands."),
    # "At the time you play ~, sacrifice a land" (Crop Rotation, Raze): an additional cost (409.1f)
    Rewrite(r"^at the time you play ~, (sacrifice an? [a-z]+)\.$", r"as an additional cost to cast this spell, \1."),
    # "If you play a land, sacrifice ~" (City of Traitors: played, it isn't yet in play — another
    # land), "If you play a card, bury ~" (Juju Bubble): the older template of a trigger (404.1)
    Rewrite(r"^if you play a land, sacrifice ~\.$", "when you play another land, sacrifice ~."),
    Rewrite(r"^if you play a card, sacrifice ~\.$", "when you play a card, sacrifice ~."),
    # "deals X damage, divided any way you choose, among …" (Rock Slide, Infernal Harvest): the commas
    Rewrite(r"\bdamage, divided any way you choose,? among\b", "damage divided any way you choose among"),
    # "Enchanted creature gains +2/+0 and trample" (Rancor): gets +2/+0 and has trample
    Rewrite(r"^enchanted creature gains ([+-]\d+/[+-]\d+) and (flying|first strike|trample|\w+walk)\.$",
            r"enchanted creature gets \1 and has \2."),
    # "~ deals 1 damage to target player for each card in his or her hand" (Sudden Impact): damage
    # equal to the number of cards in that player's hand, dealt at once (one event)
    Rewrite(r"^~ deals 1 damage to target player for each card in his or her hand\.$",
            "~ deals damage to target player equal to the number of cards in that player's hand."),
    # 313.1: "Remove it from the game at end of turn" after creating a token (Angelic Favor): a
    # delayed ability triggering as the next end of turn step begins
    Rewrite(r"(\. )remove it from the game at end of turn\.$", r"\1remove it from the game at the beginning of the next end step."),
    Rewrite(r"^(?:you may have ~ deal|~ may deal) (?:its )?combat damage to defending player as though it weren't blocked\.$",
            "you may have ~ assign its combat damage as though it weren't blocked."),
    # Urza's Mine, Power Plant, Tower as printed: "If you control Urza's Mine, Urza's Power Plant, and
    # Urza's Tower, add two colorless mana to your mana pool instead of one" — the Oracle's "If you
    # control an Urza's Power-Plant and an Urza's Tower, add {2} instead": the card itself (~) is
    # the one whose mana ability its controller plays (403.2), the condition the other two
    Rewrite(r"\. if you control ((?:~|urza's [a-z ]+), (?:~|urza's [a-z ]+), and (?:~|urza's [a-z ]+)), add (two|three) "
            r"colorless mana to your mana pool instead of one\.",
            lambda m: ". if you control " + " and ".join(
                "an " + n.replace("power plant", "power-plant") for n in re.split(r", and |, ", m[1]) if n != "~")
            + ", add {" + {"two": "2", "three": "3"}[m[2]] + "} instead."),
    # Gangrenous Zombies as printed: "If you control any snow-covered swamps, ~ instead deals 2
    # damage to each creature and player" — the Oracle's "If you control a snow Swamp, ~ deals 2
    # damage to each creature and each player instead" (glossary "Snow-Covered (Obsolete)")
    Rewrite(r"\. if you control any snow-covered ([a-z]+?)s, ~ instead deals (\d+) damage to each creature and (?:each )?player\.",
            r". if you control a snow \1, ~ deals \2 damage to each creature and each player instead."),
    # Mercenary Informer, Rebel Informer: "Put target Mercenary card on the bottom of its owner's
    # library" — the card in play (the permanent the ability puts there): a nontoken permanent
    # (216.2: a token isn't a card), the Oracle's "target nontoken Mercenary"
    Rewrite(r": put target ([a-z]+) card on the bottom of its owner's library\.$",
            r": put target nontoken \1 on the bottom of its owner's library."),
    # -- printed, fourth round A (docs/cards.md, "Added (printed, fourth round A)") --
    # the storage lands (Bottomless Vault, Dwarven Hold, Hollow Trees, Icatian Store, Sand Silos):
    # "… and put a storage counter on it instead" — nothing is done in the untap step (the era's
    # rules give no player priority there, 302.2: nothing is played, no choice but what to untap),
    # so the counter is put on as the upkeep begins, if it stayed tapped (the era's Oracle
    # wording); "Add an amount of {B} equal to X" is one {B} for each counter removed
    Rewrite(r"^(you may choose not to untap ~ during your untap step) and put a storage counter on it instead\.$",
            "\\1.\nat the beginning of your upkeep, if ~ is tapped, put a storage counter on it."),
    Rewrite(r"^(\{t\}, remove x storage counters from ~): add an amount of (\{[wubrg]\}) equal to x to your mana pool\.$",
            r"\1: add \2 for each counter removed this way."),
    # "Target player must draw X cards" (Braingeyser): draws them (an instruction, 413.2)
    Rewrite(r"^target player must draw (x|\d+) cards?\.$", r"target player draws \1 cards."),
    # "is unblockable if / as long as" (Bouncing Beebles, Dream Prowler): can't be blocked while the
    # condition holds; "as long as no other creatures are attacking" is its attacking alone (a
    # state, checked as blockers are declared, 309.1)
    Rewrite(r"^~ is unblockable (?:if|as long as) defending player controls (an? [a-z]+)\.$",
            r"~ can't be blocked as long as defending player controls \1."),
    Rewrite(r"^~ is unblockable as long as no other creatures are attacking\.$",
            "~ can't be blocked as long as it's attacking alone."),
    # Devastation's "all creatures and all lands"; reminders that only restate what the words
    # say (Dominate's effect without an end, Borrowing the East Wind's "each player", Nature's
    # Cloak's forestwalk, 502.6)
    Rewrite(r"^destroy all creatures and all lands\.$", "destroy all creatures and lands."),
    Rewrite(r"\s*\(this spell's effect doesn't end at end of turn\.\)$", ""),
    Rewrite(r"^~ deals x damage to each player and each creature (with|without) horsemanship\. \(this includes you and "
            r"your creatures \1 horsemanship\.\)$", r"~ deals x damage to each creature \1 horsemanship and each player."),
    Rewrite(r"^(green creatures you control gain forestwalk until end of turn\.) \(they're unblockable as long as "
            r"defending player has a forest in play\.\)$", r"\1"),
    # Befoul, Planar Collapse: "can't be regenerated this turn" of the creatures the same
    # instruction destroys (the Oracle's "It/They can't be regenerated", 419.6b)
    Rewrite(r"^(destroy target land or nonblack creature\.) a creature destroyed this way can't be regenerated this turn\.$",
            r"\1 it can't be regenerated."),
    Rewrite(r"(sacrifice ~ and destroy all creatures\.) those creatures can't be regenerated this turn\.$",
            r"\1 they can't be regenerated."),
    # "the number of Accumulated Knowledge cards" / "of Plague Rats in play": cards named ~
    Rewrite(r"\bthe number of ~ cards in all graveyards\b", "the number of cards named ~ in all graveyards"),
    Rewrite(r"\bthe number of ~ in play\b", "the number of creatures named ~ in play"),
    # "can block creatures with flying" (Crossbow Ambush) is reach; "can't be blocked except by
    # artifact creatures and black creatures" (Cursed Flesh) is fear (the Oracle's words for them)
    Rewrite(r"^all creatures you control can block creatures with flying until end of turn\.$",
            "creatures you control gain reach until end of turn."),
    Rewrite(r"^(enchanted creature gets [+-]\d+/[+-]\d+) and can't be blocked except by artifact creatures and black "
            r"creatures\.$", r"\1 and has fear."),
    # "Flying, {G}{G} First strike until end of turn" (Emerald Dragonfly): a keyword and an activated
    # ability in one paragraph, two abilities (402.7; 402.6: the permanent itself). (Granite
    # Gargoyle's "Flying; {R} +0/+1" states no duration: under 418.3a it lasts the whole game, the
    # Oracle's "until end of turn" is errata — read as printed by PRINTED_EIGHTEENTH below.)
    Rewrite(rf"^flying[;,] ({_COST}) ([+-]\d+/[+-]\d+) until end of turn\.?$", r"flying.\n\1: ~ gets \2 until end of turn."),
    Rewrite(rf"^flying[;,] ({_COST}) (first strike|flying|trample) until end of turn\.?$",
            r"flying.\n\1: ~ gains \2 until end of turn."),
    # "may block any number of creatures (each combat)" (Avatar of Hope, Wall of Glare): can
    Rewrite(r"^~ may block any number of creatures(?: each combat)?\.$", "~ can block any number of creatures."),
    # Avatar of Hope: "If you have 3 life or less, ~ costs {6} less to play" (409.1f)
    Rewrite(r"^if you have (\d+) life or less, ~ costs (\{\d+\}) less to play\.$",
            r"if you have \1 or less life, this spell costs \2 less to cast."),
    # Orim's Cure, Sivvi's Valor: "instead of paying the mana cost of ~" (an alternative cost)
    Rewrite(r"\binstead of paying the mana cost of ~\.$", "rather than pay this spell's mana cost."),
    # Aura Thief's reminder of 214.8i's: gaining control of a local enchantment doesn't move it
    Rewrite(r"\s*\(you don't get to move local enchantments\.\)$", ""),
    # Hurkyl's Recall, Illumination: the order of the words; a spell's "caster" is its controller
    # (409.1), its "casting cost" compared with life its converted mana cost (glossary "Casting
    # Cost (Obsolete)")
    Rewrite(r"^return to target player's hand all artifacts in play he or she owns\.$",
            "return all artifacts target player owns to their hand."),
    Rewrite(r"^(counter target [a-z ]+ spell\.) that spell's caster gains life equal to the spell's casting cost\.$",
            r"\1 its controller gains life equal to its converted mana cost."),
    # Goblin Tinkerer (added, Oracle activated round fifteen): "That artifact deals an amount of damage
    # equal to its casting cost to ~" — a number equal to a casting cost is its total, the converted
    # mana cost (glossary "Casting Cost (Obsolete)", as Sacrifice's below)
    _obsolete(Rewrite(r"(: destroy target artifact\. that artifact deals damage equal to its) casting cost (to ~\.)$",
                      r"\1 converted mana cost \2"), _CASTING_COST),
    # Soldevi Adnate as printed (added, statm): "{T}: Sacrifice a black or artifact creature to add an
    # amount of {B} equal to that creature's casting cost to your mana pool." — "that creature" is
    # the one sacrificed as the cost (409.1f), its casting cost a number: its converted mana cost
    # (glossary "Casting Cost (Obsolete)"), as it last existed in play (413.2f)
    _obsolete(Rewrite(r"(, sacrifice an? [a-z ]*creature: add an amount of \{[wubrg]\} equal to) that creature's casting "
                      r"cost to your mana pool\.$", r"\1 the sacrificed creature's converted mana cost."), _CASTING_COST),
    # Icequake, Thermokarst: "if that land is a snow-covered land" — the destroyed land as it last
    # was in play (glossary "Snow-Covered (Obsolete)": a snow land)
    Rewrite(r"^(destroy target land\.) if that land is a snow-covered land, (~ deals 1 damage to) the land's controller\.$",
            r"\1 if that land was a snow land, \2 that land's controller."),
    Rewrite(r"^(destroy target land\.) if that land is a snow-covered land, (you gain \d+ life\.)$",
            r"\1 if that land was a snow land, \2"),
    # Melting (Ice Age): "All snow-covered lands become non-snow-covered lands of the same type." — a static
    # ability of the enchantment (418.4a-b): every snow land is no longer snow, and a land that isn't stays
    # as it is, so "all lands" says the same; "of the same type": its land type stays (glossary
    # "Snow-Covered (Obsolete)"). The Oracle's "All lands are no longer snow."
    Rewrite(r"^all snow-covered lands become non-?snow(?:-covered)? lands of the same type\.$",
            "all lands are no longer snow."),
    # Arcum's Weathervane (Ice Age): "{2},{T}: Target snow-covered land becomes a non-snow-covered land of the
    # same type. Mark the changed land with a counter." and "{2},{T}: Target non-snow-covered basic land
    # becomes a snow-covered land of the same type. Mark …" — its land type stays (glossary "Snow-Covered
    # (Obsolete)"); no duration is stated, so it lasts the game (418.3a). The counter is a marker of which
    # land changed, modifying nothing and interacting with no ability (glossary "Counter"), as Thelonite
    # Monk's: the Oracle, which dropped it, says what it marked. The Oracle's "{2}, {T}: Target snow land is
    # no longer snow." and "{2}, {T}: Target nonsnow basic land becomes snow."
    Rewrite(r"^(\{2\}, ?\{t\}): target snow-covered land becomes a non-?snow(?:-covered)? land of the same type\. "
            r"mark the changed land with a counter\.$", r"\1: target snow land is no longer snow."),
    Rewrite(r"^(\{2\}, ?\{t\}): target non-?snow(?:-covered)? basic land becomes a snow-covered land of the same "
            r"type\. mark the changed land with a counter\.$", r"\1: target nonsnow basic land becomes snow."),
    # Energy Tap as printed (added, stat): "Tap target creature you control. Add an amount of colorless
    # mana equal to that creature's casting cost to your mana pool." — a creature tapped or not (the
    # Oracle's "untapped" is an erratum); its casting cost is its converted mana cost (glossary
    # "Converted Mana Cost")
    Rewrite(r"^tap target creature you control\. add an amount of colorless mana equal to that creature's (?:casting|mana) "
            r"cost to your mana pool\.$",
            r"tap target creature you control. add an amount of {c} equal to that creature's converted mana cost."),
    # Fire and Brimstone as printed (added, stat): "… does 4 damage to target player and 4 damage to you.
    # Can only be used during a turn in which target player has declared an attack." — the target a
    # player who declared an attack this turn (308.5): the Oracle's "target player who attacked this turn"
    Rewrite(r"^~ deals (\d+) damage to target player and (\d+) damage to you\. can only be used during a turn in which "
            r"target player has declared an attack\.$",
            r"~ deals \1 damage to target player who attacked this turn and \2 damage to you."),
    # Cone of Flame as printed (added, stat): "Choose three target creatures and/or players. ~ deals 1
    # damage to the first, 2 damage to the second, and 3 damage to the third." — three targets, each
    # chosen once (409.1c), with their amounts in the order chosen: the Oracle's sentence
    Rewrite(r"^choose three target creatures and/or players\. ~ deals (\d+) damage to the first, (\d+) damage to the "
            r"second, and (\d+) damage to the third\.$",
            r"~ deals \1 damage to target creature or player and \2 damage to target creature or player and \3 damage "
            r"to target creature or player."),
    # Jagged Lightning: "3 damage to target creature and 3 damage to target other creature" — two
    # target creatures (the reminder is 409.1c's: no spell without its targets)
    Rewrite(r"^~ deals (\d+) damage to target creature and \1 damage to (?:another target|target other) creature\. \(you "
            r"can't play (?:~|this card) unless you can choose two creatures in play\.\)$", r"~ deals \1 damage to two target creatures."),
    # Jackalope Herd: "If you play any spell" (the older trigger template, 404.1; glossary "Play")
    Rewrite(r"^if you play any spell, ", "when you cast a spell, "),
    # Orim's Prayer: "If any creatures attack you" (404.1)
    Rewrite(r"^if any creatures attack you, ", "whenever one or more creatures attack you, "),
    # Phyrexian Negator: "a permanent for each 1 damage dealt to it" — that many
    Rewrite(r"^(whenever ~ is dealt damage), sacrifice a permanent for each 1 damage dealt to it\.$",
            r"\1, sacrifice that many permanents."),
    # Ivory Tower, Iron Maiden, Rackling, Wheel of Torture: "1 life / damage for each card in his
    # or her hand in excess of four / fewer than three" — X, the difference (none when there is no
    # excess: X is 0 then, as the Oracle's "minus 4" is read)
    Rewrite(r"\byou gain 1 life for each card in your hand in excess of four\.$",
            "you gain x life, where x is the number of cards in your hand minus 4."),
    Rewrite(r"(~ deals) 1 damage to that player for each card more than four in his or her hand\.$",
            r"\1 x damage to that player, where x is the number of cards in his or her hand minus 4."),
    Rewrite(r"(~ deals) (?:1 damage to that player for each card fewer than three in his or her hand|x damage to that player, "
            r"where x is the number of cards in his or her hand fewer than three)\.$",
            r"\1 x damage to that player, where x is 3 minus the number of cards in his or her hand."),
    # Null Rod: "artifact abilities requiring an activation cost" — activated abilities (403.1)
    Rewrite(r"^players can't play any artifact abilities requiring an activation cost\.$",
            "activated abilities of artifacts can't be activated."),
    # Panic: "Play only during combat before blockers are declared" (a restriction on casting the
    # spell, 409.1); "can't be assigned to block" (glossary "Block": assigned as blockers are declared)
    Rewrite(r"^play only during combat before blockers are declared\.$", "cast this spell only during combat before blockers "
            "are declared."),
    Rewrite(r"^target creature can't be assigned to block this turn\.$", "target creature can't block this turn."),
    # Political Trickery: the targets chosen and exchanged in one instruction
    Rewrite(r"^choose (target land you control and target land an opponent controls)\. exchange control of those lands\.$",
            r"exchange control of \1."),
    # Power Taint: "that player pays {2} or loses 2 life" (as "pay … or …" above, 303.1)
    Rewrite(r"\bthat player pays (\{\d+\}) or loses (\d+) life\.$", r"that player loses \2 life unless he or she pays \1."),
    # Fade Away (Exodus): "For each creature, that creature's controller pays {1} or sacrifices a permanent"
    # — the Oracle's "its controller sacrifices a permanent unless they pay {1}" (glossary "Unless": the
    # player may pay; if he or she doesn't, the sacrifice)
    Rewrite(r"^for each creature, that creature's controller pays (\{\d+\}) or sacrifices a permanent\.$",
            r"for each creature, its controller sacrifices a permanent unless they pay \1."),
    # Cleansing (The Dark): "All land is destroyed. Players may prevent Cleansing from destroying specific lands by
    # paying 1 life for each land they wish to protect." — the Oracle's "For each land, destroy that land unless any
    # player pays 1 life" (glossary "Unless"); its "Effects that prevent or redirect damage may not be used to counter
    # this loss of life" is the reminder read above (Foul Familiar's)
    Rewrite(r"^all land is destroyed\. players may prevent ~ from destroying specific lands by paying (\d+) life for each "
            r"land they wish to protect\.$", r"for each land, destroy that land unless any player pays \1 life."),
    # Nature's Revolt: "(These creatures still count as lands.)" — they're still lands (402.3)
    Rewrite(r"^all lands are (\d+/\d+) creatures\. \(these creatures still count as lands\.\)$",
            r"all lands are \1 creatures that are still lands."),
    # Humility, Humble: "loses all abilities and is a 1/1 creature" — its power and toughness set
    Rewrite(r"^each creature loses all abilities and is a (\d+/\d+) creature\.$",
            r"all creatures lose all abilities and have base power and toughness \1."),
    Rewrite(r"^target creature loses all abilities and is a (\d+/\d+) creature until end of turn\.$",
            r"until end of turn, target creature loses all abilities and has base power and toughness \1."),
    # Irini Sengir: enchantment spells (an enchantment is cast as a spell, 409.1f)
    Rewrite(r"^white enchantments and green enchantments each cost an additional (\{\d+\}) to cast\.$",
            r"green enchantment spells and white enchantment spells cost \1 more to cast."),
    # Indestructible Aura: "reduced to 0" is a prevention (419.7a)
    Rewrite(r"^any damage dealt to target creature for remainder of turn is reduced to 0\.$",
            "prevent all damage that would be dealt to target creature this turn."),
    # (Blood Moon's "All non-basic lands are now basic mountains" makes them basic lands too — no
    # longer a target for "target nonbasic land" — where the Oracle's "are Mountains" doesn't:
    # errata, left refused)
    # glossary "Interrupt (Obsolete)": "instant, interrupt, or sorcery spell" (Disrupt) — an
    # interrupt is an instant
    _obsolete(Rewrite(r"\binstant, interrupt, or sorcery spell\b", "instant or sorcery spell"),
              ("Interrupt (Obsolete)", '"instant, interrupt, or sorcery": an instant or sorcery')),
    # "instead of paying ~'s casting cost" (Fireblast, Pyrokinesis): the alternative cost (glossary
    # "Casting Cost (Obsolete)": the mana cost)
    Rewrite(r"^you may (sacrifice [a-z ]+?|remove an? [a-z]+ card in your hand from the game) instead of paying ~'s casting "
            r"cost\. ", r"as an alternative cost to cast ~, \1.\n"),
    # Gravity Sphere's "flying ability"; Great Defender's "gains +0/+X … where X is the creature's
    # casting cost" (gets; its converted mana cost)
    Rewrite(r"^all creatures lose flying ability\.$", "all creatures lose flying."),
    Rewrite(r"^target creature gains \+0/\+x until end of turn where x is the creature's casting cost\.$",
            "target creature gets +0/+x until end of turn, where x is its converted mana cost."),
    # "unless defending player controls any Islands" (Hammerhead Shark): an Island
    Rewrite(r"\bcan't attack unless defending player controls any ([a-z]+)s\.$",
            lambda m: f"can't attack unless defending player controls {_a(m[1])}."),
    # Hesitation: "If any spell is played" (404.1: the trigger; glossary "Play": cast)
    Rewrite(r"^if any spell is played, counter that spell and sacrifice ~\.$", "when a player casts a spell, sacrifice ~ and "
            "counter it."),
    # Flesh Reaver, Mogg Maniac: "an equal amount of damage" is that much
    Rewrite(r"(, (?:~|it) deals) an equal amount of damage to (you|target opponent)\.$", r"\1 that much damage to \2."),
    # Justice as printed (Fifth Edition): "Whenever any red creature or spell assigns damage, Justice
    # deals an equal amount of damage to that creature's or spell's controller" — "assigns" is the
    # old word for dealing damage (under the era's rules only combat damage is assigned, 310.1, and a
    # spell deals its damage as it resolves, 413.2), so the Oracle's "deals damage" and "that much"
    Rewrite(r"^whenever a red creature or spell assigns damage, ~ deals an equal amount of damage to that creature's "
            r"or spell's controller\.$",
            "whenever a red creature or spell deals damage, ~ deals that much damage to that creature's or spell's "
            "controller."),
    # Bronze Horse as printed (Legends): "Damage done to Bronze Horse by spells which target it is
    # reduced to zero as long as you control another creature." — the old words of a prevention
    # (419.7a), the Oracle's
    Rewrite(r"^damage done to ~ by spells which target it is reduced to zero as long as you control another creature\.$",
            "as long as you control another creature, prevent all damage that would be dealt to ~ by spells that target it."),
    # "may block one additional creature (two creatures) each combat. (All defense must be legal.)"
    # (High Ground, Foriysian Brigade): can block an additional creature
    Rewrite(r"^each creature you control may block one additional creature\. \(all defense must be legal\.\)$",
            "each creature you control can block an additional creature each combat."),
    Rewrite(r"^~ may block two creatures each combat\. \(all blocking assignments must still be legal\.\)$",
            "~ can block an additional creature each combat."),
    # the older trigger templates (404.1): "If ~ is blocked by any creature" (Elven Warhounds), "If
    # you control any creature with toughness 2 or less, sacrifice ~" (Endangered Armodon: a state
    # trigger, 410.11), "~ are buried if controller controls any Dwarves" (Goblins of the Flarg;
    # glossary "Bury": its own, a sacrifice)
    Rewrite(r"^if ~ is blocked by any creature, ", "whenever ~ becomes blocked by a creature, "),
    Rewrite(r"^if you control any (creature with toughness \d+ or less), sacrifice ~\.$", r"when you control a \1, sacrifice ~."),
    Rewrite(r"^~ (?:are|is) buried if controller controls any ([a-z]+)\.$",
            lambda m: f"when you control {_a({'dwarves': 'dwarf'}.get(m[1], m[1].rstrip('s')))}, sacrifice ~."),
    # Equilibrium: "you may pay {1} to return …" in a trigger — the payment, then the effect if paid
    Rewrite(r"^(whenever you cast a creature spell), you may pay (\{\d+\}) to (return target creature to its owner's hand)\.$",
            r"\1, you may pay \2. if you do, \3."),
    # Exalted Dragon: "Each turn, ~ can't attack unless …" (a cost paid each time it attacks)
    Rewrite(r"^each turn, (~ can't attack unless you sacrifice an? [a-z]+\.)$", r"\1"),
    # Exhume: "chooses a creature card in his or her graveyard and puts that creature into play"
    Rewrite(r"^each player chooses a creature card in his or her graveyard and puts that creature into play\.$",
            "each player puts a creature card from his or her graveyard into play."),
    # Diabolic Vision: "the remaining four" are the rest
    Rewrite(r"\. put the remaining four on top of your library in any order\.$", ". put the rest on top of your library in any "
            "order."),
    # Orcish Librarian (added, session 38 round B): "Take the top eight cards of your library; remove four of them
    # at random from the game." — the cards taken are seen (the player puts the rest back in an order): the
    # Oracle's "Look at the top eight cards … Exile four of them at random" (417.1), in the era's dig sentence
    Rewrite(r"^(\{r\}, ?\{t\}): take the top (\w+) cards of your library; remove (\w+) of them at random from the game\. ",
            r"\1: look at the top \2 cards of your library and remove \3 of them from the game at random. "),
    # Search for Survivors (added, session 45, c6): "Shuffle your graveyard. An opponent chooses a card from it at
    # random. If that card is a creature card, …" — a graveyard is a pile in order (217.4a) put in an order no one
    # knows, and "that card" the one picked: the Oracle's "Reorder your graveyard at random. An opponent chooses a
    # card at random in your graveyard. If it's a creature card, …"
    Rewrite(r"^shuffle your graveyard\. an opponent chooses a card from it at random\. if that card is a creature card, ",
            "reorder your graveyard at random. an opponent chooses a card at random in your graveyard. if it's a "
            "creature card, "),
    # Elvish Bard: what the rules do when a creature is forced to block more than it may (its
    # reminder)
    Rewrite(r"^(all creatures able to block ~ do so\.) if this forces a creature to block more attackers than allowed, "
            r"defending player assigns that creature to block as many of those attackers as allowed\.$", r"\1"),
    # Essence Flare (an era local enchantment): "During each of its controller's upkeeps, put a
    # -0/-1 counter on the creature" — the upkeep of the enchanted creature's controller; "These
    # counters remain even if ~ is removed" is what counters do (they're on the creature)
    Rewrite(r"\. during each of its controller's upkeeps, put an? ([+-]\d+/[+-]\d+) counter on the creature\. these counters "
            r"remain even if ~ is removed\.$",
            ".\nat the beginning of the upkeep of enchanted creature's controller, put a \\1 counter on that creature."),
    # Portal Three Kingdoms' "intercept" (block) and "offense" (power): Dread Charge, Fleet-Footed Monk
    Rewrite(r"^this turn, your black creatures can be intercepted only by other black creatures\.$",
            "black creatures you control can't be blocked this turn except by black creatures."),
    Rewrite(r"^~ can't be intercepted by any creature with offense (\d+) or greater\.$",
            r"~ can't be blocked by creatures with power \1 or greater."),
    # Eye Spy: "Put that card back on top of that library or into that player's graveyard"
    Rewrite(r"\. put that card back on top of that library or into that player's graveyard\.$",
            ". you may put that card into his or her graveyard."),
    # Energy Storm: "Damage dealt by instants, interrupts, and sorceries is reduced to 0" (a
    # prevention, 419.7a; an interrupt is an instant)
    Rewrite(r"^damage dealt by instants, interrupts, and sorceries is reduced to 0\.$",
            "prevent all damage that would be dealt by instant and sorcery spells."),
    # Halls of Mist, Giant Turtle: "may not attack if it attacked during … last turn"
    Rewrite(r"^no creature can attack if it attacked during its controller's last turn\.$",
            "creatures that attacked during their controller's last turn can't attack."),
    Rewrite(r"^~ may not attack if it attacked during your last turn\.$", "~ can't attack if it attacked during your last turn."),
    # Goblin Mutant (printed without its name): "power greater than 2" is power 3 or greater
    Rewrite(r"^can't attack if defending player controls an untapped creature with power greater than (\d+)\. can't block "
            r"creatures with power greater than \1\.$",
            lambda m: (f"~ can't attack if defending player controls an untapped creature with power {int(m[1]) + 1} or "
                       f"greater.\n~ can't block creatures with power {int(m[1]) + 1} or greater.")),
    # Gorilla Pack: "Bury ~ if you control no Forests" (a state trigger, 410.11; its own bury,
    # buried as judge.cards.text._buried makes it)
    Rewrite(r"^~ can't attack if defending player controls no ([a-z]+)s\. bury ~ if you control no \1s\.$",
            lambda m: f"~ can't attack unless defending player controls {_a(m[1])}.\nwhen you control no {m[1]}s, sacrifice ~."),
    # Hypnotic Specter: "An opponent damaged by Specter discards a card at random. Ignore this
    # effect if opponent has no cards in hand." (the trigger, 404.1; the reminder is 416.3's)
    Rewrite(r"^an opponent damaged by (?:~|specter) discards a card at random\. ignore this effect if opponent has no cards in "
            r"hand\.$", "whenever ~ deals damage to an opponent, that player discards a card at random."),
    # Kindle: "deals damage … an amount of equal to 2 plus …" (X)
    Rewrite(r"^~ deals damage to (target creature or player) an amount (?:of )?equal to (\d+) plus ([^.]+)\.$",
            r"~ deals x damage to \1, where x is \2 plus \3."),
    # "Tap to destroy a Wall" (Dwarven Demolition Team), "an Efreet or Djinn" (King Suleiman): {T},
    # the one destroyed chosen as the ability is played (409.1c: the Oracle's target)
    Rewrite(r"^tap to destroy an? ([a-z]+)(?: or ([a-z]+))?\.$",
            lambda m: "{t}: destroy target " + " or ".join(sorted(n for n in (m[1], m[2]) if n)) + "."),
    # Grafted Skullcap: "During your draw phase" (the draw step), "At the end of each of your turns"
    Rewrite(r"^during your draw phase, draw an additional card\.$", "at the beginning of your draw step, draw an additional card."),
    Rewrite(r"^at the end of each of your turns, discard your hand\.$", "at the beginning of your end step, discard your hand."),
    # Lure: "do so if able" — the requirement (its "if able" is what "able to block" says)
    Rewrite(r"^(all creatures able to block enchanted creature do so) if able\.$", r"\1."),
    # Psionic Blast: "…, but it deals 2 damage to you as well"
    Rewrite(r"^~ (?:deals|does) (\d+) damage to (target creature or player|any target), but it (?:deals|does) (\d+) damage to "
            r"you as well\.$", r"~ deals \1 damage to \2 and \3 damage to you."),
    # Forked Lightning: "among any one, two, or three creatures" — targets (the era's "any one",
    # as above: chosen as the spell is played, 409.1c)
    Rewrite(r"\bdivided any way you choose among any one, two, or three creatures\.$",
            "divided any way you choose among up to three target creatures."),
    # Fruition: the Forests "you and your opponent have in play" are the Forests in play; Gerrard's
    # Wisdom: "For each card in your hand, you gain 2 life. (Don't count ~.)" (it is on the stack)
    Rewrite(r"^for each forest you and your opponent have in play, you gain 1 life\.$", "you gain 1 life for each forest in play."),
    Rewrite(r"^for each card in your hand, you gain (\d+) life\. \(don't count (?:~|this card)\.\)$", r"you gain \1 life for each card in your hand."),
    # "All Swamps become 1/1 black creatures. The Swamps still count as lands but can't be tapped for
    # mana the turn they come into play" (Kormus Bell), "Treat all land in play as both lands and 1/1
    # creatures. They may not be tapped for mana the first turn …" (Living Plane): creatures that are
    # still lands (402.3), and a restriction of the card's own on them while it is in play (418.4;
    # ir.CantBeTappedForManaIfNew): not only summoning sickness — with haste (502.5b) a land that came
    # into play this turn still can't be tapped for mana (103.2; judge.engine.new_land_mana)
    Rewrite(r"^all swamps become 1/1 black creatures\. the swamps still count as lands but can't be tapped for mana the turn "
            r"they come into play\.$", "all swamps are 1/1 black creatures that are still lands. swamps can't be tapped for "
            "mana if they came into play this turn."),
    Rewrite(r"^treat all land in play as both lands and 1/1 creatures\. they may not be tapped for mana the first turn they are "
            r"brought into play\.$", "all lands are 1/1 creatures that are still lands. lands can't be tapped for mana if "
            "they came into play this turn."),
    # Last Chance: "you lose the game at the end of that turn" — as its end of turn step begins
    # (313.1); the reminder is what losing is (a player who has won doesn't lose)
    Rewrite(r"^(take an extra turn after this one\.) you lose the game at the end of that turn\. \(you won't lose if you've won "
            r"before the end of that turn\.\)$", r"\1 at the beginning of that turn's end step, you lose the game."),
    # glossary "Snow-Covered (Obsolete)": "snow-covered swampwalk" is snow swampwalk
    Rewrite(r"^snow-covered (forestwalk|swampwalk|islandwalk|mountainwalk|plainswalk)\.?$", r"snow \1."),
    # Lhurgoyf: "and toughness equal to 1 plus the number of …"
    Rewrite(r"^(~'s power is equal to the number of creature cards in all graveyards) and toughness equal to 1 plus the number "
            r"of creature cards in all graveyards\.$", r"\1 and its toughness is equal to that number plus 1."),
    # Lifeblood: "each time one of opponent's Mountains becomes tapped" (the trigger, 404.1)
    Rewrite(r"^you gain 1 life point each time one of opponent's ([a-z]+)s becomes tapped\.$",
            r"whenever a \1 an opponent controls becomes tapped, you gain 1 life."),
    # Lord Magnus: one sentence about two landwalks, two abilities
    Rewrite(r"^creatures with (plainswalk) or (forestwalk) may be blocked as if they didn't have either ability\.$",
            "creatures with \\1 can be blocked as though they didn't have \\1.\ncreatures with \\2 can be blocked as though "
            "they didn't have \\2."),
    # era local enchantments (214.8c): Maddening Wind's "During target creature's controller's
    # upkeep" and Seizures' "Whenever target creature becomes tapped, that creature's controller
    # pays {3} or ~ deals 3 damage to him or her" are the enchanted creature's
    Rewrite(r"^during target creature's controller's upkeep, (~ deals \d+ damage to that player\.)$",
            r"at the beginning of the upkeep of enchanted creature's controller, \1"),
    Rewrite(r"^whenever target creature becomes tapped, that creature's controller pays (\{\d+\}) or (~ deals \d+ damage) to "
            r"him or her\.$", r"whenever enchanted creature becomes tapped, \2 to that creature's controller unless that player "
            r"pays \1."),
    # Phyrexian Boon: "As long as enchanted creature is black, it gets +2/+1; otherwise, …"
    Rewrite(r"^as long as enchanted creature is (black), it gets ([+-]\d+/[+-]\d+); otherwise, it gets ([+-]\d+/[+-]\d+)\.$",
            r"enchanted creature gets \2 as long as it's \1. otherwise, it gets \3."),
    # Prismatic Lace: "color(s)"; the reminder that its costs don't change
    Rewrite(r"^target permanent becomes the color\(s\) of your choice\. costs to tap, maintain, or use an ability of that "
            r"permanent remain unchanged\.$", "target permanent becomes the color or colors of your choice."),
    # Ray of Erasure: "takes the top card … and puts it in his or her graveyard"
    Rewrite(r"^target player takes the top card of his or her library and puts it in his or her graveyard\.",
            "target player puts the top card of his or her library into his or her graveyard."),
    # Reanimate: "from any graveyard"; "lose life equal to that creature's converted mana cost"
    Rewrite(r"^(put target creature card from) any (graveyard into play under your control\.) lose life equal to that creature's "
            r"converted mana cost\.$", r"\1 a \2 you lose life equal to its converted mana cost."),
    # Reclusive Wight: "any other nonland permanents" — another
    Rewrite(r"\bif you control any other nonland permanents\b", "if you control another nonland permanent"),
    # Regrowth, Reconstruction: "Bring any card / one artifact from your graveyard to your hand" —
    # the era's "any one" card, a target (as above)
    Rewrite(r"^bring any card from your graveyard to your hand\.$", "return target card from your graveyard to your hand."),
    Rewrite(r"^bring one artifact from your graveyard to your hand\.$",
            "return target artifact card from your graveyard to your hand."),
    # Renounce, Reprocess: "each one sacrificed this way" — each permanent
    Rewrite(r"^(sacrifice any number of permanents\. you gain \d+ life for each) one (sacrificed this way\.)$", r"\1 permanent \2"),
    Rewrite(r"^(sacrifice any number of artifacts(?:,| or) creatures,? and/or lands) and (draw a card for each) one (sacrificed this "
            r"way\.)$", r"\1. \2 permanent \3"),
    # Reinforcements, Replenish: the order of cards put on top is their owner's (the reminder of
    # it), and what becomes of local enchantments with nothing to enchant (420.5d)
    Rewrite(r"^(put up to three target creature cards from your graveyard on top of your library) in any order\.$", r"\1."),
    Rewrite(r"^(return all enchantment cards from your graveyard to play\.) \(local enchantments with no permanent to enchant "
            r"remain in your graveyard\.\)$", r"\1"),
    # Reveille Squad: "Whenever you're attacked" — one or more creatures attack you
    Rewrite(r"^whenever you're attacked, ", "whenever one or more creatures attack you, "),
    # Fastbond (added, o4): "put as many lands into play as you want each turn" is playing them (a
    # land is played only in its player's own turn, 214.9b), and "1 damage … for every land beyond
    # the first that you play in a single turn" the Oracle's trigger on each land played beyond the first
    Rewrite(r"^you may put as many lands into play as you want each turn\. ~ deals 1 damage to you for every land beyond "
            r"the first that you play in a single turn\.$",
            "you may play any number of lands on each of your turns.\nwhenever you play a land, if it wasn't the first "
            "land you played this turn, ~ deals 1 damage to you."),
    # Field of Dreams (added, o4): "The top card of each player's library is always face up" — revealed
    # to all players (glossary "Reveal"), the Oracle's words
    Rewrite(r"^the top card of each player's library is always face up\.$",
            "players play with the top card of their libraries revealed."),
    # Aspect of Wolf (added, o4): "+*/+*, where * is equal to half the number of forests you control,
    # rounded down for power and up for toughness" — the Oracle's +X/+Y, two halves rounded apart
    Rewrite(r"^enchanted creature gets \+\*/\+\*, where \* is equal to half the number of forests you control, rounded "
            r"down for power and up for toughness\.$",
            "enchanted creature gets +x/+y, where x is half the number of forests you control, rounded down, and y is "
            "half the number of forests you control, rounded up."),
    # Elder Land Wurm (added, o8): "Cannot attack until assigned as a blocker." — it can't attack
    # (308.2) until it has blocked (309.1: a creature declared as a blocker), the Oracle's "Defender"
    # and "When ~ blocks, it loses defender."
    Rewrite(r"^can't attack until assigned as a blocker\.$", "~ can't attack.\nwhen ~ blocks, it loses defender."),
    # Sands of Time (added, o8): "At the beginning of each player's turn" — glossary "Beginning of
    # Turn": it goes on the stack the first time a player has priority, as that player's upkeep
    # begins (the untap step skipped, nothing happens before it); "untap each tapped … and tap each
    # untapped …" one instruction, carried out as one indivisible action (413.2), the Oracle's
    # "simultaneously"
    Rewrite(r"^at the beginning of each player's turn, untap each tapped artifact,? (?:or )?creature,? and land he or "
            r"she controls and tap each untapped artifact,? (?:or )?creature,? and land he or she controls\.$",
            "at the beginning of each player's upkeep, that player simultaneously untaps each tapped artifact, creature, "
            "and land they control and taps each untapped artifact, creature, and land they control."),
    # Revelation: "play with the cards in their hands face up on the table" — revealed
    Rewrite(r"^all players play with the cards in their hands face up on the table\.$", "players play with their hands revealed."),
    # "Counts as both a black card and a red card" (Marsh Goblins, Scarwood Goblins, Dark Heart of the
    # Wood): what their two-colored mana costs make them (202.2) — read so only for the two colors
    # their costs have (the Oracle has no such sentence)
    Rewrite(r"^counts as both a (black card and a red|green card and a red|black card and a green) card\.$", ""),
    # Misfortune's Gain: "that creature's owner" — its owner
    Rewrite(r"^(destroy target creature\.) that creature's owner (gains \d+ life\.)$", r"\1 its owner \2"),
    # Mogg Flunkies: "during a turn in which no other creature you control attacks or blocks" — alone
    Rewrite(r"^~ can't attack or block during a turn in which no other creature you control attacks or blocks\.$",
            "~ can't attack or block alone."),
    # the older triggers (404.1): "If any other creature comes into play" (Mogg Bombers), "If damage
    # is dealt to enchanted creature" (Mortal Wound)
    Rewrite(r"^if any other creature comes into play, ", "when another creature comes into play, "),
    Rewrite(r"^if damage is dealt to enchanted creature, destroy it\.$", "when enchanted creature is dealt damage, destroy it."),
    # Mold Demon: "controller must sacrifice two Swamps or ~ is buried" (glossary "Bury": its own,
    # read where the Oracle says "sacrifice", then buried: judge.cards.text._buried)
    Rewrite(r"^(when ~ comes into play), controller must (sacrifice two [a-z]+) or ~ is buried\.$", r"\1, sacrifice it unless you \2."),
    # Merchant Scroll: "a blue instant or interrupt" (an interrupt is an instant); "reveal that card
    # to all players" reveals it; "reshuffle … afterwards"
    Rewrite(r"^search your library for a blue instant or interrupt\. reveal that card to all players and put it into your hand\. "
            r"reshuffle your library afterwards\.$",
            "search your library for a blue instant card and reveal it and put it into your hand. then shuffle your library."),
    # Midnight Ritual: "Remove X target creature cards in your graveyard from the game … put a black
    # 2/2 Zombie creature token into play" (the Oracle's exile and create)
    Rewrite(r"^remove x target creature cards in your graveyard from the game\. for each creature card removed this way, put a "
            r"black 2/2 zombie creature token into play\.$", "exile x target creature cards from your graveyard. for each creature "
            "card exiled this way, create a 2/2 black zombie creature token."),
    # Miraculous Recovery: "Treat the creature as though it were just played" — it comes into play
    # a new object, under summoning sickness's rule like any creature (217.1c)
    Rewrite(r"^put (target creature card from your graveyard) into play and put a \+1/\+1 counter on that creature\. treat the "
            r"creature as though it were just played\.$", r"return \1 to play. put a +1/+1 counter on it."),
    # Orcish Veteran (printed without its name): "can't be assigned to block any white creature of
    # power greater than 1"
    Rewrite(r"^can't be assigned to block any white creature of power greater than 1\.$",
            "~ can't block white creatures with power 2 or greater."),
    # Dark Heart of the Wood: "You may sacrifice a Forest to gain 3 life" — an activated ability, the
    # sacrifice its cost (403.1)
    Rewrite(r"^you may sacrifice an? (forest|swamp|island|mountain|plains) to gain (\d+) life\.$", r"sacrifice a \1: you gain \2 life."),
    # Scragnoth: "While ~ is being cast, it can't be countered" — this spell can't be countered
    Rewrite(r"^while ~ is being cast, it can't be countered\.$", "this spell can't be countered."),
    # Skeleton Ship: "If at any time you control no Islands, sacrifice ~" (a state trigger, 410.11)
    Rewrite(r"^if at any time you control no ([a-z]+)s, sacrifice ~\.$", r"when you control no \1s, sacrifice ~."),
    # "can block creatures with flying / may block as though they had flying" (Silk Net, Spidersilk
    # Armor): reach, as above
    Rewrite(r"^(target creature gets [+-]\d+/[+-]\d+) and can block creatures with flying until end of turn\.$",
            r"\1 and gains reach until end of turn."),
    Rewrite(r"^(creatures you control get [+-]\d+/[+-]\d+) and may block as though they had flying\.$", r"\1 and have reach."),
    # Telepathy: "each opponent plays with his or her hand revealed"
    Rewrite(r"^each opponent plays with his or her hand revealed\.$", "your opponents play with their hands revealed."),
    # reminders of what "all" and the targets say (Valorous Charge, Undo: 409.1c)
    Rewrite(r"^all (white|black|red|green|blue) creatures (get [+-]\d+/[+-]\d+ until end of turn\.) \(this includes other "
            r"players' \1 creatures\.\)$", r"\1 creatures \2"),
    Rewrite(r"^(return two target creatures to their owner's hand\.) \(you can't play (?:~|this card) unless you can choose two "
            r"creatures in play\.\)$", r"\1"),
    # Three Visits, Tinker: "put that Forest / artifact into play" — that card
    Rewrite(r"^(search your library for an? (?:forest|artifact) card and put) that (?:forest|artifact) (into play\. then shuffle "
            r"your library\.)$", r"\1 that card \2"),
    # Solfatara: "can't play any land cards" — lands
    Rewrite(r"^(target player can't play) any land cards (this turn\.)", r"\1 lands \2"),
    # Sustaining Spirit: "any damage … instead reduces it to 1"
    Rewrite(r"^any damage that would reduce your life total to less than 1 instead reduces it to 1\.$",
            "damage that would reduce your life total to less than 1 reduces it to 1 instead."),
    # -- printed, fourth round B --
    # (activated abilities; docs/cards.md, "Added (printed, fourth round B)")
    # "a target Fungus", "tap a target green creature", "a +1/+2 counter on a target creature"
    # (Fungal Bloom, Homarid Shaman, Armor Thrull): the era's article before "target"; one target
    Rewrite(r"\b(on|tap) a target\b", r"\1 target"),
    # "draws one card", "discards one card from his or her hand" (Xira Arien, Gwendlyn Di Corci,
    # Zuran Enchanter): a card; a player's hand is where a card is discarded from (glossary "Discard")
    Rewrite(r"\b(draws|discards) one card\b", r"\1 a card"),
    Rewrite(r"\b(discards a card) from his or her hand( at random)?\b", r"\1\2"),
    Rewrite(r"\b(discards a card at random) from his or her hand\b", r"\1"),
    # Zuran Enchanter: "Ignore this ability if that player has no cards in his or her hand" — a
    # player with no card discards none (the instruction does what it can, 413.2): nothing to read
    Rewrite(r"(?<=\.) ignore this ability if that player has no cards in his or her hand\.", ""),
    # the restrictions in the era's words (403.3: an activated ability's own restriction on when
    # it is played): "This power may only be used during your turn" (Gwendlyn Di Corci), "during
    # upkeep" (any upkeep: Dwarven Armory), "during another player's turn" (Ghost Town: a turn not
    # yours), "during any opponent's upkeep" (Trade Caravan), "if you could play a sorcery" and
    # "play this ability as a sorcery" (Mind Slash, Wall of Distortion, Thrull Surgeon: 212.5's
    # timing of a sorcery)
    Rewrite(r"(?<=\.) this power may only be used (during your turn)\.", r" activate this ability only \1."),
    Rewrite(r"\b(this ability only) during upkeep\.", r"\1 during any upkeep step."),
    Rewrite(r"\b(this ability only) during another player's turn\.", r"\1 if it's not your turn."),
    Rewrite(r"\b(this ability only) during any opponent's upkeep\.", r"\1 during an opponent's upkeep."),
    Rewrite(r"\b(this ability only) if you could play a sorcery\.", r"\1 any time you could cast a sorcery."),
    Rewrite(r"(?<=\.) play this ability as a sorcery\.$", " activate this ability only any time you could cast a sorcery."),
    # "gain control of target creature as long as …" (Helm of Possession, Rootwater Matriarch): for
    # as long as (the duration ends when the condition stops being true); "has any enchantments on
    # it" is enchanted
    Rewrite(r"\b(gain control of target [a-z]+) as long as (that creature) has any enchantments on it\.",
            r"\1 for as long as \2 is enchanted."),
    Rewrite(r"\b(gain control of target [a-z]+) as long as\b", r"\1 for as long as"),
    # "target 1/1 creature gains +1/+2" (Pendelhaven): a change of power and toughness, "gets"
    Rewrite(r"\bgains ([+-]\d+/[+-]\d+ until end of turn)\b", r"gets \1"),
    # "target creature without flying that is attacking you" (Snow Fortress, Ice Floe)
    Rewrite(r"\bthat is attacking you\b", "that's attacking you"),
    # Ice Floe: "As long as ~ remains tapped, that creature doesn't untap during its controller's
    # untap step" — the Oracle's "It doesn't untap … for as long as ~ remains tapped"
    Rewrite(r"\. as long as ~ remains tapped, that creature (doesn't untap during its controller's untap step)\.$",
            r". it \1 for as long as ~ remains tapped."),
    # Citanul Flute, Survival of the Fittest: "Search … . Reveal that card (to all players) and put
    # it into your hand" — the search's one card, revealed (to all players: glossary "Reveal")
    Rewrite(r"(\bsearch your library for a [a-z ]+? card(?: with [a-z ]+? x or less)?)[.,] reveal that card(?: to all "
            r"players)?,? and put it into your hand\.", r"\1, reveal it, and put it into your hand."),
    # Elemental Augury, Orcish Spy: "put them on the top of that player's library in any order"
    # (back where they were looked at), "and return them in the same order" (they never left)
    Rewrite(r"\b(look at the top (?:three|\w+) cards of target player's library)\. put them on the top of that player's "
            r"library in any order\.", r"\1, then put them back in any order."),
    Rewrite(r"\b(look at the top (?:three|\w+) cards of target player's library) and return them in the same order\.",
            r"\1."),
    # "target enchantment card on a creature you control" (Miracle Worker), "target enchant land"
    # (Savaen Elves), "a target creature which has an enchantment card played on it" (Ramses
    # Overdark): the local enchantment attached to it (214.8c), the Oracle's Aura
    Rewrite(r"\btarget enchantment card on (a creature you control)\b", r"target aura attached to \1"),
    Rewrite(r"\btarget enchant (land|creature)\b", r"target aura attached to a \1"),
    Rewrite(r": destroys a target creature which has an enchantment card played on it\.", ": destroy target enchanted creature."),
    # Tracker: "Target creature does an amount of damage equal to its power to ~" — that creature
    Rewrite(r"(\. )target creature (?:does|deals) (?:an amount of )?damage equal to its power to ~\.$",
            r"\1that creature deals damage equal to its power to ~."),
    # Tinder Wall: "target creature it blocks" — the creature it is blocking
    Rewrite(r"\btarget creature it blocks\b", "target creature it's blocking"),
    # Vile Requiem: "Those creatures cannot be regenerated this turn" — the Oracle's "They can't
    # be regenerated" (the destruction this ability makes: 419.6b)
    Rewrite(r"(?<=\.) those creatures can't be regenerated this turn\.$", " they can't be regenerated."),
    # Tinder Wall: "{0}: Sacrifice ~ to add {R}{R}" — a mana cost of {0} is no mana to pay (the
    # sacrifice is the cost, as the Oracle's "Sacrifice ~: Add {R}{R}")
    Rewrite(r"^\{0\}, (?=[^:]*:)", ""),
    # Thrull Surgeon: "choose one of those cards" (of the hand looked at): a card from it
    Rewrite(r"\b(look at target (?:player|opponent)'s hand and choose) one of those cards\.", r"\1 a card from it."),
    # Tracker: "~ does damage equal to its power": the older verb of dealing damage
    Rewrite(r"(?<![\w~])~ does (?:an amount of )?damage equal to\b", "~ deals damage equal to"),
    # 403.1: "[cost]: [another cost] to [effect]" with the effects and costs the rewrite above
    # doesn't take — "{0}: Remove two currency counters from ~ to untap target basic land. Use
    # this ability only …" (Trade Caravan), "{T}: Sacrifice a creature and a swamp to bury target
    # nonartifact creature" (Viscerid Drone; glossary "Bury": destroy, it can't be regenerated),
    # "{T}: Remove the javelin counter to have ~ deal 1 damage" (Icatian Javelineers: the one it
    # has), "{2}: Remove the top card of your library from the game to gain 1 life" (Royal
    # Herbalist): both costs paid as the ability is played (409.1f), the sentences after it kept
    # (Viscerid Drone's "bury target …" alone, noted with the glossary entry it reads)
    _obsolete(Rewrite(rf"^((?:{_COST}|\{{t\}})(?:, (?:{_COST}|\{{t\}}))*): (sacrifice a creature and an? [a-z -]+)() to "
                      r"(bury target [a-z ]+)\.(?= |$)", _cost_to_effect_b), _BURY),
    Rewrite(rf"^((?:{_COST}|\{{t\}})(?:, (?:{_COST}|\{{t\}}))*): (remove (?:two|three) [a-z]+ counters from ~|sacrifice a "
            r"creature and an? [a-z -]+|remove the ([a-z]+) counter|remove the top card of your library from the game) to "
            r"(untap target [a-z ]+|bury target [a-z ]+|have ~ deal [^.]+|gain \d+ life)\.(?= |$)", _cost_to_effect_b),
    # the Keepers (Mercadian Masques) as printed: "Play this ability only if target opponent …" —
    # a restriction checked as the ability is played (403.3), on a target chosen then (409.1c):
    # the Oracle's "Choose target opponent who … as you activated this ability" (Keeper of the
    # Flame's "that opponent", Keeper of the Dead's "that creature's controller": the opponent
    # whose creature is the target, two players being opponents, 100.1)
    Rewrite(r"^((?:\{[^}]+\}, )?\{t\}): ([^.]+)\. (?:play|use) this ability only if (target opponent controls more creatures "
            r"than you|you have less life than target opponent|target opponent has at least two more cards in hand than "
            r"you|that opponent has more life than you|that creature's controller has at least two fewer creature cards in "
            r"his or her graveyard than you have in yours)\.$", _keeper),
    # Ice Age's "Use this ability only when attack or defense is announced" (Kjeldoran Guard,
    # Kjeldoran Elite Guard, Heart Wolf): the Oracle's "only during combat" (the era's combat
    # phase, 306); "If that creature leaves play this turn, sacrifice ~" is a trigger the ability
    # sets up for the turn (404.1: "when"), "that Dwarf" the creature targeted
    Rewrite(r"\b(?:use|play) this ability only when attack or defense is announced\b", "activate this ability only during "
            "combat"),
    Rewrite(r"(?<=\. )if that (?:creature|dwarf) leaves play this turn, (sacrifice ~)\.", r"when that creature leaves play "
            r"this turn, \1."),
    Rewrite(r"^(\{t\}: target dwarf) gains first strike and gets (\+2/\+0) until end of turn\.", r"\1 creature gets \2 and "
            r"gains first strike until end of turn."),
    # An ability "used only when [event], once for each": played at the moment the event happens,
    # once each time — a triggered ability whose cost is paid as it resolves (404.1, 410.1; the
    # glossary's "Successfully Cast": as the spell is played): "{1}: Gain 1 life. Use this ability
    # only when a white spell is successfully cast and only once for each such spell" (Auspicious
    # Ancestor, Lightning Cloud, Purraj of Urborg) is "Whenever a player casts a white spell, you
    # may pay {1}. If you do, you gain 1 life"; "… only when a creature is put into the graveyard
    # from play, and only once for each creature" (Inheritance), "… only when ~ is put into the
    # graveyard from play and only once" (Merfolk Seer, Insidious Bookworms, whose spending limit
    # is that one payment), Freyalise's Charm's "{G}{G}: When any opponent successfully casts a
    # black spell, draw a card. Use this ability only once each time …", Urza's Chalice's "{1}: Any
    # artifact cast by any player gives you 1 life. Can only give 1 life each time …", Tablet of
    # Epityr's "{1}: You gain 1 life every time one of your artifacts goes to the graveyard. Can
    # only give 1 life each time …"
    Rewrite(r"^((?:\{[^}]+\})+): ([^.]+)\. use this ability only when (a (?:white|blue|black|red|green) spell is successfully "
            r"cast and only once for each such spell|a creature is put into the graveyard from play, and only once for each "
            r"creature put into the graveyard|~ is put into the graveyard from play and only once|~ is put into the graveyard "
            r"from play\. you can't spend more than \1 in this way each turn)\.$", _paid_trigger),
    Rewrite(r"^((?:\{[^}]+\})+): when any opponent successfully casts an? (white|blue|black|red|green) spell, (draw a card)\. "
            r"use this ability only once each time an? \2 spell is cast\.$",
            r"whenever an opponent casts a \2 spell, you may pay \1. if you do, you \3."),
    # Brine Hag (Legends): "On the turn during which Hag is placed in the graveyard, all creatures who
    # dealt damage to Hag that turn become 0/2 creatures. Use counters to mark these creatures." — an
    # ability triggered by its being put into a graveyard from play (410.10c), as the Oracle's; the
    # counters only mark the creatures (the effect lasts with no counter: 418.3a)
    Rewrite(r"^on the turn during which (?:~|hag) is placed in the graveyard, all creatures who dealt damage to (?:~|hag) "
            r"that turn become (\d+/\d+) creatures\. use counters to mark these creatures\.$",
            r"when ~ dies, change the base power and toughness of all creatures that dealt damage to ~ this turn to \1."),
    # Ichneumon Druid (Legends): "~ does 4 damage to any opponent casting an instant. This does not
    # apply to the first instant cast by that opponent in each turn." — an ability triggered by the
    # opponent's playing an instant (404.1, 409.1), as the Oracle's "Whenever an opponent casts an
    # instant spell other than the first instant spell that player casts each turn, …"
    Rewrite(r"^~ deals (\d+) damage to any opponent casting an instant\. this doesn't apply to the first instant cast by "
            r"that opponent in each turn\.$", r"whenever an opponent casts an instant spell other than the first instant "
            r"spell that player casts each turn, ~ deals \1 damage to that player."),
    Rewrite(r"^((?:\{[^}]+\})+): any artifact cast by any player gives you (\d+) life\. can only give \2 life each time an "
            r"artifact is cast\.$", r"whenever a player casts an artifact spell, you may pay \1. if you do, you gain \2 life."),
    Rewrite(r"^((?:\{[^}]+\})+): you gain (\d+) life every time one of your artifacts goes to the graveyard\. can only give "
            r"\2 life each time an artifact reaches the graveyard\.$",
            r"whenever an artifact you control is put into a graveyard from play, you may pay \1. if you do, you gain \2 life."),
    # 419.7c (as the Runes of Protection above, the reminder saying it): "Prevent all damage to you
    # from a creature with shadow / a source of the chosen color. (Treat further damage from that
    # source normally.)" (Circle of Protection: Shadow, Prismatic Circle)
    Rewrite(r"\bprevent all damage to you from a creature with shadow\. \(?treat further damage from that source normally\.\)?$",
            "the next time a creature of your choice with shadow would deal damage to you this turn, prevent that damage."),
    Rewrite(r"\bprevent all damage to you from a source of the chosen color\. \(?treat further damage from that source "
            r"normally\.\)?$",
            "the next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage."),
    # "permanently" (Quirion Druid, Stalking Stones): an effect with no end (glossary "Permanently
    # (Obsolete)"); "(~ still counts as a land.)" is 402.3's type kept, "that's still a land"
    Rewrite(r"\b(becomes an? \d+/\d+ [a-z ]*?creature) permanently\. it's still a land\.", r"\1 that's still a land."),
    Rewrite(r"\b(becomes an? \d+/\d+ [a-z ]*?creature) permanently\. \((?:~|this creature) still counts as a land\.\)",
            r"\1 that's still a land."),
    # Time Bomb: "deals to each creature and player an amount of damage equal to …" (read above as
    # "deals damage to each creature and each player equal to …"): the Oracle's order of words
    Rewrite(r"\bdeals damage to each creature and (?:each )?player (equal to the number of [a-z]+ counters on ~)\.",
            r"deals damage \1 to each creature and each player."),
    # Torture Chamber: "Remove all pain counters from ~: ~ deals 1 damage for each pain counter on it
    # to target creature" — the counters the cost removed (409.1f: paid before it resolves, when
    # none is left on it)
    Rewrite(r"^((?:[^:]+, )?remove all ([a-z]+) counters from ~): ~ deals 1 damage for each \2 counter on it to (target "
            r"creature)\.$", r"\1: ~ deals damage to \3 equal to the number of \2 counters removed this way."),
    # mana abilities in the era's words (406.1): "add 2 mana of any one color" (Implements of
    # Sacrifice), "X mana of one color" (Lotus Blossom), "add X plus one colorless mana" (Kyren
    # Toy), Standing Stones' "{1}, {T}: Pay 1 life and add 1 mana of any color" (the life paid with
    # the ability's cost: 403.1, the Oracle's "{1}, {T}, Pay 1 life: Add one mana of any color";
    # the life loss can't be prevented, as its reminder says), Elves of Deep Shadow's "Add {B} to
    # your mana pool, and ~ do 1 damage to you" (the damage as the mana is added)
    Rewrite(r"\badd 2 mana of any one color\b", "add two mana of any one color"),
    # Chariot of the Sun (added, Oracle activated round thirteen): "… gains flying and has its
    # toughness reduced to 1 until end of turn" — the Oracle's "has base toughness 1", both until end of turn
    Rewrite(r"(^|: )(target creature you control) gains flying and has its toughness reduced to (\d+) until end of "
            r"turn\.$", r"\1until end of turn, \2 gains flying and has base toughness \3."),
    # Sworn Defender as printed: "Change ~'s power to the toughness of target creature blocking or
    # being blocked by ~, minus 1, until end of turn. Change ~'s toughness to 1 plus the power of that
    # creature, until end of turn." — the Oracle's "~'s power becomes … minus 1 until end of turn",
    # "~'s toughness becomes … until end of turn" (each number fixed as it resolves, 418.3c)
    Rewrite(r"\bchange ~'s (power|toughness) to ([^,.]+?), (minus \d+), until end of turn\.",
            r"~'s \1 becomes \2 \3 until end of turn."),
    Rewrite(r"\bchange ~'s (power|toughness) to ([^,.]+?), until end of turn\.", r"~'s \1 becomes \2 until end of turn."),
    # Orcish Lumberjack (added, Oracle activated round thirteen): "add three mana in any
    # combination of red and/or green to your mana pool" — the Oracle's "{R} and/or {G}"
    Rewrite(r"\badd three mana in any combination of (red|green) and/or (red|green) to your mana pool\.",
            lambda m: "add three mana in any combination of {%s} and/or {%s}." % (
                {"red": "r", "green": "g"}[m[1]], {"red": "r", "green": "g"}[m[2]])),
    Rewrite(r"\badd x mana of (?:any )?one color to your mana pool(?=, where x is)", "add x mana of any one color"),
    Rewrite(r"\badd x plus one colorless mana to your mana pool\.", "add an amount of {c} equal to x plus one."),
    Rewrite(r"^(\{1\}, \{t\}): pay (1) life and add 1 mana of any color to your mana pool\.(?: this ability is played as an "
            r"interrupt\.)?(?: effects that prevent or redirect damage may not be used to counter this loss of life\.)?$",
            r"\1, pay \2 life: add one mana of any color."),
    Rewrite(r"^(\{t\}: add \{[wubrg]\}) to your mana pool, and ~ do (1) damage to you\.(?: this ability is played as an "
            r"interrupt\.)?$", r"\1. ~ deals \2 damage to you."),
    # Karakas, Witch Hunter: "Enchantments on target creature are destroyed" (as Active Volcano's
    # above: a creature returned to its owner's hand takes its local enchantments to the graveyard,
    # 420.5d); "target creature opponent controls from play" (a creature is in play)
    _obsolete(Rewrite(r"(: return target [a-z ]+? to its owner's hand)(?:;|\.) enchantments on target (?:legendary creature|"
                      r"legend|creature) are destroyed\.$", r"\1."), _ENCHANTMENTS_ON),
    Rewrite(r"\breturn target creature opponent controls from play to its owner's hand\b",
            "return target creature an opponent controls to its owner's hand"),
    # Tetsuo Umezawa: "target tapped creature or target blocking creature" (one target, either);
    # "~ may not be a target of an enchant creature spell" (an Aura spell, 214.8c)
    Rewrite(r"\bdestroy target tapped creature or target blocking creature\.", "destroy target tapped or blocking creature."),
    Rewrite(r"^(.+?)\. ~ may not be a target of an enchant creature spell\.$", r"~ can't be the target of aura spells.\n\1."),
    # Portal Second Age's "you may tap ~ to return it and any one other creature to their owners'
    # hands" (Coastal Wizard, Lady Sun): ~ and another target creature
    Rewrite(r"^(\{t\}: return) it and any one other creature to their owners' hands\.",
            r"\1 ~ and another target creature to their owners' hands."),
    # Norwood Priestess: "put any green creature from your hand into play without paying for it" —
    # a green creature card of the player's choice (a card put into play is not played: glossary "Play", 409.1)
    Rewrite(r"^(\{t\}): put any (white|blue|black|red|green) creature from your hand into play without paying for it\.",
            r"\1: you may put a \2 creature card from your hand into play."),
    # "Take a Minotaur from your hand and put it directly into play as though it were just
    # summoned" (Didgeridoo, Goblin Wizard, Willow Priestess): a card of that kind the player
    # chooses from a hidden hand (none if he or she has none), put into play, not played (glossary "Play", 409.1);
    # "as though it were just summoned" is what any permanent new to play is (glossary "Summoning
    # Sickness (Obsolete)"; 308.1, 502.5b). The printed instruction has no "may" (413.2b: followed as written): holding
    # a card of the kind, the player puts one into play. The Oracle's "You may put" is an erratum
    # that changes this, so the two wordings differ (docs/cards.md, audit 4036).
    Rewrite(r"^((?:\{[^}]+\})+|\{t\}): take an? ([a-z]+) from your hand and put it directly into play(?: as though it were "
            r"just summoned\.|\. treat this \2 as if it were just summoned\.)$",
            r"\1: put a \2 permanent card from your hand into play."),
    # Farrelite Priest, Initiates of the Ebon Hand: "{1}: Add {W} …. If more than 3 / {4} or more is
    # spent in this way during one turn, bury ~ at end of turn" — a fourth activation in the turn
    # (each costs {1}); the Oracle's "If this ability has been activated four or more times this
    # turn, sacrifice ~ at the beginning of the next end step" (the card's own "bury ~" above)
    Rewrite(r"^(\{1\}: add \{[wubrg]\}) to your mana pool\. if (?:more than 3|\{4\} or more) is spent in this way during "
            r"one turn, (sacrifice ~) at end of turn\.$",
            r"\1. if this ability has been activated four or more times this turn, \2 at the beginning of the next end step."),
    # "Attacking (this turn) doesn't cause ~ / target creature to tap (this turn)" (Femeref Knight,
    # Serra Paladin): for the turn, what the Oracle names vigilance
    Rewrite(r"^((?:\{[^}]+\})+(?:, \{t\})?): attacking (?:this turn )?doesn't cause (~|target creature) to tap(?: this "
            r"turn)?\.$", r"\1: \2 gains vigilance until end of turn."),
    # Sorceress Queen: "Target creature other than ~ is 0/2 until end of turn" — the power and
    # toughness it has (set, not changed: the Oracle's base power and toughness)
    Rewrite(r"\b(target creature other than ~) is (\d+/\d+) until end of turn\.", r"\1 has base power and toughness \2 "
            r"until end of turn."),
    # Maze of Ith: "Target attacking creature becomes untapped. This creature neither deals nor
    # receives damage as a result of combat" — the creature untapped (the Maze isn't a creature):
    # its combat damage, dealt and received, prevented this turn
    Rewrite(r"^(\{t\}): target attacking creature becomes untapped\. this creature neither deals nor receives damage as a "
            r"result of combat\.$", r"\1: untap target attacking creature. prevent all combat damage that would be dealt "
            r"to and dealt by that creature this turn."),
    # Reconnaissance's reminder: a creature removed from combat deals and is dealt no combat damage
    Rewrite(r"(\bremove target attacking creature you control from combat and untap it\.) \(prevent all combat damage that "
            r"would be dealt to and dealt by that creature this turn\.\)$", r"\1"),
    # Snow Hound: "Return ~ to owner's hand and target blue or green creature you control to
    # owner's hand" — both, each to its owner's hand
    Rewrite(r"^(\{1\}), ?(\{t\}): return ~ to its owner's hand and target blue or green creature you control to its owner's "
            r"hand\.$", r"\1, \2: return ~ and target green or blue creature you control to their owner's hand."),
    # Xenic Poltergeist, Karn: "target noncreature artifact is an artifact creature with power and
    # toughness each equal to its (total) casting cost" — becomes one, the number its converted
    # mana cost; the reminder that it keeps its abilities says what the effect already does (it
    # changes the type and the power and toughness, nothing else of the artifact)
    Rewrite(r"\b(target noncreature artifact) is (an artifact creature with power and toughness each equal to its) (?:"
            r"converted mana|casting) cost\b", r"\1 becomes \2 converted mana cost"),
    Rewrite(r"\s*\(that artifact retains (?:all of )?its (?:original )?abilities\.\)$", ""),
    # 216 (tokens): "Put X Beast tokens into play, where X is …. Treat these tokens as 3/3 green
    # creatures" (Midsummer Revel, Homarid Spawning Bed: "X is the casting cost of the sacrificed
    # creature", its converted mana cost), "Put a Hippo token into play under target opponent's
    # control. Treat this token as a 1/1 green creature" (Phelddagrif: that player creates it),
    # Ovinomancer's "destroy target creature and put a Sheep token into play under the control of
    # the creature's controller. It can't be regenerated. Treat this token as a 0/1 green creature"
    Rewrite(r"^((?:\{[^}]+\})+(?:, sacrifice ~)?): (?:(sacrifice an? [a-z]+ creature) to )?put x ([a-z]+) tokens into play, "
            r"where x is (the number of [a-z]+ counters on ~|the casting cost of the sacrificed creature)\. treat these tokens "
            r"as (\d+/\d+) ([a-z]+) creatures\.$",
            lambda m: (f"{m[1]}{', ' + m[2] if m[2] else ''}: create x {m[5]} {m[6]} {m[3]} creature tokens, where x is "
                       + ("the sacrificed creature's converted mana cost" if m[4].startswith("the casting") else m[4]) + ".")),
    Rewrite(r"\. put an? ([a-z]+) token into play under target opponent's control\. treat this token as an? (\d+/\d+) "
            r"([a-z]+) creature\.$", r". target opponent creates a \2 \3 \1 creature token."),
    # Phantasmal Sphere as printed: "If ~ leaves play, put an Orb token into play under target opponent's
    # control. Treat this token as a */* blue creature with flying, where * is equal to the number of these
    # +1/+1 counters on ~." — the Oracle's "target opponent creates an X/X blue Orb creature token with
    # flying, where X is …" (216.1: that player puts it into play; "these" counters: the +1/+1 counters
    # on it, counted from its last known information, 413.2f)
    Rewrite(r"^(when ~ leaves play), put an? ([a-z]+) token into play under target opponent's control\. treat this token "
            r"as a \*/\* ([a-z]+) creature with flying, where \* is equal to the number of these (\+1/\+1) counters on ~\.$",
            r"\1, target opponent creates an x/x \3 \2 creature token with flying, where x is the number of \4 counters on ~."),
    # … and its "At the beginning of your upkeep, put a +1/+1 counter on ~. During your upkeep, pay {1} for
    # each of these +1/+1 counters or bury ~." — one upkeep ability in the Oracle: the counter put, then
    # ~ sacrificed unless the cost is paid for each (glossary "Unless"; 413.2c)
    Rewrite(r"^(at the beginning of your upkeep, put an? (\+1/\+1) counter on ~)\. during your upkeep, pay (\{\d+\}) for each "
            r"of these \+1/\+1 counters or sacrifice ~\.$",
            r"\1, then sacrifice ~ unless you pay \3 for each \2 counter on it."),
    Rewrite(r": destroy target creature and put an? ([a-z]+) token into play under the control of the creature's controller\. "
            r"it can't be regenerated\. treat this token as an? (\d+/\d+) ([a-z]+) creature\.$",
            r": destroy target creature. it can't be regenerated. that creature's controller creates a \2 \3 \1 creature "
            r"token."),
    # Goblin Sappers: "At end of combat, destroy that creature (and ~)" — the Oracle's "Destroy it
    # (and ~) at end of combat" (a delayed triggered ability, 406.2a)
    Rewrite(r"\. at end of combat, destroy that creature( and ~)?\.$", r". destroy it\1 at end of combat."),
    # Primordial Ooze (Fifth Edition): "During your upkeep, put a +1/+1 counter on ~. Then pay {X}, where X
    # is equal to the number of these counters on ~, or tap ~ and it deals X damage to you." — the Oracle's
    # "Then you may pay {X}, where X is the number of +1/+1 counters on it. If you don't, …": the player's
    # choice (413.2c), "these counters" the +1/+1 counters the sentence before puts
    Rewrite(r"\. then pay \{x\}, where x is the number of these counters on ~, or tap ~ and it deals x damage to you\.$",
            r". then you may pay {x}, where x is the number of +1/+1 counters on ~. if you don't, tap ~ and it deals x "
            r"damage to you."),
    # Triskelion: "Remove one of these counters from ~ to have ~ deal 1 damage" — one of the +1/+1
    # counters it came into play with (the paragraph before says which)
    Rewrite(r"^\{0\}: remove one of these counters from ~ to have ~ deal (1 damage to target creature or player)\.$",
            r"remove a +1/+1 counter from ~: it deals \1."),
    # "You can't spend more than {4} in this way each turn" with a cost of {2} (Roterothopter): as
    # the Drakes' above, two activations; Soul Kiss's "{B}: Pay 1 life to give enchanted creature
    # +2/+2 …. You can't spend more than {B}{B}{B} …" the same with its life paid with the cost
    Rewrite(r"^(\{2\}): ([^.]+)\. you can't spend more than \{4\} in this way each turn\.$",
            r"\1: \2. activate this ability no more than twice each turn."),
    Rewrite(r"^(\{b\}): pay (1) life to give (?:creature ~ enchants|enchanted creature) (\+2/\+2 until end of turn)\. you can't "
            r"spend more than \{b\}\{b\}\{b\} in this way each turn\.$",
            r"\1, pay \2 life: enchanted creature gets \3. activate this ability no more than three times each turn."),
    # Nature's Chosen: "{0}: Tap enchanted creature to untap target …" — the tapping is the cost
    # (403.1), of an untapped creature (the only kind that can be tapped)
    Rewrite(r"^\{0\}: tap enchanted creature to (untap target artifact, creature, or land)\. use this ability only if "
            r"enchanted creature is white and only once each turn\.$",
            r"tap enchanted creature: \1. activate this ability only if enchanted creature is white and only once each "
            r"turn."),
    # Veteran's Voice (added, session 47, h5): "{0}: Tap enchanted creature to give any other target creature +2/+1
    # until end of turn." — the tapping is the cost (403.1) as Nature's Chosen's, of the untapped enchanted creature;
    # "any other target creature" any but the creature tapped so (the Oracle's words)
    Rewrite(r"^\{0\}: tap enchanted creature to give any other target creature (\+2/\+1 until end of turn)\.$",
            r"tap enchanted creature: target creature other than the creature tapped this way gets \1."),
    # Samite Alchemist: "The creature doesn't untap during your next untap step" — that creature
    Rewrite(r"\. tap that creature\. the creature doesn't untap during your next untap step\.$",
            ". tap that creature. it doesn't untap during your next untap step."),
    # Mist Dragon: "{0}: Flying", "{0}: Loses flying", "{3}{U}{U}: Phases out" — the Dragon itself
    # (402.6), with no end to the change (the Oracle's "This effect lasts indefinitely")
    Rewrite(r"^(\{0\}): (flying|loses flying)\.?$",
            lambda m: f"{m[1]}: ~ {'gains flying' if m[2] == 'flying' else 'loses flying'}."),
    Rewrite(r"^((?:\{[^}]+\})+): phases out\.?$", r"\1: ~ phases out."),
    # Sea Troll: "Use this ability only during a turn in which ~ blocked a blue creature or a blue
    # creature blocked ~" — the Oracle's "only if ~ blocked or was blocked by a blue creature this turn"
    Rewrite(r"^(\{u\}): regenerate\. use this ability only during a turn in which ~ blocked a blue creature or a blue "
            r"creature blocked ~\.$",
            r"\1: regenerate ~. activate this ability only if ~ blocked or was blocked by a blue creature this turn."),
    # Searing Spear Askari: "~ can't be blocked by only one creature this turn" — except by two or
    # more (the Oracle's menace for the turn)
    Rewrite(r"^((?:\{[^}]+\})+): ~ can't be blocked by only one creature this turn\.$",
            r"\1: ~ gains menace until end of turn."),
    # Hivis of the Scale, Thrull Champion, Willow Satyr: control "lost if ~ becomes untapped or you
    # lose control of ~ (or ~ leaves play, or the game ends)" — a duration (the Oracle's "for as
    # long as you control ~ (and ~ remains tapped)"; a permanent that leaves play is no longer
    # controlled, and a game that ends has no control to keep); Willow Satyr's "you may choose not
    # to untap ~ as normal" is its own ability, as Hivis prints it (302.1)
    Rewrite(r"^(\{t\}: gain control of target [a-z]+)\. if ~ becomes untapped or you lose control of ~, lose control of that "
            r"[a-z]+\.$", r"\1 for as long as you control ~ and ~ remains tapped."),
    Rewrite(r"^(\{t\}): take control of (?:a )?target ([a-z]+)\. you lose control of target \2 if ~ leaves play or you lose control "
            r"of ~\.$", r"\1: gain control of target \2 for as long as you control ~."),
    Rewrite(r"^(\{t\}: gain control of target legend)\. if ~ becomes untapped, you lose control of this legend; you may choose "
            r"not to untap ~ as normal\. you also lose control of legend if ~ leaves play, if you lose control of ~, or if "
            r"the game ends\.$",
            r"you may choose not to untap ~ during your untap step.\n\1 for as long as you control ~ and ~ remains tapped."),
    # Gemstone Mine: "If there are no mining counters on ~, bury it" — the card's own (glossary
    # "Bury": its controller sacrifices it)
    _obsolete(Rewrite(r"(\. if there are no [a-z]+ counters on ~, )bury it\.$", r"\1sacrifice it."), _BURY_SELF),
    # Freyalise Supplicant: "damage equal to half the creature's power" — the sacrificed one's
    Rewrite(r"(?<=: )(~ deals) (?:an amount of )?damage equal to half the creature's power, rounded down, to (target creature or "
            r"player)\.$", r"\1 damage to \2 equal to half the sacrificed creature's power, rounded down."),
    # Altar of Dementia: "Sacrifice a creature: … a number of cards equal to that creature's power"
    # — "that creature" is the one its cost sacrificed, the only creature it names (added, oact2)
    Rewrite(r"^(sacrifice a creature: target player puts a number of cards equal to) that creature's power (?=from the top)",
            r"\1 the sacrificed creature's power "),
    # Carrion Beetles: "Remove up to three target cards in one graveyard from the game" — from a
    # single graveyard
    Rewrite(r"\bremove (up to \w+ target cards) in one graveyard from the game\.", r"exile \1 from a single graveyard."),
    # Sunstone: "{2}: Sacrifice a snow-covered land to have all creatures deal no damage in combat
    # this turn" — 403.1's "[cost] to [effect]", the effect the Oracle's prevention of all combat
    # damage this turn (419.7)
    Rewrite(r"^((?:\{[^}]+\})+): (sacrifice an? [a-z -]+?) to have all creatures deal no damage in combat this turn\.$",
            r"\1, \2: prevent all combat damage that would be dealt this turn."),
    # Orcish Captain: "If you lose the flip, that Orc gets -0/-2" — the Orc targeted (it)
    Rewrite(r"(\. if you lose the flip, )that [a-z]+ (gets [+-]\d+/[+-]\d+ until end of turn\.)$", r"\1it \2"),
    # Coffin Puppets: "Play this ability only during your upkeep, only if ~ is in your graveyard,
    # and only if you control a swamp" — the three restrictions (403.3)
    Rewrite(r"\b(this ability only during your upkeep), (only if ~ is in your graveyard), and (only if you control an? [a-z]+)"
            r"\.$", r"\1 and \2 and \3."),
    # -- printed, fifth round A --
    # (triggers and activated abilities; docs/cards.md, "Added (printed, fifth round A)")
    # glossary "Upkeep", 413.2c: "During your upkeep, sacrifice a creature and put a +1/+1 counter on
    # ~, or remove a +1/+1 counter from ~" (Crovax the Cursed, Ravenous Vampire, Magmasaur, Lim-Dûl's
    # Paladin, Yawgmoth Demon): the controller chooses which, and the first is theirs to do or not —
    # the Oracle's "you may [first]. If you do, [rest]. If you don't, [other]"
    Rewrite(r"^(at the beginning of your upkeep, )(sacrifice an? [a-z ]+?) and (put a \+1/\+1 counter on ~), or (remove a \+1/\+1 "
            r"counter from ~|tap ~)\.$", r"\1you may \2. if you do, \3. if you don't, \4."),
    Rewrite(r"^(at the beginning of your upkeep, )remove a \+1/\+1 counter from ~, or sacrifice ~ and it deals 1 damage for each "
            r"\+1/\+1 counter on it to (each creature without flying and each player)\.$",
            r"\1you may remove a +1/+1 counter from ~. if you don't, sacrifice ~ and it deals damage equal to the number of "
            r"+1/+1 counters on it to \2."),
    _obsolete(Rewrite(r"^(at the beginning of your upkeep, )choose and discard a card from your hand, or bury ~ and (draw a card)\.$",
                      r"\1you may discard a card. if you don't, sacrifice ~ and \2."), _BURY_SELF),
    # Yawgmoth Demon: "choose one of your artifacts in play and place it in the graveyard" is a
    # sacrifice (glossary "Sacrifice": its controller puts it into its owner's graveyard; "may not
    # be regenerated" says so); "becomes tapped and deals 2 points of damage" is "tap ~ and it deals 2 damage"
    Rewrite(r"^(at the beginning of your upkeep, )choose one of your artifacts in play and place it in the graveyard, or ~ becomes "
            r"tapped and deals 2 points of damage to you\. artifact creatures destroyed this way may not be regenerated\.$",
            r"\1you may sacrifice an artifact. if you don't, tap ~ and it deals 2 damage to you."),
    # Minion of Leshrac: "sacrifice a creature or ~ deals 5 damage to you … You can't sacrifice ~ to
    # itself" — glossary "Upkeep": "… unless you sacrifice a creature other than ~"
    Rewrite(r"^(at the beginning of your upkeep, )sacrifice a creature or (~ deals \d+ damage to you)\. (if ~ deals damage to you) "
            r"in (this way, tap it)\. you can't sacrifice ~ to itself\.$",
            r"\1\2 unless you sacrifice a creature other than ~. \3 \4."),
    # Umbilicus: "that player pays 2 life or returns a permanent …" — "… unless they pay 2 life"
    Rewrite(r"^(at the beginning of each player's upkeep, )that player pays (\d+ life) or returns a permanent he or she controls "
            r"to its owner's hand\.$",
            r"\1that player returns a permanent they control to its owner's hand unless they pay \2."),
    # Fallow Wurm, Mox Diamond: "choose and discard a land card or bury ~" (glossary "Discard": the
    # discarding player chooses)
    Rewrite(r"^(when ~ comes into play, )choose and discard (a land card) or sacrifice ~\.$", r"\1sacrifice ~ unless you discard \2."),
    # Aku Djinn: "each opponent puts a +1/+1 counter on each creature he or she controls" — who puts
    # the counters changes nothing of what they do (the counters are on the same creatures)
    Rewrite(r"^(at the beginning of your upkeep, )each opponent puts (a \+1/\+1 counter) on each creature he or she controls\.$",
            r"\1put \2 on each creature your opponents control."),
    # Argothian Wurm: "any player may sacrifice a land to put ~ on top of owner's library" (403.1's
    # "[cost] to [effect]" in a trigger: the Oracle's "… If a player does, …")
    Rewrite(r"^(when ~ comes into play, )any player may sacrifice a land to (put ~ on top of its owner's library)\.$",
            r"\1any player may sacrifice a land. if a player does, \2."),
    # Asmira, Scavenging Ghoul, Khabál Ghoul: "for each creature put into the graveyard during that
    # turn", "each other creature that died during the turn and was not regenerated" — a creature
    # regenerated never went to the graveyard (401.4), and ~ is in play to count them, so not one
    # of them: the creatures that died this turn
    Rewrite(r"^(at end of turn, put an? [a-z0-9+/]+ counter on ~ for each creature put into your graveyard from play) that turn\.$",
            r"\1 this turn."),
    Rewrite(r"^(at end of turn, put an? [a-z0-9+/]+ counter on ~ for each )(?:creature put into the graveyard during that turn|"
            r"other creature that died during the turn and wasn't regenerated)\.$", r"\1creature that died this turn."),
    # Osai Vultures: "At the end of any turn in which a creature is put into the graveyard from play"
    # (410.8: an intervening if), its short name "Vultures"
    Rewrite(r"^at the end of any turn in which a creature is put into the graveyard from play, put a carrion counter on vultures\.$",
            "at end of turn, if a creature died this turn, put a carrion counter on ~."),
    # Bulwark: "1 damage … for each card in your hand greater than the number of cards in that
    # player's hand" — the difference, none if it is not more
    Rewrite(r"(~ deals) 1 damage (to target opponent) for each card in your hand greater than (the number of cards in that "
            r"player's hand)\.$", r"\1 x damage \2, where x is the number of cards in your hand minus \3."),
    # Casting of Bones: "draw three cards. Choose and discard one of those cards" (glossary
    # "Discard": the player chooses)
    Rewrite(r"\bdraw three cards\. choose and discard one of those cards\.$", "draw three cards, then discard one of them."),
    # Chaotic Goo: "add a +1/+1 counter to ~" is putting one on it; "otherwise" is a lost flip
    Rewrite(r"\bif you win the flip, add (a \+1/\+1 counter) to ~\. otherwise, remove a \+1/\+1 counter from it\.$",
            r"if you win the flip, put \1 on ~. if you lose the flip, remove a +1/+1 counter from ~."),
    # Charisma: "you control that creature as long as ~ remains in play" — a control change lasting
    # as long as ~ does (418.4)
    Rewrite(r"^(whenever enchanted creature deals damage to a creature, )you control that creature as long as (~ remains in play)\.$",
            r"\1gain control of that creature for as long as \2."),
    # Contamination: "instead of its normal type and amount" — of any other
    Rewrite(r"^whenever (a land is tapped for mana, it produces \{[a-z]\} instead of) its normal (type and amount\.)$",
            r"if \1 any other \2"),
    # Hall of Gemstone: "Until end of turn, each mana-producing land produces mana of the chosen color instead of its
    # normal color" — any land tapped for mana (a land that makes none has nothing replaced), as the Oracle's "lands
    # tapped for mana produce mana of the chosen color instead of any other color" (419.1)
    Rewrite(r"(\bthat player chooses a color\. )until end of turn, each mana-producing land produces mana of the chosen color "
            r"instead of its normal color\.$",
            r"\1until end of turn, lands tapped for mana produce mana of the chosen color instead of any other color."),
    # Quarum Trench Gnomes: "Target plains produces {1} instead of {W} until end of game. Use counters." — the
    # Oracle's replacement of that land's white mana with colorless (419.1) lasting indefinitely (418.3a); "Use
    # counters" a note to the players on keeping track, no instruction
    Rewrite(r"^(\{t\}: )target plains produces \{1\} instead of \{w\} until end of game\. use counters\.$",
            r"\1if target plains is tapped for mana, it produces colorless mana instead of white mana."),
    # Earthlink: "put into the graveyard from play" (a graveyard); "Ignore this effect if that player
    # controls no lands" — a player with no land sacrifices none (the instruction does what it can,
    # 413.2): a reminder
    Rewrite(r"^(whenever a creature is put into) the (graveyard from play, that creature's controller sacrifices a land)\. ignore "
            r"this effect if that player controls no lands\.$", r"\1 a \2."),
    # Glacial Chasm: three abilities in one paragraph; "You cannot attack" is the creatures you
    # control; "All damage dealt to you is reduced to 0" a prevention (419.7a)
    Rewrite(r"^(when ~ comes into play, sacrifice a land\.) you can't attack\. all damage dealt to you is reduced to 0\.$",
            r"\1\ncreatures you control can't attack.\nprevent all damage that would be dealt to you."),
    # Goblin Matron: "If you do, reveal that card, put it into your hand, and shuffle your library afterward"
    Rewrite(r"^(when ~ comes into play, you may search your library for an? [a-z]+ card)\. if you do, reveal that card, put it into "
            r"your hand, and shuffle your library afterward\.$",
            r"\1 and reveal it and put it into your hand. if you do, shuffle your library."),
    # Remembrance: "… you may search your library for a copy of that creature card. If you do, reveal the
    # card, put it into your hand, and shuffle your library afterward." — a copy of a card is another card
    # of that name (as Bifurcate's below): the Oracle's "a card with the same name as that creature"
    Rewrite(r"^(whenever a nontoken creature you control is put into a graveyard, you may search your library for) a "
            r"copy of that creature card\. if you do, reveal the card, put it into your hand, and shuffle your library "
            r"afterward\.$",
            r"\1 a card sharing a name with that creature and reveal it and put it into your hand. if you do, shuffle your "
            r"library."),
    # Goblin Snowman: "When blocking, ~ neither deals nor receives damage in combat" (419.7a)
    Rewrite(r"^when blocking, ~ neither deals nor receives damage in combat\.$",
            "whenever ~ blocks, prevent all combat damage that would be dealt to and dealt by it this turn."),
    # Hired Giant, Noble Benefactor, Veteran Explorer: each player's search and their shuffle
    # afterwards ("any one card" is a card)
    Rewrite(r"^(when ~ comes into play, each other player may search) his or her (library for a land card)(?:,| and) (put that "
            r"card into play), then shuffle that library\.$",
            r"\1 their \2 and \3. then each player who searched their library this way shuffles it."),
    Rewrite(r"^(when ~ is put into a graveyard from play, each player may search) his or her library for (?:any one card|a card) "
            r"and put that card into his or her hand\. each player who searches his or her library shuffles it afterwards\.$",
            r"\1 their library for a card and put that card into their hand. then each player who searched their library this "
            r"way shuffles it."),
    Rewrite(r"^(when ~ is put into a graveyard from play, each player may search) his or her (library for up to two basic land "
            r"cards) and put those lands into play\. each player shuffles his or her library afterwards\.$",
            r"\1 their \2 and put them into play. then each player who searched their library this way shuffles it."),
    # Illusions of Grandeur: two triggers in one paragraph
    Rewrite(r"^(when ~ comes into play, you gain \d+ life\.) (when ~ leaves play, you lose \d+ life\.)$", r"\1\n\2"),
    # Llanowar Sentinel, Welkin Hawk: "a ~ card" is a card named ~; "Put that card into play.
    # Shuffle …" one search
    Rewrite(r"^(when ~ comes into play, you may pay \{[^.]+\})( to search your library for )a ~ card\. put that card into play\. "
            r"then shuffle your library\.$",
            r"\1. if you do, search your library for a card named ~ and put that card into play. then shuffle your library."),
    Rewrite(r"^(when ~ is put into a graveyard from play, you may search your library for )a ~ card, reveal that card to all "
            r"players,? and put it into your hand\. then shuffle your library\.$",
            r"\1a card named ~ and reveal it and put it into your hand, then shuffle your library."),
    # Mangara's Blessing: "return ~ … at end of turn" — at the beginning of the next end step (313.1)
    Rewrite(r"^(when a spell or ability an opponent controls causes you to discard ~, you gain \d+ life) and (return ~ from your "
            r"graveyard to your hand) at end of turn\.$", r"\1. at the beginning of the next end step, \2."),
    # Metrognome: "one of your opponents controls" — an opponent
    Rewrite(r"^when a spell or ability one of your opponents controls causes you\b",
            "when a spell or ability an opponent controls causes you"),
    # Osai Vultures: "{0}: Remove two carrion counters to give Vultures +1/+1" (403.1: the counters a cost)
    Rewrite(r"^\{0\}: remove two carrion counters to give vultures (\+1/\+1 until end of turn)\.$",
            r"remove two carrion counters from ~: ~ gets \1."),
    Rewrite(r"\bcreate (\w+) 1/1 artifact gnome creature tokens?\b", r"create \1 1/1 colorless gnome artifact creature tokens"),
    # Márton Stromgald: "+*/+* …, where * is equal to the number of other attacking creatures" —
    # +1/+1 for each; "If Márton blocks" (404.1: the era's trigger condition) an ability of its own
    Rewrite(r"^whenever ~ attacks, all other attacking creatures get \+\*/\+\* until end of turn, where \* is equal to the number "
            r"of other attacking creatures\. if ~ blocks, all other blocking creatures get \+\*/\+\* until end of turn, where \* is "
            r"equal to the number of other blocking creatures\.$",
            "whenever ~ attacks, other attacking creatures get +1/+1 until end of turn for each attacking creature other than ~."
            "\nwhenever ~ blocks, other blocking creatures get +1/+1 until end of turn for each blocking creature other than ~."),
    # Nature's Wrath: "an island or a blue permanent" (its other paragraph: "a swamp or black permanent")
    Rewrite(r"^(whenever a player puts an island or) a (blue permanent into play, )he or she (sacrifices an island or blue "
            r"permanent\.)$", r"\1 \2that player \3"),
    # Purging Scythe, Drop of Honey: "the creature with the lowest toughness … you decide to which
    # creature ~ deals damage" (the least; the controller chooses among those tied); Drop of Honey's
    # "~ must be discarded if there are no creatures in play" — put into its owner's graveyard by
    # its controller (glossary "Sacrifice") whenever there are none: a state trigger (410.11)
    Rewrite(r"^(at the beginning of your upkeep, ~ deals \d+ damage to the creature with the) lowest toughness\. if two or more "
            r"creatures are tied for the lowest toughness, you decide to which creature ~ deals damage\.$",
            r"\1 least toughness. if two or more creatures are tied for least toughness, you choose one of them."),
    Rewrite(r"^(at the beginning of your upkeep, )the creature in play with the lowest power is destroyed and can't be "
            r"regenerated\. if there is a tie you choose which to destroy\. ~ must be discarded if there are no creatures in "
            r"play\.$",
            r"\1destroy the creature with the least power. it can't be regenerated. if two or more creatures are tied for least "
            r"power, you choose one of them.\nwhen there are no creatures in play, sacrifice ~."),
    # Serra Avatar: "When ~ is put into a graveyard" — from anywhere
    Rewrite(r"^when ~ is put into a graveyard, shuffle ~ into (?:its )?owner's library\.$",
            "when ~ is put into a graveyard from anywhere, shuffle it into its owner's library."),
    # Shocker: "discards his or her hand, then draws a new hand of as many cards as he or she had before"
    Rewrite(r"^(whenever ~ deals damage to a player, that player discards) his or her hand, then draws a new hand of as many "
            r"cards as he or she had before\.$", r"\1 their hand, then that player draws as many cards as they discarded this way."),
    # Sol Grail: "When ~ comes into play, choose a color" is the choice made as it comes into play
    # (410.10e, as the creature type above)
    Rewrite(r"^when ~ comes into play, choose a color\.$", "as ~ comes into play, choose a color."),
    # The Wretched: "as long as you control ~" — for as long as
    Rewrite(r"^(at end of combat, gain control of all creatures blocking ~) as long as (you control ~\.)$", r"\1 for as long as \2"),
    # Unnatural Hunger: "deals to that player damage equal to enchanted creature's power unless he
    # or she sacrifices another creature"
    Rewrite(r"^(at the beginning of the upkeep of enchanted creature's controller, ~ deals) to that player damage equal to "
            r"enchanted creature's power unless he or she sacrifices another creature\.$",
            r"\1 damage equal to that creature's power to that player unless they sacrifice another creature."),
    # Urborg Stalker: "any nonblack permanents other than lands" — a nonblack nonland permanent
    Rewrite(r"\bif that player controls any nonblack permanents other than lands, ", "if that player controls a nonblack nonland permanent, "),
    # the Veiled enchantments and Hidden Spider: "becomes a 3/3 creature … and that counts as an
    # Illusion" (402.3: its type); the upkeep cost it gains in the era's words (glossary "Upkeep");
    # "can block creatures with flying" is reach; "casts a creature with flying" a creature spell
    Rewrite(r"(~ becomes a 3/3) creature with flying and \"during your upkeep, pay (\{[^\"]+\}) or sacrifice ~\" and that "
            r"counts as an illusion\.$",
            r'\1 illusion creature with flying and "at the beginning of your upkeep, sacrifice ~ unless you pay \2.".'),
    # Veiled Sentry: "… becomes a creature with power and toughness each equal to the total casting cost of that spell
    # and that counts as an Illusion" — an Illusion creature (402.3)
    Rewrite(r"(~ becomes) a creature (with power and toughness each equal to) the converted mana cost of that spell and that "
            r"counts as an illusion\.$", r"\1 an illusion creature \2 that spell's converted mana cost."),
    Rewrite(r"(~ becomes a 4/4) creature that (can't attack unless defending player controls an island) and that counts as a "
            r"serpent\.$", r'\1 serpent creature with "~ \2.".'),
    Rewrite(r"^(when an opponent casts a creature) (with flying, if ~ is an enchantment, ~ becomes a 3/5) creature that can block "
            r"creatures with flying and that counts as a spider\.$", r"\1 spell \2 spider creature with reach."),
    # Wall of Tears: "If ~ blocks any creatures, return each of those creatures …" — one trigger
    # for each creature blocked, each returning it
    Rewrite(r"^(whenever ~ blocks a creature, return) each of those creatures (to its owner's hand at end of combat\.)$",
            r"\1 that creature \2"),
    # Wall of Dust (added, session 43, c2): "No creature blocked by ~ may attack during its controller's next turn." —
    # each creature it blocks (309.1), as the Oracle's trigger for each (410.2), the restriction lasting as stated (418.3a)
    Rewrite(r"^no creature blocked by ~ may attack during its controller's next turn\.$",
            "whenever ~ blocks a creature, that creature can't attack during its controller's next turn."),
    # Wolf Pack: "When ~ attacks and is blocked, you may have it deal its damage to the defending
    # player instead of to the creatures blocking it" — 502.? … as though it weren't blocked
    Rewrite(r"^(?:when|whenever) ~ (?:attacks and is blocked|becomes blocked), you may (?:have it deal|it deals) its damage to the "
            r"defending player instead of to the creatures blocking it\.$",
            "you may have ~ assign its combat damage as though it weren't blocked."),
    # Zhang Liao: "he or she chooses and discard a card from his or her hand" (glossary "Discard")
    Rewrite(r"^(whenever ~ deals damage to an opponent, that player) chooses and discard a card from his or her hand\.$",
            r"\1 discards a card."),
    # Land Tax: "search your library and remove up to three basic land cards and put them into your
    # hand. Reshuffle your library afterwards" — no reveal as printed
    Rewrite(r"^(at the beginning of your upkeep, if an opponent controls more) land (than you, you may search your library) and "
            r"remove (up to three basic land cards) and (put them into your hand)\. reshuffle your library afterwards\.$",
            r"\1 lands \2 for \3 and \4, then shuffle your library."),
    # Merchant Ship: three abilities in one paragraph; "unless opponent has islands in play" is the
    # defending player (the opponent it attacks, 100.1); "~ is destroyed immediately if at any time
    # you have no islands in play" a state trigger (410.11), destroying it
    Rewrite(r"^(whenever ~ attacks and isn't blocked, you gain \d+ life\.) ~ can't attack unless opponent has islands in play\. ~ "
            r"is destroyed immediately if at any time you have no islands in play\.$",
            r"\1\n~ can't attack unless defending player controls an island.\nwhen you control no islands, destroy ~."),
    # Goblin Bomb: "you may choose to flip a coin. Target opponent calls heads or tails …" (as the
    # era's flips above: the caller a target)
    Rewrite(r"^(at the beginning of your upkeep, )you may choose to flip a coin\. target opponent calls heads or tails while the "
            r"coin is in the air\. if the flip ends up in your favor, ([^.]+)\. otherwise, ([^.]+)\.$",
            r"\1choose target opponent. you may flip a coin. if you win the flip, \2. if you lose the flip, \3."),
    # Glaciers: "During your upkeep, pay {W}{U} or destroy ~. All mountains become plains." — two
    # abilities; destroyed (the Oracle sacrifices it); "become plains" are Plains (as Blood Moon's)
    Rewrite(r"^(at the beginning of your upkeep, )pay (\{[^.]+\}) or destroy ~\. all mountains become plains\.$",
            r"\1destroy ~ unless you pay \2.\nall mountains are plains."),
    # Dystopia: "if that player controls any green or white permanents" (an intervening if, 410.8;
    # the Oracle dropped it)
    Rewrite(r"^(at the beginning of each player's upkeep, if that player controls) any green or white permanents, he or she "
            r"(sacrifices a green or white permanent\.)$", r"\1 a green or white permanent, that player \2"),
    # Sylvan Basilisk: "destroy all creatures blocking it" (one trigger; the Oracle's is one for each
    # blocker) and its reminder of the rules (the destruction resolves before combat damage, 502.?:
    # a blocked creature deals no damage to the player)
    Rewrite(r"^(when ~ becomes blocked, destroy all creatures blocking it\.) \(destroy the creatures before they deal damage\. ~ "
            r"still doesn't deal damage to defending player\.\)$", r"\1"),
    # Abomination: "At the end of combat, destroy all green and white creatures blocking or blocked
    # by ~" — each green creature and each white one among them, at end of combat (the Oracle's
    # trigger is when they block or are blocked)
    Rewrite(r"^at the end of combat, destroy all green and white creatures blocking or blocked by ~\.$",
            "at end of combat, destroy all green or white creatures blocking or blocked by ~."),
    # Monkey Cage: "put into play a number of 2/2 green Ape creature tokens equal to …" (X; Apes as
    # printed, the Oracle's Monkeys)
    Rewrite(r"^(when a creature comes into play, sacrifice ~ and) put into play a number of (2/2 green ape creature tokens) equal "
            r"to (that creature's converted mana cost)\.$", r"\1 create x \2, where x is \3."),
    # Portal's "discard a land from your hand / a card at random / choose and discard a summon creature
    # … or destroy ~" (Thundering Wurm, Pillaging Horde, Mercenary Knight: glossary "Summon"; the
    # Oracle sacrifices it) — "… unless"
    Rewrite(r"^(when ~ comes into play, if ~ was played from your hand, )(?:discard a land from your hand|discard (a card at random)|"
            r"choose and discard a summon creature from your hand) or destroy ~\.$",
            lambda m: f"{m[1]}destroy ~ unless you discard {m[2] or ('a creature card' if 'summon' in m[0] else 'a land card')}."),
    # Sea Drake: Portal's "any two of your lands" (its targets, as Portal's "any one"), "from play to
    # your hand" (their owner's)
    Rewrite(r"^(when ~ comes into play, if ~ was played from your hand, )return any two of your lands from play to your hand\.$",
            r"\1return two target lands you control to their owner's hand."),
    # Talas Explorer, Wu Scout: Portal's "your opponent" (untargeted, the one opponent of a game of
    # two, 100.1)
    Rewrite(r"\blook at your opponent's hand\.$", "look at an opponent's hand."),
    # Keeper of Tresserhorn, Lim-Dûl's Paladin: "If ~ attacks and is not blocked, it deals no damage
    # to defending player this turn and that player loses 2 life" — all damage it would deal to that
    # player this turn prevented (419.7a: combat damage and any other; the Oracle's "assigns no
    # combat damage" is narrower); "If any creatures are assigned to block it" is its becoming blocked
    Rewrite(r"^(whenever ~ attacks and isn't blocked, )it deals no damage to defending player this turn and that player (loses \d+ "
            r"life\.)$", r"\1prevent all damage that would be dealt to defending player this turn by ~. defending player \2"),
    Rewrite(r"^if any creatures are assigned to block it, ~ (gets [+-]\d+/[+-]\d+ until end of turn\.)$",
            r"whenever ~ becomes blocked, it \1"),
    # Opal Avenger: "When you have 10 life or less" (10 or less life)
    Rewrite(r"^when you have (\d+) life or less, ", r"when you have \1 or less life, "),
    # -- (fifth round A: activated abilities) --
    # Adun Oakenshield, Argivian Archaeologist, Skull of Orm: "Select one creature from your
    # graveyard and place it in your hand", "Tap to bring one artifact …" — the era's "one" card
    # a target (as Reconstruction's "Bring one artifact"); "Tap to" its {T} (403.1)
    Rewrite(r"^((?:\{[^}]+\})+)(, \{t\})?: (?:(tap) to )?(?:bring|select) one (artifact|enchantment|creature)(?: card)? from your "
            r"graveyard (?:and place it in|to) your hand\.$",
            lambda m: f"{m[1]}{', {t}' if m[2] or m[3] else ''}: return target {m[4]} card from your graveyard to your hand."),
    # Grave Robbers: "Take one artifact from any graveyard and remove it from the game. Gain 2 life."
    Rewrite(r"^((?:\{[^}]+\})+, \{t\}): take one artifact from any graveyard and remove it from the game\. (?:you )?gain (\d+) life\.$",
            r"\1: exile target artifact card from a graveyard. you gain \2 life."),
    # Scarecrow: "Until end of turn, all damage done to you by flying creatures is reduced to 0" (419.7a)
    Rewrite(r"^((?:\{[^}]+\})+, \{t\}): until end of turn, all damage done to you by flying creatures is reduced to 0\.$",
            r"\1: prevent all damage that would be dealt to you this turn by creatures with flying."),
    # Vodalian Mage: "Counters a target spell if caster of target spell does not pay an additional {1}"
    Rewrite(r"^((?:\{[^}]+\})+, \{t\}): counters (?:a )?target spell if caster of target spell doesn't pay an additional "
            r"(\{[^}]+\})\.$", r"\1: counter target spell unless its controller pays \2."),
    # Mountain Titan: "For the rest of the turn, put a +1/+1 counter on ~ whenever you successfully
    # cast a black spell" (glossary "Successfully Cast")
    _obsolete(Rewrite(r"^((?:\{[^}]+\})+): for the rest of the turn, (put a \+1/\+1 counter on ~) whenever you successfully cast "
                      r"(a [a-z]+ spell)\.$", r"\1: until end of turn, whenever you cast \3, \2."), _SUCCESSFULLY_CAST),
    # Carrionette: "That creature's controller may pay {2} to counter this ability" — unless he or
    # she pays; Giant Trap Door Spider: "target creature, which doesn't have flying and is attacking
    # you, and ~" (the Oracle's order)
    Rewrite(r"^((?:\{[^}]+\})+): remove ~ and target creature from the game\. that creature's controller may pay (\{[^}]+\}) to "
            r"counter this ability\. ",
            r"\1: exile ~ and target creature unless that creature's controller pays \2. "),
    Rewrite(r"^((?:\{[^}]+\})+),\s*\{t\}: remove from the game target creature, which doesn't have flying and is attacking you, "
            r"and ~\.$", r"\1, {t}: exile ~ and target creature without flying that's attacking you."),
    # Samite Blessing: the ability it grants is 419.7c's shield (as Martyr's Cause above: the reminder
    # follows the quote)
    Rewrite(r'^enchanted creature gains "\{t\}: prevent all damage to any creature from any one source\." \(treat further damage '
            r'from that source normally\.\)$',
            'enchanted creature has "{t}: the next time a source of your choice would deal damage to target creature this turn, '
            'prevent that damage.".'),
    # Sacred Mesa: a Wild Pegasus token "that counts as a Pegasus" (402.3, as the tokens above)
    Rewrite(r"^((?:\{[^}]+\})+): put a wild pegasus token into play\. treat this token as a 1/1 white creature with flying that "
            r"counts as a pegasus\.$", r"\1: create a 1/1 white pegasus creature token with flying."),
    # Citanul Hierophants, Archery Training: the ability a creature gains from a static ability (it
    # has it); "the ~ enchanting ~" is ~ (the enchantment, in its own words)
    Rewrite(r'^each creature you control gains "\{t\}: add (\{[a-z]\})(?: to your mana pool)?\. play this ability as a mana '
            r'source\."\.?$', r'creatures you control have "{t}: add \1.".'),
    Rewrite(r'^enchanted creature gains ("\{t\}: (?:~|this creature) deals x damage to target attacking or blocking creature, where x is the number '
            r'of arrow counters on) the ~ enchanting (?:~|this creature)\."\.?$', r'enchanted creature has \1 ~."'),
    # the era's animated lands: "… still counts as a land but can't be tapped for mana the turn it
    # comes into play" — a creature that is still a land (402.3) and a restriction of the card's own
    # on it, for as long as the effect lasts (ir.CantBeTappedForManaIfNew; audit 4844: not only
    # summoning sickness — with haste, 502.5b, it still can't be tapped for mana, 103.2): Mishra's
    # Factory's "becomes an Assembly Worker, a 2/2 artifact creature" (Assembly Worker: ~ while it is
    # one), Balduvian Conjurer's "snow-covered land" (a snow land; "the target": that land), Thelonite
    # Druid's "turn all your forests into 2/3 creatures" (403.1: the sacrifice a cost; "the forests":
    # those it turned, the forests you control as it resolves, 418.3b)
    Rewrite(r"^(\{[^}]+\}): ~ becomes an assembly worker, a 2/2 artifact creature, until end of turn\. assembly worker still counts "
            r"as a land but can't be tapped for mana the turn it comes into play\.$",
            r"\1: ~ becomes a 2/2 assembly-worker artifact creature that's still a land until end of turn. ~ can't be tapped "
            r"for mana until end of turn if it came into play this turn."),
    Rewrite(r"^(\{t\}): target assembly worker gets (\+1/\+1 until end of turn\.)$", r"\1: target assembly-worker creature gets \2"),
    Rewrite(r"^(\{t\}): target snow-covered land becomes (a 2/2 creature) until end of turn\. the target still counts as land but "
            r"can't be tapped for mana if it came into play on a side this turn\.$",
            r"\1: target snow land becomes \2 that's still a land until end of turn. that land can't be tapped for mana until "
            r"end of turn if it came into play this turn."),
    Rewrite(r"^((?:\{[^}]+\})+, \{t\}): (sacrifice a creature) to turn all your forests into (2/3 creatures) until end of turn\. "
            r"the forests still count as lands but may not be tapped for mana if they were brought into play this turn\.$",
            r"\1, \2: forests you control become \3 that are still lands until end of turn. forests you control can't be "
            r"tapped for mana until end of turn if they came into play this turn."),
    # Spawning Pool: "a 1/1 black creature with "{B} Regenerate this creature"" (the ability's colon)
    Rewrite(r'\bwith "(\{[a-z]\}) regenerate (~|this creature)"', r'with "\1: regenerate \2."'),
    # Tempting Licid: "loses ability" — this ability (the Licids above)
    Rewrite(r'^((?:\{[^}]+\})+, \{t\}): ~ loses ability and becomes a creature enchantment that reads "([^"]+)" instead of a '
            r'creature\. move ~ onto target creature\. (you may pay \{[^}]+\} to end this effect\.)$', _licid),
    # Deep Water: "All mana-producing lands you control provide {U} instead of their normal mana
    # until end of turn" — a land tapped for mana
    Rewrite(r"^((?:\{[^}]+\})+): all mana-producing lands you control provide (\{[a-z]\}) instead of their normal mana until end "
            r"of turn\.$", r"\1: until end of turn, if you tap a land you control for mana, it produces \2 instead of any other type."),
    # Alchor's Tomb: "Change the color of target permanent you control to a color of your choice. Use
    # counters. Cost to cast, tap, maintain, or use a special ability of card remains unchanged" —
    # with no duration, for the game (418.3a); the rest reminds what a color change doesn't change
    Rewrite(r"^((?:\{[^}]+\})+, \{t\}): change the color of (target permanent you control) to a color of your choice\. use "
            r"counters\. cost to cast, tap, maintain, or use a special ability of card remains unchanged\.$",
            r"\1: \2 becomes the color of your choice."),
    # Shyft (added, ob2): "During your upkeep, you may change the color of Shyft to any color or combination of
    # colors." — its Oracle's "you may have ~ become the color or colors of your choice" (one colour or more,
    # chosen as it resolves, 413.2c; lasting with no duration stated)
    Rewrite(r"^(at the beginning of your upkeep, )you may change the color of ~ to any color or combination of colors\.$",
            r"\1you may have ~ become the color or colors of your choice."),
    # Wall of Shadows (added, o5): Legends's "Damage ~ receives from creatures it blocks is reduced to 0. Effects that
    # target only walls may not target ~." — the Oracle's prevention (419.7) and its "can't be the target of spells
    # that can target only Walls or of abilities that can target only Walls" (an effect: a spell's or an ability's)
    Rewrite(r"^damage ~ receives from creatures it blocks is reduced to 0\. effects that target only walls may not target ~\.$",
            "prevent all damage that would be dealt to ~ by creatures it's blocking.\n~ can't be the target of spells "
            "that can target only walls or of abilities that can target only walls."),
    # Liu Bei, Lord of Shu (added, o5): "As long as you have Guan Yu and/or Zhang Fei in play, Liu Bei gets +2/+2" —
    # the two legends by their printed short names, "you have … in play" what you control: the Oracle's "a
    # permanent named Guan Yu, Sainted Warrior or a permanent named Zhang Fei, Fierce Warrior" (202.3, 418.4a)
    Rewrite(r"^as long as you have guan yu and/or zhang fei in play, ~ gets \+2/\+2\.$",
            r"~ gets +2/+2 as long as you control a permanent named guan yu, sainted warrior or a permanent named zhang fei, "
            r"fierce warrior."),
    # Angus Mackenzie: "Creatures attack and block as normal, but none deal any damage during combat.
    # All attacking creatures are still tapped. Use this ability any time before attack damage is
    # dealt" — combat damage prevented (419.7a), before the combat damage step (as Holy Day)
    Rewrite(r"^((?:\{[^}]+\})+, \{t\}): creatures attack and block as normal, but none deal any damage during combat\. all "
            r"attacking creatures are still tapped\. use this ability any time before attack damage is dealt\.$",
            r"\1: prevent all combat damage that would be dealt this turn. activate this ability only before the combat damage "
            r"step."),
    # Banshee: "does X damage—half (rounded up) to you and half (rounded down) to any one target"
    Rewrite(r"^(\{x\}, \{t\}): ~ deals x damage-half \(rounded up\) to you and half \(rounded down\) to any one target\.$",
            r"\1: ~ deals half x rounded down damage to target creature or player and half x rounded up damage to you."),
    # Basalt Monolith: three abilities in one paragraph ("you may spend {3} at any other time to
    # untap" an ability of its own, 403.1; "played as an interrupt" a mana ability, 406.1)
    Rewrite(r"^(\{t\}): add 3 colorless mana to your mana pool\. does(?:n't| not) untap (?:as normal )?during (?:the )?untap (?:step|phase); you may spend (\{3\}) at any "
            r"other time to untap\. drawing mana from (?:~|this artifact) is played as an interrupt\.$",
            r"\1: add {3}.\n~ doesn't untap during its controller's untap step.\n\2: untap ~."),
    # Abandon Hope: "choose X of those cards. That player discards the chosen cards"
    Rewrite(r"\b(look at target opponent's hand and choose x) of those cards\. that player discards the chosen cards\.$",
            r"\1 cards from it. that player discards those cards."),
    # Rakalite: "Prevent 1 damage to any target" (read above); "If ~ is used, it returns to its
    # owner's hand at end of turn; all enchantments on ~ are then discarded" — at the beginning of
    # the next end step (313.1; the Auras go to the graveyard by 420.5d: a reminder)
    Rewrite(r"^(\{[^}]+\}): prevent (?:the next )?1 damage (?:that would be dealt )?to any target(?: this turn)?\. if ~ is used, it "
            r"returns to its owner's hand at end of turn; all enchantments on ~ are then discarded\.$",
            r"\1: prevent the next 1 damage that would be dealt to target creature or player this turn. at the beginning of the "
            r"next end step, return ~ to its owner's hand."),
    # Kry Shield: "deals no damage this turn, but gains +0/+X … where X is the casting cost of target
    # creature" (419.7a; its converted mana cost)
    Rewrite(r"^((?:\{[^}]+\})+, \{t\}): (target creature you control) deals no damage this turn, but gains (\+0/\+x until end of "
            r"turn), where x is the (?:casting|mana) cost of target creature\.$",
            r"\1: prevent all damage that would be dealt this turn by \2. that creature gets \3, where x is its converted mana cost."),
    # Iron-Heart Chimera: "attacking any turn doesn't cause that Chimera to tap" — vigilance, with
    # no duration (418.3a)
    Rewrite(r"^(sacrifice ~): put a \+2/\+2 counter on target chimera and attacking any turn doesn't cause that chimera to tap\.$",
            r"\1: put a +2/+2 counter on target chimera creature. it gains vigilance."),
    # Dragon Whelp: "If you spend more than {R}{R}{R} in this way during one turn, destroy ~ at end of
    # turn" — four activations; destroyed (the Oracle sacrifices it) at the beginning of the next
    # end step (313.1)
    Rewrite(r"^(\{r\}: ~ gets \+1/\+0 until end of turn\.) if you spend more than \{r\}\{r\}\{r\} in this way during one turn, "
            r"destroy ~ at end of turn\.$",
            r"\1 if this ability has been activated four or more times this turn, at the beginning of the next end step, destroy ~."),
    # Conch Horn: "Sacrifice ~. Draw two cards, then put any one card from your hand back on top"
    Rewrite(r"\bthen put any one card from your hand back on top of your library\.$",
            "then put a card from your hand on top of your library."),
    # Ophidian, Goblin Vandal, Orcish Squatters as printed: an activated ability (the Oracle's is a
    # trigger as it becomes unblocked), its two restrictions (403.3: an unblocked creature is an
    # attacking one, 309.3); "deals no combat damage this turn" the Oracle's "assigns no combat
    # damage this turn" (the last rewrite of PRINTED_THIRTEENTH: no prevention, 419.1); "as long as
    # you control ~" for as long as
    Rewrite(r"\. use this ability only if ~ is attacking and unblocked and only once each turn\.$",
            ". activate this ability only if ~ is unblocked and only once each turn."),
    Rewrite(r"^(\{0\}: gain control of target land defending player controls) as long as (you control ~\.)", r"\1 for as long as \2"),
    # Hyperion Blacksmith: "Target artifact controlled by opponent becomes tapped or untapped" — one
    # or the other (the Oracle's "you may" lets its controller do neither)
    Rewrite(r"^(\{t\}): target artifact controlled by (?:an )?opponent becomes tapped or untapped\.$",
            r"\1: tap or untap target artifact an opponent controls."),
    # Griffin Canyon: "that Griffin gets +1/+1" (the Oracle adds "if it's a creature"; a Griffin of
    # the era is one)
    Rewrite(r"^(\{t\}: untap target griffin\.) that griffin (gets \+1/\+1 until end of turn\.)$", r"\1 it \2"),
    # Orc General: "Sacrifice one Orc or Goblin to give all Orcs +1/+1" (403.1: the sacrifice a
    # cost; itself among them, the Oracle's "another" and "other" later errata)
    Rewrite(r"^(\{t\}): sacrifice one orc or goblin to give all orcs (\+1/\+1 until end of turn)\.$",
            r"\1, sacrifice an orc or goblin: orc creatures get \2."),
    # Chimeric Staff: "~ is an artifact creature with power and toughness each equal to X until end of
    # turn" (an X/X; no creature type as printed, the Oracle's Construct)
    Rewrite(r"^(\{x\}): ~ is an artifact creature with power and toughness each equal to x until end of turn\.$",
            r"\1: ~ becomes an x/x artifact creature until end of turn."),
    # Walking Wall: "can attack this turn" (the Wall rule lifted, 308.1: it counts as a Wall); "~
    # cannot attack the turn it comes under your control" a reminder of summoning sickness (it is a
    # creature); "only once a turn"
    Rewrite(r"^(\{3\}: ~ gets \+3/-1 until end of turn) and can attack this turn\. ~ can't attack the turn it comes under your "
            r"control\. use this ability only once a turn\.$",
            r"\1 and ~ can attack this turn as though it wasn't a wall. activate this ability only once each turn."),
    # Rubinia Soulsinger: as Hivis of the Scale above ("Rubinia does not tap or untap this creature": the
    # control change doesn't tap it)
    Rewrite(r"^(\{t\}: gain control of target creature)\. ~ doesn't tap or untap this creature\. if ~ becomes untapped you lose "
            r"control of this creature; you may choose not to untap ~ (?:as normal )?during your untap step\. you also lose "
            r"control of target creature if either ~ leaves play or you lose control of ~\.$",
            r"you may choose not to untap ~ during your untap step.\n\1 for as long as you control ~ and ~ remains tapped."),
    # Balm of Restoration: "Sacrifice ~ to gain 2 life or prevent up to 2 damage to any player or
    # creature" — the cost (403.1) and two modes (glossary "Modal")
    Rewrite(r"^(\{1\}, \{t\}): sacrifice ~ to gain (\d+) life or prevent up to (\d+) damage to any player or creature\.$",
            r"\1, sacrifice ~: choose one - you gain \2 life; or prevent the next \3 damage to target creature or player this turn."),
    # Hazduhr the Abbot: "Redirect to ~ X damage dealt to any white creature you control" (glossary
    # "Redirect (Obsolete)", as the en-Kor above: the era's "any" a target)
    _obsolete(Rewrite(r"^((?:\{[^}]+\})+(?:, \{t\})?): redirect to ~ (\d+|x) damage dealt to (?:any|target) (white creature you "
                      r"control)\.$", r"\1: the next \2 damage that would be dealt this turn to target \3 is dealt to ~ instead."),
              _REDIRECT_TO_SELF),
    # Giant Caterpillar: "Put a 1/1 green Butterfly creature token with flying into play at end of
    # turn" (a delayed trigger at the beginning of the next end step, 313.1)
    Rewrite(r"^((?:\{[^}]+\})+, sacrifice ~): put (a 1/1 green butterfly creature token with flying) into play at end of turn\.$",
            r"\1: at the beginning of the next end step, create \2."),
    # Hornet Cannon: a Hornet token "that is unaffected by summoning sickness" (the token's own, as a
    # creature printed with it: haste, glossary "Summoning Sickness (Obsolete)"); "At end of turn,
    # destroy the token" (the token created, at the beginning of the next end step)
    Rewrite(r"^(\{3\}, \{t\}): create (a 1/1 colorless hornet artifact creature token with flying) that is unaffected by "
            r"summoning sickness\. at end of turn, destroy the token\.$",
            r"\1: create \2 and haste. destroy it at the beginning of the next end step."),
    # Carrion: "Put into play a number of Maggot tokens equal to the sacrificed creature's power. Treat
    # these tokens as 0/1 black creatures."
    Rewrite(r"^(sacrifice a creature): put into play a number of maggot tokens equal to (the sacrificed creature's power)\. treat "
            r"these tokens as 0/1 black creatures\.$", r"\1: create x 0/1 black maggot creature tokens, where x is \2."),
    # Dwarven Weaponsmith: "During your upkeep, add a permanent +1/+1 counter to any creature. Each
    # time you use this ability, you must sacrifice one of your artifacts in play" — a cost (403.1)
    # and the restriction (403.3)
    Rewrite(r"^(\{t\}): during your upkeep, add a permanent \+1/\+1 counter to any creature\. each time you use this ability, you "
            r"must sacrifice one of your artifacts in play\.$",
            r"\1, sacrifice an artifact: put a +1/+1 counter on target creature. activate this ability only during your upkeep."),
    # Corrupt Court Official as printed names itself "Corrupt Official"; Portal Three Kingdoms'
    # "your opponent" (read above: untargeted)
    Rewrite(r"^when corrupt official comes into play, ", "when ~ comes into play, "),
)


#: Portal's effects of a "you may tap ~ to …" ability, as the Oracle words them (its "any one
#: creature" already read as "target creature" above; an effect already in the Oracle's words,
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


def _portal_effect(text: str) -> str:
    """Portal's effect ``text`` in the Oracle's words (left as it is otherwise: the grammar reads
    it, or refuses it loudly)."""
    for pattern, oracle in _PORTAL_EFFECTS:
        if pattern.match(text):
            return pattern.sub(oracle, text)
    return text


def _activations_limit(m: re.Match[str]) -> str:
    """The Drakes' "you can't spend more than {R}{R} in this way each turn" as the number of
    activations it allows; left as printed (to fail) when the limit isn't a whole number of costs."""
    cost, limit = re.findall(r"\{[^}]+\}", m[1]), re.findall(r"\{[^}]+\}", m[3])
    times, rest = divmod(len(limit), len(cost))
    if rest or limit != cost * times or not 1 <= times <= 3:
        return m[0]
    words = {1: "only once each turn", 2: "no more than twice each turn", 3: "no more than three times each turn"}
    return f"{m[1]}: {m[2]}. activate this ability {words[times]}."


def _a(noun: str) -> str:
    """``noun`` with its indefinite article."""
    return with_article(noun)


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



# -- printed, fifth round B --
# (statics, spells, keywords; docs/cards.md, "Added (printed, fifth round B)") — kept apart from
# the table above and applied after it, so the text it sees has that table's rewrites done.
PRINTED_FIFTH_B = _from_file("printed-fifth-b")  # (judge/cards/normalise/printed-fifth-b.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_FIFTH_B


# -- printed, sixth round --
# (single cards' templates; docs/cards.md, "Added (printed, sixth round)") — applied after the
# tables above, so the text it sees has their rewrites done.
PRINTED_SIXTH = _from_file("printed-sixth")  # (judge/cards/normalise/printed-sixth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_SIXTH


# -- printed, seventh round --
# (single cards' templates; docs/cards.md, "Added (printed, seventh round)") — applied after the
# tables above, so the text it sees has their rewrites done.
PRINTED_SEVENTH = _from_file("printed-seventh")  # (judge/cards/normalise/printed-seventh.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_SEVENTH


# -- printed, eighth round --
# (single cards' templates; docs/cards.md, "Added (printed, eighth round)") — applied after the
# tables above, so the text it sees has their rewrites done.
PRINTED_EIGHTH = _from_file("printed-eighth")  # (judge/cards/normalise/printed-eighth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_EIGHTH


# -- printed, ninth round --
# (single cards' and small families' templates; docs/cards.md, "Added (printed, ninth round)") —
# applied after the tables above, so the text it sees has their rewrites done.
PRINTED_NINTH = _from_file("printed-ninth")  # (judge/cards/normalise/printed-ninth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_NINTH


# -- printed, tenth round --
# (small families' templates; docs/cards.md, "Added (printed, tenth round)") — applied after the
# tables above, so the text it sees has their rewrites done.
PRINTED_TENTH = _from_file("printed-tenth")  # (judge/cards/normalise/printed-tenth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TENTH

#: (Oracle activated abilities, round eight) Vigilant Martyr: "… target spell that targets an
#: enchantment in play" — "in play" says where the enchantment is, not the spell (on the stack)
PRINTED_ORACLE_EIGHT = _from_file("printed-oracle-eight")  # (judge/cards/normalise/printed-oracle-eight.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_ORACLE_EIGHT


#: Printed templates, eleventh round (cards A–L): single cards' printed sentences onto the Oracle's
#: words where the era's rules make them one ability (each the same IR as its Oracle,
#: ``tests/cards/test_era_pool.py``, unless listed in its ORACLE_CHANGES).
PRINTED_ELEVENTH_A = _from_file("printed-eleventh-a")  # (judge/cards/normalise/printed-eleventh-a.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_ELEVENTH_A


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


# -- printed, twelfth round (names M to Z) --
# (docs/cards.md, "Added (printed, twelfth round)") — applied after the tables above.
PRINTED_TWELFTH = _from_file("printed-twelfth")  # (judge/cards/normalise/printed-twelfth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWELFTH


#: (Oracle statics and spells, round nine, A–L) Foresight: "Search your library for any three cards
#: and remove them from the game" — "any three cards" is three cards of any kind (a search for a
#: number of cards finds that many if it can, glossary "Search"), the Oracle's "three cards";
#: Gamble: "…, put that card into your hand, then discard a card at random. Shuffle your library
#: afterward." — the same instructions in the same order as the Oracle's
PRINTED_ORACLE_NINE_A = _from_file("printed-oracle-nine-a")  # (judge/cards/normalise/printed-oracle-nine-a.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_ORACLE_NINE_A


# -- printed, thirteenth round --
# (docs/cards.md, "Added (printed, thirteenth round)") — applied after the tables above.
PRINTED_THIRTEENTH = _from_file("printed-thirteenth")  # (judge/cards/normalise/printed-thirteenth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_THIRTEENTH


# -- printed, fourteenth round --
# (docs/cards.md, "Added (printed, fourteenth round)") — applied after the tables above.
PRINTED_FOURTEENTH = _from_file("printed-fourteenth")  # (judge/cards/normalise/printed-fourteenth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_FOURTEENTH


# -- Oracle statics and spells, round ten, A–L --
# (docs/cards.md, "Added (Oracle statics and spells, round ten, A–L)") — applied after the tables above.
PRINTED_ORACLE_TEN_A = _from_file("printed-oracle-ten-a")  # (judge/cards/normalise/printed-oracle-ten-a.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_ORACLE_TEN_A


# -- printed, fifteenth round --
# (docs/cards.md, "Added (printed, fifteenth round)") — applied after the tables above.
PRINTED_FIFTEENTH = _from_file("printed-fifteenth")  # (judge/cards/normalise/printed-fifteenth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_FIFTEENTH
# -- Oracle statics and spells, round eleven, A–L --
# (docs/cards.md, "Added (Oracle statics and spells, round eleven, A–L)") — applied after the tables
# above, so the text it sees has their rewrites done.
PRINTED_ORACLE_ELEVEN_A = _from_file("printed-oracle-eleven-a")  # (judge/cards/normalise/printed-oracle-eleven-a.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_ORACLE_ELEVEN_A
# -- Oracle statics and spells, round eleven, M–Z --
# (docs/cards.md, "Added (Oracle statics and spells, round eleven, M–Z)") — applied after the tables above.
PRINTED_ORACLE_ELEVEN_M = _from_file("printed-oracle-eleven-m")  # (judge/cards/normalise/printed-oracle-eleven-m.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_ORACLE_ELEVEN_M
# -- printed, sixteenth round --
# (docs/cards.md, "Added (printed, sixteenth round)") — applied after the tables above.
PRINTED_SIXTEENTH = _from_file("printed-sixteenth")  # (judge/cards/normalise/printed-sixteenth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_SIXTEENTH
# -- Oracle statics and spells, round thirteen, A–L --
# (docs/cards.md, "Added (Oracle statics and spells, round thirteen, A–L)") — applied after the tables
# above, so the text it sees has their rewrites done.
PRINTED_ORACLE_THIRTEEN_A = _from_file("printed-oracle-thirteen-a")  # (judge/cards/normalise/printed-oracle-thirteen-a.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_ORACLE_THIRTEEN_A
# -- Oracle statics and spells, round thirteen, M–Z --
# (docs/cards.md, "Added (Oracle statics and spells, round thirteen, M–Z)") — applied after the tables above.
PRINTED_ORACLE_THIRTEEN_M = _from_file("printed-oracle-thirteen-m")  # (judge/cards/normalise/printed-oracle-thirteen-m.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_ORACLE_THIRTEEN_M
# -- printed, seventeenth round --
# (docs/cards.md, "Added (printed, seventeenth round)") — applied after the tables above.
PRINTED_SEVENTEENTH = _from_file("printed-seventeenth")  # (judge/cards/normalise/printed-seventeenth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_SEVENTEENTH
# -- printed, eighteenth round --
# (docs/cards.md, "Added (printed, eighteenth round)") — applied after the tables above.
PRINTED_EIGHTEENTH = _from_file("printed-eighteenth", COST=_COST)  # (judge/cards/normalise/printed-eighteenth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_EIGHTEENTH
# (printed, eighteenth round, continued)
PRINTED_EIGHTEENTH_B = _from_file("printed-eighteenth-b")  # (judge/cards/normalise/printed-eighteenth-b.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_EIGHTEENTH_B
# (printed, eighteenth round, continued)
PRINTED_EIGHTEENTH_C = _from_file("printed-eighteenth-c")  # (judge/cards/normalise/printed-eighteenth-c.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_EIGHTEENTH_C
# -- printed, nineteenth round --
# (docs/cards.md, "Added (printed, nineteenth round)") — applied after the tables above.
PRINTED_NINETEENTH = _from_file("printed-nineteenth")  # (judge/cards/normalise/printed-nineteenth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_NINETEENTH
# -- printed, twentieth round --
# (docs/cards.md, "Added (printed, twentieth round)") — applied after the tables above.
PRINTED_TWENTIETH = _from_file("printed-twentieth")  # (judge/cards/normalise/printed-twentieth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTIETH
# -- printed, Oracle activated round sixteen --
# (docs/cards.md, "Added (Oracle activated abilities, round sixteen)") — applied after the tables above.
PRINTED_ACTIVATED_SIXTEEN = _from_file("printed-activated-sixteen")  # (judge/cards/normalise/printed-activated-sixteen.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_ACTIVATED_SIXTEEN
# -- printed, twenty-first round --
# (docs/cards.md, "Added (printed, twenty-first round)") — applied after the tables above.
PRINTED_TWENTY_FIRST = _from_file("printed-twenty-first")  # (judge/cards/normalise/printed-twenty-first.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_FIRST
# (printed, twenty-first round, continued)
PRINTED_TWENTY_FIRST_B = _from_file("printed-twenty-first-b")  # (judge/cards/normalise/printed-twenty-first-b.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_FIRST_B
# -- printed, twenty-second round --
# (docs/cards.md, "Added (printed, twenty-second round)") — applied after the tables above.
PRINTED_TWENTY_SECOND = _from_file("printed-twenty-second")  # (judge/cards/normalise/printed-twenty-second.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_SECOND
# -- printed, twenty-third round --
# (docs/cards.md, "Added (printed, twenty-third round)") — applied after the tables above.
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
_OATH_EFFECTS = {
    "reveal cards from his or her library until he or she reveals a creature card. the player puts that creature into "
    "play and all other revealed cards into his or her graveyard.":
        "reveal cards from the top of their library until they reveal a creature card. if the first player does, that "
        "player puts that card onto the battlefield and all other cards revealed this way into their graveyard.",
    "search his or her library for a basic land card and put that land into play. the player shuffles his or her "
    "library afterwards.": "search their library for a basic land card, put that card onto the battlefield, then "
                           "shuffle their library.",
}


def _oath(m: "re.Match[str]") -> str:
    """An Oath as printed, "During each player's upkeep, if [that player compared with target
    opponent], [that player] may …", in the Oracle's words (see PRINTED_TWENTY_THIRD)."""
    effect = _OATH_EFFECTS.get(m[2]) or re.sub(r"\bthat opponent\.$", "the second player.", m[2]).replace("his or her", "their")
    return f"at the beginning of each player's upkeep, that player chooses target player {_OATH_COMPARED[m[1]]} and is their opponent. the first player may {effect}"


PRINTED_TWENTY_THIRD: tuple[Rewrite, ...] = (
    # Oath of Mages, Oath of Scholars, Oath of Ghouls: "During each player's upkeep, if that player has less
    # life than target opponent, he or she may …". The player the ability says "may" of controls it
    # (410.2) and makes its choices (410.4), so "target opponent" is the upkeep player's opponent (glossary
    # "Opponent": of the player controlling the ability), and the intervening "if" (410.8) compares the two
    # as the target's condition does —
    # checked as it triggers and again as it resolves, which "mirrors the check for legal targets" (410.8):
    # the Oracle's "that player chooses target player who has more life than they do and is their
    # opponent. The first player may …"
    Rewrite(r"^at the beginning of each player's upkeep, if (that player has less life than target opponent|that player has "
            r"fewer cards in hand than target opponent|there are more creature cards in that player's graveyard than in "
            r"target opponent's graveyard), (?:that player|the player|he or she) may ((?:have ~ deal \d+ damage to that "
            r"opponent|discard his or her hand and draw three cards|return a creature card from his or her graveyard to his "
            r"or her hand)\.)$", _oath),
    # Oath of Druids, Oath of Lieges (added, printed round twenty-six): the same template, "if that player
    # controls fewer creatures / lands than target opponent", their effects in the Oracle's words (_OATH_EFFECTS)
    Rewrite(r"^at the beginning of each player's upkeep, if (that player controls fewer (?:creatures|lands) than target "
            r"opponent), (?:that player|the player|he or she) may (" + "|".join(map(re.escape, _OATH_EFFECTS)) + r")$", _oath),
    # Elephant Graveyard (Arabian Nights): "Tap to add 1 colorless mana to your mana pool or regenerate an
    # Elephant or Mammoth." — two activated abilities, each with the cost {T} (403.1; as Library of
    # Alexandria's "Tap to add … or draw a card" above), the creature regenerated chosen as the ability is
    # played (409.1c: the era's "an Elephant", as "Tap to destroy a Wall" above). A Mammoth (War Mammoth,
    # Woolly Mammoths as printed) is one too: the Oracle's "target Elephant" is errata (ORACLE_CHANGES)
    Rewrite(r"^tap to add 1 colorless mana to your mana pool or regenerate an elephant or mammoth\.$",
            "{t}: add {1}.\n{t}: regenerate target elephant or mammoth."),
    # Phyrexian Gremlins (Antiquities), "Gremlins" its own name (402.6, as Hypnotic Specter's "Specter"): "Tap
    # Gremlins to tap an artifact. As long as Gremlins remain tapped and in play, that artifact does not untap
    # as normal during its controller's untap phase. You may choose not to untap Gremlins during your untap
    # phase." — "Tap ~ to [effect]" the ability costing {T} (403.1), the artifact chosen as it is played
    # (409.1c, as "Tap to destroy a Wall" above), "as long as ~ remains tapped" ending as it untaps or leaves
    # play (a permanent that left play remains nothing; 418.3d); the choice not to untap is 302.1's option the
    # card gives: the Oracle's two abilities, in its order
    Rewrite(r"^tap gremlins to tap an artifact\. as long as gremlins remain tapped and in play, that artifact doesn't untap "
            r"(?:as normal )?during its controller's untap step\. you may choose not to untap gremlins during your untap step\.$",
            "you may choose not to untap ~ during your untap step.\n{t}: tap target artifact. it doesn't untap during its "
            "controller's untap step for as long as ~ remains tapped."),
    # Grizzled Wolverine (Ice Age): "{R}: +2/+0 until end of turn. Use this ability only when a creature is
    # assigned to block ~ and only once each turn." — a creature is assigned to block as blockers are declared
    # (glossary "Block", 309.1): the window is the declare blockers step, and a creature then assigned to
    # block ~ is one blocking it — the Oracle's "only during the declare blockers step, only if at least one
    # creature is blocking ~, and only once each turn" (403.3)
    Rewrite(r"\. use this ability only when a creature is assigned to block ~ and only once each turn\.$",
            ". play this ability only during the declare blockers step, only if at least one creature is blocking ~, and "
            "only once each turn."),
    # Aladdin (Arabian Nights): "{1}{R}{R}: and tap to take control of an artifact from opponent. Artifact is
    # returned when Aladdin is removed from play or when game ends." — the cost {1}{R}{R} and {T} (403.1), the
    # artifact an opponent controls chosen as it is played (409.1c, as "Tap to destroy a Wall" above), control
    # taken for as long as Aladdin remains in play (418.3a; the game's end ends every effect). Read as printed:
    # the Oracle's "target artifact for as long as you control Aladdin" is errata (ORACLE_CHANGES)
    Rewrite(r"^(\{1\}\{r\}\{r\}): and tap to take control of an artifact from opponent\. artifact is returned when ~ is "
            r"removed from play or when game ends\.$",
            r"\1, {t}: gain control of target artifact an opponent controls for as long as ~ remains in play."),
    # Cloak of Confusion (Fifth Edition): "{0}: Defending player discards a card at random. Enchanted creature
    # deals no combat damage this turn. Use this ability only if enchanted creature is attacking and unblocked
    # and only once each turn." — as Ophidian's as printed (PRINTED_THIRTEENTH): an activated ability that may
    # be played in the combat damage step with the creature's combat damage on the stack (310.2), so "deals
    # no combat damage this turn" is a prevention of all the combat damage it would deal this turn (419.1,
    # 419.7a), the restrictions checked as it is played (403.3; an unblocked creature is an attacking one,
    # 309.3). Read as printed: the Oracle's trigger "assign no combat damage" is errata (ORACLE_CHANGES)
    Rewrite(r"^(\{0\}: defending player discards a card at random\.) enchanted creature assigns no combat damage this turn\. "
            r"use this ability only if enchanted creature is attacking and unblocked and only once each turn\.$",
            r"\1 prevent all combat damage that would be dealt by enchanted creature this turn. activate this ability only "
            r"if enchanted creature is unblocked and only once each turn."),
    # Norritt (Ice Age): "{T}: Force target non-wall creature to attack. If creature cannot attack, destroy it at
    # end of turn. Use this ability only during target creature's controller's turn, before the attack. Cannot
    # target creatures brought under their controller's control this turn." — a creature the active player
    # controls and has controlled since the turn began (308.1's control test), chosen before attackers are
    # declared (308.1), made to attack if able (500.2): one it doesn't attack with is one that couldn't, and it
    # is destroyed as the end of turn step begins (313.1, a delayed ability 406.2a) — the Oracle's "Choose target
    # non-Wall creature the active player has controlled continuously since the beginning of the turn. That
    # creature attacks this turn if able. Destroy it at end of turn if it didn't attack this turn. Play this
    # ability only before attackers are declared." (Nettling Imp's "May not be used on creatures summoned this
    # turn" is not the same test: a creature gained this turn was not summoned; left refused)
    Rewrite(r"^(\{t\}): force target non-wall creature to attack\. if creature can't attack, destroy it at end of turn\. use "
            r"this ability only during target creature's controller's turn, before the attack\. can't target creatures "
            r"brought under their controller's control this turn\.$",
            r"\1: choose target non-wall creature the active player has controlled continuously since the beginning of the "
            r"turn. that creature attacks this turn if able. destroy it at the beginning of the next end step if it didn't "
            r"attack this turn. activate this ability only before attackers are declared."),
)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_THIRD
# -- printed, twenty-fourth round --
# (docs/cards.md, "Added (printed, twenty-fourth round)") — applied after the tables above.
PRINTED_TWENTY_FOURTH = _from_file("printed-twenty-fourth")  # (judge/cards/normalise/printed-twenty-fourth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_FOURTH
# -- printed, twenty-fifth round (triggers) --
# (Oracle triggers round twenty-one: the printed wordings of its cards, read as their Oracle's)
PRINTED_TWENTY_FIFTH_TRIGGERS = _from_file("printed-twenty-fifth-triggers")  # (judge/cards/normalise/printed-twenty-fifth-triggers.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_FIFTH_TRIGGERS
# -- printed, twenty-sixth round (M-Z) --
# (docs/cards.md, "Added (printed, twenty-sixth round)")
PRINTED_TWENTY_SIXTH_MZ = _from_file("printed-twenty-sixth-mz")  # (judge/cards/normalise/printed-twenty-sixth-mz.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_SIXTH_MZ
# -- printed, twenty-fifth round --
# (docs/cards.md, "Added (printed, twenty-fifth round)") — applied after the tables above.
PRINTED_TWENTY_FIFTH = _from_file("printed-twenty-fifth")  # (judge/cards/normalise/printed-twenty-fifth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_FIFTH
# -- printed, twenty-sixth round (cards read as Oracle, refused as printed: A to L) --
# (docs/cards.md, "Added (printed, twenty-sixth round)") — applied after the tables above.
PRINTED_TWENTY_SIXTH = _from_file("printed-twenty-sixth")  # (judge/cards/normalise/printed-twenty-sixth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_SIXTH
# -- printed, round twenty-seven (thirty-seventh session): Erhnam Djinn --
PRINTED_TWENTY_SEVENTH = _from_file("printed-twenty-seventh")  # (judge/cards/normalise/printed-twenty-seventh.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_SEVENTH
# -- printed, round twenty-eight (thirty-seventh session): Jungle Patrol --
PRINTED_TWENTY_EIGHTH = _from_file("printed-twenty-eighth")  # (judge/cards/normalise/printed-twenty-eighth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_EIGHTH
# -- printed, round thirty-eight L to Z (thirty-eighth session) --
PRINTED_R38_LZ = _from_file("printed-r38-lz")  # (judge/cards/normalise/printed-r38-lz.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_R38_LZ
# -- printed, round twenty-nine (thirty-eighth session, A to K) --
PRINTED_TWENTY_NINTH = _from_file("printed-twenty-ninth")  # (judge/cards/normalise/printed-twenty-ninth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_TWENTY_NINTH
# -- printed, round thirty (thirty-eighth session, o7) --
PRINTED_THIRTIETH = _from_file("printed-thirtieth")  # (judge/cards/normalise/printed-thirtieth.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_THIRTIETH
# -- printed, round thirty-one (thirty-ninth session, p1) --
PRINTED_THIRTY_FIRST = _from_file("printed-thirty-first")  # (judge/cards/normalise/printed-thirty-first.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_THIRTY_FIRST


PRINTED_THIRTY_SECOND = _from_file("printed-thirty-second")  # (judge/cards/normalise/printed-thirty-second.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_THIRTY_SECOND

PRINTED_R41_C1 = _from_file("printed-r41-c1")  # (judge/cards/normalise/printed-r41-c1.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_R41_C1

PRINTED_THIRTY_THIRD = _from_file("printed-thirty-third")  # (judge/cards/normalise/printed-thirty-third.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_THIRTY_THIRD
PRINTED_R41_C7 = _from_file("printed-r41-c7")  # (judge/cards/normalise/printed-r41-c7.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_R41_C7
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
PRINTED_R42_C4 = _from_file("printed-r42-c4", SHAPESHIFTER_PRINTED_ABILITIES=SHAPESHIFTER_PRINTED_ABILITIES)  # (judge/cards/normalise/printed-r42-c4.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_R42_C4
PRINTED_R44_C1 = _from_file("printed-r44-c1")  # (judge/cards/normalise/printed-r44-c1.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_R44_C1
PRINTED_R44_C5 = _from_file("printed-r44-c5")  # (judge/cards/normalise/printed-r44-c5.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_R44_C5
PRINTED_R45_D2 = _from_file("printed-r45-d2")  # (judge/cards/normalise/printed-r45-d2.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_R45_D2


PRINTED_R45_D1 = _from_file("printed-r45-d1")  # (judge/cards/normalise/printed-r45-d1.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_R45_D1


PRINTED_R46_C1 = _from_file("printed-r46-c1")  # (judge/cards/normalise/printed-r46-c1.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_R46_C1


PRINTED_R47_H2 = _from_file("printed-r47-h2")  # (judge/cards/normalise/printed-r47-h2.rewrites)
PRINTED_WORDINGS = PRINTED_WORDINGS + PRINTED_R47_H2
