"""Paying for constructions: production, "one of" producers, the trading price and discounts."""

from __future__ import annotations

from bot.engine.core import Action
from bot.engine.duel import city
from bot.engine.duel.catalog import Resource, catalog
from bot.engine.duel.payment import cheapest_trade, quote_card, quote_wonder
from bot.engine.duel.rules import RULES
from tests.engine.duel.helpers import act, described, english, legal, position

W, C, S, G, P = Resource.WOOD, Resource.CLAY, Resource.STONE, Resource.GLASS, Resource.PAPYRUS
CARD = catalog().cards


def test_rulebook_production_example() -> None:
    # "Antoine produces 1 Stone, 3 Clay and 1 Papyrus: he can construct the Baths (1 Stone) or
    # the Garrison (1 Clay) from his production, but not the Apothecary (1 Glass) without
    # trading."
    antoine = ["quarry", "brickyard", "clay_pool", "press"]
    s = position(
        1, accessible=["baths", "garrison", "apothecary"], coins=(0, 7), cities=(antoine, [])
    )
    assert city.production(s, 0) == {W: 0, C: 3, S: 1, G: 0, P: 1}
    assert quote_card(s, 0, CARD["baths"]).free and quote_card(s, 0, CARD["garrison"]).free
    assert quote_card(s, 0, CARD["apothecary"]).total == 2
    assert legal(s, 0)[:2] == ["build:baths", "build:garrison"]
    assert "build:apothecary" not in legal(s, 0)


def test_price_is_two_plus_the_opponents_brown_and_grey_production() -> None:
    # the rules reference's example: Sawmill (2 wood) + Lumber Yard (1 wood) -> wood costs 5
    s = position(2, accessible=["walls"], cities=([], ["sawmill", "lumber_yard", "press"]))
    prices = city.trade_prices(s, 0)
    assert prices == {W: 5, C: 2, S: 2, G: 2, P: 3}


def test_yellow_and_wonder_producers_do_not_raise_the_opponents_price() -> None:
    s = position(
        2,
        accessible=["walls"],
        cities=([], ["forum", "caravansery"]),
        built=({}, {"the_great_lighthouse": "altar", "piraeus": "theater"}),
    )
    assert set(city.trade_prices(s, 0).values()) == {2}


def test_fixed_prices_beat_the_opponents_production() -> None:
    s = position(
        2,
        accessible=["walls"],
        coins=(2, 7),
        cities=(["stone_reserve"], ["shelf_quarry", "quarry"]),
    )
    assert city.trade_prices(s, 0)[S] == 1  # not 2 + 3
    assert city.trade_prices(s, 0)[W] == 2
    after, _ = act(s, 0, "build:walls")  # 2 stone at 1 each
    assert after.players[0].coins == 0
    s = position(2, accessible=["walls"], cities=(["customs_house"], ["glass_blower"]))
    prices = city.trade_prices(s, 0)
    assert (prices[G], prices[P], prices[S]) == (1, 1, 2)


def test_quote_mixes_coins_production_choice_and_trading() -> None:
    # Caravansery: 2 coins + glass + papyrus. With Glassworks and a Forum the glass is produced
    # and the Forum covers the papyrus: only the printed 2 coins remain.
    s = position(2, accessible=["caravansery"], cities=(["glassworks", "forum"], []))
    q = quote_card(s, 0, CARD["caravansery"])
    assert (q.coins, q.trade, q.bought) == (2, 0, ())
    assert described(s, Action("build", ("caravansery",))) == "Build Caravansery: pay 2 coins"
    # without the Forum, papyrus is bought at 2 + the opponent's Press
    s = position(2, accessible=["caravansery"], cities=(["glassworks"], ["press"]))
    q = quote_card(s, 0, CARD["caravansery"])
    assert (q.coins, q.trade, q.bought) == (2, 3, ((P, 1),))
    assert (
        described(s, Action("build", ("caravansery",)))
        == "Build Caravansery: pay 2 coins and buy papyrus for 3 coins"
    )


def test_describe_says_what_is_bought() -> None:
    s = position(1, accessible=["baths", "lumber_yard"], cities=([], ["quarry"]))
    assert described(s, Action("build", ("baths",))) == "Build Baths: buy stone for 3 coins"
    assert described(s, Action("build", ("lumber_yard",))) == "Build Lumber Yard: free"
    assert described(s, Action("discard", ("baths",))) == "Discard Baths for 2 coins"


def test_choice_producers_go_where_they_save_most() -> None:
    # need wood + stone; opponent makes stone expensive; one Caravansery covers the stone
    trade, bought = cheapest_trade({W: 1, S: 1}, {}, [(W, C, S)], 0, {W: 2, C: 2, S: 6, G: 2, P: 2})
    assert (trade, bought) == (2, {W: 1})
    # two producers with overlapping choices: Forum (glass/papyrus) and Piraeus (glass/papyrus)
    trade, bought = cheapest_trade(
        {G: 2, P: 1}, {}, [(G, P), (G, P)], 0, {W: 2, C: 2, S: 2, G: 3, P: 4}
    )
    assert (trade, bought) == (3, {G: 1})


def test_discounts_skip_the_most_expensive_units() -> None:
    trade, bought = cheapest_trade({W: 2, G: 1, P: 1}, {}, [], 2, {W: 2, C: 2, S: 2, G: 5, P: 4})
    assert (trade, bought) == (4, {W: 2})


def test_masonry_makes_blue_cards_two_units_cheaper() -> None:
    s = position(
        3,
        accessible=["palace"],
        coins=(2, 7),
        tokens=(["masonry"], []),
        cities=([], ["glass_blower"]),
    )  # glass costs 3 here
    q = quote_card(s, 0, CARD["palace"])  # clay, stone, wood, 2 glass: the 2 glass are skipped
    assert q.total == 6
    s.players[0].coins = 6
    assert "build:palace" in legal(s, 0)
    # Masonry does nothing for other colours
    s = position(3, accessible=["academy"], tokens=(["masonry"], []))
    assert quote_card(s, 0, CARD["academy"]).total == 8


def test_architecture_makes_wonders_two_units_cheaper_and_picks_the_dearest() -> None:
    s = position(
        1,
        accessible=["altar"],
        wonders=(["the_great_library"], []),
        tokens=(["architecture"], []),
        cities=([], ["press", "glassworks"]),
    )
    # 3 wood at 2, glass at 3, papyrus at 3: skip glass and papyrus -> 6
    assert quote_wonder(s, 0, catalog().wonders["the_great_library"]).total == 6


def test_economy_sends_the_opponents_trade_coins_to_you_but_not_printed_coins() -> None:
    s = position(2, accessible=["forum", "glass_blower"], coins=(10, 0), tokens=([], ["economy"]))
    after, events = act(s, 0, "build:forum")  # 3 printed coins + clay bought for 2
    assert after.players[0].coins == 5 and after.players[1].coins == 2
    assert [e.data["n"] for e in events if e.kind == "economy"] == [2]
    s = position(2, accessible=["sawmill"], coins=(10, 0), tokens=([], ["economy"]))
    after, events = act(s, 0, "build:sawmill")  # printed coins only
    assert after.players[1].coins == 0 and "economy" not in [e.kind for e in events]


def test_you_never_spend_more_than_you_have() -> None:
    s = position(2, accessible=["aqueduct"], coins=(5, 7))
    assert "build:aqueduct" not in legal(s, 0)
    reason = RULES.why_illegal(s, 0, Action("build", ("aqueduct",)))
    assert english(reason) == "You cannot afford Aqueduct: you need 1 more coin."


def test_covering_without_free_units_agrees_with_trying_every_use() -> None:
    """`_cover` (the fast path) gives the same coins and units as `_choose` (every use of the
    "one of" producers tried) for random needs, producers and prices."""
    import random

    from bot.engine.duel import payment

    pick = random.Random(7)
    for _ in range(3000):
        missing = {i: pick.randint(1, 3) for i in sorted(pick.sample(range(5), pick.randint(1, 4)))}
        useful = [
            tuple(i for i in sorted(pick.sample(range(5), pick.randint(2, 3))) if i in missing)
            for _ in range(pick.randint(1, 3))
        ]
        useful = [u for u in useful if u]
        if not useful:
            continue
        prices = [pick.randint(1, 6) for _ in range(5)]
        cost, bought = payment._choose(missing, useful, 0, prices)
        expected = (cost, tuple((payment.RESOURCES[i], bought[i]) for i in sorted(bought)))
        assert payment._cover(missing, useful, prices) == expected, (missing, useful, prices)
