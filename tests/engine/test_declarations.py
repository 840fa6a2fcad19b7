"""Every shipped game declares itself once (bot/engine/game.py) and is listed once in the
registry; what the declaration names exists and is that game's."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from bot.engine.ai.base import NEUTRAL, game_ai
from bot.engine.game import AGE, MOVE, Game
from bot.engine.registry import BUILTIN, GAMES, REGISTRY
from renderers import RENDERERS, renderer_for
from renderers.cards import card_book

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = [importlib.import_module(name).GAME for name in BUILTIN]


def test_the_registry_lists_each_shipped_game_once() -> None:
    keys = [g.key for g in SHIPPED]
    assert len(set(keys)) == len(keys) == len(BUILTIN)
    for game in SHIPPED:
        assert GAMES[game.key] is game
        assert REGISTRY[game.key] is game.rules


@pytest.mark.parametrize("game", SHIPPED, ids=lambda g: g.key)
def test_what_a_declaration_names_is_the_games(game: Game) -> None:
    assert game.renderer is not None
    assert renderer_for(game.key) is RENDERERS[game.key]
    assert game.renderer in {RENDERERS[game.key].__module__}
    if game.cards is not None:
        book = card_book(game.key)
        assert book is not None
        assert book.faces.__module__ == game.cards
    if game.ai is not None:
        assert game_ai(game.key) is not NEUTRAL
    assert set(game.replay_marks.values()) <= {AGE, MOVE}
    if game.challenge is not None:
        raw, variant = game.challenge.deal(True, 739_000)
        assert game.rules.min_players <= game.challenge.players <= game.rules.max_players
        assert set(raw) <= {o.name for o in game.rules.options}
        assert re.fullmatch(r"[a-z]+", variant)


def test_nothing_above_the_engine_names_a_shipped_game() -> None:
    """Per-game tables live in the games' declarations: no module in bot/ outside the engine,
    nor cogs/, picks a game by its key."""
    keys = "|".join(g.key for g in SHIPPED)
    quoted = re.compile(rf"""["']({keys})["']""")
    found = []
    for folder in ("bot", "cogs"):
        for path in (ROOT / folder).rglob("*.py"):
            if "engine" in path.relative_to(ROOT).parts:
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if quoted.search(line.split("#")[0]):
                    found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []
