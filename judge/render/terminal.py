"""The rich Console every view prints on: user text shown as text, never obeyed.

Scenario titles, notes, names and lines, card texts, drill answers, paths: what the views
print comes from files other people wrote. :class:`Terminal` is a ``rich.console.Console``
that

- reads no console markup and no emoji codes in the strings it is given (``[/x]`` in a title
  is text, not a closing tag to fail on; ``:smile:`` is text), and
- makes every control character of the text it renders visible (:func:`judge.visible.visible`:
  ``\\x1b``, ``\\u202e``) — in every segment of every renderable, tables and trees too — while
  the styles and cursor moves rich adds itself are emitted as they are (they are not text).

One place for the concern: the views build their lines as before and print them on it. (Of
the controls, rich itself drops the bell, backspace, vertical tab, form feed and carriage
return from a ``Text`` as it is made, before this console sees it: those are not shown.)
"""

from __future__ import annotations

from typing import Any, Iterable, Optional

from rich.console import Console
from rich.segment import Segment

from judge.visible import visible


class Terminal(Console):
    """A Console that never prints a control character of the text it renders (see the module)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("markup", False)
        kwargs.setdefault("emoji", False)
        super().__init__(**kwargs)

    def render(self, renderable: Any, options: Optional[Any] = None) -> Iterable[Segment]:
        for segment in super().render(renderable, options):
            if segment.control is None:
                text = visible(segment.text)
                if text is not segment.text:
                    yield Segment(text, segment.style)
                    continue
            yield segment

