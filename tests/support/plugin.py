"""Registers the test-only Tokens game, its renderer, its card book and its messages
(TABULA_PLUGINS=tests.support.plugin)."""

from __future__ import annotations

from pathlib import Path

import tests.support.tokens_cards  # registers the card book
import tests.support.tokens_render  # noqa: F401  (registers the board renderer)
from bot.engine.registry import register
from bot.words.catalogue import add_words
from tests.support.tokens_ai import RULES as TOKENS_AI
from tests.support.tokens_game import RULES

register(RULES)
register(TOKENS_AI)
add_words(Path(__file__).resolve().parent / "i18n")
