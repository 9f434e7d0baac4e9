"""The examples in README.md and docs/*.md run as shown.

Conventions for fenced blocks in these documents:

* ```` ```mtg ```` — a **complete scenario**. It must parse and pass the scenario checks;
  if it has `expect` lines, `judge test` must pass it; otherwise `judge ask` must simulate
  it without an error. ```` ```mtg PATH ```` also says the block is the file PATH of the
  repository, verbatim (the block and the file must be identical).
* ```` ```mtg-fails ```` — a complete scenario shown **on purpose with a wrong
  expectation** (to illustrate a failure report): it must parse, and `judge test` must
  fail it, so the failure the document describes is real.
* A block whose first line is ``$ judge ...`` shows a **command and its output**: the
  command is run (from the repository root, through the CLI in-process) and every line of
  the block after it must appear in the real output, in order. A line ``...`` stands for
  any number of lines left out. Compared without colours, with runs of whitespace and the
  tree's drawing characters collapsed (so a line wrapped at another terminal width still
  matches) and timings (``0.7 s``, ``12.3 ms``) ignored. Several ``$`` lines in one block
  are several commands, each followed by its output.
* Anything else (untagged, ``text``, ``sh``, ``json``...) is a fragment or a schema and is
  not run here (``tests/docs/test_scenario_language.py`` checks scenario-language.md's lines one by one).

A complete scenario (a ``title``, ``player`` and ``turn`` lines) left untagged fails
``test_every_complete_scenario_block_is_run`` unless it is listed in ``UNTAGGED_SCENARIOS``
(then run all the same) or is a grammar template (placeholders in capitals).

Blocks known not to run as shown are listed in ``KNOWN_FAILING`` (strict xfail: when one
is fixed the test says so, and it comes off the list).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^(?P<indent>[ \t]*)```(?P<info>[^\n`]*)\n(?P<body>.*?)^(?P=indent)```[ \t]*$", re.M | re.S)

#: "doc:line" of blocks that don't run as shown yet, with why (strict xfail).
KNOWN_FAILING: dict[str, str] = {}


@dataclass(frozen=True)
class Block:
    doc: str
    line: int
    lang: str
    arg: str
    body: str

    @property
    def id(self) -> str:
        return f"{self.doc}:{self.line}"


def _blocks() -> list[Block]:
    out = []
    for path in DOCS:
        text = path.read_text(encoding="utf-8")
        for m in FENCE.finditer(text):
            info = m.group("info").strip().split(None, 1)
            lang = info[0] if info else ""
            arg = info[1].strip() if len(info) > 1 else ""
            indent = len(m.group("indent"))
            body = "".join(line[indent:] if line[:indent].strip() == "" else line
                           for line in m.group("body").splitlines(keepends=True))
            line = text.count("\n", 0, m.start()) + 1
            out.append(Block(path.relative_to(ROOT).as_posix(), line, lang, arg, body))
    return out


#: Untagged blocks that are complete scenarios, run as if tagged ```mtg: scenario-language.md's
#: opening example stays untagged because tests/docs/test_scenario_language.py reads that document's
#: untagged blocks line by line (and needs their number of lines).
UNTAGGED_SCENARIOS = {"docs/scenario-language.md:6"}


def _is_template(b: "Block") -> bool:
    """A grammar template: placeholders in capitals (``player NAME``, ``title "TEXT"``)."""
    return re.search(r'^player NAME\b|^title "TEXT"', b.body, re.M) is not None


BLOCKS = _blocks()
SCENARIOS = [b for b in BLOCKS if b.lang == "mtg" or b.id in UNTAGGED_SCENARIOS]
FAILING_SCENARIOS = [b for b in BLOCKS if b.lang == "mtg-fails"]


def _looks_complete(b: Block) -> bool:
    return (re.match(r'(#[^\n]*\n|\s*\n)*title "', b.body) is not None and re.search(r"^player \w", b.body, re.M) is not None
            and re.search(r"^turn ", b.body, re.M) is not None)


def test_every_complete_scenario_block_is_run():
    """A complete scenario shown untagged would escape this test: tag it ```mtg."""
    loose = [b.id for b in BLOCKS if b.lang not in ("mtg", "mtg-fails") and _looks_complete(b)
             and not _is_template(b) and b.id not in UNTAGGED_SCENARIOS]
    assert loose == [], f"complete scenarios not fenced as ```mtg: {loose}"
    stale = UNTAGGED_SCENARIOS - {b.id for b in BLOCKS if b.lang == ""}
    assert not stale, f"no such untagged blocks any more (update the lists): {stale}"
COMMANDS = [b for b in BLOCKS if b.body.lstrip().startswith("$ judge ")]


def _param(blocks):
    return [pytest.param(b, id=b.id, marks=[pytest.mark.xfail(reason=KNOWN_FAILING[b.id], strict=True)]
                         if b.id in KNOWN_FAILING else []) for b in blocks]


# --------------------------------------------------------------------------- scenarios


def test_the_docs_hold_complete_scenarios():
    assert len(SCENARIOS) >= 3
    assert any(b.doc == "docs/combat.md" for b in SCENARIOS)


@pytest.mark.parametrize("block", _param(SCENARIOS))
def test_scenario_block_runs(block: Block, tmp_path):
    from judge.suite.runner import default_simulate, load_scenario, run_file

    if block.arg:
        assert block.body == (ROOT / block.arg).read_text(encoding="utf-8"), (
            f"{block.id}: the block isn't {block.arg} verbatim")
    name = Path(block.arg).name if block.arg else "example.mtg"
    f = tmp_path / name
    f.write_text(block.body, encoding="utf-8")
    scenario = load_scenario(f)  # parse + checks: a DiagnosticsError names every mistake
    if scenario.expectations:
        r = run_file(f)
        assert r.status == "pass", f"{block.id}: judge test says {r.status}: {r.message}\n" + "\n".join(
            f"  {e.line}: {e.message}" for e in r.expectations if not e.passed)
    else:
        assert default_simulate(scenario)


@pytest.mark.parametrize("block", _param(FAILING_SCENARIOS))
def test_failing_scenario_block_fails(block: Block, tmp_path):
    from judge.suite.runner import load_scenario, run_file

    f = tmp_path / "example.mtg"
    f.write_text(block.body, encoding="utf-8")
    scenario = load_scenario(f)
    assert scenario.expectations, f"{block.id}: a ```mtg-fails block needs an expectation that fails"
    r = run_file(f)
    assert r.status == "fail", f"{block.id}: shown as failing, but judge test says {r.status}"


# --------------------------------------------------------------------------- commands

_TIMING = re.compile(r"\d+(?:\.\d+)?\s*(?:ms|s)\b")
_DRAWING = re.compile(r"[│├└─┃━┏┓┗┛┡┩╇╈┼┤┬┴╭╮╯╰]+")


def _norm(text: str) -> str:
    text = re.sub(r"\x1b\[[0-9;]*m", "", text)
    text = _TIMING.sub("<time>", text)
    text = _DRAWING.sub(" ", text)
    return " ".join(text.split())


def _commands(body: str) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    for line in body.splitlines():
        if line.startswith("$ "):
            out.append((line[2:].strip(), []))
        elif out:
            out[-1][1].append(line)
    return out


def _run(cmd: str, last: list[int]) -> str:
    import os

    from typer.testing import CliRunner

    from judge.cli import app

    argv = shlex.split(cmd, comments=True)
    if argv == ["echo", "$?"]:
        return f"{last[0]}\n"
    assert argv[0] == "judge", cmd
    import tempfile

    old = os.getcwd()
    os.chdir(ROOT)
    try:
        with tempfile.TemporaryDirectory() as data:  # judge drill's progress: never the user's own
            env = {"COLUMNS": "100", "NO_COLOR": "1", "JUDGE_DATA_DIR": data}
            res = CliRunner().invoke(app, argv[1:], env=env, terminal_width=100)
    finally:
        os.chdir(old)
    last[0] = res.exit_code
    out = res.output
    try:
        err = res.stderr
    except ValueError:
        err = ""
    if err and err not in out:
        out += err
    return out


def test_the_docs_show_commands():
    assert len(COMMANDS) >= 10


@pytest.mark.parametrize("block", _param(COMMANDS))
def test_command_block_output_is_real(block: Block):
    last = [0]
    for cmd, shown in _commands(block.body):
        actual = _norm(_run(cmd, last))
        pos = 0
        # "..." (a line of its own, or a word at the end of a line) leaves lines out.
        chunks: list[list[str]] = [[]]
        for line in shown:
            if line.strip() in ("...", "\u2026"):
                chunks.append([])
            elif line.rstrip().endswith(" ..."):
                chunks[-1].append(line.rstrip()[:-4])
                chunks.append([])
            else:
                chunks[-1].append(line)
        for chunk in chunks:
            want = _norm("\n".join(chunk))
            if not want:
                continue
            at = actual.find(want, pos)
            if at < 0:
                # Say which line first departs from the real output.
                for line in chunk:
                    w = _norm(line)
                    if w and actual.find(w, pos) < 0:
                        pytest.fail(f"{block.id}: `{cmd}`: this line isn't in the real output (after what "
                                    f"matched): {line!r} (if the output is right, regenerate the block: "
                                    f"python tests/docs/test_examples.py {block.doc})\n--- real output ---\n"
                                    f"{_run(cmd, [0])}")
                pytest.fail(f"{block.id}: `{cmd}`: the lines shown aren't consecutive in the real output:\n"
                            + "\n".join(chunk) + f"\n--- real output ---\n{_run(cmd, [0])}")
            pos = at + len(want)


# --------------------------------------------------------------------------- regenerating


def update(doc: Path) -> int:
    """Rewrite ``doc``'s ```` ```mtg PATH ```` blocks from their files and its ``$ judge ...``
    blocks that leave nothing out (no ``...``) from the real output. Returns how many
    blocks changed. ``python tests/docs/test_examples.py docs/combat.md``."""
    text = doc.read_text(encoding="utf-8")
    changed = 0

    def repl(m: re.Match) -> str:
        nonlocal changed
        indent, info, body = m.group("indent"), m.group("info"), m.group("body")
        parts = info.strip().split(None, 1)
        new = body
        if parts and parts[0] == "mtg" and len(parts) > 1:
            new = (ROOT / parts[1].strip()).read_text(encoding="utf-8")
        elif body.startswith("$ judge ") and not any(line.strip() in ("...", "\u2026") or line.rstrip().endswith(" ...")
                                                     for line in body.splitlines()):
            out = []
            last = [0]
            for cmd, _ in _commands(body):
                out.append(f"$ {cmd}")
                out.extend(line.rstrip() for line in _run(cmd, last).rstrip("\n").splitlines())
            new = "\n".join(out) + "\n"
        if new != body:
            changed += 1
        return f"{indent}```{info}\n{new}{indent}```"

    text = FENCE.sub(repl, text)
    doc.write_text(text, encoding="utf-8")
    return changed


if __name__ == "__main__":  # pragma: no cover
    import sys

    for name in sys.argv[1:] or ["docs/combat.md"]:
        print(f"{name}: {update(ROOT / name)} block(s) updated")
