"""Discarding cards: chosen by the player or at random, all that match (Amnesia); what a
discard leaves for a later instruction."""

from __future__ import annotations

from dataclasses import replace

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import own_ignore_said, own_possessive, possessive
from judge.engine import each_player, events
from judge.engine.context import DISCARDED_BY, Ctx, handles, named, object_ids, player_names, refer
from judge.engine.decider import Option, choose
from judge.engine.kinds import MoveCause
from judge.engine.outcome import ChoiceSubject
from judge.engine.filters import chosen_name_said, matches
from judge.engine.effects.counting import amount_is, per_player, when_read
from judge.zones import Zone


def _discarded(ctx: Ctx, player: str, n: int) -> None:
    """What a discard instruction leaves for a later one: "that many cards" (the last player's
    number) and each player's own number (Windfall: ir.MostDiscardedThisWay)."""
    ctx.results["discarded"] = n
    by = ctx.results.setdefault(DISCARDED_BY, {})
    by[player] = by.get(player, 0) + n


@handles(ir.Discard)
def _discard(ctx: Ctx, eff: ir.Discard) -> None:
    g = ctx.game
    players = player_names(refer(ctx, eff.who))
    if len(players) > 1:
        # "each opponent discards two cards": every player's choice first, in turn order, then all
        # discarded at once (413.2d)
        players = [p for p in g.apnap() if p in players]
    each_player.at_once(ctx, players, lambda ps: _discard_each(ctx, eff, ps))


def _own_ignore(ctx: Ctx) -> str:
    """The ability's own "Ignore this effect if …" sentence, where its text has one (Nicol Bolas and Hypnotic Specter as
    printed), said after why nothing is discarded."""
    return own_ignore_said(ctx.so.text if ctx.so is not None else "", ctx.source_name)


def _discard_each(ctx: Ctx, eff: ir.Discard, players: list[str]) -> None:
    g = ctx.game
    each = per_player(ctx, players, eff.amount)
    if len(each) == 1 and isinstance(eff.amount, ir.CountersOn):
        # "choose up to X cards from it, where X is the number of verse counters on Discordant Dirge":
        # the number as the instruction is carried out — of the Dirge sacrificed to pay the cost, as
        # it last existed in play (413.2f; audit 7066: "up to 2" was said with no word of the 2)
        g.tracer.step(f"{ctx.source_name}: {phrasebook.amount_words(eff.amount, ctx.controller)} is {each[0][1]}"
                      f"{when_read(ctx, eff.amount)}", "413.2f", kind="effect")
    for p, n in each:
        hand = list(g.zones[(p, Zone.HAND)])
        if eff.filter is not None:
            hand = [o for o in hand if matches(g, eff.filter, o, ctx.controller, ctx.source, zone_check=False)]
        if n == 0 and not eff.up_to:
            # "Target player discards X cards at random" with X = 0 (Greel, Mind Raker; Mind Twist): no
            # card is discarded, and there is no choice, random or not, to speak of (413.2b; audit 8177:
            # "Bob chooses which card Bob discards at random (no player's choice …): nothing")
            # (the amount named for this player: "the number of cards in Bob's hand", not the reading's
            # "that player (for each)" of "each player discards …" — Wheel of Fortune with an empty hand)
            said = phrasebook.each_one_said(amount_is(ctx, eff.amount, 0), str(p))
            # (the card's own "Ignore this effect if opponent has no cards left in hand", Nicol Bolas as printed)
            g.tracer.step(f"{p} discards no card: {said}{_own_ignore(ctx)}", "413.2b", kind="effect")
            _discarded(ctx, p, 0)
            continue
        k = min(n, len(hand))  # 416.3
        if eff.up_to and not hand:
            # "may discard up to three cards" (Mind Bomb) from an empty hand, "any number of creature cards" (Mind
            # Maggots) holding none: no card may be chosen, so there is no choice to explore or to answer (413.2c:
            # no option that's impossible; audit 10399: was "Alice chooses which card to discard (up to 0) …:
            # nothing (one of the outcomes explored)")
            held = own_possessive(p, p) + " hand is empty" if eff.filter is None or not g.zones[(p, Zone.HAND)] else \
                f"holds no {phrasebook.filter_phrase(replace(eff.filter, zone=Zone.IN_PLAY))}"
            many = "any number" if isinstance(eff.amount, ir.CardsInHand) else f"up to {n}"  # (its hand: any number)
            g.tracer.step(f"{p} may discard {many} but {held}: there is no card to choose, and none is discarded",
                          "413.2c", kind="effect")
            _discarded(ctx, p, 0)
            continue
        if k < n and not eff.up_to:
            if eff.filter is not None:  # "a creature card": only the cards of the hand that fit count
                plain = replace(eff.filter, zone=Zone.IN_PLAY)  # (the hand is said: "holds")
                what, whats = phrasebook.filter_phrase(plain), phrasebook.filter_plural(plain)
                held = (f"holds no {what} (0 {whats})" if not hand else
                        f"holds only {len(hand)} {what if len(hand) == 1 else whats}")
                g.tracer.step(f"{p} must discard {n} {what if n == 1 else whats} but {held}: "
                              f"{'nothing is discarded' if not hand else p + ' discards as many as possible'}",
                              "416.3", kind="effect")
            elif not hand:  # (Abyssal Nightstalker's defending player with no card; audit 7874: "holds only 0")
                g.tracer.step(f"{p} must discard {n} but {own_possessive(p, p)} hand is empty: nothing is discarded"
                              f"{_own_ignore(ctx)}", "416.3", kind="effect")
            else:
                g.tracer.step(f"{p} must discard {n} but holds only {len(hand)}: {p} discards as many as possible",
                              "416.3", kind="effect")
        if eff.random:
            # A random discard is no player's choice: every possible result is an outcome of its
            # own (explored), or the scenario states the result as a choice line of that player.
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
            picked = choose(g, p, f"which card{'s' if k > 1 else ''} {p} discards at random (no player's choice: "
                                  f"glossary \"Discard\")", opts, (k, k), rule="417.1", subject=ChoiceSubject.DISCARD,
                            forced_ok=len({g.objects[o].card.name for o in hand}) <= 1 or k == len(hand))
            _discarded(ctx, p, len(picked))
            if not each_player.defer(ctx, p, picked, Zone.GRAVEYARD, "is discarded and is put", cause=MoveCause.DISCARD):
                events.discard(g, p, picked, "417.1")
            continue
        if isinstance(eff.amount, ir.CardsInHand) and eff.filter is None and not eff.up_to and hand and k == len(hand):
            # "discards his or her hand" (Shocker as printed): every card of it, which no one chooses
            # (413.2b: the instruction as written; audit 7066)
            g.tracer.step(f"{p} discards {own_possessive(p, p)} whole hand: {', '.join(g.describe(o) for o in hand)} "
                          f"(every card in it: no choice is left)", "413.2b", kind="effect")
            _discarded(ctx, p, len(hand))
            if not each_player.defer(ctx, p, hand, Zone.GRAVEYARD, "is discarded and is put", cause=MoveCause.DISCARD):
                events.discard(g, p, hand, "417.1")
            continue
        if (eff.filter is not None and "drawn this way" in eff.filter.extra and eff.chooser is None and not eff.up_to
                and hand and k == len(hand)):
            # "If it isn't a land card, discard it" (Sindbad): the card drawn this way, which the
            # instruction names — no card is chosen (413.2b: "it" read with the rules of English; the
            # player chooses only by default, glossary "Discard")
            names = ", ".join(g.describe(o) for o in hand)
            g.tracer.step(f"{p} discards {names}, the card{'s' if len(hand) > 1 else ''} drawn this way: "
                          f"{possessive(ctx.source_name)} instruction names {'them' if len(hand) > 1 else 'it'}, so no card is "
                          f"chosen (the player who discards chooses only by default: glossary \"Discard\")",
                          "413.2b", kind="effect")
            _discarded(ctx, p, len(hand))
            if not each_player.defer(ctx, p, hand, Zone.GRAVEYARD, "is discarded and is put", cause=MoveCause.DISCARD):
                events.discard(g, p, hand, "417.1")
            continue
        chooser = p
        if eff.chooser is not None:
            cs = player_names(refer(ctx, eff.chooser))
            chooser = cs[0] if cs else p
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
        by_default = " (the player who discards chooses: glossary \"Discard\")" if eff.chooser is None else ""
        # "Alice chooses which card to discard", not "which card Alice discards" (her own name again); another
        # player's discard named (Mind Warp's "you look at target player's hand and choose")
        whose = "to discard" if chooser == p else f"{p} discards"
        picked = choose(g, chooser, f"which card{'s' if k > 1 else ''} {whose}{' (up to ' + str(k) + ')' if eff.up_to else ''}"
                                    f"{by_default}",
                        opts, (0 if eff.up_to else k, k), rule="413.2c", subject=ChoiceSubject.DISCARD,
                        forced_ok=not eff.up_to and (len({g.objects[o].card.name for o in hand}) <= 1 or k == len(hand)))
        _discarded(ctx, p, len(picked))
        if not each_player.defer(ctx, p, picked, Zone.GRAVEYARD, "is discarded and is put", cause=MoveCause.DISCARD):
            events.discard(g, p, picked, "417.1")


@handles(ir.DiscardObject)
def _discard_object(ctx: Ctx, eff: ir.DiscardObject) -> None:
    """"That player discards that card" (Sirocco; added, session 46): that very card, from his or her hand
    (glossary "Discard"); no choice of which. Not in that hand any more, it isn't discarded (413.2b, 217.8)."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        named_ = object_ids(refer(ctx, eff.what))
        cards = [o for o in named_ if o in g.zones[(p, Zone.HAND)]]
        for o in named_:
            if o not in cards:
                g.tracer.step(f"{g.describe(o)} is not in {possessive(p)} hand: it isn't discarded ({ctx.source_name})",
                              "413.2b", "217.8", kind="effect")
        if cards:
            _discarded(ctx, p, len(cards))
            events.discard(g, p, cards, "417.1")


@handles(ir.DiscardAll)
def _discard_all(ctx: Ctx, eff: ir.DiscardAll) -> None:
    """Amnesia: "discards all nonland cards" — every card of the hand that matches, no choice
    (413.2: the instruction followed as written); none matching, nothing is discarded."""
    g = ctx.game
    # the hand named as the player's ("every nonland card in Bob's hand"), not "in a hand" (audit 6864: Amnesia)
    kind = phrasebook.filter_phrase(replace(eff.filter, zone=Zone.ANY))
    for p in player_names(refer(ctx, eff.who)):
        picked = [o for o in g.zones[(p, Zone.HAND)]
                  if matches(g, eff.filter, o, ctx.controller, ctx.source, zone_check=False)]
        # (Nebuchadnezzar's "with the chosen name": the name, where the cards are compared with it, 202.3)
        name = chosen_name_said(ctx.results, eff.filter)
        said = kind.replace("with the chosen name", f"with the chosen name{name}", 1) if name else kind
        if not picked:
            g.tracer.step(f"{possessive(p)} hand holds no {said}: nothing is discarded", "413.2", *(("202.3",) if name else ()),
                          kind="effect")
        else:
            g.tracer.step(f"{p} discards every {said} in {possessive(p)} hand: {', '.join(g.describe(o) for o in picked)} "
                          f"(all of them: no choice is left)", "413.2", *(("202.3",) if name else ()), kind="effect")
        _discarded(ctx, p, len(picked))
        if picked:
            events.discard(g, p, picked, "417.1")
