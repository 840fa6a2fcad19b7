"""/undo and the Undo button on the mover's own private note, through the real discord.py code."""

from __future__ import annotations

import pytest

from bot.engine.registry import REGISTRY
from tests.discord.harness import (
    ALICE,
    BOB,
    CAROL,
    TEXT,
    FakeDiscord,
    bid_all,
    iter_components,
    mentioned_in,
    open_table,
)


async def test_undo_button_takes_the_move_back_for_the_mover_only(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    await bid_all(fake, TEXT, [(ALICE, 2), (BOB, 0)])  # the last bid reveals: no offer
    moved = await fake.slash(ALICE, TEXT, "play", action="take:3")
    assert not moved.message.ephemeral and "takes 3; 9 left" in moved.message.content
    [offer] = moved.undo_offers
    assert offer.ephemeral and "take this move back" in offer.content
    assert offer.mentioned_users == []
    [undo_id] = offer.custom_ids
    assert undo_id.endswith(":@undo:3")

    refused = await fake.click(BOB, TEXT, offer.posted or {}, undo_id)  # not bob's move
    assert refused.message.ephemeral
    assert "Alice has moved since your last move" in refused.message.content

    undone = await fake.click(ALICE, TEXT, offer.posted or {}, undo_id)
    board = undone.message
    assert not board.ephemeral and "Alice took back their last move." in board.content
    assert mentioned_in(board.content) == {ALICE.id}  # alice must move again
    assert board.files  # the board as it was before the move

    again = await fake.click(ALICE, TEXT, offer.posted or {}, undo_id)  # that move is gone
    assert again.message.ephemeral and "Bob has moved since" in again.message.content


async def test_slash_undo_refuses_a_revealing_move_privately(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    last = await bid_all(fake, TEXT, [(ALICE, 2), (BOB, 0)])
    assert last.undo_offers == []  # the last bid showed both bids
    refused = await fake.slash(BOB, TEXT, "undo")
    assert refused.message.ephemeral
    assert "revealed something new" in refused.message.content
    first = await fake.slash(ALICE, TEXT, "undo")
    assert first.message.ephemeral and "has moved since" in first.message.content


@pytest.mark.skipif("wonders" not in REGISTRY, reason="7 Wonders is not installed")
async def test_change_my_pick_button_in_the_private_view(fake: FakeDiscord) -> None:
    await fake.slash(ALICE, TEXT, "game", "new", game="wonders", options="sides:a")
    await fake.slash(BOB, TEXT, "game", "join")
    await fake.slash(CAROL, TEXT, "game", "join")
    await fake.slash(ALICE, TEXT, "game", "start")
    for _ in range(6):  # pick a card, then what to do with it, until committed
        offered = await fake.autocomplete(ALICE, TEXT, "play", focused="action", action="")
        if any(c["value"] == "withdraw" for c in offered.choices):
            break  # committed: the pick may now be changed
        await fake.slash(ALICE, TEXT, "play", action=offered.choices[0]["value"])
    hand = (await fake.slash(ALICE, TEXT, "hand")).message
    assert hand.ephemeral
    [change] = [
        c
        for c in iter_components(hand.posted or {})
        if c.get("custom_id", "").endswith(":withdraw")
    ]
    number, _, label = change["label"].partition(". ")  # numbered as in the hand's picture
    assert number.isdigit() and label.startswith("Change my pick")
    changed = await fake.click(ALICE, TEXT, hand.posted or {}, change["custom_id"])
    board = changed.message
    assert not board.ephemeral and "Alice takes back their choice." in board.content
    assert ALICE.id in (board.mentioned_users or [])
    theirs = (await fake.slash(BOB, TEXT, "hand")).message
    assert all(
        not c.get("custom_id", "").endswith(":withdraw")
        for c in iter_components(theirs.posted or {})
    )
