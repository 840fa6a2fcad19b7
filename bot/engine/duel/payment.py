"""What a construction costs: chains, coin costs, production, "one of" producers, trading.

The quote is always the cheapest legal way to pay, so players never choose how to pay.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from bot.engine.duel import city
from bot.engine.duel.catalog import RESOURCES, Card, Color, Cost, Resource, Wonder
from bot.engine.duel.state import DuelState


@dataclass(frozen=True, slots=True)
class Quote:
    """The cheapest payment: free by chain, or printed coins plus units bought from the bank."""

    chain: bool = False
    coins: int = 0
    bought: tuple[tuple[Resource, int], ...] = ()
    trade: int = 0

    @property
    def total(self) -> int:
        return self.coins + self.trade

    @property
    def free(self) -> bool:
        return self.total == 0


def cheapest_trade(
    need: dict[Resource, int],
    produced: dict[Resource, int],
    choices: list[tuple[Resource, ...]],
    free_units: int,
    prices: dict[Resource, int],
) -> tuple[int, dict[Resource, int]]:
    """Coins spent at the bank and units bought, minimised over "one of" producers and discounts.

    For a fixed use of the "one of" producers, skipping the most expensive missing units is
    optimal; there are at most a handful of producers, so every use is tried.
    """
    missing = {r: max(0, n - produced.get(r, 0)) for r, n in need.items()}
    missing = {r: n for r, n in missing.items() if n > 0}
    if not missing:
        return 0, {}
    useful = [tuple(r for r in opts if r in missing) for opts in choices]
    useful = [opts for opts in useful if opts]
    best: tuple[int, dict[Resource, int]] | None = None
    for combo in itertools.product(*useful) if useful else [()]:
        left = dict(missing)
        for r in combo:
            if left[r] > 0:
                left[r] -= 1
        units = sorted(
            ((prices[r], RESOURCES.index(r), r) for r, n in left.items() for _ in range(n)),
            reverse=True,
        )[free_units:]
        cost = sum(p for p, _, _ in units)
        if best is None or cost < best[0]:
            bought: dict[Resource, int] = {}
            for _, _, r in units:
                bought[r] = bought.get(r, 0) + 1
            best = (cost, bought)
            if cost == 0:
                break
    assert best is not None
    return best


def _quote(s: DuelState, seat: int, cost: Cost, free_units: int) -> Quote:
    trade, bought = cheapest_trade(
        cost.units,
        city.production(s, seat),
        city.one_of(s, seat),
        free_units,
        city.trade_prices(s, seat),
    )
    ordered = tuple((r, bought[r]) for r in RESOURCES if bought.get(r))
    return Quote(False, cost.coins, ordered, trade)


def chain_available(s: DuelState, seat: int, card: Card) -> bool:
    """The chain symbol is in the city (or, with an Agora decree, in the opponent's city)."""
    need = card.chain_requires
    if need is None:
        return False
    if need in city.chains(s, seat):
        return True
    return city.has(s, seat, "opponent_chains") and need in city.chains(s, s.other(seat))


def senator_cost(s: DuelState, seat: int) -> int:
    """Agora: one coin per Senator already recruited; none with Corruption."""
    if city.has(s, seat, "senators_free"):
        return 0
    return len(city.senators(s, seat))


def quote_card(s: DuelState, seat: int, card: Card) -> Quote:
    """Constructing a building: free through a chain, else coins and trading."""
    if card.deck == "senator":
        return Quote(coins=senator_cost(s, seat))
    if chain_available(s, seat, card):
        return Quote(chain=True)
    free_units = city.discount(s, seat, "blue") if card.color == Color.BLUE else 0
    best = _quote(s, seat, card.cost, free_units)
    if any(e.get("color") == card.color for e in city.lasting(s, seat, "ignore_symbol")):
        # Agora decree: ignore one cost symbol, a resource unit or the whole coin amount
        unit = _quote(s, seat, card.cost, free_units + 1)
        coins = _quote(s, seat, Cost(0, card.cost.resources), free_units)
        best = min((best, unit, coins), key=lambda q: q.total)
    return best


def quote_wonder(s: DuelState, seat: int, wonder: Wonder) -> Quote:
    """Constructing a wonder: resources only, less the Architecture discount."""
    return _quote(s, seat, wonder.cost, city.discount(s, seat, "wonder"))
