"""(seventy-ninth session) Trigger detection calls a zone change's two own-card checks only for the moves they read:

- ``_card_triggers`` (a card's own "When ~ is put into a graveyard from anywhere", 402.8) only for a card put into a
  graveyard from elsewhere than play;
- ``_came_in_after_step_began`` (the why-not of an "at the beginning of" ability of a permanent that came into play
  after its step began, 410.2, 300.5) only for a permanent come into play holding such an ability — the state's own
  list of those (``abilities_in_play``), not each permanent's abilities looked at for every move.

Held on scenarios that say those steps (the same words and rules) and on a spread of the bundled ones (no call for any
other move, and each call still made where the check reads the move).
"""

from __future__ import annotations

from pathlib import Path

from judge.cards import ir
from judge.engine import triggers
from judge.engine.kinds import EventKind
from judge.suite.runner import default_simulate, load_scenario
from judge.zones import Zone
from tests.bundled import discovered_scenarios
from tests.sampling import spread

ROOT = Path(__file__).resolve().parents[2]
SANDSTALKER = ROOT / "scenarios/audit/9086/12-viashino-sandstalker-returned-by-shallow-grave-in-the-end-step-stays-until-next-turn.mtg"
PURGE = ROOT / "scenarios/audit/4339/49-psychic-purge-printed-discarded-at-cleanup-no-loss.mtg"


def _at_step_ability(game, oid) -> bool:
    """Whether the permanent ``oid``, in play, has an "at the beginning of" triggered ability (from its abilities)."""
    return game.exists(oid) and game.objects[oid].zone == Zone.IN_PLAY and any(
        isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is ir.TriggerEvent.BEGINNING_OF_STEP
        for ab in game.chars(oid).abilities)


def _counting(monkeypatch) -> dict:
    seen = {"card": 0, "card other": 0, "came in": 0, "came in other": 0}
    card, came_in = triggers._card_triggers, triggers._came_in_after_step_began

    def counting_card(game, ev):
        read = ev.kind is EventKind.ZONE and ev.to_zone == Zone.GRAVEYARD and ev.from_zone != Zone.IN_PLAY
        seen["card" if read else "card other"] += 1
        card(game, ev)

    def counting_came_in(game, ev):
        read = ev.kind is EventKind.ZONE and ev.to_zone == Zone.IN_PLAY and ev.new is not None \
            and _at_step_ability(game, ev.new)
        seen["came in" if read else "came in other"] += 1
        came_in(game, ev)

    monkeypatch.setattr(triggers, "_card_triggers", counting_card)
    monkeypatch.setattr(triggers, "_came_in_after_step_began", counting_came_in)
    return seen


def _texts(steps) -> list:
    out = []
    for s in steps:
        out.append((s.text, s.rules))
        out += _texts(s.children)
    return out


def test_the_checks_run_for_the_moves_they_read_and_still_say_their_steps(monkeypatch):
    seen = _counting(monkeypatch)
    said = [t for o in default_simulate(load_scenario(SANDSTALKER)) for t in _texts(o.steps)
            if "came into play after it began" in t[0]]
    assert said and all(rules == ("410.2", "313.1") for _, rules in said), said
    purge = [t for o in default_simulate(load_scenario(PURGE)) for t in _texts(o.steps)
             if "doesn't trigger on its own discard" in t[0]]
    assert purge, "Psychic Purge's why-not at the cleanup discard"
    assert seen["came in"] >= 1 and seen["card"] >= 1, seen
    assert seen["card other"] == 0 and seen["came in other"] == 0, seen


def test_no_call_for_any_other_move_on_the_bundled_scenarios(monkeypatch):
    seen = _counting(monkeypatch)
    for f in spread(discovered_scenarios(), 150):
        try:
            default_simulate(load_scenario(f))
        except Exception:  # noqa: BLE001 - scenarios that are errors by design
            pass
    # (on the base every zone change called both: thousands of calls for moves neither reads)
    assert seen["card other"] == 0 and seen["came in other"] == 0, seen
    assert seen["card"] > 10, seen
