"""Forgetting what was worked out from the catalogue, for tests that swap it for a stand-in.

The catalogue's own caches are not the only ones: card faces, their summaries and the card
pictures are cached by language too, and a face built while a stand-in catalogue is in place
would otherwise outlive it and leak into later tests in the same worker."""

from __future__ import annotations

import importlib
from types import ModuleType

MODULES = (
    "bot.words.catalogue",
    "bot.table.cards",
    "renderers.duel_cards",
    "renderers.wonders_cards",
    "renderers.catan_cards",
    "renderers.tta_cards",
)


def _cached(module: ModuleType) -> list[object]:
    return [f for f in vars(module).values() if callable(getattr(f, "cache_clear", None))]


def forget_words() -> int:
    """Clear every cache in MODULES; returns how many were cleared."""
    cleared = 0
    for name in MODULES:
        for fn in _cached(importlib.import_module(name)):
            fn.cache_clear()  # type: ignore[attr-defined]
            cleared += 1
    return cleared
