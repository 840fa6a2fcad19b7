"""Bots: each picks one legal action from what its seat may see."""

from __future__ import annotations

from bot.engine.ai.random_bot import RandomBot, choose

__all__ = ["RandomBot", "choose"]
