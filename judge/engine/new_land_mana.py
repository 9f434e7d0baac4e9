"""The era's animated lands as printed: "… still counts as a land but can't be tapped for mana the
turn it comes into play" (Mishra's Factory; Balduvian Conjurer's "… if it came into play on a side
this turn", Thelonite Druid's "… may not be tapped for mana if they were brought into play this
turn"; ir.CantBeTappedForManaIfNew, audit 4844).

A restriction of the card's own, not only summoning sickness: the effect that animates the lands
(the set fixed as it resolves, 418.3b) says each of them can't be tapped for mana for as long as it
lasts (418.3a) if it came into play this turn. A land tapped for mana is one whose mana ability with
{T} in its cost is played (406.1a, 411.1); such an ability of a land that came into play this turn
can't be played, even with haste (502.5b, which would let it play its {T} abilities): a card that
says something can't happen takes precedence (103.2), and the play is reversed (422.1). A land of
the set in play since an earlier turn is not restricted (the trace says why). Its other {T}
abilities (Mishra's Factory's "{T}: Target Assembly Worker gets +1/+1") are no mana abilities and
may be played; a mana ability without {T} doesn't tap it for mana.

Kormus Bell and Living Plane as printed ("The swamps still count as lands but cannot be tapped for
mana the turn they come into play"; "They may not be tapped for mana the first turn they are brought
into play") say it in a static ability: it applies to the lands the permanent animates for as long
as it is in play (418.4), whichever turn they came into play, and stops when it leaves play.

A resolved effect's restriction is kept as the game's one-shot restrictions are
(``Game.turn_rules``, ended in the cleanup step with the "until end of turn" effects, 314.1b); a
static one is looked up where it applies (judge.engine.evasion.rules_affecting). Either is checked
where a mana ability is played (judge.engine.payment).
"""

from __future__ import annotations

from typing import Optional

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine.context import Ctx, handles, object_ids, subjects
from judge.engine.evasion import RuleHit, rules_affecting
from judge.engine.game import Game
from judge.engine.illegal import illegal_play
from judge.engine.state import TurnRule
from judge.zones import Zone

#: The restriction in the era's words (judge.cards.describe says the card's).
WORDS = "can't be tapped for mana if it came into play this turn"


@handles(ir.CantBeTappedForManaIfNew)
def _restrict(ctx: Ctx, eff: ir.CantBeTappedForManaIfNew) -> None:
    """The effect begins: each land of the set (418.3b), in play, is restricted for the effect's
    duration (418.3a)."""
    g = ctx.game
    for o in object_ids(subjects(ctx, eff.what)):
        if not g.exists(o) or g.objects[o].zone != Zone.IN_PLAY:
            continue
        new = g.objects[o].entered_turn == g.turns.turn
        g.turns.add_turn_rule(TurnRule(obj=o, rule=eff, source=ctx.source, turn=g.turns.turn,
                         text=f"{g.describe(o)} {WORDS} ({ctx.source_name})"))
        why = ("it came into play this turn, so its mana abilities with {T} in their costs can't be played"
               if new else "it came into play before this turn, so the restriction doesn't stop it")
        g.tracer.step(f"{g.describe(o)} {WORDS}, {eff.duration} ({possessive(ctx.source_name)} own text): {why}",
                      "418.3a", "418.3b", "103.2", kind="effect")


def restriction(game: Game, oid: int) -> Optional[RuleHit]:
    """The restriction in force on ``oid`` now, or None: from a resolved effect this turn (the set
    fixed as it resolved, 418.3b), or a static ability of a permanent in play that refers to it now
    (Kormus Bell's and Living Plane's as printed, 418.4; judge.engine.evasion.rules_affecting)."""
    return next(iter(rules_affecting(game, oid, ir.CantBeTappedForManaIfNew)), None)


def forbids(game: Game, oid: int, ab: ir.ActivatedAbility) -> bool:
    """Whether a restriction stops ``ab``, a mana ability of ``oid``, being played now (the
    default payment leaves such a source alone)."""
    return ab.cost.tap and game.objects[oid].entered_turn == game.turns.turn and restriction(game, oid) is not None


def refuse(game: Game, player: str, oid: int, ab: ir.ActivatedAbility, span) -> None:
    """Refuse ``player``'s playing ``ab``, a mana ability of ``oid`` with {T} in its cost, if the
    land came into play this turn and a restriction holds it (103.2, reversed: 422.1); say why it
    doesn't when the land came into play an earlier turn."""
    if not ab.cost.tap:
        return  # no tapping for mana
    r = restriction(game, oid)
    if r is None:
        return
    o = game.objects[oid]
    source = game.describe(r.source) if r.source is not None and game.exists(r.source) else "its source"
    if o.entered_turn != game.turns.turn:
        game.tracer.step(f"{o.display()} came into play before this turn: {possessive(source)} \"{WORDS}\" doesn't stop "
                         f"{player} tapping it for mana", "103.2", kind="activate")
        return
    ch = game.chars(o)
    rules: tuple[str, ...] = ("103.2",)
    also = ""
    if "creature" in ch.types and o.sick:
        if ch.has_keyword("haste"):
            also = (f"; it has haste, which lets it play its {{T}} abilities, but a card that says something can't "
                    f"happen takes precedence")
            rules += ("502.5b",)
        else:
            also = (f"; it hasn't been under {possessive(player)} control continuously since the most recent start of "
                    f"{possessive(player)} turn either (409.3)")
            rules += ("409.3",)
    raise illegal_play(game, span, f"{o.display()} came into play this turn, and {possessive(source)} effect says it {WORDS}: "
                                   f"its mana ability ({ab.text or '{T}'}) can't be played{also}", *rules)
