"""Pieces on the board: reading the spot a move names, and placing roads, buildings and
knights (each placement re-counts Longest Road, which any piece may cut or extend)."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.board import parse_id
from bot.engine.catan.queries import NE, NV
from bot.engine.catan.roads import update_longest
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Events, Step
from bot.engine.core import Action, Decision, Event

LEVEL_NAMES = ("", "basic", "strong", "mighty")


# -- the spot an action names --------------------------------------------------------------


def vertex_arg(a: Action, i: int = 0) -> int:
    v = parse_id(a.args[i], "v", NV) if len(a.args) > i else None
    if v is None:
        raise ValueError(a.token)
    return v


def edge_arg(a: Action, i: int = 0) -> int:
    e = parse_id(a.args[i], "e", NE) if len(a.args) > i else None
    if e is None:
        raise ValueError(a.token)
    return e


def hex_arg(a: Action, i: int = 0) -> int:
    h = parse_id(a.args[i], "h", q.NH) if len(a.args) > i else None
    if h is None:
        raise ValueError(a.token)
    return h


# -- roads and buildings -------------------------------------------------------------------


def place_road(s: CatanState, p: int, e: int, *, why: str = "build") -> Events:
    s.eowner[e] = p
    events = [Event("road", {"seat": p, "edge": e, "why": why})]
    return events + longest_events(s)


def place_settlement(s: CatanState, p: int, v: int, *, why: str = "build") -> Events:
    s.vowner[v] = p
    s.vkind[v] = 1
    events = [Event("settlement", {"seat": p, "vertex": v, "why": why})]
    return events + longest_events(s)


def place_city(s: CatanState, p: int, v: int, *, why: str = "build") -> Events:
    s.vowner[v] = p
    s.vkind[v] = 2
    return [Event("city", {"seat": p, "vertex": v, "why": why})]


def longest_events(s: CatanState) -> Events:
    before = s.longest
    changed = update_longest(s)
    if s.longest != before:
        return [
            Event(
                "longest_road",
                {
                    "seat": s.longest,
                    "from": before,
                    "length": s.road_len[s.longest]
                    if changed is not None and s.longest >= 0
                    else 0,
                },
            )
        ]
    return []


# -- knights -------------------------------------------------------------------------------


def put_knight(s: CatanState, p: int, v: int, level: int, active: int, why: str) -> Events:
    s.knights[v] = [p, level, active, 0, 0]
    data = {"seat": p, "vertex": v, "level": level, "active": active, "why": why}
    return [Event("knight", data), *longest_events(s)]


def promote(s: CatanState, v: int) -> Events:
    k = s.knights[v]
    assert k is not None
    k[1] += 1
    k[4] = 1
    return [Event("promote", {"seat": k[0], "vertex": v, "level": k[1]})]


def relocate(s: CatanState, knight: list[int], start: int) -> Events:
    """A displaced knight moves along its owner's roads, or goes back to the supply."""
    owner = knight[0]
    spots = [u for u in q.reachable(s, owner, start)[0] if u != start]
    if not spots:
        return [Event("knight_removed", {"seat": owner, "vertex": start})]
    if len(spots) == 1:
        return place_relocated(s, knight, spots[0], start)
    s.stack.append(Decision(owner, Step.RELOCATE, {"knight": list(knight), "from": start}))
    return []


def place_relocated(s: CatanState, knight: list[int], v: int, start: int) -> Events:
    s.knights[v] = [knight[0], knight[1], knight[2], 0, 0]
    return [Event("knight_relocated", {"seat": knight[0], "from": start, "to": v})]
