"""Session 73, h8: the printed "When ~ comes into play, choose …" is a trigger (410.10a), and three wording leftovers
— each step says what is so, in the card's words and naming what it is about."""

from __future__ import annotations

from judge.cards.names import name_key
from judge.cards import era
from judge.cards.printed import bury_self_reading
from tests.engine.support import steps_of

PRINTED = "wording printed\nplayer Alice\nplayer Bob\n"


def _bury_note(name: str) -> str:
    card = era.card(name_key(name))
    assert card is not None, name
    return bury_self_reading(card.oracle, card.name)[1]


def test_a_cards_own_burial_says_what_its_own_oracle_errata_makes_of_it():
    """The note "not a sacrifice: the Oracle's errata" is true of the cards whose Oracle sacrifices them (Hungry Mist's
    "sacrifice ~ unless you pay {G}{G}"); Aether Storm's Oracle says "Destroy ~. It can't be regenerated.", Balduvian
    Trading Post's puts it into its owner's graveyard instead of into play, Anti-Magic Aura's says nothing of it."""
    assert _bury_note("Hungry Mist").endswith("(not a sacrifice: the Oracle's errata)")
    storm = _bury_note("Aether Storm")
    assert "sacrifice" not in storm and storm.endswith("(as the Oracle's errata words it: \"Destroy ~. It can't be "
                                                       "regenerated.\")"), storm
    assert _bury_note("Balduvian Trading Post").endswith("which puts it into its owner's graveyard instead of into "
                                                         "play)")
    assert "Oracle" not in _bury_note("Anti-Magic Aura")


def test_aether_storms_trace_notes_its_burial_as_its_oracle_words_it():
    """Printed Aether Storm's catalog step (1.2): the burial note ends with the Oracle's own words."""
    steps = steps_of("Alice in play: Aether Storm as @as\nBob activates @as\nall pass until the stack is empty\n",
                     head=PRINTED + "turn Bob, precombat main\nmana is not tracked\n")
    notes = [s.text for s in steps if s.text.startswith("Aether Storm as printed: \"bury ~\"")]
    assert len(notes) == 1, [s.text for s in steps]
    assert "not a sacrifice" not in notes[0] and "\"Destroy ~. It can't be regenerated.\"" in notes[0], notes[0]


def test_basalt_golems_delayed_ability_names_the_object_gone_where_it_does_nothing():
    """Basalt Golem blocked by Grizzly Bears, dead in combat: the delayed "That creature's controller sacrifices it"
    does nothing (406.2d) — the step names the object it refers to, as the step before it does."""
    steps = steps_of("Alice in play: Basalt Golem as @golem\nBob in play: Grizzly Bears as @bears\n"
                     "Alice attacks with @golem\nall pass until the declare blockers step\nBob blocks @golem with @bears\n"
                     "all pass until the stack is empty\nall pass until the end of combat step\n"
                     "all pass until the stack is empty\n",
                     head="player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n")
    nothing = [s for s in steps if "does nothing: the delayed ability refers to a particular object" in s.text]
    assert len(nothing) == 1, [s.text for s in steps]
    assert "refers to a particular object, Grizzly Bears @bears, which has left its zone" in nothing[0].text, \
        nothing[0].text
    assert "406.2d" in nothing[0].rules


def test_a_next_time_shield_naming_no_recipient_says_the_cards_words_not_everything():
    """Printed Penance's shield on a Lightning Bolt: "the next time that source would deal damage this turn" — to
    anything, as the card says; the trace said "would deal damage to everything"."""
    steps = steps_of("Alice in play: Penance, Grizzly Bears\nAlice hand: Island as @isl\n"
                     "Bob hand: Lightning Bolt as @b1\nBob casts @b1 targeting Grizzly Bears\nBob passes\n"
                     "Alice activates Penance\nAlice chooses @isl\nall pass\nAlice chooses @b1\n"
                     "all pass until the stack is empty\n",
                     head=PRINTED + "turn Bob, precombat main\nmana is not tracked\n")
    texts = [s.text for s in steps]
    assert not any("everything" in t for t in texts), texts
    shield = [s for s in steps if s.text.startswith("The next time Lightning Bolt")]
    assert len(shield) == 1 and shield[0].text == ("The next time Lightning Bolt @b1 would deal damage this turn, that "
                                                   "damage will be prevented"), texts
    assert "419.7c" in shield[0].rules


def test_sol_grail_as_printed_adds_no_mana_before_its_trigger_chooses_and_says_why():
    """Printed Sol Grail tapped with its "When ~ comes into play, choose a color" on the stack (410.10a): no colour
    has been chosen yet, so it adds no mana — said, citing 410.10a (not 410.10e's "as it came into play")."""
    steps = steps_of("Alice in play: Mountain, Mountain, Mountain\nAlice hand: Sol Grail as @sg\n"
                     "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n"
                     "Alice casts @sg\nall pass\nAlice taps @sg\nall pass\nAlice chooses red\n",
                     head=PRINTED + "turn Alice, precombat main\n")
    none = [s for s in steps if "it adds no mana" in s.text]
    assert len(none) == 1, [s.text for s in steps]
    assert none[0].text == ("Sol Grail @sg: no color has been chosen yet (it is chosen as its comes-into-play ability "
                            "resolves): it adds no mana"), none[0].text
    assert none[0].rules == ("410.10a",) or list(none[0].rules) == ["410.10a"], none[0].rules
    chosen = [s for s in steps if "chosen color is red" in s.text]
    assert len(chosen) == 1 and "410.10a" in chosen[0].rules, [s.text for s in steps]
