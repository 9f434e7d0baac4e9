"""The card grammar's files: one per area beside the area's reader (``reading/AREA.lark`` beside
``reading/AREA.py``), joined in :data:`AREAS` order into one grammar (:func:`judge.cards.text.grammar_text`).

One grammar, not composed ones: the areas refer to each other (an effect names descriptions and
numbers, a quoted ability inside an effect is an ability again), which lark's ``%import`` can't
express — it imports a grammar's rules into a namespace of their own (``effects__descr``), for
grammars that don't refer back. Joined, the files are the grammar ``text.lark`` was, byte for byte.
"""

from __future__ import annotations

from pathlib import Path

AREAS = ("abilities", "keywords", "costs", "triggers", "sentences", "effects", "references", "descriptions",
         "numbers", "words")
READING = Path(__file__).resolve().with_name("reading")
#: The files, in order, relative to ``judge/cards``.
FILES = tuple(f"reading/{area}.lark" for area in AREAS)


def grammar_source() -> str:
    """The area files joined: the grammar's hand-written part."""
    return "".join((READING / f"{area}.lark").read_text(encoding="utf-8") for area in AREAS)
