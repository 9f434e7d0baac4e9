"""Rich rendering of a card and its parsed abilities (``judge card``) and of the library
check (``judge cards --check``). Card text is never parsed as rich markup."""

from __future__ import annotations

from typing import Any, Sequence

NAME_STYLE = "bold"
COST_STYLE = "bold cyan"
LABEL_STYLE = "dim"
ERROR_STYLE = "bold red"
OK_STYLE = "bold green"


def render_card(console: Any, card: Any, lines: Sequence[str]) -> None:
    """The card (name, cost, type line, P/T, text paragraphs) then one line per ability."""
    from rich.text import Text

    head = Text(card.name, style=NAME_STYLE)
    if card.cost:
        head.append("  ")
        head.append(card.cost, style=COST_STYLE)
    console.print(head)
    type_line = Text(card.type_line)
    if card.power is not None:
        type_line.append(f"  {card.power}/{card.toughness}")
    console.print(type_line)
    for para in [p for p in card.text.splitlines() if p.strip()]:
        console.print(Text("  " + para.strip()))
    console.print()
    console.print(Text("Abilities", style=LABEL_STYLE))
    if not lines:
        console.print(Text("  (none)"))
    for i, line in enumerate(lines, 1):
        console.print(Text(f"  {i}. {line}"))


def render_check(console: Any, total: int, failures: Sequence[tuple[str, str]]) -> None:
    """``judge cards --check``: each failing card with its message, then a summary line."""
    from rich.text import Text

    for name, message in failures:
        line = Text(name, style=ERROR_STYLE)
        line.append(": " + message)
        console.print(line)
    ok = total - len(failures)
    summary = Text(f"{ok}/{total} library cards parse", style=OK_STYLE if not failures else ERROR_STYLE)
    if failures:
        summary.append(f"; {len(failures)} fail")
    console.print(summary)


def render_list(console: Any, rows: Sequence[tuple[str, str, str]]) -> None:
    """``judge cards``: name, cost, type line of every library card."""
    from rich.table import Table

    table = Table(show_header=True, header_style=LABEL_STYLE, box=None, pad_edge=False)
    table.add_column("Card")
    table.add_column("Cost")
    table.add_column("Type")
    for name, cost, type_line in rows:
        table.add_row(name, cost, type_line)
    console.print(table)
    console.print(f"{len(rows)} cards")


def render_pool(console: Any, path: str, wording: str, checks: Sequence[Any], totals: dict) -> None:
    """``judge cards --check --pool FILE``: one line per card (its verdict and, unless it is
    supported, why), then the totals and the most common rejected shapes."""
    from rich.table import Table
    from rich.text import Text

    styles = {"supported": OK_STYLE, "unsupported": ERROR_STYLE, "rejected": ERROR_STYLE}
    for c in checks:
        line = Text(f"{c.status:<11} ", style=styles[c.status])
        line.append(c.name, style=LABEL_STYLE)
        if c.detail:
            line.append(": " + c.detail)
        console.print(line)
    console.print()
    console.print(Text(f"{path} ({wording} wording): {totals['total']} cards — {totals['supported']} supported "
                       f"({totals['supported_percent']}%), {totals['unsupported']} parse but use a construct the "
                       f"engine does not execute, {totals['rejected']} rejected", style=LABEL_STYLE))
    if totals["rejected_shapes"]:
        table = Table(title="Most common rejected shapes (… before | where the grammar stopped)", box=None,
                      show_header=True, header_style=LABEL_STYLE, pad_edge=False)
        table.add_column("Cards", justify="right")
        table.add_column("Shape")
        for row in totals["rejected_shapes"]:
            table.add_row(str(row["cards"]), row["shape"])
        console.print(table)
