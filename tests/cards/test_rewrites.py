"""The reader's rewrites by regular expression and their guards (judge/cards/rewrites.py): a
guard is text every match of its pattern contains, so a paragraph without it is left as the
pattern would leave it; a pattern opening with words is compiled words first, with the same
matches."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.cards import library, printed
from judge.cards import text as text_module
from judge.cards.rewrites import Rewrite, apply_all, required_text, word_first
from judge.cards.text import _normalise_chars
from tests.alphabet import UNICODE
from tests.sampling import turning_third

#: Every rewrite the reader applies, in the order applied.
TABLES = {"reminders": text_module._REMINDERS, "printed": printed.PRINTED_WORDINGS,
          "later": text_module._LATER_WORDINGS}
REWRITES = [r for table in TABLES.values() for r in table]
POOL = Path(__file__).resolve().parents[3] / "shared" / "data" / "era-cards.json"


@pytest.mark.parametrize("source, guard", [
    (r"\bcannot\b", "cannot"),
    (r"\s*\(this includes your [a-z ,]+\.\)", "(this includes your "),
    (r"^during (your|each player's) upkeep, ", " upkeep, "),  # the group is left out, the longest run kept
    (r"\b(is|are) considered blocked\b", " considered blocked"),
    (r"a|b", ""),  # either side alone
    (r"x(a|b)y", "x"),  # the alternation inside a group
    (r"colou?r", "colo"),  # "u" may be left out, and so "r" need not follow "o"
    (r"ab*c", "a"),
    (r"ab+c", "ab"),  # "b" repeated: "c" need not follow the first "b"
    (r"ab{0,2}cd", "cd"),
    (r"ab{2}cd", "cd"),
    (r"a{b}", "a{b}"),  # not a quantifier: a brace is literal text
    (r"\{t\}: add", "{t}: add"),
    (r"\.(?: \(you)? x", " x"),
    (r"[abc]def", "def"),
    (r"[]a]bc", "bc"),  # a "]" first in a class is a member, not its end
    (r"(?i)cannot", ""),  # an inline flag: other text may match
    (r"(?<![\w~])bury ~(?=[.,])", "bury ~"),
    (r"x\1yz", "yz"),  # a back-reference is not literal text
    (r"", ""),
])
def test_the_guard_is_the_longest_literal_text_every_match_contains(source, guard):
    assert required_text(source) == guard


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_every_match_of_every_rewrite_holds_its_guard(data):
    """Text made to match each pattern (hypothesis draws it from the pattern): the match itself
    holds the guard. A third of the rewrites in each run, turning with the Python
    (tests/sampling.py), at the density 1,500 examples gave all of them in one run — ~11 s of
    CPU of each CI run (thirty-fourth session, measured per item) for three draws or so a
    pattern; CI's three runs draw from all of them between them."""
    rewrite = data.draw(st.sampled_from(turning_third(REWRITES)))
    text = data.draw(st.from_regex(rewrite.source, alphabet=UNICODE))
    for m in re.finditer(rewrite.source, text):
        assert rewrite.guard in m.group(0), (rewrite.source, text)


@functools.lru_cache(maxsize=None)
def _paragraphs() -> tuple[str, ...]:
    """Paragraphs as the rewrites meet them (plain characters, lower case): the library's, the
    printed templates' own pairs, and the era pool's in both wordings when ../shared is present
    (gathered once a process: two tests sweep them)."""
    from tests.cards.test_printed import PAIRS

    found = [p for c in library.all_cards() if c.text for p in c.text.split("\n")]
    found += [p.replace("Test Card", "~") for pair in PAIRS for p in pair[0].split("\n")]
    if POOL.exists():
        for card in json.loads(POOL.read_text(encoding="utf-8"))["cards"]:
            for key in ("oracle_text", "printed_text"):
                found += [p.replace(card["name"], "~") for p in (card.get(key) or "").split("\n")]
    return tuple(_normalise_chars(p).lower() for p in found if p)


def test_guarded_rewriting_is_what_trying_every_pattern_gives():
    """Each table applied as the reader applies it, on every paragraph at hand: wherever a
    pattern would match the text as it stands at its turn, the text holds its guard, and so the
    guarded result is the unguarded one (the era pool's 8,847 texts, when present, too)."""
    texts = sorted(set(_paragraphs()))  # (each distinct paragraph once)
    assert len(texts) > 500  # (the library's paragraphs and the printed pairs; with the era pool, ~8,000)
    # a third of them under each Python (tests/sampling.py: CI's three runs try every paragraph;
    # all ~8,800 in each run took ~12 s of the suite on two cores)
    texts = turning_third(texts)
    # each rewrite's guard, compiled pattern and replacement looked up once, not once a paragraph
    # (~4.7 M lookups of the lazily compiled pattern: a quarter of the test's CPU, eighty-ninth session)
    steps = [(name, rewrite.source, rewrite.guard, rewrite.pattern, rewrite.replacement)
             for name, table in TABLES.items() for rewrite in table]
    for text in texts:
        for name, source, guard, pattern, replacement in steps:
            if guard not in text:
                # where the guard is missing the pattern matches nothing, so substituting
                # would leave the text as it is: only the search is needed
                assert pattern.search(text) is None, (name, source, text)
            else:
                text = pattern.sub(replacement, text)


def test_the_tables_are_applied_in_order_and_only_where_guarded():
    first = Rewrite(r"\bbury ~", "sacrifice ~")
    second = Rewrite(r"\bsacrifice ~\.", "sacrifice ~ at once.")
    assert apply_all([first, second], "bury ~.") == "sacrifice ~ at once."
    assert apply_all([second, first], "bury ~.") == "sacrifice ~."
    never = Rewrite(r"x+", "y", guard="never here")  # a guard given by hand is the one used
    assert never.guard == "never here" and never.apply("xxx") == "xxx"
    assert Rewrite(r"x+", "y").apply("xxx") == "y"


def test_a_pattern_is_compiled_when_its_guard_first_lets_a_paragraph_through():
    rewrite = Rewrite(r"\bcannot\b", "can't")
    assert rewrite.apply("~ can attack.") == "~ can attack." and rewrite._compiled is None
    assert rewrite.apply("~ cannot attack.") == "~ can't attack." and rewrite._compiled is not None


def test_a_pattern_opening_with_words_matches_what_it_matched_written_words_first():
    """``\\bword…`` rewritten as ``word(?<!\\wword)…`` (so that the regex engine searches for the
    words): the same matches, at the same places, for every rewrite that opens with words, on
    every paragraph at hand and on the edges of a word boundary."""
    rewritten = [r.source for r in REWRITES if word_first(r.source) != r.source]
    assert len(rewritten) >= 45  # (the others open with words a quantifier ends: left as written)
    # each distinct paragraph once, a third of them under each Python (tests/sampling.py: CI's three
    # runs try them all; every paragraph, repeats included, in each run took ~6 s of the suite)
    texts = turning_third(sorted(set(_paragraphs())))
    for s in rewritten:  # each pattern's own words, at a boundary and inside a longer word
        words = re.match(r"\\b([a-z][a-z' ]*)", s).group(1)
        texts += [words, "x" + words, "_" + words, "'" + words, "~ " + words + " ~", words + "s"]
    for s in rewritten:
        plain, fast = re.compile(s), re.compile(word_first(s))
        for t in texts:
            assert [m.span() for m in plain.finditer(t)] == [m.span() for m in fast.finditer(t)], (s, t)


def test_the_guards_written_ahead_are_those_worked_out_from_the_patterns():
    """judge/cards/rewrite_guards.json (python -m judge.cards.build): used — every rewrite made
    with a guard from its pattern finds its own there — and each is what required_text gives."""
    from judge.cards import build, rewrites as R

    ahead = R._guards_ahead()
    assert ahead, "the guards' file is missing or stale: run python -m judge.cards.build"
    made = {r.source for r in build.reader_rewrites()}
    assert len(made) > 1000 and made <= set(ahead)
    assert all(ahead[s] == required_text(s) for s in made)
    every = [r for table in TABLES.values() for r in table]
    assert {r.source for r in every} <= made  # (every table the reader applies is among them)


def test_a_stale_guards_file_is_not_used(monkeypatch):
    from judge.cards import rewrites as R

    monkeypatch.setattr(R, "code_digest", lambda: "other code")
    R._guards_ahead.cache_clear()
    try:
        assert R._guards_ahead() == {}
        assert Rewrite(r"\bbury target creature\b", "x").guard == "bury target creature"  # worked out as before
    finally:
        R._guards_ahead.cache_clear()
