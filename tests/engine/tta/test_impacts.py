"""Age III events (tta.md §18 table; rule 40 / B-D14 for the barbarians; A-2.1, A-D16 for the
dummy): each formula from a hand-built position, during play and at final scoring."""

from __future__ import annotations

import pytest

from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.scoring import impact_culture
from tests.engine.tta.helpers import dm, position, result, reveal, tech, with_food

CARDS = catalogue()


def civ3(variant: str = "dummy"):
    """Age III civilization: Monarchy, Masonry, Irrigation x2, Iron x1, Computers x1,
    Drama x2, Swordsmen x2, Knights x1, two colonies, two wonders."""
    s = position(variant, age=3)
    s.civ.government = "i-monarchy"
    tech(s, "i-masonry")
    tech(s, "i-irrigation", workers=2)
    tech(s, "i-iron", workers=1)
    tech(s, "iii-computers", workers=1)
    tech(s, "i-drama", workers=2)
    tech(s, "i-swordsmen", workers=2)
    tech(s, "i-knights", workers=1)
    s.civ.colonies = ["i-historic_territory", "ii-inhabited_territory"]
    s.civ.wonders = ["a-pyramids", "i-great_wall"]
    return s


def val(s, impact: str, final: bool = False) -> int:
    return impact_culture(s, impact, final=final, player_turn=True)


def test_agriculture() -> None:
    s = civ3()  # food: Agriculture 2 + Irrigation 4 = 6; bank 18-... consumption
    from tests.engine.tta.helpers import r

    x = r(s)
    assert val(s, "agriculture") == x.food + (4 if x.food > x.consumption else 0) == 10


def test_architecture_competition_technology_progress_variety() -> None:
    s = civ3()
    # urban levels per worker: Philosophy 0, Computers 3, Drama 1 x2
    assert val(s, "architecture") == 5
    # units: Warriors 0, Swordsmen 1 x2, Knights 1
    assert val(s, "competition") == 3
    assert val(s, "technology") == 4  # Computers
    assert val(s, "progress") == 2 * (1 + 1)  # Monarchy I + Masonry I
    # unit types infantry, cavalry; urban lab, theater; specials: construction
    assert val(s, "variety") == 2 * (2 + 2 + 1)


def test_balance_colonies_government_industry_wonders() -> None:
    s = civ3()
    from tests.engine.tta.helpers import r

    x = r(s)
    assert val(s, "balance") == 2 * min(x.science, x.culture, x.food, x.resources)
    assert val(s, "colonies") == 6
    assert val(s, "government") == 2 * 6 + 3  # Monarchy 5 + Pyramids 1 CA; 3 MA
    assert val(s, "industry") == 2 + 2  # Bronze 2 workers + Iron 1 worker
    assert val(s, "wonders") == 5 + 4


def test_happiness_and_population() -> None:
    s = civ3()
    from tests.engine.tta.helpers import r

    x = r(s)
    assert val(s, "happiness") == min(16, 2 * x.happy) - 2 * x.discontent
    workers = s.civ.unused + sum(s.civ.workers.values())
    assert val(s, "population") == 2 * max(0, workers - x.discontent - 10)


def test_science_and_strength_rankings_against_the_dummy() -> None:
    s = civ3()
    dm(s).science_rate = 99
    dm(s).strength = 0
    assert val(s, "science") == 0 and val(s, "strength") == 10


def test_science_and_strength_against_the_barbarians_rule_40() -> None:
    s = civ3("barbarians")
    from tests.engine.tta.helpers import r

    assert val(s, "science") == r(s).science
    s.barbarians[0].strength = 99
    s.barbarians[1].strength = r(s).strength  # tie: yours (rule 37)
    assert val(s, "strength") == 10
    assert val(s, "strength", final=True) == max(0, r(s).strength - 45)


def test_every_impact_formula_is_known() -> None:
    s = civ3()
    impacts = {c.impact for c in CARDS.values() if c.kind is Kind.EVENT and c.impact}
    for impact in impacts:
        assert isinstance(val(s, impact), int)


def test_revealed_age_iii_event_scores_and_gives_the_dummy_ten() -> None:
    s = civ3()
    events = reveal(s, "iii-impact_of_colonies")
    assert s.civ.culture == 6 and dm(s).culture == 10
    assert [e.kind for e in events][:3] == ["event", "dummy_culture", "impact"]


def test_impact_of_happiness_can_cost_culture() -> None:
    s = position(age=3)
    s.civ.culture = 5
    s.civ.yellow_bank = 4  # 6 faces required
    reveal(s, "iii-impact_of_happiness")
    assert s.civ.culture == 0


@pytest.mark.parametrize("variant", ["dummy", "barbarians"])
def test_final_scoring_counts_age_iii_events_in_both_event_decks(variant: str) -> None:
    from tests.engine.tta.helpers import pending, run_task

    s = with_food(civ3(variant), food=1)
    s.stack = []
    s.current_events = ["ii-cold_war", "iii-impact_of_colonies"]
    s.future_events = ["iii-impact_of_wonders"]
    s.civ.culture = 100
    if variant == "barbarians":
        s.civ.specials["military"] = "iii-military_theory"
    run_task(s, "final_scoring")
    assert s.result is not None
    assert s.civ.culture == 100 + 6 + 9
    assert result(s)["parts"]["age3_events"] == 15
    if variant == "dummy":
        assert dm(s).culture == 20
        assert result(s)["won"] and result(s)["reason"] == "beat_dummy"
    else:
        # surviving wins (rule 33, B-D26); 115 is short of the 180 target (rule 35)
        assert result(s)["survived"] and result(s)["won"] and result(s)["reason"] == "short"
    assert pending(s) == ""
