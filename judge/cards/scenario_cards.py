"""A scenario's cards, read before play: every card it defines and every era card it names.

``judge ask`` (as the game is built) and ``judge check`` (without playing) read them the same
way — :func:`card_text_problems` — so the two refuse the same files: a sentence the card
language can't read is a located diagnostic, at the card's ``text`` line for a definition of
the scenario's, at the line that names an era card of the catalog (saying how to play it
anyway), never an error met mid-game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator, Optional

from judge.cards.catalog import Catalog
from judge.dsl.ast import CardDef, Scenario, Span, Wording
from judge.errors import CardTextError, JudgeError

if TYPE_CHECKING:  # pragma: no cover
    from judge.diagnostics import Diagnostic


def unreadable_card(card: CardDef, err: CardTextError) -> tuple[str, str]:
    """Why an era card can't be played (the message) and how to play it anyway (the hint):
    define it in the scenario in words the engine reads (a definition there overrides the
    catalog's), or try its other wording."""
    other = Wording.ORACLE if card.wording is Wording.PRINTED else Wording.PRINTED
    said = "printed wording" if card.wording is Wording.PRINTED else "Oracle text"
    return (f"{card.name}: the card catalog's {said} can't be read: {err.message}",
            f"to play it, define the card in the scenario in words the engine reads (card \"{card.name}\" with "
            f"cost, type, pt and text lines: it overrides the catalog's; `judge card \"{card.name}\"` shows both "
            f"wordings), or try its {other.value} wording: {card.name} ({other.value})")


def _text_line(scn: Scenario, card: CardDef, err: CardTextError) -> Optional[Span]:
    """The ``text`` line of ``card``'s definition that holds the paragraph the reader stopped
    in (the first ``text`` line when it can't be told), below its ``card "…"`` line."""
    span = card.span
    if span is None or not scn.source:
        return span
    lines = scn.source.split("\n")
    texts = [i for i in range(span.line, min(len(lines), span.line + 40))
             if lines[i].lstrip().startswith("text")]
    if not texts:
        return span
    words = (err.paragraph or "")[:40]
    at = next((i for i in texts if words and words in lines[i]), texts[0])
    return Span(at + 1, len(lines[at]) - len(lines[at].lstrip()) + 1)


def _named(scn: Scenario) -> Iterator[tuple[str, Optional[Wording], Optional[Span]]]:
    for o in scn.objects:
        if o.card is not None:
            yield o.card, o.wording, o.span
    for item in scn.stack:
        if item.kind == "spell" and item.card is not None:
            yield item.card, item.wording, item.span


def card_text_problems(scn: Scenario, catalog: Catalog) -> list[Diagnostic]:
    """Every card of ``scn`` the engine can't read, as diagnostics in file order: each card the
    scenario defines (its text), each era card it names (once a card and wording: at the first
    line that names it). A name that is no card is left to the scenario's checks."""
    return read_cards(scn, catalog)[0]


def read_cards(scn: Scenario, catalog: Catalog) -> tuple[list[Diagnostic], dict[tuple[str, Optional[Wording]], CardDef]]:
    """:func:`card_text_problems`, and the definition each name the scenario's objects and
    spells give stands for, by name and wording as written (a name that is no card left out):
    the look-ups a game's build makes again (judge.engine.build.lookup_card), each name asked
    once (the catalog's answer for a name and wording is one definition: a board of five Forests
    asks once)."""
    def diagnostic(span: Optional[Span], message: str, hint: str = "") -> Diagnostic:
        # (the text split into lines only for a diagnostic: every game built asks, and most have none)
        lines = scn.source.split("\n") if scn.source else []
        line = span.line if span is not None else 1
        column = span.column if span is not None else 1
        from judge.errors import Diagnostic  # (made by the first diagnostic: judge.diagnostics)

        return Diagnostic(scn.path, line, column, message, lines[line - 1] if 0 < line <= len(lines) else "", hint)

    out: list[Diagnostic] = []
    for card in scn.cards:
        if not card.text or card.abilities is not None:
            continue
        try:
            catalog.abilities(card)
        except CardTextError as err:
            out.append(diagnostic(_text_line(scn, card, err), str(err)))
    cards = catalog.for_scenario(scn.cards, scn.wording)
    seen: set[int] = set()
    found: dict[tuple[str, Optional[Wording]], CardDef] = {}
    for name, wording, span in _named(scn):
        if (name, wording) in found:
            continue  # (the same definition: read already, or no era card's)
        try:
            card = cards.card(name, wording)
        except JudgeError as err:  # an era card's type line the scenario language can't read
            out.append(diagnostic(span, err.message))  # (asked again where it is named again: said there too)
            continue
        if card is None:
            continue
        found[(name, wording)] = card
        if card.wording is None or id(card) in seen:
            continue
        seen.add(id(card))
        try:
            catalog.abilities(card)
        except CardTextError as err:
            out.append(diagnostic(span, *unreadable_card(card, err)))
    return sorted(out, key=lambda d: (d.line, d.column)), found
