"""Every interaction is acknowledged before any store or engine work, and a busy store is polite.

The store may wait up to its busy_timeout (5 s) for another writer, longer than the 3 s Discord
gives an interaction: the defer must already be on its way when the store is first called.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.chat.commands import Reply
from bot.store import GameRecord
from bot.words.catalogue import t
from tests.discord.conftest import ErrorTripwire
from tests.discord.harness import (
    ALICE,
    BOB,
    DEFERRED_MESSAGE,
    DEFERRED_UPDATE,
    TEXT,
    Exchange,
    FakeDiscord,
    Request,
    bid_all,
    open_table,
    version_of,
)

BUSY = t("error.table_busy")


class GatedLoad:
    """store.load that waits for the test: a store stuck behind another writer's lock."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.store = fake.bot.service.store  # type: ignore[attr-defined]
        self.real = self.store.load
        self.entered = asyncio.Event()
        self.release = asyncio.Event()
        self.store.load = self.load

    async def load(self, channel_id: int) -> GameRecord | None:
        self.entered.set()
        await self.release.wait()
        return await self.real(channel_id)

    def restore(self) -> None:
        self.store.load = self.real


async def sent_while_the_store_waits(
    fake: FakeDiscord, payload: dict[str, Any]
) -> tuple[list[Request], Exchange]:
    """What the bot had sent for this interaction when the store was first called."""
    gate = GatedLoad(fake)
    try:
        task = asyncio.create_task(fake.dispatch(payload))
        await gate.entered.wait()
        sent = [r for r in fake.requests if payload["token"] in r.url]
        gate.release.set()
        return sent, await task
    finally:
        gate.restore()


async def test_a_slash_move_is_deferred_before_the_store_is_called(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    payload = fake.interaction_payload(
        2, ALICE, TEXT, fake.command_data("play", None, {"action": "bid:1"})
    )
    sent, exchange = await sent_while_the_store_waits(fake, payload)
    assert [r.callback_type for r in sent] == [DEFERRED_MESSAGE]
    assert not sent[0].ephemeral  # a move's answer is public: so is its "thinking"
    assert exchange.requests[0] is sent[0]
    # Bob still owes his bid: the turn message is edited, Alice is told privately
    assert exchange.message.ephemeral and t("table.board_updated", link="")[:10] in (
        exchange.message.content
    )
    edit = fake.last_public(TEXT.id)
    assert edit.kind == "edit" and "Alice is ready." in edit.content and edit.pinged == ()


async def test_a_button_click_is_deferred_before_the_store_is_called(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    board = (await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])).message
    version = await version_of(fake, TEXT)
    custom_id = f"tb:{version}:take:1"
    data = {"custom_id": custom_id, "component_type": 2}
    payload = fake.interaction_payload(3, ALICE, TEXT, data, board.posted)
    sent, exchange = await sent_while_the_store_waits(fake, payload)
    assert [r.callback_type for r in sent] == [DEFERRED_UPDATE]  # no visible placeholder
    assert exchange.requests[0] is sent[0]
    assert not exchange.message.ephemeral and "takes 1; 11 left" in exchange.message.content
    assert await version_of(fake, TEXT) == version + 1


async def test_a_private_command_is_deferred_privately_before_the_store(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    payload = fake.interaction_payload(2, ALICE, TEXT, fake.command_data("hand", None, {}))
    sent, exchange = await sent_while_the_store_waits(fake, payload)
    assert [r.callback_type for r in sent] == [DEFERRED_MESSAGE] and sent[0].ephemeral
    assert exchange.message.ephemeral and exchange.message.files


async def test_a_public_command_that_fails_answers_privately(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    refused = await fake.slash(ALICE, TEXT, "play", action="take:9")
    defer, delete, answer = refused.requests
    assert defer.callback_type == DEFERRED_MESSAGE and not defer.ephemeral
    assert delete.method == "DELETE" and delete.is_original  # the public "thinking" goes away
    assert answer.is_followup and answer.ephemeral
    assert refused.message is answer and "`take:9`" in answer.content


async def test_a_private_command_with_a_public_answer_posts_it_publicly(
    fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def public_hand(_: Any) -> Reply:
        return Reply("for everyone")

    monkeypatch.setattr(fake.bot.api, "hand", public_hand)  # type: ignore[attr-defined]
    shown = await fake.slash(ALICE, TEXT, "hand")
    defer, note, post = shown.requests
    assert defer.callback_type == DEFERRED_MESSAGE and defer.ephemeral
    assert note.method == "PATCH" and note.is_original and note.content == t("reply.posted")
    assert post.is_followup and not post.ephemeral and post.content == "for everyone"


@pytest.fixture
def holder(db_path: Path) -> Iterator[sqlite3.Connection]:
    """Another process in the middle of a long write on the bot's database file."""
    conn = sqlite3.connect(db_path, isolation_level=None)
    yield conn
    if conn.in_transaction:
        conn.rollback()
    conn.close()


async def test_a_busy_store_gets_a_private_busy_message_and_no_error(
    fake: FakeDiscord, holder: sqlite3.Connection, error_log: ErrorTripwire
) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    board = (await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])).message
    version = await version_of(fake, TEXT)
    store = fake.bot.service.store  # type: ignore[attr-defined]
    await store._require().execute("PRAGMA busy_timeout = 20")  # do not wait the full 5 s
    holder.execute("BEGIN IMMEDIATE")

    typed = await fake.slash(ALICE, TEXT, "play", action="take:1")
    assert typed.requests[0].callback_type == DEFERRED_MESSAGE
    assert typed.message.ephemeral and BUSY in typed.message.content
    clicked = await fake.click(ALICE, TEXT, board.posted or {}, f"tb:{version}:take:1")
    assert clicked.requests[0].callback_type == DEFERRED_UPDATE
    assert clicked.message.ephemeral and BUSY in clicked.message.content
    assert not clicked.message.files and not clicked.message.custom_ids

    holder.rollback()
    assert await version_of(fake, TEXT) == version
    assert error_log.records == []
    again = await fake.click(ALICE, TEXT, board.posted or {}, f"tb:{version}:take:1")
    assert not again.message.ephemeral and "takes 1; 11 left" in again.message.content
