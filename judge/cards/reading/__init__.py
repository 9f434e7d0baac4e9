"""The card-text grammar's transformer (parse trees of the grammar -> card IR), split by area
of the grammar: abilities, keywords, costs, triggers, sentences, effects, references,
descriptions, numbers — one mixin each, combined into :class:`CardTransformer`.

Imported only when card text is actually parsed (:func:`judge.cards.text._transform`), which a
library card (prebuilt IR) never needs. Its transformer is :mod:`judge._speed.lalr.trees`' (lark's
shape without lark): a judge's inline card is read without importing lark.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from judge._speed.lalr.trees import Transformer

from judge.cards import ir
from judge.cards.phrases import CardTextError
from judge.cards.reading.abilities import Abilities
from judge.cards.reading.costs import Costs
from judge.cards.reading.descriptions import Descriptions
from judge.cards.reading.effects import Effects
from judge.cards.reading.keywords import Keywords
from judge.cards.reading.numbers import Numbers
from judge.cards.reading.references import References
from judge.cards.reading.sentences import Sentences
from judge.cards.reading.triggers import Triggers


class CardTransformer(Abilities, Keywords, Costs, Triggers, Sentences, Effects, References, Descriptions, Numbers, Transformer):  # type: ignore[misc]
    """One paragraph's (or sentence's) tree to IR. ``parse_quoted`` reads a quoted ability
    ("{B}: Regenerate this creature") with the whole card-text reader, which sits above this
    package and gives it here; ``parse_cost`` (given the same way) reads a quoted cost ("Sacrifice a land":
    Brutal Suppression); ``targets`` collects the target specs as they are met."""

    def __init__(self, parse_quoted: Callable[[str], ir.Ability],
                 parse_cost: Optional[Callable[[str], ir.Cost]] = None) -> None:
        super().__init__()
        self.targets: list[ir.TargetSpec] = []
        self.parse_quoted = parse_quoted
        self.parse_cost = parse_cost

    def _add_target(self, filt: ir.Filter, lo: int = 1, hi: Optional[int] = 1, divided: bool = False,
                    count_x: bool = False) -> ir.Target:
        index = len(self.targets)
        self.targets.append(ir.TargetSpec(index, filt, lo, hi, divided, count_x=count_x))
        return ir.Target(index)

    def __default__(self, data: Any, children: Any, meta: Any) -> Any:  # pragma: no cover
        raise CardTextError("?", str(data), reason=f"internal: no rule handler for {data}")
