"""The 7 Wonders board: size, determinism, change with the position, no leak of secrets."""

from __future__ import annotations

import random

import pytest

import renderers.wonders  # noqa: F401  (registers the renderer)
from bot.engine.core import Event
from bot.engine.wonders import RULES
from bot.engine.wonders.state import WondersState
from renderers import PNG_MAGIC, render, to_png

NAMES = ("Ann", "Bob", "Cy", "Dora", "Eve", "Finn", "Gus")
MAX_BYTES = 400_000


def advance(
    players: int, steps: int, *, leaders: bool = True, seed: int = 3
) -> tuple[WondersState, list[Event]]:
    """A game moved on by a building-minded random policy."""
    s = RULES.new_game(players, seed, {"leaders": leaders, "sides": "random"})
    r = random.Random(seed)
    events: list[Event] = []
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        keen = [a for a in legal if a.kind in ("build", "recruit", "wonder")]
        action = keen[0] if keen and r.random() < 0.8 else legal[r.randrange(len(legal))]
        events = RULES.apply(s, seat, action)
    return s, events


def png(s: WondersState, viewer: int | None, events: list[Event] = ()) -> bytes:  # type: ignore[assignment]
    view = RULES.view(s, viewer)
    return to_png(
        render("wonders", view, highlight=RULES.highlight(events), names=NAMES[: s.players])
    )


@pytest.mark.parametrize(("players", "steps"), [(2, 150), (3, 60), (7, 10_000)])
def test_png_size_width_and_determinism(players: int, steps: int) -> None:
    s, events = advance(players, steps)
    first = png(s, None, events)
    assert first.startswith(PNG_MAGIC) and len(first) < MAX_BYTES
    assert png(s, None, events) == first
    image = render("wonders", RULES.view(s, 0), names=NAMES[:players])
    assert 1100 <= image.width <= 1400


def test_seven_cities_each_get_a_full_width_panel() -> None:
    s, _ = advance(7, 10_000)
    assert RULES.outcome(s) is not None
    image = render("wonders", RULES.view(s, None), names=NAMES)
    assert image.width == 1200 and 1400 < image.height < 2600


def test_a_different_position_gives_a_different_image() -> None:
    s, events = advance(4, 40)
    t, more = advance(4, 41)
    assert png(s, None, events) != png(t, None, more)
    assert png(s, None) != png(s, None, events)  # the highlight shows


def test_private_view_shows_the_hand_public_view_does_not() -> None:
    s, _ = advance(3, 30)
    public = render("wonders", RULES.view(s, None), names=NAMES[:3])
    private = render("wonders", RULES.view(s, 0), names=NAMES[:3])
    assert private.height > public.height


@pytest.mark.parametrize(
    ("players", "steps", "leaders"), [(3, 9, True), (4, 45, True), (2, 120, False), (5, 200, True)]
)
def test_scrambled_secrets_give_the_same_png(players: int, steps: int, leaders: bool) -> None:
    s, events = advance(players, steps, leaders=leaders)
    for viewer in (None, 0, 1):
        scrambled = RULES.scramble_secrets(s, viewer, 7)
        assert RULES.to_json(scrambled) != RULES.to_json(s)
        assert png(scrambled, viewer, events) == png(s, viewer, events)
