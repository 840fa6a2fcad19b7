"""Hand-built 7 Wonders Duel + Agora positions for rule tests, and a seeded Agora game."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from bot.engine.core import play
from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import catalog
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState
from tests.engine.duel.helpers import position

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
    s = position(
        age,
        accessible=accessible,
        cities=cities,
        coins=coins,
        wonders=wonders,
        built=built,
        tokens=tokens,
        board_tokens=board_tokens,
        pawn=pawn,
        active=active,
        discard=discard,
        only=only,
        agora=True,
        plots=plots,
        removed=removed,
    )
    s.influence = [list(influence[0]), list(influence[1])]
    s.decrees = [[d] if isinstance(d, str) else list(d) for d in decrees]
    placed = {d for held in s.decrees for d in held}
    s.hidden_decrees = list(hidden)
    s.decree_box = sorted(d for d in DECREES if d not in placed)
    held_plots = {p["id"] for pl in plots for p in pl}
    s.conspiracy_deck = (
        list(deck) if deck is not None else [c for c in agora().conspiracies if c not in held_plots]
    )
    seen = set(s.slots) | set(discard) | {c for p in s.players for c in p.city}
    s.senator_pool = [c for c in catalog().deck("senator") if c not in seen]
    return s


def cubes(s: DuelState) -> tuple[list[int], list[int]]:
    return list(s.influence[0]), list(s.influence[1])


def agora_game(seed: int, steps: int, bias: float = 0.7) -> DuelState:
    """A random Agora game that favours Senate and conspiracy moves (with probability `bias`)."""
    s = RULES.new_game(2, seed, {"agora": True})
    r = random.Random(seed)
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        agora = [a for a in legal if a.kind in ("recruit", "conspire", "prepare", "trigger")]
        pick = agora if agora and r.random() < bias else legal
        s, _ = play(RULES, s, seat, pick[r.randrange(len(pick))])
    return s
