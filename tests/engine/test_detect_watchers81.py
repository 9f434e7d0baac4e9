"""(eighty-first session) Trigger detection looks up the permanents an event may concern in the
abilities in play by trigger event (judge.engine.context.abilities_in_play, found once per state),
instead of asking each permanent with a triggered ability (410.2):

- a spell cast next to a board of Gravediggers (each "When ~ comes into play", 410.10a) looks at
  none of them: no ability of theirs has a trigger event a cast concerns;
- a Gravedigger's coming into play looks at that Gravedigger alone: another's "When ~ comes into
  play" is never asked (``own_entry``);
- on a spread of the bundled scenarios, the permanents looked at are exactly those whose abilities
  detect's loop would not all pass over (the meaning of the shortcut).
"""

from __future__ import annotations

import inspect
import sys
from pathlib import Path

from judge.cards import ir
from judge.dsl import parse
from judge.engine import simulate, triggers
from judge.engine.kinds import EventKind
from judge.suite.runner import default_simulate, load_scenario
from judge.zones import Zone
from tests.bundled import discovered_scenarios
from tests.sampling import spread

ROOT = Path(__file__).resolve().parents[2]

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"

#: Four Gravediggers cast one after another, each "may" left open; the later ones are cast with
#: one to three Gravediggers in play.
GRAVEDIGGERS = HEAD + """Alice hand: Gravedigger, Gravedigger, Gravedigger, Gravedigger
Alice graveyard: Grizzly Bears
""" + "Alice casts Gravedigger\nall pass until the stack is empty\n" * 4

#: The line of detect's loop where a permanent it looks at is read (once for each permanent looked at).
_LOOK = "you = ch.controller or obj.controller or obj.owner"


def _looks(text: str, name: str) -> tuple[list, list]:
    """(event kind, the permanent looked at, what came into play or None) for each permanent detect's
    loop looks at, and the outcomes."""
    source, first = inspect.getsourcelines(triggers.detect)
    line = first + next(i for i, s in enumerate(source) if _LOOK in s)
    code = triggers.detect.__code__
    seen: list = []

    def local(frame, event, arg):
        if event == "line" and frame.f_lineno == line:
            ev = frame.f_locals["ev"]
            into = ev.kind is EventKind.ZONE and ev.to_zone == Zone.IN_PLAY
            seen.append((ev.kind, frame.f_locals["sid"], ev.new if into else None))
        return local

    def calls(frame, event, arg):
        return local if event == "call" and frame.f_code is code else None

    sys.settrace(calls)
    try:
        outs = simulate(parse(text, name))
    finally:
        sys.settrace(None)
    return seen, outs


def test_a_cast_looks_at_no_gravedigger_and_an_entry_at_the_one_come_into_play(monkeypatch):
    asked: list = []
    real = triggers.own_entry
    monkeypatch.setattr(triggers, "own_entry", lambda ab: asked.append(ab) or real(ab))
    seen, outs = _looks(GRAVEDIGGERS, "gravediggers.mtg")
    # the "may"s, explored: 5 outcomes (more than 9 before the eighty-third session, when a "may" whose trigger has no
    # legal target was still asked: 410.4, 410.5)
    assert len(outs) == 5
    # on the base: each Gravedigger in play looked at for every cast and every coming into play (>100 looks)
    assert not [s for s in seen if s[0] is EventKind.CAST], seen
    entries = [s for s in seen if s[0] is EventKind.ZONE]
    assert len(entries) > 4 and all(sid == new for _, sid, new in entries), entries
    assert asked == []  # no other Gravedigger's "When ~ comes into play" asked (the base: one for each)


def test_the_permanents_looked_at_are_those_the_loop_would_not_pass_over(monkeypatch):
    """The meaning: of the permanents with a triggered ability an event can trigger, in play order,
    those with an ability whose trigger event the event concerns, not a spell's own on the stack
    (402.8), not another's "When ~ comes into play" (410.10a) — each asked of its abilities."""
    real = triggers._watchers
    checked = {"events": 0, "looked at": 0}

    def checking(game, watched, entered):
        found = real(game, watched, entered)
        want = [sid for sid in triggers._triggering(game) if any(
            isinstance(ab, ir.TriggeredAbility) and ab.trigger.event in watched and ab.zone is not Zone.STACK
            and not (entered is not triggers._NOTHING and sid != entered and triggers.own_entry(ab))
            for ab in game.chars(sid).abilities)]
        assert list(found) == want, (found, want)
        checked["events"] += 1
        checked["looked at"] += len(want)
        return found

    monkeypatch.setattr(triggers, "_watchers", checking)
    for f in spread(discovered_scenarios(), 150):
        try:
            default_simulate(load_scenario(f))
        except Exception:  # noqa: BLE001 - scenarios that are errors by design
            pass
    assert checked["events"] > 100 and checked["looked at"] > 10, checked


def test_no_event_concerns_an_at_the_beginning_of_ability():
    """The abilities in play by trigger event leave out "at the beginning of" abilities (300.5: a step's
    beginning, judge.engine.triggers.step_begins): sound while no event's watched trigger events hold it."""
    step = ir.TriggerEvent.BEGINNING_OF_STEP
    assert all(step not in events for events in triggers.WATCHING_KIND.values())
    assert all(step not in events for events in triggers._WATCHING_ZONE.values())


def test_the_permanents_looked_up_are_those_of_the_state_it_is_in():
    """The abilities in play by trigger event are found again for each board: the Watcher is looked at for its own
    coming into play and the Hill Giant's (it triggers: Alice 21 life), for no cast, and not for the Bears' coming
    into play after Shatter destroyed it."""
    text = """card "Watcher"
  type Artifact
  text "Whenever a creature comes into play, you gain 1 life."
""" + HEAD + """Alice in play: Grizzly Bears
Alice hand: Watcher, Hill Giant, Shatter, Grizzly Bears
Alice casts Watcher
all pass until the stack is empty
Alice casts Hill Giant
all pass until the stack is empty
Alice casts Shatter targeting Watcher
all pass until the stack is empty
Alice casts Grizzly Bears
all pass until the stack is empty
"""
    seen, outs = _looks(text, "watcher.mtg")
    assert len(outs) == 1 and outs[0].final.player("Alice").life == 21
    # (the base looked at the Watcher for the casts of Hill Giant, Shatter and the Watcher's own spell going too)
    assert not [s for s in seen if s[0] is not EventKind.ZONE], seen
    # (its leaving play is looked at as it last existed, 410.10d: those in play just before, as ever)
    entries = [(sid, new) for _, sid, new in seen if new is not None]
    watcher = seen[0][1]
    giant = next(o.id for o in outs[0].final.objects if o.name == "Hill Giant")
    assert entries == [(watcher, watcher), (watcher, giant)], (entries, giant)
