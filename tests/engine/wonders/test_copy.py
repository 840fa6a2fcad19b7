"""`RULES.copy` is a cheap clone: equal, and sharing nothing that can change."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from bot.engine.core import Decision
from bot.engine.wonders import RULES
from bot.engine.wonders.state import City, WondersState


def _states(players: int, options: dict[str, Any], seed: int) -> list[WondersState]:
    """A spread of positions of one random game (with post-turn choices when they come)."""
    s = RULES.new_game(players, seed, options)
    r = random.Random(seed)
    out = []
    step = 0
    while RULES.outcome(s) is None:
        if step % 37 == 0 or s.stack:
            out.append(RULES.copy(s))
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        RULES.apply(s, seat, legal[r.randrange(len(legal))])
        step += 1
    out.append(s)
    return out


def _mutate(x: Any) -> None:
    """Change every list and dict reachable from x (in place)."""
    if isinstance(x, list):
        for v in x:
            _mutate(v)
        x.append("zz")
    elif isinstance(x, dict):
        for v in list(x.values()):
            _mutate(v)
        x["zz"] = ["zz"]
    elif isinstance(x, City | WondersState):
        for f in dataclasses.fields(x):
            _mutate(getattr(x, f.name))
    elif isinstance(x, Decision):
        _mutate(x.data)


@pytest.mark.parametrize(
    ("players", "options"),
    [(3, {}), (4, {"leaders": True}), (2, {"leaders": True}), (7, {})],
)
def test_a_copy_is_equal_and_independent(players: int, options: dict[str, Any]) -> None:
    for s in _states(players, options, seed=players):
        before = json.dumps(RULES.to_json(s), sort_keys=True)
        c = RULES.copy(s)
        assert c is not s
        assert json.dumps(RULES.to_json(c), sort_keys=True) == before
        assert RULES.view(c, 0) == RULES.view(s, 0)
        _mutate(c)
        c.seed += 1
        c.cities[0].coins += 5
        assert json.dumps(RULES.to_json(s), sort_keys=True) == before
