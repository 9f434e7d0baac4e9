"""What a player receiving priority (408.1b) and a resolving ability (413.2) ask of the game, and
no more (issue 43: the suite's work per scenario). Each test counts the calls the change
removed and checks the trace still says what it said."""

from __future__ import annotations

import sys

import pytest

from judge.engine import attack_stands, evasion, priority, resolve
from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, declare attackers\n"


@pytest.fixture
def counted(monkeypatch):
    """Counts: full 408.1b checks (those past "the same state, checked already": each
    synchronises control first), and ``evasion.none_apply`` asked by :mod:`judge.engine.attack_stands`."""
    seen = {"settle": 0, "asked": 0}
    sync_control, none_apply = priority.sync_control, evasion.none_apply

    def counting_sync_control(game):
        if sys._getframe(1).f_code is priority.settle.__code__:
            seen["settle"] += 1
        return sync_control(game)

    def counting_none_apply(game):
        if sys._getframe(1).f_globals.get("__name__") == attack_stands.__name__:
            seen["asked"] += 1
        return none_apply(game)

    monkeypatch.setattr(priority, "sync_control", counting_sync_control)
    monkeypatch.setattr(evasion, "none_apply", counting_none_apply)
    return seen


def test_a_settle_asks_once_whether_a_static_rule_can_apply(counted):
    # (it asked twice: once for an attack's restriction no longer met, once for one now applying)
    got = steps_of("Alice in play: Grizzly Bears as @g\nBob in play: Forest\nAlice attacks with @g\n"
                   "all pass until the declare blockers step\n", head=HEAD)
    assert counted["settle"] > 1 and counted["asked"] == counted["settle"]
    assert not any("remains an attacking creature" in s.text for s in got)


def test_an_attack_that_stands_is_still_said_once(counted):
    """Zhou Yu's restriction stops being met while it attacks (306.2): said once, as before."""
    got = steps_of('Alice in play: "Zhou Yu, Chief Commander" as @zy\nBob in play: Island as @isl, Zuran Orb as @orb\n'
                   "Alice attacks with @zy\nAlice passes\nBob activates @orb sacrificing @isl\n"
                   "all pass until the stack is empty\nall pass until the declare blockers step\n", head=HEAD)
    said = [s for s in got if "remains an attacking creature though Bob no longer controls" in s.text]
    assert len(said) == 1 and said[0].rules == ("306.2", "500.1", "308.5")
    assert counted["asked"] == counted["settle"]


def test_an_ability_is_read_for_you_only_when_another_player_owns_or_holds_it(monkeypatch):
    walked = []
    names_you = resolve._names_you
    monkeypatch.setattr(resolve, "_names_you", lambda so: walked.append(so.name) or names_you(so))
    head = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
    own = steps_of("Bob in play: Fountain of Youth as @f\nBob activates @f\nall pass until the stack is empty\n", head=head)
    assert walked == [] and not any('"You" in' in s.text for s in own)
    assert any(s.text == "Bob gains 1 life (life 20 \u2192 21)" for s in own)
    stolen = steps_of("Alice in play: Fountain of Youth as @f\nBob in play: Steal Artifact attached to @f\n"
                      "Bob activates @f\nall pass until the stack is empty\n", head=head)
    assert walked == ["Fountain of Youth's ability"]
    assert any(s.text == '"You" in Fountain of Youth\'s ability\'s text is Bob, who controls Fountain of Youth @f, '
                         'not Alice, who owns it (glossary "You/Your")' for s in stolen)
