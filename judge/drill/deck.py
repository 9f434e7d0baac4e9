"""The drill deck: every tagged question of the scenarios, found by a line scan.

A scenario's question joins the deck when it carries the three drill tags — ``topic``,
``difficulty`` and ``decided by`` — and a stated answer (which ``judge test`` holds to
the engine's). Finding them needs no parse: :func:`scan` reads the question blocks of
every ``.mtg`` file under the deck directories with a regular expression (~0.2 s for
the whole suite, where parsing every file would take a minute), and only the
scenario of a question actually asked is parsed and simulated
(:mod:`judge.drill.session`). The tests check that the scan reads every question exactly
as the parser does.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional

from judge.errors import JudgeError


@dataclass(frozen=True, slots=True)
class DrillQuestion:
    """One drill question. ``id`` is stable across sessions (``scenarios/combat/x.mtg#2``
    for the second question of a file; ``template:NAME:CARD|CARD`` for a generated one);
    ``index`` is the question's position among its scenario's questions; ``text`` is the
    scenario text when it is generated (else None: read ``path``)."""

    id: str
    path: str
    index: int
    question: str
    topic: str
    difficulty: int
    rules: tuple[str, ...]
    options: tuple[str, ...] = ()
    source: str = "deck"
    text: Optional[str] = None
    yes_no: bool = False  # answered yes or no (an exam leaves these out)
    player: bool = False  # answered by a player's name: two options in a game of two (an exam leaves these out)
    #: Glossary entries among the decisive rules, as written (``decided by 413.2, Glossary "Exchange"``).
    glossary: tuple[str, ...] = ()


def repo_root() -> Path:
    """The directory holding ``scenarios/`` and ``drills/``: the repository in a source
    checkout (editable install), else the copy packaged with judge (``judge/_deck``)."""
    here = Path(__file__).resolve().parent.parent
    packaged = here / "_deck"
    return packaged if packaged.is_dir() else here.parent


def deck_dirs() -> tuple[Path, ...]:
    root = repo_root()
    return tuple(d for d in (root / "scenarios",) if d.is_dir())


_QUOTED = r'"((?:[^"\\\n]|\\.)*)"|\u201c([^\u201d\n]*)\u201d'
_BLOCK = re.compile(r'^question[ \t]+(?:' + _QUOTED + r')(.*(?:\n[ \t]+(?!#)\S.*)*)', re.M)
_TOPIC = re.compile(r"\btopic[ \t]+([a-z][a-z\-]*)")
_DIFFICULTY = re.compile(r"\bdifficulty[ \t]+([0-9]+)")
#: ``decided by 413.1, 413.2a`` (strings blanked: a ``Glossary ""`` among them is one of the list)
_RULES = re.compile(r'\bdecided[ \t]+by[ \t]+((?:[Gg]lossary[ \t]+""|[0-9.a-z]+)(?:[ \t]*,[ \t]*(?:[Gg]lossary[ \t]+""|[0-9.a-z]+))*)')
#: The glossary entries of a ``decided by`` list, in the block as written.
_DECIDED_TERMS = re.compile(r'\bdecided[ \t]+by[ \t]+((?:[Gg]lossary[ \t]+(?:' + _QUOTED + r')|[0-9.a-z]+)'
                            r'(?:[ \t]*,[ \t]*(?:[Gg]lossary[ \t]+(?:' + _QUOTED + r')|[0-9.a-z]+))*)')
_TERM = re.compile(r'[Gg]lossary[ \t]+(?:' + _QUOTED + r')')
_YES_NO = re.compile(r"\basks[ \t]+(?:in[ \t]+(?:every|some)[ \t]+outcome[ \t]*:|(?:(?:when|at)\b[^:\n]*:[ \t]*)?whether\b)")
_ANSWER = re.compile(r"\banswer[ \t]+(?:\"|\u201c|[\w/\-])")
_PLAYER_ANSWER = re.compile(r"\basks[ \t]+(?:(?:in[ \t]+(?:every|some)[ \t]+outcome|(?:when|at)\b[^:\n]*)[ \t]*:[ \t]*)?"
                            r"(?:controller[ \t]+of|winner)\b")
_OPTIONS = re.compile(r"\boptions[ \t]+(.*?)(?=[ \t]+(?:answer|topic|difficulty|decided)\b|$)", re.M)
_OPTION = re.compile(_QUOTED + r"|([^,\s\"][^,]*?)(?=[ \t]*(?:,|$))")


def _strip_strings(text: str) -> str:
    """The block with its quoted texts blanked out (so a tag word inside one is not read)."""
    return re.sub(_QUOTED, lambda m: '""', text)


def _options(tail: str) -> tuple[str, ...]:
    m = _OPTIONS.search(re.sub(r"#[^\n]*", "", tail))
    if not m:
        return ()
    out = []
    for o in _OPTION.finditer(m.group(1)):
        value = next((g for g in o.groups() if g is not None), "")
        out.append(value.replace('\\"', '"').strip())
    return tuple(v for v in out if v)


def scan_file(path: Path, shown: str) -> list[DrillQuestion]:
    """The tagged, answered questions of one scenario file, in order."""
    return scan_text(path.read_text(encoding="utf-8"), shown)


def scan_text(text: str, shown: str, require_answer: bool = True) -> list[DrillQuestion]:
    """The tagged questions of a scenario's text (with a stated answer, unless
    ``require_answer`` is false: a template's questions are answered by the engine)."""
    out = []
    if "decided" not in text:  # (no question of it carries the drill tags: most of a scan's files are read, not searched)
        return out
    for index, m in enumerate(_BLOCK.finditer(text)):
        question = (m.group(1) if m.group(1) is not None else m.group(2)).replace('\\"', '"')
        tail = m.group(3)
        plain = re.sub(r"#[^\n]*", "", _strip_strings(tail))
        topic, difficulty, rules = _TOPIC.search(plain), _DIFFICULTY.search(plain), _RULES.search(plain)
        if not (topic and difficulty and rules and (_ANSWER.search(plain) or not require_answer)):
            continue
        listed = [r.strip() for r in rules.group(1).split(",")]
        terms: tuple[str, ...] = ()
        if len(listed) > sum(1 for r in listed if r[:1].isdigit()):
            clause = _DECIDED_TERMS.search(tail)
            terms = tuple((t.group(1) if t.group(1) is not None else t.group(2)).replace('\\"', '"')
                          for t in _TERM.finditer(clause.group(1))) if clause else ()
        out.append(DrillQuestion(
            id=f"{shown}#{index + 1}", path=shown, index=index, question=question, topic=topic.group(1),
            difficulty=int(difficulty.group(1)), rules=tuple(r for r in listed if r[:1].isdigit()), glossary=terms,
            options=_options(tail), yes_no=_YES_NO.search(plain) is not None,
            player=_PLAYER_ANSWER.search(plain) is not None,
        ))
    return out


def _deck_files(top: str) -> Iterable[str]:
    """The ``.mtg`` files under ``top``, as paths, in the order of their paths' parts (the order
    ``sorted(Path(top).rglob("*.mtg"))`` gives; a linked directory is not entered, as rglob
    doesn't)."""
    with os.scandir(top) as it:
        entries = sorted(it, key=lambda e: e.name)
    for entry in entries:
        if entry.is_dir(follow_symlinks=False):
            yield from _deck_files(entry.path)
        elif entry.name.endswith(".mtg") and entry.is_file():
            yield entry.path


def scan(dirs: Optional[Iterable[Path]] = None) -> list[DrillQuestion]:
    """Every deck question under ``dirs`` (default: :func:`deck_dirs`), files sorted by path.

    Each file is read as bytes and decoded only when it has a question with the drill tags
    (one in fifteen): over the ~8,300 scenarios (34 MB), pathlib's rglob, sort and read_text
    took 0.45–0.50 s of CPU a scan — each ``judge drill`` pays one — where this takes 0.17–0.25 s
    (docs/performance.md, forty-eighth session)."""
    root = str(repo_root()) + os.sep
    out: list[DrillQuestion] = []
    for d in dirs if dirs is not None else deck_dirs():
        if not d.is_dir():
            raise JudgeError(f"no drill deck at {d}")
        for path in _deck_files(str(d)):
            with open(path, "rb") as f:
                data = f.read()
            if b"decided" not in data:  # (no question of it carries the drill tags)
                continue
            shown = Path(path[len(root):]).as_posix() if path.startswith(root) else path
            out.extend(scan_text(data.decode("utf-8"), shown))
    return out


def matches(q: DrillQuestion, topic: Optional[str] = None, rule: Optional[str] = None,
            difficulty: Optional[int] = None) -> bool:
    """Whether ``q`` passes the session's filters: its topic, a decisive rule equal to or
    under ``rule`` (``420.5`` takes 420.5 and 420.5c), its difficulty."""
    if topic is not None and q.topic != topic:
        return False
    if difficulty is not None and q.difficulty != difficulty:
        return False
    if rule is not None and not any(r == rule or r.startswith(rule + ".") or (r.startswith(rule) and r[len(rule):].isalpha())
                                    for r in q.rules):
        return False
    return True
