"""Trace defects found by audit 7975 (cards 26-50, session 70, h5), each asserted on the step
that says it: Thran Lens's "All permanents are colorless." is said to make a permanent
colorless, not a power and toughness it never changes (418.4a); Battle Cry's "untap all white
creatures you control" doing nothing names the player, not the card's "you" (glossary
"You/Your"); Pearl Medallion refusing to cheapen a green spell says why (409.1f); Winter Orb's
untap limit names what "them" is (302.1); Lodestone Bauble's delayed draw, which names only the
owner of the land cards, says nothing of those cards' characteristics (406.2c is about the
objects a delayed ability acts on)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.describe import effect_phrase
from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_thran_lens_step_says_colorless_not_power_and_toughness():
    steps = steps_of("Alice in play: Thran Lens as @tl\nBob in play: Scathe Zombies as @z\n"
                     "Alice passes\n", head=HEAD)
    [said] = [s for s in steps if "static ability applies to Scathe Zombies" in s.text]
    assert "(now colorless)" in said.text
    assert "2/2" not in said.text


def test_thran_lens_gone_step_says_the_color_back():
    steps = steps_of("Alice in play: Thran Lens as @tl\nBob in play: Scathe Zombies as @z\nBob hand: Disenchant\n"
                     "Alice passes\nBob casts Disenchant targeting @tl\nall pass until the stack is empty\n", head=HEAD)
    [said] = [s for s in steps if "no longer applies to Scathe Zombies" in s.text]
    assert "(now black)" in said.text
    assert "2/2" not in said.text


def test_battle_cry_no_white_creature_names_the_player():
    steps = steps_of("Alice hand: Battle Cry\nAlice casts Battle Cry\nall pass until the stack is empty\n", head=HEAD)
    [said] = [s for s in steps if "does nothing" in s.text]
    assert "there is no white creature Alice controls" in said.text
    assert "you control to act on" not in said.text


def test_pearl_medallion_says_a_green_spell_is_not_white():
    steps = steps_of("Alice in play: Pearl Medallion (printed), Forest as @f\nAlice hand: Grizzly Bears as @gb\n"
                     "Alice tries to cast @gb paying with @f\n",
                     head="player Alice\nplayer Bob\nturn Alice, precombat main\n")
    [said] = [s for s in steps if "illegal play" in s.text]
    assert "nothing off for Pearl Medallion: Grizzly Bears is not a white spell" in said.text


def test_winter_orb_choice_names_the_lands():
    steps = steps_of("Alice in play: Forest as @f1 (tapped), Forest as @f2 (tapped)\nBob in play: Winter Orb as @wo\n"
                     "Alice library: 3 unknown cards\nBob library: 3 unknown cards\nall pass until the upkeep step\nAlice chooses @f1\n",
                     head="player Alice\nplayer Bob\nturn Bob, end of turn\nmana is not tracked\n")
    [said] = [s for s in steps if s.text.startswith("Alice chooses which")]
    assert "which 1 of his or her tapped lands to untap" in said.text
    assert "of them" not in said.text


def test_lodestone_bauble_delayed_draw_says_nothing_of_the_lands():
    steps = steps_of("Alice in play: Lodestone Bauble as @lb\nAlice library: 3 unknown cards\n"
                     "Bob graveyard: Forest as @f\nBob library: 3 unknown cards\n"
                     "Alice activates @lb targeting @f\nall pass until the stack is empty\nall pass until the draw step\n",
                     head=HEAD)
    assert not [s for s in steps if "still refers to Forest" in s.text]
    assert [s for s in steps if s.text == "Bob draws Forest"]


def test_colorless_set_color_is_said_colorless():
    # Thran Lens's "All permanents are colorless." (judge card showed "each permanent is")
    assert effect_phrase(ir.SetColor(ir.All((ir.Filter(types=("permanent",)),)), ())).endswith("is colorless")


def test_lodestone_bauble_that_player_still_draws_once_the_lands_left_the_library():
    # a misreading, not a wording: "That player draws a card at the beginning of the next turn's upkeep" names a
    # player (the lands' owner); Bob drawing the lands first (Ancestral Recall) left the delayed draw doing nothing
    steps = steps_of("Alice in play: Lodestone Bauble as @lb\nAlice library: 3 unknown cards\n"
                     "Bob graveyard: Forest as @f\nBob hand: Ancestral Recall\nBob library: 3 unknown cards\n"
                     "Alice activates @lb targeting @f\nall pass until the stack is empty\nAlice passes\n"
                     "Bob casts Ancestral Recall targeting Bob\nall pass until the stack is empty\n"
                     "all pass until the draw step\n", head=HEAD)
    at = next(i for i, s in enumerate(steps) if s.text.startswith("Lodestone Bauble @lb's ability resolves")
              and i > next(j for j, t in enumerate(steps) if "upkeep step begins" in t.text))
    assert any(s.text == "Bob draws a card" for s in steps[at:at + 6])
    assert not [s for s in steps if "the part referring to it does nothing" in s.text]


def test_pearl_medallion_on_a_spell_without_generic_mana_says_no_less():
    # Savannah Lions ({W}): "costs {1} less to play … (0 here)" said a reduction that took nothing; White Knight's
    # refusal said both "nothing off for Pearl Medallion" and "{0} less (Pearl Medallion)"
    steps = steps_of("Alice in play: Pearl Medallion (printed), Plains as @p\nAlice hand: White Knight as @wk, "
                     "Savannah Lions as @sl\nAlice tries to cast @wk paying with @p\nAlice casts @sl paying with @p\n",
                     head="player Alice\nplayer Bob\nturn Alice, precombat main\n")
    [refused] = [s for s in steps if "illegal play" in s.text]
    assert "{0} less" not in refused.text
    assert "nothing off for Pearl Medallion: the cost holds no generic mana" in refused.text
    [lions] = [s for s in steps if s.text.startswith("Savannah Lions costs")]
    assert lions.text.startswith("Savannah Lions costs nothing less (Pearl Medallion)")
    assert lions.rules == ("409.1f",)


def test_lodestone_bauble_with_no_target_never_says_target_number():
    # "up to four target basic land cards": none chosen, the two instructions that did nothing said "put target #1
    # on top of …" and "the owner of target #1 draws a card" — the reading's "target #1", never the trace's words
    steps = steps_of("Alice in play: Lodestone Bauble as @lb\nAlice library: 3 unknown cards\nBob library: 3 unknown cards\n"
                     "Alice activates @lb\nall pass until the stack is empty\nall pass until the draw step\n", head=HEAD)
    said = [s.text for s in steps if "does nothing" in s.text]
    assert len(said) == 2
    assert not [t for t in said if "target #" in t]
    assert all("none was chosen" in t for t in said)
