"""The Through the Ages card book (issue 14): every card a game can use has a face with its effect,
summaries fit a menu line, and every card drawn in full passes the layout checks."""

from __future__ import annotations

import random

import pytest

from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.rules import RULES
from renderers import draw
from renderers.cards import SUMMARY_LIMIT, CardBook, card_book
from renderers.tta_cards import _draw_card, card_name, draw_card, effect_lines, summary, text
from tests.support.layout import problems

CARDS = catalogue()
OPTIONS = (
    {"variant": "dummy", "optional": "none"},
    {"variant": "barbarians", "optional": "none"},
    {"variant": "barbarians", "optional": "all"},
)


def _book() -> CardBook:
    book = card_book("tta")
    assert book is not None
    return book


def _card_ids_in_actions(options: dict[str, str], seed: int) -> set[str]:
    """Every card id the engine names in a legal action over one random game."""
    s = RULES.new_game(1, seed, dict(options))
    rng = random.Random(seed)
    seen: set[str] = set()
    while RULES.outcome(s) is None:
        actions = RULES.legal_actions(s, 0)
        if not actions:
            break
        for a in actions:
            seen.update(x for x in a.args if isinstance(x, str) and x in CARDS)
        # the cards in the row and the hand are what "take" and "play" actions name by slot
        seen.update(c for c in s.row if c)
        seen.update(s.civ.hand)
        seen.update(s.civ.military)
        RULES.apply(s, 0, rng.choice(actions))
    return seen


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "-".join(o.values()))
def test_every_card_the_engine_names_has_a_face(options: dict[str, str]) -> None:
    ids = {f.id for f in _book().faces(options)}
    for seed in (1, 2):
        named = _card_ids_in_actions(options, seed)
        assert named, "the random game named no card"
        assert named <= ids, sorted(named - ids)


def test_faces_cover_every_kind_and_the_variant_decks() -> None:
    dummy = {f.id: f for f in _book().faces({"variant": "dummy"})}
    barbs = {f.id: f for f in _book().faces({"variant": "barbarians", "optional": "all"})}
    pacts = {c.id for c in CARDS.values() if c.kind is Kind.PACT}
    assert pacts <= set(barbs) and not pacts & set(dummy)  # no pacts against the dummy (A-D1)
    assert "ii-international_agreement" in dummy and "ii-international_agreement" not in barbs
    kinds = {CARDS[i].kind for i in barbs}
    assert kinds == set(Kind)
    for wanted in ("a-despotism", "a-agriculture", "iii-democracy", "a-homer", "iii-internet"):
        assert wanted in dummy and wanted in barbs


def test_summaries_are_short_and_say_what_the_card_does() -> None:
    for options in OPTIONS:
        for f in _book().faces(options):
            assert f.name == CARDS[f.id].name
            assert 0 < len(f.summary) <= SUMMARY_LIMIT, (f.id, f.summary)
            assert f.kind.startswith("Age ")
    # numbers come from the data
    assert summary(CARDS["i-iron"]).startswith("5 sci, build 5.")
    assert "2 resources" in summary(CARDS["i-iron"])
    assert summary(CARDS["i-monarchy"]).startswith("2/8 sci. 5 CA, 3 MA, 3 urban limit")
    assert "+6 strength" in summary(CARDS["ii-defensive_army"])
    assert summary(CARDS["a-hanging_gardens"]).startswith("Stages 2-2-2.")


def test_full_faces_carry_the_printed_text() -> None:
    for c in CARDS.values():
        lines = effect_lines(c)
        assert lines and all(lines), c.id
        if c.text and c.kind is not Kind.TECHNOLOGY:
            assert lines == (c.text,), c.id


def test_every_card_drawn_in_full_reads() -> None:
    _draw_card.cache_clear()
    found: list[str] = []
    for c in CARDS.values():
        with draw.record_text() as inked:
            img = draw_card(c.id)
        lines = list(inked)
        assert any(line.text == c.name for line in lines), c.id
        words = " ".join(" ".join(line.text for line in lines).split())
        for paragraph in effect_lines(c):
            assert " ".join(paragraph.split()) in words, c.id
        found += [f"{c.id}: {p}" for p in problems(img, lines, public=False)]
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize("locale", ["vi", "el", "ko"])
def test_a_card_is_drawn_in_the_readers_language(locale: str) -> None:
    """/card's picture in another language: the card's name, kind and rules text (with its
    cost) in that language, not the English spelled-out effects."""
    found: list[str] = []
    for c in list(CARDS.values())[::7]:
        with draw.record_text() as inked:
            img = draw_card(c.id, locale=locale)
        lines = list(inked)
        words = " ".join(" ".join(line.text for line in lines).split())
        assert card_name(c, locale) in words, c.id
        assert " ".join(text(c, locale).split()) in words, c.id
        english = [p for p in effect_lines(c) if len(p) > 25 and p != text(c, locale)]
        assert not any(" ".join(p.split()) in words for p in english), c.id
        found += [f"{c.id}: {p}" for p in problems(img, lines, public=False)]
    assert not found, "\n".join(found[:20])
