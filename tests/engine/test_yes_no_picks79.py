"""(seventy-ninth session, issue 43) An open "may" (410.5: the controller chooses, as the ability would
be put on the stack, whether to use it) is the same choice each time: yes or no. Its selections, labels
and aliases are what ``judge.engine.decider.choose``'s general path makes of the two options in any
game, worked out once (``decider._YES_NO_PICKS``), not again at each "may" explored — no option's key
is asked.
"""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import decider, explore
from judge.engine.game import Game, Player

from tests.engine.test_explore75 import _MAYS


def test_the_yes_no_picks_are_what_the_general_path_makes():
    game = Game([Player("Alice"), Player("Bob")])
    options = decider._YES_NO
    keys = [repr(decider.interchangeable_key(game, o.value)) for o in options]
    assert len(set(keys)) == len(keys)  # (no twins: every subset its own)
    assert decider._told_apart(game, options, keys) is options  # (nothing told apart)
    selections, labels, aliases = decider._YES_NO_PICKS
    assert list(selections) == list(decider.Subsets(len(options), 1, 1)) == [(0,), (1,)]
    assert labels == tuple(o.label for o in options) == ("yes", "no")
    assert aliases == tuple(decider.option_aliases(game, o.value) + o.aliases for o in options) == ((), ())


def test_an_explored_may_asks_no_key_of_its_options(monkeypatch):
    asked: list = []
    real = decider.interchangeable_key

    def counted(game, value):
        asked.append(value)
        return real(game, value)

    monkeypatch.setattr(decider, "interchangeable_key", counted)
    outs = explore.explore(parse(_MAYS, "t.mtg"))
    # the Gravediggers' "may"s explored, each yes and no (the outcomes as replayed from the start): 13, 15 before the
    # eighty-third session, when the third "may" was asked with no legal target left (410.4, 410.5)
    assert len(outs) == 13
    assert sum("chooses yes" in w or "chooses no" in w for o in outs for w in map(str, o.choices)) > 0
    # no key asked of yes or no (two at each "may" explored before: 0 and 1 are True and False too)
    assert not [v for v in asked if isinstance(v, bool)], asked
    monkeypatch.setattr(decider, "interchangeable_key", real)
    assert outs == explore.explore(parse(_MAYS, "t.mtg"), branching=False)
