"""Where a seat may build, memoised by the pieces on the board.

The action menu lists the road, settlement, city (and in Cities & Knights knight) spots at
every step of a turn, yet they change only when a piece is placed, moved or removed.
`building_moves` computes them with the rules' own queries and keeps them, as shared Action
tuples, in a memo keyed by everything those queries read: the seat, each vertex's owner and
piece, each edge's owner, and whose knight stands on each vertex (knights occupy a spot and
cut roads; in the base game there are none). Whether the seat can pay is not part of it: the
menu checks that each time.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.catan import queries as q
from bot.engine.catan.acts import act
from bot.engine.catan.board import eid, vid
from bot.engine.catan.memo import make_room
from bot.engine.catan.state import NONE, CatanState
from bot.engine.core import Action


@dataclass(frozen=True, slots=True)
class BuildingMoves:
    """One seat's building spots as moves, and its pieces still in the supply."""

    pieces_left: tuple[int, int, int]  # roads, settlements, cities
    roads: tuple[Action, ...]
    settlements: tuple[Action, ...]
    cities: tuple[Action, ...]  # only where a city piece is free
    knights: tuple[Action, ...]  # Cities & Knights only


_MEMO: dict[tuple[object, ...], BuildingMoves] = {}


def building_moves(s: CatanState, p: int) -> BuildingMoves:
    """The spots `p` may build on now (memoised by the board's pieces, see the module)."""
    key = (p, tuple(s.vowner), tuple(s.vkind), tuple(s.eowner), _knight_owners(s))
    found = _MEMO.get(key)
    if found is None:
        make_room(_MEMO)
        found = _MEMO[key] = _compute(s, p)
    return found


def _knight_owners(s: CatanState) -> tuple[int, ...] | None:
    if not s.ck:
        return None
    return tuple([NONE if k is None else k[0] for k in s.knights])


def _compute(s: CatanState, p: int) -> BuildingMoves:
    cities = [v for v in q.city_spots(s, p) if q.city_piece_free(s, p, v)]
    return BuildingMoves(
        pieces_left=q.pieces_left(s, p),
        roads=tuple(act("road", (eid(e),)) for e in q.road_spots(s, p)),
        settlements=tuple(act("settle", (vid(v),)) for v in q.settle_spots(s, p)),
        cities=tuple(act("city", (vid(v),)) for v in cities),
        knights=tuple(act("knight", (vid(v),)) for v in q.knight_spots(s, p)) if s.ck else (),
    )
