"""Trace words and an expectation noticed and left by earlier audits (eighty-fifth session, h7)."""

from __future__ import annotations

from tests.engine.support import find, run_text

MAIN = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


# --- "Enchanted creature has fear" (Corrupting Licid, Fear): `ability fear` on the creature it enchants ---------------

def test_a_creature_an_aura_gives_fear_has_fear() -> None:
    """Fear's "Enchanted creature has fear." is the Aura's rule (its reminder: "can't be blocked except by artifact
    creatures and/or black creatures", 502.1): the creature it enchants has fear, as `ability fear` asks — the base said
    it did not, whatever enchanted it."""
    from judge.suite.bodies import _prop_holds
    from judge.dsl.ast import Prop

    out = run_text("Alice in play: Hill Giant as @hg, Fear attached to @hg, Grizzly Bears as @gb, "
                   "Cloak of Invisibility attached to @gb\n", head=MAIN)
    giant, bears = find(out, "hg"), find(out, "gb")
    assert giant.given == (("fear", "Fear"),)
    assert _prop_holds(out.final, giant, Prop("ability", "fear"))[0]
    # "can't be blocked except by Walls" (Cloak of Invisibility) is not fear
    assert bears.given == ()
    assert not _prop_holds(out.final, bears, Prop("ability", "fear"))[0]


def test_corrupting_licid_become_an_aura_gives_fear() -> None:
    out = run_text("Alice in play: Corrupting Licid as @cl, Hill Giant as @hg, Swamp\n"
                   "Alice activates @cl targeting @hg\nall pass until the stack is empty\n", head=MAIN)
    assert find(out, "hg").given == (("fear", "Corrupting Licid @cl"),)


# --- a static ability replacing lands' mana (Infernal Darkness): its end said, with why (412.1) -------------------------

def _texts(out) -> list[str]:
    return [s.text for top in out.steps for s in top.walk()]


def _step(out, start: str):
    return next(s for top in out.steps for s in top.walk() if s.text.startswith(start))


def test_infernal_darkness_leaving_play_ends_its_mana_replacement() -> None:
    out = run_text("Alice in play: Infernal Darkness as @id, Forest as @f\nBob hand: Disenchant as @d\n"
                   "Bob casts @d targeting @id\nall pass\nBob passes\nAlice taps @f for {G}\n",
                   head="player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n")
    ended = _step(out, "Infernal Darkness @id's static ability no longer applies")
    assert ended.text == ("Infernal Darkness @id's static ability no longer applies: \"If a land is tapped for mana, it "
                          "produces {B} instead of any other type.\" (its source has left play): a land tapped for mana "
                          "produces its own mana again")
    assert ended.rules == ("412.1",)
    said = _texts(out)
    assert said.index(ended.text) < said.index("Forest @f adds {G} to Alice's mana pool (pool {G})")


def test_another_mana_replacement_still_applying_is_not_said_to_end() -> None:
    """Contamination still in play: the lands' own mana doesn't come back when Infernal Darkness leaves."""
    out = run_text("Alice in play: Infernal Darkness as @id, Contamination as @c, Forest as @f\n"
                   "Bob hand: Disenchant as @d\nBob casts @d targeting @id\nall pass\n",
                   head="player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n")
    ended = _step(out, "Infernal Darkness @id's static ability no longer applies")
    assert ended.text.endswith("(its source has left play)")
    assert not any("Contamination @c's static ability" in t for t in _texts(out))


def test_a_mana_replacement_coming_into_play_is_said_where_a_land_is_tapped() -> None:
    out = run_text("Alice hand: Infernal Darkness as @id\nAlice in play: Forest as @f\n"
                   "Alice casts @id\nall pass\nAlice taps @f for {B}\n", head=MAIN + "mana is not tracked\n")
    said = _texts(out)
    assert not any("static ability" in t for t in said), said
    assert any(t.startswith("Forest @f is tapped for mana: it produces {B} instead of {G}") for t in said), said


# --- "Choose a card name": the name said once, by the choice's step, and again only where a card is compared with it --

FORESHADOW = ("Alice hand: Foreshadow as @fs\nAlice library: Hill Giant, Hill Giant\n"
              "Bob library: {top} as @top, Grizzly Bears\nBob hand: Shock as @sh\nAlice casts @fs targeting Bob\nall pass\nAlice chooses \"Shock\"\n")


def test_foreshadow_says_the_chosen_name_once_and_where_it_decides() -> None:
    said = _texts(run_text(FORESHADOW.format(top="Grizzly Bears"), head=MAIN + "mana is not tracked\n"))
    assert [t for t in said if "Shock" in t] == [
        "Alice chooses a card name (Foreshadow): Shock",
        "Grizzly Bears @top, moved this way, is not a card with the chosen name (Shock): that instruction is skipped"], said
    assert not any(t.startswith("The name Alice chose") for t in said)


def test_foreshadow_the_moved_card_having_the_chosen_name_is_said_with_the_rule() -> None:
    out = run_text(FORESHADOW.format(top="Shock"), head=MAIN + "mana is not tracked\n")
    step = _step(out, "Shock @top, moved this way")
    assert step.text == "Shock @top, moved this way, is a card with the chosen name (Shock)"
    assert step.rules == ("413.2b", "202.3")
    said = _texts(out)
    assert said.index(step.text) < said.index("Alice draws Hill Giant")


def test_a_name_chosen_as_a_permanent_comes_into_play_is_said_once() -> None:
    """Null Chamber: the choice's step names it (a refusal of a spell of that name names it again, 202.3)."""
    said = _texts(run_text("Alice hand: Null Chamber as @nc\nBob hand: Shock, Giant Growth\nAlice casts @nc\nall pass\n"
                           "Alice chooses \"Shock\"\nBob chooses \"Giant Growth\"\n", head=MAIN + "mana is not tracked\n"))
    assert not any(t.startswith("The name ") for t in said), said
    assert [t for t in said if "Shock" in t] == [
        "Alice chooses a card name other than a basic land card name (not Plains, Island, Swamp, Mountain, Forest) for "
        "Null Chamber @nc as it comes into play: Shock"], said


# --- "he or she" / "his or her" where the player is known: the player named --------------------------------------------

def test_a_player_a_static_ability_makes_untargetable_is_named() -> None:
    said = _texts(run_text("Alice in play: Ivory Mask\nBob hand: Lightning Bolt\nBob tries to cast Lightning Bolt targeting "
                           "Alice\n", head="player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"))
    refused = [t for t in said if "can't be the target of spells or abilities" in t]
    assert refused and all("he or she" not in t for t in refused), refused
    assert refused[0].endswith("Alice can't be the target of Lightning Bolt: Alice can't be the target of spells or "
                               "abilities (Ivory Mask; 103.1)"), refused
