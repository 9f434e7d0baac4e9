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
