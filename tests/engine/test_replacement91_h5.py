"""(ninety-first session, h5, issue 43) The replacement and prevention look, in a game where none can apply.

Every event a rule watches for passes through ``replacement.replace_event`` (419): each part of combat damage
dealt, each destruction (419.6b's regeneration), each move to a graveyard. Every effect it can find is one of
three kinds — a shield a resolved spell or ability made (``game.replacements.items``), an effect of a static
ability of a permanent in play (``static_abilities``, kept once a state), or protection from the damage's source
(502.7b) — and so is every "why it does not apply" step it says. With none of the three, nothing can apply and
nothing is said: the event is given back as it is, without building the static effects' five looks each time
(bench_explore's ``blocks``: a board of Hill Giants, a Scaled Wurm and Grizzly Bears, ~6.7 % of an outcome on the
base). Where one of them is there the whole look is made, as before.
"""

from __future__ import annotations

from judge.engine import replacement

from tests.engine.support import counting, find, run_text

_BLOCK = ("Alice in play: Hill Giant as @g\nBob in play: Grizzly Bears as @b\nAlice attacks with @g\n"
          "all pass until the declare blockers step\nBob blocks @g with @b\nall pass until the end of combat step\n")


def _steps(outcome) -> list:
    return [s for top in outcome.steps for s in top.walk()]


def test_no_effect_can_apply_so_none_is_looked_for(monkeypatch):
    """Hill Giant blocked by Grizzly Bears, nothing else in play: each part of the combat damage and the bears'
    destruction pass through replace_event, and no static effect is built for any of them (on the base, one look
    for each: three). The damage is dealt as it would be, the bears destroyed."""
    looks = counting(monkeypatch, replacement, "_static")
    passes = counting(monkeypatch, replacement, "replace_event")
    from judge.engine import events

    monkeypatch.setattr(events.replace_event, "fn", replacement.replace_event)
    out = run_text(_BLOCK)
    lethal = [s.text for s in _steps(out) if "420.5c" in s.rules]
    assert lethal == ["Grizzly Bears @b has 3 damage and toughness 2: lethal damage, it is destroyed",
                      "Hill Giant @g has 2 damage and toughness 3: not lethal damage, it survives"]
    assert find(out, "Grizzly Bears").zone == "graveyard"
    assert not [s for s in _steps(out) if s.kind in ("prevent", "replace", "regenerate")]
    assert len(passes) == 3  # (two parts of damage and a destruction: the events still pass through)
    assert len(looks) == 0


def test_protection_from_the_source_is_still_looked_for(monkeypatch):
    """No shield and no static ability, but Black Knight has protection from white: blocking Regal Unicorn, the
    unicorn's damage to it is prevented, said with 502.7b, and the look that finds it is made (the knight's
    first-strike damage to the unicorn, from a source it has no protection from, is dealt)."""
    looks = counting(monkeypatch, replacement, "_static")
    out = run_text("Alice in play: Regal Unicorn as @ru\nBob in play: Black Knight as @bk\nAlice attacks with @ru\n"
                   "all pass until the declare blockers step\nBob blocks @ru with @bk\n"
                   "all pass until the end of combat step\n")
    said = [s.text for s in _steps(out) if "502.7b" in s.rules]
    assert said == ["2 damage to Black Knight @bk is prevented: it has protection from white"]
    assert find(out, "Black Knight").zone == "in play" and find(out, "Regal Unicorn").zone == "in play"
    assert find(out, "Regal Unicorn").damage == 2
    assert len(looks) >= 1


def test_a_static_ability_in_play_is_still_looked_at(monkeypatch):
    """A static ability in play that could apply (Forethought Amulet: only to damage from an instant or sorcery
    source to its controller) makes the whole look, and its why-not is said at the giant's combat damage to Bob."""
    looks = counting(monkeypatch, replacement, "_static")
    out = run_text("Alice in play: Hill Giant as @g\nBob in play: Forethought Amulet\nAlice attacks with @g\n"
                   "all pass until the end of combat step\n")
    assert [s for s in _steps(out) if s.kind == "replace" and "Forethought Amulet" in s.text]
    assert len(looks) >= 1
