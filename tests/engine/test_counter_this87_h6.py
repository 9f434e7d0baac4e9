"""A card's own "… may pay [cost] to counter this ability" sentence found from its beginning only (h6, 87th session).

``resolution_costs._TO_COUNTER_THIS`` began ``[^.]*``, so ``search`` tried it again from every later position of each
sentence, each try running to the sentence's end: quadratic in the text (Cumulative upkeep's reminder text, 450
characters: 1.7 ms a search; ~90 µs a catalog text on average), asked up to three times as each "unless … pays" of
413.2c resolves. A match now begins only where a sentence does (the text's start, or just after a period) — where
the leftmost match always began, so every answer is the same.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from judge.dsl import parse
from judge.engine.effects import resolution_costs

#: The pattern as it was (main d12f5fa1): the reference the anchored one must agree with.
_UNANCHORED = re.compile(r"[^.]*\bmay pay [^.]* to counter this (?:ability|spell)\.", re.I)

_CARRIONETTE = ("{2}{B}{B}: Remove Carrionette and target creature from the game. That creature's controller may pay {2} "
                "to counter this ability. Use this ability only if Carrionette is in your graveyard.")


def test_a_match_begins_only_at_a_sentences_start():
    said = "That creature's controller may pay {2} to counter this ability."
    start = _CARRIONETTE.index(said) - 1  # just after the period: the sentence with its leading space (then stripped)
    pattern = resolution_costs._TO_COUNTER_THIS
    assert pattern.match(_CARRIONETTE, start).group(0) == " " + said
    # from inside the sentence ("That creature's …", "creature's controller may pay …", "controller may pay …") no
    # match begins: the base's pattern matched from each of these (and so was tried from every one by search)
    for inside in (start + 1, start + len(" That "), _CARRIONETTE.index("controller")):
        assert pattern.match(_CARRIONETTE, inside) is None
    assert pattern.match(said, 0).group(0) == said  # the text's own start is a sentence's


def test_every_catalog_text_finds_what_the_unanchored_pattern_found():
    catalog = Path(resolution_costs.__file__).parents[2] / "cards" / "era_cards.jsonl"
    rows = [json.loads(line) for line in catalog.read_text(encoding="utf-8").splitlines()[1:]]
    texts = [t for r in rows for t in (r.get("oracle"), r.get("printed")) if isinstance(t, str) and t]
    texts += [_CARRIONETTE, "a. b may pay 3 to counter this spell.", "Any player may pay {1}. Then x may pay {2} to counter this spell."]
    assert len(texts) > 4000
    found = 0
    for text in texts:
        old, new = _UNANCHORED.search(text), resolution_costs._TO_COUNTER_THIS.search(text)
        assert (old and (old.span(), old.group(0))) == (new and (new.span(), new.group(0))), text
        found += new is not None
    assert found >= 4


def test_carrionette_as_printed_still_says_its_whole_sentence():
    from judge.engine import explore

    root = Path(resolution_costs.__file__).parents[3]
    path = root / "scenarios/audit/13934/45-carrionette-printed.mtg"
    outs = explore.explore(parse(path.read_text(encoding="utf-8"), str(path)))
    asked = [c.what for o in outs for c in o.choices if "pay {2}" in c.what]
    assert len(asked) == 2 and all(
        'as the card says: "That creature\'s controller may pay {2} to counter this ability."' in w for w in asked)
