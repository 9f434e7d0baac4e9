"""A function a lower module of the engine calls and a higher one provides: the way the
layers stay one-directional where the rules loop back (an event passes through replacement
effects and triggers that live above it; combat skips to a later step of the turn). The
higher module sets each hook as it is imported; the engine's assembly (the driver) imports
them all. A hook called before it is set is a loud internal error, never a silent no-op.
"""

from __future__ import annotations

from typing import Any, Callable

from judge.errors import JudgeError


class Hook:
    """One such function: ``hook.set(fn)`` by the module above, ``hook(...)`` by the one below —
    or ``hook.fn(...)`` where it is called for every event (``events._record``: no wrapper's
    call between the event and the rule; an unset hook's ``fn`` raises the same error)."""

    __slots__ = ("what", "fn")

    def __init__(self, what: str) -> None:
        self.what = what
        self.fn: Callable[..., Any] = self._unset

    def _unset(self, *args: Any, **kwargs: Any) -> Any:
        raise JudgeError(f"internal: the engine was assembled without {self.what}")

    def set(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        self.fn = fn
        return fn

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)
