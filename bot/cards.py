"""Looking cards up for `/card` and the menus that play a card, the same for every game.

Only the table's options decide which cards are listed: never the state, so a lookup tells
nothing about where a card is (dealt, in a hand, in the box).
"""

from __future__ import annotations

import difflib
import itertools
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from bot.engine.core import Action, resolve_options
from bot.engine.registry import get_rules
from renderers.cards import CardFace, card_book

CLOSE_NAMES = 8


def _frozen(options: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted((str(k), v) for k, v in options.items()))


@lru_cache(maxsize=256)
def _faces(game_key: str, options: tuple[tuple[str, Any], ...]) -> tuple[CardFace, ...]:
    book = card_book(game_key)
    return () if book is None else tuple(book.faces(dict(options)))


def faces_for(game_key: str, options: Mapping[str, Any]) -> tuple[CardFace, ...]:
    """Every card the book lists for these options ((): the game has no book)."""
    return _faces(game_key, _frozen(options))


@lru_cache(maxsize=32)
def all_faces(game_key: str) -> tuple[CardFace, ...]:
    """Every card of every option set of the game, each id once, in the book's order."""
    rules = get_rules(game_key)
    names = [o.name for o in rules.options]
    seen: dict[str, CardFace] = {}
    for combo in itertools.product(*(o.choices for o in rules.options)):
        options = resolve_options(rules.options, dict(zip(names, combo, strict=True)))
        for face in faces_for(game_key, options):
            seen.setdefault(face.id, face)
    return tuple(seen.values())


@lru_cache(maxsize=256)
def _details(game_key: str, options: tuple[tuple[str, Any], ...]) -> dict[str, str]:
    return {f.id: f.summary for f in _faces(game_key, options)}


def details(game_key: str, options: Mapping[str, Any]) -> Mapping[str, str]:
    """Card id -> one-line effect for the table's options (for menus that play a card)."""
    return _details(game_key, _frozen(options))


def detail_of(action: Action, summaries: Mapping[str, str]) -> str:
    """The effect of the card an action plays: its first argument that is a card id."""
    for arg in action.args:
        if arg in summaries:
            return summaries[arg]
    return ""


def matching(faces: Sequence[CardFace], typed: str, limit: int) -> list[CardFace]:
    """Cards whose name contains what was typed (any case), at most `limit`."""
    needle = typed.strip().lower()
    return [f for f in faces if needle in f.name.lower() or needle == f.id][:limit]


def resolve(faces: Sequence[CardFace], typed: str) -> tuple[CardFace | None, list[CardFace]]:
    """The card meant by an id or a name (exact, then a unique prefix); else None and the
    close names to offer instead."""
    text = typed.strip()
    needle = text.lower()
    for face in faces:
        if face.id == text or face.id == needle:
            return face, []
    exact = [f for f in faces if f.name.lower() == needle]
    if len(exact) == 1:
        return exact[0], []
    if exact:
        return None, exact
    prefix = [f for f in faces if f.name.lower().startswith(needle)] if needle else []
    if len(prefix) == 1:
        return prefix[0], []
    if prefix:
        return None, prefix[:CLOSE_NAMES]
    by_name = {f.name.lower(): f for f in faces}
    close = difflib.get_close_matches(needle, list(by_name), n=CLOSE_NAMES, cutoff=0.5)
    inside = [f for f in faces if needle and needle in f.name.lower()]
    found = [*(by_name[n] for n in close), *inside]
    return None, list(dict.fromkeys(found))[:CLOSE_NAMES]
