"""What each seat knows of the others' hands of resources and commodities.

For every observer and every other seat the state keeps a lower bound of what that seat surely
holds (`memory`) and the kinds its unknown cards surely lack (`absent`). Both only ever say
what is certain, so a sampled hand of "the known cards, plus the rest drawn from the cards
nobody has shown" is always possible. The bank is public, so the pool of cards the observer
has not placed is exact: what is neither in the bank, nor in its own hand, nor known in a hand.

After each move the rules compare every hand with the hands before it. What changed in the
open (production, builds, bank and player trades, discards, monopolies, the Harbor) every
observer learns; a card passed face down (a steal, the Master Merchant's picks, a Wedding
gift) is seen by the two seats concerned only. For the others the receiver gained an unknown
card, and the giver lost one they cannot name: each of its known kinds may have been it.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.catan.data import KINDS, catalogue
from bot.engine.catan.state import CatanState
from bot.engine.core import Event

N = len(KINDS)
# events of a card passed face down: (giver field, receiver field) of their data
HIDDEN_PASSES = {
    "stolen": ("from", "seat"),
    "took_card": ("from", "seat"),
    "gift_card": ("seat", "to"),
}


def ensure(s: CatanState) -> None:
    """Blank memory (nothing known) for a game that has none yet."""
    n = s.players
    if len(s.memory) != n:
        s.memory = [[[0] * N for _ in range(n)] for _ in range(n)]
        s.absent = [[0] * n for _ in range(n)]


def hands_before(s: CatanState) -> list[list[int]]:
    return [list(h) for h in s.hands]


def remember(s: CatanState, before: Sequence[Sequence[int]], events: Sequence[Event]) -> None:
    """Update every seat's memory after one move, from the hands' change and the events."""
    hidden = [e for e in events if e.kind in HIDDEN_PASSES or e.kind == "monopoly"]
    if not hidden and before == s.hands:
        return
    ensure(s)
    n = s.players
    delta = [[a - b for a, b in zip(s.hands[p], before[p], strict=True)] for p in range(n)]
    passes: list[tuple[int, int, int]] = []  # giver, receiver, kind
    named: list[tuple[int, int]] = []  # seats left with none of a kind: (seat, kind)
    for e in hidden:
        if e.kind == "monopoly":  # who gave less than the card asks has none left
            k = KINDS.index(e.data["kind"])
            cap = _monopoly_cap(s)
            taken = e.data["taken"]
            named += [
                (o, k)
                for o in range(n)
                if o != e.data["seat"] and (cap == 0 or taken.get(str(o), 0) < cap)
            ]
            continue
        src_key, dst_key = HIDDEN_PASSES[e.kind]
        src, dst, k = int(e.data[src_key]), int(e.data[dst_key]), KINDS.index(e.data["kind"])
        passes.append((src, dst, k))
        delta[src][k] += 1  # what is left of the change was seen by everyone
        delta[dst][k] -= 1
    for i in range(n):
        mem = s.memory[i]
        for p in range(n):
            if p == i:
                continue
            row = mem[p]
            for k, d in enumerate(delta[p]):
                if d > 0:
                    row[k] += d
                elif d < 0:
                    row[k] = max(0, row[k] + d)
        for src, dst, k in passes:
            if i in (src, dst):
                if dst != i:
                    mem[dst][k] += 1
                if src != i:
                    mem[src][k] = max(0, mem[src][k] - 1)
                continue
            s.absent[i][dst] = 0  # it gained a card this observer cannot name
            row = mem[src]
            for j in range(N):
                if row[j]:  # it may have been this one; if not, one more is now unknown
                    row[j] -= 1
                    s.absent[i][src] &= ~(1 << j)
        for o, k in named:
            if o != i:
                mem[o][k] = 0
                s.absent[i][o] |= 1 << k


def _monopoly_cap(s: CatanState) -> int:
    """Cards each opponent gives to the monopoly just played (0: all they have)."""
    if not s.played:
        return 0
    cat = catalogue()
    card = cat.progress.get(s.played[-1]) if s.ck else cat.development.get(s.played[-1])
    return int(card.params.get("n", 0)) if card is not None and card.effect == "monopoly" else 0


def known(s: CatanState, viewer: int) -> tuple[tuple[int, ...], ...]:
    """The viewer's memory of every seat (its own row is blank: it holds its hand)."""
    n = s.players
    if len(s.memory) != n:
        return tuple((0,) * N for _ in range(n))
    return tuple((0,) * N if p == viewer else tuple(s.memory[viewer][p]) for p in range(n))


def absent(s: CatanState, viewer: int) -> tuple[int, ...]:
    n = s.players
    if len(s.absent) != n:
        return (0,) * n
    return tuple(0 if p == viewer else s.absent[viewer][p] for p in range(n))
