"""The reader's rewrite tables as data files (judge/cards/rewrite_files.py, judge/cards/normalise/):
every table's file reads, every pattern of it compiles, and a malformed file is an error naming
the file and the line, raised by the loader itself (no traceback of its own code paths chained)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.cards import prebuilt, printed, rewrite_calls, rewrite_files
from judge.cards import text as text_module
from judge.cards.rewrite_files import RewriteFileError, load, parse


def test_every_table_file_reads_and_every_pattern_compiles():
    tables = {"reminders": text_module._REMINDERS, "later": text_module._LATER_WORDINGS}
    # judge.cards.printed's tables moved to files: normalise/printed-twelfth.rewrites is PRINTED_TWELFTH
    for path in rewrite_files.FOLDER.glob("printed-*.rewrites"):
        tables[path.stem] = getattr(printed, path.stem.upper().replace("-", "_"))
    assert sorted(p.stem for p in rewrite_files.FOLDER.glob("*.rewrites")) == sorted(tables)
    # (the functions a file may name: the registry's, and judge.cards.printed's that read their result again)
    calls = [*rewrite_calls.CALLS.values(), *printed._READ_AGAIN.values()]
    for name, table in tables.items():
        assert len(table) >= 1
        for rewrite in table:
            assert rewrite.where.startswith(str(rewrite_files.FOLDER / f"{name}.rewrites:"))
            assert isinstance(rewrite.pattern, re.Pattern)
            assert isinstance(rewrite.replacement, str) or rewrite.replacement in calls
    used = {r.replacement for table in tables.values() for r in table if callable(r.replacement)}
    assert used == set(calls)  # (no function in the registries is left unused)


def test_a_printed_table_from_a_file_notes_the_obsolete_words_it_reads():
    """judge.cards.printed's seventeenth round, a file: its entries noted with the glossary entries
    their ``glossary`` lines name, as ``_obsolete`` notes the tables in code (the trace's reading)."""
    text = "{t}, sacrifice ~: put a +0/+x counter on target creature, where x is target creature's casting cost."
    assert printed.classic(text).endswith("where x is that creature's converted mana cost.")
    assert [entry for entry, _ in printed.obsolete_readings(text)] == ["Casting Cost (Obsolete)"]
    assert [len(r.glossary) for r in printed.PRINTED_SEVENTEENTH] == [0, 1, 1, 1]


def test_the_tables_are_part_of_what_the_reading_depends_on(tmp_path, monkeypatch):
    """A change to a rewrite file changes the reader's digest (the prebuilt library's and the card
    cache's key)."""
    before = prebuilt.reader_digest()
    folder = tmp_path / "normalise"
    folder.mkdir()
    for p in prebuilt.NORMALISE.glob("*.rewrites"):
        (folder / p.name).write_text(p.read_text(encoding="utf-8") + "\n# one more comment\n", encoding="utf-8")
    monkeypatch.setattr(prebuilt, "NORMALISE", folder)
    prebuilt.reader_digest.cache_clear()
    try:
        assert prebuilt.reader_digest() != before
    finally:
        prebuilt.reader_digest.cache_clear()


FILE = """# a comment
define ART `artifacts?`

# Card A: two pieces of one pattern, a constant from code, a define
match `\\bdestroy target {ART} `
      `or {THING}\\.`
to    `destroy \\1.`

  # an indented comment, and a blank line, are nothing
match `^ x (y)$`
guard `x`
call  twice

match `\\s*\\(reminder\\.\\)`
to    ``
glossary OLD NEWER
"""


def test_a_file_reads_as_its_entries_in_order():
    rewrites = parse(FILE, "t.rewrites", {"THING": "enchantments?"}, {"twice": lambda m: m[1] * 2},
                     {"OLD": ("Old (Obsolete)", "read as new"), "NEWER": ("Newer", "x")})
    assert [r.source for r in rewrites] == [r"\bdestroy target artifacts? or enchantments?\.", r"^ x (y)$",
                                            r"\s*\(reminder\.\)"]
    assert rewrites[0].replacement == r"destroy \1." and rewrites[2].replacement == ""
    assert rewrites[1].guard == "x" and rewrites[1].apply(" x y") == "yy"  # spaces at either end kept
    assert [r.where for r in rewrites] == ["t.rewrites:5", "t.rewrites:10", "t.rewrites:14"]
    assert [r.glossary for r in rewrites] == [(), (), (("Old (Obsolete)", "read as new"), ("Newer", "x"))]


@pytest.mark.parametrize("text, line, says", [
    ("match `a`\ncall  nowhere\n", 2, "no replacement function named 'nowhere'"),
    ("match `a`\n", 1, "it has none"),
    ("# x\nmatch `a`\nto `b`\ncall twice\n", 2, "it has both"),
    ("match `a`\nto `b`\nto `c`\n", 3, "a 'to' line already"),
    ("match `a {NOPE}`\nto `b`\n", 1, "no constant or define named 'NOPE'"),
    ("match a\nto `b`\n", 1, "between backticks"),
    ("match `a`\nto `b\n", 2, "between backticks"),
    ("replace `a`\n", 1, "unknown field 'replace'"),
    ("to `a`\n", 1, "a 'match' line first"),
    ("`a`\n", 1, "unknown field"),
    ("match `a`\n`b`\nto ``\n", 2, "unknown field"),
    ("# x\n  `b`\n", 2, "under a field's line"),
    ("define lower `x`\n", 1, "a define's name"),
    ("match `a`\nto ``\nglossary NOPE\n", 3, "glossary entries the reader passes: NOPE"),
    ("match `a`\nto ``\nglossary\n", 3, "none named"),
])
def test_a_malformed_file_is_an_error_naming_the_file_and_the_line(tmp_path, text, line, says):
    (tmp_path / "bad.rewrites").write_text(text, encoding="utf-8")
    with pytest.raises(RewriteFileError) as caught:
        load("bad", calls={"twice": lambda m: m[0] * 2}, folder=tmp_path)
    assert str(caught.value).startswith(f"{tmp_path / 'bad.rewrites'}:{line}: ") and says in str(caught.value)
    assert caught.value.__cause__ is None and (caught.value.__context__ is None or caught.value.__suppress_context__)


def test_a_pattern_that_is_not_a_regular_expression_is_an_error_naming_its_line(tmp_path):
    """Patterns are compiled on first use (loading compiles none: the cost of ~300 compiles at
    import), so a bad one is found then — and by the test above, which compiles every one."""
    (tmp_path / "bad.rewrites").write_text("match `ok`\nto ``\n\n# Card B\nmatch `(unclosed`\nto ``\n", encoding="utf-8")
    ok, bad = load("bad", folder=tmp_path)
    assert ok.apply("ok!") == "!"
    with pytest.raises(RewriteFileError) as caught:
        bad.apply("(unclosed")
    assert str(caught.value).startswith(f"{tmp_path / 'bad.rewrites'}:5: the pattern is not a regular expression")
    assert caught.value.__cause__ is None and caught.value.__suppress_context__


def test_a_missing_file_is_an_error_naming_it(tmp_path):
    with pytest.raises(RewriteFileError, match="nothing.rewrites: can't be read"):
        load("nothing", folder=tmp_path)


def test_the_files_ship_with_the_package():
    """hatch's wheel takes every file of judge/ (pyproject.toml, packages = ["judge"]) that git
    doesn't ignore: the tables are found beside their reader, as the grammar's area files are."""
    assert rewrite_files.FOLDER == Path(rewrite_files.__file__).resolve().parent / "normalise"
