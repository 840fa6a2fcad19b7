"""Registers the test-only Tokens game and its renderer (TABULA_PLUGINS=tests.support.plugin)."""

from __future__ import annotations

from bot.engine.registry import register
from tests.support.tokens_game import RULES

register(RULES)

try:  # the renderer needs Pillow, which the engine tests must not require
    import tests.support.tokens_render  # noqa: F401
except ImportError:  # pragma: no cover
    pass
