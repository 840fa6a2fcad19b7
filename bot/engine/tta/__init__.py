"""Through the Ages: A New Story of Civilization, solo (dummy player or barbarians)."""

from __future__ import annotations

from bot.engine.tta.rules import RULES

__all__ = ["RULES"]
