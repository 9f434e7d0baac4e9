"""(eighty-fifth session) A step in which nothing happens asks the permanents nothing again.

Each time a player would receive priority, state-based effects are checked and triggered abilities put on the
stack (408.1b, 420.3): as a step begins, the checks are made again. A step begun (300.1), a combat's record made
or ended (306.1, 308.5) and this turn's record of combats begun afresh touch no permanent: they are changes
``off_board`` (``Game.changed``), which carry to the next version of the state what the permanents gave in the
last one — each permanent's state-based conditions (420.5b-f, ``PERMANENTS_UNAFFECTED``), that the check said all
it had to say of them (a creature whose damage isn't lethal, 420.5c; a permanent no longer Legendary, 420.5e:
``PERMANENTS_SAID``) and that every permanent's controller is the one last noted, none in combat (409.3, 306.2:
``CONTROL_SYNCED``). So the checks of a turn walked through by "all pass" look at the permanents once, not at
every step; what they find and say is the same.
"""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import driver, priority, sba
from judge.engine.driver import run

from tests.engine.support import counting, game_after

#: Nine lands, no creature (no attack to choose), no static ability: five priorities in the turn — the
#: precombat main phase's (the scenario's start), then the beginning of combat, end of combat (no attackers:
#: 308.4), postcombat main and end of turn steps'.
_LANDS = ("player Alice\nplayer Bob\nturn Alice, precombat main\n"
          "Alice in play: Forest, Forest, Mountain, Island, Swamp\n"
          "Bob in play: Mountain, Plains, Island, Swamp\n"
          "all pass until the end of turn step\n")


class _Looked(list):
    """The permanents in play, counting each permanent looked at by a loop over them."""

    looked = 0

    def __iter__(self):
        _Looked.looked += len(self)
        return super().__iter__()


def _steps(steps) -> list:
    out = []
    for s in steps:
        out.append((s.text, tuple(s.rules)))
        out += _steps(s.children)
    return out


def test_a_turn_of_quiet_steps_synchronises_control_once(monkeypatch):
    synced = counting(monkeypatch, priority, "sync_control")
    outcome = run(parse(_LANDS, "t.mtg"))
    assert outcome.error is None
    texts = [t for t, _ in _steps(outcome.steps)]
    # (five priorities given, five checks made, 408.1b: the scenario's start and four steps begun — Alice passes at
    # the first four, the turn stopping where its end of turn step begins)
    assert [t.endswith("Alice will receive priority") for t in texts].count(True) == 4
    assert texts.count("Alice passes priority") == 4
    # once, at the scenario's start (409.3: each permanent's controller noted); the four steps begun after it
    # touch no permanent (the base: 5, one at each check)
    assert len(synced) == 1, len(synced)


def test_a_turn_of_quiet_steps_says_the_permanents_check_once(monkeypatch):
    legends = counting(monkeypatch, sba, "_legend_spared")
    lethal = counting(monkeypatch, sba, "_not_lethal")
    outcome = run(parse(_LANDS, "t.mtg"))
    assert outcome.error is None
    # (the base: 5 each — every check asked for a creature whose damage isn't lethal and a permanent no longer
    # Legendary, on the same nine lands)
    assert (len(legends), len(lethal)) == (1, 1), (len(legends), len(lethal))


def test_a_turn_of_quiet_steps_looks_at_each_permanent_s_conditions_once(monkeypatch):
    looked: list = []
    real_collect = sba.collect

    def collect(game):
        before = _Looked.looked
        found = real_collect(game)
        looked.append(_Looked.looked - before)
        return found

    real_start = driver.start

    def start(game):
        game.in_play = _Looked(game.in_play)
        return real_start(game)

    monkeypatch.setattr(sba, "collect", collect)
    monkeypatch.setattr(driver, "start", start)
    outcome = run(parse(_LANDS, "t.mtg"))
    assert outcome.error is None and isinstance(outcome, object)
    # five checks (420.3), the nine lands looked at in the first only (the base: 9 at each, 45)
    assert looked == [9, 0, 0, 0, 0], looked


def test_what_a_step_touches_is_looked_at_again():
    """Damage dealt in a step (a permanent touched) is looked at by the next check, and said once: the Giant
    Growth's Grizzly Bears, 5/5 with 3 damage, survive (420.5c) — said at the check after the Bolt, not again
    at the checks of the steps after it, where the same damage is still not lethal."""
    lines = ("player Alice\nplayer Bob\nturn Alice, precombat main\nAlice has played a land this turn\n"
             "Alice in play: Grizzly Bears as @bears, Forest\nAlice hand: Giant Growth\n"
             "Bob in play: Mountain\nBob hand: Lightning Bolt\n"
             "Alice passes\nBob casts Lightning Bolt targeting @bears paying with Mountain\nBob passes\n"
             "Alice taps Forest for {G}\nAlice casts Giant Growth targeting @bears\n"
             "all pass until the stack is empty\nall pass until the declare attackers step\nAlice attacks with nothing\n"
             "all pass until the end of turn step\n")
    outcome = run(parse(lines, "t.mtg"))
    assert outcome.error is None
    texts = _steps(outcome.steps)
    said = [t for t in texts if "not lethal damage, it survives" in t[0]]
    assert said == [("Grizzly Bears @bears has 3 damage and toughness 5: not lethal damage, it survives", ("420.5c",))]
    game = game_after(lines)
    bears = next(o for o in game.objects.values() if o.card.name == "Grizzly Bears" and o.zone.name == "IN_PLAY")
    assert bears.damage == 3 and game.turns.step.named == "end of turn step"


def test_changes_said_off_the_board_change_no_outcome(monkeypatch):
    """Every change taken as touching the permanents (nothing carried from one version to the next by
    ``off_board``: a step begun, a combat's record, this turn's record of combats, an object put on the stack, a
    life total): the outcomes of a sample of the bundled scenarios, spread through the corpus, are the same."""
    from judge.engine.game import Game
    from tests.engine.test_state_owner import _bundled, _kept_outcome, _outcomes
    from tests.sampling import spread

    files = spread(_bundled(), 90, 1)
    kept = [_kept_outcome(f) for f in files]
    changed = Game.changed
    monkeypatch.setattr(Game, "changed", lambda self, off_board=False: changed(self))
    touched = _outcomes(files)
    assert [a.split(":")[0] for a, b in zip(kept, touched) if a != b] == []
