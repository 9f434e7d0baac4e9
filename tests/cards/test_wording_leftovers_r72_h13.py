"""The seventy-second session's wording leftovers (added, h13): judge card and the trace say what the card says."""

from __future__ import annotations

from judge.cards.describe import effect_phrase
from tests.cards.test_refused_tail_r72_h6 import MASTER, _read


def test_master_of_the_hunts_token_is_named_not_twice_in_a_row_its_banding_quoted_as_the_card_says_it():
    (ab,) = _read("Master of the Hunt", MASTER).abilities
    words = effect_phrase(ab.effects[0])
    assert words == ("put a 1/1 green Wolf creature token named Wolves of the Hunt into play, "
                     "with \"bands with other creatures named Wolves of the Hunt\"")
