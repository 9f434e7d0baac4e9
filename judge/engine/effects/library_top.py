"""The top of a library looked at, revealed, reordered or moved (as many cards as there are,
416.3): Ancestral Memories, Sage Owl, Aladdin's Lamp, Mulch, Polymorph, milling."""

from __future__ import annotations

from dataclasses import replace
import dataclasses
from typing import Any, Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, with_article, own_possessive
from judge.engine import events
from judge.engine.context import EACH_REVEALED, LOOKED_AT, MOVED_THIS_WAY, Ctx, amount, handles, named, player_names, refer
from judge.engine.decider import OpenChoice, Option, choose
from judge.engine.filters import chosen_name_said, matches
from judge.engine.kinds import ChoiceKind
from judge.engine.outcome import Choice, ChoiceKey
from judge.engine.effects.counting import per_player
from judge.engine.effects.library import arranged
from judge.engine.effects.zones import face_down
from judge.zones import Zone


def _look_at_top(ctx: Ctx, p: str, count: Any, looker: Optional[str] = None, revealed: bool = False) -> list[int]:
    """``p`` (or ``looker``) looks at the top ``count`` cards of ``p``'s library (as many as there
    are, 416.3); ``revealed``: ``p`` reveals them (Eye of Yawgmoth). The cards, top first (none: the
    library is empty or the number is 0, traced)."""
    g = ctx.game
    n = amount(ctx, count)
    look = list(g.zones[(p, Zone.LIBRARY)])[:max(n, 0)]
    whose = own_possessive(p, looker or p)  # (after its subject: "Alice looks at the top 3 cards of his or her library")
    if not look and n <= 0:  # Eye of Yawgmoth's 0-power creature: no card
        g.tracer.step(f"The number of cards is {n}: {p} {'reveals' if revealed else 'looks at'} no card", "413.2",
                      kind="effect")
    elif not look:
        g.tracer.step(f"{possessive(p)} library is empty: there is nothing to {'reveal' if revealed else 'look at'}", "416.3",
                      kind="effect")
    elif revealed:
        g.tracer.step(f"{p} reveals the top {len(look)} card{'s' if len(look) != 1 else ''} of {whose} library: "
                      f"{', '.join(g.describe(o) for o in look)}"
                      + (f" (only {len(look)} of {n}: as many as there are)" if len(look) < n else ""),
                      *(("416.3",) if len(look) < n else ()), "417.1", kind="effect")
    else:
        g.tracer.step(f"{looker or p} looks at the top {len(look)} card{'s' if len(look) != 1 else ''} of {whose} library: "
                      f"{', '.join(g.describe(o) for o in look)}"
                      + (f" (only {len(look)} of {n}: {possessive(p)} library holds only {len(look)}, so as many as there "
                         f"are)" if len(look) < n else ""),
                      *(("416.3",) if len(look) < n else ()), "417.1", kind="effect")
    return look


@handles(ir.Dig)
def _dig(ctx: Ctx, eff: ir.Dig) -> None:
    """Ancestral Memories, Browse: look at the top cards of the library, put some of them into
    ``take_to``, the rest into ``rest_to`` (a library: at ``take_position`` / ``rest_position``); fewer cards: as
    many as possible (416.3)."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        # who looks, chooses and orders: the library's owner, or the ability's controller (Cruel
        # Fate: "Look at the top five cards of target opponent's library. Put one …", 413.2c)
        chooser = next(iter(player_names(refer(ctx, eff.chooser))), p) if eff.chooser is not None else p
        if eff.already_looked:
            # "Look at the top two cards of your library. … put one of those cards …" (Preferred Selection; session 84,
            # h6): the cards the look before showed, not looked at again — those still on top of the library
            look = [o for o in ctx.results.get(LOOKED_AT, []) if o in g.zones[(p, Zone.LIBRARY)]]
        else:
            look = _look_at_top(ctx, p, eff.count, chooser, revealed=eff.revealed)
        if not look:
            continue
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in look]
        # whose library or hand, said after the chooser ("Alice chooses which 2 of them to put into his or her hand":
        # never a player named twice in one clause) — and after no one where chance picks them (417.1)
        whose = possessive(p) if eff.at_random else own_possessive(p, chooser)
        doing = (f"put back on top of {whose} library" if eff.take_position is ir.LibraryPosition.TOP
                 else f"put on the bottom of {whose} library" if eff.take_position is ir.LibraryPosition.BOTTOM
                 else "remove from the game" if eff.take_to == Zone.REMOVED
                 else f"put into {whose} {eff.take_to}")
        if eff.take is None:  # Ransack: "any number of them", none included (413.2c)
            picked = choose(g, chooser, f"which of them, any number, to {doing} ({ctx.source_name})", opts,
                            (0, len(look)), rule="413.2c", forced_ok=False)
        elif eff.at_random:  # Orcish Librarian: "Exile four of them at random" — no player's choice (417.1)
            k = min(amount(ctx, eff.take), len(look))
            picked = choose(g, p, f"which {k} of them {'is' if k == 1 else 'are'} {doing.replace('remove', 'removed')} "
                                  f"at random ({ctx.source_name}; no player's choice)", opts, (k, k), rule="417.1",
                            forced_ok=len({g.objects[o].card.name for o in look}) <= 1 or k == len(look),
                            kind=ChoiceKind.RANDOM)
        else:
            k = min(amount(ctx, eff.take), len(look))
            picked = choose(g, chooser, f"which {k} of them to {doing} ({ctx.source_name})", opts,
                            (k, k), rule="413.2c", forced_ok=len({g.objects[o].card.name for o in look}) <= 1 or k == len(look))
        rest = [o for o in look if o not in picked]
        if eff.rest_left:  # (Thran Tome as printed: "Draw the remaining cards", ir.REMAINING_REVEALED)
            ctx.results[ir.REMAINING_REVEALED] = len(rest)
        if eff.take_position is ir.LibraryPosition.BOTTOM:
            # Ransack: "on the bottom of that library in any order" — the chooser's order (413.2c)
            for o in arranged(ctx, chooser, picked, p, "413.2c"):
                events.move(g, o, Zone.LIBRARY, "417.1", "is put", position=ir.LibraryPosition.BOTTOM)
        elif eff.take_to == Zone.REMOVED:
            events.move_many(g, picked, eff.take_to, "417.1", "is removed")
        elif eff.take_position is ir.LibraryPosition.TOP:
            # Ashnod's Cylix: "puts one of them back on top of their library" — the card chosen stays
            # in the library; the rest leave it, so it is the top card
            g.tracer.step(f"{', '.join(g.describe(o) for o in picked)} {'is' if len(picked) == 1 else 'are'} put back on "
                          f"top of {possessive(p)} library", "417.1", kind="effect")
        else:
            events.move_many(g, picked, eff.take_to, "417.1", "is put")
        if rest and eff.rest_left:
            # Wu Spy: "Put one of them into their graveyard." — the card not chosen isn't moved; it
            # stays where it was, on top of the library, in the same order (217.2b)
            g.tracer.step(f"{', '.join(g.describe(o) for o in rest)} {'stays' if len(rest) == 1 else 'stay'} on top "
                          f"of {possessive(p)} library, not moved", "217.2b", kind="effect")
        elif rest and eff.rest_position is not None:
            # "the rest on the bottom of your library in any order" (Impulse): the player's order
            top_first = arranged(ctx, chooser, rest, p, "413.2c")
            where = eff.rest_position
            for o in (top_first if where is ir.LibraryPosition.BOTTOM else list(reversed(top_first))):
                events.move(g, o, Zone.LIBRARY, "417.1", "is put", position=where)
        elif rest:
            verb = "is removed" if eff.rest_to == Zone.REMOVED else "is put"
            events.move_many(g, rest, eff.rest_to, "417.1", verb)
        elif eff.take is not None and not eff.rest_left and len(look) < amount(ctx, eff.count):
            # Sleight of Hand with a one-card library: the card looked at was the one taken; "the other"
            # isn't there, so that part does nothing — the effect does only as much as possible (416.3)
            there = ("on the bottom of " if eff.rest_position is ir.LibraryPosition.BOTTOM
                     else "on top of " if eff.rest_position is ir.LibraryPosition.TOP else "into ")
            where = ("removed from the game" if eff.rest_to == Zone.REMOVED
                     else f"{there}{possessive(p)} {eff.rest_to}")
            g.tracer.step(f"There is no other card to {'be ' if where.startswith('removed') else 'put '}{where}: "
                          f"{possessive(p)} library held only {len(look)} card{'s' if len(look) != 1 else ''}, and "
                          f"{'that one was' if len(look) == 1 else 'both were' if len(look) == 2 else f'all {len(look)} were'} "
                          f"chosen", "416.3", kind="effect")


@handles(ir.BottomAllButOne)
def _bottom_all_but_one(ctx: Ctx, eff: ir.BottomAllButOne) -> None:
    """Aladdin's Lamp: of the top cards looked at, the player keeps one on top (413.2c) and puts
    the rest on the bottom in a random order — like a shuffle's, that order is unknown: the
    engine keeps them in the order they were, and says so."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        look = _look_at_top(ctx, p, eff.count)
        if not look:
            continue
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in look]
        (kept,) = choose(g, p, f"which card to keep on top of {own_possessive(p, p)} library ({ctx.source_name})", opts, (1, 1),
                         rule="413.2c", forced_ok=len({g.objects[o].card.name for o in look}) <= 1)
        rest = [o for o in look if o != kept]
        for o in rest:
            events.move(g, o, Zone.LIBRARY, "417.1", "is put", position=ir.LibraryPosition.BOTTOM)
        if len(rest) > 1:
            g.tracer.step(f"They go to the bottom in a random order (unknown: the engine keeps the order they were in, so "
                          f"a scenario that depends on it must say what is where)", "417.1", kind="effect")


@handles(ir.ReorderTop)
def _reorder_top(ctx: Ctx, eff: ir.ReorderTop) -> None:
    """Sage Owl: look at the top cards and put them back in any order — the choice of the
    ability's controller, whose instruction it is (413.2c), in whichever player's library it
    names (Elemental Augury: "target player's library"): a choice line listing them top first
    settles it, the cards it leaves out in every order (each an outcome); otherwise every order is an outcome,
    and the step says which (413.2c)."""
    from judge.dsl.ast import Choose
    g = ctx.game
    chooser = ctx.controller
    for p in player_names(refer(ctx, eff.who)):
        lib = g.zones[(p, Zone.LIBRARY)]
        top = list(lib[:amount(ctx, eff.count)])
        if len(top) < 2:
            # no order to choose, but the look is said, and why there is no more to it: X = 0
            # (Soothsaying), an empty library, or a single card, put back where it was (416.3, 413.2c)
            if _look_at_top(ctx, p, eff.count, chooser):
                g.tracer.step(f"{chooser} puts it back on top of {own_possessive(p, chooser)} library: one card has only one order",
                              "413.2c", kind="effect")
            continue
        what = f"the order of the top {len(top)} cards of {possessive(p)} library, top first ({ctx.source_name})"
        decider = g.decider
        act = decider.answer(ChoiceKey(chooser, ChoiceKind.ORDER, "413.2c"), (Choose,)) if decider is not None else None
        order = None
        said = ""
        if act is not None:
            remaining, order = list(top), []
            for v in act.values:
                hit = next((o for o in remaining if named(g, v, o)), None)
                if hit is None:
                    raise g.error(act.span, f"{v} is not one of the top cards of {possessive(p)} library: "
                                            f"{', '.join(g.describe(o) for o in remaining)} (rule 413.2c)")
                remaining.remove(hit)
                order.append(hit)
            said = f"line {act.span.line} says so" if act.span is not None else "the scenario says so"
            if len(remaining) > 1:
                # the order of the cards the line leaves out is a decision it doesn't make: every order is an
                # outcome (docs/scenario-language.md, "Actions"), as when no line names any
                rest = _order_taken(g, chooser, remaining, f"the order of the other {len(remaining)} of the top {len(top)} "
                                                          f"cards of {possessive(p)} library, top first ({ctx.source_name})")
                if rest is None:
                    raise OpenChoice(f"{g.path}: open choice: {chooser} must choose the order of "
                                     f"{', '.join(g.describe(o) for o in remaining)} under the cards line "
                                     f"{act.span.line if act.span is not None else ''} names; settle it with a line naming "
                                     f"all {len(top)} (rule 413.2c)", chooser, what, [g.describe(o) for o in remaining])
                order += rest
                named_n = len(order) - len(rest)
                said = (f"{said} for the first {named_n}" if named_n > 1 else f"{said} for the first") + \
                    "; the order of the others is one of the outcomes explored"
            else:
                order += remaining
        elif decider is not None:
            order = _order_taken(g, chooser, top, what)
            said = "one of the outcomes explored"
        if order is None:
            raise OpenChoice(f"{g.path}: open choice: {chooser} must choose {what}; settle it with a line such as "
                             f"`{chooser} chooses {', '.join(g.describe(o) for o in top)}` (rule 413.2c)",
                             chooser, what, [g.describe(o) for o in top])
        g.reorder(p, Zone.LIBRARY, order)
        whose = "" if p == chooser else f" of {possessive(p)} library"
        wanted = amount(ctx, eff.count)
        short = (f" (only {len(top)} of {wanted}: {possessive(p)} library holds only {len(top)}, so as many as there are)"
                 if len(top) < wanted else "")
        g.tracer.step(f"{chooser} looks at the top {len(top)} cards{whose}{short} and puts them back in this order, top "
                      f"first: {', '.join(g.describe(o) for o in order)}{' (' + said + ')' if said else ''}", "413.2c",
                      *(("416.3",) if short else ()), kind="choice")


def _order_taken(g, chooser: str, cards: list[int], what: str) -> Optional[list[int]]:
    """``cards`` in the order the explorer takes for ``chooser`` (every order an outcome, 413.2c; cards of the same
    name interchangeable, one order), or None where the choice is left open (no explorer)."""
    from itertools import permutations

    perms, seen = [], set()
    for perm in permutations(range(len(cards))):
        key = tuple(g.objects[cards[i]].card.name for i in perm)
        if key not in seen:  # cards of the same name are interchangeable
            seen.add(key)
            perms.append(perm)
    sel = g.decider.take(Choice(chooser, ChoiceKind.ORDER, what, tuple(g.describe(o) for o in cards), rule="413.2c"), perms)
    return [cards[i] for i in sel] if sel is not None else None


@handles(ir.RevealTop)
def _reveal_top(ctx: Ctx, eff: ir.RevealTop) -> None:
    """Call of the Wild: reveal the top card of the library; it is "it" for what follows."""
    g = ctx.game
    ctx.results["revealed"] = []
    ctx.results["looked"] = eff.look  # only looked at, not revealed (417.1): "the card looked at"
    revealers = player_names(refer(ctx, eff.who))
    ctx.results[EACH_REVEALED] = len(revealers) > 1  # (Game Preserve: "all cards revealed this way")
    for p in revealers:
        lib = g.zones[(p, Zone.LIBRARY)]
        if not lib:
            g.tracer.step(f"{possessive(p)} library is empty: there is no card to {'look at' if eff.look else 'reveal'}", "416.3",
                          kind="effect")
            continue
        if eff.count > 1:  # only a look, at as many as there are (416.3)
            top = lib[:eff.count]
            ctx.results[LOOKED_AT] = list(top)  # "one of those cards" (Preferred Selection: ir.Dig.already_looked)
            short = len(top) < eff.count
            g.tracer.step(f"{ctx.controller} looks at the top {len(top)} card{'s' if len(top) != 1 else ''} of "
                          f"{own_possessive(p, ctx.controller)} library: {', '.join(g.describe(o) for o in top)}"
                          + (f" (only {len(top)} of {eff.count}: {possessive(p)} library holds only {len(top)}, so as many as "
                             f"there are)" if short else ""), *(("416.3",) if short else ()), "417.1", kind="effect")
            continue
        ctx.results["revealed"].append(lib[0])
        if eff.look:
            g.tracer.step(f"{ctx.controller} looks at the top card of {own_possessive(p, ctx.controller)} library: "
                          f"{g.describe(lib[0])}", "417.1",
                          kind="effect")
        else:
            # who reveals is the instruction's subject: "you", unsaid, for "Reveal the top card of target opponent's
            # library" (Prophecy: Alice reveals Bob's card), else the library's owner, "his or her" own (Paroxysm)
            shower = ctx.controller if eff.by_you else p
            g.tracer.step(f"{shower} reveals the top card of {own_possessive(p, shower)} library: {g.describe(lib[0])}"
                          + (f" ({possessive(ctx.source_name)} \"reveal\" is said to \"you\", its controller, glossary "
                             f"\"You/Your\"; revealed, it is shown to all players, glossary \"Reveal\")"
                             if shower != p else ""), "417.1", kind="effect")


def _into_zone_words(zone: str, player: str) -> str:
    """Where a player's card is put, in words ("into play", "into Alice's hand")."""
    if zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY):
        return f"into {possessive(player)} {zone}"
    return {Zone.IN_PLAY: "into play", Zone.REMOVED: "out of the game"}.get(zone, zone)


@handles(ir.RevealTopSort)
def _reveal_top_sort(ctx: Ctx, eff: ir.RevealTopSort) -> None:
    """Mulch, Clear the Land: each player named reveals the top cards of his or her library — as
    many as there are (416.3) — and puts those of the description where the card says, the rest
    elsewhere (417.1); with several players, the active player first, then the actions processed
    simultaneously (413.2d)."""
    g = ctx.game
    players = [q for q in g.apnap() if q in player_names(refer(ctx, eff.who))]
    keep: list[int] = []
    rest: list[int] = []
    for p in players:
        top = list(g.zones[(p, Zone.LIBRARY)][:eff.count])
        if not top:
            g.tracer.step(f"{possessive(p)} library is empty: there is no card to reveal", "416.3", kind="effect")
            continue
        short = f" (only {len(top)} there: as many as possible)" if len(top) < eff.count else ""
        g.tracer.step(f"{p} reveals the top {len(top)} card{'s' if len(top) != 1 else ''} of {own_possessive(p, p)} library"
                      f"{short}: {', '.join(g.describe(o) for o in top)}", "417.1", *(("416.3",) if short else ()),
                      kind="effect")
        ctx.results["revealed"] = top
        kept = [o for o in top if matches(g, eff.keep, o, ctx.controller, ctx.source, ctx.x)]
        if not kept:
            kind = dataclasses.replace(eff.keep, zone=Zone.ANY, extra=tuple(e for e in eff.keep.extra if e != "revealed this way"))
            name = chosen_name_said(ctx.results, eff.keep)  # (Wood Sage: the chosen name, compared with, 202.3)
            g.tracer.step(f"None of the cards {p} revealed is {with_article(phrasebook.filter_phrase(kind))}{name}, so none "
                          f"is put {_into_zone_words(eff.to_zone, p)} ({ctx.source_name})", "413.2b",
                          *(("202.3",) if name else ()), kind="effect")
        keep += kept
        rest += [o for o in top if o not in kept]
    ctx.results["revealed"] = keep + rest
    if len(players) > 1 and keep + rest:
        g.tracer.step("Each player has revealed his or her cards, the active player first; the cards are now put "
                      "where they go at the same time, each player's own", "413.2d", kind="effect")
    if keep:
        events.move_many(g, keep, eff.to_zone, "417.1", "is put" + (" tapped" if eff.tapped else ""), tapped=eff.tapped)
    if rest:
        events.move_many(g, rest, eff.rest_zone, "417.1", "is put")


@handles(ir.RemoveTopOfLibrary)
def _remove_top_of_library(ctx: Ctx, eff: ir.RemoveTopOfLibrary) -> None:
    """The top cards of a library are removed from the game (as many as there are, 416.3)."""
    g = ctx.game
    for p, n in per_player(ctx, player_names(refer(ctx, eff.who)), eff.count):
        top = list(g.zones[(p, Zone.LIBRARY)])[:max(n, 0)]
        if not top and n > 0:  # (Storm Elemental as printed, its library empty: nothing to remove)
            g.tracer.step(f"{possessive(p)} library holds no card: none is removed", "416.3", kind="effect")
        elif len(top) < n:
            g.tracer.step(f"{possessive(p)} library holds only {len(top)} card{'s' if len(top) != 1 else ''}: "
                          f"{'they are' if len(top) != 1 else 'it is'} all removed", "416.3", kind="effect")
        if top:
            # "that card" of a later instruction (Chaos Harlequin: ir.MovedThisWay)
            removed = events.move_many(g, top, Zone.REMOVED, "417.1", "is removed", face_down=eff.face_down)
            ctx.results.setdefault(MOVED_THIS_WAY, []).extend(removed)
            if eff.face_down:
                face_down(g, removed, said=False)  # (the move's step said so: 217.7b)



@handles(ir.RevealUntil)
def _reveal_until(ctx: Ctx, eff: ir.RevealUntil) -> None:
    """Polymorph: cards are revealed from the top until one matches (all of them, if none
    does); the one found is "that card" for what follows."""
    g = ctx.game
    ctx.results["revealed"], ctx.results["reveal until"] = [], []
    for p in player_names(refer(ctx, eff.who)):
        lib = list(g.zones[(p, Zone.LIBRARY)])
        shown = []
        found = next((c for c in lib if (shown.append(c) or True)
                      and matches(g, eff.filter, c, p, ctx.source, ctx.x, zone_check=False)), None)
        words = ", ".join(g.describe(c) for c in shown) or "nothing (the library is empty)"
        kind = phrasebook.filter_phrase(replace(eff.filter, zone=Zone.ANY))
        kind += "" if kind.endswith("card") or kind.startswith("card ") else " card"  # "card with the chosen name"
        # (Demonic Consultation: the chosen name, where each card revealed is compared with it, 202.3)
        name = chosen_name_said(ctx.results, eff.filter)
        named_rule = ("202.3",) if name else ()
        kind = kind.replace("with the chosen name", f"with the chosen name{name}", 1) if name else kind
        if found is None and shown:
            # Avenging Druid with no land in the library (h71-4 noticed): "until you reveal a land card" can't be met —
            # every card is revealed, and the reveal stops there (an effect does only as much as possible, 416.3)
            g.tracer.step(f"{p} reveals cards from the top of {own_possessive(p, p)} library: {words} — all of it: no "
                          f"{kind} is revealed, and the reveal can't go on past the last card, so it ends there",
                          "417.1", "416.3", *named_rule, kind="effect")
        elif found is None:
            g.tracer.step(f"{p} reveals cards from the top of {own_possessive(p, p)} library: {words} — no {kind} is revealed",
                          "417.1", *named_rule, kind="effect")
        else:
            g.tracer.step(f"{p} reveals cards from the top of {own_possessive(p, p)} library until a {kind} is revealed: {words}",
                          "417.1", *named_rule, kind="effect")
            ctx.results["revealed"].append(found)
            ctx.results.setdefault("found", []).append(found)
        ctx.results["reveal until"].append((p, found, [c for c in shown if c != found]))


@handles(ir.RevealUntilChosenKind)
def _reveal_until_chosen_kind(ctx: Ctx, eff: ir.RevealUntilChosenKind) -> None:
    """Abundance: the player chooses one of the kinds as the instruction is carried out (413.2c), then cards are
    revealed from the top of his or her library until one of that kind is (all of them, if none is: 417.1) — the
    one found is "that card", the others "all other cards revealed this way", as after Polymorph's reveal."""
    g = ctx.game
    words = [phrasebook.filter_phrase(replace(k, zone=Zone.ANY)).removesuffix(" card") for k in eff.kinds]
    players = player_names(refer(ctx, eff.who))  # (one player: "you", as the reader makes it)
    if not players:  # (no player to choose: nothing revealed, said)
        g.tracer.step(f"{ctx.source_name}: no player is there to choose {' or '.join(words)}: no card is revealed",
                      "413.2b", kind="effect")
        return
    opts = [Option(w, i, lambda v, w=w: str(v).lower() == w) for i, w in enumerate(words)]
    (i,) = choose(g, players[0], f"{' or '.join(words)} ({ctx.source_name})", opts, (1, 1), rule="413.2c")
    _reveal_until(ctx, ir.RevealUntil(eff.who, eff.kinds[i]))


@handles(ir.RevealedIntoPlay)
def _revealed_into_play(ctx: Ctx, eff: ir.RevealedIntoPlay) -> None:
    g = ctx.game
    for p, found, others in ctx.results.get("reveal until", []):
        if found is not None and g.exists(found) and g.objects[found].zone == Zone.LIBRARY:
            events.move(g, found, Zone.IN_PLAY, "417.1", "is put", controller=p)
        if eff.others_to == Zone.GRAVEYARD:  # Oath of Druids: every other card revealed, all of them if none fit
            still = [c for c in others if g.exists(c) and g.objects[c].zone == Zone.LIBRARY]
            if still:  # (at once: one event, 410.6)
                events.move_many(g, still, Zone.GRAVEYARD, "417.1", "is put")
            continue
        if others:
            g.tracer.step(f"{p} shuffles the other revealed cards ({', '.join(g.describe(c) for c in others)}) into "
                          f"{possessive(p)} library (its new order is unknown; the engine keeps the listed order, so a scenario "
                          f"that depends on it must say what is on top)", "417.1", kind="effect")


@handles(ir.Mill)
def _mill(ctx: Ctx, eff) -> None:
    g = ctx.game
    n = amount(ctx, eff.amount)
    for p in player_names(refer(ctx, eff.whose)):
        top = list(g.zones[(p, Zone.LIBRARY)][:n])  # 416.3: as many as possible
        if not top and n > 0:  # (Whetstone with one library empty: nothing to move, and no one draws)
            g.tracer.step(f"{possessive(p)} library holds no card: none is moved (moving cards isn't drawing)", "416.3",
                          kind="effect")
        elif len(top) < n:
            g.tracer.step(f"{possessive(p)} library holds only {len(top)} card{'s' if len(top) != 1 else ''}: as many as possible are moved "
                          f"(moving cards isn't drawing)", "416.3", kind="effect")
        # "that card" of a later instruction (Saprazzan Breaker: ir.MovedThisWay)
        ctx.results.setdefault(MOVED_THIS_WAY, []).extend(events.move_many(g, top, Zone.GRAVEYARD, "417.1", "is put"))


@handles(ir.MillWhileBothShareAColor)
def _mill_while_both_share_a_color(ctx: Ctx, eff: ir.MillWhileBothShareAColor) -> None:
    """Grindstone: the top two cards are put into the graveyard, and the process is repeated
    while two were moved and they share a color (203.2: a card's color is its mana cost's; a
    colorless card shares none). Each round moves two cards, so it ends with the library."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.whose)):
        while True:
            top = list(g.zones[(p, Zone.LIBRARY)][:2])
            if len(top) < 2:
                g.tracer.step(f"{possessive(p)} library holds {'only one card' if top else 'no card'}: "
                              f"{'it is' if top else 'nothing is'} put into the graveyard (as many as possible), and "
                              f"there aren't two cards to share a color: the process ends", "416.3", kind="effect")
            moved = events.move_many(g, top, Zone.GRAVEYARD, "417.1", "is put")
            ctx.results.setdefault(MOVED_THIS_WAY, []).extend(moved)
            if len(top) < 2:
                break
            a, b = (set(g.chars(c).colors) for c in top)
            shared = sorted(a & b)
            names = f"{g.describe(top[0])} and {g.describe(top[1])}"
            if not shared:
                g.tracer.step(f"{names} share no color ({_colors_said(a)}; {_colors_said(b)}): the process isn't "
                              f"repeated ({ctx.source_name})", "203.2", "413.2", kind="effect")
                break
            g.tracer.step(f"{names} share a color ({', '.join(shared)}): the process is repeated ({ctx.source_name})",
                          "203.2", "413.2", kind="effect")


def _colors_said(colors: set) -> str:
    return "/".join(sorted(colors)) or "colorless"


@handles(ir.HandCardsForTopCards)
def _hand_cards_for_top_cards(ctx: Ctx, eff: ir.HandCardsForTopCards) -> None:
    """Scroll Rack (added, session 77, h6): "Remove any number of cards in your hand from the game face down. Put that
    many cards from the top of your library into your hand. Then look at the cards removed from the game and put them
    on top of your library in any order." — the cards chosen as it resolves (413.2c, none a choice too) are removed
    face down (217.7b); as many from the top of the library are put into the hand, moved and not drawn (416.3 where
    it holds fewer); then the removed cards, new objects there (217.8), go on top of the library in the order the
    player chooses (413.2c)."""
    g = ctx.game
    p = ctx.controller
    hand = list(g.zones[(p, Zone.HAND)])
    if not hand:
        g.tracer.step(f"{p} has no card in hand: none is removed, and no card is put into {possessive(p)} hand "
                      f"({ctx.source_name})", "413.2c", kind="effect")
        return
    opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
    picked = choose(g, p, f"any number of the {len(hand)} card{'s' if len(hand) != 1 else ''} in {own_possessive(p, p)} hand, to "
                          f"remove from the game{' face down' if eff.face_down else ''} ({ctx.source_name})", opts, (0, len(hand)), rule="413.2c")
    if not picked:
        g.tracer.step(f"{p} removes no card: no card is put into {possessive(p)} hand, and none is put on top of "
                      f"{possessive(p)} library ({ctx.source_name})", "413.2c", kind="effect")
        return
    removed = events.move_many(g, picked, Zone.REMOVED, "417.1", "is removed", face_down=eff.face_down)
    if eff.face_down:
        face_down(g, removed, said=False)  # (the move's step said so: 217.7b)
    n = len(picked)
    top = list(g.zones[(p, Zone.LIBRARY)][:n])
    if len(top) < n:
        g.tracer.step(f"{possessive(p)} library holds only {len(top)} card{'s' if len(top) != 1 else ''} of the {n} to put "
                      f"into {possessive(p)} hand: as many as possible are (moving cards isn't drawing)", "416.3",
                      kind="effect")
    if top:
        events.move_many(g, top, Zone.HAND, "417.1", "is put")
    back = [o for o in removed if g.exists(o) and g.objects[o].zone == Zone.REMOVED]
    # one on top of another: which ends uppermost is the player's choice (413.2c)
    for o in reversed(arranged(ctx, p, back, p, "413.2c")):
        events.move(g, o, Zone.LIBRARY, "417.1", "is put", position=ir.LibraryPosition.TOP)
