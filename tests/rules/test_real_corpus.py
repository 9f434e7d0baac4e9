"""Facts from the real rules corpus (rules_corpus/*.json), through the library and the CLI."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.errors import JudgeError
from judge.rules import corpus
from judge.rules.corpus import cite, get, load
from judge.rules.glossary import lookup
from judge.rules.history import history
from judge.rules.search import search
from tests.rules.corpora import needs_real, use_corpus

pytestmark = needs_real


@pytest.fixture(autouse=True)
def real_corpus(monkeypatch):
    use_corpus(monkeypatch, None)
    yield
    corpus.clear_cache()


def keys(query: str, **kw) -> list[str]:
    return [h.key for h in search(query, **kw)]


def test_420_5c_is_lethal_damage():
    rule = get("420.5c")
    assert rule.kind == "subrule" and rule.parent == "420.5"
    assert rule.text.startswith("A creature with lethal damage is destroyed.")
    assert "Regeneration does replace this event" in rule.text


def test_structure():
    assert get("4.").title == "Spells, Abilities, and Effects"
    assert get("420").title == "State-Based Effects"
    assert get("420.5").children == tuple(f"420.5{c}" for c in "abcdef")
    assert get("420.4").examples[0].startswith("A player controls a creature")
    assert load().suggest("420.5h") == [f"420.5{c}" for c in "abcdef"]


def test_classic_era_citations_exist():
    for rule_id in ("420.5c", "418.5c", "310.2", "419.8a", "300.4", "420.5e", "413.1", "420.3"):
        assert cite(rule_id).id == rule_id
    with pytest.raises(JudgeError, match="no rule 420.5h in edition classic; did you mean 420.5a"):
        cite("420.5h")


def test_editions_cover_their_ranges():
    assert "layers" in get("418.5a", "2006").text
    assert "418.5a" in load("2006") and "420.5c" not in load("2006")
    assert get("100.1", "2021").text.startswith("These Magic rules apply to any Magic game")
    assert get("Regeneration", "rulebook").kind == "subsection"


def test_search_lethal_damage_ranks_420_5c_first():
    hits = search("lethal damage")
    assert (hits[0].edition, hits[0].key) == ("classic", "420.5c")
    assert "Lethal Damage" in [h.key for h in hits[:3]]


@pytest.mark.parametrize(
    "query, first",
    [
        ("mana burn", "300.4"),
        ('"state-based effects"', "420"),
        ("damage on the stack", "408.1g"),
        ("first strike", "502.2"),
        ("removed from the game", "217.7"),
    ],
)
def test_search_rankings(query, first):
    assert keys(query)[0] == first


def test_regenerate_finds_the_regeneration_rules():
    top = keys("regenerate", limit=5)
    assert {"419.6b", "Regenerate", "420.5b"} <= set(top)


def test_classic_has_no_layers_but_2006_does():
    assert search("layer") == []
    assert "418.5a" in keys("layer", edition="2006", limit=3)
    assert {h.edition for h in search("layers", all_editions=True, limit=None)} == {"2006"}


def test_quoted_phrase_excludes_scattered_words():
    phrase = keys('"lethal damage"', limit=None)
    assert "420.5c" in phrase and "310" not in phrase
    for hit in search('"lethal damage"', limit=None):
        text = lookup(hit.key)[0].text if hit.is_glossary else get(hit.key).text
        assert "lethal damage" in text.lower()


def test_glossary_real_entries():
    assert lookup("lethal damage")[0].text.startswith("Lethal damage is an amount of damage greater than 0")
    assert lookup("Lethal")[0].term == "Lethal Damage"
    assert lookup("regenerate")[0].term == "Regenerate"
    assert lookup("regenerate", "rulebook")[0].term == "Regeneration"
    assert lookup("mana burns")[0].term == "Mana Burn"


def test_history_418_5a_dependency_then_another_rule():
    hist = history("418.5a")
    assert [r.edition for r in hist.versions] == ["classic"]
    assert "Sometimes the results of one effect" in hist.versions[0].text
    (other,) = hist.others  # dependency rule in classic, the layer system in 2006: another rule, never diffed
    assert other.edition == "2006" and "layers" in other.rule.text and other.similarity < 0.3
    assert hist.diffs == () and hist.missing == ("2002", "2006", "2021")


def test_history_413_2a_wording_becomes_text():
    (diff,) = history("413.2a").diffs
    assert ("delete", "wording") in [(o.op, o.text) for o in diff.ops]
    assert ("insert", "text") in [(o.op, o.text) for o in diff.ops]
    assert not diff.reused_number
    # typography alone (that's / that’s) is not a change
    assert not any(o.op == "delete" and "that's" in o.text for o in diff.ops)


def test_history_across_2002():
    hist = history("202.1")
    assert [r.edition for r in hist.versions] == ["classic", "2002"]


def test_cli_on_the_real_corpus():
    runner = CliRunner()
    result = runner.invoke(app, ["rule", "420.5c", "--json"])
    assert result.exit_code == 0
    (data,) = json.loads(result.stdout)
    assert data["id"] == "420.5c" and "lethal damage" in data["text"]
    result = runner.invoke(app, ["search", "lethal damage", "--json", "--limit", "1"])
    assert json.loads(result.stdout)[0]["id"] == "420.5c"
    result = runner.invoke(app, ["history", "418.5a", "--json"])
    data = json.loads(result.stdout)
    assert data["editions"] == ["classic"] and [(o["edition"], o["id"]) for o in data["others"]] == [("2006", "418.5a")]


def test_cli_history_shows_a_reused_number_short_and_labelled():
    out = CliRunner().invoke(app, ["history", "418.5a"]).stdout
    flat = " ".join(out.split())
    assert "418.5a here is a different rule, 3% alike, not this one: The values of an object’s characteristics" in flat
    assert "Svogthos" not in flat  # cut short, not the whole 2006 rule
    assert "[-" not in out  # no word diff for unrelated texts


@pytest.mark.parametrize("edition", ["classic", "2002", "2006", "2021", "rulebook"])
def test_every_id_resolves_in_every_spelling(edition):
    ed = load(edition)
    for rule_id in ed.ids():
        assert ed.get(rule_id).id == rule_id
        assert ed.get(f" {rule_id.upper()}. ").id == rule_id
        if rule_id[0].isdigit():
            assert ed.get(f"r{rule_id}").id == rule_id
            assert ed.get(f"rule {rule_id}").id == rule_id
