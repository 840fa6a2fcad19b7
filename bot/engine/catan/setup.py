"""A new game: the island (beginner, spiral or random), decks, bank and snake-order placement,
and the placement decisions themselves (the second building takes its starting cards)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.catan import queries as q
from bot.engine.catan.acts import act
from bot.engine.catan.board import eid, vid
from bot.engine.catan.data import KINDS, TRACKS, catalogue
from bot.engine.catan.hands import gain
from bot.engine.catan.island import deal_island
from bot.engine.catan.options import layout
from bot.engine.catan.pieces import (
    edge_arg,
    longest_events,
    place_city,
    place_road,
    place_settlement,
    vertex_arg,
)
from bot.engine.catan.queries import NE, NV, B
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import DecisionKind, Events, Step, push_in_order
from bot.engine.catan.turn import start_turn
from bot.engine.core import Action, Decision, Event
from bot.engine.rng import rng, shuffled


def new_game(players: int, seed: int, options: Mapping[str, Any]) -> CatanState:
    cat = catalogue()
    ck = bool(options.get("ck", False))
    s = CatanState(
        seed=seed,
        rng_counter=0,
        options=dict(options),
        players=players,
        ck=ck,
        terrain=[],
        numbers=[],
        harbors=[],
        robber=0,
        vowner=[-1] * NV,
        vkind=[0] * NV,
        walls=[0] * NV,
        eowner=[-1] * NE,
        hands=[[0] * len(KINDS) for _ in range(players)],
        bank=[cat.raw["bank_resources_each"]] * 5
        + ([cat.raw["ck"]["commodities"][k]["count"] for k in KINDS[5:]] if ck else [0] * 3),
    )
    island = deal_island(s, layout(options))
    s.terrain, s.numbers = list(island.terrain), list(island.numbers)
    s.harbors = list(island.harbors)
    s.robber = s.terrain.index("desert")
    s.road_len = [0] * players
    s.knights_played = [0] * players
    s.dev_hand = [[] for _ in range(players)]
    s.dev_new = [[] for _ in range(players)]
    s.discard_sel = [None] * players
    if ck:
        s.knights = [None] * NV
        s.decks = {
            t: shuffled(
                s, [c.id for c in cat.progress.values() if c.deck == t for _ in range(c.count)]
            )
            for t in TRACKS
        }
        s.progress = [[] for _ in range(players)]
        s.progress_vp = [[] for _ in range(players)]
        s.levels = [[0, 0, 0] for _ in range(players)]
        s.metro = [-1, -1, -1]
        s.metro_locked = [0, 0, 0]
        s.defenders = [0] * players
        s.robber_active = False
    else:
        s.dev_deck = shuffled(s, [c.id for c in cat.development.values() for _ in range(c.count)])
    s.first = rng(s).randrange(players)
    order = [(s.first + i) % players for i in range(players)]
    push_in_order(
        s,
        [Decision(p, Step.SETUP_SETTLE, {"round": 1}) for p in order]
        + [Decision(p, Step.SETUP_SETTLE, {"round": 2}) for p in reversed(order)],
    )
    s.current = s.first
    return s


# -- placing the first pieces, in snake order ----------------------------------------------


def _setup_settle_legal(s: CatanState, d: Decision) -> list[Action]:
    kind = "city" if s.ck and d.data["round"] == 2 else "settle"
    return [act(kind, (vid(v),)) for v in q.settle_spots(s, d.seat, setup=True)]


def _setup_settle(s: CatanState, d: Decision, a: Action) -> Events:
    p, v = d.seat, vertex_arg(a)
    s.stack.pop()
    if a.kind == "city":
        events = place_city(s, p, v, why="setup") + longest_events(s)
    else:
        events = place_settlement(s, p, v, why="setup")
    if d.data["round"] == 2:
        got: dict[str, int] = {}
        for h in B.vertex_hexes[v]:
            k = q.TERRAIN_KIND[s.terrain[h]]
            if k >= 0 and gain(s, p, k, 1):
                got[KINDS[k]] = got.get(KINDS[k], 0) + 1
        events.append(Event("start_cards", {"seat": p, "cards": got}))
    s.stack.append(Decision(p, Step.SETUP_ROAD, {"vertex": v}))
    return events


def _setup_road_legal(s: CatanState, d: Decision) -> list[Action]:
    v = d.data["vertex"]
    return [act("road", (eid(e),)) for e in B.vertex_edges[v] if s.eowner[e] < 0]


def _setup_road(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    events = place_road(s, d.seat, edge_arg(a), why="setup")
    if not s.stack:
        events += start_turn(s, s.first)
    return events


DECISIONS: dict[Step, DecisionKind] = {
    Step.SETUP_SETTLE: DecisionKind(_setup_settle_legal, _setup_settle, public=True),
    Step.SETUP_ROAD: DecisionKind(_setup_road_legal, _setup_road, public=True),
}
