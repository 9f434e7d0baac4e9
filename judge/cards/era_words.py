"""A card's Oracle text (as of about 2018) put in the era's words, for the card catalog.

The Oracle wording of a card says what the card does in later templates: "enters the
battlefield", "exile", "dies", "cast", "any target", "end step", "their". The rules judge plays
by the Classic rulebook, whose words are "comes into play", "remove … from the game", "is put
into a graveyard from play", "play", "target creature or player", "end of turn", "his or her";
a judge reading a card in the trace or in ``judge card`` reads it in those words.
:func:`in_era_words` rewrites the text with :data:`WORDS`, an ordered table of patterns —
data, one line a phrase.

Only words change, never what the card does: the engine reads the Oracle text itself (the
catalog reads it, then puts the abilities' echo of their text in the era's words,
:func:`in_era_words` again), so the rewriting can't change what a card does; it changes what a
judge reads. ``tests/cards/test_era_words.py`` holds the table to the era's phrasing on real
cards. What the table leaves in later words (a keyword inside a sentence: "Enchanted creature
has shroud") is listed in docs/cards.md.
"""

from __future__ import annotations

import re

from judge.cards.rewrites import Replacement, Rewrite, apply_all

#: A card type and its noun after an "and" that joins two types inside one object's phrase
#: (Saprazzan Bailiff's "all artifact and enchantment cards"), not another instruction.
_TYPED = r"(?:artifact|creature|enchantment|land|instant|sorcery) (?:cards?|permanents?)\b"
#: An exiled object's phrase: up to the end of its clause ("target artifact, creature, or
#: land", "~ and target creature", "two cards from your hand").
_OBJECT = (r"((?:(?!\b(?:then|until|instead|unless|if|rather|at|as|when)\b|\bwith (?:[a-z]+ )?[a-z]+ counters?\b|"
           r"\band (?!target\b|" + _TYPED + r"))[^.,;:\"(])+?(?:(?:, (?:an? )?[a-z-]+)*,? or (?:an? )?[a-z-]+)?)")
#: Where the phrase ends (Stangg's "Exile that token when ~ leaves …": before "when"; added, session 68, h6).
_OBJECT_END = (r"(\s+(?:with (?:[a-z]+ )?[a-z]+ counters?|at|until|instead|face down|this way|"
               r"and(?! target| " + _TYPED + r")|then|unless|"
               r"if|rather|when)\b|[.,;:\"(]|$)")
_ZONE = re.compile(r"\bfrom (your|his or her|their|its owner's|that player's|target player's|a|all|each player's) "
                   r"(hand|graveyard|graveyards|library)\b")


def _remove(m: "re.Match[str]") -> str:
    """"Exile target creature" → "Remove target creature from the game"; "exile a card from
    your hand" → "remove a card in your hand from the game" (the era's order)."""
    verb, obj, tail = m.group(1), m.group(2).rstrip(), m.group(3) or ""
    word = {"exile": "remove", "Exile": "Remove", "exiles": "removes", "Exiles": "Removes"}[verb]
    obj = _ZONE.sub(lambda z: f"in {z.group(1)} {z.group(2)}", obj)
    return f"{word} {obj} from the game{tail}"


def _token(m: "re.Match[str]") -> str:
    """"Create a 1/1 white Spirit creature token with flying" → "Put a 1/1 white Spirit creature
    token with flying into play"."""
    verb = {"Create": "Put", "create": "put", "creates": "puts"}[m.group(1)]
    return f"{verb} {m.group(2)} {m.group(3)} into play"


#: (pattern, replacement), applied in order to the whole text (case matters: a sentence's
#: first word keeps its capital). Each line is one later phrase and the era's words for it.
_WORDS: tuple[tuple[str, Replacement], ...] = (
    # -- play (the era's zone), 217.1
    (r"\benters the battlefield\b", "comes into play"),
    (r"\benter the battlefield\b", "come into play"),
    (r"\bentered the battlefield\b", "came into play"),
    (r"\bentering the battlefield\b", "coming into play"),
    (r"\bonto the battlefield\b", "into play"),
    (r"\bon the battlefield\b", "in play"),
    (r"\bfrom the battlefield\b", "from play"),
    (r"\bto the battlefield\b", "to play"),
    (r"\bleaves the battlefield\b", "leaves play"),
    (r"\bleave the battlefield\b", "leave play"),
    (r"\bthe battlefield\b", "play"),
    # -- "dies": put into a graveyard from play (the glossary's "Destroy", 420.5c)
    (r"\bdies\b", "is put into a graveyard from play"),
    (r"\bwould die\b", "would be put into a graveyard from play"),
    # (a plural subject takes "were": Hellfire's "the number of creatures that died this way")
    (r"\b(creatures|cards|permanents|lands|artifacts|enchantments) that died\b", r"\1 that were put into a graveyard from play"),
    (r"\bdied\b", "was put into a graveyard from play"),
    # -- removed from the game (217.7a): the object's phrase moves before "from the game"
    # Bone Mask: "Exile cards from the top of your library equal to …" — "from the game" before
    # the amount (the generic phrase would end at "this way", after it)
    (r"\b(?:(E)|e)xile (cards from the top of (?:your|his or her|their) library) equal to\b",
     lambda m: f"{'R' if m.group(1) else 'r'}emove {m.group(2)} from the game equal to"),
    # Dual Nature: "exile all tokens with the same name as that creature" — the object's phrase
    # holds an "as" (added, session 85)
    (r"\b(?:(E)|e)xile (all tokens with the same name as (?:that|the) (?:creature|card|permanent))\b",
     lambda m: f"{'R' if m.group(1) else 'r'}emove {m.group(2)} from the game"),
    (r"\b(exiles?|Exiles?) " + _OBJECT + _OBJECT_END, _remove),
    (r"\bexiled with\b", "removed from the game with"),
    (r"\bexiled this way\b", "removed from the game this way"),
    (r"\bthe exiled (card|cards|creature|permanent|pile)\b", r"the \1 removed from the game"),
    # Oubliette, Tawnos's Coffin, Bronze Tablet: "that exiled card", "the other exiled card(s)"
    # (added, session 85)
    (r"\b(that|the other) exiled (card|cards)\b", r"\1 \2 removed from the game"),
    (r"\b(is|are|remains|remain) exiled\b", r"\1 removed from the game"),
    (r"\bin exile\b", "removed from the game"),
    # -- playing spells and abilities (409): the era "plays" them
    (r"\b(can't|can|cannot) be activated\b", r"\1 be played"),
    (r"\bActivate this ability only\b", "Play this ability only"),
    # Dragon Whelp: "If this ability has been activated four or more times this turn" (added, session 85)
    (r"\b(has|have|had) been activated\b", r"\1 been played"),
    (r"\bActivate only\b", "Play this ability only"),
    (r"\bactivate\b", "play"),
    (r"\bactivates\b", "plays"),
    # (haven't, hasn't: Psychic Theft's "if you haven't cast the card"; added, session 65, h2)
    (r"\b(been|be|was|were|is|are|isn't|wasn't|weren't|you've|they've|haven't|hasn't) cast\b", r"\1 played"),
    (r"\bCast\b", "Play"),
    (r"\bcast\b", "play"),
    (r"\bcasts\b", "plays"),
    (r"\bcasting\b", "playing"),
    (r"\bcould cast a sorcery\b", "could play a sorcery"),
    # -- "any target" (the era has no planeswalkers): a creature or player
    (r"\bany other target\b", "target creature or player other than it"),
    (r"\bany target\b", "target creature or player"),
    (r"\btarget creature, planeswalker, or player\b", "target creature or player"),
    (r"\btarget player or planeswalker\b", "target player"),
    (r"\btarget opponent or planeswalker\b", "target opponent"),
    (r"\btarget creature or planeswalker\b", "target creature"),
    (r"\bplayer or planeswalker\b", "player"),
    (r"\bwith flying or reach\b", "with flying"),  # flying's reminder: the era's Giant Spider blocks as its text says
    (r"\bcreature or planeswalker\b", "creature"),
    (r"\s*\bor that planeswalker's controller\b", ""),
    (r"\band each planeswalker (?:they|that player) controls?\b", ""),
    # Drain Life, Soul Burn: "… the player's life total before the damage was dealt, the
    # planeswalker's loyalty before the damage was dealt, or the creature's toughness"; The Fallen's
    # "each opponent and planeswalker it has dealt damage to"; Blood Oath's reminder of the card
    # types (added, session 85)
    (r", the planeswalker's loyalty before the damage was dealt,", ","),
    (r"\s+and planeswalker(?= it has\b)", ""),
    (r"\bland, planeswalker, sorcery, and tribal are card types\b", "land, and sorcery are card types"),
    # -- end of turn (314): the era's step is "end of turn"
    (r"\b[Aa]t the beginning of the next end step\b", lambda m: m.group(0)[0] + "t end of turn"),
    (r"\b[Aa]t the beginning of the end step\b", lambda m: m.group(0)[0] + "t end of turn"),
    (r"\b[Aa]t the beginning of each end step\b", lambda m: m.group(0)[0] + "t the end of each turn"),
    (r"\b[Aa]t the beginning of your end step\b", lambda m: m.group(0)[0] + "t the end of your turn"),
    (r"\b[Aa]t the beginning of each player's end step\b", lambda m: m.group(0)[0] + "t the end of each player's turn"),
    # Final Fortune, Last Chance, Warrior's Oath: "At the beginning of that turn's end step" — the
    # era's "At the end of that turn"; any other end step by the era's name of the step (313):
    # Necropotence's "your next end step", Necrologia's "during your end step" (added, session 85)
    (r"\b[Aa]t the beginning of that turn's end step\b", lambda m: m.group(0)[0] + "t the end of that turn"),
    (r"\bend step\b", "end of turn step"),
    # -- colorless mana: the era had no {C}; "{T}: Add {C}{C}" was "{T}: Add {2}" (Sol Ring), and
    # colorless mana is written as generic mana's numbers (104.1; glossary "Mana Symbol")
    (r"(?:\{C\})+", lambda m: "{" + str(len(m.group(0)) // 3) + "}"),
    # -- the mana pool (the era's words: "Add {G} to your mana pool")
    (r"\b(Add|add) ((?:\{[^}]+\})+(?:(?:, | or |, or )(?:\{[^}]+\})+)*|(?:one|two|three|X|that much|an amount of) "
     r"mana(?: of any (?:one )?(?:color|type)| of that color| of the chosen color| in any combination of colors)?)"
     r"(?=[.,]| for each\b| where\b| that\b)",
     # ("one mana of any type that a land you control could produce": the era's "Add to your mana
     # pool one mana of any type that …", Reflecting Pool, Fellwar Stone — not mid-sentence)
     lambda m: f"{m.group(1)} to your mana pool {m.group(2)}" if m.string.startswith(" that", m.end())
     else f"{m.group(1)} {m.group(2)} to your mana pool"),
    # -- tokens (216): "put … into play"
    # Dance of Many, Dual Nature, Echo Chamber: "create a token that's a copy of …" — the era's
    # "put a token into play that's a copy of …" (added, session 85)
    (r"\b(Create|create|creates) a token that's a copy of\b",
     lambda m: {"Create": "Put", "create": "put", "creates": "puts"}[m.group(1)] + " a token into play that's a copy of"),
    # (Volrath's Laboratory's "of the chosen color and type", Liege of the Hollows' "equal to …":
    # added, session 85)
    (r"\b(Create|create|creates) (an?|X|one|two|three|four|five|six|seven|eight|that many|a number of) "
     r"(.+? tokens?(?: with (?!that\b)[^.,;(]+?(?: and (?:haste|flying|trample|first strike|defender|fear|banding))?"
     r"(?: named [^.,;(]+?)?| named [^.,;(]+?| of the chosen color and type)?)"
     r"(?=[.,;(]| for each\b| and\b| under\b| at\b| that\b| equal to\b|$)",
     _token),
    # Saproling Burst, Tetravus, Tombstone Stairwell, Dual Nature: "tokens created with ~" (added, session 85)
    (r"\btokens created with\b", "tokens put into play with"),
    # -- indestructible (a later keyword): the era's "can't be destroyed" (Consecrate Land, Guardian Beast)
    (r"\b(?:has|have) indestructible\b", "can't be destroyed"),
    # -- a player, singular ("his or her")
    # (every "their hand" … of a sentence about a player: Flint Golem's "defending player puts the top
    # three cards of their library into their graveyard")
    (r"\b(?:[Pp]layer|[Oo]pponent)\b[^.]*?\btheir (?:hand|library|graveyard|life total|mana pool|upkeep|turn|"
     r"next turn|last turn|next combat phase|combat phase|next untap step|untap step|draw step)\b[^.]*",
     lambda m: re.sub(r"\btheir (hand|library|graveyard|life total|mana pool|upkeep|turn|next turn|last turn|"
                      r"next combat phase|combat phase|next untap step|untap step|draw step)\b", r"his or her \1",
                      m.group(0))),
    (r"\b(player|opponent)([^.]*?) unless they pay\b", r"\1\2 unless he or she pays"),
)


#: Keyword abilities of later rules, alone in a paragraph, and the era's words for them (the
#: Oracle of the time, and the rules: 308.1 for a Wall, which can't attack).
_KEYWORDS: dict[str, str] = {
    "vigilance": "Attacking doesn't cause {name} to tap.",
    "reach": "{name} can block creatures with flying.",
    "shroud": "{name} can't be the target of spells or abilities.",
    "flash": "You may play {name} any time you could play an instant.",
    "hexproof": "{name} can't be the target of spells or abilities your opponents control.",
}
_REMINDER = re.compile(r"\s*\([^()]*\)\s*$")


#: The table as rewrites, each tried only where its guard (text every match holds) is, and
#: compiled the first time it is (judge.cards.rewrites).
WORDS: tuple[Rewrite, ...] = tuple(Rewrite(p, r) for p, r in _WORDS)


def _keyword_paragraph(para: str, name: str, wall: bool) -> str:
    """A paragraph of later keywords ("Flying, vigilance"; "Defender (This creature can't
    attack.)"), each keyword the era had none for in the era's words, one a line."""
    bare = _REMINDER.sub("", para).strip().rstrip(".")
    words = [w.strip() for w in bare.split(",")]
    if not words or not all(re.fullmatch(r"[A-Za-z][a-z ]*", w) for w in words):
        return para
    lower = [w.lower() for w in words]
    if not any(w in _KEYWORDS or w == "defender" for w in lower):
        return para
    kept: list[str] = []
    said: list[str] = []
    for w, low in zip(words, lower):
        if low == "defender":
            if not wall:  # a Wall can't attack by the rules (308.1, glossary "Wall")
                said.append(f"{name} can't attack.")
        elif low in _KEYWORDS:
            said.append(_KEYWORDS[low].format(name=name))
        else:
            kept.append(w)
    if not kept:
        return " ".join(said)
    head = ", ".join(kept)
    head = head[:1].upper() + head[1:]
    # the era's layout: "Flying; attacking doesn't cause Serra Angel to tap."
    return "; ".join([head] + [s[:1].lower() + s[1:] if not s.startswith(name) else s for s in said]) if said else head


def in_era_words(text: str, name: str = "", subtypes: tuple[str, ...] = ()) -> str:
    """``text`` (Oracle wording) with its later words put in the era's (:data:`WORDS`); ``name``
    and ``subtypes`` are the card's (a keyword paragraph names the card; a Wall needs no
    "Defender")."""
    if not text:
        return text
    wall = "Wall" in subtypes
    paras = [_keyword_paragraph(p, name, wall) if name else p for p in text.split("\n")]
    out = "\n".join(p for p in paras if p.strip())
    return apply_all(WORDS, out)
