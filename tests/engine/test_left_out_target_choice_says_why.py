"""A target left out of a spell's open targets because the player couldn't pay the spell's total cost
with it (Kaervek's Torch: "As long as Kaervek's Torch is on the stack, spells that target it cost {2}
more to play"; 409.1b-c, 409.1f, 422.1): a choice line naming it is refused saying why — the total
cost and the mana the player has — not with the generic "not a legal choice" / "nothing asks"."""

from __future__ import annotations

import pytest

from judge.errors import JudgeError

HEAD = ("player Alice\nplayer Bob\nturn Alice, precombat main\n"
        "Alice in play: Mountain as @m1, Mountain as @m2, Mountain as @m3, Mountain as @m4\n"
        "Bob hand: Power Sink\n"
        "Bob in play: Island as @i1, Island as @i2, Island as @i3, Island as @i4\n")


def _run(body: str):
    from judge.dsl import parse
    from judge.engine import simulate

    return simulate(parse(HEAD + body, "t.mtg"))


def _refusal(body: str) -> str:
    with pytest.raises(JudgeError) as e:
        _run(body)
    return str(e.value)


TORCH = "Alice casts Kaervek's Torch as @torch targeting Bob with X = 1 paying with @m1, @m2\n"


def test_the_only_target_left_named_by_a_choice_line_is_refused_with_the_cost():
    # Power Sink with X = 2 at the Torch: {2}{U} and {2} more, five mana, and Bob has four Islands;
    # Shock is the one target left (forced)
    said = _refusal("Alice hand: Kaervek's Torch, Shock\n" + TORCH +
                    "Alice casts Shock targeting Bob paying with @m3\nAlice passes\n"
                    "Bob casts Power Sink with X = 2\nBob chooses @torch\nall pass until the stack is empty\n")
    assert "t.mtg:12:" in said and "Bob can't choose Kaervek's Torch @torch" in said, said
    assert "would cost {4}{U} ({2} more (Kaervek's Torch))" in said, said
    assert "Island @i1, Island @i2, Island @i3, Island @i4" in said and "409.1f" in said and "422.1" in said, said
    assert "nothing asks" not in said


def test_a_left_out_target_among_several_kept_is_refused_with_the_cost():
    said = _refusal("Alice hand: Kaervek's Torch, Shock, Lightning Bolt\n" + TORCH +
                    "Alice casts Shock targeting Bob paying with @m3\n"
                    "Alice casts Lightning Bolt targeting Bob paying with @m4\nAlice passes\n"
                    "Bob casts Power Sink with X = 2\nBob chooses @torch\nall pass until the stack is empty\n")
    assert "Bob can't choose Kaervek's Torch @torch" in said and "would cost {4}{U}" in said, said
    assert "is not a legal choice" not in said


def test_a_kept_target_named_is_chosen_as_before():
    out = _run("Alice hand: Kaervek's Torch, Shock, Lightning Bolt\n" + TORCH +
               "Alice casts Shock targeting Bob paying with @m3\n"
               "Alice casts Lightning Bolt targeting Bob paying with @m4\nAlice passes\n"
               "Bob casts Power Sink with X = 2\nBob chooses Shock\nall pass until the stack is empty\n")
    steps = [s.text for o in out for top in o.steps for s in top.walk()]
    assert any("Kaervek's Torch @torch is not offered as a target of Power Sink" in s for s in steps)
