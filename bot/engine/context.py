"""One context for applying a move's effects, shared by the games that apply through one.

`Context` holds the state being changed and the events the move causes so far: `emit` adds an
event, `push` puts decisions on the state's stack so that the first given ends up on top
(resolved first). Duel's `effects.Ctx` (with its expansion's handlers and the decisions
queued until the effects are all applied) and Through the Ages' `context.Ctx` (with its
randomness and ratings) extend it. Catan and 7 Wonders apply by functions that return their
events, and push with `push_in_order`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Generic, Protocol, TypeVar

from bot.engine.core import Decision, Event


class Stacked(Protocol):
    """A state with a stack of pending decisions, its top the next to resolve."""

    stack: list[Decision]


S = TypeVar("S", bound=Stacked)

# `Event` is a frozen slotted value made at every step: its generated `__init__` sets each
# field through `object.__setattr__`; setting the slots directly makes an equal value at
# half the cost (every move emits).
_new_event = Event.__new__
_set_event_kind = vars(Event)["kind"].__set__
_set_event_data = vars(Event)["data"].__set__
_set_event_visible = vars(Event)["visible_to"].__set__


def push_in_order(stack: list[Decision], decisions: Iterable[Decision]) -> None:
    """Push so that the first of `decisions` ends up on top."""
    stack.extend(reversed(list(decisions)))


class Context(Generic[S]):
    """One move being applied: the state and the events so far."""

    __slots__ = ("events", "s")

    def __init__(self, s: S) -> None:
        self.s = s
        self.events: list[Event] = []

    def emit(self, kind: str, visible_to: frozenset[int] | None = None, **data: Any) -> None:
        """An event of the move; `visible_to`: the seats allowed to know it (None: everyone)."""
        e = _new_event(Event)  # `Event(kind, data, visible_to)`, made faster (see above)
        _set_event_kind(e, kind)
        _set_event_data(e, data)
        _set_event_visible(e, visible_to)
        self.events.append(e)

    def push(self, *decisions: Decision) -> None:
        """Push decisions so that the FIRST given is on top (resolved first)."""
        self.s.stack.extend(reversed(decisions))
