"""Trace words the audits 3733 and 3834 found wrong: counts with "(s)", stray quotes around a
possessive, steps in lower case, "at random" twice — each said once, in plain English."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_a_refused_counter_cost_says_a_counter_not_counter_s():
    steps = steps_of("Alice hand: Balduvian Hydra\nBob hand: Shock\n"
                     "Alice casts Balduvian Hydra with X = 0\nall pass until the stack is empty\n"
                     "Alice passes\nBob casts Shock targeting Balduvian Hydra\nBob passes\n"
                     "Alice tries to activate Balduvian Hydra ability 1\nall pass until the stack is empty\n")
    said = [s.text for s in steps if "to remove" in s.text]
    assert said and all("doesn't have a +1/+0 counter to remove" in t for t in said), said
    assert not any("counter(s)" in s.text for s in steps)


def test_an_optional_instruction_names_its_source_without_stray_quotes():
    steps = steps_of("Alice in play: Grizzly Bears (tapped)\nAlice hand: Tidal Bore\n"
                     "Alice casts Tidal Bore targeting Grizzly Bears\nall pass until the stack is empty\nAlice chooses yes\nAlice chooses untap\n")
    said = [s.text for s in steps if "optional instruction" in s.text]
    assert said and all("Tidal Bore's optional instruction" in t for t in said), said
    assert not any("\"'s" in s.text for s in steps)


def test_every_step_starts_with_a_capital_letter():
    """Audit 3733: "the cards removed from the game with Parallax Tide …", "no card is removed from
    the game with …" — a step is a sentence and starts with a capital, made where the words are
    made (the Tracer keeps a step's text as given: it would otherwise alter a name the scenario
    wrote in lower case — session 30)."""
    from judge.engine.trace import Tracer

    t = Tracer()
    t.step("bob passes priority", "408.1c")
    assert [s.text for s in t.steps()] == ["bob passes priority"]
    got = [s.text for s in steps_of("Alice in play: Parallax Tide as @tide\nAlice library: 2 unknown cards\n"
                                    "Bob hand: Disenchant\nAlice passes\nBob casts Disenchant targeting @tide\n"
                                    "all pass until the stack is empty\n")]
    assert "No card is removed from the game with Parallax Tide @tide" in got
    assert not any(t[:1].islower() for t in got), [t for t in got if t[:1].islower()]


def test_a_random_discard_says_at_random_once_without_nested_parentheses():
    """Audit 3733 (Flay): "At random (which card Bob discards at random (no player's choice: …))"."""
    steps = steps_of("Bob hand: Forest, Island, Plains\nAlice hand: Flay\nAlice casts Flay targeting Bob\n"
                     "all pass until the stack is empty\nBob chooses Forest\nBob chooses yes\n")
    said = [s.text for s in steps if "417.1" in s.rules and "random" in s.text.lower()]
    assert said, [s.text for s in steps]
    for t in said:
        assert t.lower().count("at random") == 1, t
        assert t.startswith("At random, which card Bob discards (no player's choice"), t


def test_a_refused_timing_restriction_names_the_player_not_your():
    """Audit 3834: "it may be played only during your upkeep" in a refusal — the player named."""
    steps = steps_of("Alice in play: Balduvian Hydra (1 +1/+0 counter)\n"
                     "Alice tries to activate Balduvian Hydra ability 2\n")
    said = [s.text for s in steps if "may be played only" in s.text]
    assert said and all("only during Alice's upkeep, and it is now Alice's turn, precombat main" in t for t in said), said
    assert not any("your upkeep" in s.text for s in steps)


def test_a_refused_sacrifice_cost_names_what_the_cost_asks_for():
    """Audit 3733 (Fireblast, no Mountain): "can't sacrifice 2 permanents" — "2 Mountains"."""
    steps = steps_of("Alice in play: Forest, Forest\nAlice hand: Fireblast\n"
                     "Alice tries to cast Fireblast targeting Bob for its alternative cost\n")
    said = [s.text for s in steps if "can't sacrifice" in s.text]
    assert said and all("can't sacrifice 2 Mountains as the cost of Fireblast requires" in t for t in said), \
        [s.text for s in steps]


def test_a_zone_change_step_names_the_object_with_its_label():
    """Audit 3834 (Nevinyrral's Disk): two Disks destroyed at once were both "Nevinyrral's Disk is
    destroyed" — each is named with its label, as every other step names it."""
    steps = steps_of("Alice in play: Nevinyrral's Disk as @old, Nevinyrral's Disk as @new, Grizzly Bears\n"
                     "Alice activates @old\nall pass until the stack is empty\n")
    said = [s.text for s in steps if " is destroyed (by " in s.text]
    assert any(t.startswith("Nevinyrral's Disk @old is destroyed") for t in said), said
    assert any(t.startswith("Nevinyrral's Disk @new is destroyed") for t in said), said
    assert any(t.startswith("Grizzly Bears is destroyed") for t in said), said


LOWER_CASE_NAMES = """title "names in lower case"
card "grizzly cub"
  cost {1}{G}
  type Creature - Bear
  pt 2/2
player "alice"
player "bob"
turn "bob", precombat main
mana is not tracked
"alice" in play: "grizzly cub"
"bob" hand: Lightning Bolt as @bolt

"bob" casts @bolt targeting "grizzly cub"
all pass until the stack is empty
"""


def test_a_name_written_in_lower_case_is_never_capitalised():
    """Session 30: a step beginning with a player's or a card's name the scenario wrote in lower
    case ("bob", "grizzly cub") showed it altered ("Bob plays Lightning Bolt", "Grizzly cub has
    3 damage …"): user text is kept as written, at the start of a step too."""
    from judge.dsl import parse
    from judge.engine import simulate

    out = simulate(parse(LOWER_CASE_NAMES, "t.mtg"), explore=False)[0]
    got = [s.text for top in out.steps for s in top.walk()]
    assert "bob plays Lightning Bolt" in got
    assert "bob passes priority" in got
    assert any(t.startswith("grizzly cub has 3 damage and toughness 2: lethal damage") for t in got), got
    assert "grizzly cub is put into alice's graveyard" in got
    assert not any(t.startswith(("Bob ", "Alice ", "Grizzly cub")) for t in got)
