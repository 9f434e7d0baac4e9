""""The same name as that creature" of a leaves-play trigger is the name the creature had as it
last existed in play (413.2f; 410.10d: the trigger looks back at it), not the name of the card it
became in the zone it went to (a new object, 217.8). Audit 9086, card 6: Alice's Clone, a copy of
Hill Giant, dies, and Remembrance searched for "Clone"; it searches for Hill Giant. Every era card
of the shape alike: Dual Nature's "Whenever a nontoken creature leaves play, exile all tokens with
the same name as that creature" exiles the Grizzly Bears token it made of a Clone copying the
Bears, where it exiled none (no token is named Clone)."""

from __future__ import annotations

from tests.engine.support import find, run_text, steps_of, MAIN_HEAD


def test_remembrance_searches_for_the_name_the_clone_had_in_play():
    body = ("Alice in play: Remembrance as @r\nAlice hand: Clone as @cl, Lightning Bolt as @lb\n"
            "Alice library: Clone as @cl2, Hill Giant as @hg2\nBob in play: Hill Giant as @bhg\n"
            "Alice casts @cl\nall pass until the stack is empty\nAlice chooses @bhg\n"
            "Alice casts @lb targeting @cl\nall pass until the stack is empty\nAlice chooses yes\n"
            "Alice chooses @hg2\nall pass until the stack is empty\n")
    got = steps_of(body)
    said = [s for s in got if s.text.startswith("Only cards named ")]
    assert len(said) == 1, [s.text for s in got]
    assert said[0].text.startswith("Only cards named Hill Giant can be found")
    assert "Hill Giant @cl's name as it last existed in play" in said[0].text
    assert said[0].rules == ("202.3", "413.2f", "217.8")
    out = run_text(body, head=MAIN_HEAD)
    assert find(out, "hg2").zone == "hand"
    assert find(out, "cl2").zone == "library"


def test_dual_nature_exiles_the_tokens_named_as_the_clone_was():
    body = ("Alice in play: Dual Nature, Grizzly Bears as @gb\nAlice hand: Clone as @cl, Lightning Bolt as @lb\n"
            "Alice casts @cl\nall pass until the stack is empty\nAlice chooses @gb\n"
            "all pass until the stack is empty\n"
            "Alice casts @lb targeting @cl\nall pass until the stack is empty\n")
    got = steps_of(body)
    said = [s for s in got if s.text.startswith("The token") and "with the same name as" in s.text]
    assert said and "with the same name as Grizzly Bears" in said[-1].text, [s.text for s in got]
    assert "none" not in said[-1].text.split(":")[-1], said[-1].text
    out = run_text(body, head=MAIN_HEAD)
    tokens = [o for o in out.final.objects if o.name == "Grizzly Bears" and o.zone == "in play" and o.label != "gb"]
    assert not tokens, [(o.name, o.label, o.zone) for o in out.final.objects]
