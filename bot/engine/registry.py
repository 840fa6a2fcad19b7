"""The games Tabula knows, by key; plugins named in TABULA_PLUGINS may add more."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from bot.engine.core import RuleError, Rules

REGISTRY: dict[str, Rules] = {}
_PLUGINS: list[str] = []  # the modules load_plugins imported, in order


def register(rules: Rules) -> Rules:
    """Add a game; registering the same key twice keeps the first (imports may repeat)."""
    REGISTRY.setdefault(rules.key, rules)
    return REGISTRY[rules.key]


def get_rules(key: str) -> Rules:
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
    """Register every game package under bot/engine that exports `RULES`."""
    for info in pkgutil.iter_modules([str(Path(__file__).parent)]):
        if info.ispkg and info.name not in _NOT_GAMES:
            module = importlib.import_module(f"bot.engine.{info.name}")
            rules = getattr(module, "RULES", None)
            if rules is not None:
                register(rules)


_NOT_GAMES = frozenset({"ai"})


load_builtin_games()
