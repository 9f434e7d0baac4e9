"""The mana a land produces as it is tapped for mana, replaced (419.1: "instead"):
"If a land is tapped for mana, it produces {B} instead of any other type and amount"
(Contamination), "… colorless mana instead of any other type" (Ritual of Subdual), "Plains
produce {R}, … instead of any other type" (Reality Twist, Naked Singularity), and the same for
the rest of a turn from a resolved spell or ability (Pale Moon, Deep Water; 419.3).

The effects apply as the land's mana ability resolves (419.2: continuously, as events happen,
never locked in ahead). "Type" is what kind of mana; with "and amount" exactly one mana is
produced, otherwise as much as the ability would have made, each of the new kind. Each effect
applies once to the event (419.6a); when several would replace it in contradictory ways (a
Tundra, both a Plains and an Island, under Naked Singularity), the player tapping the land
chooses the order (419.8a): the one applied last decides the kind, so the result is one of
theirs, the player's choice. Planning a payment (:mod:`judge.engine.payment`) and a scenario's
``taps X for {B}`` see the replaced mana (:func:`planned`).
"""

from __future__ import annotations

import dataclasses
from itertools import permutations
from typing import Optional, Sequence

from judge.cards.english import possessive, with_article
from judge.cards import ir
from judge.engine.context import Ctx, amount, handles, refer, static_rules
from judge.engine.decider import Option, choose
from judge.engine.filters import matches
from judge.engine.game import Game
from judge.engine.mana import add_mana, mana_text, parse_mana
from judge.engine.state import TurnRule


def _applies(game: Game, eff: ir.ManaInstead, land: int, tapper: str, you: str, source: Optional[int]) -> bool:
    if eff.tapper is not None:
        ctx = Ctx(game=game, controller=you, source=source, source_name="", targets=[])
        if tapper not in [p for p in refer(ctx, eff.tapper) if isinstance(p, str)]:
            return False
    return matches(game, eff.lands, land, you, source)


def effects_on(game: Game, land: int, tapper: str) -> list[tuple[ir.ManaInstead, str]]:
    """The replacements that apply now to ``land`` being tapped for mana by ``tapper``, each
    with the words naming it (its source and its text): a static ability's of a permanent in
    play, or one a resolved spell or ability made for this turn."""
    if not game.exists(land) or "land" not in (game.derived.chars.get(land) or game.chars(land)).types:
        return []
    out: list[tuple[ir.ManaInstead, str]] = []
    for sid, eff, ctx in static_rules(game, ir.ManaInstead):
        if _applies(game, eff, land, tapper, ctx.controller, sid):
            text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                         and eff in ab.effects), "")
            out.append((eff, f"{ctx.source_name}: {text}" if text else ctx.source_name))
    for r in game.turns.turn_rules:
        eff = r.rule
        if isinstance(eff, ir.ManaInstead) and r.turn in (None, game.turns.turn) and r.obj in (None, land) \
                and _applies(game, eff, land, tapper, r.controller, None):
            out.append((eff, r.text))
    return out


def passed_over(game: Game, land: int, tapper: str) -> list[str]:
    """Why-nots: the replacements that watch only lands one player taps (Harvest Mage's "if you
    tap a land for mana") and would apply to ``land`` but for who taps it, each said as words."""
    found: list[tuple[ir.ManaInstead, str, str, Optional[int]]] = []
    for sid, eff, ctx in static_rules(game, ir.ManaInstead):
        found.append((eff, ctx.source_name, ctx.controller, sid))
    for r in game.turns.turn_rules:
        eff = r.rule
        if isinstance(eff, ir.ManaInstead) and r.turn in (None, game.turns.turn) and r.obj in (None, land):
            found.append((eff, r.text, r.controller, None))
    # (asked at every land tapped for mana whose mana nothing replaced: with no such effect, nothing else is looked at)
    if not found or not game.exists(land) or "land" not in game.chars(land).types:
        return []
    out: list[str] = []
    for eff, words, you, source in found:
        if eff.tapper is None or not matches(game, eff.lands, land, you, source):
            continue
        ctx = Ctx(game=game, controller=you, source=source, source_name="", targets=[])
        watched = [p for p in refer(ctx, eff.tapper) if isinstance(p, str)]
        if tapper not in watched:
            out.append(f"{possessive(game.describe(land))} mana isn't replaced ({words.rstrip('.')}): the effect watches only lands "
                       f"{' or '.join(watched) or 'no player'} taps for mana, and {tapper} tapped it")
    return list(dict.fromkeys(out))


def named(insteads: Sequence[tuple[ir.ManaInstead, str]]) -> str:
    """The words of the effects, each source's ability once (Naked Singularity's five effects
    are one ability)."""
    return "; ".join(dict.fromkeys(w.rstrip(".") for _, w in insteads))


_COLORED = frozenset(ir.COLOR_SYMBOLS.values())


def _kinds(eff: ir.ManaInstead) -> tuple[str, ...]:
    """The kinds of mana ``eff`` may make: its one, or each color (Harvest Mage's "a color of
    your choice")."""
    if eff.mana == ir.ONE_MANA_OF_ANY_COLOR:
        return tuple(ir.COLOR_SYMBOLS[c] for c in ir.COLORS)
    return (next(iter(parse_mana(eff.mana))),)


def _replace(eff: ir.ManaInstead, mana: dict[str, int]) -> list[dict[str, int]]:
    """``mana`` as ``eff`` may replace it: "instead of white mana" only that mana, the rest kept
    (Quarum Trench Gnomes; nothing replaced when there is none of it); else all of it."""
    if eff.replaces is None:
        return [{k: 1 if eff.amount else sum(mana.values())} for k in _kinds(eff)]
    if eff.replaces == ir.ANY_COLORED_MANA:  # Hall of Gemstone: every colored mana, colorless kept
        colored = sum(v for k, v in mana.items() if k in _COLORED)
        if not colored:
            return [mana]
        out = []
        for k in _kinds(eff):
            m = {x: v for x, v in mana.items() if x not in _COLORED}
            m[k] = m.get(k, 0) + colored
            out.append(m)
        return out
    old = next(iter(parse_mana(eff.replaces)))
    if not mana.get(old):
        return [mana]
    out: list[dict[str, int]] = []
    for k in _kinds(eff):
        m = {x: v for x, v in mana.items() if x != old}
        m[k] = m.get(k, 0) + mana[old]
        out.append(m)
    return out


def results(mana: dict[str, int], insteads: Sequence[tuple[ir.ManaInstead, str]]) -> list[tuple[dict[str, int], str]]:
    """What ``mana`` becomes under ``insteads`` (none: itself): one result for each effect that
    could be applied last (419.8a), the same result once, each with the words of that effect."""
    if not insteads:
        return [(dict(mana), "")]
    if any(e.replaces is not None for e, _ in insteads):
        # one effect replacing only one kind of mana (Quarum Trench Gnomes): each order the
        # player tapping could apply them in (419.8a), each applied once (419.6a); the words
        # of the last one that changed the mana
        out: list[tuple[dict[str, int], str]] = []
        for order in sorted(permutations(range(len(insteads))), key=lambda p: p[-1]):
            now = [(dict(mana), insteads[order[-1]][1])]
            for i in order:
                now = [(r, insteads[i][1] if r != m else words) for m, words in now for r in _replace(insteads[i][0], m)]
            for m, words in now:
                if all(m != x for x, _ in out):
                    out.append((m, words))
        return out
    n = 1 if any(e.amount for e, _ in insteads) else sum(mana.values())
    out = []
    for eff, words in insteads:
        for k in _kinds(eff):
            made = {k: n}
            if all(made != m for m, _ in out):
                out.append((made, words))
    return out


def planned(game: Game, land: int, tapper: str, made: list[dict[str, int]]) -> list[dict[str, int]]:
    """The mana a land's {T} mana ability making one of ``made`` would give now, replaced:
    what a payment can plan with (413.2c) and what ``taps X for {B}`` may name."""
    insteads = effects_on(game, land, tapper)
    if not insteads:
        return made
    out: list[dict[str, int]] = []
    for m in made:
        for r, _ in results(m, insteads):
            if r not in out:
                out.append(r)
    return out


def produce(ctx: Ctx, eff: ir.AddMana, insteads: list[tuple[ir.ManaInstead, str]]) -> None:
    """The land's mana ability adds its mana, replaced (419.1): each option of ``eff`` as
    replaced; the player's choice among what differs (406.1a; 419.8a when two effects
    contradict), named by the scenario's ``for {B}`` or asked."""
    g = ctx.game
    land = ctx.source
    n = 1 if eff.count == 1 else amount(ctx, eff.count)
    if n <= 0:
        g.tracer.step(f"{ctx.source_name} would produce no mana now: there is no mana for "
                      f"{named(insteads)} to replace", "406.1c", "419.1", kind="mana")
        return
    made: list[tuple[dict[str, int], dict[str, int], str]] = []  # (result, what it replaces, effect)
    bases: list[tuple[dict[str, int], dict[str, int]]] = []  # (result, each option giving it)
    for opt in eff.options:
        base = {k: v * n for k, v in parse_mana(opt).items()}
        for r, words in results(base, insteads):
            if all(r != m for m, _, _ in made):
                made.append((r, base, words))
            if (r, base) not in bases:
                bases.append((r, base))
    if not made:
        return
    contradict = len({_kinds(e) for e, _ in insteads}) > 1
    rules = ("419.1", "419.2") + (("419.8a",) if contradict else ())
    if ctx.mana_choice:
        want = parse_mana(ctx.mana_choice)
        hit = [m for m in made if m[0] == want]
        if not hit:
            listed = " or ".join(mana_text(m[0]) for m in made)
            raise g.error(ctx.span, f"{ctx.source_name} is tapped for mana under {named(insteads)}: "
                                    f"it produces {listed} instead (rule 419.1), not {ctx.mana_choice}")
        pick = hit[0]
    elif len(made) == 1:
        pick = made[0]
    else:
        options = [Option(mana_text(m[0]), m, lambda v, m=m: str(v).startswith("{") and parse_mana(str(v)) == m[0])
                   for m in made]
        pick = choose(g, ctx.controller, f"which mana {ctx.source_name} produces (replacement effects: "
                                         f"{named(insteads)})", options,
                      rule="419.8a" if contradict else "406.1a")[0]
    result, base, words = pick
    said = f"instead of {mana_text(base)}" if result != base else "(the same mana it would have produced)"
    alike = [b for r, b in bases if r == result]
    if len(alike) > 1:
        # City of Brass: "one mana of a color of your choice", every color replaced by the same {B} —
        # the mana it would have produced is any of them, none named as if chosen (406.1a, 419.1;
        # audit 11712: "instead of {W}", a white no one chose)
        listed = ", ".join(mana_text(b) for b in alike[:-1]) + f" or {mana_text(alike[-1])}"
        said = f"whichever of {listed} {ctx.controller} would choose"
    order = _order_for(base, insteads, result) if contradict and len(insteads) > 1 else None
    if order is not None:
        # 419.8a: the order the player chose, named, then its result (session 44's Hall of Gemstone
        # and Quarum Trench Gnomes on one Plains)
        first, *rest = [f"{possessive(_source_of(insteads[i][1]))} effect" if n == 0 else f"{possessive(_source_of(insteads[i][1]))}"
                        for n, i in enumerate(order)]
        g.tracer.step(f"{ctx.source_name} is tapped for mana: {ctx.controller} applies {first} first, then "
                      f"{', then '.join(rest)} — it produces {mana_text(result)} {said} ({named(insteads)})", *rules,
                      kind="mana")
    else:
        g.tracer.step(f"{ctx.source_name} is tapped for mana: it produces {mana_text(result)} {said} ({words})", *rules,
                      kind="mana")
    for p in [x for x in refer(ctx, eff.who) if isinstance(x, str)]:
        add_mana(g, p, result, ctx.source_name, "406.1a")


def _order_for(base: dict[str, int], insteads: Sequence[tuple[ir.ManaInstead, str]],
               result: dict[str, int]) -> Optional[tuple[int, ...]]:
    """An order of applying ``insteads`` to ``base`` (419.8a) that gives ``result``; None when only
    effects replacing all mana apply (the last one decides, with no order to name)."""
    if not any(e.replaces is not None for e, _ in insteads):
        return None
    for order in permutations(range(len(insteads))):
        now = [dict(base)]
        for i in order:
            now = [r for m in now for r in _replace(insteads[i][0], m)]
        if result in now:
            return order
    return None


def _source_of(words: str) -> str:
    """The source named at the head of an effect's words ("Hall of Gemstone @h: until end of turn, …")."""
    return words.split(":", 1)[0]


def replaced_lands(game: Game, player: str) -> str:
    """Why ``player``'s untapped lands may not pay what their printed mana would: the ones
    whose mana is replaced now, and by what ("" if none), for a refused payment's message."""
    hit: dict[str, list[str]] = {}
    for o in game.in_play_objects():
        if game.controller_of(o.id) == player and not o.tapped:
            for _, words in effects_on(game, o.id, player):
                hit.setdefault(words, []).append(game.describe(o.id))
    return "; ".join(f"{', '.join(lands)}: their mana replaced ({words.rstrip('.')}; rule 419.1)" for words, lands in hit.items())


def replaced_same(game: Game, land: int, tapper: str, produced: list[str]) -> list[str]:
    """Mana Flare's "one mana of any type that land produced": the land's mana as replaced."""
    return [mana_text(m) for m in planned(game, land, tapper, [parse_mana(o) for o in produced])]


@handles(ir.ManaInstead)
def _until_end_of_turn(ctx: Ctx, eff: ir.ManaInstead) -> None:
    """Pale Moon, Deep Water: the replacement lasts the rest of the turn (419.3), applying to
    each land tapped for mana then, whenever it came into play (419.2)."""
    g = ctx.game
    if eff.land is not None:
        _one_land(ctx, eff)
        return
    if eff.mana == ir.MANA_OF_COLOR_CHOSEN:  # Hall of Gemstone: the color just chosen (413.2c), fixed now
        chosen = ctx.results.get("chosen colors") or []
        if not chosen:
            g.tracer.step(f"No color was chosen: {possessive(ctx.source_name)} replacement has no mana to make", "413.2c",
                          kind="effect")
            return
        eff = dataclasses.replace(eff, mana="{" + ir.COLOR_SYMBOLS[chosen[-1]] + "}")
    tapper = f"{ctx.controller} taps" if eff.tapper is not None else "a player taps"
    what = ("a nonbasic land" if "nonbasic" in eff.lands.extra
            else with_article(eff.lands.subtypes[0].capitalize()) if eff.lands.subtypes  # Chaos Moon's "a Mountain"
            else "a land")
    yours = f" {ctx.controller} controls" if eff.lands.controller is ir.PlayerRelation.YOU else ""
    kind = "colorless mana" if eff.mana == "{C}" else eff.mana  # (ir.ONE_MANA_OF_ANY_COLOR: its words)
    rule = (f"if {tapper} {what}{yours} for mana, it produces {kind} instead of any other type"
            f"{' and amount' if eff.amount else ''}")
    if eff.replaces == ir.ANY_COLORED_MANA:
        rule = (f"if {tapper} {what}{yours} for mana, it produces {_mana_words(eff.mana)} instead of any other color "
                f"(as much as it would have; colorless mana, of no color, stays colorless)")
    g.turns.add_turn_rule(TurnRule(obj=None, player=None, rule=eff, source=ctx.source, controller=ctx.controller,
                     turn=g.turns.turn, text=f"{ctx.source_name}: until end of turn, {rule}"))
    g.tracer.step(f"Until end of turn, {rule} ({ctx.source_name}: a replacement effect lasting until its duration "
                  f"ends)", "419.3", kind="effect")


def _mana_words(mana: str) -> str:
    """``{W}`` as "white mana" (``{C}``: "colorless mana")."""
    if mana == ir.ONE_MANA_OF_ANY_COLOR:
        return mana
    kind = next(iter(parse_mana(mana)))
    return next((f"{c} mana" for c, k in ir.COLOR_SYMBOLS.items() if k == kind), "colorless mana")


def _one_land(ctx: Ctx, eff: ir.ManaInstead) -> None:
    """Quarum Trench Gnomes: "If target Plains is tapped for mana, it produces colorless mana
    instead of white mana" — a replacement watching that one land (419.1), with no duration
    stated: until the end of the game (418.3a); a brand-new permanent if it leaves play and returns (217.5c)."""
    g = ctx.game
    kind = _mana_words(eff.mana)
    for oid in [o for o in refer(ctx, eff.land) if isinstance(o, int) and g.exists(o)]:
        forever = eff.duration == ir.FOREVER
        rule = (f"if {g.describe(oid)} is tapped for mana, it produces {kind} instead of "
                f"{_mana_words(eff.replaces) if eff.replaces else 'any other type'}")
        g.turns.add_turn_rule(TurnRule(obj=oid, player=None, rule=eff, source=ctx.source,
                               controller=ctx.controller, turn=None if forever else g.turns.turn,
                               text=f"{ctx.source_name}: {rule}"))
        g.tracer.step(f"{'From now on' if forever else 'Until end of turn'}, {rule} ({ctx.source_name}: a replacement "
                      f"effect{' with no duration stated, lasting until the end of the game' if forever else ''})",
                      "418.3a" if forever else "419.3", kind="effect")
