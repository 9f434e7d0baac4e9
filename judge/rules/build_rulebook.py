"""Segment the 1999 Classic Edition basic rulebook (seed 003) into sections and
glossary entries.

The seed is ONE line of text with no numbering.  It is segmented
deterministically with hard-coded heading and glossary-term strings that were
read off the seed itself; each is searched for in order, starting where the
previous one was found, and must sit at a sentence boundary (preceded by
". ", "? ", "! ", ": ", ") " or a closing quote and a space) so that quoted
mentions such as 'See "The Stack" on p. 20' are skipped.  The tests check
that every heading and term is found, in order, with non-empty text.

Ids:

* ``rulebook.0`` Introduction (front matter), ``rulebook.0.1`` "Who Is This
  Rulebook For?";
* ``rulebook.N`` for "Section N: ..." (I-V -> 1-5), kind "section", title
  without the "Section N:" prefix;
* ``rulebook.N.M`` for the M-th heading inside section N, kind "subsection".
  Section III's subsections are its five numbered phases ("1. Beginning
  Phase" -> ``rulebook.3.1`` titled "Beginning Phase").

Section V is the glossary: its entries go to ``glossary`` (the section itself
keeps an empty text).  Junk: the leading "Classic Edition Rules Book Released
to public by MTGnews.com ..." banner and the trailing "Questions" contact
block (addresses, phone numbers, legal line, MTGnews thanks) are dropped.

Rules carry ``offset`` (0-based character offset of the heading in the seed
line) and ``line`` (always 1).  Item labels inside a subsection ("Name.",
"Mana Cost.", "Artifact", "1.", "a. Untap step", "* If ...") start new
paragraphs, joined with "\\n".
"""

from __future__ import annotations

import re

from judge.rules.build_glossary import make_entry
from judge.rules.symbols import normalise_symbols

BANNER = "Classic Edition Rules Book Released to public by MTGnews.com on March 5, 1999 12:01 EST "
FOOTER = "Questions Contact the office nearest you."

# (id, kind, title, heading as printed)
HEADINGS: list[tuple[str, str, str, str]] = [
    ("rulebook.0", "section", "Introduction", "Introduction"),
    ("rulebook.0.1", "subsection", "Who Is This Rulebook For?", "Who Is This Rulebook For?"),
    ("rulebook.1", "section", "The Basics", "Section I: The Basics"),
    ("rulebook.1.1", "subsection", "Equipment", "Equipment"),
    ("rulebook.1.2", "subsection", "Object of the Game", "Object of the Game"),
    ("rulebook.1.3", "subsection", "Starting the Game", "Starting the Game"),
    ("rulebook.1.4", "subsection", "Parts of a Magic Card", "Parts of a Magic Card"),
    ("rulebook.1.5", "subsection", "Key Terms and Symbols", "Key Terms and Symbols"),
    ("rulebook.1.6", "subsection", "Card Types", "Card Types"),
    ("rulebook.1.7", "subsection", "Areas of Play", "Areas of Play"),
    ("rulebook.2", "section", "Spells, Abilities, and Effects", "Section II: Spells, Abilities, and Effects"),
    ("rulebook.2.1", "subsection", "The Golden Rule of Magic", "The Golden Rule of Magic"),
    ("rulebook.2.2", "subsection", "What’s a Spell?", "What’s a Spell?"),
    ("rulebook.2.3", "subsection", "What’s an Ability?", "What’s an Ability?"),
    ("rulebook.2.4", "subsection", "How Do I Play a Spell or Activated Ability?",
     "How Do I Play a Spell or Activated Ability?"),
    ("rulebook.2.5", "subsection", "How Do I Play a Triggered Ability?", "How Do I Play a Triggered Ability?"),
    ("rulebook.2.6", "subsection", "The Stack", "The Stack"),
    ("rulebook.2.7", "subsection", "How Do Spells and Abilities Resolve?", "How Do Spells and Abilities Resolve?"),
    ("rulebook.2.8", "subsection", "What’s an Effect?", "What’s an Effect?"),
    ("rulebook.3", "section", "Turn Structure", "Section III: Turn Structure"),
    ("rulebook.3.1", "subsection", "Beginning Phase", "1. Beginning Phase"),
    ("rulebook.3.2", "subsection", "Main Phase", "2. Main Phase"),
    ("rulebook.3.3", "subsection", "Combat Phase", "3. Combat Phase"),
    ("rulebook.3.4", "subsection", "Main Phase (again)", "4. Main Phase (again)"),
    ("rulebook.3.5", "subsection", "End Phase", "5. End Phase"),
    ("rulebook.4", "section", "Creature Abilities", "Section IV: Creature Abilities"),
    ("rulebook.4.1", "subsection", "First strike", "First strike"),
    ("rulebook.4.2", "subsection", "Flying", "Flying"),
    ("rulebook.4.3", "subsection", "Haste", "Haste"),
    ("rulebook.4.4", "subsection", "Landwalk", "Landwalk"),
    ("rulebook.4.5", "subsection", "Regeneration", "Regeneration"),
    ("rulebook.5", "section", "Glossary", "Section V: Glossary"),
]

# Glossary terms in the order printed.
TERMS: list[str] = [
    "Ability", "Activated ability", "Artifact", "Artifact creature", '"As though"', "Attack", "Attacker",
    "Attacking creature", "Basic land", "Block", "Blocked creature", "Blocker", "Blocking Creature",
    "Card type", '"Choose one — "', "Collector number", "Color", "Colorless", "Combat", "Combat damage",
    "Comes into play", "Common", "Control", "Controller", "Cost", "Counter (noun)", "Counter (verb)",
    "Creature", "Creature type", "Damage", '"Damage dealt"', "Deck", "Defending player", "Destroy",
    "Discard", "Draw", "Effect", "Enchant Creature", "Enchantment", "Exchange", "Expansion symbol",
    "First strike", "Flavor text", "Flying", "Forestwalk", "Graveyard", "Hand", "Haste", "In play",
    "Instant", "Islandwalk", "Land", "Landwalk", "Land type", "Legend", "Lethal damage", "Library",
    "Life, Life total", "Losing", "Main phase", "Mana", "Mana ability", "Mana burn", "Mana cost",
    "Mana pool", "Mountainwalk", "Mulligan", "Non-", "Nonbasic land", "Owner", "Pass", "Permanent",
    "Permanently", "Phase", "Play", "Power", "Prevention effect", "Priority", "Protection", "Put into play",
    "Rare", "Rarity", "Regeneration", "Remove from the game", "Replacement effect", "Resolve",
    "Respond, Response", "Reveal", "Sacrifice", "Sealed-deck play", "Sorcery", "Source", "Spell", "Stack",
    "Static ability", "Swampwalk", "Tap", "Target", "Text box", "Token", "Toughness", "Trample",
    "Triggered ability", "Turn", "Unblockable", "Unblocked", "Uncommon", "Untap", "Untap step",
    "Upkeep step", "Wall", "X", "You",
]

# Labels that start a new paragraph inside a subsection's text.
ITEM_LABELS: dict[str, list[str]] = {
    "rulebook.1.4": ["Mana Cost.", "Card Type.", "Expansion Symbol.", "Text Box.", "Collector Number."],
    "rulebook.1.5": ["Permanent.", "Tapping.", "Target."],
    "rulebook.1.6": ["Artifact Artifacts", "Creature Creatures", "Enchantment Enchantments",
                     "Instant Instants", "Land Lands", "Sorcery Sorceries"],
    "rulebook.1.7": ["Library.", "Hand.", "In Play.", "Graveyard."],
    "rulebook.2.3": ["Activated ability.", "Triggered ability.", "Static ability."],
    "rulebook.2.4": ["1. Tell", "2. If", "3. For", "4. That’s"],
    "rulebook.2.5": ["What happens if more than one ability triggers"],
    "rulebook.2.6": ["Here are some", "* If", "* Static", "* When"],
    "rulebook.2.7": ["1. Check", "2. The", "3. For"],
    "rulebook.2.8": ["One-shot effect One-shot", "Continuous effect These", "Replacement and prevention effects These"],
    "rulebook.3.1": ["a. Untap step", "b. Upkeep step", "c. Draw step"],
    "rulebook.3.3": ["a. Beginning of combat step", "b. Declare attackers step", "c. Declare blockers step",
                     "d. Combat damage step", "e. End of combat step"],
    "rulebook.3.5": ["a. End of turn step", "b. Cleanup step"],
}

_BOUNDARY = re.compile(r"(?:[.?!:)\"”’]|—) $")


class SegmentError(ValueError):
    """A hard-coded heading or term was not found where expected."""


def find_heading(text: str, needle: str, start: int) -> int:
    """Offset of *needle* at a sentence boundary at or after *start*."""
    pos = start
    while True:
        i = text.find(needle, pos)
        if i < 0:
            raise SegmentError(f"heading {needle!r} not found after offset {start}")
        before = text[max(0, i - 2):i]
        after = text[i + len(needle):i + len(needle) + 1]
        at_start = not text[start:i].strip()  # right after the previous heading
        if (at_start or _BOUNDARY.search(before)) and (after in ("", " ")):
            return i
        pos = i + 1


def split_items(text: str, labels: list[str]) -> str:
    for label in labels:
        text = text.replace(" " + label, "\n" + label, 1)
    return text


def build_rulebook(raw: str) -> dict:
    """{"rules": [...], "glossary": [...], "repairs": [], "unresolved_refs": []}."""
    text = raw.rstrip("\n")
    body_start = len(BANNER) if text.startswith(BANNER) else 0
    footer = text.find(FOOTER)
    if footer < 0:
        raise SegmentError("footer not found")
    # headings
    positions: list[int] = []
    pos = body_start
    for _, _, _, printed in HEADINGS:
        i = find_heading(text, printed, pos)
        positions.append(i)
        pos = i + len(printed)
    glossary_start = positions[-1] + len(HEADINGS[-1][3])
    term_pos: list[int] = []
    pos = glossary_start
    for term in TERMS:
        i = find_heading(text, term, pos)
        term_pos.append(i)
        pos = i + len(term)
    rules: list[dict] = []
    for k, (rid, kind, title, printed) in enumerate(HEADINGS):
        start = positions[k] + len(printed)
        end = positions[k + 1] if k + 1 < len(HEADINGS) else glossary_start
        if rid == "rulebook.5":
            end = start
        body = split_items(text[start:end].strip(), ITEM_LABELS.get(rid, []))
        rule = {"id": rid, "kind": kind, "title": title, "text": body, "examples": [],
                "parent": None, "children": [], "refs": [], "line": 1, "offset": positions[k]}
        norm = normalise_symbols(body)
        if norm != body:
            rule["original"] = body
            rule["text"] = norm
        rules.append(rule)
    by_id = {r["id"]: r for r in rules}
    for r in rules:
        if r["kind"] == "subsection":
            pid = r["id"].rsplit(".", 1)[0]
            r["parent"] = pid
            by_id[pid]["children"].append(r["id"])
    glossary: list[dict] = []
    for k, term in enumerate(TERMS):
        start = term_pos[k] + len(term)
        end = term_pos[k + 1] if k + 1 < len(TERMS) else footer
        glossary.append(make_entry(term, text[start:end].strip(), [], line=1, offset=term_pos[k]))
    return {"rules": rules, "glossary": glossary, "repairs": [], "unresolved_refs": []}
