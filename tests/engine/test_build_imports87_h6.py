"""A game's build imports the plural creature types' words only for a printed creature card (h6, 87th session).

``build._plural_types`` ran two ``from judge.… import …`` at every build (2,390 of a warm pass over every 8th bundled
file); on 3.11 each of a module already loaded costs ~4 µs (its ``__path__`` looked for, two AttributeErrors made and
dropped). They are now run only where a printed creature card's type line is read — what 214.7b's step says is
unchanged (Carrionette as printed, a "Summon — Goblins" card).
"""

from __future__ import annotations

import builtins
import sys

from judge.dsl import parse

#: The same catalog card in its Oracle wording ("Creature — Goblin Warrior") and as printed ("Summon — Goblins").
_ORACLE = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
           "Alice in play: Goblin Balloon Brigade as @g\n")

_GOBLINS = ("wording printed\nplayer Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
            "Alice in play: Goblin Balloon Brigade as @g\n")


def _imports_by_plural_types(monkeypatch, text: str):
    from judge.engine import build, explore

    # (what the catalog's step says of a card is worked out once a process: build._catalog_words, ninety-first
    # session; a table of its own here, so that the card is read as a process meeting it first reads it)
    monkeypatch.setattr(build, "_CATALOG_WORDS", {})

    seen: list[str] = []
    real = builtins.__import__

    def counting(name, *args, **kwargs):
        if sys._getframe(1).f_code.co_name == "_plural_types":
            seen.append(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", counting)  # (IMPORT_NAME calls it once it is not the built-in)
    outs = explore.explore(parse(text, "t.mtg"))
    monkeypatch.setattr(builtins, "__import__", real)
    return seen, outs


def test_oracle_catalog_cards_import_nothing_for_plural_types(monkeypatch):
    seen, outs = _imports_by_plural_types(monkeypatch, _ORACLE)
    assert len(outs) == 1 and any("Cards from the card catalog" in s.text for s in outs[0].steps)
    assert seen == []  # base: ['judge.cards.phrases', 'judge.dsl.type_lines']


def test_a_printed_plural_type_line_is_still_read_and_said(monkeypatch):
    seen, outs = _imports_by_plural_types(monkeypatch, _GOBLINS)
    assert seen == ["judge.cards.phrases", "judge.dsl.type_lines"]
    said = [c.text for s in outs[0].steps for c in s.children if "plurality is ignored" in c.text]
    assert len(said) == 1 and "Goblins" in said[0] and "214.7b" in [c.rules for s in outs[0].steps
                                                                     for c in s.children if c.text == said[0]][0]
