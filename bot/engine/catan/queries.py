"""Read-only questions about a position: costs, placements, rates, points (no mutation)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from operator import ge
from typing import Any

from bot.engine.catan.board import board
from bot.engine.catan.data import COMMODITIES, KINDS, MEMO_LIMIT, RESOURCES, TRACKS, K, catalogue
from bot.engine.catan.state import NONE, CatanState
from bot.engine.memo import make_room

B = board()
CAT = catalogue()
NV = len(B.vertices)
NE = len(B.edges)
NH = len(B.hexes)
STRENGTH = (0, 1, 2, 3)
TRACK_COMMODITY = {t: K[CAT.raw["ck"]["tracks"][t]["commodity"]] for t in TRACKS}
TERRAIN_KIND = {t: (K[k] if k else NONE) for t, k in CAT.terrain_produces.items()}
COMMODITY_OF_TERRAIN = {v["terrain"]: K[k] for k, v in CAT.raw["ck"]["commodities"].items()}


def mode(s: CatanState) -> dict[str, Any]:
    return CAT.mode(s.ck)


def kinds(s: CatanState) -> tuple[str, ...]:
    """The card kinds in play: resources, plus commodities in Cities & Knights."""
    return KINDS if s.ck else RESOURCES


@cache
def cost(item: str) -> tuple[int, ...]:
    """An item's price over KINDS, built once per item (the catalogue never changes)."""
    return CAT.cost(item)


def can_pay(hand: list[int], price: Iterable[int]) -> bool:
    return all(map(ge, hand, price))  # pairs up to the shorter, like zip


def missing(hand: list[int], price: Iterable[int]) -> list[str]:
    """What is short, as words: ["1 ore", "2 grain"]."""
    return [f"{c - h} {k}" for k, h, c in zip(KINDS, hand, price, strict=False) if c > h]


def hand_size(s: CatanState, p: int) -> int:
    return sum(s.hands[p])


_COUNTS: dict[tuple[tuple[int, ...], tuple[int, ...]], dict[int, tuple[int, int, int]]] = {}
_NO_BUILDINGS = (0, 0, 0)


def building_counts(s: CatanState, p: int) -> tuple[int, int, int]:
    """(settlements, upright cities, sideways cities) `p` has on the board.

    The win check after every move asks for these, and buildings change only every few dozen
    moves, so the counts of every seat are memoised by the board's buildings (owners and
    kinds per vertex), which is all they depend on."""
    key = (tuple(s.vowner), tuple(s.vkind))
    table = _COUNTS.get(key)
    if table is None:
        make_room(_COUNTS, MEMO_LIMIT)
        table = _COUNTS[key] = _count_buildings(*key)
    return table.get(p, _NO_BUILDINGS)


def _count_buildings(
    vowner: tuple[int, ...], vkind: tuple[int, ...]
) -> dict[int, tuple[int, int, int]]:
    counts: dict[int, list[int]] = {}
    for owner, kind in zip(vowner, vkind, strict=True):
        if owner != NONE:
            counts.setdefault(owner, [0, 0, 0, 0])[kind] += 1  # by vkind
    return {p: (c[1], c[2], c[3]) for p, c in counts.items()}


def pieces_on_board(s: CatanState, p: int) -> tuple[int, int, int]:
    """(roads, settlements, cities) on the board; a sideways city is a settlement piece."""
    setts, upright, sideways = building_counts(s, p)
    return s.eowner.count(p), setts, upright + sideways


PIECE_LIMITS = tuple(CAT.raw["base"]["pieces"][k] for k in ("roads", "settlements", "cities"))


def pieces_left(s: CatanState, p: int) -> tuple[int, int, int]:
    roads, setts, cities = pieces_on_board(s, p)
    return PIECE_LIMITS[0] - roads, PIECE_LIMITS[1] - setts, PIECE_LIMITS[2] - cities


def blocked(s: CatanState, p: int, v: int) -> bool:
    """Whether an opponent's building (or knight) on `v` cuts `p`'s roads there."""
    owner = s.vowner[v]
    if owner != NONE and owner != p:
        return True
    if s.ck:
        k = s.knights[v]
        if k is not None and k[0] != p:
            return True
    return False


def occupied(s: CatanState, v: int) -> bool:
    return s.vowner[v] != NONE or (s.ck and s.knights[v] is not None)


def distance_ok(s: CatanState, v: int) -> bool:
    """The distance rule: the vertex and its neighbours hold no building (and no knight on it)."""
    if occupied(s, v):
        return False
    return all(s.vowner[n] == NONE for n in B.vertex_neighbours[v])


def touches_own_road(s: CatanState, p: int, v: int) -> bool:
    return any(s.eowner[e] == p for e in B.vertex_edges[v])


def road_vertices(s: CatanState, p: int) -> set[int]:
    """Every vertex at an end of one of `p`'s roads."""
    ends: set[int] = set()
    for e, owner in enumerate(s.eowner):
        if owner == p:
            ends.update(B.edge_vertices[e])
    return ends


def road_spots(s: CatanState, p: int, exclude: int = NONE) -> list[int]:
    """Empty edges `p` may build a road on (connected through no opponent piece): those with
    an end on `p`'s own building, or on one of `p`'s road ends that no opponent blocks."""
    ends = {v for v in road_vertices(s, p) if not blocked(s, p, v)}
    ends.update(v for v, owner in enumerate(s.vowner) if owner == p)
    out = {e for v in ends for e in B.vertex_edges[v] if s.eowner[e] == NONE}
    out.discard(exclude)
    return sorted(out)


def settle_spots(s: CatanState, p: int, *, setup: bool = False) -> list[int]:
    if setup:
        return [v for v in range(NV) if distance_ok(s, v)]
    return sorted(v for v in road_vertices(s, p) if distance_ok(s, v))


def city_spots(s: CatanState, p: int) -> list[int]:
    """Own settlements that may become cities; pillaged (sideways) cities first [D-22]."""
    sideways = [v for v in range(NV) if s.vowner[v] == p and s.vkind[v] == 3]
    if sideways:
        return sideways
    return [v for v in range(NV) if s.vowner[v] == p and s.vkind[v] == 1]


def city_piece_free(s: CatanState, p: int, v: int) -> bool:
    """A sideways city is its own piece; otherwise a city piece must be in the supply."""
    return s.vkind[v] == 3 or pieces_left(s, p)[2] > 0


def cities(s: CatanState, p: int) -> list[int]:
    return [v for v in range(NV) if s.vowner[v] == p and s.vkind[v] == 2]


def available_cities(s: CatanState, p: int) -> list[int]:
    return [v for v in cities(s, p) if v not in s.metro]


def buildings(s: CatanState, p: int) -> list[int]:
    return [v for v in range(NV) if s.vowner[v] == p]


def hex_has_own_building(s: CatanState, p: int, h: int) -> bool:
    return any(s.vowner[v] == p for v in B.hex_vertices[h])


def owners_on_hex(s: CatanState, h: int) -> list[int]:
    return sorted({s.vowner[v] for v in B.hex_vertices[h] if s.vowner[v] != NONE})


def harbor_kinds(s: CatanState, p: int) -> set[str]:
    out = set()
    for i, hb in enumerate(B.harbors):
        if s.vowner[hb.vertices[0]] == p or s.vowner[hb.vertices[1]] == p:
            out.add(s.harbors[i])
    return out


def rate(s: CatanState, p: int, k: int) -> int:
    """The best bank rate for giving kind `k` (rates never combine)."""
    return _rate(s, p, k, harbor_kinds(s, p))


def rates(s: CatanState, p: int) -> list[int]:
    """`rate` for every kind in play, reading `p`'s harbors once."""
    ports = harbor_kinds(s, p)
    return [_rate(s, p, k, ports) for k in range(len(kinds(s)))]


BEST_RATE = 2  # a 2:1 harbor, the Merchant, Merchant Fleet, Trading House


def _rate(s: CatanState, p: int, k: int, ports: set[str]) -> int:
    best = 4
    if "generic_3to1" in ports:
        best = 3
    name = KINDS[k]
    if k < 5 and name in ports:
        best = BEST_RATE
    if s.ck:
        here = s.merchant[0]
        if s.merchant[1] == p and here != NONE and TERRAIN_KIND.get(s.terrain[here]) == k:
            best = BEST_RATE
        if k >= 5 and s.levels[p][0] >= 3:
            best = BEST_RATE
        if name in s.fleet:
            best = BEST_RATE
    return best


def bank_targets(s: CatanState, give: int) -> list[int]:
    return [j for j, name in enumerate(kinds(s)) if j != give and s.bank[j] > 0 and name]


def order_from(s: CatanState, start: int) -> list[int]:
    return [(start + i) % s.players for i in range(s.players)]


def knight_strength(s: CatanState, p: int) -> int:
    return sum(STRENGTH[k[1]] for k in s.knights if k is not None and k[0] == p and k[2])


def knights_of(s: CatanState, p: int) -> list[int]:
    return [v for v, k in enumerate(s.knights) if k is not None and k[0] == p]


def free_knights(s: CatanState, p: int, level: int) -> int:
    used = sum(1 for k in s.knights if k is not None and k[0] == p and k[1] == level)
    return int(CAT.raw["ck"]["knights_per_level"]) - used


def knight_spots(s: CatanState, p: int) -> list[int]:
    """Empty vertices at the end of one of `p`'s roads (knights ignore the distance rule)."""
    return sorted(v for v in road_vertices(s, p) if not occupied(s, v))


def reachable(s: CatanState, p: int, start: int) -> tuple[list[int], list[int]]:
    """Vertices a knight of `p` at `start` reaches along `p`'s roads: (empty, opponent knights)."""
    seen = {start}
    frontier = [start]
    empty: list[int] = []
    foes: list[int] = []
    while frontier:
        v = frontier.pop()
        for e in B.vertex_edges[v]:
            if s.eowner[e] != p:
                continue
            a, b = B.edge_vertices[e]
            u = b if a == v else a
            if u in seen:
                continue
            seen.add(u)
            if blocked(s, p, u):
                k = s.knights[u]
                if k is not None and k[0] != p and s.vowner[u] == NONE:
                    foes.append(u)
                continue
            if not occupied(s, u):
                empty.append(u)
            frontier.append(u)
    return sorted(empty), sorted(foes)


def knight_targets(s: CatanState, v: int) -> list[int]:
    """Where the knight on `v` may move or displace to."""
    k = s.knights[v]
    assert k is not None
    empty, foes = reachable(s, k[0], v)
    weaker = [u for u in foes if s.knights[u][1] < k[1]]  # type: ignore[index]
    return sorted(empty + weaker)


def can_promote(s: CatanState, v: int, *, free: bool = False) -> bool:
    k = s.knights[v]
    if k is None or k[4] or k[1] >= 3:
        return False
    p = k[0]
    if k[1] == 2 and s.levels[p][1] < CAT.raw["ck"]["mighty_requires_politics"]:
        return False
    if free_knights(s, p, k[1] + 1) <= 0:
        return False
    return free or can_pay(s.hands[p], cost("promote"))


def progress_limit() -> int:
    return int(CAT.raw["ck"]["progress_hand_limit"])


def improve_cost(s: CatanState, p: int, t: int, discount: int = 0) -> int:
    level = s.levels[p][t] + 1
    return max(0, int(CAT.raw["ck"]["tracks"][TRACKS[t]]["level_costs"][level - 1]) - discount)


def can_improve(s: CatanState, p: int, t: int, discount: int = 0) -> bool:
    level = s.levels[p][t] + 1
    if level > 5 or not building_counts(s, p)[1]:  # no upright city
        return False
    if level >= CAT.raw["ck"]["metropolis_level"]:
        holds = s.metro[t] != NONE and s.vowner[s.metro[t]] == p
        if not (level == 5 and holds) and not available_cities(s, p):
            return False
    return s.hands[p][TRACK_COMMODITY[TRACKS[t]]] >= improve_cost(s, p, t, discount)


def discard_limit(s: CatanState, p: int) -> int:
    base = int(CAT.raw["base"]["discard_if_more_than"])
    if s.ck:
        base += CAT.raw["ck"]["wall_hand_bonus"] * sum(
            1 for v in range(NV) if s.vowner[v] == p and s.walls[v]
        )
    return base


def wall_spots(s: CatanState, p: int) -> list[int]:
    used = sum(1 for v in range(NV) if s.vowner[v] == p and s.walls[v])
    if used >= CAT.raw["ck"]["walls_per_player"]:
        return []
    return [v for v in cities(s, p) if not s.walls[v]]


_VPS = {ck: CAT.mode(ck)["victory_points"] for ck in (False, True)}
_TARGET = {ck: int(CAT.mode(ck)["victory_points_to_win"]) for ck in (False, True)}


def vp_breakdown(s: CatanState, p: int, *, hidden: bool = True) -> dict[str, int]:
    """Points by category; `hidden=False` leaves out secret VP development cards."""
    vps = _VPS[s.ck]
    setts, upright, sideways = building_counts(s, p)
    out = {"settlements": (setts + sideways) * vps["settlement"], "cities": upright * vps["city"]}
    out["longest_road"] = vps["longest_road"] if s.longest == p else 0
    if s.ck:
        out["metropolises"] = vps["metropolis_bonus"] * sum(
            1 for v in s.metro if v != NONE and s.vowner[v] == p
        )
        out["defender"] = s.defenders[p] * vps["defender_of_catan"]
        out["progress_cards"] = len(s.progress_vp[p])
        out["merchant"] = vps["merchant"] if s.merchant[1] == p else 0
    else:
        out["largest_army"] = vps["largest_army"] if s.army == p else 0
        if hidden:
            cards = s.dev_hand[p] + s.dev_new[p]
            out["vp_cards"] = vps["victory_point_card"] * cards.count("victory_point")
    return out


def vp(s: CatanState, p: int, *, hidden: bool = True) -> int:
    return sum(vp_breakdown(s, p, hidden=hidden).values())


def target(s: CatanState) -> int:
    return _TARGET[s.ck]


__all__ = ["COMMODITIES", "RESOURCES"]
