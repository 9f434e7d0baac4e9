"""Card-library commands: ``judge card NAME`` and ``judge cards [--check]``.

Implementations are imported inside each command so that start-up stays at the import floor.
"""

from dataclasses import replace
from pathlib import Path
from typing import Any, List, Optional

import typer

from judge.cli.app import app, command, console, print_json  # noqa: F401

_JSON_HELP = "Print only JSON on stdout."


def _card_names(incomplete: str) -> list[str]:
    """Shell completion of a card name: every card name (the library's and the era's) starting
    with what is typed."""
    from judge.cards.catalog import catalog

    from judge.cli.app import completed

    start = incomplete.casefold()
    return completed([n for n in catalog().names() if n.casefold().startswith(start)])


def _paragraphs(text: str) -> list[str]:
    return [p.strip() for p in text.splitlines() if p.strip()]


def _wording(card: Any, label: str) -> dict[str, Any]:
    """One wording of a card: its type line and text, whether the engine reads it (and if not,
    the sentence and why), what it understands each ability to do."""
    from judge.cards.catalog import catalog
    from judge.cards import ir
    from judge.cards.describe import describe
    from judge.engine.support import check_card

    check = check_card(card)
    out: dict[str, Any] = {"wording": label, "type_line": card.type_line, "text": _paragraphs(card.text),
                           "status": check.status}
    if check.detail:
        out["detail"] = check.detail
    if check.sentence:
        out["sentence"], out["column"] = check.sentence, check.column
    # a land that isn't basic (214.9c: "Basic" on its type line, or a basic land card by name) has its basic land types'
    # mana abilities by glossary "Nonbasic Land", not 214.9e (Badlands)
    nonbasic = "Land" in card.types and "Basic" not in card.supertypes and card.name.lower() not in ir.BASIC_LAND_TYPES
    out["description"] = describe(catalog().abilities(card), nonbasic) if check.status != "rejected" else []
    return out


def card_report(name: str) -> dict[str, Any]:
    """What ``judge card NAME`` shows (its JSON): the card a judge most likely means by
    ``name`` (judge.cards.catalog), every wording of it, which one a scenario plays, whether
    the engine reads each, and what it understands each ability to do."""
    from judge.cards import era
    from judge.cards.catalog import UnknownCard, catalog
    from judge.cards.ir import to_data
    from judge.dsl.ast import Wording
    from judge.errors import JudgeError

    cat = catalog()
    entry = cat.lookup(name)
    if entry is None:
        raise UnknownCard(name, cat.suggestions(name))
    wordings: list[tuple[str, Any]] = []
    if entry.library is not None:
        wordings.append(("library", entry.library))
    problems: dict[str, str] = {}
    if entry.era is not None:
        for w in (Wording.ORACLE, Wording.PRINTED):
            try:
                wordings.append((w.value, cat.era_card(entry.era, w)))
            except JudgeError as err:  # a type line the scenario language can't read
                problems[w.value] = err.message
    played_label, played = wordings[0] if wordings else ("oracle", None)
    shown = [_wording(card, label) for label, card in wordings]
    printed_type = {"oracle": entry.era.type, "printed": entry.era.printed_type} if entry.era is not None else {}
    shown += [{"wording": w, "type_line": printed_type.get(w) or "", "status": "rejected", "detail": why, "text": [],
               "description": []} for w, why in problems.items()]
    era_card = entry.era
    sets = []
    if era_card is not None:
        known = era.sets()
        sets = [{"code": c, "name": known[c].name, "date": known[c].date} if c in known else {"code": c}
                for c in era_card.sets]
    abilities = None
    if played is not None and shown and shown[0]["status"] != "rejected":
        abilities = to_data(cat.abilities(played))
    head = played if played is not None else entry.library
    return {
        "name": entry.name,
        "cost": (head.cost if head is not None else era_card.cost),  # type: ignore[union-attr]
        "type_line": head.type_line if head is not None else era_card.type,  # type: ignore[union-attr]
        "power": head.power if head is not None else era_card.power,  # type: ignore[union-attr]
        "toughness": head.toughness if head is not None else era_card.toughness,  # type: ignore[union-attr]
        "text": _paragraphs(head.text) if head is not None else [],
        "played_as": played_label,
        "abilities": abilities,
        "description": shown[0]["description"] if shown else [],
        "wordings": shown,
        "sets": sets,
        "printed_in": era_card.printed_in if era_card is not None else None,
    }


@command("card")
def card_cmd(
    name: str = typer.Argument(..., metavar="NAME", help="Any card of the era: its name in any case, spelt loosely "
                               "(Aether, Lim-Dul) or a unique beginning of it.", autocompletion=_card_names),
    as_json: bool = typer.Option(False, "--json", help=_JSON_HELP),
) -> None:
    """Show a card of the era (cost, type line, P/T, its wordings, its sets), which wording a
    scenario plays it with, whether the engine reads each wording (and if not, the sentence
    and why) and what it understands each ability to do.

    Example: judge card "Prodigal Sorcerer"
    """
    report = card_report(name)
    if as_json:
        print_json(report)
        return
    from judge.render.card_view import render_card

    render_card(console(), report)


@command("cards")
def cards_cmd(
    check: bool = typer.Option(False, "--check", help="Parse every card's text; exit 1 if any fails."),
    pool: Optional[Path] = typer.Option(None, "--pool", metavar="FILE",
                                        help="With --check: measure a pool of cards (a JSON file of cards, such as "
                                             "the era pool, or a .mtg file of card definitions) instead of the library."),
    wording: Optional[str] = typer.Option(None, "--wording", help="With --pool: the cards' 'oracle' (the default) or "
                                                                  "'printed' wording."),
    search: Optional[str] = typer.Option(None, "--search", metavar="WORDS",
                                         help="Search every card of the era by name, type line and text (ranked; "
                                              "\"quoted phrases\" must match as written)."),
    types: Optional[List[str]] = typer.Option(None, "--type", metavar="TYPE",
                                              help="With --search: only cards of this type (creature, goblin, "
                                                   "\"enchant creature\"; repeatable: all of them)."),
    sets: Optional[List[str]] = typer.Option(None, "--set", metavar="SET",
                                             help="With --search: only cards of this set (a code, TMP, or words of "
                                                  "its name; repeatable: any of them)."),
    limit: int = typer.Option(10, "--limit", min=1, help="With --search: how many cards at most."),
    as_json: bool = typer.Option(False, "--json", help=_JSON_HELP),
) -> None:
    """List the card library, search every card of the era, or check that every card's rules
    text parses; with --pool, say of each card of a pool whether it is supported (parses and
    the engine executes it), unsupported (parses, but the engine can't execute a construct) or
    rejected (a sentence outside the card language), with totals and the most common rejected
    shapes.

    Example: judge cards --search "destroy all creatures" --type sorcery

    Example: judge cards --check --pool ../shared/data/era-cards.json
    """
    if wording is not None and pool is None:
        from judge.errors import JudgeError

        # the library has one wording of each card, and its list names no text: --wording would change nothing,
        # so it is refused rather than ignored (a judge asking for printed wordings gets where they are)
        raise JudgeError("--wording chooses the wording a pool's cards are measured in: use it with --check --pool FILE "
                         "(judge cards --check --pool era-cards.json --wording printed); the library has one wording of "
                         "each card, and `judge card NAME` shows a card's printed wordings beside its Oracle text")
    if search is not None:
        _search(search, types or [], sets or [], limit, as_json)
        return
    if types or sets:
        from judge.errors import JudgeError

        raise JudgeError("--type and --set narrow a search: use them with --search WORDS "
                         "(judge cards --search \"flying\" --type goblin)")
    if pool is not None:
        _check_pool(pool, wording or "oracle", as_json, check)
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


def _search(words: str, types: list[str], sets: list[str], limit: int, as_json: bool) -> None:
    """``judge cards --search WORDS``: the era's cards found, best first."""
    from judge.cards.search import search

    hits = search(words, types, sets, limit)
    if as_json:
        print_json({"query": words, "types": types, "sets": sets, "cards": [h.to_json() for h in hits]})
        return
    from judge.render.card_view import render_search

    render_search(console(), words, hits)


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
