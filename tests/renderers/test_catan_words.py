"""Catan's pictures in the reader's language and their cached pieces (issues 14 and 15):
every card has its text in every language, a cached piece reports its text each time it is
drawn, and a board drawn for a Vietnamese, Greek or Korean reader keeps no English word."""

from __future__ import annotations

import random
import re

import pytest

import renderers.catan  # noqa: F401  (registers the renderer)
from bot.engine.catan import RULES
from bot.engine.catan.data import catalogue
from bot.engine.catan.state import CatanState
from bot.words.catalogue import catalog, fluent_id
from renderers import catan_cards, draw, render
from renderers.cards import SUMMARY_LIMIT
from tests.support.english import english_left
from tests.support.layout import problems

NAMES = ("Alice", "Bob", "Chloé", "Dũng")
LANGUAGES = ("vi", "el", "ko")
LEVEL_NAMES = sorted(
    (n for t in catalogue().raw["ck"]["tracks"].values() for n in t["level_names"]),
    key=len,
    reverse=True,
)


def _position(ck: bool, steps: int, seed: int = 5) -> CatanState:
    s = RULES.new_game(4, seed, {"ck": ck})
    r = random.Random(seed)
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        RULES.apply(s, seat, legal[r.randrange(len(legal))])
    return s


def _texts(s: CatanState, viewer: int | None, locale: str | None = None) -> list[str]:
    with draw.record_text() as inked:
        render("catan", RULES.view(s, viewer), names=NAMES, locale=locale)
    return [line.text for line in inked]


@pytest.mark.parametrize("ck", [False, True])
@pytest.mark.parametrize("viewer", [None, 0])
def test_a_board_drawn_twice_reports_the_same_text(ck: bool, viewer: int | None) -> None:
    """The second drawing reuses the cached seat panels, status, legend, island and hand
    cards: their lines must reach the recorder again."""
    s = _position(ck, 300)
    first = _texts(s, viewer)
    second = _texts(s, viewer)
    assert first == second
    assert any(NAMES[1] in t for t in second)  # a seat panel's title, from the cache


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("ck", [False, True])
def test_every_card_has_its_words_in_every_language(lang: str, ck: bool) -> None:
    english = {e.face.id: e for e in catan_cards.entries(ck, "en")}
    local = {e.face.id: e for e in catan_cards.entries(ck, lang)}
    assert local.keys() == english.keys()
    messages = catalog(lang)
    for cid, e in local.items():
        en = english[cid]
        assert e.face.summary and len(e.face.summary) <= SUMMARY_LIMIT, e.face
        assert e.face.kind != en.face.kind, cid
        assert e.effect != en.effect and e.face.summary != en.face.summary, cid
        text = e.body + " " + e.face.kind
        for name in LEVEL_NAMES:  # the improvements' own names stay the data's, like cards'
            text = text.replace(name, " ")
        assert not english_left(text), (cid, english_left(text))
    for key in ("catan.text.knight", "catan.summary.spy", "catan.card.track_summary"):
        assert fluent_id(key) and key in messages


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_menus_summaries_come_in_the_readers_language(lang: str) -> None:
    from bot.table.cards import details

    en = details("catan", {"ck": True}, "en")
    local = details("catan", {"ck": True}, lang)
    assert en.keys() == local.keys()
    assert en["trade"].startswith("Level k costs k cloth")
    assert local["trade"] != en["trade"] and local["spy"] != en["spy"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hand_picture_shows_the_cards_in_the_readers_language(lang: str) -> None:
    s = _position(True, 900, seed=3)
    view = RULES.view(s, 0)
    hand = list(view.seats[0].progress or ())
    if not hand:
        pytest.skip("no progress card in hand at this position")
    texts = " ".join(_texts(s, 0, lang))
    e = catan_cards.entry(hand[0], True, lang)
    assert e is not None and e.effect.split()[0] in texts


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("ck", "steps"), [(True, 0), (True, 300), (True, 100_000), (False, 300)])
def test_boards_in_other_languages_fit(lang: str, ck: bool, steps: int) -> None:
    """The longer words (Greek μετάλλευμα, Vietnamese người man rợ) still fit: no hex, harbour,
    legend or bank label cut short or out of the picture (issue 15)."""
    s = _position(ck, steps)
    for viewer in (None, 0):
        with draw.record_text() as inked:
            img = render("catan", RULES.view(s, viewer), names=NAMES, locale=lang)
        found = problems(img, list(inked), public=viewer is None)
        assert not found, (viewer, found[:5])


def test_a_greek_knight_list_agrees() -> None:
    """«Ιππότες: δυνατός ενεργός»: the level agrees with ενεργός/ανενεργός (nominative), unlike
    the name used in sentences («Βάλε δυνατό ιππότη»)."""
    s = _position(True, 100_000)
    text = " ".join(_texts(s, 0, "el"))
    assert "Ιππότες: " in text
    assert re.search(r"(βασικός|δυνατός|ισχυρός) (ενεργός|ανενεργός)", text)
    assert not re.search(r"(βασικό|δυνατό|ισχυρό) (ενεργός|ανενεργός)", text)


def test_the_bank_row_ends_inside_its_panel_in_every_language() -> None:
    """Eight bank chips with the Greek names ("μετάλλευμα 19") ran past the panel's edge: the
    row falls back to the harbours' short words, so every chip's text ends inside the picture's
    margin."""
    view = RULES.view(RULES.new_game(3, 11, {"ck": True}), None)  # three: the bank at the side
    for locale in ("en", *LANGUAGES):
        with draw.record_text() as inked:
            img = render("catan", view, names=NAMES[:3], locale=locale)
        right = max(line.box.x1 for line in inked)
        assert right <= img.width - 26, (locale, right)  # the margin and the chip's own edge
