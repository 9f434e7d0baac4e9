"""Mana added to and emptied from a mana pool (glossary "Mana Pool"; 406.1a), and why a land
makes other mana than asked (214.9f), or a mana source other mana than its text says (402.1)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, quoted, serial_and, with_article
from judge.engine import mana_instead
from judge.engine.characteristics import printed
from judge.engine.context import Ctx, amount, amount_said, handles, player_names, refer, say_count
from judge.engine.decider import Option, choice_stated, choose
from judge.engine.effects.counting import counts_in
from judge.engine.evasion import text_holding
from judge.engine.filters import chosen_on_entry, entry_choice_rule
from judge.engine.kinds import StackKind
from judge.engine.mana import add_mana, mana_text, parse_mana
from judge.zones import Zone


def _could_produce() -> Any:
    """:mod:`judge.engine.could_produce` (Reflecting Pool's "could produce", glossary "Could"), loaded by the first
    mana ability that says it, not by every mana ability."""
    from judge.engine import could_produce

    return could_produce


@handles(ir.AddMana)
def _add_mana(ctx: Ctx, eff: ir.AddMana) -> None:
    g = ctx.game
    if eff.same:
        # "that land produces one additional mana of the same color": what the land's mana
        # ability being played produces (the mana ability is being played now, 411.3)
        playing = g.triggers.mana_playing
        if playing is None or ctx.event is None or playing[0] != ctx.event.obj:
            g.tracer.step(f"{ctx.source_name}: no mana ability of the tapped land is being played: no mana is added",
                          "411.3", kind="mana")
            return
        _, ab, choice = playing
        land_ctx = Ctx(game=g, controller=g.controller_of(playing[0]) or ctx.controller, source=playing[0],
                       source_name=g.describe(playing[0]), targets=[])
        produced = [o for e in ab.effects if isinstance(e, ir.AddMana)  # (Reflecting Pool's: what it could produce)
                    for o in (_could_produce().options(land_ctx, e) if e.could_produce is not None else e.options)]
        if ab.cost.tap:  # "any type that land produced": as replaced (Contamination, 419.1)
            produced = mana_instead.replaced_same(g, playing[0], g.controller_of(playing[0]), produced)
        if choice:
            produced = [o for o in produced if parse_mana(o) == parse_mana(choice)] or produced
        if not produced:
            return
        # "one mana of any type that land produced": each type among what it produced is one
        # option — a land producing two kinds at once (Coral Atoll's {1}{U}) lets the player
        # choose which one more (406.1a)
        kinds = list(dict.fromkeys(sym for o in produced for sym in parse_mana(o)))
        picks = ["{" + sym + "}" if sym != "C" else "{1}" for sym in kinds]
        for p in player_names(refer(ctx, eff.who)):
            pick = picks[0]
            if len(picks) > 1:
                options = [Option(o, o, lambda v, o=o: _names_mana(v, o)) for o in picks]
                pick = choose(g, p, f"which type of mana {ctx.source_name} adds (one that {g.describe(playing[0])} "
                              f"produced)", options, rule="406.1a")[0]
            add_mana(g, p, parse_mana(pick), ctx.source_name, "406.1a")
        return
    if eff.chosen_color:
        # "Add one mana of the chosen color": the colour chosen as it came into play (410.10e), or as its
        # comes-into-play ability resolved (the printed Sol Grail's "When ~ comes into play, choose a color", 410.10a)
        color = chosen_on_entry(g, ctx.source, ir.EntryChoice.COLOR)
        rule = entry_choice_rule(g, ctx.source)
        if color is None:
            why = ("no color has been chosen yet (it is chosen as its comes-into-play ability resolves)"
                   if rule == "410.10a" else "no color was chosen as it came into play")
            g.tracer.step(f"{ctx.source_name}: {why}: it adds no mana", rule, kind="mana")
            return
        g.tracer.step(f"{possessive(ctx.source_name)} chosen color is {color}: its mana is {{{ir.COLOR_SYMBOLS[color]}}}", rule,
                      kind="mana")
        eff = replace(eff, options=("{" + ir.COLOR_SYMBOLS[color] + "}",), chosen_color=False)
        if ctx.mana_choice and parse_mana(ctx.mana_choice) != parse_mana(eff.options[0]):
            # "Alice taps Sol Grail for {U}" with red chosen: the colour chosen as it came into
            # play decides its mana (410.10e)
            why = (f"{ctx.source_name} produces {eff.options[0]}, not {ctx.mana_choice}: {color} was the color chosen "
                   f"as it came into play")
            raise g.error(ctx.span, f"{why} (rule 410.10e)", reason=why, rules=("410.10e",))
    if eff.could_produce is not None:
        # "one mana of any type that a land you control could produce" (Reflecting Pool): the
        # types those permanents' mana abilities make, found now (glossary "Could")
        could_produce = _could_produce()
        found = could_produce.as_options(ctx, eff)
        g.tracer.step(could_produce.words(ctx, eff, found.options), "406.1a", kind="mana")
        if not found.options:
            return
        eff = found
    if ctx.tapped_for_mana and ctx.source is not None and ctx.so is None:
        insteads = mana_instead.effects_on(g, ctx.source, ctx.controller)
        if insteads:  # a land tapped for mana: its mana replaced (Contamination, 419.1)
            mana_instead.produce(ctx, eff, insteads)
            return
        for why in mana_instead.passed_over(g, ctx.source, ctx.controller):  # (Harvest Mage's "if you tap")
            g.tracer.step(why, "419.1", kind="mana")
    if eff.combination:
        # "X mana in any combination of {B} and/or {R}": X counted now (413.2f), each mix one choice
        eff = _mixes(ctx, eff)
        if eff is None:
            return
    opts = list(eff.options)
    pick = opts[0]
    if len(opts) > 1:
        if ctx.mana_choice:
            want = parse_mana(ctx.mana_choice)
            hit = [o for o in opts if parse_mana(o) == want]
            if not hit and eff.count != 1 and len(want) == 1:  # "X mana of any one color": `for {G}{G}{G}`
                hit = [o for o in opts if set(parse_mana(o)) == set(want)]
            if not hit:
                # the card's words decide what it can produce (Lotus Petal's "Add one mana of any color" and
                # `for {R}{R}`; audit 7874): quoted, as the card says them
                held = text_holding(g, ctx.source, eff)
                words = f", as its text says ({g.describe(ctx.source)}: {quoted(held)})" if held else ""
                raise g.error(ctx.span, f"{ctx.source_name} can't produce {ctx.mana_choice}; it produces one of "
                                        f"{', '.join(opts)}{words}")
            pick = hit[0]
        else:
            options = [Option(o, o, lambda v, o=o: _names_mana(v, o)) for o in opts]
            if eff.count != 1 and _none_whatever_chosen(ctx, eff, options):
                return
            pick = choose(g, ctx.controller, f"which mana {ctx.source_name} produces", options, rule="406.1a")[0]
    elif ctx.mana_choice and eff.count == 1 and parse_mana(ctx.mana_choice) != parse_mana(pick):
        # a counted amount ("{G} for each creature you control") is compared once counted, below
        raise g.error(ctx.span, f"{ctx.source_name} produces {pick}, not {ctx.mana_choice}"
                                f"{land_type_mana_why(g, ctx.source) or text_mana_why(g, ctx.source)}")
    mana = parse_mana(pick)
    # 406.1b: a spell (Dark Ritual) or a triggered ability resolving from the stack isn't a mana ability
    from_stack = ctx.so is not None and ctx.so.kind in (StackKind.SPELL, StackKind.TRIGGER)
    if eff.count != 1:
        n = amount(ctx, eff.count)
        mana = {k: v * n for k, v in mana.items()}
        counted = _counted(ctx, eff, pick, n)
        if ctx.mana_choice and not from_stack and parse_mana(ctx.mana_choice) != mana:
            # "Alice taps Gaea's Cradle for {G}{G}": the mana asked is compared with the amount
            # counted as the ability resolves (406.1a: it adds what its text says, counted now)
            made = mana_text(mana) if n > 0 else "no mana"
            raise g.error(ctx.span, f"{ctx.source_name} produces {made} now ({counted}), not {ctx.mana_choice}: "
                                    f"its mana ability adds only what its text says (rules 402.1, 406.1a)")
        if from_stack:
            # "For each artifact or creature card in target opponent's graveyard, add {1}" (Spoils of
            # Evil): counted as the instruction is carried out (413.2f)
            for c in counts_in(eff.count):
                say_count(ctx, c.filter, amount(ctx, c))
        if n <= 0 and from_stack:
            g.tracer.step(f"{_adder(ctx, from_stack)} adds no mana: {_none_counted(ctx, eff, pick)}", "413.2f", "406.1b",
                          kind="mana")
            return
        if n <= 0:
            g.tracer.step(f"{ctx.source_name} produces no mana now ({counted}); the ability is a mana "
                          f"ability all the same", "406.1c", kind="mana")
            return
    # a mana ability's count is said with the mana (Rofellos); a spell's was stepped above (413.2f)
    said = counted if eff.count != 1 and not from_stack else ""
    adder = _adder(ctx, from_stack)
    for p in player_names(refer(ctx, eff.who)):
        add_mana(g, p, mana, adder, "406.1b" if from_stack else "406.1a", counted=said)


def _none_whatever_chosen(ctx: Ctx, eff: ir.AddMana, options: list[Option]) -> bool:
    """Whether ``eff``'s counted mana is none whichever of ``options`` is chosen — said so, and then the choice
    isn't explored: Lotus Blossom with no petal counter adds "X mana of any one color" with X = 0, no mana of
    any color, the same end for each of the five (406.1c: the ability is a mana ability all the same; 413.2c:
    the choice is carried out as the instruction is, and changes nothing). A scenario line stating the color
    is still taken, as stated (``choice_stated``)."""
    g = ctx.game
    # (counted here to know; where there is mana, it is counted again, and said, after the choice: the steps and
    # what the count noted as told — Metamorphosis's sacrificed creature, 413.2f — undone)
    mark, told = g.tracer.mark(), dict(ctx.results)
    if amount(ctx, eff.count) > 0 or choice_stated(g, ctx.controller, "406.1a", options):
        g.tracer.rollback(mark)
        ctx.results.clear()
        ctx.results.update(told)
        return False
    from_stack = ctx.so is not None and ctx.so.kind in (StackKind.SPELL, StackKind.TRIGGER)
    if from_stack:
        for c in counts_in(eff.count):
            say_count(ctx, c.filter, amount(ctx, c))
    adder = _adder(ctx, from_stack) if from_stack else ctx.source_name
    g.tracer.step(f"{adder} {'adds' if from_stack else 'produces'} no mana now ({_none_of_any(ctx, eff)}): "
                  f"{ctx.controller} isn't asked which of {', '.join(eff.options)} it {'adds' if from_stack else 'produces'}: "
                  f"whichever is chosen, it is no mana — the same either way" + ("" if from_stack else "; the ability is a mana ability all the same"),
                  *(("413.2f", "413.2c", "406.1b") if from_stack else ("406.1c", "413.2c")), kind="mana")
    return True


def _none_of_any(ctx: Ctx, eff: ir.AddMana) -> str:
    """Why mana of a choice of kinds counted is none: "X, the number of petal counters on it, is 0"."""
    if isinstance(eff.count, ir.CountOf):
        return f"one for each {phrasebook.each_phrase(eff.count.filter, you=ctx.controller)}, and there are none"
    if isinstance(eff.count, ir.VarX):
        return "X is 0"
    return f"X, {phrasebook.amount_words(eff.count, ctx.controller)}, is 0"


def _adder(ctx: Ctx, from_stack: bool) -> str:
    """What adds the mana, in the trace's words: the source, or — Priest of Gix Bolted with its trigger
    on the stack, Mana Drain's delayed ability — the ability, independent of its source (402.6), not
    the permanent or card gone ("add {B}{B}{B} to your mana pool" says no permanent does it, 413.2f)."""
    if from_stack and ctx.so.kind is StackKind.TRIGGER and ctx.source is not None and not ctx.game.exists(ctx.source):
        return f"{possessive(ctx.source_name)} ability (its source gone)"
    return ctx.source_name


def _none_counted(ctx: Ctx, eff: ir.AddMana, pick: str) -> str:
    """Why a spell or triggered ability's counted mana is none, counted as it resolves (413.2f): "there
    is no artifact or creature card in Bob's graveyard" (Spoils of Evil, each counted the step before),
    "the converted mana cost of Ornithopter @o is 0" (Mana Drain on a spell costing {0})."""
    if isinstance(eff.count, ir.CountOf):
        return f"{pick} for each {phrasebook.each_phrase(eff.count.filter, you=ctx.controller)}, and there are none"
    return f"{amount_said(ctx, eff.count)} is 0"


def _mixes(ctx: Ctx, eff: ir.AddMana) -> Optional[ir.AddMana]:
    """``eff``'s "X mana in any combination of A and/or B" as one choice among its mixes (Burnt
    Offering: X = 3 is {B}{B}{B}, {B}{B}{R}, {B}{R}{R} or {R}{R}{R}, 406.1); None when X is 0."""
    n = amount(ctx, eff.count)
    first, second = eff.options
    if n <= 0:
        ctx.game.tracer.step(f"{ctx.source_name} adds no mana: X is {n} ({phrasebook.amount_words(eff.count, ctx.controller)})", "413.2f",
                             kind="mana")
        return None
    ctx.game.tracer.step(f"{ctx.source_name}: X is {n} ({phrasebook.amount_words(eff.count, ctx.controller)})", "413.2f", kind="mana")
    mixes = tuple(first * (n - k) + second * k for k in range(n + 1))
    return replace(eff, options=mixes, count=1, combination=False)


def _counters_removed(ctx: Ctx, eff: ir.AddMana) -> Optional[str]:
    """The kind of counter the ability of ``eff`` removes X of to pay its cost, if it does."""
    g = ctx.game
    if ctx.source is None or not g.exists(ctx.source):
        return None
    for ab in g.chars(ctx.source).abilities:
        cost = getattr(ab, "cost", None)
        if any(e is eff for e in getattr(ab, "effects", ())) and cost is not None and cost.remove_counters \
                and isinstance(cost.remove_counters[1], ir.VarX):
            return cost.remove_counters[0]
    return None


def _counted(ctx: Ctx, eff: ir.AddMana, pick: str, n: int) -> str:
    """What the mana of a "for each" was counted from, and how many (Rofellos: "{G} for each Forest
    Alice controls: 3"; a Mana Battery's X: "{R} for each of X: 2")."""
    if isinstance(eff.count, ir.CountOf):
        return f"{pick} for each {phrasebook.each_phrase(eff.count.filter, you=ctx.controller)}: {n}"
    if isinstance(eff.count, ir.VarX):
        kind = _counters_removed(ctx, eff)
        if kind is not None:  # the Mana Batteries: X counters removed to pay the cost
            return f"{pick} for each {kind} counter removed to pay its cost (X): {n}"
        return f"{pick} for each of X: {n}"
    return f"{pick} for each of {phrasebook.amount_words(eff.count, ctx.controller)}: {n}"


def _names_mana(value: Any, option: str) -> bool:
    """Whether a scenario's answer names the mana ``option``: its symbols (`Alice chooses "{G}"`) or,
    for mana of one color, the color's word (`Alice chooses green`; Lion's Eye Diamond's "three mana
    of any one color", `Alice chooses black` for {B}{B}{B})."""
    said = str(value).strip()
    if said.startswith("{"):
        return parse_mana(said) == parse_mana(option)
    symbol = ir.COLOR_SYMBOLS.get(said.lower())
    return symbol is not None and set(parse_mana(option)) == {symbol}


@handles(ir.EmptyManaPool)
def _empty_pool(ctx: Ctx, eff: ir.EmptyManaPool) -> None:
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        burn = sum(g.player(p).pool.values())
        g.mana.set_pool(p, {})
        if burn:
            g.tracer.step(f"{possessive(p)} mana pool is emptied by an effect: no mana burn, which comes only from mana left in a "
                          f"pool as a phase ends", "417.1", "300.4", kind="mana")
        else:
            g.tracer.step(f"{possessive(p)} mana pool is emptied", "417.1", kind="mana")


def land_type_mana_why(g, oid: Optional[int]) -> str:
    """Why a land makes other mana than asked: an effect changed it into another basic land
    type, so it has only that land's mana ability (214.9f: Evil Presence's Forest is a Swamp);
    or its own basic land type gives it its one mana ability (214.9e: a Snow-Covered Swamp taps
    for {B}, not {G})."""
    if oid is None or not g.exists(oid) or g.objects[oid].zone != Zone.IN_PLAY:
        return ""
    ch = g.chars(oid)
    basic = [t for t in ch.subtypes if t.lower() in ir.BASIC_LAND_TYPES]
    if not basic:
        return ""
    if set(basic) == set(printed(g, g.objects[oid]).subtypes):
        # its own basic land type gives it its mana ability (Snow-Covered Swamp: a Swamp taps for {B})
        given = [ab.text for ab in ch.abilities if isinstance(ab, ir.ActivatedAbility) and ab.intrinsic]
        if not given:
            return ""
        if len(basic) > 1 and len(given) == len(basic):
            # a dual land (Tundra, "Land - Plains Island"): each of its basic land types gives it
            # that basic land's mana ability (214.9e)
            kinds = " and ".join(with_article(t) for t in basic)
            return (f" (it is {kinds}: each basic land type gives it that basic land's mana ability, "
                    f"{' and '.join(chr(34) + t + chr(34) for t in given)}, rule 214.9e)")
        return (f" (it is {with_article(' and '.join(basic))}: a basic land's land type gives it the mana ability "
                f"\"{' and '.join(given)}\", rule 214.9e)")
    return (f" (it is {with_article(' and '.join(basic))} now: a permanent changed into a basic land has only "
            f"that land's mana ability, rule 214.9f)")


def text_mana_why(g, oid: Optional[int]) -> str:
    """Why a mana source makes other mana than asked, where no land type gives its mana
    ability (:func:`land_type_mana_why`): its mana abilities add what their text says and
    nothing else (402.1: an instruction in a card's text is an ability; 406.1a) — Wizards'
    School tapped for {G}, Llanowar Elves for {R}: the text quoted. Empty where an ability has
    no text to quote."""
    if oid is None or not g.exists(oid) or g.objects[oid].zone != Zone.IN_PLAY:
        return ""
    texts = [ab.text for ab in g.chars(oid).abilities if isinstance(ab, ir.ActivatedAbility) and ab.is_mana_ability]
    if not texts or not all(texts):
        return ""
    if len(texts) == 1:
        return f": its mana ability adds only what its text says ({quoted(texts[0])}; rules 402.1, 406.1a)"
    return (f": its mana abilities add only what their text says ({serial_and([quoted(t) for t in texts])}; "
            f"rules 402.1, 406.1a)")
