"""Importing this module fills the three tables (`moves.MOVES`, `decisions.DECISIONS`,
`decisions.TASKS`): every module that registers a move kind, a decision or an engine task."""

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
    losses,
    military,
    politics,
    scoring,
)
