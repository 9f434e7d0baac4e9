"""The rich Console every view prints on: user text shown as text, never obeyed.

Scenario titles, notes, names and lines, card texts, drill answers, paths: what the views
print comes from files other people wrote. :class:`Terminal` is a ``rich.console.Console``
that

- reads no console markup and no emoji codes in the strings it is given (``[/x]`` in a title
  is text, not a closing tag to fail on; ``:smile:`` is text), and
- makes every control character of the text it renders visible (:func:`judge.visible.visible`:
  ``\\x1b``, ``\\u202e``) — in each ``Text`` before it is laid out (so a line is wrapped as it is
  shown, never cropped), and in every segment of every renderable, tables and trees too — while
  the styles and cursor moves rich adds itself are emitted as they are (they are not text).

One place for the concern: the views build their lines as before and print them on it. (Of
the controls, rich itself drops the bell, backspace, vertical tab, form feed and carriage
return from a ``Text`` as it is made, before this console sees it: those are not shown.)
"""

from __future__ import annotations

from typing import Any, Iterable, Optional

from rich.cells import cell_len
from rich.console import Console
from rich.segment import Segment
from rich.text import Span, Text

from judge.visible import visible


def fits(text: str, width: int) -> bool:
    """Whether ``text`` takes at most ``width`` cells (``cell_len(text) <= width``) — known without
    measuring it when it has at most ``width / 2`` characters: rich counts no character wider than
    two cells (0, 1 or 2 each; a variation selector turning the one before it wide adds 1), so such
    a text fits whatever it holds. Into a pipe (1,000 cells) that is every line of a ``judge ask``,
    and rich's measure of a character outside its one-cell set (``…``, ``—``) loads its Unicode
    width table (docs/performance.md)."""
    return 2 * len(text) <= width or cell_len(text) <= width


#: Options of :meth:`Terminal.print` that change nothing of a line that fits the width, written
#: without colour: how a line too long for it is wrapped, cut or let run on, and its style (shown
#: only in colour). ``judge test``'s one line a scenario is printed with them (~10,000 lines of the
#: suite: 1.2 s of rich's layout at the end of the run), and its summary with a style.
_FITTING = frozenset({"no_wrap", "overflow", "crop", "soft_wrap", "style"})


class Terminal(Console):
    """A Console that never prints a control character of the text it renders (see the module)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("markup", False)
        kwargs.setdefault("emoji", False)
        super().__init__(**kwargs)

    def print(self, *objects: Any, **options: Any) -> None:
        """``Console.print``; and, in a pipe or a file (no colour, no terminal), a line with
        nothing to lay out — a blank line, a one-line :class:`~rich.text.Text` or a renderable's
        :func:`plain_line` that fits the width (a board's lines, each fitting) — written as rich
        would write it (the same characters, through the same buffer), without rich's layout
        machinery (~0.1 ms a line: most of a ``judge ask``'s printing; docs/performance.md) —
        also when printed with only options of :data:`_FITTING`, which act on a line too long for
        the width, or on colours, alone (``judge test``'s line a scenario). Anything else goes to
        rich."""
        line = self._plain_line(objects) if not options or options.keys() <= _FITTING else None
        if line is None:
            super().print(*objects, **options)
            return
        with self:  # (as Console.print: written when the outermost buffer context ends)
            self._buffer.append(Segment(line))

    def write_shown(self, text: str) -> None:
        """Write ``text`` — already as shown (no markup read, no control character left; e.g. a
        trace made plain, :func:`judge.render.trace_view.render_ask`) — where :meth:`print` writes
        a line: through the console's buffer, in its place among the lines printed."""
        with self:
            self._buffer.append(Segment(text))

    def _plain_line(self, objects: tuple) -> Optional[str]:
        """What printing ``objects`` writes, ending in a newline, when it is one line rich lays
        out as it is; else None."""
        if self.color_system is not None or self.is_terminal or self._render_hooks or len(objects) > 1:
            return None
        if not objects:
            return "\n"
        obj = objects[0]
        if type(obj) is Text:
            plain = obj.plain
            if "\n" in plain or "\t" in plain:
                return None
            shown = visible(plain)  # (as render: made visible before it is laid out)
            return shown + "\n" if fits(shown, self.width) else None
        plain_line = getattr(obj, "plain_line", None)
        if plain_line is None:
            return None
        shown = plain_line(self.width)
        return None if shown is None else shown + "\n"

    def render(self, renderable: Any, options: Optional[Any] = None) -> Iterable[Segment]:
        if isinstance(renderable, Text):  # before it is laid out: wrapped as shown, never cropped
            renderable = _visible_text(renderable)
        for segment in super().render(renderable, options):
            if segment.control is None:
                text = visible(segment.text)
                if text is not segment.text:
                    yield Segment(text, segment.style)
                    continue
            yield segment


def _visible_text(text: Text) -> Text:
    """``text`` with its control characters made visible and its styles kept on the same
    characters (a copy; ``text`` itself when it has none)."""
    plain = text.plain
    shown = visible(plain)
    if shown is plain:
        return text
    at = [0] * (len(plain) + 1)  # where each character of ``plain`` begins in ``shown``
    pos = 0
    for i, ch in enumerate(plain):
        at[i] = pos
        pos += len(visible(ch))
    at[len(plain)] = pos
    out = text.copy()
    out.plain = shown
    out.spans = [Span(at[span.start], at[min(span.end, len(plain))], span.style) for span in text.spans]
    return out

