"""(eighty-fifth session, audit 16863, card 7) A "target blocked creature" or "target unblocked creature" refused at
an attacker before blockers are declared says why: no blockers have been declared yet, and an attacking creature
becomes blocked or unblocked only as they are (309.3). The refusal gave no fact at all (Benalish Missionary, Smite,
Mirror Strike in the declare attackers step), while after blocks it said "it is unblocked (309.3)"."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import simulate

WHY = "no blockers have been declared yet: an attacking creature becomes blocked or unblocked only as they are (309.3)"


def _refusal(card: str, line: str) -> tuple[str, tuple[str, ...]]:
    text = ("player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n"
            f"Alice in play: Grizzly Bears as @gb\nAlice {card}\nBob in play: Hill Giant as @hg\n\n"
            f"Bob attacks with @hg\nBob passes\n{line}\n")
    (outcome,) = simulate(parse(text, "t.mtg"), explore=False)
    steps = [s for top in outcome.steps for s in top.walk() if "attempts an illegal play" in s.text]
    assert len(steps) == 1, [s.text for top in outcome.steps for s in top.walk()]
    return steps[0].text, tuple(steps[0].rules)


@pytest.mark.parametrize("card, line, words", [
    ("in play: Benalish Missionary as @bm", "Alice tries to activate @bm targeting @hg", '"target blocked creature"'),
    ("hand: Smite as @s", "Alice tries to cast @s targeting @hg", '"target blocked creature"'),
    ("hand: Mirror Strike as @s", "Alice tries to cast @s targeting @hg", '"target unblocked creature"'),
])
def test_an_attacker_before_blocks_is_refused_saying_no_blockers_are_declared_yet(card, line, words):
    text, rules = _refusal(card, line)
    assert words in text, text
    assert text.endswith(WHY), text
    assert "309.3" in rules, rules


def test_after_blocks_the_unblocked_attacker_is_still_said_unblocked():
    """Guard: once blockers are declared, an unblocked attacker refused as "target blocked creature" is "unblocked"."""
    text = ("player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n"
            "Alice in play: Benalish Missionary as @bm\nBob in play: Hill Giant as @hg\n\n"
            "Bob attacks with @hg\nall pass until the declare blockers step\nAlice blocks nothing\nBob passes\n"
            "Alice tries to activate @bm targeting @hg\n")
    (outcome,) = simulate(parse(text, "t.mtg"), explore=False)
    said = [s.text for top in outcome.steps for s in top.walk() if "attempts an illegal play" in s.text]
    assert len(said) == 1 and said[0].endswith("it is unblocked (309.3)"), said
    assert WHY not in said[0]
