"""The 7 Wonders board: size, determinism, change with the position, no leak of secrets."""

from __future__ import annotations

import random

import pytest

import renderers.wonders  # noqa: F401  (registers the renderer)
from bot.engine.core import Event
from bot.engine.wonders import RULES
from bot.engine.wonders.state import WondersState
from renderers import PNG_MAGIC, draw, render, to_png

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
    assert image.width == 1600 and image.height <= 1600


def test_seven_cities_fit_a_landscape_picture_without_filler() -> None:
    s, _ = advance(7, 10_000)
    assert RULES.outcome(s) is not None
    with draw.record_text() as inked:
        image = render("wonders", RULES.view(s, None), names=NAMES)
    assert image.width == 1600 and 1.25 <= image.width / image.height <= 2.1
    words = [line.text for line in inked]
    assert not any("No structures" in w for w in words)
    assert "total" in words


def _words(view: object, names: tuple[str, ...]) -> list[str]:
    with draw.record_text() as inked:
        render("wonders", view, names=names)
    return [line.text for line in inked]


def test_each_city_names_its_neighbours_and_what_they_pay() -> None:
    s, _ = advance(4, 40)
    words = " | ".join(_words(RULES.view(s, None), NAMES[:4]))
    # seat 0's left neighbour is seat 1 and its right neighbour seat 3 (engine rule D1)
    assert "← left: Bob   right: Dora →" in words
    assert "Makes: " in words and "pays raw" in words
    mine = " | ".join(_words(RULES.view(s, 0), NAMES[:4]))
    assert "you pay raw" in mine


def test_the_free_city_is_not_ranked_as_a_player() -> None:
    s, _ = advance(2, 10_000)
    assert RULES.outcome(s) is not None
    words = _words(RULES.view(s, None), NAMES[:2])
    assert "Free City (not ranked)" in words
    assert sum(" wins" in w for w in words) == 1
    heads = " ".join(w for w in words if w.startswith(("Ann", "Bob", "Free City:")))
    assert "Free City:" not in heads


def test_side_choice_shows_both_sides() -> None:
    s = RULES.new_game(3, 3, {"leaders": False, "sides": "choice"})
    words = _words(RULES.view(s, None), NAMES[:3])
    assert words.count("Side A") == 3 and words.count("Side B") == 3


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
