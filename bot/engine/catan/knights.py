"""Knights: recruiting, activating, promoting, moving, displacing and chasing the robber."""

from __future__ import annotations

from bot.engine.catan import flow
from bot.engine.catan import queries as q
from bot.engine.catan.board import vid
from bot.engine.catan.main_phase import longest_events, vertex_arg
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step, applies, legal
from bot.engine.core import Action, Decision, Event

Events = list[Event]
LEVEL_NAMES = ("", "basic", "strong", "mighty")


def put_knight(s: CatanState, p: int, v: int, level: int, active: int, why: str) -> Events:
    s.knights[v] = [p, level, active, 0, 0]
    data = {"seat": p, "vertex": v, "level": level, "active": active, "why": why}
    return [Event("knight", data), *longest_events(s)]


def knight_action(s: CatanState, p: int, a: Action) -> Events:
    v = vertex_arg(a)
    k = s.knights[v]
    if a.kind == "knight":
        flow.pay(s, p, q.cost("knight"))
        return put_knight(s, p, v, 1, 0, "build")
    assert k is not None
    if a.kind == "activate":
        flow.pay(s, p, q.cost("activate"))
        k[2] = 1
        return [Event("activate", {"seat": p, "vertex": v})]
    if a.kind == "promote":
        flow.pay(s, p, q.cost("promote"))
        return promote(s, v)
    if a.kind == "kmove":
        s.stack.append(Decision(p, Step.KNIGHT_DEST, {"from": v}))
        return []
    # chase the robber
    k[2] = k[3] = 0
    s.stack.append(Decision(p, Step.ROBBER, {"why": "chase"}))
    return [Event("chase", {"seat": p, "vertex": v})]


def promote(s: CatanState, v: int) -> Events:
    k = s.knights[v]
    assert k is not None
    k[1] += 1
    k[4] = 1
    return [Event("promote", {"seat": k[0], "vertex": v, "level": k[1]})]


@legal(Step.KNIGHT_DEST)
def _dest_legal(s: CatanState, d: Decision) -> list[Action]:
    return [Action("to", (vid(u),)) for u in q.knight_targets(s, d.data["from"])] + [
        Action("cancel")
    ]


@applies(Step.KNIGHT_DEST)
def _dest(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    if a.kind == "cancel":
        return []
    src, dst = d.data["from"], vertex_arg(a)
    k = s.knights[src]
    assert k is not None
    foe = s.knights[dst]
    s.knights[src] = None
    k[2] = k[3] = 0
    s.knights[dst] = k
    events = [
        Event(
            "knight_move",
            {"seat": d.seat, "from": src, "to": dst, "displaced": foe[0] if foe else -1},
        )
    ]
    if foe is not None:
        events += relocate(s, foe, dst)
    return events + longest_events(s)


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


@legal(Step.RELOCATE)
def _relocate_legal(s: CatanState, d: Decision) -> list[Action]:
    start = d.data["from"]
    return [Action("to", (vid(u),)) for u in q.reachable(s, d.seat, start)[0] if u != start]


@applies(Step.RELOCATE)
def _relocate(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    return place_relocated(s, d.data["knight"], vertex_arg(a), d.data["from"]) + longest_events(s)
