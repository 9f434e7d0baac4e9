"""The cards that may fill each slot phrase, over the whole card catalog: ``slot_pools.json``.

A slot (:mod:`judge.drill.slots`) is filled from every card the engine reads and executes —
the card library's and every other era card's, in its Oracle wording — whose IR fits the
slot's phrase. Deciding that means reading every card of the catalog (4,438 of them; ~12 s),
which the first question of a drill session must not wait for, so it is done ahead of time by
``python -m judge.drill.pools`` (run by ``python -m judge.build``) and committed:

    {"format": 1, "inputs": "<digest>",
     "pools": {
      "<phrase>": ["<card name>", ...],      # one phrase a line, names sorted
      ...}}

The file records the digest of what it was built from (:func:`inputs_digest`: the era data's
source, the card library and the card reader — :func:`judge.cards.prebuilt.inputs_digest` —, the
catalog, what the engine is checked to execute, :mod:`judge.engine.support`, and the slots and
this module). A stale or missing file is not used: the pools are then the card library's alone,
worked out now from its prebuilt IR (correct, fewer cards). Whatever the file says, a card is
read again and checked — it fits its slot and the engine executes it — when a template is filled
with it (:func:`usable`): a card the engine stopped executing is never dealt.

``--check`` compares the recorded digest with the sources as they are (exit 1 when they differ,
writing nothing); ``--check --full`` also builds the pools afresh and compares them.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from pathlib import Path
from typing import Optional

from judge._speed import cache_store
from judge.generated import refresh

FORMAT = 1
PATH = Path(__file__).resolve().with_name("slot_pools.json")
_HERE = Path(__file__).resolve().parent


@functools.lru_cache(maxsize=1)
def inputs_digest() -> str:
    """What the pools are built from (see the module's documentation)."""
    from judge.cards import era, prebuilt

    cards = Path(prebuilt.__file__).resolve().parent
    engine = cards.parent / "engine"
    files = [_HERE / "slots.py", _HERE / "pools.py", engine / "support.py", cards / "catalog.py", cards / "era.py",
             cards / "era_words.py"]
    return cache_store.digest(files) + f":{prebuilt.inputs_digest()}:{era.source_digest()}:{era.FORMAT}:{FORMAT}"


def _supported(card) -> bool:  # noqa: ANN001 - a CardDef
    from judge.engine.support import check_card

    return check_card(card).status == "supported"


def _fitting(cards) -> dict[str, list[str]]:  # noqa: ANN001 - CardDefs
    """{phrase: the names of ``cards`` that fit it and that the engine executes, sorted}."""
    from judge.cards.catalog import catalog
    from judge.drill.slots import SLOTS
    from judge.errors import JudgeError

    base = {p: slot for p, slot in SLOTS.items() if not slot.parts}  # (a phrase of two kinds: its parts' pools)
    out: dict[str, list[str]] = {phrase: [] for phrase in base}
    cat = catalog()
    for card in cards:
        if '"' in card.name or "\\" in card.name:
            continue  # (no card of the era has one; a scenario couldn't name it in a string)
        try:
            abilities = cat.abilities(card)
        except JudgeError:
            continue  # a sentence the card reader can't read: not a card the engine plays
        phrases = [p for p, slot in base.items() if slot.fits(card, abilities)]
        if phrases and _supported(card):
            for p in phrases:
                out[p].append(card.name)
    return {p: sorted(set(names)) for p, names in out.items()}


def _catalog_cards():
    """Every card of the catalog as a scenario naming it plays it: the library's, then each
    other era card in its Oracle wording (a type line the language can't read left out)."""
    from judge.cards import era, library
    from judge.cards.catalog import catalog
    from judge.dsl.ast import Wording
    from judge.errors import JudgeError

    cat = catalog()
    lib = library.all_cards()
    yield from lib
    have = {c.name.lower() for c in lib}
    for e in era.all_cards():
        if e.name.lower() in have:
            continue
        try:
            yield cat.era_card(e, Wording.ORACLE)
        except JudgeError:
            continue


def build() -> dict[str, list[str]]:
    """The pools over the whole catalog (reads every card: seconds)."""
    return _fitting(_catalog_cards())


def text(pools: dict[str, list[str]]) -> str:
    """The file's text: the head, then one phrase a line (deterministic)."""
    lines = [f'{{"format": {FORMAT}, "inputs": {json.dumps(inputs_digest())},', ' "pools": {']
    items = list(pools.items())
    for i, (phrase, names) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        lines.append(f"  {json.dumps(phrase)}: {json.dumps(names, ensure_ascii=False)}{comma}")
    lines.append("}}")
    return "\n".join(lines) + "\n"


@functools.lru_cache(maxsize=1)
def _committed() -> Optional[dict[str, tuple[str, ...]]]:
    """The committed pools, or None when the file is missing, unreadable or stale."""
    try:
        data = json.loads(PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("inputs") != inputs_digest():
        return None
    pools = data.get("pools")
    if not isinstance(pools, dict):
        return None
    return {str(p): tuple(str(n) for n in names) for p, names in pools.items() if isinstance(names, list)}


@functools.lru_cache(maxsize=1)
def _library_pools() -> dict[str, tuple[str, ...]]:
    """The pools of the card library alone (its IR prebuilt: a fraction of a second)."""
    from judge.cards import library

    return {p: tuple(names) for p, names in _fitting(library.all_cards()).items()}


def fresh() -> bool:
    """Whether the committed file is used (it is present and not stale)."""
    return _committed() is not None


def pool(phrase: str) -> tuple[str, ...]:
    """The names of the cards that may fill a slot of ``phrase``, sorted: from the committed
    file, or the library's alone when it is stale (see the module's documentation); for a
    phrase of two kinds of card, both kinds' cards."""
    from judge.drill.slots import SLOTS

    parts = SLOTS[phrase].parts if phrase in SLOTS else ()
    if parts:
        return tuple(sorted(set().union(*(pool(p) for p in parts))))
    found = _committed()
    if found is not None and phrase in found:
        return found[phrase]
    return _library_pools().get(phrase, ())


def usable(name: str, phrase: str) -> bool:
    """Whether the card ``name`` fits ``phrase`` and the engine executes it, read now."""
    from judge.cards.catalog import catalog
    from judge.drill.slots import SLOTS
    from judge.errors import JudgeError

    try:
        card = catalog().card(name)
        return card is not None and SLOTS[phrase].fits(card, catalog().abilities(card)) and _supported(card)
    except JudgeError:
        return False


def clear_caches() -> None:
    inputs_digest.cache_clear()
    _committed.cache_clear()
    _library_pools.cache_clear()


_COMMAND = "python -m judge.drill.pools"


def main(argv: "list[str] | None" = None) -> int:
    """``python -m judge.drill.pools [--check [--full]]``: (re)write ``slot_pools.json``."""
    ap = argparse.ArgumentParser(prog="python -m judge.drill.pools", description="Write the drill's slot pools.")
    ap.add_argument("--check", action="store_true", help="exit 1 if slot_pools.json is stale; write nothing")
    ap.add_argument("--full", action="store_true", help="with --check: also build the pools afresh and compare")
    args = ap.parse_args(argv)
    clear_caches()
    if args.check and _committed() is None:  # (its recorded digest is not the sources' now)
        print(f"{PATH} is stale: run {_COMMAND}", file=sys.stderr)
        return 1
    if args.check and not args.full:
        print(f"{PATH} is up to date")
        return 0
    stale = refresh(PATH, text(build()), args.check, _COMMAND)
    clear_caches()
    return stale


if __name__ == "__main__":
    sys.exit(main())
