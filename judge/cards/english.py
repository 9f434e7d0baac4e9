"""The English every trace says, whatever its cards: an indefinite article, a possessive, a quotation, a
list joined with "and" or "or", a change of power and toughness signed as cards print it, the words of
the turn's steps, of the windows a card limits its spell to and of an unnamed source, and a card's paragraph
cut into its sentences (the instruction a trace quotes in the card's words).

The few words a ``judge ask`` needs before any card is described, apart from :mod:`judge.cards.describe`
(the paraphrase of card IR: filters, amounts, effects, conditions, ~320 KB of bytecode), which the engine
reaches through :mod:`judge.cards.phrasebook` and so loads only when a run first says one of its phrases
(issue 43: 187 of 365 sampled asks said none). describe uses these words too; this module imports nothing of it.
"""

from __future__ import annotations

import re
from typing import Any

from judge.dsl.ast import Step


def with_article(words: str) -> str:
    """``words`` after their indefinite article ("an artifact", "a creature", "another creature")."""
    if words.startswith("other "):
        return "an" + words
    if words.startswith("the "):  # "the enchanted permanent" takes no other article (Awesome Presence's why-not)
        return words
    # (a power and toughness read aloud: "an 8/8", "an 11/11", "an X/X" — Chimeric Staff said "a X/X", audit 9086)
    vowel = words[:1].lower() in ("a", "e", "i", "o", "u") or words.startswith(("8", "11/", "18/", "X/"))
    return ("an " if vowel else "a ") + words


def serial_and(names: list[str]) -> str:
    """Names joined as the trace lists them: "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def serial_or(nouns: list[str]) -> str:
    """Kinds joined as cards join them: "artifact or land", and of three or more, with commas —
    "artifact, creature, or land" (Tangle Wire, Mind Over Matter), not "artifact or creature or land"."""
    if len(nouns) < 3:
        return " or ".join(nouns)
    return ", ".join(nouns[:-1]) + ", or " + nouns[-1]


def quoted(text: str) -> str:
    """``text`` quoted in double quotes, a quotation inside it in single quotes, as English nests
    them: an ability that grants another, quoted in a step, reads "All Slivers have '{2},
    Sacrifice this permanent: …'" (Mindwhip Sliver), not with its inner double quotes."""
    return '"' + text.replace('"', "'") + '"'


def possessive(name: Any) -> str:
    """A name's possessive, unquoted, as the docs write it: "Tidal Bore's", "Coral Fighters @cf's
    optional instruction" (a label takes "'s"); a name whose last word is a plural in s takes the
    apostrophe alone — "Drudge Skeletons' ability", "Llanowar Elves'", "Manabarbs'" — and one ending
    in ss, us, is, os or as is no plural: "Abyss's", "Magnus's", "Stasis's", "Tawnos's", "Karakas's".
    The one place a possessive is made (the engine's steps and the card's words alike)."""
    name = str(name)
    if name[-1:] != "s":
        return f"{name}'s"  # (most names: asked ~50,000 times in a warm pass of the suite)
    last = name.rsplit(" ", 1)[-1]
    if last.endswith("s") and len(last) > 2 and not last.startswith("@") \
            and not last.lower().endswith(("ss", "us", "is", "os", "as", "'s")):
        return f"{name}'"
    return f"{name}'s"


def own_possessive(owner: Any, actor: Any) -> str:
    """Whose a zone or thing is, said after ``actor``, the clause's subject: "his or her" where
    the actor is its owner ("Bob reveals his or her hand", "Alice shuffles his or her library" —
    the rulebook's and the era's Oracle words for a player's own, 413.2d, glossary "Discard"),
    the owner's possessive otherwise ("Alice looks at Bob's hand"): never a player named twice in
    one clause, nor "the library" of no one."""
    return "his or her" if str(owner) == str(actor) else possessive(owner)


def own_object(player: Any, actor: Any) -> str:
    """A player said as the object of a clause whose subject is ``actor``: "him or her" where that is the same player
    ("Alice chooses whether to have the 2 damage … dealt to him or her instead": Blood of the Martyr's "dealt to you"),
    the player's name otherwise — never a player named twice in one clause (:func:`own_possessive`)."""
    return "him or her" if str(player) == str(actor) else str(player)


def kinds_listed(words: list[str]) -> list[str]:
    """The kinds a player chooses among, said in the order the card lists them — its words' alphabetical order:
    Teferi's Realm's "artifact, creature, land, or non-Aura enchantment" (printed: "artifacts, creatures, lands, or
    global enchantments"), not the reading's canonical order of its filters (which puts the enchantment before the land)."""
    return sorted(words, key=str.lower)


def own_control_said(words: str, actor: Any) -> str:
    """Words said after ``actor``, the clause's subject, with what ``actor`` controls said "he or she controls": "Alice
    chooses a creature he or she controls for Shrieking Drake", not "… a creature Alice controls …" (a description
    made with the card's "you" named, :func:`judge.cards.phrasebook.filter_phrase`), the chooser named once."""
    return re.sub(rf"\b{re.escape(str(actor))} controls\b", "he or she controls", words)


def own_zones_said(words: str, actor: Any) -> str:
    """Words said after ``actor``, the clause's subject, with ``actor``'s own hand, graveyard or library
    said "his or her" (:func:`own_possessive`): "Alice chooses whether to discard a card in his or her hand
    at random", not "… in Alice's hand" — words made with the player named for the card's "your" (a cost
    asked of its payer)."""
    return re.sub(rf"\b{re.escape(possessive(actor))} (hand|graveyard|library)\b", r"his or her \1", words)


#: A card's own sentence saying when its effect does nothing (the era's printed "Ignore this effect if opponent has no
#: cards left in hand.", Nicol Bolas, Hypnotic Specter, Earthlink): its reading drops it, as what it says happens anyway
#: (an instruction does as much as it can, 416.3), but the step where it decides says it in the card's words. (A
#: pattern's text, compiled where it is first used: judge ask's start-up compiles none, tests/cli/test_start_up_patterns.)
_IGNORE_THIS_EFFECT = r"\bIgnore this effect if [^.]*\."


def own_ignore_said(text: str, source: Any) -> str:
    """Where the text ``text`` of ``source``'s ability has its own "Ignore this effect if …" sentence, the words that
    add it to a step saying the instruction did nothing: ' — as Nicol Bolas's own words say, "Ignore this effect if
    opponent has no cards left in hand."'; "" where it has none."""
    m = re.search(_IGNORE_THIS_EFFECT, text or "") if text and "Ignore this effect" in text else None
    return f" — as {possessive(source)} own words say, \"{m.group(0)}\"" if m else ""


def pt_change_words(power: int, toughness: int) -> str:
    """A change of power and toughness as cards print it: each signed, a zero taking the sign of
    the other ("+2/+0", "-1/-0": Hyalopterous Lemure, "+0/-1")."""
    return signed_pt(f"{power:+d}", f"{toughness:+d}", power == 0, toughness == 0)


def signed_pt(p: str, t: str, power_zero: bool, toughness_zero: bool) -> str:
    """Power's and toughness's signed words ``p`` and ``t`` as one change: a zero power takes the sign of
    a lowered toughness, a zero toughness that of a lowered power ("-0/-1", "-1/-0");
    :func:`judge.cards.describe.pt_change_phrase` says an amount of the IR (X, a count) so too."""
    if power_zero and t.startswith("-"):
        p = "-0"
    if toughness_zero and p.startswith("-"):
        t = "-0"
    return f"{p}/{t}"


#: Each :class:`Step` (``Trigger.step``, the engine's turn structure) by the name a card's trigger and the trace say
#: it with ("at the beginning of your upkeep step", "the end of turn step begins"): the step's canonical name, the
#: scenario language's word; "main phase" either main phase (Mana Drain).
STEP_WORDS: dict[Step, str] = {s: s.value for s in Step}


#: What a trace step calls the source of the ability whose filter it says, unnamed.
SOURCE = "the source"

#: The ordinal words of a spell's "target" words in order ("its third target word"; Mogg Assassin's
#: "the first target").
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


#: Each window of the turn a card may limit its spell or ability to (ir.WINDOWS) in words: how a
#: card's description, a refusal and the trace read it (judge.engine.restrictions tests it).
WINDOW_WORDS: dict[str, str] = {
    "opponents turn": "during an opponent's turn",
    "any upkeep": "during an upkeep step",
    "opponents upkeep": "during an opponent's upkeep",
    "before attackers": "before attackers are declared",
    "before combat": "before combat (before the beginning of combat step)",
    "before blockers": "before blockers are declared",
    "before combat damage": "before the combat damage step",
    "before end of combat": "before the end of combat step",
    "combat": "during combat",
    "after blockers": "after blockers are declared",
    "after combat": "after combat",
    "declare attackers": "during the declare attackers step",
    "your declare attackers": "during its controller's declare attackers step",
    "declare blockers": "during the declare blockers step",
    "end of combat": "during the end of combat step",
    "attacked this step": "if its controller has been attacked this step",
    "own draw step": "during the draw step of the player playing it",
    "before end step": "before the end of turn step",
    "your end step": "during its controller's end of turn step",
    "opponents turn after upkeep": "during an opponent's turn, after the upkeep step",
    "another players creature spell": "in response to another player playing a creature (while that player's creature "
                                      "spell is on the stack)",
    "another players creature or sorcery spell": "in response to another player playing a creature or a sorcery (while "
                                                 "that player's creature or sorcery spell is on the stack)",
}


#: where a card's own paragraph may end one sentence and start the next (:func:`own_sentences`; compiled by ``re``
#: where first used, not at import: this module is read by every ask)
_SENTENCE_END = r'(?<=[.!?])\s+(?=[A-Z({])'


def own_sentences(paragraph: str) -> list[str]:
    """A paragraph of the card's own words cut into its sentences, never inside a quoted ability
    or a parenthesised reminder (Islandhome's two sentences are one reminder): the one splitter of
    a card's words, read by the reader (judge.cards.text, each printed ability's own words) and
    the engine (judge.engine.context.own_sentence, the words an instruction quotes). Here, not
    with the reader's phrases (judge.cards.phrases), so that an ask that quotes an instruction
    needn't load those."""
    out: list[str] = []
    start = 0
    for m in re.finditer(_SENTENCE_END, paragraph):
        before = paragraph[start:m.start()]
        if before.count('"') % 2 == 0 and before.count("\u201c") == before.count("\u201d") \
                and before.count("(") == before.count(")"):
            out.append(before)
            start = m.end()
    out.append(paragraph[start:])
    return [s for s in out if s.strip()]
