"""Local enchantments attached and what they may enchant changed (214.8c)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import with_article
from judge.engine import events
from judge.engine.context import Ctx, handles, named, object_ids, player_names, refer, subjects
from judge.engine.decider import Option, choose
from judge.engine.filters import matches
from judge.engine.sba import cant_enchant
from judge.engine.cant_be_enchanted import unenchantable
from judge.engine.kinds import EffectKind
from judge.engine.effects.continuous import begin_effect, fixed_set
from judge.engine.trace import rules_named
from judge.zones import Zone


@handles(ir.Attach)
def _attach(ctx: Ctx, eff: ir.Attach) -> None:
    """"Attach it to target creature" (the Licids): the local enchantment becomes attached to it
    (214.8c); whether it may legally enchant it is the state-based check of 420.5d."""
    g = ctx.game
    hosts = [o for o in object_ids(refer(ctx, eff.onto)) if g.objects[o].zone == Zone.IN_PLAY]
    for o in object_ids(subjects(ctx, eff.what)):
        if g.objects[o].zone == Zone.IN_PLAY and hosts:
            barred = unenchantable(g, o, hosts[0])
            if barred:  # Anti-Magic Aura (added, session 64): a rule of a card's text, not the state-based check
                g.tracer.step(f"{g.objects[o].display()} can't be attached to {g.describe(hosts[0])}: {barred} — it "
                              f"stays where it was (glossary \"Move\": an enchantment that can't enchant the new "
                              f"permanent stays where it was)", "103.1", kind="effect")
                continue
            events.attach(g, o, hosts[0], "214.8c")


@handles(ir.MoveAura)
def _move_aura(ctx: Ctx, eff: ir.MoveAura) -> None:
    """"Attach target Aura attached to a creature to another creature." (Crown of the Ages): glossary
    "Move" — the controller chooses as it resolves (413.2c; no target) a permanent the words describe
    other than the one the enchantment enchants, one it can legally enchant (an enchantment that
    can't enchant the new permanent stays where it was; each one it can't, said with its reason).
    None, nothing happens (413.2b). Moved, it enchants the new one (412.2), never having left play,
    with a new timestamp."""
    g = ctx.game
    for o in object_ids(subjects(ctx, eff.what)):
        aura = g.objects[o]
        if aura.zone != Zone.IN_PLAY:
            continue
        old = aura.attached_to
        others = [h for h in g.in_play if h != old and matches(g, eff.onto, h, ctx.controller, ctx.source)]
        if eff.of_that_type:  # "another permanent of that type" (Enchantment Alteration): of a type it enchants now
            kinds = set(eff.onto.types) & set(g.chars(old).types if old is not None and g.exists(old) else ())
            others = [h for h in others if kinds & set(g.chars(h).types)]
        noun = (" or ".join(sorted(kinds)) or "permanent of that type") if eff.of_that_type else phrasebook.filter_phrase(eff.onto)
        fit = _enchantable(g, o, others, "moved to")
        if not fit:
            g.tracer.step(f"There is no other {noun} {aura.display()} can enchant "
                          f"({ctx.source_name}): it stays where it was, and nothing happens (glossary \"Move\")",
                          "413.2b", kind="effect")
            continue
        opts = [Option(g.describe(h), h, lambda v, h=h: named(g, v, h)) for h in fit]
        (new,) = choose(g, ctx.controller, f"another {noun} for {aura.display()} to enchant "
                        f"({ctx.source_name}; no target: chosen as it resolves)", opts, (1, 1), rule="413.2c")
        g.tracer.step(f"{aura.display()} moves from {g.describe(old) if old is not None else 'nothing'} to "
                      f"{g.describe(new)}: it stops enchanting the one and enchants the other, never having left play "
                      f"(no comes-into-play or leaves-play ability triggers), with a new timestamp (glossary \"Move\")",
                      "412.2", kind="effect")
        events.attach(g, o, new, "412.2", restamp=True)


@handles(ir.AttachOfChoice)
def _attach_of_choice(ctx: Ctx, eff: ir.AttachOfChoice) -> None:
    """"That land's controller attaches Kudzu to a land of their choice." (Kudzu; added, session 72, h6): a
    move (glossary "Move") — the player named (as it last existed, "that land's controller" of a land destroyed
    by the instruction before, 413.2f) chooses as it resolves (413.2c; no target) a permanent the words describe
    that the local enchantment can legally enchant (each one it can't, said with its reason); it enchants that
    one (412.2), never having left play. The enchantment no longer in play, or none to choose, nothing happens
    (413.2b): an Aura left enchanting nothing is then put into its owner's graveyard (214.8e)."""
    g = ctx.game
    who = player_names(refer(ctx, eff.chooser))
    for o in object_ids(subjects(ctx, eff.what)):
        aura = g.objects[o]
        if aura.zone != Zone.IN_PLAY:
            g.tracer.step(f"{aura.display()} is no longer in play: there is nothing to attach (glossary \"Move\": "
                          f"if the enchantment no longer exists, nothing happens)", "413.2b", kind="effect")
            continue
        noun = phrasebook.filter_phrase(eff.onto)
        if not who:
            g.tracer.step(f"There is no player to choose {with_article(noun)} for {aura.display()} "
                          f"({ctx.source_name}): nothing happens", "413.2b", kind="effect")
            continue
        old = aura.attached_to
        fit = _enchantable(g, o, (h for h in g.in_play if h != o and matches(g, eff.onto, h, ctx.controller,
                                                                          ctx.source)), "attached to")
        # (the ability's source named only where it is not the Aura itself: Kudzu moves itself; audit 8278)
        by = "" if ctx.source == o else f"{ctx.source_name}; "
        if not fit:
            # (an Aura whose permanent is gone — Kudzu's land, just destroyed — enchants nothing: 214.8e then)
            stays = ("it stays where it was" if old is not None and g.exists(old) and g.objects[old].zone == Zone.IN_PLAY
                     else "it enchants nothing")
            g.tracer.step(f"There is no {noun} {aura.display()} can enchant{f' ({by[:-2]})' if by else ''}: {stays}, "
                          f"and nothing happens (glossary \"Move\")", "413.2b", kind="effect")
            continue
        opts = [Option(g.describe(h), h, lambda v, h=h: named(g, v, h)) for h in fit]
        (new,) = choose(g, who[0], f"{with_article(noun)} for {aura.display()} to enchant ({by}"
                        f"{who[0]}'s choice as it resolves, no target)", opts, (1, 1), rule="413.2c")
        was = g.describe(old) if old is not None and g.exists(old) and g.objects[old].zone == Zone.IN_PLAY else "nothing"
        g.tracer.step(f"{who[0]} attaches {aura.display()} to {g.describe(new)}: it enchants it now, moved from {was}, "
                      f"never having left play (no comes-into-play or leaves-play ability triggers), with a new "
                      f"timestamp (glossary \"Move\")", "412.2", "413.2c", kind="effect")
        events.attach(g, o, new, "412.2", restamp=True)


@handles(ir.ChangeEnchant)
def _change_enchant(ctx: Ctx, eff: ir.ChangeEnchant) -> None:
    """"It loses 'enchant creature card in a graveyard' and gains 'enchant creature put into play
    with ~'" (Animate Dead): what the local enchantment may enchant from now on (214.8a; 420.5d
    checks it against what it enchants)."""
    enchant = eff.enchant

    def apply(game, o, ch, enchant=enchant):
        ch.enchant = enchant

    lost = phrasebook.filter_phrase(eff.lost).replace(" in graveyard", " in a graveyard")
    gained = phrasebook.filter_phrase(enchant).replace(" put into play with this", f" put into play with {ctx.source_name}")
    begin_effect(ctx, fixed_set(ctx, eff.what), f"loses \"enchant {lost}\" and gains \"enchant {gained}\"", apply,
                eff.duration, "214.8a", kind=EffectKind.TYPE)


def _enchantable(g, aura: int, candidates, moved: str) -> list[int]:
    """Of ``candidates``, the permanents the local enchantment ``aura`` could legally enchant (:func:`cant_enchant`:
    214.8a/f, 502.7b, a "can't be enchanted" rule); each other one said with its reason, the enchantment staying
    where it was (glossary "Move") — ``moved`` words the move ("moved to", "attached to")."""
    fit = []
    for h in candidates:
        why = cant_enchant(g, aura, h)
        if why is None:
            fit.append(h)
        else:
            g.tracer.step(f"{g.objects[aura].display()} can't be {moved} {g.describe(h)}: {why} (glossary \"Move\": "
                          f"an enchantment that can't enchant the new permanent stays where it was)",
                          "413.2c", *rules_named(why), kind="choice")
    return fit
