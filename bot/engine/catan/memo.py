"""Bounded memos for pure functions on the hot path (building counts, road lengths).

Every memo is keyed by everything its value depends on (the content, never a state's
identity), so an entry is never stale, a copied or replayed state finds the same entries, and
forgetting one only costs a recomputation. The memos live outside the state, so copying a
state field by field copies no cache. They are small on purpose: a full garbage collection
walks every object they hold. Threads: a dict read or write is atomic under the GIL, values
are immutable tuples, and two threads missing at once just both compute the same value.
"""

from __future__ import annotations

from typing import Any

MEMO_LIMIT = 256  # entries per memo


def make_room(table: dict[Any, Any]) -> None:
    """Before adding to a full memo, forget its older half (dicts keep insertion order)."""
    if len(table) >= MEMO_LIMIT:
        keys = list(table)  # one step under the GIL, so safe beside another thread's use
        for key in keys[: len(keys) // 2]:
            table.pop(key, None)
