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
