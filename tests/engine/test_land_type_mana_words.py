"""A land changed into another basic land type, tapped for its old mana, says why it can't make it
(214.9f: a permanent changed into a basic land has only that land's mana ability) — Evil Presence's
Forest 'produces {B}, not {G}' named no rule (audit 3531, card 44). A basic land tapped for mana
of another color says what gives it the mana it makes (214.9e: its land type's intrinsic mana
ability) — a Snow-Covered Swamp 'produces {B}, not {G}' cited only 422.1/422.2 (audit 4743, card 14); a dual land, Tundra, its two
land types (audit 7167, card 25)."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\n"


def _illegal_step(tmp_path, text: str):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + text)
    (outcome,) = default_simulate(load_scenario(path))
    return next(s for _, s in flatten(outcome.steps) if "attempts an illegal play" in s.text)


def test_evil_presence_forest_says_it_is_a_swamp(tmp_path):
    step = _illegal_step(tmp_path, "Alice in play: Evil Presence attached to @bf\nBob in play: Forest as @bf\n"
                                   "Bob tries to tap @bf for {G}\n")
    assert "produces {B}, not {G}" in step.text
    assert "it is a Swamp now" in step.text
    assert "214.9f" in step.rules


def test_an_unchanged_forest_names_no_land_type_change(tmp_path):
    step = _illegal_step(tmp_path, "Bob in play: Forest as @bf\nBob tries to tap @bf for {B}\n")
    assert "produces {G}, not {B}" in step.text
    assert "now" not in step.text
    assert "214.9f" not in step.rules
    assert step.text.endswith('(it is a Forest: a basic land\'s land type gives it the mana ability '
                              '"{T}: Add {G} to your mana pool.", rule 214.9e)')
    assert "214.9e" in step.rules


def test_a_snow_covered_swamp_taps_for_black_by_its_land_type(tmp_path):
    step = _illegal_step(tmp_path, "Bob in play: Snow-Covered Swamp as @s\nBob tries to tap @s for {G}\n")
    assert step.text.endswith('Snow-Covered Swamp @s produces {B}, not {G} (it is a Swamp: a basic land\'s land type '
                              'gives it the mana ability "{T}: Add {B} to your mana pool.", rule 214.9e)')
    assert step.rules[0] == "214.9e" and "214.9f" not in step.rules


def test_a_dual_land_names_both_land_types_and_cites_214_9e(tmp_path):
    """Tundra (Oracle, 'Land - Plains Island') tapped for {G} said only 'produces {W} or {U}, not
    {G}' citing 422.1/422.2, where a Forest names its land type's ability (audit 7167, card 25)."""
    step = _illegal_step(tmp_path, "Bob in play: Tundra as @t\nBob tries to tap @t for {G}\n")
    assert step.text.endswith('Tundra @t produces {W} or {U}, not {G} (it is a Plains and an Island: each basic land '
                              'type gives it that basic land\'s mana ability, "{T}: Add {W} to your mana pool." and '
                              '"{T}: Add {U} to your mana pool.", rule 214.9e)')
    assert "214.9e" in step.rules and "214.9f" not in step.rules


def test_a_dual_land_changed_by_blood_moon_still_says_it_is_a_mountain_now(tmp_path):
    step = _illegal_step(tmp_path, "Alice in play: Blood Moon\nBob in play: Tundra as @t\nBob tries to tap @t for {W}\n")
    assert "it is a Mountain now" in step.text and "214.9f" in step.rules


def test_a_source_of_no_land_type_says_its_text_decides(tmp_path):
    """Wizards' School tapped for {G} said only 'produces {1}, {U}, {W} or {B}, not {G}' citing
    422.1/422.2 (audit 8076, card 9): its mana abilities add what their text says (402.1, 406.1a)."""
    step = _illegal_step(tmp_path, "Bob in play: Wizards' School as @ws\nBob tries to activate @ws for {G}\n")
    assert step.text.endswith("Wizards' School @ws produces {1}, {U}, {W} or {B}, not {G}: its mana abilities add "
                              'only what their text says ("{T}: Add {1} to your mana pool.", "{1}, {T}: Add {U} to '
                              'your mana pool." and "{2}, {T}: Add {W} or {B} to your mana pool."; rules 402.1, 406.1a)')
    assert "402.1" in step.rules and "406.1a" in step.rules


def test_a_creature_of_one_mana_ability_quotes_it(tmp_path):
    step = _illegal_step(tmp_path, "Bob in play: Llanowar Elves as @le\nBob tries to tap @le for {R}\n")
    assert step.text.endswith('Llanowar Elves @le produces {G}, not {R}: its mana ability adds only what its text '
                              'says ("{T}: Add {G} to your mana pool."; rules 402.1, 406.1a)')
    assert "402.1" in step.rules and "214.9e" not in step.rules
