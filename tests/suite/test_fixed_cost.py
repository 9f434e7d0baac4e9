"""The suite's fixed cost per scenario cut without changing an answer (issue 43, the fifty-seventh
session): the outcomes at a checkpoint worked out once for all the expectations at it, and a
``trace cites … at`` verdict that holds without numbering the trace."""

from __future__ import annotations

import functools
import itertools
from pathlib import Path

import pytest

from judge.engine import simulate
from judge.engine.outcome import Step
from judge.suite import expect, trace
from judge.suite.runner import discover, load_scenario
from judge.zones import Zone
from tests.bundled import bundled_texts, discovered_scenarios
from tests.sampling import spread

ROOT = Path(__file__).resolve().parents[2]


@functools.cache
def _texts() -> dict[Path, str]:
    """The bundled scenarios and their texts, read once for this file's checks (five of them
    searched the whole corpus again)."""
    return {f: bundled_texts()[f] for f in discovered_scenarios()}


def _bundled(words: str) -> list[Path]:
    return [f for f, text in _texts().items() if words in text]


def _old_cited_at(steps, rules, words, terms=()):
    """``cited_at`` as it was before (every step numbered first): the reference."""
    needle = words.casefold()
    found = [(n, s) for n, s in trace.flatten(steps) if needle in s.text.casefold()]
    if any(all(trace.cites(s.rules, r) for r in rules) and all(trace.cites_term(trace.step_terms(s.text), t)
                                                               for t in terms) for _n, s in found):
        return True, "", ()
    if not found:
        return False, f"no step of the trace says {words!r}", ()
    return None  # (a failure: its words are the same code as before)


def _old_not_cited_at(steps, rules, words, terms=()):
    needle = words.casefold()
    found = [(n, s) for n, s in trace.flatten(steps) if needle in s.text.casefold()]
    if not found:
        return False, f"no step of the trace says {words!r}", ()
    wrong = [(n, s) for n, s in found if any(trace.cites(s.rules, r) for r in rules)
             or any(trace.cites_term(trace.step_terms(s.text), t) for t in terms)]
    if not wrong:
        return True, "", ()
    shown = wrong[:trace.CONTEXT_STEPS]
    parts = [f"step {n} {s.text!r} cites {', '.join(s.rules)}" for n, s in shown]
    return False, "; ".join(parts), tuple(trace.step_context(n, s) for n, s in shown)


def _tree() -> tuple[Step, ...]:
    leaf = lambda text, *rules: Step(text, rules, (), "", None)  # noqa: E731
    return (leaf("Alice casts Shock", "601.2"),
            Step("Shock resolves", ("413.1",), (leaf("Shock deals 2 damage", "502.2"),
                                                 Step("Bears is destroyed", ("420.5c",),
                                                      (leaf("Bears goes to the graveyard", "217.8"),), "", None)),
                 "", None),
            leaf("Shock deals 2 damage again", "502.2a"))


def _ids(steps):
    return sorted(map(id, steps))


def test_the_steps_saying_words_are_those_flatten_lists():
    steps = _tree()
    assert _ids(trace._saying(steps, "shock")) == _ids(s for _, s in trace.flatten(steps) if "shock" in s.text.casefold())
    assert sorted(s.text for s in trace._saying(steps, "damage")) == ["Shock deals 2 damage", "Shock deals 2 damage again"]
    assert trace._saying(steps, "graveyard")[0].text == "Bears goes to the graveyard"
    assert trace._saying(steps, "nothing says this") == [] and trace._saying((), "x") == []


def test_a_verdict_that_holds_numbers_no_step(monkeypatch):
    steps = _tree()
    numbered = []
    real = trace.flatten
    monkeypatch.setattr(trace, "flatten", lambda s: numbered.append(1) or real(s))
    assert trace.cited_at(steps, ["420.5"], "destroyed") == (True, "", ())
    assert trace.cited_at(steps, ["502.2"], "DAMAGE") == (True, "", ())
    assert trace.not_cited_at(steps, ["420.5"], "shock deals") == (True, "", ())
    assert numbered == []
    # a failure numbers them, and says what it said before
    ok, said, context = trace.cited_at(steps, ["420.5"], "damage")
    assert not ok and "step 2.1 'Shock deals 2 damage' cites 502.2" in said and context[0].number == "2.1"
    assert trace.not_cited_at(steps, ["502.2"], "damage") == _old_not_cited_at(steps, ["502.2"], "damage")
    assert trace.cited_at(steps, ["1"], "nowhere") == _old_cited_at(steps, ["1"], "nowhere")
    assert trace.not_cited_at(steps, ["1"], "nowhere") == _old_not_cited_at(steps, ["1"], "nowhere")
    assert numbered


def test_verdicts_on_bundled_traces_are_the_old_ones():
    """Each `trace cites … at` and `does not cite … at` of a sample of the bundled scenarios, on each
    of its outcomes, judged as before: the same verdict and words."""
    from judge.dsl.ast import ExpectCitesAt

    files = spread([f for f in _bundled(" cite") if ' at "' in _texts()[f]], 80)
    asked = 0
    for f in files:
        scn = load_scenario(f)
        bodies = [e.body for e in scn.expectations if isinstance(e.body, ExpectCitesAt)]
        if not bodies:
            continue
        for outcome in simulate(scn):
            for words in {b.words for b in bodies} | {"the", "nothing says this"}:
                assert _ids(trace._saying(outcome.steps, words.casefold())) == \
                    _ids(s for _, s in trace.flatten(outcome.steps) if words.casefold() in s.text.casefold())
            for body in bodies:
                terms = tuple(t.term for t in body.glossary)
                for rules, words in ((body.rules, body.words), (("100.1",), body.words), (body.rules, "no such words")):
                    asked += 1
                    assert trace.not_cited_at(outcome.steps, rules, words, terms) == \
                        _old_not_cited_at(outcome.steps, rules, words, terms)
                    now, old = trace.cited_at(outcome.steps, rules, words, terms), \
                        _old_cited_at(outcome.steps, rules, words, terms)
                    assert old is None and not now[0] or now == old
    assert asked > 60


def test_the_outcomes_at_a_checkpoint_are_worked_out_once_for_its_expectations(monkeypatch):
    # the first 40 with expectations (each of the ~2,800 files saying so was read as a scenario
    # before the first 40 were taken: ~6 s)
    files = list(itertools.islice((f for f in _bundled('expect at "') if load_scenario(f).expectations), 40))
    assert files
    shared = 0
    for f in files:
        scn = load_scenario(f)
        outcomes = list(simulate(scn))
        alone = [expect.check(e, outcomes) for e in scn.expectations]
        asked = []
        real = expect.at_checkpoint
        monkeypatch.setattr(expect, "at_checkpoint", lambda o, name: asked.append(name) or real(o, name))
        together = expect.check_all(scn.expectations, outcomes)
        monkeypatch.setattr(expect, "at_checkpoint", real)
        assert together == alone  # the same verdicts, words and contexts
        at = [e.at for e in scn.expectations if e.at is not None]
        assert sorted(asked) == sorted(set(asked)) and set(asked) <= set(at)
        shared += len(at) - len(asked)
    assert shared > 0  # (some checkpoint has several expectations)


def test_a_checkpoint_never_reached_fails_each_expectation_at_it():
    from judge.dsl.parser import parse

    scn = parse('player Alice\nplayer Bob\nturn Alice precombat main\n'
                'expect at "later": Alice life 20\nexpect at "later": Bob life 20\n')
    outcomes = list(simulate(scn))
    results = expect.check_all(scn.expectations, outcomes)
    assert [r.status for r in results] == ["fail", "fail"]
    assert all("never reached checkpoint 'later'" in r.message for r in results)
    assert results == [expect.check(e, outcomes) for e in scn.expectations]


@pytest.mark.parametrize("name", ["at_checkpoint"])
def test_at_checkpoint_replaces_the_final_state_as_dataclasses_replace_does(name):
    import dataclasses

    [f] = _bundled('checkpoint "')[:1]
    scn = load_scenario(f)
    outcomes = list(simulate(scn))
    point = outcomes[0].checkpoints[0][0]
    got = getattr(expect, name)(outcomes, point)
    want = [dataclasses.replace(o, final=dict(o.checkpoints)[point], error=None) for o in outcomes]
    assert got == want and all(type(g) is type(w) for g, w in zip(got, want))


def _old_resolved(final, ref):
    """The objects a ref names as ``bodies.resolve`` found them before (a call an object)."""
    def matches(obj, ref):
        if ref.label:
            return obj.label == ref.label
        return obj.name.casefold() == (ref.name or "").casefold()
    found = [o for o in final.objects if matches(o, ref)]
    if ref.player:
        found = [o for o in found if o.owner == ref.player or o.controller == ref.player]
    if ref.zone:
        found = [o for o in found if o.zone == ref.zone.value]  # (the view says its zone's words; the ref holds a Zone)
    return found


def test_a_ref_names_the_objects_it_named_before():
    from judge.dsl.ast import ExpectObject, Ref
    from judge.suite import bodies

    files = spread(_bundled("expect "), 60)
    asked = 0
    for f in files:
        scn = load_scenario(f)
        refs = [e.body.ref for e in scn.expectations if isinstance(e.body, ExpectObject)]
        for outcome in simulate(scn):
            final = outcome.final
            names = {o.name for o in final.objects}
            more = [Ref(name=n.upper()) for n in names] + [Ref(label=o.label) for o in final.objects if o.label] \
                + [Ref(name=n, player=p.name) for n in names for p in final.players] \
                + [Ref(name=n, zone=Zone.IN_PLAY) for n in names]
            for ref in refs + more + [Ref(name=None), Ref(name="No Such Card"), Ref(label="nobody")]:
                asked += 1
                assert bodies.resolve(final, ref, allow_many=True) == _old_resolved(final, ref)
    assert asked > 200


def _old_say_wordings(game):
    """What ``build._say_wordings`` said as it was before (three passes over every object): the
    reference — the step's words and its children's, or None where it says nothing."""
    from judge.dsl.ast import Wording

    if all(obj.card.wording is None for obj in game.objects.values()):
        return None
    definitions = {}
    for obj in game.objects.values():
        definitions.setdefault(obj.card.name, set()).add(id(obj.card))
    seen = {}
    for oid, obj in game.objects.items():
        if obj.card.wording is not None and id(obj.card) not in seen:
            said = game.describe(oid) if len(definitions[obj.card.name]) > 1 else obj.card.name
            seen[id(obj.card)] = f"{said}: {game.catalog.wording_said(obj.card)}"
    said = "Cards from the card catalog — " + "; ".join(seen.values())
    cards = {id(obj.card): obj.card for obj in game.objects.values()}
    readings = [(cards[k].name, term, what) for k in seen if cards[k].wording is Wording.PRINTED
                for term, what in game.catalog.abilities(cards[k]).obsolete]
    return said, [f"{name} as printed: {what} (glossary \"{term}\")" for name, term, what in readings]


def test_the_catalog_s_cards_are_said_as_before():
    """The build's step naming the catalog's cards and their wordings (207.1), on bundled games with
    catalog cards in one wording or two, printed cards with obsolete words, none at all."""
    from judge.engine import build as B
    from judge.engine.trace import Tracer

    printed = [f for f in _bundled("(printed)") if "(oracle)" in _texts()[f]]
    files = printed[:15] + spread(_bundled("(printed)"), 25) + spread(discover([ROOT / "scenarios" / "catalog"]), 40)
    said = set()
    for f in files:
        try:
            game = B.build(load_scenario(f))
        except Exception:  # noqa: BLE001 - (a scenario refused as its game is built: not this step's)
            continue
        game.tracer = Tracer()
        B._say_wordings(game)
        now = game.tracer.steps()
        old = _old_say_wordings(game)
        if old is None:
            assert now == ()
        else:
            assert len(now) == 1 and now[0].text == old[0] and now[0].rules == ("207.1",)
            kids = [(c.text, c.rules) for c in now[0].children]
            # (a printed plural creature type is said too since the sixty-sixth session: 214.7b)
            assert [k for k in kids if k[1] != ("214.7b",)] == [(t, ("207.1",)) for t in old[1]]
            assert all("plurality is ignored when determining creature types" in t for t, r in kids if r == ("214.7b",))
        definitions = {}
        for obj in game.objects.values():
            definitions.setdefault(obj.card.name, set()).add(id(obj.card))
        if now:
            said.add(("two definitions of a name" if any(len(d) > 1 for d in definitions.values()) else "one",
                      "obsolete words" if now[0].children else "none"))
    assert {("one", "none"), ("one", "obsolete words"), ("two definitions of a name", "none")} <= said, said
