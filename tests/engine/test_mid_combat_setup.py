"""A scenario that starts mid-combat (``(attacking)``, ``(blocking @x)``; judge.engine.build,
docs/combat.md "Starting mid-combat") builds the game the declarations would have left: the
same combat record, status, deeds remembered this turn, and no trigger on the stack."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine.driver import run

HEAD = "player Alice\nplayer Bob\n"
BOARD = ("Alice in play: Grizzly Bears as @bears{a}, Hill Giant as @giant{a}\n"
         "Bob in play: Wall of Stone as @wall{b}, Llanowar Elves as @elves\n")


def _game_before(text: str, index: int):
    """The game as it stands before the scenario's action ``index`` is carried out."""
    kept = {}
    run(parse(text, "t.mtg"), keep=lambda i, game: kept.setdefault(i, game.copy()))
    return kept[index]


def _state(game) -> dict:
    """What the combat is, by labels: the record, each permanent's status, the turn's deeds."""
    label = {oid: o.label for oid, o in game.objects.items()}
    c = game.combat
    return {
        "step": game.turns.step,
        "priority": game.turns.priority,
        "defending": c.defending,
        "attackers": [label[a] for a in c.attackers],
        "blocks": [(label[b], label[a]) for b, a in c.blocks],
        "blockers declared": c.blockers_declared,
        "bands": c.bands,
        "status": {label[o]: (game.objects[o].attacking, game.objects[o].blocking, game.objects[o].blocked,
                              game.objects[o].tapped, bool(game.objects[o].block_stamps)) for o in game.in_play},
        "deeds": sorted((n, deed, label[who], label.get(other)) for n, deed, who, other in game.this_turn.combat_deeds),
        "deeds of": {label[o]: game.this_turn.deeds_of(o, this_combat=True) for o in game.in_play},
        "stack": list(game.stack.items),
    }


def test_set_up_declarations_build_the_game_the_declarations_leave():
    declared = _game_before(HEAD + "turn Alice, declare attackers\n" + BOARD.format(a="", b="")
                            + "Alice attacks with @bears, @giant\nall pass until the declare blockers step\n"
                              "Bob blocks @bears with @wall\nAlice passes\n", 3)
    set_up = _game_before(HEAD + "turn Alice, declare blockers step\n" + BOARD.format(a=" (attacking, tapped)",
                                                                                       b=" (blocking @bears)")
                          + "Alice passes\n", 0)
    want, got = _state(declared), _state(set_up)
    assert got == want
    assert got["status"]["bears"] == (True, False, True, True, True)  # attacking, blocked (309.3)
    assert got["status"]["giant"] == (True, False, False, True, False)  # attacking, unblocked
    assert got["status"]["wall"] == (False, True, False, False, True)  # blocking (309.3), untapped (309.1)


def test_set_up_attack_in_the_declare_attackers_step_is_the_attack_declared():
    declared = _game_before(HEAD + "turn Alice, declare attackers\n" + BOARD.format(a="", b="")
                            + "Alice attacks with @bears, @giant\nAlice passes\n", 1)
    set_up = _game_before(HEAD + "turn Alice, declare attackers step\n" + BOARD.format(a=" (attacking, tapped)", b="")
                          + "Alice passes\n", 0)
    assert _state(set_up) == _state(declared)


def test_no_attack_trigger_is_put_on_the_stack():
    cards = ('card "Sibilant Test"\n  cost {1}\n  type Creature - Spirit\n  pt 1/1\n'
             '  text "Whenever Sibilant Test attacks, defending player loses 1 life."\n')
    game = _game_before(cards + HEAD + "turn Alice, declare blockers step\n"
                        "Alice in play: Sibilant Test as @s (attacking, tapped)\nAlice passes\n", 0)
    assert game.stack.items == []
    assert game.player("Bob").life == 20
    # declared in the scenario, the attack triggers it (410.2): it was the declaration, not the setup
    declared = _game_before(cards + HEAD + "turn Alice, declare attackers\n"
                            "Alice in play: Sibilant Test as @s\nAlice attacks with @s\nAlice passes\n", 1)
    assert [so.name for so in declared.stack.items] == ["Sibilant Test @s's ability"]
