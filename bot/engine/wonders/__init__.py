"""7 Wonders (3-7 players and the 2-player Free City variant) with the Leaders expansion."""

from __future__ import annotations

from bot.engine.wonders.rules import RULES

__all__ = ["RULES"]
