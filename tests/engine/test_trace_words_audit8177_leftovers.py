"""Trace words audit 8177's auditors left (h72-4, h72-5): each step says what is so, once, in the right words."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_a_rampage_bonus_of_nothing_is_said_once():
    """Frost Giant (rampage 2) blocked by one Hill Giant: the bonus is +0/+0 (glossary "Rampage (Obsolete)": none
    after the first), said as it is determined (418.3c) — not again as an effect begun and as one ending at cleanup."""
    head = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
    steps = steps_of("Alice in play: Frost Giant as @fg\nBob in play: Hill Giant as @hg\nAlice attacks with @fg\n"
                     "all pass until the declare blockers step\nBob blocks @fg with @hg\n"
                     "all pass until the cleanup step\n", head=head)
    said = [s.text for s in steps if "+0/+0" in s.text]
    assert len(said) == 1, said
    assert said[0].startswith("The bonus is determined now, once: +0/+0 (rampage 2: 1 creature is blocking"), said[0]
    assert said[0].endswith(": it changes no power or toughness"), said[0]


def test_a_counterspells_unless_payment_is_named_by_the_cards_word():
    """Disrupt's "unless its controller pays {1}": Bob pays for the "unless" of Disrupt (glossary "Unless"), in the
    choice of mana sources and the payment — the trace called it "Disrupt's demand", a word of no rule or card."""
    head = "player Alice\nplayer Bob\nturn Bob, precombat main\n"
    steps = steps_of("Alice in play: Island\nAlice hand: Disrupt as @d\nAlice library: Forest\n"
                     "Bob in play: Mountain as @m1, Mountain as @m2\nBob hand: Shock as @s\n"
                     "Bob casts @s targeting Alice paying with @m1\nBob passes\nAlice casts @d targeting @s\nall pass\n"
                     "Bob chooses yes\nall pass until the stack is empty\n", head=head)
    texts = [s.text for s in steps]
    assert not any("demand" in t for t in texts), texts
    paid = [s for s in steps if s.text.startswith("Bob pays {1} for")]
    assert len(paid) == 1 and paid[0].text == "Bob pays {1} for the \"unless\" of Disrupt (pool now empty)", texts


def test_a_mana_trigger_whose_source_is_gone_is_said_to_add_the_mana_itself():
    """Priest of Gix Bolted with "add {B}{B}{B} to your mana pool" on the stack: the ability, independent of its source
    (402.6), adds the mana (406.1b) — the trace said "Priest of Gix @p adds", a permanent no longer in play."""
    head = "player Alice\nplayer Bob\nturn Alice, precombat main\n"
    steps = steps_of("Alice in play: Swamp, Swamp, Swamp, Swamp\nAlice hand: Priest of Gix as @p\n"
                     "Bob in play: Mountain\nBob hand: Lightning Bolt as @lb\nAlice library: Forest\n"
                     "Alice casts @p\nall pass\nAlice passes\nBob casts @lb targeting @p\nall pass\nall pass\n",
                     head=head)
    added = [s for s in steps if "adds {B}{B}{B}" in s.text]
    assert len(added) == 1, [s.text for s in steps]
    assert added[0].text.startswith("Priest of Gix @p's ability (its source gone) adds {B}{B}{B} to Alice's mana pool")
    assert "406.1b" in added[0].rules


def test_an_activation_line_needs_no_number_where_only_one_ability_can_be_played_from_there():
    """Rune of Protection: Green in play: its cycling is played from the hand only (402.9), so `Alice activates @rune`
    means its {W} ability (it asked for `ability 1`); in the hand, the same line cycles it."""
    steps = steps_of("Alice in play: Rune of Protection: Green as @rune\nBob in play: Grizzly Bears as @gb\n"
                     "Alice library: Forest\nAlice activates @rune\nall pass\nAlice chooses @gb\n", head=HEAD)
    assert any("419.7c" in s.rules and "Grizzly Bears @gb" in s.text for s in steps), [s.text for s in steps]
    steps = steps_of("Alice hand: Rune of Protection: Green as @rune\nAlice library: Forest\n"
                     "Alice activates @rune\nall pass until the stack is empty\n", head=HEAD)
    assert any(s.text.startswith("Alice draws Forest") for s in steps), [s.text for s in steps]


def test_a_tap_cost_on_resolution_names_the_paying_player_for_you():
    """Koskun Falls' "sacrifice ~ unless you tap an untapped creature you control", asked of Bob: the choice named Bob
    and said "an untapped creature you control" — the words of the card, not of the trace, where "you" is no one
    (the Flooded Woodlands fix, audit 8177, for the costs asked on resolution) — and, Bob the clause's subject, "he or
    she controls", the chooser named once (eighty-second session, h5: english.own_control_said)."""
    head = "player Alice\nplayer Bob\nturn Alice, end of turn\n"
    steps = steps_of("Bob in play: Koskun Falls as @kf, Llanowar Elves as @le\nAlice library: Forest\nBob library: Forest\n"
                     "all pass until the upkeep step\nall pass\nBob chooses yes\n", head=head)
    asked = [s.text for s in steps if s.text.startswith("Bob chooses whether to tap")]
    assert len(asked) == 1, [s.text for s in steps]
    assert asked[0].startswith("Bob chooses whether to tap an untapped creature he or she controls (Koskun Falls @kf"), \
        asked[0]
