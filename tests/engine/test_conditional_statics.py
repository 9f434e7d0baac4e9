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
