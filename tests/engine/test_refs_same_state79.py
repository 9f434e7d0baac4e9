"""(seventy-ninth session, issue 43) A name several objects answer to (``Alice casts Gravedigger`` with
several in hand, :mod:`judge.engine.refs`) is one of them when they are interchangeable: each object is
compared with the first, its state field by field (:meth:`GameObject.same_state`), with no key built
for any of them (a key of every field, each dict's items sorted, was built for each card of the name:
once for each cast in an exploration of Gravediggers). What is compared is unchanged: a tapped
creature, one with a counter, one dealt damage this turn or with an Aura is told apart.
"""

from __future__ import annotations

import cProfile
import pstats

import pytest

from judge.cards.library import card_names
from judge.dsl.ast import Ref
from judge.dsl.checks import check_text
from judge.engine.build import build
from judge.engine.driver import Tracer
from judge.engine.refs import resolve_ref
from judge.errors import JudgeError
from judge.zones import Zone

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _game(text: str):
    return build(check_text(text, "refs79.mtg", card_names()), Tracer())


def _called(stats: pstats.Stats, name: str) -> int:
    return sum(row[1] for (_file, _line, func), row in stats.stats.items() if func == name)


def test_interchangeable_cards_in_hand_are_compared_without_building_a_key():
    game = _game(HEAD + "Alice hand: " + ", ".join(["Gravedigger"] * 6) + "\n")
    hand = list(game.zones[("Alice", Zone.HAND)])
    profile = cProfile.Profile()
    profile.enable()
    found = resolve_ref(game, Ref(name="Gravedigger"), zone=Zone.HAND, player="Alice")
    profile.disable()
    assert found == hand[0]
    stats = pstats.Stats(profile)
    # six cards compared: the five others each with the first, no key built (six state_key calls before)
    assert _called(stats, "state_key") == 0
    assert _called(stats, "same_state") == 5


def _pair():
    game = _game(HEAD + "Alice in play: Grizzly Bears as @b1, Grizzly Bears as @b2\n")
    return game, game.objects[game.labels["b1"]], game.objects[game.labels["b2"]]


@pytest.mark.parametrize("change", [
    lambda a, b: None,
    lambda a, b: setattr(a, "tapped", True),
    lambda a, b: setattr(a, "damage", 1),
    lambda a, b: a.counters.update({"+1/+1": 1}),
    lambda a, b: (a.counters.update({"+1/+1": 1, "-1/-1": 2}), b.counters.update({"-1/-1": 2, "+1/+1": 1})),
    lambda a, b: (a.counters.update({"+1/+1": 1}), b.counters.update({"+1/+1": 2})),
    lambda a, b: setattr(a, "label", "other"),  # (a name, not a state)
    lambda a, b: setattr(a, "timestamp", a.timestamp + 5),
])
def test_same_state_answers_as_the_keys_compared(change):
    _game_, a, b = _pair()
    change(a, b)
    assert a.same_state(b) == (a.state_key() == b.state_key()) == b.same_state(a)


def test_a_tapped_or_countered_creature_is_told_apart_and_counters_in_any_order_are_alike():
    game, a, b = _pair()
    a.tapped = True
    with pytest.raises(JudgeError, match="ambiguous"):
        resolve_ref(game, Ref(name="Grizzly Bears"), zone=Zone.IN_PLAY)
    game, a, b = _pair()
    a.counters.update({"+1/+1": 1, "-1/-1": 2})
    b.counters.update({"-1/-1": 2, "+1/+1": 1})
    assert resolve_ref(game, Ref(name="Grizzly Bears"), zone=Zone.IN_PLAY) == a.id
    b.counters["+1/+1"] = 2
    with pytest.raises(JudgeError, match="ambiguous"):
        resolve_ref(game, Ref(name="Grizzly Bears"), zone=Zone.IN_PLAY)


def test_one_dealt_damage_this_turn_is_told_apart():
    game, a, b = _pair()
    game.this_turn.record_damage(None, a.id, 1)  # (its damage healed: only the turn's record tells it apart)
    with pytest.raises(JudgeError, match="ambiguous"):
        resolve_ref(game, Ref(name="Grizzly Bears"), zone=Zone.IN_PLAY)
