"""Cards changing hands: paying the bank, taking from it, passing cards between players, and
drawing or returning progress cards. Every rule that moves a card does it through these."""

from __future__ import annotations

from bot.engine.catan.queries import CAT
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Events
from bot.engine.core import Event


def private(p: int, event_kind: str, **data: object) -> Event:
    return Event(event_kind, dict(data), frozenset({p}))


def gain(s: CatanState, p: int, k: int, n: int) -> int:
    """Take up to `n` of kind `k` from the bank; returns how many were taken."""
    n = max(0, min(n, s.bank[k]))
    s.bank[k] -= n
    s.hands[p][k] += n
    return n


def pay(s: CatanState, p: int, price: tuple[int, ...] | list[int]) -> None:
    for k, c in enumerate(price):
        if c:
            s.hands[p][k] -= c
            s.bank[k] += c


def move_cards(s: CatanState, src: int, dst: int, k: int, n: int) -> int:
    n = min(n, s.hands[src][k])
    s.hands[src][k] -= n
    s.hands[dst][k] += n
    return n


def draw_progress(s: CatanState, p: int, track: str) -> Events:
    deck = s.decks[track]
    if not deck:
        return [Event("deck_empty", {"seat": p, "track": track})]
    card = deck.pop(0)
    if CAT.progress[card].is_vp:
        s.progress_vp[p].append(card)
        return [Event("progress_vp", {"seat": p, "track": track, "card": card})]
    s.progress[p].append(card)
    return [
        Event("draw_progress", {"seat": p, "track": track}),
        private(p, "drew_progress", seat=p, track=track, card=card),
    ]


def drop_progress(s: CatanState, p: int, card: str) -> Events:
    s.progress[p].remove(card)
    s.decks[CAT.progress[card].deck].append(card)
    return [Event("drop_progress", {"seat": p}), private(p, "dropped", seat=p, card=card)]
