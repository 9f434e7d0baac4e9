"""A declaration with a cost to attack or block (308.2, 309.2) is legal only once its costs are paid: the step
before the payment says "legal if its costs are paid", not "legal" followed by "illegal" when the cost can't be
paid (audit 8278: Brainwash as printed with two lands). A declaration with no cost is simply "legal"."""

from __future__ import annotations

from tests.engine.support import steps_of


def _legal_steps(head: str, body: str) -> list[str]:
    return [s.text for s in steps_of(body, head=head) if "proposed attack is legal" in s.text
            or "proposed block is legal" in s.text]


ATTACK = "player Alice\nplayer Bob\nturn Alice, declare attackers\n"


def test_an_attack_with_a_cost_it_cant_pay_is_not_said_legal():
    got = _legal_steps(ATTACK, "Alice in play: Hill Giant as @hg, Brainwash (printed) as @bw attached to @hg, 2 Forest\n"
                               "Alice attacks with @hg\nAlice attacks with nothing\n")
    assert got == ["Alice's proposed attack is legal if its costs are paid: no restriction forbids these creatures to "
                   "attack, alone or together, and no requirement to attack is left unmet"]


def test_an_attack_without_a_cost_is_legal():
    got = _legal_steps(ATTACK, "Alice in play: Hill Giant as @hg\nAlice attacks with @hg\n")
    assert got == ["Alice's proposed attack is legal: no restriction forbids these creatures to attack, alone or "
                   "together, and no requirement to attack is left unmet"]


def test_a_block_with_a_cost_is_legal_if_paid():
    got = _legal_steps(ATTACK, "Alice in play: Grizzly Bears as @bears, Awesome Presence attached to @bears\n"
                               "Bob in play: Hill Giant as @giant, 2 Island\nAlice attacks with @bears\nall pass\n"
                               "Bob blocks @bears with @giant\nBob blocks nothing\n")
    assert any(t.startswith("Bob's proposed block is legal if its costs are paid: ") for t in got), got


def test_a_block_s_costs_are_asked_once_for_the_legal_step_and_the_payment(monkeypatch):
    # seventy-fourth session (issue 43): the block's costs were asked again by each of the "legal if its costs are
    # paid" step's four looks (mana, life, sacrifices, taps) and six times more by the payment (~10 look-ups of the
    # rules affecting each blocker a proposed block, +7,705 calls of evasion.rules_affecting a warm pass over every
    # third scenario); now once, as the attack's are (the seventy-third session's 3bd1fa7f)
    from judge.engine import combat

    asked: list = []
    real = combat._combat_costs
    monkeypatch.setattr(combat, "_combat_costs", lambda game, oids, action: asked.append(action) or real(game, oids, action))
    steps = [s.text for s in steps_of(
        "Alice in play: Grizzly Bears as @bears, Awesome Presence attached to @bears\n"
        "Bob in play: Hill Giant as @giant, 3 Island\nAlice attacks with @bears\nall pass\n"
        "Bob blocks @bears with @giant\n", head=ATTACK)]
    assert any(t.startswith("Bob's proposed block is legal if its costs are paid: ") for t in steps), steps
    assert any(t.startswith("Bob pays the costs of the block") for t in steps), steps
    assert asked.count(combat.ir.CombatAction.BLOCK) == 1
    asked.clear()
    steps = [s.text for s in steps_of("Alice in play: Grizzly Bears as @bears\nBob in play: Hill Giant as @giant\n"
                                      "Alice attacks with @bears\nall pass\nBob blocks @bears with @giant\n", head=ATTACK)]
    assert any(t.startswith("Bob's proposed block is legal: ") for t in steps), steps
    assert asked.count(combat.ir.CombatAction.BLOCK) == 1
