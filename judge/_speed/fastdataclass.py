"""``@dataclass`` whose methods come from generated source: the same behaviour, cheaper to import.

``dataclasses`` writes and ``exec``s small functions for every class when a module is
imported (``__init__``, ``__repr__``, ``__eq__``, and for frozen classes ``__hash__``,
``__setattr__``, ``__delattr__``): ~0.5 ms a class, ~60 ms for judge's ~230 classes. The
:func:`decorator` made here lets :func:`dataclasses.dataclass` do the public part of its work
(``fields()``, ``replace()``, ``__match_args__``, class-level defaults), told to write none of
those methods (``init=False, repr=False, eq=False``), then gives the class the same methods
from a generated module, whose ``.pyc`` holds them compiled (``__init__``, ``__eq__``,
``__hash__``; ``__repr__``, seldom called, is made on its first call without compiling, and
compiled after a few: :func:`_lazy_repr`).
Only public APIs are used, so it works alike on every CPython judge supports.

Frozen classes are frozen by a ``__setattr__``/``__delattr__`` made here (:func:`_frozen`: they
raise :class:`dataclasses.FrozenInstanceError`, as ``frozen=True`` does): ``dataclasses`` is told
``frozen=False`` (else it writes those two as well) and the class's ``__dataclass_params__``
then says what the class is (``init``, ``repr``, ``eq``, ``frozen``), so ``dataclasses`` and
the standard decorator treat it, and classes derived from it, as the standard one.

That processing itself costs (~60 µs a class on 3.13, which ``exec``s even when it writes
nothing): the generated module also records each class body as written (:func:`source_key`),
and a class whose body matches gets its methods and ``__match_args__`` at import and
``dataclasses``' processing only when something first asks for it (``fields()``,
``replace()``, ``is_dataclass()``: :class:`_Deferred`) — a ``judge ask`` of a library-card
scenario asks it of 5 of its ~270 classes.

Checking each class body against its record (:func:`source_key`) costs too, about as much again
as attaching the methods. For the modules of :data:`DIGESTED` (many classes for their size: the
card IR's 350, the scenario AST's 50, the outcome's 10, the game state's 17, and a few of 3-6) the
generated module records instead the digest of the module's source, checked once per import:
:func:`dataclass_for`, called at the top of such a module by the module's own code, reads and
hashes its file (as Python checks a hash-based ``.pyc`` against its source, with the same hash: by
content, since a checkout changes times, not bytes) and, when it is the file the methods were
generated from, returns a decorator making each class of that module from its generated plan
(:func:`plan`, :func:`_planned`: defaults and factories read off the class body by name, nothing
else worked out). Any edit of the file since — a comment will do — sends every class
of the module to the per-class path below until ``python -m judge._speed.fastdataclass`` is run.

A decorator can only change a class already made, and each method it sets on it costs CPython a
look-up among the type slots (``update_slot``): the decorator is also usable as the class's metaclass,
``class X(metaclass=dataclass, frozen=True)`` — a plain function called with the class's name, bases and
namespace, returning a plain ``type`` —, and a class so written in a module made from its plans gets
everything the plan gives it put in the namespace ``type()`` makes it from (:func:`_namespace_planned`):
the card IR's 356 classes and the scenario AST's 50 are written so (``tests/test_ir_classes_made_whole.py``).

It is never wrong, only sometimes slower: a class the generated module does not describe
exactly (a field added, removed, renamed or given another default kind since it was built)
gets the same methods generated and ``exec``-ed at import, as ``dataclasses`` would; options
this does not reproduce (``order``, ``slots``, ``kw_only``...) get the standard decorator.

``python -m judge._speed.fastdataclass`` rewrites the generated modules (:data:`TARGETS`);
``--check`` exits 1 if one is stale. ``tests/test_fastdataclass.py`` checks they are fresh,
used, and that every class behaves as the standard dataclass.
"""

from __future__ import annotations

import dataclasses
import importlib
from _thread import get_ident
import sys
from dataclasses import MISSING
from operator import attrgetter
from typing import Any, Callable, Optional

from judge.digest import source_hash

#: Generated module → the modules whose dataclasses it holds the methods of.
TARGETS: dict[str, tuple[str, ...]] = {
    "judge._speed._ast_methods": ("judge.dsl.ast", "judge.dsl.transform", "judge.dsl.parser", "judge.dsl.checks"),
    "judge._speed._ir_methods": ("judge.cards.ir", "judge.cards.phrases", "judge.cards.catalog"),
    "judge._speed._engine_methods": tuple(f"judge.engine.{m}" for m in (
        "outcome", "objects", "events", "game", "mana", "characteristics", "combat_state", "combat_damage",
        "decider", "evasion", "trace", "support", "replacement", "loops", "context", "state", "mana_limits", "explore",
        "each_player")),
    "judge._speed._suite_methods": tuple(f"judge.suite.{m}" for m in ("runner", "questions", "trace", "expect", "bodies", "why")),
}

#: The name a caller asks :func:`dataclass_for` by → the generated module of :data:`TARGETS` it
#: names (the generated modules are this package's insides: no module outside it imports them).
KINDS: dict[str, str] = {
    "ast": "judge._speed._ast_methods",
    "ir": "judge._speed._ir_methods",
    "engine": "judge._speed._engine_methods",
    "suite": "judge._speed._suite_methods",
}

#: The options :func:`decorator` reproduces; any other sends the class to the standard decorator.
OPTIONS = frozenset({"frozen", "eq"})

#: ``dataclasses.field(...)``'s class (a field's value in a class body).
_Field = dataclasses.Field

#: The default of an ``__init__`` parameter whose field has a ``default_factory``.
_FACTORY = type("_FactoryDefault", (), {"__repr__": lambda self: "<factory>"})()

#: Filename of the code of methods generated at import (a class the generated module missed).
_LIVE = "<judge._speed.fastdataclass>"
#: Files whose code is the generated methods (see :func:`standard_init`).
_FILES: set[str] = {_LIVE}
#: Classes made by :func:`decorator` → what their methods were generated from (see :func:`spec`).
_MADE: "dict[type, tuple]" = {}
#: Classes made by :func:`decorator` → each annotated name of the class body as written:
#: (annotation, the value the body gives it or MISSING).
_GIVEN: "dict[type, dict[str, tuple]]" = {}
#: Every class :func:`decorator` was given, in order.
_ALL: "list[type]" = []
#: Classes made by :func:`decorator` → their :func:`source_key` as written (before processing).
_KEYS: "dict[type, Optional[tuple]]" = {}

#: The modules whose generated module records a digest of their source (:data:`SOURCES` there):
#: while a module's file is as it was when its methods were generated, its classes are made from
#: the generated plan alone, without :func:`source_key` (:func:`_planned`). Those with several
#: classes for their size only (three at least, a file under ~90 KB but the IR's): the digest reads
#: and hashes the whole file (:func:`digest`: ~0.05 ms for the IR's 294 KB, 0.4 ms as BLAKE2b before
#: the seventy-sixth session; docs/performance.md, "`judge ask`'s start-up, seventy-sixth session").
DIGESTED = frozenset({"judge.cards.ir", "judge.dsl.ast", "judge.engine.outcome", "judge.engine.state",
                      "judge.engine.objects", "judge.engine.loops", "judge.engine.each_player", "judge.suite.why"})
#: Classes made from the generated plan (:func:`_planned`) → their class body as written.
_OWN: "dict[type, dict]" = {}


def standard_init(cls: type) -> bool:
    """Whether ``cls.__init__`` is one that ``@dataclass`` writes (the standard decorator's, or
    the same from generated source): it only stores its arguments."""
    code = getattr(cls.__dict__.get("__init__"), "__code__", None)
    return code is not None and (code.co_filename == "<string>" or code.co_filename in _FILES)


def spec(cls: type, frozen: bool, eq: bool) -> tuple:
    """What the generated methods of the dataclass ``cls`` depend on: the class options and,
    per field, ``(name, init, repr, compare, hash, default kind)`` (kind ``""`` none, ``"="``
    a default, ``"f"`` a default factory)."""
    out = []
    for f in dataclasses.fields(cls):
        kind = "f" if f.default_factory is not MISSING else "=" if f.default is not MISSING else ""
        hashed = f.compare if f.hash is None else f.hash
        out.append((f.name, f.init, f.repr, f.compare, bool(hashed), kind))
    return frozen, eq, hasattr(cls, "__post_init__"), tuple(out)


def decorator(methods_module: str, planned: Optional[str] = None) -> Callable[..., Any]:
    """A ``dataclass`` (used as ``@dataclass`` or ``@dataclass(frozen=True)``) taking its
    methods from the generated module ``methods_module`` (see the module docstring). With
    ``planned``, the name of a module whose source is as the generated module records it (see
    :func:`dataclass_for`), that module's classes are made from their generated plans.

    It is also a class's metaclass, its options the class statement's keywords:
    ``class X(metaclass=dataclass, frozen=True)`` is the same class as ``@dataclass(frozen=True)
    class X`` — a plain ``type`` —, but one made from its plan gets its methods, ``__match_args__``
    and deferred ``__dataclass_fields__``/``__dataclass_params__`` in the namespace ``type()``
    makes it from (:func:`_namespace_planned`), not set on the made class one by one: each such
    assignment has CPython look the name up among the type slots and update them (``update_slot``,
    ~22K instructions a class on 3.12; docs/performance.md, "The card IR's classes made whole,
    eighty-first session"). Any class not made so is made by ``type()`` then decorated."""
    table: dict = {}
    try:
        module = importlib.import_module(methods_module)
        table = module.METHODS
        _FILES.add(module.__file__)
    except (ImportError, AttributeError):  # not generated yet: methods are made at import
        pass

    def dataclass(cls: Any = None, /, *parts: Any, **options: Any) -> Any:
        def wrap(cls: type) -> type:
            if options and not OPTIONS.issuperset(options):
                made = dataclasses.dataclass(**options)(cls)
            else:
                made = _make(cls, bool(options.get("frozen", False)), bool(options.get("eq", True)), table, planned)
            _ALL.append(made)
            return made

        if parts:  # as a metaclass, ``class X(metaclass=dataclass, frozen=True)``: (name, bases, namespace)
            bases, namespace = parts
            if planned is not None and namespace.get("__module__") == planned and OPTIONS.issuperset(options):
                entry = table.get(f"{planned}.{namespace.get('__qualname__')}")
                if entry is not None and len(entry) > 3:
                    made = _namespace_planned(cls, bases, namespace, bool(options.get("frozen", False)),
                                              bool(options.get("eq", True)), entry)
                    if made is not None:
                        _ALL.append(made)
                        return made
            return wrap(type(cls, bases, namespace))
        return wrap if cls is None else wrap(cls)

    return dataclass


#: The decorator made for each kind (:func:`dataclass_for`): one per generated module.
_FOR: "dict[str, Callable[..., Any]]" = {}


def dataclass_for(kind: str) -> Callable[..., Any]:
    """The ``dataclass`` of one part of judge (a key of :data:`KINDS`: ``"ast"`` the scenario
    language's classes, ``"ir"`` the card IR's, ``"engine"`` the engine's, ``"suite"`` the
    suite's), its methods taken from that part's generated module: used as ``@dataclass`` or
    ``@dataclass(frozen=True)``, the same classes as :func:`dataclasses.dataclass` makes.
    The modules of one part share one decorator; its generated module is imported on the first
    call for that part only.

    Called at the top of a module of :data:`DIGESTED` (the code running is the module's own, read
    from its file) whose file is byte for byte the one its generated module was made from (the
    digest recorded there: :func:`_as_generated`), the decorator returned makes that module's
    classes from their generated plans (:func:`_planned`); every other call gets the part's
    shared decorator."""
    frame = sys._getframe(1)
    name = frame.f_globals.get("__name__")
    if name in DIGESTED and _as_generated(KINDS[kind], name, frame):
        return decorator(KINDS[kind], name)
    made = _FOR.get(kind)
    if made is None:
        made = _FOR[kind] = decorator(KINDS[kind])
    return made


def digest(data: bytes) -> str:
    """The digest of a module's source recorded in its generated module (:data:`DIGESTED`):
    :func:`judge.digest.source_hash`, CPython's own check of a source against its hash-based
    ``.pyc`` — the question asked here. It was judge's BLAKE2b until the seventy-sixth session:
    ~5M instructions of every ``judge ask`` (the IR's, the AST's and the outcome's 347 KB), against
    ~0.3M; and never :mod:`hashlib`, whose import loads OpenSSL's bindings (docs/performance.md,
    "`judge ask`'s start-up", seventy-fifth and seventy-sixth sessions)."""
    return source_hash(data)


def _as_generated(methods_module: str, name: str, frame: Any) -> bool:
    """Whether ``frame`` runs the code of the module ``name`` read from its file, and that file
    is the one ``methods_module`` was generated from (the digest of its bytes it records, read
    once per import of the module: as Python checks a ``.pyc``, but by content, not by time)."""
    module = sys.modules.get(name)
    path = getattr(module, "__file__", None)
    if path is None or frame.f_globals is not vars(module) or frame.f_code.co_filename != path:
        return False
    try:
        recorded = importlib.import_module(methods_module).SOURCES.get(name)
        with open(path, "rb") as f:
            return recorded is not None and digest(f.read()) == recorded
    except (ImportError, AttributeError, OSError):
        return False


def _make(cls: type, frozen: bool, eq: bool, table: dict, planned: Optional[str] = None) -> type:
    # (the class body as written: the mapping proxy's own copy, a dict's copy in C — ``dict()`` of the
    # proxy reads it through the mapping protocol, key by key: ~10K instructions a class, ~3.4M of every
    # import of the card IR on 3.12; docs/performance.md, "The card IR's classes made for less",
    # eightieth session)
    own = cls.__dict__.copy()
    if frozen and ("__setattr__" in own or "__delattr__" in own):
        raise TypeError(f"Cannot overwrite attribute __setattr__ or __delattr__ in class {cls.__name__}")
    if planned is not None and cls.__module__ == planned:
        entry = table.get(f"{planned}.{cls.__qualname__}")
        if entry is not None and len(entry) > 3 and _planned(cls, frozen, eq, entry, own):
            return cls
    _GIVEN[cls] = {name: (annotation, own.get(name, MISSING))
                   for name, annotation in own.get("__annotations__", {}).items()}
    key = _KEYS[cls] = source_key(cls, frozen, eq)
    entry = table.get(f"{cls.__module__}.{cls.__qualname__}")
    if key is not None and entry is not None and len(entry) > 2 and entry[2] == key:
        return _deferred(cls, frozen, eq, entry, own)
    _process(cls, frozen, eq)
    fields = dataclasses.fields(cls)
    seen_default = False
    for f in fields:
        if not f.init:
            continue
        if f.kw_only:
            raise TypeError(f"{cls.__qualname__}: keyword-only fields are not reproduced; use dataclasses.dataclass")
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if seen_default and not has_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
        seen_default = seen_default or has_default
    key = f"{cls.__module__}.{cls.__qualname__}"
    wanted = spec(cls, frozen, eq)
    entry = table.get(key)
    if entry is not None and entry[0] == wanted:
        factory = entry[1]
    else:  # not in the generated module, or stale: generate now, as dataclasses would
        namespace: dict[str, Any] = {"_get_ident": get_ident}
        exec(compile(_class_source(wanted, "_make_methods"), _LIVE, "exec"), namespace)
        factory = namespace["_make_methods"]
    made = factory(cls, _FACTORY, *(f.default_factory for f in fields if f.default_factory is not MISSING))
    defaults = tuple(_FACTORY if f.default_factory is not MISSING else f.default
                     for f in fields if f.init and (f.default is not MISSING or f.default_factory is not MISSING))
    _attach(cls, own, made, defaults or None, {**{f.name: f.type for f in fields if f.init}, "return": None}, eq,
            frozen, tuple(f.name for f in fields), tuple(f.name for f in fields if f.repr))
    _MADE[cls] = wanted
    _document(cls, own)
    return cls


def _process(cls: type, frozen: bool, eq: bool) -> None:
    """``dataclasses``' own processing of ``cls`` (fields, parameters, ``__match_args__``,
    class-level defaults), told to write none of the methods; then its parameters say what
    the class is."""
    bases = [b.__dataclass_params__ for b in cls.__mro__[1:] if dataclasses.is_dataclass(b)]
    if bases and any(p.frozen for p in bases) != frozen:
        raise TypeError(f"cannot inherit {'' if frozen else 'non-'}frozen dataclass from a "
                        f"{'non-' if frozen else ''}frozen one")
    saved = [(p, p.frozen) for p in bases]
    for params in bases:  # told frozen=False, dataclasses must not see frozen bases (checked above)
        params.frozen = False
    try:
        dataclasses.dataclass(init=False, repr=False, eq=False)(cls)
    finally:
        for params, was in saved:
            params.frozen = was
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    params.init = params.repr = True
    params.eq, params.frozen = eq, frozen


def _attach(cls: type, own: dict, made: tuple, defaults: Optional[tuple], annotations: dict, eq: bool,
            frozen: bool, names: tuple, shown: tuple) -> None:
    """Give ``cls`` the generated methods ``made`` (:func:`_methods`), set on the class made."""
    for name, value in _methods({}, (cls,), cls.__qualname__, own, made, defaults, annotations, eq, frozen, names,
                                shown).items():
        setattr(cls, name, value)


def _methods(into: dict, box: "tuple | list", qual: str, own: dict, made: tuple, defaults: Optional[tuple],
             annotations: dict, eq: bool, frozen: bool, names: tuple, shown: tuple) -> dict:
    """Put into ``into`` the generated methods ``made`` (``__init__`` with ``defaults`` and
    ``annotations``, ``__eq__``, ``__hash__``), a ``__repr__`` showing the fields ``shown``
    (:func:`_lazy_repr`), and when ``frozen`` the ``__setattr__``/``__delattr__`` guarding the
    fields ``names`` (:func:`_frozen`), as ``dataclasses`` would give the class ``box[0]`` (its
    qualified name ``qual``; ``box`` filled once the class is made): a method the class body
    ``own`` defines itself is kept. ``into`` may be ``own`` itself, the namespace the class is
    about to be made from (everything asked of ``own`` is asked before anything is put in)."""
    # (made by a module generated before the fifty-first session: its __repr__ too, at index 1)
    init, eq_fn, hsh = (made[0], made[2], made[3]) if len(made) > 3 else made
    # as dataclasses: a method the class defines itself is kept; an explicit __hash__ too (decided
    # first: ``into`` may be ``own``). Each written out, not a loop over the names.
    hashed = eq and ("__hash__" not in own or (own["__hash__"] is None and "__eq__" in own))
    init.__defaults__ = defaults
    init.__annotations__ = annotations
    if "__init__" not in own:
        init.__qualname__ = qual + ".__init__"
        into["__init__"] = init
    if "__repr__" not in own:
        into["__repr__"] = _lazy_repr(box, shown, qual + ".__repr__")
    if eq_fn is not None and "__eq__" not in own:
        eq_fn.__qualname__ = qual + ".__eq__"
        into["__eq__"] = eq_fn
    if frozen:
        setattr_, delattr_ = _frozen(box, names)
        if "__setattr__" not in own:
            setattr_.__qualname__ = qual + ".__setattr__"
            into["__setattr__"] = setattr_
        if "__delattr__" not in own:
            delattr_.__qualname__ = qual + ".__delattr__"
            into["__delattr__"] = delattr_
    if hashed:
        # frozen: hash of the fields; not frozen: unhashable (as dataclasses)
        if hsh is not None:
            hsh.__qualname__ = qual + ".__hash__"
        into["__hash__"] = hsh
    return into


def _document(cls: type, own: dict) -> None:
    """A class without a docstring gets its signature, as ``dataclasses`` gives it."""
    if own.get("__doc__") is None:
        import inspect  # already imported by dataclasses: costs nothing

        cls.__doc__ = cls.__name__ + str(inspect.signature(cls)).replace(" -> None", "")


def fields_of(cls: type) -> Optional[tuple[tuple[str, bool], ...]]:
    """``(name, has a default)`` of each field of ``cls``, a class :func:`decorator` made — read
    off what its methods were generated from, without having ``dataclasses`` process it (a
    default factory is not "a default": the value a field is left out with); None for any other
    class."""
    wanted = _MADE.get(cls)
    return None if wanted is None else tuple((f[0], f[5] == "=") for f in wanted[3])


def field_names(cls: type) -> tuple[str, ...]:
    """The names of the fields of the dataclass ``cls``, in order: for a class :func:`decorator`
    made, read off what its methods were generated from (:func:`fields_of`), without having
    ``dataclasses`` process it; for any other, from ``dataclasses.fields``."""
    found = fields_of(cls)
    return tuple(f.name for f in dataclasses.fields(cls)) if found is None else tuple(name for name, _ in found)


def frozen_of(cls: type) -> Optional[bool]:
    """Whether the dataclass ``cls`` is frozen; None when it is no dataclass. For a class
    :func:`decorator` made, read off what its methods were generated from, without having
    ``dataclasses`` process it (``hasattr(cls, "__dataclass_params__")`` would: the first copy of a
    game asked it of ~26 classes, ~3 ms; docs/performance.md)."""
    wanted = _MADE.get(cls)
    if wanted is not None:
        return wanted[0]
    params = getattr(cls, "__dataclass_params__", None)
    return None if params is None else params.frozen


def replace(obj: Any, /, **changes: Any) -> Any:
    """``dataclasses.replace(obj, **changes)``: a new ``obj`` with ``changes`` — for a class
    :func:`decorator` made, its fields read off what its methods were generated from, without
    having ``dataclasses`` process the class (~0.3-0.5 ms for the scenario's 18 fields; the "Why"
    of ``judge ask`` replaces a scenario's actions and each play's outcomes). Any other class, or
    one with a field ``__init__`` does not take, goes to ``dataclasses.replace`` itself."""
    wanted = _MADE.get(type(obj))
    if wanted is None or not all(f[1] for f in wanted[3]):
        return dataclasses.replace(obj, **changes)
    for f in wanted[3]:
        if f[0] not in changes:
            changes[f[0]] = getattr(obj, f[0])
    return obj.__class__(**changes)


def made(module: str) -> list[type]:
    """The classes of ``module`` made by :func:`decorator` (or given to the standard decorator
    by it), in the order they were made — without having ``dataclasses`` process any."""
    return [cls for cls in _ALL if cls.__module__ == module]


def source_key(cls: type, frozen: bool, eq: bool) -> Optional[tuple]:
    """What ``dataclasses`` makes a class's fields of, read off the class as written — its
    options, its own annotations in order and what each name is given in the class body
    (nothing, a value, or ``field(...)`` and its settings), and its dataclass bases' keys —
    without running ``dataclasses``; None for a class it can't describe so (a dataclass base
    not made here or without a key; a non-init field, whose default ``__init__`` reads off the
    class)."""
    own = vars(cls)
    bases = [b for b in cls.__mro__[1:] if "__dataclass_fields__" in vars(b)]
    if any(_KEYS.get(b) is None or _MADE[b][0] != frozen for b in bases):
        return None  # a base not made here, or made eagerly, or a frozen mismatch (an error, said eagerly)
    items = []
    for name, annotation in own.get("__annotations__", {}).items():
        value = own.get(name, MISSING)
        if isinstance(value, dataclasses.Field):
            if not value.init:
                return None
            given: tuple = ("field", value.repr, value.compare, value.hash, value.kw_only is True,
                            value.default is not MISSING, value.default_factory is not MISSING)
        else:
            given = ("value",) if value is not MISSING else ()
        items.append((name, annotation if isinstance(annotation, str) else repr(annotation), given))
    return frozen, eq, hasattr(cls, "__post_init__"), tuple(items), tuple(_KEYS[b] for b in bases)


class _Deferred(tuple):
    """``__dataclass_fields__`` / ``__dataclass_params__`` of a class whose methods came from
    the generated module while ``dataclasses`` has not yet processed it: the first read
    (``fields()``, ``replace()``, ``is_dataclass()`` ...) has it processed, then answers. A
    program uses a few of its many classes that way (``judge ask``: the IR of a handful of
    cards), so most are never processed at all (docs/performance.md, "Every supported Python").

    Made as a tuple ``(box, frozen, eq, wanted, name)``, ``box[0]`` the class (a box: the
    descriptor may be made before its class, :func:`_namespace_planned`): two for each class the
    generated module makes (~710 at each import of the card IR), built in C by ``tuple``'s own constructor — an
    ``__init__`` storing five slots was a Python call each (~1.4M instructions of the import on 3.12)."""

    __slots__ = ()

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        box, frozen, eq, wanted, wanted_name = self
        cls = box[0]
        for name in ("__dataclass_fields__", "__dataclass_params__"):
            if isinstance(vars(cls).get(name), _Deferred):
                delattr(cls, name)
        _process(cls, frozen, eq)
        if spec(cls, frozen, eq) != wanted:  # source_key matched: it can't differ
            raise RuntimeError(f"judge._speed.fastdataclass: the generated methods of {cls.__qualname__} are stale")
        return getattr(cls, wanted_name)


def _deferred(cls: type, frozen: bool, eq: bool, entry: tuple, own: dict) -> type:
    """The class with its generated methods, ``__match_args__`` and docstring, read off the
    class body as written (:func:`source_key` matched the generated module's), and
    ``dataclasses``' own processing left for when it is first needed (:class:`_Deferred`)."""
    wanted, factory = entry[0], entry[1]
    names = [f[0] for f in wanted[3]]  # the fields, inherited ones first (a ClassVar annotation is none)
    # what the class body nearest in the MRO gives each (as written: a base already processed
    # by dataclasses has had its class-level defaults changed)
    written = [_GIVEN[k] for k in cls.__mro__ if k in _GIVEN]
    if len(written) == 1:  # (most classes: no dataclass base)
        own_given = written[0]
        annotations = {name: own_given[name][0] for name in names}
        given = {name: own_given[name][1] for name in names}
    else:
        annotations = {name: next(g[name][0] for g in written if name in g) for name in names}
        given = {name: next(g[name][1] for g in written if name in g) for name in names}
    factories = [v.default_factory for v in given.values()
                 if isinstance(v, dataclasses.Field) and v.default_factory is not MISSING]
    made = factory(cls, _FACTORY, *factories)
    defaults = []
    for value in given.values():
        if isinstance(value, dataclasses.Field):
            if value.default_factory is not MISSING:
                defaults.append(_FACTORY)
            elif value.default is not MISSING:
                defaults.append(value.default)
        elif value is not MISSING:
            defaults.append(value)
    _attach(cls, own, made, tuple(defaults) or None, {**{n: annotations[n] for n in names}, "return": None}, eq,
            frozen, tuple(names), tuple(f[0] for f in wanted[3] if f[2]))
    if "__match_args__" not in own:
        cls.__match_args__ = tuple(names)  # type: ignore[attr-defined]
    b = (cls,)  # (the box of _Deferred)
    cls.__dataclass_fields__ = _Deferred((b, frozen, eq, wanted, "__dataclass_fields__"))  # type: ignore[attr-defined]
    cls.__dataclass_params__ = _Deferred((b, frozen, eq, wanted, "__dataclass_params__"))  # type: ignore[attr-defined]
    _MADE[cls] = wanted
    if own.get("__doc__") is None:  # (asked here: a call less for each class with a docstring)
        _document(cls, own)
    return cls


def _planned(cls: type, frozen: bool, eq: bool, entry: tuple, own: dict) -> bool:
    """Make ``cls`` as :func:`_deferred` does, from its generated plan (:func:`plan`): its module's
    source is as generated (:func:`dataclass_for`), so the class is the one the plan was made from
    — its options, its annotated names, each dataclass base made from its plan too (checked, all
    cheap) —; what the plan cannot know, the values given in the class body, is read off the body
    as written by name. False (nothing done) if one check fails: the class is made as any other."""
    given: dict = {}
    if not _from_plan(given, (cls,), cls.__qualname__, own, cls.__mro__[1:], frozen, eq, entry):
        return False
    for name, value in given.items():
        setattr(cls, name, value)
    _MADE[cls] = entry[0]
    _OWN[cls] = own
    if own.get("__doc__") is None:  # (asked here: a call less for each class with a docstring)
        _document(cls, own)
    return True


def _namespace_planned(name: str, bases: tuple, namespace: dict, frozen: bool, eq: bool,
                       entry: tuple) -> Optional[type]:
    """The class ``type(name, bases, namespace)`` made from its generated plan as :func:`_planned`
    makes it, everything the plan gives it put in ``namespace`` first (:func:`_from_plan`): the
    class is made whole, nothing set on it after; None (``namespace`` untouched) if a check fails
    or its bases are more than one."""
    if not bases:
        tail: tuple = (object,)
    elif len(bases) == 1 and isinstance(bases[0], type):
        tail = bases[0].__mro__
    else:
        return None
    if frozen and ("__setattr__" in namespace or "__delattr__" in namespace):
        return None  # (refused by _make, with its error)
    box: list = []
    if not _from_plan(namespace, box, namespace.get("__qualname__", name), namespace, tail, frozen, eq, entry):
        return None
    cls = type(name, bases, namespace)
    box.append(cls)
    _MADE[cls] = entry[0]
    _OWN[cls] = namespace
    if namespace.get("__doc__") is None:
        _document(cls, namespace)
    return cls


def _from_plan(into: dict, box: "tuple | list", qual: str, own: dict, tail: tuple, frozen: bool, eq: bool,
               entry: tuple) -> bool:
    """Check the plan ``entry`` against the class body ``own`` and the bases ``tail`` (the class's
    MRO after itself), and if it fits put into ``into`` what the class gets from it (its methods:
    :func:`_methods`; ``__match_args__``; the deferred ``__dataclass_fields__`` and
    ``__dataclass_params__``: :class:`_Deferred`), ``box[0]`` the class, ``qual`` its qualified name.
    False, nothing put, if a check fails."""
    wanted, factory, _key, (own_names, given, names, shown, annotated, annotations) = entry
    if wanted[0] != frozen or wanted[1] != eq:
        return False
    # (hasattr: a miss on a class formats an AttributeError, ~350 times an import)
    post_init = "__post_init__" in own
    if not post_init:
        for base in tail:
            if "__post_init__" in base.__dict__:
                post_init = True
                break
    if post_init != wanted[2] or tuple(own.get("__annotations__", ())) != own_names:
        return False
    if len(tail) > 1:
        for base in tail[:-1]:
            if base not in _OWN and "__dataclass_fields__" in base.__dict__:
                return False  # a dataclass base not made from its plan: it may not be as planned
    defaults: list = []
    factories: list = []
    for at, name, kind in given:  # each field with a default, from the class body declaring it
        if at:  # (the class's own annotated names are its plan's: checked above)
            body = _OWN.get(tail[at - 1]) if at <= len(tail) else None
            if body is None or name not in body.get("__annotations__", ()):
                return False
        else:
            body = own
        value = body.get(name, MISSING)
        if isinstance(value, _Field):
            if value.default_factory is not MISSING:
                if kind != "f":
                    return False
                factories.append(value.default_factory)
                value = _FACTORY
            else:
                value = value.default
        if value is MISSING or (kind == "f") != (value is _FACTORY):
            return False
        defaults.append(value)
    # (the generated code reads ``cls`` only for a field ``__init__`` does not take, which no plan has:
    # the class may not be made yet)
    made = factory(box[0] if box else None, _FACTORY, *factories)
    match_args = "__match_args__" not in own
    _methods(into, box, qual, own, made, tuple(defaults) or None, dict(zip(annotated, annotations)),
             eq, frozen, names, shown)
    if match_args:
        into["__match_args__"] = names
    into["__dataclass_fields__"] = _Deferred((box, frozen, eq, wanted, "__dataclass_fields__"))
    into["__dataclass_params__"] = _Deferred((box, frozen, eq, wanted, "__dataclass_params__"))
    return True


def plan(cls: type) -> Optional[tuple]:
    """What :func:`_planned` makes the class ``cls`` of a module of :data:`DIGESTED` from: its own
    annotated names in order; per field with a default, (the index in ``cls.__mro__`` of the class
    body declaring it, its name, its default kind); the fields' names, those its ``__repr__``
    shows, and ``__init__``'s annotations. None for a class it can't describe so (a field not in
    ``__init__`` or keyword-only, an annotation not a string, a dataclass base without a plan)."""
    wanted = _MADE.get(cls)
    if cls.__module__ not in DIGESTED or wanted is None or wanted[2] is not hasattr(cls, "__post_init__"):
        return None
    fields = dataclasses.fields(cls)
    if any(not f.init or f.kw_only is True or not isinstance(f.type, str) for f in fields):
        return None
    mro = cls.__mro__
    for base in mro[1:]:
        if "__dataclass_fields__" in vars(base) and plan(base) is None:
            return None
    given = []
    for name, _init, _rep, _cmp, _hash, kind in wanted[3]:
        if kind:
            at = next(i for i, k in enumerate(mro) if k in _MADE and name in vars(k).get("__annotations__", {}))
            given.append((at, name, kind))
    names = tuple(f.name for f in fields)
    return (tuple(vars(cls).get("__annotations__", {})), tuple(given), names, tuple(f.name for f in fields if f.repr),
            names + ("return",), tuple(f.type for f in fields) + (None,))


def _class_source(wanted: tuple, fn: str) -> str:
    """The source of ``fn(cls, _FACTORY, *factories)`` returning the class's ``__init__``,
    ``__eq__``, ``__hash__`` (None where the class gets none; its ``__repr__``:
    :func:`_lazy_repr`; a frozen class's ``__setattr__`` and ``__delattr__``: :func:`_frozen`)."""
    frozen, eq, post_init, fields = wanted
    factories = [f[0] for f in fields if f[5] == "f"]
    params = "".join(f", _f_{n}" for n in factories)
    lines = [f"def {fn}(cls, _FACTORY{params}):"]
    args = "".join(f", {f[0]}" for f in fields if f[1])
    lines.append(f"    def __init__(self{args}):")
    body = []
    # (a frozen class's fields written at once into the instance dict past its frozen __setattr__,
    # by the in-place ``|=`` of a dict literal: the same dict, in the same order, as
    # ``__dict__.update`` of it wrote — the merge into an empty dict that makes it a combined one —
    # without a method looked up and called, ~300K of a suite's pass. Not one subscript a field: the
    # dict stays split then, and reading an attribute of it in 3.11 took ~4x the time. The dict's
    # local name is one no field has.)
    own = "_d"
    while any(f[0] == own for f in fields):
        own += "_"
    for name, init, _rep, _cmp, _hash, kind in fields:
        if init:
            value = f"_f_{name}() if {name} is _FACTORY else {name}" if kind == "f" else name
        elif kind == "f":
            value = f"_f_{name}()"
        elif kind == "=":
            value = f"cls.{name}"
        else:
            continue
        body.append(f"            {name!r}: {value}," if frozen else f"        self.{name} = {value}")
    if frozen and body:
        body = [f"        {own} = self.__dict__", f"        {own} |= {{", *body, "        }"]
    if post_init:
        body.append("        self.__post_init__()")
    lines += body or ["        pass"]
    if eq:
        this = "".join(f"self.{f[0]}," for f in fields if f[3])
        that = "".join(f"other.{f[0]}," for f in fields if f[3])
        lines += ["    def __eq__(self, other):", "        if other.__class__ is self.__class__:",
                  f"            return ({this})==({that})", "        return NotImplemented"]
    else:
        lines.append("    __eq__ = None")
    if frozen and eq:
        hashed = "".join(f"self.{f[0]}," for f in fields if f[4])
        lines += ["    def __hash__(self):", f"        return hash(({hashed}))"]
    else:
        lines.append("    __hash__ = None")
    lines.append("    return __init__, __eq__, __hash__")
    return "\n".join(lines) + "\n"


def _repr_source(shown: tuple) -> str:
    """The source of ``_make_repr()`` returning a ``__repr__`` showing the fields ``shown``, as
    ``dataclasses`` writes it: a repr that meets its own object again says "..." (as
    dataclasses' and reprlib's guard)."""
    fields = ", ".join(f"{name}={{self.{name}!r}}" for name in shown)
    return "\n".join([
        "def _make_repr():", "    _running = set()", "    def __repr__(self):", "        key = id(self), _get_ident()",
        "        if key in _running:", "            return '...'", "        _running.add(key)", "        try:",
        f'            return self.__class__.__qualname__ + f"({fields})"', "        finally:",
        "            _running.discard(key)", "    return __repr__", ""])


#: The fields a ``__repr__`` shows → the function making one (:func:`_repr_source`, compiled once).
_REPRS: "dict[tuple, Callable[[], Callable]]" = {}

#: The calls a class's plain ``__repr__`` answers before the compiled one takes its place
#: (:func:`_plain_repr`).
COMPILE_AFTER = 32


def _lazy_repr(box: "tuple | list", shown: tuple, qualname: Optional[str] = None) -> Callable[[Any], str]:
    """The ``__repr__`` of the dataclass ``box[0]`` (a box: made before the class may be) showing the fields ``shown``: on its first call
    it puts :func:`_plain_repr`'s on ``cls`` in its place and returns what it says. A repr is
    asked of few classes in a process (60 of the suite's ~430 in a whole pass; 8 in a ``judge ask``
    of a small scenario), and a generated one per class was a third of every generated module's
    ``.pyc`` read at import (~220 KB)."""

    def __repr__(self: Any) -> str:
        cls = box[0]
        real = _plain_repr(cls, shown, __repr__.__qualname__)
        if cls.__dict__.get("__repr__") is __repr__:  # (not if something has put another in its place)
            cls.__repr__ = real  # type: ignore[method-assign]
        return real(self)

    if qualname is not None:
        __repr__.__qualname__ = qualname
    return __repr__


def _plain_repr(cls: type, shown: tuple, qualname: str) -> Callable[[Any], str]:
    """A ``__repr__`` of ``cls`` saying what ``dataclasses``' says (``Name(a=1, b='x')``, "..." for
    an object met again inside its own repr), made without compiling anything: the fields read by
    :func:`operator.attrgetter` into a ``%r`` format. Compiling the one ``dataclasses`` writes
    (:func:`_repr_source`) cost 0.1-0.4 ms a list of fields (8 of them in a ``judge ask`` of the
    example: ~2M instructions), and a ``judge ask`` asks each class for a few reprs; the compiled
    one is ~1.4 µs a call faster (2.5 against 3.9 µs, 29 fields), so after :data:`COMPILE_AFTER`
    calls, between two reprs of the class (none of its own in progress), it is compiled and put on
    ``cls`` in this one's place: a process that asks many (the suite) runs the same function as
    before (docs/performance.md)."""
    fmt = "(" + ", ".join(f"{name}=%r" for name in shown) + ")"
    if len(shown) > 1:
        values = attrgetter(*shown)
    elif shown:
        one = attrgetter(shown[0])

        def values(self: Any) -> tuple:
            return (one(self),)
    else:
        def values(self: Any) -> tuple:
            return ()
    running: set = set()
    calls = 0

    def __repr__(self: Any) -> str:
        nonlocal calls
        key = id(self), get_ident()
        if key in running:
            return "..."
        if not running:
            calls += 1
            if calls > COMPILE_AFTER and cls.__dict__.get("__repr__") is __repr__:
                real = _compiled_repr(shown)
                real.__qualname__ = qualname
                cls.__repr__ = real  # type: ignore[method-assign]
                return real(self)
        running.add(key)
        try:
            return self.__class__.__qualname__ + fmt % values(self)
        finally:
            running.discard(key)

    __repr__.__qualname__ = qualname
    return __repr__


def _compiled_repr(shown: tuple) -> Callable[[Any], str]:
    """The ``__repr__`` ``dataclasses`` writes for the fields ``shown`` (:func:`_repr_source`),
    compiled once for each list of fields (:data:`_REPRS`); a new function (its own guard) each call."""
    make = _REPRS.get(shown)
    if make is None:
        namespace: dict[str, Any] = {"_get_ident": get_ident}
        exec(compile(_repr_source(shown), _LIVE, "exec"), namespace)
        make = _REPRS[shown] = namespace["_make_repr"]
    return make()


def _frozen(box: "tuple | list", names: tuple) -> tuple:
    """The ``__setattr__`` and ``__delattr__`` of the frozen dataclass ``cls``, ``box[0]`` (a box: made
    before the class may be), whose fields are ``names``, as ``dataclasses`` writes them: they raise :class:`dataclasses.FrozenInstanceError`
    for a field, or for any name on an instance of ``cls`` itself. Made here, one closure each,
    not generated per class: they run only when something writes to a frozen instance, and
    each generated pair was ~1 KB of every generated module's ``.pyc`` read at import."""

    def __setattr__(self: Any, name: str, value: Any) -> None:
        cls = box[0]
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        cls = box[0]
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __setattr__, __delattr__


# --------------------------------------------------------------------------- generation


def classes(module: Any) -> list[type]:
    """The dataclasses defined in ``module`` under their own name, in definition order."""
    return [c for n, c in vars(module).items()
            if isinstance(c, type) and dataclasses.is_dataclass(c) and c.__module__ == module.__name__
            and n == c.__name__]


def source(target: str) -> str:
    """The text of the generated module ``target`` (a key of :data:`TARGETS`)."""
    out = [
        f'"""Generated by ``python -m judge._speed.fastdataclass`` from {", ".join(TARGETS[target])}: do not edit.',
        "",
        "The dataclass methods of those modules' classes as plain source (see judge._speed.fastdataclass).",
        '"""',
        "# fmt: off",
        "# flake8: noqa",
        "from _thread import get_ident as _get_ident",
        "",
    ]
    table = []
    # One factory for every class whose methods read alike (the same fields, defaults and options):
    # each call makes new functions, named for their class by _attach, so nothing is shared but the
    # code, read once (the card IR's 361 classes need 183 factories; docs/performance.md).
    factories: dict[str, str] = {}
    for name in TARGETS[target]:
        module = importlib.import_module(name)
        for cls in classes(module):
            wanted = _MADE.get(cls)
            if wanted is None:
                continue  # made by the standard decorator (options not reproduced)
            shape = _class_source(wanted, "_")
            fn = factories.get(shape)
            if fn is None:
                fn = factories[shape] = f"_{name.rsplit('.', 1)[-1]}_{cls.__name__}"
                out += ["", _class_source(wanted, fn)]
            planned = plan(cls)
            entry = f"{_KEYS.get(cls)!r}" if planned is None else f"None, {planned!r}"
            table.append(f"    {name}.{cls.__qualname__!r}: ({wanted!r}, {fn}, {entry}),".replace(
                f"    {name}.'", f"    '{name}."))
    out += ["", "METHODS = {"] + table + ["}", ""]
    sources = [name for name in TARGETS[target] if name in DIGESTED]
    if sources:
        out += ["#: The digest of each module's source these were generated from (judge._speed.fastdataclass.digest).",
                "SOURCES = {"]
        out += [f"    {name!r}: {digest(path_of(name).read_bytes())!r}," for name in sources] + ["}", ""]
    return "\n".join(out)


def path_of(target: str) -> "Any":
    """The file of the generated module ``target``."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent.parent
    return root.joinpath(*target.split(".")).with_suffix(".py")


def main(argv: "Optional[list[str]]" = None) -> int:
    """``python -m judge._speed.fastdataclass [--check]``."""
    import argparse

    ap = argparse.ArgumentParser(prog="python -m judge._speed.fastdataclass",
                                 description="Rewrite the generated dataclass-method modules.")
    ap.add_argument("--check", action="store_true", help="exit 1 if a generated module is stale; write nothing")
    args = ap.parse_args(argv)
    from judge.generated import refresh

    return max([refresh(path_of(t), source(t), args.check, "python -m judge._speed.fastdataclass") for t in TARGETS],
               default=0)


if __name__ == "__main__":  # run as judge._speed.fastdataclass, whose registry the target modules fill
    from judge._speed import fastdataclass

    sys.exit(fastdataclass.main())
