"""Moving objects between zones (217): "return", "put into play", "remove from the game",
the cards exiled with an object, Living Death's swap, Flash, Auras put into play attached."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.engine import events
from judge.engine.context import (MOVED_FROM_CONTROL_OF, MOVED_THIS_WAY, Ctx, handles, named, object_ids, player_names,
                                  refer, subjects)
from judge.engine.decider import Option, choose
from judge.engine.filters import matches
from judge.engine.targets import protected_from
from judge.engine.cant_be_enchanted import unenchantable
from judge.engine.effects.library import arranged, shuffled
from judge.engine.effects.search import why_unfit
from judge.zones import Zone


@handles(ir.MoveTo)
def _move_to(ctx: Ctx, eff: ir.MoveTo) -> None:
    g = ctx.game
    verb = {Zone.HAND: "is returned", Zone.LIBRARY: "is put", Zone.GRAVEYARD: "is put",
            Zone.REMOVED: "is removed", Zone.IN_PLAY: "is put"}.get(eff.zone, "is put")
    ctx.results["moved"] = 0
    # each player's permanents moved out of play, by their controller as they last existed there
    # (413.2f; Martyr's Cry: ir.MovedThisWayControlledBy)
    from_control = ctx.results[MOVED_FROM_CONTROL_OF] = {}
    moved: dict[int, int] = {}
    oids = object_ids(subjects(ctx, eff.what))
    if isinstance(eff.what, ir.ThisAfterLeavingPlay) and ctx.source is not None and not g.exists(ctx.source):
        # Puppet Master's "return ~ to its owner's hand": it left play as its creature did (420.5d)
        where = (f"it is there: {g.describe(oids[0])}" if oids else "it has left that zone since, so this part does "
                 "nothing")
        g.tracer.step(f"{ctx.source_name} left play before its ability resolved: the ability looks for it only in the "
                      f"first zone it went to — {where}", "410.10c", "413.2b", kind="effect")
    returned = isinstance(eff.what, ir.All) and any(isinstance(f, ir.Filter) and ir.EXILED_WITH in f.extra
                                                    for f in eff.what.filters)
    if returned:
        _exiled_with(ctx, oids)
    if isinstance(eff.what, ir.Chosen) and eff.controller is None and eff.zone not in (Zone.LIBRARY, Zone.IN_PLAY) \
            and ctx.each_one \
            and all(g.objects[o].zone != Zone.STACK for o in oids) \
            and _held_for_the_others(ctx, oids, eff, verb):
        return  # each player's choice made, the move waits for the others' (413.2d)
    if eff.zone == Zone.LIBRARY and len(oids) > 1 and eff.order is not ir.LibraryOrder.SHUFFLED:
        # several cards into one library at once: arranged by their owner (217.2d) or by the
        # player the text names ("in any order you choose") — each library's cards apart, though
        # others go into another player's library at the same time (Harmonic Convergence's "all
        # enchantments"), the active player's library first (413.2d)
        by_owner: dict[str, list[int]] = {}
        for o in oids:
            by_owner.setdefault(g.objects[o].owner, []).append(o)
        by_you = eff.order is ir.LibraryOrder.YOU
        for owner in [p for p in g.apnap() if len(by_owner.get(p, ())) > 1]:
            top_first = arranged(ctx, ctx.controller if by_you else owner, by_owner[owner], owner,
                                 "413.2c" if by_you else "217.2d")
            by_owner[owner] = list(reversed(top_first)) if eff.position is ir.LibraryPosition.TOP else top_first
        oids = [by_owner[g.objects[o].owner].pop(0) for o in oids]  # each library's cards in their place
    for oid in oids:
        ctl = None
        if isinstance(eff.controller, ir.OwnerOf) and eff.controller.ref == eff.what:
            # "put those cards onto the battlefield under their owners' control" (Game Preserve; session 84, h6): each
            # card under its own owner's control, not the first card's owner for all
            ctl = g.objects[oid].owner
        elif eff.controller is not None:
            ps = player_names(refer(ctx, eff.controller))
            ctl = ps[0] if ps else None
        if g.objects[oid].zone == Zone.STACK:
            so = next((s for s in g.stack.items if s.card_obj == oid), None)
            if so is not None:
                g.stack.pop(so)
        # (a card found in a library is put into a hand, not "returned" there)
        said = "is put" if g.objects[oid].zone == Zone.LIBRARY and eff.zone == Zone.HAND else verb
        was = g.controller_of(oid) if g.objects[oid].zone == Zone.IN_PLAY else None
        new = events.move(g, oid, eff.zone, "417.1", said, position=eff.position, controller=ctl, tapped=eff.tapped,
                          control_named=ctl is not None,  # "under your control" said alike whoever owns it (217.5c)
                          put_with=ctx.source if eff.zone == Zone.IN_PLAY else None,  # (Animate Dead's "put into play with ~")
                          counters=eff.with_counters if eff.zone == Zone.IN_PLAY else None,  # (Animate Dead's "put into play with ~")
                          face_down=eff.face_down)  # (Necropotence: one step says "face down", 217.7b)
        if new is not None and returned and eff.zone == Zone.IN_PLAY and ctl is None:
            # Parallax Wave: "each player returns to play all cards they own …" — each its owner's
            owner = g.objects[new].owner
            g.tracer.step(f"{g.describe(new)} comes into play under {possessive(owner)} control: {owner}, its owner, returns "
                          f"it, and a permanent comes into play under the control of whoever put it into play "
                          f"(glossary \"Comes into Play\"; a card removed from the game is controlled by no player)",
                          "217.5d", kind="zone")
        elif new is not None and eff.zone == Zone.IN_PLAY and ctl is not None and ctl != ctx.controller:
            # Ivory Gargoyle controlled by Bob: "return it to play under its owner's control" — the
            # card says whose, not the ability's controller who puts it into play
            g.tracer.step(f"{g.describe(new)} comes into play under {possessive(ctl)} control, as {ctx.source_name} says, "
                          f"not under {possessive(ctx.controller)}, who controls the ability (glossary \"Comes into Play\": "
                          f"otherwise under whoever put it into play)", "217.5c", kind="zone")
        if new is not None and eff.zone == Zone.IN_PLAY and eff.tapped and not returned:
            _came_in_tapped(ctx, new, ctl)
        if new is not None:
            ctx.results["moved"] += 1
            moved[oid] = new
            if was is not None:
                from_control[was] = from_control.get(was, 0) + 1
    if eff.order is ir.LibraryOrder.SHUFFLED:  # "shuffle … into its owner's library": each library they went into
        # (shuffled by the player the instruction speaks to — Angel of Fury's "you may shuffle it into its
        # owner's library" under Bob's control: Bob shuffles Alice's library, audit 9086)
        actor = ctx.each_one or ctx.controller
        for owner in dict.fromkeys(g.objects[new].owner for new in moved.values()):
            shuffled(g, owner, actor)
    if isinstance(eff.what, ir.Found) and moved:
        # "the card" found is that card in its new zone from now on (Grinning Totem's set-aside card)
        ctx.results["found"] = [moved.get(o, o) for o in ctx.results.get("found", [])]
    if isinstance(eff.what, ir.GraveyardEnd) and moved:
        # "That creature" after "Return the top creature card of your graveyard to the battlefield"
        # (Corpse Dance): the card moved, in its new zone (ir.MovedThisWay)
        ctx.results.setdefault(MOVED_THIS_WAY, []).extend(moved.values())
    if moved and not eff.face_down and eff.zone == Zone.REMOVED and isinstance(eff.what, ir.Chosen) \
            and eff.what.filter.zone == Zone.HAND:
        # Psychic Theft (added, session 65, h2): "You choose an instant or sorcery card from it and exile that
        # card." — "that card" of the next sentences is the card removed, in its new zone (217.8)
        ctx.results.setdefault(MOVED_THIS_WAY, []).extend(moved.values())
    if moved and eff.zone == Zone.IN_PLAY and isinstance(eff.what, ir.TriggerObject) and eff.controller is not None:
        # Seraph (added, session 70, h6): "put that card onto the battlefield under your control, then sacrifice that
        # creature when you lose control of ~" — "that creature" is the permanent the card became (217.8)
        ctx.results.setdefault(MOVED_THIS_WAY, []).extend(moved.values())
    if moved and eff.zone == Zone.REMOVED and isinstance(eff.what, ir.TriggerObject):
        # Portcullis (added, session 68, h6): "exile that creature. Return that card to the battlefield … when ~
        # leaves the battlefield." — "that card" of the delayed ability is the card removed, in its new zone (217.8)
        ctx.results.setdefault(MOVED_THIS_WAY, []).extend(moved.values())
    if eff.face_down and moved:
        # Gustha's Scepter (added, session 46, c3): "it" of the next sentence is the card removed face down
        ctx.results.setdefault(MOVED_THIS_WAY, []).extend(moved.values())
        face_down(g, list(moved.values()), said=False)


def _held_for_the_others(ctx: Ctx, oids: list, eff: ir.MoveTo, verb: str) -> bool:
    """A player's part of an instruction for each player, held back until every player has chosen (413.2d:
    :mod:`judge.engine.each_player`, loaded by the instruction's first part, not by every move)."""
    from judge.engine import each_player

    return each_player.defer(ctx, ctx.each_one, oids, eff.zone, verb, position=eff.position, tapped=eff.tapped)


def _came_in_tapped(ctx: Ctx, new: int, ctl: "str | None") -> None:
    """Planar Birth (audit 6864): "Return all basic land cards from all graveyards to play tapped
    under their owners' control" — each card put into play says it comes in tapped, as the text
    says (a permanent comes into play untapped otherwise: glossary "Comes into Play"), and under its
    owner's control where that isn't the player whose spell or ability put it there."""
    g = ctx.game
    owner = g.objects[new].controller
    whose = f", under {possessive(owner)} control (its owner's)" if ctl is None and owner != ctx.controller else ""
    g.tracer.step(f"{g.describe(new)} comes into play tapped, as {ctx.source_name} says{whose} (a permanent comes "
                  f"into play untapped unless an instruction says otherwise: glossary \"Comes into Play\")", "413.2b",
                  kind="zone")


def face_down(g: Any, removed: list, said: bool = True) -> None:
    """"… from the game face down" (Kyren Archive, Knowledge Vault, Gustha's Scepter; added, session 46, c3):
    the cards removed are kept face down, and neither player may examine them except when instructions
    allow it (217.7b) — the trace, a judge's view of the whole game, names them. ``said``: False where the
    move's own step said "face down" already (events.move_many's ``face_down``: one step for one move)."""
    down = [o for o in removed if g.exists(o) and g.objects[o].zone == Zone.REMOVED]
    events.kept_face_down(g, down)
    if down and said:
        g.tracer.step(f"{', '.join(g.describe(o) for o in down)} {'is' if len(down) == 1 else 'are'} removed from the "
                      f"game face down: neither player may examine {'it' if len(down) == 1 else 'them'} unless an "
                      f"instruction allows it", "217.7b", kind="effect")


@handles(ir.MayLookAtRemoved)
def _may_look_at_removed(ctx: Ctx, eff: ir.MayLookAtRemoved) -> None:
    """"You may look at it for as long as it remains removed from the game" (Gustha's Scepter; added, session 46,
    c3): what 217.7b lets an instruction allow — the player may examine the face-down card while it stays
    removed; it is a new object, face up, once it leaves that zone (217.8)."""
    g = ctx.game
    who = " and ".join(player_names(refer(ctx, eff.who)))
    cards = [o for o in object_ids(subjects(ctx, eff.what)) if g.exists(o) and g.objects[o].zone == Zone.REMOVED]
    if not cards:
        g.tracer.step(f"No card was removed from the game this way, so there is nothing for {who} to look at", "413.2b",
                      kind="effect")
        return
    named_ = ", ".join(g.describe(o) for o in cards)
    # (several cards: Three Wishes' "those cards … as long as they remain exiled"; added, session 65, h2)
    remains = "it remains" if len(cards) == 1 else "they remain"
    g.tracer.step(f"{who} may look at {named_} for as long as {remains} removed from the game: the instruction allows "
                  f"{who} what no player may do with a card removed face down", "217.7b", kind="effect")


def _exiled_with(ctx: Ctx, oids: list) -> None:
    """"Each card exiled with ~" (Safe Haven, Parallax Wave; added, otrig6): the cards this
    object's own instructions removed from the game, a pile kept apart by their way of returning
    (217.7c) — not those removed by anything else, nor by this card as an earlier object (217.8)."""
    g = ctx.game
    cards = ", ".join(g.describe(o) for o in oids)
    g.tracer.step(f"The cards removed from the game with {ctx.source_name}, kept apart by their way of returning: {cards}" if oids else
                  f"No card is removed from the game with {ctx.source_name}", "217.7c", kind="effect")


@handles(ir.GraveyardSwap)
def _graveyard_swap(ctx: Ctx, eff: ir.GraveyardSwap) -> None:
    """Living Death: each instruction is carried out by every player, processed simultaneously
    (413.2d) — every creature card in a graveyard is removed from the game at once, every
    creature in play is sacrificed at once (their leaves-play triggers all trigger, 410.6), and
    the removed cards come into play at once, each under its owner's control."""
    g = ctx.game
    players = [p for p in g.apnap() if p in player_names(refer(ctx, eff.who))]
    card = replace(eff.filter, zone=Zone.GRAVEYARD)
    cards = [c for p in players for c in g.zones[(p, Zone.GRAVEYARD)] if matches(g, card, c, p, ctx.source)]
    g.tracer.step(f"Each player removes the {phrasebook.filter_phrase(eff.filter)} cards in his or her graveyard from the game "
                  f"({len(cards)} in all), at the same time", "413.2d", kind="effect")
    removed = events.move_many(g, cards, Zone.REMOVED, "413.2d", "is removed")
    doomed = [o for o in g.in_play if g.controller_of(o) in players and matches(g, eff.filter, o, g.controller_of(o),
                                                                               ctx.source)]
    if eff.sacrifice:
        g.tracer.step(f"Each player sacrifices the {phrasebook.filter_phrase(eff.filter)}s he or she controls ({len(doomed)} in all), at "
                      f"the same time", "413.2d", kind="effect")
        events.sacrifice(g, doomed, "413.2d")
    else:
        # as printed: "put each creature that is in play into its owner's graveyard" — moved there,
        # not sacrificed (no player is told to sacrifice it) nor destroyed (regeneration can't
        # replace it)
        g.tracer.step(f"Each {phrasebook.filter_phrase(eff.filter)} in play is put into its owner's graveyard ({len(doomed)} in all), at "
                      f"the same time — not destroyed, so regeneration can't replace it", "413.2d", kind="effect")
        events.move_many(g, doomed, Zone.GRAVEYARD, "413.2d", "is put")
    back = [o for o in removed if g.exists(o) and g.objects[o].zone == Zone.REMOVED]
    g.tracer.step(f"Each player puts the cards he or she removed this way into play ({len(back)} in all), at the same "
                  f"time", "413.2d", kind="effect")
    events.move_many(g, back, Zone.IN_PLAY, "413.2d", "is put")


def _card_kind(f: ir.Filter, x: Optional[int] = None) -> str:
    """The kind of card a player has none of, the card word where the card's text puts it ("creature card",
    "Goblin card", "creature card with converted mana cost 3"): the qualifiers follow it, and an X
    already announced is its number (409.1b) — Mercadian Lift's "creature card with converted mana cost
    X" was "creature with converted mana cost X card" (audit 8581)."""
    if f.mana_value is not None and isinstance(f.mana_value.value, ir.VarX) and x is not None:
        f = replace(f, mana_value=replace(f.mana_value, value=x))
    return phrasebook.filter_words(replace(f, zone=Zone.IN_PLAY, controller=None,
                                extra=f.extra if "card" in f.extra else (*f.extra, "card")), noun="")


def _unfit_words(ctx: Ctx, flt: ir.Filter, others: list[int]) -> str:
    """"Goblin King @gk doesn't (not a Goblin: its creature type is Lord)": the cards of the zone
    that don't fit the description, and why (413.2c), at most six named."""
    g = ctx.game
    if not others:
        return ""
    if len(others) > 6:
        return f"the {len(others)} other cards don't"

    def why(c: int) -> str:
        said = why_unfit(ctx, flt, c)
        subs = g.chars(g.objects[c]).subtypes
        if flt.subtypes and subs and "creature" in g.chars(g.objects[c]).types:
            said += f": its creature type{' is' if len(subs) == 1 else 's are'} {' '.join(subs)}"
        return f"{g.describe(c)} ({said})"
    return f"{', '.join(why(c) for c in others)} {'doesn' if len(others) == 1 else 'don'}'t"


def _owner_named(ctx: Ctx, ref: Optional[ir.ObjRef], role: str) -> list[str]:
    """The player ``ref`` names for a card chosen from a zone (Reincarnation's "its owner's graveyard", "under the
    control of that creature's owner"), or none named (a step says so)."""
    if ref is None:
        return []
    names = player_names(refer(ctx, ref))
    if not names:
        ctx.game.tracer.step(f"No player is named {role} ({ctx.source_name}): nothing is put into play", "413.2f",
                             kind="effect")
    return names[:1]


@handles(ir.PutChosenIntoPlay)
def _put_chosen_into_play(ctx: Ctx, eff: ir.PutChosenIntoPlay) -> None:
    """Flash: the player chooses a card of his or her hand (413.2c) and puts it into play;
    it is "it" for what follows."""
    g = ctx.game
    ctx.results["found"] = []
    zone = eff.filter.zone or Zone.HAND
    players = player_names(refer(ctx, eff.who))
    # Reincarnation (added, session 67, h7): the card chosen from another player's zone and put into play
    # under a player the text names — here both the owner of the creature the delayed ability watched
    whose = _owner_named(ctx, eff.whose, f"from whose {zone}")
    under = _owner_named(ctx, eff.under, "under whose control")
    if not whose and eff.whose is not None or not under and eff.under is not None:
        return
    if isinstance(eff.whose, ir.OwnerOf):
        # a card's owner doesn't change: found as the creature last existed if it has left play (413.2f)
        watched = [t for t in refer(ctx, eff.whose.ref) if not isinstance(t, str)]
        g.tracer.step(f"{g.describe(watched[0]) if watched else 'The creature'} is owned by {whose[0]} (as it last "
                      f"existed): the card comes from {possessive(whose[0])} {zone}"
                      f"{f' and is put into play under {under[0]}' + chr(39) + 's control' if under else ''} "
                      f"({ctx.source_name})", "413.2f", kind="effect")
    picks: list[tuple[str, int]] = []
    for p in players:  # each player's choice in turn, knowing the earlier ones (413.2d)
        holder = whose[0] if whose else p
        cands = [c for c in g.zones[(holder, zone)]
                 if matches(g, eff.filter, c, holder, ctx.source, ctx.x, zone_check=False)]
        unfit = _unfit_words(ctx, eff.filter, [c for c in g.zones[(holder, zone)] if c not in cands])
        if not cands:
            # (with no card that fits said before it, "… doesn't" is "… doesn't fit": Skyshroud Ranger as printed
            # with only a Shock in hand, audit 8480)
            g.tracer.step(f"{holder} has no {_card_kind(eff.filter, ctx.x)} in {zone} to put into play ({ctx.source_name})"
                          f"{': ' + unfit + ' fit' if unfit else ''}", "413.2c", kind="effect")
            continue
        if unfit:  # why the other cards there can't be chosen (audit 5955: Goblin King isn't a Goblin)
            g.tracer.step(f"{', '.join(g.describe(c) for c in cands)} {'fits' if len(cands) == 1 else 'fit'} "
                          f"\"{_card_kind(eff.filter, ctx.x)}\" in {possessive(holder)} {zone}; {unfit} ({ctx.source_name})", "413.2c",
                          kind="effect")
        opts = [Option(g.describe(c), c, lambda v, c=c: named(g, v, c)) for c in cands]
        (card,) = choose(g, p, f"the card to put into play{f' from {holder}' + chr(39) + f's {zone}' if whose else ''}"
                         f"{f' under {under[0]}' + chr(39) + 's control' if under else ''} ({ctx.source_name})", opts, (1, 1),
                         rule="413.2d" if len(players) > 1 else "413.2c")
        picks.append((under[0] if under else p, card))
    if len(picks) > 1 and all(g.objects[c].owner == p for p, c in picks):
        # each his or her own card: put into play at the same time (one event, 413.2d)
        g.tracer.step("The choices made, the cards are put into play at the same time", "413.2d", kind="effect")
        ctx.results["found"] += events.move_many(g, [c for _p, c in picks], Zone.IN_PLAY, "417.1", "is put",
                                                 **({"tapped": True} if eff.tapped else {}))
        return
    for p, card in picks:
        new = events.move(g, card, Zone.IN_PLAY, "417.1", "is put", controller=p, **({"tapped": True} if eff.tapped else {}))
        if new is not None:
            ctx.results["found"].append(new)
            if eff.tapped:  # Terrain Generator: "… onto the battlefield tapped", as the ability says
                g.tracer.step(f"{g.describe(new)} comes into play tapped ({ctx.source_name})", "413.2", kind="zone")


@handles(ir.PutAuraAttached)
def _put_aura_attached(ctx: Ctx, eff: ir.PutAuraAttached) -> None:
    """Academy Researchers, Iridescent Drake (added, otrig6): an Aura card put into play attached to
    the permanent the text names — not played, so not targeting it: the player putting it into play
    puts it on that permanent if it could legally enchant it, else it stays where it was (214.8d)."""
    g = ctx.game
    who = (player_names(refer(ctx, eff.who)) or [ctx.controller])[0]
    if eff.filter is not None:  # "an Aura card from your hand": chosen as it resolves (413.2c)
        zone = eff.filter.zone or Zone.HAND
        cands = [c for c in g.zones[(who, zone)] if matches(g, eff.filter, c, who, ctx.source, ctx.x, zone_check=False)]
        if not cands:
            g.tracer.step(f"{who} has no Aura card in {zone} to put into play ({ctx.source_name})", "413.2c", kind="effect")
            return
        opts = [Option(g.describe(c), c, lambda v, c=c: named(g, v, c)) for c in cands]
        cards = choose(g, who, f"the Aura card to put into play ({ctx.source_name})", opts, (1, 1), rule="413.2c")
    else:
        cards = object_ids(subjects(ctx, eff.what))
    hosts = [o for o in object_ids(refer(ctx, eff.onto)) if g.exists(o) and g.objects[o].zone == Zone.IN_PLAY]
    for card in cards:
        obj = g.objects[card]
        enchant = g.abilities_of(obj).enchant
        host = hosts[0] if hosts else None
        barred = unenchantable(g, card, host) if host is not None else None  # (Anti-Magic Aura: added, session 64)
        if host is None or enchant is None or enchant.zone not in (None, Zone.IN_PLAY) \
                or not matches(g, enchant, host, who, card) or protected_from(g, host, g.chars(obj)) or barred:
            where = "is no longer in play" if host is None else "can't be enchanted by it"
            g.tracer.step(f"{obj.name} would come into play attached to {ctx.source_name}, which {where}"
                          f"{f' ({barred})' if barred else ''}: it stays where it is", "214.8d",
                          *(("103.1",) if barred else ()), kind="zone")
            continue
        g.tracer.step(f"{obj.name} comes into play enchanting {g.describe(host)}, as {ctx.source_name} says (put into "
                      f"play, not played: no target)", "214.8d", kind="attach")
        new = events.move(g, card, Zone.IN_PLAY, "417.1", "is put", controller=who, attach=host)
        if new is not None:
            ctx.results.setdefault("found", []).append(new)


@handles(ir.EachMayPutIntoPlay)
def _each_may_put_into_play(ctx: Ctx, eff: ir.EachMayPutIntoPlay) -> None:
    """Hunted Wumpus: each of the players, the active player first, chooses a card of his or her
    own (or none) knowing the earlier choices; then the cards are put into play at the same time
    (413.2d), each under its owner's — the player who put it — control."""
    g = ctx.game
    zone = eff.filter.zone or Zone.HAND
    players = [p for p in g.apnap() if p in player_names(refer(ctx, eff.who))]
    what = _card_kind(eff.filter, ctx.x)
    if len(players) > 1:
        g.tracer.step(f"Each player chooses in turn, the active player first: {', '.join(players)}", "413.2d",
                      kind="choice")
    picks: list[int] = []
    for p in players:
        cands = [c for c in g.zones[(p, zone)] if matches(g, eff.filter, c, p, ctx.source, ctx.x, zone_check=False)]
        if not cands:
            g.tracer.step(f"{p} has no {what} in {zone} to put into play ({ctx.source_name})", "413.2d",
                          kind="effect")
            continue
        opts = [Option(g.describe(c), c, lambda v, c=c: named(g, v, c)) for c in cands]
        chosen = choose(g, p, f"the {what} to put into play from {zone}, or none ({ctx.source_name})",
                        opts, (0, 1), rule="413.2d")
        if not chosen:
            g.tracer.step(f"{p} chooses to put no card into play ({ctx.source_name})", "413.2d", kind="choice")
        picks += list(chosen)
    if picks:
        g.tracer.step("The choices made, the cards are put into play at the same time, each under the control of "
                      "the player who put it", "413.2d", kind="effect")
        ctx.results["found"] = events.move_many(g, picks, Zone.IN_PLAY, "417.1", "is put")
