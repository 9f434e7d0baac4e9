"""Discarding a card from the hand because the card says its owner may (Circling Vultures: "You may
discard ~ any time you could play an instant"; added, session 47).

The ability functions from the hand (402.8: it states so). Its timing is an instant's: whenever the
player could play an instant — with priority, whether or not he or she holds one (glossary "Could",
"Instant"; 408.1d). The rulebook names no such action: the only action it says doesn't use the stack
besides effects, static abilities, state-based effects and mana abilities is playing a land (408.2d),
and the discard is no activated ability (no "cost: effect", 403.1). What is implemented is what the
card says: the player puts the card from his or her hand into the graveyard (glossary "Discard"; on
top, 217.4a) as he or she acts, nothing going on the stack — so no player can respond to it — and then
receives priority again, as after any play (408.1c: priority passes only by passing).
"""

from __future__ import annotations

from judge.cards.english import possessive
from judge.cards import ir
from judge.dsl.ast import DiscardCard
from judge.engine import events
from judge.engine.casting import require_priority
from judge.engine.game import Game
from judge.engine.illegal import illegal_play
from judge.engine.own_turn import no_instant_now
from judge.engine.priority import retain_priority
from judge.engine.refs import resolve_ref
from judge.errors import JudgeError
from judge.zones import Zone


def _may_discard_as_instant(game: Game, oid: int) -> bool:
    """The card's own "You may discard ~ any time you could play an instant" (ir.DiscardAsInstant)."""
    return any(isinstance(e, ir.DiscardAsInstant) and isinstance(e.what, ir.This)
               for ab in game.chars(oid).abilities if isinstance(ab, ir.StaticAbility) for e in ab.effects)


def discard_action(game: Game, act: DiscardCard) -> None:
    """``Alice discards @cv``: the card discarded from her hand, as its ability allows."""
    player = act.player
    require_priority(game, player, act.span, "discard a card")
    try:
        oid = resolve_ref(game, act.card, zone=Zone.HAND, player=player, what="the card to discard")
    except JudgeError:
        oid = resolve_ref(game, act.card, what="the card to discard")
    if not isinstance(oid, int):
        raise illegal_play(game, act.span, f"{oid} is a player, not a card in {possessive(player)} hand (glossary \"Discard\")")
    name = game.describe(oid)
    obj = game.objects[oid]
    if obj.zone != Zone.HAND or obj.owner != player:
        where = "in play" if obj.zone == Zone.IN_PLAY else f"in {possessive(obj.owner)} {obj.zone}"
        raise illegal_play(game, act.span, f"{name} is {where}, not in {possessive(player)} hand: a player discards a card from "
                                           f"his or her own hand (glossary \"Discard\")", "402.8")
    if not _may_discard_as_instant(game, oid):
        raise illegal_play(game, act.span, f"{name} has no ability letting {player} discard it: a player discards a "
                                           f"card only as a spell, an ability or a rule says (glossary \"Discard\")",
                           "402.8")
    barred = no_instant_now(game, player)
    if barred is not None:  # (audit 7975: Circling Vultures discarded in Bob's turn under City of Solitude)
        raise illegal_play(game, act.span, f"{player} could not play an instant now ({barred[0]}), so {player} can't "
                                           f"discard {name}, which its ability lets {player} discard only any time "
                                           f"{player} could play one (glossary \"Could\")", *barred[1])
    game.tracer.step(f"{player} discards {name} any time {player} could play an instant (with priority, glossary "
                     f"\"Could\"), as its ability allows from the hand: not a spell or ability, it doesn't use the "
                     f"stack", "402.8", "408.1d", kind="effect")
    events.discard(game, player, [oid], "217.4a")
    retain_priority(game, player)
