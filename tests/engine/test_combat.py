"""Combat (306-311, 500-502): declarations, legality, open choices, damage assignment.

Scenario files in ``scenarios/combat/`` prove the rules end to end; these tests cover the
engine's edges: open choices (the engine never decides for a player), illegal assignments,
forced assignments, lines out of place, and the trace of a whole combat.
"""

from __future__ import annotations

import pytest

from judge.engine.decider import OpenChoice
from judge.errors import JudgeError

from tests.engine.support import COMBAT_HEAD as HEAD, run_text as run, texts

RHINO = '''card "Rampaging Rhino"
  cost {3}{G}{G}
  type Creature - Rhino
  pt 4/4
  text "Trample"
'''


def obj(out, name):
    return next(o for o in out.final.objects if o.name == name or o.label == name.lstrip("@"))


# --------------------------------------------------------------------------- open choices


def test_attack_left_open_is_an_open_choice_naming_the_player_and_an_example():
    with pytest.raises(OpenChoice) as exc:
        run("Alice in play: Grizzly Bears\nall pass\n")
    msg = str(exc.value)
    assert exc.value.player == "Alice"
    assert "must declare attackers" in msg and "Grizzly Bears" in msg
    assert "`Alice attacks with Grizzly Bears`" in msg and "308.1" in msg


def test_no_open_choice_when_nothing_can_attack():
    out = run("Alice in play: Grizzly Bears (tapped), Wall of Air\nall pass\n")
    assert any("no creature that can attack" in t for t in texts(out))
    assert "308.4" in out.cited()


def test_block_left_open_is_an_open_choice():
    with pytest.raises(OpenChoice) as exc:
        run("Alice in play: Hill Giant\nBob in play: Grizzly Bears\nAlice attacks with Hill Giant\n"
            "all pass until the combat damage step\n")
    assert exc.value.player == "Bob"
    assert "`Bob blocks Hill Giant with Grizzly Bears`" in str(exc.value)
    assert "`Bob blocks nothing`" in str(exc.value)


def test_no_open_choice_when_nothing_can_block():
    out = run("Alice in play: Wind Drake\nBob in play: Grizzly Bears\nAlice attacks with Wind Drake\n"
              "all pass until the end of combat step\n")
    assert out.final.player("Bob").life == 18


def test_division_among_blockers_left_open_and_the_example_settles_it():
    body = ("Alice in play: Hill Giant\nBob in play: Llanowar Elves, Grizzly Bears\nAlice attacks with Hill Giant\n"
            "all pass until the declare blockers step\nBob blocks Hill Giant with Llanowar Elves and Grizzly Bears\n"
            "all pass until the combat damage step\n")
    with pytest.raises(OpenChoice) as exc:
        run(body)
    msg = str(exc.value)
    assert exc.value.player == "Alice" and "310.1c" in msg
    example = msg.split("`")[1]
    assert example.startswith("Alice assigns Hill Giant's damage:")
    out = run(body + example + "\nall pass until the end of combat step\n")
    assert "310.1c" in out.cited()


def test_single_blocker_without_trample_is_no_choice():
    out = run("Alice in play: Hill Giant\nBob in play: Grizzly Bears\nAlice attacks with Hill Giant\n"
              "all pass until the declare blockers step\nBob blocks Hill Giant with Grizzly Bears\n"
              "all pass until the end of combat step\n")
    assert obj(out, "Grizzly Bears").zone == "graveyard"
    assert obj(out, "Hill Giant").damage == 2


def test_trample_division_left_open_offers_the_player():
    with pytest.raises(OpenChoice) as exc:
        run("Alice in play: Rampaging Rhino\nBob in play: Grizzly Bears\nAlice attacks with Rampaging Rhino\n"
            "all pass until the declare blockers step\nBob blocks Rampaging Rhino with Grizzly Bears\n"
            "all pass until the combat damage step\n", RHINO)
    msg = str(exc.value)
    assert "502.9b" in msg and "Bob" in exc.value.options
    assert "2 to Grizzly Bears, 2 to Bob" in msg


# --------------------------------------------------------------------------- illegal assignments


BLOCKED = ("Alice in play: Hill Giant\nBob in play: Llanowar Elves, Grizzly Bears\nAlice attacks with Hill Giant\n"
           "all pass until the declare blockers step\nBob blocks Hill Giant with Llanowar Elves and Grizzly Bears\n"
           "all pass until the combat damage step\n")


def test_assignment_must_total_the_power():
    with pytest.raises(JudgeError, match=r"equal to its power, 3, not 2 \(310.1a\)"):
        run(BLOCKED + "Alice assigns Hill Giant's damage: 1 to Llanowar Elves, 1 to Grizzly Bears\n")


def test_blocked_creature_without_trample_cannot_hit_the_player():
    with pytest.raises(JudgeError, match=r"Bob can't be assigned Hill Giant's combat damage.*310.1c"):
        run(BLOCKED + "Alice assigns Hill Giant's damage: 1 to Llanowar Elves, 2 to Bob\n")


def test_trample_to_player_needs_lethal_to_every_blocker():
    with pytest.raises(JudgeError, match=r"can't assign damage to Bob.*502.9b"):
        run("Alice in play: Rampaging Rhino\nBob in play: Grizzly Bears\nAlice attacks with Rampaging Rhino\n"
            "all pass until the declare blockers step\nBob blocks Rampaging Rhino with Grizzly Bears\n"
            "all pass until the combat damage step\nAlice assigns Rampaging Rhino's damage: 1 to Grizzly Bears, "
            "3 to Bob\n", RHINO)


def test_trample_counts_damage_already_marked():
    out = run("Alice in play: Rampaging Rhino\nBob in play: Grizzly Bears (1 damage)\n"
              "Alice attacks with Rampaging Rhino\nall pass until the declare blockers step\n"
              "Bob blocks Rampaging Rhino with Grizzly Bears\nall pass until the combat damage step\n"
              "Alice assigns Rampaging Rhino's damage: 1 to Grizzly Bears, 3 to Bob\n"
              "all pass until the end of combat step\n", RHINO)
    assert out.final.player("Bob").life == 17


def test_only_the_controller_assigns():
    with pytest.raises(JudgeError, match="310.1"):
        run(BLOCKED + "Bob assigns Hill Giant's damage: 1 to Llanowar Elves, 2 to Grizzly Bears\n")


def test_unblocked_assignment_line_must_match():
    with pytest.raises(JudgeError, match="310.1b"):
        run("Alice in play: Hill Giant\nBob in play: Grizzly Bears (tapped)\nAlice attacks with Hill Giant\n"
            "all pass until the combat damage step\nAlice assigns Hill Giant's damage: 3 to Grizzly Bears\n")


# --------------------------------------------------------------------------- declarations


def test_illegal_attack_without_a_redeclaration_is_an_error():
    with pytest.raises(JudgeError, match="redeclare attackers.*308.3"):
        run("Alice in play: Wall of Air\nAlice attacks with Wall of Air\nall pass\n")


def test_illegal_block_without_a_redeclaration_is_an_error():
    with pytest.raises(JudgeError, match="redeclare blockers.*309.2a"):
        run("Alice in play: Wind Drake\nBob in play: Grizzly Bears\nAlice attacks with Wind Drake\n"
            "all pass until the declare blockers step\nBob blocks Wind Drake with Grizzly Bears\nall pass\n")


def test_attack_line_out_of_place():
    from judge.dsl import parse
    from judge.engine import simulate

    scn = parse("player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Grizzly Bears\n"
                "Alice attacks with Grizzly Bears\n", "t.mtg")
    with pytest.raises(JudgeError, match=r"declared only as the declare attackers step begins \(308.1\)"):
        simulate(scn, explore=False)


def test_block_line_when_nothing_attacks():
    with pytest.raises(JudgeError, match="309.1"):
        run("Alice in play: Grizzly Bears\nBob in play: Hill Giant\nAlice attacks with nothing\n"
            "Bob blocks Grizzly Bears with Hill Giant\n")


def test_pass_until_declare_attackers_stops_in_end_of_combat_when_nobody_attacks():
    from judge.dsl import parse
    from judge.engine import simulate

    scn = parse("player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Grizzly Bears\n"
                "all pass until the declare attackers step\nAlice attacks with nothing\n", "t.mtg")
    out = simulate(scn, explore=False)[0]
    assert out.final.step == "end of combat"
    assert "308.4" in out.cited()


def test_combat_damage_stack_item_resolves():
    out = run("Alice in play: Grizzly Bears as @b (tapped)\nBob in play: Scathe Zombies as @z\n"
              "stack:\n  combat damage: @b deals 2 to @z, @z deals 2 to @b\nall pass\n",
              head="player Alice\nplayer Bob\nturn Alice, combat damage\n")
    assert obj(out, "Scathe Zombies").zone == "graveyard"
    assert obj(out, "Grizzly Bears").zone == "graveyard"
    assert "310.4" in out.cited()


def test_trace_shows_declarations_checks_assignment_stack_and_fate():
    out = run("Alice in play: Hill Giant\nBob in play: Grizzly Bears\nAlice attacks with Hill Giant\n"
              "all pass until the declare blockers step\nBob blocks Hill Giant with Grizzly Bears\n"
              "all pass until the end of combat step\n")
    cited = out.cited()
    for rule in ("308.1", "308.2", "308.5", "308.6", "309.1", "309.2", "309.3", "309.5", "310.1a", "310.1c",
                 "310.1d", "310.2", "310.4", "420.5c", "500.2"):
        assert rule in cited, rule
    steps = texts(out)
    assert any("Grizzly Bears is put into Bob's graveyard" in t for t in steps)


def test_combat_status_ends_with_the_combat_phase():
    out = run("Alice in play: Hill Giant\nAlice attacks with Hill Giant\nall pass until the declare blockers step\n"
              "Bob blocks nothing\nall pass until the postcombat main step\n")
    assert any("Hill Giant stops being an attacking creature" in t for t in texts(out))


def test_blocks_allowed_counts_additional_blocks():
    from judge.cards import ir
    from judge.dsl import parse
    from judge.engine.build import build
    from judge.engine.evasion import blocks_allowed
    from judge.engine.trace import Tracer

    cards = ('card "Double Guard"\n  cost {1}{W}\n  type Creature - Soldier\n  pt 1/3\n'
             '  text "Double Guard can block an additional creature."\n')
    scn = parse(cards + HEAD + "Bob in play: Double Guard, Grizzly Bears\n", "t.mtg")
    game = build(scn, Tracer())
    guard = next(o for o in game.in_play if game.objects[o].name == "Double Guard")
    bears = next(o for o in game.in_play if game.objects[o].name == "Grizzly Bears")
    assert blocks_allowed(game, guard) == 2
    assert blocks_allowed(game, bears) == 1
    assert isinstance(ir.CanBlockAdditional(), ir.Rule)


def test_only_the_active_player_declares_attackers():
    with pytest.raises(JudgeError, match=r"Bob can't declare attackers here.*Alice \(308.1\)"):
        run("Alice in play: Grizzly Bears\nBob in play: Hill Giant\nBob attacks with Hill Giant\n")


def test_only_the_defending_player_declares_blockers():
    with pytest.raises(JudgeError, match=r"Alice can't declare blockers here.*Bob \(309.1\)"):
        run("Alice in play: Grizzly Bears, Hill Giant\nAlice attacks with Grizzly Bears\n"
            "all pass until the declare blockers step\nAlice blocks Grizzly Bears with Hill Giant\n")


def test_survivors_are_traced():
    out = run("Alice in play: Hill Giant\nBob in play: Horned Turtle\nAlice attacks with Hill Giant\n"
              "all pass until the declare blockers step\nBob blocks Hill Giant with Horned Turtle\n"
              "all pass until the end of combat step\n")
    assert any("Horned Turtle has 3 damage and toughness 4: not lethal damage" in t for t in texts(out))


def test_attacked_this_turn_is_recorded_for_the_turn():
    from judge.dsl import parse
    from judge.engine.build import build
    from judge.engine.decider import ScenarioDecider
    from judge.engine.driver import start
    from judge.engine.trace import Tracer

    scn = parse(HEAD + "Alice in play: Grizzly Bears, Hill Giant\nAlice attacks with Grizzly Bears\n", "t.mtg")
    game = build(scn, Tracer())
    game.decider = ScenarioDecider(scn.actions, scn.path)
    start(game)
    bears = next(o for o in game.in_play if game.objects[o].name == "Grizzly Bears")
    giant = next(o for o in game.in_play if game.objects[o].name == "Hill Giant")
    assert game.this_turn.deeds_of(bears, this_combat=True) == [("attacked", None)]
    assert game.this_turn.did_in_combat(bears, ("attacked",), this_combat=False)
    assert not game.this_turn.did_in_combat(giant, ("attacked", "blocked"), this_combat=False)


def _game_after(lines: str):
    """The game as it stands after ``lines`` (run with no choice left open), and its permanents
    by label."""
    from judge.dsl import parse
    from judge.engine.driver import run as drive

    games = []
    drive(parse(lines, "t.mtg"), keep=lambda i, game: games.append(game))  # (the game itself, played on)
    game = games[-1]
    return game, {game.objects[o].label: o for o in game.in_play if game.objects[o].label}


def test_what_each_creature_did_in_combat_is_kept_by_combat_and_forgotten_next_turn():
    """308.5, 309.3: the attackers, the blockers and what each blocked, the attackers that became
    blocked, each with its combat phase; "this combat" is the current one's, "this turn" every
    one of the turn's; a new turn starts afresh."""
    game, ids = _game_after(
        "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
        "Alice in play: Grizzly Bears as @bears, Hill Giant as @giant, Mountain as @m1, Mountain as @m2, "
        "Mountain as @m3, Mountain as @m4\nAlice hand: Relentless Assault\nBob in play: Wall of Air as @wall\n"
        "Alice attacks with @bears, @giant\nall pass until the declare blockers step\nBob blocks @giant with @wall\n"
        "all pass until the postcombat main step\nAlice casts Relentless Assault\nall pass\n"
        "all pass until the declare attackers step\nAlice attacks with @bears\nall pass until the declare blockers step\n"
        "Bob blocks nothing\nall pass until the end of combat step\n")
    bears, giant, wall = ids["bears"], ids["giant"], ids["wall"]
    assert game.this_turn.deeds_of(giant, this_combat=False) == [("attacked", None), ("was blocked", wall)]
    assert game.this_turn.deeds_of(wall, this_combat=False) == [("blocked", giant)]
    assert game.this_turn.deeds_of(giant, this_combat=True) == [] and game.this_turn.deeds_of(wall, this_combat=True) == []
    assert game.this_turn.deeds_of(bears, this_combat=True) == [("attacked", None)]
    assert game.this_turn.did_in_combat(wall, ("blocked",), this_combat=False, other=lambda o: o == giant)
    assert not game.this_turn.did_in_combat(wall, ("blocked",), this_combat=False, other=lambda o: o == bears)
    assert not game.this_turn.did_in_combat(bears, ("was blocked",), this_combat=False)
    game.turns.turn += 1  # the next turn: nothing done yet
    assert game.this_turn.deeds_of(giant, this_combat=False) == [] and game.this_turn.combats == 0


def test_every_combat_scenario_is_named_after_a_rule_and_expects_citations():
    import json
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    ids = {r["id"] for r in json.loads((root / "rules_corpus" / "classic.json").read_text(encoding="utf-8"))["rules"]}
    files = sorted((root / "scenarios" / "combat").glob("*.mtg"))
    assert len(files) >= 50
    for f in files:
        m = re.match(r"(\d{3})-(\d+[a-z]?)-", f.name)
        if m:
            assert f"{m.group(1)}.{m.group(2)}" in ids, f.name
        else:
            assert f.name.startswith("glossary-"), f.name
        assert "expect trace cites" in f.read_text(encoding="utf-8"), f.name


def test_combat_damage_trigger_ignores_noncombat_damage():
    cards = ('card "Raiding Bandit"\n  cost {1}{B}\n  type Creature - Rogue\n  pt 2/1\n'
             '  text "Whenever Raiding Bandit deals combat damage to a player, you gain 2 life."\n'
             '  text "{T}: Raiding Bandit deals 1 damage to target player."\n')
    out = run("Alice in play: Raiding Bandit\nAlice activates Raiding Bandit targeting Bob\nall pass\n",
              cards, head="player Alice life 10\nplayer Bob\nturn Alice, precombat main\n")
    assert out.final.player("Bob").life == 19
    assert out.final.player("Alice").life == 10
