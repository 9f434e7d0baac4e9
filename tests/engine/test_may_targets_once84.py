"""(eighty-fourth session, issue 43) A "may" triggered ability with targets has its targets' legal options looked
for once as it would be put on the stack: the check whether its "may" changes anything (no legal target: 410.4,
410.5, judge.engine.triggers._may_moot) looks for them, and the targets are then chosen in that same state (410.4)
from the options it found — the choice of "yes", its step and the targets chosen before change nothing the options
are read of. The eighty-third session's check looked for them a second time whenever the ability was used."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import simulate
from judge.engine import triggers

from tests.engine.support import GRAVEDIGGER_MAYS, counting

#: Oath of Lieges at Bob's upkeep, Alice controlling more lands: Bob chooses target player (Alice, the only legal
#: one) and may search (410.2: the ability says "the first player may": Bob controls its pseudospell).
OATH_WITH_A_TARGET = ("player Alice\nplayer Bob\nturn Alice, postcombat main\nmana is not tracked\n"
                      "Alice in play: Oath of Lieges, Plains, Plains\nBob in play: Mountain\n"
                      "Bob library: Mountain as @m, Swamp\n\nall pass until the upkeep\n")


def _searches_and_puts(monkeypatch, text: str) -> tuple[list, list, list]:
    searches = counting(monkeypatch, triggers, "target_options")
    puts = counting(monkeypatch, triggers, "_put_one")
    outcomes = simulate(parse(text, "t.mtg"), explore=True)
    return searches, puts, outcomes


def test_a_gravedigger_s_targets_are_looked_for_once_each_time_it_would_be_put_on_the_stack(monkeypatch):
    searches, puts, outcomes = _searches_and_puts(monkeypatch, GRAVEDIGGER_MAYS)
    assert len(outcomes) == 34  # (as on the eighty-third session's tree: the outcomes are the same)
    used = sum(1 for o in outcomes for top in o.steps for s in top.walk()
               if s.text.startswith("Alice chooses to use it: it goes on the stack"))
    assert used > 0, "some outcomes use a Gravedigger's ability: its targets are chosen"
    assert len(puts) > 0
    assert len(searches) == len(puts), f"{len(searches)} searches of legal targets for {len(puts)} abilities put"


def test_the_oath_s_player_looks_for_its_targets_once(monkeypatch):
    """The "that player may" path (410.2): its controller's "may" is checked, then its target chosen, one search."""
    searches, puts, outcomes = _searches_and_puts(monkeypatch, OATH_WITH_A_TARGET)
    said = [s.text for o in outcomes for top in o.steps for s in top.walk()]
    assert any(t.startswith("Bob chooses to use it: it goes on the stack") for t in said), said
    assert any(t.startswith("Target: Alice") for t in said), said
    assert len(puts) >= 1
    assert len(searches) == len(puts), f"{len(searches)} searches of legal targets for {len(puts)} abilities put"


def test_a_stated_answer_still_chooses_the_targets_from_their_own_search(monkeypatch):
    """Guard: a "may" the scenario's next line answers isn't checked (the answer is the player's: judge.engine.
    triggers._may_targets_seen) — the targets are looked for once, as they are chosen."""
    searches, puts, outcomes = _searches_and_puts(monkeypatch, OATH_WITH_A_TARGET + "Bob chooses yes\n")
    said = [s.text for o in outcomes for top in o.steps for s in top.walk()]
    assert len(outcomes) == 1
    assert any(t.startswith("Target: Alice") for t in said), said
    assert len(searches) == len(puts) == 1
