"""Moves through /play, autocomplete, buttons, the private hand and its select."""

from __future__ import annotations

from typing import Any

from bot.words.catalogue import t
from tests.discord.harness import (
    ALICE,
    AUTOCOMPLETE_RESULT,
    BOB,
    DEFERRED_MESSAGE,
    DEFERRED_UPDATE,
    PNG_MAGIC,
    TEXT,
    FakeDiscord,
    bid_all,
    mentioned_in,
    open_table,
    plain,
    version_of,
)


async def test_play_autocomplete_lists_the_legal_moves(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    listed = await fake.autocomplete(ALICE, TEXT, "play", focused="action", action="")
    assert listed.callback.callback_type == AUTOCOMPLETE_RESULT
    assert listed.choices == [
        {"name": "Bid 0", "value": "bid:0"},
        {"name": "Bid 1", "value": "bid:1"},
        {"name": "Bid 2", "value": "bid:2"},
    ]
    narrowed = await fake.autocomplete(ALICE, TEXT, "play", focused="action", action="2")
    assert [c["value"] for c in narrowed.choices] == ["bid:2"]

    await bid_all(fake, TEXT, [(ALICE, 0), (BOB, 2)])  # Bob bid higher: Bob takes first
    theirs = await fake.autocomplete(BOB, TEXT, "play", focused="action", action="")
    assert [c["value"] for c in theirs.choices] == ["take:1", "take:2", "take:3"]
    assert len(theirs.choices) <= 25
    idle = await fake.autocomplete(ALICE, TEXT, "play", focused="action", action="")
    assert idle.choices == []  # not Alice's turn: nothing to offer
    topics = await fake.autocomplete(ALICE, TEXT, "rules", focused="topic", topic="")
    assert "tokens" in [c["value"] for c in topics.choices]


async def test_a_move_posts_one_message_pinging_exactly_who_acts(
    fake: FakeDiscord, rendered: dict[bytes, Any]
) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    first = await fake.slash(ALICE, TEXT, "play", action="bid:2")
    # Alice is done; Bob still owes a bid: the turn message is edited, nobody pinged again
    assert first.message.ephemeral and not first.message.files
    (edit,) = first.edits
    assert mentioned_in(edit.content) == {BOB.id} and edit.pinged == ()

    move = await fake.slash(BOB, TEXT, "play", action="bid:0")
    assert move.callback.callback_type == DEFERRED_MESSAGE
    assert len(move.followups) == 1
    board = move.message
    assert not board.ephemeral
    assert len(board.files) == 1
    name, png = board.files[0]
    assert name == "board.png" and png.startswith(PNG_MAGIC)
    assert rendered[png].viewer is None  # the channel sees the public view only
    assert mentioned_in(board.content) == {ALICE.id}  # Alice bid 2: she takes first
    assert board.mentioned_users == [ALICE.id]
    assert board.message["allowed_mentions"]["parse"] == []
    version = await version_of(fake, TEXT)
    assert board.custom_ids == [
        f"tb:{version}:take:1",
        f"tb:{version}:take:2",
        f"tb:{version}:take:3",
        f"tb:{version}:@hand",
    ]
    labels = [c["label"] for row in board.message["components"] for c in row["components"]]
    assert labels[:3] == ["Take 1 token(s)", "Take 2 token(s)", "Take 3 token(s)"]


async def test_button_click_plays_the_move(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    board = (await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])).message
    version = await version_of(fake, TEXT)
    clicked = await fake.click(ALICE, TEXT, board.posted or {}, f"tb:{version}:take:3")
    assert clicked.callback.callback_type == DEFERRED_UPDATE
    after = clicked.message
    assert not after.ephemeral and after.files
    assert "takes 3; 9 left" in after.content
    assert after.mentioned_users == [BOB.id]
    assert await version_of(fake, TEXT) == version + 1


async def test_illegal_and_out_of_turn_moves_are_refused_privately(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])
    version = await version_of(fake, TEXT)
    moves = len(await fake.bot.service.store.moves(TEXT.id))  # type: ignore[attr-defined]

    illegal = await fake.slash(ALICE, TEXT, "play", action="take:9")
    assert illegal.callback.callback_type == DEFERRED_MESSAGE  # deferred before the engine ran
    assert [r.method for r in illegal.requests if r.is_original] == ["DELETE"]
    assert illegal.message.ephemeral
    assert "You may take 1 to 3 tokens." in illegal.message.content
    assert illegal.message.files == [] and illegal.message.mentioned_users == []

    early = await fake.slash(BOB, TEXT, "play", action="take:1")
    assert early.message.ephemeral
    assert t("error.not_your_turn") in early.message.content

    nonsense = await fake.slash(ALICE, TEXT, "play", action="fly away")
    assert nonsense.message.ephemeral

    assert await version_of(fake, TEXT) == version
    assert len(await fake.bot.service.store.moves(TEXT.id)) == moves  # type: ignore[attr-defined]


async def test_hand_is_private_and_its_buttons_play(
    fake: FakeDiscord, rendered: dict[bytes, Any]
) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    hand = await fake.slash(ALICE, TEXT, "hand")
    assert hand.callback.callback_type == DEFERRED_MESSAGE
    assert hand.callback.ephemeral  # even the "thinking" placeholder is private
    reply = hand.message
    assert reply.ephemeral
    name, png = reply.files[0]
    assert name == "hand.png" and png.startswith(PNG_MAGIC)
    private_view = rendered[png]
    assert private_view.viewer == 0
    bonus = private_view.bonus[0]
    assert isinstance(bonus, int)  # the secret the channel must never see
    version = await version_of(fake, TEXT)
    buttons = [c for row in reply.message["components"] for c in row["components"]]
    assert [b["type"] for b in buttons] == [2, 2, 2]  # a few moves: private buttons
    assert [b["custom_id"] for b in buttons] == [f"tb:{version}:bid:{n}" for n in range(3)]

    chose = await fake.click(ALICE, TEXT, reply.posted or {}, f"tb:{version}:bid:2")
    assert chose.messages == []  # the click is answered by the turn message's edit
    assert "Alice is ready." in fake.board_of(chose).content
    assert await version_of(fake, TEXT) == version + 1
    again = await fake.click(
        ALICE, TEXT, reply.posted or {}, f"tb:{version}:bid:1"
    )  # the same (now stale) hand
    assert again.message.ephemeral
    assert t("error.stale_board") in plain(again.message.content)
    assert await version_of(fake, TEXT) == version + 1

    board = (await fake.slash(BOB, TEXT, "play", action="bid:0")).message
    via_button = await fake.click(BOB, TEXT, board.posted or {}, board.custom_ids[-1])
    assert via_button.message.ephemeral and via_button.message.files
    assert rendered[via_button.message.files[0][1]].viewer == 1

    public = [
        r
        for r in fake.requests
        if (r.source == "webhook" and r.message and not r.ephemeral)
        or (r.source == "rest" and "/messages" in r.path)  # the turn message's edits
    ]
    assert public, "the channel saw the boards"
    for request in public:
        for _, blob in request.files:
            view = rendered[blob]
            assert view.viewer is None and view.bonus == (None, None), request.content
        assert "bonus" not in request.text().lower()
    ephemeral = [r for r in fake.requests if r.ephemeral and r.files]
    assert {rendered[b].viewer for r in ephemeral for _, b in r.files} == {0, 1}


async def test_board_and_log_and_rules(fake: FakeDiscord, rendered: dict[bytes, Any]) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])
    board = await fake.slash(BOB, TEXT, "board")
    assert not board.message.ephemeral and board.message.files
    assert rendered[board.message.files[0][1]].viewer is None
    log = await fake.slash(BOB, TEXT, "log")
    assert log.message.ephemeral and "Alice is ready." in log.message.content
    rules = await fake.slash(BOB, TEXT, "rules", topic="tokens")
    assert rules.message.ephemeral and "Tokens (test game)" in rules.message.content
    index = await fake.slash(BOB, TEXT, "rules")
    assert index.message.ephemeral and "`tokens`" in index.message.content


async def test_rules_topics_autocomplete_and_show_privately(fake: FakeDiscord) -> None:
    offered = await fake.autocomplete(ALICE, TEXT, "rules", focused="topic", topic="duel")
    values = [c["value"] for c in offered.choices]
    assert values[0] == "duel" and "duel:military" in values and len(values) <= 25
    shown = await fake.slash(ALICE, TEXT, "rules", topic="duel:military")
    assert shown.message.ephemeral and "conflict pawn" in shown.message.content


async def test_what_autocomplete_offers_is_what_enter_plays(fake: FakeDiscord) -> None:
    """Typed words that autocomplete narrows to one move play that move on Enter; words that
    match several are refused with the list, and nothing changes."""
    await open_table(fake, TEXT, ALICE, BOB)
    one = await fake.autocomplete(ALICE, TEXT, "play", focused="action", action="2")
    assert [c["value"] for c in one.choices] == ["bid:2"]
    several = await fake.autocomplete(ALICE, TEXT, "play", focused="action", action="bid")
    assert len(several.choices) == 3
    refused = await fake.slash(ALICE, TEXT, "play", action="bid")
    assert refused.message.ephemeral and "bid:0" in refused.message.content
    assert "bid:2" in refused.message.content
    played = await fake.slash(ALICE, TEXT, "play", action="2")  # a part, not the beginning
    assert played.message.ephemeral and not played.message.content.startswith("⚠️")
    (edit,) = played.edits  # Alice's bid is made: Bob still owes his
    assert mentioned_in(edit.content) == {BOB.id}
