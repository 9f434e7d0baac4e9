"""Game.in_any_text keeps its answer with the objects it looked at (docs/performance.md, "Exploring
many outcomes, fifty-seventh session"): an object added since is asked, and only it; a card changed
since has every object asked again — the same answer as asking every card."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine.build import build
from judge.engine.objects import GameObject

TAPLAND = 'card "Tapland"\n  type Land\n  text "Tapland comes into play tapped."\n'
HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"
KIND = ir.ComesIntoPlayTapped


def _game(body: str):
    return build(check_text(TAPLAND + HEAD + body, "in-any-text.mtg", card_names()))


def _every_card(game) -> bool:
    return any(issubclass(t, KIND) for o in game.objects.values()
               for t in ir.kinds_in(game.card_text_abilities(o.card)))


def _tapland():
    game = _game("Alice hand: Tapland\n")
    return next(o.card for o in game.objects.values() if o.card.name == "Tapland")


def test_an_object_added_since_is_asked_and_only_it():
    game = _game("Alice in play: Grizzly Bears, Grizzly Bears\nBob hand: Grizzly Bears\n")
    assert game.in_any_text(KIND) is False is _every_card(game)
    asked = []
    cache = game._ability_cache
    real = cache.get
    game._ability_cache = type("Spy", (dict,), {"get": lambda self, k, d=None: (asked.append(k) if isinstance(k, tuple) else None) or real(k, d)})(cache)
    new = GameObject(game.tally.new_id(), _tapland(), "Bob", "hand")
    game.objects[new.id] = new  # (a new object, as a card's move or a token's creation adds one)
    assert game.in_any_text(KIND) is True is _every_card(game)
    assert asked == [(id(new.card), KIND)]  # (the three objects looked at before are not asked again)
    asked.clear()
    assert game.in_any_text(KIND) is True and asked == []


def test_a_card_changed_since_has_every_object_asked_again():
    game = _game("Alice in play: Grizzly Bears\nBob in play: Grizzly Bears\n")
    assert game.in_any_text(KIND) is False
    bears = next(iter(game.objects))
    game.change_card(bears, _tapland())  # (a copy effect: judge.engine.copies)
    assert game.in_any_text(KIND) is True is _every_card(game)


def test_a_copy_and_a_restored_game_ask_again():
    game = _game("Alice in play: Grizzly Bears\n")
    saved = game.save()
    assert game.in_any_text(KIND) is False
    new = GameObject(game.tally.new_id(), _tapland(), "Alice", "hand")
    game.objects[new.id] = new
    copy = game.copy()
    assert copy.in_any_text(KIND) is True and game.in_any_text(KIND) is True
    game.restore(saved)  # (the Tapland gone again: fewer objects than the answer kept had looked at)
    assert game.in_any_text(KIND) is False is _every_card(game)
