"""Catan's `hard_search`: ISMCTS whose leaves are judged by each seat's margin over its best
rival, measured from the root (bot/engine/catan/ai.py; kept for the bench), and the
`lookahead` that hard plays, on the same position."""

from __future__ import annotations

import math
from typing import Any

import pytest

from bot.engine.ai.worlds import Budget, Table
from bot.engine.catan import RULES
from bot.engine.catan.ai import AI, _centred, _margins, hard_search, lookahead, scores
from bot.engine.core import Action
from bot.engine.rng import derive
from tests.engine.catan.helpers import build, cards, game


def test_margins_are_each_seats_lead_over_its_best_rival() -> None:
    assert _margins([5.0, 3.0, 4.5]) == [0.5, -2.0, -0.5]


def test_every_seat_starts_at_one_half_and_a_city_moves_its_owner_up() -> None:
    s = game(3)
    build(s, 0, settlements=(10,))
    build(s, 1, settlements=(40,))
    utilities = _centred(_margins(scores(s)))
    assert utilities(RULES, s) == pytest.approx([0.5, 0.5, 0.5])
    s.vkind[10] = 2  # seat 0's settlement becomes a city
    after = utilities(RULES, s)
    assert after[0] > 0.75  # one point and the doubled production, on a steep scale
    assert after[1] < 0.5 and after[2] < 0.5
    assert all(0.0 <= u <= 1.0 for u in after)


def test_a_seat_far_behind_still_tells_its_moves_apart() -> None:
    """The softmax gave a seat three points behind a utility near zero whatever it did; the
    centred margin keeps its best and worst moves apart on the search's scale."""
    s = game(3)
    build(s, 0, settlements=(10,))
    build(s, 1, settlements=(40, 44), cities=(20, 30))
    utilities = _centred(_margins(scores(s)))
    before = utilities(RULES, s)[0]
    s.vkind[10] = 2
    assert utilities(RULES, s)[0] - before > 0.2


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("choose", [hard_search, lookahead], ids=["ismcts", "lookahead"])
def test_the_search_builds_the_city_its_hand_pays_for(seed: int, choose: Any) -> None:
    s = game(3)
    build(s, 0, settlements=(10,))
    build(s, 1, settlements=(40,))
    cards(s, 0, ore=3, grain=2)
    legal = RULES.legal_actions(s, 0)
    assert Action("city", ("v10",)) in legal and Action("end") in legal
    table = Table(RULES, AI, 0, derive(seed, len(legal), "test"), Budget(4000))
    assert choose(table, RULES.view(s, 0), legal, seed) == Action("city", ("v10",))
    assert table.worlds  # the sampled worlds are left for the reason


def test_hard_thinks_fewer_steps_in_cities_and_knights(monkeypatch: pytest.MonkeyPatch) -> None:
    """A level's steps per decision: the whole budget in the base game, CK_STEPS of it in
    Cities & Knights (whose steps cost more), so both take about the same CPU time."""
    from bot.engine.ai import levels
    from bot.engine.ai.levels import make_bot
    from bot.engine.catan import RULES
    from bot.engine.catan import ai as catan_ai
    from bot.engine.core import play

    budgets: list[int] = []
    real = levels.Table

    def spy(*args: object, **kwargs: object) -> object:
        table = real(*args, **kwargs)  # type: ignore[arg-type]
        budgets.append(table.budget.steps)
        return table

    monkeypatch.setattr(levels, "Table", spy)
    for ck in (False, True):
        s = RULES.new_game(4, 3, {"ck": ck})
        seat = min(RULES.to_move(s))
        s, _ = play(RULES, s, seat, RULES.legal_actions(s, seat)[0])
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        action = make_bot("hard", seed=5, budget_s=0.05).choose(
            RULES, RULES.view(s, seat), seat, legal
        )
        assert action in legal
    base = math.ceil(0.05 * catan_ai.STEPS_PER_SECOND)
    assert budgets == [base, math.ceil(0.05 * catan_ai.STEPS_PER_SECOND * catan_ai.CK_STEPS)]
