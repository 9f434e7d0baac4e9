""""A creature dealt damage this way" (Incinerate) is each creature the instruction's damage was
actually dealt to: one whose damage was all moved elsewhere by a redirection (Jade Monolith) or
all prevented was dealt none — 0 damage is no damage dealt (410.7, 419.1)."""

from __future__ import annotations

from tests.engine.support import run_text

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def _incinerate_redirected() -> object:
    body = ("Alice in play: Jade Monolith as @jade, River Boa as @boa\nBob hand: Incinerate as @inc, Shock as @shock\n"
            "Bob casts @inc targeting @boa\nBob passes\n"
            "Alice activates @jade targeting @boa\nall pass\nAlice chooses @inc\n"
            "all pass until the stack is empty\nBob casts @shock targeting @boa\nBob passes\nAlice activates @boa\n"
              "all pass until the stack is empty\n")
    return run_text(body, head=HEAD)


def _boa(out):
    return next(o for o in out.final.objects if o.label == "boa")


def test_all_redirected_the_target_was_not_dealt_damage_this_way():
    out = _incinerate_redirected()
    assert out.final.player("Alice").life == 17
    assert _boa(out).zone == "in play" and _boa(out).tapped  # regenerated from the Shock
    texts = [s.text for top in out.steps for s in top.walk()]
    assert any("there is no creature dealt damage this way" in t for t in texts)


def test_dealt_damage_it_cannot_be_regenerated():
    body = ("Alice in play: River Boa as @boa\nBob hand: Incinerate as @inc\n"
            "Bob casts @inc targeting @boa\nBob passes\nAlice activates @boa\nall pass until the stack is empty\n")
    out = run_text(body, head=HEAD)
    assert _boa(out).zone == "graveyard"  # dealt 3 damage this way: its shield doesn't apply (419.6b)


def test_the_creature_a_redirection_moved_damage_to_was_dealt_damage_this_way():
    # Nomads en-Kor moves 1 of Incinerate's 3 to River Boa: the Boa is dealt damage this way,
    # so its regeneration shield doesn't apply (419.6b); the Nomads, dealt 2, die too
    body = ('Alice in play: "Nomads en-Kor" as @kor, River Boa as @boa\nBob hand: Incinerate as @inc\n'
            "Bob casts @inc targeting @kor\nBob passes\nAlice activates @boa\nAlice activates @kor targeting @boa\n"
            "all pass until the stack is empty\n")
    out = run_text(body, head=HEAD)
    assert _boa(out).zone == "graveyard"
    assert next(o for o in out.final.objects if o.label == "kor").zone == "graveyard"
    texts = [s.text for top in out.steps for s in top.walk()]
    assert any("River Boa @boa can't be regenerated" in t for t in texts)
