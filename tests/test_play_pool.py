"""Every card counted supported runs (bench/play_pool.py plays them all): a sample of the
library's cards, and of the era's pool when ../shared is present, played on the generic board
in each way ends in outcomes or the project's user error, and never in a refusal of something
the support check called supported."""

from __future__ import annotations

import importlib.util
import signal
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ERA_POOL = ROOT.parent / "shared" / "data" / "era-cards.json"


@pytest.fixture(scope="module")
def play_pool():
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        spec = importlib.util.spec_from_file_location("judge_play_pool", ROOT / "bench" / "play_pool.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["judge_play_pool"] = module
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(ROOT / "bench"))
    old = {sig: signal.getsignal(sig) for sig in (signal.SIGALRM, signal.SIGPROF)}
    limit = sys.getrecursionlimit()
    module.fuzz.setup_worker(0, lark_parsers=False)  # the timer's handler; no memory limit inside pytest
    yield module
    for sig, handler in old.items():
        signal.signal(sig, handler)
    sys.setrecursionlimit(limit)


def _play(play_pool, cards: list) -> dict:
    seen: dict = {}
    for card, activated in cards:
        for way in play_pool.WAYS:
            text = play_pool.scenario(card, activated, way, 0)
            if not text:
                continue
            result, detail = play_pool.play(text, 10.0)
            assert result in ("ok", "user"), f"{card.name} ({way}): {result} {detail}\n{text}"
            assert not play_pool._REFUSED.search(detail), f"{card.name} ({way}) is counted supported: {detail}"
            seen.setdefault(way, set()).add(result)
    return seen


def test_a_sample_of_the_library_cards_runs_in_every_way(play_pool):
    cards = play_pool.supported_cards(None, "oracle", every=20)
    assert len(cards) > 12
    seen = _play(play_pool, cards)
    assert all("ok" in seen[way] for way in play_pool.WAYS), seen  # the board lets each way reach the engine


@pytest.mark.skipif(not ERA_POOL.exists(), reason=f"{ERA_POOL} is absent (it stays out of the repository)")
def test_a_sample_of_the_era_pools_supported_cards_runs_in_every_way(play_pool):
    cards = play_pool.supported_cards(ERA_POOL, "oracle", every=200)
    assert len(cards) > 12
    seen = _play(play_pool, cards)
    assert all("ok" in seen[way] for way in play_pool.WAYS), seen


def test_a_sample_of_the_catalogs_era_cards_runs_named_and_every_instruction_says_what_it_did(play_pool):
    """The era's cards named from the catalog (no ../shared needed), in both wordings: each run ends
    in outcomes or a user error, and every instruction that did nothing says why in words that name
    the reason (judge.engine.context._did_nothing) — never the catch-all "it changes nothing here",
    which would be an instruction whose handler did nothing for a reason no one wrote down."""
    from judge.cards.catalog import catalog
    from judge.dsl.checks import check_text
    from judge.engine import simulate
    from judge.errors import JudgeError
    from judge.suite.runner import token_names

    def walk(steps):
        for s in steps:
            yield s
            yield from walk(s.children)

    played, vague = 0, []
    for wording, every in (("oracle", 97), ("printed", 113)):
        cards = play_pool.supported_cards("catalog", wording, every=every)
        assert len(cards) > 10
        for card, activated in cards:
            for way in play_pool.WAYS:
                text = play_pool.scenario(card, activated, way, 0)
                if not text:
                    continue
                try:
                    outcomes = simulate(check_text(text, "play.mtg", catalog(), token_names), max_outcomes=8)
                except JudgeError:
                    continue
                played += 1
                vague += [(card.name, way, s.text) for o in outcomes for s in walk(o.steps)
                          if '" does nothing: it changes nothing here' in s.text]
    assert played > 40 and vague == []
