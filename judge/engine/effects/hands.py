"""A hand looked at or revealed (glossary "Reveal")."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.english import possessive, own_possessive
from judge.engine.context import PICKED_AT_RANDOM, REVEALED_HAND, Ctx, amount, handles, named, player_names, refer
from judge.engine.decider import Option, choose
from judge.engine.filters import matches
from judge.engine.kinds import ChoiceKind
from judge.engine.mana import parse_mana
from judge.zones import Zone


@handles(ir.LookAtHand)
def _look_at_hand(ctx: Ctx, eff) -> None:
    g = ctx.game
    for p in player_names(refer(ctx, eff.whose)):
        cards = ", ".join(g.describe(o) for o in g.zones[(p, Zone.HAND)]) or "no cards"
        if eff.random_card:
            # Urza's Bauble: one card of that hand, picked at random — no player's choice: every
            # possible card is an outcome of its own (explored), or the scenario states which as a
            # choice line of the hand's owner
            hand = list(g.zones[(p, Zone.HAND)])
            if eff.count != 1:
                _reveal_several_at_random(ctx, p, hand, amount(ctx, eff.count))
                continue
            if eff.picker is not None:
                _picked_at_random(ctx, eff, p, hand)
                continue
            if not hand:
                g.tracer.step(f"{possessive(p)} hand is empty: {ctx.controller} has no card to look at", "413.2c", kind="effect")
                ctx.results["revealed"] = []  # (no card looked at: what "it" says of it does nothing, 413.2b)
                continue
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
            # the one who reveals or looks named first, the hand after him or her: "which card Bob reveals from his
            # or her hand", "which card Alice looks at in Bob's hand" — never a player named twice in one clause
            which = (f"{p} reveals from {own_possessive(p, p)}" if eff.reveal
                     else f"{ctx.controller} looks at in {own_possessive(p, ctx.controller)}")
            seen = choose(g, p, f"which card {which} hand (no player's choice)",
                          opts, (1, 1), rule="413.2b", forced_ok=len({g.objects[o].card.name for o in hand}) <= 1,
                          kind=ChoiceKind.RANDOM)
            if eff.reveal:  # Cursed Scroll (added, Oracle activated round seventeen): shown to all
                g.tracer.step(f"{p} reveals a card at random from {own_possessive(p, p)} hand: {g.describe(seen[0])} (it "
                              f"stays there: glossary \"Reveal\")", "413.2b", kind="effect")
                ctx.results["revealed"] = [seen[0]]
                continue
            g.tracer.step(f"{ctx.controller} looks at a card at random in {own_possessive(p, ctx.controller)} hand: {g.describe(seen[0])} (the card "
                          f"stays there; the look changes nothing else)", "413.2b", kind="effect")
            ctx.results["revealed"] = [seen[0]]  # "the card looked at": what "it" after the look is (ir.Revealed)
            ctx.results["looked"] = True  # only looked at, not revealed
            continue
        if getattr(eff, "reveal", False):
            g.tracer.step(f"{p} reveals {own_possessive(p, p)} hand: {cards} (shown to all players, the cards stay there: "
                          f"glossary \"Reveal\")", "413.2b", kind="effect")
            ctx.results.setdefault(REVEALED_HAND, []).extend(g.zones[(p, Zone.HAND)])  # (Sirocco's "revealed this way")
        else:
            g.tracer.step(f"{ctx.controller} looks at {own_possessive(p, ctx.controller)} hand: {cards}", "413.2b", kind="effect")


def _picked_at_random(ctx: Ctx, eff: ir.LookAtHand, p: str, hand: list) -> None:
    """"Target opponent chooses a card at random from your hand. If he or she chooses the named card, …" (Cursed
    Scroll as printed; added, session 77, h7): the targeted player picks the card, and chance decides which — no
    choice of his or hers: every possible card an outcome of its own (explored), or the scenario states which as a
    choice line of that player. The card isn't revealed and stays in the hand. A target illegal as the ability
    resolves is not affected (413.2a): no card is picked, and no card is "the named card" chosen."""
    g = ctx.game
    ctx.results[PICKED_AT_RANDOM] = True
    ctx.results["revealed"] = []
    pickers = player_names(refer(ctx, eff.picker))
    if not pickers:
        g.tracer.step(f"The player who would choose a card at random from {possessive(p)} hand is no longer a legal "
                      f"target: no card is chosen ({ctx.source_name})", "413.2a", kind="effect")
        return
    q = pickers[0]
    if not hand:
        g.tracer.step(f"{possessive(p)} hand is empty: {q} has no card to choose at random", "413.2c", kind="effect")
        return
    opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
    seen = choose(g, q, f"which card {q} chooses at random from {own_possessive(p, q)} hand (no player's choice)", opts, (1, 1),
                  rule="413.2b", forced_ok=len({g.objects[o].card.name for o in hand}) <= 1, kind=ChoiceKind.RANDOM)
    g.tracer.step(f"{q} chooses a card at random from {own_possessive(p, q)} hand: {g.describe(seen[0])} (it stays there)",
                  "413.2b", kind="effect")
    ctx.results["revealed"] = [seen[0]]


def _reveal_several_at_random(ctx: Ctx, p: str, hand: list, n: int) -> None:
    """"Target opponent reveals X cards at random from their hand" (Nebuchadnezzar; added, session 46, c1): which
    cards chance picks, no player's choice — every possible set an outcome of its own (explored), or the scenario
    states it as a choice line of the hand's owner; a hand of fewer than X cards is revealed whole (416.3: as much as
    possible). The cards are shown to all and stay in the hand (glossary "Reveal"); they are "revealed this way" for
    the instructions after it."""
    g = ctx.game
    k = min(max(n, 0), len(hand))
    if k == 0:
        why = f"X is {n}" if n <= 0 else f"{possessive(p)} hand is empty"
        g.tracer.step(f"{p} reveals no card from {own_possessive(p, p)} hand ({ctx.source_name}): {why}, so nothing is "
                      f"revealed this way", "416.3" if n > 0 else "413.2b", kind="effect")
        ctx.results["revealed"] = []
        return
    if k < n:
        g.tracer.step(f"{p} must reveal {n} cards at random but holds only {len(hand)}: all of them are revealed, no "
                      f"card left to chance (as many as possible)", "416.3", kind="effect")
        seen = hand
    else:
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
        seen = choose(g, p, f"which card{'s' if k > 1 else ''} {p} reveals at random from {own_possessive(p, p)} hand "
                            f"(no player's choice)", opts, (k, k), rule="413.2b", kind=ChoiceKind.RANDOM,
                      forced_ok=k == len(hand) or len({g.objects[o].card.name for o in hand}) <= 1)
    g.tracer.step(f"{p} reveals {', '.join(g.describe(o) for o in seen)} at random from {own_possessive(p, p)} hand (shown to "
                  f"all players; they stay there: glossary \"Reveal\")", "413.2b", kind="effect")
    ctx.results["revealed"] = list(seen)


@handles(ir.RevealFromHand)
def _reveal_from_hand(ctx: Ctx, eff: ir.RevealFromHand) -> None:
    """"Reveal any number of [cards] in your hand": the player chooses which (none to all of
    them, 413.2c); they are shown to all players and stay in the hand."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        hand = [o for o in g.zones[(p, Zone.HAND)] if matches(g, eff.filter, o, ctx.controller, ctx.source, ctx.x,
                                                           zone_check=False)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
        many = _revealed_for_mana(ctx, eff, p, hand)
        picked = choose(g, p, f"which cards to reveal ({ctx.source_name})", opts,
                        (0, len(hand)) if many is None else (many, many), rule="413.2c") if hand and many != 0 else []
        ctx.results.setdefault("revealed", []).extend(picked)
        g.tracer.step(f"{p} reveals {', '.join(g.describe(o) for o in picked) or 'no card'} from {own_possessive(p, p)} hand "
                      f"({ctx.source_name})", "413.2c", kind="effect")


def _revealed_for_mana(ctx: Ctx, eff: ir.RevealFromHand, p: str, hand: list[int]) -> int | None:
    """How many cards ``p`` reveals where a mana ability counts them and the scenario says the
    mana it is played for (Metalworker: "Reveal any number of artifact cards in your hand. Add {2}
    … for each card revealed this way", `Alice taps Metalworker for {4}`: two cards — the mana asked
    is the player's choice of how many, 413.2c, 406.1a); None where nothing fixes it. Mana it can't
    make with the cards in that hand is refused, saying what it makes."""
    g = ctx.game
    if not ctx.mana_choice or ctx.so is not None or ctx.source is None or not g.exists(ctx.source):
        return None
    adds = [e for ab in g.chars(ctx.source).abilities if any(x is eff for x in getattr(ab, "effects", ()))
            for e in ab.effects if isinstance(e, ir.AddMana) and isinstance(e.count, ir.CountOf)
            and "revealed this way" in e.count.filter.extra and len(e.options) == 1]
    if len(adds) != 1:
        return None
    each, want = parse_mana(adds[0].options[0]), parse_mana(ctx.mana_choice)
    k = next((n for n in range(len(hand) + 1) if {s: v * n for s, v in each.items() if v * n} == want), None)
    if k is None:
        held = (f"{possessive(p)} hand holds {len(hand)} card{'s' if len(hand) != 1 else ''} it can reveal"
                f"{' (' + ', '.join(g.describe(o) for o in hand) + ')' if hand else ''}")
        raise g.error(ctx.span, f"{ctx.source_name} can't produce {ctx.mana_choice}: it adds {adds[0].options[0]} for each "
                                f"card revealed this way, and {held} (rules 402.1, 406.1a)")
    return k
