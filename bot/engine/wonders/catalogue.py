"""The game's components, read once from data/wonders/*.json into frozen values."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.paths import DATA_DIR

DATA = DATA_DIR / "wonders"

RESOURCES: tuple[str, ...] = ("wood", "stone", "clay", "ore", "glass", "textile", "papyrus")
RES_INDEX: dict[str, int] = {name: i for i, name in enumerate(RESOURCES)}
RAW: tuple[int, ...] = (0, 1, 2, 3)
MANUFACTURED: tuple[int, ...] = (4, 5, 6)
SYMBOLS: tuple[str, ...] = ("compass", "gear", "tablet")
NO_COST: tuple[int, ...] = (0,) * 7


class Colour(StrEnum):
    """Card colours; the order is the one the board groups cards in."""

    BROWN = "brown"
    GREY = "grey"
    BLUE = "blue"
    YELLOW = "yellow"
    RED = "red"
    GREEN = "green"
    PURPLE = "purple"


COLOURS: tuple[str, ...] = tuple(c.value for c in Colour)


class Fx(StrEnum):
    """Effect handlers named by the data files (one handler each, never one per card)."""

    PRODUCE = "produce"
    PRODUCE_CHOICE = "produce_choice"
    VP = "vp"
    SHIELDS = "shields"
    SCIENCE = "science"
    SCIENCE_CHOICE = "science_choice"
    COINS = "coins"
    COINS_PER = "coins_per"
    VP_PER = "vp_per"
    TRADE_DISCOUNT = "trade_discount"
    FREE_BUILD_ONCE_PER_AGE = "free_build_once_per_age"
    BUILD_FROM_DISCARD = "build_from_discard"
    PLAY_SEVENTH_CARD = "play_seventh_card"
    COPY_NEIGHBOR_GUILD = "copy_neighbor_guild"
    COPY_NEIGHBOR_LEADER = "copy_neighbor_leader"
    RECRUIT_LEADERS_FREE = "recruit_leaders_free"
    LEADER_COST_DISCOUNT = "leader_cost_discount"
    DRAW_LEADERS_FROM_BOX = "draw_leaders_from_box"
    RECRUIT_EXTRA_LEADER_NOW = "recruit_extra_leader_now"
    RESOURCE_DISCOUNT = "resource_discount"
    BANK_PURCHASE = "bank_purchase"
    COINS_ON_NEIGHBOR_PURCHASE = "coins_on_neighbor_purchase"
    COINS_PER_VICTORY_TOKEN = "coins_per_victory_token_gained"
    COINS_ON_BUILD = "coins_on_build"
    COINS_ON_CHAIN_BUILD = "coins_on_chain_build"
    GUILDS_FREE = "guilds_free"
    DEFEAT_TOKENS_TO_VICTOR = "defeat_tokens_to_victor"
    SCIENCE_SET_BONUS = "science_set_bonus"
    VICTORY_TOKEN_BONUS = "victory_token_bonus"


@dataclass(frozen=True, slots=True)
class Effect:
    """One typed effect; only the fields its handler reads are set."""

    kind: Fx
    amount: int = 0
    resources: tuple[int, ...] = NO_COST  # produce: units per resource
    options: tuple[int, ...] = ()  # produce_choice: resource indices
    tradable: bool = True
    symbol: str = ""
    count: str = ""  # cards | wonder_stages | defeat_tokens | coin_triplets | ...
    colours: tuple[str, ...] = ()
    cities: tuple[str, ...] = ()  # subset of self, left, right
    goods: str = ""  # raw | manufactured
    neighbours: tuple[str, ...] = ()
    price: int = 0
    applies_to: str = ""
    own: int = 0  # leader_cost_discount: for the owner
    others: int = 0  # leader_cost_discount: for the neighbours


@dataclass(frozen=True, slots=True)
class Card:
    """An Age card type (copies share the id)."""

    id: str
    name: str
    age: int
    colour: str
    cost: tuple[int, ...]
    coins: int
    chain_from: tuple[str, ...]
    chain_to: tuple[str, ...]
    copies: tuple[int, ...]
    effects: tuple[Effect, ...]
    text: str
    expansion: str
    leaders_only: bool

    @property
    def guild(self) -> bool:
        return self.colour == Colour.PURPLE


@dataclass(frozen=True, slots=True)
class Stage:
    """One wonder stage: a resource cost and what it gives."""

    cost: tuple[int, ...]
    effects: tuple[Effect, ...]
    text: str


@dataclass(frozen=True, slots=True)
class Wonder:
    """A double-sided wonder board."""

    id: str
    name: str
    city: str
    produces: int | None
    expansion: str
    side_a: tuple[Stage, ...]
    side_b: tuple[Stage, ...]
    board_a: tuple[Effect, ...]
    board_b: tuple[Effect, ...]

    def stages(self, side: str) -> tuple[Stage, ...]:
        return self.side_b if side == "b" else self.side_a

    def board(self, side: str) -> tuple[Effect, ...]:
        return self.board_b if side == "b" else self.board_a


@dataclass(frozen=True, slots=True)
class Leader:
    """A leader card (white): a coin cost and an ability."""

    id: str
    name: str
    cost: int
    timing: str
    effects: tuple[Effect, ...]
    text: str


def _vector(cost: dict[str, int]) -> tuple[int, ...]:
    return tuple(int(cost.get(r, 0)) for r in RESOURCES)


def _effect(raw: dict[str, Any]) -> Effect:
    kind = Fx(raw["effect"])
    count = raw.get("count") or {}
    return Effect(
        kind=kind,
        amount=int(raw.get("amount", 0)),
        resources=_vector(raw.get("resources", {})),
        options=tuple(RES_INDEX[r] for r in raw.get("options", ())),
        tradable=bool(raw.get("tradable", True)),
        symbol=str(raw.get("symbol", "")),
        count=str(count.get("kind", "")),
        colours=tuple(count.get("colors", raw.get("colors", ()))),
        cities=tuple(count.get("cities", ())),
        goods=str(raw.get("goods", "")),
        neighbours=tuple(raw.get("neighbors", ())),
        price=int(raw.get("price", 0)),
        applies_to=str(raw.get("applies_to", "")),
        own=int(raw.get("own", 0)),
        others=int(raw.get("others", 0)),
    )


def _card(raw: dict[str, Any]) -> Card:
    cost = dict(raw["cost"])
    coins = int(cost.pop("coins", 0))
    return Card(
        id=raw["id"],
        name=raw["name"],
        age=int(raw["age"]),
        colour=raw["colour"],
        cost=_vector(cost),
        coins=coins,
        chain_from=tuple(raw["chain_from"]),
        chain_to=tuple(raw["chain_to"]),
        copies=tuple(raw["copies"]),
        effects=tuple(_effect(e) for e in raw["effects"]),
        text=raw["text"],
        expansion=raw["expansion"],
        leaders_only=bool(raw["leaders_only"]),
    )


def _stage(raw: dict[str, Any]) -> Stage:
    return Stage(_vector(raw["cost"]), tuple(_effect(e) for e in raw["effects"]), raw["text"])


def _wonder(raw: dict[str, Any]) -> Wonder:
    produces = raw["produces"]
    board = raw.get("board_effects", {})
    return Wonder(
        id=raw["id"],
        name=raw["name"],
        city=raw["city"],
        produces=None if produces is None else RES_INDEX[produces],
        expansion=raw["expansion"],
        side_a=tuple(_stage(s) for s in raw["sides"]["a"]),
        side_b=tuple(_stage(s) for s in raw["sides"]["b"]),
        board_a=tuple(_effect(e) for e in board.get("a", ())),
        board_b=tuple(_effect(e) for e in board.get("b", ())),
    )


def _leader(raw: dict[str, Any]) -> Leader:
    return Leader(
        raw["id"],
        raw["name"],
        int(raw["cost"]),
        raw["timing"],
        tuple(_effect(e) for e in raw["effects"]),
        raw["text"],
    )


def _load(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


CARDS: dict[str, Card] = {c["id"]: _card(c) for c in _load("cards.json")["cards"]}
WONDERS: dict[str, Wonder] = {w["id"]: _wonder(w) for w in _load("wonders.json")["wonders"]}
LEADERS: dict[str, Leader] = {x["id"]: _leader(x) for x in _load("leaders.json")["leaders"]}

AGE_CARDS: dict[int, tuple[Card, ...]] = {
    age: tuple(c for c in CARDS.values() if c.age == age and not c.guild) for age in (1, 2, 3)
}
GUILDS: tuple[Card, ...] = tuple(c for c in CARDS.values() if c.guild)
BASE_WONDERS: tuple[str, ...] = tuple(w.id for w in WONDERS.values() if w.expansion == "base")
LEADERS_WONDERS: tuple[str, ...] = tuple(w.id for w in WONDERS.values())
