"""Knights on the main turn: recruiting, activating, promoting, moving (and displacing) a
knight and chasing the robber; placing and moving the pieces themselves is `pieces`."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.acts import act
from bot.engine.catan.board import vid
from bot.engine.catan.hands import pay
from bot.engine.catan.pieces import (
    longest_events,
    place_relocated,
    promote,
    put_knight,
    relocate,
    vertex_arg,
)
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import DecisionKind, Events, Step
from bot.engine.core import Action, Decision, Event

KNIGHT_ACTIONS = ("knight", "activate", "promote", "kmove", "chase")  # main-turn moves


def knight_action(s: CatanState, p: int, a: Action) -> Events:
    v = vertex_arg(a)
    k = s.knights[v]
    if a.kind == "knight":
        pay(s, p, q.cost("knight"))
        return put_knight(s, p, v, 1, 0, "build")
    assert k is not None
    if a.kind == "activate":
        pay(s, p, q.cost("activate"))
        k[2] = 1
        return [Event("activate", {"seat": p, "vertex": v})]
    if a.kind == "promote":
        pay(s, p, q.cost("promote"))
        return promote(s, v)
    if a.kind == "kmove":
        s.stack.append(Decision(p, Step.KNIGHT_DEST, {"from": v}))
        return []
    # chase the robber
    k[2] = k[3] = 0
    s.stack.append(Decision(p, Step.ROBBER, {"why": "chase"}))
    return [Event("chase", {"seat": p, "vertex": v})]


def _dest_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("to", (vid(u),)) for u in q.knight_targets(s, d.data["from"])] + [act("cancel")]


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


def _relocate_legal(s: CatanState, d: Decision) -> list[Action]:
    start = d.data["from"]
    return [act("to", (vid(u),)) for u in q.reachable(s, d.seat, start)[0] if u != start]


def _relocate(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    return place_relocated(s, d.data["knight"], vertex_arg(a), d.data["from"]) + longest_events(s)


DECISIONS: dict[Step, DecisionKind] = {
    Step.KNIGHT_DEST: DecisionKind(_dest_legal, _dest, public=True),
    Step.RELOCATE: DecisionKind(_relocate_legal, _relocate, public=True),
}
