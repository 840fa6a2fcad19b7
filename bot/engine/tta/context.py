"""The working context of one `apply`: the state, the events it emits and shared helpers."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from bot.engine.core import Decision, Event
from bot.engine.rng import rng
from bot.engine.tta.ratings import Ratings, compute
from bot.engine.tta.state import PLAYER, Civ, TtaState, Variant

PRIVATE = frozenset({PLAYER})


@dataclass
class Ctx:
    """Mutable access to a state while a move resolves; collects the events it causes."""

    s: TtaState
    events: list[Event] = field(default_factory=list)

    @property
    def civ(self) -> Civ:
        return self.s.civ

    @property
    def barbarians(self) -> bool:
        return self.s.variant is Variant.BARBARIANS

    def ratings(self) -> Ratings:
        return ratings(self.s)

    def emit(self, kind: str, *, private: bool = False, **data: Any) -> None:
        self.events.append(Event(kind, data, PRIVATE if private else None))

    def rng(self) -> random.Random:
        return rng(self.s)

    def shuffle(self, items: Iterable[str]) -> list[str]:
        out = list(items)
        self.rng().shuffle(out)
        return out

    def push(self, *decisions: Decision) -> None:
        """Push decisions so that the FIRST given is on top (resolved first)."""
        for d in reversed(decisions):
            self.s.stack.append(d)


def ratings(s: TtaState) -> Ratings:
    return compute(s.civ, barbarian_cook=s.variant is Variant.BARBARIANS)
