"""Agora's own components (Senate, Decrees, Conspiracies), read once from data/duel/agora.json.

Senators are ordinary cards (deck "senator") in the main catalogue; everything else that only
exists with Agora lives here so the base game never loads it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.engine.duel.catalog import DUEL_DATA, Effect

CHAMBERS = 6


@dataclass(frozen=True, slots=True)
class Chamber:
    """One Senate chamber; `index` is 0-based, `number` is the printed 1..6."""

    index: int
    number: int
    section: str
    vp: int
    decree_face_up: bool


@dataclass(frozen=True, slots=True)
class Decree:
    """A decree token: lasting effects for the controller of its chamber."""

    id: str
    name: str
    text: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Conspiracy:
    """A conspiracy card: steps resolved in order, then an optional bonus move."""

    id: str
    name: str
    text: str
    steps: tuple[Effect, ...]
    bonus_move: bool


@dataclass(frozen=True, slots=True)
class AgoraCatalog:
    """The Senate layout, the politician table, the decrees and the conspiracies."""

    chambers: tuple[Chamber, ...]
    adjacent: Mapping[int, tuple[int, ...]]  # chamber index -> neighbouring indexes
    sections: Mapping[str, tuple[int, ...]]  # section -> chamber indexes
    action_table: tuple[tuple[int, int], ...]  # (minimum blue cards, senate actions)
    decrees: Mapping[str, Decree]
    conspiracies: Mapping[str, Conspiracy]
    constants: Mapping[str, Any]

    def senators_in_age(self, age: int) -> int:
        return int(self.constants["senators_per_age"][str(age)])

    @property
    def cubes(self) -> int:
        return int(self.constants["influence_cubes_per_player"])

    def senate_actions(self, blue: int) -> int:
        """The printed table: 0-1 blue cards give 1 action, 2-3 give 2, 4 or more give 3."""
        return max(n for least, n in self.action_table if blue >= least)


def _effects(raw: list[dict[str, Any]], key: str) -> tuple[Effect, ...]:
    return tuple(Effect(e[key], {k: v for k, v in e.items() if k != key}) for e in raw)


@cache
def agora() -> AgoraCatalog:
    with open(DUEL_DATA / "agora.json", encoding="utf-8") as fh:
        raw = json.load(fh)
    senate = raw["senate"]
    chambers = tuple(
        Chamber(i, int(c["id"]), c["section"], int(c["vp"]), bool(c["decree_face_up"]))
        for i, c in enumerate(senate["chambers"])
    )
    adjacent: dict[int, list[int]] = {c.index: [] for c in chambers}
    for a, b in senate["adjacency"]:
        adjacent[a - 1].append(b - 1)
        adjacent[b - 1].append(a - 1)
    return AgoraCatalog(
        chambers=chambers,
        adjacent={k: tuple(sorted(v)) for k, v in adjacent.items()},
        sections={k: tuple(n - 1 for n in v) for k, v in senate["sections"].items()},
        action_table=tuple(
            (int(r["min_blue"]), int(r["actions"])) for r in senate["senate_actions_by_blue_cards"]
        ),
        decrees={
            d["id"]: Decree(d["id"], d["name"], d["text"], _effects(d["effects"], "effect"))
            for d in raw["decrees"]
        },
        conspiracies={
            c["id"]: Conspiracy(
                c["id"], c["name"], c["text"], _effects(c["steps"], "step"), bool(c["bonus_move"])
            )
            for c in raw["conspiracies"]
        },
        constants=dict(raw["constants"]),
    )
