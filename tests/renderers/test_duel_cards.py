"""The Duel card book: every component a move can name has a face, a short summary, a drawing."""

from __future__ import annotations

import random

import pytest

from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import catalog
from bot.engine.duel.rules import RULES
from renderers import draw
from renderers.cards import SUMMARY_LIMIT, card_book, summaries
from renderers.duel_cards import draw_card
from tests.support.layout import problems


@pytest.mark.parametrize("with_agora", [False, True])
def test_every_component_has_a_face_and_a_drawing(with_agora: bool) -> None:
    book = card_book("duel")
    assert book is not None
    faces = book.faces({"agora": with_agora})
    ids = {f.id for f in faces}
    cat = catalog()
    variant = "agora" if with_agora else "base"
    want = {c for c, card in cat.cards.items() if card.deck != "senator" or with_agora}
    want |= set(cat.wonders_of(variant)) | set(cat.tokens_of(variant))
    if with_agora:
        want |= set(agora().decrees) | set(agora().conspiracies)
    assert want <= ids
    assert with_agora or not any(cat.cards[i].deck == "senator" for i in ids if i in cat.cards)
    draw_card.cache_clear()  # drawings are cached: draw each afresh to record its lines
    for f in faces:
        assert 0 < len(f.summary) <= SUMMARY_LIMIT, f
        assert f.name and f.kind
        with draw.record_text() as inked:
            img = book.draw(f.id)
        assert problems(img, list(inked), public=False) == [], f.id
        assert any(line.text for line in inked)


def test_summaries_say_what_a_card_does() -> None:
    lines = summaries("duel", {"agora": False})
    assert "9 VP" in lines["the_pyramids"]
    assert "Cost" in lines["the_pyramids"]
    assert "Chain" in lines["baths"] or "chain" in lines["baths"].lower()
    assert "blue cards cost 2 fewer" in lines["masonry"]


@pytest.mark.parametrize("with_agora", [False, True])
def test_every_card_an_action_names_is_in_the_book(with_agora: bool) -> None:
    ids = {f.id for f in card_book("duel").faces({"agora": with_agora})}  # type: ignore[union-attr]
    known = set(catalog().cards) | set(catalog().wonders) | set(catalog().tokens)
    known |= set(agora().conspiracies) | set(agora().decrees)
    s = RULES.new_game(2, 5, {"agora": with_agora})
    pick = random.Random(5)
    named = set()
    while RULES.outcome(s) is None:
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        for a in legal:
            named |= {arg for arg in a.args if arg in known}
        RULES.apply(s, seat, pick.choice(legal))
    assert named and named <= ids


@pytest.mark.parametrize("locale", ["vi", "el", "ko"])
def test_the_card_book_lines_speak_the_readers_language(locale: str) -> None:
    """Every face's kind and one-line summary in the reader's words (issue 15): costs, effects
    and chains worded, decrees and conspiracies by their texts; only names stay English."""
    from renderers.cards import card_book
    from tests.support.english import english_left

    book = card_book("duel")
    assert book is not None
    english = {f.id: f for f in book.listed({"agora": True}, "en")}
    for face in book.listed({"agora": True}, locale):
        assert face.summary and len(face.summary) <= 100, face
        assert face.kind != english[face.id].kind, face
        assert english_left(f"{face.kind}: {face.summary}") == [], face
    lumber = next(f for f in book.listed({}, locale) if f.id == "lumber_yard")
    assert lumber.summary != english["lumber_yard"].summary
