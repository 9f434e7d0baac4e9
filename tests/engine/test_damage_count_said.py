"""Damage "equal to the number of …" says what it counted, as the instruction is carried out
(413.2f; audit 3733, card 16): Primal Order's count of the upkeep player's nonbasic lands, which
lands, and none when there are none; Kindle's "2 plus the number of cards named Kindle in all
graveyards" names the Kindles (reported by audit 3430, not fixed then)."""

from __future__ import annotations

from tests.engine.support import run_text, steps_of, texts

UPKEEP = "player Alice\nplayer Bob\nturn Alice, end of turn\nmana is not tracked\n"


def test_primal_order_says_which_nonbasic_lands_it_counted():
    got = steps_of("Alice in play: Primal Order, Forest\nBob in play: Adarkar Wastes, Karplusan Forest, "
                   "Snow-Covered Forest\nAlice library: 2 unknown cards\nBob library: 2 unknown cards\n"
                   "all pass until the upkeep step\nall pass until the stack is empty\n", head=UPKEEP)
    said = [s for s in got if " counts each " in s.text]
    assert [s.text for s in said] == ["Primal Order counts each nonbasic land controlled by Bob as it carries out "
                                      "the instruction: 2 (Adarkar Wastes, Karplusan Forest)"]
    assert said[0].rules == ("413.2f",)
    assert any(s.text.startswith("Primal Order deals 2 damage to Bob") for s in got)


def test_kindle_names_the_kindles_it_counted():
    got = steps_of("Alice hand: Kindle\nAlice graveyard: Kindle\nBob graveyard: Kindle\n"
                   "Alice casts Kindle targeting Bob\nall pass until the stack is empty\n")
    said = [s.text for s in got if " counts each " in s.text]
    assert said == ["Kindle counts each card named Kindle in a graveyard as it carries out the instruction: 2 "
                    "(Kindle, Kindle)"]
    assert any(s.text.startswith("Kindle deals 4 damage to Bob") for s in got)


def test_floodgate_says_the_islands_it_counted_and_the_half_of_them():
    # audit 4238, card 32: "damage equal to half the number of Islands you control, rounded down":
    # the count (Underground Sea is an Island; Bob's Island isn't Alice's), then its half (413.2f)
    got = steps_of("Alice in play: Floodgate as @fg, Underground Sea, Island, Island\nBob in play: Island, "
                   "Grizzly Bears\nBob hand: Terror\nAlice passes\nBob casts Terror targeting @fg\n"
                   "all pass until the stack is empty\n")
    said = [s for s in got if " counts each " in s.text or "rounded down, is" in s.text]
    assert [s.text for s in said] == [
        "Floodgate @fg counts each Island Alice controls as it carries out the instruction: 3 "
        "(Underground Sea, Island, Island)", "Floodgate @fg: half of 3, rounded down, is 1"]
    assert all(s.rules == ("413.2f",) for s in said)
    assert any(s.text.startswith("Floodgate @fg deals 1 damage to Grizzly Bears") for s in got)


def test_eternal_flame_as_printed_counts_the_mountains_once():
    # audit 6157, card 45: "an amount of damage to your opponent equal to the number of mountains you
    # control, but it also does half that amount of damage to you, rounding up": one count of the
    # Mountains (nothing happens between the two instructions to change it), then the half of it (413.2f)
    got = steps_of("Alice hand: Eternal Flame as @ef\nAlice in play: Mountain, Mountain, Mountain\n"
                   "Bob in play: Mountain\nAlice casts @ef\nall pass until the stack is empty\n",
                   head="wording printed\n" + UPKEEP.replace("end of turn", "precombat main"))
    said = [s.text for s in got if " counts each " in s.text or "rounded up, is" in s.text]
    assert said == ["Eternal Flame counts each Mountain Alice controls as it carries out the instruction: 3 "
                    "(Mountain, Mountain, Mountain)", "Eternal Flame: half of 3, rounded up, is 2"]
    assert any(s.text.startswith("Eternal Flame deals 3 damage to Bob") for s in got)
    assert any(s.text.startswith("Eternal Flame deals 2 damage to Alice") for s in got)


def test_a_divided_amount_the_card_counts_is_said_with_its_count_as_played_409_1e():
    """Volcanic Wind ("X damage divided as you choose among any number of target creatures, where X
    is the number of creatures in play as you play this spell"): the division's announcement says
    what it divides — 3, the number of creatures in play as it is played (409.1e) — stated or left
    open. (Audit 7066: the total was said only when a stated division was refused.)"""
    head = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
    board = "Alice hand: Volcanic Wind\nBob in play: Hill Giant as @hg, Llanowar Elves as @le, Grizzly Bears\n"
    stated = run_text(board + "Alice casts Volcanic Wind targeting @hg, @le dividing 2 to @hg, 1 to @le\n", head=head)
    step = next(s for s in texts(stated) if s.startswith("Division announced"))
    assert "3 in all: the number of creatures, counted as it is played" in step
    alone = run_text(board + "Alice casts Volcanic Wind targeting @hg\n", head=head)
    step = next(s for s in texts(alone) if s.startswith("Division announced"))
    assert "all 3 to Hill Giant" in step and "the number of creatures, counted as it is played" in step
