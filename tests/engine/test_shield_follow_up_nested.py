"""What a prevention shield does as it prevents damage ("the damage prevented this way": Bone
Mask removes that many cards, Reverse Damage gains that much life) is part of the prevention: the
trace tells it under the shield's step (419.7c), not after it at the top of the resolution."""

from __future__ import annotations

from tests.engine.support import run_text

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def _prevented(body: str):
    steps = [s for top in run_text(body, head=HEAD).steps for s in top.walk()]
    [shield] = [s for s in steps if "is prevented (" in s.text]
    return shield, steps


def test_bone_masks_cards_removed_are_told_under_its_shield():
    shield, steps = _prevented(
        "Alice in play: Bone Mask\nAlice library: Island as @i1, Island as @i2, Island as @i3, Forest\n"
        "Bob hand: Lightning Bolt\nBob casts Lightning Bolt targeting Alice\nBob passes\n"
        "Alice activates Bone Mask\nall pass\nAlice chooses Lightning Bolt\nall pass\n")
    assert "419.7c" in shield.rules
    assert [c.text for c in shield.children] == [f"Island @i{n} is removed from the game" for n in (1, 2, 3)]
    assert sum("is removed from the game" in s.text for s in steps) == 3  # said once each, under the shield


def test_reverse_damages_life_gained_is_told_under_its_shield():
    shield, steps = _prevented(
        "Alice hand: Reverse Damage\nBob hand: Lightning Bolt\nBob casts Lightning Bolt targeting Alice\n"
        "Bob passes\nAlice casts Reverse Damage\nall pass\nAlice chooses Lightning Bolt\nall pass\n")
    assert "419.7c" in shield.rules
    [gain] = shield.children
    assert gain.text.startswith("Alice gains 3 life")
    assert sum(s.text.startswith("Alice gains") for s in steps) == 1
