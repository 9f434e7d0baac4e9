"""Rich rendering of rules, search results, glossary entries and rule histories.

Rule text is never parsed as rich markup (rules contain ``[permanent]``): every line is
built as a :class:`rich.text.Text` with explicit styles.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Sequence

ID_STYLE = "bold cyan"
TITLE_STYLE = "bold"
REF_STYLE = "magenta"
EXAMPLE_STYLE = "italic"
MATCH_STYLE = "bold yellow"
DELETE_STYLE = "red strike"
INSERT_STYLE = "green"
DIM = "dim"

_REF_RE = re.compile(r"\b\d{3}(?:\.\d+[a-z]?)?\b")


def _text(*parts: Any) -> Any:
    from rich.text import Text

    return Text.assemble(*parts)


def _with_refs(text: str, refs: Iterable[str] = ()) -> Any:
    """``text`` with rule numbers (``420.5c``, ``rule 314``) highlighted."""
    from rich.text import Text

    out = Text(text)
    known = set(refs)
    for m in _REF_RE.finditer(text):
        tok = m.group()
        before = text[max(0, m.start() - 6) : m.start()].lower()
        if "." in tok or tok in known or before.endswith(("rule ", "rules ")):
            out.stylize(REF_STYLE, m.start(), m.end())
    return out


def _hanging(console: Any, label: Any, body: Any, indent: int = 0) -> None:
    """``label`` then ``body`` wrapped beside it with a hanging indent (no trailing spaces)."""
    from rich.text import Text

    label_width = label.cell_len + 1 if label.plain else 0
    width = max(console.width - indent - label_width, 20)
    lines = body.wrap(console, width) if body.plain else [Text()]
    out = Text()
    for n, line in enumerate(lines):
        line.rstrip()
        if n:
            out.append("\n")
        out.append(" " * indent)
        if label_width:
            out.append_text(label if n == 0 else Text(" " * label.cell_len))
            out.append(" ")
        out.append_text(line)
    out.rstrip()
    console.print(out, soft_wrap=True)


def render_rule(console: Any, rule: Any, depth: int = 0) -> None:
    """One rule: id and title, its text beside the id, then its examples as "Example:"."""
    from rich.text import Text

    indent = 2 * depth
    label = Text(rule.id, ID_STYLE)
    body = Text()
    if rule.title:
        body.append(rule.title, TITLE_STYLE)
    if rule.text:
        if rule.title:
            body.append("\n")
        body.append_text(_with_refs(rule.text, rule.refs))
    if depth == 0 and not rule.text and not rule.title:
        body.append("(no text)", DIM)
    _hanging(console, label, body, indent)
    for example in rule.examples:
        text = _with_refs(example, rule.refs)
        text.stylize(EXAMPLE_STYLE)
        _hanging(console, Text("Example:", EXAMPLE_STYLE + " bold"), text, indent + len(rule.id) + 1)


def render_rules(console: Any, groups: Sequence[tuple[Any, Sequence[tuple[Any, int]]]]) -> None:
    """Each requested rule followed by its (indented) descendants, a blank line between rules.

    The edition is named on a first line unless it is the default (classic).
    """
    from rich.text import Text

    editions = sorted({rule.edition for rule, _ in groups})
    if editions and editions != ["classic"]:
        console.print(Text(f"edition {', '.join(editions)}", DIM))
    for n, (rule, descendants) in enumerate(groups):
        if n:
            console.print()
        render_rule(console, rule)
        for child, depth in descendants:
            render_rule(console, child, depth)


def render_search(console: Any, query: str, hits: Sequence[Any], all_editions: bool = False) -> None:
    """Ranked results: rank, id or term, edition, kind, score, then the snippet with matches emphasised."""
    from rich.text import Text

    if not hits:
        console.print(Text(f"no results for {query!r}", DIM))
        return
    width = len(str(len(hits)))
    for rank, hit in enumerate(hits, 1):
        head = _text((f"{rank:>{width}}. ", DIM), (hit.key, ID_STYLE if not hit.is_glossary else "bold green"))
        head.append(f"  {hit.edition}" if all_editions or hit.edition != "classic" else "", DIM)
        head.append(f"  {'glossary' if hit.is_glossary else hit.kind}  {hit.score:.2f}", DIM)
        console.print(head)
        snippet = Text(hit.snippet)
        for start, end in hit.highlights:
            snippet.stylize(MATCH_STYLE, start, end)
        _hanging(console, Text(""), snippet, width + 2)


def render_glossary(console: Any, entries: Sequence[Any]) -> None:
    """Glossary entries: the term in bold, its text, examples, references and see-also."""
    from rich.text import Text

    for n, entry in enumerate(entries):
        if n:
            console.print()
        console.print(_text((entry.term, "bold green"), (f"  [{entry.edition} glossary]", DIM)))
        _hanging(console, Text(""), _with_refs(entry.text, entry.refs))
        for example in entry.examples:
            line = _text(("    Example: ", EXAMPLE_STYLE + " bold"), (example, EXAMPLE_STYLE))
            console.print(line)
        if entry.refs:
            console.print(_text(("See rules: ", DIM), (", ".join(entry.refs), REF_STYLE)))
        if entry.see_also:
            console.print(_text(("See also: ", DIM), ", ".join(entry.see_also)))


def full_text_of(rule: Any) -> str:
    from judge.rules.history import full_text

    return full_text(rule)


def render_history(console: Any, hist: Any) -> None:
    """The rule in its first edition, then each later edition as a diff against the previous one.

    Deletions are red and struck through, insertions green; without a terminal (a pipe, a
    file) they are also marked ``[-deleted-]`` and ``{+inserted+}`` so the diff survives.
    """
    from rich.text import Text

    first = hist.versions[0]
    moved = dict(getattr(hist, "moved", ()))
    where = ", ".join(f"{r.edition} as {r.id}" if r.edition in moved else r.edition for r in hist.versions)
    console.print(_text((hist.id, ID_STYLE), (f"  in {where}", DIM)))
    holds = dict(getattr(hist, "holds", ()))
    for name in hist.missing:  # (a partial corpus says what it holds: the rule may be past it)
        span = holds.get(name, "")
        first_id, _, last_id = span.partition("–")
        outside = bool(span) and not _within(hist.id, first_id, last_id)
        other = next((o for o in getattr(hist, "others", ()) if o.edition == name), None)
        console.print(Text(f"not in {name}: " + (f"its corpus holds rules {span} only" if outside
                                                 else f"{other.rule.id} is another rule there (below), and no rule has "
                                                      f"this one's text" if other is not None
                                                 else "no rule of this number or of this text"), DIM))
    body = Text()
    if first.title:
        body.append(first.title, TITLE_STYLE)
        if first.text:
            body.append("\n")
    body.append_text(_with_refs(first.text, first.refs))
    for example in first.examples:
        body.append("\nExample: ", EXAMPLE_STYLE + " bold")
        body.append(example, EXAMPLE_STYLE)
    console.print()
    _hanging(console, Text(first.edition + (f" {first.id}" if first.edition in moved else ""), "bold"), body)
    for other in getattr(hist, "others", ()):  # the number reused for another rule: short, labelled, no diff
        console.print()
        _hanging(console, Text(other.edition, "bold"),
                 _text((f"{other.rule.id} here is a different rule, {other.similarity:.0%} alike, not this one: ", DIM),
                       (other.short(), "")))
    marks = not console.is_terminal
    for diff, older, newer in zip(hist.diffs, hist.versions, hist.versions[1:]):
        console.print()
        label = Text(f"{diff.old} → {diff.new}", "bold")
        body = Text()
        if older.id != newer.id:  # the number changed: the rule found by its text
            body.append(f"{older.id} became {newer.id} in {newer.edition} (found by its text)\n", "bold")
        if not diff.changed:
            body.append("unchanged", DIM)
        elif diff.reused_number:  # a word diff of two unrelated texts is noise: show the new one
            body.append(f"similarity {diff.similarity:.0%}: a different rule under the same number?\n", DIM)
            body.append(f"[{newer.edition}] ", "bold")
            body.append_text(_with_refs(full_text_of(newer), newer.refs))
        else:
            body.append(f"similarity {diff.similarity:.0%}\n", DIM)
            for n, op in enumerate(diff.ops):
                if n:
                    body.append(" ")
                if op.op == "delete":
                    body.append(f"[-{op.text}-]" if marks else op.text, DELETE_STYLE)
                elif op.op == "insert":
                    body.append(f"{{+{op.text}+}}" if marks else op.text, INSERT_STYLE)
                else:
                    body.append(op.text)
        _hanging(console, label, body)


def _within(rule_id: str, first: str, last: str) -> bool:
    """Whether ``rule_id`` falls between ``first`` and ``last`` in rule order."""
    from judge.rules.corpus import rule_id_key

    return rule_id_key(first) <= rule_id_key(rule_id) <= rule_id_key(last)
