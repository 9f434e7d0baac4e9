"""Plain-text descriptions of card IR, for ``judge card`` and error messages (no rich here).

The wording is a compact, deterministic paraphrase of the IR, not the card's Oracle text:
``Activated ({T}): deal 1 damage to target #1 [creature or player]``.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import re
import typing
from enum import Enum
from typing import Any, Iterator, Optional

from judge.cards import ir
from judge.cards.english import (SOURCE, STEP_WORDS, WINDOW_WORDS, kinds_listed, possessive, quoted, serial_and, serial_or,
                                 signed_pt, with_article)
from judge.cards.ir import EntryChoice, ReplacedEvent, TriggerEvent, TriggerWhose
from judge.dsl.ast import Step
from judge.zones import Zone


#: Where :class:`ir.RevealTopSort` puts the cards revealed, in words.
_SORTED_TO = {Zone.IN_PLAY: "into play", Zone.HAND: "into the hand", Zone.GRAVEYARD: "into the graveyard",
              Zone.REMOVED: "removed from the game"}


def _one_or_count(count, following: str) -> str:
    """How many tokens a card puts into play, said before ``following`` (their power and toughness) as the
    card says it: one with its article ("a 1/1", "an 8/8", "an X/X"), more as a count ("2 1/1", "X 1/1"); a
    count that is a phrase is "X", said by :func:`_count_is` after the tokens."""
    if count == 1:
        return with_article(following)
    said = amount_phrase(count)
    if said.startswith(_AS_MANY):  # Midnight Ritual: "put as many 2/2 … tokens into play as were moved this way"
        return f"as many {following}"
    return f"{said if _is_short_count(said) else 'X'} {following}"


#: A count said as a comparison ("as many as were moved this way"), said around the tokens it counts.
_AS_MANY = "as many as "


def _is_short_count(said: str) -> bool:
    """Whether a count of tokens is said in place (a number, "X", "twice X") rather than as "X … where X is"."""
    return len(said.split()) <= 2


def _count_is(count) -> str:
    """", where X is …" after the tokens when their count is a phrase (Carrion: "put X 0/1 black Insect creature
    tokens into play, where X is the power of the sacrificed permanent", as the card says it, 216.1, 413.2f)."""
    if count == 1:
        return ""
    said = amount_phrase(count)
    if said.startswith(_AS_MANY):
        return f" as {said[len(_AS_MANY):]}"
    return "" if _is_short_count(said) else f", where X is {said}"


#: A word that follows a noun phrase's head noun (a post-modifier): "the player *chosen this way*", "the
#: controller *of* target #1", "the token *created*", "the card looked *at*", "each creature you *control*",
#: "that player *(for each)*" (compiled when first used).
_POSTMODIFIER = None


def whose(owner: Any, noun: str) -> str:
    """``noun`` of ``owner``, a player or an object said by a phrase: "Bob's library", "target #1's hand",
    "the defending player's life total" — and, where the phrase's head noun isn't its last word (a
    post-modifier follows it), the "of" form: "the library of the player chosen this way", "under the
    control of the owner of this" (English puts "'s" on a phrase's last word: "the player chosen this
    way's library" is wrong). A name — a card's, a player's, with its label or not — begins with a capital
    letter (the phrases of this module never do) and takes :func:`possessive` always: "Wall of Air @wa's
    toughness", but "the graveyard of the controller of Wall of Air @wa"."""
    global _POSTMODIFIER
    owner = str(owner)
    if _POSTMODIFIER is None:
        _POSTMODIFIER = re.compile(r"\(|\b(?:of|this way|among|with|that|who|which|whose|named|to|for|in|on|from|at|by|"
                                   r"created|put|dealt|controls?|owns?)\b")
    rest = owner.split(" ", 1)[1] if " " in owner else ""
    if not owner[:1].isupper() and _POSTMODIFIER.search(rest):
        return f"the {noun} of {owner}"
    return f"{possessive(owner)} {noun}"


def each_one_said(words: str, player: str) -> str:
    """Words of an instruction of "for each player" (the reading's "that player (for each)") with the one player
    it is carried out for now named: "the hand of that player (for each)" (:func:`whose`) becomes "Bob's hand",
    as a name takes "'s" — "the number of cards in Bob's hand" (Pox, Wheel of Fortune's discard of none)."""
    return phrase_named(words, "that player (for each)", player)


def phrase_named(words: str, phrase: str, name: str) -> str:
    """``words`` with each ``phrase`` (a reference's words: "that player (for each)", "the player chosen this way")
    said as the ``name`` a trace knows it by, and the "of" form :func:`whose` made of it given the name's "'s": "the
    library of the player chosen this way" becomes "Bob's library" (Visions as printed, session 75)."""
    if phrase not in words:
        return words
    word = r"(?!of\b|the\b)[a-z]+"
    words = re.sub(rf"\bthe ({word}(?:(?:, | and | ){word})*) of {re.escape(phrase)}",
                   lambda m: f"{possessive(name)} {m.group(1)}", words)
    return words.replace(phrase, name)


#: A card's "you" said of the player it means, verb agreeing ("you have" -> "Alice has"). The patterns
#: of this module are compiled when first used (most games use none of them), not at import.
_YOU_SAID = ((r"\byou have\b", "{p} has"), (r"\byou've\b", "{p} has"),
             (r"\byou control\b", "{p} controls"), (r"\byou own\b", "{p} owns"),
             (r"\byour\b", "{p}'s"), (r"\byou (played|cast)\b", r"{p} \1"),
             # Suffocation (added, session 73, h6): "if you were dealt damage this turn by …" — "Alice was dealt"
             (r"\byou were\b", "{p} was"))


def said_of(words: str, player: str) -> str:
    """Words with the card's "you" replaced by the player it means, where the verb agrees
    (Skyshroud Condor: "Alice played another spell this turn"); other "you"s are kept."""
    for pattern, said in _YOU_SAID:
        words = re.sub(pattern, said.replace("{p}", player), words)
    return words


def mode_said(text: str, player: str, chooser: str) -> str:
    """A mode as the player choosing it is said to choose it: in the card's own words, and where an
    opponent chooses (409.1b: Fatal Lore, Library of Lat-Nam) and the mode says "you", quoted with
    whom its "you" means — "Bob chooses \"You draw three cards\" (the card's \"you\": Alice)", never
    "Bob chooses You draw three cards", which reads as if Bob drew them."""
    if chooser == player or not re.search(r"\byou(r)?\b", text, re.I):
        return text
    return f'{quoted(text)} (the card\'s "you": {player})'


def snow_as_written(words: str, text: str) -> str:
    """Words about snow as the card says them: a card that writes "snow-covered" (Blizzard as printed,
    "if you control no snow-covered lands"; the era's word, glossary "Snow-Covered (Obsolete)") is
    quoted so, not with the later "snow" ("a snow-covered land", "a non-snow-covered land")."""
    if not re.search(r"\bsnow-covered\b", text, re.I):
        return words
    return re.sub(r"\b(non)?snow\b(?!-)", lambda m: "non-snow-covered" if m.group(1) else "snow-covered", words)


def _compared(c: ir.Compare) -> str:
    """A comparison as cards word it: "2 or less", "3 or greater" (Puppet's Verdict), "4"; the
    source's own power named where a step names it ("less than Stone Giant's power")."""
    v = amount_phrase(c.value)
    if isinstance(c.value, (ir.PowerOf, ir.ToughnessOf)) and isinstance(c.value.ref, ir.This) and _THIS.get() != "this":
        v = f"{possessive(_THIS.get())} {_OF_WORDS[type(c.value)]}"
    return {"<=": f"{v} or less", ">=": f"{v} or greater", "==": v, "<": f"less than {v}",
            ">": f"greater than {v}"}.get(c.op, f"{c.op} {v}")


class RelationWords(typing.NamedTuple):
    """A :class:`ir.PlayerRelation` in a card's words (:data:`PLAYER_RELATION_WORDS`)."""

    #: who it is, doing something: "you control", "an opponent controls"
    who: str
    #: whose zone: "your graveyard", "an opponent’s graveyard"
    whose: str
    #: every such player, doing something: "spells you play", "spells your opponents play"
    every: str
    #: the noun of such a player alone ("target opponent"; "you" named no noun of its own: "player")
    noun: str
    #: whose turn it is (:attr:`ir.ConditionKind.TURN`): "it is your turn", "it is not your turn"
    turn: str


#: Each :class:`ir.PlayerRelation` (``Filter.controller``, a turn condition's player) in a card's words.
PLAYER_RELATION_WORDS: dict[ir.PlayerRelation, RelationWords] = {
    ir.PlayerRelation.YOU: RelationWords("you", "your", "you", "player", "it is your turn"),
    ir.PlayerRelation.OPPONENT: RelationWords("an opponent", "an opponent’s", "your opponents", "opponent",
                                              "it is not your turn"),
}


#: Each :class:`ir.LibraryPosition` (``MoveTo.position``) in a card's words, said after "on" and before "of
#: its owner's library" (judge.engine.replacement says a replacement's move so too).
LIBRARY_POSITION_WORDS: dict[ir.LibraryPosition, str] = {
    ir.LibraryPosition.TOP: "top",
    ir.LibraryPosition.BOTTOM: "the bottom",
}


#: Each :class:`ir.LibraryPosition` said after the zone it is in, for a zone given with its position
#: (``Dig.take_to``/``take_position``, ``Dig.rest_to``/``rest_position``: "the rest: library bottom").
LIBRARY_END_WORDS: dict[ir.LibraryPosition, str] = {
    ir.LibraryPosition.TOP: "top",
    ir.LibraryPosition.BOTTOM: "bottom",
}


def _zone_at(zone: str, position: Optional[ir.LibraryPosition]) -> str:
    """A zone and where in it (a library's top or bottom; None: a zone alone), as a Dig is said: "library top"."""
    return zone if position is None else f"{zone} {LIBRARY_END_WORDS[position]}"


#: Each :class:`ir.LibraryOrder` (``MoveTo.order``, a move into a library) in a card's words: ``{put}`` the move
#: said with its position ("put X on top of its owner's library"), ``{what}`` what is moved.
LIBRARY_ORDER_WORDS: dict[ir.LibraryOrder, str] = {
    ir.LibraryOrder.OWNER: "{put}",
    ir.LibraryOrder.YOU: "{put} in any order you choose",
    ir.LibraryOrder.SHUFFLED: "shuffle {what} into its owner's library",
}


#: Each :class:`ir.ModeChooser` (``SpellAbility.chooser``, who announces the mode, 409.1b) in a card's words, said
#: after "choose N" (None, the spell's controller, says nothing).
MODE_CHOOSER_WORDS: dict[ir.ModeChooser, str] = {
    ir.ModeChooser.OPPONENT: ", an opponent chooses",
    ir.ModeChooser.TARGET_OPPONENT: ", the target opponent chooses",
}


#: Each :class:`ir.CombatAction` (the declaration a combat rule is about: ``CombatCost``, ``MaxCombatants``,
#: ``CantUnlessOthers``, ``CantUnlessControlsMore``) as the verb a card says it with ("can't attack alone");
#: judge.engine.combat says its declarations with it too.
COMBAT_ACTION_WORDS: dict[ir.CombatAction, str] = {
    ir.CombatAction.ATTACK: "attack",
    ir.CombatAction.BLOCK: "block",
    ir.CombatAction.ATTACK_OR_BLOCK: "attack or block",
}


#: Each :class:`ir.ChangedWords` (``ChangeText.words``) as "replacing all instances of one … word" says it.
CHANGED_WORDS_WORDS: dict[ir.ChangedWords, str] = {
    ir.ChangedWords.COLOR: "color",
    ir.ChangedWords.LAND_TYPE: "land type",
    ir.ChangedWords.COLOR_OR_LAND_TYPE: "color or land type",
}


#: Each :class:`ir.GraveyardPileEnd` (``GraveyardEnd.end``) as "the … card of a graveyard" says it; the engine's
#: trace names the card found the same way.
GRAVEYARD_PILE_END_WORDS: dict[ir.GraveyardPileEnd, str] = {
    ir.GraveyardPileEnd.TOP: "top",
    ir.GraveyardPileEnd.BOTTOM: "bottom",
}


def _basic_land_types_merged(parts: tuple) -> Optional[ir.Filter]:
    """Alternatives that are each a land of one basic land type, nothing else said of them but
    "card", as one land filter listing the types (:func:`filter_phrase` names them together); None
    for any other union."""
    if len(parts) < 2:
        return None
    bare = ir.Filter(types=("land",), zone=Zone.ANY)
    subtypes: list[str] = []
    for p in parts:
        if (p.types != ("land",) or len(p.subtypes) != 1 or p.subtypes[0].lower() not in ir.BASIC_LAND_TYPES
                or dataclasses.replace(p, subtypes=(), zone=Zone.ANY, extra=tuple(e for e in p.extra if e != "card")) != bare):
            return None
        subtypes.append(p.subtypes[0])
    card = ("card",) if any("card" in p.extra for p in parts) else ()
    return dataclasses.replace(bare, subtypes=tuple(subtypes), extra=card)


#: The words :func:`filter_phrase` made, by the filter (its identity: a filter is a frozen IR
#: record, kept alive here with its words) and every other thing the words are made from — the
#: player "you" is (given, and the context's), ``trace``, ``noun``, and what the context says
#: "this", "that player", "the triggering object" and "each one" are. Only where no mutable
#: context is set (``_NAMED``, ``_FOUND``, ``_LOOKED`` are None; within an ability's or an
#: effect's words they are not, and the words are made afresh). Cleared whole when full; the
#: same words either way.
_PHRASES: dict[tuple, tuple[ir.Filter, str]] = {}


def filter_phrase(f: ir.Filter, you: str = "", trace: bool = False, noun: str = "object") -> str:
    """"nonblack nonartifact creature", "creature or player", "creature card in your graveyard".
    ``you``: the player "you" is, named instead ("creature card in Alice's hand"). ``trace``: as
    a trace step says it (:func:`filter_words`): "on the stack" unsaid (a spell is on the stack
    by definition, glossary "Spell"), "artifact Bob controls" rather than "controlled by Bob".
    ``noun``: what a description of no type is ("white object"; "" for "is white"). (The words
    of a filter are made once for each context: :data:`_PHRASES`; a target's words are said at
    each trigger's choice of it, ~50 µs each made anew.)"""
    you = you or _YOU.get()  # (a trace step's count: "you" named, amount_words)
    if _NAMED.get() is not None or _FOUND.get() is not None or _LOOKED.get() is not None:
        return _filter_phrase_made(f, you, trace, noun)
    key = (id(f), you, _YOU.get(), trace, noun, _THIS.get(), _THAT_PLAYER.get(), _TRIGGER_OBJECT.get(), _EACH.get())
    kept = _PHRASES[key] if key in _PHRASES else None
    if kept is not None and kept[0] is f:
        return kept[1]
    words = _filter_phrase_made(f, you, trace, noun)
    if len(_PHRASES) >= 4096:
        _PHRASES.clear()
    _PHRASES[key] = (f, words)
    return words


def _filter_phrase_made(f: ir.Filter, you: str, trace: bool, noun: str) -> str:
    """:func:`filter_phrase`'s words, made (``you`` already the context's where not given)."""
    if f.any_of:
        rest = dataclasses.replace(f, any_of=())
        merged = _basic_land_types_merged(f.any_of)
        if merged is not None and rest == ir.Filter(zone=f.zone):
            # "a Plains, Island, Swamp, Mountain, or Forest card" (Spoils of Victory; Mountain Valley's
            # "a mountain or forest card"): one noun, the land types listed, the card word once at
            # the end — not "a Forest card or Island or Mountain" (audit 6662)
            return filter_phrase(dataclasses.replace(merged, zone=f.zone), you, trace, noun)
        where = _shared_place(f, you, trace)
        if where is not None:
            # "green card or Forest in each opponent's hand" (Withering Gaze as printed, audit 10803): the place the
            # alternatives share said once, not "object in each opponent's hand that is a green card in each …"
            return " or ".join(filter_phrase(_placeless(g), you, trace, noun) for g in f.any_of) + " " + where
        parts = [filter_phrase(g, you, trace, noun) for g in f.any_of]
        if rest == ir.Filter(zone=f.zone):
            return " or ".join(parts)
        # "object you control that is a black creature or an artifact creature" (Soldevi Adnate)
        return f"{filter_phrase(rest, you, trace, noun)} that is " + " or ".join(with_article(p) for p in parts)
    words: list[str] = []
    words += ["topmost"] if "top" in f.extra else []  # "the top creature card of your graveyard" (Necratog)
    # "other" than ~, or than the one the trigger event was about (Lifeline's "another creature")
    words += ["other"] if f.other or ir.OTHER_THAN_TRIGGER_OBJECT in f.extra \
        or ir.SHARES_CREATURE_TYPE_WITH_PARTNER in f.extra else []  # (Coat of Arms: other than it)
    words += [" or ".join(f.status)] if f.status else []
    words += ["nonattacking"] if ir.NOT_ATTACKING in f.extra else []  # Arcades Sabboth (with its status too)
    words += ["enchanted"] if "enchanted by an aura" in f.extra else []  # Ramses Overdark: "target enchanted creature"
    words += ["non" + c for c in f.not_colors]
    colors = [c for c in f.colors if c != ir.CHOSEN_COLOR]  # ("of the chosen color" follows the noun)
    words += [" or ".join(colors)] if colors else []
    words += ["non" + t for t in f.not_types]
    words += ["non-" + s for s in f.not_subtypes]
    words += [e for e in f.extra if e in ("basic", "nonbasic", "mana-producing", "nontoken", "snow", "nonsnow", "legendary")]
    sized = (f.power is not None and f.toughness is not None and f.power.op == f.toughness.op == "=="
             and isinstance(f.power.value, int) and isinstance(f.toughness.value, int))
    words += [f"{f.power.value}/{f.toughness.value}"] if sized else []  # "target 1/1 creature" (Aegis of the Meek)
    single = " with a single target" if "single target" in f.extra else ""
    nouns: list[str] = []
    if f.types_all:
        nouns.append(" ".join(f.types_all))
    subtypes = [t for t in f.subtypes if t != ir.CHOSEN_TYPE or not (f.types or f.types_all)]
    if f.types == ("land",) and not f.types_all and subtypes and "source" not in f.extra \
            and all(t.lower() in ir.BASIC_LAND_TYPES for t in subtypes):
        # a land of a basic land type is named as cards name it, by the type, capitalised (214.9d names the basic lands):
        # "Island", "untapped Forest you control", "Plains card" — not the IR's "island land"
        nouns += [t[:1].upper() + t[1:] for t in subtypes]
    else:
        if subtypes and (f.types or f.types_all):  # ("of the chosen type" follows the noun: Roots of Life)
            words.append(" or ".join(subtypes))  # "Urza's land": a land of that land type
        nouns += list(f.types)
        if not (f.types or f.types_all):
            nouns += list(f.subtypes)
    if f.players:
        nouns.append(PLAYER_RELATION_WORDS[f.controller].noun if f.controller is not None and not f.types else "player")
    if "source" in f.extra and nouns:  # "an artifact source": a source that is an artifact
        words.append(" or ".join(nouns))
        nouns = ["source"]
    elif "source" in f.extra:
        nouns.append("source")
    if not nouns and noun and not (noun == "object" and "token" in f.extra):  # "a token named Wood"
        nouns = [noun]
    said = serial_or(nouns)
    if "card" in f.extra:
        said = f"{said} card".strip()
    if "token" in f.extra:
        said = f"{said} token".strip()
    words += [said] if said else []
    if "named ~" in f.extra:  # Kindle: "cards named Kindle" (the card's name in a trace step)
        # (the name alone: a scenario's label, "Tidal Influence @t2", is no part of it, 402.6)
        words.append("with this card's name" if _THIS.get() == "this" else "with the source's name"
                     if _THIS.get() == SOURCE else f"named {re.sub(r' @[A-Za-z0-9_]+$', '', _THIS.get())}")
    if ir.NOT_NAMED_SELF in f.extra:  # Akron Legionnaire (added, o2): "except for creatures named ~"
        words.append("without this card's name" if _THIS.get() == "this" else "without the source's name"
                     if _THIS.get() == SOURCE else f"not named {re.sub(r' @[A-Za-z0-9_]+$', '', _THIS.get())}")
    if f.named is not None:  # "a creature named Spitting Drake" (Kyscu Drake)
        words.append(f"named {f.named}")
    if ir.CHOSEN_COLOR in f.colors:  # "a source of the chosen color" (410.10e)
        words.append("of the chosen color")
    if ir.CHOSEN_TYPE in f.subtypes and (f.types or f.types_all):  # "a land of the chosen type" (410.10e)
        words.append("of the chosen type")
    # the Keepers' "target opponent who had at least two more cards in hand than you" (as it is played)
    words += [f"who {e}" for e in f.extra if e in ir.AS_ACTIVATED]
    words += player_compared_words(f)
    if f.player_controls is not None:  # Disorder: "each player who controls a white creature"
        words.append(f"who controls a {filter_phrase(f.player_controls)}")
    for k in f.keywords:
        words.append(f"with {k}")
    for k in f.not_keywords:
        words.append(f"without {k}")
    if f.power is not None and isinstance(f.power.value, ir.CountersOn) and isinstance(f.power.value.what, ir.This):
        # Legacy's Allure (added, Oracle activated round thirteen): the source's counters
        said = {"<=": "less than or equal to", ">=": "greater than or equal to"}.get(f.power.op, f.power.op)
        words.append(f"with power {said} the number of {f.power.value.kind} counters on {_THIS.get()}")
    elif f.power is not None and not sized:
        words.append(f"with power {_compared(f.power)}")
    if f.toughness is not None and not sized:
        words.append(f"with toughness {_compared(f.toughness)}")
    if f.mana_value is not None and isinstance(f.mana_value.value, ir.CountersOn) and f.mana_value.op == "==":
        # Powder Keg, Wave of Terror (added, otrig5): counted as the instruction is carried out
        words.append(f"with converted mana cost equal to {amount_phrase(f.mana_value.value)} (counted as it resolves)")
    elif f.mana_value is not None and isinstance(f.mana_value.value, ir.CountersOn) \
            and isinstance(f.mana_value.value.what, ir.EachObject) and f.mana_value.op == "<=":
        # Corrosion (added, session 41): each one's own counters
        words.append(f"with converted mana cost less than or equal to the number of {f.mana_value.value.kind} "
                     f"counters on it")
    elif f.mana_value is not None:
        words.append(f"with converted mana cost {_compared(f.mana_value)}")
    if "itself" in f.extra:
        return "this"
    if "enchanted" in f.extra:
        return "the enchanted permanent"
    if "attacking you" in f.extra:  # (a trace step's count names the player: "attacking Alice", audit 8379)
        words.append(f"that's attacking {you or 'you'}")
    if "dealt damage this way" in f.extra:
        words.append("dealt damage this way")
    if "revealed this way" in f.extra:  # Scent of Ivy's X, "the number of cards revealed this way" (audit 4339)
        words.append("revealed this way")
    if "dealt damage this turn" in f.extra:
        words.append("that was dealt damage this turn")
    if ir.DEALT_DAMAGE_TO_OPPONENT in f.extra:
        words.append("that dealt damage to an opponent this turn")
    if ir.DEALT_DAMAGE_TO_IT_THIS_TURN in f.extra:  # Brine Hag
        words.append("that dealt damage to it this turn")
    if "dealt damage by it this turn" in f.extra:
        words.append("dealt damage by it this turn")
    if "dealt damage by enchanted this turn" in f.extra:
        words.append("dealt damage by the enchanted creature this turn")
    if ir.NOT_ENCHANTED_BY_SOURCE in f.extra:  # (added, oracle7) Kjeldoran Pride, as its text says it
        words.append(ir.NOT_ENCHANTED_BY_SOURCE)
    if ir.NOT_TAPPED_TO_PAY in f.extra:  # (added, session 47) Veteran's Voice, as its text says it
        words.append(ir.NOT_TAPPED_TO_PAY)
    words += [f"that {e}" if f.partner is None else
              f"that blocked {ref_phrase(f.partner)} this {e.rpartition(' this ')[2]}"
              if e.rpartition(' this ')[0] == "blocked" else  # Joven's Ferrets (added, oracle7)
              f"that {e.rpartition(' this ')[0]} by {ref_phrase(f.partner)} this {e.rpartition(' this ')[2]}"
              for e in f.extra if e in ir.COMBAT_DEED_PHRASES]
    words += [f"with a {e[len('counter '):]} counter on it" for e in f.extra if e.startswith("counter ")]
    words += [f"with the {e}" for e in f.extra if e.startswith("least ")]
    words += ["with the greatest power among creatures in play" for e in f.extra if e == ir.GREATEST_POWER]
    words += [e for e in f.extra if e in (ir.SAME_NAME_AS_NONTOKEN_PERMANENT,  # Cornered Market (session 41, c4)
                                          ir.SAME_NAME_AS_ANOTHER_PERMANENT,  # Eye of Singularity (session 44, c5)
                                          ir.SAME_NAME_AS_GRAVEYARD_CARD_OR_NONTOKEN_PERMANENT)]  # Bazaar of Wonders
    words += [e.replace(" a ", " the ") for e in f.extra if e in (ir.OF_TYPE_CHOSEN, ir.OF_COLOR_CHOSEN)]
    words += [e for e in f.extra if e == ir.WITH_NAME_CHOSEN]  # Petra Sphinx, Wood Sage (added, act17)
    words += ["with a name chosen as the source came into play" for e in f.extra
              if e == ir.WITH_A_NAME_CHOSEN_AS_IT_CAME_INTO_PLAY]  # Null Chamber (added, session 46, c1)
    words += ["of the chosen card type" for e in f.extra if e == ir.OF_CARD_TYPE_CHOSEN]  # Blood Oath (session 39)
    words += ["that isn't enchanted" for e in f.extra if e == "not enchanted by an aura"]  # Time Elemental
    words += [e for e in f.extra if e == ir.WITHOUT_RAMPAGE]  # Rapid Fire (session 42)
    words += [f"whose controller controls {with_article(e.rsplit(' ', 1)[1].capitalize())}" for e in f.extra
              if e.startswith("controller controls ")]  # Seasinger, Dwarven Sea Clan
    if f.controller_lands_at_most is not None:  # Sheltering Prayers (added, session 47)
        words.append(f"whose controller controls {_NUMBER_WORDS[f.controller_lands_at_most] if 0 <= f.controller_lands_at_most < len(_NUMBER_WORDS) else f.controller_lands_at_most} or fewer lands")
    words += ["that attacked during its controller's last turn" for e in f.extra if e == ir.ATTACKED_LAST_TURN]
    words += ["who attacked this turn" for e in f.extra if e == ir.PLAYER_ATTACKED_THIS_TURN]  # (added, stat)
    words += ["it has dealt damage to" for e in f.extra if e == ir.DAMAGED_BY_IT_THIS_GAME]  # The Fallen (session 41)
    words += ["that attacked you this turn" for e in f.extra if e == ir.ATTACKED_YOU_THIS_TURN]  # (added, o7)
    words += ["blocking the enchanted creature" for e in f.extra if e == "blocking enchanted"]
    # (a trace step's count names "it", the source: "creatures blocking Wolverine Pack @p", amount_words)
    it = _THIS.get() if _NAMED.get() is not None and _THIS.get() not in ("this", SOURCE) else "it"
    words += [f"blocking {it}" if f.partner is None else f"blocking {ref_phrase(f.partner)}"
              for e in f.extra if e == "blocking it"]
    words += ["blocking or blocked by it" for e in f.extra if e == "blocking or blocked by it"]
    words += ["it's blocking" for e in f.extra if e == "blocked by it"]
    words += ["banded with it" for e in f.extra if e == ir.BANDED_WITH_IT]
    words += [e.replace("attached to ", "attached to a ") for e in f.extra
              if e.startswith("attached to ") and e != ir.ATTACHED_TO_PARTNER]
    words += [f"attached to {ref_phrase(f.partner)}" for e in f.extra if e == ir.ATTACHED_TO_PARTNER]
    words += ["that shares at least one creature type with it" for e in f.extra
              if e == ir.SHARES_CREATURE_TYPE_WITH_PARTNER]  # Coat of Arms (added, session 65)
    if single:
        words.append(single.strip())
    if "drawn this way" in f.extra:
        words.append("drawn this way")
    words += [f"from {with_article(e[len(ir.ABILITY_FROM):])} source" for e in f.extra
              if e.startswith(ir.ABILITY_FROM)]  # Rust
    if ir.PUT_INTO_PLAY_WITH in f.extra:  # Animate Dead
        words.append(f"put into play with {_THIS.get()}")
    if ir.EXILED_WITH in f.extra:  # Safe Haven (added, otrig6)
        words.append(f"removed from the game with {_THIS.get()}")
    if ir.YOU_OWN_OR_CONTROL in f.extra:  # Telim'Tor's Edict
        words.append(ir.YOU_OWN_OR_CONTROL)
    words += [f"that {e}" for e in f.extra if e in ir.TARGETS_SUCH]  # Intervene, Reparations
    words += [f"that targets only {_THIS.get()}" for e in f.extra if e == ir.TARGETS_ONLY_SELF]  # Silver Wyvern
    words += [f"that targets {_THIS.get()}" for e in f.extra if e == "targets itself"]  # Mistfolk
    words += ["that targets only a player" for e in f.extra if e == ir.TARGETS_ONLY_A_PLAYER]  # Rebound
    words += ["with enchant creature" for e in f.extra if e == ir.WITH_ENCHANT_CREATURE]  # Rootwater Shaman
    words += ["with fading" for e in f.extra if e == ir.WITH_FADING]  # Parallax Inhibitor (session 75, h7)
    words += ["with an enchant creature subtype" for e in f.extra if e == ir.OF_SUBTYPE_ENCHANT_CREATURE]  # Rabid Wombat
    words += [e for e in f.extra if e == ir.ACTIVE_PLAYER_SINCE_TURN_BEGAN]  # Nettling Imp, Norritt (308.1)
    words += [e for e in f.extra if e == ir.ACTIVE_PLAYER_AT_TURN_START]  # Total War as printed (301.1)
    words += [f"with a {e} (its first set)" for e in f.extra if e.startswith(ir.ORIGINALLY_PRINTED_IN)]  # Golgothian Sylex
    words += ["other than the first such spell its player plays each turn" for e in f.extra
              if e == ir.NOT_FIRST_OF_KIND_THIS_TURN]  # Ichneumon Druid
    if f.controller and not (f.players and not f.types):
        owner_word = you if you and f.controller is ir.PlayerRelation.YOU else PLAYER_RELATION_WORDS[f.controller].who
        if ir.PLAYED in f.extra:  # Uphill Battle: played, not merely put into play (glossary "Play")
            words.append(f"{owner_word} play{'s' if owner_word != 'you' else ''}")
        elif f.zone in (Zone.IN_PLAY, Zone.STACK):
            words.append(f"{owner_word} control{'s' if owner_word != 'you' else ''}")
        elif f.zone == Zone.OUTSIDE_PLAY:
            words.append(f"{owner_word} own{'s' if owner_word != 'you' else ''} that isn't in play")
        elif f.zone:
            whose = possessive(you) if you and f.controller is ir.PlayerRelation.YOU else PLAYER_RELATION_WORDS[f.controller].whose
            words.append(f"in {whose} {f.zone}")
    elif trace and f.controlled_by is not None and f.zone in (Zone.GRAVEYARD, Zone.LIBRARY, Zone.HAND):
        # a card in a hidden zone or a graveyard has an owner, no controller: "white card in that
        # player's hand" (Inquisition), not "… in a hand that player controls"
        if isinstance(f.controlled_by, ir.You):  # "your hand", "Alice's hand" — never "you's hand"
            words.append(f"in {possessive(you)} {f.zone}" if you else f"in your {f.zone}")
        else:
            words.append(f"in {_whose(f.controlled_by, f.zone)}")
    elif f.controlled_by is not None and f.zone in (Zone.GRAVEYARD, Zone.LIBRARY, Zone.HAND) and not f.players:
        # the player's own zone, "in Bob's graveyard" (a trace step's count: Spoils of Evil), "in target #1's hand"
        # (Blood Oath's card words; audit 8783), not "in a hand controlled by target #1" — a card there has an
        # owner, no controller
        words.append(f"in {_poss(f.controlled_by, f.zone)}")
    elif f.zone not in (Zone.IN_PLAY, Zone.ANY, None, "") and not f.players and ir.EXILED_WITH not in f.extra \
            and "revealed this way" not in f.extra and "drawn this way" not in f.extra and not (trace and f.zone == Zone.STACK):  # the cards revealed: their zone goes without saying
        # a hidden or public zone of no one named: any player's ("a card named Kindle in a
        # graveyard", counted in all of them; "in graveyard" read as a zone of nobody's)
        words.append("on the stack" if f.zone == Zone.STACK else
                     "from a single graveyard" if "single graveyard" in f.extra else  # (Night Soil's cost)
                     f"in a {f.zone}" if f.zone in (Zone.GRAVEYARD, Zone.LIBRARY, Zone.HAND) else f"in {f.zone}")
    if ir.PUT_THERE_FROM_PLAY_THIS_TURN in f.extra:  # No Rest for the Wicked (added, p1, session 41): after its zone
        words.append(ir.PUT_THERE_FROM_PLAY_THIS_TURN)
    if ir.LAST_DRAWN_THIS_TURN in f.extra:  # Jandor's Ring's cost (added, session 42, c4): after its zone
        words.append(f"that {you or 'you'} drew last this turn")
    if "you own" in f.extra:  # "target permanent you own" (Scarab of the Unseen, Despotic Scepter; glossary "Owner")
        who = you or "you"
        own = f"{who} own{'s' if you else ''}"
        if words and words[-1] == f"{who} control{'s' if you else ''}":
            words[-1] = f"{own} and control{'s' if you else ''}"
        else:
            words.append(own)
    if f.controlled_by is not None and f.zone in (Zone.GRAVEYARD, Zone.LIBRARY, Zone.HAND) and not f.players:
        pass  # said with its zone
    elif f.controlled_by is not None and trace:  # "target artifact Bob controls" (Latulla's Orders)
        words.append(f"{_who(f.controlled_by)} controls")
    elif f.controlled_by is not None:
        words.append(f"controlled by {ref_phrase(f.controlled_by)}")
    if f.owned_by is not None and trace:
        words.append(f"{_who(f.owned_by)} owns")
    elif f.owned_by is not None:
        words.append(f"owned by {ref_phrase(f.owned_by)}")
    if f.shares_type is not None:  # Legerdemain: "that shares one of those types with it"
        with_what = "the first target" if trace and isinstance(f.shares_type.ref, ir.Target) else ref_phrase(f.shares_type.ref)
        words.append(f"that shares {' or '.join(f.shares_type.types) or 'a type'} with {with_what}")
    return " ".join(words)


def _who(ref: Any) -> str:
    """A player a trace step's description names: "that player" for a target chosen before
    (Keeper of the Dead), not the card words' "target #1"."""
    return "that player" if isinstance(ref, ir.Target) else ref_phrase(ref)


def _whose(ref: Any, noun: str) -> str:
    """:func:`_who`'s possessive with its noun: "that player's hand", "the triggering player's", "Bob's"
    ("your" for "you" unnamed, never "you's"; a long phrase's "of" form, :func:`whose`)."""
    if isinstance(ref, ir.You) or (_is_name(ref) and not isinstance(ref, ir.Target)):
        return _poss(ref, noun)
    return whose(_who(ref), noun)


#: What "this" (ir.This) is called in the words being made: "this" in a card's description,
#: the source's name in a trace step (:func:`effect_words_for`).
_THIS: contextvars.ContextVar[str] = contextvars.ContextVar("this", default="this")
#: How many cards the search (or reveal) of the ability being said finds, for "the card found" /
#: "the cards found" (:func:`ref_phrase` of ir.Found): a one-item list while an ability is said
#: (:func:`ability_phrase`), None elsewhere (then the words don't guess a number).
_FOUND: contextvars.ContextVar[Optional[list]] = contextvars.ContextVar("found", default=None)


#: Whether the card of the ability's :class:`ir.RevealTop` is only looked at (Eye Spy: "Look at the
#: top card …"), for "the card looked at" / "the revealed card" (:func:`ref_phrase` of ir.Revealed):
#: a one-item list while an ability or a trace step's effect is said, None elsewhere.
_LOOKED: contextvars.ContextVar[Optional[list]] = contextvars.ContextVar("looked", default=None)
#: What :data:`_LOOKED` holds where the card was picked at random by a player (Cursed Scroll as printed): "the card
#: chosen at random".
PICKED = "picked"
#: What :data:`_LOOKED` holds where each player revealed the top card of his or her own library (Game Preserve; added,
#: session 84, h6): "the cards revealed", one a player.
EACH_REVEALED = "each revealed"


def _found_count(n: Any) -> None:
    """The ability being said finds ``n`` cards (its search or reveal, said before what it does with them)."""
    held = _FOUND.get()
    if held is not None:
        held[0] = n


def _found_phrase() -> str:
    held = _FOUND.get()
    n = held[0] if held is not None else None
    if n == 1:
        return "the card found"
    if n is None:
        return "what was found"
    return "the cards found"


#: Who "that player" (:class:`ir.TriggerPlayer`) is in the step being said, where the trace knows
#: it (Impatience's "if that player didn't play a spell this turn" at Bob's end of turn: "Bob");
#: "the triggering player" where it doesn't (the card's words, said without a game).
_THAT_PLAYER: contextvars.ContextVar[str] = contextvars.ContextVar("that_player", default="the triggering player")
#: What "it" (:class:`ir.TriggerObject`) is in the ability being said: "this spell" in an ability triggered by its
#: own card's playing (Mana Vortex's "When you play this spell, counter it unless …"), "the triggering object" otherwise.
_TRIGGER_OBJECT: contextvars.ContextVar[str] = contextvars.ContextVar("trigger_object", default="the triggering object")
#: The player "you" is in a trace step's words (:func:`amount_words`: "the number of cards in Bob's
#: hand", a trace being read by a judge, in the third person); "" in a card's own words ("your").
_YOU: contextvars.ContextVar[str] = contextvars.ContextVar("you", default="")
#: The references a trace step names as the objects or players they are (:func:`amount_words`:
#: "the number of creatures blocking Muscle Sliver @ms", not "… blocking the triggering object");
#: ``None`` in a card's own words.
_NAMED: contextvars.ContextVar[Optional[dict]] = contextvars.ContextVar("named", default=None)
#: How "each one" (:class:`ir.EachObject`) is said: "that one" in a card's words; "it" where a
#: trace step speaks of each object's own count (:func:`each_own_count_words`).
_EACH: contextvars.ContextVar[str] = contextvars.ContextVar("each", default="that one")


@contextlib.contextmanager
def that_player_named(that_player: Optional[str]) -> Iterator[None]:
    """Within it, "that player" is said ``that_player`` (None: "the triggering player")."""
    token = _THAT_PLAYER.set(that_player or "the triggering player")
    try:
        yield
    finally:
        _THAT_PLAYER.reset(token)


def condition_words_for(c: Any, this: str) -> str:
    """A condition in words, with "this" named (a trace step: "Fungus Elemental @fe came into play
    this turn")."""
    token = _THIS.set(this)
    try:
        return condition_phrase(c)
    finally:
        _THIS.reset(token)


def hand_card_phrase(f: ir.Filter) -> str:
    """A card of a hand, the zone unsaid: "nonland card or nonbasic land" (Lobotomy's "a card other than a
    basic land card")."""
    if f.any_of:
        return " or ".join(filter_phrase(dataclasses.replace(p, zone=Zone.ANY)) for p in f.any_of)
    return filter_phrase(dataclasses.replace(f, zone=Zone.ANY))


def filter_phrase_for(f: ir.Filter, this: str) -> str:
    """A description in words, with "this" named (a trace step: "card named Kindle in graveyard")."""
    token = _THIS.set(this)
    try:
        return filter_phrase(f)
    finally:
        _THIS.reset(token)


def filter_words(f: ir.Filter, this: str = SOURCE, noun: str = "object") -> str:
    """A filter in a trace step's words ("nonblack nonartifact creature", "creature card in your
    graveyard", "target spell", "artifact Bob controls"): :func:`filter_phrase`'s as a trace says
    it (``trace``), with "this" named (the source's name, or "the source"); ``noun`` "": a
    description of no type said as a predicate ("is white", not "is white object")."""
    token = _THIS.set(this)
    try:
        return filter_phrase(f, trace=True, noun=noun)
    finally:
        _THIS.reset(token)


def land_type_words(f: ir.Filter) -> str:
    """A land of a basic land type alone, named as the card's text names it — "Island",
    "Island or Swamp", the land type capitalised — not "island land" (the IR's lower-case
    land types, judge.cards.ir); any other filter in :func:`filter_words`'s words."""
    if (f.types == ("land",) and f.subtypes and all(t.lower() in ir.BASIC_LAND_TYPES for t in f.subtypes)
            and dataclasses.replace(f, types=(), subtypes=()) == ir.Filter(zone=f.zone)):
        return " or ".join(t.capitalize() for t in f.subtypes)
    return filter_words(f)


def effect_words_for(e: Any, this: str, looked: bool = False) -> str:
    """An effect in words, with "this" named (a trace step: "remove Mijae Djinn @dj from combat");
    ``looked``: the ability's top card was only looked at, not revealed ("the card looked at")."""
    token = _THIS.set(this)
    seen = _LOOKED.set([looked])
    try:
        return effect_phrase(e)
    finally:
        _LOOKED.reset(seen)
        _THIS.reset(token)


def player_compared_words(f: ir.Filter) -> list[str]:
    """The Oaths' "who has more life than the triggering player" / "who is an opponent of the
    triggering player" (:class:`ir.PlayerMore`, ``Filter.opponent_of``)."""
    words = []
    if f.more_than is not None:
        m = f.more_than
        than = ref_phrase(m.than)
        what = {"life": "has {} life than {}", "cards in hand": "has {} cards in hand than {}",
                "creatures": "controls {} creatures than {}", "lands": "controls {} lands than {}",
                "creature cards in graveyard": "has {} creature cards in their graveyard than {}"}[m.value]
        words.append("who " + what.format("fewer" if m.fewer else "more", than))
    if f.opponent_of is not None:
        words.append(f"{'and' if f.more_than is not None else 'who'} is an opponent of {ref_phrase(f.opponent_of)}")
    return words


def ref_phrase(ref: Any) -> str:
    """An object/player reference in words: ``target #1``, ``this``, ``all creatures``..."""
    named = _NAMED.get()
    if named and isinstance(ref, (ir.Target, ir.TriggerObject, ir.Enchanted)) and ref in named:
        return named[ref]
    if isinstance(ref, ir.Target):
        return f"target #{ref.index + 1}"
    if isinstance(ref, (ir.This, ir.ThisAfterLeavingPlay)):  # (ThisAfterLeavingPlay: Puppet Master's "~")
        return _THIS.get()
    if isinstance(ref, ir.TokenMaker):  # (Saproling Burst's token)
        return "the permanent that put this token into play"
    if isinstance(ref, ir.Granter):  # (Archery Training's granted ability)
        return "the permanent granting this ability"
    if isinstance(ref, ir.Enchanted):
        # as the card names it ("untap enchanted land": Wellspring; audit 7369) where the reading kept its noun
        return f"enchanted {ref.noun}" if ref.noun else "the enchanted permanent"
    if isinstance(ref, ir.You):
        return "you"
    if isinstance(ref, ir.ControllerOf):
        return f"the controller of {ref_phrase(ref.ref)}"
    if isinstance(ref, ir.OwnerOf):
        return f"the owner of {ref_phrase(ref.ref)}"
    if isinstance(ref, ir.SourceOf):  # Interdict: the permanent that generated it (402.6)
        return f"the source of {ref_phrase(ref.ref)}"
    if isinstance(ref, ir.Both):
        return " and ".join(ref_phrase(r) for r in ref.refs)
    if isinstance(ref, ir.SameName):
        return f"each {'other ' if ref.other else ''}{filter_phrase(ref.filter)} named like {ref_phrase(ref.like)}"
    if isinstance(ref, ir.All):
        return "each " + " and each ".join(filter_phrase(f) for f in ref.filters)
    if isinstance(ref, ir.EitherAll):  # Essence Filter: the controller's choice on resolution (413.2c)
        return ("either all " + " or all ".join(filter_plural(f) for f in ref.choices)
                + " (which, its controller chooses as it resolves)")
    if isinstance(ref, ir.TriggerObject):
        return _TRIGGER_OBJECT.get()
    if isinstance(ref, ir.TriggerPlayer):
        return _THAT_PLAYER.get()
    if isinstance(ref, ir.DefendingPlayer):
        return "the defending player"
    if isinstance(ref, ir.ActivePlayer):
        return "the active player"
    if isinstance(ref, ir.Created):
        return "the token created"
    if isinstance(ref, ir.Found):
        return _found_phrase()
    if isinstance(ref, ir.RevealedRest):
        return "the other revealed cards"
    if isinstance(ref, ir.Revealed):
        looked = _LOOKED.get()
        if looked and looked[0] == PICKED:
            return "the card chosen at random"
        if looked and looked[0] == EACH_REVEALED:
            return "the cards revealed (one a player)"
        return "the card looked at" if looked and looked[0] else "the revealed card"
    if isinstance(ref, ir.EachOne):
        return "that player (for each)"
    if isinstance(ref, ir.Chosen):
        if ref.count == 1:
            return f"{with_article(filter_phrase(ref.filter))} of {_poss(ref.chooser, 'choice')}"
        up_to = "up to " if ref.up_to else ""  # "untap up to five lands" (Treachery; 413.2c: none to five)
        return f"{up_to}{amount_phrase(ref.count)} {filter_plural(ref.filter)} of {_poss(ref.chooser, 'choice')}"
    if isinstance(ref, ir.Filter):
        return filter_phrase(ref)
    if isinstance(ref, ir.TriggerSource):
        return "the triggering source"
    if isinstance(ref, ir.TheBlockingCreature):
        return "the blocking creature (of the block that triggered it)"
    if isinstance(ref, ir.TheAttackingCreature):
        return "the attacking creature (of the block that triggered it)"
    if isinstance(ref, ir.TriggerSubject):
        return "the creature that blocks or becomes blocked"
    if isinstance(ref, ir.FirstCreature):  # Infinite Authority (session 76, h7)
        return "the first creature (the enchanted one that blocked or was blocked, as the trigger event happened)"
    if isinstance(ref, ir.GraveyardEnd):  # Soldevi Digger, Phyrexian Furnace; Corpse Dance's "top creature card"
        kind = "card" if ref.filter is None else filter_phrase(dataclasses.replace(ref.filter, zone=Zone.ANY))
        return f"the {GRAVEYARD_PILE_END_WORDS[ref.end]} {kind} of {_poss(ref.player, 'graveyard')}"
    if isinstance(ref, ir.MovedThisWay):  # Saprazzan Breaker, Chaos Harlequin
        return "the card moved this way"
    if isinstance(ref, ir.EachObject):  # Fighting Chance
        return _EACH.get()
    if isinstance(ref, ir.SourceChosenThisWay):  # Desperate Gambit (added, session 72, h12)
        return "the source chosen this way"
    if isinstance(ref, ir.ObjectChosenThisWay):  # Final Strike as printed (added, printed round twenty-five)
        return "the card chosen this way" if ref.card else f"the {ref.noun} chosen this way"
    if isinstance(ref, ir.OtherOfThose):  # Retribution (added, session 46)
        return "the other one"
    if isinstance(ref, ir.PlayerChosenThisWay):  # Visions as printed
        return "the player chosen this way"
    if isinstance(ref, ir.DrawnThisWay):  # (added, act9) Sindbad
        return "the card drawn this way"
    if isinstance(ref, ir.AffectedThisWay):  # (added, session 43, c7) Maddening Imp
        return "the creatures the effect before applied to"
    if isinstance(ref, ir.AmongThem) and isinstance(ref.ref, ir.TriggerObject):  # (added, session 69, h6) Necropotence
        return f"{ref_phrase(ref.ref)} (only while still {with_article(filter_phrase(ref.filter))})"
    if isinstance(ref, ir.AmongThem):  # (added, Oracle statics round eleven) Winter Blast
        return f"each {filter_phrase(ref.filter)} among {ref_phrase(ref.ref)}"
    if isinstance(ref, ir.ChosenPlayer):
        return "the chosen player"
    if isinstance(ref, ir.ControllerOfLastDamager):  # (added, session 73, h6) Suffocation
        return (f"the controller of the last {spell_phrase(ref.by)} that dealt damage to {ref_phrase(ref.to)} this turn "
                f"(as it was when it dealt the damage; no player if none did)")
    if isinstance(ref, ir.PlayerWithMost):
        if ref.value == "life":
            return "the player with the most life (none if tied)"
        return f"the player who controls the most {filter_phrase(ref.filter)}s (none if tied)" if ref.filter else \
            f"the player with the most {ref.value} (none if tied)"
    if isinstance(ref, ir.Sacrificed):
        return "the sacrificed permanent"
    if isinstance(ref, ir.SacrificedCards):  # Sword of the Ages (217.8): by its cost, or as printed by an instruction
        return "the cards of the creatures this ability sacrificed, in the graveyard they went to"
    if isinstance(ref, ir.DiscardedToPay):
        return "the card discarded to pay the cost"
    if isinstance(ref, ir.ExiledToPay):
        return "the card removed from the game to pay the cost"
    if isinstance(ref, ir.TappedToPay):
        return "the creature tapped to pay the cost"
    if isinstance(ref, ir.TappedToPayThisTurn):  # Vodalian War Machine (added, session 67, h7)
        return f"each {filter_phrase(ref.filter)} tapped this turn to pay for the abilities of this"
    return _generic(ref)


def _is_name(ref: Any) -> bool:
    """Whether ``ref`` is said by a name in the words being made: the source's ("this" in a card's
    description), or a target or object a trace step names ("Grizzly Bears @gb", "Bob")."""
    if isinstance(ref, (ir.This, ir.ThisAfterLeavingPlay)):
        return True
    named = _NAMED.get()
    return bool(named) and isinstance(ref, (ir.Target, ir.TriggerObject, ir.Enchanted)) and ref in named


def _poss(ref: Any, noun: str) -> str:
    """``noun`` of the player or object ``ref``: "your library", "Bob's library", "target #1's hand", "the
    library of the player chosen this way" (:func:`whose`; a name always takes "'s")."""
    if isinstance(ref, ir.You):
        return f"{possessive(_YOU.get())} {noun}" if _YOU.get() else f"your {noun}"
    if _is_name(ref):
        return f"{possessive(ref_phrase(ref))} {noun}"
    return whose(ref_phrase(ref), noun)


def _own(ref: Any, noun: str) -> str:
    """Whose, after the player named as the subject: "your" for you, "his or her" for each player of
    a group ("each player reveals … of his or her library"), else the player's own name's."""
    if isinstance(ref, ir.All) and all(isinstance(f, ir.Filter) and f.players for f in ref.filters):
        return f"his or her {noun}"
    return _poss(ref, noun)


def _subj(ref: Any, verb: str) -> str:
    """``you gain`` / ``target #1 gains``."""
    if isinstance(ref, ir.You):
        return "you " + _BASE_FORMS.get(verb, verb)
    return f"{ref_phrase(ref)} {verb}"


_BASE_FORMS = {"gains": "gain", "loses": "lose", "draws": "draw", "discards": "discard", "sacrifices": "sacrifice",
               "pays": "pay", "searches": "search", "shuffles": "shuffle", "looks": "look", "reveals": "reveal",
               "takes": "take", "flips": "flip", "removes": "remove", "controls": "control",
               "chooses": "choose", "taps": "tap", "skips": "skip", "has": "have", "doesn't": "don't"}


def _put(ref: Any) -> str:
    """"put" after "you", "puts" after any other player (the second verb of :func:`_subj`'s sentence)."""
    return "put" if isinstance(ref, ir.You) else "puts"


def _life_amount(a: Any) -> str:
    """An amount of life as a card says it: "6 life", "2 life for each creature" (Congregate),
    "life equal to target #1's power" (Swords to Plowshares)."""
    if isinstance(a, ir.Product) and isinstance(a.amount, ir.CountOf):
        return f"{a.factor} life for each {filter_phrase(a.amount.filter)}"
    return _equal_to(a, "life")


#: Amounts read off an object, said "<object>'s power" in "damage equal to …"
_OF_WORDS = {ir.PowerOf: "power", ir.ToughnessOf: "toughness", ir.ConvertedManaCostOf: "converted mana cost"}


def _equal_to(a: Any, noun: str, its: Any = None) -> str:
    """"3 damage", "X damage", "that much damage" — or, for an amount the game works out, "damage
    equal to Hill Giant's power" / "life equal to the number of creatures" (never "the power of
    it damage"); ``its``: the reference the sentence is about ("it deals damage equal to its power")."""
    if isinstance(a, (int, ir.VarX)) or (isinstance(a, ir.ResultOf) and amount_phrase(a) == "that much"):
        return f"{amount_phrase(a)} {noun}"
    of = _OF_WORDS.get(type(a))
    if of is not None:
        return f"{noun} equal to {'its ' + of if its is not None and a.ref == its else _poss(a.ref, of)}"
    return f"{noun} equal to {amount_phrase(a)}"


def _cards(a: Any, top: bool = False) -> str:
    """A number of cards in words: "a card", "3 cards", "X cards", "cards equal to the number
    of …"; ``top``: of a library's top — "the top card", "the top 3 cards" (never "card(s)")."""
    if isinstance(a, int):
        return ("the top card" if top else "a card") if a == 1 else f"{'the top ' if top else ''}{a} cards"
    if isinstance(a, ir.VarX):
        return f"{'the top ' if top else ''}X cards"
    return f"{'the top ' if top else ''}cards, as many as {amount_phrase(a)}"


def counters_phrase(a: Any, kind: str) -> str:
    """A number of counters in words: "a +1/+0 counter", "an age counter", "2 -1/-1 counters",
    "X storage counters", "+1/+1 counters, as many as …" (never "counter(s)")."""
    noun = f"{kind} counter" if kind else "counter"
    if isinstance(a, int):
        return with_article(noun) if a == 1 else f"{a} {noun}s"
    if isinstance(a, ir.VarX) or a == "X":
        return f"X {noun}s"
    return f"{noun}s, as many as {amount_phrase(a)}"


def fraction_part(a: ir.Fraction) -> str:
    """"a third …, rounded up" (Pox): the part an :class:`ir.Fraction` takes, before "of"."""
    return f"{ {3: 'a third'}.get(a.parts, f'one {a.parts}th') }, rounded {'up' if a.round_up else 'down'},"


def amount_phrase(a: Any) -> str:
    if isinstance(a, int):
        return str(a)
    if isinstance(a, ir.VarX):
        return "X"
    if isinstance(a, ir.CountOf) and a.filter == ir.Filter(types=("card",), zone=Zone.HAND):
        return "the number of cards in all players' hands"  # Multani, Maro-Sorcerer
    if isinstance(a, ir.CountOf):
        return f"the number of {filter_plural(a.filter)}"
    if isinstance(a, ir.PowerOf):
        return f"the power of {ref_phrase(a.ref)}"
    if isinstance(a, ir.ToughnessOf):
        return f"the toughness of {ref_phrase(a.ref)}"
    if isinstance(a, ir.ConvertedManaCostOf):
        return f"the converted mana cost of {ref_phrase(a.ref)}"
    if isinstance(a, ir.LifeTotal):
        return f"{_poss(a.player, 'life total')}"
    if isinstance(a, ir.Half):
        return f"half {amount_phrase(a.of)}, rounded {'up' if a.round_up else 'down'}"
    if isinstance(a, ir.Fraction):  # Pox: "a third of their life, rounded up"
        return f"{fraction_part(a)} of {amount_phrase(a.of)}"
    if isinstance(a, ir.CardsInHand):  # one hand's count: "an opponent's hand" (Bargaining Table), never "each"
        return f"the number of cards in {_poss(a.player, 'hand') if isinstance(a.player, ir.You) else whose(_one_player(a.player), 'hand')}"
    if isinstance(a, ir.ResultOf) and a.what == ir.DAMAGE_DEALT_CAPPED:  # Drain Life
        return ("the damage dealt this way, but no more than the life total (before the damage) or the toughness of what "
                "was dealt it")
    if isinstance(a, ir.ResultOf) and a.what == ir.REMAINING_REVEALED:  # Thran Tome as printed
        return "the number of cards revealed this way and not chosen"
    if isinstance(a, ir.ResultOf) and a.what == ir.COUNTERS_REMOVED:  # Ventifact Bottle
        return "the number of counters removed this way"
    if isinstance(a, ir.SacrificedTotalPower):  # Sword of the Ages (413.2f): by its cost, or as printed by an instruction
        return "the total power of the creatures this ability sacrificed, as they last existed in play"
    if isinstance(a, ir.ResultOf) and a.what == ir.DAMAGE_PREVENTED_IN_ALL:  # Sacred Boon (413.2f)
        return "the damage the shield prevented in all"
    if isinstance(a, ir.ResultOf) and a.what == ir.SACRIFICED_COUNT:  # Landslide, Renounce
        return "the number of permanents sacrificed this way"
    if isinstance(a, ir.ResultOf):
        if a.what in ("damage dealt", "damage prevented"):  # "that much damage", "that much life"
            return "that much"
        return f"as many as were {a.what} this way" if a.what.endswith("ed") else f"the {a.what} this way"
    if isinstance(a, ir.MostDiscardedThisWay):  # Windfall
        return "the greatest number of cards a player discarded this way"
    if isinstance(a, ir.MovedThisWayControlledBy):  # Martyr's Cry
        who = "he or she" if isinstance(a.player, ir.EachOne) else ref_phrase(a.player)
        if a.mana_value:  # Seeds of Innocence (added, o7)
            return f"the total converted mana cost of the permanents {who} controlled that were destroyed this way"
        return f"the number of permanents {who} controlled that were moved this way"
    if isinstance(a, ir.CountMovedThisWay):  # Song of Blood (added, session 68, h5)
        return f"the number of {filter_plural(a.filter)} put into {_poss(a.whose, 'graveyard')} this way"
    if isinstance(a, ir.DiscardedThisWay):  # Flux
        who = "he or she" if isinstance(a.player, ir.EachOne) else ref_phrase(a.player)
        return f"the number of cards {who} discarded this way"
    if isinstance(a, ir.ManaPaidThisWay):  # Liege of the Hollows (added, session 67, h7)
        who = "they" if isinstance(a.player, ir.EachOne) else ref_phrase(a.player)
        return f"the amount of mana {who} paid this way"
    if isinstance(a, ir.ShuffledThisWay):  # Winds of Change
        who = "he or she" if isinstance(a.player, ir.EachOne) else ref_phrase(a.player)
        own = "your" if isinstance(a.player, ir.You) else "his or her"  # Credit Voucher's "you"
        return f"the number of cards {who} shuffled into {own} library this way"
    if isinstance(a, ir.Negative):
        return f"-{amount_phrase(a.amount)}"
    if isinstance(a, ir.HalfLife):
        return f"half {_poss(a.player, 'life')}, rounded up"
    if isinstance(a, ir.TimesPaid):
        return f"the number of times the additional {a.mana} was paid"
    if isinstance(a, ir.Product):
        return amount_phrase(a.amount) if a.factor == 1 else f"{a.factor} times {amount_phrase(a.amount)}"
    if isinstance(a, ir.Sum):  # "… minus 4" for a term subtracted (Black Vise)
        out = amount_phrase(a.terms[0]) if a.terms else "0"
        for t in a.terms[1:]:
            out += f" minus {amount_phrase(t.amount)}" if isinstance(t, ir.Negative) else f" plus {amount_phrase(t)}"
        return out
    if isinstance(a, ir.XAsPlayed):  # Venarian Gold (409.1b; glossary "X")
        return "the X announced as it was played"
    if isinstance(a, ir.LifePaidAsEntering):  # Minion of the Wastes (410.10e)
        return "the life paid as it came into play"
    if isinstance(a, ir.SacrificedAsEntering) and a.what is not ir.RememberedOnEntry.SACRIFICED:  # Dracoplasm (410.10e, 413.2f)
        total = "power" if a.what is ir.RememberedOnEntry.SACRIFICED_POWER else "toughness"
        return f"the total {total} of the creatures sacrificed as it came into play"
    if isinstance(a, ir.SacrificedAsEntering):  # Wood Elemental (410.10e)
        return "the number of permanents sacrificed as it came into play"
    if isinstance(a, ir.ChosenNumber):  # Shapeshifter (410.10e)
        return "the last chosen number"
    if isinstance(a, ir.LastPaidUpkeep):
        return f"the mana last paid for {'its cumulative upkeep' if isinstance(a.what, ir.This) else _poss(a.what, 'cumulative upkeep')}"
    if isinstance(a, ir.CountersOn):
        # (the source named where a trace step names it: "on Lilting Refrain", not an "it" that could be the target)
        it = _THIS.get() if _THIS.get() not in ("this", SOURCE) else "it"
        return f"the number of {a.kind} counters on {it if isinstance(a.what, ir.This) else ref_phrase(a.what)}"
    if isinstance(a, ir.DiedThisTurn):
        return "the number of creatures put into " + ("a graveyard" if a.whose is None else f"{_poss(a.whose, 'graveyard')}") \
            + " from play this turn"
    if isinstance(a, ir.TimesRegeneratedThisTurn):  # Spiny Starfish (419.6b)
        return f"the number of times {'it' if isinstance(a.what, ir.This) else ref_phrase(a.what)} regenerated this turn"
    if isinstance(a, ir.DamageDealtThisTurn):
        return f"the damage dealt to {(_YOU.get() or 'you') if isinstance(a.to, ir.You) else ref_phrase(a.to)} this turn"
    if isinstance(a, ir.CountAtTurnStart):  # Power Surge
        f = a.filter
        who = (_YOU.get() or "you") if isinstance(f.controlled_by, ir.You) else ref_phrase(f.controlled_by)
        controlled = f" {who} controlled" if f.controlled_by is not None else ""
        if a.controlled_now:  # Power Surge as printed: untapped then, controlled now
            loose = dataclasses.replace(f, controlled_by=None, status=tuple(s for s in f.status if s != "untapped"))
            now = f" {who} {'control' if who in ('you', 'they') else 'controls'}" if f.controlled_by is not None else ""
            return (f"the number of {_plural(filter_phrase(loose))}{now} that were untapped at the beginning of "
                    f"this turn")
        return (f"the number of {_plural(filter_phrase(dataclasses.replace(f, controlled_by=None)))}{controlled} "
                f"at the beginning of this turn")
    if isinstance(a, ir.DamageDealtThisTurnBy):  # Reverse Polarity
        if isinstance(a.to, ir.This):  # Blazing Effigy: "the amount of damage dealt to ~ this turn by …"
            it = _THIS.get() if _THIS.get() not in ("this", SOURCE) else "it"
            return f"the damage dealt to {it} this turn by {_plural_named(filter_phrase(a.by))}"
        return (f"the damage dealt to {(_YOU.get() or 'you') if isinstance(a.to, ir.You) else ref_phrase(a.to)} so far "
                f"this turn by {_plural_named(filter_phrase(a.by))}")
    return _generic(a)


def _plural_named(phrase: str) -> str:
    """A description's words made plural, a name left as it is ("other sources named Blazing Effigy")."""
    head, named, name = phrase.partition(" named ")
    return _plural(head) + named + name


def sources_words(f: ir.Filter, this: str) -> str:
    """The sources a description of damage's sources names, plural, in a trace step's words, "~" said
    as ``this`` ("artifacts", "other sources named Blazing Effigy")."""
    token = _THIS.set(this or SOURCE)
    try:
        return _plural_named(filter_phrase(f, trace=True))
    finally:
        _THIS.reset(token)


def each_own_count_words(f: ir.Filter, you: str) -> str:
    """What each object's own count counts, in a trace step's words, the object "it" and "you"
    named: "Auras attached to it" (Baki's Curse's "for each Aura attached to that creature")."""
    token, named = _EACH.set("it"), _YOU.set(you or "")
    try:
        return filter_plural(f)
    finally:
        _YOU.reset(named)
        _EACH.reset(token)


def amount_words(a: Any, you: str, names: Optional[dict] = None, this: str = "") -> str:
    """An amount in a trace step's words, the player "you" is named (a trace is read by a judge, in
    the third person): "the number of cards in Bob's hand", "the number of Forests Alice controls" —
    :func:`amount_phrase`'s words otherwise. ``names``: a target, the triggering object or the
    enchanted permanent (its IR reference) -> what the trace calls it ("the number of creatures
    blocking Grizzly Bears @gb", Barreling Attack's "blocking target creature"); ``this``: the
    source's name, for the "it" of rampage's "for each creature blocking it"."""
    token, said = _YOU.set(you or ""), _NAMED.set(dict(names or {}))
    source = _THIS.set(this) if this else None
    try:
        return amount_phrase(a)
    finally:
        if source is not None:
            _THIS.reset(source)
        _NAMED.reset(said)
        _YOU.reset(token)


def _signed(a: Any) -> str:
    if isinstance(a, int):
        return f"{a:+d}"
    text = amount_phrase(a)
    return text if text.startswith("-") else "+" + text


def pt_change_phrase(power: Any, toughness: Any) -> str:
    """A change of power and toughness of the IR as cards print it, an amount (X, a count) in its words:
    each signed, a zero taking the sign of the other (:func:`judge.cards.english.signed_pt`)."""
    return signed_pt(_signed(power), _signed(toughness), power == 0, toughness == 0)


def _for_each_pt(power: Any, toughness: Any) -> Optional[tuple[str, str]]:
    """A change "for each" of a count, as the card words it: ("-1/-1", "creature blocking it beyond
    the first") for Jungle Wurm's ``-1 × (creatures blocking it - 1)`` in both; None for any other."""
    # (a bare count is one for each: Mercadia's Downfall's "+1/+0 … for each nonbasic land")
    # (and a bare count beyond the first: Horrible Hordes' rampage 1, "+1/+1 … for each creature blocking it beyond
    # the first", ``creatures blocking it - 1`` in both; audit 8884)
    power, toughness = (ir.Product(1, a) if isinstance(a, (ir.CountOf, ir.CountMovedThisWay)) or (
        isinstance(a, ir.Sum) and len(a.terms) == 2 and isinstance(a.terms[0], ir.CountOf)
        and isinstance(a.terms[1], int) and a.terms[1] < 0) else a for a in (power, toughness))
    counted = [a for a in (power, toughness) if isinstance(a, ir.Product)]
    if not counted or any(a != 0 and not isinstance(a, ir.Product) for a in (power, toughness)) \
            or any(a.amount != counted[0].amount for a in counted):
        return None
    unit = pt_change_phrase(*(a.factor if isinstance(a, ir.Product) else 0 for a in (power, toughness)))
    n = counted[0].amount
    beyond = 0
    if isinstance(n, ir.Sum) and len(n.terms) == 2 and isinstance(n.terms[1], int) and n.terms[1] < 0:
        n, beyond = n.terms[0], -n.terms[1]
    if isinstance(n, ir.CountMovedThisWay) and not beyond:  # Song of Blood (added, session 68, h5)
        return unit, f"{filter_phrase(n.filter)} put into {_poss(n.whose, 'graveyard')} this way"
    if not isinstance(n, ir.CountOf):
        return None
    what = filter_phrase(n.filter)
    if beyond:
        what += " beyond the first" + ("" if beyond == 1 else f" {beyond}")
    return unit, what


def _mana_kind_words(mana: str) -> str:
    """``{W}`` as "white mana" (``{C}``: "colorless mana")."""
    return next((f"{c} mana" for c, k in ir.COLOR_SYMBOLS.items() if f"{{{k}}}" == mana.upper()), "colorless mana")


def _dur(d: str) -> str:
    """A duration in words; the source's '~' said as "this", as every other reference to it is
    (Aladdin's "for as long as you control this")."""
    return "" if d in (ir.WHILE_IN_PLAY, ir.FOREVER) else f" {d}".replace("~", "this")


#: The rules effects that let something be done (a permission: "can attack this turn as though it didn't have
#: defender", "may block an additional creature"; glossary "As though") and those that demand it (a requirement:
#: "attacks this turn if able", 500.2); every other rules effect that lasts a while restricts (308.2, 500.2).
_PERMISSION_RULES: tuple[type, ...] = (
    ir.CanAttackAsThoughNotWall, ir.AttacksWithoutTapping, ir.UnaffectedBySummoningSickness, ir.CanBlockAsThoughFlying,
    ir.CanBlockAnyNumber, ir.CanBlockAdditional, ir.CanBlockShadow, ir.PlayAsInstant, ir.AssignAsThoughUnblocked,
    ir.BlockableDespiteLandwalk, ir.MayChooseNotToUntap)
_REQUIREMENT_RULES: tuple[type, ...] = (ir.AttacksIfAble, ir.BlocksIfAble, ir.AllAbleMustBlock, ir.BlocksSourceIfAble)


def rule_kind_word(rule: Any) -> str:
    """What a rules effect lasting a while is, in one word, as the trace says it begins or ends:
    "permission" (it lets: Wall of Wonder's "can attack this turn as though it didn't have defender"),
    "requirement" (it demands: Taunt's "attacks … if able", 500.2), "replacement effect" (a mana
    ability's mana replaced, 419.1), else "restriction" (it forbids: "can't block this turn")."""
    if isinstance(rule, _PERMISSION_RULES):
        return "permission"
    if isinstance(rule, _REQUIREMENT_RULES):
        return "requirement"
    if isinstance(rule, ir.ManaInstead):
        return "replacement effect"
    return "restriction"


def _each_may_own(e: ir.EachPlayer) -> str:
    """"Each player may search his or her library for up to two basic land cards and put them into play. Then each
    player who searched his or her library this way shuffles it." (Veteran Explorer): each player's own optional
    instructions said as the card says them — "each player in turn, from the active player, may: search his or her
    library …; put the cards found into play; shuffle his or her library" — not "that player (for each) may: that
    player (for each) searches the library of that player (for each) …"; "" where the body is not one "may" of
    that player's, or speaks of "you" too."""
    if len(e.effects) != 1 or not isinstance(e.effects[0], ir.Optional_):
        return ""
    opt = e.effects[0]
    if not isinstance(opt.who, ir.EachOne) or opt.if_you_do_from or opt.otherwise \
            or any(isinstance(x, ir.You) for x in ir.walk(opt.effects)):
        return ""
    # each instruction said as the player's own ("you search your library"), then without its subject
    said = "; ".join(effect_phrase(ir.rebuild(x, lambda y: ir.You() if isinstance(y, ir.EachOne) else None))
                     for x in opt.effects)
    said = re.sub(r"\byour\b", "his or her", re.sub(r"\byou ", "", said))
    return f"{ref_phrase(e.who)} in turn, from the active player, may: {said}"


def effect_phrase(e: Any) -> str:
    """One effect in words."""
    if isinstance(e, ir.DealDamage):
        src = "" if isinstance(e.source, ir.This) else f"{ref_phrase(e.source)} "
        div = (" divided as you choose among" if e.divided else " divided evenly, rounded down, among" if e.evenly
               else " to")
        return (f"{src}{'deals' if src else 'deal'} {_equal_to(e.amount, 'damage', e.source)}{div} "
                + " and ".join(ref_phrase(t) for t in e.to))
    if isinstance(e, ir.EachDealsToOther):  # Triangle of War's "fights", in the era's words
        a, b = ref_phrase(e.first), ref_phrase(e.second)
        return (f"{a} and {b} each deal damage equal to their own power to the other, at once "
                f"({a} to {b}, {b} to {a})")
    if isinstance(e, ir.EachDealsToItself):  # Repentance, Wave of Reckoning
        who = ref_phrase(e.who)
        return f"{who} deals damage to itself equal to its power" + (", all at once" if isinstance(e.who, ir.All) else "")
    if isinstance(e, ir.DealDamageAdditional):  # Kaervek's Hex
        src = "" if isinstance(e.source, ir.This) else f"{ref_phrase(e.source)} "
        return (f"{src}{'deals' if src else 'deal'} {_equal_to(e.amount, 'damage', e.source)} to " + " and ".join(ref_phrase(t) for t in e.to)
                + f" and an additional {amount_phrase(e.additional)} damage to "
                + " and ".join(ref_phrase(t) for t in e.additional_to) + ", all at once")
    if isinstance(e, ir.RevealUntil):  # Polymorph, Oath of Druids
        _found_count(1)
        return (f"{_subj(e.who, 'reveals')} cards from the top of {_poss(e.who, 'library')} until "
                f"{with_article(filter_phrase(dataclasses.replace(e.filter, zone=Zone.IN_PLAY)))} is revealed")
    if isinstance(e, ir.RevealedIntoPlay):
        rest = ("puts every other card revealed into the graveyard" if e.others_to == Zone.GRAVEYARD
                else "shuffles the other revealed cards into the library")
        return f"the revealing player puts the card found into play and {rest}"
    if isinstance(e, ir.ChooseObject) and e.hand is not None and e.reveal:  # Assembly Hall (added, session 40)
        return (f"{ref_phrase(e.who)} reveal{'' if isinstance(e.who, ir.You) else 's'} "
                f"{with_article(hand_card_phrase(e.filter))} from {_poss(e.hand, 'hand')} (chosen as it resolves)")
    if isinstance(e, ir.ChooseObject) and e.hand is not None:  # Lobotomy (added, session 39)
        return (f"{ref_phrase(e.who)} choose{'' if isinstance(e.who, ir.You) else 's'} "
                f"{with_article(hand_card_phrase(e.filter))} from {_poss(e.hand, 'hand')} (as it resolves)")
    if isinstance(e, ir.ChooseOneOfCards):  # Intuition, Phyrexian Grimoire (added, session 39)
        of = f"the top {e.graveyard_top} cards of your graveyard" if e.graveyard_top else "the cards found"
        chosen = "is removed from the game" if e.chosen_to == Zone.REMOVED else f"is put into your {e.chosen_to}"
        return f"{_subj(e.chooser, 'chooses')} one of {of}: it {chosen}, the rest into your {e.rest_to}"
    if isinstance(e, ir.SearchCopies):  # Eradicate, Lobotomy: any copy may be left alone (glossary "Search")
        like = "the card chosen this way" if isinstance(e.like, ir.ObjectChosenThisWay) else ref_phrase(e.like)
        return (f"search {_poss(e.who, ', '.join(z.value for z in e.zones[:-1]) + ' and ' + e.zones[-1].value)} for all cards with the same name "
                f"as {like} and remove them from the game")
    if isinstance(e, ir.GraveyardCardAtRandom):  # Search for Survivors (added, session 45)
        return (f"reorder {_poss(e.whose, 'graveyard')} at random, then an opponent picks a card of it at random "
                f"(no player's choice)")
    if isinstance(e, ir.ChooseSource):  # Desperate Gambit (added, session 72, h12)
        what = filter_phrase(e.filter)
        what = "source" + what[len("object"):] if what.startswith("object") else what
        return (f"{ref_phrase(e.who)} choose{'' if isinstance(e.who, ir.You) else 's'} {with_article(what)} (as it "
                f"resolves: a permanent, a spell on the stack, or a card one refers to)")
    if isinstance(e, ir.ChooseObject):  # Final Strike as printed (added, printed round twenty-five)
        what = with_article(filter_phrase(e.filter))
        return f"{ref_phrase(e.who)} choose{'' if isinstance(e.who, ir.You) else 's'} {what} (as it resolves)"
    if isinstance(e, ir.ChooseCardType):  # Blood Oath (added, session 39); Teferi's Realm's kinds (session 81, h6)
        what = serial_or(kinds_listed([filter_phrase(k) for k in e.among])) if e.among else "a card type"
        return f"{ref_phrase(e.who)} choose{'' if isinstance(e.who, ir.You) else 's'} {what} (as it resolves)"
    if isinstance(e, ir.ChoosePlayer):  # Visions as printed (added, printed round twenty-one)
        return f"{ref_phrase(e.who)} choose{'' if isinstance(e.who, ir.You) else 's'} a player (as it resolves)"
    if isinstance(e, ir.ChooseCardName):  # Petra Sphinx, Wood Sage (added, Oracle activated round seventeen)
        kind = "a creature card name" if e.creature else "a card name"
        return f"{ref_phrase(e.who)} choose{'' if isinstance(e.who, ir.You) else 's'} {kind} (as it resolves)"
    if isinstance(e, ir.ChooseNumber):  # Scrying Glass (added, session 78, h7)
        return (f"{ref_phrase(e.who)} choose{'' if isinstance(e.who, ir.You) else 's'} a number greater than {e.above} "
                f"(as it resolves)")
    if isinstance(e, ir.ChooseColor):  # Persecute (added, statM)
        return f"{ref_phrase(e.who)} choose{'' if isinstance(e.who, ir.You) else 's'} a color (as it resolves)"
    if isinstance(e, ir.ChooseCreatureType):  # Extinction, Outbreak
        return f"{ref_phrase(e.who)} choose{'' if isinstance(e.who, ir.You) else 's'} a creature type (as it resolves)"
    if isinstance(e, ir.GetPoisonCounters):  # Pit Scorpion (glossary "Counter", Appendix B)
        return (f"{ref_phrase(e.who)} gets {counters_phrase(e.amount, 'poison')} (ten or more: that player "
                f"loses the game)")
    if isinstance(e, ir.LoseAllPoisonCounters):  # Leeches
        return f"{ref_phrase(e.who)} loses all poison counters"
    if isinstance(e, ir.PhaseOut) and isinstance(e.what, ir.Both):  # Dream Fighter: two at once
        return (f"{ref_phrase(e.what)} phase out together (treated as though they don't exist; each phases in, the "
                f"same permanent, before its controller untaps in their next untap step)")
    if isinstance(e, ir.PhaseOut):  # Mist Dragon, Vanishing (glossary "Phasing", Appendix B)
        return (f"{ref_phrase(e.what)} phases out (treated as though it doesn't exist; it phases in, the same "
                f"permanent, before its controller untaps in their next untap step)")
    if isinstance(e, ir.PhaseInAndOut):  # Time and Tide: both at one time
        return (f"at one time, every phased-out {' or '.join(e.coming)} phases in (the same permanent, with what phased "
                f"out with it) and {ref_phrase(e.going)} phases out")
    if isinstance(e, ir.GainLifeForCardsNotDrawn):  # Truce
        return (f"{ref_phrase(e.who)}: gains {e.life} life for each card fewer than {e.of} that player drew this way")
    if isinstance(e, ir.SacrificeAnyNumber):  # Landslide, Renounce
        return f"{ref_phrase(e.who)} sacrifice{'' if isinstance(e.who, ir.You) else 's'} any number of {_plural(filter_phrase(dataclasses.replace(e.what, controller=None)))} {'you' if isinstance(e.who, ir.You) else 'they'} control (chosen as it resolves)"
    if isinstance(e, ir.PutAuraAttached):  # Academy Researchers, Iridescent Drake (added, otrig6)
        what = (f"{_subj(e.who, 'chooses')} {with_article(filter_phrase(dataclasses.replace(e.filter, zone=Zone.IN_PLAY, controller=None)))} "
                f"in {_poss(e.who, str(e.filter.zone or Zone.HAND))} and {_put(e.who)} it" if e.filter is not None else f"put {ref_phrase(e.what)}")
        return (f"{what} into play attached to {ref_phrase(e.onto)} (if it can't legally enchant it, it stays where it "
                f"was)")
    if isinstance(e, ir.PutChosenIntoPlay):  # Flash, Sneak Attack, Terrain Generator (added, otrig5)
        card = filter_phrase(dataclasses.replace(e.filter, zone=Zone.IN_PLAY, controller=None))
        zone = str(e.filter.zone or Zone.HAND)
        whose = (('your ' if isinstance(e.who, ir.You) else 'their ') + zone) if e.whose is None else _poss(e.whose, zone)
        under = "" if e.under is None else f" under the control of {ref_phrase(e.under)}"  # Reincarnation (added, h67-7)
        # "you choose … and put it into play", "each player chooses … and puts it" (Exhume): a sentence, its verbs
        # agreeing with whoever chooses (not "you: choose …", audit 8581's Mercadian Lift)
        return (f"{_subj(e.who, 'chooses')} {with_article(card)} in {whose} and {_put(e.who)} it into play"
                f"{' tapped' if e.tapped else ''}{under}")
    if isinstance(e, ir.EachMayPutIntoPlay):  # Hunted Wumpus
        return (f"{ref_phrase(e.who)}: each may put one {filter_phrase(dataclasses.replace(e.filter, zone=Zone.IN_PLAY))} "
                f"from their own {e.filter.zone} into play (chosen in turn, the active player first; all put into play "
                f"at once)")
    if isinstance(e, ir.Destroy):
        if e.buried:  # the printed "bury ~" (glossary "Bury (Obsolete)")
            return f"bury {ref_phrase(e.what)} (destroy it, can't be regenerated, whoever controls it)"
        return f"destroy {ref_phrase(e.what)}" + (" (can't be regenerated)" if e.cant_regenerate else "")
    if isinstance(e, ir.CounterSpell):
        out = f"counter {ref_phrase(e.what)}"
        if e.unless_cost:
            out += f" unless {ref_phrase(e.unless_payer)} pays {e.unless_cost}"
            if e.unless_times is not None:  # Brine Seer: "{1} for each card revealed this way"
                out += f" × {amount_phrase(e.unless_times)}"
            if e.unless_x is not None:
                out += f", where X is {amount_phrase(e.unless_x)}"
            if e.if_not:
                out += "; if not: " + "; ".join(effect_phrase(x) for x in e.if_not)
        if e.destination != Zone.GRAVEYARD:
            into = f"put it into {_zone_at(e.destination, e.destination_position)}"
            put = (f"put it on {LIBRARY_POSITION_WORDS[e.destination_position]} of its owner's library"
                   if e.destination == Zone.LIBRARY and e.destination_position is not None else
                   {Zone.IN_PLAY: "put it into play", Zone.REMOVED: "remove it from the game"}.get(e.destination, into))
            cond = f" if it is {with_article(filter_phrase(e.destination_if))}" if e.destination_if is not None else ""
            ctrl = f" under {_poss(e.destination_controller, 'control')}" if e.destination_controller is not None else ""
            out += f" ({cond.strip()}{', ' if cond else ''}{put}{ctrl} instead)"
        return out
    if isinstance(e, ir.MoveTo):
        where = {Zone.HAND: "its owner's hand", Zone.GRAVEYARD: "its owner's graveyard",
                 Zone.REMOVED: "removed from the game", Zone.IN_PLAY: "play"}.get(e.zone, e.zone.value)
        out = f"put {ref_phrase(e.what)} into {where}" if e.zone != Zone.REMOVED else \
            f"remove {ref_phrase(e.what)} from the game"
        if e.zone == Zone.LIBRARY:  # "on top of", "on the bottom of" (Mortuary)
            out = f"put {ref_phrase(e.what)} on {LIBRARY_POSITION_WORDS[e.position]} of its owner's library"
        if e.zone == Zone.LIBRARY:  # Barishi, Repopulate: no position, a shuffle; Misinformation: "in any order" (statMZ)
            out = LIBRARY_ORDER_WORDS[e.order].format(put=out, what=ref_phrase(e.what))
        if e.zone == Zone.IN_PLAY and e.controller is None and isinstance(e.what, ir.All) and any(
                isinstance(f, ir.Filter) and ir.EXILED_WITH in f.extra for f in e.what.filters):
            out += " under its owner's control"  # each card its own owner's (Safe Haven, Parallax Wave; added, otrig6)
        elif e.zone == Zone.IN_PLAY and e.controller == ir.OwnerOf(e.what) and isinstance(e.what, ir.Revealed) \
                and (_LOOKED.get() or [None])[0] == EACH_REVEALED:
            out += ", each under its owner's control"  # Game Preserve (added, session 84, h6): one card a player
        elif e.controller is not None:
            out += f" under {_poss(e.controller, 'control')}"
        if e.with_counters is not None:  # Sand Golem: as it comes into play (410.10e)
            out += f" with {counters_phrase(e.with_counters[1], e.with_counters[0])} on it (as it comes into play)"
        if e.face_down:  # Gustha's Scepter (added, session 46, c3): 217.7b
            out += " face down (neither player may examine it)"
        return out + (" tapped" if e.tapped else "")
    if isinstance(e, ir.MayLookAtRemoved):  # Gustha's Scepter (added, session 46, c3): 217.7b
        return f"{_subj(e.who, 'may')} look at {ref_phrase(e.what)} for as long as it remains removed from the game"
    if isinstance(e, ir.GainLife):
        if e.amount == ir.ResultOf(ir.LIFE_LOST):  # Subversion
            return f"{_subj(e.who, 'gains')} life equal to the life lost this way (by the instruction before)"
        return f"{_subj(e.who, 'gains')} {_life_amount(e.amount)}"
    if isinstance(e, ir.SetLifeTotal):  # Blessed Wind (glossary "Exchange")
        return (f"{_poss(e.who, 'life total')} becomes {e.total} (that player gains or loses the difference, "
                f"as in an exchange of life totals)")
    if isinstance(e, ir.LoseLife):
        life = "" if isinstance(e.amount, ir.HalfLife) else " life"  # ("half your life, rounded up")
        return f"{_subj(e.who, 'loses')} {_life_amount(e.amount) if life else amount_phrase(e.amount)}"
    if isinstance(e, ir.Draw):
        verb = f"{ref_phrase(e.who)} may draw" if e.optional else _subj(e.who, "draws")
        if e.amount == ir.ResultOf(ir.REMAINING_REVEALED):  # Thran Tome as printed: "Draw the remaining cards"
            return f"{verb} the remaining cards (as many as were revealed this way and not chosen)"
        if isinstance(e.amount, ir.ResultOf) and e.amount.what.endswith("ed"):  # "draws that many cards" (Shocker)
            return f"{verb} {'up to ' if e.up_to else ''}as many cards as were {e.amount.what} this way"
        return f"{verb} {'up to ' + amount_phrase(e.amount) + (' card' if e.amount == 1 else ' cards') if e.up_to else _cards(e.amount)}"
    if isinstance(e, ir.ShuffleIntoLibrary):
        whose = _poss(e.who, "").rstrip() if isinstance(e.who, ir.You) else "his or her"
        if getattr(e, "any_number", False):  # Credit Voucher: the cards chosen (413.2c)
            kind = (f"{filter_phrase(dataclasses.replace(e.filter, zone=Zone.IN_PLAY))}s"  # ("creature cards")
                    if e.filter is not None else "cards")
            return (f"{_subj(e.who, 'shuffles')} any number of {kind} from {whose} {' and '.join(z.value for z in e.zones)} into {whose} "
                    f"library")
        if getattr(e, "count", 0):  # Lat-Nam's Legacy (added, session 41, c5): "a card" of them
            return (f"{_subj(e.who, 'shuffles')} {_cards(e.count)} from {whose} {' and '.join(z.value for z in e.zones)} into {whose} "
                    f"library")
        return f"{_subj(e.who, 'shuffles')} {whose} {' and '.join(z.value for z in e.zones)} into {whose} library"
    if isinstance(e, ir.RemoveTopOfLibrary) and e.count == ir.ResultOf("damage prevented"):  # Bone Mask
        return (f"{_subj(e.who, 'removes')} cards from the top of {_poss(e.who, 'library')} from the game, one for each "
                f"1 damage prevented")
    if isinstance(e, ir.RemoveTopOfLibrary):
        return (f"{_subj(e.who, 'removes')} {_cards(e.count, top=True)} of {_poss(e.who, 'library')} from the game"
                + (" face down (neither player may examine it)" if e.face_down else ""))
    if isinstance(e, ir.SearchZones):
        _found_count(e.count)
        return f"{_subj(e.who, 'searches')} {_poss(e.who, ' and '.join(z.value for z in e.zones))} for {_cards(e.count)}; the rest: {e.rest}"
    if isinstance(e, ir.FoundOnTop):
        return ("reveal the cards found, shuffle, and put them on top in any order" if e.reveal_and_shuffle
                else "put the cards found on top of the library in any order")
    if isinstance(e, ir.GameIsDraw):
        return "the game is a draw (it ends at once, no player winning or losing)"
    if isinstance(e, ir.HighestLifeWins):
        return "the player with the highest life total wins the game (tied: the game is a draw)"
    if isinstance(e, ir.EachMayPayAnyMana):  # Liege of the Hollows (added, session 67, h7)
        return f"{_subj(e.who, 'may pay')} any amount of mana (each chooses in turn, the active player first)"
    if isinstance(e, ir.PayAnyToPrevent):
        return (f"{_subj(e.who, 'may pay')} any amount of mana; deal {amount_phrase(e.amount)} damage to "
                f"{ref_phrase(e.to)}, prevent as much of it as the mana paid")
    if isinstance(e, ir.PayOrSacrificeHighest):
        pay = "that creature's mana cost" if e.mana_cost else "generic mana equal to that cost"
        return (f"each player chooses a creature with the highest converted mana cost they control (a tie: their "
                f"choice), then pays {pay} or sacrifices it")
    if isinstance(e, ir.ExchangeHighest):
        return (f"you and {ref_phrase(e.other)} exchange control of the {' and the '.join(e.types)} each controls with "
                f"the highest converted mana cost (a tie: its controller chooses)")
    if isinstance(e, ir.SetColor):  # no colors: Thran Lens's "All permanents are colorless."
        return f"{ref_phrase(e.what)} is {' and '.join(e.colors) or 'colorless'}{_dur(e.duration)}"
    if isinstance(e, ir.ColoredCostsAre):
        return f"colored mana symbols in the costs of {ref_phrase(e.what)} are {e.mana}"
    if isinstance(e, ir.PutCounterOfChoice):
        return (f"put a {' or a '.join(e.kinds)} counter (your choice as it resolves) on {ref_phrase(e.what)}")
    if isinstance(e, ir.PlayFoundAsThoughInHand):
        card = "the card found" if isinstance(e.what, ir.Found) else ref_phrase(e.what)
        until = (" until the beginning of your next upkeep" if e.duration == ir.UNTIL_YOUR_NEXT_UPKEEP
                 else _dur(e.duration))
        return f"{ref_phrase(e.who)} may play {card} as though it were in {_poss(e.who, 'hand')}{until}"
    if isinstance(e, ir.AuctionControl):
        return (f"each player may bid life for control of {ref_phrase(e.what)} (you open at {e.opening}; in turn order "
                f"each may top the high bid); the high bidder loses that much life and gains control of it")
    if isinstance(e, ir.RevealDrawOthersMayMill):
        return (f"reveal the card instead; any other player may pay {e.life} life to put it into its owner's "
                f"graveyard, else the player draws it")
    if isinstance(e, ir.DrawRevealPayOrDiscard):  # Breathstealer's Crypt (added, session 64): 419.1, 419.6a
        return (f"that player draws a card and reveals it; if it's a {filter_phrase(e.filter)} card, they discard it "
                f"unless they pay {e.life} life")
    if isinstance(e, ir.RevealTopMillOrDraw):  # Enduring Renewal (added, session 64): 419.1, 419.6a
        return (f"reveal the top card of your library; if it's a {filter_phrase(e.filter)} card, put it into your "
                f"graveyard, otherwise draw a card")
    if isinstance(e, ir.RevealUntilChosenKind):  # Abundance (added, session 64): 413.2c
        kinds = " or ".join(filter_phrase(dataclasses.replace(k, zone=Zone.ANY)).removesuffix(" card") for k in e.kinds)
        return (f"{_subj(e.who, 'chooses')} {kinds} and {'reveal' if isinstance(e.who, ir.You) else 'reveals'} cards from "
                f"the top of {_poss(e.who, 'library')} until a card of the chosen kind is revealed")
    if isinstance(e, ir.MayDrawThenPayOrPutBack):  # Sylvan Library (added, session 64): 413.2c
        first = f"you may draw {e.draw} additional cards; if you do, choose" if e.draw else "choose"
        return (f"{first} {e.choose} cards "
                f"in your hand drawn this turn, and for each pay {e.life} life or put it on top of your library")
    if isinstance(e, ir.GraveyardSwap):  # Living Death, both wordings (added, prt11)
        what = filter_phrase(e.filter)
        middle = (f"each sacrifices the {what}s they control" if e.sacrifice else
                  f"each {what} in play is put into its owner's graveyard (not sacrificed)")
        return (f"each player removes the {what} cards in their graveyard from the game, then {middle}, then each puts the "
                f"cards they removed into play (each step for all at once)")
    if isinstance(e, ir.DiscardObject):  # Sirocco (added, session 46): "that player discards that card"
        return f"{_subj(e.who, 'discards')} {ref_phrase(e.what)}"
    if isinstance(e, ir.DiscardAll):  # Amnesia (added, ostat5)
        what = filter_phrase(e.filter)
        if e.filter.zone == Zone.HAND and e.filter.controller is None and e.filter.controlled_by is None:
            # a player discards from his or her own hand only (glossary "Discard"): Persecute's "discards all cards of
            # that color" is "every card of the color chosen this way in his or her hand", not "… in a hand"
            whose = "your" if isinstance(e.who, ir.You) else "his or her"
            what = f"{filter_phrase(dataclasses.replace(e.filter, zone=Zone.ANY))} in {whose} hand"
        return f"{_subj(e.who, 'discards')} every {what} (no choice)"
    if isinstance(e, ir.Discard):
        what = filter_phrase(e.filter) if e.filter else "card"
        if isinstance(e.amount, ir.CardsInHand) and isinstance(e.amount.player, ir.EachOne) and not e.filter and e.up_to:
            return f"{_subj(e.who, 'discards')} any number of cards"  # Flux: none up to the whole hand
        if isinstance(e.amount, ir.CardsInHand) and e.amount.player == e.who and e.filter and e.up_to:
            # Mind Maggots: none up to every matching card of the hand
            return f"{_subj(e.who, 'discards')} any number of {filter_plural(dataclasses.replace(e.filter, zone=Zone.ANY))}"
        if isinstance(e.amount, ir.CardsInHand) and isinstance(e.amount.player, ir.EachOne) and not e.filter:
            whose = "your" if isinstance(e.who, ir.You) else "his or her"  # (Apocalypse: "You discard your hand")
            return f"{_subj(e.who, 'discards')} all the cards in {whose} hand"  # (Shocker: "discards his or her hand")
        if not e.filter:
            many = _cards(e.amount)
        elif isinstance(e.amount, int):
            many = with_article(what) if e.amount == 1 else f"{e.amount} {filter_plural(e.filter)}"
        else:
            many = f"{filter_plural(e.filter)}, as many as {amount_phrase(e.amount)}"
        if e.chooser is not None and e.chooser != e.who and not e.random:
            # Leshrac's Sigil: "choose a card from it. The player discards that card."
            if e.filter is not None and e.amount == 1:  # "a nonland card" of that hand (Duress): the zone goes unsaid
                many = with_article(filter_phrase(dataclasses.replace(e.filter, zone=Zone.ANY)))
            if e.up_to and not e.filter:  # Extortion "up to two cards", Discordant Dirge "up to X" (none included)
                many = (f"up to {e.amount} card{'s' if e.amount != 1 else ''}" if isinstance(e.amount, int) else
                        f"any number of cards up to {amount_phrase(e.amount)}")
            return (f"{_subj(e.chooser, 'chooses')} {many} from {_poss(e.who, 'hand')}; "
                    f"{_subj(e.who, 'discards')} {'that card' if e.amount == 1 else 'those cards'}")
        upto = "up to " if e.up_to else ""  # Mind Bomb: "may discard up to three cards"
        return f"{_subj(e.who, 'discards')} {upto}{many}" + (" at random" if e.random else "")
    if isinstance(e, ir.AddMana) and e.same:
        return f"add one more mana of a type the tapped land produced to {_poss(e.who, 'mana pool')}"
    if isinstance(e, ir.AddMana):
        each = f" for each {each_phrase(e.count.filter)}" if isinstance(e.count, ir.CountOf) else \
            " for each counter removed this way" if e.count == ir.ResultOf(ir.COUNTERS_REMOVED) else \
            f" for each of {amount_phrase(e.count)}" if e.count != 1 else ""
        if e.combination:  # Burnt Offering: the mix chosen as it is added (406.1)
            return (f"add X mana in any combination of {' and/or '.join(e.options)} to {_poss(e.who, 'mana pool')}, "
                    f"where X is {amount_phrase(e.count)}")
        if e.chosen_color:  # (410.10e)
            return f"add one mana of the color chosen as it came into play to {_poss(e.who, 'mana pool')}{each}"
        if e.could_produce is not None:  # Reflecting Pool, Fellwar Stone (glossary "Could")
            lands = (with_article(filter_phrase(e.could_produce.filters[0]))
                     if isinstance(e.could_produce, ir.All) and len(e.could_produce.filters) == 1
                     else "the sacrificed land" if isinstance(e.could_produce, ir.Sacrificed)
                     else ref_phrase(e.could_produce))
            return (f"add one mana of any {'color' if e.colors_only else 'type'} that {lands} could produce "
                    f"to {_poss(e.who, 'mana pool')}{each}")
        return f"add {' or '.join(e.options)} to {_poss(e.who, 'mana pool')}{each}"
    if isinstance(e, ir.AddLimitedMana):  # Mishra's Workshop (glossary "Mana": specialized mana)
        lim = e.limit
        if lim.not_spells:  # Thran Turbine (added, Oracle triggers round sixteen)
            return (f"{effect_phrase(e.add)}; that mana can't be spent to cast spells (it can pay for anything else "
                    f"while it is in the pool)")
        uses = ([f"to cast {' or '.join(lim.spell_types)} spells"] if lim.spell_types else []) + \
               ([f"to activate abilities of {' or '.join(t + 's' for t in lim.source_types)}"] if lim.source_types else []) + \
               (["to pay cumulative upkeep costs"] if lim.cumulative_upkeep else [])  # Adarkar Unicorn
        return (f"{effect_phrase(e.add)}; that mana may be spent only {' or '.join(uses)} (it can't pay anything "
                f"else while it is in the pool)")
    if isinstance(e, ir.ManaInstead) and e.land is not None:  # Quarum Trench Gnomes (419.1, 418.3a)
        kind = "colorless mana" if e.mana == "{C}" else e.mana
        return (f"whenever {ref_phrase(e.land)} is tapped for mana, it produces {kind} instead of "
                f"{_mana_kind_words(e.replaces) if e.replaces else 'any other type'}{_dur(e.duration)} (a replacement effect, applied as the mana is "
                f"produced; any other mana it makes is kept)")
    if isinstance(e, ir.ManaInstead) and e.replaces == ir.ANY_COLORED_MANA:  # Hall of Gemstone (419.1)
        kind = "mana of the color chosen" if e.mana == ir.MANA_OF_COLOR_CHOSEN else _mana_kind_words(e.mana)
        return (f"{_dur(e.duration).strip()}, lands tapped for mana produce {kind} instead of any other color (as much "
                f"mana as they would have made; colorless mana is not replaced; a replacement effect, applied as the "
                f"mana is produced)")
    if isinstance(e, ir.ManaInstead):  # Contamination, Pale Moon (419.1)
        who = "you tap" if e.tapper is not None else "a player taps"
        kind = ("colorless mana" if e.mana == "{C}" else "one mana of a color the player tapping it chooses"
                if e.mana == ir.ONE_MANA_OF_ANY_COLOR else e.mana)
        many = "exactly one mana" if e.amount else "as much mana as it would have made"
        until = "until end of turn, " if e.duration == ir.UNTIL_END_OF_TURN else ""
        return (f"{until}whenever {who} {with_article(filter_phrase(e.lands))} for mana, it produces {kind} instead of "
                f"any other type ({many}; a replacement effect, applied as the mana is produced)")
    if isinstance(e, ir.Regenerate):
        if e.then:  # Matopi Golem, Soldevi Sentry: a delayed ability made with the shield (406.2a)
            then = "; ".join(effect_phrase(x) for x in e.then)
            return f"regenerate {ref_phrase(e.what)}; when it regenerates by this shield (once), {then}"
        if e.at_once:  # Debt of Loyalty: part of the regeneration itself (419.6b), no trigger
            also = "; ".join(effect_phrase(x) for x in e.at_once)
            return f"regenerate {ref_phrase(e.what)}; as it regenerates by this shield, also: {also} (no trigger)"
        return f"regenerate {ref_phrase(e.what)}"
    if isinstance(e, ir.ModifyPT):
        each = _for_each_pt(e.power, e.toughness)
        if each is not None:  # "gets -1/-1 until end of turn for each creature blocking it beyond the first"
            return f"{ref_phrase(e.what)} gets {each[0]}{_dur(e.duration)} for each {each[1]}"
        return f"{ref_phrase(e.what)} gets {pt_change_phrase(e.power, e.toughness)}{_dur(e.duration)}"
    if isinstance(e, ir.SwitchPT):  # About Face: as printed, "effects that alter power alter toughness instead"
        whose = "its own power and toughness" if isinstance(e.what, ir.This) else _poss(e.what, "power and toughness")
        return (f"switch {whose}{_dur(e.duration)} (after every other effect "
                f"on it, whatever their timestamps: a later +2/+0 raises its toughness)")
    if isinstance(e, ir.SetPT):
        # one of the two left unchanged (None: Island of Wak-Wak's power, Chariot of the Sun's toughness)
        said = [f"{k} {amount_phrase(v)}" for k, v in (("power", e.power), ("toughness", e.toughness)) if v is not None]
        return f"{ref_phrase(e.what)} has {' and '.join(said)}{_dur(e.duration)}"
    if isinstance(e, ir.GrantAbility):
        ab = str(e.ability) if isinstance(e.ability, ir.Keyword) else f'"{ability_phrase(e.ability)}"'
        return f"{ref_phrase(e.what)} gains {ab}{_dur(e.duration)}"
    if isinstance(e, ir.RemoveAbility):
        return f"{ref_phrase(e.what)} loses {e.ability}{_dur(e.duration)}"
    if isinstance(e, ir.GainChosenKeyword):  # Urza's Avenger (added, Oracle round eight)
        said = (str(k) if isinstance(k, ir.Keyword) else f'"{ability_phrase(k)}"' for k in e.options)  # Gabriel Angelfire
        return (f"{ref_phrase(e.what)} gains {' or '.join(said)} (the ability's controller "
                f"chooses which as it resolves){_dur(e.duration)}")
    if isinstance(e, ir.LoseChosenKeyword):  # Walking Sponge (added, otrig6)
        return (f"{ref_phrase(e.what)} loses {' or '.join(str(k) for k in e.options)} (the ability's controller "
                f"chooses which as it resolves){_dur(e.duration)}")
    if isinstance(e, ir.LoseQuotedAbility):  # Glittering Lion (added, otrig6)
        return f'{ref_phrase(e.what)} loses "{ability_phrase(e.ability)}" (every copy of it){_dur(e.duration)}'
    if isinstance(e, ir.Tap):
        return f"tap {ref_phrase(e.what)}"
    if isinstance(e, ir.Untap):
        return f"untap {ref_phrase(e.what)}"
    if isinstance(e, ir.SwapTapped):  # Sands of Time
        return f"simultaneously untap each tapped one and tap each untapped one of {ref_phrase(e.what)}"
    if isinstance(e, ir.TapOrUntap):
        if isinstance(e.what, ir.All) and len(e.what.filters) == 1:
            # Turnabout: one type chosen, then all of it tapped or all of it untapped — two choices
            # made as it resolves (413.2c), each once for the whole group (judge.engine.effects)
            f = e.what.filters[0]
            kinds = list(f.types)
            if len(kinds) > 1:
                said = ", ".join(kinds[:-1]) + f"{',' if len(kinds) > 2 else ''} or {kinds[-1]}"
                of = dataclasses.replace(f, types=("permanent",))
                tap = filter_plural(dataclasses.replace(of, status=("untapped",))).replace("permanents", "permanents of that type", 1)
                untap = filter_plural(dataclasses.replace(of, status=("tapped",))).replace("permanents", "permanents of that type", 1)
                return (f"choose {said} (one type, as it resolves); then tap all {tap}, or untap all {untap} "
                        f"(one choice for all of them)")
            return (f"tap all {filter_plural(dataclasses.replace(f, status=('untapped',)))}, or untap all "
                    f"{filter_plural(dataclasses.replace(f, status=('tapped',)))} (one choice for all of them)")
        return f"tap or untap {ref_phrase(e.what)}"
    if isinstance(e, ir.PutCounters):
        where = "" if e.kind_x is None else f", where X is {amount_phrase(e.kind_x)} (one counter of that kind)"
        up_to = "up to " if e.up_to else ""  # the Clockwork creatures (413.2c: from none to that many)
        most = "" if e.at_most is None else f" (no more than {e.at_most} {e.kind} counters on it in all)"
        kind = e.kind if e.kind_x is None else e.kind.replace('x', 'X')
        n = e.count
        if isinstance(n, ir.Product) and n.factor > 1 and isinstance(n.amount, ir.ResultOf) \
                and n.amount.what.endswith("ed"):  # Mind Maggots: "For each card discarded this way, put two …"
            return (f"put {up_to}{counters_phrase(n.factor, kind)} on {ref_phrase(e.what)} for each one "
                    f"{n.amount.what} this way{where}{most}")
        counters, _, many = counters_phrase(n, kind).partition(", as many as ")  # "on it" before a count's measure
        return (f"put {up_to}{counters} on {ref_phrase(e.what)}" + (f", as many as {many}" if many else "")
                + f"{where}{most}")
    if isinstance(e, ir.DistributeCounters):  # Elven Rite (409.1e)
        return (f"put {counters_phrase(e.amount, e.kind)} divided as announced among {ref_phrase(e.on)} "
                f"(each at least one)")
    if isinstance(e, ir.KeepOnly):  # Limited Resources, Keldon Firebombers (413.2d)
        return (f"each player chooses {e.count} {filter_plural(e.filter)} they control (all of them if no more) "
                f"and sacrifices the rest")
    if isinstance(e, ir.MoveCounters):  # Afiya Grove, Spike Cannibal (glossary "Move")
        if e.all_counters:
            return f"move all {e.kind} counters from {ref_phrase(e.source)} onto {ref_phrase(e.onto)}"
        return f"move {counters_phrase(e.count, e.kind)} from {ref_phrase(e.source)} onto {ref_phrase(e.onto)}"
    if isinstance(e, ir.RemoveCounters):
        if e.all_counters:  # Sporogenesis
            return f"remove all {e.kind} counters from {ref_phrase(e.what)}"
        if isinstance(e.count, ir.CountersOn) and e.count.kind == e.kind and e.count.what == e.what:
            return f"remove all {e.kind} counters from {ref_phrase(e.what)}"
        # 416.3: as much as can be done — fewer if it has fewer (Roc Hatchling's one: "if it has one")
        limit = "if it has one" if e.count == 1 else "or as many as it has, if fewer"
        return f"remove {counters_phrase(e.count, e.kind)} from {ref_phrase(e.what)} ({limit})"
    if isinstance(e, ir.ChooseForSource) and e.choices == (EntryChoice.LIFE_PAID,):  # printed Phyrexian Processor
        return ("pay any amount of life, from 0 to your life total: the life paid as this came into play from now on "
                "(until then none)")
    if isinstance(e, ir.ChooseForSource):  # (added, session 73, h8) printed Engineered Plague, Sol Grail (410.10a)
        return ("choose " + " and ".join(with_article(c.value) for c in e.choices)
                + ": this permanent's chosen one from now on (until then it has none)")
    if isinstance(e, ir.ChooseColorAgain):  # (added, session 72, h6) Chromatic Armor (413.2c)
        return "choose a color: it becomes this permanent's last chosen color"
    if isinstance(e, ir.ChooseNumberAgain) and e.among:  # Shapeshifter (413.2c)
        return f"choose a number from {e.among[0]} to {e.among[-1]}: it becomes this permanent's last chosen number"
    if isinstance(e, ir.CreateTokenCopy):  # Echo Chamber (216.1, 214.5)
        who = "put" if isinstance(e.controller, ir.You) else f"{ref_phrase(e.controller)} puts"
        return f"{who} a token that's a copy of {ref_phrase(e.of)} into play"
    if isinstance(e, ir.CreateToken):
        t = e.token
        # a keyword that names the token itself ("bands with other creatures named Wolves of the Hunt") is quoted
        # after the token, as the card says it ("It has \"bands with other …\""), never run into the name (Master of
        # the Hunt, h72-13; glossary "Banding, Bands with Other")
        said = [str(k) for k in t.keywords if not str(k).startswith("bands with other")]
        quoted = [str(k) for k in t.keywords if str(k).startswith("bands with other")]
        kws = (" with " + ", ".join(said)) if said else ""
        if getattr(t, "defender", False):  # Wall of Kelp's Kelp: the later keyword, the era's Wall rule (308.1)
            kws += f"{' and' if kws else ' with'} defender (a Wall: it can't attack, 308.1)"
        kinds = " ".join(t.subtypes) or t.name
        named = f" named {t.name}" if t.name != kinds else ""  # "… token named Wasp" (216.1)
        has = "".join(f", with \"{k}\"" for k in quoted)
        has += "".join(f", with \"{a.text}\"" for a in getattr(t, "abilities", ()) if getattr(a, "text", ""))
        token = "token" if e.count == 1 else "tokens"
        # (the colors as the card joins them, "black and red" — Boris Devilboon's Minor Demon said "black red";
        # one token with its article, "a 1/1 …", "an X/X …", as the card counts it, audit 9086)
        colors = serial_and(list(t.colors)) if t.colors else "colorless"
        if ir.CHOSEN_COLOR in t.colors and ir.CHOSEN_TYPE in t.subtypes:  # Volrath's Laboratory (410.10e)
            return (f"put {_one_or_count(e.count, f'{t.power}/{t.toughness}')} {' '.join(t.types)} {token}{kws} of the "
                    f"color and creature type chosen as this came into play (named by that type) into play{has}")
        if t.power is None:  # Elephant Resurgence: its power and toughness set by its own ability (216.1)
            who = "put" if isinstance(e.controller, ir.You) else f"{ref_phrase(e.controller)} puts"
            return (f"{who} {_one_or_count(e.count, '*/*')} {colors} {kinds} {' '.join(t.types)} "
                    f"{token}{kws}{named} into play{has}")
        if not isinstance(t.power, int) and t.power != t.toughness:
            # Broken Visage (added, session 69, h5): "Its power is equal to that creature's power and its toughness
            # is equal to that creature's toughness" — each counted as it is made (413.2f, 216.1)
            who = "put" if isinstance(e.controller, ir.You) else f"{ref_phrase(e.controller)} puts"
            return (f"{who} {_one_or_count(e.count, 'X/Y')} {colors} {kinds} {' '.join(t.types)} "
                    f"{token}{kws}{named} into play{has}, where X is {amount_phrase(t.power)} and Y is "
                    f"{amount_phrase(t.toughness)}, counted as it is made")
        if not isinstance(t.power, int):  # Phyrexian Processor: "an X/X … token, where X is …" (413.2f)
            # Phantasmal Sphere: "target opponent creates …" — under that player's control (216.1)
            who = "put" if isinstance(e.controller, ir.You) else f"{ref_phrase(e.controller)} puts"
            return (f"{who} {_one_or_count(e.count, 'X/X')} {colors} {kinds} {' '.join(t.types)} "
                    f"{token}{kws}{named} into play{has}, where X is {amount_phrase(t.power)}, counted as it is made")
        who = "put" if isinstance(e.controller, ir.You) else f"{ref_phrase(e.controller)} puts"  # Afterlife (216.1)
        legend = "".join(f"{s.lower()} " for s in t.supertypes)  # Stangg's "legendary" Twin (215.1)
        return (f"{who} {_one_or_count(e.count, f'{legend}{t.power}/{t.toughness}')} {colors} "
                f"{kinds} {' '.join(t.types)} {token}{kws}{named} into play{has}{_count_is(e.count)}")
    if isinstance(e, ir.Sacrifice) and isinstance(e.who, ir.ControllerOf) and e.who.ref == e.what:
        return f"{ref_phrase(e.what)} is sacrificed by its controller"  # Golgothian Sylex
    if isinstance(e, ir.Sacrifice):
        what = ref_phrase(e.what)
        if e.count == 1 and isinstance(e.what, ir.Filter):
            what = with_article(what)  # Rupture: "you sacrifice a creature you control"
        count = "" if e.count == 1 else f"{amount_phrase(e.count)} × "
        chooser = " of an opponent's choice" if e.opponent_chooses else ""  # Demonic Hordes (added, o2)
        short = ("; if " + _subj(e.who, "can't") + ": " + "; ".join(effect_phrase(x) for x in e.if_short)
                 if e.if_short else "")  # Lich, Lord of the Pit: "If you can't, …"
        if e.buried:  # printed "chooses and buries" (Hurloon Shaman; r69-h9): glossary "Bury"
            return f"{_subj(e.who, 'chooses and buries')} {count}{what} (destroyed, can't be regenerated)"
        return f"{_subj(e.who, 'sacrifices')} {count}{what}{chooser}{short}"
    if isinstance(e, ir.PreventDamage) and e.per_counter is not None:  # (added, session 44) Rock Hydra
        return (f"for each 1 damage that would be dealt to {' and '.join(ref_phrase(t) for t in e.to)}, if it has "
                f"a {e.per_counter} counter, remove one and prevent that 1 damage (419.7a)")
    if isinstance(e, ir.PreventDamage) and e.of_each:  # (added, stat) Urza's Armor
        return (f"each time a source would deal damage to {' and '.join(ref_phrase(t) for t in e.to)}, prevent "
                f"{amount_phrase(e.amount)} of that damage (419.7a){_dur(e.duration)}")
    if isinstance(e, ir.PreventDamage):
        amount = ("half, rounded down, of the" if e.half_rounded_down else
                  f"all but {e.all_but} of the" if e.all_but is not None else "all" if e.amount is None
                  else f"the next {amount_phrase(e.amount)}")
        kind = "combat damage" if e.combat_only else "damage"
        parts = [f"prevent {amount} {kind}"]
        if e.source is not None:
            parts.append(f"from {ref_phrase(e.source)}")
        if e.to:
            parts.append("to " + " and ".join(ref_phrase(t) for t in e.to))
        if e.except_from is not None:  # Undergrowth: "doesn't affect combat damage … dealt by red creatures"
            parts.append(f"(except damage from {filter_plural(e.except_from)})")
        if e.next_time:
            parts.append("(the next time only)")
        # what the shield does as it prevents damage ("that much": the damage it prevents, 419.7b;
        # Reverse Damage, Temper, Bone Mask)
        then = "".join(f"; as it prevents damage: {effect_phrase(x)}" for x in e.then)
        return " ".join(parts) + _dur(e.duration) + then
    if isinstance(e, ir.EmptyManaPool):
        return f"empty {_poss(e.who, 'mana pool')}"
    if isinstance(e, ir.GainControl) and e.who == ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)):
        # "an opponent gains control of ~" (Rainbow Vale; added, otrig5): the one opponent of a game of two
        return f"the opponent gains control of {ref_phrase(e.what)}{_dur(e.duration)}"
    if isinstance(e, ir.GainControl):
        return f"{_subj(e.who, 'controls')} {ref_phrase(e.what)}{_dur(e.duration)}"
    if isinstance(e, ir.LookAtHand) and e.random_card and e.picker is not None:  # Cursed Scroll as printed (s77, h7)
        looked = _LOOKED.get()
        if looked is not None:
            looked[0] = PICKED  # "that card" is the card picked, not revealed
        return (f"{_subj(e.picker, 'chooses')} a card at random from {_own(e.whose, 'hand')} (chance decides which; "
                f"not revealed)")
    if isinstance(e, ir.LookAtHand) and e.random_card and e.reveal:  # Cursed Scroll (added, act17)
        return (f"{_subj(e.whose, 'reveals')} {_cards(e.count)} at random from {_own(e.whose, 'hand')}"
                + (" (all of the hand if it holds fewer)" if e.count != 1 else ""))  # Nebuchadnezzar (added, s46 c1)
    if isinstance(e, ir.LookAtHand) and e.random_card:  # Urza's Bauble
        looked = _LOOKED.get()
        if looked is not None:
            looked[0] = True  # "it" after it is the card looked at, not revealed
        return f"look at a card at random in {_poss(e.whose, 'hand')}"
    if isinstance(e, ir.LookAtHand) and e.reveal:  # Inquisition: "Target player reveals his or her hand."
        return f"{_subj(e.whose, 'reveals')} {_own(e.whose, 'hand') if not isinstance(e.whose, ir.Target) else 'his or her hand'}"
    if isinstance(e, ir.LookAtHand):
        return f"look at {_poss(e.whose, 'hand')}"
    if isinstance(e, ir.HandCardsForTopCards):  # Scroll Rack
        return (f"you choose any number of cards in your hand and remove them from the game{' face down' if e.face_down else ''}; put that many "
                "cards from the top of your library into your hand (not drawn); then put the removed cards on top of "
                "your library in an order of your choice")
    if isinstance(e, ir.HandToLibrary):  # Brainstorm, Dream Cache, Volrath's Dungeon, Stunted Growth
        where = f"on {LIBRARY_POSITION_WORDS[e.where]} of" if e.where is not None else "both on the top or both on the bottom of"
        you = isinstance(e.who, ir.You)
        them = "it" if e.count == 1 else f"them, in an order of {possessive('your' if you else 'that player')} choice,"
        them = them.replace("your's", "your")
        return (f"{'you choose' if you else ref_phrase(e.who) + ' chooses'} {_cards(e.count)} of {_poss(e.who, 'hand')} "
                f"and put{'' if you else 's'} {them} {where} {_poss(e.who, 'library')}"
                + (" (all of the hand if it holds fewer)" if e.count != 1 else ""))
    if isinstance(e, ir.MillWhileBothShareAColor):  # Grindstone
        return (f"put the top two cards of {_poss(e.whose, 'library')} into the graveyard; if both share a color, "
                f"repeat this process")
    if isinstance(e, ir.Mill):
        if not isinstance(e.amount, (int, ir.VarX)):  # Altar of Dementia: "a number of cards equal to …"
            return (f"put a number of cards equal to {amount_phrase(e.amount)} from the top of {_poss(e.whose, 'library')} "
                    f"into the graveyard")
        return f"put {_cards(e.amount, top=True)} of {_poss(e.whose, 'library')} into the graveyard"
    if isinstance(e, ir.SearchLibrary):
        _found_count(e.count)
        flt = dataclasses.replace(e.filter, zone=Zone.ANY)
        what = (f"up to one {filter_phrase(flt)}" if e.count == 1 and e.up_to else
                with_article(filter_phrase(flt)) if e.count == 1 else
                f"any number of {filter_plural(flt)}" if e.count is None else
                f"{'up to ' if e.up_to else ''}{amount_phrase(e.count)} {filter_plural(flt)}")  # Gift of Estates
        if e.same_name_as is not None:  # Remembrance, Bifurcate: "with the same name as that creature" (202.3)
            what += " with the same name as " + ("the card chosen this way" if isinstance(e.same_name_as, ir.ObjectChosenThisWay)
                                                 else ref_phrase(e.same_name_as))  # Assembly Hall: a card of the hand
        reveal = (" and " + ("reveal" if isinstance(e.who, ir.You) else "reveals") + (" it" if e.count == 1 else " them")
                  if e.reveal else "")
        if not isinstance(e.who, (ir.You, ir.All, ir.EachOne)):
            # "search target player's library" (Jester's Cap, Rootwater Thief): the ability's
            # controller searches another's library (glossary "Search"), as the engine plays it
            return f"search {_poss(e.who, 'library')} for {what}{reveal.replace(' reveals ', ' reveal ')}"
        return f"{_subj(e.who, 'searches')} {_poss(e.who, 'library')} for {what}{reveal}"
    if isinstance(e, ir.Shuffle):
        if e.by is not None:  # Visions as printed: "you may then shuffle that library"
            return f"{_subj(e.by, 'shuffles')} {_poss(e.who, 'library')}"
        return f"{_subj(e.who, 'shuffles')} {_poss(e.who, 'library')}"
    if isinstance(e, ir.AdditionalLands) and e.any_number:
        return f"{ref_phrase(e.who)} may play any number of lands{_dur(e.duration)}"
    if isinstance(e, ir.AdditionalLands):
        lands = "an additional land" if e.count == 1 else f"{amount_phrase(e.count)} additional lands"
        return f"{ref_phrase(e.who)} may play {lands}{_dur(e.duration)}"
    if isinstance(e, ir.ReorderTop):
        # the instruction's controller looks and orders, in whichever library it names (413.2c; Elemental Augury,
        # Natural Selection: "target player's library"), not the player whose library it is (audit 8278)
        return f"you look at the top {amount_phrase(e.count)} cards of {_poss(e.who, 'library')} and put them back in any order"
    if isinstance(e, ir.Dig) and e.already_looked:  # Preferred Selection (added, session 84, h6): not looked at again
        where = (f"into {_poss(e.who, 'hand')}" if e.take_to == Zone.HAND and e.take_position is None
                 else f"on the bottom of {_poss(e.who, 'library')}"
                 if e.take_to == Zone.LIBRARY and e.take_position is ir.LibraryPosition.BOTTOM
                 else f"to the {_zone_at(e.take_to, e.take_position)}")
        return (f"{ref_phrase(e.who)} {_put(e.who)} {amount_phrase(e.take)} of the {amount_phrase(e.count)} cards looked at "
                f"{where} (chosen, 413.2c)" + (", the rest staying on top, not moved" if e.rest_left else ""))
    if isinstance(e, ir.Dig) and e.chooser is not None and e.revealed:  # Thran Tome: another player chooses
        return (f"{_subj(e.who, 'reveals')} the top {amount_phrase(e.count)} cards of {_poss(e.who, 'library')}, then "
                f"{_subj(e.chooser, 'chooses')} {amount_phrase(e.take)} of them to go to the {_zone_at(e.take_to, e.take_position)} (413.2c) and "
                + ("the rest stay on top, not moved" if e.rest_left else f"the rest: {_zone_at(e.rest_to, e.rest_position)}"))
    if isinstance(e, ir.Dig) and e.chooser is not None:  # Cruel Fate, Sealed Fate: the chooser looks and chooses
        return (f"{_subj(e.chooser, 'looks')} at the top {amount_phrase(e.count)} cards of {_poss(e.who, 'library')}, "
                f"then {'choose' if isinstance(e.chooser, ir.You) else 'chooses'} "
                f"{'any number' if e.take is None else amount_phrase(e.take)} of them to go "
                f"{'to the ' if e.take_to is not Zone.REMOVED else ''}{_zone_at(e.take_to, e.take_position)} (413.2c) and "
                + ("the rest stay on top, not moved" if e.rest_left else f"the rest: {_zone_at(e.rest_to, e.rest_position)}"))
    if isinstance(e, ir.Dig) and getattr(e, "revealed", False):  # Eye of Yawgmoth
        return (f"{_subj(e.who, 'reveals')} a number of cards from the top of {_poss(e.who, 'library')} equal to "
                f"{amount_phrase(e.count)}, then {amount_phrase(e.take)} of them go to the {_zone_at(e.take_to, e.take_position)} and the rest: "
                f"{_zone_at(e.rest_to, e.rest_position)}")
    if isinstance(e, ir.Dig):
        return (f"{_subj(e.who, 'looks')} at the top {amount_phrase(e.count)} cards of {_poss(e.who, 'library')}, "
                f"then {'any number' if e.take is None else amount_phrase(e.take)} of them go "
                f"{'to the ' if e.take_to is not Zone.REMOVED else ''}{_zone_at(e.take_to, e.take_position)}"
                f"{', picked at random' if e.at_random else ''} and the rest: {_zone_at(e.rest_to, e.rest_position)}")
    if isinstance(e, ir.RevealTopSort):  # Mulch, Clear the Land
        kind = dataclasses.replace(e.keep, zone=Zone.ANY, extra=tuple(x for x in e.keep.extra if x != "revealed this way"))
        return (f"{_subj(e.who, 'reveals')} the top {e.count} cards of {_own(e.who, 'library')}; each "
                f"{filter_phrase(kind)} revealed this way is put {_SORTED_TO[e.to_zone]}{' tapped' if e.tapped else ''}, "
                f"the rest {_SORTED_TO[e.rest_zone]}")
    if isinstance(e, ir.RevealTop) and e.look and e.count == 1:  # only a look (Coral Fighters, Wand of Denial)
        looked = _LOOKED.get()
        if looked is not None:
            looked[0] = True  # "that card" is the card looked at, not revealed (Eye Spy)
        return f"you look at the top card of {_poss(e.who, 'library')}"
    if isinstance(e, ir.RevealTop) and e.look:  # only a look, at several (Orcish Spy, Visions)
        return f"you look at the top {e.count} cards of {_poss(e.who, 'library')}"
    if isinstance(e, ir.RevealTop) and isinstance(e.who, ir.All) and e.count == 1 and not e.by_you:
        looked = _LOOKED.get()
        if looked is not None:
            looked[0] = EACH_REVEALED  # Game Preserve (added, session 84, h6): one card a player, "the cards revealed"
        return f"{_subj(e.who, 'reveals')} the top card of {_own(e.who, 'library')}"
    if isinstance(e, ir.RevealTop):  # "you reveal the top card of target #1's library" (Prophecy: ``by_you``)
        return f"{_subj(ir.You() if e.by_you else e.who, 'reveals')} {_cards(e.count, top=True)} of {_poss(e.who, 'library')}"
    if isinstance(e, ir.ChosenLandTypeBecomes):  # Vision Charm (413.2c, 418.3b, 214.9f)
        return (f"you choose a land type and a basic land type; each land of the first type becomes the second type, "
                f"and nothing else{_dur(e.duration)}")
    if isinstance(e, ir.SetLandType) and e.land_type == ir.SECOND_CHOSEN_TYPE:  # Illusionary Terrain (410.10e)
        return (f"{ref_phrase(e.what).replace('of the chosen type', 'of the first chosen type')} is the second "
                f"chosen basic land type, and nothing else (214.9f)")
    if isinstance(e, ir.SetLandType):
        kind = e.land_type or "a basic land type of your choice"
        also = " in addition to its other land types" if e.keep else ""  # Blanket of Night
        return f"{ref_phrase(e.what)} is {kind}{also}{_dur(e.duration)}"
    if isinstance(e, ir.ScaleDamage):
        if e.plus:
            return f"deal that much damage {'plus' if e.plus > 0 else 'minus'} {abs(e.plus)}" + (
                "" if e.factor == 1 else f" after multiplying it by {e.factor}")
        return "deal double that damage" if e.factor == 2 else f"deal {e.factor} times that damage"
    if isinstance(e, ir.ReplaceEvent) and e.event in (ReplacedEvent.GAIN_LIFE, ReplacedEvent.DRAW):
        what = "gain life (for each 1 life)" if e.event is ReplacedEvent.GAIN_LIFE else "draw a card"
        return f"replacement: if {ref_phrase(e.subject)} would {what}, {_instead(e)} " + \
            "; ".join(effect_phrase(x) for x in e.instead)
    if isinstance(e, ir.ReplaceEvent) and e.event is ReplacedEvent.DEALS_DAMAGE:
        # a kind of source with its article (Benevolent Unicorn: "if a spell on the stack would deal damage")
        who = ("a source" if e.subject.extra == ("any source",) else with_article(ref_phrase(e.subject))) \
            if isinstance(e.subject, ir.Filter) else ref_phrase(e.subject)  # Furnace of Rath: "a source"
        return f"replacement: if {who} would deal damage, {_instead(e)} " + \
            "; ".join(effect_phrase(x) for x in e.instead)
    if isinstance(e, ir.ReplaceEvent) and e.event is ReplacedEvent.DEALT_DAMAGE:  # Lichenthrope, Crumbling Sanctuary
        who = "a player" if isinstance(e.subject, ir.All) and e.subject.filters == (ir.Filter(players=True),) \
            else ref_phrase(e.subject)
        return f"replacement: if damage would be dealt to {who}, {_instead(e)} " + \
            "; ".join(effect_phrase(x) for x in e.instead)
    if isinstance(e, ir.ReplaceEvent):
        return f"replacement: if {ref_phrase(e.subject)} would be {e.event.value}, {_instead(e)} " + \
            "; ".join(effect_phrase(x) for x in e.instead)
    if isinstance(e, ir.ScaleNextDamage):  # Desperate Gambit (added, session 72, h12)
        how = effect_phrase(ir.ScaleDamage(e.factor)).removeprefix("deal ")  # "double that damage"
        return f"the next time {ref_phrase(e.source)} would deal damage this turn, it deals {how} instead"
    if isinstance(e, ir.ScaleDamageThisTurn):  # Blind Fury (added, session 68, h5)
        kind = "combat damage" if e.combat_only else "damage"
        how = effect_phrase(ir.ScaleDamage(e.factor, e.plus)).removeprefix("deal ")  # "double that damage"
        return (f"this turn, each time {with_article(filter_phrase(e.dealt_by))} would deal {kind} to "
                f"{with_article(filter_phrase(e.dealt_to))}, it deals {how} to that {filter_phrase(e.dealt_to)} instead")
    if isinstance(e, ir.HalfDamageOfSpellToCaster):  # Backdraft (added, session 76, h6)
        kinds = " or ".join(e.types)
        return (f"choose a player who played one or more {kinds} spells this turn and one of those spells (413.2c): "
                f"this card deals that player damage equal to half the damage that spell dealt this turn, rounded down")
    if isinstance(e, ir.AlsoDealsToSourceController):  # Eye for an Eye (added, session 76, h6)
        to = " and ".join(ref_phrase(t) for t in e.to)
        return (f"the next time {ref_phrase(e.source)} would deal damage to {to} this turn, it deals that damage to "
                f"{to} and this card deals that much damage to that source's controller, at the same time")
    if isinstance(e, ir.RedirectDamage):
        kind = "combat damage" if e.combat_only else "damage"
        src = f" by {ref_phrase(e.source)}" if e.source is not None else ""
        when = "the next time " if e.next_time else ""
        if e.amount is not None:  # an ablative redirection (the en-Kor): at most that much (419.7b)
            kind = f"the next {amount_phrase(e.amount)} {kind}"
        to = " to " + " and ".join(ref_phrase(t) for t in e.to) if e.to else ""
        if e.optional:  # Blood of the Martyr: each time, if its controller chooses (419.1)
            to = " to " + " or ".join(with_article(filter_phrase(f)) for t in e.to for f in t.filters) \
                if e.to and all(isinstance(t, ir.All) for t in e.to) else to
            return (f"each time {kind} would be dealt{to}{src}{_dur(e.duration)}, you may have it dealt to "
                    f"{ref_phrase(e.new_recipient)} instead")
        return (f"{when}{kind} that would be dealt{to}"
                + f"{src} is dealt to {ref_phrase(e.new_recipient)} instead{_dur(e.duration)}")
    if isinstance(e, ir.FlipCoin):
        return f"{_subj(e.who, 'flips')} a coin"
    if isinstance(e, ir.ChangeTargets):
        if e.must_be is not None:  # Silver Wyvern (415.2)
            return (f"change the target of {ref_phrase(e.what)} to another legal one that is "
                    f"{with_article(filter_phrase(e.must_be))}")
        return f"choose new targets for {ref_phrase(e.what)}"
    if isinstance(e, ir.ExtraTurn):
        return f"{_subj(e.who, 'takes')} an extra turn after this one"
    if isinstance(e, ir.Skip):
        return f"{_subj(e.who, 'skips')} the next {e.what}{' this turn' if e.this_turn else ''}"
    if isinstance(e, ir.LoseGame):
        return f"{_subj(e.who, 'loses')} the game"
    if isinstance(e, ir.RemoveFromCombat):
        return f"remove {ref_phrase(e.what)} from combat"
    if isinstance(e, ir.UnblockOnlyBlockedBy):  # (Ydwen Efreet: its text over 309.4, 103.1)
        return (f"each attacking creature {ref_phrase(e.what)} was blocking and no longer blocks, blocked by no other "
                f"creature this combat, becomes unblocked")
    if isinstance(e, ir.AdditionalCombat):
        return "an additional combat phase" + (" followed by an additional main phase" if e.main_phase_after else "")
    if isinstance(e, ir.SetTypes) and e.keep and e.power is None and "creature" not in e.types and not e.subtypes:
        # Ashnod's Transmogrant, Thran Forge: a type added, the others kept (214.4)
        words = " ".join(e.types)
        return (f"{ref_phrase(e.what)} becomes {with_article(words)} in addition to its "
                f"other types{_dur(e.duration)}")
    if isinstance(e, ir.SetSnow):  # Melting, Arcum's Weathervane (glossary "Snow-Covered (Obsolete)")
        return f"{ref_phrase(e.what)} is {'snow' if e.snow else 'no longer snow'}{_dur(e.duration)}"
    if isinstance(e, ir.SetTypes):  # Animate Land, Chimeric Idol, the Licids, Living Lands (418.3a)
        return _set_types_phrase(e)
    if isinstance(e, ir.LoseAllAbilities):  # Humility, Humble
        return f"{ref_phrase(e.what)} loses all abilities{_dur(e.duration)}"
    if isinstance(e, ir.SetColor):
        return _generic(e)
    if isinstance(e, ir.OneOf):  # Vhati il-Dal: one of them, chosen as it resolves (413.2c)
        return "one of, chosen as it resolves: " + " or ".join("; ".join(effect_phrase(x) for x in c) for c in e.choices)
    if isinstance(e, ir.Optional_):
        if e.if_you_do_from:  # "You may X. If you do, Y": Y only if X was done
            return (f"{ref_phrase(e.who)} may: " + "; ".join(effect_phrase(x) for x in e.effects[:e.if_you_do_from])
                    + "; if done: " + "; ".join(effect_phrase(x) for x in e.effects[e.if_you_do_from:]))
        out = f"{ref_phrase(e.who)} may: " + "; ".join(effect_phrase(x) for x in e.effects)
        if e.otherwise:  # Ether Well (added, p1, session 41): declined, the instruction it would replace
            out += "; if not: " + "; ".join(effect_phrase(x) for x in e.otherwise)
        return out
    if isinstance(e, ir.IfYouDo):
        who = "any player" if e.anyone else ref_phrase(e.who)  # "unless any player pays": the first who pays (413.2d)
        head = (f"{who} may pay" if e.optional else _subj(e.who, "pays")) + f" [{cost_phrase(e.cost)}]"
        if e.optional and cost_phrase(e.cost).startswith("pay "):  # "pay 1 life" is its own verb, not "pay [pay 1 life]"
            head = f"{who} may {cost_phrase(e.cost)}"
        if e.cost.tap_target is not None and e.optional and e.cost == ir.Cost(tap_target=e.cost.tap_target):
            head = f"{who} may {cost_phrase(e.cost)}"  # "you may tap target #1" (Koskun Falls as printed)
        if e.cost.destroy is not None and e.optional:  # an instruction chosen, not a payment (Portal's "… or destroy ~")
            head = f"{ref_phrase(e.who)} may {cost_phrase(e.cost)}"
        elif e.cost.sacrifice and e.optional and e.times is None \
                and cost_phrase(dataclasses.replace(e.cost, sacrifice=())) == "no cost":
            head = f"{who} may {cost_phrase(e.cost)}"  # "that player may sacrifice a creature"
        elif e.cost.to_library_top is not None and e.optional and e.cost == ir.Cost(to_library_top=e.cost.to_library_top) \
                and not isinstance(e.who, ir.You):
            # Tainted Specter (added, session 79, h7): a card of the payer's own hand, on top of his or her own library
            # (not "your", the ability controller's)
            whose = possessive(who)
            head = (f"{who} may put {counted_phrase(e.cost.to_library_top[1], dataclasses.replace(e.cost.to_library_top[0], controller=None, zone=None))}"
                    f" from {whose} hand on top of {whose} library")
        if e.cost_of is not None:  # "its mana cost" (Pendrell Flux), "… reduced by up to {2}" (Flash)
            head = head.replace(f"[{cost_phrase(e.cost)}]", f"[the mana cost of {ref_phrase(e.cost_of)}"
                                + (f", reduced by up to {{{e.reduced_by}}}]" if e.reduced_by else "]"))
        if e.times is not None:  # cumulative upkeep: the cost once for each counter
            head += f" that many times over: {amount_phrase(e.times)}"
        if not e.anyone and not isinstance(e.who, ir.You):  # the payer's own: "the triggering player may pay [put a
            # -1/-1 counter on a creature he or she controls]" (Tourach's Chant), not "… controlled by the triggering player"
            head = head.replace(f" controlled by {who}]", " he or she controls]")
        out = head
        if e.then:
            out += ("; if a player does: " if e.anyone else "; if done: ") + "; ".join(effect_phrase(x) for x in e.then)
        if e.otherwise:
            out += ("; if no player does: " if e.anyone else "; if not: ") + "; ".join(effect_phrase(x) for x in e.otherwise)
        return out
    if isinstance(e, ir.ChooseOneOfThose):  # Retribution (added, session 46)
        verb = "choose" if isinstance(e.who, ir.You) else "chooses"  # (Cannibalize: "you choose")
        return (f"{ref_phrase(e.who)} {verb} one of {ref_phrase(e.what)} (413.2c): "
                + "; ".join(effect_phrase(x) for x in e.chosen) + "; then " + "; ".join(effect_phrase(x) for x in e.other))
    if isinstance(e, ir.ForEachObject):  # Fighting Chance
        way = f" {e.this_way.what} this way" if e.this_way is not None else ""  # Stench of Evil's "destroyed this way"
        return f"for each {filter_phrase(e.filter)}{way}, in turn: " + "; ".join(effect_phrase(x) for x in e.effects)
    if isinstance(e, ir.Conditional) and not e.then:  # "… unless it came under your control this turn"
        return f"unless {condition_phrase(e.condition)}: " + "; ".join(effect_phrase(x) for x in e.otherwise)
    if isinstance(e, ir.Conditional):
        out = f"if {condition_phrase(e.condition)}: " + "; ".join(effect_phrase(x) for x in e.then)
        if e.otherwise:
            out += "; otherwise: " + "; ".join(effect_phrase(x) for x in e.otherwise)
        return out
    if isinstance(e, ir.DelayedTrigger):
        when = trigger_phrase(e.trigger)
        if not e.repeats:  # it triggers once, the next time its event happens (406.2)
            when = re.sub(r"^at the beginning of (?:each|the) ", "at the beginning of the next ", when)
            when = re.sub(r"^at the beginning of your ", "at the beginning of your next ", when)
            when = re.sub(r"^at the beginning of that player's ", "at the beginning of that player's next ", when)
        unless = (f" — unless that player pays {e.unless_paid} before then (any time he or she has priority)"
                  if e.unless_paid else "")
        lasts = f", {e.lasts.replace('~', _THIS.get())} (then it ends)" if e.lasts else ""  # Giant Oyster (418.3a)
        # Gaze of Pain (session 76, h7): its own "may" (410.5) and targets (410.4), chosen each time it triggers
        may = "you may (chosen as it triggers): " if e.optional else ""
        own = f" — its own targets, chosen each time it triggers: {targets_phrase(e.targets)}" if e.targets else ""
        inner = e.effects
        if e.optional and len(inner) == 1 and isinstance(inner[0], ir.Optional_) and inner[0].if_you_do_from:
            opt = inner[0]  # (the "may" said once, above)
            body = ("; ".join(effect_phrase(x) for x in opt.effects[:opt.if_you_do_from]) + "; if done: "
                    + "; ".join(effect_phrase(x) for x in opt.effects[opt.if_you_do_from:]))
        else:
            body = "; ".join(effect_phrase(x) for x in inner)
        return (f"[delayed{'' if e.repeats else ', once'}] {when}{', this turn only' if e.this_turn else ''}{lasts}: "
                + may + body + unless + own)
    if isinstance(e, ir.RemoveDamageInsteadOfDestruction):  # Pyramids (419.1)
        return f"the next time {ref_phrase(e.what)} would be destroyed this turn, remove all damage marked on it instead"
    if isinstance(e, ir.ExileIfItWouldDie):  # Disintegrate, in the era's words
        if e.leaves_play:  # Dreams of the Dead
            return f"if {ref_phrase(e.what)} would leave play, remove it from the game instead of putting it anywhere else"
        if e.lethal_damage:  # Disintegrate as printed
            return (f"if {ref_phrase(e.what)} would be put into a graveyard from play this turn with lethal damage on "
                    f"it, remove it from the game instead")
        return (f"if {ref_phrase(e.what)} would be put into a graveyard from play this turn, remove it from the game "
                f"instead")
    if isinstance(e, ir.CantBeDestroyed):  # Consecrate Land (added, session 64)
        return f"{ref_phrase(e.what)} can't be destroyed" + _dur(e.duration)
    if isinstance(e, ir.CantBeEnchanted):  # Anti-Magic Aura (added, session 64)
        return (f"{ref_phrase(e.what)} can't be enchanted{' by other local enchantments' if e.others_only else ''}"
                + _dur(e.duration))
    if isinstance(e, ir.CantBeTargetedBy):  # Suq'Ata Firewalker, Bartel Runeaxe, hexproof
        if e.only_targeting is not None:  # Wall of Shadows (added, o5)
            only = f"{e.only_targeting}s"
            return (f"{ref_phrase(e.what)} can't be the target of spells that can target only {only} or of abilities "
                    f"that can target only {only}" + _dur(e.duration))
        if e.spell_types:  # Spectral Cloak as printed (session 70, h7)
            whose = f"{serial_or(list(e.spell_types))} spells" + (" or activated abilities" if e.activated_abilities else "")
        elif e.spells_only:
            whose = f"{' or '.join(e.filter.subtypes) if e.filter is not None else ''} spells".strip()
        elif e.abilities_only:  # (added, Oracle round ten, A–L) Artifact Ward
            whose = f"abilities from {' or '.join(e.filter.types) if e.filter is not None else 'any'} sources"
        elif e.filter is not None:
            colour = " or ".join(e.filter.colors)
            whose = f"{colour} spells or abilities from {colour} sources"
        else:
            whose = "spells or abilities"
        if e.opponents_only:
            whose += " its controller's opponents control"
        return f"{ref_phrase(e.what)} can't be the target of {whose}" + _dur(e.duration)
    if isinstance(e, ir.MaxCombatants):  # Caverns of Despair, Crawlspace
        return (f"no more than {e.count} creature{'s' if e.count != 1 else ''} can {COMBAT_ACTION_WORDS[e.action]}"
                f"{' you' if e.attacking_you else ''} each {'turn' if e.each_turn else 'combat'}")
    if isinstance(e, ir.CantUnlessOthers):  # Orcish Conscripts, Okk, Mogg Flunkies
        if e.greater_power:
            return f"{ref_phrase(e.what)} can't {COMBAT_ACTION_WORDS[e.action]} unless a creature with greater power also {COMBAT_ACTION_WORDS[e.action]}s"
        if e.count == 1:
            return f"{ref_phrase(e.what)} can't {COMBAT_ACTION_WORDS[e.action]} alone"
        return f"{ref_phrase(e.what)} can't {COMBAT_ACTION_WORDS[e.action]} unless at least {e.count} other creatures {COMBAT_ACTION_WORDS[e.action]}"
    if isinstance(e, ir.CantUnlessControlsMore):  # Mogg Toady, Monstrous Hound
        other = "defending" if e.action is ir.CombatAction.ATTACK else "attacking"
        return (f"{ref_phrase(e.what)} can't {COMBAT_ACTION_WORDS[e.action]} unless its controller controls more "
                f"{_plural(filter_phrase(e.filter))} than the {other} player")
    if isinstance(e, ir.OthersThanChosen):  # Eunuchs' Intrigues
        return (f"{ref_phrase(e.chosen.chooser)} chooses {filter_phrase(e.chosen.filter)} on resolution; "
                f"{effect_phrase(e.rule)}, except the one chosen")
    if isinstance(e, ir.DoesntUntapNextUntapStep) and e.filter is None and e.condition is None:
        if e.value == "2":  # Telekinesis
            return f"{ref_phrase(e.what)} doesn't untap during its controller's next two untap steps"
        return f"{ref_phrase(e.what)} doesn't untap during its controller's next untap step"
    if isinstance(e, ir.ReturnsAsNextUntapStep) and e.filter is None and e.condition is None:
        return f"during your next untap step, as you untap your permanents, return {ref_phrase(e.what)} to its owner's hand"
    if isinstance(e, ir.AllAbleMustBlock) and e.condition is None:  # Lure, Talruum Piper, Marble Priest
        return f"all {filter_plural(e.filter)} able to block {ref_phrase(e.what)} must do so (a requirement, 500.2){_dur(e.duration)}"
    if isinstance(e, ir.OtherLandTypeUnaffected):  # the Revised dual lands as printed
        return ("an effect that makes one of this land's land types another basic land type leaves its other land "
                "type, and that type's mana ability (its own text over 214.9f, 103.1)")
    if isinstance(e, ir.SacrificesAsEntering) and e.instead:  # Sheltered Valley (419.1)
        return (f"if this would come into play, instead its controller sacrifices each other "
                f"{filter_phrase(dataclasses.replace(e.filter, controller=None, other=False))} he or she controls, "
                f"then it comes into play (a replacement effect)")
    if isinstance(e, ir.SacrificesAsEntering) and e.any_number:  # Wood Elemental (410.10e)
        return (f"as this comes into play, its controller sacrifices any number of "
                f"{filter_plural(dataclasses.replace(e.filter, controller=None))} he or she controls (part of the "
                f"event, not a triggered ability; the number is remembered)")
    if isinstance(e, ir.MaxHandSize):  # Spellbook, Recycle: the hand size the cleanup step discards down to (314.1a)
        if e.value is None:
            return f"{_subj(e.what, 'has')} no maximum hand size" + _dur(e.duration)
        return f"{_poss(e.what, 'maximum hand size')} is {amount_phrase(e.value)}" + _dur(e.duration)
    if isinstance(e, ir.DiscardsHandAsEntering):  # Heightened Awareness (410.10e)
        return (f"as this comes into play, {_subj(e.what, 'discards')} {_own(e.what, 'hand')} (part of the event, not a "
                f"triggered ability)")
    if isinstance(e, ir.LosesLifeTotalAsEntering):  # Lich (410.10e)
        return (f"as this comes into play, {_subj(e.what, 'loses')} life equal to {_own(e.what, 'life total')} (part of "
                f"the event, not a triggered ability)")
    if isinstance(e, ir.SacrificesAsEntering):  # Death Pit Offering as printed (410.10e)
        return (f"as this comes into play, its controller sacrifices each "
                f"{filter_phrase(dataclasses.replace(e.filter, controller=None))} he or she controls (part of the event, "
                f"not a triggered ability)")
    if isinstance(e, ir.BlockableDespiteLandwalk) and e.value == ir.ANY_LANDWALK:  # (added, ostat6) Staff of the Ages
        return "creatures with landwalk abilities can be blocked as though they didn't have those abilities (502.6b)"
    if isinstance(e, ir.SpellCostIncreaseOffTurn):  # (added, ostat6) Defense Grid
        return f"each spell costs {e.value} more to play except during its controller's turn (409.1f)"
    if isinstance(e, ir.SpellCostReductionUpTo):  # (added, ostat6) Planar Gate, Stone Calendar, Mana Matrix
        f = e.filter
        words = " ".join(w for w in (" or ".join(f.colors), " or ".join(t for t in f.types if t != "spell")) if w)
        whose = f" {PLAYER_RELATION_WORDS[f.controller].every} play" if f.controller is not None else ""
        return (f"{words + ' ' if words else ''}spells{whose} cost up to {e.value} less to play — how much, the "
                f"spell's controller announces as the costs are paid (generic mana only; 409.1f)")
    if isinstance(e, ir.CyclingCostReductionUpTo):  # (added, session 40, o8) Fluctuator
        return (f"cycling abilities you play cost up to {e.value} less to play — how much, you announce as the costs "
                f"are paid (generic mana only; 409.1f)")
    if isinstance(e, ir.BuybackCostReduction):  # (added, session 41, c4) Memory Crystal
        return (f"buyback costs cost {e.value} less — every player's, and the buyback cost only (generic mana only; "
                f"409.1f)")
    if isinstance(e, ir.CantPlayTapAbilities):  # (added, ostat6) Serra Bestiary, Katabatic Winds
        return f"no player can play the activated abilities of {ref_phrase(e.what)} with {{T}} in their costs (103.2)"
    if isinstance(e, (ir.AbilityCostIncrease, ir.AbilityCostReduction)):  # (added, ostat6) Gloom, Heartstone
        whose = ("the enchanted artifact's activated abilities" if "enchanted" in e.filter.extra else
                 f"activated abilities of {filter_plural(e.filter)}")
        if isinstance(e, ir.AbilityCostIncrease):
            return f"{whose} cost {e.value} more to play (409.1f)"
        if e.generic_floor:  # Heartstone as printed (added, printed round eighteen)
            return f"{whose} cost {e.value} less to play (generic mana only, never less than {{1}} of it; 409.1f)"
        return f"{whose} cost {e.value} less to play (generic mana only, never less than one mana in all; 409.1f)"
    if isinstance(e, ir.AbilityAddedCost) and e.cost is not None:  # (added, session 66, h6) Brutal Suppression, Drought
        whose = f"activated abilities of {filter_plural(e.filter)}" if e.filter is not None else "activated abilities"
        each = f" for each {{{e.per_symbol}}} in their activation costs" if e.per_symbol else ""
        return (f"{whose}, mana abilities too (406.1a), cost an additional \"{cost_phrase(e.cost)}\" to play{each}, "
                f"paid with the ability's own cost (409.1f)")
    if isinstance(e, ir.SpellAddedCost) and e.cost is not None:  # (added, session 66, h6) Drought
        each = f" for each {{{e.per_symbol}}} in their mana costs" if e.per_symbol else ""
        return (f"{spells_phrase(e.filter)} cost an additional \"{cost_phrase(e.cost)}\" to play{each}, paid with "
                f"their other costs, an alternative cost too (409.1f, glossary \"Alternative Cost\")")
    if isinstance(e, ir.CanBlockAdditional) and e.what is not None:  # (added, oracle7) Mounted Archers, Yare
        n = int(e.value or 1)
        more = "an additional creature" if n == 1 else f"up to {n} additional creatures"
        return f"{ref_phrase(e.what)} can block {more}{_dur(e.duration)} (309.1)"
    if isinstance(e, ir.Attach):  # (added, oracle7) Kjeldoran Pride, the Licids
        return (f"attach {ref_phrase(e.what)} to {ref_phrase(e.onto)} (214.8c; if it can't legally enchant it, "
                f"it is put into its owner's graveyard, 420.5d)")
    if isinstance(e, ir.AttachOfChoice):  # (added, session 72, h6) Kudzu
        return (f"{ref_phrase(e.chooser)} attaches {ref_phrase(e.what)} to {with_article(filter_phrase(e.onto))} of "
                f"their choice (one it can legally enchant), chosen as it resolves (glossary \"Move\"; 413.2c)")
    if isinstance(e, ir.MoveAura):  # (added, session 44) Crown of the Ages
        onto = f"permanent of that type ({filter_phrase(e.onto)})" if e.of_that_type else filter_phrase(e.onto)
        return (f"move {ref_phrase(e.what)} to another {onto} it can legally enchant, chosen as it "
                f"resolves (glossary \"Move\"; 412.2)")
    if isinstance(e, ir.BlocksSourceIfAble):  # (added, oracle7) Trumpeting Armodon
        return f"{ref_phrase(e.what)} blocks this creature{_dur(e.duration)} if able (500.2)"
    if isinstance(e, ir.RevealDrawn):  # (added, act9) Sindbad
        return "reveal the card drawn this way (it stays in the hand)"
    if isinstance(e, ir.CombatCost) and e.per_counter is not None:  # (added, stat) Phyrexian Marauder
        return (f"{ref_phrase(e.what)} can't {COMBAT_ACTION_WORDS[e.action]} unless its controller pays {e.value} for each "
                f"{e.per_counter} counter on it (a cost paid as it is declared, 308.2; none, nothing owed; unpaid, "
                f"the attack is illegal, 308.3)")
    if isinstance(e, ir.CombatCost) and e.tap is not None:  # (added, c3) Hollow Warrior
        outside = (", not one declared as an attacking or blocking creature this combat" if e.tap_undeclared else
                   ", even one declared with it that the declaration leaves untapped")
        return (f"{ref_phrase(e.what)} can't {COMBAT_ACTION_WORDS[e.action]} unless you tap {with_article(filter_phrase(e.tap))}"
                f"{outside} (a cost paid as it is declared, 308.2, 309.2; unpaid, the declaration is illegal, 308.3, "
                f"309.2a)")
    if isinstance(e, ir.CombatCost) and e.life and e.action is ir.CombatAction.BLOCK:  # (added, stat) Heat Wave
        whom = f" {filter_phrase(e.filter)}" if e.filter is not None else ""
        return (f"{ref_phrase(e.what)} can't block{whom} unless their controller pays {e.life} life for each of "
                f"them blocking (a cost paid as blockers are declared, 309.2; unpaid, the block is illegal, 309.2a)")
    if isinstance(e, ir.CantBeTappedForManaIfNew):  # (added, audit 4844) the era's animated lands as printed
        return (f"{ref_phrase(e.what)} can't be tapped for mana{_dur(e.duration)} if it came into play this turn (the "
                f"card's own restriction: haste or not, its mana abilities with {{T}} in their costs can't be played, "
                f"103.2)")
    if isinstance(e, ir.CombatCost) and e.sacrifice is None and e.filter is not None and e.action is ir.CombatAction.BLOCK:
        # (added, Oracle round ten, A–L) Hipparion
        return (f"{ref_phrase(e.what)} can't block {filter_phrase(e.filter)} unless its controller pays {e.value} for "
                f"each of them it blocks (a cost to block, 309.2)")
    if isinstance(e, ir.CombatCost) and e.sacrifice is not None and isinstance(e.what, ir.All) \
            and isinstance(e.sacrifice.what, ir.Filter):  # (added, stat) Reclamation, Flooded Woodlands
        n = e.sacrifice.count
        # "you" is the attacking (blocking) player, not the card's controller: Flooded Woodlands' lands are Bob's
        what = filter_phrase(e.sacrifice.what).replace(" you control", " he or she controls")
        sac = with_article(what) if n == 1 else f"{n} permanents, each {what}"
        return (f"{ref_phrase(e.what)} can't {COMBAT_ACTION_WORDS[e.action]} unless its controller sacrifices {sac} for each of them "
                f"{'attacking' if e.action is ir.CombatAction.ATTACK else 'blocking'} (a cost paid as it is declared, "
                f"{'308.2' if e.action is ir.CombatAction.ATTACK else '309.2'}; unpaid, the declaration is illegal, "
                f"{'308.3' if e.action is ir.CombatAction.ATTACK else '309.2a'})")
    if isinstance(e, ir.CombatCost) and e.sacrifice is None and e.duration == ir.THIS_TURN:  # (added, act9) War Tax
        rule = "308.2" if e.action is ir.CombatAction.ATTACK else "309.2"
        return (f"{ref_phrase(e.what)} can't {COMBAT_ACTION_WORDS[e.action]} this turn unless its controller pays {e.value} for it (a cost "
                f"to {COMBAT_ACTION_WORDS[e.action]}, {rule}; the creatures in play and X as it resolves, 418.3b, 418.3c)")
    if isinstance(e, ir.PlayAsInstant) and isinstance(e.what, ir.This) and e.price:  # Armor of Thorns, Soar
        return (f"this may be played any time its controller could play an instant (402.8); if it is played when a "
                f"sorcery couldn't have been, then: {e.price}")
    if isinstance(e, ir.CombatCost) and e.sacrifice is not None and not isinstance(e.what, ir.All):
        # Leviathan, Exalted Dragon: "can't attack unless you sacrifice two Islands"
        n = e.sacrifice.count
        what = filter_phrase(e.sacrifice.what) if isinstance(e.sacrifice.what, ir.Filter) else ref_phrase(e.sacrifice.what)
        sac = with_article(what) if n == 1 else \
            f"{n if isinstance(n, int) else amount_phrase(n)} permanents, each {what}"
        attack = e.action is ir.CombatAction.ATTACK
        return (f"{ref_phrase(e.what)} can't {COMBAT_ACTION_WORDS[e.action]} unless its controller sacrifices {sac} (a cost paid as it is "
                f"declared, {'308.2' if attack else '309.2'}; unpaid, the declaration is illegal, "
                f"{'308.3' if attack else '309.2a'})")
    if isinstance(e, ir.PlayAsInstant) and e.filter is not None and not isinstance(e.what, ir.This):
        # (added, Oracle statics round eleven, M–Z) Vernal Equinox
        who = ref_phrase(e.what)
        span = " this turn (418.3a)" if e.duration == ir.THIS_TURN else ""  # Winding Canyons
        return (f"{who} may play {filter_phrase(e.filter)} any time {'you' if who == 'you' else 'they'} could play an "
                f"instant{span} (the card overrides 408.1d)")
    if isinstance(e, ir.PlayFreeAsInstant) and e.filter is not None:  # (added, session 66, h6) Aluren
        return (f"{ref_phrase(e.what)} may play {spells_phrase(e.filter)} without paying their mana cost (an alternative "
                f"cost of nothing, 409.1f) and, played so, any time they could play an instant (the card overrides "
                f"408.1d)")
    if isinstance(e, ir.ChooseAsEntering) and e.choices == (EntryChoice.LIFE_PAID,):  # Minion of the Wastes (410.10e)
        return (f"as {ref_phrase(e.what)} comes into play, its controller pays any amount of life, from 0 to his or "
                f"her life total (glossary \"Pay\"; part of the event, not a triggered ability)")
    if isinstance(e, ir.ChooseAsEntering) and e.choices == (EntryChoice.CARD_NAME,
                                                            EntryChoice.OPPONENTS_CARD_NAME):  # Null Chamber (s46)
        return (f"as {ref_phrase(e.what)} comes into play, its controller and an opponent each choose a card name other "
                f"than a basic land card name (part of the event, not a triggered ability)")
    if isinstance(e, ir.ChooseAsEntering) and e.choices == (EntryChoice.OPPONENT,
                                                            EntryChoice.CARD_NAME):  # Booby Trap (s46)
        return (f"as {ref_phrase(e.what)} comes into play, its controller chooses an opponent and a card name other than "
                f"a basic land card name (part of the event, not a triggered ability)")
    if isinstance(e, ir.ChooseAsEntering) \
            and EntryChoice.SECOND_LAND_TYPE in e.choices:  # Illusionary Terrain (410.10e)
        return (f"as {ref_phrase(e.what)} comes into play, its controller chooses two different basic land types, "
                f"a first and a second (part of the event, not a triggered ability)")
    if isinstance(e, ir.ChooseAsEntering) and e.choices == (EntryChoice.ANY_LAND_TYPE,):  # Shimmer (410.10e, 212.2c)
        return (f"as {ref_phrase(e.what)} comes into play, its controller chooses a land type (any: a land's type is "
                f"its name, 212.2c) (part of the event, not a triggered ability)")
    if isinstance(e, ir.ChooseAsEntering) and e.when_played:  # Caller of the Hunt (409.1f)
        return (f"as {ref_phrase(e.what)} is played, its controller chooses "
                + " and ".join(with_article(c.value) for c in e.choices)
                + " (with its costs, 409.1f); the permanent keeps the choice, and one put into play without "
                  "being played has chosen none")
    if isinstance(e, ir.ChooseAsEntering) and e.choices:  # Black Vise, Jihad: what is chosen (410.10e)
        return (f"as {ref_phrase(e.what)} comes into play, its controller chooses "
                + " and ".join(with_article(c.value)
                               + (f" from {e.among[0]} to {e.among[-1]}" if c is EntryChoice.NUMBER and e.among else
                                  f": {' or '.join(e.among)}" if c is not EntryChoice.NUMBER and e.among else "")
                               for c in e.choices)
                + " (part of the event, not a triggered ability)")
    if isinstance(e, ir.ChosenForm):  # Primal Clay (410.10e): the form chosen as it came into play
        def form(f: ir.Form) -> str:
            kinds = " ".join(f.subtypes)
            with_ = f" with {', '.join(str(k) for k in f.keywords)}" if f.keywords else ""
            return with_article(f"{f.power}/{f.toughness}{' ' + kinds if kinds else ''}") + with_
        forms = [form(f) for f in e.forms]
        return (f"this has the chosen form's power and toughness, subtypes and abilities{_dur(e.duration)}: "
                + (", ".join(forms[:-1]) + ", or " + forms[-1] if len(forms) > 1 else forms[0]))
    if isinstance(e, ir.ComesIntoPlayWithCounters):  # Sandstone Needle: "with two depletion counters" (audit 4541)
        said = counters_phrase(e.count, str(e.value or ""))
        counters, _, many = said.partition(", as many as ")  # "on it" before a variable count's measure
        said = f"{ref_phrase(e.what)} comes into play with {counters} on it" + (f", as many as {many}" if many else "")
        if e.removes_counted:  # Zombie Mob as printed (410.10e)
            said += "; the cards counted are removed from the game (part of the event, not a triggered ability)"
        return said
    if isinstance(e, ir.CantBeBlockedByOnlyOne) and e.filter is None:  # Gorilla Berserkers, Wind Spirit (501.1)
        least = e.value or "2"
        said = f"{ref_phrase(e.what)} can't be blocked except by {least} or more creatures"
        if e.condition is not None:
            return said + f" as long as {condition_phrase(e.condition)}"
        return said + _dur(e.duration)
    if isinstance(e, ir.DamageBecomes):  # Forethought Amulet (added, stat)
        src = " or ".join(e.filter.types) if e.filter is not None and e.filter.types else "any"
        return (f"replacement: if {with_article(src)} source would deal {e.at_least} or more damage to {ref_phrase(e.what)}, it "
                f"deals {e.amount} damage instead")
    if isinstance(e, ir.MaySkipStepInstead):  # Fasting (added, session 48): 419.1, glossary "Skip"
        then = "; ".join(effect_phrase(x) for x in e.then)
        who = ref_phrase(e.what)
        whose = f"your {e.value}" if isinstance(e.what, ir.You) else _poss(e.what, e.value)
        return f"replacement: if {who} would begin {whose}, {who} may skip it instead" + (
            f"; if so, {then}" if then else "")
    if isinstance(e, ir.CounterLimit):  # Rasputin Dreamweaver (added, session 74, h6): 103.2
        return (f"{ref_phrase(e.what)} can't have more than {e.most} {e.value} counter{'s' if e.most != 1 else ''} "
                f"on it (103.2)")
    if isinstance(e, ir.UntapBecomesRemoveCounters):  # Freyalise's Winds (added, o9)
        said = filter_phrase(e.filter) if e.filter is not None else "a permanent"
        return (f"replacement: if {with_article(said)} would untap during its controller's untap step, all {e.value} "
                f"counters are removed from it instead")
    if isinstance(e, ir.AttacksIfAble) and e.duration == ir.DURING_THAT_PLAYERS_NEXT_TURN:  # Taunt (a player's rule)
        return f"creatures {ref_phrase(e.what)} controls attack you if able during that player's next turn"
    if isinstance(e, ir.CantPlayLands) and e.filter is not None:  # Cornered Market (added, session 41, c4)
        return f"{ref_phrase(e.what or ir.You())} can't play {filter_phrase(e.filter)}{_dur(e.duration)} (103.2)"
    if isinstance(e, ir.CantPlaySpells) and e.filter is not None:  # Abeyance: "can't play instant or sorcery spells"
        who = f"{ref_phrase(e.what)} " if e.what is not None else "players "
        return f"{who}can't play {spells_phrase(e.filter)}{_dur(e.duration)} (103.2)"
    if isinstance(e, ir.ChooseTarget):  # the Keepers: chosen as it is played (409.1c), for what follows
        return f"choose {ref_phrase(e.what)} (for the instructions after it)"
    if isinstance(e, ir.RevealFound):  # glossary "Reveal"
        return "reveal the cards found"
    if isinstance(e, ir.LoseThisAbility):  # the Licids (418.3a)
        return f"{ref_phrase(e.what)} loses this ability{_dur(e.duration)}"
    if isinstance(e, ir.EachPlayer):  # Curfew, Rishadan Brigand: in turn order (413.2d)
        own = _each_may_own(e)
        if own:
            return own
        return (f"for {ref_phrase(e.who)} in turn, from the active player: "
                + "; ".join(effect_phrase(x) for x in e.effects))
    if isinstance(e, ir.EntersIfPaid):  # Lake of the Dead, Mox Diamond (419.1)
        pay = cost_phrase(e.cost)
        return (f"if this would come into play, instead its controller {'may' if e.optional else 'must'} {pay}; "
                f"if that is done, this comes into play, and if not, it is put into its owner's graveyard")
    if isinstance(e, ir.SparesItself):  # the Wards (502.7b, 420.5d)
        return "the protection doesn't make this Aura fall off"
    if isinstance(e, ir.BecomesBlocked):  # Dazzling Beauty, Fog Patch (glossary "Blocked Creature")
        return f"{ref_phrase(e.what)} becomes blocked"
    if isinstance(e, ir.PayToUntapChosen):  # Magnetic Mountain, Dream Tides (413.2c)
        return (f"{_subj(e.who, 'may choose')} any number of {filter_plural(e.what)} and pay "
                f"{e.price} for each one chosen; those are untapped")
    if isinstance(e, ir.ChangeText):  # Sleight of Mind, Magical Hack (415.1)
        return (f"change the text of {ref_phrase(e.what)} by replacing all instances of one {CHANGED_WORDS_WORDS[e.words]} word with "
                f"another{_dur(e.duration)}")
    if isinstance(e, ir.ChangeEnchant):  # Animate Dead, Dance of the Dead (214.8a, 214.8c)
        return (f"{ref_phrase(e.what)} is an Aura with enchant {filter_phrase(e.enchant)} instead of enchant "
                f"{filter_phrase(e.lost)}{_dur(e.duration)}")
    if isinstance(e, ir.TapAnyNumber):  # Harmony of Nature, Marshaling the Troops (413.2c)
        return f"{_subj(e.who, 'taps')} any number of {filter_plural(e.what)}"
    if isinstance(e, ir.ExchangeControl):  # Legerdemain, Political Trickery
        return f"exchange control of {ref_phrase(e.first)} and {ref_phrase(e.second)}"
    if isinstance(e, ir.ExchangeLife):  # Mirror Universe, Psychic Transfer
        return f"exchange life totals with {ref_phrase(e.other)}"
    if isinstance(e, ir.Equalize):  # Balance (413.2d: one after another)
        kinds = {ir.Balanced.LANDS: "lands they control", ir.Balanced.CARDS_IN_HAND: "cards in their hand",
                 ir.Balanced.CREATURES: "creatures they control"}
        return ("; then ".join(f"each player keeps as many {kinds[k]} as the player with the fewest has and "
                               f"{'discards' if k is ir.Balanced.CARDS_IN_HAND else 'sacrifices'} the rest"
                               for k in e.kinds))
    if isinstance(e, ir.KeepOneOfEach):  # Cataclysm
        return (f"each player chooses {serial_and([with_article(t) for t in e.types])} among the permanents they "
                f"control, then sacrifices the rest")
    if isinstance(e, ir.NextDrawInstead):  # Aladdin's Lamp (419.1)
        when = "the next time" if e.once else "each time"
        return (f"{when} {ref_phrase(e.who)} would draw a card this turn, instead: "
                + "; ".join(effect_phrase(x) for x in e.instead))
    if isinstance(e, ir.BottomAllButOne):  # Aladdin's Lamp (413.2c)
        puts = "put" if isinstance(e.who, ir.You) else "puts"
        return (f"{_subj(e.who, 'looks')} at {_cards(e.count, top=True)} of {_own(e.who, 'library')} and {puts} all but "
                f"one of them on the bottom in a random order")
    if isinstance(e, ir.BecomeCopy):  # Unstable Shapeshifter, Vesuvan Doppelganger (418.2)
        excepts = (["it keeps its own color"] if e.keeps_color else []) + (["it has this ability"] if e.keeps_ability else [])
        return (f"{ref_phrase(e.what)} becomes a copy of {ref_phrase(e.of)}"
                + (", except " + " and ".join(excepts) if excepts else ""))
    if isinstance(e, ir.RevealFromHand):  # the Seers, Metalworker (413.2c)
        return f"{_subj(e.who, 'reveals')} any number of {filter_plural(e.filter)}"
    if isinstance(e, ir.EntersAsCopy):  # Clone, Copy Artifact, Vesuvan Doppelganger (410.10e, 418.2)
        chosen = with_article(filter_phrase(e.filter)) if e.filter is not None else "a permanent"
        excepts = ([f"it's {with_article(str(e.value))} in addition to its other types"] if e.value else []) + \
            (["it keeps its own color"] if e.keeps_color else []) + \
            [f"it has this ability: {ability_phrase(g)}" for g in e.grants]
        return (f"as this comes into play, its controller may choose {chosen} in play: this comes into play as a "
                f"copy of it" + (", except " + " and ".join(excepts) if excepts else ""))
    if isinstance(e, ir.SpendAsThough):  # Sunglasses of Urza (409.1f; glossary "As though")
        words = {v: k for k, v in ir.COLOR_SYMBOLS.items()}
        return (f"{ref_phrase(e.what)} may spend {words.get(e.mana, e.mana)} mana as though it were "
                f"{words.get(e.as_mana, e.as_mana)} mana" + _dur(e.duration))
    if isinstance(e, ir.Rule):
        # whose abilities: "the source of target #1's activated abilities can't be played" (Interdict)
        whose = e.kind.startswith("activated abilities") and e.what is not None and not isinstance(e.what, (ir.All, ir.This))
        parts = [ref_phrase(e.what)] if e.what is not None and not whose else []
        if isinstance(e, ir.DamageLeavesOneLife) and e.what is not None:
            # Worship, Ali from Cairo: "damage can't reduce your life below 1", not "you damage can't …" (audit 8076)
            parts = [f"damage can't reduce {_poss(e.what, 'life')} below 1"]
            return " ".join(parts) + (f" as long as {condition_phrase(e.condition)}" if e.condition is not None
                                      else _dur(e.duration))
        # (Hand to Hand and Abeyance as printed: mana abilities too, their own words)
        kind = e.kind_with_mana if isinstance(e, (ir.CombatLockout, ir.CantPlayNonManaAbilities)) and e.mana_abilities else e.kind
        if isinstance(e, ir.CanOnlyAttackAlone) and e.each_turn:  # Errantry as printed
            kind = e.kind_each_turn
        if isinstance(e, ir.CanAttackAsThoughHaste) and e.unless_new:  # Chaos Lord (added, session 74, h6)
            kind = f"{e.kind} unless it came into play this turn"
        kind = re.sub(r"\bdoesnt\b", "doesn't", re.sub(r"\bcant\b", "can't", kind))  # (a kind's key is written without the apostrophe)
        if isinstance(e.what, ir.You) and not whose and kind.split(" ", 1)[0] in _BASE_FORMS:
            # Necropotence, Recycle: "you skip each draw step", the verb agreeing with "you" (not "you skips")
            verb, _, rest = kind.partition(" ")
            parts, kind = [], f"{_subj(e.what, verb)} {rest}".rstrip()
        # (whose: "the activated abilities of the source of target #1", :func:`whose`; "target #1's activated abilities")
        parts.append(_poss(e.what, "activated abilities") + kind[len("activated abilities"):] if whose else kind)
        if e.filter is not None:  # "can block only creatures with flying" (Cloud Elemental, audit 8783: a plural)
            parts.append(filter_plural(e.filter) if isinstance(e, ir.CanBlockOnly) else filter_phrase(e.filter))
        if e.value is not None and e.value != "":
            parts.append(str(e.value))
        if e.condition is not None:
            # Dread Wight (added, h67-6): a lock from a resolved ability lasting while each permanent's own
            # condition holds (its duration "as long as", the condition about that one: ir.EachObject)
            own = e.duration == ir.AS_LONG_AS and any(isinstance(x, ir.EachObject) for x in ir.walk((e.condition,)))
            return " ".join(parts) + f"{' for' if own else ''} as long as {condition_phrase(e.condition)}"
        return " ".join(parts) + _dur(e.duration)
    return _generic(e)


def _set_types_phrase(e: "ir.SetTypes") -> str:
    """"this becomes a 3/3 Turtle artifact creature until end of turn" (418.3a)."""
    def figure(v: Any) -> str:
        return str(v) if isinstance(v, int) else "X" if isinstance(v, ir.VarX) else amount_phrase(v)
    pt = f"{figure(e.power)}/{figure(e.toughness)} " if e.power is not None and e.toughness is not None else ""
    kinds = " ".join(e.subtypes + tuple(e.types))
    out = f"{ref_phrase(e.what)} becomes {with_article(pt + kinds)}"
    if e.pt_mana_value:
        out += " with power and toughness each equal to its converted mana cost"
    if e.enchant is not None:
        out += f" with enchant {filter_phrase(e.enchant)}"
    if e.keep:
        out += " in addition to its other types"
    return out + _dur(e.duration)


def _instead(e: "ir.ReplaceEvent") -> str:
    """The word a replacement's effect follows: "optionally instead" where its controller may
    choose not to apply it (Pursuit of Knowledge: "you may … instead")."""
    return "optionally instead" if e.optional else "instead"


_REFS = tuple(t for t in typing.get_args(ir.ObjRef) if isinstance(t, type))
_AMOUNTS = tuple(t for t in typing.get_args(ir.Amount) if isinstance(t, type) and t is not int)


def _generic(x: Any) -> str:
    """An IR node no phrase above words, in words all the same — its kind and what it names
    ("change text (target #1, words land type, forever)"), never the node's repr."""
    if not dataclasses.is_dataclass(x) or isinstance(x, type):
        return str(x)
    name = re.sub(r"(?<!^)(?=[A-Z])", " ", type(x).__name__.lstrip("_")).lower()
    parts = []
    for f in dataclasses.fields(x):
        v = getattr(x, f.name)
        if v is None or v == () or v is False or v == "":
            continue
        parts.append(f"{f.name.replace('_', ' ')} {_value(v)}")
    return name + (f" ({', '.join(parts)})" if parts else "")


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, (int, str)):
        return str(v)
    if isinstance(v, Enum):  # an IR enum's member (ir.Balanced): its value is its words
        return str(v.value)
    if isinstance(v, tuple):
        return "; ".join(_value(i) for i in v)
    if isinstance(v, ir.Filter):
        return filter_phrase(v)
    if isinstance(v, ir.Cost):
        return cost_phrase(v)
    if isinstance(v, ir.Trigger):
        return trigger_phrase(v)
    if isinstance(v, ir.Condition):
        return condition_phrase(v)
    if isinstance(v, _REFS):
        return ref_phrase(v)
    if isinstance(v, _AMOUNTS):
        return amount_phrase(v)
    return effect_phrase(v)


def owners_hands(n: Any) -> str:
    """Where returned permanents go, as many as ``n``: "its owner's hand" for one, "their owners' hands"
    for more (each to its own owner's, 217.8; audit 7571: "return 2 Forests to its owner's hand")."""
    return "its owner's hand" if n == 1 else "their owners' hands"


def cost_words(cost: ir.Cost, you: str = "") -> str:
    """A cost in words as a player is asked to pay it, in the trace ("pay {1} and tap it"; :func:`cost_phrase`
    is the IR's own display); ``you``: the player paying, named where the card says "your" ("discard a
    creature card in Alice's hand")."""
    parts = []
    if cost.mana:
        parts.append(f"pay {cost.mana}")
    if cost.mana_each_counter is not None:  # Skeleton Scavengers (409.1f: counted as it is paid)
        each, on = cost.mana_each_counter
        parts.append(f"pay {each} for each {on.kind} counter on "
                     f"{'it' if isinstance(on.what, ir.This) else ref_phrase(on.what)}")
    if isinstance(cost.life, ir.HalfLife):
        parts.append("pay half your life, rounded up")
    elif isinstance(cost.life, ir.Product) and isinstance(cost.life.amount, ir.CountersOn):
        parts.append(f"pay {cost.life.factor} life for each {cost.life.amount.kind} counter on it")
    elif cost.life:
        parts.append(f"pay {cost.life} life")
    for s in cost.sacrifice:
        if isinstance(s.count, ir.AnyNumber):  # Phyrexian Dreadnought, Sword of the Ages (409.1f, 413.2c)
            need = s.count.total_power_at_least
            parts.append(f"sacrifice any number of {filter_plural(dataclasses.replace(s.what, controller=None))}"
                         + (f" with total power {need} or greater" if need is not None else ""))
            continue
        parts.append("sacrifice it" if isinstance(s.what, ir.This) else f"sacrifice {counted_phrase(s.count, s.what, yours=True, you=you)}")
    if cost.discard is not None:
        n = cost.discard_count or 1
        # ("at random": the discard's own word, ir.Filter ``extra``, said after the cards it picks from)
        parts.append(f"discard {counted_phrase(n, cost.discard, you=you)}"
                     + (" at random" if "random" in cost.discard.extra else "")
                     + (" and another card" if cost.discard_another == 1 else
                        f" and {cost.discard_another} other cards" if cost.discard_another else ""))  # Foil
    if cost.tap:
        parts.append("tap it")
    if cost.tap_other is not None:
        one = cost.tap_other_count == 1
        # (the paying player named for "you": Koskun Falls' "tap an untapped creature you control", Bob's to pay)
        phrase = filter_phrase(cost.tap_other, you) if one else filter_plural(cost.tap_other)
        if you and not one:
            phrase = phrase.replace(" you control", f" {you} controls")
        if not phrase.startswith("untapped "):  # (a filter of its own may already say it: Lashknife's)
            phrase = f"untapped {phrase}"
        parts.append(f"tap {with_article(phrase)}" if one else f"tap {cost.tap_other_count} {phrase}")
    if cost.return_to_hand is not None:
        n = cost.return_to_hand[1]  # (two Forests go to "their owners' hands", one to "its owner's hand")
        parts.append(f"return {counted_phrase(n, cost.return_to_hand[0], yours=True, you=you)} to "
                     f"{owners_hands(n)}")
    if cost.return_self:
        parts.append("return it to its owner's hand")
    if cost.exile is not None:
        parts.append(f"remove {counted_phrase(cost.exile[1], cost.exile[0], you=you)} from the game")
    if cost.destroy is not None:  # Portal's "destroy one of your Forests or destroy ~"
        parts.append(f"destroy {counted_phrase(cost.destroy[1], cost.destroy[0], yours=True, you=you)}"
                     + (" (buried: it can't be regenerated)" if cost.destroy_buried else ""))
    if cost.remove_counters:
        kind, n = cost.remove_counters
        n = "X" if isinstance(n, ir.VarX) else n
        parts.append(f"remove {n} {kind} counter{'s' if n != 1 else ''} from it")
    if cost.sacrifice_all is not None:
        parts.append(f"sacrifice all {filter_plural(cost.sacrifice_all)}")
    if cost.discard_hand:
        parts.append("discard your hand")
    if cost.reveal_hand:  # Land Grant
        parts.append("reveal your hand")
    if cost.tap_target is not None:  # Koskun Falls as printed (added, session 79, h7)
        parts.append(f"tap {ref_phrase(cost.tap_target)}")
    if cost.to_library_top is not None:  # Hidden Retreat
        whose = f"{possessive(you)}" if you else "your"
        parts.append(f"put {counted_phrase(cost.to_library_top[1], cost.to_library_top[0], you=you)} on top of {whose} library")
    if cost.skip:
        parts.append(f"skip your next {cost.skip}")
    if cost.mill:  # Deep Spawn
        whose = f"{possessive(you)}" if you else "your"
        parts.append(f"put the top {cost.mill} cards of {whose} library into {whose} graveyard")
    if cost.draw:  # Psychic Vortex's cumulative upkeep
        parts.append(f"draw {cost.draw} card{'s' if cost.draw != 1 else ''}")
    if cost.others_gain_life is not None:  # Reverent Silence, Skyshroud Cutter, Invigorate (409.1f)
        who, n = cost.others_gain_life
        parts.append(f"have {who} gain {n} life")
    if cost.discard_self:  # cycling's "Discard this card" (glossary "Cycling")
        parts.append("discard it")
    if cost.opponent_tokens is not None:  # Varchild's War-Riders' cumulative upkeep
        spec, n = cost.opponent_tokens
        parts.append(f"have {'the' if you else 'an'} opponent put {n} {spec.name} token{'s' if n != 1 else ''} into play")
    if cost.put_counters is not None:
        kind, n, on = cost.put_counters
        parts.append(f"put {n} {kind} counter{'s' if n != 1 else ''} on "
                     f"{'it' if on is None else with_article(filter_phrase(on, you))}")
    if cost.remove_counters_other is not None:
        kind, n, on = cost.remove_counters_other
        parts.append(f"remove {n} {kind} counter{'s' if n != 1 else ''} from {with_article(filter_phrase(on, you))}")
    if cost.or_cost is not None:  # Tidal Control: "Pay 2 life or {2}" (409.1f: which one, announced as played)
        return f"{' and '.join(parts) or str(cost)} or {cost_words(cost.or_cost, you)}"
    return " and ".join(parts) or str(cost)


def cost_phrase(c: ir.Cost) -> str:
    parts = []
    if c.mana:
        parts.append(c.mana)
    if c.mana_each_counter is not None:  # Skeleton Scavengers (added, session 47)
        each, on = c.mana_each_counter
        parts.append(f"pay {each} for each {on.kind} counter on "
                     f"{'this' if isinstance(on.what, ir.This) else ref_phrase(on.what)}")
    if c.tap:
        parts.append("{T}")
    if c.untap:
        parts.append("{Q}")
    for s in c.sacrifice:
        # a player sacrifices only a permanent he or she controls (glossary "Sacrifice"): "sacrifice
        # a creature", whoever pays it (Pillar Tombs of Aku's "that player may sacrifice a creature")
        what = "this" if isinstance(s.what, ir.This) else filter_phrase(
            dataclasses.replace(s.what, controller=None) if s.what.controller is ir.PlayerRelation.YOU else s.what)
        if s.count == 1 and not isinstance(s.what, ir.This):
            what = with_article(what)
        if isinstance(s.count, ir.AnyNumber):  # Sword of the Ages (409.1f): none included
            need = s.count.total_power_at_least  # Phyrexian Dreadnought (413.2c)
            parts.append(f"sacrifice any number of {filter_plural(dataclasses.replace(s.what, controller=None))} you control"
                         + (f" with total power {need} or greater" if need is not None else ""))
            continue
        parts.append(f"sacrifice {'' if s.count == 1 else amount_phrase(s.count) + ' × '}{what}")
    if isinstance(c.life, (ir.ToughnessOf, ir.ConvertedManaCostOf)):  # Essence Vortex (added, statm), Wand of Ith
        parts.append(f"pay life equal to {amount_phrase(c.life)}")
    elif isinstance(c.life, ir.Product) and isinstance(c.life.amount, ir.CountersOn):  # Tornado
        parts.append(f"pay {c.life.factor} life for each {c.life.amount.kind} counter on "
                     f"{'this' if isinstance(c.life.amount.what, ir.This) else ref_phrase(c.life.amount.what)}")
    elif c.life:
        parts.append(f"pay {amount_phrase(c.life)} life")
    if c.tap_other is not None:
        # "tap an untapped creature you control", but "tap the enchanted permanent" (Nature's Chosen:
        # "Tap enchanted creature"; audit 5450 found "tap an the enchanted permanent")
        tapped = filter_phrase(c.tap_other)
        parts.append((f"tap {tapped}" if tapped.startswith("the ") else f"tap {with_article(tapped)}")
                     if c.tap_other_count == 1 else f"tap {c.tap_other_count} × {tapped}")
    if c.discard is not None and ir.LAST_DRAWN_THIS_TURN in c.discard.extra:  # Jandor's Ring (added, session 42, c4)
        parts.append(f"discard {ir.LAST_DRAWN_THIS_TURN}")
    elif c.discard is not None:
        # (a count as a card words it: "a card", "2 cards", "X cards" — Firestorm said "discard X card",
        # Toymaker "discard 1 card", audit 9086)
        counted = (counted_phrase(c.discard_count, c.discard) if isinstance(c.discard_count, (int, ir.VarX))
                   else f"{amount_phrase(c.discard_count)} {filter_phrase(c.discard)}")
        parts.append(f"discard {counted}"
                     + ((" and another card" if c.discard_another == 1 else f" and {c.discard_another} other cards")
                        if c.discard_another else ""))  # Foil
    if c.discard_self:
        parts.append("discard this card")
    if c.return_to_hand is not None:
        parts.append(f"return {amount_phrase(c.return_to_hand[1])} × {filter_phrase(c.return_to_hand[0])} to "
                     f"{owners_hands(c.return_to_hand[1])}")
    if c.return_self:
        parts.append("return it to its owner's hand")
    if c.exile is not None:
        parts.append(f"remove {amount_phrase(c.exile[1])} × {filter_phrase(c.exile[0])} from the game")
    if c.remove_counters and c.remove_counters[1] == "all":  # Torture Chamber: "Remove all pain counters from ~"
        parts.append(f"remove all {c.remove_counters[0]} counters from this")
    elif c.remove_counters:
        parts.append(f"remove {counters_phrase(c.remove_counters[1], c.remove_counters[0])}")
    if c.sacrifice_all is not None:
        parts.append(f"sacrifice all {filter_plural(c.sacrifice_all)}")
    if c.discard_hand:
        parts.append("discard your hand")
    if c.reveal_hand:  # Land Grant
        parts.append("reveal your hand")
    if c.tap_target is not None:  # Koskun Falls as printed (added, session 79, h7)
        parts.append(f"tap {ref_phrase(c.tap_target)}")
    if c.to_library_top is not None:  # Hidden Retreat
        parts.append(f"put {c.to_library_top[1]} × {filter_phrase(c.to_library_top[0])} on top of your library")
    if c.skip:
        parts.append(f"skip your next {c.skip}")
    if c.put_counters is not None:
        kind, n, on = c.put_counters
        parts.append(f"put {counters_phrase(n, kind)} on {'this' if on is None else 'a ' + filter_phrase(on)}")
    if c.remove_counters_other is not None:
        kind, n, on = c.remove_counters_other
        parts.append(f"remove {counters_phrase(n, kind)} from a {filter_phrase(on)}")
    if c.mill:  # Deep Spawn (added, Oracle triggers round sixteen)
        parts.append(f"put the top {c.mill} cards of your library into your graveyard")
    if c.draw:  # Psychic Vortex (added, upk)
        parts.append(f"draw {c.draw} card{'s' if c.draw != 1 else ''}")
    if c.others_gain_life is not None:  # Reverent Silence, Skyshroud Cutter, Invigorate (409.1f)
        who, n = c.others_gain_life
        parts.append(f"have {who} gain {n} life")
    if c.opponent_tokens is not None:  # Varchild's War-Riders (added, upk)
        spec, n = c.opponent_tokens
        parts.append(f"have an opponent put {n} {spec.name} token{'s' if n != 1 else ''} into play")
    if c.destroy is not None:  # Portal's "destroy one of your Forests or destroy ~" (printed round seventeen)
        chosen = "" if "enchanted" in c.destroy[0].extra else " of your choice"  # the enchanted one: no choice
        parts.append(f"destroy {counted_phrase(c.destroy[1], c.destroy[0], yours=True)}{chosen}"
                     + (" (buried: it can't be regenerated)" if c.destroy_buried else ""))
    if c.or_cost is not None:  # Tidal Control: "Pay 2 life or {2}" (409.1f: which one, announced as played)
        return f"{', '.join(parts) or 'no cost'} or {cost_phrase(c.or_cost)}"
    return ", ".join(parts) or "no cost"


def spell_phrase(f: Optional[ir.Filter]) -> str:
    """A spell a trigger names, as the card says it: "artifact spell" (Urza's Chalice), "green
    spell" (Leshrac's Sigil) — a spell is on the stack by definition (glossary "Spell"), so its
    zone goes unsaid."""
    if f is None:
        return "spell"
    words = filter_phrase(dataclasses.replace(f, zone=Zone.ANY))
    if "spell" in f.types:
        return words
    if f.types and re.search(rf"\b{f.types[-1]}\b", words):  # "artifact" → "artifact spell"
        return re.sub(rf"\b{f.types[-1]}\b", f"{f.types[-1]} spell", words, count=1)
    return f"{words} spell".strip()


def spells_phrase(f: Optional[ir.Filter]) -> str:
    """Every spell a rule names, as the card says them: "instant or sorcery spells" (Abeyance),
    "creature spells" (Aether Storm, Winding Canyons), "spells with the same name as …"."""
    return re.sub(r"\bspell\b", "spells", spell_phrase(f))


#: A trigger's player (:class:`ir.TriggerWhose`) in a card's words: who does it ("an opponent" plays a
#: spell), whose it is ("an opponent's" graveyard) and whose step begins ("each opponent's" upkeep).
TRIGGER_WHOSE_WORDS: dict[TriggerWhose, tuple[str, str, str]] = {
    TriggerWhose.YOU: ("you", "your", "your"),
    TriggerWhose.EACH: ("a player", "a player's", "each"),
    TriggerWhose.OPPONENT: ("an opponent", "an opponent's", "each opponent's"),
    TriggerWhose.CHOSEN: ("the chosen player", "the chosen player's", "the chosen player's"),
    TriggerWhose.ENCHANTED: ("the enchanted permanent's controller", "the enchanted permanent's controller's",
                             "the enchanted permanent's controller's"),
    TriggerWhose.THAT_PLAYER: ("that player", "that player's", "that player's"),
}


def _player_does(whose: Optional[TriggerWhose], verb: str, verbs: str) -> str:
    """A trigger's player doing something ("you play", "an opponent plays"; anyone's: "a player plays")."""
    return f"{TRIGGER_WHOSE_WORDS[whose or TriggerWhose.EACH][0]} {verb if whose is TriggerWhose.YOU else verbs}"


#: A trigger event in a sentence's words where its key isn't one (audit 8884, Slow Motion: "whenever this put into
#: graveyard from play").
_EVENT_WORDS: dict[TriggerEvent, str] = {
    TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY: "is put into a graveyard from play",
    TriggerEvent.TO_GRAVEYARD: "is put into a graveyard from anywhere",
    TriggerEvent.DIES_DURING_COMBAT: "is put into a graveyard from play during combat",
}
#: How the creature a trigger's ``detail`` describes stands to the event: "whenever this blocks (blocking a white
#: creature)", "… is dealt damage (by an attacking creature)" (Glyph of Life), "… deals damage (to a creature)".
_DETAIL_WORDS: dict[TriggerEvent, str] = {
    TriggerEvent.BLOCKS: "blocking",
    TriggerEvent.BECOMES_BLOCKED: "by",
    TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED: "blocking or blocked by",
    TriggerEvent.IS_DEALT_DAMAGE: "by",
    TriggerEvent.DEALS_DAMAGE: "to",
    TriggerEvent.DEALS_COMBAT_DAMAGE: "to",
}


def trigger_phrase(t: ir.Trigger) -> str:
    if t.event is TriggerEvent.BEGINNING_OF_STEP:
        whose = "that turn's" if t.extra_turn else TRIGGER_WHOSE_WORDS[t.whose or TriggerWhose.EACH][2]
        if t.whose is TriggerWhose.ENCHANTED:  # Paralyze, Mind Whip: whoever controls the enchanted permanent then
            return f"at the beginning of the {STEP_WORDS[t.step]} step of the enchanted permanent's controller"
        if t.step is Step.MAIN_PHASE:  # Mana Drain: whichever main phase of his or hers begins next (300.1)
            return f"at the beginning of {whose} main phase (precombat or postcombat)"
        if t.step is Step.BEGINNING_OF_COMBAT and t.whose is TriggerWhose.YOU:  # Battering Ram (307.1)
            return "at the beginning of combat on your turn (its beginning of combat step)"
        return f"at the beginning of {whose} {STEP_WORDS[t.step]} step"
    subject = ref_phrase(t.subject) if t.subject is not None else ""
    if t.event is TriggerEvent.STATE and t.state is not None:
        return f"when {condition_phrase(t.state)} (a state trigger)"
    if t.event is TriggerEvent.FIRST_DRAW_REVEALED:
        return (f"reveal the first card you draw each turn; whenever you reveal "
                f"{filter_phrase(dataclasses.replace(t.filter, zone=Zone.ANY)) if t.filter else 'a card'} this way")
    if t.event is TriggerEvent.PUTS_INTO_PLAY and isinstance(t.subject, ir.Filter):
        return f"whenever a player puts {with_article(filter_phrase(t.subject))} into play (its controller)"
    if t.event is TriggerEvent.TAPPED_OR_PLAYED:  # (added, Oracle round eleven) Haunting Wind, Powerleech
        who = _player_does(t.whose, "play", "plays")
        of = with_article(filter_phrase(t.filter)) if t.filter is not None else subject
        return f"whenever {subject} becomes tapped, or {who} an ability of {of} without {{T}} in its cost (a mana ability too)"
    if t.event is TriggerEvent.LAST_COUNTER_REMOVED:  # Divine Intervention, Orcish Mine
        who = "you remove" if t.whose is TriggerWhose.YOU else "a player or an effect removes"
        return f"when {who} the last {t.counter} counter from {subject}"
    if t.event is TriggerEvent.UPKEEP_NOT_PAID:  # (added, Oracle round eleven) Heart of Bogardan, Thought Lash
        who = _player_does(t.whose, "don't", "doesn't")
        return f"when {who} pay the cumulative upkeep of {subject} (that player: who didn't pay it)"
    if t.event is TriggerEvent.LOSES_CONTROL:  # Gustha's Scepter (added, session 46, c3); Ray of Command's creature
        return (f"when you lose control of {subject} (another player gains control of it, or it leaves play, where no "
                f"player controls it)")
    if t.event is TriggerEvent.LTB_OR_UNTAPS:  # Merieke Ri Berit (added, session 70, h6)
        return f"when {subject} leaves play or becomes untapped (the first of the two)"
    if t.event is TriggerEvent.UNTAPS_OR_LOSES_CONTROL:  # Coffin Queen (added, session 70, h6)
        return (f"when {subject} becomes untapped or you lose control of {subject} (another player gains control of it, "
                f"or it leaves play, where no player controls it; the first of these)")
    if t.event is TriggerEvent.DEALT_DAMAGE_BY_SOURCE:  # (added, trig) Crag Saurian
        return f"whenever a source deals damage to {subject} (once for each source)"
    if t.event is TriggerEvent.COUNTERED:
        return f"whenever a spell {TRIGGER_WHOSE_WORDS[t.whose or TriggerWhose.EACH][0]} played is countered"
    if t.event is TriggerEvent.ALL_ATTACK and isinstance(t.subject, ir.Filter):  # (added, o3) Mob Mentality
        return f"whenever every {filter_phrase(t.subject)} attacks (once for the declaration)"
    if t.event is TriggerEvent.PLAYS_SPELL and isinstance(t.subject, ir.This):  # Mana Vortex (session 75, h7)
        return f"when {_player_does(t.whose, 'play', 'plays')} this spell (its own playing)"
    if t.event in (TriggerEvent.PLAYS_SPELL, TriggerEvent.PLAYS_LAND):
        who = _player_does(t.whose, "play", "plays")
        if t.event is TriggerEvent.PLAYS_LAND:
            what = filter_phrase(dataclasses.replace(t.filter, zone=Zone.ANY)) if t.filter else "land"
        else:
            what = spell_phrase(t.filter)
        return f"whenever {who} {with_article(what)}"
    if t.event is TriggerEvent.DRAWS and t.whose is TriggerWhose.CHOSEN \
            and t.filter is not None:  # Booby Trap (added, session 46, c1)
        return f"whenever the chosen player draws {with_article(filter_phrase(t.filter))}"
    if t.event in (TriggerEvent.DRAWS, TriggerEvent.DISCARDS) and t.subject is None \
            and t.whose in (TriggerWhose.YOU, TriggerWhose.OPPONENT, TriggerWhose.EACH):
        # "When you draw a card" (Fasting), "Whenever an opponent draws a card" (Underworld Dreams)
        verb = "draw" if t.event is TriggerEvent.DRAWS else "discard"
        return f"whenever {_player_does(t.whose, verb, verb + 's')} a card"
    if t.event is TriggerEvent.TO_GRAVEYARD_FROM_LIBRARY:  # Gaea's Blessing (added, session 47)
        return f"when {subject} is put into your graveyard from your library"
    if isinstance(t.subject, ir.Filter) and subject:  # "whenever a creature with shadow …" (Dauthi Ghoul; audit 8884)
        subject = with_article(subject)
    if t.or_you:  # "you or a permanent you control" (Rayne, Academy Chancellor; added, session 85, h8)
        subject = f"you or {subject}"
    out = f"whenever {subject} {_EVENT_WORDS.get(t.event, t.event.value)}".replace("  ", " ")
    if t.event is TriggerEvent.BECOMES_TARGET:  # of what (a spell, an Aura spell), and whose
        what = "an Aura spell" if t.filter is not None and t.filter.subtypes else "a spell" if t.filter else \
            "a spell or ability"
        out += f" of {what}{' an opponent controls' if t.whose is TriggerWhose.OPPONENT else ''}"
    if t.whose in (TriggerWhose.YOU, TriggerWhose.OPPONENT, TriggerWhose.CHOSEN) \
            and t.event in (TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, TriggerEvent.TO_GRAVEYARD):
        # whose graveyard: its owner's (217.1)
        out += f" (into {TRIGGER_WHOSE_WORDS[t.whose][1]} graveyard)"
    if t.whose is not None and t.event is TriggerEvent.IS_TAPPED_FOR_MANA:
        # who taps it: "(by an opponent)" (Sanctimony), "(by a player)" (Mana Flare, Manabarbs)
        out += f" (by {TRIGGER_WHOSE_WORDS[t.whose][0]})"
    if t.detail is not None:
        # to whom: "(to you)" (Backfire: "deals damage to you"), "(to an opponent)", "(to a player)"
        to = PLAYER_RELATION_WORDS[t.detail.controller].who if t.detail.controller is not None else "a player"
        out += f" ({'to ' + to if t.detail.players else _DETAIL_WORDS.get(t.event, 'by/blocking') + ' ' + with_article(filter_phrase(t.detail))})"
    return out


def condition_phrase(c: ir.Condition) -> str:
    if c.kind is ir.ConditionKind.ALL_HOLD:  # (added, stat) Snow Devil
        return " and ".join(condition_phrase(x) for x in c.all_of)
    if c.kind is ir.ConditionKind.ACTIVATIONS:
        if c.compare is None:  # at least once
            return "this ability has been activated this turn"
        return f"this ability has been activated {c.compare.value} or more times this turn"
    if c.kind in (ir.ConditionKind.CHOSEN_COLOR_MOST_COMMON, ir.ConditionKind.CHOSEN_COLOR_NOT_MOST_COMMON):  # (added, stat) Call to Arms
        among = with_article(filter_phrase(c.filter)) if c.filter is not None else "a permanent"
        return (f"the chosen color is the most common color among the permanents, each {among}, not tied"
                if c.kind is ir.ConditionKind.CHOSEN_COLOR_MOST_COMMON else
                f"the chosen color isn't the most common color among the permanents, each {among}, or is tied for "
                f"most common")
    if c.kind is ir.ConditionKind.ALL_SHARE_A_COLOR:  # (added, Oracle round thirteen, A–L) Common Cause
        if isinstance(c.ref, ir.All) and len(c.ref.filters) == 1:
            return f"{filter_plural(c.ref.filters[0])} all share a color"
        return f"{ref_phrase(c.ref)} all share a color"
    if c.kind is ir.ConditionKind.CONTROLLER_CONTROLS_ANOTHER:  # (added, Oracle round ten, A–L) Favorable Destiny
        return f"the controller of {ref_phrase(c.ref)} controls another {filter_phrase(c.filter)}"
    if c.kind is ir.ConditionKind.DIED_THIS_WAY:  # (added, Oracle round eleven, A–L) Kaervek's Purge, Cinder Cloud
        return (f"{ref_phrase(c.ref)} was put into a graveyard by that destruction"
                + (f" and was {with_article(filter_phrase(c.filter))}" if c.filter is not None else ""))
    if c.kind is ir.ConditionKind.FOUND_NOT_PLAYED:  # Grinning Totem, Elkin Bottle: "if you haven't played it" (217.8)
        return "that card hasn't been played"
    if c.kind is ir.ConditionKind.ENTERED_THIS_TURN:  # Fungus Elemental
        return f"{ref_phrase(c.ref)} came into play this turn"
    if c.kind is ir.ConditionKind.CAME_UNDER_CONTROL_THIS_TURN:  # Erg Raiders
        return f"{ref_phrase(c.ref)} came under its controller's control this turn"
    if c.kind is ir.ConditionKind.CONTROLLED_SINCE_TURN_BEGAN:  # Rocket Launcher (409.3's test)
        return f"its controller has controlled {ref_phrase(c.ref)} continuously since his or her most recent turn began"
    if c.kind is ir.ConditionKind.ATTACKED_LAST_TURN:  # Giant Turtle, Tangle Kelp
        return f"{ref_phrase(c.ref)} attacked during {c.value} last turn"
    if c.kind is ir.ConditionKind.STATUS:
        return f"{ref_phrase(c.ref)} is {c.value}"
    if c.kind is ir.ConditionKind.ATTACKING_ALONE:
        return f"{ref_phrase(c.ref)} is attacking alone"
    if c.kind is ir.ConditionKind.CREATURE_DIED_THIS_TURN:
        return "a creature was put into a graveyard from play this turn"
    if c.kind is ir.ConditionKind.SHUFFLED_THIS_WAY:  # Lat-Nam's Legacy (added, session 41, c5)
        who = ref_phrase(c.player) if c.player is not None else "you"
        return f"{who} shuffled a card into the library this way (by the instruction before)"
    if c.kind is ir.ConditionKind.BLOCKED_BY:  # Wall of Caltrops (added, h67-6)
        if c.value == "none":
            return f"no {filter_plural(c.filter)} are blocking {ref_phrase(c.ref)}"
        return f"at least one {filter_phrase(c.filter)} is blocking {ref_phrase(c.ref)}"
    if c.kind is ir.ConditionKind.DISCARDED_THIS_WAY:  # Tainted Specter (added, session 79, h7)
        return f"{ref_phrase(c.player)} discarded a card this way (by the instruction before)"
    if c.kind is ir.ConditionKind.EXCHANGED_THIS_WAY:  # Gauntlets of Chaos (added, session 83, h6)
        return "those permanents were exchanged this way (by the instruction before)"
    if c.kind is ir.ConditionKind.SACRIFICED_THIS_WAY:  # Basalt Golem (added, h67-6)
        return f"{ref_phrase(c.ref)} was sacrificed this way (by the instruction before)"
    if c.kind is ir.ConditionKind.RETURNED_THIS_WAY:  # Puppet Master (added, session 45, d1)
        return f"{ref_phrase(c.ref)} was returned to its owner's hand this way (by the instruction before)"
    if c.kind is ir.ConditionKind.DEALT_DAMAGE_THIS_WAY:
        return "it dealt damage this way (by the instruction before)"
    if c.kind is ir.ConditionKind.EXACTLY_CHOSEN_NUMBER:  # Scrying Glass (added, session 78, h7)
        return f"there are exactly the chosen number of {filter_plural(c.filter)}"
    if c.kind is ir.ConditionKind.SPELL_PLAYED_THIS_TURN:  # (added, ostat5)
        kind = f"{' or '.join(c.filter.types)} spell" if c.filter is not None else "spell"
        who = ref_phrase(c.player) if c.player is not None else "you"
        if isinstance(c.player, ir.All) and any(f.controller is ir.PlayerRelation.OPPONENT for f in c.player.filters):
            who = "an opponent"  # one of them (Lure of Prey)
        if c.value == "none":
            return f"{who} played no {kind} this turn"
        return f"{who} played {with_article(kind) if c.filter is not None else 'another spell'} this turn"
    if c.kind is ir.ConditionKind.DEALT_DAMAGE_THIS_TURN_BY:  # (added, session 73, h6) Suffocation
        return f"{ref_phrase(c.player)} {'were' if isinstance(c.player, ir.You) else 'was'} dealt damage this turn by " \
               f"{with_article(spell_phrase(c.filter))} (as it was when it dealt the damage)"
    if c.kind is ir.ConditionKind.OPPONENT_DEALT_DAMAGE_THIS_TURN:  # (added, trig) Antagonism
        return f"{'none' if c.value == 'none' else 'one'} of the opponents of {ref_phrase(c.player)} was dealt damage this turn"
    if c.kind is ir.ConditionKind.NO_LAND_PLAYED:
        return f"{ref_phrase(c.player)} played no land this turn"
    if c.kind is ir.ConditionKind.NOT_SACRIFICED:
        return "the permanent put into the graveyard wasn't sacrificed"
    if c.kind is ir.ConditionKind.NOT_FIRST_LAND:
        return f"the land played wasn't the first land {ref_phrase(c.player)} played this turn"
    if c.kind is ir.ConditionKind.NONE and c.filter is not None:
        return f"there is no {filter_phrase(c.filter)}"
    if c.kind is ir.ConditionKind.EXISTS and c.filter is not None:
        return f"there is {with_article(filter_phrase(c.filter))}"
    if c.kind is ir.ConditionKind.FLIP:
        return f"the flip is {c.value}"
    if c.kind is ir.ConditionKind.MATCHES_APART and c.filter is not None and c.filter.not_types:
        # Animate Artifact: read apart from the effect it gates (418.5b-c)
        return (f"{ref_phrase(c.ref)} isn't {with_article(' or '.join(c.filter.not_types))}, as the effects applied "
                f"before this one leave it")
    if c.kind is ir.ConditionKind.MATCHES and c.filter == ir.Filter(extra=("not enchanted by an aura",)):
        return f"{ref_phrase(c.ref)} isn't enchanted"  # Hakim, Loreweaver (added, session 83, h6): no Aura attached
    if c.kind is ir.ConditionKind.MATCHES and c.filter is not None and isinstance(c.ref, ir.Revealed) \
            and (_LOOKED.get() or [None])[0] == EACH_REVEALED:
        # Game Preserve (added, session 84, h6): "if all cards revealed this way are creature cards"
        return f"each of {ref_phrase(c.ref)} is {with_article(filter_phrase(c.filter))}"
    if c.kind is ir.ConditionKind.MATCHES and c.filter is not None:
        return f"{ref_phrase(c.ref)} is {with_article(filter_phrase(c.filter))}"
    if c.kind is ir.ConditionKind.PLAYED_FROM_HAND:
        return f"{ref_phrase(c.ref)} came into play from its controller's hand (played, or put into play from the hand)"
    if c.kind is ir.ConditionKind.CARDS_ABOVE:  # Death Spark, Nether Shadow (added, otrig6)
        if c.value == ir.DIRECTLY:
            return f"{ref_phrase(c.ref)} is in its owner's graveyard with a creature card directly above it"
        n = c.compare.value if c.compare is not None else 1
        return f"{ref_phrase(c.ref)} is in its owner's graveyard with {n} or more creature cards above it"
    if c.kind is ir.ConditionKind.ONLY_CARD_OF_KIND:  # Nether Spirit (added, Oracle triggers round thirteen)
        kind = " or ".join(c.filter.types) + " card" if c.filter is not None and c.filter.types else "card"
        return f"{ref_phrase(c.ref)} is the only {kind} in its owner's graveyard"
    if c.kind is ir.ConditionKind.IN_ZONE:
        return f"{ref_phrase(c.ref)} is {c.value}" if c.value == Zone.IN_PLAY else f"{ref_phrase(c.ref)} is in {c.value}"
    if c.kind is ir.ConditionKind.CONTROLS_NAMED:
        who = ref_phrase(c.player) if c.player is not None else "you"
        return f"{who} {'control' if who == 'you' else 'controls'} a permanent named {c.value}"
    if c.kind is ir.ConditionKind.CONTROLS and c.filter is not None:
        who = ref_phrase(c.player) if c.player is not None else "you"
        return f"{who} {'control' if who == 'you' else 'controls'} {with_article(filter_phrase(c.filter))}"
    if c.kind is ir.ConditionKind.HAND_EMPTY:  # 410.11's example: "When your hand is empty"
        who = ref_phrase(c.player)
        return f"{who} {'have' if who == 'you' else 'has'} no cards in hand"
    if c.kind is ir.ConditionKind.COMBAT_DEED:
        words, _, span = str(c.value).rpartition(" this ")
        by = f" by {with_article(filter_phrase(c.filter))}" if c.filter is not None else ""
        return f"{'it' if isinstance(c.ref, ir.This) else ref_phrase(c.ref)} {words}{by} this {span}"
    if c.kind in (ir.ConditionKind.COUNT, ir.ConditionKind.MORE):
        return _count_phrase(c)
    if c.kind is ir.ConditionKind.NO_COUNTERS:  # "If there are no depletion counters on Sandstone Needle" (audit 4541)
        on = "it" if isinstance(c.ref, ir.This) or c.ref is None else ref_phrase(c.ref)
        return f"there are no {c.value + ' ' if c.value else ''}counters on {on}"
    if c.kind is ir.ConditionKind.COUNTERS:  # "if it has a depletion counter on it" (Land Cap)
        who = "it" if isinstance(c.ref, ir.This) or c.ref is None else ref_phrase(c.ref)
        kind = f"{c.value} " if c.value else ""
        if c.compare is not None and c.compare.op == "==":  # Homarid (added, stat): "exactly one tide counter"
            # (Tidal Influence: "each blue creature gets -2/-0, as long as this …"; in a trace step, the card named)
            who = _THIS.get() if who == "it" else who
            return f"{who} has exactly {c.compare.value} {kind}counter{'' if c.compare.value == 1 else 's'} on it"
        if c.compare is not None and not (c.compare.op == ">=" and c.compare.value == 1):
            return f"{who} has {c.compare.value} or {'more' if c.compare.op == '>=' else 'fewer'} {kind}counters on it"
        return f"{who} has {with_article(kind + 'counter')} on it"
    if c.kind is ir.ConditionKind.TURN:  # Vibrating Sphere: "as long as it's (not) your turn"
        return PLAYER_RELATION_WORDS[c.value].turn
    if c.kind is ir.ConditionKind.ENCHANTED:  # Thran Golem: "as long as ~ is enchanted"
        return f"{ref_phrase(c.ref)} is enchanted"
    if c.kind is ir.ConditionKind.LIFE_DIFFERENCE:  # Psychic Transfer
        return (f"the difference between your life total and {_poss(c.player, 'life total')} is "
                f"{c.value} or less")
    if c.kind is ir.ConditionKind.ADDITIONAL_COST_PAID:  # Undergrowth (409.1f)
        return "this spell's additional cost was paid"
    if c.kind is ir.ConditionKind.REGENERATED_THIS_TURN:  # Spiny Starfish (419.6b)
        return f"{'it' if isinstance(c.ref, ir.This) or c.ref is None else ref_phrase(c.ref)} regenerated this turn"
    if c.kind is ir.ConditionKind.NUMBER_PARITY:  # Chaos Lord (413.2)
        said = "permanents" if c.filter is None or c.filter == ir.Filter() else filter_plural(c.filter)
        return f"the number of {said} in play is {c.value}"
    if c.kind is ir.ConditionKind.STARTED_TURN_UNTAPPED:  # Rasputin Dreamweaver (302.1)
        return (f"{'it' if isinstance(c.ref, ir.This) or c.ref is None else ref_phrase(c.ref)} was in play and "
                f"untapped as this turn began")
    if c.kind is ir.ConditionKind.BLOCKED_SINCE_LAST_UPKEEP:  # Wiitigo
        return (f"{'it' if isinstance(c.ref, ir.This) or c.ref is None else ref_phrase(c.ref)} has blocked or been "
                f"blocked since its controller's last upkeep")
    if c.kind is ir.ConditionKind.CONTROLLED_SINCE_LAST_UPKEEP:  # echo
        return f"{ref_phrase(c.ref)} came under its controller's control since the beginning of his or her last upkeep"
    # every kind has its words above: a kind without them is an error, never its key shown to a
    # judge (tests/cards/test_condition_words.py walks every kind)
    raise ValueError(f"no words for the condition {c!r}")


def _one_player(ref: Any) -> str:
    """The player a number is counted for, in words: a group of players said as the one of them the
    card names — "an opponent" (Bargaining Table's "the number of cards in an opponent's hand", Land
    Tax's "if an opponent controls more lands"), "a player" — since one number is one player's (the
    reader keeps "an opponent" as every opponent: in a game of two, the one, 100.1); any other
    reference as :func:`ref_phrase` says it."""
    words = ref_phrase(ref)
    return {"each opponent": "an opponent", "each player": "a player"}.get(words, words)


def _count_phrase(c: ir.Condition) -> str:
    """A ``count`` or ``more`` condition in words ("you have 10 or less life", "an opponent
    controls more lands than you", "there are seven or more lands")."""
    if c.player is None:
        who, verb = "there", "are"
    else:
        who = _one_player(c.player)
        verb = ("control" if who == "you" else "controls") if c.value == "permanents" else \
            ("have" if who == "you" else "has")
    what = {"life": "life", "cards in hand": "cards in hand"}.get(c.value or "") or \
        (filter_phrase(c.filter) if c.filter else "objects")
    if c.value == "cards in hand" and c.filter is not None:  # Land Grant's "no land cards in hand"
        what = f"{filter_phrase(c.filter)} cards in hand"
    if c.kind is ir.ConditionKind.MORE:
        if c.filter and c.value not in ("life", "cards in hand"):
            what = filter_plural(c.filter)
        by = f"at least {c.compare.value} " if c.compare is not None else ""  # Avatar of Might's margin
        return f"{who} {verb} {by}more {what} than {ref_phrase(c.than) if c.than is not None else 'each other player'}"
    cmp = c.compare
    if cmp is None:
        return f"{who} {verb} {what}"
    if cmp.op == "==":
        return f"{who} {verb} {'no' if cmp.value == 0 else f'exactly {cmp.value}'} {what}"
    fewer = "less" if c.value == "life" else "fewer"
    if who == "there" and cmp.op == ">=" and cmp.value == 1:  # Wirecat's "if an enchantment is in play"
        return f"there is {with_article(what)}"
    if c.value not in ("life", "cards in hand"):  # "1 or fewer creatures", as "2 or more" (never "1 or more enchantment")
        what = _plural(what)
    return f"{who} {verb} {cmp.value} or {'more' if cmp.op == '>=' else fewer} {what}"


def count_figure_words(c: ir.Condition, player: Optional[str], n: int) -> str:
    """What a ``count`` condition counts, with its figure, as it stands: "Alice controls 4 lands",
    "Bob has 12 life", "Alice has 1 card in hand", "there are 7 lands" (``player`` None: the
    objects in play) — the words of :func:`_count_phrase`, the player named."""
    what = {"life": "life", "cards in hand": "cards in hand"}.get(c.value or "") or \
        (filter_phrase(c.filter) if c.filter else "objects")
    if c.value == "cards in hand" and n == 1:
        what = "card in hand"
    if c.value == "cards in hand" and c.filter is not None:  # Land Grant's "no land cards in hand"
        what = f"{filter_phrase(c.filter)} {what}"
    elif c.value not in ("life", "cards in hand") and n != 1:
        what = _plural(what)
    if player is None:
        return f"there {'is' if n == 1 else 'are'} {n} {what}"
    return f"{player} {'controls' if c.value == 'permanents' else 'has'} {n} {what}"


def instruction_before_not_words(c: ir.Condition, who: str) -> Optional[str]:
    """What makes an "If you do" about the instruction before false, in plain words, for the player
    ``who`` it asks about (Lat-Nam's Legacy: "Alice shuffled no card into Alice's library"); None
    for a condition of another kind."""
    if c.kind is ir.ConditionKind.SHUFFLED_THIS_WAY:
        return f"{who} shuffled no card into {possessive(who)} library"
    return None


def present_words(names: list[str]) -> str:
    """What makes "there is no …" false, each object named: "Soldier @s1 is one", "there are 2:
    Soldier @s1, Grizzly Bears @gb" (Security Detail's "only if you control no creatures", 403.3)."""
    if len(names) == 1:
        return f"{names[0]} is one"
    return f"there are {len(names)}: {', '.join(names)}"


def counters_figure_words(on: str, n: int) -> str:
    """How many counters of a "no (…) counters on it" condition's kind are there: "it has 1"
    (Serrated Arrows' "if there are no arrowhead counters on Serrated Arrows", 410.8)."""
    return f"{on} has {n}"


def hand_short_words(player: str, n: int, asked: int, f: ir.Filter, source: str) -> str:
    """A hand with fewer cards than an instruction asks for, as a judge says it: "Bob has only 1
    card in hand; Mind Swords asks for 2" (416.3)."""
    card = hand_card_phrase(dataclasses.replace(f, controlled_by=None, controller=None))  # whose: ``player``'s
    return f"{player} has only {n} {card if n == 1 else _plural(card)} in hand; {source} asks for {asked}"


def counted_phrase(n: int, f: ir.Filter, yours: bool = False, you: str = "") -> str:
    """A cost's counted objects as a card words them: "an untapped Island", "2 Islands", "a white
    card in your hand". ``yours``: permanents its player controls (a sacrifice or return cost), so
    "you control" goes without saying; a land named by its land type is that type ("an Island")."""
    if yours and f.zone not in (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY):
        # (a card in a graveyard, hand or library keeps its "your": "a basic land card in Alice's graveyard",
        # Harvest Wurm's cost, not "… in a graveyard", audit 6864)
        f = dataclasses.replace(f, controller=None)
    if isinstance(n, ir.VarX):  # "exile X creature cards" (Haunting Misery) before X is announced
        n = "X"
    if f.types == ("land",) and f.subtypes and not f.types_all:
        f = dataclasses.replace(f, types=(), subtypes=tuple(s[:1].upper() + s[1:] for s in f.subtypes))
    phrase = filter_phrase(f, you)
    if n == 1 and phrase.startswith("topmost "):  # "the top creature card of your graveyard" (Barrow Ghoul): one
        # (of the zone, not "in" it: "the top card of Alice's graveyard", Alms, audit 6864)
        return "the top " + re.sub(r" in (\S+) (graveyard|library)$", r" of \1 \2", phrase[len("topmost "):])
    if n == 1:  # "the enchanted permanent" (Krovikan Plague's "Tap enchanted creature:") takes no other article
        return phrase if phrase.startswith("the ") else with_article(phrase)
    if phrase.startswith("topmost "):  # several of them: "the top two cards of Alice's library" (Thought Lash's
        # cumulative upkeep paid for 2 age counters), as a card words it — not "2 topmost cards in …"
        kinds, sep, zone = phrase[len("topmost "):].partition(" in ")
        count = _NUMBER_WORDS[n] if isinstance(n, int) and 0 <= n < len(_NUMBER_WORDS) else str(n)
        return f"the top {count} {_plural_kinds(kinds)}" + (f" of {zone}" if sep else "")
    head, sep, rest = phrase.partition(" from a single " if " from a single " in phrase else " in ")  # (Night Soil)
    for whose in (" you control", " an opponent controls") + ((f" {you} controls",) if you else ()):
        # "4 lands you control" (Burning of Xinye); "4 lands Alice controls" with "you" named
        if head.endswith(whose):
            return f"{n} {_plural_kinds(head[:-len(whose)])}{whose}{sep}{rest}"
    return f"{n} {_plural_kinds(head)}{sep}{rest}"


_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number_word(n: int) -> str:
    """A count as a card words it: "two" (Dust to Dust's "two target artifacts"); past ten in figures."""
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def up_to_phrase(n: int, f: ir.Filter, you: str = "") -> str:
    """What "up to N …" lets a player choose, as a card words it: "up to four lands" (Rewind),
    "up to one creature"; a number past ten in figures."""
    word = _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)
    if n == 1:
        return f"up to one {filter_phrase(f, you)}"
    counted = counted_phrase(n, f, you=you)
    return f"up to {word}{counted[len(str(n)):]}" if counted.startswith(f"{n} ") else f"up to {counted}"


def each_phrase(f: ir.Filter, you: str = "") -> str:
    """What "for each …" counts, as a card says it: "Forest you control" (Rofellos), "Elf"
    (Priest of Titania); ``you``: the player "you" is, named ("Forest Alice controls")."""
    one = counted_phrase(1, f, you=you)
    for article in ("a ", "an "):
        if one.startswith(article):
            return one[len(article):]
    return one


def _placeless(f: ir.Filter) -> ir.Filter:
    """``f`` without where its objects are (its zone and whose they are): one alternative of a union
    whose place is said once (:func:`_shared_place`)."""
    return dataclasses.replace(f, zone=Zone.ANY, controlled_by=None)


def _shared_place(f: ir.Filter, you: str = "", trace: bool = False) -> Optional[str]:
    """Where every alternative of ``f``'s union is, in words ("in each opponent's hand"), when ``f``
    says nothing else and its alternatives are cards in that same zone of the same players (Withering
    Gaze as printed: "each forest and green card" in the opponent's hand); None otherwise."""
    rest = dataclasses.replace(f, any_of=())
    if rest.zone in (Zone.IN_PLAY, Zone.ANY) or rest.controlled_by is None \
            or rest != ir.Filter(zone=rest.zone, controlled_by=rest.controlled_by):
        return None
    if any(g.zone != rest.zone or g.controlled_by != rest.controlled_by or g.any_of for g in f.any_of):
        return None
    where = filter_phrase(rest, you, trace, noun="")
    return where if where.startswith("in ") else None


def filter_plural(f: "ir.Filter | None") -> str:
    """A description in the plural, as "all …" says it: "creatures with flying", "green
    creatures", "nonwhite enchantments" (None: "creatures")."""
    if f is not None and f.any_of and _shared_place(f) is not None:
        return " or ".join(filter_plural(_placeless(g)) for g in f.any_of) + " " + _shared_place(f)
    if f is not None and f.any_of and dataclasses.replace(f, any_of=()) == ir.Filter(zone=f.zone):
        return " or ".join(filter_plural(g) for g in f.any_of)  # "instants … or Auras …": each part
    phrase = "creature" if f is None else filter_phrase(f)
    # the noun is what comes before its qualifiers: "land controlled by the triggering player" →
    # "lands controlled by …" (Primal Order, audit 3733), never "… the triggering players"
    cut = min((i for i in (phrase.find(q) for q in _QUALIFIERS + _named_qualifiers()) if i >= 0), default=len(phrase))
    rest = phrase[cut:]
    if not rest.startswith((" with ", " without ")):
        # the clause that says what the noun does agrees with it: "spells that target …", "creatures
        # that were dealt damage", "objects you control that are …" (not "the creature that blocks"
        # inside "with power less than the power of …", whose subject is that creature)
        at, word = min(((rest.find(w), w) for w in (" that ", " who ") if rest.find(w) >= 0), default=(-1, ""))
        if at >= 0:
            head, clause = rest[:at + len(word)], rest[at + len(word):]
            verb, _, tail = clause.partition(" ")
            tail = tail.replace("or was ", "or were ", 1) if tail.startswith("or was ") else tail
            rest = head + _PLURAL_VERBS.get(verb, verb) + (" " + tail if tail else "")
            rest = rest.replace(" or was blocked", " or were blocked", 1).replace(" and is an opponent", " and are opponents", 1)
        elif rest.startswith(" that's "):  # Blessed Reversal: "creatures that are attacking you"
            rest = " that are " + rest[len(" that's "):]
    elif rest.startswith(" with a single target that targets "):  # "spells with a single target that target …"
        rest = rest.replace(" that targets ", " that target ", 1)
    parts = phrase[:cut].split(" or ")
    if len(parts) > 1 and all(part in _NOUNS for part in parts):  # "spells or abilities", "artifacts or lands"
        return " or ".join(_plural(part) for part in parts) + rest
    return _plural_kinds(phrase[:cut]) + rest


#: A verb after "that", singular → plural, for :func:`filter_plural`.
_PLURAL_VERBS = {"is": "are", "was": "were", "has": "have", "targets": "target", "blocks": "block",
                 "attacks": "attack", "deals": "deal", "controls": "control"}
#: The nouns a union of single nouns pluralizes each of ("spells or abilities"); a kind before one
#: noun stays ("black or red creatures", "instant or sorcery spells").
_NOUNS = frozenset({"spell", "ability", "creature", "artifact", "land", "enchantment", "instant", "sorcery", "card",
                    "permanent", "Aura", "player", "object", "token", "Wall", "Forest", "Island", "Mountain",
                    "Plains", "Swamp", "interrupt", "source"})


#: The words that begin what follows a description's noun in :func:`filter_phrase`.
_QUALIFIERS = (" revealed this way", " attached to ", " with ", " without ", " controlled by ", " owned by ", " named ", " in ",
               " on the stack", " that ", " you control", " an opponent controls", " you own", " an opponent owns",
               " blocking it", " blocking the ", " whose ", " who ", " the active player has",
               " of the chosen", " of the color chosen", " of the type chosen", " dealt damage", " drawn this way",
               " removed from the game", " from a single ", " blocking target #", " that's ")


def _named_qualifiers() -> tuple[str, ...]:
    """The qualifiers of a trace step's words that name "you" and objects (:func:`amount_words`):
    "Mountains Alice controls", "creatures blocking Grizzly Bears @gb" — the noun is before them."""
    you = _YOU.get()
    mine = (f" {you} controls", f" {you} owns", f" {you} plays") if you else ()
    it = (_THIS.get(),) if _NAMED.get() is not None and _THIS.get() not in ("this", SOURCE) else ()
    return mine + tuple(f" blocking {n}" for n in (*(_NAMED.get() or {}).values(), *it))


def _plural_kinds(phrase: str) -> str:
    """The plural of a description's head: a list of kinds after a word that qualifies them all, each
    noun in the plural — "untapped artifacts, creatures, or lands" (Tangle Wire), not "untapped
    artifact, creature, or lands"; else its last noun ("instant or sorcery spells": one noun, the
    words before it its kinds)."""
    listed = re.split(r"(, or |, | or )", phrase)
    nouns, seps = listed[0::2], listed[1::2]
    def _noun(word: str) -> bool:  # a card type's noun, or a subtype's ("Soldiers or Warriors": Aysen Crusader)
        return word in _NOUNS or (word[:1].isupper() and " " not in word)
    if len(nouns) > 1 and _noun(nouns[0].rpartition(" ")[2]) and all(_noun(n) for n in nouns[1:]):
        return "".join(_plural(n) + (seps[i] if i < len(seps) else "") for i, n in enumerate(nouns))
    return _plural(phrase)


#: Nouns of the era's counts whose plural isn't made with "s".
_IRREGULAR_PLURALS = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Hero": "Heroes"}


def _plural(noun_phrase: str) -> str:
    """The plural of a phrase's last noun ("creature" → "creatures", "sorcery" → "sorceries")."""
    head, _, last = noun_phrase.rpartition(" ")
    if last in _IRREGULAR_PLURALS:  # "Elves" (Priest of Titania), "Heroes" (Aysen Crusader)
        last = _IRREGULAR_PLURALS[last]
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        last = last[:-1] + "ies"
    elif not last.endswith("s"):
        last += "s"
    return f"{head} {last}" if head else last


def targets_phrase(targets: tuple[ir.TargetSpec, ...]) -> str:
    out = []
    for t in targets:
        count = ""
        if t.count_paid:
            count = f" (one for each additional {t.count_paid} paid)"
        elif t.count_x:
            count = " (X of them)"
        elif t.max_amount is not None:
            count = f" (up to {amount_phrase(t.max_amount)})"
        elif (t.min_count, t.max_count) != (1, 1):
            count = f" ({t.min_count}..{'any' if t.max_count is None else t.max_count}" + \
                    (", divided" if t.divided else "") + ")"
        chosen = ""
        if t.chosen_by is not None:  # 409.1c (Cuombajj Witches)
            chosen = f", chosen by {'an opponent' if t.chosen_by == _AN_OPPONENT else ref_phrase(t.chosen_by)}"
        # "up to three target cards from a single graveyard" (Carrion Beetles): all from one zone
        single = f", all from a single {t.filter.zone}" if t.single_zone else ""
        if t.same_controller:  # Cannibalize: "controlled by the same player" (409.1c)
            single += ", all controlled by the same player"
        out.append(f"#{t.index + 1} {filter_phrase(t.filter)}{count}{single}{chosen}")
    return "; ".join(out)


#: "… of an opponent's choice" (409.1c): one opponent chooses (in a game of two, the opponent)
_AN_OPPONENT = ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),))


#: The limits on playing a spell (103.1) its description says in words (a condition, a window of
#: the turn); any other is named by its kind's words and value.
_SAID_IN_WORDS = frozenset({ir.RestrictionKind.IF, ir.RestrictionKind.WINDOW})


def _restriction_words(r: Any) -> str:
    """One limit on an activated ability (403.3) in words."""
    if r.kind is ir.RestrictionKind.SPEND_ONLY and r.value:  # Crypt Rats: what pays the generic part (its X)
        return f"{r.value} mana may be spent on its generic mana (X)"
    if r.kind is ir.RestrictionKind.ANY_PLAYER and not r.value:  # "Any player may activate this ability" (403.2)
        return "any player may activate it"
    if r.kind is ir.RestrictionKind.ONLY_OWNER:  # Personal Incarnation: "Only ~'s owner may activate this ability" (403.2)
        return "by its owner, whoever controls it"
    if r.kind is ir.RestrictionKind.ONLY_OPPONENT:  # Clergy of the Holy Nimbus: "Only any opponent may activate this ability" (403.2)
        return "by an opponent of its controller, not its controller"
    if r.kind is ir.RestrictionKind.ONLY_YOU:  # Martyrdom's granted ability: "Only you may activate this ability" (403.2)
        return f"by {r.value}" if r.value else "by you (the spell's controller)"
    if r.kind is ir.RestrictionKind.WINDOW and r.value in WINDOW_WORDS:  # "only during combat": in words, not the reader's key
        return WINDOW_WORDS[r.value]
    if r.kind is ir.RestrictionKind.TIMES_EACH_TURN and getattr(r, "amount", None) is not None:  # Withering Wisps
        return f"no more times each turn than {amount_phrase(r.amount)}"
    if r.kind is ir.RestrictionKind.TIMES_EACH_TURN and r.value:  # Soul Kiss: "— only 3 times each turn" (audit 8480: "times each turn 3")
        return f"{r.value} times each turn"
    if r.kind is ir.RestrictionKind.IF and getattr(r, "condition", None) is not None:  # "only if ~ is attacking or blocking"
        return "if " + condition_phrase(r.condition)
    return (r.kind.value + (f" {r.value}" if r.value else "")
            + (f" {condition_phrase(r.condition)}" if getattr(r, "condition", None) is not None else ""))


def ability_phrase(a: Any, nonbasic_land: bool = False) -> str:
    """One ability in words (its kind first). ``nonbasic_land``: the ability's card is a nonbasic land, whose
    intrinsic mana abilities are its basic land types' by glossary "Nonbasic Land" (214.9e speaks of basic lands
    only: Badlands, a Swamp Mountain, has both types' mana abilities as it "counts as" both)."""
    held = _FOUND.set([None])  # (what its search finds: "the card found", "the cards found")
    looked = _LOOKED.set([False])  # (whether its top card is only looked at: "the card looked at")
    try:
        said = _ability_phrase(a)
        if nonbasic_land and isinstance(a, ir.ActivatedAbility) and a.intrinsic:
            said = said.replace(_INTRINSIC, _INTRINSIC_NONBASIC, 1)
        return said
    finally:
        _LOOKED.reset(looked)
        _FOUND.reset(held)


#: How an intrinsic mana ability is labelled: a basic land's (214.9e), a nonbasic land's with a basic land type
#: (glossary "Nonbasic Land": it "has that land's mana ability … but it isn't a basic land"; added, session 69, h8)
_INTRINSIC = " (intrinsic, 214.9e)"
_INTRINSIC_NONBASIC = " (intrinsic: a nonbasic land with a basic land type has that type's mana ability, glossary \"Nonbasic Land\")"


def _ability_phrase(a: Any) -> str:
    if isinstance(a, ir.Keyword):
        return f"Keyword: {a}"
    if isinstance(a, ir.ActivatedAbility):
        kind = "Mana ability" if a.is_mana_ability else "Activated"
        extra = _INTRINSIC if a.intrinsic else ""
        where = f" [from the {a.zone}]" if a.zone != Zone.IN_PLAY else ""
        out = f"{kind}{extra}{where} [{cost_phrase(a.cost)}]: " + ("; ".join(effect_phrase(e) for e in a.effects)
                                                                 or _modes_phrase(a.modes))
        if a.targets:
            out += f"  — targets: {targets_phrase(a.targets)}"
        anyone = [r for r in a.restrictions if r.kind is ir.RestrictionKind.ANY_PLAYER and not r.value]  # a permission (403.2), no limit
        limits = [r for r in a.restrictions if r not in anyone]
        if limits:
            out += "  — only " + ", ".join(_restriction_words(r) for r in limits)
        if anyone:  # Wishmonger: "— any player may activate it", never "only any player …"
            out += "  — " + _restriction_words(anyone[0])
        return out + _x_said(a)
    if isinstance(a, ir.TriggeredAbility):
        # Fertile Ground: it triggers from a mana ability and adds mana, so it is one (406.1a) and
        # resolves at once, never on the stack (406.1e)
        kind = "Triggered mana ability (406.1a)" if a.is_mana_ability else "Triggered"
        # Squee, Goblin Nabob: it triggers only while the card is in its owner's graveyard
        where = f" [from the {a.zone}]" if a.zone != Zone.IN_PLAY else ""
        out = f"{kind}{where}: {trigger_phrase(a.trigger)}"
        if a.condition is not None and a.condition.kind in ir.TRIGGER_EVENT_CONDITIONS:
            # Portal's "When ~ comes into play from your hand": part of the event it waits for (410.10a), not
            # an intervening "if" (410.8) — said as the card says it
            out += f" {_trigger_event_condition_phrase(a.condition)}"
        elif a.condition is not None:
            out += f", if {condition_phrase(a.condition)}"
        # (a "may" kept whole with its "If you do", Bone Dancer: said once, by the instruction itself)
        kept = len(a.effects) == 1 and isinstance(a.effects[0], ir.Optional_) and isinstance(a.effects[0].who, ir.You)
        # Mana Vortex's "When you play this spell, counter it …": the triggering object is this spell
        own = a.trigger.event is TriggerEvent.PLAYS_SPELL and isinstance(a.trigger.subject, ir.This)
        token = _TRIGGER_OBJECT.set("this spell") if own else None
        try:
            out += ": " + ("you may: " if a.optional and not kept else "") + "; ".join(effect_phrase(e) for e in a.effects)
        finally:
            if token is not None:
                _TRIGGER_OBJECT.reset(token)
        if a.modes:  # Relic Bind: its controller announces the mode as it is put on the stack (410.4, 409.1b)
            out += f"choose 1 as it is put on the stack: {_modes_phrase(a.modes)}"
        if a.targets:
            out += f"  — targets: {targets_phrase(a.targets)}"
        return out
    if isinstance(a, ir.StaticAbility):
        out = "Static: " + "; ".join(effect_phrase(e) for e in a.effects)
        if a.condition is not None:  # "as long as it's attacking" (418.4: it applies only then)
            out += f", as long as {condition_phrase(a.condition)}"
        return out
    if isinstance(a, ir.SpellAbility):
        if a.modes:
            by = MODE_CHOOSER_WORDS[a.chooser] if a.chooser is not None else ""
            return f"Spell (choose {a.choose}{by}): {_modes_phrase(a.modes)}"
        out = "Spell: " + "; ".join(effect_phrase(e) for e in a.effects)
        if a.targets:
            out += f"  — targets: {targets_phrase(a.targets)}"
        if a.x_is is not None:  # Spoils of War: the X of its mana cost, counted as it is played (409.1b)
            out += f"  — X is {amount_phrase(a.x_is)}, counted as it is played"
        return out
    return repr(a)  # pragma: no cover


def _trigger_event_condition_phrase(c: ir.Condition) -> str:
    """A condition that is part of a trigger event (ir.TRIGGER_EVENT_CONDITIONS, 410.10a), said after the event
    as the card says it: "whenever this comes into play from your hand (…)"."""
    if c.kind is ir.ConditionKind.PLAYED_FROM_HAND:
        return "from your hand (played, or put into play from your hand)"
    return f"({condition_phrase(c)})"  # pragma: no cover - every kind of the set is said above


def _x_said(a: ir.ActivatedAbility) -> str:
    """What an activated ability's X is when the card says it, not its player: "X is the number of
    cards in an opponent's hand" (Bargaining Table, 409.1b), or the counters a "remove all"
    cost removes (Torture Chamber) — as the engine counts them (judge.engine.casting)."""
    if a.x_is is not None:
        return f"  — X is {amount_phrase(a.x_is)}, counted as it is played"
    if a.cost.remove_counters and a.cost.remove_counters[1] == ir.ALL_COUNTERS \
            and any(isinstance(n, ir.VarX) for n in ir.walk(a.effects)):
        return f"  — X is the number of {a.cost.remove_counters[0]} counters the cost removes"
    return ""


def _modes_phrase(modes: tuple) -> str:
    """The modes of a modal spell or ability (409.1b), numbered as a scenario picks them."""
    return " | ".join(f"mode {i + 1}: " + "; ".join(effect_phrase(e) for e in m.effects)
                      + (f" (targets: {targets_phrase(m.targets)})" if m.targets else "")
                      for i, m in enumerate(modes))


def describe(abilities: ir.CardAbilities, nonbasic_land: bool = False) -> list[str]:
    """Every ability of a card, one line each, spell first (``nonbasic_land``: :func:`ability_phrase`'s)."""
    lines = []
    if abilities.enchant is not None:
        lines.append(f"Enchants: {filter_phrase(abilities.enchant)} (214.8c)")
    if abilities.cast_restrictions:
        # a condition said in words ("if you played another spell this turn"), not just "if"
        lines.append("Played only: " + ", ".join(_restriction_words(r) if r.kind in _SAID_IN_WORDS else r.kind.value + (f" {r.value}" if r.value else "")
                                                 for r in abilities.cast_restrictions) + " (103.1)")
    if abilities.additional_cost is not None:
        lines.append(f"Additional cost: {cost_phrase(abilities.additional_cost)} (409.1f)")
    for alt in abilities.alternative_costs:
        cond = " and ".join(condition_phrase(c) for c in alt.conditions)
        lines.append(f"Alternative cost: {cost_phrase(alt.cost)}{' if ' + cond if cond else ''} (409.1f)")
    if abilities.cost_to_target is not None:  # Kaervek's Torch
        lines.append(f"While it is on the stack, spells that target it cost {abilities.cost_to_target} more to play "
                     f"(409.1f)")
    if abilities.life_per_target:
        lines.append(f"Costs {abilities.life_per_target} life more for each target (paid as it is played, 409.1f)")
    if abilities.cost_per_extra_target is not None:
        lines.append(f"Costs {abilities.cost_per_extra_target} more for each target beyond the first (409.1f)")
    if abilities.buyback is not None:
        lines.append(f"Buyback: {cost_phrase(abilities.buyback)} (413.2h)")
    for opt in abilities.optional_costs:
        lines.append(f"Optional additional cost: {opt.mana}{', any number of times' if opt.repeatable else ''} (409.1f)")
    if abilities.spell is not None:
        lines.append(ability_phrase(abilities.spell))
    lines.extend(ability_phrase(a, nonbasic_land) for a in abilities.abilities)
    return lines
