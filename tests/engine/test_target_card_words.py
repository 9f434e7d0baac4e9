"""A refused target quotes the card's own target words: Endbringer's Revel's "target creature
card from a graveyard" — once quoted "target creature in a graveyard", neither a card nor the
card's preposition (audit 4743)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _refusal(body: str) -> list[str]:
    return [s.text for s in steps_of(body, head=HEAD) if "legal choice" in s.text]


def test_endbringers_revel_quotes_creature_card_from_a_graveyard():
    [said] = _refusal("Alice in play: Endbringer's Revel as @revel\nAlice graveyard: Shock as @shock\n"
                      "Bob graveyard: Grizzly Bears\nAlice tries to activate @revel targeting @shock\n")
    # (and the deciding fact after it: "it is an instant, not a creature")
    assert "it is not a legal choice for \"target creature card from a graveyard\": it is an instant" in said


def test_reanimate_a_spell_quotes_its_words_too():
    [said] = _refusal("Alice hand: Reanimate as @re\nAlice graveyard: Shock as @shock\n"
                      "Bob graveyard: Grizzly Bears\nAlice tries to cast @re targeting @shock\n")
    # (and the deciding fact after it: "it is an instant, not a creature")
    assert "it is not a legal choice for \"target creature card from a graveyard\": it is an instant" in said


def test_provoke_quotes_you_dont_control():
    """Provoke's "target creature you don't control" (audit 7268): quoted as the card writes it,
    not as the reading's "target creature an opponent controls"."""
    [said] = _refusal("Alice in play: Hill Giant as @giant\nAlice hand: Provoke as @pr\n"
                      "Bob in play: Grizzly Bears\nAlice tries to cast @pr targeting @giant\n")
    assert "it is not a legal choice for \"target creature you don't control\"" in said
