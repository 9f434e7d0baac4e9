"""``IdentityEnum``: an :class:`enum.Enum` whose members hash in C, and are read in C.

**Hashed in C.** An enum member is equal to itself alone (``Enum`` defines no ``__eq__``: the
object's identity), but ``Enum.__hash__`` is a Python method (``hash(self._name_)``), so every dict
or set look-up keyed by a member — an event's kind matched against the kinds a trigger watches, a
card's wording in the catalog's keys, a frozen record holding a kind — is a Python call (~360K of a
warm pass of the bundled scenarios). A member of an ``IdentityEnum`` hashes as any object does, by
identity, in C; the answer of every look-up is the same, since equality is identity either way.
Neither hash is the same from one process to the next (a name's hash is salted,
``PYTHONHASHSEED``), so nothing judge shows can rest on either.

An enum that defines its own ``__eq__`` (or takes one from a mixed-in type, ``class K(str,
IdentityEnum)``) keeps the hash a plain ``Enum`` would give it — the first ``__hash__`` of its MRO
but ``IdentityEnum``'s (``str.__hash__`` there, ``Enum.__hash__`` when ``Enum`` comes first): its
members may equal other values, whose hash must agree (``{"a": 1}[K.A]`` when ``K.A == "a"``).

**Read in C (CPython 3.11).** Under 3.11, :class:`enum.EnumType` defines ``__getattr__`` (a member
found in ``_member_map_`` when the class's own look-up fails), which makes CPython read *every*
attribute of an enum class — ``Zone.IN_PLAY``, ``Step.UPKEEP``, ``EventKind.ZONE`` — through
``slot_tp_getattr_hook``: ``type.__getattribute__`` called as a Python-level method wrapper, ~4-5x a
plain class attribute (docs/performance.md, "Enum members read in C"). 3.12 removed that
``__getattr__``. A subclass of ``EnumType`` cannot shed it (an inherited ``__getattr__`` still
makes the slot the hook), and ``EnumType`` itself is shared with every other library, so it is
never touched. Instead, on a Python whose ``EnumType`` has the hook, each finished ``IdentityEnum``
with members has its metaclass swapped (``cls.__class__ = ...``, a layout-compatible metaclass) for
:class:`EnumTypeReadInC`: a subclass of ``type`` holding ``EnumType``'s own methods but
``__getattr__`` — the very function objects: ``__call__``, ``__getitem__``, ``__iter__``,
``__len__``, ``__contains__``, ``__members__``, ``__repr__``, ``__reversed__``, ``__dir__``,
``__bool__``, ``__prepare__``, ``__new__``, the functional API's helpers — with
``__setattr__``/``__delattr__`` re-provided (``EnumType``'s call ``super()`` with no arguments,
which wants an ``EnumType`` instance; they would still find one through ``__class__``, below, but
need not) and ``__class__`` answering ``EnumType``, so that ``isinstance(Zone, EnumType)`` stays
true (``isinstance`` consults ``__class__``) for the standard library's own enum code — its refusal
to extend a finished enum, its functional API, its messages — and for others' (hypothesis's
``sampled_from`` asks it); ``type(Zone)`` is the new metaclass, and ``pickle``, ``copy`` and
``dataclasses`` see a ``type`` subclass as before.

What ``__getattr__`` gave is kept: on 3.11 every member is in its class's ``__dict__``, or, when
its name collides with a property of a base (``name``, ``value``), a redirect whose ``__get__``
on the class returns the member — so ``type.__getattribute__`` finds each member itself. The swap
checks that for every member of the class and leaves a class whose member it would not find with
``EnumType`` (slower, the same answers; ``tests/test_enum_reads.py`` fails on any judge enum so
left). Subclassing a finished enum still raises ``TypeError`` (``EnumType.__prepare__``'s check).
A name that is no member raises ``AttributeError`` with ``type``'s
message, as on 3.12. On 3.12 and later nothing here changes: ``IdentityEnum``'s metaclass is
``EnumType``.
"""

from __future__ import annotations

from enum import Enum, EnumType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

__all__ = ["EnumTypeReadInC", "IdentityEnum", "READ_THROUGH_HOOK"]

#: Whether this Python's ``EnumType`` has the ``__getattr__`` that makes every read of an enum
#: class's attribute a Python-level call (3.11; gone from 3.12).
READ_THROUGH_HOOK = "__getattr__" in vars(EnumType)

#: ``EnumType``'s entries not taken over as they are: the hook itself, the two a finished enum
#: calls that ``super()`` bare (re-provided below), the class's own bookkeeping. (``__new__`` calls
#: it too, but never gets there: a class extending a finished enum is refused before, by
#: ``__prepare__`` or by ``__new__`` itself, as ``EnumType`` refuses it.)
_NOT_TAKEN = frozenset({"__getattr__", "__setattr__", "__delattr__", "__module__", "__qualname__",
                        "__doc__", "__dict__", "__weakref__"})


def _setattr(cls: Any, name: str, value: object) -> None:
    """``EnumType.__setattr__``: a member can't be reassigned."""
    member_map = cls.__dict__.get("_member_map_", {})
    if name in member_map:
        raise AttributeError("cannot reassign member %r" % (name,))
    type.__setattr__(cls, name, value)


def _delattr(cls: Any, attr: str) -> None:
    """``EnumType.__delattr__``: a member can't be deleted."""
    if attr in cls._member_map_:
        raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
    type.__delattr__(cls, attr)


def _read_in_c_namespace() -> dict[str, Any]:
    namespace = {name: value for name, value in vars(EnumType).items() if name not in _NOT_TAKEN}
    namespace.update(
        __module__=__name__,
        __qualname__="EnumTypeReadInC",
        __doc__="The metaclass of a finished ``IdentityEnum`` under 3.11: ``EnumType`` but "
                "``__getattr__``, so that its members are read as plain class attributes, in C.",
        __setattr__=_setattr,
        __delattr__=_delattr,
        __class__=property(lambda cls: EnumType),  # isinstance(Zone, EnumType) as before
    )
    return namespace


#: The metaclass of every finished ``IdentityEnum`` with members on a Python where
#: :data:`READ_THROUGH_HOOK` (else never used).
EnumTypeReadInC: type = type("EnumTypeReadInC", (type,), _read_in_c_namespace())


def _finds_every_member(enum_class: Any) -> bool:
    """Whether the class's own look-up (``type.__getattribute__``, no ``__getattr__``) finds each
    of its members by name, as ``EnumType.__getattr__`` would."""
    for name, member in enum_class._member_map_.items():
        try:
            if type.__getattribute__(enum_class, name) is not member:
                return False
        except AttributeError:
            return False
    return True


class _EnumTypeUntilFinished(EnumType):
    """``EnumType``, whose finished classes with members are handed to :class:`EnumTypeReadInC`."""

    def __new__(metacls, cls, bases, classdict, **kwds):  # type: ignore[no-untyped-def]
        enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
        if enum_class._member_names_ and _finds_every_member(enum_class):
            enum_class.__class__ = EnumTypeReadInC
        return enum_class


_METACLASS: dict[str, type] = {"metaclass": _EnumTypeUntilFinished} if READ_THROUGH_HOOK else {}


class IdentityEnum(Enum, **_METACLASS):  # type: ignore[misc]
    """An enum whose members hash by identity, in C (their equality is identity), and are read
    from their class in C (3.11: the module's docstring)."""

    __hash__ = object.__hash__

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__eq__ is not object.__eq__:  # equal to values not itself: hash as a plain Enum would
            cls.__hash__ = next(vars(k)["__hash__"] for k in cls.__mro__  # type: ignore[method-assign]
                                if k is not IdentityEnum and "__hash__" in vars(k))
