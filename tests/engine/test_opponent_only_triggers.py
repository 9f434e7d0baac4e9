"""An ability that triggers only on an opponent's doing says why it doesn't trigger on its own
controller's (410.2; audit 3430): Veil of Birds ("When an opponent plays a spell") at its
controller's spell, Spiritual Focus ("Whenever a spell or ability an opponent controls causes you
to discard a card") at a discard its controller's own spell caused, and at another player's discard
("you" is its controller: glossary "You/Your"; audit 8076, as Necropotence's "Whenever you discard a
card" says at an opponent's)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_veil_of_birds_says_its_controllers_spell_doesnt_trigger_it():
    got = steps_of("Alice in play: Veil of Birds\nAlice hand: Shock\nAlice casts Shock targeting Bob\n"
                   "all pass until the stack is empty\n")
    said = [s for s in got if "doesn't trigger" in s.text]
    assert [s.text for s in said] == ["Veil of Birds' ability doesn't trigger: Alice played Shock, and it triggers "
                                      "on a spell an opponent of Alice plays"]
    assert said[0].rules == ("410.2",)


def test_spiritual_focus_says_a_discard_to_its_controllers_own_spell_doesnt_trigger_it():
    got = steps_of("Alice in play: Spiritual Focus\nAlice hand: Mind Rot, Shock\n"
                   "Bob in play: Spiritual Focus as @bf\nAlice casts Mind Rot targeting Alice\n"
                   "all pass until the stack is empty\n")
    said = [s.text for s in got if "doesn't trigger" in s.text]
    # Alice's Focus says why for her own discard; Bob's, that the discard is Alice's, not his
    assert said == ["Spiritual Focus's ability doesn't trigger on Shock: the spell or ability that made Alice "
                    "discard it is Alice's own, not an opponent's",
                    "Spiritual Focus @bf's ability doesn't trigger on Shock: Alice discards it, and it triggers when "
                    "Bob, its controller, is made to discard one (\"you\", glossary \"You/Your\")"]


def test_hidden_herd_says_why_its_controllers_land_and_a_basic_land_dont_trigger_it():
    # audit 3632, card 25: "When an opponent plays a nonbasic land": Alice's own Savannah and,
    # in Bob's turn, his basic Forest each say why nothing triggers (410.2); his Savannah triggers
    got = steps_of("Alice in play: Hidden Herd\nAlice hand: Savannah as @as\nBob hand: Forest as @bf, Savannah as @bs\n"
                   "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n"
                   "Alice plays @as\nall pass until the precombat main step\nBob plays @bf\n")
    said = [s for s in got if "doesn't trigger" in s.text]
    assert [s.text.split(" doesn't trigger — ")[1] for s in said] == [
        "Alice played it, and it triggers on a land an opponent of Alice plays", "it isn't a nonbasic land"]
    assert all(s.rules == ("410.2",) for s in said)
    assert not any("Hidden Herd's ability triggers" in s.text for s in got)


def test_mangaras_blessing_says_why_its_own_discard_doesnt_trigger_it():
    # "When a spell or ability an opponent controls causes you to discard ~" works from the card
    # itself (audit 4238): a discard to its owner's own spell, and the cleanup step's hand-size
    # discard (no spell or ability at all, 314.1a), each say why it doesn't trigger (410.2)
    got = steps_of("Alice hand: Mind Rot, Mangara's Blessing\nAlice casts Mind Rot targeting Alice\n"
                   "all pass until the stack is empty\n")
    said = [s for s in got if "doesn't trigger" in s.text]
    assert [s.text for s in said] == ["Mangara's Blessing's ability doesn't trigger on its own discard: the spell or "
                                      "ability that made Alice discard it is Alice's own, not an opponent's"]
    assert said[0].rules == ("410.2",)


def test_mangaras_blessing_says_the_hand_size_discard_doesnt_trigger_it():
    got = steps_of("Alice hand: Mangara's Blessing, 7 Grizzly Bears\n"
                   "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n"
                   "all pass until the upkeep step\nAlice chooses Mangara's Blessing\n",
                   head="player Alice\nplayer Bob\nturn Alice, end of turn\n")
    said = [s.text for s in got if "doesn't trigger" in s.text]
    assert said == ["Mangara's Blessing's ability doesn't trigger on its own discard: no spell or ability made "
                    "its owner discard it, not an opponent's"]
