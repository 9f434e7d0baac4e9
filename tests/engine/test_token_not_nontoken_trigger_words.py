"""A token and the abilities that trigger only on a *nontoken* permanent — Remembrance's "Whenever
a nontoken creature you control is put into a graveyard from play", and every era card of that
shape: Field of Souls, Purgatory, Jinxed Ring, Liability, Dual Nature's "Whenever a nontoken
creature comes into play" and "... leaves play". The token doesn't trigger them, and the trace says
why where the event happens (410.2; 410.10d for leaving play, 410.10a for coming into play), where
before no step said anything (audit 9086, card 6). A nontoken creature still triggers them, and
nothing is said of tokens then."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
TOKEN = 'token "Goblin" 1/1 red Creature - Goblin as @tok'


def _said(got, card):
    return [s for s in got if s.text.startswith("Goblin @tok ") and f"{card}'" in s.text
            and "doesn't trigger — Goblin @tok is a token, and it triggers only on a nontoken" in s.text]


def test_remembrance_is_said_not_to_trigger_on_a_token_dying():
    got = steps_of(f"Alice in play: Remembrance as @r, {TOKEN}\nAlice hand: Shock\n"
                   "Alice casts Shock targeting @tok\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if "doesn't trigger — Goblin @tok is a token" in s.text]
    assert len(said) == 1, [s.text for s in got]
    assert said[0].text.startswith("Goblin @tok is put into a graveyard from play: Remembrance @r's \"Whenever a "
                                   "nontoken creature you control")
    assert said[0].text.endswith("it triggers only on a nontoken creature you control")
    assert said[0].rules == ("410.2", "410.10d")
    assert not any("Remembrance @r's ability triggers" in s.text for s in got)
    # a nontoken creature still triggers it, and nothing is said of tokens then
    got = steps_of("Alice in play: Remembrance as @r, Grizzly Bears as @b\nAlice hand: Shock\n"
                   "Alice casts Shock targeting @b\nall pass until the stack is empty\nAlice chooses no\n", head=HEAD)
    assert any(s.text.startswith("Remembrance @r's ability triggers") for s in got)
    assert not any("is a token, and it triggers only on" in s.text for s in got)


def test_every_card_of_the_shape_says_so_for_a_token_dying():
    got = steps_of(f"Alice in play: Field of Souls, Purgatory, Jinxed Ring, Liability, {TOKEN}\n"
                   "Bob in play: Dual Nature\nAlice hand: Shock\n"
                   "Alice casts Shock targeting @tok\nall pass until the stack is empty\n", head=HEAD)
    for card in ("Field of Souls", "Purgatory", "Jinxed Ring", "Liability"):
        said = _said(got, card)
        assert len(said) == 1 and said[0].text.startswith("Goblin @tok is put into a graveyard from play"), card
        assert said[0].rules == ("410.2", "410.10d"), card
    left = _said(got, "Dual Nature")
    assert len(left) == 1 and left[0].text.startswith("Goblin @tok leaves play"), [s.text for s in got]
    assert not any("ability triggers" in s.text for s in got)


def test_dual_nature_is_said_not_to_trigger_on_a_token_coming_into_play():
    got = steps_of("Alice in play: Dual Nature\nAlice hand: Waylay\n"
                   "Alice casts Waylay\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if "comes into play: Dual Nature's \"Whenever a nontoken creature comes into play" in s.text]
    assert len(said) == 3, [s.text for s in got]  # Waylay's three Knights
    assert all(s.text.endswith("is a token, and it triggers only on a nontoken creature") for s in said)
    assert all(s.rules == ("410.2", "410.10a") for s in said)
    assert not any("Dual Nature's ability triggers" in s.text for s in got)

