"""judge.suite.why.uncommented: a line's comment cut off without a pattern compiled, exactly where
the two patterns it replaces cut it (the play's text of the "Why", and its targets' as printed)."""

from __future__ import annotations

import random
import re

import pytest

from judge.suite import why
from judge.suite.why import uncommented

SAMPLES = ["Alice casts Giant Growth targeting @bears  # the pump", "a#b", "a #b", "a\t#b #c", "#top", " #x", "a # b \"c\"",
           'question "Is it #1?" asks whether @x in play answer yes  # note', 'expect "a #b" # c', "a\u00a0#b", "a\x1c#b",
           "a\u200b#b", "a \r", "a #b\r", "", "   ", "a  ##", "a # \"", "a\n#b", "a #b\nc", "a #\"b\n"]


@pytest.mark.parametrize("line", SAMPLES)
def test_uncommented_cuts_where_the_patterns_cut(line):
    assert uncommented(line) == re.sub(r"\s+#.*$", "", line)
    assert uncommented(line, quoted=True) == re.sub(r"\s+#[^\"]*$", "", line)


def test_uncommented_cuts_where_the_patterns_cut_random_lines():
    rng = random.Random(54)
    alphabet = "ab #\"\t\u00a0\x1c\u200b\r\n"
    for _ in range(30_000):
        line = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
        assert uncommented(line) == re.sub(r"\s+#.*$", "", line), repr(line)
        assert uncommented(line, quoted=True) == re.sub(r"\s+#[^\"]*$", "", line), repr(line)


class _NoPatterns:
    def __getattr__(self, name):
        raise AssertionError(f"re.{name} used for a line without a newline")


def test_a_line_without_a_newline_needs_no_pattern(monkeypatch):
    monkeypatch.setattr(why, "re", _NoPatterns())
    assert uncommented("Bob casts Lightning Bolt  # at the bears") == "Bob casts Lightning Bolt"
    assert uncommented('expect "x #1" # y', quoted=True) == 'expect "x #1"'
