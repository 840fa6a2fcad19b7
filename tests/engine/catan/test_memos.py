"""The speed memos give what a fresh computation gives, at every step of random games.

A memo is keyed by the content its value depends on; if a key ever missed an input, a hit
would return a stale answer. Here every memoised value met during play (hit or miss) is
compared with the same value computed from scratch."""

from __future__ import annotations

import random
import threading

from bot.engine.catan import RULES
from bot.engine.catan import queries as q
from bot.engine.catan.acts import act, per_kind
from bot.engine.catan.data import KINDS
from bot.engine.catan.placement import BuildingMoves, building_moves
from bot.engine.catan.roads import _longest_trail, road_length
from bot.engine.catan.state import NONE, CatanState
from bot.engine.core import Action
from tests.engine.catan.fingerprint import CASES, game_digest


def _positions(ck: bool, seed: int, every: int = 7) -> list[CatanState]:
    """Copies of the state every few moves of one seeded random 4-player game."""
    s = RULES.new_game(4, seed, {"ck": ck, "board": "random"})
    pick = random.Random(seed)
    out = []
    step = 0
    while RULES.to_move(s):
        seat = pick.choice(sorted(RULES.to_move(s)))
        RULES.apply(s, seat, pick.choice(RULES.legal_actions(s, seat)))
        step += 1
        if step % every == 0:
            out.append(RULES.from_json(RULES.to_json(s)))
    return out


def _spots(moves: BuildingMoves, s: CatanState) -> tuple[object, ...]:
    knights = moves.knights(s) if s.ck else ()
    return (moves.pieces_left, moves.roads(s), moves.settlements(s), moves.cities(s), knights)


def _fresh_counts(s: CatanState, p: int) -> tuple[int, int, int]:
    kinds = [k for o, k in zip(s.vowner, s.vkind, strict=True) if o == p]
    return kinds.count(1), kinds.count(2), kinds.count(3)


def _fresh_trail(s: CatanState, p: int) -> int:
    own = tuple(e for e, o in enumerate(s.eowner) if o == p)
    ends = {v for e in own for v in q.B.edge_vertices[e]}
    return _longest_trail(own, frozenset(v for v in ends if q.blocked(s, p, v))) if own else 0


def test_memo_hits_match_fresh_computation_base_and_ck() -> None:
    checked = 0
    for ck in (False, True):
        for s in _positions(ck, seed=5):
            for p in range(s.players):
                assert q.building_counts(s, p) == _fresh_counts(s, p)
                assert _spots(building_moves(s, p), s) == _spots(BuildingMoves(s, p), s)
                assert road_length(s, p) == _fresh_trail(s, p)
                assert q.vp(s, p) == sum(q.vp_breakdown(s, p).values())
                checked += 1
    assert checked > 400


def test_building_moves_follow_a_change_of_the_board() -> None:
    s = _positions(False, seed=2)[60]
    p = s.current
    before = building_moves(s, p)
    roads = before.roads(s)
    free = next(e for e in range(q.NE) if s.eowner[e] == NONE and act("road", (f"e{e}",)) in roads)
    s.eowner[free] = p  # a road: one piece fewer in the supply, and new spots beyond it
    after = building_moves(s, p)
    assert _spots(after, s) == _spots(BuildingMoves(s, p), s)
    assert after.pieces_left[0] == before.pieces_left[0] - 1
    assert act("road", (f"e{free}",)) not in after.roads(s)


def test_shared_actions_equal_fresh_ones() -> None:
    assert act("road", ("e5",)) == Action("road", ("e5",))
    assert act("road", ("e5",)) is act("road", ("e5",))
    assert [a.token for a in per_kind("give")] == [f"give:{k}" for k in KINDS]


def test_two_threads_play_the_recorded_games() -> None:
    """The memos are shared between threads; each thread's games come out as alone."""
    players, options = CASES[0]
    alone = [game_digest(players, seed, options) for seed in (0, 1)]
    results: dict[int, list[str]] = {}

    def run(i: int) -> None:
        results[i] = [game_digest(players, seed, options) for seed in (0, 1)]

    threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {0: alone, 1: alone}
