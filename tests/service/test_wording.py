"""Answers that read right (issue 15's list): /hand after the end, seats in /game status, the
log numbered line by line, counts and ranges worded."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.commands import Commands, Requester
from bot.store import SqliteStore
from bot.table.clock import FakeClock
from bot.table.service import GameService
from bot.words.catalogue import players, t

ALICE, BOB = 11, 22
CH, GUILD = 800, 9000


@pytest.fixture
async def commands(tmp_path: Path) -> AsyncIterator[Commands]:
    store = SqliteStore(str(tmp_path / "games.sqlite3"))
    await store.open()
    yield Commands(GameService(store, entropy=lambda: b"words", clock=FakeClock(time.time())))
    await store.close()


def who(user: int) -> Requester:
    return Requester(CH, user, f"user{user}", "en", GUILD)


async def test_hand_after_the_end_shows_the_hand_as_it_ended(commands: Commands) -> None:
    await commands.game_new(who(ALICE), "tokens")
    await commands.game_join(who(BOB))
    await commands.game_start(who(ALICE))
    await commands.game_resign(who(BOB))
    hand = await commands.hand(who(ALICE))
    assert not hand.is_error and hand.image is not None
    assert t("hand.over") in hand.content and not hand.buttons and not hand.menus
    stranger = await commands.hand(who(99))
    assert stranger.is_error  # not seated: still refused


async def test_status_of_a_running_game_lists_the_seats(commands: Commands) -> None:
    await commands.game_new(who(ALICE), "tokens", bots=1, level="hard")
    await commands.game_start(who(ALICE))
    status = await commands.game_status(who(ALICE))
    assert status.ephemeral
    assert f"1. <@{ALICE}>" in status.content
    assert "2. 🤖" in status.content and t("level.hard") in status.content


def test_ranges_and_counts_are_worded() -> None:
    assert players("en", 2, 2) == "2 players"
    assert players("en", 1, 1) == "1 player"
    assert players("en", 2, 7) == "2–7 players"
    assert t("error.too_many_bots", max=0) == "This game has no seats for bots."
    assert "1 bot player " in t("error.too_many_bots", max=1)
    assert t("error.table_full", max=1) == "The table is full (1 player)."
    assert "one possible move" in t("hand.moves", n=1)
    assert "`-1`" in t("error.bad_number", text="-1") and "0 or more" in t(
        "error.bad_number", text="-1"
    )


def test_a_refusal_names_components_and_players_in_the_readers_language() -> None:
    from bot.engine.core import IllegalAction
    from bot.engine.words import Name, Seat

    err = IllegalAction("x", key="catan.why.afford", cards=Name("lumber"))
    err.game, err.names = "catan", ("Ann", "Bob")
    store = None  # Commands.error needs no store
    words = Commands.error(object.__new__(Commands), Requester(1, 2, "a", "vi"), err)
    assert "gỗ" in words.content and "lumber" not in words.content
    err = IllegalAction("y", key="catan.event.steal", seat=Seat(0), victim=Seat(1))
    err.game, err.names = "catan", ("Ann", "Bob")
    english = Commands.error(object.__new__(Commands), Requester(1, 2, "a", "en"), err)
    assert "Ann stole a card from Bob" in english.content and store is None


async def test_a_bots_level_is_named_in_the_tables_language(commands: Commands) -> None:
    me = Requester(CH, ALICE, "ann", "vi", None)  # a DM: the user's own language
    await commands.game_new(me, "tokens", bots=1, level="hard")
    started = await commands.game_start(await commands.with_language(me))
    assert started.image is not None
    shown = started.image.names  # type: ignore[union-attr]
    assert t("level.hard", "vi") in shown[1] and t("level.hard", "en") not in shown[1]
