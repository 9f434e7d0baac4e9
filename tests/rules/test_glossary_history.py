"""judge.rules.glossary and judge.rules.history (fixture corpus)."""

from __future__ import annotations

import pytest

from judge.errors import JudgeError
from judge.rules.glossary import lookup, terms
from judge.rules.history import history, word_diff


pytestmark = pytest.mark.usefixtures("fixture_corpus")


@pytest.mark.parametrize(
    "query, first",
    [
        ("lethal damage", "Lethal Damage"),
        ("LETHAL DAMAGE", "Lethal Damage"),
        ("Lethal", "Lethal Damage"),
        ("regenerate", "Regenerate"),
        ("regeneration", "Regenerate"),
        ("regenerates", "Regenerate"),
        ("mana burns", "Mana Burn"),
        ("manna burn", "Mana Burn"),
        ("state based effects", "State-Based Effects"),
        ("State-Based Effect", "State-Based Effects"),
    ],
)
def test_lookup_forgives_case_plurals_forms_and_typos(query, first):
    assert lookup(query)[0].term == first


def test_rulebook_glossary():
    entries = lookup("regenerate", "rulebook")
    assert [e.term for e in entries] == ["Regeneration"]
    assert entries[0].edition == "rulebook" and entries[0].see_also == ("Destroy",)


def test_unknown_term_names_the_closest_terms():
    with pytest.raises(JudgeError) as err:
        lookup("xyzzy")
    assert "no glossary entry for 'xyzzy' in edition classic" in err.value.message
    with pytest.raises(JudgeError, match="closest terms: Mana Burn"):
        lookup("man burnt offering")


def test_edition_without_glossary_and_empty_term():
    with pytest.raises(JudgeError, match="edition 2006 has no glossary"):
        lookup("layer", "2006")
    with pytest.raises(JudgeError, match="empty glossary term"):
        lookup("  ")


def test_terms_in_document_order():
    assert terms() == ["Lethal Damage", "Mana Burn", "Regenerate", "State-Based Effects"]


def test_word_diff_runs():
    ops, ratio = word_diff("a b c d", "a x c d e")
    assert [(o.op, o.text) for o in ops] == [
        ("equal", "a"), ("delete", "b"), ("insert", "x"), ("equal", "c d"), ("insert", "e")
    ]
    assert 0 < ratio < 1
    same, one = word_diff("a b", "a b")
    assert one == 1.0 and [o.op for o in same] == ["equal"]


def test_history_of_a_rule_in_two_editions():
    hist = history("413.2a")
    assert [r.edition for r in hist.versions] == ["classic", "2006"]
    assert hist.missing == ()  # 2002/2021 are not in the fixture at all
    (diff,) = hist.diffs
    assert (diff.old, diff.new) == ("classic", "2006") and diff.changed
    deleted = " ".join(o.text for o in diff.ops if o.op == "delete")
    inserted = " ".join(o.text for o in diff.ops if o.op == "insert")
    assert "wording" in deleted and "text" in inserted
    assert not diff.reused_number


def test_history_418_5a_dependency_is_another_rule_than_layers():
    hist = history("r418.5a")
    (classic,) = hist.versions  # the layer rule under the same number is another rule, not a version (issue 42)
    assert "depend" in classic.text or "results of one effect" in classic.text
    (other,) = hist.others
    assert "layers" in other.rule.text and other.similarity < 0.3 and hist.diffs == ()


def test_history_only_in_classic():
    hist = history("420.5c")
    assert [r.edition for r in hist.versions] == ["classic"]
    assert hist.missing == ("2006",) and hist.diffs == ()


def test_history_unknown_everywhere():
    with pytest.raises(JudgeError) as err:
        history("420.5h")
    assert err.value.message.startswith("no rule 420.5h in any numbered edition (classic, 2006)")
    assert "did you mean 420.5a, 420.5b, …, 420.5f?" in err.value.message


def test_history_json():
    data = history("413.2a").to_json()
    assert data["id"] == "413.2a" and data["editions"] == ["classic", "2006"]
    assert {op["op"] for op in data["diffs"][0]["ops"]} == {"equal", "insert", "delete"}
