"""Saved games keep loading, and states keep saving byte for byte as before: the JSON texts of
tests/engine/data/saved_states.json were written by the games' own codecs (main at e8f6d2c,
`python -m tests.engine.saved_states`), before the shared codec of bot/engine/codec.py."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine.core import Action, play
from bot.engine.registry import REGISTRY
from tests.engine.saved_states import FIXTURE

SAVED: list[dict[str, Any]] = json.loads(FIXTURE.read_text(encoding="utf-8"))


def _name(case: dict[str, Any]) -> str:
    return f"{case['game']}-{case['seed']}"


def test_every_game_is_in_the_fixture() -> None:
    assert {c["game"] for c in SAVED} == {"duel", "wonders", "catan", "tta"}
    assert all(len(c["states"]) >= 4 for c in SAVED)


@pytest.mark.parametrize("case", SAVED, ids=_name)
def test_a_saved_state_loads_and_saves_the_same_text(case: dict[str, Any]) -> None:
    rules = REGISTRY[case["game"]]
    for text in case["states"].values():
        s = rules.from_json(json.loads(text))
        assert json.dumps(rules.to_json(s)) == text
        assert json.dumps(rules.to_json(rules.copy(s))) == text


@pytest.mark.parametrize("case", SAVED, ids=_name)
def test_the_same_moves_save_the_same_text(case: dict[str, Any]) -> None:
    """The states reached by replaying the moves are written as they were."""
    rules = REGISTRY[case["game"]]
    states = case["states"]
    s = rules.new_game(case["players"], case["seed"], case["options"])
    checked = 0
    for n, move in enumerate(case["moves"], start=1):
        seat, token = move.split(" ", 1)
        s, _ = play(rules, s, int(seat), Action.parse(token))
        if str(n) in states:
            assert json.dumps(rules.to_json(s)) == states[str(n)], n
            checked += 1
    assert checked == len(states)
