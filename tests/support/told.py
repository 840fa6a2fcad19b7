"""What players read, in English: a board's lines or a game's log worded (issue 15's phrases)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.registry import REGISTRY
from bot.engine.words import Line, Phrase
from bot.words.phrases import say


def told_lines(lines: Sequence[Line], game: str = "", names: Sequence[str] = ()) -> tuple[str, ...]:
    rules = REGISTRY.get(game)
    name_of = rules.name_of if rules is not None else None
    return tuple(say(x, "en", game=game, names=names, name_of=name_of) for x in lines)


def told(update: Any) -> tuple[str, ...]:
    """An Update's lines as the board shows them in English."""
    return told_lines(update.lines, update.game_key, update.names)


def told_log(history: tuple[Sequence[Line], str, Sequence[str]]) -> list[str]:
    """`GameService.history(...)` as /log shows it in English."""
    story, game, names = history
    return list(told_lines(story, game, names))


def english(x: Any, game: str = "", names: Sequence[str] = ()) -> str:
    """A phrase (or a plain string) as an English reader sees it."""
    (line,) = told_lines((x,), game, names)
    return line


def told_error(err: Any, game: str = "", names: Sequence[str] = ()) -> str:
    """A refusal (a RuleError with its key and arguments) as an English reader sees it."""
    from_key = Phrase(err.key, tuple(err.params.items())) if err.key else str(err)
    return english(from_key, game, names)
