"""Audit 7470 trace defects.

Mystic Decree ("All creatures lose flying and islandwalk."): a block of Serra Angel by Grizzly
Bears, or of Segovian Leviathan while the defending player controlled an Island, said only "no
evasion ability or restriction forbids it": the step where the block is checked didn't say the
attacker had lost the ability, nor by what effect (407.1, 502.4b, 502.6b)."""

from __future__ import annotations

from tests.engine.support import steps_of

_HEAD = "player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n"


def test_mystic_decree_block_says_the_attacker_lost_flying_and_islandwalk():
    steps = steps_of("Alice in play: Mystic Decree (oracle), Island, Grizzly Bears as @gb1, Grizzly Bears as @gb2\n"
                     "Bob in play: Serra Angel as @sa, Segovian Leviathan (oracle) as @sl\n"
                     "Bob attacks with @sa, @sl\nall pass until the declare blockers step\n"
                     "Alice blocks @sa with @gb1, @sl with @gb2\n", head=_HEAD)
    flying = [s for s in steps if s.text.startswith("Serra Angel @sa has lost flying (Mystic Decree")]
    assert flying, [s.text for s in steps]
    assert "502.4b" in flying[0].rules and "407.1" in flying[0].rules, flying[0].rules
    walk = [s for s in steps if s.text.startswith("Segovian Leviathan @sl has lost islandwalk (Mystic Decree")]
    assert walk, [s.text for s in steps]
    assert "502.6b" in walk[0].rules, walk[0].rules


def test_a_flier_never_losing_flying_says_nothing_of_it():
    steps = steps_of("Alice in play: Grizzly Bears as @gb\nBob in play: Hill Giant as @hg\n"
                     "Bob attacks with @hg\nall pass until the declare blockers step\nAlice blocks @hg with @gb\n",
                     head=_HEAD)
    assert not [s for s in steps if "has lost" in s.text], [s.text for s in steps]


def test_amrou_kithkin_block_stands_after_the_blocker_grows_and_says_why():
    """Amrou Kithkin ("can't be blocked by creatures with power 3 or greater"): Bob's Grizzly Bears
    block it, then get +3/+3 — the block stands (306.2), and no step said why it wasn't undone."""
    steps = steps_of("Alice in play: Amrou Kithkin (oracle) as @ak\nBob in play: Grizzly Bears as @gb\n"
                     "Bob hand: Giant Growth as @gg\n"
                     "Alice attacks with @ak\nall pass until the declare blockers step\nBob blocks @ak with @gb\n"
                     "Alice passes\nBob casts @gg targeting @gb\nall pass until the stack is empty\n",
                     head="player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n")
    said = [s for s in steps if s.text.startswith("Grizzly Bears @gb still blocks Amrou Kithkin @ak, though now")]
    assert len(said) == 1, [s.text for s in steps]
    assert "power 5" in said[0].text and "306.2" in said[0].rules and "309.2" in said[0].rules, said[0]


def test_attacker_given_flying_after_blocks_stays_blocked_and_says_why():
    """501.3: "If a creature gains an evasion ability after a legal block has been declared, it
    doesn't affect that block" — Jump on Alice's blocked Hill Giant."""
    steps = steps_of("Alice in play: Hill Giant as @hg\nAlice hand: Jump as @j\nBob in play: Grizzly Bears as @gb\n"
                     "Alice attacks with @hg\nall pass until the declare blockers step\nBob blocks @hg with @gb\n"
                     "Alice casts @j targeting @hg\nall pass until the stack is empty\n",
                     head="player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n")
    said = [s for s in steps if s.text.startswith("Grizzly Bears @gb still blocks Hill Giant @hg, though now")]
    assert len(said) == 1, [s.text for s in steps]
    assert "flying" in said[0].text and "502.4b" in said[0].rules and "501.3" in said[0].rules, said[0]


def test_su_chi_under_bobs_control_says_you_is_bob_who_controlled_it():
    """Su-Chi ("When Su-Chi is put into a graveyard from play, add {4} to your mana pool"), Alice's,
    controlled by Bob: the {4} went to Bob's pool and no step said why "your" is Bob's (410.2)."""
    steps = steps_of("Bob in play: Su-Chi (oracle) as @sc (owned by Alice)\nAlice hand: Shatter as @sh\n"
                     "Alice casts @sh targeting @sc\nall pass until the stack is empty\n",
                     head="player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n")
    said = [s for s in steps if s.text.startswith('"You" in Su-Chi @sc\'s ability\'s text is Bob, who controlled')]
    assert len(said) == 1, [s.text for s in steps]
    assert "410.2" in said[0].rules and "not Alice, who owns it" in said[0].text, said[0]
