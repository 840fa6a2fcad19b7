"""Refactors change nothing a caller can see: seeded random 7 Wonders games (with and without
Leaders, 2 to 7 players, every way of dealing sides) give the digests recorded before the
engines were given one shape (issue 29), with main at e8f6d2c: who moves, every legal move,
every event, now and then a view and the saved JSON, the outcome and the final state
(tests/engine/fingerprints.py). If a rules change (not a refactor) moves them, recompute them
with `python -m tests.engine.wonders.test_fingerprint` and say why in the commit."""

from __future__ import annotations

from typing import Any

from bot.engine.wonders.rules import RULES
from tests.engine.fingerprints import digest

CASES: tuple[tuple[int, dict[str, Any]], ...] = (
    (3, {"leaders": False, "sides": "random"}),
    (4, {"leaders": True, "sides": "a"}),
    (7, {"leaders": True, "sides": "b"}),
    (2, {"leaders": True, "sides": "choice"}),
    (5, {"leaders": False, "sides": "choice"}),
)
SEEDS = range(6)
RECORDED = "f6dbf51a2877f49d97582bcc"


def test_random_games_unchanged() -> None:
    assert digest(RULES, CASES, SEEDS) == RECORDED


if __name__ == "__main__":  # print the digest to record
    print(digest(RULES, CASES, SEEDS))
