"""The 7 Wonders card book: every card, wonder and leader an action can name has a face with a
short summary, and each drawing passes the size checks (text >= 14 px, no cut, inside)."""

from __future__ import annotations

import pytest

from bot.engine.wonders import RULES
from bot.engine.wonders.catalogue import BASE_WONDERS, CARDS, LEADERS, WONDERS
from renderers import draw
from renderers.cards import SUMMARY_LIMIT, card_book
from tests.support.layout import problems, sample_states


def _book():  # type: ignore[no-untyped-def]
    book = card_book("wonders")
    assert book is not None
    return book


@pytest.mark.parametrize("leaders", [False, True])
def test_every_component_has_a_face_with_a_short_summary(leaders: bool) -> None:
    faces = _book().faces({"leaders": leaders, "sides": "random"})
    ids = {f.id for f in faces}
    assert {c for c, info in CARDS.items() if leaders or not info.leaders_only} == ids & set(CARDS)
    assert set(BASE_WONDERS) <= ids
    assert (set(LEADERS) <= ids) == leaders
    assert not leaders or set(WONDERS) <= ids
    for f in faces:
        assert f.summary and len(f.summary) <= SUMMARY_LIMIT, f


@pytest.mark.parametrize("players", [3, 5])
def test_every_card_an_action_names_is_in_the_book(players: int) -> None:
    options = {"leaders": True, "sides": "random"}
    ids = {f.id for f in _book().faces(options)}
    named: set[str] = set()
    for s in sample_states(RULES, players, options, seed=4, points=12):
        for seat in RULES.to_move(s):
            for action in RULES.legal_actions(s, seat):
                named |= {a for a in action.args if a in CARDS or a in LEADERS or a in WONDERS}
        named |= {c.wonder for c in s.cities}
    assert named and named <= ids


def test_every_drawing_passes_the_size_checks() -> None:
    book = _book()
    found = []
    for face in book.faces({"leaders": True}):
        with draw.record_text() as inked:
            img = book.draw(face.id)
        lines = list(inked)
        assert any(face.name in line.text for line in lines), face.id
        found += [f"{face.id}: {p}" for p in problems(img, lines, public=False)]
    assert not found, "\n".join(found[:20])


def test_a_wonder_shows_both_sides_and_every_stage() -> None:
    with draw.record_text() as inked:
        _book().draw("giza")
    text = " ".join(line.text for line in inked)
    assert "Side A" in text and "Side B" in text
    assert "Stage IV" in text
