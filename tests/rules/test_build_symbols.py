"""Mana/tap symbol normalisation (judge.rules.symbols)."""

from __future__ import annotations

import pytest

from judge.rules.symbols import normalise_symbols


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("o2oW", "{2}{W}"),
        ("a mana cost of o2oWoB is", "a mana cost of {2}{W}{B} is"),
        ("o3oUoU translates", "{3}{U}{U} translates"),
        ('"ocT: Add oG to your mana pool"', '"{T}: Add {G} to your mana pool"'),
        ('"o2, ocT: Gain 1 life"', '"{2}, {T}: Gain 1 life"'),
        ('(indicated by "oX")', '(indicated by "{X}")'),
        ('"o0: Target creature loses flying."', '"{0}: Target creature loses flying."'),
        ("a mana cost oo2oW is white", "a mana cost of {2}{W} is white"),  # classic 203.2 scrape loss
        ("Numeral symbols (such aso1) are", "Numeral symbols (such as {1}) are"),
        ("The symbol [tap] means", "The symbol {T} means"),
        ("symbols ([W], [U], [B], [R], [G]) are", "symbols ({W}, {U}, {B}, {R}, {G}) are"),
        ("a mana cost of 2W is white", "a mana cost of {2}{W} is white"),
        ("a mana cost of 2WB is", "a mana cost of {2}{W}{B} is"),
        ("a mana cost of 3UU translates", "a mana cost of {3}{U}{U} translates"),
        ('reads "2: This permanent is a 3/2 artifact creature."', 'reads "{2}: This permanent is a 3/2 artifact creature."'),
        ('read, "T: Add [mana symbol] to your mana pool,"', 'read, "{T}: Add [mana symbol] to your mana pool,"'),
    ],
)
def test_normalised(raw, expected):
    assert normalise_symbols(raw) == expected


@pytest.mark.parametrize(
    "text",
    [
        "of other objects, or one of them",
        "Hand Your fistful o’ cards.",
        "it deals 1 plain ol’ damage",
        "subrules skip the letters “l” and “o” due to potential confusion",
        "the word o by itself",
        "oWl, oXen, oBoe, ocTopus, o2b",  # o + symbol letter inside a longer word
        "Appendix B, \"Older Rules\"",
        '"Rampage [X]" means it gets +[X]/+[X]',
        "\"[This card] counts as a forest\" and [mana symbol] and [symbol]",
        "a 2/3 creature, 40/330 cards, rule 212.2c, layer 6a, a 1/1 token",
        "X is the number of cards; the value of X; +X/+X",
        "Creature — Goblin Wizard, W. B. Yeats, UU",
        "{2}{W} and {T} are already normalised",
    ],
)
def test_untouched(text):
    assert normalise_symbols(text) == text


def test_idempotent():
    once = normalise_symbols('"o2, ocT: Gain 1 life" costs o2oWoB; a mana cost of 2WB')
    assert normalise_symbols(once) == once
