"""A question's stem (judge.suite.wording.stem) is found as before with its patterns compiled only
where the text needs them: a question of one sentence and one clause compiles none, and the word
opening a clause is read without a pattern (wording._word_end)."""

from __future__ import annotations

import random
import re
from pathlib import Path

from judge.suite import wording
from tests.bundled import bundled_scenarios, bundled_texts

_SENTENCES = re.compile(r"[.:;!]\s+")
_CLAUSES = re.compile(r",\s+|\s+[\u2014\u2013-]\s+")
_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019]*")


def _stem_as_before(text: str):
    """wording.stem as it was, every pattern compiled at import."""
    head = text.split("?", 1)[0]
    if "?" not in text:
        return wording.Stem("", None, head, 1, "the text is not a question (no '?')")
    sentences = [0] + [m.end() for m in _SENTENCES.finditer(head)]
    for begin in reversed(sentences):
        end = next((b for b in sentences if b > begin), len(head))
        starts = [begin] + [m.end() for m in _CLAUSES.finditer(head, begin, end)]
        for start in starts:
            clause = head[start:]
            m = _WORD.match(clause)
            if not m:
                continue
            word = m.group(0).lower().replace("\u2019", "'")
            rest = clause[m.end():].strip().lower()
            if word in wording.YES_NO:
                if re.search(r"\bor\b", rest) and not re.search(r"\bor (less|more|fewer|greater)\b", rest):
                    return wording.Stem(word, None, clause, start + 1,
                                        "an either-or question ('… once or twice?') is not answered yes or no: ask how "
                                        "many, or ask one of them")
                return wording.Stem(word, "yes/no", clause, start + 1)
            if word in wording.WH:
                words, form, why = wording._wh_form(word, rest)
                return wording.Stem(words, form, clause, start + 1, why)
    return wording.Stem("", None, head, 1, "no clause opens with a question word (Is, Does, Can, Who, Where, How many …)")


def test_the_word_opening_a_clause_is_the_one_the_pattern_matches():
    rng = random.Random(55)
    for _ in range(30_000):
        text = "".join(rng.choice("aZ'\u2019 -é9,.\u00c0") for _ in range(rng.randint(0, 7)))
        m = _WORD.match(text)
        assert wording._word_end(text) == (m.end() if m else 0), repr(text)


_PIECES = ["Does", "Is", "is", "Can", "Must", "Who", "Where", "How many", "How much", "What", "Which player", "Why",
           "Grizzly Bears", "survive", "or", "or more", "once or twice", "Alice", "Bob's life", "power", ".", ". ", ":",
           "; ", "! ", ",", ", ", " — ", " – ", " - ", "-", "\u2019s", "don't", "After the Bolt", "if", "\n", "\t",
           "\u00a0", "  ", "which", "in play", "?", "? ", "What happens"]


def test_the_stem_is_found_as_before():
    rng = random.Random(55)
    texts = ["".join(rng.choice(_PIECES) + rng.choice(["", " "]) for _ in range(rng.randint(0, 10)))
             for _ in range(20_000)]
    root = Path(__file__).resolve().parents[2] / "scenarios"
    asked = [m.group(1) for path in bundled_scenarios()
             for m in re.finditer(r'question "([^"]*)"', bundled_texts()[path])]
    assert len(asked) > 800
    forms = set()
    for text in texts + asked:
        found = wording.stem(text)
        assert found == _stem_as_before(text), text
        forms.add(found.form)
    assert {None, "yes/no", "number", "player", "zone"} <= forms


def test_a_question_of_one_clause_compiles_no_pattern():
    wording._compiled.cache_clear()
    assert wording.stem("Does Grizzly Bears survive?").form == "yes/no"
    assert wording._compiled.cache_info().misses == 0
    assert wording.stem("After the Bolt, does Grizzly Bears survive?").word == "does"
    assert wording._compiled.cache_info().misses == 1  # the clauses' pattern alone
