"""A mana ability's own mana cost paid from the pool by default says which untapped source could have paid it
instead (409.1f, 411.2; the eighty-third session, h5) — only a source that can pay it: a Swamp can't pay Agent of
Stromgald's {R}, so with only a Swamp beside the pool's {R} there is no other way to pay and nothing to say (found
by the merger's output hashes: "though Swamp @sw could pay it")."""

from __future__ import annotations

from tests.engine.support import run_text

_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def _said(body: str) -> list[str]:
    out = run_text(body, head=_HEAD)
    return [s.text for top in out.steps for s in top.walk() if s.text.startswith("Default payment: the mana in")]


def test_a_source_that_cant_make_the_mana_owed_is_no_other_way_to_pay():
    assert _said("Alice in play: Agent of Stromgald as @ag, Mountain as @mo, Swamp as @sw\n"
                 "Alice taps @mo for {R}\nAlice activates @ag for {B}\n") == []


def test_a_source_that_can_make_it_is_named():
    said = _said("Alice in play: Agent of Stromgald as @ag, Mountain as @mo, Mountain as @m2, Swamp as @sw\n"
                 "Alice taps @mo for {R}\nAlice activates @ag for {B}\n")
    assert len(said) == 1 and "though Mountain @m2 could pay it" in said[0], said
