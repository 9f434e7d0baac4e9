"""The turn's structure changed: additional turns (300.6), combat phases and lands, steps and
turns skipped (glossary "Skip")."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.english import possessive
from judge.engine.context import Ctx, amount, handles, player_names, refer


@handles(ir.AdditionalLands)
def _additional_lands(ctx: Ctx, eff) -> None:
    g = ctx.game
    n = amount(ctx, eff.count)
    for p in player_names(refer(ctx, eff.who)):
        g.this_turn.grant_extra_lands(p, n)
        g.tracer.step(f"{p} may play {n} additional land{'s' if n != 1 else ''} this turn", "214.9b", kind="effect")


@handles(ir.ExtraTurn)
def _extra_turn(ctx: Ctx, eff) -> None:
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        ctx.results["extra turn"] = g.turns.add_extra_turn(p)  # the turn number it will have
        g.tracer.step(f"{p} will take an additional turn after this one", "300.6", kind="effect")


@handles(ir.Skip)
def _skip(ctx: Ctx, eff: ir.Skip) -> None:
    """Glossary "Skip": the player's next such turn, step or phase is passed over as though it
    didn't exist (a replacement effect, 419.1); one already under way can't be skipped."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        scope = g.turns.turn if eff.this_turn else None
        waiting = sum(1 for q, w, until, after in g.turns.skips
                      if q == p and w == eff.what and until == scope and after is None)
        g.turns.add_skip(p, eff.what, eff.this_turn, eff.whole_next_turn)
        if eff.whole_next_turn:
            g.tracer.step(f"Every {eff.what} of {possessive(p)} next turn will be skipped (glossary \"Skip\": as though "
                          f"it didn't exist)", "419.1", kind="effect")
            continue
        active = g.turns.active
        if eff.this_turn and p != active:
            # Moment of Silence on Bob in Alice's turn: this turn's phases and steps are hers (glossary
            # "Active Player"), so he has none to skip; the skip ends unused in the cleanup step (314.1b)
            g.tracer.step(f"{possessive(p)} next {eff.what} this turn would be skipped, but this is "
                          f"{possessive(active)} turn (glossary \"Active Player\"): {p} has no {eff.what} in it, so "
                          f"nothing will be skipped (glossary \"Skip\")", "419.1", kind="effect")
            continue
        if waiting:
            # a second skip of the same: the next two are skipped, not the next one twice (glossary "Skip";
            # audit 8985: Chronatog played in Alice's turn and again in Bob's said "her next turn" both times)
            n = waiting + 1
            g.tracer.step(f"{possessive(p)} next {eff.what}{' this turn' if eff.this_turn else ''} is already to be "
                          f"skipped: with this effect too, {possessive(p)} next {n} {eff.what}s will be skipped (glossary \"Skip\": if "
                          f"two effects each cause a player to skip his or her next occurrence, that player must skip "
                          f"the next two)", "419.1", kind="effect")
            continue
        # "his or her next combat phase" said of the player named: "Bob's next combat phase", once
        g.tracer.step(f"{possessive(p)} next {eff.what}{' this turn' if eff.this_turn else ''} will be skipped (glossary "
                      f"\"Skip\": as though it didn't exist; one under way can't be skipped)", "419.1", kind="effect")


@handles(ir.AdditionalCombat)
def _additional_combat(ctx: Ctx, eff) -> None:
    g = ctx.game
    g.turns.add_extra_phases(bool(getattr(eff, "main_phase_after", True)))
    g.tracer.step("An additional combat phase" + (" followed by an additional main phase" if eff.main_phase_after else "")
                  + " will follow this main phase", "300.1", kind="effect")
