"""A value read off the creature whose leaving play triggered the ability ("for each fungus
counter on that creature", Sporogenesis): the creature as it last existed in play (413.2f, the
trigger looked back at it, 410.10d) — not the card in the graveyard, a new object without its
counters (217.8; glossary "Counter": counters are on permanents)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.checks import check_text
from judge.engine import events, simulate
from judge.engine.build import build
from judge.engine.context import Ctx, amount, check_condition
from judge.engine.driver import Tracer
from judge.engine.events import Event
from judge.engine.kinds import EventKind
from judge.suite.runner import token_names
from judge.zones import Zone

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def test_counters_on_that_creature_are_its_last_known_counters():
    scn = check_text(HEAD + "Alice in play: Grizzly Bears (2 fungus counters)\n", "fungus.mtg", catalog(), token_names)
    game = build(scn, Tracer())
    [bears] = [o for o in game.in_play if game.objects[o].card.name == "Grizzly Bears"]
    card = events.move(game, bears, Zone.GRAVEYARD, "420.5c", "is put")
    assert card is not None and game.objects[card].counters.get("fungus", 0) == 0  # a new object (217.8)
    died = Event(EventKind.ZONE, obj=bears, new=card, from_zone=Zone.IN_PLAY, to_zone=Zone.GRAVEYARD, player="Alice",
                 before=game.lki[bears])
    ctx = Ctx(game=game, controller="Alice", source=None, source_name="Sporogenesis", targets=[], event=died)
    assert amount(ctx, ir.CountersOn(ir.TriggerObject(), "fungus")) == 2
    assert amount(ctx, ir.CountersOn(ir.TriggerObject(), "+1/+1")) == 0
    # "if it had a fungus counter on it": compared as it left play, too
    assert check_condition(ctx, ir.Condition(ir.ConditionKind.COUNTERS, ref=ir.TriggerObject(), value="fungus", compare=ir.Compare("==", 2)))
    # a creature moved from a hand is read as it is now (it left no permanent behind)
    moved = Event(EventKind.ZONE, obj=card, new=card, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD, player="Alice")
    assert amount(Ctx(game=game, controller="Alice", source=None, source_name="x", targets=[], event=moved),
                  ir.CountersOn(ir.TriggerObject(), "fungus")) == 0


def test_sporogenesis_makes_a_saproling_for_each_fungus_counter_the_dead_creature_had():
    scn = check_text(HEAD + "Alice in play: Sporogenesis, Grizzly Bears (2 fungus counters)\n"
                     "Bob in play: Llanowar Elves\nBob hand: Shock, Shock\n"
                     "Bob casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n"
                     "Bob casts Shock targeting Llanowar Elves\nall pass until the stack is empty\n",
                     "sporogenesis.mtg", catalog(), token_names)
    out = simulate(scn)[0]
    saprolings = [o for o in out.final.objects if o.name == "Saproling" and o.zone == "in play"]  # (the outcome's view: words)
    assert [o.controller for o in saprolings] == ["Alice", "Alice"]
    step = next(s for top in out.steps for s in top.walk() if "fungus counters on it as it left play" in s.text)
    assert step.text.startswith("Grizzly Bears had 2 fungus counters") and "413.2f" in step.rules


def test_no_counter_is_put_on_the_card_a_creature_became_in_the_graveyard():
    # Vampiric Embrace (Oracle, as the era pool words it): "… put a +1/+1 counter on that creature"
    # finds the card in the graveyard (410.10c); a counter is placed on a permanent only (glossary "Counter")
    scn = check_text("player Alice\nplayer Bob\nturn Alice, beginning of combat\nmana is not tracked\n"
                     "Alice in play: Grizzly Bears as @b, Vampiric Embrace attached to @b\n"
                     "Bob in play: Birds of Paradise as @e\n"
                     "all pass until the declare attackers step\nAlice attacks with @b\n"
                     "all pass until the declare blockers step\nBob blocks @b with @e\n"
                     "all pass until the end of combat step\n", "embrace.mtg", catalog(), token_names)
    out = simulate(scn)[0]
    [birds] = [o for o in out.final.objects if o.name == "Birds of Paradise"]
    assert birds.zone == "graveyard" and not birds.counters
    assert any("not a permanent" in s.text and "410.10c" in s.rules for top in out.steps for s in top.walk())
