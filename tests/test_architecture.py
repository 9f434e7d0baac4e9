"""The import structure: packages in one direction, no circle anywhere in ``judge/``.

Every import of every module is read with ``ast`` — at module level and inside functions
alike (imports under ``if TYPE_CHECKING:`` never run and are left out). Because function-level
imports count, a function-level import that only dodges a circle would show up as one; the
ones that remain are there for start-up time (the CLI imports a command's modules when it
runs). docs/architecture.md ("Layers") draws the same structure.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Iterator

import pytest

from tests import source_trees

#: Reads the repository's source, not the interpreter's behaviour: CI runs it under its main
#: Python only (the `source` marker, pyproject.toml; docs/performance.md "CI's length").
pytestmark = pytest.mark.source

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "judge"

#: Packages (and top-level modules) from the bottom up: each may import only its own and lower ones.
LAYERS = (
    ("judge.digest", "judge.visible", "judge.errors", "judge.diagnostics", "judge.generated"),
    # the speed layer (judge/_speed): every device that only makes the same answer cheaper
    ("judge._speed",),
    ("judge.files", "judge"),  # "judge": the package itself (its version, its folder)
    ("judge.rules",),
    ("judge.dsl",),
    ("judge.cards",),
    # the game state's records (judge.engine.state), below every rule module of the engine and
    # the game that holds them
    ("judge.engine.state",),
    ("judge.engine",),
    ("judge.suite",),
    ("judge.drill",),
    ("judge.render",),
    ("judge.cli", "judge.build"),
    ("judge.__main__",),  # the entry point: switches the garbage collector off, then runs judge.cli
)

#: The speed layer's package, and what it may import of judge besides itself (issue 43).
SPEED = "judge._speed"
SPEED_MAY_IMPORT = ("judge.digest", "judge.errors", "judge.diagnostics", "judge.generated")


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@pytest.fixture(scope="module")
def parsed():
    """Each module of judge/ parsed once a process (``parsed(path)``), its nodes listed once: the
    trees :mod:`tests.source_trees` holds for the other scans of judge/'s source (tests/engine's),
    so a worker that ran one of them parses nothing again here (this file's own parse and walk of
    ~250 modules were ~4.8 s of its setup, cold, eighty-sixth session's list)."""
    return source_trees.tree


def _walk(tree: ast.AST) -> tuple[ast.AST, ...]:
    """Every node of a module parsed by ``parsed`` in ``ast.walk``'s order (listed once a tree)."""
    return source_trees.walk(tree)


def _imports(path: Path, modules: set[str], tree: ast.Module) -> set[str]:
    """The judge modules ``path`` (parsed: ``tree``) imports (a ``from package import name`` counts
    ``package.name`` when that is a module)."""
    skip: set[int] = set()
    for node in _walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip |= {id(n) for n in ast.walk(node)}
    me = _module_name(path)
    out: set[str] = set()
    for node in _walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("judge")}
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("judge"):
            for a in node.names:
                sub = f"{node.module}.{a.name}"
                out.add(sub if sub in modules else node.module)
    out.discard(me)
    return {m for m in out if m in modules}


@pytest.fixture(scope="module")
def graph(parsed) -> dict[str, set[str]]:
    paths = sorted(PACKAGE.rglob("*.py"))
    modules = {_module_name(p) for p in paths}
    return {_module_name(p): _imports(p, modules, parsed(p)) for p in paths}


def _layer(module: str) -> int:
    best = None
    for i, names in enumerate(LAYERS):
        for n in names:
            if module == n or module.startswith(n + "."):
                if best is None or len(n) > best[1]:
                    best = (i, len(n))
    assert best is not None, f"{module} is in no layer of LAYERS"
    return best[0]


def test_packages_import_only_their_own_layer_and_lower_ones(graph):
    upward = [(m, t) for m, targets in graph.items() for t in targets if _layer(t) > _layer(m)]
    assert upward == [], "imports that run upward: " + ", ".join(f"{m} -> {t}" for m, t in upward)


def _speed_insides(module: str) -> bool:
    """Whether ``module`` is one of the speed layer's insides: a module under ``judge._speed``
    any of whose names there begins with ``_`` (the generated dataclass methods)."""
    if not module.startswith(SPEED + "."):
        return False
    return any(part.startswith("_") for part in module[len(SPEED) + 1:].split("."))


def _imports_of_insides(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    return sorted((m, t) for m, targets in graph.items() if not (m == SPEED or m.startswith(SPEED + "."))
                  for t in targets if _speed_insides(t))


def test_nothing_outside_the_speed_layer_imports_its_insides(graph):
    """judge/_speed is used through its public modules only (its docstring lists them): the
    generated modules are its own business (issue 43)."""
    found = _imports_of_insides(graph)
    assert found == [], "imports of the speed layer's insides: " + ", ".join(f"{m} -> {t}" for m, t in found)


def test_the_insides_finder_finds_them():
    graph = {"judge.engine.game": {"judge._speed._engine_methods", "judge._speed.fastdataclass"},
             "judge.cards.ir": {"judge._speed.lalr._private"},
             "judge._speed.fastdataclass": {"judge._speed._engine_methods"}}
    assert _imports_of_insides(graph) == [("judge.cards.ir", "judge._speed.lalr._private"),
                                          ("judge.engine.game", "judge._speed._engine_methods")]
    assert not _speed_insides("judge._speed") and not _speed_insides("judge.engine._private")


def test_the_speed_layer_imports_nothing_above_it(graph):
    """judge/_speed is the lowest layer but for judge.digest, judge.errors and judge.generated: it imports
    nothing else of judge, and its generated modules nothing of judge at all."""
    speed = {m: t for m, t in graph.items() if m == SPEED or m.startswith(SPEED + ".")}
    assert any(_speed_insides(m) for m in speed), "the speed layer's generated modules are missing"
    above = sorted((m, t) for m, targets in speed.items() for t in targets
                   if not (t == SPEED or t.startswith(SPEED + ".") or t in SPEED_MAY_IMPORT))
    assert above == [], "the speed layer imports from above it: " + ", ".join(f"{m} -> {t}" for m, t in above)
    generated = sorted((m, t) for m, targets in speed.items() if _speed_insides(m) for t in targets)
    assert generated == [], f"generated modules importing judge: {generated}"


def test_the_garbage_collector_is_switched_off_by_the_entry_point_alone(parsed):
    """gc.disable() runs in judge/__main__.py's main() only — the console script and ``python -m
    judge`` both come through it — never as a module is imported (issue 43)."""
    calls = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in _walk(parsed(path)):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "disable"
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "gc"):
                calls.append(_module_name(path))
    assert calls == ["judge.__main__"], calls
    main = ast.parse((PACKAGE / "__main__.py").read_text(encoding="utf-8"))
    top_level_calls = [n for n in main.body if isinstance(n, ast.Expr) and isinstance(n.value, ast.Call)]
    assert top_level_calls == [], "judge/__main__.py calls something as it is imported"
    import tomllib

    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert scripts == {"judge": "judge.__main__:main"}, scripts


def test_importing_judge_leaves_the_garbage_collector_on():
    import subprocess
    import sys

    code = ("import gc, importlib, pkgutil, judge\n"
            "for m in ('judge.cli', 'judge.cli.app', 'judge.cli.engine_cmds', 'judge.cli.scenario_cmds', "
            "'judge.cli.card_cmds', 'judge.cli.rules_cmds', 'judge.cli.drill_cmds', 'judge.__main__', "
            "'judge.engine', 'judge.suite.runner', 'judge.dsl.kept', 'judge.cards.text_cache', "
            "'judge._speed.fastdataclass', 'judge._speed.cache_store', 'judge._speed.lark_cache', "
            "'judge._speed.lalr.tables'):\n"
            "    importlib.import_module(m)\n"
            "    assert gc.isenabled(), m\n"
            "print('on')\n")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout.strip() == "on", proc.stdout + proc.stderr


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            node, it = work[-1]
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(graph.get(nxt, ())))))
                    break
                if nxt in on:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    comp = []
                    while True:
                        x = stack.pop()
                        on.discard(x)
                        comp.append(x)
                        if x == node:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return out


def test_no_import_circle_even_through_function_level_imports(graph):
    # a package's __init__ that re-exports its modules lazily is not part of a circle
    inner = {m: {t for t in ts if not _is_package_face(t)} for m, ts in graph.items() if not _is_package_face(m)}
    assert _cycles(inner) == []


def _is_package_face(module: str) -> bool:
    return (PACKAGE.parent / Path(*module.split(".")) / "__init__.py").is_file()


def test_the_cycle_finder_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_engine_and_dsl_import_neither_rich_nor_typer(parsed):
    for path in sorted((PACKAGE / "engine").rglob("*.py")) + sorted((PACKAGE / "dsl").rglob("*.py")):
        tree = parsed(path)
        names = {a.name.split(".")[0] for n in _walk(tree) if isinstance(n, ast.Import) for a in n.names}
        names |= {n.module.split(".")[0] for n in _walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        assert not names & {"rich", "typer", "click"}, path


def test_only_the_game_and_its_event_appliers_drop_computed_characteristics(parsed):
    """The game state changes through the game's own methods and the appliers of
    judge.engine.events; each drops what was computed from the old state (``changed()``)
    itself, so no rule module has to remember to — and so do the verbs of the records that own
    their fields (state.py, and this combat's in combat_state.py), through the game they are
    bound to."""
    callers = []
    for path in sorted((PACKAGE / "engine").rglob("*.py")):  # the effects package too
        if path.name in ("game.py", "events.py", "state.py", *_RECORD_HOMES.values()):
            continue
        callers += [f"{path.name}:{n.lineno}" for n in _walk(parsed(path))
                    if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "changed"]
    assert callers == []


#: Engine modules that may write game state directly: the game itself, the appliers of
#: events, the assembly of a new game from the scenario (before any rule applies), and the
#: records of the state whose own verbs write their fields (state.py: a spell's targets chosen
#: by the stack's ``set_targets``).
_STATE_WRITERS = ("game.py", "events.py", "build.py", "state.py")
#: Names that hold no game state in the rule modules: what an effect is carried out with, the
#: scenario's answers, the trace, characteristics being worked out (418.5), a cost being
#: totalled, and the game's caches of values computed from the state.
_NOT_STATE_NAMES = {"self", "ctx", "decider", "tracer", "ch", "chars", "cost", "extra", "counts", "n"}
_CACHES = {"derived", "kept", "decider", "line"}
_MUTATORS = {"append", "extend", "remove", "pop", "add", "clear", "update", "insert", "discard", "setdefault"}


def _written(node: ast.AST, containers_only: bool = False) -> list[ast.AST]:
    """What ``node`` writes: the targets of an assignment, or the object a mutating method is
    called on (``x.died.append(…)``; with ``containers_only``, only when that object is an
    attribute — a container field, not a local name)."""
    if isinstance(node, ast.Assign):
        return list(node.targets)
    if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        return [node.target]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _MUTATORS \
            and (not containers_only or isinstance(node.func.value, ast.Attribute)) \
            and not (isinstance(node.func.value, ast.Attribute) and node.func.value.attr in _OWNED_RECORDS):
        return [node.func.value]  # (``game.stack.pop(so)`` is the stack's own verb, not a list's)
    return []


def _state_writes(tree: ast.AST) -> list[tuple[int, str]]:
    """Assignments to an attribute (or an item of one) of a named object, and mutating calls
    on a container attribute of one, except of the names and caches above."""
    found = []

    def base_and_attrs(node):
        attrs = []
        while isinstance(node, (ast.Attribute, ast.Subscript)):
            if isinstance(node, ast.Attribute):
                attrs.append(node.attr)
            node = node.value
        return node, attrs

    for node in _walk(tree):
        for t in _written(node, containers_only=True):
            for sub in ast.walk(t):
                if isinstance(sub, (ast.Attribute, ast.Subscript)):
                    base, attrs = base_and_attrs(sub)
                    # what an effect is carried out with holds the game: a write through it
                    # (``ctx.game.x = …``) is a write of the game's state like any other
                    through_ctx = isinstance(base, ast.Name) and base.id == "ctx" and attrs[-1:] == ["game"]
                    if (isinstance(base, ast.Name) and (base.id not in _NOT_STATE_NAMES or through_ctx) and attrs
                            and not set(attrs) & _CACHES):
                        found.append((node.lineno, ast.unparse(t)))
                    break
    return found


def test_only_the_game_and_its_event_appliers_write_game_state(parsed):
    """One owner of game state: the rule modules change it only through the game's methods
    (judge.engine.game.Game) and the appliers of judge.engine.events, never by assigning to
    the game's, a permanent's, a player's or a stack object's fields or mutating their
    containers in place."""
    writes = []
    for path in sorted((PACKAGE / "engine").rglob("*.py")):  # the effects package too
        if path.name in _STATE_WRITERS or path.name.startswith("_"):
            continue
        found = _state_writes(parsed(path))
        through_ctx = [w for w in found if w[1].startswith("ctx.game.")]
        if len(through_ctx) <= _CTX_GAME_WRITES.get(path.name, 0):
            found = [w for w in found if w not in through_ctx]
        writes += [f"{path.name}:{line}: {text}" for line, text in found]
    assert writes == []


#: Writes of game state through what an effect is carried out with (``ctx.game.…``), per module:
#: a ceiling that may only fall (issue 43: the state-owner test closes the ``ctx.game`` loophole).
#: None is left (the last, abilities.py's ``ctx.game.effects[-1].kind = …``, gave the kind to
#: the effect as it was made).
_CTX_GAME_WRITES: dict[str, int] = {}


def test_the_state_write_finder_finds_writes():
    code = ("game.priority = None\nobj.counters['+1/+1'] += 1\ngame.delayed.append(d)\np.lost = True\n"
            "ch.power = 2\nctx.x = 1\ngame.derived.chars[k] = v\nctx.game.skips = []\nctx.game.kept.board[k] = v\n"
            "ctx.game.this_turn.died.append(p)\n")
    assert sorted(line for line, _ in _state_writes(ast.parse(code))) == [1, 2, 3, 4, 8, 10]


#: The record of judge.engine.state the game remembers its own telling by: written by its record's
#: own verbs (``game.said.note_dependency_said(…)``, ``game.said.note_fixed_set(…)``: a record owning
#: its fields, _OWNED_RECORDS) alone, not even by the game or the appliers of events. (What the
#: game remembers of this turn and the turns before, ``this_turn`` and ``past``, are records
#: owning their fields: _OWNED_RECORDS.)
_MEMORIES = {"said"}


def _memory_writes(tree: ast.AST) -> list[tuple[int, str]]:
    """Assignments to, and mutating calls on, a field of a memory record or the record itself,
    whatever holds it (``game.this_turn.died.append(…)``, ``ctx.game.past = …``)."""
    found = []
    for node in _walk(tree):
        for t in _written(node):
            if any(isinstance(sub, ast.Attribute) and sub.attr in _MEMORIES for sub in ast.walk(t)):
                found.append((node.lineno, ast.unparse(t)))
    return found


def test_only_the_game_writes_what_its_trace_has_said(parsed):
    """What the game remembers of what its trace has said (judge.engine.state.TraceMemory) changes
    only through the game's own verbs and its record's."""
    writes = []
    for path in sorted((PACKAGE / "engine").rglob("*.py")):
        if path.name == "game.py" or path.name.startswith("_"):
            continue
        writes += [f"{path.name}:{line}: {text}" for line, text in _memory_writes(parsed(path))]
    assert writes == []


def test_the_memory_write_finder_finds_writes():
    code = ("game.said.attack_stands.add(p)\nctx.game.said = x\ngame.said.dependencies |= d\n"
            "n = game.said.dependencies\ngame.derived.values[k] = v\nx = game.said.damage_checked.get(2)\n"
            "said.append(w)\ngame.said.dependencies = d\n")
    assert sorted(line for line, _ in _memory_writes(ast.parse(code))) == [1, 2, 3, 8]


#: The records of judge.engine.state that own their fields (issue 43), by the game's attribute
#: holding each: only their own verbs, in state.py, write those fields (``game.stack.push(so)``,
#: ``game.prints.forget_loop_prints()``, ``game.this_turn.record_damage(…)``), each dropping what
#: was computed as the game's own changes do; no engine module writes them — not game.py,
#: events.py or build.py, nor through ``ctx.game`` — but the game making each record as it is
#: made and the assembly of a new game from the scenario (build.py) putting its stack and turn
#: together before any rule applies. What the game remembers of this turn and the turns before
#: (``this_turn``, ``past``) is among them: written by its own verbs alone, the game's and the
#: appliers of events' included (events.py: ``game.this_turn.record_damage``), as are the play
#: permissions (``play_permissions``).
#: The continuous effects, the replacement effects and the permanents' status (``effects``,
#: ``replacements``, ``permanents``: ``game.effects.add_effect(e)``) are too, and so are the mana
#: pools, the resolution in flight and what the trace has said (``mana``, ``resolution``, ``said``:
#: ``game.mana.set_pool(p, pool)``, ``game.resolution.set_resolving(True)``; the assembly sets
#: whether mana is tracked). So are the state's own numbering (``tally``: ``game.tally.new_id()``)
#: and what an action under way holds between its calls (``in_flight``, not state:
#: ``with game.in_flight.carrying_out(ctx):``), issue 43's fourth step.
_OWNED_RECORDS = {"stack", "prints", "triggers", "turns", "combat", "end", "this_turn", "past", "play_permissions",
                  "effects", "replacements", "permanents", "mana", "resolution", "said", "tally", "in_flight"}
_RECORD_ASSEMBLY = {"build.py": {"stack", "turns", "mana"}}
#: Where each record's class and verbs are: state.py, but this combat's
#: (judge.engine.combat_state.Combat, made as a combat begins), which the game holds while it
#: lasts (``Game.set_combat``, the one module setting the record itself: not its fields); the
#: game also makes a new record of this turn as each turn begins (``Game.begin_turn``, 300.1), and a
#: copy of the game a new record of what is in flight (``Game.copy``: not state, never copied).
_RECORD_HOMES = {"combat": "combat_state.py"}
_RECORD_SETTERS = {"game.py": {"combat", "this_turn", "in_flight"}}


def _chain(target: ast.AST) -> Iterator[ast.AST]:
    """The target and what it is reached through (``a.b[k].c``: itself, ``a.b[k]``, ``a.b``, ``a``;
    not ``k``, which is read) — each element of a tuple of targets."""
    if isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            yield from _chain(element)
        return
    while isinstance(target, (ast.Attribute, ast.Subscript, ast.Starred)):
        yield target
        target = target.value
    yield target


def _record_writes(tree: ast.AST, allowed: frozenset = frozenset(), set_whole: frozenset = frozenset()
                   ) -> list[tuple[int, str]]:
    """Assignments to a field of an owned record or to the record itself, and mutating calls on
    a field of one, whatever holds it (``game.stack.items.insert(…)``, ``ctx.game.prints.loop =
    …``, ``game.stack = …``), but in ``__init__`` (a record made) and of the records ``allowed``."""
    found = []
    inits = {id(n) for f in _walk(tree) if isinstance(f, ast.FunctionDef) and f.name == "__init__"
             for n in ast.walk(f)}
    for node in _walk(tree):
        if id(node) in inits:
            continue
        for t in _written(node):
            for sub in _chain(t):
                record = (sub.value.attr if isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Attribute)
                          and sub.value.attr in _OWNED_RECORDS else
                          sub.attr if isinstance(sub, ast.Attribute) and sub.attr in _OWNED_RECORDS and sub is t else None)
                if record is not None and record not in allowed and not (record in set_whole and sub is t):
                    found.append((node.lineno, ast.unparse(t)))
                    break
    return found


def test_the_owned_records_fields_are_written_by_their_own_verbs_alone(parsed):
    """The stack, the game's prints, the triggered abilities waiting, the turn's structure, how
    the game ends, this combat, what the game remembers of this turn and the turns before, the
    play permissions, the continuous and the replacement effects, the permanents' status, the mana
    pools, the resolution in flight, what the trace has said, the state's numbering and what an
    action under way holds (judge.engine.state.Stack, Prints, Triggers, TurnStructure, GameEnd,
    TurnMemory, PastTurns, PlayPermissions, ContinuousEffects, Replacements, Permanents, ManaPools,
    Resolution, TraceMemory, Tally, InFlight; judge.engine.combat_state.Combat)
    change only through their own verbs: no engine module, the game's included, writes their
    fields."""
    writes = []
    for path in sorted((PACKAGE / "engine").rglob("*.py")):
        if path.name == "state.py" or path.name.startswith("_"):
            continue
        homed = {r for r, home in _RECORD_HOMES.items() if home == path.name}
        allowed = frozenset(_RECORD_ASSEMBLY.get(path.name, set()) | homed)
        tree = parsed(path)
        writes += [f"{path.name}:{line}: {text}"
                   for line, text in _record_writes(tree, allowed, frozenset(_RECORD_SETTERS.get(path.name, ())))]
    assert writes == []


def test_the_owned_records_verbs_are_theirs(parsed):
    """Each owned record is a class of judge.engine.state (or of its home) whose verbs write its
    fields (it holds no verb that writes nothing of it but the game's), and the game holds it by
    that name (this combat: made as it begins, held while it lasts). A method that writes nothing
    and calls no verb of its record only answers (``game.this_turn.lands_played_by(p)``): it
    calls nothing of the game's either."""
    classes = {n.name: n for home in {"state.py", *_RECORD_HOMES.values()}
               for n in parsed(PACKAGE / "engine" / home).body
               if isinstance(n, ast.ClassDef)}
    game = parsed(PACKAGE / "engine" / "game.py")
    init = next(f for c in game.body if isinstance(c, ast.ClassDef) and c.name == "Game"
                for f in c.body if isinstance(f, ast.FunctionDef) and f.name == "__init__")
    held = {n.target.attr: n.annotation.id for n in ast.walk(init) if isinstance(n, ast.AnnAssign)
            and isinstance(n.target, ast.Attribute) and isinstance(n.annotation, ast.Name)}
    held["combat"] = "Combat"  # (annotated Optional: None outside combat)
    for record in _OWNED_RECORDS:
        assert held.get(record) in classes, record
        verbs = [m for m in classes[held[record]].body if isinstance(m, ast.FunctionDef) and not m.name.startswith("__")]
        assert verbs, record
        for verb in verbs:
            writes = [t for node in ast.walk(verb) for t in _written(node)]
            own = [c for c in ast.walk(verb) if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                   and isinstance(c.func.value, ast.Name) and c.func.value.id == "self"]
            games = [c for c in ast.walk(verb) if isinstance(c, ast.Call)
                     and any(isinstance(s, ast.Attribute) and s.attr == "_game" for s in _chain(c.func))]
            assert writes or own or not games, f"{record}.{verb.name} neither writes nor calls a verb of its record"


def test_the_record_write_finder_finds_writes():
    code = ("game.stack.items.insert(0, so)\nctx.game.prints.loop = []\ngame.stack = s\ngame.stack.push(so)\n"
            "n = len(game.stack.items)\ngame.stack.pop(so)\nso.targets = t\ng.stack.edits += 1\n"
            "game.stack.items[0] = so\nattacks[game.turns.turn] = a\nx, game.turns.step = 1, s\n"
            "game.end.over = True\ngame.end.settle(None)\nif game.end.over:\n    pass\n"
            "game.this_turn.died.append(p)\nctx.game.past = x\ngame.this_turn.combats += 1\n"
            "game.this_turn.record_death(p)\nn = game.this_turn.combats\ngame.play_permissions.granted[o] = p\n"
            "game.effects.items.append(e)\nctx.game.replacements.depth += 1\ngame.effects.add_effect(e)\n"
            "game.mana.limits[k] = n\ngame.mana.set_pool(p, {})\nctx.game.resolution.mid_sba.setdefault(k, w)\n"
            "game.resolution.note_mid_seen()\ngame.said.fixed_set_said = s\ngame.tally.tokens_made += 1\n"
            "game.tally.new_id()\nctx.game.in_flight.ctx = c\ngame.in_flight.damage_moved.append(ev)\n"
            "game.permanents.chosen_on_entry.setdefault(o, {})\ngame.permanents.choose_on_entry(o, k, v)\n")
    assert sorted(line for line, _ in _record_writes(ast.parse(code))) == [1, 2, 3, 8, 9, 11, 12, 16, 17, 18, 21, 22, 23,
                                                                          25, 27, 29, 30, 32, 33, 34]


def _kind_word_tests(tree: ast.AST) -> list[tuple[int, str]]:
    """The comparisons of a ``kind`` (a name or a field) with words: ``x.kind == "spell"``,
    ``kind in ("discard", "exile")``."""
    def words(n: ast.AST) -> bool:
        if isinstance(n, ast.Constant):
            return isinstance(n.value, str)
        return isinstance(n, (ast.Tuple, ast.List, ast.Set)) and bool(n.elts) and all(words(e) for e in n.elts)

    def kind(n: ast.AST) -> bool:
        return (isinstance(n, ast.Attribute) and n.attr == "kind") or (isinstance(n, ast.Name) and n.id == "kind")

    return [(node.lineno, ast.unparse(node)) for node in _walk(tree) if isinstance(node, ast.Compare)
            and any(kind(s) for s in (node.left, *node.comparators))
            and any(words(s) for s in (node.left, *node.comparators))]


#: The engine's kinds still told apart by their words, per module: none (issue 43: no kind tested
#: by its words in judge/engine). The engine's own records' kinds are types (judge.engine.kinds),
#: and so is a card IR condition's (ir.ConditionKind), each tested by identity. A ceiling that may
#: only fall.
KIND_WORD_TESTS: dict[str, int] = {}


def test_the_engine_tells_kinds_apart_by_type_not_words(parsed):
    found: dict[str, list[str]] = {}
    for path in sorted((PACKAGE / "engine").rglob("*.py")):  # the effects package too
        if path.name.startswith("_"):
            continue
        hits = _kind_word_tests(parsed(path))
        if hits:
            found[path.relative_to(PACKAGE / "engine").as_posix()] = [f"{line}: {text}" for line, text in hits]
    over = {name: lines for name, lines in found.items() if len(lines) > KIND_WORD_TESTS.get(name, 0)}
    assert not over, f"kinds told apart by their words beyond the ceiling (use judge.engine.kinds): {over}"


def test_the_kind_word_finder_finds_them():
    code = 'a.kind == "spell"\nkind in ("x", "y")\nb.kind is K.SPELL\nc.name == "kind"\n'
    assert [line for line, _ in _kind_word_tests(ast.parse(code))] == [1, 2]


def _private_names_borrowed(module: str, tree: ast.Module, is_package: bool = False) -> list[tuple[int, str, str]]:
    """The private names (``_name``, not ``__dunder__``) ``module`` (parsed: ``tree``) imports from
    another module by ``from X import _name`` — relative imports resolved — as (line, X, name)."""
    out: list[tuple[int, str, str]] = []
    package = module if is_package else module.rpartition(".")[0]
    for node in _walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        source = node.module or ""
        if node.level:
            base = package.split(".")
            base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
            source = ".".join(base + ([source] if source else []))
        if source == module or not source.startswith("judge"):
            continue
        out += [(node.lineno, source, a.name) for a in node.names
                if a.name.startswith("_") and not (a.name.startswith("__") and a.name.endswith("__"))]
    return out


def test_no_module_borrows_a_private_name_of_another_module(parsed):
    """A module of the ``judge`` package uses another module's names only where that module made them
    public (issue 43): the effect handlers' shared toolkit is public in the module that owns it
    (judge.engine.effects.counting, judge.engine.effects.continuous, judge.engine.context), the card
    reader's in judge.cards.phrases, the scenario printer in judge.dsl.printer, the trace's pieces in
    judge.render.trace_view, each name with its docstring; a ``from X import _name`` from another
    module of judge is a name borrowed. (Tests may import private names; the generated modules of
    judge/_speed are checked too, and judge.build and judge._speed.fastdataclass emit no such import.
    A third party's private name — lark's, in judge._speed's parser over prebuilt tables — is not
    judge's to make public.)"""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _module_name(path)
        found += [f"{module}:{line}: from {source} import {name}"
                  for line, source, name in _private_names_borrowed(module, parsed(path), path.name == "__init__.py")]
    assert not found, "private names imported from another module (make them public where they belong): " + "; ".join(found)


def test_the_borrowed_name_finder_finds_them():
    code = ("from judge.engine.effects.counting import per_player, _how_many\n"
            "from .continuous import _locked\nfrom . import _x\nfrom judge.engine.effects.mine import _own\n"
            "from judge.engine.effects.counting import __all__\ndef f():\n    from judge.engine.context import _TOLD\n")
    assert _private_names_borrowed("judge.engine.effects.mine", ast.parse(code)) == [
        (1, "judge.engine.effects.counting", "_how_many"), (2, "judge.engine.effects.continuous", "_locked"),
        (3, "judge.engine.effects", "_x"), (7, "judge.engine.context", "_TOLD")]
