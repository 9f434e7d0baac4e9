"""Costs of activated abilities (403.1, 409.1f): mana, {T}, sacrifices, life, discards, counters.

One area of the card-text grammar's transformer (:class:`judge.cards.reading.CardTransformer`
combines them): each method builds the IR of the grammar rule of its name."""

from __future__ import annotations

import dataclasses
from typing import Any

from judge._speed.lalr.driver import Token
from judge._speed.lalr.trees import Transformer, v_args

from judge.cards import ir
from judge.cards.phrases import (CardTextError, fixed_number, mana_text, you_control)
from judge.zones import Zone


@v_args(inline=True)
class Costs(Transformer):  # type: ignore[misc]
    """Costs of activated abilities (403.1, 409.1f): mana, {T}, sacrifices, life, discards, counters."""

    def cost(self, *parts: dict) -> ir.Cost:
        fields: dict[str, Any] = {}
        mana = ""
        sac: list = []
        for p in parts:
            if "mana" in p:
                mana += p["mana"]
            elif "sacrifice" in p:
                sac.append(p["sacrifice"])
                if "sacrifice_also" in p:
                    sac.append(p["sacrifice_also"])
            else:
                fields.update(p)
        if mana:
            fields["mana"] = mana
        if sac:
            fields["sacrifice"] = tuple(sac)
        return ir.Cost(**fields)

    def cost_life_each_counter(self, first: dict, n: Any, kind: str) -> ir.Cost:
        # Tornado: "Pay 3 life for each velocity counter on ~" (counted as it is paid, 409.1f)
        return self.cost(first, {"life": ir.Product(fixed_number(n), ir.CountersOn(ir.This(), kind))})

    def cost_mana_each_counter(self, tok: Token, kind: str) -> ir.Cost:
        # Skeleton Scavengers: "Pay {1} for each +1/+1 counter on ~" (counted as it is paid, 409.1f)
        return self.cost({"mana_each_counter": (mana_text(tok), ir.CountersOn(ir.This(), kind))})

    def cost_life_or_mana(self, n: Any, tok: Token) -> ir.Cost:
        # Tidal Control: "Pay 2 life or {2}" — the life, or the mana in its place (announced as played, 409.1f)
        return self.cost({"life": fixed_number(n), "or_cost": ir.Cost(mana=mana_text(tok))})

    def cost_mana(self, tok: Token) -> dict:
        return {"mana": mana_text(tok)}

    def cost_skip(self, what: str) -> dict:
        return {"skip": what}

    def cost_tap(self) -> dict:
        return {"tap": True}

    def cost_untap(self) -> dict:
        return {"untap": True}

    def cost_sac_self(self) -> dict:
        return {"sacrifice": ir.SacrificeCost(ir.This())}

    def cost_sac(self, n: Any, f: ir.Filter) -> dict:
        # "Sacrifice X lands" (Copper-Leaf Angel): X announced as it is played (409.1b)
        return {"sacrifice": ir.SacrificeCost(you_control(f), n if isinstance(n, ir.VarX) else fixed_number(n))}

    def cost_life(self, n: Any) -> dict:
        return {"life": fixed_number(n)}

    def cost_opponent_gains_life(self, n: Any) -> dict:
        return {"others_gain_life": ("an opponent", fixed_number(n))}

    def cost_others_gain_life(self, n: Any) -> dict:
        return {"others_gain_life": ("each other player", fixed_number(n))}

    def cost_return_self(self) -> dict:
        return {"return_self": True}

    def cost_life_x(self) -> dict:
        # "As an additional cost to play ~, pay X life" (Hatred): X announced as it is played (409.1b)
        return {"life": ir.VarX()}

    def cost_tap_enchanted(self, kind: str) -> dict:
        # "Tap enchanted creature": the untapped permanent the source enchants (filter "enchanted")
        return {"tap_other": ir.Filter(types=(kind,), controller=ir.PlayerRelation.YOU, status=("untapped",), extra=("enchanted",))}

    def cost_sac_enchanted(self, kind: str) -> dict:
        return {"sacrifice": ir.SacrificeCost(ir.Filter(types=(kind,), controller=ir.PlayerRelation.YOU, extra=("enchanted",)), 1)}

    def cost_tap_other(self, f: ir.Filter) -> dict:
        return {"tap_other": dataclasses.replace(you_control(f), status=("untapped",))}

    def cost_tap_others(self, n: Any, f: ir.Filter) -> dict:
        # "Tap two untapped creatures you control" (a tapped one can't be tapped: glossary "Tap")
        count = fixed_number(n)
        return {"tap_other": dataclasses.replace(you_control(f), status=("untapped",)),
                **({"tap_other_count": count} if count != 1 else {})}

    def cost_discard_random(self, n: Any, f: ir.Filter) -> dict:
        return {"discard": dataclasses.replace(f, zone=Zone.HAND, controller=ir.PlayerRelation.YOU, extra=f.extra + ("random",)),
                "discard_count": fixed_number(n)}

    def cost_remove_counters(self, n: Any, kind: str) -> dict:
        # "Remove X storage counters": X announced as the ability is played (409.1b)
        return {"remove_counters": (kind, n if isinstance(n, ir.VarX) else fixed_number(n))}

    def cost_remove_all_counters(self, kind: str) -> dict:
        # "Remove all pain counters from ~": X is the number on it as the cost is paid (409.1b, f)
        return {"remove_counters": (kind, ir.ALL_COUNTERS)}

    def cost_discard_hand(self) -> dict:
        return {"discard_hand": True}

    def cost_reveal_hand(self) -> dict:
        return {"reveal_hand": True}

    def cost_sac_all(self, f: ir.Filter) -> dict:
        # "Sacrifice all permanents you control" (Kaervek's Spite): only one's own can be sacrificed
        return {"sacrifice_all": you_control(f)}

    def cost_sac_all_discard_hand(self, f: ir.Filter) -> dict:
        return {"sacrifice_all": you_control(f), "discard_hand": True}

    def cost_sac_two(self, n1: Any, f1: ir.Filter, n2: Any, f2: ir.Filter) -> dict:
        # two "sacrifice" parts of one cost_part: cost() collects each (409.1f)
        return {"sacrifice": ir.SacrificeCost(you_control(f1), fixed_number(n1)),
                "sacrifice_also": ir.SacrificeCost(you_control(f2), fixed_number(n2))}

    def cost_sac_self_and_any_number(self, f: ir.Filter) -> dict:
        # Sword of the Ages: the source, and any number of the described permanents (409.1f)
        return {"sacrifice": ir.SacrificeCost(ir.This()), "sacrifice_also": ir.SacrificeCost(you_control(f), ir.AnyNumber())}

    def cost_put_counter_self(self, n: Any, kind: str) -> dict:
        return {"put_counters": (kind, fixed_number(n), None)}

    def cost_put_counter_other(self, n: Any, kind: str, f: ir.Filter) -> dict:
        return {"put_counters": (kind, fixed_number(n), you_control(f))}

    def cost_to_library_top(self, n: Any, f: ir.Filter) -> dict:
        # "Put a card from your hand on top of your library" (Hidden Retreat): a card of the
        # player's own hand, chosen as the cost is paid (409.1f)
        if f.zone != Zone.HAND:
            raise CardTextError("?", "on top of your library", reason="a cost puts on top of your library only a card "
                                                                      "from your hand")
        return {"to_library_top": (dataclasses.replace(f, controller=ir.PlayerRelation.YOU), fixed_number(n))}

    def cost_remove_counter_other(self, n: Any, kind: str, f: ir.Filter) -> dict:
        return {"remove_counters_other": (kind, fixed_number(n), you_control(f))}

    def cost_half_life(self) -> dict:
        return {"life": ir.HalfLife(ir.You())}

    def cost_discard_last_drawn(self) -> dict:
        # Jandor's Ring (added, session 42, c4): the one card its payer drew last this turn (409.1f)
        return {"discard": ir.Filter(types=("card",), zone=Zone.HAND, controller=ir.PlayerRelation.YOU, extra=(ir.LAST_DRAWN_THIS_TURN,)),
                "discard_count": 1}

    def cost_discard_self(self) -> dict:
        return {"discard_self": True}

    def cost_return(self, n: Any, f: ir.Filter) -> dict:
        # "Return an Island you control to its owner's hand" (409.1f); "return X Swamps you control"
        # (Infernal Harvest): X announced as it is played (409.1b)
        return {"return_to_hand": (dataclasses.replace(f, controller=ir.PlayerRelation.YOU), n if isinstance(n, ir.VarX) else fixed_number(n))}

    def cost_return_from_graveyard(self, n: Any, f: ir.Filter) -> dict:
        # "unless you return a basic land card from your graveyard to your hand" (Harvest Wurm):
        # a card the player owns in that graveyard (its "you" the owner, ir.Filter.controller);
        # "to your hand" of anything else (a permanent, whose owner may be another) is not read
        if f.zone != Zone.GRAVEYARD or f.controller is not ir.PlayerRelation.YOU:
            raise CardTextError("?", "to your hand", reason="'return … to your hand' as a cost is read only of a card "
                                                            "from your graveyard")
        return {"return_to_hand": (f, fixed_number(n))}

    def cost_exile_hand(self, n: Any, f: ir.Filter) -> dict:
        # "Exile a blue card from your hand", "exile a creature card from your graveyard", "exile a
        # creature you control" (409.1f; where from is part of the description); "exile X creature
        # cards from your graveyard" (Haunting Misery): X announced as it is played (409.1b)
        if f.zone not in (Zone.HAND, Zone.GRAVEYARD, Zone.IN_PLAY):
            raise CardTextError("?", "exile", reason="a cost can exile a card from your hand or graveyard, or a "
                                                     "permanent you control")
        return {"exile": (dataclasses.replace(f, controller=ir.PlayerRelation.YOU), n if isinstance(n, ir.VarX) else fixed_number(n))}

    def cost_exile_single_graveyard(self, n: Any, f: ir.Filter) -> dict:
        # "Exile two creature cards from a single graveyard" (Night Soil): cards of any one player's
        # graveyard (the filter's controller None: whoever owns it), all from the same graveyard
        # ("single" in extra), chosen as the cost is paid (409.1f)
        if f.zone not in (None, Zone.ANY) or f.controller is not None or isinstance(n, ir.VarX):
            raise CardTextError("?", "single", reason="'from a single graveyard' is read of a number of cards only")
        return {"exile": (dataclasses.replace(f, zone=Zone.GRAVEYARD, extra=tuple(f.extra) + ("single graveyard",)), fixed_number(n))}

    @staticmethod
    def _exile_top(zone: str, parts: tuple) -> dict:
        # "exile the top creature card of your graveyard" (Necratog), "the top two cards of your
        # library" (Whirling Catapult): the topmost cards of the zone that fit, no choice (409.1f)
        n, f = parts if len(parts) == 2 else (1, parts[0])
        f = dataclasses.replace(f, zone=zone, controller=ir.PlayerRelation.YOU, extra=tuple(f.extra) + ("top",))
        return {"exile": (f, n if isinstance(n, int) else fixed_number(n))}

    def cost_exile_top_library(self, *parts: Any) -> dict:
        return self._exile_top(Zone.LIBRARY, parts)

    def cost_exile_top_graveyard(self, *parts: Any) -> dict:
        return self._exile_top(Zone.GRAVEYARD, parts)

    def cost_exile_top_in(self, *parts: Any) -> dict:
        # "the top creature card in your graveyard" (Necratog as printed): the zone its description names
        zone = parts[-1].zone
        if zone not in (Zone.GRAVEYARD, Zone.LIBRARY):
            raise CardTextError("?", "remove", reason="the top card removed as a cost is of your graveyard or library")
        return self._exile_top(zone, parts)

    def cost_exile_self_from_hand(self) -> dict:
        return {"exile": (ir.Filter(controller=ir.PlayerRelation.YOU, extra=("itself",), zone=Zone.HAND), 1)}

    def cost_exile_self(self) -> dict:
        # the permanent itself, removed from the game as the cost is paid (409.1f)
        return {"exile": (ir.Filter(controller=ir.PlayerRelation.YOU, extra=("itself",)), 1)}

    def cost_discard_and_another(self, n: Any, f: ir.Filter) -> dict:
        # "discard an Island card and another card" (Foil): one more card of any kind besides
        return {**self.cost_discard(n, f), "discard_another": 1}

    def cost_discard(self, n: Any, f: ir.Filter) -> dict:
        # "discard X cards" (Firestorm, Scorched Earth): X announced as it is played (409.1b)
        return {"discard": dataclasses.replace(f, zone=Zone.HAND, controller=ir.PlayerRelation.YOU),
                "discard_count": n if isinstance(n, ir.VarX) else fixed_number(n)}
