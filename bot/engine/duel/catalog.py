"""The game's components, read once from data/duel/*.json into frozen values keyed by id."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import Any

from bot.paths import DATA_DIR

DUEL_DATA = DATA_DIR / "duel"
MEMO_LIMIT = 32  # entries per memo of the hot path (bot/engine/memo.py says why so few)


class Color(StrEnum):
    """Card colours; they drive counting effects, discounts and the city layout."""

    BROWN = "brown"
    GREY = "grey"
    BLUE = "blue"
    GREEN = "green"
    YELLOW = "yellow"
    RED = "red"
    PURPLE = "purple"


class Resource(StrEnum):
    """The five resources; brown ones are raw materials, grey ones manufactured goods."""

    WOOD = "wood"
    CLAY = "clay"
    STONE = "stone"
    GLASS = "glass"
    PAPYRUS = "papyrus"


RESOURCES: tuple[Resource, ...] = tuple(Resource)
BROWN_RESOURCES = (Resource.WOOD, Resource.CLAY, Resource.STONE)
GREY_RESOURCES = (Resource.GLASS, Resource.PAPYRUS)


class Variant(StrEnum):
    """Which printed set of structures and tokens is in play (Agora swaps both)."""

    BASE = "base"
    AGORA = "agora"


@dataclass(frozen=True, slots=True)
class Effect:
    """One named effect with its parameters, exactly as the data file spells it."""

    kind: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)

    @property
    def n(self) -> int:
        return int(self.params.get("n", 0))


@dataclass(frozen=True, slots=True)
class Cost:
    """A printed cost: one coin amount plus resource units."""

    coins: int = 0
    resources: tuple[tuple[Resource, int], ...] = ()

    @property
    def units(self) -> dict[Resource, int]:
        return dict(self.resources)

    @property
    def free(self) -> bool:
        return self.coins == 0 and not self.resources


def _effects(raw: list[dict[str, Any]]) -> tuple[Effect, ...]:
    return tuple(Effect(e["effect"], {k: v for k, v in e.items() if k != "effect"}) for e in raw)


def _cost(raw: Mapping[str, int]) -> Cost:
    coins = int(raw.get("coins", 0))
    units = tuple((Resource(r), int(n)) for r, n in raw.items() if r != "coins")
    return Cost(coins, units)


class _HasEffects:
    """Shared lookups for anything carrying effects (cards, wonders, tokens, later decrees)."""

    __slots__ = ()
    effects: tuple[Effect, ...]

    def of(self, kind: str) -> tuple[Effect, ...]:
        return tuple(e for e in self.effects if e.kind == kind)

    def has(self, kind: str) -> bool:
        return any(e.kind == kind for e in self.effects)

    def total(self, kind: str) -> int:
        return sum(e.n for e in self.effects if e.kind == kind)


@dataclass(frozen=True, slots=True)
class Card(_HasEffects):
    """An Age card or guild; Agora's Senators join this table with no colour and no age."""

    id: str
    name: str
    deck: str  # the back: age1, age2, age3, guild (agora: senator)
    age: int
    color: Color | None
    cost: Cost
    chain_gives: str | None
    chain_requires: str | None
    effects: tuple[Effect, ...]
    produces: tuple[tuple[Resource, int], ...] = ()
    science: str | None = None
    vp: int = 0


@dataclass(frozen=True, slots=True)
class Wonder(_HasEffects):
    """A Wonder card; `on_select` holds draft-time effects (Agora's Curia Julia, Knossos)."""

    id: str
    name: str
    expansion: str
    cost: Cost
    effects: tuple[Effect, ...]
    on_select: tuple[Effect, ...] = ()
    vp: int = 0


@dataclass(frozen=True, slots=True)
class ProgressToken(_HasEffects):
    """A green progress token."""

    id: str
    name: str
    expansion: str
    text: str
    effects: tuple[Effect, ...]
    vp: int = 0


@dataclass(frozen=True, slots=True)
class Slot:
    """One place in an Age structure; `covered_by` lists the slots that must go first."""

    index: int
    row: int
    col: int
    face_up: bool
    covered_by: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Layout:
    """A printed card structure: slots in dealing order (far row first)."""

    variant: str
    age: int
    slots: tuple[Slot, ...]
    rows: int
    cols: int


@dataclass(frozen=True, slots=True)
class MilitaryToken:
    """A token on the military track, one of each slot per side."""

    slot: str  # small | large
    threshold: int  # the first distance from the centre of its zone
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Zone:
    """A stretch of the military track worth `vp` to the player ahead at the end."""

    start: int
    end: int
    vp: int


@dataclass(frozen=True, slots=True)
class Catalog:
    """Every component and constant, by id."""

    cards: Mapping[str, Card]
    wonders: Mapping[str, Wonder]
    tokens: Mapping[str, ProgressToken]
    layouts: Mapping[tuple[str, int], Layout]
    military_tokens: Mapping[tuple[str, str], MilitaryToken]
    zones: tuple[Zone, ...]
    constants: Mapping[str, int]
    draft_rounds: tuple[tuple[str, ...], ...]
    science_symbols: tuple[str, ...]
    chain_symbols: Mapping[str, tuple[str, str]]  # symbol -> (given_by, unlocks)
    # the ids of each deck, in catalogue order, made on first use (see `deck`)
    decks: dict[str, tuple[str, ...]] = field(default_factory=dict, repr=False, compare=False)

    def card(self, cid: str) -> Card:
        return self.cards[cid]

    def wonders_of(self, variant: str) -> list[str]:
        allowed = {"base"} | ({"agora"} if variant == Variant.AGORA else set())
        return [w.id for w in self.wonders.values() if w.expansion in allowed]

    def tokens_of(self, variant: str) -> list[str]:
        allowed = {"base"} | ({"agora"} if variant == Variant.AGORA else set())
        return [t.id for t in self.tokens.values() if t.expansion in allowed]

    def deck(self, name: str) -> list[str]:
        """The ids of a deck's cards, in catalogue order (a new list each call). Worked out
        once per deck: the cards never change, and each Age deals from this."""
        found = self.decks.get(name)
        if found is None:  # made whole, then stored in one step (thread-safe)
            found = self.decks[name] = tuple(c.id for c in self.cards.values() if c.deck == name)
        return list(found)

    def name(self, cid: str) -> str:
        """A display name for any component id."""
        for table in (self.cards, self.wonders, self.tokens):
            if cid in table:
                return table[cid].name
        return cid.replace("_", " ").title()

    @property
    def capital(self) -> int:
        return self.constants["capital_position"]


def _layout(variant: str, age: int, rows: list[dict[str, Any]]) -> Layout:
    placed: list[tuple[int, int, bool]] = [
        (r + 1, int(c), bool(row["up"])) for r, row in enumerate(rows) for c in row["cols"]
    ]
    where = {(r, c): i for i, (r, c, _) in enumerate(placed)}
    slots = tuple(
        Slot(i, r, c, up, tuple(where[k] for k in ((r + 1, c - 1), (r + 1, c + 1)) if k in where))
        for i, (r, c, up) in enumerate(placed)
    )
    return Layout(variant, age, slots, len(rows), max(c for _, c, _ in placed))


def _read(name: str) -> Any:
    with open(DUEL_DATA / f"{name}.json", encoding="utf-8") as fh:
        return json.load(fh)


@cache
def catalog() -> Catalog:
    """The loaded data; cached because it never changes while the process runs."""
    cards: dict[str, Card] = {}
    for raw in _read("cards")["cards"]:
        effects = _effects(raw["effects"])
        produced = [e for e in effects if e.kind == "produce"]
        science = next((e.get("symbol") for e in effects if e.kind == "science"), None)
        cards[raw["id"]] = Card(
            id=raw["id"],
            name=raw["name"],
            deck=raw["deck"],
            age=int(raw.get("age") or 0),
            color=Color(raw["color"]) if raw.get("color") else None,
            cost=_cost(raw["cost"]),
            chain_gives=raw["chain_gives"],
            chain_requires=raw["chain_requires"],
            effects=effects,
            produces=tuple(
                (Resource(r), int(n)) for e in produced for r, n in e.get("resources").items()
            ),
            science=science,
            vp=sum(e.n for e in effects if e.kind == "vp"),
        )
    wonders = {}
    for raw in _read("wonders")["wonders"]:
        effects = _effects(raw["effects"])
        wonders[raw["id"]] = Wonder(
            raw["id"],
            raw["name"],
            raw["expansion"],
            _cost(raw["cost"]),
            effects,
            _effects(raw.get("on_select", [])),
            sum(e.n for e in effects if e.kind == "vp"),
        )
    tokens = {}
    for raw in _read("progress_tokens")["progress_tokens"]:
        effects = _effects(raw["effects"])
        tokens[raw["id"]] = ProgressToken(
            raw["id"],
            raw["name"],
            raw["expansion"],
            raw.get("text", ""),
            effects,
            sum(e.n for e in effects if e.kind == "vp"),
        )
    board = _read("board")
    layouts = {
        (variant, int(age[-1])): _layout(variant, int(age[-1]), rows)
        for variant, ages in board["structures"].items()
        for age, rows in ages.items()
    }
    zones = tuple(Zone(z["from"], z["to"], z["vp"]) for z in board["military"]["zones"])
    slot_start = {z["token_slot"]: z["from"] for z in board["military"]["zones"] if z["token_slot"]}
    mtokens = {
        (variant, t["slot"]): MilitaryToken(
            t["slot"], slot_start[t["slot"]], _effects(t["effects"])
        )
        for variant, toks in board["military"]["tokens"].items()
        for t in toks
    }
    return Catalog(
        cards=cards,
        wonders=wonders,
        tokens=tokens,
        layouts=layouts,
        military_tokens=mtokens,
        zones=zones,
        constants=dict(board["constants"]),
        draft_rounds=tuple(tuple(r) for r in board["draft_order"]["rounds"]),
        science_symbols=tuple(s["id"] for s in board["science_symbols"]),
        chain_symbols={c["id"]: (c["given_by"], c["unlocks"]) for c in board["chain_symbols"]},
    )
