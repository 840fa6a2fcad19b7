"""The game's cards and tables, read once from data/tta/*.json into frozen values keyed by id."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from types import MappingProxyType
from typing import Any

from bot.paths import DATA_DIR

TTA_DATA = DATA_DIR / "tta"

AGE_NAMES = ("A", "I", "II", "III", "IV")


class Kind(StrEnum):
    """What a card is; civil kinds first, then military kinds."""

    TECHNOLOGY = "technology"
    LEADER = "leader"
    WONDER = "wonder"
    ACTION = "action"
    TACTIC = "tactic"
    EVENT = "event"
    TERRITORY = "territory"
    AGGRESSION = "aggression"
    WAR = "war"
    PACT = "pact"
    BONUS = "military_bonus"


class TechType(StrEnum):
    """Technology types; the first four groups hold workers."""

    FARM = "farm"
    MINE = "mine"
    TEMPLE = "temple"
    LAB = "lab"
    LIBRARY = "library"
    THEATER = "theater"
    ARENA = "arena"
    INFANTRY = "infantry"
    CAVALRY = "cavalry"
    ARTILLERY = "artillery"
    AIR_FORCE = "air_force"
    GOVERNMENT = "government"
    SPECIAL = "special"


URBAN = (TechType.TEMPLE, TechType.LAB, TechType.LIBRARY, TechType.THEATER, TechType.ARENA)
UNITS = (TechType.INFANTRY, TechType.CAVALRY, TechType.ARTILLERY, TechType.AIR_FORCE)
PRODUCTION = (TechType.FARM, TechType.MINE)
WORKER_TYPES = frozenset((*PRODUCTION, *URBAN, *UNITS))
SPECIAL_KINDS = ("civil", "military", "colonization", "construction")

_EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Card:
    """One distinct card (copies share the id); absent numbers are 0."""

    id: str
    name: str
    age: int
    deck: str
    kind: Kind
    counts: tuple[int, int, int]
    type: str = ""
    special: str = ""
    start: bool = False
    marks: Mapping[str, int] = field(default_factory=lambda: _EMPTY)
    science: int = 0
    revolution: int = 0
    build: int = 0
    out: Mapping[str, int] = field(default_factory=lambda: _EMPTY)
    perm: Mapping[str, int] = field(default_factory=lambda: _EMPTY)
    fx: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    stages: tuple[int, ...] = ()
    composition: Mapping[str, int] = field(default_factory=lambda: _EMPTY)
    bonus: int = 0
    outdated_bonus: int = 0
    ma_cost: int = 0
    defense: int = 0
    colonization: int = 0
    immediate: Mapping[str, int] = field(default_factory=lambda: _EMPTY)
    clauses: tuple[Mapping[str, Any], ...] = ()
    impact: str = ""
    text: str = ""
    note: str = ""

    @property
    def is_tech(self) -> bool:
        return self.kind is Kind.TECHNOLOGY

    @property
    def holds_workers(self) -> bool:
        return self.type in WORKER_TYPES

    @property
    def is_urban(self) -> bool:
        return self.type in URBAN

    @property
    def is_unit(self) -> bool:
        return self.type in UNITS

    @property
    def age_name(self) -> str:
        return AGE_NAMES[self.age]

    def count(self, players: int) -> int:
        """Copies in the deck for a 2-, 3- or 4-player game."""
        return self.counts[min(max(players, 2), 4) - 2]


def _card(raw: Mapping[str, Any]) -> Card:
    frozen = {
        k: MappingProxyType(dict(v))
        for k, v in raw.items()
        if k in ("marks", "out", "perm", "fx", "composition", "immediate")
    }
    return Card(
        id=raw["id"],
        name=raw["name"],
        age=raw["age"],
        deck=raw["deck"],
        kind=Kind(raw["kind"]),
        counts=tuple(raw["counts"]),
        type=raw.get("type", ""),
        special=raw.get("special", ""),
        start=raw.get("start", False),
        science=raw.get("science", 0),
        revolution=raw.get("revolution", 0),
        build=raw.get("build", 0),
        stages=tuple(raw.get("stages", ())),
        bonus=raw.get("bonus", 0),
        outdated_bonus=raw.get("outdated_bonus", 0),
        ma_cost=raw.get("ma_cost", 0),
        defense=raw.get("defense", 0),
        colonization=raw.get("colonization", 0),
        clauses=tuple(MappingProxyType(dict(c)) for c in raw.get("clauses", ())),
        impact=raw.get("impact", ""),
        text=raw.get("text", ""),
        note=raw.get("note", ""),
        **frozen,
    )


@dataclass(frozen=True, slots=True)
class Tables:
    """The printed lookup tables of the boards."""

    row_cost: tuple[int, ...]
    yellow: Mapping[int, tuple[int | None, int, int]]
    corruption: Mapping[int, int]
    famine: int
    draw_max: int
    yellow_lost_at_age_end: int
    start_workers: Mapping[str, int]
    start_yellow: int
    start_unused: int
    start_blue: int

    def yellow_row(self, bank: int) -> tuple[int | None, int, int]:
        """(population food cost, consumption, happy faces required) for tokens left."""
        return self.yellow[min(max(bank, 0), 18)]

    def corruption_for(self, bank: int) -> int:
        return self.corruption[min(max(bank, 0), 16)]


@cache
def catalogue() -> Mapping[str, Card]:
    """Every card by id, in data-file order."""
    raw = json.loads((TTA_DATA / "cards.json").read_text())
    return MappingProxyType({c["id"]: _card(c) for c in raw["cards"]})


@cache
def tables() -> Tables:
    raw = json.loads((TTA_DATA / "tables.json").read_text())
    yellow = {int(k): tuple(v) for k, v in raw["yellow_bank"].items() if not k.startswith("_")}
    start = raw["start"]
    names = {c.name: c.id for c in catalogue().values() if c.start}
    return Tables(
        row_cost=tuple(raw["row_cost_by_slot"]),
        yellow=MappingProxyType(yellow),
        corruption=MappingProxyType({int(k): v for k, v in raw["blue_bank_corruption"].items()}),
        famine=raw["famine_culture_per_food"],
        draw_max=raw["military_draw_max"],
        yellow_lost_at_age_end=raw["yellow_lost_at_age_end"],
        start_workers=MappingProxyType({names[n]: w for n, w in start["workers"].items()}),
        start_yellow=start["yellow_bank"],
        start_unused=start["unused_workers"],
        start_blue=start["blue_bank"],
    )


def card(card_id: str) -> Card:
    return catalogue()[card_id]


def name(cid: str | None) -> str:
    """A card's printed name for words; anything that is no card id (None...) as text."""
    cards = catalogue()
    return cards[cid].name if cid and cid in cards else str(cid)


STARTING_TECHS = ("a-agriculture", "a-bronze", "a-philosophy", "a-religion", "a-warriors")
DESPOTISM = "a-despotism"
