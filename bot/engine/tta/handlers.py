"""Importing this module registers every move kind, decision and engine task of the game."""

from __future__ import annotations

from bot.engine.tta import (  # noqa: F401  (each module registers its handlers on import)
    abilities,
    actioncards,
    attacks,
    barbarians,
    civil,
    dummy,
    events,
    flow,
    military,
    politics,
    scoring,
)
