"""All 36 leaders (rules §13.8, D13-D19), each from a hand-built position."""

from __future__ import annotations

import pytest

from bot.engine.wonders.city import leader_cost, shields
from bot.engine.wonders.costs import build_plans, stage_plans
from bot.engine.wonders.payment import Plan
from bot.engine.wonders.resolve import conflicts
from bot.engine.wonders.state import WondersState
from bot.engine.wonders.view import _science
from tests.engine.wonders.helpers import act, build, position, recruit_phase, score, stages

IDLE = ["altar", "theater"]


def city0(*leaders: str, coins: int = 0) -> WondersState:
    s = position(3, hands=[["tavern", "altar"], list(IDLE), list(IDLE)], coins=coins, leaders=True)
    s.cities[0].leaders = list(leaders)
    return s


def others_pass(s: WondersState) -> WondersState:
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 2, "card:altar", "build")
    return s


END_OF_GAME = {  # leader: (setup cards of city 0, coins, tokens, stages, leaders-row points)
    "alexander": ((), 0, (1, 3, 5, -1), 0, 3),
    "amytis": ((), 0, (), 2, 4),
    "cleopatra": ((), 0, (), 0, 5),
    "nefertiti": ((), 0, (), 0, 4),
    "sappho": ((), 0, (), 0, 2),
    "zenobia": ((), 0, (), 0, 3),
    "hiram": (("spies_guild", "workers_guild"), 0, (), 0, 4),
    "hypatia": (("apothecary", "library"), 0, (), 0, 2),
    "nebuchadnezzar": (("altar", "baths", "palace"), 0, (), 0, 3),
    "pericles": (("stockade", "walls"), 0, (), 0, 4),
    "phidias": (("lumber_yard", "sawmill"), 0, (), 0, 2),
    "praxiteles": (("loom_1", "press_2"), 0, (), 0, 4),
    "varro": (("tavern", "forum", "haven"), 0, (), 0, 3),
    "justinian": (("stockade", "walls", "altar", "baths", "apothecary"), 0, (), 0, 3),
    "midas": ((), 11, (), 0, 3),
    "plato": (
        (
            "lumber_yard",
            "ore_vein",
            "loom_1",
            "press_1",
            "altar",
            "baths",
            "tavern",
            "forum",
            "stockade",
            "walls",
            "apothecary",
            "library",
            "spies_guild",
            "workers_guild",
        ),
        0,
        (),
        0,
        14,
    ),  # two of each colour: 14 (FAQ)
}


@pytest.mark.parametrize("leader", sorted(END_OF_GAME))
def test_end_of_game_leaders(leader: str) -> None:
    cards, coins, tokens, built_stages, points = END_OF_GAME[leader]
    s = city0(coins=coins)
    build(s, 0, *cards)
    s.cities[0].tokens = list(tokens)
    stages(s, 0, built_stages)
    before = score(s, 0)["leaders"]
    s.cities[0].leaders = [leader]
    assert score(s, 0)["leaders"] - before == points


def test_aristotle_adds_three_per_science_set() -> None:
    s = city0("aristotle")
    build(s, 0, "apothecary", "workshop", "scriptorium", "dispensary", "laboratory", "library")
    rows = score(s, 0)
    assert rows["science"] == 4 + 4 + 4 + 14 and rows["leaders"] == 6


@pytest.mark.parametrize(("leader", "symbol"), [("euclid", 0), ("pythagoras", 1), ("ptolemy", 2)])
def test_science_leaders_add_a_symbol_for_both_methods(leader: str, symbol: int) -> None:
    s = city0(leader)
    build(s, 0, "apothecary", "workshop", "scriptorium")
    counts = list(_science(s, 0)[:3])
    assert counts[symbol] == 2 and sum(counts) == 4
    assert score(s, 0)["science"] == 4 + 1 + 1 + 7  # FAQ: counts for sets and for squares


@pytest.mark.parametrize(("leader", "n"), [("hannibal", 1), ("caesar", 2)])
def test_military_leaders(leader: str, n: int) -> None:
    s = city0(leader)
    build(s, 0, "stockade")
    assert shields(s, 0) == 1 + n


@pytest.mark.parametrize(
    ("leader", "card", "without", "with_leader"),
    [
        ("archimedes", "library", [], [Plan(0, 2, 0)]),  # 2 stone + textile: stone from Giza? no
        ("hammurabi", "aqueduct", [], [Plan(0, 0, 0)]),
        ("leonidas", "walls", [], [Plan(0, 0, 0)]),
    ],
)
def test_resource_discount_leaders(
    leader: str, card: str, without: list[Plan], with_leader: list[Plan]
) -> None:
    s = position(
        3, wonders=["giza", "ephesus", "rhodes"], hands=[[], [], []], coins=5, leaders=True
    )
    if card == "library":  # 2 stone + textile; Giza makes 1 stone, Rhodes sells a textile
        build(s, 2, "loom_1")
        assert build_plans(s, 0, card) == []
    else:  # 3 stone; Giza makes 2
        build(s, 0, "stone_pit")
        assert build_plans(s, 0, card) == without
    s.cities[0].leaders = [leader]
    expected = [Plan(0, 2, 0)] if card == "library" else with_leader
    assert build_plans(s, 0, card) == expected


def test_imhotep_discounts_wonder_stages() -> None:
    s = city0("imhotep")
    s.cities[0].leaders = []
    assert stage_plans(s, 0) == []  # Giza A stage 1: 2 stone, Giza has 1, nobody sells
    s.cities[0].leaders = ["imhotep"]
    assert stage_plans(s, 0) == [Plan(0, 0, 0)]


def test_bilkis_buys_one_resource_from_the_bank_once_per_turn() -> None:
    s = city0("bilkis", coins=3)
    assert build_plans(s, 0, "workshop") == [Plan(0, 0, 1, bilkis=True)]
    assert build_plans(s, 0, "lodge") == []  # needs 2 clay + papyrus + textile: one from Bilkis
    s, _ = act(s, 0, "card:tavern", "discard")
    s = others_pass(s)
    assert s.cities[0].coins == 6


def test_hatshepsut_one_coin_per_neighbour_bought_from() -> None:
    s = position(3, hands=[["aqueduct", "altar"], IDLE, IDLE], coins=9, age=2, leaders=True)
    build(s, 1, "stone_pit")  # Ephesus (left) sells a stone, Giza has 1, Rhodes...
    build(s, 2, "quarry")
    build(s, 0, "east_trading_post")  # FAQ: combines with a trading post
    s.cities[0].leaders = ["hatshepsut"]
    s, _ = act(s, 0, "card:aqueduct", "build")
    s, _ = act(s, 0, "pay:0:2")  # 2 stone from Rhodes at 1 each
    s = others_pass(s)
    assert s.cities[0].coins == 9 - 2 + 1
    s2 = position(3, hands=[["aqueduct"], IDLE, IDLE], coins=9, age=2, leaders=True)
    build(s2, 1, "stone_pit")
    build(s2, 2, "stone_pit")
    s2.cities[0].leaders = ["hatshepsut"]
    s2, _ = act(s2, 0, "card:aqueduct", "build")  # must buy from both
    s2 = others_pass(s2)
    assert s2.cities[0].coins == 9 - 4 + 2


def test_croesus_gives_six_coins_when_recruited() -> None:
    s = city0(coins=1)
    recruit_phase(s, [["croesus"], [], []])
    s, _ = act(s, 0, "leader:croesus", "recruit")
    assert s.cities[0].leaders == ["croesus"] and s.cities[0].coins == 6


def test_maecenas_makes_later_recruits_free() -> None:
    s = city0("maecenas")
    assert leader_cost(s, 0, "pericles") == 0
    s.cities[0].leaders = []
    assert leader_cost(s, 0, "maecenas") == 1


def test_nero_two_coins_per_victory_token_from_now_on() -> None:
    s = city0("nero")
    build(s, 0, "stockade")
    conflicts(s)
    assert s.cities[0].tokens == [1, 1] and s.cities[0].coins == 4


def test_tomyris_gives_the_defeat_token_to_the_winner() -> None:
    s = city0("tomyris")
    build(s, 1, "stockade")
    conflicts(s)
    assert s.cities[0].tokens == []  # lost to 1, tied with 2
    assert sorted(s.cities[1].tokens) == [-1, 1, 1]  # its victory token and city 0's defeat
    assert s.cities[2].tokens == [-1]


def test_ramses_builds_guilds_without_resources() -> None:
    s = city0("ramses")
    assert build_plans(s, 0, "builders_guild") == [Plan(free="ramses")]


def test_vitruvius_two_coins_per_chain_build() -> None:
    s = position(3, hands=[["temple", "altar"], IDLE, IDLE], age=2, coins=0, leaders=True)
    build(s, 0, "altar")
    s.cities[0].leaders = ["vitruvius"]
    s, _ = act(s, 0, "card:temple", "build")
    s = others_pass(s)
    assert s.cities[0].coins == 2


def test_xenophon_two_coins_per_yellow_card() -> None:
    s = city0("xenophon")
    s, _ = act(s, 0, "card:tavern", "build")
    s = others_pass(s)
    assert s.cities[0].coins == 5 + 2


def test_solomon_builds_from_the_discard_pile_when_recruited() -> None:
    s = city0(coins=3)
    s.discard = ["tavern", "baths"]
    recruit_phase(s, [["solomon"], [], []])
    s, _ = act(s, 0, "leader:solomon", "recruit")
    assert s.stack[-1].kind == "solomon"
    s, _ = act(s, 0, "from_discard:baths")
    assert "baths" in s.cities[0].built and s.discard == ["tavern"]


def test_courtesans_guild_places_the_token_and_copies_the_ability() -> None:
    s = position(3, hands=[["courtesans_guild"], IDLE, IDLE], age=3, coins=0, leaders=True)
    s.cities[0].leaders = ["ramses"]  # build the guild for free
    s.cities[1].leaders = ["croesus", "caesar"]
    s, _ = act(s, 0, "card:courtesans_guild", "build")
    s = others_pass(s)
    assert s.stack[-1].kind == "courtesan"
    from tests.engine.wonders.helpers import tokens

    assert tokens(s, 0) == ["copy:croesus", "copy:caesar"]
    s, _ = act(s, 0, "copy:croesus")
    assert s.cities[0].courtesan == "croesus" and s.cities[0].coins == 6  # D13
    assert s.cities[1].leaders == ["croesus", "caesar"]  # the owner keeps its leader
