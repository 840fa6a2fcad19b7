"""A new game: the island (beginner, spiral or random), decks, bank and snake-order placement."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.catan.data import KINDS, TRACKS, catalogue
from bot.engine.catan.island import deal_island
from bot.engine.catan.options import layout
from bot.engine.catan.queries import NE, NV
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step, push_in_order
from bot.engine.core import Decision
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
