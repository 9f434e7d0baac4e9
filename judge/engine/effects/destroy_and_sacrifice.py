"""Destroying and sacrificing permanents (glossary "Destroy", "Sacrifice"): one, one for each
of a count, any number the player chooses."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional, Sequence

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, with_article
from judge.engine import each_player, events
from judge.engine.context import (DESTROYED_OBJECTS, DESTROYED_WHICH, EACH_OBJECT, MANA_VALUE_FROM_CONTROL_OF, MANA_VALUE_PARTS, MOVED_FROM_CONTROL_OF, SACRIFICED_THIS_WAY, Ctx, amount, handles, named, object_ids, player_names, refer,
                                  run_effects, say_count, subjects)
from judge.engine.decider import Option, choose
from judge.engine.kinds import MoveCause
from judge.engine.filters import converted_mana_cost, matches
from judge.engine.effects.counting import counts_in, read_now, when_read
from judge.engine.targets import protection_passed_over
from judge.zones import Zone


@handles(ir.Destroy)
def _destroy(ctx: Ctx, eff: ir.Destroy) -> None:
    named = object_ids(subjects(ctx, eff.what))
    oids = [o for o in named if ctx.game.objects[o].zone == Zone.IN_PLAY]
    for o in named:  # Goblin Grenadiers sacrificed, then "destroy target creature" naming itself
        if o not in oids:
            obj = ctx.game.objects[o]
            where = (obj.zone.value if obj.zone in (Zone.REMOVED, Zone.PHASED_OUT) else f"in {possessive(obj.owner)} {obj.zone}")  # glossary "Phased Out"
            ctx.game.tracer.step(f"{ctx.game.describe(o)} is not in play (it is {where}): only a permanent can be "
                                 f"destroyed (glossary \"Destroy\"), so it isn't", "413.2b", "217.8", kind="effect")
    if eff.buried and oids:
        for oid in oids:
            ctx.game.tracer.step(f"{ctx.game.describe(oid)} is buried (glossary \"Bury (Obsolete)\"): destroyed, it can't "
                                 f"be regenerated, and it goes to its owner's graveyard whoever controls it — not a "
                                 f"sacrifice, which only its controller could make", "417.1", "413.2b", kind="effect")
    elif eff.cant_regenerate and any("creature" in ctx.game.chars(o).types or ctx.game.objects[o].regen_shields
                                     for o in oids):
        # said where regeneration could apply: a creature, or a permanent with a shield — another permanent
        # regenerates only where something says so (419.6b), and Befoul at a land replaces nothing (h74-5)
        ctx.game.tracer.step(f"{ctx.source_name}: \"can't be regenerated\" modifies the destruction it follows "
                             f"(read the whole text)", "413.2b", kind="effect")
    protection_passed_over(ctx.game, oids, ctx.source, ctx.source_chars, ctx.source_name, "destroys it")
    said = {o: ctx.game.describe(o) for o in oids}
    was = {o: ctx.game.controller_of(o) for o in oids}  # as each last existed in play (413.2f)
    cmc = {o: converted_mana_cost(ctx.game, ctx.game.objects[o], ctx.game.chars(o)) for o in oids}
    gone = events.destroy_many(ctx.game, oids, "417.1", f"by {ctx.source_name}", can_regenerate=not eff.cant_regenerate,
                               also_named=_land_type_said(ctx, eff.what, oids))
    _out_of_range(ctx, eff.what, oids, "destroyed")
    # "for each creature destroyed this way" (Rain of Daggers): what this destruction put into a graveyard
    ctx.results["destroyed"] = ctx.results.get("destroyed", 0) + len(gone)
    # "the number of artifacts they controlled that were put into a graveyard this way" (Builder's
    # Bane; ir.MovedThisWayControlledBy): by player, the permanents this destruction moved out of play
    from_control = ctx.results[MOVED_FROM_CONTROL_OF] = {}
    # and the total of their converted mana costs (Seeds of Innocence)
    values = ctx.results[MANA_VALUE_FROM_CONTROL_OF] = {}
    parts = ctx.results[MANA_VALUE_PARTS] = {}  # (each one, in words: what the total counted)
    for o in oids:
        if ctx.game.objects[o].became in gone and was[o] is not None:
            from_control[was[o]] = from_control.get(was[o], 0) + 1
            values[was[o]] = values.get(was[o], 0) + cmc[o]
            parts.setdefault(was[o], []).append(f"{said[o]} {cmc[o]}")
    ctx.results.setdefault(DESTROYED_OBJECTS, []).extend(o for o in oids if ctx.game.objects[o].became in gone)
    dead, spared = ctx.results.setdefault(DESTROYED_WHICH, ([], []))
    dead += [said[o] for o in oids if ctx.game.objects[o].became in gone]
    spared += [said[o] for o in oids if ctx.game.exists(o) and ctx.game.objects[o].zone == Zone.IN_PLAY]
    # "If that creature dies this way" (Kaervek's Purge): which of them it put into a graveyard
    g = ctx.game
    ctx.results[ir.ConditionKind.DIED_THIS_WAY] = [o for o in oids if g.objects[o].became is not None and g.exists(g.objects[o].became)
                                     and g.objects[g.objects[o].became].zone == Zone.GRAVEYARD]


def _and_list(items: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _land_type_said(ctx: Ctx, what: Any, oids: Sequence[int]) -> dict[int, str]:
    """"Destroy all Islands" (Tsunami): a land it destroys whose name doesn't say the land type that
    makes it one — a Mountain made an Island by Phantasmal Terrain, Underground Sea — named with the
    type (", an Island"), as Zhou Yu's attack names it (212.2c, 214.9: an Island is a land with the
    land type Island, whatever its name)."""
    if not isinstance(what, ir.All):
        return {}
    kinds = []
    for f in what.filters:
        if not (f.types == ("land",) and f.subtypes and all(t.lower() in ir.BASIC_LAND_TYPES for t in f.subtypes)):
            return {}
        kinds += [t.lower() for t in f.subtypes]
    g = ctx.game
    said = {}
    for o in oids:
        has = {t.lower() for t in g.chars(o).subtypes}
        kind = next((k for k in kinds if k in has), None)
        if kind is not None and kind not in g.objects[o].card.name.lower():
            said[o] = f", {with_article(kind.capitalize())}"
    return said


def _out_of_range(ctx: Ctx, what: Any, oids: Sequence[int], done: str) -> None:
    """"Destroy all creatures with power 2 or less" (Puppet's Verdict): the creatures in play left
    alone because their power or toughness is outside the description, said in one step — the
    instruction acts only on what its words describe (413.2b)."""
    if not isinstance(what, ir.All) or len(what.filters) != 1:
        return
    f = what.filters[0]
    if f.power is None and f.toughness is None:
        return
    g = ctx.game
    wider = object_ids(subjects(ctx, ir.All((replace(f, power=None, toughness=None),))))
    left = [o for o in wider if o not in oids and g.exists(o) and g.objects[o].zone == Zone.IN_PLAY]
    if not left:
        return
    ch = {o: g.chars(o) for o in left}
    each = _and_list([f"{g.describe(o)} ({'power' if f.power is not None else 'toughness'} "
                     f"{ch[o].power if f.power is not None else ch[o].toughness})" for o in left])
    g.tracer.step(f"{each} {'is' if len(left) == 1 else 'are'} not {done} by {ctx.source_name}: "
                  f"{'its' if len(left) == 1 else 'their'} {'power' if f.power is not None else 'toughness'} is outside "
                  f"\"{phrasebook.filter_phrase(f)}\"", "413.2b", kind="effect")


@handles(ir.Sacrifice)
def _sacrifice(ctx: Ctx, eff: ir.Sacrifice) -> None:
    g = ctx.game
    players = player_names(refer(ctx, eff.who))
    if eff.buried and isinstance(eff.what, ir.Filter):
        # printed "each player chooses and buries a land he or she controls" (Hurloon Shaman): chosen as a
        # sacrifice is, each player in turn (413.2d), then the chosen destroyed at once, no regeneration
        chosen: list[int] = []
        each_player.at_once(ctx, [p for p in g.apnap() if p in players], lambda ps: _sacrifice_each(ctx, eff, ps, chosen))
        _bury_chosen(ctx, chosen, len(players) > 1)
        return
    if isinstance(eff.what, ir.Filter) and not eff.if_short and len(players) > 1:
        # "each player sacrifices a creature": every player's choice first, in turn order, then all
        # sacrificed at once (413.2d)
        each_player.at_once(ctx, [p for p in g.apnap() if p in players], lambda ps: _sacrifice_each(ctx, eff, ps))
    else:
        _sacrifice_each(ctx, eff, players)


def _bury_chosen(ctx: Ctx, chosen: list[int], several: bool) -> None:
    """The permanents the players chose to bury ("chooses and buries … he or she controls", printed; r69-h9): each
    destroyed, and it can't be regenerated (glossary "Bury (Obsolete)"), all at once once every player has chosen
    (413.2d) — not sacrificed, so one that can't be destroyed stays, and a shield that replaces its destruction
    (Pyramids) applies; a regeneration shield doesn't (419.6b)."""
    g = ctx.game
    oids = [o for o in chosen if g.exists(o) and g.objects[o].zone == Zone.IN_PLAY]
    if not oids:
        return
    made = ", every player's choice made" if several else ""
    g.tracer.step(f"{_and_list([g.describe(o) for o in oids])} {'is' if len(oids) == 1 else 'are'} buried "
                  f"({ctx.source_name}{made}): \"bury\" is \"destroy; it can't be regenerated\" (glossary "
                  f"\"Bury (Obsolete)\") — a destruction, not a sacrifice", *(("413.2d",) if several else ()), "417.1",
                  kind="effect")
    gone = events.destroy_many(g, oids, "417.1", f"buried by {ctx.source_name}", can_regenerate=False)
    ctx.results["destroyed"] = ctx.results.get("destroyed", 0) + len(gone)
    ctx.results.setdefault(DESTROYED_OBJECTS, []).extend(o for o in oids if g.objects[o].became in gone)


def _sacrifice_each(ctx: Ctx, eff: ir.Sacrifice, players: list[str], burying: Optional[list[int]] = None) -> None:
    """Each of ``players`` sacrifices as ``eff`` says; with ``burying`` (``eff.buried``), what each chooses is put
    there, to be buried once every player has chosen (:func:`_bury_chosen`), not sacrificed."""
    g = ctx.game
    do, does = ("bury", "buries") if eff.buried else ("sacrifice", "sacrifices")
    for p in players:
        if isinstance(eff.what, ir.Filter):
            # Omen of Fire (added, session 43): "each player sacrifices … for each white permanent they
            # control" — "they" is each player in turn, the number that player's own, read as the
            # instruction is carried out, before any of them sacrifices (413.2f, 413.2d)
            outer, ctx.each_one = ctx.each_one, ctx.each_one or p
            try:
                n = amount(ctx, eff.count)
                _say_sacrifice_count(ctx, eff.count, n)
            finally:
                ctx.each_one = outer
            cands = [o for o in g.in_play if g.controller_of(o) == p and matches(g, eff.what, o, p, ctx.source)]
            held = [o for o in cands if o in each_player.chosen(ctx, p)]
            if held:
                # Fade Away: a permanent already chosen to be sacrificed for this instruction is sacrificed
                # once, with the others once every player has chosen (413.2d)
                g.tracer.step(f"{', '.join(g.describe(o) for o in held)} already to be sacrificed by {p} "
                              f"({ctx.source_name}): not chosen again", "413.2d", kind="choice")
                cands = [o for o in cands if o not in held]
            k = min(n, len(cands))
            if 0 < k < n and not eff.if_short:
                # Smokestack's three soot counters, two permanents: all he can (audit 4743 — once
                # sacrificed without a word of the shortfall; Lich's "If you can't" says its own, and
                # none at all is said as an instruction that did nothing)
                g.tracer.step(f"{p} must {do} {n} but has only {k} to {do}: {p} {does} as many as "
                              f"possible ({ctx.source_name})", "416.3", kind="effect")
            elif k == 0 < n and not eff.if_short and len(players) > 1:
                # "each player sacrifices a land" with a player who controls none (Hurloon Shaman as printed,
                # audit 7874: the others' choices were said, his or hers left out): nothing, said
                kind_words = phrasebook.filter_phrase(replace(eff.what, controller=None, controlled_by=None))
                g.tracer.step(f"{p} controls no {kind_words}: {p} {does} nothing "
                              f"({ctx.source_name})", "416.3", kind="effect")
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
            # Demonic Hordes (added, o2): "… of an opponent's choice" — the opponent (a game of two, 100.1)
            # chooses which of p's permanents; p sacrifices them (413.2c; glossary "Sacrifice")
            chooser = g.opponent(p) if eff.opponent_chooses else p
            whose = f"; an opponent's choice, {possessive(chooser)}" if chooser != p else ""
            each = ctx.results.get(EACH_OBJECT)  # Fade Away: the creature the sacrifice is for
            for_ = f", for {g.describe(each[0])}" if each and g.exists(each[0]) else ""
            picked = choose(g, chooser, f"what {'to ' + do if chooser == p else f'{p} {does}'} ({ctx.source_name}{for_}{whose})",
                            opts, (k, k), rule="413.2c")
            if burying is not None:  # buried once every player has chosen (413.2d)
                burying.extend(picked)
                continue
            ctx.results.setdefault("sacrificed", []).extend(picked)  # "that creature's power" (Rupture)
            if eff.if_short or not each_player.defer(ctx, p, picked, Zone.GRAVEYARD, "is sacrificed and is put",
                                                     cause=MoveCause.SACRIFICE):
                events.sacrifice(g, picked, "417.1")
            if eff.if_short and k < n:  # "If you can't, you lose the game" (Lich)
                # what the player controls of that kind, the deciding fact (audit 6258: Lord of the Pit
                # with no other creature said only "0 of 1")
                have = (f"only {', '.join(g.describe(o) for o in cands)}" if cands else
                        f"no {phrasebook.filter_phrase(replace(eff.what, controller=None, controlled_by=None))}")
                g.tracer.step(f"{p} could sacrifice only {k} of {n} ({ctx.source_name}): {p} controls {have}, so "
                              f"{p} can't, and what the card says to do if {p} can't applies", "413.2c", kind="effect")
                run_effects(ctx, eff.if_short)
        elif isinstance(eff.who, ir.ControllerOf) and eff.who.ref == eff.what:
            # "Each nontoken permanent with … is sacrificed by its controller." (Golgothian Sylex):
            # each player sacrifices those he or she controls (glossary "Sacrifice"), all at once
            objs = [o for o in object_ids(subjects(ctx, eff.what)) if g.objects[o].zone == Zone.IN_PLAY]
            # (Basalt Golem's "If the player does": what was sacrificed, ir.ConditionKind.SACRIFICED_THIS_WAY)
            ctx.results.setdefault(SACRIFICED_THIS_WAY, []).extend(objs)
            events.sacrifice(g, objs, "417.1")
            return
        else:
            # Glossary "Sacrifice": a player can sacrifice only permanents he or she controls.
            named_ = [o for o in object_ids(subjects(ctx, eff.what)) if g.objects[o].zone == Zone.IN_PLAY]
            objs = [o for o in named_ if g.controller_of(o) == p]
            for o in named_:
                if o not in objs:
                    g.tracer.step(f"{p} is told to sacrifice {g.describe(o)}, which {g.controller_of(o)} controls: "
                                  f"nothing happens, a player sacrifices only his or her own permanents (glossary "
                                  f"\"Sacrifice\"; {ctx.source_name})", "413.2b", kind="effect")
            events.sacrifice(g, objs, "417.1")


def _say_sacrifice_count(ctx: Ctx, count, n: int) -> None:
    """"Sacrifices a permanent for each soot counter on Smokestack": the number it read, as the
    instruction is carried out (413.2f) — as Festival of Trokin's count says its own (audit 4743:
    once sacrificed with the count unsaid). A fixed number ("sacrifices two lands") reads nothing."""
    if counts_in(count):
        for c in counts_in(count):
            say_count(ctx, c.filter, amount(ctx, c))
        if isinstance(count, ir.Fraction):  # Pox: the part of that count sacrificed (413.2f)
            ctx.game.tracer.step(f"{ctx.source_name}: {phrasebook.fraction_part(count)} of that is {n}", "413.2f", kind="effect")
    elif isinstance(count, ir.CountersOn):
        g = ctx.game
        on = ctx.source_name if isinstance(count.what, ir.This) else phrasebook.ref_phrase(count.what)
        gone = when_read(ctx, count)
        g.tracer.step(f"{ctx.source_name} counts each {count.kind} counter on {on} as it carries out the "
                      f"instruction: {n}{gone if not gone.startswith(' now') else ''}", "413.2f", kind="effect")
    elif read_now(count):
        ctx.game.tracer.step(f"{ctx.source_name}: {phrasebook.amount_words(count, ctx.controller)} is {n}{when_read(ctx, count)}", "413.2f",
                             kind="effect")


@handles(ir.SacrificeAnyNumber)
def _sacrifice_any_number(ctx: Ctx, eff: ir.SacrificeAnyNumber) -> None:
    """Landslide: the player chooses, as the spell resolves, any number of the permanents they
    control that match (none is a choice too: 413.2c), and sacrifices them at once."""
    g = ctx.game
    count = 0
    for p in player_names(refer(ctx, eff.who)):
        cands = [o for o in g.in_play if g.controller_of(o) == p and matches(g, eff.what, o, p, ctx.source)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
        noun = phrasebook.filter_phrase(replace(eff.what, controller=None))
        if cands:
            nouns = noun if len(cands) == 1 else phrasebook.filter_plural(replace(eff.what, controller=None))
            picked = choose(g, p, f"any number of his or her {len(cands)} {nouns} to sacrifice "
                                  f"({ctx.source_name})", opts, (0, len(cands)), rule="413.2c")
        else:
            picked = []
            g.tracer.step(f"{p} controls no {noun}: nothing to sacrifice ({ctx.source_name})", "413.2c", kind="effect")
        ctx.results.setdefault("sacrificed", []).extend(picked)
        events.sacrifice(g, picked, "417.1")
        count += len(picked)
    ctx.results[ir.SACRIFICED_COUNT] = count
