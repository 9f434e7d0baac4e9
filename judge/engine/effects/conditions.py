"""A resolving "if": the condition checked as the instruction is carried out (413.2), and what
the trace says where the check decides."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, serial_and, with_article
from judge.engine.context import (EACH_REVEALED, PICKED_AT_RANDOM, Ctx, check_condition, gone_trigger_object, handles, measured, object_ids,
                                  player_names, refer, run_effects, targets_named)
from judge.engine.filters import chosen_name_said, matches
from judge.zones import Zone


@handles(ir.Conditional)
def _conditional(ctx: Ctx, eff: ir.Conditional) -> None:
    holds = check_condition(ctx, eff.condition)
    said = _CONDITION_SAID.get(eff.condition.kind)
    if eff.otherwise and eff.condition.kind is ir.ConditionKind.MATCHES and isinstance(eff.condition.ref, ir.Target) \
            and eff.condition.filter is not None and eff.condition.filter.toughness is not None:
        _said_toughness_otherwise(ctx, eff.condition, holds)
    elif eff.otherwise and eff.condition.kind is ir.ConditionKind.MATCHES and isinstance(eff.condition.ref, ir.Target):
        _said_target_instead(ctx, eff.condition, holds)
    elif eff.condition.kind is ir.ConditionKind.MATCHES and (
            isinstance(eff.condition.ref, ir.Revealed)
            or isinstance(eff.condition.ref, ir.ObjectChosenThisWay) and eff.condition.filter is not None
            and eff.condition.filter.types):
        _said_revealed(ctx, eff, holds)
    elif eff.condition.kind is ir.ConditionKind.MATCHES and isinstance(eff.condition.ref, ir.MovedThisWay) \
            and chosen_name_said(ctx.results, eff.condition.filter):
        _said_moved_named(ctx, eff, holds)
    elif eff.condition.kind is ir.ConditionKind.FLIP:
        _said_flip(ctx, eff.condition, holds, otherwise=bool(eff.otherwise))
    elif said is not None:
        said(ctx, eff.condition, holds)
    if holds:
        run_effects(ctx, eff.then)
    else:
        run_effects(ctx, eff.otherwise)


def _said_life_difference(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """The decisive check of Psychic Transfer, in the trace."""
    g = ctx.game
    lives = ", ".join(f"{p} {g.player(p).life}" for p in [ctx.controller] + [
        x for x in refer(ctx, cond.player) if isinstance(x, str)])
    g.tracer.step(f"The difference between the life totals ({lives}) is {'' if holds else 'not '}"
                  f"{cond.value} or less{'' if holds else ': nothing happens'}", "413.2", kind="life")


def _said_controls(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"If you control a snow Swamp, … instead" (Gangrenous Zombies), "If you control an Urza's
    Mine and …" (Urza's Tower): checked as it resolves (a mana ability's: at once, 411.1)."""
    ctx.game.tracer.step(f"{ctx.source_name}: \"{targets_named(ctx, phrasebook.condition_phrase(cond))}\" is "
                         f"{'true' if holds else 'false'} now{_controls_figures(ctx, cond, holds)}", "411.1" if ctx.so is None else "413.2", kind="effect")


def _controls_figures(ctx: Ctx, cond: ir.Condition, holds: bool) -> str:
    """What makes an "if you control …" condition so, named, as a "there is no …" names what there
    is (present_words): true, the permanents that fit ("Forest @f5 is one", audit 8076); false, that
    the player controls none, and the permanents of the player's that fit but for their status
    (Calming Verse's "an untapped land": "Forest @f1 and Forest @f2 are tapped", audit 8076)."""
    g = ctx.game
    ps = player_names(refer(ctx, cond.player)) if cond.player is not None else [ctx.controller]
    if not ps or cond.kind is not ir.ConditionKind.CONTROLS or cond.filter is None:
        return ""
    flt = cond.filter
    mine = [o for o in g.in_play if g.controller_of(o) in ps]
    if holds:
        there = [o for o in mine if matches(g, flt, o, ctx.controller, ctx.source)]
        return ": " + phrasebook.present_words([g.describe(o) for o in there]) if there else ""
    who = ps[0] if len(ps) == 1 else " or ".join(ps)
    said = f": {who} controls no {phrasebook.filter_phrase(flt)}"
    if len(flt.status) == 1 and flt.status[0] in _OTHER_STATUS:
        near = [g.describe(o) for o in mine if matches(g, replace(flt, status=()), o, ctx.controller, ctx.source)]
        if near:
            said += f" ({serial_and(near)} {'is' if len(near) == 1 else 'are'} {_OTHER_STATUS[flt.status[0]]})"
    return said


#: A permanent's status and its other (glossary "Tap", "Untap"): what a permanent that fits a filter of one but not
#: the other is.
_OTHER_STATUS = {"untapped": "tapped", "tapped": "untapped"}


def _said_additional_cost_paid(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """Undergrowth: as the spell was played (409.1f)."""
    ctx.game.tracer.step(f"{possessive(ctx.source_name)} additional cost was {'' if holds else 'not '}paid as it was played",
                         "409.1f", kind="effect")


def _said_status(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"{0}: If ~ is tapped, …" (Eater of the Dead): the source's status as the ability resolves (413.2)."""
    if isinstance(cond.ref, ir.This):
        ctx.game.tracer.step(f"\"If {ctx.source_name} is {cond.value}\": {ctx.source_name} is "
                             f"{'' if holds else 'not '}{cond.value} now"
                             f"{'' if holds else ': that instruction is skipped'}", "413.2b", kind="effect")


def _said_compared(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"If an opponent controls more lands than you, …", "if you have 10 or less life"; a "more"
    condition names each player compared and his or her count (Tithe: "Bob controls 3 lands,
    Alice 1"), and the target it names by the one chosen (Tithe as printed: "Bob controls more
    lands than you", not the reading's "target #1 …"; audit 12419)."""
    ctx.game.tracer.step(f"{ctx.source_name}: \"{targets_named(ctx, phrasebook.condition_phrase(cond))}\" is "
                         f"{'true' if holds else 'false'} now{_counts_compared(ctx, cond)}"
                         f"{'' if holds else ': that instruction is skipped'}", "413.2b", kind="effect")


def _counts_compared(ctx: Ctx, cond: ir.Condition) -> str:
    """", Bob controls 3 lands, Alice 1": the counts a "more" condition compares, as they are now."""
    if cond.kind is not ir.ConditionKind.MORE or cond.value not in ("permanents", "life") or cond.player is None:
        return ""
    g = ctx.game
    first = player_names(refer(ctx, cond.player))
    others = [q.name for q in g.players if q.name not in first] if cond.than is None else \
        [q for q in player_names(refer(ctx, cond.than)) if q not in first]
    if not first or not others:
        return ""

    def said(p: str) -> str:
        n = measured(ctx, cond, p)
        if cond.value == "life":
            return f"{p} has {n} life"
        what = (phrasebook.filter_phrase(cond.filter) if n == 1 else phrasebook.filter_plural(cond.filter)) if cond.filter else "permanents"
        return f"{p} controls {n} {what}"
    counts = [said(p) for p in first] + [f"{q} {measured(ctx, cond, q)}" for q in others]
    return ": " + ", ".join(counts)


def _said_matches(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    g = ctx.game
    if isinstance(cond.ref, ir.DrawnThisWay):  # Sindbad: the card the draw drew, as it is now (413.2f)
        things = [g.describe(t) for t in object_ids(refer(ctx, cond.ref))] or ["no card"]
        g.tracer.step(f"{', '.join(things)}, drawn this way, {'is' if holds else 'is not'} "
                      f"{with_article(phrasebook.filter_phrase(cond.filter))} now{'' if holds else ': that instruction is skipped'}",
                      "413.2b", "413.2f", kind="effect")
    elif isinstance(cond.ref, ir.ExiledToPay):
        # "If the exiled card is a snow land" (Storm Elemental): the card the cost removed from the
        # game (409.1f), as it is now
        # creature, as it is now, or as it last existed where it has ceased to exist (a token: 413.2f)
        ids = object_ids(refer(ctx, cond.ref))
        things = [g.describe(t) for t in ids] or ["nothing"]
        gone = bool(ids) and all(not g.exists(t) or g.objects[t].zone != Zone.REMOVED
                                 for t in ids)
        verb = ("was" if holds else "was not") if gone else ("is" if holds else "is not")
        g.tracer.step(f"{', '.join(things)}, removed from the game to pay the cost, {verb} "
                      f"{with_article(phrasebook.filter_phrase(cond.filter))}{' as it last existed' if gone else ''}"
                      f"{'' if holds else ': that instruction is skipped'}", "413.2b", "413.2f", kind="effect")
    elif isinstance(cond.ref, (ir.DiscardedToPay, ir.Sacrificed)):
        # "If the discarded card was a land card" (Land's Edge), "If the sacrificed creature was a
        # Thrull" (Ebon Praetor): what paid the cost, looked at as the ability resolves (413.2f)
        ids = object_ids(refer(ctx, cond.ref))
        things = [g.describe(t) for t in ids] or ["nothing"]
        # Serendib Djinn (added, Oracle triggers round thirteen): "If you sacrifice an Island this
        # way" — what the instruction before sacrificed, not a cost
        how = ("sacrificed this way" if isinstance(cond.ref, ir.Sacrificed) and ids
               and all(t in ctx.results.get("sacrificed", ()) for t in ids)
               else "discarded to pay the cost" if isinstance(cond.ref, ir.DiscardedToPay) else "sacrificed to pay the cost")
        g.tracer.step(f"{', '.join(things)}, {how}, {'was' if holds else 'was not'} {with_article(phrasebook.filter_phrase(cond.filter))}"
                      f"{'' if holds else ': that instruction is skipped'}", "413.2b", "413.2f", kind="effect")
    elif cond.filter is not None and "single target" in cond.filter.extra and ir.TARGETS_A_CREATURE in cond.filter.extra:
        # Meddle (added, Oracle statics round nineteen): "If target spell has only one target and that
        # target is a creature" — the spell's targets as they are now, as Meddle resolves (413.2)
        for t in object_ids(refer(ctx, cond.ref)):
            so = next((x for x in g.stack.items if x.card_obj == t or x.id == t), None)
            aimed = [x.describe(g) for x in so.targets if x is not None] if so is not None else []
            g.tracer.step(f"{g.describe(t)} has {len(aimed)} target{'' if len(aimed) == 1 else 's'}"
                          f"{': ' + ', '.join(aimed) if aimed else ''} — "
                          + ("only one, and a creature now: the condition is true" if holds else
                             "not only one target that is a creature now: the condition is false, that instruction "
                             "is skipped"), "413.2b", kind="effect")
    elif cond.filter is not None and not cond.filter.types:
        # "Counter target spell if it's blue" (Pyroblast): checked as the spell resolves
        # (a source gone from play since — Honorable Passage's red Hill Giant returned to its owner's hand
        # with its combat damage on the stack — is named and read as it last existed, 413.2f, not "it … now")
        gone = None if object_ids(refer(ctx, cond.ref)) else gone_trigger_object(ctx, cond.ref)
        things = [g.describe(t) for t in object_ids(refer(ctx, cond.ref))] or \
            ([g.describe(gone)] if gone is not None else ["it"])
        when = "as it last existed" if gone is not None else "now"
        if cond.filter.extra == ("attacked this turn",):  # Berserk's delayed ability
            state = "attacked this turn" if holds else "didn't attack this turn"
        elif cond.filter.extra == ("didn't attack this turn",):  # Nettling Imp's, Norritt's
            state = "didn't attack this turn" if holds else "attacked this turn"
        elif cond.filter.extra == (ir.WITHOUT_RAMPAGE,):  # Rapid Fire's "if it doesn't have rampage" (session 42)
            state = "doesn't have rampage now" if holds else "has rampage now (glossary \"Rampage\")"
        else:
            words = phrasebook.filter_words(cond.filter, noun='')
            if words.startswith("with "):
                # "If Lesser Werewolf's power is 1 or more" (audit 6662): said with "has", and the
                # figure that decides it (413.2) — "has power 1 or greater now (power 2)"
                state = f"{'has' if holds else 'does not have'} {words[len('with '):]} now"
            else:
                # "If damage from a red source is prevented this way" (Honorable Passage, audit 11712):
                # a noun takes its article — "is not a red source now", not "is not red source now"
                verb = ("was" if holds else "was not") if gone is not None else ("is" if holds else "is not")
                state = f"{verb} {with_article(words) if 'source' in cond.filter.extra else words} {when}"
            ids = object_ids(refer(ctx, cond.ref))
            figures = [f"{which} {getattr(g.chars(t), which)}" for which in ("power", "toughness")
                       if getattr(cond.filter, which) is not None for t in ids[:1] if g.exists(t)]
            if not holds and cond.filter.colors and "source" in cond.filter.extra:
                # the colour the source has, which the condition's doesn't match (Honorable Passage: "(it is blue)")
                figures += [f"it is {' and '.join(c.lower() for c in g.chars(t).colors) or 'colorless'}"
                            for t in ids[:1] if g.exists(t)]
            if figures:
                state += f" ({', '.join(figures)})"
        g.tracer.step(f"{', '.join(things)} {state}{'' if holds else ': that instruction is skipped'}", "413.2b",
                      *(("413.2f",) if gone is not None else ()), kind="effect")
    elif holds and cond.filter is not None and isinstance(cond.ref, ir.Target) and object_ids(refer(ctx, cond.ref)) \
            and all(g.exists(t) and g.objects[t].zone == Zone.IN_PLAY for t in object_ids(refer(ctx, cond.ref))):
        # (a target gone from play is read as it last existed, and the check says so: Icequake's "If that land
        # was a snow land", 413.2f)
        # "Untap target Griffin. If it's a creature, it gets +1/+1 until end of turn." (Griffin Canyon): the target
        # as it is now, as the instruction is carried out (413.2f), said where the condition holds; where it
        # doesn't, the instruction does nothing and its step says why (context._did_nothing: Scars of the
        # Veteran at a player, '"Alice is a creature" doesn't hold now')
        things = [g.describe(t) for t in object_ids(refer(ctx, cond.ref))]
        g.tracer.step(f"{', '.join(things)} {'is' if len(things) == 1 else 'are'} "
                      f"{with_article(phrasebook.filter_phrase(cond.filter))} now: the condition holds", "413.2b", "413.2f",
                      kind="effect")


def _said_revealed(ctx: Ctx, eff: ir.Conditional, holds: bool) -> None:
    """"… reveals the top card of their library. If that card is a land card, … Otherwise, …"
    (Paroxysm; added, session 41), "If it's a creature card, …" (Call of the Wild): the card the
    ability revealed, as it is when the check is made (413.2), decides what is done. Search for
    Survivors (added, session 45): the card it picked at random from the graveyard, where it is now
    (413.2f) — none picked (an empty graveyard), the condition is false."""
    g, cond = ctx.game, eff.condition
    chosen = isinstance(cond.ref, ir.ObjectChosenThisWay)
    things = [g.describe(t) for t in object_ids(refer(ctx, cond.ref))] or ["no card"]
    if chosen and not object_ids(refer(ctx, cond.ref)):
        g.tracer.step(f"No card was chosen this way, so none is {with_article(phrasebook.filter_phrase(cond.filter))}"
                      + (": what \"otherwise\" says is done instead, of no card" if eff.otherwise
                         else ": that instruction is skipped"), "413.2b", kind="effect")
        return
    if not chosen and ctx.results.get(PICKED_AT_RANDOM) and not object_ids(refer(ctx, cond.ref)):
        # Cursed Scroll as printed: no card was picked at random (an empty hand, or the picker an illegal target)
        g.tracer.step(f"No card was chosen at random, so none is {with_article(phrasebook.filter_phrase(cond.filter))}: that "
                      f"instruction is skipped", "413.2b", kind="effect")
        return
    chosen = chosen or bool(ctx.results.get(PICKED_AT_RANDOM))
    how = "chosen" if chosen else "looked at" if ctx.results.get("looked") else "revealed"  # (Coral Fighters' look)
    shown = object_ids(refer(ctx, cond.ref))
    if len(shown) > 1 or ctx.results.get(EACH_REVEALED):
        # "If all cards revealed this way are creature cards, …" (Game Preserve; session 84, h6): each card the reveal
        # of every player's top card showed, as it is now (413.2), and the one that isn't, named
        kind = with_article(phrasebook.filter_phrase(cond.filter))
        unfit = [g.describe(o) for o in shown if not matches(g, cond.filter, o, ctx.controller, ctx.source, ctx.x,
                                                              zone_check=False)]
        skipped = "what \"otherwise\" says is done instead" if eff.otherwise else "that instruction is skipped"
        if not shown:
            said = f"No card was {how} this way (no library held one), so none is {kind}: {skipped}"
        elif len(shown) == 1:
            said = (f"{things[0]}, the only card {how} this way, {'is' if holds else 'is not'} {kind}"
                    + ("" if holds else f": {skipped}"))
        elif holds:
            said = f"{serial_and(things)}, the cards {how} this way, are each {kind}"
        else:
            said = (f"Of {serial_and(things)}, the cards {how} this way, {serial_and(unfit)} "
                    f"{'is' if len(unfit) == 1 else 'are'} not {kind}, so not all of them are: {skipped}")
        g.tracer.step(said, "413.2", kind="effect")
        return
    name = chosen_name_said(ctx.results, cond.filter)  # (the chosen name, where the card is compared with it: 202.3)
    g.tracer.step(f"{', '.join(things)}, {how} this way, {'is' if holds else 'is not'} "
                  f"{with_article(phrasebook.filter_phrase(cond.filter))}{name}"
                  + ("" if holds else ": what \"otherwise\" says is done instead" if eff.otherwise
                     else ": that instruction is skipped"), "413.2b", *(("202.3",) if name else ()), kind="effect")


def _said_moved_named(ctx: Ctx, eff: ir.Conditional, holds: bool) -> None:
    """"… puts the top card of his or her library into his or her graveyard. If that card has the chosen name, you
    draw a card." (Foreshadow): the card the instruction before moved, compared with the name chosen as the spell
    resolves (413.2c; 202.3: the same English name) — the step where it decides, naming both; no card moved (an
    empty library), none has it (413.2b)."""
    g, cond = ctx.game, eff.condition
    name = chosen_name_said(ctx.results, cond.filter)
    moved = object_ids(refer(ctx, cond.ref))
    skipped = "what \"otherwise\" says is done instead" if eff.otherwise else "that instruction is skipped"
    if not moved:
        g.tracer.step(f"No card was moved this way, so none is {with_article(phrasebook.filter_phrase(cond.filter))}"
                      f"{name}: {skipped}", "413.2b", kind="effect")
        return
    g.tracer.step(f"{serial_and([g.describe(t) for t in moved])}, moved this way, {'is' if holds else 'is not'} "
                  f"{with_article(phrasebook.filter_phrase(cond.filter))}{name}" + ("" if holds else f": {skipped}"),
                  "413.2b", "202.3", kind="effect")


def _said_toughness_otherwise(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"If target creature has toughness 5 or greater, A. Otherwise, B." (Blood Lust; session 41):
    the target's toughness as the spell resolves (413.2f) decides which of A and B is done."""
    g = ctx.game
    for t in object_ids(refer(ctx, cond.ref)):
        g.tracer.step(f"{g.describe(t)} has toughness {g.chars(t).toughness} as {ctx.source_name} resolves: it "
                      f"{'is' if holds else 'is not'} a creature {phrasebook.filter_words(cond.filter, noun='').strip()}, so "
                      + ("the instruction before \"Otherwise\" is followed" if holds else
                         "the instruction after \"Otherwise\" is followed"), "413.2", "413.2f", kind="effect")


def _said_target_instead(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"A. If it's a green creature, B instead." (Elvish Healer): the target as it is when the
    ability resolves (413.2) — a player is never a creature — decides which of A and B is done."""
    g = ctx.game
    what = with_article(phrasebook.filter_phrase(cond.filter))
    found = list(refer(ctx, cond.ref))
    if not holds and found and all(isinstance(x, str) for x in found):
        # a player target: never a creature (audit 8076: "Alice is not a green creature now")
        said = f"{', '.join(found)} {'is a player' if len(found) == 1 else 'are players'}, not {what}"
    else:
        things = [x if isinstance(x, str) else g.describe(x) for x in found] or ["its target"]
        said = f"{', '.join(things)} {'is' if holds else 'is not'} {what} now"
        objs = [x for x in found if isinstance(x, int) and g.exists(x)]
        if not holds and cond.filter is not None and cond.filter.colors and len(objs) == 1:
            # the color it has instead (White Knight for Elvish Healer's "green creature", 413.2)
            has = [c for c in ir.COLORS if c in g.chars(objs[0]).colors]
            said += f" (it is {' and '.join(has) if has else 'colorless'})"
    g.tracer.step(f"{said}: " + ("what the ability does instead is done" if holds else
                                 "the ability does what it says first, not what it would do instead"), "413.2", kind="effect")


#: What the trace says of a resolving "if" of each kind of condition, where the check decides
#: (the others' instructions say what they did, or why not, themselves).
def _said_flip(ctx: Ctx, cond: ir.Condition, holds: bool, otherwise: bool = False) -> None:
    """"If you win/lose the flip": the instructions are followed in the order written (413.2b), and the flip's result
    decides whether this one is — said where it decides, that it happens or why it doesn't (the rulebook has no rule of
    its own for coin flips; 417.1 is what the instruction then does, a one-shot effect). When no coin was flipped
    ("you may flip a coin" declined, Chaotic Goo), the flip was neither won nor lost, so the instruction does nothing."""
    words = f"if you {'win' if cond.value == 'won' else 'lose'} the flip"
    if "flip" not in ctx.results:
        ctx.game.tracer.step(f"{ctx.source_name}: no coin was flipped, so \"{words}\" is false: that instruction is "
                             f"skipped", "413.2b", kind="effect")
        return
    result = ctx.results["flip"]
    if otherwise:  # "If you win the flip, …. If you lose the flip, …" (Mogg Assassin; printed "Otherwise, …"): one of two
        other = f"if you {'lose' if cond.value == 'won' else 'win'} the flip"
        happens, not_ = (words, other) if holds else (other, words)
        said = f"what \"{happens}\" says happens, not what \"{not_}\" says"
    elif holds:
        said = f"what \"{words}\" says happens"
    else:  # (the instruction's own step says it does nothing, and why: judge.engine.context's "doesn't hold now")
        return
    ctx.game.tracer.step(f"The flip was {result}, so {said} ({ctx.source_name})", "413.2b", kind="effect")


def _said_counters_left_play(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"Exile it if it had a death counter on it. Otherwise, …" (Bogardan Phoenix): the source that
    has left play, its counters as it last existed there (413.2f)."""
    g = ctx.game
    if isinstance(cond.ref, ir.This) and ctx.source is not None and not g.exists(ctx.source) and ctx.source in g.lki:
        n = g.last_known(ctx.source)[0].counters.get(cond.value, 0)
        g.tracer.step(f"{ctx.source_name} had {n} {cond.value} counter{'' if n == 1 else 's'} on it as it last existed "
                      f"in play: \"if it had {with_article(str(cond.value) + ' counter')} on it\" is "
                      f"{'true' if holds else 'false'}", "413.2f", "413.2", kind="effect")


def _said_came_under_control(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """Erg Raiders' "… unless it came under your control this turn" (the reader makes this condition of that
    "unless" only, sentences.unless_came_under_control): checked as the ability resolves (413.2); where it came
    under its controller's control this turn, the instruction is skipped, and the step says so and why."""
    g = ctx.game
    things = ", ".join(g.describe(o) for o in object_ids(refer(ctx, cond.ref)))
    came = "came" if holds else "didn't come"
    g.tracer.step(f"{things} {came} under {possessive(ctx.controller)} control this turn"
                  + (": the instruction is skipped — the card's text excepts a permanent that came under its controller's"
                     " control this turn" if holds else ""),
                  "413.2", kind="effect")


def _said_enchanted(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"You may draw an additional card if ~ is enchanted" (Rayne, Academy Chancellor): checked as the ability
    resolves (413.2b); where it holds, the Auras that make it so are named (where it doesn't, the instruction's own
    step says it does nothing, and why: judge.engine.context's "doesn't hold now")."""
    if not holds:
        return
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    auras = [g.describe(i) for i in g.in_play if g.objects[i].attached_to in things]
    if not auras:
        return
    g.tracer.step(f"{ctx.source_name}: \"{targets_named(ctx, phrasebook.condition_phrase(cond))}\" is true now: "
                  f"{serial_and(auras)} {'enchants' if len(auras) == 1 else 'enchant'} "
                  f"{g.describe(things[0]) if len(things) == 1 else 'it'}", "413.2b", kind="effect")


_CONDITION_SAID: dict[ir.ConditionKind, Callable[[Ctx, ir.Condition, bool], None]] = {
    ir.ConditionKind.LIFE_DIFFERENCE: _said_life_difference, ir.ConditionKind.CONTROLS_NAMED: _said_controls,
    ir.ConditionKind.CONTROLS: _said_controls, ir.ConditionKind.ADDITIONAL_COST_PAID: _said_additional_cost_paid,
    ir.ConditionKind.STATUS: _said_status, ir.ConditionKind.COUNT: _said_compared, ir.ConditionKind.MORE: _said_compared,
    ir.ConditionKind.MATCHES: _said_matches,
    ir.ConditionKind.COUNTERS: _said_counters_left_play,
    ir.ConditionKind.CAME_UNDER_CONTROL_THIS_TURN: _said_came_under_control,
    ir.ConditionKind.ENCHANTED: _said_enchanted,
}
