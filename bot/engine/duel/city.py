"""What a city can do: production, prices, chains, symbols and counts, read from its effects.

Every lasting ability comes from a *source* (a constructed card, a constructed wonder, a
progress token; Agora adds the decrees of controlled chambers), so new sources plug in here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from bot.engine.duel.catalog import (
    RESOURCES,
    Color,
    Effect,
    Resource,
    catalog,
)
from bot.engine.duel.state import DuelState

Source = tuple[str, tuple[Effect, ...]]
# more providers of lasting effects (Agora: the decrees of the chambers a seat controls)
EXTRA_SOURCES: list[Callable[[DuelState, int], Iterator[Source]]] = []


def sources(s: DuelState, seat: int) -> Iterator[Source]:
    """(source id, effects) for everything whose lasting effects the seat enjoys."""
    cat = catalog()
    p = s.players[seat]
    for cid in p.city:
        yield cid, cat.cards[cid].effects
    for wid in p.built:
        yield wid, cat.wonders[wid].effects
    for tid in p.tokens:
        yield tid, cat.tokens[tid].effects
    for extra in EXTRA_SOURCES:
        yield from extra(s, seat)


def lasting(s: DuelState, seat: int, kind: str) -> list[Effect]:
    return [e for _, effects in sources(s, seat) for e in effects if e.kind == kind]


def has(s: DuelState, seat: int, kind: str) -> bool:
    return any(e.kind == kind for _, effects in sources(s, seat) for e in effects)


def total(s: DuelState, seat: int, kind: str) -> int:
    return sum(e.n for e in lasting(s, seat, kind))


def production(s: DuelState, seat: int) -> dict[Resource, int]:
    """Units produced every turn by the city's brown and grey cards."""
    out = dict.fromkeys(RESOURCES, 0)
    cards = catalog().cards
    for cid in s.players[seat].city:
        for r, n in cards[cid].produces:
            out[r] += n
    return out


def one_of(s: DuelState, seat: int) -> list[tuple[Resource, ...]]:
    """Each "one of" producer (Forum, Caravansery, Great Lighthouse, Piraeus) covers 1 unit."""
    return [
        tuple(Resource(r) for r in e.get("resources")) for e in lasting(s, seat, "produce_one_of")
    ]


def trade_prices(s: DuelState, seat: int) -> dict[Resource, int]:
    """Price per unit bought from the bank: a fixed price, else 2 + the opponent's production."""
    base = catalog().constants["trade_base_price"]
    theirs = production(s, s.other(seat))
    prices = {r: base + theirs[r] for r in RESOURCES}
    for e in lasting(s, seat, "fixed_price"):
        for r in e.get("resources"):
            prices[Resource(r)] = min(prices[Resource(r)], int(e.get("price")))
    for e in lasting(s, seat, "trade_discount"):  # Agora decrees: 1 less, never below 1
        for r in e.get("resources"):
            floor = int(e.get("min", 1))
            prices[Resource(r)] = max(min(prices[Resource(r)], floor), prices[Resource(r)] - e.n)
    return prices


def chains(s: DuelState, seat: int) -> set[str]:
    cards = catalog().cards
    return {g for cid in s.players[seat].city if (g := cards[cid].chain_gives)}


def symbols(s: DuelState, seat: int) -> list[str]:
    """Scientific symbols owned, one entry per card or token (pairs show twice)."""
    return [e.get("symbol") for e in lasting(s, seat, "science")]


def count_color(s: DuelState, seat: int, *colors: Color | str) -> int:
    cards = catalog().cards
    return sum(1 for cid in s.players[seat].city if cards[cid].color in colors)


def cards_of(s: DuelState, seat: int, color: Color | str) -> list[str]:
    cards = catalog().cards
    return [cid for cid in s.players[seat].city if cards[cid].color == color]


def wonders_built(s: DuelState, seat: int) -> int:
    return len(s.players[seat].built)


def discount(s: DuelState, seat: int, target: str) -> int:
    """Resource units removed from each cost of `target` (blue cards, wonders)."""
    return sum(e.n for e in lasting(s, seat, "discount") if e.get("target") == target)


def discard_value(s: DuelState, seat: int) -> int:
    """Coins for discarding a card: 2 + 1 per yellow card in the city (+2 with an Agora decree)."""
    return (
        catalog().constants["discard_base_coins"]
        + count_color(s, seat, Color.YELLOW)
        + total(s, seat, "discard_bonus")
    )


def senators(s: DuelState, seat: int) -> list[str]:
    """Agora: the Senators recruited into the city (they have no colour)."""
    cards = catalog().cards
    return [cid for cid in s.players[seat].city if cards[cid].deck == "senator"]
