"""The Age card structures: which cards are accessible, dealing, and turning cards face up."""

from __future__ import annotations

from bot.engine.duel.catalog import Layout, catalog
from bot.engine.duel.state import DuelState


def variant(s: DuelState) -> str:
    """The printed set in play; Agora (a later option) uses its own larger structures."""
    return "agora" if s.options.get("agora") else "base"


def layout(s: DuelState) -> Layout:
    return catalog().layouts[(variant(s), s.age)]


def accessible(s: DuelState) -> list[int]:
    """Slots holding a card that no remaining card covers."""
    slots = s.slots
    return (
        [
            sl.index
            for sl in layout(s).slots
            if slots[sl.index] is not None and all(slots[j] is None for j in sl.covered_by)
        ]
        if s.age
        else []
    )


def accessible_cards(s: DuelState) -> list[str]:
    """The ids of the cards a player may take now (always face up at the start of a turn)."""
    return [s.slots[i] for i in accessible(s) if s.face_up[i]]  # type: ignore[misc]


def slot_of(s: DuelState, card: str) -> int | None:
    try:
        return s.slots.index(card)
    except ValueError:
        return None


def deal(s: DuelState, cards: list[str]) -> None:
    """Lay out a shuffled deck in the current Age's structure, face up or down as printed."""
    lay = layout(s)
    s.slots = list(cards[: len(lay.slots)])  # type: ignore[arg-type]
    s.face_up = [sl.face_up for sl in lay.slots]


def take(s: DuelState, card: str) -> int:
    """Remove a card from the structure; returns the slot it left."""
    i = s.slots.index(card)
    s.slots[i] = None
    return i


def reveal_accessible(s: DuelState) -> list[tuple[int, str]]:
    """Turn face up every accessible face-down card (end of turn); returns what was shown."""
    shown = []
    for i in accessible(s):
        if not s.face_up[i]:
            s.face_up[i] = True
            shown.append((i, s.slots[i]))
    return shown  # type: ignore[return-value]


def empty(s: DuelState) -> bool:
    return all(c is None for c in s.slots)
