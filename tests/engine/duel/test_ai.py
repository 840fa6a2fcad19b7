"""The Duel bots' strategy hooks: the evaluation, the prior, the reasons, and a short match."""

from __future__ import annotations

import pytest

from bot.engine.ai import make_bot
from bot.engine.ai.base import game_ai
from bot.engine.core import Action, play
from bot.engine.duel import ai
from bot.engine.duel.rules import RULES
from bot.words.phrases import say
from tests.engine.duel.helpers import position

SCIENCE_FIVE = ["workshop", "apothecary", "scriptorium", "pharmacist", "academy"]


def _u(s: object, seat: int = 0) -> float:
    return ai.evaluate(RULES, s)[seat]  # type: ignore[arg-type]


def test_the_game_has_its_hooks() -> None:
    hooks = game_ai("duel")
    assert hooks is ai.AI
    assert hooks.prior is not None and hooks.reason is not None
    assert RULES.supports_determinize


def test_utilities_are_probabilities_that_sum_to_one() -> None:
    s = RULES.new_game(2, 4, {})
    u = ai.evaluate(RULES, s)
    assert len(u) == 2 and all(0 < x < 1 for x in u) and sum(u) == pytest.approx(1)
    assert u[0] == pytest.approx(0.5, abs=0.1)  # the draft: nobody is ahead yet


def test_more_points_is_better() -> None:
    even = position(2)
    ahead = position(2, cities=(["temple", "statue"], []))
    assert _u(ahead) > _u(even) + 0.1
    assert _u(ahead, 1) < 0.5


def test_a_science_threat_is_better_than_its_points_alone() -> None:
    # five different symbols (one card short of scientific supremacy) against 4 blue VP more
    threat = position(3, cities=(SCIENCE_FIVE, ["baths", "altar"]), coins=(0, 0))
    assert _u(threat) > 0.7


def test_a_military_threat_is_better_than_a_quiet_lead() -> None:
    near = position(3, pawn=7)  # seat 0 two spaces from seat 1's capital
    far = position(3, pawn=2)
    assert _u(near) > _u(far) + 0.15
    assert _u(position(3, pawn=-7)) < 0.3


def test_the_prior_ranks_the_winning_build_first() -> None:
    s = position(
        3,
        accessible=["palace", "university"],
        cities=(SCIENCE_FIVE, []),
        coins=(12, 7),
    )
    legal = RULES.legal_actions(s, 0)
    assert Action("build", ("university",)) in legal
    weights = ai.prior(RULES, s, 0, legal)
    best = legal[max(range(len(legal)), key=lambda i: weights[i])]
    assert best == Action("build", ("university",))
    why = ai.reason(RULES, s, 0, best)
    assert why is not None and say(why, "en", game="duel") == "wins by scientific supremacy"
    assert say(why, "vi", game="duel") == "thắng bằng Thống trị Khoa học"


def test_the_prior_blocks_the_opponents_science() -> None:
    s = position(
        3,
        accessible=["senate", "university"],
        cities=([], SCIENCE_FIVE),
        coins=(0, 12),
    )
    legal = RULES.legal_actions(s, 0)  # seat 0 cannot pay for anything: discard or wonder
    weights = dict(zip([a.token for a in legal], ai.prior(RULES, s, 0, legal), strict=True))
    assert weights["discard:university"] == max(weights.values())
    why = ai.reason(RULES, s, 0, Action.parse("discard:university"))
    assert why is not None
    assert say(why, "en", game="duel") == "blocks the opponent's scientific supremacy"


@pytest.mark.parametrize("agora", [False, True])
def test_the_hard_bot_takes_an_immediate_military_win(agora: bool) -> None:
    s = position(3, accessible=["senate", "circus"], pawn=7, coins=(12, 7), agora=agora)
    legal = RULES.legal_actions(s, 0)
    bot = make_bot("hard", seed=3, budget_s=0.05)
    choice = bot.choose(RULES, RULES.view(s, 0), 0, legal)
    after, _ = play(RULES, s, 0, choice)
    out = RULES.outcome(after)
    assert out is not None and out.winners == frozenset({0}), choice


def test_the_hard_bot_takes_an_immediate_science_win() -> None:
    s = position(3, accessible=["palace", "observatory"], cities=(SCIENCE_FIVE, []))
    s.players[0].coins = 12
    legal = RULES.legal_actions(s, 0)
    choice = make_bot("hard", seed=5, budget_s=0.05).choose(RULES, RULES.view(s, 0), 0, legal)
    assert choice == Action("build", ("observatory",))


def test_candidates_keep_every_build_and_a_few_cards_per_wonder() -> None:
    s = position(
        1,
        accessible=["lumber_yard", "stone_pit", "clay_pool", "garrison", "tavern", "theater"],
        wonders=(["the_pyramids", "the_sphinx"], []),
        coins=(30, 7),
    )
    legal = RULES.legal_actions(s, 0)
    kept = ai.candidates(RULES, s, 0, legal)
    assert {a for a in legal if a.kind != "wonder"} <= set(kept)
    for w in ("the_pyramids", "the_sphinx"):
        assert len([a for a in kept if a.kind == "wonder" and a.args[0] == w]) == ai.BURN_KEEP


def _match(games: int) -> float:
    wins = 0.0
    for g in range(games):
        hard_seat = g % 2
        s = RULES.new_game(2, 100 + g, {})
        step = 0
        while RULES.outcome(s) is None:
            seat = min(RULES.to_move(s))
            legal = RULES.legal_actions(s, seat)
            level = "hard" if seat == hard_seat else "random"
            bot = make_bot(level, seed=step + 31 * g, budget_s=0.05)
            s, _ = play(RULES, s, seat, bot.choose(RULES, RULES.view(s, seat), seat, legal))
            step += 1
        out = RULES.outcome(s)
        assert out is not None
        if hard_seat in out.winners:
            wins += 1 / len(out.winners)
    return wins


@pytest.mark.slow
def test_hard_beats_random_in_a_short_match() -> None:
    assert _match(4) >= 3.5
