"""A cost tapping several untapped creatures (Tradewind Rider: "{T}, Tap two untapped creatures you
control") refused with one other untapped creature said "Alice can't tap an untapped creature …:
Tradewind Rider @tr, Grizzly Bears @b2 are already tapped" — the Rider was untapped, tapped by the
same cost's {T} a moment before, and the cost asks for two (audit 7167, card 21; 409.1f)."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _illegal_step(tmp_path, text: str):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + text)
    (outcome,) = default_simulate(load_scenario(path))
    return next(s for _, s in flatten(outcome.steps) if "attempts an illegal play" in s.text)


def test_tradewind_rider_names_the_untapped_creature_and_its_own_tap(tmp_path):
    step = _illegal_step(tmp_path, "Alice in play: Tradewind Rider as @tr, Grizzly Bears as @b1, "
                                   "Grizzly Bears as @b2 (tapped)\nBob in play: Hill Giant as @hg\n"
                                   "Alice tries to activate @tr targeting @hg\n")
    assert step.text.endswith(
        "Alice can't tap 2 untapped creatures as the cost of Tradewind Rider @tr's ability requires: only 1 is "
        "untapped (Grizzly Bears @b1) — Tradewind Rider @tr is tapped by the same cost's {T}, Grizzly Bears @b2 is "
        "already tapped; a cost taps only an untapped permanent"), step.text
    assert "409.1f" in step.rules


def test_tradewind_rider_alone_says_none_is_untapped(tmp_path):
    step = _illegal_step(tmp_path, "Alice in play: Tradewind Rider as @tr\nBob in play: Hill Giant as @hg\n"
                                   "Alice tries to activate @tr targeting @hg\n")
    assert "requires: none is untapped — Tradewind Rider @tr is tapped by the same cost's {T}; a cost taps only" \
           in step.text, step.text
