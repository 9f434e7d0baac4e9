"""Optional instructions ("you may …"), and what can't be done of one whose object is gone; "[A] or
[B]", one of two instructions chosen as it resolves."""

from __future__ import annotations

import re
from typing import Any

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.engine.context import Ctx, handles, player_names, refer, run_effects
from judge.engine.context import instruction_words, targets_named
from judge.engine.decider import Option, choose, yes_no
from judge.engine.effects.resolution_costs import if_words

#: Words that name X (an optional instruction's "converted mana cost X": the X announced is said with them).
_NAMES_X = re.compile(r"\bX\b")


@handles(ir.OneOf)
def _one_of(ctx: Ctx, eff: ir.OneOf) -> None:
    """"Target creature has base power 1 or base toughness 1 until end of turn" (Vhati il-Dal): no
    mode chosen as it was played (409.1b) — its controller chooses one as it resolves (413.2c),
    answered by the instruction's words or its number (1 for the first), and carries that one out."""
    labels = ["; ".join(instruction_words(ctx, e) for e in effects) for effects in eff.choices]
    # each option names the target chosen for it (409.1c: "Craw Wurm @cw has toughness 1 …"), as
    # Flowstone Sculpture's do; the words with "target #1" still answer it
    opts = [Option(targets_named(ctx, label), i,
                   lambda v, label=label, i=i: str(v).strip().lower() in (targets_named(ctx, label).lower(),
                                                                          label.lower(), str(i + 1)),
                   aliases=(str(i + 1),))
            for i, label in enumerate(labels)]
    pick = choose(ctx.game, ctx.controller, f"which of {possessive(ctx.source_name)} instructions to carry out", opts,
                  (1, 1), rule="413.2c")[0]
    run_effects(ctx, eff.choices[pick])


@handles(ir.Optional_)
def _optional(ctx: Ctx, eff: ir.Optional_) -> None:
    ps = player_names(refer(ctx, eff.who))
    if not ps:
        # "that player may …" naming no player now: only the player the words name chooses (410.2:
        # that player controls it; 413.2c: the player carrying out the instruction announces the
        # choice) — no one else decides for a player who isn't there, so nothing is done
        ctx.game.tracer.step(f"{possessive(ctx.source_name)} optional instruction, \"{instruction_words(ctx, eff.effects[0])}\", "
                             f"is the choice of {phrasebook.ref_phrase(eff.who)}, and no such player can be determined now: no one "
                             f"else may choose for that player, so it isn't carried out", "410.2", "413.2c", kind="choice")
        return
    # a triggered ability's "may", chosen as it would be put on the stack (410.5; Bone Dancer): not
    # asked again, the instruction carried out now — and its "If you do" only if it was done
    chosen = ctx.so is not None and ctx.so.memory.may_accepted and bool(ctx.so.effects) and ctx.so.effects[0] is eff
    lead = (f"{ps[0]} chose to carry out {possessive(ctx.source_name)} optional instruction as the ability was put on "
            f"the stack (410.5), but can't carry out" if chosen else
            f"{ps[0]} can't choose to carry out {possessive(ctx.source_name)} optional instruction,")
    rules = ("413.2c", "410.5") if chosen else ("413.2c",)
    gone = _named_object_gone(ctx, eff.effects[:eff.if_you_do_from])
    if gone:
        # "You may remove it from the game. If you do, …" with it no longer where it was (Gamekeeper)
        ctx.game.tracer.step(f"{lead} \"{instruction_words(ctx, gone)}\": the object it names is no longer there "
                             f"(217.8), and an impossible option can't be chosen — so what \"{if_words(ctx)}\" says "
                             f"doesn't happen", *rules, kind="choice")
        _otherwise(ctx, eff, ps[0])
        return
    if isinstance(getattr(eff.effects[0], "what", None), ir.Revealed) and not ctx.results.get("revealed"):
        # Eye Spy at an empty library: "You may put that card into their graveyard" names the card
        # looked at, and no card was — there is no option to choose (413.2c), so none is asked
        tail = f" — so what \"{if_words(ctx)}\" says doesn't happen" if eff.if_you_do_from else ""
        ctx.game.tracer.step(f"{lead} \"{instruction_words(ctx, eff.effects[0])}\": no card was looked at or revealed, so "
                             f"it names nothing, and an impossible option can't be chosen{tail}", *rules, kind="choice")
        _otherwise(ctx, eff, ps[0])
        return
    if chosen:
        ctx.game.tracer.step(f"{ps[0]} chose to carry out {possessive(ctx.source_name)} optional instruction as the "
                             f"ability was put on the stack (410.5): {ps[0]} does it now", "410.5", kind="choice")
    # which instruction, in the trace's words (Natural Selection: "have Bob shuffle …", not just "its optional
    # instruction"; audit 8278)
    said = targets_named(ctx, instruction_words(ctx, eff.effects[0]))
    # the X announced, where the words name it (Mercadian Lift's "converted mana cost X": audit 8581, 409.1b)
    x_is = f" (X is {ctx.x})" if ctx.x is not None and _NAMES_X.search(said) else ""
    if chosen or yes_no(ctx.game, ps[0], f"whether to carry out \"{said}\"{x_is}, {possessive(ctx.source_name)} optional "
                        f"instruction", "413.2c"):
        if not eff.if_you_do_from:
            run_effects(ctx, eff.effects)
            return
        run_effects(ctx, eff.effects[:eff.if_you_do_from])
        last = eff.effects[eff.if_you_do_from - 1]
        if isinstance(last, ir.MoveTo) and not isinstance(last.what, ir.All) and not ctx.results.get("moved"):
            # "If you do" follows what was actually done (Bone Dancer with no creature card in that
            # graveyard: nothing was put onto the battlefield, so it still assigns combat damage) —
            # not "put all land cards from it" (Manabond): done, all of none, once chosen
            ctx.game.tracer.step(f"{ps[0]} chose to, but \"{instruction_words(ctx, last)}\" moved no card — so "
                                 f"what \"{if_words(ctx)}\" says doesn't happen", "413.2b", *rules[1:],
                                 kind="choice")
            return
        run_effects(ctx, eff.effects[eff.if_you_do_from:])
    else:  # what a later instruction names of it ("put that land into play") is then nothing (context.nothing_done)
        ctx.results.setdefault("declined", []).append((ps[0], eff.effects[0]))
        _otherwise(ctx, eff, ps[0])


def _otherwise(ctx: Ctx, eff: ir.Optional_, who: str) -> None:
    """Ether Well (added, p1, session 41): "you may [B] instead" not chosen — the instruction it would
    have replaced is carried out (413.2c: the player chose; 413.2: the spell's instructions in order)."""
    if not eff.otherwise:
        return
    ctx.game.tracer.step(f"{who} doesn't carry out {possessive(ctx.source_name)} optional instruction, so the one it "
                         f"would have replaced is carried out: \"{instruction_words(ctx, eff.otherwise[0])}\"", "413.2c",
                         "413.2", kind="choice")
    run_effects(ctx, eff.otherwise)


def _named_object_gone(ctx: Ctx, effects: tuple) -> Any:
    """The first of ``effects`` naming the object itself ("~", "it": the triggering object) when that
    object is no longer where it was — the instruction can't be carried out (None if each can)."""
    g = ctx.game
    for e in effects:
        what = getattr(e, "what", None)
        if isinstance(what, (ir.This, ir.TriggerObject)) and not any(
                isinstance(t, int) and g.exists(t) for t in refer(ctx, what)):
            return e
    return None
