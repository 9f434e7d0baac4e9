"""One walk of the card IR for the tests that compare readings: a node with some of its fields made
anew, the node itself where none changed (the era pool's comparisons walk ~750,000 nodes a run, most
unchanged: eighty-ninth session, docs/performance.md "CI's length")."""

from __future__ import annotations

import dataclasses
import functools
from typing import Any, Callable, Optional


@functools.cache
def init_fields(cls: type) -> Optional[tuple[str, ...]]:
    """The fields a dataclass's constructor takes (``dataclasses.fields``' order), else None: asked once a
    class."""
    return tuple(f.name for f in dataclasses.fields(cls) if f.init) if dataclasses.is_dataclass(cls) else None


def rebuilt(x: Any, walk: Callable[[Any], Any], fixed: Optional[dict] = None) -> Any:
    """``x`` with ``walk`` applied to each item of a tuple, or to each field of a dataclass's node but those
    named in ``fixed`` (given that value instead); a leaf as it is. Where nothing changed (``is``), ``x`` itself."""
    if isinstance(x, tuple):
        made = tuple(walk(v) for v in x)
        return x if all(a is b for a, b in zip(made, x)) else made
    names = init_fields(type(x))
    if names is None:  # (a class is never an instance of a dataclass type)
        return x
    changes = {}
    for name in names:
        value = getattr(x, name)
        made = fixed[name] if fixed and name in fixed else walk(value)
        if made is not value:
            changes[name] = made
    if not changes:
        return x
    return type(x)(**{name: changes.get(name, getattr(x, name)) for name in names})
