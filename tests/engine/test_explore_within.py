"""The explorer's point within a pass of ``… pass until the stack is empty`` (issue 43, seventieth
session): after an object has resolved, before the check that follows it (408.1b), where the
"may" (410.5) and the order (410.3) of the triggered abilities its resolution made are chosen.
A branch goes on from a copy of the game kept there, with the resolution's step still open in its
trace; the work bound counts a run's trace steps from the start of the action or pass of its
choice, whichever point it went on from."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import explore, turn

#: Two creatures die one after another in one pass; each death triggers a Chalice with a "may"
#: and one without: orders and "may" chosen in two checks after two resolutions, a Bolt between.
_TWO_DEATHS = ('card "Chalice A"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from play, '
               'you may gain 1 life."\n'
               'card "Chalice B"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from play, '
               'you gain 2 life."\n'
               "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
               "Alice in play: Chalice A, Chalice B\nBob in play: Grizzly Bears as @b1, Grizzly Bears as @b2\n"
               "Alice hand: Shock, Shock, Lightning Bolt\nAlice casts Shock targeting @b1\n"
               "Alice casts Shock targeting @b2\nAlice casts Lightning Bolt targeting Bob\n"
               "all pass until the stack is empty\n")

#: A Gravedigger's "may" (and its target) chosen as its ability goes on the stack, after the
#: Gravedigger's resolution; two Soul Wardens' triggers ordered with it.
_GRAVEDIGGER = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
                "Alice in play: Soul Warden, Soul Warden\nAlice hand: Gravedigger\n"
                "Alice graveyard: Grizzly Bears, Hill Giant\nAlice casts Gravedigger\n"
                "all pass until the stack is empty\n")


def _resolutions(monkeypatch) -> list:
    resolved: list = []
    real = turn.begin_resolution
    monkeypatch.setattr(turn, "begin_resolution", lambda game: resolved.append(game.stack.items[0].name) or real(game))
    return resolved


def test_choices_after_resolutions_give_the_outcomes_of_replaying(monkeypatch):
    """Branching on and off give the same outcomes (choices, trace, final state) where the
    choices are made in the check after a resolution — several resolutions of one pass, each
    with its orders and "may", and a Gravedigger's "may" and target — and the branches go on
    from after the resolution: fewer Shocks (Gravediggers) resolve than there are runs, where from
    the pass before it each run would resolve at least one."""
    for text, dying in ((_TWO_DEATHS, "Shock"), (_GRAVEDIGGER, "Gravedigger")):
        scn = parse(text, "t.mtg")
        resolved = _resolutions(monkeypatch)
        outs = explore.explore(scn)
        assert len(outs) >= 8
        assert resolved.count(dying) < len(outs), resolved.count(dying)  # (from the pass before, each run resolves one)
        assert outs == explore.explore(scn, branching=False)
        assert len({repr(o.final) for o in outs}) > 1  # (the "may" answered both ways: the ends differ)


def test_a_branch_goes_on_inside_the_resolution_s_step_of_its_own_game(monkeypatch):
    """Each outcome's trace tells the check after a Shock's resolution within that resolution's
    step (420.4, 408.1b: the triggered abilities ordered there are its children), as a run from
    the start does — the kept step is reopened in the branch — and each branch's final state is
    its own choices' (a copy of the kept game, not the game another branch went on in): the
    "may" answered no gives Alice 1 life less for that death (Chalice B: 2 for each)."""
    scn = parse(_TWO_DEATHS, "t.mtg")
    resolved = _resolutions(monkeypatch)
    outs = explore.explore(scn)
    assert resolved.count("Shock") < len(outs)
    for o in outs:
        shocks = [s for s in o.steps for s in s.walk() if s.text == "Shock resolves"]
        assert len(shocks) == 2
        for s in shocks:
            texts = [c.text for c in s.walk()]
            assert any(t.startswith("Alice orders the triggered abilities") for t in texts), texts
        yes = sum(1 for c in o.choices if "chooses yes" in str(c))
        assert o.final.player("Alice").life == 20 + 2 * 2 + yes, (o.choices, o.final.player("Alice").life)


def _counted(monkeypatch, scn, branching: bool) -> dict:
    """Each run's prefix of choices -> the trace steps the work bound counted for it."""
    counted: dict = {}
    real = explore.run

    def run(scenario, decider, *a, **k):
        out = real(scenario, decider, *a, **k)
        counted[tuple(decider.prefix)] = decider.spent - decider.counted_from
        return out

    monkeypatch.setattr(explore, "run", run)
    explore.explore(scn, branching=branching)
    monkeypatch.setattr(explore, "run", real)
    return counted


def test_the_work_bound_counts_the_same_steps_whichever_point_a_run_went_on_from(monkeypatch):
    """The work bound counts a run's trace steps from the start of the action or pass of the
    choice it was run for: a branch from a game kept after a resolution counts the steps between
    the pass's start and that point as well as its own, so each run counts what the same run from
    the scenario's start (branching off) counts there on — and an exploration stopped by the bound
    stops after the same outcome, with the same note, with branching on and off."""
    for text in (_TWO_DEATHS, _GRAVEDIGGER):
        scn = parse(text, "t.mtg")
        on, off = _counted(monkeypatch, scn, True), _counted(monkeypatch, scn, False)
        assert on == off and len(on) >= 8
        assert len(set(on.values())) > 1
        total = sum(on.values())
        # a bound the exploration reaches half-way
        monkeypatch.setattr(explore, "WORK_PER_OUTCOME", total // 2 // explore.MAX_OUTCOMES + 1)
        outs = explore.explore(scn)
        assert 1 < len(outs) < len(on)
        assert "stopped at its work bound" in outs[-1].notes[-1] and "trace steps;" in outs[-1].notes[-1]
        assert outs == explore.explore(scn, branching=False)
        monkeypatch.undo()
