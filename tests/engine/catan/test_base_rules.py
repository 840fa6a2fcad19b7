"""Base game rules from hand-built positions: setup, production, the 7, building, roads, cards."""

from __future__ import annotations

import itertools

import pytest

from bot.engine.catan import RULES
from bot.engine.catan import queries as q
from bot.engine.catan.roads import road_length
from bot.engine.catan.state import NONE
from bot.engine.catan.steps import Step
from bot.engine.core import IllegalAction
from tests.engine.catan.helpers import (
    B,
    before_roll,
    build,
    cards,
    do,
    event,
    game,
    hand,
    roll,
    run,
    tokens,
)
from tests.support.told import told_error

# -- setup ---------------------------------------------------------------------------------


def test_snake_order_placement_and_starting_cards() -> None:
    s = RULES.new_game(3, 7, {"ck": False, "board": "beginner"})
    first = s.first
    order = []
    while s.stack and s.stack[-1].kind in (Step.SETUP_SETTLE, Step.SETUP_ROAD):
        d = s.stack[-1]
        seat = d.seat
        legal = RULES.legal_actions(s, seat)
        if d.kind == Step.SETUP_SETTLE:
            order.append(seat)
            # no road needed, but the distance rule holds
            assert all(q.distance_ok(s, int(a.args[0][1:])) for a in legal)
            pick = legal[len(legal) // 2]
            second = d.data["round"] == 2
            v = int(pick.args[0][1:])
            s, _events = do(s, seat, pick.token)
            if second:
                want = sorted(
                    q.KINDS[q.TERRAIN_KIND[s.terrain[h]]]
                    for h in B.vertex_hexes[v]
                    if s.terrain[h] != "desert"
                )
                got = sorted(k for k, n in hand(s, seat).items() for _ in range(n))
                assert got == want
            else:
                assert hand(s, seat) == {}
        else:
            # the road must touch the settlement just placed
            v = d.data["vertex"]
            assert {a.token for a in legal} == {
                f"road:e{e}" for e in B.vertex_edges[v] if s.eowner[e] < 0
            }
            s, _ = do(s, seat, legal[0].token)
    assert order == [
        first,
        (first + 1) % 3,
        (first + 2) % 3,
        (first + 2) % 3,
        (first + 1) % 3,
        first,
    ]
    assert RULES.to_move(s) == {first} and s.stack[-1].kind == Step.PRE_ROLL
    assert all(q.vp(s, p) == 2 for p in range(3))


def test_ck_second_placement_is_a_city() -> None:
    s = RULES.new_game(4, 3, {"ck": True, "board": "beginner"})
    for _ in range(8):
        d = s.stack[-1]
        legal = RULES.legal_actions(s, d.seat)
        if d.kind == Step.SETUP_SETTLE:
            assert {a.kind for a in legal} == {"city" if d.data["round"] == 2 else "settle"}
        s, _ = do(s, d.seat, legal[-1].token)
    while s.stack[-1].kind != Step.PRE_ROLL:
        d = s.stack[-1]
        s, _ = do(s, d.seat, RULES.legal_actions(s, d.seat)[0].token)
    for p in range(4):
        assert q.pieces_on_board(s, p)[1:] == (1, 1)
        assert q.vp(s, p) == 3
        assert sum(s.hands[p][5:]) == 0  # no commodities from the starting city


# -- production ----------------------------------------------------------------------------


def test_production_settlement_city_and_robber() -> None:
    s = build(game(), 0, settlements=(12,), cities=(23,))  # 12: h0 ore10 h3 grain12 h4 brick6
    build(s, 1, settlements=(18,))  # 18: h4 brick6, h5 wool4, h9 desert
    roll(s, 3, 3)  # 6: hills h4
    assert hand(s, 0) == {"brick": 3} and hand(s, 1) == {"brick": 1}
    roll(s, 5, 6)  # 11: forest h8 touches the city on 23
    assert hand(s, 0) == {"brick": 3, "lumber": 2}
    s.robber = 4
    roll(s, 3, 3)
    assert hand(s, 0) == {"brick": 3, "lumber": 2} and hand(s, 1) == {"brick": 1}


def test_bank_shortage_gives_nobody_that_kind() -> None:
    s = build(game(), 0, cities=(23,))  # h4 brick 6 for 2
    build(s, 1, settlements=(18,))
    s.bank[0] = 2  # 3 bricks claimed, 2 in the bank
    events = roll(s, 2, 4)
    assert hand(s, 0) == {} and hand(s, 1) == {}
    assert event(events, "produce")["short"] == ["brick"]
    # a single claimant short of the bank gets nothing either (5th-edition almanac [D-4])
    s.bank[0] = 1
    s.vowner[18] = NONE
    s.vkind[18] = 0
    roll(s, 3, 3)
    assert hand(s, 0) == {}
    # other kinds are still paid
    s.bank[0] = 0
    build(s, 1, settlements=(13,))  # h5 wool 4
    roll(s, 2, 2)
    assert hand(s, 1) == {"wool": 1}


# -- the 7 ---------------------------------------------------------------------------------


def test_seven_discards_are_simultaneous_and_secret_then_robber_and_steal() -> None:
    s = game(4)
    build(s, 1, settlements=(8,))  # on h0, h1, h4
    build(s, 2, settlements=(13,))  # on h1, h4, h5
    cards(s, 0, brick=3)
    cards(s, 1, brick=5, ore=4)  # 9 -> discard 4
    cards(s, 2, wool=8)  # 8 -> discard 4
    cards(s, 3, grain=7)  # 7: keeps all
    events = roll(s, 3, 4)
    assert event(events, "must_discard") == {"seats": [1, 2], "counts": [4, 4], "why": "seven"}
    assert RULES.to_move(s) == {1, 2}
    assert tokens(s, 0) == set() and tokens(s, 3) == set()
    s, _ = run(s, (1, "discard:ore"), (1, "discard:ore"), (1, "discard:brick"))
    s, ev = do(s, 1, "discard:brick")
    assert RULES.to_move(s) == {2}  # ready, but may still withdraw
    assert tokens(s, 1) == {"undo", "discard:brick", "discard:ore"}  # change, or start again
    assert hand(s, 1) == {"brick": 5, "ore": 4}  # nothing leaves the hand before all commit
    assert RULES.view(s, None).seats[1].discard == "ready"
    assert RULES.view(s, None).discard_pick is None
    assert RULES.view(s, 1).discard_pick == (2, 0, 0, 0, 2, 0, 0, 0)
    assert all(e.visible_to == frozenset({1}) for e in ev if e.kind == "discard_pick")
    s, _ = do(s, 1, "undo")
    assert RULES.to_move(s) == {1, 2}
    s, ev = do(s, 1, "discard:ore")
    s, ev = run(s, *[(1, "discard:ore")] * 3)
    s, ev = do(s, 1, "discard:brick")  # committed again: a typed card starts the choice again
    assert [e.kind for e in ev if e.visible_to is None] == ["discard_undo"]
    assert RULES.view(s, 1).discard_pick == (1, 0, 0, 0, 0, 0, 0, 0)
    s, _ = run(s, *[(1, "discard:brick")] * 3, *[(2, "discard:wool")] * 3)
    s, ev = do(s, 2, "discard:wool")
    assert hand(s, 1) == {"brick": 1, "ore": 4} and hand(s, 2) == {"wool": 4}
    assert hand(s, 3) == {"grain": 7}
    # then the robber must move (not stay), and two victims means a choice
    assert RULES.to_move(s) == {0}
    assert "robber:h9" not in tokens(s, 0) and "robber:h4" in tokens(s, 0)
    s, _ = do(s, 0, "robber:h4")
    assert tokens(s, 0) == {"steal:1", "steal:2"}
    s, ev = do(s, 0, "steal:2")
    assert hand(s, 0) == {"brick": 3, "wool": 1} and hand(s, 2) == {"wool": 3}
    assert [e.visible_to for e in ev if e.kind == "stolen"] == [frozenset({0, 2})]
    assert s.stack[-1].kind == Step.MAIN


def test_robber_with_one_victim_steals_at_once_and_blocks_production() -> None:
    s = game()
    build(s, 1, settlements=(12,))
    cards(s, 1, ore=1)
    roll(s, 6, 1)
    s, ev = do(s, 0, "robber:h0")
    assert hand(s, 0) == {"ore": 1} and event(ev, "steal")["from"] == 1
    roll(s, 5, 5)  # 10 on h0: blocked
    assert hand(s, 1) == {}


# -- building ------------------------------------------------------------------------------


def test_distance_rule_and_connection() -> None:
    s = build(game(), 0, settlements=(12,))
    e1 = B.edge_between[(12, 17)]
    e2 = B.edge_between[(17, 23)]
    build(s, 0, roads=(e1, e2))
    cards(s, 0, brick=1, lumber=1, wool=1, grain=1)
    spots = {a for a in tokens(s, 0) if a.startswith("settle:")}
    assert "settle:v17" not in spots  # next to v12: distance rule
    assert "settle:v23" in spots
    with pytest.raises(IllegalAction) as refused:
        do(s, 0, "settle:v17")
    assert "distance rule" in told_error(refused.value, "catan")
    s2 = build(s, 1, settlements=(29,))  # neighbour of 23
    assert "settle:v23" not in tokens(s2, 0)
    with pytest.raises(IllegalAction) as refused:
        do(s2, 0, "settle:v23")
    assert "distance rule" in told_error(refused.value, "catan")
    with pytest.raises(IllegalAction) as refused:
        do(s, 0, "settle:v40")
    assert "not next to one of your roads" in told_error(refused.value, "catan")


def test_roads_cannot_extend_through_an_opponent_building() -> None:
    s = build(game(), 0, settlements=(12,))
    e1 = B.edge_between[(12, 17)]
    build(s, 0, roads=(e1,))
    build(s, 1, settlements=(17,))
    cards(s, 0, brick=1, lumber=1)
    beyond = {B.edge_between[(17, 22)], B.edge_between[(17, 23)]}
    assert not {f"road:e{e}" for e in beyond} & tokens(s, 0)
    with pytest.raises(IllegalAction) as refused:
        do(s, 0, f"road:e{min(beyond)}")
    assert "not connected" in told_error(refused.value, "catan")


def test_city_upgrade_and_piece_limits() -> None:
    s = build(game(), 0, settlements=(0, 2, 12, 23, 40))
    cards(s, 0, brick=1, lumber=1, wool=1, grain=3, ore=3)
    build(s, 0, roads=(B.edge_between[(40, 44)], B.edge_between[(44, 48)]))
    assert not any(t.startswith("settle:") for t in tokens(s, 0))  # all 5 settlements out
    s, _ = do(s, 0, "city:v12")
    assert (
        s.vkind[12] == 2
        and q.vp(s, 0) == 6
        and hand(s, 0) == {"brick": 1, "lumber": 1, "wool": 1, "grain": 1}
    )
    assert any(t.startswith("settle:") for t in tokens(s, 0))  # its piece came back
    with pytest.raises(IllegalAction) as refused:
        do(s, 0, "city:v0")
    assert "afford" in told_error(refused.value, "catan")


# -- longest road --------------------------------------------------------------------------


def _path(*vs: int) -> tuple[int, ...]:
    return tuple(B.edge_between[(a, b)] for a, b in itertools.pairwise(vs))


def test_longest_road_award_takeover_and_break() -> None:
    s = game()
    road0 = _path(0, 4, 8, 13, 9, 14)  # 5 roads
    build(s, 0, settlements=(0,), roads=road0)
    assert s.road_len[0] == 5 and s.longest == 0
    build(s, 1, settlements=(39,), roads=_path(39, 44, 48, 51, 47, 43))
    assert s.road_len[1] == 5 and s.longest == 0  # equal is not enough
    cards(s, 1, brick=1, lumber=1)
    s.stack[-1] = type(s.stack[-1])(1, Step.MAIN)
    s.current = 1
    s, ev = do(s, 1, f"road:e{B.edge_between[(43, 38)]}")
    assert s.road_len[1] == 6 and s.longest == 1 and event(ev, "longest_road")["seat"] == 1
    assert q.vp(s, 1) == 3
    # seat 2 settles in the middle of seat 1's road: 39-44-48 | 51-47-43-38 -> 3 and 4
    cards(s, 2, brick=1, lumber=1, wool=1, grain=1)
    build(s, 2, roads=_path(52, 48))
    s.current = 2
    s.stack[-1] = type(s.stack[-1])(2, Step.MAIN)
    s, ev = do(s, 2, "settle:v48")
    assert s.road_len[1] == 4
    # the holder lost the lead and seat 0 alone has 5: it takes the card back
    assert s.longest == 0 and event(ev, "longest_road")["seat"] == 0


def test_longest_road_tie_after_break_sets_card_aside_and_loops_count() -> None:
    s = game()
    build(s, 0, roads=_path(0, 4, 8, 13, 9, 14))
    build(s, 1, roads=_path(39, 44, 48, 51, 47, 43, 38))
    assert s.longest == 1
    build(s, 2, settlements=(48,))
    assert s.road_len == [5, 4, 0]
    assert s.longest == 0
    s = game()
    build(s, 0, roads=_path(0, 4, 8, 13, 9, 14))
    build(s, 1, roads=_path(39, 44, 48, 51, 47, 43, 38))
    build(s, 2, roads=_path(33, 28, 22, 16, 11, 7))
    assert s.road_len == [5, 6, 5] and s.longest == 1
    build(s, 0, settlements=(48,))  # breaks seat 1 into 2 and 3
    assert s.longest == NONE  # seats 0 and 2 tie at 5: set aside
    ring = _path(*B.hex_vertices[4], B.hex_vertices[4][0])  # a closed loop of 6
    s = game()
    build(s, 0, roads=(*ring, B.edge_between[(8, 4)]))
    assert road_length(s, 0) == 7


# -- development cards and largest army ----------------------------------------------------


def test_development_cards_timing_and_largest_army() -> None:
    s = game()
    s.dev_deck = ["knight", "victory_point", *s.dev_deck]
    cards(s, 0, wool=2, grain=2, ore=2)
    s, ev = run(s, (0, "buy:dev"), (0, "buy:dev"))
    assert s.dev_new[0] == ["knight", "victory_point"]
    assert [e.visible_to for e in ev if e.kind == "drew_dev"] == [frozenset({0})] * 2
    assert "play:knight" not in tokens(s, 0)  # not on the turn it was bought
    assert q.vp(s, 0) == 1 and q.vp(s, 0, hidden=False) == 0
    assert RULES.view(s, 1).seats[0].vp == 0 and RULES.view(s, 0).seats[0].vp == 1
    s, _ = do(s, 0, "end")
    s.dev_hand[0] += ["knight", "knight"]
    s.knights_played[1] = 2
    s.current, s.stack = 0, []
    before_roll(s, 0)
    assert "play:knight" in tokens(s, 0)  # before the roll is allowed
    s, _ = do(s, 0, "play:knight")
    assert s.stack[-1].kind == Step.ROBBER
    s, _ = do(s, 0, "robber:h0")
    assert "play:knight" not in tokens(s, 0)  # one development card per turn
    s.knights_played = [2, 3, 0]
    s.army = 1
    s.dev_played = False
    s, _ = do(s, 0, "roll") if s.stack[-1].kind == Step.PRE_ROLL else (s, [])
    while s.stack[-1].kind != Step.MAIN:
        d = s.stack[-1]
        s, _ = do(s, d.seat, RULES.legal_actions(s, d.seat)[0].token)
    s.dev_played = False
    s, _ = do(s, 0, "play:knight")
    assert s.knights_played[0] == 3 and s.army == 1  # equal is not enough
    s.dev_played = False
    s.dev_hand[0].append("knight")
    s.stack = [s.stack[0]] if s.stack[0].kind == Step.MAIN else s.stack
    s.stack = [type(s.stack[0])(0, Step.MAIN)]
    s, ev = do(s, 0, "play:knight")
    assert s.army == 0 and event(ev, "largest_army")["from"] == 1


def test_monopoly_year_of_plenty_and_road_building() -> None:
    s = game()
    s.dev_hand[0] = ["monopoly", "year_of_plenty", "road_building"]
    cards(s, 1, wool=3, ore=1)
    cards(s, 2, wool=2)
    s, _ = run(s, (0, "play:monopoly"), (0, "name:wool"))
    assert hand(s, 0) == {"wool": 5} and hand(s, 1) == {"ore": 1} and hand(s, 2) == {}
    s.dev_played = False
    s.bank[3] = 1
    s, _ = run(s, (0, "play:year_of_plenty"), (0, "take:grain"))
    assert s.stack[-1].kind == Step.TAKE and "take:grain" not in tokens(s, 0)  # bank empty
    s, _ = do(s, 0, "take:ore")
    assert hand(s, 0) == {"wool": 5, "grain": 1, "ore": 1}
    s.dev_played = False
    build(s, 0, settlements=(12,))
    s, _ = run(
        s,
        (0, "play:road_building"),
        (0, f"road:e{B.edge_between[(12, 17)]}"),
        (0, f"road:e{B.edge_between[(17, 23)]}"),
    )
    assert s.road_len[0] == 2 and hand(s, 0) == {"wool": 5, "grain": 1, "ore": 1}
    assert s.stack[-1].kind == Step.MAIN


# -- trading -------------------------------------------------------------------------------


def test_maritime_rates_4_3_2() -> None:
    s = game()
    cards(s, 0, brick=4, ore=4, wool=2)
    assert {"bank:brick", "bank:ore"} <= tokens(s, 0) and "bank:wool" not in tokens(s, 0)
    s, _ = run(s, (0, "bank:brick"), (0, "for:grain"))
    assert hand(s, 0) == {"ore": 4, "wool": 2, "grain": 1}
    build(s, 0, settlements=(3,))  # spot 1: generic 3:1
    assert q.rate(s, 0, 4) == 3
    build(s, 0, settlements=(46,))  # spot 5: wool 2:1 on the beginner island
    assert q.rate(s, 0, 2) == 2 and q.rate(s, 0, 4) == 3
    s, _ = run(s, (0, "bank:wool"), (0, "for:ore"))
    assert hand(s, 0) == {"ore": 5, "grain": 1}
    s.bank[3] = 0
    s, _ = do(s, 0, "bank:ore")
    assert "for:grain" not in tokens(s, 0) and "for:ore" not in tokens(s, 0)
    s, _ = do(s, 0, "cancel")
    assert hand(s, 0) == {"ore": 5, "grain": 1}


def test_domestic_offer_to_one_accept_and_confirm() -> None:
    s = game()
    cards(s, 0, brick=2)
    cards(s, 1, ore=1)
    s, _ = run(s, (0, "offer"), (0, "give:brick"), (0, "give:brick"))
    assert "get:brick" not in tokens(s, 0)  # no same-kind swaps
    s, ev = run(s, (0, "get:ore"), (0, "ask:1"))
    assert event(ev, "offer") == {"seat": 0, "to": [1], "give": {"brick": 2}, "get": {"ore": 1}}
    assert RULES.to_move(s) == {1} and tokens(s, 1) == {"accept", "decline", "counter"}
    s, _ = do(s, 1, "accept")
    assert tokens(s, 0) == {"deal:1", "cancel"}
    s, ev = do(s, 0, "deal:1")
    assert hand(s, 0) == {"ore": 1} and hand(s, 1) == {"brick": 2}
    assert s.trade is None and s.stack[-1].kind == Step.MAIN


def test_offer_to_all_declined_lapses_and_more_offers_may_follow() -> None:
    s = game(4)
    cards(s, 0, brick=3)
    cards(s, 1, ore=1)
    s, _ = run(s, (0, "offer"), (0, "give:brick"), (0, "get:wool"), (0, "ask:all"))
    assert RULES.to_move(s) == {1, 2, 3}
    # the same answers for all (buttons reveal no hand); seat 1 has no wool to give
    assert tokens(s, 1) == {"accept", "decline", "counter"}
    assert RULES.actions_are_public(s, 1)
    s, ev = run(s, (1, "accept"), (3, "decline"), (2, "decline"))
    assert event(ev, "offer_lapsed")["seat"] == 0 and s.stack[-1].kind == Step.MAIN
    assert "deal" not in {e.kind for e in ev} and s.hands[0][0] == 3
    s, _ = run(s, (0, "offer"), (0, "cancel"))
    assert "offer" in tokens(s, 0)  # §8: no limit on offers (option trade_offers)


def test_counter_offer_is_confirmed_on_its_terms() -> None:
    s = game()
    cards(s, 0, brick=2, lumber=1)
    cards(s, 1, ore=2, wool=1)
    cards(s, 2, grain=1)
    s, _ = run(s, (0, "offer"), (0, "give:brick"), (0, "get:ore"), (0, "ask:all"))
    s, _ = run(s, (1, "counter"), (2, "decline"))
    assert RULES.to_move(s) == {1}
    s, ev = run(s, (1, "give:wool"), (1, "get:lumber"), (1, "send"))
    assert event(ev, "counter_offer") == {
        "seat": 1,
        "to": 0,
        "give": {"ore": 1, "wool": 1},
        "get": {"brick": 1, "lumber": 1},
    }
    assert tokens(s, 0) == {"deal:1", "cancel"}
    s, _ = do(s, 0, "deal:1")
    assert hand(s, 0) == {"brick": 1, "ore": 1, "wool": 1}
    assert hand(s, 1) == {"brick": 1, "lumber": 1, "ore": 1}


# -- victory -------------------------------------------------------------------------------


def test_win_on_own_turn_reveals_vp_cards() -> None:
    s = build(game(), 0, settlements=(0, 2, 40), cities=(12, 23))  # 7
    s.dev_hand[0] = ["victory_point", "victory_point"]  # 9, hidden
    build(s, 0, roads=_path(40, 44, 48))
    cards(s, 0, brick=1, lumber=1, wool=1, grain=1)
    assert RULES.outcome(s) is None
    assert RULES.view(s, None).seats[0].vp == 7
    s, ev = do(s, 0, "settle:v48")
    out = RULES.outcome(s)
    assert out is not None and out.winners == {0} and out.scores[0] == 10
    assert out.breakdown[0]["vp_cards"] == 2 and RULES.to_move(s) == frozenset()
    assert event(ev, "win")["vp"] == 10
    assert RULES.view(s, None).seats[0].vp == 10
