"""What building a card or a wonder stage would cost a city now, as payment plans."""

from __future__ import annotations

from bot.engine.wonders.catalogue import CARDS, WONDERS, Fx
from bot.engine.wonders.city import (
    effects,
    has,
    has_built_name,
    left_of,
    price_vector,
    production,
    right_of,
    stage_count,
)
from bot.engine.wonders.payment import Free, Plan, every_purchase, ordered, purchases
from bot.engine.wonders.state import FREE_CITY, WondersState


def chain_free(s: WondersState, c: int, card: str) -> bool:
    """Whether a structure this card chains from is in the city."""
    built = s.cities[c].built
    return any(src in built for src in CARDS[card].chain_from)


def _discount(s: WondersState, c: int, applies_to: str) -> int:
    return sum(
        e.amount
        for e in effects(s, c)
        if e.kind == Fx.RESOURCE_DISCOUNT and e.applies_to == applies_to
    )


def _resource_plans(
    s: WondersState,
    c: int,
    cost: tuple[int, ...],
    coins: int,
    wild: int,
    bilkis: bool,
    *,
    purse: int | None = None,
    every: bool = False,
) -> list[Plan]:
    """The affordable undominated ways to find `cost` (resources) and pay `coins` to the bank;
    `every`: all affordable ways, also those buying what the city makes itself (D5)."""
    left, right = left_of(s, c), right_of(s, c)
    found = (every_purchase if every else purchases)(
        cost,
        production(s, c, tradable_only=False),
        production(s, left, tradable_only=True),
        production(s, right, tradable_only=True),
        price_vector(s, c, left),
        price_vector(s, c, right),
        wild,
        bilkis and has(s, c, Fx.BANK_PURCHASE),
    )
    limit = s.cities[c].coins if purse is None else purse
    plans = [Plan(a, b, coins + k, bool(k)) for a, b, k in found]
    return ordered([p for p in plans if p.total <= limit])


def shortfall(s: WondersState, c: int, card: str | None) -> int | None:
    """Coins missing for the cheapest way to build `card` (None: the next stage); None when
    no amount of coins would do (nobody produces what is lacking)."""
    if card is None:
        city = s.cities[c]
        stages = WONDERS[city.wonder].stages(city.side or "a")
        if city.stages >= len(stages):
            return None
        cost, coins, wild = stages[city.stages].cost, 0, _discount(s, c, "wonder_stage")
    else:
        info = CARDS[card]
        cost, coins, wild = info.cost, info.coins, _discount(s, c, info.colour)
    plans = _resource_plans(s, c, cost, coins, wild, True, purse=10**6)
    return plans[0].total - s.cities[c].coins if plans else None


def build_plans(
    s: WondersState,
    c: int,
    card: str,
    *,
    bilkis: bool = True,
    olympia: bool = True,
    every: bool = False,
) -> list[Plan]:
    """The ways this city may build `card` as a structure now ([] if it may not): the
    undominated ones, or with `every` all of them (the same first plan either way)."""
    if has_built_name(s, c, card):
        return []
    info = CARDS[card]
    if chain_free(s, c, card):
        return [Plan(free=Free.CHAIN)]
    if info.guild and has(s, c, Fx.GUILDS_FREE):
        return [Plan(free=Free.RAMSES)]
    wild = _discount(s, c, info.colour)
    plans = _resource_plans(s, c, info.cost, info.coins, wild, bilkis, every=every)
    city = s.cities[c]
    if (
        olympia
        and not city.olympia_used
        and has(s, c, Fx.FREE_BUILD_ONCE_PER_AGE)
        and not (plans and plans[0].total == 0)
    ):
        plans = [Plan(free=Free.OLYMPIA), *plans]
    return plans


def stage_plans(s: WondersState, c: int, *, bilkis: bool = True, every: bool = False) -> list[Plan]:
    """The ways this city may build its next wonder stage now ([] if it may not); `every` as
    for build_plans."""
    city = s.cities[c]
    if city.stages >= stage_count(s, c):
        return []
    stage = WONDERS[city.wonder].stages(city.side or "a")[city.stages]
    wild = _discount(s, c, "wonder_stage")
    return _resource_plans(s, c, stage.cost, 0, wild, bilkis, every=every)


def next_stage_cost(s: WondersState, c: int) -> tuple[int, ...] | None:
    city = s.cities[c]
    stages = WONDERS[city.wonder].stages(city.side or "a")
    return stages[city.stages].cost if city.stages < len(stages) else None


def fc_playable(s: WondersState, cards: list[str]) -> list[str]:
    """Cards of a hand the Free City can build as a structure or as its next stage (D25)."""
    stage_ok = bool(stage_plans(s, FREE_CITY))
    return [x for x in dict.fromkeys(cards) if stage_ok or build_plans(s, FREE_CITY, x)]
