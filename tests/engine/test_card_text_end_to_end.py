"""End-to-end: scenario text → parser → card text grammar → engine (seed 000 examples)."""

from __future__ import annotations

import pytest

CARDS = '''
card "Grizzly Bears"
  cost {1}{G}
  type Summon Bears
  pt 2/2
card "Gravedigger"
  cost {3}{B}
  type Summon Dead
  pt 2/2
  text "When Gravedigger comes into play, you may return target creature card from your graveyard to your hand."
card "Wrath of God"
  cost {2}{W}{W}
  type Sorcery
  text "Destroy all creatures. They can't be regenerated."
card "Drudge Skeletons"
  cost {1}{B}
  type Summon Skeletons
  pt 1/1
  text "{B}: Regenerate Drudge Skeletons."
card "River Boa"
  cost {1}{G}
  type Summon Snake
  pt 2/1
  text "Islandwalk\\n{G}: Regenerate River Boa."
card "Lightning Bolt"
  cost {R}
  type Instant
  text "Lightning Bolt deals 3 damage to target creature or player."
card "Control Magic"
  cost {2}{U}{U}
  type Enchant Creature
  text "You control enchanted creature."
card "Maro"
  cost {2}{G}{G}
  type Summon Spirit
  pt */*
  text "Maro's power and toughness are each equal to the number of cards in your hand."
card "Memory Lapse"
  cost {1}{U}
  type Instant
  text "Counter target spell. Put it on top of its owner's library instead of into its owner's graveyard."
card "Howling Mine"
  cost {2}
  type Artifact
  text "At the beginning of each player's draw step, if Howling Mine is untapped, that player draws a card."
'''


def run_text(body: str, tracked: bool = True):
    from judge.dsl import parse
    from judge.engine import simulate

    head = ("" if tracked else "mana is not tracked\n") + CARDS + "player Alice\nplayer Bob\n"
    return simulate(parse(head + body, "t.mtg"))[0]


def _obj(out, name):
    return [o for o in out.final.objects if o.name == name]


def test_gravedigger_text():
    out = run_text('''turn Alice, precombat main
Alice hand: Gravedigger
Alice graveyard: Grizzly Bears
Alice in play: Swamp, Swamp, Swamp, Swamp
Alice casts Gravedigger
all pass
Alice chooses yes
all pass
''')
    assert _obj(out, "Grizzly Bears")[0].zone == "hand"


def test_wrath_and_skeletons_text():
    out = run_text('''turn Alice, precombat main
Alice hand: Wrath of God
Bob in play: Drudge Skeletons, Swamp
Alice passes
Bob activates Drudge Skeletons
all pass
Alice casts Wrath of God
all pass
''', tracked=False)
    assert _obj(out, "Drudge Skeletons")[0].zone == "graveyard"


def test_river_boa_text():
    out = run_text('''turn Alice, precombat main
Alice in play: River Boa, Forest
Bob hand: Lightning Bolt
Bob in play: Mountain
Alice activates River Boa
all pass
Alice passes
Bob casts Lightning Bolt targeting River Boa
all pass
''')
    boa = _obj(out, "River Boa")[0]
    assert boa.zone == "in play" and boa.tapped and boa.damage == 0
    assert "419.6b" in out.cited()


def test_control_magic_and_maro_text():
    out = run_text('''turn Alice, precombat main
Alice hand: Control Magic, Grizzly Bears, Grizzly Bears
Bob in play: Maro
Bob hand: Lightning Bolt
Alice casts Control Magic targeting Maro
all pass
''', tracked=False)
    maro = _obj(out, "Maro")[0]
    assert maro.controller == "Alice" and maro.owner == "Bob"
    # "your hand" is its controller's: Alice holds the two Grizzly Bears (418.4a: not locked in).
    assert (maro.power, maro.toughness) == (2, 2)


def test_memory_lapse_text():
    out = run_text('''turn Alice, precombat main
Alice hand: Grizzly Bears
Bob hand: Memory Lapse
Alice casts Grizzly Bears
Alice passes
Bob casts Memory Lapse targeting Grizzly Bears
all pass until the stack is empty
''', tracked=False)
    lib = [o.name for o in out.final.objects if o.zone == "library" and o.owner == "Alice"]
    assert lib == ["Grizzly Bears"]


def run_lib(body: str):
    """A scenario using only the card library."""
    from judge.dsl import parse
    from judge.engine import simulate

    return simulate(parse("player Alice\nplayer Bob\n" + body, "t.mtg"))


def test_comes_into_play_tapped_library():
    out = run_lib('''turn Alice, precombat main
Alice hand: Charcoal Diamond
Alice in play: Swamp, Swamp
Alice casts Charcoal Diamond
all pass
''')[0]
    assert _obj(out, "Charcoal Diamond")[0].tapped
    assert "410.10e" in out.cited()


def test_spell_cost_increase_chill():
    from judge.errors import JudgeError

    with pytest.raises(JudgeError, match="can't pay"):
        run_lib('''turn Alice, precombat main
Bob in play: Chill
Alice in play: Mountain
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Bob
''')
    out = run_lib('''turn Alice, precombat main
Bob in play: Chill
Alice in play: Mountain, Mountain, Mountain
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Bob
all pass
''')[0]
    assert out.final.player("Bob").life == 17
    assert all(o.tapped for o in _obj(out, "Mountain"))


def test_dense_foliage_creatures_cant_be_targeted_by_spells():
    from judge.errors import JudgeError

    with pytest.raises(JudgeError, match="can't be the target of spells"):
        run_lib('''turn Alice, precombat main
Bob in play: Dense Foliage, Grizzly Bears
Alice in play: Mountain
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Grizzly Bears
''')


def test_amber_prison_lock_lasts_while_tapped():
    out = run_lib('''turn Alice, postcombat main
mana is not tracked
Alice in play: Amber Prison
Bob in play: Grizzly Bears
Bob library: 2 unknown cards
Alice activates Amber Prison targeting Grizzly Bears
all pass
all pass until upkeep
''')
    assert len(out) == 1  # Alice's Prison doesn't untap in Bob's untap step: no choice
    assert _obj(out[0], "Grizzly Bears")[0].tapped
    assert out[0].final.active == "Bob"


def test_circle_of_protection_with_no_source_does_nothing():
    out = run_lib('''turn Alice, postcombat main
mana is not tracked
Alice in play: Circle of Protection: Red
Alice activates Circle of Protection: Red
all pass
''')
    assert len(out) == 1 and "416.3" in out[0].cited()


def test_final_fortune_extra_turn_then_lose():
    outs = run_lib('''turn Alice, postcombat main
mana is not tracked
Alice hand: Final Fortune
Alice library: 3 unknown cards
Bob library: 3 unknown cards
Alice casts Final Fortune
all pass
all pass until upkeep
''')
    out = outs[0]
    assert out.final.active == "Alice" and out.final.turn == 3
    assert "300.6" in out.cited()


def test_final_fortune_lose_at_end_of_that_turn():
    out = run_lib('''turn Alice, end of turn
mana is not tracked
Alice hand: Final Fortune
Alice library: 3 unknown cards
Bob library: 3 unknown cards
Alice casts Final Fortune
all pass
all pass until cleanup
all pass until cleanup
''')[0]
    # The delayed ability waits for the end of *that* turn (the extra turn 3), not this turn's end step.
    # (The first pass stops at the first priority after turn 2's cleanup step, the extra turn's upkeep,
    # 314.1c; the second plays the extra turn out.)
    assert out.final.result == "win" and out.final.winner == "Bob"
    assert out.final.turn == 3 and out.final.active == "Alice"


def test_relentless_assault_additional_combat_and_main_phase():
    out = run_lib('''turn Alice, postcombat main
mana is not tracked
Alice hand: Relentless Assault
Alice casts Relentless Assault
all pass
all pass until end of turn
''')[0]
    texts = [s.text for top in out.steps for s in top.walk()]
    assert sum("beginning of combat step begins" in t for t in texts) == 1
    assert sum("postcombat main phase begins" in t for t in texts) == 1
    assert out.final.step == "end of turn" and out.final.turn == 2


def test_circle_of_protection_with_no_source_prevents_nothing_later():
    out = run_lib('''turn Alice, postcombat main
mana is not tracked
Alice in play: Circle of Protection: Red
Bob hand: Lightning Bolt
Alice activates Circle of Protection: Red
all pass
Alice passes
Bob casts Lightning Bolt targeting Alice
all pass
''')[0]
    assert out.final.player("Alice").life == 17


def test_a_player_who_cant_be_targeted_is_not_a_legal_target():
    """Ivory Mask: "You can't be the target of spells or abilities" had been applied only to
    permanents — a Lightning Bolt could target its controller (a silent wrong answer)."""
    from judge.errors import JudgeError

    mask = '''card "Ivory Mask"
  cost {2}{W}{W}
  type Enchantment
  text "You have shroud. (You can't be the target of spells or abilities.)"
turn Bob, precombat main
mana is not tracked
Alice in play: Ivory Mask
Bob hand: Lightning Bolt, Shock
'''
    with pytest.raises(JudgeError, match="Alice can't be the target of Lightning Bolt: Alice can't be the target"):
        run_lib(mask + "Bob casts Lightning Bolt targeting Alice\n")
    # Bob can still target himself (the Mask protects only its controller)
    out = run_lib(mask + "Bob casts Shock targeting Bob\nall pass until the stack is empty\n")
    assert out[0].final.player("Bob").life == 18


def test_arrest_forbids_the_enchanted_creatures_abilities():
    """Arrest: "its activated abilities can't be activated" — refused by the card (103.2)."""
    from judge.errors import JudgeError

    arrest = '''card "Arrest"
  cost {2}{W}
  type Enchantment - Aura
  text "Enchant creature\\nEnchanted creature can't attack or block, and its activated abilities can't be activated."
turn Bob, precombat main
mana is not tracked
Bob in play: Prodigal Sorcerer as @tim, Prodigal Sorcerer as @free
Alice in play: Arrest attached to @tim
'''
    with pytest.raises(JudgeError, match=r"Bob can't play Prodigal Sorcerer @tim's ability \(Arrest"):
        run_lib(arrest + "Bob activates @tim targeting Alice\n")
    out = run_lib(arrest + "Bob activates @free targeting Alice\nall pass until the stack is empty\n")
    assert out[0].final.player("Alice").life == 19  # the other Sorcerer is not enchanted


def test_aether_storm_forbids_creature_spells_only():
    """Aether Storm: "Creature spells can't be cast." — refused by the card (103.2); other
    spells are played as usual."""
    from judge.errors import JudgeError

    storm = '''card "Aether Storm"
  cost {3}{U}
  type Enchantment
  text "Creature spells can't be cast.\\nPay 4 life: Destroy Aether Storm. It can't be regenerated. Any player may activate this ability."
turn Alice, precombat main
mana is not tracked
Bob in play: Aether Storm
Alice hand: Grizzly Bears, Shock
'''
    with pytest.raises(JudgeError, match=r"Alice can't play Grizzly Bears \(Aether Storm"):
        run_lib(storm + "Alice casts Grizzly Bears\n")
    out = run_lib(storm + "Alice casts Shock targeting Bob\nall pass until the stack is empty\n")
    assert out[0].final.player("Bob").life == 18


def test_an_ability_played_only_if_its_source_is_blocked():
    """Cinder Crawler: "Activate this ability only if ~ is blocked." (403.3: a condition on
    playing the ability) — refused while unblocked, played once blocked."""
    from judge.errors import JudgeError

    crawler = '''card "Cinder Crawler"
  cost {1}{R}
  type Creature - Salamander
  pt 1/2
  text "{R}: Cinder Crawler gets +1/+0 until end of turn. Activate this ability only if Cinder Crawler is blocked."
turn Alice, declare attackers
mana is not tracked
Alice in play: Cinder Crawler
Bob in play: Grizzly Bears
Alice attacks with Cinder Crawler
all pass until the declare blockers step
'''
    with pytest.raises(JudgeError, match="Cinder Crawler"):
        run_lib(crawler + "Bob blocks nothing\nAlice activates Cinder Crawler\n")
    out = run_lib(crawler + "Bob blocks Cinder Crawler with Grizzly Bears\nAlice activates Cinder Crawler\n"
                  "all pass until the stack is empty\n")
    assert _obj(out[0], "Cinder Crawler")[0].power == 2


def test_an_inline_card_sentence_outside_the_grammar_is_an_error_at_its_text_line():
    """Read before play: the error names the scenario's file, the card's ``text`` line and
    column, the sentence and what the grammar expected there (exit 2, no traceback)."""
    from judge.dsl import parse
    from judge.engine import simulate
    from judge.errors import JudgeError

    src = ('card "Odd Relic"\n  cost {1}\n  type Artifact\n  text "Frobnicate the widget."\n\n'
           'player Alice\nplayer Bob\nturn Alice, precombat main\n')
    with pytest.raises(JudgeError) as err:
        simulate(parse(src, "odd.mtg"))
    first = str(err.value).splitlines()[0]
    assert first.startswith("odd.mtg:4:3: card 'Odd Relic': cannot understand")
    assert "expected one of:" in first
