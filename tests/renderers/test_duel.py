"""The 7 Wonders Duel board image: size, determinism, changes, highlights and no leaks."""

from __future__ import annotations

import io
import random

from PIL import Image

import renderers.duel  # noqa: F401  (registers the renderer)
from bot.engine.core import play
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState
from renderers import PNG_MAGIC, render, to_png
from tests.engine.duel.helpers import act, position, top

NAMES = ("Ann", "Bob")


def png(s: DuelState, viewer: int | None = None, highlight: tuple[str, ...] = ()) -> bytes:
    return to_png(render("duel", RULES.view(s, viewer), highlight=highlight, names=NAMES))


def played(seed: int, steps: int) -> DuelState:
    s = RULES.new_game(2, seed, {})
    r = random.Random(seed)
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        s, _ = play(RULES, s, seat, legal[r.randrange(len(legal))])
    return s


def test_size_and_format_at_every_stage() -> None:
    for steps in (0, 10, 30, 50, 500):
        data = png(played(4, steps))
        assert data[:8] == PNG_MAGIC
        assert len(data) < 400_000
        img = Image.open(io.BytesIO(data))
        assert img.size[0] == 1600 and 762 <= img.size[1] <= 1280


def test_deterministic() -> None:
    s = played(6, 25)
    assert png(s) == png(s)
    assert png(s, 0) == png(RULES.from_json(RULES.to_json(s)), 0)


def test_a_different_position_gives_a_different_image() -> None:
    s = played(6, 25)
    seat = min(RULES.to_move(s))
    after, events = play(RULES, s, seat, RULES.legal_actions(s, seat)[-1])
    assert png(s) != png(after)
    assert png(after) != png(after, highlight=RULES.highlight(events))


def test_the_last_move_is_outlined() -> None:
    s = position(1, accessible=["guard_tower"])
    after, events = act(s, 0, "build:guard_tower")
    plain = Image.open(io.BytesIO(png(after))).convert("RGB")
    marked = Image.open(io.BytesIO(png(after, highlight=RULES.highlight(events)))).convert("RGB")
    magenta = (226, 0, 122)

    def count(img: Image.Image) -> int:
        return {c: n for n, c in img.getcolors(1 << 20) or ()}.get(magenta, 0)

    assert count(marked) > 200 and count(plain) == 0


def test_scrambled_secrets_give_the_same_png() -> None:
    for seed, steps in ((1, 8), (2, 30), (3, 50)):
        s = played(seed, steps)
        for viewer in (None, 0, 1):
            scrambled = RULES.scramble_secrets(s, viewer, seed + 100)
            assert png(scrambled, viewer) == png(s, viewer)


def test_swapping_a_face_down_card_or_the_box_tokens_changes_no_public_image() -> None:
    s = played(2, 9)
    hidden = [i for i, c in enumerate(s.slots) if c and not s.face_up[i]]
    swapped = RULES.from_json(RULES.to_json(s))
    i, j = hidden[0], hidden[1]
    swapped.slots[i], swapped.slots[j] = swapped.slots[j], swapped.slots[i]
    aside = swapped.removed[0]
    swapped.slots[hidden[2]], aside[0] = aside[0], swapped.slots[hidden[2]]  # type: ignore[assignment]
    swapped.box_tokens = list(reversed(swapped.box_tokens))
    swapped.box_tokens[0] = "changed"
    assert swapped.slots != s.slots
    for viewer in (None, 0, 1):
        assert png(swapped, viewer) == png(s, viewer)


def test_great_library_draw_is_drawn_only_for_its_chooser() -> None:
    s = position(1, accessible=["altar"], wonders=(["the_great_library"], []), coins=(10, 7))
    after, _ = act(s, 0, "wonder:the_great_library:altar")
    assert top(after).kind == Kind.LIBRARY  # type: ignore[union-attr]
    other = RULES.from_json(RULES.to_json(after))
    pool = other.stack[-1].data["tokens"] + other.box_tokens
    other.stack[-1].data["tokens"], other.box_tokens = pool[2:], pool[:2]
    assert png(other, None) == png(after, None)
    assert png(other, 1) == png(after, 1)
    assert png(other, 0) != png(after, 0)


def test_private_view_marks_the_viewer() -> None:
    s = played(5, 12)
    assert png(s, 0) != png(s, 1) != png(s, None)


def test_write_samples(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Keeps a few boards on disk for looking at (pytest's tmp dir)."""
    for steps in (0, 20, 45, 500):
        (tmp_path / f"duel-{steps}.png").write_bytes(png(played(8, steps)))
    assert len(list(tmp_path.glob("*.png"))) == 4
