"""Hand-built 7 Wonders Duel + Agora positions for rule tests (never random play)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bot.engine.core import Decision
from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import catalog
from bot.engine.duel.effects import Kind
from bot.engine.duel.state import DuelState, PlayerState

TOKENS = [
    "agriculture",
    "architecture",
    "economy",
    "law",
    "masonry",
    "mathematics",
    "philosophy",
    "strategy",
    "theology",
    "urbanism",
    "corruption",
    "organized_crime",
]
DECREES = list(agora().decrees)


def plot(cid: str, card: str | None = None, triggered: bool = False) -> dict[str, Any]:
    """A conspiracy record as the state keeps it."""
    return {"id": cid, "card": card, "triggered": triggered, "locked": None, "lock_from": None}


def agora_position(
    age: int = 1,
    *,
    accessible: Sequence[str] = (),
    cities: tuple[Iterable[str], Iterable[str]] = ((), ()),
    coins: tuple[int, int] = (7, 7),
    wonders: tuple[Iterable[str], Iterable[str]] = ((), ()),
    built: tuple[dict[str, str], dict[str, str]] = ({}, {}),
    tokens: tuple[Iterable[str], Iterable[str]] = ((), ()),
    board_tokens: Sequence[str] | None = None,
    influence: tuple[Sequence[int], Sequence[int]] = ((0,) * 6, (0,) * 6),
    decrees: Sequence[str | Sequence[str]] = (
        "coins_on_blue",
        "coins_on_green",
        "coins_on_yellow",
        "coins_on_red",
        "ignore_symbol_yellow",
        "ignore_symbol_red",
    ),
    hidden: Sequence[str] = (),
    plots: tuple[Sequence[dict[str, Any]], Sequence[dict[str, Any]]] = ((), ()),
    deck: Sequence[str] | None = None,
    pawn: int = 0,
    active: int = 0,
    discard: Sequence[str] = (),
    only: bool = False,
    removed: Sequence[Sequence[str]] | None = None,
) -> DuelState:
    """A turn of `active` in an Agora game: the named cards are accessible (front row).

    `decrees` gives each chamber's decrees (a string for one); `hidden` lists the face-down
    ones. With `only=True` the structure holds just the named cards.
    """
    cat = catalog()
    players = [
        PlayerState(
            coins[i],
            list(cities[i]),
            list(wonders[i]) + [w for w in built[i] if w not in wonders[i]],
            dict(built[i]),
            list(tokens[i]),
            [dict(p) for p in plots[i]],
        )
        for i in range(2)
    ]
    s = DuelState(seed=1, rng_counter=0, options={"agora": True}, first=0, players=players)
    s.age = age
    s.pawn = pawn
    s.active = active
    s.discard = list(discard)
    s.military_tokens = ["small_0", "large_0", "small_1", "large_1"]
    owned = {t for p in players for t in p.tokens}
    board = (
        list(board_tokens)
        if board_tokens is not None
        else [t for t in TOKENS if t not in owned][:5]
    )
    s.board_tokens = board
    s.box_tokens = sorted(t for t in TOKENS if t not in owned and t not in board)
    s.influence = [list(influence[0]), list(influence[1])]
    s.decrees = [[d] if isinstance(d, str) else list(d) for d in decrees]
    placed = {d for held in s.decrees for d in held}
    s.hidden_decrees = list(hidden)
    s.decree_box = sorted(d for d in DECREES if d not in placed)
    held_plots = {p["id"] for pl in plots for p in pl}
    s.conspiracy_deck = (
        list(deck) if deck is not None else [c for c in agora().conspiracies if c not in held_plots]
    )
    lay = cat.layouts[("agora", age)]
    front = [sl.index for sl in lay.slots if not sl.covered_by]
    assert len(accessible) <= len(front), "too many accessible cards for this Age's front row"
    used = (
        {c for p in players for c in p.city}
        | set(discard)
        | set(accessible)
        | {c for p in players for c in p.built.values()}
        | {p["card"] for pl in plots for p in pl if p["card"]}
    )
    pool = cat.deck(f"age{age}") + cat.deck("guild") + [c for c in cat.cards]
    filler = list(
        dict.fromkeys(c for c in reversed(pool) if c not in used and cat.cards[c].deck != "senator")
    )
    slots: list[str | None] = [None] * len(lay.slots)
    for i, cid in zip(front, accessible, strict=False):
        slots[i] = cid
    if not only:
        for sl in lay.slots:
            if slots[sl.index] is None:
                slots[sl.index] = filler.pop()
    s.slots = slots
    s.face_up = [sl.face_up for sl in lay.slots]
    s.removed = [list(r) for r in removed] if removed is not None else [[] for _ in range(age)]
    seen = set(slots) | set(discard) | {c for p in players for c in p.city}
    s.senator_pool = [c for c in cat.deck("senator") if c not in seen]
    s.stack = [Decision(active, Kind.TURN)]
    return s


def cubes(s: DuelState) -> tuple[list[int], list[int]]:
    return list(s.influence[0]), list(s.influence[1])
