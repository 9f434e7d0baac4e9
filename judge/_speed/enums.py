"""``IdentityEnum``: an :class:`enum.Enum` whose members hash in C.

An enum member is equal to itself alone (``Enum`` defines no ``__eq__``: the object's identity), but
``Enum.__hash__`` is a Python method (``hash(self._name_)``), so every dict or set look-up keyed by a
member — an event's kind matched against the kinds a trigger watches, a card's wording in the
catalog's keys, a frozen record holding a kind — is a Python call (~360K of a warm pass of the
bundled scenarios). A member of an ``IdentityEnum`` hashes as any object does, by identity, in C;
the answer of every look-up is the same, since equality is identity either way. Neither hash is the
same from one process to the next (a name's hash is salted, ``PYTHONHASHSEED``), so nothing judge
shows can rest on either.

An enum that defines its own ``__eq__`` (or takes one from a mixed-in type, ``class K(str,
IdentityEnum)``) keeps ``Enum.__hash__``: its members may equal other values, whose hash must agree.
"""

from __future__ import annotations

from enum import Enum

__all__ = ["IdentityEnum"]


class IdentityEnum(Enum):
    """An enum whose members hash by identity, in C (their equality is identity)."""

    __hash__ = object.__hash__

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__eq__ is not object.__eq__:  # equal to values not itself: hash as Enum does
            cls.__hash__ = Enum.__hash__  # type: ignore[method-assign]
