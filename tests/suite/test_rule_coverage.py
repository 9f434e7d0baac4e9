"""The coverage list of docs/rules-scenarios.md (judge.suite.rule_coverage): what counts as
asserted and as cited, the reviewed table, and the staleness check (digest first, the list
itself only when the inputs changed). None of these runs the scenarios (test_generated_files
checks the committed list)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from judge.dsl import ast
from judge.engine.outcome import Step
from judge.suite import rule_coverage as rc


def _result(path, steps, cites=(), passed=True, negated=False):
    exps = [SimpleNamespace(body=ast.ExpectCites(rules=tuple(cites), negated=negated))] if cites else []
    return SimpleNamespace(path=str(rc.SCENARIOS / path), outcomes=[SimpleNamespace(steps=tuple(steps))],
                           passed=passed, scenario=SimpleNamespace(expectations=exps))


def test_asserted_cited_and_glossary_in_text_are_told_apart():
    steps = [Step("Bob loses the game", ("420.5a", "102.1"),
                  children=(Step('Each player gains the life needed (glossary "Exchange")', ("413.2",)),))]
    cit = rc.collect([_result("rules/a.mtg", steps, cites=("102.1",)),
                      _result("rules/b.mtg", steps, cites=("420.5a",), negated=True),
                      _result("rules/c.mtg", steps, cites=("420.5a",), passed=False)],
                     ["Exchange", "Enchant World (Obsolete)"])
    assert cit.asserted == {"102.1": {"rules/a"}}  # a "does not cite" and a failing scenario assert nothing
    assert cit.cited["420.5a"] == {"rules/a", "rules/b", "rules/c"}
    assert cit.cited['Glossary "Exchange"'] == {"rules/a", "rules/b", "rules/c"}  # nested step, text
    assert cit.not_passing == ["rules/c"]
    rows, gloss = rc.rows(cit, rc.Table({}, {}))
    by = {r.key: r for r in rows}
    assert by["102.1"].status == "asserted" and by["102.1"].cited_only == ("rules/b", "rules/c")
    assert by["420.5a"].status == "cited only" and by["420.5a"].asserted == ()
    assert by["420.5"].status == "uncited" and by["420.5"].sub_cited == 3  # its subrule is cited, not itself
    assert by["102.5"].status == "uncited"
    assert {r.key: r.status for r in gloss}['Glossary "Exchange"'] == "cited only"


def test_not_applicable_only_from_the_table():
    table = rc.Table({"102.5": "not modelled: no card makes a player win"}, {"501.2": "evasion.py block_pair_check"})
    rows, _ = rc.rows(rc.Citations(), table)
    by = {r.key: r for r in rows}
    assert (by["102.5"].status, by["102.5"].reason) == ("not applicable", "not modelled: no card makes a player win")
    assert (by["501.2"].status, by["501.2"].reason) == ("uncited", "evasion.py block_pair_check")
    assert by["212.1"].status == "uncited"  # a definition the table doesn't name is not guessed


def test_the_committed_table_names_only_rules_in_scope_and_glossary_entries():
    table = rc.read_table()
    rows, gloss = rc.rows(rc.Citations(), table)  # raises TableError for an unknown key
    assert len(rows) == 372 and len(gloss) == 188
    assert all(k.startswith('Glossary "') or rc.in_scope(k) for k in table.not_applicable)
    assert not set(table.not_applicable) & set(table.decided_in)


@pytest.mark.parametrize("text, message", [
    ("[not applicable]\n102.5 no tab\n", "expected 'RULE<TAB>TEXT'"),
    ("102.5\tdefinition\n", r"under a \[part\]"),
    ("[not applicable]\n102.5\tbecause\n", "starts with none of"),
    ("[not applicable]\n102.5\tdefinition\n102.5\theading\n", "listed twice"),
    ("[others]\n", "unknown part"),
])
def test_a_bad_table_line_is_named(tmp_path: Path, text, message):
    path = tmp_path / "t.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(rc.TableError, match=message) as err:
        rc.read_table(path)
    assert str(path) in str(err.value)


def test_an_unknown_key_is_refused():
    with pytest.raises(rc.TableError, match="999.1"):
        rc.rows(rc.Citations(), rc.Table({"999.1": "definition"}, {}))


DOC = "intro\n" + rc.BEGIN + "sha256:" + "a" * 64 + " -->\nthe list\n" + rc.END + "\nafter\n"


def test_split_and_compose_round_trip():
    before, digest, body, after = rc.split(DOC)
    assert (before, digest, body, after) == ("intro\n", "a" * 64, "the list\n", rc.END + "\nafter\n")
    assert rc.compose(before, digest, body, after) == DOC
    with pytest.raises(ValueError, match="markers"):
        rc.split("no markers here\n")


def test_check_trusts_the_digest_and_refuses_a_digest_of_other_inputs(monkeypatch):
    def no_run():
        raise AssertionError("the scenarios were run")

    monkeypatch.setattr(rc, "inputs_digest", lambda: "a" * 64)
    monkeypatch.setattr(rc, "run_scenarios", no_run)
    assert rc.check(DOC)[0] is True
    # inputs changed: the list is worked out again and compared
    cit = rc.Citations(scenarios=1)
    monkeypatch.setattr(rc, "inputs_digest", lambda: "b" * 64)
    monkeypatch.setattr(rc, "run_scenarios", lambda: cit)
    fresh, said = rc.check(DOC)
    assert not fresh and "stale" in said
    body = rc.render(*rc.rows(cit, rc.read_table()), cit)
    fresh, said = rc.check(rc.compose("intro\n", "a" * 64, body, rc.END + "\n"))
    # the same list under a digest of other inputs is stale too: the digest is generated content
    assert not fresh and "stale" in said and "the list itself is the same" in said


def test_the_committed_doc_has_the_markers_and_its_digest():
    _, digest, body, _ = rc.split(rc.DOC.read_text(encoding="utf-8"))
    assert digest is not None and "### Deciding but not cited" in body
