"""An optional cost its zone can't pay says why in plain words (413.2c): of the cards there, how many fit the cost's
description and how many it asks — Forgotten Harvest's "remove a land card in your graveyard" with only a creature
card there said "holds only 0 cards, not the 1 it asks that fit, of 1" (found by the eighty-fourth session's hashes)."""

from judge.dsl import parse
from judge.engine import simulate

HARVEST = '''
wording printed
player Alice
player Bob
turn Bob, end of turn
mana is not tracked
Alice in play: Forgotten Harvest (printed) as @fh, Grizzly Bears as @gb
Alice graveyard: Hill Giant as @hg
Alice library: Island, Island
all pass until the upkeep
Alice chooses yes
Alice chooses @gb
all pass
'''


def test_a_cost_no_card_fits_says_so_in_words():
    out = simulate(parse(HARVEST, "t.mtg"))[0]
    text = " ".join(st.text for s in out.steps for st in s.walk())
    assert "of the 1 card in Alice's graveyard, none fits: it asks 1" in text
    assert "holds only 0 cards" not in text
