"""A registry whose modules are imported only when one of their entries is first asked for.

A registry of the kind ``@handles(ir.X)`` fills (:data:`judge.engine.context.HANDLERS`: each
module registers its functions beside them as it is imported) needs every module imported
before it is complete. :class:`LazyIndex` keeps, in a generated JSON file, the module that
registers each entry (the entry's name -> the module), so that the registry's owner imports a
module the first time one of its entries is looked up and misses, and a process imports only
the modules it uses.

The file is made from the registry itself, every module imported (``python -m judge.build``;
``tests/test_generated_files.py`` refuses a stale one). It is never trusted beyond speed: an
entry the file does not name, or that its module did not register (the file is stale, or the
entry is not registered anywhere), imports every module of the package and looks again —
correct, only slower.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Callable, Mapping, Optional


class LazyIndex:
    """The index of one registry: ``path`` the generated JSON file ({entry name: module}),
    ``package`` the package every registering module lives in (imported whole by
    :meth:`load_all`), ``command`` the command that rewrites the file (said when it is stale)."""

    def __init__(self, path: Path, package: str, command: str) -> None:
        self.path = path
        self.package = package
        self.command = command
        self._modules: Optional[dict[str, str]] = None
        self._all = False

    def modules(self) -> dict[str, str]:
        """The committed file's entries (read once; an unreadable file is an empty index)."""
        if self._modules is None:
            try:
                self._modules = json.loads(self.path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                self._modules = {}
        return self._modules

    def load(self, name: str) -> None:
        """Import the module the index names for the entry ``name`` (nothing if it names none)."""
        module = self.modules().get(name)
        if module is not None and module not in sys.modules:
            importlib.import_module(module)

    def load_all(self) -> None:
        """Import every module of the package (once): every registration has then happened."""
        if self._all:
            return
        self._all = True
        import pkgutil  # (here, not at import: ~1.3M instructions of every judge ask on 3.13; docs/performance.md)

        package = importlib.import_module(self.package)
        for info in pkgutil.walk_packages(package.__path__, self.package + "."):
            importlib.import_module(info.name)

    def text(self, modules: Mapping[str, str]) -> str:
        """The file's text for ``modules`` (sorted, one entry a line)."""
        return json.dumps(dict(sorted(modules.items())), indent=0, sort_keys=True) + "\n"

    def main(self, fresh: Callable[[], Mapping[str, str]], check: bool = False) -> int:
        """Rewrite the file from ``fresh()`` (the registry read with every module imported), or
        with ``check`` only say whether it is stale (1) — writing nothing."""
        from judge.generated import refresh  # (a build step: not imported with the engine)

        stale = refresh(self.path, self.text(fresh()), check, self.command)
        self._modules = None
        return stale
