"""`paying with` names the sources that pay (409.1f): their mana pays the generic part of the cost before
mana already floating — a Mountain named to pay Farrelite Priest's {1} isn't left in the pool to burn while
the Priest's own {W} pays (audit 15853). Mana the line didn't make still pays what the named sources can't."""

from judge.dsl import parse
from judge.engine import simulate

HEAD = '''
player Alice
player Bob
turn Alice, precombat main
'''


def _run(body: str):
    return simulate(parse(HEAD + body, "t.mtg"))[0]


def _pool(out, player: str = "Alice") -> str:
    return next(p for p in out.final.players if p.name == player).mana_pool


def test_a_mana_ability_paid_with_a_named_land_spends_that_lands_mana():
    out = _run("Alice in play: Farrelite Priest as @fp, Mountain as @m1, Mountain as @m2\n"
               "Alice taps @fp for {W} paying with @m1\n"
               "Alice taps @fp for {W} paying with @m2\n")
    assert _pool(out) == "{W}{W}"
    assert any("made by the sources the line names ('paying with') pays the generic part" in st.text
               for s in out.steps for st in s.walk())


def test_a_spell_paid_with_named_lands_leaves_the_floating_mana():
    out = _run("Alice in play: Plains as @p, Forest as @f, Mountain as @m\nAlice hand: Grizzly Bears as @gb\n"
               "Alice taps @p for {W}\nAlice casts @gb paying with @f, @m\nall pass\n")
    assert _pool(out) == "{W}"


def test_floating_mana_still_pays_what_the_named_sources_cant():
    # Hill Giant {3}{R}: the Mountain's {R} pays the {R}, the floating {W}{W}{U} the generic {3}
    out = _run("Alice in play: Plains as @p1, Plains as @p2, Island as @i, Mountain as @m\nAlice hand: Hill Giant as @hg\n"
               "Alice taps @p1 for {W}\nAlice taps @p2 for {W}\nAlice taps @i for {U}\n"
               "Alice casts @hg paying with @m\nall pass\n")
    assert _pool(out) == ""
    assert any("Hill Giant" in st.text and "is put into play" in st.text for s in out.steps for st in s.walk())
