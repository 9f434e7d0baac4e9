"""The coverage list of docs/rules-scenarios.md: for every rule of sections 102, 212-217,
300-314, 400-422 and 500-502 of the Classic rulebook, and every glossary entry, the bundled
scenarios (``scenarios/**``) whose trace cites it — those with an ``expect trace cites`` naming
it (*asserted*) apart from those that only cite it — or the reason it is not applicable.

Written by ``python -m judge.build`` (``python -m judge.suite.rule_coverage``) between the
markers of :data:`BEGIN` and :data:`END` in ``docs/rules-scenarios.md``; the rest of that file is
written by hand. Working it out runs every scenario with the suite's own runner
(:func:`judge.suite.runner.run_all`: ~25 s for 5,090 scenarios), so the marker records a digest of what the list is
made from (:func:`inputs_digest`: the scenario files, judge's code and data, the classic corpus
and the reviewed table below). ``--check`` compares that digest (milliseconds) and refuses the
list when its inputs changed since it was written, even if the list itself would be the same
(it works that out, to say so): the committed digest is part of what is generated. Until the
thirty-second session a change that cited nothing new passed as fresh, and so every CI run of
``--check`` after a commit that skipped ``python -m judge.build`` ran every scenario again
(~30 s of CPU under each Python) — what a committed file's stale digest cost silently.

What a rule is never decided by code: a rule is *not applicable* only when the reviewed table
``rule_coverage.txt`` (next to this module) says so, with its reason (``definition``,
``heading``, ``not modelled: …``); a rule neither cited nor in that table is *uncited but
deciding*, and the table's ``[decided in]`` part says where in the engine the decision is made
(the list for the lead of issue 39, shown under "Deciding but not cited").
"""

from __future__ import annotations

import argparse
import functools
import os
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional, Sequence

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
DOC = ROOT / "docs" / "rules-scenarios.md"
SCENARIOS = ROOT / "scenarios"
TABLE = HERE / "rule_coverage.txt"
#: The sections covered, as (first, last) section numbers.
SECTIONS: tuple[tuple[int, int], ...] = ((102, 102), (212, 217), (300, 314), (400, 422), (500, 502))
BEGIN = "<!-- BEGIN coverage list: written by python -m judge.build (judge.suite.rule_coverage); inputs "
END = "<!-- END coverage list -->"
#: A glossary entry in a step's rules or an expectation: ``Glossary "Exchange"``.
_GLOSSARY_ID = re.compile(r"""^glossary\s*:?\s*["\u201c]?([^"\u201d]+?)["\u201d]?$""", re.IGNORECASE)
#: Scenario names shown in one cell at most (the rest counted).
SHOWN = 3
REASON_WORDS = ("definition", "heading", "not modelled", "obsolete", "appendix b")


class TableError(ValueError):
    """A line of the reviewed table that can't be read (the file and line named)."""


def in_scope(rule_id: str) -> bool:
    m = re.match(r"(\d+)", rule_id)
    if not m:
        return False
    n = int(m.group(1))
    return any(lo <= n <= hi for lo, hi in SECTIONS)


def _term_key(term: str) -> str:
    """A glossary term as matched: case, punctuation and "(Obsolete)" ignored."""
    term = re.sub(r"\([^)]*\)", " ", term)
    return " ".join(re.findall(r"[a-z0-9]+", term.casefold()))


def glossary_key(term: str) -> str:
    return f'Glossary "{term}"'


# --------------------------------------------------------------------------- the reviewed table


@dataclass(frozen=True)
class Table:
    """``rule_coverage.txt``: ``not_applicable`` {rule id or ``Glossary "Term"``: reason} and
    ``decided_in`` {rule id: where the engine decides it, and what it cites instead}."""

    not_applicable: dict[str, str]
    decided_in: dict[str, str]


def read_table(path: Path = TABLE) -> Table:
    """The reviewed table: ``[not applicable]`` and ``[decided in]`` parts, one ``key<TAB>text``
    a line, ``#`` comments; a :class:`TableError` naming the line for anything else."""
    parts: dict[str, dict[str, str]] = {"not applicable": {}, "decided in": {}}
    part: Optional[dict[str, str]] = None
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            if line[1:-1] not in parts:
                raise TableError(f"{path}:{n}: unknown part {line} (known: [not applicable], [decided in])")
            part = parts[line[1:-1]]
            continue
        key, tab, text = raw.partition("\t")
        key, text = key.strip(), text.strip()
        if part is None or not tab or not key or not text:
            raise TableError(f"{path}:{n}: expected 'RULE<TAB>TEXT' under a [part]: {line!r}")
        if key in part:
            raise TableError(f"{path}:{n}: {key} is listed twice")
        if part is parts["not applicable"] and not text.casefold().startswith(REASON_WORDS):
            raise TableError(f"{path}:{n}: the reason of {key} starts with none of {', '.join(REASON_WORDS)}: {text!r}")
        part[key] = text
    return Table(parts["not applicable"], parts["decided in"])


# --------------------------------------------------------------------------- what the scenarios cite


@dataclass
class Citations:
    """Per rule id (and ``Glossary "Term"`` key): the scenarios whose trace cites it, and those
    whose passing ``expect trace cites`` names it."""

    cited: dict[str, set[str]] = field(default_factory=dict)
    asserted: dict[str, set[str]] = field(default_factory=dict)
    scenarios: int = 0
    not_passing: list[str] = field(default_factory=list)


def _scenario_name(path: str) -> str:
    p = Path(path).resolve()
    try:
        p = p.relative_to(SCENARIOS)
    except ValueError:
        pass
    return p.with_suffix("").as_posix()


def _rule_key(rule: str, glossary: dict[str, str]) -> Optional[str]:
    """The list's key for a cited or expected rule: the id, or ``Glossary "Term"``."""
    rule = rule.strip()
    if rule[:1].isdigit():
        return rule
    m = _GLOSSARY_ID.match(rule)
    if m:
        term = glossary.get(_term_key(m.group(1)))
        return glossary_key(term) if term else None
    return None


def collect(results: Iterable, glossary_terms: Sequence[str]) -> Citations:
    """What every scenario's trace cites and its expectations assert (``results``: the
    runner's :class:`~judge.suite.runner.ScenarioResult` objects)."""
    from judge.dsl.ast import ExpectCites, ExpectCitesAt
    from judge.suite.glossary import step_terms

    glossary = {_term_key(t): t for t in glossary_terms}
    out = Citations()
    for res in results:
        out.scenarios += 1
        name = _scenario_name(res.path)
        cited: set[str] = set()
        for outcome in res.outcomes:
            for top in outcome.steps:
                for step in top.walk():
                    for rule in step.rules:
                        key = _rule_key(rule, glossary)
                        if key:
                            cited.add(key)
                    for said in step_terms(step.text):  # the one reader of the convention
                        term = glossary.get(_term_key(said))
                        if term:
                            cited.add(glossary_key(term))
        for key in cited:
            out.cited.setdefault(key, set()).add(name)
        if not res.passed:
            out.not_passing.append(name)  # its expectations don't hold: nothing counted as asserted
            continue
        scenario = res.scenario
        for exp in getattr(scenario, "expectations", ()):
            body = exp.body
            if isinstance(body, (ExpectCites, ExpectCitesAt)) and not getattr(body, "negated", False):
                said = [str(rule) for rule in body.rules]
                said += [glossary_key(t.term) for t in getattr(body, "glossary", ())]
                for rule in said:
                    key = _rule_key(rule, glossary)
                    if key:
                        out.asserted.setdefault(key, set()).add(name)
    return out


def run_scenarios() -> Citations:
    """Every bundled scenario run by the suite's runner, and what each cites."""
    from judge.rules.corpus import load
    from judge.suite.runner import run_all

    suite = run_all([SCENARIOS])
    return collect(suite.results, load("classic").glossary_terms())


# --------------------------------------------------------------------------- the list


@dataclass(frozen=True)
class Row:
    key: str  # "420.5c" or 'Glossary "Exchange"'
    label: str  # what the rule is about (its title or its first words)
    status: str  # asserted / cited only / not applicable / uncited
    asserted: tuple[str, ...]
    cited_only: tuple[str, ...]
    reason: str = ""  # not applicable: why; uncited: where the engine decides it
    sub_cited: int = 0  # scenarios citing a subrule of it (for a rule not cited itself)


STATUSES = ("asserted", "cited only", "not applicable", "uncited")


def _label(text: str, title: str = "", words: int = 9) -> str:
    if title:
        return title
    w = text.split()
    return " ".join(w[:words]) + (" …" if len(w) > words else "")


def rows(cit: Citations, table: Table) -> tuple[list[Row], list[Row]]:
    """(the rules in scope, the glossary entries), each a :class:`Row`."""
    from judge.rules.corpus import load

    ed = load("classic")
    out: list[Row] = []
    for rule in ed:
        if not in_scope(rule.id):
            continue
        sub = set()
        for other, names in cit.cited.items():
            if other != rule.id and other.startswith(rule.id) and not other[len(rule.id)].isdigit():
                sub |= names
        out.append(_row(rule.id, _label(rule.text, rule.title), cit, table, len(sub)))
    gloss = [_row(glossary_key(e.term), e.term, cit, table) for e in ed.glossary]
    known = {r.key for r in out} | {r.key for r in gloss}
    for part, keys in (("not applicable", table.not_applicable), ("decided in", table.decided_in)):
        unknown = sorted(k for k in keys if k not in known)
        if unknown:
            raise TableError(f"{TABLE}: [{part}] names what is neither a rule in scope nor a glossary entry: "
                             + ", ".join(unknown))
    return out, gloss


def _row(key: str, label: str, cit: Citations, table: Table, sub_cited: int = 0) -> Row:
    cited = cit.cited.get(key, set())
    asserted = cit.asserted.get(key, set())
    only = cited - asserted
    if key in table.not_applicable:
        status, reason = "not applicable", table.not_applicable[key]
    elif asserted:
        status, reason = "asserted", ""
    elif cited:
        status, reason = "cited only", table.decided_in.get(key, "")
    else:
        status, reason = "uncited", table.decided_in.get(key, "")
    return Row(key, label, status, tuple(sorted(asserted)), tuple(sorted(only)), reason, sub_cited)


def _names(names: Sequence[str]) -> str:
    shown = ", ".join(f"`{n}`" for n in names[:SHOWN])
    return shown + (f" and {len(names) - SHOWN} more" if len(names) > SHOWN else "")


def _cell(row: Row) -> str:
    parts = []
    if row.asserted:
        parts.append(f"asserted by {len(row.asserted)}: {_names(row.asserted)}")
    if row.cited_only:
        parts.append(f"cited by {len(row.cited_only)} more" if row.asserted
                     else f"cited by {len(row.cited_only)}: {_names(row.cited_only)}")
    if not row.asserted and not row.cited_only and row.sub_cited:
        parts.append(f"its subrules cited by {row.sub_cited}")
    if row.reason:
        parts.append(row.reason)
    return "; ".join(parts).replace("|", "\\|") or "—"


def counts(items: Sequence[Row]) -> dict[str, int]:
    return {s: sum(1 for r in items if r.status == s) for s in STATUSES}


def render(rules: Sequence[Row], gloss: Sequence[Row], cit: Citations) -> str:
    """The generated section (between the markers, markers excluded)."""
    rc, gc = counts(rules), counts(gloss)
    lines = [
        "",
        f"Worked out from the traces of the {cit.scenarios} bundled scenarios (`scenarios/**`, run by the suite's "
        "runner) and the reviewed table `judge/suite/rule_coverage.txt` (not applicable: why; not cited: where "
        "the engine decides). *asserted*: a passing `expect trace cites` names the rule (the trace cites it or a "
        "subrule); *cited only*: a trace cites the rule itself, no scenario asserts it; *uncited*: deciding, "
        "and no trace cites it.",
        "",
        "| | in scope | asserted | cited only | not applicable | uncited but deciding |",
        "|---|---|---|---|---|---|",
        f"| rules (102, 212–217, 300–314, 400–422, 500–502) | {len(rules)} | {rc['asserted']} | {rc['cited only']} "
        f"| {rc['not applicable']} | {rc['uncited']} |",
        f"| glossary entries | {len(gloss)} | {gc['asserted']} | {gc['cited only']} | {gc['not applicable']} "
        f"| {gc['uncited']} |",
        "",
    ]
    if cit.not_passing:
        lines += [f"Scenarios not passing when the list was made (their expectations not counted): "
                  f"{_names(sorted(cit.not_passing))}.", ""]
    lines += ["### Deciding but not cited", "",
              "Rules in scope, not marked not applicable, that no trace cites (*uncited*) — or that traces cite "
              "without any scenario asserting them while the engine decides them elsewhere (*cited only* with a "
              "note) — and where the engine makes the decision:", "",
              "| Rule | | Where the engine decides it |", "|---|---|---|"]
    for r in rules:
        if r.status == "uncited" or (r.status == "cited only" and r.reason):
            lines.append(f"| {r.key} | {r.label} | {r.reason or '(not located yet)'}"
                         f"{' (its subrules cited by ' + str(r.sub_cited) + ')' if r.sub_cited else ''} |")
    lines += ["", "### Rules", "", "| Rule | | Status | Scenarios / reason |", "|---|---|---|---|"]
    lines += [f"| {r.key} | {r.label} | {r.status} | {_cell(r)} |" for r in rules]
    lines += ["", "### Glossary entries", "", "| Entry | Status | Scenarios / reason |", "|---|---|---|"]
    lines += [f"| {r.label} | {r.status} | {_cell(r)} |" for r in gloss]
    lines.append("")
    return "\n".join(lines)


# --------------------------------------------------------------------------- the file


def _inputs() -> list[Path]:
    """Every file the list is made from, in a fixed order."""
    files: list[Path] = []
    pkg = ROOT / "judge"
    for suffix in ("*.py", "*.mtg", "*.lark", "*.rewrites", "*.json", "*.jsonl", "*.txt"):
        files += pkg.rglob(suffix)
    files += SCENARIOS.rglob("*.mtg")
    files.append(ROOT / "rules_corpus" / "classic.json")
    return sorted({f for f in files if "__pycache__" not in f.parts and f.is_file()}, key=lambda f: f.as_posix())


def inputs_digest() -> str:
    """SHA-256 over :func:`_inputs`, each by its path under the checkout and its content."""
    import hashlib

    h = hashlib.sha256()
    for path in _inputs():
        data = path.read_bytes().replace(b"\r\n", b"\n")
        h.update(f"{path.relative_to(ROOT).as_posix()}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()


def split(doc: str) -> tuple[str, Optional[str], str, str]:
    """(text before the begin marker, the recorded digest or None, the generated text, the text
    from the end marker on); a ValueError when the markers are missing or out of order."""
    b = doc.find(BEGIN)
    e = doc.find(END)
    if b < 0 or e < b:
        raise ValueError(f"{DOC}: the markers of the coverage list are missing ({BEGIN.strip()} … {END})")
    eol = doc.index("\n", b)
    head = doc[b + len(BEGIN):eol]
    m = re.match(r"sha256:([0-9a-f]{64}) -->$", head)
    return doc[:b], (m.group(1) if m else None), doc[eol + 1:e], doc[e:]


def compose(before: str, digest: str, body: str, after: str) -> str:
    return f"{before}{BEGIN}sha256:{digest} -->\n{body}{after}"


def build_text(doc: str) -> str:
    """``doc`` with the coverage list worked out afresh."""
    before, _, _, after = split(doc)
    cit = run_scenarios()
    rules, gloss = rows(cit, read_table())
    return compose(before, inputs_digest(), render(rules, gloss, cit), after)


def check(doc: str) -> tuple[bool, str]:
    """(fresh, what to print): the digest first; when it differs, the list itself afresh."""
    _, digest, body, _ = split(doc)
    if digest == inputs_digest():
        return True, f"{DOC} (coverage list) is up to date"
    start = time.perf_counter()
    cit = run_scenarios()
    rules, gloss = rows(cit, read_table())
    took = time.perf_counter() - start
    same = "the list itself is the same" if render(rules, gloss, cit) == body else "the list itself differs"
    return False, (f"{DOC} (coverage list) is stale: its inputs changed since it was written ({same}, worked out "
                   f"again in {took:.1f} s); run python -m judge.build")


def main(argv: "list[str] | None" = None) -> int:
    """``python -m judge.suite.rule_coverage [--check]``: (re)write the coverage list."""
    ap = argparse.ArgumentParser(prog="python -m judge.suite.rule_coverage", description="Write the coverage list of "
                                 "docs/rules-scenarios.md.")
    ap.add_argument("--check", action="store_true", help="exit 1 if the list is stale; write nothing")
    args = ap.parse_args(argv)
    if not DOC.is_file() or not SCENARIOS.is_dir():
        print(f"{DOC.name} (coverage list): skipped (no docs/ or scenarios/ beside the package)")
        return 0
    doc = DOC.read_text(encoding="utf-8")
    try:
        if args.check:
            fresh, said = check(doc)
            print(said, file=sys.stdout if fresh else sys.stderr)
            return 0 if fresh else 1
        start = time.perf_counter()
        new = build_text(doc)
    except (ValueError, OSError) as err:
        print(f"{DOC.name} (coverage list): {err}", file=sys.stderr)
        return 1
    if new != doc:
        DOC.write_text(new, encoding="utf-8")
    print(f"{DOC} (coverage list) written ({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
