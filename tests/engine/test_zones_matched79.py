"""(seventy-ninth session, issue 43) The legal targets of an ability are listed from the objects of the
zones its words ask (``judge.engine.filters.zones_matched``): an object in another zone is no match for
the description (``matches`` refuses it by its zone before anything else), so no legal target (409.1c).
"Target creature card in your graveyard" (Gravedigger, 410.4) is asked of the graveyards' cards, not of
every permanent, card in hand and card in a library; the permanents its words could fit, told where
they are no legal choice, are none.
"""

from __future__ import annotations

from judge.cards import ir
from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import targets as targets_module
from judge.engine.build import build
from judge.engine.driver import Tracer
from judge.engine.filters import matches, zones_matched
from judge.engine.targets import legal_options, legal_target
from judge.zones import Zone

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"

#: Objects in play, in hands, in libraries, in graveyards and removed from the game.
BOARD = (HEAD + "Alice in play: Grizzly Bears, Grizzly Bears, Hill Giant, Forest, Forest, Gravedigger as @g\n"
         "Bob in play: Scaled Wurm, Island, Wall of Air\n"
         "Alice hand: Shock, Giant Growth, Hill Giant\nBob hand: Counterspell, Grizzly Bears\n"
         "Alice library: Grizzly Bears, Island, Shock\nBob library: Hill Giant, Forest\n"
         "Alice graveyard: Hill Giant, Shock, Grizzly Bears\nBob graveyard: Scaled Wurm, Island\n"
         "Alice removed from the game: Hill Giant\n")

#: Cards whose targets ask different zones: a graveyard's card, a permanent, a creature or player,
#: a player, a spell.
CARDS = ("Gravedigger", "Raise Dead", "Relearn", "Elven Cache", "Ashen Powder", "Shock", "Terror", "Disenchant",
         "Stream of Life", "Counterspell", "Lightning Bolt", "Giant Growth", "Power Sink", "Boomerang", "Stone Rain",
         "Disrupting Scepter", "Remove Soul", "Deflection", "Millstone", "Desertion")


def _game():
    return build(check_text(BOARD, "zones79.mtg", card_names()), Tracer())


def _every_object(game) -> list[int]:
    pool = list(game.in_play)
    for p in game.players:
        for z in (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY, Zone.REMOVED):
            pool += game.zones[(p.name, z)]
    return pool


def _target_specs(game) -> list[tuple[str, ir.TargetSpec]]:
    from judge.cards.library import get
    out = []
    for name in CARDS:
        card = get(name)
        for node in ir.walk(game.card_text_abilities(card)):
            if isinstance(node, ir.TargetSpec):
                out.append((name, node))
    return out


def test_a_graveyard_cards_targets_are_asked_of_the_graveyards_cards_alone(monkeypatch):
    game = _game()
    gravedigger = game.labels["g"]
    (spec,) = [s for n, s in _target_specs(game) if n == "Gravedigger"]
    asked: list = []

    def counted(game_, spec_, thing, *args, **kwargs):
        asked.append(thing)
        return legal_target(game_, spec_, thing, *args, **kwargs)

    monkeypatch.setattr(targets_module, "legal_target", counted)
    found = legal_options(game, spec, "Alice", gravedigger, game.chars(gravedigger), None, triggered=True)
    graveyard = game.zones[("Alice", Zone.GRAVEYARD)]
    creatures = [o for o in graveyard if game.objects[o].card.name != "Shock"]
    # the answer: Alice's two creature cards in her graveyard (Hill Giant, Grizzly Bears), nothing else
    assert [v for _label, v in found] == creatures and len(creatures) == 2
    objects_asked = [x for x in asked if isinstance(x, int)]
    # asked of the graveyards' five cards only (it was asked of all 26 objects: in play, in hand, in a library)
    assert sorted(objects_asked) == sorted(graveyard + game.zones[("Bob", Zone.GRAVEYARD)]), objects_asked


def test_an_object_outside_the_zones_found_is_no_match():
    # (the meaning the shortcut rests on: for every target word of these cards, every object of the board
    # outside the zones zones_matched gives is refused by matches and by legal_target)
    game = _game()
    gravedigger = game.labels["g"]
    specs = _target_specs(game)
    assert len(specs) >= len(CARDS)
    kinds = set()
    for name, spec in specs:
        zones = zones_matched(spec.filter)
        kinds.add(zones if zones is None else tuple(sorted(z.value for z in zones)))
        if zones is None:
            continue
        for oid in _every_object(game):
            if game.objects[oid].zone in zones:
                continue
            assert not matches(game, spec.filter, oid, "Alice", gravedigger), (name, oid)
            assert not legal_target(game, spec, oid, "Alice", gravedigger, game.chars(gravedigger), None,
                                    explain=False)[0], (name, oid)
    # the cards asked cover the kinds: none (a player), in play, a graveyard, the stack
    assert {(), ("in play",), ("graveyard",), ("stack",)} <= kinds, kinds


def test_the_legal_targets_are_those_every_object_asked_would_give():
    # (the listing as before: every object asked, in the same order — the same choices, the same words)
    game = _game()
    gravedigger = game.labels["g"]
    for name, spec in _target_specs(game):
        for player in ("Alice", "Bob"):
            found = legal_options(game, spec, player, gravedigger, game.chars(gravedigger), None)
            every = [(p.name, p.name) for p in game.players
                     if legal_target(game, spec, p.name, player, gravedigger, game.chars(gravedigger), None,
                                     explain=False)[0]]
            every += [(game.describe(o), o) for o in _every_object(game)
                      if legal_target(game, spec, o, player, gravedigger, game.chars(gravedigger), None,
                                      explain=False)[0]]
            if ir.ABILITY_ON_STACK not in spec.filter.types:
                assert found == every, (name, player)
