"""Hand to Hand: "During combat, players can't cast instant spells or activate abilities that
aren't mana abilities" (ir.CombatLockout). In any step of the combat phase (306.1) the players
it names can't play an instant spell, nor an activated ability other than a mana ability (411.1);
the card that says something can't happen takes precedence over 408.1d's "whenever he or she has
priority" (103.2). A mana ability, a non-instant spell, or a play outside combat is said allowed. As
printed ("Instants and abilities requiring an activation cost cannot be played during combat", the
rule's ``mana_abilities``) a mana ability is refused too: it is an activated ability (403.1, 406.1a)."""

from __future__ import annotations

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine.context import refer, static_rules
from judge.engine.game import Game
from judge.engine.illegal import illegal_play
from judge.engine.restrictions import COMBAT_STEPS


def refuse(game: Game, player: str, oid: int, span, ability: bool, mana: bool = False) -> None:
    """Refuse ``player``'s playing ``oid`` (a spell; or, ``ability``, one of its activated
    abilities — ``mana``: a mana ability) when a combat lockout in play forbids it now; say why
    it doesn't when one applies to the player and allows the play."""
    for sid, rule, ctx in static_rules(game, ir.CombatLockout):
        who = [p for p in refer(ctx, rule.what) if isinstance(p, str)] if rule.what is not None else [player]
        if player not in who:
            continue
        text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                     and rule in ab.effects), "").rstrip(".")
        said = f"{game.describe(sid)}: {text}" if text else game.describe(sid)
        what = f"{possessive(game.describe(oid))} ability" if ability else game.describe(oid)
        if ability and mana and game.turns.step not in COMBAT_STEPS and not rule.mana_abilities:
            continue  # a mana ability outside combat: nothing to say (but as printed, why it may be played)
        if game.turns.step not in COMBAT_STEPS:
            game.tracer.step(f"{player} may play {what}: it isn't combat ({game.turns.step} step) ({said})",
                             "103.2", "306.1", kind="cast")
        elif ability and mana and not rule.mana_abilities:
            game.tracer.step(f"{player} may play {what} during combat: it is a mana ability ({said})",
                             "103.2", "411.1", kind="cast")
        elif ability and mana:
            raise illegal_play(game, span, f"{player} can't play {what}, a mana ability — an ability requiring an "
                                           f"activation cost all the same — during combat ({game.turns.step} step) "
                                           f"({said})", "103.2", "306.1", "403.1", "406.1a")
        elif ability and rule.mana_abilities:
            raise illegal_play(game, span, f"{player} can't play {what}, an ability requiring an activation cost, "
                                           f"during combat ({game.turns.step} step) ({said})", "103.2", "306.1", "403.1")
        elif not ability and "instant" not in game.chars(oid).types:
            game.tracer.step(f"{player} may play {what} during combat: it isn't an instant ({said})",
                             "103.2", kind="cast")
        else:
            kind = "an ability that isn't a mana ability" if ability else "an instant"
            raise illegal_play(game, span, f"{player} can't play {what}, {kind}, during combat ({game.turns.step} step) "
                                           f"({said})", "103.2", "306.1")
