"""The game state: flat JSON-able lists indexed by hex, vertex, edge and seat ids."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.engine.codec import STACK, Codec
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
    # offers of this turn that came to nothing: nobody took them, or their maker withdrew them
    # (give and get side by side, public)
    lapsed: list[list[int]] = field(default_factory=list)
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
    # what each seat knows of the others' hands (memory.py): memory[observer][seat] counts
    # over KINDS surely held, absent[observer][seat] a bit per kind its unknown cards lack
    memory: list[list[list[int]]] = field(default_factory=list)
    absent: list[list[int]] = field(default_factory=list)
    played: list[str] = field(default_factory=list)  # cards played so far, in order (public)

    def __deepcopy__(self, memo: dict[int, Any]) -> CatanState:
        """A fast exact copy (play() copies the state before every checked move)."""
        return from_json(to_json(self))


# the stored form: every field by the engine's codec (bot/engine/codec.py); a field added after
# games were first stored (memory, absent, played, lapsed) starts at its default when missing
CODEC = Codec(CatanState, {"stack": STACK})


def to_json(s: CatanState) -> dict[str, Any]:
    return CODEC.to_json(s)


def from_json(d: dict[str, Any]) -> CatanState:
    return CODEC.from_json(d)


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


def copy_state(s: CatanState) -> CatanState:
    """An independent copy, field by field (what never changes in play is shared)."""
    c = object.__new__(CatanState)
    d = dict(s.__dict__)
    d["options"] = dict(s.options)
    d["numbers"] = list(s.numbers)  # the Inventor swaps numbers
    d["robber"] = s.robber
    d["vowner"] = list(s.vowner)
    d["vkind"] = list(s.vkind)
    d["walls"] = list(s.walls)
    d["eowner"] = list(s.eowner)
    d["hands"] = [list(x) for x in s.hands]
    d["bank"] = list(s.bank)
    d["dice"] = list(s.dice)
    # decisions are never changed in place (a step pops one and pushes a new one): shared
    d["stack"] = list(s.stack)
    d["road_len"] = list(s.road_len)
    d["knights_played"] = list(s.knights_played)
    d["dev_deck"] = list(s.dev_deck)
    d["dev_hand"] = [list(x) for x in s.dev_hand]
    d["dev_new"] = [list(x) for x in s.dev_new]
    d["trade"] = _copy_trade(s.trade)
    d["lapsed"] = [list(x) for x in s.lapsed]
    d["discard_sel"] = [None if x is None else list(x) for x in s.discard_sel]
    if s.ck:
        d["knights"] = [x if x is None else x[:] for x in s.knights]
        d["decks"] = {k: list(v) for k, v in s.decks.items()}
        d["progress"] = [list(x) for x in s.progress]
        d["progress_vp"] = [list(x) for x in s.progress_vp]
        d["levels"] = [list(x) for x in s.levels]
        d["metro"] = list(s.metro)
        d["metro_locked"] = list(s.metro_locked)
        d["defenders"] = list(s.defenders)
    else:
        d["knights"] = list(s.knights)
    d["merchant"] = list(s.merchant)
    d["fleet"] = list(s.fleet)
    d["harbor_left"] = None if s.harbor_left is None else list(s.harbor_left)
    d["memory"] = [[list(x) for x in row] for row in s.memory]
    d["absent"] = [list(x) for x in s.absent]
    d["played"] = list(s.played)
    c.__dict__.update(d)
    return c
