"""The Through the Ages board: size, determinism, changes with the position, no leak."""

from __future__ import annotations

import random
import time

import renderers.tta  # noqa: F401  (registers the renderer)
from bot.engine.core import play
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import TtaState
from renderers import PNG_MAGIC, render, to_png
from tests.engine.tta.policy import choose


def _game(variant: str, steps: int, seed: int = 2) -> tuple[TtaState, list]:
    s = RULES.new_game(1, seed, {"variant": variant, "optional": "none"})
    rng = random.Random(seed)
    events: list = []
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        s, events = play(RULES, s, 0, choose(rng, s, RULES.legal_actions(s, 0)))
    return s, events


def _png(s: TtaState, viewer: int | None, highlight: tuple[str, ...] = ()) -> bytes:
    return to_png(render("tta", RULES.view(s, viewer), highlight=highlight, names=("Ann",)))


def test_board_size_and_png_budget() -> None:
    for variant in ("dummy", "barbarians"):
        s, events = _game(variant, 120)
        image = render("tta", RULES.view(s, 0), highlight=RULES.highlight(events))
        assert image.width == 1400 and 700 <= image.height <= 2400
        png = to_png(image)
        assert png[:8] == PNG_MAGIC and len(png) < 400_000


def test_rendering_is_deterministic_and_fast() -> None:
    s, events = _game("barbarians", 80)
    start = time.perf_counter()
    a = _png(s, None, RULES.highlight(events))
    assert time.perf_counter() - start < 3
    assert a == _png(s, None, RULES.highlight(events))


def test_a_different_position_gives_a_different_image() -> None:
    s, _ = _game("dummy", 40)
    t, _ = _game("dummy", 41)
    assert _png(s, 0) != _png(t, 0)


def test_the_last_move_is_highlighted() -> None:
    s, events = _game("dummy", 30)
    assert RULES.highlight(events)
    assert _png(s, 0, RULES.highlight(events)) != _png(s, 0)


def test_scrambled_secrets_give_the_same_png_for_that_viewer() -> None:
    for variant in ("dummy", "barbarians"):
        s, _ = _game(variant, 90)
        assert s.civ.military or s.civil_deck
        for viewer in (None, 0):
            scrambled = RULES.scramble_secrets(s, viewer, seed=5)
            assert _png(scrambled, viewer) == _png(s, viewer)


def test_private_view_shows_the_military_hand_public_view_does_not() -> None:
    s, _ = _game("barbarians", 120)
    if not s.civ.military:
        s.civ.military = ["i-legion"]
    assert RULES.view(s, 0).civ.military == tuple(sorted(s.civ.military))
    assert set(RULES.view(s, None).civ.military) == {""}
    assert _png(s, 0) != _png(s, None)


def test_final_board_shows_the_score() -> None:
    s, _ = _game("dummy", 5000)
    assert RULES.outcome(s) is not None
    view = RULES.view(s, None)
    assert view.won is not None and view.result
    assert _png(s, None)[:8] == PNG_MAGIC
