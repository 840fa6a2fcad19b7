"""Commerce (rules §5): prices, trading posts, what may be bought, payment plans, timing.

Seats 0, 1, 2 hold Giza (stone), Ephesus (papyrus), Rhodes (ore), all side A. Left is the
next seat clockwise (D1): city 0's left neighbour is city 1, its right neighbour city 2.
"""

from __future__ import annotations

from bot.engine.core import Action
from bot.engine.wonders import RULES
from bot.engine.wonders.costs import build_plans, stage_plans
from bot.engine.wonders.payment import LISTED_PLANS, Plan
from bot.engine.wonders.state import WondersState
from tests.engine.wonders.helpers import act, build, position, tokens
from tests.support.told import english

IDLE = ["altar", "theater"]


def three(hand0: list[str], coins: int | list[int] = 3) -> WondersState:
    return position(3, hands=[hand0, list(IDLE), list(IDLE)], coins=coins)


def finish_others(s: WondersState, *seats: int) -> WondersState:
    for seat in seats:
        s, _ = act(s, seat, "card:altar", "build")
    return s


def test_buying_costs_two_coins_paid_to_the_seller_at_resolution() -> None:
    s = three(["barracks"])  # needs ore: only Rhodes (right) has ore
    assert build_plans(s, 0, "barracks") == [Plan(0, 2, 0)]
    s, events = act(s, 0, "card:barracks", "build")  # one plan: committed at once
    assert [e.kind for e in events][-1] == "ready"
    assert s.cities[0].coins == 3 and s.cities[2].coins == 3  # nothing moves before reveal
    s = finish_others(s, 1, 2)
    assert s.cities[0].coins == 1 and s.cities[2].coins == 5
    assert "barracks" in s.cities[0].built


def test_east_trading_post_is_the_right_neighbour_and_west_the_left() -> None:
    s = three(["barracks", "stockade"])
    build(s, 0, "east_trading_post")
    assert build_plans(s, 0, "barracks") == [Plan(0, 1, 0)]  # ore from Rhodes (right) at 1
    build(s, 1, "lumber_yard")  # wood on the left (Ephesus)
    assert build_plans(s, 0, "stockade") == [Plan(2, 0, 0)]
    build(s, 0, "west_trading_post")
    assert build_plans(s, 0, "stockade") == [Plan(1, 0, 0)]


def test_marketplace_lowers_manufactured_goods_from_both_neighbours() -> None:
    s = three(["scriptorium", "apothecary"])
    build(s, 2, "loom_1")
    assert build_plans(s, 0, "scriptorium") == [Plan(2, 0, 0)]  # papyrus: Ephesus (left)
    build(s, 0, "marketplace")
    assert build_plans(s, 0, "scriptorium") == [Plan(1, 0, 0)]
    assert build_plans(s, 0, "apothecary") == [Plan(0, 1, 0)]  # textile from Rhodes
    build(s, 0, "east_trading_post")  # raw only: no change for goods
    assert build_plans(s, 0, "apothecary") == [Plan(0, 1, 0)]


def test_olympia_b_first_stage_acts_as_both_trading_posts() -> None:
    s = position(
        3,
        wonders=["olympia", "giza", "rhodes"],
        sides="b",
        hands=[["walls"], IDLE, IDLE],
        coins=[9, 3, 3],
    )
    # walls: 3 stone; Olympia (wood) buys stone from Giza (left) only: 1 unit there
    build(s, 1, "quarry")  # Giza now makes 3 stone
    assert build_plans(s, 0, "walls") == [Plan(6, 0, 0)]
    s.cities[0].stages = 1
    assert build_plans(s, 0, "walls") == [Plan(3, 0, 0)]
    build(s, 2, "glassworks_1")
    assert build_plans(s, 0, "workshop") == [Plan(0, 2, 0)]  # goods: still 2


def test_distinct_plans_cheapest_first_and_buyer_chooses_the_seller() -> None:
    s = three(["barracks"])
    build(s, 1, "ore_vein")  # both neighbours sell ore now
    build(s, 0, "east_trading_post")
    plans = build_plans(s, 0, "barracks")
    assert plans == [Plan(0, 1, 0), Plan(2, 0, 0)]
    s, _ = act(s, 0, "card:barracks", "build")
    assert tokens(s, 0) == ["pay:0:1:0", "pay:2:0:0", "back"]
    assert (
        english(RULES.action_phrase(s, None, RULES.parse(s, 0, "pay:2:0:0")), "wonders")
        == "Pay 2 coins to the left neighbour"
    )
    s, _ = act(s, 0, "pay:2:0")  # paying more to the left is the player's right
    s = finish_others(s, 1, 2)
    assert (s.cities[0].coins, s.cities[1].coins, s.cities[2].coins) == (1, 5, 3)


def test_a_choice_card_sells_one_unit_of_one_of_its_resources() -> None:
    s = three(["walls"], coins=9)
    build(s, 1, "timber_yard")  # stone/wood on the left
    # walls: 3 stone; own 1 (Giza) + 1 from the Timber Yard = 2: not enough
    assert build_plans(s, 0, "walls") == []
    build(s, 2, "stone_pit")
    assert build_plans(s, 0, "walls") == [Plan(2, 2, 0)]


def test_one_brown_card_sells_at_most_its_production_per_buyer() -> None:
    s = position(3, wonders=["rhodes", "giza", "ephesus"], hands=[IDLE, IDLE, IDLE], coins=9)
    # Rhodes A stage 1 costs 2 wood; only one Lumber Yard next door
    build(s, 1, "lumber_yard")
    assert stage_plans(s, 0) == []
    build(s, 2, "lumber_yard")
    assert stage_plans(s, 0) == [Plan(2, 2, 0)]


def test_forum_caravansery_and_alexandria_stages_are_not_for_sale() -> None:
    s = three(["stockade", "scriptorium"], coins=9)
    build(s, 1, "caravansery", "forum")
    assert build_plans(s, 0, "stockade") == []
    # but the owner uses them itself
    s2 = position(3, hands=[IDLE, ["stockade"], IDLE])
    build(s2, 1, "caravansery")
    assert build_plans(s2, 1, "stockade") == [Plan(0, 0, 0)]
    s3 = position(3, wonders=["giza", "alexandria", "rhodes"], hands=[["stockade"], IDLE, IDLE])
    s3.cities[1].stages = 2  # Alexandria A stage 2: any raw material, owner only
    assert build_plans(s3, 0, "stockade") == []
    assert build_plans(s3, 1, "stockade") == [Plan(0, 0, 0)]


def test_coins_are_those_at_the_start_of_the_turn() -> None:
    s = three(["barracks"], coins=[1, 3, 3])
    assert build_plans(s, 0, "barracks") == []
    assert "build:barracks" not in tokens(act(s, 0, "card:barracks")[0], 0)
    s, _ = act(s, 0, "card:barracks")
    reason = english(RULES.why_illegal(s, 0, Action("build", ("barracks",))), "wonders")
    assert reason == "You cannot afford Barracks: you need 1 more coin."


def test_both_neighbours_may_buy_the_same_resource_and_the_seller_keeps_it() -> None:
    s = position(3, hands=[["baths"], ["baths"], ["baths"]], coins=3)
    # Ephesus (1) and Rhodes (2) both buy Giza's stone; Giza builds Baths with it too
    s, _ = act(s, 0, "card:baths", "build")
    s, _ = act(s, 1, "card:baths", "build")
    s, _ = act(s, 2, "card:baths", "build")
    assert [("baths" in c.built) for c in s.cities] == [True, True, True]
    assert [c.coins for c in s.cities] == [7, 1, 1]


def test_coins_from_sales_cannot_be_spent_in_the_same_turn() -> None:
    # Giza has 0 coins: it sells stone to both neighbours but cannot buy ore this turn
    s = position(3, hands=[["barracks"], ["baths"], ["baths"]], coins=[0, 3, 3])
    s, _ = act(s, 0, "card:barracks")
    assert tokens(s, 0) == ["discard:barracks", "back"]
    s, _ = act(s, 0, "discard")
    s, _ = act(s, 1, "card:baths", "build")
    s, _ = act(s, 2, "card:baths", "build")
    assert s.cities[0].coins == 0 + 3 + 2 + 2


# -- buying what you produce (D5): reachable behind one "other ways to pay" choice ----------


def _olympia_and_wood_seller(hand0: list[str], coins: int = 3) -> WondersState:
    """Olympia (wood) at seat 0; its left neighbour Giza sells wood from a Lumber Yard."""
    s = position(3, wonders=["olympia", "giza", "rhodes"], hands=[hand0, IDLE, IDLE], coins=coins)
    build(s, 1, "lumber_yard")
    return s


def test_a_city_may_buy_a_resource_it_produces_itself() -> None:
    """D5 ("buying a resource you could produce yourself is allowed"), §5.3: the seller is
    paid 2 coins at resolution although Olympia makes the wood for the Stockade itself."""
    s = _olympia_and_wood_seller(["stockade"])
    s, _ = act(s, 0, "card:stockade", "build")
    assert tokens(s, 0) == ["pay:0:0:0", "pay:other", "back"]  # the cheapest comes first
    s, _ = act(s, 0, "pay:other")
    assert tokens(s, 0) == ["pay:0:0:0", "pay:2:0:0", "back"]
    s, _ = act(s, 0, "pay:2:0:0")
    assert s.ready[0]
    s = finish_others(s, 1, 2)
    assert "stockade" in s.cities[0].built
    assert (s.cities[0].coins, s.cities[1].coins, s.cities[2].coins) == (1, 5, 3)


def test_other_ways_to_pay_goes_back_to_the_short_list() -> None:
    s = _olympia_and_wood_seller(["stockade"])
    s, _ = act(s, 0, "card:stockade", "build", "pay:other", "back")
    assert tokens(s, 0) == ["pay:0:0:0", "pay:other", "back"]
    reason = english(RULES.why_illegal(s, 0, Action.parse("pay:2:0:0")), "wonders")
    assert reason is not None and "Other ways to pay" in reason
    assert english(RULES.action_phrase(s, None, Action.parse("pay:other")), "wonders").startswith(
        "Other ways to pay"
    )


def _many_plans() -> WondersState:
    """Giza buys a Palace (one of each resource; it makes the stone) from two neighbours
    that sell everything (Ephesus makes papyrus, Rhodes ore), raw materials cheaper on the
    left: many undominated ways to pay, and the stone for sale on the right."""
    s = position(3, hands=[["palace"], IDLE, IDLE], coins=[20, 3, 3], age=3)
    build(s, 0, "west_trading_post", "marketplace")
    build(s, 1, "lumber_yard", "clay_pool", "ore_vein", "glassworks_1", "loom_1")  # + papyrus
    build(s, 2, "lumber_yard", "clay_pool", "stone_pit", "glassworks_1", "loom_1", "press_1")
    return s


def test_the_plan_list_stays_short_and_other_ways_opens_every_plan() -> None:
    """Cheapest first, at most LISTED_PLANS plans before "other ways to pay"; the full list
    has every plan, and every one of them is charged as it says (§5.3, D5)."""
    s, _ = act(_many_plans(), 0, "card:palace", "build")
    top = RULES.legal_actions(s, 0)
    assert top[-2:] == [Action.parse("pay:other"), Action.parse("back")]
    listed = [Plan.from_args(a.args) for a in top[:-2]]
    assert len(listed) == LISTED_PLANS
    assert listed == build_plans(s, 0, "palace")[:LISTED_PLANS]
    s_all, _ = act(s, 0, "pay:other")
    every = [Plan.from_args(a.args) for a in RULES.legal_actions(s_all, 0)[:-1]]
    assert RULES.legal_actions(s_all, 0)[-1] == Action.parse("back")
    assert every[0] == listed[0] and every[0].total == min(p.total for p in every)
    assert set(listed) < set(every) and len(set(every)) == len(every)
    assert set(every) == set(build_plans(s, 0, "palace", every=True))
    assert max(p.total for p in every) == 4 * 2 + 3  # all raw from the right, its stone too
    for plan in every:
        done, _ = act(s_all, 0, "pay:" + ":".join(plan.token_args))
        done = finish_others(done, 1, 2)
        assert "palace" in done.cities[0].built
        assert done.cities[0].coins == 20 - plan.total
        assert (done.cities[1].coins, done.cities[2].coins) == (3 + plan.left, 3 + plan.right)
