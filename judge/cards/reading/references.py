"""References to objects and players: "~", "it", "that creature", "target ...", "you", "its controller", "each opponent" (413.2f).

One area of the card-text grammar's transformer (:class:`judge.cards.reading.CardTransformer`
combines them): each method builds the IR of the grammar rule of its name."""

from __future__ import annotations

import dataclasses

from typing import Any

from judge._speed.lalr.driver import Token
from judge._speed.lalr.trees import Transformer, v_args

from judge.cards import ir
from judge.cards.phrases import (CardTextError, AnyPlayer, It, ItFirst, Itself, ThatPlayer, fixed_number, singular_type)
from judge.zones import Zone


@v_args(inline=True)
class References(Transformer):  # type: ignore[misc]
    """References to objects and players: "~", "it", "that creature", "target ...", "you", "its controller", "each opponent" (413.2f)."""

    def ref_self(self) -> ir.ObjRef:
        return ir.This()

    def ref_itself(self) -> Itself:
        return Itself()  # the clause's subject, resolved by the clause (judge.cards.reading.effects)

    def ref_token_maker(self) -> ir.ObjRef:
        return ir.TokenMaker()

    def ref_granter(self) -> ir.ObjRef:
        # Archery Training: "Enchanted creature has \"{T}: This creature deals X damage to …, where X is the number of
        # arrow counters on Archery Training.\"" — the Aura granting the ability, not the creature that has it
        return ir.Granter()

    def ref_enchanted(self, tok: Token) -> ir.ObjRef:
        return ir.Enchanted(noun=str(tok))  # "enchanted land" (Wellspring): the noun, for the card's own words

    def ref_both(self, a: Any, b: Any) -> ir.Both:
        return ir.Both((a, b))

    def ref_target(self, f: ir.Filter) -> ir.Target:
        return self._add_target(f)

    def ref_target_defending_players_choice(self, f: ir.Filter) -> ir.Target:
        # Erithizon: "put a +1/+1 counter on target creature of defending player's choice" (409.1c)
        return self._add_target_chosen_by(f, ir.DefendingPlayer())

    def ref_target_their_choice(self, f: ir.Filter) -> ir.Target:
        # The Abyss: "destroy target nonartifact creature that player controls of their choice" —
        # "their" is the player the description names, who chooses (409.1c); with no player named
        # before it, whose choice it is isn't read
        if f.controlled_by is None:
            raise CardTextError("?", "of their choice", reason="'target … of their choice' is read only after "
                                "'… that player controls' (the player it names chooses)")
        return self._add_target_chosen_by(f, f.controlled_by)

    def ref_target_opponents_choice(self, f: ir.Filter) -> ir.Target:
        # Cuombajj Witches: "… and 1 damage to any target of an opponent's choice" — an opponent of
        # the ability's controller chooses it (409.1c; in a game of two, the opponent, 100.1)
        return self._add_target_chosen_by(f, self.poss_an_opponent())

    def ref_target_opponents_choice_theirs(self, f: ir.Filter) -> ir.Target:
        # Preacher: "… of an opponent's choice they control" — one an opponent controls, that opponent choosing
        # (409.1c); with more than one opponent the engine doesn't say who chooses (judge.engine.casting)
        if f.controller is not None or f.controlled_by is not None:
            raise CardTextError("?", "of an opponent's choice they control", reason="a controller named twice")
        return self._add_target_chosen_by(dataclasses.replace(f, controller=ir.PlayerRelation.OPPONENT), self.poss_an_opponent())

    def ref_target_you_chose(self) -> ir.Target:
        # Mogg Assassin: "the creature you chose" — the target its controller chose (409.1c)
        return self._target_chosen("the creature you chose", by_you=True)

    def ref_target_opponent_chose(self) -> ir.Target:
        # Mogg Assassin: "the creature your opponent chose" — the target the opponent chose (409.1c)
        return self._target_chosen("the creature your opponent chose", by_you=False)

    def _target_chosen(self, said: str, by_you: bool) -> ir.Target:
        """The creature target of the two before it (one the controller chose, one another player chose) that
        ``by_you`` names — read only after exactly those two."""
        mine = [sp for sp in self.targets if sp.chosen_by is None]
        theirs = [sp for sp in self.targets if sp.chosen_by is not None]
        if len(mine) != 1 or len(theirs) != 1:
            raise CardTextError("?", said, reason="read only after one target you choose and one another player "
                                "chooses")
        spec = mine[0] if by_you else theirs[0]
        if not spec.filter.types or set(spec.filter.types) != {"creature"}:
            raise CardTextError("?", said, reason="the target so named is not a creature target")
        return ir.Target(spec.index)

    def _add_target_chosen_by(self, f: ir.Filter, who: Any) -> ir.Target:
        target = self._add_target(f)
        self.targets[-1] = dataclasses.replace(self.targets[-1], chosen_by=who)
        return target

    def ref_target_activated_ability(self, *types: Any) -> ir.Target:
        # "target activated ability from an artifact source" (Rust): its source's card types
        # (409.1a: the pseudospell has the text and color of the card generating the ability)
        return self._add_target(ir.activated_ability_from(tuple(singular_type(str(t)) for t in types)))

    def ref_target_spell_or_ability(self, extra: str) -> ir.Target:
        # "counter target spell or ability that targets a creature" (Diplomatic Escort), "change
        # the target of target spell or ability that targets only ~" (Silver Wyvern)
        return self._add_target(ir.spell_or_ability(extra))

    def stack_targets_a_creature(self) -> str:
        return ir.TARGETS_A_CREATURE

    def stack_targets_only_self(self) -> str:
        return ir.TARGETS_ONLY_SELF

    def ref_chosen_upto(self, n: Any, f: ir.Filter) -> ir.Chosen:
        # "untap up to two lands" (Cloud of Faeries): chosen on resolution, none to that many (413.2c)
        return ir.Chosen(f, count=fixed_number(n), up_to=True)

    def ref_target_upto(self, n: Any, f: ir.Filter) -> ir.Target:
        if isinstance(n, ir.VarX):
            # "up to X target lands, where X is …": the ", where X is" of its sentence says how
            # many (Sentences.clauses); without it, the X announced (409.1b)
            target = self._add_target(f, 0, None)
            self.targets[-1] = dataclasses.replace(self.targets[-1], max_amount=n)
            return target
        return self._add_target(f, 0, fixed_number(n))

    def ref_target_upto_single_graveyard(self, n: Any, f: ir.Filter) -> ir.Target:
        # "up to three target cards from a single graveyard": all of them from one graveyard (409.1c)
        target = self._add_target(dataclasses.replace(f, zone=Zone.GRAVEYARD), 0, fixed_number(n))
        self.targets[-1] = dataclasses.replace(self.targets[-1], single_zone=True)
        return target

    def ref_target_one_or_two(self, f: ir.Filter) -> ir.Target:
        return self._add_target(f, 1, 2)

    def ref_target_any(self, f: ir.Filter) -> ir.Target:
        # "Any number of target creatures": none or more (409.1c)
        return self._add_target(f, 0, None)

    def ref_target_one_or_more(self, f: ir.Filter) -> ir.Target:
        return self._add_target(f, 1, None)  # "one or more target creatures": at least one (409.1c)

    def ref_target_x(self, f: ir.Filter) -> ir.Target:
        # "Destroy X target lands" (Scorched Earth): exactly X, as announced (409.1b, 409.1c)
        return self._add_target(f, 0, None, count_x=True)

    def ref_target_x_any(self) -> ir.Target:
        # "each of X targets" (Firestorm): as printed, "each of X target creatures and/or players"
        return self.ref_target_x(ir.Filter(types=("creature",), players=True))

    def ref_target_n(self, n: Any, f: ir.Filter) -> ir.Target:
        # "Destroy two target nonblack creatures": exactly that many targets (409.1c)
        return self._add_target(f, fixed_number(n), fixed_number(n))

    def ref_and_same_name(self, first: Any, f: ir.Filter) -> ir.Both:
        return ir.Both((first, ir.SameName(first, f, other=True)))

    def ref_tapped_to_pay_this_turn(self, f: ir.Filter) -> ir.TappedToPayThisTurn:
        return ir.TappedToPayThisTurn(f)

    def ref_all(self, f: ir.Filter) -> Any:
        if ir.WITH_THAT_NAME in f.extra and f.other:  # Eye of Singularity: "all other permanents with that name"
            rest = dataclasses.replace(f, other=False, extra=tuple(e for e in f.extra if e != ir.WITH_THAT_NAME))
            return ir.SameName(It(), rest, other=True)
        if ir.SAME_NAME_AS_THAT_CREATURE in f.extra and not f.other:
            # Dual Nature: "exile all tokens with the same name as that creature" (202.3; 413.2f: as it last existed)
            return ir.SameName(It(), dataclasses.replace(f, extra=tuple(e for e in f.extra
                                                                         if e != ir.SAME_NAME_AS_THAT_CREATURE)))
        if f.other and "revealed this way" in f.extra and f.types == ("card",):
            return ir.RevealedRest()  # "all other cards revealed this way" (Hermit Druid)
        return ir.All((f,))

    def ref_either_all(self, first: ir.Filter, second: ir.Filter) -> ir.EitherAll:
        # "Destroy all enchantments or all nonwhite enchantments": the caster's choice on resolution (413.2c)
        return ir.EitherAll((first, second))

    def ref_each(self, f: ir.Filter) -> ir.All:
        return ir.All((f,))

    def ref_each_attacking_and_blocking(self) -> ir.All:
        return ir.All((ir.Filter(types=("creature",), status=("attacking",)),
                       ir.Filter(types=("creature",), status=("blocking",))))

    def ref_bare(self, f: ir.Filter) -> ir.All:
        return ir.All((f,))

    def ref_it(self) -> Any:
        return It() if self.targets else ItFirst()

    def ref_first_creature(self) -> ir.FirstCreature:
        return ir.FirstCreature()  # Infinite Authority (session 76, h7)

    def ref_created(self) -> ir.Created:
        # Echo Chamber: the token made by this ability (216.1); refused where none was (judge.cards.text._resolve)
        return ir.Created()

    def ref_that_subtype(self, _type: Any) -> Any:
        return self.ref_it()  # "that Sliver" (Spined Sliver): "it", resolved per ability (judge.cards.text._resolve)

    def ref_those_with(self, kw: ir.Keyword) -> ir.AmongThem:
        return ir.AmongThem(self.ref_it(), ir.Filter(types=("creature",), keywords=(kw,)))

    def ref_those_affected_idle(self) -> ir.AmongThem:
        return ir.AmongThem(ir.AffectedThisWay(), ir.Filter(extra=("didn't attack this turn",)))

    def least_stat(self, which: Token) -> str:
        return str(which)

    def ref_graveyard_top(self, whose: Any) -> ir.GraveyardEnd:
        # "the top card of your graveyard" (Soldevi Digger; added, Oracle round eight)
        return ir.GraveyardEnd(whose, ir.GraveyardPileEnd.TOP)

    def ref_graveyard_top_creature(self, whose: Any) -> ir.GraveyardEnd:
        # "the top creature card of your graveyard" (Corpse Dance): the creature card nearest the top
        return ir.GraveyardEnd(whose, ir.GraveyardPileEnd.TOP, ir.Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",)))

    def ref_graveyard_bottom(self, whose: Any) -> ir.GraveyardEnd:
        # "the bottom card of target player's graveyard" (Phyrexian Furnace)
        return ir.GraveyardEnd(whose, ir.GraveyardPileEnd.BOTTOM)

    def ref_put_with(self, *_: Any) -> ir.All:
        return ir.All((ir.Filter(types=("creature",), zone=Zone.IN_PLAY, extra=(ir.PUT_INTO_PLAY_WITH,)),))  # Diabolic Servitude

    def ref_the_blocking(self) -> ir.TheBlockingCreature:
        return ir.TheBlockingCreature()

    def ref_the_attacking(self) -> ir.TheAttackingCreature:
        return ir.TheAttackingCreature()

    def ref_least(self, which: str) -> ir.Chosen:
        # one creature, its controller's choice among those tied (the next sentence says so)
        return ir.Chosen(ir.Filter(types=("creature",), extra=(f"least {which}",)), ir.You())

    def ref_player(self, p: Any) -> Any:
        return p

    def pl_you(self) -> ir.ObjRef:
        return ir.You()

    def pl_that(self) -> Any:
        return ThatPlayer()

    def pl_any(self) -> Any:
        return AnyPlayer()

    def pl_defending(self) -> ir.ObjRef:
        return ir.DefendingPlayer()

    def pl_its_controller(self) -> ir.ObjRef:
        return ir.ControllerOf(It())

    def pl_target_controller_or_player(self) -> ir.ObjRef:
        # Rhystic Lightning (added, o2): "that permanent's controller or that player" — the controller
        # of the target if it is a permanent, the target itself if it is a player (context.refer)
        return ir.ControllerOf(It())

    def pl_enchanted_controller(self) -> ir.ObjRef:
        return ir.ControllerOf(ir.Enchanted())

    def pl_its_owner(self) -> ir.ObjRef:
        return ir.OwnerOf(It())

    def pl_that_land_controller(self) -> ir.ObjRef:
        return ir.ControllerOf(It())

    def pl_trigger_source_controller(self) -> ir.ObjRef:
        return ir.ControllerOf(ir.TriggerSource())

    def pl_targeting_controller(self) -> ir.ObjRef:
        # "that spell or ability's controller": who played what made the trigger's target
        return ir.TriggerPlayer()

    def poss_target_player(self) -> ir.Target:
        return self._add_target(ir.Filter(players=True))

    def poss_target_opponent(self) -> ir.Target:
        return self._add_target(ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT))

    def poss_defending(self) -> ir.ObjRef:
        return ir.DefendingPlayer()

    def poss_that(self) -> Any:
        return ThatPlayer()

    def poss_you(self) -> ir.ObjRef:
        return ir.You()

    def poss_chosen(self) -> ir.ObjRef:
        return ir.ChosenPlayer()

    def poss_an_opponent(self) -> ir.ObjRef:
        return ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),))

    def pl_chosen(self) -> ir.ObjRef:
        return ir.ChosenPlayer()

    def pl_most_life(self) -> ir.ObjRef:
        return ir.PlayerWithMost("life")

    def pl_controller_of_last_damager(self, f: ir.Filter) -> ir.ObjRef:
        # Suffocation (added, session 73, h6): the latest such damage to you this turn, its source's controller then
        return ir.ControllerOfLastDamager(f, ir.You())

    def pl_most_controls(self, f: ir.Filter) -> ir.ObjRef:
        return ir.PlayerWithMost("permanents", f)
