"""7 Wonders (3-7 players and the 2-player Free City variant) with the Leaders expansion."""

from __future__ import annotations

from bot.engine.game import AGE, MOVE, Game
from bot.engine.wonders.challenge import CHALLENGE
from bot.engine.wonders.rules import RULES

GAME = Game(
    RULES,
    renderer="renderers.wonders",
    cards="renderers.wonders_cards",
    ai="bot.engine.wonders.ai",
    challenge=CHALLENGE,
    replay_marks={
        "conflicts": AGE,
        "revealed": MOVE,
    },  # an age's end; a turn's cards
    board_shows_breakdown=True,
)

__all__ = ["GAME", "RULES"]
