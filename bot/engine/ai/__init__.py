"""Bots: each picks one legal action from what its seat may see (design.md section 7).

Bottom to top:
- `base`: the `Bot` protocol, `GameAI` (a game's evaluation, move prior, reasons and candidate
  filter, found in `bot/engine/<game>/ai.py`), and the utilities of a finished game;
- `worlds`: sampled full states that agree with a view (`rules.determinize`), the step budget,
  quick play and the greedy finish of a multi-step move;
- `ismcts`: information-set Monte Carlo tree search over those worlds (`hard`);
- `levels`: `LEVELS`, `make_bot(level, seed=, budget_s=)`, and the `easy` and `medium` policies.
"""

from __future__ import annotations

from bot.engine.ai.base import Bot, GameAI, game_ai
from bot.engine.ai.levels import DEFAULT_LEVEL, LEVELS, THINKING_S, Choice, LeveledBot, make_bot

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "THINKING_S",
    "Bot",
    "Choice",
    "GameAI",
    "LeveledBot",
    "game_ai",
    "make_bot",
]
