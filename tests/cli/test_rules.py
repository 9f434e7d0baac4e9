"""CliRunner tests of judge rule / search / glossary / history (fixture corpus)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()


pytestmark = pytest.mark.usefixtures("fixture_corpus")


@pytest.fixture(autouse=True)
def wide(monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")


def run(*args: str):
    return runner.invoke(app, list(args))


def ok_json(*args: str):
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    return json.loads(result.stdout)


def error(*args: str) -> str:
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.startswith("error: ") and "Traceback" not in result.stderr
    return result.stderr


# -- judge rule ---------------------------------------------------------------------------
def test_rule_text():
    result = run("rule", "420.5c")
    assert result.exit_code == 0
    assert result.stdout.startswith("420.5c A creature with lethal damage is destroyed.")


def test_rule_examples_are_shown():
    out = run("rule", "420.4").stdout
    assert "\n      Example: A player controls a creature" in out


def test_rule_many_ids_and_children():
    out = run("rule", "R420.5C.", "420.5", "--children").stdout
    assert out.index("420.5c A creature") < out.index("420.5 The state-based")
    assert "\n  420.5f A token" in out


def test_rule_json_shape():
    data = ok_json("rule", "420.5c", "420.4")
    assert [d["id"] for d in data] == ["420.5c", "420.4"]
    for d in data:
        for key, kind in [("id", str), ("edition", str), ("title", str), ("text", str),
                          ("examples", list), ("children", list), ("refs", list)]:
            assert isinstance(d[key], kind)
        assert "parent" in d
    assert data[1]["examples"][0].startswith("A player controls")


def test_rule_json_children_are_nested():
    (data,) = ok_json("rule", "420", "--children")
    assert data["children"] == ["420.1", "420.2", "420.3", "420.4", "420.5"]
    five = data["subrules"][4]
    assert [s["id"] for s in five["subrules"]] == [f"420.5{c}" for c in "abcdef"]


def test_rule_other_edition():
    (data,) = ok_json("rule", "418.5a", "--edition", "2006")
    assert data["edition"] == "2006" and "layers" in data["text"]
    assert run("rule", "418.5a", "-e", "2006").stdout.startswith("edition 2006\n418.5a")


def test_rule_unknown_id_suggests():
    assert error("rule", "420.5h") == (
        "error: no rule 420.5h in edition classic; did you mean 420.5a, 420.5b, …, 420.5f?\n"
    )
    assert error("rule", "999.1") == "error: no rule 999.1 in edition classic\n"  # none rather than a wrong one
    assert "did you mean 420.5c?" in error("rule", "240.5c")


def test_rule_unknown_id_among_known_ones_fails_with_json_too():
    import json

    result = run("rule", "420.5c", "420.5h", "--json")
    assert result.exit_code == 2 and "no rule 420.5h" in json.loads(result.stdout)["error"]["message"]


def test_rule_unknown_edition():
    assert "unknown edition 'classik'; did you mean classic?" in error("rule", "420.5c", "--edition", "classik")


# -- judge search -------------------------------------------------------------------------
def test_search_text():
    out = run("search", "lethal damage").stdout
    assert out.startswith("1. 420.5c  subrule")
    assert "Lethal Damage  glossary" in out


def test_search_json():
    data = ok_json("search", "lethal damage", "--limit", "2")
    assert [d.get("id") or d.get("term") for d in data] == ["420.5c", "Lethal Damage"]
    for d in data:
        assert {"edition", "kind", "score", "snippet"} <= set(d)
        assert isinstance(d["score"], float)


def test_search_all_editions_json():
    data = ok_json("search", "layers", "--all-editions")
    assert data and data[0]["edition"] == "2006"


def test_search_no_results():
    result = run("search", "xyzzy")
    assert result.exit_code == 0 and "no results" in result.stdout
    assert ok_json("search", "xyzzy") == []


@pytest.mark.parametrize("query", ["", '""', "  "])
def test_search_empty_query(query):
    assert "empty search query" in error("search", query)


def test_search_unknown_edition_and_bad_limit():
    assert "unknown edition" in error("search", "damage", "--edition", "1850")
    assert "--limit must be at least 1" in error("search", "damage", "--limit", "0")


# -- judge glossary -----------------------------------------------------------------------
def test_glossary_text_and_unquoted_words():
    out = run("glossary", "lethal", "damage").stdout
    assert out.startswith("Lethal Damage  [classic glossary]\nLethal damage is an amount")


def test_glossary_json_and_rulebook():
    (entry,) = ok_json("glossary", "regenerate", "--edition", "rulebook")
    assert entry["term"] == "Regeneration" and entry["edition"] == "rulebook"
    assert set(entry) == {"term", "edition", "text", "examples", "refs", "see_also"}


def test_glossary_unknown_term():
    assert "no glossary entry for 'xyzzy'" in error("glossary", "xyzzy")
    assert "unknown edition" in error("glossary", "mana", "--edition", "nope")


# -- judge history ------------------------------------------------------------------------
def test_history_text_marks_the_diff_without_a_terminal():
    out = run("history", "413.2a").stdout
    assert out.startswith("413.2a  in classic, 2006\n")
    assert "[-wording-] {+text+}" in " ".join(out.split())


def test_history_json():
    data = ok_json("history", "413.2a")
    assert data["editions"] == ["classic", "2006"]
    assert data["versions"][0]["id"] == "413.2a"
    assert data["diffs"][0]["from"] == "classic" and data["diffs"][0]["to"] == "2006"


def test_history_unknown():
    assert "no rule 420.5h in any numbered edition" in error("history", "420.5h")


# -- help ---------------------------------------------------------------------------------
@pytest.mark.parametrize("cmd", ["rule", "search", "glossary", "history"])
def test_help_has_an_example(cmd):
    result = run(cmd, "--help")
    assert result.exit_code == 0 and f"Example: judge {cmd}" in result.stdout
