"""Engine commands: ``judge ask`` (simulate one scenario) and ``judge test`` (run the suite).

Implementations are imported inside each command so that start-up stays at the import floor.
Parameters are plain ``str``/``List[str]``/``bool`` (the cheapest for typer to coerce).
"""

from typing import List, Optional

import typer

from judge.cli.app import LIMIT_HELP, app, apply_limits, command, console, many, print_json, scenario_files  # noqa: F401


def ask_json(scenario, outcomes, results=None, steps=None, final=None, why=None) -> dict:
    """The ``judge ask --json`` document (see docs/ask.md). ``results``: the questions'
    answers, if already worked out; ``steps(i)``, ``final(i)``: what to put for outcome
    ``i``'s steps and final state instead of them (:func:`write_ask_json`); ``why``: the "Why"
    (judge.suite.why), worked out here when not given."""
    from judge.suite.why import explain as why_of

    from judge.render.trace_view import answers, end_groups, same_ends
    from judge.suite.questions import answer_all

    results = answer_all(scenario, outcomes) if results is None else results
    why = why_of(scenario, outcomes) if why is None else why
    same = same_ends(outcomes)
    out = []
    for i, o in enumerate(outcomes):
        item = {
            "number": i + 1,  # as judge ask prints it (every outcome number of the document is 1-based)
            "choices": [c.to_json() for c in o.choices],
            "steps": [s.to_json() for s in o.steps] if steps is None else steps(i),
            "final": o.final.to_json() if final is None else final(i),
            "answers": answers(results, i),
            "why": why.to_json(i),
        }
        if o.notes:  # e.g. the exploration bound was reached: how much was left (docs/ask.md)
            item["notes"] = list(o.notes)
        if o.checkpoints:
            item["checkpoints"] = [{"name": n, "state": s.to_json()} for n, s in o.checkpoints]
        if i in same:  # another way to the same end: that outcome's number
            item["same_end_as"] = same[i] + 1
        if o.error is not None:  # it ended in an error: the game as it stood there, and why
            item["error"] = o.error.to_json()
        out.append(item)
    groups = end_groups(outcomes)
    summary = {"outcomes": len(outcomes), "ends": len(groups),
               "errors": [i + 1 for i, o in enumerate(outcomes) if o.error is not None]}
    return {"scenario": scenario_json(scenario), "summary": summary, "outcomes": out, "ends": [[i + 1 for i in g] for g in groups],
            "questions": [r.to_json() for r in results]}


def scenario_json(scenario) -> dict:
    """What ``judge ask`` prints before the trace, as data: the scenario's ``title`` (None
    without a title line), ``notes`` and rules ``edition``, and ``start``, the game as the scenario sets it up before its first
    line is carried out (the shape of an outcome's ``final``: every object with its computed
    characteristics, the stack, whose turn and which step; docs/ask.md)."""
    from judge.engine.build import build
    from judge.engine.snapshot import snapshot
    from judge.engine.trace import Tracer

    return {"title": scenario.title, "notes": list(scenario.notes), "edition": scenario.edition,
            "start": snapshot(build(scenario, Tracer(path=scenario.path))).to_json()}


def write_ask_json(scenario, outcomes, results, out, why=None) -> None:
    """Write to ``out`` the bytes ``print_json(ask_json(...))`` would, with each trace step
    and each final state encoded once: the outcomes of an exploration share the steps before
    their branch point, and many end alike, which one ``json.dumps`` of the whole document
    would encode again for every outcome (1,024 outcomes: 50 MB of JSON;
    docs/performance.md)."""
    import json

    marks = [f"\x00outcome {i}\x00" for i in range(len(outcomes))]
    text = json.dumps(ask_json(scenario, outcomes, results, steps=lambda i: marks[i], final=lambda i: marks[i], why=why),
                      indent=2, ensure_ascii=False)
    encoded: dict = {}  # id(step) or the final state -> its JSON, indented where it goes
    steps_pad, final_pad = " " * 8, " " * 6  # outcomes[].steps[] items; outcomes[].final

    def step_text(step) -> str:
        key = id(step)
        if key not in encoded:
            encoded[key] = steps_pad + json.dumps(step.to_json(), indent=2, ensure_ascii=False).replace(
                "\n", "\n" + steps_pad)
        return encoded[key]

    def final_text(final) -> str:
        key = ("final", final)
        if key not in encoded:
            encoded[key] = json.dumps(final.to_json(), indent=2, ensure_ascii=False).replace("\n", "\n" + final_pad)
        return encoded[key]

    at = 0
    for i, o in enumerate(outcomes):
        quoted = json.dumps(marks[i])
        for part in ("steps", "final"):
            pos = text.index(quoted, at)
            out.write(text[at:pos])
            at = pos + len(quoted)
            if part == "final":
                out.write(final_text(o.final))
            elif o.steps:
                out.write("[\n" + ",\n".join(step_text(s) for s in o.steps) + "\n" + " " * 6 + "]")
            else:
                out.write("[]")
    out.write(text[at:] + "\n")


def _simulate(max_outcomes: Optional[int]):
    """How ``judge ask`` simulates (with its --max-outcomes): the "Why" replays the same way."""
    from judge.suite.runner import default_simulate

    return default_simulate if max_outcomes is None else (lambda s: default_simulate(s, max_outcomes))


@command("ask")
def ask_cmd(
    file: str = typer.Argument(..., metavar="FILE", help="The scenario file (.mtg); - reads it from standard input.",
                               autocompletion=scenario_files),
    explain: bool = typer.Option(False, "--explain", "-x", help="Print the text of each cited rule under its step."),
    as_json: bool = typer.Option(False, "--json", help="Print only JSON on stdout."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Print only the answers and the final board."),
    limit: Optional[List[str]] = typer.Option(None, "--limit", metavar="NAME=N", help=LIMIT_HELP),
    max_outcomes: Optional[int] = typer.Option(None, "--max-outcomes", metavar="N",
                                               help="Explore at most N outcomes (default 64, at most 10,000)."),
    outcome: Optional[int] = typer.Option(None, "--outcome", metavar="N", help="Print only outcome N's trace and board."),
    check: bool = typer.Option(False, "--check", help="Exit 1 when an expectation or a question's stated answer fails "
                                                     "(--quiet does too, and prints the failing expectations)."),
) -> None:
    """Simulate a scenario and print every outcome: the trace citing a rule for each step,
    the final board and the answers to its questions.

    Example: judge ask scenarios/examples/giant_growth_vs_bolt.mtg --explain
    """
    from pathlib import Path

    from judge.errors import JudgeError
    from judge.suite.runner import default_simulate, load_scenario

    if file == "-":
        import sys

        if sys.stdin is None or sys.stdin.isatty():  # (never a wait for what no one pipes in)
            raise JudgeError("judge ask - reads a scenario from standard input, and none is piped in: give a file, "
                             "or pipe one (judge ask - < scenario.mtg)")
    elif Path(file).is_dir():
        raise JudgeError(f"{file} is a folder: judge ask reads one scenario file (judge test runs every scenario "
                         f"in a folder)")
    elif not Path(file).exists():
        raise JudgeError(f"no such scenario file: {file}")  # (a FIFO or a device: refused as it is read)
    apply_limits(limit)
    if max_outcomes is not None and not 1 <= max_outcomes <= 10_000:
        raise JudgeError(f"--max-outcomes {max_outcomes}: between 1 and 10,000")
    scenario = load_scenario(file)
    outcomes = default_simulate(scenario) if max_outcomes is None else default_simulate(scenario, max_outcomes)
    if outcome is not None and not 1 <= outcome <= len(outcomes):
        n = len(outcomes)
        raise JudgeError(f"--outcome {outcome}: the outcomes are numbered 1 to {n} (the scenario has {n} "
                         f"outcome{'s' if n != 1 else ''})" if n > 1 else
                         f"--outcome {outcome}: the scenario has 1 outcome, numbered 1")
    from judge.suite.expect import check_all
    from judge.suite.questions import answer_all

    answered = answer_all(scenario, outcomes)
    checked = check_all(scenario.expectations, outcomes) if scenario.expectations else []
    # --quiet hides the expectations that hold: one that fails is printed, and the exit status says it (as --check)
    failed = (check or quiet) and (any(not r.passed for r in checked) or any(not q.passed for q in answered))
    if as_json:
        import sys

        from judge.visible import json_safe

        class _Safe:  # what a terminal would obey escaped, as print_json does
            write = staticmethod(lambda text: sys.stdout.write(json_safe(text)))

        from judge.suite.why import explain as why_of

        write_ask_json(scenario, outcomes, answered, _Safe,
                       why_of(scenario, outcomes, _simulate(max_outcomes), (checked, answered)))
    else:
        from judge.render.trace_view import render_ask

        results = checked if not quiet else [r for r in checked if not r.passed]
        from judge.suite.why import explain as why_of

        render_ask(console(), scenario, outcomes, explain=explain, quiet=quiet, expectations=results,
                   questions=answered, path=scenario.path if file == "-" else str(file), only=outcome,
                   why=None if quiet else why_of(scenario, outcomes, _simulate(max_outcomes), (checked, answered)))
    if failed:
        raise typer.Exit(1)


@command("test")
def test_cmd(
    paths: Optional[List[str]] = typer.Argument(
        None, metavar="[PATHS]...", help="Scenario files or directories (default: scenarios/).",
        autocompletion=scenario_files,
    ),
    as_json: bool = typer.Option(False, "--json", help="Print only JSON on stdout (no timings)."),
    limit: Optional[List[str]] = typer.Option(None, "--limit", metavar="NAME=N", help=LIMIT_HELP),
    jobs: int = typer.Option(0, "--jobs", "-j", metavar="N",
                             help="Processes to run the scenarios in (0: one a core, at most 8; 1: this one alone)."),
) -> None:
    """Run the scenario regression suite: every *.mtg under PATHS, each expectation checked
    against every outcome. Exit 0 when all pass, 1 when any fails or errors, 2 on bad input.

    Example: judge test scenarios/combat
    """
    from judge.render.progress import suite_progress
    from judge.suite.parallel import run_all

    many()
    apply_limits(limit)
    con = None if as_json else console()
    with suite_progress(con) as tick:
        # (the process ends after the report: its results are left frozen)
        suite = run_all(paths or ["scenarios"], jobs=jobs, limits=limit, on_result=tick, unfreeze=False)
    if as_json:
        print_json(suite.to_json())
    else:
        from judge.render.trace_view import render_suite

        from judge.cli.app import PIPE_WIDTH

        render_suite(con, suite, full=con.width >= PIPE_WIDTH)  # the whole table where nothing is wrapped
    if not suite.ok:
        raise typer.Exit(1)
