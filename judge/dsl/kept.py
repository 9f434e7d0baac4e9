"""Scenario files read before, kept between runs (as Python keeps a module's bytecode).

Reading a scenario file (its lines through the LALR driver, the AST built: :mod:`judge.dsl.parser`)
takes ~0.3 ms, a quarter of the regression suite's time, and most files are the same from one
run of ``judge test`` to the next. A file read without a problem is kept as a pickle of its
AST, in the user's private cache directory (:mod:`judge._speed.cache_store`), under the hash of its
text, in a database named by the hash of the reading code (everything in ``judge/dsl`` and
``judge/_speed/lalr``: grammar, tables, transformer, AST classes; and ``judge/_speed/fastdataclass.py``,
which makes the AST's classes, with their generated methods). So a kept scenario is the one this code would read from this
text; a change of the code starts a new database.

- A file with any problem is never kept: its diagnostics come from reading it again.
- With the scenario is kept the key of the card names it was checked against
  (:func:`judge.cards.library.names_key`: the library, its reader, the tokens its cards make);
  checked against the same names again, it is not checked again.
- The path and the text are not kept: they are set from the file as it is read now.
- Each entry begins with a checksum of its pickle (:func:`judge.digest.checksum`, 8 bytes): a
  damaged entry (a flipped bit could leave a pickle that reads as another scenario) is never read.
- Only the AST's own classes (:mod:`judge.dsl.ast`) and the members of its kinds are ever built
  from a kept entry, each written by its name, a persistent id (``"Span"``, ``"Step.UPKEEP"``,
  ``"Zone.IN_PLAY"``), and read back by one look-up of that name (:func:`_ids`): a kept pickle
  names no class as a global, and :class:`_Unpickler` builds none (format 4 on, :data:`_FORMAT`: an
  entry of an earlier format — its classes named as globals, its zones words, or its members
  written as their kind called with its value — is not read: another
  database). What was built is used only when
  every node holds in every field a value of the field's declared type (:func:`_fits`: a
  damaged or planted entry may hold the AST's classes with other values in them); an entry
  that can't be read back is ignored, the text read again and the entry written again.
- The text set on a kept scenario is the text as the reader takes it (line ends made LF,
  :func:`judge.dsl.source.split_lines`), as on a scenario parsed: a diagnostic says the same
  bytes whether the file was read before or not (a file with CR or CRLF line ends too).
- ``JUDGE_NO_SCENARIO_CACHE=1`` (or ``JUDGE_NO_CACHE=1``) in the environment turns it off.
"""

from __future__ import annotations

import builtins
import copyreg
import dataclasses
import enum
import functools
import io
import pickle
import typing
from pathlib import Path
from typing import Any, Callable, Optional, Union

from judge._speed import cache_store
from judge.digest import checksum, hexdigest
from judge._speed.fastdataclass import fields_of
from judge.dsl import ast as A
from judge.zones import Zone

@functools.lru_cache(maxsize=1)
def _store() -> Optional[cache_store.Store]:
    """The database for this reading code, or None: no private directory, or turned off."""
    here = Path(__file__).resolve().parent
    speed = here.parent / "_speed"  # the LALR driver, the dataclass methods and the AST's generated ones
    try:
        files = [p for folder in (here, speed / "lalr") for p in sorted(folder.iterdir())
                 if p.suffix in (".py", ".lark", ".json")] + [speed / "fastdataclass.py", speed / "_ast_methods.py",
                                                              here.parent / "zones.py"]
        code = cache_store.digest(files) + f"\npickle {pickle.HIGHEST_PROTOCOL}\nformat {_FORMAT}"
    except OSError:
        return None
    return cache_store.open_store("scenarios", code, "JUDGE_NO_SCENARIO_CACHE")


#: The format of a kept entry, part of the name of its database: 5 (eighty-fifth session), as 4 but
#: its checksum 8 bytes of :func:`judge.digest.checksum` (SipHash-1-3), not 16 of BLAKE2b (the
#: pickle's ~2.5 KB hashed at a fifth of the cost: ~10 us of each ~170 us load); 4, the AST's classes
#: written by name too (a persistent id, :func:`_ids`), not as globals the unpickler looked up in a call of
#: Python code each (``find_class``: ~14 a scenario, ~50,800 of a warm pass over every third
#: bundled scenario; seventy-seventh session); 3, the AST's zones members of
#: :class:`judge.zones.Zone` (written by name as the kinds' members are; seventy-sixth session);
#: 2, its zones words, a kind's member written by its name (a persistent id, :func:`_members`);
#: 1 (before the seventy-fourth session), by its value, as pickle writes an enum member — its kind
#: named as a class and called (``EnumType.__call__``, ``Enum.__new__``: ~13,900 calls of a warm
#: pass over every third bundled scenario).
_FORMAT = 5


@functools.lru_cache(maxsize=1)
def _classes() -> dict[tuple[str, str], type]:
    """The classes a kept entry may hold nodes of: those defined in :mod:`judge.dsl.ast` but its
    kinds (an enum's member is written by name: :func:`_members`), by (module, name). (A frozenset
    field's value is written by the protocol's own ``FROZENSET``: no class named.)"""
    return {(A.__name__, name): value for name, value in vars(A).items()
            if isinstance(value, type) and value.__module__ == A.__name__ and not issubclass(value, enum.Enum)}


@functools.lru_cache(maxsize=1)
def _ids() -> dict[str, Any]:
    """Everything a kept entry is built of that is not a builtin value, by its persistent id: each
    class of :func:`_classes` by its name (``"Span"``), each member of :func:`_members` by its
    kind's name and its own (``"Step.UPKEEP"``: a dot, which no class's name holds). The
    unpickler's ``persistent_load`` is this dict's ``__getitem__`` (one look-up in C, no call of
    Python code); an id not in it (a planted or damaged entry) raises, and the entry is ignored."""
    found: dict[str, Any] = {name: cls for (_, name), cls in _classes().items()}
    found.update(_members())
    return found


@functools.lru_cache(maxsize=1)
def _members() -> dict[str, enum.Enum]:
    """The persistent id of each member of the AST's kinds (the enums :mod:`judge.dsl.ast` defines)
    → the member: ``"Step.UPKEEP"`` → ``Step.UPKEEP`` (part of :func:`_ids`, by which a kept entry's
    members and classes are read back)."""
    return {f"{kind.__name__}.{member.name}": member for kind in _kinds() for member in kind}


@functools.lru_cache(maxsize=1)
def _kinds() -> tuple[type, ...]:
    """The enums defined in :mod:`judge.dsl.ast` (Step, Until, Wording, CostClause, ...), and
    :class:`judge.zones.Zone` (defined below the scenario language: the AST's zone fields hold its members)."""
    return tuple(value for value in vars(A).values()
                 if isinstance(value, type) and value.__module__ == A.__name__ and issubclass(value, enum.Enum)) + (Zone,)


class _Unpickler(pickle.Unpickler):
    """Builds only the AST's classes and the kinds' members, by their names (:func:`_ids`, set as
    its ``persistent_load`` by :func:`load`): a class named as a global is refused, whichever it is."""

    def find_class(self, module: str, name: str) -> Any:
        raise pickle.UnpicklingError(f"{module}.{name}: a kept scenario names its classes by persistent id")


class _Pickler(pickle.Pickler):
    """Writes each node of the AST without the fields that hold their class's default value
    (read back from the class: a kept entry is a quarter smaller and a sixth faster to read), and
    each of the AST's classes and each member of its kinds by its name (:func:`_ids`)."""

    def __init__(self, file: Any, protocol: int) -> None:
        super().__init__(file, protocol=protocol)
        names = {value: name for name, value in _ids().items()}
        named = frozenset(_kinds()) | {type}
        # (pickle asks it of every object written: a class's or a member's name, or None for any
        # other — a class not the AST's is written as pickle writes it, and refused as it is read)
        self.persistent_id = lambda obj: names.get(obj) if type(obj) in named else None  # noqa: E731

    def reducer_override(self, obj: Any) -> Any:
        cls = type(obj)
        defaults = _DEFAULTS.get(cls, _UNSEEN)
        if defaults is _UNSEEN:
            defaults = _DEFAULTS[cls] = _defaults(cls)
        if defaults is None:
            return NotImplemented
        state = obj.__dict__.copy()
        for name, default in defaults:
            value = state.get(name, _NO_DEFAULT)
            if value is default or (type(value) is type(default) and value == default):
                del state[name]
        return copyreg.__newobj__, (cls,), state


_NO_DEFAULT = object()
_UNSEEN = object()
#: Per class pickled: the defaults of its fields (class attributes), or None for a class that
#: is not one of the AST's dataclasses (pickled as pickle does).
_DEFAULTS: dict[type, Optional[tuple[tuple[str, Any], ...]]] = {}


def _defaults(cls: type) -> Optional[tuple[tuple[str, Any], ...]]:
    """``(name, default)`` of each field of ``cls`` whose default the class holds (not a
    ``default_factory``'s: those are written out), or None when ``cls`` is not a dataclass of
    :mod:`judge.dsl.ast`."""
    if cls.__module__ != A.__name__ or not dataclasses.is_dataclass(cls):
        return None
    return tuple((f.name, getattr(cls, f.name)) for f in dataclasses.fields(cls)
                 if getattr(cls, f.name, _NO_DEFAULT) is not _NO_DEFAULT)


def load(text: str, path: str) -> Optional[tuple[A.Scenario, str]]:
    """The scenario kept for ``text`` (its path and text set to ``path`` and ``text``) and the
    key of the names it was checked against (:func:`judge.dsl.checks.check`), or None."""
    store = _store()
    data = store.read(_key(text)) if store is not None else None
    if data is None:
        return None
    body = data[_SUM:]  # (the pickle, sliced once: summed, then read)
    if checksum(body) != data[:_SUM]:
        return None  # (damaged: a flipped bit may leave a pickle that reads as another scenario)
    try:
        unpickler = _Unpickler(io.BytesIO(body))
        unpickler.persistent_load = _ids().__getitem__  # (a class or a member by its name: one look-up, in C)
        found = unpickler.load()
        if not (type(found) is tuple and len(found) == 2 and type(found[0]) is A.Scenario and type(found[1]) is str
                and _fits(found[0])):
            return None
    except Exception:  # noqa: BLE001 - a damaged entry (RecursionError too): the text is read again, the entry rewritten
        return None
    scenario, checked = found
    object.__setattr__(scenario, "path", path)  # a fresh object no one else holds yet
    # as the parser sets it: "\n".join(judge.dsl.source.split_lines(text)), the lines not split
    # (a text without CR is the text itself: not scanned twice and copied for nothing)
    object.__setattr__(scenario, "source", text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text)
    if "readings" not in scenario.__dict__:  # (a field(default=...): the class may not hold the value yet)
        object.__setattr__(scenario, "readings", ())
    return scenario, checked


def read(path: str) -> tuple[str, Optional[tuple[A.Scenario, str]]]:
    """The text of the file at ``path`` (:func:`judge.dsl.source.read_text`: a
    :class:`~judge.errors.DiagnosticsError` when it can't be read) and what :func:`load` finds
    kept for it."""
    text = _source().read_text(path)
    return text, load(text, path)


@functools.cache
def _source() -> Any:
    """:mod:`judge.dsl.source`, imported by the first file read and kept: an import statement run again for every
    file cost ~4.7 µs on CPython 3.11 (docs/performance.md)."""
    from judge.dsl import source

    return source


def valid(found: Optional[tuple[A.Scenario, str]], names_key: Optional[str]) -> Optional[A.Scenario]:
    """The kept scenario ``found`` (what :func:`load` gave) if it was found valid against names of
    the key ``names_key`` — it need not be checked again; None otherwise (None key: unknown)."""
    return found[0] if found is not None and names_key is not None and found[1] == names_key else None


def save(text: str, scenario: A.Scenario, checked: str) -> None:
    """Keep ``scenario``, read from ``text`` without a problem and found valid against the names
    whose key is ``checked`` (without its path and text)."""
    store = _store()
    if store is not None:
        kept = dataclasses.replace(scenario, path="", source="")
        out = io.BytesIO()
        _Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump((kept, checked))
        data = out.getvalue()
        store.write(_key(text), checksum(data) + data)


#: Bytes of the checksum before each kept pickle (:func:`judge.digest.checksum` of the pickle): a
#: damaged entry is told from a kept one before it is read (not a signature: who can write the
#: private cache directory can write a sum too; what it may then build is bounded by
#: :class:`_Unpickler` and :func:`_fits`).
_SUM = 8


# --------------------------------------------------------------------------- the types of a kept AST


#: How deep below the scenario a kept node may be (a real scenario's are a dozen deep): a node
#: deeper — or one below itself, which a planted pickle may make — is refused, as the checks
#: called one within another refused it (RecursionError) before :func:`_fits` walked the nodes.
_DEPTH = 400


def _fits(node: Any) -> bool:
    """Whether ``node`` (a node of :mod:`judge.dsl.ast`, as unpickled) and every node below it hold
    in each field a value of the field's declared type — and no attribute that is not a field,
    and no field left out that has no default. (A kept scenario's ~100 nodes: ~0.05 ms.)

    The answer of its class's check (:func:`_node_check`), the nodes below it walked here depth
    by depth instead of each checked in a call of its class's check within another's (~42 calls
    a scenario and as many of ``frozenset.issuperset``, ~650K of a suite's pass, fifty-eighth
    session; tests/dsl/test_fixed58_kept_walk.py): the same three tests of each node, made over
    the fields it holds (a kept node leaves out those holding their default: fewer than its
    class has); in each, the types it takes at once looked at here, a node of a class it takes checked with
    those of the next depth, a tuple's items looked at one by one (their nodes likewise), a
    leaf (a span) looked at in place; any other value asked of the field's check, as the
    class's check asks it."""
    nodes = _CHECKS
    walks, leaves = nodes.walks, nodes.leaves
    # (the nodes of one depth, the nodes below them gathered as they are met: no call to keep or
    # take one — a list grown with ``+=`` — nor for a field's or an item's type, a node's class
    # among those its field takes looked up in a set; a subclass of one, asked of isinstance)
    level = [node]
    depth = 0
    while level:
        if depth > _DEPTH:
            return False
        below: list = []
        for node in level:
            t = type(node)
            if t in walks:
                fields, required = walks[t]
            elif nodes[t] is None:  # (not one of the AST's classes: none is taken)
                return False
            else:
                fields, required = walks[t]
            state = node.__dict__
            for name in required:
                if name not in state:
                    return False
            for name in state:  # (the fields it holds: an attribute not a field refused)
                if name not in fields:
                    return False
                plain, kinds, exact, rest, items = fields[name]
                value = state[name]
                vt = type(value)
                if vt in plain:
                    continue
                if vt in exact or (kinds and isinstance(value, kinds)):
                    if vt not in leaves:  # (a node: checked with those below, as its class's check would)
                        below += (value,)
                        continue
                    inner = value.__dict__  # (a leaf: its fields looked at here)
                    own, needed, types = leaves[vt]
                    for key in inner:
                        if key not in own or type(inner[key]) not in types:
                            return False
                    for key in needed:
                        if key not in inner:
                            return False
                    continue
                if items is not None and vt is tuple:
                    each, their_kinds, their_exact, other, nested = items
                    for x in value:
                        xt = type(x)
                        if xt in each:
                            continue
                        if xt in their_exact or (their_kinds and isinstance(x, their_kinds)):
                            below += (x,)
                            continue
                        if nested is not None and xt is tuple:  # (a tuple of tuples: the inner's items here too)
                            n_each, n_kinds, n_exact, n_other, _ = nested
                            for y in x:
                                yt = type(y)
                                if yt in n_each:
                                    continue
                                if yt in n_exact or (n_kinds and isinstance(y, n_kinds)):
                                    below += (y,)
                                    continue
                                if n_other is None or not n_other(y):
                                    return False
                            continue
                        if other is None or not other(x):
                            return False
                    continue
                if rest is None or not rest(value):
                    return False
        level = below
        depth += 1
    return True


class _Checks(dict):
    """Per dataclass of the AST, the check of a node of it (built from its fields' type hints),
    each built the first time a node of its class is met: a scenario's nodes are of ~20 of the
    AST's ~110 classes, and building every check (their type hints, their ``fields()``) cost
    ~10 ms of each ``judge ask`` that found its scenario kept. Any other type: None."""

    def __init__(self) -> None:
        super().__init__()
        #: An annotation as written → the check of its type, or None (:func:`_written_checks`).
        self.written: dict[str, Optional[Callable[[Any], bool]]] = {}
        #: Per class whose check was made: its fields' parts, ``(name, plain, kinds, rest, has a
        #: default)`` (:func:`_leaf`).
        self.fields: dict[type, tuple] = {}
        #: Per class whose check was made: per field, its parts and those of the items of a tuple
        #: it takes (:func:`_items_check`), or None; and the fields without a default (:func:`_fits`).
        self.walks: dict[type, tuple] = {}
        #: Per leaf class whose check was made: what its check looks at (:func:`_leaf`).
        self.leaves: dict[type, tuple] = {}

    def __missing__(self, cls: Any) -> Optional[Callable[[Any], bool]]:
        # the fields as the class's generated methods know them (dataclasses' own processing of
        # the class, which fields() would ask for, left undone: ~0.1 ms a class)
        known = fields_of(cls) if isinstance(cls, type) else None
        if not (isinstance(cls, type) and cls.__module__ == A.__name__
                and (known is not None or dataclasses.is_dataclass(cls))
                and _classes().get((cls.__module__, cls.__qualname__)) is cls):
            self[cls] = None
            return None
        if known is None:
            known = tuple((f.name, hasattr(cls, f.name)) for f in dataclasses.fields(cls))
        checks = _written_checks(cls, [name for name, _ in known], self)
        if checks is None:  # (an annotation not a string the module's names make, or one naming a type by string)
            hints = _hints(cls)
            checks = [_value_check(hints[name], self) for name, _ in known]
        # (each field's check as the types it takes at once and the check of the rest, if any:
        # :func:`_plain`)
        fields = tuple((name, *_split(fits), default) for (name, default), fits in zip(known, checks))
        self.fields[cls] = fields
        names = frozenset(f[0] for f in fields)
        check = self[cls] = _node_check(names, fields, self)
        # (what :func:`_fits` looks at: each field's parts, and a tuple's items' parts)
        self.walks[cls] = ({name: (plain, kinds, frozenset(kinds), rest, _item_parts(rest))
                            for name, plain, kinds, rest, default in fields},
                           tuple(name for name, *_, default in fields if not default))
        leaf = _leaf(fields)
        if leaf:
            self.leaves[cls] = leaf
        return check


_CHECKS = _Checks()


def _item_parts(rest: Optional[Callable[[Any], bool]]) -> Optional[tuple]:
    """The parts of the items of a tuple ``rest`` takes — the types taken at once, the AST's
    classes (and as a set), the check of any other item — when ``rest`` is such a tuple's check
    (:func:`_items_check`); else None (:func:`_fits`)."""
    parts = getattr(rest, "items", None)
    if parts is None:
        return None
    each, kinds, other = parts
    # (a tuple of tuples — an attack's bands, ``tuple[tuple[Ref, ...], ...]`` — its inner tuples'
    # parts too, walked by :func:`_fits` as the outer's; audit 11308's band put one in the sample)
    return each, kinds, frozenset(kinds), other, _item_parts(other)


def _written_checks(cls: type, names: list[str], nodes: "_Checks") -> Optional[list[Callable[[Any], bool]]]:
    """The check of each field ``names`` of ``cls`` from its annotation as written (the class
    nearest in the MRO that annotates it, as :func:`_hints` reads them), each annotation
    evaluated in :mod:`judge.dsl.ast`'s namespace and made a check once (``nodes.written``:
    the AST's classes write ~40 annotations ~280 times, "Optional[Span]", "str"...; ~1 ms of
    each ``judge ask`` that found its scenario kept); None when one is not a string, can't be
    evaluated, or names a type by string (the class is then left to :func:`_hints`)."""
    written: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        written.update(klass.__dict__.get("__annotations__", {}))
    out = []
    for name in names:
        said = written.get(name)
        if type(said) is not str:
            return None
        check = nodes.written.get(said, _UNSEEN)
        if check is _UNSEEN:
            try:
                tp = _written_hint(said)
            except Exception:  # noqa: BLE001 - left to _hints (get_type_hints)
                return None
            check = nodes.written[said] = None if _names_by_string(tp) else _value_check(tp, nodes)
        if check is None:
            return None
        out.append(check)
    return out


class _Union(tuple):
    """A union read from an annotation of the AST (``Optional[Span]``, ``Union[Step, Until, None]``)
    as its members alone, in typing's order: what ``typing.get_args`` gives of the Union ``eval``
    makes (nested unions flattened, None as ``type(None)``, each member once), so that the check
    made of it (:func:`_value_check`) is the one made of that Union. typing's Unions are not made
    here: a process makes each afresh (``typing``'s cache lives in the process), ~2.3M
    instructions of a ``judge ask`` that found its scenario kept (docs/performance.md)."""

    __slots__ = ()


def _union_of(members: Any) -> Any:
    """``Union[members]`` as a :class:`_Union` (of one member: that member, as typing gives it)."""
    flat: list = []
    for member in members if type(members) is tuple else (members,):
        if member is None:
            member = type(None)
        if type(member) is _Union:
            inner = tuple(member)
        elif typing.get_origin(member) is Union:
            inner = typing.get_args(member)
        else:
            inner = (member,)
        for one in inner:
            if one not in flat:
                flat.append(one)
    return flat[0] if len(flat) == 1 else _Union(flat)


def _hint_subscript(value: Any, args: Any) -> Any:
    """``value[args]`` as :func:`_written_hint` reads it: a union a :class:`_Union`, anything else subscripted."""
    if value is Union:
        return _union_of(args)
    if value is Optional and type(args) is not tuple:
        return _union_of((args, None))
    # (a union alone in a subscript is one argument, not a tuple of them: ``tuple[Optional[Ref]]``)
    return value[(args,) if type(args) is _Union else args]


def _subscript(value: Any, args: Any) -> Any:
    """``value[args]``, as ``eval`` reads it (:func:`_evaluated`)."""
    return value[args]


def _written_hint(said: str) -> Any:
    """An annotation of the AST as written, read as :func:`_evaluated` reads it but with its unions
    :class:`_Union` (their checks the same; no typing object made); anything else, or anything
    that fails so, is ``eval``'s."""
    return _read_annotation(said, _hint_subscript)


def _evaluated(said: str) -> Any:
    """``eval(said, vars(A))``: an annotation of the AST as written evaluated in its module's
    namespace — read here without compiling it when it is made of names, subscripts and ``...``
    alone (``Optional[Span]``, ``tuple[Ref, ...]``, ``Union[int, str, None]``: every annotation of
    the AST; ``eval`` compiled each, ~3.3M instructions of a ``judge ask`` that found its scenario
    kept, docs/performance.md); anything else, or anything that fails so, is left to ``eval``."""
    return _read_annotation(said, _subscript)


def _read_annotation(said: str, subscript: Any) -> Any:
    """An annotation as written read by :func:`_term` with ``subscript`` making its subscripts (the
    two readers above differ only there), or ``eval``'s value where that fails or leaves words over."""
    try:
        value, at = _term(said, 0, subscript)
        if not said[at:].strip(" "):
            return value
    except Exception:  # noqa: BLE001 - eval says what it is
        pass
    return eval(said, vars(A))  # noqa: S307 - the AST's own annotations


_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")
_CONSTANTS = {"None": None, "True": True, "False": False}


def _term(said: str, at: int, subscript: Callable[[Any, Any], Any]) -> tuple[Any, int]:
    """The value of the annotation's term beginning at ``at`` (spaces before it skipped) — ``...``,
    or a name looked up as ``eval`` looks it up (the module's namespace, then the builtins)
    followed by any subscript of terms separated by commas — and where it ends; ValueError for
    any other text. A subscript's value is ``subscript(value, args)``."""
    end = len(said)
    while at < end and said[at] == " ":
        at += 1
    if said.startswith("...", at):
        return Ellipsis, at + 3
    start = at
    while at < end and said[at] in _NAME_CHARS:
        at += 1
    name = said[start:at]
    if not name.isidentifier():
        raise ValueError(said)
    if name in _CONSTANTS:
        value = _CONSTANTS[name]
    else:
        space = vars(A)
        value = space[name] if name in space else getattr(builtins, name)
    while at < end and said[at] == " ":
        at += 1
    if at < end and said[at] == "[":
        args = []
        at += 1
        while True:
            arg, at = _term(said, at, subscript)
            args.append(arg)
            while at < end and said[at] == " ":
                at += 1
            if at < end and said[at] == ",":
                at += 1
            elif at < end and said[at] == "]":
                at += 1
                break
            else:
                raise ValueError(said)
        value = subscript(value, args[0] if len(args) == 1 else tuple(args))
    return value, at


def _hints(cls: type) -> dict[str, Any]:
    """``typing.get_type_hints(cls)`` for a class of the AST, whose annotations are strings
    (``from __future__ import annotations``) naming what the module defines: each evaluated in
    the module's namespace (get_type_hints makes a ForwardRef of each, compiling it: ~3x the
    time). Anything else, or a name it can't find, is left to get_type_hints."""
    out: dict[str, Any] = {}
    try:
        for klass in reversed(cls.__mro__):
            for name, said in klass.__dict__.get("__annotations__", {}).items():
                out[name] = eval(said, vars(A)) if isinstance(said, str) else said  # noqa: S307 - the AST's own annotations
    except Exception:  # noqa: BLE001
        return typing.get_type_hints(cls)
    if any(_names_by_string(v) for v in out.values()):
        return typing.get_type_hints(cls)
    return out


def _names_by_string(tp: Any) -> bool:
    """Whether a type hint holds a name still as text (``tuple["Reading", ...]``)."""
    if isinstance(tp, (str, typing.ForwardRef)):
        return True
    args = tuple(tp) if type(tp) is _Union else typing.get_args(tp)
    return any(_names_by_string(a) for a in args if a is not Ellipsis)


def _node_checks() -> dict[type, Callable[[Any], bool]]:
    """Every class's check, built at once (the tests: each field type of the AST is one a kept
    entry is checked for)."""
    classes = [c for c in _classes().values() if c.__module__ == A.__name__ and dataclasses.is_dataclass(c)]
    return {cls: _CHECKS[cls] for cls in classes}


def _leaf(fields: Optional[tuple]) -> Any:
    """What the check of a node looks at, its class's ``fields`` (their parts, :attr:`_Checks.fields`)
    given, when the class is a leaf — each field takes values of the same plain types, and no node
    (:class:`judge.dsl.ast.Span`: four ints, half of a kept scenario's nodes): the names of its
    fields, those without a default, and those types; False for any other class. Such a node is
    checked where its field is (:func:`_node_check`), by the three tests its class's check makes
    (no attribute that is not a field, no field without a default left out, each value of the
    fields' types), without a call of that check."""
    if not fields or any(kinds or rest is not None for _, _, kinds, rest, _ in fields):
        return False
    types = {plain for _, plain, _, _, _ in fields}
    if len(types) != 1:
        return False
    return (frozenset(name for name, *_ in fields), frozenset(name for name, *_, default in fields if not default),
            types.pop())


def _node_check(names: frozenset, fields: tuple, nodes: "_Checks") -> Callable[[Any], bool]:
    # (a field's value of a type its check takes at once — a name, a number, None: most of a
    # node's fields — passes without a call of its check: ~1.6M calls of the suite's ~57M; a node
    # where the field takes one is checked by its class's check, without a call of the field's
    # check between: ~0.3M calls more, fifty-fifth session; a leaf — a span — met in a field
    # that takes its class is checked here, as its class's check would, from the second on:
    # ~280K calls fewer, fifty-seventh session)
    # (per field, each of its classes met so far: what its check looks at, or False: :func:`_leaf`)
    fields = tuple((name, plain, kinds, {} if kinds else None, rest, has_default)
                   for name, plain, kinds, rest, has_default in fields)

    def check(node: Any) -> bool:
        state = node.__dict__
        if not names.issuperset(state):
            return False
        for name, plain, kinds, leaves, rest, has_default in fields:
            if name in state:
                value = state[name]
                t = type(value)
                if t in plain:
                    continue
                if kinds:
                    leaf = leaves[t] if t in leaves else None
                    if leaf:  # (looked at without a call: a span's four fields)
                        inner = value.__dict__
                        own, required, types = leaf
                        for key in inner:
                            if key not in own or type(inner[key]) not in types:
                                break
                        else:
                            for key in required:
                                if key not in inner:
                                    break
                            else:
                                continue
                    elif isinstance(value, kinds):
                        fits = nodes[t]
                        if leaf is None and t in kinds:  # (its class's check made: its fields known)
                            leaves[t] = _leaf(nodes.fields.get(t))
                        if fits is not None and fits(value):
                            continue
                if rest is None or not rest(value):
                    return False
            elif not has_default:
                return False
        return True

    return check


_NO_TYPES: frozenset = frozenset()


def _plain(types: frozenset, rest: Optional[Callable[[Any], bool]], check: Callable[[Any], bool],
           kinds: tuple = ()) -> Callable[[Any], bool]:
    """``check`` (a value's check), marked with what it is: a value whose type is one of ``types``
    fits, a node of one of the AST's classes ``kinds`` fits if its class's check takes it, any other
    fits if ``rest`` (None: none) takes it (:func:`_node_check` and :func:`_items_check` look at the
    types themselves)."""
    check.plain = (types, kinds, rest)  # type: ignore[attr-defined]
    return check


def _split(fits: Callable[[Any], bool]) -> tuple[frozenset, tuple, Optional[Callable[[Any], bool]]]:
    """The types ``fits`` takes at once, the AST's classes whose nodes it takes if their own check
    does, and the check of any other value (:func:`_plain`); a check not marked: no type at once,
    all of it the rest."""
    return getattr(fits, "plain", (_NO_TYPES, (), fits))


def _items_check(item: Callable[[Any], bool], nodes: dict[type, Callable[[Any], bool]]) -> Callable[[Any], bool]:
    """The check of a tuple each of whose items ``item`` checks: its parts (:func:`_split`) looked
    at here, item by item (a node's class's check called for a node, without a call of ``item``)."""
    plain, kinds, rest = _split(item)

    def items(v: Any) -> bool:
        if type(v) is not tuple:
            return False
        for x in v:
            t = type(x)
            if t in plain:
                continue
            if kinds and isinstance(x, kinds):
                fits = nodes[t]
                if fits is not None and fits(x):
                    continue
            if rest is None or not rest(x):
                return False
        return True

    items.items = (plain, kinds, rest)  # type: ignore[attr-defined]  # (its parts: :func:`_fits` looks at them itself)
    return items


def _value_check(tp: Any, nodes: dict[type, Callable[[Any], bool]]) -> Callable[[Any], bool]:
    """The check of a value of the type hint ``tp``. A node's check is looked up in ``nodes``
    when called (the classes refer to one another); ``Any`` holds only None (the one such field,
    ``CardDef.abilities``, is never set by the scenario language)."""
    origin, args = (Union, tuple(tp)) if type(tp) is _Union else (typing.get_origin(tp), typing.get_args(tp))
    if tp is Any or tp is type(None):
        return _plain(frozenset({type(None)}), None, lambda v: v is None)
    if tp in (str, int, bool, float):
        return _plain(frozenset({tp}), None, lambda v: type(v) is tp)
    if origin is Union:  # (Optional[str] and the like: the types themselves, most often)
        plain = frozenset(a for a in args if a in (str, int, bool, float, type(None)) or _is_kind(a))
        # (a node of one of the AST's classes: its class's check, whichever of them it is)
        kinds = tuple(a for a in args if a not in plain and _is_node_class(a))
        checks = [_value_check(a, nodes) for a in args if a not in plain and a not in kinds]
        if not checks and not kinds:
            return _plain(plain, None, lambda v: type(v) in plain)
        rest: Optional[Callable[[Any], bool]]
        if not checks:
            rest = None
        elif len(checks) == 1:
            rest = checks[0]
        else:
            rest = lambda v: any(c(v) for c in checks)  # noqa: E731
        return _plain(plain, rest, _parts_check(plain, kinds, rest, nodes), kinds)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] in (str, int, bool, float):  # (every item's type looked at in C)
                alone = frozenset({args[0]})
                return lambda v: type(v) is tuple and alone.issuperset(map(type, v))
            return _items_check(_value_check(args[0], nodes), nodes)
        items = [_value_check(a, nodes) for a in args]
        return lambda v: type(v) is tuple and len(v) == len(items) and all(c(x) for c, x in zip(items, v))
    if _is_kind(tp):
        # one of the AST's kinds (Wording, CostClause, Step): a member of it, as the unpickler read
        # it by its name (a field holding one failed the check before: every scenario with a
        # printed wording or a cost clause was read and checked again on every run, and written
        # again — a quarter of the suite in the forty-first session, docs/performance.md); its
        # type looked at without a call, as a name's or a number's (a Step or an Until in a
        # union: a call of this check each before the seventy-fourth session, ~7,400 a warm pass
        # over every third bundled scenario)
        return _plain(frozenset({tp}), None, lambda v: type(v) is tp)
    if _is_node_class(tp):
        return _plain(_NO_TYPES, None, _parts_check(_NO_TYPES, (tp,), None, nodes), (tp,))
    raise TypeError(f"a field of the scenario AST has the type {tp!r}, which a kept entry is not checked for")


def _is_kind(tp: Any) -> bool:
    """Whether ``tp`` is an enum (one of the AST's kinds: a value of it is a member, its type looked at alone)."""
    return isinstance(tp, type) and issubclass(tp, enum.Enum)


def _is_node_class(tp: Any) -> bool:
    """Whether ``tp`` is one of the AST's own classes (its nodes checked by their class's check)."""
    return isinstance(tp, type) and tp.__module__ == A.__name__ and not issubclass(tp, enum.Enum)


def _parts_check(plain: frozenset, kinds: tuple, rest: Optional[Callable[[Any], bool]],
                 nodes: dict[type, Callable[[Any], bool]]) -> Callable[[Any], bool]:
    """A value's check made of its parts (:func:`_plain`), called where a field's or an item's
    parts are not looked at one by one (a fixed-length tuple's items, a union's members)."""
    def check(v: Any) -> bool:
        t = type(v)
        if t in plain:
            return True
        if kinds and isinstance(v, kinds):
            fits = nodes[t]
            if fits is not None and fits(v):
                return True
        return rest is not None and rest(v)

    return check


def _key(text: str) -> str:
    return hexdigest(text.encode("utf-8", "surrogatepass"), 20)
