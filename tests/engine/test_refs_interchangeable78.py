"""(seventy-eighth session, issue 43) A name several interchangeable objects answer to (``Alice casts
Gravedigger`` with several in hand, ``judge.engine.refs``) is one of them: the objects are compared by
everything the rules could see, among it whether a permanent in play is attached to each. What the
permanents in play are attached to is looked at once for all the objects compared (it was looked at
once for each object: every permanent in play for every card of that name).
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


def _game(text: str):
    return build(check_text(text, "refs78.mtg", card_names()), Tracer())


HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_interchangeable_cards_in_hand_are_one_of_them_with_the_hosts_looked_at_once():
    bears = ", ".join(["Grizzly Bears"] * 30)
    game = _game(HEAD + f"Alice in play: {bears}\nAlice hand: Gravedigger, Gravedigger, Gravedigger, Gravedigger, "
                        "Gravedigger, Gravedigger\n")
    hand = list(game.zones[("Alice", Zone.HAND)])
    assert resolve_ref(game, Ref(name="Gravedigger"), zone=Zone.HAND, player="Alice") == hand[0]
    profile = cProfile.Profile()
    profile.enable()
    resolve_ref(game, Ref(name="Gravedigger"), zone=Zone.HAND, player="Alice")
    profile.disable()
    calls = pstats.Stats(profile).total_calls
    # six cards compared, 30 permanents in play: the hosts looked at once (105 calls in all, as many
    # with 60 permanents), not every permanent for each card (296 calls; 476 with 60: a generator's
    # every step is a call)
    assert calls < 150, calls


def test_a_permanent_with_an_aura_is_told_apart_from_one_without():
    # (what the hosts decide, as before: an enchanted creature differs from an unenchanted one)
    game = _game(HEAD + "Alice in play: Grizzly Bears as @b1, Grizzly Bears as @b2, Holy Strength attached to @b1\n")
    with pytest.raises(JudgeError, match="ambiguous"):
        resolve_ref(game, Ref(name="Grizzly Bears"), zone=Zone.IN_PLAY)
    game = _game(HEAD + "Alice in play: Grizzly Bears as @b1, Grizzly Bears as @b2\n")
    assert resolve_ref(game, Ref(name="Grizzly Bears"), zone=Zone.IN_PLAY) == game.labels["b1"]
