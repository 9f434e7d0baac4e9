"""Rulings of this round's Sixth Edition cards that their scenarios don't show."""

from __future__ import annotations

from judge.cards.library import card_names
from judge.cards.tokens import made_token_names
from judge.dsl.checks import check_text
from judge.engine import simulate

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def run(text: str):
    return simulate(check_text(HEAD + text, "c.mtg", card_names(), made_token_names))


def test_tariff_ties_are_the_players_choice():
    # Hill Giant and Sengir Autocrat both have converted mana cost 4: Bob chooses which one Tariff asks about
    outs = run("Alice hand: Tariff\nBob in play: Hill Giant as @a, Sengir Autocrat as @b\n"
               "Alice casts Tariff\nall pass\n")
    picked = {o.choices[0].answer for o in outs if o.choices}
    assert picked == {("Hill Giant @a",), ("Sengir Autocrat @b",)}


def test_flash_with_no_creature_card_puts_nothing_into_play():
    (o,) = run("Alice hand: Flash, Shock\nAlice casts Flash\nall pass\n")
    assert all(x.zone != "in play" for x in o.final.objects)
    assert any("no creature card" in s.text for s in o.steps[-1].children)


def test_psychic_transfer_needs_another_player():
    # targeting herself: there is no other player to exchange with, nothing happens
    (o,) = run("Alice hand: Psychic Transfer\nAlice casts Psychic Transfer targeting Alice\nall pass\n")
    assert o.final.player("Alice").life == 20
