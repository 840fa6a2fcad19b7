"""A digest of seeded random Catan games: every legal-action list, every choice, every event
and the final position. Recorded before the engine's speed work, it pins the behaviour: any
change to a move, an event or an outcome changes the digest."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from bot.engine.catan import RULES

# the state's fields when the digests were recorded; caches added later are not behaviour
STATE_FIELDS = [
    "seed",
    "rng_counter",
    "options",
    "players",
    "ck",
    "terrain",
    "numbers",
    "harbors",
    "robber",
    "vowner",
    "vkind",
    "walls",
    "eowner",
    "hands",
    "bank",
    "current",
    "first",
    "turn_no",
    "dice",
    "stack",
    "winner",
    "road_len",
    "longest",
    "army",
    "knights_played",
    "dev_deck",
    "dev_hand",
    "dev_new",
    "dev_played",
    "trade",
    "offers_made",
    "discard_sel",
    "knights",
    "decks",
    "progress",
    "progress_vp",
    "levels",
    "metro",
    "metro_locked",
    "barbarian",
    "robber_active",
    "defenders",
    "merchant",
    "fleet",
    "harbor_left",
]


def _dump(x: Any) -> str:
    return json.dumps(x, sort_keys=True, separators=(",", ":"), default=repr)


def game_digest(players: int, seed: int, options: dict[str, Any]) -> str:
    """Play one seeded random game to its end and hash everything it showed."""
    h = hashlib.sha256()
    s = RULES.new_game(players, seed, options)
    pick = random.Random(seed * 31 + players)
    while True:
        movers = sorted(RULES.to_move(s))
        if not movers:
            break
        seat = pick.choice(movers)
        legal = RULES.legal_actions(s, seat)
        action = pick.choice(legal)
        events = RULES.apply(s, seat, action)
        h.update(f"{movers}|{seat}|{' '.join(a.token for a in legal)}|{action.token}\n".encode())
        for e in events:
            vis = None if e.visible_to is None else sorted(e.visible_to)
            h.update(f"{e.kind}|{vis}|{_dump(e.data)}\n".encode())
    out = RULES.outcome(s)
    assert out is not None
    h.update(_dump(out.to_json()).encode())
    state = RULES.to_json(s)
    h.update(_dump({k: state[k] for k in STATE_FIELDS}).encode())
    return h.hexdigest()


CASES: tuple[tuple[int, dict[str, Any]], ...] = (
    (4, {"ck": False, "board": "beginner"}),
    (3, {"ck": False, "board": "random", "shortage": "sole_claimant"}),
    (4, {"ck": False, "board": "spiral", "trade_offers": "2"}),
    (4, {"ck": True, "board": "beginner"}),
    (3, {"ck": True, "board": "spiral", "shortage": "sole_claimant"}),
    (4, {"ck": True, "board": "random", "trade_offers": "1"}),
)


def digest_of_games(seeds: range) -> str:
    """One digest over every case in CASES for every seed."""
    h = hashlib.sha256()
    for seed in seeds:
        for players, options in CASES:
            h.update(game_digest(players, seed, options).encode())
    return h.hexdigest()
