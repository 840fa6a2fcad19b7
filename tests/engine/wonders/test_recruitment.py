"""The leader draft (rules §13.2) and the recruitment turns (§13.3, D11, D26, D30, D31)."""

from __future__ import annotations

from bot.engine.wonders import RULES
from bot.engine.wonders.state import Phase, WondersState
from tests.engine.wonders.helpers import act, event, kinds, position, recruit_phase, tokens
from tests.support.told import english


def test_the_draft_keeps_one_and_passes_the_rest_to_the_right() -> None:
    s = RULES.new_game(3, 4, {"leaders": True, "sides": "a"})
    assert s.phase == Phase.DRAFT and all(len(h) == 4 for h in s.draft)
    assert all(c.coins == 6 for c in s.cities)  # Leaders: 6 starting coins
    assert not RULES.actions_are_public(s, 0)
    dealt = [list(h) for h in s.draft]
    keep = dealt[0][0]
    s, events = act(s, 0, f"keep:{keep}")
    assert kinds([e for e in events if e.visible_to is None]) == ["ready"]
    assert RULES.view(s, None).cities[0].status == "ready"
    assert RULES.view(s, 1).draft == tuple(dealt[1]) and RULES.view(s, None).draft == ()
    s, _ = act(s, 0, "withdraw")
    s, _ = act(s, 0, f"keep:{dealt[0][1]}")
    s, _ = act(s, 1, f"keep:{dealt[1][0]}")
    s, _ = act(s, 2, f"keep:{dealt[2][0]}")
    assert s.leader_hands == [[dealt[0][1]], [dealt[1][0]], [dealt[2][0]]]
    # seat 0 now holds what its left neighbour (seat 1) passed to the right
    assert s.draft[0] == dealt[1][1:] and s.draft[2] == [dealt[0][0], *dealt[0][2:]]
    while s.phase == Phase.DRAFT:
        for seat in range(3):
            s, _ = act(s, seat, tokens(s, seat)[0])
    assert all(len(h) == 4 for h in s.leader_hands)
    assert sorted(x for h in s.leader_hands for x in h) == sorted(x for h in dealt for x in h)
    assert s.phase == Phase.RECRUIT and s.age == 1 and all(not h for h in s.hands)  # D30


def test_two_players_exchange_leaders_and_the_free_city_has_none() -> None:
    s = RULES.new_game(2, 4, {"leaders": True, "sides": "a"})
    assert len(s.draft) == 2 and [c.coins for c in s.cities] == [6, 6, 3]  # D20
    dealt = [list(h) for h in s.draft]
    s, _ = act(s, 0, f"keep:{dealt[0][0]}")
    s, _ = act(s, 1, f"keep:{dealt[1][0]}")
    assert s.draft == [dealt[1][1:], dealt[0][1:]]


def recruit(coins: int = 6) -> WondersState:
    s = position(3, hands=[[], [], []], coins=coins, leaders=True, phase=Phase.RECRUIT)
    recruit_phase(s, [["caesar", "sappho"], ["croesus", "nero"], ["plato", "hiram"]])
    return s


def test_recruit_pay_coins_build_a_stage_or_discard_for_three() -> None:
    s = recruit()
    s.cities[2].built.append("stone_pit")  # Rhodes A stage 1: 2 wood -> no; give wood
    s.cities[2].built.append("sawmill")
    s, _ = act(s, 0, "leader:caesar", "recruit")
    s, _ = act(s, 1, "leader:nero", "discard")
    s, events = act(s, 2, "leader:plato", "wonder")
    assert s.cities[0].leaders == ["caesar"] and s.cities[0].coins == 1
    assert s.cities[1].coins == 9 and "nero" in s.box  # back to the box (D26)
    assert s.cities[2].stages == 1 and s.cities[2].tucked == ["plato"]
    assert s.cities[2].leaders == [] and s.cities[2].coins == 6
    moves = event(events, "revealed")["moves"]
    assert moves[0]["card"] == "caesar" and "card" not in moves[1] and "card" not in moves[2]
    assert s.phase == Phase.PLAY and all(len(h) == 7 for h in s.hands)  # then the Age is dealt
    assert s.leader_hands == [["sappho"], ["croesus"], ["hiram"]]


def test_recruiting_needs_the_coins_at_the_start_of_the_turn() -> None:
    s = recruit(coins=4)
    s, _ = act(s, 0, "leader:caesar")
    assert tokens(s, 0) == ["discard:caesar", "back"]  # Caesar costs 5 (D31)
    from bot.engine.core import Action

    assert (
        english(RULES.why_illegal(s, 0, Action("recruit", ("caesar",))), "wonders")
        == "You cannot afford Caesar: you need 1 more coin."
    )


def test_age_three_returns_the_other_leader_to_the_box() -> None:
    s = recruit()
    s.age = 3
    s, _ = act(s, 0, "leader:sappho", "recruit")
    s, _ = act(s, 1, "leader:croesus", "recruit")
    s, events = act(s, 2, "leader:hiram", "discard")
    assert s.leader_hands == [[], [], []]
    assert {"caesar", "nero", "plato"} <= set(s.box)
    assert [e.data["n"] for e in events if e.kind == "returned"] == [1, 1, 1]
    assert s.cities[1].coins == 6 - 1 + 6


def test_rome_b_extra_recruit_after_its_stage() -> None:
    s = position(
        3,
        wonders=["rome", "giza", "rhodes"],
        sides="b",
        hands=[[], [], []],
        coins=6,
        leaders=True,
        phase=Phase.RECRUIT,
    )
    recruit_phase(s, [["zenobia", "pericles", "sappho"], ["croesus"], ["hiram"]])
    s.cities[0].stages = 1
    s.cities[0].built += ["stone_pit", "clay_pool", "loom_1"]  # stage 2: stone+clay+textile
    s, _ = act(s, 0, "leader:zenobia", "wonder", "pay:0:0:0")  # own (Giza sells stone too)
    s, _ = act(s, 1, "leader:croesus", "recruit")
    s, _ = act(s, 2, "leader:hiram", "discard")
    assert s.stack[-1].kind == "rome" and RULES.to_move(s) == {0}
    assert tokens(s, 0) == ["recruit:pericles", "recruit:sappho", "skip"]
    s, _events = act(s, 0, "recruit:pericles")  # 6 - 2 = 4
    assert s.cities[0].leaders == ["pericles"] and s.cities[0].coins == 2
    assert s.phase == Phase.PLAY
