"""Scenario-language commands: ``judge check`` (parse and validate without simulating).

Implementations are imported inside each command so that start-up stays at the import floor.
"""

from pathlib import Path
from typing import List, Optional

import typer

from judge.cli.app import LIMIT_HELP, app, apply_limits, command, many, print_json, scenario_files  # noqa: F401


def _expand(paths: List[Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(p.rglob("*.mtg")))
        else:
            out.append(p)
    return out


def _card_text(scenario):  # type: ignore[no-untyped-def]
    """The cards of ``scenario`` the engine can't read (judge.cards.scenario_cards): what
    ``judge ask`` refuses before play, found without playing."""
    from judge.cards.catalog import catalog
    from judge.cards.scenario_cards import card_text_problems

    return card_text_problems(scenario, catalog())


@command("check")
def check_cmd(
    files: List[Path] = typer.Argument(..., metavar="FILE...", help="Scenario or card files (.mtg), or directories; '-': standard input.",
                                       autocompletion=scenario_files),
    as_json: bool = typer.Option(False, "--json", help="Print only JSON on stdout."),
    limit: Optional[List[str]] = typer.Option(None, "--limit", metavar="NAME=N", help=LIMIT_HELP),
) -> None:
    """Find every mistake of scenario files that shows without playing them, in one run:
    prints "ok" per file, or every error of the file (file:line:col, the line, a caret, a
    hint), and a note for each word of later rules read as a Classic one. Exit 2 on any error.

    Found without playing: syntax; meaning (unknown cards, players, labels, steps, references
    that name nothing, the card texts the engine can't read); timing that follows from the lines
    alone (a player acting or passing while the other certainly has priority, 408.1c; a line
    after a concession).

    Found only by playing (judge ask, judge test): what depends on the game as it goes — an
    illegal play (a target gone, a cost that can't be paid, a spell at the wrong time), a choice
    no line settles, a declaration no step asks for, an action after the game ended.

    Example: judge check scenarios/examples/giant_growth_vs_bolt.mtg
    """
    from judge.cards.catalog import catalog
    from judge.dsl.checks import check_many
    from judge.suite.runner import token_names
    from judge.errors import JudgeError

    apply_limits(limit)
    if any(str(f) == "-" for f in files):  # the scenario on standard input (judge ask - reads it so too)
        import sys

        if sum(str(f) == "-" for f in files) > 1:
            raise JudgeError("judge check - reads standard input once: give '-' once")
        if sys.stdin is None or sys.stdin.isatty():  # (never a wait for what no one pipes in)
            raise JudgeError("judge check - reads a scenario from standard input, and none is piped in: give a file, "
                             "or pipe one (judge check - < scenario.mtg)")
    paths = _expand(files)
    if not paths:
        raise JudgeError(f"no scenario files (*.mtg) under {', '.join(str(f) for f in files)}")
    if len(paths) > 1:
        many()
    readings: dict = {}  # words of later rules read as the Classic ones, per file
    results = check_many([str(p) for p in paths], catalog, token_names, cards=_card_text, readings=readings)
    failed = any(diags for _, diags in results)
    if as_json:
        print_json([
            {"path": path, "ok": not diags, "diagnostics": [d.to_json() for d in diags],
             "notes": [{"line": r.span.line, "column": r.span.column, "message": str(r)} for r in readings.get(path, ())]}
            for path, diags in results
        ])
    else:
        from judge.errors import DiagnosticsError
        from judge.visible import visible

        for path, diags in results:
            for r in readings.get(path, ()):  # a one-line note each, where the word is
                typer.echo(f"{path}:{r.span.line}:{r.span.column}: note: {r}")
            if diags:
                typer.echo(DiagnosticsError(diags).message, err=True)
                typer.echo(f"{visible(path)}: {len(diags)} error{'s' if len(diags) != 1 else ''}", err=True)
            else:
                typer.echo(f"{visible(path)}: ok")
    if failed:
        raise typer.Exit(2)
