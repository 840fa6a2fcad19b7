"""A solo game in a DM against a bot seat, played to the end with buttons and /play."""

from __future__ import annotations

from bot.store import GameStatus
from bot.words.catalogue import t
from tests.discord.harness import (
    ALICE,
    DEFERRED_MESSAGE,
    DEFERRED_UPDATE,
    FakeDiscord,
    Request,
    Shown,
    dm_channel,
    mentioned_in,
    plain,
)

MAX_TURNS = 60


async def test_dm_game_against_a_bot_plays_to_the_end(fake: FakeDiscord) -> None:
    dm = dm_channel(ALICE)
    created = await fake.slash(ALICE, dm, "game", "new", game="tokens", bots=1)
    assert not created.message.ephemeral
    assert "🤖" in created.message.content
    started = await fake.slash(ALICE, dm, "game", "start")
    board: Request | Shown = started.message
    assert board.files and board.mentioned_users == [ALICE.id]

    board = fake.board_of(await fake.slash(ALICE, dm, "play", action="bid:1"))
    for turn in range(MAX_TURNS):
        record = await fake.bot.service.store.load(dm.id)  # type: ignore[attr-defined]
        if record.status != GameStatus.ACTIVE:
            break
        # the bot moves at once: Alice's turn message is edited (no new ping) or, when the
        # turn changed hands in between, posted anew with her mention
        assert board.mentioned_users == ([] if isinstance(board, Shown) else [ALICE.id])
        assert mentioned_in(board.content) == {ALICE.id}
        actions = [c for c in board.custom_ids if not c.endswith("@hand")]
        if actions and turn % 2 == 0:  # alternate buttons and typed /play
            exchange = await fake.click(ALICE, dm, board.posted or {}, actions[0])
        else:
            offered = await fake.autocomplete(ALICE, dm, "play", focused="action", action="")
            assert offered.choices, "Alice owes a move, so she has legal moves"
            exchange = await fake.slash(ALICE, dm, "play", action=offered.choices[-1]["value"])
        board = fake.board_of(exchange)
        assert not board.ephemeral, board.content
        assert board.posted is not None and board.posted["channel_id"] == str(dm.id)
    else:
        raise AssertionError("the game did not end")

    assert record.status == GameStatus.FINISHED
    assert "🏁" in board.content
    assert board.custom_ids == []  # no buttons on a finished game
    assert board.mentioned_users == [ALICE.id]  # the end is told to every person who played
    after = await fake.slash(ALICE, dm, "play", action="take:1")
    assert after.message.ephemeral
    # /play agrees with /game status: the game is over, with its result (not "no game")
    assert t("error.game_ended", None, result="").split(":")[0] in plain(after.message.content)
    assert t("error.no_game") not in plain(after.message.content)


async def test_dm_game_against_a_hard_bot_defers_then_follows_with_its_moves(
    fake: FakeDiscord,
) -> None:
    """A hard bot that searches: each move of Alice's is acknowledged first (a defer), then
    her board and the bot's moves follow as followups; the game ends with every move legal."""
    dm = dm_channel(ALICE)
    created = await fake.slash(ALICE, dm, "game", "new", game="tokens_ai", bots=1, level="hard")
    assert "Bot 1 (hard)" in created.message.content
    await fake.slash(ALICE, dm, "game", "start")
    status = await fake.slash(ALICE, dm, "game", "status")
    assert "Bot 1 (hard)" in status.message.content
    bot_moves = 0
    for _ in range(MAX_TURNS):
        record = await fake.bot.service.store.load(dm.id)  # type: ignore[attr-defined]
        if record.status != GameStatus.ACTIVE:
            break
        offered = await fake.autocomplete(ALICE, dm, "play", focused="action", action="")
        exchange = await fake.slash(ALICE, dm, "play", action=offered.choices[0]["value"])
        first = exchange.requests[0]
        assert first.is_callback and first.callback_type in (DEFERRED_MESSAGE, DEFERRED_UPDATE)
        shown = exchange.messages
        assert shown and all(r.is_followup for r in shown)
        # Alice's board, or (her move only continued the turn: an edit) a private note
        private = [r for r in shown if r.ephemeral]
        assert len(private) <= 1, [r.content for r in shown]
        assert all(t("table.board_updated", link="") in r.content for r in private)
        boards = [e for e in exchange.public if e.kind in ("new", "edit")]
        bot_moves += len(boards) - 1  # one board for Alice's move, one per bot turn after it
    else:
        raise AssertionError("the game did not end")
    assert record.status == GameStatus.FINISHED
    assert bot_moves > 0, "the hard bot moved after Alice, as followups of her interaction"
    assert fake.violations == []
