"""A digest of seeded random games of any game: who moves, every legal-action list, every
choice and event, now and then a view and the state's JSON (and that it loads back to the
same JSON), the outcome and the final state. Any change to a move, an event, a view's fields
or the saved JSON changes the digest."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from typing import Any

from bot.engine.core import Action, Rules

# how a seat picks among its legal moves (default: uniformly at random)
Chooser = Callable[[random.Random, Any, list[Action]], Action]


def uniform(pick: random.Random, s: Any, legal: list[Action]) -> Action:
    return pick.choice(legal)


MAX_STEPS = 20_000


def _dump(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr).encode()


def game_digest(
    rules: Rules,
    players: int,
    seed: int,
    options: dict[str, Any],
    every: int = 7,
    choose: Chooser = uniform,
) -> str:
    """One seeded random game, played to its end; every `every` steps the mover's view and
    the state's JSON are digested too, and the JSON must load back to itself."""
    h = hashlib.sha256()
    pick = random.Random(seed * 31 + players)
    s = rules.new_game(players, seed, options)
    h.update(_dump(rules.to_json(s)))
    for step in range(1, MAX_STEPS):
        movers = sorted(rules.to_move(s))
        h.update(_dump(movers))
        if not movers:
            break
        seat = pick.choice(movers)
        legal = rules.legal_actions(s, seat)
        h.update(_dump([a.token for a in legal]))
        if step % every == 0:
            h.update(repr(rules.view(s, seat)).encode())
            saved = rules.to_json(s)
            h.update(_dump(saved))
            assert rules.to_json(rules.from_json(json.loads(json.dumps(saved)))) == saved
        events = rules.apply(s, seat, choose(pick, s, legal))
        h.update(_dump([e.to_json() for e in events]))
    else:
        raise AssertionError(f"seed {seed}: no end after {MAX_STEPS} steps")
    out = rules.outcome(s)
    assert out is not None
    h.update(_dump(out.to_json()))
    h.update(_dump(rules.to_json(s)))
    return h.hexdigest()


def digest(
    rules: Rules,
    cases: tuple[tuple[int, dict[str, Any]], ...],
    seeds: range,
    every: int = 7,
    choose: Chooser = uniform,
) -> str:
    """One digest over every case (players, options) for every seed."""
    h = hashlib.sha256()
    for seed in seeds:
        for players, options in cases:
            h.update(game_digest(rules, players, seed, options, every, choose).encode())
    return h.hexdigest()[:24]
