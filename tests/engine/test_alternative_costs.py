"""Alternative costs that the opponent's life gain pays (glossary "Alternative Cost", 409.1f):
"you may have an opponent gain 3 life", "have each other player gain 6 life" — in a game of two
players (100.1), the opponent."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import simulate

CARDS = '''
card "Invigorate"
  cost {2}{G}
  type Instant
  text "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3 life."
  text "Target creature gets +4/+4 until end of turn."
card "Reverent Silence"
  cost {3}{G}
  type Sorcery
  text "If you control a Forest, rather than pay this spell's mana cost, you may have each other player gain 6 life."
  text "Destroy all enchantments."
player Alice
player Bob
turn Alice, precombat main
Alice in play: Forest, Grizzly Bears
'''


def _run(body: str):
    return simulate(parse(CARDS + body, "t.mtg"))


def test_the_opponent_gains_the_life_and_no_mana_is_paid():
    outs = _run("Alice hand: Invigorate\nAlice casts Invigorate targeting Grizzly Bears for its alternative cost\n"
                "all pass\n")
    assert [(o.final.player("Alice").life, o.final.player("Bob").life) for o in outs] == [(20, 23)]
    assert [next(x for x in o.final.objects if x.name == "Forest").tapped for o in outs] == [False]


def test_each_other_player_gains_the_life():
    outs = _run("Alice hand: Reverent Silence\nAlice casts Reverent Silence for its alternative cost\nall pass\n")
    assert [(o.final.player("Alice").life, o.final.player("Bob").life) for o in outs] == [(20, 26)]
