"""Every Age A, I and II event (tta.md §15.2, §20) for the player, against the dummy (2-player
readings, A-D4/A-D14/A-D15/A-D22) and against the barbarians (4 civilizations, ties in the
player's favour: rules 36-38, B-D13)."""

from __future__ import annotations

import pytest

from bot.engine.tta.cards import Kind, catalogue
from tests.engine.tta.helpers import (
    act,
    dm,
    food,
    kinds,
    legal,
    pending,
    position,
    r,
    res,
    reveal,
    tech,
    with_food,
)

CARDS = catalogue()


def ev(cid: str) -> str:
    """Marks the test that checks this event's effect (see the coverage test below)."""
    return cid


def test_development_events() -> None:
    s = position()
    reveal(s, ev("a-development_of_agriculture"))
    reveal(s, ev("a-development_of_crafts"))
    reveal(s, ev("a-development_of_science"))
    assert (food(s), res(s), s.civ.science) == (2, 2, 2)
    reveal(s, ev("a-development_of_trade_routes"))
    assert (food(s), res(s), s.civ.science) == (3, 3, 3)
    reveal(s, ev("a-development_of_settlement"))
    assert s.civ.unused == 2 and s.civ.yellow_bank == 17


def test_development_of_markets_choice() -> None:
    s = position()
    reveal(s, ev("a-development_of_markets"))
    assert pending(s) == "food_or_res"
    s, _ = act(s, "food")
    assert food(s) == 2


def test_development_of_politics_draws_three() -> None:
    s = position()
    reveal(s, ev("a-development_of_politics"))
    assert len(s.civ.military) == 3


def test_development_of_religion_and_warfare_free_builds() -> None:
    s = position()
    s.civ.unused = 2
    reveal(s, ev("a-development_of_religion"))
    s, _ = act(s, "build:a-religion")
    reveal(s, ev("a-development_of_warfare"))
    s, _ = act(s, "build:a-warriors")
    assert s.civ.workers["a-religion"] == 1 and s.civ.workers["a-warriors"] == 2
    assert s.civ.unused == 0
    reveal(s, "a-development_of_warfare")
    assert pending(s) == "actions"  # no unused worker: nothing to decide


def test_development_of_civilization_one_action_one_cheaper() -> None:
    s = with_food(position(), food=1, resources=1)
    s.civ.hand = ["i-alchemy"]
    s.civ.science = 3
    reveal(s, ev("a-development_of_civilization"))
    assert {"pop", "build:a-bronze", "develop:i-alchemy", "skip"} <= set(legal(s))
    s, _ = act(s, "develop:i-alchemy")
    assert s.civ.science == 0 and s.civ.ca_used == 0


def test_strongest_and_weakest_against_the_dummy() -> None:
    s = position()
    dm(s).strength = 3
    reveal(s, ev("i-crusades"))
    assert s.civ.culture == 0  # the weaker loses 4 (nothing to lose)
    s.civ.culture = 10
    reveal(s, "i-crusades")
    assert s.civ.culture == 6
    dm(s).strength = 1
    reveal(s, "i-crusades")  # a tie on the player's turn: the player counts as stronger
    assert s.civ.culture == 10
    reveal(s, "i-crusades", by="dummy")  # on the dummy's turn the dummy wins the tie
    assert s.civ.culture == 6


def test_ties_go_the_players_way_against_barbarians() -> None:
    s = position("barbarians")
    s.civ.culture = 10
    for b in s.barbarians:
        b.strength = 1
    reveal(s, "i-crusades")  # tied for strongest and weakest: strongest only (rule 37)
    assert s.civ.culture == 14
    s.barbarians[0].strength = 2
    reveal(s, "i-crusades")  # not strongest; weakest on a tie is avoided
    assert s.civ.culture == 14
    s.barbarians[1].strength = s.barbarians[2].strength = 2
    reveal(s, "i-crusades")
    assert s.civ.culture == 10


def test_border_conflict() -> None:
    s = position()
    dm(s).strength = 5
    reveal(s, ev("i-border_conflict"))
    assert pending(s) == "destroy"
    assert set(legal(s)) == {"destroy:a-agriculture", "destroy:a-bronze", "destroy:a-philosophy"}
    s, _ = act(s, "destroy:a-bronze")
    assert s.civ.workers["a-bronze"] == 1 and s.civ.unused == 2
    dm(s).strength = 0
    reveal(s, "i-border_conflict")
    assert res(s) == 3


def test_cultural_influence_and_scientific_breakthrough() -> None:
    s = tech(position(), "i-drama", workers=1)
    reveal(s, ev("i-cultural_influence"))
    reveal(s, ev("i-scientific_breakthrough"))
    assert (s.civ.culture, s.civ.science) == (2, 1)


def test_foray_and_raiders_mixes() -> None:
    s = position()
    dm(s).strength = 0
    reveal(s, ev("i-foray"))
    s, _ = act(s, "mix:1")
    assert (food(s), res(s)) == (1, 2)
    dm(s).strength = 9
    reveal(s, ev("i-raiders"))
    assert legal(s) == ["mix:0", "mix:1"]
    s, _ = act(s, "mix:0")
    assert (food(s), res(s)) == (1, 0)


def test_good_harvest_and_new_deposits() -> None:
    s = position()
    reveal(s, ev("i-good_harvest"))
    reveal(s, ev("i-new_deposits"))
    assert (food(s), res(s)) == (2, 2)


def test_immigration_against_the_dummys_four_faces() -> None:
    s = position()
    reveal(s, ev("i-immigration"))
    assert s.civ.unused == 1
    tech(s, "ii-team_sports", workers=2)
    reveal(s, "i-immigration")
    assert s.civ.unused == 2
    b = position("barbarians")
    reveal(b, "i-immigration")  # tied with barbarians at 0: all tied gain
    assert b.civ.unused == 2


def test_population_losses() -> None:
    s = position()
    reveal(s, ev("i-pestilence"))
    assert s.civ.unused == 0 and s.civ.yellow_bank == 19
    reveal(s, "i-pestilence")
    assert pending(s) == "lose_worker"
    s, _ = act(s, "lose:a-warriors")
    assert "a-warriors" not in s.civ.workers
    dm(s).strength = 5
    s.civ.unused = 1
    reveal(s, ev("i-reign_of_terror"))
    assert s.civ.unused == 0


def test_barbarians_event_hits_the_cultured_weak() -> None:
    s = position()
    s.civ.culture = 5
    dm(s).strength = 4
    reveal(s, ev("i-barbarians"))
    assert s.civ.unused == 0
    s.civ.unused = 1
    dm(s).culture = 9
    reveal(s, "i-barbarians")
    assert s.civ.unused == 1


def test_rats_and_rebellion() -> None:
    s = with_food(position(), food=3)
    reveal(s, ev("i-rats"))
    assert food(s) == 0
    s.civ.yellow_bank = 12  # 2 faces required, none: 2 discontent
    reveal(s, ev("i-rebellion"))
    assert s.civ.ca_used == 4


def test_uncertain_borders() -> None:
    s = position()
    dm(s).strength = 0
    reveal(s, ev("i-uncertain_borders"))
    assert s.civ.yellow_bank == 19
    dm(s).strength = 9
    reveal(s, "i-uncertain_borders")
    assert s.civ.yellow_bank == 18


def test_civil_unrest() -> None:
    s = position()
    s.civ.culture = 20
    s.civ.yellow_bank = 12
    reveal(s, ev("ii-civil_unrest"))
    assert s.civ.culture == 12 and s.civ.blue_bank == 15


def test_cold_war_crime_wave_national_pride() -> None:
    s = position()
    s.civ.culture = 10
    reveal(s, ev("ii-cold_war"))
    assert s.civ.science == 6
    dm(s).strength = 4
    reveal(s, ev("ii-crime_wave"))
    assert s.civ.culture == 7 and s.civ.blue_bank == 15
    reveal(s, ev("ii-national_pride"))
    assert s.civ.culture == 12


def test_economic_progress() -> None:
    s = position()
    reveal(s, ev("ii-economic_progress"))
    assert (food(s), res(s)) == (2, 2)


def test_emigration_half_the_discontent_rounded_up() -> None:
    s = position()
    s.civ.unused = 3
    s.civ.yellow_bank = 10  # 3 discontent
    reveal(s, ev("ii-emigration"))
    assert s.civ.unused == 1


def test_iconoclasm_and_independence_declaration() -> None:
    s = position(age=2)
    s.civ.leader = "i-joan_of_arc"
    reveal(s, ev("ii-iconoclasm"))
    assert s.civ.leader is None
    s.civ.colonies = ["i-vast_territory"]
    s.civ.yellow_bank += 3
    dm(s).strength = 9
    reveal(s, ev("ii-independence_declaration"))
    assert s.civ.colonies == [] and s.civ.yellow_bank == 18


def test_international_agreement_lets_the_strongest_take_cards() -> None:
    s = position(age=2)
    s.row = [
        "ii-coal",
        "ii-opera",
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        "ii-cannon",
    ]
    s.civil_deck = ["ii-republic"] * 5
    reveal(s, ev("ii-international_agreement"))
    assert pending(s) == "agreement" and "take:13" in legal(s)
    s, _ = act(s, "take:13")
    s, _ = act(s, "take:1")
    s, _ = act(s, "done")
    assert s.civ.hand == ["ii-cannon", "ii-coal"] and s.civ.ca_used == 0
    assert s.row[:3] == ["ii-opera", "ii-republic", "ii-republic"]  # refilled without discarding
    assert "skip_politics" in s.civ.game_flags


def test_international_agreement_replenishes_by_sliding_left_then_dealing_right() -> None:
    """§20 "replenish the row without discarding" = §5.3 steps 2-3 without step 1: the cards
    left slide left in order, the new ones are dealt into the free slots at the right, and
    each card costs what its new slot costs (§5.1)."""
    from bot.engine.tta.cards import tables
    from bot.engine.tta.row import take_cost

    s = position(age=2)
    s.row = [None] * 13
    s.row[0], s.row[1], s.row[4], s.row[9], s.row[12] = (
        "ii-coal",
        "ii-opera",
        "ii-journalism",
        "ii-team_sports",
        "ii-cannon",
    )
    dealt = ["ii-riflemen", "ii-cavalrymen", "ii-navigation", "ii-strategy"] * 3  # 12 cards
    s.civil_deck = list(dealt)
    reveal(s, "ii-international_agreement")
    s, _ = act(s, "take:13")
    s, _ = act(s, "take:1")
    s, _ = act(s, "done")
    assert s.row[:3] == ["ii-opera", "ii-journalism", "ii-team_sports"]  # slid left, in order
    assert s.row[3:] == list(reversed(dealt))[:10]  # dealt left to right from the top
    assert s.civil_deck == dealt[:2]
    assert [take_cost(s, i) for i in range(13)] == list(tables().row_cost)
    assert take_cost(s, 2) == 1  # Team Sports moved from slot 10 (3 CA) to slot 3 (1 CA)


def test_politics_of_strength_and_its_age_iv_culture() -> None:
    s = position(age=2)
    reveal(s, ev("ii-politics_of_strength"))
    assert len(s.civ.military) == 5
    dm(s).strength = 9
    reveal(s, "ii-politics_of_strength")
    assert pending(s) == "discard_pick"
    for _ in range(3):
        s, _ = act(s, legal(s)[0])
    assert len(s.civ.military) == 2
    s.age = 4
    s.civ.culture = 5
    reveal(s, "ii-politics_of_strength")
    assert s.civ.culture == 2


def test_popularization_of_science_and_prosperity() -> None:
    s = tech(position(), "a-religion", workers=2)
    reveal(s, ev("ii-popularization_of_science"))
    reveal(s, ev("ii-prosperity"))
    assert s.civ.culture == 1 and food(s) == 2


def test_ravages_of_time() -> None:
    s = position(age=2)
    s.civ.wonders = ["a-pyramids", "ii-eiffel_tower"]
    reveal(s, ev("ii-ravages_of_time"))
    assert s.civ.ravaged == ["a-pyramids"] and r(s).ca == 4 and r(s).culture == 2 + 4


def test_refugees() -> None:
    s = position(age=2)
    s.civ.culture = 5
    reveal(s, ev("ii-refugees"))
    assert s.civ.culture == 8 and s.civ.unused == 2


def test_terrorism_dummy_lets_the_player_choose_barbarians_use_rule_14b() -> None:
    s = tech(position(age=2), "i-drama", workers=1)
    s.civ.culture = 3
    reveal(s, ev("ii-terrorism"))
    assert pending(s) == "destroy"
    assert set(legal(s)) == {"destroy:a-philosophy", "destroy:i-drama"}
    b = tech(position("barbarians", age=2), "i-drama", workers=1)
    b.civ.culture = 3
    events = reveal(b, "ii-terrorism")
    assert "building_lost" in kinds(events) and "i-drama" not in b.civ.workers


def test_territory_against_the_dummy_needs_force_4_or_8() -> None:
    s = tech(position(), "i-swordsmen", workers=2)
    reveal(s, ev("i-wealthy_territory"))
    assert pending(s) == "colonize_offer"
    s, _ = act(s, "colonize")
    s, _ = act(s, "send:i-swordsmen")
    assert "done" not in legal(s)
    s, _ = act(s, "send:i-swordsmen")
    s, _events = act(s, "done")
    assert s.civ.colonies == ["i-wealthy_territory"] and res(s) == 5
    assert s.civ.blue_bank == 16 + 3 - 5  # +3 tokens, then 5 resources on Bronze
    assert s.civ.yellow_bank == 18 and "i-swordsmen" not in s.civ.workers  # sacrificed


def test_every_non_impact_event_has_a_rule_test_here() -> None:
    from pathlib import Path

    source = Path(__file__).read_text()
    events = {c.id for c in CARDS.values() if c.kind is Kind.EVENT and not c.impact}
    assert {e for e in events if f'ev("{e}")' not in source} == set()


@pytest.mark.parametrize(
    "cid", sorted(c.id for c in CARDS.values() if c.kind is Kind.EVENT and not c.impact)
)
def test_event_resolves_in_both_variants_without_error(cid: str) -> None:
    for variant in ("dummy", "barbarians"):
        s = with_food(position(variant, age=2), food=3, resources=3)
        s.civ.culture = 10
        s.civ.wonders = ["a-pyramids"]
        s.civ.colonies = ["i-historic_territory"]
        s.civ.leader = "a-moses"
        events = reveal(s, cid)
        assert events[0].kind == "event"
        steps = 0
        while pending(s) != "actions" and steps < 10:
            s, _ = act(s, legal(s)[0])
            steps += 1
        assert pending(s) == "actions"
