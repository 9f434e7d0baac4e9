"""The yes/no question's fate pattern (judge.suite.wording._fate_pattern, ~1 ms to compile) and the
two patterns of its asides (_relative, _subordinate) are compiled only for a query that states fates: a question
whose query's yes says none (a life total, a play's legality) is checked without them, with the
same problems found as before."""

from __future__ import annotations

import pytest

from judge.suite import wording
from judge.suite.questions import wording_problems
from tests.bolt_question import tagged_question
from tests.bundled import bundled_scenarios, bundled_texts





def _clear() -> None:
    for cached in (wording._fate_pattern, wording._relative, wording._subordinate):
        cached.cache_clear()


def _compiled() -> tuple[int, int, int]:
    """How many fate patterns, relative-clause and subordinate-clause patterns were compiled."""
    return tuple(c.cache_info().misses for c in (wording._fate_pattern, wording._relative, wording._subordinate))


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
    _clear()
    found = wording_problems(question)
    assert _compiled() == (0, 0, 0)
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
    _clear()
    found = wording_problems(question)
    assert _compiled() == (1, 0, 0)  # (no comma, no subordinate clause: those two patterns not compiled)
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


def _fate_as_before(clause: str):
    """wording.fate as it was: the whole pattern and both asides' patterns, whatever the text."""
    import re

    text = clause.lower().replace("\u2019", "'").replace("n't", " n't")
    text = re.compile(wording._RELATIVE).sub(" ", text)
    sub = re.compile(wording._SUBORDINATE).search(text, 1)
    m = wording._fate_pattern().search(text[: sub.start()] if sub else text)
    if not m:
        return None
    said = next(name for name, _ in wording._FATES if m.group(name))
    return wording._OPPOSITE[said] if m.group("neg") else said


_WORDS = ["Does", "Is", "Grizzly Bears", "Bob's", "not", "n't", "no longer", "still", "the", "it", "survive",
          "survived", "stays", "stay", "remains", "comes back", "come into play", "enters play", "put into play",
          "is in play", "destroyed", "dies", "dead", "killed", "sacrificed", "put into his graveyard",
          "goes to Alice's graveyard", "end up in a graveyard", "removed from the game", "exiled", "returned to",
          "goes back to its owner's hand", "bounced", "draws", "draw step", "shuffled back into", "put on top of his library",
          "leaves play", "left play", "keeps", "keep", "untapped", "untaps", "tapped", "when", "whenever", "once",
          "although", "though", "after", "before", "if", "because", "while", "since", "until", "unless", "as soon as",
          ",", ", which survived the combat damage,", ", that", "who", "\u2019", "—", "saves", "sacrifice", "play",
          "hand", "library", "graveyard", "bounce", "shuffle", "exile", "removed", "leave", "kill", "die"]


def test_the_fate_is_found_as_the_whole_pattern_finds_it():
    """Each fate whose words are not in the text left out of the pattern, what is found is the
    same: random clauses of the fates' words and their asides, and every question of the corpus."""
    import random
    from pathlib import Path

    assert list(wording._FATE_KEYS) == [name for name, _ in wording._FATES]  # (fate reads them in this order)
    rng = random.Random(55)
    clauses = [" ".join(rng.choice(_WORDS) for _ in range(rng.randint(0, 9))) for _ in range(20_000)]
    root = Path(__file__).resolve().parents[2] / "scenarios"
    import re

    asked = [m.group(1) for path in bundled_scenarios()
             for m in re.finditer(r'question "([^"]*)"', bundled_texts()[path])]
    assert len(asked) > 800
    found = set()
    for clause in clauses + asked + [wording.stem(q).clause for q in asked]:
        said = wording.fate(clause)
        assert said == _fate_as_before(clause), clause
        found.add(said)
    assert found == set(wording._OPPOSITE) | {None}  # every fate met


def test_a_survive_question_compiles_the_fate_of_play_alone():
    _clear()
    assert wording.fate("Does Grizzly Bears survive") == "play"
    assert wording.fate("Does Grizzly Bears not survive") == "gone"
    assert _compiled() == (1, 0, 0)
    assert wording._fate_pattern.cache_info().currsize == 1 and list(wording._fate_pattern(("play",)).groupindex) == [
        "neg", "play"]
    assert wording.fate("Is Grizzly Bears still there when the turn ends") is None
    assert _compiled() == (1, 0, 1)  # no fate's words before the "when": no fate pattern
