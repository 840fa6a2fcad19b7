"""Payment plans: every distinct way to pay a cost, the cheapest first.

Two plans differ only in what they pay to whom (left neighbour, right neighbour, bank), so a
plan is those amounts; which of your own "/" cards makes what never changes the game. The
undominated plans are offered first; the rest (buying what the city could make itself, rules
D5) sit behind one "other ways to pay" choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.engine.wonders.city import Production

Sources = tuple[tuple[tuple[int, ...], int], ...]  # distinct "/" option sets with their counts
LISTED_PLANS = 5  # plans offered before the one "other ways to pay" choice (rules D5)


class Free:
    """Why a build costs nothing (a plan's `free` field)."""

    CHAIN = "chain"
    OLYMPIA = "olympia"
    RAMSES = "ramses"


FREE_KINDS = (Free.CHAIN, Free.OLYMPIA, Free.RAMSES)


@dataclass(frozen=True, slots=True)
class Plan:
    """What a build costs: coins to the left and right neighbours and to the bank."""

    left: int = 0
    right: int = 0
    bank: int = 0
    bilkis: bool = False  # one resource bought from the bank for 1 coin (included in bank)
    free: str = ""  # chain | olympia | ramses: built without paying anything

    @property
    def total(self) -> int:
        return self.left + self.right + self.bank

    @property
    def token_args(self) -> tuple[str, ...]:
        """The plan in a token: `pay:2:1:0` (left, right, bank), `:b` for Bilkis, `pay:chain`."""
        if self.free:
            return (self.free,)
        return (str(self.left), str(self.right), str(self.bank), *(("b",) if self.bilkis else ()))

    @classmethod
    def from_args(cls, args: tuple[str, ...]) -> Plan:
        if args[0] in FREE_KINDS:
            return cls(free=args[0])
        return cls(int(args[0]), int(args[1]), int(args[2]), "b" in args[3:])

    def to_json(self) -> dict[str, Any]:
        return {
            "left": self.left,
            "right": self.right,
            "bank": self.bank,
            "bilkis": self.bilkis,
            "free": self.free,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Plan:
        return cls(
            int(d["left"]), int(d["right"]), int(d["bank"]), bool(d["bilkis"]), str(d["free"])
        )


def _sources(choices: tuple[tuple[int, ...], ...]) -> Sources:
    counts: dict[tuple[int, ...], int] = {}
    for opts in choices:
        counts[opts] = counts.get(opts, 0) + 1
    return tuple(sorted(counts.items()))


def _take(sources: Sources, i: int) -> Sources:
    opts, n = sources[i]
    rest = list(sources)
    if n == 1:
        del rest[i]
    else:
        rest[i] = (opts, n - 1)
    return tuple(rest)


def _pareto(found: set[tuple[int, int, int]]) -> frozenset[tuple[int, int, int]]:
    """Drop every plan that pays at least as much to everyone as another plan."""
    keep = [
        p
        for p in found
        if not any(q != p and q[0] <= p[0] and q[1] <= p[1] and q[2] <= p[2] for q in found)
    ]
    return frozenset(keep)


@lru_cache(maxsize=65536)
def purchases(
    cost: tuple[int, ...],
    own: Production,
    left: Production,
    right: Production,
    left_price: tuple[int, ...],
    right_price: tuple[int, ...],
    wild: int,
    bilkis: bool,
) -> frozenset[tuple[int, int, int]]:
    """Minimal (to left, to right, to bank) amounts that cover `cost`; empty if impossible.

    `own` is everything the city produces; `left`/`right` only what neighbours may sell.
    `wild` free units of any resource (Archimedes-like discounts); `bilkis` one unit for 1 coin.
    """
    return _search(cost, own, left, right, left_price, right_price, wild, bilkis, every=False)


@lru_cache(maxsize=16384)
def every_purchase(
    cost: tuple[int, ...],
    own: Production,
    left: Production,
    right: Production,
    left_price: tuple[int, ...],
    right_price: tuple[int, ...],
    wild: int,
    bilkis: bool,
) -> frozenset[tuple[int, int, int]]:
    """All the amounts some legal purchase reaches, dominated ones included: a city may buy
    a resource it could produce itself (rules D5), so its own units are used or not, one by
    one. A discount (`wild`) is always used: it lowers the cost, nothing is bought for it."""
    return _search(cost, own, left, right, left_price, right_price, wild, bilkis, every=True)


def _search(
    cost: tuple[int, ...],
    own: Production,
    left: Production,
    right: Production,
    left_price: tuple[int, ...],
    right_price: tuple[int, ...],
    wild: int,
    bilkis: bool,
    *,
    every: bool,
) -> frozenset[tuple[int, int, int]]:
    """Give each needed unit a source, one unit at a time; keep the undominated totals, or
    (`every`) all of them. Without `every` the city's fixed units are always used first."""
    if every:
        need, mf, wild = cost, own[0], min(wild, sum(cost))
    else:
        need = tuple(max(0, n - f) for n, f in zip(cost, own[0], strict=True))
        mf = (0,) * len(cost)
    if not any(need):
        return frozenset({(0, 0, 0)})
    memo: dict[tuple[Any, ...], frozenset[tuple[int, int, int]]] = {}

    def rec(
        need: tuple[int, ...],
        mf: tuple[int, ...],
        mine: Sources,
        lf: tuple[int, ...],
        lc: Sources,
        rf: tuple[int, ...],
        rc: Sources,
        wild: int,
        bilkis: bool,
    ) -> frozenset[tuple[int, int, int]]:
        key = (need, mf, mine, lf, lc, rf, rc, wild, bilkis)
        hit = memo.get(key)
        if hit is not None:
            return hit
        t = next((i for i, n in enumerate(need) if n), -1)
        if t < 0:
            return frozenset() if every and wild else frozenset({(0, 0, 0)})
        rest = (*need[:t], need[t] - 1, *need[t + 1 :])
        found: set[tuple[int, int, int]] = set()

        def add(results: frozenset[tuple[int, int, int]], dl: int, dr: int, db: int) -> None:
            for a, b, c in results:
                found.add((a + dl, b + dr, c + db))

        if mf[t]:
            add(rec(rest, _less(mf, t), mine, lf, lc, rf, rc, wild, bilkis), 0, 0, 0)
        for i, (opts, _) in enumerate(mine):
            if t in opts:
                add(rec(rest, mf, _take(mine, i), lf, lc, rf, rc, wild, bilkis), 0, 0, 0)
        if wild:
            add(rec(rest, mf, mine, lf, lc, rf, rc, wild - 1, bilkis), 0, 0, 0)
        if bilkis:
            add(rec(rest, mf, mine, lf, lc, rf, rc, wild, False), 0, 0, 1)
        if lf[t]:
            add(rec(rest, mf, mine, _less(lf, t), lc, rf, rc, wild, bilkis), left_price[t], 0, 0)
        for i, (opts, _) in enumerate(lc):
            if t in opts:
                add(
                    rec(rest, mf, mine, lf, _take(lc, i), rf, rc, wild, bilkis),
                    left_price[t],
                    0,
                    0,
                )
        if rf[t]:
            add(rec(rest, mf, mine, lf, lc, _less(rf, t), rc, wild, bilkis), 0, right_price[t], 0)
        for i, (opts, _) in enumerate(rc):
            if t in opts:
                add(
                    rec(rest, mf, mine, lf, lc, rf, _take(rc, i), wild, bilkis),
                    0,
                    right_price[t],
                    0,
                )
        result = frozenset(found) if every else _pareto(found)
        memo[key] = result
        return result

    return rec(
        need,
        mf,
        _sources(own[1]),
        left[0],
        _sources(left[1]),
        right[0],
        _sources(right[1]),
        wild,
        bilkis,
    )


def _less(units: tuple[int, ...], t: int) -> tuple[int, ...]:
    return (*units[:t], units[t] - 1, *units[t + 1 :])


def ordered(plans: list[Plan]) -> list[Plan]:
    """Cheapest first; then less to the left neighbour, then without Bilkis."""
    return sorted(plans, key=lambda p: (p.total, p.left, p.right, p.bilkis, p.free))
