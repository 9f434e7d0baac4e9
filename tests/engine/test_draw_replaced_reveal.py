"""Draws replaced by a reveal (419.1; added, session 64, h5): Breathstealer's Crypt's "discards it unless they pay
3 life" is the drawing player's choice, each way an outcome; Abundance reads the same in its Oracle and printed
wordings; Enduring Renewal's draw "Otherwise" is not replaced again by it (419.6a)."""

from __future__ import annotations

from pathlib import Path

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl import parse
from judge.dsl.ast import CardDef
from judge.engine import simulate

CARDS = Path(__file__).parents[2] / "scenarios" / "cards"
CRYPT = (CARDS / "419-1-breathstealers-crypt-creature-discarded-unless-life.mtg").read_text(encoding="utf-8")


def test_the_crypt_left_open_paying_and_discarding_are_both_outcomes():
    outs = simulate(parse(CRYPT.replace("Alice chooses no\n", ""), "t.mtg"))
    seen = sorted((next(o.zone for o in out.final.objects if o.name == "Grizzly Bears"),
                   next(p.life for p in out.final.players if p.name == "Alice")) for out in outs)
    assert seen == [("graveyard", 20), ("hand", 17)]


def _abilities(text: str):
    card = CardDef(name="Abundance", type_line="Enchantment", cost="{2}{G}{G}", types=("enchantment",), text=text)
    return catalog().abilities(card)


def test_abundance_reads_the_same_in_both_wordings():
    oracle = _abilities("If you would draw a card, you may instead choose land or nonland and reveal cards from the top "
                        "of your library until you reveal a card of the chosen kind. Put that card into your hand and "
                        "put all other cards revealed this way on the bottom of your library in any order.")
    printed = _abilities("Instead of drawing a card, you may choose land or nonland and reveal cards from your library "
                         "until you reveal a card of the chosen kind. Put that card into your hand and put all other "
                         "revealed cards on the bottom of your library in any order.")
    assert [a.effects for a in oracle.abilities] == [a.effects for a in printed.abilities]
    (repl,) = oracle.abilities[0].effects
    assert isinstance(repl, ir.ReplaceEvent) and repl.optional and isinstance(repl.instead[0], ir.RevealUntilChosenKind)
