"""An alternative cost's "if you control a Plains" names the Plains that meets it (409.1f; audit
7874): Orim's Cure played by tapping a creature, with a Snow-Covered Plains (a Plains: glossary
"Basic Land Type") — "Alice controls a Plains (Snow-Covered Plains @sp is one), as the card
requires", where the step once left the Plains unnamed."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def test_orims_cure_names_the_plains():
    body = ("Alice in play: Snow-Covered Plains as @sp, Grizzly Bears as @gb\nAlice hand: Orim's Cure as @oc\n"
            "Alice casts @oc for its alternative cost tapping @gb targeting Alice\n")
    [said] = [s.text for s in steps_of(body, head=HEAD) if "announces the alternative cost" in s.text]
    assert said.endswith(": Alice controls a Plains (Snow-Covered Plains @sp is one), as the card requires")  # "you" named
