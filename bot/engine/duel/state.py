"""The mutable game state: JSON-able fields only, cards and wonders as ids into the catalogue."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from bot.engine.codec import STACK, Codec, records
from bot.engine.core import Decision

# A frozen slotted value made at every step: its generated `__init__` sets each field through
# `object.__setattr__`; setting the slots directly makes an equal value at half the cost (the
# events are made so by `bot.engine.context.Context.emit`).
_new_decision = Decision.__new__
_set_seat = vars(Decision)["seat"].__set__
_set_kind = vars(Decision)["kind"].__set__
_set_data = vars(Decision)["data"].__set__


def decision(seat: int, kind: str, data: dict[str, Any]) -> Decision:
    """`Decision(seat, kind, data)`, made faster (see above)."""
    d = _new_decision(Decision)
    _set_seat(d, seat)
    _set_kind(d, kind)
    _set_data(d, data)
    return d


# Memos kept beside the fields, in the instance's `__dict__`: not fields, so never compared,
# saved, shown or scrambled. Each is stored with (a copy of) the fields it was worked out from
# and used only while they are still equal, so it cannot go stale whoever changes the state;
# each is an immutable value, so `copy_state` carries it over to the copy. Read and written as
# attributes: `Memos` gives each a class-level None, so a state without one reads None (a plain
# base class, so they are not dataclass fields).
OPEN_SLOTS = "_open_slots"  # DuelState: the structure's open slots (structure.open_slots)
# DuelState: per seat, its economy: the profile of its sources and its market, each with
# copies of the lists it was worked out from (city.profile, payment.economy)
ECONOMY = "_economy"
CARRIED = (OPEN_SLOTS, ECONOMY)  # the state's memos, carried over by `copy_state`


class Memos:
    """The memos' defaults (see above); never fields."""

    _open_slots: Any = None
    _economy: Any = None


@dataclass
class PlayerState:
    """One city: coins, constructed cards, owned wonders and progress tokens."""

    coins: int
    city: list[str] = field(default_factory=list)  # constructed cards, in build order
    wonders: list[str] = field(default_factory=list)  # owned wonders, built or not
    built: dict[str, str] = field(default_factory=dict)  # wonder -> the card tucked under it
    tokens: list[str] = field(default_factory=list)  # progress tokens owned
    # Agora: conspiracies held, in the order received (their position is public, their id is
    # SECRET until triggered): {"id", "card" (tucked when prepared), "triggered", "locked"
    # (Obscurantism's token), "lock_from" (board | opponent | box; a box token stays secret)}
    conspiracies: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class DuelState(Memos):
    """Everything about one game; secrets are marked and never copied into a view."""

    seed: int
    rng_counter: int
    options: dict[str, Any]
    first: int  # "Player A": starts Age I and picks first in the wonder draft
    players: list[PlayerState]
    stack: list[Decision] = field(default_factory=list)
    active: int = 0  # whose turn it is (decisions on the stack may belong to either seat)
    extra_turn: bool = False  # a play-again was earned this turn
    age: int = 0  # 0 while drafting wonders
    slots: list[str | None] = field(default_factory=list)  # the structure; None = taken
    face_up: list[bool] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    pawn: int = 0  # conflict pawn: > 0 is on seat 1's side (seat 0 ahead)
    military_tokens: list[str] = field(default_factory=list)  # e.g. "small_1" on seat 1's side
    board_tokens: list[str] = field(default_factory=list)  # progress tokens still on the board
    box_tokens: list[str] = field(default_factory=list)  # SECRET: progress tokens in the box
    draft_offer: list[str] = field(default_factory=list)  # wonders shown in the current round
    wonder_box: list[str] = field(default_factory=list)  # SECRET: wonders not (yet) shown
    wonders_out: list[str] = field(default_factory=list)  # left the game (7-wonder limit)
    removed: list[list[str]] = field(default_factory=list)  # SECRET: cards set aside, per age
    unused_guilds: list[str] = field(default_factory=list)  # SECRET
    result: dict[str, Any] | None = None  # {"winners": [...], "reason": ...} once over
    # Agora (empty lists in the base game)
    influence: list[list[int]] = field(default_factory=list)  # cubes per seat per chamber
    decrees: list[list[str]] = field(default_factory=list)  # per chamber, top decree first
    hidden_decrees: list[str] = field(default_factory=list)  # ids face down (SECRET identities)
    decree_box: list[str] = field(default_factory=list)  # SECRET: the 10 unused decrees
    conspiracy_deck: list[str] = field(default_factory=list)  # SECRET order, top first
    senator_pool: list[str] = field(default_factory=list)  # SECRET: Senators of later Ages
    # what each seat saw once and still knows (memory.py), SECRET to the other seat: its
    # picture of the conspiracy deck (None where it never saw the card), the removed Age
    # cards Treason showed it
    deck_known: list[list[str | None]] = field(default_factory=list)
    removed_seen: list[list[str]] = field(default_factory=list)

    def other(self, seat: int) -> int:
        return 1 - seat


def _plain(value: Any) -> Any:
    """A JSON-safe deep copy of lists/dicts of scalars (the only shapes the state holds)."""
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


# the stored form: every field by the engine's codec (bot/engine/codec.py)
_PLAYER_CODEC = Codec(PlayerState)
CODEC = Codec(DuelState, {"players": records(_PLAYER_CODEC), "stack": STACK})


def state_to_json(s: DuelState) -> dict[str, Any]:
    return CODEC.to_json(s)


_PLAYER_LISTS = ("city", "wonders", "tokens")  # lists of scalars
_PLAYER_KNOWN = {"coins", "built", "conspiracies", *_PLAYER_LISTS}


def _copy_player(p: PlayerState) -> PlayerState:
    q = object.__new__(PlayerState)
    d, src = q.__dict__, p.__dict__
    d["coins"] = p.coins
    for name in _PLAYER_LISTS:
        d[name] = src[name][:]
    d["built"] = p.built.copy()  # wonder -> card
    d["conspiracies"] = [_plain(c) for c in p.conspiracies] if p.conspiracies else []
    for name in _PLAYER_OTHER:
        d[name] = _plain(src[name])
    return q


def _copy_decision(d: Decision) -> Decision:
    return decision(d.seat, d.kind, _plain(d.data) if d.data else {})


_SCALARS = ("seed", "rng_counter", "first", "active", "extra_turn", "age", "pawn")
_LISTS = (  # lists of scalars
    "slots",
    "face_up",
    "discard",
    "military_tokens",
    "board_tokens",
    "box_tokens",
    "draft_offer",
    "wonder_box",
    "wonders_out",
    "unused_guilds",
    "hidden_decrees",
    "decree_box",
    "conspiracy_deck",
    "senator_pool",
)
_NESTED = ("removed", "influence", "decrees", "deck_known", "removed_seen")  # lists of lists
_KNOWN = {"options", "players", "stack", "result", *_SCALARS, *_LISTS, *_NESTED}
# fields added later and not listed above are copied the slow, always correct way
_OTHER = tuple(f.name for f in fields(DuelState) if f.name not in _KNOWN)
_PLAYER_OTHER = tuple(f.name for f in fields(PlayerState) if f.name not in _PLAYER_KNOWN)


def copy_state(s: DuelState) -> DuelState:
    """An independent copy, field by field: the shapes are known, so this is far cheaper
    than `copy.deepcopy` and gives an equal state."""
    out = object.__new__(DuelState)
    d, src = out.__dict__, s.__dict__
    for name in _SCALARS:
        d[name] = src[name]
    for name in _LISTS:
        d[name] = src[name][:]
    for name in _NESTED:
        d[name] = [x[:] for x in src[name]]
    d["options"] = _plain(s.options)
    d["players"] = [_copy_player(p) for p in s.players]
    d["stack"] = [_copy_decision(x) for x in s.stack]
    d["result"] = None if s.result is None else _plain(s.result)
    for name in _OTHER:
        d[name] = _plain(src[name])
    for name in CARRIED:
        memo = src.get(name)
        if memo is not None:
            d[name] = memo
    return out


def state_from_json(d: dict[str, Any]) -> DuelState:
    return CODEC.from_json(d)


assert all(vars(Memos)[name] is None for name in CARRIED)  # each memo's default
