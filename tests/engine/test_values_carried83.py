"""(eighty-third session) A copy of the game takes, of the values worked out in the state it copies, those that
hold no object of the original (judge.engine.state.Derived.carry_into, called by Game.copy): the copy is made in
the original's state with nothing in flight, and the same state gives the same answers —

- the plain board (Game.plain_board: the permanents' ids, the counts of card changes and of effects begun or
  ended, what the fixed effects' sources are attached to) and the abilities in play (410.2: ids and the cards'
  abilities, judge.engine.context.abilities_in_play): the copy asks no permanent's static abilities again;
- that no continuous effect exists (418.3, 418.4), in order or applying outside play (416.2): the copy doesn't
  look for one again; while one does exist it is not carried — an effect of a static ability reads its source,
  the original's object, in its functions: the copy makes its own;
- that no state-based effect's condition holds (420.5: judge.engine.sba.collect): the copy's first check finds
  that without looking at a player or a permanent;
- the meaning: an exploration's outcomes are those of replaying every run from the start.
"""

from __future__ import annotations

from judge.engine import characteristics, context, explore, sba
from judge.engine.game import Game
from judge.engine.state import NO_STATE_BASED_EFFECT, PERMANENTS_UNAFFECTED

from tests.engine.support import game_after
from tests.engine.test_explore75 import _MAYS

#: Two Gravediggers in play (each "When ~ comes into play", 410.10a) and an Anaba Shaman; a Llanowar Elves cast.
_BOARD = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
          "Alice in play: Gravedigger, Gravedigger, Anaba Shaman\n"
          "Bob in play: Grizzly Bears\nAlice hand: Llanowar Elves\nAlice graveyard: Scathe Zombies\n"
          "Alice casts Llanowar Elves\nall pass until the stack is empty\n")


def _asked(game: Game) -> tuple:
    """What the copy is asked: the plain board, the abilities in play, the effects in order and outside play,
    and the state-based effects' conditions."""
    return (game.plain_board(), context.abilities_in_play(game), characteristics.ordered_effects(game),
            characteristics._outside_play_effects(game), sba.collect(game))


def test_a_copy_asks_no_permanent_for_the_board_s_values_again(monkeypatch):
    game = game_after(_BOARD)
    found = _asked(game)
    assert found[0] is not None and found[1][1] and found[2] == () and found[3] == () and found[4] == []
    looked: list = []
    real = Game.static_effects
    monkeypatch.setattr(Game, "static_effects", lambda self: looked.append(self) or real(self))
    copy = game.copy()
    assert _asked(copy) == found
    # (the base: the copy looks for its static abilities' effects again — for the plain board and the effects
    # in order and outside play: 3)
    assert len(looked) == 0, len(looked)


def test_a_copy_knows_no_state_based_effect_applies_in_the_state_it_copies():
    game = game_after(_BOARD)
    assert sba.collect(game) == []  # (420.5: no player at 0 life, no creature with lethal damage, ...)
    copy = game.copy()
    # (the base: neither value carried — the copy's first check looks at each player and permanent again)
    assert copy.derived.values[NO_STATE_BASED_EFFECT] is True and copy.derived.values[PERMANENTS_UNAFFECTED] is True
    assert copy.derived.values is not game.derived.values


def test_a_static_ability_s_effects_are_not_carried():
    """Glorious Anthem's effect (418.4) reads its source in its functions: the copy's effects in order are its
    own, made for its own objects (passes on the base too: a guard)."""
    game = game_after(_BOARD.replace("Anaba Shaman", "Glorious Anthem as @a"))
    effects = characteristics.ordered_effects(game)
    assert effects
    copy = game.copy()
    assert "effects in order" not in copy.derived.values
    mine = characteristics.ordered_effects(copy)
    assert len(mine) == len(effects) and not set(map(id, mine)) & set(map(id, effects))
    assert [copy.chars(oid) for oid in copy.in_play] == [game.chars(oid) for oid in game.in_play]


def test_an_exploration_s_outcomes_are_those_of_replaying_each_run():
    """(a guard: passes on the base too) Branching from copies gives each outcome replaying gives."""
    from judge.dsl import parse

    scenario = parse(_MAYS, "t.mtg")
    branched = explore.explore(scenario)
    replayed = explore.explore(scenario, branching=False)
    assert len(branched) > 8  # (three Gravediggers, each "may" and its target: 15 outcomes)
    assert [o.to_json() for o in branched] == [o.to_json() for o in replayed]
