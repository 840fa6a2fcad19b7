"""Catan bot decisions a player saw throw points away in whole games against `hard` bots.

Seen in `tabula console --seed 7` (game 1, me + three hard bots, board:random). Each test
builds the position by hand on the beginner island and states what the bot should not do;
each failed before the bots learned it.
"""

from __future__ import annotations

import pytest

from bot.engine.ai import make_bot
from bot.engine.catan import RULES
from bot.engine.catan import queries as q
from bot.engine.catan.ai import about_to_win, wanted_trade
from bot.engine.catan.data import KINDS
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step
from bot.engine.core import Action, Decision
from tests.engine.catan.helpers import build, cards, game, run

GRAIN = KINDS.index("grain")
LEVELS = ("easy", "medium", "hard")


def _choose(s: CatanState, seat: int, level: str, seed: int = 1) -> Action:
    bot = make_bot(level, seed=seed, budget_s=0.05)
    return bot.choose(RULES, RULES.view(s, seat), seat, RULES.legal_actions(s, seat))


def _grain_drought() -> CatanState:
    """Seat 0 lacks only grain for a settlement; every grain card is in the bank, which the
    board shows to all, so no player can hand one over."""
    s = game(4)
    build(s, 0, settlements=(10,), roads=(16, 21))  # room for a settlement on v19
    cards(s, 0, brick=1, lumber=3, wool=1)
    cards(s, 1, ore=2, wool=1)
    cards(s, 2, lumber=1, brick=1)
    cards(s, 3, ore=1)
    assert s.bank[GRAIN] == 19 and all(h[GRAIN] == 0 for h in s.hands)
    return s


@pytest.mark.parametrize("level", LEVELS)
def test_no_offer_asks_for_a_kind_no_player_can_hold(level: str) -> None:
    s = _grain_drought()
    plan = wanted_trade(s, 0)
    assert plan is None or plan[1][GRAIN] == 0
    for seed in range(2):
        assert _choose(s, 0, level, seed).kind != "offer"


@pytest.mark.parametrize("level", LEVELS)
def test_the_proposer_does_not_pick_the_near_winner_among_accepters(level: str) -> None:
    s = game(4)
    build(s, 0, cities=(0, 10, 20), settlements=(30, 40))  # 8 VP, two from the target
    build(s, 1, settlements=(14,))
    build(s, 2, settlements=(44,))
    build(s, 3, settlements=(50,))
    cards(s, 0, brick=3, grain=1)
    cards(s, 1, lumber=3, wool=1)
    cards(s, 2, brick=2)
    cards(s, 3, brick=2)
    assert about_to_win(s, 0) and not any(about_to_win(s, p) for p in (1, 2, 3))
    assert q.vp(s, 0, hidden=False) == 8
    s.current = 1
    s.stack = [Decision(1, Step.MAIN)]
    s, _ = run(
        s,
        (1, "offer"),
        (1, "give:lumber"),
        (1, "get:brick"),
        (1, "ask:all"),
        (0, "accept"),
        (2, "accept"),
        (3, "accept"),
    )
    legal = RULES.legal_actions(s, 1)
    assert {a.token for a in legal} >= {"deal:0", "deal:2", "deal:3"}
    for seed in range(2):
        assert _choose(s, 1, level, seed) != Action("deal", ("0",))
