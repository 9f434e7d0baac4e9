"""What `judge card NAME` says each ability of a catalog card does, in both of its wordings — made here from the
library (judge.cli.card_cmds's description) so that a test registers no command of the command line. Shared by
the tests of `judge card`'s words (tests/cards/test_describe_*.py)."""

from __future__ import annotations

from judge.cards.catalog import catalog
from judge.cards.describe import describe
from judge.dsl.ast import Wording
from judge.errors import JudgeError


def descriptions(name: str) -> list[str]:
    """Each ability's description in the card's Oracle wording, then its printed one; a wording the engine can't
    read (Necropotence as printed) describes none, as `judge card` says none."""
    cat = catalog()
    entry = cat.lookup(name)
    said: list[str] = []
    for w in (Wording.ORACLE, Wording.PRINTED):
        try:
            said += describe(cat.abilities(cat.era_card(entry.era, w)), False)
        except JudgeError:
            continue
    return said
