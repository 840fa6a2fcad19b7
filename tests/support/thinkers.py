"""A thinker for tests that race a person's move against a bot's thought."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from bot.table.thinker import Thinker, Thought


class GatedThinker(Thinker):
    """Thinks like the real one (in a thread), but its first thought waits at a gate, so a
    test can move meanwhile; `entered` is set once that thought has begun."""

    def __init__(self) -> None:
        super().__init__(inline=True)
        self.entered = asyncio.Event()
        self.gate = asyncio.Event()
        self.asked = 0

    async def choose(
        self,
        game_key: str,
        view: Any,
        seat: int,
        legal: Sequence[str],
        level: str,
        seed: int,
        budget_s: float | None = None,
    ) -> Thought:
        self.asked += 1
        self.entered.set()
        if self.asked == 1:
            await self.gate.wait()
        return await super().choose(game_key, view, seat, legal, level, seed, budget_s)
