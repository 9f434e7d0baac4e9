"""judge._speed.fastdataclass: the generated dataclass methods are fresh and used, and every class
behaves exactly as the standard ``@dataclass`` makes it, on every supported Python."""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import enum
import functools
import importlib
import importlib.util
import inspect
import json
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from judge._speed import fastdataclass as FD
from tests.bundled import bundled_scenarios
from tests.sampling import spread

pytestmark = pytest.mark.every_python  # in every --share: generated methods compared with the running Python's dataclasses (judge/suite/pytest_plugin.py)

ROOT = Path(__file__).resolve().parents[1]


def _in_fresh_process(probe: str, env: "dict | None" = None) -> str:
    """The standard output of ``probe`` run by this Python in a process of its own (from the checkout's root), which
    must end well (its standard error shown if it doesn't)."""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    return out.stdout

MODULES = [m for mods in FD.TARGETS.values() for m in mods]


def _classes(module) -> dict[str, type]:
    return {c.__qualname__: c for c in FD.classes(module)}


@contextlib.contextmanager
def _standard_decorator():
    """While it lasts, every class the speed module decorates gets the standard decorator."""
    make = FD._make
    FD._make = lambda cls, frozen, eq, table, planned=None: dataclasses.dataclass(frozen=frozen, eq=eq)(cls)
    try:
        yield
    finally:
        FD._make = make


@contextlib.contextmanager
def _no_registering():
    """While it lasts, a handler a module registers (judge.engine.context) is not put in the
    engine's tables, and a hook a module sets (judge.engine.hooks) is not set: a module imported
    again would register its handlers a second time, and set its hooks to its copy's functions
    (``events.detect_triggers`` to the copy's ``detect``) for every test after it in the process."""
    from judge.engine import context
    from judge.engine.hooks import Hook

    register, hook_set = context._register, Hook.set
    context._register = lambda table, keys, fn, what, named: fn
    Hook.set = lambda self, fn: fn  # type: ignore[method-assign]
    try:
        yield
    finally:
        context._register, Hook.set = register, hook_set  # type: ignore[method-assign]


def test_a_module_imported_again_leaves_the_engine_s_hooks_as_they_were():
    """The standard copy of a module that sets a hook (judge.engine.replacement sets
    ``events.replace_event``) leaves the hook on the module's own function: a test after it
    that patches the module's globals still sees them called. (judge.engine.triggers was the example until
    its last class, ``PendingTrigger``, moved to judge.engine.objects: seventy-sixth session.)"""
    from judge.engine import events, replacement
    from judge.engine.hooks import Hook

    assert "judge.engine.replacement" in MODULES
    before = {name: hook.fn for name, hook in vars(events).items() if isinstance(hook, Hook)}
    assert events.replace_event.fn is replacement.replace_event
    copy = _standard("judge.engine.replacement")
    assert copy.replace_event is not replacement.replace_event
    assert events.replace_event.fn is replacement.replace_event
    assert {name: hook.fn for name, hook in vars(events).items() if isinstance(hook, Hook)} == before


def _standard(name: str):
    """Module ``name`` imported again (under another name) with the standard decorator only."""
    module = importlib.import_module(name)
    # (_no_registering first: it imports judge.engine.context, and with it the engine and the
    # cards, which must not be imported for the first time while every class gets the standard
    # decorator — a worker whose first such copy was judge.dsl.ast's kept the standard classes of
    # judge.engine.game and the rest for the tests after it: test_a_standard_copy_leaves_...)
    with _no_registering(), _standard_decorator():
        spec = importlib.util.spec_from_file_location(name + "_std", module.__file__)
        std = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = std
        try:
            spec.loader.exec_module(std)
        finally:
            sys.modules.pop(name + "_std", None)
    return std


def test_a_standard_copy_leaves_the_modules_it_imports_made_from_their_plans():
    """The standard copy of the AST (the first one a worker of the suite may make) imports nothing
    while the standard decorator is on: the engine's modules it needs imported (judge.engine.context,
    to leave its tables alone) are made as ever — their classes from the generated methods — in a
    fresh process, as an xdist worker is when it draws this file's tests before any other's (eight of
    this file's tests failed so, run with tests/test_determinism.py and tests/suite/test_runner.py)."""
    probe = ("import sys\n"
             "from tests import test_fastdataclass as T\n"
             "from judge._speed import fastdataclass as FD\n"
             "assert 'judge.engine.game' not in sys.modules\n"
             "T._standard('judge.dsl.ast')\n"
             "from judge.engine import game\n"
             "print(sorted(q for q, c in T._classes(game).items() if c not in FD._MADE))\n")
    assert _in_fresh_process(probe) == "[]\n"


@functools.lru_cache(maxsize=None)
def _standard_once(name: str):
    """:func:`_standard` of ``name``, made once a process: the comparison of its classes and that of
    its instances (the AST's, the IR's, the outcome's, the game's) share one copy (each copy of
    the IR ran its module's ~4,000 lines again: ~0.3 s)."""
    return _standard(name)


@pytest.mark.parametrize("target", sorted(FD.TARGETS))
def test_generated_module_is_fresh(target):
    assert FD.path_of(target).read_text(encoding="utf-8") == FD.source(target), (
        f"{FD.path_of(target)} is stale: run python -m judge._speed.fastdataclass")


@pytest.mark.parametrize("name", MODULES)
def test_every_class_uses_the_generated_methods(name):
    module = importlib.import_module(name)
    classes = _classes(module)
    target = next(t for t, mods in FD.TARGETS.items() if name in mods)
    generated = str(FD.path_of(target))
    table = importlib.import_module(target).METHODS
    made = [qual for qual, cls in classes.items() if cls in FD._MADE]
    assert made, name
    for qual in made:
        cls = classes[qual]
        assert f"{name}.{qual}" in table, qual
        if "__init__" in cls.__dict__ and FD.standard_init(cls):
            assert cls.__init__.__code__.co_filename == generated, qual


@pytest.mark.parametrize("name", MODULES)
def test_classes_match_standard_dataclasses(name):
    fast, std = _classes(importlib.import_module(name)), _classes(_standard_once(name))
    assert fast.keys() == std.keys()
    for qual in fast:
        f, s = fast[qual], std[qual]
        assert str(inspect.signature(f)) == str(inspect.signature(s)), qual
        assert f.__init__.__annotations__ == s.__init__.__annotations__, qual
        assert f.__init__.__qualname__ == s.__init__.__qualname__, qual
        for attr in ("__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
            a, b = f.__dict__.get(attr), s.__dict__.get(attr)
            assert (a is None) == (b is None), (qual, attr)
            if a is not None:
                assert a.__qualname__ == b.__qualname__, (qual, attr)
        assert [(x.name, repr(x.default), repr(x.default_factory), x.type, x.repr, x.compare, x.hash, x.init,
                 x.kw_only) for x in dataclasses.fields(f)] == [
            (x.name, repr(x.default), repr(x.default_factory), x.type, x.repr, x.compare, x.hash, x.init, x.kw_only)
            for x in dataclasses.fields(s)], qual
        assert f.__match_args__ == s.__match_args__, qual
        assert repr(f.__dataclass_params__) == repr(s.__dataclass_params__), qual
        assert f.__doc__ == s.__doc__, qual
        for x in dataclasses.fields(f):
            assert repr(getattr(f, x.name, None)) == repr(getattr(s, x.name, None)), (qual, x.name)


def _convert(value, std_classes):
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        cls = std_classes[type(value).__qualname__]
        return cls(**{f.name: _convert(getattr(value, f.name), std_classes) for f in dataclasses.fields(value)})
    if isinstance(value, tuple):
        return tuple(_convert(v, std_classes) for v in value)
    return value


def _nodes(x) -> list:
    """The dataclass instances in ``x`` (``x`` first), through their fields and tuples, each node before
    what its fields hold, in their order. (Walked with a stack of its own: a generator's ``yield from``
    passed each node up through every level above it.)"""
    out = []
    stack = [x]
    while stack:
        value = stack.pop()
        names = _field_names(type(value))
        if names is not None:
            out.append(value)
            stack.extend(reversed([getattr(value, name) for name in names]))
        elif isinstance(value, tuple):
            stack.extend(reversed(value))
    return out


@functools.cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """The names of the fields of ``cls``'s instances, or None where they are not dataclass instances (a class,
    a dataclass itself, is not one)."""
    return tuple(f.name for f in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else None


def _same(x, y, hashed_as=None, root: "list | None" = None) -> None:
    """``hashed_as``: the standard instance to compare hashes with, where ``y`` holds the standard copy's own
    enum members (``std_ir.from_data``): a member of judge's enums hashes by its identity
    (judge._speed.enums.IdentityEnum), so only an instance holding the same members hashes the same.

    ``root``: where ``x`` is the node the others were reached from, its nodes (:func:`_nodes`, through
    the fields and tuples ``dataclasses.astuple`` goes through, as the caller walked them: not walked
    again), else None: only the root's tuples are compared. The
    tuple astuple makes of a node is the part of the tuple of any node above it at that node's
    place (``astuple`` is its ``_astuple_inner`` of the root, which recurses into each field's value
    as it does into the root's), and the standard copy's nodes are zipped with ours place by place:
    the root's tuples equal, every node's are. (Comparing each node's again was a third of the
    time of the instance tests: ~710K inner calls for the AST's sample, eighty-sixth session.)"""
    assert type(x).__qualname__ == type(y).__qualname__
    assert repr(x) == repr(y)
    if type(x).__hash__ is not None:
        assert hash(x) == hash(y if hashed_as is None else hashed_as)
    again = dataclasses.replace(x)  # (one copy for both operators: ~18,600 replace calls fewer for the AST's sample)
    assert x == again and not (x != again)
    assert x != y and not (x == y)  # different classes: NotImplemented both ways
    if root is not None:
        assert _enums_by_value(dataclasses.astuple(x)) == _enums_by_value(dataclasses.astuple(y))
        _copies_equal(x, root)


def _copies_equal(root, nodes: list) -> None:
    """Every node under ``root`` (``root`` too) equals its deep copy and its copy through pickle. The
    root is copied once each way and the copies' nodes compared with ours place by place: ``deepcopy``
    and ``pickle`` copy a node inside the root by the same ``__reduce_ex__`` (and the same
    ``deepcopy`` call, given the root's memo) as they copy it alone, so each node's copy is the
    one a copy of that node alone gives. (Each node was copied alone before: every node copied again
    at each node above it, ~850K ``deepcopy`` calls for the AST's sample, eighty-eighth session.)
    ``nodes``: ``_nodes(root)``, as the caller walked it."""
    for copied in (copy.deepcopy(root), pickle.loads(pickle.dumps(root))):
        copies = _nodes(copied)
        assert len(copies) == len(nodes)
        for node, other in zip(nodes, copies):
            assert other == node, (type(node).__qualname__, node, other)


def _enums_by_value(value):
    """``value`` with each enum member as (its class's name, its value): the standard copy of a
    module defines its own enum classes (ir.ConditionKind), whose members equal no member of ours."""
    if isinstance(value, enum.Enum):
        return (type(value).__qualname__, value.value)
    if isinstance(value, (tuple, list)):
        return type(value)(_enums_by_value(v) for v in value)
    if isinstance(value, dict):
        return {_enums_by_value(k): _enums_by_value(v) for k, v in value.items()}
    return value


#: Comparisons of a node class after which a scenario holding only such classes is not compared.
_ENOUGH = 40


def test_ast_instances_match_standard_dataclasses():
    """The nodes of the scenarios under scenarios/: same repr, hash, equality; frozen. A third of
    the scenarios is read; one is compared whole while one of its node classes has been compared
    fewer than :data:`_ENOUGH` times (every class met is compared, the rarest in every node;
    comparing all 1,600 whole took ~7 s of the suite, growing with each scenario)."""
    from judge.dsl import ast as A
    from judge.dsl import parse
    from judge.errors import DiagnosticsError

    std = _classes(_standard_once("judge.dsl.ast"))
    seen: dict[str, int] = {}
    # a fixed sample of 600 scenarios, turning with the Python (tests/sampling.py ``spread``; a
    # third of them grew with the corpus: ~10 s of CPU of each run at 4,885 scenarios)
    for path in spread(bundled_scenarios(), 600):
        try:
            scenario = parse(path.read_text(encoding="utf-8"), str(path))
        except DiagnosticsError:
            continue
        mine = _nodes(scenario)  # (walked once: the test below and the comparisons)
        if all(seen.get(type(x).__qualname__, 0) >= _ENOUGH for x in mine):
            continue
        other = _convert(scenario, std)
        assert repr(scenario) == repr(other)
        for x, y in zip(mine, _nodes(other)):
            seen[type(x).__qualname__] = seen.get(type(x).__qualname__, 0) + 1
            _same(x, y, root=mine if x is scenario else None)
    assert len(seen) > 20
    span = A.Span(1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'line'"):
        span.line = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'other'"):
        span.other = 3  # type: ignore[attr-defined]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'line'"):
        del span.line  # type: ignore[misc]
    assert A.Ref("Bears", span=A.Span(1, 1)) == A.Ref("Bears", span=A.Span(2, 2))  # spans never compared
    assert repr(A.Ref("Bears")) == "Ref(name='Bears', label=None, player=None, zone=None)"
    with pytest.raises(TypeError):
        A.Span()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        A.Span(1, 2, 3, 4, 5)  # type: ignore[call-arg]
    assert isinstance(A.Cast(player="Alice", card=A.Ref("Shock")), A.Action)


def test_ir_instances_match_standard_dataclasses():
    """Every node of every library card's IR: same repr, hash, equality, to_data; frozen."""
    from judge.cards import ir, library
    from judge.cards.text import parse_card_text

    std_ir = _standard_once("judge.cards.ir")
    std_classes = _classes(std_ir)
    seen: set[str] = set()
    for card in library.all_cards():
        abilities = parse_card_text(card)
        data = json.loads(json.dumps(ir.to_data(abilities)))
        a, b = ir.from_data(data), std_ir.from_data(data)
        assert a == abilities
        # (the standard copy of the whole card, converted once: a node's conversion is the part of the
        # root's at its place, as :func:`_convert` recurses into each field)
        mine = _nodes(a)
        for x, y, std_x in zip(mine, _nodes(b), _nodes(_convert(a, std_classes))):
            seen.add(type(x).__name__)
            _same(x, y, hashed_as=std_x, root=mine if x is a else None)
            assert ir.to_data(x) == std_ir.to_data(y)
    assert len(seen) > 40
    bolt = parse_card_text(library.get("Lightning Bolt")).spell
    with pytest.raises(dataclasses.FrozenInstanceError):
        bolt.text = "x"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del bolt.text  # type: ignore[misc]
    assert ir.Filter(types=("creature",)) == ir.Filter(("creature",)) != ir.Filter(types=("land",))
    with pytest.raises(TypeError):
        ir.DealDamage()  # type: ignore[call-arg]


def test_outcome_instances_match_standard_dataclasses():
    """Every node of the outcomes of the scenarios under scenarios/examples."""
    from judge.suite.runner import default_simulate, load_scenario

    std = _classes(_standard_once("judge.engine.outcome"))
    seen: set[str] = set()
    for path in sorted((ROOT / "scenarios" / "examples").glob("*.mtg")):
        for outcome in default_simulate(load_scenario(path)):
            other = _convert(outcome, std)
            assert repr(outcome) == repr(other)
            mine = _nodes(outcome)
            for x, y in zip(mine, _nodes(other)):
                seen.add(type(x).__qualname__)
                _same(x, y, root=mine if x is outcome else None)
    assert {"Outcome", "Step"} <= seen


def test_mutable_dataclasses_match_the_standard_decorator():
    """Not frozen: no hash, attributes assignable; a default factory gives a new object each time."""
    from judge.engine import game

    std = _classes(_standard_once("judge.engine.game"))
    for qual, cls in _classes(game).items():
        assert cls.__hash__ is None and std[qual].__hash__ is None, qual
    a, b = game.Player("Alice"), std["Player"]("Alice")
    assert repr(a) == repr(b)
    assert a == dataclasses.replace(a) and a.pool is not game.Player("Alice").pool
    a.life = 3
    assert a.life == 3 and a != game.Player("Alice")
    # a repr meeting its own object again says "..." as the standard one does (a value holding itself)
    a.pool, b.pool, b.life = [a], [b], 3
    assert repr(a) == repr(b) and "[...]" in repr(a)


def test_a_repr_is_made_when_first_asked_for_then_is_the_one_dataclasses_writes():
    """fastdataclass._lazy_repr: the first call puts a plain ``__repr__`` (nothing compiled) on the
    class in its place, which after COMPILE_AFTER calls puts the compiled one there (compiled once
    for each list of fields shown); every call says what the standard one says."""
    importlib.import_module("judge.dsl.ast")  # (the module the classes are defined as in)
    src = ("@dataclass(frozen=True)\nclass Pair:\n    left: object\n    right: object = None\n"
           "@dataclass\nclass Other:\n    left: object\n    right: object = None\n"
           "class Named(Pair):\n    pass\n"
           "@dataclass\nclass One:\n    only: object\n"
           "@dataclass\nclass Empty:\n    pass\n")
    ns = _define(src)
    std: dict = {"dataclass": dataclasses.dataclass, "__name__": "judge.dsl.ast"}
    exec(compile("from __future__ import annotations\n" + src, "<std>", "exec"), std)
    pair, other = ns["Pair"], ns["Other"]
    stub = pair.__dict__["__repr__"]
    assert stub.__qualname__ == std["Pair"].__repr__.__qualname__ == "Pair.__repr__"
    compiled = len(FD._REPRS)
    cases = (("Named", ("a", ("b",))), ("Pair", (1,)), ("Other", ([], "x")), ("One", ((1, 2),)), ("One", ("%s",)),
             ("Empty", ()))
    for name, args in cases:
        assert repr(ns[name](*args)) == repr(std[name](*args)), name
    plain = pair.__dict__["__repr__"]
    assert plain is not stub and plain.__qualname__ == "Pair.__repr__"
    assert plain.__code__.co_filename == FD.__file__ and len(FD._REPRS) == compiled  # nothing compiled
    assert repr(ns["Empty"]()) == "Empty()" and repr(ns["One"]("x")) == "One(only='x')"
    looped, std_looped = other([]), std["Other"]([])
    looped.left.append(looped)
    std_looped.left.append(std_looped)
    assert repr(looped) == repr(std_looped) == "Other(left=[...], right=None)"
    for i in range(FD.COMPILE_AFTER + 2):  # (Named's calls are Pair's: the method is Pair's)
        assert repr(pair(i)) == repr(std["Pair"](i)) and repr(ns["Named"](i, [i])) == repr(std["Named"](i, [i]))
        assert repr(other(i)) == repr(std["Other"](i))
    made = pair.__dict__["__repr__"]
    assert made is not plain and made.__qualname__ == "Pair.__repr__" and made.__code__.co_filename == FD._LIVE
    assert made.__code__ is other.__dict__["__repr__"].__code__  # compiled once for both
    assert repr(pair(1)) == "Pair(left=1, right=None)" and pair.__dict__["__repr__"] is made
    looped, std_looped = other([]), std["Other"]([])
    looped.left.append(looped)
    std_looped.left.append(std_looped)
    assert repr(looped) == repr(std_looped) == "Other(left=[...], right=None)"


def test_a_repr_is_never_compiled_in_the_middle_of_its_own_object():
    """The plain repr gives its place to the compiled one only between two reprs of the class:
    a value holding itself says "..." at the same depth as the standard repr, whenever the swap."""
    importlib.import_module("judge.dsl.ast")
    src = "@dataclass\nclass Box:\n    items: object\n"
    ns = _define(src)
    std: dict = {"dataclass": dataclasses.dataclass, "__name__": "judge.dsl.ast"}
    exec(compile("from __future__ import annotations\n" + src, "<std>", "exec"), std)
    box, std_box = ns["Box"], std["Box"]
    for i in range(FD.COMPILE_AFTER + 3):
        a, b = box([box([])]), std_box([std_box([])])
        a.items.append(a)
        b.items.append(b)
        a.items[0].items.append(a)
        b.items[0].items.append(b)
        assert repr(a) == repr(b), i


def _define(src: str, module: str = "judge.dsl.ast", kind: str = "ast") -> dict:
    ns: dict = {"dataclass": FD.dataclass_for(kind), "field": dataclasses.field,
                "__name__": module}
    exec(compile("from __future__ import annotations\n" + src, "<test>", "exec"), ns)
    return ns


def test_a_class_the_generated_module_does_not_describe_gets_methods_made_at_import():
    """Never wrong, only slower: a stale entry (a field fewer, another repr) is generated anew."""
    generated = str(FD.path_of("judge._speed._ast_methods"))
    span4 = "@dataclass(frozen=True)\nclass Span:\n    line: int\n    column: int\n    end_line: int = 0\n"
    ns = _define(span4 + "    end_column: int = 0\n")
    assert ns["Span"].__init__.__code__.co_filename == generated
    ns = _define(span4)
    assert ns["Span"].__init__.__code__.co_filename == FD._LIVE
    assert repr(ns["Span"](1, 2)) == "Span(line=1, column=2, end_line=0)"
    ns = _define(span4 + "    end_column: int = field(default=0, repr=False)\n")
    assert ns["Span"].__init__.__code__.co_filename == FD._LIVE
    assert repr(ns["Span"](1, 2)) == "Span(line=1, column=2, end_line=0)"
    assert hash(ns["Span"](1, 2)) == hash(ns["Span"](1, 2, 0, 0))


def test_a_class_as_the_generated_module_records_it_is_processed_when_first_asked():
    """The body as written matches the record (a module whose source is not digested: its
    classes are checked one by one, :func:`~judge._speed.fastdataclass.source_key`): the methods
    at once, dataclasses' processing at the first fields() / replace() / is_dataclass()."""
    importlib.import_module("judge.engine.mana_limits")  # dataclasses reads the module a class names
    purpose = ("@dataclass(frozen=True)\nclass Purpose:\n    spell: bool\n    types: tuple[str, ...]\n"
               "    cumulative_upkeep: bool = False\n")
    cls = _define(purpose, "judge.engine.mana_limits", "engine")["Purpose"]
    assert isinstance(vars(cls)["__dataclass_fields__"], FD._Deferred) and cls not in FD._OWN
    s = cls(True, ("creature",))
    assert repr(s) == "Purpose(spell=True, types=('creature',), cumulative_upkeep=False)" and s == cls(True, ("creature",))
    assert cls.__match_args__ == ("spell", "types", "cumulative_upkeep")
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.spell = False  # type: ignore[misc]
    assert [f.name for f in dataclasses.fields(s)] == ["spell", "types", "cumulative_upkeep"]
    assert isinstance(vars(cls)["__dataclass_fields__"], dict) and cls.__dataclass_params__.frozen
    assert dataclasses.replace(s, spell=False) == cls(False, ("creature",))
    with _standard_decorator():
        std = _define(purpose, "judge.engine.mana_limits", "engine")["Purpose"]
    assert repr(cls.__dataclass_params__) == repr(std.__dataclass_params__)
    changed = _define(purpose + "    x: int = 0\n", "judge.engine.mana_limits", "engine")["Purpose"]
    assert isinstance(vars(changed)["__dataclass_fields__"], dict) and repr(changed(True, ())) == (
        "Purpose(spell=True, types=(), cumulative_upkeep=False, x=0)")


def test_a_class_not_run_from_its_digested_module_file_is_not_made_from_its_plan():
    """The plans serve the code read from the module's own file only: the same class body run
    from elsewhere under the module's name is checked as any other class (and gives the same)."""
    importlib.import_module("judge.dsl.ast")
    span = ("@dataclass(frozen=True)\nclass Span:\n    line: int\n    column: int\n    end_line: int = 0\n"
            "    end_column: int = 0\n")
    cls = _define(span)["Span"]
    assert cls not in FD._OWN and FD.dataclass_for("ast") is FD._FOR["ast"]
    from judge.dsl import ast as A

    assert A.Span in FD._OWN
    assert repr(cls(1, 2)) == repr(A.Span(1, 2)) and cls.__match_args__ == A.Span.__match_args__
    assert [f.name for f in dataclasses.fields(cls)] == [f.name for f in dataclasses.fields(A.Span)]


def test_importing_the_ir_processes_none_of_its_classes():
    """A fresh process importing the IR (190 classes) leaves dataclasses' processing of every
    one for when it is asked for (docs/performance.md, "Every supported Python")."""
    code = ("import judge.cards.ir as ir, judge._speed.fastdataclass as F\n"
            "made = F.made('judge.cards.ir')\n"
            "def left(): return sum(isinstance(vars(c).get('__dataclass_fields__'), F._Deferred) for c in made)\n"
            "print(len(made), left())\n"
            "import dataclasses\n"  # a subclass asked for (CantAttack, a Rule): it and its base
            "print([f.name for f in dataclasses.fields(ir.CantAttack)] == [f.name for f in dataclasses.fields(ir.Rule)],"
            " left(), ir.CantAttack.kind)\n")
    first, second = _in_fresh_process(code).splitlines()
    made, deferred = map(int, first.split())
    assert made > 150 and deferred == made
    assert second.split() == ["True", str(made - 2), "cant", "attack"]


def test_what_dataclasses_does_is_done_alike():
    """Options, inheritance, hand-written methods, factories, __post_init__, non-init fields."""
    src = """
@dataclass(frozen=True)
class Base:
    a: int
@dataclass(frozen=True)
class Child(Base):
    b: tuple = ()
@dataclass
class Bag:
    items: list = field(default_factory=list)
    n: int = field(default=3, init=False)
    def __post_init__(self):
        self.n = len(self.items)
@dataclass(eq=False)
class Ident:
    x: int
@dataclass(frozen=True)
class Own:
    x: int
    def __repr__(self):
        return "own"
    def __hash__(self):
        return 7
"""
    fast, std = _define(src, __name__), None
    with _standard_decorator():
        std = _define(src, __name__)
    for name in ("Base", "Child", "Bag", "Ident", "Own"):
        assert str(inspect.signature(fast[name])) == str(inspect.signature(std[name])), name
        assert fast[name].__doc__ == std[name].__doc__, name
        assert (fast[name].__hash__ is None) == (std[name].__hash__ is None), name
    child = fast["Child"](1, (2,))
    assert repr(child) == repr(std["Child"](1, (2,))) and hash(child) == hash(fast["Child"](1, (2,)))
    with pytest.raises(dataclasses.FrozenInstanceError):
        child.a = 2  # type: ignore[misc]
    bag = fast["Bag"]([1, 2])
    assert bag.n == 2 and fast["Bag"]().items is not fast["Bag"]().items and repr(bag) == repr(std["Bag"]([1, 2]))
    i = fast["Ident"](1)
    assert i != fast["Ident"](1) and i == i and hash(i) == object.__hash__(i)
    assert repr(fast["Own"](1)) == "own" and hash(fast["Own"](1)) == 7
    with pytest.raises(TypeError, match="frozen"):
        _define("@dataclass(frozen=True)\nclass Base:\n    a: int\n@dataclass\nclass Thaw(Base):\n    c: int = 0\n",
                __name__)
    with pytest.raises(TypeError, match="non-default argument"):
        _define("@dataclass\nclass Bad:\n    a: int = 0\n    b: int\n", __name__)
    slotted = _define("@dataclass(slots=True)\nclass S:\n    a: int\n", __name__)["S"]
    assert "__slots__" in vars(slotted)  # an option not reproduced: the standard decorator


def test_works_without_the_generated_module(monkeypatch):
    """A missing generated module: every method is made at import, same behaviour."""
    monkeypatch.setitem(sys.modules, "judge.nonexistent_methods", None)
    dataclass = FD.decorator("judge.nonexistent_methods")

    @dataclass(frozen=True)
    class P:
        x: int
        y: int = 2

    assert P.__init__.__code__.co_filename == FD._LIVE
    assert repr(P(1)) == "test_works_without_the_generated_module.<locals>.P(x=1, y=2)"
    assert P(1) == P(1, 2) and hash(P(1)) == hash(P(1, 2))


def test_replace_is_dataclasses_replace_without_processing_the_class():
    """fastdataclass.replace: the object dataclasses.replace makes (its __post_init__ run, a field
    __init__ does not take refused alike), and a class made from the generated module is left
    unprocessed by dataclasses (checked in a fresh process: the suite's Play and the AST's Scenario)."""
    importlib.import_module("judge.dsl.ast")
    ns = _define("@dataclass(frozen=True)\nclass Pair:\n    left: object\n    right: object = None\n"
                 "@dataclass\nclass Hooked:\n    left: object\n    seen: object = None\n"
                 "    def __post_init__(self):\n        self.seen = ('post', self.left)\n"
                 "@dataclass\nclass Hidden:\n    left: object\n    inner: object = field(default=0, init=False)\n")
    pair, hooked, hidden = ns["Pair"](1, [2]), ns["Hooked"](1), ns["Hidden"](1)
    for obj, changes in ((pair, {"left": 3}), (pair, {}), (hooked, {"left": 5}), (hidden, {"left": 2})):
        made, std = FD.replace(obj, **changes), dataclasses.replace(obj, **changes)
        assert made == std and repr(made) == repr(std) and made is not obj
    assert FD.replace(pair, left=3).right is pair.right
    assert FD.replace(hooked, left=5).seen == ("post", 5)
    with pytest.raises(Exception) as std_error:
        dataclasses.replace(hidden, inner=1)  # (not an __init__ field: ValueError, TypeError on 3.13)
    with pytest.raises(std_error.type):
        FD.replace(hidden, inner=1)
    with pytest.raises(TypeError):
        FD.replace(pair, middle=1)
    probe = ("import dataclasses\n"
             "from judge._speed import fastdataclass as FD\n"
             "from judge.suite.why import Play\n"
             "deferred = lambda cls: type(vars(cls)['__dataclass_fields__']).__name__ == '_Deferred'\n"
             "p = Play(0, 3, 'x', ('a',), outcomes=(1,))\n"
             "assert deferred(Play)\n"
             "q = FD.replace(p, outcomes=())\n"
             "assert deferred(Play) and q.outcomes == () and q.answers == ('a',) and q.line == 3\n"
             "assert q == dataclasses.replace(p, outcomes=()) and not deferred(Play)\n"
             "print('ok')\n")
    assert _in_fresh_process(probe) == "ok\n"


@pytest.fixture(scope="module")
def asked_once(tmp_path_factory) -> tuple[dict, str]:
    """The environment of a ``judge ask`` as users run it (bytecode written, a cache of its own) and the
    example scenario, asked once in it so that a later ask reads its kept work — once for the file's three
    probed asks (each had a first ask of its own: ~0.4 s of CPU each, ninetieth session). An ask of a
    scenario already kept writes nothing new: the cache's files and their sizes are the same after the
    second and third asks as after the first, so each probe finds what a second ask finds."""
    env = {**__import__("os").environ, "XDG_CACHE_HOME": str(tmp_path_factory.mktemp("asked_once"))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    example = str(ROOT / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg")
    subprocess.run([sys.executable, "-m", "judge", "ask", example], capture_output=True, env=env, check=True, cwd=ROOT)
    return env, example


def _probed_ask(asked_once: tuple[dict, str], setup: str, report: str, reported: str) -> tuple:
    """A later whole ``judge ask`` of the example (:func:`asked_once`), as the console script runs it, in a
    process that first runs ``setup`` and, as it ends (``os._exit``), runs ``report`` then writes the value of
    ``reported`` (a tuple of literals, after the exit code) to stderr: that tuple, the exit code first, with the
    command's standard output."""
    env, example = asked_once
    probe = (setup + "end = os._exit\n"
             "def report(code):\n"
             "    sys.stdout.flush()\n"
             + "".join(f"    {line}\n" for line in report.splitlines())
             + f"    os.write(2, repr((code, *{reported})).encode())\n"
             "    end(code)\n"
             "os._exit = report\n"
             f"sys.argv = ['judge', 'ask', {example!r}]\n"
             "from judge.__main__ import main\n"
             "main()\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=ROOT)
    return __import__("ast").literal_eval(out.stderr.strip().splitlines()[-1]), out.stdout


def test_a_judge_ask_has_dataclasses_process_none_of_the_scenario_the_plays_the_objects(asked_once):
    """A ``judge ask`` of the example, its scenario kept from a first run, reads fields and replaces
    through fastdataclass (``replace``, ``field_names``: the Why's scenario and plays, the engine's
    GameObject keys): dataclasses processes none of those classes (the catalog's ``replace`` of a
    land's abilities still has CardAbilities processed)."""
    env, example = asked_once
    probe = ("import sys\n"
             "from judge._speed import fastdataclass as FD\n"
             "processed = []\n"
             "real = FD._process\n"
             "FD._process = lambda cls, *a: (processed.append(cls.__qualname__), real(cls, *a))[1]\n"
             "from typer.testing import CliRunner\n"
             "from judge.cli import app\n"
             f"result = CliRunner().invoke(app, ['ask', {example!r}])\n"
             "assert result.exit_code == 0 and 'Why' in result.output, result.output\n"
             "during = list(processed)\n"
             "import dataclasses\n"
             "from judge.engine import objects\n"
             "names = tuple(f.name for f in dataclasses.fields(objects.GameObject) if f.name not in objects._NAMING_FIELDS)\n"
             "assert objects._STATE_FIELDS == names\n"
             "print(during)\n")
    processed = __import__("ast").literal_eval(_in_fresh_process(probe, env))
    assert not {"Scenario", "Play", "GameObject"} & set(processed), processed


def test_a_judge_ask_loads_no_openssl_and_has_dataclasses_process_no_class_of_judge(asked_once):
    """A whole ``judge ask`` process of the example (its scenario kept by a first run), as the console
    script runs it: it imports no :mod:`hashlib` — the digests of the generated plans' sources are
    judge's BLAKE2b (judge.digest), and hashlib would load OpenSSL's bindings (~3 ms of CPU) for them
    alone, a ``judge ask`` importing no lark — and ``dataclasses`` processes no class of judge at
    import (``phrases.DescriptionItem`` had three methods compiled at every start-up):
    docs/performance.md, "`judge ask`'s start-up, seventy-fifth session"."""
    (code, hashlib_, openssl, processed), stdout = _probed_ask(
        asked_once,
        "import dataclasses, os, sys\n"
        "processed = []\n"
        "real = dataclasses._process_class\n"
        "def counted(cls, *a, **k):\n"
        "    processed.append(f'{cls.__module__}.{cls.__qualname__}')\n"
        "    return real(cls, *a, **k)\n"
        "dataclasses._process_class = counted\n",
        "judge = [n for n in processed if n.startswith('judge.')]",
        "('hashlib' in sys.modules, '_hashlib' in sys.modules, judge)")
    assert code == 0 and "Why" in stdout
    assert not hashlib_ and not openssl
    assert processed == []


@pytest.mark.parametrize("target", sorted(FD.TARGETS))
def test_classes_whose_methods_read_alike_share_one_factory_and_own_their_methods(target):
    """One factory in the generated module for each shape of methods (the same source but for the
    factory's name): its code is read once at import (the card IR's 361 classes need 183), while
    each class it makes still gets functions of its own, named for it."""
    table = importlib.import_module(target).METHODS
    by_shape: dict[str, set] = {}
    for entry in table.values():
        by_shape.setdefault(FD._class_source(entry[0], "_"), set()).add(entry[1])
    assert all(len(factories) == 1 for factories in by_shape.values()), target
    assert len({entry[1] for entry in table.values()}) == len(by_shape)
    shared: dict = {}
    for name in FD.TARGETS[target]:
        for cls in FD.classes(importlib.import_module(name)):
            entry = table.get(f"{name}.{cls.__qualname__}")
            if entry is not None and FD.standard_init(cls):
                shared.setdefault(entry[1], []).append(cls)
    for classes in shared.values():
        inits = [cls.__init__ for cls in classes]
        assert len({id(f) for f in inits}) == len(inits)  # each class its own function objects
        assert len({f.__code__ for f in inits}) == 1  # made of one code
        assert [f.__qualname__ for f in inits] == [f"{cls.__qualname__}.__init__" for cls in classes]
    if target == "judge._speed._ir_methods":
        assert max(len(classes) for classes in shared.values()) > 1


def test_a_judge_ask_checks_the_generated_plans_sources_without_blake2(asked_once):
    """The sources the generated plans were made from (the IR's, the AST's, the outcome's: ~350 KB)
    are checked at every start-up by CPython's own hash of a source for its hash-based ``.pyc``
    (judge.digest.source_hash), not BLAKE2b (~5M instructions a ``judge ask``): a whole ask of the
    example, its scenario kept by a first run, hashes under 40 KB with BLAKE2b (its kept work's keys
    and checksums) and still makes the IR's classes from their plans (docs/performance.md, "`judge
    ask`'s start-up, seventy-sixth session")."""
    (code, hashed, planned), stdout = _probed_ask(
        asked_once,
        "import os, sys\n"
        "import judge.digest as D\n"
        "hashed = [0]\n"
        "real = D.blake2b\n"
        "def counted(data=b'', **k):\n"
        "    hashed[0] += len(data)\n"
        "    h = real(data, **k)\n"
        "    class Counted:\n"
        "        def update(self, more):\n"
        "            hashed[0] += len(more)\n"
        "            h.update(more)\n"
        "        def __getattr__(self, name):\n"
        "            return getattr(h, name)\n"
        "    return Counted()\n"
        "D.blake2b = counted\n",
        "from judge._speed import fastdataclass as FD\n"
        "planned = sum(1 for c in FD._OWN if c.__module__ == 'judge.cards.ir')",
        "(hashed[0], planned)")
    assert code == 0 and "Why" in stdout
    assert hashed < 40_000, hashed
    assert planned > 300


@pytest.mark.parametrize("name", ["judge.engine.state", "judge.engine.objects", "judge.engine.loops",
                                  "judge.engine.each_player", "judge.suite.why"])
def test_modules_with_several_classes_are_made_from_their_plans(name):
    """With the sources checked by a cheap hash (judge.digest.source_hash), a module of a few classes
    is worth digesting too: each of its classes is made from its generated plan (no per-class
    comparison of its body with a record), as the IR's are (docs/performance.md, "`judge ask`'s
    start-up, seventy-sixth session")."""
    assert name in FD.DIGESTED
    table = importlib.import_module(next(t for t, mods in FD.TARGETS.items() if name in mods)).METHODS
    classes = [cls for qual, cls in _classes(importlib.import_module(name)).items()
               if len(table.get(f"{name}.{qual}", ())) > 3]  # (a class with a plan: its fields all in __init__)
    assert len(classes) >= 3
    assert all(cls in FD._OWN for cls in classes), [c for c in classes if c not in FD._OWN]
