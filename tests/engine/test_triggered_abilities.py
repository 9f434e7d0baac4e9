"""Triggered abilities (410): delayed triggers, damage triggers, state triggers (410.11), leaves-play triggers removed by Humility (410.10b)."""

from __future__ import annotations

from judge.dsl import ast as A
from tests.engine.support import R, cites, find, obj, run, run_text, scenario, texts


def test_delayed_trigger_at_end_of_turn():
    scn = scenario(objects=[obj("Alice", "hand", "Late Blessing")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Late Blessing")), A.Pass("all"),
                            A.Pass("all", until=A.Step.END_OF_TURN), A.Pass("all")])
    out = run(scn)
    assert out.final.player("Alice").life == 23
    assert "406.2a" in cites(out)


def test_damage_trigger_and_prevented_damage_triggers_nothing():
    base = [obj("Alice", "in play", "Vampire Pinger"), obj("Bob", "hand", "Healing Salve")]
    out = run(scenario(objects=base, mana_tracked=False,
                       actions=[A.Activate("Alice", R("Vampire Pinger"), targets=(R("Bob"),)), A.Pass("all"), A.Pass("all")]))
    assert out.final.player("Alice").life == 21 and out.final.player("Bob").life == 19
    out = run(scenario(objects=base, mana_tracked=False,
                       actions=[A.Activate("Alice", R("Vampire Pinger"), targets=(R("Bob"),)), A.Pass("Alice"),
                                A.Cast("Bob", R("Healing Salve"), targets=(R("Bob"),)), A.Pass("all", until=A.Until.STACK_EMPTY)]))
    assert out.final.player("Alice").life == 20 and out.final.player("Bob").life == 20  # 410.7


def test_state_trigger_410_11():
    scn = scenario(objects=[obj("Alice", "in play", "Library of Wonder"), obj("Alice", "hand", "Shock"),
                            obj("Alice", "library", "Terror"), obj("Alice", "library", "Giant Growth")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Shock"), targets=(R("Bob"),)), A.Pass("all", until=A.Until.STACK_EMPTY)])
    out = run(scn)
    # The hand became empty when Shock was played: one trigger; it resolves (Terror drawn), no retrigger.
    assert find(out, "Terror").zone == "hand" and find(out, "Giant Growth").zone == "library"
    assert "410.11" in cites(out)


def test_humility_removes_comes_into_play_trigger_410_10b():
    scn = scenario(objects=[obj("Alice", "in play", "Humility"), obj("Alice", "hand", "Gravedigger"),
                            obj("Alice", "graveyard", "Grizzly Bears")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Gravedigger")), A.Pass("all")])
    out = run(scn)
    gd = find(out, "Gravedigger")
    assert (gd.power, gd.toughness) == (1, 1) and not out.final.stack
    assert find(out, "Grizzly Bears").zone == "graveyard"


def test_two_targets_asked_one_legal_removed_saying_how_many_410_4_409_1c():
    """Sea Drake with one land: "two target lands you control" can't be chosen (409.1c), so the
    trigger is removed (410.4) — and the trace says one legal target was there, not none."""
    from tests.engine.support import run_text, texts

    head = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
    body = ("Alice hand: Sea Drake\nAlice in play: Island as @i1\nBob in play: Island as @bi\n"
            "Alice casts Sea Drake\nall pass until the stack is empty\n")
    out = run_text(body, head=head)
    assert find(out, "i1").zone == "in play" and find(out, "bi").zone == "in play"
    assert not out.final.stack
    step = next(s for s in texts(out) if "legal target" in s and "Sea Drake" in s)
    assert step.startswith("Only 1 legal target") and "needs 2" in step
    assert {"410.4", "409.1c"} <= cites(out)
    # none at all: the old words
    out = run_text("Alice hand: Sea Drake\nAlice casts Sea Drake\nall pass until the stack is empty\n", head=head)
    assert any(s.startswith("No legal target for Sea Drake's ability") for s in texts(out))


def test_a_delayed_ability_whose_creature_left_play_says_so_not_that_no_target_was_chosen():
    # audit 3228 (Phantasmal Mount as printed): the rider destroyed, the Mount is buried; the
    # Mount's own delayed "bury the creature" then finds its creature gone (406.2d) — the step
    # said "no target was chosen for it (409.1c: "up to" allows none)"
    from judge.dsl import parse
    from judge.engine import simulate

    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\nwording printed\n"
            "Alice in play: Phantasmal Mount, Grizzly Bears\nBob hand: Terror\n"
            "Alice activates Phantasmal Mount targeting Grizzly Bears\nall pass\n"
            "Alice passes\nBob casts Terror targeting Grizzly Bears\nall pass until the stack is empty\n")
    (out,) = simulate(parse(text, "t.mtg"))
    steps = [s for top in out.steps for s in top.walk()]
    assert not any("allows none" in s.text for s in steps)
    fails = next(s for s in steps if "does nothing: the delayed ability refers to a particular permanent" in s.text)
    assert fails.rules[0] == "406.2d"
    assert find(out, "Phantasmal Mount").zone == "graveyard" and find(out, "Grizzly Bears").zone == "graveyard"
    # audit 3531: the failed instruction names the creature, not the ability's "target #1"
    assert "target #" not in fails.text and '"bury Grizzly Bears' in fails.text, fails.text  # the card's "bury" (h72-8)


def test_a_trigger_with_no_legal_target_says_why_a_permanent_its_words_fit_is_refused():
    # audit 3228 (Taoist Hermit): Bob's Nekrataal trigger has no legal target — the Hermit is
    # the only nonblack, nonartifact creature, and it can't be the target of its controller's
    # opponents' abilities; the step said only "No legal target"
    from judge.dsl import parse
    from judge.engine import simulate

    text = ("player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
            "Alice in play: Taoist Hermit\nBob hand: Nekrataal\nBob casts Nekrataal\nall pass until the stack is empty\n")
    (out,) = simulate(parse(text, "t.mtg"))
    step = next(s for top in out.steps for s in top.walk() if s.text.startswith("No legal target"))
    assert "(Taoist Hermit: it can't be the target of spells or abilities an opponent" in step.text
    # audit 4541: the rule its reason names (103.1: the card's text over the rules) is cited too
    assert step.rules == ("410.4", "409.1c", "103.1") and find(out, "Taoist Hermit").zone == "in play"
    bare = text.replace("Alice in play: Taoist Hermit\n", "")
    (out,) = simulate(parse(bare, "t.mtg"))
    step = next(s for top in out.steps for s in top.walk() if s.text.startswith("No legal target"))
    assert step.text.endswith("it is removed from the stack") and step.rules == ("410.4",)


def test_a_trigger_whose_target_is_chosen_says_why_a_permanent_its_words_fit_is_refused():
    # audit 4541 (Goblin Commando): Bob's only creature, Knights of Thorn, has protection from
    # red, so the Commando's "target creature" can only be the Commando itself; the step said
    # only "the only legal choice", never why the Knights weren't one (502.7b)
    from judge.dsl import parse
    from judge.engine import simulate

    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
            "Alice hand: Goblin Commando\nBob in play: Knights of Thorn\n"
            "Alice casts Goblin Commando\nall pass until the stack is empty\n")
    (out,) = simulate(parse(text, "t.mtg"))
    steps = [s for top in out.steps for s in top.walk()]
    step = next(s for s in steps if s.text.startswith("Not a legal target"))
    assert "Knights of Thorn: it has protection from red" in step.text, step.text
    assert step.rules == ("410.4", "409.1c", "502.7b")
    assert find(out, "Goblin Commando").zone == "graveyard" and find(out, "Knights of Thorn").zone == "in play"
    bare = text.replace("Bob in play: Knights of Thorn\n", "Bob in play: Grizzly Bears\n") + "Alice chooses Grizzly Bears\n"
    (out,) = simulate(parse(bare.replace("all pass until the stack is empty\nAlice chooses Grizzly Bears\n",
                                         "all pass\nAlice chooses Grizzly Bears\nall pass until the stack is empty\n"), "t.mtg"))
    assert not any(s.text.startswith("Not a legal target") for top in out.steps for s in top.walk())


def test_an_upkeep_trigger_of_the_enchanted_creatures_controller_says_why_not_at_another_players_upkeep():
    # audit 3329 (Parasitic Bond): at the upkeep of a player who doesn't control the enchanted
    # creature, nothing said why the Bond didn't trigger; the controller counts, not the owner
    text = ("player Alice\nplayer Bob\nturn Alice, end of turn\nmana is not tracked\n"
            "Alice library: 2 unknown cards\nBob library: 2 unknown cards\n"
            "Alice in play: Parasitic Bond attached to @bears\nBob in play: Grizzly Bears as @bears\n"
            "all pass until the upkeep step\nall pass until the stack is empty\n")
    out = run_text(text, head="")
    steps = [s for top in out.steps for s in top.walk() if "doesn't trigger" in s.text]
    assert [s.text for s in steps] == []  # Bob's upkeep, Bob controls the Bears: it triggers
    assert out.final.player("Bob").life == 18
    stolen = text.replace("Bob in play: Grizzly Bears as @bears", "Alice in play: Grizzly Bears as @bears (owned by Bob)")
    out = run_text(stolen, head="")
    (step,) = [s for top in out.steps for s in top.walk() if "doesn't trigger" in s.text]
    assert step.text.endswith("it triggers at the beginning of the upkeep of Grizzly Bears @bears's controller, "
                              "Alice, and this is Bob's")
    assert step.rules == ("410.2", "303.1")
    assert out.final.player("Bob").life == 20 and out.final.player("Alice").life == 20


def test_a_land_played_triggers_whenever_a_player_plays_a_land_and_one_put_into_play_doesnt_214_9b():
    """Horn of Greed ("Whenever a player plays a land, that player draws a card"): the land played
    triggers it (408.2d) and "that player" draws — not the Horn's controller; Dirtcowl Wurm
    ("Whenever an opponent plays a land") ignores its controller's own land. A land an effect puts
    into play isn't played (214.9b): no trigger, and the trace says why. (Audit 3430: the trigger
    was read as a spell's, looked for on the stack, and never fired.)"""
    head = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
    body = ("Alice in play: Horn of Greed, Dirtcowl Wurm as @w\nAlice library: Shock\n"
            "Bob hand: Swamp as @s, Mountain as @m, \"Show and Tell\"\nBob library: Lightning Bolt as @lb, Terror\n"
            "Bob plays @s\nAlice orders triggers: Horn of Greed, @w\nall pass until the stack is empty\n"
            "Bob casts \"Show and Tell\"\nall pass\nBob chooses @m\n")
    out = run_text(body, head=head)
    assert find(out, "lb").zone == "hand" and find(out, "Terror").zone == "library"  # Bob drew once
    assert find(out, "Shock").zone == "library"  # not the Horn's controller
    assert find(out, "m").zone == "in play"
    assert dict(find(out, "w").counters).get("+1/+1", 0) == 1  # Bob's Swamp only, not his Mountain
    step = next(s for s in texts(out) if "was put into play, not played" in s and "Horn of Greed" in s)
    assert "Mountain" in step
    assert "214.9b" in cites(out)

    own = run_text("Alice in play: Dirtcowl Wurm as @w\nAlice hand: Forest\nAlice plays Forest\n",
                   head="player Alice\nplayer Bob\nturn Alice, precombat main\n")
    assert dict(find(own, "w").counters).get("+1/+1", 0) == 0 and not own.final.stack


def test_a_land_played_is_a_card_played_whenever_you_play_a_card_glossary_play():
    """Recycle ("Whenever you play a card, draw a card") and Juju Bubble ("When you play a card,
    sacrifice Juju Bubble"): playing a land is playing a card (glossary "Play": "The act of playing a
    spell, land, or ability"), so the land played triggers them as a spell does; a land an effect
    puts into play isn't played (214.9b), and another player's card isn't "you"'s. (Audit 7066: the
    trigger was read as a spell's only, and a land played drew nothing, silently.)"""
    head = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
    out = run_text("Alice in play: Recycle\nAlice hand: Forest\nAlice library: Shock as @s, Terror as @t\n"
                   "Alice plays Forest\nall pass until the stack is empty\n", head=head)
    assert find(out, "s").zone == "hand" and find(out, "t").zone == "library"
    bubble = run_text("Alice in play: Juju Bubble as @jb\nAlice hand: Forest\nAlice plays Forest\n"
                      "all pass until the stack is empty\n", head=head)
    assert find(bubble, "jb").zone == "graveyard"
    theirs = run_text("Alice in play: Recycle\nAlice library: Shock as @s\nBob hand: Swamp\n"
                      "Bob plays Swamp\nall pass until the stack is empty\n",
                      head="player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n")
    assert find(theirs, "s").zone == "library"
    step = next(s for s in texts(theirs) if "Recycle" in s and "doesn't trigger" in s)
    assert "a card Alice" in step and "Swamp" in step


def test_a_target_whose_chooser_is_not_in_the_game_is_said_loudly_not_given_to_the_controller():
    """"target creature of defending player's choice" (Erithizon) with no defending player: the
    engine refuses loudly rather than letting the ability's controller choose instead (409.1c)."""
    import pytest

    from judge.cards import ir
    from judge.dsl import parse
    from judge.engine.build import build
    from judge.engine.context import Unsupported
    from judge.engine.driver import Tracer
    from judge.engine.triggers import PendingTrigger, _target_chooser

    game = build(parse("player Alice\nplayer Bob\nturn Alice, precombat main\n", "t.mtg"), Tracer())
    spec = ir.TargetSpec(0, ir.Filter(types=("creature",)), text="target creature", chosen_by=ir.DefendingPlayer())
    ab = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.ATTACKS), (), targets=(spec,))
    with pytest.raises(Unsupported, match="not in the game now"):
        _target_chooser(game, PendingTrigger(ab, None, "Erithizon", "Alice"), spec)


def test_a_zone_change_trigger_whose_card_left_that_zone_says_so_citing_410_10():
    # audit 3632 (Body Snatcher): Unsummon returns the Snatcher before its comes-into-play
    # trigger resolves; Alice doesn't discard, and "remove it from the game" does nothing —
    # the step said "no object it names is there" and cited 413.2b only, not 410.10 (a
    # zone-change trigger acts on the card only in the zone it moved to)
    from judge.dsl import parse
    from judge.engine import simulate

    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
            "Alice hand: Body Snatcher, Grizzly Bears\nBob hand: Unsummon\n"
            "Alice casts Body Snatcher\nall pass\nAlice passes\nBob casts Unsummon targeting Body Snatcher\n"
            "all pass\nall pass\nAlice chooses no\n")
    outs = simulate(parse(text, "t.mtg"))
    assert len(outs) == 1
    (out,) = outs
    steps = [s for top in out.steps for s in top.walk()]
    fails = next(s for s in steps if '"remove Body Snatcher' in s.text and "does nothing" in s.text)
    assert "has left play, where the trigger event put it, since the ability triggered" in fails.text, fails.text
    assert fails.rules == ("410.10", "413.2b")
    assert not any("no object it names is there" in s.text for s in steps)
    assert find(out, "Body Snatcher").zone == "hand" and find(out, "Grizzly Bears").zone == "hand"


def test_a_player_compared_with_another_is_applied_only_in_a_triggered_abilitys_player_target():
    """The Oaths' "target player who has more life than they do and is their opponent": the players
    compared are resolved where a triggered ability goes on the stack and resolves; anywhere else
    (a spell's target here) the engine says it doesn't apply it (judge.engine.support)."""
    from judge.cards import ir
    from judge.engine import support

    flt = ir.Filter(players=True, opponent_of=ir.TriggerPlayer(), more_than=ir.PlayerMore("life", ir.TriggerPlayer()))
    spec = ir.TargetSpec(0, flt, chosen_by=ir.TriggerPlayer())
    effects = (ir.DealDamage(1, (ir.Target(0),)),)
    trig = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=A.Step.UPKEEP, whose=ir.TriggerWhose.EACH), effects, targets=(spec,))
    assert support.unsupported(ir.CardAbilities("Test", abilities=(trig,))) == []
    spell = ir.SpellAbility(effects, targets=(ir.TargetSpec(0, flt),))
    assert any("is their opponent" in p for p in support.unsupported(ir.CardAbilities("Test", spell=spell)))


def test_the_oaths_compare_with_the_upkeep_player_not_the_controller():
    """Oath of Mages, Bob's, at Alice's upkeep — Alice 18 life, Bob 20: "target player who has more
    life than they do and is their opponent" is Bob (Alice's opponent, with more life than Alice),
    who is dealt 1 damage. Read from the Oath's controller's point of view (an opponent of Bob with
    more life than Bob) there would be no target and no damage."""
    head = "player Alice life 18\nplayer Bob\nturn Bob, end of turn\n"
    out = run_text("Bob in play: Oath of Mages\nAlice library: 3 unknown cards\nall pass until the upkeep step\n"
                   "Alice chooses yes\nall pass until the stack is empty\n", head=head)
    assert out.final.player("Alice").life == 18 and out.final.player("Bob").life == 19
    # and at Bob's upkeep, Alice having less life than Bob, it has no target (410.4)
    head = "player Alice life 18\nplayer Bob\nturn Alice, end of turn\n"
    out = run_text("Bob in play: Oath of Mages\nBob library: 3 unknown cards\nall pass until the upkeep step\n"
                   "Bob chooses yes\nall pass until the stack is empty\n", head=head)
    assert out.final.player("Alice").life == 18 and out.final.player("Bob").life == 20
    assert not out.final.stack
