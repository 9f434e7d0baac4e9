"""``trace_view.assembled``: every line of ``judge ask`` is made by it — the very ``Text`` rich's
``Text.assemble`` makes of the same parts (its text cleaned of control codes part by part, its
spans, its options), whatever the parts."""

from __future__ import annotations

import io
import random

from rich.console import Console
from rich.style import Style
from rich.text import Text

from judge.render import trace_view as T

_PIECES = ["", "a", "Lightning Bolt", "  ", "\x1b[31mred", "bell\x07", "tab\tin", "line\nbreak", "\r\x08\x0b\x0c",
           "é ☃ 日本", "\u202eRTL", "[bold]x[/]", ":smile:", "\x00nul", "…"]
_STYLES = [None, "", "dim", "bold cyan", Style(bold=True), Style(), "italic dim"]


def _part(rng: random.Random):
    kind = rng.randrange(6)
    text = rng.choice(_PIECES) + rng.choice(_PIECES)
    if kind == 0:
        return text
    if kind == 1:  # a Text part: handed to Text.assemble itself
        return Text.assemble((text, rng.choice(_STYLES[2:])), rng.choice(_PIECES), style=rng.choice(["", "dim"]))
    if kind == 2:  # a one-item tuple: Text.assemble too
        return (text,)
    return (text, rng.choice(_STYLES))


def _same(made: Text, wanted: Text) -> None:
    assert type(made) is Text
    assert made.plain == wanted.plain and len(made) == len(wanted)
    assert made.spans == wanted.spans
    for name in ("style", "justify", "overflow", "no_wrap", "end", "tab_size"):
        assert getattr(made, name) == getattr(wanted, name), name


def _printed(text: Text, colour: bool) -> str:
    con = Console(file=io.StringIO(), width=30, force_terminal=colour, color_system="truecolor" if colour else None,
                  highlight=False, soft_wrap=False, markup=False, emoji=False)
    con.print(text)
    return con.file.getvalue()


def test_t_makes_what_text_assemble_makes():
    rng = random.Random(55)
    for _ in range(3000):
        parts = [_part(rng) for _ in range(rng.randrange(6))]
        made, wanted = T.assembled(*parts), Text.assemble(*parts)
        _same(made, wanted)
        made.append("more", "bold")  # a line the views go on appending to
        wanted.append("more", "bold")
        _same(made, wanted)
    for parts in ((("3.1 ", "dim"), "Lightning Bolt goes on the stack", "  ", ("409.1a", "bold cyan")),
                  (("Note: ", "bold magenta"), ("a\x1bb", "dim")), ()):
        for colour in (False, True):
            assert _printed(T.assembled(*parts), colour) == _printed(Text.assemble(*parts), colour)


def test_t_hands_other_parts_to_text_assemble(monkeypatch):
    calls = []
    real = Text.assemble

    def assemble(*parts, **options):
        calls.append(parts)
        return real(*parts, **options)

    monkeypatch.setattr(Text, "assemble", assemble)
    T.assembled(("a", "dim"), "b")
    assert calls == []  # the usual parts: one constructor call
    T.assembled(("a", "dim"), Text("b"))
    assert len(calls) == 1


def test_no_text_takes_more_than_two_cells_a_character():
    """``terminal.fits`` knows a text of at most ``width / 2`` characters fits without measuring
    it: it rests on rich counting no character wider than two cells."""
    from rich.cells import cell_len, get_character_cell_size

    from judge.render.terminal import fits

    # (rich's function itself, past its lru_cache of 4,096 characters: the 1.1 million asked for
    # once each only filled and emptied it, ~30 % of this test's CPU, the sixtieth session)
    size = getattr(get_character_cell_size, "__wrapped__", get_character_cell_size)
    assert max(size(chr(c)) for c in range(0x110000) if not 0xD800 <= c < 0xE000) == 2
    for text in ("日本語", "☃\ufe0f" * 5, "a\u200d\u200db", "❤\ufe0f\ufe0f", "🏳\ufe0f\u200d🌈", "…—é", "\x1b\x00", ""):
        assert cell_len(text) <= 2 * len(text), text
        for width in range(0, 2 * len(text) + 2):
            assert fits(text, width) == (cell_len(text) <= width), (text, width)
