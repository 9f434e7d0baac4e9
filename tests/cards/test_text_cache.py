"""Card text the library does not define: its IR kept between runs (judge.cards.text_cache)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from judge._speed import cache_store
from judge.cards import ir, prebuilt, text_cache
from judge.cards.catalog import catalog
from judge.dsl.ast import CardDef
from tests.bundled import discovered_scenarios
from tests.sampling import turning_third

ROOT = Path(__file__).resolve().parents[2]
FLANKING = ROOT / "scenarios" / "combat" / "502-3b-flanking.mtg"

ASK = ("import io, json, sys, contextlib\n"
       "from judge.suite.runner import load_scenario, default_simulate\n"
       "outs = default_simulate(load_scenario(sys.argv[1]))\n"
       "print('judge.cards.text' in sys.modules)\n"
       "print(json.dumps([o.to_json() for o in outs], sort_keys=True))\n")


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    """A private cache directory of the test's own, for this process and its children."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("JUDGE_NO_CARD_CACHE", raising=False)
    monkeypatch.delenv("JUDGE_NO_CACHE", raising=False)
    text_cache._store.cache_clear()
    catalog().forget()  # (what this process read is kept by the catalog, not on the disk)
    yield tmp_path
    if text_cache._store() is not None:
        text_cache._store().close()
    text_cache._store.cache_clear()


def _database(cache_home: Path) -> cache_store.Store:
    """The one database of kept card text (opened as another process would)."""
    [path] = list((cache_home / "judge").glob("cards-*.sqlite3"))
    return cache_store.Store(path)


def _ask(path: Path) -> tuple[bool, str]:
    out = subprocess.run([sys.executable, "-c", ASK, str(path)], capture_output=True, text=True, check=True,
                         cwd=ROOT, env=dict(os.environ)).stdout.splitlines()
    return out[0] == "True", out[1]


def _play_here(path: Path) -> list:
    """``path`` played in this process, as :data:`ASK` plays it: what a first run keeps, kept (a
    set-up, in place of a process of its own until the sixtieth session: ~0.5 s of CPU); its outcomes."""
    from judge.suite.runner import default_simulate, load_scenario

    return default_simulate(load_scenario(path))


def _reading(monkeypatch) -> list[str]:
    """The cards this process reads with the grammar from now on, by name: the calls of
    ``judge.cards.text.parse_card_text``, which the catalog makes for a card it finds kept nowhere
    (read in place of a fresh process's import of the reader, where a test asks that a card *is*
    read: a process of its own was ~1 s of CPU, ninetieth session)."""
    from judge.cards import text

    names: list[str] = []
    real = text.parse_card_text

    def reading(card):
        names.append(card.name)
        return real(card)

    monkeypatch.setattr(text, "parse_card_text", reading)  # (the catalog imports it as it reads)
    return names


def test_a_second_run_reads_no_card_text_and_gives_the_same_outcomes(cache_home, monkeypatch):
    # the first run in this process (its cache cleared by the fixture; until the ninetieth session a
    # fresh process of its own, ~1 s of CPU): it finds no kept IR, reads the inline card with the
    # grammar and keeps what it read — the database's one entry, none before
    assert not list(cache_home.glob("judge/cards-*.sqlite3"))
    read = _reading(monkeypatch)
    first = json.dumps([o.to_json() for o in _play_here(FLANKING)], sort_keys=True)
    assert read == ["Flanking Knight"] and len(_database(cache_home).keys()) == 1
    read, second = _ask(FLANKING)  # the second: a fresh process, which must not even import the reader
    assert not read and second == first


TEN = ROOT / "scenarios" / "catalog" / "ten-era-cards-in-one-game.mtg"

#: ASK, and whether the process put card text in the era's words.
ASK_ERA = ASK + "print('judge.cards.era_words' in sys.modules)\n"


@pytest.fixture(scope="module")
def ten_era_cards_run_twice(tmp_path_factory) -> list[tuple[bool, str, bool]]:
    """Two fresh processes, one after the other, playing a game of ten era cards with a private
    cache directory of their own (empty before the first): of each, whether it read card text with
    the grammar, its outcomes, and whether it put card text in the era's words. Made once for the
    two tests below (until the sixtieth session each ran the same two processes for its own
    look at them)."""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path_factory.mktemp("cache")))
    for name in ("JUDGE_NO_CARD_CACHE", "JUDGE_NO_CACHE"):
        env.pop(name, None)
    runs = []
    for _ in range(2):
        out = subprocess.run([sys.executable, "-c", ASK_ERA, str(TEN)], capture_output=True, text=True, check=True,
                             cwd=ROOT, env=env).stdout.splitlines()
        runs.append((out[0] == "True", out[1], out[2] == "True"))
    return runs


def test_a_second_run_of_era_cards_reads_no_card_text(ten_era_cards_run_twice):
    # the era's cards in their Oracle wording: read once, then kept (the card reader, ~25 ms of
    # imports, not even imported: nothing on the way — the trace's note of printed words included —
    # may need it)
    (read, first, _), (read_again, second, _) = ten_era_cards_run_twice
    assert read
    assert not read_again and second == first


def test_an_entry_that_cannot_be_read_is_read_again_and_rewritten(cache_home, monkeypatch):
    _play_here(FLANKING)
    store = _database(cache_home)
    [key] = store.keys()
    good = store.read(key)
    store.write(key, b'{"ir": "Nothing"')
    catalog().forget()  # (a run afresh: what this process read is kept by the catalog too)
    read = _reading(monkeypatch)
    _play_here(FLANKING)
    assert read == ["Flanking Knight"] and store.read(key) == good
    store.close()


def test_another_reader_starts_a_new_database_and_only_the_newest_few_stay(cache_home, monkeypatch):
    _play_here(FLANKING)
    text_cache._store().close()  # (the store this process used: each reader's below is opened anew)
    [first] = list((cache_home / "judge").glob("cards-*.sqlite3"))
    databases = [first]
    for n in range(3):  # three more readers (three more versions of the reader, used in turn)
        os.utime(databases[-1], (n, n))  # each older than the next
        monkeypatch.setattr(prebuilt, "reader_digest", lambda n=n: f"reader {n}")
        text_cache._store.cache_clear()
        store = text_cache._store()
        store.write("a card", b"{}")  # (a database is made when first used)
        store.close()
        databases.append(store.path)
    assert len(set(databases)) == 4
    left = set((cache_home / "judge").glob("cards-*.sqlite3"))
    assert left == set(databases[-cache_store.KEEP_DATABASES:])  # the oldest went


def test_a_new_ir_starts_a_new_database_and_a_restriction_kept_as_words_is_read_back_typed(cache_home, tmp_path):
    """(sixty-fifth session: ``ir.Restriction.kind`` became an ``ir.RestrictionKind``, once a string.)
    The IR module is among the reader's sources whose digest names the database
    (prebuilt.CODE): a database written with the older IR is never opened by the newer one. And
    an entry kept before (the kind as its words, which is still how to_data writes it) is built
    back as the member, never left a string."""
    assert "ir.py" in prebuilt.CODE
    copy = tmp_path / "ir.py"
    copy.write_bytes(Path(ir.__file__).read_bytes())
    before = cache_store.digest([copy])
    copy.write_text(copy.read_text(encoding="utf-8").replace("    kind: RestrictionKind\n", "    kind: str\n", 1),
                    encoding="utf-8")
    assert cache_store.digest([copy]) != before  # (the IR as it was: another database)
    card = CardDef(name="Kept Limit", cost="{1}", type_line="Artifact", types=("artifact",),
                   text="{1}: You gain 1 life. Play this ability only once each turn.")
    from judge.cards.text import parse_card_text_fresh

    old = ir.to_data(parse_card_text_fresh(card))  # (as the older IR wrote it: the kind in words)
    assert old["abilities"][0]["restrictions"] == [{"ir": "Restriction", "kind": "once each turn"}]
    text_cache._store().write(text_cache._key(card), json.dumps(old).encode("utf-8"))
    kept = text_cache.load(card)
    [r] = kept.abilities[0].restrictions
    assert r.kind is ir.RestrictionKind.ONCE_EACH_TURN
    assert ir.to_data(r) == {"ir": "Restriction", "kind": "once each turn"}


def test_events_and_entry_choices_kept_as_words_are_read_back_typed(cache_home, tmp_path):
    """(sixty-sixth session: ``ir.Trigger.event`` became an ``ir.TriggerEvent``, ``ir.ReplaceEvent.event``
    an ``ir.ReplacedEvent`` and ``ir.ChooseAsEntering.choices`` a tuple of ``ir.EntryChoice``, once
    strings.) A change of ir.py names another database (its digest is the database's name), and an
    entry kept before (the event, the choices as their words, which is still how to_data writes them)
    is built back as members, never left strings."""
    copy = tmp_path / "ir.py"
    copy.write_bytes(Path(ir.__file__).read_bytes())
    before = cache_store.digest([copy])
    old_ir = copy.read_text(encoding="utf-8").replace("    event: TriggerEvent\n", "    event: str\n", 1)
    copy.write_text(old_ir.replace("    choices: tuple[EntryChoice, ...] = ()\n", "    choices: tuple[str, ...] = ()\n", 1),
                    encoding="utf-8")
    assert cache_store.digest([copy]) != before  # (the IR as it was: another database)
    from judge.cards.text import parse_card_text_fresh

    cards = {
        "Kept Trigger": "Whenever a creature is put into a graveyard from play, you gain 1 life.",
        "Kept Replacement": "If you would draw a card, you may put a study counter on Kept Replacement instead.",
        "Kept Choice": "As Kept Choice comes into play, choose an opponent and a color.",
    }
    kept = {}
    for name, text in cards.items():
        card = CardDef(name=name, cost="{1}", type_line="Artifact", types=("artifact",), text=text)
        old = ir.to_data(parse_card_text_fresh(card))  # (as the older IR wrote it: words)
        text_cache._store().write(text_cache._key(card), json.dumps(old).encode("utf-8"))
        kept[name] = (old, text_cache.load(card))
    old, trig = kept["Kept Trigger"]
    assert old["abilities"][0]["trigger"]["event"] == "put into graveyard from play"
    assert trig.abilities[0].trigger.event is ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY
    old, rep = kept["Kept Replacement"]
    [e] = rep.abilities[0].effects
    assert old["abilities"][0]["effects"][0]["event"] == "draw" and e.event is ir.ReplacedEvent.DRAW
    old, choice = kept["Kept Choice"]
    [e] = choice.abilities[0].effects
    assert old["abilities"][0]["effects"][0]["choices"] == ["opponent", "color"]
    assert e.choices == (ir.EntryChoice.OPPONENT, ir.EntryChoice.COLOR)
    assert all(type(c) is ir.EntryChoice for c in e.choices)


def test_the_cache_can_be_turned_off(cache_home, monkeypatch):
    monkeypatch.setenv("JUDGE_NO_CARD_CACHE", "1")
    read = _reading(monkeypatch)
    _play_here(FLANKING)
    assert read == ["Flanking Knight"] and not list(cache_home.glob("judge/cards-*"))


def _may_define_a_card(path: Path) -> bool:
    """Whether a line of ``path`` (its lines as the reader splits them) begins, past any blanks or
    other non-word characters, with ``card``: every file that defines a card does (and more)."""
    from judge.dsl.source import read_text, split_lines

    try:
        text = read_text(str(path))
    except Exception:  # noqa: BLE001 - a file refused on purpose: load_scenario says why
        return True
    return any(_CARD_LINE.match(line) for line in split_lines(text))


_CARD_LINE = re.compile(r"\W*card")


def test_every_inline_card_of_the_bundled_scenarios_comes_back_equal(cache_home):
    """A card is kept only when its IR comes back from JSON equal: every bundled inline card does."""
    from judge.cards.text import parse_card_text_fresh
    from judge.suite.runner import load_scenario

    cards = {}
    # a third of the scenarios, turning with the Python (tests/sampling.py): CI's three runs read
    # every inline card afresh between them (all of them were ~10 s of CPU of each run's work,
    # measured per item in the thirtieth session). Of the third, only the files with a line whose
    # first word is ``card`` are read and checked: a card is defined only by a block that such a
    # line opens (grammar.lark ``card_header: "card" name``), and reading and checking the other
    # ~94 % of the third for no card was ~80 % of this test's CPU (sixtieth session)
    for path in turning_third(discovered_scenarios()):
        if not _may_define_a_card(path):
            continue
        try:
            scenario = load_scenario(path)
        except Exception:  # noqa: BLE001 - scenarios that are errors by design
            continue
        for card in scenario.cards:
            if card.text and prebuilt.abilities(card.name, card.text, card.type_line, tuple(card.types),
                                                 tuple(card.subtypes), card.cost) is None:
                cards[(card.name, card.text, card.type_line, card.cost)] = card
    assert len(cards) > 150
    kept = 0
    for card in cards.values():
        try:
            read = parse_card_text_fresh(card)
        except Exception:  # noqa: BLE001 - cards the scenarios define to show an error
            continue
        text_cache.save(card, read)
        assert text_cache.load(card) == read, card.name
        kept += 1
    assert kept > 100


def test_the_database_is_kept_to_a_bound(cache_home, monkeypatch):
    monkeypatch.setattr(text_cache, "CARD_TEXTS_KEPT", 10)
    card = CardDef(name="Test Bear", type_line="Creature - Bear", types=("Creature",), subtypes=("Bear",),
                   text="Flying", power="2", toughness="2", cost="{1}{G}")
    for i in range(130):  # the bound is looked at every 64th entry written
        text_cache.save(CardDef(**{**card.__dict__, "name": f"Test Bear {i}"}),
                        ir.CardAbilities(name=f"Test Bear {i}"))
    keys = text_cache._store().keys()
    assert 10 // 2 <= len(keys) <= 10 + 64 and len(keys) < 130
    assert keys[-1] == text_cache._key(CardDef(**{**card.__dict__, "name": "Test Bear 129"}))  # the newest stay


def test_an_era_card_in_its_oracle_wording_is_kept_in_the_eras_words(cache_home):
    from judge.cards import era
    from judge.cards.catalog import Wording, definition

    card = definition(era.card("rootwalla"), Wording.ORACLE)
    first = catalog().abilities(card)
    said = json.dumps(ir.to_data(first))
    assert "Play this ability only once each turn" in said and "Activate only" not in said  # in the era's words
    kept = text_cache.load(card, oracle=True)
    assert kept is not None and catalog().abilities(card) == first
    # kept apart from a card defined with the same text (read from that text, not from the Oracle's)
    assert text_cache._key(card, oracle=True) != text_cache._key(card)
    assert text_cache.load(card) is None
    catalog().forget()
    assert catalog().abilities(card) == first  # read back from the disk as the first run had it


def test_an_era_cards_oracle_text_in_the_eras_words_is_kept(cache_home):
    from judge.cards import era
    from judge.cards.era_words import in_era_words

    card = era.card("rootwalla")
    args = (card.oracle, card.name, ("Lizard",))
    expected = in_era_words(*args)
    assert "Play this ability only once each turn" in expected  # (the Oracle's "Activate only …")
    assert text_cache.in_era_words(*args) == expected  # worked out, and kept
    store = _database(cache_home)
    [key] = store.keys()
    assert store.read(key) == expected.encode("utf-8") and text_cache.in_era_words(*args) == expected
    store.write(key, b"\xff\xfe damaged")  # an entry that can't be decoded is worked out again and rewritten
    assert text_cache.in_era_words(*args) == expected and store.read(key) == expected.encode("utf-8")
    store.close()


def test_a_second_run_of_era_cards_does_not_put_them_in_the_eras_words_again(ten_era_cards_run_twice):
    assert [era_words for _, _, era_words in ten_era_cards_run_twice] == [True, False]


REFUSED = ("import sys\n"
           "from judge.cards.catalog import catalog\n"
           "from judge.dsl.ast import CardDef\n"
           "from judge.errors import CardTextError\n"
           "card = CardDef(name='Odd Card', cost='{1}', type_line='Creature - Bear', types=['Creature'], "
           "subtypes=['Bear'], power=1, toughness=1, text=sys.argv[1])\n"
           "try:\n"
           "    catalog().abilities(card)\n"
           "except CardTextError as err:\n"
           "    print('judge.cards.text' in sys.modules)\n"
           "    print(str(err))\n")


def _refuse(text: str) -> tuple[bool, str]:
    """A fresh process's refusal of a card of ``text``: whether it read the text with the grammar,
    and the refusal's words."""
    proc = subprocess.run([sys.executable, "-c", REFUSED, text], capture_output=True, text=True, cwd=ROOT,
                          env=dict(os.environ), timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    read, message = proc.stdout.splitlines()
    return read == "True", message


def _refuse_here(text: str) -> str:
    """:data:`REFUSED`'s refusal made in this process (a run afresh: the catalog forgets what it
    read before): its words."""
    from judge.errors import CardTextError

    catalog().forget()
    card = CardDef(name="Odd Card", cost="{1}", type_line="Creature - Bear", types=["Creature"],
                   subtypes=["Bear"], power=1, toughness=1, text=text)
    with pytest.raises(CardTextError) as refused:
        catalog().abilities(card)
    return str(refused.value)


def test_a_refused_card_is_refused_again_in_the_same_words_without_reading_it(cache_home, monkeypatch):
    """A refusal is kept as its fields (judge.cards.text_cache.save_refusal): the second run
    doesn't import the reader, and says exactly what the first said. (The first and third runs,
    which read the card, in this process; the second, which must not even import the reader, a
    fresh one: three fresh processes until the ninetieth session.)"""
    read = _reading(monkeypatch)
    first = _refuse_here("Whenever the moon is full, ~ sings.")
    assert read == ["Odd Card"] and "cannot understand" in first and "Odd Card" in first
    read_again, second = _refuse("Whenever the moon is full, ~ sings.")
    assert not read_again and second == first
    store = _database(cache_home)
    [key] = store.keys()
    assert json.loads(store.read(key))["refused"][1]  # the sentence as the grammar read it
    store.write(key, b'{"refused": ["Odd Card", 3]}')  # damaged (or planted): read again, rewritten
    read.clear()
    third = _refuse_here("Whenever the moon is full, ~ sings.")
    assert read == ["Odd Card"] and third == first and json.loads(store.read(key))["refused"][0] == "Odd Card"
    store.close()


#: Modules the reading of a card imports that decide nothing the cards database keeps, and why.
_DECIDE_NOTHING_KEPT = {
    "judge/__init__.py": "the package",
    "judge/_speed/__init__.py": "the package",
    "judge/cards/__init__.py": "the package",
    "judge/dsl/__init__.py": "the package",
    "judge/_speed/lalr/__init__.py": "the package",
    "judge/_speed/cache_store.py": "the store itself (its layout has its own checks: tests/test_cache_store.py)",
    "judge/_speed/lark_cache.py": "lark's analysis, kept apart and named by the grammar",
    "judge/digest.py": "the hash function",
    "judge/cards/prebuilt.py": "the library's prebuilt IR, named by its own digests (the reader's among them)",
    "judge/cards/library.py": "the library's cards, read from prebuilt.json or the reader, never from this database",
    "judge/_speed/_ir_methods.py": "generated from ir.py (digested) by a check that refuses it stale",
    "judge/_speed/_ast_methods.py": "generated from dsl/ast.py (digested) by a check that refuses it stale",
    "judge/_speed/enums.py": "how an enum member hashes, which no entry holds (a member is kept by its value)",
}


def test_every_module_the_reading_imports_names_the_database_or_decides_nothing_kept():
    """The cards database is named by the digest of the code that makes its entries: a change of
    any module the catalog's reading of a card runs (an era card in both wordings, an inline card,
    a refusal) starts a new database. A module added to that path must be digested or named here
    with why it decides nothing kept (an entry from before a grammar change was served once)."""
    code = ("import sys\n"
            "from judge.cards.catalog import catalog\n"
            "from judge.dsl.ast import Wording\n"
            "from judge.cards.text import parse_card_text\n"
            "from judge.dsl.ast import CardDef\n"
            "c = catalog()\n"
            "for w in (Wording.ORACLE, Wording.PRINTED):\n"
            "    c.abilities(c.get('Ogre Enforcer', w))\n"
            "parse_card_text(CardDef(name='X', type_line='Instant', types=('Instant',), text='X deals 1 damage to target creature or player.'))\n"
            "try:\n"
            "    parse_card_text(CardDef(name='X', type_line='Instant', types=('Instant',), text='X juggles.'))\n"
            "except Exception:\n"
            "    pass\n"
            "for m in sorted(sys.modules):\n"
            "    f = getattr(sys.modules[m], '__file__', None)\n"
            "    if m.startswith('judge') and f: print(f)\n")
    root = Path(text_cache.__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root,
                         env=dict(os.environ, JUDGE_NO_CACHE="1"))
    assert out.returncode == 0, out.stderr
    here = root / "judge" / "cards"
    digested = {(here / n).resolve() for n in prebuilt.CODE} | {(root / "judge" / "dsl" / "type_lines.py").resolve()}
    digested |= {f.resolve() for f in text_cache.digested_files()}
    loose = sorted(str(Path(f).resolve().relative_to(root)) for f in out.stdout.split()
                   if Path(f).resolve() not in digested
                   and str(Path(f).resolve().relative_to(root)) not in _DECIDE_NOTHING_KEPT)
    assert loose == []
