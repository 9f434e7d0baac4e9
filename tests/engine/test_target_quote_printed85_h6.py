"""A refused target of a printed card quotes its own words: Touchstone as printed, "{T}: Tap target
artifact you do not control." — the refusal said "target artifact an opponent controls", the
reading's words, not the card's (audit 16863; the Oracle's "you don't control" was already quoted
right, audit 7268)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _refusal(body: str) -> list[str]:
    return [s.text for s in steps_of(body, head=HEAD) if "legal choice" in s.text]


def test_touchstone_printed_quotes_you_do_not_control_85_h6():
    [said] = _refusal("Alice in play: Touchstone (printed) as @ts, Howling Mine as @hm\n"
                      "Bob in play: Ornithopter\nAlice tries to activate @ts targeting @hm\n")
    assert "it is not a legal choice for \"target artifact you do not control\": Alice controls it" in said


def test_touchstone_oracle_still_quotes_you_dont_control_85_h6():
    [said] = _refusal("Alice in play: Touchstone (oracle) as @ts, Howling Mine as @hm\n"
                      "Bob in play: Ornithopter\nAlice tries to activate @ts targeting @hm\n")
    assert "it is not a legal choice for \"target artifact you don't control\": Alice controls it" in said


def test_raise_dead_quotes_from_your_graveyard_85_h6():
    """Raise Dead's "Return target creature card from your graveyard to your hand": the refusal quoted
    "target creature card in your graveyard", the reading's preposition (audit 16863, Lin Sivvi's
    "target Rebel card from your graveyard"; "from a graveyard" was mended in audit 4743)."""
    said = _refusal("Alice hand: Raise Dead as @rd\nAlice graveyard: Shock as @s\nBob graveyard: Grizzly Bears as @gb\n"
                    "Alice tries to cast @rd targeting @s\nAlice tries to cast @rd targeting @gb\n")
    assert said[0].endswith("it is not a legal choice for \"target creature card from your graveyard\": it is an "
                            "instant, not a creature")
    assert "it is not a legal choice for \"target creature card from your graveyard\": Bob owns it, not Alice" in said[1]


def test_lin_sivvi_printed_quotes_rebel_card_from_your_graveyard_85_h6():
    [said] = _refusal("Alice in play: \"Lin Sivvi, Defiant Hero\" (printed) as @ls\nAlice graveyard: Grizzly Bears as @gb\n"
                      "Alice tries to activate @ls ability 2 targeting @gb\n")
    assert "it is not a legal choice for \"target Rebel card from your graveyard\": its creature type is Bear" in said
