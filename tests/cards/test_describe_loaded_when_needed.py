"""Card IR's phrases (:mod:`judge.cards.describe`, ~320 KB of bytecode) are loaded by the first run
that says one, never by the import of the engine: the words every trace says (a possessive, an
article, a quotation, a list, a signed P/T change: :mod:`judge.cards.english`) are apart from them,
and the engine reaches describe's phrases through :mod:`judge.cards.phrasebook` (issue 43;
docs/performance.md, "Card IR's phrases loaded when a run says one, seventy-eighth session").
Each probe is a whole ``judge ask`` process as the console script runs it, its modules listed as it ends.
"""

from __future__ import annotations


import pytest

from judge.cards import ir

from tests.whole_asks import asked


def test_the_example_ask_says_its_possessives_and_bonus_without_loading_card_phrases(tmp_path):
    """The start-up example (bench/bench_instructions.py's) says possessives ("Bob's mana pool") and
    Giant Growth's bonus (418.3c's "+3/+3") and no phrase of card IR: describe is not loaded."""
    code, loaded, stdout = asked(tmp_path, "scenarios/examples/giant_growth_vs_bolt.mtg")
    assert code == 0 and "Why" in stdout
    assert "to Bob's mana pool" in stdout and "+3/+3" in stdout
    assert "judge.engine.turn" in loaded
    assert "judge.cards.describe" not in loaded


def test_an_ask_that_says_a_target_description_loads_the_card_phrases(tmp_path):
    """The positive control: Terror's target, refused for an artifact creature (409.1c), is said in
    describe's words ("target nonartifact, nonblack creature"), so describe is loaded for it."""
    code, loaded, stdout = asked(tmp_path, "scenarios/rules-cited/212-1-214-6b-shatter-and-terror-on-an-artifact-creature.mtg")
    assert code == 0, stdout
    assert '"target nonartifact, nonblack creature"' in stdout
    assert "judge.cards.describe" in loaded


def test_the_phrasebook_hands_out_describes_own_functions():
    """A name asked of the phrasebook is describe's object itself (no wrapper between: the same
    function, the same table); a private name or one describe lacks is an AttributeError."""
    from judge.cards import describe, phrasebook

    assert phrasebook.filter_phrase is describe.filter_phrase
    assert phrasebook.LIBRARY_POSITION_WORDS is describe.LIBRARY_POSITION_WORDS
    assert phrasebook.filter_phrase(ir.Filter(types=("creature",))) == describe.filter_phrase(ir.Filter(types=("creature",)))
    with pytest.raises(AttributeError):
        phrasebook._generic  # noqa: B018
    with pytest.raises(AttributeError):
        phrasebook.no_such_phrase  # noqa: B018


@pytest.mark.parametrize("power, toughness, said", [(3, 3, "+3/+3"), (2, 0, "+2/+0"), (-1, 0, "-1/-0"), (0, -1, "-0/-1"),
                                                     (0, 0, "+0/+0")])
def test_a_change_of_power_and_toughness_is_signed_as_cards_print_it_in_both_modules(power, toughness, said):
    """english's words of a change (the trace's, of numbers) and describe's of the IR agree:
    each signed, a zero taking the sign of the other (Hyalopterous Lemure's "-1/-0")."""
    from judge.cards import describe, english

    assert english.pt_change_words(power, toughness) == said
    assert describe.pt_change_phrase(power, toughness) == said
