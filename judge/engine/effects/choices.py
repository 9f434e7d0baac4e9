"""Choices made as a spell or ability resolves (413.2c): a creature type, a color, a player, a
card name, the target chosen earlier, the creature another player chooses."""

from __future__ import annotations

import dataclasses
from typing import Optional

from judge.cards import ir
from judge.engine.characteristics import printed
from judge.cards import phrasebook
from judge.cards.english import kinds_listed, own_control_said, possessive, with_article, own_possessive
from judge.engine import each_player
from judge.engine.context import (DESTROYED_OBJECTS, DESTROYED_WHICH, EACH_OBJECT, REVEALED_HAND, OBJECT_CHOSEN, OTHER_OF_THOSE, PLAYER_CHOSEN, SOURCE_CHOSEN, Ctx, Unsupported, handles, named, object_ids, player_names,
                                  refer, run_effects)
from judge.engine.decider import Option, choose, number_options
from judge.engine.effects.resolution_costs import for_each_anyone
from judge.engine.outcome import ChoiceKey, ChoiceSubject
from judge.engine.effects.one_shot_rules import one_shot_rule
from judge.engine.filters import CHOSEN_KINDS, matches
from judge.engine.kinds import ChoiceKind
from judge.zones import Zone


@handles(ir.ChooseCreatureType)
def _choose_creature_type(ctx: Ctx, eff: ir.ChooseCreatureType) -> None:
    """"Each player chooses a creature type" (413.2c, 413.2d): any creature type may be named (212.2a:
    the era's creature types, ir.CREATURE_TYPES). The outcomes explored are the types of the creature
    cards in graveyards and in play, and "another creature type" (every type nothing has is the same
    choice: it names nothing there is); a choice line naming any other creature type (`Alice chooses
    Dragon`) chooses that one, and the trace shows it."""
    g = ctx.game
    present = sorted({s for p in g.players for zone in (Zone.GRAVEYARD, Zone.IN_PLAY)
                      for o in (g.zones.get((p.name, zone), []) if zone != Zone.IN_PLAY else
                                [x for x in g.in_play if g.controller_of(x) == p.name])
                      if "creature" in g.chars(o).types for s in g.chars(o).subtypes})
    opts = [_type_option(w) for w in present]
    for p in player_names(refer(ctx, eff.who)):
        named_types = [_named_creature_type(v) for v in _line_values(g, p)]
        extra = [_type_option(t.title()) for t in named_types
                 if t is not None and not any(o.match(t) for o in opts)]
        not_types = [(Option(str(getattr(v, "name", None) or v), v, lambda x, v=v: x is v),
                      f"{getattr(v, 'name', None) or v} is not a creature type (212.2a: creature subtypes are called "
                      f"creature types; any of them may be named)")
                     for v, t in zip(_line_values(g, p), named_types) if t is None]
        (t,) = choose(g, p, f"a creature type ({ctx.source_name})", opts + extra + [_type_option("another creature type")],
                      (1, 1), rule="413.2c", forced_ok=False, left_out=not_types)
        ctx.results.setdefault("chosen types", []).append(t)


def _type_option(word: str) -> Option:
    """A creature type offered, named by its word, singular or plural ("Zombie", "Zombies")."""
    return Option(word, word, lambda v, w=word: str(getattr(v, "name", None) or v).lower().rstrip("s") == w.lower().rstrip("s"))


def _named_creature_type(value) -> Optional[str]:
    """The era's creature type (212.2a; ir.CREATURE_TYPES) a choice line's value names, or None."""
    word = str(getattr(value, "name", None) or value).lower()
    return next((t for t in ir.CREATURE_TYPES if t.rstrip("s") == word.rstrip("s")), None)


def _line_values(g, player: str) -> tuple:
    """The values of the choice line that would answer ``player``'s next choice made as a spell or
    ability resolves (413.2c), without taking it (the choice takes it), or none."""
    peek = getattr(g.decider, "peek", None)
    if peek is None:
        return ()
    seen = peek(ChoiceKey(player, ChoiceKind.PICK, "413.2c", None, None))
    return tuple(seen[1].values) if seen is not None else ()


@handles(ir.ChooseColor)
def _choose_color(ctx: Ctx, eff: ir.ChooseColor) -> None:
    """"Choose a color." (Persecute): the player chooses one of the five colours as the spell
    resolves (413.2c); the instructions after it read it as "of that color"."""
    g = ctx.game
    opts = [Option(c, c, lambda v, c=c: str(v).lower() == c) for c in ("white", "blue", "black", "red", "green")]
    for p in player_names(refer(ctx, eff.who)):
        (c,) = choose(g, p, f"a color ({ctx.source_name})", opts, (1, 1), rule="413.2c", subject=ChoiceSubject.COLOR)
        ctx.results.setdefault("chosen colors", []).append(c)


@handles(ir.ChooseCardType)
def _choose_card_type(ctx: Ctx, eff: ir.ChooseCardType) -> None:
    """"Choose a card type." (Blood Oath): one of the era's card types (212.1) chosen as the spell resolves
    (413.2c); the instructions after it read it as "of the chosen type"."""
    g = ctx.game
    if eff.among:  # Teferi's Realm: one of the kinds its words list (ir.ChooseCardType.among)
        _choose_kind(ctx, eff)
        return
    opts = [Option(t, t, lambda v, t=t: str(v).lower() == t) for t in ir.CARD_TYPES]
    for p in player_names(refer(ctx, eff.who)):
        (t,) = choose(g, p, f"a card type ({ctx.source_name}; the card types are {', '.join(ir.CARD_TYPES)}: 212.1)",
                      opts, (1, 1), rule="413.2c")
        ctx.results.setdefault("chosen card types", []).append(t)


def _choose_kind(ctx: Ctx, eff: ir.ChooseCardType) -> None:
    """"That player chooses artifact, creature, land, or non-Aura enchantment." (Teferi's Realm; session 81, h6): one
    of the kinds the words list, chosen as the ability resolves (413.2c); "of that type" after it is that kind."""
    g = ctx.game
    kinds = {phrasebook.filter_phrase(k): k for k in eff.among}
    words = kinds_listed(list(kinds))  # (in the card's order: "artifact, creature, land, non-Aura enchantment")
    opts = [Option(w, w, lambda v, w=w: str(v).lower() == w.lower()) for w in words]
    for p in player_names(refer(ctx, eff.who)):
        (w,) = choose(g, p, f"one of {', '.join(words)} ({ctx.source_name})", opts, (1, 1), rule="413.2c")
        ctx.results.setdefault("chosen card types", []).append(w)
        ctx.results.setdefault(CHOSEN_KINDS, []).append(kinds[w])


@handles(ir.ChooseNumber)
def _choose_number(ctx: Ctx, eff: ir.ChooseNumber) -> None:
    """"Choose a number greater than 0" (Scrying Glass; added, session 78, h7): any whole number above
    ``eff.above``, chosen as the ability resolves (413.2c); the instruction after it reads it as "the chosen number".
    The outcomes explored are each number up to one more than the largest hand in the game (no hand can change
    before the instruction reads it, so every greater number is the same choice: no hand holds that many); a
    choice line naming a greater number chooses that one, and one naming a number not above ``eff.above`` is
    refused, saying why."""
    g = ctx.game
    top = max([eff.above] + [len(g.zones[(q.name, Zone.HAND)]) for q in g.players]) + 1
    for p in player_names(refer(ctx, eff.who)):
        named_values = sorted({int(str(v).strip()) for v in _line_values(g, p) if str(v).strip().isdigit()})
        values = list(range(eff.above + 1, top + 1)) + [n for n in named_values if n > top]
        not_above = [(Option(str(n), str(n), lambda v, n=n: str(v).strip() == str(n)),
                      f"{n} is not a number greater than {eff.above} ({ctx.source_name}: \"choose a number greater "
                      f"than {eff.above}\")") for n in named_values if n <= eff.above]
        (n,) = choose(g, p, f"a number greater than {eff.above} ({ctx.source_name})", number_options(values), (1, 1),
                      rule="413.2c", forced_ok=False, left_out=not_above)
        ctx.results["chosen numbers"] = [int(n)]  # (said once, by the choice's own step)


@handles(ir.ChoosePlayer)
def _choose_player(ctx: Ctx, eff: ir.ChoosePlayer) -> None:
    """"Look at the top five cards of any library." (Visions as printed): a player chosen as the
    spell resolves (413.2c), no target (409.1c); the instructions after it read it as "that"
    player's (ir.PlayerChosenThisWay)."""
    g = ctx.game
    opts = [Option(q.name, q.name, lambda v, q=q.name: str(v) == q) for q in g.players]
    for p in player_names(refer(ctx, eff.who)):
        (chosen,) = choose(g, p, f"a player, whose library ({ctx.source_name}; no target: chosen as it resolves)", opts,
                           (1, 1), rule="413.2c")
        ctx.results[PLAYER_CHOSEN] = [chosen]


#: "its controller" inside "for each …" (ir.ForEachObject): each object's controller in turn
_ITS_CONTROLLER = ir.ControllerOf(ir.EachObject())


@handles(ir.ForEachObject)
def _for_each_object(ctx: Ctx, eff: ir.ForEachObject) -> None:
    """"For each blocking creature, flip a coin. If you win the flip, …" (Fighting Chance): the
    permanents the filter describes as the spell resolves (413.2f), the instructions carried out for
    each in turn (413.2), "that creature" the one they are being carried out for (ir.EachObject).
    None, the instructions are never carried out (413.2b)."""
    g = ctx.game
    if eff.this_way == ir.ResultOf("revealed"):
        each, what = _revealed_this_way(ctx, eff)
        none = what
    elif eff.this_way is not None:
        each, what = _destroyed_this_way(ctx, eff)
        none = what
    else:
        each = [o for o in g.in_play if matches(g, eff.filter, o, ctx.controller, ctx.source)]
        what, none = f"{phrasebook.filter_phrase(eff.filter)} as it resolves", phrasebook.filter_phrase(eff.filter)
    if not each:
        g.tracer.step(f"{ctx.source_name}: there is no {none}, so \"for each\" carries out its "
                      f"instructions for none", "413.2b", kind="effect")
        return
    players: list[str] = []
    whose = {o: _controller_then(ctx, o) for o in each}
    if any(_ITS_CONTROLLER in (getattr(e, "who", None), *getattr(e, "to", ())) for e in eff.effects):
        # Fade Away (added, session 46): "for each creature, its controller sacrifices a permanent unless
        # they pay {1}" — each creature's controller's instruction: the active player's creatures first,
        # then the other player's (413.2d), the moves chosen (and the damage dealt, Stench of Evil) made
        # together once every player has chosen
        order = g.apnap()
        players = [p for p in order if p in whose.values()]
        each.sort(key=lambda o: order.index(whose[o]) if whose[o] in order else len(order))
    g.tracer.step(f"{ctx.source_name}: for each {what} — "
                  f"{', '.join(g.describe(o) for o in each)} — in turn", "413.2f", kind="effect")

    def carry(_players: list[str]) -> None:
        outer = ctx.each_one
        try:
            for o in each:
                if g.end.over:
                    return
                ctx.results[EACH_OBJECT] = [o]
                if players:  # the player whose part of the instruction it is (413.2d)
                    ctx.each_one = whose[o]
                run_effects(ctx, eff.effects)
        finally:
            ctx.results.pop(EACH_OBJECT, None)
            ctx.each_one = outer

    if len(eff.effects) == 1 and isinstance(eff.effects[0], ir.IfYouDo) and eff.effects[0].anyone \
            and not eff.effects[0].then and all(isinstance(e, ir.Destroy) and e.what == ir.EachObject()
                                                for e in eff.effects[0].otherwise):
        # Cleansing (added, session 46): "For each land, destroy that land unless any player pays 1 life"
        try:
            for_each_anyone(ctx, eff.effects[0], each)
        finally:
            ctx.results.pop(EACH_OBJECT, None)
    elif players:
        each_player.at_once(ctx, players, carry)
    else:
        carry(players)


def _controller_then(ctx: Ctx, o: int) -> Optional[str]:
    """The permanent's controller, or as it last existed in play once it has left (413.2f)."""
    g = ctx.game
    if g.exists(o):
        return g.controller_of(o)
    obj, chars = g.last_known(o)
    return chars.controller or obj.controller or obj.owner


def _destroyed_this_way(ctx: Ctx, eff: ir.ForEachObject) -> tuple[list[int], str]:
    """"For each land destroyed this way" (Stench of Evil): the permanents the destruction before put
    into a graveyard that the description fits, as each last existed in play (413.2f) — one
    regenerated instead was not destroyed (419.6b) and is not among them, as the trace says."""
    g = ctx.game
    each = [o for o in ctx.results.get(DESTROYED_OBJECTS, [])
            if matches(g, eff.filter, o, ctx.controller, ctx.source, zone_check=False,
                       obj=g.last_known(o)[0], chars=g.last_known(o)[1])]
    _dead, spared = ctx.results.get(DESTROYED_WHICH, ([], []))
    if spared:
        g.tracer.step(f"{ctx.source_name}: {' and '.join(spared)} regenerated instead: not destroyed, not counted",
                      "413.2f", "419.6b", kind="effect")
    return each, f"{phrasebook.filter_phrase(eff.filter)} destroyed this way"


def _revealed_this_way(ctx: Ctx, eff: ir.ForEachObject) -> tuple[list[int], str]:
    """"For each blue instant card revealed this way" (Sirocco): the cards of the hand revealed before it
    that the description fits as the instruction is carried out (413.2f), still in that hand."""
    g = ctx.game
    each = [o for o in ctx.results.get(REVEALED_HAND, []) if g.exists(o) and g.objects[o].zone == Zone.HAND
            and matches(g, eff.filter, o, ctx.controller, ctx.source, zone_check=False)]
    return each, f"{phrasebook.filter_phrase(dataclasses.replace(eff.filter, zone=Zone.IN_PLAY, controlled_by=None))} revealed this way"


@handles(ir.ChooseObject)
def _choose_object(ctx: Ctx, eff: ir.ChooseObject) -> None:
    """"Choose one of your creatures." (Final Strike as printed): a permanent chosen as the spell
    resolves (413.2c), no target (409.1c); the instructions after it read it as "that creature"
    (ir.ObjectChosenThisWay). With none to choose, nothing is chosen, and they do nothing (413.2b)."""
    g = ctx.game
    if eff.hand is not None:
        _choose_from_hand(ctx, eff)
        return
    for p in player_names(refer(ctx, eff.who)):
        cands = [o for o in g.in_play if matches(g, eff.filter, o, p, ctx.source)]
        if not cands:
            none = (f"{p} controls no {phrasebook.filter_phrase(dataclasses.replace(eff.filter, controller=None))}"
                    if eff.filter.controller is ir.PlayerRelation.YOU else f"there is no {phrasebook.filter_phrase(eff.filter)}")
            g.tracer.step(f"{none} to choose ({ctx.source_name}): nothing is chosen, and what the instructions after it "
                          f"say of the chosen one does nothing", "413.2b", kind="choice")
            ctx.results[OBJECT_CHOSEN] = []
            continue
        what = (own_control_said(f"{with_article(phrasebook.filter_phrase(dataclasses.replace(eff.filter, controller=None)))} {p} controls", p)
                if eff.filter.controller is ir.PlayerRelation.YOU else with_article(phrasebook.filter_phrase(eff.filter)))
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
        (chosen,) = choose(g, p, f"{what} ({ctx.source_name}; no target: chosen as it resolves)", opts, (1, 1),
                           rule="413.2c")
        ctx.results[OBJECT_CHOSEN] = [chosen]


@handles(ir.ChooseSource)
def _choose_source(ctx: Ctx, eff: ir.ChooseSource) -> None:
    """"Choose a source you control" (Desperate Gambit): a source chosen as the spell resolves (413.2c), no target —
    a permanent, a spell on the stack, or a card or permanent a spell or ability on the stack refers to, whether or
    not it can deal damage (glossary "Source", 419.7c); the instructions after it read it as "that source"
    (ir.SourceChosenThisWay). With none to choose, nothing is chosen, and they do nothing (413.2b)."""
    ctx.results[SOURCE_CHOSEN] = [o for o in refer(ctx, ir.Chosen(eff.filter, chooser=eff.who)) if isinstance(o, int)]


@handles(ir.ChooseOneOfThose)
def _choose_one_of_those(ctx: Ctx, eff: ir.ChooseOneOfThose) -> None:
    """"That player chooses and sacrifices one of those creatures. Put a -1/-1 counter on the other."
    (Retribution): the targets still legal as the spell resolves (413.2a) are the options, and the
    choice is the player's the card names, not the caster's (413.2c); the instructions for the one
    chosen are carried out, then those for the other. With one legal target left, that one is the
    only option, and there is no other: the instructions for it do nothing (413.2a)."""
    g = ctx.game
    those = [o for o in refer(ctx, eff.what) if isinstance(o, int) and g.exists(o)]
    chooser = player_names(refer(ctx, eff.who))
    if not those or not chooser:
        return
    opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in those]
    (chosen,) = choose(g, chooser[0], (f"which of {' and '.join(g.describe(o) for o in those)} ({ctx.source_name}; "
                       f"{'the targets' if len(those) > 1 else 'the one target'} still legal, 413.2a)"), opts,
                       (1, 1), rule="413.2c")
    others = [o for o in those if o != chosen]
    try:
        ctx.results[OBJECT_CHOSEN] = [chosen]
        run_effects(ctx, eff.chosen)
        if not others:
            g.tracer.step(f"{ctx.source_name}: only {g.describe(chosen)} was still a legal target, so there is no "
                          f"other — what the instruction says of the other does nothing", "413.2a", kind="effect")
            return
        ctx.results[OTHER_OF_THOSE] = others
        run_effects(ctx, eff.other)
    finally:
        ctx.results.pop(OTHER_OF_THOSE, None)


@handles(ir.GraveyardCardAtRandom)
def _graveyard_card_at_random(ctx: Ctx, eff: ir.GraveyardCardAtRandom) -> None:
    """"Reorder your graveyard at random. An opponent chooses a card at random in your graveyard."
    (Search for Survivors): the pile's order (217.4a) made one no player knows — the engine keeps the
    listed order, as for a shuffled library — then one of its cards picked by chance (no player's
    choice, though the opponent makes the pick: every card is an outcome of its own, or the scenario
    states which), carried out in the order written (413.2b); the instructions after it read that card
    as "it" (ir.ObjectChosenThisWay). An empty graveyard: none picked, they do nothing (413.2b)."""
    g = ctx.game
    ctx.results[OBJECT_CHOSEN] = []
    for p in player_names(refer(ctx, eff.whose)):
        cards = list(g.zones[(p, Zone.GRAVEYARD)])
        if not cards:
            g.tracer.step(f"{ctx.source_name}: {possessive(p)} graveyard is empty: there is nothing to reorder and no card to "
                          f"pick at random, so what the instructions after it say of that card does nothing", "413.2b",
                          kind="effect")
            continue
        g.tracer.step(f"{possessive(p)} graveyard is reordered at random ({ctx.source_name}; its new order is unknown: the engine "
                      f"keeps the listed order, so a scenario that depends on the new order must say what is on top)",
                      "217.4a", "413.2b", kind="effect")
        picker = g.opponent(ctx.controller)
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cards]
        (picked,) = choose(g, picker, f"which card {picker} chooses at random from {own_possessive(p, picker)} graveyard (no player's choice; "
                                      f"{ctx.source_name})", opts, (1, 1), rule="413.2b",
                           forced_ok=len({g.objects[o].card.name for o in cards}) <= 1, kind=ChoiceKind.RANDOM)
        ctx.results[OBJECT_CHOSEN] = [picked]


def _choose_from_hand(ctx: Ctx, eff: ir.ChooseObject) -> None:
    """"… reveals their hand, then you choose a card other than a basic land card from it" (Lobotomy):
    a card of that hand chosen as the spell resolves (413.2c); none there fits, nothing is chosen and
    what the instructions after it say of the chosen card does nothing (413.2b)."""
    g = ctx.game
    whose = player_names(refer(ctx, eff.hand))
    cands = [o for q in whose for o in g.zones[(q, Zone.HAND)]
             if matches(g, eff.filter, o, ctx.controller, ctx.source, zone_check=False)]
    what = with_article(phrasebook.hand_card_phrase(eff.filter))
    ctx.results[OBJECT_CHOSEN] = []
    if not cands:
        done, chosen_words = ("reveal", "revealed") if eff.reveal else ("choose", "chosen")
        g.tracer.step(f"{possessive(' and '.join(whose) or 'no player')} hand holds no {phrasebook.hand_card_phrase(eff.filter)} to {done} "
                      f"({ctx.source_name}): nothing is {chosen_words}, and what the instructions after it say of that "
                      f"card does nothing", "413.2b", kind="choice")
        return
    opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
    for p in player_names(refer(ctx, eff.who)):
        (chosen,) = choose(g, p, f"{what} from {own_possessive(' and '.join(whose), p)} hand ({ctx.source_name}; chosen as it resolves)",
                           opts, (1, 1), rule="413.2c")
        ctx.results[OBJECT_CHOSEN] = [chosen]
        if eff.reveal:  # Assembly Hall: "Reveal a creature card in your hand." — shown to all, it stays there
            g.tracer.step(f"{p} reveals {g.describe(chosen)} from {own_possessive(' and '.join(whose), p)} hand ({ctx.source_name}; "
                          f"glossary \"Reveal\": shown to all players, it stays in the hand)", "413.2c", kind="effect")


@handles(ir.ChooseCardName)
def _choose_card_name(ctx: Ctx, eff: ir.ChooseCardName) -> None:
    """"Choose a card name" (Cursed Scroll, Petra Sphinx, Vexing Arcanix; "a creature card name",
    Wood Sage): any name of a card may be chosen as the ability resolves (413.2c); the ones offered
    are those of the cards in the game (of creature cards, for "a creature card name": a card's own
    types, 202.3's English name) and "another card name" — every other choice is the same choice
    here: it names no card there is. Added, Oracle activated round seventeen."""
    g = ctx.game
    names = sorted({o.card.name for o in g.objects.values()
                    if not o.token and (not eff.creature or "creature" in printed(g, o).types)})
    other = "another creature card name" if eff.creature else "another card name"
    opts = [Option(n, n, lambda v, n=n: str(getattr(v, "name", None) or v).lower() == n.lower()) for n in names + [other]]
    kind = "a creature card name" if eff.creature else "a card name"
    for p in player_names(refer(ctx, eff.who)):
        (n,) = choose(g, p, f"{kind} ({ctx.source_name})", opts, (1, 1), rule="413.2c", forced_ok=False)
        # (the name said once, by the choice's step; the step comparing a card with it names it again, 202.3 —
        # judge.engine.filters.chosen_name_said — and no other: audit, Foreshadow's "The name Alice chose is Shock")
        ctx.results.setdefault("chosen names", []).append(n)


@handles(ir.OthersThanChosen)
def _others_than_chosen(ctx: Ctx, eff: ir.OthersThanChosen) -> None:
    """"Target opponent chooses a creature they control. Other creatures they control can't block
    this turn": the choice made on resolution (413.2c), then the restriction on every other one,
    the set fixed now (418.3b)."""
    chosen = object_ids(refer(ctx, eff.chosen))
    if chosen:
        ctx.game.tracer.step(f"{ctx.game.describe(chosen[0])} is the one chosen: {possessive(ctx.source_name)} restriction leaves "
                             f"it alone", "413.2c", kind="choice")
    if not one_shot_rule(ctx, eff.rule, spared=chosen):
        raise Unsupported(f"{ctx.source_name}: {type(eff.rule).__name__} on all but a chosen object")


@handles(ir.ChooseTarget)
def _choose_target(ctx: Ctx, eff: ir.ChooseTarget) -> None:
    """The Keepers' "Choose target opponent who …": the target was chosen as the ability was
    played (409.1c); the instructions after it refer to it."""
    g = ctx.game
    who = ", ".join(g.describe(t) if isinstance(t, int) else t for t in refer(ctx, eff.what))
    g.tracer.step(f"{possessive(ctx.source_name)} chosen target: {who or 'none left'}", "409.1c", kind="effect")
    for t in ctx.targets:  # compared as the ability was played: a change since doesn't make it illegal
        said = [e for e in (t.spec.filter.extra if t is not None and t.player is not None else ()) if e in ir.AS_ACTIVATED]
        if said and not matches(g, t.spec.filter, t.player, ctx.controller, ctx.source):
            now = " and ".join(e.replace("had ", "has ", 1).replace("controlled ", "controls ", 1).replace(" than you", f" than {ctx.controller}") for e in said)
            g.tracer.step(f"{t.player} is still a legal target though {t.player} no longer {now}: the card compares "
                          f"as the ability was activated (\"who {said[0]} did as you activated this ability\"), not as "
                          f"it resolves", "413.2a", "409.1c", kind="effect")
