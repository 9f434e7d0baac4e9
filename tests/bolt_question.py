"""A small scenario (Lightning Bolt at Grizzly Bears) for tests of a question's words: its text,
and a question line added to it, tagged as a drill question is (topic, difficulty, decisive rule)."""

from __future__ import annotations

from judge.dsl.parser import parse

HEAD = """title "t"
player Alice
player Bob
turn Alice, precombat main
mana is not tracked
Alice hand: Lightning Bolt
Bob in play: Grizzly Bears, Hill Giant
Alice casts Lightning Bolt targeting Grizzly Bears
all pass until the stack is empty
"""


def tagged_question(line: str):
    """The question of ``line`` (a ``question`` line) asked of :data:`HEAD`'s scenario, tagged."""
    return parse(HEAD + line + "\n  topic sba difficulty 1 decided by 420.5c\n", "t.mtg").questions[0]
