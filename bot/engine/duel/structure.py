"""The Age card structures: which cards are accessible, dealing, and turning cards face up."""

from __future__ import annotations

from functools import cache

from bot.engine.duel.catalog import Layout, catalog
from bot.engine.duel.memo import MEMO_LIMIT, make_room
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


_OPEN: dict[tuple[object, ...], tuple[int, ...]] = {}


def open_slots(s: DuelState) -> tuple[int, ...]:
    """`accessible` as a tuple, memoised by the layout and the structure's contents.

    Accessibility depends on nothing else, so an entry is never stale. The end of a turn
    (`reveal_accessible`) works out the structure the next turn's legal actions will read,
    so every structure is scanned once instead of twice."""
    if not s.age:
        return ()
    key = (bool(s.options.get("agora")), s.age, *s.slots)
    found = _OPEN.get(key)
    if found is None:
        slots = [*s.slots, None]  # a missing cover points one past the last slot
        found = tuple(
            [
                i
                for i, a, b in _cover_table(s)
                if slots[i] is not None and slots[a] is None and slots[b] is None
            ]
        )
        if len(_OPEN) >= MEMO_LIMIT:
            make_room(_OPEN)
        _OPEN[key] = found
    return found


def clear_memos() -> None:
    _OPEN.clear()


def accessible(s: DuelState) -> list[int]:
    """Slots holding a card that no remaining card covers."""
    return list(open_slots(s))


def accessible_cards(s: DuelState) -> list[str]:
    """The ids of the cards a player may take now (always face up at the start of a turn)."""
    slots, up = s.slots, s.face_up
    return [slots[i] for i in open_slots(s) if up[i]]  # type: ignore[misc]


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


@cache
def _uncovers(variant: str, age: int) -> dict[int, tuple[tuple[int, int], ...]]:
    """Slot -> (slot it covers, that slot's other cover) for each slot it covers."""
    out: dict[int, list[tuple[int, int]]] = {}
    past = len(_covers(variant, age))
    for j, a, b in _covers(variant, age):
        for mine, other in ((a, b), (b, a)):
            if mine != past:
                out.setdefault(mine, []).append((j, other))
    return {i: tuple(v) for i, v in out.items()}


@cache
def _positions(variant: str, age: int) -> dict[int, int]:
    """Slot -> its place in `_covers` (the order of `open_slots`)."""
    return {i: k for k, (i, _, _) in enumerate(_covers(variant, age))}


def take(s: DuelState, card: str) -> int:
    """Remove a card from the structure; returns the slot it left.

    When the open slots before are memoised (the legal actions just read them), the open
    slots after are worked out from them and memoised too: the same minus the slot taken,
    plus the slots it covered whose other cover is gone (no other slot can open)."""
    slots = s.slots
    i = slots.index(card)
    agora = bool(s.options.get("agora"))
    before = _OPEN.get((agora, s.age, *slots)) if s.age else None
    slots[i] = None
    if before is not None and i in before:
        var = "agora" if agora else "base"
        past = len(slots)
        opened = [
            j
            for j, other in _uncovers(var, s.age).get(i, ())
            if slots[j] is not None and (other >= past or slots[other] is None)
        ]
        after = [x for x in before if x != i]
        if opened:
            after += opened
            after.sort(key=_positions(var, s.age).__getitem__)
        if len(_OPEN) >= MEMO_LIMIT:
            make_room(_OPEN)
        _OPEN[(agora, s.age, *slots)] = tuple(after)
    return i


def reveal_accessible(s: DuelState) -> list[tuple[int, str]]:
    """Turn face up every accessible face-down card (end of turn); returns what was shown."""
    shown: list[tuple[int, str]] = []
    up = s.face_up
    if not s.age or all(up):  # late in an Age every card is face up
        return shown
    slots = s.slots
    for i in open_slots(s):
        if not up[i]:
            up[i] = True
            shown.append((i, slots[i]))  # type: ignore[arg-type]
    return shown


def empty(s: DuelState) -> bool:
    return s.slots.count(None) == len(s.slots)
