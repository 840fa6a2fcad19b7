"""A click on a control no handler knows (from an older bot) is answered, never left to fail."""

from __future__ import annotations

from typing import Any

from bot.words.catalogue import t
from tests.discord.harness import (
    ALICE,
    BOB,
    CHANNEL_MESSAGE,
    DEFERRED_UPDATE,
    TEXT,
    FakeDiscord,
    bid_all,
    open_table,
    version_of,
)


def old_message(fake: FakeDiscord, *components: dict[str, Any]) -> dict[str, Any]:
    """A message an earlier version of the bot posted, with controls it no longer has."""
    rows = [{"type": 1, "components": list(components)}]
    return fake.message_json({"channel_id": str(TEXT.id)}, {"components": rows}, [])


async def test_an_unknown_button_gets_an_ephemeral_answer(fake: FakeDiscord) -> None:
    message = old_message(fake, {"type": 2, "style": 1, "label": "Old", "custom_id": "xyz:old"})
    clicked = await fake.click(ALICE, TEXT, message, "xyz:old")
    callback = clicked.callback  # exactly one interaction response
    assert callback.callback_type == CHANNEL_MESSAGE
    assert callback.ephemeral
    assert callback.content == t("error.unknown_control")
    assert clicked.followups == []


async def test_an_unknown_select_gets_the_same_answer(fake: FakeDiscord) -> None:
    select = {
        "type": 3,
        "custom_id": "menu:v0",
        "options": [{"label": "A", "value": "a"}],
        "min_values": 1,
        "max_values": 1,
    }
    chosen = await fake.click(BOB, TEXT, old_message(fake, select), "menu:v0", values=["a"])
    assert chosen.callback.ephemeral
    assert chosen.callback.content == t("error.unknown_control")


async def test_the_answer_is_in_the_clickers_language(fake: FakeDiscord) -> None:
    message = old_message(fake, {"type": 2, "style": 1, "label": "Old", "custom_id": "tb:old"})
    clicked = await fake.click(ALICE, TEXT, message, "tb:old")  # our prefix, not our template
    assert clicked.callback.content == t("error.unknown_control", ALICE.locale)


async def test_our_buttons_are_left_to_their_handlers(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    board = (await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])).message
    version = await version_of(fake, TEXT)
    clicked = await fake.click(ALICE, TEXT, board.posted or {}, f"tb:{version}:take:1")
    assert clicked.callback.callback_type == DEFERRED_UPDATE  # one answer: the move's
    assert "takes 1; 11 left" in clicked.message.content
    assert t("error.unknown_control") not in clicked.message.content
    hand = await fake.click(BOB, TEXT, board.posted or {}, f"tb:{version}:@hand")
    assert len(hand.callbacks) == 1
    assert t("error.unknown_control") not in hand.message.content
