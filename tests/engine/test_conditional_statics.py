"""Static abilities whose "as long as" condition is checked continuously (418.4)."""

from __future__ import annotations

from pathlib import Path

from judge.dsl import parse
from judge.engine import simulate


def test_goblin_shrine_on_a_forest_gives_nothing():
    """Goblin Shrine's "as long as enchanted land is a basic Mountain" is checked (418.4)."""
    src = (Path(__file__).parents[2] / "scenarios" / "cards" / "418-4-goblin-shrine-on-a-basic-mountain.mtg").read_text(
        encoding="utf-8").replace("Mountain, Goblin Shrine attached to Mountain", "Forest, Goblin Shrine attached to Forest")
    out = simulate(parse(src, "t.mtg"))[0]
    assert [(o.power, o.toughness) for o in out.final.objects if o.name == "Goblin Grunt"] == [(1, 1)]


def test_animate_artifact_is_not_switched_off_by_its_own_effect():
    """Animate Artifact's "as long as enchanted artifact isn't a creature" is read apart from the effect it gates
    (ir.ConditionKind.MATCHES_APART, 418.5b-c): the Howling Mine its effect makes a creature stays one, at every check."""
    src = (Path(__file__).parents[2] / "scenarios" / "cards" /
           "418-4a-animate-artifact-howling-mine-a-2-2-artifact-creature-shock-destroys-it.mtg").read_text(encoding="utf-8")
    src = src.replace("Alice casts Shock targeting @mine\n", "")
    out = simulate(parse(src, "t.mtg"))[0]
    mine = [o for o in out.final.objects if o.name == "Howling Mine"]
    assert [(o.power, o.toughness, tuple(o.types)) for o in mine] == [(2, 2, ("artifact", "creature"))]
