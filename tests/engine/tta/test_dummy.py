"""Part A, the dummy player: every numbered rule (A-1 to A-5) and decision (A-D1 to A-D22)."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine.core import IllegalAction
from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.rules import RULES
from tests.engine.tta.helpers import (
    act,
    dm,
    food,
    kinds,
    legal,
    outcome,
    pending,
    position,
    r,
    res,
    reveal,
    run_task,
    tech,
    with_food,
)
from tests.support.told import told_error

CARDS = catalogue()


def game(seed: int = 1):
    return RULES.new_game(1, seed, {"variant": "dummy", "optional": "none"})


# -- A-1 setup -----------------------------------------------------------------------------------


def test_a1_setup_two_player_decks_cubes_and_dummy_start() -> None:
    s = game()
    assert Counter(dm(s).cubes) == {"blue": 3, "yellow": 3, "white": 3}
    d = dm(s)
    assert (d.culture, d.science, d.culture_rate, d.science_rate, d.strength) == (0, 0, 0, 1, 1)
    assert len(s.current_events) == 4 and all(CARDS[c].age == 0 for c in s.current_events)
    assert len(s.row) == 13 and len(s.civil_deck) == 7
    from bot.engine.tta.rivals import DUMMY_HAPPY

    assert DUMMY_HAPPY == 4


@pytest.mark.parametrize(
    ("age", "player", "tactics", "events", "attacks"),
    [(1, 21, 8, 11, 3), (2, 22, 6, 11, 7), (3, 20, 6, 8, 7)],
)
def test_a1_5_military_deck_split(
    age: int, player: int, tactics: int, events: int, attacks: int
) -> None:
    """A-D6 table: half of each kind (rounded down) to the player, the rest to the dummy."""
    from bot.engine.tta.context import Ctx
    from bot.engine.tta.decks import setup_military

    s = game()
    setup_military(Ctx(s), age)
    assert len(s.military_deck) == player
    assert {k: len(v) for k, v in dm(s).decks.items()} == {
        "tactics": tactics,
        "events": events,
        "attacks": attacks,
    }
    kinds_in = {k: {CARDS[c].kind for c in v} for k, v in dm(s).decks.items()}
    assert kinds_in["tactics"] <= {Kind.TACTIC, Kind.BONUS}
    assert kinds_in["events"] <= {Kind.EVENT, Kind.TERRITORY}
    assert kinds_in["attacks"] <= {Kind.AGGRESSION, Kind.WAR}
    assert not any(CARDS[c].kind is Kind.PACT for c in s.military_deck)


# -- A-3 the player's turn --------------------------------------------------------------------


def test_a3_1_row_clears_slots_1_to_7_then_refills() -> None:
    s = position()
    s.row = [
        f"i-{n}"
        for n in (
            "irrigation",
            "alchemy",
            "drama",
            "iron",
            "knights",
            "theology",
            "swordsmen",
            "masonry",
            "warfare",
            "monarchy",
            "cartography",
            "code_of_laws",
            "bread_and_circuses",
        )
    ]
    s.civil_deck = ["ii-coal"] * 20
    s, events = act(s, "end")
    cleared = next(e for e in events if e.kind == "row_cleared")
    assert cleared.data["n"] == 7
    assert s.row[:6] == [
        "i-masonry",
        "i-warfare",
        "i-monarchy",
        "i-cartography",
        "i-code_of_laws",
        "i-bread_and_circuses",
    ]
    assert s.row[6:] == ["ii-coal"] * 7


def test_a3_2_new_age_gives_the_dummy_new_decks() -> None:
    s = position()
    s.civil_deck = ["i-irrigation"] * 2
    dm(s).decks = {"tactics": ["i-legion"], "events": [], "attacks": []}
    s, events = act(s, "end")
    assert "age" in kinds(events) and s.age == 2
    assert len(dm(s).decks["attacks"]) == 7 and "i-legion" not in dm(s).decks["tactics"]


def test_a3_3_player_war_on_the_dummy() -> None:
    s = position(age=2)
    s.civ.war = ["ii-war_over_technology", "dummy"]
    dm(s).strength = 0
    s.civ.science = 0
    run_task(s, "player_war")
    assert s.civ.science == 1  # victor: science equal to the advantage, not capped (A-D11)
    s.civ.war = ["iii-war_over_culture", "dummy"]
    s.civ.culture = 4
    dm(s).strength = 10
    run_task(s, "player_war")
    assert s.civ.culture == 0  # loser: 5 + 9 capped at what the player has
    s.civ.war = ["ii-war_over_territory", "dummy"]
    dm(s).strength = 1
    run_task(s, "player_war")  # a tie: nothing
    assert s.civ.yellow_bank == 18


def test_a3_4_the_players_tactic_becomes_common() -> None:
    s = position()
    s.civ.military = ["i-legion"]
    s, _ = act(s, "tactic:i-legion")
    assert s.common_tactics == []
    s, _ = act(s, "end")
    assert s.common_tactics == ["i-legion"] and s.civ.tactic == "i-legion"


def test_a3_5a_colonization_threshold_8_for_age_ii_territories() -> None:
    s = tech(position(age=2), "i-swordsmen", workers=2)
    reveal(s, "ii-wealthy_territory")
    assert pending(s) == "actions"  # maximum force 4 < 8: no offer
    tech(s, "ii-riflemen", workers=2)
    reveal(s, "ii-wealthy_territory")
    assert pending(s) == "colonize_offer"


def _aggressive(cid: str, age: int = 1):
    s = tech(position(age=age), "i-swordsmen", workers=2)
    s.civ.military = [cid]
    s.stack = [s.stack[0], *[]]
    from bot.engine.tta.state import ask

    s.stack.append(ask("politics"))
    return s


def test_a3_5b_aggression_needs_a_lead_of_twice_the_age() -> None:
    s = _aggressive("i-enslave")  # strength 5 against 1 in Age I: lead 4 >= 2
    assert "aggress:i-enslave" in legal(s)
    s.age = 3
    with pytest.raises(IllegalAction) as refused:
        act(s, "aggress:i-enslave")
    assert "at least 6 stronger" in told_error(refused.value, "tta")


def test_a3_5b_enslave_and_raid_rewards() -> None:
    s, _ = act(_aggressive("i-enslave"), "aggress:i-enslave")
    assert (food(s), res(s)) == (2, 2) and s.civ.ma_used == 2
    s, _ = act(_aggressive("i-raid"), "aggress:i-raid")
    assert res(s) == 6
    s = _aggressive("ii-raid", age=2)
    tech(s, "ii-riflemen", workers=1)
    s, _ = act(s, "aggress:ii-raid")
    assert res(s) == 8


def test_a3_5b_plunder_spy_intervention() -> None:
    s, _ = act(_aggressive("i-plunder"), "aggress:i-plunder")
    assert pending(s) == "mix"
    s, _ = act(s, "mix:2")
    assert (food(s), res(s)) == (2, 1)
    s = _aggressive("ii-spy", age=2)
    tech(s, "ii-riflemen", workers=1)
    s, _ = act(s, "aggress:ii-spy")
    assert s.civ.science == 5
    s = _aggressive("iii-armed_intervention", age=3)
    tech(s, "iii-tanks", workers=1)
    s, _ = act(s, "aggress:iii-armed_intervention")
    assert s.civ.culture == 7


def test_a3_5b_annex_takes_a_discarded_territory_with_permanent_effects_only() -> None:
    s = _aggressive("ii-annex", age=2)
    tech(s, "ii-riflemen", workers=1)
    with pytest.raises(IllegalAction) as refused:
        act(s, "aggress:ii-annex")
    assert "no uncolonized territory" in told_error(refused.value, "tta")
    s.past_events = ["i-wealthy_territory"]
    s, _ = act(s, "aggress:ii-annex")
    s, _ = act(s, "annex:i-wealthy_territory")
    assert s.civ.colonies == ["i-wealthy_territory"] and s.civ.blue_bank == 19
    assert res(s) == 0 and s.past_events == []


@pytest.mark.parametrize(("age", "culture"), [(2, 6), (3, 9)])
def test_a_d9_infiltrate_by_the_current_age(age: int, culture: int) -> None:
    s = _aggressive("ii-infiltrate", age=age)
    tech(s, "ii-riflemen", workers=2)
    s, _ = act(s, "aggress:ii-infiltrate")
    assert s.civ.culture == culture


def test_a5_3_gandhi_does_not_stop_aggressions() -> None:
    s = _aggressive("i-enslave")
    s.civ.leader = "iii-mahatma_gandhi"
    assert "aggress:i-enslave" in legal(s) and r(s).culture == 2


# -- A-4 the dummy's turn ------------------------------------------------------------------------


def test_a4_round_1_skipped_round_2_cube_only() -> None:
    s = game()
    cubes = list(dm(s).cubes)
    s, events = act(s, "end")
    assert "dummy_turn" not in kinds(events)
    s, events = act(s, "end")
    assert "dummy_cube" in kinds(events) and "dummy_end" not in kinds(events)
    assert dm(s).cubes == [*cubes[1:], cubes[0]]


def test_a4_1_dummy_war_resolves_on_its_next_turn() -> None:
    s = position(age=3)
    dm(s).war = "iii-war_over_culture"
    dm(s).strength = 6
    s.civ.culture = 20
    run_task(s, "dummy_war")
    assert s.civ.culture == 20 - (5 + 5) and dm(s).war is None
    assert dm(s).culture == 0  # the dummy gains nothing


def test_a4_3_weaker_dummy_reveals_tactics() -> None:
    s = tech(position(), "i-swordsmen", workers=1)
    dm(s).decks["tactics"] = ["i-military_bonus", "i-fighting_band", "i-heavy_cavalry"]
    run_task(s, "dummy_politics")
    assert (dm(s).strength, dm(s).tactic, dm(s).tactic_value) == (5, "i-heavy_cavalry", 4)
    run_task(s, "dummy_politics")  # stronger now: no tactics
    dm(s).strength = 0
    run_task(s, "dummy_politics")  # Fighting Band (+1) is worse: discarded
    assert dm(s).tactic == "i-heavy_cavalry" and dm(s).discards["tactics"] == ["i-fighting_band"]
    run_task(s, "dummy_tactic")
    assert s.common_tactics == ["i-heavy_cavalry"]  # A-D13: copyable by the player


def test_a4_3_much_stronger_dummy_attacks_and_the_player_may_defend() -> None:
    s = position()
    dm(s).strength = 4
    dm(s).decks["attacks"] = ["i-plunder"]
    s.civ.military = ["i-military_bonus", "i-legion"]
    with_food(s, food=3)
    run_task(s, "dummy_politics")
    assert pending(s) == "defend"
    s, _ = act(s, "defend:i-military_bonus")  # 1 + 2 = 3 < 4
    assert pending(s) == "defend"
    s, events = act(s, "defend:i-legion")  # 4: ties favour the defender
    assert "aggression_failed" in kinds(events) and food(s) == 3
    assert s.civ.military == [] and dm(s).discards["attacks"] == ["i-plunder"]


def test_a4_3_successful_dummy_raid_lets_the_player_choose_a_building() -> None:
    s = tech(tech(position(age=2), "i-drama", workers=1), "a-religion", workers=1)
    dm(s).strength = 9
    dm(s).decks["attacks"] = ["ii-raid"]
    run_task(s, "dummy_politics")
    assert pending(s) == "destroy"
    s, _ = act(s, "destroy:a-religion")
    assert pending(s) == "destroy"  # a second building (Age I or older)
    s, _ = act(s, "destroy:i-drama")
    assert "i-drama" not in s.civ.workers and "a-religion" not in s.civ.workers


def test_a4_3_dummy_war_is_declared_but_not_in_the_last_round() -> None:
    s = position(age=2)
    dm(s).strength = 9
    dm(s).decks["attacks"] = ["ii-war_over_territory", "ii-war_over_territory"]
    run_task(s, "dummy_politics")
    assert dm(s).war == "ii-war_over_territory"
    dm(s).war = None
    s.last_round = s.round
    run_task(s, "dummy_politics")
    assert dm(s).war is None and dm(s).discards["attacks"] == ["ii-war_over_territory"]


def test_a4_3_otherwise_the_dummy_prepares_an_event() -> None:
    s = position(age=2)
    dm(s).decks["events"] = ["ii-cold_war"]
    s.current_events = ["a-development_of_crafts"]
    run_task(s, "dummy_politics")
    assert dm(s).culture == 2 and res(s) == 2
    assert s.current_events == ["ii-cold_war"] and s.future_events == []  # refilled (§15.1.4)
    assert s.known_events == []  # the player did not see the dummy's card


def test_a_d7_empty_dummy_decks_reshuffle_or_fall_through() -> None:
    s = position(age=2)
    dm(s).strength = 9
    dm(s).decks["attacks"] = []
    dm(s).discards["attacks"] = []
    dm(s).decks["events"] = ["ii-cold_war"]
    run_task(s, "dummy_politics")  # no attack left: the event case
    assert dm(s).culture == 2
    dm(s).discards["attacks"] = ["ii-spy"]
    run_task(s, "dummy_politics")
    assert dm(s).discards["attacks"] == ["ii-spy"]  # reshuffled, used, discarded again


@pytest.mark.parametrize(("cube", "field"), [("yellow", "culture_rate"), ("blue", "science_rate")])
def test_a4_4_yellow_and_blue_cubes_raise_rates_by_the_age(cube: str, field: str) -> None:
    s = position(age=3)
    dm(s).cubes = [cube, "white"]
    before = getattr(s.dummy, field)
    run_task(s, "dummy_cube")
    assert getattr(s.dummy, field) == before + 3 and dm(s).cubes == ["white", cube]


def test_a4_4_white_cube_removes_the_rightmost_cards_present() -> None:
    s = position(age=2)
    s.row = ["i-drama", "i-iron", None, "i-alchemy", None, *[None] * 8]
    dm(s).cubes = ["white"]
    run_task(s, "dummy_cube")
    assert s.row[:5] == ["i-drama", None, None, None, None]  # A-D18: no slide, no refill


def test_a4_5_end_of_dummy_turn_converts_science() -> None:
    s = position(age=2)
    d = dm(s)
    d.culture_rate, d.science_rate, d.science, d.culture = 3, 6, 15, 0
    run_task(s, "dummy_end")
    assert (d.culture, d.science, d.strength) == (3, 1, 1 + 2 * 2)


# -- A-5 and the end ------------------------------------------------------------------------------


def test_a2_2_events_never_change_the_dummy() -> None:
    s = position()
    dm(s).strength = 5
    dm(s).culture = 3
    reveal(s, "i-crusades")
    assert (dm(s).culture, dm(s).strength) == (3, 5)


def test_a_d2_age_iv_during_the_players_turn_makes_it_the_last_round() -> None:
    s = position(age=3)
    s.civil_deck = ["iii-oil"]
    s.current_events = ["iii-impact_of_colonies"]
    s.civ.culture = 30
    s, events = act(s, "end")
    assert s.age == 4 and s.last_round == s.round
    s, events = act(s, "end")  # the last round: the dummy still takes its turn
    assert "dummy_turn" in kinds(events) and "game_over" in kinds(events)
    out = RULES.outcome(s)
    assert out is not None and out.breakdown[0]["age3_events"] == 0


def test_a_d20_the_player_wins_only_with_strictly_more_culture() -> None:
    s = position(age=4)
    s.stack = []
    s.current_events = []
    s.civ.culture = dm(s).culture = 50
    run_task(s, "final_scoring")
    out = outcome(s)
    assert out.winners == frozenset() and "a draw" in out.reason
    s.result = None
    s.civ.culture = 51
    run_task(s, "final_scoring")
    assert outcome(s).winners == frozenset({0})


def test_a_d15_international_agreement_does_nothing_when_the_dummy_is_strongest() -> None:
    s = position(age=2)
    dm(s).strength = 9
    s.row = [None] * 13
    events = reveal(s, "ii-international_agreement")
    assert pending(s) == "actions" and s.row == [None] * 13
    assert "skip_politics" not in s.civ.game_flags and kinds(events)[0] == "event"
