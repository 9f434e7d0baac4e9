"""The yes/no question's fate pattern (judge.suite.wording._fate_pattern, ~1 ms to compile) and the
two patterns of its asides (_asides) are compiled only for a query that states fates: a question
whose query's yes says none (a life total, a play's legality) is checked without them, with the
same problems found as before."""

from __future__ import annotations

import pytest

from judge.suite import wording
from judge.suite.questions import wording_problems
from tests.bolt_question import tagged_question





def _old_problems(question):
    """What wording.problems said before the fate was worked out only when needed."""
    s = wording.stem(question.text)
    before = wording.problems(question)
    said, agree = wording.fate(s.clause), wording.agreeing_fates(question.query)
    assert bool(said and agree is not None and said not in agree) == any("a yes to" in m for _, m in before)
    return before


@pytest.mark.parametrize("line", [
    'question "Does the Bolt hit Bob?" asks whether not Bob life 20 answer no',
    'question "Can Alice bolt the Bears?" asks whether every play is legal answer yes',
    'question "Is Bob at 20 life, the Bears destroyed?" asks whether Bob life 20 answer yes',
])
def test_a_query_stating_no_fate_never_compiles_the_fate_pattern(line):
    question = tagged_question(line)
    assert wording.agreeing_fates(question.query) is None
    wording._fate_pattern.cache_clear()
    wording._asides.cache_clear()
    found = wording_problems(question)
    assert wording._fate_pattern.cache_info().misses == 0 and wording._asides.cache_info().misses == 0
    assert found == wording_problems(question)
    _old_problems(question)


@pytest.mark.parametrize(("line", "wrong"), [
    ('question "Is Grizzly Bears destroyed?" asks whether Grizzly Bears in play answer no', True),
    ('question "Does Grizzly Bears survive?" asks whether Grizzly Bears in Bob\'s graveyard answer no', True),
    ('question "Is Grizzly Bears destroyed?" asks whether Grizzly Bears in Bob\'s graveyard answer yes', False),
])
def test_a_query_stating_fates_still_has_the_words_checked_against_them(line, wrong):
    question = tagged_question(line)
    assert wording.agreeing_fates(question.query) is not None
    wording._fate_pattern.cache_clear()
    wording._asides.cache_clear()
    found = wording_problems(question)
    assert wording._fate_pattern.cache_info().misses == 1 and wording._asides.cache_info().misses == 1
    assert any("a yes to" in m for _, m in found) == wrong
    _old_problems(question)


def test_a_label_in_the_words_is_found_where_the_pattern_finds_it():
    """wording._label_at: what re.search(r"@[A-Za-z0-9_]", text) finds, without the pattern."""
    import random
    import re

    rng = random.Random(54)
    for _ in range(20_000):
        text = "".join(rng.choice("@a Z9_-é\u0661") for _ in range(rng.randint(0, 6)))
        m = re.search(r"@[A-Za-z0-9_]", text)
        assert wording._label_at(text) == (m.start() if m else -1), repr(text)
    q = tagged_question('question "Does @bears survive?" asks whether Grizzly Bears in play answer yes')
    assert wording_problems(q)[0][1].startswith("a label in the question's words")
