"""What a drill question shows: what a judge would be shown — card text (inline and invented
cards too), the assumptions, earlier-this-turn state, library order, attempts as attempts —
and never the author's labels or ability numbers."""

from __future__ import annotations

import io
import json
import re

import pytest
from rich.console import Console

from judge.drill.deck import repo_root, scan
from judge.drill.shown import MANA_ASSUMED, shown
from judge.dsl.parser import parse
from judge.render.drill_view import shown_view
from judge.suite.runner import load_scenario


def _shown(path: str):
    return shown(load_scenario(repo_root() / path))[0]


def _text(view, width: int = 80) -> str:
    out = io.StringIO()
    con = Console(file=out, width=width, no_color=True, force_terminal=False)
    for item in shown_view(view):
        con.print(item)
    return out.getvalue()


def test_an_invented_cards_text_is_shown_with_the_library_cards():
    view = _shown("scenarios/engine/413-2g-static-union-artifact-or-black-creatures.mtg")
    blight = next(c for c in view.cards if c.name == "Example Blight")
    assert blight.text == ("Artifact creatures and black creatures get -1/-1.",)
    assert blight.type_line == "Enchantment" and blight.cost == "{2}{B}"
    bears = next(c for c in view.cards if c.name == "Grizzly Bears")  # a vanilla card: its cost and type
    assert bears.text == () and bears.cost == "{1}{G}" and bears.pt == "2/2"
    out = _text(view)
    assert "Example Blight  {2}{B}  Enchantment\n    Artifact creatures and black creatures get -1/-1." in out
    assert not any(c.name in ("Forest", "Swamp", "Island") for c in view.cards)  # basic lands: no card shown


def test_labels_and_ability_numbers_become_names_and_texts():
    view = _shown("scenarios/cards/403-3-sea-troll-regenerates-only-after-a-block-with-a-blue-creature.mtg")
    bob = view.players[1]
    assert [p.name for p in bob.permanents] == ["Sea Troll (1)", "Sea Troll (2)", "Island (1)", "Island (2)"]
    assert "Bob blocks Grizzly Bears with Sea Troll (1), Horned Turtle with Sea Troll (2)" in view.actions
    assert "Bob tries to activate Sea Troll (1) paying with Island (1)" in view.actions  # an attempt, as one
    wasteland = _shown("scenarios/cards/wasteland-targets-only-nonbasic-lands.mtg")
    assert wasteland.actions[0] == ("Alice tries to activate Wasteland's ability \u201c{T}, Sacrifice Wasteland: "
                                    "Destroy target nonbasic land.\u201d targeting Forest")
    interdict = _shown("scenarios/cards/103-2-interdict-counters-the-ability-and-locks-the-permanent.mtg")
    assert "Bob casts Interdict targeting Shivan Dragon's ability" in interdict.actions  # "as @fb" named
    stack = _shown("scenarios/examples/ability_outlives_its_source.mtg").stack
    assert stack == ["Prodigal Sorcerer's ability \u201c{T}: Prodigal Sorcerer deals 1 damage to target creature or "
                     "player.\u201d (Alice's; targeting Grizzly Bears)"]


def test_no_question_of_the_deck_shows_a_label_or_an_ability_number():
    seen: set[str] = set()
    for q in scan():
        if q.path in seen:
            continue
        seen.add(q.path)
        text = json.dumps(shown(load_scenario(repo_root() / q.path))[0].to_json(), ensure_ascii=False)
        leak = re.search(r"@\w|\bability \d\b|\bcheckpoint\b", text)
        assert leak is None, (q.path, text[max(0, leak.start() - 60):leak.end() + 20])
    assert len(seen) > 500


def test_assumptions_turn_and_earlier_this_turn():
    view = _shown("scenarios/rules/419-6b-shield-made-earlier-this-turn.mtg")
    assert view.assumptions == [MANA_ASSUMED]
    assert view.earlier == ["Grizzly Bears gets +3/+3 until end of turn.",
                            "Drudge Skeletons has a regeneration shield."]
    assert view.players[0].permanents[0].pt == "5/5"
    tracked = _shown("scenarios/examples/giant_growth_vs_bolt.mtg")
    assert tracked.assumptions == [] and "Alice has played a land this turn." in tracked.earlier
    first = _shown("scenarios/rules/101-4-first-player-skips-first-draw.mtg")
    assert first.turn == "Alice's turn, upkeep step (turn 1 of the game)"
    assert first.players[0].library == ["Forest", "Island"] and "Library (top first): Forest, Island" in _text(first)
    shield = _shown("scenarios/rules/419-7b-prevention-shield-made-earlier.mtg")
    assert any("prevented" in line for line in shield.earlier), shield.earlier


def test_a_library_of_unknown_cards_is_counted_and_a_graveyard_listed_top_first():
    interdict = _shown("scenarios/cards/103-2-interdict-counters-the-ability-and-locks-the-permanent.mtg")
    bob = interdict.players[1]
    assert not bob.library_named and "Library: 2 cards" in _text(interdict)
    tog = _shown("scenarios/cards/necratog-removes-the-top-creature-card.mtg")
    assert tog.players[0].graveyard == ["Lightning Bolt", "Grizzly Bears", "Hill Giant"]
    assert "Graveyard (top first): Lightning Bolt, Grizzly Bears, Hill Giant" in " ".join(_text(tog).split())


@pytest.mark.parametrize("width", [40, 100])
def test_long_lines_wrap_under_their_indent(width):
    view = _shown("scenarios/cards/wasteland-targets-only-nonbasic-lands.mtg")
    lines = _text(view, width).splitlines()
    start = lines.index("What happens")
    for line in lines[start + 1:]:
        assert line.startswith("  ") and len(line) <= width and line == line.rstrip(), line


def test_a_scenario_with_a_label_on_a_spell_and_a_token_it_creates():
    text = """title "t"
player Alice
player Bob
turn Alice, precombat main
mana is not tracked
Alice hand: Lightning Bolt, Shock
Bob in play: Grizzly Bears as @b
Alice casts Shock as @s2 targeting @b
Alice casts Lightning Bolt targeting Bob
all pass until the stack is empty
"""
    view, _ = shown(parse(text, "t.mtg"))
    assert view.actions[0] == "Alice casts Shock targeting Grizzly Bears"
