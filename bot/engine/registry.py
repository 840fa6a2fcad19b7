"""The games Tabula knows, by key: the shipped ones listed once in `BUILTIN` (a game package
declares itself in its `GAME`, bot/engine/game.py); plugins named in TABULA_PLUGINS may add
more."""

from __future__ import annotations

import importlib
from typing import Any

from bot.engine.ai.base import declare_ai
from bot.engine.core import AnyRules, RuleError
from bot.engine.game import Game

# The shipped games, one line each: the package whose `GAME` declares the game.
BUILTIN = (
    "bot.engine.tta",
    "bot.engine.duel",
    "bot.engine.catan",
    "bot.engine.wonders",
)

GAMES: dict[str, Game[Any, Any]] = {}  # key -> the game's declaration
REGISTRY: dict[str, AnyRules] = {}  # key -> its rules (the same games as GAMES)
_PLUGINS: list[str] = []  # the modules load_plugins imported, in order


def register(game: Game[Any, Any] | AnyRules) -> AnyRules:
    """Add a game (its declaration, or bare rules for a game with nothing else to declare);
    registering the same key twice keeps the first (imports may repeat)."""
    declared = game if isinstance(game, Game) else Game(game)
    GAMES.setdefault(declared.key, declared)
    if declared.ai:
        declare_ai(declared.key, declared.ai)
    REGISTRY.setdefault(declared.key, GAMES[declared.key].rules)
    return REGISTRY[declared.key]


def game_of(key: str) -> Game[Any, Any] | None:
    """The declaration of a known game, or None."""
    return GAMES.get(key)


def get_rules(key: str) -> AnyRules:
    """The rules for `key`, or a clear refusal listing the games that exist."""
    try:
        return REGISTRY[key.strip().lower()]
    except KeyError:
        known = ", ".join(sorted(REGISTRY)) or "none"
        raise RuleError(
            f"There is no game called `{key}`. Games: {known}.",
            key="error.unknown_game",
            name=key,
            known=known,
        ) from None


def load_plugins(spec: str) -> list[str]:
    """Import comma-separated modules that register extra games (used by tests and tools)."""
    loaded = []
    for name in (part.strip() for part in spec.split(",")):
        if name:
            importlib.import_module(name)
            loaded.append(name)
            if name not in _PLUGINS:
                _PLUGINS.append(name)
    return loaded


def loaded_plugins() -> str:
    """The plugins loaded so far, as `load_plugins` takes them: what a worker process loads
    to know the same games."""
    return ",".join(_PLUGINS)


def load_builtin_games() -> None:
    """Register the shipped games."""
    for name in BUILTIN:
        register(importlib.import_module(name).GAME)


load_builtin_games()
