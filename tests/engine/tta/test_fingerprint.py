"""Refactors change nothing a caller can see: seeded Through the Ages games (both opponents,
with and without the optional rules), played at random and by the human-like policy of
tests/engine/tta/policy.py (which reaches Age IV), give the digests recorded before the
engines were given one shape (issue 29), with main at e8f6d2c: every legal move, every
event, now and then a view and the saved JSON, the outcome and the final state
(tests/engine/fingerprints.py). If a rules change (not a refactor) moves them, recompute them
with `python -m tests.engine.tta.test_fingerprint` and say why in the commit."""

from __future__ import annotations

from typing import Any

from bot.engine.tta.rules import RULES
from tests.engine.fingerprints import digest, uniform
from tests.engine.tta.policy import choose

CASES: tuple[tuple[int, dict[str, Any]], ...] = (
    (1, {"variant": "dummy", "optional": "none"}),
    (1, {"variant": "barbarians", "optional": "none"}),
    (1, {"variant": "barbarians", "optional": "all"}),
    (1, {"variant": "dummy", "optional": "all"}),
    (1, {"variant": "barbarians", "optional": "44"}),
)
SEEDS = range(10)
RECORDED = {"uniform": "22f5d5a53643c1fde876057a", "policy": "2d2b3b0256a0ba378ca50b54"}


def test_random_games_unchanged() -> None:
    assert digest(RULES, CASES, SEEDS, every=5, choose=uniform) == RECORDED["uniform"]


def test_policy_games_unchanged() -> None:
    assert digest(RULES, CASES, SEEDS, every=5, choose=choose) == RECORDED["policy"]


if __name__ == "__main__":  # print the digests to record
    print("uniform", digest(RULES, CASES, SEEDS, every=5, choose=uniform))
    print("policy", digest(RULES, CASES, SEEDS, every=5, choose=choose))
