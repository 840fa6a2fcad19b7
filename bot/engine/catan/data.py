"""The rules' numbers and the card catalogue, read once from data/catan (standard library only)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from bot.paths import DATA_DIR

KINDS = ("brick", "lumber", "wool", "grain", "ore", "paper", "cloth", "coin")
RESOURCES = KINDS[:5]
COMMODITIES = KINDS[5:]
K = {k: i for i, k in enumerate(KINDS)}
TRACKS = ("trade", "politics", "science")
MEMO_LIMIT = 256  # entries per memo of the hot path (bot/engine/memo.py)
LEVELS = ("basic", "strong", "mighty")
EVENT_FACES = ("ship", "ship", "ship", "trade", "politics", "science")


class Piece(StrEnum):
    """What stands on a vertex (0 = nothing)."""

    SETTLEMENT = "settlement"
    CITY = "city"
    SIDEWAYS = "sideways"  # a pillaged city lying on its side: a settlement in every respect


PIECE_CODE = {1: Piece.SETTLEMENT, 2: Piece.CITY, 3: Piece.SIDEWAYS}


@dataclass(frozen=True, slots=True)
class Card:
    """A development or progress card: its deck, count and the named effect that plays it."""

    id: str
    name: str
    deck: str  # "development" or a track
    count: int
    effect: str
    timing: str
    params: dict[str, Any]

    @property
    def is_vp(self) -> bool:
        return self.effect == "victory_point"


@dataclass(frozen=True, slots=True)
class Catalogue:
    """Rules numbers for both modes plus every card."""

    raw: dict[str, Any]
    progress: dict[str, Card]
    development: dict[str, Card]
    terrain_produces: dict[str, str | None]

    def mode(self, ck: bool) -> dict[str, Any]:
        found: dict[str, Any] = self.raw["ck"] if ck else self.raw["base"]
        return found

    def cost(self, item: str) -> tuple[int, ...]:
        """A cost as a vector over KINDS."""
        table = {**self.raw["base"]["costs"], **self.raw["ck"]["costs"]}
        return tuple(table[item].get(k, 0) for k in KINDS)


def _card(raw: dict[str, Any], deck: str) -> Card:
    skip = {"id", "name", "name_2025", "count", "timing", "effect"}
    return Card(
        raw["id"],
        raw["name"],
        deck,
        raw["count"],
        raw["effect"],
        raw.get("timing", "any_time"),
        {k: v for k, v in raw.items() if k not in skip},
    )


@cache
def catalogue() -> Catalogue:
    folder = DATA_DIR / "catan"
    rules = json.loads((folder / "rules.json").read_text())
    cards = json.loads((folder / "cards.json").read_text())
    board = json.loads((folder / "board.json").read_text())
    progress = {c["id"]: _card(c, track) for track, deck in cards["decks"].items() for c in deck}
    development = {c["id"]: _card(c, "development") for c in cards["development"]}
    return Catalogue(rules, progress, development, board["terrain_produces"])


def vec(costs: dict[str, int]) -> tuple[int, ...]:
    return tuple(costs.get(k, 0) for k in KINDS)
