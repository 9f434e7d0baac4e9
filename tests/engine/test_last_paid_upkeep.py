"""The last paid cumulative upkeep (Revered Unicorn, Mwonvuli Ooze as printed; glossary "Cumulative
Upkeep": "pay [cost] for each cumulative upkeep counter"): the mana the last payment paid for all the
counters, recorded on the permanent as it is paid — 0 while none has been paid, unchanged by a
counter put on or by an upkeep not paid — kept in game state (a branch copies it) and read off the
permanent as it last existed in play once it has left (413.2f)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.checks import check_text
from judge.engine import events, simulate
from judge.engine.build import build
from judge.engine.context import Ctx, amount
from judge.engine.driver import Tracer
from judge.suite.runner import token_names
from judge.zones import Zone

HEAD = "wording printed\nplayer Alice\nplayer Bob\nturn Bob, end of turn\n"


def _game(body: str):
    scn = check_text(HEAD + body, "last-paid.mtg", catalog(), token_names)
    return build(scn, Tracer())


def _ctx(game, oid):
    return Ctx(game=game, controller="Alice", source=oid, source_name="Revered Unicorn", targets=[])


def test_nothing_paid_is_zero_whatever_the_counters_and_a_branch_keeps_what_was_paid():
    game = _game("Alice in play: Revered Unicorn as @ru (2 age counters)\n")
    [ru] = game.in_play
    assert amount(_ctx(game, ru), ir.LastPaidUpkeep()) == 0  # counters are not payments
    game.objects[ru].upkeep_paid = 2
    branch = game.copy()
    game.objects[ru].upkeep_paid = 3
    assert amount(_ctx(branch, ru), ir.LastPaidUpkeep()) == 2
    assert amount(_ctx(game, ru), ir.LastPaidUpkeep()) == 3


def test_read_as_it_last_existed_in_play_once_it_has_left():
    game = _game("Alice in play: Revered Unicorn as @ru\n")
    [ru] = game.in_play
    game.objects[ru].upkeep_paid = 2
    card = events.move(game, ru, Zone.GRAVEYARD, "417.1", "is sacrificed")
    assert game.objects[card].upkeep_paid == 0  # the card in the graveyard is a new object (217.8)
    ctx = _ctx(game, ru)
    assert amount(ctx, ir.LastPaidUpkeep()) == 2
    said = [s for top in game.tracer.steps() for s in top.walk() if "has left play: its last paid" in s.text]
    assert len(said) == 1 and "413.2f" in said[0].rules and 'glossary "Cumulative Upkeep"' in said[0].text


def _run(body: str):
    return simulate(check_text(HEAD + body, "last-paid.mtg", catalog(), token_names))


def test_an_upkeep_paid_records_the_cost_for_all_the_counters_and_one_not_paid_changes_nothing():
    # the Ooze: {2} for its one counter paid (3/3), then {4} for two not payable: sacrificed, 3/3 until then
    outs = _run("Alice library: 3 unknown cards\nBob library: 3 unknown cards\n"
                "Alice in play: Mwonvuli Ooze as @oz, Forest, Forest\n"
                "all pass until the upkeep step\nAlice passes\nBob passes\nAlice chooses yes\n"
                "all pass until the upkeep step\ncheckpoint \"bob\"\nall pass until the upkeep step\n"
                "all pass until the draw step\n")
    for out in outs:
        [(_, at_bob)] = out.checkpoints
        [oz] = [o for o in at_bob.objects if o.label == "oz"]
        assert (oz.power, oz.toughness, oz.counters) == (3, 3, (("age", 1),))
        assert [o.zone for o in out.final.objects if o.name == "Mwonvuli Ooze"] == ["graveyard"]
        paid = [s.text for top in out.steps for s in top.walk() if "last paid cumulative upkeep is now" in s.text]
        assert paid == ["Mwonvuli Ooze @oz's last paid cumulative upkeep is now the {2} just paid: 2 (glossary "
                        "\"Cumulative Upkeep\": the cost paid for each counter on it)"]
