"""Trace words the audit 8177 found wrong."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_a_discard_of_x_zero_cards_says_no_card_is_discarded_not_a_choice():
    """Audit 8177 (Greel, Mind Raker with X = 0): "Bob chooses which card Bob discards at random
    (no player's choice …): nothing (the only legal choice: none may be chosen)" — a choice said
    to be no one's, and no choice at all: X is 0, so the instruction discards no card."""
    steps = steps_of('Alice in play: "Greel, Mind Raker" as @g\nAlice hand: Shock as @s1, Shock as @s2\n'
                     "Bob hand: Hill Giant, Forest\n"
                     "Alice activates @g targeting Bob with X = 0 discarding @s1, @s2\n"
                     "all pass until the stack is empty\n")
    texts = [s.text for s in steps]
    assert not any("chooses" in t and "at random" in t for t in texts), texts
    said = [s for s in steps if "discards no card" in s.text]
    assert said and "X is 0" in said[0].text, texts


def test_a_spell_with_x_zero_discards_no_card_either():
    """The same for a spell: Mind Twist with X = 0 ("Target player discards X cards at random")."""
    steps = steps_of("Alice hand: Mind Twist\nBob hand: Hill Giant, Forest\n"
                     "Alice casts Mind Twist targeting Bob with X = 0\nall pass until the stack is empty\n")
    texts = [s.text for s in steps]
    assert not any("none may be chosen" in t for t in texts), texts
    assert any("Bob discards no card" in t and "X is 0" in t for t in texts), texts


def test_fault_line_x_zero_says_it_deals_no_damage_though_a_flyer_is_left_out():
    """Audit 8177 (Fault Line with X = 0 and a Serra Angel in play): the step leaving the flyer out
    ("Serra Angel is not dealt damage: it has flying …") was the only step, so nothing said why no
    creature without flying and no player was dealt damage: X is 0 (413.2b; it said "(X)" alone before)."""
    steps = steps_of("Alice in play: Serra Angel, Grizzly Bears\nAlice hand: Fault Line\n"
                     "Alice casts Fault Line with X = 0\nall pass until the stack is empty\n")
    texts = [s.text for s in steps]
    assert any("is not dealt damage: it has flying" in t for t in texts), texts
    said = [s for s in steps if "does nothing" in s.text and "X is 0" in s.text]
    assert said and "announced as Fault Line was played" in said[0].text and "413.2b" in said[0].rules, texts


def test_dance_of_the_dead_leaving_play_after_its_creature_names_the_creature_gone():
    """Audit 8177 (Dance of the Dead; Animate Dead alike): Terror destroys the creature, the Aura goes
    to the graveyard (420.5d) and its "that creature's controller sacrifices it" finds nothing — said
    as "there is no object put into play with this to act on" (the reading's words, and as if no
    creature had been put into play with it). It names the creature and why: it has left play, and
    the card in the graveyard is a new object (217.8)."""
    steps = steps_of("Alice hand: Dance of the Dead as @dd\nAlice graveyard: Grizzly Bears as @gb\n"
                     "Bob hand: Terror\nAlice casts @dd targeting @gb\nall pass until the stack is empty\n"
                     "all pass until the stack is empty\nAlice passes\nBob casts Terror targeting @gb\n"
                     "all pass until the stack is empty\nall pass until the stack is empty\n")
    texts = [s.text for s in steps]
    said = [s for s in steps if "sacrifices it" in s.text and "does nothing" in s.text]
    assert said, texts
    assert "put into play with this" not in said[0].text, said[0].text
    assert "Grizzly Bears @gb" in said[0].text and "has left play" in said[0].text, said[0].text
    assert "217.8" in said[0].rules, said[0].rules


def test_a_spells_only_instruction_doing_nothing_is_quoted_in_the_cards_words():
    """Audit 8177: Fault Line with X = 0 quoted the reading's "deal X damage to each creature without
    flying and each player" — a spell's only instruction is quoted as the card words it, as an
    ability's is (Torture Chamber, audit 6359) and a spell's with no target chosen was (audit 7268)."""
    steps = steps_of("Alice in play: Grizzly Bears\nAlice hand: Fault Line\n"
                     "Alice casts Fault Line with X = 0\nall pass until the stack is empty\n")
    said = [s.text for s in steps if "does nothing" in s.text]
    assert said and said[0].startswith('Fault Line: "Fault Line deals X damage to each creature without flying '
                                       'and each player" does nothing'), said
    steps = steps_of("Alice hand: Nature's Cloak\nAlice casts Nature's Cloak\nall pass until the stack is empty\n")
    said = [s.text for s in steps if "does nothing" in s.text]
    assert said and said[0].startswith("Nature's Cloak: \"Green creatures you control gain forestwalk until end of "
                                       "turn\" does nothing"), said  # (its reminder text is not quoted)


def test_an_empty_hand_discarded_names_the_player_whose_hand_is_counted():
    """Wheel of Fortune with Bob's hand empty: the step for his discard of no card (413.2b) said "the number of
    cards in that player (for each)'s hand is 0" — the reader's placeholder for "each player", not Bob."""
    steps = steps_of("Alice hand: Wheel of Fortune, Grizzly Bears\nAlice in play: Mountain, Mountain, Mountain\n"
                     "Alice library: 8 Forest\nBob library: 8 Island\n"
                     "Alice casts Wheel of Fortune\nall pass until the stack is empty\n")
    texts = [s.text for s in steps]
    assert not any("(for each)" in t for t in texts), texts
    assert any(t.startswith("Bob discards no card") and "Bob's hand is 0" in t for t in texts), texts


def test_a_phrase_ending_in_to_is_not_followed_by_another_to_act_on():
    """The Fallen with no opponent dealt damage since it came back (217.8): its upkeep ability does nothing, said
    "there is no opponent it has dealt damage to to act on" once the 'does nothing' step quoted the card."""
    from pathlib import Path

    from typer.testing import CliRunner

    from judge.cli import app

    path = (Path(__file__).parents[2] / "scenarios/audit/session41/the-fallen-only-damaged-a-blocker-no-upkeep-damage.mtg")
    out = CliRunner().invoke(app, ["ask", "--json", str(path)]).stdout
    assert "does nothing: there is no opponent it has dealt damage to" in out, out[-2000:]
    assert "to to act on" not in out
