"""The card-text grammar's prebuilt LALR tables (``judge/cards/text_tables.json``) and the
driver over them (:mod:`judge._speed.lalr.driver` with :mod:`judge.cards.text_lalr`): the committed file is what a fresh build
gives, the driver builds exactly lark's trees (tokens and positions included) for every
paragraph of the library, and whatever it cannot parse goes to lark for the error."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from judge.cards import library, text, text_lalr
from judge.dsl.ast import CardDef
from tests.sampling import turning_half

pytestmark = pytest.mark.lark  # in every --share: the card driver compared with lark's parser (judge/suite/pytest_plugin.py)


def _units():
    """Every (text, start rule) the card parser parses for the library, as text.py splits them."""
    out = []
    for card in library.load().values():
        for para in text.paragraphs(card.text):
            norm = text.normalise_paragraph(card.name, para)
            if not norm or re.fullmatch(r"enchant \w+\.?", norm):
                continue
            modal = re.match(r"^choose one\s*-?\s*(.*)$", norm)
            if modal:
                out += [(p.strip().rstrip(".") + ".", "sentences") for p in re.split(r";\s*or\s+", modal.group(1))]
                continue
            colon = text._activation_colon(norm)
            if colon is None:
                out.append((norm, "start"))
            else:
                out += [(norm[:colon].strip(), "cost"), (norm[colon + 1:].strip(), "sentences")]
            for quoted in re.findall(r'"([^"]*)"', norm):
                q = quoted.strip()
                q = q if q.endswith(".") else q + "."
                c = text._activation_colon(q)
                out += [(q, "start")] if c is None else [(q[:c].strip(), "cost"), (q[c + 1:].strip(), "sentences")]
    return out


def _tokens(tree):
    return [(t.type, str(t), t.start_pos, t.line, t.column, t.end_line, t.end_column, t.end_pos)
            for t in tree.scan_values(lambda v: hasattr(v, "type"))]


def _shape(tree):
    """The tree with every node's label as a plain string. lark labels the tree of a rule
    used as the ``start`` with ``Token('RULE', name)`` when the parser was just built and
    with the plain name when it was loaded from lark's cache; the two are equal strings and
    nothing downstream tells them apart, so the comparison must not depend on the cache."""
    if hasattr(tree, "data"):
        return (str(tree.data), [_shape(c) for c in tree.children])
    return repr(tree)


# (That the committed tables equal a fresh build is tests/test_generated_files.py's, with every
# other generated file: building them twice cost the suite ~5 s.)


def test_the_driver_is_used():
    assert text._fast_driver() is not None


def test_driver_trees_equal_lark_trees_for_the_library():
    """The driver's trees are those of lark's parser from lark's own analysis of the grammar (the
    test that pays for it: ~a minute of CPU when no analysis of this grammar and lark is cached;
    the file's other comparisons with lark take the same parser, kept once a process): what proves
    the committed tables are lark's, paragraph by paragraph."""
    driver = text._fast_driver()
    lark_parser = text._analysed_parser()
    units = _units()
    assert len(units) > 450
    parsed = 0
    # half of them, turning with the Python (tests/sampling.py): marked `lark`, this runs in CI
    # under its main Python and the pinned oldest lark's only (the third Python leaves it out), and
    # the two halves compare all between them; a turning third left one third never compared in CI
    # (ninetieth session; lark's own parse of every unit took ~20 s of each run's work in the
    # twenty-ninth session, ~1 s now)
    for source, start in turning_half(units):
        try:
            want = lark_parser.parse(source, start=start)
        except Exception:  # noqa: BLE001 - lark refuses it (e.g. a quoted fragment): so must the driver
            assert driver.parse(source, start) is text_lalr.FAIL, (source, start)
            continue
        got = driver.parse(source, start)
        assert got is not text_lalr.FAIL, (source, start)
        assert got == want and _shape(got) == _shape(want), (source, start)
        assert _tokens(got) == _tokens(want), (source, start)
        parsed += 1
    assert parsed > 150


# The comparisons below take lark's parser from lark's own analysis (the one the test above
# loaded), not lark's parser over the committed tables (``text._parser``, what judge words an
# error with): the latter shares the driver's parse table, so it could not tell a wrong table, and
# made afresh it cost ~4 s of CPU a process against ~2 s of loading the kept analysis (ninetieth
# session; tests/test_lark_over_tables.py makes that parser, and holds lark over a grammar's tables to
# have the parse table of lark's own analysis).
@pytest.mark.parametrize("source, start", [
    ("~ deals 3 damage to target creature or player.", "start"),
    ("~ deals 3 damage to target creature or player", "start"),  # ends too early
    ("~ juggles.", "start"),  # unknown word
    ("{2}{r}, {t}", "cost"),
    ("", "start"),
    ("~ deals 3 damage\nto target creature.", "start"),
    ("flying", "start"),
    ("destroy all artifacts and enchantments.", "sentences"),
    ("draw a card.", "nosuchstart"),
])
def test_driver_fails_exactly_where_lark_fails(source, start):
    driver = text._fast_driver()
    got = driver.parse(source, start)
    try:
        want = text._analysed_parser().parse(source, start=start)
    except Exception:  # noqa: BLE001
        assert got is text_lalr.FAIL
        return
    if "\n" in source or start not in ("start", "sentences", "cost"):
        assert got is text_lalr.FAIL
    else:
        assert got == want and _tokens(got) == _tokens(want)


def test_errors_are_lark_errors():
    card = CardDef(name="Bad Bear", type_line="Creature - Bear", types=("Creature",), text="Bad Bear juggles.")
    with pytest.raises(text.CardTextError) as err:
        text.parse_card_text_fresh(card)
    assert "juggles" in str(err.value) and "expected one of" in str(err.value)


def test_stale_tables_are_not_used(tmp_path, monkeypatch):
    monkeypatch.setattr(text_lalr, "PATH", tmp_path / "missing.json")
    text_lalr.driver.cache_clear()
    try:
        assert text_lalr.driver(text_lalr.grammar_digest(text.grammar_text())) is None
    finally:
        monkeypatch.undo()
        text_lalr.driver.cache_clear()
    assert text_lalr.driver("0" * 64) is None  # another grammar
    assert text_lalr.driver(text_lalr.grammar_digest(text.grammar_text())) is not None
    import json

    data = json.loads(text_lalr.PATH.read_text(encoding="utf-8"))
    assert "lark" not in data["head"]  # the tables are the same for every declared lark version
    other = tmp_path / "format.json"
    other.write_text(json.dumps(dict(data, head=dict(data["head"], format=99))), encoding="utf-8")
    monkeypatch.setattr(text_lalr, "PATH", other)
    text_lalr.driver.cache_clear()
    try:
        assert text_lalr.driver(text_lalr.grammar_digest(text.grammar_text())) is None  # another format
    finally:
        monkeypatch.undo()
        text_lalr.driver.cache_clear()


#: One child process for the two checks that a fresh process builds no lark parser (each ~0.4 s
#: of a child's start and imports): first a card text error, then an inline card's text, each
#: followed by how many lark parsers of card text it built (the parser's cache, and what is read
#: off the parser, emptied between the two) — a part that raised says so instead; each test
#: reads its own line.
_FRESH_PROCESS = """
from judge.cards import text
from judge.dsl.ast import CardDef
try:
    text.parse_card_text(CardDef(name='X', type_line='Instant', types=('Instant',), text='X juggles.'))
except text.CardTextError as err:
    worded = 'juggles' in str(err) and 'expected one of' in str(err)
    print('error', text._parser.cache_info().currsize if worded else 'worded as ' + repr(str(err)))
except BaseException as err:
    print('error raised', repr(err))
else:
    print('error not raised')
text._parser.cache_clear()  # (the second part counts its own: the lark parser and what is read off it)
text._terminal_words.cache_clear()
try:
    a = text.parse_card_text(CardDef(name='X', type_line='Instant', types=('Instant',),
                                     text='X deals 4 damage to target creature or player.'))
    amount = a.spell.effects[0].amount
    print('inline', text._parser.cache_info().currsize if amount == 4 else 'amount ' + repr(amount))
except BaseException as err:
    print('inline raised', repr(err))
"""


@pytest.fixture(scope="module")
def fresh_process() -> dict:
    out = subprocess.run([sys.executable, "-c", _FRESH_PROCESS], capture_output=True, text=True, check=True,
                         cwd=str(text_lalr.PATH.parent.parent.parent)).stdout
    lines = out.strip().splitlines()
    return {line.split(" ", 1)[0]: line for line in lines}


def test_inline_card_text_builds_no_lark_parser(fresh_process):
    assert fresh_process["inline"] == "inline 0"


def test_lark_cache_is_private(tmp_path, monkeypatch):
    import os

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    folder = tmp_path / "judge"
    folder.mkdir(mode=0o700)
    old = folder / "card-text-0000.lark"
    old.write_text("x")
    other = folder / "scenario-grammar-0000.lark"
    other.write_text("x")
    path = text._cache_file("grammar")
    assert path is not None and os.path.dirname(path) == str(folder)
    assert os.path.basename(path).startswith("card-text-")
    assert not old.exists() and other.exists()  # only this grammar's old caches go
    assert text._cache_file("grammar") == path
    if hasattr(os, "getuid"):
        folder.chmod(0o777)
        assert text._cache_file("grammar") is None  # others could write there: no cache


def test_the_drivers_diagnosis_of_a_bad_paragraph_is_larks_error():
    """A card-text error is worded from the driver's diagnosis (no lark parser built: seconds and
    ~190 MB on a first run): for mutants of every library paragraph, what lark's exception says
    — where, the token, the expected terminals, what the parser could accept — the driver says."""
    from tests.lalr_failures import driver_failure, lark_failure, mutants

    paras = [text.normalise_paragraph(c.name, p) for c in library.all_cards() for p in text.paragraphs(c.text)]
    paras = [p for p in paras if p and "\n" not in p]
    driver, parser = text._fast_driver(), text._analysed_parser()
    compared = 0
    for line in mutants(paras, 120, seed=38):
        want = lark_failure(parser, line, "start")
        if want is None:
            assert driver.diagnose(line, "start") is None
            continue
        assert driver_failure(driver, line, "start") == want, line
        compared += 1
    assert compared > 70  # (lark's accepts() costs ~20 ms a line here: a sample)


def test_a_card_text_error_builds_no_lark_parser(fresh_process):
    assert fresh_process["error"] == "error 0"
