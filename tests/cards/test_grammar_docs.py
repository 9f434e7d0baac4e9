"""The template index, docs/templates.md, is gathered from the grammar files' comments
(judge.cards.grammar_docs): what it reads of a grammar file, and that the committed index is fresh."""

from __future__ import annotations

import pytest

from judge.cards import grammar_docs as g

GRAMMAR = '''// ------------------------------------------------------------------ damage
clause: obj "deals" amount "damage" "to" obj                 -> deal
      // Kaervek's Hex: "and an additional 1 damage
      // to each green creature"
      | obj "deals" amount "damage" "and" "an" "additional"
        amount "damage" "to" obj                              -> deal_additional
      | "destroy" obj
      | "tap" obj                                              -> tap

// a rule of its own, its comment
amount: NUMBER -> fixed
'''


def test_each_aliased_alternative_is_read_with_the_comment_above_it_and_its_section():
    found = g.templates(GRAMMAR)
    assert found[0] == "damage"
    assert found[1] == g.Template('obj "deals" amount "damage" "to" obj', "deal", "")
    # an alternative written over two lines, its two comment lines joined
    assert found[2] == g.Template('obj "deals" amount "damage" "and" "an" "additional" amount "damage" "to" obj',
                                  "deal_additional", "Kaervek's Hex: \"and an additional 1 damage to each green creature\"")
    # an alternative without an alias builds nothing of its own and is left out
    assert [t.alias for t in found[3:]] == ["tap", "fixed"]
    assert found[4].note == "a rule of its own, its comment"


def test_an_alternative_is_shown_as_words():
    assert g.words('obj ("gains" | "gain") grants? "and" "~" "." MANA*') == "<obj> (gains | gain) <grants>? and ~. <MANA>*"


def test_the_index_lists_every_alias_of_the_grammar_files():
    text = g.index()
    for path in sorted(g.READING.glob("*.lark")):
        for t in g.templates(path.read_text(encoding="utf-8")):
            if isinstance(t, g.Template):
                assert f"- `{t.alias}`: " in text, (path.name, t.alias)


@pytest.mark.source
def test_the_committed_index_is_the_grammars():
    assert g.written() == g.DOC.read_text(encoding="utf-8"), "docs/templates.md is stale: run python -m judge.build"
