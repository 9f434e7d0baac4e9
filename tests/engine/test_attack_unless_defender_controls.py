""""Can't attack unless defending player controls an Island" (Vodalian Knights; audit 3733,
card 22): the attack's check says why, both ways (500.1) — met, naming the defending player's
permanent that meets it (a dual land is an Island, 212.2c), and not met, naming what he lacks."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, declare attackers\n"


def test_met_restriction_names_the_defending_players_island():
    got = steps_of("Alice in play: Vodalian Knights as @k, Island\nBob in play: Volcanic Island\n"
                   "Alice attacks with @k\n", head=HEAD)
    said = [s for s in got if "may attack" in s.text]
    assert [s.text.split(" (")[0] for s in said] == [
        "Vodalian Knights @k may attack: the defending player, Bob, controls Volcanic Island"]
    assert said[0].rules == ("500.1",)
    assert any("Vodalian Knights @k is an attacking creature" in s.text for s in got)


def test_unmet_restriction_names_what_the_defending_player_lacks():
    got = steps_of("Alice in play: Vodalian Knights as @k, Island\nBob in play: Forest\n"
                   "Alice attacks with @k\nAlice attacks with nothing\n", head=HEAD)
    said = [s for s in got if "can't attack" in s.text]
    assert [s.text.split(" (")[0] for s in said] == [
        "Illegal: Vodalian Knights @k can't attack: the defending player, Bob, controls no Island"]
    assert said[0].rules == ("500.1",)
    assert not any("may attack" in s.text for s in got)


def test_the_land_type_is_named_as_the_card_names_it_and_other_filters_as_before():
    """Zhou Yu, Chief Commander (audit 4541): "controls no island land" was the IR's lower-case
    land type with its card type; the card says "an Island"."""
    from judge.cards import ir
    from judge.cards.describe import land_type_words

    assert land_type_words(ir.Filter(types=("land",), subtypes=("island",))) == "Island"
    assert land_type_words(ir.Filter(types=("land",), subtypes=("island", "swamp"))) == "Island or Swamp"
    assert land_type_words(ir.Filter(types=("land",), subtypes=("island",), status=("tapped",))) == "tapped Island"
    assert land_type_words(ir.Filter(types=("creature",))) == "creature"


def test_an_illegal_attack_is_not_also_said_to_be_legal():
    """The attack's legality as a whole was said ("no restriction … is violated", 308.2, 500.2)
    even below the step that made it illegal: now said only of a legal attack, in a judge's words."""
    got = steps_of("Alice in play: Vodalian Knights as @k, Island\nBob in play: Forest\n"
                   "Alice attacks with @k\nAlice attacks with nothing\n", head=HEAD)
    assert not any("is legal" in s.text or "violated" in s.text for s in got), [s.text for s in got]
    # the restriction (500.1) makes the set of attackers illegal: 500.2 decides it, 308.3 cancels it
    (illegal,) = [s for s in got if s.text.startswith("The proposed attack is illegal")]
    assert illegal.rules == ("308.3", "422.1", "500.2")
    got = steps_of("Alice in play: Vodalian Knights as @k\nBob in play: Island\nAlice attacks with @k\n", head=HEAD)
    (said,) = [s for s in got if "proposed attack is legal" in s.text]
    assert said.text == ("Alice's proposed attack is legal: no restriction forbids these creatures to attack, alone "
                         "or together, and no requirement to attack is left unmet")
    assert said.rules == ("308.2", "500.2")


def test_the_attack_stands_once_the_island_is_gone():
    """Audit 4541: Bob sacrifices his only Island after Zhou Yu attacks; the attack goes on, and a
    step now says why, once, where it happens (306.2, 500.1, 308.5)."""
    got = steps_of('Alice in play: "Zhou Yu, Chief Commander" as @zy\nBob in play: Island as @isl, Zuran Orb as @orb\n'
                   "Alice attacks with @zy\nAlice passes\nBob activates @orb sacrificing @isl\n"
                   "all pass until the stack is empty\nall pass until the declare blockers step\n", head=HEAD)
    texts = [s.text for s in got]
    said = [s for s in got if "remains an attacking creature" in s.text]
    assert len(said) == 1, texts
    assert said[0].text.startswith("Zhou Yu, Chief Commander @zy remains an attacking creature though Bob no longer "
                                   "controls an Island: the restriction (")
    assert "is checked only as attackers are declared" in said[0].text
    assert said[0].rules == ("306.2", "500.1", "308.5")
    sacrificed = next(i for i, t in enumerate(texts) if "Island @isl is sacrificed" in t)
    assert texts.index(said[0].text) > sacrificed


def test_nothing_said_while_the_restriction_is_still_met():
    got = steps_of('Alice in play: "Zhou Yu, Chief Commander" as @zy\nBob in play: Island, Island as @isl, Zuran Orb as @orb\n'
                   "Alice attacks with @zy\nAlice passes\nBob activates @orb sacrificing @isl\n"
                   "all pass until the stack is empty\n", head=HEAD)
    assert not any("remains an attacking creature" in s.text for s in got)
