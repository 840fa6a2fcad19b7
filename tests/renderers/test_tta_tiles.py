"""Cached pieces of the Through the Ages board replay their text (issue 14): drawing the same
board twice records the same lines, so the layout checks see every word every time."""

from __future__ import annotations

import random

from bot.engine.core import play
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import TtaState
from renderers import draw, render
from renderers.tta import forget_drawn_faces
from tests.engine.tta.policy import choose
from tests.support.layout import drawn, problems


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
