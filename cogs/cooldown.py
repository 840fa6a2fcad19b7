"""A cooldown on public reposts: the same public answer (the board, a ladder) asked for again
in a channel within `seconds` goes only to the asker, so nobody can fill a channel with it."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import discord

REPOST_SECONDS = 60.0
KEPT = 4096  # channels remembered at most (the oldest forgotten first)


class RepostCooldown:
    """When each channel last showed each kind of repost publicly, and of what."""

    def __init__(
        self, seconds: float = REPOST_SECONDS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.seconds = seconds
        self.clock = clock
        self._last: OrderedDict[tuple[int, str], tuple[float, Any]] = OrderedDict()

    def allow(self, channel_id: int, kind: str, what: Any = None) -> bool:
        """True (and remembered) when this repost may go up publicly: nothing of its kind
        went up here within the cooldown, or what it shows changed since (`what`)."""
        key = (channel_id, kind)
        now = self.clock()
        last = self._last.get(key)
        if last is not None and now - last[0] < self.seconds and last[1] == what:
            return False
        self._last[key] = (now, what)
        self._last.move_to_end(key)
        while len(self._last) > KEPT:
            self._last.popitem(last=False)
        return True


def cooldown_of(client: discord.Client) -> RepostCooldown | None:
    found = getattr(client, "reposts", None)
    return found if isinstance(found, RepostCooldown) else None
