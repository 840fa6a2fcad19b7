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
from bot.words.catalogue import language_of
from renderers.cards import CardFace, card_book

CLOSE_NAMES = 8


def _frozen(options: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted((str(k), v) for k, v in options.items()))


@lru_cache(maxsize=256)
def _faces(
    game_key: str, options: tuple[tuple[str, Any], ...], language: str
) -> tuple[CardFace, ...]:
    book = card_book(game_key)
    return () if book is None else tuple(book.listed(dict(options), language))


def faces_for(
    game_key: str, options: Mapping[str, Any], locale: str | None = None
) -> tuple[CardFace, ...]:
    """Every card the book lists for these options, worded in the reader's language ((): the
    game has no book)."""
    return _faces(game_key, _frozen(options), language_of(locale))


@lru_cache(maxsize=64)
def _all_faces(game_key: str, language: str) -> tuple[CardFace, ...]:
    rules = get_rules(game_key)
    names = [o.name for o in rules.options]
    seen: dict[str, CardFace] = {}
    for combo in itertools.product(*(o.choices for o in rules.options)):
        options = resolve_options(rules.options, dict(zip(names, combo, strict=True)))
        for face in faces_for(game_key, options, language):
            seen.setdefault(face.id, face)
    return tuple(seen.values())


def all_faces(game_key: str, locale: str | None = None) -> tuple[CardFace, ...]:
    """Every card of every option set of the game, each id once, in the book's order."""
    return _all_faces(game_key, language_of(locale))


@lru_cache(maxsize=256)
def _details(game_key: str, options: tuple[tuple[str, Any], ...], language: str) -> dict[str, str]:
    return {f.id: f.summary for f in _faces(game_key, options, language)}


def details(
    game_key: str, options: Mapping[str, Any], locale: str | None = None
) -> Mapping[str, str]:
    """Card id -> one-line effect for the table's options (for menus that play a card)."""
    return _details(game_key, _frozen(options), language_of(locale))


def detail_for(game_key: str, card_id: str, locale: str | None) -> str:
    """One card's one-line effect in the reader's language ("": the book has no such card)."""
    for face in all_faces(game_key, locale):
        if face.id == card_id:
            return face.summary
    return ""


def card_of(action: Action, summaries: Mapping[str, str]) -> str:
    """The card an action plays: its first argument the book knows ("": none)."""
    for arg in action.args:
        if arg in summaries:
            return str(arg)
    return ""


def detail_of(action: Action, summaries: Mapping[str, str]) -> str:
    """The effect of the card an action plays: its first argument that is a card id."""
    for arg in action.args:
        if arg in summaries:
            return summaries[arg]
    return ""


def either(local: Sequence[CardFace], english: Sequence[CardFace]) -> tuple[CardFace, ...]:
    """The reader's faces, then the English faces of cards whose English name differs, so a
    card is found by its name in the reader's language or by its English name (shown in the
    reader's words either way)."""
    by_id = {f.id: f for f in local}
    extra = [
        by_id[f.id]._replace(name=f.name)
        for f in english
        if f.id in by_id and f.name.lower() != by_id[f.id].name.lower()
    ]
    return (*local, *extra)


def matching(faces: Sequence[CardFace], typed: str, limit: int) -> list[CardFace]:
    """Cards whose name contains what was typed (any case), at most `limit`."""
    needle = typed.strip().lower()
    found: dict[str, CardFace] = {}
    for f in faces:
        if (needle in f.name.lower() or needle == f.id) and f.id not in found:
            found[f.id] = f
    return _in_own_words(faces, list(found.values()))[:limit]


def _in_own_words(faces: Sequence[CardFace], found: Sequence[CardFace]) -> list[CardFace]:
    """`found` as the reader's faces (the first of each id in `faces`, see `either`), each once:
    a card found by its English name is still shown by the reader's name."""
    first: dict[str, CardFace] = {}
    for f in faces:
        first.setdefault(f.id, f)
    return list({f.id: first.get(f.id, f) for f in found}.values())


def resolve(faces: Sequence[CardFace], typed: str) -> tuple[CardFace | None, list[CardFace]]:
    """The card meant by an id or a name (exact, then a unique prefix); else None and the
    close names to offer instead, in the reader's words."""
    face, close = _resolve(faces, typed)
    shown = _in_own_words(faces, [face] if face is not None else close)
    return (shown[0], []) if face is not None else (None, shown)


def _resolve(faces: Sequence[CardFace], typed: str) -> tuple[CardFace | None, list[CardFace]]:
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
