"""Effects that last until their controller pays to end them (the Licids' "You may pay {R} to
end this effect", 418.3a; judge.engine.paid_end)."""

from __future__ import annotations

import pytest

from judge.dsl import format_scenario, parse
from judge.engine import simulate
from judge.errors import JudgeError

CARDS = '''
card "Enraging Licid"
  cost {1}{R}
  type Creature - Licid
  pt 2/2
  text "{R}, {T}: Enraging Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {R} to end this effect.\\nEnchanted creature has haste."

player Alice
player Bob
turn Alice, precombat main
'''
MOVED = ("Alice in play: Enraging Licid, Grizzly Bears, Mountain as @m1\n"
         "Alice taps @m1 for {R}\nAlice activates Enraging Licid targeting Grizzly Bears\n"
         "all pass until the stack is empty\n")


def _run(body: str):
    return simulate(parse(CARDS + body, "t.mtg"))


def _licid(out):
    return next(o for o in out.final.objects if o.name == "Enraging Licid")


def test_paying_ends_the_effect_and_spends_the_mana():
    out = _run(MOVED.replace("@m1\n", "@m1, Mountain as @m2\n", 1)
               + "Alice pays {R} to end the effect of Enraging Licid\n")[0]
    licid = _licid(out)
    assert (licid.zone, licid.power, licid.attached_to) == ("in play", 2, None)
    assert licid.types == ("creature",)
    assert [o.tapped for o in out.final.objects if o.name == "Mountain"] == [True, True]  # the second paid


def test_paying_needs_the_mana():
    with pytest.raises(JudgeError, match=r"\{R\}"):
        _run(MOVED + "Alice pays {R} to end the effect of Enraging Licid\n")


def test_only_the_effects_controller_may_pay():
    with pytest.raises(JudgeError, match=r"only Alice may pay to end it \(418\.3a\)"):
        _run(MOVED + "Alice passes\nBob pays {R} to end the effect of Enraging Licid\n")


def test_a_licid_whose_ability_did_not_resolve_has_no_effect_to_end():
    with pytest.raises(JudgeError, match=r"no effect of it lasts"):
        _run("mana is not tracked\nAlice in play: Enraging Licid\nAlice pays to end the effect of Enraging Licid\n")


def test_the_mana_written_must_be_the_cost():
    with pytest.raises(JudgeError, match=r"costs \{R\}, not \{U\}"):
        _run("mana is not tracked\n" + MOVED + "Alice pays {U} to end the effect of Enraging Licid\n")


def test_the_action_prints_back_as_written():
    text = CARDS + "mana is not tracked\n" + MOVED + "Alice pays {R} to end the effect of Enraging Licid\n"
    assert "Alice pays {R} to end the effect of Enraging Licid" in format_scenario(parse(text, "t.mtg"))


# Nafs Asp (added, session 69, h6): "that player loses 1 life at the beginning of their next draw step unless they
# pay {1} before that draw step" — only that player may pay, and only before the delayed ability triggers
ASP = '''
player Alice
player Bob
turn Alice, declare attackers
mana is not tracked
Alice in play: Nafs Asp as @asp
Alice library: 3 unknown cards
Bob library: 3 unknown cards
Alice attacks with @asp
all pass
Bob blocks nothing
all pass until the end of turn step
'''


def test_only_the_player_it_waits_for_may_pay_to_end_a_delayed_ability():
    with pytest.raises(JudgeError, match="only Bob may pay"):
        simulate(parse(ASP + "Alice pays {1} to end the effect of @asp\n", "t.mtg"))
    out = simulate(parse(ASP + "Alice passes\nBob pays {1} to end the effect of @asp\n"
                         "all pass until the precombat main phase\n", "t.mtg"))[0]
    assert next(p for p in out.final.players if p.name == "Bob").life == 19


def test_a_delayed_ability_that_triggered_can_no_longer_be_paid_for():
    with pytest.raises(JudgeError, match="no effect of it lasts"):
        simulate(parse(ASP + "all pass until the draw step\nall pass until the stack is empty\n"
                       "Bob pays {1} to end the effect of @asp\n", "t.mtg"))
    out = simulate(parse(ASP + "all pass until the precombat main phase\n", "t.mtg"))[0]
    assert next(p for p in out.final.players if p.name == "Bob").life == 18
