"""``judge drill``: judge training whose answers are computed by the engine.

``judge drill`` runs a session (``--exam N`` a timed test); ``judge drill stats``,
``reset`` and ``export`` read or clear the progress database. Implementations are
imported inside each command so that start-up stays at the import floor.
"""

import sys
from typing import List, Optional

import typer

from judge.cli.app import JsonGroup, app, command, console, print_json, reporting

drill_app = typer.Typer(
    name="drill",
    add_completion=False,
    rich_markup_mode=None,
    cls=JsonGroup,  # (its own command-line mistakes are JSON with --json; whole numbers, app.CommandGroup)
)
app.add_typer(drill_app, name="drill")


#: The most bytes of answers read from a file or standard input (a session's answers are a few
#: hundred): past it, an error — ``/dev/zero`` on standard input is never read to the end.
ANSWERS_LIMIT = 1_000_000


def _reader(answers: Optional[str], interactive: bool, con, echo: bool = True):
    """The source of the trainee's answers: a file, standard input (each line echoed after
    its prompt on ``con`` when ``echo``), or the keyboard (``con.input``). A file or standard
    input is read whole first, within :data:`ANSWERS_LIMIT`, as UTF-8 (a JudgeError otherwise)."""
    from judge.errors import JudgeError

    if answers is not None:
        from judge.files import Refused, read_limited

        try:
            data = read_limited(answers, ANSWERS_LIMIT)
        except Refused as err:
            raise JudgeError(f"cannot read the answers file {answers}: {err.reason}") from None
        return _lines(_answer_lines(data, f"the answers file {answers}"), echo=con if echo else None)
    if not interactive:
        from judge.files import Refused, read_stream_limited, stdin_bytes

        try:
            data = read_stream_limited(stdin_bytes(), ANSWERS_LIMIT)
        except Refused:
            raise JudgeError(f"more than {ANSWERS_LIMIT:,} bytes of answers on standard input: a session reads one "
                             f"answer a line") from None
        return _lines(_answer_lines(data, "the answers on standard input"), echo=con if echo else None)

    def ask(prompt: str) -> Optional[str]:
        try:
            return con.input(prompt)
        except (EOFError, KeyboardInterrupt):
            return None
        except UnicodeDecodeError:
            raise JudgeError("what was typed is not UTF-8 text (the terminal's encoding?): the session "
                             "stops here; the answers before it are kept") from None

    return ask


def _answer_lines(data: bytes, what: str) -> list[str]:
    """The answers in ``data`` (UTF-8, a line each; blank lines skipped), or a JudgeError naming
    the first line that is not UTF-8."""
    from judge.dsl.source import decode, split_lines
    from judge.errors import JudgeError

    try:
        text = decode(data)
    except UnicodeDecodeError as err:
        line = err.args[-1][0]
        raise JudgeError(f"cannot read {what}: line {line} is not UTF-8 text; write the answers as UTF-8") from None
    return [ln for ln in split_lines(text) if ln.strip()]


def _lines(lines: list[str], echo):
    it = iter(lines)

    def read(prompt: str) -> Optional[str]:
        line = next(it, None)
        if echo is not None and line is not None:
            echo.print(f"{prompt}{line}", highlight=False)
        return line

    return read


class _Silent:
    """The Interface of ``--json``: reads the scripted answers, prints nothing."""

    def __init__(self, read) -> None:
        self.read = read

    def begin(self, total, exam, seconds, due=0, new=0) -> None:
        pass

    def ask(self, number, total, p):
        while True:
            line = self.read("")
            if line is None or line.strip() in ("q", "quit", "exit"):
                return None
            if line.strip() != "?" and p.valid(line):
                return line

    def verdict(self, p, given, correct) -> None:
        pass

    def rate(self, p):
        return None

    def scheduled(self, p, review) -> None:
        pass

    def end(self, summary) -> None:
        pass


def _now(value: Optional[str]):
    from datetime import datetime

    from judge.drill.store import utc
    from judge.errors import JudgeError

    if value is None:
        return utc()
    try:
        moment = utc(datetime.fromisoformat(value))
    except ValueError:
        raise JudgeError(f"--now {value!r} is not a date and time such as 2026-11-26T09:00") from None
    if not NOW_YEARS[0] <= moment.year <= NOW_YEARS[1]:
        raise JudgeError(f"--now {value!r}: a time from the year {NOW_YEARS[0]} to {NOW_YEARS[1]} (the scheduler "
                         f"sets reviews up to a century later)")
    return moment


#: The years ``--now`` may say: a review is due up to 100 years after it is answered (FSRS's
#: longest interval), and Python's dates end with the year 9999.
NOW_YEARS = (1970, 9000)


def _check_filters(topic: Optional[str], rule: Optional[str], difficulty: Optional[int], count: int) -> None:
    import re

    from judge.dsl.ast import DRILL_TOPICS
    from judge.errors import JudgeError

    if topic is not None and topic not in DRILL_TOPICS:
        raise JudgeError(f"unknown topic '{topic}': one of {', '.join(DRILL_TOPICS)}")
    if rule is not None and not re.fullmatch(r"[1-9][0-9]{2}(?:\.[0-9]+[a-z]?)?", rule):
        raise JudgeError(f"'{rule}' is not a rule number such as 420 or 420.5c")
    if difficulty is not None and difficulty not in (1, 2, 3):
        raise JudgeError(f"--difficulty {difficulty}: difficulties are 1, 2 and 3")
    if count < 1:
        raise JudgeError(f"--count {count}: at least one question")


@drill_app.callback(invoke_without_command=True)
@reporting
def drill_cmd(
    ctx: typer.Context,
    topic: Optional[str] = typer.Option(None, "--topic", help="Only this topic (combat, stack, sba, triggers ...)."),
    rule: Optional[str] = typer.Option(None, "--rule", help="Only questions decided by this rule or its sub-rules (420.5)."),
    difficulty: Optional[int] = typer.Option(None, "--difficulty", help="Only this difficulty: 1, 2 or 3."),
    new: Optional[int] = typer.Option(None, "--new", help="At most N questions never seen before (after the due reviews)."),
    count: int = typer.Option(10, "--count", help="Questions in the session."),
    seed: Optional[int] = typer.Option(None, "--seed", help="Seed the choice of questions, options and card slots."),
    exam: Optional[int] = typer.Option(None, "--exam", help="A written exam of N multiple-choice questions (level 1 "
                                                            "unless --level)."),
    level: Optional[int] = typer.Option(None, "--level", help="An exam of level 1, 2 or 3: its blueprint of topics "
                                                              "and pass mark (70 %, 80 %, 80 %)."),
    minutes: Optional[int] = typer.Option(None, "--time", metavar="MINUTES",
                                          help="Time the exam: answers after MINUTES count as wrong (untimed "
                                               "unless given)."),
    rating: Optional[str] = typer.Option(None, "--rating", help="How a right answer is rated for the scheduler: ask "
                                                                "(Hard/Good/Easy; the default at the keyboard), "
                                                                "time (by the answer's time) or good (the default "
                                                                "otherwise)."),
    retention: float = typer.Option(0.9, "--retention", help="The share of reviews you want to get right, 0.70 to "
                                                             "0.97: higher means shorter intervals."),
    missed: bool = typer.Option(False, "--missed", help="Only the questions you last answered wrong, the most "
                                                        "recent first."),
    daily: bool = typer.Option(False, "--daily", help="The question of the day: the same for everyone on a date."),
    answers: Optional[str] = typer.Option(None, "--answers", help="Read the answers from FILE, one per line."),
    explain: bool = typer.Option(False, "--explain", help="Print the decisive rules' full text with every verdict."),
    as_json: bool = typer.Option(False, "--json", help="Print only the session's JSON on stdout (answers from --answers or stdin)."),
    now: Optional[str] = typer.Option(None, "--now", hidden=True, help="The time of the session (scripting, tests)."),
    deck_only: bool = typer.Option(False, "--deck-only", help="Only the deck's questions, no generated ones."),
    generated: bool = typer.Option(False, "--generated", help="Only questions generated from the templates."),
    template: Optional[List[str]] = typer.Option(None, "--template", metavar="NAME",
                                                 help="Only the questions of this template (repeatable; "
                                                      "drills/templates/NAME.mtg)."),
    scenario: Optional[List[str]] = typer.Option(None, "--scenario", metavar="FILE",
                                                 help="Only the questions of this scenario file (repeatable)."),
) -> None:
    """Drill judge questions: the board, what the players do, a question; your answer; the
    engine's answer with the trace steps and rules that decide it. Due reviews come first
    (spaced repetition), then new questions. Progress: judge drill stats.

    Example: judge drill --topic combat --count 5
    """
    if ctx.invoked_subcommand is not None:
        return
    import random

    from judge.drill import session
    from judge.drill.store import Store, default_path
    from judge.errors import JudgeError

    level_ = _level(exam, level, minutes)  # first: it refuses --exam N < 1 by its own name
    if new is not None and new < 0:
        raise JudgeError(f"--new {new}: at least 0 (--new 0: the due reviews only, no question never seen before)")
    _check_filters(topic, rule, difficulty, exam or count)
    _check_schedule(rating, retention, missed, daily, level_)
    moment = _now(now)
    rng = random.Random(seed) if seed is not None else random.Random()
    made_only = generated or bool(template)
    if made_only and (deck_only or scenario):
        raise JudgeError(f"{'--template' if template else '--generated'} asks for generated questions: it can't go "
                         f"with {'--deck-only' if deck_only else '--scenario'}")
    items = session.pool(topic=topic, rule=rule, difficulty=difficulty, deck=not made_only, only=template or (),
                         generated=made_only or not (deck_only or scenario or daily or missed))
    if scenario:
        items = _of_files(items, scenario)
    if daily:
        items = [session.daily(items, moment)] if items else []
    if not items:
        raise JudgeError("no drill question matches these filters (see judge drill --help)")
    interactive = answers is None and sys.stdin.isatty()
    store = Store(default_path())
    try:
        due = store.due(moment)
        seen = store.seen()
        ids = {q.id for q in items}
        fresh = sum(1 for q in items if q.id not in seen)
        if missed:
            wanted = [q for q in store.missed() if q in ids]
            by_id = {q.id: q for q in items}
            chosen = [by_id[q] for q in wanted][:count]
            if not chosen:
                raise JudgeError("no question you answered wrong last time matches these filters")
        elif daily:
            chosen = items
        else:
            chosen = session.plan(items, count=(exam or level_.count) if level_ else count, new=new, rng=rng,
                                  due=due, seen=seen, exam=level_)
        con = None if as_json else console()
        if not chosen and con is not None:
            upcoming = [d for q, d in store.due_times() if q in ids]
            when = f"; the next review is due {min(upcoming).strftime('%Y-%m-%d %H:%M')} UTC" if upcoming else ""
            con.print(f"Nothing to drill now: no review is due and no question is new among these{when}.",
                      highlight=False)
            return
        read = _reader(answers, interactive, con, echo=not as_json)
        ui = _Silent(read) if as_json else _terminal(con, read, explain, interactive)
        summary = session.run(chosen, ui, store=store, exam=level_, rng=rng, now=moment, minutes=minutes,
                              rating=rating or ("ask" if interactive and not as_json else "good"),
                              retention=retention, due=[(q, d) for q, d in due if q in ids], new=fresh, seen=seen)
    finally:
        store.close()
    if as_json:
        data = summary.to_json()
        for q, a in zip(data["questions"], summary.answered):
            q["interval_seconds"] = round((a.due - moment).total_seconds()) if a.due and now is not None else None
        print_json(data)


def _level(exam: Optional[int], level: Optional[int], minutes: Optional[int]):
    """The exam's level (judge.drill.exam.Level), or None in a drill."""
    from judge.errors import JudgeError

    if level is not None and level not in (1, 2, 3):
        raise JudgeError(f"--level {level}: the levels are 1, 2 and 3")
    if exam is not None and exam < 1:  # (0 was read as no number and started a 10-question exam)
        raise JudgeError(f"--exam {exam}: an exam has at least 1 question (--exam N)")
    if minutes is not None and exam is None and level is None:
        raise JudgeError("--time times an exam: give --exam N or --level N with it")
    if minutes is not None and minutes < 1:
        raise JudgeError(f"--time {minutes}: at least one minute")
    if exam is None and level is None:
        return None
    from judge.drill.exam import LEVELS

    return LEVELS[level or 1]


def _check_schedule(rating: Optional[str], retention: float, missed: bool, daily: bool, level) -> None:
    from judge.drill.session import RATINGS
    from judge.errors import JudgeError

    if rating is not None and rating not in RATINGS:
        raise JudgeError(f"--rating {rating}: one of {', '.join(RATINGS)}")
    if not 0.70 <= retention <= 0.97:
        raise JudgeError(f"--retention {retention}: between 0.70 and 0.97 (0.9 by default)")
    if sum(bool(x) for x in (missed, daily, level)) > 1:
        raise JudgeError("--missed, --daily and an exam are different sessions: give one of them")


def _of_files(items, files: List[str]):
    """The deck questions of ``files`` (paths as given, inside the deck's scenarios)."""
    from pathlib import Path

    from judge.drill.deck import repo_root
    from judge.errors import JudgeError

    root = repo_root()
    wanted = set()
    for f in files:
        p = Path(f)
        if not p.is_file():
            # (a folder or a device said as what it is, not "no such file")
            what = ("a folder: give one scenario file of the deck (repeat --scenario for several)" if p.is_dir()
                    else "not a regular file (a device or a FIFO?): give a scenario file of the deck" if p.exists()
                    else "no such file")
            raise JudgeError(f"--scenario {f}: {what}")
        try:
            wanted.add(p.resolve().relative_to(root.resolve()).as_posix())
        except ValueError:
            raise JudgeError(f"--scenario {f}: not a scenario of the drill deck ({root / 'scenarios'})") from None
    chosen = [q for q in items if q.path in wanted]
    if not chosen:
        raise JudgeError(f"--scenario: {', '.join(files)} has no drill question (a question with topic, difficulty, "
                         f"decided by and an answer)")
    return chosen


def _terminal(con, read, explain, interactive=False):
    from judge.render.drill_view import TerminalDrill

    return TerminalDrill(con, read, explain, interactive=interactive)


@command("lint", group=drill_app)
def lint_cmd(
    problems: bool = typer.Option(False, "--problems", help="Show only the questions with problems (or notes)."),
    deep: bool = typer.Option(False, "--deep", help="Also play each question: the plays that decide its answer, and "
                                                    "a note when the board already gives it."),
    as_json: bool = typer.Option(False, "--json", help="Print only JSON on stdout."),
    scenario: Optional[List[str]] = typer.Option(None, "--scenario", metavar="FILE",
                                                 help="Only the questions of this scenario file (repeatable)."),
) -> None:
    """Read every deck question beside what it asks: its query, what a yes means, its
    answer and decisive rules; report the questions whose words do not match what they ask
    or whose rules do not exist. Exit status 1 when there is a problem.

    Example: judge drill lint --problems
    """
    from judge.drill.deck import scan
    from judge.drill.lint import lint, report_json, unknown_reviews

    items = scan()
    # an id of drills/reviewed.txt that names no deck question (checked over the whole deck)
    unknown = unknown_reviews(items) if deep and not scenario else []
    if scenario:
        items = _of_files(items, scenario)
    entries = lint(items, deep=deep)
    if as_json:
        print_json({**report_json(entries), "unknown_reviews": unknown})
    else:
        from judge.render.drill_view import render_lint

        render_lint(console(), entries, only_problems=problems)
        for qid in unknown:
            console().print(f"drills/reviewed.txt: {qid} names no deck question: take it off the list", highlight=False)
    if any(e.problems for e in entries) or unknown:
        raise typer.Exit(1)


@command("stats", group=drill_app)
def stats_cmd(
    as_json: bool = typer.Option(False, "--json", help="Print only JSON on stdout."),
    now: Optional[str] = typer.Option(None, "--now", hidden=True, help="The time of the stats (scripting, tests)."),
) -> None:
    """Reviews due now, new questions and the reviews of the next 7 days; accuracy per rule
    and per topic, weakest first, and progress by day.

    Example: judge drill stats
    """
    from judge.drill.session import pool
    from judge.drill.stats import schedule, summarize
    from judge.drill.store import Store, default_path

    moment = _now(now)
    store = Store(default_path())
    try:
        stats = summarize(store.answers())
        stats["schedule"] = schedule(store.due_times(), moment, [q.id for q in pool()])
    finally:
        store.close()
    if as_json:
        print_json(stats)
        return
    from judge.render.drill_view import render_stats

    render_stats(console(), stats)


@command("reset", group=drill_app)
def reset_cmd(
    yes: bool = typer.Option(False, "--yes", help="Confirm: forget every answer and schedule."),
) -> None:
    """Forget every stored answer and review schedule (asks for --yes).

    Example: judge drill reset --yes
    """
    from judge.drill.store import Store, default_path
    from judge.errors import JudgeError

    if not yes:
        raise JudgeError(f"judge drill reset forgets every answer in {default_path()}; run it again with --yes to confirm")
    store = Store(default_path())
    try:
        n = store.reset()
    finally:
        store.close()
    typer.echo(f"forgot {n} answer{'s' if n != 1 else ''}")


@command("export", group=drill_app)
def export_cmd(
    output: Optional[str] = typer.Option(None, "--output", "-o", help="Write to this new file instead of stdout."),
) -> None:
    """Export every stored answer and review schedule as JSON.

    Example: judge drill export -o progress.json
    """
    import json
    from pathlib import Path

    from judge.drill.stats import summarize
    from judge.drill.store import Store, default_path
    from judge.errors import JudgeError

    store = Store(default_path())
    try:
        rows = store.answers()
        data = {"answers": rows, "cards": store.cards(), "stats": summarize(rows)}
    finally:
        store.close()
    if output is None:
        print_json(data)
        return
    _write_new(Path(output), json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    from judge.visible import visible

    typer.echo(f"wrote {len(rows)} answers to {visible(output)}")


def _write_new(path, text: str) -> None:
    """Write ``text`` to ``path``, a file made for it: never over a file that is there, nor
    through a link (a link to nothing too: ``O_EXCL``); a JudgeError saying why it can't be
    written (its folder missing, no permission, a full disk — then the part written is removed)."""
    import os

    from judge.errors import JudgeError

    if os.path.lexists(path):
        what = "a link" if os.path.islink(path) else "a folder" if os.path.isdir(path) else "a file"
        raise JudgeError(f"{path} is {what} that exists; judge never overwrites a file nor writes through a link: "
                         f"choose a new name")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags, 0o666)
    except FileExistsError:
        raise JudgeError(f"{path} exists; judge never overwrites a file: choose a new name") from None
    except OSError as err:
        raise JudgeError(f"cannot write {path}: {err.strerror or err}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
    except OSError as err:
        try:
            os.remove(path)  # the file this call made, and only it
        except OSError:
            pass
        raise JudgeError(f"cannot write {path}: {err.strerror or err}; nothing was left there") from None
