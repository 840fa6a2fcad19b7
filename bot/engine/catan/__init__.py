"""Catan (base game, 3-4 players) and the Cities & Knights expansion."""

from __future__ import annotations

from bot.engine.catan.rules import RULES

__all__ = ["RULES"]
