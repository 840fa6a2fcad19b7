"""The island at set-up: the beginner map, or random terrain with spiral or fully random numbers."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.engine.catan.board import board
from bot.engine.catan.options import Layout
from bot.engine.rng import Seeded, rng, shuffled
from bot.paths import DATA_DIR

DESERT = "desert"


@dataclass(frozen=True, slots=True)
class Island:
    """Terrain and number per hex id, and the harbor kind per harbor spot."""

    terrain: tuple[str, ...]
    numbers: tuple[int, ...]  # 0 on the desert
    harbors: tuple[str, ...]


@cache
def _raw() -> dict[str, Any]:
    found: dict[str, Any] = json.loads((DATA_DIR / "catan" / "board.json").read_text())
    return found


def red_adjacent(numbers: list[int] | tuple[int, ...], red: list[int]) -> bool:
    """Whether two red numbers (6/8) sit on neighbouring hexes."""
    b = board()
    return any(
        numbers[h] in red and numbers[n] in red
        for h in range(len(numbers))
        for n in b.hex_neighbours[h]
    )


def spiral_corners() -> tuple[int, ...]:
    """Hex ids of the 6 outer corners the spiral may start from, counter-clockwise from (0,-2)."""
    index = {h: i for i, h in enumerate(board().hexes)}
    return tuple(index[(q, r)] for q, r in _raw()["spiral_start_corners"])


def spiral_path(corner: int) -> tuple[int, ...]:
    """All 19 hex ids in spiral order from outer corner `corner` (0-5): outer ring, inner, centre.

    The data lists both rings counter-clockwise from (0,-2); starting from the corner `corner`
    sixth-turns further on rotates the outer ring by 2*corner hexes and the inner by `corner`.
    """
    raw = _raw()
    index = {h: i for i, h in enumerate(board().hexes)}
    outer = [index[(q, r)] for q, r in raw["spiral_outer_ring"]]
    inner = [index[(q, r)] for q, r in raw["spiral_inner_ring"]]
    start = outer.index(spiral_corners()[corner])
    turns = start // 2
    return (
        *outer[start:],
        *outer[:start],
        *inner[turns:],
        *inner[:turns],
        index[tuple(raw["spiral_centre"])],
    )


def spiral_letters(terrain: list[str] | tuple[str, ...], corner: int) -> list[str]:
    """The token letter (A-R) on each hex, "" on the desert, laid from corner `corner`."""
    letters = iter(_raw()["spiral_letters"])
    out = [""] * len(terrain)
    for h in spiral_path(corner):
        if terrain[h] != DESERT:
            out[h] = next(letters)
    return out


def spiral_numbers(terrain: list[str] | tuple[str, ...], corner: int) -> list[int]:
    """The number on each hex (0 on the desert) when the tokens spiral from corner `corner`."""
    raw = _raw()
    value = dict(zip(raw["spiral_letters"], raw["spiral_values"], strict=True))
    return [value[x] if x else 0 for x in spiral_letters(terrain, corner)]


def beginner_island() -> Island:
    """The printed starting map for beginners (§3.1)."""
    raw = _raw()["beginner"]
    return Island(
        tuple(t for t, _ in raw["hexes"]), tuple(n for _, n in raw["hexes"]), tuple(raw["harbors"])
    )


def random_island(s: Seeded, layout: Layout) -> Island:
    """Shuffle terrain and harbors (§3.2), then lay the numbers by the spiral or at random.

    Spiral: one of the 6 corners is drawn from the state's rng. Random: the whole token set is
    re-drawn until no two 6/8 touch [D-2]. Both draw terrain and harbors first, in that order.
    """
    raw = _raw()
    terrain = shuffled(s, [t for t, n in raw["terrain_counts"].items() for _ in range(n)])
    harbors = shuffled(s, [h for h, n in raw["harbor_counts"].items() for _ in range(n)])
    if layout == Layout.SPIRAL:
        numbers = spiral_numbers(terrain, rng(s).randrange(len(spiral_corners())))
        return Island(tuple(terrain), tuple(numbers), tuple(harbors))
    tokens = [int(v) for v, n in raw["number_token_counts"].items() for _ in range(n)]
    while True:
        drawn = shuffled(s, tokens)
        numbers = [0 if t == DESERT else drawn.pop() for t in terrain]
        if not red_adjacent(numbers, raw["red_numbers"]):
            return Island(tuple(terrain), tuple(numbers), tuple(harbors))


def deal_island(s: Seeded, layout: Layout) -> Island:
    return beginner_island() if layout == Layout.BEGINNER else random_island(s, layout)
