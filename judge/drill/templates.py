"""Drill templates: scenarios with slots filled from the card library.

A template (``drills/templates/*.mtg``) is a scenario in which some card names are
slots: ``{C: a vanilla creature}`` declares slot ``C`` and what may fill it (a phrase of
:data:`SLOTS`), and every later ``{C}`` repeats the card chosen for it. :func:`instantiate`
fills the slots with a seeded choice among the library's cards that fit (distinct cards
for distinct slots) and gives the scenario text; the engine then answers its questions,
so each instance is right by construction — an instance the engine cannot simulate, or
whose outcomes disagree, is skipped by the session, never asked.

Phrases are tests on a card's printed characteristics and text (``~`` for its name), so
a slot takes every library card of that shape, present and future.
"""

from __future__ import annotations

import functools
import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from judge.dsl.ast import CardDef
from judge.errors import JudgeError


def _lines(card: CardDef) -> list[str]:
    return [line.strip().replace(card.name, "~") for line in card.text.split("\n") if line.strip()]


def _creature(card: CardDef) -> bool:
    return "Creature" in card.types and (card.power or "").isdigit() and (card.toughness or "").isdigit()


def _vanilla(card: CardDef) -> bool:
    return _creature(card) and not _lines(card)


def _only(card: CardDef, pattern: str) -> bool:
    lines = _lines(card)
    return len(lines) == 1 and re.fullmatch(pattern, lines[0]) is not None


_BURN = r"~ deals [0-9]+ damage to target creature or player\."

#: What may fill a slot: phrase -> test on a library card.
SLOTS: dict[str, Callable[[CardDef], bool]] = {
    "a vanilla creature": _vanilla,
    "a small vanilla creature": lambda c: _vanilla(c) and int(c.toughness or 0) <= 3,
    "a big vanilla creature": lambda c: _vanilla(c) and int(c.toughness or 0) >= 4,
    "a creature with flying": lambda c: _creature(c) and _lines(c) == ["Flying"],
    "a creature with first strike": lambda c: _creature(c) and _lines(c) == ["First strike"],
    "a regenerating creature": lambda c: _creature(c) and _only(c, r"(?:\{[^}]+\})+: Regenerate ~\."),
    "a wall": lambda c: _creature(c) and "Wall" in c.subtypes and int(c.power or 0) == 0,
    "a pinger": lambda c: _creature(c) and _only(c, r"(?:\{[^}]+\}, )?\{T\}: ~ deals 1 damage to target creature or player\."),
    "a burn instant": lambda c: c.types == ("Instant",) and _only(c, _BURN),
    "a burn spell": lambda c: c.types in (("Instant",), ("Sorcery",)) and _only(c, _BURN),
    "a pump instant": lambda c: c.types == ("Instant",)
    and _only(c, r"Target creature gets \+[0-9]+/\+[0-9]+ until end of turn\."),
    "an aura that grants +N/+N": lambda c: "Enchantment" in c.types
    and _only(c, r"Enchanted creature gets \+[0-9]+/\+[0-9]+\."),
    "a counterspell": lambda c: _only(c, r"Counter target spell\."),
    "a destroy spell that forbids regeneration": lambda c: c.types == ("Instant",)
    and _only(c, r"Destroy target (?:nonartifact, nonblack )?creature\. It can't be regenerated\."),
}

_SLOT = re.compile(r"\{([A-Z][A-Z0-9]*)(?::[ \t]*([^{}\n]+?))?[ \t]*\}")


@dataclass(frozen=True, slots=True)
class Template:
    """A template file: its name (the file's stem), title comment and text."""

    name: str
    path: Path
    text: str

    def slots(self) -> dict[str, str]:
        """Slot -> phrase, in order of declaration."""
        out: dict[str, str] = {}
        for m in _SLOT.finditer(self.text):
            if m.group(2) is not None:
                out[m.group(1)] = m.group(2)
        return out


def templates_dir() -> Path:
    from judge.drill.deck import repo_root

    return repo_root() / "drills" / "templates"


def load_templates(directory: Optional[Path] = None) -> list[Template]:
    """Every template, sorted by name; a slot used before it is declared, declared twice
    or with an unknown phrase is an error naming the file."""
    d = directory or templates_dir()
    out = []
    for path in sorted(d.glob("*.mtg")):
        t = Template(path.stem, path, path.read_text(encoding="utf-8"))
        declared: set[str] = set()
        for m in _SLOT.finditer(t.text):
            line = t.text.count("\n", 0, m.start()) + 1
            name, phrase = m.group(1), m.group(2)
            if phrase is not None:
                if name in declared:
                    raise JudgeError(f"{path}:{line}: slot {{{name}}} is declared twice")
                if phrase not in SLOTS:
                    raise JudgeError(f"{path}:{line}: unknown slot phrase '{phrase}'; the phrases: " + "; ".join(SLOTS))
                declared.add(name)
            elif name not in declared:
                raise JudgeError(f"{path}:{line}: slot {{{name}}} is used before it is declared ({{{name}: a ...}})")
        out.append(t)
    return out


@functools.lru_cache(maxsize=1)
def _library_cards() -> tuple[CardDef, ...]:
    """The library's cards as the slot tests need them — name, type line and its parts,
    P/T, text — read with a line scan of the library files (~1 ms) rather than decoding
    every card (~25-35 ms, which the first question of a drill session would wait for;
    docs/performance.md). The engine then reads the chosen cards in full."""
    from judge.cards.library import library_files
    from judge.dsl.transform import parse_type_line, unquote

    out = []
    for path in library_files():
        for block in re.split(r"^(?=card[ \t])", path.read_text(encoding="utf-8"), flags=re.M):
            head = re.match(r'card[ \t]+(?:"((?:[^"\\]|\\.)*)"|([^#\n]*?))[ \t]*(?:#.*)?$', block, re.M)
            if head is None:
                continue
            name = (head.group(1) if head.group(1) is not None else head.group(2)).replace('\\"', '"').strip()
            fields = dict(re.findall(r"^[ \t]+(cost|type|pt)[ \t]+([^#\n]*?)[ \t]*(?:#.*)?$", block, re.M))
            texts = [unquote(t) for t in re.findall(r'^[ \t]+text[ \t]+("(?:[^"\\\n]|\\.)*")', block, re.M)]
            type_line = fields.get("type", "")
            try:
                supers, types, subs = parse_type_line(type_line)
            except Exception:  # noqa: BLE001 - a line the tests can't read fills no slot
                continue
            power, _, toughness = fields.get("pt", "").partition("/")
            out.append(CardDef(name, type_line, cost=fields.get("cost"), supertypes=supers, types=types, subtypes=subs,
                               power=power or None, toughness=toughness or None, text="\n".join(texts)))
    return tuple(out)


def candidates(phrase: str) -> list[str]:
    """The library cards that fit ``phrase``, sorted by name."""
    test = SLOTS[phrase]
    return sorted(c.name for c in _library_cards() if test(c))


def _in_string(text: str, pos: int) -> bool:
    start = text.rfind("\n", 0, pos) + 1
    return text.count('"', start, pos) % 2 == 1


def instantiate(template: Template, rng: random.Random) -> tuple[str, dict[str, str]]:
    """The template's text with every slot filled (distinct cards for distinct slots,
    chosen by ``rng``) and the filling; a JudgeError when a slot has no card left."""
    chosen: dict[str, str] = {}
    for name, phrase in template.slots().items():
        pool = [c for c in candidates(phrase) if c not in chosen.values()]
        if not pool:
            raise JudgeError(f"{template.path}: no library card left for slot {{{name}: {phrase}}}")
        chosen[name] = rng.choice(pool)

    def fill(m: re.Match) -> str:
        card = chosen[m.group(1)]
        return card if _in_string(template.text, m.start()) else '"' + card.replace('"', '\\"') + '"'

    text = _SLOT.sub(fill, template.text)
    for card in chosen.values():  # "Vodalian Soldiers's" reads "Vodalian Soldiers'"
        if card.endswith("s"):
            text = text.replace(card + "'s ", card + "' ")
    return text, chosen
