"""Rich rendering of a card and its parsed abilities (``judge card``) and of the library
check (``judge cards --check``). Card text is never parsed as rich markup."""

from __future__ import annotations

from typing import Any, Sequence

NAME_STYLE = "bold"
COST_STYLE = "bold cyan"
LABEL_STYLE = "dim"
ERROR_STYLE = "bold red"
OK_STYLE = "bold green"


_WORDING_NAMES = {"library": "the card library's wording (1999)", "oracle": "the Oracle text, in the era's words",
                  "printed": "the printed wording"}


def _verdict(w: dict) -> str:
    if w["status"] == "supported":
        return "the engine reads all of it"
    if w["status"] == "unsupported":
        return f"the engine reads it but can't play all of it: {w.get('detail', '')}"
    return f"the engine can't read it: {w.get('detail', '')}"


def _print_indented(console: Any, text: Any, indent: int = 2) -> None:
    """``text`` indented, its wrapped lines too (no padding after them)."""
    from rich.text import Text

    for line in text.wrap(console, max(20, console.width - indent)):
        line.rstrip()
        console.print(Text(" " * indent) + line)


def render_card(console: Any, report: dict) -> None:
    """``judge card``: the card as a scenario plays it (name, cost, type line, P/T, text), what
    the engine understands each ability to do, then its other wordings and its sets."""
    from rich.text import Text

    head = Text(report["name"], style=NAME_STYLE)
    if report["cost"]:
        head.append("  ")
        head.append(report["cost"], style=COST_STYLE)
    console.print(head)
    type_line = Text(report["type_line"])
    if report["power"] is not None:
        type_line.append(f"  {report['power']}/{report['toughness']}")
    console.print(type_line)
    for para in report["text"]:
        _print_indented(console, Text(para))
    console.print()
    wordings = report["wordings"]
    played = wordings[0] if wordings else None
    console.print(Text("Abilities", style=LABEL_STYLE))
    if played is not None and played["status"] == "rejected":
        _print_indented(console, Text("(not read)"))
    elif not report["description"]:
        _print_indented(console, Text("(none)"))
    for i, line in enumerate(report["description"], 1):
        _print_indented(console, Text(f"{i}. {line}"))
    if played is None:
        return
    console.print()
    said = Text("Played as ", style=LABEL_STYLE)
    said.append(f"{_WORDING_NAMES[played['wording']]}: {_verdict(played)}",
                style=ERROR_STYLE if played["status"] != "supported" else "")
    console.print(said)
    for w in wordings[1:]:
        label = _WORDING_NAMES[w["wording"]]
        if w["wording"] == "printed" and report.get("printed_in"):
            where = next((s for s in report["sets"] if s["code"] == report["printed_in"]), None)
            if where is not None and "name" in where:
                label += f" ({where['name']}, {where['date'][:4]})"
        line = Text(label[:1].upper() + label[1:], style=LABEL_STYLE)
        if w.get("type_line") and w["type_line"] != report["type_line"]:
            line.append(f"  {w['type_line']}")
        console.print(line)
        if w["text"] == report["text"] and w["text"]:
            console.print(Text("  the same text"))
        for para in w["text"] if w["text"] != report["text"] else ():
            _print_indented(console, Text(para))
        _print_indented(console, Text(_verdict(w), style=ERROR_STYLE if w["status"] != "supported" else ""))
        if w["status"] != "rejected":  # what the engine understands this wording to do
            if w["description"] == report["description"] and played["status"] != "rejected":
                _print_indented(console, Text("the same abilities as the wording played"))
            else:
                for i, desc in enumerate(w["description"], 1):
                    _print_indented(console, Text(f"{i}. {desc}"), 4)
    if report["sets"]:
        sets = ", ".join(f"{s.get('name', s['code'])} ({s['code']}, {s.get('date', '')[:4]})" for s in report["sets"])
        line = Text("Sets ", style=LABEL_STYLE)
        line.append(sets)
        console.print(line)


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


def render_search(console: Any, query: str, hits: Sequence[Any]) -> None:
    """``judge cards --search``: one card a block — rank, name, cost, type line — then the text
    around the words found (highlighted)."""
    from rich.text import Text

    if not hits:
        console.print(Text(f"no card of the era matches {query!r}"))
        return
    for i, h in enumerate(hits, 1):
        line = Text(f"{i}. ")
        line.append(h.name, style=NAME_STYLE)
        if h.cost:
            line.append("  ")
            line.append(h.cost, style=COST_STYLE)
        line.append(f"  {h.type_line}  ", style="")
        line.append(", ".join(h.sets), style=LABEL_STYLE)
        console.print(line)
        text = Text(h.snippet)
        for start, end in h.highlights:
            text.stylize("bold", start, end)
        _print_indented(console, text, 3)
