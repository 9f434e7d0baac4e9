"""Unit tests for the builder's small cleaning functions (no seeds needed)."""

from __future__ import annotations

import pytest

from judge.rules.build_numbered import (
    Paragraph,
    extract_refs,
    join_wrapped,
    paragraphs,
    parse_number,
    parse_rules,
    split_inline_examples,
)

VOCAB = {"target", "the", "if", "can", "permanent", "type", "will", "become", "a", "card"}


@pytest.mark.parametrize(
    "left, right, joined",
    [
        ("If the targ", "et can’t be changed", "If the target can’t be changed"),  # split word, no hyphen
        ("it will", "become a 3/3", "it will become a 3/3"),  # ordinary wrap
        ("a perma-", "nent card", "a permanent card"),  # hyphenated at the line end
        ("a permanent-", "type-changing", "a permanent-type-changing"),  # real compound kept
        ("Some cards may have more than one of any", "or all of these parts.",
         "Some cards may have more than one of any or all of these parts."),
    ],
)
def test_join_wrapped(left, right, joined):
    vocab = VOCAB | {"any", "or", "all"}
    assert join_wrapped(left, right, vocab) == joined


def test_paragraphs_blank_separated_and_one_per_line():
    lines = ["100.1. First", "wrapped line.", "\u00a0", "", "100.2. Second."]
    got = paragraphs(lines, 0, len(lines), one_per_line=False, vocab=set())
    assert [(p.line, p.text) for p in got] == [(1, "100.1. First wrapped line."), (5, "100.2. Second.")]
    got = paragraphs(lines, 0, len(lines), one_per_line=True, vocab=set())
    assert [p.line for p in got] == [1, 2, 5]


@pytest.mark.parametrize(
    "text, current, kind, rid, repaired",
    [
        ("420.5c A creature with lethal damage", "420.5", "subrule", "420.5c", False),
        ("309.2a. If the proposed block", "309.2", "subrule", "309.2a", True),
        ("305.3.The main phase begins", "305.2", "rule", "305.3", True),
        ("408.f Card text that isn't an ability", "408.2", "subrule", "408.2f", True),
        ("409.3 An activation cost", "409.2", "rule", "409.3", True),
        ("217.9 Ante", "217.8", "rule", "217.9", True),
        ("100.1. These Magic rules", None, "rule", "100.1", False),
        ("420. State-Based Effects", None, "section", "420", False),
        ("4. Spells, Abilities, and Effects", None, "chapter", "4", False),
    ],
)
def test_parse_number(text, current, kind, rid, repaired):
    head = parse_number(text, current)
    assert head is not None and (head.kind, head.id, head.repair is not None) == (kind, rid, repaired)


@pytest.mark.parametrize("text", [
    "Example: not a number",
    "1. To counter a spell or ability is to cancel it, removing it from the stack zone.",  # long: not a chapter
    "408.f with no rule before it",
])
def test_parse_number_rejects(text):
    assert parse_number(text, None) is None


def test_parse_rules_examples_and_continuations():
    paras = [Paragraph(1, "410.10d Leaves-play triggers."), Paragraph(3, "EXAMPLE: Two creatures."),
             Paragraph(5, "\"Leaves play\" triggers are zone-change triggers."),
             Paragraph(7, "212.2a Subtypes. Example: \"Creature — Minotaur\" means a creature.")]
    rules = parse_rules(paras).rules
    assert rules[0]["text"] == "Leaves-play triggers.\n\"Leaves play\" triggers are zone-change triggers."
    assert rules[0]["examples"] == ["Two creatures."]
    assert rules[1]["text"] == "Subtypes." and rules[1]["examples"] == ["\"Creature — Minotaur\" means a creature."]


def test_split_inline_examples_needs_sentence_end():
    assert split_inline_examples("For example: this stays.") == ("For example: this stays.", [])


@pytest.mark.parametrize(
    "text, refs",
    [
        ("See rules 212-215.", [("212-215", ["212", "213", "214", "215"])]),
        ("(see rule 420.5d)", [("420.5d", ["420.5d"])]),
        ("the steps in rules 409.1a–i (except", [("409.1a-i", [f"409.1{c}" for c in "abcdefghi"])]),
        ("(rules 418.5b-418.5g).", [("418.5b-418.5g", [f"418.5{c}" for c in "bcdefg"])]),
        ("rules 308.1 and 308.2 are", [("308.1", ["308.1"]), ("308.2", ["308.2"])]),
        ("See section 5, \"Additional Combat Rules.\"", [("section 5", ["5"])]),
        ("See rule 420, \"State-Based Effects.\"", [("420", ["420"])]),
        ("(See Appendix B, \"Older Rules,\" section 5.)", [("Appendix B, section 5", ["Appendix B, section 5"])]),
        ("a 2/3 creature with 20 life, 40/330 cards, 2.5 inches (6.3 cm)", []),
    ],
)
def test_extract_refs(text, refs):
    assert extract_refs(text) == refs
