"""212.2c: only a basic land gets an ability just for being a land type. Under Blanket of Night
("Each land is a Swamp in addition to its other land types") a nonbasic land is a Swamp but has
no "{T}: Add {B}"; a basic Forest has it (214.9e) besides its own {G} (audit 4339)."""

from __future__ import annotations

from tests.engine.support import run_text, texts

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def _pool(out, player="Alice"):
    return next(p for p in out.final.players if p.name == player).mana_pool


def test_a_nonbasic_land_made_a_swamp_doesnt_tap_for_black_and_the_refusal_cites_212_2c():
    out = run_text("Alice in play: Blanket of Night, Quicksand as @q\nAlice tries to tap @q for {B}\n"
                   "Alice taps @q for {1}\n", head=HEAD)
    refusal = [t for t in texts(out) if "nonbasic land" in t]
    assert refusal and "212.2c" in out.cited()
    (q,) = [o for o in out.final.objects if o.label == "q"]
    assert "Swamp" in q.subtypes and _pool(out) == "{1}"


def test_a_basic_forest_made_a_swamp_taps_for_black():
    out = run_text("Alice in play: Blanket of Night, Forest as @f\nAlice taps @f for {B}\n", head=HEAD)
    assert not [t for t in texts(out) if "illegal" in t]
    assert _pool(out) == "{B}"
