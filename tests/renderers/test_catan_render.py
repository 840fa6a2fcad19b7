"""The Catan board image: size, determinism, changes with the position, and no leaks."""

from __future__ import annotations

import random
import re

import pytest

import renderers.catan  # noqa: F401  (registers the renderer)
from bot.engine.catan import RULES
from bot.engine.catan.board import board
from bot.engine.catan.state import CatanState
from renderers import PNG_MAGIC, draw, render, renderer_for, to_png
from renderers import catan_board as island
from renderers.catan import BOARD_H, BOARD_W, WIDTH, bank_rates, headline_items, seat_face
from renderers.catan_board import Layout
from renderers.draw import Box

SPOT = re.compile(r"^[veh]\d+$")

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
    assert img.width == 1600 and 1.25 <= img.width / img.height <= 2.1
    png = _png(s, None, hl)
    assert png[:8] == PNG_MAGIC and len(png) < 400_000
    with draw.record_text() as inked:
        private = render("catan", RULES.view(s, 0), names=NAMES)
    assert private.width == 1600 and private.height >= img.height
    assert "Your hand" in {line.text for line in inked}  # beside the seats or below


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
    """All 54 vertex and 72 edge ids have a spot of their own, harbours inside the board."""
    lay = Layout(Box(0, 0, BOARD_W, BOARD_H))
    points = {tuple(round(c) for c in lay.vertex(v)) for v in range(54)}
    points |= {tuple(round(c) for c in lay.edge(e)) for e in range(72)}
    assert len(points) == 54 + 72  # no two labels share a spot
    xs = [p[0] for p in points] + [lay.harbour(i)[0] for i in range(9)]
    ys = [p[1] for p in points] + [lay.harbour(i)[1] for i in range(9)]
    assert min(xs) > 25 and max(xs) < BOARD_W - 25 and min(ys) > 25 and max(ys) < BOARD_H - 25


def _spot_lines(view, *, spots: bool = False) -> list[tuple[str, int]]:
    """The spot ids drawn on the board, with the size of their number (the island's picture is
    cached: its text is the numbers and harbours, never an id). A badge draws its letter
    small, then its number large: the two lines are read back as one id."""
    with draw.record_text() as inked:
        renderer_for("catan")(view, (), names=NAMES, spots=spots)
    lines = list(inked)
    found = []
    for i, line in enumerate(lines):
        if SPOT.match(line.text):
            found.append((line.text, line.size))
        elif line.text in ("v", "e", "h") and i + 1 < len(lines) and lines[i + 1].text.isdigit():
            found.append((line.text + lines[i + 1].text, lines[i + 1].size))
    return found


def _labels(view, *, spots: bool = False) -> set[str]:
    return {label for label, _ in _spot_lines(view, spots=spots)}


def test_spot_ids_only_where_the_player_to_move_can_act() -> None:
    s = RULES.new_game(4, 2, {"ck": False, "board": "beginner"})
    view = RULES.view(s, None)
    seat = min(RULES.to_move(s))
    legal = {a.args[0] for a in RULES.legal_actions(s, seat)}
    assert set(view.spots) == legal and all(x.startswith("v") for x in legal)
    assert _labels(view) == legal
    RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])  # a settlement: now its road
    view = RULES.view(s, None)
    roads = {a.args[0] for a in RULES.legal_actions(s, seat)}
    assert _labels(view) == roads and 0 < len(roads) <= 3
    # the spots one can use now read in Discord's 550 px preview, like the headline
    assert all(size >= draw.headline_size(WIDTH) for _, size in _spot_lines(view))
    assert len(_labels(view, spots=True)) == 54 + 72 + 19  # /board spots:true


def test_action_phase_spots_show_the_open_spots_not_the_hand() -> None:
    """In the action phase every spot the mover could build on if they paid is shown: the same
    whatever their hand holds, and it holds every build move they can afford."""
    s, _ = _position(False, 300, seed=4)
    while s.stack[-1].kind != "main" or RULES.outcome(s) is not None:
        seat = min(RULES.to_move(s))
        RULES.apply(s, seat, RULES.legal_actions(s, seat)[-1])
    seat = s.stack[-1].seat
    view = RULES.view(s, None)
    affordable = {
        a.args[0]
        for a in RULES.legal_actions(s, seat)
        if a.kind in ("road", "settle", "city") and a.args
    }
    assert affordable <= set(view.spots)
    rich = RULES.from_json(RULES.to_json(s))
    rich.hands[seat] = [9, 9, 9, 9, 9] + [0] * (len(rich.hands[seat]) - 5)
    assert RULES.view(rich, None).spots == view.spots
    assert _labels(view) == set(view.spots)


def test_secret_decisions_show_no_spots() -> None:
    """A discard (or any decision whose moves would show a hand) labels nothing."""
    for seed in range(40):
        s, _ = _position(False, 0, seed=seed)
        r = random.Random(seed)
        for _ in range(600):
            if any(d.kind == "discard" for d in s.stack):
                assert RULES.view(s, None).spots == ()
                return
            seat = min(RULES.to_move(s))
            legal = RULES.legal_actions(s, seat)
            RULES.apply(s, seat, legal[r.randrange(len(legal))])
    pytest.fail("no seeded game rolled a 7 with a discard")


def test_cities_are_bigger_and_shaped_unlike_settlements() -> None:
    colour = (0, 114, 178)
    house = island.settlement_sprite(colour).getbbox()
    city = island.city_sprite(colour).getbbox()
    assert house is not None and city is not None
    house_w, city_w = house[2] - house[0], city[2] - city[0]
    assert city_w >= 1.6 * house_w and city[3] - city[1] > house[3] - house[1]


def test_every_seat_shows_its_harbours_and_rates() -> None:
    s = RULES.new_game(4, 1, {"ck": False, "board": "beginner"})
    b = board()
    generic = next(i for i, k in enumerate(s.harbors) if k == "generic_3to1")
    special = next(i for i, k in enumerate(s.harbors) if k != "generic_3to1")
    s.vowner[b.harbors[generic].vertices[0]] = 2
    s.vowner[b.harbors[special].vertices[1]] = 2
    s.vkind[b.harbors[generic].vertices[0]] = s.vkind[b.harbors[special].vertices[1]] = 1
    view = RULES.view(s, None)
    assert bank_rates(view, view.seats[2]) == ["3:1 any", f"2:1 {s.harbors[special]}"]
    assert bank_rates(view, view.seats[1]) == ["4:1 only (no harbour)"]
    face = seat_face(view, view.seats[2], NAMES, False, False)
    assert any(f"2:1 {s.harbors[special]}" in line for line in face.lines)


def test_ck_panels_say_what_they_show() -> None:
    s, _ = _position(True, 0, seed=6)
    r = random.Random(6)
    for _ in range(3000):
        if RULES.outcome(s) is not None:
            break
        view = RULES.view(s, None)
        for sv in view.seats:
            face = seat_face(view, sv, NAMES, False, False)
            text = " ".join(face.lines)
            chips = [c for c, _ in face.chips]
            assert "Knights:" in text and "7:" not in text
            if sv.knights:
                assert re.search(r"(basic|strong|mighty) (active|idle)", text)
            if sv.discard.startswith("discarding"):
                assert f"Discarding {sv.discard.split()[-1]} cards" in chips
            assert len(chips) == len(set(chips))  # one chip a title, never run together
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        RULES.apply(s, seat, legal[r.randrange(len(legal))])


def test_headline_says_turn_mover_and_every_score() -> None:
    s, hl = _position(True, 400)
    view = RULES.view(s, None)
    words = " ".join(t for group in headline_items(view, hl, NAMES) for t, _, _ in group)
    assert f"Turn {view.turn_no}" in words
    for sv in view.seats:
        assert f"{NAMES[sv.seat]} {sv.vp} VP" in words
    with draw.record_text() as inked:
        img = render("catan", view, highlight=hl, names=NAMES)
    heads = [line for line in inked if line.role == "headline"]
    assert heads and min(line.size for line in heads) >= draw.headline_size(img.width)
