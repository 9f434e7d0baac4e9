"""Work that grows with the board, and answers that must stay right at scale (issue 41): each
reproducer of ``../shared/repro/fuzz-3`` (or a smaller board of the same shape, where the
full one takes more than a moment) ends in its answer, or in one located error where a limit
of the language is passed. What they cost is measured by ``bench/bench_scale.py``
(docs/performance.md, "Scaling with the board"), never here."""

from __future__ import annotations

import itertools

import pytest

from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.engine.mana import generic_ways, takes_from
from judge.errors import JudgeError
from tests.engine.support import texts

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def _outcomes(text: str, max_outcomes=None):
    from judge.cards.library import card_names

    return simulate(check_text(text, "t.mtg", card_names()), max_outcomes=max_outcomes)


# --------------------------------------------------------------------------- X and mana


def test_an_x_bound_past_the_x_limit_is_refused_at_its_line():
    """``with X up to N`` names a value of X as much as ``with X = N`` does: past the
    language's limit (1,000) it is a located error, not 10^9 options (repro-16)."""
    text = HEAD + ("mana is not tracked\nAlice hand: Blaze\n"
                   "Alice casts Blaze with X up to 999999999 targeting Bob\nall pass\n")
    # (the scenario checks find it before play: judge check too)
    with pytest.raises(JudgeError, match=r"t\.mtg:6:1: the value of X can be at most 1,000 \(the language's 'x' limit\), "
                                         r"here 999,999,999"):
        _outcomes(text)


def test_an_x_bound_at_the_limit_is_explored_up_to_it():
    outcomes = _outcomes(HEAD + "mana is not tracked\nAlice hand: Blaze\n"
                                "Alice casts Blaze with X up to 1000 targeting Bob\nall pass\n")
    assert len(outcomes) == 64  # the explorer's bound: X = 0 … 1,000 are 1,001 ways
    assert any("937 more" in n for n in outcomes[-1].notes)


def test_a_huge_generic_cost_is_paid_from_the_pool_at_once():
    """Paying {999999999}{R} from a pool holding just that (repro-17): one way to pay the
    generic part, found without going through the amount one mana at a time."""
    text = ('card "Fuzz Big"\n  cost {999999999}{R}\n  type Instant\n'
            '  text "Fuzz Big deals 2 damage to target creature or player."\n' + HEAD
            + "Alice mana pool: {999999999}{R}\nAlice hand: Fuzz Big\nAlice casts Fuzz Big targeting Bob\nall pass\n")
    (out,) = _outcomes(text)
    assert out.final.player("Bob").life == 18
    assert out.final.player("Alice").mana_pool == ""
    assert any("pays {999999999}{R} for Fuzz Big (pool now empty)" in t for t in texts(out))


def test_the_ways_to_pay_a_generic_cost_from_the_pool_are_counted_as_they_are_listed():
    """:func:`generic_ways` counts the ways (n of each kind, at most what the pool holds,
    summing to the cost) by inclusion and exclusion; it lists the first ones in the order
    the trace always listed them (most of the earlier kinds first)."""
    pools = [{"W": 2, "U": 1, "C": 3}, {"R": 5}, {"G": 2, "B": 2, "R": 2, "U": 2, "W": 2, "C": 2}, {}, {"C": 4, "R": 1}]
    for pool in pools:
        kinds = [k for k in ("W", "U", "B", "R", "G", "C") if pool.get(k)]
        for g in range(0, sum(pool.values()) + 2):
            brute = [dict((k, n) for k, n in zip(kinds, ns) if n)
                     for ns in itertools.product(*(range(pool[k], -1, -1) for k in kinds)) if sum(ns) == g]
            count, shown = generic_ways(pool, g, 5)
            assert count == len(brute), (pool, g)
            assert shown == brute[:5], (pool, g)
            assert all(takes_from(pool, w, g) for w in brute)
    assert generic_ways({"C": 999_999_999, "R": 999_999_999}, 999_999_999, 2) == (
        1_000_000_000, [{"R": 999_999_999}, {"R": 999_999_998, "C": 1}])
    assert not takes_from({"C": 3}, {"C": 4}, 4) and not takes_from({"C": 3}, {"R": 1}, 1)


def test_a_pool_with_many_ways_to_pay_names_some_and_counts_the_rest():
    """409.1f: which mana pays the generic part is the player's choice; the trace names the
    first ways and counts the others (331 ways to take {30} from {20}{W}×20{U}×20)."""
    text = ('card "Fuzz Thirty"\n  cost {30}\n  type Instant\n  text "Fuzz Thirty deals 2 damage to target creature or player."\n'
            + HEAD + "Alice mana pool: {20}" + "{W}" * 20 + "{U}" * 20
            + "\nAlice hand: Fuzz Thirty\nAlice casts Fuzz Thirty targeting Bob\nall pass\n")
    (out,) = _outcomes(text)
    (said,) = [t for t in texts(out) if t.startswith("Default payment")]
    assert said.startswith("Default payment: {20}{W}{W}{W}{W}{W}{W}{W}{W}{W}{W} from Alice's mana pool pays")
    assert said.endswith(" and 307 other ways)")
    assert out.final.player("Alice").mana_pool == "{W}" * 10 + "{U}" * 20


def _first_assignment_by_search(colors, need_c):
    """The plain depth-first search :func:`judge.engine.payment._assign` answers as (its first
    answer): each coloured mana owed, in colour order, to the first free source that can make it."""
    want = [c for c, n in sorted(need_c.items()) for _ in range(n)]
    out = [None] * len(colors)

    def fill(k):
        if k == len(want):
            return True
        for i, opts in enumerate(colors):
            if out[i] is None and want[k] in opts:
                out[i] = want[k]
                if fill(k + 1):
                    return True
                out[i] = None
        return False

    return [c if c is not None else colors[i][0] for i, c in enumerate(out)] if fill(0) else None


def test_which_mana_each_source_makes_is_the_search_s_first_answer_found_without_searching():
    """409.1f: a set of sources pays the coloured part when each coloured mana owed has a source
    of its own that can make it; the answer is the one a depth-first search gives first, and a
    set that can't pay is told at once (nine Swamps asked for eleven black mana backtracked
    through ~2,000,000 orderings: Drain Life as printed, X = 9)."""
    import random

    from judge.engine.payment import _assign

    assert _assign([["B"]] * 9 + [["R"]] * 2, {"B": 11}) is None
    assert _assign([["B"]] * 9 + [["R"]] * 2, {"B": 9}) == ["B"] * 9 + ["R"] * 2
    assert _assign([["W", "U"], ["W"]], {"U": 1, "W": 1}) == ["U", "W"]  # the first source makes the blue
    rnd = random.Random(42)
    checked = 0
    for _ in range(3000):
        n = rnd.randint(1, 6)
        colors = [rnd.sample("WUBRGC", rnd.randint(1, 3)) for _ in range(n)]
        need = {c: rnd.randint(1, 3) for c in rnd.sample("WUBRG", rnd.randint(0, 3))}
        if sum(need.values()) <= n:
            assert _assign(colors, need) == _first_assignment_by_search(colors, need), (colors, need)
            checked += 1
    assert checked > 1000


# --------------------------------------------------------------------------- many triggers at once (421)

URN = ('card "Fuzz Urn"\n  cost {1}\n  type Artifact\n'
       '  text "Whenever a creature is put into a graveyard from play, you gain 1 life."\n')


@pytest.mark.parametrize("creatures", [250, 600])
def test_many_triggers_put_on_the_stack_at_once_are_work_not_a_loop(creatures):
    """One Wrath of God puts N creatures into the graveyard at once: one event, N occurrences,
    N triggers (410.6) that go on the stack in one round of 408.1b and resolve one by one.
    Nothing repeats (421.1), so it is no loop: 250 were an error ("the stack stopped getting
    smaller", repro-13) and 600 a draw with the triggers still on the stack (repro-14)."""
    text = (URN + HEAD + f"mana is not tracked\nAlice in play: Fuzz Urn as @s0, {creatures} Grizzly Bears\n"
            "Alice hand: Wrath of God\nAlice casts Wrath of God\nall pass until the stack is empty\n")
    (out,) = _outcomes(text)
    assert out.final.player("Alice").life == 20 + creatures
    assert out.final.stack == () and out.final.result == "continues"
    assert not any("loop" in t for t in texts(out))


def test_twelve_soul_nets_and_a_wrath_are_no_loop():
    """Twelve Soul Nets see 45 creatures die: 540 abilities triggered by one event go on the
    stack in one round (past the 500 that a round of abilities triggering the next ones may
    put there before it is a loop, 421.4): each is a "may" (410.5) resolved in its turn
    (repro-15 was 100 creatures: 1,200 abilities, then a false loop)."""
    text = (HEAD + "mana is not tracked\nAlice in play: " + ", ".join(f"Soul Net as @s{i}" for i in range(12))
            + ", 45 Grizzly Bears\nAlice hand: Wrath of God\nAlice casts Wrath of God\nall pass until the stack is empty\n")
    out = _outcomes(text)
    assert all(o.final.stack == () and o.final.result == "continues" for o in out)
    assert out[0].final.player("Alice").life == 20 + 540  # the first outcome: every "may" taken
    assert all(20 <= o.final.player("Alice").life <= 560 for o in out)
    # each run records ~5,000 steps: the exploration's work bound (500 a possible outcome) stops it
    assert 2 <= len(out) < 64
    assert any(n.startswith(f"exploration stopped at its work bound after {len(out)} outcome(s)")
               and "the bound is 32,000, 500 for each of the 64 outcomes it may find" in n for n in out[-1].notes)


def test_a_stack_that_never_gets_smaller_is_still_a_loop():
    """What tells a loop is its repetition: each resolution putting on the stack what the next
    resolves ("Whenever a creature comes into play, put a 1/1 Soldier token into play")."""
    text = ('card "Endless Muster"\n  cost {3}{W}\n  type Enchantment\n'
            '  text "Whenever a creature comes into play, put a 1/1 white Soldier creature token into play."\n'
            + HEAD + "mana is not tracked\nAlice in play: Endless Muster\nAlice hand: Grizzly Bears\n"
            "Alice casts Grizzly Bears\nall pass until the stack is empty\n")
    with pytest.raises(JudgeError, match=r"t\.mtg:12:1: the stack stopped getting smaller \(250 resolutions one after "
                                         r"another, each resolving what the one before put on the stack"):
        _outcomes(text)


# --------------------------------------------------------------------------- continuous effects (418.5)


def _chain(n: int) -> str:
    auras = ", ".join(["Abduction as @a0 attached to @b"] + [f"Abduction as @a{i} attached to @a{i - 1}" for i in range(1, n)])
    return HEAD + f"Bob in play: Grizzly Bears as @b\nAlice in play: {auras}\nall pass until the stack is empty\n"


def test_a_chain_of_control_changing_auras_ends_with_every_one_on_the_creature():
    """repro-01's board, twelve links: each Abduction but the first enchants an Abduction, which
    it can't (420.5d); each returns the one it enchanted (under its owner's control, enchanting
    the only creature, 214.8d), and every control effect applies to the Grizzly Bears, each
    joining the others (418.5c) — asked once per state, not pair by pair at every move."""
    outcomes = _outcomes(_chain(12), max_outcomes=3)
    assert len(outcomes) == 3
    for out in outcomes:
        bears = next(o for o in out.final.objects if o.label == "b")
        on_it = [o for o in out.final.objects if o.name == "Abduction" and o.zone == "in play"]
        assert bears.controller == "Alice" and bears.zone == "in play"
        assert len(on_it) == 11 and all(o.attached_to == bears.id for o in on_it)
        assert [o.label for o in out.final.objects if o.name == "Abduction" and o.zone == "graveyard"] == ["a11"]
        assert len([t for t in texts(out) if "effect on Grizzly Bears @b joins" in t]) == 10


GRANTER = ('card "Fuzz Granter"\n  cost {G}\n  type Creature - Elf\n  pt 1/1\n'
           + '  text "Creatures you control have \\"Whenever you cast an enchantment spell, you may draw a card.\\""\n' * 2)


def test_abilities_granted_twice_by_every_creature_are_all_there_in_every_attack():
    """repro-02's board, four creatures: "Creatures you control have …" twice on each — eight
    effects, each reading types and controller, none changing them (418.5b: none depends on
    another, so their order is their timestamps', found without comparing them pair by pair at
    every computation). Every attack left open is an outcome."""
    text = (GRANTER + "player Alice\nplayer Bob\nturn Alice, declare attackers\nAlice in play: "
            + ", ".join(f"Fuzz Granter as @g{i}" for i in range(4)) + "\nall pass until the end of combat step\n")
    outcomes = _outcomes(text)
    assert len(outcomes) == 16  # every subset of the four attacks
    assert sorted(o.final.player("Bob").life for o in outcomes) == sorted(20 - bin(m).count("1") for m in range(16))
    for out in outcomes:
        for g in (o for o in out.final.objects if o.name == "Fuzz Granter"):
            granted = [a for a in g.abilities if a.casefold().startswith("whenever you cast an enchantment spell")]
            assert len(granted) == 8, g.abilities


# --------------------------------------------------------------------------- a sweep over a big board

SWEEP = ('card "Fuzz Double"\n  cost {X}{R}\n  type Sorcery\n'
         '  text "Fuzz Double deals X damage to each creature and each player."\n')


def test_a_damage_sweep_over_hundreds_of_creatures_destroys_those_it_kills():
    """repro-18's shape (4,000 creatures there): each creature dealt 2 damage, one event each,
    the bears with lethal damage destroyed at once by the check that follows (420.3)."""
    text = (SWEEP + "player Alice life 100\nplayer Bob life 100\nturn Alice, precombat main\nmana is not tracked\n"
            "Alice in play: 150 Grizzly Bears, 100 Hill Giant\nBob in play: 50 Grizzly Bears\n"
            "Alice hand: Fuzz Double\nAlice casts Fuzz Double with X = 2\nall pass\n")
    (out,) = _outcomes(text)
    assert [p.life for p in out.final.players] == [98, 98]
    in_play = [o for o in out.final.objects if o.zone == "in play"]
    assert len(in_play) == 100 and all(o.name == "Hill Giant" and o.damage == 2 for o in in_play)
    assert sum(1 for o in out.final.objects if o.zone == "graveyard" and o.name == "Grizzly Bears") == 200


@pytest.mark.parametrize("name", ["rules/420-4-maro-puzzle-box.mtg", "rules/420-4-maro-survives-resolution.mtg",
                                  "cards/413-2c-lich-damage-sacrifices-that-many-or-loses.mtg",
                                  "cards/420-5a-lich-at-zero-life-draws-instead-of-gaining.mtg"])
def test_what_held_during_a_resolution_is_found_the_same_looking_only_at_what_damage_changed(monkeypatch, name):
    """420.4: the conditions that held in the middle of a resolution are remembered at each
    event; after damage alone, only the creature or player dealt it is looked at again. Looking
    at everything each time gives the same outcomes."""
    from pathlib import Path

    from judge.engine import events, sba
    from judge.suite.runner import default_simulate, load_scenario

    path = Path(__file__).resolve().parents[2] / "scenarios" / name
    quick = [o.to_json() for o in default_simulate(load_scenario(path))]
    monkeypatch.setattr(events.sba_after_damage, "fn", lambda game, obj, player: sba.collect(game))
    assert [o.to_json() for o in default_simulate(load_scenario(path))] == quick


def test_characteristics_kept_under_auras_follow_the_aura_when_it_moves():
    """An Aura's "Enchanted creature gets +1/+2" applies to the enchanted permanent by values
    of its text (ContinuousEffect.fixed): the characteristics computed stay from one change to
    the next — tapping a creature keeps them — until what the Aura enchants changes."""
    from judge.cards.library import card_names
    from judge.engine import events
    from judge.engine.build import build

    game = build(check_text(HEAD + "Alice in play: Grizzly Bears as @a, Grizzly Bears as @b, "
                                   "Holy Strength as @h attached to @a\n", "t.mtg", card_names()))
    a, b, h = (game.labels[x] for x in ("a", "b", "h"))
    assert (game.chars(a).power, game.chars(a).toughness, game.chars(b).toughness) == (3, 4, 2)
    assert game.plain_board() is not None  # every static ability's effect is fixed
    events.tap(game, b, "test")
    assert a in game.derived.chars  # kept: nothing it depends on changed
    events.attach(game, h, b, "214.8c")
    assert a not in game.derived.chars
    assert (game.chars(a).toughness, game.chars(b).power, game.chars(b).toughness) == (2, 3, 4)
    # a static ability applying by a description that reads more than characteristics ("Untapped
    # creatures you control get +0/+2": Castle) is computed again at each change
    game = build(check_text(HEAD + "Alice in play: Grizzly Bears as @a, Castle\n", "t.mtg", card_names()))
    a = game.labels["a"]
    game.chars(a)
    assert game.plain_board() is None
    game.permanents.set_sick(a, True)  # (a change of state that computes nothing after it, as tapping's triggers would)
    assert a not in game.derived.chars
    # (one reading only characteristics, Crusade's "White creatures get +1/+1", keeps them as fixed
    # ones do: ContinuousEffect.board_only, tests/engine/test_board_only.py)


def test_a_print_of_the_stack_shared_with_the_one_before_is_the_stack_as_it_is(monkeypatch):
    """421: a loop is the same print of the game coming back; a print's stack shares with the
    one before it the objects neither resolved nor added (loops._Stacked). Each print's stack,
    taken so, is the whole stack as it is now: on the loop scenarios and a thousand triggers."""
    from judge.engine import loops
    from tests.engine.support import simulate_loop_scenarios

    looked: list[int] = []
    stacked = loops._stacked

    def checked(game, before):
        node = stacked(game, before)
        entries = []
        while node is not None:
            entries.append(node.entry)
            node = node.below
        assert entries == [(so.kind, so.name, so.controller, tuple(str(t) for t in so.targets)) for so in game.stack.items]
        looked.append(len(entries))
        return stacked(game, before)

    monkeypatch.setattr(loops, "_stacked", checked)
    simulate_loop_scenarios()
    _outcomes(URN + HEAD + "mana is not tracked\nAlice in play: Fuzz Urn, 300 Grizzly Bears\nAlice hand: Wrath of God\n"
                           "Alice casts Wrath of God\nall pass until the stack is empty\n")
    assert len(looked) > 300 and max(looked) >= 299


def test_the_work_bound_grows_with_the_outcomes_asked_for(monkeypatch):
    """The exploration's work bound is per outcome it may find (64 at least): asked for more
    outcomes, it explores more (here with a bound of 5 a possible outcome, six Gravediggers
    whose "may"s are left open: ~120 steps a run)."""
    import sys
    from pathlib import Path

    from judge.engine import explore

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from bench_scaling import mays

    monkeypatch.setattr(explore, "WORK_PER_OUTCOME", 5)
    found = {asked: _outcomes(mays(6), max_outcomes=asked) for asked in (2, 64, 128)}
    assert len(found[2]) == 2  # (the bound of outcomes first: 2 cost less than 64 × 5)
    assert 1 < len(found[64]) < len(found[128]) < 64
    for asked in (64, 128):
        assert any(n.startswith(f"exploration stopped at its work bound after {len(found[asked])} outcome(s)")
                   and f"the bound is {asked * 5:,}, 5 for each of the {asked} outcomes it may find" in n
                   for n in found[asked][-1].notes)
