"""End-of-game scoring: every guild (rules §10), science with wild symbols (§9.1), the
score-pad rows and the coin tie-break (§9)."""

from __future__ import annotations

import pytest

from bot.engine.wonders import RULES
from bot.engine.wonders.scoring import science_points
from bot.engine.wonders.state import Phase, WondersState
from tests.engine.wonders.helpers import build, position, score, stages

# city 0's neighbours in a 4-player game are 1 (left) and 3 (right); city 2 never counts


def table() -> WondersState:
    s = position(4, hands=[[], [], [], []], coins=0, leaders=True)
    build(s, 1, "lumber_yard", "loom_1", "tavern", "apothecary", "stockade", "altar", "spies_guild")
    build(
        s,
        3,
        "clay_pit",
        "press_1",
        "glassworks_2",
        "marketplace",
        "workshop",
        "scriptorium",
        "barracks",
        "walls",
        "baths",
        "temple",
        "traders_guild",
        "builders_guild",
    )
    build(
        s,
        2,
        "ore_vein",
        "loom_2",
        "vineyard",
        "library",
        "archery_range",
        "pawnshop",
        "magistrates_guild",
    )
    s.cities[1].tokens = [-1, -1, 1]
    s.cities[3].tokens = [-1, 3]
    s.cities[2].tokens = [-1, -1, -1]
    stages(s, 0, 1)
    stages(s, 1, 2)
    stages(s, 2, 3)
    s.cities[1].leaders = ["sappho", "zenobia"]
    s.cities[3].leaders = ["nero"]
    s.cities[2].leaders = ["midas", "hiram", "plato"]
    return s


GUILDS = {
    "workers_guild": 1 + 1,  # brown: Lumber Yard (1), Clay Pit (3)
    "craftsmens_guild": 2 * 3,  # grey: Loom (1), Press and Glassworks (3)
    "traders_guild": 1 + 1,  # yellow: Tavern, Marketplace
    "philosophers_guild": 1 + 2,  # green: Apothecary; Workshop, Scriptorium
    "spies_guild": 1 + 2,  # red: Stockade; Barracks, Walls
    "strategists_guild": 2 + 1,  # defeat tokens
    "magistrates_guild": 1 + 2,  # blue: Altar; Baths, Temple
    "builders_guild": 1 + 2 + 0,  # stages: own 1, left 2, right 0
    "diplomats_guild": 2 + 1,  # recruited leaders next door
    "architects_guild": 3 * (1 + 2),  # purple next door
}


@pytest.mark.parametrize("guild", sorted(GUILDS))
def test_neighbour_counting_guilds(guild: str) -> None:
    s = table()
    build(s, 0, guild)
    assert score(s, 0)["guilds"] == GUILDS[guild]


def test_shipowners_count_own_brown_grey_purple_itself_included() -> None:
    s = table()
    build(s, 0, "lumber_yard", "sawmill", "loom_1", "spies_guild", "shipowners_guild", "tavern")
    assert score(s, 0)["guilds"] == 2 + 1 + 2 + 3


def test_gamers_guild_is_one_point_per_three_coins_on_top_of_treasury() -> None:
    s = table()
    build(s, 0, "gamers_guild")
    s.cities[0].coins = 14
    rows = score(s, 0)
    assert rows["guilds"] == 4 and rows["treasury"] == 4


def test_scientists_guild_is_a_wild_symbol() -> None:
    s = table()
    build(s, 0, "apothecary", "dispensary", "workshop", "scientists_guild")
    # compass 2, gear 1 + wild: as a tablet 4 + 1 + 1 + 7 = 13 beats compass 10 or gear 8
    assert score(s, 0)["science"] == 13


def test_courtesans_guild_copies_a_neighbours_leader() -> None:
    s = table()
    build(s, 0, "courtesans_guild")
    s.cities[0].courtesan = "zenobia"
    assert score(s, 0)["leaders"] == 3


@pytest.mark.parametrize(
    ("symbols", "wild", "bonus", "expected"),
    [
        ((0, 0, 0), 0, 0, (0, 0)),
        ((1, 1, 1), 0, 0, (10, 0)),
        ((3, 2, 1), 0, 0, (21, 0)),
        ((2, 2, 1), 1, 0, (26, 0)),  # the wild completes a second set
        ((4, 0, 0), 1, 0, (25, 0)),  # the fifth compass beats a lone gear
        ((3, 3, 3), 0, 3, (48, 9)),  # Aristotle: 10 per set, the 3 extra go to the Leaders row
        ((0, 0, 0), 2, 0, (4, 0)),
        ((1, 1, 0), 2, 3, (13, 3)),  # (2,1,1) or (1,1,2): 6 + 7, Aristotle +3; (3,1,0) only 10
    ],
)
def test_science(
    symbols: tuple[int, int, int], wild: int, bonus: int, expected: tuple[int, int]
) -> None:
    assert science_points(symbols, wild, bonus) == expected


def test_score_rows_and_tie_break_on_coins() -> None:
    s = position(3, hands=[[], [], []], coins=[7, 7, 3])
    s.phase = Phase.OVER
    build(s, 0, "palace")  # 8 civilian + 2 treasury = 10
    build(s, 1, "town_hall", "altar")  # 6 + 2 civilian + 2 treasury = 10
    s.cities[2].tokens = [5, 5, -1]  # 9 military + 1 treasury = 10
    out = RULES.outcome(s)
    assert out is not None and out.scores == (10, 10, 10)
    assert out.winners == frozenset({0, 1})  # tied on points and on coins (7): shared
    assert out.breakdown[2] == {
        "military": 9,
        "treasury": 1,
        "wonder": 0,
        "civilian": 0,
        "science": 0,
        "commerce": 0,
        "guilds": 0,
        "leaders": 0,
    }
    s.cities[0].coins = 8  # still 2 treasury points, but the most coins
    out = RULES.outcome(s)
    assert out is not None and out.winners == frozenset({0})
    s.cities[2].built.append("baths")
    out = RULES.outcome(s)
    assert out is not None and out.winners == frozenset({2}) and out.scores[2] == 13
