"""The game state: flat JSON-able lists indexed by hex, vertex, edge and seat ids."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from bot.engine.core import Decision

NONE = -1


@dataclass
class CatanState:
    """One game of Catan; `stack` holds every pending choice (its top decides who moves)."""

    seed: int
    rng_counter: int
    options: dict[str, Any]
    players: int
    ck: bool
    terrain: list[str]  # per hex
    numbers: list[int]  # per hex, 0 on the desert
    harbors: list[str]  # per harbor spot (board order)
    robber: int
    vowner: list[int]  # per vertex, -1 empty
    vkind: list[int]  # 0 none, 1 settlement, 2 city, 3 pillaged city on its side
    walls: list[int]  # per vertex, 1 under a walled city
    eowner: list[int]  # per edge
    hands: list[list[int]]  # per seat, counts over data.KINDS
    bank: list[int]
    current: int = 0
    first: int = 0
    turn_no: int = 0
    dice: list[int] = field(default_factory=list)  # last roll: red, yellow (and event face index)
    stack: list[Decision] = field(default_factory=list)
    winner: int = NONE
    # longest road / largest army
    road_len: list[int] = field(default_factory=list)
    longest: int = NONE
    army: int = NONE
    knights_played: list[int] = field(default_factory=list)
    # development cards (base game)
    dev_deck: list[str] = field(default_factory=list)
    dev_hand: list[list[str]] = field(default_factory=list)
    dev_new: list[list[str]] = field(default_factory=list)  # bought this turn
    dev_played: bool = False
    # domestic trade
    trade: dict[str, Any] | None = None
    offers_made: int = 0
    discard_sel: list[list[int] | None] = field(default_factory=list)  # secret picks
    # Cities & Knights
    # per vertex: None or [owner, level, active, ready, promoted this turn]
    knights: list[list[int] | None] = field(default_factory=list)
    decks: dict[str, list[str]] = field(default_factory=dict)
    progress: list[list[str]] = field(default_factory=list)
    progress_vp: list[list[str]] = field(default_factory=list)
    levels: list[list[int]] = field(default_factory=list)  # per seat: trade, politics, science
    metro: list[int] = field(default_factory=list)  # per track: vertex or -1
    metro_locked: list[int] = field(default_factory=list)  # per track: 1 once someone reached 5
    barbarian: int = 0
    robber_active: bool = True
    defenders: list[int] = field(default_factory=list)
    merchant: list[int] = field(default_factory=lambda: [NONE, NONE])  # hex, owner
    # kinds traded 2:1 this turn: one per Merchant Fleet played, and several cards stack
    fleet: list[str] = field(default_factory=list)
    # Commercial Harbor: None until the first one this turn, then the opponents not yet
    # forced; each opponent trades at most once per turn however many cards are played
    harbor_left: list[int] | None = None

    def __deepcopy__(self, memo: dict[int, Any]) -> CatanState:
        """A fast exact copy (play() copies the state before every checked move)."""
        return from_json(to_json(self))


_LIST_OF_LISTS = {"hands", "dev_hand", "dev_new", "progress", "progress_vp", "levels"}


def _copy_field(name: str, value: Any) -> Any:
    """An independent copy of one field's JSON form (the same both ways)."""
    if name in _LIST_OF_LISTS:
        return [list(x) for x in value]
    if name in ("knights", "discard_sel"):
        return [None if x is None else list(x) for x in value]
    if name == "decks":
        return {k: list(v) for k, v in value.items()}
    if name == "trade":
        return _copy_trade(value)
    if name == "options":
        return dict(value)
    return list(value) if isinstance(value, list) else value


def to_json(s: CatanState) -> dict[str, Any]:
    out: dict[str, Any] = {f.name: _copy_field(f.name, getattr(s, f.name)) for f in fields(s)}
    out["stack"] = [d.to_json() for d in s.stack]
    return out


def _copy_trade(t: dict[str, Any] | None) -> dict[str, Any] | None:
    if t is None:
        return None
    return {
        "from": t["from"],
        "give": list(t["give"]),
        "get": list(t["get"]),
        "to": list(t["to"]),
        "answers": list(t["answers"]),
        "counters": [None if c is None else [list(c[0]), list(c[1])] for c in t["counters"]],
    }


def from_json(d: dict[str, Any]) -> CatanState:
    kw = {f.name: _copy_field(f.name, d[f.name]) for f in fields(CatanState)}
    kw["stack"] = [Decision(x["seat"], x["kind"], _copy_data(x["data"])) for x in d["stack"]]
    return CatanState(**kw)


def _copy_data(data: dict[str, Any]) -> dict[str, Any]:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in data.items()}
