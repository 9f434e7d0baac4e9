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
message, as on 3.12. On 3.12 and later no metaclass is swapped in: a finished enum's is
``EnumType``.

**Made without ``EnumType``'s per-member machinery (every Python).** ``EnumType`` sorts each
assignment of a class statement in Python (``enum.EnumDict.__setitem__``) and makes each member
through ``enum._proto_member.__set_name__`` (the member made; aliases looked for; every base
searched for a descriptor of its name; the member set through ``EnumType.__setattr__``), then
checks and fixes up the class: ~56K instructions a member and ~370K a class on 3.12, ~24M of a
``judge ask`` (28 enums, 253 members, made at import; docs/performance.md, "judge's enum classes
made without EnumType's per-member machinery"). ``IdentityEnum``'s metaclass
(``_IdentityEnumType``, a subclass of ``EnumType``) reads a subclass's class statement into a
plain dict (:class:`_Body`: a name assigned twice is refused exactly as ``EnumDict`` refuses it)
and, when the class plainly enumerates values — every enum of judge's: a docstring, members
whose values are plain (:data:`_PLAIN_VALUES`), hashable and distinct and whose names no base
defines, methods and properties, no ``_sunder_`` name, ``__new__`` or ``__init__`` — makes it as
``EnumType`` would, directly (:func:`_made_fast`): the class from the body without the members and with the
bookkeeping ``EnumType`` gave ``IdentityEnum`` itself (fresh tables), each member made as
``EnumType`` makes one (``object.__new__``; ``_value_``, ``_name_``, ``__objclass__``,
``_sort_order_``), set in the class's own dict, in order, and entered in ``_member_names_``,
``_member_map_`` and ``_value2member_map_``. Any other class statement is replayed into
``EnumType``'s own namespace and made by ``EnumType.__new__``. Either way the finished class is
what it was: its metaclass ``EnumType`` (3.12 and later) or :class:`EnumTypeReadInC` (3.11), its
members the same objects as before through pickle and the kept caches (``Enum.__reduce_ex__``,
judge.dsl.kept's persistent ids: nothing written changes). ``tests/test_enum_made_fast.py``
compares every judge enum, attribute by attribute, with the class ``EnumType`` makes of the same
body, on the Python running it.
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


#: The metaclass a finished ``IdentityEnum`` with members is given: ``EnumType`` itself where it
#: reads in C (3.12 and later), :class:`EnumTypeReadInC` where it has the hook (3.11).
_FINISHED: type = EnumTypeReadInC if READ_THROUGH_HOOK else EnumType


def _is_dunder(name: str) -> bool:
    return len(name) > 4 and name[:2] == name[-2:] == "__" and name[2] != "_" and name[-3] != "_"


def _is_descriptor(obj: object) -> bool:
    return hasattr(obj, "__get__") or hasattr(obj, "__set__") or hasattr(obj, "__delete__")


def _refusal_as_enum_gives(cls: str, bases: tuple[type, ...], body: dict[str, Any], key: str, value: object) -> None:
    """What ``EnumType``'s own namespace (``enum.EnumDict``) does with ``key`` assigned again:
    the body so far replayed into one, then the assignment — which raises as it would raise
    (a member's name reused, a member over an attribute), or passes (a property's setter)."""
    enum_body = EnumType.__prepare__(cls, bases)
    for name, earlier in body.items():
        enum_body[name] = earlier
    enum_body[key] = value


class _Body(dict):  # type: ignore[type-arg]
    """The namespace of an ``IdentityEnum``'s class statement: a plain dict while each name is new
    (``enum.EnumDict`` sorts every assignment in Python: ~4 us a member); a name assigned again
    is refused exactly as ``EnumDict`` refuses it (:func:`_refusal_as_enum_gives`)."""

    __slots__ = ("cls", "bases")

    def __setitem__(self, key: str, value: object) -> None:
        if key in self:
            _refusal_as_enum_gives(self.cls, self.bases, self, key, value)
        dict.__setitem__(self, key, value)


#: The class attributes every class the fast path makes holds beside its body and members: the
#: ones ``EnumType`` gave ``IdentityEnum`` itself (read from it below, so whatever this Python's
#: ``EnumType`` keeps — 3.13's ``_unhashable_values_map_`` — is kept too).
_BOOKKEEPING: tuple[str, ...] = ()

#: Each enum class without members the fast path makes subclasses of (``IdentityEnum``, and any
#: such subclass of it whose members would be plain objects made as ``EnumType`` makes them):
#: the names its classes define, which a member of a subclass may not take without the redirect
#: ``EnumType`` then makes (``name``, ``value``).
_NAMES_TAKEN: dict[type, frozenset[str]] = {}


def _plain_base(enum_class: Any) -> bool:
    """Whether a subclass of ``enum_class`` may be made by :func:`_made_fast`: its members plain
    objects (``object.__new__``, no arguments, ``Enum``'s ``__init__``) and its class hook
    ``IdentityEnum``'s own (none looks at the members before they are there)."""
    hook = getattr(enum_class.__init_subclass__, "__func__", None)
    return (enum_class._new_member_ is object.__new__ and not enum_class._use_args_
            and enum_class._member_type_ is object and enum_class.__init__ is Enum.__init__
            and hook is not None and hook is _IDENTITY_HOOK)


#: ``IdentityEnum.__init_subclass__``'s function (set once the class is made, below).
_IDENTITY_HOOK: Any = None


def _names_defined(enum_class: type) -> frozenset[str]:
    return frozenset().union(*(vars(k) for k in enum_class.__mro__))


#: The types of the values the fast path makes members of (never descriptors; anything else a
#: class statement assigns that is no descriptor — ``auto()``, ``enum.member``, ``enum.nonmember``,
#: a nested class — is left to ``EnumType``).
_PLAIN_VALUES = frozenset({str, int, float, bytes, tuple, frozenset})


def _sorted(body: _Body) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The class statement's names sorted as ``EnumType`` sorts them: the class's own attributes,
    and the members' values, each in order — or None if the body asks for anything the fast path
    does not do (a ``_sunder_`` or private name, a value of none of :data:`_PLAIN_VALUES`' types,
    its own ``__new__``/``__init__``, no docstring, an alias or an unhashable value, a reserved
    name): ``EnumType`` makes that class."""
    own: dict[str, Any] = {}
    members: dict[str, Any] = {}
    for name, value in body.items():
        if name[:1] != "_":
            if type(value) in _PLAIN_VALUES:
                if name == "mro":
                    return None
                members[name] = value
                continue
            if not _is_descriptor(value):  # auto(), enum.member/nonmember, a nested class, ...: EnumType's
                return None
        elif _is_dunder(name):
            if name in ("__new__", "__init__", "__order__"):
                return None
        elif name != "_generate_next_value_":
            return None
        own[name] = value
    if "__doc__" not in own:
        return None
    try:
        if len(set(members.values())) != len(members):  # an alias: EnumType's
            return None
    except TypeError:  # unhashable
        return None
    return own, members


def _made_fast(metacls: type, cls: str, bases: tuple[type, ...], body: _Body) -> Any:
    """The class ``EnumType.__new__`` makes of ``body``, made without its per-member machinery
    (``_proto_member.__set_name__``: a member made, checked for aliases, descriptors looked for
    in every base, set through ``EnumType.__setattr__``): every member is made as it makes it
    (``object.__new__``, then ``_value_``, ``_name_``, ``__objclass__``, ``_sort_order_``; its
    ``__init__`` is ``Enum``'s, which does nothing) and set in the class as it sets it, in order,
    with the same look-up tables — or None where that is not so (then ``EnumType`` makes it)."""
    sorted_ = _sorted(body)
    base = bases[0]
    taken = _NAMES_TAKEN.get(base)
    if sorted_ is None or taken is None or not taken.isdisjoint(sorted_[1]):  # a redirect: EnumType's
        return None
    namespace, members = sorted_
    template = vars(base)
    for name in _BOOKKEEPING:
        value = template[name]
        namespace[name] = type(value)() if isinstance(value, (list, dict)) else value
    enum_class = type.__new__(metacls, cls, bases, namespace)
    new, made = object.__new__, []
    for order, (name, value) in enumerate(members.items()):
        member = new(enum_class)
        member._value_ = value
        member._name_ = name
        member.__objclass__ = enum_class
        member._sort_order_ = order
        made.append(member)
    # Only then is the class changed (each change of a class makes its attributes' look-ups,
    # those of the members' stores above among them, start again from its bases).
    setattr_ = type.__setattr__
    for name, member in zip(members, made):
        setattr_(enum_class, name, member)
    enum_class._member_names_.extend(members)
    enum_class._member_map_.update(zip(members, made))
    enum_class._value2member_map_.update(zip(members.values(), made))
    setattr_(enum_class, "__new__", Enum.__new__)
    return enum_class


class _IdentityEnumType(EnumType):
    """``IdentityEnum``'s metaclass: a subclass's class statement is read into a plain dict
    (:class:`_Body`) and the class made by :func:`_made_fast` when it is a plain enumeration of
    values (every enum of judge's), by ``EnumType`` otherwise; a finished class with members is
    then handed to :data:`_FINISHED` (``EnumType`` itself from 3.12)."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):  # type: ignore[no-untyped-def,override]
        if kwds or len(bases) != 1 or bases[0] not in _NAMES_TAKEN:
            return super().__prepare__(cls, bases, **kwds)
        body = _Body(_generate_next_value_=vars(bases[0])["_generate_next_value_"])
        body.cls, body.bases = cls, bases
        return body

    def __new__(metacls, cls, bases, classdict, **kwds):  # type: ignore[no-untyped-def]
        enum_class = _made_fast(metacls, cls, bases, classdict) if type(classdict) is _Body else None
        made_fast = enum_class is not None  # (then each member is in the class's own dict)
        if enum_class is None:
            if type(classdict) is _Body:
                classdict = _as_enum_body(cls, bases, classdict)
            enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
        if enum_class._member_names_:
            if made_fast or _FINISHED is EnumType or _finds_every_member(enum_class):
                enum_class.__class__ = _FINISHED
        elif _plain_base(enum_class):
            _NAMES_TAKEN[enum_class] = _names_defined(enum_class)
        return enum_class


def _as_enum_body(cls: str, bases: tuple[type, ...], body: _Body) -> Any:
    """``body`` replayed, in order, into ``EnumType``'s own namespace, as the class statement
    would have filled it (``auto()`` numbered, ``_ignore_`` applied)."""
    enum_body = EnumType.__prepare__(cls, bases)
    for name, value in body.items():
        enum_body[name] = value
    return enum_body


class IdentityEnum(Enum, metaclass=_IdentityEnumType):
    """An enum whose members hash by identity, in C (their equality is identity), and are read
    from their class in C (3.11: the module's docstring)."""

    __hash__ = object.__hash__

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__eq__ is not object.__eq__:  # equal to values not itself: hash as a plain Enum would
            cls.__hash__ = next(vars(k)["__hash__"] for k in cls.__mro__  # type: ignore[method-assign]
                                if k is not IdentityEnum and "__hash__" in vars(k))


_IDENTITY_HOOK = vars(IdentityEnum)["__init_subclass__"].__func__
_NAMES_TAKEN[IdentityEnum] = _names_defined(IdentityEnum)
_BOOKKEEPING = tuple(name for name in vars(IdentityEnum)
                     if name[:1] == name[-1:] == "_" and name[1:2] != "_" and name != "_generate_next_value_")
