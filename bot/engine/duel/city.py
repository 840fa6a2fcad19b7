"""What a city can do: production, prices, chains, symbols and counts, read from its effects.

Every lasting ability comes from a *source* (a constructed card, a constructed wonder, a
progress token; Agora adds the decrees of controlled chambers), so new sources plug in here.

A city's sources add up to a `Profile`, built from scratch by `fresh_profile` and memoised by
`profile` under the list of the sources' ids: the same sources always give the same profile,
whichever state they are in, so nothing is stored in the state and nothing can go stale
(a source's effects are fixed by its id).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

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

_INDEX = {r: i for i, r in enumerate(RESOURCES)}


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


@dataclass(frozen=True, slots=True, eq=False)
class Profile:
    """Everything a city's sources add up to; one object per distinct set of sources, so it
    is compared and hashed by identity (see `facts` for its content)."""

    effects: Mapping[str, tuple[Effect, ...]]  # lasting effects by kind, in source order
    totals: Mapping[str, int]  # kind -> sum of `n`
    production: tuple[int, ...]  # units per resource (RESOURCES order), brown and grey cards
    one_of: tuple[tuple[Resource, ...], ...]  # "one of" producers, in source order
    one_of_key: tuple[tuple[str, ...], ...]  # the same as plain strings (cheap to hash)
    chains: frozenset[str]  # chain symbols given by the city's cards
    by_color: Mapping[str, tuple[str, ...]]  # colour -> the city's cards, in build order
    senators: tuple[str, ...]  # Agora: Senators recruited, in build order
    symbols: tuple[str, ...]  # scientific symbols, one per card or token
    discounts: Mapping[str, int]  # target (blue, wonder) -> resource units removed

    def facts(self) -> tuple[Any, ...]:
        """The content, for comparing a memoised profile with a fresh one."""
        return (
            {k: tuple(v) for k, v in self.effects.items()},
            dict(self.totals),
            self.production,
            self.one_of,
            self.one_of_key,
            self.chains,
            {k: tuple(v) for k, v in self.by_color.items()},
            self.senators,
            self.symbols,
            dict(self.discounts),
        )


def fresh_profile(s: DuelState, seat: int) -> Profile:
    """The profile computed from scratch from the seat's sources (the definition)."""
    grouped: dict[str, list[Effect]] = {}
    for _, found in sources(s, seat):
        for e in found:
            grouped.setdefault(e.kind, []).append(e)
    effects = {k: tuple(v) for k, v in grouped.items()}
    cards = catalog().cards
    produced = [0] * len(RESOURCES)
    chains: set[str] = set()
    by_color: dict[str, list[str]] = {}
    senators: list[str] = []
    for cid in s.players[seat].city:
        card = cards[cid]
        for r, n in card.produces:
            produced[_INDEX[r]] += n
        if card.chain_gives:
            chains.add(card.chain_gives)
        if card.color is not None:
            by_color.setdefault(str(card.color), []).append(cid)
        if card.deck == "senator":
            senators.append(cid)
    discounts: dict[str, int] = {}
    for e in effects.get("discount", ()):
        target = e.get("target")
        discounts[target] = discounts.get(target, 0) + e.n
    one_of = tuple(
        tuple(Resource(r) for r in e.get("resources")) for e in effects.get("produce_one_of", ())
    )
    return Profile(
        effects=effects,
        totals={k: sum(e.n for e in v) for k, v in effects.items()},
        production=tuple(produced),
        one_of=one_of,
        one_of_key=tuple(tuple(str(r) for r in opts) for opts in one_of),
        chains=frozenset(chains),
        by_color={k: tuple(v) for k, v in by_color.items()},
        senators=tuple(senators),
        symbols=tuple(e.get("symbol") for e in effects.get("science", ())),
        discounts=discounts,
    )


_PROFILES: dict[tuple[Any, ...], Profile] = {}
MEMO_LIMIT = 1 << 14  # distinct cities remembered before the memo starts afresh


def source_key(s: DuelState, seat: int) -> tuple[Any, ...]:
    """The ids of the seat's sources, in order: all a profile depends on."""
    p = s.players[seat]
    if not EXTRA_SOURCES:
        return (tuple(p.city), tuple(p.built), tuple(p.tokens))
    extra = tuple(sid for provider in EXTRA_SOURCES for sid, _ in provider(s, seat))
    return (tuple(p.city), tuple(p.built), tuple(p.tokens), extra)


def profile(s: DuelState, seat: int) -> Profile:
    """The seat's profile, memoised by its sources' ids."""
    key = source_key(s, seat)
    found = _PROFILES.get(key)
    if found is None:
        if len(_PROFILES) >= MEMO_LIMIT:
            _PROFILES.clear()
        found = _PROFILES[key] = fresh_profile(s, seat)
    return found


def clear_memos() -> None:
    """Forget every memoised profile (tests compare with a recomputation)."""
    _PROFILES.clear()


def lasting(s: DuelState, seat: int, kind: str) -> list[Effect]:
    return list(profile(s, seat).effects.get(kind, ()))


def has(s: DuelState, seat: int, kind: str) -> bool:
    return kind in profile(s, seat).effects


def total(s: DuelState, seat: int, kind: str) -> int:
    return profile(s, seat).totals.get(kind, 0)


def production(s: DuelState, seat: int) -> dict[Resource, int]:
    """Units produced every turn by the city's brown and grey cards."""
    return dict(zip(RESOURCES, profile(s, seat).production, strict=True))


def one_of(s: DuelState, seat: int) -> list[tuple[Resource, ...]]:
    """Each "one of" producer (Forum, Caravansery, Great Lighthouse, Piraeus) covers 1 unit."""
    return list(profile(s, seat).one_of)


def prices_between(mine: Profile, theirs: Profile) -> dict[Resource, int]:
    """Price per unit bought from the bank: a fixed price, else 2 + the opponent's production."""
    base = catalog().constants["trade_base_price"]
    prices = {r: base + n for r, n in zip(RESOURCES, theirs.production, strict=True)}
    for e in mine.effects.get("fixed_price", ()):
        for r in e.get("resources"):
            prices[Resource(r)] = min(prices[Resource(r)], int(e.get("price")))
    for e in mine.effects.get("trade_discount", ()):  # Agora decrees: 1 less, never below 1
        for r in e.get("resources"):
            floor = int(e.get("min", 1))
            prices[Resource(r)] = max(min(prices[Resource(r)], floor), prices[Resource(r)] - e.n)
    return prices


def trade_prices(s: DuelState, seat: int) -> dict[Resource, int]:
    """Price per unit bought from the bank: a fixed price, else 2 + the opponent's production."""
    return prices_between(profile(s, seat), profile(s, s.other(seat)))


def chains(s: DuelState, seat: int) -> frozenset[str]:
    return profile(s, seat).chains


def symbols(s: DuelState, seat: int) -> list[str]:
    """Scientific symbols owned, one entry per card or token (pairs show twice)."""
    return list(profile(s, seat).symbols)


def count_color(s: DuelState, seat: int, *colors: Color | str) -> int:
    by_color = profile(s, seat).by_color
    return sum(len(by_color.get(c, ())) for c in set(colors))


def cards_of(s: DuelState, seat: int, color: Color | str) -> list[str]:
    return list(profile(s, seat).by_color.get(color, ()))


def wonders_built(s: DuelState, seat: int) -> int:
    return len(s.players[seat].built)


def discount(s: DuelState, seat: int, target: str) -> int:
    """Resource units removed from each cost of `target` (blue cards, wonders)."""
    return profile(s, seat).discounts.get(target, 0)


def discard_value(s: DuelState, seat: int) -> int:
    """Coins for discarding a card: 2 + 1 per yellow card in the city (+2 with an Agora decree)."""
    pr = profile(s, seat)
    return (
        catalog().constants["discard_base_coins"]
        + len(pr.by_color.get(Color.YELLOW, ()))
        + pr.totals.get("discard_bonus", 0)
    )


def senators(s: DuelState, seat: int) -> list[str]:
    """Agora: the Senators recruited into the city (they have no colour)."""
    return list(profile(s, seat).senators)
