"""Last known information (413.2f) is said once where a resolution reads it, however often the
value is read: Power Sink's "that player" of a countered spell was said ten times (once for each
land looked at), a power read off a creature that left play three times (reported-defects brief,
item 2)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.checks import check_text
from judge.engine import events
from judge.engine.build import build
from judge.engine.context import Ctx, amount
from judge.engine.driver import Tracer
from judge.engine.events import Event
from judge.engine.kinds import EventKind
from judge.suite.runner import token_names
from tests.engine.support import steps_of
from judge.zones import Zone

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def test_power_sinks_that_player_of_a_countered_spell_is_said_once():
    got = steps_of("Alice in play: Forest, Forest, Forest, Forest\nAlice hand: Grizzly Bears\n"
                   "Bob in play: Island, Island, Island, Island\nBob hand: Power Sink\n"
                   "Alice casts Grizzly Bears as @spell\nAlice passes\n"
                   "Bob casts Power Sink targeting @spell with X = 3\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if "its last known controller" in s.text]
    assert [s.text for s in said] == ["Grizzly Bears @spell has left the stack: its last known controller, Alice, is used"]
    assert said[0].rules == ("413.2f",)


def _bears_gone():
    scn = check_text("player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
                     "Alice in play: Grizzly Bears\n", "lki.mtg", catalog(), token_names)
    game = build(scn, Tracer())
    [bears] = [o for o in game.in_play if game.objects[o].card.name == "Grizzly Bears"]
    card = events.move(game, bears, Zone.GRAVEYARD, "420.5c", "is put")
    return game, bears, card


def test_a_power_read_three_times_off_a_creature_that_left_play_is_said_once():
    game, bears, card = _bears_gone()
    died = Event(EventKind.ZONE, obj=bears, new=card, from_zone=Zone.IN_PLAY, to_zone=Zone.GRAVEYARD, player="Alice",
                 before=game.lki[bears])
    ctx = Ctx(game=game, controller="Alice", source=None, source_name="Creature Bond", targets=[], event=died)
    assert [amount(ctx, ir.PowerOf(ir.TriggerObject())) for _ in range(3)] == [2, 2, 2]
    assert [amount(ctx, ir.ToughnessOf(ir.TriggerObject())) for _ in range(3)] == [2, 2, 2]
    said = [s.text for top in game.tracer.steps() for s in top.walk() if "last known" in s.text]
    assert said == ["Grizzly Bears has left play: its last known power (2) is used",
                    "Grizzly Bears has left play: its last known toughness (2) is used"]
    # a new resolution (a new context) says it again: once in each
    again = Ctx(game=game, controller="Alice", source=None, source_name="Creature Bond", targets=[], event=died)
    assert amount(again, ir.PowerOf(ir.TriggerObject())) == 2
    assert sum(1 for top in game.tracer.steps() for s in top.walk() if "last known power" in s.text) == 2
