"""The picture of the decision at hand (issue 31): it reads on a phone, shows one seat's own
view only, comes with /hand numbered like the buttons, and the public band says who must act.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import renderers.catan
import renderers.duel
import renderers.tta
import renderers.wonders  # noqa: F401
from bot.chat.commands import (
    PRIVATE_ROWS,
    Commands,
    Menu,
    board_controls,
    numbered,
    render_png_sync,
    render_pngs,
    worded,
)
from bot.console import ConsoleSession
from bot.engine.registry import REGISTRY
from bot.store import open_store
from bot.table.service import Choice, GameService, choices_of, details
from bot.words.catalogue import t
from renderers import draw, to_png
from renderers.catan_board import BADGE_SIZE
from renderers.decision import (
    DISPLAY,
    MAX_OPTIONS,
    MIN_SIZE,
    WIDTH,
    Decision,
    M,
    Option,
    render_decision,
    size_at,
)
from renderers.decision_parts import board_map
from renderers.lang import Words
from tests.support.layout import drawn, sample_states

GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("duel", 2, {"agora": False}),
    ("duel", 2, {"agora": True}),
    ("wonders", 3, {"leaders": True, "sides": "a"}),
    ("catan", 3, {"ck": False, "board": "beginner"}),
    ("catan", 4, {"ck": True, "board": "random"}),
    ("tta", 1, {"variant": "barbarians", "optional": "all"}),
]
LANGUAGES = ("en", "vi", "el", "ko")
NAMES = ("Ann", "Bob", "Cy", "Di")


def _id(c: tuple[str, int, dict[str, Any]]) -> str:
    return "-".join([c[0], f"{c[1]}p", *(f"{k}={v}" for k, v in c[2].items())])


def _decision(key: str, options: dict[str, Any], s: Any, seat: int, locale: str) -> Decision:
    """The picture's input as the private reply builds it: the seat's view, its moves worded
    and numbered in the order of the buttons and menus."""
    rules = REGISTRY[key]
    legal = rules.legal_actions(s, seat)
    choices = worded(choices_of(rules, s, seat, legal, details(key, options)), locale, key, NAMES)
    buttons, menus = board_controls(choices, locale, rows=PRIVATE_ROWS)
    _, _, opts = numbered(buttons, menus)
    return Decision(
        key, rules.view(s, seat), seat, NAMES, opts, more=len(choices) - len(opts), locale=locale
    )


def _positions(key: str, players: int, options: dict[str, Any]) -> list[tuple[Any, int]]:
    """Positions of a seeded game where some seat must act, with that seat."""
    rules = REGISTRY[key]
    out = []
    for s in sample_states(rules, players, options, seed=5, points=5):
        movers = sorted(rules.to_move(s))
        if movers:
            out.append((s, movers[0]))
    return out


def test_the_measure_is_the_boards_headline_measure() -> None:
    """12 px once shown at its width: 24 px on the 720 px picture read 360 px wide, and the
    boards' headline size for a board read 550 px wide."""
    assert (WIDTH, DISPLAY) == (720, 360) and MIN_SIZE == 24
    assert size_at(1600, draw.PREVIEW_WIDTH) == draw.headline_size(1600)


@pytest.mark.parametrize("config", GAMES, ids=[_id(c) for c in GAMES])
def test_the_decision_reads_on_a_phone(config: tuple[str, int, dict[str, Any]]) -> None:
    """Every line at least 12 px once the picture is 360 px wide, none cut or out of its box,
    the picture portrait-ish, at most MAX_OPTIONS moves drawn and the rest counted."""
    key, players, options = config
    found: list[str] = []
    for n, (s, seat) in enumerate(_positions(key, players, options)):
        locale = LANGUAGES[n % len(LANGUAGES)]
        decision = _decision(key, options, s, seat, locale)
        with draw.record_text() as inked:
            img = render_decision(decision)
        lines = list(inked)
        where = f"position {n} ({locale})"
        assert img.width == WIDTH and img.height >= WIDTH // 2, (where, img.size)
        assert any(line.role == "headline" for line in lines), where
        for line in lines:
            if line.size < MIN_SIZE:
                found.append(f"{where}: {line.text!r} at {line.size} px (< {MIN_SIZE})")
            if line.cut:
                found.append(f"{where}: {line.text!r} cut with an ellipsis")
            box = line.box
            if box.x0 < -2 or box.x1 > img.width + 2 or box.y1 > img.height + 2:
                found.append(f"{where}: {line.text!r} at {tuple(box)} outside {img.size}")
        badges = [line.text for line in lines if line.text.isdigit() and line.size > MIN_SIZE]
        shown = [int(b) for b in badges if 1 <= int(b) <= len(decision.options)]
        assert shown == list(range(1, min(MAX_OPTIONS, len(decision.options)) + 1)), where
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("config", GAMES, ids=[_id(c) for c in GAMES])
def test_the_decision_shows_only_the_viewers_secrets(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    """The picture is the same whatever the others' secrets are (it is drawn from the seat's
    own view), and two seats' pictures differ (each shows its own holdings)."""
    key, players, options = config
    rules = REGISTRY[key]
    for n, (s, seat) in enumerate(_positions(key, players, options)):
        mine = to_png(render_decision(_decision(key, options, s, seat, "en")))
        scrambled = rules.scramble_secrets(s, seat, seed=100 + n)
        again = to_png(render_decision(_decision(key, options, scrambled, seat, "en")))
        assert again == mine, f"position {n}: the picture shows a secret seat {seat} may not see"
    if players > 1:
        s, seat = _positions(key, players, options)[1]
        other = (seat + 1) % players
        view = rules.view(s, other)
        theirs = Decision(key, view, other, NAMES[:players], locale="en")
        ours = Decision(key, rules.view(s, seat), seat, NAMES[:players], locale="en")
        assert to_png(render_decision(theirs)) != to_png(render_decision(ours))


def test_the_picture_takes_a_view_not_a_state() -> None:
    """The one input with game facts is `Decision.view`, documented as the seat's own view."""
    assert "view" in Decision.__dataclass_fields__
    assert not any("state" in name for name in Decision.__dataclass_fields__)


def test_moves_are_numbered_like_the_buttons() -> None:
    buttons = tuple(Choice(f"b:{i}", f"Move {i}", group="B") for i in range(3))
    menus = (Menu("More", tuple(Choice(f"m:{i}", f"Other {i}", group="M") for i in range(2))),)
    marked, listed, options = numbered(buttons, menus)
    assert [c.label for c in marked] == ["1. Move 0", "2. Move 1", "3. Move 2"]
    assert [c.label for c in listed[0].choices] == ["4. Other 0", "5. Other 1"]
    assert [(o.number, o.label) for o in options][3] == (4, "Other 0")
    assert [c.token for c in marked] == ["b:0", "b:1", "b:2"]  # what a click plays is unchanged


@pytest.mark.parametrize("config", [*GAMES[::2], GAMES[-1]], ids=lambda c: c[0])
def test_the_public_band_says_who_must_act(config: tuple[str, int, dict[str, Any]]) -> None:
    """The public board's band (readable at 550 px: the layout test checks its size) names the
    seat that must act, at every sampled position where someone must."""
    key, players, options = config
    rules = REGISTRY[key]
    names = NAMES[:players]
    for n, (s, seat) in enumerate(_positions(key, players, options)):
        _, inked = drawn(key, rules.view(s, None), names=names)
        band = " ".join(line.text for line in inked if line.role == "headline")
        assert names[seat] in band, f"position {n}: {band!r} does not name {names[seat]}"
        assert all(line.size >= draw.headline_size(1600) for line in inked if line.role)


async def _session(tmp_path: Path, game: str, bots: int) -> tuple[ConsoleSession, Any]:
    store = open_store(str(tmp_path / "hand.sqlite3"))
    await store.open()
    service = GameService(store, entropy=lambda: b"31")
    out: list[str] = []
    session = ConsoleSession(
        Commands(service), out_dir=tmp_path, bots=bots, level="random", write=out.append
    )
    await session.handle(f"alice: /game new {game}")
    await session.handle("alice: /game start")
    return session, store


@pytest.mark.parametrize("game", ["duel", "wonders", "catan", "tta"])
async def test_hand_returns_the_compact_picture(tmp_path: Path, game: str) -> None:
    """/hand through the console: a private reply whose picture is the 720 px decision
    picture, its options numbered as the buttons and menus under it."""
    bots = {"duel": 1, "wonders": 2, "catan": 2, "tta": 0}[game]
    session, store = await _session(tmp_path, game, bots=bots)
    try:
        for _ in range(30):  # the bot may move first: wait for alice's turn
            reply = await session.handle("alice: /hand")
            assert reply is not None and reply.image is not None and reply.ephemeral
            if reply.buttons or reply.menus:
                break
            await session.handle("@wait 1m")
        assert reply.image.decision is not None and reply.image.filename == "hand.png"
        listed = [*reply.buttons, *(c for m in reply.menus for c in m.choices)]
        assert listed, "alice has moves to make"
        numbers = [c.label.split(". ", 1)[0] for c in listed]
        assert numbers == [str(i) for i in range(1, len(listed) + 1)]
        assert [o.number for o in reply.image.decision.options] == list(range(1, len(listed) + 1))
        [png] = await render_pngs(reply.image)
        assert png == render_png_sync(reply.image)[0]
        with Image.open(io.BytesIO(png)) as img:
            assert img.width == WIDTH and img.height > img.width / 2
        saved = sorted(tmp_path.glob("*hand-alice.png"))
        assert saved, "the console saves the private picture"
    finally:
        await store.close()


def test_catan_placement_shows_the_island_with_badges_a_phone_reads() -> None:
    """In a placement the picture carries the island, its usable spots badged, the badges'
    numbers at least 12 px once the picture is 360 px wide; with no spot to name, no island."""

    rules = REGISTRY["catan"]
    s = rules.new_game(3, 2, {"ck": False, "board": "beginner"})
    seat = min(rules.to_move(s))
    w = Words("en", "catan")
    place = board_map("catan", rules.view(s, seat), seat, w)
    assert place is not None
    assert BADGE_SIZE * (WIDTH - 2 * M) / place.width >= MIN_SIZE
    other = (seat + 1) % 3  # not their move: nothing to place
    assert board_map("catan", rules.view(s, other), other, w) is None
    with_map = render_decision(_decision("catan", {}, s, seat, "en"))
    without = render_decision(Decision("catan", rules.view(s, seat), seat, NAMES, (), locale="en"))
    assert with_map.height > without.height + place.height // 2


def test_moves_past_the_ninth_are_counted() -> None:
    """Nine moves are drawn; those in the menus and those only /play reaches are counted."""
    rules = REGISTRY["catan"]
    s = rules.new_game(3, 2, {"ck": False, "board": "beginner"})
    seat = min(rules.to_move(s))
    options = tuple(Option(i, f"Move {i}") for i in range(1, 15))
    decision = Decision("catan", rules.view(s, seat), seat, NAMES, options, more=3, locale="en")
    with draw.record_text() as inked:
        render_decision(decision)
    texts = [line.text for line in inked]
    assert "Move 9" in texts and "Move 10" not in texts
    assert "…and 5 more in the menus below" in texts
    assert "…and 3 more: type /play to find them" in texts


def test_a_move_of_its_own_kind_is_titled_by_its_words() -> None:
    """A one-word move (`cancel` while composing a Catan offer) has no group title of its own:
    the picture's header and the menus name it in the reader's words, never by its token."""
    from bot.engine.words import phrase

    moves = (
        Choice("give:brick", "give:brick", "give", phrase("catan.move.give", kind="brick")),
        Choice("cancel", "cancel", "cancel", phrase("catan.move.cancel")),
    )
    for locale in LANGUAGES:
        groups = [c.group for c in worded(moves, locale, "catan", NAMES)]
        assert groups == [t("catan.group.give", locale), t("catan.move.cancel", locale)], locale
