"""judge.engine.targets.legal_target asks the static rules of targeting (103.1: "can't be the target
of …") only while a static ability is in play (issue 43, fifty-eighth session): with none,
``static_rules`` finds none of them; with one, the rule still refuses the target."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import references  # noqa: F401  (what refer() asks)
from judge.engine.build import build
from judge.engine.context import static_abilities, static_rules
from judge.engine.targets import legal_target

SHROUDED = 'card "Shrouded Bear"\n  type Creature - Bear\n  pt 2/2\n' \
           '  text "Shrouded Bear can\'t be the target of spells or abilities."\n'
HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"
SPEC = ir.TargetSpec(0, ir.Filter(types=("creature",)), text="target creature")
RULES = (ir.CantBeTargetedBySpells, ir.CantBeTargeted, ir.CantBeTargetedBy)


def _game(board: str):
    game = build(check_text(SHROUDED + HEAD + board, "shroud.mtg", card_names()))
    return game, {o.card.name: o.id for o in game.objects.values()}


def test_with_no_static_ability_in_play_every_creature_is_a_legal_target():
    game, ids = _game("Alice in play: Grizzly Bears\nBob in play: Hill Giant\n")
    assert not static_abilities(game) and not any(static_rules(game, k) for k in RULES)
    for name in ("Grizzly Bears", "Hill Giant"):
        for explain in (True, False):
            assert legal_target(game, SPEC, ids[name], "Alice", None, explain=explain) == (True, "")


def test_a_static_ability_in_play_still_refuses_its_target():
    game, ids = _game("Alice in play: Grizzly Bears, Shrouded Bear\n")
    assert static_abilities(game) and static_rules(game, ir.CantBeTargeted)
    legal, why = legal_target(game, SPEC, ids["Shrouded Bear"], "Bob", None)
    assert not legal and "can't be the target of spells or abilities (Shrouded Bear; 103.1" in why
    assert legal_target(game, SPEC, ids["Shrouded Bear"], "Bob", None, explain=False) == (False, "")
    assert legal_target(game, SPEC, ids["Grizzly Bears"], "Bob", None) == (True, "")
