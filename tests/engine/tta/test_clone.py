"""The state's own deep copy (state.clone, the rules' `copy`): equal to copy.deepcopy on states of
whole random games, and sharing no mutable part with the original, so a bot's search can never
change the game it searches."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from bot.engine.core import play
from bot.engine.registry import REGISTRY
from bot.engine.tta.state import TtaState, clone

RULES = REGISTRY["tta"]


def _mutables(x: Any, seen: list[Any]) -> list[Any]:
    """Every list, dict and record inside x (the parts a copy must not share)."""
    if isinstance(x, (list, dict)) or hasattr(x, "__dict__"):
        seen.append(x)
    if isinstance(x, list):
        for v in x:
            _mutables(v, seen)
    elif isinstance(x, dict):
        for v in x.values():
            _mutables(v, seen)
    elif hasattr(x, "__dict__"):
        for v in vars(x).values():
            _mutables(v, seen)
    elif hasattr(x, "__slots__") and hasattr(x, "data"):  # a Decision: its data dict
        _mutables(x.data, seen)
    return seen


def _states(variant: str, seed: int) -> list[TtaState]:
    rng = random.Random(seed)
    s = RULES.new_game(1, seed, {"variant": variant})
    out = [s]
    for _ in range(400):
        if RULES.outcome(s) is not None:
            break
        legal = RULES.legal_actions(s, 0)
        s, _ = play(RULES, s, 0, rng.choice(legal))
        out.append(s)
    return out[:: max(1, len(out) // 25)]


@pytest.mark.parametrize("variant", ["dummy", "barbarians"])
def test_clone_is_a_deep_copy_that_shares_nothing(variant: str) -> None:
    for s in _states(variant, 11):
        c = RULES.copy(s)
        assert c == copy.deepcopy(s)
        ours = {id(m) for m in _mutables(s, [])}
        assert not ours & {id(m) for m in _mutables(c, [])}
        assert type(c.civ) is type(s.civ) and c.stack == s.stack


def test_a_change_to_the_copy_leaves_the_original() -> None:
    s = _states("dummy", 3)[5]
    before = copy.deepcopy(s)
    c = clone(s)
    c.civ.workers["a-bronze"] = 99
    c.civ.hand.append("i-monarchy")
    if c.stack:
        c.stack[-1].data["probe"] = 1
    c.dummy.cubes.append("yellow")  # type: ignore[union-attr]
    c.row[0] = None
    assert s == before
