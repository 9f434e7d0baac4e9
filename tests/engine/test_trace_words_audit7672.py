"""Trace words found by audit 7672. Moment of Silence ("Target player skips his or her combat
phase this turn.") on the player whose turn it isn't: he or she has no combat phase this turn,
and the trace says so as it resolves; the skip, unused, ends in the cleanup step, which names it
(314.1b). Nomads en-Kor as printed: its choice of "a creature you control" names "you"."""

from tests.engine.support import MAIN_HEAD, steps_of

BODY = ("wording printed\n"
        "Alice hand: Moment of Silence\n"
        "Bob in play: Grizzly Bears\n"
        "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n"
        "Alice casts Moment of Silence targeting Bob\n"
        "all pass until the stack is empty\n"
        "all pass until the upkeep step\n")


def test_skip_on_the_other_players_turn_says_he_has_none():
    said = [s for s in steps_of(BODY) if "combat phase" in s.text and "Bob" in s.text]
    resolved = [s for s in said if "skipped" in s.text]
    assert resolved and "Alice's turn" in resolved[0].text and "nothing will be skipped" in resolved[0].text


def test_unused_skip_ends_in_the_cleanup_step():
    cleanup = [s for s in steps_of(BODY) if "314.1b" in s.rules]
    assert cleanup and "skip" in cleanup[0].text and "Bob's combat phase" in cleanup[0].text


def test_own_turn_skip_used_is_not_said_at_cleanup():
    body = ("wording printed\n"
            "Alice hand: Moment of Silence\n"
            "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n"
            "Alice casts Moment of Silence targeting Alice\n"
            "all pass until the stack is empty\n"
            "all pass until the upkeep step\n")
    steps = steps_of(body)
    assert any("Alice skips the combat phase" in s.text for s in steps)
    assert not any("skip" in s.text and "314.1b" in s.rules for s in steps)


def test_nomads_en_kor_printed_choice_names_you():
    """Nomads en-Kor as printed: "Redirect 1 damage from Nomads en-Kor to a creature you
    control" — the choice on resolution names the player "you" is (413.2c; audit 7672), once, as its chooser: "Alice
    chooses a creature he or she controls" (eighty-first session, h5), never "you control"."""
    body = ("wording printed\n"
            'Alice in play: "Nomads en-Kor" as @nk, Grizzly Bears as @gb\n'
            "Alice activates @nk\n"
            "all pass\n"
            "Alice chooses @gb\n")
    said = [s.text for s in steps_of(body) if "(chosen on resolution)" in s.text]
    assert said and said[0].startswith("Alice chooses a creature he or she controls") and "you control" not in said[0]


def test_gaining_control_of_what_one_controls_says_nothing_changes():
    """Wild Dogs as printed under Bob's control, Bob ahead at his upkeep: "that player gains control
    of Wild Dogs" — Bob already controls it; the step says who controls it doesn't change (418.3a)."""
    head = "player Alice\nplayer Bob life 25\nturn Alice, end of turn\nmana is not tracked\n"
    body = ("wording printed\n"
            "Bob in play: Wild Dogs as @wd\n"
            "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n"
            "all pass until the upkeep step\n"
            "all pass until the stack is empty\n")
    said = [s for s in steps_of(body, head=head) if "already controls" in s.text]
    assert said and "Wild Dogs" in said[0].text and "418.3a" in said[0].rules
