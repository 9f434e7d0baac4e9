"""Effects (413.2, 417, 418): damage, destruction, zone changes, life, cards, mana, P/T, abilities, tokens, prevention and replacement, control, static rules.

One area of the card-text grammar's transformer (:class:`judge.cards.reading.CardTransformer`
combines them): each method builds the IR of the grammar rule of its name."""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Optional, Sequence

from judge._speed.lalr.driver import Token
from judge._speed.lalr.trees import Transformer, v_args

from judge.cards import ir
from judge.cards.phrases import (KEYWORD_SENTENCES, CardTextError, AT_END_OF_COMBAT, It, ItFirst, Itself, Marker, MayPay, ReturnSelfFromGraveyard, ThatIt, ThatPlayer, UNSTATED,
                                 any_zone, controlled_by_player, discarded_card_filter, fixed_number, its_is_the_subject, mana_text, as_player,
                                 pt_change, singular_type, on_the_stack, as_subtype, spell_types_filter, you_control)
from judge.zones import Zone


def _own_library(who: Any, whose: Any) -> Any:
    """"Defending player puts the top three cards of his or her library …": "his or her" is
    the sentence's subject's (Flint Golem mills the defending player, Whetstone each player),
    never the ability's controller's."""
    if isinstance(whose, ThatPlayer) and who is not None:
        return who
    return whose


#: "with defender" of a Wall token (the era's Wall type says it, 308.1)
_DEFENDER = object()

@v_args(inline=True)
class Effects(Transformer):  # type: ignore[misc]
    """Effects (413.2, 417, 418): damage, destruction, zone changes, life, cards, mana, P/T, abilities, tokens, prevention and replacement, control, static rules."""

    def deal_either_each(self, src: Any, n: Any, first: ir.Filter, m: Any, second: ir.Filter) -> ir.DealDamage:
        # Lava Storm: the same damage to one group or the other, the group chosen on resolution
        # (413.2c; ir.EitherAll, as Catastrophe's "all lands or all creatures")
        if n != m:
            raise CardTextError("?", "deals … damage to each … or ~ deals … damage to each …",
                                reason="read only with the same damage to either group")
        return ir.DealDamage(n, (ir.EitherAll((first, second)),), src)

    def deal(self, src: Any, first: tuple, *more: Any) -> ir.DealDamage | list:
        amount, to = first
        groups: list[tuple[Any, list]] = [(amount, [to])]
        for m in more:
            if isinstance(m, tuple):
                groups.append((m[0], [m[1]]))
            else:
                groups[-1][1].append(m)
        if len(groups) == 2 and all(len(tos) == 1 and isinstance(tos[0], ir.All) for _, tos in groups):
            # "deals X damage to each creature with flying and 1 damage to each blue creature"
            # (Tropical Storm as printed): a creature in both groups is dealt both amounts at once,
            # as the Oracle's "1 additional damage" says
            (a, (to,)), (b, (more,)) = groups
            return [ir.DealDamageAdditional(a, (to,), b, (more,), src)]
        if any(isinstance(t, Itself) for _, tos in groups for t in tos):
            # "~ deals 2 damage to target creature or player and 3 damage to itself" (Psionic Entity): the
            # clause's subject; a group dealing a fixed amount to itself is no era card's, refused
            if isinstance(src, ir.All):
                raise CardTextError("?", "deals damage to itself", reason="only a card or one creature dealing damage "
                                    "to itself, or each creature dealing damage equal to its power to itself, is understood")
            groups = [(a, [src if isinstance(t, Itself) else t for t in tos]) for a, tos in groups]
        return [ir.DealDamage(a, tuple(tos), src) for a, tos in groups]

    def deal_additional(self, src: Any, first: tuple, more: Any, to: Any) -> ir.DealDamageAdditional:
        amount, each = first
        return ir.DealDamageAdditional(amount, (each,), more, (to,), src)

    def deal_and_tap(self, src: Any, first: tuple, what: Any) -> list:
        return self.deal(src, first) + [ir.Tap(what)]

    def deal_and_doesnt_untap_next(self, src: Any, first: tuple) -> list:
        # the subject of both: the source deals the damage, then skips its next untap
        return self.deal(src, first) + [self.doesnt_untap_next(src)]

    def grant_and_doesnt_untap_next(self, what: Any, grants: list, duration: str) -> list:
        # the subject of both: it gains the ability, and skips its controller's next untap (added, otrig6)
        return self.grant(what, grants, duration) + [self.doesnt_untap_next(what)]

    def grant_and_deal(self, what: Any, grants: list, duration: str, first: tuple) -> list:
        return self.grant(what, grants, duration) + self.deal(what, first)

    def damage_part(self, amount: Any, to: Any) -> tuple:
        return (amount, to)

    def damage_part_the_player(self, amount: Any) -> tuple:
        return (amount, ThatPlayer())

    def damage_more(self, *xs: Any) -> Any:
        return xs[0] if len(xs) == 1 else (xs[0], xs[1])

    def deal_equal(self, src: Any, amount: Any, *to: Any) -> Any:
        if any(isinstance(t, Itself) for t in to):
            return _each_to_itself(src, amount, to)
        return ir.DealDamage(its_is_the_subject(amount, src), tuple(to), src)

    def deal_equal_the_player(self, src: Any, amount: Any) -> ir.DealDamage:
        return ir.DealDamage(its_is_the_subject(amount, src), (ThatPlayer(),), src)  # "to the player": "that player"

    def fight(self, first: Any, second: Any) -> ir.EachDealsToOther:
        return ir.EachDealsToOther(first, second)  # Triangle of War: each deals its power to the other

    def deal_equal_to_first(self, src: Any, *rest: Any) -> Any:
        *to, amount = rest
        if any(isinstance(t, Itself) for t in to):
            return _each_to_itself(src, amount, to)
        return ir.DealDamage(its_is_the_subject(amount, src), tuple(to), src)

    def deal_divided(self, src: Any, amount: Any, multi: Any) -> ir.DealDamage:
        # each target is dealt at least 1 (409.1e): N damage has 1 to N targets, however the
        # card counts them ("any number of", "one, two, or three")
        if isinstance(amount, int) and isinstance(multi, ir.Target):
            spec = self.targets[multi.index]
            hi = amount if spec.max_count is None else min(spec.max_count, amount)
            self.targets[multi.index] = dataclasses.replace(spec, min_count=1, max_count=hi)
        return ir.DealDamage(amount, (multi,), src, divided=True)

    def deal_evenly(self, src: Any, amount: Any, multi: Any) -> ir.DealDamage:
        # "divided evenly, rounded down, among any number of targets" (Fireball): at least one
        # target — the amount is divided by their number — and no division to announce (409.1e:
        # the player isn't given a choice)
        if isinstance(multi, ir.Target):
            spec = self.targets[multi.index]
            self.targets[multi.index] = dataclasses.replace(spec, min_count=1, divided=False)
        return ir.DealDamage(amount, (multi,), src, evenly=True)

    def deal_evenly_among(self, src: Any, amount: Any, f: ir.Filter) -> ir.DealDamage:
        # Dwarven Catapult: "among all creatures target opponent controls" — a group, not targets:
        # counted as the instruction is carried out (413.2f)
        return ir.DealDamage(amount, (ir.All((f,)),), src, evenly=True)

    def multi_target(self, f: ir.Filter) -> ir.Target:
        return self._add_target(f, 0, None, divided=True)

    def multi_target_upto(self, n: Any, f: ir.Filter) -> ir.Target:
        # "divided as you choose among one, two, or three targets": 1 to N targets (409.1e)
        return self._add_target(f, 1, fixed_number(n), divided=True)

    def src_self(self) -> ir.ObjRef:
        return ir.This()

    def src_it(self) -> Any:
        return It()

    def destroy(self, what: Any) -> ir.Destroy:
        return ir.Destroy(what)

    def destroy_own_chosen(self, n: Any, f: ir.Filter) -> ir.Destroy:
        # "destroy one of your lands" (Portal): that many of the player's own, chosen as the
        # instruction is carried out (413.2c) — no target; one (the engine chooses one permanent
        # of a description: judge.engine.context.refer)
        if fixed_number(n) != 1:
            raise CardTextError("?", "destroy", reason="only one of your permanents is chosen to be destroyed")
        return ir.Destroy(ir.Chosen(dataclasses.replace(f, controller=ir.PlayerRelation.YOU), ir.You()))

    def destroy_no_regen(self, what: Any) -> ir.Destroy:
        # regeneration can't replace this destruction (419.6b)
        return ir.Destroy(what, cant_regenerate=True)

    def return_chosen(self, f: ir.Filter, dest: tuple) -> ir.MoveTo:
        return self.return_to(ir.Chosen(f), dest)

    def return_chosen_for_each(self, f: ir.Filter, dest: tuple, n: ir.CountOf) -> ir.MoveTo:
        # Rofellos's Gift: cards of a graveyard, as many as counted as it resolves (413.2f), chosen then (413.2c)
        if f.zone != Zone.GRAVEYARD:
            raise CardTextError("?", "return a … for each …", reason="read only of cards in a graveyard")
        return self.return_to(ir.Chosen(f, count=n), dest)

    def player_exiles_from_hand(self, who: Any, n: Any, *_: Any) -> Any:
        # each player the cards of his or her choice (413.2d: the active player first)
        move = ir.MoveTo(ir.Chosen(ir.Filter(types=("card",), zone=Zone.HAND, controlled_by=ir.EachOne()), ir.EachOne(), n),
                         Zone.REMOVED)
        if not isinstance(who, ir.All):
            raise CardTextError("?", "exiles … cards from their hand", reason="read for 'each player' only")
        return ir.EachPlayer(who, (move,))

    def target_player_exiles_card_from_hand(self, who: Any, *_: Any) -> ir.MoveTo:
        # Parallax Nexus (added, o4): the targeted player chooses the card from his or her hand (413.2c)
        if not isinstance(who, ir.Target):
            raise CardTextError("?", "exiles a card from their hand", reason="read for a targeted player only")
        return ir.MoveTo(ir.Chosen(ir.Filter(types=("card",), zone=Zone.HAND, controlled_by=who), who, 1),
                         Zone.REMOVED)

    def player_exiles_library(self, who: Any, *_: Any) -> Any:
        # every card of one player's library, none chosen (the player named "that player", a target…)
        if isinstance(who, ir.All):
            raise CardTextError("?", "exiles all cards from their library", reason="read for one player only")
        return ir.MoveTo(ir.All((ir.Filter(types=("card",), zone=Zone.LIBRARY, controlled_by=who),)), Zone.REMOVED)

    def player_returns_chosen(self, who: Any, f: ir.Filter, dest: tuple) -> Any:
        # "Each player returns a creature they control": each chooses one of his or her own
        if isinstance(f.controlled_by, ThatPlayer) or f.controller is ir.PlayerRelation.YOU:
            f = dataclasses.replace(f, controlled_by=ir.EachOne(), controller=None)
        move = self.return_to(ir.Chosen(f, ir.EachOne()), dest)
        if isinstance(who, ir.All):
            return ir.EachPlayer(who, (move,))
        return self.return_to(ir.Chosen(dataclasses.replace(f, controlled_by=who) if f.controlled_by == ir.EachOne()
                                        else f, who), dest)

    def player_returns_chosen_up_to(self, who: Any, n: Any, f: ir.Filter) -> Any:
        # Ill-Gotten Gains: "each player … returns up to three cards from their graveyard to their hand" — each
        # chooses none to that many of his or her own cards there (413.2c, 413.2d) and puts them into his or her hand
        if not isinstance(who, ir.All) or f.zone not in (Zone.IN_PLAY, Zone.ANY) or f.controller or f.controlled_by is not None:
            raise CardTextError("?", "returns up to", reason="read only of each player's cards in their own graveyard")
        f = dataclasses.replace(f, zone=Zone.GRAVEYARD, controlled_by=ir.EachOne())
        return ir.EachPlayer(who, (ir.MoveTo(ir.Chosen(f, ir.EachOne(), count=fixed_number(n), up_to=True), Zone.HAND),))

    def return_eoc(self, what: Any, dest: tuple) -> ir.DelayedTrigger:
        return ir.DelayedTrigger(AT_END_OF_COMBAT, (self.return_to(what, dest),))

    def put_on_library_eoc(self, what: Any) -> ir.DelayedTrigger:
        return ir.DelayedTrigger(AT_END_OF_COMBAT, (self.put_on_library(what),))

    def destroy_eoc(self, what: Any) -> ir.DelayedTrigger:
        return ir.DelayedTrigger(AT_END_OF_COMBAT, (ir.Destroy(what),))

    def counter(self, what: Any) -> ir.CounterSpell:
        return ir.CounterSpell(what)

    def counter_if_same_name(self, what: Any) -> ir.Conditional:
        # Bazaar of Wonders (session 44, c5): the spell's name against the graveyards' cards and nontoken permanents
        named = ir.Filter(types=("spell",), extra=(ir.SAME_NAME_AS_GRAVEYARD_CARD_OR_NONTOKEN_PERMANENT,))
        return ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=what, filter=named), (ir.CounterSpell(what),))

    def counter_unless(self, what: Any, mana: Token) -> ir.CounterSpell:
        return ir.CounterSpell(what, unless_cost=mana_text(mana), unless_payer=ir.ControllerOf(what))

    def counter_unless_mana_and_life(self, what: Any, mana: Token, n: Any) -> ir.IfYouDo:
        # the spell's controller chooses whether to pay both; if he or she doesn't, it is
        # countered (glossary "Unless"; a payment he or she can't make can't be chosen, 413.2c)
        return ir.IfYouDo(ir.Cost(mana=mana_text(mana), life=fixed_number(n)), (), (ir.CounterSpell(what),),
                          who=ir.ControllerOf(what))

    def counter_unless_either(self, what: Any, one: Token, other: Token) -> ir.IfYouDo:
        # the controller may pay the one, else the other, else the spell is countered: the same
        # choice as one among the two payments or none (glossary "Unless"; 413.2c)
        countered = ir.CounterSpell(what)
        return ir.IfYouDo(ir.Cost(mana=mana_text(one)), (), (ir.IfYouDo(ir.Cost(mana=mana_text(other)), (), (countered,),
                                                                    who=ir.ControllerOf(what)),),
                          who=ir.ControllerOf(what))

    def counter_unless_you_cost(self, what: Any, part: dict) -> ir.IfYouDo:
        # Mana Vortex (added, session 75, h7): the ability's controller may pay the cost; if he or she doesn't, the
        # spell is countered (glossary "Unless"; a cost he or she can't pay can't be chosen, 413.2c)
        if "mana" in part or len(part) != 1 or "sacrifice" not in part:
            raise CardTextError("?", "counter … unless you …", reason="only 'unless you sacrifice …' is read here")
        return ir.IfYouDo(ir.Cost(sacrifice=(part["sacrifice"],)), (), (ir.CounterSpell(what),), who=ir.You())

    def counter_unless_each(self, what: Any, mana: Token, each: Any) -> ir.CounterSpell:
        return ir.CounterSpell(what, unless_cost=mana_text(mana), unless_payer=ir.ControllerOf(what), unless_times=each)

    def return_to(self, what: Any, dest: tuple) -> ir.MoveTo:
        zone, controller = dest
        return ir.MoveTo(what, zone, controller=controller)

    def return_to_first(self, dest: tuple, what: Any) -> ir.MoveTo:
        return self.return_to(what, dest)

    def return_self_from_graveyard(self, dest: tuple) -> Any:
        zone, controller = dest
        return ReturnSelfFromGraveyard(ir.MoveTo(ir.This(), zone, controller=controller))

    def return_self_from_graveyard_with_counters(self, n: Any, kind: str) -> Any:
        return ReturnSelfFromGraveyard(ir.MoveTo(ir.This(), Zone.IN_PLAY, controller=ir.You(), with_counters=(kind, fixed_number(n))))

    def return_to_play_owner(self, what: Any) -> ir.MoveTo:
        if isinstance(what, ir.All) and any(isinstance(f, ir.Filter) and ir.EXILED_WITH in f.extra for f in what.filters):
            # "return each card exiled with ~ … under its owner's control" (Safe Haven; added, otrig6):
            # each card under its own owner's control, as a card put into play with no controller
            # named is (OwnerOf of the whole group would name one owner for all)
            return ir.MoveTo(what, Zone.IN_PLAY)
        return ir.MoveTo(what, Zone.IN_PLAY, controller=ir.OwnerOf(what))

    def put_aura_attached_self(self, what: Any) -> ir.PutAuraAttached:
        return ir.PutAuraAttached(ir.This(), what=what)  # Iridescent Drake (added, otrig6)

    def return_aura_attached_self(self, what: Any) -> ir.PutAuraAttached:
        # Hakim, Loreweaver (added, session 83, h6): only a target Aura card from your own graveyard — returned, it
        # comes into play under its owner's control, and its owner is you (as "under your control")
        spec = self.targets[what.index] if isinstance(what, ir.Target) else None
        if not (spec is not None and spec.filter.zone == Zone.GRAVEYARD and "Aura" in spec.filter.subtypes
                and spec.filter.controller == ir.PlayerRelation.YOU):
            raise CardTextError("?", "return … to the battlefield attached to ~",
                                reason="only a target Aura card from your graveyard is read")
        return ir.PutAuraAttached(ir.This(), what=what)

    def put_chosen_aura_attached_self(self, f: ir.Filter) -> ir.PutAuraAttached:
        # Academy Researchers (added, otrig6): a card of the hand, chosen as it resolves (413.2c)
        if f.zone != Zone.HAND or "Aura" not in f.subtypes:
            raise CardTextError("?", "put … onto the battlefield attached to ~", reason="only an Aura card from your hand is read")
        return ir.PutAuraAttached(ir.This(), filter=f)

    def return_to_play_owners(self, what: Any) -> ir.MoveTo:
        # Wall of Nets (added, otrig19): "return all cards exiled with ~ … under their owners'
        # control" — only the cards ~ removed, each under its own owner's control (no controller
        # named: whoever puts it into play, its owner, controls it — as Safe Haven's Oracle)
        if not (isinstance(what, ir.All) and any(isinstance(f, ir.Filter) and ir.EXILED_WITH in f.extra
                                                 for f in what.filters)):
            raise CardTextError("?", "under their owners' control", reason="only 'all cards exiled with ~' is read")
        return ir.MoveTo(what, Zone.IN_PLAY)

    def return_exiled_card_owner(self) -> ir.MoveTo:
        # Icy Prison (added, otrig19): "the exiled card" — the card ~'s own ability removed from
        # the game (217.7c: kept apart by its way of returning; 217.8: not one removed by an
        # earlier object of this card), under its owner's control
        return ir.MoveTo(ir.All((ir.Filter(types=("card",), zone=Zone.REMOVED, extra=(ir.EXILED_WITH,)),)),
                         Zone.IN_PLAY)

    def each_returns_exiled_with(self, who: Any) -> ir.MoveTo:
        # Parallax Wave (added, otrig6): "each player returns to the battlefield all cards they own
        # exiled with ~" — every such card, each under its owner's control
        if who != ir.All((ir.Filter(players=True),)):
            raise CardTextError("?", "returns to the battlefield all cards they own", reason="only 'each player returns …' is read")
        return ir.MoveTo(ir.All((ir.Filter(types=("card",), zone=Zone.REMOVED, extra=(ir.EXILED_WITH,)),)),
                         Zone.IN_PLAY)

    def each_returns_exiled_with_to_hand(self, who: Any, *_: Any) -> ir.MoveTo:
        # Parallax Nexus (added, o4): each card removed from the game with ~ to its owner's hand
        return dataclasses.replace(self.each_returns_exiled_with(who), zone=Zone.HAND)

    def return_to_play_owners_tapped(self, what: Any) -> ir.MoveTo:
        # (no controller named: a card put into play from a graveyard comes under its owner's
        # control — each its own, which one OwnerOf of the whole group would not say). The
        # description's words in one order: "basic land cards" (Oracle) and "basic lands ... from
        # all graveyards" (printed) are the same cards.
        if isinstance(what, ir.All):
            what = ir.All(tuple(dataclasses.replace(f, extra=tuple(sorted(f.extra))) if isinstance(f, ir.Filter) else f
                                for f in what.filters))
        return ir.MoveTo(what, Zone.IN_PLAY, tapped=True)

    def put_on_library(self, what: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.LIBRARY, ir.LibraryPosition.TOP)

    def _graveyard_targets(self, what: Any, whose: ir.PlayerRelation, words: str) -> None:
        """``what`` is targets in ``whose`` graveyard (YOU, OPPONENT) — cards that player owns
        (217.4a: a card goes to its owner's graveyard), so the library the sentence names is theirs."""
        spec = next((t for t in self.targets if isinstance(what, ir.Target) and t.index == what.index), None)
        if spec is None or spec.filter.zone != Zone.GRAVEYARD or spec.filter.controller is not whose:
            raise CardTextError("?", words, reason=f"'{words}' is read only of target cards in "
                                                   f"{'your' if whose is ir.PlayerRelation.YOU else 'an opponent' + chr(39) + 's'} graveyard")

    def put_on_graveyard_owners_library_you_order(self, what: Any) -> ir.MoveTo:
        # Misinformation: the opponent's cards onto that opponent's library, arranged by the
        # spell's controller, who puts them (413.2c; ``order`` ir.LibraryOrder.YOU); Drafna's Restoration: "any
        # number of target artifact cards from target player's graveyard on top of their library in
        # any order" — cards that player owns (217.4a), so "their library" is that player's
        spec = next((t for t in self.targets if isinstance(what, ir.Target) and t.index == what.index), None)
        if (spec is not None and spec.filter.zone == Zone.GRAVEYARD and spec.filter.controller is None
                and isinstance(spec.filter.controlled_by, ir.Target)):
            return ir.MoveTo(what, Zone.LIBRARY, ir.LibraryPosition.TOP, order=ir.LibraryOrder.YOU)
        # Lodestone Bauble: "up to four target basic land cards from a player's graveyard" — every
        # target from one graveyard (409.1c), so "their library" is that graveyard's owner's (217.4a)
        if spec is not None and spec.filter.zone == Zone.GRAVEYARD and spec.filter.controller is None and spec.single_zone:
            return ir.MoveTo(what, Zone.LIBRARY, ir.LibraryPosition.TOP, order=ir.LibraryOrder.YOU)
        self._graveyard_targets(what, ir.PlayerRelation.OPPONENT, "on top of their library")
        return ir.MoveTo(what, Zone.LIBRARY, ir.LibraryPosition.TOP, order=ir.LibraryOrder.YOU)

    def shuffle_your_graveyard_into_library(self, what: Any) -> list:
        # Renewing Touch: your cards into your (their owner's) library, which is then shuffled
        self._graveyard_targets(what, ir.PlayerRelation.YOU, "into your library")
        return [ir.MoveTo(what, Zone.LIBRARY, order=ir.LibraryOrder.SHUFFLED)]

    def player_shuffles_up_to_targets_from_graveyard(self, who: Any, n: Any, f: ir.Filter, *_: Any) -> list:
        # Gaea's Blessing (added, session 47): the card targets in the graveyard of the player targeted before
        # (409.1c), none to that many, shuffled into their owner's library — that player's (217.4a)
        spec = next((t for t in self.targets if isinstance(who, ir.Target) and t.index == who.index), None)
        if spec is None or not spec.filter.players or not isinstance(f, ir.Filter) or f.players \
                or f.zone not in (Zone.IN_PLAY, Zone.ANY) or f.controller or f.controlled_by is not None:
            raise CardTextError("?", "shuffles up to … target cards from their graveyard",
                                reason="read only of a target player and target cards in that player's graveyard")
        cards = self._add_target(dataclasses.replace(f, zone=Zone.GRAVEYARD, controlled_by=who), 0, fixed_number(n))
        return [ir.MoveTo(cards, Zone.LIBRARY, order=ir.LibraryOrder.SHUFFLED)]

    def shuffle_a_card_from_hand(self) -> list:
        # Lat-Nam's Legacy: one card of your hand, chosen as it resolves (413.2c); an "If you do" after it
        # asks whether one was (judge.cards.text._fold: ir.ConditionKind.SHUFFLED_THIS_WAY)
        return [ir.ShuffleIntoLibrary(ir.You(), (Zone.HAND,), count=1)]

    def shuffle_any_from_your_graveyard(self, f: ir.Filter) -> list:
        # Renewing Touch as printed: "Shuffle any number of creature cards from your graveyard into your
        # library." — no target (Portal Second Age printed none): the cards of that description the
        # player chooses as it resolves, none included (413.2c), into his or her own library (217.4a)
        if not isinstance(f, ir.Filter) or f.players or f.zone != Zone.GRAVEYARD or f.controller is not ir.PlayerRelation.YOU:
            raise CardTextError("?", "shuffle any number of … into your library",
                                reason="read only of cards in your graveyard")
        return [ir.ShuffleIntoLibrary(ir.You(), (Zone.GRAVEYARD,), any_number=True,
                                      filter=dataclasses.replace(f, zone=Zone.GRAVEYARD, controller=None))]

    def put_into_play_owners(self, what: Any) -> ir.MoveTo:
        # Game Preserve (added, session 84, h6): "put those cards onto the battlefield under their owners' control" —
        # only the cards revealed this way, each under its own owner's control (the engine reads ir.OwnerOf of
        # several cards card by card); "those cards" is still "it" here, the cards revealed by the reveal before it
        # once judge.cards.text resolves it — which the fold of "If all cards revealed this way" requires
        if not isinstance(what, (It, ir.Revealed)):
            raise CardTextError("?", "under their owners' control", reason="'put … under their owners' control' is read "
                                                                          "only of the cards revealed this way")
        return ir.MoveTo(what, Zone.IN_PLAY, controller=ir.OwnerOf(what))

    def put_into_play_yours(self, what: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.IN_PLAY, controller=ir.You())

    def put_into_play_yours_with_counters(self, what: Any, n: Any, kind: str) -> list:
        # Bogardan Phoenix: "it" of the counters is the permanent the card became (217.8), which the
        # engine follows from the move before (413.2b)
        return [ir.MoveTo(what, Zone.IN_PLAY, controller=ir.You()), ir.PutCounters(what, kind, n)]

    def put_into_play_and_attach(self, what: Any, tapped: bool = False) -> list:
        # "… under your control and attach ~ to it": "it" is the permanent the card became
        return [ir.MoveTo(what, Zone.IN_PLAY, tapped=tapped, controller=ir.You()), ir.Attach(ir.This(), ir.put_into_play_with())]

    def put_enchanted_card_and_attach(self) -> list:
        # "enchanted creature card": the card in a graveyard the Aura enchants
        return self.put_into_play_and_attach(ir.Enchanted())

    def put_enchanted_card_tapped_and_attach(self) -> list:
        return self.put_into_play_and_attach(ir.Enchanted(), tapped=True)

    def put_into_play_tapped_and_attach(self, what: Any) -> list:
        return self.put_into_play_and_attach(what, tapped=True)

    def swap_enchant(self, what: Any, lost: Token, gained: Token) -> ir.ChangeEnchant:
        old, new = (self.parse_quoted(str(q)[1:-1]) for q in (lost, gained))
        if not (isinstance(old, Marker) and old.kind == "enchant" and isinstance(new, Marker) and new.kind == "enchant"):
            raise CardTextError("?", str(lost), reason="'loses \"…\" and gains \"…\"' of anything but what an Aura may "
                                                        "enchant is not supported")
        return ir.ChangeEnchant(what, new.value, old.value)

    def exile(self, what: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.REMOVED)

    def exile_that_card_from_your_graveyard(self) -> ir.MoveTo:
        # Necropotence: "that card" the one the trigger event put into the graveyard (judge.cards.text._resolve),
        # removed only if it is a card in your graveyard as the instruction is carried out (413.2f, 217.8)
        return ir.MoveTo(ir.AmongThem(It(), ir.Filter(types=("card",), zone=Zone.GRAVEYARD, controller=ir.PlayerRelation.YOU)),
                         Zone.REMOVED)

    def exile_self_and_sacrificed_cards(self) -> ir.MoveTo:
        # Sword of the Ages: the cards the source and the sacrificed creatures became (217.8)
        return ir.MoveTo(ir.Both((ir.ThisAfterLeavingPlay(), ir.SacrificedCards())), Zone.REMOVED)

    def exile_all_from_play(self, f: ir.Filter) -> ir.MoveTo:
        return ir.MoveTo(ir.All((f,)), Zone.REMOVED)

    def dest_owner_hand(self) -> tuple:
        return (Zone.HAND, None)

    def dest_your_hand(self) -> tuple:
        return (Zone.HAND, None)

    def dest_play(self) -> tuple:
        return (Zone.IN_PLAY, None)

    def dest_owner_library(self) -> tuple:
        return (Zone.LIBRARY, None)

    def gain_life(self, who: Any, amount: Any) -> ir.GainLife:
        return ir.GainLife(as_player(who), amount)

    def gain_life_damage_capped(self, who: Any) -> ir.GainLife:
        return ir.GainLife(as_player(who), ir.ResultOf(ir.DAMAGE_DEALT_CAPPED))

    def reveal_until(self, who: Any, f: ir.Filter) -> ir.RevealUntil:
        # "Its controller reveals cards from the top of his or her library until a creature
        # card is revealed" (Polymorph)
        return ir.RevealUntil(as_player(who), dataclasses.replace(f, zone=Zone.LIBRARY))

    def reveal_until_you(self, f: ir.Filter) -> ir.RevealUntil:
        return ir.RevealUntil(ir.You(), dataclasses.replace(f, zone=Zone.LIBRARY))

    def revealed_into_play(self) -> ir.RevealedIntoPlay:
        return ir.RevealedIntoPlay()

    def hand_to_top_or_bottom(self, n: Any, *_: Any) -> ir.HandToLibrary:
        # "Choose two cards from your hand and put both on either the top or the bottom of your
        # library" (Dream Cache)
        return ir.HandToLibrary(fixed_number(n))

    def hand_to_top(self, n: Any, *_: Any) -> ir.HandToLibrary:
        return ir.HandToLibrary(fixed_number(n), where=ir.LibraryPosition.TOP)

    def hand_to_top_one(self) -> ir.HandToLibrary:
        return ir.HandToLibrary(1, where=ir.LibraryPosition.TOP)

    def player_hand_to_top(self, who: Any, f: ir.Filter, _from: Any, whose: Any) -> ir.HandToLibrary:
        # Volrath's Dungeon (act11): "Target player puts a card from their hand on top of their
        # library" — any card of that player's own hand, onto that player's own library
        if f.types != ("card",) or dataclasses.replace(f, zone=None) != ir.Filter(types=("card",), zone=None) \
                or not isinstance(whose, ThatPlayer):
            raise CardTextError("?", "puts a card from their hand on top of their library",
                                reason="only 'a card' of the player's own hand, onto that player's own library")
        return ir.HandToLibrary(1, who=as_player(who), where=ir.LibraryPosition.TOP)

    def player_hand_to_top_n(self, who: Any, n: Any, _from: Any, whose: Any) -> ir.HandToLibrary:
        # Stunted Growth (Oracle statics round sixteen): "Target player chooses three cards from their
        # hand and puts them on top of their library in any order" — that player's cards, chosen and
        # ordered by that player (413.2c), onto that player's own library
        if not isinstance(whose, ThatPlayer):
            raise CardTextError("?", "chooses N cards from their hand and puts them on top of their library",
                                reason="only onto that player's own library")
        return ir.HandToLibrary(fixed_number(n), who=as_player(who), where=ir.LibraryPosition.TOP)

    def exchange_life(self, who: Any) -> ir.ExchangeLife:
        # "exchange life totals with that player" (glossary "Exchange")
        return ir.ExchangeLife(as_player(who))

    def life_total_becomes(self, who: Any, total: int) -> ir.SetLifeTotal:
        # Blessed Wind: "Target player's life total becomes 20."
        return ir.SetLifeTotal(as_player(who), total)

    # "… for each creature you control": the amount times how many there are when the
    # effect happens (the number of …, 413.2f)
    def gain_life_per_life_lost(self, who: Any, gained: Any, lost: Any) -> ir.GainLife:
        if (gained, lost) != (1, 1) or not isinstance(who, ir.You):
            raise CardTextError("?", "you gain N life for each N life lost this way", reason="read for 'you' and 1 "
                                                                                                "for 1 only")
        return ir.GainLife(ir.You(), ir.ResultOf(ir.LIFE_LOST))

    def gain_life_imperative(self, n: Any) -> ir.GainLife:
        # the era's "Gain 1 life." (Soul Shepherd as printed): "you gain 1 life"
        return self.gain_life(ir.You(), n)

    def each_count(self, f: ir.Filter) -> ir.CountOf:
        return ir.CountOf(f)

    def tap_x_chosen(self, f: ir.Filter) -> ir.Tap:
        # "Tap X lands" (Mishra's Helix as printed): X permanents of the description, anyone's,
        # chosen by the ability's controller as it resolves (413.2c) — as many as there are if
        # fewer — no target
        return ir.Tap(ir.Chosen(f, ir.You(), ir.VarX()))

    def tap_any_number(self, f: ir.Filter) -> ir.TapAnyNumber:
        return ir.TapAnyNumber(f)

    def each_sacrificed(self, f: ir.Filter) -> ir.ResultOf:
        return ir.ResultOf(ir.SACRIFICED_COUNT)

    def each_tapped(self) -> ir.ResultOf:
        return ir.ResultOf("tapped")

    def each_damage_prevented(self, n: Any) -> ir.ResultOf:
        if n != 1:
            raise CardTextError("?", "for each … damage prevented this way", reason="only 'for each 1 damage prevented "
                                                                               "this way' is read")
        return ir.ResultOf("damage prevented")

    def each_counters(self, kind: str, what: Any) -> ir.CountersOn:
        return ir.CountersOn(what, kind)

    def each_removed(self) -> ir.VarX:
        return ir.VarX()  # the counters the cost removed: X (409.1b)

    def each_died(self) -> ir.DiedThisTurn:
        return ir.DiedThisTurn()

    def each_damage_to_you(self, n: Any) -> ir.DamageDealtThisTurn:
        if n != 1:
            raise CardTextError("?", "for each … damage dealt to you this turn",
                                reason="only 'for each 1 damage dealt to you this turn' is read")
        return ir.DamageDealtThisTurn(ir.You())

    def each_time_regenerated(self, *_: Any) -> ir.TimesRegeneratedThisTurn:
        # Spiny Starfish: "for each time it regenerated this turn" — the ability's source (419.6b)
        return ir.TimesRegeneratedThisTurn(ir.This())

    def each_died_yours(self) -> ir.DiedThisTurn:
        return ir.DiedThisTurn(ir.You())

    def each_moved(self, f: ir.Filter) -> ir.ResultOf:
        return ir.ResultOf("moved")

    def each_discarded(self, f: ir.Filter) -> ir.ResultOf:
        return ir.ResultOf("discarded")  # Mind Maggots: the cards the discard before it discarded

    def each_destroyed(self, f: ir.Filter) -> ir.ResultOf:
        out = ir.ResultOf("destroyed")
        # the description kept beside this very object, for "for each land destroyed this way, … that
        # land's controller" (Stench of Evil: ir.ForEachObject.this_way); a count needs none
        self._destroyed_described = (out, f)
        return out

    def gain_life_each_destroyed_mana_value(self, f: Any) -> ir.GainLife:
        # Seeds of Innocence (added, o7): each player, the total for what he or she controlled
        return ir.GainLife(ir.All((ir.Filter(players=True),)), ir.MovedThisWayControlledBy(ir.EachOne(), mana_value=True))

    def gain_life_each(self, who: Any, n: Any, each: Any) -> ir.GainLife:
        return ir.GainLife(as_player(who), _times(fixed_number(n), each))

    def gain_life_paid(self, who: Any, n: Any, mana: Any) -> ir.GainLife:
        # Taste of Paradise as printed: "Gain 3 life for each {1}{G} you pay in addition to the
        # casting cost" (judge.cards.printed)
        return ir.GainLife(as_player(who), ir.Product(fixed_number(n), ir.TimesPaid(str(mana).upper())))

    def gain_life_plus_paid(self, who: Any, n: Any, m: Any, mana: Any) -> ir.GainLife:
        # "3 life plus an additional 3 life for each additional {1}{G} you paid" (Taste of
        # Paradise): the times the optional additional cost was paid (409.1f)
        return ir.GainLife(as_player(who), ir.Sum((fixed_number(n), ir.Product(fixed_number(m), ir.TimesPaid(str(mana).upper())))))

    def lose_life_each(self, who: Any, n: Any, each: Any) -> ir.LoseLife:
        return ir.LoseLife(as_player(who), _times(fixed_number(n), each))

    def draw_you_each(self, n: Any, each: Any) -> ir.Draw:
        return ir.Draw(ir.You(), _times(fixed_number(n), each))

    def draw_additional(self) -> ir.Draw:
        return ir.Draw(ir.You(), 1)

    def draw_each(self, who: Any, n: Any, each: Any) -> ir.Draw:
        return ir.Draw(as_player(who), _times(fixed_number(n), each))

    def tokens_by(self, who: Any, n: Any, spec: ir.TokenSpec, *_: Any) -> ir.CreateToken:
        return ir.CreateToken(spec, n, as_player(who))

    def tokens_by_per_graveyard(self, who: Any, n: Any, spec: ir.TokenSpec, f: ir.Filter) -> ir.CreateToken:
        # Tombstone Stairwell: a token for each card of the description in the graveyard of the player making
        # them ("their": each player's own, ir.EachOne, as draw_per_graveyard's)
        if fixed_number(n) != 1:
            raise CardTextError("?", "creates … for each", reason="only 'creates a … token for each …' is read here")
        f = dataclasses.replace(f, zone=Zone.GRAVEYARD, controlled_by=ir.EachOne())
        return ir.CreateToken(spec, ir.CountOf(f), as_player(who))

    def tokens_each(self, n: Any, spec: ir.TokenSpec, *rest: Any) -> ir.CreateToken:
        return ir.CreateToken(spec, _times(fixed_number(n), rest[-1]))

    def sacrifice_some_player_each(self, who: Any, n: Any, f: ir.Filter, each: Any) -> ir.Sacrifice:
        return ir.Sacrifice(as_player(who), f, _times(fixed_number(n), each))

    def spend_mana_not_spells(self, who: Any) -> Marker:
        if not isinstance(who, ir.You):
            raise CardTextError("?", "can't spend this mana", reason="only 'You can't spend this mana to cast spells' "
                                                                     "is read")
        return Marker("mana spend limit", value=ir.ManaSpendLimit(not_spells=True))

    def for_each_clause(self, each: Any, effect: Any, *more: Any) -> Any:
        # the instruction done that many times over: its number multiplied — not where "its
        # controller" / "its owner" is each counted object's (Martyr's Cry: each creature's
        # controller draws, which one player drawing them all is not)
        if more:
            # Spoils of Evil: "for each …, add {1} and you gain 1 life" — each instruction's number
            # multiplied, only where each is a plain number of a player's own (none of the readings below)
            both = [self._each_times(each, e) if not isinstance(e, list) and not isinstance(
                getattr(e, "who", None), (ir.ControllerOf, ir.OwnerOf, ThatPlayer)) else None for e in (effect, *more)]
            if any(b is None for b in both):
                raise CardTextError("?", "for each …, … and …", reason="'For each …, [instruction] and [instruction]' "
                                    "is understood for instructions that add mana, give, lose or draw a number")
            return both
        if isinstance(getattr(effect, "who", None), ir.ControllerOf) and isinstance(effect.who.ref, It) \
                and each == ir.ResultOf("moved") and isinstance(effect, (ir.Draw, ir.GainLife, ir.LoseLife)) \
                and isinstance(effect.amount, int):
            # Martyr's Cry (added, Oracle statics and spells round fourteen): each player for the
            # permanents moved this way that he or she controlled (ir.MovedThisWayControlledBy)
            return dataclasses.replace(effect, who=ir.All((ir.Filter(players=True),)),
                                       amount=_times(effect.amount, ir.MovedThisWayControlledBy(ir.EachOne())))
        items = effect if isinstance(effect, list) else [effect]
        if each == ir.CountOf(ir.Filter(players=True)) and len(items) == 1 and isinstance(items[0], ir.DealDamage) \
                and items[0].to == (ThatPlayer(),):
            # Lim-Dûl's Hex (added, Oracle triggers round sixteen): "for each player, ~ deals 1 damage
            # to that player" — the instruction carried out once for each player, "that player" the
            # one it is carried out for, in turn order from the active player (413.2d)
            return ir.EachPlayer(ir.All((ir.Filter(players=True),)), (dataclasses.replace(items[0], to=(ir.EachOne(),)),))
        if each == ir.CountOf(ir.Filter(players=True)) and any(
                isinstance(getattr(e, "who", None), ThatPlayer) or ThatPlayer() in getattr(e, "to", ()) for e in items):
            # "for each player, that player draws a card": "that player" each one in turn, not a
            # number multiplied — only the damage above is read that way
            raise CardTextError("?", "for each player, … that player", reason="'For each player, [instruction to "
                                "that player]' is understood only for '~ deals N damage to that player'")
        if isinstance(each, ir.CountOf) and isinstance(each.filter, ir.Filter) and not each.filter.players \
                and each.filter.zone == Zone.IN_PLAY and isinstance(effect, ir.PreventDamage) and not effect.to \
                and type(effect.source) in (It, ItFirst):
            # Heroism (added, session 42): "For each attacking red creature, prevent all combat damage
            # that would be dealt by that creature this turn [unless its controller pays {2}{R}]" — the
            # permanents described as the ability resolves (413.2f), the instruction carried out for
            # each in turn, "that creature" the one it is carried out for (ir.EachObject; the "unless"
            # each one's controller's: judge.cards.reading.sentences.clauses_unless)
            return ir.ForEachObject(each.filter, (dataclasses.replace(effect, source=ir.EachObject()),))
        if isinstance(each, ir.CountOf) and isinstance(each.filter, ir.Filter) and not each.filter.players \
                and each.filter.zone == Zone.IN_PLAY and isinstance(effect, ir.Sacrifice) \
                and isinstance(effect.what, ir.Filter) and isinstance(effect.count, int) \
                and isinstance(effect.who, ir.ControllerOf) and type(effect.who.ref) in (It, ItFirst):
            # Fade Away (added, session 46): "For each creature, its controller sacrifices a permanent
            # [unless they pay {1}]" — the permanents described as it resolves (413.2f), for each one
            # its controller's instruction (ir.EachObject), the players' choices in turn order and the
            # sacrifices made together (413.2d; judge.engine.effects.choices)
            return ir.ForEachObject(each.filter, (dataclasses.replace(effect, who=ir.ControllerOf(ir.EachObject())),))
        if isinstance(each, ir.CountOf) and isinstance(each.filter, ir.Filter) and not each.filter.players \
                and each.filter.zone == Zone.IN_PLAY and len(items) == 1 and isinstance(items[0], ir.Destroy) \
                and type(items[0].what) in (It, ItFirst):
            # Cleansing (added, session 46): "For each land, destroy that land [unless any player pays 1 life]"
            # — the permanents described as it resolves (413.2f), "that land" each one in turn (ir.EachObject)
            return ir.ForEachObject(each.filter, (dataclasses.replace(items[0], what=ir.EachObject()),))
        described = getattr(self, "_destroyed_described", None)
        if described is not None and described[0] is each and len(items) == 1 and isinstance(items[0], ir.DealDamage) \
                and isinstance(items[0].amount, int) and len(items[0].to) == 1 \
                and isinstance(items[0].to[0], ir.ControllerOf) and type(items[0].to[0].ref) in (It, ItFirst):
            # Stench of Evil (added, session 46): "For each land destroyed this way, ~ deals 1 damage to that
            # land's controller [unless they pay {2}]" — the permanents the destruction before put into a
            # graveyard (one regenerated instead is not destroyed, 419.6b), each in turn, "that land's
            # controller" its controller as it last existed in play (413.2f; ir.EachObject)
            return ir.ForEachObject(dataclasses.replace(described[1], zone=None),
                                    (dataclasses.replace(items[0], to=(ir.ControllerOf(ir.EachObject()),)),), this_way=each)
        if isinstance(getattr(effect, "who", None), (ir.ControllerOf, ir.OwnerOf)) \
                and isinstance(effect.who.ref, It):
            raise CardTextError("?", "for each …, its controller", reason="'For each …, its controller/owner …' (one "
                                "player for each object) is not understood")
        # Temper (added, statMZ): "For each 1 damage prevented this way, put a +1/+1 counter on that
        # creature" — counters only for the damage prevented, where "that creature" is no counted
        # object ("for each creature, put a counter on it" would be one counter on each)
        counters = isinstance(effect, ir.PutCounters) and each == ir.ResultOf("damage prevented")
        # Mind Maggots (added, o1): "For each card discarded this way, put two +1/+1 counters on ~" — the
        # cards counted are no object the counters go on
        counters = counters or (isinstance(effect, ir.PutCounters) and each == ir.ResultOf("discarded")
                                and effect.what == ir.This())
        times = self._each_times(each, effect, counters)
        if times is not None:
            return times
        raise CardTextError("?", "for each", reason="'For each …, [instruction]' is understood for an instruction "
                                                     "that gives, loses, draws, creates, sacrifices, adds or deals a number (or puts "
                                                     "counters for the damage prevented)")

    @staticmethod
    def _each_times(each: Any, effect: Any, counters: bool = False) -> Any:
        """``effect`` with its number multiplied by ``each``; None where it has no number to multiply."""
        for name in ("count", "amount"):
            n = getattr(effect, name, None)
            if isinstance(n, int) and (counters or isinstance(effect, (ir.CreateToken, ir.LoseLife, ir.GainLife,
                                                                       ir.Draw, ir.Sacrifice, ir.DealDamage,
                                                                       ir.AddMana))):
                return dataclasses.replace(effect, **{name: _times(n, each)})
        return None

    def pump_half_x_half_y(self, what: Any, x: Any, x_up: bool, y: Any, y_up: bool) -> ir.ModifyPT:
        return ir.ModifyPT(what, ir.Half(x, x_up), ir.Half(y, y_up), UNSTATED)

    def pump_each(self, what: Any, ptmod: Token, *rest: Any) -> ir.ModifyPT:
        each = rest[-1]
        if isinstance(each, ir.Filter) and ir.SHARES_CREATURE_TYPE_WITH_PARTNER in each.extra:
            # Coat of Arms: "each creature gets +1/+1 for each other creature … that shares at least one
            # creature type with it" — "it" is each creature of the group, its own count (ir.EachObject;
            # judge.engine.statics), and "other" is other than it (the extra's "another")
            if not isinstance(what, ir.All) or not each.other or not isinstance(each.partner, It):
                raise CardTextError("?", "shares at least one creature type with it",
                                    reason="only a group's 'for each other creature … that shares at least one "
                                           "creature type with it' is read")
            each = dataclasses.replace(each, other=False, partner=ir.EachObject())
        return _pump_times(what, ptmod, rest[:-1] + (each,), ir.CountOf(each))

    def pump_each_moved_this_way(self, what: Any, ptmod: Token, *rest: Any) -> ir.ModifyPT:
        # Song of Blood (added, session 68, h5): "… for each creature card put into your graveyard this way"
        *rest, each, whose = rest
        return _pump_times(what, ptmod, tuple(rest) + (each,), ir.CountMovedThisWay(each, whose))

    def pump_each_counters(self, what: Any, ptmod: Token, *rest: Any) -> ir.ModifyPT:
        return _pump_times(what, ptmod, rest[:-1], ir.CountersOn(rest[-1], rest[-2]))

    def pump_each_beyond_first(self, what: Any, ptmod: Token, *rest: Any) -> ir.ModifyPT:
        # rampage: "for each creature blocking it beyond the first" (the count less one)
        return _pump_times(what, ptmod, rest, ir.Sum((ir.CountOf(rest[-1]), -1)))

    def deal_each(self, src: Any, n: Any, to: Any, each: Any) -> ir.DealDamage:
        if isinstance(to, ir.All) and isinstance(each, ir.CountOf) and isinstance(each.filter, ir.Filter) \
                and isinstance(each.filter.partner, It) and ir.ATTACHED_TO_PARTNER in each.filter.extra:
            # Baki's Curse: "to each creature for each Aura attached to that creature" — "that
            # creature" is each one dealt damage, its own count (ir.EachObject; judge.engine.effects.damage)
            each = dataclasses.replace(each, filter=dataclasses.replace(each.filter, partner=ir.EachObject()))
        return ir.DealDamage(_times(fixed_number(n), each), (to,), src)

    def lose_life(self, who: Any, amount: Any) -> ir.LoseLife:
        return ir.LoseLife(as_player(who), amount)

    def phase_out(self, what: Any) -> ir.PhaseOut:
        return ir.PhaseOut(what)

    def cant_phase_out(self, what: Any) -> ir.Rule:
        # Spatial Binding (added, Oracle activated round twenty-one)
        return dataclasses.replace(self._rule(ir.CantPhaseOut, what), duration=ir.UNTIL_YOUR_NEXT_UPKEEP)

    def phase_out_self(self) -> ir.PhaseOut:
        return ir.PhaseOut(ir.This())

    def phase_out_self_and_it(self) -> ir.PhaseOut:
        # Dream Fighter: ~ and the creature it blocks or is blocked by, phased out together
        return ir.PhaseOut(ir.Both((ir.This(), It())))

    def phase_in_and_out(self, going: Any) -> ir.PhaseInAndOut:
        # Time and Tide (session 44, c5): the phased-out creatures in, ``going`` out, at one time
        return ir.PhaseInAndOut(("creature",), going)

    def get_poison_counter(self, who: Any) -> ir.GetPoisonCounters:
        return ir.GetPoisonCounters(as_player(who), 1)

    def get_poison_counters(self, who: Any, n: Any) -> ir.GetPoisonCounters:
        return ir.GetPoisonCounters(as_player(who), n)

    def lose_all_poison_counters(self, who: Any) -> ir.LoseAllPoisonCounters:
        return ir.LoseAllPoisonCounters(as_player(who))

    def lose_half_life(self, who: Any) -> ir.LoseLife:
        p = as_player(who)
        return ir.LoseLife(p, ir.HalfLife(p))

    @staticmethod
    def _each_player(who: Any, what: str) -> Any:
        # Pox: "their" is each player's own (ir.EachOne) — read only of "each player"
        p = as_player(who)
        if not (isinstance(p, ir.All) and any(f.players for f in p.filters)):
            raise CardTextError("?", what, reason="a third of \"their\" total is read only of \"each player\"")
        return p

    def lose_third_life(self, who: Any) -> ir.LoseLife:
        return ir.LoseLife(self._each_player(who, "loses a third of their life"),
                           ir.Fraction(ir.LifeTotal(ir.EachOne()), 3, True))

    def discard_third_hand(self, who: Any) -> ir.Discard:
        return ir.Discard(self._each_player(who, "discards a third of the cards in their hand"),
                          ir.Fraction(ir.CardsInHand(ir.EachOne()), 3, True))

    def sacrifice_third_creatures(self, who: Any) -> ir.Sacrifice:
        return self._sacrifice_third(who, "creature")

    def sacrifice_third_lands(self, who: Any) -> ir.Sacrifice:
        return self._sacrifice_third(who, "land")

    def _sacrifice_third(self, who: Any, kind: str) -> ir.Sacrifice:
        f = ir.Filter(types=(kind,))
        return ir.Sacrifice(self._each_player(who, "sacrifices a third of the permanents they control"), f,
                            ir.Fraction(ir.CountOf(dataclasses.replace(f, controlled_by=ir.EachOne())), 3, True))

    def draw_you_equal(self, amount: Any) -> ir.Draw:
        return ir.Draw(ir.You(), amount)

    def draw_you(self, n: Any) -> ir.Draw:
        return ir.Draw(ir.You(), n)

    def draw(self, who: Any, n: Any = 1) -> ir.Draw:
        return ir.Draw(as_player(who), n)

    def draw_each_then_damage_drawn(self, who: Any, each: Any) -> list:
        # Malignant Growth: one card for each (the counters counted as it resolves, 413.2f), then damage to the
        # player who drew equal to the cards that draw drew (the "drawn this way" description: the cards this ability drew)
        who = as_player(who)
        drawn = ir.Filter(types=("card",), zone=Zone.HAND, extra=("drawn this way",))
        return [ir.Draw(who, _times(1, each)), ir.DealDamage(ir.CountOf(drawn), (who,), ir.This())]

    def draw_up_to(self, who: Any, n: Any) -> ir.Draw:
        return ir.Draw(as_player(who), n, up_to=True)

    def defending_may_draw(self, n: Any) -> ir.Draw:
        return ir.Draw(ir.DefendingPlayer(), n, optional=True)

    def discard_chosen(self, who: Any, what: tuple, *_: Any) -> ir.Discard:
        return ir.Discard(as_player(who), what[0], filter=what[1])

    def discard_any_draw_that_many(self, who: Any) -> list:
        # Flux: up to the whole hand, then each player's own number drawn (ir.DiscardedThisWay)
        who = as_player(who)
        return [ir.Discard(who, ir.CardsInHand(ir.EachOne()), up_to=True), ir.Draw(who, ir.DiscardedThisWay(ir.EachOne()))]

    def may_discard_up_to(self, who: Any, n: Any) -> ir.Discard:
        # Mind Bomb: none up to n, the player's choice (413.2c)
        return ir.Discard(as_player(who), n, up_to=True)

    def discard_any_number_you(self, f: ir.Filter) -> ir.Discard:
        # Mind Maggots: none up to every matching card of the hand, the player's choice (413.2c)
        return ir.Discard(ir.You(), ir.CardsInHand(ir.You()), filter=discarded_card_filter(f), up_to=True)

    def discard_you(self, what: tuple) -> ir.Discard:
        # "Draw two cards, then discard a card": you choose which (413.2c)
        return ir.Discard(ir.You(), what[0], filter=what[1])

    def discard_chosen_same(self, what: tuple, *_: Any) -> ir.Discard:
        return ir.Discard(ThatPlayer(), what[0], filter=what[1])

    def discard_hand(self, who: Any, n: Any = None) -> Any:
        # "Each player discards his or her hand [and draws seven cards]" (Wheel of Fortune):
        # each discards as many cards as are in his or her own hand
        discard = ir.Discard(as_player(who), ir.CardsInHand(ir.EachOne()))
        return discard if n is None else [discard, ir.Draw(as_player(who), n)]

    def discard_hand_you(self) -> ir.Discard:
        return ir.Discard(ir.You(), ir.CardsInHand(ir.EachOne()))

    def draw_same_number(self) -> ir.Draw:
        # "Discard your hand, then draw the same number of cards"
        return ir.Draw(ir.You(), ir.ResultOf("discarded"))

    def dw_one(self, f: ir.Filter) -> tuple:
        return (1, discarded_card_filter(f))

    def dw_n(self, n: Any) -> tuple:
        return (n, None)

    def discard_random(self, who: Any, f: ir.Filter, *_: Any) -> ir.Discard:
        return ir.Discard(as_player(who), 1, random=True, filter=discarded_card_filter(f))

    def discard_all(self, who: Any, f: ir.Filter, *_: Any) -> ir.DiscardAll:
        # Amnesia as printed (added, prt11): every card of the player's hand matching (no choice)
        return ir.DiscardAll(as_player(who), dataclasses.replace(f, zone=Zone.HAND, controller=None))

    def discard_random_you(self, f: ir.Filter, *_: Any) -> ir.Discard:
        return ir.Discard(ir.You(), 1, random=True, filter=discarded_card_filter(f))

    def discard_random_you_n(self, n: Any) -> ir.Discard:
        return ir.Discard(ir.You(), n, random=True)

    def discard_random_n(self, who: Any, n: Any) -> ir.Discard:
        return ir.Discard(as_player(who), n, random=True)

    def discard_chosen_you(self, f: ir.Filter, *_: Any) -> ir.Discard:
        return ir.Discard(ir.You(), 1, filter=discarded_card_filter(f))

    def from_hand(self) -> None:
        return None

    def mana_pool(self) -> None:
        return None

    def add_mana(self, options: tuple, *_: Any) -> ir.AddMana:
        return ir.AddMana(options)

    def add_mana_chosen_color(self, *_: Any) -> ir.AddMana:
        return ir.AddMana((), chosen_color=True)

    def add_mana_could_produce_type(self, *parts: Any) -> ir.AddMana:
        # (the printed "add to your mana pool one mana …": the pool's words are None)
        return ir.AddMana((), could_produce=next(p for p in parts if p is not None))

    def add_mana_could_produce_color(self, *parts: Any) -> ir.AddMana:
        return ir.AddMana((), could_produce=next(p for p in parts if p is not None), colors_only=True)

    def could_lands_each(self, f: ir.Filter) -> ir.ObjRef:
        return ir.All((f,))

    def could_lands_sacrificed(self) -> ir.ObjRef:
        return ir.Sacrificed()

    def add_x_of_one_color(self) -> ir.AddMana:
        return ir.AddMana(tuple("{" + ir.COLOR_SYMBOLS[c] + "}" for c in ir.COLORS), count=ir.VarX())

    def add_x_combination(self, a: Token, b: Token) -> ir.AddMana:
        # Burnt Offering: X mana, each {B} or {R} (the mix found as it is added, 406.1)
        return ir.AddMana((mana_text(a), mana_text(b)), count=ir.VarX(), combination=True)

    def add_mana_each(self, options: tuple, *rest: Any) -> ir.AddMana:
        # "Add {G} to your mana pool for each creature you control" (Gaea's Cradle)
        return ir.AddMana(options, count=ir.CountOf(rest[-1]))

    def add_mana_amount(self, *parts: Any) -> ir.AddMana:
        # "Add an amount of {B} equal to …": that mana, that many times (406.1; none when it is 0);
        # "{C}" (Kyren Toy) is one colourless mana
        tok, n = parts if len(parts) == 2 else (None, parts[-1])
        return ir.AddMana((mana_text(tok) if tok is not None else "{1}",), count=n)

    def add_mana_counters(self, options: tuple, *rest: Any) -> ir.AddMana:
        kind, what = rest[-2], rest[-1]
        return ir.AddMana(options, count=ir.CountersOn(what, kind))

    def add_mana_by(self, who: Any, options: tuple) -> ir.AddMana:
        return ir.AddMana(options, who=who)

    def add_mana_x(self, options: tuple, *_: Any) -> ir.AddMana:
        # "… for each counter removed this way": the X its cost removed (storage lands)
        return ir.AddMana(options, count=ir.VarX())

    def mana_fixed(self, tok: Token) -> tuple:
        return (mana_text(tok),)

    def mana_either(self, a: Token, b: Token) -> tuple:
        return (mana_text(a), mana_text(b))

    def mana_any_color(self) -> tuple:
        return tuple("{" + ir.COLOR_SYMBOLS[c] + "}" for c in ir.COLORS)

    def mana_two_of_one_color(self) -> tuple:
        return tuple(("{" + ir.COLOR_SYMBOLS[c] + "}") * 2 for c in ir.COLORS)

    def mana_three_of_one_color(self) -> tuple:
        return tuple(("{" + ir.COLOR_SYMBOLS[c] + "}") * 3 for c in ir.COLORS)

    def mana_three_combination(self, a: Token, b: Token) -> tuple:
        # Orcish Lumberjack: every mix of the two symbols, three in all (the first's most first)
        return tuple(mana_text(a) * (3 - k) + mana_text(b) * k for k in range(4))

    def mana_colorless(self, n: Any) -> tuple:
        return ("{" + str(fixed_number(n)) + "}",)

    def mana_colorless_one(self) -> tuple:
        return ("{1}",)

    def produces_additional(self, tok: Token) -> ir.AddMana:
        return ir.AddMana((mana_text(tok),), who=ir.ControllerOf(It()))

    def produces_additional_any(self) -> ir.AddMana:
        # Fertile Ground: "one mana of any color" (its controller's choice as it is added)
        return ir.AddMana(tuple("{" + c + "}" for c in "WUBRG"), who=ir.ControllerOf(It()))

    def produces_additional_same(self) -> ir.AddMana:
        # Mana Flare (411.3's example)
        return ir.AddMana((), who=ir.ControllerOf(It()), same=True)

    def produces_additional_same_doesnt_untap(self) -> list:
        # Winter's Night as printed: the extra mana (411.3), then the land stays tapped (302.1)
        return [self.produces_additional_same(), self.doesnt_untap_next(It())]

    def add_mana_same_by(self, who: Any) -> ir.AddMana:
        # Mana Flare's Oracle: "that player adds one mana of any type that land produced" (411.3)
        return ir.AddMana((), who=who, same=True)

    def regenerate(self, what: Any) -> ir.Regenerate:
        return ir.Regenerate(what)

    def pump(self, what: Any, ptmod: Token, duration: str = UNSTATED) -> ir.ModifyPT:
        p, t = pt_change(ptmod)
        return ir.ModifyPT(what, p, t, duration)

    def pump_doesnt_untap(self, what: Any, ptmod: Token) -> list:
        return [self.pump(what, ptmod), self.doesnt_untap(what)]

    def pump_artifact_too(self, what: Any, ptmod: Token, duration: str = UNSTATED) -> list:
        # Thran Forge: the bonus, and an artifact too, still what it was (214.4)
        return [self.pump(what, ptmod, duration), ir.SetTypes(what, ("artifact",), keep=True, duration=duration)]

    def pump_grant(self, what: Any, ptmod: Token, grants: list, duration: str = UNSTATED) -> list:
        p, t = pt_change(ptmod)
        return [ir.ModifyPT(what, p, t, duration)] + [ir.GrantAbility(what, g, duration) for g in grants]

    def grant(self, what: Any, grants: list, duration: str = UNSTATED) -> list:
        return [ir.GrantAbility(what, g, duration) for g in grants]

    def grant_has(self, what: Any, kw: Any) -> ir.GrantAbility:
        return ir.GrantAbility(what, self.grant_item(kw), UNSTATED)

    def grant_has_two(self, what: Any, first: Any, second: Any) -> list:
        # "Enchanted creature has first strike and trample." (Aggression): both keywords granted
        return [ir.GrantAbility(what, self.grant_item(first), UNSTATED),
                ir.GrantAbility(what, self.grant_item(second), UNSTATED)]

    def becomes_pt(self, what: Any, pt: Any, duration: str = UNSTATED) -> ir.SetPT:
        # "Target creature becomes 0/2 until end of turn": sets power and toughness (418.3)
        p, t = (int(x) for x in str(pt).split("/"))
        return ir.SetPT(what, p, t, duration)

    def lose_all(self, what: Any, pt: Any = None) -> Any:
        # Humility: "All creatures lose all abilities and are 1/1." (407.1, 410.10b)
        lose = ir.LoseAllAbilities(what, UNSTATED)
        if pt is None:
            return lose
        p, t = (int(x) for x in str(pt).split("/"))
        return [lose, ir.SetPT(what, p, t, UNSTATED)]

    def lose_keyword(self, what: Any, kw: ir.Keyword, duration: str = UNSTATED) -> ir.RemoveAbility:
        return ir.RemoveAbility(what, kw, duration)

    def gain_keyword_choice(self, what: Any, *rest: Any) -> ir.GainChosenKeyword:
        # Urza's Avenger (added, Oracle round eight)
        *kws, duration = rest
        return ir.GainChosenKeyword(what, tuple(k for k in kws if isinstance(k, ir.Keyword)), duration)

    def pump_gain_keyword_choice(self, what: Any, ptmod: Token, *rest: Any) -> list:
        p, t = pt_change(ptmod)
        chosen = self.gain_keyword_choice(what, *rest)
        return [ir.ModifyPT(what, p, t, chosen.duration), chosen]

    def lose_keyword_choice(self, what: Any, *rest: Any) -> ir.LoseChosenKeyword:
        *kws, duration = rest
        return ir.LoseChosenKeyword(what, tuple(k for k in kws if isinstance(k, ir.Keyword)), duration)

    def lose_all_landwalk(self, what: Any, duration: str = UNSTATED) -> ir.RemoveAbility:
        # every landwalk, whatever its land type: a landwalk keyword without a type removes them all
        return ir.RemoveAbility(what, ir.Keyword("landwalk"), duration)

    def lose_all_bands_with_other(self, what: Any, quoted: Token, duration: str = UNSTATED) -> ir.RemoveAbility:
        # every "bands with other …" keyword, whatever it names: a keyword without its quality
        # removes them all (as "all landwalk abilities" above)
        if str(quoted).strip('"') != "bands with other":
            raise CardTextError("?", str(quoted), reason="'loses all \"…\" abilities' is read only of \"bands with other\"")
        return ir.RemoveAbility(what, ir.Keyword("bands with other"), duration)

    def lose_keyword_and_all_bands_with_other(self, what: Any, kw: ir.Keyword, quoted: Token,
                                              duration: str = UNSTATED) -> list:
        # Tolaria: "loses banding and all "bands with other" abilities until end of turn"
        return [ir.RemoveAbility(what, kw, duration), self.lose_all_bands_with_other(what, quoted, duration)]

    def lose_quoted(self, what: Any, quoted: Token, duration: str) -> ir.LoseQuotedAbility:
        ability = self.parse_quoted(str(quoted)[1:-1])
        if not isinstance(ability, ir.StaticAbility):  # (Glittering Lion's; nothing else is read yet)
            raise CardTextError("?", str(quoted), reason="'loses \"…\"' of anything but a static ability is not supported")
        return ir.LoseQuotedAbility(what, ability, duration)

    def lose_defender(self, what: Any) -> ir.LoseQuotedAbility:
        # Elder Land Wurm: a non-Wall's "Defender" is "~ can't attack." (judge.cards.text), lost for good
        # (said as the card says it, "Defender": in the era's words "<name> can't attack")
        ability = dataclasses.replace(self.parse_quoted("~ can't attack."), text="Defender")
        return ir.LoseQuotedAbility(what, ability, ir.FOREVER)

    def lose_this_ability(self, what: Any, duration: str = UNSTATED) -> ir.LoseThisAbility:
        return ir.LoseThisAbility(what, duration)

    def attach(self, what: Any, onto: Any) -> ir.Attach:
        return ir.Attach(what, onto)

    def attach_self_of_choice(self, who: Any, onto: ir.Filter) -> ir.AttachOfChoice:
        return ir.AttachOfChoice(ir.This(), onto, who)

    def may_attach_self_of_choice(self, who: Any, onto: ir.Filter) -> ir.Optional_:
        # Kudzu as printed (session 73, h7): the move the player named may decline (413.2c)
        return ir.Optional_((ir.AttachOfChoice(ir.This(), onto, who),), who=who)

    def move_aura(self, what: Any, onto: ir.Filter) -> ir.MoveAura:
        if ir.OF_THAT_TYPE not in onto.extra:
            return ir.MoveAura(what, onto)
        # Enchantment Alteration: "another permanent of that type" — one of the card types the target Aura's
        # "attached to a creature or land" names, the one it enchants
        said = [e for e in (self.targets[what.index].filter.extra if isinstance(what, ir.Target) else ())
                if e.startswith("attached to ")]
        types = tuple(said[0][len("attached to "):].split(" or ")) if said else ()
        if onto != ir.Filter(types=("permanent",), extra=(ir.OF_THAT_TYPE,)) or not types \
                or not set(types) <= {"artifact", "creature", "enchantment", "land"}:
            raise CardTextError("?", "another permanent of that type", reason="'of that type' names no card type to move to")
        return ir.MoveAura(what, ir.Filter(types=types), of_that_type=True)

    def grants(self, *items: Any) -> list:
        return list(items)

    def grant_item(self, x: Any) -> Any:
        if isinstance(x, str):  # a quoted ability's token (lark's or the driver's): "{B}: Regenerate this creature"
            return self.parse_quoted(str(x)[1:-1])
        return x

    # "have vigilance", "gains shroud": the ability the keyword names, in the era's words
    def grant_vigilance(self) -> ir.Ability:
        return self._granted_sentence("vigilance")

    def grant_shroud(self) -> ir.Ability:
        return self._granted_sentence("shroud")

    def grant_fear(self) -> ir.Ability:
        return self._granted_sentence("fear")

    def grant_reach(self) -> ir.Ability:
        return self._granted_sentence("reach")

    def grant_menace(self) -> ir.Ability:
        return self._granted_sentence("menace")

    def grant_rampage(self, n: Any) -> ir.Ability:
        # Rapid Fire: "gains rampage 2" — the triggered ability glossary "Rampage" defines, said as the keyword
        return dataclasses.replace(self.parse_quoted(f"rampage {n}"), text=f"rampage {n}")

    def grant_landwalk_of_choice(self) -> ir.Keyword:
        # Illusionary Presence as printed (added, session 44, c6): the land type chosen as it is carried out (413.2c)
        return ir.Keyword("landwalk", ir.LAND_TYPE_OF_CHOICE)

    def grant_snow_landwalk_of_choice(self) -> ir.Keyword:
        # Barbarian Guides as printed (added, session 44, c6)
        return ir.Keyword("landwalk", "snow " + ir.LAND_TYPE_OF_CHOICE)

    def grant_landwalk_of_sacrificed(self) -> ir.Keyword:
        # Excavator (added, session 44, c6): each land type of the land sacrificed to pay the cost (409.1f, 413.2f)
        return ir.Keyword("landwalk", ir.SACRIFICED_LAND_TYPES)

    def _granted_sentence(self, keyword: str) -> ir.Ability:
        return self.parse_quoted(KEYWORD_SENTENCES[keyword].replace("~", "this creature"))

    def until_eot(self) -> str:
        return ir.UNTIL_END_OF_TURN

    def this_turn(self) -> str:
        return ir.THIS_TURN

    def until_eoc(self) -> str:
        return ir.UNTIL_END_OF_COMBAT

    def until_your_next_upkeep(self) -> str:
        return ir.UNTIL_YOUR_NEXT_UPKEEP

    def until_its_controllers_next_untap(self) -> str:
        return ir.UNTIL_ITS_CONTROLLERS_NEXT_UNTAP

    def permanently(self) -> str:
        return ir.FOREVER

    def while_source_tapped(self) -> str:
        return ir.WHILE_SOURCE_TAPPED

    def while_enchanted(self) -> str:
        return ir.WHILE_ENCHANTED

    def while_source_in_play(self) -> str:
        return ir.WHILE_SOURCE_IN_PLAY

    def while_you_control_source(self) -> str:
        return ir.WHILE_YOU_CONTROL_SOURCE

    def while_you_control_source_tapped(self) -> str:
        return ir.WHILE_YOU_CONTROL_SOURCE_TAPPED

    def tap(self, what: Any) -> ir.Tap:
        return ir.Tap(what)

    def untap(self, what: Any) -> ir.Untap:
        return ir.Untap(what)

    def untap_the_creature(self) -> ir.Untap:
        return ir.Untap(self.ref_it())

    def untap_by(self, who: Any, what: Any) -> ir.Untap:
        return ir.Untap(controlled_by_player(what, as_player(who)))

    def untap_chosen_by(self, who: Any, f: ir.Filter) -> ir.Untap:
        # "that player untaps a land they control": one of them, chosen as it resolves
        return ir.Untap(ir.Chosen(f, as_player(who)))

    def tap_chosen_by_each_counter(self, who: Any, f: ir.Filter, *rest: Any) -> ir.Tap:
        # Tangle Wire: "that player taps an untapped artifact, creature, or land they control for each fade
        # counter on ~" — that many, counted as it resolves, chosen by that player then (413.2c)
        return ir.Tap(ir.Chosen(f, as_player(who), ir.CountersOn(rest[-1], rest[-2])))

    def swap_tapped_by(self, who: Any, tapped: ir.Filter, untapped: ir.Filter) -> ir.SwapTapped:
        # Sands of Time: the same permanents named twice, "tapped" and "untapped" (413.2)
        if tapped != untapped:
            raise CardTextError("?", "simultaneously untaps each tapped … and taps each untapped …",
                                reason="the permanents untapped and those tapped must be described alike")
        return ir.SwapTapped(ir.All((tapped,)))

    def tap_or_untap(self, what: Any) -> ir.TapOrUntap:
        return ir.TapOrUntap(what)

    def tokens(self, n: Any, spec: ir.TokenSpec, *_: Any) -> ir.CreateToken:
        return ir.CreateToken(spec, n)

    def token_copy(self, of: Any) -> ir.CreateTokenCopy:
        # Echo Chamber: a token whose values the text defines as the creature's (216.1, 214.5)
        return ir.CreateTokenCopy(of)

    def token_copy_by(self, who: Any, of: Any) -> ir.CreateTokenCopy:
        # Dual Nature: "its controller creates …" — the token under that player's control (216.1)
        return ir.CreateTokenCopy(of, as_player(who))

    def token_desc(self, pt: Token, *rest: Any) -> ir.TokenSpec:
        # "… creature token [with flying] [with defender] named Wasp" (216.1: its name as given)
        named = None
        if rest and getattr(rest[-1], "type", None) == "TOKEN_NAMED":  # (lark's Token or the driver's)
            named, rest = str(rest[-1])[len("named "):], rest[:-1]
        defender = bool(rest) and rest[-1] is _DEFENDER
        rest = rest[:-1] if defender else rest
        if rest and isinstance(rest[0], tuple):  # token_colors: "black and red", "colorless" (none)
            rest = tuple(rest[0]) + rest[1:]
        spec = self._token_spec(pt, *rest)
        if defender and "Wall" not in spec.subtypes:
            raise CardTextError("?", "defender", reason="a token with defender is read only as a Wall (308.1)")
        if defender:
            spec = dataclasses.replace(spec, defender=True)
        if named is None:
            return spec
        # 216.1: "A token's name is its creature type unless otherwise specified" — a creature type
        # stated beside the name is specified otherwise: "a 1/1 green Insect creature token with
        # flying named Butterfly" is an Insect named Butterfly (audit 3935, card 4); with none stated
        # ("a 1/1 black and red creature token named Minor Demon": Boris Devilboon as printed,
        # judge.cards.printed) the name is its one creature type
        name = " ".join(w if w in ("of", "the") else w.capitalize() for w in named.split())
        return dataclasses.replace(spec, name=name, subtypes=spec.subtypes or (name,))

    def token_legendary(self, spec: ir.TokenSpec) -> ir.CreateToken:
        # Stangg (added, session 68, h6): "create a legendary … token named Stangg Twin" (215.1)
        if spec.subtypes == (spec.name,) and spec.name:
            # no creature type stated beside the name (Stangg as printed: "Stangg Twin token is a 3/4 green and red
            # legend"; session 78, h6): a legendary creature has the creature type Legend (215.2), so its type is
            # specified and its name isn't its type (216.1) — a Legend, of no other creature type
            spec = dataclasses.replace(spec, subtypes=("Legend",))
        return ir.CreateToken(dataclasses.replace(spec, supertypes=("legendary",)))

    def _token_spec(self, pt: Token, *rest: Any) -> ir.TokenSpec:
        keywords = rest[-1] if rest and isinstance(rest[-1], tuple) else ()
        rest = rest[:-1] if keywords else rest
        artifact = bool(rest) and rest[-1] is True
        words = [r for r in rest if isinstance(r, str)]
        colors = tuple(w for w in words if w in ("white", "blue", "black", "red", "green"))
        subs = tuple(as_subtype(w) for w in words if w not in colors)  # "Goblin Scout": two creature types
        p, t = (int(x) for x in str(pt).split("/"))
        types = ("artifact", "creature") if artifact else ("creature",)
        return ir.TokenSpec(" ".join(subs), p, t, colors, types, subs, keywords)

    def token_x(self, pt: Token, *rest: Any) -> ir.TokenSpec:
        # "an X/X … creature token, where X is …" (Phyrexian Processor): each X, the amount the
        # "where X is" clause gives (sentences.clauses), counted as the token is made (413.2f)
        if rest and isinstance(rest[0], tuple):  # token_colors
            rest = tuple(rest[0]) + rest[1:]
        return dataclasses.replace(self._token_spec("0/0", *rest), power=ir.VarX(), toughness=ir.VarX())

    def token_chosen(self, pt: Token, colors: tuple, *_: Any) -> ir.TokenSpec:
        # "a 2/2 creature token of the chosen color and type" (Volrath's Laboratory): both read off
        # the source's choices as the token is made (judge.engine.effects.tokens)
        if colors:
            raise CardTextError("?", "of the chosen color", reason="a token of the chosen color has no other color")
        p, t = (int(x) for x in str(pt).split("/"))
        return ir.TokenSpec(ir.CHOSEN_TYPE, p, t, colors=(ir.CHOSEN_COLOR,), subtypes=(ir.CHOSEN_TYPE,))

    def token_no_pt(self, colors: tuple, *rest: Any) -> ir.TokenSpec:
        # "a green Elephant creature token" (Elephant Resurgence): no power and toughness stated — the
        # quoted ability the next sentence gives it defines them (judge.cards.text refuses it otherwise)
        return dataclasses.replace(self._token_spec("0/0", *tuple(colors), *rest), power=None, toughness=None)

    def token_pt_equal(self, spec: ir.TokenSpec, power: Any, toughness: Any) -> ir.CreateToken:
        # Broken Visage (added, session 69, h5): "… token. Its power is equal to that creature's power and its
        # toughness is equal to that creature's toughness." — each counted as the token is made (413.2f, 216.1)
        return ir.CreateToken(dataclasses.replace(spec, power=power, toughness=toughness))

    def token_has_quoted(self, spec: ir.TokenSpec, quoted: Any) -> ir.CreateToken:
        # Saproling Burst (added, session 71, h12): "Create a … token. It has '…'" — the token's own ability (216.1);
        # a token of no size is still refused where the ability doesn't set its power and toughness (judge.cards.text)
        item = self.grant_item(quoted)
        if isinstance(item, ir.Keyword):
            return ir.CreateToken(dataclasses.replace(spec, keywords=spec.keywords + (item,)))
        return ir.CreateToken(dataclasses.replace(spec, abilities=spec.abilities + (item,)))

    def those_tokens_have(self, quoted: Any) -> ir.GrantAbility:
        # "Those creatures have '…'" after the sentence that made them: the tokens' own ability (216.1),
        # folded into the tokens made (judge.cards.text)
        return ir.GrantAbility(It(), self.grant_item(quoted), UNSTATED)

    def token_colors(self, *colors: Any) -> tuple:
        return tuple(str(c) for c in colors if str(c) != "and")  # (the AND_NOUN of "black and red")

    def token_defender(self) -> object:
        return _DEFENDER

    def token_keywords(self, *kws: ir.Keyword) -> tuple:
        return tuple(kws)

    def token_dest(self) -> None:
        return None

    def sacrifice(self, what: Any) -> ir.Sacrifice:
        return ir.Sacrifice(ir.You(), what)

    def sacrifice_moved_when_source_lost(self) -> ir.DelayedTrigger:
        # Seraph (added, session 70, h6): "that creature" the card the instruction before put onto the battlefield, a
        # new object there (217.8: ir.MovedThisWay); the delayed ability watches ~, its source (no duration: once,
        # 406.2e)
        return ir.DelayedTrigger(ir.Trigger(ir.TriggerEvent.LOSES_CONTROL, ir.This()),
                                 (ir.Sacrifice(ir.You(), ir.MovedThisWay()),))

    def sacrificed_by_controller(self, what: Any) -> ir.Sacrifice:
        # Golgothian Sylex (added, Oracle round eight): a group, each sacrificed by its controller
        if not isinstance(what, ir.All):
            raise CardTextError("?", "is sacrificed", reason="'… is sacrificed by its controller' is read only of "
                                                             "each permanent of a description")
        return ir.Sacrifice(ir.ControllerOf(what), what)

    def player_sacrifices_it(self, who: Any) -> ir.Sacrifice:
        return ir.Sacrifice(as_player(who), It())

    def sacrifice_some(self, n: Any, f: ir.Filter) -> ir.Sacrifice:
        return ir.Sacrifice(ir.You(), you_control(f), n)

    def sacrifice_some_opponents_choice(self, n: Any, f: ir.Filter) -> ir.Sacrifice:
        # Demonic Hordes (added, o2): the opponent chooses which of your own (413.2c; 100.1)
        return ir.Sacrifice(ir.You(), you_control(f), n, opponent_chooses=True)

    def sacrifice_any_number(self, f: ir.Filter) -> ir.SacrificeAnyNumber:
        return ir.SacrificeAnyNumber(ir.You(), you_control(f))

    def sacrifice_some_player(self, who: Any, n: Any, f: ir.Filter) -> ir.Sacrifice:
        return ir.Sacrifice(as_player(who), f, n)

    def sacrifice_eoc(self, what: Any) -> ir.DelayedTrigger:
        return ir.DelayedTrigger(AT_END_OF_COMBAT, (ir.Sacrifice(ir.You(), what),))

    def prevent_next(self, amount: Any, to: Any) -> ir.PreventDamage:
        return ir.PreventDamage((to,), amount)

    def prevent_next_by_self(self, amount: Any) -> ir.PreventDamage:
        return ir.PreventDamage((), amount, source=ir.This())  # Barbed Wire (added, otrig6): damage it would deal, to anything

    def prevent_divided(self, amount: Any, multi: Any) -> ir.PreventDamage:
        return ir.PreventDamage((multi,), amount)

    def prevent_some_of_each(self, to: Any, n: Any) -> ir.PreventDamage:
        # Urza's Armor (added, stat): N of each damage event to ``to`` (419.7a), while in play
        return ir.PreventDamage((to,), fixed_number(n), of_each=True, duration=UNSTATED)

    def prevent_all(self, combat: bool, scope: dict) -> Any:
        """"Prevent all [combat] damage that would be dealt to X by Y this turn" (419.7a); with
        no "this turn", a static ability's lasts while it is in play."""
        said = scope.get("to") or scope.get("by") or scope.get("both")  # "this turn" alone: this turn
        duration = ir.THIS_TURN if scope.get("turn") or not said else UNSTATED
        if scope.get("both"):  # "to and dealt by that creature": two effects, one each way
            what = scope["both"]
            return [ir.PreventDamage((what,), None, combat_only=combat, duration=duration),
                    ir.PreventDamage((), None, source=what, combat_only=combat, duration=duration)]
        if scope.get("blockers") is not None:  # Feint: that creature's, and each creature's blocking it
            what = scope["blockers"]
            blocking = ir.All((ir.Filter(types=("creature",), extra=("blocking it",), partner=what),))
            return [ir.PreventDamage((), None, source=what, combat_only=combat, duration=duration),
                    ir.PreventDamage((), None, source=blocking, combat_only=combat, duration=duration)]
        to = (scope["to"],) if scope.get("to") is not None else ()
        return ir.PreventDamage(to, None, source=scope.get("by"), combat_only=combat, duration=duration)

    def pk_all(self) -> bool:
        return False

    def prevent_all_by_to_both(self, combat: bool, by: Any, first: Any, second: Any) -> Any:
        # Camel: "prevent all damage Deserts would deal to ~ and to creatures banded with ~" (419.7a)
        return ir.PreventDamage((first, second), None, source=by, combat_only=combat, duration=UNSTATED)

    def prevent_all_dealt_by(self, combat: bool, what: Any, _turn: Any) -> Any:
        # "Prevent all combat damage target creature would deal this turn": by that source (419.7a)
        return self.prevent_all(combat, {"by": what, "turn": True})

    def pk_combat(self) -> bool:
        return True

    def psc(self, _turn: str) -> dict:
        return {"turn": True}

    def psc_to(self, *parts: Any) -> dict:
        return {"to": next(p for p in parts if p != ir.THIS_TURN), "turn": ir.THIS_TURN in parts}

    def psc_by(self, *parts: Any) -> dict:
        return {"by": next(p for p in parts if p != ir.THIS_TURN), "turn": ir.THIS_TURN in parts}

    def psc_to_by(self, *parts: Any) -> dict:
        objs = [p for p in parts if p != ir.THIS_TURN]
        return {"to": objs[0], "by": objs[1], "turn": ir.THIS_TURN in parts}

    def psc_by_and_blockers(self, *parts: Any) -> dict:
        return {"blockers": next(p for p in parts if p != ir.THIS_TURN), "turn": True}

    def psc_to_and_by(self, *parts: Any) -> dict:
        return {"both": next(p for p in parts if p != ir.THIS_TURN), "turn": ir.THIS_TURN in parts}

    def psc_to_and_by_the_creature(self, *parts: Any) -> dict:
        return self.psc_to_and_by(self.ref_it(), *parts)  # "the creature": "that creature"

    def prevent_source(self, f: ir.Filter, to: Any) -> ir.PreventDamage:
        return ir.PreventDamage((to,), None, source=ir.Chosen(any_zone(f)), next_time=True)

    def prevent_source_any(self, f: ir.Filter) -> ir.PreventDamage:
        # Penance: the chosen source's next damage to anything (419.7c)
        return ir.PreventDamage((), None, source=ir.Chosen(any_zone(f)), next_time=True)

    def prevent_source_you_and(self, f: ir.Filter, g: ir.Filter) -> ir.PreventDamage:
        # Shadowbane: "to you and/or creatures you control" — the creatures as the damage would be dealt (419.2)
        return ir.PreventDamage((ir.You(), ir.All((g,))), None, source=ir.Chosen(any_zone(f)), next_time=True)

    def prevent_source_half(self, f: ir.Filter, to: Any) -> ir.PreventDamage:
        # Dark Sphere (added, Oracle activated round twenty-one)
        return dataclasses.replace(self.prevent_source(f, to), half_rounded_down=True)

    def prevent_source_combat_all_but(self, f: ir.Filter, to: Any, n: Any) -> ir.PreventDamage:
        # Forcefield (added, session 45): the chosen source's next combat damage to ``to``, all but n prevented
        return dataclasses.replace(self.prevent_source(f, to), combat_only=True, all_but=fixed_number(n))

    def destruction_removes_damage(self, what: Any) -> ir.RemoveDamageInsteadOfDestruction:
        # Pyramids (added, session 47, h3): a destruction-replacement shield for this turn (419.1)
        return ir.RemoveDamageInsteadOfDestruction(what)

    def prevent_self_next(self, src: Any, to: Any) -> ir.PreventDamage:
        # Mercenaries (added, otrig5): the next damage the ability's source would deal to ``to``
        if not isinstance(src, ir.This):
            raise CardTextError("?", "the next time", reason="'the next time X would deal damage' is read only of the "
                                                             "card itself (~)")
        return ir.PreventDamage((to,), None, source=ir.This(), next_time=True)

    def prevent_source_chosen_color(self, f: ir.Filter, *rest: Any) -> ir.PreventDamage:
        to = rest[-1]  # (after the OF_CHOSEN_COLOR token)
        return self.prevent_source(dataclasses.replace(f, colors=f.colors + (ir.CHOSEN_COLOR,)), to)

    def prevent_source_with(self, f: ir.Filter, kw: ir.Keyword, to: Any) -> ir.PreventDamage:
        return self.prevent_source(dataclasses.replace(f, keywords=f.keywords + (kw,)), to)

    def no_combat_damage(self, what: Any, duration: str = UNSTATED) -> ir.PreventDamage:
        # "Creatures deal no combat damage this turn" (Fog as printed) is the Oracle's "Prevent
        # all combat damage that would be dealt this turn": only creatures deal combat damage
        # (glossary "Combat Damage"), so every creature is no restriction on the source
        if isinstance(what, ir.All) and what.filters == (ir.Filter(types=("creature",)),):
            what = None
        return ir.PreventDamage((), None, source=what, combat_only=True, duration=duration)

    def redirect_next(self, f: ir.Filter, to: Any, new: Any) -> ir.RedirectDamage:
        return ir.RedirectDamage((to,), new, ir.Chosen(any_zone(f)), next_time=True)

    def redirect_next_any(self, f: ir.Filter, new: Any) -> ir.RedirectDamage:
        # Reflect Damage: that source's next damage, to anything, dealt to its controller (419.1)
        if new != ir.ControllerOf(ir.TriggerSource()):
            raise CardTextError("?", "the next time", reason="'the next time a source would deal damage this turn, that "
                                                             "damage is dealt to X instead' is read only of that "
                                                             "source's controller")
        return ir.RedirectDamage((), new, ir.Chosen(any_zone(f)), next_time=True)

    def also_deals_to_source_controller(self, f: ir.Filter, to: Any, again: Any, new: Any) -> ir.AlsoDealsToSourceController:
        # Eye for an Eye (added, session 76, h6): the damage to ``to`` dealt still, to ``to`` ("that much damage to
        # you" again), and ~'s as much to the chosen source's controller as the damage would be dealt (419.1, 419.2)
        if again != to or new != ir.ControllerOf(ir.TriggerSource()):
            raise CardTextError("?", "the next time", reason="'instead that source deals that much damage to X and ~ "
                                                             "deals that much damage to Y' is read only of the same X "
                                                             "and of that source's controller")
        return ir.AlsoDealsToSourceController((to,), ir.Chosen(any_zone(f)))

    @staticmethod
    def _next_combat(src: Any, to: Any, again: Any, new: Any) -> ir.RedirectDamage:
        # "The next time ~ would deal combat damage to an opponent this turn, it deals that damage to
        # target creature instead" (Soltari Guerrillas), "The next time target attacking creature
        # would deal combat damage to ~ this turn, that creature deals that damage to itself instead"
        # (Shield Dancer): the second subject is the first again ("it", "that creature"); that
        # source's next combat damage to the recipient is dealt to the new one, still its (419.1)
        if not isinstance(src, (ir.This, ir.Target)) or not (again == src or isinstance(again, It)):
            raise CardTextError("?", "the next time", reason="'the next time X would deal combat damage to Y …, it deals "
                                                             "that damage to Z instead' is read of ~ or a target, "
                                                             "dealing the damage itself")
        return ir.RedirectDamage((to,), src if new is None else new, src, combat_only=True, next_time=True)

    def redirect_next_combat(self, src: Any, to: Any, again: Any, new: Any) -> ir.RedirectDamage:
        return self._next_combat(src, to, again, new)

    def redirect_next_combat_itself(self, src: Any, to: Any, again: Any) -> ir.RedirectDamage:
        return self._next_combat(src, to, again, None)

    def rf_an_opponent(self) -> ir.ObjRef:
        # "to an opponent": any opponent of the ability's controller (in a game of two, the one, 100.1)
        return ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),))

    def redirect_next_amount(self, n: Any, to: Any, new: Any) -> ir.RedirectDamage:
        return ir.RedirectDamage((to,), new, amount=n)

    def redirect_next_amount_chosen(self, n: Any, to: Any, f: ir.Filter) -> ir.RedirectDamage:
        # the new recipient chosen as the ability resolves, not targeted (413.2c)
        return ir.RedirectDamage((to,), ir.Chosen(f), amount=n)

    def redirect_combat(self, to: Any, f: ir.Filter, new: Any) -> ir.RedirectDamage:
        return ir.RedirectDamage((to,), new, f, combat_only=True)

    def redirect_all(self, to: Any, new: Any) -> ir.RedirectDamage:
        return ir.RedirectDamage((to,), _controller_of_recipient(to, new), duration=UNSTATED)

    def redirect_all_by(self, to: Any, f: ir.Filter, new: Any) -> ir.RedirectDamage:
        return ir.RedirectDamage((to,), _controller_of_recipient(to, new), f, duration=UNSTATED)

    def redirect_all_this_turn(self, to: Any, new: Any) -> ir.RedirectDamage:
        return ir.RedirectDamage((to,), new)

    def redirect_all_this_turn_from(self, to: Any, source: Any, new: Any) -> ir.RedirectDamage:
        return ir.RedirectDamage((to,), new, source)

    def redirect_combat_this_turn_from(self, to: Any, source: Any, new: Any) -> ir.RedirectDamage:
        return ir.RedirectDamage((to,), new, source, combat_only=True)  # Mirror Strike

    def redirect_all_this_turn_by_any(self, source: Any, new: Any) -> ir.RedirectDamage:
        # Reverberation (added, session 45): one target spell's damage this turn, to anything, dealt to
        # "that spell's controller" — whoever controls it as the damage would be dealt (419.1, 419.2)
        if not (isinstance(source, ir.Target) and new == ir.TriggerPlayer()):
            raise CardTextError("?", "all damage", reason="'all damage that would be dealt this turn by X is dealt to Y "
                                                          "instead' is read only of a target spell and that spell's controller")
        return ir.RedirectDamage((), ir.ControllerOf(source), source)

    def redirect_all_this_turn_chosen(self, to: Any, f: ir.Filter, new: Any) -> ir.RedirectDamage:
        return ir.RedirectDamage((to,), new, ir.Chosen(any_zone(f)))

    def gain_control(self, what: Any) -> ir.GainControl:
        return ir.GainControl(what, ir.You(), UNSTATED)

    def gain_control_of(self, what: Any, duration: Optional[str] = None) -> ir.GainControl:
        return ir.GainControl(what, ir.You(), duration or UNSTATED)

    def gain_control_while_tapped_first(self, what: Any) -> ir.GainControl:
        return ir.GainControl(what, ir.You(), ir.WHILE_SOURCE_TAPPED)

    def may(self, effect: Any) -> Any:
        effects = tuple(effect) if isinstance(effect, list) else (effect,)
        return ir.Optional_(effects)

    def may_have_colors_of_choice(self, what: Any) -> ir.Optional_:
        # Shyft: "you may have ~ become the color or colors of your choice" (410.5, 413.2c)
        return ir.Optional_((ir.SetColor(what, (ir.COLORS_OF_CHOICE,), UNSTATED),))

    def may_pay(self, mana: Token) -> MayPay:
        return MayPay(mana_text(mana))

    def may_sacrifice_self_and_pay(self, mana: Token) -> MayPay:
        # Preferred Selection (added, session 84, h6): the sacrifice of ~ and the mana, one optional cost
        return MayPay(mana_text(mana), sacrifice_self=True)

    def put_one_looked_into_hand(self) -> ir.Dig:
        # Preferred Selection (added, session 84, h6): how many were looked at is the look's (judge.cards.text._fold)
        return ir.Dig(ir.You(), 0, 1, take_to=Zone.HAND, rest_left=True, already_looked=True)

    def put_one_looked_on_bottom(self) -> ir.Dig:
        return ir.Dig(ir.You(), 0, 1, take_to=Zone.LIBRARY, take_position=ir.LibraryPosition.BOTTOM, rest_left=True,
                      already_looked=True)

    def may_pay_each_counter(self, mana: Token, kind: str, what: Any) -> MayPay:
        # Rogue Skycaptain (added, otrig5): {2} once for each wage counter on it
        return MayPay(mana_text(mana), times=ir.CountersOn(what, kind))

    def may_pay_its_cost_reduced(self, mana: Token) -> MayPay:
        # "You may pay its mana cost reduced by up to {2}." (Flash): "its" is what the ability
        # just put into play
        return MayPay(None, 0, ir.Found(), sum(int(x) for x in re.findall(r"\{(\d+)\}", mana_text(mana))))

    def pay_or_sacrifice_highest(self, who: Any) -> ir.PayOrSacrificeHighest:
        # "Each player chooses a creature with the highest converted mana cost ..." (Tariff)
        if not (isinstance(who, ir.All) and all(f.players for f in who.filters)):
            raise CardTextError("?", "chooses a creature with the highest converted mana cost",
                                reason="only 'each player' chooses that way")
        return ir.PayOrSacrificeHighest()

    def pay_mana_cost_or_sacrifice_highest(self, who: Any) -> ir.PayOrSacrificeHighest:
        # Tariff's Oracle: "… unless they pay that creature's mana cost" — its colored symbols too
        return dataclasses.replace(self.pay_or_sacrifice_highest(who), mana_cost=True)

    def bid_life_for_control(self, who: Any, what: Any, opening: Any, who_again: Any) -> ir.AuctionControl:
        # Illicit Auction: "Each player may bid life for control of target creature ..."
        if not all(isinstance(w, ir.All) and all(f.players for f in w.filters) for w in (who, who_again)):
            raise CardTextError("?", "may bid life for control", reason="only 'each player' bids")
        return ir.AuctionControl(what, int(opening))

    def skip_next(self, who: Any, what: str, *this_turn: Any) -> ir.Skip:
        return ir.Skip(as_player(who), what, bool(this_turn))

    def skip_all_combat_next_turn(self, who: Any) -> ir.Skip:
        return ir.Skip(as_player(who), "combat phase", whole_next_turn=True)

    def skip_what(self, *words: Any) -> str:
        return " ".join(str(w) for w in words)

    def skip_this_turn(self) -> bool:
        return True

    def gain_control_by(self, who: Any, what: Any, duration: Optional[str] = None) -> ir.GainControl:
        return ir.GainControl(what, who, duration or UNSTATED)

    def an_opponent_gains_control(self, what: Any, duration: Optional[str] = None) -> ir.GainControl:
        # Rainbow Vale (added, otrig5): the opponent, in a game of two (100.1; as "an opponent's")
        return ir.GainControl(what, ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)), duration or UNSTATED)

    def exchange_control(self, first: Any, second: Any) -> ir.ExchangeControl:
        # Legerdemain, Gauntlets of Chaos: "… and another target permanent that shares one of those
        # types with it" — "those types" are the card types the first target's words name, "it" the
        # first target: the second target's description gets both (409.1c, 413.2a)
        if isinstance(first, ir.Target) and isinstance(second, ir.Target):
            spec = self.targets[second.index]
            if spec.filter.shares_type is not None and not spec.filter.shares_type.types:
                types = tuple(t for t in self.targets[first.index].filter.types if t in ir.CARD_TYPES)
                if not types:
                    raise CardTextError("?", "shares one of those types with it",
                                        reason="the first target's words name no card type")
                self.targets[second.index] = dataclasses.replace(
                    spec, filter=dataclasses.replace(spec.filter, shares_type=ir.SharesType(first, types)))
        return ir.ExchangeControl(first, second)

    def exchange_highest_creatures(self, other: Any) -> ir.ExchangeHighest:
        # Juxtapose: "You and target player exchange control of the creature you each control
        # with the highest converted mana cost." (the next sentence names the same player)
        self._exchanged_with = other
        return ir.ExchangeHighest(other, ("creature",))

    def exchange_highest_artifacts(self) -> ir.ExchangeHighest:
        # "Then exchange control of artifacts the same way."
        other = getattr(self, "_exchanged_with", None)
        if other is None:
            raise CardTextError("?", "exchange control of artifacts the same way",
                                reason="'the same way' needs an exchange of control before it")
        return ir.ExchangeHighest(other, ("artifact",))

    def put_chosen_into_play(self, f: ir.Filter) -> ir.PutChosenIntoPlay:
        # "Put a creature card from your hand into play." (Flash): chosen on resolution
        return ir.PutChosenIntoPlay(f)

    def put_chosen_into_play_tapped(self, f: ir.Filter) -> ir.PutChosenIntoPlay:
        # Terrain Generator (added, otrig5): the chosen card comes into play tapped
        return ir.PutChosenIntoPlay(f, tapped=True)

    def each_may_put_from_hand(self, who: Any, f: ir.Filter) -> ir.EachMayPutIntoPlay:
        # "each other player may put a creature card from their hand onto the battlefield"
        return ir.EachMayPutIntoPlay(as_player(who), dataclasses.replace(f, zone=Zone.HAND))

    def each_may_return_from_graveyard(self, who: Any, f: ir.Filter) -> ir.EachMayPutIntoPlay:
        # "each other player may return a creature card from their graveyard to the battlefield"
        return ir.EachMayPutIntoPlay(as_player(who), dataclasses.replace(f, zone=Zone.GRAVEYARD))

    def each_puts_from_graveyard(self, who: Any, f: ir.Filter, *_: Any) -> ir.PutChosenIntoPlay:
        # each player chooses a card of his or her own graveyard (413.2d), put into play together
        return ir.PutChosenIntoPlay(dataclasses.replace(f, zone=Zone.GRAVEYARD), as_player(who))

    def may_pay_mana_and_life(self, mana: Token, n: Any) -> MayPay:
        return MayPay(mana_text(mana), fixed_number(n))

    def return_chosen_from_its_owners_graveyard(self, f: ir.Filter, *_: Any) -> ir.PutChosenIntoPlay:
        # Reincarnation: "its owner" and "that creature's owner" the owner of the creature watched (413.2f)
        owner = ir.OwnerOf(It())
        return ir.PutChosenIntoPlay(dataclasses.replace(f, zone=Zone.GRAVEYARD), ir.You(), whose=owner, under=owner)

    def may_pay_life(self, n: Any) -> MayPay:
        # "you may pay 2 life. If you do, ..." (Wand of Denial)
        return MayPay(None, fixed_number(n))

    def empty_pool(self, who: Any) -> ir.EmptyManaPool:
        return ir.EmptyManaPool(who)

    def look_at_hand(self, who: Any) -> ir.LookAtHand:
        return ir.LookAtHand(who)

    def look_at_random_card(self, who: Any) -> ir.LookAtHand:
        return ir.LookAtHand(who, random_card=True)  # Urza's Bauble (act11)

    def mill(self, n: Any, whose: Any, _whose2: Any) -> ir.Mill:
        return ir.Mill(whose, n)

    def mill_one(self, whose: Any, _whose2: Any) -> ir.Mill:
        return ir.Mill(whose, 1)

    def mill_by(self, who: Any, n: Any, whose: Any, _whose2: Any) -> ir.Mill:
        return ir.Mill(_own_library(who, whose), n)

    def mill_by_one(self, who: Any, whose: Any, _whose2: Any) -> ir.Mill:
        return ir.Mill(_own_library(who, whose), 1)

    def mill_by_equal(self, who: Any, n: Any, whose: Any, _whose2: Any) -> ir.Mill:
        return ir.Mill(_own_library(who, whose), n)

    def mill_modern(self, n: Any) -> ir.Mill:
        return ir.Mill(ir.You(), n)

    def _rule(self, cls: type, what: Any = None, f: Optional[ir.Filter] = None, value: Optional[str] = None) -> ir.Rule:
        return cls(what, f, value, UNSTATED)

    def cant_attack(self, what: Any) -> ir.Rule:
        return self._rule(ir.CantAttack, what)

    def cant_block(self, what: Any) -> ir.Rule:
        return self._rule(ir.CantBlock, what)

    def assign_as_unblocked(self, what: Any) -> ir.Rule:
        return self._rule(ir.AssignAsThoughUnblocked, what)

    def defender_assigns_combat_damage(self) -> ir.Rule:
        # Defensive Formation (added, session 65, h5): a rule of the whole game, its "you" the source's controller
        return ir.DefenderAssignsCombatDamage(None, None, None, UNSTATED)

    def assign_to_defenders_creature(self, what: Any) -> ir.Rule:
        return self._rule(ir.AssignToDefendersCreature, what)  # Cunning Giant (103.1 over 310.1b)

    def assigns_as_unblocked_turn(self, what: Any) -> ir.Rule:
        # Outmaneuver: a rule on the targets for the turn, not a choice (103.1 over 310.1c)
        return dataclasses.replace(self._rule(ir.AssignsAsThoughUnblocked, what), duration=ir.THIS_TURN)

    def cant_be_regenerated(self, what: Any, _duration: str) -> ir.Rule:
        return dataclasses.replace(self._rule(ir.CantBeRegenerated, what), duration=ir.THIS_TURN)

    def lethal_only_from_one_source(self, what: Any) -> ir.Rule:
        # Ogre Enforcer: a rule on the card itself (420.5c as the card changes it, 103.1)
        if what != ir.This():
            raise CardTextError("?", "can't be destroyed by lethal damage unless",
                                reason="read of the card itself only ('~ can't be destroyed …')")
        return self._rule(ir.LethalOnlyFromOneSource, what)

    def assigns_no_combat_damage(self, what: Any, _duration: str) -> ir.Rule:
        # "this turn": nothing assigned in any combat damage step this turn (310.1a, 103.1)
        return dataclasses.replace(self._rule(ir.AssignsNoCombatDamage, what), duration=ir.THIS_TURN)

    def cant_block_turn(self, what: Any, _duration: str) -> ir.Rule:
        # "can't block this turn" / "until end of turn": the same for a rules effect (418.3a)
        return dataclasses.replace(self._rule(ir.CantBlock, what), duration=ir.THIS_TURN)

    def can_only_attack_alone(self, what: Any) -> ir.Rule:
        return self._rule(ir.CanOnlyAttackAlone, what)

    def cant_attack_in_turn_others_attack(self, what: Any) -> ir.Rule:
        # Errantry as printed (session 68, h7): alone, and the turn's earlier combat phases too (500.2, 300.1)
        return dataclasses.replace(self.can_only_attack_alone(what), each_turn=True)

    def one_spell_each_turn(self, who: Any) -> ir.Rule:
        return self._rule(ir.OneSpellEachTurn, who)

    def combat_lockout(self, who: Any) -> ir.Rule:
        # Hand to Hand (added, Oracle statics round twenty): instants and non-mana abilities,
        # during combat (306.1, 411.1; 103.2)
        return self._rule(ir.CombatLockout, who)

    def cant_play_non_mana_abilities(self, who: Any) -> ir.Rule:
        # Abeyance (added, session 48, h3): activated abilities that aren't mana abilities (406.1a; 103.2)
        return self._rule(ir.CantPlayNonManaAbilities, who)

    def cant_play_activated_abilities(self, who: Any) -> ir.Rule:
        # Abeyance as printed (session 68, h7): every activated ability, mana abilities too (403.1, 406.1a; 103.2)
        return dataclasses.replace(self.cant_play_non_mana_abilities(who), mana_abilities=True)

    def combat_lockout_all(self, who: Any) -> ir.Rule:
        # Hand to Hand as printed (session 68, h7): instants and every activated ability, mana abilities too (403.1,
        # 406.1a), during combat (306.1; 103.2)
        return dataclasses.replace(self.combat_lockout(who), mana_abilities=True)

    def play_only_own_turn(self, who: Any) -> ir.Rule:
        # City of Solitude (added, Oracle statics round twenty; also printed): spells and
        # activated abilities, mana abilities too, only during the player's own turn (103.1 over 408.1d)
        return self._rule(ir.PlayOnlyOwnTurn, who)

    def attack_as_though_haste(self, what: Any) -> ir.Rule:
        return self._rule(ir.CanAttackAsThoughHaste, what)

    def attack_as_though_haste_unless_new(self, what: Any) -> ir.Rule:
        # Chaos Lord: not in the turn it came into play (a control change alone doesn't stop it)
        return dataclasses.replace(self._rule(ir.CanAttackAsThoughHaste, what), unless_new=True)

    def cant_play_tap_abilities(self, what: Any) -> ir.Rule:
        return self._rule(ir.CantPlayTapAbilities, what)

    def cant_attack_or_block(self, what: Any) -> ir.Rule:
        return self._rule(ir.CantAttackOrBlock, what)

    def untargetable_by_spells_unless_deed(self, what: Any, span: str) -> Marker:
        cond = ir.Condition(ir.ConditionKind.COMBAT_DEED, ref=ir.This(), value=f"didn't attack or block {span}")
        return Marker("while", effects=(self._rule(ir.CantBeTargetedBySpells, what),), value=cond)

    def cant_attack_unless_played(self, what: Any, f: ir.Filter) -> Marker:
        # Mogg Conscripts: it can't attack while no such spell was played this turn (418.4)
        cond = ir.Condition(ir.ConditionKind.SPELL_PLAYED_THIS_TURN, filter=spell_types_filter(f), player=ir.You(), value="none")
        return Marker("while", effects=(self._rule(ir.CantAttack, what),), value=cond)

    def cant_attack_if(self, what: Any, cond: ir.Condition) -> Marker:
        # a static ability that applies while its condition holds (418.4)
        return Marker("while", effects=(self._rule(ir.CantAttack, what),), value=cond)

    def cant_block_if(self, what: Any, cond: ir.Condition) -> Marker:
        return Marker("while", effects=(self._rule(ir.CantBlock, what),), value=cond)

    def cant_attack_or_block_if(self, what: Any, cond: ir.Condition) -> Marker:
        return Marker("while", effects=(self._rule(ir.CantAttackOrBlock, what),), value=cond)

    def cant_attack_turn(self, what: Any, duration: str) -> ir.Rule:
        # "Target creature can't attack this turn" (Change of Heart), "Creatures can't attack this
        # turn" (Festival): "this turn" and "until end of turn" are the same for a rules effect
        return dataclasses.replace(self._rule(ir.CantAttack, what), duration=_turn_or(duration))

    def cant_attack_or_be_targeted_two_turns(self, what: Any) -> list:
        # Peace Talks (added, session 65, h5): both rules last this turn and next turn (418.3a)
        players_and_permanents = ir.All((ir.Filter(players=True), ir.Filter(types=("permanent",))))
        return [dataclasses.replace(self._rule(ir.CantAttack, what), duration=ir.THIS_TURN_AND_NEXT_TURN),
                dataclasses.replace(self._rule(ir.CantBeTargetedBySpellsOrActivated, players_and_permanents),
                                    duration=ir.THIS_TURN_AND_NEXT_TURN)]

    def cant_attack_next_turn(self, what: Any) -> ir.Rule:
        # "that creature can't attack during its controller's next turn" (Wall of Dust): from
        # that turn's beginning to its end, not in the rest of this one (418.3a)
        return dataclasses.replace(self._rule(ir.CantAttack, what), duration=ir.DURING_ITS_CONTROLLERS_NEXT_TURN)

    def target_players_creatures_attack_you_next_turn(self) -> ir.Rule:
        # Taunt: a rule of the target player for his or her next turn, as False Peace's (500.2, 418.3a)
        what = self._add_target(ir.Filter(players=True))
        return dataclasses.replace(self._rule(ir.AttacksIfAble, what), duration=ir.DURING_THAT_PLAYERS_NEXT_TURN)

    def player_cant_attack_next_turn(self, what: Any) -> ir.Rule:
        # "target player can't attack during his or her next turn" (False Peace as printed): a rule
        # of that player — none of his or her creatures may attack in that turn (500.1, 418.3a);
        # "each opponent can't …" (Empty City Ruse as printed, Portal's "your opponent": each
        # opponent, untargeted, 100.1), a rule of each of them alike
        spec = self.targets[what.index] if isinstance(what, ir.Target) else None
        if isinstance(what, ir.All) and what.filters == (ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),):
            return dataclasses.replace(self._rule(ir.CantAttack, what), duration=ir.DURING_THAT_PLAYERS_NEXT_TURN)
        if spec is None or not spec.filter.players or spec.filter.types:
            raise CardTextError("?", "can't attack during his or her next turn",
                                reason="read only of a target player (a creature's is 'its controller's next turn')")
        return dataclasses.replace(self._rule(ir.CantAttack, what), duration=ir.DURING_THAT_PLAYERS_NEXT_TURN)

    def cant_attack_or_block_turn(self, what: Any, duration: str) -> ir.Rule:
        return dataclasses.replace(self._rule(ir.CantAttackOrBlock, what), duration=_turn_or(duration))

    def cant_block_self(self, what: Any, duration: str) -> ir.Rule:
        rule = self._rule(ir.CantBlock, what, ir.Filter(extra=("itself",)))
        return dataclasses.replace(rule, duration=_turn_or(duration))

    def cant_block_filter(self, what: Any, f: ir.Filter) -> ir.Rule:
        return self._rule(ir.CantBlock, what, f)

    def unblockable(self, what: Any) -> ir.Rule:
        return self._rule(ir.Unblockable, what)

    def switch_pt(self, duration: str) -> ir.SwitchPT:
        # "Switch target creature's power and toughness until end of turn" (409.1c: one target creature)
        return ir.SwitchPT(self._add_target(ir.Filter(types=("creature",))), duration)

    def switch_pt_self(self, duration: str) -> ir.SwitchPT:
        return ir.SwitchPT(ir.This(), duration)  # Phantasmal Fiend (added, otrig6): its own, no target

    def lure_turn(self, blockers: ir.Filter, what: Any) -> ir.Rule:
        return dataclasses.replace(self.lure(blockers, what), duration=ir.THIS_TURN)

    def also_attacks_if_able(self, what: Any) -> ir.Rule:
        return self._rule(ir.AlsoAttacksIfAble, what)  # Ekundu Cyclops (500.2)

    def attack_if_able_with_self(self, what: Any) -> ir.Rule:
        return self._rule(ir.AttacksIfAbleWithSource, what)  # Viashino Bey (500.2)

    def attacks_if_able_turn(self, what: Any) -> ir.Rule:
        return dataclasses.replace(self._rule(ir.AttacksIfAble, what), duration=ir.THIS_TURN)

    def unblockable_this_turn(self, what: Any, _duration: str) -> ir.Rule:
        # "this turn" and "until end of turn" end together for a rules effect (418.3a)
        return dataclasses.replace(self._rule(ir.Unblockable, what), duration=ir.THIS_TURN)

    def unblockable_this_combat(self, what: Any) -> ir.Rule:
        # ends with the combat phase (418.3a): a second combat this turn would not have it
        return dataclasses.replace(self._rule(ir.Unblockable, what), duration=ir.UNTIL_END_OF_COMBAT)

    def it_unblockable_this_combat(self) -> list:
        return [self.unblockable_this_combat(self.ref_it())]

    def blocked_only_by(self, what: Any, f: ir.Filter) -> ir.Rule:
        return self._rule(ir.CantBeBlockedExceptBy, what, f)

    def grant_blocked_only_by(self, what: Any, kw: Any, f: ir.Filter) -> list:
        # Cloak of Invisibility: the keyword granted, and "can't be blocked except by" — two
        # effects of the same subject, each as its own sentence would read
        return [self.grant_has(what, kw), self.blocked_only_by(what, f)]

    def not_blocked_by(self, what: Any, f: ir.Filter) -> ir.Rule:
        return self._rule(ir.CantBeBlockedBy, what, f)

    def cant_block_or_be_blocked_by(self, what: Any, f: ir.Filter) -> list:
        # Sneaky Homunculus: "can't block [those]" and "can't be blocked by [those]", one rule each
        return [self.cant_block_filter(what, f), self.not_blocked_by(what, f)]

    def blocked_only_by_turn(self, what: Any, f: ir.Filter) -> ir.Rule:
        return dataclasses.replace(self._rule(ir.CantBeBlockedExceptBy, what, f), duration=ir.THIS_TURN)

    def not_blocked_by_turn(self, what: Any, f: ir.Filter) -> ir.Rule:
        return dataclasses.replace(self._rule(ir.CantBeBlockedBy, what, f), duration=ir.THIS_TURN)

    def max_one_blocker(self, what: Any) -> ir.Rule:
        return self._rule(ir.CantBeBlockedByMoreThanOne, what)

    def min_two_blockers(self, what: Any) -> ir.Rule:
        return self._rule(ir.CantBeBlockedByOnlyOne, what)

    def min_three_blockers(self, what: Any) -> ir.Rule:
        return self._rule(ir.CantBeBlockedByOnlyOne, what, value="3")

    def block_as_flying(self, what: Any) -> ir.Rule:
        return self._rule(ir.CanBlockAsThoughFlying, what)

    def attack_as_nonwall(self, what: Any) -> ir.Rule:
        return self._rule(ir.CanAttackAsThoughNotWall, what)

    def attack_as_nonwall_turn(self, what: Any) -> ir.Rule:
        return dataclasses.replace(self._rule(ir.CanAttackAsThoughNotWall, what), duration=ir.THIS_TURN)

    def attacks_untapped(self, what: Any) -> ir.Rule:
        return self._rule(ir.AttacksWithoutTapping, what)

    def unaffected_by_sickness(self, what: Any) -> ir.Rule:
        return self._rule(ir.UnaffectedBySummoningSickness, what)

    def unaffected_by_sickness_turn(self, what: Any) -> ir.Rule:
        return dataclasses.replace(self._rule(ir.UnaffectedBySummoningSickness, what), duration=ir.THIS_TURN)

    # "~ can't attack unless you sacrifice a land" (Exalted Dragon), "Enchanted creature can't
    # attack unless its controller pays {3}" (Brainwash): costs to attack or block (308.2, 309.2)
    def attack_cost_self(self, what: Any, part: dict) -> ir.CombatCost:
        return _combat_cost(what, ir.CombatAction.ATTACK, part)

    def attack_cost_self_mana(self, what: Any, mana: Token) -> ir.CombatCost:
        return _combat_cost(what, ir.CombatAction.ATTACK, {"mana": mana_text(mana)})

    def block_cost_self(self, what: Any, part: dict) -> ir.CombatCost:
        return _combat_cost(what, ir.CombatAction.BLOCK, part)

    def block_cost_self_mana(self, what: Any, mana: Token) -> ir.CombatCost:
        return _combat_cost(what, ir.CombatAction.BLOCK, {"mana": mana_text(mana)})

    def block_cost_filtered_mana(self, what: Any, f: ir.Filter, mana: Token) -> ir.CombatCost:
        # Hipparion: the cost is owed for each attacker it blocks that matches ``f`` (309.2)
        return ir.CombatCost(what, f, mana_text(mana), UNSTATED, action=ir.CombatAction.BLOCK)

    def attack_block_cost_self(self, what: Any, part: dict) -> ir.CombatCost:
        return _combat_cost(what, ir.CombatAction.ATTACK_OR_BLOCK, part)

    def attack_block_cost_self_mana(self, what: Any, mana: Token) -> ir.CombatCost:
        return _combat_cost(what, ir.CombatAction.ATTACK_OR_BLOCK, {"mana": mana_text(mana)})

    # Reclamation, Flooded Woodlands (added, stat): "… can't attack unless their controller
    # sacrifices a land for each black creature they control that's attacking" — a cost of each
    # such attacker, paid by its controller as attackers are declared (308.2; 308.3: unpayable,
    # the attack is illegal). The "for each" names the same creatures as the subject, else refused.
    def attack_cost_sac_each(self, what: Any, n: Any, sac: ir.Filter, each: str) -> ir.CombatCost:
        if not (isinstance(what, ir.All) and len(what.filters) == 1
                and what.filters[0] == ir.Filter(types=("creature",), colors=(each,))):
            raise CardTextError("?", "can't attack unless their controller sacrifices … for each …",
                                reason="the cost is read only for each attacking creature the sentence is about")
        return _combat_cost(what, ir.CombatAction.ATTACK, {"sacrifice": ir.SacrificeCost(you_control(sac), fixed_number(n))})

    def block_cost_filtered_life_each(self, what: Any, f: ir.Filter, n: Any) -> ir.CombatCost:
        # Heat Wave (added, stat): each blocker of ``what`` blocking a creature ``f`` describes
        # costs its controller ``n`` life as blockers are declared (309.2; unpayable: 309.2a)
        if not isinstance(what, ir.All):
            raise CardTextError("?", "can't block … unless their controller pays … life for each blocking creature",
                                reason="read only for a description of creatures")
        return ir.CombatCost(what, f, None, UNSTATED, action=ir.CombatAction.BLOCK, life=fixed_number(n))

    def blocked_cost_each_blocker(self, what: Any, mana: Token) -> ir.CombatCost:
        # Awesome Presence: each creature blocking the enchanted creature costs the defending player
        # the mana (309.2) — a cost to block, on every creature, for each attacker it blocks that is the
        # one the Aura enchants (as Hipparion's, judge.engine.combat._block_mana_owed)
        if not isinstance(what, ir.Enchanted):
            raise CardTextError("?", "can't be blocked unless defending player pays … for each creature …",
                                reason="read only for the enchanted creature")
        return ir.CombatCost(ir.All((ir.Filter(types=("creature",)),)), ir.Filter(types=("creature",), extra=("enchanted",)),
                             mana_text(mana), UNSTATED, action=ir.CombatAction.BLOCK)

    def attack_cost_self_mana_each_counter(self, what: Any, mana: Token, kind: str) -> ir.CombatCost:
        # Phyrexian Marauder (added, stat): the cost of one attacker, for each of its counters (308.2)
        if not isinstance(what, ir.This):
            raise CardTextError("?", "can't attack unless you pay … for each … counter on it",
                                reason="read only for the creature itself")
        return dataclasses.replace(_combat_cost(what, ir.CombatAction.ATTACK, {"mana": mana_text(mana)}), per_counter=kind)

    def attack_cost_sac_each_printed(self, each: ir.Filter, n: Any, sac: ir.Filter) -> ir.CombatCost:
        return _combat_cost(ir.All((each,)), ir.CombatAction.ATTACK, {"sacrifice": ir.SacrificeCost(you_control(sac), fixed_number(n))})

    def bottom_all_but_one(self, n: Any, whose: Any) -> ir.BottomAllButOne:
        if not isinstance(whose, ir.You):
            raise CardTextError("?", "look at the top cards of …", reason="only 'your library' is read here")
        return ir.BottomAllButOne(ir.You(), n)

    def cant_tap_for_mana_if_new(self, what: Any, duration: str) -> ir.CantBeTappedForManaIfNew:
        # the era's animated lands as printed (audit 4844): a restriction of the card's own
        return ir.CantBeTappedForManaIfNew(what, duration)

    def cant_tap_for_mana_if_new_static(self, what: Any) -> ir.CantBeTappedForManaIfNew:
        # Kormus Bell, Living Plane as printed: a static ability's, while the permanent is in play
        return ir.CantBeTappedForManaIfNew(what, ir.WHILE_IN_PLAY)

    def cant_play_lands_turn(self, who: Any) -> ir.Rule:
        return ir.CantPlayLands(as_player(who), None, None, ir.THIS_TURN)

    def becomes_blocked(self, what: Any) -> ir.BecomesBlocked:
        return ir.BecomesBlocked(what)

    def cant_attack_unless(self, what: Any, f: ir.Filter) -> ir.Rule:
        return self._rule(ir.CantAttackUnless, what, f)

    def players_skip_untap(self) -> ir.Rule:
        return self._rule(ir.SkipsEach, ir.All((ir.Filter(players=True),)), None, "untap step")

    def skips_each(self, what: str) -> ir.Rule:
        return self._rule(ir.SkipsEach, ir.You(), None, what)

    def cant_attack_you(self, what: Any) -> ir.Rule:
        # "Black creatures can't attack you" (Elephant Grass): the creatures of the players who
        # could attack you — your opponent's (a two-player game)
        if not isinstance(what, ir.All):
            raise CardTextError("?", "can't attack you", reason="only a description of creatures can't attack you")
        filters = tuple(dataclasses.replace(f, controller=ir.PlayerRelation.OPPONENT) for f in what.filters)
        return self._rule(ir.CantAttack, dataclasses.replace(what, filters=filters))

    # War Tax, War Cadence (added, act9): each creature's cost to attack / block this turn, the
    # creatures those in play as it resolves (418.3b), X the announced one (418.3c)
    def attack_cost_turn(self, what: Any, mana: Token) -> ir.CombatCost:
        return ir.CombatCost(what, None, mana_text(mana), ir.THIS_TURN, action=ir.CombatAction.ATTACK)

    def block_cost_turn(self, what: Any, mana: Token) -> ir.CombatCost:
        return ir.CombatCost(what, None, mana_text(mana), ir.THIS_TURN, action=ir.CombatAction.BLOCK)

    def attack_cost(self, what: Any, mana: Any) -> ir.Rule:
        # Propaganda: "{2} for each creature they control that's attacking you" (308.2)
        return self._rule(ir.AttackCost, what, None, str(mana))

    # Combat restrictions and requirements (500.2, its example; 502.9f's example).
    def cant_attack_alone(self, what: Any) -> ir.Rule:
        return self._rule(ir.CantAttackAlone, what)

    def attacks_if_able(self, what: Any) -> ir.Rule:
        return self._rule(ir.AttacksIfAble, what)

    def blocks_if_able(self, what: Any) -> ir.Rule:
        return self._rule(ir.BlocksIfAble, what)

    def blocks_if_able_turn(self, what: Any) -> ir.Rule:
        return dataclasses.replace(self._rule(ir.BlocksIfAble, what), duration=ir.THIS_TURN)

    def blocks_each_attacker_if_able_turn(self, what: Any) -> ir.Rule:
        # Blaze of Glory (added, o2): a requirement to block each attacking creature (500.2)
        return dataclasses.replace(self._rule(ir.BlocksEachAttackerIfAble, what), duration=ir.THIS_TURN)

    def blocks_source_if_able_turn(self, what: Any) -> ir.Rule:
        # Trumpeting Armodon (added, oracle7): a requirement to block the source (500.2)
        return dataclasses.replace(self._rule(ir.BlocksSourceIfAble, what), duration=ir.THIS_TURN)

    def only_one_attacker(self) -> ir.Rule:
        return self._rule(ir.OnlyOneAttacker)

    def block_any_number(self, what: Any) -> ir.Rule:
        return self._rule(ir.CanBlockAnyNumber, what)

    def block_any_number_turn(self, what: Any) -> ir.Rule:
        # Blaze of Glory (added, o2): for the turn (309.1, 418.3a)
        return dataclasses.replace(self._rule(ir.CanBlockAnyNumber, what), duration=ir.THIS_TURN)

    def block_additional(self, what: Any) -> ir.Rule:
        return self._rule(ir.CanBlockAdditional, what, None, "1")

    def block_additional_turn(self, what: Any, n: int = 1) -> ir.Rule:
        # Mounted Archers, Yare (added, oracle7): "can block [up to N] additional creature[s] this turn"
        return dataclasses.replace(self._rule(ir.CanBlockAdditional, what, None, str(n)), duration=ir.THIS_TURN)

    def etb_tapped(self, what: Any) -> ir.Rule:
        return self._rule(ir.ComesIntoPlayTapped, what)

    def choose_as_entering(self, *choices: Any) -> ir.Rule:
        # "two basic land types" (Illusionary Terrain) comes as a list of the two choices
        choices = tuple(c for x in choices for c in (x if isinstance(x, list) else (x,)))
        # a number's bounds (Shapeshifter) come as ("number", lo, hi): the numbers it may be
        among = tuple(str(n) for c in choices if isinstance(c, tuple) and c[0] is ir.EntryChoice.NUMBER
                      for n in range(c[1], c[2] + 1))
        # a land type limited to those named (Roots of Life: ("land type", "Island", "Swamp"))
        among += tuple(w for c in choices if isinstance(c, tuple) and c[0] is not ir.EntryChoice.NUMBER for w in c[1:])
        return ir.ChooseAsEntering(ir.This(), choices=tuple(c[0] if isinstance(c, tuple) else c for c in choices),
                                   among=among)

    def choose_names_you_and_opponent_as_entering(self) -> ir.Rule:
        # Null Chamber (added, session 46, c1): its controller's name, then the opponent's, neither a basic land's
        return ir.ChooseAsEntering(ir.This(), choices=(ir.EntryChoice.CARD_NAME, ir.EntryChoice.OPPONENTS_CARD_NAME))

    def choose_as_played(self) -> ir.Rule:
        # Caller of the Hunt: a creature type chosen as the spell is played (409.1f)
        return ir.ChooseAsEntering(ir.This(), choices=(ir.EntryChoice.CREATURE_TYPE,), when_played=True)

    def ec_number(self, lo: Any, hi: Any) -> tuple:
        if fixed_number(lo) > fixed_number(hi):
            raise CardTextError("?", "choose a number between", reason="no number lies between those")
        return (ir.EntryChoice.NUMBER, fixed_number(lo), fixed_number(hi))

    def choose_number_again(self, lo: Any, hi: Any) -> ir.ChooseNumberAgain:
        return ir.ChooseNumberAgain(tuple(str(n) for n in range(fixed_number(lo), fixed_number(hi) + 1)))

    def set_power_toughness_minus(self, who: Any, amount: Any, n: Any) -> ir.SetPT:
        return ir.SetPT(who, amount, ir.Sum((fixed_number(n), ir.Negative(amount))), UNSTATED)

    def pay_life_as_entering(self) -> ir.Rule:
        # Minion of the Wastes: the amount of life is chosen and paid as it comes into play (410.10e)
        return ir.ChooseAsEntering(ir.This(), choices=(ir.EntryChoice.LIFE_PAID,))

    def enters_as_copy(self, *parts: Any) -> ir.Rule:
        # Clone: the choice is made as it comes into play (410.10e); Copy Artifact adds a type;
        # Vesuvan Doppelganger keeps its colour and has an ability
        keeps = parts[-1] if parts and isinstance(parts[-1], tuple) and parts[-1][:1] == ("keeps",) else None
        parts = parts[:-1] if keeps else parts
        return ir.EntersAsCopy(ir.This(), filter=parts[-1], value=parts[0] if len(parts) == 2 else None,
                               keeps_color=keeps is not None, grants=(keeps[1],) if keeps else ())

    def copy_keeps(self, quoted: Any) -> tuple:
        return ("keeps", self.parse_quoted(str(quoted)[1:-1]))

    def copy_type(self) -> str:
        return "enchantment"

    def choose_form(self, *forms: ir.Form) -> list:
        # "~ comes into play as your choice of a 3/3 artifact creature; ... or ..." (410.10e)
        return [ir.ChooseAsEntering(ir.This(), choices=(ir.EntryChoice.FORM,)), ir.ChosenForm(tuple(forms))]

    def choose_form_self(self, what: Any, *forms: ir.Form) -> list:
        # "~ comes into play as your choice of ..." (the permanent itself)
        if not isinstance(what, ir.This):
            raise CardTextError("?", "comes into play as", reason="only a permanent itself comes into play as a form of its choice")
        return self.choose_form(*forms)

    def form(self, pt: Token, *rest: Any) -> ir.Form:
        p, t = (int(x) for x in str(pt).split("/"))
        wall = any(r == "wall" for r in rest)
        kws = tuple(r for r in rest if isinstance(r, ir.Keyword))
        words = [f"{p}/{t}"] + (["Wall"] if wall or any(r == "defender" for r in rest) else []) + ["artifact creature"]
        text = " ".join(words) + (" with " + " and ".join(str(k) for k in kws) if kws else "")
        return ir.Form(p, t, ("Wall",) if wall or "defender" in rest else (), kws, text)

    def form_wall(self) -> str:
        return "wall"

    def form_keyword(self, kw: ir.Keyword) -> ir.Keyword:
        return kw

    def fk_defender(self) -> str:
        return "defender"

    def ec_color(self) -> ir.EntryChoice:
        return ir.EntryChoice.COLOR

    def ec_opponent(self) -> ir.EntryChoice:
        return ir.EntryChoice.OPPONENT

    def reveals_each_card_drawn(self, who: Any) -> ir.Rule:
        return ir.RevealsEachCardDrawn(who)  # Booby Trap (added, session 46, c1)

    def ec_card_name(self) -> ir.EntryChoice:
        return ir.EntryChoice.CARD_NAME  # Booby Trap (added, session 46, c1)

    def ec_creature_type(self) -> ir.EntryChoice:
        return ir.EntryChoice.CREATURE_TYPE

    def ec_land_type(self) -> ir.EntryChoice:
        return ir.EntryChoice.LAND_TYPE

    def ec_any_land_type(self) -> ir.EntryChoice:
        return ir.EntryChoice.ANY_LAND_TYPE  # Shimmer: any land type (212.2c)

    def ec_two_land_types(self) -> list:
        # Illusionary Terrain: two basic land types, the first remembered as "land type" (410.10e)
        return [ir.EntryChoice.LAND_TYPE, ir.EntryChoice.SECOND_LAND_TYPE]

    def ec_color_among(self, *colors: Any) -> tuple:
        names = tuple(dict.fromkeys(str(c) for c in colors))
        if len(names) < 2:
            raise CardTextError("?", "choose a color", reason="a choice between a color and itself")
        return (ir.EntryChoice.COLOR,) + names

    def ec_land_type_among(self, *types: Any) -> tuple:
        singular = {"islands": "island", "swamps": "swamp", "mountains": "mountain", "forests": "forest"}
        names = tuple(dict.fromkeys(singular.get(str(w), str(w)).capitalize() for w in types))
        if len(names) < 2:
            raise CardTextError("?", "choose a land type", reason="a choice between a land type and itself")
        return (ir.EntryChoice.LAND_TYPE,) + names

    def etb_with_counters(self, what: Any, n: Any, kind: str) -> ir.Rule:
        return ir.ComesIntoPlayWithCounters(what, None, kind, UNSTATED, count=n if isinstance(n, ir.VarX) else fixed_number(n))

    def etb_with_counters_each(self, what: Any, one: Any, kind: str, count: ir.CountOf) -> ir.Rule:
        if fixed_number(one) != 1:
            raise CardTextError("?", "counters on it for each", reason="only one counter for each is read")
        return ir.ComesIntoPlayWithCounters(what, None, kind, UNSTATED, count=count)

    def etb_with_counters_each_removed(self, what: Any, one: Any, kind: str, count: ir.CountOf) -> ir.Rule:
        # Zombie Mob as printed: the cards counted removed from the game in the same event (410.10e)
        if not isinstance(count, ir.CountOf) or count.filter.zone != Zone.GRAVEYARD:
            raise CardTextError("?", "and those cards are removed from the game",
                                reason="only cards counted in a graveyard are read as removed")
        return dataclasses.replace(self.etb_with_counters_each(what, one, kind, count), removes_counted=True)

    def put_counters_each(self, n: Any, kind: str, what: Any, each: Any) -> ir.PutCounters:
        return ir.PutCounters(what, kind, _times(fixed_number(n), each))

    def put_counter_of_choice(self, n: Any, kind: str, m: Any, other: str, what: Any) -> ir.PutCounterOfChoice:
        # Dwarven Armorer (added, Oracle activated round nineteen): one counter of either kind
        if n != 1 or m != 1:
            raise CardTextError("?", "put … counter or … counter", reason="read for one counter only")
        return ir.PutCounterOfChoice(what, (kind, other))

    def put_counters(self, n: Any, kind: str, what: Any) -> ir.PutCounters:
        return ir.PutCounters(what, kind, n)  # "put X +1/+1 counters on ~": any amount (413.2f)

    def put_counters_x_as_played(self, kind: str, what: Any) -> ir.PutCounters:
        # Venarian Gold: as many as the X announced for its spell (409.1b; glossary "X")
        return ir.PutCounters(what, kind, ir.XAsPlayed())

    def counter_or_gain_keyword(self, n: Any, kind: str, *rest: Any) -> ir.OneOf:
        # Flowstone Sculpture: the counter on it, or one of the keywords for good ("This effect lasts
        # indefinitely"; glossary "Permanently (Obsolete)"), chosen as it resolves (413.2c)
        kws = [k for k in rest if isinstance(k, ir.Keyword)]
        return ir.OneOf(((ir.PutCounters(ir.This(), kind, n),),)
                        + tuple((ir.GrantAbility(ir.This(), k, ir.FOREVER),) for k in kws))

    def counter_or_gain_keyword_on(self, n: Any, kind: str, what: Any, *rest: Any) -> ir.OneOf:
        # Nature's Blessing: the counter on the target, or one of the keywords for it for good, chosen as it
        # resolves (413.2c)
        kws = [k for k in rest if isinstance(k, ir.Keyword)]
        return ir.OneOf(((ir.PutCounters(what, kind, n),),)
                        + tuple((ir.GrantAbility(what, k, ir.FOREVER),) for k in kws))

    def put_counters_on_self(self, who: Any, n: Any, kind: str) -> ir.PutCounters:
        # Delif's Cube: "you put a cube counter on ~" — the ability's controller, no other player
        if not isinstance(who, ir.You):
            raise CardTextError("?", "puts … counter on ~", reason="read for 'you put' only")
        return ir.PutCounters(ir.This(), kind, n)

    def distribute_counters(self, n: Any, kind: str, multi: Any) -> ir.DistributeCounters:
        # each target gets at least one (409.1e): N counters have 1 to N targets
        if isinstance(n, int) and isinstance(multi, ir.Target):
            spec = self.targets[multi.index]
            hi = n if spec.max_count is None else min(spec.max_count, n)
            self.targets[multi.index] = dataclasses.replace(spec, min_count=1, max_count=hi)
        return ir.DistributeCounters(kind, n, multi)

    def put_counters_up_to(self, n: Any, kind: str, what: Any) -> ir.PutCounters:
        return ir.PutCounters(what, kind, n, up_to=True)  # "put up to X +1/+0 counters on ~" (413.2c)

    def remove_all_counters_self(self, kind: str) -> ir.RemoveCounters:
        return ir.RemoveCounters(ir.This(), kind, ir.CountersOn(ir.This(), kind))

    def remove_all_counters_the_creature(self, kind: str) -> ir.RemoveCounters:
        # Giant Oyster: "the creature" its ability's one target (a creature), however many it has
        return ir.RemoveCounters(ir.Target(0), kind, ir.CountersOn(ir.Target(0), kind))

    def remove_all_these_counters_self(self, kind: str) -> ir.RemoveCounters:
        return ir.RemoveCounters(ir.This(), kind, ir.CountersOn(ir.This(), kind), these=True)

    def remove_all_counters_all(self, kind: str, f: ir.Filter) -> ir.RemoveCounters:
        # Sporogenesis: every counter of that kind from each of them, however many each has
        return ir.RemoveCounters(ir.All((f,)), kind, 0, all_counters=True)

    def move_counters(self, n: Any, kind: str, source: Any, onto: Any) -> ir.MoveCounters:
        # Afiya Grove: "move a +1/+1 counter from ~ onto target creature" (glossary "Move")
        return ir.MoveCounters(source, onto, kind, fixed_number(n))

    def move_all_counters_all(self, kind: str, f: ir.Filter, onto: Any) -> ir.MoveCounters:
        # Spike Cannibal: "move all +1/+1 counters from all creatures onto it" — each one's, however many
        return ir.MoveCounters(ir.All((f,)), onto, kind, 0, all_counters=True)

    def remove_counters(self, n: Any, kind: str, what: Any) -> ir.RemoveCounters:
        return ir.RemoveCounters(what, kind, fixed_number(n))

    def doesnt_untap(self, what: Any) -> ir.Rule:
        return self._rule(ir.DoesntUntap, what)

    def doesnt_untap_while_it_has_counter(self, what: Any, kind: Any) -> ir.Rule:
        # Dread Wight (added, h67-6): "it" each of the permanents the lock is on (ir.EachObject), its own counters
        return ir.DoesntUntap(what, None, None, ir.AS_LONG_AS,
                              ir.Condition(ir.ConditionKind.COUNTERS, ref=ir.EachObject(), value=str(kind)))

    def doesnt_untap_while_tapped(self, what: Any) -> ir.Rule:
        return ir.DoesntUntap(what, None, None, ir.WHILE_SOURCE_TAPPED)

    def hand_revealed_while_in_play(self) -> ir.Rule:
        return ir.HandsRevealed(ir.DefendingPlayer(), None, None, ir.WHILE_SOURCE_IN_PLAY)  # Stromgald Spy (418.3a)

    def doesnt_untap_while_in_play(self, what: Any) -> ir.Rule:
        return ir.DoesntUntap(what, None, None, ir.WHILE_SOURCE_IN_PLAY)

    def doesnt_untap_next(self, what: Any) -> ir.Rule:
        return ir.DoesntUntapNextUntapStep(what, None, None, ir.FOREVER)

    def returns_as_next_untap(self, what: Any) -> ir.Rule:
        return ir.ReturnsAsNextUntapStep(what, None, None, ir.FOREVER)

    def doesnt_untap_next_two(self, what: Any) -> ir.Rule:
        return ir.DoesntUntapNextUntapStep(what, None, "2", ir.FOREVER)  # (``value``: how many steps)

    def set_pt(self, who: Any, amount: Any) -> ir.SetPT:
        return ir.SetPT(who, amount, amount, UNSTATED)

    def set_toughness(self, who: Any, amount: Any) -> ir.SetPT:
        return ir.SetPT(who, None, amount, UNSTATED)  # its power stays as printed

    def set_power_toughness_plus(self, who: Any, amount: Any, plus: Any) -> ir.SetPT:
        return ir.SetPT(who, amount, ir.Sum((amount, fixed_number(plus))), UNSTATED)

    def power_becomes(self, who: Any, amount: Any, duration: str) -> ir.SetPT:
        return ir.SetPT(who, amount, None, duration)  # its toughness unchanged

    def toughness_becomes(self, who: Any, amount: Any, duration: str) -> ir.SetPT:
        return ir.SetPT(who, None, amount, duration)  # its power unchanged

    def set_pt_sacrificed_totals(self, who: Any) -> ir.SetPT:
        # Dracoplasm: the totals remembered as it came into play (410.10e, 413.2f)
        return ir.SetPT(who, ir.SacrificedAsEntering(ir.RememberedOnEntry.SACRIFICED_POWER),
                        ir.SacrificedAsEntering(ir.RememberedOnEntry.SACRIFICED_TOUGHNESS),
                        UNSTATED)

    def set_power(self, who: Any, amount: Any) -> ir.SetPT:
        return ir.SetPT(who, amount, None, UNSTATED)  # its toughness stays as printed

    def self_possessive(self) -> ir.ObjRef:
        return ir.This()

    def lure(self, blockers: ir.Filter, what: Any) -> ir.Rule:
        # the rule's filter: which creatures the requirement is on — none for "all creatures"
        # (Lure), "creatures with flying" (Talruum Piper), "Walls" (Marble Priest)
        plain = blockers == ir.Filter(types=("creature",))
        return self._rule(ir.AllAbleMustBlock, what, None if plain else blockers)

    def cost_increase(self, f: ir.Filter, mana: Token) -> ir.Rule:
        return self._rule(ir.SpellCostIncrease, None, on_the_stack(f), mana_text(mana))

    def cost_reduction(self, f: ir.Filter, mana: Token) -> ir.Rule:
        # "Green spells you cast cost {1} less to cast" (the Medallions)
        return self._rule(ir.SpellCostReduction, None, on_the_stack(f), mana_text(mana))

    def abilities_of(self, f: ir.Filter) -> ir.Filter:
        return f

    def abilities_of_enchanted(self) -> ir.Filter:
        return ir.Filter(types=("artifact",), extra=("enchanted",))

    def ability_cost_increase(self, f: ir.Filter, mana: Token) -> ir.Rule:
        # Gloom (added, ostat6): each activated ability of a permanent matching f (409.1f)
        return self._rule(ir.AbilityCostIncrease, None, f, mana_text(mana))

    def ability_added_cost(self, f: ir.Filter, quoted: Token) -> ir.Rule:
        # Brutal Suppression (added, session 66, h6): the quoted cost added to each activated ability of a
        # permanent matching f (409.1f)
        return ir.AbilityAddedCost(None, f, None, UNSTATED, cost=self._quoted_sacrifice(quoted))

    def _quoted_sacrifice(self, quoted: Token) -> ir.Cost:
        # a quoted added cost (Brutal Suppression, Drought), read by the cost grammar: a sacrifice of permanents
        # only — mana is a cost increase's, and {T}/{Q} would be a second tap of the source
        text = str(quoted)[1:-1].strip()
        cost = self.parse_cost(text) if self.parse_cost is not None else None
        if not isinstance(cost, ir.Cost) or cost != ir.Cost(sacrifice=cost.sacrifice) or not cost.sacrifice \
                or any(isinstance(s.what, ir.This) or not isinstance(s.count, int) for s in cost.sacrifice):
            raise CardTextError("?", text, reason="only an added 'Sacrifice <permanents>' is read in quotes")
        return cost

    def ability_added_cost_per_symbol(self, quoted: Token, color: str) -> ir.Rule:
        # Drought (added, session 66, h6): every activated ability, the cost once for each mana symbol of that
        # colour in its activation cost (409.1f)
        return ir.AbilityAddedCost(None, None, None, UNSTATED, cost=self._quoted_sacrifice(quoted),
                                   per_symbol=ir.COLOR_SYMBOLS[str(color)])

    def spell_added_cost_per_symbol(self, f: ir.Filter, quoted: Token, color: str) -> ir.Rule:
        # Drought (added, session 66, h6): the spells f describes, the cost once for each mana symbol of that colour
        # in the spell's mana cost (409.1f)
        # (every spell: no description, None)
        spells = None if on_the_stack(f) == on_the_stack(ir.Filter(types=("spell",))) else on_the_stack(f)
        return ir.SpellAddedCost(None, spells, None, UNSTATED, cost=self._quoted_sacrifice(quoted),
                                 per_symbol=ir.COLOR_SYMBOLS[str(color)])

    def cost_increase_off_turn(self, mana: Token) -> ir.Rule:
        return self._rule(ir.SpellCostIncreaseOffTurn, None, None, mana_text(mana))

    def cost_reduction_up_to(self, f: ir.Filter, mana: Token) -> ir.Rule:
        return self._rule(ir.SpellCostReductionUpTo, None, on_the_stack(f), mana_text(mana))

    def cycling_cost_reduction_up_to(self, mana: Token) -> ir.Rule:
        # Fluctuator (added, session 40, o8): its controller's cycling abilities (409.1f)
        return self._rule(ir.CyclingCostReductionUpTo, None, None, mana_text(mana))

    def buyback_cost_reduction(self, mana: Token) -> ir.Rule:
        # Memory Crystal (added, session 41, c4): every buyback cost, generic mana only (409.1f)
        return self._rule(ir.BuybackCostReduction, None, None, mana_text(mana))

    def cost_increase_yours(self, f: ir.Filter, mana: Token) -> ir.Rule:
        return self._rule(ir.SpellCostIncrease, None, dataclasses.replace(on_the_stack(f), controller=ir.PlayerRelation.YOU), mana_text(mana))

    def untargetable_by_spells(self, what: Any) -> ir.Rule:
        return self._rule(ir.CantBeTargetedBySpells, what)

    def untargetable_by_spells_unenchantable(self, what: Any) -> list:
        # Anti-Magic Aura (added, session 64): two rules of the same subject, each as its own sentence would read
        return [self.untargetable_by_spells(what), ir.CantBeEnchanted(what, None, None, UNSTATED, others_only=True)]

    def indestructible_unenchantable(self, what: Any) -> list:
        # Consecrate Land (added, session 64): "has indestructible" (the era's "can't be destroyed") and "can't be
        # enchanted by other Auras", two rules of the same subject
        return [self._rule(ir.CantBeDestroyed, what), ir.CantBeEnchanted(what, None, None, UNSTATED, others_only=True)]

    def untargetable(self, what: Any) -> ir.Rule:
        return self._rule(ir.CantBeTargeted, what)

    def untargetable_from_color(self, what: Any, color: str, *again: str) -> ir.Rule:
        # "red spells or abilities from red sources": the spell is its own source (402.1)
        if again and again[0] != color:
            raise CardTextError("?", f"{color} spells or abilities from {again[0]} sources",
                                reason="read only when the spells' colour and the sources' are the same")
        return self._rule(ir.CantBeTargetedBy, what, ir.Filter(colors=(color,)))

    def untargetable_by_auras(self, what: Any) -> ir.Rule:
        return ir.CantBeTargetedBy(what, ir.Filter(subtypes=("Aura",)), None, UNSTATED, spells_only=True)

    def untargetable_by_abilities_from_type(self, what: Any, t: Token) -> ir.Rule:
        # Artifact Ward: an ability's source is the card that generated it (glossary "Source"); a spell is no ability
        return ir.CantBeTargetedBy(what, ir.Filter(types=(singular_type(t),)), None, UNSTATED, abilities_only=True)

    def untargetable_by_fast_effects(self, what: Any) -> ir.Rule:
        # Spectral Cloak as printed (session 70, h7): instant, sorcery and enchantment spells and activated abilities
        return ir.CantBeTargetedBy(what, None, None, UNSTATED, spell_types=("instant", "sorcery", "enchantment"),
                                   activated_abilities=True)

    def untargetable_by_only_walls(self, what: Any, *_: Any) -> ir.Rule:
        return ir.CantBeTargetedBy(what, None, None, UNSTATED, only_targeting="Wall")

    def untargetable_by_opponents(self, what: Any) -> ir.Rule:
        return ir.CantBeTargetedBy(what, None, None, UNSTATED, opponents_only=True)

    def block_shadow(self, what: Any) -> ir.Rule:
        return self._rule(ir.CanBlockShadow, what)

    def max_attackers(self, n: int) -> ir.Rule:
        return ir.MaxCombatants(None, None, None, UNSTATED, action=ir.CombatAction.ATTACK, count=n)

    def max_attackers_you(self, n: int) -> ir.Rule:
        return ir.MaxCombatants(None, None, None, UNSTATED, action=ir.CombatAction.ATTACK, count=n, attacking_you=True)

    def max_blockers(self, n: int) -> ir.Rule:
        return ir.MaxCombatants(None, None, None, UNSTATED, action=ir.CombatAction.BLOCK, count=n)

    def max_attackers_each_turn(self, n: int) -> ir.Rule:
        # Caverns of Despair as printed: the turn's creatures that attacked in earlier combats count too
        return ir.MaxCombatants(None, None, None, UNSTATED, action=ir.CombatAction.ATTACK, count=n, each_turn=True)

    def max_blockers_each_turn(self, n: int) -> ir.Rule:
        return ir.MaxCombatants(None, None, None, UNSTATED, action=ir.CombatAction.BLOCK, count=n, each_turn=True)

    def cant_attack_unless_others(self, what: Any, n: int) -> ir.Rule:
        return ir.CantUnlessOthers(what, None, None, UNSTATED, action=ir.CombatAction.ATTACK, count=n)

    def cant_block_unless_others(self, what: Any, n: int) -> ir.Rule:
        return ir.CantUnlessOthers(what, None, None, UNSTATED, action=ir.CombatAction.BLOCK, count=n)

    def cant_attack_unless_greater(self, what: Any) -> ir.Rule:
        return ir.CantUnlessOthers(what, None, None, UNSTATED, action=ir.CombatAction.ATTACK, greater_power=True)

    def cant_block_unless_greater(self, what: Any) -> ir.Rule:
        return ir.CantUnlessOthers(what, None, None, UNSTATED, action=ir.CombatAction.BLOCK, greater_power=True)

    def cant_attack_or_block_alone(self, what: Any) -> ir.Rule:
        return ir.CantUnlessOthers(what, None, None, UNSTATED, action=ir.CombatAction.ATTACK_OR_BLOCK)

    def cant_attack_unless_more(self, what: Any, f: ir.Filter) -> ir.Rule:
        return ir.CantUnlessControlsMore(what, f, None, UNSTATED, action=ir.CombatAction.ATTACK)

    def cant_block_unless_more(self, what: Any, f: ir.Filter) -> ir.Rule:
        return ir.CantUnlessControlsMore(what, f, None, UNSTATED, action=ir.CombatAction.BLOCK)

    def block_only(self, what: Any, f: ir.Filter) -> ir.Rule:
        return self._rule(ir.CanBlockOnly, what, f)


def _combat_cost(what: Any, action: ir.CombatAction, part: dict) -> ir.CombatCost:
    """A cost to attack or block, paid by the creature's controller with the declaration
    (308.2, 309.2): mana, or permanents he or she sacrifices."""
    sac = part.get("sacrifice")
    if set(part) == {"mana"}:
        return ir.CombatCost(what, None, part["mana"], UNSTATED, action=action)
    if set(part) == {"sacrifice"} and isinstance(sac.what, ir.Filter):
        return ir.CombatCost(what, None, None, UNSTATED, action=action, sacrifice=sac)
    if set(part) == {"tap_other"} and "creature" in part["tap_other"].types:  # Hollow Warrior (added, c3)
        tap = part["tap_other"]
        undeclared = ir.NOT_DECLARED_THIS_COMBAT in tap.extra
        tap = dataclasses.replace(tap, extra=tuple(e for e in tap.extra if e != ir.NOT_DECLARED_THIS_COMBAT))
        return ir.CombatCost(what, None, None, UNSTATED, action=action, tap=tap, tap_undeclared=undeclared)
    raise CardTextError("?", f"can't {action.value} unless …", reason="a cost to attack or block is read as mana its "
                        "controller pays, permanents he or she sacrifices or a creature he or she taps")


def _pump_times(what: Any, ptmod: Any, rest: tuple, count: Any) -> ir.ModifyPT:
    """"gets +1/+1 [until end of turn] for each …": the bonus times ``count``."""
    p, t = pt_change(ptmod)
    duration = rest[0] if len(rest) == 2 else UNSTATED
    return ir.ModifyPT(what, _times(fixed_number(p), count), _times(fixed_number(t), count), duration)


def _times(factor: int, amount: Any) -> Any:
    """``factor`` times ``amount``: "+1/+1 for each Forest" is "+X/+X, where X is the number of
    Forests" (the same IR)."""
    if factor == 0:
        return 0  # "+1/+0 for each …": the toughness is unchanged
    return amount if factor == 1 else ir.Product(factor, amount)


def _controller_of_recipient(to: Any, new: Any) -> Any:
    """"All damage that would be dealt to enchanted creature is dealt to its controller instead"
    (Treacherous Link): "its" is the creature the damage would be dealt to."""
    if isinstance(new, ir.ControllerOf) and isinstance(new.ref, It) and isinstance(to, (ir.Enchanted, ir.This)):
        return ir.ControllerOf(to)
    return new


def _turn_or(duration: str) -> str:
    """A rules effect's duration: "this turn" and "until end of turn" are one (418.3a)."""
    return ir.THIS_TURN if duration in (ir.THIS_TURN, ir.UNTIL_END_OF_TURN) else duration


def _each_to_itself(src: Any, amount: Any, to: Sequence[Any]) -> ir.EachDealsToItself:
    """"target creature deals damage to itself equal to its power" (Repentance), "each creature deals damage to
    itself equal to its power" (Wave of Reckoning): the subject, or each of its group, deals its own power to
    itself. Another amount, or another recipient beside "itself", is no era card's wording: refused."""
    if len(to) != 1 or not (isinstance(amount, ir.PowerOf) and isinstance(amount.ref, It)
                            and not isinstance(amount.ref, ThatIt)):
        raise CardTextError("?", "deals damage to itself", reason="only damage equal to its own power, to itself alone, "
                            "is understood")
    return ir.EachDealsToItself(src)

