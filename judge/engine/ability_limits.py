"""The limits an activated ability's card puts on playing it (103.1: its text takes precedence over the rules
that let it be played; 403.3 where its control has changed): "only once each turn", "only once", "no more
than N times each turn", "only any time you could play a sorcery / an instant", "X can't be 0", "spend no more
than …", with the windows of the turn and the card's "only if"
(judge.engine.restrictions) — checked wherever the ability is played: as a line of the scenario
(judge.engine.casting) and, for a mana ability, in the middle of a payment (411.2,
judge.engine.payment: Wall of Roots named to pay is played once a turn all the same)."""

from __future__ import annotations

from typing import Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.cards.ir import RestrictionKind
from judge.dsl.ast import Step
from judge.engine.context import Ctx, amount
from judge.engine.game import Game
from judge.engine.illegal import illegal_play
from judge.engine.mana import parse_cost, parse_mana
from judge.engine.own_turn import no_instant_now
from judge.engine.restrictions import TIMING_KINDS, check_conditions, check_timing

#: The main phases (305), the steps of sorcery timing (408.1d).
MAIN_STEPS = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)


def sorcery_timing(game: Game, player: str) -> Optional[str]:
    """408.1d / 305.3: non-instants only in the player's own main phase with an empty stack."""
    if game.turns.active != player:
        return f"it is {possessive(game.turns.active)} turn"
    if game.turns.step not in MAIN_STEPS:
        return f"it is the {game.turns.step} step, not a main phase"
    if game.stack.items:
        return "the stack is not empty"
    return None


def _once_each_turn(game: Game, player: str, oid: int, idx: int, ab: ir.ActivatedAbility, r: ir.Restriction, span,
                    x) -> None:
    """"Play this ability only once each turn" (103.1)."""
    if (oid, idx) in game.this_turn.activated:
        raise illegal_play(game, span, f"{possessive(game.describe(oid))} ability can be played only once each turn, and it "
                                       f"has been played this turn{_control_words(game, oid)}{_limit_words(ab)}",
                           *_limit_rules(game, oid, ab))


def played_key(ab: ir.ActivatedAbility, idx: int) -> int:
    """What the object's record of abilities played keeps for its ability ``idx`` (403.3): the index of its
    own; for one a resolving spell or ability granted with "only once" (Touch of Vitae), the negated stamp that
    grant gave it (judge.engine.effects.abilities) — each grant a new ability, whatever the others'."""
    stamp = next((r.value for r in ab.restrictions if r.kind is RestrictionKind.ONCE and r.value), None)
    return -int(stamp) if stamp is not None else idx


def _once(game: Game, player: str, oid: int, idx: int, ab: ir.ActivatedAbility, r: ir.Restriction, span, x) -> None:
    """"Activate this ability only once" (Goblin Ski Patrol, 403.3): once ever while the permanent is this
    object — a change of control doesn't renew it (403.3), a change of zones makes a new object that
    has played nothing (217.8). Granted by an effect (Touch of Vitae), once for that grant: another grant
    is another ability."""
    if played_key(ab, idx) in game.objects[oid].abilities_played:
        raise illegal_play(game, span, f"{possessive(game.describe(oid))} ability can be played only once, and it has been "
                                       f"played{' since this grant of it' if r.value else ''}{_control_words(game, oid)}"
                                       f"{_limit_words(ab)}", *_limit_rules(game, oid, ab))
    if r.value:
        game.tracer.step(f"{possessive(game.describe(oid))} ability may be played only once: this grant of it hasn't "
                         f"been played (another grant is another ability)", *restriction_rules(game, player, oid),
                         kind="activate")
        return
    game.tracer.step(f"{possessive(game.describe(oid))} ability may be played only once: it hasn't been played since "
                     f"{game.describe(oid)} came into play", *restriction_rules(game, player, oid), "217.8", kind="activate")


def _times_each_turn(game: Game, player: str, oid: int, idx: int, ab: ir.ActivatedAbility, r: ir.Restriction, span,
                     x) -> None:
    """"Play this ability no more than N times each turn" (103.1)."""
    if r.amount is not None:
        _times_each_turn_counted(game, player, oid, idx, ab, r, span)
        return
    if game.this_turn.activated.get((oid, idx), 0) >= int(r.value or 1):
        raise illegal_play(game, span, f"{possessive(game.describe(oid))} ability can be played no more than {r.value} times "
                                       f"each turn, and it "
                                       f"has been played {game.this_turn.activated[(oid, idx)]} times this turn"
                                       f"{_control_words(game, oid)}{_limit_words(ab)}", *_limit_rules(game, oid, ab))


def _times_each_turn_counted(game: Game, player: str, oid: int, idx: int, ab: ir.ActivatedAbility, r: ir.Restriction,
                             span) -> None:
    """Withering Wisps: "Activate this ability no more times each turn than the number of snow
    Swamps you control." (403.3) — the number counted now, as the ability is played, against the
    times it has been played this turn."""
    ctx = Ctx(game=game, controller=player, source=oid, source_name=game.describe(oid), targets=[])
    limit = amount(ctx, r.amount)
    played = game.this_turn.activated.get((oid, idx), 0)
    words = phrasebook.amount_words(r.amount, ctx.controller)
    if played >= limit:
        raise illegal_play(game, span, f"{possessive(game.describe(oid))} ability can be played no more times each turn than "
                                       f"{words}, which is {limit} now, and it has been played {played} "
                                       f"time{'' if played == 1 else 's'} this turn{_control_words(game, oid)}"
                                       f"{_limit_words(ab)}", *_limit_rules(game, oid, ab))
    game.tracer.step(f"{possessive(game.describe(oid))} ability may be played no more times each turn than {words}, which "
                     f"is {limit} now: it has been played {played} time{'' if played == 1 else 's'} this turn",
                     *restriction_rules(game, player, oid), kind="activate")


def _as_an_instant(game: Game, player: str, oid: int, idx: int, ab: ir.ActivatedAbility, r: ir.Restriction, span,
                   x) -> None:
    """"Activate this ability only any time you could cast an instant" (Lion's Eye Diamond): whenever
    its player has priority (glossary "Instant"), which playing it here has required (408.1d); a
    mana ability so limited is refused in the middle of a payment (judge.engine.payment, 411.2)."""
    barred = no_instant_now(game, player)
    if barred is not None:  # Hand to Hand during combat, Abeyance this turn (glossary "Could"; audit 7975)
        raise illegal_play(game, span, f"{possessive(game.describe(oid))} ability may be played only any time {player} could "
                                       f"play an instant, and {player} could not play an instant now ({barred[0]}; "
                                       f"glossary \"Could\")", *restriction_rules(game, player, oid), *barred[1])
    game.tracer.step(f"{possessive(game.describe(oid))} ability may be played any time {player} could play an instant: "
                     f"{player} has priority", *restriction_rules(game, player, oid), "408.1d", kind="activate")


def _x_not_0(game: Game, player: str, oid: int, idx: int, ab: ir.ActivatedAbility, r: ir.Restriction, span,
             x) -> None:
    """Aladdin's Lamp: "X can't be 0." (103.1)"""
    if not x:
        raise illegal_play(game, span, "X can't be 0 for this ability", *restriction_rules(game, player, oid))


def _as_a_sorcery(game: Game, player: str, oid: int, idx: int, ab: ir.ActivatedAbility, r: ir.Restriction, span,
                  x) -> None:
    """"Play this ability only any time you could play a sorcery" (409.2)."""
    why = sorcery_timing(game, player)
    if why:
        # named, and 408.1d cited with 409.2: the sorceries' timing the ability follows is that rule's
        raise illegal_play(game, span, f"{possessive(game.describe(oid))} ability can be played only as a sorcery: {why}",
                           "409.2", "408.1d")
    game.tracer.step(f"{possessive(game.describe(oid))} ability follows the timing rules of sorceries: {possessive(player)} main "
                     f"phase, stack empty", "409.2", "408.1d", kind="activate")


def _spend_no_more_than(game: Game, player: str, oid: int, idx: int, ab: ir.ActivatedAbility, r: ir.Restriction,
                        span, x) -> None:
    """Spitting Drake: "Spend no more than {R} this way each turn" (103.1)."""
    if not r.value:
        return
    limit = sum(parse_mana(r.value).values())
    spent = game.this_turn.mana_spent.get((oid, idx), 0)
    if spent + parse_cost(ab.cost.mana, x).total() > limit:
        raise illegal_play(game, span, f"no more than {r.value} may be spent on this ability each turn, and "
                                       f"{spent} mana has been spent on it this turn{_control_words(game, oid)}"
                                       f"{_limit_words(ab)}", *_limit_rules(game, oid, ab))


#: The limits on an activated ability checked as it is played (103.1; 403.3 where its control changed), each by
#: its function; the others this module or judge.engine.restrictions enforce where they apply: the windows of
#: the turn and the card's "only if" (restrictions), "spend only" (the cost, _restricted_cost),
#: "any player", "only its owner", "only you" and "only an opponent" (who may play it: casting._anyone_may,
#: _only_owner, _only_player, _only_opponent).
ABILITY_LIMITS = {RestrictionKind.ONCE_EACH_TURN: _once_each_turn, RestrictionKind.ONCE: _once,
                  RestrictionKind.TIMES_EACH_TURN: _times_each_turn, RestrictionKind.X_NOT_0: _x_not_0,
                  RestrictionKind.AS_A_SORCERY: _as_a_sorcery, RestrictionKind.AS_AN_INSTANT: _as_an_instant,
                  RestrictionKind.SPEND_NO_MORE_THAN: _spend_no_more_than}
#: The limits on an activated ability the engine enforces; judge.engine.support reports any
#: other kind as unsupported.
ABILITY_RESTRICTIONS = frozenset(ABILITY_LIMITS) | {RestrictionKind.SPEND_ONLY, RestrictionKind.ANY_PLAYER, RestrictionKind.ONLY_OWNER,
                                                     RestrictionKind.ONLY_YOU, RestrictionKind.ONLY_OPPONENT,
                                                     RestrictionKind.IF} | TIMING_KINDS


def restriction_rules(game: Game, player: str, oid: int) -> tuple[str, ...]:
    """The rules deciding a restriction an activated ability's card puts on playing it — its window of the turn
    ("Play this ability only during your turn, before attackers are declared", Zhuge Jin) or a limit ("Play this
    ability only once each turn", Walking Wall): the card's text, which takes precedence over the rules that let an
    ability be played whenever its player has priority (103.1); 403.3 (a restriction continues to apply though the
    permanent's controller changes) only where the permanent's control has changed — it is controlled by a player
    other than its owner, or it came under its controller's control after it came into play. (403.1 and 403.2 say
    what an activated ability is and who may play it, not when or how often.)"""
    return ("103.1",) + (("403.3",) if control_changed(game, oid) else ())


def control_changed(game: Game, oid: int) -> bool:
    """Whether permanent ``oid``'s control has changed: a player other than its owner controls it, or it came under
    its controller's control after it came into play (its control stamp later than its timestamp)."""
    if not game.exists(oid):
        return False
    obj = game.objects[oid]
    return game.controller_of(oid) != obj.owner or obj.control_stamp > obj.timestamp


def _limit_rules(game: Game, oid: int, ab: ir.ActivatedAbility) -> tuple[str, ...]:
    """A limit's rules (:func:`restriction_rules`), with the rule whose permission the card's text limits: 411.2 for a
    mana ability (whenever its player has priority), 408.1c for another (the player with priority may play one)."""
    return restriction_rules(game, "", oid) + ("411.2" if ab.is_mana_ability else "408.1c",)


def _control_words(game: Game, oid: int) -> str:
    """Where the permanent's control has changed, why the limit still counts what was played before (403.3)."""
    if not control_changed(game, oid):
        return ""
    return (f" (its control has changed, and the restriction continues to apply to the permanent even if its "
            f"controller changes: 403.3)")


def _limit_words(ab: ir.ActivatedAbility) -> str:
    """Why the limit decides, said after the refusal: the card's text over the rule it limits (103.1)."""
    rule, lets = (("411.2", "a mana ability may be played whenever its player has priority") if ab.is_mana_ability
                  else ("408.1c", "the player with priority may play an ability"))
    return f"; the card's text takes precedence over {rule}, by which {lets} (103.1)"


def check_restrictions(game: Game, player: str, oid: int, idx: int, ab: ir.ActivatedAbility, span, x=None
                        ) -> Optional[str]:
    """Refuse an ability its card's limits forbid now (103.1); return why a window allows it."""
    # refused: the card's window takes precedence over the rule that would let its player play it now (103.1) —
    # 411.2 for a mana ability (whenever its player has priority, or a payment asks for mana), 408.1c for
    # another (the player with priority may play an ability): Mana Cache in the end step (audit 8581 cited 103.1 alone)
    overridden = "411.2" if ab.is_mana_ability else "408.1c"
    lets = ("a mana ability may be played whenever its player has priority" if ab.is_mana_ability
            else "the player with priority may play an ability")
    window = check_timing(game, player, ab.restrictions, f"{possessive(game.describe(oid))} ability", span,
                          *restriction_rules(game, player, oid), overridden,
                          overrides=f"; the card's text takes precedence over {overridden}, by which {lets} (103.1)")
    # "Play this ability only if you have exactly seven cards in hand" (Library of Alexandria): the card's text
    # takes precedence over the rules, which let an ability be played whenever its player has priority (103.1) —
    # the rule that decides, cited first (audit h68-8: it cited 403.3 alone); 403.3, the rulebook's one rule
    # naming "a restriction on its use" (that it keeps applying as the controller changes), stays with it
    rules = ("103.1", "403.3")
    allowed = check_conditions(game, player, oid, ab.restrictions, f"{possessive(game.describe(oid))} ability", span, *rules)
    if allowed:
        game.tracer.step(allowed, *rules, kind="activate")
    for r in ab.restrictions:
        check = ABILITY_LIMITS.get(r.kind)
        if check is not None:
            check(game, player, oid, idx, ab, r, span, x)
    return window
