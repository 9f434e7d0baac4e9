"""A "When ~ comes into play" ability is matched only against its own permanent's coming into
play (judge.engine.triggers ``own_entry``, 410.10a): when another permanent comes into play,
:func:`triggers.detect` passes over it without asking whether the event matches it — the answer
is always no (the object that came into play is not its source), and no "doesn't trigger" check
reads such an ability, so nothing was ever said of it. Every outcome (choices, trace, final
state) is the one matching every such ability against every event gives."""

from __future__ import annotations

from pathlib import Path

from judge.cards import ir
from judge.dsl import parse
from judge.engine import context, not_triggered, simulate, triggers
from judge.engine.kinds import EventKind
from tests.bundled import bundled_scenarios
from tests.sampling import spread
from judge.zones import Zone

ROOT = Path(__file__).resolve().parents[2]

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"

#: Three Gravediggers cast one after another, each "may" left open: the first's ability sees
#: two others come into play after its own, the second's one.
GRAVEDIGGERS = HEAD + """Alice hand: Gravedigger, Gravedigger, Gravedigger
Alice graveyard: Grizzly Bears, Hill Giant
Alice casts Gravedigger
all pass until the stack is empty
Alice casts Gravedigger
all pass until the stack is empty
Alice casts Gravedigger
all pass until the stack is empty
"""

#: Its own permanent's and another's: a creature put into play by an effect next to one whose
#: "When ~ comes into play" ability is already in play, and a "Whenever a creature comes into
#: play" ability (a description, not "~": still matched against every creature's).
MIXED = """card "Watcher"
  type Artifact
  text "Whenever a creature comes into play, you gain 1 life."
card "Greeter"
  type Creature - Human
  pt 1/1
  text "When Greeter comes into play, you gain 2 life."
""" + HEAD + """Alice in play: Watcher, Greeter
Alice hand: Greeter, Grizzly Bears
Alice casts Grizzly Bears
all pass until the stack is empty
Alice casts Greeter
all pass until the stack is empty
"""


def _without_the_skip(monkeypatch) -> None:
    """Every "When ~ comes into play" ability matched against every event, as before: neither
    detect's loop nor the abilities in play by trigger event (judge.engine.context.abilities_in_play,
    which detect looks its permanents up in) tells such an ability apart."""
    monkeypatch.setattr(triggers, "own_entry", lambda ab: False)
    monkeypatch.setattr(context, "own_entry", lambda ab: False)


def _matched(monkeypatch, text: str, name: str) -> tuple[list, list]:
    """(trigger event, its subject's class, event kind, source is what came into play) of each
    ability matched against an event, and the outcomes."""
    seen: list = []
    real = triggers.event_matches

    def counting(game, trig, ev, src_id, *rest):
        own = ev.kind is EventKind.ZONE and ev.to_zone is Zone.IN_PLAY and ev.new == src_id
        seen.append((trig.event, type(trig.subject), ev.kind, own))
        return real(game, trig, ev, src_id, *rest)

    monkeypatch.setattr(triggers, "event_matches", counting)
    return seen, simulate(parse(text, name))


def test_a_gravedigger_is_matched_against_its_own_coming_into_play_alone(monkeypatch):
    seen, outs = _matched(monkeypatch, GRAVEDIGGERS, "gravediggers.mtg")
    seen = list(seen)
    entries = [s for s in seen if s[0] is ir.TriggerEvent.COMES_INTO_PLAY]
    assert entries and all(own for *_rest, own in entries)  # each Gravedigger's own coming into play alone
    assert len(outs) > 9  # the "may"s and their targets, explored
    # matched against every event, as before: each later Gravedigger's coming into play too,
    # never triggering, and nothing more is said
    _without_the_skip(monkeypatch)
    seen_all, outs_all = _matched(monkeypatch, GRAVEDIGGERS, "gravediggers.mtg")
    entries_all = [s for s in seen_all if s[0] is ir.TriggerEvent.COMES_INTO_PLAY]
    others = [s for s in entries_all if not s[3]]
    assert len(others) >= len(entries) // 2 and len(entries_all) == len(entries) + len(others)
    assert outs_all == outs


def test_a_description_is_still_matched_against_every_permanent_and_its_own_entry_triggers(monkeypatch):
    seen, outs = _matched(monkeypatch, MIXED, "mixed.mtg")
    seen = list(seen)
    # the Watcher's description is matched against both creatures; the Greeter in play is not
    # matched against the Bears' or the new Greeter's coming into play, the new Greeter against its own
    watcher = [s for s in seen if s[0] is ir.TriggerEvent.COMES_INTO_PLAY and s[1] is ir.Filter]
    greeter = [s for s in seen if s[0] is ir.TriggerEvent.COMES_INTO_PLAY and s[1] is ir.This]
    runs = len(outs)
    assert runs == 2  # the new Greeter's ability and the Watcher's trigger together: their order (410.3)
    assert len(watcher) == 2 * runs and all(s[2] is EventKind.ZONE for s in watcher)
    assert len(greeter) == runs and all(own for *_rest, own in greeter)
    _without_the_skip(monkeypatch)
    seen_all, outs_all = _matched(monkeypatch, MIXED, "mixed.mtg")
    assert len([s for s in seen_all if s[0] is ir.TriggerEvent.COMES_INTO_PLAY and s[1] is ir.This]) == 3 * runs
    assert outs_all == outs


def test_no_doesnt_trigger_check_reads_a_trigger_on_its_own_coming_into_play():
    """The skip is sound only while nothing is said of such an ability when another permanent
    comes into play: no "doesn't trigger" check of detect's loop is made for it."""
    own = ir.Trigger(event=ir.TriggerEvent.COMES_INTO_PLAY, subject=ir.This())
    assert not_triggered.why_not_checks(own) == ()
    assert not triggers.any_card_played(own)
    for check, events, of_filter in not_triggered._WHY_NOT_CHECKS:
        assert ir.TriggerEvent.COMES_INTO_PLAY not in events or of_filter, check.__name__
    assert triggers.own_entry(ir.TriggeredAbility(trigger=own, effects=()))
    other = ir.Trigger(event=ir.TriggerEvent.COMES_INTO_PLAY, subject=ir.Filter(types=("creature",)))
    assert not triggers.own_entry(ir.TriggeredAbility(trigger=other, effects=()))


def _entry_scenarios() -> list[Path]:
    """A fixed sample of the bundled scenarios whose text names a coming into play
    (tests/sampling.py ``spread``, turning with the Python)."""
    found = [p for p in bundled_scenarios() if "library" not in p.parts
             and "comes into play" in p.read_text()]
    return spread(found, 120)


def test_passing_over_others_entries_changes_no_bundled_outcome(monkeypatch):
    paths = _entry_scenarios()
    assert len(paths) >= 100
    fast = {path: simulate(parse(path.read_text(), str(path))) for path in paths}
    _without_the_skip(monkeypatch)
    for path in paths:
        assert simulate(parse(path.read_text(), str(path))) == fast[path], path
