"""A printed "target Mercenary card" (Mercenary Informer as printed), read as the Oracle's "target
nontoken Mercenary" (216.2: a token isn't a card), is quoted in the printed words where a target
is refused; the Oracle's wording keeps its own "nontoken"."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _refusal(wording: str) -> str:
    got = steps_of(f"Alice in play: Mercenary Informer{wording} as @mi\n"
                   "Bob in play: token \"Mercenary\" 1/1 black Creature - Mercenary as @tok\n"
                   "Alice tries to activate @mi targeting @tok\n", head=HEAD)
    (said,) = [s.text for s in got if "can't be the target of Mercenary Informer" in s.text]
    return said


def test_printed_mercenary_informer_quotes_the_printed_words():
    said = _refusal(" (printed)")
    assert 'it is not a legal choice for "target Mercenary card": ' in said
    assert "nontoken" not in said


def test_oracle_mercenary_informer_quotes_nontoken():
    assert 'it is not a legal choice for "target nontoken Mercenary": ' in _refusal("")
