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


@cache
def _uncovers(variant: str, age: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per slot, the slots it covers, each with its other cover (itself when it has only one):
    what taking that slot's card may open."""
    out: list[list[tuple[int, int]]] = [[] for _ in catalog().layouts[(variant, age)].slots]
    for sl in catalog().layouts[(variant, age)].slots:
        for c in sl.covered_by:
            others = [x for x in sl.covered_by if x != c]
            out[c].append((sl.index, others[0] if others else c))
    return tuple(tuple(x) for x in out)


def _scan(s: DuelState) -> tuple[int, ...]:
    """The open slots, read from the whole structure."""
    slots = [*s.slots, None]  # a missing cover points one past the last slot
    return tuple(
        [
            i
            for i, a, b in _cover_table(s)
            if slots[i] is not None and slots[a] is None and slots[b] is None
        ]
    )


def _uncover_table(s: DuelState) -> tuple[tuple[tuple[int, int], ...], ...]:
    return _uncovers("agora" if s.options.get("agora") else "base", s.age)


def open_slots(s: DuelState) -> tuple[int, ...]:
    """`accessible` as a tuple, in slot order.

    Kept beside the fields under `OPEN_SLOTS` as (Age, a copy of the structure it was read
    from, open slots, face-up flags, their cards, the layout's `_uncovers`, a hint) and used
    only while the Age and the structure are still equal to the copy (comparing two short
    lists is cheaper than a scan; the layouts of an Age differ in size, so these fix the
    layout). `take` carries it past the card taken, `reveal_accessible` adds the face-up
    flags and the cards (None until then: every open card is face up while the flags are
    equal; `take` keeps them when it opened no slot); the hint, left by `take`, is (the flags
    `take` found, the slots it opened): while the flags are still those, any face-down open
    card is in one of those slots. Not a field: never saved, compared or shown; an immutable
    value, so `copy_state` carries it over."""
    if not s.age:
        return ()
    memo = s._open_slots
    if memo is not None and memo[0] == s.age and memo[1] == s.slots:
        return memo[2]  # type: ignore[no-any-return]
    found = _scan(s)
    s._open_slots = (s.age, s.slots[:], found, None, None, _uncover_table(s), None)
    return found


def clear_memos() -> None:
    """Nothing is memoised here across states (kept for the callers that forget every memo)."""


def accessible(s: DuelState) -> list[int]:
    """Slots holding a card that no remaining card covers."""
    return list(open_slots(s))


def accessible_cards(s: DuelState) -> list[str]:
    """The ids of the cards a player may take now (always face up at the start of a turn)."""
    return list(open_cards(s))


def open_cards(s: DuelState) -> tuple[str, ...] | list[str]:
    """`accessible_cards`, not to be changed: at the start of a turn, those `reveal_accessible`
    left in the memo."""
    if not s.age:
        return ()
    slots, up = s.slots, s.face_up
    memo = s._open_slots
    if memo is not None and memo[0] == s.age and memo[1] == slots and memo[3] == up:
        return memo[4]  # type: ignore[no-any-return]
    return [slots[i] for i in open_slots(s) if up[i]]  # type: ignore[misc]


def slot_of(s: DuelState, card: str) -> int | None:
    try:
        return s.slots.index(card)
    except ValueError:
        return None


def deal(s: DuelState, cards: list[str]) -> None:
    """Lay out a shuffled deck in the current Age's structure, face up or down as printed."""
    lay = layout(s)
    s.slots = list(cards[: len(lay.slots)])
    s.face_up = [sl.face_up for sl in lay.slots]


def take(s: DuelState, card: str) -> int:
    """Remove a card from the structure; returns the slot it left.

    When the open slots of the structure before are known (`open_slots`), those after are
    worked out from them: the slot taken closes and only the slots it covered may open."""
    slots = s.slots
    i = slots.index(card)
    memo = s._open_slots
    if memo is None or memo[0] != s.age or memo[1] != slots:
        slots[i] = None
        return i
    slots[i] = None
    table = memo[5]
    if i < len(table):  # (a slot past the layout is never open)
        before = memo[2]
        opened: list[int] | None = None
        for j, other in table[i]:
            if slots[j] is not None and slots[other] is None:
                if opened is None:
                    opened = [j]
                else:
                    opened.append(j)
        up = memo[3]  # every card open before is face up while the flags are these
        if opened is None:
            now = before
            if i in before:
                k = before.index(i)
                now = before[:k] + before[k + 1 :]
                if up is not None and up == s.face_up:  # so is every card open now
                    cards = memo[4]  # those of `before`, in order
                    s._open_slots = (
                        s.age,
                        slots[:],
                        now,
                        up,
                        cards[:k] + cards[k + 1 :],
                        table,
                        None,
                    )
                    return i
            opened = []
        else:
            grown = [*before, *opened]
            if i in grown:
                grown.remove(i)
            grown.sort()
            opened.sort()
            now = tuple(grown)
        s._open_slots = (
            s.age,
            slots[:],
            now,
            None,
            None,
            table,
            None if up is None else (up, opened),
        )
    return i


def reveal_accessible(s: DuelState) -> list[tuple[int, str]]:
    """Turn face up every accessible face-down card (end of turn); returns what was shown."""
    shown: list[tuple[int, str]] = []
    if not s.age:
        return shown
    up, slots = s.face_up, s.slots
    memo = s._open_slots
    if memo is not None and memo[0] == s.age and memo[1] == slots:
        if memo[3] is not None and memo[3] == up:  # every open card is face up already
            return shown
        opened = memo[2]
        hint = memo[6]
        check = hint[1] if hint is not None and hint[0] == up else opened  # see `open_slots`
    else:
        check = opened = open_slots(s)
        memo = s._open_slots
    for i in check:
        if not up[i]:
            up[i] = True
            shown.append((i, slots[i]))
    # every open card is face up now
    s._open_slots = (
        memo[0],
        memo[1],
        opened,
        up[:],
        tuple(map(slots.__getitem__, opened)),
        memo[5],
        None,
    )
    return shown


def empty(s: DuelState) -> bool:
    return s.slots.count(None) == len(s.slots)
