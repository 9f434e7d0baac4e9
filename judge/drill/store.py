"""Drill progress: every answer in a SQLite database in the user's data directory.

The database is ``drill.sqlite`` in ``platformdirs.user_data_dir("judge")`` — or in
``$JUDGE_DATA_DIR`` when set — never in the repository. It holds every answer given
(``answers``) and, per question, its spaced-repetition card (``cards``): the scheduler is
the FSRS algorithm of the ``fsrs`` library (no fuzzing, so the same answers at the same
times give the same schedule), aiming at the desired retention given (0.9 unless said). A
wrong answer rates the card *Again*; a right one *Hard*, *Good* or *Easy* as the session
rates it (the trainee's word, the answer's time, or *Good*: judge.drill.session); the
card's ``due`` time says when the question comes back.

Each answer and its card update are one ``BEGIN IMMEDIATE`` transaction, so two sessions
at once never lose an answer (the second waits for the first). A file that is not a
SQLite database, or a SQLite database that is not judge's, is reported with its path
and left untouched; so is one of judge's whose tables have other columns, triggers, or rows
holding values of other kinds (a NULL, a number where a date goes, a card FSRS can't read: a
hand-edited or damaged database) — every row is checked as the database is opened, so a
session never goes on with half of it. A data directory that is a file or can't be made,
and a database SQLite can't read or write (locked, read-only, a full disk), are said so too.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Optional

from judge.errors import JudgeError

APPLICATION = "judge-drill"
SCHEMA = "1"
#: The desired retention FSRS schedules for unless told (``judge drill --retention``).
DEFAULT_RETENTION = 0.9

_TABLES = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    session TEXT NOT NULL,
    question TEXT NOT NULL,
    topic TEXT NOT NULL,
    rules TEXT NOT NULL,
    difficulty INTEGER NOT NULL,
    mode TEXT NOT NULL,
    given TEXT NOT NULL,
    expected TEXT NOT NULL,
    correct INTEGER NOT NULL,
    answered_at TEXT NOT NULL,
    seconds REAL NOT NULL
);
CREATE TABLE cards (question TEXT PRIMARY KEY, card TEXT NOT NULL, due TEXT NOT NULL);
CREATE INDEX answers_by_time ON answers (answered_at);
"""

#: Each table's columns, in order, and the kind of value each row must hold there (:data:`_WRONG`).
_COLUMNS: dict[str, tuple[tuple[str, str], ...]] = {
    "meta": (("key", "text"), ("value", "text")),
    "answers": (("id", "integer"), ("session", "text"), ("question", "text"), ("topic", "text"), ("rules", "text"),
                ("difficulty", "integer"), ("mode", "text"), ("given", "text"), ("expected", "text"),
                ("correct", "integer"), ("answered_at", "date"), ("seconds", "number")),
    "cards": (("question", "text"), ("card", "text"), ("due", "date")),
}
#: A value not of a kind, in SQL (``{0}``: the column); a date is ISO text SQLite reads as one.
_WRONG = {
    "text": "typeof({0}) != 'text'",
    "integer": "typeof({0}) != 'integer'",
    "number": "typeof({0}) NOT IN ('integer', 'real')",
    "date": "typeof({0}) != 'text' OR {0} NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T*' OR julianday({0}) IS NULL",
}
_KIND_WORDS = {"text": "text", "integer": "a whole number", "number": "a number", "date": "a date and time"}


def data_dir() -> Path:
    """Where the database lives: ``$JUDGE_DATA_DIR``, else the platform's user data dir."""
    override = os.environ.get("JUDGE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("judge", appauthor=False))


def default_path() -> Path:
    return data_dir() / "drill.sqlite"


def utc(moment: Optional[datetime] = None) -> datetime:
    """``moment`` (default now) as an aware UTC datetime."""
    moment = moment or datetime.now(timezone.utc)
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


@dataclass(frozen=True, slots=True)
class Recorded:
    """What :meth:`Store.record` did: the answer's row id and when the question is due."""

    row: int
    due: datetime


class Store:
    """The drill database at ``path`` (created with its tables when it does not exist)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        fresh = _fresh(self.path)
        self.conn: Any = None
        try:
            self.conn = _Guarded(sqlite3.connect(self.path, timeout=30, isolation_level=None), self)
            self.conn.execute("PRAGMA busy_timeout = 30000")
            if fresh:
                self._create()
            else:
                self._validate()
        except sqlite3.Error as err:  # (connecting)
            self.close()
            raise self._failed(err) from None
        except JudgeError:
            self.close()
            raise

    def _damaged(self, why: str) -> JudgeError:
        return JudgeError(
            f"the drill database {self.path} is damaged or is not judge's ({why}); it was left as it is. "
            f"Move it away to start afresh, or set JUDGE_DATA_DIR to use another directory."
        )

    def _failed(self, err: sqlite3.Error) -> JudgeError:
        """SQLite could not read or write the database: locked past the wait, read-only, a full disk."""
        return JudgeError(f"the drill database {self.path} can't be used: {err} (SQLite); what failed changed "
                          f"nothing. Set JUDGE_DATA_DIR to use another directory.")

    def _create(self) -> None:
        with self._transaction():
            tables = {r[0] for r in self.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if tables:  # another process created it meanwhile
                return
            for statement in filter(str.strip, _TABLES.split(";")):
                self.conn.execute(statement)
            self.conn.executemany("INSERT INTO meta VALUES (?, ?)", [("application", APPLICATION), ("schema", SCHEMA)])

    def _validate(self) -> None:
        tables = {r[0] for r in self.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"meta", "answers", "cards"} <= tables:
            raise self._damaged("it has no judge drill tables")
        meta = dict(self.conn.execute("SELECT key, value FROM meta"))
        if meta.get("application") != APPLICATION:
            raise self._damaged(f"it belongs to {meta.get('application')!r}")
        if meta.get("schema") != SCHEMA:
            raise self._damaged(f"schema {meta.get('schema')!r}, this judge reads schema {SCHEMA}")
        for table, columns in _COLUMNS.items():
            have = tuple(r[1] for r in self.conn.execute(f"PRAGMA table_info({table})"))
            if have != tuple(name for name, _ in columns):
                raise self._damaged(f"its table {table} has the columns {', '.join(have) or '(none)'}, not judge's "
                                    f"{', '.join(name for name, _ in columns)}")
        triggers = [r[0] for r in self.conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")]
        if triggers:
            raise self._damaged(f"it has triggers ({', '.join(map(repr, triggers))}), which judge never makes")
        if self.conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise self._damaged("SQLite's integrity check fails")
        for table, columns in _COLUMNS.items():  # one scan of each table finds a wrong row
            wrong = " OR ".join(f"({_WRONG[kind].format(name)})" for name, kind in columns)
            row = self.conn.execute(f"SELECT rowid FROM {table} WHERE {wrong} LIMIT 1").fetchone()
            if row is not None:
                for name, kind in columns:  # which column
                    found = self.conn.execute(f"SELECT {name} FROM {table} WHERE rowid = ? AND ({_WRONG[kind].format(name)})",
                                              row).fetchone()
                    if found is not None:
                        raise self._damaged(f"row {row[0]} of its table {table} holds {_shown(found[0])} as {name}, "
                                            f"not {_KIND_WORDS[kind]}")
        for question, card in self.conn.execute("SELECT question, card FROM cards"):
            self._card(card, question)

    def _transaction(self) -> Any:
        store = self

        class _Tx:
            def __enter__(self) -> None:
                store.conn.execute("BEGIN IMMEDIATE")

            def __exit__(self, kind: Any, *_: Any) -> None:
                store.conn.execute("COMMIT" if kind is None else "ROLLBACK")

        return _Tx()

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()

    # ----------------------------------------------------------------- scheduling
    def due(self, now: datetime) -> list[tuple[str, datetime]]:
        """The questions due at ``now``, earliest first (then by id)."""
        rows = self.conn.execute("SELECT question, due FROM cards WHERE due <= ? ORDER BY due, question",
                                 (utc(now).isoformat(),))
        return [(q, self._moment(d, q)) for q, d in rows]

    def seen(self) -> set[str]:
        """Every question that has a card (answered at least once)."""
        return {r[0] for r in self.conn.execute("SELECT question FROM cards")}

    def due_times(self) -> list[tuple[str, datetime]]:
        """Every scheduled question and when it is due, earliest first (the forecast)."""
        rows = self.conn.execute("SELECT question, due FROM cards ORDER BY due, question")
        return [(q, self._moment(d, q)) for q, d in rows]

    def missed(self) -> list[str]:
        """The questions whose latest answer was wrong, the most recently missed first."""
        rows = self.conn.execute(
            "SELECT question FROM answers AS a WHERE correct = 0 AND id = "
            "(SELECT max(id) FROM answers WHERE question = a.question) ORDER BY answered_at DESC, id DESC")
        return [r[0] for r in rows]

    def record(self, *, session: str, question: str, topic: str, rules: tuple[str, ...], difficulty: int,
               mode: str, given: str, expected: str, correct: bool, seconds: float, now: datetime,
               rating: Optional[str] = None, retention: float = DEFAULT_RETENTION) -> Recorded:
        """Store one answer and reschedule its question (one transaction): rated ``rating``
        (again, hard, good, easy; by default Good when right, Again when wrong) for the
        desired ``retention``."""
        from fsrs import Card, Rating, Scheduler

        now = utc(now)
        grade = Rating[(rating or ("good" if correct else "again")).capitalize()]
        with self._transaction():
            row = self.conn.execute("SELECT card FROM cards WHERE question = ?", (question,)).fetchone()
            card = self._card(row[0], question) if row else Card(card_id=_card_id(question))
            try:
                scheduler = Scheduler(desired_retention=retention, enable_fuzzing=False)
                card, _log = scheduler.review_card(card, grade, review_datetime=now)
            except (TypeError, ValueError, OverflowError) as err:  # a card's values FSRS can't schedule from
                raise self._damaged(f"the card of {question!r} can't be scheduled at {now.isoformat()}: {err}") from None
            cur = self.conn.execute(
                "INSERT INTO answers (session, question, topic, rules, difficulty, mode, given, expected, correct,"
                " answered_at, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (session, question, topic, " ".join(rules), difficulty, mode, given, expected, int(correct),
                 now.isoformat(), round(seconds, 3)))
            self.conn.execute("INSERT OR REPLACE INTO cards VALUES (?, ?, ?)",
                              (question, card.to_json(), utc(card.due).isoformat()))
        return Recorded(int(cur.lastrowid or 0), utc(card.due))

    # ----------------------------------------------------------------- reading
    def answers(self) -> list[dict[str, Any]]:
        cols = ("id", "session", "question", "topic", "rules", "difficulty", "mode", "given", "expected", "correct",
                "answered_at", "seconds")
        rows = self.conn.execute(f"SELECT {', '.join(cols)} FROM answers ORDER BY id")
        out = []
        for r in rows:
            d = dict(zip(cols, r))
            d["rules"] = d["rules"].split()
            d["correct"] = bool(d["correct"])
            out.append(d)
        return out

    def cards(self) -> list[dict[str, Any]]:
        rows = self.conn.execute("SELECT question, card, due FROM cards ORDER BY question")
        return [{"question": q, "due": d, "card": json.loads(c)} for q, c, d in rows]

    # ----------------------------------------------------------------- values read defensively
    def _moment(self, value: Any, question: str) -> datetime:
        """A card's due time as an aware datetime; one Python can't read is a damaged database."""
        try:
            return utc(datetime.fromisoformat(value))
        except (TypeError, ValueError):
            raise self._damaged(f"the card of {question!r} is due {_shown(value)}, not a date and time") from None

    def _card(self, value: Any, question: str) -> Any:
        """A stored card as an ``fsrs.Card``; one FSRS can't read is a damaged database."""
        from fsrs import Card

        try:
            return Card.from_json(value)
        except (TypeError, ValueError, KeyError, AttributeError, OverflowError):
            raise self._damaged(f"the card of {question!r} is {_shown(value)}, not a card FSRS reads") from None

    def reset(self) -> int:
        """Forget every answer and card; the number of answers forgotten."""
        with self._transaction():
            n = self.conn.execute("SELECT count(*) FROM answers").fetchone()[0]
            self.conn.execute("DELETE FROM answers")
            self.conn.execute("DELETE FROM cards")
        return int(n)


def _card_id(question: str) -> int:
    """A stable card id for a question (FSRS wants an int): the first 12 hex digits of its SHA-1."""
    import hashlib

    return int(hashlib.sha1(question.encode("utf-8")).hexdigest()[:12], 16)


class _Guarded:
    """The database connection, an error of SQLite's made a JudgeError naming the database: a
    damaged file (``DatabaseError``) or one that can't be used now (``OperationalError``: locked
    past the wait, read-only, a full disk) — never a traceback, whichever method meets it."""

    __slots__ = ("_conn", "_store")

    def __init__(self, conn: sqlite3.Connection, store: Store) -> None:
        self._conn, self._store = conn, store

    def execute(self, *args: Any) -> sqlite3.Cursor:
        try:
            return self._conn.execute(*args)
        except sqlite3.OperationalError as err:
            raise self._store._failed(err) from None
        except sqlite3.DatabaseError as err:
            raise self._store._damaged(str(err)) from None

    def executemany(self, *args: Any) -> sqlite3.Cursor:
        try:
            return self._conn.executemany(*args)
        except sqlite3.OperationalError as err:
            raise self._store._failed(err) from None
        except sqlite3.DatabaseError as err:
            raise self._store._damaged(str(err)) from None

    def close(self) -> None:
        self._conn.close()


def _shown(value: Any) -> str:
    """A stored value in a message: its repr cut short (a damaged row may hold anything)."""
    text = "NULL" if value is None else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _fresh(path: Path) -> bool:
    """Whether the database at ``path`` is to be made (it does not exist, or is empty), its
    directory made if need be; a JudgeError when the directory is a file or can't be made, or
    ``path`` is not a regular file (a folder; a FIFO SQLite would wait on; a link to nothing,
    through which judge makes no file)."""
    import stat

    folder = path.parent
    which = "(JUDGE_DATA_DIR)" if os.environ.get("JUDGE_DATA_DIR") else "(JUDGE_DATA_DIR sets another)"
    try:
        if folder.exists() and not folder.is_dir():
            raise JudgeError(f"the drill's data directory {folder} {which} is not a directory")
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise JudgeError(f"cannot make the drill's data directory {folder} {which}: {err.strerror or err}") from None
    try:
        st = path.stat()
    except FileNotFoundError:
        if path.is_symlink():
            raise JudgeError(f"the drill database {path} is a link to {os.readlink(path)}, which does not exist; "
                             f"judge makes no file through a link") from None
        return True
    except OSError as err:
        raise JudgeError(f"cannot read the drill database {path}: {err.strerror or err}") from None
    if not stat.S_ISREG(st.st_mode):
        raise JudgeError(f"the drill database {path} is not a regular file; it was left as it is")
    return st.st_size == 0
