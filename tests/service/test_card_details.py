"""Moves that play a card carry the card's effect: Choice.detail, then the menu's description."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from PIL import Image

from bot.chat.commands import Menu, Reply, worded
from bot.engine.core import Action
from bot.engine.registry import get_rules
from bot.table import cards
from bot.table.service import Choice, choices_of
from cogs.components import build_view
from renderers import cards as book_registry
from renderers.cards import CardBook, CardFace


def test_the_first_argument_that_is_a_card_gives_the_detail() -> None:
    summaries = cards.details("tokens", {"gifts": True})
    assert summaries["bonus_4"] == "4 points at the end of the game."
    assert cards.detail_of(Action.of("play", "x", "bonus_4"), summaries) == summaries["bonus_4"]
    assert cards.detail_of(Action.of("take", 2), summaries) == ""
    assert "gift" not in cards.details("tokens", {"gifts": False})


def test_choices_carry_the_summary_of_the_card_they_play(monkeypatch: pytest.MonkeyPatch) -> None:
    """A book whose cards are the Tokens amounts stands in for a game whose moves play cards."""
    long = "Takes tokens from the pile; " * 8

    def faces(options: Mapping[str, Any]) -> Sequence[CardFace]:
        return [CardFace(str(n), f"Take {n}", "take card", long[: 100 - n]) for n in (1, 2, 3)]

    cards._faces.cache_clear()
    cards._details.cache_clear()
    monkeypatch.setitem(
        book_registry.BOOKS, "tokens", CardBook(faces, lambda _: Image.new("RGB", (1, 1)))
    )
    try:
        rules = get_rules("tokens")
        s = rules.new_game(2, 1, {"pile": "small", "gifts": True})
        s.turn = 0
        legal = rules.legal_actions(s, 0)
        found = choices_of(rules, s, 0, legal, cards.details("tokens", {}))
        assert [c.detail for c in found] == [long[:99], long[:98], long[:97]]
        reply = Reply("x", version=3, menus=(Menu("Take", found),))
        view = build_view(reply, None)
        assert view is not None
        options = [o for item in view.children for o in getattr(item.item, "options", [])]
        assert [o.description for o in options] == [c.detail for c in found]
        assert all(len(o.description or "") <= 100 for o in options)
    finally:
        cards._faces.cache_clear()
        cards._details.cache_clear()


def test_a_menu_option_without_a_card_has_no_description() -> None:
    reply = Reply("x", version=3, menus=(Menu("Moves", (Choice("take:1", "Take 1", "Take"),)),))
    view = build_view(reply, None)
    assert view is not None
    options = [o for item in view.children for o in getattr(item.item, "options", [])]
    assert [o.description for o in options] == [None]


def _speaking_book() -> CardBook:
    """A book that words its cards in Vietnamese when asked (and English otherwise)."""

    def faces(options: Mapping[str, Any], locale: str | None = None) -> Sequence[CardFace]:
        vi = locale == "vi"
        return [
            CardFace(
                str(n),
                f"Lấy {n}" if vi else f"Take {n}",
                "thẻ" if vi else "card",
                f"Lấy {n} thẻ." if vi else f"Take {n} tokens.",
            )
            for n in (1, 2, 3)
        ]

    def draw(card_id: str, locale: str | None = None) -> Image.Image:
        return Image.new("RGB", (2 if locale == "vi" else 1, 1))

    return CardBook(faces, draw)


def test_a_book_that_speaks_gets_the_readers_language(monkeypatch: pytest.MonkeyPatch) -> None:
    cards._faces.cache_clear()
    cards._all_faces.cache_clear()
    book = _speaking_book()
    monkeypatch.setitem(book_registry.BOOKS, "tokens", book)
    try:
        assert book.picture("1", "vi").size == (2, 1) and book.picture("1").size == (1, 1)
        rules = get_rules("tokens")
        s = rules.new_game(2, 1, {"pile": "small", "gifts": True})
        s.turn = 0
        found = choices_of(rules, s, 0, rules.legal_actions(s, 0), cards.details("tokens", {}))
        assert [c.card for c in found] == ["1", "2", "3"]
        assert found[0].detail == "Take 1 tokens."
        said = worded(found, "vi", "tokens", ("A", "B"))
        assert [c.detail for c in said] == ["Lấy 1 thẻ.", "Lấy 2 thẻ.", "Lấy 3 thẻ."]
        assert worded(found, "en", "tokens", ("A", "B"))[0].detail == "Take 1 tokens."
        # /card finds a card by the reader's name or by its English one, worded for the reader
        both = cards.either(cards.all_faces("tokens", "vi"), cards.all_faces("tokens"))
        face, _ = cards.resolve(both, "Take 2")
        assert face is not None and face.id == "2" and face.summary == "Lấy 2 thẻ."
        face, _ = cards.resolve(both, "lấy 3")
        assert face is not None and face.id == "3"
        assert [f.id for f in cards.matching(both, "", 10)] == ["1", "2", "3"]
    finally:
        cards._faces.cache_clear()
        cards._all_faces.cache_clear()
