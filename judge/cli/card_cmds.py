"""Card-library commands: ``judge card NAME`` and ``judge cards [--check]``.

Implementations are imported inside each command so that start-up stays at the import floor.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Optional

import typer

from judge.cli.app import app, command, console, print_json  # noqa: F401

_JSON_HELP = "Print only JSON on stdout."


def _card_names(incomplete: str) -> list[str]:
    """Shell completion of a card name: the library's names starting with what is typed."""
    from judge.cards.library import card_names

    start = incomplete.casefold()
    return sorted(n for n in card_names() if n.casefold().startswith(start))


def _card_json(card: Any, abilities: Any, lines: list[str]) -> dict[str, Any]:
    from judge.cards.ir import to_data

    return {
        "name": card.name,
        "cost": card.cost,
        "type_line": card.type_line,
        "power": card.power,
        "toughness": card.toughness,
        "text": [p.strip() for p in card.text.splitlines() if p.strip()],
        "abilities": to_data(abilities),
        "description": lines,
    }


@command("card")
def card_cmd(
    name: str = typer.Argument(..., metavar="NAME", help="A card of the library (any case).",
                               autocompletion=_card_names),
    as_json: bool = typer.Option(False, "--json", help=_JSON_HELP),
) -> None:
    """Show a library card (cost, type line, P/T, text) and what its text means.

    Example: judge card "Prodigal Sorcerer"
    """
    from judge.cards import library
    from judge.cards.describe import describe
    from judge.cards.text import parse_card_text

    card = library.get(name)
    abilities = parse_card_text(card)
    lines = describe(abilities)
    if as_json:
        print_json(_card_json(card, abilities, lines))
        return
    from judge.render.card_view import render_card

    render_card(console(), card, lines)


@command("cards")
def cards_cmd(
    check: bool = typer.Option(False, "--check", help="Parse every card's text; exit 1 if any fails."),
    pool: Optional[Path] = typer.Option(None, "--pool", metavar="FILE",
                                        help="With --check: measure a pool of cards (a JSON file of cards, such as "
                                             "the era pool, or a .mtg file of card definitions) instead of the library."),
    wording: str = typer.Option("oracle", "--wording", help="With --pool: the cards' 'oracle' or 'printed' wording."),
    as_json: bool = typer.Option(False, "--json", help=_JSON_HELP),
) -> None:
    """List the card library, or check that every card's rules text parses; with --pool,
    say of each card of a pool whether it is supported (parses and the engine executes it),
    unsupported (parses, but the engine can't execute a construct) or rejected (a sentence
    outside the card language), with totals and the most common rejected shapes.

    Example: judge cards --check --pool ../shared/data/era-cards.json
    """
    if pool is not None:
        _check_pool(pool, wording, as_json, check)
        return
    from judge.cards import library

    cards = library.all_cards()
    if not check:
        rows = [(c.name, c.cost or "", c.type_line) for c in cards]
        if as_json:
            print_json([{"name": n, "cost": cost or None, "type_line": t} for n, cost, t in rows])
            return
        from judge.render.card_view import render_list

        render_list(console(), rows)
        return
    from judge.cards.text import CardTextError, parse_card_text

    failures: list[tuple[str, str]] = []
    for card in cards:
        try:
            parse_card_text(card)
        except CardTextError as err:
            failures.append((card.name, err.message))
    if as_json:
        print_json({
            "cards": len(cards),
            "parsed": len(cards) - len(failures),
            "failures": [{"name": n, "error": m} for n, m in failures],
        })
    else:
        from judge.render.card_view import render_check

        render_check(console(), len(cards), failures)
    if failures:
        raise typer.Exit(1)


#: The largest pool file read (the era's 4,438 cards: 2.4 MB).
POOL_LIMIT = 100_000_000


def _check_pool(path: Path, wording: str, as_json: bool, check: bool) -> None:
    """``judge cards --check --pool FILE``: a report (exit 0), or exit 2 for a file it can't read."""
    from judge.cards import pool as pools
    from judge.engine.support import check_card, summary
    from judge.errors import JudgeError

    if not check:
        raise JudgeError("--pool measures a pool: use it with --check (judge cards --check --pool FILE)")
    from judge.files import Refused, check_file

    try:  # (a FIFO or /dev/zero would be read forever)
        check_file(str(path), POOL_LIMIT)
    except Refused as err:
        raise JudgeError(f"--pool {path}: can't read the pool file: {err.reason}") from None
    cards = pools.load(path, wording)
    checks = [check_card(c.card, c.problem) if c.card is not None else
              replace(check_card(None, c.problem), name=c.name) for c in cards]
    totals = summary(checks)
    if as_json:
        print_json({**totals, "pool": str(path), "wording": wording, "cards": [c.to_json() for c in checks]})
        return
    from judge.render.card_view import render_pool

    render_pool(console(), str(path), wording, checks, totals)
