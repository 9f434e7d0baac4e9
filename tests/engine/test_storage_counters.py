"""A cost of "any number of" counters (storage lands): X announced as the ability is played."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import simulate
from judge.errors import JudgeError

VAULT = '''
card "Bottomless Vault"
  type Land
  text "{T}, Remove any number of storage counters from Bottomless Vault: Add {B} for each storage counter removed this way."
player Alice
player Bob
turn Alice, precombat main
Alice in play: Bottomless Vault (2 storage counters)
'''



def test_the_number_removed_is_the_mana_added():
    out = simulate(parse(VAULT + "Alice activates Bottomless Vault with X = 2\n", "t.mtg"))[0]
    vault = next(o for o in out.final.objects if o.name == "Bottomless Vault")
    assert dict(vault.counters).get("storage", 0) == 0
    assert "{B}{B}" in " ".join(st.text for s in out.steps for st in s.walk())


def test_x_must_be_announced():
    with pytest.raises(JudgeError, match=r"must be announced.*409\.1b"):
        simulate(parse(VAULT + "Alice activates Bottomless Vault\n", "t.mtg"))


def test_removing_more_than_it_has_is_illegal():
    with pytest.raises(JudgeError, match="doesn't have 3 storage counter"):
        simulate(parse(VAULT + "Alice activates Bottomless Vault with X = 3\n", "t.mtg"))


def test_a_tap_line_is_told_the_form_that_announces_x():
    """`taps … for {B}{B}` can't carry `with X = N` (the grammar refuses it there): the error names the line that can
    (audit 15045, Dwarven Hold), and that line works."""
    with pytest.raises(JudgeError) as err:
        simulate(parse(VAULT + "Alice taps Bottomless Vault for {B}{B}\n", "t.mtg"))
    assert "`Alice activates Bottomless Vault with X = N`" in str(err.value)
    out = simulate(parse(VAULT + "Alice activates Bottomless Vault with X = 2\n", "t.mtg"))[0]
    assert "{B}{B}" in " ".join(st.text for s in out.steps for st in s.walk())


COVE = '''
player Alice
player Bob
turn Alice, precombat main
Alice in play: Saprazzan Cove as @sc (2 storage counters)
'''


def test_a_source_of_two_abilities_is_told_the_line_naming_the_one_with_x():
    """Saprazzan Cove ("{T}: Put a storage counter" and "{T}, Remove any number of storage counters: Add {U} for
    each"): a `taps … for` line, which can't announce X, is told the line that plays the second with X announced
    (audit 15550) — and that line works."""
    with pytest.raises(JudgeError) as err:
        simulate(parse(COVE + "Alice taps @sc for {U}{U}\n", "t.mtg"))
    said = str(err.value).splitlines()[0]  # (the line quoted below it is the scenario's own)
    assert "`Alice activates @sc ability 2 with X = N`" in said
    assert "taps @sc for" not in said
    out = simulate(parse(COVE + "Alice activates @sc ability 2 with X = 2\n", "t.mtg"))[0]
    cove = next(o for o in out.final.objects if o.name == "Saprazzan Cove")
    assert dict(cove.counters).get("storage", 0) == 0
    assert "{U}{U}" in " ".join(st.text for s in out.steps for st in s.walk())


def test_a_line_announcing_x_plays_the_only_ability_with_an_x():
    """`Alice activates @sc with X = 2` needs no number: of Saprazzan Cove's two abilities only the second's cost
    announces an X (409.1b), so the line can mean no other (eighty-sixth session; before, an error asked which)."""
    out = simulate(parse(COVE + "Alice activates @sc with X = 2\n", "t.mtg"))[0]
    cove = next(o for o in out.final.objects if o.name == "Saprazzan Cove")
    assert dict(cove.counters).get("storage", 0) == 0
    assert "{U}{U}" in " ".join(st.text for s in out.steps for st in s.walk())
    with pytest.raises(JudgeError) as err:  # without X, still the player's to say which
        simulate(parse(COVE + "Alice activates @sc\n", "t.mtg"))
    assert "`Alice activates @sc ability 2 with X = N`" in str(err.value)
