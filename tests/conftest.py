"""Test-wide set-up: the test-only game is registered before collection."""

from __future__ import annotations

from bot.engine.registry import load_plugins

# imported through load_plugins, so that worker processes (bot/league/painter.py) load it too
load_plugins("tests.support.plugin")
