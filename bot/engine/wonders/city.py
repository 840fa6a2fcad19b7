"""What a city has and can do: neighbours, effects in play, production, prices, shields."""

from __future__ import annotations

from collections.abc import Iterator

from bot.engine.wonders.catalogue import (
    CARDS,
    LEADERS,
    MANUFACTURED,
    RAW,
    WONDERS,
    Effect,
    Fx,
    Leader,
)
from bot.engine.wonders.state import FREE_CITY, City, WondersState

NORMAL_PRICE = 2
Production = tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]  # (fixed units, "/" choices)


def left_of(s: WondersState, c: int) -> int:
    """The left neighbour is the next city clockwise (D1)."""
    return (c + 1) % s.ncities


def right_of(s: WondersState, c: int) -> int:
    return (c - 1) % s.ncities


def neighbours(s: WondersState, c: int) -> tuple[int, int]:
    return left_of(s, c), right_of(s, c)


def is_free_city(s: WondersState, c: int) -> bool:
    return s.two_player and c == FREE_CITY


def leaders_in_play(city: City) -> list[Leader]:
    """Recruited leaders plus the one copied with the Courtesan token (abilities only)."""
    out = [LEADERS[x] for x in city.leaders]
    if city.courtesan:
        out.append(LEADERS[city.courtesan])
    return out


def effects(s: WondersState, c: int, *, leaders: bool = True) -> Iterator[Effect]:
    """Every effect in play in a city: board, built structures, built stages, leaders."""
    city = s.cities[c]
    wonder = WONDERS[city.wonder]
    side = city.side or "a"
    if not is_free_city(s, c):
        yield from wonder.board(side)
    for card in city.built:
        yield from CARDS[card].effects
    for stage in wonder.stages(side)[: city.stages]:
        yield from stage.effects
    if leaders:
        for leader in leaders_in_play(city):
            yield from leader.effects


def has(s: WondersState, c: int, kind: Fx) -> bool:
    return any(e.kind == kind for e in effects(s, c))


def production(s: WondersState, c: int, *, tradable_only: bool) -> Production:
    """Units a city produces every turn: fixed units and one-of-several choices."""
    city = s.cities[c]
    fixed = [0] * 7
    choices: list[tuple[int, ...]] = []
    produces = WONDERS[city.wonder].produces
    if produces is not None:
        fixed[produces] += 1
    for e in effects(s, c, leaders=False):
        if e.kind == Fx.PRODUCE:
            for i, n in enumerate(e.resources):
                fixed[i] += n
        elif e.kind == Fx.PRODUCE_CHOICE and (e.tradable or not tradable_only):
            choices.append(e.options)
    return tuple(fixed), tuple(sorted(choices))


def prices(s: WondersState, buyer: int, seller: int) -> tuple[int, int]:
    """(raw, manufactured) unit prices the buyer pays this seller."""
    side = "left" if seller == left_of(s, buyer) else "right"
    raw = man = NORMAL_PRICE
    for e in effects(s, buyer, leaders=False):
        if e.kind == Fx.TRADE_DISCOUNT and side in e.neighbours:
            if e.goods == "raw":
                raw = min(raw, e.price)
            else:
                man = min(man, e.price)
    return raw, man


def price_vector(s: WondersState, buyer: int, seller: int) -> tuple[int, ...]:
    raw, man = prices(s, buyer, seller)
    out = [0] * 7
    for i in RAW:
        out[i] = raw
    for i in MANUFACTURED:
        out[i] = man
    return tuple(out)


def shields(s: WondersState, c: int) -> int:
    return sum(e.amount for e in effects(s, c) if e.kind == Fx.SHIELDS)


def has_built_name(s: WondersState, c: int, card: str) -> bool:
    """The no-identical-structures rule compares names (D34: Age I and II Looms clash)."""
    name = CARDS[card].name
    return any(CARDS[x].name == name for x in s.cities[c].built)


def leader_cost(s: WondersState, c: int, leader: str) -> int:
    """What recruiting costs this city now (Rome A, Maecenas, Rome B and its neighbours)."""
    cost = LEADERS[leader].cost
    if has(s, c, Fx.RECRUIT_LEADERS_FREE):
        return 0
    for e in effects(s, c, leaders=False):
        if e.kind == Fx.LEADER_COST_DISCOUNT:
            cost -= e.own
    for n in set(neighbours(s, c)):
        for e in WONDERS[s.cities[n].wonder].board(s.cities[n].side or "a"):
            if e.kind == Fx.LEADER_COST_DISCOUNT:
                cost -= e.others
    return max(0, cost)


def stage_count(s: WondersState, c: int) -> int:
    city = s.cities[c]
    return len(WONDERS[city.wonder].stages(city.side or "a"))
