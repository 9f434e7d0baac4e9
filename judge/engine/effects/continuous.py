"""Continuous effects from resolving spells and abilities (418.3): the affected set fixed as
it resolves (418.3b), the duration (418.3a), the effect begun and said in the trace.

The effect handlers that make such effects (power and toughness, abilities, types and colors,
control, attachments, copying, shields, combat removal) share this module's public toolkit:
:func:`fixed_set` (the set, fixed now), :func:`begin_effect` (the effect begun, said, and its
interplay with the others said) and :func:`report_pt` (the new power and toughness said)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional, Sequence

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, quoted, with_article
from judge.engine import events
from judge.engine.characteristics import INITIAL_LEVEL, ContinuousEffect, counter_pt, depends_on, order_matters, ordered_effects, printed
from judge.engine.context import Ctx, Unsupported, object_ids, subjects
from judge.engine.filters import matches
from judge.engine.kinds import EffectKind
from judge.zones import Zone


def fixed_set(ctx: Ctx, what: Any) -> list[int]:
    """The objects ``what`` names, as a continuous effect's set (418.3b): the affected set of a resolved spell/ability's continuous effect is fixed now —
    permanents, and spells it edits (415.1: "target spell or permanent becomes white")."""
    objects = ctx.game.objects
    return [o for o in object_ids(subjects(ctx, what)) if o in objects and objects[o].zone in (Zone.IN_PLAY, Zone.STACK)]


def said_gone(ctx: Ctx, eff: Any, what: Any) -> bool:
    """Whether the one permanent ``what`` names (not a group: "that creature", "~") has left play
    since — then the instruction does nothing, and the step says so (217.8: the card elsewhere
    is a new object; 413.2b). Catacomb Dragon's blocker returned to its owner's hand, Wild
    Mammoth Unsummoned with its trigger on the stack (audit 7571)."""
    if not isinstance(what, (ir.This, ir.TriggerObject)) or fixed_set(ctx, what):
        return False
    g = ctx.game
    ev = ctx.event
    named = ctx.source if isinstance(what, ir.This) else \
        None if ev is None else ev.new if ev.new is not None else ev.obj
    if not isinstance(named, int) or named not in g.objects or g.objects[named].zone == Zone.IN_PLAY \
            or (isinstance(what, ir.TriggerObject) and ev.to_zone is not None):
        return False  # (a zone-change trigger's card: looked for in the zone it moved to, 410.10)
    now, seen = named, {named}
    while g.objects[now].became is not None and g.objects[now].became in g.objects and g.objects[now].became not in seen:
        now = g.objects[now].became
        seen.add(now)
    zone = g.objects[now].zone
    if zone == Zone.IN_PLAY:
        return False
    where = (zone.value if zone == Zone.REMOVED else f"{possessive(g.objects[now].owner)} {zone}")
    from judge.engine.context import played_words  # (the card's sentence, where it is the only instruction)
    g.tracer.step(f"{ctx.source_name}: {quoted(played_words(ctx, eff))} does nothing: {g.describe(named)} has "
                  f"left play — the card in {where} is a new object, not the permanent these words name",
                  "413.2b", "217.8", kind="effect")
    return True


def _lasts(ctx: Ctx, duration: str, affected: Sequence[int] = ()):
    """How a duration that ends when its source (or the affected permanent) changes is checked
    (418.3a): a function of the game state, capturing only ids and the ability's controller."""
    src, you = ctx.source, ctx.controller
    if duration == ir.WHILE_ENCHANTED:  # Rootwater Matriarch: an Aura stays attached to it
        held = tuple(affected)

        def enchanted(game) -> bool:
            return any(game.objects[o].attached_to in held and "enchantment" in game.chars(o).types
                       for o in game.in_play)

        return enchanted

    def in_play(game) -> bool:
        return src is not None and game.exists(src) and game.objects[src].zone == Zone.IN_PLAY

    def tapped(game) -> bool:
        return in_play(game) and game.objects[src].tapped

    def controlled(game) -> bool:
        return in_play(game) and game.controller_of(src) == you

    return {ir.WHILE_SOURCE_TAPPED: tapped, ir.WHILE_SOURCE_IN_PLAY: in_play, ir.WHILE_YOU_CONTROL_SOURCE: controlled,
            ir.WHILE_YOU_CONTROL_SOURCE_TAPPED: lambda game: controlled(game) and tapped(game)}[duration]


#: An effect's verb, said of several objects ("Grizzly Bears @a1, Grizzly Bears @a2: gain islandwalk").
_PLURAL_VERBS = {"gains": "gain", "gets": "get", "has": "have", "loses": "lose", "becomes": "become", "is": "are",
                 "isn't": "aren't", "doesn't": "don't", "deals": "deal", "assigns": "assign"}


def _verb_agrees(text: str, count: int) -> str:
    """``text`` (an effect's words, its verb first) with its verb agreeing with ``count`` subjects;
    a singular noun after it taken by each ("are each a 2/2 creature": Natural Affinity's lands,
    audit 7874 — once "are a 2/2 creature")."""
    verb, sep, rest = text.partition(" ")
    if count <= 1 or verb not in _PLURAL_VERBS:
        return text
    if rest.startswith(("a ", "an ")):
        rest = "each " + rest
    return _PLURAL_VERBS[verb] + sep + rest


def begin_effect(ctx: Ctx, affected: list[int], text: str, apply, duration: str, rule: str = "418.3a",
                control: Optional[str] = None, kind: EffectKind = EffectKind.CHARACTERISTICS, changes: str = "all",
                edit: Optional[tuple[str, str]] = None, described: Any = None, grants: Any = None,
                stated_with_type: bool = False) -> None:
    """Begin a continuous effect of a resolving spell or ability on ``affected`` (its set, fixed
    now: :func:`fixed_set`, 418.3b) — ``text`` its words, ``apply`` what it does to the
    characteristics, ``duration`` as the card says it (418.3a; one already over does nothing,
    418.3d), ``rule`` the rule cited, ``control`` the new controller of a control effect, ``kind``
    and ``changes`` what it changes (the layers, 418.5), ``edit`` an edit of a spell's text (415.1),
    ``described`` the description the set was chosen by, ``grants`` the static ability it grants (whose own
    continuous effects then exist while a permanent has it: ContinuousEffect.grants) — and say it in the trace, with the other
    continuous effects that apply to the same objects and the order they apply in (418.5c-d).
    ``stated_with_type``: a color or keyword that, following a type-changing effect of this
    resolution on the same objects, the type-changing words state ("becomes a 1/1 Bird creature
    with flying") — an initial value (214.5), applied under the effects that don't change a type.
    (Not :meth:`judge.engine.state.ContinuousEffects.add_effect`, the record's verb, which it calls.)"""
    g = ctx.game
    if not affected:
        return
    fixed = frozenset(affected)
    spells = frozenset(o for o in affected if g.objects[o].zone == Zone.STACK)
    lasts = _lasts(ctx, duration, affected) if duration in ir.LASTING else None
    if lasts is not None and not lasts(g):
        # 418.3d: the duration was over before the effect began: it does nothing
        g.tracer.step(f"{ctx.source_name}: \"{duration.replace('~', ctx.source_name)}\" is already over, so the effect "
                      f"does nothing", "418.3d", kind="effect")
        return
    paid = ir.end_payment(duration)  # "You may pay {R} to end this effect": the controller's to end
    if duration == ir.UNTIL_ITS_CONTROLLERS_NEXT_UNTAP:  # (added, act9) Orcish Farmer: its controller now
        whose = {g.controller_of(o) for o in affected}
        if len(whose) != 1:
            raise Unsupported(f"{ctx.source_name}: \"until its controller's next untap step\" of permanents of "
                              f"several controllers")
        duration = f"until {possessive(whose.pop())} next untap step"
    dur = (ir.pay_to_end(paid[1], ctx.controller) if paid
           else ir.UNTIL_END_OF_TURN if duration in (ir.UNTIL_END_OF_TURN, ir.THIS_TURN)
           else ir.UNTIL_END_OF_COMBAT if duration == ir.UNTIL_END_OF_COMBAT
           else f"until {possessive(ctx.controller)} next upkeep" if duration == ir.UNTIL_YOUR_NEXT_UPKEEP
           else duration if duration.endswith("'s next untap step")
           # "for as long as you control ~" said with the controller's name (audit 6662: Hivis of the Scale)
           else duration.replace("you control", f"{ctx.controller} controls").replace("~", ctx.source_name)
           if lasts is not None else ir.FOREVER)
    if stated_with_type and kind is EffectKind.CHARACTERISTICS and any(
            b.kind is EffectKind.TYPE and b.affects is not None and fixed <= frozenset(b.affects(g))
            for b in ctx.results.get(_BEGUN, ())):
        kind = EffectKind.STATED_WITH_TYPE
    else:
        stated_with_type = False
    if spells:  # 415.3: and to the permanent an edited spell becomes
        def applies(game, o, ch, fixed=fixed):
            return o.id in fixed or o.from_spell in fixed
    else:
        def applies(game, o, ch, fixed=fixed):
            return o.id in fixed
    eff = ContinuousEffect(timestamp=g.tally.next_timestamp(), source=ctx.source, text=text, apply=apply,
                           applies_to=applies, duration=dur, controller=control, kind=EffectKind.CONTROL if control else kind,
                           lasts=lasts, reads="nothing", changes=changes, outside_play=bool(spells), spells=spells,
                           edit=(fixed, *edit) if edit else None, grants=grants,
                           affects=None if spells else (lambda game, fixed=fixed: fixed))  # (418.3b)
    g.effects.add_effect(eff)
    if isinstance(described, ir.All) and not spells:  # "Black creatures get +2/+0": its set, fixed now (418.3b)
        g.said.note_fixed_set(described=(eff.timestamp, described.filters, ctx.controller, ctx.source_name))
    names = ", ".join(g.describe(o) for o in affected)
    said = _verb_agrees(text, len(affected))
    g.tracer.step(f"{names}: {said}{' ' + duration if dur in (ir.UNTIL_END_OF_TURN, ir.UNTIL_END_OF_COMBAT) else ' ' + dur if lasts or paid or duration == ir.UNTIL_YOUR_NEXT_UPKEEP or dur.endswith(chr(39) + 's next untap step') else ''}"
                  f"{' (no duration is stated: until the end of the game)' if dur == ir.FOREVER else ''}"
                  f"{' (an edit of a spell on the stack)' if spells else ''}", *(("415.1",) if spells and rule != "415.1" else ()), rule,
                  *(("418.3a",) if rule != "418.3a" else ()), "418.3b", kind="effect")  # its duration (418.3a: none stated, the game); its set fixed
    if stated_with_type:  # Veil of Birds under Humility (audit 8480): its flying is the type change's, not a later grant
        verb, _, what = text.partition(" ")
        what = f"the loss of {what}" if verb == "loses" else what if verb in ("gains", "is", "becomes") else text
        g.tracer.step(f"{what[:1].upper()}{what[1:]} is stated in {possessive(ctx.source_name)} type-changing words: an "
                      f"initial value, so effects that don't change {'its' if len(affected) == 1 else 'their'} type "
                      f"still apply on top of it, whatever their timestamps", "214.5", kind="effect")
    if isinstance(described, ir.All) and not spells:
        _left_out(ctx, described, fixed)
    events.say_outside_fixed_sets(g, affected)
    others = [e for e in ordered_effects(g) if e is not eff and any(
        e.applies_to(g, g.objects[o], printed(g, g.objects[o])) for o in affected)]
    # The effects this resolution began before this one (Hopping Automaton's "-1/-1 and gains flying"):
    # not "other" effects unless the order between them matters; and the others are said once per
    # resolution for the same permanents (audit 7874), unless this one conflicts where those didn't.
    begun = ctx.results.setdefault(_BEGUN, [])
    siblings = [e for e in others if any(e is b for b in begun)]
    if siblings and not _conflicts(g, eff, siblings, affected):
        others = [e for e in others if not any(e is b for b in siblings)]
    begun.append(eff)
    said_for = ctx.results.setdefault(_OTHERS_SAID, {})
    if (others and kind is not EffectKind.TYPE and kind is not EffectKind.SWITCH_PT
            and not any(e.kind is EffectKind.SWITCH_PT for e in others)):
        before = said_for.get(fixed)
        if before is not None and all(any(e is b for b in before) for e in others) \
                and not _conflicts(g, eff, others, affected):
            others = []  # said already, as this resolution's first effect on them began
        elif others:
            said_for[fixed] = others
    if others and kind in INITIAL_LEVEL and all(e.kind in INITIAL_LEVEL for e in others):
        # (the values a type change states, 214.5, are at its level: Chimeric Sphere's "loses flying" after
        # its other ability's "with flying", timestamp order between them)
        alike = kind is EffectKind.TYPE and all(e.kind is EffectKind.TYPE for e in others)
        g.tracer.step(f"Other {'type-changing effects' if alike else 'type-changing effects or values they state'} also "
                      f"apply to {names} ({_effect_texts(others)}): "
                      f"they apply in dependency and timestamp order, this later one last unless one depends on "
                      f"another", "214.4" if alike else "214.5", "418.5c", kind="effect")
    elif others and kind in INITIAL_LEVEL:
        g.tracer.step(f"Other continuous effects also apply to {names} ({_effect_texts(others)}): "
                      f"this one {'changes its type' if kind is EffectKind.TYPE else 'is stated by a type change'}, "
                      f"so it sets initial values and applies before those that don't, "
                      f"whatever the timestamps", "214.5", "418.5c", kind="effect")
    elif others and kind is EffectKind.SWITCH_PT:
        pass  # it applies after them all, whatever the timestamps (said by _switch_pt)
    elif others and any(e.kind is EffectKind.SWITCH_PT for e in others):
        switch = next(e for e in others if e.kind is EffectKind.SWITCH_PT)
        g.tracer.step(f"{possessive(names)} power and toughness are switched ({switch.text}): the switch applies after every "
                      f"other effect, whatever the timestamps, so this later one changes the values before they are "
                      f"switched (as the switching card was printed: \"effects that alter power alter toughness "
                      f"instead, and vice versa\"; not timestamp order, 418.5c)", "418.5c", "418.5d", kind="effect")
    elif others:
        # "the latest wins" only where they conflict: +1/+1 and +3/+3 add up in either order
        conflict = any(order_matters(g, g.objects[o], [eff], [e for e in others if e.applies_to(
            g, g.objects[o], printed(g, g.objects[o]))]) for o in affected)
        # (Thoughtlace's "becomes blue" and Meng Huo's "Other green creatures you control get +1/+1": no
        # conflict in the values, but one depends on the other, 418.5b — the order does matter, and
        # events.dependency_decides says which applies first; audit 14843)
        dependent = not conflict and any(depends_on(g, eff, e) or depends_on(g, e, eff) for e in others)
        how = (", so the latest wins where they conflict" if conflict else "" if dependent else
               " — here none conflicts with this one: the order changes nothing")
        g.tracer.step(f"Other continuous effects also apply to {names} ({_effect_texts(others)}): "
                      f"they apply in dependency order, then timestamp order{how} "
                      f"(this one's timestamp is now, as it resolves: glossary \"Timestamp Order\")",
                      "418.5c", "418.5d", kind="effect")
        events.dependency_decides(g, [eff], others)


#: The keys of ``Ctx.results`` holding the continuous effects the resolution began so far, and, by the
#: set of permanents affected, the other effects a step said apply to them too (418.5c).
_BEGUN = "continuous effects begun"
_OTHERS_SAID = "other continuous effects said"


def _conflicts(g, eff, others: list, affected: list[int]) -> bool:
    """Whether ``eff`` and ``others`` conflict on some permanent of ``affected`` (the order between
    them changes its characteristics: 418.5c)."""
    return any(order_matters(g, g.objects[o], [eff], [e for e in others if e.applies_to(
        g, g.objects[o], printed(g, g.objects[o]))]) for o in affected)


#: At most this many permanents left out of a group effect are named; any more are counted.
_LEFT_OUT_NAMED = 4


def _left_out(ctx: Ctx, described: ir.All, fixed: frozenset) -> None:
    """The permanents in play a group effect's description leaves out only by their combat status
    or their controller ("Attacking creatures get +2/+0": a blocker, a creature that stayed home;
    "Creatures you control": the opponent's) — said in one step as the set is fixed (418.3b),
    each with why (not attacking, 308.5; not blocking, 309.3; not the controller's, "you" being the controller of the
    spell or ability). Audit 7773 (Trumpet Blast, Warrior's Charge as printed)."""
    g = ctx.game
    you = ctx.controller
    flts = [f for f in described.filters if isinstance(f, ir.Filter)]
    if len(flts) != len(described.filters) or not any(f.status or f.controller for f in flts):
        return
    why: dict[int, str] = {}
    for o in g.in_play:
        if o in fixed or any(matches(g, f, o, you, ctx.source) for f in flts):
            continue
        for f in flts:
            if not (f.status or f.controller) or not matches(g, replace(f, status=(), controller=None), o, you, ctx.source):
                continue
            reasons = []
            if f.status and not matches(g, replace(f, controller=None), o, you, ctx.source):
                obj = g.objects[o]
                words = " or ".join(f.status)
                reasons.append(f"blocking, not {words}" if obj.blocking and "attacking" in f.status
                               else f"attacking, not {words}" if obj.attacking and "blocking" in f.status
                               else f"not {words}")
            if f.controller and not matches(g, replace(f, status=()), o, you, ctx.source):
                reasons.append(f"controlled by {g.controller_of(o)}, not {you}" if f.controller is ir.PlayerRelation.YOU
                               else f"controlled by {g.controller_of(o)}")
            why[o] = "; ".join(reasons)
            break
    if not why:
        return
    said = [f"{g.describe(o)} ({w})" for o, w in list(why.items())[:_LEFT_OUT_NAMED]]
    more = len(why) - _LEFT_OUT_NAMED
    named = (", ".join(said) + f" or {more} more" if more > 0
             else said[0] if len(said) == 1 else ", ".join(said[:-1]) + " or " + said[-1])
    status = {st for f in flts for st in f.status}
    rules = ("418.3b", *(("308.5",) if "attacking" in status else ()),
             *(("309.3",) if status & {"blocking", "blocked", "unblocked"} else ()))
    g.tracer.step(f"{possessive(ctx.source_name)} effect doesn't apply to {named}: it applies only to "
                  f"{'each ' + phrasebook.filter_phrase(flts[0], you, trace=True) if len(flts) == 1 else 'the permanents it describes'}"
                  f", chosen as it resolves, and that set won't change afterwards", *rules, kind="effect")


def _effect_texts(effects: list) -> str:
    """The words of up to three continuous effects, each said once (Humility's two effects — the
    abilities lost, the base power and toughness — carry the same words); any more are counted, not
    left unsaid (audit 5248: Urza's Avenger's fourth activation named flying and trample, not banding)."""
    texts = list(dict.fromkeys(e.text.rstrip(".") for e in effects))
    more = len(texts) - 3
    return "; ".join(texts[:3] + ([f"and {more} more"] if more > 0 else []))


def report_pt(ctx: Ctx, oids: list[int]) -> None:
    """Say each of ``oids``' power and toughness now, as an effect has just changed them (418.5c),
    with how they are reached where counters count (glossary "Characteristics"); nothing of one
    with no power."""
    g = ctx.game
    for o in oids:
        ch = g.chars(o)
        if ch.power is not None:
            counted = g.exists(o) and any(counter_pt({k: n}) != (0, 0) for k, n in g.objects[o].counters.items())
            g.tracer.step(f"{g.describe(o)} is now {ch.power}/{ch.toughness}"
                          + (" (its initial values, then its counters, then continuous effects: glossary "
                             "\"Characteristics\")" if counted else ""), "418.5c", kind="pt")
