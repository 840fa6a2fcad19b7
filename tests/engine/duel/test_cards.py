"""Every Age card and guild, built from a hand-made position, against the printed card.

EXPECT gives, for each card, what it costs a city with no production against an opponent with
none (printed coins + 2 per resource unit) and its effect, written from the rulebook's card list
independently of data/duel.
"""

from __future__ import annotations

import pytest

from bot.engine.core import Action
from bot.engine.duel import city
from bot.engine.duel.catalog import Resource, catalog
from bot.engine.duel.scoring import breakdown
from tests.engine.duel.helpers import act, described, legal, position

EXPECT: dict[str, tuple[int, str]] = {
    # Age I
    "lumber_yard": (0, "prod wood 1"),
    "logging_camp": (1, "prod wood 1"),
    "clay_pool": (0, "prod clay 1"),
    "clay_pit": (1, "prod clay 1"),
    "quarry": (0, "prod stone 1"),
    "stone_pit": (1, "prod stone 1"),
    "glassworks": (1, "prod glass 1"),
    "press": (1, "prod papyrus 1"),
    "guard_tower": (0, "shields 1"),
    "stable": (2, "shields 1"),
    "garrison": (2, "shields 1"),
    "palisade": (2, "shields 1"),
    "workshop": (2, "sci pendulum 1"),
    "apothecary": (2, "sci wheel 1"),
    "scriptorium": (2, "sci inkwell 0"),
    "pharmacist": (2, "sci mortar 0"),
    "stone_reserve": (3, "fixed stone"),
    "clay_reserve": (3, "fixed clay"),
    "wood_reserve": (3, "fixed wood"),
    "tavern": (0, "coins 4"),
    "theater": (0, "vp 3"),
    "altar": (0, "vp 3"),
    "baths": (2, "vp 3"),
    # Age II
    "sawmill": (2, "prod wood 2"),
    "brickyard": (2, "prod clay 2"),
    "shelf_quarry": (2, "prod stone 2"),
    "glass_blower": (0, "prod glass 1"),
    "drying_room": (0, "prod papyrus 1"),
    "walls": (4, "shields 2"),
    "horse_breeders": (4, "shields 1"),
    "barracks": (3, "shields 1"),
    "archery_range": (6, "shields 2"),
    "parade_ground": (6, "shields 2"),
    "library": (6, "sci inkwell 2"),
    "dispensary": (6, "sci mortar 2"),
    "school": (6, "sci wheel 1"),
    "laboratory": (6, "sci pendulum 1"),
    "forum": (5, "oneof glass papyrus"),
    "caravansery": (6, "oneof wood clay stone"),
    "customs_house": (4, "fixed glass papyrus"),
    "brewery": (0, "coins 6"),
    "courthouse": (6, "vp 5"),
    "statue": (4, "vp 4"),
    "temple": (4, "vp 4"),
    "aqueduct": (6, "vp 5"),
    "rostrum": (4, "vp 4"),
    # Age III
    "arsenal": (10, "shields 3"),
    "pretorium": (8, "shields 3"),
    "fortifications": (8, "shields 2"),
    "siege_workshop": (8, "shields 2"),
    "circus": (8, "shields 2"),
    "academy": (8, "sci sundial 3"),
    "study": (8, "sci sundial 3"),
    "university": (6, "sci armillary 2"),
    "observatory": (6, "sci armillary 2"),
    "chamber_of_commerce": (4, "per grey 3"),
    "port": (6, "per brown 2"),
    "armory": (6, "per red 1"),
    "lighthouse": (6, "per yellow 1"),
    "arena": (6, "per wonders 2"),
    "palace": (10, "vp 7"),
    "town_hall": (10, "vp 7"),
    "obelisk": (6, "vp 5"),
    "gardens": (8, "vp 6"),
    "pantheon": (8, "vp 6"),
    "senate": (8, "vp 5"),
    # Guilds
    "merchants_guild": (8, "guild yellow"),
    "shipowners_guild": (8, "guild brown grey"),
    "builders_guild": (10, "guild wonders"),
    "magistrates_guild": (8, "guild blue"),
    "scientists_guild": (8, "guild green"),
    "moneylenders_guild": (8, "guild coins"),
    "tacticians_guild": (8, "guild red"),
}

# cards put in cities so that counting effects have something to count
SAMPLE = {
    "grey": ["glassworks", "press"],
    "brown": ["lumber_yard", "quarry", "clay_pool"],
    "red": ["guard_tower", "stable"],
    "yellow": ["tavern", "brewery"],
    "blue": ["theater", "altar", "baths"],
    "green": ["workshop", "apothecary"],
}


def test_the_table_covers_every_card() -> None:
    # every Age card and guild (Agora's Senators have their own tests in test_agora_*.py)
    assert set(EXPECT) == {c for c, card in catalog().cards.items() if card.deck != "senator"}


@pytest.mark.parametrize("cid", sorted(EXPECT))
def test_card_costs_what_is_printed(cid: str) -> None:
    cost, _ = EXPECT[cid]
    s = position(catalog().cards[cid].age, accessible=[cid], coins=(cost, 0))
    assert f"build:{cid}" in legal(s, 0)
    after, events = act(s, 0, f"build:{cid}")
    assert cid in after.players[0].city
    gained = sum(e.data["n"] for e in events if e.kind == "coins" and e.data["seat"] == 0)
    assert after.players[0].coins == gained  # paid exactly `cost`
    if cost:
        short = position(catalog().cards[cid].age, accessible=[cid], coins=(cost - 1, 0))
        assert f"build:{cid}" not in legal(short, 0)
        assert f"discard:{cid}" in legal(short, 0)


@pytest.mark.parametrize("cid", sorted(EXPECT))
def test_card_effect(cid: str) -> None:
    _, spec = EXPECT[cid]
    word, *args = spec.split()
    age = catalog().cards[cid].age
    mine: list[str] = []
    theirs: list[str] = []
    built: dict[str, str] = {}
    if word == "per" and args[0] != "wonders":
        mine = [c for c in SAMPLE[args[0]] if c != cid]
    if word == "per" and args[0] == "wonders":
        built = {"the_pyramids": "altar", "the_sphinx": "theater"}
    if word == "guild":
        colours = args if args[0] not in ("wonders", "coins") else []
        mine = [SAMPLE[c][0] for c in colours]
        theirs = [x for c in colours for x in SAMPLE[c]]
    s = position(
        age,
        accessible=[cid],
        coins=(20, 13),
        cities=(mine, theirs),
        built=({}, built) if word == "guild" else (built, {}),
    )
    if word == "guild" and args[0] == "wonders":
        s.players[1].built = {
            "the_pyramids": "altar",
            "the_sphinx": "theater",
            "piraeus": "guard_tower",
        }
        s.players[1].wonders = list(s.players[1].built)
    after, events = act(s, 0, f"build:{cid}")
    income = sum(e.data["n"] for e in events if e.kind == "coins" and e.data["why"] == cid)
    if word == "prod":
        res, n = Resource(args[0]), int(args[1])
        assert city.production(after, 0)[res] == n
        assert city.trade_prices(after, 1)[res] == 2 + n  # the opponent now pays more
    elif word == "shields":
        assert after.pawn == int(args[0])
    elif word == "sci":
        assert city.symbols(after, 0) == [args[0]]
        assert breakdown(after, 0)["green"] == int(args[1])
    elif word == "fixed":
        prices = city.trade_prices(after, 0)
        for r in Resource:
            assert prices[r] == (1 if r in args else 2)
    elif word == "coins":
        assert income == int(args[0])
    elif word == "vp":
        assert breakdown(after, 0)["blue"] == int(args[0])
    elif word == "oneof":
        assert city.one_of(after, 0) == [tuple(Resource(r) for r in args)]
    elif word == "per":
        count = len(mine) + (1 if args[0] == "yellow" else 0)
        if args[0] == "wonders":
            count = 2
        assert income == int(args[1]) * count
        assert breakdown(after, 0)["yellow"] == 3
    elif word == "guild":
        if args[0] == "wonders":
            assert income == 0  # no coins, 2 VP per wonder of the city with most
            assert breakdown(after, 0)["guilds"] == 2 * 3
        elif args[0] == "coins":
            assert income == 0  # no coins; at the end 1 VP per 3 coins of the richer city
            assert after.players[1].coins == 13 > after.players[0].coins
            assert breakdown(after, 0)["guilds"] == 13 // 3
        else:
            most = len(theirs)  # the opponent's city has more: it is the one counted
            assert income == most
            assert breakdown(after, 0)["guilds"] == most
    else:  # pragma: no cover
        raise AssertionError(spec)
    assert not [e for e in events if e.kind == "supremacy"]
    if word not in ("coins", "per", "guild"):
        assert income == 0


CHAINS = [(giver, taker) for giver, taker in catalog().chain_symbols.values()]


@pytest.mark.parametrize(("giver", "taker"), CHAINS)
def test_chain_builds_for_free(giver: str, taker: str) -> None:
    s = position(catalog().cards[taker].age, accessible=[taker], coins=(0, 0), cities=([giver], []))
    assert f"build:{taker}" in legal(s, 0)
    assert described(s, Action("build", (taker,))).endswith(": free via chain")
    after, events = act(s, 0, f"build:{taker}")
    income = sum(e.data["n"] for e in events if e.kind == "coins")
    assert taker in after.players[0].city and after.players[0].coins == income
    assert any(e.kind == "build" and e.data["chain"] for e in events)


def test_chain_needs_the_giver_in_your_own_city() -> None:
    # Stable in the opponent's city, or in the discard pile, does not chain Horse Breeders
    s = position(
        2,
        accessible=["horse_breeders"],
        coins=(3, 0),
        cities=([], ["stable"]),
        discard=["garrison"],
    )
    assert "build:horse_breeders" not in legal(s, 0)
    # a chain is never compulsory: with coins you may still pay the full price
    s = position(2, accessible=["horse_breeders"], coins=(10, 0))
    after, _ = act(s, 0, "build:horse_breeders")
    assert after.players[0].coins == 10 - 4


def test_one_of_producer_covers_one_unit_per_payment() -> None:
    # Caravansery covers one of wood/clay/stone: Baths (stone) becomes free, Walls (2 stone)
    # still needs one bought stone
    s = position(1, accessible=["baths"], coins=(0, 0), cities=(["caravansery"], []))
    assert "build:baths" in legal(s, 0)
    s = position(2, accessible=["walls"], coins=(2, 0), cities=(["caravansery"], []))
    after, _ = act(s, 0, "build:walls")
    assert after.players[0].coins == 0
