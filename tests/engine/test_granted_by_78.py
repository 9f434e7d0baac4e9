"""A granted ability that names the permanent granting it (ir.Granter: Archery Training's "arrow counters on Archery
Training") knows that permanent (seventy-eighth session, audit 9288): the engine grants a copy carrying its id
(judge.engine.statics.granted_by), the same copy every time characteristics are worked out, one per granter; and the
resolving ability counts that permanent's counters, or its last known information once it has left play (413.2f)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.ast import Wording
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.engine.statics import granted_by
from tests.engine.support import texts


def _archery_ability() -> ir.ActivatedAbility:
    cat = catalog()
    (static,) = cat.abilities(cat.era_card(cat.lookup("Archery Training").era, Wording.ORACLE)).static
    return static.effects[0].ability


def test_the_granted_copy_is_one_object_per_granter() -> None:
    ability = _archery_ability()
    one, again, other = granted_by(ability, 7), granted_by(ability, 7), granted_by(ability, 8)
    assert one is again and one.granted_by == 7
    assert other != one and other.granted_by == 8
    assert ability.granted_by is None  # the card's own text is not changed


BOARD = """player Alice
player Bob
turn Bob, declare attackers
mana is not tracked

Alice in play: Grizzly Bears as @ab, Archery Training as @one attached to @ab (1 arrow counter), Archery Training as @three attached to @ab (3 arrow counters)
Bob in play: Craw Wurm as @cw
Bob hand: Disenchant

Bob attacks with @cw
Bob passes
Alice activates @ab ability {n} targeting @cw
Alice passes
Bob casts Disenchant targeting {gone}
all pass until the stack is empty
"""


def _outcome(n: int, gone: str):
    (out,) = simulate(check_text(BOARD.format(n=n, gone=gone), "t.mtg", catalog()))
    return out


def test_each_of_two_archery_trainings_abilities_counts_its_own_aura_even_once_it_is_gone() -> None:
    """Two Auras, two abilities (418.5); each counts the Aura granting it as it resolves — @three Disenchanted in
    response still counts 3 (its last known information, 413.2f), and @one's ability, its Aura still there, 1."""
    for n, gone, damage in ((1, "@three", 1), (2, "@three", 3), (1, "@one", 1), (2, "@one", 3)):
        out = _outcome(n, gone)
        wurm = next(o for o in out.final.objects if o.label == "cw")
        assert wurm.damage == damage, (n, gone, wurm)
        lki = [t for t in texts(out) if "which grants this ability, has left play" in t]
        left = (n == 2) == (gone == "@three")  # the ability's own Aura is the one Disenchanted
        assert bool(lki) == left, (n, gone, lki)


def test_the_granter_named_outside_a_granted_ability_is_refused_as_the_card_is_read() -> None:
    """A card whose own ability (not one it grants) says "the permanent that grants this ability" names no permanent:
    refused as it is read (the review of the seventy-eighth session), where it used to be read and refused only as
    the ability resolved."""
    import pytest

    from judge.cards.phrases import CardTextError
    from judge.cards.text import parse_card_text_fresh
    from judge.dsl.ast import CardDef

    with pytest.raises(CardTextError, match="outside an activated ability a static ability grants"):
        parse_card_text_fresh(CardDef(name="Odd Bow", type_line="Artifact", types=("Artifact",), cost="{2}",
                                      text="{T}: Odd Bow deals X damage to target creature, where X is the number of "
                                           "arrow counters on the permanent that grants this ability."))
