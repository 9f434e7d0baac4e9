"""Two static effects in play as the scenario begins, neither depending on the other, that conflict
on one permanent apply in timestamp order (418.5c), and the step of the later one says so, naming
the earlier (audit 11712, cards 14 and 16): Twisted Experiment's "+3/-1" on a Rabid Wombat that an
older Humility makes 1/1 — a 4/0, put into the graveyard — was said "(now 4/0)" citing 405.1 and
418.4a only, the rule that decides unsaid; with the Aura older, Humility's 1/1 applies last (1/1).
Effects that only add (two +1/+1s) conflict in neither order and say nothing of it."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
WHY = "which has an earlier timestamp: neither depends on the other, so they apply in timestamp order, this one last"


def _board(first: str, second: str) -> list:
    return steps_of(f"{first}\n{second}\nAlice passes\n", head=HEAD)


def test_an_aura_newer_than_humility_says_it_applies_last_and_cites_418_5c():
    got = _board("Bob in play: Humility as @hu",
                 "Alice in play: Rabid Wombat as @rw, Twisted Experiment as @te attached to @rw")
    step = next(s for s in got if s.text.startswith("Twisted Experiment @te's static ability applies to Rabid Wombat @rw"))
    assert "(now 4/0) — after Humility @hu's \"All creatures lose all abilities" in step.text and WHY in step.text
    assert "418.5c" in step.rules
    # the other order: Humility, newer, applies last — its step names the Aura's effect
    got = _board("Alice in play: Rabid Wombat as @rw, Twisted Experiment as @te attached to @rw",
                 "Bob in play: Humility as @hu")
    step = next(s for s in got if s.text.startswith("Humility @hu's static ability applies to Rabid Wombat @rw"))
    assert "after Twisted Experiment @te's \"Enchanted creature gets +3/-1.\"" in step.text and WHY in step.text
    assert "418.5c" in step.rules
    assert any(s.text.startswith("Rabid Wombat @rw has toughness 0") for s in got) is False
    # two effects that only add: no conflict, nothing said of their order
    got = _board("Alice in play: Grizzly Bears as @gb, Twisted Experiment as @te1 attached to @gb",
                 "Alice in play: Twisted Experiment as @te2 attached to @gb")
    assert not any(WHY in s.text for s in got)
