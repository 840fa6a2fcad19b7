"""A game that ends off the board (a resignation) leaves a board that says so: its band shows
how the game ended instead of whose turn it was, nobody is marked to move, and the final
message lists the seats without the made-up 0 and 1 "points" of the recorded outcome; in all
four games and four languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.chat.commands import BoardImage, Commands, Requester, render_png_sync
from bot.engine.registry import get_rules
from bot.store import SqliteStore
from bot.table.service import GameService
from bot.words.catalogue import t
from renderers import catan as catan_board
from renderers import draw, render
from renderers import duel as duel_board
from renderers import tta as tta_board
from renderers import wonders as wonders_board
from renderers.lang import Words

ALICE, BOB = 11, 22
CH = 730
LOCALES = ("en", "vi", "el", "ko")
GAMES = (("duel", 0), ("wonders", 1), ("catan", 1), ("tta", 0))  # (game, random bots to add)


def who(user: int, locale: str) -> Requester:
    return Requester(CH, user, f"user{user}", locale)


def _turn_words(key: str, view: object, names: tuple[str, ...], locale: str) -> str:
    """What the band says about the turn while the game runs (what must not stay)."""
    w = Words(locale, key)
    if key == "duel":
        return duel_board._status(view, names, w)  # type: ignore[arg-type]
    if key == "wonders":
        return wonders_board.status_line(view, names, w)  # type: ignore[arg-type]
    if key == "catan":
        return catan_board.status(view, names)  # type: ignore[arg-type]
    view_pending = getattr(view, "pending", "")
    return tta_board._w("to_act", who=names[0], what=tta_board._phase(view_pending))


def _band(image: BoardImage) -> str:
    with draw.record_text() as ink:
        render_png_sync(image)
    return re.sub(r"\s+", " ", " ".join(x.text for x in ink if x.role == "headline"))


@pytest.mark.parametrize(("key", "bots"), GAMES)
@pytest.mark.parametrize("locale", LOCALES)
async def test_a_resigned_game_shows_how_it_ended(
    tmp_path: Path, key: str, bots: int, locale: str
) -> None:
    store = SqliteStore(str(tmp_path / "resign.sqlite3"))
    await store.open()
    try:
        commands = Commands(GameService(store, entropy=lambda: b"resign"))
        await commands.game_new(who(ALICE, locale), key, bots=bots, level="random")
        if key != "tta":
            await commands.game_join(who(BOB, locale))
            await commands.game_start(who(ALICE, locale))
        running = await commands.service.board(CH)
        assert running.to_move and not running.halted
        reply = await commands.game_resign(who(ALICE, locale))
        assert not reply.is_error, reply.content
        image = reply.image
        assert isinstance(image, BoardImage)
        assert image.ended and image.ended.startswith(t("board.ended", locale, headline=""))
        band = _band(image)
        assert re.sub(r"\s+", " ", image.ended) in band
        # the view still has someone to move; the band no longer says so
        rules = get_rules(key)
        record = await store.load(CH)
        state = rules.from_json(record.state)
        assert rules.outcome(state) is None and rules.to_move(state)
        turn = _turn_words(key, rules.view(state, None), image.names, locale)
        assert turn and re.sub(r"\s+", " ", turn) not in band
        # a running game's band does say it: the check above can fail
        shown = render(key, rules.view(state, None), names=image.names, locale=locale)
        assert shown.size[0] > 0
        # the seats, without the outcome's 0/1 as points
        assert "**0**" not in reply.content and "**1**" not in reply.content
        assert f"<@{BOB}>" in reply.content or key == "tta"
        # /board after the end shows the same band
        again = await commands.board(who(BOB if key != "tta" else ALICE, locale))
        assert isinstance(again.image, BoardImage) and again.image.ended == image.ended
    finally:
        await store.close()


def test_a_running_band_names_the_turn() -> None:
    """The turn's words really are in a running game's band (so their absence above means
    something): a Duel game's first board, drawn without `ended`."""
    rules = get_rules("duel")
    state = rules.new_game(2, 5, {})
    view = rules.view(state, None)
    names = ("Ann", "Bob")
    image = BoardImage("duel", view, (), names, locale="en")
    band = _band(image)
    assert duel_board._status(view, names, Words("en", "duel")) in band
    assert "Game over" not in band
