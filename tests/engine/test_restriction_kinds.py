"""A card's limits on playing it (the card IR's ``Restriction.kind``, words) are read by the
engine as :class:`judge.engine.kinds.RestrictionKind` (issue 43: kinds as types): every kind the
reader makes has its member, so ``RestrictionKind(r.kind)`` never fails where the engine reads one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.cards import ir
from judge.cards.library import all_cards
from judge.engine.kinds import RestrictionKind

PACKAGE = Path(__file__).resolve().parents[2] / "judge"


def test_every_kind_the_reader_writes_is_a_member():
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py") if not p.name.startswith("_"))
    written = set(re.findall(r'Restriction\((?:kind=)?"([^"]+)"', source))
    assert len(written) >= 10
    assert written <= {k.value for k in RestrictionKind}


def test_every_restriction_of_the_library_is_a_member():
    from judge.cards.catalog import catalog

    kinds = set()
    for card in all_cards():
        for node in ir.walk(catalog().abilities(card)):
            if isinstance(node, ir.Restriction):
                kinds.add(RestrictionKind(node.kind))
    assert {RestrictionKind.DURING_YOUR_UPKEEP, RestrictionKind.DURING_YOUR_TURN, RestrictionKind.SPEND_ONLY} <= kinds


def test_an_unknown_kind_is_refused_loudly():
    with pytest.raises(ValueError):
        RestrictionKind("on tuesdays")
