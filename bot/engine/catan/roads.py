"""Longest Road: trail lengths through a player's own roads and who holds the card."""

from __future__ import annotations

from bot.engine.catan.data import MEMO_LIMIT
from bot.engine.catan.queries import NV, B, blocked
from bot.engine.catan.state import NONE, CatanState
from bot.engine.memo import make_room

MIN_LENGTH = 5


def road_length(s: CatanState, p: int) -> int:
    """The longest trail (no road used twice) that never passes an opponent's piece."""
    own = tuple(e for e, o in enumerate(s.eowner) if o == p)
    if not own:
        return 0
    ends = {v for e in own for v in B.edge_vertices[e]}
    stops = frozenset(v for v in ends if blocked(s, p, v))
    return trail_length(own, stops)


_TRAILS: dict[tuple[tuple[int, ...], frozenset[int]], int] = {}


def trail_length(own: tuple[int, ...], stops: frozenset[int]) -> int:
    """The longest trail over the edges `own` that goes through none of `stops`.

    Memoised by its two arguments, all it depends on: Longest Road is recounted for every
    seat whenever any road, building or knight is placed, and most seats' roads and
    blockers have not changed since the last count."""
    key = (own, stops)
    best = _TRAILS.get(key)
    if best is None:
        make_room(_TRAILS, MEMO_LIMIT)
        best = _TRAILS[key] = _longest_trail(own, stops)
    return best


def _longest_trail(own: tuple[int, ...], stops: frozenset[int]) -> int:
    bit = {e: 1 << i for i, e in enumerate(own)}
    at: dict[int, list[tuple[int, int]]] = {}
    for e in own:
        a, b = B.edge_vertices[e]
        at.setdefault(a, []).append((e, b))
        at.setdefault(b, []).append((e, a))
    best = 0

    def walk(v: int, used: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if length and v in stops:
            return
        for e, u in at[v]:
            m = bit[e]
            if not used & m:
                walk(u, used | m, length + 1)

    # a longest trail starts at a vertex of odd degree, a dead end or a cut; try all for safety
    for v in at:
        walk(v, 0, 0)
        if best == len(own):
            break
    return best


def update_longest(s: CatanState) -> int | None:
    """Recompute every length and move the card per the rules; returns the new holder on change."""
    s.road_len = [road_length(s, p) for p in range(s.players)]
    best = max(s.road_len)
    holder = s.longest
    if holder != NONE and s.road_len[holder] == best and best >= MIN_LENGTH:
        return None
    leaders = [p for p in range(s.players) if s.road_len[p] == best]
    new = leaders[0] if best >= MIN_LENGTH and len(leaders) == 1 else NONE
    if new == holder:
        return None
    s.longest = new
    return new


__all__ = ["NV", "road_length", "update_longest"]
