"""(eighty-second session) A copy of the game keeps what was computed from the state and kept
(judge.engine.state.Kept.for_copy): the copy is in the same state, and each kept entry holds what it was
computed from and is asked again against the copy's own state before it is used —

- the abilities in play of a board (410.2: the abilities a permanent has are what its characteristics
  say; while no static ability generates an effect, those of the same board are the same): a copy finds
  them without looking at any permanent's abilities again;
- the plain characteristics of each object (no continuous effect to apply: its card, controller and
  counters; glossary "Characteristics"): a copy works none out again;
- each dict is the copy's own: an entry one game adds is not seen by the other (the two number their
  new objects alike);
- of the static abilities' effects only that a permanent's generate none: an effect made holds the
  original's objects in its functions, and the copy makes its own;
- the characteristics computed in the state copied (418.4a: the same state, the same characteristics;
  game.Game.copy): a copy computes none of them again, with a static ability's effect in play or not;
- the meaning: an exploration's outcomes are those of replaying every run from the start.
"""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import context, explore
from judge.engine import game as game_module

from tests.engine.support import game_after as _game_after
from tests.engine.test_explore75 import _MAYS

#: Two Gravediggers in play (each "When ~ comes into play", 410.10a) and an Anaba Shaman; a Llanowar Elves cast.
_BOARD = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
          "Alice in play: Gravedigger, Gravedigger, Anaba Shaman\n"
          "Bob in play: Grizzly Bears\nAlice hand: Llanowar Elves\nAlice graveyard: Scathe Zombies\n"
          "Alice casts Llanowar Elves\nall pass until the stack is empty\n")


def test_a_copy_finds_the_abilities_in_play_without_looking_at_a_permanent(monkeypatch):
    game = _game_after(_BOARD)
    found = context.abilities_in_play(game)
    assert found[1], found  # the Gravediggers' triggered abilities, found by looking at each permanent
    looked: list = []
    real = context.own_entry
    monkeypatch.setattr(context, "own_entry", lambda ab: looked.append(ab) or real(ab))
    copy = game.copy()
    assert context.abilities_in_play(copy) == found
    # (the base: a copy starts with nothing kept, and each Gravedigger's ability is asked again: 2)
    assert looked == []


def test_a_copy_works_out_no_plain_characteristics_again():
    game = _game_after(_BOARD)
    for oid in game.in_play:
        game.chars(oid)
    copy = game.copy()
    copy.derived.chars.clear()  # (as in a version of the copy's state that computes them afresh)
    read: list = []
    real = copy.abilities_of
    copy.abilities_of = lambda obj: read.append(obj.id) or real(obj)  # (what compute reads of a card's text)
    assert [copy.chars(oid) for oid in copy.in_play] == [game.chars(oid) for oid in game.in_play]
    # (the base: each permanent's text read again and its Chars looked up again: 4)
    assert read == []


def test_each_game_keeps_its_own_entries():
    game = _game_after(_BOARD)
    context.abilities_in_play(game)
    copy = game.copy()
    for name in ("plain_chars", "board", "text_kinds"):
        mine, theirs = getattr(game.kept, name), getattr(copy.kept, name)
        assert mine == theirs and mine is not theirs, name
    copy.kept.plain_chars[10_000] = "the copy's"
    assert 10_000 not in game.kept.plain_chars
    # no static ability in play: that none generates an effect is kept (as is the permanents' empty list)
    assert copy.kept.static_memo == game.kept.static_memo and copy.kept.static_memo is not game.kept.static_memo
    assert copy.kept.board_static is game.kept.board_static and not copy.kept.board_static[3]


def test_a_static_ability_s_effects_are_made_again_by_the_copy_for_its_own_objects():
    """An effect a static ability generates reads its source in its functions (an Aura's "enchanted creature",
    an "all creatures" filter: judge.engine.statics): the copy's are made for the copy's objects."""
    game = _game_after(_BOARD.replace("Anaba Shaman", "Glorious Anthem as @a"))
    anthem = game.labels["a"]
    game.chars(game.in_play[0])
    assert game.kept.static_memo[anthem][2] and game.kept.board_static[3]
    copy = game.copy()
    assert anthem not in copy.kept.static_memo and copy.kept.board_static is None
    assert all(memo[2] == () for memo in copy.kept.static_memo.values())
    mine, theirs = copy.static_effects(), game.static_effects()
    assert len(mine) == len(theirs) == 1 and mine[0] is not theirs[0] and mine[0].source == anthem
    assert copy.kept.static_memo[anthem][2] is not game.kept.static_memo[anthem][2]


def test_a_copy_computes_no_characteristics_its_state_had_computed(monkeypatch):
    for board in (_BOARD, _BOARD.replace("Anaba Shaman", "Glorious Anthem")):  # (no effect; one of "all creatures")
        game = _game_after(board)
        before = [game.chars(oid) for oid in game.objects]
        computed: list = []
        real = game_module.compute
        monkeypatch.setattr(game_module, "compute", lambda g, o: computed.append(o.id) or real(g, o))
        copy = game.copy()
        assert [copy.chars(oid) for oid in copy.objects] == before
        assert computed == []  # (the base: each object's computed again, 7)
        monkeypatch.undo()


def test_an_exploration_s_outcomes_are_those_of_replaying_each_run():
    outs = explore.explore(parse(_MAYS, "t.mtg"))
    assert len(outs) > 8
    assert [o.to_json() for o in outs] == [o.to_json() for o in explore.explore(parse(_MAYS, "t.mtg"), branching=False)]
