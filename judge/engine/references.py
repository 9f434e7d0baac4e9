"""What each reference of the card IR means as an instruction is carried out (413.2f: current
information if the object is still there, else last known information): one function per IR
reference class, registered beside it with :func:`judge.engine.context.refers` and asked through
:func:`judge.engine.context.refer` — "~", "target creature", "its controller", "all creatures",
"that card", "a creature of your choice" (chosen on resolution, 413.2c), what paid a cost (409.1f).

Importing this module registers every function but those of the group references ("all
creatures", :mod:`judge.engine.group_references`), of what paid a cost (409.1f,
:mod:`judge.engine.paid_references`) and of what is chosen on resolution (413.2c,
:mod:`judge.engine.chosen_references`), each imported the first time a reference of a class with no
function yet is met (:data:`judge.engine.context.MORE_REFERS`); the driver imports it as
it assembles the engine. A module that only needs what a reference means asks
:func:`judge.engine.context.refer` and never imports this one.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Union

from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.cards import ir
from judge.engine.context import (AFFECTED_THIS_WAY, EACH_OBJECT, MOVED_THIS_WAY, OBJECT_CHOSEN, OTHER_OF_THOSE,
                                  SOURCE_CHOSEN,
                                  PLAYER_CHOSEN, TOLD_STEPS, Ctx, Unsupported, enchanted_gone, condition_measure,
                                  gone_trigger_object, granter, left_play, object_ids,
                                  player_names, refer, refers, say_once, source_object)
from judge.engine.filters import chosen_on_entry, matches
from judge.engine.kinds import StackKind
from judge.zones import Zone


# "each of those creatures with flying" (Winter Blast): now (413.2f)
@refers(ir.AmongThem)
def _among_them(ctx: Ctx, ref: ir.AmongThem) -> list[Union[int, str]]:
    g = ctx.game
    them = [o for o in refer(ctx, ref.ref) if isinstance(o, int)]
    out = [o for o in them if g.exists(o) and matches(g, ref.filter, o, ctx.controller, ctx.source, ctx.x)]
    if them and not (isinstance(ref.ref, ir.TriggerObject) and out == them):
        # (Necropotence's "exile that card from your graveyard": the card the trigger event put there, still
        # there — nothing to tell; gone from it, judge.engine.context says why the instruction does nothing)
        g.tracer.step(f"Of {', '.join(g.describe(o) for o in them)}, each {phrasebook.filter_phrase(ref.filter)} as "
                      f"{ctx.source_name} carries out the instruction: {', '.join(g.describe(o) for o in out) or 'none'}",
                      "413.2f", kind="effect")
    return out


# "target creature and target land": each once, in the order named
@refers(ir.Both)
def _both(ctx: Ctx, ref: ir.Both) -> list[Union[int, str]]:
    g = ctx.game
    both: list[Union[int, str]] = []
    for r in ref.refs:
        part = refer(ctx, r)
        if not part and isinstance(r, ir.This) and ("told", "both: this gone") not in ctx.results:
            # Coastal Wizard's "Return ~ and another target creature …", Defiant Vanguard's
            # "destroy it and all creatures it blocked" with ~ gone from play: the part naming it
            # can't be done, the rest is (416.3; audit 4743 — once skipped without a word)
            ctx.results[("told", "both: this gone")] = True
            ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
            delayed = ctx.so is not None and ctx.so.memory.delayed
            g.tracer.step(f"{ctx.source_name} is no longer in play: the part of the instruction that names it "
                          + ("fails, as a delayed ability's part naming a permanent that left play does (406.2d); "
                             if delayed else "does nothing; ")
                          + "the rest is done (416.3)", *(("406.2d",) if delayed else ()), "416.3", kind="effect")
        elif not part and isinstance(r, ir.TriggerObject) and ("told", "both: trigger object gone") not in ctx.results \
                and gone_trigger_object(ctx, r) is not None:
            # Loyal Sentry's "destroy it and the creature it blocks" with the attacker sacrificed in
            # response (audit 6056 — once skipped without a word): that part does nothing, the rest is done
            ctx.results[("told", "both: trigger object gone")] = True
            ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
            g.tracer.step(f"{g.describe(gone_trigger_object(ctx, r))}, which the trigger event was about, has left "
                          f"its zone since the ability triggered: the part of the instruction that names it does "
                          f"nothing; the rest is done (416.3)", "416.3", kind="effect")
        both.extend(part)
    return list(dict.fromkeys(both))


# "all other lands with the same name as that land" (202.3)
@refers(ir.SameName)
def _same_name(ctx: Ctx, ref: ir.SameName) -> list[Union[int, str]]:
    g = ctx.game
    # "that creature" of a leaves-play trigger (Dual Nature's "exile all tokens with the same name as that
    # creature"): its name as it last existed in play (413.2f, 410.10d) — a token gone with it, a Clone
    # that copied another creature — not the card's in the zone it went to (217.8; audit 9086, card 6)
    gone = left_play(ctx, ref.like)
    likes = [gone[0].id] if gone is not None else object_ids(refer(ctx, ref.like))
    if not likes:
        return []
    name = gone[1].name if gone is not None else g.last_known(likes[0])[1].name
    out = [o for o in list(g.in_play) if g.chars(o).name == name and not (ref.other and o == likes[0])
           and matches(g, ref.filter, o, ctx.controller, ctx.source, ctx.x)]
    g.tracer.step(f"The {phrasebook.filter_phrase(ref.filter)} with the same name as {name} (an identical English name): "
                  f"{', '.join(g.describe(o) for o in out) or 'none'} ({ctx.source_name})", "202.3", kind="effect")
    return out


@refers(ir.TokenMaker)
def _token_maker(ctx: Ctx, ref: ir.TokenMaker) -> list[Union[int, str]]:
    # Saproling Burst's token: "… the number of fade counters on Saproling Burst" — the permanent whose ability put
    # this token into play (216.1), while it is in play; once it has left play there is no such permanent (the card
    # elsewhere is a new object, 217.8), and nothing is counted on it
    g = ctx.game
    s = source_object(ctx)
    maker = g.objects[s].entered_with if s is not None else None
    if maker is None or not g.exists(maker) or g.objects[maker].zone != Zone.IN_PLAY:
        return []
    return [maker]


@refers(ir.Granter)
def _granter(ctx: Ctx, ref: ir.Granter) -> list[Union[int, str]]:
    # Archery Training's "… arrow counters on Archery Training", in the ability its enchanted creature has: the Aura
    # whose static ability granted it (recorded as it was granted, judge.engine.statics), while it is in play; once it
    # has left play a count of its counters is its last known information (413.2f, judge.engine.context.amount)
    g = ctx.game
    gid = granter(ctx)
    if gid is None:
        raise Unsupported(f"{ctx.source_name}: \"the permanent that grants this ability\" is read only in an activated "
                          f"ability a permanent's static ability grants (Archery Training's), not here")
    if not g.exists(gid) or g.objects[gid].zone != Zone.IN_PLAY:
        return []
    return [gid]


@refers(ir.ThisAfterLeavingPlay)
def _this_after_leaving_play(ctx: Ctx, ref: ir.ThisAfterLeavingPlay) -> list[Union[int, str]]:
    g = ctx.game
    # Puppet Master's "return ~ to its owner's hand": the Aura left play as its creature did (420.5d) —
    # the card it became in the first zone it went to, while still there (410.10c)
    s = source_object(ctx)
    if s is not None or ctx.source is None:
        return [s] if s is not None else []
    became = g.objects[ctx.source].became
    if became is None or not g.exists(became):
        return []
    if ctx.so is not None and ctx.so.kind is StackKind.ABILITY and ctx.source not in ctx.so.memory.sacrificed \
            and ctx.source not in ctx.moved:
        # Sword of the Ages as printed Shattered in response: its "Sword … removed from the game" names the
        # card its own sacrifice (a cost, or an instruction of this resolution) put into the graveyard; the
        # artifact left play another way, so the card there is a new object the ability doesn't know (217.8)
        if ("told", "this left play otherwise") not in ctx.results:
            ctx.results[("told", "this left play otherwise")] = True
            ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
            g.tracer.step(f"{ctx.source_name} left play before its ability resolved, and not by that ability's own "
                          f"cost or instructions: the card it became is a new object (217.8), which the ability's "
                          f"words naming {ctx.source_name} don't act on", "217.8", "413.2b", kind="effect")
        return []
    return [became]


@refers(ir.This)
def _this(ctx: Ctx, ref: ir.This) -> list[Union[int, str]]:
    g = ctx.game
    s = source_object(ctx)
    if s is not None and g.objects[s].zone == Zone.STACK and ctx.so is not None and ctx.so.kind is StackKind.SPELL:
        return [s]
    return [s] if s is not None else []


@refers(ir.Target)
def _target(ctx: Ctx, ref: ir.Target) -> list[Union[int, str]]:
    # every target chosen for that "target" word ("two target creatures", "up to three
    # targets": several per word, 409.1c); an illegal one (None, 413.2a) is skipped
    chosen = ctx.so.targets if ctx.so is not None and len(ctx.so.targets) == len(ctx.targets) else None
    if chosen is not None and all(getattr(t, "spec", None) is not None for t in chosen):
        picks = [ctx.targets[i] for i, t in enumerate(chosen) if getattr(t.spec, "index", None) == ref.index]
        return [t.player if t.player is not None else t.obj for t in picks if t is not None]
    if ref.index < len(ctx.targets):
        t = ctx.targets[ref.index]
        if t is None:
            return []
        return [t.player] if t.player is not None else [t.obj]
    return []


@refers(ir.Enchanted)
def _enchanted(ctx: Ctx, ref: ir.Enchanted) -> list[Union[int, str]]:
    g = ctx.game
    s = source_object(ctx)
    if s is None:
        lk = g.lki.get(ctx.source)
        a = lk[0].attached_to if lk else None
    else:
        a = g.objects[s].attached_to
    return [a] if a is not None and g.exists(a) else []


@refers(ir.You)
def _you(ctx: Ctx, ref: ir.You) -> list[Union[int, str]]:
    return [ctx.controller]


@refers(ir.ControllerOf)
def _controller_of(ctx: Ctx, ref: ir.ControllerOf) -> list[Union[int, str]]:
    g = ctx.game
    out = []
    ev = ctx.event
    left = left_play(ctx, ref.ref)
    if left is not None:
        # "that land's controller" of a permanent that left play: as it last existed (413.2f) — said, as the
        # other gone objects' controllers are (Earthlink's "that creature's controller sacrifices a land" named
        # Bob with no step saying why, audit 9288)
        obj, ch = left
        who = ch.controller or obj.controller or obj.owner
        said = f"{ch.name} @{obj.label}" if obj.label else ch.name
        say_once(ctx, ("last known controller", obj.id), f"{said} has left play: its last known controller, "
                                                         f"{who}, is used", "413.2f")
        return [who]
    refs = refer(ctx, ref.ref)
    if not refs and isinstance(ref.ref, ir.TriggerObject) and ev is not None:
        # "that creature's controller" of a creature the event was about that has left play
        # since (Binding Agony's creature dealt lethal damage): as it last existed (413.2f)
        gone = ev.new if getattr(ev, "new", None) is not None else getattr(ev, "obj", None)
        refs = [gone] if isinstance(gone, int) and not g.exists(gone) and gone in g.lki else []
    if not refs and isinstance(ref.ref, ir.TriggerSource) and ev is not None:
        # "that source's controller" of a source gone from its zone since (a spell resolved, a
        # creature sacrificed): as it last existed (413.2f), below
        gone = getattr(ev, "source", None)
        refs = [gone] if isinstance(gone, int) and not g.exists(gone) and gone in g.lki else []
    if not refs and isinstance(ref.ref, ir.Enchanted) and enchanted_gone(ctx) in g.lki:
        # "destroy enchanted land and ~ deals 2 damage to that land's controller" (Orcish Mine): the
        # permanent the Aura enchanted, gone by the instruction before, as it last existed (413.2f), below
        refs = [enchanted_gone(ctx)]
    if not refs and isinstance(ref.ref, ir.EachObject):
        # "that land's controller" of a land destroyed this way (Stench of Evil): as it last existed
        # in play (413.2f), below
        refs = [o for o in ctx.results.get(EACH_OBJECT, []) if not g.exists(o) and o in g.lki]
    if not refs and isinstance(ref.ref, ir.This) and ctx.source is not None and not g.exists(ctx.source) \
            and ctx.source in g.lki:
        # "its controller gains life" of a permanent whose leaving play triggered the ability
        # (Revered Unicorn as printed): as it last existed (413.2f), below
        refs = [ctx.source]
    for t in refs:
        if isinstance(t, str):
            out.append(t)
        elif t not in g.objects and any(s.id == t for s in g.stack.items):
            out.append(next(s for s in g.stack.items if s.id == t).controller)  # an ability's (Ayesha Tanaka)
        elif not g.exists(t) and t in g.lki:
            # "Its controller" of a permanent that has left play: as it last existed (413.2f)
            obj, ch = g.lki[t]
            who = ch.controller or obj.controller or obj.owner
            where = "the stack" if obj.zone == Zone.STACK else "play"
            said = f"{ch.name} @{obj.label}" if obj.label else ch.name  # two gone objects told apart
            say_once(ctx, ("last known controller", t), f"{said} has left {where}: its last known controller, "
                                                        f"{who}, is used", "413.2f")
            out.append(who)
        else:
            out.append(g.controller_of(t) or g.objects[t].owner)
    return out


# "that permanent" (Interdict): the source of the ability targeted
@refers(ir.SourceOf)
def _source_of(ctx: Ctx, ref: ir.SourceOf) -> list[Union[int, str]]:
    g = ctx.game
    out = []
    for t in refer(ctx, ref.ref):
        so = next((s for s in list(g.stack.items) + list(ctx.results.get("countered", ())) if s.id == t), None)
        if so is not None and so.source is not None and g.exists(so.source):
            out.append(so.source)
    return out


@refers(ir.OwnerOf)
def _owner_of(ctx: Ctx, ref: ir.OwnerOf) -> list[Union[int, str]]:
    g = ctx.game
    owners = [t if isinstance(t, str) else g.objects[t].owner for t in refer(ctx, ref.ref)]
    if not owners and isinstance(ref.ref, ir.This) and ctx.source in g.lki:
        # its source gone (Ivory Gargoyle's "under its owner's control" once it has died): a
        # card's owner doesn't change, found as it last existed (413.2f)
        owners = [g.lki[ctx.source][0].owner]
    return owners


@refers(ir.TriggerObject)
def _trigger_object(ctx: Ctx, ref: ir.TriggerObject) -> list[Union[int, str]]:
    g = ctx.game
    ev = ctx.event
    if ev is None:
        return []
    oid = ev.new if ev.new is not None else ev.obj
    if oid is None:
        return []
    # 410.10: look for it only in the zone it moved to (its first zone).
    return [oid] if g.exists(oid) else []


@refers(ir.TheBlockingCreature, ir.TheAttackingCreature)
def _creature_of_the_block(ctx: Ctx, ref: Any) -> list[Union[int, str]]:
    """Of the two creatures of the block the trigger is about, the one blocking or the one
    attacking (309.3)."""
    g = ctx.game
    ev = ctx.event
    pair = (getattr(ev, "obj", None), getattr(ev, "new", None)) if ev is not None else ()
    side = "blocking" if isinstance(ref, ir.TheBlockingCreature) else "attacking"
    return [o for o in pair if isinstance(o, int) and g.exists(o) and g.objects[o].zone == Zone.IN_PLAY
            and getattr(g.objects[o], side)]


@refers(ir.FirstCreature)
def _first_creature(ctx: Ctx, ref: ir.FirstCreature) -> list[Union[int, str]]:
    """Infinite Authority's "the first creature" (session 76, h7): of the two creatures of the block its trigger event
    was about, the one the trigger names first (the enchanted creature then) — that object while it is in play, none
    once it left (217.8), whatever the Aura enchants now."""
    g = ctx.game
    ev = ctx.event
    oid = getattr(ev, "obj", None) if ev is not None else None
    return [oid] if isinstance(oid, int) and g.exists(oid) and g.objects[oid].zone == Zone.IN_PLAY else []


@refers(ir.TriggerSource)
def _trigger_source(ctx: Ctx, ref: ir.TriggerSource) -> list[Union[int, str]]:
    g = ctx.game
    ev = ctx.event
    src = getattr(ev, "source", None) if ev is not None else None
    return [src] if src is not None and g.exists(src) else []


@refers(ir.TriggerPlayer)
def _trigger_player(ctx: Ctx, ref: ir.TriggerPlayer) -> list[Union[int, str]]:
    ev = ctx.event
    return [ev.player] if ev is not None and ev.player else []


@refers(ir.EachOne)
def _each_one(ctx: Ctx, ref: ir.EachOne) -> list[Union[int, str]]:
    if ctx.each_one is None:
        raise Unsupported(f"{ctx.source_name}: \"his or her\" outside an instruction applied to each player")
    return [ctx.each_one]


# "all other cards revealed this way": still in the library
@refers(ir.RevealedRest)
def _revealed_rest(ctx: Ctx, ref: ir.RevealedRest) -> list[Union[int, str]]:
    g = ctx.game
    return [o for _p, _found, rest in ctx.results.get("reveal until", []) for o in rest
            if g.exists(o) and g.objects[o].zone == Zone.LIBRARY]


# glossary "Defending Player": only during combat
@refers(ir.DefendingPlayer)
def _defending_player(ctx: Ctx, ref: ir.DefendingPlayer) -> list[Union[int, str]]:
    g = ctx.game
    d = g.defending_player()
    return [d] if d else []


# glossary "Active Player": the player whose turn it is (Delirium)
@refers(ir.ActivePlayer)
def _active_player(ctx: Ctx, ref: ir.ActivePlayer) -> list[Union[int, str]]:
    g = ctx.game
    return [g.turns.active]


# the opponent chosen as the source came into play (410.10e)
@refers(ir.ChosenPlayer)
def _chosen_player(ctx: Ctx, ref: ir.ChosenPlayer) -> list[Union[int, str]]:
    g = ctx.game
    p = chosen_on_entry(g, ctx.source, ir.EntryChoice.OPPONENT)
    return [p] if p else []


# "that library" (Visions as printed): the player chosen (413.2c)
@refers(ir.PlayerChosenThisWay)
def _player_chosen_this_way(ctx: Ctx, ref: ir.PlayerChosenThisWay) -> list[Union[int, str]]:
    return list(ctx.results.get(PLAYER_CHOSEN, []))


#: References to what an earlier instruction of the same resolution recorded, each object where it
#: is now (413.2f: one gone is no longer referred to), by the record it is kept under.
_RECORDED = {
    ir.Found: "found",  # the card(s) a search found
    ir.Created: "created",  # the token(s) this spell or ability put into play (216.1)
    ir.Revealed: "revealed",  # the card this ability revealed, as long as it is still where it was revealed
    ir.EachObject: EACH_OBJECT,  # "that creature" of "for each blocking creature" (Fighting Chance)
    ir.ObjectChosenThisWay: OBJECT_CHOSEN,  # "that creature" (Final Strike as printed)
    ir.OtherOfThose: OTHER_OF_THOSE,  # "the other" (Retribution): the target not chosen
    ir.MovedThisWay: MOVED_THIS_WAY,  # "that card" (Saprazzan Breaker)
    ir.AffectedThisWay: AFFECTED_THIS_WAY,  # "those creatures" (Maddening Imp): the set fixed (418.3b)
    ir.DrawnThisWay: "drawn",  # "reveal it" (Sindbad): the card drawn
}


@refers(*_RECORDED)
def _recorded_this_way(ctx: Ctx, ref: Any) -> list[Union[int, str]]:
    g = ctx.game
    return [o for o in ctx.results.get(_RECORDED[type(ref)], []) if g.exists(o)]


@refers(ir.SourceChosenThisWay)
def _source_chosen_this_way(ctx: Ctx, ref: ir.SourceChosenThisWay) -> list[Union[int, str]]:
    """"That source" (Desperate Gambit): the source ir.ChooseSource chose — as the object it is, one that has left
    play included (a source may be chosen once gone, 419.7c): what is made for it watches that card's next damage
    (glossary "Source")."""
    g = ctx.game
    return [o for o in ctx.results.get(SOURCE_CHOSEN, []) if g.exists(o) or o in g.lki]


@refers(ir.ControllerOfLastDamager)
def _controller_of_last_damager(ctx: Ctx, ref: ir.ControllerOfLastDamager) -> list[Union[int, str]]:
    """Suffocation's "the controller of the last red instant or sorcery spell that dealt damage to you this turn": of
    the turn's record of damage (judge.engine.state.TurnMemory.damage_dealt; prevented damage was never dealt, 419.5),
    the latest dealt to that player by a source that fit the words as it dealt it, and that source's controller then —
    a spell resolved since is in a graveyard, where no one controls it (413.2f). None: no player (413.2b)."""
    g = ctx.game
    to = [p for p in refer(ctx, ref.to) if isinstance(p, str)]
    last = None
    for source, recipient, n, dealer in g.this_turn.damage_dealt:
        if recipient in to and dealer is not None and matches(g, ref.by, source, ctx.controller, ctx.source,
                                                              zone_check=False, obj=dealer[0], chars=dealer[1]):
            last = (dealer, n)
    kind = phrasebook.spell_phrase(ref.by)
    who = " and ".join(to) or "no player"
    if last is None:
        g.tracer.step(f"No {kind} dealt damage to {who} this turn, so there is no controller of the last one "
                      f"({ctx.source_name})", "413.2b", kind="effect")
        return []
    (obj, chars), n = last
    g.tracer.step(f"The last {kind} that dealt damage to {who} this turn is {obj.display()} ({n} damage), controlled by "
                  f"{chars.controller} as it dealt it ({ctx.source_name})", "413.2f", kind="effect")
    return [chars.controller]


# "the player with the most life" (Wild Dogs)
@refers(ir.PlayerWithMost)
def _player_with_most(ctx: Ctx, ref: ir.PlayerWithMost) -> list[Union[int, str]]:
    """The one player with more of what ``ref`` counts than each other player, counted now
    (413.2f); none when the most is shared (then no player is "the player with the most")."""
    g = ctx.game
    measure = ir.Condition(ir.ConditionKind.MORE, value=ref.value, filter=ref.filter)
    counts = {p.name: condition_measure(ctx, measure, p.name) for p in g.players}
    top = max(counts.values())
    leaders = [p for p in g.apnap() if counts[p] == top]
    what = "life" if ref.value == "life" else f"{phrasebook.filter_phrase(ref.filter)}s controlled" if ref.filter else ref.value
    tally = ", ".join(f"{p} {counts[p]}" for p in g.apnap())
    if len(leaders) != 1:
        g.tracer.step(f"{what.capitalize()}: {tally} — {' and '.join(leaders)} are tied for the most, so no player "
                      f"is the player with the most ({ctx.source_name})", "413.2f", kind="effect")
        return []
    g.tracer.step(f"{what.capitalize()}: {tally} — {leaders[0]} has the most ({ctx.source_name})", "413.2f",
                  kind="effect")
    return leaders


# "the top card of your graveyard" (Soldevi Digger)
@refers(ir.GraveyardEnd)
def _graveyard_end(ctx: Ctx, ref: ir.GraveyardEnd) -> list[Union[int, str]]:
    """"The top card of your graveyard" / "the bottom card of target player's graveyard": the card
    at that end of each named player's graveyard now (413.2f). A graveyard is one pile whose
    order no one changes, each card put on its top (217.4a, 217.4b); said once in the trace."""
    g = ctx.game
    out: list[Union[int, str]] = []
    said = []
    for p in player_names(refer(ctx, ref.player)):
        pile = g.zones[(p, Zone.GRAVEYARD)]  # top first
        if ref.filter is not None:  # "the top creature card" (Corpse Dance): the matching card nearest that end
            pile = [o for o in pile if matches(g, ref.filter, o, ctx.controller, ctx.source, zone_check=False)]
        card = (pile[0] if ref.end is ir.GraveyardPileEnd.TOP else pile[-1]) if pile else None
        if card is not None:
            out.append(card)
        kind = "card" if ref.filter is None else phrasebook.filter_phrase(replace(ref.filter, zone=Zone.ANY))
        none = "none (it is empty)" if ref.filter is None else f"none (it holds no {kind})"
        said.append(f"the {phrasebook.GRAVEYARD_PILE_END_WORDS[ref.end]} {kind} of {possessive(p)} graveyard: {g.describe(card) if card is not None else none}")
    told = ("told", "graveyard end", ref)
    if said and told not in ctx.results:
        ctx.results[told] = True
        ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
        g.tracer.step(f"{said[0][0].upper()}{'; '.join(said)[1:]} (a graveyard is one pile kept in its order, each "
                      f"card put on its top: 217.4a, 217.4b; {ctx.source_name})", "217.4a", "217.4b", kind="effect")
    return out
