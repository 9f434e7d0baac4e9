"""What a group reference means now (413.2f): "all creatures", "each other creature you control",
"all lands or all creatures" (chosen on resolution, 413.2c) — the objects a description names
as an instruction is carried out, and the steps that say what it leaves out ("other", "non-",
"not from play", a mana value or power compared, a permanent tapped or left as it was).

Registered with :func:`judge.engine.context.refers` like :mod:`judge.engine.references`, but
imported by name the first time a reference without a function is met
(:data:`judge.engine.context.MORE_REFERS`): a game that names no group never reads these
(issue 43).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterator, Sequence, Union

from judge.cards import ir, phrasebook
from judge.cards.english import possessive, quoted, with_article
from judge.engine.context import (TOLD_STEPS, Ctx, Unsupported, deed_rules, deeds_phrase, object_ids, refer, refers,
                                  that_player)
from judge.engine.decider import Option, choose
from judge.engine.filters import converted_mana_cost, matches, self_counters
from judge.zones import Zone


def _either_all_choice(ctx: Ctx, ref: ir.EitherAll) -> ir.Filter:
    """Catastrophe's "all lands or all creatures": which description, chosen by the spell's
    controller as it resolves (413.2c: a choice other than a target is made on resolution), once
    for the whole resolution ("They can't be regenerated", "died this way" mean the chosen ones)."""
    key = ("either all", ref)
    chosen = ctx.results.get(key)
    if chosen is None:
        def option(f: ir.Filter) -> Option:
            words = phrasebook.filter_plural(f)  # `Alice chooses "green creatures"` (or "all green creatures")
            names = {words, f"all {words}", phrasebook.filter_phrase(f)}
            return Option(f"all {words}", f, lambda v, names=names: str(v).lower().strip() in names)

        chosen = choose(ctx.game, ctx.controller, f"which permanents {ctx.source_name} means (all "
                        + " or all ".join(phrasebook.filter_plural(f) for f in ref.choices) + ")",
                        [option(f) for f in ref.choices], (1, 1), rule="413.2c")[0]
        ctx.results[key] = chosen
        ctx.game.tracer.step(f"{ctx.controller} chooses all {phrasebook.filter_plural(chosen)}: the choice is made as "
                             f"{ctx.source_name} resolves, not as it is played (it is no target)", "413.2c",
                             kind="effect")
    return chosen


@refers(ir.EitherAll)
def _either_all(ctx: Ctx, ref: ir.EitherAll) -> list[Union[int, str]]:
    return refer(ctx, ir.All((_either_all_choice(ctx, ref),)))


@refers(ir.All)
def _all(ctx: Ctx, ref: ir.All) -> list[Union[int, str]]:
    g = ctx.game
    # (said of an instruction as it is carried out — not of a static ability's condition,
    # asked again whenever the game looks: "as long as an opponent controls a black permanent")
    if ctx.so is not None and not ctx.said_stated_colour and any(f.colors or f.not_colors for f in ref.filters):
        ctx.said_stated_colour = True  # (once a resolution: each look-up is the same check)
        # cards in a hand, a library or a graveyard are cards, not permanents (Inquisition's "each
        # white card in his or her hand")
        cards = all(f.zone in (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD) for f in ref.filters)
        looked = ([o for (_, z), held in g.zones.items() if z in {f.zone for f in ref.filters} for o in held]
                  if cards else g.in_play)
        stated = {c.lower() for f in ref.filters for c in (*f.colors, *f.not_colors)}
        multi = [o for o in looked if len(g.chars(o).colors) > 1  # glossary "Multicolored"
                 and (stated & set(g.chars(o).colors) or not stated <= set(ir.COLOR_SYMBOLS))]  # (a chosen color)
        # 413.2g decides only where something has colors besides the stated one (a white-and-black
        # creature is black): with none, the rule decides nothing and is not cited (Goblin Soothsayer's
        # "all red creatures" among mono-colored creatures; audit h68-8)
        if multi:
            # (a note said as the value is looked up, not what the instruction did: an instruction
            # that then does nothing still says so and why — Inquisition with no white card)
            ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
            ctx.game.tracer.step(f"The instruction checks only the stated color of each {'card' if cards else 'permanent'}, "
                                 f"whatever other colors it also has ({', '.join(g.describe(o) for o in multi)}: glossary "
                                 f"\"Multicolored\")", "413.2g", kind="effect")
    out: list = []
    for flt in ref.filters:
        if flt.mana_value is not None and isinstance(flt.mana_value.value, ir.CountersOn) \
                and not isinstance(flt.mana_value.value.what, ir.EachObject):  # (Corrosion: each one's own)
            flt = _counted_mana_value(ctx, flt)
        if flt.players and not flt.types:
            out += [p for p in g.apnap() if matches(g, flt, p, ctx.controller, ctx.source, ctx.x)]
            continue
        if ir.ACTIVE_PLAYER_AT_TURN_START in flt.extra and g.this_turn.at_beginning is None:
            # Total War as printed: who controlled what as the turn began is the turn's record of its beginning (301.1)
            raise Unsupported(f"{ctx.source_name}: the permanents as this turn began are not known (the scenario "
                              f"begins after the turn's beginning, 302.1): begin it in the turn before")
        if flt.zone == Zone.ANY:  # "card" with no zone said (judge.engine.support: unsupported)
            raise Unsupported(f"{ctx.source_name}: a group of cards in no named zone ({phrasebook.filter_phrase(flt)}) "
                              f"is not supported: say where they are (in play, in a graveyard, …)")
        pool = g.in_play if flt.zone in (None, Zone.IN_PLAY) else [
            o for p in g.players for o in g.zone_list(p.name, flt.zone)]
        # "… that were blocked by that creature this turn": that creature (gone or not: 413.2f)
        partners = frozenset(object_ids(refer(ctx, flt.partner))) if flt.partner is not None else None
        if partners == frozenset() and isinstance(flt.partner, ir.This) and ctx.source in g.lki:
            # "all creatures it blocked this turn" (Defiant Vanguard) once it has left play: what it
            # did, as the game recorded it of the object it last was (413.2f)
            partners = frozenset((ctx.source,))
        found = [o for o in list(pool) if matches(g, flt, o, ctx.controller, ctx.source, ctx.x, partners=partners)]
        if ir.OTHER_THAN_TRIGGER_OBJECT in flt.extra and ctx.event is not None:
            # Lifeline's "another creature": not the one the trigger event was about, as the
            # permanent it was nor as the card it became (217.8)
            about = {getattr(ctx.event, "obj", None), getattr(ctx.event, "new", None)}
            found = [o for o in found if o not in about]
        if ctx.so is not None and flt.mana_value is not None and isinstance(flt.mana_value.value, ir.CountersOn) \
                and isinstance(flt.mana_value.value.what, ir.EachObject):
            _own_counters_said(ctx, flt, pool, found)
        if ctx.so is not None and flt.mana_value is not None and isinstance(flt.mana_value.value, (int, ir.VarX)):
            _mana_value_leaves_out(ctx, flt, pool, found)
        if ctx.so is not None and flt.other and ctx.source in pool:
            _other_leaves_out_source(ctx, flt, found)
        if ctx.so is not None and (flt.not_types or flt.not_subtypes or flt.not_colors or _nonbasic_said(flt)):
            _non_leaves_out(ctx, flt, pool, partners, found)
        if ctx.so is not None and ir.PUT_THERE_FROM_PLAY_THIS_TURN in flt.extra:
            _not_from_play(ctx, flt, pool, found)
        if ctx.so is not None and flt.power is not None and isinstance(flt.power.value, ir.CardsInHand):
            _power_against_hand_said(ctx, flt, pool, found)
        if ctx.so is not None and ir.ACTIVE_PLAYER_SINCE_TURN_BEGAN in flt.extra:
            _not_controlled_since_turn_began(ctx, flt, pool, found)
        if ctx.so is not None and "untapped" in flt.status:
            _tapped_left_out(ctx, flt, pool, found)
        if ctx.so is not None and ir.ACTIVE_PLAYER_AT_TURN_START in flt.extra:
            _not_controlled_at_turn_start(ctx, flt, pool, found)
        if ctx.so is not None and partners and ir.ATTACHED_TO_PARTNER in flt.extra:
            _attached_left(ctx, flt, pool, partners, found)
        if ctx.so is not None and g.combat is not None and {"blocked", "blocking"} & set(flt.status):
            _combat_status_kept(ctx, flt, found)
        deeds = [e for e in flt.extra if e in ir.COMBAT_DEED_PHRASES]
        if deeds and partners != frozenset():  # "each creature that blocked or was blocked this turn": which did
            with phrasebook.that_player_named(that_player(ctx)):  # "that player" named: Alice at her end of turn (Angel's Trumpet)
                heading = phrasebook.filter_phrase(flt)
            if partners is not None:  # named as the game knows them ("by Wall of Air", not "by target #1")
                words, _, span = deeds[0].rpartition(" this ")
                rest = replace(flt, partner=None, extra=tuple(e for e in flt.extra if e != deeds[0]))
                by = ", ".join(g.describe(o) for o in partners)
                heading = (f"{phrasebook.filter_phrase(rest)} that blocked {by} this {span}" if words == "blocked"  # Joven's Ferrets
                           else f"{phrasebook.filter_phrase(rest)} that {words} by {by} this {span}")
            g.tracer.step(f"Each {heading}: " + (", ".join(
                f"{g.describe(o)} ({deeds_phrase(g, o, ir.combat_deed(deeds[0])[1], deeds[0])})" for o in found) or "none"),
                *deed_rules(deeds[0]), kind="effect")
        out += found
        if flt.players:
            out += [p for p in g.apnap() if matches(g, flt, p, ctx.controller, ctx.source, ctx.x)]
    return list(dict.fromkeys(out))  # each once, in order (a sweep of 4,000: not 4,000 looks at each)


def _counted_mana_value(ctx: Ctx, flt: ir.Filter) -> ir.Filter:
    """"Each creature with converted mana cost equal to the number of age counters on ~" (Wave
    of Terror, Powder Keg): the counters counted once, as the instruction is carried out — on
    the source in play, or as it last existed there when its cost sacrificed it (413.2f)."""
    g = ctx.game
    counted = flt.mana_value.value
    n = self_counters(g, ctx.source, counted)
    if n is None:
        raise Unsupported(f"{ctx.source_name}: counting counters on {counted.what!r} for a converted mana cost "
                          f"is not supported (only the ability's source's own counters)")
    gone = not g.exists(ctx.source) or g.objects[ctx.source].zone != Zone.IN_PLAY
    g.tracer.step(f"{ctx.source_name} {'had' if gone else 'has'} {n} {counted.kind} counter{'' if n == 1 else 's'} "
                  f"on it{' as it last existed in play' if gone else ''}: the instruction applies to each "
                  f"{phrasebook.filter_phrase(replace(flt, mana_value=None))} with converted mana cost {n}", "413.2f", kind="effect")
    return replace(flt, mana_value=ir.Compare(flt.mana_value.op, n))


def _own_counters_said(ctx: Ctx, flt: ir.Filter, pool: list, found: list) -> None:
    """"Destroy each artifact with converted mana cost less than or equal to the number of rust
    counters on it" (Corrosion; added, session 41): each one's own cost and counters as the
    instruction is carried out (413.2) — those that fit, and those that don't and why."""
    g, kind = ctx.game, flt.mana_value.value.kind
    rest = replace(flt, mana_value=None)
    looked = [o for o in pool if matches(g, rest, o, ctx.controller, ctx.source, ctx.x)]

    def said(o: int) -> str:
        n = g.objects[o].counters.get(kind, 0)
        return (f"{g.describe(o)} (converted mana cost {converted_mana_cost(g, g.objects[o], g.chars(o))}, "
                f"{n} {kind} counter{'' if n == 1 else 's'})")
    kept = [o for o in looked if o not in found]
    whose = "its" if len(kept) == 1 else "each one's"
    g.tracer.step(f"Each {phrasebook.filter_phrase(flt)}: " + (", ".join(said(o) for o in found) or "none")
                  + (f"; not {', '.join(said(o) for o in kept)}: {whose} converted mana cost is greater" if kept else ""),
                  "413.2", kind="effect")


#: Why a converted mana cost doesn't fit a comparison, by its operator (:func:`_mana_value_leaves_out`).
_MISSED_WORDS = {"<=": "greater than", "<": "not less than", ">=": "less than", ">": "not greater than",
                 "==": "not"}


def _mana_value_leaves_out(ctx: Ctx, flt: ir.Filter, pool: Sequence, found: list) -> None:
    """"Destroy all artifacts with converted mana cost X or less" (Hammer Mage; audit 8379: the
    Jayemdae Tome left in play said nothing): each object the rest of the description names, those
    whose converted mana cost fits and those it leaves out, with their costs and the number they
    are compared with as the instruction is carried out (X as announced, 409.1b) — said only where
    the cost leaves one out (counted as told)."""
    g = ctx.game
    rest = replace(flt, mana_value=None)
    kept = [o for o in pool if o not in found and isinstance(o, int)
            and matches(g, rest, o, ctx.controller, ctx.source, ctx.x)]
    if not kept:
        return
    value = flt.mana_value.value
    n = ctx.x if isinstance(value, ir.VarX) else value
    if not isinstance(n, int):
        return

    def said(o: int) -> str:
        return f"{g.describe(o)} (converted mana cost {converted_mana_cost(g, g.objects[o], g.chars(o))})"
    ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
    x = f" (X is {n})" if isinstance(value, ir.VarX) else ""
    whose = "its" if len(kept) == 1 else "each one's"
    g.tracer.step(f"Each {phrasebook.filter_phrase(flt, you=ctx.controller)}{x}: "
                  + (", ".join(said(o) for o in found if isinstance(o, int)) or "none")
                  + f"; not {', '.join(said(o) for o in kept)}: {whose} converted mana cost is "
                  f"{_MISSED_WORDS.get(flt.mana_value.op, 'not')} {n}", "413.2", kind="effect")


_OP_WORDS = {">": "greater than", ">=": "greater than or equal to", "<": "less than", "<=": "less than or equal to",
             "==": "equal to"}


def _power_against_hand_said(ctx: Ctx, flt: ir.Filter, pool: Sequence, found: list) -> None:
    """"Each creature that player controls with power greater than the number of cards in his or her
    hand" (Noetic Scales): the hand counted as the instruction is carried out (413.2f), each creature
    that fits with its power, and each one the rest of the description names that doesn't, and why
    (audit 7066: the Bears left in play said nothing). A note said as the set is looked up."""
    g = ctx.game
    whose = next((t for t in refer(ctx, flt.power.value.player) if isinstance(t, str)), None)
    if whose is None:
        return
    n = len(g.zones.get((whose, Zone.HAND), ()))
    rest = replace(flt, power=None)
    kept = [o for o in pool if o not in found and matches(g, rest, o, ctx.controller, ctx.source, ctx.x)]
    words = _OP_WORDS.get(flt.power.op, flt.power.op)

    def said(o: int) -> str:
        return f"{g.describe(o)} (power {g.chars(o).power})"
    ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
    noun = "creature" if "creature" in flt.types else "permanent"
    g.tracer.step(f"{whose} has {n} card{'' if n == 1 else 's'} in hand as the instruction is carried out, so it "
                  f"applies to each {noun} with power {words} {n}: " + (", ".join(said(o) for o in found) or "none")
                  + (f"; not {', '.join(said(o) for o in kept)}" if kept else ""), "413.2f", kind="effect")


def _but_for(ctx: Ctx, flt: ir.Filter, extra: str, pool: Sequence, found: list) -> Iterator[tuple[int, ir.Filter]]:
    """Each object of ``pool`` that ``flt`` would name but for its ``extra`` condition, with the
    description without it — what a why-not of that condition speaks of (counted as told)."""
    g = ctx.game
    rest = replace(flt, extra=tuple(e for e in flt.extra if e != extra))
    for o in pool:
        if o in found or not matches(g, rest, o, ctx.controller, ctx.source, ctx.x):
            continue
        ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
        yield o, rest


def _other_leaves_out_source(ctx: Ctx, flt: ir.Filter, found: list) -> None:
    """The why-not of the source an instruction's "other" leaves out ("tap all other creatures":
    Shrieking Mogg; "other Mercenary creatures get +1/+1": Phyrexian Driver): it is of the kind
    the words name, but "other" means each one but the card itself — the instructions read as
    English (413.2b). Said once a resolution, as the set is looked up (counted as told)."""
    g = ctx.game
    key = ("other said", flt)
    if key in ctx.results or ctx.source in found or not g.exists(ctx.source) \
            or not matches(g, replace(flt, other=False), ctx.source, ctx.controller, ctx.source, ctx.x):
        return
    ctx.results[key] = True
    ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
    name = g.chars(ctx.source).name
    g.tracer.step(f"{g.describe(ctx.source)} is left out, though it is "
                  f"{with_article(phrasebook.filter_phrase(replace(flt, other=False), you=ctx.controller))}: "
                  f"{quoted(phrasebook.filter_plural(flt))} means each one but {name} itself ({quoted('other')})",
                  "413.2b", kind="effect")


#: ``ir.Filter.extra``'s word for a land that isn't a basic land (214.9g): Ruination's "nonbasic lands"
NONBASIC = "nonbasic"


def _nonbasic_said(flt: ir.Filter) -> bool:
    """Whether the why-not of "nonbasic" is said: of every nonbasic land in play (Ruination's "destroy all
    nonbasic lands"), not of a player's, which the count's own step names (Price of Progress's "for each
    nonbasic land he or she controls": 413.2f)."""
    return NONBASIC in flt.extra and flt.controlled_by is None and flt.controller is None


def _non_leaves_out(ctx: Ctx, flt: ir.Filter, pool: Sequence, partners, found: list) -> None:
    """The why-not of the objects an instruction's "non-" words leave out ("all non-wall creatures
    blocking Medusa": Infernal Medusa; "each nonblack creature"): of the kind the rest of the words
    name, but with the characteristic the "non-" excludes — the instruction checks the value of the
    characteristic it names (413.2g). One step for the look-up, said once a resolution (counted as
    told); not of a description of "permanents" only ("nonland permanents": every land is no news).
    "Nonbasic" (Ruination's "destroy all nonbasic lands"): a basic land is left out, since only a land
    that isn't basic is nonbasic (214.9g) — a judge's "why did my Forest survive?"."""
    g = ctx.game
    rest = replace(flt, not_types=(), not_subtypes=(), not_colors=(), extra=tuple(e for e in flt.extra if e != NONBASIC))
    key = ("non said", flt)
    if key in ctx.results or not [t for t in rest.types if t != "permanent"]:
        return
    left: list[tuple[int, str]] = []
    for o in pool:
        if o in found or not isinstance(o, int) \
                or not matches(g, rest, o, ctx.controller, ctx.source, ctx.x, partners=partners):
            continue
        ch = g.chars(o)
        subs = {x.casefold() for x in ch.subtypes}
        local = "enchantment" in ch.types and ch.enchant is not None
        has = [with_article(t) for t in flt.not_types if t in ch.types] \
            + [_aura_words(ch) if t.casefold() == "aura" and local else with_article(t)
               for t in flt.not_subtypes if t.casefold() in subs or (t.casefold() == "aura" and local)] \
            + [c for c in flt.not_colors if c in ch.colors]
        if _nonbasic_said(flt) and not matches(g, replace(rest, extra=rest.extra + (NONBASIC,)), o, ctx.controller,
                                                    ctx.source, ctx.x, partners=partners):
            has.append("a basic land")
        if has:
            left.append((o, " and ".join(has)))
    if not left:
        return
    ctx.results[key] = True
    ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
    kind = phrasebook.filter_phrase(rest, you=ctx.controller)
    if kind.endswith(" it") and g.exists(ctx.source):  # ("a creature blocking Infernal Medusa")
        kind = f"{kind[:-3]} {g.describe(ctx.source)}"
    names = [g.describe(o) for o, _ in left]
    who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    reasons = {why for _, why in left}
    why = (f"{'it is' if len(left) == 1 else 'each is'} {left[0][1]}" if len(reasons) == 1
           else "; ".join(f"{g.describe(o)} is {w}" for o, w in left))
    # an Aura left out: the era's Aura is a local enchantment, "Enchant [type]" its subtype (214.8a) — that decides
    # it (Tranquil Domain's "non-Aura enchantments" and a Licid become an Aura, audit 7773); any other "non-" word:
    # the instruction checks the value of the characteristic it names (413.2g)
    auras = [w for _, w in left if w.startswith(AURA_WORDS)]
    basics = [w for _, w in left if w == "a basic land"]
    rules = ("214.8a",) if len(auras) == len(left) else ("413.2g", "214.8a") if auras else \
        ("214.9g",) if len(basics) == len(left) else ("413.2g",)
    rules += ("214.9g",) if basics and "214.9g" not in rules else ()
    words = phrasebook.filter_plural(flt)
    text = g.objects[ctx.source].card.text.lower() if ctx.source in g.objects else ""
    if auras and words.lower() not in text and "global enchantments" in text:
        words = "global enchantments"  # Tranquil Domain as printed: its card's words, not the Oracle's (audit 8379)
    g.tracer.step(f"{who} {'is' if len(left) == 1 else 'are'} left out, though {'it is' if len(left) == 1 else 'each is'} "
                  f"{with_article(kind)}: {why} ({quoted(words)})", *rules, kind="effect")


#: how an Aura left out by "non-Aura" words is said (:func:`_aura_words`)
AURA_WORDS = "an Aura (a local enchantment"


def _aura_words(ch: Any) -> str:
    """An Aura as the era's rules name it: a local enchantment, its subtype "Enchant [type]" (214.8a)."""
    return f"{AURA_WORDS}, enchant {phrasebook.filter_phrase(ch.enchant)})"


def _not_from_play(ctx: Ctx, flt: ir.Filter, pool: Sequence, found: list) -> None:
    """No Rest for the Wicked's why-not: each card its description would name but for "put there from
    play this turn" — a creature spell countered this turn went to the graveyard from the stack, a card
    there since an earlier turn isn't (217.8: the card in the graveyard is a new object, with only
    that history). A note said as the set is looked up."""
    g = ctx.game
    for o, rest in _but_for(ctx, flt, ir.PUT_THERE_FROM_PLAY_THIS_TURN, pool, found):
        g.tracer.step(f"{g.describe(o)}, {with_article(phrasebook.filter_phrase(rest, you=ctx.controller))}, wasn't put there "
                      f"from play this turn: it stays where it is", "217.8", kind="effect")
    if not flt.types:
        return
    # and each card put there from play this turn that was of the kind the words name as it left play but isn't
    # in the graveyard (Mishra's Factory animated: a creature as it died, a land card there): the card in the
    # graveyard is a new object, and the effect that made the permanent a creature ended with it (217.8); the
    # instruction reads the card in the stated zone as it is now (413.2f; audit h68-8)
    untyped = replace(flt, types=())
    for o in pool:
        if o in found or not isinstance(o, int) or g.objects[o].graveyard_turn != g.turns.turn \
                or matches(g, flt, o, ctx.controller, ctx.source, ctx.x) \
                or not matches(g, untyped, o, ctx.controller, ctx.source, ctx.x):
            continue
        was = next((g.lki[i] for i, x in g.objects.items() if x.became == o and i in g.lki), None)
        if was is None or not set(flt.types) <= set(was.chars.types):
            continue  # (not of that kind in play either: nothing to say why)
        ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
        kinds = " ".join(t for t in ir.CARD_TYPES if t in g.chars(o).types) or "typeless"
        g.tracer.step(f"{g.describe(o)} was put into {possessive(g.objects[o].owner)} graveyard from play this turn, "
                      f"{with_article(' '.join(flt.types))} as it left play, but there it is {with_article(kinds)} card, not "
                      f"{with_article(' '.join(flt.types))} card: the card is a new object, and the effects of its "
                      f"previous existence ended as it moved: it stays where it is", "217.8", "413.2f", kind="effect")


def _not_controlled_since_turn_began(ctx: Ctx, flt: ir.Filter, pool: Sequence, found: list) -> None:
    """Siren's Call's and Total War's why-not: each permanent its description would name but for "the
    active player has controlled continuously since the beginning of the turn" — one that came into
    play, or under the active player's control, this turn is ignored, as the text says (413.2). A
    note said as the set is looked up."""
    g = ctx.game
    active = g.turns.active
    for o, _ in _but_for(ctx, flt, ir.ACTIVE_PLAYER_SINCE_TURN_BEGAN, pool, found):
        holder = g.controller_of(o)
        if holder is not None and holder != active:  # Total War's "that player controls": another's creature
            # is left out because its controller isn't the active player, the reason a judge is asked (audit 9692)
            g.tracer.step(f"{g.describe(o)} is ignored: {holder} controls it, not {active}, the active player",
                          "413.2", kind="effect")
            continue
        g.tracer.step(f"{g.describe(o)} is ignored: {active} hasn't controlled it continuously since the "
                      f"beginning of the turn", "413.2", kind="effect")


def _tapped_left_out(ctx: Ctx, flt: ir.Filter, pool: Sequence, found: list) -> None:
    """The why-not of each permanent an instruction's "untapped" leaves out (Total War's "destroy all untapped
    non-Wall creatures that player controls that didn't attack": the tapped Llanowar Elves survive — audit 9692):
    of the kind the rest of the words name, but tapped; the instruction checks the status it names (413.2). A note
    said as the set is looked up (counted as told)."""
    g = ctx.game
    rest = replace(flt, status=tuple(s for s in flt.status if s != "untapped"))
    for o in pool:
        if o in found or not isinstance(o, int) or not g.objects[o].tapped \
                or not matches(g, rest, o, ctx.controller, ctx.source, ctx.x):
            continue
        ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
        g.tracer.step(f"{g.describe(o)} is left out: it is tapped, and the instruction speaks of "
                      f"{quoted(phrasebook.filter_plural(flt))} only", "413.2", kind="effect")


def _not_controlled_at_turn_start(ctx: Ctx, flt: ir.Filter, pool: Sequence, found: list) -> None:
    """Total War as printed, its why-not: each permanent its description would name but for "the active player
    controlled at the beginning of the turn" — one not in the turn's record of its beginning (301.1) under that player's
    control, which the text says not to destroy (413.2). A note said as the set is looked up."""
    g = ctx.game
    for o, _ in _but_for(ctx, flt, ir.ACTIVE_PLAYER_AT_TURN_START, pool, found):
        g.tracer.step(f"{g.describe(o)} is spared: {g.turns.active} didn't control it at the beginning of the turn",
                      "413.2", "301.1", kind="effect")


def _attached_left(ctx: Ctx, flt: ir.Filter, pool: Sequence, partners: frozenset, found: list) -> None:
    """The why-not of each permanent attached to ``partners`` that an instruction's "all white Auras
    you own attached to it" (Word of Undoing) leaves alone: it is not of the colour the text names
    (413.2g: only the stated characteristic is checked; 203.2) or its owner is not the one the text
    names (glossary "Owner"). A note said as the set is looked up."""
    g = ctx.game
    for o in pool:
        obj = g.objects[o]
        if o in found or obj.attached_to not in partners:
            continue
        ch, why, rules = g.chars(o), [], []
        if flt.colors and not set(flt.colors) & set(ch.colors):
            colours = " and ".join(ch.colors) or "colorless"
            why.append(f"it is {colours}, not {' or '.join(flt.colors)}")
            rules += ["413.2g", "203.2"]
        named = ([p for p in refer(ctx, flt.owned_by) if isinstance(p, str)] if flt.owned_by is not None
                 else [ctx.controller] if "you own" in flt.extra else [])
        if named and obj.owner not in named:
            why.append(f"{obj.owner} owns it, not {' or '.join(named)} (glossary \"Owner\")")
        if not why:
            continue  # (another part of the description left it out: said nowhere here)
        ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
        g.tracer.step(f"{g.describe(o)}, attached to {g.describe(obj.attached_to)}, is left alone: {'; '.join(why)}",
                      *(rules or ["413.2"]), kind="effect")


def _combat_status_kept(ctx: Ctx, flt: ir.Filter, found: list) -> None:
    """Where a "blocked" or "blocking" creature an instruction acts on has no partner left in
    combat (Warpath after the blocker died, or after the attacker was returned to a hand), the
    step saying why it still counts: its status stays until it is removed from combat or combat
    ends (309.3). A note said as the set is looked up, not what the instruction did."""
    g = ctx.game
    blocks = g.combat.blocks

    def fighting(x: int) -> bool:
        return g.exists(x) and g.objects[x].zone == Zone.IN_PLAY and (g.objects[x].attacking or g.objects[x].blocking)

    for o in found:
        if not isinstance(o, int):
            continue
        obj = g.objects[o]
        if "blocked" in flt.status and obj.attacking and obj.blocked \
                and not any(fighting(b) for b, a in blocks if a == o):
            state = "a blocked creature, though no creature blocks it now"
        elif "blocking" in flt.status and obj.blocking and not any(fighting(a) for b, a in blocks if b == o):
            state = "a blocking creature, though the creature it blocked is no longer in combat"
        else:
            continue
        ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
        g.tracer.step(f"{g.describe(o)} is still {state}: a creature's status stays until it is removed from "
                      f"combat or the combat phase ends", "309.3", kind="effect")
