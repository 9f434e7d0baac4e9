"""Generated questions: the templates (how many, which situations, each answer varying with its
cards, each question's words and rules checked), their slots (filled by what a card does, from
the whole catalog: judge.drill.slots, judge.drill.pools), and how a session deals them (at least
30 % generated, --template, --generated, no instance twice)."""

from __future__ import annotations

import collections
import dataclasses
import json
import random

import pytest
from typer.testing import CliRunner

from judge.cards import library
from judge.cards.catalog import catalog
from judge.cli import app
from judge.drill import pools, session
from judge.drill.deck import DrillQuestion, scan_text
from judge.drill.lint import lint
from judge.drill.slots import SLOTS, fits
from judge.drill.templates import Template, instantiate, load_templates
from judge.dsl.ast import CardDef
from judge.errors import JudgeError

runner = CliRunner()

#: Situations the templates must drill (issue 40), and the templates that drill each.
SITUATIONS = {
    "a triggered ability and its target": ["trigger-must-target"],
    "three or more objects on the stack": ["burn-pump-burn", "counter-the-burn"],
    "prevention": ["prevention-healer", "circle-of-protection", "protection-damage"],
    "redirection": ["redirect-en-kor", "redirect-pariah"],
    "control change": ["control-magic-attack"],
    "protection": ["protection-block", "protection-damage", "protection-aura", "trigger-must-target"],
    "trample assignment": ["trample-over", "trample-blocker-removed"],
    "first strike with regeneration": ["first-strike-regeneration"],
    "local enchantment legality": ["protection-aura", "aura-target-gone", "aura-falls-off"],
    "dependency": ["dependency-keyword-lord"],
}


@pytest.fixture(scope="module")
def templates() -> list[Template]:
    return load_templates()


def _items(t: Template) -> list[DrillQuestion]:
    return [dataclasses.replace(q, id=f"template:{t.name}#{q.index + 1}", source=f"template:{t.name}")
            for q in scan_text(t.text, f"drills/templates/{t.name}.mtg", require_answer=False)]


def test_at_least_forty_templates_drill_every_situation_asked_for(templates):
    names = {t.name for t in templates}
    assert len(templates) >= 40
    for situation, wanted in SITUATIONS.items():
        assert set(wanted) <= names, situation
    stacked = next(t for t in templates if t.name == "burn-pump-burn").text
    assert stacked.count(" casts ") == 3 and stacked.index("all pass until the stack is empty") > stacked.rindex(" casts ")


def test_no_template_gives_the_same_answer_whatever_its_cards(templates):
    """A template whose answer never varies across fillings teaches one fact, not a rule: each
    question is filled until two fillings the engine answers differ (most differ at once)."""
    for t in templates:
        for item in _items(t):
            answers: collections.Counter = collections.Counter()
            for seed in range(60):
                p = session.prepare(item, rng=random.Random(seed))
                if p is not None:
                    answers[p.answer] += 1
                if len(answers) > 1:
                    break
            assert len(answers) > 1, f"{item.id} always answers {dict(answers)}"


def test_every_template_question_passes_the_lint(templates):
    """The words against the query (judge.suite.wording) and the decided-by rules (in the classic
    rules, not a heading), read on one filling of each template."""
    items = []
    for t in templates:
        text, _ = instantiate(t, random.Random(1))
        items += [dataclasses.replace(q, id=f"template:{t.name}#{q.index + 1}", source=f"template:{t.name}", text=text)
                  for q in scan_text(text, f"drills/templates/{t.name}.mtg", require_answer=False)]
    entries = lint(items)
    assert len(entries) >= 40
    bad = [(e.item.id, [p.message for p in e.problems]) for e in entries if e.problems]
    assert not bad, bad
    assert all("{" not in e.item.question for e in entries)


def test_each_filling_is_a_new_question_and_never_asked_twice_in_a_session():
    item = next(q for q in session.templates() if q.source == "template:unblocked-attacker")
    asked: list[str] = []

    class Script:
        def begin(self, *a, **k): pass
        def ask(self, number, total, p):
            asked.append(p.item.id)
            return p.answer
        def verdict(self, *a): pass
        def rate(self, p): return None
        def scheduled(self, *a): pass
        def end(self, summary): pass

    session.run([item] * 6, Script(), rng=random.Random(3))
    assert len(asked) == 6 and len(set(asked)) == 6  # the same question six times: six fillings
    p = session.prepare(item, rng=random.Random(9))
    again = session.prepare(item, rng=random.Random(9), avoid={p.item.id})
    assert again is not None and again.item.id != p.item.id


def test_a_question_about_a_quantity_of_an_object_that_left_play_is_not_asked():
    # "How much damage is marked on Grizzly Bears?" after a Lightning Bolt killed it would be 0
    dead = DrillQuestion("template:t#1", "t.mtg", 0, "Q", "sba", 1, ("420.5c",), source="template:t", text="""
player Alice
player Bob
mana is not tracked
turn Alice, precombat main
Alice hand: Lightning Bolt
Bob in play: Grizzly Bears as @c
Alice casts Lightning Bolt targeting @c
all pass until the stack is empty
question "How much damage is marked on Grizzly Bears?" asks damage on @c
  topic sba difficulty 1 decided by 420.5c
""")
    assert session.prepare(dead) is None
    alive = dataclasses.replace(dead, text=dead.text.replace("Grizzly Bears", "Hill Giant").replace("Lightning Bolt", "Shock"))
    assert session.prepare(alive).answer == "2"


# --------------------------------------------------------------------------- slots and pools


def test_a_slot_is_filled_by_what_a_card_does_not_by_its_words():
    def read(name: str, type_line: str, text: str, **kw) -> bool:
        types = tuple(w for w in type_line.split(" - ")[0].split() if w[0].isupper())
        card = CardDef(name, type_line, cost="{R}", types=types, text=text, **kw)
        return card, catalog().abilities(card)

    modern = read("Zap Test", "Instant", "Zap Test deals 2 damage to any target.")
    classic = read("Zap Test", "Instant", "Zap Test deals 2 damage to target creature or player.")
    assert fits("a burn instant", *modern) and fits("a burn instant", *classic)
    cycling = read("Zap Test", "Instant", "Zap Test deals 2 damage to any target.\nCycling {2}")
    assert not fits("a burn instant", *cycling)  # more than the slot says: the template would not account for it
    sorcery = read("Zap Test", "Sorcery", "Zap Test deals 2 damage to any target.")
    assert fits("a burn spell", *sorcery) and not fits("a burn instant", *sorcery)
    bear = read("Test Bear", "Creature - Bear", "", power="2", toughness="2")
    wall = read("Test Wall", "Creature - Wall", "", power="0", toughness="4", subtypes=("Wall",))
    assert fits("a vanilla creature", *bear) and not fits("a vanilla creature", *wall) and fits("a wall", *wall)


def test_the_pools_span_the_era_and_every_card_in_them_plays_as_its_slot_says():
    assert pools.fresh(), "judge/drill/slot_pools.json is stale: run python -m judge.build"
    lib = library.card_names()
    used = {p for t in load_templates() for p in t.slots().values()}
    rng = random.Random(5)
    era_cards = 0
    for phrase in used:
        names = pools.pool(phrase)
        assert names, phrase
        era_cards += sum(1 for n in names if n not in lib)
        for name in rng.sample(names, min(2, len(names))):
            assert pools.usable(name, phrase), (phrase, name)
    assert era_cards >= 200  # e.g. 100 and more vanilla creatures, where the library has 17
    assert len(pools.pool("a vanilla creature")) >= 100
    assert "Searing Wind" in pools.pool("a burn instant") and "Guerrilla Tactics" not in pools.pool("a burn instant")


def test_the_pools_file_holds_what_a_build_gives_for_the_library():
    """The whole catalog takes seconds to read (python -m judge.drill.pools --check --full does
    it); the library's cards, prebuilt, are read here."""
    from judge.drill.pools import _fitting

    lib = library.card_names()
    mine = _fitting(library.all_cards())
    for phrase, names in mine.items():
        assert [n for n in pools.pool(phrase) if n in lib] == names, phrase


def test_a_stale_pools_file_is_not_used(tmp_path, monkeypatch):
    stale = tmp_path / "slot_pools.json"
    data = json.loads(pools.PATH.read_text(encoding="utf-8"))
    data["inputs"] = "0" * 64
    stale.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(pools, "PATH", stale)
    pools.clear_caches()
    try:
        assert not pools.fresh()
        vanilla = pools.pool("a vanilla creature")
        assert vanilla and set(vanilla) <= library.card_names()  # the library's cards alone
    finally:
        monkeypatch.undo()
        pools.clear_caches()


def test_a_slot_of_two_kinds_deals_each_kind_about_half_the_time():
    t = Template("t", load_templates()[0].path, "Alice in play: {C: a vanilla creature or one with flying}\n")
    flying = set(pools.pool("a creature with flying"))
    picks = [instantiate(t, random.Random(seed))[1]["C"] for seed in range(120)]
    share = sum(p in flying for p in picks) / len(picks)
    assert 0.35 < share < 0.65  # the vanilla creatures outnumber the fliers three to one


def test_template_errors_name_the_file(tmp_path):
    (tmp_path / "t.mtg").write_text("Alice in play: {C}\n")
    with pytest.raises(JudgeError, match="used before it is declared"):
        load_templates(tmp_path)
    (tmp_path / "t.mtg").write_text("Alice in play: {C: a dragon}\n")
    with pytest.raises(JudgeError, match="unknown slot phrase 'a dragon'"):
        load_templates(tmp_path)
    t = Template("t", tmp_path / "t.mtg", 'title "{C: a vanilla creature}"\nAlice in play: {C} as @c\n')
    text, chosen = instantiate(t, random.Random(0))
    assert text == f'title "{chosen["C"]}"\nAlice in play: "{chosen["C"]}" as @c\n'
    assert set(SLOTS) >= {p for t in load_templates() for p in t.slots().values()}


# --------------------------------------------------------------------------- sessions


def test_a_session_is_at_least_thirty_percent_generated_where_templates_fit():
    items = session.pool()
    for seed in range(5):
        chosen = session.plan(items, count=10, new=None, rng=random.Random(seed))
        assert len(chosen) == 10 and sum(q.source != "deck" for q in chosen) >= 3
    combat = session.pool(topic="combat")
    chosen = session.plan(combat, count=10, new=None, rng=random.Random(1))
    assert sum(q.source != "deck" for q in chosen) >= 3 and all(q.topic == "combat" for q in chosen)
    game = session.pool(topic="game")  # no template asks about the game's end: the deck alone
    assert all(q.source == "deck" for q in session.plan(game, count=10, new=None, rng=random.Random(1)))


def test_cli_template_and_generated(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    res = runner.invoke(app, ["drill", "--template", "trample-over", "--template", "haste-attack", "--json",
                              "--seed", "2", "--count", "5"], input="yes\nno\n")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert sorted(q["source"] for q in data["questions"]) == ["template:haste-attack", "template:trample-over"]
    anything = "yes\n2\nin play\nBob\n3/3\n" * 3  # (an answer of the wrong kind is asked again)
    res = runner.invoke(app, ["drill", "--generated", "--json", "--seed", "2", "--count", "3"], input=anything)
    assert res.exit_code == 0, res.output
    assert {q["source"].split(":")[0] for q in json.loads(res.stdout)["questions"]} == {"template"}
    res = runner.invoke(app, ["drill", "--template", "no-such-thing"])
    assert res.exit_code == 2 and "no such template" in res.output and "trample-over" in res.output
    res = runner.invoke(app, ["drill", "--generated", "--deck-only"])
    assert res.exit_code == 2 and "can't go with --deck-only" in res.output
