"""``expect trace cites Glossary "Exchange"`` and ``decided by Glossary "…"``: the glossary
entries a trace step cites (judge.suite.glossary), the entry a scenario names (judge.rules.glossary
.entry_named), the check, the located error for an unknown term, the drill's deck and lint."""

from __future__ import annotations

import dataclasses

import pytest

from judge.dsl.ast import ExpectCites, Expectation, GlossaryTerm
from judge.dsl.checks import check_text
from judge.dsl.parser import parse
from judge.dsl.printer import format_scenario
from judge.engine.outcome import FinalState, Outcome, PlayerView, Step
from judge.errors import DiagnosticsError
from judge.rules.glossary import entry_named
from judge.suite.expect import check
from judge.suite.glossary import cited_terms, step_terms

HEAD = 'title "t"\nplayer Alice\nplayer Bob\nturn Alice, upkeep\n'

STEPS = (
    Step("Mirror Universe's ability resolves", ("413.1", "413.2"), (
        Step("Alice and Bob exchange life totals (5 and 20): each gains or loses the life needed to equal the "
             "other's (glossary \"Exchange\")", ("413.2",), kind="life"),
        Step("Alice gains 15 life (life 5 \u2192 20)", ("413.2",), kind="life"),
    )),
    Step("Glossary \"Enchant World (Obsolete)\" \u2014 a newer one is in play: it is put into its owner's "
         "graveyard", ("420.3",)),
)


def _outcome(steps=STEPS) -> Outcome:
    final = FinalState(players=(PlayerView("Alice", 20), PlayerView("Bob", 5)), objects=(), stack=(),
                       active="Alice", step="upkeep")
    return Outcome(choices=(), steps=steps, final=final)


def _cites(*items, negated=False) -> Expectation:
    rules = tuple(i for i in items if i[0].isdigit())
    terms = tuple(GlossaryTerm(i) for i in items if not i[0].isdigit())
    return Expectation(ExpectCites(rules, negated=negated, glossary=terms))


def test_a_step_cites_the_entries_its_words_name_as_the_corpus_names_them():
    assert step_terms("… (glossary \"Exchange\": what can't be exchanged isn't)") == ("Exchange",)
    assert step_terms("Glossary \"Enchant World (Obsolete)\" \u2014 …") == ("Enchant World (Obsolete)",)
    assert step_terms("a snow Swamp (glossary \"Snow-Covered\")") == ("Snow-Covered (Obsolete)",)
    assert step_terms("(glossary \"Skip\") and again (glossary \"skip\")") == ("Skip",)
    assert step_terms("Grizzly Bears is destroyed") == ()
    assert cited_terms(STEPS) == {"Exchange", "Enchant World (Obsolete)"}


def test_entry_named_matches_case_obsolete_and_either_name_only():
    assert entry_named("exchange") == "Exchange"
    assert entry_named("Enchant World") == "Enchant World (Obsolete)"
    assert entry_named("Controller") == "Control/Controller"
    assert entry_named("as though") == '"As though"'
    assert entry_named("Lethal") is None  # `judge glossary` would guess; an assertion names the entry


def test_cites_glossary_holds_fails_and_negates():
    out = [_outcome()]
    assert check(_cites("413.2", "Exchange"), out).passed
    assert check(_cites("Enchant World"), out).passed  # the entry, with or without (Obsolete)
    r = check(_cites("413.2", "Skip"), out)
    assert not r.passed
    assert r.message == ('expected the trace to cite 413.2 and Glossary "Skip"; it does not cite Glossary "Skip" '
                         '(it cites 413.1, 413.2, 420.3; glossary entries: "Enchant World (Obsolete)", "Exchange")')
    assert check(_cites("Damage", negated=True), out).passed
    r = check(_cites("Exchange", negated=True), out)
    assert r.message == 'expected the trace not to cite Glossary "Exchange"; it cites Glossary "Exchange"'
    assert [c.number for c in r.context] == ["1.1"]  # the step that cites it


def test_the_form_parses_prints_back_and_mixes_with_rule_numbers():
    text = HEAD + ('expect trace cites 413.1 and Glossary "Exchange"\n'
                   'expect trace does not cite glossary "Skip"\n'
                   'question "How much life does Bob have?" asks life of Bob answer 20\n'
                   '  topic stack difficulty 1 decided by 413.2, Glossary "Exchange"\n')
    s = parse(text, "t.mtg")
    first, second = (e.body for e in s.expectations)
    assert first.rules == ("413.1",) and [t.term for t in first.glossary] == ["Exchange"]
    assert second.negated and second.rules == () and [t.term for t in second.glossary] == ["Skip"]
    assert second.glossary[0].span.line == 6 and second.glossary[0].span.column == 37
    q = s.questions[0]
    assert q.rules == ("413.2",) and [t.term for t in q.glossary] == ["Exchange"]
    printed = format_scenario(s)
    assert 'expect trace does not cite Glossary "Skip"' in printed and 'decided by 413.2, Glossary "Exchange"' in printed
    assert parse(printed, "t.mtg") == s


def test_an_unknown_term_is_a_located_error_with_the_likeliest_entry():
    text = HEAD + ('expect trace cites 413.2 and Glossary "Exchnage"\n'
                   'question "How much life does Bob have?" asks life of Bob answer 20\n'
                   '  topic stack difficulty 1 decided by Glossary "Lethal"\n')
    with pytest.raises(DiagnosticsError) as err:
        check_text(text, "t.mtg")
    diags = err.value.diagnostics
    assert [(d.line, d.column) for d in diags] == [(5, 39), (7, 48)]  # at the term
    assert diags[0].message == "no glossary entry 'Exchnage' in the classic rules"
    assert diags[0].hint == 'did you mean Glossary "Exchange"?'
    assert diags[1].hint == 'did you mean Glossary "Lethal Damage"?'


def test_the_deck_and_the_lint_read_glossary_entries_of_decided_by():
    from judge.drill.deck import scan_text
    from judge.drill.lint import lint

    text = HEAD + ('question "How much life does Bob have?" asks life of Bob answer 20\n'
                   '  topic stack difficulty 1 decided by Glossary "Exchange", 413.1, glossary "Lethal"  # x\n')
    [q] = scan_text(text, "t.mtg")
    assert q.rules == ("413.1",) and q.glossary == ("Exchange", "Lethal")
    [entry] = lint([dataclasses.replace(q, text=text)])
    assert [p.message for p in entry.problems] == [
        '\'decided by Glossary "Lethal"\': no glossary entry \'Lethal\' in the classic rules; '
        'did you mean Glossary "Lethal Damage"?']
    assert entry.to_json()["glossary"] == ["Exchange", "Lethal"]
