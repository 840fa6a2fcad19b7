"""Every progress card of Cities & Knights, each from a hand-built position."""

from __future__ import annotations

import itertools

from bot.engine.catan import RULES
from bot.engine.catan import queries as q
from bot.engine.catan.data import catalogue
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step
from bot.engine.core import Decision
from tests.engine.catan.helpers import (
    B,
    before_roll,
    build,
    cards,
    do,
    event,
    game,
    hand,
    kn,
    knight,
    roll,
    run,
    tokens,
)


def _path(*vs: int) -> tuple[int, ...]:
    return tuple(B.edge_between[(a, b)] for a, b in itertools.pairwise(vs))


def ck(card: str, players: int = 3) -> CatanState:
    s = game(players, ck=True)
    s.progress[0] = [card]
    return s


def _played_under_deck(s: object, card: str) -> None:
    deck = s.decks[catalogue().progress[card].deck]  # type: ignore[attr-defined]
    assert deck[-1] == card and card not in s.progress[0]  # type: ignore[attr-defined]


# -- science -------------------------------------------------------------------------------


def test_alchemist_sets_the_dice_before_the_roll() -> None:
    s = before_roll(ck("alchemist"))
    build(s, 0, settlements=(12,))
    assert tokens(s, 0) == {"roll", "play:alchemist"}
    s, _ = run(s, (0, "play:alchemist"), (0, "red:4"))
    assert tokens(s, 0) == {f"yellow:{n}" for n in range(1, 7)}
    s, ev = do(s, 0, "yellow:2")
    assert s.dice[:2] == [4, 2] and event(ev, "roll")["total"] == 6
    assert hand(s, 0) == {"brick": 1}
    _played_under_deck(s, "alchemist")
    s2 = ck("alchemist")  # not in the action phase
    assert "play:alchemist" not in tokens(s2, 0)


def test_crane_discounts_one_improvement() -> None:
    s = ck("crane")
    build(s, 0, cities=(12,))
    cards(s, 0, paper=1)
    s.levels[0][2] = 1  # level 2 costs 2 paper, 1 with the Crane
    assert "improve:science" not in tokens(s, 0)
    s, ev = run(s, (0, "play:crane"), (0, "improve:science"))
    assert s.levels[0][2] == 2 and hand(s, 0) == {} and event(ev, "improve")["paid"] == 1


def test_engineer_builds_a_free_wall() -> None:
    s = ck("engineer")
    assert "play:engineer" not in tokens(s, 0)  # no city
    build(s, 0, cities=(12,))
    s, _ = run(s, (0, "play:engineer"), (0, "wall:v12"))
    assert s.walls[12] == 1 and hand(s, 0) == {}


def test_inventor_swaps_two_allowed_numbers() -> None:
    s = ck("inventor")
    s, _ = do(s, 0, "play:inventor")
    allowed = {t for t in tokens(s, 0)}
    assert "swap:h4" not in allowed and "swap:h1" not in allowed  # a 6 and a 2
    assert "swap:h0" in allowed and "swap:h9" not in allowed  # 10; the desert has no number
    s, _ = run(s, (0, "swap:h0"), (0, "with:h13"))
    assert s.numbers[0] == 3 and s.numbers[13] == 10


def test_irrigation_and_mining_count_each_adjacent_hex_once() -> None:
    s = ck("irrigation")
    build(s, 0, cities=(12,), settlements=(16,))  # fields h3 (both) and h7 (16)
    s, _ = do(s, 0, "play:irrigation")
    assert hand(s, 0) == {"grain": 4}
    s = ck("mining")
    assert "play:mining" not in tokens(s, 0)
    build(s, 0, settlements=(12,))  # mountains h0
    s.bank[4] = 1  # the bank is short: take what is left
    s, ev = do(s, 0, "play:mining")
    assert hand(s, 0) == {"ore": 1} and event(ev, "harvest")["n"] == 1


def test_medicine_makes_a_cheap_city() -> None:
    s = ck("medicine")
    build(s, 0, settlements=(12,))
    cards(s, 0, ore=2, grain=1)
    s, _ev = run(s, (0, "play:medicine"), (0, "city:v12"))
    assert s.vkind[12] == 2 and hand(s, 0) == {}
    s = ck("medicine")
    build(s, 0, settlements=(12,))
    cards(s, 0, ore=1, grain=1)
    assert "play:medicine" not in tokens(s, 0)


def test_printer_and_constitution_are_revealed_when_drawn() -> None:
    for card, track in (("printer", "science"), ("constitution", "politics")):
        s = game(ck=True)
        s.levels[1][["trade", "politics", "science"].index(track)] = 1
        s.decks[track].insert(0, card)
        roll(s, 1, 1, track)
        assert s.progress_vp[1] == [card] and s.progress[1] == [] and q.vp(s, 1) == 1
        assert RULES.view(s, None).seats[1].vp_cards == (card,)


def test_road_building_two_free_roads() -> None:
    s = ck("road_building")
    build(s, 0, settlements=(12,))
    s, _ = run(s, (0, "play:road_building"), (0, f"road:e{B.edge_between[(12, 17)]}"))
    assert s.stack[-1].kind == Step.FREE_ROADS
    s, _ = do(s, 0, f"road:e{B.edge_between[(17, 23)]}")
    assert s.road_len[0] == 2 and s.stack[-1].kind == Step.MAIN


def test_smith_promotes_two_knights_once_each() -> None:
    s = ck("smith")
    build(s, 0, roads=_path(0, 4, 8))
    knight(s, 0, 0)
    knight(s, 0, 8, level=2)
    s, _ = do(s, 0, "play:smith")
    assert tokens(s, 0) == {"promote:v0"}  # strong -> mighty needs the Fortress
    s, _ = do(s, 0, "promote:v0")
    assert kn(s, 0)[1] == 2 and s.stack[-1].kind == Step.MAIN
    s.progress[0] = ["smith"]
    s.levels[0][1] = 3
    kn(s, 0)[4] = 0
    s, _ = run(s, (0, "play:smith"), (0, "promote:v8"))
    assert tokens(s, 0) == {"promote:v0", "done"}
    s, _ = do(s, 0, "promote:v0")
    assert kn(s, 8)[1] == 3 and kn(s, 0)[1] == 3


# -- trade ---------------------------------------------------------------------------------


def test_commercial_harbor_resource_for_commodity() -> None:
    s = ck("commercial_harbor")
    cards(s, 0, brick=2)
    cards(s, 1, coin=1)
    s, _ = do(s, 0, "play:commercial_harbor")
    assert {"harbor:1", "harbor:2"} <= tokens(s, 0)
    s, _ = run(s, (0, "harbor:1"), (0, "give:brick"))
    assert RULES.to_move(s) == {1} and tokens(s, 1) == {"give:coin"}
    s, ev = do(s, 1, "give:coin")
    assert hand(s, 0) == {"brick": 1, "coin": 1} and hand(s, 1) == {"brick": 1}
    s, ev = run(s, (0, "harbor:2"), (0, "give:brick"))
    assert event(ev, "harbor_refused")["to"] == 2 and hand(s, 0) == {"brick": 1, "coin": 1}
    assert not any(t.startswith("harbor:") for t in tokens(s, 0))


def test_master_merchant_takes_two_from_a_richer_player() -> None:
    s = ck("master_merchant")
    build(s, 1, settlements=(12,))
    cards(s, 1, ore=2, coin=1)
    cards(s, 2, wool=3)  # not richer than seat 0
    s, _ = do(s, 0, "play:master_merchant")
    assert tokens(s, 0) == {"target:1"}
    s, _ = do(s, 0, "target:1")
    assert RULES.view(s, 0).peek == ("ore:2", "coin:1")
    assert RULES.view(s, None).peek is None and RULES.view(s, 1).peek is None
    assert not RULES.actions_are_public(s, 0)
    s, _ = run(s, (0, "take:coin"), (0, "take:ore"))
    assert hand(s, 0) == {"ore": 1, "coin": 1} and hand(s, 1) == {"ore": 1}


def test_merchant_gives_vp_and_a_rate_and_moves_with_the_next_card() -> None:
    s = ck("merchant")
    build(s, 0, settlements=(12,))
    s, _ = do(s, 0, "play:merchant")
    assert tokens(s, 0) == {"merchant:h0", "merchant:h3", "merchant:h4"}
    s, _ = do(s, 0, "merchant:h0")
    assert q.vp(s, 0) == 2 and q.rate(s, 0, 4) == 2
    s.current = 1
    s.stack = [Decision(1, Step.MAIN)]
    s.progress[1] = ["merchant"]
    build(s, 1, settlements=(40,))
    s, _ = run(s, (1, "play:merchant"), (1, "merchant:h13"))
    assert q.vp(s, 0) == 1 and q.vp(s, 1) == 2 and q.rate(s, 0, 4) == 4


def test_merchant_fleet_names_any_kind_for_the_turn() -> None:
    s = ck("merchant_fleet")
    cards(s, 0, paper=2)
    s, _ = run(s, (0, "play:merchant_fleet"), (0, "name:paper"))
    assert q.rate(s, 0, 5) == 2
    s, _ = run(s, (0, "bank:paper"), (0, "for:ore"))
    assert hand(s, 0) == {"ore": 1}
    s, _ = do(s, 0, "end")
    assert s.fleet == []


def test_resource_and_trade_monopolies() -> None:
    s = ck("resource_monopoly")
    cards(s, 1, wool=3)
    cards(s, 2, wool=1)
    s, _ev = run(s, (0, "play:resource_monopoly"), (0, "name:wool"))
    assert hand(s, 0) == {"wool": 3} and hand(s, 1) == {"wool": 1} and hand(s, 2) == {}
    s.progress[0] = ["trade_monopoly"]
    cards(s, 1, coin=2)
    s, _ = do(s, 0, "play:trade_monopoly")
    assert tokens(s, 0) == {"name:paper", "name:cloth", "name:coin"}
    s, _ = do(s, 0, "name:coin")
    assert hand(s, 0) == {"wool": 3, "coin": 1} and hand(s, 1) == {"coin": 1}


# -- politics ------------------------------------------------------------------------------


def test_bishop_steals_from_every_neighbour() -> None:
    s = ck("bishop")
    assert "play:bishop" not in tokens(s, 0)  # before the first attack
    s.robber_active = True
    build(s, 1, settlements=(12,))
    build(s, 2, settlements=(8, 40))
    cards(s, 1, ore=1)
    cards(s, 2, coin=2)
    s, _ev = run(s, (0, "play:bishop"), (0, "robber:h0"))
    assert hand(s, 0) == {"ore": 1, "coin": 1} and s.robber == 0


def test_deserter_removes_and_replaces_a_knight() -> None:
    s = ck("deserter")
    build(s, 0, roads=_path(0, 4))
    knight(s, 1, 40, level=2, active=True)
    knight(s, 1, 44, level=1)
    s, _ = run(s, (0, "play:deserter"), (0, "target:1"))
    assert RULES.to_move(s) == {1} and tokens(s, 1) == {"remove:v40", "remove:v44"}
    s, _ = do(s, 1, "remove:v40")
    assert s.knights[40] is None
    assert tokens(s, 0) == {"level:strong", "level:basic", "skip"}
    s, _ = run(s, (0, "level:strong"), (0, "knight:v4"))
    assert s.knights[4] == [0, 2, 1, 0, 0]  # copies the active state, cannot act this turn


def test_diplomat_removes_an_open_road_and_may_rebuild_its_own() -> None:
    s = ck("diplomat")
    build(s, 0, settlements=(0,), roads=_path(0, 4, 8))
    build(s, 1, settlements=(40,), roads=_path(40, 44))
    knight(s, 1, 44)
    s, _ = do(s, 0, "play:diplomat")
    open_roads = tokens(s, 0)
    assert f"remove:e{B.edge_between[(4, 8)]}" in open_roads
    assert f"remove:e{B.edge_between[(0, 4)]}" not in open_roads  # both ends are seat 0's
    assert f"remove:e{B.edge_between[(40, 44)]}" not in open_roads  # would strand a knight
    s, _ = do(s, 0, f"remove:e{B.edge_between[(4, 8)]}")
    assert s.eowner[B.edge_between[(4, 8)]] == -1
    assert f"road:e{B.edge_between[(4, 8)]}" not in tokens(s, 0) and "skip" in tokens(s, 0)
    s, _ = do(s, 0, f"road:e{B.edge_between[(4, 1)]}")
    assert s.eowner[B.edge_between[(4, 1)]] == 0


def test_intrigue_displaces_a_knight_on_your_road() -> None:
    s = ck("intrigue")
    build(s, 0, roads=_path(0, 4))
    build(s, 1, roads=_path(4, 8, 13))
    knight(s, 1, 4, level=3, active=True)
    s, _ = do(s, 0, "play:intrigue")
    assert tokens(s, 0) == {"displace:v4"}
    s, _ = do(s, 0, "displace:v4")
    assert RULES.to_move(s) == {1} and tokens(s, 1) == {"to:v8", "to:v13"}
    s, _ = do(s, 1, "to:v13")
    assert s.knights[4] is None and kn(s, 13)[:3] == [1, 3, 1]


def test_saboteur_halves_players_with_as_many_points() -> None:
    s = ck("saboteur")
    build(s, 0, settlements=(12,))
    build(s, 1, settlements=(40,))
    cards(s, 1, wool=5)
    cards(s, 2, ore=6)  # fewer points than seat 0: spared
    s, ev = do(s, 0, "play:saboteur")
    assert event(ev, "must_discard") == {"seats": [1], "counts": [2], "why": "saboteur"}
    s, _ = run(s, (1, "discard:wool"), (1, "discard:wool"))
    assert hand(s, 1) == {"wool": 3} and hand(s, 2) == {"ore": 6}


def test_spy_takes_a_progress_card() -> None:
    s = ck("spy")
    assert "play:spy" not in tokens(s, 0)
    s.progress[2] = ["wedding", "crane"]
    s, _ = run(s, (0, "play:spy"), (0, "target:2"))
    assert RULES.view(s, 0).peek == ("crane", "wedding")
    s, ev = do(s, 0, "take:wedding")
    assert s.progress[0] == ["wedding"] and s.progress[2] == ["crane"]
    assert [e.visible_to for e in ev if e.kind == "spied_card"] == [frozenset({0, 2})]


def test_warlord_activates_all_knights_without_making_them_ready() -> None:
    s = ck("warlord")
    build(s, 0, roads=_path(0, 4, 8))
    knight(s, 0, 0)
    knight(s, 0, 8, level=2)
    s, _ = do(s, 0, "play:warlord")
    assert kn(s, 0)[2] == kn(s, 8)[2] == 1
    assert "kmove:v0" not in tokens(s, 0)


def test_wedding_richer_players_give_two_cards_of_their_choice() -> None:
    s = ck("wedding", players=4)
    build(s, 1, settlements=(12,))
    build(s, 3, settlements=(40,), cities=(2,))
    cards(s, 1, ore=1)
    cards(s, 3, wool=2, coin=3)
    s, _ = do(s, 0, "play:wedding")
    assert RULES.to_move(s) == {1} and tokens(s, 1) == {"give:ore"}
    s, _ = do(s, 1, "give:ore")
    assert RULES.to_move(s) == {3}
    s, _ = run(s, (3, "give:coin"), (3, "give:wool"))
    assert hand(s, 0) == {"ore": 1, "coin": 1, "wool": 1} and hand(s, 3) == {"wool": 1, "coin": 2}
    assert s.stack[-1].kind == Step.MAIN


def test_every_card_id_is_covered_here() -> None:
    import inspect
    import sys

    source = inspect.getsource(sys.modules[__name__])
    for cid in catalogue().progress:
        assert f'"{cid}"' in source, cid
