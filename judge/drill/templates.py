"""Drill templates: scenarios with slots filled from the card catalog.

A template (``drills/templates/*.mtg``) is a scenario in which some card names are
slots: ``{C: a vanilla creature}`` declares slot ``C`` and what may fill it (a phrase of
:data:`judge.drill.slots.SLOTS`), and every later ``{C}`` repeats the card chosen for it.
:func:`instantiate` fills the slots with a seeded choice among the cards that fit (distinct
cards for distinct slots; :mod:`judge.drill.pools`: every card of the library and the era the
engine executes whose IR fits the phrase) and gives the scenario text; the engine then answers
its questions, so each instance is right by construction — an instance the engine cannot
simulate, or whose outcomes disagree, is skipped by the session, never asked.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from judge.drill.slots import SLOTS
from judge.errors import JudgeError


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


def candidates(phrase: str) -> list[str]:
    """The cards that may fill ``phrase``, sorted by name (:func:`judge.drill.pools.pool`)."""
    from judge.drill.pools import pool

    return list(pool(phrase))


def _in_string(text: str, pos: int) -> bool:
    start = text.rfind("\n", 0, pos) + 1
    return text.count('"', start, pos) % 2 == 1


def instantiate(template: Template, rng: random.Random) -> tuple[str, dict[str, str]]:
    """The template's text with every slot filled (distinct cards for distinct slots,
    chosen by ``rng``) and the filling; a JudgeError when a slot has no card left."""
    from judge.drill.pools import usable

    chosen: dict[str, str] = {}
    for name, phrase in template.slots().items():
        kinds = list(SLOTS[phrase].parts or (phrase,))
        while kinds:  # a phrase of two kinds of card: one kind, then one of its cards, each as likely
            kind = kinds.pop(rng.randrange(len(kinds)))
            pool = [c for c in candidates(kind) if c not in chosen.values()]
            while pool:
                card = pool.pop(rng.randrange(len(pool)))
                if usable(card, kind):  # read now: it fits, and the engine executes it
                    chosen[name] = card
                    break
            if name in chosen:
                break
        else:
            raise JudgeError(f"{template.path}: no card left for slot {{{name}: {phrase}}}")

    def fill(m: re.Match) -> str:
        card = chosen[m.group(1)]
        return card if _in_string(template.text, m.start()) else '"' + card.replace('"', '\\"') + '"'

    text = _SLOT.sub(fill, template.text)
    for card in chosen.values():  # "Vodalian Soldiers's" reads "Vodalian Soldiers'"
        if card.endswith("s"):
            text = text.replace(card + "'s ", card + "' ")
    return text, chosen
