"""What each seat remembers of the hands that go round (Age cards, the leader draft).

A seat sees every hand it holds. Once passed on, a hand loses one card per holder: the built
ones are public, the others (discarded, tucked, kept leaders) are not. So for each hand a seat
has held it knows a set the hand is drawn from, and when a hand comes back it learns which
cards left it face down. The bots' sampled states (`determinize`) start from this record.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from bot.engine.wonders.state import Seen, WondersState


def minus(items: Iterable[str], taken: Iterable[str]) -> tuple[str, ...]:
    """The multiset difference, in the order of `items`."""
    left = Counter(taken)
    out = []
    for x in items:
        if left[x] > 0:
            left[x] -= 1
        else:
            out.append(x)
    return tuple(out)


def _blank(n: int, p: int, hand: Sequence[str]) -> Seen:
    return Seen(tuple(tuple(hand) if q == p else None for q in range(n)), (0,) * n, ())


def deal(s: WondersState, hands: Sequence[Sequence[str]]) -> None:
    """A new deal: each seat knows only its own hand."""
    n = s.players
    s.seen = tuple(_blank(n, p, hands[p]) for p in range(n))


def look(s: WondersState, hands: Sequence[Sequence[str]]) -> None:
    """Each seat looks at the hand it now holds; the cards it knew in it and that are
    missing were taken face down."""
    n = s.players
    if len(s.seen) != n:
        deal(s, hands)
        return
    out = []
    for p, m in enumerate(s.seen):
        now = tuple(hands[p])
        old = m.hands[p]
        gone = m.gone
        if old is not None and old != now:
            gone += minus(old, now)
        known = list(m.hands)
        known[p] = now
        extra = list(m.extra)
        extra[p] = 0
        out.append(Seen(tuple(known), tuple(extra), gone))
    s.seen = tuple(out)


def drew(s: WondersState, seat: int) -> None:
    """2 players: `seat` added the Free City's top card, unseen by the other, to its hand."""
    out = []
    for p, m in enumerate(s.seen):
        if p != seat and m.hands[seat] is not None:
            extra = list(m.extra)
            extra[seat] += 1
            m = Seen(m.hands, tuple(extra), m.gone)
        out.append(m)
    s.seen = tuple(out)


def picked(s: WondersState, moves: Sequence[tuple[int, str, bool]]) -> None:
    """Cards taken out of hands at a reveal: (seat, card, shown to all)."""
    if len(s.seen) != s.players:
        return
    out = []
    for p, m in enumerate(s.seen):
        known = list(m.hands)
        extra = list(m.extra)
        gone = list(m.gone)
        for q, card, public in moves:
            hand = known[q]
            if hand is None or not (public or p == q):
                continue
            if card in hand:
                known[q] = minus(hand, (card,))
            elif extra[q] > 0:
                extra[q] -= 1
            if p == q and not public:
                gone.append(card)
        out.append(Seen(tuple(known), tuple(extra), tuple(gone)))
    s.seen = tuple(out)


def passed(s: WondersState, step: int) -> None:
    """The hands moved on: the one now at `seat` was at `seat - step`."""
    n = s.players
    if len(s.seen) != n:
        return
    s.seen = tuple(
        Seen(
            tuple(m.hands[(q - step) % n] for q in range(n)),
            tuple(m.extra[(q - step) % n] for q in range(n)),
            m.gone,
        )
        for m in s.seen
    )
