"""What this process reads from the store's meta table on every click (a server's language,
the message showing a table's turn), kept in memory after the first read.

Writes go to the store first, then to memory, so a failed write changes nothing here. A
server (and its channels) is served by one process (bot/shards.py), which makes every write
to these keys, so the copy in memory is the stored value; a restart starts empty and reads
again. At most `SIZE` keys are kept, the least recently used forgotten first.
"""

from __future__ import annotations

from collections import OrderedDict

from bot.store.base import GameStore

SIZE = 4096


class Remembered:
    """The store's meta values, read once per process."""

    def __init__(self, store: GameStore, size: int = SIZE) -> None:
        self.store = store
        self.size = size
        self._kept: OrderedDict[str, str | None] = OrderedDict()

    async def get(self, key: str) -> str | None:
        if key in self._kept:
            self._kept.move_to_end(key)
            return self._kept[key]
        value = await self.store.get_meta(key)
        self._keep(key, value)
        return value

    async def set(self, key: str, value: str) -> None:
        await self.store.set_meta(key, value)
        self._keep(key, value)

    def _keep(self, key: str, value: str | None) -> None:
        self._kept[key] = value
        self._kept.move_to_end(key)
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)
