"""judge.engine.payment.refuse_forbidden asks City of Solitude's rule (``not_own_turn``) once, not
again through ``activation_forbidden`` (issue 43, fifty-eighth session), which still asks it when
called alone (a mana source looked at, a trigger's source)."""

from __future__ import annotations

import pytest

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import payment, references  # noqa: F401  (references: what refer() asks)
from judge.engine.build import build
from judge.errors import JudgeError

CITY = """card "City of Solitude"
  type Enchantment
  text "Players can cast spells and activate abilities only during their own turns."
player Alice
player Bob
turn Alice, precombat main
mana is not tracked

Alice in play: City of Solitude
Bob in play: Llanowar Elves
"""


def _city():
    game = build(check_text(CITY, "city.mtg", card_names()))
    elves = next(o.id for o in game.objects.values() if o.card.name == "Llanowar Elves")
    return game, elves


def test_an_activation_asked_about_alone_still_meets_city_of_solitude():
    game, elves = _city()
    why = payment.not_own_turn(game, "Bob")
    assert why and "City of Solitude" in why
    assert payment.activation_forbidden(game, "Bob", elves, tap=True) == why
    assert payment.activation_forbidden(game, "Alice", elves, tap=True) is None  # (Alice's own turn)


def test_refusing_an_activation_meets_city_of_solitude_once():
    game, elves = _city()
    asked = []
    real = payment.not_own_turn

    def spy(*a, **k):
        asked.append(a[1])
        return real(*a, **k)

    payment.not_own_turn = spy
    try:
        with pytest.raises(JudgeError, match="City of Solitude"):
            payment.refuse_forbidden(game, "Bob", elves, None, tap=True, mana=True)
        assert asked == ["Bob"]
        asked.clear()
        payment.refuse_forbidden(game, "Alice", elves, None, tap=True, mana=True)  # (allowed: nothing raised)
        assert asked == ["Alice"]
    finally:
        payment.not_own_turn = real
