"""Trace words the eighty-second session noticed and left (h83-5): each step says what is so, in English."""

from __future__ import annotations

import re

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_counted_mana_of_none_says_what_was_counted():
    """Songs of the Damned with no creature card in the graveyard, Sacrifice of Ornithopter (converted mana cost 0):
    each adds no mana, counted as it resolves (413.2f) — the step said "({B} for each of none)", which names no count."""
    steps = steps_of("Alice in play: Ornithopter as @o\nAlice hand: Sacrifice as @s, Songs of the Damned as @sd\n"
                     "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n\n"
                     "Alice casts @sd\nall pass until the stack is empty\n"
                     "Alice casts @s sacrificing @o\nall pass until the stack is empty\n", head=HEAD)
    none = [s.text for s in steps if "adds no mana" in s.text]
    assert none == ["Songs of the Damned adds no mana: {B} for each creature card in Alice's graveyard, and there are none",
                    "Sacrifice adds no mana: the converted mana cost of the sacrificed permanent is 0"], none


def test_mana_drain_on_a_spell_costing_nothing_says_its_converted_mana_cost():
    """Mana Drain on Ornithopter: at Alice's next main phase its delayed ability adds no mana because the spell's
    converted mana cost was 0 (203.3, 413.2f) — said so, by the ability (its source, the card, gone: 402.6), as the
    same ability adding {4} for a Hill Giant says it."""
    steps = steps_of("Alice hand: Mana Drain as @md\nBob hand: Ornithopter as @o\n"
                     "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n\n"
                     "Bob casts @o\nBob passes\nAlice casts @md targeting @o\nall pass until the stack is empty\n"
                     "all pass until the precombat main step\nall pass until the precombat main step\n"
                     "all pass until the stack is empty\n",
                     head="player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n")
    none = [s.text for s in steps if "adds no mana" in s.text]
    assert none == ["Mana Drain @md's ability (its source gone) adds no mana: the converted mana cost of Ornithopter @o is 0"], none


def test_drought_quoted_with_its_inner_quotation_in_single_quotes():
    """Drought's "Spells cost an additional "Sacrifice a Swamp" …" quoted in a step: a quotation inside a quotation
    is in single quotes, as English nests them (judge.cards.english.quoted), not double quotes inside double."""
    steps = steps_of("Alice in play: Drought, Swamp as @sw, Swamp as @sw2, Drudge Skeletons as @ds\n"
                     "Alice hand: Terror as @t\nBob in play: Grizzly Bears as @gb\n"
                     "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n\n"
                     "Alice casts @t targeting @gb sacrificing @sw\nall pass until the stack is empty\n"
                     "Alice activates @ds sacrificing @sw2\n", head=HEAD)
    said = [s.text for s in steps if "(Drought" in s.text]
    assert len(said) == 2, [s.text for s in steps]
    for text in said:
        quote = text[text.index("(Drought"):]
        assert re.search(r"'Sacrifice a Swamp'", quote) and quote.count('"') == 2, text
