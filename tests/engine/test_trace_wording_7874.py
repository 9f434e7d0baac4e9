"""Wording left by the audit of seed 7874 (h69-3, h69-4 "Left"): the possessive of a name ending
in a plural s ("Drudge Skeletons' ability", as the docs write it); Hopping Automaton's "Other
continuous effects also apply" said once in a resolution, before its "is now X/Y"."""

from __future__ import annotations

from judge.cards.english import possessive
from tests.engine.support import steps_of

MAIN = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_possessive_of_a_plural_name_is_the_apostrophe_alone():
    assert possessive("Drudge Skeletons") == "Drudge Skeletons'"
    assert possessive("Llanowar Elves") == "Llanowar Elves'"
    assert possessive("Grizzly Bears @gb") == "Grizzly Bears @gb's"  # a label takes 's
    assert [possessive(n) for n in ("Abyss", "Magnus", "Stasis", "Tawnos", "Karakas", "Bob")] == \
        ["Abyss's", "Magnus's", "Stasis's", "Tawnos's", "Karakas's", "Bob's"]


def test_drudge_skeletons_ability_resolves_with_the_plural_possessive():
    got = steps_of("Alice in play: Drudge Skeletons\nAlice activates Drudge Skeletons\n"
                   "all pass until the stack is empty\n", head=MAIN)
    texts = [s.text for s in got]
    assert "Drudge Skeletons' ability resolves" in texts
    assert not any("Skeletons's" in t for t in texts)


def test_hopping_automaton_other_effects_said_once_before_its_new_pt():
    got = steps_of("Alice in play: Hopping Automaton as @h\nAlice activates @h\nall pass until the stack is empty\n"
                   "Alice activates @h\nall pass until the stack is empty\n", head=MAIN)
    texts = [s.text for s in got]
    second = max(i for i, t in enumerate(texts) if t == "Hopping Automaton's ability resolves")
    tail = texts[second:]
    others = [i for i, t in enumerate(tail) if t.startswith("Other continuous effects also apply to Hopping Automaton @h")]
    now = [i for i, t in enumerate(tail) if t == "Hopping Automaton @h is now 0/0"]
    assert len(others) == 1 and len(now) == 1 and others[0] < now[0], tail
    first = texts[:second]
    assert not any(t.startswith("Other continuous effects") for t in first), first  # its own -1/-1 is no "other" effect
