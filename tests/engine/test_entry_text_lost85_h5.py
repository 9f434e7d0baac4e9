"""(eighty-fifth session, audit 16863, card 16) A creature coming into play under Humility comes into play with no
abilities (410.10b's example: continuous effects modify a card as it comes into play), so what its own text says of
how it comes into play (410.10e) doesn't apply: Polar Kraken's "comes into play tapped" leaves it untapped, Spike
Feeder's "comes into play with two +1/+1 counters" and Blastoderm's fading put no counter on them. The engine read
the card's own text as printed there, and the Kraken came into play tapped while the trace said it had lost that
very ability."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import simulate


def _play(card: str, humility: bool):
    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
            f"Alice hand: {card} as @c\n" + ("Bob in play: Humility\n" if humility else "")
            + "\nAlice casts @c\nall pass until the stack is empty\n")
    (outcome,) = simulate(parse(text, "t.mtg"), explore=False)
    (obj,) = [o for o in outcome.final.objects if o.label == "c"]
    assert obj.zone == "in play", obj.zone
    said = [s for top in outcome.steps for s in top.walk()]
    return obj, said


def test_polar_kraken_under_humility_comes_into_play_untapped_saying_why():
    obj, said = _play("Polar Kraken", humility=True)
    assert not obj.tapped
    why = [s for s in said if s.text.startswith("Polar Kraken comes into play untapped")]
    assert len(why) == 1, [s.text for s in said]
    assert "Humility makes it lose all its abilities" in why[0].text
    assert "410.10b" in why[0].rules
    assert not any(s.text.startswith("Polar Kraken comes into play tapped") for s in said)


@pytest.mark.parametrize("card, kind", [("Spike Feeder", "+1/+1"), ("Blastoderm", "fade")])
def test_its_own_counters_are_not_put_on_it_under_humility(card, kind):
    obj, said = _play(card, humility=True)
    assert dict(obj.counters).get(kind, 0) == 0, obj.counters
    assert any(s.text.startswith(f"{card} comes into play with no counters") and "410.10b" in s.rules for s in said)


@pytest.mark.parametrize("card, tapped, kind, n", [("Polar Kraken", True, None, 0), ("Spike Feeder", False, "+1/+1", 2),
                                                   ("Blastoderm", False, "fade", 3)])
def test_without_humility_its_own_text_applies(card, tapped, kind, n):
    """Guard: with no effect taking its abilities away, its own text decides how it comes into play (410.10e)."""
    obj, said = _play(card, humility=False)
    assert obj.tapped is tapped
    if kind is not None:
        assert dict(obj.counters).get(kind, 0) == n, obj.counters
    assert not any("410.10b" in s.rules for s in said)
