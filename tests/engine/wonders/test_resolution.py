"""One turn: secret commitments, withdrawal, the two-pass reveal (rules §4.5), chains."""

from __future__ import annotations

import pytest

from bot.engine.core import Action, IllegalAction, play
from bot.engine.wonders import RULES
from bot.engine.wonders.costs import build_plans
from bot.engine.wonders.payment import Plan
from bot.words.phrases import say
from tests.engine.wonders.helpers import act, build, event, position, stages, tokens
from tests.support.told import english, told_error

IDLE = ["altar", "theater"]


def test_commitments_are_secret_and_may_be_withdrawn_until_the_last_one() -> None:
    s = position(3, hands=[["tavern", "altar"], ["tavern", "altar"], ["tavern", "altar"]])
    assert RULES.to_move(s) == {0, 1, 2}
    assert not RULES.actions_are_public(s, 0)
    s, events = act(s, 0, "card:tavern", "build")
    public = [e for e in events if e.visible_to is None]
    assert [e.kind for e in public] == ["ready"]
    assert all("tavern" not in str(e.data) for e in public)
    assert RULES.view(s, None).cities[0].status == "ready"
    assert RULES.view(s, 1).choice == ()
    assert [say(x, None, game="wonders") for x in RULES.view(s, 0).choice] == [
        "Tavern → build (free)"
    ]
    assert RULES.to_move(s) == {1, 2}
    # committed, owes nothing, may still withdraw or pick again at once
    assert tokens(s, 0) == ["withdraw", "card:tavern", "card:altar"]
    s, events = act(s, 0, "withdraw")
    assert [e.kind for e in events] == ["unready"] and RULES.to_move(s) == {0, 1, 2}
    s, _ = act(s, 0, "card:altar", "build")
    s, _ = act(s, 1, "card:tavern", "build")
    s, events = act(s, 2, "card:tavern", "discard")  # the last commitment reveals
    assert "altar" in s.cities[0].built and "tavern" in s.cities[1].built
    assert "withdraw" not in tokens(s, 0)  # revealed: nothing to take back any more
    moves = event(events, "revealed")["moves"]
    assert [m["action"] for m in moves] == ["build", "build", "discard"]
    assert "card" not in moves[2]  # a discarded card stays face down


def test_back_steps_undo_a_choice_in_progress() -> None:
    s = position(3, hands=[["tavern", "altar"], IDLE, IDLE])
    s, _ = act(s, 0, "card:tavern")
    assert tokens(s, 0) == ["build:tavern", "discard:tavern", "back"]
    s, _ = act(s, 0, "back")
    assert tokens(s, 0) == ["card:tavern", "card:altar"]


def test_hands_pass_left_in_ages_one_and_three_and_right_in_age_two() -> None:
    for age, expected in (
        (1, [["c"], ["a"], ["b"]]),
        (2, [["b"], ["c"], ["a"]]),
        (3, [["c"], ["a"], ["b"]]),
    ):
        hands = [["altar", "a"], ["altar", "b"], ["altar", "c"]]
        s = position(3, hands=hands, age=age)
        s.hands = [["altar", "loom_1"], ["altar", "press_1"], ["altar", "glassworks_1"]]
        for seat in range(3):
            s, _ = act(s, seat, "card:altar", "discard")
        names = {"loom_1": "a", "press_1": "b", "glassworks_1": "c"}
        assert [[names[x] for x in h] for h in s.hands] == expected
        assert s.turn == 2


def test_the_seventh_card_is_discarded_without_coins_and_conflicts_follow() -> None:
    hands = [["stockade", "altar"], ["altar", "theater"], ["altar", "theater"]]
    s = position(3, hands=hands, turn=6, coins=3)
    build(s, 2, "lumber_yard")
    s, _ = act(s, 0, "card:stockade", "build")  # wood from Rhodes (right) who has a Lumber Yard
    s, _ = act(s, 1, "card:altar", "build")
    s, events = act(s, 2, "card:altar", "build")
    assert s.discard == ["altar", "theater", "theater"]
    assert event(events, "seventh_discarded") == {"n": 3}
    assert (
        s.cities[0].tokens == [1, 1] and s.cities[1].tokens == [-1] and s.cities[2].tokens == [-1]
    )
    assert s.age == 2 and s.turn == 1 and all(len(h) == 7 for h in s.hands)


@pytest.mark.parametrize(("age", "win"), [(1, 1), (2, 3), (3, 5)])
def test_conflict_tokens_per_age(age: int, win: int) -> None:
    from bot.engine.wonders.resolve import conflicts

    s = position(4, hands=[[], [], [], []], age=age)
    build(s, 0, "stockade", "walls")  # 3 shields
    build(s, 1, "walls")  # 2
    build(s, 2, "walls")  # 2 (tie with 1)
    conflicts(s)
    assert s.cities[0].tokens == [win, win]  # beats 1 (left) and 3 (right, no shields)
    assert s.cities[1].tokens == [-1]
    assert s.cities[2].tokens == [win]  # beats 3, ties 1
    assert s.cities[3].tokens == [-1, -1]


def test_vineyard_counts_brown_cards_placed_by_neighbours_in_the_same_turn() -> None:
    s = position(3, hands=[["vineyard"], ["lumber_yard"], ["clay_pool"]], age=2)
    build(s, 0, "ore_vein")
    for seat, card in ((0, "vineyard"), (1, "lumber_yard"), (2, "clay_pool")):
        s, _events = act(s, seat, f"card:{card}", "build")
    assert s.cities[0].coins == 3 + 3  # own Ore Vein + both neighbours' new cards (D3)


def test_bazar_haven_lighthouse_chamber_and_arena_count_when_built() -> None:
    s = position(3, hands=[["bazar"], IDLE, IDLE], age=2)
    build(s, 0, "loom_1")
    build(s, 1, "press_1", "glassworks_2")
    s, _ = act(s, 0, "card:bazar", "build")
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 2, "card:altar", "build")
    assert s.cities[0].coins == 3 + 2 * 3
    for card, setup, gain in (
        ("haven", ("lumber_yard", "ore_vein", "loom_1", "forum"), 2),  # chain from Forum
        ("lighthouse", ("caravansery", "tavern", "glassworks_1"), 3),  # counts itself (D4)
        ("chamber_of_commerce", ("loom_1", "press_2", "clay_pit"), 4),
        ("arena", ("dispensary",), 6),  # two stages built
    ):
        s = position(3, hands=[[card], IDLE, IDLE], age=3, coins=0)
        build(s, 0, *setup)
        stages(s, 0, 2)
        assert build_plans(s, 0, card) == [Plan(free="chain")] or card == "chamber_of_commerce"
        if card == "chamber_of_commerce":
            build(s, 0, "brickyard")  # 2 clay + press for papyrus
        s, _ = act(s, 0, f"card:{card}", "build")
        s, _ = act(s, 1, "card:altar", "build")
        s, _ = act(s, 2, "card:altar", "build")
        assert s.cities[0].coins == gain, card


def test_tavern_and_discard_coins_arrive_after_all_payments() -> None:
    s = position(3, hands=[["tavern"], ["baths"], IDLE], coins=[0, 2, 3])
    s, _ = act(s, 0, "card:tavern", "build")
    s, _ = act(s, 1, "card:baths", "build")  # buys Giza's stone for 2
    s, _ = act(s, 2, "card:altar", "discard")
    assert [c.coins for c in s.cities] == [0 + 5 + 2, 0, 6]


def test_chains_build_for_free_and_names_cannot_repeat() -> None:
    s = position(3, hands=[["temple", "loom_2"], IDLE, IDLE], age=2, coins=0)
    build(s, 0, "altar", "loom_1")
    assert build_plans(s, 0, "temple") == [Plan(free="chain")]
    assert build_plans(s, 0, "loom_2") == []  # Age I Loom already built (D34)
    s, _ = act(s, 0, "card:loom_2")
    assert tokens(s, 0) == ["discard:loom_2", "back"]
    assert (
        english(RULES.why_illegal(s, 0, Action("build", ("loom_2",))), "wonders")
        == "You already have a Loom in your city."
    )
    s, _ = act(s, 0, "back", "card:temple", "build")
    assert english(RULES.action_phrase(s, None, Action("withdraw")), "wonders").startswith(
        "Change my pick"
    )
    s, _ = act(s, 1, "card:altar", "build")
    s, events = act(s, 2, "card:altar", "build")
    assert "temple" in s.cities[0].built and s.cities[0].coins == 0
    assert event(events, "revealed")["moves"][0]["free"] == "chain"


def test_wonder_stage_uses_any_card_and_hides_it() -> None:
    s = position(3, hands=[["tavern", "baths"], IDLE, IDLE], coins=3)
    build(s, 0, "stone_pit")  # Giza: 2 stone for stage 1
    s, _ = act(s, 0, "card:tavern", "wonder")
    s, _ = act(s, 1, "card:altar", "build")
    s, events = act(s, 2, "card:altar", "build")
    assert s.cities[0].stages == 1 and s.cities[0].tucked == ["tavern"]
    staged = [e for e in events if e.kind == "staged_card"]
    assert staged and staged[0].visible_to == frozenset({0})
    assert "tavern" not in str(event(events, "revealed"))


def test_refusals() -> None:
    s = position(3, hands=[["tavern"], IDLE, IDLE])
    with pytest.raises(IllegalAction) as refused:
        play(RULES, s, 0, Action("card", ("baths",)))
    assert "not in your hand" in told_error(refused.value, "wonders")
    with pytest.raises(IllegalAction) as refused:
        play(RULES, s, 0, Action("build", ("tavern",)))
    assert "Pick a card first" in told_error(refused.value, "wonders")
