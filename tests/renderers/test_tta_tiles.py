"""Cached pieces of the Through the Ages board replay their text (issue 14): drawing the same
board twice records the same lines, so the layout checks see every word every time."""

from __future__ import annotations

import random

import pytest

from bot.engine.core import play
from bot.engine.tta.cards import catalogue
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import TtaState
from renderers import draw, render
from renderers.tta import forget_drawn_faces
from renderers.tta_cards import summary, text
from tests.engine.tta.policy import choose
from tests.support.layout import drawn, problems

CARDS = catalogue()


def _game(variant: str, steps: int, seed: int = 3) -> TtaState:
    s = RULES.new_game(1, seed, {"variant": variant, "optional": "none"})
    rng = random.Random(seed)
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        s, _ = play(RULES, s, 0, choose(rng, s, RULES.legal_actions(s, 0)))
    return s


def _recorded(s: TtaState, viewer: int | None) -> list[draw.Inked]:
    with draw.record_text() as inked:
        render("tta", RULES.view(s, viewer), names=("Ann",))
    return list(inked)


def test_a_board_drawn_twice_records_the_same_text() -> None:
    for variant, steps in (("dummy", 50), ("barbarians", 90)):
        s = _game(variant, steps)
        for viewer in (None, 0):
            forget_drawn_faces()
            first = _recorded(s, viewer)  # every piece drawn now
            again = _recorded(s, viewer)  # every piece pasted from the caches
            assert len(first) > 40
            assert again == first, (variant, viewer)


def test_cached_faces_still_pass_the_layout_checks() -> None:
    s = _game("dummy", 60)
    view = RULES.view(s, 0)
    render("tta", view, names=("Ann",))  # fill the caches
    img, inked = drawn("tta", view, names=("Ann",))
    assert problems(img, inked, public=False) == []


def _joined(lines: list[draw.Inked]) -> str:
    return " ".join(" ".join(line.text for line in lines).split())


@pytest.mark.parametrize("lang", ["vi", "el", "ko"])
def test_board_cards_speak_the_language(lang: str) -> None:
    """Row and hand faces show each card's rules text in the reader's language, and a board in
    that language passes the layout checks (long words wrap, nothing cut)."""
    for variant, steps in (("dummy", 0), ("dummy", 60), ("barbarians", 400)):
        s = _game(variant, steps)
        view = RULES.view(s, 0)
        with draw.record_text() as recorded:
            img = render("tta", view, names=("Ann",), locale=lang)
        inked = list(recorded)
        words = _joined(inked)
        shown = [cid for cid, _ in view.row if cid] + list(view.civ.hand)
        assert shown
        for cid in shown:
            local = " ".join(text(CARDS[cid], lang).split())
            assert local in words, (lang, cid)
            assert " ".join(summary(CARDS[cid]).split()) not in words, (lang, cid)
        assert problems(img, inked, public=False) == [], (lang, variant, steps)
