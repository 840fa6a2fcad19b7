"""What a construction costs: chains, coin costs, production, "one of" producers, trading.

The quote is always the cheapest legal way to pay, so players never choose how to pay.
Quotes and their totals are memoised (see `Market`) by everything they depend on; the seat's
market and chains are kept in the seat's economy entry beside the state's fields
(`economy`, `city.Entry`), checked against copies of what they were worked out from.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any, NamedTuple

from bot.engine.duel import city, structure
from bot.engine.duel.catalog import (
    MEMO_LIMIT,
    RESOURCES,
    Card,
    Color,
    Cost,
    Resource,
    Wonder,
    catalog,
)
from bot.engine.duel.state import DuelState
from bot.engine.memo import make_room

_INDEX = {r: i for i, r in enumerate(RESOURCES)}


class Quote(NamedTuple):
    """The cheapest payment: free by chain, or printed coins plus units bought from the bank.

    An immutable value (a named tuple: several are made at every step of a search, and a
    tuple is far cheaper to make than a frozen dataclass)."""

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


class Payment(NamedTuple):
    """What a construction played costs its builder: a `Quote` without the units bought
    (only words about a move name them; playing it needs the coins alone)."""

    chain: bool = False
    coins: int = 0
    trade: int = 0

    @property
    def total(self) -> int:
        return self.coins + self.trade


Paid = Quote | Payment  # what `effects.pay` takes


def cheapest_trade(
    need: dict[Resource, int],
    produced: dict[Resource, int],
    choices: list[tuple[Resource, ...]],
    free_units: int,
    prices: dict[Resource, int],
) -> tuple[int, dict[Resource, int]]:
    """Coins spent at the bank and units bought, minimised over "one of" producers and discounts.

    For a fixed use of the "one of" producers, skipping the most expensive missing units is
    optimal; there are at most a handful of producers, so every use is tried (the first
    cheapest use wins; among equal prices the resource later in RESOURCES is skipped first).
    """
    cost, bought = _cheapest(
        tuple((_INDEX[r], n) for r, n in need.items()),
        [produced.get(r, 0) for r in RESOURCES],
        [tuple(_INDEX[r] for r in opts) for opts in choices],
        free_units,
        [prices.get(r, 0) for r in RESOURCES],
    )
    return cost, dict(bought)


_RESTRICT: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}  # (choice, missing) -> useful
# (missing units, useful choices, free units, their prices) -> (coins, units bought)
_CHOICES: dict[tuple[object, ...], tuple[int, tuple[tuple[Resource, int], ...]]] = {}


def _cheapest(
    need: tuple[tuple[int, int], ...],
    produced: Sequence[int],
    choices: Sequence[tuple[int, ...]],
    free_units: int,
    prices: Sequence[int],
) -> tuple[int, tuple[tuple[Resource, int], ...]]:
    """`cheapest_trade` on resource indexes (the hot path of every quote): the coins and the
    units bought, in RESOURCES order (an immutable value, shared through the memo)."""
    missing: dict[int, int] = {}
    mask = 0
    for i, n in need:
        short = n - produced[i]
        if short > 0:
            missing[i] = short
            mask |= 1 << i
    if not missing:
        return 0, ()
    useful = []
    for opts in choices:
        u = _RESTRICT.get((opts, mask))
        if u is None:
            u = _RESTRICT[(opts, mask)] = tuple(i for i in opts if mask >> i & 1)
        if u:
            useful.append(u)
    if not free_units:
        if not useful:  # buy every missing unit
            return (
                sum(n * prices[i] for i, n in missing.items()),
                tuple([(RESOURCES[i], n) for i, n in missing.items()]),  # `need` is in order
            )
        return _cover(missing, useful, prices)
    key = (tuple(missing.items()), tuple(useful), free_units, tuple([prices[i] for i in missing]))
    found = _CHOICES.get(key)
    if found is None:
        if len(_CHOICES) >= MEMO_LIMIT:
            make_room(_CHOICES, MEMO_LIMIT)
        cost, bought = _choose(missing, useful, free_units, prices)
        found = _CHOICES[key] = (cost, tuple([(RESOURCES[i], bought[i]) for i in sorted(bought)]))
    return found


def best_use(
    missing: dict[int, int], useful: Sequence[tuple[int, ...]], prices: Sequence[int]
) -> tuple[int, dict[int, int]]:
    """Several "one of" producers, each covering one missing unit: the coins the best use
    saves and the units it covers (the first best in `itertools.product` order)."""
    best = -1
    used: dict[int, int] = {}
    for combo in itertools.product(*useful):
        took: dict[int, int] = {}
        saved = 0
        for i in combo:
            k = took.get(i, 0)
            if k < missing[i]:
                took[i] = k + 1
                saved += prices[i]
        if saved > best:
            best, used = saved, took
    return best, used


def _cover(
    missing: dict[int, int], useful: list[tuple[int, ...]], prices: Sequence[int]
) -> tuple[int, tuple[tuple[Resource, int], ...]]:
    """`_choose` without free units (the usual case), straight away: each "one of" producer
    covers one missing unit, and the use saving the most coins wins (the first such use in
    `itertools.product` order, as in `_choose`, so the units bought are the same)."""
    if len(useful) == 1:  # one producer: it covers the dearest unit it offers
        opts = useful[0]
        pick = opts[0]
        for i in opts:
            if prices[i] > prices[pick]:
                pick = i
        cost = -prices[pick]
        bought = []
        for i, n in missing.items():
            cost += n * prices[i]
            if i == pick:
                n -= 1
            if n:
                bought.append((RESOURCES[i], n))
        return cost, tuple(bought)
    best, used = best_use(missing, useful, prices)
    cost = -best
    bought = []
    for i, n in missing.items():
        cost += n * prices[i]
        n -= used.get(i, 0)
        if n:
            bought.append((RESOURCES[i], n))
    return cost, tuple(bought)


def _choose(
    missing: dict[int, int],
    useful: list[tuple[int, ...]],
    free_units: int,
    prices: Sequence[int],
) -> tuple[int, dict[int, int]]:
    """Every use of the "one of" producers, the most expensive units skipped for free."""
    order = sorted(missing, key=lambda i: (prices[i], i), reverse=True)
    best: tuple[int, dict[int, int]] | None = None
    for combo in itertools.product(*useful) if useful else [()]:
        left = dict(missing)
        for i in combo:
            if left[i] > 0:
                left[i] -= 1
        skip = free_units
        cost = 0
        bought: dict[int, int] = {}
        for i in order:
            n = left[i]
            if skip:
                dropped = min(n, skip)
                skip -= dropped
                n -= dropped
            if n:
                bought[i] = n
                cost += n * prices[i]
        if best is None or cost < best[0]:
            best = (cost, bought)
            if cost == 0:
                break
    assert best is not None
    return best


_NEEDS: dict[tuple[str, int], tuple[tuple[int, int], ...]] = {}


def _need(cid: str, cost: Cost, how: int) -> tuple[tuple[int, int], ...]:
    """A cost's resource units by index, in RESOURCES order (once per component)."""
    key = (cid, how)
    found = _NEEDS.get(key)
    if found is None:
        found = _NEEDS[key] = tuple(sorted((_INDEX[r], n) for r, n in cost.units.items()))
    return found


_PLAIN: dict[int, Quote] = {}


def _plain_quote(coins: int) -> Quote:
    """Printed coins only, nothing bought (one value per amount)."""
    found = _PLAIN.get(coins)
    if found is None:
        found = _PLAIN[coins] = Quote(False, coins, (), 0)
    return found


CARD, NO_COINS, WONDER = 0, 1, 2  # what a trade is for: a card, a card's resources, a wonder
CHAINED = Quote(chain=True)
NEVER = 1 << 30  # the cost of what cannot be built (a Senator is recruited, not built)
# card quotes and their totals by everything a card's quote depends on (see Market), by card id
_BOOKS: dict[tuple[object, ...], tuple[dict[str, Quote], dict[str, int]]] = {}
# wonder quotes and their totals by economy and Architecture discount, then by wonder id
_WONDER_BOOKS: dict[tuple[object, ...], tuple[dict[str, Quote], dict[str, int]]] = {}
_BLUE = Color.BLUE
NOTHING: frozenset[str] = frozenset()


class Market:
    """What one seat pays, given both cities: prices and quotes, each computed once.

    Worked out from the seat's profile and the opponent's production only (`against`), and
    of the profile only from what a source with `Part.market` changes, so the market of a
    city stays that of the city plus such a source. Chains are left out (they change with
    most constructions): the caller gives the chains the seat may use (`Entry`, last field).
    Quotes are shared further: card quotes (and their totals, the turn's affordability test)
    by every market with the same production, "one of" producers, prices, discounts, decrees
    and Senators; wonder quotes by the same economy and Architecture discount.
    """

    __slots__ = (
        "against",
        "blue",
        "book",
        "choices",
        "costs",
        "ignore",
        "plain",
        "price_list",
        "production",
        "savings",
        "senators",
        "wonder_costs",
        "wonder_free",
        "wonders",
    )

    def __init__(self, mine: city.Profile, theirs: city.Profile) -> None:
        totals = mine.totals  # has a key for each kind the city has (`effects` merges late)
        self.against = theirs.cards.production  # of `theirs`, only this may be used here
        self.price_list = tuple(city.price_list(mine, theirs))
        self.production = mine.production
        self.choices = mine.one_of_index
        self.savings: dict[int, int | tuple[tuple[int, ...], ...]] = {}  # see `_saving`
        # Agora decrees: cost symbols ignored, free Senators (`city.MARKET_KINDS`)
        self.ignore = (
            frozenset(e.get("color") for e in mine.effects["ignore_symbol"])
            if "ignore_symbol" in totals
            else NOTHING
        )
        self.senators = 0 if "senators_free" in totals else len(mine.senators)
        self.blue = mine.discounts.get("blue", 0)
        # nothing to choose between: no "one of" producer, no cost symbol ignored
        self.plain = not mine.one_of_index and not self.ignore
        self.wonder_free = mine.discounts.get("wonder", 0)
        econ = (mine.production, mine.one_of_index, self.price_list)
        key = (econ, self.ignore, self.senators, self.blue)
        book = _BOOKS.get(key)
        if book is None:
            if len(_BOOKS) >= MEMO_LIMIT:
                make_room(_BOOKS, MEMO_LIMIT)
            book = _BOOKS[key] = ({}, {})
        self.book, self.costs = book
        # wonders' quotes depend on the economy and the Architecture discount only
        wkey = (econ, self.wonder_free)
        wonders = _WONDER_BOOKS.get(wkey)
        if wonders is None:
            if len(_WONDER_BOOKS) >= MEMO_LIMIT:
                make_room(_WONDER_BOOKS, MEMO_LIMIT)
            wonders = _WONDER_BOOKS[wkey] = ({}, {})
        self.wonders, self.wonder_costs = wonders

    def quote(self, cid: str, cost: Cost, free_units: int, how: int = CARD) -> Quote:
        """Printed coins plus the cheapest trade for the resources of `cid`'s cost (not
        memoised: the books in front of it are)."""
        need = _NEEDS.get((cid, how))
        if need is None:
            need = _need(cid, cost, how)
        return self._trade(need, cost.coins, free_units)

    def _buy(self, need: tuple[tuple[int, int], ...], coins: int) -> Quote:
        """No "one of" producer and no free unit: buy every missing unit."""
        produced, prices = self.production, self.price_list
        bought: list[tuple[Resource, int]] | None = None
        trade = 0
        for i, n in need:
            short = n - produced[i]
            if short > 0:
                trade += short * prices[i]
                if bought is None:
                    bought = [(RESOURCES[i], short)]
                else:
                    bought.append((RESOURCES[i], short))
        if bought is None:
            found = _PLAIN.get(coins)
            return found if found is not None else _plain_quote(coins)
        return Quote(False, coins, tuple(bought), trade)

    def _trade(self, need: tuple[tuple[int, int], ...], coins: int, free_units: int) -> Quote:
        produced, prices = self.production, self.price_list
        choices = self.choices
        if not choices and not free_units:  # nothing to choose: buy every missing unit
            return self._buy(need, coins)
        trade, bought = _cheapest(need, produced, choices, free_units, prices)
        if not bought:
            return _plain_quote(coins)
        return Quote(False, coins, bought, trade)

    def senator_cost(self) -> int:
        """Agora: one coin per Senator already recruited; none with Corruption."""
        return self.senators

    def quote_card(self, card: Card, linked: frozenset[str]) -> Quote:
        """Constructing a building: free through a chain in `linked`, else coins and trading."""
        need = card.chain_requires
        if need is not None and need in linked:
            return CHAINED
        found = self.book.get(card.id)
        if found is None:
            found = self.book[card.id] = self._quote_card(card)
        return found

    def _plain_card(self, card: Card) -> bool:
        """The usual case: no "one of" producer, no free unit, no ignored symbol, so every
        missing unit is bought."""
        return self.plain and card.deck != "senator" and not (self.blue and card.color == _BLUE)

    def fill_cost(self, cid: str) -> int:
        """What building `cid` costs without its chain (never for a Senator), for a card
        known to be missing from `costs` (the turn's loop), put in `costs`.

        Only the total is worked out (`_trade_cost`): the quote itself (what is bought) only
        for the move played (`quote_card`)."""
        recipe = _RECIPES.get(cid)
        if recipe is None:
            recipe = _recipe(cid)
        found, units, kind = recipe
        if kind is _SENATOR:
            found = NEVER
        elif self.ignore:  # Agora decree: the quote chooses which cost symbol to ignore
            q = self.book.get(cid)
            if q is None:
                q = self.book[cid] = self._quote_card(catalog().cards[cid])
            found = q.coins + q.trade
        elif self.plain and (kind is _ORDINARY or not self.blue):  # `_trade_cost`, inlined
            produced, prices = self.production, self.price_list
            for i, n in units:
                if n > produced[i]:
                    found += (n - produced[i]) * prices[i]
        else:
            found += self._trade_cost(units, self.blue if kind is _BLUE_CARD else 0)
        self.costs[cid] = found
        return found

    def _trade_cost(self, need: tuple[tuple[int, int], ...], free_units: int) -> int:
        """The coins `_trade` spends at the bank, without working out what is bought."""
        produced, prices = self.production, self.price_list
        if not free_units and not self.choices:  # buy every missing unit (`_buy`)
            trade = 0
            for i, n in need:
                if n > produced[i]:
                    trade += (n - produced[i]) * prices[i]
            return trade
        if free_units:
            return _cheapest(need, produced, self.choices, free_units, prices)[0]
        # "one of" producers, no free unit: `_cheapest` -> `_cover`, summing only
        trade = mask = 0
        for i, n in need:
            if n > produced[i]:
                trade += (n - produced[i]) * prices[i]
                mask |= 1 << i
        if not mask:
            return 0
        saving = self.savings.get(mask)
        if saving is None:
            saving = self._saving(mask)
        if saving.__class__ is int:
            return trade - saving
        missing = {i: n - produced[i] for i, n in need if n > produced[i]}
        return trade - best_use(missing, saving, prices)[0]  # type: ignore[arg-type]

    def _saving(self, mask: int) -> int | tuple[tuple[int, ...], ...]:
        """What the "one of" producers save when the resources in `mask` are missing: the
        coins, when it does not depend on how many units are missing (no producer offers
        them, or one does: it covers the dearest unit it offers), else the useful choices
        of each producer, to be tried in turn (`_cover`)."""
        useful = []
        for opts in self.choices:
            u = _RESTRICT.get((opts, mask))
            if u is None:
                u = _RESTRICT[(opts, mask)] = tuple(i for i in opts if mask >> i & 1)
            if u:
                useful.append(u)
        found: int | tuple[tuple[int, ...], ...]
        if not useful:
            found = 0
        elif len(useful) == 1:
            prices = self.price_list
            found = 0
            for i in useful[0]:
                if prices[i] > found:
                    found = prices[i]
        else:
            found = tuple(useful)
        self.savings[mask] = found
        return found

    def _quote_card(self, card: Card) -> Quote:
        """Constructing a building without its chain: coins and trading."""
        if card.deck == "senator":
            return Quote(coins=self.senators)
        if self._plain_card(card):  # `quote` -> `_trade` -> `_buy`, without the trade memo
            units = _NEEDS.get((card.id, CARD))
            if units is None:
                units = _need(card.id, card.cost, CARD)
            return self._buy(units, card.cost.coins)
        free_units = self.blue if card.color == _BLUE else 0
        best = self.quote(card.id, card.cost, free_units)
        if self.ignore and card.color in self.ignore:
            # Agora decree: ignore one cost symbol, a resource unit or the whole coin amount
            unit = self.quote(card.id, card.cost, free_units + 1)
            coins = self.quote(card.id, Cost(0, card.cost.resources), free_units, NO_COINS)
            best = min((best, unit, coins), key=lambda q: q.total)
        return best

    def quote_wonder(self, wonder: Wonder) -> Quote:
        """Constructing a wonder: resources only, less the Architecture discount."""
        found = self.wonders.get(wonder.id)
        if found is None:
            if self.wonder_free or self.choices:
                found = self.quote(wonder.id, wonder.cost, self.wonder_free, WONDER)
            else:  # nothing to choose: `quote` -> `_trade` -> `_buy`, without the trade memo
                units = _NEEDS.get((wonder.id, WONDER))
                if units is None:
                    units = _need(wonder.id, wonder.cost, WONDER)
                found = self._buy(units, wonder.cost.coins)
            self.wonders[wonder.id] = found
        return found

    def wonder_cost(self, wid: str) -> int:
        """What building wonder `wid` costs, for one missing from `wonder_costs`, put there
        (the total only, as `fill_cost`)."""
        wonder = catalog().wonders[wid]
        units = _NEEDS.get((wid, WONDER))
        if units is None:
            units = _need(wid, wonder.cost, WONDER)
        found = wonder.cost.coins
        if self.wonder_free or self.choices:
            found += self._trade_cost(units, self.wonder_free)
        else:  # `_trade_cost`, inlined
            produced, prices = self.production, self.price_list
            for i, n in units:
                if n > produced[i]:
                    found += (n - produced[i]) * prices[i]
        self.wonder_costs[wid] = found
        return found


_ORDINARY, _BLUE_CARD, _SENATOR = "ordinary", "blue", "senator"  # what a recipe is for
# card id -> (printed coins, resource units by index, kind): what `fill_cost` reads of a card
_RECIPES: dict[str, tuple[int, tuple[tuple[int, int], ...], str]] = {}


def _recipe(cid: str) -> tuple[int, tuple[tuple[int, int], ...], str]:
    card = catalog().cards[cid]
    kind = _SENATOR if card.deck == "senator" else _BLUE_CARD if card.color == _BLUE else _ORDINARY
    found = _RECIPES[cid] = (card.cost.coins, _need(cid, card.cost, CARD), kind)
    return found


_MARKETS: dict[tuple[object, ...], Market] = {}


def keyed_market(mine: city.Profile, theirs: city.Profile) -> Market:
    """The market of a seat of profile `mine` facing `theirs`, memoised across states by
    `mine` and the production of `theirs`."""
    key = (mine, theirs.cards.production)
    found = _MARKETS.get(key)
    if found is None:
        if len(_MARKETS) >= MEMO_LIMIT:
            make_room(_MARKETS, MEMO_LIMIT)
        found = _MARKETS[key] = Market(mine, theirs)
    return found


def economy(s: DuelState, seat: int) -> city.Entry:
    """The seat's entry in the state's economy (`city.Entry`), with its market and chains:
    as kept while the seat's sources and the opponent's city are the same (`city.profile`'s
    check, inlined: this is the hot path), else worked out and kept."""
    memo = s._economy
    if memo is not None:
        e = memo[seat]
        if e is not None:
            p = s.players[seat]
            if (
                e[0] == p.city
                and e[2] == p.tokens
                and e[1] == [*p.built]
                and (not s.options or e[3] == city.extra_ids(s, seat))
            ):
                if e[6] == s.players[1 - seat].city:
                    kept: tuple[Any, ...] = e
                    return kept
                if e[5] is not None and not e[4].opp_chains:
                    return _against(s, seat, memo, e)
    return _new_economy(s, seat)


def _against(
    s: DuelState, seat: int, memo: tuple[city.Entry, city.Entry], e: city.Entry
) -> city.Entry:
    """The entry of a seat whose sources are the same, after the opponent's city changed: the
    market kept while it faces the same production (its chains are the seat's own)."""
    theirs = city.profile(s, 1 - seat)
    if e[5].against != theirs.cards.production:
        return _new_economy(s, seat)
    memo = s._economy  # (`city.profile` may have renewed the opponent's entry)
    entry = (e[0], e[1], e[2], e[3], e[4], e[5], s.players[1 - seat].city[:], e[7])
    s._economy = (entry, memo[1]) if seat == 0 else (memo[0], entry)
    return entry


def _new_economy(s: DuelState, seat: int) -> city.Entry:
    """The entry with its market and chains, after a change to either city: the market kept
    while it faces the same production, else worked out (or found in the memo)."""
    mine = city.profile(s, seat)
    theirs = city.profile(s, 1 - seat)
    memo = s._economy  # both entries are the state's now (`city.profile`)
    e = memo[seat]
    found = e[5]
    if found is None or found.against != theirs.cards.production:
        found = keyed_market(mine, theirs)
    linked = mine.cards.chains | theirs.cards.chains if mine.opp_chains else mine.cards.chains
    entry = (e[0], e[1], e[2], e[3], e[4], found, s.players[1 - seat].city[:], linked)
    s._economy = (entry, memo[1]) if seat == 0 else (memo[0], entry)
    return entry


def market(s: DuelState, seat: int) -> Market:
    """The seat's market in this state."""
    return economy(s, seat)[5]  # type: ignore[no-any-return]


def clear_memos() -> None:
    """Forget every memoised profile, market, trade and open slot (tests compare with a
    recomputation; the states' own memos are checked at every use)."""
    city.clear_memos()
    structure.clear_memos()
    _MARKETS.clear()
    _BOOKS.clear()
    _WONDER_BOOKS.clear()
    _CHOICES.clear()


def senator_cost(s: DuelState, seat: int) -> int:
    """Agora: one coin per Senator already recruited; none with Corruption."""
    return market(s, seat).senator_cost()


def quote_card(s: DuelState, seat: int, card: Card) -> Quote:
    """Constructing a building: free through a chain, else coins and trading."""
    e = economy(s, seat)
    return e[5].quote_card(card, e[7])  # type: ignore[no-any-return]


def quote_wonder(s: DuelState, seat: int, wonder: Wonder) -> Quote:
    """Constructing a wonder: resources only, less the Architecture discount."""
    return market(s, seat).quote_wonder(wonder)


_PAYMENTS: dict[tuple[int, int], Payment] = {}  # (coins, trade) -> the value (a few dozen)


def _payment(coins: int, trade: int) -> Payment:
    key = (coins, trade)
    found = _PAYMENTS.get(key)
    if found is None:
        found = _PAYMENTS[key] = Payment(False, coins, trade)
    return found


def card_payment(s: DuelState, seat: int, card: Card) -> Paid:
    """`quote_card` for playing the move: the same chain, coins and trade, worked out from
    the totals the turn tested (`Market.costs`)."""
    e = economy(s, seat)
    need = card.chain_requires
    if need is not None and need in e[7]:
        return CHAINED
    m = e[5]
    if m.ignore or card.deck == "senator":  # the quote chooses the coins it ignores
        return m.quote_card(card, e[7])  # type: ignore[no-any-return]
    total = m.costs.get(card.id)
    if total is None:
        total = m.fill_cost(card.id)
    coins = card.cost.coins  # printed coins, the rest is trade (`Market._trade`)
    return _payment(coins, total - coins)


def wonder_payment(s: DuelState, seat: int, wonder: Wonder) -> Payment:
    """`quote_wonder` for playing the move, from the totals the turn tested."""
    m = economy(s, seat)[5]
    total = m.wonder_costs.get(wonder.id)
    if total is None:
        total = m.wonder_cost(wonder.id)
    coins = wonder.cost.coins
    return _payment(coins, total - coins)
