"""Containers two copies of a game's record share until one of them writes (copy-on-write; issue 43).

A branch of an exploration copies the game (``judge.engine.game.Game.copy``) and most of what it
copies it never writes: the memory of the turn (``judge.engine.state.TurnMemory``) holds a dozen
containers, most of them unchanged for the rest of the branch. Instead of copying each, a copy of
such a record and the record it was copied from hold the same container in its *shared* form
(:func:`shared`: :class:`SharedDict`, :class:`SharedList`, :class:`SharedSet`, which read as a
``dict``, a ``list`` and a ``set`` do and compare equal to them), and the record's verb that
writes one first takes a plain copy of its own (:func:`writable`). The guard: a shared container
refuses every write in place — :class:`SharedPartWritten` — so a write that does not go through
its record's verbs can't reach the other copy silently; it fails loudly.

Take this away (copy every container at every copy, as ``copy.deepcopy`` does) and every answer is
the same, only slower. The members of a shared container are never copied: the records that use
it hold only immutable members in them (names, numbers, tuples of them, frozen records).
"""

from __future__ import annotations

from typing import Any, NoReturn


class SharedPartWritten(TypeError):
    """A write in place to a container that two copies of a game share: only a verb of the record
    holding it may write it, after taking its own copy (:func:`writable`)."""


def _refuse(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    raise SharedPartWritten(f"a {type(self).__name__} is shared by copies of a game and can't be written in "
                            "place: its record's verb takes its own copy first (judge._speed.shared_parts.writable)")


class SharedDict(dict):
    """A ``dict`` two copies of a record share: read as a ``dict`` is, never written."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = update = pop = popitem = setdefault = clear = _refuse  # type: ignore[assignment]

    def __copy__(self) -> "SharedDict":
        return self

    def __deepcopy__(self, memo: dict) -> "SharedDict":
        return self


class SharedList(list):
    """A ``list`` two copies of a record share: read as a ``list`` is, never written
    (``shared + [x]`` makes a new plain list, as a list's ``+`` does)."""

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = append = extend = insert = pop = remove = clear = sort = \
        reverse = _refuse  # type: ignore[assignment]

    def __copy__(self) -> "SharedList":
        return self

    def __deepcopy__(self, memo: dict) -> "SharedList":
        return self


class SharedSet(frozenset):
    """A ``set`` two copies of a record share: a ``frozenset`` (read as a set is, ``in`` and
    iteration and ``|``), whose writing verbs a ``set`` has refuse loudly; printed as a ``set``."""

    __slots__ = ()
    add = discard = remove = pop = clear = update = difference_update = intersection_update = \
        symmetric_difference_update = _refuse  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(set(self)) if self else "set()"


#: Each plain container's shared form, and back.
_SHARED_FORM: dict[type, type] = {dict: SharedDict, list: SharedList, set: SharedSet}
_PLAIN_FORM: dict[type, type] = {SharedDict: dict, SharedList: list, SharedSet: set}
#: One empty shared container of each kind, for every record's empty ones (most of them).
_EMPTY: dict[type, Any] = {dict: SharedDict(), list: SharedList(), set: SharedSet()}


def shared(value: Any) -> Any:
    """``value`` (a ``dict``, ``list`` or ``set``) in its shared form: the one empty shared
    container of its kind when it is empty, else a shared copy of it; anything else (already
    shared, or immutable) as it is."""
    t = type(value)
    if t in _SHARED_FORM:
        return _SHARED_FORM[t](value) if value else _EMPTY[t]
    return value


def writable(value: Any) -> Any:
    """A plain copy of a shared container (to be its record's own to write), else ``value`` itself."""
    t = type(value)
    return _PLAIN_FORM[t](value) if t in _PLAIN_FORM else value


def is_shared(value: Any) -> bool:
    """Whether ``value`` is a container in its shared form."""
    return type(value) in _PLAIN_FORM


def own_fields(fields: dict) -> dict:
    """A dict of the same fields (a record's ``__dict__``), each container in it (a ``dict``, ``list`` or ``set``,
    and each of those in one of them) a copy of its own: what a record that shared its fields with a copy of it
    (copy-on-write, eighty-fourth session: ``judge.engine.state.FIELDS_SHARED``) writes after taking it. Those
    records hold in their fields immutable values, and containers of immutable values or of such containers alone
    (tests/engine/test_records_shared84.py); an immutable value is shared, as a copy of the game shares it. (The
    shared fields are a plain dict, marked on the records holding it — ``Owned._shared`` — not by a dict subclass:
    CPython reads an attribute from a ``__dict__`` of a dict subclass at ~2.6 times the instructions.)"""
    return {name: _own(value) for name, value in fields.items()}


def _own(value: Any) -> Any:
    t = type(value)
    if t is dict:
        return {k: _own(v) for k, v in value.items()}
    if t is list:
        return [_own(v) for v in value]
    if t is set:
        return set(value)  # (a set's members are hashable: immutable values)
    return value
