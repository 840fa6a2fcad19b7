"""Cities & Knights rules from hand-built positions: commodities, barbarians, knights, tracks."""

from __future__ import annotations

import itertools

import pytest

from bot.engine.catan import RULES
from bot.engine.catan import queries as q
from bot.engine.catan.state import NONE
from bot.engine.catan.steps import Step
from bot.engine.core import Decision, IllegalAction
from tests.engine.catan.helpers import (
    B,
    build,
    cards,
    do,
    event,
    game,
    hand,
    kinds_of,
    kn,
    knight,
    roll,
    run,
    tokens,
)
from tests.support.told import told_error


def _path(*vs: int) -> tuple[int, ...]:
    return tuple(B.edge_between[(a, b)] for a, b in itertools.pairwise(vs))


# -- production ----------------------------------------------------------------------------


def test_city_production_with_commodities_and_per_kind_shortage() -> None:
    s = game(ck=True)
    build(s, 0, cities=(12,))  # h0 mountains 10, h3 fields 12, h4 hills 6
    build(s, 1, cities=(23,))  # h4 hills 6, h8 forest 11, h9 desert
    build(s, 2, settlements=(2,))  # h2 forest 9
    roll(s, 5, 5)
    assert hand(s, 0) == {"ore": 1, "coin": 1}
    roll(s, 6, 6)
    assert hand(s, 0) == {"ore": 1, "coin": 1, "grain": 2}
    roll(s, 3, 3)
    assert hand(s, 0)["brick"] == 2 and hand(s, 1) == {"brick": 2}
    s.bank[5] = 0  # no paper left: the city on forest gets its lumber only
    ev = roll(s, 5, 6)
    assert hand(s, 1) == {"brick": 2, "lumber": 1}
    assert event(ev, "produce")["short"] == ["paper"]
    s.robber = 0
    roll(s, 4, 6)
    assert hand(s, 0) == {"ore": 1, "coin": 1, "grain": 2, "brick": 2}


def test_aqueduct_gives_a_resource_when_nothing_else_came() -> None:
    s = game(ck=True)
    build(s, 0, cities=(12,))
    build(s, 1, cities=(23,))
    s.levels[1][2] = 3  # science 3: the Aqueduct
    s.levels[0][2] = 3
    roll(s, 5, 5)  # only seat 0 produces
    assert RULES.to_move(s) == {1} and s.stack[-1].data["why"] == "aqueduct"
    s, _ = do(s, 1, "take:wool")
    assert hand(s, 1) == {"wool": 1} and s.stack[-1].kind == Step.MAIN
    s2 = game(ck=True)
    s2.levels[1][2] = 3
    roll(s2, 3, 4)  # a 7 never triggers the Aqueduct
    assert s2.stack[-1].kind == Step.MAIN


# -- the event die and progress draws ------------------------------------------------------


def test_city_gate_draws_by_level_and_red_die() -> None:
    s = game(ck=True)
    build(s, 0, cities=(12,))
    s.levels = [[0, 0, 1], [0, 0, 2], [0, 0, 0]]
    s.decks["science"] = ["crane", "printer", "smith", "mining"]
    ev = roll(s, 3, 5, "science")  # red 3: level 2 draws (1-3), level 1 does not (1-2)
    assert s.progress[1] == ["crane"] and s.progress[0] == []
    ev = roll(s, 2, 5, "science")  # red 2: both, in turn order from the roller
    assert s.progress_vp[0] == ["printer"] and s.progress[1] == ["crane", "smith"]
    assert event(ev, "progress_vp")["card"] == "printer" and q.vp(s, 0) == 3
    drew = [e for e in ev if e.kind == "drew_progress"]
    assert [e.visible_to for e in drew] == [frozenset({1})]


def test_off_turn_player_over_four_progress_cards_discards_at_once() -> None:
    s = game(ck=True)
    s.levels[1][0] = 5
    s.progress[1] = ["merchant", "spy", "wedding", "crane"]
    s.decks["trade"] = ["merchant_fleet", *s.decks["trade"]]
    roll(s, 6, 1, "trade")
    assert RULES.to_move(s) == {1} and s.stack[-1].kind == Step.PROGRESS_DISCARD
    s, _ = do(s, 1, "drop:merchant_fleet")  # the new card may go
    assert len(s.progress[1]) == 4 and s.decks["trade"][-1] == "merchant_fleet"
    assert s.stack[-1].kind == Step.MAIN
    # on your own turn you may hold more, but must discard before ending it
    s.progress[0] = ["merchant", "spy", "wedding", "crane", "smith"]
    assert "end" not in tokens(s, 0) and "drop:spy" in tokens(s, 0)
    with pytest.raises(IllegalAction) as refused:
        do(s, 0, "end")
    assert "more than 4" in told_error(refused.value, "catan")


# -- barbarians ----------------------------------------------------------------------------


def test_barbarians_advance_and_defenders_win_with_a_single_defender() -> None:
    s = game(ck=True)
    build(s, 0, cities=(12,))
    build(s, 1, cities=(23,))
    knight(s, 1, 40, level=2, active=True)
    knight(s, 2, 44, level=1, active=True)
    s.barbarian = 5
    ev = roll(s, 2, 3, "ship")
    assert s.barbarian == 6 and "attack" not in kinds_of(ev)
    ev = roll(s, 2, 3, "ship")
    assert event(ev, "attack") == {"barbarians": 2, "knights": 3, "contrib": [0, 2, 1]}
    assert s.defenders[1] == 1 and q.vp(s, 1) == 3
    assert s.barbarian == 0 and s.robber_active
    assert all(k is None or k[2] == 0 for k in s.knights)  # everyone deactivated


def test_tied_defenders_each_draw_a_progress_card_of_their_choice() -> None:
    s = game(ck=True)
    build(s, 0, cities=(12,))
    knight(s, 1, 40, level=1, active=True)
    knight(s, 2, 44, level=1, active=True)
    s.barbarian = 6
    roll(s, 1, 1, "ship")
    assert s.defenders == [0, 0, 0]
    assert RULES.to_move(s) == {1} and tokens(s, 1) == {
        "deck:trade",
        "deck:politics",
        "deck:science",
    }
    s, _ = do(s, 1, "deck:politics")
    assert RULES.to_move(s) == {2}
    s, _ = do(s, 2, "deck:science")
    assert len(s.progress[1]) + len(s.progress_vp[1]) == 1
    assert len(s.progress[2]) + len(s.progress_vp[2]) == 1


def test_barbarians_win_lowest_pillaged_metropolis_immune_walls_lost() -> None:
    s = game(4, ck=True)
    build(s, 0, cities=(12, 0))
    s.walls[12] = 1
    s.metro[0] = 0  # seat 0's city on 0 holds the trade metropolis
    build(s, 1, cities=(23,))
    knight(s, 1, 40, level=1, active=True)
    build(s, 2, cities=(2,))
    s.metro[1] = 2  # seat 2 has only a metropolis city: not eligible
    build(s, 3, settlements=(46,))  # no city: not eligible
    s.barbarian = 6
    ev = roll(s, 1, 1, "ship")
    assert event(ev, "attack")["barbarians"] == 4
    # seat 0 (strength 0) is the lowest eligible; its only non-metropolis city falls
    assert s.vkind[12] == 1 and s.walls[12] == 0 and s.vkind[0] == 2
    assert s.vkind[23] == 2 and s.vkind[2] == 2
    assert q.vp(s, 0) == 1 + 2 + 2


def test_barbarians_tie_goes_to_the_defenders_and_pillage_choice() -> None:
    s = game(ck=True)
    build(s, 0, cities=(12, 0))
    knight(s, 0, 40, level=2, active=True)
    s.barbarian = 6
    roll(s, 1, 1, "ship")
    assert s.defenders[0] == 1 and s.vkind[12] == 2  # 2 against 2: Catan holds
    s.barbarian = 6
    build(s, 1, cities=(23,))
    roll(s, 1, 1, "ship")  # knights were deactivated: 0 against 3, both seats lowest
    assert s.vkind[23] == 1  # seat 1's only city falls at once
    assert RULES.to_move(s) == {0} and tokens(s, 0) == {"pillage:v0", "pillage:v12"}
    s, _ = do(s, 0, "pillage:v0")
    assert s.vkind[0] == 1 and s.vkind[12] == 2 and s.stack[-1].kind == Step.MAIN


def test_pillage_with_no_settlement_left_lays_the_city_sideways() -> None:
    s = game(ck=True)
    build(s, 0, settlements=(2, 6, 40, 44, 48), cities=(12,))
    s.barbarian = 6
    roll(s, 1, 1, "ship")
    assert s.vkind[12] == 3 and q.vp(s, 0) == 6
    cards(s, 0, ore=3, grain=2)
    assert {t for t in tokens(s, 0) if t.startswith("city:")} == {"city:v12"}


def test_robber_is_locked_until_the_first_attack() -> None:
    s = game(ck=True)
    cards(s, 1, brick=9)
    roll(s, 3, 4, "trade")
    assert RULES.to_move(s) == {1}
    s, _ = run(s, *[(1, "discard:brick")] * 4)
    assert s.stack[-1].kind == Step.MAIN and s.robber == 9
    s.progress[0] = ["bishop"]
    assert "play:bishop" not in tokens(s, 0)


def test_first_attack_and_seven_on_one_roll_unlock_the_robber_first() -> None:
    s = game(ck=True)
    build(s, 1, settlements=(12,))
    s.barbarian = 6
    roll(s, 3, 4, "ship")
    assert s.robber_active and s.stack[-1].kind == Step.ROBBER


def test_city_walls_raise_the_discard_limit() -> None:
    s = game(ck=True)
    build(s, 1, cities=(12, 23))
    s.walls[12] = 1
    cards(s, 1, brick=9)  # limit 9 with one wall
    cards(s, 0, brick=2)
    ev = roll(s, 3, 4, "trade")
    assert "must_discard" not in kinds_of(ev) and hand(s, 1) == {"brick": 9}
    cards(s, 1, brick=10)
    ev = roll(s, 3, 4, "trade")
    assert event(ev, "must_discard")["seats"] == [1]
    s2 = game(ck=True)
    build(s2, 0, cities=(12,))
    cards(s2, 0, brick=2)
    s2, _ = do(s2, 0, "wall:v12")
    assert s2.walls[12] == 1 and q.discard_limit(s2, 0) == 9 and hand(s2, 0) == {}


# -- knights -------------------------------------------------------------------------------


def test_recruit_activate_promote_and_fortress() -> None:
    s = game(ck=True)
    build(s, 0, settlements=(12,), roads=_path(12, 17, 23))
    cards(s, 0, wool=3, ore=3, grain=1)
    assert "knight:v17" in tokens(s, 0) and "knight:v23" in tokens(s, 0)
    s, _ = do(s, 0, "knight:v17")
    assert s.knights[17] == [0, 1, 0, 0, 0]
    s, _ = do(s, 0, "activate:v17")
    assert kn(s, 17)[2] == 1 and "kmove:v17" not in tokens(s, 0)  # not ready this turn
    s, _ = do(s, 0, "promote:v17")
    assert kn(s, 17)[1] == 2 and "promote:v17" not in tokens(s, 0)  # once per turn
    kn(s, 17)[4] = 0
    assert "promote:v17" not in tokens(s, 0)  # mighty needs politics 3
    s.levels[0][1] = 3
    assert "promote:v17" in tokens(s, 0)
    kn(s, 17)[1] = 1
    s.knights[30] = [0, 2, 0, 0, 0]
    s.knights[31] = [0, 2, 0, 0, 0]
    assert "promote:v17" not in tokens(s, 0)  # both strong pieces in use


def test_knights_block_opponent_roads_and_settlements() -> None:
    s = game(ck=True)
    build(s, 0, roads=_path(0, 4, 8, 13, 9, 14))
    assert s.longest == 0
    knight(s, 1, 8)
    assert s.road_len[0] == 3 and s.longest == NONE
    build(s, 1, roads=_path(8, 12))
    cards(s, 1, brick=1, lumber=1, wool=1, grain=1)
    s.current = 1
    s.stack = [Decision(1, Step.MAIN)]
    assert "settle:v8" not in tokens(s, 1)  # a knight's own spot, even for its owner


def test_move_and_displace_then_relocation() -> None:
    s = game(ck=True)
    build(s, 0, settlements=(0,), roads=_path(0, 4, 8, 13, 9))
    knight(s, 0, 4, level=2, active=True, ready=True)
    build(s, 1, settlements=(14,), roads=_path(14, 9) + _path(13, 18))
    knight(s, 1, 13, level=1, active=True)
    s, _ = do(s, 0, "kmove:v4")
    assert "to:v8" in tokens(s, 0) and "to:v13" in tokens(s, 0)
    assert "to:v9" not in tokens(s, 0)  # cannot pass the opponent's knight on 13
    s, ev = do(s, 0, "to:v13")
    assert kn(s, 13)[0] == 0 and kn(s, 13)[2] == 0
    # seat 1's knight retreats along seat 1's roads: only v18 is free
    assert s.knights[18] == [1, 1, 1, 0, 0] and event(ev, "knight_relocated")["to"] == 18
    assert "kmove:v13" not in tokens(s, 0)


def test_a_basic_knight_cannot_displace_and_a_homeless_knight_is_removed() -> None:
    s = game(ck=True)
    build(s, 0, roads=_path(0, 4, 8))
    knight(s, 0, 0, level=1, active=True, ready=True)
    knight(s, 1, 8, level=1, active=True)
    assert "kmove:v0" in tokens(s, 0)
    s, _ = do(s, 0, "kmove:v0")
    assert tokens(s, 0) == {"to:v4", "cancel"}
    s, _ = do(s, 0, "cancel")
    kn(s, 0)[1] = 3
    s, ev = run(s, (0, "kmove:v0"), (0, "to:v8"))
    assert kn(s, 8)[0] == 0 and event(ev, "knight_removed")["seat"] == 1


def test_chase_the_robber() -> None:
    s = game(ck=True)
    s.robber_active = True
    s.robber = 4
    build(s, 0, roads=_path(12, 17))
    knight(s, 0, 17, level=1, active=True, ready=True)
    build(s, 1, settlements=(8,))
    cards(s, 1, coin=1)
    s, _ev = run(s, (0, "chase:v17"), (0, "robber:h1"))
    assert s.robber == 1 and hand(s, 0) == {"coin": 1} and kn(s, 17)[2] == 0


# -- improvements and metropolises ---------------------------------------------------------


def test_improvement_costs_and_city_requirement() -> None:
    s = game(ck=True)
    cards(s, 0, paper=3)
    assert "improve:science" not in tokens(s, 0)  # no city
    build(s, 0, cities=(12,))
    s, ev = run(s, (0, "improve:science"), (0, "improve:science"))
    assert s.levels[0][2] == 2 and hand(s, 0) == {}
    assert event(ev, "improve")["paid"] == 2


def test_metropolis_gain_choice_and_loss_to_level_five() -> None:
    s = game(ck=True)
    build(s, 0, cities=(12, 40))
    s.levels[0][1] = 3
    cards(s, 0, coin=4)
    s, ev = do(s, 0, "improve:politics")
    assert tokens(s, 0) == {"metro:v12", "metro:v40"}
    s, ev = do(s, 0, "metro:v40")
    assert s.metro[1] == 40 and q.vp(s, 0) == 6
    # seat 1 reaches level 4 later: the metropolis stays
    build(s, 1, cities=(2, 23))
    s.levels[1][1] = 3
    cards(s, 1, coin=9)
    s.current, s.stack = 1, [Decision(1, Step.MAIN)]
    s, _ = do(s, 1, "improve:politics")
    assert s.metro[1] == 40 and len(s.stack) == 1
    # ... and takes it at level 5, for good
    s, ev = do(s, 1, "improve:politics")
    assert tokens(s, 1) == {"metro:v2", "metro:v23"}
    s, ev = do(s, 1, "metro:v23")
    assert s.metro[1] == 23 and s.metro_locked[1] and q.vp(s, 0) == 4 and q.vp(s, 1) == 6
    assert event(ev, "metropolis")["from"] == 0


def test_level_four_needs_a_city_without_metropolis() -> None:
    s = game(ck=True)
    build(s, 0, cities=(12,))
    s.metro[0] = 12
    s.levels[0] = [5, 3, 0]
    cards(s, 0, coin=4)
    assert "improve:politics" not in tokens(s, 0)
    build(s, 0, cities=(40,))
    assert "improve:politics" in tokens(s, 0)


# -- trading in C&K ------------------------------------------------------------------------


def test_ck_bank_rates_commodities_harbors_merchant_trading_house_fleet() -> None:
    s = game(ck=True)
    cards(s, 0, cloth=4, wool=2, coin=2)
    assert q.rate(s, 0, 6) == 4
    s, _ = run(s, (0, "bank:cloth"), (0, "for:paper"))
    assert hand(s, 0) == {"paper": 1, "wool": 2, "coin": 2}
    build(s, 0, settlements=(3,))  # generic 3:1 harbor takes commodities too
    assert q.rate(s, 0, 7) == 3
    build(s, 0, settlements=(46,))  # wool 2:1 harbor: resources only
    assert q.rate(s, 0, 2) == 2 and q.rate(s, 0, 6) == 3
    s.levels[0][0] = 3  # Trading House
    assert q.rate(s, 0, 7) == 2 and q.rate(s, 0, 4) == 3
    s.merchant = [11, 0]  # mountains: ore 2:1
    assert q.rate(s, 0, 4) == 2 and q.rate(s, 0, 3) == 3
    s.fleet = ["grain"]
    assert q.rate(s, 0, 3) == 2


def test_points_won_off_turn_count_only_at_the_start_of_your_turn() -> None:
    s = game(ck=True)
    build(s, 1, cities=(0, 2, 12))  # 6
    s.defenders[1] = 6  # 12
    knight(s, 1, 40, level=3, active=True)
    s.barbarian = 6
    roll(s, 1, 1, "ship")  # on seat 0's turn: seat 1 becomes Defender of Catan (13)
    assert q.vp(s, 1) == 13 and RULES.outcome(s) is None
    s, ev = do(s, 0, "end")
    out = RULES.outcome(s)
    assert out is not None and out.winners == {1} and event(ev, "win")["vp"] == 13
