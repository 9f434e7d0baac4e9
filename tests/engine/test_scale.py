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
    with pytest.raises(JudgeError, match=r"t\.mtg:6:1: with X up to 999,999,999: the value of X can be at most "
                                         r"1,000 \(the language's 'x' limit\)"):
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
    assert said.startswith("Default payment: {W}{W}{W}{W}{W}{W}{W}{W}{W}{W}{20} from Alice's mana pool pays")
    assert said.endswith(" and 307 other ways)")
    assert out.final.player("Alice").mana_pool == "{W}" * 10 + "{U}" * 20
