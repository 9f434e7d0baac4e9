"""``python -m judge.cards.era_build [--check] [--source FILE]``: write ``judge/cards/era_cards.jsonl``,
the card catalog's data (every card of the era by name: :mod:`judge.cards.era`), from the era
pool ``era-cards.json`` (``$JUDGE_ERA_CARDS``, else ``../shared/data/era-cards.json`` beside the
checkout): every card of the core sets, expansions and starter sets released up to 30 June
2000, from MTGJSON version 3's per-set files. ``python -m judge.build`` runs it (and skips it,
saying so, where the source is absent: a clean clone has the committed file and needs nothing
else).

The file is compact and line-oriented, so a change of the source changes only the lines of
the cards it changed (``.gitattributes`` marks it as data: ``-diff``):

* line 1: a JSON object — ``format``, ``source`` (where the data comes from, as the source
  says), ``source_sha256`` (of the source file it was built from: ``--check`` compares),
  ``cutoff``, ``sets`` (``[code, name, release date, kind]`` in release order);
* then one line per card, sorted by key: a JSON object whose first member is ``key`` (the
  card's :func:`judge.cards.names.name_key`, which a lookup finds by searching the text),
  then ``name``, ``cost``, ``type`` (the Oracle type line), ``printed_type``, ``power``,
  ``toughness``, ``oracle`` (the Oracle text of about 2018, as the source has it: the era's
  words are put in as a card is looked up, :mod:`judge.cards.era_words`), ``printed`` (the
  text printed on its latest printing up to the cutoff), ``sets`` (set codes, release order)
  and ``printed_in`` (the set of that printing).

Nothing is interpreted here: the fields are the source's, only renamed and compacted.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any, Optional

from judge.cards.era import FORMAT, PATH
from judge.cards.names import name_key
from judge.generated import refresh

ROOT = Path(__file__).resolve().parents[2]


def default_source() -> Path:
    """``$JUDGE_ERA_CARDS``, else ``../shared/data/era-cards.json`` beside the checkout."""
    env = os.environ.get("JUDGE_ERA_CARDS")
    return Path(env) if env else ROOT.parent / "shared" / "data" / "era-cards.json"


def _line(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def build_text(source: Path) -> str:
    """The content of ``era_cards.jsonl`` built from the era pool file ``source``."""
    raw = source.read_bytes()
    data = json.loads(raw)
    order = {s["code"]: i for i, s in enumerate(data["sets"])}
    head = {
        "format": FORMAT,
        "source": data.get("source", ""),
        "source_file": "era-cards.json",
        "source_sha256": hashlib.sha256(raw).hexdigest(),
        "cutoff": data.get("cutoff", ""),
        "sets": [[s["code"], s["name"], s["date"], s["type"]] for s in data["sets"]],
    }
    lines = [_line(head)]
    rows: dict[str, str] = {}
    for card in data["cards"]:
        key = name_key(card["name"])
        if key in rows:
            raise ValueError(f"two cards of {source} have the name key {key!r} (one is {card['name']!r})")
        row = {
            "key": key,
            "name": card["name"],
            "cost": card.get("mana_cost") or None,
            "type": card.get("type_line") or "",
            "printed_type": card.get("printed_type") or "",
            "power": card.get("power"),
            "toughness": card.get("toughness"),
            "oracle": card.get("oracle_text") or "",
            "printed": card.get("printed_text") or "",
            "sets": sorted(card.get("sets") or (), key=lambda code: (order.get(code, len(order)), code)),
            "printed_in": card.get("printed_in") or "",
        }
        rows[key] = _line(row)
    lines.extend(rows[k] for k in sorted(rows))
    return "\n".join(lines) + "\n"


def source_digest() -> Optional[str]:
    """The ``source_sha256`` the committed file records, or None."""
    try:
        with PATH.open(encoding="utf-8") as f:
            return json.loads(f.readline()).get("source_sha256")
    except (OSError, ValueError):
        return None


def main(argv: "list[str] | None" = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m judge.cards.era_build", description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if era_cards.jsonl is stale; write nothing")
    ap.add_argument("--source", type=Path, default=None, help="the era pool file (default: %(default)s)")
    args = ap.parse_args(argv)
    source = args.source or default_source()
    if not source.is_file():
        print(f"{PATH.name}: skipped (no era pool at {source}; set JUDGE_ERA_CARDS)")
        return 0
    return refresh(PATH, build_text(source), args.check, "python -m judge.cards.era_build")


if __name__ == "__main__":
    sys.exit(main())
