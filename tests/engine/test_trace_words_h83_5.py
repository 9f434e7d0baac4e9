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


OATH = ("player Alice\nplayer Bob\nturn Alice, postcombat main\nmana is not tracked\n"
        "Alice in play: Oath of Lieges, Plains\nBob in play: Mountain, Mountain, Mountain\n"
        "Bob library: Mountain as @m, Swamp\n\nall pass until the upkeep\n")


def _outcomes(text: str) -> list:
    from judge.dsl import parse
    from judge.engine import simulate

    return simulate(parse(text, "t.mtg"), explore=True)


def test_a_may_trigger_with_no_legal_target_is_not_asked_and_a_stated_answer_is_honoured():
    """Oath of Lieges at Bob's upkeep with no opponent controlling more lands than he does: used, the ability would
    be removed from the stack at once (410.4); declined, nothing goes on it (410.5) — the same end, so the "may" is
    not asked (two identical outcomes before); the step says why. A line stating the answer is still honoured."""
    outcomes = _outcomes(OATH)
    assert len(outcomes) == 1, [o.choices for o in outcomes]
    said = [s.text for top in outcomes[0].steps for s in top.walk()]
    assert any(t.startswith("Bob isn't asked whether to use Oath of Lieges' \"may\" ability: with no legal target")
               for t in said), said
    assert not any("chooses whether to use" in t for t in said), said
    stated = _outcomes(OATH + "Bob chooses no\n")
    assert len(stated) == 1
    said = [s.text for top in stated[0].steps for s in top.walk()]
    assert "Bob chooses not to: nothing goes on the stack" in said, said


def _said(outcome) -> list[str]:
    return [s.text for top in outcome.steps for s in top.walk()]


PORTENT = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
           "Alice hand: Portent as @p\nAlice library: Forest as @a, Shock as @b, Swamp as @c, Mountain as @d\n\n"
           "Alice casts @p targeting Alice\nall pass until the stack is empty\n")


def test_an_order_put_back_stated_in_part_explores_the_rest_and_says_which():
    """Portent's "put them back in any order" (413.2c): a line naming the top card only left the other two in their
    listed order, silently; every decision a line doesn't make is explored (docs/scenario-language.md, "Actions"),
    so the other two's orders are two outcomes, each step saying what the line stated and what was explored. A
    whole order stated says the line decided it; none stated, each order is said to be one of the outcomes explored."""
    part = _outcomes(PORTENT + "Alice chooses @c\nAlice chooses no\n")
    orders = sorted(next(t for t in _said(o) if t.startswith("Alice looks at the top 3")) for o in part)
    assert orders == [
        "Alice looks at the top 3 cards and puts them back in this order, top first: Swamp @c, Forest @a, Shock @b "
        "(line 10 says so for the first; the order of the others is one of the outcomes explored)",
        "Alice looks at the top 3 cards and puts them back in this order, top first: Swamp @c, Shock @b, Forest @a "
        "(line 10 says so for the first; the order of the others is one of the outcomes explored)"], orders
    (whole,) = _outcomes(PORTENT + "Alice chooses @c, @a, @b\nAlice chooses no\n")
    assert ("Alice looks at the top 3 cards and puts them back in this order, top first: Swamp @c, Forest @a, Shock @b "
            "(line 10 says so)") in _said(whole)
    listed = _outcomes(PORTENT + "Alice chooses order @a, @b, @c\nAlice chooses no\n")
    assert len(listed) == 1 and any(t.endswith("Forest @a, Shock @b, Swamp @c (line 10 says so)") for t in _said(listed[0]))
    none = _outcomes(PORTENT + "")
    assert len(none) == 12 and all(any(t.startswith("Alice looks at the top 3") and t.endswith(
        "(one of the outcomes explored)") for t in _said(o)) for o in none)


def test_an_order_asked_card_by_card_takes_a_line_stating_it_whole():
    """Misinformation's "on top of his or her library in any order" is asked card by card (the card put uppermost,
    then the next); a line stating the whole order at once, uppermost first, was refused ("must choose 1 … not 3").
    It is honoured: Bob draws the Swamp, the card the line put on top."""
    (out,) = _outcomes("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
                       "Alice hand: Misinformation as @mi\nBob graveyard: Forest as @a, Shock as @b, Swamp as @c\n"
                       "Bob library: Mountain as @d\n\nAlice casts @mi targeting @a, @b, @c\n"
                       "all pass until the stack is empty\nAlice chooses @c, @a, @b\nall pass until the draw step\n"
                       "all pass until the stack is empty\n")
    assert ("Alice chooses the order of the cards put into Bob's library, uppermost first (Misinformation): Swamp @c, "
            "Forest @a, Shock @b (line 11 says so)") in _said(out)
    assert "Bob draws Swamp" in _said(out), _said(out)
