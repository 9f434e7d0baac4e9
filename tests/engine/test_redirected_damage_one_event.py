"""A redirection of part of one instruction's damage (Nomads en-Kor: "the next 1 damage that
would be dealt to ~ this turn is dealt to target creature you control instead") changes where
that part is dealt, not when: every part is dealt at once, one event with a recipient for each
creature or player (419.1; glossary "Redirect"; audit 3935, card 35). "Whenever ~ is dealt
damage" triggers once for it (410.6); a moved part still meets the prevention where it goes."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def _bolt_at_nomads(times: int, other: str) -> list:
    body = (f'Alice in play: "Nomads en-Kor" as @kor, {other} as @f (gets +3/+3 until end of turn)\n'
            "Bob hand: Lightning Bolt as @bolt\nBob casts @bolt targeting @kor\nBob passes\n"
            + "Alice activates @kor targeting @f\n" * times + "all pass until the stack is empty\n")
    return steps_of(body, head=HEAD)


def test_three_redirections_of_one_bolt_are_one_damage_event():
    got = _bolt_at_nomads(3, "Fungusaur")
    dealt = [s.text for s in got if s.text.startswith("Lightning Bolt deals ")]
    assert dealt == ["Lightning Bolt deals 3 damage to Fungusaur @f (damage 3)"]
    assert len([s for s in got if "Fungusaur @f's ability triggers" in s.text]) == 1
    once = [s for s in got if "dealt at once, as one event" in s.text]
    assert [s.rules for s in once] == [("419.1", "413.2")]


def test_part_redirected_both_recipients_dealt_together():
    got = _bolt_at_nomads(2, "Fungusaur")
    texts = [s.text for s in got]
    i = texts.index("Lightning Bolt deals 1 damage to Nomads en-Kor @kor (damage 1)")
    assert texts[i + 1] == "Lightning Bolt deals 2 damage to Fungusaur @f (damage 2)"
    # nothing triggers between the two: one event
    assert len([t for t in texts if "Fungusaur @f's ability triggers" in t]) == 1
    assert texts.index(next(t for t in texts if "Fungusaur @f's ability triggers" in t)) > i + 1


def test_a_moved_part_is_prevented_where_it_goes():
    got = _bolt_at_nomads(1, "Oraxid")
    texts = [s.text for s in got]
    assert any("damage to Oraxid @f is prevented" in t for t in texts)
    assert "Lightning Bolt deals 2 damage to Nomads en-Kor @kor (damage 2)" in texts
    assert not any(t.startswith("Lightning Bolt deals") and "Oraxid" in t for t in texts)
