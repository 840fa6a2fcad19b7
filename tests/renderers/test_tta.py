"""The Through the Ages board: size, determinism, changes with the position, no leak."""

from __future__ import annotations

import random
import time
from dataclasses import replace

from bot.engine.core import play
from bot.engine.tta.cards import AGE_NAMES, catalogue
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import TtaState
from bot.engine.tta.view import TtaView
from renderers import PNG_MAGIC, draw, render, to_png
from renderers.lang import ENGLISH
from renderers.tta import forget_drawn_faces
from renderers.tta_cards import summary
from tests.engine.tta.policy import choose
from tests.support.layout import drawn, problems

CARDS = catalogue()


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
    """Landscape 1600 px public boards (issue 14); the private picture: long side <= 1600."""
    for variant in ("dummy", "barbarians"):
        s, events = _game(variant, 120)
        public = render("tta", RULES.view(s, None), highlight=RULES.highlight(events))
        assert public.width == 1600 and 1.25 <= public.width / public.height <= 2.1
        private = render("tta", RULES.view(s, 0), highlight=RULES.highlight(events))
        assert private.width == 1600 and private.height <= 1600
        png = to_png(private)
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


def _texts(view: TtaView, highlight: tuple[str, ...] = ()) -> list[str]:
    forget_drawn_faces()  # cached faces are pasted, not drawn: draw them again to read them
    with draw.record_text() as inked:
        render("tta", view, highlight=highlight, names=("Ann",))
    return [line.text for line in inked]


def _joined(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split())


def test_row_and_hand_cards_show_their_effects() -> None:
    s, _ = _game("dummy", 60)
    view = RULES.view(s, 0)
    words = _joined(_texts(view))
    shown = [cid for cid, _ in view.row if cid] + list(view.civ.hand) + list(view.civ.military)
    assert shown
    for cid in shown:
        assert " ".join(summary(CARDS[cid]).split()) in words, cid


def test_public_board_hides_the_military_hand() -> None:
    s, _ = _game("barbarians", 90)
    if not s.civ.military:
        s.civ.military = ["i-legion"]
    words = _joined(_texts(RULES.view(s, None)))
    for cid in s.civ.military:
        assert summary(CARDS[cid]) not in words
    assert "military cards face down" in words


def test_headline_band_names_age_round_who_acts_scores_and_last_move() -> None:
    s, events = _game("dummy", 40)
    view = RULES.view(s, None)
    highlight = RULES.highlight(events)
    with draw.record_text() as inked:
        render("tta", view, highlight=highlight, names=("Ann",))
    head = _joined([line.text for line in inked if line.role == "headline"])
    assert f"Age {AGE_NAMES[view.age]}" in head and f"Round {view.round}" in head
    assert f"Ann {view.civ.culture} culture" in head
    assert view.dummy is not None and f"Dummy {view.dummy.culture} culture" in head
    assert "Ann to act" in head
    named = [CARDS[h[5:]].name for h in highlight if h.startswith("card:")]
    if named:
        assert "Last move:" in head and named[0] in head
    assert all(line.size >= draw.headline_size(1600) for line in inked if line.role == "headline")


def test_the_rule_43_note_shows_only_in_a_banned_age() -> None:
    s, _ = _game("barbarians", 60)
    view = RULES.view(s, None)
    banned = replace(view, banned_ages=(view.age,))
    stale = replace(view, banned_ages=(view.age - 1,) if view.age else (view.age + 1,))
    assert any("Rule 43" in t for t in _texts(banned))
    assert not any("Rule 43" in t for t in _texts(stale))


def test_the_final_score_lists_its_parts() -> None:
    for variant in ("dummy", "barbarians"):
        s, _ = _game(variant, 5000)
        view = RULES.view(s, None)
        assert view.won is not None and view.result
        texts = _texts(view)
        assert "Final score" in texts and "Total" in texts
        for key, n in view.result:
            assert ENGLISH(f"tta.board.result.{key}") in texts and str(n) in texts
        assert str(view.civ.culture) in texts


def test_every_board_of_whole_games_passes_the_layout_checks() -> None:
    """Two games played by the test policy, every third position, public and private."""
    found: list[str] = []
    for variant in ("dummy", "barbarians"):
        s = RULES.new_game(1, 2, {"variant": variant, "optional": "all"})
        rng = random.Random(2)
        n = 0
        while RULES.outcome(s) is None:
            s, events = play(RULES, s, 0, choose(rng, s, RULES.legal_actions(s, 0)))
            n += 1
            if n % 3 and RULES.outcome(s) is None:
                continue
            for viewer in (None, 0):
                img, inked = drawn(
                    "tta", RULES.view(s, viewer), highlight=RULES.highlight(events), names=("Ann",)
                )
                where = f"{variant} move {n} {'public' if viewer is None else 'private'}"
                found += [f"{where}: {p}" for p in problems(img, inked, public=viewer is None)]
    assert not found, "\n".join(found[:20])
