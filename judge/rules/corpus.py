"""The rules corpus: every rule and glossary entry of each edition, loaded lazily from JSON.

The corpus files are ``rules_corpus/<edition>.json`` (written by :mod:`judge.rules.build`).
They are found in the installed package (``judge/rules_corpus``, shipped in the wheel) or,
in a checkout, next to the package (``<repo>/rules_corpus``); ``importlib.resources`` is
asked only if neither directory exists (it costs ~3 ms of start-up to import, and for a
package on a file system it names the same directory). ``JUDGE_RULES_CORPUS`` in the
environment overrides all of these (the tests point it at a fixture).

Nothing is read at import time: :func:`load` reads one edition on first use and caches it,
and :class:`Rule` objects are built only for the ids that are asked for.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator, Optional

from judge.errors import JudgeError

#: Every edition, in the order they are listed and searched.
EDITIONS: list[str] = ["classic", "2002", "2006", "2021", "rulebook"]
#: The editions numbered like the Comprehensive Rules (``420.5c``), oldest first.
NUMBERED_EDITIONS: list[str] = ["classic", "2002", "2006", "2021"]
DEFAULT_EDITION = "classic"
#: Other spellings accepted for an edition name.
EDITION_ALIASES: dict[str, str] = {
    "classic-2000": "classic",
    "sixth": "classic",
    "6e": "classic",
    "6th": "classic",
    "cr2002": "2002",
    "cr2006": "2006",
    "cr2021": "2021",
    "1999": "rulebook",
}
ENV_VAR = "JUDGE_RULES_CORPUS"


@dataclass(frozen=True, slots=True)
class Rule:
    """One numbered rule (chapter, section, rule or subrule), or a rulebook section."""

    id: str
    edition: str
    kind: str
    title: str
    text: str
    examples: tuple[str, ...] = ()
    parent: Optional[str] = None
    children: tuple[str, ...] = ()
    refs: tuple[str, ...] = ()
    line: Optional[int] = None
    offset: Optional[int] = None
    original: Optional[str] = None

    @property
    def heading(self) -> str:
        """``420.5c`` or ``420. State-Based Effects``: the id with the title if any."""
        return f"{self.id} {self.title}".strip() if self.title else self.id

    def to_json(self) -> dict[str, Any]:
        """The ``judge rule --json`` object for this rule."""
        data: dict[str, Any] = {
            "id": self.id,
            "edition": self.edition,
            "kind": self.kind,
            "title": self.title,
            "text": self.text,
            "examples": list(self.examples),
            "parent": self.parent,
            "children": list(self.children),
            "refs": list(self.refs),
        }
        if self.line is not None:
            data["line"] = self.line
        if self.offset is not None:
            data["offset"] = self.offset
        return data


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """One glossary entry of an edition."""

    term: str
    edition: str
    text: str
    examples: tuple[str, ...] = ()
    refs: tuple[str, ...] = ()
    see_also: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "term": self.term,
            "edition": self.edition,
            "text": self.text,
            "examples": list(self.examples),
            "refs": list(self.refs),
            "see_also": list(self.see_also),
        }


def _rule_from(raw: dict[str, Any], edition: str) -> Rule:
    return Rule(
        id=raw["id"],
        edition=edition,
        kind=raw.get("kind", "rule"),
        title=raw.get("title") or "",
        text=raw.get("text") or "",
        examples=tuple(raw.get("examples") or ()),
        parent=raw.get("parent") or None,
        children=tuple(raw.get("children") or ()),
        refs=tuple(raw.get("refs") or ()),
        line=raw.get("line"),
        offset=raw.get("offset"),
        original=raw.get("original"),
    )


def _glossary_from(raw: dict[str, Any], edition: str) -> GlossaryEntry:
    return GlossaryEntry(
        term=raw["term"],
        edition=edition,
        text=raw.get("text") or "",
        examples=tuple(raw.get("examples") or ()),
        refs=tuple(raw.get("refs") or ()),
        see_also=tuple(raw.get("see_also") or ()),
    )


_ID_RE = re.compile(r"^(\d+)(?:\.(\d+)([a-z]*))?$")


def normalize_id(rule_id: str) -> str:
    """Canonical spelling of a rule id: ``R420.5C.`` → ``420.5c``, ``4.`` → ``4``, ``rule 420`` → ``420``.

    A rulebook id (a section slug) is lower-cased with runs of spaces/underscores as ``-``.
    """
    s = rule_id.strip().lower()
    s = re.sub(r"^(?:rules?\s+|r(?=\d))", "", s)
    s = s.strip().rstrip(".").strip()
    s = re.sub(r"\s*\.\s*", ".", s)
    if re.fullmatch(r"\d+(?:\.\d+\s*[a-z]*)?", s):
        return s.replace(" ", "")
    return re.sub(r"[\s_]+", "-", s)


def _title_key(title: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", title.lower().replace("\u2019", "'").replace("'", "")))


def rule_id_key(rule_id: str) -> tuple[int, int, str]:
    """The order of rule numbers in the rulebook ("212.2c" → (212, 2, "c")); a word that is no
    rule number sorts after every rule (judge.render.rules_view compares rule ranges with it)."""
    m = _ID_RE.match(rule_id)
    if not m:
        return (10**9, 0, rule_id)
    return (int(m.group(1)), int(m.group(2) or -1), m.group(3) or "")


@dataclass(frozen=True, eq=False)
class Edition:
    """One edition of the rules: its rules in document order and its glossary."""

    name: str
    title: str
    seed: str
    path: Path
    _raw_rules: list[dict[str, Any]] = field(repr=False)
    _raw_glossary: list[dict[str, Any]] = field(repr=False)
    repairs: tuple[Any, ...] = field(default=(), repr=False)
    unresolved_refs: tuple[Any, ...] = field(default=(), repr=False)
    _index: dict[str, int] = field(default_factory=dict, repr=False)
    _built: dict[str, Rule] = field(default_factory=dict, repr=False)
    _normalized: dict[str, int] = field(default_factory=dict, repr=False)
    _by_title: dict[str, int] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        index = self._index
        for i, raw in enumerate(self._raw_rules):  # the builder writes canonical ids
            index.setdefault(raw["id"], i)

    # -- rules ---------------------------------------------------------------------------
    @property
    def numbered(self) -> bool:
        return self.name in NUMBERED_EDITIONS

    def ids(self) -> list[str]:
        """Every rule id, in document order."""
        return [raw["id"] for raw in self._raw_rules]

    def __len__(self) -> int:
        return len(self._raw_rules)

    def __contains__(self, rule_id: object) -> bool:
        return isinstance(rule_id, str) and self._position(rule_id) is not None

    def _position(self, rule_id: str) -> Optional[int]:
        pos = self._index.get(rule_id)
        if pos is not None:
            return pos
        key = normalize_id(rule_id)
        pos = self._index.get(key)
        if pos is None:
            if not self._normalized:  # ids the builder did not write canonically
                for i, raw in enumerate(self._raw_rules):
                    self._normalized.setdefault(normalize_id(raw["id"]), i)
            pos = self._normalized.get(key)
        if pos is None and not self.numbered:  # the rulebook: a section title works too
            pos = self._titles().get(_title_key(rule_id))
        return pos

    def _titles(self) -> dict[str, int]:
        if not self._by_title:
            for i, raw in enumerate(self._raw_rules):
                if raw.get("title"):
                    self._by_title.setdefault(_title_key(raw["title"]), i)
        return self._by_title

    def _rule_at(self, pos: int) -> Rule:
        raw = self._raw_rules[pos]
        rule = self._built.get(raw["id"])
        if rule is None:
            rule = _rule_from(raw, self.name)
            self._built[raw["id"]] = rule
        return rule

    def find(self, rule_id: str) -> Optional[Rule]:
        """The rule with this id (any accepted spelling), or None."""
        pos = self._position(rule_id)
        return None if pos is None else self._rule_at(pos)

    def get(self, rule_id: str) -> Rule:
        """The rule with this id; a :class:`JudgeError` naming the closest ids if there is none."""
        rule = self.find(rule_id)
        if rule is None:
            raise JudgeError(unknown_rule_message(rule_id, self))
        return rule

    def position(self, rule_id: str) -> int:
        """Document-order position of a rule (for deterministic tie-breaks)."""
        pos = self._position(rule_id)
        if pos is None:
            raise JudgeError(unknown_rule_message(rule_id, self))
        return pos

    @property
    def rules(self) -> tuple[Rule, ...]:
        """Every rule, in document order (builds them all: prefer :meth:`get`)."""
        return tuple(self._rule_at(i) for i in range(len(self._raw_rules)))

    def __iter__(self) -> Iterator[Rule]:
        return iter(self.rules)

    def descendants(self, rule_id: str) -> list[Rule]:
        """The subrules of a rule, recursively, in document order (not the rule itself)."""
        out: list[Rule] = []
        stack = list(reversed(self.get(rule_id).children))
        seen: set[str] = set()
        while stack:
            child = stack.pop()
            if child in seen:
                continue
            seen.add(child)
            rule = self.find(child)
            if rule is None:
                continue
            out.append(rule)
            stack.extend(reversed(rule.children))
        return out

    # -- glossary ------------------------------------------------------------------------
    @property
    def glossary(self) -> tuple[GlossaryEntry, ...]:
        return tuple(_glossary_from(raw, self.name) for raw in self._raw_glossary)

    def glossary_terms(self) -> list[str]:
        return [raw["term"] for raw in self._raw_glossary]

    # -- suggestions ---------------------------------------------------------------------
    def suggest(self, rule_id: str, limit: int = 8) -> list[str]:
        """The existing ids closest to an unknown one, in document order.

        ``420.5h`` → the subrules of 420.5; ``420.9`` → the rules of 420 nearest to .9;
        ``999.1`` → the nearest section; anything else → the closest spellings.
        """
        key = normalize_id(rule_id)
        m = _ID_RE.match(key)
        if m and self.numbered:
            section, number, letters = m.group(1), m.group(2), m.group(3)
            if number is not None and letters:
                base = self.find(f"{section}.{number}")
                if base is not None and base.children:
                    return list(base.children)[:limit]
            if number is not None:
                sec = self.find(section)
                if sec is not None and sec.children:
                    want = int(number)
                    kids = [c for c in sec.children if _ID_RE.match(c)]
                    kids.sort(key=lambda c: (abs(rule_id_key(c)[1] - want), rule_id_key(c)))
                    return sorted(kids[: min(limit, 5)], key=rule_id_key)
            pattern = r"\d" if len(section) == 1 else r"\d{3}"
            heads = [i for i in self.ids() if re.fullmatch(pattern, i)]
            if heads:  # no such section: its neighbours (418, 420 for 419), those a slip of its digits
                # away (420 for 240), or none (not 502 for 999)
                from judge.errors import edit_distance

                want = int(section)
                best = min(abs(int(h) - want) for h in heads)
                near = [h for h in heads if abs(int(h) - want) == best <= 2] or \
                    [h for h in heads if len(section) > 1 and edit_distance(section, h, 1) <= 1]
                rest = f".{number}{letters or ''}" if number is not None else ""
                whole = [h + rest for h in near if rest and self.find(h + rest) is not None]
                return whole or near
        import difflib

        if not self.numbered:  # the rulebook: suggest by section title
            titles = self._titles()
            close = difflib.get_close_matches(_title_key(rule_id), list(titles), n=limit, cutoff=0.5)
            if close:
                return [self._raw_rules[titles[c]]["id"] for c in close]
        ids = self.ids()
        close = difflib.get_close_matches(key, [normalize_id(i) for i in ids], n=limit, cutoff=0.5)
        by_norm = {normalize_id(i): i for i in ids}
        return sorted((by_norm[c] for c in close), key=lambda i: self._position(i) or 0)


def human_list(ids: list[str]) -> str:
    if len(ids) <= 4:
        return ", ".join(ids)
    return f"{ids[0]}, {ids[1]}, …, {ids[-1]}"


def unknown_rule_message(rule_id: str, edition: Edition) -> str:
    """``no rule 420.5h in edition classic; did you mean 420.5a, 420.5b, …, 420.5f?``"""
    shown = rule_id.strip() or repr(rule_id)
    msg = f"no rule {shown} in edition {edition.name}"
    suggestions = edition.suggest(rule_id)
    if suggestions and not edition.numbered:  # rulebook ids mean little: show the titles
        titled = [f"{s} ({edition.get(s).title})" if edition.get(s).title else s for s in suggestions]
        msg += f"; did you mean {', '.join(titled)}?"
    elif suggestions:
        msg += f"; did you mean {human_list(suggestions)}?"
    return msg


# -- locating and loading -----------------------------------------------------------------
def corpus_dir() -> Path:
    """The directory holding ``<edition>.json`` (see the module docstring for the search order)."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    return _default_corpus_dir()


@lru_cache(maxsize=1)
def _default_corpus_dir() -> Path:
    import judge

    package = Path(judge.__file__).resolve().parent
    shipped = package / "rules_corpus"  # the wheel's judge/rules_corpus, on a file system
    if shipped.is_dir():
        return shipped
    checkout = package.parent / "rules_corpus"
    if checkout.is_dir():
        return checkout
    try:  # a package that is not on a file system (zip import...): ask importlib.resources
        from importlib.resources import files

        resource = files("judge") / "rules_corpus"
        if resource.is_dir():
            return Path(str(resource))
    except (ModuleNotFoundError, TypeError, OSError):  # pragma: no cover - exotic loaders
        pass
    return checkout


def resolve_edition(name: str) -> str:
    """The canonical edition name for ``name`` (case-insensitive, aliases accepted)."""
    key = (name or "").strip().lower()
    key = EDITION_ALIASES.get(key, key)
    if key not in EDITIONS:
        import difflib

        close = difflib.get_close_matches(key, EDITIONS + list(EDITION_ALIASES), n=1, cutoff=0.6)
        hint = f"; did you mean {EDITION_ALIASES.get(close[0], close[0])}?" if close else ""
        raise JudgeError(f"unknown edition {name!r}{hint} (editions: {', '.join(EDITIONS)})")
    return key


def available_editions() -> list[str]:
    """The editions whose corpus file exists, in :data:`EDITIONS` order."""
    d = corpus_dir()
    return [e for e in EDITIONS if (d / f"{e}.json").is_file()]


def load(edition: str = DEFAULT_EDITION) -> Edition:
    """The edition's corpus, read once per process (a :class:`JudgeError` if it is missing)."""
    name = resolve_edition(edition)
    return load_edition(str(corpus_dir() / f"{name}.json"), name)


@lru_cache(maxsize=None)
def load_edition(path: str, name: str) -> Edition:
    """The edition ``name`` read from its corpus file ``path``, once per process (cached: :func:`load`
    reads through it; judge.rules.index reads a fresh copy with ``load_edition.__wrapped__``); a
    :class:`JudgeError` if the file is missing or not JSON."""
    p = Path(path)
    try:
        data = json.loads(p.read_bytes())
    except FileNotFoundError:
        raise JudgeError(
            f"the rules corpus for edition {name} is missing ({p}); "
            "rebuild it with `python -m judge.rules.build`"
        ) from None
    except ValueError as err:
        raise JudgeError(f"the rules corpus file {p} is not valid JSON: {err}") from None
    return Edition(
        name=name,
        title=data.get("name", name),
        seed=data.get("seed", ""),
        path=p,
        _raw_rules=list(data.get("rules", [])),
        _raw_glossary=list(data.get("glossary", [])),
        repairs=tuple(data.get("repairs", ())),
        unresolved_refs=tuple(data.get("unresolved_refs", ())),
    )


#: What else to forget with the loaded editions: caches of the modules built on this one
#: register here (:func:`on_clear`), so that this module never imports them.
_ON_CLEAR: list[Callable[[], None]] = []


def on_clear(forget: Callable[[], None]) -> None:
    """Call ``forget`` whenever :func:`clear_cache` runs (the search index cache uses it)."""
    _ON_CLEAR.append(forget)


def clear_cache() -> None:
    """Forget every loaded edition, and what was built from them (tests switch corpus
    directories)."""
    load_edition.cache_clear()
    for forget in _ON_CLEAR:
        forget()


def get(rule_id: str, edition: str = DEFAULT_EDITION) -> Rule:
    """The rule ``rule_id`` of ``edition`` (a :class:`JudgeError` with suggestions if unknown)."""
    return load(edition).get(rule_id)


def suggest(rule_id: str, edition: str = DEFAULT_EDITION) -> list[str]:
    """The existing ids of ``edition`` closest to ``rule_id``."""
    return load(edition).suggest(rule_id)


def cite(rule_id: str, edition: str = DEFAULT_EDITION) -> Rule:
    """Verify a citation: the rule the engine cites, or a :class:`JudgeError` if it does not exist."""
    return load(edition).get(rule_id)
