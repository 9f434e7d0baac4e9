"""Replacement and prevention effects (419): one pipeline every event passes through.

An event about to happen (:class:`judge.engine.events.Event`: ``destroy``, ``damage``, and
any other kind a later effect watches for) goes through :func:`replace_event` before it is
applied. Each applicable :class:`Replacement` modifies it, replaces it with something else,
or prevents it (returns None: the event never happens and triggers nothing, 410.7, 419.5).
Each effect gets one opportunity per event (419.6a); when several apply, the affected
player (or the controller of the affected permanent) chooses which applies first, and the
others are then checked against the modified event (419.8a, 419.8b).

Events that pass through it: ``destroy``, ``damage``, ``zone`` (the destination and
position may be changed), ``draw`` and ``life`` (gaining life). The effects in this issue:

* regeneration (419.6b), the first replacement effect: a shield that replaces the next
  destruction of the permanent this turn with "remove all damage from it, tap it, and (if
  it's in combat) remove it from combat". Destruction by lethal damage (420.5c) is
  destruction; toughness 0 (420.5b) and sacrifice are not, and "can't be regenerated"
  destruction ignores the shield;
* prevention shields (419.7b, 419.7c) and protection's damage prevention (502.7b).
"""

from __future__ import annotations

from dataclasses import replace

from typing import Any, Callable, Iterable, Optional

from judge._speed.fastdataclass import dataclass_for
from judge.cards import ir
from judge.cards.ir import ReplacedEvent
from judge.cards import phrasebook
from judge.cards.english import possessive, with_article
from judge.dsl.ast import OrderReplacements
from judge.engine import events
from judge.engine.context import Ctx, Unsupported, check_condition, refer, run_effects, static_abilities, static_rules
from judge.engine.decider import OpenChoice, Orders, yes_no
from judge.engine.events import Event
from judge.engine.filters import chosen_on_entry
from judge.engine.game import Game
from judge.engine.kinds import ChoiceKind, EventKind, ShieldKind
from judge.engine.outcome import Choice, ChoiceKey
from judge.engine.replacement_names import is_of, line_name, names_maker
from judge.engine.targets import matches, protected_from
from judge.zones import Zone

dataclass = dataclass_for("engine")


@dataclass(frozen=True)
class ShieldMemory:
    """What a replacement or prevention effect keeps, beside its functions: set as it is made,
    changed only by :meth:`judge.engine.state.Replacements.update_replacement` (what is left of a
    shield, 419.7b), so a copy of the game carries its own (Game.save). Each field one kind of
    thing, none a free-form key."""

    #: Its identity for 419.6a (one opportunity per event): static effects are rebuilt at each
    #: look, so they carry a key naming their source and ability (None: the object itself).
    key: Any = None
    #: Said once when it has already applied to an event (419.6a).
    note_once: bool = False
    #: What makes two copies of one static ability interchangeable for 419.8a ordering.
    ability: Any = None
    #: What is left of a shield of an amount (419.7b); None: all such damage.
    remaining: Optional[int] = None
    #: A "next time" shield (419.7c); the source whose damage dealt at once met it, while it lasts;
    #: and the shields one instruction made for several recipients, which are one "next time".
    next_time: bool = False
    spent: bool = False
    spent_on: Optional[int] = None
    group: Any = None
    #: A prevention shield made for one object or player (add_prevention_shield), as the
    #: board shows it: whom it protects, combat damage only, the one source it watches, the
    #: sources it leaves alone.
    protects: bool = False
    obj: Optional[int] = None
    player: Optional[str] = None
    combat: bool = False
    from_source: Optional[int] = None
    except_from: Any = None
    only_from: tuple = ()
    #: A redirection effect (419.1): damage dealt to another permanent or player instead (what
    #: Lava Burst's damage to a creature passes by, judge.engine.unpreventable)
    redirects: bool = False
    #: A permanent's protection (502.7b): the damage from sources of its quality prevented.
    protection: bool = False
    #: The words of the spell or ability whose resolution made it (Rock Hydra's "{R}: Prevent the next 1 damage …"),
    #: and the object that spell or ability is of: how a 419.8a ordering line names it among that object's effects
    #: (judge.engine.replacement_names).
    made_by: str = ""
    maker: Optional[int] = None


@dataclass(eq=False)
class Replacement:
    """A replacement or prevention "shield" (419.1) watching for one kind of event.

    ``apply`` returns the modified event, or None when the event is replaced wholesale or
    prevented. ``duration`` ``this turn`` effects end in the cleanup step (314.1b); ``once``
    effects are used up after applying once (a regeneration shield, "the next time").
    """

    kind: ShieldKind
    event: EventKind  # the kind of event it watches
    text: str  # its source, as the trace and 419.8a ordering name it
    applies: Callable[[Game, Any], bool]
    #: (game, event, this replacement) -> the modified event; state it keeps is in ``memory``
    apply: Callable[[Game, Any, "Replacement"], Optional[Any]]
    source: Optional[int] = None
    controller: Optional[str] = None
    duration: str = "this turn"
    once: bool = False
    used_up: bool = False
    memory: ShieldMemory = ShieldMemory()
    #: (game, event) -> why this shield, on the event's very object or player, leaves it alone
    #: (words, rule, more rules…), or None: said at the event, so that a shield not applying is never silent
    why_not: Optional[Callable[[Game, Any], Optional[tuple[str, ...]]]] = None


def add(game: Game, r: Replacement) -> Replacement:
    """A replacement or prevention effect begins (419); one its source's resolving ability makes keeps that
    ability's words (:attr:`ShieldMemory.made_by`, for 419.8a's ordering lines)."""
    ctx = game.in_flight.ctx
    so = getattr(ctx, "so", None)
    if not r.memory.made_by and so is not None and so.text and ctx.source is not None \
            and r.source in (None, ctx.source):
        r = replace(r, memory=replace(r.memory, made_by=so.text, maker=ctx.source))
    game.replacements.add_replacement(r)
    return r


_ZONE_EVENTS = {ReplacedEvent.PUT_INTO_GRAVEYARD_FROM_PLAY: (Zone.IN_PLAY, Zone.GRAVEYARD),
                ReplacedEvent.LEAVES_PLAY: (Zone.IN_PLAY, None),
                ReplacedEvent.PUT_INTO_GRAVEYARD: (None, Zone.GRAVEYARD)}


def static_zone_replacements(game: Game) -> list:
    """The replacement effects of static abilities of permanents in play that watch zone
    changes (Gravebane Zombie: "When ~ would be put into a graveyard from play, instead put ~
    on top of its owner's library"), as (source id, ReplaceEvent, ability text)."""
    return [(sid, e, ab.text) for sid, _i, ab in static_abilities(game)
            for e in ab.effects if isinstance(e, ir.ReplaceEvent) and e.event in _ZONE_EVENTS]


def _zone_replacements(game: Game, ev) -> Iterable[Replacement]:
    for sid, rep, text in static_zone_replacements(game):
        frm, to = _ZONE_EVENTS[rep.event]
        if (frm is not None and ev.from_zone != frm) or (to is not None and ev.to_zone != to) or ev.obj is None:
            continue
        you = game.controller_of(sid) or game.objects[sid].owner
        if isinstance(rep.subject, ir.You):  # "a card would be put into your graveyard" (from anywhere)
            if ev.player != you:
                continue
        elif isinstance(rep.subject, ir.This):
            if ev.obj != sid:
                continue
        elif isinstance(rep.subject, ir.Filter):
            if not matches(game, rep.subject, ev.obj, you, sid):
                continue
        else:
            continue
        moves = [e for e in rep.instead if isinstance(e, ir.MoveTo)]
        if len(moves) != 1 or len(rep.instead) != 1:
            raise Unsupported(f"{game.describe(sid)}: the engine can't apply this replacement yet ({text})")
        mv = moves[0]

        def apply(g, e, this, mv=mv, sid=sid, text=text):
            where = {Zone.LIBRARY: f"on {phrasebook.LIBRARY_POSITION_WORDS[mv.position]} of its owner's library", Zone.HAND: "into its owner's hand",
                     Zone.REMOVED: "out of the game"}.get(mv.zone, f"into its owner's {mv.zone}")
            frm_text = " from play" if e.from_zone == Zone.IN_PLAY else ""
            g.tracer.step(f"{g.describe(e.obj)} would be put into a graveyard{frm_text}; instead it is put {where} "
                          f"({g.describe(sid)}: {text})", "419.1", "419.5", "419.2", kind="replace")
            return replace(e, to_zone=mv.zone, position=mv.position)

        yield Replacement(ShieldKind.REPLACEMENT, EventKind.ZONE, f"{possessive(game.describe(sid))} replacement", lambda g, e: True, apply,
                          source=sid, duration="static")


def _static_prevention(game: Game, ev) -> Iterable[Replacement]:
    """Prevention effects of static abilities (419.7a) of permanents in play: Gaseous Form's
    "Enchanted creature deals no combat damage" and "Prevent all combat damage that would be
    dealt to enchanted creature"."""
    for sid, i, ab in static_abilities(game):
        for j, e in enumerate(ab.effects):
            if not isinstance(e, ir.PreventDamage) or e.duration != ir.WHILE_IN_PLAY:
                continue
            if e.combat_only and not ev.combat:
                continue
            src = game.objects[sid]
            ctx = Ctx(game=game, controller=game.controller_of(sid) or src.owner, source=sid,
                      source_name=src.display(), targets=[])
            if ab.condition is not None and not check_condition(ctx, ab.condition):
                continue  # "as long as …": only while it holds (418.4)
            if e.source is not None and not _is_source(ctx, e.source, ev.source):
                continue
            if e.to:
                recipients = [x for r in e.to for x in refer(ctx, r)]
                if not ((ev.obj is not None and ev.obj in recipients) or (ev.player is not None and ev.player in recipients)):
                    continue
            if e.per_counter is not None:
                # Rock Hydra (added, session 44): "For each 1 damage that would be dealt to ~, if it has a +1/+1
                # counter on it, remove a +1/+1 counter from it and prevent that 1 damage" — as much of the
                # event as it has counters now (419.2), one removed for each 1 prevented, the rest dealt (419.7a)
                def apply_counters(g, ev2, this, kind=e.per_counter, text=ab.text, sid=sid):
                    name = g.describe(sid)
                    have = g.objects[sid].counters.get(kind, 0)
                    prevented = min(have, ev2.amount)
                    left = ev2.amount - prevented
                    by = g.describe(ev2.source) if ev2.source is not None and g.exists(ev2.source) else "its source"
                    g.tracer.step(f"{by} would deal {ev2.amount} {'combat ' if ev2.combat else ''}damage to {name}, "
                                  f"which has {have} {kind} counter{'' if have == 1 else 's'}: {prevented} of it "
                                  f"is prevented, one {kind} counter removed for each 1, {left} is dealt ({name}: {text})",
                                  "419.7a", "419.2", kind="prevent")
                    events.remove_counters(g, sid, kind, prevented, "419.7a")
                    return replace(ev2, amount=left) if left > 0 else None

                yield Replacement(ShieldKind.PREVENTION, EventKind.DAMAGE, f"{src.display()} ({ab.text})",
                                  lambda g, x, sid=sid, kind=e.per_counter: x.amount > 0 and g.objects[sid].counters.get(kind, 0) > 0,
                                  apply_counters, source=sid, duration="static", memory=ShieldMemory(key=("static", sid, i, j)))
                continue
            if e.of_each and isinstance(e.amount, int) and not e.next_time:
                # Urza's Armor (added, stat): "prevent 1 of that damage" — part of each damage
                # event, the rest dealt (419.7a); one opportunity per event (419.6a's key)
                def apply_part(g, ev2, this, n=e.amount, text=ab.text, name=src.display()):
                    prevented = min(n, ev2.amount)
                    left = ev2.amount - prevented
                    by = g.describe(ev2.source) if ev2.source is not None and g.exists(ev2.source) else "its source"
                    g.tracer.step(f"{by} would deal {ev2.amount} {'combat ' if ev2.combat else ''}damage to "
                                  f"{g.describe(ev2.obj) if ev2.obj is not None else ev2.player}: {prevented} of it "
                                  f"is prevented, {left} is dealt ({name}: {text})", "419.7a", "419.2", kind="prevent")
                    return replace(ev2, amount=left) if left > 0 else None

                yield Replacement(ShieldKind.PREVENTION, EventKind.DAMAGE, f"{src.display()} ({ab.text})",
                                  lambda g, x: x.amount > 0, apply_part, source=sid, duration="static",
                                  memory=ShieldMemory(key=("static", sid, i, j)))
                continue
            if e.amount is not None or e.next_time:
                raise Unsupported(f"{src.display()}: the engine can't apply this static prevention yet ({ab.text})")

            what = (" or ".join(phrasebook.filter_words(f) for f in e.source.filters) if isinstance(e.source, ir.All) else "")

            def apply(g, ev2, this, text=ab.text, name=src.display(), what=what):
                if what and _gone(g, ev2.source):
                    last = g.lki[ev2.source][0]
                    g.tracer.step(f"{ev2.amount} {'combat ' if ev2.combat else ''}damage "
                                  f"{'to ' + (g.describe(ev2.obj) if ev2.obj is not None else str(ev2.player))} "
                                  f"is prevented ({name}: {text}): its source, {last.display()}, has left play and "
                                  f"was {with_article(what)} as it last existed in play", "419.7a", "413.2f",
                                  kind="prevent")
                    return None
                g.tracer.step(f"{ev2.amount} {'combat ' if ev2.combat else ''}damage "
                              f"{'to ' + (g.describe(ev2.obj) if ev2.obj is not None else str(ev2.player))} "
                              f"is prevented ({name}: {text})", "419.7a", kind="prevent")
                return None

            yield Replacement(ShieldKind.PREVENTION, EventKind.DAMAGE, f"{src.display()} ({ab.text})", lambda g, x: True, apply,
                              source=sid, duration="static")


def _static_prevention_left_alone(game: Game, ev) -> Iterable[tuple[str, str]]:
    """Why a static prevention of the damage dealt to its own permanent by a kind of source leaves
    this damage alone (Bronze Horse: "… to ~ by spells that target it", Desert Nomads: "… by
    Deserts", Camel: "… Deserts would deal to ~ and to …"): the source isn't of that kind as the damage would be dealt (419.7a), or it is, but the
    ability's "as long as" condition doesn't hold now (418.4a). So too a local enchantment's prevention of the damage
    dealt to the permanent it enchants (Chromatic Armor: "… to enchanted creature by sources of the last chosen
    color"; added, session 72, h6)."""
    if ev.kind is not EventKind.DAMAGE or ev.amount <= 0 or ev.obj is None:
        return
    for sid, _i, ab in static_abilities(game):
        on_it = sid != ev.obj and game.objects[sid].attached_to == ev.obj
        if sid != ev.obj and not on_it:
            continue
        for e in ab.effects:
            if not on_it and isinstance(e, ir.PreventDamage) and e.per_counter is not None \
                    and e.duration == ir.WHILE_IN_PLAY and not game.objects[sid].counters.get(e.per_counter, 0):
                # Rock Hydra with no +1/+1 counter left: nothing to remove, no damage prevented (419.7a)
                name = game.describe(sid)
                yield (f"{name} has no {e.per_counter} counter on it: none of the {ev.amount} damage to it is "
                       f"prevented ({name}: {ab.text})", "419.7a")
                continue
            if not isinstance(e, ir.PreventDamage) or e.duration != ir.WHILE_IN_PLAY or e.source is None \
                    or (ir.Enchanted() if on_it else ir.This()) not in e.to or (e.combat_only and not ev.combat) \
                    or e.of_each:
                continue
            src = game.objects[sid]
            ctx = Ctx(game=game, controller=game.controller_of(sid) or src.owner, source=sid,
                      source_name=src.display(), targets=[])
            by = game.describe(ev.source) if ev.source is not None and game.exists(ev.source) else "its source"
            if not _is_source(ctx, e.source, ev.source):
                kinds = e.source.filters if isinstance(e.source, ir.All) else ()
                what = with_article(" or ".join(phrasebook.filter_words(f) for f in kinds) or "a source it names")
                color = (chosen_on_entry(game, sid, ir.EntryChoice.COLOR)
                         if any(ir.CHOSEN_COLOR in getattr(f, "colors", ()) for f in kinds) else None)
                if color:  # the chosen color named (Chromatic Armor: "… of the chosen color, black", 410.10e)
                    what = f"{what}, {color}"
                elif any(ir.CHOSEN_COLOR in getattr(f, "colors", ()) for f in kinds):
                    # none chosen yet (Chromatic Armor as printed, added session 73, h7: its comes-into-play ability
                    # chooses the colour as it resolves, 413.2c): no source is of it
                    what = f"{what}: no color is chosen for it yet"
                if _gone(game, ev.source):  # looked at as it last existed in play (413.2f)
                    yield (f"{possessive(src.display())} prevention doesn't apply: the damage is dealt by "
                           f"{game.lki[ev.source][0].display()}, which has left play and wasn't {what} "
                           f"as it last existed in play ({src.display()}: {ab.text})", "419.7a", "413.2f")
                    continue
                yield (f"{possessive(src.display())} prevention doesn't apply: the damage is dealt by {by}, which isn't "
                       f"{what} ({src.display()}: {ab.text})", "419.7a")
            elif ab.condition is not None and not check_condition(ctx, ab.condition):
                yield (f"{possessive(src.display())} prevention doesn't apply: the damage is dealt by {by}, but the ability's "
                       f"condition doesn't hold now ({src.display()}: {ab.text})", "418.4a")


def _static_combat_prevention_left_alone(game: Game, ev) -> Iterable[tuple[str, str]]:
    """Why a static prevention of combat damage only leaves this noncombat damage alone though its
    source or recipient is the one it names (Demonic Torment: "Prevent all combat damage that would
    be dealt by enchanted creature", its creature's {T} ability dealing damage; audit 7369): combat
    damage is only what attacking and blocking creatures deal in the combat damage step (glossary
    "Combat Damage"), and the prevention applies to the damage it describes (419.7a)."""
    if ev.kind is not EventKind.DAMAGE or ev.amount <= 0 or ev.combat:
        return
    for sid, _i, ab in static_abilities(game):
        for e in ab.effects:
            if not isinstance(e, ir.PreventDamage) or e.duration != ir.WHILE_IN_PLAY or not e.combat_only \
                    or e.of_each or e.per_counter is not None or (e.source is None and not e.to):
                continue
            src = game.objects[sid]
            ctx = Ctx(game=game, controller=game.controller_of(sid) or src.owner, source=sid,
                      source_name=src.display(), targets=[])
            if e.source is not None and not _is_source(ctx, e.source, ev.source):
                continue
            if e.to:
                recipients = [x for r in e.to for x in refer(ctx, r)]
                if not ((ev.obj is not None and ev.obj in recipients) or (ev.obj is None and ev.player in recipients)):
                    continue
            if ab.condition is not None and not check_condition(ctx, ab.condition):
                continue
            by = game.describe(ev.source) if ev.source is not None and game.exists(ev.source) else "its source"
            to = game.describe(ev.obj) if ev.obj is not None else ev.player
            yield (f"{possessive(src.display())} prevention doesn't apply: the {ev.amount} damage {by} would deal to {to} isn't "
                   f"combat damage, which only attacking and blocking creatures deal in the combat damage step "
                   f"(glossary \"Combat Damage\") ({src.display()}: {ab.text})", "419.7a")


def _is_source(ctx: Ctx, ref: Any, source: Any) -> bool:
    """Whether the damage's ``source`` is one of the sources ``ref`` describes: "sources of the
    chosen color" (Prismatic Ward) are spells on the stack too, not only permanents (a source is
    any object that deals damage: 419.7c, glossary "Source")."""
    if source in refer(ctx, ref):
        return True
    game = ctx.game
    if isinstance(ref, ir.All) and isinstance(source, int) and game.exists(source):
        return any("source" in f.extra and matches(game, f, source, ctx.controller, ctx.source, zone_check=False)
                   for f in ref.filters)
    if isinstance(ref, ir.All) and isinstance(source, int) and source in game.lki:
        # a source that has left play (Rod of Ruin destroyed with its ability on the stack) is
        # looked at as it last existed in play (402.6, 413.2f; Argothian Treefolk, audit 7571)
        return any(_of_kind(game, f, source, ctx) for f in ref.filters)
    return False


def _gone(game: Game, source: Any) -> bool:
    """Whether the damage's ``source`` has left play and is looked at as it last existed (413.2f)."""
    return isinstance(source, int) and not game.exists(source) and source in game.lki


def redirected(game: Game, ev, new_to: Any, why: str, *rules: str) -> Any:
    """``ev`` (damage) dealt to ``new_to`` (an object id or a player) instead (419.1), in the
    trace with ``why`` (the effect's source and words)."""
    old = ev.player if ev.obj is None else game.describe(ev.obj)
    game.tracer.step(f"{ev.amount} damage that would be dealt to {old} is dealt to "
                     f"{new_to if isinstance(new_to, str) else game.describe(new_to)} instead ({why}); its source and kind "
                     f"stay the same (glossary \"Redirect\")", "419.1", "419.5", "419.2", *rules, kind="replace")
    return replace(ev, obj=None, player=new_to) if isinstance(new_to, str) else replace(ev, obj=new_to, player=None)


def _redirections_to_this(game: Game, ev, from_a_kind_only: bool = False) -> Iterable[tuple]:
    """The static redirection effects (``ir.RedirectDamage``) whose ability's condition holds and
    whose damaged player or creature is this event's — (source id, ability index, ability, effect
    index, effect, its context); ``from_a_kind_only``: only those that name the kind of source
    whose damage they take ("… by artifacts")."""
    for sid, i, ab in static_abilities(game):
        for j, e in enumerate(ab.effects):
            if not isinstance(e, ir.RedirectDamage) or (e.combat_only and not ev.combat) \
                    or (from_a_kind_only and not isinstance(e.source, ir.Filter)):
                continue
            ctx = _holding(game, sid, ab)
            if ctx is None:
                continue
            recipients = [x for r in e.to for x in refer(ctx, r)]
            if (ev.obj is not None and ev.obj in recipients) or (ev.obj is None and ev.player in recipients):
                yield sid, i, ab, j, e, ctx


def _static_redirections(game: Game, ev) -> Iterable[Replacement]:
    """Redirection effects of static abilities (419.1): "All damage that would be dealt to you is
    dealt to enchanted creature instead" (Pariah), "… by unblocked creatures is dealt to ~
    instead, as long as ~ is untapped" (Veteran Bodyguard: only while its condition holds).
    Each gets one opportunity per event (419.6a)."""
    for sid, i, ab, j, e, ctx in _redirections_to_this(game, ev):
        if isinstance(e.source, ir.Filter) and not _of_kind(game, e.source, ev.source, ctx):
            continue  # a source gone is looked at as it last existed in play (413.2f; audit 7571)
        new = refer(ctx, e.new_recipient)
        if not new or new[0] in (ev.obj, ev.player):
            continue
        src = game.objects[sid]

        def apply(g, ev2, this, new_to=new[0], why=f"{src.display()}: {ab.text}", kind=e.source):
            if isinstance(kind, ir.Filter) and _gone(g, ev2.source):
                return redirected(g, ev2, new_to, f"{why} — its source, {g.lki[ev2.source][0].display()}, has left "
                                  f"play and was {with_article(phrasebook.filter_words(kind))} as it last existed in play",
                                  "413.2f")
            return redirected(g, ev2, new_to, why)

        yield Replacement(ShieldKind.REPLACEMENT, EventKind.DAMAGE, f"{possessive(src.display())} redirection", lambda g, x: True, apply,
                          source=sid, duration="static", memory=ShieldMemory(key=("static", sid, i, j), redirects=True))


def _static_redirections_left_alone(game: Game, ev) -> Iterable[tuple[str, str]]:
    """Why a static redirection on this very player or creature leaves this damage alone: its
    source isn't of the kind the ability names (Martyrs of Korlis: "all damage that would be dealt
    to you by artifacts" — a Shock's damage is dealt to its controller as usual). A replacement
    effect watches only for the event it describes (419.1)."""
    if ev.kind is not EventKind.DAMAGE or ev.amount <= 0:
        return
    for sid, _i, ab, _j, e, ctx in _redirections_to_this(game, ev, from_a_kind_only=True):
        if _of_kind(game, e.source, ev.source, ctx):
            continue
        src = game.objects[sid]
        what = phrasebook.filter_words(e.source)
        by = game.describe(ev.source) if ev.source is not None and game.exists(ev.source) else "its source"
        yield (f"{possessive(src.display())} redirection doesn't apply: the damage is dealt by {by}, which isn't "
               f"{with_article(what)} ({src.display()}: {ab.text})", "419.1")


def _damage_replacements(game: Game, ev) -> Iterable[Replacement]:
    """Damage-replacement effects of static abilities of permanents in play (419.6a's example:
    "Instead of dealing their normal damage, creatures you control deal double that damage").
    Each is keyed by its source and ability, so that it gets one opportunity per event (419.6a)
    although it is rebuilt at each look."""
    if ev.source is None:
        return
    for sid, i, ab in static_abilities(game):
        for j, e in enumerate(ab.effects):
            if not isinstance(e, ir.ReplaceEvent) or e.event is not ReplacedEvent.DEALS_DAMAGE:
                continue
            you = game.controller_of(sid) or game.objects[sid].owner
            if isinstance(e.subject, ir.Filter) and e.subject.extra == ("any source",):
                pass  # Furnace of Rath: whatever the source, in play or not (419.6a)
            elif isinstance(e.subject, ir.Filter):
                if not game.exists(ev.source) or not matches(game, e.subject, ev.source, you, sid):
                    continue
            elif not (isinstance(e.subject, ir.This) and ev.source == sid):
                continue
            if len(e.instead) != 1 or not isinstance(e.instead[0], ir.ScaleDamage):
                raise Unsupported(f"{game.describe(sid)}: the engine can't apply this replacement yet ({ab.text})")
            factor, plus = e.instead[0].factor, e.instead[0].plus

            def apply(g, ev2, this, factor=factor, plus=plus, sid=sid, text=ab.text):
                # (Benevolent Unicorn's "minus 1" of 1 damage: none — an amount is never below 0)
                new = max(ev2.amount * factor + plus, 0)
                to = g.describe(ev2.obj) if ev2.obj is not None else ev2.player
                g.tracer.step(f"{g.describe(ev2.source)} would deal {ev2.amount} damage to {to}; instead it deals {new} "
                              f"({g.describe(sid)}: {text})", "419.1", "419.6a", kind="replace")
                return replace(ev2, amount=new)

            yield Replacement(ShieldKind.REPLACEMENT, EventKind.DAMAGE, f"{possessive(game.describe(sid))} replacement", lambda g, x: True, apply,
                              source=sid, duration="static", memory=ShieldMemory(key=("static", sid, i, j), note_once=True,
                                                                            ability=("deals damage", ab.text)))


def _damage_replacements_left_alone(game: Game, ev) -> Iterable[tuple[str, str]]:
    """Why a static "if a [kind of source] would deal damage" replacement leaves this damage alone:
    its source isn't of that kind (Benevolent Unicorn's "If a spell would deal damage …" and
    Prodigal Sorcerer's ability; Sulfuric Vapors' "a red spell" and a blue one). A replacement effect
    watches for the event it describes (419.1); an ability's source is the permanent, not a spell
    (glossary "Spell")."""
    if ev.kind is not EventKind.DAMAGE or ev.amount <= 0 or ev.source is None:
        return
    for sid, _i, ab in static_abilities(game):
        for e in ab.effects:
            if not isinstance(e, ir.ReplaceEvent) or e.event is not ReplacedEvent.DEALS_DAMAGE \
                    or not isinstance(e.subject, ir.Filter) or e.subject.extra == ("any source",):
                continue
            you = game.controller_of(sid) or game.objects[sid].owner
            if game.exists(ev.source) and matches(game, e.subject, ev.source, you, sid):
                continue  # (it applies: _damage_replacements)
            name = game.describe(sid)
            by = game.describe(ev.source) if game.exists(ev.source) else "its source"
            yield (f"{possessive(name)} replacement doesn't apply: the damage is dealt by {by}, which isn't "
                   f"{with_article(phrasebook.filter_words(e.subject))} ({name}: {ab.text})", "419.1")


def _damage_replaced_by_instructions(game: Game, ev) -> Iterable[Replacement]:
    """Static replacement effects of damage that would be dealt to a creature or player, by
    instructions (Lichenthrope: "If damage would be dealt to ~, put that many -1/-1 counters on it
    instead"; Crumbling Sanctuary: "… to a player, that player exiles that many cards from the top
    of their library instead"). The damage is never dealt: the instructions happen instead (419.1,
    419.5), "that many" the damage, "that player" the one it would have been dealt to. Once an
    event is no longer damage, no other damage effect applies to it (the event is marked
    ``replaced``)."""
    for sid, i, ab in static_abilities(game):
        for j, e in enumerate(ab.effects):
            if not isinstance(e, ir.ReplaceEvent) or e.event is not ReplacedEvent.DEALT_DAMAGE:
                continue
            src = game.objects[sid]
            you = game.controller_of(sid) or src.owner
            ctx = Ctx(game=game, controller=you, source=sid, source_name=src.display(), targets=[])
            if ab.condition is not None and not check_condition(ctx, ab.condition):
                continue
            to = refer(ctx, e.subject)
            if not ((ev.obj is not None and ev.obj in to) or (ev.obj is None and ev.player in to)):
                continue

            def apply(g, ev2, this, e=e, sid=sid, text=ab.text, you=you):
                who = ev2.player if ev2.obj is None else g.describe(ev2.obj)
                by = g.describe(ev2.source) if ev2.source is not None and g.exists(ev2.source) else "its source"
                with g.tracer.nest(f"{by} would deal {ev2.amount} {'combat ' if ev2.combat else ''}damage to {who}; "
                                   f"instead ({g.describe(sid)}: {text}) — the damage is never dealt", "419.1", "419.5",
                                   kind="replace"):
                    c = Ctx(game=g, controller=you, source=sid, source_name=g.describe(sid), targets=[], event=ev2,
                            results={"damage dealt": ev2.amount, "event player": ev2.player})
                    run_effects(c, e.instead)
                return replace(ev2, replaced=True)

            yield Replacement(ShieldKind.REPLACEMENT, EventKind.DAMAGE, f"{possessive(game.describe(sid))} replacement",
                              lambda g, x: True, apply, source=sid, duration="static",
                              memory=ShieldMemory(key=("static", sid, i, j), ability=("dealt damage", ab.text)))


def _of_kind(game: Game, f: ir.Filter, source: Optional[int], ctx: Ctx) -> bool:
    """Whether the damage's ``source`` is of the kind ``f`` names ("an instant or sorcery source"),
    as it is or as it last existed (a spell on the stack, or one gone: 419.7c, glossary "Source")."""
    if source is None:
        return False
    if game.exists(source):
        return matches(game, f, source, ctx.controller, ctx.source, zone_check=False)
    if source in game.lki:
        return matches(game, f, source, ctx.controller, ctx.source, zone_check=False, obj=game.lki[source][0],
                       chars=game.lki[source][1])
    return False


def _damage_becomes_here(game: Game, ev) -> Iterable[tuple]:
    """The static "damage becomes N" rules (``ir.DamageBecomes``) on this damage's player whose
    source is of their kind: (source id, rule, context)."""
    if ev.kind is not EventKind.DAMAGE or ev.obj is not None or ev.player is None:
        return
    for sid, rule, ctx in static_rules(game, ir.DamageBecomes):
        if ev.player in refer(ctx, rule.what or ir.You()) and _of_kind(game, rule.filter, ev.source, ctx):
            yield sid, rule, ctx


def _damage_becomes(game: Game, ev) -> Iterable[Replacement]:
    """Forethought Amulet: "If an instant or sorcery source would deal 3 or more damage to you, it
    deals 2 damage to you instead" — the amount replaced (419.1), looked at as the damage would be
    dealt, after any effect applied before it (419.2)."""
    for sid, rule, _ctx in _damage_becomes_here(game, ev):
        def apply(g, ev2, this, rule=rule, sid=sid):
            what = phrasebook.filter_words(rule.filter)
            g.tracer.step(f"{g.describe(ev2.source)} would deal {ev2.amount} damage to {ev2.player}; it deals "
                          f"{rule.amount} damage instead ({g.describe(sid)}: {rule.at_least} or more damage from "
                          f"{with_article(what)} source)", "419.1", kind="replace")
            return replace(ev2, amount=rule.amount)

        yield Replacement(ShieldKind.REPLACEMENT, EventKind.DAMAGE, f"{possessive(game.describe(sid))} replacement",
                          lambda g, x, rule=rule: x.amount >= rule.at_least, apply, source=sid, duration="static",
                          memory=ShieldMemory(key=("becomes", sid, rule), ability=("damage becomes", rule)))


def _damage_becomes_left_alone(game: Game, ev) -> Iterable[tuple[str, str]]:
    """Why a "damage becomes N" rule on this very player leaves this damage alone (419.1: a replacement
    effect watches only for the event it describes): its source isn't of the kind the rule names, as it
    is or as it last existed (Forethought Amulet and a creature's combat damage, or a land's: audit
    13227), or it is, and the damage is less than the amount it watches for."""
    if ev.kind is not EventKind.DAMAGE or ev.obj is not None or ev.player is None or ev.amount <= 0:
        return
    for sid, rule, ctx in static_rules(game, ir.DamageBecomes):
        if ev.player not in refer(ctx, rule.what or ir.You()) or ev.source is None:
            continue
        by = game.describe(ev.source) if game.exists(ev.source) else game.last_known(ev.source)[0].display()
        said = f"{game.describe(sid)} doesn't change {possessive(by)} {ev.amount} damage to {ev.player}: "
        if not _of_kind(game, rule.filter, ev.source, ctx):
            what = with_article(phrasebook.filter_words(rule.filter))
            yield said + f"it watches for damage from {what} source, and {by} isn't one", "419.1"
        elif ev.amount < rule.at_least:
            yield said + f"it watches for {rule.at_least} or more damage", "419.1"


_PLAYER_EVENTS = {EventKind.LIFE: ReplacedEvent.GAIN_LIFE, EventKind.DRAW: ReplacedEvent.DRAW}


#: The events static replacement effects (419) are applied to, each with the shape of
#: replacement the engine carries out (judge.engine.support refuses the others).
STATIC_REPLACED_EVENTS: dict[ReplacedEvent, Callable[[Any], bool]] = {
    **{event: (lambda e: len(e.instead) == 1 and isinstance(e.instead[0], ir.MoveTo)) for event in _ZONE_EVENTS},
    ReplacedEvent.DEALS_DAMAGE: lambda e: len(e.instead) == 1 and isinstance(e.instead[0], ir.ScaleDamage),
    **{event: (lambda e: True) for event in _PLAYER_EVENTS.values()},
    ReplacedEvent.DEALT_DAMAGE: lambda e: True,
    # Clergy of the Holy Nimbus: "If ~ would be destroyed, regenerate it" (419.6b; _static_regeneration)
    ReplacedEvent.DESTROYED: lambda e: isinstance(e.subject, ir.This) and e.instead == (ir.Regenerate(ir.This()),),
}
#: Of those, the events whose replacement carries out its ``instead`` effects as effects
#: (run_effects); the others' are applied by the pipeline itself (a move, a damage factor).
RUNS_INSTEAD = frozenset(_PLAYER_EVENTS.values()) | {ReplacedEvent.DEALT_DAMAGE}


def has_static(game: Game, kind: EventKind) -> bool:
    """Whether a static ability of a permanent in play replaces events of ``kind``
    (``life``, ``draw``): the pipeline is consulted only then."""
    name = _PLAYER_EVENTS.get(kind)
    return any(isinstance(e, ir.ReplaceEvent) and e.event == name
               for _sid, _i, ab in static_abilities(game) for e in ab.effects)


def _player_replacements(game: Game, ev) -> Iterable[Replacement]:
    """Static replacement effects of a player's gaining life or drawing a card (419.8b's
    example: "For each 1 life you would gain, instead draw a card"; "Instead of drawing a
    card, return target card from your graveyard to your hand")."""
    name = _PLAYER_EVENTS[ev.kind]
    for sid, i, ab in static_abilities(game):
        for j, e in enumerate(ab.effects):
            if not isinstance(e, ir.ReplaceEvent) or e.event != name:
                continue
            src = game.objects[sid]
            you = game.controller_of(sid) or src.owner
            ctx = Ctx(game=game, controller=you, source=sid, source_name=src.display(), targets=[])
            if ev.player not in refer(ctx, e.subject):
                continue
            if ev.kind is EventKind.DRAW and any(isinstance(x, ir.MoveTo) and isinstance(x.what, ir.Chosen)
                                         and not _chosen_exists(game, ctx, x.what) for x in e.instead):
                continue  # nothing to return: the replacement can't be carried out

            def apply(g, ev2, this, e=e, sid=sid, text=ab.text, you=you):
                if e.optional and not yes_no(g, you, f"whether to apply {possessive(g.describe(sid))} replacement ({text})",
                                             "419.1"):
                    g.tracer.step(f"{you} chooses not to apply {possessive(g.describe(sid))} replacement: the event happens "
                                  f"as it would", "419.1", kind="replace")
                    return ev2
                nested = g.replacements.depth > 1
                what = f"gain {ev2.amount} life" if ev2.kind is EventKind.LIFE else "draw a card"
                rules = ("419.1", "419.8b") if nested else ("419.1",)
                extra = " (the event that replaced another is itself replaced: the effects combine)" if nested else ""
                with g.tracer.nest(f"{ev2.player} would {what}; instead ({g.describe(sid)}: {text}){extra}", *rules,
                                   kind="replace"):
                    times = ev2.amount if ev2.kind is EventKind.LIFE else 1
                    for _ in range(times):
                        # ("event player": whose event this replaces)
                        c = Ctx(game=g, controller=you, source=sid, source_name=g.describe(sid), targets=[],
                                results={"event player": ev2.player})
                        run_effects(c, e.instead)
                return None

            yield Replacement(ShieldKind.REPLACEMENT, ev.kind, f"{possessive(game.describe(sid))} replacement", lambda g, x: True, apply,
                              source=sid, duration="static", memory=ShieldMemory(key=("static", sid, i, j), note_once=True,
                                                                            ability=(name, ab.text)))


def _chosen_exists(game: Game, ctx, ref) -> bool:
    f = ref.filter
    return any(matches(game, f, o, ctx.controller, ctx.source, zone_check=True)
               for p in game.players for o in game.zones.get((p.name, f.zone), []))


_PROTECTION = ShieldMemory(protection=True)


def _static(game: Game, ev) -> Iterable[Replacement]:
    """Replacement/prevention effects that exist because of the game's state now."""
    if ev.kind in _PLAYER_EVENTS:
        yield from _player_replacements(game, ev)
    if ev.kind is EventKind.ZONE:
        yield from _zone_replacements(game, ev)
    if ev.kind is EventKind.DESTROY:
        yield from _static_regeneration(game, ev)
    if ev.kind is EventKind.DAMAGE:
        yield from _damage_replacements(game, ev)
        yield from _damage_replaced_by_instructions(game, ev)
        yield from _damage_becomes(game, ev)
        yield from _static_redirections(game, ev)
        yield from _static_prevention(game, ev)
    prot = _protection(game, ev)
    if prot:
        def apply(g, e, this, prot=prot):
            g.tracer.step(f"{e.amount} damage to {g.describe(e.obj)} is prevented: it has {prot}", "502.7b", kind="prevent")
            return None
        yield Replacement(ShieldKind.PREVENTION, EventKind.DAMAGE, f"{possessive(game.describe(ev.obj))} {prot}", lambda g, e: True, apply,
                          source=ev.obj, duration="static", memory=_PROTECTION)


def _protection(game: Game, ev) -> Optional[str]:
    """The protection (502.7b) that prevents this damage, as its words: the damaged creature's
    protection from a quality its source has (a source gone looked at as it last existed, 413.2f)."""
    if ev.kind is not EventKind.DAMAGE or ev.obj is None or ev.source is None or not game.exists(ev.obj):
        return None
    try:
        src_chars = game.last_known(ev.source)[1]
    except KeyError:
        src_chars = None
    return protected_from(game, ev.obj, src_chars)


def replace_event(game: Game, ev, applied: frozenset = frozenset(), prevented: Optional[list] = None) -> Optional[Any]:
    """419: pass ``ev`` through every applicable replacement and prevention effect.
    ``applied``: sources whose effects already modified this event (the draw Zur's Weirding
    lets happen is the event it modified: it doesn't apply again, 419.6a). ``prevented``: a
    list given, the event as it was when an effect left nothing of it and that effect are put in
    it (damage redirected, then prevented where it went: Pariah's onto a creature with protection):
    (the event, the effect's words, the rule that prevents it)."""
    if not game.replacements.items and not static_abilities(game) and _protection(game, ev) is None:
        # No shield made by a resolved effect, no static ability in play, no protection from this
        # damage's source: no replacement or prevention effect exists to apply, nor to say why it
        # doesn't (each why-not below is of one of those) — the event happens as it is (419.1;
        # a board of creatures and lands, each part of its combat damage: tests/engine/test_replacement91_h5.py)
        return ev
    tried: set = set()
    modified = set(applied)  # the sources that have modified this event so far
    if not applied:
        for r in game.replacements.items:  # a shield on the event's own object or player that leaves it alone says why
            if r.why_not is not None and not r.used_up and r.event == ev.kind:
                said = r.why_not(game, ev)
                if said is not None:
                    game.tracer.step(said[0], *said[1:], kind="prevent" if r.kind is ShieldKind.PREVENTION else "replace")
        if static_abilities(game):  # (each why-not below is of a static ability in play: none, nothing to say)
            for said in _static_redirections_left_alone(game, ev):
                game.tracer.step(said[0], said[1], kind="replace")
            for said in _static_prevention_left_alone(game, ev):
                game.tracer.step(said[0], said[1], kind="prevent")
            for said in _static_combat_prevention_left_alone(game, ev):
                game.tracer.step(said[0], said[1], kind="prevent")
            for said in _damage_replacements_left_alone(game, ev):
                game.tracer.step(said[0], said[1], kind="replace")
            for said in _damage_becomes_left_alone(game, ev):
                game.tracer.step(said[0], said[1], kind="replace")
            for said in _static_regeneration_left_alone(game, ev):
                game.tracer.step(said[0], said[1], kind="regenerate")
    said_barred: set = set()
    for _ in range(100):
        pool = [r for r in list(game.replacements.items) + list(_static(game, ev))
                if not r.used_up and r.event == ev.kind and _still_open(r, ev) and r.applies(game, ev)]
        # Lava Burst: its damage to a creature passes by prevention and redirection (103.2) — its source's
        # text looked at only when such a shield would apply (not for every event)
        if pool:
            from judge.engine import unpreventable  # (a shield that may apply: not every event's)

            by = unpreventable.cant_be_stopped(game, ev) if any(unpreventable.barred(r) for r in pool) else None
            if by is not None:
                for r in pool:
                    if unpreventable.barred(r) and _key(r) not in said_barred:
                        said_barred.add(_key(r))
                        unpreventable.say_barred(game, ev, by, r)
                pool = [r for r in pool if not unpreventable.barred(r)]
        every = [r for r in pool if r.source not in applied]
        cands = [r for r in every if _key(r) not in tried]
        if not cands:
            again = [r for r in pool if r.memory.note_once and (r.source in applied or _key(r) in tried)]
            if again:
                game.tracer.step(f"{', '.join(r.text for r in again)} already applied to this event: a replacement effect "
                                 f"gets only one opportunity for each event and doesn't apply again", "419.6a", kind="replace")
            return ev
        if len(cands) > 1:
            cands = _order(game, cands, ev)
        r = cands[0]
        tried.add(_key(r))
        # (a replacement applied within another: 419.8b; what modified this event: 419.6a)
        modified.add(r.source)
        met = getattr(ev, "source", None)
        before = ev
        with game.replacements.applying_replacement(frozenset(modified)):
            ev = r.apply(game, ev, r)
        if r.once:
            if r.memory.next_time:  # the next time a source would deal damage (419.7c)
                game.replacements.spend_next_time(r, met)
            else:
                game.replacements.use_up(r)
        if ev is None:
            if prevented is not None and r.kind is ShieldKind.PREVENTION:
                prevented.append((before, r.text, _prevention_rule(r)))
            return None
        if getattr(ev, "replaced", False):
            return ev  # no longer the event: nothing else watching for it applies (419.5)
    raise AssertionError("replacement effects did not settle")  # pragma: no cover


def _prevention_rule(r: Replacement) -> str:
    """The rule by which a prevention effect prevents damage: protection's (502.7b), a "next time"
    shield's (419.7c), a shield of an amount's (419.7b), any other's (419.7a)."""
    m = r.memory
    return "502.7b" if m.protection else "419.7c" if m.next_time else "419.7b" if m.remaining is not None else "419.7a"


def _still_open(r: Replacement, ev) -> bool:
    """A "next time" damage shield met by one source's damage dealt at once applies to the rest
    of that source's damage at this time only (419.7c), then is used up."""
    return not r.memory.spent or r.memory.spent_on == getattr(ev, "source", None)


def _key(r: Replacement):
    """A replacement's identity for 419.6a (one opportunity per event): static effects are
    rebuilt at each look, so they carry a key naming their source and ability."""
    return id(r) if r.memory.key is None else r.memory.key


def _affected_player(game: Game, ev) -> Optional[str]:
    if getattr(ev, "player", None) is not None and ev.obj is None:
        return ev.player
    if ev.obj is not None and game.exists(ev.obj):
        return game.controller_of(ev.obj)
    return getattr(ev, "player", None)


def _effect_said(r: Replacement, cands: list[Replacement]) -> str:
    """An effect as the 419.8a ordering step names it: by its source, and a shield of an amount also by what is left
    of it where another effect of the same source is in the order too (Rock Hydra's "{R}: Prevent the next 1 damage"
    shield beside its own counters' prevention: "Rock Hydra @rh's shield (the next 1 damage), Rock Hydra @rh (For
    each 1 damage …)" — audit 9894; the two read alike without it)."""
    m = r.memory
    if m.protects and m.remaining is not None and sum(x.text.split(" (")[0] == r.text.split(" (")[0] for x in cands) > 1:
        return f"{r.text}'s shield (the next {m.remaining} damage)"
    return r.text


def _interchangeable(effects: list[Replacement]) -> bool:
    """Whether the effects are copies of one (two damage doublers' static abilities, two Circles' shields): their
    order changes nothing (419.8a)."""
    return len({(r.kind, r.memory.ability or r.text, r.memory.remaining, r.once) for r in effects}) == 1


def _order(game: Game, cands: list[Replacement], ev) -> list[Replacement]:
    """419.8a: the affected player (or the controller of the affected permanent) chooses the
    order in which replacement and prevention effects apply to one event."""
    # (each as a line names it: "@rh ability 1" where its source has another here, Rock Hydra's)
    names = [line_name(game, r, cands) for r in cands]
    if _interchangeable(cands):
        return cands  # interchangeable: the order changes nothing
    who = _affected_player(game, ev) or game.turns.active
    decider = game.decider
    act = decider.answer(ChoiceKey(who, ChoiceKind.ORDER, "419.8a"), (OrderReplacements,)) if decider is not None else None
    if act is None and decider is not None:
        perms = Orders(range(len(cands)))  # counted, not listed
        sel = decider.take(Choice(who, ChoiceKind.ORDER, "the order of replacement effects", tuple(names), rule="419.8a"), perms)
        if sel is not None:
            out = [cands[i] for i in sel]
            game.tracer.step(f"{who} chooses the order of the effects: {', '.join(_effect_said(r, out) for r in out)} "
                             f"(one of the outcomes explored)", "419.8a", kind="choice")
            return out
    if act is None:
        raise OpenChoice(f"{decider.line_of_current() if decider else game.path}: open choice: {who} must choose the order "
                         f"in which {', '.join(names)} apply (419.8a); settle it with a line "
                         f"`{who} orders replacements: {', '.join(names)}` {decider.where() if decider else ''}",
                         who, "replacement order", names)
    rest = list(cands)
    out = []
    for ref, pick in zip(act.order, act.abilities or (None,) * len(act.order)):
        key = (f"@{ref.label}" if ref.label else ref.name or "").lower()
        named_ = [r for r in rest if r.text.lower() == key or r.text.lower().split(" @")[0] == key
                  or r.text.lower().split("'s ")[0] == key or r.text.lower().split("' ")[0] == key
                  or line_name(game, r, cands).lower() == key or names_maker(game, r, key)]
        hits = [r for r in named_ if is_of(game, r, pick)]
        written = f"{ref}{' ability ' + (str(pick) if isinstance(pick, int) else chr(34) + pick + chr(34)) if pick is not None else ''}"
        if not hits:
            raise game.error(ref.span or act.span, f"{written} is not one of the effects applying here: "
                                                   f"{', '.join(names)} (419.8a)")
        if not _interchangeable(hits):
            # one source, several effects (Rock Hydra's prevention and its shield): which one, the line must say
            raise game.error(ref.span or act.span, f"{written} names {len(hits)} of the effects applying here, which "
                                                   f"apply differently; say which by its ability: "
                                                   f"{', '.join(f'`{line_name(game, r, cands)}`' for r in hits)} (419.8a)",
                             mistake=True)
        hit = hits[0]
        rest.remove(hit)
        out.append(hit)
    out += rest
    game.tracer.step(f"{who} chooses the order of the effects: {', '.join(_effect_said(r, out) for r in out)}", "419.8a",
                     kind="choice")
    return out


def end_of_turn(game: Game) -> list[Replacement]:
    """314.1b: "this turn" shields end. Returns those that ended."""
    ended = [r for r in game.replacements.items if r.duration == "this turn"]
    for r in ended:
        game.replacements.remove_replacement(r)
    for oid in game.in_play:
        if game.objects[oid].regen_shields:
            game.permanents.set_regen_shields(oid, 0)
    return ended


# --------------------------------------------------------------------------- regeneration 419.6b


def add_regeneration_shield(game: Game, oid: int, source_name: str,
                            when_used: Optional[Callable[[Game, Any], None]] = None, rider: str = "") -> Replacement:
    """"Regenerate [permanent]": the next time it would be destroyed this turn, instead remove
    all damage from it, tap it, and (if it's in combat) remove it from combat (419.6b).
    ``when_used`` (game, the destruction replaced): what happens once this very shield has
    regenerated it — "When it regenerates this way, …" (Matopi Golem: a delayed triggered
    ability made with the shield, 406.2a, which the caller has trigger); ``rider``: its words."""
    def applies(g, ev, oid=oid):
        return ev.obj == oid and g.exists(oid) and getattr(ev, "can_regenerate", True)

    def apply(g, ev, this, oid=oid, when_used=when_used):
        regenerate(g, oid)
        if when_used is not None:
            when_used(g, ev)
        return None

    game.permanents.set_regen_shields(oid, game.objects[oid].regen_shields + 1)
    said = f"; {rider}" if rider else ""
    return add(game, Replacement(ShieldKind.REGENERATION, EventKind.DESTROY,
                                 f"{possessive(game.describe(oid))} regeneration shield ({source_name}{said})",
                                 applies, apply, source=oid, once=True))


def _static_regeneration_abilities(game: Game, oid: Optional[int]) -> list[str]:
    """The words of each static ability of ``oid`` that regenerates it each time it would be destroyed
    (Clergy of the Holy Nimbus: "If ~ would be destroyed, regenerate it")."""
    if oid is None or not game.exists(oid) or game.objects[oid].zone != Zone.IN_PLAY:
        return []
    return [ab.text or "" for sid, _i, ab in static_abilities(game) if sid == oid
            for e in ab.effects if isinstance(e, ir.ReplaceEvent) and e.event is ReplacedEvent.DESTROYED]


def _static_regeneration(game: Game, ev) -> Iterable[Replacement]:
    """A static destruction-replacement effect (419.6b) of the permanent itself: "If ~ would be destroyed,
    regenerate it" (Clergy of the Holy Nimbus) — not a shield made in advance and used up, it applies to
    each destruction while the permanent is in play (419.2), once for each event (419.6a), unless the
    permanent can't be regenerated (the destruction's own words, or a "can't be regenerated this turn")."""
    if not getattr(ev, "can_regenerate", True):
        return
    for text in _static_regeneration_abilities(game, ev.obj):
        def apply(g, e, this, oid=ev.obj, text=text):
            regenerate(g, oid, by=text)
            return None

        yield Replacement(ShieldKind.REPLACEMENT, EventKind.DESTROY, f"{possessive(game.describe(ev.obj))} replacement ({text})",
                          lambda g, e: True, apply, source=ev.obj, duration="static",
                          memory=ShieldMemory(key=("static regeneration", ev.obj, text)))


def _static_regeneration_left_alone(game: Game, ev) -> Iterable[tuple[str, str]]:
    """Why a permanent's own "If ~ would be destroyed, regenerate it" leaves this destruction alone: it
    can't be regenerated (419.6b) — said, never silent."""
    if ev.kind is not EventKind.DESTROY or getattr(ev, "can_regenerate", True):
        return
    for text in _static_regeneration_abilities(game, ev.obj):
        yield (f"{game.describe(ev.obj)} can't be regenerated: its replacement effect (\"{text}\") does not apply and "
               f"it is destroyed", "419.6b")


def regenerate(game: Game, oid: int, by: str = "") -> None:
    """419.6b: all damage removed from ``oid``, tapped, removed from combat — by a shield, or (``by``:
    its words) by a static replacement effect of the permanent's own that replaces each destruction."""
    o = game.objects[oid]
    events.note_regeneration(game, oid)  # it regenerated (Spiny Starfish: "each time it regenerated")
    if by:
        said = (f"{o.display()} regenerates instead of being destroyed (its static replacement effect: \"{by}\")",
                "419.6b", "419.2")
    else:
        game.permanents.set_regen_shields(oid, max(0, o.regen_shields - 1))
        said = (f"{o.display()} regenerates instead of being destroyed (its shield existed before the "
                f"destruction)", "419.6b", "419.4")
    with game.tracer.nest(*said, kind="regenerate"):
        if o.damage:
            game.permanents.remove_damage(oid)
            game.tracer.step(f"All damage is removed from {o.display()}", "419.6b", kind="regenerate")
        if not o.tapped:
            events.tap(game, oid, "419.6b")
        else:  # Clay Statue tapped to attack (audit 7369): "tap it" changes nothing
            game.tracer.step(f"{o.display()} is already tapped: regeneration's \"tap it\" changes nothing (it doesn't "
                             f"become tapped, so no \"becomes tapped\" ability triggers, glossary \"Becomes\")", "419.6b",
                             kind="regenerate")
        if o.attacking or o.blocking:
            game.permanents.remove_from_combat(oid)
            game.tracer.step(f"{o.display()} is removed from combat", "419.6b", "306.2", kind="regenerate")


def _holding(game: Game, sid: int, ab: ir.StaticAbility) -> Optional[Ctx]:
    """The context of ``sid``'s static ability ``ab`` (its controller, else its owner), or None while
    its "as long as …" condition doesn't hold (418.4a: it applies only while it does)."""
    src = game.objects[sid]
    ctx = Ctx(game=game, controller=game.controller_of(sid) or src.owner, source=sid,
              source_name=src.display(), targets=[])
    if ab.condition is not None and not check_condition(ctx, ab.condition):
        return None
    return ctx


def _static_cant_regenerate(game: Game, oid: int) -> Optional[tuple[int, str]]:
    """(source, its ability's words) of a static "… can't be regenerated" that applies to ``oid`` now
    (418.4a): Bone Shaman's granted "Creatures dealt damage by Bone Shaman this turn can't be regenerated
    this turn", its "dealt damage by it" asked as the destruction would happen (419.6b)."""
    for sid, _i, ab in static_abilities(game):
        rules = [e for e in ab.effects if isinstance(e, ir.CantBeRegenerated)]
        if not rules:
            continue
        ctx = _holding(game, sid, ab)
        if ctx is None:
            continue
        for r in rules:
            what = r.what
            if (oid == sid) if isinstance(what, ir.This) else (what is not None and oid in refer(ctx, what)):
                return sid, ab.text or ""
    return None


def regenerate_instead(game: Game, oid: int, can_regenerate: bool = True, why: str = "") -> bool:
    """Pass a destruction of ``oid`` through the pipeline; True if it was replaced. A
    permanent that "can't be regenerated this turn" (a resolved effect) isn't (419.6b)."""
    if can_regenerate and any(r.obj == oid and isinstance(r.rule, ir.CantBeRegenerated)
                              and r.turn in (None, game.turns.turn) for r in game.turns.turn_rules):
        can_regenerate = False
        if game.objects[oid].regen_shields:
            game.tracer.step(f"{game.describe(oid)} can't be regenerated this turn: its regeneration shield does not "
                             f"apply", "419.6b", kind="regenerate")
    if can_regenerate:
        static = _static_cant_regenerate(game, oid)
        if static is not None:
            can_regenerate = False
            sid, text = static
            if game.objects[oid].regen_shields:
                game.tracer.step(f"{game.describe(oid)} can't be regenerated: {possessive(game.describe(sid))} ability \"{text}\" "
                                 f"applies to it: its regeneration shield does not apply", "419.6b", "418.4a",
                                 kind="regenerate")
    return replace_event(game, Event(EventKind.DESTROY, obj=oid, why=why, can_regenerate=can_regenerate)) is None


# --------------------------------------------------------------------------- prevention 419.7


def add_prevention_shield(game: Game, obj: Optional[int], player: Optional[str], amount: Optional[int],
                          source: Optional[int], combat_only: bool, next_time: bool, text: str,
                          then: tuple = (), controller: str = "", source_obj: Optional[int] = None,
                          except_from: Optional[ir.Filter] = None,
                          only_from: tuple = (), targets: tuple = (), half: bool = False,
                          to_refs: tuple = (), duration: str = "this turn", all_but: Optional[int] = None,
                          tally: Optional[int] = None) -> Replacement:
    """"Prevent the next N damage to X this turn" (419.7b: an ablative shield) or "the next
    time [a source] would deal damage to X, prevent that damage" (419.7c). ``then``: effects
    carried out as it prevents damage ("the damage prevented this way"), by ``controller`` of
    the spell or ability ``source_obj``/``text`` that made it. ``except_from``: damage from a
    source matching it, as the damage would be dealt, is left alone (Undergrowth). ``only_from``:
    filters one of which the source must match as the damage would be dealt — "damage … by
    attacking creatures" (Deep Wood) is looked at then, not locked to the creatures attacking
    when the shield was made (419.2). ``targets``: the targets of the spell that made it, for
    ``then``'s "that creature" (Temper: "put a +1/+1 counter on that creature"). ``half``: a
    "next time" shield that prevents half the event's damage, rounded down (Dark Sphere). ``all_but``: a "next
    time" shield that prevents all the event's damage but that many (Forcefield: "all but 1"). ``to_refs``:
    what it protects, looked at as the damage would be dealt (Shadowbane: "you and/or creatures you
    control" — a creature that comes under your control before then too, 419.2). ``tally``: the stack
    object of the spell or ability that made it, under which the damage it prevents is counted in all
    (``Replacements.prevented``: Sacred Boon's "at end of turn, … for each 1 damage prevented this way"). ``duration``: "this
    turn" (ended in the cleanup step, 314.1b), or "forever" where the ability states none (418.3a: Al-abara's
    Carpet as printed)."""
    memory = ShieldMemory(remaining=amount, protects=True, obj=obj, player=player, next_time=next_time,
                          combat=combat_only, except_from=except_from, from_source=source, only_from=only_from)

    def on_it(ev, g=None) -> bool:
        if to_refs and g is not None:
            c = Ctx(game=g, controller=controller, source=source_obj, source_name=text, targets=list(targets))
            now = [x for r in to_refs for x in refer(c, r)]
            if not ((ev.obj is not None and ev.obj in now) or (ev.obj is None and ev.player in now)):
                return False
        return (obj is None or ev.obj == obj) and (player is None or (ev.player == player and ev.obj is None))

    def why_not(g, ev) -> Optional[tuple[str, ...]]:
        """A shield on this very creature or player that leaves the damage alone, and why."""
        if (obj is None and player is None and not to_refs and source is not None and combat_only
                and ev.source == source and not ev.combat and ev.amount > 0):
            # a shield on a source's combat damage only (Warning: "all combat damage that would be dealt by
            # target attacking creature"), that source dealing damage otherwise — Mogg Fanatic's sacrifice
            # ability (audit 8076): not combat damage, so it is dealt
            # (a shield on the damage the source deals, not on the source: Goblin Snowman's ping at the
            # creature it blocks, audit 8480)
            return (f"{possessive(text)} shield on the damage {g.describe(source)} deals doesn't apply: it prevents "
                    f"only its combat damage, and this damage isn't combat damage", "419.7a")
        if (obj is None and player is None) or not on_it(ev) or ev.amount <= 0:
            return None
        shield = f"{possessive(text)} shield on {player if obj is None else g.describe(obj)}"
        if source is not None and ev.source != source:
            return (f"{shield} doesn't apply: it prevents damage from {g.describe(source)}, not from "
                    f"{g.describe(ev.source) if ev.source is not None else 'this source'}", "419.7c")
        if combat_only and not ev.combat:
            return f"{shield} doesn't apply: it prevents combat damage only, and this damage isn't", "419.7a"
        if only_from and not applies(g, ev):
            what = " or ".join(phrasebook.filter_words(f) for f in only_from)
            said, cited = as_last(g, ev, what, negated=True)
            return (f"{shield} doesn't apply: {g.describe(ev.source) if ev.source is not None else 'the source'} "
                    f"{said}", "419.2", *cited)
        if except_from is not None and not applies(g, ev):
            return (f"{shield} doesn't apply: it leaves alone damage from a {phrasebook.filter_words(except_from)}",
                    "419.7a")
        return None

    def fits(g, f, src) -> bool:
        # the damage's source as it is, or as it last existed in play when it has left (Heavy Fog's
        # "attacking creatures": a Mogg Fanatic sacrificed while attacking deals its damage as the
        # attacking creature it last was — 310.4's note, 402.6, 413.2f; audit 7066)
        if src is None:
            return False
        if g.exists(src):
            return matches(g, f, src, controller, source_obj, zone_check=False)
        if src in g.lki:
            last, ch = g.lki[src]
            return matches(g, f, src, controller, source_obj, zone_check=False, obj=last, chars=ch)
        return False

    def applies(g, ev):
        return (on_it(ev, g)
                and (source is None or ev.source == source) and (not combat_only or ev.combat)
                and not (except_from is not None and fits(g, except_from, ev.source))
                and (not only_from or any(fits(g, f, ev.source) for f in only_from)))

    def as_last(g, ev, what: str, negated: bool = False) -> tuple[str, tuple[str, ...]]:
        """How the source was looked at, in words: as the damage would be dealt, or as it last
        existed in play once it has left (413.2f)."""
        if ev.source is not None and not g.exists(ev.source) and ev.source in g.lki:
            verb = "wasn't" if negated else "was"
            return (f"{verb} {with_article(what)} as it last existed in play "
                    f"(it has left play; the damage is looked at as it would be dealt)"), ("413.2f",)
        verb = "isn't" if negated else "is"
        return f"{verb} {with_article(what)} as the damage would be dealt", ()

    def apply(g, ev, this):
        # what is left of the shield is the replacement's own memory, not this closure's: a
        # copy of the game (Game.save) carries its own shield (419.7b)
        rem = this.memory.remaining
        prevented = (ev.amount // 2 if half else max(ev.amount - all_but, 0) if all_but is not None
                     else ev.amount if rem is None else min(rem, ev.amount))
        used_up = False
        if rem is not None:
            g.replacements.update_replacement(this, replace(this.memory, remaining=rem - prevented))
            if rem - prevented <= 0:
                g.replacements.use_up(this)
                used_up = True
        rest = False
        if next_time:
            first = not this.memory.spent
            rest = g.replacements.spend_next_time(this, ev.source)
            used_up = not rest
        who = ev.player if ev.obj is None else g.describe(ev.obj)
        # 419.2: the shield applies as the damage is dealt (not locked in when it was made); 419.3:
        # used up, it ends; 419.7c: "the next damage from that card" is all it deals at that time
        gone = (" — the shield is used up and ends" if used_up else
                (" — the shield covers all the damage that source deals at this one time; after it, the shield is "
                 "used up and ends" if first else " — dealt at the same time as the damage that met the shield, "
                 "which covers it too") if rest else "")
        used_up = used_up or (rest and first)  # (419.3: said where the shield is met)
        if source is not None:
            part = (f" (half of {ev.amount}, rounded down)" if half else
                    f" (all but {all_but} of {ev.amount}; {ev.amount - prevented} dealt)" if all_but is not None else "")
            said = (f"{prevented} damage{part} to {who} from {g.describe(source)} is prevented "
                    f"({text}), as it would be dealt{gone}", "419.7c", "419.2", *(("419.3",) if used_up else ()))
        elif only_from:  # damage from sources of a description, as the damage would be dealt
            what = " or ".join(phrasebook.filter_words(f) for f in only_from)
            how, cited = as_last(g, ev, what)
            said = (f"{prevented} damage to {who} from {g.describe(ev.source)} is prevented ({text}): it "
                    f"{how}{gone}", "419.7a", "419.2", *cited)
        else:  # a shield of an amount (419.7b), or all such damage (419.7a: Fog)
            said = (f"{prevented} damage to {who} is prevented ({text}), as it would be dealt{gone}",
                    "419.7b" if rem is not None else "419.7a", "419.2", *(("419.3",) if used_up else ()))
        left = ev.amount - prevented
        if tally is not None and prevented > 0:
            g.replacements.count_prevented(tally, prevented)
        if then and prevented > 0:
            # what the shield does as it prevents the damage ("the damage prevented this way": Bone
            # Mask's cards removed, Reverse Damage's life gained) is told under its step
            # (the damage event: "if damage from a black source is prevented this way", Shadowbane)
            c = Ctx(game=g, controller=controller, source=source_obj, source_name=text, targets=list(targets),
                    results={"damage prevented": prevented}, event=ev)
            with g.tracer.nest(*said, kind="prevent"):
                run_effects(c, then)
        else:
            g.tracer.step(*said, kind="prevent")
        return replace(ev, amount=left) if left > 0 else None

    return add(game, Replacement(ShieldKind.PREVENTION, EventKind.DAMAGE, text, applies, apply, memory=memory, why_not=why_not,
                                 duration=duration))


# The event pipeline (judge.engine.events) passes every event through these (419).
events.replace_event.set(replace_event)
events.static_zone_replacements.set(static_zone_replacements)
events.has_static.set(has_static)
events.regenerate_instead.set(regenerate_instead)
