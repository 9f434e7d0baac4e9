"""Two effects that each grant an ability apply in either order to the same end: the order of a
permanent's abilities is no characteristic the rules look at, so timestamp order decides nothing
(418.5c) — audit 7773, card 25: Mindbender Spores' trigger ("The creature gains \\"This creature
doesn't untap …\\" and \\"At the beginning of your upkeep, remove a fungus counter …\\"") was said to
apply its second grant after the first "so the latest wins where they conflict"."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n"


def test_mindbender_spores_two_grants_said_not_to_conflict():
    got = steps_of("Alice in play: Mindbender Spores as @ms\nBob in play: Hill Giant as @hg\n"
                   "Bob attacks with @hg\nall pass until the declare blockers step\nAlice blocks @hg with @ms\n"
                   "all pass until the stack is empty\n", head=HEAD)
    said = [s.text for s in got if s.text.startswith("Other continuous effects also apply to Hill Giant @hg")]
    # the two grants are one resolution's effects and don't conflict: neither is an "other" effect of
    # the other (audit 7874, Hopping Automaton), so no step says they apply in some order
    grants = [s.text for s in got if s.text.startswith("Hill Giant @hg: gains")]
    assert len(grants) == 2 and said == [], [s.text for s in got]


def test_a_grant_and_a_loss_of_all_abilities_still_conflict():
    # Humility-like loss and a later grant: the order decides whether the creature has it (418.5c)
    got = steps_of("Alice in play: Humility, Grizzly Bears as @gb\nAlice hand: Jump\n"
                   "Alice casts Jump targeting @gb\nall pass until the stack is empty\n",
                   head="player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n")
    said = [s.text for s in got if s.text.startswith("Other continuous effects also apply to Grizzly Bears @gb")]
    assert said and all("the latest wins where they conflict" in t for t in said), [s.text for s in got]
