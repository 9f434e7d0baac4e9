"""The scenario language: parse ``.mtg`` text into the AST of :mod:`judge.dsl.ast`, validate it,
print it back. Everything is exported lazily: importing ``judge.dsl`` neither imports lark
nor builds the parser.

* :func:`parse` (text, path) → Scenario, raising DiagnosticsError with every problem;
* :func:`parse_file` (path) → Scenario;
* :func:`parse_cards` (text, path) → tuple[CardDef, ...] for card-library files;
* :func:`validate` (scenario, library_names) → list[Diagnostic] (semantic checks);
* :func:`check` (path, library_names=None) → Scenario: parse + validate, raising
  (:mod:`judge.dsl.checks` holds the semantic checks);
* :func:`format_scenario` (scenario) → canonical scenario text.
"""

from __future__ import annotations

from typing import Any

_EXPORTS = {
    "parse": "judge.dsl.parser",
    "parse_file": "judge.dsl.parser",
    "parse_cards": "judge.dsl.parser",
    "validate": "judge.dsl.checks",
    "check": "judge.dsl.checks",
    "check_text": "judge.dsl.checks",
    "check_many": "judge.dsl.checks",
    "format_scenario": "judge.dsl.printer",
    "format_card": "judge.dsl.printer",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'judge.dsl' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
