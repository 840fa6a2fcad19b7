"""Civil actions (tta.md §5, §8, §11, §13): the card row, building, technologies, governments,
leaders and wonders, each checked on a hand-built position."""

from __future__ import annotations

import pytest

from bot.engine.core import Action, IllegalAction
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import TtaState
from tests.engine.tta.helpers import (
    act,
    food,
    kinds,
    legal,
    pending,
    position,
    r,
    res,
    row,
    tech,
    with_food,
)
from tests.support.told import english, told_error

# -- the card row -------------------------------------------------------------------------------


def test_slot_costs_1_2_3() -> None:
    s = row(
        position(),
        *[
            "i-irrigation",
            "i-alchemy",
            "i-drama",
            "i-iron",
            "i-swordsmen",
            "i-knights",
            "i-monarchy",
            "i-theology",
            "i-warfare",
            "i-masonry",
            "i-cartography",
            "i-code_of_laws",
            "i-bread_and_circuses",
        ],
    )
    view = RULES.view(s, 0)
    assert [cost for _, cost in view.row] == [1] * 5 + [2] * 4 + [3] * 4


def test_take_moves_the_card_to_hand_and_spends_actions() -> None:
    s = row(position(), None, None, None, None, None, "i-alchemy")
    s, events = act(s, "take:6")
    assert s.civ.hand == ["i-alchemy"] and s.row[5] is None and s.civ.ca_used == 2
    assert kinds(events) == ["take"]


def test_wonder_surcharge_and_michelangelo() -> None:
    s = row(position(), "i-great_wall")
    s.civ.wonders = ["a-pyramids", "a-colossus"]
    assert RULES.view(s, 0).row[0][1] == 3
    s.civ.leader = "i-michelangelo"
    assert RULES.view(s, 0).row[0][1] == 1


def test_taj_mahal_is_cheaper_after_replacing_the_leader() -> None:
    s = row(position(), *[None] * 5, "i-taj_mahal")
    assert RULES.view(s, 0).row[5][1] == 2
    s.civ.flags.append("leader_replaced")
    assert RULES.view(s, 0).row[5][1] == 0


def test_hammurabi_makes_leaders_cheaper_and_lends_a_military_action() -> None:
    s = row(position(), *[None] * 9, "i-joan_of_arc")
    s.civ.leader = "a-hammurabi"
    s.civ.hand = ["a-moses"]  # any card; leaders of Age A are taken already
    s.civ.leader_ages = [0]
    assert RULES.view(s, 0).row[9][1] == 2
    s.civ.ca_used = 3  # one civil action left: Hammurabi's military action covers the second
    s, _ = act(s, "take:10")
    assert s.civ.ca_used == 4 and s.civ.ma_used == 1 and "hammurabi" in s.civ.flags
    s.row[0] = "i-drama"
    assert "take:1" not in legal(s)  # once per turn


def test_wonders_go_straight_into_play_and_only_one_unfinished() -> None:
    s = row(position(), "a-pyramids", "a-colossus")
    s, _ = act(s, "take:1")
    assert s.civ.wonder == "a-pyramids" and s.civ.hand == []
    with pytest.raises(IllegalAction) as refused:
        act(s, "take:2")
    assert "finish it first" in told_error(refused.value, "tta")


def test_hand_limit_is_the_civil_action_total() -> None:
    s = row(position(), "i-alchemy")
    s.civ.hand = ["i-drama", "i-iron", "i-knights", "i-theology"]
    with pytest.raises(IllegalAction) as refused:
        act(s, "take:1")
    assert "hand is full" in told_error(refused.value, "tta")
    s.civ.wonders = ["a-library_of_alexandria"]
    s, _ = act(s, "take:1")  # +1 with the Library of Alexandria
    assert len(s.civ.hand) == 5


def test_no_second_copy_of_a_technology_and_one_leader_per_age() -> None:
    s = row(position(), "a-bronze", "i-alchemy", "i-michelangelo")
    assert "take:1" not in legal(s)  # Bronze is in play
    s.civ.hand = ["i-alchemy"]
    with pytest.raises(IllegalAction) as refused:
        act(s, "take:2")
    assert "already have Alchemy" in told_error(refused.value, "tta")
    s.civ.leader_ages = [1]
    with pytest.raises(IllegalAction) as refused:
        act(s, "take:3")
    assert "leader of Age I" in told_error(refused.value, "tta")


def test_aristotle_scores_science_for_technologies() -> None:
    s = row(position(), "i-alchemy", "i-reserves")
    s.civ.leader = "a-aristotle"
    s, _ = act(s, "take:1")
    s, _ = act(s, "take:2")
    assert s.civ.science == 1


def test_first_round_allows_only_taking_with_one_action_dummy_two_barbarians() -> None:
    s = RULES.new_game(1, 3, {"variant": "dummy", "optional": "none"})
    assert pending(s) == "first"
    assert {t.split(":")[0] for t in legal(s)} == {"take", "end"}
    assert RULES.view(s, 0).civ.ca_left == 1
    b = RULES.new_game(1, 3, {"variant": "barbarians", "optional": "none"})
    assert RULES.view(b, 0).civ.ca_left == 2 and RULES.view(b, 0).civ.ma_left == 0


def said(s: TtaState, a: Action) -> str:
    """A move's label as an English reader sees it."""
    return english(RULES.action_phrase(s, 0, a), "tta")


# -- building -----------------------------------------------------------------------------------


def test_build_a_mine_costs_a_civil_action_and_resources() -> None:
    s = with_food(position(), resources=3)
    assert said(s, RULES.parse(s, 0, "build:a-bronze")) == "Build Bronze (mine): 1 CA, 2 resources"
    s, _ = act(s, "build:a-bronze")
    assert s.civ.workers["a-bronze"] == 3 and s.civ.unused == 0 and res(s) == 1


def test_building_needs_an_unused_worker() -> None:
    s = with_food(position(), resources=9)
    s.civ.unused = 0
    with pytest.raises(IllegalAction) as refused:
        act(s, "build:a-bronze")
    assert "no unused worker" in told_error(refused.value, "tta")


def test_urban_building_limit_by_government() -> None:
    s = with_food(tech(position(), "a-religion", workers=2), resources=9)
    s.civ.unused = 2
    with pytest.raises(IllegalAction) as refused:
        act(s, "build:a-religion")
    assert "only 2 temple" in told_error(refused.value, "tta")
    s.civ.government = "i-monarchy"
    s, _ = act(s, "build:a-religion")
    assert s.civ.workers["a-religion"] == 3


def test_military_units_cost_a_military_action_and_use_the_military_pool() -> None:
    s = with_food(position(), resources=1)
    s.civ.pool = 1
    s, _ = act(s, "build:a-warriors")
    assert s.civ.ma_used == 1 and s.civ.ca_used == 0 and s.civ.pool == 0 and res(s) == 0


def test_construction_discounts_levels_i_to_iii_only() -> None:
    s = tech(tech(position(), "i-alchemy"), "i-masonry")
    assert "6 science" not in said(s, RULES.parse(s, 0, "build:i-alchemy"))
    assert said(s, RULES.parse(s, 0, "build:i-alchemy")).endswith("5 resources")
    assert said(s, RULES.parse(s, 0, "build:a-philosophy")).endswith("3 resources")
    tech(s, "iii-engineering")
    tech(s, "iii-computers")
    assert said(s, RULES.parse(s, 0, "build:iii-computers")).endswith("8 resources")


def test_upgrade_pays_the_difference_and_may_skip_levels() -> None:
    s = with_food(tech(position(), "ii-coal"), resources=6)
    s, _ = act(s, "upgrade:a-bronze:ii-coal")
    assert s.civ.workers == {**s.civ.workers, "a-bronze": 1, "ii-coal": 1}
    assert res(s) == 0  # 8 - 2 = 6
    with pytest.raises(IllegalAction):
        act(s, "upgrade:a-agriculture:ii-coal")


def test_upgrade_with_architecture_discounts_both_costs() -> None:
    s = tech(
        tech(tech(position(), "i-alchemy", workers=1), "ii-scientific_method"), "ii-architecture"
    )
    with_food(s, resources=3)
    assert said(s, RULES.parse(s, 0, "upgrade:i-alchemy:ii-scientific_method")).endswith(
        "1 CA, 1 resource"
    )  # (8-2) - (6-1)


def test_destroy_and_disband_return_workers() -> None:
    s = position()
    s, _ = act(s, "destroy:a-agriculture")
    assert s.civ.workers["a-agriculture"] == 1 and s.civ.unused == 2 and s.civ.ca_used == 1
    s, _ = act(s, "destroy:a-warriors")
    assert "a-warriors" not in s.civ.workers and s.civ.ma_used == 1


# -- technologies and governments -----------------------------------------------------------


def test_develop_pays_science_and_puts_the_card_in_play() -> None:
    s = position()
    s.civ.hand = ["i-alchemy"]
    s.civ.science = 5
    s, _ = act(s, "develop:i-alchemy")
    assert "i-alchemy" in s.civ.techs and s.civ.science == 1 and s.civ.ca_used == 1


def test_special_technology_replaces_its_kind_and_moves_blue_tokens() -> None:
    s = tech(position(), "ii-justice_system")
    s.civ.blue_bank = 19
    s.civ.hand = ["iii-civil_service", "i-code_of_laws"]
    s.civ.science = 20
    assert r(s).ca == 5
    # a lower one may be developed too, but it is the card that leaves (test_audit.py)
    s, _ = act(s, "develop:iii-civil_service")
    assert s.civ.specials == {"civil": "iii-civil_service"}
    assert r(s).ca == 6 and s.civ.blue_bank == 19


def test_peaceful_change_of_government_gives_the_new_actions_at_once() -> None:
    s = position()
    s.civ.hand = ["i-monarchy"]
    s.civ.science = 8
    s.civ.ca_used = 2
    s, events = act(s, "develop:i-monarchy")
    assert s.civ.government == "i-monarchy" and s.civ.science == 0
    assert RULES.view(s, 0).civ.ca_left == 2  # 5 - 3 spent
    assert "government" in kinds(events)


def test_revolution_needs_every_civil_action_and_spends_them_all() -> None:
    s = position()
    s.civ.hand = ["i-monarchy"]
    s.civ.science = 2
    s.civ.ca_used = 1
    with pytest.raises(IllegalAction) as refused:
        act(s, "revolt:i-monarchy")
    assert "all your civil actions unspent" in told_error(refused.value, "tta")
    s.civ.ca_used = 0
    s, _ = act(s, "revolt:i-monarchy")
    v = RULES.view(s, 0).civ
    assert (v.ca_left, v.ma_left, v.ma_total) == (0, 3, 3) and s.civ.science == 0


def test_robespierre_revolts_with_military_actions_and_scores_culture() -> None:
    s = position(age=2)
    s.civ.leader = "ii-maximilien_robespierre"
    s.civ.hand = ["ii-republic"]
    s.civ.science = 3
    s.civ.ca_used = 2
    s, _ = act(s, "revolt:ii-republic")
    v = RULES.view(s, 0).civ
    assert v.ca_left == 5 and v.ma_left == 0 and s.civ.culture == 3


def test_newton_gives_a_civil_action_back_even_after_a_revolution() -> None:
    s = position(age=2)
    s.civ.leader = "ii-isaac_newton"
    s.civ.hand = ["i-monarchy", "i-alchemy"]
    s.civ.science = 10
    s, _ = act(s, "revolt:i-monarchy")
    assert RULES.view(s, 0).civ.ca_left == 1
    s, _ = act(s, "develop:i-alchemy")
    assert RULES.view(s, 0).civ.ca_left == 1


def test_leonardo_and_einstein_rewards_for_developing() -> None:
    s = position()
    s.civ.leader = "i-leonardo_da_vinci"
    s.civ.hand = ["i-alchemy", "i-drama"]
    s.civ.science = 20
    s, _ = act(s, "develop:i-alchemy")
    assert res(s) == 1
    s.civ.leader = "iii-albert_einstein"
    s, _ = act(s, "develop:i-drama")
    assert s.civ.culture == 3


def test_bach_and_shakespeare_science_discounts() -> None:
    s = position(age=2)
    s.civ.hand = ["ii-opera", "ii-journalism"]
    s.civ.leader = "ii-js_bach"
    assert said(s, RULES.parse(s, 0, "develop:ii-opera")).endswith("5 science")
    s.civ.leader = "ii-william_shakespeare"
    tech(s, "i-drama", workers=1)
    assert said(s, RULES.parse(s, 0, "develop:ii-journalism")).endswith("5 science")


# -- leaders ------------------------------------------------------------------------------------


def test_replacing_a_leader_gives_a_civil_action_back() -> None:
    s = position()
    s.civ.leader = "a-moses"
    s.civ.hand = ["i-joan_of_arc"]
    s, events = act(s, "leader:i-joan_of_arc")
    assert s.civ.leader == "i-joan_of_arc" and s.civ.ca_used == 0
    assert "leader_replaced" in s.civ.flags and "leader_gone" in kinds(events)


def test_homer_may_be_tucked_under_a_wonder_instead_of_the_refund() -> None:
    s = position()
    s.civ.leader = "a-homer"
    s.civ.wonders = ["a-hanging_gardens"]
    s.civ.hand = ["i-joan_of_arc"]
    assert r(s).happy == 3
    s, _ = act(s, "leader:i-joan_of_arc")
    assert pending(s) == "homer"
    s, _ = act(s, "tuck:a-hanging_gardens")
    assert s.civ.ca_used == 1 and s.civ.homer_wonder == "a-hanging_gardens"
    assert r(s).happy == 3  # 2 + 1 from Homer under the wonder


def test_bill_gates_scores_his_production_when_he_leaves() -> None:
    s = tech(position(age=3), "iii-computers", workers=2)
    s.civ.leader = "iii-bill_gates"
    s.civ.hand = ["iii-sid_meier"]
    s, events = act(s, "leader:iii-sid_meier")
    assert s.civ.culture == 6 and "gates_culture" in kinds(events)


# -- wonders -----------------------------------------------------------------------------------


def test_wonder_stages_left_to_right_then_completion_and_effect() -> None:
    s = with_food(position(), resources=6)
    s.civ.wonder = "a-pyramids"
    s, _ = act(s, "wonder:1")
    assert s.civ.stages_built == 1 and res(s) == 3 and s.civ.blue_bank == 16 - 3 - 1
    assert "wonder:2" not in legal(s)  # one stage per action without Masonry
    s.civ.specials["construction"] = "i-masonry"
    s, events = act(s, "wonder:2")
    assert s.civ.wonders == ["a-pyramids"] and s.civ.wonder is None
    assert "wonder_done" in kinds(events) and r(s).ca == 5
    assert s.civ.blue_bank == 16  # stage tokens return to the bank


def test_age_iii_wonders_score_once_on_completion() -> None:
    s = tech(tech(position(age=3), "i-alchemy", workers=1), "iii-computers")
    s.civ.wonder = "iii-first_space_flight"
    s.civ.stages_built = 3
    s.civ.government = "i-monarchy"
    s.civ.specials["civil"] = "ii-justice_system"
    with_food(s, resources=9)
    s, events = act(s, "wonder:1")
    # Alchemy 1 + Computers 3 + Monarchy 1 + Justice System 2 (Age A cards count 0)
    assert s.civ.culture == 7
    assert next(e for e in events if e.kind == "wonder_done").data["culture"] == 7


def test_fast_food_hollywood_and_internet_formulas() -> None:
    from bot.engine.tta.scoring import wonder_completion_culture

    s = tech(tech(position(age=3), "i-drama", workers=2), "i-printing_press", workers=1)
    # workers: farms 2 + mines 2 (x2) + urban 1+2+1 + units 1 (x1)
    assert wonder_completion_culture(s, "iii-fast_food_chains") == 8 + 5
    # theaters 2x2 + library 1 = 5 culture, doubled
    assert wonder_completion_culture(s, "iii-hollywood") == 10
    # urban culture 5 (+0 temple) + science 1 + 1 = 7, arenas none
    assert wonder_completion_culture(s, "iii-internet") == 7
    s.civ.leader = "iii-charlie_chaplin"
    assert wonder_completion_culture(s, "iii-hollywood") == 14


def test_describe_take_costs_food_population() -> None:
    s = with_food(position(), food=2)
    assert said(s, RULES.parse(s, 0, "pop")) == "Increase population: 1 CA, 2 food"
    assert food(s) == 2
