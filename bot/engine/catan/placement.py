"""Where a seat may build, memoised by the pieces on the board.

The action menu lists the road, settlement, city (and in Cities & Knights knight) spots at
every step of a turn, yet they change only when a piece is placed, moved or removed.
`building_moves` finds the memo entry for the seat and the board, keyed by everything the
rules' spot queries read: the seat, each vertex's owner and piece, each edge's owner, and
whose knight stands on each vertex (knights occupy a spot and cut roads; the base game has
none). An entry fills each kind of spot the first time a menu asks for it (a seat that
cannot pay for a settlement never has its settlement spots searched); since the spots depend
only on the key, any state with that key may fill them, and two threads filling the same
one compute the same value. Whether the seat can pay is not part of it: the menu checks that
each time.
"""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.acts import act
from bot.engine.catan.board import eid, vid
from bot.engine.catan.data import MEMO_LIMIT
from bot.engine.catan.state import NONE, CatanState
from bot.engine.core import Action
from bot.engine.memo import make_room

Moves = tuple[Action, ...]


class BuildingMoves:
    """One seat's building spots as moves, each kind found when first asked for.

    Pass each method the state the entry was looked up with (or any state with the same
    pieces on the board)."""

    __slots__ = ("_cities", "_knights", "_roads", "_settlements", "p", "pieces_left")

    def __init__(self, s: CatanState, p: int) -> None:
        self.p = p
        self.pieces_left = q.pieces_left(s, p)  # roads, settlements, cities
        self._roads: Moves | None = None
        self._settlements: Moves | None = None
        self._cities: Moves | None = None
        self._knights: Moves | None = None

    def roads(self, s: CatanState) -> Moves:
        if self._roads is None:
            self._roads = tuple(act("road", (eid(e),)) for e in q.road_spots(s, self.p))
        return self._roads

    def settlements(self, s: CatanState) -> Moves:
        if self._settlements is None:
            spots = q.settle_spots(s, self.p)
            self._settlements = tuple(act("settle", (vid(v),)) for v in spots)
        return self._settlements

    def cities(self, s: CatanState) -> Moves:
        """Cities where a city piece is free (a sideways city is its own piece)."""
        if self._cities is None:
            spots = [v for v in q.city_spots(s, self.p) if q.city_piece_free(s, self.p, v)]
            self._cities = tuple(act("city", (vid(v),)) for v in spots)
        return self._cities

    def knights(self, s: CatanState) -> Moves:
        if self._knights is None:
            spots = q.knight_spots(s, self.p)
            self._knights = tuple(act("knight", (vid(v),)) for v in spots)
        return self._knights


_MEMO: dict[tuple[object, ...], BuildingMoves] = {}


def building_moves(s: CatanState, p: int) -> BuildingMoves:
    """The memo entry for `p` on this board (see the module)."""
    key = (p, tuple(s.vowner), tuple(s.vkind), tuple(s.eowner), _knight_owners(s))
    found = _MEMO.get(key)
    if found is None:
        make_room(_MEMO, MEMO_LIMIT)
        found = _MEMO[key] = BuildingMoves(s, p)
    return found


def _knight_owners(s: CatanState) -> tuple[int, ...] | None:
    if not s.ck:
        return None
    return tuple([NONE if k is None else k[0] for k in s.knights])
