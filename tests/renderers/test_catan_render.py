"""The Catan board image: size, determinism, changes with the position, and no leaks."""

from __future__ import annotations

import random

import pytest

import renderers.catan  # noqa: F401  (registers the renderer)
from bot.engine.catan import RULES
from bot.engine.catan.state import CatanState
from renderers import PNG_MAGIC, render, to_png

NAMES = ("Alice", "Bob", "Chloé", "Dũng")


def _position(ck: bool, steps: int, seed: int = 5) -> tuple[CatanState, tuple[str, ...]]:
    s = RULES.new_game(4, seed, {"ck": ck, "board": ("beginner", "spiral", "random")[seed % 3]})
    r = random.Random(seed)
    events: list = []
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        events = RULES.apply(s, seat, legal[r.randrange(len(legal))])
    return s, RULES.highlight(events)


def _png(s: CatanState, viewer: int | None, highlight: tuple[str, ...] = ()) -> bytes:
    return to_png(render("catan", RULES.view(s, viewer), highlight=highlight, names=NAMES))


@pytest.mark.parametrize("ck", [False, True])
def test_size_and_png(ck: bool) -> None:
    s, hl = _position(ck, 1200)
    img = render("catan", RULES.view(s, None), highlight=hl, names=NAMES)
    assert 1100 <= img.width <= 1400 and img.height < 1500
    png = _png(s, None, hl)
    assert png[:8] == PNG_MAGIC and len(png) < 400_000
    private = render("catan", RULES.view(s, 0), names=NAMES)
    assert private.height > img.height  # the hand panel


def test_same_view_same_bytes_and_a_move_changes_the_image() -> None:
    s, hl = _position(True, 400)
    assert _png(s, None, hl) == _png(s, None, hl)
    seat = min(RULES.to_move(s))
    before = _png(s, None)
    RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    assert _png(s, None) != before
    assert _png(s, None, ("h3",)) != _png(s, None)  # the highlight shows


@pytest.mark.parametrize("ck", [False, True])
def test_scrambled_secrets_give_the_same_png(ck: bool) -> None:
    s, _ = _position(ck, 800, seed=7)
    for viewer in (None, 1):
        scrambled = RULES.scramble_secrets(s, viewer, seed=13)
        assert RULES.to_json(scrambled) != RULES.to_json(s)
        assert _png(scrambled, viewer) == _png(s, viewer)


def test_every_label_the_commands_use_is_drawn_once() -> None:
    """All 54 vertex, 72 edge and 19 hex ids appear as labels (checked via the layout)."""
    from renderers.catan_board import Layout

    lay = Layout(__import__("renderers.draw", fromlist=["Box"]).Box(0, 0, 860, 780))
    points = {tuple(round(c) for c in lay.vertex(v)) for v in range(54)}
    points |= {tuple(round(c) for c in lay.edge(e)) for e in range(72)}
    assert len(points) == 54 + 72  # no two labels share a spot
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    assert min(xs) > 0 and max(xs) < 860 and min(ys) > 0 and max(ys) < 780
