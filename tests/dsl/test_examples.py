"""The example scenarios parse, check, round-trip and together exercise the whole language."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.dsl import ast as A
from judge.cards.library import card_names
from judge.dsl.checks import validate
from judge.dsl.parser import parse, parse_file
from judge.dsl.printer import format_scenario
from judge.zones import Zone

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "scenarios" / "examples").glob("*.mtg"))


def test_there_are_at_least_ten_examples():
    assert len(EXAMPLES) >= 10


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_parses_checks_and_round_trips(path):
    scenario = parse_file(str(path))
    assert validate(scenario, card_names()) == []
    assert scenario.title and scenario.expectations and scenario.questions
    assert parse(format_scenario(scenario)) == scenario


def test_examples_exercise_every_action_and_expectation():
    scenarios = [parse_file(str(p)) for p in EXAMPLES]
    actions = {type(a) for s in scenarios for a in s.actions}
    assert actions == {A.PlayLand, A.Cast, A.Activate, A.ManaAbility, A.Pass, A.DeclareAttackers, A.DeclareBlockers,
                       A.AssignDamage, A.OrderTriggers, A.OrderReplacements, A.Choose, A.Concede}
    bodies = {type(e.body) for s in scenarios for e in s.expectations}
    assert bodies == {A.ExpectObject, A.ExpectLife, A.ExpectZoneCount, A.ExpectStack, A.ExpectGameResult, A.ExpectCites}
    assert {e.scope for s in scenarios for e in s.expectations} == {"every", "some", "when"}
    objects = [o for s in scenarios for o in s.objects]
    assert {o.zone for o in objects} == {Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.IN_PLAY, Zone.REMOVED}
    assert all(any(getattr(o, f) for o in objects) for f in ("label", "token", "unknown", "owner", "tapped", "damage",
                                                               "counters", "attached_to", "sick", "timestamp"))
    assert {i.kind for s in scenarios for i in s.stack} == {"spell", "ability", "combat damage"}
    assert any(s.cards for s in scenarios) and any(s.pools for s in scenarios)
    assert any(not s.mana_tracked for s in scenarios) and any(s.notes for s in scenarios)
    assert any(s.turn and s.turn.land_played for s in scenarios)
    assert any(q.options for s in scenarios for q in s.questions)
