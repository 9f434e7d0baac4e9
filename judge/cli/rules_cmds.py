"""Rules-corpus commands: ``judge rule``, ``judge search``, ``judge glossary``, ``judge history``.

Implementations are imported inside each command so that start-up stays at the import floor.
"""

from typing import Any, List

import typer

from judge.cli.app import app, command, console, print_json  # noqa: F401

_EDITION_HELP = "Edition: classic (default), 2002, 2006, 2021 or rulebook."
_JSON_HELP = "Print only JSON on stdout."


def _nested(edition: Any, rule: Any) -> dict[str, Any]:
    data = rule.to_json()
    data["subrules"] = [_nested(edition, c) for c in (edition.find(i) for i in rule.children) if c is not None]
    return data


@command("rule")
def rule_cmd(
    ids: List[str] = typer.Argument(..., metavar="ID...", help="Rule ids: 420.5c, r420.5c, 420, 4."),
    children: bool = typer.Option(False, "--children", "-c", help="Also show the subrules, recursively."),
    edition: str = typer.Option("classic", "--edition", "-e", help=_EDITION_HELP),
    as_json: bool = typer.Option(False, "--json", help=_JSON_HELP),
) -> None:
    """Show one or more rules by number, with their examples.

    Example: judge rule 420.5c 418.5a --children
    """
    from judge.errors import JudgeError
    from judge.rules.corpus import load, unknown_rule_message

    ed = load(edition)
    found, errors = [], []
    for rule_id in ids:
        rule = ed.find(rule_id)
        if rule is None:
            errors.append(unknown_rule_message(rule_id, ed))
        else:
            found.append(rule)
    if errors:
        raise JudgeError("; ".join(errors) if len(errors) > 1 else errors[0])
    if as_json:
        print_json([_nested(ed, r) if children else r.to_json() for r in found])
        return
    from judge.render.rules_view import render_rules

    groups = []
    hints = []
    for rule in found:
        descendants = []
        numbered = rule.id[:1].isdigit()
        # a section is its rules: a heading alone (420 State-Based Effects) shows them all; a
        # chapter (4.) its sections; a rule with subrules says how to see them
        heading = not rule.text and bool(rule.children)
        every = children or (heading and numbered and _depth(rule.id) == 1)
        if every or heading:
            for sub in ed.descendants(rule.id):
                depth = _depth(sub.id) - _depth(rule.id) if numbered else 1
                if every or depth == 1:
                    descendants.append((sub, max(depth, 1)))
        if not every and rule.children:
            kids = list(rule.children)
            span = kids[0] if len(kids) == 1 else f"{kids[0]}–{kids[-1]}"
            more = "every rule under it" if heading else "its subrules"
            option = f" --edition {ed.name}" if ed.name != "classic" else ""
            hints.append(f"{rule.id}: {len(kids)} {'sections' if heading else 'subrules'} ({span}); "
                         f"judge rule {rule.id} --children{option} shows {more}")
        groups.append((rule, descendants))
    render_rules(console(), groups)
    if hints:
        from rich.text import Text

        con = console()
        for hint in hints:
            con.print(Text(hint, "dim"))


def _depth(rule_id: str) -> int:
    """0 chapter, 1 section, 2 rule, 3 subrule."""
    if "." not in rule_id:
        return 0 if len(rule_id) == 1 else 1
    return 3 if rule_id[-1].isalpha() else 2


@command("search")
def search_cmd(
    query: str = typer.Argument(..., metavar="QUERY", help='Words, or a quoted phrase: \'"lethal damage"\'.'),
    edition: str = typer.Option("classic", "--edition", "-e", help=_EDITION_HELP),
    all_editions: bool = typer.Option(False, "--all-editions", "-a", help="Search every edition."),
    limit: int = typer.Option(10, "--limit", "-n", help="Show at most N results."),
    as_json: bool = typer.Option(False, "--json", help=_JSON_HELP),
) -> None:
    """Full-text search of the rules and the glossary, best match first.

    Words match any form (damage, damaged, damaging); a quoted phrase must appear as written.

    Example: judge search "lethal damage"
    """
    from judge.rules.search import search

    hits = search(query, edition, all_editions=all_editions, limit=limit)
    if as_json:
        print_json([h.to_json() for h in hits])
        return
    from judge.render.rules_view import render_search

    render_search(console(), query, hits, all_editions=all_editions)


@command("glossary")
def glossary_cmd(
    term: List[str] = typer.Argument(..., metavar="TERM", help="A glossary term; case, plurals and typos are forgiven."),
    edition: str = typer.Option("classic", "--edition", "-e", help="classic (default) or rulebook."),
    as_json: bool = typer.Option(False, "--json", help=_JSON_HELP),
) -> None:
    """Look a term up in the glossary (the Comprehensive Rules' by default).

    Example: judge glossary lethal damage
    """
    from judge.rules.glossary import lookup

    entries = lookup(" ".join(term), edition)
    if as_json:
        print_json([e.to_json() for e in entries])
        return
    from judge.render.rules_view import render_glossary

    render_glossary(console(), entries)


@command("history")
def history_cmd(
    rule_id: str = typer.Argument(..., metavar="ID", help="A rule id, e.g. 418.5a."),
    as_json: bool = typer.Option(False, "--json", help=_JSON_HELP),
) -> None:
    """A rule's text in each numbered edition (classic, 2002, 2006, 2021) with word diffs.

    Example: judge history 418.5a
    """
    from judge.rules.history import history

    hist = history(rule_id)
    if as_json:
        print_json(hist.to_json())
        return
    from judge.render.rules_view import render_history

    render_history(console(), hist)
