"""Reads rewritten for exploration's speed (docs/performance.md, "Exploring many outcomes,
fifty-sixth session"): each gives the answer the plain definition gives."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.engine.triggers import _told_apart


def _plain_told_apart(mine) -> list[bool]:
    """410.3's labels, as first written: an ability is told apart where another waiting
    ability has the same source and another text."""
    return [t.source is not None and any(u is not t and u.source == t.source and u.ability.text != t.ability.text
                                         for u in mine) for t in mine]


def _waiting(source, text):
    return SimpleNamespace(source=source, ability=SimpleNamespace(text=text))


def test_told_apart_by_source_is_the_plain_definition():
    texts = ["Flying", "Whenever a creature comes into play, you gain 1 life.", None]
    sources = [None, 1, 2]
    cases = 0
    for n in (1, 2, 3, 4):
        for combo in itertools.product(itertools.product(sources, texts), repeat=n):
            mine = [_waiting(s, t) for s, t in combo]
            labels = [f"L{i}" for i in range(n)]
            got = _told_apart(mine, labels)
            # a label told apart gets its ability's words after it; one not told apart stays
            assert [g != lab for g, lab in zip(got, labels)] == [
                apart and bool(t.ability.text) for apart, t in zip(_plain_told_apart(mine), mine)], combo
            cases += 1
    assert cases > 1000


def _final(text: str):
    (o,) = simulate(check_text(text, "sba.mtg", card_names()))
    return o


HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_collect_finds_lethal_damage_and_zero_toughness_only_where_they_hold():
    # damage as great as toughness: destroyed (420.5c); less: it survives, said so; toughness 0:
    # put into the graveyard with no damage at all (420.5b)
    o = _final('card "Wither Away"\n  cost {B}\n  type Instant\n  text "Target creature gets -1/-1 until end of turn."\n'
               + HEAD + "Alice in play: Hill Giant as @g, Grizzly Bears as @b, Llanowar Elves as @e\n"
               "Alice hand: Shock, Shock, Wither Away\n"
               "Alice casts Shock targeting @b\nall pass until the stack is empty\n"
               "Alice casts Shock targeting @g\nall pass until the stack is empty\n"
               "Alice casts Wither Away targeting @e\nall pass until the stack is empty\n")
    where = {ob.name: ob.zone for ob in o.final.objects}
    assert where["Grizzly Bears"] == "graveyard"  # 2 damage, toughness 2
    assert where["Hill Giant"] == "in play"  # 2 damage, toughness 3
    assert where["Llanowar Elves"] == "graveyard"  # 1/1 given -1/-1: toughness 0
    steps = [s.text for top in o.steps for s in top.walk()]
    assert any("Grizzly Bears" in s and "has 2 damage and toughness 2" in s for s in steps)
    assert any("Hill Giant" in s and "not lethal damage" in s for s in steps)
    assert any("Llanowar Elves" in s and "has toughness 0" in s for s in steps)
