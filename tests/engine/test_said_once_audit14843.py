"""Audit 14843, three trace steps that said a thing twice or the contrary of the next step:

* Balduvian Conjurer at a Forest: the refusal of "target snow land" said "Forest is not snow-covered
  (glossary "Snow-Covered")" and again "it isn't snow-covered (glossary "Snow-Covered (Obsolete)")" —
  filters.what_it_is and description_facts.plain_facts each said the same fact (now once);
* Thoughtlace on a Grizzly Bears Meng Huo pumps: the step naming the other effect said "none conflicts
  with this one: the order changes nothing", and the next one that Meng Huo's effect depends on
  Thoughtlace's, which applies first though its timestamp is later (418.5b, 418.5c) — the order does
  matter; now the first step no longer says it doesn't;
* a cycled Lay Waste: "Lay Waste is in Alice's hand: its ability says it is played from there …" (402.9,
  glossary "Cycling") as the play began, then again inside it "… is in Alice's hand, where this ability
  can be played: it is a card ability, not a permanent's" (now once, the first)."""

from __future__ import annotations

from judge.cards.catalog import catalog
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.suite.runner import token_names

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _steps(body: str) -> list:
    [out] = simulate(check_text(HEAD + body, "audit14843.mtg", catalog(), token_names))
    return [s for top in out.steps for s in top.walk()]


def test_a_forest_refused_as_a_snow_land_is_said_not_snow_covered_once():
    steps = _steps("Alice in play: Balduvian Conjurer as @bc, Forest as @f\n"
                   "Alice tries to activate @bc targeting @f\n")
    [refused] = [s for s in steps if "illegal play" in s.text]
    assert "target snow land" in refused.text
    assert refused.text.count("snow-covered") == 1, refused.text


def test_a_dependency_is_not_called_an_order_that_changes_nothing():
    steps = _steps('Alice in play: "Meng Huo, Barbarian King", Grizzly Bears as @b\nAlice hand: Thoughtlace\n'
                   "Alice casts Thoughtlace targeting @b\nall pass until the stack is empty\n")
    [depends] = [s for s in steps if "applies first, though its timestamp is later" in s.text]
    assert {"418.5b", "418.5c"} <= set(depends.rules)
    others = [s for s in steps if s.text.startswith("Other continuous effects also apply to Grizzly Bears")]
    assert others and not any("the order changes nothing" in s.text for s in others), [s.text for s in others]
    assert any(s.text.endswith("(now 2/2)") for s in steps)


def test_a_card_ability_played_from_the_hand_is_said_playable_there_once():
    steps = _steps("Alice hand: Lay Waste (printed) as @lw\nAlice library: Island, 2 unknown cards\n"
                   "Alice activates @lw\nall pass until the stack is empty\n")
    said = [s for s in steps if "card ability, not a permanent's" in s.text]
    assert len(said) == 1, [s.text for s in said]
    assert "402.9" in said[0].rules and 'glossary "Cycling"' in said[0].text
