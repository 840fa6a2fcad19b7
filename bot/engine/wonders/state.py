"""The game state: JSON-able fields only; cards and leaders are ids into the catalogue."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from bot.engine.codec import STACK, TUPLE, Codec, optional, record, records, tuple_of
from bot.engine.core import Decision

FREE_CITY = 2  # in the 2-player game the third city is the Free City (D24 ring order)


class Phase(StrEnum):
    """The simultaneous phase in progress; pending sequential choices live on the stack."""

    SIDES = "sides"  # each player picks the side of their board (option sides=choice)
    DRAFT = "draft"  # the leader draft before Age I
    RECRUIT = "recruit"  # a recruitment turn at the start of an Age
    PLAY = "play"  # one of the six turns of an Age
    OVER = "over"


@dataclass(slots=True)
class City:
    """One wonder board and everything built there (public, except the tucked cards)."""

    wonder: str
    side: str  # "a" | "b" | "" while its owner still chooses
    coins: int
    stages: int = 0
    tucked: list[str] = field(default_factory=list)  # stage markers, face down
    built: list[str] = field(default_factory=list)  # structures in build order
    tokens: list[int] = field(default_factory=list)  # conflict tokens (-1, 1, 3, 5)
    leaders: list[str] = field(default_factory=list)  # recruited, face up
    courtesan: str = ""  # the neighbour's leader copied with the Courtesans Guild
    olympia_used: bool = False  # Olympia A's free build this Age

    def copy(self) -> City:
        return City(
            self.wonder,
            self.side,
            self.coins,
            self.stages,
            list(self.tucked),
            list(self.built),
            list(self.tokens),
            list(self.leaders),
            self.courtesan,
            self.olympia_used,
        )


@dataclass(frozen=True, slots=True)
class Seen:
    """What one seat knows of the hands that go round this phase (Age cards or the leader
    draft), indexed by the seat holding each hand now. Immutable: updates build a new one."""

    hands: tuple[tuple[str, ...] | None, ...]  # cards the hand may still hold; None: never seen
    extra: tuple[int, ...]  # unknown cards added to that hand since (the Free City's draws)
    gone: tuple[str, ...] = ()  # cards it saw leave hands face down this phase


@dataclass(slots=True)
class WondersState:
    """Everything needed to continue (and replay) a game."""

    seed: int
    rng_counter: int
    options: dict[str, Any]
    players: int
    phase: str
    age: int = 0
    turn: int = 0
    cities: list[City] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)  # Age cards, per seat (secret)
    draft: list[list[str]] = field(default_factory=list)  # leader draft hands (secret)
    leader_hands: list[list[str]] = field(default_factory=list)  # kept leaders (secret)
    fc_pile: list[str] = field(default_factory=list)  # the Free City's draw pile (secret)
    discard: list[str] = field(default_factory=list)  # face down (secret)
    box: list[str] = field(default_factory=list)  # leaders out of play (secret)
    sel: list[list[dict[str, Any]]] = field(default_factory=list)  # choices in progress
    ready: list[bool] = field(default_factory=list)  # committed seats (public: "ready")
    stack: list[Decision] = field(default_factory=list)
    reveal: list[dict[str, Any]] = field(default_factory=list)  # last resolution, public
    seen: tuple[Seen, ...] = ()  # per seat, what it saw of the passed hands (its own secret)

    @property
    def ncities(self) -> int:
        return len(self.cities)

    @property
    def two_player(self) -> bool:
        return self.players == 2

    def __deepcopy__(self, memo: dict[int, Any]) -> WondersState:
        return copy_state(self)


def _tree(x: Any) -> Any:
    """An independent copy of a small tree of dicts and lists of scalars."""
    if isinstance(x, dict):
        return {k: _tree(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_tree(v) for v in x]
    return x


def _slot(slot: dict[str, Any]) -> dict[str, Any]:
    out = dict(slot)
    plan = out.get("plan")
    if plan is not None:
        out["plan"] = dict(plan)
    return out


def copy_state(s: WondersState) -> WondersState:
    """A fast field-by-field copy for play() and the bots' search: every list and dict is new;
    strings, numbers and the immutable `seen` records are shared."""
    return WondersState(
        s.seed,
        s.rng_counter,
        dict(s.options),
        s.players,
        s.phase,
        s.age,
        s.turn,
        [c.copy() for c in s.cities],
        [h.copy() for h in s.hands],
        [h.copy() for h in s.draft],
        [h.copy() for h in s.leader_hands],
        s.fc_pile.copy(),
        s.discard.copy(),
        s.box.copy(),
        [[_slot(slot) for slot in slots] for slots in s.sel],
        s.ready.copy(),
        [Decision(d.seat, d.kind, _tree(d.data)) for d in s.stack],
        [dict(r) for r in s.reveal],
        s.seen,
    )


# the stored form: every field by the engine's codec (bot/engine/codec.py)
_SEEN_CODEC = Codec(Seen, {"hands": tuple_of(optional(TUPLE)), "extra": TUPLE, "gone": TUPLE})
CODEC = Codec(
    WondersState,
    {"cities": records(Codec(City)), "stack": STACK, "seen": tuple_of(record(_SEEN_CODEC))},
)


def to_json(s: WondersState) -> dict[str, Any]:
    """The stored form; `from_json(to_json(s))` gives the same JSON back."""
    return CODEC.to_json(s)


def from_json(d: Mapping[str, Any]) -> WondersState:
    return CODEC.from_json(d)
