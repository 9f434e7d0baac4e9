"""The mana a permanent "could produce" (glossary "Could"): Reflecting Pool's "one mana of any
type that a land you control could produce", Fellwar Stone's "… any color that a land an
opponent controls could produce", Squandered Resources' "… any type the sacrificed land could
produce".

The glossary: "type of mana any ability of [permanent] can generate, taking into account any
applicable replacement effects. The game state (the ability to play the ability, number of
counters on the permanent, etc.) doesn't matter." The mana of each phrase of the permanent
that adds mana, as replaced (Contamination's "If a land is tapped for mana, it produces {B}
instead", 419.1); "If the type of mana is undefined, no type of mana is generated" — a land
whose own mana is another's "could produce" counts only the mana that one is found to make,
never itself again (two Reflecting Pools with no other land make none)."""

from __future__ import annotations

from dataclasses import replace
from judge.cards import ir
from judge.engine import mana_instead
from judge.engine.context import Ctx, Unsupported, object_ids, refer, static_rules
from judge.engine.filters import chosen_on_entry
from judge.engine.game import MANA_ORDER, Game
from judge.engine.mana import mana_text, parse_mana
from judge.zones import Zone

#: The words of the glossary entry the steps cite (it has no rule number).
GLOSSARY = "glossary \"Could\""


def options(ctx: Ctx, eff: ir.AddMana) -> tuple[str, ...]:
    """The mana ``eff`` (an :class:`ir.AddMana` with ``could_produce``) may add: one mana of each
    type the permanents it names could produce ({1} for colorless), in W U B R G C order;
    none when no type is defined."""
    kinds = _kinds(ctx, eff, frozenset({ctx.source}) if ctx.source is not None else frozenset())
    if eff.colors_only:
        kinds.discard("C")
    return tuple(mana_text({k: 1}) for k in MANA_ORDER if k in kinds)


def as_options(ctx: Ctx, eff: ir.AddMana) -> ir.AddMana:
    """``eff`` with its options found (the permanents' mana now), ``could_produce`` gone."""
    return replace(eff, options=options(ctx, eff), could_produce=None, colors_only=False)


def _kinds(ctx: Ctx, eff: ir.AddMana, seen: frozenset) -> set[str]:
    g = ctx.game
    out: set[str] = set()
    for o in object_ids(refer(ctx, eff.could_produce)):
        if o in seen:
            continue  # (its mana is what the others make: itself adds no type, the glossary's "undefined")
        out |= _permanent_kinds(g, o, seen | {o})
    return out


def _permanent_kinds(g: Game, oid: int, seen: frozenset) -> set[str]:
    """The types of mana any ability of ``oid`` can generate, as replaced (glossary "Could")."""
    obj, ch = g.last_known(oid)
    in_play = obj.zone == Zone.IN_PLAY and g.exists(oid)
    controller = (g.controller_of(oid) if in_play else None) or obj.controller or obj.owner
    own = Ctx(game=g, controller=controller, source=oid, source_name=obj.display(), targets=[])
    out: set[str] = set()
    for ab in ch.abilities:
        if not isinstance(ab, (ir.ActivatedAbility, ir.TriggeredAbility)):
            continue
        made: list[dict[str, int]] = []
        for e in ab.effects:
            if not isinstance(e, ir.AddMana) or e.same:
                continue  # ("one additional mana of the same color": what another land made, not this one's)
            if e.could_produce is not None:
                kinds = _kinds(own, e, seen)
                if e.colors_only:
                    kinds.discard("C")
                made += [{k: 1} for k in kinds]
            elif e.chosen_color:
                color = chosen_on_entry(g, oid, ir.EntryChoice.COLOR)
                made += [{ir.COLOR_SYMBOLS[color]: 1}] if color else []
            else:
                made += [parse_mana(opt) for opt in e.options]
        if made and isinstance(ab, ir.ActivatedAbility) and ab.cost.tap and "land" in ch.types:
            if in_play:  # "If a land is tapped for mana, it produces {B} instead" (419.1)
                made = mana_instead.planned(g, oid, controller, made)
            elif _mana_replaced_anywhere(g):
                raise Unsupported(f"what {obj.display()} could produce as it last existed in play, under an effect "
                                  f"replacing a land's mana (glossary \"Could\", 419.1), is not simulated yet")
        for m in made:
            out |= {k for k, n in m.items() if n > 0}
    return out


def _mana_replaced_anywhere(g: Game) -> bool:
    return bool(static_rules(g, ir.ManaInstead)) or any(isinstance(r.rule, ir.ManaInstead)
                                                         for r in g.turns.turn_rules)


def words(ctx: Ctx, eff: ir.AddMana, found: tuple[str, ...]) -> str:
    """The step saying which mana the permanents could produce."""
    whose = ", ".join(ctx.game.describe(o) for o in object_ids(refer(ctx, eff.could_produce))) or "none"
    kind = "color" if eff.colors_only else "type"
    if not found:
        return (f"{ctx.source_name}: no {kind} of mana is defined by what {whose} could produce ({GLOSSARY}: "
                f"\"If the type of mana is undefined, no type of mana is generated\"), so it adds no mana")
    return (f"{ctx.source_name}: the mana of any {kind} {whose} could produce — {' or '.join(found)} (any "
            f"ability's, as replacement effects would make it, whatever the game state: {GLOSSARY})")
