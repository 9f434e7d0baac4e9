"""An expectation is said in a failure message as it reads after "expected"."""

from __future__ import annotations

from judge.dsl.parser import parse
from judge.suite.describe import describe_body

HEAD = "title \"t\"\nplayer Alice\nplayer Bob\n\nAlice in play: Karakas, Grizzly Bears\n\n"


def _said(line: str) -> str:
    return describe_body(parse(HEAD + line + "\n").expectations[0].body)


def test_types_after_a_zone_are_set_off_by_a_comma():
    assert _said("expect Karakas in play with type Creature and type Legend") == \
        "Karakas in play, a Creature and a Legend"


def test_with_and_tapped_read_on_from_the_zone():
    assert _said("expect Grizzly Bears in play with power 3") == "Grizzly Bears in play with power 3"
    assert _said("expect Grizzly Bears in play with tapped") == "Grizzly Bears in play tapped"
