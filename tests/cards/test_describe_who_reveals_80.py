"""Who reveals the top card of another player's library, as `judge card` says it (eightieth session): Prophecy's
"Reveal the top card of target opponent's library" and Paroxysm's printed "reveal the top card of that player's
library to all players" have no subject said, so "you", the card's controller (glossary "You/Your"), reveals it —
"you reveal the top card of target #1's library", not "target #1 reveals"; the Oracle Paroxysm's "that player
reveals the top card of their library" keeps its own subject."""

from __future__ import annotations

from judge.cards.catalog import catalog
from judge.cards.describe import describe
from judge.dsl.ast import Wording

from tests.cards.card_words import descriptions


def _said(name: str, wording: Wording) -> list[str]:
    cat = catalog()
    return describe(cat.abilities(cat.era_card(cat.lookup(name).era, wording)), False)


def test_prophecy_you_reveal_the_top_card_of_the_targets_library() -> None:
    said = descriptions("Prophecy")  # (both wordings: the printed one is rewritten to the Oracle's words)
    assert sum("you reveal the top card of target #1's library" in d for d in said) == 2, said
    assert not [d for d in said if "target #1 reveals" in d], said


def test_paroxysm_printed_you_reveal_oracle_that_player_reveals() -> None:
    printed = _said("Paroxysm", Wording.PRINTED)
    assert any("you reveal the top card of the triggering player's library" in d for d in printed), printed
    oracle = _said("Paroxysm", Wording.ORACLE)
    assert any("the triggering player reveals the top card of the triggering player's library" in d for d in oracle), oracle
