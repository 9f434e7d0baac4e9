"""The drill's files at their edges (issue 41; ../shared/repro/fuzz-3/repro-03 to 08): the data
directory, the database (other columns, values of other kinds, triggers), the answers (not
UTF-8, too many, not a regular file), ``--now`` past the scheduler's dates, and ``export -o``
that never writes over a file or through a link. Each is one paragraph, exit 2, the files
left as they were."""

from __future__ import annotations

import json
import os
import sqlite3

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.drill.store import Store
from judge.errors import JudgeError

runner = CliRunner()


def _fails(args, words, input=None):
    res = runner.invoke(app, args, input=input)
    assert res.exit_code == 2, (args, res.output)
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    assert words in res.output and "Traceback" not in res.output, res.output
    if "--json" in args:  # the error document on stdout (docs/ask.md, "The JSON contract")
        import json

        error = json.loads(res.output)["error"]
        assert words in error["message"] and error["exit_code"] == 2, error
        return res.output
    assert res.output.startswith("error: ") and res.output.count("error: ") == 1
    return res.output


# --------------------------------------------------------------------------- the data directory


def test_a_data_directory_that_is_a_file_or_cant_be_made(tmp_path, monkeypatch):
    afile = tmp_path / "afile"
    afile.write_text("x\n")
    monkeypatch.setenv("JUDGE_DATA_DIR", str(afile))
    _fails(["drill", "stats"], f"the drill's data directory {afile} (JUDGE_DATA_DIR) is not a directory")
    monkeypatch.setenv("JUDGE_DATA_DIR", str(afile / "below"))
    _fails(["drill", "stats"], "cannot make the drill's data directory")
    assert afile.read_text() == "x\n"


def test_a_database_that_is_no_regular_file_or_a_link_to_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    (tmp_path / "drill.sqlite").mkdir()
    _fails(["drill", "stats"], "is not a regular file")
    (tmp_path / "drill.sqlite").rmdir()
    os.symlink(tmp_path / "elsewhere.sqlite", tmp_path / "drill.sqlite")
    _fails(["drill", "stats"], "which does not exist; judge makes no file through a link")
    assert not (tmp_path / "elsewhere.sqlite").exists()
    os.remove(tmp_path / "drill.sqlite")
    os.mkfifo(tmp_path / "drill.sqlite")  # SQLite would wait on it
    _fails(["drill", "stats"], "is not a regular file")


# --------------------------------------------------------------------------- the database


def _database(path, answers_columns="id INTEGER PRIMARY KEY, session, question, topic, rules, difficulty, mode, given, "
                                    "expected, correct, answered_at, seconds", row=None, card=None, extra=()):
    """A database with judge's meta (repro-06, repro-07): judge's columns without their types
    unless told, one answer ``row`` and one ``card`` (question, card, due) when given."""
    d = sqlite3.connect(path)
    d.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    d.executemany("INSERT INTO meta VALUES (?, ?)", [("application", "judge-drill"), ("schema", "1")])
    d.execute(f"CREATE TABLE answers ({answers_columns})")
    d.execute("CREATE TABLE cards (question TEXT PRIMARY KEY, card, due)")
    if row is not None:
        d.execute("INSERT INTO answers (session, question, topic, rules, difficulty, mode, given, expected, correct, "
                  "answered_at, seconds) VALUES (?,?,?,?,?,?,?,?,?,?,?)", row)
    if card is not None:
        d.execute("INSERT INTO cards VALUES (?, ?, ?)", card)
    for statement in extra:
        d.execute(statement)
    d.commit()
    d.close()
    return path.read_bytes()


ROW = ["s", "q", "stack", "413.1", 1, "drill", "a", "b", 1, "2026-01-01T00:00:00+00:00", 1.0]
CARD = '{"card_id": 1, "state": 1, "step": 0, "stability": null, "difficulty": null, ' \
       '"due": "2026-01-01T00:00:00+00:00", "last_review": null}'


@pytest.mark.parametrize("change, words", [
    ({"answers_columns": "id INTEGER PRIMARY KEY"}, "its table answers has the columns id, not judge's id, session"),
    ({"row": ROW[:3] + [None] + ROW[4:]}, "row 1 of its table answers holds NULL as rules, not text"),
    ({"row": ROW[:3] + [b"413.1"] + ROW[4:]}, "holds b'413.1' as rules, not text"),
    ({"row": ROW[:9] + [5] + ROW[10:]}, "holds 5 as answered_at, not a date and time"),
    ({"row": ROW[:9] + ["now"] + ROW[10:]}, "holds 'now' as answered_at"),
    ({"row": ROW[:4] + ["one"] + ROW[5:]}, "holds 'one' as difficulty, not a whole number"),
    ({"card": ("q", "not json", "2026-01-01T00:00:00+00:00")}, "the card of 'q' is 'not json', not a card FSRS reads"),
    ({"card": ("q", "{}", "2026-01-01T00:00:00+00:00")}, "the card of 'q' is '{}'"),
    ({"card": ("q", CARD, "1999-99-99")}, "row 1 of its table cards holds '1999-99-99' as due"),
    ({"extra": ["CREATE TRIGGER t AFTER INSERT ON answers BEGIN DELETE FROM cards; END"]}, "it has triggers ('t')"),
])
def test_a_database_of_judges_with_other_columns_or_values_is_reported_whole(tmp_path, change, words):
    path = tmp_path / "drill.sqlite"
    before = _database(path, **change)
    with pytest.raises(JudgeError) as err:
        Store(path)
    assert f"the drill database {path} is damaged or is not judge's" in err.value.message
    assert words in err.value.message
    assert path.read_bytes() == before


def test_a_database_of_judges_with_columns_without_types_but_right_values_is_used(tmp_path):
    path = tmp_path / "drill.sqlite"
    _database(path, row=ROW, card=("q", CARD, "2026-01-01T00:00:00+00:00"))
    store = Store(path)
    try:
        assert [a["rules"] for a in store.answers()] == [["413.1"]]
        assert store.cards()[0]["card"]["card_id"] == 1
    finally:
        store.close()


def test_the_commands_report_a_damaged_database_in_one_paragraph(tmp_path, monkeypatch):
    # repro-06 and repro-07 through the command line: stats, stats --json and export
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    before = _database(tmp_path / "drill.sqlite", row=ROW[:3] + [None] + ROW[4:])
    for args in (["drill", "stats"], ["drill", "stats", "--json"], ["drill", "export"]):
        _fails(args, "holds NULL as rules")
    assert (tmp_path / "drill.sqlite").read_bytes() == before


def test_a_database_sqlite_cant_write_is_said_so(tmp_path):
    from judge.drill.store import utc

    path = tmp_path / "drill.sqlite"
    store = Store(path)
    try:
        store.conn.execute("PRAGMA query_only = 1")  # as a read-only file or a full disk would refuse it
        with pytest.raises(JudgeError, match="drill.sqlite can't be used: attempt to write a readonly database"):
            store.record(session="s", question="q", topic="stack", rules=("413.1",), difficulty=1, mode="drill",
                         given="a", expected="b", correct=True, seconds=1.0, now=utc())
    finally:
        store.close()


# --------------------------------------------------------------------------- answers and --now


def test_answers_that_are_not_utf8_from_a_file_or_stdin(tmp_path, monkeypatch):
    # repro-05: the file, and standard input under a strict encoding
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    answers = tmp_path / "answers.txt"
    answers.write_bytes(b"yes\n\xff\xfe\x80\nyes\n")
    args = ["drill", "--count", "1", "--seed", "1", "--deck-only"]
    _fails(args + ["--answers", str(answers)], f"cannot read the answers file {answers}: line 2 is not UTF-8 text")
    _fails(args, "cannot read the answers on standard input: line 1 is not UTF-8 text", input=b"\xff\xfe\x80\nyes\n")
    # found by bench/fuzz.py (stdin): after a byte-order mark, the bad byte's place was looked up in the wrong bytes
    _fails(args, "line 1 is not UTF-8 text", input=b"\xef\xbb\xbf\xef\xff\nyes\n")
    _fails(args, "line 3 is not UTF-8 text", input=b"\xef\xbb\xbfyes\r\nno\rx\xc3\n")


def test_answers_past_the_limit_or_not_in_a_regular_file(tmp_path, monkeypatch):
    from judge.cli import drill_cmds

    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(drill_cmds, "ANSWERS_LIMIT", 100)
    args = ["drill", "--count", "1", "--seed", "1", "--deck-only"]
    _fails(args, "more than 100 bytes of answers on standard input", input=b"yes\n" * 30)
    big = tmp_path / "big.txt"
    big.write_bytes(b"yes\n" * 30)
    _fails(args + ["--answers", str(big)], "it holds 120 bytes, more than the 100 read")
    _fails(args + ["--answers", "/dev/zero"], "it is a device, not a regular file")
    os.mkfifo(tmp_path / "fifo")
    _fails(args + ["--answers", str(tmp_path / "fifo")], "it is a FIFO, not a regular file")


def test_now_past_what_the_scheduler_can_date(tmp_path, monkeypatch):
    # repro-08: --now 9999-12-31T23:59:59 overflowed inside FSRS
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    _fails(["drill", "--count", "1", "--seed", "1", "--now", "9999-12-31T23:59:59"], "a time from the year 1970 to 9000",
           input="yes\n")
    _fails(["drill", "--now", "0001-01-01"], "a time from the year 1970 to 9000")


def test_the_last_now_allowed_schedules(tmp_path):
    from datetime import datetime, timezone

    store = Store(tmp_path / "drill.sqlite")
    try:
        for correct in (True, True, True, False, True):
            rec = store.record(session="s", question="q", topic="stack", rules=("413.1",), difficulty=1, mode="drill",
                               given="a", expected="b", correct=correct, seconds=1.0,
                               now=datetime(9000, 12, 31, 23, 59, tzinfo=timezone.utc))
            assert rec.due.year <= 9999
    finally:
        store.close()


# --------------------------------------------------------------------------- export -o


def test_export_into_a_missing_folder_an_unwritable_one_or_a_folder(tmp_path, monkeypatch):
    # repro-03
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    _fails(["drill", "export", "-o", str(tmp_path / "no" / "such" / "dir" / "progress.json")],
           "No such file or directory")
    _fails(["drill", "export", "-o", str(tmp_path)], "is a folder that exists")
    if not (hasattr(os, "geteuid") and os.geteuid() == 0):
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        _fails(["drill", "export", "-o", str(locked / "progress.json")], "Permission denied")
        assert list(locked.iterdir()) == []


def test_export_never_writes_through_a_link(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    target = tmp_path / "target.json"
    link = tmp_path / "link.json"
    os.symlink(target, link)  # a link to nothing: writing would make the file it names
    _fails(["drill", "export", "-o", str(link)], "is a link that exists")
    assert not target.exists() and os.path.islink(link)
    target.write_text("mine")
    _fails(["drill", "export", "-o", str(link)], "is a link that exists")
    assert target.read_text() == "mine"
    fresh = tmp_path / "fresh.json"
    res = runner.invoke(app, ["drill", "export", "-o", str(fresh)])
    assert res.exit_code == 0 and json.loads(fresh.read_text())["answers"] == []
