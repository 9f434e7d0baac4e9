"""The phrases of :mod:`judge.cards.describe`, loaded when a run first says one (issue 43).

describe words card IR — filters, amounts, references, effects, conditions, costs — for ``judge card`` and
the trace. It is the biggest module the engine reads (~320 KB of bytecode; importing it cost 6.2M / 7.7M /
7.8M instructions on 3.11 / 3.12 / 3.13), and about half of the asks never say one of its phrases: 180
of 374 sampled asks (every 30th bundled scenario) say only the words of :mod:`judge.cards.english`, which
every run imports (docs/performance.md, seventy-eighth session).

So the engine's modules import this module and say ``phrasebook.filter_phrase(f)``. The first name asked
of it imports describe and copies describe's public names here; every later call finds its function as a
plain attribute of this module (no call in between, no import statement run at the call). A name
describe doesn't have, or a private one, is an AttributeError, as of any module.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    """Describe's public ``name``, describe imported (and its public names kept here) on the first one."""
    if not name.startswith("_"):
        from judge.cards import describe

        here = globals()
        here.update((k, v) for k, v in vars(describe).items() if not k.startswith("_") and k not in here)
        if name in here:
            return here[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
