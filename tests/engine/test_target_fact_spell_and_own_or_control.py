"""A refused target says the fact that decides it (409.1c) for two descriptions that said none
(audit 8379): Mundungu's "target spell" at a creature in play — a card is a spell only while
it is on the stack (glossary "Spell"); Telim'Tor's Edict's "target permanent you own or
control" at a permanent of Bob's — who owns it and who controls it."""

from __future__ import annotations

from tests.engine.support import steps_of


def _refusal(scenario: str) -> str:
    (step,) = [s for s in steps_of(scenario) if "attempts an illegal play" in s.text]
    assert "409.1c" in step.rules
    return step.text


def test_target_spell_at_a_creature_says_it_is_in_play_not_a_spell():
    text = _refusal("Alice in play: Mundungu as @mu\nBob in play: Grizzly Bears as @gb\n"
                    "Alice tries to activate @mu targeting @gb\n")
    assert text.endswith('"target spell": it is a permanent in play, not a spell on the stack '
                         '(glossary "Spell")')


def test_target_spell_at_a_card_in_a_graveyard_says_where_it_is():
    text = _refusal("Alice in play: Mundungu as @mu\nBob graveyard: Shock as @sh\n"
                    "Alice tries to activate @mu targeting @sh\n")
    assert text.endswith("it is in Bob's graveyard, not a spell on the stack (glossary \"Spell\")")


def test_you_own_or_control_at_bobs_own_permanent_says_he_owns_and_controls_it():
    text = _refusal("Alice hand: Telim'Tor's Edict as @te\nBob in play: Grizzly Bears as @gb\n"
                    "Alice tries to cast @te targeting @gb\n")
    assert text.endswith('"target permanent you own or control": Bob owns and controls it, not Alice')


def test_you_own_or_control_at_a_permanent_alice_owns_and_bob_controls_is_legal():
    # a permanent Alice owns but Bob controls is legal: "either will do"
    steps = steps_of("Alice hand: Telim'Tor's Edict as @te\nBob in play: Grizzly Bears as @gb (owned by Alice)\n"
                     "Alice casts @te targeting @gb\nall pass until the stack is empty\n")
    assert not [s for s in steps if "attempts an illegal play" in s.text]
    assert any("removed from the game" in s.text and "Grizzly Bears" in s.text for s in steps)
