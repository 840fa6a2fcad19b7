"""What a city can do: production, prices, chains, symbols and counts, read from its effects.

Every lasting ability comes from a *source* (a constructed card, a constructed wonder, a
progress token; in Agora, the decree of a controlled chamber: `decree_sources`, read from the
Senate's fields, empty in a base game), so new sources plug in here.

A city's sources add up to a `Profile`, built from scratch by `fresh_profile`: the same
sources always give the same profile (a source's effects are fixed by its id). `profile` keeps
each seat's profile beside the state's fields (the seat's `Entry` in `state.ECONOMY`) with
copies of the lists it was worked out from, and uses it only while the state's lists are
still equal to them, so it cannot go stale whoever changes the state. Sources that are the
kept ones plus one card, wonder or token (the usual step of a game) are worked out from them
(`_extend`); any others from a memo across states keyed by the sources' ids (`keyed_profile`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine.duel.agora_data import CHAMBERS, agora
from bot.engine.duel.catalog import (
    MEMO_LIMIT,
    RESOURCES,
    Card,
    Color,
    Effect,
    Resource,
    catalog,
)
from bot.engine.duel.state import DuelState
from bot.engine.memo import make_room

Source = tuple[str, tuple[Effect, ...]]

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
    if s.influence:
        yield from decree_sources(s, seat)


def decree_sources(s: DuelState, seat: int) -> list[Source]:
    """Agora: the decrees of the chambers the seat controls (a controlled decree is always
    face up); none without a Senate (a base game)."""
    if not s.influence:
        return []
    table = agora().decrees
    inf = s.influence
    mine, theirs = inf[seat], inf[1 - seat]
    return [
        (d, table[d].effects)
        for ch in range(CHAMBERS)
        if mine[ch] > theirs[ch]
        for d in s.decrees[ch]
    ]


@dataclass(frozen=True, slots=True)
class Part:
    """What one source adds to a city's profile, worked out once per source id."""

    groups: tuple[tuple[str, tuple[Effect, ...]], ...]  # its effects by kind, in order
    totals: tuple[tuple[str, int], ...]  # kind -> sum of `n`
    one_of: tuple[tuple[Resource, ...], ...]  # its "one of" productions
    symbols: tuple[str, ...]  # its scientific symbols
    discounts: tuple[tuple[str, int], ...]  # (target, units) per discount effect
    price_rules: tuple[tuple[str, tuple[int, ...], int, int], ...]  # see `prices_between`
    # constructed cards only
    produces: tuple[tuple[int, int], ...] = ()  # (resource index, units)
    chain: str | None = None
    color: str | None = None
    senator: bool = False
    # changes what a market is worked out from (`payment.Market`): production, "one of"
    # producers, prices, discounts, Senators or one of `MARKET_KINDS`
    market: bool = True


# the kinds of lasting effects a market reads from the totals (besides the fields of a part)
MARKET_KINDS = frozenset({"ignore_symbol", "senators_free"})


def _make_part(effects: tuple[Effect, ...], card: Card | None = None) -> Part:
    groups: dict[str, list[Effect]] = {}
    totals: dict[str, int] = {}
    for e in effects:
        groups.setdefault(e.kind, []).append(e)
        totals[e.kind] = totals.get(e.kind, 0) + e.n
    rules: list[tuple[str, tuple[int, ...], int, int]] = []
    for e in effects:
        where = tuple(_INDEX[Resource(r)] for r in e.get("resources", ()))
        if e.kind == "fixed_price":
            rules.append((e.kind, where, int(e.get("price")), 0))
        elif e.kind == "trade_discount":
            rules.append((e.kind, where, e.n, int(e.get("min", 1))))
    made = Part(
        groups=tuple((k, tuple(v)) for k, v in groups.items()),
        totals=tuple(totals.items()),
        one_of=tuple(
            tuple(Resource(r) for r in e.get("resources"))
            for e in effects
            if e.kind == "produce_one_of"
        ),
        symbols=tuple(e.get("symbol") for e in effects if e.kind == "science"),
        discounts=tuple((e.get("target"), e.n) for e in effects if e.kind == "discount"),
        price_rules=tuple(rules),
        produces=() if card is None else tuple((_INDEX[r], n) for r, n in card.produces),
        chain=None if card is None else card.chain_gives,
        color=None if card is None or card.color is None else str(card.color),
        senator=card is not None and card.deck == "senator",
    )
    market = bool(
        made.produces
        or made.one_of
        or made.price_rules
        or made.discounts
        or made.senator
        or MARKET_KINDS.intersection(totals)
    )
    return dataclasses.replace(made, market=market)


_PARTS: dict[str, Part] = {}


def part(sid: str, effects: tuple[Effect, ...]) -> Part:
    """The part of a source (a source's effects are fixed by its id)."""
    found = _PARTS.get(sid)
    if found is None:
        card = catalog().cards.get(sid)
        found = _PARTS[sid] = _make_part(effects, card)
    return found


PriceRule = tuple[str, tuple[int, ...], int, int]  # (kind, resource indexes, n or price, floor)


def _add(counts: Mapping[str, int], more: tuple[tuple[str, int], ...]) -> Mapping[str, int]:
    if not more:
        return counts
    out = dict(counts)
    for k, n in more:
        out[k] = out.get(k, 0) + n
    return out


@dataclass(slots=True)
class Cards:
    """What the constructed cards themselves give: production, chains, colours, Senators.

    Like `Profile`, a value that is never changed once made (not frozen only because frozen
    dataclasses are slower to make, and these are made at every construction)."""

    production: tuple[int, ...]  # units per resource (RESOURCES order), brown and grey cards
    chains: frozenset[str]
    by_color: Mapping[str, tuple[str, ...]]  # colour -> the city's cards, in build order
    senators: tuple[str, ...]  # Agora: Senators recruited, in build order
    symbols: tuple[str, ...]  # the cards' scientific symbols, in build order

    def plus(self, cid: str, pt: Part) -> Cards:
        """These cards and one more."""
        production = self.production
        if pt.produces:
            units = list(production)
            for i, n in pt.produces:
                units[i] += n
            production = tuple(units)
        by_color = self.by_color
        if pt.color is not None:
            by_color = {**by_color, pt.color: (*by_color.get(pt.color, ()), cid)}
        return Cards(
            production,
            self.chains | {pt.chain} if pt.chain else self.chains,
            by_color,
            (*self.senators, cid) if pt.senator else self.senators,
            self.symbols + pt.symbols if pt.symbols else self.symbols,
        )


NO_CARDS = Cards((0,) * len(RESOURCES), frozenset(), {}, (), ())
CITY, WONDERS, TOKENS, EXTRA = range(4)  # the segments, in source order
Segments = tuple[tuple[Part, ...], ...]  # the parts of each kind of source, in source order


def _in_order(segments: Segments, what: str) -> tuple[Any, ...]:
    """One tuple field of every part (`one_of`, `symbols`, `price_rules`), in source order."""
    return tuple(x for seg in segments for pt in seg for x in getattr(pt, what))


@dataclass(slots=True, eq=False)
class Profile:
    """Everything a city's sources add up to; one object per distinct list of sources, so it
    is compared and hashed by identity (see `facts` for its content). Never changed.

    A construction makes a new profile from the last one (`_extend`): the sums are carried
    forward, the ordered tuples are rebuilt only when the new part adds to them, and the
    effects by kind (read rarely, off the hot path) are merged on first use."""

    segments: Segments  # the parts of CITY, WONDERS, TOKENS, EXTRA, each in order
    cards: Cards
    totals: Mapping[str, int]  # kind -> sum of `n` (a kind is present iff the city has it)
    one_of: tuple[tuple[Resource, ...], ...]  # "one of" producers, in source order
    one_of_index: tuple[tuple[int, ...], ...]  # the same as resource indexes
    symbols: tuple[str, ...]  # scientific symbols, one per card or token
    discounts: Mapping[str, int]  # target (blue, wonder) -> resource units removed
    price_rules: tuple[PriceRule, ...]  # fixed prices and trade discounts, in source order
    # Agora decree: the opponent's chains count as one's own ("opponent_chains" in totals)
    opp_chains: bool
    merged: dict[str, tuple[Effect, ...]] | None = None  # `effects`, once merged

    @property
    def effects(self) -> Mapping[str, tuple[Effect, ...]]:
        """Lasting effects by kind, in source order (merged on first use; a race between
        two threads merges twice, to equal values)."""
        found = self.merged
        if found is None:
            found = {}
            for seg in self.segments:
                for pt in seg:
                    for kind, es in pt.groups:
                        found[kind] = found[kind] + es if kind in found else es
            self.merged = found
        return found

    @property
    def production(self) -> tuple[int, ...]:
        return self.cards.production

    @property
    def chains(self) -> frozenset[str]:
        return self.cards.chains

    @property
    def by_color(self) -> Mapping[str, tuple[str, ...]]:
        return self.cards.by_color

    @property
    def senators(self) -> tuple[str, ...]:
        return self.cards.senators

    def facts(self) -> tuple[Any, ...]:
        """The content, for comparing a memoised profile with a fresh one."""
        return (
            dict(self.effects),
            dict(self.totals),
            self.production,
            self.one_of,
            self.one_of_index,
            self.chains,
            dict(self.by_color),
            self.senators,
            self.symbols,
            dict(self.discounts),
            self.price_rules,
        )


def _one_of_index(one_of: tuple[tuple[Resource, ...], ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(_INDEX[r] for r in opts) for opts in one_of)


def _combine(segments: Segments, cards: Cards) -> Profile:
    totals: dict[str, int] = {}
    discounts: dict[str, int] = {}
    for seg in segments:
        for pt in seg:
            for kind, n in pt.totals:
                totals[kind] = totals.get(kind, 0) + n
            for target, n in pt.discounts:
                discounts[target] = discounts.get(target, 0) + n
    one_of = _in_order(segments, "one_of")
    return Profile(
        segments,
        cards,
        totals,
        one_of,
        _one_of_index(one_of),
        _in_order(segments, "symbols"),
        discounts,
        _in_order(segments, "price_rules"),
        "opponent_chains" in totals,
    )


def _extend(parent: Profile, where: int, sid: str, pt: Part) -> Profile:
    """The profile of the parent's sources plus one at the end of segment `where`."""
    segs = parent.segments
    if where == CITY:
        segs = (segs[0] + (pt,), segs[1], segs[2], segs[3])
    else:
        grown = list(segs)
        grown[where] += (pt,)
        segs = tuple(grown)
    one_of, one_of_index = parent.one_of, parent.one_of_index
    if pt.one_of:
        one_of = _in_order(segs, "one_of")
        one_of_index = _one_of_index(one_of)
    totals = _add(parent.totals, pt.totals)
    cards = parent.cards
    symbols = parent.symbols
    if where == CITY:
        cards = cards.plus(sid, pt)
        if pt.symbols:  # the cards' symbols come first, then the other sources' (in order)
            symbols = cards.symbols + symbols[len(parent.cards.symbols) :]
    elif pt.symbols:
        symbols = _in_order(segs, "symbols")
    return Profile(
        segs,
        cards,
        totals,
        one_of,
        one_of_index,
        symbols,
        _add(parent.discounts, pt.discounts) if pt.discounts else parent.discounts,
        _in_order(segs, "price_rules") if pt.price_rules else parent.price_rules,
        "opponent_chains" in totals,
    )


def fresh_profile(s: DuelState, seat: int) -> Profile:
    """The profile worked out from the seat's sources, without the memo."""
    cat = catalog()
    p = s.players[seat]
    cards = NO_CARDS
    city_parts = []
    for cid in p.city:
        pt = part(cid, cat.cards[cid].effects)
        cards = cards.plus(cid, pt)
        city_parts.append(pt)
    extra = [part(sid, found) for sid, found in decree_sources(s, seat)]
    segments = (
        tuple(city_parts),
        tuple(part(wid, cat.wonders[wid].effects) for wid in p.built),
        tuple(part(tid, cat.tokens[tid].effects) for tid in p.tokens),
        tuple(extra),
    )
    return _combine(segments, cards)


_PROFILES: dict[tuple[Any, ...], Profile] = {}


def extra_ids(s: DuelState, seat: int) -> tuple[str, ...]:
    """The ids of the seat's sources beyond its cities, wonders and tokens, in order: the
    decrees it controls (`decree_sources`), so a game without a Senate has none."""
    if not s.influence:
        return ()
    return tuple(sid for sid, _ in decree_sources(s, seat))


def _derive(s: DuelState, seat: int, key: tuple[Any, ...]) -> Profile:
    """A list of sources not seen yet: one more than a memoised list (a construction, a
    token), or worked out afresh."""
    cards, built, tokens, extra = key
    cat = catalog()
    if cards:
        parent = _PROFILES.get((cards[:-1], built, tokens, extra))
        if parent is not None:
            cid = cards[-1]
            return _extend(parent, CITY, cid, part(cid, cat.cards[cid].effects))
    if built:
        parent = _PROFILES.get((cards, built[:-1], tokens, extra))
        if parent is not None:
            wid = built[-1]
            return _extend(parent, WONDERS, wid, part(wid, cat.wonders[wid].effects))
    if tokens:
        parent = _PROFILES.get((cards, built, tokens[:-1], extra))
        if parent is not None:
            tid = tokens[-1]
            return _extend(parent, TOKENS, tid, part(tid, cat.tokens[tid].effects))
    return fresh_profile(s, seat)


def keyed_profile(s: DuelState, seat: int, key: tuple[Any, ...]) -> Profile:
    """The profile of the sources `key` (the ids of a seat's city, wonders, tokens and extras),
    memoised by it across states."""
    found = _PROFILES.get(key)
    if found is None:
        if len(_PROFILES) >= MEMO_LIMIT:
            make_room(_PROFILES, MEMO_LIMIT)
        found = _PROFILES[key] = _derive(s, seat, key)
    return found


# The economy beside the state's fields (`state.ECONOMY`): per seat an entry
#   (city, built, tokens, extra, profile, market, opponent's city, linked chains)
# where city, built (the wonder ids, in order) and tokens are copies of the lists the profile
# was worked out from and extra the ids of the extra sources; the last three are
# `payment.economy`'s: the seat's `payment.Market`, the copy of the opponent's city it was
# checked against, and the chains the seat may build through (None until asked for). Every use
# compares the copies with the state's lists first, so an entry never goes stale whatever
# changed the state; the copies are never changed, so `copy_state` carries entries over as
# they are.
Entry = tuple[Any, ...]


def profile(s: DuelState, seat: int) -> Profile:
    """The seat's profile: the one in the state's economy while its sources are the same
    (the check is inlined in `payment.economy`; keep the two alike)."""
    p = s.players[seat]
    memo = s._economy
    if memo is not None:
        e = memo[seat]
        if (
            e is not None
            and e[0] == p.city
            and e[2] == p.tokens
            and e[1] == [*p.built]
            and (not s.options or e[3] == extra_ids(s, seat))
        ):
            return e[4]  # type: ignore[no-any-return]
    return _renew(s, seat, memo)


def _renew(s: DuelState, seat: int, memo: tuple[Entry | None, Entry | None] | None) -> Profile:
    """The profile of sources that changed: the last one plus one card, wonder or token (the
    usual step of a game), else from the memo across states; kept in the state's economy.

    A source that changes nothing a market reads (`Part.market`) keeps the seat's market, to
    be checked against the opponent's city by `payment.economy`."""
    p = s.players[seat]
    cards, built, tokens = p.city[:], [*p.built], p.tokens[:]
    extra = extra_ids(s, seat) if s.options else ()
    e = memo[seat] if memo is not None else None
    grown = _grown(e, cards, built, tokens) if e is not None and e[3] == extra else None
    if grown is None:
        found = keyed_profile(s, seat, (tuple(cards), tuple(built), tuple(tokens), extra))
        entry = (cards, built, tokens, extra, found, None, None, None)
    else:
        found, added = grown
        if added.market or e[6] is None or found.opp_chains:  # type: ignore[index]
            entry = (cards, built, tokens, extra, found, None, None, None)
        else:  # the same market, against the same opponent's city, and the new chains
            entry = (cards, built, tokens, extra, found, e[5], e[6], found.cards.chains)  # type: ignore[index, assignment]
    if seat:
        s._economy = (memo[0] if memo is not None else None, entry)
    else:
        s._economy = (entry, memo[1] if memo is not None else None)
    return found


def _grown(
    e: Entry, cards: list[str], built: list[str], tokens: list[str]
) -> tuple[Profile, Part] | None:
    """The profile of an entry's sources plus the one source added since (at the end of one
    list, the others the same) and that source's part, or None."""
    old_cards, old_built, old_tokens = e[0], e[1], e[2]
    cat = catalog()
    if old_built == built and old_tokens == tokens:
        if len(cards) == len(old_cards) + 1 and cards[:-1] == old_cards:
            cid = cards[-1]
            pt = part(cid, cat.cards[cid].effects)
            return _extend(e[4], CITY, cid, pt), pt
    elif old_cards == cards and old_tokens == tokens:
        if len(built) == len(old_built) + 1 and built[:-1] == old_built:
            wid = built[-1]
            pt = part(wid, cat.wonders[wid].effects)
            return _extend(e[4], WONDERS, wid, pt), pt
    elif (
        old_cards == cards
        and old_built == built
        and len(tokens) == len(old_tokens) + 1
        and tokens[:-1] == old_tokens
    ):
        tid = tokens[-1]
        pt = part(tid, cat.tokens[tid].effects)
        return _extend(e[4], TOKENS, tid, pt), pt
    return None


def clear_memos() -> None:
    """Forget every memoised profile (tests compare with a recomputation)."""
    _PROFILES.clear()


def lasting(s: DuelState, seat: int, kind: str) -> list[Effect]:
    return list(profile(s, seat).effects.get(kind, ()))


def has(s: DuelState, seat: int, kind: str) -> bool:
    return kind in profile(s, seat).totals  # every effect adds its kind to the totals


def total(s: DuelState, seat: int, kind: str) -> int:
    return profile(s, seat).totals.get(kind, 0)


def production(s: DuelState, seat: int) -> dict[Resource, int]:
    """Units produced every turn by the city's brown and grey cards."""
    return dict(zip(RESOURCES, profile(s, seat).production, strict=True))


def one_of(s: DuelState, seat: int) -> list[tuple[Resource, ...]]:
    """Each "one of" producer (Forum, Caravansery, Great Lighthouse, Piraeus) covers 1 unit."""
    return list(profile(s, seat).one_of)


def price_list(mine: Profile, theirs: Profile) -> list[int]:
    """Price per unit bought from the bank, by resource index: a fixed price, else 2 + the
    opponent's production (Agora decrees then take some off)."""
    base = catalog().constants["trade_base_price"]
    prices = [base + n for n in theirs.cards.production]
    rules = mine.price_rules
    if rules:
        for kind, where, n, _ in rules:
            if kind == "fixed_price":
                for i in where:
                    prices[i] = min(prices[i], n)
        for kind, where, n, floor in rules:
            if kind == "trade_discount":  # n less, never below the floor (1)
                for i in where:
                    prices[i] = max(min(prices[i], floor), prices[i] - n)
    return prices


def prices_between(mine: Profile, theirs: Profile) -> dict[Resource, int]:
    """Price per unit bought from the bank: a fixed price, else 2 + the opponent's production."""
    return dict(zip(RESOURCES, price_list(mine, theirs), strict=True))


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


_YELLOW = str(Color.YELLOW)  # `Cards.by_color` is keyed by plain strings
_DISCARD_BASE: int | None = None  # catalogue constant, read on first use


def discard_value(s: DuelState, seat: int) -> int:
    """Coins for discarding a card: 2 + 1 per yellow card in the city (+2 with an Agora decree)."""
    global _DISCARD_BASE
    if _DISCARD_BASE is None:
        _DISCARD_BASE = int(catalog().constants["discard_base_coins"])
    pr = profile(s, seat)
    return (
        _DISCARD_BASE + len(pr.cards.by_color.get(_YELLOW, ())) + pr.totals.get("discard_bonus", 0)
    )


def senators(s: DuelState, seat: int) -> list[str]:
    """Agora: the Senators recruited into the city (they have no colour)."""
    return list(profile(s, seat).senators)
