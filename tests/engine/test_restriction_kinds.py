"""A card's limits on playing it (the card IR's ``Restriction.kind``) are typed (issue 43: kinds as
types): :class:`judge.cards.ir.RestrictionKind`, defined once in the card layer and read by the
engine as it is — the reader builds members, the engine's tables are keyed by members, and a
member's value is the words the serialised IR, ``judge card`` and the trace use for it."""

from __future__ import annotations

import json
import re
from pathlib import Path

from judge.cards import ir
from judge.cards.ir import RestrictionKind
from judge.cards.library import all_cards
from judge.engine import ability_limits, casting, payment, restrictions, support

PACKAGE = Path(__file__).resolve().parents[2] / "judge"


def test_the_kind_is_defined_once_in_the_card_layer():
    import judge.engine.kinds as kinds

    assert not hasattr(kinds, "RestrictionKind")
    assert ir.Restriction.__annotations__["kind"] in ("RestrictionKind", RestrictionKind)


def test_the_reader_builds_members_never_words():
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py") if "_speed" not in p.parts)
    assert not re.findall(r'Restriction\((?:kind=)?"', source)  # no restriction built from its words
    built = set(re.findall(r"Restriction\((?:kind=)?ir\.RestrictionKind\.([A-Z_0-9]+)", source))
    assert len(built) >= 15 and built <= {k.name for k in RestrictionKind}


def test_no_conversion_from_words_is_left_in_the_engine():
    engine = "\n".join(p.read_text(encoding="utf-8") for p in (PACKAGE / "engine").rglob("*.py"))
    assert "RestrictionKind(" not in engine
    for kind in RestrictionKind:  # no restriction told apart by its words (r.kind == "…")
        assert not re.search(r'\.kind\s*(==|!=|in)\s*[\(\{]?"' + re.escape(kind.value) + '"', engine), kind


def test_every_restriction_of_the_library_is_a_member():
    from judge.cards.catalog import catalog

    kinds = set()
    for card in all_cards():
        for node in ir.walk(catalog().abilities(card)):
            if isinstance(node, ir.Restriction):
                assert isinstance(node.kind, RestrictionKind), (card.name, node)
                kinds.add(node.kind)
    assert {RestrictionKind.DURING_YOUR_UPKEEP, RestrictionKind.DURING_YOUR_TURN, RestrictionKind.SPEND_ONLY} <= kinds


def test_the_engines_tables_are_keyed_by_members():
    for table in (ability_limits.ABILITY_LIMITS, ability_limits.ABILITY_RESTRICTIONS, payment.WITH_PRIORITY_ONLY,
                  restrictions.TIMING_KINDS, casting.CAST_RESTRICTIONS):
        assert table and all(isinstance(k, RestrictionKind) for k in table), table


def test_every_member_has_its_words_and_its_handler_or_is_refused():
    """Each kind has words (its value, unique), and the engine enforces it on an ability
    (ABILITY_RESTRICTIONS) or on a spell (CAST_RESTRICTIONS) — or judge.engine.support refuses a
    card that has it where it isn't enforced. ``in zone`` alone is the reader's: it becomes the
    ability's zone (402.9) and is never left in the IR."""
    values = [k.value for k in RestrictionKind]
    assert len(set(values)) == len(values) and all(v and v == v.strip() for v in values)
    handled = ability_limits.ABILITY_RESTRICTIONS | casting.CAST_RESTRICTIONS
    assert set(RestrictionKind) - handled == {RestrictionKind.IN_ZONE}
    # a spell limited "once each turn" (no handler for a spell): refused in the kind's words
    card = ir.CardAbilities("Test", spell=ir.SpellAbility(), cast_restrictions=(ir.Restriction(RestrictionKind.ONCE_EACH_TURN),))
    assert "the play restriction 'once each turn' is not enforced by the engine" in support.unsupported(card)


def test_the_serialised_ir_keeps_the_words():
    """``judge card --json`` and the card cache keep a restriction's kind as its words (as when
    it was a string), and read them back as the member."""
    r = ir.Restriction(RestrictionKind.WINDOW, "combat")
    data = ir.to_data(r)
    assert data == {"ir": "Restriction", "kind": "window", "value": "combat"}
    assert json.dumps(data)
    back = ir.from_data(json.loads(json.dumps(data)))
    assert back == r and back.kind is RestrictionKind.WINDOW
    ab = ir.ActivatedAbility(ir.Cost(mana="{1}"), (), restrictions=(ir.Restriction(RestrictionKind.ONCE_EACH_TURN),))
    assert ir.from_data(ir.to_data(ab)) == ab
