"""Playing spells and activated abilities (409), mana abilities (411) and lands (214.9b, 305.4).

Each play follows 409.1a-f in order: announce (the card moves to the stack, a new object,
217.8), modes and X (409.1b), targets (409.1c, legal and distinct), division (409.1e),
then costs paid in full (409.1f) — mana (with mana abilities during payment, 411.2),
{T}, sacrifice, life, discard. A play that can't be completed is illegal: it is reversed
entirely (422.1) — here, a scenario error that says why, naming the line.
"""

from __future__ import annotations

import functools
import re

from contextlib import contextmanager

from dataclasses import replace
from math import comb
from typing import Any, Optional, Sequence

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import ORDINALS, possessive, quoted, with_article
from judge.dsl import limits
from judge.dsl.ast import Activate, Cast, CostClause, ManaAbility, PlayLand, Ref, Step
from judge.engine import division, events, mana_instead, mana_limits
from judge.engine.ability_costs import changed_cost, spell_added_costs, with_added_costs
from judge.engine.context import Ctx, Unsupported, amount, check_condition, refer, static_rules
from judge.engine.decider import OpenChoice, Option, choose, number_options
from judge.engine.characteristics import activated_lost_to, lost_all_abilities_to
from judge.engine.filters import chosen_on_entry, same_name_said
from judge.engine.game import Game
from judge.cards.ir import RestrictionKind
from judge.engine.kinds import ChoiceKind, EventKind, StackKind
from judge.engine.outcome import ChoiceSubject
from judge.engine.own_turn import no_instant_now
from judge.engine.mana import ManaCost, mana_text, parse_cost, parse_mana
from judge.engine.objects import GameObject, StackMemory, StackObject, Target
from judge.engine.illegal import PriorityRefusal, illegal_play
from judge.engine.land_type_abilities import no_land_type_mana
from judge.engine.payment import (refuse_unused_cost_clauses, mana_each_counter, activate_mana_ability, can_pay, has_x, unpayable_words, other_costs_payable, pay_mana,
                                  pay_other_costs, refuse_forbidden, refuse_forbidden_spell, with_x)
from judge.engine.priority import retain_priority
from judge.engine.refs import resolve_ref, resolve_refs
from judge.engine.spell_count_limits import check_spell_count
from judge.engine.spell_cost_turn import increase_off_turn
from judge.engine.cycling_cost import reduce_cycling
from judge.engine.spell_cost_up_to import nothing_off, reduce_up_to
from judge.engine.ability_limits import check_restrictions, played_key, restriction_rules, sorcery_timing
from judge.engine.restrictions import TIMING_KINDS, card_sentence, check_conditions, check_timing, overrides_sorcery_timing
from judge.engine.targets import (SELF_TARGET, legal_options, legal_target, matches, spec_words, target_as_written,
                                   target_options, targets_step, printed_choice_said)
from judge.errors import JudgeError
from judge.zones import Zone


def _zero_paid(game: Game, player: str, cost, what: str, alternative: bool = False) -> None:
    """A mana cost whose total is {0} (Ornithopter, Crookshank Kobolds; or one reduced to {0}): the
    player still pays the total cost (409.1f) — with no mana — said as any other payment is. Played
    for an ``alternative`` cost with no mana in it (Contagion, Mogg Alarm), the mana cost isn't
    paid at all: the step says the alternative cost asks for none (audit 8379). An {X} announced as 0
    (409.1b: Bargaining Table's X with Bob's hand empty, Candelabra of Tawnos with X = 0) is paid so
    too, saying X (audit 8379); an X not yet announced is no total yet."""
    if cost.total() == 0 and (not cost.x or cost.x_value is not None):
        x = f" (X is {cost.x_value})" if cost.x else ""
        why = ("its alternative cost, paid instead of its mana cost, asks for no mana" if alternative
               else f"the total mana cost is {{0}}{x}, paid with no mana")
        game.tracer.step(f"{player} pays {{0}} for {what}: {why}", "409.1f", kind="mana")


def where_it_is(o: GameObject) -> str:
    """Where an object is, in words: "in play", "on the stack", "removed from the game", "in
    Alice's graveyard"."""
    if o.zone is Zone.STACK:
        return "on the stack"
    if o.zone in (Zone.IN_PLAY, Zone.REMOVED, Zone.PHASED_OUT):  # glossary "Phased Out": a zone of no player's, never "in Alice's phased out"
        return o.zone.value
    return f"in {possessive(o.owner)} {o.zone}"


def _open(game: Game, span, player: str, what: str, options: Sequence[str], rule: str, how: str):
    """A choice made while playing (409.1b-c) that the action leaves open."""
    loc = f"{game.path}:{span.line}:{span.column}" if span is not None else game.path
    return OpenChoice(f"{loc}: open choice: {player} must choose {what}; legal options: "
                      f"{', '.join(options) or 'none'}. Settle it on this line ({how}) (rule {rule}).",
                      player, what, options)


def require_priority(game: Game, player: str, span, doing: str) -> None:
    """A player may play a spell or ability only when he or she has priority (408.1d; a land,
    305.4; a mana ability, 411.2, unless a payment asks for one). The refusal is a
    :class:`PriorityRefusal`: a ``tries to`` line it alone refuses proves nothing (driver)."""
    if game.end.over:  # (a scenario's mistake, never a play's illegality: a `tries to` line it refuses proves nothing)
        raise game.error(span, f"the game is over ({game.end.result}); {player} can't {doing} (102.3)", mistake=True)
    if game.turns.priority != player:
        from judge.dsl.priority import PRIORITY_RULE  # (a refusal's words: not on the start-up path)

        rule = PRIORITY_RULE.get(doing, "408.1d")
        if game.turns.priority is None:
            why = "302.2" if game.turns.step is Step.UNTAP else "314.1c"
            raise PriorityRefusal(game.error(span, f"{player} can't {doing}: no player has priority during the "
                                                   f"{game.turns.step} step ({why}, {rule})"), None, doing)
        # the advice to the scenario's writer stays out of the reason a reversed play's step says
        reason = f"{player} can't {doing}: {game.turns.priority} has priority (408.1c, {rule})"
        raise PriorityRefusal(game.error(span, f"{reason}; write `{game.turns.priority} passes` first", reason=reason),
                              game.turns.priority, doing)


# --------------------------------------------------------------------------- lands


def _remember_paid(game: Game, so: StackObject, paid: dict[str, list[int]]) -> None:
    """What the cost discarded, removed from the game or tapped (409.1f), remembered for "the
    discarded card's converted mana cost", "the tapped creature's power" on resolution."""
    if paid:
        game.stack.remember_on_stack(so, replace(so.memory, cost_discarded=tuple(paid.get("cost discarded", ())),
                                           cost_exiled=tuple(paid.get("cost exiled", ())),
                                           cost_tapped=tuple(paid.get("cost tapped", ()))))


def _card_to_play(game: Game, act, player: str, what: str) -> int:
    """The card a play names: in the player's hand, or a card an effect lets the player play
    as though it were in his or her hand (Grinning Totem's, set aside)."""
    try:
        return resolve_ref(game, act.card, zone=Zone.HAND, player=player, what=what)
    except JudgeError:
        allowed = [o for o, p in game.play_permissions.granted.items() if p == player and game.exists(o)
                   and (game.objects[o].name.lower() == (act.card.name or "").lower()
                        or (act.card.label and game.labels.get(act.card.label) == o))]
        if not allowed:
            # a card removed from the game (face up, 217.7b) that an effect no longer lets the player
            # play (Aerial Caravan's "until end of turn" over): found, so that the play is refused
            # for what it is — not from the player's hand (409.1a)
            gone = [o for p in game.players for o in game.zones[(p.name, Zone.REMOVED)]
                    if game.objects[o].name.lower() == (act.card.name or "").lower()]
            if len(gone) != 1 or act.card.label:
                raise
            return gone[0]
        where = game.objects[allowed[0]].zone
        where = "where it was set aside" if where == Zone.REMOVED else f"from {where}"
        game.tracer.step(f"{player} may play {game.describe(allowed[0])} {where} as though it were in {possessive(player)} hand "
                         f"(an effect allows it)", "409.1a", kind="cast")
        return allowed[0]


def play_land(game: Game, act: PlayLand) -> None:
    """305.4 / 214.9b: one land per turn, own main phase, empty stack, with priority."""
    player = act.player
    require_priority(game, player, act.span, "play a land")
    oid = _card_to_play(game, act, player, "the land to play")
    obj = game.objects[oid]
    if (obj.zone != Zone.HAND or obj.owner != player) and game.play_permissions.granted.get(oid) != player:
        raise illegal_play(game, act.span, f"{obj.name} is not in {possessive(player)} hand", "305.4")
    if "land" not in game.chars(obj).types:
        raise illegal_play(game, act.span, f"{obj.name} is not a land; play it as a spell", "214.9a")
    why = sorcery_timing(game, player)
    if why:
        raise illegal_play(game, act.span, f"{player} can't play a land now: {why}", "305.4", "214.9b")
    for sid, rule, ctx in static_rules(game, ir.CantPlayLands):  # Territorial Dispute (103.2)
        if rule.filter is not None and player in [x for x in refer(ctx, rule.what or ir.You()) if isinstance(x, str)]:
            # Cornered Market: only the lands its description names (103.2)
            said = with_article(phrasebook.filter_phrase(rule.filter))
            if matches(game, rule.filter, oid, ctx.controller, sid, zone_check=False):
                same = same_name_said(game, rule.filter, oid, sid)
                raise illegal_play(game, act.span, f"{player} can't play {obj.name} ({ctx.source_name}: players can't "
                                                   f"play {said}{'; ' + same if same else ''})", "103.2", *(("202.3",) if same else ()))
            game.tracer.step(f"{ctx.source_name} doesn't stop {player} playing {obj.name}: it isn't {said}", "103.2",
                             kind="land")
            continue
        if player in [x for x in refer(ctx, rule.what or ir.You()) if isinstance(x, str)]:
            raise illegal_play(game, act.span, f"{player} can't play lands ({ctx.source_name}: players can't play "
                                               f"lands)", "103.2")
    for r in game.turns.turn_rules:  # Solfatara: "Target player can't play lands this turn"
        if r.player == player and isinstance(r.rule, ir.CantPlayLands) and r.turn == game.turns.turn:
            raise illegal_play(game, act.span, f"{player} can't play lands this turn ({game.describe(r.source)})",
                               "103.2")
    played = game.this_turn.lands_played_by(player)
    allowed = 1 + game.this_turn.extra_lands_of(player) + _static_extra_lands(game, player)
    unlimited = _any_number_of_lands(game, player)
    if unlimited is not None and played >= allowed:  # Fastbond: no limit (214.9b)
        game.tracer.step(f"{player} may play any number of lands this turn ({game.describe(unlimited)})", "214.9b",
                         kind="land")
    elif played >= allowed:
        raise illegal_play(game, act.span, f"{player} has already played {played} land{'s' if played != 1 else ''} "
                                       f"this turn (allowed: {allowed})", "214.9b", "305.4")
    elif played >= 1:
        game.tracer.step(f"{player} plays an additional land, as an effect allows", "214.9b", kind="land")
    with game.tracer.nest(f"{player} plays {obj.display()} (a special action that doesn't use the stack)", "305.4", "214.9b", "408.2d", kind="land"):
        game.this_turn.count_land_played(player)
        events.move(game, oid, Zone.IN_PLAY, "408.2d", "is put", controller=player, played=True)
    retain_priority(game, player)


def _any_number_of_lands(game: Game, player: str) -> Optional[int]:
    """The permanent whose static ability lets ``player`` play any number of lands (Fastbond,
    214.9b), or None."""
    for sid in game.in_play:
        for ab in game.chars(sid).abilities:
            if isinstance(ab, ir.StaticAbility) and any(
                    isinstance(e, ir.AdditionalLands) and e.any_number and player in refer(
                        Ctx(game=game, controller=game.controller_of(sid) or game.objects[sid].owner, source=sid,
                            source_name=game.describe(sid), targets=[]), e.who) for e in ab.effects):
                return sid
    return None


def _static_extra_lands(game: Game, player: str) -> int:
    """Static "may play an additional land" abilities (Storm Cauldron-like, 214.9b)."""
    n = 0
    for sid in game.in_play:
        for ab in game.chars(sid).abilities:
            if not isinstance(ab, ir.StaticAbility):
                continue
            for e in ab.effects:
                if type(e).__name__ == "AdditionalLands" and not e.any_number:
                    ctx = Ctx(game=game, controller=game.controller_of(sid) or game.objects[sid].owner, source=sid,
                              source_name=game.describe(sid), targets=[])
                    if player in refer(ctx, e.who) or isinstance(e.who, ir.All):
                        n += amount(ctx, e.count)
    return n


# --------------------------------------------------------------------------- targets


#: The most target sets one "target" word left open may have before exploring them is
#: refused (counted with math.comb before any is built).
TARGET_SETS = 4096


@contextmanager
def _earlier_targets(game: Game, player: str, spec: ir.TargetSpec, source: Optional[int], what: str,
                     chosen: list):
    """"Destroy target nonblack creature that player controls" after "Choose target opponent …"
    (Keeper of the Dead): a target's description naming the player targeted by an earlier
    "target" word is judged against that choice as the targets are announced (409.1c) — the
    targets chosen so far are the context the description's "that player" is read in — and
    Legerdemain's "another target permanent that shares one of those types with it" its "it"."""
    if not isinstance(spec.filter.controlled_by, ir.Target) and not isinstance(spec.filter.owned_by, ir.Target) \
            and spec.filter.shares_type is None:
        yield
        return
    with game.in_flight.carrying_out(Ctx(game=game, controller=player, source=source, source_name=what, targets=chosen)):
        yield


@functools.cache
def _related_targets():
    """:mod:`judge.engine.related_targets` (targets whose words tie them to one another, 409.1c), imported the
    first time a "target" word says so, not with the engine (issue 43); kept."""
    from judge.engine import related_targets

    return related_targets


def _explored_targets(game: Game, player: str, specs: Sequence[ir.TargetSpec], source: Optional[int],
                      source_chars, x: Optional[int], what: str, affordable=None) -> Optional[list[Any]]:
    """The targets of a spell or ability the scenario leaves open, when the decider explores:
    for each "target" word in order, every legal set of as many targets as it asks (from its
    least to its most, "up to two"), distinct from those already chosen, is an outcome
    (409.1c); interchangeable candidates collapse. None when not exploring (the caller
    raises the open choice) or when one word has more than TARGET_SETS sets.
    ``affordable(values)``: why the spell's total cost with those targets (Kaervek's Torch's {2}
    more, 409.1f) is more than the player can pay, or None — a set he or she couldn't pay for is
    no play (422.1) and no outcome, and the trace says which target was left out and why; when
    no set can be paid for, all are offered and the payment says why the play is reversed."""
    if not getattr(game.decider, "explores", False):
        return None
    chosen: list[Any] = []
    picks: dict[int, list] = {}
    # (Reap: a word whose number of targets counts another word's target is chosen after it, 409.1c)
    for k in sorted(range(len(specs)), key=lambda k: _counts_a_target(specs[k])):
        spec = specs[k]
        earlier = [Target(None, player=v) if isinstance(v, str) else Target(None, obj=v) for v in chosen]
        with _earlier_targets(game, player, spec, source, what, earlier):
            opts = [o for o in target_options(game, spec, player, source, source_chars, x) if o.value not in chosen]
        lo = spec.min_count
        if spec.single_zone and opts:
            opts, lo = _related_targets().one_zone(game, player, spec, opts, what)
        if spec.same_controller and opts:
            opts, lo = _related_targets().one_controller(game, player, spec, opts, what)
        most = spec.max_count
        if _counts_a_target(spec):
            announced = [Target(specs[j], player=v) if isinstance(v, str) else Target(specs[j], obj=v)
                         for j, vs in picks.items() for v in vs]
            most = _related_targets().counted_with_targets(game, player, spec, source, x, what, announced, trace=False)
        hi = min(most if most is not None else len(opts), len(opts))
        if lo > len(opts) or lo > hi:
            return None  # too few legal targets: the caller says so
        allowed, shut = None, []
        if affordable is not None and hi > 0:
            # a target the player couldn't pay for is left out, said why (409.1f, 422.1); a set
            # of several such targets, that together he or she couldn't, isn't offered either
            before = list(chosen)
            shut = [(o, why) for o in opts for why in (affordable(before + [o.value]),) if why is not None]
            kept = [o for o in opts if all(o is not c for c, _ in shut)]
            # (Fireball's "{1} more for each target beyond the first": the fewest targets cost least)
            if len(kept) >= max(lo, 1) and affordable(before + [o.value for o in kept[:max(lo, 1)]]) is None:
                allowed = lambda vs, before=before: affordable(before + list(vs))  # noqa: E731
                for o, why in shut:
                    game.tracer.step(f"{o.label} is not offered as a target of {what}: {why}", "409.1f", "422.1",
                                     kind="cast")
                opts, hi = kept, min(hi, len(kept))
        if sum(comb(len(opts), k) for k in range(lo, hi + 1)) > TARGET_SETS:
            return None
        # a choice line ("Alice chooses @a, @b") answers it; else every distinct set is an
        # outcome (interchangeable candidates collapse); the only legal set is no choice
        picks[k] = list(choose(game, player, f"the target{'s' if hi > 1 else ''} of {what} ({spec_words(spec)})", opts,
                               (lo, hi), rule="409.1c", forced_ok=lo == hi, allowed=allowed,
                               left_out=shut if allowed is not None else ()))
        chosen += picks[k]
    return [v for k in range(len(specs)) for v in picks.get(k, ())]


def _on_top_of(game: Game) -> str:
    """Where a spell or ability just played went: on top of what the stack held (217.6a: it goes
    on top and waits to resolve; 408.1e: the last played resolves first); "" when the stack was empty."""
    if len(game.stack.items) < 2:
        return ""
    below = game.stack.items[1]
    # (the combat damage on the stack is no card's name: "on top of the combat damage", not "… of Combat damage";
    # Vintara Elephant's ability played by Bob then, audit 8480)
    return ", on top of the combat damage" if below.kind is StackKind.COMBAT_DAMAGE else f", on top of {below.name}"


def _counted_up_to(game: Game, player: str, spec: ir.TargetSpec, source: Optional[int], x: Optional[int],
                   what: str) -> ir.TargetSpec:
    """"Up to X target lands, where X is the number of verse counters on ~" (Rumbling Crescendo):
    X counted as the targets are announced (409.1c) — before the costs are paid (409.1f), so a
    sacrificed source's counters still count."""
    ctx = Ctx(game=game, controller=player, source=source, source_name=what, targets=[], x=x)
    n = max(0, amount(ctx, spec.max_amount))
    game.tracer.step(f"{what} may have up to {n} target{'' if n == 1 else 's'} ({phrasebook.amount_words(spec.max_amount, ctx.controller)}, "
                     f"counted as the targets are announced)", "409.1c", kind="cast")
    return replace(spec, max_count=n)


def _counts_a_target(spec: ir.TargetSpec) -> bool:
    """"Up to X target cards …, where X is the number of black permanents target opponent controls as you
    cast this spell" (Reap): a count of targets that depends on another "target" word's choice."""
    return spec.max_amount is not None and any(isinstance(v, ir.Target) for v in ir.walk(spec.max_amount))


def targets_of_word(specs: Sequence[ir.TargetSpec], k: int, left: int) -> int:
    """How many of the ``left`` targets announced, in order, the ``k``-th "target" word of
    ``specs`` takes at most (409.1c): up to its maximum, leaving the last ones to the words after it
    that need them ("any number of targets. Target opponent …": Fiery Justice)."""
    spec = specs[k]
    most = spec.max_count if spec.max_count is not None else left
    return max(spec.min_count, min(most, left - sum(sp.min_count for sp in specs[k + 1:])))




def _counted_target_words(game: Game, spec: ir.TargetSpec, source: Optional[int]) -> str:
    """A target word needing several, in its card's words where the card counts them: Dust to
    Dust's "two target artifacts" (audit 8480), not "target artifact" — a quotation is the card's
    own words; :func:`spec_words` where the card words it otherwise ("X target creatures")."""
    words = spec_words(spec)
    n = spec.min_count
    if spec.count_x or n != spec.max_count or n < 2 or not words.startswith("target ") \
            or source is None or source not in game.objects:
        return words
    counted = phrasebook.counted_phrase(n, spec.filter)  # "2 artifacts"
    said = f"{phrasebook.number_word(n)} target {counted[len(str(n)) + 1:]}" if counted.startswith(f"{n} ") else ""
    return said if said and said.lower() in game.objects[source].card.text.lower() else words


def choose_targets(game: Game, player: str, specs: Sequence[ir.TargetSpec], refs: Sequence[Ref],
                   source: Optional[int], source_chars, x: Optional[int], span, what: str,
                   affordable=None) -> list[Target]:
    """409.1c: the announced targets, legal and distinct, for each "target" word in order ("X
    target lands": exactly X, as announced, 409.1b). ``affordable``: for targets left open, which
    sets the player could pay the spell's total cost with (:func:`_explored_targets`)."""
    specs = [replace(sp, min_count=x or 0, max_count=x or 0) if sp.count_x else sp for sp in specs]
    specs = [_counted_up_to(game, player, sp, source, x, what) if sp.max_amount is not None and not _counts_a_target(sp)
             else sp for sp in specs]
    chosen: list[Target] = []
    things: list[Any] = []
    if not refs and specs and not any(sp.min_count > 0 for sp in specs) and getattr(game.decider, "explores", False):
        # only "up to N" targets, none stated: every legal choice, none included, is an outcome
        picked = _explored_targets(game, player, specs, source, source_chars, x, what, affordable)
        things += [(Ref(name=None, span=None), p) for p in picked or ()]
    elif not refs and any(sp.min_count > 0 for sp in specs):
        spec = next(sp for sp in specs if sp.min_count > 0)
        legal = legal_options(game, spec, player, source, source_chars, x)
        if not legal:
            itself = source is not None and legal_target(game, spec, source, player, source, source_chars, x)[1] == SELF_TARGET
            raise illegal_play(game, span, f"{what} needs a target ({target_as_written(game, source, spec)}) and none is legal"
                               + (f": the only one would be {what} itself, and {SELF_TARGET}" if itself else ""), "409.1c")
        if spec.same_controller:
            _related_targets().enough_of_one_controller(game, spec, legal, what, span)
        picked = _explored_targets(game, player, specs, source, source_chars, x, what, affordable)
        if picked is None:
            raise _open(game, span, player, f"the target{'s' if len(specs) > 1 else ''} of {what} ({spec_words(spec)})",
                        [l for l, _ in legal], "409.1c", "`targeting ...`")
        things += [(Ref(name=None, span=None), p) for p in picked]
    for r in refs:
        things.append((r, resolve_ref(game, r, allow_player=True, what=f"a target of {what}")))
    i = 0
    refused: dict[int, str] = {}  # what made a target given for a word with enough targets illegal
    for k, spec in enumerate(specs):
        taken = 0
        hi = targets_of_word(specs, k, len(things) - i)
        while taken < hi and i < len(things):
            r, thing = things[i]
            with _earlier_targets(game, player, spec, source, what, chosen):
                ok, why = legal_target(game, spec, thing, player, source, source_chars, x)
            if not ok:
                if taken >= spec.min_count:
                    refused[i] = why  # (perhaps a target of the next "target" word; else refused below, saying why)
                    break
                name = thing if isinstance(thing, str) else game.describe(thing)
                later = next((sp for sp in specs[k + 1:] if legal_target(game, sp, thing, player, source, source_chars, x)[0]),
                             None)
                if later is not None:
                    with _earlier_targets(game, player, spec, source, what, chosen):
                        none = not legal_options(game, spec, player, source, source_chars, x)
                    if none:
                        # Lunge "targeting Bob" with no creature in play: Bob is a legal "target player", named where
                        # the targets named fill its words in order; the decisive reason is "target creature" with no
                        # legal choice at all (409.1c: not played unless the required number of legal targets are chosen)
                        raise illegal_play(game, r.span or span, f"{what} needs a target ({spec_words(spec)}) and none "
                                           f"is legal, so it can't be played ({name}, named for it, would be a legal "
                                           f"{spec_words(later)}, but the targets named fill its target words in order)",
                                           "409.1c")
                raise illegal_play(game, r.span or span, f"{name} can't be the target of {what}: {why}", "409.1c",
                                   *(("415.2b",) if why.endswith("(415.2b)") else ()),
                                   *(("214.8c",) if spec.text == ENCHANT_TARGET else ()))
            if any(t.obj == thing or t.player == thing for t in chosen):
                raise illegal_play(game, r.span or span, f"the same target can't be chosen twice for {what}", "409.1c")
            if isinstance(thing, str):
                chosen.append(Target(spec, player=thing))
            elif thing not in game.objects:
                chosen.append(Target(spec, obj=thing, zone=Zone.STACK))
                so = next((s for s in game.stack.items if s.id == thing), None)
                if ir.ACTIVATED_ABILITY in spec.filter.types and so is not None and so.source is not None \
                        and not game.exists(so.source) and so.source in game.lki:
                    last = game.lki[so.source][1]
                    game.tracer.step(f"{so.name} exists independently of its source, which has left play: the source "
                                     f"is judged as it last existed ({last.name} was {with_article(' '.join(last.types))})",
                                     "402.6", "413.2f", kind="cast")
            else:
                chosen.append(Target(spec, obj=thing, zone=game.objects[thing].zone))
                o = game.objects[thing]
                if o.zone != Zone.IN_PLAY and any(isinstance(a, ir.Keyword) and a.name == "protection"
                                               for a in game.chars(o).abilities):
                    game.tracer.step(f"{o.display()} is {where_it_is(o)}: its protection functions only in play, so it can "
                                     f"be targeted", "402.8", kind="cast")
            taken += 1
            i += 1
        if spec.single_zone:
            _related_targets().single_zone(game, spec, chosen[len(chosen) - taken:], what, span)
        if spec.same_controller:
            _related_targets().same_controller(game, spec, chosen[len(chosen) - taken:], what, span)
        if taken < spec.min_count:
            with _earlier_targets(game, player, spec, source, what, chosen):
                legal = legal_options(game, spec, player, source, source_chars, x)
            free = [l for l, v in legal if not any(t.obj == v or t.player == v for t in chosen)]
            note = ""
            if len(free) < spec.min_count - taken:  # the legal ones left are too few: repetition is the reason
                # said plainly (Orcish Settlers at X = 2 with one land, audit 8278): not enough different legal
                # targets, as 409.1c's "The same target can't be chosen multiple times" makes it
                note = (f" — only {', '.join(free)} {'is' if len(free) == 1 else 'are'} not already chosen" if free
                        else f" — {'it is' if len(legal) == 1 else 'each is'} already chosen") \
                    + ": there aren't enough different legal targets, and the same target can't be chosen twice"
            named_ = [t.describe(game) for t in chosen[len(chosen) - taken:]]
            why_n = f"; X is {x}" if spec.count_x and x is not None else ""
            only = (f"; only {taken} {'was' if taken == 1 else 'were'} named ({', '.join(named_)})" if taken
                    else "; none was named")
            needs = (f"{what} needs {spec.min_count} target{'s' if spec.min_count > 1 else ''} "
                     f"({_counted_target_words(game, spec, source)}{why_n})")
            if len(specs) > 1 and k < len(ORDINALS):  # Cone of Flame's "a third target": which word lacks one
                needs = (f"{what} needs targets for each of its {len(specs)} target words; its {ORDINALS[k]} "
                         f"({spec_words(spec)}{why_n}) needs {spec.min_count}")
                only = (f"; only {taken} {'was' if taken == 1 else 'were'} named for it ({', '.join(named_)})" if taken
                        else "; none was named for it")
            raise illegal_play(game, span, f"{needs}{only}; legal: {', '.join(l for l, _ in legal) or 'none'}{note}",
                               "409.1c")
    if i < len(things):
        if i in refused:  # "any number of target attacking creatures without flying" (Rock Slide): why not this one
            thing = things[i][1]
            name = thing if isinstance(thing, str) else game.describe(thing)
            raise illegal_play(game, things[i][0].span or span, f"{name} can't be the target of {what}: {refused[i]}",
                               "409.1c")
        counted = next((sp for sp in specs if sp.count_x), None)
        why = f": X is {x}, so it has {x} target{'' if x == 1 else 's'} ({spec_words(counted)})" \
            if counted is not None and x is not None else ""
        divided = next((sp for sp in specs if sp.divided and sp.max_count is not None), None)
        if not why and divided is not None and x is not None and divided.max_count == x and len(specs) == 1:
            # Spoils of War: each target of a division gets at least one of the X divided (409.1e)
            why = (f": X is {x}, and each target must receive at least one of what it divides (409.1e), so it has "
                   f"at most {x} target{'' if x == 1 else 's'}")
        counted_up = specs[0] if len(specs) == 1 and specs[0].max_amount is not None \
            and not _counts_a_target(specs[0]) else None
        if not why and counted_up is not None:  # Serra's Liturgy's "up to X target …, where X is the number of …"
            n = counted_up.max_count or 0
            why = (f": it may have up to {n} target{'' if n == 1 else 's'} ({spec_words(counted_up)}: "
                   f"{phrasebook.amount_words(counted_up.max_amount, player)}, counted as the targets are announced), "
                   f"and {len(things)} {'was' if len(things) == 1 else 'were'} named")
        if not why and all(sp.max_count is not None for sp in specs):  # Arc Lightning's "one, two, or three targets"
            most = sum(sp.max_count for sp in specs)
            if most > 1:  # a single "target" word needs no count said
                why = (f": it has at most {most} targets ({'; '.join(spec_words(sp) for sp in specs)}), "
                       f"and {len(things)} were named")
        raise illegal_play(game, things[i][0].span or span, f"{what} has no further target to choose{why}", "409.1c",
                           *(("409.1e",) if "(409.1e)" in why else ()))
    for spec in specs:
        if _counts_a_target(spec):  # Reap: the count of targets its other target gives, now announced
            n = _related_targets().counted_with_targets(game, player, spec, source, x, what, chosen)
            mine = [t for t in chosen if t.spec is spec]
            if len(mine) > n:
                raise illegal_play(game, span, f"{what} may have only up to {n} target{'' if n == 1 else 's'} "
                                               f"({spec_words(spec)}: {phrasebook.amount_words(spec.max_amount, player)}); "
                                               f"{len(mine)} were named", "409.1c")
    return chosen


# --------------------------------------------------------------------------- costs


# --------------------------------------------------------------------------- spells


#: A local enchantment spell's target: the permanent of its enchantment subtype's type it will
#: enchant (214.8c) — an illegal one cites that rule.
ENCHANT_TARGET = "what it may enchant"


def spell_specs(game: Game, abilities: ir.CardAbilities, act, what: str) -> tuple[list[ir.TargetSpec], tuple, tuple[str, ...]]:
    """The target specs, effects and modes of a spell (409.1b, 409.1c, 214.8c)."""
    spell = abilities.spell
    if act.modes and (spell is None or not spell.modes or abilities.enchant is not None):
        raise _no_modes(game, act, what)
    if abilities.enchant is not None:
        spec = ir.TargetSpec(0, abilities.enchant, text=ENCHANT_TARGET)
        return [spec], (), ()
    if spell is None:
        return [], (), ()
    if spell.modes:
        specs, effects, modes = pick_modes(game, spell.modes, spell.choose or 1, act, what, spell.chooser)
        if spell.chooser is ir.ModeChooser.TARGET_OPPONENT:  # the 1999 "Target opponent chooses one": a target too
            specs = [_CHOOSER_TARGET] + specs
        return specs, effects, modes
    return list(spell.targets), spell.effects, ()


def _no_modes(game: Game, act, what: str) -> Exception:
    """A `choosing mode …` clause for a spell or ability with no modes (no "Choose one —"; 409.1b):
    an error of the scenario, never a clause silently dropped — Catastrophe's "all lands or all
    creatures" is no mode but a choice made as it resolves (413.2c; audit 11510)."""
    said = ", ".join(f"mode {m}" if str(m).isdigit() else f'"{m}"' for m in act.modes)
    return game.error(act.span, f"{what} has no modes (409.1b: only a \"Choose one —\" card announces a mode as it is "
                                f"played), so `choosing {said}` names none; a choice its text makes as it resolves "
                                f"(\"… or …\", 413.2c) is answered after it, with `{act.player} chooses …`")


#: The opponent who announces the mode, as a target (Library of Lat-Nam as printed). No effect
#: refers to it, so its index is one no "target" word of a mode has.
_CHOOSER_TARGET = ir.TargetSpec(99, ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT), text="target opponent")


def _mode_chooser(game: Game, act, chooser: Optional[ir.ModeChooser], what: str) -> str:
    """Who announces the mode: the player playing it, or an opponent where the card says so
    ("a few spells and abilities allow the player's opponent to choose the mode. That choice
    is also made at this time", 409.1b)."""
    if chooser is None:
        return act.player
    opponents = [p for p in game.apnap() if p != act.player]
    if len(opponents) != 1:
        raise game.error(act.span, f"an opponent of {act.player} chooses the mode of {what} (409.1b): with "
                                   f"{len(opponents)} opponents, which one chooses is not supported yet")
    return opponents[0]


def pick_modes(game: Game, modes_ir: Sequence[ir.Mode], n: int, act, what: str, chooser: Optional[ir.ModeChooser] = None
                ) -> tuple[list[ir.TargetSpec], tuple, tuple[str, ...]]:
    """The modes announced for a modal spell or ability (409.1b): their targets and effects."""
    modes = list(act.modes)
    who = _mode_chooser(game, act, chooser, what)
    if modes and who != act.player:  # (Fatal Lore: "An opponent chooses one"; the caster's line can't say it)
        raise game.error(act.span, f"the mode of {what} is {possessive(who)} to choose, not {possessive(act.player)} (the card lets "
                                   f"{possessive(act.player)} opponent choose it as it is played, 409.1b): leave the mode out "
                                   f"of {possessive(act.player)} line and write `{who} chooses mode 1` after it")
    if not modes and getattr(game.decider, "explores", False) and n <= len(modes_ir):
        # left open: every choice of n modes is an outcome (409.1b); "Alice chooses mode 2" settles it
        opts = [Option(phrasebook.mode_said(m.text, act.player, who), str(i + 1), (lambda v, i=i, t=m.text.lower(): str(v).strip().lower() in (str(i + 1), t)
                                               or str(v).strip().lower().startswith(t[:12])), aliases=(str(i + 1),))
                for i, m in enumerate(modes_ir)]
        # the choice's step is the announcement (said once): who announces it, where the card lets an opponent
        by = "" if who == act.player else f" (the card lets {possessive(act.player)} opponent choose the mode)"
        modes = choose(game, who, f"the mode{'s' if n > 1 else ''} of {what}, announced as it is played{by}", opts,
                       (n, n), rule="409.1b",
                       kind=ChoiceKind.PICK, subject=ChoiceSubject.MODE)
    if not modes:
        raise _open(game, act.span, who, f"the mode of {what}", [m.text for m in modes_ir], "409.1b",
                    "`choosing mode 1`" if who == act.player else f"`{who} chooses mode 1` after it")
    if len(modes) != n:
        texts = [m.text for m in modes_ir]
        raise illegal_play(game, act.span, f"{what} is modal: choose {n} of: {'; '.join(texts)}", "409.1b")
    picked: list[ir.Mode] = []
    for m in modes:
        hit = _find_mode(modes_ir, m)
        if hit is None:
            raise illegal_play(game, act.span, f"{m!r} is not a mode of {what}: {'; '.join(x.text for x in modes_ir)}", "409.1b")
        picked.append(hit)
    specs: list[ir.TargetSpec] = []
    effects: tuple = ()
    for m in picked:
        specs += list(m.targets)
        effects += m.effects
    return specs, effects, tuple(m.text for m in picked)


def _find_mode(modes: Sequence[ir.Mode], written: str) -> Optional[ir.Mode]:
    w = str(written).strip().lower()
    if w.isdigit() and 1 <= int(w) <= len(modes):
        return modes[int(w) - 1]
    for m in modes:
        t = m.text.lower()
        if t == w or t.startswith(w) or w in t:
            return m
    return None


def _needs_x(text: Optional[str]) -> bool:
    return bool(text) and "{X}" in text.upper()


#: An X of the card's words (a cost {X}, "X damage", "where X is …").
@functools.cache
def _x_word() -> "re.Pattern[str]":
    """Compiled when first used: a process that never reads one doesn't compile it; docs/performance.md."""
    return re.compile(r"(?<![A-Za-z])X(?![A-Za-z])")


def _x_in(*texts: Optional[str]) -> bool:
    """Whether any of ``texts`` (a card's or an ability's words, a cost) names an X."""
    return any(t and _x_word().search(t) for t in texts)


def _no_x(game: Game, act, what: str) -> Exception:
    """A `with X = N` clause for a spell or ability whose words name no X: an error of the scenario at
    its line (409.1b: X is announced only for a cost that has one), never "X is announced as N" said of
    a card with none (Lightning Bolt; audit 11510)."""
    return game.error(act.span, f"{what} has no X (409.1b: a value of X is announced only for a spell or ability whose "
                                f"cost or text has one), so `with X = {act.x}` names nothing")


def _makes_tokens(node: Any) -> bool:
    """Whether a card's abilities, or one ability, put any token into play (its own or a granted or
    delayed ability's instruction, anywhere inside it)."""
    return any(isinstance(n, (ir.CreateToken, ir.CreateTokenCopy)) for n in ir.walk(node))


def _no_tokens(game: Game, act, what: str) -> Exception:
    """A `creating @label` clause for a spell or ability that puts no token into play: an error of the
    scenario at its line, never a label silently left naming nothing (audit 11510)."""
    labels = ", ".join(f"@{t}" for t in act.creating)
    return game.error(act.span, f"{what} puts no token into play (216.1), so `creating {labels}` names nothing")


def _no_division(game: Game, act, what: str) -> Exception:
    """A `dividing …` clause for a spell or ability that divides nothing among its targets (409.1e):
    an error of the scenario at its line, never "Division announced" said of a card that makes none
    (Lightning Bolt; audit 11510)."""
    return game.error(act.span, f"{what} divides nothing among its targets (409.1e: only damage, prevention or counters "
                                f"its text divides \"among\" targets is divided as it is played), so `dividing …` names "
                                f"no division")


def _x_in_ir(cost: Optional[ir.Cost]) -> bool:
    """Whether a cost's reading holds an X anywhere ("Remove any number of storage counters from ~",
    read as X counters announced with the play, 409.1b)."""
    return cost is not None and any(isinstance(n, ir.VarX) for n in ir.walk(cost))


def _refuse_mana_ability_clauses(game: Game, act, ab: ir.ActivatedAbility, what: str, x_named: Any) -> None:
    """A clause a mana ability has no use for — a mode, a target, an X, a division, a token — is an
    error of the scenario at its line, never silently dropped (`Bob activates @cb choosing "red"` once
    explored every color of City of Brass; audit 11813). A mana ability announces no mode, target or
    division: it is played and resolves at once (411.1, 406.1e); the mana of a color of the player's
    choice is named by the line that plays it for that mana (406.1a)."""
    if act.modes:
        said = ", ".join(f"mode {m}" if str(m).isdigit() else f'"{m}"' for m in act.modes)
        raise game.error(act.span, f"{what} has no modes (409.1b), so `choosing {said}` names none; the mana it "
                                   f"produces is named by playing it for that mana, e.g. `{act.player} taps "
                                   f"{act.source} for {{R}}` (406.1a)")
    if act.targets and not ab.targets:
        raise game.error(act.span, f"{what} has no target (409.1c: only a spell or ability whose text says \"target\" "
                                   f"has one), so `targeting …` names nothing")
    if act.x is not None and not x_named and not _x_in(ab.text, ab.cost.mana) and not _x_in_ir(ab.cost):
        raise _no_x(game, act, what)
    if act.divide:
        raise _no_division(game, act, what)
    if act.creating and not _makes_tokens(ab):
        raise _no_tokens(game, act, what)


def _spell_mana_cost(game: Game, ch, card_id: int, alternative, bought, x: Optional[int], what: str,
                     trace: bool = True, paid: Optional[dict[str, int]] = None,
                     per_target: Optional[tuple[str, int]] = None, changes: Optional[list] = None,
                     targeted: Sequence[Target] = ()) -> ManaCost:
    """The mana a spell costs (409.1f): its mana cost (or alternative cost) with X, plus its
    buyback and the optional additional costs announced (``paid``: each cost's mana and how many
    times), plus what static abilities add, less what they take off (generic mana only).
    ``changes``: filled with what changed the cost, in words ("{1} more (High Seas)")."""
    changes = [] if changes is None else changes
    cost = parse_cost(ch.mana_cost if alternative is None else (alternative.mana or "{0}"), x)
    if alternative is None:
        spent = _spell_x_spend_only(game, card_id, cost, what, trace)
        if spent.colored != cost.colored:  # Drain Life's X paid with black only: said if it can't be paid
            changes.append(f"{_spend_only_words(game.abilities_of(game.objects[card_id]).cast_restrictions)} "
                           f"on its X")
        cost = spent
    if bought is not None and bought.mana:
        _add_to_cost(cost, bought.mana)
    for mana, times in (paid or {}).items():
        _add_to_cost(cost, mana, times)
    if per_target is not None:  # Fireball: "costs {1} more … for each target beyond the first"
        mana, targets = per_target
        beyond = max(targets - 1, 0)
        _add_to_cost(cost, mana, beyond)
        if beyond:
            changes.append(f"{beyond} × {mana} more for each target beyond the first")
        if trace:
            game.tracer.step(f"{what} costs {mana} more for each target beyond the first: {targets} target"
                             f"{'s' if targets != 1 else ''}, {beyond} × {mana} more (its own text)", "409.1f",
                             kind="cast")
    for spell, more in _costs_to_target(game, targeted):  # Kaervek's Torch, targeted on the stack
        if spell.startswith("("):  # (the card targeted elsewhere: said, no cost)
            if trace:
                game.tracer.step(f"{what} targets {spell[1:-1]}, not on the stack: its ability (spells that target it "
                                 f"cost {more} more as long as it is on the stack) doesn't apply, so {what} costs no "
                                 f"more", "409.1f", kind="cast")
            continue
        _add_to_cost(cost, more)
        changes.append(f"{more} more ({spell})")
        if trace:
            game.tracer.step(f"{what} targets {spell} on the stack, so it costs {more} more to play ({possessive(spell)} "
                             f"ability: spells that target it cost {more} more as long as it is on the stack)",
                             "409.1f", kind="cast")
    for sid, rule, rctx in list(static_rules(game, ir.SpellCostIncrease)):
        if rule.filter is not None and matches(game, rule.filter, card_id, rctx.controller, sid) and rule.value:
            _add_to_cost(cost, rule.value)
            changes.append(f"{rule.value} more ({rctx.source_name})")
            if trace:
                game.tracer.step(f"{what} costs {rule.value} more to play ({rctx.source_name})"
                                 + ("; it applies to the alternative cost too (glossary \"Alternative Cost\")"
                                    if alternative is not None else ""), "409.1f", kind="cast")
    # Defense Grid (added, ostat6): "… except during its controller's turn"
    cost = increase_off_turn(game, cost, game.objects[card_id].controller or game.objects[card_id].owner, what, trace)
    for ab in ch.abilities:  # the card's own: "If …, this spell costs {6} less to cast" (the Avatars)
        for e in ab.effects if isinstance(ab, ir.StaticAbility) else ():
            if isinstance(e, ir.SpellCostReduction) and isinstance(e.what, ir.This) and e.value:
                caster = game.objects[card_id].controller or game.objects[card_id].owner
                own = Ctx(game=game, controller=caster, source=card_id, source_name=what, targets=[])
                if check_condition(own, ab.condition):
                    less = min(cost.generic, parse_cost(e.value).generic)
                    cost.generic -= less
                    changes.append(f"{{{less}}} less (its own ability)")
                    if trace:
                        game.tracer.step(f"{what} costs {e.value} less to play (its own ability: {quoted(ab.text)}): a "
                                         f"reduction takes generic mana only ({less} here)", "409.1f", kind="cast")
                elif trace:
                    game.tracer.step(f"{possessive(what)} own cost reduction doesn't apply: {quoted(ab.text)} — the condition "
                                     f"is false now", "409.1f", kind="cast")
    for sid, rule, rctx in list(static_rules(game, ir.SpellCostReduction)):
        why = nothing_off(game, card_id, cost, game.objects[card_id].controller or game.objects[card_id].owner, sid,
                          rule, rctx.controller)
        if why:  # (another player's, or no generic mana to take: said if the cost can't be paid)
            changes.append(why)
        if rule.filter is not None and matches(game, rule.filter, card_id, rctx.controller, sid) and rule.value:
            less = min(cost.generic, parse_cost(rule.value).generic)
            cost.generic -= less
            if less:
                changes.append(f"{{{less}}} less ({rctx.source_name})")
            if trace and less:
                game.tracer.step(f"{what} costs {rule.value} less to play ({rctx.source_name}): a reduction takes "
                                 f"generic mana only ({less} here)", "409.1f", kind="cast")
            elif trace:
                # (audit 7975, h5) Pearl Medallion and Savannah Lions ({W}): nothing taken, said so — not "{1} less … (0
                # here)"; where the cost can't be paid, nothing_off above has said why
                game.tracer.step(f"{what} costs nothing less ({rctx.source_name}): no generic mana is left in its cost, and "
                                 f"a reduction takes generic mana only", "409.1f", kind="cast")
    # Planar Gate (added, ostat6): "cost up to {2} less", the caster's choice how much
    return reduce_up_to(game, card_id, cost, game.objects[card_id].controller or game.objects[card_id].owner, what, trace,
                        changes)


def _stated_targets(game: Game, act: Cast, specs: Sequence = (), source: Optional[int] = None,
                    player: str = "") -> list[Target]:
    """The objects the scenario's line names as the spell's targets, as far as they name one now (the
    targets are announced after X, 409.1b-c, but the total cost X is bounded by includes what targeting
    them adds, 409.1f: Kaervek's Torch's {2} more): for the values of X offered, :func:`_open_x`.
    With the targets left open, a single target that has only one legal choice (``specs``: a Power
    Sink with Kaervek's Torch the only spell on the stack) is that choice: the player announcing X
    knows it is the one the spell will target (409.1c); one with several, each adding to the cost
    (two Torches), counts the one adding least. (Where some legal choice adds nothing, none is
    counted: an X that a costlier target can't be paid with leaves that target out, as the targets
    are chosen: :func:`_affordable`.)"""
    if not act.targets and specs and source is not None:
        forced = []
        for spec in specs:
            if spec.min_count != 1 or spec.max_count != 1 or spec.count_x or spec.count_paid:
                continue
            try:
                legal = legal_options(game, spec, player, source, game.chars(source), 0)
            except JudgeError:
                continue
            if len(legal) == 1 and isinstance(legal[0][1], int) and legal[0][1] in game.objects:
                forced.append(Target(spec=None, obj=legal[0][1], zone=game.objects[legal[0][1]].zone))
                continue
            # several legal choices, each of which adds to the total cost (two Kaervek's Torches
            # on the stack): whichever the player targets, the X he or she can pay counts at
            # least the least of them — the cheapest is the one the bound counts
            more = []
            for _label, v in legal:
                if not isinstance(v, int) or v not in game.objects:
                    break
                t = Target(spec=None, obj=v, zone=game.objects[v].zone)
                added = sum(parse_cost(m).total() for name, m in _costs_to_target(game, [t]) if not name.startswith("("))
                if not added:
                    break
                more.append((added, t))
            else:
                if more:
                    forced.append(min(more, key=lambda m: m[0])[1])
        return forced
    out = []
    for ref in act.targets or ():
        try:
            found = resolve_ref(game, ref, allow_player=True)
        except JudgeError:  # (one named wrongly is refused where the targets are chosen, with its reason)
            continue
        if isinstance(found, int):
            out.append(Target(spec=None, obj=found, zone=game.objects[found].zone))
    return out


def _affordable(game: Game, act: Cast, abilities: ir.CardAbilities, ch, card_id: int, player: str, what: str,
                paid: dict[str, int]):
    """For a spell whose targets the scenario leaves open, with mana tracked: why the player couldn't
    pay its total cost with a given set of targets, or None where he or she could (409.1f: the
    total cost includes what targeting a spell on the stack adds, Kaervek's Torch's {2} more, and
    Fireball's {1} for each target beyond the first). X is announced (409.1b) and the targets
    (409.1c) before the cost is paid, so a set of targets the player couldn't then pay for isn't a
    play he or she can make (422.1): not offered (:func:`_explored_targets`). None: nothing to test."""
    if act.targets or not game.mana.tracked:
        return None
    alt = _announced_alternative(game, act, abilities, player, card_id)
    bb = _buyback(game, abilities.buyback, what, trace=False) \
        if getattr(act, "buyback", False) and abilities.buyback is not None else None

    def why(values: list) -> Optional[str]:
        targeted = [Target(spec=None, obj=v, zone=game.objects[v].zone) for v in values
                    if isinstance(v, int) and v in game.objects]
        more = [m for m in _costs_to_target(game, targeted) if not m[0].startswith("(")]
        beyond = abilities.cost_per_extra_target and len(values) > 1
        if not more and not beyond:
            return None  # (what any target costs: the X announced was bounded by it, 409.1b)
        changes: list = []
        cost = _spell_mana_cost(game, ch, card_id, alt, bb, act.x, what, trace=False, paid=paid,
                                per_target=(abilities.cost_per_extra_target, len(values))
                                if abilities.cost_per_extra_target else None, changes=changes, targeted=targeted)
        if can_pay(game, player, cost, purpose=mana_limits.Purpose(True, tuple(ch.types))):
            return None
        x_said = f"with X = {act.x}, " if act.x is not None else ""
        return (f"{x_said}{what} would cost {cost} ({', '.join(changes)}), more than {possessive(player)} mana can pay: "
                f"{unpayable_words(game, player, cost)} — not a play {player} can make (409.1f: the total cost "
                f"includes all cost increases; 422.1)")
    return why


def _costs_to_target(game: Game, targeted: Sequence[Target]) -> list[tuple[str, str]]:
    """(name, mana) for each spell among ``targeted`` that says "As long as ~ is on the stack, spells that target
    it cost {2} more to cast" (Kaervek's Torch; 409.1f): the target a spell on the stack as the cost is worked
    out — never a card elsewhere (the ability functions only while the spell is on the stack)."""
    out = []
    for t in targeted:
        if t is None or t.obj is None or t.obj not in game.objects:
            continue
        if game.objects[t.obj].zone != Zone.STACK:
            more = game.abilities_of(game.objects[t.obj]).cost_to_target
            if more:  # ("(name in its zone)": the caller says it doesn't apply)
                o = game.objects[t.obj]
                out.append((f"({o.display()} in {possessive(o.owner)} {o.zone})", more))
            continue
        so = next((s for s in game.stack.items if s.id == t.obj and s.kind is StackKind.SPELL), None)
        more = game.abilities_of(game.objects[t.obj]).cost_to_target if so is not None else None
        if more:
            out.append((so.name, more))
    return out


def _open_x(game: Game, act, player: str, mana_cost: str, what: str, cost_of=None, payable=None):
    """``with X of her choice`` / ``with X up to N``: the player announces X (409.1b); every
    value from 0 up to the bound and to what the player's mana can pay is an option (the
    explorer takes each; ``Alice chooses 3`` settles it) — and, for an X in an additional cost
    (``payable``), to what he or she can discard or pay in life. Returns ``act`` with X set."""
    bound = act.x_max
    if bound is None and not game.mana.tracked and payable is None:
        raise game.error(act.span, f"X of {possessive(player)} choice for {what} needs a bound when mana is not tracked: "
                                   f"write `with X up to 5`")
    if bound is not None and bound > limits.X.value:  # (the bound is an X as much as a value announced is)
        raise game.error(act.span, f"with X up to {bound:,}: {limits.exceeded(limits.X, bound)}")
    top = 0
    limit = bound if bound is not None else limits.X.value
    # (``cost_of(x)``: what the play would cost with that X, cost increases included)
    while top < limit and (not game.mana.tracked or can_pay(game, player, cost_of(top + 1) if cost_of is not None
                                                               else parse_cost(mana_cost, top + 1))) \
            and (payable is None or payable(top + 1)):
        top += 1
    opts = number_options(range(top + 1))
    (x,) = choose(game, player, f"the value of X for {what}", opts, (1, 1), rule="409.1b", kind=ChoiceKind.PICK)
    return replace(act, x=int(x))


def _divide(game: Game, act, targets: list[Target], player: str, what: str) -> dict:
    """409.1e: announce the division; each target gets at least 1."""
    out: dict = {}
    for d in act.divide:
        thing = resolve_ref(game, d.target, allow_player=True)
        idx = next((i for i, t in enumerate(targets) if t.obj == thing or t.player == thing), None)
        if idx is None:
            raise illegal_play(game, d.span or act.span, f"{d.target} is not a target of {what}", "409.1e")
        if d.amount < 1:
            raise illegal_play(game, d.span or act.span, "each target must receive at least 1 of what is divided", "409.1e")
        out[idx] = d.amount
    return out


def _x_the_card_states(game: Game, act: Cast, abilities: ir.CardAbilities, player: str,
                       obj: GameObject) -> tuple[Cast, str]:
    """Spoils of War: "X is the number of artifact and/or creature cards in an opponent's graveyard as
    you cast this spell" — the X of its mana cost is what the card counts as it is played, when X is
    announced (409.1b), and the value kept on the stack (the divided counters are announced with it,
    409.1e; never recounted as it resolves). An X stated otherwise is an illegal play (422.1). Returns
    ``act`` with X set, and what the trace says of it ("" when the card states no X)."""
    stated = abilities.spell.x_is if abilities.spell is not None else None
    if stated is None:
        return act, ""
    # ("an opponent's graveyard": a scenario has two players, so the one opponent's, judge.dsl.checks)
    n = amount(Ctx(game=game, controller=player, source=obj.id, source_name=obj.name, targets=[]), stated)
    words = phrasebook.amount_words(stated, player)
    if act.x is not None and act.x != n:
        raise illegal_play(game, act.span, f"{obj.name} says what X is: {words}, {n} as it is played — not {act.x}",
                           "409.1b")
    return replace(act, x=n, x_open=False), (f"X is {words} as {player} plays {obj.name}, as the card says: {n} "
                                             f"(counted now, and not again as it resolves)")


def cast_spell(game: Game, act: Cast) -> StackObject:
    """Play a spell (409.1a-f)."""
    player = act.player
    require_priority(game, player, act.span, "play a spell")
    oid = _card_to_play(game, act, player, "the spell to play")
    obj = game.objects[oid]
    name = obj.name  # (its card's, which nothing below changes: read once)
    ch = game.chars(obj)
    if (obj.zone != Zone.HAND or obj.owner != player) and game.play_permissions.granted.get(oid) != player:
        why = (f", and no effect lets {player} play it from there (any that did has ended)"
               if obj.zone == Zone.REMOVED else "")
        raise illegal_play(game, act.span, f"{obj.name} is not in {possessive(player)} hand{why}", "409.1a")
    if "land" in ch.types and len(ch.types) == 1:
        raise illegal_play(game, act.span, f"{obj.name} is a land: it is played, not cast as a spell", "214.9a")
    refuse_forbidden_spell(game, player, oid, act.span)
    check_spell_count(game, player, oid, act.span)  # Arcane Laboratory (103.2)
    abilities = game.abilities_of(obj)
    if ch.applied:  # an effect whose text reaches cards outside play (Celestial Dawn)
        sources = ", ".join(sorted({game.describe(s) for s, _t in ch.applied}))
        game.tracer.step(f"{obj.name} in {possessive(player)} {obj.zone} is {' and '.join(ch.colors) or 'colorless'} with mana cost "
                         f"{ch.mana_cost or 'none'} ({sources}: its text says it applies to cards outside play)",
                         "416.2", kind="cast")
    window = check_timing(game, player, abilities.cast_restrictions, name, act.span, "412.4", "103.1",
                          card_text=obj.card.text)
    allowed = check_conditions(game, player, obj.id, abilities.cast_restrictions, name, act.span, "412.4", "103.1")
    if allowed:
        game.tracer.step(allowed, "412.4", "103.1", kind="cast")
    # Aluren: "without paying their mana cost and as though they had flash", one permission (judge.engine.free_play)
    free = _free_play().granted(game, player, oid) if getattr(act, "alternative", False) else None
    permit = (_permitted_as_instant(game, player, oid) or free) if "instant" not in ch.types else None
    as_instant = "instant" not in ch.types and (_playable_as_instant(abilities) or permit is not None)
    card_window = overrides_sorcery_timing(abilities.cast_restrictions) if "instant" not in ch.types else None
    if card_window and sorcery_timing(game, player):
        # (a card that may be played only when a sorcery never could: its window takes precedence)
        sentence = card_sentence(obj.card.text)
        said = f" (\"{sentence}\")" if sentence else ""
        game.tracer.step(f"{obj.name} may be played only {card_window}, when a sorcery's timing (408.1d) never allows "
                         f"it: the card's text{said} takes precedence over that rule (103.1)", "103.1", "408.1d", kind="cast")
    elif "instant" not in ch.types and not as_instant:
        why = sorcery_timing(game, player)
        if why:
            offer = _free_play().offered(game, player, oid) if not getattr(act, "alternative", False) \
                else _free_play().not_granted(game, player, oid)
            raise illegal_play(game, act.span, f"{obj.name} is not an instant and can be played only in {possessive(player)} main "
                                           f"phase with an empty stack: {why}" + (f" ({offer})" if offer else ""),
                               "408.1d", "305.3")
    if as_instant and sorcery_timing(game, player):
        # flash ("any time you could play an instant") where a card forbids the player an instant now: Hand to
        # Hand during combat, Abeyance this turn (glossary "Could"; audit 7975)
        barred = no_instant_now(game, player)
        if barred is not None:
            raise illegal_play(game, act.span, f"{obj.name} may be played now only as an instant could be, and {player} "
                                               f"could not play an instant now ({barred[0]}; glossary \"Could\")",
                               *barred[1])
    what = name
    x_in_cost = has_x(abilities.additional_cost)  # "As an additional cost to play ~, discard X cards"
    act, x_counted = _x_the_card_states(game, act, abilities, player, obj)
    if (_needs_x(ch.mana_cost) or x_in_cost) and act.x is None and not act.x_open:
        raise _open(game, act.span, player, f"the value of X for {what}", ["any number 0 or more"], "409.1b", "`with X = 3`")
    if act.x is not None and not x_counted and not _x_in(obj.card.text, ch.mana_cost):
        raise _no_x(game, act, what)
    if act.creating and not _makes_tokens(abilities):
        raise _no_tokens(game, act, what)
    with game.tracer.nest(f"{player} plays {what}", "409.1", kind="cast"):
        if window:
            game.tracer.step(window, "412.4", "103.1", kind="cast")
        price = ""
        if as_instant and sorcery_timing(game, player) and permit is not None and not _playable_as_instant(abilities):
            game.tracer.step(f"{what} may be played any time {player} could play an instant: {permit} — the card "
                             f"overrides 408.1d", "103.1", "408.1d", kind="cast")
        elif as_instant and sorcery_timing(game, player):
            game.tracer.step(f"{what} may be played any time {player} could play an instant (whether or not {player} "
                             f"holds one: glossary \"Could\"): its ability says so, "
                             f"and functions from {possessive(player)} hand: the card overrides 408.1d", "103.1", "402.8", kind="cast")
            price = next((e.price for ab in abilities.abilities if isinstance(ab, ir.StaticAbility) for e in ab.effects
                          if isinstance(e, ir.PlayAsInstant) and e.price), "")
            if price:
                game.tracer.step(f"{what} is played when a sorcery couldn't have been played "
                                 f"({sorcery_timing(game, player)}), so as an instant, and its price applies once it "
                                 f"is a permanent: {price}", "408.1d", "402.8", kind="cast")
        elif as_instant:
            unpaid = next((e.price for ab in abilities.abilities if isinstance(ab, ir.StaticAbility)
                           for e in ab.effects if isinstance(e, ir.PlayAsInstant) and e.price), "")
            if unpaid:
                game.tracer.step(f"{what} is played when a sorcery could have been played ({possessive(player)} main phase, the "
                                 f"stack empty), so the price of playing it as an instant (\"{unpaid}\") doesn't "
                                 f"apply", "305.3", "408.1d", kind="cast")
        card = events.put_onto_stack(game, oid, controller=player)
        so = StackObject(id=card.id, kind=StackKind.SPELL, controller=player, name=name, card_obj=card.id,
                         source=card.id, x=act.x, label=act.label or obj.label, token_labels=act.creating,
                         memory=StackMemory(price=price or None))
        game.stack.push(so)
        if act.label:
            game.set_label(act.label, card.id)
        game.tracer.step(f"{what} goes on the stack{_on_top_of(game)}", "409.1a",
                         *(("217.6a", "408.1e") if len(game.stack.items) > 1 else ()), kind="cast")
        specs, effects, modes = spell_specs(game, abilities, act, what)
        paid = _optional_costs(game, abilities, act, what, specs)
        if paid:
            game.stack.remember_on_stack(so, replace(so.memory, paid=tuple(paid.items())))
        # "for each additional {1}{R} you paid, destroy another target artifact": as many
        # targets as payments — none when that cost isn't paid — a choice made as the targets
        # are announced (409.1c)
        specs = [replace(sp, min_count=paid.get(sp.count_paid, 0), max_count=paid.get(sp.count_paid, 0))
                 if sp.count_paid else sp for sp in specs]
        game.stack.choose_modes(so, effects, modes)
        if modes and act.modes:  # (left open, the choice's step announced them: 409.1b, said once)
            chooser = abilities.spell.chooser if abilities.spell is not None else None
            who = player if chooser is None else _mode_chooser(game, act, chooser, what)
            by = "" if chooser is None else f" by {who} (the card lets {possessive(player)} opponent choose the mode)"
            said = "; ".join(phrasebook.mode_said(m, player, who) for m in modes)
            game.tracer.step(f"Mode{'s' if len(modes) > 1 else ''} announced{by}: {said}", "409.1b", kind="cast")
        if act.x is None and act.x_open and (_needs_x(ch.mana_cost) or x_in_cost):
            # (the costs as announced below, read without announcing them twice)
            alt = _announced_alternative(game, act, abilities, player, card.id)
            bb = _buyback(game, abilities.buyback, what, trace=False) \
                if getattr(act, "buyback", False) and abilities.buyback is not None else None
            extra = abilities.additional_cost if x_in_cost else None
            act = _open_x(game, act, player, ch.mana_cost, what,
                          lambda x, stated=_stated_targets(game, act, specs, card.id, player): _spell_mana_cost(
                              game, ch, card.id, alt, bb, x, what, trace=False, paid=paid,
                              per_target=(abilities.cost_per_extra_target, len(act.targets or ()))
                              if abilities.cost_per_extra_target else None, targeted=stated),
                          payable=(lambda x: other_costs_payable(game, player, with_x(extra, x), card.id))
                          if extra is not None else None)
            game.stack.announce_x(so, act.x)
        if x_counted:
            game.tracer.step(x_counted, "409.1b", kind="cast")
        elif act.x is not None:
            game.tracer.step(f"X is announced as {act.x}", "409.1b", kind="cast")
        # (X stated by the card, Spoils of War, or announced, Rolling Thunder: at most X targets of a division,
        # each receiving at least one, 409.1e — none when X is 0; audit 8480)
        specs = division.at_most_x_targets(specs, effects, act.x)
        game.stack.set_targets(so, choose_targets(game, player, specs, act.targets, card.id, game.chars(card), act.x,
                                                         act.span, what,
                                                  _affordable(game, act, abilities, ch, card.id, player, what, paid)))
        if so.targets:
            text, cited = targets_step(game, so.targets)
            printed = printed_choice_said(game, so)  # "any one creature" as printed (audit 7773)
            game.tracer.step(text + printed, *cited, *(("413.2a",) if printed else ()), kind="cast")
        if act.divide and not division.divides(so):
            raise _no_division(game, act, what)
        if act.divide:
            game.stack.divide(so, _divide(game, act, so.targets, player, what))
            wrong = division.check_stated(game, so, what)
            if wrong:
                raise illegal_play(game, act.span, wrong, "409.1e")
            # 409.1d: how it applies to each of several targets is announced as it is played
            game.tracer.step("Division announced: " + ", ".join(f"{so.targets[i].describe(game)} {n}" for i, n in sorted(so.divide.items()))
                             + division.counted_said(game, so, sum(so.divide.values())), "409.1e",
                             *(("409.1d",) if len(so.divide) > 1 else ()), kind="cast")
        else:
            division.announce(game, player, so, what)
        alternative = _alternative_cost(game, abilities, act, what, free, _needs_x(ch.mana_cost), card.id) \
            if getattr(act, "alternative", False) else None
        bought = _buyback_cost(game, abilities, act, what) if getattr(act, "buyback", False) else None
        per_target = (abilities.cost_per_extra_target, len(so.targets)) if abilities.cost_per_extra_target else None
        changes: list = []
        cost = _spell_mana_cost(game, ch, card.id, alternative, bought, act.x, what, paid=paid, per_target=per_target,
                                changes=changes, targeted=so.targets)
        paying = resolve_refs(game, act.paying, zone=Zone.IN_PLAY, player=player, what="a mana source")
        if ch.mana_cost:
            _zero_paid(game, player, cost, what, alternative is not None)
        # a cost a static ability changed (High Seas' "{1} more"): where each part came from, if it
        # can't be paid (409.1f)
        base = "its alternative cost" if alternative is not None else f"its mana cost {ch.mana_cost}" \
            if ch.mana_cost else "its mana cost"
        pay_mana(game, player, cost, paying, what, act.span, purpose=mana_limits.Purpose(True, tuple(ch.types)),
                 cost_from=f"{base} and {', '.join(changes)}" if changes else "")
        # Drought: "Spells cost an additional 'Sacrifice a Swamp' … for each black mana symbol in their mana costs" (409.1f)
        added = spell_added_costs(game, player, card.id, ch.mana_cost, what, act.span)
        if added and any(c is not None and (c.sacrifice or c.sacrifice_all is not None) for c in (alternative, bought)):
            raise Unsupported(f"{possessive(what)} added sacrifice and the sacrifice of its alternative or buyback cost, named "
                              f"together, are not simulated yet")
        refuse_unused_cost_clauses(game, act, what, alternative, bought, abilities.additional_cost,
                                   ir.Cost(sacrifice=added) if added else None, source=card.id)
        if abilities.life_per_target:  # Phyrexian Purge: "This spell costs 3 life more to cast for each target."
            n = len([t for t in so.targets if t is not None])
            life = abilities.life_per_target * n
            game.tracer.step(f"{what} costs {abilities.life_per_target} life more for each target: with {n} "
                             f"target{'' if n == 1 else 's'}, {player} pays {life} life as well as its mana cost",
                             "409.1f", kind="cast")
            if life:
                pay_other_costs(game, player, ir.Cost(life=life), card.id, act, what)
        if alternative is not None:
            pay_other_costs(game, player, alternative, card.id, act, what)
            game.stack.remember_on_stack(so, replace(so.memory, alternative=True))  # (its mana cost still counts: glossary "Alternative Cost")
        if bought is not None:  # glossary "Buyback": an optional additional cost
            pay_other_costs(game, player, bought, card.id, act, what)
            game.stack.remember_on_stack(so, replace(so.memory, buyback=True))
        if abilities.additional_cost is not None or added:  # "As an additional cost to play ~, …" (409.1f)
            extra = ir.Cost()
            if abilities.additional_cost is not None:
                extra = with_x(abilities.additional_cost, act.x or 0) if x_in_cost else abilities.additional_cost
                game.tracer.step(f"{what} has an additional cost: {player} pays it as well as its mana cost"
                                 + (f" — with X = {act.x or 0}: {phrasebook.cost_words(extra) or 'nothing'}" if x_in_cost else ""),
                                 "409.1f", *(("409.1b",) if x_in_cost else ()), kind="cast")
            # (Drought's added sacrifices first, so that its own cost's stay what "the sacrificed …" refers to)
            extra = replace(extra, sacrifice=added + extra.sacrifice) if added else extra
            paid: dict[str, list[int]] = {}
            sacrificed = pay_other_costs(game, player, extra, card.id, act, what, paid=paid)[
                sum(s.count for s in added):]
            if sacrificed:
                game.stack.remember_on_stack(so, replace(so.memory, sacrificed=tuple(sacrificed)))
            _remember_paid(game, so, paid)
        # Caller of the Hunt: "As an additional cost to play this spell, choose a creature type" (409.1f)
        events.choose_as_played(game, card.id, player, what)
    _cast_event(game, so)
    retain_priority(game, player)
    return so


def _add_to_cost(cost: ManaCost, mana: str, times: int = 1) -> None:
    """The total cost plus ``mana``, ``times`` over (409.1f: cost increases and additional costs)."""
    extra = parse_cost(mana)
    cost.generic += extra.generic * times
    for c, n in extra.colored.items():
        cost.colored[c] = cost.colored.get(c, 0) + n * times


def _optional_costs(game: Game, abilities: ir.CardAbilities, act, what: str,
                    specs: Sequence[ir.TargetSpec]) -> dict[str, int]:
    """The optional additional costs the player announces paying, each how many times
    (``paying the additional {1}{G} 2 times``): announced as the costs are (409.1f), and before
    the targets where the number of targets depends on them (409.1c). None announced: none paid."""
    paid: dict[str, int] = {}
    offered = {c.mana: c for c in abilities.optional_costs}
    for mana, times in getattr(act, "additional", ()):
        mana = mana.upper()
        cost = offered.get(mana)
        if cost is None:
            have = ", ".join(offered) or "none"
            raise illegal_play(game, act.span, f"{what} has no optional additional cost {mana} (its own: {have})",
                               "409.1f")
        if times > 1 and not cost.repeatable:
            raise illegal_play(game, act.span, f"{possessive(what)} additional cost {mana} may be paid once, not {times} times",
                               "409.1f")
        paid[mana] = paid.get(mana, 0) + times
        if paid[mana] > 1 and not cost.repeatable:
            raise illegal_play(game, act.span, f"{possessive(what)} additional cost {mana} may be paid once", "409.1f")
    unpaid = [c.mana for c in abilities.optional_costs if c.mana not in paid]
    if unpaid:  # the player's choice (409.1f), said in the trace rather than taken silently
        game.tracer.step(f"{act.player} doesn't pay {possessive(what)} optional additional {' or '.join(unpaid)} (a scenario pays "
                         f"it with `paying the additional {unpaid[0]}`)", "409.1f", kind="cast")
    for mana, times in paid.items():
        counted = any(sp.count_paid == mana for sp in specs)
        game.tracer.step(f"{act.player} announces paying {possessive(what)} additional {mana} {_times(times)}: it costs "
                         f"{mana * times} more, paid with its mana cost"
                         + (f", and it has {times} more target{'s' if times != 1 else ''}" if counted else ""),
                         "409.1f", *(("409.1c",) if counted else ()), kind="cast")
    return paid


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def _buyback_cost(game: Game, abilities: ir.CardAbilities, act, what: str) -> ir.Cost:
    """The buyback cost announced with the spell (glossary "Buyback", 409.1f)."""
    if abilities.buyback is None:
        raise illegal_play(game, act.span, f"{what} has no buyback", "409.1f")
    game.tracer.step(f"{act.player} pays {possessive(what)} buyback cost ({phrasebook.cost_words(abilities.buyback)}) as well: as it "
                     f"resolves, it will be put into {possessive(act.player)} hand instead of the graveyard", "409.1f", "413.2h",
                     kind="cast")
    return _buyback(game, abilities.buyback, what)  # Memory Crystal (409.1f)


def _free_play() -> Any:
    """:mod:`judge.engine.free_play` (Aluren's permission), loaded by the first play it may concern: an alternative
    cost announced, or a spell refused for its timing."""
    from judge.engine import free_play

    return free_play


def _buyback(game: Game, cost: ir.Cost, what: str, trace: bool = True) -> ir.Cost:
    """A buyback cost as it is paid, Memory Crystal's reduction applied (:mod:`judge.engine.buyback_cost`,
    loaded by the first spell cast with its buyback, 409.1f)."""
    from judge.engine.buyback_cost import reduce_buyback

    return reduce_buyback(game, cost, what, trace=trace)


def _announced_alternative(game: Game, act, abilities: ir.CardAbilities, player: str, oid: int) -> Optional[ir.Cost]:
    """The alternative cost ``act`` announces, as its cost is worked out before it is paid: the card's own, or
    nothing where a permanent lets ``player`` play it without paying its mana cost (Aluren; judge.engine.free_play)."""
    if not getattr(act, "alternative", False):
        return None
    if abilities.alternative_costs:
        return abilities.alternative_costs[0].cost
    return ir.Cost() if _free_play().granted(game, player, oid) else None


def _alternative_cost(game: Game, abilities: ir.CardAbilities, act, what: str, free: Optional[str] = None,
                      has_x: bool = False, card: Optional[int] = None) -> ir.Cost:
    """The alternative cost the player announced (409.1f; glossary "Alternative Cost"): the
    card must have one, and its conditions must hold now; it replaces the mana cost. ``free``: a
    permanent lets the player play it without paying its mana cost (Aluren, judge.engine.free_play),
    an alternative cost of nothing."""
    from judge.cards.describe import condition_phrase as condition_words  # words only: not on the start-up path

    if free is not None and abilities.alternative_costs:
        raise Unsupported(f"{what} has an alternative cost of its own, and {free}: choosing between them is not "
                          f"simulated yet")
    if free is not None and has_x:
        raise Unsupported(f"{what} has X in its mana cost: the X of a spell played without paying its mana cost "
                          f"({free}) is not simulated yet")
    if free is not None:
        game.tracer.step(f"{act.player} plays {what} without paying its mana cost: {free} — an alternative cost of "
                         f"nothing, paid instead of its mana cost (glossary \"Alternative Cost\")", "409.1f", "103.1",
                         kind="cast")
        return ir.Cost()
    if not abilities.alternative_costs:
        others = _free_play().not_granted(game, act.player, card) if card is not None else ""
        raise illegal_play(game, act.span, f"{what} has no alternative cost: only its mana cost can be paid"
                           + (f" ({others})" if others else ""), "409.1f")
    if len(abilities.alternative_costs) > 1:  # judge.engine.support reports such a card too
        raise Unsupported(f"{what} has {len(abilities.alternative_costs)} alternative costs: choosing between them "
                          f"is not simulated yet")
    alt = abilities.alternative_costs[0]
    ctx = Ctx(game=game, controller=act.player, source=None, source_name=what, targets=[])
    failed = [c for c in alt.conditions if not check_condition(ctx, c)]
    if failed:
        # "you" is the player playing it, named (Ramosian Rally with no Plains; audit 6157)
        # the part that fails named, as the step of one that holds names its permanent (audit 8076:
        # Submerge's "Bob controls no Forest", Mogg Salvage's Island in Bob's graveyard)
        parts = [f for f in (_condition_failed(game, act.player, c) for c in failed) if f]
        lost = "; ".join(f for f in (_land_type_lost(game, act.player, c) for c in failed) if f)
        said = "; ".join(parts + ([lost] if lost else []))
        raise illegal_play(game, act.span, f"{possessive(what)} alternative cost may be paid only if "
                                           f"{' and '.join(condition_words(c) for c in alt.conditions)} "
                                           f"(\"you\" is {act.player}, who plays it), and that isn't so now"
                                           + (f": {said}" if said else ""),
                           "409.1f", *(("214.9f",) if lost else ()))
    game.tracer.step(f"{act.player} announces the alternative cost of {what} ({phrasebook.cost_words(alt.cost)}), paid instead "
                     f"of its mana cost" + (f": {' and '.join(_condition_met(game, act.player, c) for c in alt.conditions)}, "
                                            f"as the card requires" if alt.conditions else ""), "409.1f", kind="cast")
    return alt.cost


def _condition_failed(game: Game, player: str, cond: ir.Condition) -> str:
    """A failed "you control a …" or "an opponent controls a …" condition of an alternative cost, said of the
    players it names: "Bob controls no Forest", with the cards of that description in their graveyards or
    removed from the game, which no one controls (glossary "Control/Controller": Mogg Salvage's opponent's
    Island in his graveyard); "" for a condition of another kind."""
    flt = cond.filter
    if flt is None or flt.zone != Zone.IN_PLAY:
        return ""
    if cond.kind is ir.ConditionKind.CONTROLS and isinstance(cond.player, ir.You) and flt.controller is None:
        who = [player]
    elif cond.kind is ir.ConditionKind.EXISTS and cond.player is None and flt.controller is ir.PlayerRelation.OPPONENT:
        who = [q.name for q in game.players if q.name != player]
    else:
        return ""
    what = replace(flt, controller=None)
    noun = phrasebook.filter_phrase(what)
    said = (f"{who[0]} controls no {noun}" if len(who) == 1 else
            f"none of {' and '.join([', '.join(who[:-1]), who[-1]])} controls {with_article(noun)}")
    elsewhere = [(o, z) for q in who for z in (Zone.GRAVEYARD, Zone.REMOVED) for o in game.zones.get((q, z), ())
                 if matches(game, what, o, player, None, zone_check=False)]
    if elsewhere:
        said += (" (" + "; ".join(f"{game.objects[o].display()} is "
                                  f"{'removed from the game' if z is not Zone.GRAVEYARD else 'in ' + possessive(game.objects[o].owner) + ' graveyard'}"
                                  for o, z in elsewhere)
                 + f": a card there has no controller, glossary \"Control/Controller\")")
    return said


def _land_type_lost(game: Game, player: str, cond: ir.Condition) -> str:
    """Why a failed condition naming a basic land type ("If an opponent controls a Mountain") fails
    with such a land in view: the lands that would meet it but for the type an effect took from them —
    Conversion's "All Mountains are Plains": "Mountain @bm is a Plains now, no longer a Mountain" (214.9f:
    a permanent made a basic land is no longer its old land type; Sivvi's Ruse, audit 7975); "" else."""
    flt = cond.filter
    wanted = {t.lower() for t in (flt.subtypes if flt is not None else ())} & set(ir.BASIC_LAND_TYPES)
    if not wanted or cond.kind not in (ir.ConditionKind.EXISTS, ir.ConditionKind.CONTROLS):
        return ""
    rest = replace(flt, subtypes=tuple(t for t in flt.subtypes if t.lower() not in wanted))
    facts = []
    for o in game.in_play:
        obj, ch = game.objects[o], game.chars(o)
        if cond.kind is ir.ConditionKind.CONTROLS and isinstance(cond.player, ir.You) and game.controller_of(o) != player:
            continue
        if "land" not in ch.types or not matches(game, rest, o, player, None):
            continue
        had = {obj.card.name.lower(), *(t.lower() for t in obj.card.subtypes), *(t.lower() for t in obj.card.stated)}
        now = [t for t in ch.subtypes if t.lower() in ir.BASIC_LAND_TYPES]
        for t in sorted(wanted & had - {n.lower() for n in now}):
            facts.append(f"{game.describe(o)} is {with_article(' and '.join(now)) if now else 'of no basic land type'} now, "
                         f"no longer {with_article(t.capitalize())}")
    return "; ".join(facts)


def _condition_met(game: Game, player: str, cond: ir.Condition) -> str:
    """An alternative cost's condition that holds, in words, with the permanent of ``player``'s
    that meets a "you control a …" one: Orim's Cure's "you control a Plains (Snow-Covered Plains
    @sp is one)" (audit 7874) — the Plains the step once left unnamed."""
    from judge.cards.describe import condition_phrase as condition_words, said_of  # words only: not on the start-up path
    said = condition_words(cond)
    if isinstance(getattr(cond, "player", None), ir.You):  # "you" named: "Alice controls a Swamp" (audit 7874)
        said = said_of(said, player)
    if cond.kind is ir.ConditionKind.CONTROLS and cond.filter is not None and isinstance(cond.player, ir.You):
        mine = [game.describe(o) for o in game.in_play if game.controller_of(o) == player
                and matches(game, cond.filter, o, player, None)]
        if mine:
            said += f" ({phrasebook.present_words(mine)})"
    return said


def _playable_as_instant(abilities: ir.CardAbilities) -> bool:
    """"You may play ~ any time you could play an instant" (flash): a static ability that
    functions from the hand (402.8)."""
    return any(isinstance(e, ir.PlayAsInstant) and isinstance(e.what, ir.This) for ab in abilities.abilities
               if isinstance(ab, ir.StaticAbility) for e in ab.effects)


def _permitted_as_instant(game: Game, player: str, oid: int) -> Optional[str]:
    """Why ``player`` may play the card ``oid`` any time they could play an instant, by a static
    ability of a permanent in play ("Any player may cast creature and enchantment spells as though
    they had flash": Vernal Equinox) — or None."""
    for sid, rule, ctx in static_rules(game, ir.PlayAsInstant):
        if isinstance(rule.what, ir.This) or rule.filter is None:
            continue  # (a permanent's own flash: it worked from the hand)
        if player in [p for p in refer(ctx, rule.what) if isinstance(p, str)] and matches(
                game, rule.filter, oid, ctx.controller, sid, zone_check=False):
            text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                         and rule in ab.effects), "")
            return f"{game.describe(sid)} says so ({text})"
    for r in game.turns.turn_rules:  # the same permission from a resolved ability, this turn (Winding Canyons)
        rule = r.rule
        if (isinstance(rule, ir.PlayAsInstant) and r.player == player and r.turn == game.turns.turn
                and matches(game, rule.filter, oid, r.controller, r.source, zone_check=False)):
            return f"{possessive(game.describe(r.source))} ability, resolved this turn, says so (418.3a)"
    return None


def _cast_event(game: Game, so: StackObject) -> None:
    if so.card_obj is not None and game.exists(so.card_obj):  # "if you've cast another spell this turn"
        game.this_turn.record_spell_played(so.controller, so.card_obj, tuple(game.chars(so.card_obj).types))
    events._record(game, [events.Event(EventKind.CAST, obj=so.card_obj, player=so.controller)] + events.targeted_events(so))


# --------------------------------------------------------------------------- abilities


def _produces(text: str) -> str:
    """The first mana an ability's text adds (``{W}``; ``{1}`` for "one colorless mana"), or ""."""
    import re

    m = re.search(r"[Aa]dd (?:one )?(\{[^}]+\})", text)
    if m:
        return m.group(1)
    return "{1}" if re.search(r"[Aa]dd one colorless mana", text) else ""


def _lost_activated(game: Game, oid: int) -> Optional[tuple[str, tuple[str, ...]]]:
    """Why a permanent has no activated ability now, when an effect removed it (407.1: Humility's
    "All creatures lose all abilities"): its card's own, or one another effect granted it earlier
    in timestamp order (Samite Blessing's, 418.5c) — or, with nothing to name, that it has lost
    all its abilities (Barbed Sliver's grant gone with its static ability). An ability it doesn't
    have can't be played (403.1), so the play is illegal and reversed (422.1); None if no effect
    made it lose its abilities. Returns the words and the rules they cite."""
    obj = game.objects[oid]
    by, lost = activated_lost_to(game, obj)
    if by is None:
        by = lost_all_abilities_to(game, obj)
        if by is None:
            own = [a for a in game.abilities_of(obj).abilities if isinstance(a, ir.ActivatedAbility)]
            if not own:
                return None
            what = quoted(own[0].text) if len(own) == 1 and own[0].text else "the activated abilities its card has"
            return (f"{game.describe(oid)} has no activated ability now: an effect has removed it, so it doesn't "
                    f"have {what} to play", ("403.1", "407.1"))
        return (f"{game.describe(oid)} has no activated ability, and {possessive(by)} effect makes it lose all "
                f"abilities, any it had or was granted", ("403.1", "407.1"))
    how = f"{possessive(by)} effect makes it lose all abilities"
    granted = [g for _a, g in lost if g is not None]
    said = []
    for ab, giver in lost:
        one = quoted(ab.text) if ab.text else "its activated ability"
        said.append(one + (f" ({giver} gives it, earlier in timestamp order)" if giver is not None else ""))
    what = " or ".join(said)
    rules = ("403.1", "407.1", "418.5c") if granted else ("403.1", "407.1")
    return f"{game.describe(oid)} has no activated ability now: {how}, so it doesn't have {what} to play", rules


def _cost_announces_x(cost: Optional[ir.Cost]) -> bool:
    """Whether playing an ability with this cost announces a number X (409.1b): "{X}" in its mana cost, or
    "Remove X (any number of) … counters"."""
    if cost is None:
        return False
    removed = cost.remove_counters
    return "X" in (cost.mana or "") or (bool(removed) and isinstance(removed[1], ir.VarX))


def pick_ability(game: Game, oid: int, which, span, mana: Optional[bool],
                 x_said: bool = False) -> tuple[int, ir.ActivatedAbility]:
    """The activated ability of ``oid`` an action plays: the one ``which`` names (its number or its
    words), else the only one there is — or the only one of those playable from where the object
    is, or the first of identical ones (:func:`_identical`), or, when the line announces X
    (``with X = 2``), the only one whose cost announces an X (409.1b: Mercadian Lift's "Remove X
    winch counters"). Otherwise the line must say which."""
    ch = game.chars(oid)
    acts = [a for a in ch.abilities if isinstance(a, ir.ActivatedAbility)]
    name = game.describe(oid)
    if not acts:
        lost = _lost_activated(game, oid)
        if lost is not None:
            raise illegal_play(game, span, lost[0], *lost[1])
        raise game.error(span, f"{name} has no activated ability (403.1)")
    if which is None:
        cands = [a for a in acts if mana is None or a.is_mana_ability == mana]
        if len(cands) == 1:
            return acts.index(cands[0]), cands[0]
        if len(acts) == 1:
            return 0, acts[0]
        o = game.objects[oid]
        # only the abilities that can be played from where it is (402.9: Rune of Protection: Green in play — its
        # cycling is played from the hand): one such is the one meant, the others needn't be told apart
        here = [a for a in cands if a.zone == o.zone]
        if len(here) == 1:
            return acts.index(here[0]), here[0]
        if _identical(here or cands):  # the same ability twice: which one doesn't matter
            return acts.index((here or cands)[0]), (here or cands)[0]
        if x_said:
            with_x = [a for a in (here or cands) if _cost_announces_x(a.cost)]
            if len(with_x) == 1:
                return acts.index(with_x[0]), with_x[0]
        ref = f"@{o.label}" if o.label else o.card.name
        who = game.controller_of(oid) or o.owner
        lines = []
        makes = [_produces(a.text or "") if a.is_mana_ability else "" for a in acts]
        for i, a in enumerate(acts):
            produced = makes[i]
            # "taps … for {B}" only names an ability no other of its mana abilities makes the same
            # mana with (Skull of Ramos: "{T}: Add {B}" and "Sacrifice ~: Add {B}"), and only one whose cost
            # taps it (Jungle Patrol's "Sacrifice a token named Wood: Add {R}" doesn't tap the Patrol)
            taps = a.cost is not None and a.cost.tap
            # (and only one whose cost announces no X: a `taps … for` line can't say it — Saprazzan Cove's "Remove
            # any number of storage counters", audit 15550)
            x = _cost_announces_x(a.cost)
            line = (f"`{who} taps {ref} for {produced}`" if produced and taps and makes.count(produced) == 1 and not x
                    else f"`{who} activates {ref} ability {i + 1}{' with X = N' if x else ''}`")
            lines.append(f"{i + 1}: {a.text or a.cost} — {line}")
        raise game.error(span, f"{name} has {len(acts)} activated abilities; say which with the line given for it: "
                               + "; ".join(lines), mistake=True)
    if isinstance(which, int):
        if not 1 <= which <= len(acts):
            raise game.error(span, f"{name} has {len(acts)} activated abilit{'y' if len(acts) == 1 else 'ies'}, not {which}",
                             mistake=True)
        return which - 1, acts[which - 1]
    # the ability's text as the card says it (a granted one is kept read: "{t}: ~ deals 1 damage
    # …", Noxious Field's "This land deals …"), or its cost; two that fit are the scenario's to
    # tell apart. Both sides say the permanent itself as "~".
    card_name = re.escape(game.objects[oid].card.name.lower())
    def plain(text: str) -> str:
        text = " ".join(text.split()).lower()
        return re.sub(rf"\bthis (?:land|creature|artifact|permanent|enchantment)\b|\b{card_name}\b", "~", text)
    w = plain(str(which))
    said = [plain(a.text or "") for a in acts]
    fits = [i for i, a in enumerate(acts) if said[i].startswith(w) or said[i].rstrip(".") == w.rstrip(".")
            or str(a.cost).lower() == w]
    if len(fits) > 1:
        raise game.error(span, f"{name} has {len(fits)} activated abilities that fit {which!r}: "
                               + "; ".join(f"{i + 1}: {acts[i].text or acts[i].cost}" for i in fits)
                               + " — say which by its number (`ability 2`)", mistake=True)
    if fits:
        return fits[0], acts[fits[0]]
    raise game.error(span, f"{name} has no activated ability {which!r}: "
                           + "; ".join(f"{i + 1}: {a.text or a.cost}" for i, a in enumerate(acts)), mistake=True)


def _restricted_cost(game: Game, ab: ir.ActivatedAbility, cost: ManaCost, what: str, trace: bool = True) -> ManaCost:
    """Crimson Hellkite: "Spend only red mana this way": the generic part must be paid with
    mana of that colour, so it is paid as that many coloured symbols — the card's text overriding
    the rule that any mana pays a generic cost (103.1) as the cost is paid (409.1f)."""
    for r in ab.restrictions:
        if r.kind is RestrictionKind.SPEND_ONLY and r.value and cost.generic:
            sym = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}.get(r.value.lower())
            if sym:
                colored = dict(cost.colored)
                colored[sym] = colored.get(sym, 0) + cost.generic
                if trace:
                    game.tracer.step(f"Only {r.value} mana may be spent on {what}: its {{{cost.generic}}} is paid "
                                     f"with {r.value} mana (the card overrides the rule that any mana pays a generic cost)", "409.1f", "103.1", kind="mana")
                cost = ManaCost(generic=0, colored=colored, x=cost.x, x_value=cost.x_value)
    return cost


def _spend_only_words(restrictions) -> str:
    """"only black mana may be spent": the "spend only" restriction among ``restrictions``, in words."""
    colour = next((r.value for r in restrictions if r.kind is RestrictionKind.SPEND_ONLY and r.value),
                  "")
    return f"only {colour.lower()} mana may be spent"


def _spell_x_spend_only(game: Game, card_id: int, cost: ManaCost, what: str, trace: bool = True) -> ManaCost:
    """Drain Life: "Spend only black mana on X": the mana paid for the X of the spell's mana cost
    (409.1b: announced; 409.1f: paid) must be of that colour, so it is paid as that many coloured
    symbols; the rest of the generic cost is paid with any mana."""
    xs = cost.x * (cost.x_value or 0)
    for r in game.abilities_of(game.objects[card_id]).cast_restrictions:
        if r.kind is not RestrictionKind.SPEND_ONLY or not r.value:
            continue
        sym = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}.get(r.value.lower())
        if sym is None:
            continue
        if trace:
            game.tracer.step(f"Only {r.value} mana may be spent on {possessive(what)} X: "
                             + (f"its X of {xs} is paid with {r.value} mana" if xs else "X is 0, nothing to pay with it"),
                             "409.1f", kind="mana")
        if xs:
            colored = dict(cost.colored)
            colored[sym] = colored.get(sym, 0) + xs
            cost = ManaCost(generic=cost.generic - xs, colored=colored, x=cost.x, x_value=cost.x_value)
    return cost


#: The limits on playing a card as a spell that cast_spell enforces (103.1); "spend only" (Drain
#: Life's X) by _spell_x_spend_only as the cost is worked out.
CAST_RESTRICTIONS = TIMING_KINDS | {RestrictionKind.IF, RestrictionKind.SPEND_ONLY}


def _anyone_may(ab: ir.ActivatedAbility) -> bool:
    """"Any player may play this ability" (Excavation, Mana Cache): an exception to 403.2."""
    return any(r.kind is RestrictionKind.ANY_PLAYER for r in ab.restrictions)


def _only_owner(ab: ir.ActivatedAbility) -> bool:
    """"Only ~'s owner may play this ability" (Personal Incarnation): an exception to 403.2."""
    return any(r.kind is RestrictionKind.ONLY_OWNER for r in ab.restrictions)


def _only_opponent(ab: ir.ActivatedAbility) -> bool:
    """"Only any opponent may play this ability" (Clergy of the Holy Nimbus): an exception to 403.2."""
    return any(r.kind is RestrictionKind.ONLY_OPPONENT for r in ab.restrictions)


def _opponent_may(game: Game, oid: int, player: str, span) -> None:
    """403.2 for an ability its card says only an opponent may play (Clergy of the Holy Nimbus): an
    opponent of the permanent's controller may, its controller may not."""
    obj = game.objects[oid]
    ctl = game.controller_of(oid)
    if player == ctl:
        raise illegal_play(game, span, f"{player} can't play {possessive(obj.display())} ability though {player} controls it: "
                                       f"the card says only an opponent may", "403.2")
    game.tracer.step(f"{player} may play {possessive(obj.display())} ability as {possessive(ctl)} opponent: the card says only an "
                     f"opponent may", "403.2", kind="activate")


def _only_player(game: Game, oid: int, ab: ir.ActivatedAbility) -> Optional[str]:
    """The one player an ability's card says may play it, "Only you may activate this ability"
    (Martyrdom's granted ability: the spell's controller, fixed as it resolved); a card's own
    such sentence names its controller, as 403.2 does. None: the card says nothing of it."""
    for r in ab.restrictions:
        if r.kind is RestrictionKind.ONLY_YOU:
            return r.value or game.controller_of(oid)
    return None


def _player_may(game: Game, oid: int, player: str, only: str, span) -> None:
    """403.2 for an ability only ``only`` may play, as its card says (Martyrdom)."""
    obj = game.objects[oid]
    ctl = game.controller_of(oid)
    if player != only:
        raise illegal_play(game, span, f"only {only} may play {possessive(obj.display())} ability, as the card says"
                                       f"{f' — though {player} controls it' if ctl == player else ''}", "403.2")
    game.tracer.step(f"{player} may play {possessive(obj.display())} ability: the card says only {player} may"
                     f"{f', though {ctl} controls it' if ctl != player else ''}", "403.2", kind="activate")


def _owner_may(game: Game, oid: int, player: str, span) -> None:
    """403.2 for an ability its card says only its owner may play (Personal Incarnation): refused to
    anyone else, its controller included; its owner may, whoever controls it (glossary "Owner")."""
    obj = game.objects[oid]
    owner, ctl = obj.owner, game.controller_of(oid)
    if player != owner:
        raise illegal_play(game, span, f"only {owner}, {possessive(obj.display())} owner, may play this ability, as the card "
                                       f"says{f' — though {player} controls it' if ctl == player else ''}", "403.2")
    game.tracer.step(f"{player} may play {possessive(obj.display())} ability as its owner: the card says only its owner may"
                     f"{f', though {ctl} controls it' if ctl != player else ''}", "403.2", kind="activate")


def _say_anyone_may(game: Game, oid: int, player: str) -> None:
    """The trace's step when ``player`` plays the ability of a permanent another player controls,
    which the card allows (403.2: "unless the card specifically says otherwise")."""
    ctl = game.controller_of(oid)
    if ctl != player:
        game.tracer.step(f"{player} may play {possessive(game.objects[oid].display())} ability though {ctl} controls it: the "
                         f"card says any player may", "403.2", "103.1", kind="activate")


def _mana_ability_by(game: Game, act: ManaAbility, player: str, oid: int, ab: ir.ActivatedAbility) -> None:
    """403.2 for the mana ability ``ab`` that ``player`` plays: its controller's only, unless the
    card says any player may (Mana Cache)."""
    if _only_owner(ab):
        _owner_may(game, oid, player, act.span)
        return
    if _only_opponent(ab):
        _opponent_may(game, oid, player, act.span)
        return
    only = _only_player(game, oid, ab)
    if only is not None:
        _player_may(game, oid, player, only, act.span)
        return
    if game.controller_of(oid) != player and not _anyone_may(ab):
        raise illegal_play(game, act.span, f"{game.describe(oid)} is controlled by {game.controller_of(oid)}", "403.2")
    _say_anyone_may(game, oid, player)


def _only_controller(game: Game, oid: int, ab: ir.Ability, ctl: str, player: str) -> tuple[str, ...]:
    """Why ``player`` can't play ``oid``'s ability ``ab`` (controlled by ``ctl``), and the rules:
    403.2, and 214.8i where an Aura is involved — its own ability is its controller's, not the
    enchanted permanent's; an ability it adds to the permanent is the permanent's controller's."""
    obj = game.objects[oid]
    name = obj.display()
    host = obj.attached_to
    if host is not None and "enchantment" in game.chars(oid).types:
        return (f"only {ctl}, {possessive(name)} controller, can play its abilities: the controller of a local enchantment is "
                f"separate from the controller of the permanent it enchants ({game.describe(host)}, controlled by "
                f"{game.controller_of(host)})", "214.8i", "403.2")
    if ab not in game.abilities_of(obj).abilities:  # an ability another object adds to it
        auras = [a for a in game.in_play if game.objects[a].attached_to == oid and game.controller_of(a) == player
                 and "enchantment" in game.chars(a).types]
        if auras:
            aura = game.describe(auras[0])
            return (f"only {ctl}, {possessive(name)} controller, can play the ability {aura} adds to it, though {player} controls "
                    f"{aura}: an ability a local enchantment adds to the permanent it enchants is played only by that "
                    f"permanent's controller", "214.8i", "403.2")
    return (f"only {ctl}, {possessive(name)} controller, can play its abilities", "403.2")


def activate(game: Game, act: Activate) -> Optional[StackObject]:
    """Play an activated ability (403, 409.1); a mana ability resolves at once (411.1)."""
    player = act.player
    require_priority(game, player, act.span, "play an ability")
    oid = resolve_ref(game, act.source, player=None, what="the ability's source")
    obj = game.objects[oid]
    idx, ab = pick_ability(game, oid, act.ability, act.span, None, x_said=act.x is not None or act.x_open)
    picked = ab
    if ab.zone == Zone.IN_PLAY and obj.zone == Zone.PHASED_OUT:  # glossary "Phasing": as though it doesn't exist
        raise illegal_play(game, act.span, f"{obj.display()} is phased out: treated as though it doesn't exist, it "
                                           f"isn't in play, and its abilities function only in play (402.8; glossary "
                                           f"\"Phasing\")", "402.8")
    if ab.zone == Zone.IN_PLAY and obj.zone != Zone.IN_PLAY:
        raise illegal_play(game, act.span, f"{obj.display()} is not in play (402.8)", "402.8")
    # glossary "Cycling": "[cost], Discard this card: Draw a card. Play this ability only when this card is
    # in your hand." — the ability as the keyword is read (its IR, not its words)
    cycling = "glossary \"Cycling\"" if (ab.zone == Zone.HAND and ab.cost.discard_self and len(ab.effects) == 1
                                         and isinstance(ab.effects[0], ir.Draw)) else ""
    if ab.zone != Zone.IN_PLAY and obj.zone != ab.zone:
        raise illegal_play(game, act.span, f"{obj.display()} is {where_it_is(obj)}: this ability can be played only while "
                                           f"the card is in its owner's {ab.zone}{f' ({cycling})' if cycling else ''}", "402.9")
    if ab.zone != Zone.IN_PLAY:
        game.tracer.step(f"{obj.display()} is in {possessive(obj.owner)} {ab.zone}: its ability says it is played from there, so "
                         f"it can be (it is a card ability, not a permanent's{f'; {cycling}' if cycling else ''})", "402.9", kind="activate")
    if ab.cost.remove_counters and ab.cost.remove_counters[1] == ir.ALL_COUNTERS:
        # "Remove all pain counters from ~": X is how many there are as the cost is paid (409.1b)
        kind = ab.cost.remove_counters[0]
        n = obj.counters.get(kind, 0)
        if act.x is not None and act.x != n:
            raise illegal_play(game, act.span, f"the cost removes all {kind} counters from {obj.display()}: X is {n}, "
                                               f"not {act.x}", "409.1b")
        act = replace(act, x=n)
        ab = replace(ab, cost=replace(ab.cost, remove_counters=(kind, ir.VarX())))
        counted = f"X is the number of {kind} counters on {obj.display()}, all of which the cost removes: {n}"
    else:
        counted = None
    if ab.x_is is not None:  # "X is the number of cards in an opponent's hand" (Bargaining Table, 409.1b)
        n = amount(Ctx(game=game, controller=player, source=oid, source_name=obj.display(), targets=[]), ab.x_is)
        if act.x is not None and act.x != n:
            raise illegal_play(game, act.span, f"{possessive(obj.display())} ability says what X is: {phrasebook.amount_words(ab.x_is, player)}, "
                                               f"{n} now — not {act.x}", "409.1b")
        act = replace(act, x=n)
        counted = f"X is {phrasebook.amount_words(ab.x_is, player)}, as the card says: {n}"
    x_in_cost = has_x(ab.cost)
    if x_in_cost:  # "Sacrifice X lands:" (Copper-Leaf Angel): X announced with the play (409.1b)
        if act.x is None:
            raise _open(game, act.span, player, f"the value of X for {possessive(obj.display())} ability", ["any number 0 or more"],
                        "409.1b", "`with X = 2`")
        ab = replace(ab, cost=with_x(ab.cost, act.x))
    ctl = game.controller_of(oid)
    only = _only_player(game, oid, ab)
    if _only_owner(ab):
        _owner_may(game, oid, player, act.span)
    elif _only_opponent(ab):
        _opponent_may(game, oid, player, act.span)
    elif only is not None:
        _player_may(game, oid, player, only, act.span)
    elif ctl != player and not _anyone_may(ab):
        raise illegal_play(game, act.span, *_only_controller(game, oid, picked, ctl, player))
    else:
        _say_anyone_may(game, oid, player)
    if ab.is_mana_ability:
        _refuse_mana_ability_clauses(game, act, ab, f"{possessive(obj.display())} mana ability", counted or x_in_cost)
        mana_choice = None
        if ab.restrictions:  # Wall of Roots: "Activate this ability only once each turn" (403.3)
            check_restrictions(game, player, oid, idx, ab, act.span, act.x)
        paying = resolve_refs(game, act.paying, zone=Zone.IN_PLAY, player=player, what="a mana source")
        activate_mana_ability(game, player, oid, ab, mana_choice, act.span, x=act.x, paying=paying, act=act)
        retain_priority(game, player)
        return None
    window = check_restrictions(game, player, oid, idx, ab, act.span, act.x)
    refuse_forbidden(game, player, oid, act.span, ab.cost.tap)
    ch = game.chars(oid)
    what = f"{possessive(obj.display())} ability"
    if act.creating and not _makes_tokens(ab):
        raise _no_tokens(game, act, what)
    if ab.cost.mana and _needs_x(ab.cost.mana) and act.x is None and not act.x_open:
        raise _open(game, act.span, player, f"the value of X for {what}", ["any number 0 or more"], "409.1b", "`with X = 3`")
    with game.tracer.nest(f"{player} plays {what} ({ab.text or ab.cost})", "409.1", "403.1", kind="activate"):
        if window:
            game.tracer.step(window, *restriction_rules(game, player, oid), kind="activate")
        # (that it is in the zone its ability is played from, 402.9, was said as the play began — not again here:
        # a cycled Lay Waste said it twice, audit 14843)
        so = StackObject(id=game.tally.new_id(), kind=StackKind.ABILITY, controller=player, name=f"{possessive(obj.name)} ability",
                         source=oid, ability=ab, effects=ab.effects, x=act.x, label=act.label, text=ab.text,
                         token_labels=act.creating)
        game.stack.push(so)
        game.tracer.step(f"A pseudospell for {what} goes on the stack{_on_top_of(game)}", "409.1a", "217.6b",
                         *(("217.6a", "408.1e") if len(game.stack.items) > 1 else ()), kind="activate")
        specs = list(ab.targets)
        if act.modes and not ab.modes:
            raise _no_modes(game, act, what)
        if ab.modes:
            specs, effects, modes = pick_modes(game, ab.modes, 1, act, what)
            game.stack.choose_modes(so, effects, modes)
            if act.modes:  # (left open, the choice's step announced it: 409.1b, said once)
                game.tracer.step(f"Mode announced: {'; '.join(modes)}", "409.1b", kind="activate")
        if act.x is None and act.x_open and ab.cost.mana and _needs_x(ab.cost.mana):
            act = _open_x(game, act, player, ab.cost.mana, what,  # what it costs with that X ("spend only")
                          lambda x: _restricted_cost(game, ab, reduce_cycling(
                              game, player, ab, changed_cost(game, oid, parse_cost(ab.cost.mana, x), what, trace=False),
                              what, trace=False), what, trace=False))
            game.stack.announce_x(so, act.x)
        if act.x is not None and not counted and not _x_in(ab.text, ab.cost.mana):
            raise _no_x(game, act, what)
        if act.x is not None:
            game.tracer.step(counted or f"X is announced as {act.x}", "409.1b", kind="activate")
        own = [sp for sp in specs if sp.chosen_by is None]
        targets = choose_targets(game, player, own, act.targets, oid, ch, act.x, act.span, what)
        if len(own) < len(specs):  # "… of an opponent's choice" (Cuombajj Witches): chosen after (409.1c)
            targets += _related_targets().targets_others_choose(game, player, [sp for sp in specs if sp.chosen_by is not None], targets,
                                              oid, ch, act.x, act.span, what)
            targets.sort(key=lambda t: t.spec.index)
        game.stack.set_targets(so, targets)
        if so.targets:
            text, cited = targets_step(game, so.targets, spell=False)
            printed = printed_choice_said(game, so)  # "any one creature" as printed (audit 7773)
            game.tracer.step(text + printed, *cited, *(("413.2a",) if printed else ()), kind="activate")
        if act.divide and not division.divides(so):
            raise _no_division(game, act, what)
        if act.divide:
            game.stack.divide(so, _divide(game, act, so.targets, player, what))
            wrong = division.check_stated(game, so, what)
            if wrong:
                raise illegal_play(game, act.span, wrong, "409.1e")
        else:
            division.announce(game, player, so, what)
        if ab.cost.or_cost is not None:  # Tidal Control's "Pay 2 life or {2}": which one, announced now (409.1f)
            ab = replace(ab, cost=_one_of_two_costs(game, player, oid, ab.cost, what))
        paying = resolve_refs(game, act.paying, zone=Zone.IN_PLAY, player=player, what="a mana source")
        paid: dict[str, list[int]] = {}
        # (Brutal Suppression's added "Sacrifice a land", paid with the ability's own cost: 409.1f)
        full, added = with_added_costs(game, player, oid, ab.cost, what, act.span)
        refuse_unused_cost_clauses(game, act, what, full, source=oid)

        def pay_its_mana() -> Any:
            changes: list = []
            mana = mana_each_counter(game, player, ab.cost, oid)  # (Skeleton Scavengers' counted as it is paid, 409.1f)
            base = reduce_cycling(game, player, ab, changed_cost(game, oid, parse_cost(mana or None, act.x), what,
                                                                  changes=changes), what)
            cost = _restricted_cost(game, ab, base, what)
            if mana:
                _zero_paid(game, player, cost, what)
            # Crypt Rats' "Spend only black mana on X", a cost a static ability changed or left as it was
            # (Heartstone's "less than one mana"): said where the cost can't be paid (409.1f)
            if cost.colored != base.colored:
                changes.append(f"{_spend_only_words(ab.restrictions)} on its {{{base.generic}}}")
            pay_mana(game, player, cost, paying, what, act.span, purpose=mana_limits.Purpose(False, tuple(ch.types)),
                     cost_from=f"its cost {mana} and {'; '.join(changes)}" if changes else "")
            return cost

        # the mana first where a source paying it is also a permanent the line sacrifices (Foratog's "{G}, Sacrifice a
        # Forest" paid with that Forest's {G}): costs are paid in any order (409.1f), but none lets a player play the
        # mana ability of a permanent already sacrificed — the trace in an order a player could take
        mana_first = _sacrificing_a_source_paying(game, player, act, paying, full, oid)
        if mana_first:
            cost = pay_its_mana()
        sacrificed = pay_other_costs(game, player, full, oid, act, what, paid=paid)[added:]
        if sacrificed:
            game.stack.remember_on_stack(so, replace(so.memory, sacrificed=tuple(sacrificed)))
        _remember_paid(game, so, paid)
        if paid.get("cost tapped"):  # "… tapped this turn to pay for its abilities" (Vodalian War Machine)
            game.this_turn.record_tapped_to_pay(oid, tuple(paid["cost tapped"]))
        if not mana_first:
            cost = pay_its_mana()
        events.record_played(game, oid, played_key(ab, idx))
        game.this_turn.record_activation(oid, idx, cost.total())
        events.ability_played(game, player, oid, ab)
        if so.targets:
            events._record(game, events.targeted_events(so))
    retain_priority(game, player)
    return so


def _sacrificing_a_source_paying(game: Game, player: str, act: Any, paying: Sequence[Any], cost: ir.Cost,
                                 source: int) -> bool:
    """Whether a permanent the play line's ``paying with …`` names may be the one the cost sacrifices (Foratog's
    "Alice activates @fog paying with @f sacrificing @f", or with the Forest left to a forced choice): that
    permanent's mana is paid before it is sacrificed. Not where the sacrifice asks for an untapped permanent (the
    mana ability's {T} would take it out of the choice) nor where the line sacrifices other permanents."""
    mine = {o for o in paying if isinstance(o, int)}
    if not mine or not cost.sacrifice:
        return False
    named = [c for c in getattr(act, "costs", ()) or () if c.kind is CostClause.SACRIFICE]
    if named:
        doomed = resolve_refs(game, [o for c in named for o in c.objects], zone=Zone.IN_PLAY, player=player,
                              what="a permanent to sacrifice")
        return bool({o for o in doomed if isinstance(o, int)} & mine)
    return any(not isinstance(sac.what, ir.This) and "untapped" not in sac.what.status
               and game.controller_of(o) == player and matches(game, sac.what, o, player, source)
               for sac in cost.sacrifice for o in mine if game.exists(o))


def _one_of_two_costs(game: Game, player: str, oid: int, cost: ir.Cost, what: str) -> ir.Cost:
    """"Pay 2 life or {2}" (Tidal Control): the player announces which of the two costs he or she pays as the
    ability is played (409.1f: "The player announces choices for any variable or alternative costs at this time"),
    and only that one is paid. A life cost greater than the player's life total is no choice: it can't be paid
    (409.1f, "A player can't pay a nonzero mana or life cost greater than he or she currently has")."""
    first, second = replace(cost, or_cost=None), cost.or_cost
    options, left_out = [], []
    for c in (first, second):
        label = phrasebook.cost_words(c)
        names = {label.lower(), label.lower().removeprefix("pay ")}
        opt = Option(label, c, lambda v, names=names: str(getattr(v, "name", None) or v).lower() in names,
                     aliases=(label.removeprefix("pay "),))
        life = c.life if isinstance(c.life, int) else 0
        if life and game.player(player).life < life:
            left_out.append((opt, f"{player} has only {game.player(player).life} life, and a life cost greater than "
                                  f"a player's life total can't be paid"))
        else:
            options.append(opt)
    if not options:  # (neither: the life can't be paid, nor then the mana's alternative — not an era card's case)
        raise Unsupported(f"{what}: neither of its two costs can be paid")
    for opt, why in left_out:
        game.tracer.step(f"{player} can't choose to {opt.label} for {what}: {why}", "409.1f", kind="activate")
    picked = choose(game, player, f"which cost of {what} to pay ({phrasebook.cost_words(first)} or {phrasebook.cost_words(second)})",
                    options, rule="409.1f", about=oid, left_out=left_out)[0]
    return picked


def _mana_options(game: Game, oid: int, eff: ir.AddMana) -> tuple[str, ...]:
    """The mana ``eff`` can add: its options, or the colour chosen as ``oid`` came into play
    ("Add one mana of the chosen color", 410.10e; none if nothing was chosen)."""
    if eff.chosen_color:
        color = chosen_on_entry(game, oid, ir.EntryChoice.COLOR)
        return ("{" + ir.COLOR_SYMBOLS[color] + "}",) if color else ()
    if eff.could_produce is not None:  # what the lands it names could produce (glossary "Could")
        from judge.engine import could_produce  # (glossary "Could": not on the start-up path)

        return could_produce.options(Ctx(game=game, controller=game.controller_of(oid), source=oid,
                                         source_name=game.describe(oid), targets=[]), eff)
    return eff.options


def _ability_makes(game: Game, oid: int, ab: ir.ActivatedAbility) -> list[dict[str, int]]:
    """The mana ``ab`` of ``oid`` can add, each option; a land's {T} ability's as a replacement
    would make it now (Contamination, 419.1)."""
    made = [parse_mana(o) for e in ab.effects if isinstance(e, ir.AddMana) for o in _mana_options(game, oid, e)]
    return mana_instead.planned(game, oid, game.controller_of(oid), made) if ab.cost.tap and made else made


def _alike_under_replacement(game: Game, oid: int, player: str, abilities: list[ir.ActivatedAbility]) -> bool:
    """Whether ``abilities`` of land ``oid`` (a dual land's two, 214.9e) differ only in the mana
    they add, while a replacement makes that mana the same (Reality Twist, 419.1): then which
    one is played doesn't matter. Abilities that differ otherwise (a painland's) stay the
    player's to name."""
    return bool(mana_instead.effects_on(game, oid, player)) and all(
        a.cost == abilities[0].cost and a.cost.tap and not a.restrictions
        and all(isinstance(e, ir.AddMana) and e.count == 1 for e in a.effects) for a in abilities)


def _identical(abilities: list[ir.ActivatedAbility]) -> bool:
    """Whether ``abilities`` are the same ability more than once — the same cost, effects, targets and
    restrictions, worded alike or not (Llanowar Elves' own "{T}: Add {G}" and the one Citanul Hierophants
    gives it): which one is played makes no difference, so a line needn't say."""
    first = replace(abilities[0], text="", intrinsic=False)
    return len(abilities) > 1 and all(replace(a, text="", intrinsic=False) == first for a in abilities[1:])


def mana_ability_action(game: Game, act: ManaAbility) -> None:
    """``Alice taps Forest for {G}``: a mana ability played with priority (411.2)."""
    player = act.player
    require_priority(game, player, act.span, "play a mana ability")
    oid = resolve_ref(game, act.source, zone=Zone.IN_PLAY, player=player, what="the mana source")
    # `paying with @m`: the sources paying its own mana cost (Koskun Keep's "{1}, {T}"), 409.1f, 411.2
    paying = resolve_refs(game, act.paying, zone=Zone.IN_PLAY, player=player, what="a mana source") if act.paying else []
    mana_abs = [a for a in game.chars(oid).abilities if isinstance(a, ir.ActivatedAbility) and a.is_mana_ability]
    if game.controller_of(oid) != player and not any(_anyone_may(a) or _only_owner(a) or _only_opponent(a) or _only_player(game, oid, a)
                                                     for a in mana_abs):
        raise illegal_play(game, act.span, f"{game.describe(oid)} is controlled by {game.controller_of(oid)}", "403.2")
    if act.mana:  # a nonbasic land made a Swamp doesn't tap for {B} (212.2c)
        why = no_land_type_mana(game, oid, act.mana, [m for a in mana_abs for m in _ability_makes(game, oid, a)])
        if why:
            raise illegal_play(game, act.span, why, "212.2c", "214.9g")
    if act.mana and len(mana_abs) > 1:
        # "Alice taps Adarkar Wastes for {W}": the mana ability that produces it, if only one does
        want = parse_mana(act.mana)
        fits = [a for a in mana_abs if want in _ability_makes(game, oid, a)]
        if len(fits) > 1 and (_alike_under_replacement(game, oid, player, fits) or _identical(fits)):
            fits = fits[:1]
        if len(fits) == 1:
            _mana_ability_by(game, act, player, oid, fits[0])
            if fits[0].restrictions:  # (403.3)
                acts = [a for a in game.chars(oid).abilities if isinstance(a, ir.ActivatedAbility)]
                check_restrictions(game, player, oid, acts.index(fits[0]), fits[0], act.span)
            activate_mana_ability(game, player, oid, fits[0], act.mana, act.span, paying=paying)
            retain_priority(game, player)
            return
        if not fits:
            from judge.engine.effects.mana_pool import land_type_mana_why, text_mana_why
            # "Alice taps Plateau for {G}": no mana ability of it can make that mana (said as for
            # a land of one ability, "Forest produces {G}, not {R}"), where each names its mana
            made = [mana_text(m) for a in mana_abs for m in _ability_makes(game, oid, a)]
            whole = all(isinstance(e, ir.AddMana) and e.count == 1 for a in mana_abs for e in a.effects)
            if whole and made and all(o.startswith("{") for o in made):
                names = list(dict.fromkeys(made))
                listed = ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else names[0]
                insteads = mana_instead.effects_on(game, oid, player)  # (Pale Moon, 419.1)
                why = (f" (its mana replaced: {mana_instead.named(insteads)}; rule 419.1)" if insteads
                       else land_type_mana_why(game, oid)  # a dual's two land types (214.9e)
                       or text_mana_why(game, oid))  # its abilities' text (Wizards' School, 402.1)
                raise game.error(act.span, f"{game.describe(oid)} produces {listed}, not {act.mana}{why}")
    if act.mana is None and len(mana_abs) > 1 and (_alike_under_replacement(game, oid, player, mana_abs)
                                                   or _identical(mana_abs)):
        # "Alice taps Tundra" under Naked Singularity: which of its alike abilities doesn't
        # matter; the mana it produces is the player's to choose (419.8a) — nor which of two
        # identical ones (Llanowar Elves' own and Citanul Hierophants')
        _mana_ability_by(game, act, player, oid, mana_abs[0])
        if mana_abs[0].restrictions:  # (403.3)
            acts = [a for a in game.chars(oid).abilities if isinstance(a, ir.ActivatedAbility)]
            check_restrictions(game, player, oid, acts.index(mana_abs[0]), mana_abs[0], act.span)
        activate_mana_ability(game, player, oid, mana_abs[0], None, act.span, paying=paying)
        retain_priority(game, player)
        return
    idx, ab = pick_ability(game, oid, None, act.span, True)
    if not ab.is_mana_ability:
        raise illegal_play(game, act.span, f"{possessive(game.describe(oid))} ability is not a mana ability", "406.1a")
    _mana_ability_by(game, act, player, oid, ab)
    if ab.restrictions:  # (403.3)
        check_restrictions(game, player, oid, idx, ab, act.span)
    activate_mana_ability(game, player, oid, ab, act.mana, act.span, paying=paying)
    retain_priority(game, player)
