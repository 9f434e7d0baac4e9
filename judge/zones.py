"""``Zone``: the zones of the game (217), typed (issue 43).

One type for the three layers that name zones — the scenario language (judge.dsl), the card IR and
its reader (judge.cards), the engine (judge.engine) — so it sits below all three (the ``judge``
layer of tests/test_architecture.py's ``LAYERS``). Each member's value is the zone's word as the
rulebook of the era says it ("in play", "removed from the game": 217.1), which is also the word the
card IR's JSON (``judge card --json``, the card cache, the prebuilt library), ``judge ask --json``
and the trace write; the engine compares members only, by identity.
"""

from __future__ import annotations

from judge._speed.enums import IdentityEnum

__all__ = ["ZONE_NAMED", "ZONE_WORDS", "Zone"]


class Zone(IdentityEnum):
    """A zone (217.1), or where a card is when in none of them. :data:`ANY`, :data:`OUTSIDE_PLAY` are a
    filter's (``Filter.zone``: "a card from anywhere", "cards you own that aren't in play"), never an
    object's; :data:`PHASED_OUT` is an object's only (glossary "Phased Out": treated as though it doesn't
    exist, in no player's zone)."""

    LIBRARY = "library"
    HAND = "hand"
    GRAVEYARD = "graveyard"
    IN_PLAY = "in play"
    REMOVED = "removed from the game"
    STACK = "stack"
    PHASED_OUT = "phased out"
    OUTSIDE_PLAY = "outside play"
    ANY = "any"

    def __str__(self) -> str:
        """The zone's words, its value (the trace's and the scenario language's: "in play")."""
        return self._value_

    def __format__(self, spec: str) -> str:
        return format(self._value_, spec)


#: Each zone's words, looked up in C (``Zone.value`` is a property: a Python call each time it is read) — the
#: outcome's views (``ObjectView.zone``) say them for every object of every outcome.
ZONE_WORDS: dict[Zone, str] = {z: z._value_ for z in Zone}
#: The member named by each word (``Zone(word)`` is ``EnumType.__call__``, two Python calls): the later rules'
#: zone words become members through it in the scenario language's transformer (judge.dsl.transform, after
#: judge.dsl.modern), and an outcome's view's words in the suite's sentences (judge.suite.describe).
ZONE_NAMED: dict[str, Zone] = {z._value_: z for z in Zone}
