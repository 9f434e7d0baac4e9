"""What a game's build asks of a card's text, worked out once for each text, not at each build (h1, ninety-first session).

A permanent set up in play had its abilities walked twice at every build: for an own "When ~ comes into play" ability
granting a static ability (Earthbind, refused: 410.10a) and for what it chooses as it comes into play (410.10e, 410.10a)
— ~22 % of a build's calls over every 16th bundled file. ``build._setup_asks`` answers both once for each text, and a
permanent that chooses nothing, set up saying nothing chosen, is not looked at again. The card catalog's step (207.1)
says of each catalog card its wording, its obsolete words and its plural creature types: ``build._catalog_words`` works
them out once for each definition. What a set-up refuses or records is unchanged (the refusals and choices below).
"""

from __future__ import annotations

import sys

import pytest

from judge.dsl import parse
from judge.engine import build as B
from judge.engine.build import build
from judge.engine.game import Game
from judge.errors import JudgeError

_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
#: Five permanents, none of which chooses anything as it comes into play or grants anything as it did.
_PLAIN = _HEAD + ("Alice in play: Grizzly Bears, Grizzly Bears, Serra Angel, Forest, Forest\n"
                  "Bob in play: Hill Giant\n")


def _calls(text: str, *names: str) -> dict[str, int]:
    """The calls of each function named (by its code's name) made by a second build of ``text``'s board."""
    scn = parse(text, "t.mtg")
    build(scn)  # (the first: what a process reads once is read)
    counts = dict.fromkeys(names, 0)

    def profile(frame, event, arg):
        # (a card's abilities asked for a permanent's own sake — a game's table of them, once a game — not counted)
        if event == "call" and frame.f_code.co_name in counts and frame.f_back.f_code.co_name != "card_text_abilities":
            counts[frame.f_code.co_name] += 1

    sys.setprofile(profile)
    try:
        build(scn)
    finally:
        sys.setprofile(None)
    return counts


def test_a_permanent_choosing_nothing_has_its_text_asked_once_and_no_choice_looked_at():
    calls = _calls(_PLAIN, "abilities_of", "_chosen_before", "_refuse_past_grant")
    # six permanents: each one's abilities asked once (base: twice — 12), no entry choice looked at (base: 6)
    assert calls == {"abilities_of": 6, "_chosen_before": 0, "_refuse_past_grant": 0}


def test_the_catalog_step_reads_a_printed_card_once_a_process():
    text = "wording printed\n" + _HEAD + "Alice in play: Goblin Balloon Brigade, Carrionette\n"
    calls = _calls(text, "wording_said", "abilities", "_plural_types", "_say_wordings")
    # the step is said at each build (207.1); its words of each card worked out at the first (base: 2, 2, 1 each build)
    assert calls == {"wording_said": 0, "abilities": 0, "_plural_types": 0, "_say_wordings": 1}


def test_the_catalog_step_says_the_same_at_every_build():
    text = "wording printed\n" + _HEAD + "Alice in play: Goblin Balloon Brigade as @g, Goblin Balloon Brigade (oracle)\n"
    scn = parse(text, "t.mtg")
    said = []
    for _ in range(2):
        game = build(scn)
        said.append([(s.text, s.rules, [(c.text, c.rules) for c in s.children]) for s in game.tracer.steps()])
    assert said[0] == said[1]
    (text0, rules0, children), = said[0]
    assert rules0 == ("207.1",) and "Goblin Balloon Brigade @g: as printed in" in text0 and "Goblin Balloon Brigade: its Oracle text" in text0
    assert any("plurality is ignored" in c for c, _ in children)


def test_what_a_setup_refuses_or_records_is_unchanged_after_the_text_was_asked():
    build(parse(_PLAIN, "t.mtg"))
    # a past grant is refused at every build, its answer kept or not (410.10a)
    earthbind = _HEAD + "Bob in play: Wind Drake as @drake\nAlice in play: Earthbind attached to @drake\n"
    for _ in range(2):
        with pytest.raises(JudgeError, match="Earthbind can't be set up in play"):
            build(parse(earthbind, "t.mtg"))
    # a permanent that chooses must say what (410.10a), one that chooses nothing can't say it chose
    plague = _HEAD + "Alice in play: Engineered Plague\n"
    for _ in range(2):
        with pytest.raises(JudgeError, match="chose a creature type"):
            build(parse(plague, "t.mtg"))
    with pytest.raises(JudgeError, match="chooses nothing"):
        build(parse(_HEAD + "Alice in play: Grizzly Bears (chose Goblin)\n", "t.mtg"))
    game: Game = build(parse(_HEAD + "Alice in play: Engineered Plague (chose Goblin) as @p\n", "t.mtg"))
    assert list(game.permanents.chosen_on_entry[game.labels["p"]].values()) == ["Goblin"]


def test_the_answers_are_kept_with_the_text_they_answer():
    scn = parse(_PLAIN, "t.mtg")
    game = build(scn)
    for oid in game.in_play:
        abilities = game.abilities_of(game.objects[oid])
        kept = B._SETUP_ASKS[id(abilities)]
        assert kept[0] is abilities and kept[1] == (None, False)
