"""A modal spell quotes the mode chosen (409.1b), not all its modes, where a step names its words
after it resolves: Hearth Charm's unblockability at the block, Sapphire Charm's delayed ability
as it goes on the stack."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_hearth_charm_unblockable_quotes_the_chosen_mode_only():
    got = steps_of("mana is not tracked\nAlice in play: Grizzly Bears as @bears\nAlice hand: Hearth Charm\n"
                   "Bob in play: Wall of Wood\nAlice casts Hearth Charm choosing mode 3 targeting @bears\n"
                   "all pass until the stack is empty\nall pass until the declare attackers step\n"
                   "Alice attacks with @bears\nall pass until the declare blockers step\n"
                   "Bob blocks @bears with Wall of Wood\nBob blocks nothing\n",
                   head="player Alice\nplayer Bob\nturn Alice, precombat main\n")
    said = [s.text for s in got if "is unblockable (" in s.text]
    assert said and all('(Hearth Charm: "Target creature with power 2 or less can\'t be blocked this turn"):' in t
                        for t in said), said
    assert not any("Destroy target artifact creature" in s.text for s in got if s.text.startswith("Illegal"))


def test_sapphire_charm_delayed_ability_quotes_the_chosen_mode_only():
    got = steps_of("mana is not tracked\nAlice hand: Sapphire Charm\nAlice library: Island, Island\n"
                   "Bob library: Swamp, Swamp, Swamp\nBob passes\n"
                   "Alice casts Sapphire Charm choosing mode 1 targeting Bob\nall pass until the stack is empty\n"
                   "all pass until the end of turn step\nall pass until the upkeep step\n",
                   head="player Alice\nplayer Bob\nturn Bob, upkeep\n")
    said = [s.text for s in got if s.text.startswith("Sapphire Charm's triggered ability goes on the stack")]
    assert said == ["Sapphire Charm's triggered ability goes on the stack (delayed ability of Sapphire Charm: Target "
                    "player draws a card at the beginning of the next turn's upkeep)"]
