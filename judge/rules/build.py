"""Build the rules corpus (``rules_corpus/<edition>.json``) from the scraped seeds.

Usage::

    python -m judge.rules.build [--seeds DIR] [--out DIR] [--check]

Seeds default to ``$JUDGE_SEEDS`` or ``<repo>/../shared/seeds``; output to
``<repo>/rules_corpus``.  ``build_all(seeds_dir)`` returns edition -> JSON
object; ``write_corpus(data, out_dir)`` writes it (deterministic bytes:
indent=1, ensure_ascii=False, insertion-ordered keys, trailing newline).

Editions and their seeds' quirks
--------------------------------

``classic`` -- ``000_*.txt``, Comprehensive Rules, Classic Sixth Edition.
  Angelfire page: keyword spam and site navigation at the top, then a contents
  list (chapter and section titles only, e.g. "100. General"), then
  "Magic: The Gathering(r) / Comprehensive Rules / Introduction" and the intro
  paragraphs (skipped), then the body "1. The Game" ... "502.9g", then
  "Glossary", then a trademark footer ("WIZARDS OF THE COAST® ...", "Web
  Design Copyright 2000 ...").  One paragraph per line, blank lines (some
  holding a lone non-breaking space) between paragraphs.  Symbols in
  o-notation (``o2oW``, ``ocT``).  Malformed numbers: ``305.3.The`` (no space),
  ``309.2a.`` (trailing dot), ``408.f``/``408.g`` (= 408.2f/408.2g),
  ``409.3 An`` and ``410.11 Some`` (no dot).  "EXAMPLE:" paragraphs follow
  their rule; 410.10d has an unnumbered continuation paragraph after its
  example.  Glossary quirks: see ``judge.rules.build_glossary``; also
  "oo2oW" (203.2: "of" lost its "f") and "such aso1" (glossary "Mana
  Symbol"), mended by ``judge.rules.symbols``.

``2002`` -- ``004_*.txt``, CR of 20 February 2002, section 2 only.
  Forum-site navigation before ("SHANKY REBUILD ...", "[OLD]" links, "These
  rules are current as of February 20, 2002.") and "BACK TO THE TOP" after.
  Paragraphs are hard-wrapped (a line break inside a paragraph, usually
  around column 100).  Examples are printed inline ("... rule text. Example:
  ...") and are split off into ``examples``.  Bare mana costs ("a mana cost
  of 2WB") and "T:" / "2:" activation costs.  Malformed number: ``217.9 Ante``
  (no dot).  214.8 skips letter j (214.8i -> 214.8k) as printed.  Scrape typos
  ("nstant", "ermanent", "ttached") are kept verbatim.

``2006`` -- ``002_*.txt``, a later CR's rules 412.4-418.5b (first layer
  system).  Book-site page: title/breadcrumb/author lines before, "‹ Prev"
  after.  Every paragraph is indented by two spaces; hard wraps can split a
  word with no hyphen ("targ" / "et" in 415.7a), mended by
  ``build_numbered.join_wrapped``.  Unnumbered continuation paragraphs (415.3,
  418.5a).  Sections 412 and 415 start outside the seed, so 412.4/412.5 have
  a null parent.

``2021`` -- ``001_*.txt``, CR of 24 September 2021, rules 100-119.4b.  GitHub
  file view: UI junk, then a line-number gutter ("1" ... "1000", one per
  line), then title/intro/contents (chapters and sections 1-9), "Glossary",
  "Credits", then the body with one paragraph per line and no blank lines; no
  trailing newline.  Malformed number: ``119.1d.`` (trailing dot).  Subrules
  skip "l" and "o" by design.

``rulebook`` -- ``003_*.txt``, the 1999 Classic Edition basic rulebook: one
  line, no numbering; see ``judge.rules.build_rulebook``.

Every edition object carries ``coverage`` {"first", "last"}: the first and
last rule ids of its body; a reference to an absent id is reported as
"outside this edition's coverage" when it sorts outside that range, else as
"no such rule".
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from judge.rules.build_glossary import order_entry_keys, parse_glossary
from judge.rules.build_numbered import (
    CHAPTER_RE,
    SECTION_RE,
    link_tree,
    normalise_rule_symbols,
    order_rule_keys,
    paragraphs,
    parse_rules,
    resolve_refs,
    vocabulary,
)
from judge.rules.build_rulebook import build_rulebook
from judge.rules.index import write_indexes

REPO = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Edition:
    key: str
    prefix: str  # seed file name prefix
    name: str
    one_per_line: bool = False  # 2021: one paragraph per line, no blank lines
    glossary: bool = False


EDITIONS: list[Edition] = [
    Edition("classic", "000_", "Comprehensive Rules, Classic Sixth Edition (c. 1999-2000)", glossary=True),
    Edition("2002", "004_", "Comprehensive Rules of 20 February 2002 (section 2: Cards)"),
    Edition("2006", "002_", "Comprehensive Rules, c. 2006 (rules 412.4-418.5b, first layer system)"),
    Edition("2021", "001_", "Comprehensive Rules of 24 September 2021 (rules 100-119.4b)", one_per_line=True),
    Edition("rulebook", "003_", "Magic: The Gathering Classic Edition Rulebook (1999)"),
]

FIRST_RULE_RE = re.compile(r"^\s*\d{3}\.\d+")
BODY_END_RE = re.compile(r"^(Glossary|BACK TO THE TOP|‹ Prev)$")
FOOTER_RE = re.compile(r"^WIZARDS OF THE COAST")


def default_seeds_dir() -> Path:
    env = os.environ.get("JUDGE_SEEDS")
    return Path(env) if env else REPO.parent / "shared" / "seeds"


def find_seed(seeds_dir: Path, prefix: str) -> Path:
    matches = sorted(seeds_dir.glob(prefix + "*.txt"))
    if len(matches) != 1:
        raise FileNotFoundError(f"expected one seed {prefix}*.txt in {seeds_dir}, found {len(matches)}")
    return matches[0]


def read_lines(path: Path) -> list[str]:
    """Lines of a seed, split on "\\n" only (so line numbers match ``grep -n``)."""
    text = path.read_text(encoding="utf-8")
    return [ln.rstrip("\r") for ln in text.split("\n")]


def body_bounds(lines: list[str]) -> tuple[int, int]:
    """0-based [start, end) of the numbered body.

    Start: the first line carrying a dotted rule number ("100.1."), moved back
    over the chapter/section heading lines and blank lines just above it (the
    contents list never carries dotted numbers).  End: the first "Glossary" /
    "BACK TO THE TOP" / "‹ Prev" line after it, or end of file.
    """
    first = next(i for i, ln in enumerate(lines) if FIRST_RULE_RE.match(ln))
    start = first
    i = first - 1
    while i >= 0:
        s = lines[i].strip()
        if not s:
            i -= 1
            continue
        if SECTION_RE.match(s) or CHAPTER_RE.match(s):
            start = i
            i -= 1
            continue
        break
    end = next((j for j in range(first, len(lines)) if BODY_END_RE.match(lines[j].strip())), len(lines))
    return start, end


def glossary_bounds(lines: list[str], body_end: int) -> tuple[int, int]:
    """0-based [start, end) of the classic glossary: after the "Glossary" line
    up to the trademark footer."""
    start = body_end + 1
    end = next((j for j in range(start, len(lines)) if FOOTER_RE.match(lines[j].strip())), len(lines))
    return start, end


def build_numbered_edition(ed: Edition, seed: Path) -> dict:
    lines = read_lines(seed)
    vocab = vocabulary(lines)
    start, end = body_bounds(lines)
    paras = paragraphs(lines, start, end, one_per_line=ed.one_per_line, vocab=vocab)
    parsed = parse_rules(paras)
    rules = parsed.rules
    for r in rules:
        normalise_rule_symbols(r)
    link_tree(rules)
    ids = {r["id"] for r in rules}
    coverage = (rules[0]["id"], rules[-1]["id"])
    unresolved: list[dict] = []
    resolve_refs(rules, ids, coverage, unresolved)
    glossary: list[dict] = []
    if ed.glossary:
        gstart, gend = glossary_bounds(lines, end)
        gparas = paragraphs(lines, gstart, gend, one_per_line=False, vocab=vocab)
        glossary = parse_glossary(gparas)
        resolve_refs(glossary, ids, coverage, unresolved, from_key="term", source="glossary")
    return {
        "edition": ed.key,
        "name": ed.name,
        "seed": seed.name,
        "coverage": {"first": coverage[0], "last": coverage[1]},
        "rules": [order_rule_keys(r) for r in rules],
        "glossary": [order_entry_keys(g) for g in glossary],
        "repairs": parsed.repairs,
        "unresolved_refs": unresolved,
    }


def build_rulebook_edition(ed: Edition, seed: Path) -> dict:
    data = build_rulebook(seed.read_text(encoding="utf-8"))
    rules = data["rules"]
    return {
        "edition": ed.key,
        "name": ed.name,
        "seed": seed.name,
        "coverage": {"first": rules[0]["id"], "last": rules[-1]["id"]},
        "rules": [order_rule_keys(r) for r in rules],
        "glossary": [order_entry_keys(g) for g in data["glossary"]],
        "repairs": data["repairs"],
        "unresolved_refs": data["unresolved_refs"],
    }


def build_edition(ed: Edition, seeds_dir: Path) -> dict:
    seed = find_seed(seeds_dir, ed.prefix)
    if ed.key == "rulebook":
        return build_rulebook_edition(ed, seed)
    return build_numbered_edition(ed, seed)


def build_all(seeds_dir: Path | None = None) -> dict[str, dict]:
    """Edition key -> corpus JSON object, for every edition."""
    seeds_dir = Path(seeds_dir) if seeds_dir is not None else default_seeds_dir()
    return {ed.key: build_edition(ed, seeds_dir) for ed in EDITIONS}


def dumps(obj: dict) -> str:
    return json.dumps(obj, indent=1, ensure_ascii=False) + "\n"


def write_corpus(data: dict[str, dict], out_dir: Path) -> list[Path]:
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for key, obj in data.items():
        path = out_dir / f"{key}.json"
        path.write_text(dumps(obj), encoding="utf-8")
        written.append(path)
    # Search indexes (index-<edition>.json), owned by judge.rules.index.
    write_indexes(out_dir)
    return written


def check(data: dict[str, dict], out_dir: Path) -> list[str]:
    """The files of ``out_dir`` that differ from a fresh build of ``data`` (written to a
    temporary folder and compared byte for byte), or are missing."""
    import tempfile

    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        write_corpus(data, Path(tmp))
        for fresh in sorted(Path(tmp).iterdir()):
            current = Path(out_dir) / fresh.name
            if not current.is_file() or current.read_bytes() != fresh.read_bytes():
                stale.append(str(current))
    return stale


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m judge.rules.build", description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=Path, default=None, help="seed directory (default: $JUDGE_SEEDS or ../shared/seeds)")
    ap.add_argument("--out", type=Path, default=REPO / "rules_corpus", help="output directory")
    ap.add_argument("--check", action="store_true", help="exit 1 if a committed file differs from a fresh build; write nothing")
    args = ap.parse_args(argv)
    data = build_all(args.seeds)
    if args.check:
        stale = check(data, args.out)
        for path in stale:
            print(f"{path} is stale: run python -m judge.rules.build", file=sys.stderr)
        if not stale:
            print(f"{args.out} is up to date")
        return 1 if stale else 0
    for path in write_corpus(data, args.out):
        obj = data[path.stem]
        print(f"{path}: {len(obj['rules'])} rules, {len(obj['glossary'])} glossary, "
              f"{len(obj['repairs'])} repairs, {len(obj['unresolved_refs'])} unresolved refs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
