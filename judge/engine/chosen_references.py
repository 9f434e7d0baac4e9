"""What "a source of your choice" or "a creature of your choice" means as the instruction is carried out
(413.2c: a choice other than a target is made on resolution; 419.7c): the objects chosen then among those
that fit the description, and the steps that say who chooses among what, or why none could be chosen.

Registered with :func:`judge.engine.context.refers` like :mod:`judge.engine.references`, but imported by
name the first time a reference of its class is met (:data:`judge.engine.context.MORE_REFERS`): a game whose
effects choose nothing as they resolve never reads it (issue 43).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Union

from judge.cards import ir, phrasebook
from judge.cards.english import own_control_said, own_possessive, own_zones_said, with_article
from judge.engine.context import Ctx, amount, named, refer, refers, targets_named
from judge.engine.decider import Option, choose
from judge.engine.filters import matches
from judge.engine.game import Game
from judge.engine.kinds import StackKind
from judge.zones import Zone


@refers(ir.Chosen)
def _chosen(ctx: Ctx, ref: ir.Chosen) -> list[Union[int, str]]:
    g = ctx.game
    chooser = refer(ctx, ref.chooser)
    who = chooser[0] if chooser else ctx.controller
    # 419.7c: a permanent, a spell on the stack, or a card a spell or pseudospell refers to —
    # an ability's source though it has left play (Mogg Fanatic sacrificed), what it targets
    cands = list(g.in_play) + [s.card_obj for s in g.stack.items if s.card_obj is not None]
    if not ref.filter.zone or ref.filter.zone == Zone.IN_PLAY:
        for s in g.stack.items:
            refs = [s.source] if s.kind is StackKind.ABILITY and s.source is not None else []
            refs += [t.obj for t in s.targets if getattr(t, "obj", None) is not None]
            cands += [o for o in refs if o not in cands and (g.exists(o) or o in g.lki)]
    zone_cards = ref.filter.zone not in (None, Zone.IN_PLAY, Zone.STACK)
    if zone_cards:  # a card in a player's zone ("a card from your graveyard")
        cands = [o for p in g.players for o in g.zones.get((p.name, ref.filter.zone), [])]
    pool = [o for o in cands if (matches(g, ref.filter, o, ctx.controller, ctx.source, zone_check=zone_cards)
                                 if g.exists(o) else  # as it last existed (413.2f)
                                 matches(g, ref.filter, o, ctx.controller, ctx.source, zone_check=False,
                                         obj=g.lki[o][0], chars=g.lki[o][1]))]
    opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
    if not opts:
        # (a description with its article: "an artifact source", Rune of Protection: Artifacts as printed, audit 8480)
        what = with_article(phrasebook.filter_phrase(ref.filter)) if ref.filter.types or ref.filter.colors else "a source"
        if ir.EXILED_WITH in ref.filter.extra:  # "removed from the game with Gustha's Scepter", named (session 46, c3)
            what = phrasebook.filter_words(ref.filter, ctx.source_name)
        # the words with what they name now: the target chosen (Imperial Edict's "target #1"),
        # the player of "for each player" (Curfew as printed: "that player (for each)")
        what = targets_named(ctx, what)
        if ctx.each_one is not None:
            what = phrasebook.each_one_said(what, ctx.each_one)
        # the spells on the stack (and what they refer to) that might have been chosen, and aren't such a source
        # (Shock, an instant, for "an artifact source"; audit 8480)
        near = [o for o in cands[len(g.in_play):] if g.exists(o)] if not zone_cards else []
        nope = (f" ({', '.join(g.describe(o) for o in near)} {'isn' if len(near) == 1 else 'aren'}'t one)"
                if 0 < len(near) <= 3 else "")
        g.tracer.step(f"{who} can't choose {what}: none exists{nope}, so that part of {ctx.source_name} does nothing",
                      "416.3", "103.1", kind="choice")
        return []
    if ref.up_to:  # "untap up to two lands": none to that many (413.2c)
        n = min(amount(ctx, ref.count), len(opts))
        what = phrasebook.up_to_phrase(n, ref.filter)
        if ctx.each_one is not None:  # Ill-Gotten Gains: "his or her graveyard", each player's own
            what = own_zones_said(phrasebook.each_one_said(what, ctx.each_one), who)
        return choose(g, who, what, opts, (0, n), rule="413.2c")
    if zone_cards:
        # "choose two cards" / "return that many cards": that many, or as many as there are (416.3)
        asked = amount(ctx, ref.count)
        n = min(asked, len(opts))
        hands = {p.name for p in g.players for o in pool if o in g.zones[(p.name, Zone.HAND)]}
        if n < asked and ref.filter.zone == Zone.HAND and len(hands) == 1:
            # Mind Swords with one card in Bob's hand: said as a judge says it (audit 6359)
            g.tracer.step(f"{phrasebook.hand_short_words(hands.pop(), n, asked, ref.filter, ctx.source_name)}: "
                          f"{'that one' if n == 1 else f'all {n}'} (it does only as much as possible)",
                          "416.3", kind="choice")
        elif n < asked:  # Rofellos's Gift: three green cards revealed, one enchantment card there
            g.tracer.step(f"{ctx.source_name} asks for {phrasebook.counted_phrase(asked, ref.filter)}, and there "
                          f"{'is only 1: that one' if n == 1 else f'are only {n}: all of them'} (it does only as much as "
                          f"possible)", "416.3", kind="choice")
        # "a card you own removed from the game with ~" (Gustha's Scepter): not "in the removed from the game"
        zone = ref.filter.zone if ref.filter.zone == Zone.REMOVED else f"in the {ref.filter.zone}"
        owners = {p.name for p in g.players for o in pool if o in g.zones.get((p.name, ref.filter.zone), ())}
        if ref.filter.zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY) and len(owners) == 1:
            # each player's own hand (Mind Swords' "two cards in his or her hand"): "in Alice's hand", as the
            # other steps name a player's zone, not "in the hand" (audit 7874)
            zone = f"in {own_possessive(owners.pop(), who)} {ref.filter.zone}"
        return choose(g, who, f"{'a card' if n == 1 else f'{n} cards'} {zone}", opts, (n, n),
                      rule="413.2c", forced_ok=n == len(opts) or len({g.objects[o].card.name for o in pool}) <= 1)
    if ref.filter.types:  # "return a creature you control to its owner's hand" (Shrieking Drake)
        # "a creature you control" (Nomads en-Kor as printed): "you" named, the ability's controller (audit 7672)
        # (the chooser named once: "Bob chooses a creature he or she controls for Curfew", as "his or her library")
        what = own_control_said(phrasebook.filter_phrase(replace(ref.filter, controlled_by=None), you=ctx.controller) + (
            f" {who} controls" if ref.filter.controlled_by is not None else ""), who)
        if ref.count != 1:  # "Tap X lands" (Mishra's Helix as printed): that many, or as many as there are (416.3)
            whose = f" {who} controls" if ref.filter.controlled_by is not None else ""  # (Burning of Xinye)
            asked = amount(ctx, ref.count)
            n = min(asked, len(opts))
            if n == 0:
                g.tracer.step(f"{who} chooses no {what}: {ctx.source_name} asks for 0", "413.2c", kind="choice")
                return []
            if n < asked:
                g.tracer.step(f"{ctx.source_name} asks for {phrasebook.counted_phrase(asked, replace(ref.filter, controlled_by=None), you=ctx.controller)}"
                              f"{whose}, and there are only "
                              f"{n}: all of them (it does only as much as possible)", "416.3", kind="choice")
            # (the chooser named once: "Bob chooses 2 untapped … he or she controls for Tangle Wire")
            return choose(g, who, own_control_said(f"{phrasebook.counted_phrase(n, replace(ref.filter, controlled_by=None), you=ctx.controller)}"
                                                   f"{whose}", who) + " for "
                                  f"{ctx.source_name} (chosen on resolution)",
                          opts, (n, n),
                          rule="413.2c", forced_ok=n == len(opts) or len({g.objects[o].card.name for o in pool}) <= 1)
        _least_figures(g, ref.filter, opts)
        # (with its article: "Bob chooses a creature Bob controls for Goblin War Cry", audit 9187)
        return choose(g, who, f"{with_article(what)} for {ctx.source_name} (chosen on resolution)", opts, (1, 1),
                      rule="413.2c")
    # glossary "Source": a permanent or spell, or a card one refers to, whether or not it can deal damage;
    # what the text asks of it said too ("a black source": Rune of Protection: Black)
    phrase = phrasebook.filter_phrase(ref.filter)
    phrase = phrase[:-len("object")] + "source" if phrase.endswith("object") else phrase
    # "a source you control" (Desperate Gambit): "object you control" said as the source it is
    phrase = "source" + phrase[len("object"):] if phrase.startswith("object ") else phrase
    asked = "" if phrase == "source" else f"{with_article(phrase)}, "
    return choose(g, who, f"a source ({asked}chosen on resolution; any permanent, spell on the stack or card one refers "
                          "to, whether or not it can deal damage: glossary \"Source\")", opts, (1, 1), rule="419.7c",
                  forced_ok=False)


def _least_figures(g: Game, flt: ir.Filter, opts: list) -> None:
    """"The creature with the least toughness" (Purging Scythe; "least power", Drop of Honey): the
    figures that decide which creatures can be chosen — the least one, and every other creature's —
    said before the choice (413.2c; audit 6258: a comparison by power or toughness names its figures)."""
    stat = next((e.split()[1] for e in flt.extra if e in ("least power", "least toughness")), None)
    if stat is None or not opts:
        return
    others = [o for o in g.in_play if "creature" in g.chars(o).types and o not in {op.value for op in opts}]
    least = getattr(g.chars(opts[0].value), stat) or 0
    tied = ", ".join(g.describe(op.value) for op in opts)
    rest = "; ".join(f"{g.describe(o)} has {getattr(g.chars(o), stat) or 0}" for o in others)
    g.tracer.step(f"The least {stat} among creatures in play is {least}: {tied}"
                  + (f" ({rest})" if rest else " (no other creature is in play)"), "413.2c", kind="choice")
