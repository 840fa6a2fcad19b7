"""The hard bot's sharp evaluation counts Age I and II production (and trading prices) higher
than the shared evaluation does (bot/engine/duel/ai.py, SHARP_PRODUCTION): in a game it lost
to medium while buying nothing but points and shields in Age I, it now takes a card that makes
its next cards cheaper."""

from __future__ import annotations

import pytest

from bot.engine.ai import make_bot
from bot.engine.core import Action, play, resolve_options
from bot.engine.duel import ai
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState
from bot.engine.rng import derive_seed
from tests.engine.duel.helpers import position

# bench/ai.py's Duel arena game 6 (hard against medium): its seed and the moves up to the
# hard bot's second card (it took the Theater, medium the Stone Pit)
GAME6_SEED = 253457945
GAME6_MOVES = (
    "pick:the_pyramids",
    "pick:the_hanging_gardens",
    "pick:circus_maximus",
    "pick:the_great_library",
    "pick:the_great_lighthouse",
    "pick:the_statue_of_zeus",
    "build:theater",
    "build:stone_pit",
)


def _game6() -> DuelState:
    s = RULES.new_game(2, GAME6_SEED, resolve_options(RULES.options, {}))
    for token in GAME6_MOVES:
        seat = min(RULES.to_move(s))
        move = next(a for a in RULES.legal_actions(s, seat) if a.token == token)
        s, _ = play(RULES, s, seat, move)
    return s


def _hard_move(s: DuelState) -> str:
    seat = min(RULES.to_move(s))
    bot = make_bot("hard", seed=derive_seed(GAME6_SEED, len(GAME6_MOVES), "arena-bot"))
    return bot.choose(RULES, RULES.view(s, seat), seat, RULES.legal_actions(s, seat)).token


def test_age_one_production_counts_more_in_the_sharp_evaluation_only() -> None:
    assert ai.SHARP_PRODUCTION[1] > ai.PRODUCTION[1]
    assert ai.SHARP_PRODUCTION[2] > ai.PRODUCTION[2]
    assert ai.SHARP_PRODUCTION[3] == ai.PRODUCTION[3]


def test_a_brown_card_gains_more_over_points_in_the_sharp_evaluation(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Age I, nobody makes wood: the Lumber Yard's edge over the Altar (3 VP) is larger at the
    sharp weights than at the shared ones."""
    s = position(1, accessible=["lumber_yard", "altar"], cities=([], []))

    def edge() -> float:
        u = {
            cid: ai.evaluate_sharp(RULES, play(RULES, s, 0, Action("build", (cid,)))[0])[0]
            for cid in ("lumber_yard", "altar")
        }
        return u["lumber_yard"] - u["altar"]

    sharp = edge()
    monkeypatch.setattr(ai, "SHARP_PRODUCTION", dict(ai.PRODUCTION))
    assert sharp > edge() + 0.01


@pytest.mark.slow
def test_hard_takes_the_wood_reserve_over_the_guard_tower_in_game_6(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Game 6's position: at the shared weights hard took the Guard Tower (1 shield) and spent
    Ages I and II on 0-3 coins; at the sharp weights it takes the Wood Reserve (wood at 1 coin)."""
    s = _game6()
    assert _hard_move(s) == "build:wood_reserve"
    monkeypatch.setattr(ai, "SHARP_PRODUCTION", dict(ai.PRODUCTION))
    assert _hard_move(s) == "build:guard_tower"
