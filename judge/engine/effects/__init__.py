"""The effect interpreter: executes the card IR (:mod:`judge.cards.ir`) as a spell or ability
resolves (413.2b: instructions in the order written), and turns static abilities into
continuous effects (418.4).

Object references are resolved on execution (413.2f: current information if the object is
still there, else last known information). Targets that became illegal are skipped
(413.2a: the rest resolve as if all were legal).

One module per concern; each handler is registered beside its function with
``@handles(ir.X)`` (:data:`judge.engine.context.HANDLERS`), and importing this package imports
every module, so every handler is registered. Import a helper from its module, not from here.
(Made from effects.py by a script; docs/architecture.md lists the modules.)
"""

from __future__ import annotations

# every module, so that every @handles registration happens (the order is immaterial:
# one handler per IR class, looked up by the effect's exact type)
from judge.engine.effects import counting  # noqa: F401
from judge.engine.effects import continuous  # noqa: F401
from judge.engine.effects import library  # noqa: F401
from judge.engine.effects import delayed  # noqa: F401
from judge.engine.effects import resolution_costs  # noqa: F401
from judge.engine.effects import damage  # noqa: F401
from judge.engine.effects import shields  # noqa: F401
from judge.engine.effects import zones  # noqa: F401
from judge.engine.effects import library_top  # noqa: F401
from judge.engine.effects import search  # noqa: F401
from judge.engine.effects import drawing  # noqa: F401
from judge.engine.effects import discarding  # noqa: F401
from judge.engine.effects import hands  # noqa: F401
from judge.engine.effects import life  # noqa: F401
from judge.engine.effects import destroy_and_sacrifice  # noqa: F401
from judge.engine.effects import keeping  # noqa: F401
from judge.engine.effects import stack  # noqa: F401
from judge.engine.effects import choices  # noqa: F401
from judge.engine.effects import coin_flips  # noqa: F401
from judge.engine.effects import mana_pool  # noqa: F401
from judge.engine.effects import tapping  # noqa: F401
from judge.engine.effects import counters  # noqa: F401
from judge.engine.effects import tokens  # noqa: F401
from judge.engine.effects import control  # noqa: F401
from judge.engine.effects import power_toughness  # noqa: F401
from judge.engine.effects import abilities  # noqa: F401
from judge.engine.effects import attachments  # noqa: F401
from judge.engine.effects import types_colors_text  # noqa: F401
from judge.engine.effects import copying  # noqa: F401
from judge.engine.effects import optional  # noqa: F401
from judge.engine.effects import for_each_player  # noqa: F401
from judge.engine.effects import conditions  # noqa: F401
from judge.engine.effects import one_shot_rules  # noqa: F401
from judge.engine.effects import turns  # noqa: F401
from judge.engine.effects import combat_removal  # noqa: F401
from judge.engine.effects import losing  # noqa: F401
