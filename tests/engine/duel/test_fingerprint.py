"""Speed work changes nothing a caller can see: seeded random games, with and without Agora,
digested action by action (who moves, every legal action's token, every event, the outcome
and the final state; every 7th step the mover's view, and a copy that must equal the state),
must give the digests recorded before the engine was made faster.

The digests were computed from the engine as it was before the second round of speed work
(main at 1004ab8), then recomputed once when `PendingView.prompt` (an English prompt nothing
read) left the view: only the views' reprs changed, since the digests of the code before,
with that field left out of the repr, equal these. If a rules change (not a speed change)
moves them, recompute them with `python -m tests.engine.duel.test_fingerprint` and say why in
the commit.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

import pytest

from bot.engine.duel.rules import RULES
from bot.engine.duel.state import state_to_json


def _dump(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=sorted).encode()


def game_digest(seed: int, options: dict[str, Any]) -> str:
    """The digest of one seeded random game, played the way a playout plays it."""
    h = hashlib.sha256()
    pick = random.Random(seed)
    s = RULES.new_game(2, seed, options)
    h.update(_dump(state_to_json(s)))
    step = 0
    while True:
        movers = sorted(RULES.to_move(s))
        h.update(_dump(movers))
        if not movers:
            break
        seat = pick.choice(movers)
        legal = RULES.legal_actions(s, seat)
        h.update(_dump([a.token for a in legal]))
        step += 1
        if step % 7 == 0:  # now and then, what the seat sees and a copy of the state
            h.update(repr(RULES.view(s, seat)).encode())
            assert state_to_json(RULES.copy(s)) == state_to_json(s)
        events = RULES.apply(s, seat, pick.choice(legal))
        h.update(_dump([e.to_json() for e in events]))
    out = RULES.outcome(s)
    assert out is not None
    h.update(_dump([list(out.scores), sorted(out.winners), out.reason, list(out.breakdown)]))
    h.update(_dump(state_to_json(s)))
    return h.hexdigest()


def digest(seeds: range, options: dict[str, Any]) -> str:
    h = hashlib.sha256()
    for seed in seeds:
        h.update(game_digest(seed, options).encode())
    return h.hexdigest()[:24]


FAST = range(40)  # in every test run
FULL = range(200)  # marked slow
# by option set: Agora off, on, and no options at all (the playout benchmark's path)
RECORDED = {
    ("fast", False): "a32f1627b8ab3ac14e433111",
    ("fast", True): "a7f489c529b25b387cfb9e26",
    ("fast", None): "796a42badc4ea7a373356220",
    ("full", False): "6cde5c89b3790e75842be7b6",
    ("full", True): "319a4bf545b5617425ee7bc7",
    ("full", None): "70ea6db687ae7cac583b5a67",
}


def _options(agora: bool | None) -> dict[str, Any]:
    return {} if agora is None else {"agora": agora}


@pytest.mark.parametrize("agora", [False, True, None])
def test_random_games_unchanged(agora: bool | None) -> None:
    assert digest(FAST, _options(agora)) == RECORDED[("fast", agora)]


@pytest.mark.slow
@pytest.mark.parametrize("agora", [False, True, None])
def test_many_random_games_unchanged(agora: bool | None) -> None:
    assert digest(FULL, _options(agora)) == RECORDED[("full", agora)]


if __name__ == "__main__":  # print the digests to record
    for size, seeds in (("fast", FAST), ("full", FULL)):
        for agora in (False, True, None):
            print(f'("{size}", {agora}): "{digest(seeds, _options(agora))}",')
    sys.exit(0)
