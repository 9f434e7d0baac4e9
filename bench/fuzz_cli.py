"""The fuzzer's inputs beyond a scenario's text: what else a user touches (bench/fuzz.py).

Each input here is a *case*: a command line (``judge`` without the program name), the bytes on
standard input, files made in a folder of the case's own (``{W}`` in the arguments and the
environment), the environment, and what to compare. A case runs through the real command-line
code (typer's ``CliRunner``, in process, the folder its working directory, its own data
directory and, where it plants files, its own cache directory). The kinds:

* ``options``  every command with options drawn from values at their edges: numbers (negative,
  huge, 5,000 digits, ``²``, Arabic-Indic digits, ``1e3``), ``--limit`` settings, ``--now``
  times (year 1, 9999, invalid), rule ids, words and names with control sequences, paths that
  are no regular file (``/dev/zero``, a FIFO, a folder, a link to nothing, a sparse 5 MB file, a
  name with an escape sequence in it);
* ``stdin``    a drill session answered from standard input or ``--answers FILE``: answers,
  random bytes, invalid UTF-8, control sequences, a byte-order mark, CR line ends, NULs, a
  line past the limit;
* ``datadir``  ``JUDGE_DATA_DIR`` a file, under a file, a link to nothing, and in it a
  ``drill.sqlite`` that is no regular file, garbage, or judge's tables with columns, meta and
  values of other kinds (NULLs, BLOBs, huge numbers, dates of year 1 and 9999, FSRS cards with
  NaN, negative or absurd fields), triggers, views — then ``drill``, ``stats``, ``export`` (also
  ``-o`` over a file, a folder or a link) and ``reset``;
* ``planted``  a scenario read once (its entries kept), then the cache directory planted: a kept
  entry's bytes flipped, cut or replaced, a pickle of the AST's own classes with other values
  (its checksum right), a database replaced by garbage, a trigger, a table of other columns;
  the next run must say what a run without any cache says;
* ``lineends`` a bundled scenario (or one with a mistake) with CR, CRLF or mixed line ends, and
  Unicode separators (U+2028, U+0085, VT, FF) that are no line end to the reader: the first run
  and the next (the scenario read back from the cache) must say the same bytes.

Besides the fuzzer's results (``ok``, ``user``, ``internal``, ``hang``, ``memory``), a case can
fail as ``raw`` (a control character of the input reached the output: a terminal would obey
it) or ``differs`` (the two runs compared did not say the same bytes).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import pickle
import random
import re
import shutil
import signal
import sqlite3
import tempfile
import traceback
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parents[1]
KINDS = ("options", "stdin", "datadir", "planted", "lineends")
WEIGHTS = (2, 1, 1, 1, 1)

#: What must never reach the output: a control character but the tab and the line feed, and the
#: bidirectional controls (what judge.visible shows as escapes).
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")
OSC = "\x1b]0;OWNED\x07"
CSI = "\x1b[2J\x1b[31m"
EVIL = (OSC, CSI, "\x9b31m", "\u202e", "\x00", "\r", "\x7f", "\u2028")

NUMBERS = ("0", "1", "2", "3", "-1", "64", "10000", "10001", "999999999999999999999", "9" * 5000, "\u00b2",
           "\u0663", "\u0661\u0660", "1e3", " 7", "0x10", "", "1.5", "+5", CSI)
NOWS = ("2026-11-26T09:00", "2026-11-26", "1970-01-01T00:00", "9000-12-31T23:59:59", "9999-12-31T23:59:59",
        "0001-01-01", "2026-13-01", "now", "2026-11-26T09:00+14:00", "2026-11-26T09:00-25:00", OSC, "", "9" * 50)
LIMITS = ("copies=2000", "objects=6000", "x=5000", "counters=2000", "iterations=2000", "copies=\u00b2",
          "copies=\u0663\u0660\u0660\u0660", "copies=" + "9" * 5000, "digits=20", "copies=10", "copies", "=5",
          "x=-1", "COPIES=3000", " copies = 3000 ", "copies=3000=4", "x=1e5", CSI + "=1", "copies=100000")
WORDS = ("420.5c", "r420.5c", "4.", "420", "999.9z", "", "lethal damage", '"lethal', CSI + "red", "a" * 5000,
         "\u00e9", "\u202e", "Grizzly Bears", "Lightning Bolt", "@bears", "-", "combat", "stack", "418.5a",
         "regenerate", "damage on the stack", OSC + "Bolt", "x" * 300, "\udcff")
EDITIONS = ("classic", "2002", "2006", "2021", "rulebook", "1999", CSI, "")
TOPICS = ("combat", "stack", "sba", "triggers", "magic", "", CSI)
ANSWERS = ("yes", "no", "2", "3", "a", "b", "c", "A", "q", "?", "graveyard", "in play", "2/2", "Bob", "Alice", "draw",
           "maybe", "", " ", "20", "-1", "9" * 40)


# --------------------------------------------------------------------------- what the cases use


_CACHE: dict[str, Any] = {}


def _cached(key: str, make) -> Any:
    if key not in _CACHE:
        _CACHE[key] = make()
    return _CACHE[key]


def _scenario_paths() -> list[str]:
    return [str(p) for p in sorted((ROOT / "scenarios").rglob("*.mtg"))]


def _small_scenarios() -> list[str]:
    """Bundled scenarios that simulate quickly (a case runs one or three times)."""
    return [p for p in _cached("paths", _scenario_paths) if "/examples/" in p or "/rules/4" in p][:120]


def _deck_files() -> list[str]:
    from judge.drill.deck import scan

    return sorted({str(ROOT / q.path) for q in scan()})


def _path(rng: random.Random, files: list) -> str:
    """A path argument: a bundled scenario, or one of the edges (made in the case's folder)."""
    what = rng.randrange(12)
    if what < 4:
        return rng.choice(_cached("small", _small_scenarios))
    if what == 4:
        return rng.choice(("/dev/zero", "/dev/null"))
    if what == 5:
        files.append(("fifo", "fifo.mtg"))
        return "{W}/fifo.mtg"
    if what == 6:
        return "{W}"
    if what == 7:
        files.append(("link", "link.mtg", "{W}/nowhere.mtg"))
        return "{W}/link.mtg"
    if what == 8:
        files.append(("sparse", "big.mtg", 5_000_000))
        return "{W}/big.mtg"
    if what == 9:
        name = f"x{rng.choice([e for e in EVIL if e != chr(0)])}.mtg"  # (a path holds no NUL)
        files.append(("copy", name, rng.choice(_cached("small", _small_scenarios))))
        return "{W}/" + name
    if what == 10:
        text = Path(rng.choice(_cached("small", _small_scenarios))).read_text(encoding="utf-8")
        lines = text.split("\n")
        i = rng.randrange(len(lines))
        lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)] + rng.choice(EVIL) + " " + rng.choice(WORDS)
        files.append(("text", "bad.mtg", "\n".join(lines)))
        return "{W}/bad.mtg"
    return "{W}/missing.mtg"


def _maybe(rng: random.Random, p: float = 0.5) -> bool:
    return rng.random() < p


# --------------------------------------------------------------------------- the generators


def options_case(rng: random.Random) -> dict:
    files: list = []
    command = rng.choice(("ask", "ask", "check", "test", "drill", "drill", "drill stats", "drill export",
                          "drill reset", "rule", "search", "glossary", "history", "card", "cards"))
    argv = command.split()
    opts: list[list[str]] = []
    if command in ("ask", "check", "test"):
        argv += [_path(rng, files) for _ in range(1 if command == "ask" else rng.randint(1, 2))]
        if _maybe(rng):
            opts.append(["--limit", rng.choice(LIMITS)])
        if _maybe(rng, 0.3):
            opts.append(["--json"])
        if command == "ask":
            for flag in ("--explain", "--quiet", "--check"):
                if _maybe(rng, 0.2):
                    opts.append([flag])
            if _maybe(rng, 0.3):
                opts.append(["--max-outcomes", rng.choice(NUMBERS)])
            if _maybe(rng, 0.3):
                opts.append(["--outcome", rng.choice(NUMBERS)])
    elif command == "drill":
        for name, values, p in (("--topic", TOPICS, 0.2), ("--rule", WORDS, 0.2), ("--difficulty", NUMBERS, 0.2),
                                ("--new", NUMBERS, 0.2), ("--count", ("1", "2", "0", "-1", "\u0663", "9" * 30, ""), 0.6),
                                ("--seed", NUMBERS, 0.6), ("--exam", ("1", "2", "0", "-1", "9" * 30), 0.15),
                                ("--now", NOWS, 0.6)):
            if _maybe(rng, p):
                opts.append([name, rng.choice(values)])
        for flag in ("--deck-only", "--explain", "--json"):
            if _maybe(rng, 0.25):
                opts.append([flag])
        if _maybe(rng, 0.4):
            pick = rng.randrange(3)
            opts.append(["--scenario", rng.choice(_cached("deck", _deck_files)) if pick else _path(rng, files)])
        if _maybe(rng, 0.2):
            files.append(("bytes", "answers.txt", _answer_bytes(rng)))
            opts.append(["--answers", rng.choice(("{W}/answers.txt", "/dev/zero", "{W}/missing.txt", "{W}"))])
    elif command == "drill stats":
        if _maybe(rng):
            opts.append(["--json"])
    elif command == "drill export":
        if _maybe(rng):
            target = rng.choice(("{W}/out.json", "{W}/no/such/out.json", "{W}", "{W}/exists.json", "{W}/link.json"))
            files += [("text", "exists.json", "mine"), ("link", "link.json", "{W}/elsewhere.json")]
            opts.append(["-o", target])
    elif command == "drill reset":
        if _maybe(rng):
            opts.append(["--yes"])
    elif command in ("rule", "history"):
        argv += [rng.choice(WORDS) for _ in range(1 if command == "history" else rng.randint(1, 3))]
        if command == "rule" and _maybe(rng, 0.3):
            opts.append(["--children"])
        if command == "rule" and _maybe(rng, 0.3):
            opts.append(["--edition", rng.choice(EDITIONS)])
    elif command == "search":
        argv.append(rng.choice(WORDS))
        if _maybe(rng, 0.3):
            opts.append(["--limit", rng.choice(NUMBERS)])
        if _maybe(rng, 0.3):
            opts.append([rng.choice(("--all-editions", "--json"))])
        if _maybe(rng, 0.3):
            opts.append(["--edition", rng.choice(EDITIONS)])
    elif command in ("glossary", "card"):
        argv.append(rng.choice(WORDS))
        if _maybe(rng, 0.3):
            opts.append(["--json"])
    elif command == "cards":
        if _maybe(rng, 0.3):
            opts.append(["--json"])
        if _maybe(rng, 0.2):
            opts.append(["--check", "--pool", _path(rng, files)])
    rng.shuffle(opts)
    for o in opts:
        argv += o
    if _maybe(rng, 0.05):
        argv.append(rng.choice(("--", "--nope", "-", "--json=1", OSC)))  # what click itself reports
    return {"argv": argv, "stdin": _answer_bytes(rng) if _maybe(rng, 0.3) else None, "files": files}


def _answer_bytes(rng: random.Random) -> bytes:
    """Lines of answers at their edges: words, bytes, control sequences, bad UTF-8, BOM, NUL, CR."""
    out: list[bytes] = []
    if _maybe(rng, 0.1):
        out.append(b"\xef\xbb\xbf")
    for _ in range(rng.randint(0, 8)):
        what = rng.randrange(10)
        if what < 5:
            line = rng.choice(ANSWERS).encode()
        elif what == 5:
            line = bytes(rng.randrange(256) for _ in range(rng.randint(1, 20)))
        elif what == 6:
            line = (rng.choice(EVIL) + rng.choice(ANSWERS)).encode("utf-8", "surrogatepass")
        elif what == 7:
            line = rng.choice((b"\xff\xfe\x80", b"\xc3", b"\xed\xa0\x80", b"\x00yes"))
        elif what == 8:
            line = b"y" * rng.choice((1000, 100_000))
        else:
            line = rng.choice(ANSWERS).encode() + b"\r"
        out.append(line + rng.choice((b"\n", b"\n", b"\r\n", b"\r")))
    if _maybe(rng, 0.02):
        out.append(b"yes\n" * 300_000)  # past the limit (1 MB)
    return b"".join(out)


def stdin_case(rng: random.Random) -> dict:
    argv = ["drill", "--seed", str(rng.randrange(1000)), "--now", "2026-11-26T09:00"]
    if _maybe(rng, 0.7):
        argv += ["--scenario", rng.choice(_cached("deck", _deck_files))]
    else:
        argv += ["--count", str(rng.randint(1, 3)), "--deck-only"]
    for flag in ("--json", "--explain"):
        if _maybe(rng, 0.25):
            argv.append(flag)
    if _maybe(rng, 0.1):
        argv += ["--exam", "2"]
    data = _answer_bytes(rng)
    if _maybe(rng, 0.3):
        return {"argv": argv + ["--answers", "{W}/answers.txt"], "stdin": None, "files": [("bytes", "answers.txt", data)]}
    return {"argv": argv, "stdin": data, "files": []}


def datadir_case(rng: random.Random) -> dict:
    files: list = []
    env = {}
    where = rng.randrange(10)
    if where == 0:
        files.append(("text", "afile", "x\n"))
        env["JUDGE_DATA_DIR"] = rng.choice(("{W}/afile", "{W}/afile/below"))
    elif where == 1:
        files.append(("link", "data", "{W}/nowhere"))
        env["JUDGE_DATA_DIR"] = "{W}/data"
    else:
        env["JUDGE_DATA_DIR"] = "{W}/data"
        db = rng.randrange(10)
        if db == 0:
            files.append((rng.choice(("fifo", "dir")), "data/drill.sqlite"))
        elif db == 1:
            files.append(("link", "data/drill.sqlite", "{W}/nowhere.sqlite"))
        elif db == 2:
            files.append(("bytes", "data/drill.sqlite", bytes(rng.randrange(256) for _ in range(rng.randint(0, 3000)))))
        else:
            files.append(("db", "data/drill.sqlite", _db_spec(rng)))
    command = rng.choice((["drill", "stats"], ["drill", "stats", "--json"], ["drill", "export"],
                          ["drill", "export", "-o", rng.choice(("{W}/out.json", "{W}/data", "{W}/data/drill.sqlite"))],
                          ["drill", "--count", "1", "--seed", "1", "--deck-only", "--now",
                           rng.choice(("2026-11-26T09:00", "9000-12-31T23:00"))],
                          ["drill", "--count", "2", "--seed", "2", "--json", "--now", "2026-11-26T09:00"],
                          ["drill", "reset", "--yes"], ["drill", "reset"]))
    return {"argv": command, "stdin": b"yes\n2\nb\ngraveyard\n", "files": files, "env": env}


_COLUMNS = ("id", "session", "question", "topic", "rules", "difficulty", "mode", "given", "expected", "correct",
            "answered_at", "seconds")
_CARD = {"card_id": 1, "state": 2, "step": None, "stability": 3.2, "difficulty": 5.1,
         "due": "2026-11-20T09:00:00+00:00", "last_review": "2026-11-17T09:00:00+00:00"}


def _db_spec(rng: random.Random) -> dict:
    """A drill database: judge's (its values right) with none to three things changed."""
    spec = {"seed": rng.randrange(1 << 30), "changes": [rng.randrange(14) for _ in range(rng.choice((0, 1, 1, 2, 3)))]}
    return spec


def _value(rng: random.Random) -> Any:
    return rng.choice((None, 0, 1, -1, 2 ** 63 - 1, 1.5, float("nan"), float("inf"), "", "x", "413.1", b"413.1",
                       "2026-01-01T00:00:00+00:00", "9999-12-31T23:59:59+00:00", "0001-01-01T00:00:00+00:00",
                       "2026-02-30T00:00:00", "now", "1999-99-99", "y" * 100_000, OSC, "{}", "[]", "null"))


def make_db(path: Path, spec: dict) -> None:
    """The database ``spec`` says (made by sqlite3 directly: judge's schema, then changed)."""
    rng = random.Random(spec["seed"])
    d = sqlite3.connect(path)
    changes = set(spec["changes"])
    types = not (changes & {0})
    d.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    meta = [("application", "judge-drill"), ("schema", "1")]
    if 1 in changes:
        i = rng.randrange(2)
        meta[i] = (meta[i][0], rng.choice(("other", "2", b"judge-drill", 1)))
    d.executemany("INSERT INTO meta VALUES (?, ?)", meta)
    cols = list(_COLUMNS)
    if 2 in changes:
        del cols[rng.randrange(1, len(cols))]
    if 3 in changes:
        cols.append("more")
    if 4 in changes:
        i, j = rng.randrange(1, len(cols)), rng.randrange(1, len(cols))
        cols[i], cols[j] = cols[j], cols[i]
    decl = ", ".join("id INTEGER PRIMARY KEY" if c == "id" else (f"{c} TEXT" if types else c) for c in cols)
    d.execute(f"CREATE TABLE answers ({decl})")
    d.execute(f"CREATE TABLE cards (question TEXT PRIMARY KEY, card{' TEXT' if types else ''}, due{' TEXT' if types else ''})")
    questions = [f"scenarios/examples/mana_burn.mtg#{i}" for i in range(1, 4)] + ["q"]
    for n in range(rng.randint(0, 6)):
        row = {"session": "s1", "question": rng.choice(questions), "topic": rng.choice(("stack", "costs")),
               "rules": rng.choice(("413.1", "300.4 420.5c", "")), "difficulty": rng.randint(1, 3), "mode": "drill",
               "given": rng.choice(ANSWERS), "expected": "2", "correct": rng.randint(0, 1),
               "answered_at": f"2026-11-{10 + n:02d}T09:00:00+00:00", "seconds": round(rng.random() * 9, 3)}
        if 5 in changes or 6 in changes:
            row[rng.choice(list(row))] = _value(rng)
        names = [c for c in cols if c in row]
        d.execute(f"INSERT INTO answers ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
                  [row[c] for c in names])
    import json

    for q in questions[: rng.randint(0, 4)]:
        card = dict(_CARD)
        due = card["due"]
        if 7 in changes:
            value = _value(rng)
            card[rng.choice(list(card))] = None if isinstance(value, bytes) else value
        if 8 in changes:
            due = _value(rng)
        text = json.dumps(card, allow_nan=True)
        if 9 in changes:
            text = text[: rng.randrange(len(text))]
        try:
            d.execute("INSERT INTO cards VALUES (?, ?, ?)", (q, text, due))
        except sqlite3.Error:
            pass
    if 10 in changes:
        d.execute("CREATE TRIGGER t AFTER INSERT ON answers BEGIN DELETE FROM cards; END")
    if 11 in changes:
        d.execute("CREATE VIEW v AS SELECT * FROM answers")
    if 12 in changes:
        d.execute("DROP TABLE cards")
    if 13 in changes:
        d.execute("CREATE TABLE extra (x)")
    d.commit()
    d.close()


def planted_case(rng: random.Random) -> dict:
    scenario = rng.choice(_cached("small", _small_scenarios))
    inline = [p for p in _cached("paths", _scenario_paths) if "/cards/" in p]
    if _maybe(rng, 0.3) and inline:
        scenario = rng.choice(inline)
    return {"argv": [rng.choice(("ask", "check")), scenario], "stdin": None, "files": [],
            "plant": {"seed": rng.randrange(1 << 30), "how": rng.randrange(9)}, "compare": "uncached"}


def lineends_case(rng: random.Random) -> dict:
    text = Path(rng.choice(_cached("small", _small_scenarios))).read_text(encoding="utf-8")
    lines = text.split("\n")
    if _maybe(rng):  # a mistake, so that a diagnostic is located
        i = rng.randrange(len(lines))
        lines[i] = rng.choice((lines[i].replace(" ", "  x ", 1), lines[i] + " frobnicates", "Alcie passes",
                               lines[i][:-1], lines[i] + rng.choice(("\u2028", "\u0085", "\x0b", "\x0c", "\u2029"))))
    end = rng.choice(("\r", "\r\n", "mixed"))
    if end == "mixed":
        out = "".join(line + rng.choice(("\n", "\r", "\r\n")) for line in lines)
    else:
        out = end.join(lines)
    for _ in range(rng.randint(0, 2)):  # separators no reader takes as a line end
        at = rng.randrange(len(out) + 1)
        out = out[:at] + rng.choice(("\u2028", "\u0085", "\x0b", "\x0c", "\u2029")) + out[at:]
    argv = [rng.choice(("ask", "ask", "check", "ask --json")), "{W}/s.mtg"]
    return {"argv": argv[0].split() + argv[1:], "stdin": None, "files": [("text", "s.mtg", out)], "compare": "again"}


GENERATORS = {"options": options_case, "stdin": stdin_case, "datadir": datadir_case, "planted": planted_case,
              "lineends": lineends_case}


# --------------------------------------------------------------------------- running a case


class Failure(Exception):
    """What a case found (its result and detail)."""

    def __init__(self, result: str, detail: str) -> None:
        super().__init__(detail)
        self.result, self.detail = result, detail


_BASE: list[str] = []


def _folder(index: int) -> Path:
    if not _BASE:
        _BASE.append(tempfile.mkdtemp(prefix="judge-fuzz-"))
    path = Path(_BASE[0]) / f"case-{index}"
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


def _make(work: Path, files: list) -> None:
    for kind, name, *rest in files:
        target = work / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if os.path.lexists(target):
            continue
        if kind == "text":
            target.write_bytes(rest[0].encode("utf-8", "surrogateescape"))  # (\udcff: a byte not UTF-8)
        elif kind == "bytes":
            target.write_bytes(rest[0])
        elif kind == "copy":
            shutil.copyfile(rest[0], target)
        elif kind == "fifo":
            os.mkfifo(target)
        elif kind == "dir":
            target.mkdir()
        elif kind == "link":
            os.symlink(rest[0].replace("{W}", str(work)), target)
        elif kind == "sparse":
            with open(target, "wb") as fh:
                fh.truncate(rest[0])
        elif kind == "db":
            make_db(target, rest[0])


@contextlib.contextmanager
def _environment(values: dict, cwd: Path):
    old = {k: os.environ.get(k) for k in values}
    here = os.getcwd()
    os.environ.update(values)
    os.chdir(cwd)
    from judge.dsl import limits

    raised = {name: getattr(limits, name) for name in limits._BY_NAME.values()}
    _reset_stores()
    try:
        yield
    finally:
        _reset_stores()
        for name, value in raised.items():  # --limit raises a limit for the rest of the process
            setattr(limits, name, value)
        os.chdir(here)
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _reset_stores() -> None:
    """Close the kept-work databases and forget them (a case's cache directory is its own)."""
    from judge.cards import text_cache
    from judge.dsl import kept

    for module in (kept, text_cache):
        if module._store.cache_info().currsize:
            store = module._store()
            if store is not None:
                store.close()
        module._store.cache_clear()
    seen = getattr(text_cache, "_SEEN", None)  # (cards read in this process, where text_cache keeps them)
    if seen is not None:
        seen.clear()


def _invoke(argv: list[str], stdin: Optional[bytes]) -> str:
    """One run; its output (stdout and stderr), or a Failure."""
    from typer.testing import CliRunner

    from judge.cli import app

    res = CliRunner().invoke(app, argv, input=stdin)
    exc = res.exception
    if exc is not None and not isinstance(exc, SystemExit):
        if isinstance(exc, MemoryError):
            raise Failure("memory", "")
        raise Failure("internal", _where(exc, res.exc_info[2] if res.exc_info else None))
    if res.exit_code not in (0, 1, 2):
        raise Failure("internal", f"exit status {res.exit_code}")
    out = res.output
    if "Traceback (most recent call last)" in out:
        raise Failure("internal", "a traceback printed")
    raw = RAW.search(out)
    if raw is not None:
        raise Failure("raw", f"{raw.group()!r} at {out[max(0, raw.start() - 40): raw.start() + 10]!r}")
    return f"[{res.exit_code}]" + out


def _where(err: BaseException, tb: Any) -> str:
    frames = traceback.extract_tb(tb) if tb is not None else []
    mine = [f for f in frames if "/judge/" in f.filename] or frames
    place = f"{Path(mine[-1].filename).name}:{mine[-1].lineno}" if mine else "?"
    return f"{type(err).__name__} at {place}: {str(err)[:200]}"


#: How much longer than its limit an input may wait without using the processor before it is
#: called a hang too (:func:`arm`).
WALL_FACTOR = 20


def arm(seconds: float) -> None:
    """Start an input's time limit: ``seconds`` of this process's processor time (``ITIMER_PROF``,
    SIGPROF), so that on a loaded machine — CI's runs, a suite beside other work — slow work is
    not taken for a hang (a wall-clock limit said "hang" for Circle of Protection: Green in a
    suite that took 46 minutes, thirty-first session); and ``WALL_FACTOR`` times as long on the
    clock (SIGALRM), for a wait that uses no processor time. Both signals' handlers are set by
    :func:`handle`."""
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, seconds * WALL_FACTOR)


def disarm() -> None:
    """Stop both of :func:`arm`'s timers."""
    signal.setitimer(signal.ITIMER_PROF, 0)
    signal.setitimer(signal.ITIMER_REAL, 0)


def handle(handler) -> dict:
    """Set ``handler`` for both of :func:`arm`'s signals; the handlers it replaced, by signal."""
    old = {sig: signal.getsignal(sig) for sig in (signal.SIGALRM, signal.SIGPROF)}
    for sig in old:
        signal.signal(sig, handler)
    return old


def run_case(case: dict, seconds: float, index: int = 0) -> tuple[str, str]:
    """(result, detail) of a case (see the module's doc)."""
    work = _folder(index)
    try:
        _make(work, case.get("files", []))
        argv = [a.replace("{W}", str(work)) for a in case["argv"]]
        env = {"JUDGE_DATA_DIR": str(work / "data"), "XDG_CACHE_HOME": str(work / "cache"), "COLUMNS": "100"}
        env.update({k: v.replace("{W}", str(work)) for k, v in case.get("env", {}).items()})
        arm(seconds)
        try:
            with _environment(env, work):
                out = _invoke(argv, case.get("stdin"))
                if case.get("compare") == "again":
                    again = _invoke(argv, case.get("stdin"))
                    if again != out:
                        raise Failure("differs", f"a second run said other bytes: {out[:120]!r} / {again[:120]!r}")
                elif case.get("compare") == "uncached":
                    _plant(work / "cache", case["plant"])
                    _reset_stores()
                    planted = _invoke(argv, None)
                    os.environ["JUDGE_NO_CACHE"] = "1"
                    try:
                        truth = _invoke(argv, None)
                    finally:
                        del os.environ["JUDGE_NO_CACHE"]
                    if planted != truth:
                        raise Failure("differs", f"with planted cache files: {planted[:120]!r} / {truth[:120]!r}")
        finally:
            disarm()
    except Failure as f:
        return f.result, f.detail
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return ("user" if out.startswith("[2]") else "ok"), ""


def _plant(cache: Path, plant: dict) -> None:
    """Plant the cache directory ``cache`` (its entries made by the first run): see the module's doc."""
    rng = random.Random(plant["seed"])
    how = plant["how"]
    _reset_stores()
    databases = sorted((cache / "judge").glob("*.sqlite3"))
    if not databases:
        return
    db_path = rng.choice(databases)
    if how == 0:  # the whole database replaced
        for suffix in ("", "-wal", "-shm"):
            with contextlib.suppress(OSError):
                os.remove(f"{db_path}{suffix}")
        db_path.write_bytes(bytes(rng.randrange(256) for _ in range(rng.randint(0, 5000))))
        return
    db = sqlite3.connect(db_path)
    try:
        if how == 1:
            db.execute("CREATE TRIGGER t AFTER INSERT ON kept BEGIN DELETE FROM kept; END")
        elif how == 2:
            db.executescript("DROP TABLE kept; CREATE TABLE kept (key TEXT PRIMARY KEY, other BLOB)")
        else:
            rows = db.execute("SELECT key, data FROM kept").fetchall()
            for key, data in rows:
                db.execute("UPDATE kept SET data = ? WHERE key = ?", (_damaged(rng, how, data, db_path.name), key))
        db.commit()
    finally:
        db.close()


def _damaged(rng: random.Random, how: int, data: bytes, database: str) -> Any:
    if not data:  # (an entry kept empty has no byte to flip or cut: garbage in its place; seed 6161)
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 50)))
    if how == 3:  # a byte flipped
        i = rng.randrange(len(data))
        return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]
    if how == 4:
        return data[: rng.randrange(len(data))]
    if how == 5:
        return data + bytes(rng.randrange(256) for _ in range(rng.randint(1, 50)))
    if how == 6:
        return rng.choice(("text, not bytes", 5, 1.5, b""))
    if database.startswith("scenarios-") and how in (7, 8):
        return _planted_ast(rng, data, deep=how == 8)
    return data[::-1]


def _planted_ast(rng: random.Random, data: bytes, deep: bool) -> bytes:
    """A kept scenario with one field of one node set to a value of another type (its checksum
    right: written by whoever knows the format), or nested past Python's stack."""
    from judge.dsl import kept

    unpickler = kept._Unpickler(io.BytesIO(data[kept._SUM:]))
    unpickler.persistent_load = kept._ids().__getitem__  # (classes and members kept by name, as kept.load reads them)
    scenario, checked = unpickler.load()
    nodes = []
    todo = [scenario]
    while todo:
        x = todo.pop()
        if hasattr(x, "__dataclass_fields__"):
            nodes.append(x)
            todo += [getattr(x, f) for f in x.__dataclass_fields__]
        elif isinstance(x, tuple):
            todo += list(x)
    node = rng.choice(nodes)
    name = rng.choice(list(node.__dataclass_fields__))
    value: Any = rng.choice((None, 5, "x", (), ("x",), 1.5, True, nodes[0], (nodes[-1],), frozenset()))
    object.__setattr__(node, name, ("PLACEHOLDER-XYZ",) if deep else value)
    try:
        if not deep and kept._fits(scenario):
            return data[::-1]  # a value of the field's type: another scenario no reader could tell (not a damage)
    except RecursionError:
        pass
    out = io.BytesIO()
    kept._Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump((scenario, checked))
    body = out.getvalue()
    if deep:  # a tuple nested 100,000 deep where the placeholder was (the unpickler builds it without recursion)
        body = body.replace(b"\x8c\x0fPLACEHOLDER-XYZ", b")" + b"\x85" * 100_000)
    return hashlib.blake2b(body, digest_size=kept._SUM).digest() + body
