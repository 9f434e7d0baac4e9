"""A static ability whose condition doesn't hold says so (418.4a), naming who "you" is only where
its text says "you": Tangle Kelp's "if it attacked during its controller's last turn" was followed
by '"you" is Alice, its controller', a player the condition doesn't name (audit 7167, card 16);
and the card is named where the condition says "this" (Metathran Elite, card 9)."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _steps(tmp_path, text: str):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + text)
    outcomes = default_simulate(load_scenario(path))
    return [s for _, s in flatten(outcomes[0].steps) if "has no effect now" in s.text]


def test_tangle_kelp_condition_names_no_you(tmp_path):
    (step,) = _steps(tmp_path, "Alice hand: Tangle Kelp as @tk\nBob in play: Grizzly Bears as @gb\n"
                               "Alice casts @tk targeting @gb\nall pass until the stack is empty\n")
    assert step.text.endswith("— its condition (enchanted creature attacked during its controller's last turn) "
                              "doesn't hold"), step.text
    assert '"you" is' not in step.text


def test_kird_ape_condition_still_names_you(tmp_path):
    (step,) = _steps(tmp_path, "Alice in play: Kird Ape\n")
    assert '"you" is Alice, its controller) doesn\'t hold' in step.text, step.text


def test_metathran_elite_condition_names_the_card_not_this(tmp_path):
    """"its condition (this is enchanted)": the card is named, as an intervening "if" is (410.8,
    audit 5955) — "Metathran Elite @me is enchanted" (audit 7167, card 9)."""
    (step,) = _steps(tmp_path, "Alice in play: Metathran Elite as @me\n")
    assert step.text.endswith("— its condition (Metathran Elite @me is enchanted) doesn't hold"), step.text


def test_homarid_exactly_n_counters_names_the_card(tmp_path):
    """Homarid's "If there is one tide counter on Homarid" said "this has exactly 1 tide counter on it"."""
    said = [s.text for s in _steps(tmp_path, "Alice in play: Homarid as @h (2 tide counters)\n")]
    assert any(t.endswith("— its condition (Homarid @h has exactly 1 tide counter on it) doesn't hold") for t in said), said


def test_green_scarab_opponent_condition_still_names_you(tmp_path):
    """"as long as an opponent controls a green permanent": an opponent of "you", who is named."""
    said = [s.text for s in _steps(tmp_path, "Alice hand: Green Scarab as @gs\nAlice in play: Grizzly Bears as @gb\n"
                                             "Alice casts @gs targeting @gb\nall pass until the stack is empty\n")]
    assert any('"you" is Alice, its controller) doesn\'t hold' in t for t in said), said
