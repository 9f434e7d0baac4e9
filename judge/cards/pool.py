"""Card pools to measure the card language against (``judge cards --check --pool FILE``).

A pool is a JSON file of cards — the era pool (``{"cards": [...]}`` with ``name``,
``mana_cost``, ``type_line``/``printed_type``, ``oracle_text``/``printed_text``, ``power``,
``toughness``, as ``../shared/data/era-cards.json`` and ``classic-sixth-edition.json`` hold
them), or a list of such objects — or a ``.mtg`` file of card definitions in the scenario
language. Each card becomes a :class:`~judge.dsl.ast.CardDef` in the wording asked for
(``oracle`` or ``printed``), or a :class:`PoolCard` with the reason its type line can't be
read.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

from judge.dsl.ast import CardDef
from judge.errors import JudgeError

WORDINGS = ("oracle", "printed")


class PoolError(JudgeError):
    """A pool file that can't be read (exit 2)."""


class PoolCard:
    """One card of a pool: its definition in the wording asked for, or why there is none."""

    __slots__ = ("name", "card", "problem")

    def __init__(self, name: str, card: Optional[CardDef], problem: str = "") -> None:
        self.name = name
        self.card = card
        self.problem = problem


def load(path: Path, wording: str = "oracle") -> list[PoolCard]:
    """The cards of the pool file ``path`` in ``wording`` (``oracle`` or ``printed``; a
    ``.mtg`` file has its own wording)."""
    if wording not in WORDINGS:
        raise PoolError(f"unknown wording {wording!r}; the wordings are {', '.join(WORDINGS)}")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise PoolError(f"{path}: can't read the pool file ({err})") from None
    if path.suffix == ".mtg":
        from judge.dsl import parse_cards

        return [PoolCard(c.name, c) for c in parse_cards(text, str(path))]
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise PoolError(f"{path}:{err.lineno}:{err.colno}: not JSON ({err.msg}); a pool is a JSON file of "
                        f"cards or a .mtg file of card definitions") from None
    entries = data.get("cards") if isinstance(data, dict) else data
    if not isinstance(entries, list) or not all(isinstance(e, dict) and isinstance(e.get("name"), str) for e in entries):
        raise PoolError(f"{path}: a pool is a list of card objects each with a \"name\" (or an object whose "
                        f"\"cards\" is that list)")
    for e in entries:
        _check_fields(path, e)
    return [_card(e, wording) for e in entries]


#: The fields of a pool's card that are read as text (the era pool's; null or absent: none).
TEXT_FIELDS = ("mana_cost", "type_line", "oracle_type", "printed_type", "oracle_text", "printed_text",
               "printed_text_clean")


def _check_fields(path: Path, entry: dict) -> None:
    """A card's fields of another kind than text (or, for power and toughness, a number) refused
    with the card's name and the field's: a pool file made by hand, not a traceback."""
    for key in TEXT_FIELDS:
        if entry.get(key) is not None and not isinstance(entry[key], str):
            raise PoolError(f"{path}: the \"{key}\" of {entry['name']} is not text ({type(entry[key]).__name__}); "
                            f"a card's fields are text, or null")
    for key in ("power", "toughness"):
        value = entry.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, (str, int, float))):
            raise PoolError(f"{path}: the \"{key}\" of {entry['name']} is not text or a number "
                            f"({type(value).__name__}); a card's power and toughness are text (\"2\", \"*\"), a "
                            f"number, or null")


def _card(entry: dict, wording: str) -> PoolCard:
    from judge.cards.phrases import singular_creature_types
    from judge.dsl.type_lines import basic_land_text, parse_type_line, printed_type_line

    name = entry["name"]
    if wording == "printed":
        # (classic-sixth-edition.json keeps the printed symbols' encoding in printed_text and
        # the text with the era's symbols in printed_text_clean)
        text = entry.get("printed_text_clean") or entry.get("printed_text") or ""
        type_line = printed_type_line(entry.get("printed_type") or "", entry.get("type_line") or entry.get("oracle_type") or "",
                                      text)
    else:
        type_line = entry.get("type_line") or entry.get("oracle_type") or entry.get("printed_type") or ""
        text = entry.get("oracle_text") or ""
    try:
        supertypes, types, subtypes = parse_type_line(type_line.replace("\u2014", "-"))
    except ValueError as err:
        return PoolCard(name, None, f"type line {type_line!r}: {err}")
    stated: tuple[str, ...] = ()
    if wording == "printed":
        # "Mobile Fort counts as a Wall.": a statement of its creature type (402.3), read as the
        # card catalog reads it when the card is played (judge.cards.catalog.definition)
        from judge.cards.catalog import with_stated_types, without_statements

        oracle_type = entry.get("type_line") or entry.get("oracle_type") or ""
        subtypes = singular_creature_types(types, subtypes)  # "Summon — Goblins": the creature type Goblin (214.7b)
        stated, subtypes, type_line = with_stated_types(name, text, oracle_type, subtypes, type_line)
        if stated:  # (the card reader skips them, as the catalog's does: judge.cards.catalog)
            text = without_statements(name, text, frozenset(stated))[0]
    if "Land" in types:
        text = basic_land_text(name, supertypes, subtypes, text)
    from judge.cards.catalog import with_stated_color

    colors, text = with_stated_color(entry.get("printed_text_clean") or entry.get("printed_text"), text,
                                     wording == "printed")
    power, toughness = entry.get("power"), entry.get("toughness")
    return PoolCard(name, CardDef(name=name, type_line=type_line, cost=entry.get("mana_cost") or None,
                                  supertypes=supertypes, types=types, subtypes=subtypes,
                                  power=None if power is None else str(power),
                                  toughness=None if toughness is None else str(toughness), text=text,
                                  stated=stated, colors=colors))
