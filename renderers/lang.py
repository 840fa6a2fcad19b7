"""The words a picture draws, in the reader's language (issue 15).

A renderer never writes an English label itself: it asks a `Words` for the message of the
catalogue (`data/i18n/<language>/*.ftl`, the same files as the bot's replies), for a
component's name, or for a phrase an engine said. `Words(locale, game)` is made once per
picture and passed down to the functions that draw its parts:

    w = Words(locale, "duel")
    w("duel.board.age", n=2)       # a message, with its arguments
    w.name("the_pyramids")         # a card's name: the language's, else the game's English
    w.text("amytis")               # a component's rules text, likewise
    w.say(phrase, names=names)     # a Phrase (bot.engine.words) worded for this reader

Board labels live under `<game>.board.*` in `<game>.ftl` (or `<game>-board.ftl`); the
catalogue falls back to English message by message, like every reply.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.registry import REGISTRY
from bot.engine.words import Text
from bot.words.catalogue import DEFAULT_LOCALE, language_of, t
from bot.words.phrases import component_name, say


@dataclass(frozen=True, slots=True)
class Words:
    """One picture's words: its language and the game whose components it names."""

    locale: str | None = None
    game: str = ""

    @property
    def language(self) -> str:
        return language_of(self.locale)

    @property
    def english(self) -> bool:
        return self.language == DEFAULT_LOCALE

    def __call__(self, key: str, /, **params: Any) -> str:
        return t(key, self.locale, **params)

    def name(self, component: str) -> str:
        rules = REGISTRY.get(self.game)
        return component_name(
            self.game, component, self.locale, rules.name_of if rules is not None else None
        )

    def text(self, component: str) -> str:
        """A component's rules text: `<game>.text.<id>` in the reader's language, else the
        game data's English text (`Rules.text_of`), else ""."""
        return say(Text(component), self.locale, game=self.game)

    def say(self, x: Any, *, names: Sequence[str] = ()) -> str:
        return say(x, self.locale, game=self.game, names=names)


ENGLISH = Words()
