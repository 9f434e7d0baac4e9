"""Keyword abilities (502) and the closed word classes of the grammar (colours, statuses, card types, land types, numbers in words).

One area of the card-text grammar's transformer (:class:`judge.cards.reading.CardTransformer`
combines them): each method builds the IR of the grammar rule of its name."""

from __future__ import annotations

from typing import Any

from judge._speed.lalr.driver import Token
from judge._speed.lalr.trees import Transformer, v_args

from judge.cards import ir


@v_args(inline=True)
class Keywords(Transformer):  # type: ignore[misc]
    """Keyword abilities (502) and the closed word classes of the grammar (colours, statuses, card types, land types, numbers in words)."""

    def kw_flying(self) -> ir.Keyword:
        return ir.Keyword("flying")

    def kw_first_strike(self) -> ir.Keyword:
        return ir.Keyword("first strike")

    def kw_trample(self) -> ir.Keyword:
        return ir.Keyword("trample")

    def kw_haste(self) -> ir.Keyword:
        return ir.Keyword("haste")

    def kw_horsemanship(self) -> ir.Keyword:
        return ir.Keyword("horsemanship")

    def kw_banding(self) -> ir.Keyword:
        return ir.Keyword("banding")

    def kw_phasing(self) -> ir.Keyword:
        return ir.Keyword("phasing")

    def kw_flanking(self) -> ir.Keyword:
        return ir.Keyword("flanking")

    def kw_shadow(self) -> ir.Keyword:
        return ir.Keyword("shadow")

    def kw_landwalk(self, tok: Token) -> ir.Keyword:
        return ir.Keyword("landwalk", str(tok)[: -len("walk")])

    def kw_snow_landwalk(self, tok: Token) -> ir.Keyword:
        return ir.Keyword("landwalk", "snow " + str(tok)[: -len("walk")])

    def kw_legendary_landwalk(self) -> ir.Keyword:
        return ir.Keyword("landwalk", ir.LEGENDARY_LAND)

    def kw_bands_with_other_legendary(self) -> ir.Keyword:
        return ir.Keyword("bands with other", ir.LEGENDARY_CREATURES)

    def kw_bands_with_other_named(self, tok: Token) -> ir.Keyword:
        # the name as the card prints it (as descriptions' "named …"): each word capitalized but "of" and "the"
        words = str(tok)[len("named "):].split()
        return ir.Keyword("bands with other", ir.CREATURES_NAMED + " ".join(
            w if i and w in ("of", "the") else w.capitalize() for i, w in enumerate(words)))

    def kw_bands_with_other_named_self(self) -> ir.Keyword:
        # "named ~": the name of the object that has it (judge.engine.banding reads it so)
        return ir.Keyword("bands with other", ir.CREATURES_NAMED + "~")

    def kw_protection(self, q: str) -> ir.Keyword:
        return ir.Keyword("protection", q)

    def prot_quality(self, tok: Any) -> str:
        return str(tok)

    def prot_color_of_choice(self) -> str:
        return ir.COLOR_OF_CHOICE

    def prot_color_of_controllers_choice(self) -> str:
        return ir.COLOR_OF_CONTROLLERS_CHOICE

    def prot_that_spells_colors(self) -> str:
        return ir.COLORS_OF_THAT_SPELL

    def prot_chosen_color(self) -> str:
        # "protection from the chosen color" (Flickering Ward): the colour chosen as it came into play
        return ir.CHOSEN_COLOR

    # closed word classes (rules of literals, kept with "!"): their text
    def color(self, tok: Token) -> str:
        return str(tok)

    def nonword(self, tok: Token) -> str:
        return str(tok)

    def status(self, tok: Token) -> str:
        return str(tok)

    def cardtype(self, tok: Token) -> str:
        return str(tok)

    def kind(self, tok: Token) -> str:
        return str(tok)

    def landtype(self, tok: Token) -> str:
        return str(tok)

    def landwalk(self, tok: Token) -> str:
        return str(tok)

    def enchantable(self, tok: Token) -> str:
        return str(tok)

    def numword(self, tok: Token) -> str:
        return str(tok)

    def subtype(self, tok: Token) -> str:
        return str(tok)

    def step_name(self, *toks: Token) -> str:
        return " ".join(str(t) for t in toks)

    def token_artifact(self) -> bool:
        return True
