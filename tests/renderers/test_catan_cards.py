"""Catan's card book: every card an action can play or take has a face with a short effect,
names come from the data, and every card draws in full at a readable size."""

from __future__ import annotations

import random

import pytest

from bot.engine.catan import RULES
from bot.engine.catan.data import TRACKS, catalogue
from renderers import catan_cards, draw
from renderers.cards import SUMMARY_LIMIT, card_book, summaries
from tests.support.layout import problems

BOOK = card_book("catan")


@pytest.mark.parametrize("ck", [False, True])
def test_every_face_is_unique_named_and_short(ck: bool) -> None:
    assert BOOK is not None
    faces = BOOK.faces({"ck": ck})
    ids = [f.id for f in faces]
    assert len(ids) == len(set(ids))
    for f in faces:
        assert f.name and f.kind and f.summary, f
        assert len(f.summary) <= SUMMARY_LIMIT, f
    deck = catalogue().progress if ck else catalogue().development
    by_id = {f.id: f for f in faces}
    for cid, card in deck.items():
        assert by_id[cid].name == card.name  # names come from data/catan
    assert set(summaries("catan", {"ck": ck})) == set(ids)


def test_the_books_hold_what_each_mode_has() -> None:
    assert BOOK is not None
    base = {f.id for f in BOOK.faces({"ck": False})}
    ck = {f.id for f in BOOK.faces({"ck": True})}
    assert {"knight", "monopoly", "largest_army", "longest_road"} <= base
    assert not base & {"spy", "barbarians", "metropolis"}
    assert set(catalogue().progress) <= ck
    for track in TRACKS:
        assert track in ck and {f"{track}_{n}" for n in range(1, 6)} <= ck
    needed = {"basic_knight", "strong_knight", "mighty_knight", "metropolis", "barbarians"}
    assert needed | {"merchant_piece", "defender", "longest_road"} <= ck
    assert "largest_army" not in ck and "year_of_plenty" not in ck


@pytest.mark.parametrize("ck", [False, True])
def test_every_card_an_action_names_has_a_face(ck: bool) -> None:
    """Play a few seeded games; each card id a 'play', 'drop' or 'deck' action names is in the
    book (tracks stand for their decks)."""
    assert BOOK is not None
    ids = {f.id for f in BOOK.faces({"ck": ck})}
    named: set[str] = set()
    for seed in range(3):
        s = RULES.new_game(4, seed, {"ck": ck})
        r = random.Random(seed)
        for _ in range(1500):
            if RULES.outcome(s) is not None:
                break
            seat = r.choice(sorted(RULES.to_move(s)))
            legal = RULES.legal_actions(s, seat)
            named |= {a.args[0] for a in legal if a.kind in ("play", "drop", "deck") and a.args} - {
                "none"
            }
            RULES.apply(s, seat, r.choice(legal))
    assert named, "the games played no card"
    assert named <= ids, named - ids


@pytest.mark.parametrize("ck", [False, True])
def test_every_card_draws_in_full(ck: bool) -> None:
    assert BOOK is not None
    for face in BOOK.faces({"ck": ck}):
        catan_cards._drawn.cache_clear()  # a cached picture records no text
        with draw.record_text() as inked:
            img = BOOK.draw(face.id)
        found = problems(img, list(inked), public=False)
        assert not found, (face.id, found)
        text = " ".join(line.text for line in inked)
        assert face.name.split()[0] in text
        assert len(text) > len(face.summary)  # the full effect, not just the summary


def test_an_unknown_card_is_refused() -> None:
    assert BOOK is not None
    with pytest.raises(KeyError):
        BOOK.draw("no_such_card")
