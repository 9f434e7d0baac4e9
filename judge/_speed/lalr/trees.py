"""Parse trees and their transformer in lark's shapes, without importing lark.

The LALR driver (:mod:`judge._speed.lalr.driver`) builds, for a rule with no method of its own, the
tree lark would build; the card-text reader (:mod:`judge.cards.reading`) turns those trees into
IR with a transformer whose methods take the children inline, as lark's
``@v_args(inline=True)`` ``Transformer`` does. Importing lark costs a new process ~25 ms
(docs/performance.md, "Every supported Python"): a judge's inline card parses without it.

Only what the reader uses is reproduced: :class:`Tree` (``data``, ``children``, ``meta``;
equal to lark's tree of the same shape), :class:`Transformer` (bottom-up, a method per rule
name called with the transformed children, else :meth:`Transformer.__default__`), and
:func:`v_args` (inline only). A tree lark made itself (its parser is the fallback for errors)
is transformed the same way: only ``data`` and ``children`` are read.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["Transformer", "Tree", "v_args"]


class Tree:
    """A rule's node: its name (``data``) and children (trees and tokens), as lark's."""

    __slots__ = ("data", "children", "meta")

    def __init__(self, data: str, children: list, meta: Any = None) -> None:
        self.data = data
        self.children = children
        self.meta = meta

    def __eq__(self, other: object) -> bool:
        try:
            return self.data == other.data and self.children == other.children  # type: ignore[attr-defined]
        except AttributeError:
            return False

    def __hash__(self) -> int:
        return hash((self.data, tuple(self.children)))

    def __repr__(self) -> str:
        return f"Tree({self.data!r}, {self.children!r})"

    def scan_values(self, pred: Callable[[Any], bool]) -> Any:
        """Every token (non-tree child) of the tree, in order, that ``pred`` accepts (lark's)."""
        for child in self.children:
            if _is_tree(child):
                yield from child.scan_values(pred)
            elif pred(child):
                yield child


def v_args(inline: bool = False) -> Callable[[type], type]:
    """lark's class decorator, ``inline=True`` only: :class:`Transformer` always calls a rule's
    method with the children as its arguments."""
    if not inline:
        raise ValueError("judge._speed.lalr.trees.Transformer calls methods inline only")
    return lambda cls: cls


def _is_tree(node: Any) -> bool:
    return hasattr(node, "children") and hasattr(node, "data")


class Transformer:
    """Bottom-up: each node's children are transformed first, then the method named after the
    node's rule is called with them (``__default__`` when there is none)."""

    def __init__(self, visit_tokens: bool = True) -> None:
        pass

    def transform(self, tree: Any) -> Any:
        children = [self.transform(c) if _is_tree(c) else c for c in tree.children]
        method = getattr(self, str(tree.data), None)
        if method is None:
            return self.__default__(tree.data, children, getattr(tree, "meta", None))
        return method(*children)

    def __default__(self, data: Any, children: list, meta: Any) -> Any:
        return Tree(data, children, meta)
