"""What a city has and can do: neighbours, effects in play, production, prices, shields."""

from __future__ import annotations

from bot.engine.memo import make_room
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


# -- what a city has in play, memoised by the city's content ---------------------------------
# A city's effects change only when it builds, stages or recruits; search asks for them many
# times between two such moves. The memo is keyed by everything the effects depend on, so an
# entry is never stale; it forgets its older half when full (a dict keeps insertion order, and
# listing its keys is one step under the GIL, so this is safe beside another thread).

MEMO_LIMIT = 1024
CityKey = tuple[str, str, bool, tuple[str, ...], int, tuple[str, ...], str]


class CityProfile:
    """A city's effects with and without leaders, and what follows from them."""

    __slots__ = ("all", "buildings", "kinds", "prices", "production", "shields", "tradable")

    def __init__(self, key: CityKey, produces: int | None) -> None:
        wonder_id, side, free, built, stages, leaders, courtesan = key
        wonder = WONDERS[wonder_id]
        out: list[Effect] = []
        if not free:
            out.extend(wonder.board(side))
        for card in built:
            out.extend(CARDS[card].effects)
        for stage in wonder.stages(side)[:stages]:
            out.extend(stage.effects)
        self.buildings: tuple[Effect, ...] = tuple(out)
        for leader in leaders:
            out.extend(LEADERS[leader].effects)
        if courtesan:
            out.extend(LEADERS[courtesan].effects)
        self.all: tuple[Effect, ...] = tuple(out)
        self.kinds = frozenset(e.kind for e in self.all)
        self.production = _production(self.buildings, produces, tradable_only=False)
        self.tradable = _production(self.buildings, produces, tradable_only=True)
        self.prices = {side_: _prices(self.buildings, side_) for side_ in ("left", "right")}
        self.shields = sum(e.amount for e in self.all if e.kind == Fx.SHIELDS)


_PROFILES: dict[CityKey, CityProfile] = {}


def profile(s: WondersState, c: int) -> CityProfile:
    """The memoised effects of city `c` as it stands."""
    city = s.cities[c]
    key: CityKey = (
        city.wonder,
        city.side or "a",
        is_free_city(s, c),
        tuple(city.built),
        city.stages,
        tuple(city.leaders),
        city.courtesan,
    )
    found = _PROFILES.get(key)
    if found is None:
        if len(_PROFILES) >= MEMO_LIMIT:
            make_room(_PROFILES, MEMO_LIMIT)
        found = _PROFILES[key] = CityProfile(key, WONDERS[city.wonder].produces)
    return found


def effects(s: WondersState, c: int, *, leaders: bool = True) -> tuple[Effect, ...]:
    """Every effect in play in a city: board, built structures, built stages, leaders."""
    p = profile(s, c)
    return p.all if leaders else p.buildings


def has(s: WondersState, c: int, kind: Fx) -> bool:
    return kind in profile(s, c).kinds


def _production(
    found: tuple[Effect, ...], produces: int | None, *, tradable_only: bool
) -> Production:
    fixed = [0] * 7
    choices: list[tuple[int, ...]] = []
    if produces is not None:
        fixed[produces] += 1
    for e in found:
        if e.kind == Fx.PRODUCE:
            for i, n in enumerate(e.resources):
                fixed[i] += n
        elif e.kind == Fx.PRODUCE_CHOICE and (e.tradable or not tradable_only):
            choices.append(e.options)
    return tuple(fixed), tuple(sorted(choices))


def production(s: WondersState, c: int, *, tradable_only: bool) -> Production:
    """Units a city produces every turn: fixed units and one-of-several choices."""
    p = profile(s, c)
    return p.tradable if tradable_only else p.production


def _prices(found: tuple[Effect, ...], side: str) -> tuple[int, int]:
    raw = man = NORMAL_PRICE
    for e in found:
        if e.kind == Fx.TRADE_DISCOUNT and side in e.neighbours:
            if e.goods == "raw":
                raw = min(raw, e.price)
            else:
                man = min(man, e.price)
    return raw, man


def prices(s: WondersState, buyer: int, seller: int) -> tuple[int, int]:
    """(raw, manufactured) unit prices the buyer pays this seller."""
    side = "left" if seller == left_of(s, buyer) else "right"
    return profile(s, buyer).prices[side]


def price_vector(s: WondersState, buyer: int, seller: int) -> tuple[int, ...]:
    raw, man = prices(s, buyer, seller)
    out = [0] * 7
    for i in RAW:
        out[i] = raw
    for i in MANUFACTURED:
        out[i] = man
    return tuple(out)


def shields(s: WondersState, c: int) -> int:
    return profile(s, c).shields


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
