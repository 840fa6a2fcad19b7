"""The working context of one `apply`: the engine's `Context` (the state, the events it emits,
decisions pushed first on top) and shared helpers; `PRIVATE` is what only the player sees."""

from __future__ import annotations

import random
from collections.abc import Iterable

from bot.engine.context import Context
from bot.engine.rng import rng
from bot.engine.tta.ratings import Ratings, compute
from bot.engine.tta.state import PLAYER, Civ, TtaState, Variant

PRIVATE = frozenset({PLAYER})


class Ctx(Context[TtaState]):
    """Mutable access to a state while a move resolves (the engine's `Context`: the state, the
    events it causes, `emit`, `push`), with the civilization, its ratings and randomness."""

    __slots__ = ()

    @property
    def civ(self) -> Civ:
        return self.s.civ

    @property
    def barbarians(self) -> bool:
        return self.s.variant is Variant.BARBARIANS

    def ratings(self) -> Ratings:
        return ratings(self.s)

    def rng(self) -> random.Random:
        return rng(self.s)

    def shuffle(self, items: Iterable[str]) -> list[str]:
        out = list(items)
        self.rng().shuffle(out)
        return out


def ratings(s: TtaState) -> Ratings:
    return compute(s.civ, barbarian_cook=s.variant is Variant.BARBARIANS)
