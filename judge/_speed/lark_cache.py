"""Where and how lark's analysis of a grammar is kept, for both of the project's grammars (the
scenario language and card text): lark's parser is built only when the prebuilt tables don't
match the grammar (a developer's change not yet regenerated) or to word an error the LALR
driver can't diagnose (judge._speed.lalr.driver) — and its analysis takes seconds, so it is kept.

The file is in the user's own cache directory (``platformdirs.user_cache_dir("judge")``:
``$XDG_CACHE_HOME/judge`` or ``~/.cache/judge`` on Linux, the platform's equivalent
elsewhere), a directory no one else can write, named by lark's version and the hash of the
grammar and its options — not by Python's: the analysis is plain data that any Python reads
back alike (measured: an analysis saved under CPython 3.11 and loaded under 3.13 parses the era
pool's 6,656 Oracle paragraphs to the same trees as a fresh analysis there), so the suite's runs
under several Pythons with one lark share it (CI paid ~25 s of CPU a run for it).

**Nothing kept runs code.** Not ``Lark(cache=…)``: lark unpickles its cache file before it
compares the hash written inside, so a file planted there runs code when it is read. Here the
parser is written with lark's own ``save`` (its analysis as plain data: dicts, lists,
strings, numbers, lark's ``Token`` strings — no other class, no function) and read back by an
unpickler that refuses every other global (:class:`_PlainUnpickler`): a planted file can only be refused, then the grammar is
analysed afresh and the file rewritten. The parser is made from that data with lark's own
loading (``Lark._load``, what ``Lark(cache=…)`` itself calls), given the options it can't keep
(the transformer). Failing to write is silent.
"""

from __future__ import annotations

import io
import os
import pickle
from typing import Any, Optional

from judge._speed.cache_store import private_dir
from judge.digest import hexdigest

#: Bigger than any analysis of the project's grammars (the card grammar's is ~4 MB): a larger
#: file is not read.
_MAX_BYTES = 64 * 1024 * 1024


def cache_file(grammar: str, prefix: str) -> Optional[str]:
    """The cache file for ``grammar`` (files of one grammar share ``prefix``), or None when
    there is no private cache directory (then lark builds without a cache). A new grammar
    removes the files the old one left under the same prefix and lark version; another lark's
    files are kept (a judge with two environments), and so are none of an older naming."""
    import lark

    folder = private_dir()
    if folder is None:
        return None
    mine = f"{prefix}lark{lark.__version__}-"
    path = os.path.join(folder, f"{mine}{hexdigest(grammar.encode(), 12)}.lark")
    if not os.path.exists(path):
        try:
            for name in os.listdir(folder):
                other_lark = name.startswith(f"{prefix}lark") and not name.startswith(mine)
                if name.startswith(prefix) and name.endswith(".lark") and not other_lark:
                    os.remove(os.path.join(folder, name))
        except OSError:
            pass
    return path


#: The one class lark's saved analysis may hold besides plain data: lark 1.1's names of rules
#: are its ``Token`` (a ``str`` and its attributes; making one runs nothing else).
_ALLOWED = {("lark.lexer", "Token")}


class _PlainUnpickler(pickle.Unpickler):
    """Builds plain data only: every class or function a pickle names is refused, but lark's
    ``Token`` (a string)."""

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) in _ALLOWED:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name}: a kept grammar analysis holds plain data only")


def _read(path: str) -> Optional[dict]:
    try:
        with open(path, "rb") as f:
            raw = f.read(_MAX_BYTES + 1)
    except OSError:
        return None
    if len(raw) > _MAX_BYTES:
        return None
    try:
        data = _PlainUnpickler(io.BytesIO(raw)).load()
    except Exception:  # noqa: BLE001 - damaged or planted: analysed afresh
        return None
    return data if isinstance(data, dict) and "data" in data and "memo" in data else None


def build(grammar: str, prefix: str, **options: Any) -> Any:
    """``Lark(grammar, **options)``, its analysis kept in the private cache directory (read back
    as plain data only). Options lark can't keep (the transformer) are given again on loading."""
    from lark import Lark
    from lark.lark import _LOAD_ALLOWED_OPTIONS

    kept = {k: v for k, v in options.items() if k not in _LOAD_ALLOWED_OPTIONS}
    given = {k: v for k, v in options.items() if k in _LOAD_ALLOWED_OPTIONS}
    path = cache_file(grammar + "\n" + repr(sorted(kept.items())), prefix)
    if path is not None:
        data = _read(path)
        if data is not None:
            try:
                return Lark.__new__(Lark)._load(data, **given)
            except Exception:  # noqa: BLE001 - data of another shape: analysed afresh
                pass
    parser = Lark(grammar, **options)
    if path is not None:
        try:
            out = io.BytesIO()
            parser.save(out, _LOAD_ALLOWED_OPTIONS)
            tmp = f"{path}.{os.getpid()}.tmp"
            with open(tmp, "wb") as f:
                f.write(out.getvalue())
            os.replace(tmp, path)
        except Exception:  # noqa: BLE001 - keeping it is only a saving
            pass
    return parser
