"""A static ability that grants another, quoted in a step, nests its quotation in single quotes
as English does (audit 4541, Mindwhip Sliver): "All Slivers have '{2}, Sacrifice this permanent:
…'", never a double quote inside the double quotes (judge.cards.english.quoted)."""

from __future__ import annotations

from judge.cards.english import quoted
from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def test_quoted_turns_an_inner_quotation_to_single_quotes():
    assert quoted('All Slivers have "{T}: Add {1} to your mana pool."') == \
        "\"All Slivers have '{T}: Add {1} to your mana pool.'\""
    assert quoted("All Sliver creatures have flying.") == '"All Sliver creatures have flying."'


def test_mindwhip_slivers_steps_quote_the_granted_ability_in_single_quotes():
    got = steps_of("Alice in play: Mindwhip Sliver as @mw, Winged Sliver as @ws\n"
                   "Alice passes\nBob passes\n", head=HEAD)
    said = [s.text for s in got if "Mindwhip Sliver @mw's static ability applies to" in s.text]
    assert len(said) == 2, said  # to itself and to the Winged Sliver
    for text in said:
        quote = text.split(": ", 1)[1]
        assert quote.startswith("\"All Slivers have '{2}, Sacrifice this permanent: Target player discards a card at "
                                "random."), text
        assert quote.endswith("sorcery.'\""), text
        assert quote.count('"') == 2, text  # the outer pair only


def test_the_step_saying_it_no_longer_applies_quotes_it_so_too():
    got = steps_of("Alice in play: Mindwhip Sliver as @mw, Winged Sliver as @ws\nAlice hand: Lightning Bolt\n"
                   "Alice casts Lightning Bolt targeting @mw\nall pass until the stack is empty\n", head=HEAD + "mana is not tracked\n")
    said = [s.text for s in got if "static ability no longer applies to Winged Sliver @ws" in s.text]
    assert said and all("\"All Slivers have '{2}, " in t and t.count('"') == 2 for t in said), said
