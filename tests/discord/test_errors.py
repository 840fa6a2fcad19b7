"""Bugs reach the log (logger "tabula") and the user gets a private apology, never silence."""

from __future__ import annotations

from typing import Any

import pytest

import bot.chat.commands
from bot.words.catalogue import t
from tests.discord.conftest import ErrorTripwire
from tests.discord.harness import (
    ALICE,
    BOB,
    DEFERRED_MESSAGE,
    TEXT,
    FakeDiscord,
    bid_all,
    open_table,
    plain,
    version_of,
)

UNEXPECTED = t("reply.unexpected")


def boom(*_: Any, **__: Any) -> Any:
    raise RuntimeError("boom: simulated bug")


def assert_logged_once(error_log: ErrorTripwire) -> None:
    [record] = error_log.of("tabula")
    assert record.exc_info is not None and isinstance(record.exc_info[1], RuntimeError)
    assert error_log.of("discord") == []


async def test_slash_command_bug_is_logged_and_answered(
    fake: FakeDiscord, error_log: ErrorTripwire, monkeypatch: pytest.MonkeyPatch
) -> None:
    error_log.expect("tabula")
    await open_table(fake, TEXT, ALICE, BOB)
    version = await version_of(fake, TEXT)
    monkeypatch.setattr(fake.bot.service, "act", boom)  # type: ignore[attr-defined]
    failed = await fake.slash(ALICE, TEXT, "play", action="bid:1")
    assert failed.callback.callback_type == DEFERRED_MESSAGE  # deferred before the bug struck
    assert [r.method for r in failed.requests if r.is_original] == ["DELETE"]
    assert failed.message.ephemeral
    assert failed.message.content == UNEXPECTED
    assert_logged_once(error_log)
    assert await version_of(fake, TEXT) == version


async def test_bug_after_the_defer_is_answered_with_a_followup(
    fake: FakeDiscord, error_log: ErrorTripwire, monkeypatch: pytest.MonkeyPatch
) -> None:
    error_log.expect("tabula")
    await open_table(fake, TEXT, ALICE, BOB)
    monkeypatch.setattr(bot.chat.commands, "render_png_sync", boom)
    failed = await fake.slash(ALICE, TEXT, "board")
    assert failed.callback.callback_type == DEFERRED_MESSAGE
    [followup] = failed.followups
    assert followup.ephemeral and followup.content == UNEXPECTED
    assert followup.files == []
    assert_logged_once(error_log)


async def test_button_bug_is_logged_and_answered(
    fake: FakeDiscord, error_log: ErrorTripwire, monkeypatch: pytest.MonkeyPatch
) -> None:
    error_log.expect("tabula")
    await open_table(fake, TEXT, ALICE, BOB)
    board = (await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])).message
    version = await version_of(fake, TEXT)
    monkeypatch.setattr(fake.bot.service, "act", boom)  # type: ignore[attr-defined]
    failed = await fake.click(ALICE, TEXT, board.posted or {}, f"tb:{version}:take:1")
    assert failed.message.ephemeral and failed.message.content == UNEXPECTED
    assert_logged_once(error_log)
    assert await version_of(fake, TEXT) == version


async def test_autocomplete_bug_answers_empty(
    fake: FakeDiscord, error_log: ErrorTripwire, monkeypatch: pytest.MonkeyPatch
) -> None:
    error_log.expect("tabula")
    await open_table(fake, TEXT, ALICE, BOB)
    monkeypatch.setattr(fake.bot.service, "private_view", boom)  # type: ignore[attr-defined]
    offered = await fake.autocomplete(ALICE, TEXT, "play", focused="action", action="")
    assert offered.choices == []
    assert_logged_once(error_log)


async def test_rule_errors_are_not_logged_as_bugs(
    fake: FakeDiscord, error_log: ErrorTripwire
) -> None:
    refused = await fake.slash(ALICE, TEXT, "play", action="take:1")
    assert refused.message.ephemeral and t("error.no_game") in plain(refused.message.content)
    assert error_log.records == []
