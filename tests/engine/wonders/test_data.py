"""The data files against the numbers of the rules reference (wonders.md §1-2, Appendix A)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from bot.engine.rng import rng
from bot.engine.wonders.catalogue import (
    AGE_CARDS,
    CARDS,
    DATA,
    GUILDS,
    LEADERS,
    RESOURCES,
    WONDERS,
    Colour,
    Fx,
)
from bot.engine.wonders.setup import age_deck
from bot.engine.wonders.state import WondersState

PER_AGE = {3: 21, 4: 28, 5: 35, 6: 42, 7: 49}
AGE3_NON_GUILD = {3: 16, 4: 22, 5: 28, 6: 34, 7: 40}


def physical(age: int) -> int:
    return sum(len(c.copies) for c in AGE_CARDS[age])


def test_every_file_names_its_source() -> None:
    for name in ("cards.json", "wonders.json", "leaders.json"):
        assert "_source" in json.loads((DATA / name).read_text())


def test_physical_card_counts() -> None:
    assert (physical(1), physical(2), physical(3)) == (49, 49, 40)
    assert len([g for g in GUILDS if g.expansion == "base"]) == 10
    assert len([g for g in GUILDS if g.expansion == "leaders"]) == 4
    assert physical(1) + physical(2) + physical(3) + 10 == 148


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_cards_per_player_count(players: int) -> None:
    for age in (1, 2):
        assert sum(1 for c in AGE_CARDS[age] for m in c.copies if m <= players) == PER_AGE[players]
    assert sum(1 for c in AGE_CARDS[3] for m in c.copies if m <= players) == AGE3_NON_GUILD[players]


@pytest.mark.parametrize(
    ("players", "leaders"), [(p, x) for p in range(2, 8) for x in (False, True)]
)
def test_dealt_decks_hold_seven_cards_per_city_and_players_plus_two_guilds(
    players: int, leaders: bool
) -> None:
    s = WondersState(seed=5, rng_counter=0, options={}, players=players, phase="play")
    n = max(players, 3)
    for age in (1, 2, 3):
        deck = age_deck(age, players, leaders, s)
        assert len(deck) == 7 * n
        guilds = [x for x in deck if CARDS[x].guild]
        assert len(guilds) == (n + 2 if age == 3 else 0)
        assert len(set(guilds)) == len(guilds)
        if not leaders:
            assert all(CARDS[g].expansion == "base" for g in guilds)
    rng(s)


def test_ids_are_unique_and_chains_point_both_ways() -> None:
    ids = [c.id for c in CARDS.values()]
    assert len(ids) == len(set(ids)) == 82
    for card in CARDS.values():
        for target in card.chain_to:
            assert card.id in CARDS[target].chain_from, (card.id, target)
            assert CARDS[target].age == card.age + 1
        for source in card.chain_from:
            assert card.id in CARDS[source].chain_to


def test_chain_list_of_the_rules_reference() -> None:
    expected = {
        "baths": {"aqueduct"},
        "altar": {"temple"},
        "temple": {"pantheon"},
        "theater": {"statue"},
        "statue": {"gardens"},
        "scriptorium": {"courthouse", "library"},
        "library": {"senate", "university"},
        "apothecary": {"stables", "dispensary"},
        "dispensary": {"arena", "lodge"},
        "workshop": {"archery_range", "laboratory"},
        "laboratory": {"siege_workshop", "observatory"},
        "school": {"academy", "study"},
        "east_trading_post": {"forum"},
        "west_trading_post": {"forum"},
        "forum": {"haven"},
        "marketplace": {"caravansery"},
        "caravansery": {"lighthouse"},
        "walls": {"fortifications"},
        "training_ground": {"circus"},
    }
    actual = {c.id: set(c.chain_to) for c in CARDS.values() if c.chain_to}
    assert actual == expected


def test_science_symbols_four_of_each() -> None:
    symbols = Counter(e.symbol for c in CARDS.values() for e in c.effects if e.kind == Fx.SCIENCE)
    assert symbols == {"compass": 4, "gear": 4, "tablet": 4}


def test_colours_and_blue_points() -> None:
    assert {c.colour for c in CARDS.values()} == {x.value for x in Colour}
    blue = {c.name: c.effects[0].amount for c in CARDS.values() if c.colour == "blue"}
    assert blue == {
        "Pawnshop": 3,
        "Baths": 3,
        "Altar": 2,
        "Theater": 2,
        "Aqueduct": 5,
        "Temple": 3,
        "Statue": 4,
        "Courthouse": 4,
        "Pantheon": 7,
        "Gardens": 5,
        "Town Hall": 6,
        "Palace": 8,
        "Senate": 6,
    }


def test_costs_use_known_resources_only() -> None:
    for card in CARDS.values():
        assert len(card.cost) == len(RESOURCES)
        assert card.coins in (0, 1)
    assert CARDS["palace"].cost == (1,) * 7
    assert CARDS["timber_yard"].coins == 1 and not any(CARDS["timber_yard"].cost)


def test_wonders_boards_and_stage_counts() -> None:
    assert set(WONDERS) == {
        "alexandria",
        "babylon",
        "ephesus",
        "giza",
        "halicarnassus",
        "olympia",
        "rhodes",
        "rome",
    }
    counts = {w.id: (len(w.side_a), len(w.side_b)) for w in WONDERS.values()}
    assert counts == {
        "alexandria": (3, 3),
        "babylon": (3, 3),
        "ephesus": (3, 3),
        "giza": (3, 4),
        "halicarnassus": (3, 3),
        "olympia": (3, 3),
        "rhodes": (3, 2),
        "rome": (2, 3),
    }
    produces = {
        w.id: (RESOURCES[w.produces] if w.produces is not None else None) for w in WONDERS.values()
    }
    assert produces == {
        "alexandria": "glass",
        "babylon": "clay",
        "ephesus": "papyrus",
        "giza": "stone",
        "halicarnassus": "textile",
        "olympia": "wood",
        "rhodes": "ore",
        "rome": None,
    }
    assert WONDERS["rome"].expansion == "leaders"


def test_leaders_and_their_costs() -> None:
    assert len(LEADERS) == 36
    costs = {x.id: x.cost for x in LEADERS.values()}
    assert costs == {  # rules reference §13.8
        "alexander": 3,
        "amytis": 4,
        "archimedes": 4,
        "aristotle": 3,
        "bilkis": 4,
        "caesar": 5,
        "cleopatra": 4,
        "croesus": 1,
        "euclid": 5,
        "hammurabi": 2,
        "hannibal": 2,
        "hatshepsut": 2,
        "hiram": 3,
        "hypatia": 4,
        "imhotep": 3,
        "justinian": 3,
        "leonidas": 2,
        "maecenas": 1,
        "midas": 3,
        "nebuchadnezzar": 4,
        "nefertiti": 3,
        "nero": 1,
        "pericles": 6,
        "phidias": 3,
        "plato": 4,
        "praxiteles": 3,
        "ptolemy": 5,
        "pythagoras": 5,
        "ramses": 5,
        "sappho": 1,
        "solomon": 3,
        "tomyris": 4,
        "varro": 3,
        "vitruvius": 1,
        "xenophon": 2,
        "zenobia": 2,
    }
    assert "semiramis" not in LEADERS


def test_leaders_guilds() -> None:
    new = {g.id: (g.cost, g.leaders_only) for g in GUILDS if g.expansion == "leaders"}
    assert new == {
        "gamers_guild": ((1, 1, 1, 1, 0, 0, 0), False),
        "courtesans_guild": ((1, 0, 1, 0, 1, 1, 0), True),
        "diplomats_guild": ((1, 1, 0, 0, 1, 0, 1), True),
        "architects_guild": ((0, 0, 1, 3, 0, 1, 1), False),
    }
