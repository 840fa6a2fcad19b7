"""The Age card structures: which cards are accessible, dealing, and turning cards face up."""

from __future__ import annotations

from functools import cache

from bot.engine.duel.catalog import Layout, catalog
from bot.engine.duel.state import DuelState


def variant(s: DuelState) -> str:
    """The printed set in play; Agora (a later option) uses its own larger structures."""
    return "agora" if s.options.get("agora") else "base"


def layout(s: DuelState) -> Layout:
    return catalog().layouts[(variant(s), s.age)]


@cache
def _covers(variant: str, age: int) -> tuple[tuple[int, int, int], ...]:
    """(slot, covering slot, covering slot) per slot; a missing cover is the index one past
    the last slot, which `accessible` pads with an empty place."""
    lay = catalog().layouts[(variant, age)]
    past = len(lay.slots)
    out = []
    for sl in lay.slots:
        assert len(sl.covered_by) <= 2, "a card is covered by at most two cards"
        a, b = (*sl.covered_by, past, past)[:2]
        out.append((sl.index, a, b))
    return tuple(out)


_TABLES: dict[tuple[bool, int], tuple[tuple[int, int, int], ...]] = {}  # one per layout


def _cover_table(s: DuelState) -> tuple[tuple[int, int, int], ...]:
    """`_covers` of the state's layout (a plain dict in front of it: this is the hot path)."""
    agora = bool(s.options.get("agora"))
    found = _TABLES.get((agora, s.age))
    if found is None:
        found = _TABLES[(agora, s.age)] = _covers("agora" if agora else "base", s.age)
    return found


def open_slots(s: DuelState) -> tuple[int, ...]:
    """`accessible` as a tuple.

    Worked out at each call, with no memo: the structure changes at every turn, and one pass
    over its twenty-odd slots costs less than building a key to look the answer up."""
    if not s.age:
        return ()
    slots = [*s.slots, None]  # a missing cover points one past the last slot
    return tuple(
        [
            i
            for i, a, b in _cover_table(s)
            if slots[i] is not None and slots[a] is None and slots[b] is None
        ]
    )


def clear_memos() -> None:
    """Nothing is memoised here any more (kept for the callers that forget every memo)."""


def accessible(s: DuelState) -> list[int]:
    """Slots holding a card that no remaining card covers."""
    return list(open_slots(s))


_MEMO = "_open_cards"  # an attribute outside the state's fields: (slots, face up, cards)


def accessible_cards(s: DuelState) -> list[str]:
    """The ids of the cards a player may take now (always face up at the start of a turn).

    The end of a turn scans the structure to reveal cards (`reveal_accessible`) and leaves its
    answer on the state beside a copy of the structure it read; the next turn reads it back if
    the structure is still equal (comparing two short lists is cheaper than a scan). It is
    not a field: never copied, saved, compared or shown."""
    if not s.age:
        return []
    slots, up = s.slots, s.face_up
    memo = s.__dict__.get(_MEMO)
    if memo is not None and memo[0] == slots and memo[1] == up:
        return list(memo[2])
    slots = [*slots, None]
    return [
        slots[i]  # type: ignore[misc]
        for i, a, b in _cover_table(s)
        if up[i] and slots[i] is not None and slots[a] is None and slots[b] is None
    ]


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
    """Turn face up every accessible face-down card (end of turn); returns what was shown.

    The scan also finds every accessible card, all face up now: `accessible_cards` reads them."""
    shown: list[tuple[int, str]] = []
    if not s.age:
        return shown
    up = s.face_up
    slots = [*s.slots, None]
    cards: list[str] = []
    for i, a, b in _cover_table(s):
        c = slots[i]
        if c is not None and slots[a] is None and slots[b] is None:
            if not up[i]:
                up[i] = True
                shown.append((i, c))
            cards.append(c)
    s.__dict__[_MEMO] = (s.slots[:], up[:], tuple(cards))
    return shown


def empty(s: DuelState) -> bool:
    return s.slots.count(None) == len(s.slots)
