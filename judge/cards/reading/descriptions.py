"""Descriptions of objects: "target nonblack creature", "each creature you control", "a Goblin", "creature cards in your graveyard" — the IR Filter.

One area of the card-text grammar's transformer (:class:`judge.cards.reading.CardTransformer`
combines them): each method builds the IR of the grammar rule of its name."""

from __future__ import annotations

from typing import Any, Optional

from judge._speed.lalr.driver import Token
from judge._speed.lalr.trees import Transformer, v_args

from judge.cards import ir
from judge.cards.phrases import (CardTextError, It, DescriptionItem, KIND_WORDS, ThatPlayer, build_filter, fixed_number, as_land_type, singular_type,
                                 as_subtype)
from judge.zones import Zone


#: An adjective or a card type on one noun: "a black or artifact creature" (Soldevi Adnate).
_OR_TYPE = "or type"


def _either_type(items: list, either: list) -> ir.Filter:
    """"a black or artifact creature" (Soldevi Adnate, added statm): a black creature, or an artifact
    creature of any colour — the union of the two nouns (``any_of``), each with the rest of the
    description. Only as the description's one noun, with a card type for its noun."""
    item = items[0]
    if len(items) != 1 or len(either) != 1 or item.noun.get("noun") != "types":
        raise CardTextError("?", "… or artifact …", reason="'a *colour* or artifact *type*' is read only as a "
                                                        "description's one noun")
    (marker,) = either
    adj, cardtype = marker[1]
    rest = [a for a in item.adjs if a is not marker]
    plain = DescriptionItem(rest + [adj], dict(item.noun), list(item.posts))
    typed = DescriptionItem(list(rest), dict(item.noun, types=[cardtype] + [t for t in item.noun["types"] if t != cardtype]),
                  list(item.posts))
    return build_filter([plain, typed])


@v_args(inline=True)
class Descriptions(Transformer):  # type: ignore[misc]
    """Descriptions of objects: "target nonblack creature", "each creature you control", "a Goblin", "creature cards in your graveyard" — the IR Filter."""

    def descr(self, *parts: Any) -> ir.Filter:
        items = [p for p in parts if isinstance(p, DescriptionItem)]
        either = [a for i in items for a in i.adjs if a[0] == _OR_TYPE]
        if either:
            return _either_type(items, either)
        return build_filter(items)

    def adj_or_artifact(self, adj: tuple) -> list:
        return [(_OR_TYPE, (adj, "artifact"))]

    def noun_conj(self, *_: Any) -> None:
        return None

    def post_in_play(self) -> tuple:
        return ("zone", Zone.IN_PLAY)

    def noun_item(self, *parts: Any) -> DescriptionItem:
        adjs: list = []
        noun: dict = {}
        posts: list = []
        for p in parts:
            if isinstance(p, list):
                adjs.extend(p)
            elif isinstance(p, dict) and "noun" in p:
                noun = p
            else:
                posts.append(p)
        for i, p in enumerate(posts):
            if p[0] == "first of kind":  # Ichneumon Druid: the same kind of spell both times, by card type only
                if p[1] != noun or adjs or noun.get("noun") != "types" or noun.get("kind") != "spell":
                    raise CardTextError("?", "other than the first", reason="only '<type> spell other than the first "
                                                                             "<type> spell that player casts' is read")
                posts[i] = ("extra", ir.NOT_FIRST_OF_KIND_THIS_TURN)
        return DescriptionItem(adjs, noun, posts)

    def adj_group(self, *adjs: Any) -> list:
        adjs = tuple(a for a in adjs if a is not None)
        if len(adjs) > 1:
            return [("or", adjs)]
        return list(adjs)

    def adj_color(self, tok: Token) -> tuple:
        return ("color", str(tok))

    def adj_non(self, tok: Token) -> tuple:
        word = str(tok)[3:].lstrip("-")
        return ("non", word)

    def post_pt(self, tok: Token) -> tuple:
        p, t = (int(v) for v in str(tok).split("/"))
        return ("pt", (p, t))

    def adj_status(self, tok: Token) -> tuple:
        return ("status", str(tok))

    def adj_nonattacking_nonblocking(self) -> tuple:
        return ("status", ir.NONATTACKING_NONBLOCKING)

    def adj_other(self) -> tuple:
        return ("other", True)

    def adj_snow(self) -> tuple:
        return ("extra", "snow")

    def adj_legendary(self) -> tuple:
        return ("extra", "legendary")

    def adj_basic(self) -> tuple:
        return ("extra", "basic")

    def adj_nonbasic(self) -> tuple:
        return ("extra", "nonbasic")

    def adj_mana_producing(self) -> tuple:
        return ("extra", "mana-producing")

    def noun_types(self, *words: str) -> dict:
        kind = None
        types = []
        for t in words:
            if t in KIND_WORDS:
                kind = singular_type(t)
            else:
                types.append(singular_type(t))
        return {"noun": "types", "types": types, "kind": kind}

    def noun_kind(self, tok: Token) -> dict:
        return {"noun": "kind", "kind": singular_type(tok)}

    def noun_subtype(self, tok: Token, kind: Optional[Token] = None) -> dict:
        return {"noun": "subtype", "subtype": as_subtype(tok), "kind": singular_type(kind) if kind else None}

    def noun_subtype_type(self, tok: Token, cardtype: Token, kind: Optional[Token] = None) -> dict:
        # "target Assembly-Worker creature", "Goblin creatures": only creatures have creature
        # types, so "creature" adds nothing ("Goblin creatures" = the era's "Goblins");
        # "a Mercenary permanent card" (a card, in a library or hand)
        t = singular_type(cardtype)
        return {"noun": "subtype", "subtype": as_subtype(tok), "types": () if t == "creature" else (t,),
                "kind": singular_type(kind) if kind else None}

    def noun_landtype_kind(self, tok: Token, kind: Token) -> dict:
        # "a Mountain card" (in a hand or library)
        return {"noun": "landtype", "subtype": as_land_type(tok), "kind": singular_type(kind)}

    def noun_landtype(self, tok: Token) -> dict:
        return {"noun": "landtype", "subtype": as_land_type(tok)}

    def noun_desert(self) -> dict:
        return {"noun": "landtype", "subtype": "desert"}

    def noun_player(self) -> dict:
        return {"noun": "player"}

    def noun_opponent(self) -> dict:
        return {"noun": "opponent"}

    def noun_source(self) -> dict:
        return {"noun": "source"}

    def noun_type_source(self, t: str) -> dict:
        return {"noun": "source", "types": (t,)}  # "an artifact source": a source that is an artifact

    def post_attached_to(self, kind: str) -> tuple:
        return ("extra", f"attached to {kind}")

    def post_attached_to_that(self) -> tuple:
        # the creature as the ability's other references name it (judge.cards.text resolves "that")
        return ("deed partner", (ir.ATTACHED_TO_PARTNER, It()))

    def post_attached_to_self(self) -> tuple:
        # Hakim, Loreweaver: "all Auras attached to ~" — the partner the card itself
        return ("deed partner", (ir.ATTACHED_TO_PARTNER, ir.This()))

    def post_attached_to_them(self) -> tuple:
        # Gauntlets of Chaos: "them" the permanents an exchange just before named — a placeholder judge.cards.text
        # replaces with both of them (ir.Both), or refuses the sentence
        return ("deed partner", (ir.ATTACHED_TO_PARTNER, ir.Both(())))

    def post_attached_to_target_yours(self) -> tuple:
        # Scarab of the Unseen: the permanent is a target (409.1c) "you own" (glossary "Owner")
        return ("deed partner", (ir.ATTACHED_TO_PARTNER,
                                 self._add_target(ir.Filter(types=("permanent",), extra=("you own",)))))

    def post_attached_to_yours(self) -> tuple:
        return ("extra", "attached to creature you control")

    def post_attached_to_creature_or_land(self) -> tuple:
        return ("extra", "attached to creature or land")

    def post_other_than_self(self) -> tuple:
        return ("other", True)

    def post_other_than_first_this_turn(self, noun: dict, *_: Any) -> tuple:
        return ("first of kind", noun)  # (checked against the item's own noun by noun_item)

    def post_other_than_enchanted(self) -> tuple:
        return ("extra", ir.NOT_ENCHANTED_BY_SOURCE)  # Kjeldoran Pride (added, oracle7)

    def post_other_than_tapped_to_pay(self) -> tuple:
        return ("extra", ir.NOT_TAPPED_TO_PAY)  # Veteran's Voice (added, session 47, h5)

    def post_with(self, kw: ir.Keyword) -> tuple:
        return ("keywords", kw)

    def post_with_any_landwalk(self) -> tuple:
        return ("keywords", ir.Keyword("landwalk", None))  # (a landwalk of any land type)

    def post_with_enchant_creature(self) -> tuple:
        return ("extra", ir.WITH_ENCHANT_CREATURE)

    def post_with_fading(self) -> tuple:
        return ("extra", ir.WITH_FADING)  # Parallax Inhibitor (session 75, h7)

    def post_of_subtype_enchant_creature(self) -> tuple:
        return ("extra", ir.OF_SUBTYPE_ENCHANT_CREATURE)

    def post_without(self, kw: ir.Keyword) -> tuple:
        return ("not_keywords", kw)

    def post_with_names_chosen_as_entering(self) -> tuple:
        return ("extra", ir.WITH_A_NAME_CHOSEN_AS_IT_CAME_INTO_PLAY)  # Null Chamber (added, session 46, c1)

    def post_same_name_nontoken(self) -> tuple:
        return ("extra", ir.SAME_NAME_AS_NONTOKEN_PERMANENT)  # Cornered Market (added, session 41, c4)

    def post_same_name_another_nonbasic(self) -> list:
        # Eye of Singularity (added, session 44, c5): two restrictions, as adjectives are
        return [("extra", ir.SAME_NAME_AS_ANOTHER_PERMANENT), ("extra", "nonbasic")]

    def post_same_name_as_that_creature(self) -> tuple:
        return ("extra", ir.SAME_NAME_AS_THAT_CREATURE)  # Dual Nature: made ir.SameName by References.ref_all

    def post_created_with_self(self) -> tuple:
        return ("extra", ir.PUT_INTO_PLAY_WITH)  # Dual Nature: the tokens this permanent's abilities made (216.1)

    def post_with_that_name(self) -> tuple:
        return ("extra", ir.WITH_THAT_NAME)  # Eye of Singularity: made ir.SameName by References.ref_all

    def post_greatest_power(self, *_: Any) -> tuple:
        return ("extra", ir.GREATEST_POWER)  # Topple: as the target is chosen and on resolution (409.1c, 413.2a)

    def post_power_ge(self, n: Any) -> tuple:
        return ("power", ir.Compare(">=", fixed_number(n)))

    def post_power_gt_hand(self) -> tuple:
        return ("power", ir.Compare(">", ir.CardsInHand(ir.You())))

    def post_power_gt_their_hand(self) -> tuple:
        # Noetic Scales: "their" the player the sentence names ("that player"), resolved with it
        return ("power", ir.Compare(">", ir.CardsInHand(ThatPlayer())))

    def post_power_le_counters_self(self, kind: str) -> tuple:
        # Legacy's Allure (added, Oracle activated round thirteen): the counters on the source
        # whenever the description is applied (judge.engine.filters)
        return ("power", ir.Compare("<=", ir.CountersOn(ir.This(), kind)))

    def post_power_le(self, n: Any) -> tuple:
        return ("power", ir.Compare("<=", fixed_number(n)))

    def post_toughness_ge(self, n: Any) -> tuple:
        return ("toughness", ir.Compare(">=", fixed_number(n)))

    def post_toughness_le(self, n: Any) -> tuple:
        return ("toughness", ir.Compare("<=", fixed_number(n)))

    def post_toughness_lt_self_power(self) -> tuple:
        # Stone Giant: compared with the source's power as the description is applied (judge.engine.filters)
        return ("toughness", ir.Compare("<", ir.PowerOf(ir.This())))

    def post_power_ge_enchanted_toughness(self) -> tuple:
        # Ironclaw Curse: compared with the enchanted creature's toughness as the description is
        # applied (judge.engine.filters)
        return ("power", ir.Compare(">=", ir.ToughnessOf(ir.Enchanted())))

    def post_cmc(self, n: Any) -> tuple:
        return ("mana_value", ir.Compare("==", n))

    def post_cmc_le(self, n: Any) -> tuple:
        return ("mana_value", ir.Compare("<=", n))

    def post_cmc_ge(self, n: Any) -> tuple:
        return ("mana_value", ir.Compare(">=", n))

    def post_cmc_counters_self(self, kind: str) -> tuple:
        # Powder Keg, Wave of Terror (added, otrig5): the counters on the source, counted when
        # the instruction is carried out (judge.engine.filters)
        return ("mana_value", ir.Compare("==", ir.CountersOn(ir.This(), kind)))

    def post_cmc_le_own_counters(self, kind: str) -> tuple:
        # Corrosion (added, session 41): the counters on each object the description is applied
        # to, its own (ir.EachObject; judge.engine.filters)
        return ("mana_value", ir.Compare("<=", ir.CountersOn(ir.EachObject(), kind)))

    def post_you_control(self) -> tuple:
        return ("controller", ir.PlayerRelation.YOU)

    def post_you_play(self) -> tuple:
        return ("played_by", ir.PlayerRelation.YOU)

    def post_opp_control(self) -> tuple:
        return ("controller", ir.PlayerRelation.OPPONENT)

    def post_target_player_owns(self) -> tuple:
        return ("owned_by", self._add_target(ir.Filter(players=True)))

    def post_target_player_controls(self) -> tuple:
        return ("controlled_by", self._add_target(ir.Filter(players=True)))

    def post_blocking_it(self) -> tuple:
        return ("extra", "blocking it")  # blocking the ability's source (309)

    def post_blocking_target_attacking(self) -> tuple:
        # Feint: blocking the target (309.3), an attacking creature (409.1c)
        return ("deed partner", ("blocking it", self._add_target(ir.Filter(types=("creature",), status=("attacking",)))))

    def post_blocking_that_creature(self) -> tuple:
        # Tidal Flats: blocking the creature named before ("that creature", It; judge.cards.reading.sentences)
        return ("deed partner", ("blocking it", It()))

    def post_blocked_by_it(self) -> tuple:
        return ("extra", "blocked by it")  # what the ability's source is blocking (309.3)

    def post_banded_with_it(self) -> tuple:
        return ("extra", ir.BANDED_WITH_IT)  # the other creatures of the source's attacking band (judge.engine.banding)

    def post_defending_controls(self) -> tuple:
        return ("controlled_by", ir.DefendingPlayer())

    def post_active_player_controls(self) -> tuple:
        return ("controlled_by", ir.ActivePlayer())

    def post_chosen_player_controls(self) -> tuple:
        return ("controlled_by", ir.ChosenPlayer())

    def post_chosen_player_plays(self) -> tuple:
        return ("played_by", ir.ChosenPlayer())

    def post_chosen_player_graveyard(self, _tok: Token) -> tuple:
        return ("zone_of", (Zone.GRAVEYARD, ir.ChosenPlayer()))

    def post_chosen_player_hand(self, _tok: Token) -> tuple:
        return ("zone_of", (Zone.HAND, ir.ChosenPlayer()))

    def post_chosen_color(self, _tok: Token) -> tuple:
        return ("colors", (ir.CHOSEN_COLOR,))

    def post_chosen_type(self, _tok: Token) -> tuple:
        return ("subtypes", (ir.CHOSEN_TYPE,))

    def post_that_type(self, _tok: Token) -> tuple:
        return ("extra", ir.OF_THAT_TYPE)  # claimed by "Choose a creature type." (judge.cards.reading.sentences)

    def post_that_color(self, _tok: Token) -> tuple:
        return ("extra", ir.OF_THAT_COLOR)  # claimed by "Choose a color."

    def post_target_opponent_controls(self) -> tuple:
        return ("controlled_by", self._add_target(ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT)))

    def post_shares_those_types(self) -> tuple:
        # Legerdemain, Gauntlets of Chaos: "those types" and "it" are the exchange's first target's,
        # filled in by the exchange that reads it (judge.cards.reading.effects); no types until then
        return ("shares_type", ir.SharesType(ir.Target(0), ()))

    def post_shares_creature_type_with_it(self) -> tuple:
        # Coat of Arms: "it" is each creature the pump applies to, filled in by the pump that reads it
        # (judge.cards.reading.effects.pump_each: ir.EachObject)
        return ("deed partner", (ir.SHARES_CREATURE_TYPE_WITH_PARTNER, It()))

    def post_that_player_controls(self) -> tuple:
        return ("controlled_by", ThatPlayer())

    def post_they_controlled_at_turn_start(self) -> tuple:
        return ("controlled_at_turn_start", ThatPlayer())

    def post_untapped_at_turn_start(self) -> tuple:
        return ("untapped_at_turn_start", None)

    def post_your_graveyard(self) -> tuple:
        return ("zone_owner", (Zone.GRAVEYARD, ir.PlayerRelation.YOU))

    def post_its_controller_graveyard(self) -> tuple:
        return ("zone_of", (Zone.GRAVEYARD, ir.ControllerOf(ir.This())))  # Elephant Resurgence's token (added, c5)

    def post_revealed_this_way(self) -> tuple:
        return ("revealed", None)  # "for each card revealed this way": in the hand, revealed by this ability

    def post_exiled_with(self) -> tuple:
        return ("exiled_with", None)  # removed from the game by an instruction of this object (added, otrig6)

    def post_named_self(self) -> tuple:
        return ("extra", "named ~")

    def post_not_named_self(self) -> tuple:
        return ("extra", ir.NOT_NAMED_SELF)  # Escaped Shapeshifter (added, session 42, c4)

    def post_not_declared_this_combat(self) -> tuple:
        return ("extra", ir.NOT_DECLARED_THIS_COMBAT)  # Hollow Warrior (added, c3)

    def post_named(self, tok: Token) -> tuple:
        # the name as the card prints it: each word capitalized but "of" and "the" (the text is lowercased)
        words = str(tok)[len("named "):].split()
        return ("named", " ".join(w if i and w in ("of", "the") else w.capitalize() for i, w in enumerate(words)))

    def post_blocking_or_blocked_by_it(self, *_: Any) -> tuple:
        return ("extra", "blocking or blocked by it")

    def post_you_own_and_control(self) -> tuple:
        return ("own_and_control", True)

    def post_you_own(self) -> tuple:
        return ("extra", "you own")

    def post_you_own_or_control(self) -> tuple:
        return ("extra", ir.YOU_OWN_OR_CONTROL)

    def post_target_player_graveyard(self) -> tuple:
        return ("zone_of", (Zone.GRAVEYARD, self._add_target(ir.Filter(players=True))))

    def post_defending_graveyard(self) -> tuple:
        return ("zone_of", (Zone.GRAVEYARD, ir.DefendingPlayer()))

    def post_target_opponent_graveyard(self) -> tuple:
        return ("zone_of", (Zone.GRAVEYARD, self._add_target(ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT))))

    def post_any_graveyard(self) -> tuple:
        return ("zone_owner", (Zone.GRAVEYARD, None))

    def post_opp_graveyard(self) -> tuple:
        return ("zone_owner", (Zone.GRAVEYARD, ir.PlayerRelation.OPPONENT))

    def post_you_own_outside_play(self) -> tuple:
        # "cards you own that aren't in play": every zone but play (416.2: the text says so)
        return ("zone_owner", (Zone.OUTSIDE_PLAY, ir.PlayerRelation.YOU))

    def post_your_hand(self) -> tuple:
        return ("zone_owner", (Zone.HAND, ir.PlayerRelation.YOU))

    def post_your_library(self) -> tuple:
        return ("zone_owner", (Zone.LIBRARY, ir.PlayerRelation.YOU))

    def post_damaged_by_self(self) -> tuple:
        return ("extra", "dealt damage by it this turn")

    def post_damaged_self(self) -> tuple:
        return ("extra", ir.DEALT_DAMAGE_TO_IT_THIS_TURN)  # Brine Hag

    def post_damaged_by_enchanted(self) -> tuple:
        return ("extra", "dealt damage by enchanted this turn")

    def post_damaged_this_way(self) -> tuple:
        return ("extra", "dealt damage this way")

    def post_who_controls_color_creature(self, color: Any) -> tuple:
        return ("player_controls", ir.Filter(types=("creature",), colors=(str(color),)))

    def post_player_attacked_this_turn(self) -> tuple:
        # Fire and Brimstone (added, stat): a player who declared an attack this turn (308.5)
        return ("extra", ir.PLAYER_ATTACKED_THIS_TURN)

    def post_damaged_by_it_this_game(self) -> tuple:
        return ("extra", ir.DAMAGED_BY_IT_THIS_GAME)  # The Fallen, Diseased Vermin (session 41)

    def post_attacked_you_this_turn(self) -> tuple:
        return ("extra", ir.ATTACKED_YOU_THIS_TURN)  # Jabari's Influence (added, o7)

    def post_had_more_life(self) -> tuple:
        return ("extra", ir.HAD_MORE_LIFE)

    def post_had_more_creatures(self) -> tuple:
        return ("extra", ir.HAD_MORE_CREATURES)

    def post_had_two_more_cards(self) -> tuple:
        return ("extra", ir.HAD_TWO_MORE_CARDS)

    def post_had_two_fewer_creature_cards(self) -> tuple:
        return ("extra", ir.HAD_TWO_FEWER_CREATURE_CARDS)

    def post_controller_controls(self, land: Any) -> tuple:
        name = str(land).lower().rstrip("s") if str(land).lower() != "plains" else "plains"
        return ("extra", f"controller controls {name}")

    def post_controller_controls_at_most_lands(self, n: Any) -> tuple:
        return ("controller_lands_at_most", fixed_number(n))  # Sheltering Prayers (added, session 47, h5)

    def post_attacking_you(self) -> tuple:
        return ("extra", "attacking you")

    def post_put_there_from_play_this_turn(self) -> tuple:
        return ("extra", ir.PUT_THERE_FROM_PLAY_THIS_TURN)  # No Rest for the Wicked (added, p1, session 41)

    def post_damaged(self) -> tuple:
        return ("extra", "dealt damage this turn")
