"""Circling Vultures: "You may discard Circling Vultures any time you could play an instant." "Any time
you could play 'foo'" means "if the rules of the game allow you to play a 'foo' at this time" (glossary
"Could"): where a card in play forbids the player an instant now, the player couldn't play one, and the
discard is refused — City of Solitude in another player's turn (103.1), Hand to Hand during combat,
Abeyance's "can't play instant or sorcery spells" this turn (103.2). Only priority was asked, so Alice
discarded the Vultures in Bob's turn under City of Solitude (audit 7975)."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app


def _ask(tmp_path, text: str):
    f = tmp_path / "s.mtg"
    f.write_text(text)
    return CliRunner().invoke(app, ["ask", str(f)], env={"COLUMNS": "250"})


def test_city_of_solitude_in_bobs_turn_no_discard(tmp_path):
    res = _ask(tmp_path, "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
                         "Alice in play: City of Solitude\nAlice hand: Circling Vultures as @cv\n"
                         "Bob passes\nAlice tries to discard @cv\n"
                         "expect @cv in Alice's hand\nexpect trace cites 103.1 at \"could not play an instant\"\n")
    assert res.exit_code == 0, res.output
    assert "City of Solitude" in " ".join(res.output.split())


def test_city_of_solitude_in_alices_own_turn_discards(tmp_path):
    res = _ask(tmp_path, "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
                         "Alice in play: City of Solitude\nAlice hand: Circling Vultures as @cv\n"
                         "Alice discards @cv\nexpect @cv in Alice's graveyard\n")
    assert res.exit_code == 0, res.output


def test_hand_to_hand_during_combat_no_discard_after_it_yes(tmp_path):
    res = _ask(tmp_path, "player Alice\nplayer Bob\nturn Bob, beginning of combat\nmana is not tracked\n"
                         "Bob in play: Hand to Hand\nAlice hand: Circling Vultures as @cv\n"
                         "Bob passes\nAlice tries to discard @cv\ncheckpoint \"combat\"\n"
                         "all pass until the postcombat main step\nBob passes\nAlice discards @cv\n"
                         "expect at \"combat\": @cv in Alice's hand\nexpect @cv in Alice's graveyard\n"
                         "expect trace cites 103.2 at \"could not play an instant\"\n")
    assert res.exit_code == 0, res.output


def test_abeyance_this_turn_no_discard(tmp_path):
    res = _ask(tmp_path, "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
                         "Bob hand: Abeyance\nAlice hand: Circling Vultures as @cv\nAlice library: Island\n"
                         "Bob library: Island\n"
                         "Bob casts Abeyance targeting Alice\nall pass until the stack is empty\nBob passes\n"
                         "Alice tries to discard @cv\nexpect @cv in Alice's hand\n")
    assert res.exit_code == 0, res.output


def test_lions_eye_diamond_only_when_an_instant_could_be_played(tmp_path):
    # "Activate this ability only any time you could cast an instant": Hand to Hand forbids instants
    # during combat (not mana abilities), so the Diamond's mana ability can't be played then; after combat it can
    res = _ask(tmp_path, "player Alice\nplayer Bob\nturn Alice, beginning of combat\nmana is not tracked\n"
                         "Bob in play: Hand to Hand\nAlice in play: Lion's Eye Diamond as @led\n"
                         "Alice tries to activate @led for {R}{R}{R}\ncheckpoint \"combat\"\n"
                         "all pass until the postcombat main step\nAlice activates @led for {R}{R}{R}\n"
                         "expect at \"combat\": @led in play\nexpect @led in Alice's graveyard\n"
                         "expect trace cites 103.2 at \"could not play an instant\"\n")
    assert res.exit_code == 0, res.output


def test_benalish_knight_flash_not_during_combat_under_hand_to_hand(tmp_path):
    # "Flash (You may cast this spell any time you could cast an instant.)": during combat under Hand to
    # Hand no instant could be played, so neither can the Knight then; in Alice's own main phase, as a creature, it can
    res = _ask(tmp_path, "player Alice\nplayer Bob\nturn Bob, beginning of combat\nmana is not tracked\n"
                         "Bob in play: Hand to Hand\nAlice hand: Benalish Knight as @bk\nAlice library: Island\n"
                         "Bob library: Island\n"
                         "Bob passes\nAlice tries to cast @bk\ncheckpoint \"combat\"\n"
                         "all pass until the precombat main step\nAlice casts @bk\nall pass until the stack is empty\n"
                         "expect at \"combat\": @bk in Alice's hand\nexpect @bk in play\n"
                         "expect trace cites 103.2 at \"could not play an instant\"\n")
    assert res.exit_code == 0, res.output
