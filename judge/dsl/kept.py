"""Scenario files read before, kept between runs (as Python keeps a module's bytecode).

Reading a scenario file (its lines through the LALR driver, the AST built: :mod:`judge.dsl.parser`)
takes ~0.3 ms, a quarter of the regression suite's time, and most files are the same from one
run of ``judge test`` to the next. A file read without a problem is kept as a pickle of its
AST, in the user's private cache directory (:mod:`judge.cache_store`), under the hash of its
text, in a database named by the hash of the reading code (everything in ``judge/dsl`` and
``judge/lalr``: grammar, tables, transformer, AST classes; and ``judge/fastdataclass.py``,
which makes the AST's classes). So a kept scenario is the one this code would read from this
text; a change of the code starts a new database.

- A file with any problem is never kept: its diagnostics come from reading it again.
- With the scenario is kept the key of the card names it was checked against
  (:func:`judge.cards.library.names_key`: the library, its reader, the tokens its cards make);
  checked against the same names again, it is not checked again.
- The path and the text are not kept: they are set from the file as it is read now.
- Only the AST's own classes (:mod:`judge.dsl.ast`) and the few builtins their pickles name
  are ever built from a kept entry (:class:`_Unpickler`); an entry that can't be read back is
  ignored, the text read again and the entry written again.
- ``JUDGE_NO_SCENARIO_CACHE=1`` (or ``JUDGE_NO_CACHE=1``) in the environment turns it off.
"""

from __future__ import annotations

import copyreg
import dataclasses
import functools
import hashlib
import io
import pickle
from pathlib import Path
from typing import Any, Optional

from judge import cache_store
from judge.dsl import ast as A

#: The builtins a pickle of the AST names (a frozenset field).
_BUILTINS = frozenset({"frozenset"})


@functools.lru_cache(maxsize=1)
def _store() -> Optional[cache_store.Store]:
    """The database for this reading code, or None: no private directory, or turned off."""
    here = Path(__file__).resolve().parent
    try:
        files = [p for folder in (here, here.parent / "lalr") for p in sorted(folder.iterdir())
                 if p.suffix in (".py", ".lark", ".json")] + [here.parent / "fastdataclass.py"]
        code = cache_store.digest(files) + f"\npickle {pickle.HIGHEST_PROTOCOL}"
    except OSError:
        return None
    return cache_store.open_store("scenarios", code, "JUDGE_NO_SCENARIO_CACHE")


@functools.lru_cache(maxsize=1)
def _classes() -> dict[tuple[str, str], type]:
    """What a kept entry may name: the classes defined in :mod:`judge.dsl.ast`, and :data:`_BUILTINS`."""
    import builtins

    found = {(A.__name__, name): value for name, value in vars(A).items()
             if isinstance(value, type) and value.__module__ == A.__name__}
    found.update({("builtins", name): getattr(builtins, name) for name in _BUILTINS})
    return found


class _Unpickler(pickle.Unpickler):
    """Builds only what :func:`_classes` lists."""

    def find_class(self, module: str, name: str) -> Any:
        try:
            return _classes()[module, name]
        except KeyError:
            raise pickle.UnpicklingError(f"{module}.{name} is not a class of the scenario AST") from None


class _Pickler(pickle.Pickler):
    """Writes each node of the AST without the fields that hold their class's default value
    (read back from the class: a kept entry is a quarter smaller and a sixth faster to read)."""

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
    try:
        found = _Unpickler(io.BytesIO(data)).load()
    except Exception:  # noqa: BLE001 - a damaged entry: the text is read again, the entry rewritten
        return None
    if not (type(found) is tuple and len(found) == 2 and type(found[0]) is A.Scenario and type(found[1]) is str):
        return None
    scenario, checked = found
    object.__setattr__(scenario, "path", path)  # a fresh object no one else holds yet
    object.__setattr__(scenario, "source", text)
    if "readings" not in scenario.__dict__:  # (a field(default=...): the class may not hold the value yet)
        object.__setattr__(scenario, "readings", ())
    return scenario, checked


def save(text: str, scenario: A.Scenario, checked: str) -> None:
    """Keep ``scenario``, read from ``text`` without a problem and found valid against the names
    whose key is ``checked`` (without its path and text)."""
    store = _store()
    if store is not None:
        kept = dataclasses.replace(scenario, path="", source="")
        out = io.BytesIO()
        _Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump((kept, checked))
        store.write(_key(text), out.getvalue())


def _key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:40]
