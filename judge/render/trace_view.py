"""Rich rendering of a simulation (``judge ask``) and of a suite run (``judge test``).

``render_ask`` prints, for a scenario and its outcomes: the scenario summary (title,
players and life, turn and step, the board per zone), then one section per outcome
(headed by its choices when there are several): the trace as a tree (each step's text
with its rule ids styled, nested steps below; with ``explain`` the text of each cited
rule under its step), the final board (a table per player) and the questions with
their answers. ``quiet`` prints only the answers and the final board.

Text from scenarios and rules is never parsed as rich markup: every line is a
:class:`rich.text.Text` built with explicit styles.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Optional, Sequence

from judge.cards.english import possessive
from judge.engine.kinds import ChoiceKind
from judge.zones import Zone

RULE_STYLE = "bold cyan"
TITLE_STYLE = "bold"
HEAD_STYLE = "bold magenta"
DIM = "dim"
EXPLAIN_STYLE = "italic dim"
PASS_STYLE = "bold green"
FAIL_STYLE = "bold red"
ERROR_STYLE = "bold yellow"

#: The order the scenario's zones are listed in (its objects' zones: members, :mod:`judge.zones`).
_ZONE_ORDER = (Zone.IN_PLAY, Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD, Zone.REMOVED, Zone.STACK)


def assembled(*parts: Any) -> Any:
    """``Text.assemble(*parts)``: the same text, the same spans, the same options — made in one
    ``Text`` constructor call instead of an ``append`` a part (a ``judge ask`` assembles ~130 lines
    of ~400 parts: about a third of its printing's calls; docs/performance.md). Each part is
    cleaned of control codes as ``append`` cleans it (:func:`cleaned`), before its span is
    measured. A part of another shape (a ``Text``, a tuple not ``(str, style)``) goes to
    ``Text.assemble`` itself."""
    from rich.text import Span, Text

    pieces: list[str] = []
    spans: list = []
    at = 0
    for part in parts:
        if isinstance(part, str):
            text, style = part, None
        elif type(part) is tuple and len(part) == 2 and isinstance(part[0], str):
            text, style = part
        else:
            return Text.assemble(*parts)
        if text:  # (as append: an empty part adds nothing, not even an empty span)
            text = cleaned(text)
            end = at + len(text)
            if style:
                spans.append(Span(at, end, style))
            pieces.append(text)
            at = end
    return Text("".join(pieces), end="\n", tab_size=8, spans=spans)


def plain_of(parts: Sequence[Any]) -> str:
    """``assembled(*parts).plain`` — the parts' strings joined and cleaned of control codes as rich
    cleans a ``Text``'s — without making the ``Text`` (a step of a trace made plain is only its
    string; docs/performance.md). Every part a string or a ``(str, style)`` pair."""
    return cleaned("".join(part if isinstance(part, str) else part[0] for part in parts))


def cleaned(text: str) -> str:
    """``rich.control.strip_control_codes(text)``: ``text`` without the control codes rich drops from
    a ``Text`` (the bell, backspace, vertical tab, form feed and carriage return) — ``text`` itself
    when it holds none, found by a search for each, not by rich's ``str.translate`` (which raises
    and catches a ``KeyError`` for every character it keeps: ~40,000 instructions a line of a
    trace; docs/performance.md)."""
    for code in _stripped_codes():
        if code in text:
            from rich.control import strip_control_codes

            return strip_control_codes(text)
    return text


@lru_cache(maxsize=None)
def _stripped_codes() -> tuple[str, ...]:
    """The control codes rich drops from a ``Text`` (its own list, ``rich.control.STRIP_CONTROL_CODES``)."""
    from rich.control import STRIP_CONTROL_CODES

    return tuple(chr(code) for code in STRIP_CONTROL_CODES)


# --------------------------------------------------------------------------- rule texts


@lru_cache(maxsize=4096)
def rule_text(rule_id: str, edition: str = "classic") -> Optional[str]:
    """The text of a rule for ``--explain`` (title and text), or None if unknown.

    Reads :mod:`judge.rules.corpus`; a missing corpus is reported as None, not an error.
    """
    try:
        from judge.rules.corpus import load

        rule = load(edition).find(rule_id)
    except Exception:  # corpus missing or unreadable: explain without texts
        return None
    if rule is None:
        return None
    text = rule.text or ""
    if rule.title and rule.title not in text:
        text = f"{rule.title}. {text}".strip() if text else rule.title
    return " ".join(text.split())


# --------------------------------------------------------------------------- scenario summary


def _decl_words(obj: Any) -> str:
    if obj.unknown:
        return f"{obj.unknown} unknown card{'s' if obj.unknown != 1 else ''}"
    name = obj.card or (obj.token.name + " token" if obj.token else "?")
    bits = []
    if obj.label:
        name += f" @{obj.label}"
    if obj.tapped:
        bits.append("tapped")
    if obj.damage:
        bits.append(f"{obj.damage} damage")
    for c in obj.counters:
        bits.append(f"{c.count} {c.kind}")
    if obj.attached_to is not None:
        bits.append(f"attached to {obj.attached_to}")
    if obj.owner:
        bits.append(f"owned by {obj.owner}")
    if obj.sick:
        bits.append("new this turn")
    if getattr(obj, "attacking", False):
        bits.append("attacking")
    if getattr(obj, "blocking", ()):
        bits.append("blocking " + " and ".join(str(r) for r in obj.blocking))
    for p in getattr(obj, "pumps", ()):
        bits.append(f"gets {p} until end of turn")
    if getattr(obj, "shields", 0):
        bits.append(f"{obj.shields} regeneration shield{'s' if obj.shields != 1 else ''}")
    return name + (f" ({', '.join(bits)})" if bits else "")


def summary(scenario: Any) -> list[Any]:
    """The scenario before anything happens: title, notes, players and life, turn, board."""
    out = []
    if scenario.title:
        out.append(assembled((scenario.title, TITLE_STYLE)))
    for note in getattr(scenario, "notes", ()):
        out.append(assembled(("Note: ", DIM), (note, EXPLAIN_STYLE)))
    players = ", ".join(f"{p.name} ({p.life} life)" for p in scenario.players)
    if players:
        out.append(assembled(("Players: ", DIM), players))
    if scenario.turn is not None:
        extra = ", land played" if scenario.turn.land_played else ""
        out.append(assembled(("Turn: ", DIM), f"{scenario.turn.active}, {scenario.turn.step}{extra}"))
    if scenario.edition and scenario.edition != "classic":
        out.append(assembled(("Rules: ", DIM), scenario.edition))
    by: dict[tuple[str, Zone], list[str]] = {}
    for obj in scenario.objects:
        by.setdefault((obj.player, obj.zone), []).append(_decl_words(obj))
    names = [p.name for p in scenario.players] + sorted({p for p, _ in by} - {p.name for p in scenario.players})
    for player in names:
        for zone in _ZONE_ORDER:
            items = by.get((player, zone))
            if items:
                out.append(assembled((f"{player} {zone}: ", DIM), ", ".join(items)))
    for pool in scenario.pools:
        out.append(assembled((f"{pool.player} mana pool: ", DIM), pool.mana))
    for prev in getattr(scenario, "preventions", ()):
        out.append(assembled(("Prevention: ", DIM), f"the next {prev.amount} damage to {prev.target} is prevented"))
    for item in scenario.stack:
        what = item.card or (str(item.source) if item.source else item.kind)
        targets = f" targeting {', '.join(str(t) for t in item.targets)}" if item.targets else ""
        out.append(assembled(("Stack: ", DIM), f"{what} ({item.kind}, {item.controller}){targets}"))
    for r in getattr(scenario, "readings", ()):  # words of later rules, read as the Classic ones
        out.append(assembled((f"Read: line {r.span.line}: ", DIM), (str(r), DIM)))
    return out


# --------------------------------------------------------------------------- the trace


def _step_parts(number: str, step: Any) -> tuple:
    """The parts of a step's line in the trace (:func:`assembled` makes its ``Text``)."""
    parts: list[Any] = [(f"{number} ", DIM), step.text]
    if step.rules:
        parts.append("  ")
        for i, r in enumerate(step.rules):
            if i:
                parts.append((", ", DIM))
            parts.append((r, RULE_STYLE))
    return tuple(parts)


def trace_tree(outcome: Any, explain: bool = False, edition: str = "classic", width: Optional[int] = None,
               console: Any = None, plain: bool = False) -> Any:
    """The trace as a rich Tree; ``explain`` adds each cited rule's text under the first step
    citing it (later steps point back to that step). With ``width``, the same lines as one Text
    with the guides drawn as rich's Tree draws them, when every line fits in ``width`` (always
    into a pipe or a file, where nothing is wrapped) or, given the ``console``, with each step
    wrapped as the Tree wraps it — by rich's own :meth:`rich.text.Text.wrap`, at the width its
    guides leave — and its guide continued on the lines after its first: the same output
    (tests/render/test_trace_tree.py), without the Tree's layout of every line (~10x faster for
    a long trace). With ``plain`` too, those lines, when every one fits, as the ``str`` that
    Text's ``plain`` would be (for a console with no colour: no styled guides made only to be
    dropped)."""
    first_at: dict[str, str] = {}  # rule id -> the step whose explanation printed its text
    root: list = []  # (the label's parts, children) nodes; the labels' Texts made only where drawn as Text

    def add(node: list, steps: Sequence[Any], prefix: str) -> None:
        for i, step in enumerate(steps, 1):
            number = f"{prefix}{i}"
            child: list = []
            node.append((_step_parts(number, step), child))
            if explain:
                for r in step.rules:
                    if r in first_at:
                        child.append((((f"{r} ", RULE_STYLE), (f"(text under step {first_at[r]})", EXPLAIN_STYLE)), []))
                        continue
                    first_at[r] = number
                    text = rule_text(r, edition)
                    child.append((((f"{r} ", RULE_STYLE), (text or "(no text for this rule in the corpus)",
                                                          EXPLAIN_STYLE)), []))
            add(child, step.children, number + ".")

    add(root, outcome.steps, "")
    if not outcome.steps:
        root.append(((("(nothing happened)", DIM),), []))
    head_parts = (("Trace", HEAD_STYLE),)
    if width is not None and plain:
        from judge.render.terminal import fits

        lines = [plain_of(head_parts)]

        def draw_plain(nodes: list, guide: str) -> None:
            for i, (parts, children) in enumerate(nodes):
                end = i == len(nodes) - 1
                lines.append(guide + ("└── " if end else "├── ") + plain_of(parts))
                draw_plain(children, guide + ("    " if end else "│   "))

        draw_plain(root, "")
        if all(fits(line, width) for line in lines):
            return "\n".join(lines)
    head = assembled(*head_parts)
    root = _made(root)
    if width is not None:
        from rich.text import Text

        out = [head]

        def draw(nodes: list, guide: tuple) -> None:
            for i, (label, children) in enumerate(nodes):
                end = i == len(nodes) - 1
                out.append(_guides(guide, "└── " if end else "├── ") + label)
                draw(children, guide + ("    " if end else "│   ",))

        draw(root, ())
        if all(line.cell_len <= width for line in out):
            return Text("\n").join(out)
        if console is not None:
            return Text("\n").join(_wrapped_tree(console, head, root, width))
    from rich.tree import Tree

    tree = Tree(head, guide_style=DIM)

    def grow(node: Any, nodes: list) -> None:
        for label, children in nodes:
            grow(node.add(label), children)

    grow(tree, root)
    return tree


def _made(nodes: list) -> list:
    """The nodes of :func:`trace_tree` with each label's parts made its ``Text`` (:func:`assembled`)."""
    return [(assembled(*parts), _made(children)) for parts, children in nodes]


def _wrapped_tree(console: Any, head: Any, root: list, width: int) -> list:
    """The lines rich's Tree draws for ``head`` and the nodes ``root`` at ``width``: each label
    wrapped by rich (:meth:`rich.text.Text.wrap`, as :meth:`rich.text.Text.__rich_console__`
    does it) at the width its guides leave; its first line after the fork ("├── ", "└── "),
    the others after the guide going on ("│   ", or spaces under the last of its level)."""

    def wrap(label: Any, room: int) -> list:
        return list(label.wrap(console, max(room, 1), justify=label.justify, overflow=label.overflow, tab_size=8,
                               no_wrap=bool(label.no_wrap)))

    out = wrap(head, width)

    def draw(nodes: list, guide: tuple) -> None:
        for i, (label, children) in enumerate(nodes):
            end = i == len(nodes) - 1
            lines = wrap(label, width - 4 * len(guide) - 4)
            first = _guides(guide, "└── " if end else "├── ")
            rest = _guides(guide, "    " if end else "│   ")
            out.extend((first if k == 0 else rest) + line for k, line in enumerate(lines))
            draw(children, guide + ("    " if end else "│   ",))

    draw(root, ())
    return out


def _guides(levels: tuple, last: str) -> Any:
    """A line's guides as rich's Tree draws them: each level its own dim segment."""
    return assembled(*((g, DIM) for g in levels), (last, DIM))


# --------------------------------------------------------------------------- final board


def _counters(obj: Any) -> str:
    return ", ".join(f"{n} {k}" for k, n in obj.counters)


def _cell(text: str) -> Any:
    """A table cell: the ``Text`` rich makes of the string ``text`` (console markup, emoji
    codes), made directly when the string has neither ``[`` nor ``:`` (then markup and emoji
    codes leave it as it is) — which spares importing rich's emoji table (~3 ms)."""
    if "[" in text or ":" in text:
        return text
    from rich.text import Text

    return Text(text)


class Board:
    """A player's permanents as a table indented by two spaces: rich's ``Table`` (no box, no
    edge padding, dim header) — or, when the table fits the width as it is and no cell holds
    markup, the same lines made directly, which spares importing ``rich.table`` (5-7 ms of a
    ``judge ask``; tests/render compare the two on every bundled scenario)."""

    def __init__(self, columns: list[str], rows: list[list[str]]) -> None:
        self.columns, self.rows = columns, rows

    def table(self) -> Any:
        from rich.padding import Padding
        from rich.table import Table

        table = Table(show_edge=False, pad_edge=False, box=None, header_style=DIM)
        for col in self.columns:
            table.add_column(_cell(col), no_wrap=col != "Permanent")
        for row in self.rows:
            table.add_row(*(_cell(v) for v in row))
        return Padding(table, (0, 0, 0, 2), expand=False)

    def lines(self, width: int) -> Any:
        """The table's lines as rich lays them out when nothing wraps, or None."""
        from rich.cells import cell_len

        every = [self.columns] + self.rows
        if any("[" in v or ":" in v for row in every for v in row):
            return None  # rich reads markup in such a cell
        widths = [max(cell_len(row[i]) for row in every) for i in range(len(self.columns))]
        if 2 + sum(widths) + 2 * (len(widths) - 1) > width:
            return None
        text = assembled()
        for n, row in enumerate(every):
            cells = [v + " " * (w - cell_len(v)) for v, w in zip(row, widths)]
            if n:
                text.append("  " + "  ".join(cells))
            else:  # the header: each cell and each padding space a dim piece of its own, as rich's
                text.append("  ")
                for i, cell in enumerate(cells):
                    if i:
                        text.append(" ", DIM)
                        text.append(" ", DIM)
                    text.append(cell, DIM)
            if n < len(self.rows):
                text.append("\n")
        return text

    def plain_line(self, width: int) -> Optional[str]:
        """The lines this prints on a console ``width`` cells wide with neither colour nor
        terminal, when they are made directly (:meth:`lines`) and each fits as it is shown; else
        None (see :meth:`judge.render.terminal.Terminal.print`: rich's layout of the same lines
        cost ~0.4 ms a board, most of a ``judge ask``'s printing after the trace's)."""
        text = self.lines(width)
        if text is None or "\t" in text.plain:
            return None
        from judge.render.terminal import fits
        from judge.visible import visible

        shown = [visible(line) for line in text.plain.split("\n")]  # (as the console shows text)
        return "\n".join(shown) if all(fits(line, width) for line in shown) else None

    def __rich_console__(self, console: Any, options: Any) -> Any:
        lines = self.lines(options.max_width)
        yield lines if lines is not None else self.table()


def final_board(final: Any, result: bool = True) -> list[Any]:
    """The final state: a table of permanents per player, then zone counts, life, mana, the
    stack (only when it holds something, unless ``result``), and the game's result
    (``result``)."""
    by_id = {o.id: o for o in final.objects}
    out: list[Any] = []
    for p in final.players:
        head = f"{p.name}: {p.life} life"
        if p.lost:
            head += " - lost" + (f" ({p.loss_reason})" if p.loss_reason else "")
        perms = [o for o in final.objects if o.zone == "in play" and (o.controller or o.owner) == p.name]
        out.append(assembled((head, TITLE_STYLE)))
        rows = []
        for o in perms:
            name = o.name + (f" @{o.label}" if o.label else "") + (" (token)" if o.token else "")
            if o.owner and o.controller and o.owner != o.controller:
                name += f" (owner {o.owner})"
            host = by_id.get(o.attached_to) if o.attached_to is not None else None
            rows.append(
                {
                    "Permanent": name,
                    "P/T": f"{o.power}/{o.toughness}" if o.power is not None else "",
                    "Damage": str(o.damage) if o.damage else "",
                    "Tapped": "tapped" if o.tapped else "",
                    "Counters": _counters(o),
                    "Attached to": (host.name if host else str(o.attached_to)) if o.attached_to is not None else "",
                }
            )
        # the optional columns only when some permanent has a value there
        cols = ["Permanent"] + [
            c for c in ("P/T", "Damage", "Tapped", "Counters", "Attached to") if any(r[c] for r in rows)
        ]
        if rows:
            out.append(Board(cols, [[r[c] for c in cols] for r in rows]))
        else:
            out.append(assembled(("  no permanents", DIM)))
        zones = []
        for zone, label in (("hand", "Hand"), ("graveyard", "Graveyard"), ("library", "Library"), ("removed from the game", "Removed")):
            objs = [o for o in final.objects if o.zone == zone and o.owner == p.name]
            words = f"{label} {len(objs)}"
            if objs and zone != "library":
                words += " (" + ", ".join(o.name for o in objs) + ")"
            zones.append(words)
        zones.append(f"Mana pool {p.mana_pool or 'empty'}")
        out.append(assembled(("  " + " | ".join(zones), "")))
    if final.stack:
        items = ", ".join(
            f"{s.name} ({s.controller}{'; targeting ' + ', '.join(s.targets) if s.targets else ''})" for s in final.stack
        )
        out.append(assembled(("Stack (top first): ", TITLE_STYLE), items))
    elif result:
        out.append(assembled(("Stack: ", TITLE_STYLE), "empty"))
    for e in getattr(final, "effects", ()):  # shields left (419.7b) and other replacements in force
        out.append(assembled(("Effect: ", TITLE_STYLE), e.text))
    if not result:
        return out
    when = f"turn {final.turn}, {possessive(final.active)} {final.step}" if final.active else ""
    if final.result == "win":
        result = f"{final.winner} wins"
    elif final.result == "draw":
        result = "a draw"
    else:
        result = "continues"
    out.append(assembled(("Game: ", TITLE_STYLE), result + (f" ({when})" if when else "")))
    return out


# --------------------------------------------------------------------------- questions


def answers(results: Sequence[Any], index: int) -> list[dict[str, Any]]:
    """Each question's answer in outcome ``index`` (the ``--json`` form): ``question``,
    ``answer`` (the engine's, None when this outcome does not answer it), ``stated`` (the
    scenario's), ``options``."""
    out = []
    for r in results:
        value = next((a.value for a in r.answers if index in a.outcomes), None)
        out.append({"question": r.question.text, "answer": value, "stated": r.question.answer,
                    "options": list(r.question.options)})
    return out


def _ranges(indices: Sequence[int]) -> str:
    """Outcome numbers from 0-based indices, runs shortened: ``1, 3-5``."""
    nums = [i + 1 for i in indices]
    parts: list[str] = []
    start = prev = nums[0]
    for n in nums[1:] + [None]:  # type: ignore[list-item]
        if n is not None and n == prev + 1:
            prev = n
            continue
        parts.append(f"{start}" if start == prev else f"{start}-{prev}")
        if n is not None:
            start = prev = n
    return ", ".join(parts)


def questions_view(results: Sequence[Any], total: int, cut: bool = False,
                   outcomes: Optional[Sequence[Any]] = None) -> list[Any]:
    """``Q: the question`` and ``A: the engine's answer`` (per group of outcomes when they
    differ: ``A: no  in 4 of 7 outcomes (4-7)``), with the scenario's own answer when it
    disagrees; ``cut``: exploration stopped at its bound, so the answers are the explored
    outcomes' only."""
    out = []
    for r in results:
        q = r.question
        out.append(assembled(("Q: ", HEAD_STYLE), q.text))
        if q.options:
            out.append(assembled(("   options: ", DIM), " / ".join(q.options)))
        if r.status == "error":
            out.append(assembled(("A: ", ERROR_STYLE), (r.message, ERROR_STYLE)))
            continue
        explored = ((f"  (over the {total} outcomes explored: exploration stopped at its bound, more exist)", DIM)
                    if cut else ("", ""))
        if len(r.answers) == 1 and len(r.answers[0].outcomes) == total:
            out.append(assembled(("A: ", PASS_STYLE), r.answers[0].value, explored))
        else:
            for a in r.answers:
                n = len(a.outcomes)
                if n == 1:
                    words = (choices_words(outcomes[a.outcomes[0]]) if outcomes is not None
                             else "; ".join(a.choices))
                    label = f"in outcome {a.outcomes[0] + 1}" + (f" ({words})" if words else "")
                else:
                    label = f"in {n} of {total} outcomes ({_ranges(a.outcomes)})"
                out.append(assembled(("A: ", PASS_STYLE), a.value, (f"  {label}", DIM)))
            if cut:
                out.append(assembled(explored))
        errors = getattr(r, "errors", ())
        if errors:
            n = len(errors)
            which = f"outcome {errors[0] + 1}" if n == 1 else f"{n} of {total} outcomes ({_ranges(errors)})"
            out.append(assembled(("A: ", ERROR_STYLE), ("no answer", ERROR_STYLE), (f"  in {which}: ended in an error", DIM)))
            if not r.settled and q.query.scope in ("every", "some"):
                out.append(assembled((f"   (the answer above is over the outcomes that ran to their end; it might "
                               f"differ in {'that one' if n == 1 else 'those'})", DIM)))
        if r.status == "fail":
            out.append(assembled(("   ", ""), (f"the scenario says {q.answer}: {r.message}", FAIL_STYLE)))
    return out


def heading(con: Any, text: str, extra: str = "") -> Any:
    """A heading across the terminal (a rule with ``text`` at its left); in a pipe or a
    file, where the width is not the reader's, a short line instead."""
    from rich.rule import Rule

    label = assembled((text, HEAD_STYLE), (extra, DIM)) if extra else assembled((text, HEAD_STYLE))
    if (con.is_terminal or con.width <= 200) and len(text) + len(extra) + 6 <= con.width:
        return Rule(label, align="left", style=DIM)
    return assembled(("── ", DIM), label, (" ──", DIM))  # (a rule would cut a long heading short)


def end_groups(outcomes: Sequence[Any]) -> list[list[int]]:
    """The outcomes grouped by their end: indices whose final state (and checkpoints) are the
    same — different choices, the same game — in order of first appearance."""
    groups: dict[Any, list[int]] = {}
    for i, o in enumerate(outcomes):
        key = (o.final, tuple(o.checkpoints), o.error)
        try:
            groups.setdefault(key, []).append(i)
        except TypeError:  # pragma: no cover - a final state is frozen and hashable
            groups[("unhashable", i)] = [i]
    return list(groups.values())


def same_ends(outcomes: Sequence[Any]) -> dict[int, int]:
    """Outcome index -> the first earlier outcome whose end is the same (``end_groups``)."""
    return {i: g[0] for g in end_groups(outcomes) for i in g[1:]}


def _numbers(indices: Sequence[int]) -> str:
    """``2, 5 and 6`` (1-based)."""
    nums = [str(i + 1) for i in indices]
    return nums[0] if len(nums) == 1 else ", ".join(nums[:-1]) + " and " + nums[-1]


#: ``Hill Giant @giant`` (a name and its label) in a choice's words: the label alone says it. A
#: comma followed by a capitalised word stays inside the name (``Squee, Goblin Nabob @sq``; audit
#: 6763's heading said "Squee, @sq").
_LABELLED = (r"[A-Z\u00c0-\u00de][\w'\u2019:\-]*(?:(?:,(?= [A-Z\u00c0-\u00de]))? (?!controls\b|owns\b)[\w'\u2019:\-]+)*? "
             r"(@[\w\-]+)")  # (compiled by re on first use: a choice; no card's name has the word "controls" or
#   "owns", so "creature Alice controls for Shrieking Drake @sd" keeps its player: "… controls for @sd")
#: A heading is cut past this many characters (the whole choices: the trace and --json).
HEADING_WIDTH = 100


def short_choice(choice: Any, with_what: bool = False, first_claim: bool = False) -> str:
    """A choice in a few words for an outcome's heading — labels for labelled objects, blocks
    by attacker, no ``(what the choice is)``: ``Bob blocks @giant with @bears and @zombies``,
    ``Alice chooses yes``. The whole choice is the trace's step and ``--json``'s ``words``.
    ``first_claim``: what the choice is, said by its first claim only, before its own parentheses
    ("which card to discard", not "which card to discard (up to 1) (the player who discards chooses: …)")."""
    answers = [re.sub(_LABELLED, r"\1", a) for a in choice.answer]
    if choice.kind is ChoiceKind.ATTACK:
        return f"{choice.player} attacks with {', '.join(answers) or 'nothing'}"
    if choice.kind is ChoiceKind.BLOCK:
        pairs = [b.split(" blocks ", 1) for a in answers for b in a.split("; ") if " blocks " in b]
        if not pairs:
            return f"{choice.player} blocks nothing"
        by: dict[str, list[str]] = {}
        for blocker, attacker in pairs:
            by.setdefault(attacker, []).append(blocker)
        return f"{choice.player} blocks " + "; ".join(
            f"{attacker} with {' and '.join(blockers)}" for attacker, blockers in by.items())
    if choice.kind is ChoiceKind.RANDOM:
        return f"at random: {', '.join(answers) or 'nothing'}"
    verb = "orders" if choice.kind is ChoiceKind.ORDER else "chooses"
    said = re.sub(_LABELLED, r"\1", choice.what) if with_what and choice.what else ""
    if first_claim:
        said = said.split(" (", 1)[0]
    what = f" ({said})" if said else ""
    return f"{choice.player} {verb} {', '.join(answers) or 'nothing'}{what}"


def _groups(text: str) -> list[tuple[int, int]]:
    """The (start, end) of each outermost parenthesis of ``text``, its brackets included."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            start = i if depth == 0 else start
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
            if depth == 0:
                out.append((start, i + 1))
    return out


def _squeezed(text: str, width: int) -> str:
    """A choice too long for its heading, its parentheses' words shortened, the longest first, each after a whole word
    and closed ("@cs (\"At the beginning of each…\")", "Alice chooses nothing (any number of creatures to…)"): what
    it is a choice of, and which answer, still told apart — never a parenthesis left open, nor one dropped."""
    while len(text) > width:
        spans = [(e - s, s, e) for s, e in _groups(text)]
        if not spans:
            return text
        _n, s, e = max(spans)
        inner = text[s + 1:e - 1].rstrip("…\"")
        words = inner.split(" ")
        if len(words) <= 3:
            return text
        quote = '"' if inner.startswith('"') else ""
        text = text[:s + 1] + " ".join(words[:-1]).rstrip(",;:") + "…" + quote + text[e - 1:]
    return text


def choices_words(outcome: Any, width: int = HEADING_WIDTH) -> str:
    """An outcome's choices in a few words (:func:`short_choice`: what each choice is too, while
    they fit in 80 characters), cut to ``width``.

    A choice of nothing keeps what it is a choice of: "Alice chooses nothing" alone reads as no choice
    made at all, where she chose to find nothing ("Alice chooses nothing (what to find in his or her
    library)"); too long, that is said by its first claim only ("Bob chooses nothing (which card to
    discard)"), never cut inside a claim. A cut falls between two choices ("…; Bob chooses @f; …"),
    unless the first choice alone is too long (then after a whole word)."""
    def parts(with_what: bool, first_claim: bool = False) -> list[str]:
        return [short_choice(c, with_what or not c.answer, first_claim) if hasattr(c, "kind") else str(c)
                for c in outcome.choices]

    said = parts(True)
    if len("; ".join(said)) > min(80, width):
        said = parts(False)
    if len("; ".join(said)) > width:
        said = parts(False, first_claim=True)
    text = "; ".join(said)
    if len(text) <= width:
        return text
    kept = 1
    while len("; ".join(said[:kept + 1])) + 3 <= width:
        kept += 1
    if len(said[0]) + 3 <= width:
        return "; ".join(said[:kept]) + "; …"
    first = _squeezed(said[0], width - (3 if len(said) > 1 else 0))
    if len(first) <= width - (3 if len(said) > 1 else 0):
        return first + ("; …" if len(said) > 1 else "")
    cut = said[0][: width - 1].rsplit(" ", 1)[0]
    while cut.count("(") > cut.count(")"):  # (never inside a parenthesis: before the one left open)
        cut = cut[:cut.rindex("(")].rstrip()
    return cut.rstrip(",;:(") + "…"


#: What a heading's rule adds around its words: "── " before, " ──" after (:func:`heading`, in a pipe or a file).
_RULE_ENDS = 6


def outcome_heading(index: int, outcome: Any, total: int) -> str:
    """``Outcome 3 of 7: Bob blocks @giant with @bears`` — its choices in short (the whole of
    them: the trace and ``--json``), the whole heading one line of :data:`HEADING_WIDTH` columns
    with its rule's ends where the choices allow."""
    head = f"Outcome {index + 1} of {total}"
    if outcome.choices:
        head += ": "
        head += choices_words(outcome, HEADING_WIDTH - len(head) - _RULE_ENDS)
    return head


def expectation_lines(results: Sequence[Any], path: Optional[str] = None) -> list[Any]:
    """``ok   line 23: expect ...`` (the line as written when ``path`` is readable)."""
    from judge.suite.runner import source_line

    out = []
    for r in results:
        mark, style = {"pass": ("ok  ", PASS_STYLE), "fail": ("FAIL", FAIL_STYLE)}.get(r.status, ("ERR ", ERROR_STYLE))
        where = f"line {r.line}: " if r.line else ""
        written = source_line(path, r.line) if path else ""
        out.append(assembled((mark, style), f" {where}{written or r.expected}"))
        if not r.passed:
            out.append(assembled(("      ", ""), (r.message, style)))
    return out


def errors_line(failed: Sequence[int], total: int) -> str:
    """``1 of 4 outcomes ended in an error (outcome 3): ...``, the summary's line."""
    n = len(failed)
    which = f"outcome {failed[0] + 1}" if n == 1 else f"outcomes {_ranges(failed)}"
    return (f"{n} of {total} outcomes ended in an error ({which}): a line of the scenario can't be carried out "
            f"there; the other outcomes are answered")


def error_block(error: Any) -> list[Any]:
    """An outcome's error in its place: where (line, turn and step) and why, the line as written."""
    step = f"turn {error.turn}, {possessive(error.active)} {error.step}{' phase' if 'main' in error.step else ' step'}" \
        if error.step else ""
    where = ", ".join(x for x in (f"line {error.line}" if error.line else "", step) if x)
    out = [assembled(("Ended in an error", ERROR_STYLE), (f" ({where})" if where else "", DIM), (": ", ERROR_STYLE),
              (error.message, ERROR_STYLE))]
    if error.source:
        out.append(assembled(("    ", ""), (error.source, "")))
    return out


class Indented:
    """``text`` wrapped to the width it is printed at, every line indented by ``left`` (and
    no line padded out with spaces, as rich's ``Padding`` would)."""

    def __init__(self, text: Any, left: int) -> None:
        self.text, self.left = text, left

    def plain_line(self, width: int) -> Optional[str]:
        """The line this prints on a console ``width`` cells wide with neither colour nor
        terminal, when the text is one line that needs no wrapping; else None (see
        :meth:`judge.render.terminal.Terminal.print`)."""
        from judge.render.terminal import fits
        from judge.visible import visible

        plain = self.text.plain
        if "\n" in plain or "\t" in plain or not fits(plain, max(20, width - self.left)):
            return None
        shown = " " * self.left + visible(plain.rstrip())  # (the wrapped text made visible: judge.render.terminal)
        return shown if fits(shown, width) else None

    def __rich_console__(self, console: Any, options: Any) -> Any:
        width = max(20, options.max_width - self.left)
        lines = self.text.wrap(console, width)
        out = assembled()
        for i, line in enumerate(lines):
            line.rstrip()
            out.append(("\n" if i else "") + " " * self.left)
            out.append_text(line)
        out.no_wrap = True
        out.overflow = "ignore"
        yield out


#: The answer without a play, shown up to this many characters (--json has it whole).
WHY_WIDTH = 120


def why_lines(why: Any, index: int) -> list[Any]:
    """Outcome ``index``'s "Why" (judge.suite.why): each expectation and question with its answer
    and the answer without each play deciding it; then each deciding play with the steps of the
    trace that come with it (a brief: judge.suite.why.brief) and what would have happened instead."""
    from judge.suite.why import brief, uncommented

    out: list[Any] = []
    if why.note:
        out.append(assembled(("Note: ", HEAD_STYLE), (why.note, DIM)))
    reasons = why.reasons[index] if index < len(why.reasons) else ()
    plays: dict[Any, Any] = {}
    for r in reasons:
        t = r.target
        text = uncommented(t.text, quoted=True)
        style = PASS_STYLE if t.answer == "holds" else FAIL_STYLE if t.kind == "expectation" else TITLE_STYLE
        out.append(assembled((f"line {t.line}: " if t.line else "", DIM), text, ("  ", ""), (t.answer, style)))
        if not r.deciders:
            out.append(Indented(assembled(("no play left out alone changes it", DIM)), 4))
        for d in r.deciders:
            plays.setdefault((d.line, d.play), d)
            where = f"line {d.line}" if d.line else d.play
            said = d.without if len(d.without) <= WHY_WIDTH else d.without[:WHY_WIDTH - 1].rstrip() + "…"
            out.append(Indented(assembled(("without ", DIM), (where, TITLE_STYLE), (": ", DIM), said), 4))
    for (line, play), d in plays.items():
        out.append(assembled(("Decided by ", HEAD_STYLE), (f"line {line}: " if line else "", DIM), (play, TITLE_STYLE)))
        shown, more = brief(d.steps)
        for s in shown:
            cites = ", ".join(s.rules + tuple(f'glossary "{g}"' for g in s.glossary if g not in s.text))
            out.append(Indented(assembled((f"{s.number} ", DIM), s.text, (f"  {cites}", RULE_STYLE)), 4))
        if more:
            out.append(Indented(assembled((f"… {more} more step{'s' if more > 1 else ''} (--json lists every one)", DIM)), 4))
        instead, _ = brief(d.instead, 3)
        if instead:
            out.append(Indented(assembled(("without it, instead:", DIM)), 4))
            for s in instead:
                out.append(Indented(assembled(s.text, (f"  {', '.join(s.rules)}", RULE_STYLE)), 6))
    return out


def render_ask(
    con: Any,
    scenario: Any,
    outcomes: Sequence[Any],
    *,
    explain: bool = False,
    quiet: bool = False,
    expectations: Sequence[Any] = (),
    questions: Sequence[Any] = (),
    path: Optional[str] = None,
    only: Optional[int] = None,
    why: Any = None,
) -> None:
    """Print a whole ``judge ask`` answer on ``con`` (see the module docstring); ``why``: the
    "Why" of each outcome (judge.suite.why), printed after its trace.

    On a :class:`judge.render.terminal.Terminal` (``write_shown``) the whole answer is written at
    once, as the console's buffer is left (rich wrote, and flushed, each of its ~70 lines as it was
    printed: a system call each into a pipe; docs/performance.md) — the same characters in the
    same order: what is not printed (a plain trace) goes through the same buffer."""
    write_shown = getattr(con, "write_shown", None)
    if write_shown is None:
        _render_ask(con, con.file.write, scenario, outcomes, explain=explain, quiet=quiet, expectations=expectations,
                    questions=questions, path=path, only=only, why=why)
        return
    with con:
        _render_ask(con, write_shown, scenario, outcomes, explain=explain, quiet=quiet, expectations=expectations,
                    questions=questions, path=path, only=only, why=why)


def _render_ask(
    con: Any,
    write: Any,
    scenario: Any,
    outcomes: Sequence[Any],
    *,
    explain: bool,
    quiet: bool,
    expectations: Sequence[Any],
    questions: Sequence[Any],
    path: Optional[str],
    only: Optional[int],
    why: Any,
) -> None:
    """:func:`render_ask`'s lines, each printed on ``con``, or (a trace made plain) given to
    ``write``."""

    edition = getattr(scenario, "edition", "classic") or "classic"
    total = len(outcomes)
    groups = end_groups(outcomes)
    failed = [i for i, o in enumerate(outcomes) if o.error is not None]
    if not quiet:
        for line in summary(scenario):
            con.print(line)
        if len(groups) < total:
            n = len(groups)
            con.print(assembled((f"{total} outcomes, {n} distinct end{'s' if n > 1 else ''}: outcomes that end "
                          f"the same are shown once, with every way to that end listed", DIM)))
    if failed:
        con.print(assembled((errors_line(failed, total), ERROR_STYLE)))
    if not quiet or failed:
        con.print()
    group_of = {i: g for g in groups for i in g}
    for i, outcome in enumerate(outcomes):
        group = group_of[i]
        if only is None and i != group[0]:
            continue  # merged into the first outcome of its group
        if only is not None and i + 1 != only:
            continue
        if total > 1 or outcome.choices:
            con.print(heading(con, outcome_heading(i, outcome, total)))
        if outcome.error is not None:
            for line in error_block(outcome.error):
                con.print(line)
            con.print()
        if not quiet:
            no_colour = con.color_system is None
            tree = trace_tree(outcome, explain=explain, edition=edition, width=con.width, console=con, plain=no_colour)
            if no_colour and (type(tree) is str or hasattr(tree, "plain")):  # every line fits, or wrapped
                from judge.visible import visible  # (as the console shows text: judge.render.terminal)

                text = tree if type(tree) is str else tree.plain
                write(visible(text) + "\n")  # no colour, no wrap: the text as it is (rich would lay it out again)
            else:
                con.print(tree)
            con.print()
            if why is not None and (why.note or (i < len(why.reasons) and why.reasons[i])):
                con.print(assembled(("Why", HEAD_STYLE), ("  (each play left out in turn: what it changes, and its steps)",
                                                   DIM)))
                for line in why_lines(why, i):
                    con.print(line)
                con.print()
        others = [j for j in group if j != i]
        if others and only is None:  # the same end by other ways: listed, the trace and board once
            con.print(assembled((f"The same end, by {len(others)} other way{'s' if len(others) > 1 else ''} "
                          f"(each trace: --outcome N)", HEAD_STYLE)))
            for j in others:
                con.print(assembled(("  ", ""), (outcome_heading(j, outcomes[j], total), "")))
            con.print()
        elif others:
            con.print(assembled(("The same end as outcome" + ("s " if len(others) > 1 else " "), HEAD_STYLE),
                         _numbers(others)))
            con.print()
        con.print(assembled(("Final board" if outcome.error is None else "The board when it stopped", HEAD_STYLE)))
        for item in final_board(outcome.final):
            con.print(item)
        con.print()
        notes = [n for j in (group if only is None else [i]) for n in outcomes[j].notes]
        for note in notes:  # e.g. the exploration bound was reached: how much was left
            con.print(assembled(("Note: ", HEAD_STYLE), (note, "")))
            con.print()
    cut = bool(outcomes) and any("exploration stopped" in n for n in outcomes[-1].notes)
    qs = questions_view(questions, total, cut, outcomes)
    if qs:
        con.print(assembled(("Questions", HEAD_STYLE)))
        for line in qs:
            con.print(line)
        con.print()
    if expectations:  # (quiet: only those that fail)
        con.print(assembled(("Expectations", HEAD_STYLE)))
        for line in expectation_lines(expectations, path):
            con.print(line)


# --------------------------------------------------------------------------- judge test


def _fit(text: str, width: int, middle: bool = False) -> str:
    """``text`` in at most ``width`` cells, cut with an ellipsis (in the middle: a path keeps
    its start and its file name's end)."""
    from rich.cells import cell_len, set_cell_size

    if cell_len(text) <= width:
        return text
    if width <= 1:
        return "…"[:width]
    if middle:
        tail = max(1, (width - 1) * 2 // 3)
        head = width - 1 - tail
        return set_cell_size(text, head) + "…" + text[-tail:]
    return set_cell_size(text, width - 1) + "…"


def suite_lines(results: Sequence[Any], width: int, styles: dict) -> list[Any]:
    """One line per scenario, within ``width``: result, file (relative to the folder every
    file shares, named on a first line), title (cut to fit), time."""
    import os

    from rich.cells import cell_len

    paths = [r.path for r in results]
    folders = [os.path.dirname(p) or "." for p in paths]
    # (files named both absolutely and relatively — `judge test /a/x.mtg y.mtg` — share no folder
    # commonpath can name: each is shown as given)
    base = os.path.commonpath(folders) if folders and len({os.path.isabs(f) for f in folders}) == 1 else ""
    base = "" if base in (".", "") else base
    shown = [p[len(base) + 1:] if base and p.startswith(base + "/") else p for p in paths]
    times = [f"{r.seconds * 1000:.0f} ms" for r in results]
    time_w = 8  # (fixed: the same columns whatever the timings, up to 99 s)
    room = max(width - 6 - 2 - time_w, 20)  # (the result, the time, the spaces between)
    file_w = min(max((cell_len(p) for p in shown), default=0), max(room * 2 // 5, 12))
    title_w = max(room - file_w - 2, 0)
    out: list[Any] = []
    if base:
        out.append(assembled((f"{base}/", DIM), (f"  {len(results)} scenario{'s' if len(results) != 1 else ''}", DIM)))
    for r, p, t in zip(results, shown, times):
        file = _fit(p, file_w, middle=True)
        title = _fit(r.title or "", title_w)
        out.append(assembled((f"{r.status:<4}", styles.get(r.status, "")), "  ", file + " " * (file_w - cell_len(file)),
                      "  ", (title + " " * (title_w - cell_len(title)), ""), "  ", (f"{t:>{time_w}}", DIM)))
    return out


class SuiteTable:
    """``judge test``'s whole table (into a pipe or a file, where nothing is wrapped): rich's ``Table``
    (no edge, no edge padding, a heavy head) of each scenario's file, title, result and time — or,
    printed on a console with neither colour nor terminal when every line fits as it is, the same
    lines made directly (:meth:`plain_line`: rich's layout of the 10,288 bundled scenarios' rows
    took ~5.5 s of CPU of every such ``judge test``, after the scenarios had run; docs/performance.md).
    ``rows``: (file, title, result, time) as shown; ``utf8``: the console writes UTF-8 (else rich
    draws the box in ASCII: its table)."""

    HEADERS = ("File", "Title", "Result", "Time")

    def __init__(self, rows: list[tuple[str, str, str, str]], styles: dict, utf8: bool = True) -> None:
        self.rows, self.styles, self.utf8 = rows, styles, utf8

    def table(self) -> Any:
        from rich.table import Table

        table = Table(show_edge=False, pad_edge=False)
        table.add_column("File", no_wrap=True)  # a file name is never broken
        table.add_column("Title")
        table.add_column("Result", no_wrap=True)
        table.add_column("Time", justify="right", no_wrap=True)
        for path, title, status, seconds in self.rows:
            table.add_row(path, title, assembled((status, self.styles.get(status, ""))), seconds)
        return table

    def plain_line(self, width: int) -> Optional[str]:
        """The lines rich's table prints on a console ``width`` cells wide with neither colour nor
        terminal, made directly, when no cell is wrapped, cut or shown otherwise than as written
        (each within the width as it is; no control character, tab or line break; at least one
        row; a UTF-8 console); else None (see :meth:`judge.render.terminal.Terminal.print`)."""
        from rich.cells import cell_len

        from judge.visible import visible

        if not self.rows or not self.utf8:
            return None
        every = [self.HEADERS, *self.rows]
        for row in every:
            for v in row:
                if visible(v) is not v or "\t" in v or "\n" in v:
                    return None  # (rich lays such a cell out as the console shows it)
        measured = [[cell_len(v) for v in row] for row in every]
        content = [max(m[i] for m in measured) for i in range(4)]
        # each column's padding (0, 1) without the outer edges': the first has none on its left,
        # the last none on its right; the three separators between them
        if sum(content) + 1 + 2 + 2 + 1 + 3 > width:
            return None  # (rich would wrap a title)
        out = []
        for n, (row, m) in enumerate(zip(every, measured)):
            file, title, status, seconds = row
            out.append(f"{file}{' ' * (content[0] - m[0])} {'┃' if n == 0 else '│'} "
                       f"{title.rstrip()}{' ' * (content[1] - cell_len(title.rstrip()))} {'┃' if n == 0 else '│'} "
                       f"{status}{' ' * (content[2] - m[2])} {'┃' if n == 0 else '│'} "
                       f"{' ' * (content[3] - m[3])}{seconds}")
            if n == 0:
                out.append("╇".join("━" * (w + pad) for w, pad in zip(content, (1, 2, 2, 1))))
        return "\n".join(out)

    def __rich_console__(self, console: Any, options: Any) -> Any:
        yield self.table()


def render_suite(con: Any, suite: Any, full: bool = False) -> None:
    """The ``judge test`` report: one line per scenario (result, file, title, time) — at the
    console's width, the paths relative to the folder they share and titles cut to fit; or,
    ``full`` (``judge test`` into a pipe or a file, where nothing is wrapped), the whole table —
    then every failure with the expectation, what happened and the trace steps around it,
    then a summary."""
    from judge.suite.runner import format_context, source_line

    styles = {"pass": PASS_STYLE, "fail": FAIL_STYLE, "error": ERROR_STYLE}
    if full:
        con.print(SuiteTable([(r.path, r.title or "", r.status, f"{r.seconds * 1000:.1f} ms") for r in suite.results],
                             styles, utf8=(getattr(con, "encoding", "") or "").lower().startswith("utf")))
    else:
        for line in suite_lines(suite.results, con.width, styles):
            con.print(line, no_wrap=True, overflow="ignore", crop=False)
    bad = [r for r in suite.results if not r.passed]
    for r in bad:
        con.print()
        con.print(assembled((f"{r.status.upper()} ", styles.get(r.status, "")), (r.path, TITLE_STYLE), f"  {r.title or ''}"))
        if not r.failures:
            for line in r.message.splitlines():
                con.print(assembled(("  ", ""), line), soft_wrap=True)
            continue
        for res in r.failures:
            where = f"{r.path}:{res.line}" if res.line else r.path
            src = source_line(r.path, res.line) or (res.expected if hasattr(res, "question") else "expect " + res.expected)
            con.print(assembled(("  " + where + ": ", DIM), src))
            con.print(assembled(("    ", ""), (res.message, styles.get(res.status, ""))))
            ctx = format_context(res, indent="      ")
            if ctx:
                con.print(assembled(("    trace around it:", DIM)))
                for line in ctx:
                    con.print(assembled((line, "")), soft_wrap=True)
    s = suite.summary()
    con.print()
    style = PASS_STYLE if suite.ok else FAIL_STYLE
    con.print(
        assembled(
            (f"{s['passed']} passed", PASS_STYLE if s["passed"] else ""),
            f", {s['failed']} failed, {s['errors']} errors",
            (f"  ({s['total']} scenarios in {suite.seconds:.2f} s)", DIM),
        ),
        style=style if not suite.ok else "",
    )
