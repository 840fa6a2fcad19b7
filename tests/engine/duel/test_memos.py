"""The speed-ups change nothing: memoised profiles and quotes agree with a recomputation from
scratch at every step, and `RULES.copy` gives an equal, independent state."""

from __future__ import annotations

import copy
import itertools
import random
from typing import Any

import pytest

from bot.engine import memo
from bot.engine.core import Decision
from bot.engine.duel import city, payment, structure
from bot.engine.duel.catalog import (
    MEMO_LIMIT,
    RESOURCES,
    Card,
    Color,
    Cost,
    Effect,
    Resource,
    Wonder,
    catalog,
)
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState

CAT = catalog()

# -- the definitions, written out again the slow way from the seat's sources ---------------


def _lasting(s: DuelState, seat: int, kind: str) -> list[Effect]:
    return [e for _, effects in city.sources(s, seat) for e in effects if e.kind == kind]


def _production(s: DuelState, seat: int) -> dict[Resource, int]:
    out = dict.fromkeys(RESOURCES, 0)
    for cid in s.players[seat].city:
        for r, n in CAT.cards[cid].produces:
            out[r] += n
    return out


def _chains(s: DuelState, seat: int) -> set[str]:
    return {g for cid in s.players[seat].city if (g := CAT.cards[cid].chain_gives)}


def _prices(s: DuelState, seat: int) -> dict[Resource, int]:
    theirs = _production(s, 1 - seat)
    prices = {r: CAT.constants["trade_base_price"] + theirs[r] for r in RESOURCES}
    for e in _lasting(s, seat, "fixed_price"):
        for r in e.get("resources"):
            prices[Resource(r)] = min(prices[Resource(r)], int(e.get("price")))
    for e in _lasting(s, seat, "trade_discount"):
        for r in e.get("resources"):
            low = int(e.get("min", 1))
            prices[Resource(r)] = max(min(prices[Resource(r)], low), prices[Resource(r)] - e.n)
    return prices


def _facts(s: DuelState, seat: int) -> tuple[Any, ...]:
    """What `city.Profile.facts` must say, from the sources alone."""
    grouped: dict[str, list[Effect]] = {}
    for _, effects in city.sources(s, seat):
        for e in effects:
            grouped.setdefault(e.kind, []).append(e)
    one_of = tuple(
        tuple(Resource(r) for r in e.get("resources")) for e in grouped.get("produce_one_of", ())
    )
    by_color: dict[str, tuple[str, ...]] = {}
    for cid in s.players[seat].city:
        colour = CAT.cards[cid].color
        if colour is not None:
            by_color[str(colour)] = (*by_color.get(str(colour), ()), cid)
    discounts: dict[str, int] = {}
    for e in grouped.get("discount", ()):
        discounts[e.get("target")] = discounts.get(e.get("target"), 0) + e.n
    rules = tuple(
        (
            e.kind,
            tuple(RESOURCES.index(Resource(r)) for r in e.get("resources", ())),
            int(e.get("price")) if e.kind == "fixed_price" else e.n,
            0 if e.kind == "fixed_price" else int(e.get("min", 1)),
        )
        for _, effects in city.sources(s, seat)
        for e in effects
        if e.kind in ("fixed_price", "trade_discount")
    )
    return (
        {k: tuple(v) for k, v in grouped.items()},
        {k: sum(e.n for e in v) for k, v in grouped.items()},
        tuple(_production(s, seat).values()),
        one_of,
        tuple(tuple(RESOURCES.index(r) for r in opts) for opts in one_of),
        frozenset(_chains(s, seat)),
        by_color,
        tuple(c for c in s.players[seat].city if CAT.cards[c].deck == "senator"),
        tuple(e.get("symbol") for e in grouped.get("science", ())),
        discounts,
        rules,
    )


def _quote(s: DuelState, seat: int, cost: Cost, free: int) -> payment.Quote:
    trade, bought = payment.cheapest_trade(
        cost.units,
        _production(s, seat),
        [
            tuple(Resource(r) for r in e.get("resources"))
            for e in _lasting(s, seat, "produce_one_of")
        ],
        free,
        _prices(s, seat),
    )
    return payment.Quote(
        False, cost.coins, tuple((r, bought[r]) for r in RESOURCES if bought.get(r)), trade
    )


def _quote_card(s: DuelState, seat: int, card: Card) -> payment.Quote:
    if card.deck == "senator":
        free = bool(_lasting(s, seat, "senators_free"))
        return payment.Quote(coins=0 if free else len(city.senators(s, seat)))
    need = card.chain_requires
    if need is not None and (
        need in _chains(s, seat)
        or (_lasting(s, seat, "opponent_chains") and need in _chains(s, 1 - seat))
    ):
        return payment.Quote(chain=True)
    free = (
        sum(e.n for e in _lasting(s, seat, "discount") if e.get("target") == "blue")
        if card.color == Color.BLUE
        else 0
    )
    best = _quote(s, seat, card.cost, free)
    if any(e.get("color") == card.color for e in _lasting(s, seat, "ignore_symbol")):
        unit = _quote(s, seat, card.cost, free + 1)
        coins = _quote(s, seat, Cost(0, card.cost.resources), free)
        best = min((best, unit, coins), key=lambda q: q.total)
    return best


def _quote_wonder(s: DuelState, seat: int, wonder: Wonder) -> payment.Quote:
    free = sum(e.n for e in _lasting(s, seat, "discount") if e.get("target") == "wonder")
    return _quote(s, seat, wonder.cost, free)


# -- games ------------------------------------------------------------------------------


def _states(agora: bool, seed: int) -> list[DuelState]:
    """Every state of one random game (copies), first to last."""
    s = RULES.new_game(2, seed, {"agora": agora})
    pick = random.Random(seed)
    out = [RULES.copy(s)]
    while RULES.to_move(s):
        seat = min(RULES.to_move(s))
        RULES.apply(s, seat, pick.choice(RULES.legal_actions(s, seat)))
        out.append(RULES.copy(s))
    return out


GAMES = [(agora, seed) for agora in (False, True) for seed in range(4)]


def _probe(s: DuelState) -> tuple[Any, ...]:
    """What the memos feed: legal actions and their words (phrases), quotes, prices, profiles."""
    seats = sorted(RULES.to_move(s))
    legal = [
        (a.token, RULES.action_phrase(s, seat, a))
        for seat in seats
        for a in RULES.legal_actions(s, seat)
    ]
    shown = [c for c in s.slots if c is not None]
    quotes = [
        (seat, c, payment.quote_card(s, seat, CAT.cards[c])) for seat in (0, 1) for c in shown
    ] + [
        (seat, w, payment.quote_wonder(s, seat, CAT.wonders[w]))
        for seat in (0, 1)
        for w in s.players[seat].wonders
    ]
    prices = [city.trade_prices(s, seat) for seat in (0, 1)]
    return legal, quotes, prices, [city.profile(s, seat).facts() for seat in (0, 1)]


def _open_by_layout(s: DuelState) -> tuple[int, ...]:
    """The accessible slots read straight from the printed layout."""
    if not s.age:
        return ()
    lay = structure.layout(s)
    return tuple(
        sl.index
        for sl in lay.slots
        if s.slots[sl.index] is not None and all(s.slots[c] is None for c in sl.covered_by)
    )


@pytest.mark.parametrize(("agora", "seed"), GAMES)
def test_open_slots_agree_with_the_layout_as_the_game_is_played(agora: bool, seed: int) -> None:
    """Open slots are worked out from a table of covers: at every step of a live game
    (memos warm, as in a search) they match the printed layout."""
    s = RULES.new_game(2, seed, {"agora": agora})
    pick = random.Random(seed)
    checked = 0
    while RULES.to_move(s):
        seat = min(RULES.to_move(s))
        assert structure.open_slots(s) == _open_by_layout(s), f"agora={agora} seed={seed}"
        RULES.apply(s, seat, pick.choice(RULES.legal_actions(s, seat)))
        assert structure.open_slots(s) == _open_by_layout(s), f"agora={agora} seed={seed}"
        checked += 1
    assert checked > 40


@pytest.mark.parametrize(("agora", "seed"), GAMES)
def test_memos_agree_with_a_recomputation_at_every_step(agora: bool, seed: int) -> None:
    for step, s in enumerate(_states(agora, seed)):
        where = f"agora={agora} seed={seed} step {step}"
        for seat in (0, 1):
            assert city.profile(s, seat).facts() == _facts(s, seat), where
            assert city.fresh_profile(s, seat).facts() == _facts(s, seat), where
            assert city.trade_prices(s, seat) == _prices(s, seat), where
            assert city.production(s, seat) == _production(s, seat), where
            for c in s.slots:
                if c is not None:
                    card = CAT.cards[c]
                    assert payment.quote_card(s, seat, card) == _quote_card(s, seat, card), where
            for w in s.players[seat].wonders:
                wonder = CAT.wonders[w]
                assert payment.quote_wonder(s, seat, wonder) == _quote_wonder(s, seat, wonder)
        # a turn lapses on an empty structure only: a card left is always reachable
        assert bool(structure.accessible(s)) == (bool(s.age) and not structure.empty(s)), where
        warm = _probe(s)
        loaded = RULES.from_json(RULES.to_json(s))
        payment.clear_memos()
        assert _probe(loaded) == warm, where  # just loaded, nothing memoised: the same
        assert _probe(s) == warm, where


def _agrees(s: DuelState, where: str) -> None:
    """The state's memos (read warm) say what a recomputation from its sources says."""
    for seat in (0, 1):
        assert city.profile(s, seat).facts() == _facts(s, seat), where
        assert city.trade_prices(s, seat) == _prices(s, seat), where
        for c in CAT.cards:
            card = CAT.cards[c]
            assert payment.quote_card(s, seat, card) == _quote_card(s, seat, card), where
        for w in s.players[seat].wonders:
            wonder = CAT.wonders[w]
            assert payment.quote_wonder(s, seat, wonder) == _quote_wonder(s, seat, wonder), where
    assert structure.open_slots(s) == _open_by_layout(s), where


def _changes(s: DuelState) -> list[tuple[str, Any]]:
    """Ways to change a state behind the engine's back, each keeping the lists' lengths or
    their objects (what a careless memo would miss)."""
    p, q = s.players
    spare = [c for c in CAT.cards if c not in p.city and c not in q.city and CAT.cards[c].deck]

    def swap_card(x: DuelState) -> None:  # same length, another card
        x.players[0].city[-1] = next(c for c in spare if CAT.cards[c].produces)

    def move_card(x: DuelState) -> None:  # the opponent's card to this city
        x.players[0].city.append(x.players[1].city.pop())

    def reorder_wonders(x: DuelState) -> None:  # the same wonders built, in another order
        built = x.players[0].built
        for w in list(built)[:1]:
            built[w] = built.pop(w)

    def replace_tokens(x: DuelState) -> None:
        x.players[0].tokens[:] = [t for t in CAT.tokens if t not in x.players[1].tokens][:2]

    def take_slot(x: DuelState) -> None:  # a card gone from the structure, the list kept
        i = next(i for i, c in enumerate(x.slots) if c is not None)
        x.slots[i] = None

    def flip(x: DuelState) -> None:
        x.face_up[:] = [not u for u in x.face_up]

    return [
        ("swap_card", swap_card),
        ("move_card", move_card),
        ("reorder_wonders", reorder_wonders),
        ("replace_tokens", replace_tokens),
        ("take_slot", take_slot),
        ("flip", flip),
    ]


@pytest.mark.parametrize("agora", [False, True])
def test_the_state_memos_never_go_stale(agora: bool) -> None:
    """The economy and open slots kept beside the fields are checked against what they were
    worked out from: whatever changes a state (in place, keeping lengths), they still agree
    with a recomputation, and so does a copy taken before the change."""
    checked = 0
    for s in _states(agora, 7)[20::15]:
        if len(s.players[0].city) < 2 or len(s.players[1].city) < 1:
            continue
        for name, change in _changes(s):
            x = RULES.copy(s)
            for seat in sorted(RULES.to_move(x)):
                RULES.legal_actions(x, seat)  # warm the memos
            _agrees(x, f"agora={agora} before {name}")
            twin = RULES.copy(x)  # carries the memos
            change(x)
            _agrees(x, f"agora={agora} after {name}")
            _agrees(twin, f"agora={agora} copy, after {name}")
            checked += 1
    assert checked >= 12


def test_every_card_and_wonder_quote_agrees_in_many_positions() -> None:
    """Quotes for the whole catalogue (not only the cards on the table), base and Agora."""
    for agora, seed in [(False, 11), (True, 12)]:
        for s in _states(agora, seed)[::9]:
            for seat in (0, 1):
                for card in CAT.cards.values():
                    assert payment.quote_card(s, seat, card) == _quote_card(s, seat, card)
                for wonder in CAT.wonders.values():
                    assert payment.quote_wonder(s, seat, wonder) == _quote_wonder(s, seat, wonder)


# -- copy -------------------------------------------------------------------------------


def _mutate(value: Any) -> None:
    """Change every list and dict inside `value`, innermost first."""
    if isinstance(value, list):
        for v in value:
            _mutate(v)
        value.append("mutated")
    elif isinstance(value, dict):
        for v in value.values():
            _mutate(v)
        value["mutated"] = True
    elif isinstance(value, Decision):
        _mutate(value.data)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            _mutate(getattr(value, name))


@pytest.mark.parametrize("agora", [False, True])
def test_copy_is_equal_and_independent(agora: bool) -> None:
    checked = 0
    for seed in (1, 2, 3):
        for s in _states(agora, seed)[::6]:
            before = RULES.to_json(s)
            twin = RULES.copy(s)
            assert twin == s and RULES.to_json(twin) == before
            assert twin == copy.deepcopy(s)
            _mutate(twin)
            assert RULES.to_json(s) == before
            # and the other way round
            twin = RULES.copy(s)
            _mutate(s)
            assert RULES.to_json(twin) == before
            checked += 1
    assert checked > 20


def test_copy_reaches_every_field() -> None:
    """A field added to the state later is still copied (the slow, generic way)."""
    s = _states(True, 5)[40]
    twin = RULES.copy(s)
    for name in DuelState.__dataclass_fields__:
        a, b = getattr(s, name), getattr(twin, name)
        assert a == b, name
        if isinstance(a, (list, dict)):
            assert a is not b, name
    for p, q in itertools.zip_longest(s.players, twin.players):
        for name in p.__dataclass_fields__:
            if isinstance(getattr(p, name), (list, dict)):
                assert getattr(p, name) is not getattr(q, name), name


def test_a_full_memo_forgets_its_older_half() -> None:
    table: dict[int, int] = {}
    for i in range(MEMO_LIMIT * 3):
        memo.make_room(table, MEMO_LIMIT)
        table[i] = i
    assert len(table) <= MEMO_LIMIT
    assert max(table) == MEMO_LIMIT * 3 - 1  # the newest are kept
    assert list(table) == sorted(table)
