"""Word slips of audit 4743: each step says the card's own words and names the player —
Mtenda Lion's "If that player does" (413.2c), Swarm of Rats' count of its power only (418.4a),
Krovikan Sorcerer's "nonblack card in Alice's hand" (409.1f), Strategic Planning's look at
the library of the player named, not "your" library — "Alice looks at … of his or her library", Alice named once
(eightieth session) (417.1)."""

from __future__ import annotations

from pathlib import Path

from judge.dsl import parse
from judge.engine import simulate

AUDIT = Path(__file__).parents[2] / "scenarios/audit/4743"


def _texts(name: str) -> list[str]:
    out = simulate(parse((AUDIT / name).read_text(encoding="utf-8"), "t.mtg"))[0]
    return [s.text for top in out.steps for s in top.walk()]


def test_mtenda_lion_quotes_if_that_player_does():
    texts = _texts("16-mtenda-lion-no-blue-mana-cant-pay.mtg")
    # (the choice named next to the refusal since session 42: "… can't be chosen (Mtenda Lion @lion): … doesn't, so …")
    assert any('(Mtenda Lion @lion)' in t and t.endswith('so what "If that player does" says doesn\'t happen')
               for t in texts)
    assert not any('"If you do"' in t for t in texts)


def test_swarm_of_rats_counts_its_power_only():
    texts = _texts("06-swarm-of-rats-power-follows-the-count.mtg")
    assert any("the static ability counting its power applies at each moment" in t for t in texts)
    assert not any("counting its power and toughness" in t for t in texts)


def test_krovikan_sorcerer_names_the_players_hand():
    texts = _texts("24-krovikan-sorcerer-nonblack-discard-draws-one.mtg")
    assert any(t.endswith("it is not a nonblack card in Alice's hand") for t in texts)
    assert not any("in your hand" in t for t in texts)


def test_strategic_planning_looks_at_alices_library():
    texts = _texts("11-strategic-planning-one-to-hand-two-to-graveyard.mtg")
    assert any(t.startswith("Alice looks at the top 3 cards of his or her library: ") for t in texts)
    assert not any("your library" in t or "of Alice's library" in t for t in texts)
    # the choice that follows names its chooser once, the hand his or her own (seventy-ninth session, h8)
    assert any(t.startswith("Alice chooses which 1 of them to put into his or her hand") for t in texts)
