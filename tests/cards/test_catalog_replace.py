"""The catalog's ``replace`` of a card's abilities (a land given its intrinsic mana ability,
214.9e) is :func:`judge._speed.fastdataclass.replace`: the same new value as
``dataclasses.replace``, without ``dataclasses`` processing the IR's class in a ``judge ask``
(~0.7M instructions; docs/performance.md, "`judge ask`'s start-up, fifty-sixth session")."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

from judge.cards import ir
from judge.cards.catalog import catalog, with_intrinsic


def test_a_land_s_abilities_are_as_dataclasses_replace_makes_them():
    forest = catalog().card("Forest")
    bare = ir.CardAbilities(name="Forest", abilities=())
    made = with_intrinsic(forest, bare)
    expected = dataclasses.replace(bare, abilities=(ir.intrinsic_mana_ability("forest"),))
    assert made == expected and type(made) is ir.CardAbilities and made is not bare
    assert with_intrinsic(forest, made) == expected  # (the intrinsic one not given twice)


def test_giving_a_land_its_mana_ability_has_dataclasses_process_no_class():
    probe = """
import dataclasses
from judge.cards import ir
from judge.cards.catalog import catalog, with_intrinsic
forest = catalog().card("Forest")
processed = []
plain = dataclasses._process_class
def recording(cls, *a, **k):
    processed.append(cls.__qualname__)
    return plain(cls, *a, **k)
dataclasses._process_class = recording
with_intrinsic(forest, ir.CardAbilities(name="Forest", abilities=()))
print(processed)
"""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
