"""(sixty-sixth session) The catalog looks each name a scenario writes up once a process
(``Catalog._named``): the same definition as a look-up afresh, for each wording and for a name
no card has, and forgotten with the rest (``Catalog.forget``: tests that change the sources)."""

from __future__ import annotations

from judge.cards.catalog import Catalog
from judge.dsl.ast import Wording


def test_a_name_looked_up_again_is_what_a_look_up_afresh_finds():
    kept = Catalog()
    for name, wording, asked in [("Power Surge", Wording.ORACLE, False), ("power surge", Wording.PRINTED, False),
                                 ("Grizzly Bears", Wording.PRINTED, True), ("Mountain", Wording.ORACLE, False),
                                 ("No Such Card Anywhere", Wording.ORACLE, False)]:
        first = kept.card(name, wording, asked)
        assert kept.card(name, wording, asked) is first
        assert first is kept._card(name, wording, asked)  # (the look-up itself, not kept: the same definition)
        fresh = Catalog().card(name, wording, asked)
        assert (first is None) == (fresh is None) and (first is None or first == fresh)
    assert kept._named
    kept.forget()
    assert not kept._named
