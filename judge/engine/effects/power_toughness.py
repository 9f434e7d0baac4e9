"""Power and toughness changed, set or switched by a resolving spell or ability (418.3)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, pt_change_words, quoted
from judge.engine.context import Ctx, amount, amount_said, handles
from judge.engine.context import instruction_words
from judge.engine.kinds import EffectKind
from judge.engine.effects.continuous import begin_effect, fixed_set, report_pt, said_gone
from judge.engine.targets import protection_passed_over
from judge.zones import Zone


@handles(ir.ModifyPT)
def _modify_pt(ctx: Ctx, eff: ir.ModifyPT) -> None:
    if isinstance(eff.what, ir.All) and not fixed_set(ctx, eff.what):
        _no_one_gets(ctx, eff)
        return
    if said_gone(ctx, eff, eff.what):
        return
    p, t = amount(ctx, eff.power), amount(ctx, eff.toughness)  # 418.3c: fixed on resolution
    rampage = _rampage_counted(ctx, eff, p)
    determined = bool(rampage) or not (isinstance(eff.power, int) and isinstance(eff.toughness, int))
    # a bonus determined as +0/+0 (rampage with one blocker, audit 8177's Chromium) changes nothing: said here
    # once, not again as an effect begun and as one ending at cleanup
    nothing = determined and p == 0 and t == 0
    later = (": it changes no power or toughness" if nothing else
             "; it isn't recomputed if the value changes later")
    if rampage:
        ctx.game.tracer.step(f"The bonus is determined now, once: {pt_change_words(p, t)}{rampage}{later}", "418.3c",
                             kind="effect")
    elif determined:
        ctx.game.tracer.step(f"The bonus is determined now, once: {pt_change_words(p, t)}{_counted(ctx, eff)}{later}",
                             "418.3c", kind="effect")
    if nothing:
        return

    def apply(game, o, ch, p=p, t=t):
        if ch.power is not None:
            ch.power += p
            ch.toughness = (ch.toughness or 0) + t

    protection_passed_over(ctx.game, fixed_set(ctx, eff.what), ctx.source, ctx.source_chars, ctx.source_name,
                           f"gives it {pt_change_words(p, t)}")
    begin_effect(ctx, fixed_set(ctx, eff.what), f"gets {pt_change_words(p, t)}", apply, eff.duration, changes="P/T",
                described=eff.what)
    report_pt(ctx, fixed_set(ctx, eff.what))


def _rampage_counted(ctx: Ctx, eff: ir.ModifyPT, bonus: int) -> str:
    """Rampage's bonus (glossary "Rampage (Obsolete)": "it gets +[X]/+[X] until end of turn for each
    creature after the first blocking it"): how many block, how many of them after the first, and
    the bonus for each — " (rampage 4: 2 creatures are blocking Teeka's Dragon @td, 1 after the first;
    +4/+4 for each …)"; "" for any other bonus."""
    a = eff.power
    if not (isinstance(eff.what, ir.This) and a == eff.toughness and isinstance(a, ir.Product)
            and isinstance(a.amount, ir.Sum) and len(a.amount.terms) == 2 and a.amount.terms[1] == -1
            and isinstance(a.amount.terms[0], ir.CountOf)
            and a.amount.terms[0].filter == ir.Filter(types=("creature",), extra=("blocking it",))):
        return ""
    blocking = amount(ctx, a.amount.terms[0])
    after = max(0, blocking - 1)
    x = a.factor
    each = f"{blocking} creature{'s are' if blocking != 1 else ' is'} blocking {ctx.source_name}"
    beyond = (f"{after} after the first" if after else "none after the first")
    return (f" (rampage {x}: {each}, {beyond}; +{x}/+{x} for each creature after the first blocking it, "
            f"glossary \"Rampage (Obsolete)\")")


def _counted(ctx: Ctx, eff: ir.ModifyPT) -> str:
    """What a bonus's counts counted, each with its figure now (418.3c, 413.2f): " (the number of
    attacking creatures: 1)" (Mob Mentality's X), " (the number of creatures blocking Wolverine Pack
    @p: 2)" (rampage) — each count said once, whether it makes the power, the toughness or both."""
    counts: list = []
    for a in (eff.power, eff.toughness):
        if type(a) is int:
            continue  # (a number: nothing counted)
        for node in ir.walk(a):
            # a count, or a power or toughness read now ("where X is half the creature's power, rounded
            # down": Catacomb Dragon, audit 7571) — a half of one said whole, its inner value not again
            if isinstance(node, ir.Half) and isinstance(node.of, (ir.PowerOf, ir.ToughnessOf, ir.CountOf)) \
                    or isinstance(node, (ir.CountOf, ir.PowerOf, ir.ToughnessOf)):
                if node not in counts and not any(isinstance(c, ir.Half) and node is c.of for c in counts):
                    counts.append(node)
    said = [f"{amount_said(ctx, c.of)}: {amount(ctx, c.of)}; half of it, rounded {'up' if c.round_up else 'down'}: "
            f"{amount(ctx, c)}" if isinstance(c, ir.Half) else f"{amount_said(ctx, c)}: {amount(ctx, c)}" for c in counts]
    return f" ({'; '.join(said)})" if said else ""


def _no_one_gets(ctx: Ctx, eff: ir.ModifyPT) -> None:
    """"Each attacking creature gets +1/+0 … for each nonbasic land defending player controls"
    (Mercadia's Downfall) with nothing of that description in play: the instruction does nothing
    (413.2b), no bonus is worked out — and outside the combat phase there is no defending player
    either (glossary "Defending Player"), so there is no one whose lands it would count."""
    g = ctx.game
    what = eff.what.filters[0] if len(eff.what.filters) == 1 else None
    nothing = f"there is no {phrasebook.filter_phrase(what)}" if isinstance(what, ir.Filter) else "nothing it names is there"
    counts_defender = any(isinstance(n, ir.DefendingPlayer) for n in ir.walk((eff.power, eff.toughness)))
    if counts_defender and g.defending_player() is None:
        nothing += (" — and outside the combat phase there is no defending player (glossary \"Defending Player\"), "
                    "so no one's permanents to count either")
    g.tracer.step(f"{ctx.source_name}: {quoted(instruction_words(ctx, eff))} does nothing: {nothing}", "413.2b",
                  kind="effect")


@handles(ir.SetPT)
def _set_pt(ctx: Ctx, eff: ir.SetPT) -> None:
    # None: that one is unchanged ("has base power 0": Singing Tree)
    p = amount(ctx, eff.power) if eff.power is not None else None
    t = amount(ctx, eff.toughness) if eff.toughness is not None else None
    variable = [f"{word} {n}" for word, a, n in (("power", eff.power, p), ("toughness", eff.toughness, t))
                if a is not None and not isinstance(a, int)]
    if variable:  # Wall of Tombstones: "… base toughness to 1 plus the number of …"
        ctx.game.tracer.step(f"{ctx.source_name}: the {' and '.join(variable)} is determined now, once; it isn't "
                             f"recomputed if the value changes later", "418.3c", kind="effect")

    def apply(game, o, ch, p=p, t=t):
        if p is not None:
            ch.power = p
        if t is not None:
            ch.toughness = t

    words = f"is {p}/{t}" if p is not None and t is not None else \
        f"has power {p}" if p is not None else f"has toughness {t}"
    _say_damagers(ctx, eff.what, fixed_set(ctx, eff.what))
    begin_effect(ctx, fixed_set(ctx, eff.what), words, apply, eff.duration, changes="P/T")
    report_pt(ctx, fixed_set(ctx, eff.what))


def _say_damagers(ctx: Ctx, what, affected: list[int]) -> None:
    """"All creatures that dealt damage to it this turn" (Brine Hag): which they are, from this
    turn's damage record, determined as the instruction is carried out, of the source as it last
    existed in play where it has left (413.2f) — said before what happens to them, or that there
    are none."""
    if not (isinstance(what, ir.All) and any(isinstance(f, ir.Filter) and ir.DEALT_DAMAGE_TO_IT_THIS_TURN in f.extra
                                              for f in what.filters)):
        return
    g = ctx.game
    src = g.objects.get(ctx.source) if ctx.source is not None else None
    last = f", as {ctx.source_name} last existed in play" if src is None or src.zone != Zone.IN_PLAY else ""
    if not affected:
        g.tracer.step(f"No creature dealt damage to {ctx.source_name} this turn{last}: the instruction changes "
                      f"nothing", "413.2f", kind="effect")
        return
    each = [g.describe(o) for o in affected]
    names = each[0] if len(each) == 1 else ", ".join(each[:-1]) + " and " + each[-1]
    g.tracer.step(f"{names} dealt damage to {ctx.source_name} this turn{last}, so the instruction applies to "
                  f"{'it' if len(each) == 1 else 'them'}", "413.2f", kind="effect")


@handles(ir.SwitchPT)
def _switch_pt(ctx: Ctx, eff: ir.SwitchPT) -> None:
    """About Face, Transmutation: "Switch target creature's power and toughness until end of
    turn." A continuous effect from a resolution (418.3a) that the era printed with its own
    ordering: "Effects that alter power alter toughness instead, and vice versa" — the switch
    applies after every other effect on the creature, earlier or later, instead of in timestamp
    order (418.5c, overridden as 418.5d allows): a +2/+0 played afterwards raises the toughness.
    The step cites 103.1 too: the card's own sentence is what overrides the rule (audit 9389)."""
    def apply(game, o, ch):
        if ch.power is not None:
            ch.power, ch.toughness = ch.toughness or 0, ch.power

    affected = fixed_set(ctx, eff.what)
    for o in affected:
        ch = ctx.game.chars(o)
        if ch.power is not None:
            ctx.game.tracer.step(f"{possessive(ctx.game.describe(o))} power and toughness are switched after every other "
                                 f"effect on it, whatever their timestamps (not in timestamp order, 418.5c): as "
                                 f"{ctx.source_name} was printed, \"effects that alter power alter toughness "
                                 f"instead, and vice versa\" — {ch.power}/{ch.toughness} now becomes "
                                 f"{ch.toughness}/{ch.power}", "103.1", "418.5c", "418.5d", kind="effect")
    begin_effect(ctx, affected, "has its power and toughness switched", apply, eff.duration, changes="P/T",
                kind=EffectKind.SWITCH_PT)
    report_pt(ctx, affected)
