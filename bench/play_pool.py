#!/usr/bin/env python
"""Every card the engine counts as supported, played: "a card that parses must run".

Each supported card of a pool (the library by default, or ``--pool`` a JSON file of cards
such as ``../shared/data/era-cards.json``) is played on one generic board, in three ways:

* ``cast``     from Alice's hand in her precombat main phase (a land is played), and the
  stack passed until it is empty;
* ``in play``  already in play under Alice (not summoning sick): one of its activated
  abilities activated (each in turn, by the card's index), the stack emptied, and, for a
  creature, an attack with it, then every step passed until the end of the turn;
* ``response`` in Alice's hand (or in play, for a permanent with an activated ability) while
  Bob's Shock is on the stack: cast (or activated) in response.

Targets, modes, X and every other choice are left open: the explorer tries them (a choice it
can't try is the user error that says so). Each run must end in outcomes or the project's user
error (``JudgeError``) within the fuzzer's limits (``bench/fuzz.py``: a time and a memory
limit per run, in worker processes). Anything else is a failure and is listed with a file to
reproduce it. A user error saying the engine does not support something, for a card
``judge cards --check`` counts as supported, is a failure too: the figure would be wrong.
The other user errors (no legal target on this board, a play the card's timing forbids) are
counted by their first words.

    .venv/bin/python bench/play_pool.py
    .venv/bin/python bench/play_pool.py --pool ../shared/data/era-cards.json --wording printed
    .venv/bin/python bench/play_pool.py --pool catalog            # the era's cards, named from the catalog

Not run as a test (``tests/test_play_pool.py`` plays a sample of the library's cards).
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import fuzz  # noqa: E402  (bench/fuzz.py: run_one, setup_worker)

WAYS = ("cast", "in play", "response")

BOARD = """player Alice
player Bob
turn Alice, precombat main
mana is not tracked
Alice in play: Grizzly Bears as @ab, Llanowar Elves, Howling Mine, Forest, Island, Swamp, Mountain, Plains
Bob in play: Hill Giant as @bh, Serra Angel, Wall of Air, Crusade, Forest, Mountain, Island
Alice hand: Lightning Bolt, Forest, Grizzly Bears
Bob hand: Giant Growth, Shock, Counterspell
Alice library: 10 unknown cards
Bob library: 10 unknown cards
Alice graveyard: Hill Giant, Shock
Bob graveyard: Grizzly Bears, Disenchant
"""

#: What a user error may say when the engine refuses a construct (judge.engine.support's verdicts
#: name the same things): for a card counted supported, a wrong figure.
_REFUSED = re.compile(r"not supported|can't apply|is not applied|isn't supported|not yet", re.I)


def scenario(card, activated: tuple, way: str, index: int) -> str:
    """The scenario that plays ``card`` (a CardDef; ``activated``: whether each of its activated
    abilities is a mana ability) in ``way``; ``index`` picks which ability is activated."""
    from judge.dsl.printer import format_card, quote

    kinds = {t.lower() for t in card.types}
    name = quote(card.name)
    if getattr(card, "wording", None) is not None:  # an era card of the catalog: named, not defined
        lines = ["wording printed" if card.wording.value == "printed" else "", BOARD]
    else:
        lines = [format_card(card), BOARD]
    permanent = not kinds & {"instant", "sorcery"}
    k = index % len(activated) if activated else 0
    ability = f" ability {k + 1}" if activated else ""
    stack = "" if activated and activated[k] else "all pass until the stack is empty"  # a mana ability: none
    if way == "cast":
        lines.append(f"Alice hand: {name}")
        lines.append(f"Alice plays {name}" if "land" in kinds else f"Alice casts {name}")
        if "land" not in kinds:  # (playing a land doesn't use the stack)
            lines.append("all pass until the stack is empty")
    elif way == "in play" and permanent:
        lines.append(f"Alice in play: {name} as @card")
        if activated:
            lines += [f"Alice activates @card{ability}", stack]
        if "creature" in kinds:
            lines.append("all pass until the declare attackers step")
            lines.append("Alice attacks with @card")
        lines.append("all pass until the end of turn")
    else:  # in response to Bob's Shock
        if permanent and activated:
            lines.append(f"Alice in play: {name} as @card")
        elif permanent:
            return ""  # nothing to do in response
        else:
            lines.append(f"Alice hand: {name}")
        lines += ["Alice passes", "Bob casts Shock targeting @ab", "Bob passes"]
        lines.append(f"Alice activates @card{ability}" if permanent else f"Alice casts {name}")
        lines.append("all pass until the stack is empty")
    return "\n".join(line for line in lines if line) + "\n"


def supported_cards(pool: Optional[Path], wording: str, every: int = 1) -> list[tuple]:
    """(card, whether each of its activated abilities is a mana ability) for each card of the
    pool counted supported (of every ``every``-th card: a sample)."""
    from judge.cards import ir
    from judge.cards.catalog import catalog
    from judge.engine.support import check_card

    if pool is None:
        from judge.cards.library import all_cards

        cards = list(all_cards())
    elif str(pool) == "catalog":  # the era's cards outside the library, as the catalog plays them
        from judge.cards import era
        from judge.dsl.ast import Wording
        from judge.errors import JudgeError

        cards = []
        for name in list(era.names().values())[::every]:
            entry = catalog().entry(name)
            if entry is None or entry.library is not None or entry.era is None:
                continue
            try:
                cards.append(catalog().era_card(entry.era, Wording(wording)))
            except JudgeError:
                continue
    else:
        from judge.cards import pool as pools

        cards = [c.card for c in pools.load(pool, wording) if c.card is not None]
    out = []
    for card in (cards if str(pool) == "catalog" else cards[::every]):
        if not card.text or check_card(card).status != "supported":
            continue
        abilities = catalog().abilities(card)
        activated = tuple(a.is_mana_ability for a in abilities.abilities
                          if isinstance(a, ir.ActivatedAbility) and not a.intrinsic)
        out.append((card, activated))
    return out


def play(text: str, seconds: float) -> tuple[str, str]:
    """(result, detail) as :func:`fuzz.run_one` says (a user error's detail: its first line)."""
    return fuzz.run_one(text, seconds)


def _task(args: tuple) -> tuple:
    card, activated, way, index, seconds = args
    text = scenario(card, activated, way, index)
    if not text:
        return card.name, way, "skipped", "", ""
    result, detail = play(text, seconds)
    return card.name, way, result, detail, text


def _kind(detail: str) -> str:
    """A user error's first words, without its file, names and numbers."""
    detail = re.sub(r"^[^:]*:\d+:\d+: ", "", detail)
    detail = re.sub(r"'[^']*'|\"[^\"]*\"|@\w+|\b[A-Z][\w']*(?: [A-Z][\w']*)*", "…", detail)
    return re.sub(r"\d+", "N", detail)[:90]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pool", type=Path, default=None, help="a JSON file of cards, or 'catalog' (the era's cards "
                                                            "outside the library, named; default: the library)")
    ap.add_argument("--wording", default="oracle", help="the pool's 'oracle' or 'printed' wording")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seconds", type=float, default=10.0, help="time limit per run")
    ap.add_argument("--memory", type=int, default=1000, help="memory limit per worker, MB")
    ap.add_argument("--out", type=Path, default=Path("play-out"), help="where failures are written")
    args = ap.parse_args()

    start = time.perf_counter()
    cards = supported_cards(args.pool, args.wording)
    tasks = [(card, activated, way, k, args.seconds) for card, activated in cards
             for way in WAYS for k in range(max(1, len(activated)) if way == "in play" else 1)]
    results: collections.Counter = collections.Counter()
    kinds: collections.Counter = collections.Counter()
    failures: list[tuple[str, str, str, str]] = []
    with ProcessPoolExecutor(args.workers, initializer=fuzz.setup_worker, initargs=(args.memory,)) as pool:
        for name, way, result, detail, text in pool.map(_task, tasks, chunksize=20):
            if result == "user" and _REFUSED.search(detail):
                result = "refused"  # counted supported, refused at run time
            results[result] += 1
            if result == "user":
                kinds[_kind(detail)] += 1
            elif result not in ("ok", "skipped"):
                failures.append((name, way, result, detail or result))
                args.out.mkdir(exist_ok=True)
                safe = re.sub(r"\W+", "-", name).strip("-")
                (args.out / f"{len(failures):03d}-{safe}.mtg").write_text(
                    f"# {result}: {detail}\n# {way}\n{text}", encoding="utf-8")
    took = time.perf_counter() - start
    print(f"{len(cards)} supported cards ({args.pool or 'the library'}, {args.wording}), {sum(results.values())} "
          f"runs in {took:.1f} s: {dict(sorted(results.items()))}")
    for kind, n in kinds.most_common(12):
        print(f"  {n:6d}  {kind}")
    for name, way, result, detail in failures:
        print(f"FAILURE {result} ({way}) {name}: {detail}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
