"""The modules every ``judge ask`` imports compile no regular expression at import that the ask
does not use: each of these modules' patterns is compiled where it is first used (a number
option converted, an error's JSON, a library file read, a card name folded, a ``--limit``
read, a card's "you" or snow said), ~1 ms of start-up in all on 3.11
(docs/performance.md, "The \"Why\" of judge ask")."""

from __future__ import annotations

import subprocess
import sys

LAZY = ("judge.cli.app", "judge.cards.library", "judge.cards.names", "judge.dsl.limits", "judge.cards.describe")

PROBE = """
import re, sys, traceback
import typer, rich.console, lark  # (the import floor's own patterns)
import judge.errors, judge._speed.fastdataclass, judge.cards.ir, judge.dsl.ast  # (what the modules import)
compiled = []
plain = re.compile
def recording(pattern, flags=0):
    compiled.append(traceback.extract_stack(limit=2)[0].filename)
    return plain(pattern, flags)
re.compile = recording
for name in sys.argv[1:]:
    __import__(name)
print("\\n".join(sorted({f for f in compiled if "/judge/" in f})))
"""


def test_the_ask_s_modules_compile_their_patterns_when_first_used_not_at_import():
    out = subprocess.run([sys.executable, "-c", PROBE, *LAZY], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_patterns_still_do_their_work_when_first_used():
    from judge.cards.describe import mode_said, said_of, snow_as_written
    from judge.cards.names import name_key
    from judge.cli.app import error_json
    from judge.dsl.limits import long_number

    assert name_key("Lim-D\u00fbl\u2019s Vault") == "lim duls vault"
    assert said_of("you control your creatures", "Alice") == "Alice controls Alice's creatures"
    assert mode_said("You draw a card", "Alice", "Bob") == '"You draw a card" (the card\'s "you": Alice)'
    assert snow_as_written("a nonsnow land", "if you control no snow-covered lands") == "a non-snow-covered land"
    assert error_json("f.mtg:3:7: no such card", 2)["error"]["diagnostics"][0]["column"] == 7
    assert long_number("x 1" + "0" * 30) == (3, 31)


#: Modules whose one pattern each is compiled by ``re`` where first used (fifty-sixth session,
#: ~0.5-0.8M instructions each of a ``judge ask``): the era's line heads (listing every name), the
#: glossary's citations (a step citing an entry), the IR's "until ... pays ... to end it".
LAZY_TOO = ("judge.cards.ir", "judge.cards.era", "judge.suite.glossary")

PROBE_TOO = """
import re, sys, traceback
import typer, rich.console, lark  # (the import floor's own patterns)
import judge.errors, judge._speed.fastdataclass, judge.dsl.ast  # (what the modules import)
import re._compiler
compiled = []
plain = re._compiler.compile
def recording(pattern, flags=0):
    compiled.append(pattern)
    return plain(pattern, flags)
re._compiler.compile = recording
for name in sys.argv[1:]:
    __import__(name)
print("\\n".join(sorted(str(p) for p in compiled)))
"""


def test_the_ir_era_and_glossary_compile_no_pattern_at_import():
    out = subprocess.run([sys.executable, "-c", PROBE_TOO, *LAZY_TOO], capture_output=True, text=True, check=True)
    from judge.cards import era, ir
    from judge.suite import glossary

    compiled = out.stdout.splitlines()
    for pattern in (era._HEAD, ir.PAY_TO_END, glossary._CITED):
        assert pattern not in compiled


def test_the_ir_era_and_glossary_patterns_still_do_their_work():
    from judge.cards import era, ir
    from judge.suite.glossary import step_terms

    assert ir.end_payment(ir.pay_to_end("{R}")) == ("you", "{R}")
    assert ir.end_payment(ir.pay_to_end("{2}", "Bob")) == ("Bob", "{2}")
    assert ir.end_payment("until end of turn") is None
    assert step_terms('Bob exchanges control (glossary "Exchange"), Glossary  "Exchange" again') == ("Exchange",)
    assert step_terms("nothing cited") == ()
    names = era.names()
    assert len(names) > 4000 and names["lim duls vault"] == "Lim-D\u00fbl's Vault"


#: (eighty-second session, issue 43) The engine's patterns no ``judge ask`` of a plain scenario
#: reads, each compiled where first used (a function cached by ``functools.cache``): ~0.3M
#: instructions each of every ask, ~2M in all on 3.12.
LAZY_ENGINE = ("judge.engine.explore", "judge.engine.triggers", "judge.engine.events", "judge.engine.payment")


def _engine_patterns() -> list[str]:
    from judge.engine import casting, characteristics, context, payment, trace

    return [f().pattern for f in (characteristics._pt_counter, trace._rule_said, context._play_restriction,
                                  context.reminder_after, payment._with_ability, casting._x_word)]


def test_the_engine_compiles_its_patterns_when_first_used_not_at_import():
    out = subprocess.run([sys.executable, "-c", PROBE_TOO, *LAZY_ENGINE], capture_output=True, text=True, check=True)
    compiled = out.stdout.splitlines()
    patterns = _engine_patterns()
    assert len(patterns) == 6
    assert [p for p in patterns if p in compiled] == []


def test_the_engine_s_patterns_still_do_their_work():
    from judge.engine.casting import _x_in
    from judge.engine.characteristics import counter_pt
    from judge.engine.trace import rules_named
    from judge.engine.triggers import _REMINDER_AFTER

    assert counter_pt({"+1/+1": 2, "-0/-1": 1, "charge": 3}) == (2, 1)
    assert rules_named("it has protection from red (502.7b), and 420.5c", "502.7b again") == ("502.7b", "420.5c")
    assert _x_in(None, "Fireball deals X damage") and not _x_in("Xenic Poltergeist", "{2}{B}{B}")
    assert _REMINDER_AFTER().sub("", "Destroy it. (Reminder.)") == "Destroy it."
