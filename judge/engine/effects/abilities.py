"""Abilities gained and lost by a resolving spell or ability (418.3; 407.3: every copy of one)."""

from __future__ import annotations

from dataclasses import replace
import dataclasses
from typing import Any

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine import events
from judge.engine.characteristics import printed
from judge.engine.context import Ctx, gone_trigger_object, handles, refer, run_effects
from judge.engine.decider import Option, choose, number_options
from judge.cards.ir import RestrictionKind
from judge.engine.kinds import EffectKind
from judge.engine.outcome import ChoiceSubject
from judge.engine.statics import lose_all_apply
from judge.errors import JudgeError
from judge.engine.effects.continuous import begin_effect, fixed_set
from judge.zones import Zone


@handles(ir.GrantAbility)
def _grant(ctx: Ctx, eff: ir.GrantAbility) -> None:
    ab = eff.ability
    if isinstance(ab, ir.Keyword) and ab.name == "landwalk" and (ab.param or "").removeprefix("snow ") in ir.LANDWALKS_CHOSEN:
        walks = _landwalks_decided(ctx, ab)
        affected = fixed_set(ctx, eff.what)
        if walks and not affected:
            # Illusionary Presence sacrificed for its cumulative upkeep before its landwalk ability
            # resolves (session 44, k6): the type is chosen, and nothing gains it — said, not silent
            ctx.game.tracer.step(f"Nothing gains {' and '.join(str(k) for k in walks)} ({possessive(ctx.source_name)} ability): "
                                 f"the creature that would gain it is no longer in play", "413.2f",
                                 kind="effect")
        elif walks:
            begin_effect(ctx, affected, f"gains {' and '.join(str(k) for k in walks)}",
                        lambda game, o, ch, walks=walks: ch.abilities.extend(walks), eff.duration, "407.1")
        return
    if isinstance(ab, ir.Keyword) and ab.param == ir.COLOR_OF_CHOICE:
        # "gains protection from the color of your choice" (Mother of Runes): chosen now (413.2c)
        opts = [Option(c, c, lambda v, c=c: str(v).lower() == c) for c in ("white", "blue", "black", "red", "green")]
        color = choose(ctx.game, ctx.controller, f"a color for {possessive(ctx.source_name)} protection", opts, (1, 1),
                       rule="413.2c", subject=ChoiceSubject.COLOR)[0]
        ab = replace(ab, param=color)
    if isinstance(ab, ir.Keyword) and ab.name == "protection" and ab.param == ir.COLORS_OF_THAT_SPELL:
        _protection_from_that_spells_colors(ctx, eff)
        return
    if isinstance(ab, ir.Keyword) and ab.param == ir.COLOR_OF_CONTROLLERS_CHOICE:
        # Wishmonger: "… from the color of its controller's choice": each creature's controller
        # chooses as the ability resolves (413.2c)
        for o in fixed_set(ctx, eff.what):
            who = ctx.game.controller_of(o)
            opts = [Option(c, c, lambda v, c=c: str(v).lower() == c) for c in ("white", "blue", "black", "red", "green")]
            color = choose(ctx.game, who, f"a color for {possessive(ctx.game.describe(o))} protection", opts, (1, 1),
                           rule="413.2c", subject=ChoiceSubject.COLOR, about=o)[0]
            mine = replace(ab, param=color)
            begin_effect(ctx, [o], f"gains {mine} ({possessive(who)} choice, its controller)",
                        lambda game, obj, ch, mine=mine: ch.abilities.append(mine), eff.duration, "407.1")
        return

    if isinstance(ab, ir.ActivatedAbility) and any(r.kind is RestrictionKind.ONLY_YOU and not r.value
                                                   for r in ab.restrictions):
        # Martyrdom: '… gains "{0}: …" Only you may activate this ability.' — "you" is this spell's
        # controller, fixed as it resolves (413.2f): the one player who may play the ability (403.2)
        ab = replace(ab, restrictions=tuple(replace(r, value=ctx.controller)
                                            if r.kind is RestrictionKind.ONLY_YOU and not r.value else r
                                            for r in ab.restrictions))

    if isinstance(ab, ir.ActivatedAbility) and any(r.kind is RestrictionKind.ONCE and not r.value
                                                   for r in ab.restrictions):
        # Touch of Vitae (added, session 77, h6): '… gains "{0}: Untap this creature. Activate this ability only
        # once."' — each grant is a new ability (its text restricts that ability, 403.3), so another grant of the
        # same words may be played once more: the grant's own stamp tells it apart (judge.engine.ability_limits)
        stamp = str(ctx.game.tally.next_timestamp())
        ab = replace(ab, restrictions=tuple(replace(r, value=stamp) if r.kind is RestrictionKind.ONCE and not r.value
                                            else r for r in ab.restrictions))

    def apply(game, o, ch, ab=ab):
        ch.abilities.append(ab)

    text = (getattr(ab, "text", "") or "").strip().rstrip(".")
    said = str(ab) if isinstance(ab, ir.Keyword) else f'"{text}"' if text else "an ability"
    # "Green creatures you control gain forestwalk" (Nature's Cloak): its set fixed now, a creature made
    # green since said to be outside it (418.3b), as a bonus's is
    # a static ability granted (Earthbind's "Enchanted creature loses flying."): while the permanent has it, it
    # generates its continuous effects as a printed one would (418.1, 418.4; judge.engine.game.Game.static_effects)
    begin_effect(ctx, fixed_set(ctx, eff.what), f"gains {said}", apply, eff.duration, "407.1", described=eff.what,
                 grants=ab if isinstance(ab, ir.StaticAbility) else None,
                 stated_with_type=True)  # "becomes a 1/1 Bird creature with flying", '… with "…"' (214.5)


def _protection_from_that_spells_colors(ctx: Ctx, eff: ir.GrantAbility) -> None:
    """Opal Titan (added, session 72, h6): "… with protection from each of that spell's colors" — the
    triggering spell's colours as the ability resolves, or as it last existed if it has left the stack
    (413.2f), fixed then (418.3c): one protection from each (502.7a); a colourless spell gives none."""
    g = ctx.game
    spells = [o for o in refer(ctx, ir.TriggerObject()) if isinstance(o, int)]
    gone = gone_trigger_object(ctx, ir.TriggerObject()) if not spells else None
    if not spells and gone is None:
        g.tracer.step(f"{ctx.source_name}: there is no spell whose colors to give protection from", "413.2b",
                      kind="effect")
        return
    sid = spells[0] if spells else gone
    here = bool(spells) and g.objects[sid].zone == Zone.STACK
    name = g.describe(sid) if here else g.last_known(sid)[0].display()
    colors = [c.lower() for c in (g.chars(sid) if here else g.last_known(sid)[1]).colors]
    how = "on the stack now" if here else "as it last existed on the stack"
    affected = fixed_set(ctx, eff.what)
    if not colors:
        g.tracer.step(f"{name} is colorless {how}: {ctx.source_name} gains protection from no color", "413.2f",
                      "502.7a", kind="effect")
        return
    kws = [ir.Keyword("protection", c) for c in colors]
    g.tracer.step(f"{name} is {' and '.join(colors)} {how}: the protection is from "
                  f"{'each of those colors' if len(colors) > 1 else 'that color'}, determined now and not recomputed",
                  "413.2f", "418.3c", "502.7a", kind="effect")
    begin_effect(ctx, affected, f"gains {' and '.join(str(k) for k in kws)}",
                 lambda game, o, ch, kws=kws: ch.abilities.extend(kws), eff.duration, "407.1")


def _landwalks_decided(ctx: Ctx, ab: ir.Keyword) -> list[ir.Keyword]:
    """The landwalk abilities a granted "landwalk of the chosen type" or "of each of the land types of
    the sacrificed land" stands for (added, session 44, c6): the land type its controller chooses as the
    effect is carried out (413.2c) — any land type (a land's type is its name, 212.2c: the five basic
    ones and those of the lands in the game are offered; a type no land in the game has would make no
    land's controller's creatures unable to block it, 502.6b) or, for Giant
    Slug, a basic one — or each land type the land sacrificed to pay the cost had as it last existed in
    play (409.1f, 413.2f). "snow": of a snow-covered land of that type (glossary "Snow-Covered")."""
    g = ctx.game
    snow = "snow " if (ab.param or "").startswith("snow ") else ""
    which = (ab.param or "").removeprefix("snow ")
    if which == ir.SACRIFICED_LAND_TYPES:
        paid = [o for o in refer(ctx, ir.Sacrificed()) if isinstance(o, int)]
        types = list(dict.fromkeys(t for o in paid for t in g.last_known(o)[1].subtypes
                                   if "land" in g.last_known(o)[1].types))
        if not types:
            g.tracer.step(f"No land was sacrificed to pay the cost of {ctx.source_name}: it has no land type to give "
                          f"landwalk of, and no landwalk is gained", "409.1f", "413.2f", kind="effect")
            return []
        g.tracer.step(f"{', '.join(g.describe(o) for o in paid)} had the land type{'s' if len(types) > 1 else ''} "
                      f"{' and '.join(types)} as it last existed in play: landwalk of "
                      f"{'each' if len(types) > 1 else 'it'} (a land's type is its name)", "212.2c", "413.2f",
                      kind="effect")
        return [ir.Keyword("landwalk", snow + _walk_param(t)) for t in types]
    basics = [t.capitalize() for t in ir.BASIC_LAND_TYPES]
    others: list[str] = []
    if which == ir.LAND_TYPE_OF_CHOICE:
        seen = {t for o, obj in g.objects.items()
                for ch in ((g.chars(o) if obj.zone == Zone.IN_PLAY else printed(g, obj)),) if "land" in ch.types
                for t in ch.subtypes}
        others = sorted(t for t in seen if t.lower() not in ir.BASIC_LAND_TYPES)
    opts = [Option(t, t, lambda v, t=t: str(v).lower() == t.lower()) for t in basics + others]
    kind = "basic land type" if which == ir.BASIC_LAND_TYPE_OF_CHOICE else "land type"
    (chosen,) = choose(g, ctx.controller, f"a {kind} for the {'snow-covered ' if snow else ''}landwalk "
                       f"{ctx.source_name} gives", opts, (1, 1), rule="413.2c", forced_ok=False)
    return [ir.Keyword("landwalk", snow + _walk_param(chosen))]


def _walk_param(land_type: str) -> str:
    """A landwalk keyword's land type: a basic one in lower case, as the grammar writes islandwalk's."""
    return land_type.lower() if land_type.lower() in ir.BASIC_LAND_TYPES else land_type


@handles(ir.RemoveAbility)
def _remove_ability(ctx: Ctx, eff: ir.RemoveAbility) -> None:
    ab = eff.ability

    def removed(a) -> bool:
        return isinstance(a, ir.Keyword) and a.name == ab.name and (ab.param is None or a.param == ab.param)

    def apply(game, o, ch, ab=ab):
        ch.abilities[:] = [a for a in ch.abilities if not removed(a)]

    affected = fixed_set(ctx, eff.what)
    g = ctx.game
    # 407.3 decides here when the object has the ability more than once (printed and granted,
    # Flight on a Wind Drake): one effect removes every copy
    copies = max((sum(1 for a in g.chars(o).abilities if removed(a)) for o in affected), default=0)
    text = f"loses {ab}" + (f", all {copies} copies of it (one effect removes every copy)," if copies > 1 else "")
    begin_effect(ctx, affected, text, apply, eff.duration, "407.3",
                 stated_with_type=True)  # "becomes a 3/2 … creature and loses flying" (Chimeric Sphere, 214.5)


@handles(ir.LoseChosenKeyword)
def _lose_chosen_keyword(ctx: Ctx, eff: ir.LoseChosenKeyword) -> None:
    """"Target creature loses your choice of flying, first strike, or trample until end of turn"
    (Walking Sponge; added, otrig6): the ability's controller chooses one as it resolves (413.2c);
    the creature loses it, every copy (407.3) — as "loses flying" would."""
    _chosen_keyword(ctx, eff, f"which ability {possessive(ctx.source_name)} target loses", ir.RemoveAbility)


@handles(ir.GainChosenKeyword)
def _gain_chosen_keyword(ctx: Ctx, eff: ir.GainChosenKeyword) -> None:
    """"~ gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end
    of turn" (Urza's Avenger; added, Oracle round eight): the ability's controller chooses one as
    it resolves (413.2c); the creature gains it, as "gains flying" would (407.1)."""
    _chosen_keyword(ctx, eff, f"which ability {ctx.source_name} gives", ir.GrantAbility)


def _chosen_keyword(ctx: Ctx, eff: "ir.LoseChosenKeyword | ir.GainChosenKeyword", question: str,
                    then: "type[ir.RemoveAbility] | type[ir.GrantAbility]") -> None:
    """The ability's controller chooses one of ``eff.options`` as it resolves (413.2c); then the
    creature loses it, or gains it (``then``), for the effect's duration."""
    # an option an ability a keyword stands for (Gabriel Angelfire's "rampage 3") is named by the keyword's words
    names = [str(k) if isinstance(k, ir.Keyword) else k.text for k in eff.options]
    opts = [Option(n, k, lambda v, n=n: str(v).lower() == n.lower()) for n, k in zip(names, eff.options)]
    kw = choose(ctx.game, ctx.controller, question, opts, (1, 1), rule="413.2c")[0]
    run_effects(ctx, (then(eff.what, kw, eff.duration),))


@handles(ir.ChooseNumberAgain)
def _choose_number_again(ctx: Ctx, eff: ir.ChooseNumberAgain) -> None:
    """"you may choose a number between 0 and 7" (Shapeshifter's upkeep ability): its controller
    chooses as it resolves (413.2c); the number replaces the one its source chose as it came into
    play (410.10e) or since — "the last chosen number" is this one. A source no longer in play
    keeps no choice: nothing happens (413.2f)."""
    g = ctx.game
    if ctx.source is None or not g.exists(ctx.source) or g.objects[ctx.source].zone != Zone.IN_PLAY:
        g.tracer.step(f"{ctx.source_name} is no longer in play: no number is chosen for it", "413.2f", kind="effect")
        return
    n = int(choose(g, ctx.controller, f"a number for {ctx.source_name}", number_options(eff.among), (1, 1),
                   rule="413.2c")[0])
    before = events.choose_again(g, ctx.source, ir.EntryChoice.NUMBER, n)
    g.tracer.step(f"{possessive(ctx.source_name)} last chosen number is now {n} (it was {before})", "413.2c", kind="effect")


@handles(ir.ChooseColorAgain)
def _choose_color_again(ctx: Ctx, eff: ir.ChooseColorAgain) -> None:
    """"… and choose a color" (Chromatic Armor; added, session 72, h6): its controller chooses as it resolves
    (413.2c); the colour replaces the one its source chose as it came into play (410.10e) or since — "the last
    chosen color" is this one. A source no longer in play keeps no choice: nothing happens (413.2f)."""
    g = ctx.game
    if ctx.source is None or not g.exists(ctx.source) or g.objects[ctx.source].zone != Zone.IN_PLAY:
        g.tracer.step(f"{ctx.source_name} is no longer in play: no color is chosen for it", "413.2f", kind="effect")
        return
    opts = [Option(c, c, lambda v, c=c: str(v).lower() == c) for c in ("white", "blue", "black", "red", "green")]
    color = choose(g, ctx.controller, f"a color for {ctx.source_name}", opts, (1, 1), rule="413.2c",
                   subject=ChoiceSubject.COLOR)[0]
    before = events.choose_again(g, ctx.source, ir.EntryChoice.COLOR, color)
    g.tracer.step(f"{possessive(ctx.source_name)} last chosen color is now {color} (it was {before or 'none'})", "413.2c",
                  kind="effect")


@handles(ir.ChooseForSource)
def _choose_for_source(ctx: Ctx, eff: ir.ChooseForSource) -> None:
    """The printed "When ~ comes into play, choose a creature type/color" (Engineered Plague, Urza's Incubator, Sol
    Grail; added, session 73, h8): a comes-into-play triggered ability (410.10a, not 410.10e's "As ~ comes into
    play"), so its controller chooses as it resolves (413.2c) and the source keeps the choice; until then nothing
    was of the chosen type or colour. A source that has left play keeps no choice: that part does nothing (410.10).
    Phyrexian Processor's printed "When ~ comes into play, pay any amount of life" (added, session 74, h7): the life
    is paid as it resolves and the amount kept with the source for "the life paid as it came into play" — until
    then none was paid (0); paying is no part of the source, so its controller pays even if it has left play, and
    then nothing keeps the amount."""
    g = ctx.game
    for kind in eff.choices:
        if kind is ir.EntryChoice.LIFE_PAID:
            kept = ctx.source is not None and g.exists(ctx.source) and g.objects[ctx.source].zone == Zone.IN_PLAY
            paid = events.pay_life_for_source(g, ctx.source, ctx.controller, ctx.source_name)
            if not kept:
                g.tracer.step(f"{ctx.source_name} is no longer in play: nothing keeps the life paid", "410.10",
                              kind="effect")
                continue
            g.tracer.step(f"The life paid for {ctx.source_name} is {paid} (paid as its comes-into-play ability "
                          f"resolves, not as it came into play)", "410.10a", kind="effect")
            continue
        if ctx.source is None or not g.exists(ctx.source) or g.objects[ctx.source].zone != Zone.IN_PLAY:
            g.tracer.step(f"{ctx.source_name} is no longer in play: no {kind.value} is chosen for it", "410.10",
                          kind="effect")
            continue
        value = events.choose_for_source(g, ctx.source, kind, ctx.controller)
        g.tracer.step(f"{possessive(ctx.source_name)} chosen {kind.value} is {value} (chosen as its comes-into-play "
                      f"ability resolves, not as it came into play)", "410.10a", kind="effect")


@handles(ir.LoseQuotedAbility)
def _lose_quoted_ability(ctx: Ctx, eff: ir.LoseQuotedAbility) -> None:
    """"Until end of turn, ~ loses 'Prevent all damage that would be dealt to ~'" (Glittering Lion;
    added, otrig6): that ability, every copy of it (407.3), for the duration — its words aside, the
    same ability (its printed one, or one granted)."""
    lost = _without_text(eff.ability)

    def apply(game, o, ch, lost=lost):
        ch.abilities[:] = [a for a in ch.abilities if _without_text(a) != lost]

    text = (getattr(eff.ability, "text", "") or "").strip().rstrip(".")
    begin_effect(ctx, fixed_set(ctx, eff.what), f'loses "{text}"', apply, eff.duration, "407.3")


def _without_text(ability: Any) -> Any:
    """An ability without its words, to compare with another (its IR is what it does)."""
    return replace(ability, text="") if dataclasses.is_dataclass(ability) and hasattr(ability, "text") else ability


@handles(ir.LoseThisAbility)
def _lose_this_ability(ctx: Ctx, eff: ir.LoseThisAbility) -> None:
    """"~ loses this ability" (the Licids): the ability now resolving, for the duration (418.3a)."""
    ability = ctx.so.ability if ctx.so is not None else None
    if ability is None:
        raise JudgeError("internal: 'loses this ability' outside an ability")

    def apply(game, o, ch, ability=ability):
        ch.abilities[:] = [a for a in ch.abilities if a != ability]

    cost = ability.text.split(": ", 1)[0]
    begin_effect(ctx, fixed_set(ctx, eff.what), f"loses its ability \"{cost}: …\"", apply, eff.duration)


@handles(ir.LoseAllAbilities)
def _lose_all(ctx: Ctx, eff) -> None:
    begin_effect(ctx, fixed_set(ctx, eff.what), "loses all abilities", lose_all_apply(eff), eff.duration, "407.1",
                kind=EffectKind.LOSE_ALL_ABILITIES)
