"""Catan's `hard` level: each candidate played on greedily to the end of the seat's next turn
in several sampled worlds (`lookahead` in bot/engine/catan/ai.py)."""

from __future__ import annotations

import pytest

from bot.engine.ai.worlds import Budget, Table
from bot.engine.catan import RULES
from bot.engine.catan.ai import AI, _play_ahead, lookahead
from bot.engine.catan.state import NONE as NONE_SEAT
from bot.engine.core import Action
from bot.engine.rng import derive
from tests.engine.catan.helpers import build, game


def test_hard_is_the_lookahead() -> None:
    assert AI.search is lookahead


def test_play_ahead_stops_when_the_seats_next_turn_is_over() -> None:
    s = game(3)
    build(s, 0, settlements=(10,))
    build(s, 1, settlements=(40,))
    build(s, 2, settlements=(20,))
    table = Table(RULES, AI, 0, derive(5, 0, "test"), Budget(100_000))
    t = RULES.copy(s)
    RULES.apply(t, 0, Action("end"))
    start = t.turn_no
    _play_ahead(table, t, 0)
    assert RULES.outcome(t) is None
    # seats 1 and 2 played, then seat 0's whole next turn: the turn is now seat 1's again
    assert t.current == 1 and t.turn_no == start + 3
    assert table.budget.spent > 0


def test_room_is_the_best_open_spot_less_a_share_for_each_road_to_build() -> None:
    from bot.engine.catan.ai import ROOM_FURTHER, _vertex_value, production, room
    from bot.engine.catan.queries import B

    s = game(3)
    build(s, 0, settlements=(10,))
    prod = production(s)
    bare = room(s, 0, prod)
    assert bare > 0.0  # two roads from the settlement reach open spots
    # a road from the settlement: the spots one road beyond its end now count more
    e = B.vertex_edges[10][0]
    build(s, 0, roads=(e,))
    prod = production(s)
    assert room(s, 0, prod) >= bare
    end = next(v for v in B.edge_vertices[e] if v != 10)
    beyond = {w for f in B.vertex_edges[end] for w in B.edge_vertices[f]} - {end, 10}
    best = max(_vertex_value(s, 0, w, prod) for w in beyond)
    assert room(s, 0, prod) >= ROOM_FURTHER * best
    # an opponent's settlement on the spot beyond blocks it (and its neighbours)
    assert room(s, 1, prod) == 0.0  # seat 1 has nothing on the board
    s.vowner[10], s.vkind[10] = NONE_SEAT, 0
    s.eowner[e] = NONE_SEAT
    assert room(s, 0, production(s)) == 0.0


def test_hard_counts_room_only_in_its_own_leaves(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.engine.catan import ai as catan_ai

    s = game(3)
    build(s, 0, settlements=(10,))
    build(s, 1, settlements=(40,))
    monkeypatch.setattr(catan_ai, "ROOM", 0.04)
    plain = catan_ai.evaluate(RULES, s)
    roomy = catan_ai.hard_evaluate(RULES, s)
    assert roomy[0] != plain[0]  # hard's leaves see seat 0's open spots
    assert catan_ai.AI.evaluate is catan_ai.evaluate  # easy, medium and trades do not
