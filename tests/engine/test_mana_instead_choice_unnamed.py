"""A land whose one mana ability offers a choice of mana, every option replaced by the same mana,
doesn't say it would have made a color no one chose (audit 11712, card 19): City of Brass ("{T}:
Add one mana of a color of your choice") under Infernal Darkness ("If a land is tapped for mana,
it produces {B} instead of any other type") produces {B} whichever color Bob would choose — the
trace said "instead of {W}", the first option, as if Bob had chosen white (406.1a, 419.1). A
Forest, with no choice to make, still says the {G} it would have made."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\n"


def test_city_of_brass_under_infernal_darkness_names_no_color_chosen():
    got = steps_of("Alice in play: Infernal Darkness\nBob in play: City of Brass as @cob\nBob taps @cob\n", head=HEAD)
    said = [s for s in got if "is tapped for mana: it produces" in s.text]
    assert len(said) == 1
    assert said[0].text.startswith("City of Brass @cob is tapped for mana: it produces {B} whichever of {W}, {U}, "
                                   "{B}, {R} or {G} Bob would choose (Infernal Darkness")
    assert "instead of {W}" not in said[0].text
    assert said[0].rules == ("419.1", "419.2")
    # a land with one mana to make still says what it would have made
    got = steps_of("Alice in play: Infernal Darkness\nBob in play: Forest as @f\nBob taps @f\n", head=HEAD)
    assert any(s.text.startswith("Forest @f is tapped for mana: it produces {B} instead of {G}") for s in got)
