"""Bounded memos for the pure functions on the engines' hot paths (Duel's profiles, markets and
quotes; Catan's building counts, road lengths and placements; 7 Wonders' city profiles).

Every memo is keyed by everything its value depends on (the content, never a state's
identity), so an entry is never stale, a copied or replayed state finds the same entries, and
forgetting one only costs a recomputation. The memos live outside the states, so copying a
state copies no cache. Each game sizes its own (`limit`): small on purpose, since a full
garbage collection walks every object they hold and every entry is memory the hot path
touches (Duel, random playouts, process time best of 3: 128 entries 36.0k actions/s, 64
37.6k, 32 39.4-40.4k, 16 39.3k; a hard bot's decision 0.51-0.54 s at 128, 0.44-0.45 s at 32).
Threads: a dict read or write is atomic under the GIL, values are immutable, and two threads
missing at once just both compute the same value.
"""

from __future__ import annotations

from typing import Any


def make_room(table: dict[Any, Any], limit: int) -> None:
    """Before adding to a full memo, forget its older half (dicts keep insertion order).

    Callers on a hot path test `len(table) >= limit` first, to skip the call."""
    if len(table) >= limit:
        keys = list(table)  # one step under the GIL, so safe beside another thread's use
        for key in keys[: len(keys) // 2]:
            table.pop(key, None)
