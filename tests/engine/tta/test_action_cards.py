"""Every action card (tta.md §14) and the leader/wonder special actions (§8.11, §9.6, §20)."""

from __future__ import annotations

import pytest

from bot.engine.core import IllegalAction
from bot.engine.tta.cards import Kind, catalogue
from tests.engine.tta.helpers import (
    act,
    dm,
    food,
    legal,
    pending,
    position,
    r,
    res,
    tech,
    with_food,
)
from tests.support.told import told_error

CARDS = catalogue()


def hand(*cards: str, variant: str = "dummy", age: int = 1):
    s = position(variant, age=age)
    s.civ.hand = list(cards)
    return s


def test_every_action_card_is_covered_here() -> None:
    handlers = {CARDS[c].fx["action"] for c in CARDS if CARDS[c].kind is Kind.ACTION}
    assert handlers == {
        "gain",
        "wonder_stage",
        "frugality",
        "patriotism",
        "rich_land",
        "urban_growth",
        "breakthrough",
        "reserves",
        "efficient_upgrade",
        "military_pool_per_stronger",
        "culture_per_more_culture",
    }


def test_a_card_taken_this_turn_cannot_be_played() -> None:
    s = hand("a-cultural_heritage")
    s.civ.new_cards = ["a-cultural_heritage"]
    with pytest.raises(IllegalAction) as refused:
        act(s, "play:a-cultural_heritage")
    assert "from next turn on" in told_error(refused.value, "tta")


@pytest.mark.parametrize(
    ("cid", "science", "culture"),
    [
        ("a-cultural_heritage", 1, 4),
        ("i-cultural_heritage", 2, 2),
        ("ii-revolutionary_idea", 4, 0),
        ("iii-revolutionary_idea", 6, 0),
    ],
)
def test_gain_cards(cid: str, science: int, culture: int) -> None:
    s, _ = act(hand(cid), f"play:{cid}")
    assert (s.civ.science, s.civ.culture, s.civ.ca_used) == (science, culture, 1)


def test_stockpile() -> None:
    s, _ = act(hand("a-stockpile"), "play:a-stockpile")
    assert (food(s), res(s)) == (1, 1)


@pytest.mark.parametrize(("cid", "n"), [("i-reserves", 2), ("ii-reserves", 3), ("iii-reserves", 4)])
def test_reserves_choose_food_or_resources(cid: str, n: int) -> None:
    s, _ = act(hand(cid), f"play:{cid}")
    assert pending(s) == "reserves"
    s, _ = act(s, "resources")
    assert res(s) == n and food(s) == 0


@pytest.mark.parametrize(
    ("cid", "n"),
    [
        ("a-engineering_genius", 2),
        ("i-engineering_genius", 3),
        ("ii-engineering_genius", 4),
        ("iii-engineering_genius", 5),
    ],
)
def test_engineering_genius_builds_a_stage_cheaper(cid: str, n: int) -> None:
    s = with_food(hand(cid), resources=9)
    s.civ.wonder = "ii-kremlin"  # stages of 4
    s, _ = act(s, f"play:{cid}")
    assert s.civ.stages_built == 1 and res(s) == 9 - max(0, 4 - n)


def test_engineering_genius_needs_a_wonder() -> None:
    with pytest.raises(IllegalAction) as refused:
        act(hand("a-engineering_genius"), "play:a-engineering_genius")
    assert "no unfinished wonder" in told_error(refused.value, "tta")


@pytest.mark.parametrize(
    ("cid", "n"), [("a-frugality", 1), ("i-frugality", 2), ("ii-frugality", 3)]
)
def test_frugality_increases_population_then_gives_food(cid: str, n: int) -> None:
    s = with_food(hand(cid), food=2)
    s, _ = act(s, f"play:{cid}")
    assert s.civ.unused == 2 and food(s) == n


@pytest.mark.parametrize(
    ("cid", "n"),
    [("a-patriotism", 1), ("i-patriotism", 2), ("ii-patriotism", 3), ("iii-patriotism", 4)],
)
def test_patriotism_extra_military_action_and_pool(cid: str, n: int) -> None:
    s, _ = act(hand(cid), f"play:{cid}")
    assert r(s).ma == 3 and s.civ.pool == n
    s, events = act(s, "end")
    assert s.civ.pool == 0 and r(s).ma == 2
    assert next(e for e in events if e.kind == "draw").data["n"] == 3


@pytest.mark.parametrize(
    ("cid", "n"), [("a-rich_land", 1), ("i-rich_land", 2), ("ii-rich_land", 3)]
)
def test_rich_land_builds_or_upgrades_a_farm_or_mine(cid: str, n: int) -> None:
    s = with_food(tech(hand(cid), "i-irrigation"), resources=4)
    s, _ = act(s, f"play:{cid}")
    assert pending(s) == "card_build"
    assert "build:a-religion" not in legal(s) and "build:i-irrigation" in legal(s)
    s, _ = act(s, "upgrade:a-agriculture:i-irrigation")
    assert s.civ.workers["i-irrigation"] == 1 and res(s) == 4 - max(0, 2 - n)


@pytest.mark.parametrize(
    ("cid", "n"),
    [("a-urban_growth", 1), ("i-urban_growth", 2), ("ii-urban_growth", 3), ("iii-urban_growth", 4)],
)
def test_urban_growth_builds_an_urban_building(cid: str, n: int) -> None:
    s = with_food(hand(cid), resources=3)
    s, _ = act(s, f"play:{cid}")
    s, _ = act(s, "build:a-religion")
    assert s.civ.workers["a-religion"] == 1 and res(s) == 3 - max(0, 3 - n)


@pytest.mark.parametrize(("cid", "n"), [("ii-efficient_upgrade", 3), ("iii-efficient_upgrade", 4)])
def test_efficient_upgrade_only_upgrades(cid: str, n: int) -> None:
    s = with_food(tech(hand(cid, age=2), "ii-coal"), resources=6)
    s, _ = act(s, f"play:{cid}")
    assert all(t.startswith("upgrade") for t in legal(s))
    s, _ = act(s, "upgrade:a-bronze:ii-coal")
    assert res(s) == 6 - (6 - n)


@pytest.mark.parametrize(("cid", "n"), [("i-breakthrough", 2), ("ii-breakthrough", 3)])
def test_breakthrough_develops_then_scores_science(cid: str, n: int) -> None:
    s = hand(cid, "i-alchemy")
    s.civ.science = 4
    s, _ = act(s, f"play:{cid}")
    s, _ = act(s, "develop:i-alchemy")
    assert "i-alchemy" in s.civ.techs and s.civ.science == n and s.civ.ca_used == 1


def test_breakthrough_may_revolt_after_its_own_action_only() -> None:
    s = hand("i-breakthrough", "i-monarchy")
    s.civ.science = 2
    s, _ = act(s, "play:i-breakthrough")
    assert "revolt:i-monarchy" in legal(s)
    s, _ = act(s, "revolt:i-monarchy")
    assert s.civ.government == "i-monarchy" and r(s).ca - s.civ.ca_used == 0
    assert s.civ.science == 2


def test_breakthrough_without_an_affordable_technology_cannot_be_played() -> None:
    s = hand("i-breakthrough", "iii-computers")
    with pytest.raises(IllegalAction) as refused:
        act(s, "play:i-breakthrough")
    assert "cannot afford" in told_error(refused.value, "tta")


def test_wave_of_nationalism_counts_stronger_civilizations_by_variant() -> None:
    s = hand("ii-wave_of_nationalism", age=2)
    dm(s).strength = 5
    s, _ = act(s, "play:ii-wave_of_nationalism")
    assert s.civ.pool == 6  # 2-player value
    b = hand("ii-wave_of_nationalism", variant="barbarians", age=2)
    b.barbarians[0].strength = 5
    b.barbarians[1].strength = 9
    b, _ = act(b, "play:ii-wave_of_nationalism")
    assert b.civ.pool == 4  # rule 36: 4-player value, 2 per stronger barbarian


def test_military_build_up() -> None:
    s = hand("iii-military_build-up", age=3)
    dm(s).strength = 5
    s, _ = act(s, "play:iii-military_build-up")
    assert s.civ.pool == 8


def test_endowment_for_the_arts() -> None:
    s = hand("iii-endowment_for_the_arts", age=3)
    dm(s).culture = 10
    s, _ = act(s, "play:iii-endowment_for_the_arts")
    assert s.civ.culture == 6
    b = hand("iii-endowment_for_the_arts", variant="barbarians", age=3)
    b, _ = act(b, "play:iii-endowment_for_the_arts")
    assert b.civ.culture == 0  # B-D13: barbarians have no culture


# -- special actions of leaders and wonders ----------------------------------------------


def test_bach_turns_an_urban_building_into_a_theater_once_per_turn() -> None:
    s = with_food(tech(position(age=2), "ii-opera"), resources=9)
    s.civ.leader = "ii-js_bach"
    s, _ = act(s, "bach:a-philosophy:ii-opera")
    assert s.civ.workers.get("ii-opera") == 1 and "a-philosophy" not in s.civ.workers
    assert res(s) == 9 - (8 - 3)
    assert not any(t.startswith("bach") for t in legal(s))


def test_ocean_liner_gains_population_once_per_turn() -> None:
    s = position(age=2)
    s.civ.wonders = ["ii-ocean_liner_service"]
    s, _ = act(s, "ocean")
    assert s.civ.unused == 2 and s.civ.ca_used == 0
    assert "ocean" not in legal(s)


def test_churchill_culture_or_military_resources() -> None:
    s = position(age=3)
    s.civ.leader = "iii-winston_churchill"
    s, _events = act(s, "end")
    assert s.civ.culture == 3
    s, _ = act(s, "churchill")
    assert (s.civ.pool, s.civ.pool_science) == (3, 3)
    s.civ.culture = 0
    s, _ = act(s, "end")
    assert s.civ.culture == 0


def test_barbarossa_recruits_and_builds_a_unit_one_cheaper() -> None:
    s = with_food(position(), food=1, resources=1)
    s.civ.leader = "i-frederick_barbarossa"
    s, _ = act(s, "barbarossa:a-warriors")
    assert s.civ.workers["a-warriors"] == 2 and s.civ.unused == 1 and s.civ.ma_used == 1
    assert food(s) == 0 and res(s) == 0
