"""A static ability's effect on "~" or the enchanted permanent whose values count permanents in play by a
description reading nothing but characteristics (Uktabi Wildcats' "equal to the number of Forests you
control", Vampirism's "+1/+1 for each other creature you control"), or one "as long as" such a permanent
is in play (Kird Ape's "as long as you control a Forest"), reads nothing but the board
(ContinuousEffect.board_only): the characteristics computed under it stay from one change of the game to the
next while the permanents in play, their cards, the effects begun and what its source is attached to are the
same (Game.plain_board) — a tapped land, a life total gained or a step begun changes no count — and are
computed again when the board changes (a Forest leaving play). A count of cards outside play, of tapped
permanents or of counters reads more, and keeps nothing (ninety-first session, h3: on the base every change
of the game computed them again)."""

from __future__ import annotations

import pytest

from judge.zones import Zone


def _game(board: str):
    from judge.cards.catalog import catalog
    from judge.dsl.checks import check_text
    from judge.engine import references  # noqa: F401 - what each reference means ("you"), as the driver has it
    from judge.engine.build import build
    from judge.suite.runner import token_names

    scenario = check_text(f"player Alice\nplayer Bob\nturn Alice, precombat main\n{board}\nexpect Alice life 20\n",
                          "t.mtg", catalog(), token_names)
    return build(scenario)


@pytest.mark.parametrize("board, source, board_only", [
    ("Alice in play: Uktabi Wildcats, Forest, Forest", "Uktabi Wildcats", True),
    ("Alice in play: Grizzly Bears, Vampirism attached to Grizzly Bears, Llanowar Elves", "Vampirism", True),
    ("Alice in play: Kird Ape, Forest", "Kird Ape", True),  # "as long as you control a Forest"
    ("Alice in play: Water Wurm\nBob in play: Island", "Water Wurm", True),  # "as long as an opponent controls an Island"
    ("Alice in play: Homarid", "Homarid", False),  # "as long as there is exactly one tide counter on ~"
    ("Alice in play: Maro\nAlice hand: Forest", "Maro", False),  # cards in a hand
    ("Alice in play: Lhurgoyf\nAlice graveyard: Grizzly Bears", "Lhurgoyf", False),  # cards in a graveyard
    ("Alice in play: Rusting Golem", "Rusting Golem", False),  # counters
])
def test_a_count_of_permanents_by_characteristics_reads_only_the_board(board, source, board_only):
    game = _game(board)
    effects = [e for e in game.static_effects() if game.objects[e.source].card.name == source]
    assert effects and all(e.board_only is board_only and not e.fixed for e in effects)
    assert (game.plain_board() is not None) is board_only


def _counting(monkeypatch) -> list[int]:
    """The objects whose characteristics are computed (characteristics.compute, Game.chars' only callee), not
    counting those asked about in the middle of their own computation (their printed values, 418.5c)."""
    import judge.engine.game as game_module

    computed: list[int] = []
    compute = game_module.compute

    def counted(game, obj):
        if obj.id not in game.in_flight.computing:
            computed.append(obj.id)
        return compute(game, obj)

    monkeypatch.setattr(game_module, "compute", counted)
    return computed


def test_uktabi_wildcats_kept_while_the_board_stays_and_counted_again_when_it_changes(monkeypatch):
    from judge.engine import events

    game = _game("Alice in play: Uktabi Wildcats, Forest, Forest")
    cats, forest, other = game.in_play
    computed = _counting(monkeypatch)
    assert (game.chars(cats).power, game.chars(cats).toughness) == (2, 2)
    # a tapped Forest is still a Forest Alice controls; a life total gained counts no permanent
    events.tap(game, forest, "test")
    assert game.chars(cats).power == 2
    events.gain_life(game, "Alice", 1, "test")
    assert game.chars(cats).power == 2
    assert computed.count(cats) == 1  # (the base computed it again after each change: 3)
    # a Forest leaving play changes the count: computed again (418.4a)
    events.move(game, other, Zone.GRAVEYARD, "test", "put")
    assert (game.chars(cats).power, game.chars(cats).toughness) == (1, 1)
    assert computed.count(cats) == 2


def test_vampirism_kept_while_the_board_stays_and_counted_again_when_it_changes(monkeypatch):
    from judge.engine import events

    game = _game("Alice in play: Grizzly Bears, Vampirism attached to Grizzly Bears, Llanowar Elves, Hill Giant")
    named = {game.objects[o].card.name: o for o in game.in_play}
    bears, giant, elves = named["Grizzly Bears"], named["Hill Giant"], named["Llanowar Elves"]
    computed = _counting(monkeypatch)
    assert game.chars(bears).power == 4 and game.chars(giant).power == 2
    events.tap(game, giant, "test")
    assert game.chars(bears).power == 4 and game.chars(giant).power == 2
    events.gain_life(game, "Alice", 1, "test")
    assert game.chars(bears).power == 4 and game.chars(giant).power == 2
    assert computed.count(bears) == 1 and computed.count(giant) == 1  # (the base: 3 each)
    events.move(game, elves, Zone.GRAVEYARD, "test", "put")
    assert game.chars(bears).power == 3 and game.chars(giant).power == 2


def test_kird_ape_kept_while_the_board_stays_and_asked_again_when_it_changes(monkeypatch):
    from judge.engine import events

    game = _game("Alice in play: Kird Ape, Forest")
    ape, forest = game.in_play
    computed = _counting(monkeypatch)
    assert (game.chars(ape).power, game.chars(ape).toughness) == (2, 3)
    events.tap(game, forest, "test")  # (a tapped Forest is still one Alice controls)
    assert (game.chars(ape).power, game.chars(ape).toughness) == (2, 3)
    assert computed.count(ape) == 1  # (the base: 2)
    events.move(game, forest, Zone.GRAVEYARD, "test", "put")  # (the condition no longer holds, 418.4a)
    assert (game.chars(ape).power, game.chars(ape).toughness) == (1, 1)
