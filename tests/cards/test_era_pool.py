"""The card language measured against the era's card pool (``../shared/data/era-cards.json``:
every card of the core sets and expansions up to June 2000), as ``judge cards --check --pool``
measures it. The pool stays out of the repository: these tests skip when it is absent. The
figures recorded in docs/cards.md are floors: a change may raise them, never lower them."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards import ir, pool
from judge.cards.phrases import CardTextError
from judge.cards.text import parse_card_text
from judge.engine.support import check_card, summary
from tests.cards.test_text import strip_text

ERA_POOL = Path(__file__).resolve().parents[3] / "shared" / "data" / "era-cards.json"
#: docs/cards.md, "The era pool": supported cards (Oracle wording) and cards whose printed and
#: Oracle wordings both parse but give different IR (the aim is none).
SUPPORTED_ORACLE = 2497
SUPPORTED_PRINTED = 1442
DISAGREEING = 43
#: Cards whose Oracle changed what the card does, not only its words: their IR rightly differs,
#: and they are not counted among the disagreements.
ORACLE_CHANGES = {
    # "Put a creature card from your hand into play" (the player must, if he or she has one)
    # became "You may put …"
    "Elvish Piper": "may", "Belbe's Portal": "may",
    # "Target opponent chooses one" (the opponent is a target) became "An opponent chooses one"
    "Library of Lat-Nam": "target",
}

pytestmark = pytest.mark.skipif(not ERA_POOL.exists(), reason=f"{ERA_POOL} is absent (it stays out of the repository)")


@pytest.fixture(scope="module")
def cards():
    return {w: pool.load(ERA_POOL, w) for w in pool.WORDINGS}


@pytest.mark.parametrize("wording,floor", [("oracle", SUPPORTED_ORACLE), ("printed", SUPPORTED_PRINTED)])
def test_supported_cards_do_not_go_down(cards, wording, floor):
    totals = summary([check_card(c.card, c.problem) for c in cards[wording]])
    assert totals["total"] == 4438
    assert totals["supported"] >= floor, totals


def _comparable(abilities) -> tuple:
    """A card's IR as the two wordings are compared: the paragraphs as a collection (their
    order carries no meaning, 402.7, and the Oracle moved some: Defender of Law's "Flash"
    first), a static ability of two unconditional effects as two (Gaseous Form's one Oracle
    sentence, two printed), and everything else of the card as it is."""
    import dataclasses

    parts = []
    for ab in strip_text(abilities.abilities):
        if isinstance(ab, ir.StaticAbility) and ab.condition is None and len(ab.effects) > 1:
            parts += [dataclasses.replace(ab, effects=(e,)) for e in ab.effects]
        else:
            parts.append(ab)
    rest = strip_text(dataclasses.replace(abilities, abilities=(), name=""))
    return sorted(map(repr, parts)), rest


def test_printed_and_oracle_wordings_give_the_same_ir(cards):
    """Where both wordings of a card parse, they should give the same IR; the disagreements
    counted here must not grow (the aim is none)."""
    oracle = {c.name: c.card for c in cards["oracle"]}
    both, differ = 0, []
    for c in cards["printed"]:
        other = oracle.get(c.name)
        if c.card is None or other is None:
            continue
        try:
            a, b = parse_card_text(c.card), parse_card_text(other)
        except CardTextError:
            continue
        both += 1
        if _comparable(a) != _comparable(b) and c.name not in ORACLE_CHANGES:
            differ.append(c.name)
    assert both >= 1355
    assert len(differ) <= DISAGREEING, differ
