"""The edges of the command line (issue 41, ../shared/repro/fuzz-3/): a file past the size
limit, ``/dev/zero`` and a FIFO refused before any reading (repro-09, repro-10); ``--limit``
values said in words; CR and CRLF files located the same on every run (repro-12)."""

from __future__ import annotations

import os
import signal

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.dsl import kept

runner = CliRunner()


def _paragraph(args, *words):
    res = runner.invoke(app, args)
    assert res.exit_code == 2, (args, res.output)
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    assert "Traceback" not in res.output
    for w in words:
        assert w in res.output, (args, res.output)
    return res.output


@pytest.fixture
def alarm():
    """A test that would block forever fails after 10 s instead."""
    def fail(signum, frame):
        raise AssertionError("blocked")

    old = signal.signal(signal.SIGALRM, fail)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def test_a_file_past_the_size_limit_is_refused_unread(tmp_path, monkeypatch):
    # repro-09: 700 MB (sparse: no disk taken) was read whole, then decoded, before the limit
    big = tmp_path / "big.mtg"
    with open(big, "wb") as fh:
        fh.truncate(700 * 1024 * 1024)
    read = []
    real = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: read.append(n) or real(fd, n))
    for command in ("check", "ask"):
        _paragraph([command, str(big)], "big.mtg:1:1: characters in a file can be at most 1,000,000",
                   "'file size' limit), here 734,003,200 bytes")
    assert read == []  # refused by its size, not by reading it


def test_what_is_not_a_regular_file_is_refused_without_waiting(tmp_path, alarm):
    # repro-09 (/dev/zero: endless) and repro-10 (a FIFO no one writes to: a wait forever)
    fifo = tmp_path / "s.mtg"
    os.mkfifo(fifo)
    _paragraph(["check", "/dev/zero"], "/dev/zero:1:1: cannot read the file: it is a device, not a regular file")
    _paragraph(["check", str(fifo)], "s.mtg:1:1: cannot read the file: it is a FIFO, not a regular file")
    _paragraph(["ask", str(fifo)], "it is a FIFO, not a regular file")
    _paragraph(["test", str(fifo)], "is not a regular file")
    res = runner.invoke(app, ["test", str(tmp_path)])  # in a folder: named, as when it is given alone
    assert res.exit_code == 2 and "s.mtg: not a regular file" in res.output and "no scenarios" not in res.output
    res = runner.invoke(app, ["check", str(tmp_path)])  # named by the folder: an error of the run
    assert res.exit_code == 2 and "it is a FIFO, not a regular file" in res.output
    _paragraph(["cards", "--check", "--pool", "/dev/zero"], "--pool /dev/zero: can't read the pool file: it is a device")
    _paragraph(["cards", "--check", "--pool", str(fifo)], "it is a FIFO, not a regular file")


def test_a_file_not_utf8_after_a_byte_order_mark_is_located(tmp_path):
    path = tmp_path / "bom.mtg"
    path.write_bytes(b"\xef\xbb\xbfplayer Alice\r\nplayer Bob\rAlice \xff passes\n")
    _paragraph(["check", str(path)], "bom.mtg:3:7: the file is not UTF-8 text")


@pytest.mark.parametrize("value, words", [
    ("copies=\u00b2", "the value is not a whole number written with the digits 0 to 9 (such as copies=5000)"),
    ("copies=\u0663\u0660\u0660\u0660", "the value is not a whole number written with the digits 0 to 9"),
    ("copies=" + "9" * 5000, "the 'copies' limit can be raised to 100,000 at most"),
    ("copies=-5", "not a whole number"),
    ("x=1e5", "not a whole number"),
    ("copies", "as NAME=N"),
])
def test_a_limit_value_says_what_it_must_be(tmp_path, value, words):
    path = tmp_path / "a.mtg"
    path.write_text("player Alice\n")
    out = _paragraph(["check", "--limit", value, str(path)], words)
    assert len(out) < 400 and "int()" not in out and "digits" not in out.replace("digits 0 to 9", "")


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    for name in ("JUDGE_NO_SCENARIO_CACHE", "JUDGE_NO_CACHE"):
        monkeypatch.delenv(name, raising=False)
    kept._store.cache_clear()
    yield
    if kept._store() is not None:
        kept._store().close()
    kept._store.cache_clear()


@pytest.mark.parametrize("end", ["\r", "\r\n"])
def test_cr_and_crlf_files_say_the_same_bytes_on_every_run(tmp_path, cache_home, end):
    # repro-12: the first run read the file; later runs the kept scenario, whose text kept its
    # CRs: the diagnostic's line was the whole file (CR) or ended in a CR (CRLF)
    path = tmp_path / "cr.mtg"
    lines = ["player Alice", "player Bob", "turn Alice, precombat main", "mana is not tracked",
             "Alice hand: Giant Growth", "Alice casts Giant Growth targeting Bob", "all pass", ""]
    path.write_bytes(end.join(lines).encode())
    first = _paragraph(["ask", str(path)], "cr.mtg:6:36: illegal play", "\n    Alice casts Giant Growth targeting Bob\n")
    assert len(kept._store().keys()) == 1  # the next run reads the kept scenario
    assert _paragraph(["ask", str(path)]) == first


@pytest.mark.parametrize("args, words", [
    (["drill", "--count", "\u0663"], "'\u0663' is not a whole number written with the digits 0 to 9"),
    (["drill", "--count", "9" * 5000], "has 5,000 digits; a number here has at most 18"),
    (["ask", "--max-outcomes", "\u00b2", "x.mtg"], "'\u00b2' is not a whole number"),
    (["search", "x", "-n", "1e3"], "'1e3' is not a whole number"),
])
def test_a_whole_number_option_reads_the_digits_0_to_9(args, words):
    # click's INT took Arabic-Indic digits silently and quoted all 5,000 digits of a long one
    res = runner.invoke(app, args)
    assert res.exit_code == 2 and words in res.output and len(res.output) < 500, res.output
