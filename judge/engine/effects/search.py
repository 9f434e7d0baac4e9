"""Searching zones for cards (glossary "Search"): a library, Doomsday's zones, Eradicate's
copies; the cards found revealed, put on top, or played from where they are."""

from __future__ import annotations

from dataclasses import replace
import dataclasses
import re
from typing import Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import own_possessive, possessive, with_article
from judge.engine import events
from judge.engine.context import Ctx, amount, handles, left_play, named, object_ids, player_names, refer
from judge.engine.decider import Option, choose
from judge.engine.filters import chosen_on_entry, converted_mana_cost, matches, what_it_is
from judge.engine.objects import UNKNOWN_CARD
from judge.engine.effects.counting import per_player
from judge.engine.effects.library import arranged, shuffled
from judge.zones import Zone


@handles(ir.PlayFoundAsThoughInHand)
def _play_found_as_though_in_hand(ctx: Ctx, eff: ir.PlayFoundAsThoughInHand) -> None:
    """Grinning Totem: the player may play the card found from where it was put, as though it
    were in his or her hand, while it stays there (timing and costs as from a hand). Aerial
    Caravan, Elkin Bottle (added, Oracle activated round nineteen): the card the instruction
    before removed from the game, until end of turn or until the beginning of the ability's
    controller's next upkeep (418.3a) — no card removed, nothing to play (416.3)."""
    g = ctx.game
    until = (ir.UNTIL_END_OF_TURN if eff.duration == ir.UNTIL_END_OF_TURN
             else f"until {possessive(ctx.controller)} next upkeep" if eff.duration == ir.UNTIL_YOUR_NEXT_UPKEEP
             else f"until {possessive(ctx.controller)} next turn" if eff.duration == ir.UNTIL_YOUR_NEXT_TURN else None)
    cards = [o for o in object_ids(refer(ctx, eff.what)) if g.exists(o)]
    if not cards and until is not None:
        g.tracer.step(f"No card was removed from the game: there is no card to play ({ctx.source_name})", "416.3",
                      kind="effect")
    for p in player_names(refer(ctx, eff.who)):
        for o in cards:
            g.play_permissions.allow_play(o, p, until)
            aside = g.objects[o].zone == Zone.REMOVED
            g.tracer.step(f"{p} may play {g.describe(o)} as though it were in {possessive(p)} hand ({ctx.source_name})"
                          + (f" {until}" if until is not None else "")
                          + (": a card set aside is removed from the game until then" if aside and until is None else ""),
                          "413.2b", *(("418.3a",) if until is not None else ("217.7a",) if aside else ()), kind="effect")


@handles(ir.SearchLibrary)
def _search_library(ctx: Ctx, eff) -> None:
    """Search a library for cards matching a filter (glossary "Search"): a search for cards
    "matching some criteria" may find none of them even if they are there; a search for "any
    card" must find one if possible, and a search for a number of cards that many (or as many
    as possible)."""
    g = ctx.game
    n = amount(ctx, eff.count) if eff.count is not None else None  # None: "any number of"
    # (a name is a criterion too: "a card with the same name as target creature" may find nothing)
    must = eff.count is not None and _any_card(eff.filter) and not eff.up_to and eff.same_name_as is None
    found: list[int] = []
    names = None
    if eff.same_name_as is not None:  # "with the same name as target creature" (202.3; 413.2f)
        # "that creature" of a leaves-play trigger (Remembrance): its name as it last existed in play
        # (413.2f, 410.10d) — a Clone that copied Hill Giant was named Hill Giant — not the card's in the
        # zone it went to (a new object, 217.8; audit 9086, card 6)
        gone = left_play(ctx, eff.same_name_as)
        names = {gone[1].name} if gone is not None else \
            {g.last_known(o)[1].name for o in object_ids(refer(ctx, eff.same_name_as))}
        became = {g.chars(o).name for o in object_ids(refer(ctx, eff.same_name_as)) if g.exists(o)} \
            if gone is not None else set()
        as_left = (f"; {gone[0].display()}'s name as it last existed in play, not that of the card it became, a new "
                   f"object" if became and became != names else "")
        g.tracer.step(f"Only cards named {' or '.join(sorted(names)) or '(nothing: the object is gone)'} can be found "
                      f"(two cards have the same name if their English names are identical{as_left})", "202.3",
                      *(("413.2f", "217.8") if as_left else ()), kind="effect")
    for p in player_names(refer(ctx, eff.who)):
        lib = list(g.zones[(p, Zone.LIBRARY)])
        cands = [o for o in lib if matches(g, eff.filter, o, ctx.controller, ctx.source, ctx.x, zone_check=False)
                 and (names is None or g.objects[o].card.name in names)]
        seen: dict = {}
        for o in cands:  # identical cards are interchangeable: one option per card name
            seen.setdefault(g.objects[o].card.name, o)
        if n is None:  # any number: every card may be taken, identical ones as many as there are
            seen = {o: o for o in cands}
            n = len(cands)
        elif n > 1:  # several: identical cards may be taken together (the choice counts twins once)
            seen = {o: o for o in cands}
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in seen.values()]
        most = min(n, len(opts))
        # the player the instruction tells to search: "search target opponent's library" is
        # the ability's controller's search, in that player's library; "each other player may
        # search his or her library" (Hired Giant) is each one's own (glossary "Search", 413.2c)
        searcher = p if isinstance(eff.who, (ir.You, ir.All, ir.EachOne)) or p == ctx.controller else ctx.controller
        # whose library, said after the searcher: "Alice searches his or her library", "… Bob's library" (own_possessive)
        lib_words = f"{own_possessive(p, searcher)} library"
        unfit = [o for o in lib if o not in cands]
        if not must and lib and not _any_card(eff.filter):
            # a search for a card with a stated quality: what fits, what doesn't and why, and that
            # it may find nothing (glossary "Search")
            wanted = _compared(with_article(phrasebook.filter_phrase(replace(eff.filter, zone=Zone.IN_PLAY))))
            if ctx.x is not None and re.search(r"\bX\b", wanted):  # Citanul Flute: the X announced (409.1b)
                wanted += f" (X is {ctx.x})"
            off = _unfit_words(ctx, eff.filter, unfit, names, wanted)
            if cands:
                fit = f"{', '.join(g.describe(o) for o in cands)} {'fits' if len(cands) == 1 else 'fit'}" + \
                    (f"; {off} {'doesn' if len(unfit) == 1 else 'don'}'t" if unfit else "")
            else:
                fit = f"no card fits: {off}"
            # how many it may find is the card's: "up to three Plains cards" (audit 3430: Gift of
            # Estates was said to find "one of them or nothing"), "any number of"
            if not cands:
                may = "nothing is found"
            elif len(cands) == 1:
                may = f"{searcher} may find it or nothing"
            elif eff.count is None:
                may = f"{searcher} may find any number of them or nothing"
            elif most == 1:
                may = f"{searcher} may find one of them or nothing"
            else:
                may = f"{searcher} may find up to {most} of them or nothing"
            if eff.count is None:
                wanted = f"any number of {_plural_cards(eff.filter)}"
            elif n > 1:
                wanted = f"up to {n} {_plural_cards(eff.filter)}"
            g.tracer.step(f"{searcher} searches {lib_words} for {wanted}: {fit} — {may} "
                          f"(glossary \"Search\": a search for cards with a stated quality needn't find them)",
                          "413.2c", *(("202.3",) if names is not None and unfit else ()), kind="effect")
        if must and opts:
            g.tracer.step(f"{searcher} searches {lib_words} for {'any card' if n == 1 else f'{n} cards'}, so must find "
                          f"{'one' if most == 1 else most} (glossary \"Search\": as many as possible)", "413.2c",
                          kind="effect")
        # the source's search, said as one: "(Rathi Intimidator @ri)" alone read as a card found (audit 8480)
        # (the searcher named once, as the chooser: "Alice chooses what to find in his or her library", not "what Alice
        # finds in the library" — own_possessive, the other choice lines' words)
        picked = choose(g, searcher, f"what to find in {own_possessive(p, searcher)} library ({possessive(ctx.source_name)} "
                                     f"search)", opts,
                        (most if must else 0, most), rule="413.2c", forced_ok=must) if opts else []
        for o in picked:  # what decided that a card fits, where a rule did (a * power read outside play)
            said, cited = what_it_is(g, eff.filter, o, fits=True)
            if said:
                g.tracer.step(f"{g.describe(o)} is a card the search can find: {said}", *(cited or ("413.2f",)),
                              kind="effect")
        if not opts and (must or not lib or _any_card(eff.filter)):  # (else said with why, above)
            # nothing there to find: what lets the search end empty-handed is glossary "Search" ("you must
            # find a card (if possible)"; "that many cards (or as many as possible)")
            why = ("it is empty" if not lib
                   else f"no card in it is named {' or '.join(sorted(names))}" if names else "no card fits")
            rule = ("a search for any card must find one only if possible" if must
                    else "a search finds as many of the cards as possible, and here there are none")
            g.tracer.step(f"{searcher} searches {lib_words} and finds nothing: {why} ({ctx.source_name}; "
                          f"glossary \"Search\": {rule})", "413.2c", kind="effect")
        elif not picked and opts and not must and (names is not None or not _any_card(eff.filter)):
            # found nothing though something fits: the searcher's choice, which the glossary allows
            # the cards that fit named, and the source as the search's: "though a card fits (Rathi
            # Intimidator @ri; …)" named the searching creature as if it were the card (audit 8480)
            fitting = (", ".join(g.describe(o) for o in cands) if len(cands) <= 6 else f"{len(cands)} cards")
            g.tracer.step(f"{searcher} finds nothing, though {fitting} {'fits' if len(cands) == 1 else 'fit'} "
                          f"({possessive(ctx.source_name)} search; glossary \"Search\": a player searching for cards with a stated "
                          f"quality isn't required to find them even if they're there)", "413.2c", kind="choice")
        elif picked and getattr(eff, "reveal", False):  # "…, reveal that card, and put it into your hand"
            g.tracer.step(f"{searcher} reveals {', '.join(g.describe(o) for o in picked)} (shown to all players, "
                          f"glossary \"Reveal\"; {ctx.source_name})", "417.1", kind="effect")
        if not picked and getattr(eff, "reveal", False):  # "… and reveal that card" when none was found
            g.tracer.step(f"{searcher} reveals nothing ({ctx.source_name}): the search found no card, and an "
                          f"instruction to reveal what it found does only as much as possible", "416.3", kind="effect")
        found += picked
    ctx.results["found"] = found


def _plural_cards(f: ir.Filter) -> str:
    """A search's description in the plural, as "up to three …" says it: "plains land cards"."""
    return _compared(phrasebook.filter_plural(replace(f, zone=Zone.IN_PLAY)))


def _compared(words: str) -> str:
    """A description's comparisons as a card says them: "converted mana cost 6 or less"."""
    return re.sub(r"(<=|>=|==) (\w+)", lambda m: m.group(2) + {"<=": " or less", ">=": " or greater", "==": ""}[m.group(1)],
                  words)


def _unfit_words(ctx: Ctx, flt: ir.Filter, unfit: list, names: Optional[set], wanted: str) -> str:
    """The cards of a library a search's description doesn't fit, each with why (:func:`why_unfit`),
    or "the N other cards" past six; the cards the scenario leaves unknown ("3 unknown cards") said
    together, as what they are: no quality of theirs is known, so none is taken for ``wanted`` —
    not "it isn't a basic land card", which nothing says."""
    g = ctx.game
    unknown = [o for o in unfit if g.objects[o].card == UNKNOWN_CARD]
    known = [o for o in unfit if o not in unknown]
    if len(known) > 6:
        return f"the {len(unfit)} other cards"
    said = [f"{g.describe(o)} ({why_unfit(ctx, flt, o, names)})" for o in known]
    if unknown:
        n = len(unknown)
        said.append(f"{'an unknown card' if n == 1 else f'{n} unknown cards'} (the scenario doesn't say what "
                    f"{'it is' if n == 1 else 'they are'}: {'it is not' if n == 1 else 'none is'} taken for {wanted})")
    return ", ".join(said)


def why_unfit(ctx: Ctx, flt: ir.Filter, o: int, names: Optional[set] = None) -> str:
    """Which part of a search's description a card in the library fails, in words: the one
    field that, left out, would let it fit ("converted mana cost 7", "not a Rebel"); a card the
    description fits but whose name isn't one of ``names`` ("with the same name as target
    creature": Bifurcate), its name (202.3)."""
    g = ctx.game
    if names is not None and matches(g, flt, o, ctx.controller, ctx.source, ctx.x, zone_check=False):
        return f"not named {' or '.join(sorted(names)) or 'as the object, which is gone'}"
    ch = g.chars(g.objects[o])
    failing = []
    for f in dataclasses.fields(flt):
        value = getattr(flt, f.name)
        if f.name == "zone" or value == f.default:
            continue
        if matches(g, replace(flt, **{f.name: f.default}), o, ctx.controller, ctx.source, ctx.x, zone_check=False):
            failing.append(f.name)
    if not failing and flt.types == ("permanent",) and flt.subtypes and matches(
            g, replace(flt, types=(), subtypes=()), o, ctx.controller, ctx.source, ctx.x, zone_check=False):
        # Shock for "a Goblin permanent card" (Goblin Lackey): "not a Goblin" — a card with a creature type is a
        # creature card (212.2a), so a permanent card, and the subtype is the quality the description names
        failing = ["subtypes"]
    if len(failing) != 1:
        return f"it isn't {_compared(with_article(phrasebook.filter_phrase(replace(flt, zone=Zone.IN_PLAY))))}"
    field = failing[0]
    if field == "mana_value":
        return f"converted mana cost {converted_mana_cost(g, g.objects[o], ch)}"
    if field == "subtypes":  # a subtype is a name: "not a Plains", "not a Rebel" (Gift of Estates said "not a plains")
        return "not " + " or ".join(with_article(t[:1].upper() + t[1:]) for t in _subtypes_named(g, flt, ctx.source))
    if field == "types" and [t for t in flt.types if t != "card"]:
        return "not " + " or ".join(with_article(t) for t in flt.types if t != "card")
    # the failing quality with the description's card types, so that it names a card, not an
    # "object" ("a basic land card", "a blue instant card")
    alone = ir.Filter(**{field: getattr(flt, field)}, **({"types": flt.types} if field != "types" else {}))
    return f"it isn't {_compared(with_article(phrasebook.filter_phrase(alone)))}"


def _subtypes_named(g, flt: ir.Filter, source: Optional[int]) -> list[str]:
    """The subtypes a description names, "the chosen type" as the type its source chose as it came into play
    (410.10e: Belbe's Portal's "a creature card of the chosen type" is "not a Goblin (the chosen type)", not
    "not a The chosen type", audit 13328)."""
    named = []
    for t in flt.subtypes:
        if t != ir.CHOSEN_TYPE:
            named.append(t)
            continue
        chosen = [c for c in (chosen_on_entry(g, source, k) for k in (ir.EntryChoice.CREATURE_TYPE,
                  ir.EntryChoice.LAND_TYPE, ir.EntryChoice.ANY_LAND_TYPE)) if c]
        named += [f"{c} (the chosen type)" for c in chosen] or ["creature of the chosen type (none was chosen)"]
    return named


@handles(ir.SearchZones)
def _search_zones(ctx: Ctx, eff: ir.SearchZones) -> None:
    """Doomsday: the player finds that many cards among the zones (as many as possible:
    glossary "Search"), and every other card of those zones goes to ``eff.rest``."""
    g = ctx.game
    found: list[int] = []
    for p, n in per_player(ctx, player_names(refer(ctx, eff.who)), eff.count):
        cands = [o for z in eff.zones for o in g.zones[(p, z)]]
        opts = [Option(f"{g.describe(o)} ({g.objects[o].zone})", o, lambda v, o=o: named(g, v, o)) for o in cands]
        most = min(n, len(opts))
        g.tracer.step(f"{p} searches his or her {' and '.join(z.value for z in eff.zones)} for {n} cards and must find {most} (glossary "
                      f"\"Search\": that many, or as many as possible)", "413.2c", kind="effect")
        picked = choose(g, p, f"which {n} cards to keep ({ctx.source_name})", opts, (most, most), rule="413.2c")
        rest = [o for o in cands if o not in picked]
        if rest:
            events.move_many(g, rest, eff.rest, "417.1", "is removed" if eff.rest == Zone.REMOVED else "is put")
        found += picked
    ctx.results["found"] = found


@handles(ir.SearchCopies)
def _search_copies(ctx: Ctx, eff: ir.SearchCopies) -> None:
    """Eradicate: the cards named like the object (as it last existed, 413.2f; 202.3) in the
    player's graveyard, hand and library; the searcher removes those he or she finds, free to
    leave some copies alone (glossary "Search", whose own example this is)."""
    g = ctx.game
    likes = object_ids(refer(ctx, eff.like))
    if not likes:
        return
    name = g.last_known(likes[0])[1].name
    found: list[int] = []
    for p in player_names(refer(ctx, eff.who)):
        cands = [o for z in eff.zones for o in g.zones[(p, z)] if g.objects[o].card.name == name]
        g.tracer.step(f"{ctx.controller} searches {possessive(p)} {', '.join(z.value for z in eff.zones[:-1])} and {eff.zones[-1]} for the cards "
                      f"named {name} (two cards have the same name if their English names are identical) and may "
                      f"leave some alone (glossary \"Search\")", "202.3", "413.2f", kind="effect")
        if not cands:
            g.tracer.step(f"There are none ({ctx.source_name})", "413.2c", kind="effect")
            continue
        opts = [Option(f"{g.describe(o)} ({possessive(p)} {g.objects[o].zone})", o, lambda v, o=o: named(g, v, o))
                for o in cands]
        picked = choose(g, ctx.controller, f"which cards named {name} to find ({ctx.source_name})",
                        opts, (0, len(opts)), rule="413.2c")
        if picked:
            events.move_many(g, picked, Zone.REMOVED, "413.2c", "is removed")
        found += picked
    ctx.results["found"] = found


@handles(ir.ChooseOneOfCards)
def _found_one_to_hand(ctx: Ctx, eff: ir.ChooseOneOfCards) -> None:
    """Intuition: the player named chooses one of the cards found (413.2c); that card goes to its owner's
    hand, every other one found to its owner's graveyard. Phyrexian Grimoire: one of the top two cards of
    the controller's graveyard (a pile in order, 217.4a) chosen, removed from the game, the other to the
    hand. None there, none to choose (413.2b)."""
    g = ctx.game
    if eff.graveyard_top:
        cards = list(g.zones[(ctx.controller, Zone.GRAVEYARD)][:eff.graveyard_top])  # top first
        where = f"the top {eff.graveyard_top} cards of {possessive(ctx.controller)} graveyard"
    else:
        cards = [o for o in ctx.results.get("found", []) if g.exists(o) and g.objects[o].zone == Zone.LIBRARY]
        where = "the cards revealed"
    if not cards:
        g.tracer.step(f"There is no card among {where}: none to choose, none to move ({ctx.source_name})",
                      "413.2b", kind="effect")
        return
    if eff.graveyard_top:  # the pile's order, each card put on its top (217.4a)
        g.tracer.step(f"{where[0].upper()}{where[1:]}: {', '.join(g.describe(o) for o in cards)} (a graveyard is one "
                      f"pile in order, top first; {ctx.source_name})", "217.4a", "217.4b", kind="effect")
    chooser = next(iter(player_names(refer(ctx, eff.chooser))), ctx.controller)
    opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cards]
    goes = "removed from the game" if eff.chosen_to == Zone.REMOVED else f"put into the {eff.chosen_to}"
    (pick,) = choose(g, chooser, f"which of {where} is {goes} "
                                 f"({ctx.source_name}; the other{'s go' if len(cards) > 2 else ' goes'} to the {eff.rest_to})",
                     opts, (1, 1), rule="413.2c")
    events.move(g, pick, eff.chosen_to, "413.2c", "is removed" if eff.chosen_to == Zone.REMOVED else "is put")
    rest = [o for o in cards if o != pick]
    if rest:
        events.move_many(g, rest, eff.rest_to, "413.2c", "is put")
    else:
        g.tracer.step(f"There is no other card: nothing is put into the {eff.rest_to} ({ctx.source_name})", "413.2b",
                      kind="effect")


@handles(ir.RevealFound)
def _reveal_found(ctx: Ctx, eff: ir.RevealFound) -> None:
    """"Reveal them": the cards found are shown to all players (glossary "Reveal")."""
    g = ctx.game
    found = [o for o in ctx.results.get("found", []) if g.exists(o)]
    if not found:  # (why the search found nothing is the search's own step, glossary "Search")
        g.tracer.step(f"{ctx.controller} reveals nothing ({ctx.source_name}): the search found no card, and an "
                      f"instruction to reveal what it found does only as much as possible", "416.3", kind="effect")
        return
    g.tracer.step(f"{ctx.controller} reveals {', '.join(g.describe(o) for o in found)} ({ctx.source_name})",
                  "417.1", kind="effect")


def _any_card(f: ir.Filter) -> bool:
    """A search for "a card" / "N cards" with no quality stated (glossary "Search")."""
    return f == ir.Filter(types=("card",), zone=f.zone)


@handles(ir.FoundOnTop)
def _found_on_top(ctx: Ctx, eff: ir.FoundOnTop) -> None:
    """Goblin Recruiter: the cards found are revealed, the library shuffled, and the cards put
    on top in the order the player chooses (413.2c), the first chosen uppermost."""
    g = ctx.game
    found = [o for o in ctx.results.get("found", []) if g.exists(o) and g.objects[o].zone in (Zone.LIBRARY, Zone.GRAVEYARD)]
    p = ctx.controller
    if eff.reveal_and_shuffle:
        if found:
            g.tracer.step(f"{p} reveals {', '.join(g.describe(o) for o in found)}", "417.1", kind="effect")
        else:  # (why the search found nothing is the search's own step, glossary "Search")
            g.tracer.step(f"{p} reveals nothing ({ctx.source_name}): the search found no card, and an instruction "
                          f"to reveal what it found does only as much as possible", "416.3", kind="effect")
        shuffled(g, p)
    for o in reversed(arranged(ctx, p, found, p, "413.2c")):  # the uppermost moved last
        events.move(g, o, Zone.LIBRARY, "413.2c", "is put", position=ir.LibraryPosition.TOP)
