"""Sentences and how they join: conditions, durations, "may", "if you do", restrictions (403.3), modes (409.1b).

One area of the card-text grammar's transformer (:class:`judge.cards.reading.CardTransformer`
combines them): each method builds the IR of the grammar rule of its name."""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Optional

from judge._speed.lalr.driver import Token
from judge._speed.lalr.trees import Transformer, v_args

from judge.cards import ir
from judge.cards.ir import ReplacedEvent, TriggerEvent
from judge.dsl.ast import Step
from judge.cards.phrases import (CardTextError, AnyPlayer, AT_END_OF_COMBAT, AT_END_OF_TURN, InsteadOfGraveyard, It, ItFirst, Marker, MayPay, ThatPlayer,
                                 UNSTATED, discarded_card_filter, flatten_sentences, fixed_number, mana_text, as_player, as_subtype,
                                 spell_types_filter, you_control)
from judge.zones import Zone

#: The expansions a card's text names, by their codes in the era's data (judge.cards.era)
_EXPANSIONS = {"antiquities": "ATQ", "homelands": "HML", "arabian nights": "ARN"}

#: "any player": every player, each in turn (413.2d)
_EVERY_PLAYER = ir.All((ir.Filter(players=True),))
#: "unless an opponent pays {2}" (Scarwood Bandits): each opponent may pay, in turn (413.2d)
_EACH_OPPONENT = ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),))


#: Where a Dig puts cards: a zone, and where in a library (None for any other zone).
_Place = tuple[str, Optional[ir.LibraryPosition]]
_HAND: _Place = (Zone.HAND, None)
_GRAVEYARD: _Place = (Zone.GRAVEYARD, None)
_REMOVED: _Place = (Zone.REMOVED, None)
_LIBRARY_TOP: _Place = (Zone.LIBRARY, ir.LibraryPosition.TOP)
_LIBRARY_BOTTOM: _Place = (Zone.LIBRARY, ir.LibraryPosition.BOTTOM)


def _dig(who: Any, n: Any, take: Any, taken: _Place, rest: _Place, **more: Any) -> ir.Dig:
    """An :class:`ir.Dig` putting the ``take`` cards at ``taken`` and the rest at ``rest`` (each a zone and its position)."""
    return ir.Dig(who, n, take, taken[0], rest[0], take_position=taken[1], rest_position=rest[1], **more)


def _in_library(f: ir.Filter) -> ir.Filter:
    """A description of the cards "revealed this way" from the top of a library: cards in the
    library (any other description of what is put there is refused)."""
    if "revealed this way" not in f.extra:
        raise CardTextError("?", "put all …", reason="only the cards revealed this way are put from the top of a library")
    return dataclasses.replace(f, zone=Zone.LIBRARY, any_of=tuple(dataclasses.replace(p, zone=Zone.LIBRARY) for p in f.any_of))


def _unless_paid(cost: ir.Cost, times: list, effects: tuple, who: Any) -> ir.IfYouDo:
    """``effects`` unless ``who`` pays ``cost`` (that many ``times`` over), or the other payment of
    "… pays {1} or 1 life" / "{B} or {3}" (either is the player's choice, 413.2c)."""
    if times and isinstance(times[0], _OrPay):
        return ir.IfYouDo(cost, (), (ir.IfYouDo(times[0].cost, (), effects, who=who),), who=who)
    return ir.IfYouDo(cost, (), effects, who=who, times=times[0] if times else None)


class _CostOf:
    """The payment of "unless you pay its mana cost": the mana cost of ``ref``, as it resolves, with up
    to ``reduced_by`` less generic mana ("… reduced by up to {2}", Flash); ``ref`` None is the object of
    the instruction the payment stops."""

    __slots__ = ("ref", "reduced_by")

    def __init__(self, ref: ir.ObjRef | None, reduced_by: int = 0) -> None:
        self.ref = ref
        self.reduced_by = reduced_by


class _OrPay:
    """The second payment of "unless [player] pays {1} or 1 life": either is the player's choice."""

    __slots__ = ("cost",)

    def __init__(self, cost: ir.Cost) -> None:
        self.cost = cost


#: the era's names of the lands an Urza's land's text names (Oracle "Urza's Power-Plant")
_URZA_LANDS = {"urza's mine": "Urza's Mine", "urza's power plant": "Urza's Power Plant", "urza's tower": "Urza's Tower"}


def _claim(effects: list, said: str, meant: str, sentence: str) -> list:
    """The instructions after "Choose a …." with the description word ``said`` ("of that type")
    made ``meant`` (the choice just made); none that reads it: refused."""
    found = []

    def fix(v: Any) -> Any:
        if isinstance(v, ir.Filter) and said in v.extra:
            found.append(v)
            return dataclasses.replace(v, extra=tuple(meant if e == said else e for e in v.extra))
        return None

    out = [ir.rebuild(e, fix) for e in flatten_sentences([effects])]
    if not found:
        raise CardTextError("?", f"{sentence}.", reason=f"'{sentence.capitalize()}.' with no instruction after it "
                            f"that reads the choice")
    return out


@v_args(inline=True)
@dataclasses.dataclass(frozen=True)
class _NameMissPlayer:
    """"them" in Vexing Arcanix's "Otherwise, they put it into their graveyard and ~ deals 2 damage
    to them": the player who chose the name, put in place by ``name_reveal_top``."""


def _lock_and_each_step(what: Any, effects: list, step: Step) -> list:
    """Giant Oyster's "For as long as ~ remains tapped, … doesn't untap …, and at the beginning of each of your
    <step>s, …": the untap lock and a delayed ability triggering at each such step, one duration for both (418.3a,
    406.2e)."""
    each_step = ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=step, whose=ir.TriggerWhose.YOU)
    return [ir.DoesntUntap(what, None, None, ir.WHILE_SOURCE_TAPPED),
            ir.DelayedTrigger(each_step, tuple(flatten_sentences([effects])), repeats=True,
                              lasts=ir.WHILE_SOURCE_TAPPED)]


class Sentences(Transformer):  # type: ignore[misc]
    """Sentences and how they join: conditions, durations, "may", "if you do", restrictions (403.3), modes (409.1b)."""

    def sentence(self, effects: list) -> Any:
        return effects

    def clauses_and_choose_color(self, c: Any) -> list:
        """Chromatic Armor's "… and choose a color": a new choice of the colour chosen as it came into play
        (410.10e), made as the ability resolves (413.2c)."""
        return self.clauses(c, ir.ChooseColorAgain())

    def clauses(self, *cs: Any) -> list:
        if cs and isinstance(cs[-1], Marker) and cs[-1].kind == "where x":
            # "..., where X is ...": X is that amount, determined when the effect is (on
            # resolution, 418.3c)
            x = cs[-1].value
            if cs[-1].effects == ("as cast",) and any(
                    isinstance(v, ir.VarX) for c in cs[:-1] for e in flatten_sentences([[c]])
                    for v in ir.walk(e) if not (isinstance(e, ir.DealDamage) and e.divided and e.amount == v)):
                # "… as you cast this spell" (Volcanic Wind): the engine counts X then only for a
                # division (409.1e) and a number of targets (409.1c); anything else it counts as
                # it resolves (418.3c), so it is not read
                raise CardTextError("?", "as you cast this spell", reason="an X counted as the spell is cast is "
                                    "understood only for damage divided among targets or a number of targets")
            for i, spec in enumerate(self.targets):
                if isinstance(spec.max_amount, ir.VarX):
                    # "up to X target …, where X is …": counted as the targets are announced
                    # (409.1c) — an X that counts another target only when the card says it is counted
                    # as the spell is played (Reap: "…, where X is the number of black permanents target
                    # opponent controls as you cast this spell"), with all its targets announced
                    if any(isinstance(v, ir.Target) for v in ir.walk(x)) and cs[-1].effects != ("as cast",):
                        raise CardTextError("?", "up to x target", reason="an 'up to X' count of targets that depends on another target is not supported")
                    self.targets[i] = dataclasses.replace(spec, max_amount=x)
            # "you may pay {X}, where X is the number of +1/+1 counters on it" (Primordial Ooze): {1}
            # that many times over, X kept for the next sentence's "it deals X damage to you"
            cs = tuple(MayPay("{1}", times=x, x=x) if isinstance(c, MayPay) and c.mana == "{X}" and c.times is None
                       and not c.life and c.cost_of is None else c for c in cs)
            return [ir.rebuild(c, lambda v: x if isinstance(v, ir.VarX) else dataclasses.replace(v, unless_x=x) if (
                isinstance(v, ir.CounterSpell) and "{X}" in (v.unless_cost or "") and v.unless_x is None) else
                # "put a +0/+X counter on …, where X is …" (Living Armor as printed): the X of the kind
                dataclasses.replace(v, kind_x=x, count=ir.rebuild(v.count, lambda w: x if isinstance(w, ir.VarX) else None))
                if isinstance(v, ir.PutCounters) and ir.counter_kind_names_x(v.kind) and v.kind_x is None else None)
                for c in cs[:-1]]
        return list(cs)

    def clauses_you_sacrifice_between(self, first: Any, n: Any, f: ir.Filter, last: Any) -> list:
        """"A, you sacrifice two creatures, and C" (Lord of Tresserhorn): three instructions in
        order (413.2), the sacrificed permanents the controller's own, chosen as it resolves (413.2c)."""
        return self.clauses(first, ir.Sacrifice(ir.You(), you_control(f), n), last)

    def clauses_then_unless(self, first: Any, effect: Any, unless: tuple) -> list:
        """"A, then B unless [player] pays [cost]" (Cyclone): A, then the choice of "B unless …"."""
        return self.clauses(first) + self.clauses_unless(effect, unless)

    def clauses_unless(self, effect: Any, unless: tuple) -> list:
        """"[effect] unless [player] pays [cost]": the player chooses whether to pay; the
        effect happens if he or she doesn't (an optional cost, 413.2c)."""
        who, cost, *times = unless
        if isinstance(who, ir.Condition):  # Erg Raiders: no payment, a state looked at as it resolves
            return [ir.Conditional(who, (), tuple(flatten_sentences([[effect]])))]
        if times and isinstance(times[0], _CostOf):  # "unless you pay its mana cost" (Pendrell Flux)
            if not isinstance(who, ir.You):
                raise CardTextError("?", "unless … pays its mana cost", reason="only 'unless you pay its mana cost' is read")
            done = flatten_sentences([[effect]])
            ref = times[0].ref
            if ref is None:  # Flash: "sacrifice it unless you pay its mana cost reduced by up to {2}"
                if len(done) != 1 or not isinstance(done[0], ir.Sacrifice) or not isinstance(done[0].what, It):
                    raise CardTextError("?", "unless you pay its mana cost reduced by up to",
                                        reason="only 'sacrifice it unless you pay its mana cost reduced by up to …' "
                                               "is read")
                ref = done[0].what
            return [ir.IfYouDo(cost, (), tuple(done), who=who, cost_of=ref, reduced_by=times[0].reduced_by)]
        done = flatten_sentences([[effect]])
        if isinstance(who, AnyPlayer) and len(done) == 1 and isinstance(done[0], ir.ForEachObject):
            # Cleansing (added, session 46): "For each land, destroy that land unless any player pays 1 life"
            # — for each land its own payment, any player's (the active player's choices first, 413.2d)
            return [dataclasses.replace(done[0], effects=(ir.IfYouDo(cost, (), done[0].effects, who=_EVERY_PLAYER,
                                                                     anyone=True),))]
        if isinstance(who, AnyPlayer):  # "unless any player pays {2}": anyone may, in turn (413.2d)
            return [ir.IfYouDo(cost, (), tuple(flatten_sentences([[effect]])), who=_EVERY_PLAYER, anyone=True)]
        if who == _EACH_OPPONENT and not times:  # "unless an opponent pays {2}" (added, o7)
            return [ir.IfYouDo(cost, (), tuple(flatten_sentences([[effect]])), who=who, anyone=True)]
        done = flatten_sentences([[effect]])
        if isinstance(who, ThatPlayer) and len(done) == 1 and isinstance(done[0], ir.EachPlayer):
            # Lim-Dûl's Hex (added, Oracle triggers round sixteen): "for each player, ~ deals 1 damage
            # to that player unless they pay {B} or {3}" — each player's own choice whether to pay,
            # in turn order from the active player (413.2d), the damage to each one who doesn't
            return [dataclasses.replace(done[0], effects=(_unless_paid(cost, times, done[0].effects, ir.EachOne()),))]
        if len(done) == 1 and isinstance(done[0], ir.ForEachObject) and isinstance(who, ir.ControllerOf) \
                and type(who.ref) in (It, ItFirst):
            # Heroism (added, session 42): "for each attacking red creature, prevent … by that creature
            # this turn unless its controller pays {2}{R}" — for each creature in turn, its controller's
            # own choice whether to pay (413.2c), its damage prevented unless he or she does
            return [dataclasses.replace(done[0], effects=(_unless_paid(cost, times, done[0].effects,
                                                                       ir.ControllerOf(ir.EachObject())),))]
        if len(done) == 1 and isinstance(done[0], ir.ForEachObject) and isinstance(who, ThatPlayer) \
                and len(done[0].effects) == 1 and ir.ControllerOf(ir.EachObject()) in (
                    getattr(done[0].effects[0], "who", None), *getattr(done[0].effects[0], "to", ())):
            # Fade Away (added, session 46): "for each creature, its controller sacrifices a permanent
            # unless they pay {1}" — "they" the player the instruction is for: for each creature in
            # turn, its controller's own choice whether to pay (413.2c), the sacrifice unless he or she does;
            # Stench of Evil: "… deals 1 damage to that land's controller unless they pay {2}" — "they"
            # the player dealt the damage, the land's controller
            return [dataclasses.replace(done[0], effects=(_unless_paid(cost, times, done[0].effects,
                                                                       ir.ControllerOf(ir.EachObject())),))]
        actor = getattr(effect, "who", None)
        if isinstance(who, ThatPlayer) and actor is not None and not isinstance(actor, ir.You):
            if isinstance(actor, ir.All):
                # "each opponent sacrifices a permanent unless they pay {1}": each player's own
                # choice, one after another (413.2d) — not one player's for all
                each = dataclasses.replace(effect, who=ir.EachOne())
                return [ir.EachPlayer(actor, (_unless_paid(cost, times, (each,), ir.EachOne()),))]
            who = actor  # "target player loses 2 life unless he or she pays {2}": that player pays
        elif isinstance(who, ThatPlayer):
            done = flatten_sentences([[effect]])
            if len(done) == 1 and isinstance(done[0], ir.DealDamage) and len(done[0].to) == 1 and isinstance(
                    done[0].to[0], (ir.ControllerOf, ir.OwnerOf, ir.TriggerPlayer, ir.DefendingPlayer)):
                # "~ deals 3 damage to that creature's controller unless that player pays {3}" (Seizures):
                # a source deals the damage, the player dealt it is "that player"
                who = done[0].to[0]
        if times and isinstance(times[0], _OrPay):
            # "unless that player pays {1} or 1 life" (Erosion): either payment is the player's
            # choice (413.2c) — declining the first, he or she may still make the second
            other = ir.IfYouDo(times[0].cost, (), tuple(flatten_sentences([[effect]])), who=who)
            return [ir.IfYouDo(cost, (), (other,), who=who)]
        done = tuple(flatten_sentences([[effect]]))
        each = times[0] if times else None
        # "sacrifice ~ unless you pay {2} for each age counter on ~": the cumulative upkeep the
        # keyword stands for (judge.cards.text; glossary "Cumulative Upkeep" — its counters the
        # Oracle's age counters, which no other card of the era uses): marked, for "when a player
        # doesn't pay ~'s cumulative upkeep" (added, Oracle round eleven)
        upkeep = each == ir.CountersOn(ir.This(), "age") and done == (ir.Sacrifice(ir.You(), ir.This()),)
        return [ir.IfYouDo(cost, (), done, who=who, times=each, cumulative_upkeep=upkeep)]

    def pl_an_opponent(self) -> ir.ObjRef:
        return _EACH_OPPONENT  # Scarwood Bandits (added, o7)

    def unless_first(self, unless: tuple, effects: list) -> list:
        # "Unless any player pays {2}, search your library …": the same as the effects first
        who, cost, *times = unless
        if who == _EACH_OPPONENT and not times:
            # Scarwood Bandits (added, o7): "Unless an opponent pays {2}, gain control of …" — each
            # opponent may pay, in turn order (413.2d); what follows happens if none does
            return [ir.IfYouDo(cost, (), tuple(flatten_sentences([effects])), who=who, anyone=True)]
        if isinstance(who, ir.Condition):  # (Erg Raiders' state, written first: the same reading)
            return [ir.Conditional(who, (), tuple(flatten_sentences([effects])))]
        if isinstance(who, ir.Target) and not times:
            # Rhystic Syphon: "Unless target player pays {3}, that player loses 5 life and you gain 5
            # life." — the target player's choice as the spell resolves (413.2c); all of what follows
            # happens if he or she doesn't pay
            return [ir.IfYouDo(cost, (), tuple(flatten_sentences([effects])), who=who)]
        if isinstance(who, ir.You) and not times:
            # Elder Spawn (added, Oracle triggers round thirteen): "Unless you sacrifice an Island,
            # sacrifice ~ and it deals 6 damage to you." — the ability's controller's choice as it
            # resolves (413.2c; 410.5 doesn't apply to "unless"); all of what follows happens if he
            # or she doesn't pay, as "… unless you …" written after them
            return [ir.IfYouDo(cost, (), tuple(flatten_sentences([effects])), who=who)]
        if not isinstance(who, AnyPlayer) or times:
            raise CardTextError("?", "unless …,", reason="only 'Unless any player pays …,', 'Unless target player pays "
                                                         "…,' or 'Unless you …,' is read at a sentence's start")
        return [ir.IfYouDo(cost, (), tuple(flatten_sentences([effects])), who=_EVERY_PLAYER, anyone=True)]

    def any_player_may_if_does(self, part: dict, effects: list) -> list:
        _, cost = self.unless_cost(None, part)
        return [ir.IfYouDo(cost, tuple(flatten_sentences([effects])), who=_EVERY_PLAYER, anyone=True)]

    def any_player_pays_then(self, tok: Token, effects: list) -> list:
        # "Then if any player pays {2}, …" (Rhystic Scrying): each player in turn may pay (413.2d);
        # what follows happens if one does — the Rhystic "any player may pay", the payment first
        return [ir.IfYouDo(ir.Cost(mana=mana_text(tok)), tuple(flatten_sentences([effects])), who=_EVERY_PLAYER, anyone=True)]

    def any_player_may_pay_if_none(self, tok: Token, effects: list) -> list:
        return [ir.IfYouDo(ir.Cost(mana=mana_text(tok)), (), tuple(flatten_sentences([effects])), who=_EVERY_PLAYER, anyone=True)]

    def that_player_may_pay(self, who: Any, tok: Token, effects: list) -> list:
        return [ir.IfYouDo(ir.Cost(mana=mana_text(tok)), tuple(flatten_sentences([effects])), who=who)]

    def they_may_pay_draw_delayed_eot(self, tok: Token, n: Any) -> list:
        # Horn of Plenty (added, o2): "they" is the player named before (the trigger's), both times; paid, "at
        # the beginning of the next end step, they draw …" — a delayed triggered ability (406.2a)
        draw = ir.Draw(ThatPlayer(), fixed_number(n))
        return [ir.IfYouDo(ir.Cost(mana=mana_text(tok)), (ir.DelayedTrigger(AT_END_OF_TURN, (draw,)),), who=ThatPlayer())]

    def that_player_may_pay_or(self, who: Any, tok: Token, effects: list) -> list:
        # the payment is the player's choice as the ability resolves, with a consequence for
        # not paying (413.2c; 410.5 doesn't apply)
        return [ir.IfYouDo(ir.Cost(mana=mana_text(tok)), (), tuple(flatten_sentences([effects])), who=who)]

    def pay_any_to_prevent(self, who: Any, n: Any, to: Any) -> list:
        # Errant Minion, Power Leak: the payment and the damage one instruction — how much of the
        # damage is prevented is the mana paid (413.2c; 419.7a)
        return [ir.PayAnyToPrevent(who, fixed_number(n), to)]

    def each_may_pay_any_then_tokens(self, who: Any, makers: Any, spec: ir.TokenSpec) -> list:
        # Liege of the Hollows: each player's payment, then each player's tokens, as many as he or she paid
        if not (isinstance(who, ir.All) and who == makers and len(who.filters) == 1 and who.filters[0].players):
            raise CardTextError("?", "each player may pay any amount of mana", reason="read only of each player paying "
                                "and the same players making the tokens")
        return [ir.EachMayPayAnyMana(who), ir.CreateToken(spec, ir.ManaPaidThisWay(ir.EachOne()), as_player(makers))]

    def that_player_may_pay_or_life(self, who: Any, tok: Token, n: Any, effects: list) -> list:
        # Emberwilde Djinn: "that player may pay {R}{R} or 2 life. If the player does, …" — either
        # payment the player's choice as the ability resolves (413.2c): declining the mana, he or
        # she may still pay the life (as Erosion's "unless that player pays {1} or 1 life")
        then = tuple(flatten_sentences([effects]))
        other = ir.IfYouDo(ir.Cost(life=fixed_number(n)), then, who=who)
        return [ir.IfYouDo(ir.Cost(mana=mana_text(tok)), then, (other,), who=who)]

    def that_player_may_sacrifice_or(self, who: Any, f: ir.Filter, effects: list) -> list:
        # Pillar Tombs of Aku: a permanent that player controls (glossary "Sacrifice"), chosen as
        # the ability resolves; what follows if he or she doesn't (413.2c)
        return [ir.IfYouDo(ir.Cost(sacrifice=(ir.SacrificeCost(you_control(f), 1),)), (),
                           tuple(flatten_sentences([effects])), who=who)]

    def you_may_exile_card_if_you_do(self, f: ir.Filter, effects: list) -> list:
        # Forgotten Harvest: a card of your own graveyard (the description says where), exiled as
        # the ability resolves (413.2c) — the exile cost of "exile a creature card from your
        # graveyard" (judge.cards.reading.costs), paid here as a resolving ability's choice
        if f.zone != Zone.GRAVEYARD or f.controller not in (None, ir.PlayerRelation.YOU):
            raise CardTextError("?", "you may exile …", reason="only 'you may exile a … card from your graveyard. If "
                                                               "you do, …' is read")
        return [ir.IfYouDo(ir.Cost(exile=(dataclasses.replace(f, controller=ir.PlayerRelation.YOU), 1)), tuple(flatten_sentences([effects])))]

    def that_player_may_discard_random(self, who: Any, effects: list) -> list:
        # a random discard as the price of what follows: no player's choice which card (417.1),
        # the player's whether to (413.2c); one who has no card can't choose to
        cost = ir.Cost(discard=ir.Filter(types=("card",), zone=Zone.HAND, controller=ir.PlayerRelation.YOU, extra=("random",)),
                       discard_count=1)
        return [ir.IfYouDo(cost, tuple(flatten_sentences([effects])), who=who)]

    def defending_may_pay(self, tok: Token, effects: list) -> list:
        return self.that_player_may_pay(ir.DefendingPlayer(), tok, effects)

    def defending_may_pay_or(self, tok: Token, effects: list) -> list:
        return self.that_player_may_pay_or(ir.DefendingPlayer(), tok, effects)

    def unless_mana(self, who: Any, tok: Token) -> tuple:
        return who, ir.Cost(mana=mana_text(tok))

    def unless_pays_life(self, who: Any, n: Any) -> tuple:
        return who, ir.Cost(life=fixed_number(n))  # Cleansing: "unless any player pays 1 life"

    def unless_sac_enchanted(self, who: Any, kind: str) -> tuple:
        # the permanent the Aura enchants, which the payer controls (glossary "Sacrifice")
        return who, ir.Cost(sacrifice=(ir.SacrificeCost(ir.Filter(types=(kind,), controller=ir.PlayerRelation.YOU,
                                                                  extra=("enchanted",)), 1),))

    def unless_bury_enchanted(self, who: Any, kind: str) -> tuple:
        # Curse Artifact as printed: the permanent the Aura enchants, its payer's own, destroyed without
        # regeneration (glossary "Bury (Obsolete)") — an instruction chosen (413.2c), as unless_destroy's
        return who, ir.Cost(destroy=(ir.Filter(types=(kind,), controller=ir.PlayerRelation.YOU, extra=("enchanted",)), 1),
                            destroy_buried=True)

    def unless_sac_any_number_total_power(self, who: Any, f: ir.Filter, n: Any) -> tuple:
        # Phyrexian Dreadnought: any number of the payer's own, their total power at least n (413.2c)
        return who, ir.Cost(sacrifice=(ir.SacrificeCost(dataclasses.replace(f, controller=ir.PlayerRelation.YOU),
                                                        ir.AnyNumber(total_power_at_least=fixed_number(n))),))

    def unless_destroy(self, who: Any, n: Any, f: ir.Filter) -> tuple:
        # "destroy ~ unless you destroy one of your Forests": that many of the payer's own,
        # chosen as it resolves (413.2c), destroyed — not sacrificed (glossary "Destroy")
        return who, ir.Cost(destroy=(dataclasses.replace(f, controller=ir.PlayerRelation.YOU), fixed_number(n)))

    def unless_mana_or_life(self, who: Any, tok: Token, n: Any) -> tuple:
        return who, ir.Cost(mana=mana_text(tok)), _OrPay(ir.Cost(life=int(n)))

    def unless_life_equal(self, who: Any, n: Any) -> tuple:
        # Essence Vortex (added, statm): life equal to an amount found as the spell resolves (413.2f)
        if not isinstance(n, ir.ToughnessOf):
            raise CardTextError("?", "pays life equal to", reason="only 'pays life equal to its toughness' is read")
        return who, ir.Cost(life=n)

    def unless_came_under_control(self) -> tuple:
        # Erg Raiders (added, Oracle triggers round seventeen): "unless it came under your control
        # this turn" — no one pays: the instruction is carried out unless, as the ability resolves
        # (413.2), the permanent came under its controller's control this turn
        return ir.Condition(ir.ConditionKind.CAME_UNDER_CONTROL_THIS_TURN, ref=It()), None

    def unless_mill(self, who: Any, n: Any) -> tuple:
        # Deep Spawn: the payer's own library's top cards, that many or the option can't be chosen
        # (413.2c)
        return who, ir.Cost(mill=fixed_number(n))

    def unless_draw_each(self, who: Any, kind: str, what: Any) -> tuple:
        # Psychic Vortex (added, upk): a card drawn for each counter (glossary "Cumulative Upkeep")
        return who, ir.Cost(draw=1), ir.CountersOn(what, kind)

    def unless_opponent_tokens_each(self, who: Any, n: Any, spec: ir.TokenSpec, kind: str, what: Any) -> tuple:
        # Varchild's War-Riders (added, upk): tokens an opponent puts into play, for each counter
        return who, ir.Cost(opponent_tokens=(spec, fixed_number(n))), ir.CountersOn(what, kind)

    def unless_mana_or_mana(self, who: Any, one: Token, other: Token) -> tuple:
        return who, ir.Cost(mana=mana_text(one)), _OrPay(ir.Cost(mana=mana_text(other)))

    def unless_cost(self, who: Any, part: dict) -> tuple:
        fields = dict(part)
        if "sacrifice" in fields:
            fields["sacrifice"] = (fields["sacrifice"],)
        if fields.get("put_counters") and fields["put_counters"][2] is not None \
                and fields["put_counters"][2].controlled_by is not None:
            # Tourach's Chant (added, o2): "unless they put a -1/-1 counter on a creature they control" — the
            # payer's own creature, said once ("they control"), not also "you control"
            kind, n, on = fields["put_counters"]
            fields["put_counters"] = (kind, n, dataclasses.replace(on, controller=None))
        return who, ir.Cost(**fields)

    def unless_tap_target(self, who: Any, what: Any) -> tuple:
        # Koskun Falls as printed (added, session 79, h7): "unless you tap target untapped creature you control" — the
        # target, tapped by the payer as it resolves if it can be (413.2c)
        if not isinstance(what, ir.Target):
            raise CardTextError("?", "unless … tap target", reason="only 'unless you tap target …' is read")
        return who, ir.Cost(tap_target=what)

    def unless_hand_card_to_library_top(self, who: Any, n: Any, f: ir.Filter) -> tuple:
        # Tainted Specter (added, session 79, h7): "unless they put a card from their hand on top of their library" —
        # a card of the payer's own hand (Hidden Retreat's cost), chosen as it resolves (413.2c)
        if fixed_number(n) != 1 or f != ir.Filter(types=("card",), zone=Zone.ANY):  # (a bare "card": any zone)
            raise CardTextError("?", "unless … put … from their hand on top of their library",
                                reason="only 'unless they put a card from their hand on top of their library' is read")
        return who, ir.Cost(to_library_top=(ir.Filter(types=("card",), controller=ir.PlayerRelation.YOU, zone=Zone.HAND), 1))

    def unless_put_counter_other(self, who: Any, n: Any, kind: str, f: ir.Filter) -> tuple:
        # Thelon's Chant (added, o2): "unless the player puts a -1/-1 counter on a creature they control" —
        # one of the payer's own ("they control": you_control), chosen as it resolves (413.2c)
        on = f if f.controlled_by is not None else you_control(f)  # "they control": the payer's own
        return who, ir.Cost(put_counters=(kind, fixed_number(n), on))

    def unless_mana_each(self, who: Any, tok: Token, kind: str, what: Any) -> tuple:
        return who, ir.Cost(mana=mana_text(tok)), ir.CountersOn(what, kind)

    def unless_mana_cost_self(self, who: Any) -> tuple:
        # Pendrell Flux (added, o4): "unless you pay its mana cost" — ~'s own, looked at as it resolves
        return who, ir.Cost(), _CostOf(ir.This())

    def unless_mana_cost_reduced(self, who: Any, tok: Token) -> tuple:
        # Flash (Oracle): "its mana cost reduced by up to {2}" — only generic mana comes off (the mana
        # symbols of 104.3 that are numbers)
        return who, ir.Cost(), _CostOf(None, sum(int(x) for x in re.findall(r"\{(\d+)\}", mana_text(tok))))

    def unless_mana_each_card(self, who: Any, tok: Token, whose: Any) -> tuple:
        return who, ir.Cost(mana=mana_text(tok)), ir.CardsInHand(whose)

    def unless_mana_life_each(self, who: Any, tok: Token, n: Any, kind: str, what: Any) -> tuple:
        return who, ir.Cost(mana=mana_text(tok), life=int(n)), ir.CountersOn(what, kind)

    def unless_cost_each(self, who: Any, part: dict, kind: str, what: Any) -> tuple:
        return self.unless_cost(who, part) + (ir.CountersOn(what, kind),)

    def payer(self, who: Any) -> Any:
        return who

    def repeat_while_both_share_a_color(self) -> Marker:
        return Marker("repeat while both share a color")  # Grindstone (added, Oracle activated round twenty-one)

    def where_x(self, x: Any) -> Marker:
        return Marker("where x", value=x)

    def where_x_as_cast(self, x: Any, _tok: Token) -> Marker:
        return Marker("where x", effects=("as cast",), value=x)

    def choose_each_deals_to_other(self, first: Any, second: Any) -> list:
        return [ir.EachDealsToOther(first, second)]  # Triangle of War as printed: the Oracle's "fights"

    def no_regen(self) -> Marker:
        return Marker("no regen")

    def no_regen_it(self) -> Marker:
        return Marker("no regen it")  # the destruction just before it alone (judge.cards.text, 419.6b)

    def they_dont_untap_next(self) -> Marker:
        return Marker("they dont untap next")  # Joven's Ferrets (added, oracle7): see judge.cards.text

    def they_dont_untap_while_tapped(self) -> Marker:
        return Marker("they dont untap while tapped")  # Kill Switch (added, oracle7)

    def for_each_paid(self, mana: Any, effects: Any) -> list:
        """"For each additional {1}{R} you paid, destroy another target artifact[, and you gain 1
        life]" (Primitive Justice): its targets as many as the payments, announced with them
        (409.1c), and each amount once for each payment (409.1f)."""
        paid = ir.TimesPaid(str(mana).upper())
        out = []
        for e in flatten_sentences([effects]):
            for ref in ir.walk(e):
                if isinstance(ref, ir.Target):
                    spec = self.targets[ref.index]
                    self.targets[ref.index] = dataclasses.replace(spec, min_count=0, max_count=None, count_paid=paid.mana)
            if isinstance(e, (ir.GainLife, ir.LoseLife)) and isinstance(e.amount, int):
                e = dataclasses.replace(e, amount=ir.Product(e.amount, paid))
            elif not isinstance(e, ir.Destroy):
                raise CardTextError("?", "for each additional cost paid", reason="only destroying targets and life are "
                                                                                  "counted per payment")
            out.append(e)
        return out

    def paid_except_from(self, f: ir.Filter) -> Marker:
        # Undergrowth: "If this spell's additional cost was paid, this effect doesn't affect combat
        # damage that would be dealt by red creatures" (folded into the prevention before it)
        return Marker("paid except from", value=f)

    # ir.ManaInstead: the mana a land tapped for mana produces, replaced (419.1)
    def ml_land(self) -> ir.Filter:
        return ir.Filter(types=("land",))

    def ml_nonbasic(self) -> ir.Filter:
        return ir.Filter(types=("land",), extra=("nonbasic",))

    def ml_yours(self) -> ir.Filter:
        return ir.Filter(types=("land",), controller=ir.PlayerRelation.YOU)

    def ml_basic_type(self, kind: Any) -> ir.Filter:
        return ir.Filter(types=("land",), subtypes=(str(kind),))  # Chaos Moon's Mountain (212.2c)

    def basic_land_type(self, word: Token) -> str:
        return str(word)

    def count_permanents_odd_even(self, odd_what: Any, odd_pt: Token, event: ir.Trigger, effects: list,
                                  even_what: Any, even_pt: Token, lands: ir.Filter, again: ir.Filter, mana: str,
                                  amount: bool) -> ir.Conditional:
        # Chaos Moon (added, session 76, h6): one count, as the ability resolves (413.2), and one branch
        if again != lands:
            raise CardTextError("?", "that land produces", reason="read only of the lands just named")
        parity = ir.Condition(ir.ConditionKind.NUMBER_PARITY, filter=ir.Filter(), value="odd")
        odd = (self.pump(odd_what, odd_pt, ir.UNTIL_END_OF_TURN), *self.temporary_trigger(event, effects))
        even = (self.pump(even_what, even_pt, ir.UNTIL_END_OF_TURN),
                ir.ManaInstead(lands, mana, amount, duration=ir.UNTIL_END_OF_TURN))
        return ir.Conditional(parity, odd, even)

    def im_mana(self, mana: Token) -> str:
        return mana_text(mana)

    def im_colorless(self) -> str:
        return "{C}"

    def im_any_color(self) -> str:
        return ir.ONE_MANA_OF_ANY_COLOR

    def iot_type(self) -> bool:
        return False

    def iot_amount(self) -> bool:
        return True

    def mana_instead(self, lands: ir.Filter, mana: str, amount: bool) -> list:
        return [ir.ManaInstead(lands, mana, amount, duration=UNSTATED)]

    def mana_instead_this_turn(self, lands: ir.Filter, mana: str, amount: bool) -> list:
        return [ir.ManaInstead(lands, mana, amount, duration=ir.UNTIL_END_OF_TURN)]

    def mana_instead_you_this_turn(self, lands: ir.Filter, mana: str, amount: bool) -> list:
        return [ir.ManaInstead(lands, mana, amount, tapper=ir.You(), duration=ir.UNTIL_END_OF_TURN)]

    def mana_instead_of_color(self, land: ir.Target, mana: str, color: str) -> list:
        # Quarum Trench Gnomes: one target land's mana of one color replaced, for good (418.3a)
        return [ir.ManaInstead(ir.Filter(types=("land",)), mana, land=land, replaces="{" + ir.COLOR_SYMBOLS[color] + "}",
                               duration=ir.FOREVER)]

    def chooses_color_lands_produce_it(self, who: Any) -> list:
        # Hall of Gemstone: the color chosen (413.2c), then each land's colored mana replaced this turn (419.1)
        return [ir.ChooseColor(who), ir.ManaInstead(ir.Filter(types=("land",)), ir.MANA_OF_COLOR_CHOSEN,
                                                    replaces=ir.ANY_COLORED_MANA, duration=ir.UNTIL_END_OF_TURN)]

    def land_plural(self, word: Token) -> str:
        return {"plains": "Plains", "islands": "Island", "swamps": "Swamp", "mountains": "Mountain",
                "forests": "Forest"}[str(word)]

    def lands_produce(self, land_type: str, mana: Token) -> tuple:
        return land_type, mana_text(mana)

    def mana_instead_by_type(self, *parts: Any) -> list:
        *pairs, amount = parts
        return [ir.ManaInstead(ir.Filter(types=("land",), subtypes=(t,)), m, amount, duration=UNSTATED)
                for t, m in pairs]

    def mana_instead_by_type_printed(self, *pairs: Any) -> list:
        return self.mana_instead_by_type(*pairs, False)

    def next_draw_instead(self, who: Any, effects: list) -> list:
        return [ir.NextDrawInstead(tuple(flatten_sentences([effects])), who)]

    def redirect_may_any_creature_this_turn(self, new: Any) -> list:
        # Blood of the Martyr: damage that would be dealt to any creature this turn, dealt to you
        # instead each time you choose to (419.1); "any creature" looked at as the damage would be dealt
        return [ir.RedirectDamage((ir.All((ir.Filter(types=("creature",)),)),), new, optional=True)]

    def double_combat_damage_this_turn(self) -> list:
        # Blind Fury (added, session 68, h5): the combat damage a creature would deal to a creature this turn,
        # doubled as it would be dealt (419.1, 419.6a); "that creature" the recipient
        creature = ir.Filter(types=("creature",))
        return [ir.ScaleDamageThisTurn(creature, creature, combat_only=True, factor=2)]

    def draws_instead_this_turn(self, who: Any, effects: list) -> list:
        return [ir.NextDrawInstead(tuple(flatten_sentences([effects])), who, once=False)]

    def x_not_zero(self) -> Marker:
        return Marker("restrictions", value=(ir.Restriction(ir.RestrictionKind.X_NOT_0),))

    def esw_one(self, f: ir.Filter) -> tuple:
        return 1, f, False

    def esw_up_to(self, n: Any, f: ir.Filter) -> tuple:
        return n, f, True

    def esd_play(self) -> str:
        return Zone.IN_PLAY

    def esd_hand(self) -> str:
        return Zone.HAND

    def each_player_may_search(self, what: tuple, dest: str, other: bool = False) -> list:
        # each player's own "you may search …" (413.2d: the active player first); only one who
        # searched shuffles — the search, the cards put and the shuffle are one optional act
        n, f, up_to = what
        search = ir.SearchLibrary(ir.EachOne(), dataclasses.replace(f, zone=Zone.LIBRARY), count=n, up_to=up_to)
        act = ir.Optional_((search, ir.MoveTo(ir.Found(), dest), ir.Shuffle(ir.EachOne())), ir.EachOne())
        return [ir.EachPlayer(ir.All((ir.Filter(players=True, other=other),)), (act,))]

    def each_other_player_may_search(self, what: tuple, dest: str) -> list:
        return self.each_player_may_search(what, dest, other=True)

    def each_chooses_creature_type(self) -> list:
        return [ir.EachPlayer(ir.All((ir.Filter(players=True),)), (ir.ChooseCreatureType(ir.EachOne()),))]

    def destroy_type_of_choice(self) -> list:
        chosen = ir.Filter(types=("creature",), extra=("of a type chosen this way",))
        return [ir.ChooseCreatureType(ir.You()), ir.Destroy(ir.All((chosen,)))]

    def each_returns_chosen_types(self) -> list:
        cards = ir.Filter(types=("creature",), zone=Zone.GRAVEYARD, controlled_by=ir.EachOne(),
                          extra=("card", "of a type chosen this way"))
        return [ir.EachPlayer(ir.All((ir.Filter(players=True),)), (ir.MoveTo(ir.All((cards,)), Zone.IN_PLAY),))]

    def tie_you_choose(self, which: str) -> Marker:
        return Marker("tie you choose", value=f"least {which}")

    def if_prevented_from(self, f: ir.Filter, effects: list) -> list:
        return [ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=ir.TriggerSource(), filter=f),
                               tuple(flatten_sentences([effects])))]

    def if_dealt_damage_this_way(self, effects: list) -> list:
        return [ir.Conditional(ir.Condition(ir.ConditionKind.DEALT_DAMAGE_THIS_WAY, ref=ir.This()), tuple(flatten_sentences([effects])))]

    # ---- the Oaths (added, Oracle triggers round ten)

    def chooses_target_opponent(self, who: Any, more: ir.PlayerMore) -> list:
        """"That player chooses target player who has more life than they do and is their
        opponent." (Oath of Mages): a target of the triggering player's choice (409.1c), who must
        be that player's opponent and have more than that player has — compared as the target is
        chosen and again as the ability resolves (409.1c, 413.2a). No instruction of its own."""
        if not isinstance(who, ThatPlayer):
            raise CardTextError("?", "chooses target player", reason="'… chooses target player who …' is read only "
                                "of 'that player' (the triggering player, whom 'they' then names)")
        self._add_target(ir.Filter(players=True, opponent_of=ir.TriggerPlayer(), more_than=more))
        self.targets[-1] = dataclasses.replace(self.targets[-1], chosen_by=ir.TriggerPlayer())
        return []

    def opponent_chooses_target_theirs(self, f: ir.Filter) -> list:
        """"An opponent chooses target creature they control." (Echo Chamber): the target of
        "… of an opponent's choice they control" (409.1c), with no instruction of its own."""
        if not isinstance(f.controlled_by, ThatPlayer) or f.controller is not None:
            raise CardTextError("?", "an opponent chooses target", reason="read only of '… they control' (one of "
                                "that opponent's own)")
        self.ref_target_opponents_choice_theirs(dataclasses.replace(f, controlled_by=None))
        return []

    def you_then_that_opponent_choose_targets(self, mine: ir.Filter, theirs: ir.Filter) -> list:
        """"You choose target creature an opponent controls, and that opponent chooses target creature." (Mogg
        Assassin): two targets, chosen as it is played — the controller's first, then the second by "that
        opponent", the first target's controller (409.1c: "If both players are required to choose targets, the
        player playing the spell or ability chooses first"). No instruction of its own."""
        if self.targets or mine.controller is not ir.PlayerRelation.OPPONENT or mine.controlled_by is not None:
            raise CardTextError("?", "you choose target", reason="'you choose target …, and that opponent chooses "
                                "target …' is read only as an ability's first targets, the first one an opponent "
                                "controls ('that opponent' names its controller)")
        first = self._add_target(mine)
        self._add_target(theirs)
        self.targets[-1] = dataclasses.replace(self.targets[-1], chosen_by=ir.ControllerOf(first))
        return []

    def _oath_players(self, said: str) -> tuple:
        """"the first player" (who chose the target: the triggering player) and "the second
        player" (that target) of the sentence before — read only after it."""
        spec = self.targets[-1] if self.targets else None
        if spec is None or spec.filter.opponent_of is None or spec.chosen_by is None:
            raise CardTextError("?", said, reason="'the first player' / 'the second player' are read only after "
                                "'that player chooses target player who … and is their opponent'")
        return spec.chosen_by, ir.Target(spec.index)

    def first_may_damage_second(self, n: Any) -> list:
        # Oath of Mages: the first player's choice as the ability resolves (413.2c); the damage is
        # the Oath's (402.6)
        first, second = self._oath_players("the first player may have ~ deal")
        return [ir.Optional_((ir.DealDamage(fixed_number(n), (second,)),), first)]

    def first_may_discard_hand_draw(self, n: Any) -> list:
        # Oath of Scholars: both instructions, or neither, as the first player chooses (413.2c)
        first, _second = self._oath_players("the first player may discard their hand")
        return [ir.Optional_((ir.Discard(first, ir.CardsInHand(ir.EachOne())), ir.Draw(first, fixed_number(n))), first)]

    def first_may_return_to_hand(self, f: ir.Filter) -> list:
        # Oath of Ghouls: a card of that player's graveyard, chosen by that player (413.2c)
        first, _second = self._oath_players("the first player may return")
        cards = dataclasses.replace(f, zone=Zone.GRAVEYARD, controlled_by=first)
        return [ir.Optional_((ir.MoveTo(ir.Chosen(cards, chooser=first), Zone.HAND),), first)]

    def first_may_search_into_play(self, f: ir.Filter) -> list:
        # Oath of Lieges: the search, the card put into play and the shuffle are one optional act
        # (glossary "Search"); the card comes into play under its owner's, the searcher's, control
        first, _second = self._oath_players("the first player may search")
        found = dataclasses.replace(f, zone=Zone.LIBRARY)
        return [ir.Optional_((ir.SearchLibrary(first, found, count=1), ir.MoveTo(ir.Found(), Zone.IN_PLAY),
                              ir.Shuffle(first)), first)]

    def may_reveal_hand_put_all_then_discard(self, f: ir.Filter) -> list:
        # Manabond: the hand revealed, all its cards of that kind put into play, then the rest discarded
        cards = dataclasses.replace(f, zone=Zone.HAND, controller=None, controlled_by=ir.You())
        return [ir.Optional_((ir.LookAtHand(ir.You(), reveal=True), ir.MoveTo(ir.All((cards,)), Zone.IN_PLAY),
                              ir.Discard(ir.You(), ir.CardsInHand(ir.EachOne()))), ir.You(), if_you_do_from=2)]

    def player_may_search_into_play(self, who: Any, f: ir.Filter) -> list:
        # Pattern of Rebirth: that player's optional search, the card put into play (under its
        # owner's, the searcher's, control) and the shuffle, as the Oath of Lieges' above
        return [ir.Optional_((ir.SearchLibrary(who, dataclasses.replace(f, zone=Zone.LIBRARY), count=1),
                              ir.MoveTo(ir.Found(), Zone.IN_PLAY), ir.Shuffle(who)), who)]

    def first_may_reveal_until_into_play(self, f: ir.Filter) -> list:
        # Oath of Druids: the cards revealed from the top until one fits (all of them, if none
        # does); that one comes into play under the revealing player's control, every other one
        # revealed goes to the graveyard
        first, _second = self._oath_players("the first player may reveal")
        found = dataclasses.replace(f, zone=Zone.LIBRARY)
        return [ir.Optional_((ir.RevealUntil(first, found), ir.RevealedIntoPlay(others_to=Zone.GRAVEYARD)), first)]

    def _target_of_may(self, who: Any, f: ir.Filter) -> ir.Target:
        """"target … of their choice" after "<player> may": that player chooses it (409.1c) — the
        player the ability says "may" of, who controls it (410.2) and so chooses its targets
        (410.4); only a player named as the one who may (not "you")."""
        if isinstance(who, ir.You) or not isinstance(who, (ThatPlayer, ir.ControllerOf)):
            raise CardTextError("?", "of their choice", reason="'<player> may … target … of their choice' is read "
                                "only of 'that player' or a controller named")
        target = self._add_target(f)
        self.targets[-1] = dataclasses.replace(self.targets[-1], chosen_by=who)
        return target

    def of_their_choice(self) -> None:
        return None

    def may_put_counters_their_choice(self, who: Any, n: Any, kind: str, f: ir.Filter, _choice: None = None) -> list:
        # Ley Line: "that player may put a +1/+1 counter on target creature of their choice"
        target = self._target_of_may(who, f)
        return [ir.Optional_((ir.PutCounters(target, kind, n),), who)]

    def may_have_it_deal_power_their_choice(self, who: Any, f: ir.Filter, _choice: None = None) -> list:
        # Pandemonium: "that creature's controller may have it deal damage equal to its power to any
        # target of their choice" — the creature deals it (402.6), its power as it resolves (413.2f)
        target = self._target_of_may(who, f)
        return [ir.Optional_((ir.DealDamage(ir.PowerOf(It()), (target,), source=It()),), who)]

    def may_have_it_deal_power_plus_if_does(self, who: Any, n: Any, f: ir.Filter, effects: list) -> list:
        # Farrel's Mantle: the creature deals it (402.6), its power as it resolves (413.2f) plus n; what
        # "If that player does" says happens only if the damage was dealt that way
        target = self._target_of_may(who, f)
        deal = ir.DealDamage(ir.Sum((ir.PowerOf(It()), fixed_number(n))), (target,), source=It())
        return [ir.Optional_((deal,) + tuple(flatten_sentences([effects])), who, if_you_do_from=1)]

    def oath_more_life(self) -> ir.PlayerMore:
        return ir.PlayerMore("life", ir.TriggerPlayer())

    def oath_more_cards(self) -> ir.PlayerMore:
        return ir.PlayerMore("cards in hand", ir.TriggerPlayer())

    def oath_more_creatures(self) -> ir.PlayerMore:
        return ir.PlayerMore("creatures", ir.TriggerPlayer())

    def oath_more_lands(self) -> ir.PlayerMore:
        return ir.PlayerMore("lands", ir.TriggerPlayer())

    def oath_fewer_dead(self) -> ir.PlayerMore:
        return ir.PlayerMore("creature cards in graveyard", ir.TriggerPlayer(), fewer=True)

    def choose_type_then(self, effects: list) -> list:
        """"Choose a creature type. All creatures of that type get -1/-1 until end of turn."
        (Outbreak): the caster chooses as the spell resolves (413.2c); "of that type" in the
        sentence after is that choice."""
        claimed = _claim(effects, ir.OF_THAT_TYPE, ir.OF_TYPE_CHOSEN, "choose a creature type")
        return [ir.ChooseCreatureType(ir.You()), *claimed]

    def choose_color_then(self, effects: list) -> list:
        """"Choose a color." and a sentence that reads it (413.2c): "… discards all cards of
        that color" (Persecute) — a :class:`ir.ChooseColor` first; "… gain protection from the
        chosen color until end of turn" (Prismatic Boon, Reverent Mantra) — one colour for every
        creature the grant reaches, chosen as it is carried out: "the color of your choice"
        (Mother of Runes)."""
        flat = flatten_sentences([effects])
        keywords = [k for k in ir.walk(tuple(flat)) if isinstance(k, ir.Keyword) and k.param == ir.CHOSEN_COLOR]
        if keywords:
            grants = [g for g in flat if isinstance(g, ir.GrantAbility) and isinstance(g.ability, ir.Keyword)
                      and g.ability.param == ir.CHOSEN_COLOR]
            if len(grants) != 1 or len(flat) != 1:
                raise CardTextError("?", "choose a color.", reason="only one grant of protection from the chosen "
                                    "color is understood after 'Choose a color.'")
            g = grants[0]
            return [dataclasses.replace(g, ability=dataclasses.replace(g.ability, param=ir.COLOR_OF_CHOICE))]
        claimed = _claim(effects, ir.OF_THAT_COLOR, ir.OF_COLOR_CHOSEN, "choose a color")
        return [ir.ChooseColor(ir.You()), *claimed]

    # (added, Oracle activated round seventeen) a card name chosen as the ability resolves
    # (413.2c), then the revealed card(s) sorted by it (202.3: the same English name)
    _NAMED = ir.Filter(types=("card",), zone=Zone.ANY, extra=(ir.WITH_NAME_CHOSEN,))

    def name_reveal_top(self, who: Any, miss: tuple) -> list:
        # Petra Sphinx, Vexing Arcanix: "Target player chooses a card name, then reveals the top
        # card of their library. If that card has the chosen name, that player puts it into their
        # hand." and what becomes of it otherwise (name_miss_*)
        hit = ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Revealed(), filter=self._NAMED)
        miss = tuple(ir.rebuild(e, lambda x: who if isinstance(x, _NameMissPlayer) else None) for e in miss)
        return [ir.ChooseCardName(who), ir.RevealTop(who),
                ir.Conditional(hit, (ir.MoveTo(ir.Revealed(), Zone.HAND),), otherwise=miss)]

    def name_miss_graveyard(self) -> tuple:
        return (ir.MoveTo(ir.Revealed(), Zone.GRAVEYARD),)

    def name_miss_damage(self, n: Any) -> tuple:
        # Vexing Arcanix: "… and ~ deals 2 damage to them" — them: the player who chose and revealed
        return (ir.MoveTo(ir.Revealed(), Zone.GRAVEYARD), ir.DealDamage(fixed_number(n), (_NameMissPlayer(),), ir.This()))

    def choose_source_flip_double_or_prevent(self) -> list:
        # Desperate Gambit (added, session 72, h12): the source chosen first, as it resolves (413.2c; a permanent or
        # spell you control, glossary "Source"), then the flip; won, that source's next damage this turn is doubled
        # (419.1); lost, it is prevented (419.7c) — each "next time" all the damage it deals at that one time
        chosen = ir.SourceChosenThisWay()
        return [ir.ChooseSource(ir.Filter(controller=ir.PlayerRelation.YOU)), ir.FlipCoin(ir.You()),
                ir.Conditional(ir.Condition(ir.ConditionKind.FLIP, value="won"), (ir.ScaleNextDamage(chosen),)),
                ir.Conditional(ir.Condition(ir.ConditionKind.FLIP, value="lost"),
                               (ir.PreventDamage((), None, source=chosen, next_time=True),))]

    def name_reveal_top_sort(self, n: Any) -> list:
        # Wood Sage: "Choose a creature card name. Reveal the top four cards of your library and put
        # all of them with that name into your hand. Put the rest into your graveyard."
        keep = dataclasses.replace(self._NAMED, zone=Zone.LIBRARY)
        return [ir.ChooseCardName(ir.You(), creature=True), ir.RevealTopSort(ir.You(), fixed_number(n), keep, Zone.HAND, Zone.GRAVEYARD)]

    def name_reveal_random(self, effects: list) -> list:
        # Cursed Scroll: "Choose a card name, then reveal a card at random from your hand. If that
        # card has the chosen name, …" — the card chance picks (no player's choice), revealed
        hit = ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Revealed(), filter=self._NAMED)
        return [ir.ChooseCardName(ir.You()), ir.LookAtHand(ir.You(), reveal=True, random_card=True),
                ir.Conditional(hit, tuple(flatten_sentences([effects])))]

    def name_picked_random(self, who: Any, effects: list) -> list:
        # Cursed Scroll as printed: "Name a card. Target opponent chooses a card at random from your hand. If he or
        # she chooses the named card, …" — that player picks it, chance decides which (not revealed)
        if not isinstance(who, ir.Target):
            raise CardTextError("?", "chooses a card at random from your hand", reason="read only of a targeted player")
        hit = ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Revealed(), filter=self._NAMED)
        return [ir.ChooseCardName(ir.You()), ir.LookAtHand(ir.You(), random_card=True, picker=who),
                ir.Conditional(hit, tuple(flatten_sentences([effects])))]

    def name_mill_top(self, who: Any, effects: list) -> list:
        # Foreshadow: "Choose a card name, then target opponent puts the top card of their library into their
        # graveyard. If that card has the chosen name, you draw a card." — the card moved, where it is now (413.2f)
        hit = ir.Condition(ir.ConditionKind.MATCHES, ref=ir.MovedThisWay(), filter=self._NAMED)
        return [ir.ChooseCardName(ir.You()), ir.Mill(who, 1), ir.Conditional(hit, tuple(flatten_sentences([effects])))]

    def name_reveal_random_discard(self, who: Any, n: Any) -> list:
        # Nebuchadnezzar: "Choose a card name. Target opponent reveals X cards at random from their hand. Then that
        # player discards all cards with that name revealed this way." — only the revealed cards are looked at
        named = dataclasses.replace(self._NAMED, extra=(ir.WITH_NAME_CHOSEN, "revealed this way"))
        return [ir.ChooseCardName(ir.You()), ir.LookAtHand(who, reveal=True, random_card=True, count=n),
                ir.DiscardAll(who, named)]

    def graveyard_card_at_random(self) -> list:
        # Search for Survivors: your graveyard reordered at random, then one card of it picked at random
        return [ir.GraveyardCardAtRandom(ir.You())]

    def name_exile_reveal_until(self, n: Any) -> list:
        # Divining Witch, Demonic Consultation: "Choose a card name. Exile the top six cards of your
        # library, then reveal cards from the top of your library until you reveal a card with the
        # chosen name. Put that card into your hand and exile all other cards revealed this way."
        until = dataclasses.replace(self._NAMED, zone=Zone.LIBRARY)
        return [ir.ChooseCardName(ir.You()), ir.RemoveTopOfLibrary(ir.You(), fixed_number(n)), ir.RevealUntil(ir.You(), until),
                ir.MoveTo(ir.Found(), Zone.HAND), ir.MoveTo(ir.RevealedRest(), Zone.REMOVED)]

    def may_draw_additional_pay_or_put_back(self, n: Any, k: Any, life: Any) -> list:
        # Sylvan Library: only fixed numbers
        if not all(isinstance(x, int) for x in (n, k, life)):
            raise CardTextError("?", "you may draw", reason="only fixed numbers are understood")
        return [ir.MayDrawThenPayOrPutBack(n, k, life)]

    def choose_drawn_pay_or_put_back(self, k: Any, life: Any) -> list:
        # Sylvan Library as printed (session 68, h7): the choice and payments alone, after the sentence drawing
        return self.may_draw_additional_pay_or_put_back(0, k, life)

    def draw_reveal_discard_unless(self, f: ir.Filter) -> list:
        # Sindbad: "Draw a card and reveal it. If it isn't a land card, discard it."
        return [ir.Draw(ir.You(), 1), ir.RevealDrawn(), _discard_drawn_unless(f)]

    def if_drawn_isnt_discard(self, f: ir.Filter) -> Marker:
        # Sindbad as printed: "If it is not a land, discard it." after "Draw a card." (judge.cards.text)
        return Marker("if drawn isn't", (_discard_drawn_unless(f),))

    def if_self_status(self, tok: Token, effects: list) -> list:
        return [ir.Conditional(ir.Condition(ir.ConditionKind.STATUS, ref=ir.This(), value=str(tok)), tuple(flatten_sentences([effects])))]

    def if_enchanted_has_counters(self, n: Any, kind: str, effects: list) -> list:
        # Consuming Ferocity: "If that creature has three or more +1/+0 counters on it, …" (the enchanted creature)
        cond = ir.Condition(ir.ConditionKind.COUNTERS, ref=ir.Enchanted(noun="creature"), value=kind, compare=ir.Compare(">=", fixed_number(n)))
        return [ir.Conditional(cond, tuple(flatten_sentences([effects])))]

    def if_self_power_at_least(self, n: Any, effects: list) -> list:
        # Lesser Werewolf: "If ~'s power is 1 or more, …" (checked as the ability resolves, 413.2f)
        cond = ir.Condition(ir.ConditionKind.MATCHES, ref=ir.This(), filter=ir.Filter(power=ir.Compare(">=", fixed_number(n))))
        return [ir.Conditional(cond, tuple(flatten_sentences([effects])))]

    def if_you_do(self, effects: list) -> Marker:
        return Marker("if you do", tuple(effects))

    def if_you_do_look_choose_discard(self, whose: Any, n: Any) -> Marker:
        # Leshrac's Sigil: the look and the discard of the card chosen (as "look at … hand and choose a
        # card from it. That player discards that card.") happen only if the payment before was made
        return Marker("if you do", tuple(self.look_choose_discard(whose, n)))

    def if_you_pay(self, effects: list) -> Marker:
        return Marker("if you pay", tuple(effects))

    def if_they_pay(self, effects: list) -> Marker:
        # Rhystic Lightning (added, o2): folded with the "unless [that player] pays" before it (judge.cards.text._fold)
        return Marker("if they pay", tuple(effects))

    def if_discarded_this_way(self, effects: list) -> Marker:
        # Tainted Specter (added, session 79, h7): folded with the "… discards a card unless …" before it
        # (judge.cards.text._fold)
        return Marker("if discarded this way", tuple(effects))

    def if_the_player_does_tokens(self, n: Any, spec: ir.TokenSpec, *_: Any) -> Marker:
        # Basalt Golem (added, h67-6): folded with the sacrifice before it, the tokens that player's
        # (judge.cards.text._fold)
        return Marker("if the player does", (ir.CreateToken(spec, n),))

    def if_instead(self, cond: Any, effects: list) -> Marker:
        # "A. If C, B instead.": folded with the instruction before it (judge.cards.text._fold)
        return Marker("if instead", tuple(flatten_sentences([effects])), value=cond if isinstance(cond, tuple) else (cond,))

    def if_its_instead(self, f: ir.Filter, effects: list) -> Marker:
        # "A. If it's a …, B instead." (Elvish Healer): folded like if_instead; "it" is the target
        return Marker("if instead", tuple(flatten_sentences([effects])),
                       value=(ir.Condition(ir.ConditionKind.MATCHES, ref=It(), filter=f),))

    def if_that_creature_is_color_instead(self, color: Any, effects: list) -> Marker:
        # Ether Well: "If that creature is red, … instead": "that creature" is the target, its colour looked at
        # as the spell resolves (413.2), folded like if_instead
        return self.if_its_instead(ir.Filter(types=("creature",), colors=(str(color),)), effects)

    def if_its_delayed_eot(self, f: ir.Filter, effects: list) -> list:
        # Scars of the Veteran: "If it's a creature, at the beginning of the next end step, …" — "it" the target, as
        # the spell resolves (413.2): the delayed ability (406.2a) made only if it matches
        cond = ir.Condition(ir.ConditionKind.MATCHES, ref=It(), filter=f)
        return [ir.Conditional(cond, (ir.DelayedTrigger(AT_END_OF_TURN, tuple(flatten_sentences([effects]))),))]

    def if_it_lacks_rampage(self, effects: list) -> list:
        # Rapid Fire: "If it doesn't have rampage, …" — "it" the target, its abilities as the spell resolves (413.2)
        cond = ir.Condition(ir.ConditionKind.MATCHES, ref=It(), filter=ir.Filter(extra=(ir.WITHOUT_RAMPAGE,)))
        return [ir.Conditional(cond, tuple(flatten_sentences([effects])))]

    def named_lands_controlled(self, who: Any, *names: Any) -> tuple:
        # each a Condition of its own, all of which must hold (a nested Conditional)
        return tuple(ir.Condition(ir.ConditionKind.CONTROLS_NAMED, player=who, value=_URZA_LANDS[str(n).replace("-", " ")])
                     for n in names)

    def if_not(self, effects: list) -> Marker:
        return Marker("if not", tuple(effects))

    def if_cant(self, effects: list) -> Marker:
        return Marker("if cant", tuple(effects))

    def restriction_sentence(self, *rs: ir.Restriction) -> Marker:
        return Marker("restrictions", value=tuple(rs))

    def restriction_times_amount(self, n: Any) -> Marker:
        # Withering Wisps: the limit a number counted as the ability is played (403.3)
        return Marker("restrictions", value=(ir.Restriction(ir.RestrictionKind.TIMES_EACH_TURN, amount=n),))

    def cost_to_target_on_stack(self, mana: Any) -> Marker:
        # Kaervek's Torch: spells that target it while it is on the stack cost that much more (409.1f)
        return Marker("cost to target on stack", value=mana_text(mana))

    def cost_per_extra_target(self, mana: Any) -> Marker:
        # Fireball: a cost increase of the spell's own, by the number of targets announced (409.1f)
        return Marker("cost per extra target", value=mana_text(mana))

    def life_per_target(self, n: Any) -> Marker:
        # Phyrexian Purge: a cost of the spell's own, by the number of targets announced (409.1f)
        return Marker("life per target", value=fixed_number(n))

    def additional_cost(self, cost: ir.Cost) -> Marker:
        # "As an additional cost to play ~, sacrifice a creature" (409.1f: paid with its mana cost)
        return Marker("additional cost", value=cost)

    def alternative_cost(self, *parts: Any) -> Marker:
        # "You may sacrifice two Mountains rather than pay this spell's mana cost" / "If …, you
        # may cast this spell without paying its mana cost" (glossary "Alternative Cost")
        conditions = tuple(p for p in parts if isinstance(p, ir.Condition))
        return Marker("alternative cost", value=ir.AlternativeCost(parts[-1], conditions))

    def cast_restriction_sentence(self, *rs: ir.Restriction) -> Marker:
        # "Cast this spell only during combat": a limit on playing the card (103.1)
        return Marker("cast restrictions", value=tuple(rs))

    def spend_only(self, color: Token) -> Marker:
        return Marker("restrictions", value=(ir.Restriction(ir.RestrictionKind.SPEND_ONLY, str(color)),))

    def spend_mana_only_artifact_spells(self) -> Marker:
        return Marker("mana spend limit", value=ir.ManaSpendLimit(spell_types=("artifact",)))

    def spend_mana_only_creature_spells(self) -> Marker:
        return Marker("mana spend limit", value=ir.ManaSpendLimit(spell_types=("creature",)))

    def spend_mana_only_cumulative_upkeep(self) -> Marker:
        return Marker("mana spend limit", value=ir.ManaSpendLimit(cumulative_upkeep=True))

    def spend_mana_only_artifact_abilities(self) -> Marker:
        return Marker("mana spend limit", value=ir.ManaSpendLimit(source_types=("artifact",)))

    def spend_max(self, mana: Token) -> Marker:
        return Marker("restrictions", value=(ir.Restriction(ir.RestrictionKind.SPEND_NO_MORE_THAN, mana_text(mana)),))

    def delayed_that_leaves(self, effects: list) -> list:
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.LEAVES_PLAY, It()), tuple(flatten_sentences([effects])),
                                  this_turn=True)]

    def delayed_that_leaves_once(self, effects: list) -> list:
        # Dreams of the Dead as printed (added, session 72, h7): "If the creature leaves play, remove it from the
        # game." — watching the creature (406.2a), once (406.2e); "it" the object its event is about, the card in
        # the first zone it went to (410.10c), as Splintering Wind's "it" (delayed_token_leaves)
        eff = tuple(ir.rebuild(e, lambda x: ir.TriggerObject() if isinstance(x, It) else None)
                    for e in flatten_sentences([effects]))
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.LEAVES_PLAY, It()), eff)]

    def until_eot_clauses(self, effects: list) -> list:
        # "Until end of turn, target creature loses all abilities and has base power and toughness
        # 0/1" (Humble): the duration is each instruction's
        out = []
        for e in flatten_sentences([effects]):
            if getattr(e, "duration", None) != UNSTATED:
                raise CardTextError("?", "until end of turn,", reason="a leading 'until end of turn' over an "
                                                                      "instruction that has no duration")
            out.append(dataclasses.replace(e, duration=ir.UNTIL_END_OF_TURN))
        return out

    def temporary_trigger(self, trigger: ir.Trigger, effects: list) -> list:
        eff = tuple(flatten_sentences([effects]))
        if trigger.event in (TriggerEvent.IS_TAPPED_FOR_MANA, TriggerEvent.PLAYS_SPELL, TriggerEvent.PLAYS_LAND):
            # "that player": the one who tapped the land / cast the spell; the printed "it produces
            # an additional {B}" (Bubbling Muck) is the same player's mana
            eff = tuple(ir.rebuild(e, lambda x: ir.TriggerPlayer() if isinstance(x, ThatPlayer) or (
                isinstance(x, ir.ControllerOf) and isinstance(x.ref, It)) else None) for e in eff)
        return [ir.DelayedTrigger(trigger, eff, this_turn=True, repeats=True)]

    def temporary_unblocked_may_deal_power(self, trigger: ir.Trigger, f: ir.Filter) -> list:
        # Gaze of Pain (session 76, h7): the delayed ability's own target, chosen as it goes on the stack (410.4) —
        # not the spell's; "it" the unblocked creature the trigger event is about; the "may" chosen as it would be
        # put on the stack (410.5), its "If you do" part done only if the damage instruction was
        if trigger.event is not TriggerEvent.ATTACKS_AND_ISNT_BLOCKED or not isinstance(trigger.subject, ir.Filter) \
                or trigger.detail is not None:
            raise CardTextError("?", "until end of turn, whenever …", reason="'you may choose to have it deal damage "
                                                                          "equal to its power to a target …' is read "
                                                                          "only after 'whenever a creature … attacks "
                                                                          "and isn't blocked'")
        it = ir.TriggerObject()
        deal = ir.DealDamage(ir.PowerOf(it), (ir.Target(0),), source=it)
        none = ir.AssignsNoCombatDamage(it, duration="this turn")
        spec = ir.TargetSpec(0, dataclasses.replace(f, zone=f.zone or Zone.IN_PLAY))
        return [ir.DelayedTrigger(trigger, (ir.Optional_((deal, none), ir.You(), if_you_do_from=1),), this_turn=True,
                                  repeats=True, targets=(spec,), optional=True)]

    def temporary_trigger_this_turn(self, trigger: ir.Trigger, effects: list) -> list:
        # Battle Cry (added, oracle7): "Whenever a creature blocks this turn, it gets +0/+1 until
        # end of turn." — triggering every time this turn (406.2e); "it" is the object the event
        # happened to, as in a triggered ability whose event names a description
        out = self.temporary_trigger(trigger, effects)
        if isinstance(trigger.subject, ir.Filter):
            # "whenever an attacking creature deals combat damage to you, it deals …" (Harsh Justice):
            # "it" is what dealt the damage, as in judge.cards.text._resolve
            it = ir.TriggerSource() if trigger.event in (TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALS_COMBAT_DAMAGE) \
                    and (
                trigger.detail is None or trigger.detail.players) else ir.TriggerObject()
            out = [dataclasses.replace(d, effects=tuple(ir.rebuild(e, lambda x: it if isinstance(x, It) else None)
                                                        for e in d.effects)) for d in out]
        return out

    def delayed_lose_control(self, effects: list) -> list:
        # "When you lose control of the creature, tap it." (Ray of Command): no duration — it
        # waits for the first change of control (406.2e)
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.LOSES_CONTROL, It()), tuple(flatten_sentences([effects])))]

    def delayed_self_leaves(self, effects: list) -> list:
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.LEAVES_PLAY, ir.This()), tuple(flatten_sentences([effects])),
                                  this_turn=True)]

    def delayed_self_leaves_once(self, effects: list) -> list:
        # Stangg, Portcullis (added, session 68, h6): no duration stated — it triggers once (406.2e), as its
        # source leaves play. Portcullis's "that card" (the creature its ability removed from the game) is the
        # card that instruction moved, in its new zone (217.8), never the object of the delayed ability's own
        # event (its source leaving play)
        eff = tuple(ir.rebuild(e, lambda x: ir.MovedThisWay() if isinstance(x, It) else None)
                    for e in flatten_sentences([effects]))
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.LEAVES_PLAY, ir.This()), eff)]

    def delayed_self_leaves_or_untaps(self, effects: list) -> list:
        # Merieke Ri Berit (added, session 70, h6): "When ~ leaves the battlefield or becomes untapped, destroy that
        # creature." — "that creature" the ability's target (its control gained), no duration: once (406.2e)
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.LTB_OR_UNTAPS, ir.This()), tuple(flatten_sentences([effects])))]

    def delayed_self_untaps_or_lost(self, effects: list) -> list:
        # Coffin Queen (added, session 70, h6): "When ~ becomes untapped or you lose control of ~, exile that creature."
        # — "that creature" the ability's target, followed to the permanent the card became as the ability put it onto
        # the battlefield (217.8; judge.engine.effects.delayed.followed_targets, as "Return target creature card …
        # At end of turn, sacrifice it")
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.UNTAPS_OR_LOSES_CONTROL, ir.This()),
                                  tuple(flatten_sentences([effects])))]

    def while_tapped_lock_and_each_draw(self, what: Any, effects: list) -> list:
        # Giant Oyster (added, session 71, h9): the untap lock and the draw-step ability, one duration for both
        # (418.3a); the ability triggers each time until then (406.2e)
        return _lock_and_each_step(what, effects, Step.DRAW)

    def while_tapped_lock_and_each_upkeep(self, what: Any, effects: list) -> list:
        # Giant Oyster as printed (added, session 72, h7): "During your upkeep" — the same, at each of your upkeeps
        return _lock_and_each_step(what, effects, Step.UPKEEP)

    def delayed_token_leaves(self, effects: list) -> list:
        # Stangg (added, session 68, h6): "when that token leaves the battlefield" — the token the ability made
        # (ir.Created), watched from the moment the delayed ability is made (406.2a, 406.2e). Splintering Wind's
        # "it deals 1 damage to you …" (added, session 69, h5): "it" is that token, the object its event is about,
        # gone from play by then and dealing the damage as it last existed (413.2f)
        eff = tuple(ir.rebuild(e, lambda x: ir.TriggerObject() if isinstance(x, It) else None)
                    for e in flatten_sentences([effects]))
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.LEAVES_PLAY, ir.Created()), eff)]

    def gain_control_if_regenerates(self, who: Any) -> Marker:
        # Debt of Loyalty: folded into the "Regenerate target creature." before it by
        # judge.cards.text — the shielded creature's control gained as it regenerates (419.6b)
        return Marker("regenerates this way at once", effects=(ir.GainControl(It(), who, ir.FOREVER),))

    def then_if_condition(self, cond: ir.Condition, effects: list) -> list:
        # Calming Verse: a later sentence's own condition, checked as the resolution reaches it
        # (413.2), after the instructions before it were carried out
        return [ir.Conditional(cond, tuple(flatten_sentences([effects])))]

    def may_draw_additional_if_self_enchanted(self) -> list:
        # Rayne, Academy Chancellor (added, session 85, h8): one more card, if an Aura enchants the card itself as the
        # resolution reaches the sentence (413.2), and only if its controller chooses to (413.2c)
        cond = ir.Condition(ir.ConditionKind.ENCHANTED, ref=ir.This())
        return [ir.Conditional(cond, (ir.Draw(ir.You(), 1, optional=True),))]

    def they_then_create_where_x(self, n: Any, spec: ir.TokenSpec, *rest: Any) -> list:
        # Infernal Genesis (added, upk): "Then they create X … tokens, where X is …" — "they" the
        # player the sentence before named (216.1: the tokens under that player's control)
        return self.clauses(ir.CreateToken(spec, n, ThatPlayer()), rest[-1])

    def regenerates_this_way(self, effects: list) -> Marker:
        # Matopi Golem, Soldevi Sentry (added, Oracle activated round eleven): folded into the
        # "Regenerate ~." before it by judge.cards.text
        return Marker("regenerates this way", effects=tuple(flatten_sentences([effects])))

    def delayed_that_dies(self, effects: list) -> list:
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, It()),
                                  tuple(flatten_sentences([effects])),
                                  this_turn=True)]

    def delayed_that_becomes_blocked(self, effects: list) -> list:
        # "… it gets +1/+1 … for each creature blocking it" (Barreling Attack): blocking that
        # creature, the one watched, not the spell's source
        eff = tuple(ir.rebuild(e, lambda x: dataclasses.replace(x, partner=It()) if isinstance(x, ir.Filter)
                          and x.partner is None and "blocking it" in x.extra else None) for e in flatten_sentences([effects]))
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.BECOMES_BLOCKED, It()), eff, this_turn=True)]

    def delayed_that_dealt_damage_by(self, f: ir.Filter, effects: list) -> list:
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.IS_DEALT_DAMAGE, It(), detail=f), tuple(flatten_sentences([effects])),
                                  this_turn=True, repeats=True)]

    def delayed_target_attacks_unblocked(self, target: ir.Target, effects: list) -> list:
        return [ir.DelayedTrigger(ir.Trigger(TriggerEvent.ATTACKS_AND_ISNT_BLOCKED, target), tuple(flatten_sentences([effects])),
                                  this_turn=True)]

    def delayed_eot_if_attacked(self, effects: list) -> list:
        cond = ir.Condition(ir.ConditionKind.MATCHES, ref=It(), filter=ir.Filter(extra=("attacked this turn",)))
        return [ir.DelayedTrigger(AT_END_OF_TURN, (ir.Conditional(cond, tuple(flatten_sentences([effects]))),))]

    def delayed_eot_if_not_attacked(self, effects: list) -> list:
        cond = ir.Condition(ir.ConditionKind.MATCHES, ref=It(), filter=ir.Filter(extra=("didn't attack this turn",)))
        return [ir.DelayedTrigger(AT_END_OF_TURN, (ir.Conditional(cond, tuple(flatten_sentences([effects]))),))]

    def delayed_eot_if_destroyed_this_way(self, effects: list) -> Marker:
        # Infinite Authority (session 76, h7): judge.cards.text folds it into the delayed destruction just before
        return Marker("eot if destroyed this way", tuple(flatten_sentences([effects])), None)

    def delayed_eoc_clauses(self, effects: list) -> list:
        return [ir.DelayedTrigger(AT_END_OF_COMBAT, tuple(flatten_sentences([effects])))]

    def delayed_this_eoc_clauses(self, effects: list) -> list:
        return [ir.DelayedTrigger(AT_END_OF_COMBAT, tuple(flatten_sentences([effects])), this_turn=True)]

    def delayed_eot(self, effects: list) -> list:
        return [ir.DelayedTrigger(AT_END_OF_TURN, tuple(effects))]

    def their_next_draw_step(self) -> Step:
        return Step.DRAW

    def their_next_upkeep(self) -> Step:
        return Step.UPKEEP

    def delayed_their_next_step_unless_paid(self, step: Step, effects: Any, mana: Token) -> list:
        # Nafs Asp, Sabertooth Cobra: that player's next draw step / upkeep (the player the trigger event was about,
        # kept by the delayed ability); the payment any time before it ends it (glossary "Unless")
        trigger = ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=step, whose=ir.TriggerWhose.THAT_PLAYER)
        return [ir.DelayedTrigger(trigger, tuple(flatten_sentences([effects])), unless_paid=mana_text(mana))]

    def delayed_your_next_eot(self, effects: list) -> list:
        # Necropotence: the end of turn step of the controller's own turn (313.1), the first to begin after it is made
        trigger = ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.YOU)
        return [ir.DelayedTrigger(trigger, tuple(flatten_sentences([effects])))]

    def delayed_next_cleanup(self, effects: list) -> list:
        return [ir.DelayedTrigger(ir.NEXT_CLEANUP, tuple(flatten_sentences([effects])))]

    def activated_times_delayed_eot(self, n: Any, effects: list) -> list:
        cond = ir.Condition(ir.ConditionKind.ACTIVATIONS, compare=ir.Compare(">=", fixed_number(n)))
        return [ir.Conditional(cond, (ir.DelayedTrigger(AT_END_OF_TURN, tuple(flatten_sentences([effects]))),))]

    def counter_to_library(self, *_: Any) -> Marker:
        return Marker("counter to library")

    def chooses_own_others_cant_block(self, who: Any, *_: Any) -> ir.OthersThanChosen:
        mine = ir.Filter(types=("creature",), controlled_by=who)
        return ir.OthersThanChosen(ir.Chosen(mine, who), ir.CantBlock(ir.All((mine,)), duration=ir.THIS_TURN))

    def chooses_own_untapped_blocks_self(self, who: Any, *_: Any) -> ir.Rule:
        mine = ir.Filter(types=("creature",), status=("untapped",), controlled_by=who)
        return ir.BlocksSourceIfAble(ir.Chosen(mine, who), duration=ir.THIS_TURN)

    def chooses_own_destroyed(self, who: Any, *_: Any) -> ir.Destroy:
        mine = ir.Filter(types=("creature",), controlled_by=who)
        return ir.Destroy(ir.Chosen(mine, who))

    def may_have_chooses_own_destroyed(self, who: Any, *_: Any) -> list:
        # Predatory Nightstalker as printed (session 68, h7): "you may have each opponent choose a creature he or she
        # controls. Destroy that creature." — the controller's "may" (a trigger's, 410.5), then the opponent's own
        # choice as it resolves (413.2c)
        return [ir.Optional_((self.chooses_own_destroyed(who),))]

    def counter_to_exile(self) -> Marker:
        return Marker("counter to exile")

    def except_self(self, effects: list) -> list:
        out = []
        for e in effects:
            if isinstance(e, ir.Rule) and isinstance(e.what, ir.All):
                e = dataclasses.replace(e, what=ir.All(tuple(dataclasses.replace(f, other=True) for f in e.what.filters)))
            else:
                raise CardTextError("?", "except for", reason="'Except for ~' needs a rule about a group")
            out.append(e)
        return out

    def except_named_self_and_artifacts(self, effects: list) -> list:
        # Akron Legionnaire (added, o2): the group's creatures not named ~ and not artifacts
        return _except_from_group(effects, "creatures named ~", lambda f: dataclasses.replace(
            f, not_types=f.not_types + ("artifact",), extra=f.extra + (ir.NOT_NAMED_SELF,)))

    def except_legionnaires_and_artifacts(self, effects: list) -> list:
        # Akron Legionnaire as printed (added, o2): the group's creatures that are neither Legionnaires nor artifacts
        return _except_from_group(effects, "Legionnaires", lambda f: dataclasses.replace(
            f, not_types=f.not_types + ("artifact",), not_subtypes=f.not_subtypes + ("legionnaire",)))

    def entry_paid(self) -> None:
        return None  # "If you do, put ~ into play. If you don't, put it into its owner's graveyard."

    def repl_enters_if_paid(self, cost: ir.Cost, _paid: None) -> Any:
        return ("replacement", ir.EntersIfPaid(cost))

    def repl_enters_if_paid_may(self, cost: ir.Cost, _paid: None) -> Any:
        return ("replacement", ir.EntersIfPaid(cost, optional=True))

    def repl_sacrifice_then_enters(self, f: ir.Filter) -> Any:
        # Sheltered Valley: its controller's permanents of the description, before it comes into play (419.1)
        return ("replacement", ir.SacrificesAsEntering(ir.You(), f, instead=True))

    def repl_dies(self, subject: Any, effects: list) -> Any:
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, subject,
                                               tuple(flatten_sentences([effects])), UNSTATED))

    def repl_destroyed_regenerate(self) -> Any:
        # Clergy of the Holy Nimbus: each destruction of ~ replaced by its regeneration (419.6b, 419.2)
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DESTROYED, ir.This(), (ir.Regenerate(ir.This()),),
                                               UNSTATED))

    def repl_double_damage(self, f: ir.Filter) -> Any:
        # 419.6a's example: "Instead of dealing their normal damage, creatures you control
        # deal double that damage"
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DEALS_DAMAGE, f, (ir.ScaleDamage(2),), UNSTATED))

    def repl_double_damage_any(self) -> Any:
        # Furnace of Rath: damage from any source, a permanent or not (a spell, one gone)
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DEALS_DAMAGE, ir.Filter(extra=("any source",)),
                                               (ir.ScaleDamage(2),),
                                               UNSTATED))

    def damage_change(self, word: Any) -> int:
        return 1 if str(word) == "plus" else -1

    def repl_spell_damage_changed(self, *args: Any) -> Any:
        # Sulfuric Vapors: "If a red spell would deal damage to a permanent or player, it deals that
        # much damage plus 1 to that permanent or player instead." (419.6a); Benevolent Unicorn: "a
        # spell", "minus 1" — the spell the source of the damage (a spell on the stack, 419.7c)
        *colour, sign, n = args
        if not isinstance(n, int):
            raise CardTextError("?", "that much damage plus", reason="only a fixed number is understood")
        f = ir.Filter(types=("spell",), zone=Zone.STACK, colors=tuple(str(c) for c in colour))
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DEALS_DAMAGE, f, (ir.ScaleDamage(1, plus=sign * n),),
                                               UNSTATED))

    def repl_gain_life_each(self, n: Any, effects: list) -> Any:
        # 419.8b's example: "For each 1 life you would gain, instead draw a card"
        if n != 1:
            raise CardTextError("?", "for each N life", reason="only 'for each 1 life' is understood")
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.GAIN_LIFE, ir.You(), tuple(flatten_sentences([effects])),
                                               UNSTATED))

    def repl_draw(self, effects: list) -> Any:
        # 419.8b's example: "Instead of drawing a card, return target card from your
        # graveyard to your hand": a static ability targets nothing; the card is chosen
        # when the replacement applies
        specs = {t.index: t.filter for t in self.targets}
        self.targets.clear()
        eff = tuple(ir.rebuild(e, lambda x: ir.Chosen(specs[x.index], ir.You()) if isinstance(x, ir.Target) else None)
                    for e in flatten_sentences([effects]))
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DRAW, ir.You(), eff, UNSTATED))

    def repl_draw_may(self, effects: list) -> Any:
        kind, repl = self.repl_draw(effects)
        return kind, dataclasses.replace(repl, optional=True)

    def repl_draw_reveal_others_may_mill(self, who: Any, life: Any) -> Any:
        # Zur's Weirding: each player's draws ("whenever a player would draw a card")
        if not (isinstance(who, ir.Filter) and who.players and who == ir.Filter(players=True, zone=who.zone)):
            raise CardTextError("?", "would draw a card", reason="only 'a player' draws that way")
        players = ir.All((ir.Filter(players=True),))
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DRAW, players, (ir.RevealDrawOthersMayMill(int(life)),),
                                               UNSTATED))

    def repl_draw_reveal_pay_or_discard(self, f: Any, life: Any) -> Any:
        # Breathstealer's Crypt: each player's draws ("if a player would draw a card"); only a card type is read
        # after "if it's a"
        types = tuple(t for t in f.types if t != "card") if isinstance(f, ir.Filter) else ()
        if not types or dataclasses.replace(f, types=(), zone=Zone.IN_PLAY, extra=tuple(e for e in f.extra if e != "card")) != ir.Filter():
            raise CardTextError("?", "if it's a …", reason="only a card type is read after 'if it's a'")
        players = ir.All((ir.Filter(players=True),))
        kind = ir.Filter(types=types, zone=Zone.ANY)
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DRAW, players, (ir.DrawRevealPayOrDiscard(int(life),
                                                                                                       kind),), UNSTATED))

    def repl_draw_reveal_top_mill_or_draw(self, f: Any) -> Any:
        # Enduring Renewal: only a card type is read after "if it's a"
        types = tuple(t for t in f.types if t != "card") if isinstance(f, ir.Filter) else ()
        if not types or dataclasses.replace(f, types=(), zone=Zone.IN_PLAY, extra=tuple(e for e in f.extra if e != "card")) != ir.Filter():
            raise CardTextError("?", "if it's a …", reason="only a card type is read after 'if it's a'")
        kind = ir.Filter(types=types, zone=Zone.ANY)
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DRAW, ir.You(), (ir.RevealTopMillOrDraw(kind),),
                                               UNSTATED))

    def repl_draw_may_reveal_until_land_or_nonland(self) -> Any:
        # Abundance, both wordings: land or nonland, chosen as the replacement applies
        kinds = (ir.Filter(types=("land",), zone=Zone.LIBRARY), ir.Filter(types=("card",), zone=Zone.LIBRARY, not_types=("land",)))
        instead = (ir.RevealUntilChosenKind(ir.You(), kinds), ir.MoveTo(ir.Found(), Zone.HAND),
                   ir.MoveTo(ir.RevealedRest(), Zone.LIBRARY, ir.LibraryPosition.BOTTOM, order=ir.LibraryOrder.YOU))
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DRAW, ir.You(), instead, UNSTATED, optional=True))

    def hands_revealed(self) -> Any:
        # Zur's Weirding, Telepathy's kin: a static rules effect on every player
        return ir.HandsRevealed(None)

    def your_hand_revealed(self) -> Any:
        # Enduring Renewal: its controller's hand alone
        return ir.HandsRevealed(ir.You())

    def library_tops_revealed(self) -> Any:
        return ir.LibraryTopRevealed(None)

    def repl_draw_or_lose(self) -> Any:
        # Forbidden Crypt: "Whenever you would draw a card, instead return target card from
        # your graveyard to your hand. If you can't, you lose the game."
        card = ir.Filter(types=("card",), controller=ir.PlayerRelation.YOU, zone=Zone.GRAVEYARD)
        ret = ir.Conditional(ir.Condition(ir.ConditionKind.EXISTS, filter=card), (ir.MoveTo(ir.Chosen(card, ir.You()), Zone.HAND),),
                             (ir.LoseGame(ir.You()),))
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DRAW, ir.You(), (ret,), UNSTATED))

    def repl_graveyard_remove(self, subject: Any) -> Any:
        # Forbidden Crypt: "Whenever a card would be put into your graveyard, instead remove
        # that card from the game" (from anywhere; the subject is a card, its owner you)
        if not (isinstance(subject, ir.Filter) and subject.types == ("card",)):
            raise CardTextError("?", "would be put into your graveyard", reason="only 'a card' is understood")
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.PUT_INTO_GRAVEYARD, ir.You(),
                                               (ir.MoveTo(ir.TriggerObject(), Zone.REMOVED),), UNSTATED))

    def damaged_self(self) -> Any:
        return ir.This()

    def damaged_a_player(self) -> Any:
        return ir.All((ir.Filter(players=True),))

    def repl_dealt_damage(self, damaged: Any, effects: list) -> Any:
        # Lichenthrope: "If damage would be dealt to ~, put that many -1/-1 counters on it instead";
        # Crumbling Sanctuary: "If damage would be dealt to a player, that player exiles that many cards
        # from the top of their library instead" — the damage replaced by the instructions, "that many"
        # its amount, "that player" the one it would be dealt to (419.1, 419.5)
        eff = tuple(ir.rebuild(e, lambda x: ir.TriggerPlayer() if isinstance(x, ThatPlayer) else None)
                    for e in flatten_sentences([effects]))
        return ("replacement", ir.ReplaceEvent(ReplacedEvent.DEALT_DAMAGE, damaged, eff, UNSTATED))

    def repl_damage_becomes(self, at_least: Any, n: Any) -> Any:
        # Forethought Amulet: "If an instant or sorcery source would deal 3 or more damage to you, it
        # deals 2 damage to you instead" (419.1) — a spell on the stack, or a card one refers to (419.7c)
        return ("replacement", ir.DamageBecomes(what=ir.You(), filter=ir.Filter(types=("instant", "sorcery"), zone=None),
                                                at_least=int(at_least), amount=int(n)))

    def repl_prevent_each_removing_counter(self, each: Any, kind: str, removed: str, that: Any) -> Any:
        # Rock Hydra: each 1 damage to it prevented for one counter removed, while it has one (419.7a)
        if kind != removed:
            raise CardTextError("?", "remove a", reason="only the counters the permanent is described by are understood")
        if each != 1 or fixed_number(that) != 1:
            raise CardTextError("?", "for each", reason="only one counter for each 1 damage is understood")
        return ("replacement", ir.PreventDamage(to=(ir.This(),), duration=ir.WHILE_IN_PLAY, per_counter=kind))

    def repl_may_skip_draw_step(self, effects: list) -> Any:
        # Fasting: the beginning of your draw step replaced, if you choose, by nothing — then "if you do, …"
        # (419.1; glossary "Skip")
        return ("replacement", ir.MaySkipStepInstead(ir.You(), None, "draw step", then=tuple(flatten_sentences([effects]))))

    def repl_untap_remove_counters(self, kind: str, removed: str) -> Any:
        # Freyalise's Winds: "If a permanent with a wind counter on it would untap during its controller's
        # untap step, remove all wind counters from it instead" (302.1, 419.1)
        if kind != removed:
            raise CardTextError("?", "remove all", reason="only the counters the permanent is described by are understood")
        return ("replacement", ir.UntapBecomesRemoveCounters(
            filter=ir.Filter(types=("permanent",), extra=(f"counter {kind}",)), value=kind))

    def look_choose_top(self, whose: Any, n: Any, *_: Any, order: ir.LibraryOrder = ir.LibraryOrder.OWNER) -> list:
        # without "in any order you choose", the cards' owner arranges them (217.2d)
        chosen = ir.Chosen(ir.Filter(types=("card",), zone=Zone.HAND, controlled_by=whose), ir.You(), n)
        return [ir.LookAtHand(whose), ir.MoveTo(chosen, Zone.LIBRARY, ir.LibraryPosition.TOP, order=order)]

    def look_choose_top_you_order(self, whose: Any, n: Any, *_: Any) -> list:
        # "Put those cards on top of that player's library in any order you choose"
        # (Agonizing Memories): the order is the caster's
        return self.look_choose_top(whose, n, order=ir.LibraryOrder.YOU)

    def dig(self, n: Any, whose: Any, take: Any, _whose2: Any, rest: _Place) -> list:
        return [_dig(whose, n, take, _HAND, rest)]

    def dig_back_on_top_exile_rest(self, who: Any, n: Any, _whose: Any, _whose2: Any) -> list:
        # Ashnod's Cylix: the player whose library it is looks and chooses the card left on top (one:
        # more would be put back in an order, which this doesn't read)
        return [_dig(who, n, 1, _LIBRARY_TOP, _REMOVED)]

    def dig_any_number_bottom_rest_top(self, n: Any, whose: Any) -> list:
        # Ransack: the spell's controller looks and chooses (413.2c): any number (``take`` None, none
        # included) to the bottom of that library, the rest back on top, each pile in the order chosen
        return [_dig(whose, n, None, _LIBRARY_BOTTOM, _LIBRARY_TOP, chooser=None if whose == ir.You() else ir.You())]

    def dig_any_exile_rest_top(self, n: Any, whose: Any, whose2: Any) -> list:
        # Ancestral Knowledge: any number of them (``take`` None, none included) removed from the game,
        # the rest back on top in the order the player chooses (413.2c)
        if whose != ir.You() or whose2 != ir.You():
            raise CardTextError("?", "look at the top cards of … library and remove any number of them",
                                reason="read only of your own library")
        return [_dig(ir.You(), n, None, _REMOVED, _LIBRARY_TOP)]

    def reveal_number_dig_exile(self, n: Any) -> list:
        # Eye of Yawgmoth: revealed, one into your hand, the rest removed from the game
        return [_dig(ir.You(), n, 1, _HAND, _REMOVED, revealed=True)]

    def dig_graveyard(self, n: Any, whose: Any, take: Any, _whose2: Any, rest: _Place) -> list:
        # Cruel Fate: the ability's controller looks, chooses and orders (413.2c)
        return [_dig(whose, n, take, _GRAVEYARD, rest, chooser=None if whose == ir.You() else ir.You())]

    def dig_graveyard_rest_left(self, n: Any, whose: Any, take: Any, _whose2: Any) -> list:
        # Wu Spy: of the cards looked at, one into the graveyard; the others are left where they
        # were, on top of that library (nothing moves them)
        return [_dig(whose, n, take, _GRAVEYARD, _LIBRARY_TOP,
                     chooser=None if whose == ir.You() else ir.You(), rest_left=True)]

    def look_any_players_library_one_to_graveyard(self, n: Any) -> list:
        # Wu Spy as printed (Portal Three Kingdoms): "any player's library" names no target (409.1c), so
        # the player is chosen as the ability resolves (413.2c, as Visions' "any library"); of the cards
        # looked at, the one the ability's controller chooses goes to that player's graveyard, the other
        # is left where it was, on top (as the Oracle's dig_graveyard_rest_left)
        if n != 2:
            raise CardTextError("?", "look at the top cards of any player's library", reason="only two: 'the other'")
        return [ir.ChoosePlayer(ir.You()), _dig(ir.PlayerChosenThisWay(), n, 1, _GRAVEYARD, _LIBRARY_TOP,
                                                chooser=ir.You(), rest_left=True)]

    def dig_exile(self, n: Any, whose: Any, take: Any, rest: _Place) -> list:
        # Sealed Fate: the same, the card chosen removed from the game
        return [_dig(whose, n, take, _REMOVED, rest, chooser=None if whose == ir.You() else ir.You())]

    def dig_exile_random(self, n: Any, whose: Any, take: Any, rest: _Place) -> list:
        # Orcish Librarian: the cards removed from the game picked at random (417.1), the rest as dig_rest says
        if whose != ir.You():
            raise CardTextError("?", "remove … of them from the game at random", reason="read only of your own library")
        return [_dig(whose, n, take, _REMOVED, rest, at_random=True)]

    def chooses_one_found_to_hand(self, who: Any) -> ir.ChooseOneOfCards:
        # Intuition: one of the cards found, the player named's choice (413.2c), to your hand, the rest to
        # your graveyard
        return ir.ChooseOneOfCards(who)

    def chooses_one_of_graveyard_top_exile(self, who: Any, n: Any, *_: Any) -> ir.ChooseOneOfCards:
        # Phyrexian Grimoire: one of the top N of your graveyard, the player named's choice (413.2c), removed from
        # the game, the other put into your hand
        return ir.ChooseOneOfCards(who, chosen_to=Zone.REMOVED, rest_to=Zone.HAND, graveyard_top=fixed_number(n))

    def chooses_sacrifices_one_counters_other(self, _who: Any, n: Any, kind: str) -> ir.ChooseOneOfThose:
        # Retribution: "one of those creatures" the two creatures of the latest target word, "that player" their
        # controller (a game of two: the opponent, 100.1), whose choice it is (413.2c); "the other" the one not chosen
        spec = self.targets[-1] if self.targets else None
        if not isinstance(_who, ThatPlayer) or spec is None or spec.max_count != 2 or spec.min_count != 2 or spec.filter.types != ("creature",):
            raise CardTextError("?", "that player chooses and sacrifices one of those creatures",
                                reason="read only after \"two target creatures\"")
        those = ir.Target(spec.index)
        return ir.ChooseOneOfThose(those, ir.ControllerOf(those),
                                   (ir.Sacrifice(ir.ControllerOf(those), ir.ObjectChosenThisWay()),),
                                   (ir.PutCounters(ir.OtherOfThose(), kind, n),))

    def chooses_one_buried_counters_other(self, who: Any, n: Any, kind: str) -> ir.ChooseOneOfThose:
        # Retribution as printed (session 68, h7): the one chosen destroyed, no regeneration (glossary "Bury")
        sacrificed = self.chooses_sacrifices_one_counters_other(who, n, kind)
        return dataclasses.replace(sacrificed, chosen=(ir.Destroy(ir.ObjectChosenThisWay(), cant_regenerate=True),))

    def reveal_opponent_chooses_one_to_graveyard_draw(self, n: Any, who: Any, draws: Any) -> list:
        # Thran Tome: the cards revealed, one of them chosen by the player named (413.2c) put into your
        # graveyard, the others left on top (217.2b); then the draws
        spec = next((t for t in self.targets if isinstance(who, ir.Target) and t.index == who.index), None)
        if spec is None or not spec.filter.players:
            raise CardTextError("?", "target opponent chooses one of those cards", reason="read only of a target player")
        return [_dig(ir.You(), n, 1, _GRAVEYARD, _LIBRARY_TOP, chooser=who, revealed=True, rest_left=True),
                ir.Draw(ir.You(), draws)]

    def reveal_opponent_chooses_one_to_graveyard_draw_rest(self, n: Any, who: Any) -> list:
        # Thran Tome as printed: the draws are the cards left on top, as many as were revealed and not chosen
        dig, _draw = self.reveal_opponent_chooses_one_to_graveyard_draw(n, who, 0)
        return [dig, ir.Draw(ir.You(), ir.ResultOf(ir.REMAINING_REVEALED))]

    def rest_graveyard(self, _whose: Any) -> _Place:
        return _GRAVEYARD

    def rest_exile(self) -> _Place:
        return _REMOVED

    def rest_bottom(self, _whose: Any) -> _Place:
        return _LIBRARY_BOTTOM  # in an order the player chooses (413.2c)

    def rest_top(self, _whose: Any) -> _Place:
        return _LIBRARY_TOP

    def if_its(self, f: ir.Filter, effects: list) -> Marker:
        return Marker("if its", tuple(flatten_sentences([effects])), f)

    def if_that_card_is(self, f: ir.Filter, effects: list) -> Marker:
        # Saprazzan Breaker, Chaos Harlequin (added, Oracle round eight): judge.cards.text checks
        # that the instruction before moved the top card of a library
        return Marker("if that card", tuple(flatten_sentences([effects])), f)

    def if_all_revealed_are_creature_cards(self, effects: list) -> Marker:
        # Game Preserve (added, session 84, h6): judge.cards.text checks that the instruction before is a reveal of
        # the top card of each library named
        creature_card = ir.Filter(types=("creature",), zone=Zone.ANY, extra=("card",))
        return Marker("if all revealed", tuple(flatten_sentences([effects])), creature_card)

    def if_died_this_way(self, effects: list) -> Marker:
        # Kaervek's Purge: "If that creature dies this way, …"
        return Marker("if died this way", tuple(flatten_sentences([effects])), None)

    def if_returned_this_way_may_pay_return_self(self, tok: Token) -> Marker:
        # Puppet Master: "If that card is returned to its owner's hand this way, you may pay {U}{U}{U}. If you do,
        # return ~ to its owner's hand." (judge.cards.text checks the return before it)
        back = ir.MoveTo(ir.ThisAfterLeavingPlay(), Zone.HAND)
        return Marker("if returned this way", (ir.IfYouDo(ir.Cost(mana=mana_text(tok)), (back,)),), None)

    def if_sacrificed_this_way(self, f: ir.Filter, effects: list) -> Marker:
        # Serendib Djinn: "If you sacrifice an Island this way, …"
        return Marker("if sacrificed this way", tuple(flatten_sentences([effects])), f)

    def if_self_destroyed_this_way(self, effects: list) -> Marker:
        # Cosmic Horror: "If ~ is destroyed this way, …"
        return Marker("if self destroyed this way", tuple(flatten_sentences([effects])), None)

    def if_you_destroy_this_way(self, f: ir.Filter, effects: list) -> Marker:
        # Serendib Djinn as printed: "If you destroy an island this way, …" — judge.cards.text checks the destruction
        return Marker("if died this way", tuple(flatten_sentences([effects])), f)

    def if_exchanged_this_way(self, effects: list) -> Marker:
        # Gauntlets of Chaos (added, session 83, h6): folded with the exchange of control before it (judge.cards.text._fold)
        return Marker("if exchanged this way", tuple(flatten_sentences([effects])), None)

    def if_color_died_this_way(self, color: Any, effects: list) -> Marker:
        # Cinder Cloud: "If a white creature dies this way, …"
        return Marker("if died this way", tuple(flatten_sentences([effects])), ir.Filter(types=("creature",), colors=(str(color),)))

    def if_that_land_was_nonbasic(self, effects: list) -> Marker:
        return Marker("if its", tuple(flatten_sentences([effects])), ir.Filter(types=("land",), extra=("nonbasic",)))

    def life_for_cards_not_drawn(self, of: int, life: int) -> list:
        players = ir.All((ir.Filter(players=True),))
        return [ir.GainLifeForCardsNotDrawn(players, life, of)]

    def otherwise(self, effects: list) -> Marker:
        return Marker("otherwise", tuple(flatten_sentences([effects])))

    def extra_turn(self) -> list:
        return [ir.ExtraTurn(ir.You())]

    def extra_turn_by(self, who: Any) -> list:
        return [ir.ExtraTurn(who)]

    def play_as_instant(self) -> list:
        return [ir.PlayAsInstant(ir.This(), None, None, UNSTATED)]

    def discard_as_instant(self) -> list:
        return [ir.DiscardAsInstant(ir.This(), None, None, UNSTATED)]  # Circling Vultures (added, session 47)

    def any_player_may_play_as_instant(self, f: ir.Filter) -> list:
        # Vernal Equinox: each player may play the spells described any time they could play an
        # instant — ``what`` the players, ``filter`` the spells (the card's own flash: ``what`` This)
        if "spell" not in f.types and f.zone != Zone.STACK:
            raise CardTextError("?", "may cast", reason="only spells are read after 'any player may cast'")
        return [ir.PlayAsInstant(ir.All((ir.Filter(players=True),)), f, None, UNSTATED)]

    def any_player_may_play_free_as_instant(self, f: ir.Filter) -> list:
        # Aluren (added, session 66, h6): each player may play the spells described without paying their mana
        # cost and, played so, any time he or she could play an instant — ``what`` the players, ``filter`` the spells
        if "spell" not in f.types and f.zone != Zone.STACK:
            raise CardTextError("?", "may cast", reason="only spells are read after 'any player may cast'")
        return [ir.PlayFreeAsInstant(ir.All((ir.Filter(players=True),)), f, None, UNSTATED)]

    def you_may_play_as_instant(self, f: ir.Filter) -> list:
        # Rootwater Shaman: its controller may play the spells described any time he or she could
        # play an instant (``what`` You, the controller of the permanent whose ability it is)
        if "spell" not in f.types and f.zone != Zone.STACK:
            raise CardTextError("?", "may cast", reason="only spells are read after 'you may cast … as though they had flash'")
        return [ir.PlayAsInstant(ir.You(), f, None, UNSTATED)]

    def you_may_play_as_instant_this_turn(self, f: ir.Filter) -> list:
        # Winding Canyons: its controller's permission for creature spells, from a resolving
        # ability, until the turn ends (418.3a); the printed "creature cards" are the cards played
        # as those spells (the same filter: a card in hand is matched by its types)
        spells = ir.Filter(types=("creature",), zone=Zone.STACK)
        if f not in (spells, ir.Filter(types=("creature",), zone=Zone.ANY, extra=("card",))):
            raise CardTextError("?", "may cast", reason="only creature spells are read in a permission of this turn")
        return [ir.PlayAsInstant(ir.You(), spells, None, ir.THIS_TURN)]

    def play_as_instant_bury(self) -> list:
        return [ir.PlayAsInstant(ir.This(), None, None, UNSTATED, price=ir.BURY_AT_END_OF_TURN)]

    def play_as_instant_sacrifice(self) -> list:
        return [ir.PlayAsInstant(ir.This(), None, None, UNSTATED, price=ir.SACRIFICE_AT_CLEANUP)]

    def delayed_next_upkeep(self, effects: list) -> list:
        trigger = ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=ir.TriggerWhose.EACH)
        return [ir.DelayedTrigger(trigger, tuple(flatten_sentences([effects])))]

    def delayed_eot_unless_played(self, effects: list) -> list:
        # Psychic Theft (added, session 65, h2): "At the beginning of the next end step, if you haven't cast the
        # card, return it to its owner's hand." — the card the spell removed from the game, as the instructions
        # before name it (judge.cards.text); the intervening "if" checked as it triggers and resolves (410.8)
        return [ir.DelayedTrigger(AT_END_OF_TURN, tuple(flatten_sentences([effects])), ir.Condition(ir.ConditionKind.FOUND_NOT_PLAYED, ref=It()))]

    def delayed_next_upkeep_unplayed_to_graveyard(self) -> list:
        # Three Wishes (added, session 65, h2): the cards removed, those still there (406.2d), put into the graveyard
        trigger = ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=ir.TriggerWhose.YOU)
        return [ir.DelayedTrigger(trigger, (ir.MoveTo(ir.MovedThisWay(), Zone.GRAVEYARD),))]

    def delayed_next_main_phase(self, effects: list) -> list:
        # Mana Drain: the next main phase of the ability's controller, precombat or postcombat (300.1, 300.5)
        trigger = ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=ir.MAIN_PHASE, whose=ir.TriggerWhose.YOU)
        return [ir.DelayedTrigger(trigger, tuple(flatten_sentences([effects])))]

    def delayed_next_untap(self, effects: list) -> list:
        # Undiscovered Paradise as printed (added, session 69, h7): its controller's next untap step (300.5), the
        # ability waiting for the upkeep's priority (302.2)
        trigger = ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UNTAP, whose=ir.TriggerWhose.YOU)
        return [ir.DelayedTrigger(trigger, tuple(flatten_sentences([effects])))]

    def if_you_do_delayed_next_upkeep(self, effects: list) -> Marker:
        # Lat-Nam's Legacy: the delayed ability (406.2) is what doing the instruction before brings about
        return Marker("if you do", tuple(self.delayed_next_upkeep(effects)))

    def delayed_next_upkeep_unless_played(self, effects: list) -> list:
        # Grinning Totem: "At the beginning of your next upkeep, if you haven't played the card, ..."
        trigger = ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=ir.TriggerWhose.YOU)
        # "the card": the one set aside, as the instructions before name it (Elkin Bottle as printed; added,
        # printed round twenty-four)
        return [ir.DelayedTrigger(trigger, tuple(flatten_sentences([effects])), ir.Condition(ir.ConditionKind.FOUND_NOT_PLAYED, ref=It()))]

    def play_found_as_though_in_hand(self) -> list:
        return [ir.PlayFoundAsThoughInHand(ir.You())]

    def play_that_card_until_end_of_turn(self) -> Marker:
        # Aerial Caravan (added, Oracle activated round nineteen): judge.cards.text names "that card"
        return Marker("play that card", value=ir.UNTIL_END_OF_TURN)

    def play_that_card_as_though_in_hand(self) -> Marker:
        # Elkin Bottle as printed (added, printed round twenty-four): no duration stated (418.3a)
        return Marker("play that card", value=ir.FOREVER)

    def play_that_card_while_removed(self) -> Marker:
        # Psychic Theft (added, session 65, h2): "for as long as it remains exiled" — while the card stays
        # where it is, as a permission with no duration stated lasts (418.3a, 217.8)
        return Marker("play that card", value=ir.FOREVER)

    def play_that_card_until_your_next_upkeep(self) -> Marker:
        # Elkin Bottle, Grinning Totem (Oracle): until the beginning of your next upkeep (418.3a)
        return Marker("play that card", value=ir.UNTIL_YOUR_NEXT_UPKEEP)

    def put_into_owners_graveyard(self, what: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.GRAVEYARD)

    def put_into_owners_hand(self, what: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.HAND)  # Kyren Archive (added, session 46, c3): each card its owner's

    def shuffle_by(self, who: Any, _whose: Any) -> ir.Shuffle:
        return ir.Shuffle(who)

    def the_player_shuffles(self) -> ir.Shuffle:
        # Rootwater Thief: "the player" once "that player" has been named is that player
        return ir.Shuffle(ThatPlayer())

    def spell_x_is(self, amount: Any, _tok: Token) -> Marker:
        # Spoils of War: the value of the spell's X, stated by the card, counted as it is played (409.1b)
        return Marker("spell x is", value=amount)

    def x_is(self, amount: Any) -> Marker:
        # the value of the cost's X, stated by the card (409.1b)
        return Marker("x is", value=amount)

    def counters_cap(self, kind: str, n: Any) -> Marker:
        # the Clockwork creatures: a bound on the counters the sentence before puts on ~
        return Marker("counters cap", value=(kind, fixed_number(n)))

    def delayed_end_of_that_turn(self, effects: list) -> list:
        trigger = ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, extra_turn=True)
        return [ir.DelayedTrigger(trigger, tuple(flatten_sentences([effects])))]

    def reorder_top(self, n: Any, whose: Any) -> ir.ReorderTop:
        return ir.ReorderTop(whose, n)

    def reveal_top(self, whose: Any) -> ir.RevealTop:
        # "Reveal the top card of target opponent's library" (Prophecy): "you", unsaid, reveal another's card
        return ir.RevealTop(whose, by_you=not isinstance(whose, ir.You))

    def reveals_own_top(self, who: Any) -> ir.RevealTop:
        # "that player reveals the top card of their library" (Paroxysm): the player named, his or her own
        return ir.RevealTop(who)

    def look_top_n(self, n: Any, whose: Any) -> ir.RevealTop:
        # "Look at the top three cards of target player's library." (Orcish Spy): only a look
        if not isinstance(n, int):
            raise CardTextError("?", "look at the top", reason="a number of cards that is not fixed")
        return ir.RevealTop(whose, look=True, count=n)

    def look_top(self, whose: Any) -> ir.RevealTop:
        # "Look at the top card of target player's library." (Wand of Denial)
        return ir.RevealTop(whose, look=True)

    def land_type_choice(self, what: Any, duration: str = UNSTATED) -> ir.SetLandType:
        return ir.SetLandType(what, None, duration)

    def enchanted_land_chosen_type(self, what: Any) -> ir.SetLandType:
        # "Enchanted land is the chosen type" (Phantasmal Terrain's Oracle): the basic land type
        # chosen as the Aura came into play — the IR of the 1999 "a basic land type of your
        # choice", chosen then too (judge.engine.events); the card must choose a basic land type
        # (parse_card_text)
        if what != ir.Enchanted():
            raise CardTextError("?", "is the chosen type", reason="only 'enchanted land is the chosen type' (a basic "
                                                                  "land type chosen as the Aura came into play)")
        return ir.SetLandType(what, None, ir.WHILE_IN_PLAY)

    def are_second_chosen_type(self, what: Any) -> ir.SetLandType:
        # "Basic lands of the first chosen type are the second chosen type." (Illusionary Terrain): a
        # static ability; the second basic land type chosen as it came into play (410.10e; the card
        # must choose two, judge.engine.support)
        return ir.SetLandType(what, ir.SECOND_CHOSEN_TYPE, ir.WHILE_IN_PLAY)

    def set_color(self, what: Any, color: str, duration: str = UNSTATED) -> ir.SetColor:
        # 418.5a: "Enchanted creature is white." (a static ability, 418.4); "Permanents
        # you control are white."
        if isinstance(what, ir.All):  # (what "all those cards and permanents" refers to: Celestial Dawn)
            self._described = getattr(self, "_described", ()) + what.filters
        return ir.SetColor(what, (color,), duration)

    def set_colorless(self, what: Any, duration: str = UNSTATED) -> ir.SetColor:
        return ir.SetColor(what, (), duration)

    def equalize(self) -> ir.Equalize:
        return ir.Equalize()

    def keep_only_lands(self, who: Any, n: Any) -> ir.KeepOnly:
        # Limited Resources: "each player chooses five lands they control and sacrifices the
        # rest"; Keldon Firebombers: "… sacrifices all lands they control except for three"
        if who != ir.All((ir.Filter(players=True),)):
            raise CardTextError("?", "chooses N lands … and sacrifices the rest",
                                reason="read for 'each player' only")
        return ir.KeepOnly(fixed_number(n), ir.Filter(types=("land",)))

    def keep_one_of_each(self) -> ir.KeepOneOfEach:
        return ir.KeepOneOfEach()

    def graveyard_swap(self, who: Any) -> ir.GraveyardSwap:
        # Living Death: each instruction for every player at once (413.2d)
        return ir.GraveyardSwap(who, ir.Filter(types=("creature",)))

    def graveyard_swap_put(self) -> ir.GraveyardSwap:
        # Living Death as printed (added, prt11): the same three instructions for every player at
        # once (413.2d), the cards set aside removed from the game (glossary "Set Aside"), each
        # creature put into its owner's graveyard — no player sacrifices it
        return ir.GraveyardSwap(ir.All((ir.Filter(players=True),)), ir.Filter(types=("creature",)), sacrifice=False)

    def choose_target(self, what: Any) -> ir.ChooseTarget:
        return ir.ChooseTarget(what)

    def choose_targets(self, n: Any, f: ir.Filter) -> ir.ChooseTarget:
        return ir.ChooseTarget(self.ref_target_n(n, f))

    def half_damage_of_sorcery_to_caster(self) -> ir.HalfDamageOfSpellToCaster:
        # Backdraft (added, session 76, h6)
        return ir.HalfDamageOfSpellToCaster(("sorcery",))

    def choose_targets_same_controller(self, n: Any, f: ir.Filter) -> ir.ChooseTarget:
        # Cannibalize (added, session 76, h6): the targets of one word, all controlled by one player (409.1c) — of
        # permanents only (a card elsewhere has no controller, 217.1 … its owner is another matter)
        if f.zone not in (None, Zone.IN_PLAY) or f.players:
            raise CardTextError("?", "controlled by the same player", reason="read only of permanents' targets")
        chosen = self.ref_target_n(n, f)
        self.targets[-1] = dataclasses.replace(self.targets[-1], same_controller=True)
        return ir.ChooseTarget(chosen)

    def exile_one_counters_other(self, n: Any, kind: str) -> ir.ChooseOneOfThose:
        # Cannibalize (added, session 76, h6): "one of those creatures" the two of the latest target word; no player
        # named, so the spell's controller chooses (413.2c); "the other" the one not chosen
        spec = self.targets[-1] if self.targets else None
        if spec is None or spec.max_count != 2 or spec.min_count != 2 or spec.filter.types != ("creature",):
            raise CardTextError("?", "exile one of those creatures and put … on the other",
                                reason="read only after \"two target creatures\"")
        those = ir.Target(spec.index)
        return ir.ChooseOneOfThose(those, ir.You(), (ir.MoveTo(ir.ObjectChosenThisWay(), Zone.REMOVED),),
                                   (ir.PutCounters(ir.OtherOfThose(), kind, n),))

    def remove_from_combat(self, what: Any) -> ir.RemoveFromCombat:
        return ir.RemoveFromCombat(what)

    def unblock_only_blocked_by(self, what: Any) -> ir.UnblockOnlyBlockedBy:
        if not isinstance(what, ir.This):  # ("it … only that creature": False Orders, whose block is then remade)
            raise CardTextError("?", "creatures it was blocking that had become blocked by only … this combat become unblocked",
                                reason="read only of the card itself (\"by only ~\"), the creature it removes from combat")
        return ir.UnblockOnlyBlockedBy(what)

    def exile_if_it_would_die(self) -> ir.ExileIfItWouldDie:
        return ir.ExileIfItWouldDie(It())  # "the creature": the one the spell names (its target)

    def exile_if_dealt_lethal(self) -> ir.ExileIfItWouldDie:
        return ir.ExileIfItWouldDie(It(), lethal_damage=True)  # Disintegrate as printed (420.5c)

    def exile_if_it_would_leave(self) -> ir.ExileIfItWouldDie:
        return ir.ExileIfItWouldDie(It(), leaves_play=True)  # Dreams of the Dead: leaving play, to any zone

    def become_copy(self, what: Any, of: Any, keeps: str = "") -> ir.BecomeCopy:
        return ir.BecomeCopy(what, of, keeps_ability="ability" in keeps, keeps_color="color" in keeps)

    def ce_ability(self) -> str:
        return "ability"

    def ce_color_and_ability(self) -> str:
        return "color and ability"

    def change_text(self, what: Any, words: ir.ChangedWords, duration: str = UNSTATED) -> ir.ChangeText:
        # Sleight of Mind: the words are chosen as it resolves (415.1)
        return ir.ChangeText(what, words, duration)

    def tw_color(self) -> ir.ChangedWords:
        return ir.ChangedWords.COLOR

    def tw_land_type(self) -> ir.ChangedWords:
        return ir.ChangedWords.LAND_TYPE

    def tw_either(self) -> ir.ChangedWords:
        return ir.ChangedWords.COLOR_OR_LAND_TYPE

    def set_color_of_choice(self, what: Any, duration: str = UNSTATED) -> ir.SetColor:
        return ir.SetColor(what, (ir.COLOR_OF_CHOICE,), duration)

    def set_colors_of_choice(self, what: Any, duration: str = UNSTATED) -> ir.SetColor:
        return ir.SetColor(what, (ir.COLORS_OF_CHOICE,), duration)

    def also_land_type(self, what: Any, land_type: Any) -> ir.SetLandType:
        # the type added to the ones it has (and that basic land type's mana ability, 214.9e)
        return dataclasses.replace(self.are_land_type(what, land_type), keep=True)

    def are_land_type(self, what: Any, land_type: Any, duration: str = UNSTATED) -> ir.SetLandType:
        # "Lands you control are Plains" (Celestial Dawn): a static ability setting the land
        # type (214.9f: the lands become that basic land type and nothing else)
        word = str(land_type).lower()
        name = next(t for t in ir.BASIC_LAND_TYPES if word.startswith(t))
        return ir.SetLandType(what, name.capitalize(), duration)

    def no_longer_snow(self, what: Any, duration: str = UNSTATED) -> ir.SetSnow:
        # Melting: "All lands are no longer snow." (glossary "Snow-Covered (Obsolete)")
        return ir.SetSnow(what, False, duration)

    def becomes_snow(self, what: Any, duration: str = UNSTATED) -> ir.SetSnow:
        # Arcum's Weathervane: "Target nonsnow basic land becomes snow."
        return ir.SetSnow(what, True, duration)

    def colored_costs_are(self, mana: Any) -> ir.ColoredCostsAre:
        # Celestial Dawn: "Colored mana symbols in the costs on all those cards and permanents
        # are {W}." — those the paragraph's sentences before it described
        described = getattr(self, "_described", ())
        if not described:
            raise CardTextError("?", "all those cards and permanents", reason="'all those' needs a description before it")
        return ir.ColoredCostsAre(ir.All(described), str(mana).upper())

    def becomes_aura(self, what: Any, enchant: ir.Filter, duration: str = UNSTATED) -> ir.SetTypes:
        # the Licids: a local enchantment only, no longer a creature, that may enchant what the
        # words say (214.8a, 214.8c)
        return ir.SetTypes(what, ("enchantment",), ("Aura",), None, None, False, duration, enchant=enchant)

    def becomes_aura_quoted(self, what: Any, quoted: Token) -> ir.SetTypes:
        enchant = self.parse_quoted(str(quoted)[1:-1])
        if not (isinstance(enchant, Marker) and enchant.kind == "enchant"):
            raise CardTextError("?", str(quoted), reason="'becomes an Aura with \"…\"' of anything but what it may enchant")
        return self.becomes_aura(what, enchant.value)

    def pay_to_untap_chosen(self, who: Any, what: ir.Filter, mana: Token) -> list:
        return [ir.PayToUntapChosen(who, what, mana_text(mana))]

    def pay_to_end(self, mana: Token) -> Marker:
        return Marker("pay to end", value=ir.pay_to_end(mana_text(mana)))

    def becomes_enchantment(self, what: Any, duration: str = UNSTATED) -> ir.SetTypes:
        # "~ becomes an enchantment" (Opal Acrolith): an enchantment only, no longer a creature
        return ir.SetTypes(what, ("enchantment",), (), None, None, False, duration)

    def becomes_artifact_too(self, what: Any, duration: str = UNSTATED) -> ir.SetTypes:
        # Ashnod's Transmogrant, Thran Forge: an artifact too, still what it was (214.4)
        return ir.SetTypes(what, ("artifact",), (), None, None, True, duration)

    def animate_mana_value(self, what: Any, *parts: Any) -> list:
        # Karn's Touch: P/T each its converted mana cost, as it is at any moment
        out = self.animate(what, *parts)
        out[0] = dataclasses.replace(out[0], pt_mana_value=True)
        return out

    def animate_it_mana_value(self, *parts: Any) -> list:
        # Animate Artifact: "…, it's an artifact creature with power and toughness each equal to its converted mana
        # cost" — "it" the permanent the "as long as" names (as_long_as)
        return self.animate_mana_value(It(), *parts)

    def animate_too_mana_value(self, what: Any, *parts: Any) -> list:
        # Opalescence: a creature in addition to its other types (214.4), P/T its converted mana cost
        return self.animate_mana_value(what, *parts, ("still", "enchantment"))

    def animate_that_spell_mana_value(self, what: Any, *parts: Any) -> list:
        # Veiled Sentry: P/T each the triggering spell's converted mana cost, fixed as it resolves (418.3c)
        out = self.animate(what, *parts)
        cmc = ir.ConvertedManaCostOf(ir.TriggerObject())
        out[0] = dataclasses.replace(out[0], power=cmc, toughness=cmc)
        return out

    def animate_and_loses(self, what: Any, *parts: Any) -> list:
        # Chimeric Sphere (act11): the type-changing effect and the keyword lost, with one duration
        # and one timestamp (418.5: a later "with flying" of its other ability wins over the loss)
        kw = next(x for x in parts if isinstance(x, ir.Keyword))
        out = self.animate(what, *(x for x in parts if x is not kw))
        return out + [ir.RemoveAbility(what, kw, out[0].duration)]

    def animate(self, what: Any, *parts: Any) -> list:
        """"~ becomes a 2/2 Assembly-Worker artifact creature that's still a land until end of
        turn": a type-changing effect, whose power and toughness are initial values (214.5),
        with the colour it names (replacing its colours) and the abilities it grants."""
        p = t = None
        colors: list = []
        subtypes: list = []
        types: list = []
        grants: list = []
        keep = False
        duration = UNSTATED
        for x in parts:
            if isinstance(x, str) and re.fullmatch(r"\d+/\d+", str(x)):  # the PT token
                p, t = (int(v) for v in str(x).split("/"))
            elif isinstance(x, str) and str(x) == "x/x":  # "an X/X … creature": X as it resolves
                p = t = ir.VarX()
            elif isinstance(x, tuple) and x[0] == "color":
                colors.append(x[1])
            elif isinstance(x, tuple) and x[0] == "subtype":
                subtypes.append(x[1])
            elif isinstance(x, tuple) and x[0] == "type":
                types.append(x[1])
            elif isinstance(x, tuple) and x[0] == "still":
                keep = True
            elif isinstance(x, list):
                grants += x
            elif isinstance(x, str):
                duration = x
        out: list = [ir.SetTypes(what, tuple(types) + ("creature",), tuple(subtypes), p, t, keep, duration)]
        if colors:
            out.append(ir.SetColor(what, tuple(colors), duration))
        out += [ir.GrantAbility(what, g, duration) for g in grants]
        return out

    def aw_color(self, c: str) -> tuple:
        return ("color", str(c))

    def aw_subtype(self, tok: Token) -> tuple:
        return ("subtype", as_subtype(str(tok)))

    def aw_artifact(self) -> tuple:
        return ("type", "artifact")

    def aw_enchantment(self) -> tuple:
        return ("type", "enchantment")

    def anim_still(self, _type: Any) -> tuple:
        return ("still", str(_type))

    def base_power(self, what: Any, n: Any, duration: str = UNSTATED) -> ir.SetPT:
        # (no duration stated, Island of Wak-Wak and Singing Tree as printed: for the game, 418.3a)
        return ir.SetPT(what, fixed_number(n), None, duration)

    def base_toughness(self, what: Any, n: Any, duration: str) -> ir.SetPT:
        # Chariot of the Sun (added, Oracle activated round thirteen): the toughness set, the power as it was
        return ir.SetPT(what, None, fixed_number(n), duration)

    def base_power_or_toughness(self, what: Any, p: Any, t: Any, duration: str) -> ir.OneOf:
        # Vhati il-Dal: the power set, or the toughness — which, chosen as it resolves (413.2c)
        return ir.OneOf(((ir.SetPT(what, fixed_number(p), None, duration),), (ir.SetPT(what, None, fixed_number(t), duration),)))

    def change_base_toughness(self, _self: Any, n: Any) -> ir.SetPT:
        # Wall of Tombstones: "change ~'s base toughness to …" (no duration stated: the game's rest,
        # 418.3a; the number fixed as it resolves, 418.3c)
        return ir.SetPT(ir.This(), None, n, ir.FOREVER)

    def still_lands(self, what: Any, pt: Token, *rest: Any) -> Any:
        # Living Lands; Kormus Bell's "All Swamps are 1/1 black creatures that are still lands"
        color = rest[0] if rest and rest[0] in ("white", "blue", "black", "red", "green") else None
        duration = next((r for r in rest if r is not color), UNSTATED)
        p, t = (int(x) for x in str(pt).split("/"))
        animate = ir.SetTypes(what, ("creature",), power=p, toughness=t, keep=True, duration=duration)
        return [animate, ir.SetColor(what, (color,), duration)] if color else animate

    def lose_game(self, who: Any) -> ir.LoseGame:
        return ir.LoseGame(who)

    def game_is_draw(self) -> ir.GameIsDraw:
        return ir.GameIsDraw()

    def additional_combat(self) -> ir.AdditionalCombat:
        return ir.AdditionalCombat(True)

    def draw_per_graveyard(self, who: Any, f: ir.Filter) -> ir.Draw:
        f = dataclasses.replace(f, zone=Zone.GRAVEYARD, controlled_by=ir.EachOne())
        return ir.Draw(who, ir.CountOf(f))

    def draw_each_per_graveyard(self, who: Any, n: Any, f: ir.Filter) -> ir.Draw:
        if n != 1:
            raise CardTextError("?", "draws … for each", reason="only 'draws a card for each …' is read here")
        return self.draw_per_graveyard(who, f)

    def reveal_draw_each(self, whose: Any, f: ir.Filter) -> list:
        # the hand revealed is the one counted ("in it", 217.1: that player's)
        return [ir.LookAtHand(whose, reveal=True), ir.Draw(ir.You(), ir.CountOf(self._hand_filter(f, whose)))]

    def reveal_top_sort_hand(self, n: Any, f: ir.Filter) -> list:
        # Mulch: the cards of the description into the hand, the rest into the graveyard
        return [ir.RevealTopSort(ir.You(), int(n), _in_library(f), Zone.HAND, Zone.GRAVEYARD)]

    def each_reveal_top_sort_play(self, who: Any, n: Any, f: ir.Filter) -> list:
        # Clear the Land ("each player"): each player's own cards of the description into play tapped, the rest removed
        return [ir.RevealTopSort(who, int(n), _in_library(f), Zone.IN_PLAY, Zone.REMOVED, tapped=True)]

    def reveal_each_discard_unless_life(self, whose: Any, f: ir.Filter, n: Any) -> list:
        # Sirocco (added, session 46): for each card of the description the hand revealed, in turn, that
        # player pays the life or discards that card (413.2c)
        if "revealed this way" not in f.extra:
            raise CardTextError("?", "for each … card, that player discards that card", reason="'For each [card], that "
                                "player discards that card unless …' is understood only for the cards revealed this way")
        f = dataclasses.replace(f, extra=tuple(e for e in f.extra if e != "revealed this way"))
        discard = ir.DiscardObject(whose, ir.EachObject())
        return [ir.LookAtHand(whose, reveal=True),
                ir.ForEachObject(self._hand_filter(f, whose), (ir.IfYouDo(ir.Cost(life=fixed_number(n)), (), (discard,), who=whose),),
                                 this_way=ir.ResultOf("revealed"))]

    def reveal_random_discard_unless_life(self, whose: Any, n: Any) -> list:
        # Wand of Ith: the card chance picks from that hand, revealed (no player's choice); a land card is discarded
        # unless that player pays the life named, any other card unless he or she pays life equal to its converted
        # mana cost, found as it resolves (413.2f). No card revealed (an empty hand): neither condition holds.
        card = ir.Revealed()
        land = ir.Filter(types=("land",), zone=Zone.ANY, extra=("card",))
        nonland = ir.Filter(types=("card",), zone=Zone.ANY, not_types=("land",))

        def discard_unless(life: Any) -> ir.IfYouDo:
            return ir.IfYouDo(ir.Cost(life=life), (), (ir.DiscardObject(whose, card),), who=whose)

        return [ir.LookAtHand(whose, reveal=True, random_card=True),
                ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=card, filter=land), (discard_unless(fixed_number(n)),)),
                ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=card, filter=nonland),
                               (discard_unless(ir.ConvertedManaCostOf(card)),))]

    def reveal_damage_each(self, whose: Any, f: ir.Filter) -> list:
        # Inquisition: the revealed hand's cards of the description counted as the spell resolves (413.2f)
        return [ir.LookAtHand(whose, reveal=True),
                ir.DealDamage(ir.CountOf(self._hand_filter(f, whose)), (whose,), ir.This())]

    def choose_ability_gain_that(self, *rest: Any) -> list:
        # Gabriel Angelfire (added, session 45, c2): one of the abilities, chosen as it resolves (413.2c)
        *options, what, duration = rest
        return [ir.GainChosenKeyword(what, tuple(options), duration)]

    def choose_land_type_gain_landwalk(self, what: Any, duration: str) -> list:
        # Illusionary Presence (added, session 44, c6): any land type, chosen as it resolves (413.2c)
        return [ir.GrantAbility(what, ir.Keyword("landwalk", ir.LAND_TYPE_OF_CHOICE), duration)]

    def choose_land_types_become(self, _first: Any, duration: str) -> list:
        # Vision Charm (added, session 46, c4): a land type and a basic land type chosen as it resolves (413.2c)
        return [ir.ChosenLandTypeBecomes(duration)]

    def choose_land_type_gain_snow_landwalk(self, what: Any, duration: str) -> list:
        # Barbarian Guides (added, session 44, c6): of a snow-covered land of the chosen type
        return [ir.GrantAbility(what, ir.Keyword("landwalk", "snow " + ir.LAND_TYPE_OF_CHOICE), duration)]

    def delayed_next_upkeep_basic_landwalk(self, what: Any) -> list:
        # Giant Slug (added, session 44, c6): at the beginning of its controller's next upkeep (406.2a), a basic land
        # type chosen as the delayed ability resolves (413.2c); "until the end of that turn", the upkeep's turn
        trigger = ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=ir.TriggerWhose.YOU)
        grant = ir.GrantAbility(what, ir.Keyword("landwalk", ir.BASIC_LAND_TYPE_OF_CHOICE), ir.UNTIL_END_OF_TURN)
        return [ir.DelayedTrigger(trigger, (grant,))]

    def choose_card_type_reveal_damage_each(self, whose: Any, n: Any) -> list:
        # Blood Oath: a card type chosen (413.2c), the revealed hand's cards of it counted as it resolves (413.2f)
        f = self._hand_filter(ir.Filter(types=("card",), extra=(ir.OF_CARD_TYPE_CHOSEN,)), whose)
        return [ir.ChooseCardType(ir.You()), ir.LookAtHand(whose, reveal=True),
                ir.DealDamage(ir.Product(fixed_number(n), ir.CountOf(f)), (whose,), ir.This())]

    def choose_number_color_reveal_if_exactly(self, above: Any, whose: Any, _of_chosen: Any, effects: list) -> list:
        # Scrying Glass: a number and a colour chosen (413.2c), the hand revealed, the draw only if that hand holds
        # exactly the chosen number of cards of the chosen colour, counted as it resolves (413.2f)
        f = self._hand_filter(ir.Filter(types=("card",), extra=(ir.OF_COLOR_CHOSEN,)), whose)
        cond = ir.Condition(ir.ConditionKind.EXACTLY_CHOSEN_NUMBER, filter=f)
        return [ir.ChooseNumber(ir.You(), int(above)), ir.ChooseColor(ir.You()), ir.LookAtHand(whose, reveal=True),
                ir.Conditional(cond, tuple(flatten_sentences([effects])))]

    def choose_deal_power_sacrifice(self) -> list:
        # Final Strike as printed: a creature its controller controls chosen as it resolves (413.2c), its
        # power dealt as damage to the opponent (413.2f), then that creature sacrificed (glossary "Sacrifice")
        chosen = ir.ObjectChosenThisWay()
        return [ir.ChooseObject(ir.Filter(types=("creature",), controller=ir.PlayerRelation.YOU)),
                ir.DealDamage(ir.PowerOf(chosen), (ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)),), ir.This()),
                ir.Sacrifice(ir.You(), chosen)]

    def choose_non_wall_opponent_then(self, effects: list) -> list:
        # Erhnam Djinn as printed: a non-Wall creature an opponent controls chosen as it resolves, no target
        # (413.2c, 409.1c); "that creature" in the sentence after it is the one chosen (ir.ObjectChosenThisWay)
        f = ir.Filter(types=("creature",), not_subtypes=("Wall",), controller=ir.PlayerRelation.OPPONENT)
        fix, found = _that_chosen()
        then = tuple(ir.rebuild(e, fix) for e in flatten_sentences([effects]))
        if not found:
            raise CardTextError("?", "choose a …", reason="'Choose a ….' with no instruction after it that reads the choice")
        return [ir.ChooseObject(f), *then]

    def choose_land_you_control_then(self, effects: list) -> list:
        # Serendib Djinn as printed (session 80, h6): a land its controller controls chosen as it resolves, no target
        # (413.2c, 409.1c); "it" in the sentence after it is the one chosen, named "the land chosen this way"
        f = ir.Filter(types=("land",), controller=ir.PlayerRelation.YOU)
        fix, found = _that_chosen(ir.chosen_noun(f))
        then = tuple(ir.rebuild(e, fix) for e in flatten_sentences([effects]))
        if not found:
            raise CardTextError("?", "choose a …", reason="'Choose a ….' with no instruction after it that reads the choice")
        return [ir.ChooseObject(f), *then]

    def chooses_kind_then(self, who: Any, f: Any, effects: list) -> list:
        """"That player chooses artifact, creature, land, or non-Aura enchantment. All nontoken permanents of that
        type phase out." (Teferi's Realm): one of the kinds listed, each a card type of the era's (212.1; "non-Aura"
        the global enchantments, 214.8a), chosen by that player as the ability resolves (413.2c), no target (409.1c);
        "of that type" in the sentence after it is the kind chosen."""
        kinds = (f.any_of or tuple(ir.Filter(types=(t,)) for t in f.types)) if isinstance(f, ir.Filter) else ()
        plain = ir.Filter(types=f.types, any_of=f.any_of) if isinstance(f, ir.Filter) else None
        if not isinstance(who, ThatPlayer) or len(kinds) < 2 or f != plain or any(
                len(k.types) != 1 or k.types[0] not in ir.CARD_TYPES
                or k != ir.Filter(types=k.types, not_subtypes=k.not_subtypes)
                or k.not_subtypes not in ((), ("Aura",)) or (k.not_subtypes and k.types != ("enchantment",))
                for k in kinds):
            raise CardTextError("?", "chooses", reason="'that player chooses <kind>, <kind>, or <kind>.' is read only of "
                                "'that player' and a list of card types (one of them maybe 'non-Aura enchantment')")
        claimed = _claim(effects, ir.OF_THAT_TYPE, ir.OF_CARD_TYPE_CHOSEN, "that player chooses a type")
        return [ir.ChooseCardType(who, among=kinds), *claimed]

    def reveal_one_from_hand_then(self, f: ir.Filter, effects: list) -> list:
        # Assembly Hall: a card of your hand fitting the description chosen and revealed as it resolves (413.2c;
        # glossary "Reveal"), no target (409.1c); "that card" in the sentence after it is the one revealed
        if not isinstance(f, ir.Filter) or f.zone != Zone.HAND or f.controller is not ir.PlayerRelation.YOU:
            raise CardTextError("?", "reveal a …", reason="'Reveal a ….' is read only of a card in your hand")
        fix, found = _that_chosen()
        then, prev = [], None
        for e in flatten_sentences([effects]):
            # "… search your library for a card with the same name as that card, reveal it, and put it into
            # your hand": that "it" is the card found (judge.cards.text folds it into the search), not the one revealed
            found_card = isinstance(prev, ir.SearchLibrary) and isinstance(e, ir.MoveTo) and type(e.what) in (It, ItFirst)
            then.append(e if found_card else ir.rebuild(e, fix))
            prev = e
        if not found:
            raise CardTextError("?", "reveal a …", reason="'Reveal a ….' with no instruction after it that reads the card")
        return [ir.ChooseObject(dataclasses.replace(f, controller=None), hand=ir.You(), reveal=True), *then]

    def look_damage_each(self, whose: Any, f: ir.Filter) -> list:
        # Inquisition as printed: the hand looked at by the caster alone (not revealed, as Amnesia's printed
        # look) is the one counted as the spell resolves (413.2f)
        return [ir.LookAtHand(whose), ir.DealDamage(ir.CountOf(self._hand_filter(f, whose)), (whose,), ir.This())]

    def look_draw_each(self, whose: Any, f: ir.Filter) -> list:
        # Withering Gaze as printed: the hand looked at by the caster alone (not revealed, as Duress's
        # printed look) is the one counted ("there", 217.1: that player's)
        return [ir.LookAtHand(whose), ir.Draw(ir.You(), ir.CountOf(self._hand_filter(f, whose)))]

    def _hand_filter(self, f: ir.Filter, whose: Any) -> ir.Filter:
        parts = tuple(dataclasses.replace(p, zone=Zone.HAND, controlled_by=whose) for p in f.any_of)
        return dataclasses.replace(f, zone=Zone.HAND, controlled_by=whose, any_of=parts)

    def tokens_per_count(self, who: Any, f: ir.Filter, spec: ir.TokenSpec, *_: Any) -> ir.CreateToken:
        f = ir.rebuild(f, lambda x: ir.EachOne() if isinstance(x, ThatPlayer) else None)
        return ir.CreateToken(spec, ir.CountOf(f), controller=who)

    def discard_of_drawn(self, n: Any) -> ir.Discard:
        # "Draw three cards, then choose and discard one of them" (Soldevi Sage)
        return ir.Discard(ir.You(), n, filter=ir.Filter(types=("card",), zone=Zone.HAND, extra=("drawn this way",)))

    def flip_coin(self) -> ir.FlipCoin:
        return ir.FlipCoin(ir.You())

    def if_won(self, effects: list) -> ir.Conditional:
        return [ir.Conditional(ir.Condition(ir.ConditionKind.FLIP, value="won"), tuple(flatten_sentences([effects])))]

    def if_graveyard_top_is(self, whose: Any, f: ir.Filter, effects: list) -> list:
        # Guiding Spirit (added, Oracle round eight): the card on top of that graveyard as it
        # resolves (217.4a, 413.2f); "that card" in what follows is that card
        top = ir.GraveyardEnd(whose, ir.GraveyardPileEnd.TOP)
        then = tuple(ir.rebuild(e, lambda x: top if type(x) in (It, ItFirst) else None) for e in flatten_sentences([effects]))
        return [ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=top, filter=f), then)]

    def if_discarded_was(self, f: ir.Filter, effects: list) -> list:
        # Land's Edge: the card the ability's cost discarded (409.1f), as it is in the graveyard
        return [ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=ir.DiscardedToPay(), filter=f), tuple(flatten_sentences([effects])))]

    def if_sacrificed_was(self, f: ir.Filter, effects: list) -> list:
        # Ebon Praetor: the creature the cost sacrificed, as it last existed in play (413.2f)
        return [ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Sacrificed(), filter=f), tuple(flatten_sentences([effects])))]

    def shuffle_any_from_hand_draw(self, *_: Any) -> list:
        # Credit Voucher: the cards of your hand you choose (ir.ShuffleIntoLibrary any_number), then
        # as many drawn as you shuffled (ir.ShuffledThisWay of you)
        return [ir.ShuffleIntoLibrary(ir.You(), (Zone.HAND,), any_number=True),
                ir.Draw(ir.You(), ir.ShuffledThisWay(ir.You()))]

    def if_exiled_was(self, f: ir.Filter, effects: list) -> list:
        # Storm Elemental: the card the ability's cost removed from the game (409.1f), as it is now
        return [ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=ir.ExiledToPay(), filter=f), tuple(flatten_sentences([effects])))]

    def if_lost(self, effects: list) -> ir.Conditional:
        return [ir.Conditional(ir.Condition(ir.ConditionKind.FLIP, value="lost"), tuple(flatten_sentences([effects])))]

    def for_each_flip_if_won(self, each: Any, effects: list) -> list:
        # Fighting Chance: "that creature" is the one the flip is made for (ir.EachObject); the
        # permanents "for each [description]" names (each_count: a count of them)
        if not isinstance(each, ir.CountOf):
            raise CardTextError("?", "for each …, flip a coin", reason="'For each …, flip a coin' is understood for "
                                "permanents only")
        f = each.filter
        then = tuple(ir.rebuild(e, lambda x: ir.EachObject() if type(x) in (It, ItFirst) else None) for e in flatten_sentences([effects]))
        won = ir.Conditional(ir.Condition(ir.ConditionKind.FLIP, value="won"), then)
        return [ir.ForEachObject(f, (ir.FlipCoin(ir.You()), won))]

    def for_each_controller_may_pay(self, each: Any, tok: Token, effects: list) -> list:
        # Tidal Flats: for each permanent described its controller's own payment, "that creature" it (ir.EachObject)
        if not (isinstance(each, ir.CountOf) and isinstance(each.filter, ir.Filter) and not each.filter.players
                and each.filter.zone == Zone.IN_PLAY):
            raise CardTextError("?", "for each …, its controller may pay", reason="'For each …, its controller may pay' "
                                "is understood for permanents only")
        otherwise = tuple(ir.rebuild(e, lambda x: ir.EachObject() if type(x) in (It, ItFirst) else None)
                          for e in flatten_sentences([effects]))
        return [ir.ForEachObject(each.filter, (ir.IfYouDo(ir.Cost(mana=mana_text(tok)), (), otherwise,
                                                          who=ir.ControllerOf(ir.EachObject())),))]

    def if_lost_chosen_opponent_gains_control(self, what: Any) -> list:
        # Goblin Festival: the opponent chosen as it resolves — in a game of two the one (100.1)
        gain = ir.GainControl(what, ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)), UNSTATED)
        return [ir.Conditional(ir.Condition(ir.ConditionKind.FLIP, value="lost"), (gain,))]

    def post_single_target(self) -> tuple:
        return ("extra", "single target")

    def change_target_must_be(self, what: Any, f: ir.Filter) -> list:
        return [ir.ChangeTargets(what, must_be=f)]

    def if_single_creature_target_change(self) -> list:
        # Meddle: the spell targeted (any spell, 409.1c); checked as Meddle resolves (413.2): one
        # target, a creature now — then Silver Wyvern's retarget, to another creature (415.2)
        spell = self._add_target(ir.Filter(types=("spell",), zone=Zone.STACK))
        only_a_creature = ir.Filter(types=("spell",), zone=Zone.STACK, extra=("single target", ir.TARGETS_A_CREATURE))
        return [ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=spell, filter=only_a_creature),
                               (ir.ChangeTargets(spell, must_be=ir.Filter(types=("creature",))),))]

    def change_target(self, what: Any) -> ir.ChangeTargets:
        return ir.ChangeTargets(what)

    def instead_into_play(self, what: Any) -> Any:
        return InsteadOfGraveyard(Zone.IN_PLAY, ir.You())

    def discard_n_you(self, n: Any, *_: Any) -> ir.Discard:
        return ir.Discard(ir.You(), n)

    def return_that_many(self, dest: tuple) -> ir.MoveTo:
        chosen = ir.Chosen(ir.Filter(types=("card",), zone=Zone.GRAVEYARD, controller=ir.PlayerRelation.YOU), ir.You(),
                           ir.ResultOf("discarded"))
        return ir.MoveTo(chosen, dest[0])

    def puzzle_box(self, who: Any) -> list:
        hand = ir.Filter(types=("card",), zone=Zone.HAND, controlled_by=who)
        return [ir.MoveTo(ir.All((hand,)), Zone.LIBRARY, ir.LibraryPosition.BOTTOM), ir.Draw(who, ir.ResultOf("moved"))]

    def post_blocking_enchanted(self) -> tuple:
        return ("extra", "blocking enchanted")

    def post_enchanted_by_aura(self) -> tuple:
        return ("extra", "enchanted by an aura")

    def post_attacked_last_turn(self) -> tuple:
        return ("extra", ir.ATTACKED_LAST_TURN)

    def post_not_enchanted_by_aura(self) -> tuple:
        return ("extra", "not enchanted by an aura")

    def post_targets_self(self) -> tuple:
        return ("extra", "targets itself")

    def post_targets_a_creature(self) -> tuple:
        return ("extra", ir.TARGETS_A_CREATURE)

    def post_targets_your_permanent(self) -> tuple:
        return ("extra", ir.TARGETS_YOUR_PERMANENT)

    def post_targets_you_or_your_creature(self) -> tuple:
        return ("extra", ir.TARGETS_YOU_OR_YOUR_CREATURE)  # Reparations (added, otrig19)

    def post_targets_an_enchantment(self) -> tuple:
        return ("extra", ir.TARGETS_AN_ENCHANTMENT)

    def post_targets_only_a_player(self) -> tuple:
        return ("extra", ir.TARGETS_ONLY_A_PLAYER)

    def post_active_player_since_turn(self) -> tuple:
        return ("extra", ir.ACTIVE_PLAYER_SINCE_TURN_BEGAN)

    def post_active_player_at_turn_start(self) -> tuple:
        return ("extra", ir.ACTIVE_PLAYER_AT_TURN_START)  # Total War as printed (session 71, h7)

    def expansion_name(self, *words: Token) -> str:
        return _EXPANSIONS[" ".join(str(w) for w in words)]

    def post_originally_printed(self, code: str) -> tuple:
        # Golgothian Sylex, Apocalypse Chime (added, Oracle round eight)
        return ("extra", ir.ORIGINALLY_PRINTED_IN + code)

    def post_with_counter(self, kind: str) -> tuple:
        return ("extra", f"counter {kind}")

    def post_combat_deed(self, deed: str, span: str) -> tuple:
        return ("extra", f"{deed} {span}")  # "each creature that blocked or was blocked this turn" (Heat Stroke)

    def post_combat_deed_by(self, deed: str, other: Any, span: str) -> tuple:
        return ("deed partner", (f"{deed} {span}", other))  # "… that were blocked by that creature this turn"

    def post_blocked_self(self, span: str) -> tuple:
        return ("deed partner", (f"blocked {span}", ir.This()))  # "all creatures that blocked ~ this turn"

    def post_it_blocked(self, span: str) -> tuple:
        return ("deed partner", (f"was blocked {span}", It()))  # "all creatures it blocked this turn"

    def exile_card_from_hand_face_down_may_look(self, *_: Any) -> list:
        # Gustha's Scepter (added, session 46, c3): the card its player chooses (413.2c), removed face down (217.7b);
        # "it" is that card where it went (ir.MovedThisWay), looked at only while it stays there (217.8)
        card = ir.Chosen(ir.Filter(types=("card",), zone=Zone.HAND, controller=ir.PlayerRelation.YOU), ir.You(), 1)
        return [ir.MoveTo(card, Zone.REMOVED, face_down=True), ir.MayLookAtRemoved(ir.You(), ir.MovedThisWay())]

    def hand_cards_for_top_cards(self, *_: Any) -> list:
        # Scroll Rack (added, session 77, h6): the three instructions one effect, the cards removed followed through
        # to the library's top (judge.engine.effects.library)
        return [ir.HandCardsForTopCards()]

    def hand_cards_for_top_cards_face_up(self) -> list:
        # Scroll Rack as printed: "set aside", removed from the game (glossary "Set Aside") face up (217.7b)
        return [ir.HandCardsForTopCards(face_down=False)]

    def may_look_play_those_until_next_turn(self) -> Marker:
        # Three Wishes (added, session 65, h2): "those cards" are the cards removed face down where they went
        # (judge.cards.text: ir.MovedThisWay), looked at and played only while they stay there (217.7b, 217.8),
        # played until the controller's next turn begins (418.3a)
        return Marker("look at and play those cards", value=ir.UNTIL_YOUR_NEXT_TURN)

    def look_choose_discard(self, whose: Any, n: Any) -> list:
        return [ir.LookAtHand(whose), ir.Discard(whose, n, chooser=ir.You())]

    def look_choose_discard_up_to(self, whose: Any, n: Any) -> list:
        # Extortion: "choose up to two cards from it" — none to two (413.2c)
        return [ir.LookAtHand(whose), ir.Discard(whose, fixed_number(n), chooser=ir.You(), up_to=True)]

    def look_choose_discard_up_to_x(self, whose: Any, n: Any, x: Marker) -> list:
        # Discordant Dirge: "choose up to X cards from it, where X is …" — X counted as it resolves (413.2f)
        if not isinstance(n, ir.VarX):
            raise CardTextError("?", "choose up to", reason="'…, where X is …' is read only after 'up to X'")
        return [ir.LookAtHand(whose), ir.Discard(whose, x.value, chooser=ir.You(), up_to=True)]

    # Lobotomy (added, o1): a card other than a basic land card — a nonland card or a nonbasic land (212.6)
    _NOT_BASIC_LAND = ir.Filter(types=("card",), zone=Zone.HAND, any_of=(
        ir.Filter(types=("card",), not_types=("land",), zone=Zone.HAND),
        ir.Filter(types=("land",), extra=("nonbasic",), zone=Zone.HAND)))

    def _lobotomy(self, whose: Any, reveal: bool) -> list:
        # the hand seen, a card of it chosen (413.2c), every card of its name in the three zones found (202.3;
        # the searcher may leave some alone, glossary "Search") and removed, then the player shuffles
        return [ir.LookAtHand(whose, reveal=reveal), ir.ChooseObject(self._NOT_BASIC_LAND, hand=whose),
                ir.SearchCopies(whose, ir.ObjectChosenThisWay()), ir.Shuffle(whose)]

    def reveal_choose_search_copies(self, whose: Any, *_: Any) -> list:
        return self._lobotomy(whose, True)

    def look_choose_search_copies(self, whose: Any, *_: Any) -> list:
        return self._lobotomy(whose, False)  # as printed: the caster alone looks

    def lobotomy_search(self, *_: Any) -> None:
        return None

    def reveal_choose_discard(self, whose: Any, f: ir.Filter) -> list:
        # Duress: "Target opponent reveals their hand. You choose a noncreature nonland card
        # from it. That player discards that card." (you choose, 413.2c)
        return [ir.LookAtHand(whose, reveal=True), ir.Discard(whose, 1, filter=discarded_card_filter(f), chooser=ir.You())]

    def reveal_choose_exile(self, whose: Any, f: ir.Filter) -> list:
        # Psychic Theft (added, session 65, h2): "Target player reveals their hand. You choose an instant or
        # sorcery card from it and exile that card." — a card of that player's hand, the caster's choice (413.2c),
        # removed from the game face up (217.7b)
        card = ir.Chosen(dataclasses.replace(f, zone=Zone.HAND, controlled_by=whose), chooser=ir.You())
        return [ir.LookAtHand(whose, reveal=True), ir.MoveTo(card, Zone.REMOVED)]

    def look_choose_exile(self, whose: Any, f: ir.Filter) -> list:
        # Psychic Theft as printed (added, session 65, h2): the hand looked at by the caster alone (not revealed)
        card = ir.Chosen(dataclasses.replace(f, zone=Zone.HAND, controlled_by=whose), chooser=ir.You())
        return [ir.LookAtHand(whose), ir.MoveTo(card, Zone.REMOVED)]

    def reveal_discard_all(self, whose: Any, f: ir.Filter) -> list:
        # Amnesia: the hand revealed to all, then every card of it matching discarded (no choice)
        return [ir.LookAtHand(whose, reveal=True), ir.DiscardAll(whose, dataclasses.replace(f, zone=Zone.HAND, controller=None))]

    def reveal_discard_random(self, whose: Any, f: ir.Filter) -> list:
        # Rag Man (added, oracle7): the hand revealed to all, then one card of it matching chosen
        # at random and discarded (none if none matches)
        return [ir.LookAtHand(whose, reveal=True), ir.Discard(whose, 1, random=True, filter=discarded_card_filter(f))]

    def look_choose_discard_filtered(self, whose: Any, f: ir.Filter) -> list:
        # Duress as printed: "Look at target opponent's hand and choose a noncreature, nonland card
        # there. That player discards that card." — the hand looked at by the caster alone (not
        # revealed: the Oracle's "reveals" is errata), the card chosen by the caster (413.2c)
        return [ir.LookAtHand(whose), ir.Discard(whose, 1, filter=discarded_card_filter(f), chooser=ir.You())]

    def any_player_may(self) -> Marker:
        # "Any player may play this ability" (Flailing Manticore): not only its controller
        return Marker("restrictions", value=(ir.Restriction(ir.RestrictionKind.ANY_PLAYER),))

    def only_owner_may(self) -> Marker:
        # Personal Incarnation: "Only ~'s owner may activate this ability" — its owner, not its
        # controller, is the one who may play it (403.2: the card says otherwise)
        return Marker("restrictions", value=(ir.Restriction(ir.RestrictionKind.ONLY_OWNER),))

    def only_opponent_may(self) -> Marker:
        # Clergy of the Holy Nimbus: "Only any opponent may activate this ability" — any opponent of its
        # controller, not its controller (403.2: the card says otherwise)
        return Marker("restrictions", value=(ir.Restriction(ir.RestrictionKind.ONLY_OPPONENT),))

    def only_you_may_granted(self) -> Marker:
        # Martyrdom: "Only you may activate this ability" after a granted quoted ability — the
        # spell's controller alone may play it (judge.cards.text._fold attaches it to the ability)
        return Marker("granted restrictions", value=(ir.Restriction(ir.RestrictionKind.ONLY_YOU),))

    def any_player_may_only(self, *rs: ir.Restriction) -> Marker:
        # "… but only any time they could cast a sorcery": each player who plays it, in his or
        # her own window (403.3)
        return Marker("restrictions", value=(ir.Restriction(ir.RestrictionKind.ANY_PLAYER),) + tuple(rs))

    def if_life_difference(self, who: Any, n: Any, effects: list) -> list:
        # "If the difference between your life total and target player's life total is 5 or
        # less, ..." (Psychic Transfer): checked as the spell resolves
        return [ir.Conditional(ir.Condition(ir.ConditionKind.LIFE_DIFFERENCE, player=who, value=str(fixed_number(n))), tuple(flatten_sentences([effects])))]

    def if_more_cards_draw_difference(self) -> list:
        # "If target opponent has more cards in hand than you, draw cards equal to the difference."
        # (Balance of Power): both hands counted as the spell resolves (413.2f), the spell itself
        # on the stack, not in a hand
        other = self._add_target(ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT))
        cond = ir.Condition(ir.ConditionKind.MORE, player=other, value="cards in hand", than=ir.You())
        difference = ir.Sum((ir.CardsInHand(other), ir.Negative(ir.CardsInHand(ir.You()))))
        return [ir.Conditional(cond, (ir.Draw(ir.You(), difference),))]

    def additional_search_if_target_opponent_more(self, *parts: Any) -> Marker:
        # Tithe: target opponent's lands against yours, counted as it resolves (413.2f); the search
        # before it is made one for up to two such cards when the condition holds (judge.cards.text._fold)
        if len(parts) == 3:  # the printed "if you control fewer lands than target opponent"
            who, lands, f = parts
            if not isinstance(who, ir.You):
                raise CardTextError("?", "if … control fewer … than target opponent", reason="only 'you control fewer'")
        else:
            lands, f = parts
        other = self._add_target(ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT))
        cond = ir.Condition(ir.ConditionKind.MORE, player=other, value="permanents", filter=lands, than=ir.You())
        return Marker("additional search", (ir.RevealFound(), ir.MoveTo(ir.Found(), Zone.HAND)),
                       value=(cond, dataclasses.replace(f, zone=Zone.LIBRARY)))

    def if_your_opponent_more_cards_draw_difference(self) -> list:
        # "If you have fewer cards in your hand than your opponent does, you draw until you have the
        # same number." (Balance of Power as printed, judge.cards.printed): Portal's "your opponent" is
        # the game's one opponent (100.1), no target (as Cruel Fate's); both hands counted as it resolves
        other = ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),))
        cond = ir.Condition(ir.ConditionKind.MORE, player=other, value="cards in hand", than=ir.You())
        difference = ir.Sum((ir.CardsInHand(other), ir.Negative(ir.CardsInHand(ir.You()))))
        return [ir.Conditional(cond, (ir.Draw(ir.You(), difference),))]

    def look_any_library_may_shuffle(self, n: Any) -> list:
        # "Look at the top five cards of any library. You may then shuffle that library." (Visions as
        # printed, Legends): no target (409.1c), so the library — its player's — is chosen as the spell
        # resolves (413.2c), then looked at; the shuffle of that library is the caster's choice (413.2c)
        chosen = ir.PlayerChosenThisWay()
        return [ir.ChoosePlayer(ir.You()), ir.RevealTop(chosen, look=True, count=n),
                ir.Optional_((ir.Shuffle(chosen, by=ir.You()),))]

    def may_have_shuffle(self, who: Any) -> list:
        # "You may then have that player shuffle that library." (Visions): that player shuffles
        # their own library if the spell's controller chooses (413.2c)
        if not isinstance(who, ThatPlayer):
            raise CardTextError("?", "you may then have that player shuffle that library",
                                reason="only the player whose library was named")
        return [ir.Optional_((ir.Shuffle(who),))]

    def if_no_counters(self, kind: str, effects: list) -> list:
        # "If there are no depletion counters on ~, sacrifice it." (checked as it resolves)
        return [ir.Conditional(ir.Condition(ir.ConditionKind.NO_COUNTERS, ref=ir.This(), value=kind), tuple(flatten_sentences([effects])))]

    def if_no_counters_highest_life_wins(self, kind: str) -> list:
        # Celestial Convergence: the winner (or the draw) as it resolves, when no counter is left
        return self.if_no_counters(kind, [ir.HighestLifeWins()])

    def each_destroys_own_lands(self, mine: Any, theirs: Any) -> list:
        # Burning of Xinye (session 41): each player's own lands, chosen by that player as it resolves (413.2c)
        opponent = self._add_target(ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT))
        return [ir.Destroy(ir.Chosen(ir.Filter(types=("land",), controller=ir.PlayerRelation.YOU), ir.You(), fixed_number(mine))),
                ir.Destroy(ir.Chosen(ir.Filter(types=("land",), controlled_by=opponent), opponent, fixed_number(theirs)))]

    def opponent_destroys_own_lands(self, mine: Any, theirs: Any) -> list:
        # Burning of Xinye as printed (session 41): "your opponent", untargeted — the game's one opponent (100.1)
        opponent = ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),))
        return [ir.Destroy(ir.Chosen(ir.Filter(types=("land",), controller=ir.PlayerRelation.YOU), ir.You(), fixed_number(mine))),
                ir.Destroy(ir.Chosen(ir.Filter(types=("land",), controller=ir.PlayerRelation.OPPONENT), opponent, fixed_number(theirs)))]

    def if_target_creature_toughness_ge(self, n: Any, effects: list) -> list:
        # Blood Lust (session 41): the target's toughness as the spell resolves (413.2f)
        what = self._add_target(ir.Filter(types=("creature",)))
        effects = flatten_sentences([effects])
        if not all(isinstance(e, ir.ModifyPT) for e in effects):
            raise CardTextError("?", "if target creature has toughness", reason="only 'it gets …' follows")
        # its "it" is the target named just before it (read before the target was numbered)
        effects = [dataclasses.replace(e, what=what) if isinstance(e.what, It) else e for e in effects]
        cond = ir.Condition(ir.ConditionKind.MATCHES, ref=what, filter=ir.Filter(toughness=ir.Compare(">=", fixed_number(n))))
        return [ir.Conditional(cond, tuple(flatten_sentences([effects])))]

    def clauses_if_its_color(self, effects: list, color: Any) -> list:
        cond = ir.Condition(ir.ConditionKind.MATCHES, ref=It(), filter=ir.Filter(colors=(str(color),)))
        return [ir.Conditional(cond, tuple(flatten_sentences([effects])))]

    def clauses_if_it_had_counter(self, effects: list, n: Any, kind: str) -> list:
        # Bogardan Phoenix: "exile it if it had a death counter on it" — "it" the creature that left
        # play, its counters as it last existed there (413.2f); "Otherwise, …" folds onto it
        if n != 1:
            raise CardTextError("?", "if it had … counters on it", reason="read for 'a … counter' only")
        cond = ir.Condition(ir.ConditionKind.COUNTERS, ref=It(), value=kind)
        return [ir.Conditional(cond, tuple(flatten_sentences([effects])))]

    def clauses_if_it_has_counters(self, effects: list, n: Any, kind: str) -> list:
        # Fasting: "Then destroy ~ if it has five or more hunger counters on it" — "it" the instruction's
        # own object, ~ (read for instructions about ~ only), checked as it is carried out (413.2)
        flat = tuple(flatten_sentences([effects]))
        if not flat or not all(isinstance(getattr(e, "what", None), ir.This) for e in flat):
            raise CardTextError("?", "if it has … counters on it", reason="read for an instruction about ~ only")
        cond = ir.Condition(ir.ConditionKind.COUNTERS, ref=ir.This(), value=kind, compare=ir.Compare(">=", fixed_number(n)))
        return [ir.Conditional(cond, flat)]

    def clauses_if_blocked_since_last_upkeep(self, effects: list) -> list:
        # Wiitigo: "put a +1/+1 counter on ~ if it has blocked or been blocked since your last upkeep" —
        # "it" the ability's subject; "Otherwise, …" folds onto it
        cond = ir.Condition(ir.ConditionKind.BLOCKED_SINCE_LAST_UPKEEP, ref=It())
        return [ir.Conditional(cond, tuple(flatten_sentences([effects])))]

    def while_condition(self, effects: list, cond: ir.Condition) -> Marker:
        # "~ gets +1/+2 as long as you control a Forest": a static ability that applies only
        # while the condition holds (418.4)
        flat = tuple(flatten_sentences([effects]))
        if cond.kind is ir.ConditionKind.ALL_SHARE_A_COLOR and cond.ref is None:
            # Common Cause: "Nonartifact creatures get +2/+2 as long as they all share a color" —
            # "they" is the group the effect is about
            whats = {getattr(e, "what", None) for e in flat}
            if len(whats) != 1 or not isinstance(next(iter(whats)), ir.All):
                raise CardTextError("?", "they all share a color", reason="'they' must name one group of objects")
            cond = dataclasses.replace(cond, ref=next(iter(whats)))
        if cond.kind is ir.ConditionKind.STATUS and cond.value == ir.NOT_ATTACKING:
            # Arcades Sabboth: "Each untapped creature you control gets +0/+2 as long as it's not
            # attacking" — "it" is each one of the group: the group is those of them not attacking
            # (308.5), looked at continuously (418.4a)
            if len(flat) != 1 or not isinstance(flat[0], ir.ModifyPT) or not isinstance(flat[0].what, ir.All) \
                    or len(flat[0].what.filters) != 1:
                raise CardTextError("?", "as long as it's not attacking",
                                    reason="'it' must be each one of a group that gets +N/+N")
            f = flat[0].what.filters[0]
            group = ir.All((dataclasses.replace(f, extra=f.extra + (ir.NOT_ATTACKING,)),))
            return dataclasses.replace(flat[0], what=group)
        return Marker("while", effects=flat, value=cond)

    def while_condition_both(self, effects: list, first: ir.Condition, second: ir.Condition) -> Marker:
        # Snow Devil (added, stat): a static ability applying while both hold (418.4)
        return self.while_condition(effects, ir.Condition(ir.ConditionKind.ALL_HOLD, all_of=(first, second)))

    def as_long_as(self, cond: ir.Condition, effects: list) -> Any:
        flat = flatten_sentences([effects])
        if cond.kind is ir.ConditionKind.MATCHES_APART:
            # Animate Artifact: "As long as enchanted artifact isn't a creature, it's …" — "it" the permanent the
            # condition names, the one the effect changes (ir.ConditionKind.MATCHES_APART)
            if not all(isinstance(getattr(e, "what", None), It) for e in flat):
                raise CardTextError("?", "as long as", reason="'as long as enchanted … isn't …' needs an effect on 'it'")
            flat = [dataclasses.replace(e, what=cond.ref) for e in flat]
        if flat and not any(isinstance(e, ir.Rule) for e in flat):
            # "As long as ~ is untapped, all damage that would be dealt to you by unblocked
            # creatures is dealt to ~ instead": a static ability applying while it holds (418.4)
            return self.while_condition(flat, cond)
        out = []
        for e in flat:
            if not isinstance(e, ir.Rule):
                raise CardTextError("?", "as long as", reason="'As long as' needs a rule such as 'doesn't untap'")
            if (isinstance(e, ir.DoesntUntap) and e.duration == UNSTATED
                    and cond == ir.Condition(ir.ConditionKind.STATUS, ref=ir.This(), value="tapped")):
                # "As long as ~ is tapped, that permanent doesn't untap …" (Amber Prison as
                # printed) ends when ~ untaps: the Oracle's "for as long as ~ remains tapped"
                out.append(dataclasses.replace(e, duration=ir.WHILE_SOURCE_TAPPED))
                continue
            out.append(dataclasses.replace(e, duration=ir.AS_LONG_AS, condition=cond))
        return out

    def search(self, who: Any, f: ir.Filter) -> ir.SearchLibrary:
        return ir.SearchLibrary(who, dataclasses.replace(f, zone=Zone.LIBRARY))

    def search_same_name(self, who: Any, f: ir.Filter, like: Any) -> ir.SearchLibrary:
        return ir.SearchLibrary(who, dataclasses.replace(f, zone=Zone.LIBRARY), same_name_as=like)

    def search_up_to_same_name(self, who: Any, n: Any, f: ir.Filter, like: Any) -> ir.SearchLibrary:
        return ir.SearchLibrary(who, dataclasses.replace(f, zone=Zone.LIBRARY), count=n, up_to=True, same_name_as=like)

    def search_n(self, who: Any, n: Any, f: ir.Filter) -> ir.SearchLibrary:
        # Jester's Cap (added, Oracle round eight): exactly that many (as many as possible)
        return ir.SearchLibrary(who, dataclasses.replace(f, zone=Zone.LIBRARY), count=n)

    def search_n_reveal(self, who: Any, n: Any, f: ir.Filter) -> ir.SearchLibrary:
        # Intuition: exactly that many (as many as possible, glossary "Search"), revealed (glossary "Reveal")
        return ir.SearchLibrary(who, dataclasses.replace(f, zone=Zone.LIBRARY), count=n, reveal=True)

    def search_up_to(self, who: Any, n: Any, f: ir.Filter) -> ir.SearchLibrary:
        # "search your library for up to three creature cards" (Buried Alive): none to three
        return ir.SearchLibrary(who, dataclasses.replace(f, zone=Zone.LIBRARY), count=n, up_to=True)

    def shuffle_obj_into_library(self, what: Any) -> list:
        # the cards, then each owner's library shuffled (where they go in it is the shuffle's)
        return [ir.MoveTo(what, Zone.LIBRARY, order=ir.LibraryOrder.SHUFFLED)]

    def may_draw_by(self, who: Any, n: Any) -> ir.Draw:
        # "that creature's controller may draw a card" (Fecundity)
        return ir.Draw(who, n, optional=True)

    def spares_itself(self) -> list:
        return [ir.SparesItself(UNSTATED)]  # the Wards (502.7b)

    def reveal_found(self) -> ir.RevealFound:
        return ir.RevealFound()

    def reveal_any_from_hand(self, f: ir.Filter) -> ir.RevealFromHand:
        if f.zone != Zone.HAND:
            raise CardTextError("?", "reveal any number of", reason="only cards in a hand can be revealed this way")
        return ir.RevealFromHand(f)

    def search_any(self, who: Any, f: ir.Filter) -> ir.SearchLibrary:
        # "search your library for any number of Goblin cards you choose" (Goblin Recruiter)
        return ir.SearchLibrary(who, dataclasses.replace(f, zone=Zone.LIBRARY), count=None)

    def reveal_shuffle_found_on_top(self) -> ir.FoundOnTop:
        return ir.FoundOnTop()

    def search_copies_removed(self, *_: Any) -> ir.SearchCopies:
        # "its controller's … that creature": the target's controller and the target (413.2f)
        return ir.SearchCopies(ir.ControllerOf(It()), It())

    def search_zones_rest_removed(self, who: Any, n: Any) -> ir.SearchZones:
        return ir.SearchZones(who, (Zone.LIBRARY, Zone.GRAVEYARD), n)

    def chosen_on_top(self) -> ir.FoundOnTop:
        return ir.FoundOnTop(reveal_and_shuffle=False)

    def search_reveal(self, who: Any, f: ir.Filter) -> ir.SearchLibrary:
        return ir.SearchLibrary(who, dataclasses.replace(f, zone=Zone.LIBRARY), reveal=True)

    def search_same_name_reveal(self, who: Any, f: ir.Filter, like: Any) -> ir.SearchLibrary:
        return ir.SearchLibrary(who, dataclasses.replace(f, zone=Zone.LIBRARY), same_name_as=like, reveal=True)

    def shuffle(self, who: Any) -> ir.Shuffle:
        return ir.Shuffle(who)

    def shuffle_into_library(self, who: Any, _whose: Any, zones: tuple, _into: Any) -> ir.ShuffleIntoLibrary:
        # "each player shuffles his or her hand and graveyard into his or her library": each
        # player's own cards into his or her own library
        return ir.ShuffleIntoLibrary(who, zones)

    def shuffle_into_library_you(self, _whose: Any, zones: tuple, _into: Any) -> ir.ShuffleIntoLibrary:
        return ir.ShuffleIntoLibrary(ir.You(), zones)

    def zones_hand_graveyard(self) -> tuple:
        return (Zone.HAND, Zone.GRAVEYARD)

    def zones_graveyard(self) -> tuple:
        return (Zone.GRAVEYARD,)

    def zones_hand(self) -> tuple:
        return (Zone.HAND,)

    def remove_top_of_library(self, n: Any, whose: Any) -> ir.RemoveTopOfLibrary:
        return ir.RemoveTopOfLibrary(whose, n)

    def remove_top_card_of_library(self, whose: Any) -> ir.RemoveTopOfLibrary:
        return ir.RemoveTopOfLibrary(whose, 1)  # Chaos Harlequin (added, Oracle round eight)

    def remove_top_card_of_library_face_down(self, whose: Any) -> ir.RemoveTopOfLibrary:
        return ir.RemoveTopOfLibrary(whose, 1, face_down=True)  # Kyren Archive (added, session 46, c3): 217.7b

    def remove_top_of_library_face_down(self, n: Any, whose: Any) -> ir.RemoveTopOfLibrary:
        return ir.RemoveTopOfLibrary(whose, n, face_down=True)  # Three Wishes (added, session 65, h2): 217.7b

    def remove_top_of_library_by(self, who: Any, n: Any, _whose: Any) -> ir.RemoveTopOfLibrary:
        return ir.RemoveTopOfLibrary(who, n)  # Crumbling Sanctuary (added, stat): the player's own library

    def remove_top_of_library_equal(self, whose: Any, n: Any) -> ir.RemoveTopOfLibrary:
        return ir.RemoveTopOfLibrary(whose, n)  # Bone Mask (added, Oracle activated round twenty-one)

    def put_on_bottom_of_library(self, what: Any, _whose: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.LIBRARY, ir.LibraryPosition.BOTTOM)

    def put_on_bottom_of_owners_library(self, what: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.LIBRARY, ir.LibraryPosition.BOTTOM)

    def put_on_top_of_library(self, what: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.LIBRARY, ir.LibraryPosition.TOP)

    def put_into_play(self, what: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.IN_PLAY)

    def put_into_play_tapped(self, what: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.IN_PLAY, tapped=True)

    def put_into_hand(self, what: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.HAND)

    def put_into_graveyard(self, what: Any, _whose: Any) -> ir.MoveTo:
        return ir.MoveTo(what, Zone.GRAVEYARD)

    def then_clause(self, effect: Any) -> Any:
        return effect

    def draw_as_discarded(self) -> ir.Draw:
        return ir.Draw(ThatPlayer(), ir.ResultOf("discarded"))

    def draw_as_discarded_by(self, who: Any) -> ir.Draw:
        return ir.Draw(who, ir.ResultOf("discarded"))

    def draw_as_shuffled_by(self, who: Any) -> ir.Draw:
        # Winds of Change: each player draws as many as he or she shuffled (judge.cards.text)
        return ir.Draw(who, ir.ShuffledThisWay(ir.EachOne()))

    def draw_equal_by(self, who: Any, amount: Any) -> ir.Draw:
        return ir.Draw(who, amount)

    def additional_lands_this_turn(self, n: Any) -> ir.AdditionalLands:
        return ir.AdditionalLands(ir.You(), n, ir.THIS_TURN)

    def additional_lands_static(self, who: Any) -> ir.AdditionalLands:
        return ir.AdditionalLands(who, 1, UNSTATED)

    def additional_lands_static_you(self) -> ir.AdditionalLands:
        return ir.AdditionalLands(ir.You(), 1, UNSTATED)

    def any_number_of_lands_you(self) -> ir.AdditionalLands:
        return ir.AdditionalLands(ir.You(), 1, UNSTATED, any_number=True)

    def opponents_hands_revealed(self) -> ir.Rule:
        return ir.HandsRevealed(ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)))

    def players_cant_play_lands(self) -> ir.Rule:
        return ir.CantPlayLands(ir.All((ir.Filter(players=True),)))

    def players_cant_play_lands_chosen_names(self) -> ir.Rule:
        # Null Chamber (added, session 46, c1): the lands matching the description only (103.2), as Cornered Market's
        f = ir.Filter(types=("land",), extra=(ir.WITH_A_NAME_CHOSEN_AS_IT_CAME_INTO_PLAY,))
        return ir.CantPlayLands(ir.All((ir.Filter(players=True),)), f)

    def cant_be_countered(self) -> ir.Rule:
        return ir.CantBeCountered(ir.This())

    def damage_to_creatures_unpreventable(self) -> ir.Rule:
        return ir.DamageCantBePrevented(ir.This(), filter=ir.Filter(types=("creature",)))

    def no_max_hand_size_you(self) -> ir.Rule:
        return ir.MaxHandSize(ir.You())

    def no_max_hand_size_all(self) -> ir.Rule:
        return ir.MaxHandSize(ir.All((ir.Filter(players=True),)))

    def chosen_max_hand_size(self, n: Any) -> ir.Rule:
        return ir.MaxHandSize(ir.ChosenPlayer(), value=fixed_number(n))

    def max_hand_size(self, n: Any) -> ir.Rule:
        return ir.MaxHandSize(ir.You(), value=fixed_number(n))

    def doesnt_lose_for_life(self) -> ir.Rule:
        return ir.DoesntLoseForLife(ir.You())

    def loses_life_total_as_entering(self) -> ir.Rule:
        return ir.LosesLifeTotalAsEntering(ir.You())

    def sacrifice_all_as_entering(self, f: ir.Filter) -> ir.Rule:
        # Death Pit Offering as printed: its controller's permanents of the description (410.10e)
        return ir.SacrificesAsEntering(ir.You(), f)

    def sacrifice_any_as_entering(self, f: ir.Filter) -> ir.Rule:
        # Wood Elemental: any number of its controller's permanents of the description (410.10e)
        return ir.SacrificesAsEntering(ir.You(), f, any_number=True)

    def discard_hand_as_entering(self) -> ir.Rule:
        # Heightened Awareness: its controller's hand, as it comes into play (410.10e)
        return ir.DiscardsHandAsEntering(ir.You())

    def other_land_type_unaffected(self) -> ir.Rule:
        # the Revised dual lands as printed: the land itself (ir.OtherLandTypeUnaffected)
        return ir.OtherLandTypeUnaffected(ir.This())

    def cant_gain_life(self, who: Any) -> ir.Rule:
        return self._rule(ir.CantGainLife, who)

    def blockable_despite_landwalk(self, what: Any, walk: Any) -> ir.Rule:
        # Quagmire: "Creatures with swampwalk can be blocked as though they didn't have swampwalk"
        land = str(walk.children[0] if hasattr(walk, "children") else walk).lower().replace("walk", "")
        return self._rule(ir.BlockableDespiteLandwalk, what, None, land)

    def blockable_despite_any_landwalk(self, what: Any) -> ir.Rule:
        # Staff of the Ages (added, ostat6): every landwalk ability the creature has
        return self._rule(ir.BlockableDespiteLandwalk, what, None, ir.ANY_LANDWALK)

    def untap_limit(self, who: Any, n: Any, f: ir.Filter) -> ir.Rule:
        return self._rule(ir.UntapLimit, who, f, str(fixed_number(n)))

    def counter_limit(self, what: Any, n: Any, kind: str) -> ir.Rule:
        # Rasputin Dreamweaver: "~ can't have more than seven dream counters on it" (103.2); only of itself
        if not isinstance(what, ir.This):
            raise CardTextError("?", "can't have more than", reason="only a permanent's limit on its own counters is read")
        return dataclasses.replace(self._rule(ir.CounterLimit, what, None, kind), most=fixed_number(n))

    def damage_leaves_one_life(self, who: Any, less_than: int, to: int) -> ir.Rule:
        if (less_than, to) != (1, 1):
            raise CardTextError("?", "reduces it to", reason="only 'to less than 1 reduces it to 1' is supported")
        return self._rule(ir.DamageLeavesOneLife, who)

    def cant_play_activated(self, who: Any, f: ir.Filter) -> ir.Rule:
        return self._rule(ir.CantPlayActivatedAbilities, who, f)

    def cant_activate_abilities_of(self, f: ir.Filter) -> ir.Rule:
        # the Oracle's "Activated abilities of creatures can't be activated" = the era's
        # "Players can't play activated abilities of creatures" (Cursed Totem)
        return self._rule(ir.CantPlayActivatedAbilities, ir.All((ir.Filter(players=True),)), f)

    def cant_play_spells(self, who: Any, f: ir.Filter) -> ir.Rule:
        if f.types == ("land",) and (ir.SAME_NAME_AS_NONTOKEN_PERMANENT in f.extra
                                     or ir.WITH_A_NAME_CHOSEN_AS_IT_CAME_INTO_PLAY in f.extra):
            # Cornered Market (added, session 41, c4): "Players can't play nonbasic lands with the same name as a
            # nontoken permanent" — the lands matching the description (103.2); Null Chamber's "lands with the chosen
            # names" (added, session 46, c1)
            return self._rule(ir.CantPlayLands, who, f)
        if "spell" not in f.types and f.zone != Zone.STACK:
            raise CardTextError("?", "can't play", reason="only spells are read after 'can't play'")
        return self._rule(ir.CantPlaySpells, who, f)

    def abilities_locked_this_turn(self) -> ir.Rule:
        # "that permanent": the source of the ability targeted before it (Interdict)
        return ir.AbilitiesLocked(ir.SourceOf(It()), None, None, ir.THIS_TURN)

    def ability_cost_reduction(self, f: ir.Filter, mana: Token) -> list:
        # Heartstone, Power Artifact (added, ostat6): generic mana only, never below one mana
        # in all — the sentence after it, part of the same rule (409.1f)
        return [self._rule(ir.AbilityCostReduction, None, f, mana_text(mana))]

    def ability_cost_reduction_generic(self, f: ir.Filter, mana: Token, floor: Token) -> list:
        # Heartstone as printed (added, printed round eighteen): "This cannot reduce an ability's
        # generic mana cost to less than {1}" — the generic part never below {1} (409.1f)
        if mana_text(floor) != "{1}":
            raise CardTextError("?", str(floor), reason="only a limit of {1} generic mana is read")
        (rule,) = self.ability_cost_reduction(f, mana)
        return [dataclasses.replace(rule, generic_floor=True)]

    def cant_activate_enchanted(self) -> ir.Rule:
        # no player can play the enchanted creature's activated abilities (103.2)
        return self._rule(ir.CantPlayActivatedAbilities, ir.All((ir.Filter(players=True),)),
                          ir.Filter(extra=("enchanted",)))

    def may_not_untap(self, what: Any) -> ir.Rule:
        return self._rule(ir.MayChooseNotToUntap, what)

    def spend_as_though(self, mana: Any, as_mana: Any) -> ir.Rule:
        # Sunglasses of Urza: its controller's payments (glossary "You/Your"), a {R} payable with white mana
        return ir.SpendAsThough(ir.You(), duration=UNSTATED, mana=ir.COLOR_SYMBOLS[str(mana)],
                                as_mana=ir.COLOR_SYMBOLS[str(as_mana)])

    def post_opp_play(self) -> tuple:
        return ("played_by", ir.PlayerRelation.OPPONENT)

    def r_upkeep(self) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.DURING_YOUR_UPKEEP)

    def r_your_turn(self) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.DURING_YOUR_TURN)

    def r_times(self, n: Any, *_: Any) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.TIMES_EACH_TURN, str(fixed_number(n)))

    def r_twice(self) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.TIMES_EACH_TURN, "2")

    def r_once(self) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.ONCE_EACH_TURN)

    def r_once_ever(self) -> ir.Restriction:
        # Goblin Ski Patrol: "only once" — not each turn but ever, while it is this object (403.3, 217.8)
        return ir.Restriction(ir.RestrictionKind.ONCE)

    def r_sorcery(self) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.AS_A_SORCERY)

    def r_instant(self) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.AS_AN_INSTANT)

    def r_in_graveyard(self) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.IN_ZONE, Zone.GRAVEYARD)

    def r_in_hand(self) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.IN_ZONE, Zone.HAND)

    def r_creature_blocking_self(self) -> ir.Restriction:
        # Grizzled Wolverine: a creature that is blocking the source as it is played (403.3)
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(ir.ConditionKind.EXISTS, filter=ir.Filter(types=("creature",),
                                                                                       extra=("blocking it",))))

    def r_self_status(self, tok: Token) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(ir.ConditionKind.STATUS, ref=ir.This(), value=str(tok)))

    def r_self_not_enchanted(self) -> ir.Restriction:
        # Hakim, Loreweaver: "only if Hakim isn't enchanted" (no Aura attached to it; Time Elemental's description)
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(
            ir.ConditionKind.MATCHES, ref=ir.This(), filter=ir.Filter(extra=("not enchanted by an aura",))))

    def r_self_status_either(self, one: Token, other: Token) -> ir.Restriction:
        # "Activate this ability only if ~ is attacking or blocking": a description's statuses
        # are alternatives (judge.engine.filters)
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(ir.ConditionKind.MATCHES, ref=ir.This(),
                                                           filter=ir.Filter(status=(str(one), str(other)))))

    def r_entered_this_turn(self) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(ir.ConditionKind.ENTERED_THIS_TURN, ref=ir.This()))

    def r_controlled_since_turn(self) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(ir.ConditionKind.CONTROLLED_SINCE_TURN_BEGAN, ref=ir.This()))

    def r_enchanted_color(self, _kind: str, color: str) -> ir.Restriction:
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Enchanted(), filter=ir.Filter(colors=(color,))))

    def r_enchanted_status(self, _kind: str, tok: Token) -> ir.Restriction:
        # Cloak of Confusion as printed: "only if enchanted creature is unblocked"
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(ir.ConditionKind.STATUS, ref=ir.Enchanted(), value=str(tok)))

    def r_combat_deed(self, *parts: Any) -> ir.Restriction:
        # Sea Troll: "Activate this ability only if ~ blocked or was blocked by a blue creature this turn"
        return ir.Restriction(ir.RestrictionKind.IF, condition=self.cond_combat_deed(*parts))

    def spc_you_another(self) -> ir.Condition:
        # Skyshroud Condor: any spell played before this one this turn
        return ir.Condition(ir.ConditionKind.SPELL_PLAYED_THIS_TURN, player=ir.You())

    def spc_opponent(self, f: ir.Filter) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.SPELL_PLAYED_THIS_TURN, filter=spell_types_filter(f),
                            player=ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)))

    def r_cards_above(self, n: Any) -> ir.Restriction:
        # Ashen Ghoul (added, otrig6): its graveyard's order (217.4b), as Nether Shadow's trigger reads it
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(
            ir.ConditionKind.CARDS_ABOVE, ref=ir.This(), filter=ir.Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",)),
            compare=ir.Compare(">=", n)))

    def r_counters_on_self(self, cmp: ir.Compare, kind: str) -> ir.Restriction:
        # Triassic Egg (added, o4): "only if two or more hatchling counters are on ~" (403.3)
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(ir.ConditionKind.COUNTERS, ref=ir.This(), value=kind, compare=cmp))

    def r_self_power_at_least(self, n: Any) -> ir.Restriction:
        # Lesser Werewolf as printed: "only if ~'s power is 1 or more" — as it is played (403.3), the condition
        # its Oracle instructions check again as they resolve (if_self_power_at_least)
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(
            ir.ConditionKind.MATCHES, ref=ir.This(), filter=ir.Filter(power=ir.Compare(">=", fixed_number(n)))))

    def r_condition(self, cond: ir.Condition) -> ir.Restriction:
        # "Activate this ability only if you have exactly seven cards in hand" (403.3)
        return ir.Restriction(ir.RestrictionKind.IF, condition=cond)

    def r_none_in_play(self, f: ir.Filter) -> ir.Restriction:
        # Tidal Influence (added, stat): "only if no permanents named ~ are on the battlefield"
        return ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(ir.ConditionKind.NONE, filter=dataclasses.replace(f, zone=Zone.IN_PLAY)))


def _window(window: str):
    return lambda self, *_: ir.Restriction(ir.RestrictionKind.WINDOW, window)


for _w in ir.WINDOWS:  # r_w_<window>: the grammar's windows of the turn
    setattr(Sentences, "r_w_" + _w.replace(" ", "_").replace("'", ""), _window(_w))


def _discard_drawn_unless(f: ir.Filter) -> ir.Conditional:
    """"If it isn't a land card, discard it." of the card just drawn (Sindbad): looked at as the
    instruction is carried out (413.2f); only a card type is read after "if it isn't"."""
    types = tuple(t for t in f.types if t != "card")
    if not types or dataclasses.replace(f, types=(), zone=Zone.IN_PLAY, extra=tuple(e for e in f.extra if e != "card")) != ir.Filter():
        raise CardTextError("?", "if it isn't …", reason="only a card type is read after 'if it isn't'")
    unless = ir.Filter(types=("card",), zone=Zone.ANY, not_types=types)
    drawn = ir.Filter(types=("card",), zone=Zone.HAND, extra=("drawn this way",))
    return ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=ir.DrawnThisWay(), filter=unless), (ir.Discard(ir.You(), 1, filter=drawn),))


def _except_from_group(effects: list, said: str, narrow) -> list:
    """"Except for <said> and artifact creatures, <group> …": each rule about a group, its group's
    descriptions narrowed by ``narrow`` (Akron Legionnaire, both wordings); refused when the
    sentence is no rule about a group."""
    out = []
    for e in effects:
        if not (isinstance(e, ir.Rule) and isinstance(e.what, ir.All)):
            raise CardTextError("?", "except for", reason=f"'Except for {said} …' needs a rule about a group")
        out.append(dataclasses.replace(e, what=ir.All(tuple(narrow(f) for f in e.what.filters))))
    return out


def _that_chosen(noun: str = "creature") -> tuple:
    """For a sentence that chooses an object as the ability resolves and instructions after it
    that say "that creature" / "that card" / "it": a rewriter for :func:`ir.rebuild` turning each such
    word into the object chosen this way (``ir.ObjectChosenThisWay``, named by ``noun``), and the list of the words it
    turned (empty: no instruction read the choice)."""
    chosen, found = ir.ObjectChosenThisWay(noun=noun), []

    def fix(x: Any) -> Any:
        if type(x) in (It, ItFirst):
            found.append(x)
            return chosen
        return None

    return fix, found
