"""Tokens, production, consumption, corruption, famine and uprising (tta.md §6, §7, §10)."""

from __future__ import annotations

from bot.engine.tta import economy
from bot.engine.tta.economy import FOOD, RES
from tests.engine.tta.helpers import act, food, kinds, pending, position, r, res, tech, with_food


def test_starting_civilization_produces_two_food_two_resources_one_science() -> None:
    s = position()
    s.civ.culture = s.civ.science = 0
    s, events = act(s, "end")
    prod = next(e for e in events if e.kind == "production")
    assert prod.data == {
        "culture": 0,
        "science": 1,
        "corruption": 0,
        "food": 2,
        "consumption": 0,
        "famine": 0,
        "resources": 2,
    }
    assert (food(s), res(s), s.civ.science) == (2, 2, 1)
    assert s.civ.blue_bank == 12  # four tokens on Agriculture and Bronze


def test_gain_places_tokens_on_the_best_card_first() -> None:
    s = tech(position(), "i-irrigation")
    economy.gain(s.civ, FOOD, 5)
    assert s.civ.blue == {"i-irrigation": 2, "a-agriculture": 1}
    assert s.civ.blue_bank == 13


def test_pay_uses_small_tokens_first_and_makes_change_downwards() -> None:
    s = tech(position(), "i-iron")
    economy.gain(s.civ, RES, 5)  # two Iron tokens (4) and one Bronze (1)
    economy.pay(s.civ, RES, 2)  # Bronze 1, then an Iron token broken: 1 change on Bronze
    assert res(s) == 3
    assert s.civ.blue == {"i-iron": 1, "a-bronze": 1}
    assert s.civ.blue_bank == 14


def test_gain_is_capped_by_an_empty_blue_bank() -> None:
    s = position()
    s.civ.blue_bank = 2
    assert economy.gain(s.civ, FOOD, 5) == 2
    assert food(s) == 2 and s.civ.blue_bank == 0


def test_production_with_a_short_bank_favours_the_highest_level_card() -> None:
    s = tech(position(), "i-irrigation", workers=1)
    s.civ.blue_bank = 1
    assert economy.produce(s.civ, FOOD) == 2
    assert s.civ.blue == {"i-irrigation": 1}


def test_consumption_and_famine_cost_four_culture_per_missing_food() -> None:
    s = position()
    s.civ.yellow_bank = 8  # consumption 3 (table 6.1)
    s.civ.culture = 20
    with_food(s, food=1)
    owed, missing = economy.consume(s.civ)
    assert (owed, missing) == (3, 2)
    assert s.civ.culture == 12 and food(s) == 0


def test_corruption_by_blue_bank_and_paid_in_food_when_resources_run_out() -> None:
    s = position()
    s.civ.blue_bank = 10
    with_food(s, food=3, resources=1)
    s.civ.blue_bank = 10  # corruption 2
    assert economy.corruption(s.civ) == 2
    assert res(s) == 0 and food(s) == 2


def test_production_phase_order_corruption_food_consumption_resources() -> None:
    s = position()
    s.civ.yellow_bank = 14  # consumption 1
    s.civ.blue_bank = 9  # corruption 2, nothing stored yet
    m = economy.production_phase(s.civ, 3, 2)
    assert (m.corruption, m.food, m.consumption, m.famine, m.resources) == (2, 2, 1, 0, 2)
    assert (s.civ.culture, s.civ.science) == (3, 2)


def test_population_costs_by_yellow_bank_and_moses() -> None:
    s = position()
    assert economy.pop_cost(s.civ) == 2
    s.civ.yellow_bank = 12
    assert economy.pop_cost(s.civ) == 4
    s.civ.leader = "a-moses"
    assert economy.pop_cost(s.civ) == 3
    s.civ.yellow_bank = 0
    assert economy.pop_cost(s.civ) is None


def test_increase_population_action() -> None:
    s = with_food(position(), food=4)
    s, _ = act(s, "pop")
    assert s.civ.unused == 2 and s.civ.yellow_bank == 17 and food(s) == 2
    assert s.civ.ca_used == 1


def test_happiness_requirement_and_discontent() -> None:
    s = position()
    s.civ.yellow_bank = 10  # 3 happy faces required
    assert r(s).discontent == 3
    tech(s, "a-religion", workers=2)
    s.civ.yellow_bank = 10
    assert r(s).happy == 2 and r(s).discontent == 1


def test_uprising_skips_production_but_still_draws() -> None:
    s = position()
    s.civ.yellow_bank = 10
    s.civ.unused = 0
    s, events = act(s, "end")
    assert "uprising" in kinds(events) and "production" not in kinds(events)
    assert "draw" in kinds(events)
    assert pending(s) in ("actions", "politics")


def test_unused_workers_absorb_discontent() -> None:
    s = position()
    s.civ.yellow_bank = 14  # 1 required
    s.civ.unused = 1
    s, events = act(s, "end")
    assert "production" in kinds(events)


def test_blue_tokens_from_the_box_come_and_go_with_cards() -> None:
    from bot.engine.tta.context import Ctx
    from bot.engine.tta.tableau import enter_play, leave_play

    s = position()
    ctx = Ctx(s)
    enter_play(ctx, "ii-justice_system")
    assert s.civ.blue_bank == 19
    leave_play(ctx, "ii-justice_system")
    assert s.civ.blue_bank == 16
    enter_play(ctx, "i-vast_territory")
    assert (s.civ.blue_bank, s.civ.yellow_bank) == (15, 21)
