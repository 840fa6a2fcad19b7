"""Part B, the barbarians: every numbered rule (1-47) and decision (B-D1 to B-D27)."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine.core import IllegalAction
from bot.engine.tta.cards import catalogue
from bot.engine.tta.context import Ctx
from bot.engine.tta.rules import RULES
from tests.engine.tta.helpers import (
    act,
    food,
    kinds,
    legal,
    outcome,
    pending,
    position,
    r,
    res,
    result,
    reveal,
    run_task,
    tech,
    with_food,
)
from tests.support.told import told_error

CARDS = catalogue()


def game(optional: str = "none", seed: int = 1):
    return RULES.new_game(1, seed, {"variant": "barbarians", "optional": optional})


def barb(optional: str = "none", age: int = 1):
    return position("barbarians", optional=optional, age=age)


# -- setup and decks (rules 1-4, B-D1) --------------------------------------------------------


def test_rules_1_to_4_setup() -> None:
    s = game()
    assert [b.strength for b in s.barbarians] == [0, 0, 0]
    assert len(s.current_events) == 4
    from bot.engine.tta.decks import civil_cards, military_cards

    assert [len(civil_cards(a)) for a in (1, 2, 3)] == [44, 44, 44]  # "3+"/"4" removed
    deck2 = military_cards(s, 2)
    assert len(deck2) == 49 and "ii-international_agreement" not in deck2  # rule 3
    assert sum(1 for c in deck2 if CARDS[c].kind.value == "pact") == 4  # B-D1: pacts stay


def test_rule_44_stronger_barbarians() -> None:
    s = game("44")
    assert [b.strength for b in s.barbarians] == [1, 1, 1]
    assert s.barbarians[1].bonus == ["iii-military_bonus"]
    assert s.barbarians[2].bonus == ["ii-military_bonus"]


def test_rule_44_the_age_iii_card_goes_back_when_age_ii_begins() -> None:
    from bot.engine.tta.decks import barbarians_new_age as on_new_age

    s = barb("44")
    s.barbarians[1].bonus = ["iii-military_bonus"]
    s.barbarians[2].bonus = ["ii-military_bonus"]
    on_new_age(Ctx(s), 2)
    assert s.barbarians[1].bonus == [] and s.barbarians[2].bonus == ["ii-military_bonus"]


# -- the card row (rules 5, 6, 8, 9, 43, 45; B-D2) ----------------------------------------


def test_rules_5_6_clear_three_refill_then_dice_remove_without_refill() -> None:
    s = barb()
    s.row = [f"c{i}" for i in range(13)]
    s.row = ["i-irrigation"] * 13
    s.civil_deck = ["ii-coal"] * 30
    s, events = act(s, "end")
    dice = next(e for e in events if e.kind == "dice")
    assert set(dice.data["slots"]) >= {9, 13} and len(dice.data["slots"]) in (3, 4)
    for slot in dice.data["slots"]:
        assert s.row[slot - 1] is None
    assert sum(1 for c in s.row if c == "ii-coal") == 3 - sum(
        1 for slot in dice.data["slots"] if slot >= 11
    )


def test_rule_8_first_turn_two_actions_after_the_dice() -> None:
    s = game()
    assert len(s.dice) == 2
    assert sum(1 for c in s.row if c is None) in (3, 4)
    assert RULES.view(s, 0).civ.ca_left == 2


def test_rule_45_three_dice_slot_13_and_a_full_row() -> None:
    s = game("45")
    assert len(s.dice) == 3  # turn 1: removal only
    s.stack[-1:] = []
    s.stack.append(__import__("bot.engine.tta.state", fromlist=["ask"]).ask("actions"))
    s.round = 3
    s.civil_deck = ["i-irrigation"] * 40
    s.barbarians = s.barbarians
    from bot.engine.tta.barbarians import card_row

    card_row(Ctx(s), first_turn=False)
    assert all(c is not None for c in s.row)
    assert len(s.dice) == 3 and not (s.dice[0] == s.dice[1] == s.dice[2])


def test_rule_43_third_removed_leader_bans_the_rest() -> None:
    from bot.engine.tta.barbarians import _rule_43

    s = barb("43")
    s.leaders_removed = {"1": 3}
    s.row = ["i-joan_of_arc", "i-irrigation", "i-michelangelo", *[None] * 10]
    s.civil_deck = ["i-alchemy", "i-genghis_khan", "i-drama"]
    _rule_43(Ctx(s))
    assert 1 in s.leaders_banned
    assert "i-joan_of_arc" not in s.row and "i-michelangelo" not in s.row
    assert "i-genghis_khan" not in s.row  # a leader drawn as a replacement is replaced too
    assert s.row[:3] == ["i-drama", "i-irrigation", "i-alchemy"]


def test_rule_43_not_if_the_player_took_a_leader_of_the_age() -> None:
    from bot.engine.tta.barbarians import _rule_43

    s = barb("43")
    s.leaders_removed = {"1": 3}
    s.civ.leader_ages = [1]
    _rule_43(Ctx(s))
    assert s.leaders_banned == []


# -- wars (rules 10-15, B-D4, B-D7) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("barbarian", "after", "culture"),
    [
        (9, 10, 100 - 5 - 4),  # barbarian stronger: the player loses, the barbarian +1
        (5, 5, 100),  # a tie: nothing
        (4, 3, 100),  # the player 5: the barbarian sacrifices to a tie, 2B - P
        (2, 0, 100),  # the player more than twice as strong: the barbarian drops to 0
    ],
)
def test_b_d4_war_resolution(barbarian: int, after: int, culture: int) -> None:
    from bot.engine.tta.barbarians import resolve_war

    s = tech(barb(age=3), "i-swordsmen", workers=2)  # strength 5
    s.civ.culture = 100
    s.barbarians[0].strength = barbarian
    resolve_war(Ctx(s), 1, "iii-war_over_culture", declared_by_player=True)
    assert s.barbarians[0].strength == after and s.civ.culture == culture


def test_rule_21_player_war_declared_then_resolved_next_turn() -> None:
    s = tech(barb(age=2), "i-swordsmen", workers=2)
    s.civ.military = ["ii-war_over_territory"]
    from bot.engine.tta.state import ask

    s.stack.append(ask("politics"))
    s.barbarians[1].strength = 2
    s, _ = act(s, "war:ii-war_over_territory:2")
    assert s.civ.war == ["ii-war_over_territory", "2"] and s.civ.ma_used == 2
    s, events = act(s, "end")
    assert "war_result" in kinds(events) and s.barbarians[1].strength >= 0
    assert s.civ.war == []


def test_b_d11_no_war_in_the_last_turn() -> None:
    s = barb(age=4)
    s.last_round = s.round
    s.civ.military = ["iii-war_over_culture"]
    from bot.engine.tta.state import ask

    s.stack.append(ask("politics"))
    with pytest.raises(IllegalAction):
        act(s, "war:iii-war_over_culture:1")


# -- the barbarian phase (rules 16-19, B-D6 to B-D9) -----------------------------------------


def test_rule_16_growth_by_age_and_colonies() -> None:
    s = barb(age=3)
    s.military_deck = []
    s.barbarians[0].colonies = ["i-vast_territory"] * 5
    run_task(s, "barbarian_phase")
    assert [b.strength for b in s.barbarians] == [2 + 3, 2, 2]  # B-D18: colonies capped at 3


def test_rule_17_one_card_each() -> None:
    s = tech(barb(age=2), "i-swordsmen", workers=2)  # strength 5
    s.barbarians[2].strength = 1
    s.military_deck = ["ii-spy", "ii-military_bonus", "ii-classic_army"]  # drawn from the top
    s.discards = {}
    run_task(s, "barbarian_phase")
    b1, b2, b3 = s.barbarians
    assert b1.strength == 1 + 1  # Age II growth, then the tactic (17a)
    assert b2.bonus == ["ii-military_bonus"] and b2.strength == 1  # 17d
    assert b3.attacks == ["ii-spy"] and b3.strength == 1 + 1 + 1  # 17f: +1 stored card
    assert s.discards["2"] == ["ii-classic_army"]


def test_rule_17c_events_go_to_the_future_deck_age_iii_to_possible_events() -> None:
    s = barb(age=3)
    s.military_deck = ["iii-military_bonus", "ii-cold_war", "iii-impact_of_colonies"]
    s.current_events = ["a-development_of_crafts"]
    run_task(s, "barbarian_phase")
    assert s.possible_events == ["iii-impact_of_colonies"]
    assert res(s) == 2 and s.current_events == ["ii-cold_war"]


def test_rule_17e_stronger_barbarian_attacks_at_once_and_grows_when_it_wins() -> None:
    s = with_food(barb(age=2), food=4)
    s.barbarians[0].strength = 9
    s.military_deck = ["ii-military_bonus", "ii-military_bonus", "ii-plunder"]
    run_task(s, "barbarian_phase")
    assert pending(s) == "actions"  # no military cards: no defense to choose
    assert food(s) == 0 and s.barbarians[0].strength == 9 + 1 + 1  # growth, then +1 (14a)


def test_b_d6_barbarian_raid_follows_rule_14b() -> None:
    from bot.engine.tta.attacks import suffer

    s = tech(tech(barb(age=2), "i-drama", workers=1), "i-printing_press", workers=1)
    suffer(Ctx(s), CARDS["ii-raid"], barbarian=True)
    # highest level first; on a tie the more expensive (Drama 4 over Printing Press 3)
    assert "i-drama" not in s.civ.workers and "i-printing_press" not in s.civ.workers


def test_b_d6_barbarian_infiltrate_takes_the_higher_card() -> None:
    from bot.engine.tta.attacks import suffer

    s = barb(age=2)
    s.civ.leader = "a-moses"
    s.civ.wonder = "i-great_wall"
    suffer(Ctx(s), CARDS["ii-infiltrate"], barbarian=True)
    assert s.civ.wonder is None and s.civ.leader == "a-moses"


def test_rule_18_a_stored_attack_is_used_by_a_stronger_barbarian() -> None:
    s = with_food(barb(age=2), resources=5)
    s.barbarians[0].strength = 9
    s.barbarians[0].attacks = ["ii-plunder", "ii-war_over_territory"]
    s.military_deck = ["ii-military_bonus"] * 3
    run_task(s, "barbarian_phase")
    assert s.barbarians[0].war == "ii-war_over_territory"  # a war before an aggression
    assert s.barbarians[0].attacks == ["ii-plunder"]


def test_b_d10_player_aggression_against_a_barbarian() -> None:
    from bot.engine.tta.state import ask

    s = tech(barb(age=2), "ii-riflemen", workers=2)  # strength 7
    s.civ.military = ["ii-spy", "ii-spy"]
    s.stack.append(ask("politics"))
    s.barbarians[0].strength = 3
    s.barbarians[0].bonus = ["i-military_bonus", "ii-military_bonus", "ii-military_bonus"]
    s, events = act(s, "aggress:ii-spy:1")
    assert "barbarian_defends" in kinds(events)
    assert s.barbarians[0].bonus == ["i-military_bonus", "ii-military_bonus"]  # one card did it
    assert s.civ.science == 0  # rule 21: no gain for the player
    s.barbarians[0].bonus = []
    from bot.engine.tta.state import ask as ask_

    s.stack.append(ask_("politics"))
    s, _ = act(s, "aggress:ii-spy:1")
    assert s.barbarians[0].strength == 1  # min(7 - 3, 2) = 2 lost


def test_b_d10_aggression_needs_more_strength() -> None:
    from bot.engine.tta.state import ask

    s = barb(age=2)
    s.civ.military = ["ii-spy"]
    s.stack.append(ask("politics"))
    s.barbarians[2].strength = 1
    with pytest.raises(IllegalAction) as refused:
        act(s, "aggress:ii-spy:3")
    assert "stronger than barbarian 3" in told_error(refused.value, "tta")


def test_rule_19_and_b_d25_antiquated_stored_cards_are_discarded() -> None:
    from bot.engine.tta.decks import barbarians_new_age as on_new_age

    s = barb(age=2)
    s.barbarians[0].attacks = ["i-raid", "ii-spy"]
    s.barbarians[0].bonus = ["i-military_bonus"]
    on_new_age(Ctx(s), 3)
    assert s.barbarians[0].attacks == ["ii-spy"] and s.barbarians[0].bonus == []


# -- colonization (rules 23-28, B-D12) ------------------------------------------------------


def test_rule_28_example_auction() -> None:
    """Age II; White 13, Red 16 with a colonization-2 card, Yellow 12 with I and II cards;
    the player 11. White bids 2, Red 5, Yellow passes; Red wins and drops to 13."""
    s = barb(age=2)
    tech(s, "ii-riflemen", workers=3)
    s.civ.workers["a-warriors"] = 1
    assert r(s).strength == 10
    s.civ.workers["a-warriors"] = 2
    s.civ.yellow_bank -= 1
    assert r(s).strength == 11
    s.barbarians[0].strength = 13
    s.barbarians[1].strength = 16
    s.barbarians[1].bonus = ["ii-military_bonus"]
    s.barbarians[2].strength = 12
    s.barbarians[2].bonus = ["i-military_bonus", "ii-military_bonus"]
    events = reveal(s, "ii-vast_territory")
    bids = [(e.data["barbarian"], e.data["bid"]) for e in events if e.kind == "barbarian_bid"]
    assert bids == [(1, 2), (2, 5)]
    assert pending(s) == "bid" and legal(s)[:2] == ["pass", "bid:6"]
    s, events = act(s, "pass")
    assert s.barbarians[1].strength == 13 and s.barbarians[1].bonus == []
    assert s.barbarians[1].colonies == ["ii-vast_territory"]
    assert s.barbarians[2].bonus == ["i-military_bonus", "ii-military_bonus"]


def test_rule_24_barbarians_at_war_or_without_strength_do_not_bid() -> None:
    from bot.engine.tta.barbarians import barbarian_bid

    s = barb(age=2)
    s.barbarians[0].war = "ii-war_over_territory"
    s.barbarians[0].strength = 9
    assert barbarian_bid(s, 1) is None and barbarian_bid(s, 2) is None
    s.barbarians[1].bonus = ["i-military_bonus"]
    assert barbarian_bid(s, 2) == (1, 0)


def test_the_player_outbids_and_must_send_the_force() -> None:
    s = tech(barb(age=1), "i-swordsmen", workers=2)
    s.barbarians[0].strength = 3
    reveal(s, "i-historic_territory")
    assert pending(s) == "bid"
    s, _ = act(s, "bid:2")
    assert pending(s) == "colonize"
    s, _ = act(s, "send:i-swordsmen")
    s, _ = act(s, "done")
    assert s.civ.colonies == ["i-historic_territory"] and s.civ.culture == 6


# -- events with barbarians (rules 36-39, B-D13) ------------------------------------------------


def test_rule_38_declaration_of_independence_hits_a_weakest_barbarian_too() -> None:
    s = tech(barb(age=2), "i-swordsmen", workers=1)
    s.civ.colonies = ["i-historic_territory"]
    s.barbarians[2].colonies = ["i-vast_territory"]
    reveal(s, "ii-independence_declaration")
    assert s.civ.colonies == ["i-historic_territory"]  # the player is not the weakest
    assert s.barbarians[2].colonies == []  # the weakest barbarian with a colony loses it
    s.barbarians[0].colonies = ["i-vast_territory"]
    s.barbarians[0].strength = 1
    reveal(s, "ii-independence_declaration")
    assert s.barbarians[0].colonies == ["i-vast_territory"]  # not among the weakest


def test_rule_36_four_civilizations_for_two_strongest() -> None:
    s = barb(age=2)
    s.barbarians[0].strength = 5
    reveal(s, "ii-cold_war")
    assert s.civ.science == 6  # second strongest of four (ties are yours)
    s.barbarians[1].strength = 5
    reveal(s, "ii-cold_war")
    assert s.civ.science == 6


# -- the end (rules 29-35, 46, 47; B-D17, B-D19, B-D20, B-D26) ---------------------------------


def test_rules_29_31_last_turn_no_draw_optional_production() -> None:
    s = barb(age=3)
    s.civil_deck = ["iii-oil"]
    s.round = 9
    s, events = act(s, "end")
    assert s.age == 4 and s.last_round == s.round
    assert "barbarian_phase" in kinds(events)
    s, events = act(s, "end")
    assert pending(s) == "last_production"
    s, events = act(s, "skip")
    assert "draw" not in kinds(events) and "production" not in kinds(events)
    assert "game_over" in kinds(events)


def test_rule_32_33_final_growth_and_strength_comparison() -> None:
    s = tech(barb(age=4), "iii-tanks", workers=1)  # strength 6
    s.stack = []
    s.barbarians[0].strength = 0
    s.barbarians[1].colonies = ["i-vast_territory"]
    run_task(s, "barbarian_final_growth")
    assert [b.strength for b in s.barbarians] == [3, 4, 3]
    run_task(s, "final_scoring")
    assert result(s)["survived"] and result(s)["strength"] == 6


def test_rule_33_overrun_is_a_loss() -> None:
    s = barb(age=4)
    s.stack = []
    s.barbarians[0].strength = 1
    s.civ.culture = 300
    run_task(s, "final_scoring")
    out = outcome(s)
    assert out.winners == frozenset() and "overrun by the barbarians" in out.reason


def test_rule_34_possible_events_per_five_points_of_lead() -> None:
    s = tech(barb(age=4), "iii-tanks", workers=2)  # strength 11
    s.stack = []
    s.civ.colonies = ["i-vast_territory"]
    s.possible_events = ["iii-impact_of_colonies"] * 4
    s.barbarians[0].strength = 1
    run_task(s, "final_scoring")
    assert result(s)["parts"]["possible_events"] == 2 * 3  # (11 - 1) // 5 = 2 cards
    assert len(s.possible_events) == 2


def test_rule_35_target_180() -> None:
    s = tech(barb(age=4), "iii-tanks", workers=1)
    s.stack = []
    s.civ.culture = 180
    run_task(s, "final_scoring")
    assert outcome(s).winners == frozenset({0})


def test_rule_46_strength_cap_costs_culture() -> None:
    from bot.engine.tta.hordes import grow

    s = barb("46")
    s.civ.culture = 30
    s.barbarians[0].strength = 57
    grow(Ctx(s), 1, 6, "test")
    assert s.barbarians[0].strength == 59 and s.civ.culture == 30 - 16


def test_rule_47_alternative_scoring() -> None:
    s = tech(tech(barb("47", age=4), "iii-tanks", workers=2), "iii-rockets", workers=1)
    s.stack = []
    s.civ.colonies = ["i-vast_territory"]
    s.barbarians[0].strength = 10
    s.current_events = ["iii-impact_of_colonies"]
    s.possible_events = ["iii-impact_of_colonies"] * 5
    mine = r(s).strength
    run_task(s, "final_scoring")
    parts = result(s)["parts"]
    assert parts["rule47_lead"] == mine - 10
    assert parts["possible_events"] == 2 * 3  # topped up to at least 3 events
    assert pending(s) == "swap47"
    s, _ = act(s, "keep")
    assert RULES.outcome(s) is not None


def test_b_d7_a_war_declared_in_the_last_turn_resolves_before_rule_32() -> None:
    s = barb(age=4)
    s.stack = []
    s.barbarians[0].war = "iii-war_over_culture"
    s.barbarians[0].strength = 5
    s.civ.culture = 20
    run_task(s, "final_wars")
    assert s.civ.culture == 20 - (5 + 4) and s.barbarians[0].war is None
    assert s.barbarians[0].strength == 6


def test_b_d27_no_pact_offers() -> None:
    from bot.engine.tta.state import ask

    s = barb(age=2)
    s.civ.military = ["ii-scientific_cooperation"]
    s.stack.append(ask("politics"))
    assert not any("scientific" in t for t in legal(s))


def test_random_barbarian_game_counts_dice_per_turn() -> None:
    s = game(seed=4)
    seen: Counter[str] = Counter()
    for _ in range(30):
        if RULES.outcome(s) is not None:
            break
        s, events = act(s, "end") if "end" in legal(s) else act(s, legal(s)[0])
        seen.update(k for k in kinds(events) if k in ("dice", "barbarian_phase"))
    assert seen["dice"] >= 5 and seen["barbarian_phase"] >= 3


def test_rule_9_the_barbarians_rest_on_turn_2() -> None:
    s = game(seed=2)
    s, events = act(s, "end")  # turn 1 ends; turn 2 begins
    assert s.round == 2 and "barbarian_phase" not in kinds(events)
    s, events = act(s, "end")
    assert s.round == 3 and "barbarian_phase" in kinds(events)


def test_rule_10_a_war_resolves_before_the_barbarians_grow() -> None:
    s = tech(barb(age=2), "i-swordsmen", workers=2)  # strength 5
    s.civ.war = ["ii-war_over_territory", "1"]
    s.barbarians[0].strength = 4
    s.military_deck = ["ii-military_bonus"] * 3
    s, events = act(s, "end")
    order = [e.kind for e in events if e.kind in ("war_result", "barbarian_grows")]
    assert order[0] == "war_result"
    assert s.barbarians[0].strength == 3 + 1  # 2B - P = 3, then +1 for Age II


def test_rule_41_gandhi_only_gives_culture() -> None:
    from bot.engine.tta.state import ask

    s = tech(barb(age=3), "i-swordsmen", workers=2)
    s.civ.leader = "iii-mahatma_gandhi"
    s.civ.military = ["iii-armed_intervention"]
    s.stack.append(ask("politics"))
    assert "aggress:iii-armed_intervention:1" in legal(s) and r(s).culture == 2
