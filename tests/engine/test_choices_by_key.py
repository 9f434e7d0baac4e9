"""Choices are identified by a stable key, not by English (issue 43).

The engine attaches a :class:`~judge.engine.outcome.ChoiceKey` (player, kind, rule, subject,
object) to every choice it raises and its decider matches a scenario's choice line by those
fields only; the words a line writes before its values (``mode``, ``color``, ``block``…) are
turned into a :class:`~judge.dsl.ast.ChoiceTopic` by the scenario reader, which refuses a word
it does not know. These tests fail if the engine matches choices by words again."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from judge.cards.library import card_names
from judge.dsl.ast import TOPIC_WORDS, Choose, ChoiceTopic, choice_topic
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.engine.decider import ScenarioDecider
from judge.engine.kinds import ChoiceKind
from judge.engine.outcome import TOPIC_MEANS, ChoiceKey, ChoiceSubject
from judge.errors import JudgeError
from judge.suite.choices import outcome_matches
from tests import source_trees

ENGINE = Path(__file__).resolve().parents[2] / "judge" / "engine"
HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _engine_trees():
    return source_trees.modules(ENGINE.rglob("*.py"))  # parsed once a process: tests/source_trees.py


def test_no_choice_is_matched_by_words_in_the_engine():
    for path, tree in _engine_trees():
        for node in source_trees.walk(tree):
            # no word matcher (the old decider.what_matches) defined or imported
            if isinstance(node, (ast.FunctionDef, ast.ImportFrom)):
                names = [node.name] if isinstance(node, ast.FunctionDef) else [a.name for a in node.names]
                assert not any("what_match" in n or n in ("TOPIC_WORDS", "choice_topic") for n in names), \
                    f"{path.name}:{node.lineno}: the engine reads the words of a choice line ({names})"
            # the decider is asked by key: never with words as its first argument
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in ("answer", "peek") and node.args:
                first = node.args[0]
                assert not isinstance(first, (ast.Constant, ast.JoinedStr)), \
                    f"{path.name}:{node.lineno}: decider.{node.func.attr} asked with words, not a ChoiceKey"
                assert len(node.args) <= 2, f"{path.name}:{node.lineno}: decider.{node.func.attr}(key[, kinds])"


def test_the_scenario_decider_reads_no_line_words():
    tree = ast.parse((ENGINE / "decider.py").read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "ScenarioDecider")
    for fn in (n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name in ("peek", "answer")):
        assert [a.arg for a in fn.args.args][:2] == ["self", "key"], fn.name
        used = {n.attr for n in ast.walk(fn) if isinstance(n, ast.Attribute)}
        assert "what" not in used and "lower" not in used and "casefold" not in used, fn.name


def test_a_line_is_matched_by_the_key_fields():
    d = ScenarioDecider([Choose("Alice", "color", ("red",))], "t.mtg")
    assert d.peek(ChoiceKey("Alice", ChoiceKind.PICK, "413.2c", ChoiceSubject.COLOR)) is not None
    assert d.peek(ChoiceKey("Alice", ChoiceKind.PICK, "410.10e", ChoiceSubject.COLOR, about=7)) is not None
    # a pick of something else is not "color", whatever words it would be put in
    assert d.peek(ChoiceKey("Alice", ChoiceKind.PICK, "413.2c")) is None
    assert d.peek(ChoiceKey("Alice", ChoiceKind.PICK, "409.1b", ChoiceSubject.MODE)) is None
    assert d.peek(ChoiceKey("Bob", ChoiceKind.PICK, "413.2c", ChoiceSubject.COLOR)) is None
    # a line naming a kind answers a choice of that kind; a line naming none, any of the player's
    may = ScenarioDecider([Choose("Alice", "may", ("yes",))], "t.mtg")
    assert may.answer(ChoiceKey("Alice", ChoiceKind.TARGET, "409.1c"), (Choose,)) is None
    assert may.answer(ChoiceKey("Alice", ChoiceKind.YES_NO, "410.5"), (Choose,)) is not None
    bare = ScenarioDecider([Choose("all", None, ("yes",))], "t.mtg")
    assert bare.peek(ChoiceKey("Bob", ChoiceKind.RANDOM, "417.1")) is not None


def test_every_topic_means_a_kind_or_a_subject_and_every_word_a_topic():
    assert set(TOPIC_MEANS) == set(ChoiceTopic)
    assert {m for m in TOPIC_MEANS.values() if isinstance(m, ChoiceKind)} == set(ChoiceKind)
    assert {m for m in TOPIC_MEANS.values() if isinstance(m, ChoiceSubject)} == set(ChoiceSubject)
    assert choice_topic("Colour") is ChoiceTopic.COLOR and choice_topic("whether") is ChoiceTopic.YES_NO
    assert choice_topic(None) is None and all(choice_topic(w) is t for w, t in TOPIC_WORDS.items())
    with pytest.raises(ValueError, match="'flavour' names no kind of choice.*color.*mode"):
        choice_topic("flavour")


def test_the_reader_refuses_a_word_that_names_no_choice():
    with pytest.raises(JudgeError) as err:
        check_text(HEAD + "Alice hand: Healing Salve\nAlice casts Healing Salve\nAlice chooses flavour 1\n",
                   "c.mtg", card_names())
    assert "c.mtg:7:1" in str(err.value) and "'flavour' names no kind of choice" in str(err.value)


def test_the_outcome_records_the_key_and_when_selects_by_it():
    outs = simulate(check_text(HEAD + "Alice hand: Healing Salve\nAlice casts Healing Salve\nall pass\n",
                               "c.mtg", card_names()))
    assert {o.choices[0].key for o in outs} == {ChoiceKey("Alice", ChoiceKind.PICK, "409.1b", ChoiceSubject.MODE)}
    assert {o.choices[1].key.kind for o in outs} == {ChoiceKind.TARGET}
    # "mode 2" selects the outcomes of the second mode (by the key's subject and the option's
    # number); "mode Bob" none: Bob is an answer of the target choice, which is no mode
    second = [o for o in outs if outcome_matches(o, [Choose("Alice", "mode", (2,))])]
    assert second and all(o.choices[0].answer == (o.choices[0].options[1],) for o in second)
    assert len(second) < len(outs)
    assert not any(outcome_matches(o, [Choose("Alice", "mode", ("Bob",))]) for o in outs)
    assert any(outcome_matches(o, [Choose("Alice", "target", ("Bob",))]) for o in outs)
