"""ARCHIVE_KEEP_DAYS: the moves of games that ended longer ago are forgotten, once a day.

What a pruned game keeps and loses is `GameStore.prune_archive`'s to say (the results row's
head, final state, result seats and ratings stay; its moves and archive entry go). Every
process of a deployment may prune: the store's statement is the same whoever runs it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from bot.store.result_records import ResultStore

log = logging.getLogger(__name__)

DAY = 86_400.0


class Pruner:
    """Prunes at the first call, then at most once a day; never when `keep_days` is 0."""

    def __init__(
        self, store: ResultStore, keep_days: int, clock: Callable[[], float] = time.time
    ) -> None:
        self.store = store
        self.keep_days = keep_days
        self._clock = clock
        self._last: float | None = None

    async def maybe(self) -> int:
        """Prune if a day has passed since the last time; returns how many games were."""
        if self.keep_days <= 0:
            return 0
        now = self._clock()
        if self._last is not None and now - self._last < DAY:
            return 0
        self._last = now
        pruned = await self.store.prune_archive(now - self.keep_days * DAY)
        if pruned:
            log.info("Pruned the moves of %d games ended over %d days ago", pruned, self.keep_days)
        return pruned
