"""The era's cards read by two pytest-xdist workers at once (tests/engine/support.py, ``read_in_turn``): each worker
reads from its own place on, so that with a cold cache the second worker finds the cards the first has read in the
card cache rather than reading every card itself too; what a reading gives, and in what order, is the same."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from judge.cards import catalog as catalog_module, pool
from judge.dsl.ast import Wording
from judge.errors import CardTextError
from tests.engine import support
from tests.engine.support import read_in_turn


@pytest.mark.parametrize("worker, count, first", [("gw0", "2", 0), ("gw1", "2", 5), ("gw2", "3", 6), (None, None, 0),
                                                   ("gw7", "2", 0), ("master", "2", 0)])
def test_a_worker_reads_from_its_place_on_and_gives_every_reading_in_order(monkeypatch, worker, count, first):
    for name, value in (("PYTEST_XDIST_WORKER", worker), ("PYTEST_XDIST_WORKER_COUNT", count)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    seen: list = []
    out = read_in_turn(list(range(10)), lambda x: seen.append(x) or x * x)
    assert out == [x * x for x in range(10)]
    assert seen == [*range(first, 10), *range(first)]


class _Catalog:
    """A catalog of four cards whose reading is recorded (the second refused in its printed wording, the third
    read to nothing)."""

    def __init__(self):
        self.read: list = []

    def names(self):
        return ["A", "B", "C", "D"]

    def card(self, name, wording):
        return SimpleNamespace(name=name, wording=wording)

    def abilities(self, card):
        self.read.append((card.name, card.wording))
        if card.name == "B" and card.wording is Wording.PRINTED:
            raise CardTextError(card.name, "refused.")  # (a JudgeError)
        return None if card.name == "C" else (card.name, card.wording)


def test_the_catalogs_cards_are_read_from_the_workers_place_on_and_given_in_the_names_order(monkeypatch):
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw1")
    monkeypatch.setenv("PYTEST_XDIST_WORKER_COUNT", "2")
    cat = _Catalog()
    monkeypatch.setattr(catalog_module, "catalog", lambda: cat)
    monkeypatch.setattr(support, "_by_class", lambda abilities: {})
    got = support.catalog_readings.__wrapped__()
    assert [(n, w) for n, w, _a, _nodes in got] == [("A", Wording.ORACLE), ("A", Wording.PRINTED), ("B", Wording.ORACLE),
                                                   ("D", Wording.ORACLE), ("D", Wording.PRINTED)]
    assert all(a == (n, w) for n, w, a, _nodes in got)
    assert cat.read[0] == ("C", Wording.ORACLE) and len(cat.read) == 8  # (half way along: the third card's Oracle)


def test_the_era_pools_cards_are_read_from_the_workers_place_on_and_given_in_the_pools_order(monkeypatch, tmp_path):
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw1")
    monkeypatch.setenv("PYTEST_XDIST_WORKER_COUNT", "2")
    cat = _Catalog()
    monkeypatch.setattr(catalog_module, "catalog", lambda: cat)
    wordings = {"oracle": Wording.ORACLE, "printed": Wording.PRINTED}
    monkeypatch.setattr(pool, "load", lambda path, wording: [
        pool.PoolCard(n, SimpleNamespace(name=n, wording=wordings[wording])) for n in ("A", "B", "C")])
    got = support.era_pool_readings.__wrapped__(tmp_path / "pool.json")
    assert [(n, w) for n, w, _a in got] == [("A", "oracle"), ("B", "oracle"), ("A", "printed")]
    assert cat.read[0] == ("A", Wording.PRINTED) and len(cat.read) == 6  # (half way along: the printed wording's first)
