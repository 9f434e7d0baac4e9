"""The explorer's point within a pass of ``… pass until the stack is empty`` (issue 43, seventieth
session): after an object has resolved, before the check that follows it (408.1b), where the
"may" (410.5) and the order (410.3) of the triggered abilities its resolution made are chosen.
A branch goes on from a copy of the game kept there, with the resolution's step still open in its
trace; the work bound counts a run's trace steps from the start of the action or pass of its
choice, whichever point it went on from. A run that can begin no branch at its points (no game
kept there, no work counted from one) is told at none of them (seventy-first session): the point
of each choice is read of where the passes stand as it is made. Nearer again (seventy-second
session): at each round of that check whose triggered abilities are about to go on the stack,
its state-based effects applied — the check's round kept as data (judge.engine.priority.Settling)."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import driver, explore, priority, triggers, turn

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


#: A Demonic Tutor under a Shock: the Chalices' order and "may" chosen in the check after the
#: Shock's resolution (within a pass), then the card found chosen during the Tutor's resolution,
#: passes later (at the pass: not in a check after a resolution).
_TUTOR = ('card "Chalice A"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from play, '
          'you may gain 1 life."\n'
          'card "Chalice B"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from play, '
          'you gain 2 life."\n'
          "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
          "Alice in play: Chalice A, Chalice B\nBob in play: Grizzly Bears as @b1\n"
          "Alice hand: Demonic Tutor, Shock\nAlice library: Hill Giant, Giant Growth\n"
          "Alice casts Demonic Tutor\nAlice casts Shock targeting @b1\nall pass until the stack is empty\n")

#: One Shock, one Chalice without a "may": nothing left open, one outcome.
_NO_CHOICE = ('card "Chalice B"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from play, '
              'you gain 2 life."\n'
              "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
              "Alice in play: Chalice B\nBob in play: Grizzly Bears as @b1\nAlice hand: Shock\n"
              "Alice casts Shock targeting @b1\nall pass until the stack is empty\n")


#: Two rounds of one check with choices in each (408.1b): the Bears' death triggers Chalice A's
#: "may" and Beacon's target (ordered, round 0); Beacon's ability targeting a creature triggers
#: Watcher's "may" (round 1); Skulking Ghost, targeted, is sacrificed, and its death is checked
#: after the next resolution.
_ROUNDS = ('card "Chalice A"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from play, '
           'you may gain 1 life."\n'
           'card "Beacon"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from play, '
           'target creature gets +1/+1 until end of turn."\n'
           'card "Watcher"\n  type Artifact\n  text "Whenever a creature becomes the target of a spell or '
           'ability, you may gain 3 life."\n'
           "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
           "Alice in play: Chalice A, Beacon, Watcher\n"
           "Bob in play: Grizzly Bears as @b1, Skulking Ghost as @g, Hill Giant as @h\nAlice hand: Shock\n"
           "Alice casts Shock targeting @b1\nall pass until the stack is empty\n")

#: Four Chalices triggered by one death, their order left open (24 orders, chosen in round 0 of
#: the check after the Shock's resolution), as bench/bench_explore.py's ``orders``.
_ORDERS = ("".join(f'card "Chalice {c}"\n  type Artifact\n  text "Whenever a creature is put into a graveyard '
                   f'from play, you gain {i + 1} life."\n' for i, c in enumerate("ABCD"))
           + "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
           "Alice in play: Chalice A, Chalice B, Chalice C, Chalice D\nBob in play: Grizzly Bears\n"
           "Alice hand: Shock\nAlice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n")


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
    for text in (_TWO_DEATHS, _GRAVEDIGGER, _ROUNDS):
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


def _told(monkeypatch) -> list:
    """The calls of the exploring decider at its points (each: the run's prefix, the method)."""
    calls: list = []
    for name in ("between_passes", "resolved", "reached"):
        real = getattr(explore.ExploringDecider, name)

        def told(self, *a, _real=real, _name=name):
            calls.append((tuple(self.prefix), _name))
            return _real(self, *a)

        monkeypatch.setattr(explore.ExploringDecider, name, told)
    return calls


def test_a_run_that_can_begin_no_branch_is_told_at_none_of_its_points(monkeypatch):
    """The decider is told at a point (an action's start, between two passes, after a
    resolution) only in a run that may keep the game there or counts its work from one of them:
    a scenario with no open choice makes one run and no such call, nor does the first run of an
    exploration (it keeps nothing, counts from its start) — the runs after it, with a keeper, are
    told at every point, and find the same outcomes as with branching off."""
    calls = _told(monkeypatch)
    outs = explore.explore(parse(_NO_CHOICE, "t.mtg"))
    assert len(outs) == 1 and outs[0].final.player("Alice").life == 22
    assert calls == []
    for text in (_TWO_DEATHS, _TUTOR):
        scn = parse(text, "t.mtg")
        calls.clear()
        outs = explore.explore(scn)
        assert [c for c in calls if c[0] == ()] == []  # (the first run)
        told = {c[1] for c in calls}
        assert told == {"between_passes", "resolved", "reached"}, told
        assert outs == explore.explore(scn, branching=False)


def _truth(monkeypatch) -> list:
    """Each open choice's point as the driver stands when it is made, counted apart from the
    decider's own record (runs from the scenario's start only: the action's index, the passes of
    ``until the stack is empty`` finished, and 1 more while the check after a resolution is made —
    and in that check, once a round's triggered abilities go on the stack, that round: the
    state-based effects checked in the check so far, less one — and once items of the round's
    putting are done, how many: the orders of two or more abilities made, the abilities put)."""
    state = {"at": None, "done": 0, "check": False, "rounds": 0, "round": None, "items": 0}
    seen: list = []
    real_explore = explore.ExploringDecider.explore
    real_until, real_after = driver.pass_until_resolved, driver.after_resolution
    real_sba, real_put = priority.sba.check, priority.triggers.put_on_stack
    real_order, real_one = triggers._order, triggers._put_one

    def begin(decider) -> None:  # (a new run, or a new action of it)
        if state["at"] != (decider, decider.cursor):
            state.update(at=(decider, decider.cursor), done=0, check=False)

    def choose(self, *a, **k):
        begin(self)
        if not state["check"]:
            point = (self.cursor, state["done"])
        elif state["round"] is None:
            point = (self.cursor, state["done"], 1)
        elif not state["items"]:
            point = (self.cursor, state["done"], 1, state["round"])
        else:
            point = (self.cursor, state["done"], 1, state["round"], state["items"])
        seen.append((tuple(self.prefix), len(self.taken), point))
        return real_explore(self, *a, **k)

    def until(game, player):
        begin(game.decider)
        name = real_until(game, player)
        if name is None:
            state["done"] += 1
        return name

    def after(game, resolving, *a):
        state.update(check=True, rounds=0, round=None)
        real_after(game, resolving, *a)
        state.update(check=False, done=state["done"] + 1, round=None)

    def sba_check(game):
        state["rounds"] += 1
        return real_sba(game)

    def put(game, *a, **k):
        if state["check"]:
            state.update(round=state["rounds"] - 1, items=0)
        return real_put(game, *a, **k)

    def order(game, player, mine):
        out = real_order(game, player, mine)
        state["items"] += len(mine) > 1
        return out

    def one(*a, **k):
        real_one(*a, **k)
        state["items"] += 1

    monkeypatch.setattr(explore.ExploringDecider, "explore", choose)
    monkeypatch.setattr(driver, "pass_until_resolved", until)
    monkeypatch.setattr(driver, "after_resolution", after)
    monkeypatch.setattr(priority.sba, "check", sba_check)
    monkeypatch.setattr(priority.triggers, "put_on_stack", put)
    monkeypatch.setattr(triggers, "_order", order)
    monkeypatch.setattr(triggers, "_put_one", one)
    return seen


def _points(monkeypatch, scn, branching: bool, always: bool = False) -> tuple:
    """The outcomes, each run's prefix -> the points of its choices, and the resolutions made;
    ``always``: the decider told at every point of every run (as before the seventy-first session)."""
    during: dict = {}
    real = explore.run

    def run(scenario, decider, *a, **k):
        out = real(scenario, decider, *a, **k)
        during[tuple(decider.prefix)] = tuple(decider.during)
        return out

    monkeypatch.setattr(explore, "run", run)
    if always:
        passing = explore.ExploringDecider.passing
        monkeypatch.setattr(explore.ExploringDecider, "passing", lambda self, loop: passing(self, loop) or True)
        at = explore._at_action
        monkeypatch.setattr(explore, "_at_action", lambda decider: at(decider))
    resolved = _resolutions(monkeypatch)
    outs = explore.explore(scn, branching=branching)
    count = len(resolved)
    monkeypatch.undo()
    return outs, during, count


def test_each_choice_is_made_at_the_point_where_the_passes_stand(monkeypatch):
    """Read of where the passes stand as it is made, each open choice's point is the one the
    driver is at — (action, passes finished) at a pass or during a resolution (the Tutor's card),
    (action, passes finished, 1) in the check after a resolution (the Chalices' order and "may")
    — in the first run, told at no point, as in every other; with branching on each run's
    choices are made at the same points as with it off, and with the decider told at every point
    of every run the outcomes, the points and the objects resolved are the same: no branch point
    is lost, and each branch goes on from the game kept where it was before."""
    for text in (_TUTOR, _TWO_DEATHS, _GRAVEDIGGER, _ROUNDS):
        scn = parse(text, "t.mtg")
        truth = _truth(monkeypatch)
        explore.explore(scn, branching=False)
        monkeypatch.undo()
        off, points_off, _ = _points(monkeypatch, scn, False)
        assert len(points_off) >= 8
        for prefix, n, point in truth:
            assert points_off[prefix][n] == point, (prefix, n, point, points_off[prefix])
        kinds = {len(p) for ps in points_off.values() for p in ps}
        assert kinds == ({2, 4, 5} if text in (_TUTOR, _ROUNDS) else {4, 5}), kinds
        rounds = {p[3] for ps in points_off.values() for p in ps if len(p) == 4}
        assert rounds == ({0, 1} if text is _ROUNDS else {0}), rounds
        on, points_on, resolved_on = _points(monkeypatch, scn, True)
        assert on == off and points_on == points_off
        always, points_always, resolved_always = _points(monkeypatch, scn, True, always=True)
        assert always == on and points_always == points_on and resolved_always == resolved_on


def test_a_branch_goes_on_from_the_round_s_point_past_its_state_based_effects(monkeypatch):
    """A choice made as a round's triggered abilities go on the stack (410.3, 410.5) branches from
    the game kept at that round's point (seventy-second session), not from before the check
    (408.1b): its state-based effects (the creature's death that triggered them) were applied
    there and are not applied again — the Bears die in 2 runs (the first, and the one that keeps
    the point), not in each of the 24 orders' — nor are a later round's (Watcher's "may", round
    1): the branches go on with the check's record (the round, what it put on the stack, whether
    its state-based effects applied: "after the state-based effects", 408.1b, in the trace), and
    find what replaying from the start finds."""
    applied: list = []
    real = priority.sba.check

    def check(game):
        a = real(game)
        applied.append(a)
        return a

    for text, most in ((_ORDERS, 2), (_ROUNDS, None)):
        scn = parse(text, "t.mtg")
        off = explore.explore(scn, branching=False)
        runs_off = len(off)
        monkeypatch.setattr(priority.sba, "check", check)
        applied.clear()
        outs = explore.explore(scn)
        on_applied, on_checks = applied.count(True), len(applied)
        applied.clear()
        explore.explore(scn, branching=False)
        off_applied, off_checks = applied.count(True), len(applied)
        monkeypatch.undo()
        assert outs == off and len(outs) == runs_off
        if most is not None:
            assert len(outs) == 24 and on_applied == most, on_applied
            assert all("after the state-based effects" in "".join(s.text for s in o.steps for s in s.walk())
                       for o in outs)
        assert on_checks < off_checks, (on_checks, off_checks)
        assert on_applied < off_applied, (on_applied, off_applied)


#: One death triggers two Chalices of Alice's and three of Bob's (410.3: Alice's go on the stack
#: first, in the order she chooses, then Bob's in his): two players' orders in one round, 2 × 6
#: outcomes.
_BOTH_ORDER = ("".join(f'card "Chalice {c}"\n  type Artifact\n  text "Whenever a creature is put into a graveyard '
                       f'from play, you gain {i + 1} life."\n' for i, c in enumerate("ABCDE"))
               + "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
               "Alice in play: Chalice A, Chalice B\nBob in play: Chalice C, Chalice D, Chalice E, Grizzly Bears\n"
               "Alice hand: Shock\nAlice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n")

#: One death triggers two "may" Chalices of Alice's (410.5: each "may" chosen as its ability
#: would be put on the stack, one after the other, after her order): 2 × 2 × 2 outcomes.
_TWO_MAYS = ('card "Chalice A"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from play, '
             'you may gain 1 life."\n'
             'card "Chalice M"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from play, '
             'you may gain 3 life."\n'
             "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
             "Alice in play: Chalice A, Chalice M\nBob in play: Grizzly Bears\n"
             "Alice hand: Shock\nAlice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n")


def _items_done(monkeypatch, scn) -> tuple:
    """The outcomes (branching on), and each run's prefix, whether it went on from a kept game, and
    the items of putting triggered abilities on the stack (410.3) it did itself: ("order", player)
    for an order of two or more, ("put", source) for an ability put (its "may" chosen)."""
    runs: list = []
    done: list = []
    real_run, real_order, real_one = explore.run, triggers._order, triggers._put_one

    def run(scenario, decider, *a, branch=None, **k):
        done.clear()
        out = real_run(scenario, decider, *a, branch=branch, **k)
        runs.append((tuple(decider.prefix), branch is not None, tuple(done)))
        return out

    def order(game, player, mine):
        if len(mine) > 1:
            done.append(("order", player))
        return real_order(game, player, mine)

    def one(game, t, *a, **k):
        done.append(("put", t.source_name))
        return real_one(game, t, *a, **k)

    monkeypatch.setattr(explore, "run", run)
    monkeypatch.setattr(triggers, "_order", order)
    monkeypatch.setattr(triggers, "_put_one", one)
    outs = explore.explore(scn)
    monkeypatch.undo()
    return outs, runs


def test_a_branch_at_the_second_player_s_order_replays_nothing_of_the_first_s(monkeypatch):
    """Two players' triggered abilities in one round (410.3): Alice orders hers and puts them on
    the stack, then Bob orders his. Each branch for another of Bob's orders goes on from the game
    kept as Bob's turn to order came (the round's putting kept as data, judge.engine.triggers.
    Putting): Alice's order is not made again, nor is any of her abilities put again — only the
    two runs from the start (the first keeps nothing) order hers, and the first run for another of
    Bob's orders after her first order (eighty-third session: it goes on from the game the second run
    kept as the round began, whose choices before it are none, not from the start); the outcomes are
    those of replaying from the start."""
    scn = parse(_BOTH_ORDER, "t.mtg")
    outs, runs = _items_done(monkeypatch, scn)
    assert outs == explore.explore(scn, branching=False) and len(outs) == 12
    assert {(o.final.player("Alice").life, o.final.player("Bob").life) for o in outs} == {(23, 32)}
    branches = [r for r in runs if r[1]]
    assert len(branches) == 10 and len(runs) - len(branches) == 2  # (base: 9 and 3 — one more built the game)
    for prefix, _kept, items in branches:
        if prefix == (0, 1):  # (from the round's point: her order made again, as the prefix says)
            assert items[:3] == (("order", "Alice"), ("put", "Chalice A"), ("put", "Chalice B")), items
            items = items[3:]
        assert len(prefix) == 2 and items[0] == ("order", "Bob") and len(items) == 4, (prefix, items)
        assert {i[1] for i in items[1:]} == {"Chalice C", "Chalice D", "Chalice E"}, (prefix, items)
    orders = [i for _p, _k, items in runs for i in items if i[0] == "order"]
    assert orders.count(("order", "Alice")) == 3, orders
    assert orders.count(("order", "Bob")) == 12


def test_a_branch_at_the_second_may_replays_nothing_of_the_first(monkeypatch):
    """Two "may" abilities of Alice's in one round (410.5: each chosen as its ability would be put
    on the stack): each branch for the other answer of the second "may" goes on from the game kept
    after the first ability was put (or declined) — her order and the first "may" are not made
    again, one ability is put — and a branch for the first "may" from the game kept after her
    order; the outcomes are those of replaying from the start, each answer counted (1 and 3 life). The
    first run's own second and third choices' other answers (it keeps nothing) go on from the games the
    second run kept before them, its choices there the same (eighty-third session; base: from the start)."""
    scn = parse(_TWO_MAYS, "t.mtg")
    outs, runs = _items_done(monkeypatch, scn)
    assert outs == explore.explore(scn, branching=False) and len(outs) == 8
    assert sorted(o.final.player("Alice").life for o in outs) == [20, 20, 21, 21, 23, 23, 24, 24]
    branches = [r for r in runs if r[1]]
    # (base: 4 — the first run's second and third "may" answers built the game again; eighty-third
    # session: they go on from the games the second run kept, as the round began and after her order)
    assert len(branches) == 6 and len(runs) - len(branches) == 2
    for prefix, _kept, items in branches:
        if prefix == (0, 1):  # (from the round's point, before her order: made again, as the prefix says)
            assert items == (("order", "Alice"), ("put", "Chalice A"), ("put", "Chalice M")), items
        elif prefix == (0, 0, 1):  # (from after her order: the first "may" answered again, as the prefix says)
            assert items == (("put", "Chalice A"), ("put", "Chalice M")), items
        else:
            assert [i[0] for i in items] == ["put"] * (4 - len(prefix)), (prefix, items)
    assert sum(1 for prefix, _k, _i in branches if len(prefix) == 3) == 4
