"""Each of the 16 Decrees, for the controller of its chamber only (rules A-10)."""

from __future__ import annotations

import pytest

from bot.engine.duel import city
from bot.engine.duel.catalog import Resource, catalog
from bot.engine.duel.payment import quote_card, quote_wonder
from bot.engine.duel.state import DuelState
from tests.engine.duel.agora_helpers import agora_position
from tests.engine.duel.helpers import act, legal, top

OTHERS = [
    "coins_on_blue",
    "coins_on_green",
    "coins_on_yellow",
    "coins_on_red",
    "ignore_symbol_yellow",
    "ignore_symbol_red",
    "ignore_symbol_green",
    "wonder_discount",
    "shield",
    "brown_trade_discount",
    "grey_trade_discount",
    "senate_plus_two",
    "discard_plus_two",
    "coins_on_wonder",
    "opponent_chains",
    "conspirator_extra_turn",
]
MINE = ((1, 0, 0, 0, 0, 0), (0,) * 6)  # seat 0 controls chamber 1
THEIRS = ((0,) * 6, (1, 0, 0, 0, 0, 0))  # seat 1 does
NOBODY = ((1, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0))


def with_decree(decree: str, influence: tuple = MINE, **kw: object) -> DuelState:  # type: ignore[type-arg]
    rest = [d for d in OTHERS if d != decree][:5]
    return agora_position(decrees=(decree, *rest), influence=influence, **kw)  # type: ignore[arg-type]


def coins_of(events: list, seat: int) -> int:  # type: ignore[type-arg]
    """Coins a decree paid to the seat (the decree is named as the reason)."""
    return sum(
        e.data["n"]
        for e in events
        if e.kind == "coins" and e.data["seat"] == seat and e.data["why"] in OTHERS
    )


@pytest.mark.parametrize(
    ("decree", "card"),
    [
        ("coins_on_blue", "theater"),
        ("coins_on_green", "workshop"),
        ("coins_on_yellow", "tavern"),
        ("coins_on_red", "guard_tower"),
    ],
)
def test_coin_decrees_pay_the_age_whoever_builds(decree: str, card: str) -> None:
    # Age III: 3 coins to the controller when the opponent builds...
    s = with_decree(decree, age=3, accessible=[card], active=1, coins=(0, 9))
    _after, events = act(s, 1, f"build:{card}")
    assert coins_of(events, 0) == 3 and coins_of(events, 1) == 0
    # ...and when the controller builds (C-24); nothing without control
    mine = with_decree(decree, age=2, accessible=[card], coins=(9, 0))
    _, events = act(mine, 0, f"build:{card}")
    assert coins_of(events, 0) == 2
    none = with_decree(decree, NOBODY, age=2, accessible=[card], coins=(9, 0))
    _, events = act(none, 0, f"build:{card}")
    assert coins_of(events, 0) == coins_of(events, 1) == 0


def test_coin_decrees_ignore_other_colours_and_senators() -> None:
    s = with_decree("coins_on_blue", accessible=["guard_tower", "politician_left_1"], coins=(0, 7))
    _, events = act(s, 0, "build:guard_tower")
    assert coins_of(events, 0) == 0
    _, events = act(s, 0, "recruit:politician_left_1")
    assert coins_of(events, 0) == 0


def test_coins_on_wonder_pays_the_age_for_either_players_wonder() -> None:
    s = with_decree(
        "coins_on_wonder",
        THEIRS,
        age=2,
        accessible=["altar"],
        wonders=(["the_pyramids"], []),
        coins=(8, 0),
    )
    _, events = act(s, 0, "wonder:the_pyramids:altar")
    assert coins_of(events, 1) == 2 and coins_of(events, 0) == 0


def _quote(s: DuelState, card: str) -> int:
    return quote_card(s, 0, catalog().cards[card]).total


def test_ignore_symbol_yellow_skips_the_cheaper_of_a_unit_or_the_coins() -> None:
    # Forum: 3 coins + 1 clay (2 at the bank) = 5; ignoring the coin symbol leaves 2
    assert _quote(with_decree("ignore_symbol_yellow", NOBODY), "forum") == 5
    assert _quote(with_decree("ignore_symbol_yellow"), "forum") == 2
    assert _quote(with_decree("ignore_symbol_yellow", THEIRS), "forum") == 5
    # Caravansery: 2 coins + glass + papyrus = 6; ignoring a unit or the coins both give 4
    assert _quote(with_decree("ignore_symbol_yellow"), "caravansery") == 4
    # a yellow decree does nothing for red cards
    assert _quote(with_decree("ignore_symbol_yellow"), "pretorium") == 8


def test_ignore_symbol_red_makes_pretorium_free() -> None:
    s = with_decree("ignore_symbol_red", age=3, accessible=["pretorium"], coins=(0, 7))
    assert "build:pretorium" in legal(s, 0)
    after, _ = act(s, 0, "build:pretorium")
    assert after.players[0].coins == 0 and after.pawn == 3
    # a resource unit: Arsenal (3 clay, 2 wood) costs 8 instead of 10 for a bare city
    assert _quote(with_decree("ignore_symbol_red"), "arsenal") == 8


def test_ignore_symbol_green_removes_one_unit_and_never_touches_a_chain() -> None:
    assert _quote(with_decree("ignore_symbol_green", NOBODY), "library") == 6
    assert _quote(with_decree("ignore_symbol_green"), "library") == 4
    assert _quote(with_decree("ignore_symbol_green"), "scriptorium") == 0  # its 2 coins
    chained = with_decree("ignore_symbol_green", cities=(["scriptorium"], []))
    q = quote_card(chained, 0, catalog().cards["library"])
    assert q.chain and q.total == 0


def test_wonder_discount_is_one_unit_and_stacks_with_architecture() -> None:
    pyramids = catalog().wonders["the_pyramids"]  # 3 stone + papyrus = 8 coins bare
    assert quote_wonder(with_decree("wonder_discount", NOBODY), 0, pyramids).total == 8
    assert quote_wonder(with_decree("wonder_discount"), 0, pyramids).total == 6
    both = with_decree("wonder_discount", tokens=(["architecture"], []))
    assert quote_wonder(both, 0, pyramids).total == 2


def test_trade_discount_decrees_take_one_coin_off_never_below_one() -> None:
    s = with_decree("brown_trade_discount", cities=([], ["sawmill", "glassworks"]))
    prices = city.trade_prices(s, 0)
    assert prices[Resource.WOOD] == 3  # 2 + 2 (Sawmill) - 1
    assert prices[Resource.CLAY] == 1  # 2 - 1
    assert prices[Resource.GLASS] == 3  # grey untouched: 2 + 1
    s.players[0].city.append("wood_reserve")
    assert city.trade_prices(s, 0)[Resource.WOOD] == 1  # already 1: stays 1
    grey = with_decree("grey_trade_discount", cities=([], ["glassworks"]))
    prices = city.trade_prices(grey, 0)
    assert (prices[Resource.GLASS], prices[Resource.PAPYRUS], prices[Resource.WOOD]) == (2, 1, 2)
    assert city.trade_prices(grey, 1)[Resource.GLASS] == 2  # only for the controller


def test_discard_plus_two() -> None:
    s = with_decree("discard_plus_two", accessible=["altar"], cities=(["tavern"], []))
    assert city.discard_value(s, 0) == 2 + 1 + 2
    after, _ = act(s, 0, "discard:altar")
    assert after.players[0].coins == 7 + 5
    assert city.discard_value(with_decree("discard_plus_two", THEIRS), 0) == 2


def test_opponent_chains_count_as_yours_and_pay_urbanism() -> None:
    s = with_decree(
        "opponent_chains",
        age=2,
        accessible=["horse_breeders"],
        coins=(0, 7),
        cities=([], ["stable"]),
        tokens=(["urbanism"], []),
    )
    q = quote_card(s, 0, catalog().cards["horse_breeders"])
    assert q.chain and q.total == 0
    after, _events = act(s, 0, "build:horse_breeders")
    assert after.players[0].coins == 4  # Urbanism: a chain construction
    assert not quote_card(
        with_decree("opponent_chains", THEIRS, age=2, cities=([], ["stable"])),
        0,
        catalog().cards["horse_breeders"],
    ).chain


def test_conspirator_extra_turn_after_a_conspirator_only() -> None:
    s = with_decree("conspirator_extra_turn", accessible=["conspirator_1", "politician_left_1"])
    after, _ = act(s, 0, "recruit:conspirator_1")
    after, events = act(after, 0, "senate:place:c2")
    d = top(after)
    assert d is not None and (d.seat, d.kind) == (0, "turn")
    assert "play_again" in [e.kind for e in events]
    after, _ = act(s, 0, "recruit:politician_left_1")
    after, _ = act(after, 0, "senate:place:c2")
    assert top(after).seat == 1  # type: ignore[union-attr]
    theirs = with_decree("conspirator_extra_turn", THEIRS, accessible=["conspirator_1"])
    after, _ = act(theirs, 0, "recruit:conspirator_1")
    after, _ = act(after, 0, "senate:place:c2")
    assert top(after).seat == 1  # type: ignore[union-attr]


def test_a_decree_works_only_while_its_chamber_is_controlled() -> None:
    s = with_decree("discard_plus_two")
    assert city.discard_value(s, 0) == 4
    s.influence[1][0] = 1  # now tied
    assert city.discard_value(s, 0) == 2
    s.influence[1][0] = 2  # now the opponent's
    assert city.discard_value(s, 1) == 4
