"""Every card of a game with its rules text, for `/card`, menus and hand pictures (issue 14).

A game registers a `CardBook`: its faces (id, name, kind, one-line effect) for an option set,
and a function drawing one card in full. Looking a card up says nothing about where it is:
a book lists every card the options put in the game, dealt or not, seen or not.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from PIL import Image

from bot.engine.registry import game_of

SUMMARY_LIMIT = 100  # Discord's limit for a select option's description line


class CardFace(NamedTuple):
    """One component as a player looks it up: the engine's id and the words for it."""

    id: str  # the engine's id ("the_hanging_gardens", "knight")
    name: str  # its printed name
    kind: str  # what it is, e.g. "Age II card", "wonder", "progress token", "leader"
    summary: str  # its effect in one line, at most SUMMARY_LIMIT characters
    text: str = ""  # its whole text, cost first, for /card ("": the summary is all of it)

    @property
    def full(self) -> str:
        """The whole text, never cut (what /card shows)."""
        return self.text or self.summary


@dataclass(frozen=True, slots=True)
class CardBook:
    """A game's cards: `faces(options)` every component those options use; `draw(id)` the card
    as a picture with its full text, cost and effects. Either may take a keyword `locale` (the
    reader's language, see renderers.lang); call them through `listed` and `picture`, which
    pass it to the functions that take it."""

    faces: Callable[..., Sequence[CardFace]]
    draw: Callable[..., Image.Image]

    def listed(self, options: Mapping[str, Any], locale: str | None = None) -> Sequence[CardFace]:
        if locale is not None and _takes_locale(self.faces):
            return self.faces(options, locale=locale)
        return self.faces(options)

    def picture(self, card_id: str, locale: str | None = None) -> Image.Image:
        if locale is not None and _takes_locale(self.draw):
            return self.draw(card_id, locale=locale)
        return self.draw(card_id)


def _takes_locale(fn: Callable[..., Any]) -> bool:
    try:
        return "locale" in inspect.signature(fn).parameters
    except (TypeError, ValueError):  # pragma: no cover - builtins without signatures
        return False


BOOKS: dict[str, CardBook] = {}


def register_cards(game_key: str, book: CardBook) -> CardBook:
    """The first registration of a key wins (as for renderers)."""
    BOOKS.setdefault(game_key, book)
    return book


def card_book(game_key: str) -> CardBook | None:
    """The game's book; the module its declaration names (`Game.cards`) is imported on first
    use. None if it has none."""
    declared = game_of(game_key)
    if game_key not in BOOKS and declared is not None and declared.cards:
        importlib.import_module(declared.cards)
    return BOOKS.get(game_key)


def summaries(
    game_key: str, options: Mapping[str, Any], locale: str | None = None
) -> dict[str, str]:
    """Card id -> one-line effect, for the menus that play a card."""
    book = card_book(game_key)
    return {} if book is None else {f.id: f.summary for f in book.listed(options, locale)}
