"""One message a turn (issue 13): a new channel message only when somebody new owes a move;
every other step edits the turn message (new picture, no ping). Counted over whole games
played through the offline Discord: Catan for three people and 7 Wonders for seven."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pytest

import bot.chat.commands
from bot.chat.commands import Requester
from bot.engine.core import Action
from bot.engine.registry import REGISTRY, get_rules
from bot.store import GameStatus
from bot.table.thinker import Thinker
from bot.table.turns import Placement, TurnMark, place
from bot.words.catalogue import t
from cogs.components import place_turn
from tests.discord.conftest import BotFactory
from tests.discord.harness import (
    ALICE,
    BOB,
    CAROL,
    GUILD_ID,
    PNG_MAGIC,
    TEXT,
    Exchange,
    FakeChannel,
    FakeDiscord,
    FakeUser,
    bid_all,
    mentioned_in,
    open_table,
    plain,
)

Policy = Callable[[Any, int, list[Action], random.Random], Action]
CATAN_ORDER = ("city", "settle", "buy", "for", "bank", "road", "play", "discard", "robber")


@pytest.fixture
def quick_boards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole games are about counting messages: draw every board as the same small PNG."""
    monkeypatch.setattr(bot.chat.commands, "render_png_sync", lambda image: [PNG_MAGIC + b"board"])


@dataclass
class Tally:
    moves: int = 0
    new: int = 0
    edits: int = 0
    turns: int = 0  # runs of moves in which nobody new owed a move
    per_turn: list[int] = field(default_factory=list)  # new messages in each such run
    news: list[int] = field(default_factory=list)  # new messages after each move


async def _state(fake: FakeDiscord, channel: FakeChannel) -> tuple[Any, Any]:
    record = await fake.bot.service.store.load(channel.id)  # type: ignore[attr-defined]
    rules = get_rules(record.game_key)
    return record, (rules.from_json(record.state) if record.state is not None else None)


async def _turn_message(fake: FakeDiscord, channel: FakeChannel) -> dict[str, Any] | None:
    mark = await fake.bot.api.turns.get(channel.id)  # type: ignore[attr-defined]
    return fake.live.get(mark.message_id) if mark is not None else None


async def _move(
    fake: FakeDiscord, channel: FakeChannel, user: FakeUser, token: str, version: int, r: Any
) -> Exchange:
    """A click on the turn message when the move is a button there, else a typed /play."""
    shown = await _turn_message(fake, channel)
    custom_id = f"tb:{version}:{token}"
    if shown is not None and r.random() < 0.5:
        ids = [c.get("custom_id") for row in shown["components"] for c in row["components"]]
        if custom_id in ids:
            return await fake.click(user, channel, shown, custom_id)
    return await fake.slash(user, channel, "play", action=token)


async def play_counting(
    fake: FakeDiscord,
    channel: FakeChannel,
    people: Sequence[FakeUser],
    policy: Policy,
    *,
    seed: int,
    max_moves: int,
) -> Tally:
    """Play to the end, checking every move: a new message (pinging exactly who must act)
    when somebody new owes a move or the game ends, else exactly one edit that pings nobody."""
    r = random.Random(seed)  # the moves
    clicks = random.Random(seed + 1)  # how they are made (a button or /play)
    tally = Tally(per_turn=[0])
    record, state = await _state(fake, channel)
    rules = get_rules(record.game_key)
    for _ in range(max_moves):
        if record.status != GameStatus.ACTIVE:
            break
        before = set(rules.to_move(state))
        seat = min(before)
        action = policy(state, seat, rules.legal_actions(state, seat), r)
        exchange = await _move(fake, channel, people[seat], action.token, record.version, clicks)
        record, state = await _state(fake, channel)
        assert exchange.messages or exchange.public, "the move got no answer"
        after = set(rules.to_move(state)) if record.status == GameStatus.ACTIVE else set()
        new = [e for e in exchange.public if e.kind == "new"]
        edits = [e for e in exchange.public if e.kind == "edit"]
        tally.moves += 1
        if not after or not after <= before:  # somebody new owes a move, or the game ended
            tally.turns += 1
            tally.per_turn.append(0)
            assert len(new) == 1 and edits == [], (action.token, exchange.public)
            # the players who must act now; at the end, every person who played
            owing = after if record.status == GameStatus.ACTIVE else set(range(len(people)))
            assert sorted(new[0].pinged) == sorted({people[s].id for s in owing})
            assert mentioned_in(new[0].content) >= set(new[0].pinged)
        else:
            assert new == [] and len(edits) == 1, (action.token, exchange.public)
            assert edits[0].pinged == ()  # an edit never pings again
            assert mentioned_in(edits[0].content) == {people[s].id for s in after}
        assert all(not m.mentioned_users for m in exchange.messages if m.ephemeral)
        tally.new += len(new)
        tally.news.append(len(new))
        tally.edits += len(edits)
        tally.per_turn[-1] += len(new)
    assert record.status == GameStatus.FINISHED, f"no end after {max_moves} moves"
    return tally


def catan_policy(state: Any, seat: int, legal: list[Action], r: random.Random) -> Action:
    """Build what one can, trade with the bank, else roll and end: a short, legal game."""
    for kind in (*CATAN_ORDER, "steal", "take", "name", "roll", "end"):
        found = [a for a in legal if a.kind == kind]
        if found:
            return r.choice(found)
    return r.choice(legal)


def wonders_policy(state: Any, seat: int, legal: list[Action], r: random.Random) -> Action:
    """Any pick and any use of it, without taking the pick back."""
    return r.choice([a for a in legal if a.kind != "back"] or legal)


PEOPLE = [FakeUser(1600000000000000000 + i, f"player{i}") for i in range(7)]


@pytest.mark.skipif("catan" not in REGISTRY, reason="Catan is not installed")
async def test_a_whole_catan_game_posts_one_message_a_turn(
    fake: FakeDiscord, quick_boards: None
) -> None:
    people = [ALICE, BOB, CAROL]
    await fake.slash(ALICE, TEXT, "game", "new", game="catan")
    await fake.slash(BOB, TEXT, "game", "join")
    await fake.slash(CAROL, TEXT, "game", "join")
    start = await fake.slash(ALICE, TEXT, "game", "start")
    assert start.message.files and len(start.message.mentioned_users or []) == 1
    posted_before = len(fake.new_messages(TEXT.id))

    tally = await play_counting(fake, TEXT, people, catan_policy, seed=11, max_moves=3000)

    assert tally.per_turn[1:] == [1] * tally.turns  # at most (and at least) one per turn
    assert len(fake.new_messages(TEXT.id)) - posted_before == tally.new == tally.turns
    assert tally.edits == tally.moves - tally.new
    # A player's turn (roll, trades with the bank, builds, end) in which nobody else had to
    # act (no discards after a 7) is one message: it used to be three or more.
    moves = await fake.bot.service.store.moves(TEXT.id)  # type: ignore[attr-defined]
    assert len(moves) == tally.moves  # people only: one move per interaction
    turns: list[list[tuple[int, int]]] = [[]]  # (seat, new messages after the move)
    for move, news in zip(moves, tally.news, strict=True):
        turns[-1].append((move.seat, news))
        if move.token == "end":
            turns.append([])
    alone = [turn for turn in turns[:-1] if turn and len({seat for seat, _ in turn}) == 1]
    assert len(alone) > 20
    for turn in alone:
        # the message that ends the previous turn is this turn's; its own 'end' posts the next
        assert sum(news for _, news in turn[:-1]) == 0, turn
        assert turn[-1][1] == 1
    print(
        f"catan: {tally.moves} moves, {tally.new} new messages, {tally.edits} edits,"
        f" {len(turns)} player turns ({len(alone)} without anyone else acting)"
    )


@pytest.mark.skipif("wonders" not in REGISTRY, reason="7 Wonders is not installed")
async def test_a_seven_player_wonders_game_posts_one_message_a_round(
    fake: FakeDiscord, quick_boards: None
) -> None:
    await fake.slash(PEOPLE[0], TEXT, "game", "new", game="wonders")
    for person in PEOPLE[1:]:
        last = await fake.slash(person, TEXT, "game", "join")  # the seventh starts the game
    assert last.message.files and len(last.message.mentioned_users or []) == 7
    tally = await play_counting(fake, TEXT, PEOPLE, wonders_policy, seed=7, max_moves=1000)
    assert tally.per_turn[1:] == [1] * tally.turns
    # 18 rounds of picks (3 ages of 6), a few single-player decisions, and the final board:
    # before, every "ready" of every player posted a board (over 100 messages)
    assert 18 <= tally.new <= 40 and tally.edits > 200
    print(f"wonders x7: {tally.moves} moves, {tally.new} new messages, {tally.edits} edits")


async def test_bots_that_think_follow_the_same_rule(fake: FakeDiscord) -> None:
    fake.bot.service.thinker = Thinker(inline=True)  # type: ignore[attr-defined]
    created = await fake.slash(
        ALICE, TEXT, "game", "new", game="tokens_ai", bots=2, level="easy", thread=False
    )
    assert not created.message.ephemeral
    started = await fake.slash(ALICE, TEXT, "game", "start")
    assert started.message.files and started.message.mentioned_users == [ALICE.id]
    posted = len(fake.new_messages(TEXT.id))
    for _ in range(40):
        record, state = await _state(fake, TEXT)
        if record.status != GameStatus.ACTIVE:
            break
        rules = get_rules("tokens_ai")
        legal = rules.legal_actions(state, 0)
        assert legal, "Alice is asked only when she owes a move"
        exchange = await fake.slash(ALICE, TEXT, "play", action=legal[0].token)
        new = [e for e in exchange.public if e.kind == "new"]
        for event in new:  # a new message only for a new set of seats owing a move
            assert set(event.pinged) <= {ALICE.id}
        for event in exchange.edits:
            assert event.pinged == ()
    assert record.status == GameStatus.FINISHED
    moves = await fake.bot.service.store.moves(TEXT.id)  # type: ignore[attr-defined]
    # one board per bot turn at most: never more new messages than moves
    assert len(fake.new_messages(TEXT.id)) - posted <= len(moves)


async def test_a_deleted_turn_message_is_posted_again(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    mark = await fake.bot.api.turns.get(TEXT.id)  # type: ignore[attr-defined]
    fake.live.pop(mark.message_id)  # a moderator deleted the board
    bid = await fake.slash(ALICE, TEXT, "play", action="bid:1")
    (new,) = [e for e in bid.public if e.kind == "new"]
    assert new.message_id != mark.message_id and bid.message.files
    assert (await fake.bot.api.turns.get(TEXT.id)).message_id == new.message_id  # type: ignore[attr-defined]


async def test_the_turn_message_is_still_edited_after_a_restart(make_discord: BotFactory) -> None:
    first = await make_discord()
    start = await open_table(first, TEXT, ALICE, BOB)
    board = start.message.posted
    assert board is not None
    await first.close()
    second = await make_discord()
    second.live[int(board["id"])] = board  # the channel still shows it
    bid = await second.slash(ALICE, TEXT, "play", action="bid:1")
    assert [e.kind for e in bid.public] == ["edit"] and bid.edits[0].message_id == int(board["id"])
    assert "Alice is ready." in bid.edits[0].content


async def test_repost_and_stale_boards(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])
    again = await fake.slash(BOB, TEXT, "board")  # /board: a new message, the new turn message
    (new,) = [e for e in again.public if e.kind == "new"]
    assert new.pinged == ()  # a repost pings nobody
    take = await fake.slash(ALICE, TEXT, "play", action="take:1")
    assert [e.kind for e in take.public] == ["new"]  # Bob owes the next move: new, pinged
    assert take.public[0].pinged == (BOB.id,)
    assert t("board.your_turn", users=f"<@{BOB.id}>") in plain(take.public[0].content)


def test_placement_rule() -> None:
    a, b, c, d = (0, 10), (1, 11), (2, 12), (3, 13)  # (seat, person)
    mark = TurnMark(1, 99, "catan", 10, (a, b, c))
    assert place(None, "catan", 11, (a,)) is Placement.NEW
    assert place(mark, "catan", 11, (a, c)) is Placement.EDIT  # someone got ready
    assert place(mark, "catan", 11, (a, b, c)) is Placement.EDIT  # a step within the turn
    assert place(mark, "catan", 11, (d,)) is Placement.NEW  # someone new owes a move
    assert place(mark, "catan", 11, (c, d)) is Placement.NEW
    assert place(mark, "catan", 11, ((0, 14),)) is Placement.NEW  # seat 0 changed hands
    assert place(mark, "catan", 11, ((0, None),)) is Placement.NEW  # ... to a bot
    assert place(mark, "catan", 11, ()) is Placement.NEW  # the game ended
    assert place(mark, "catan", 11, (a,), over=True) is Placement.NEW
    assert place(mark, "catan", 9, (a,)) is Placement.SKIP  # the message shows a later board
    assert place(mark, "duel", 11, (a,)) is Placement.NEW  # another game in the channel
    assert place(mark, "catan", 11, (a,), fresh=True) is Placement.NEW  # a first board, /board
    assert TurnMark.from_json(mark.to_json()) == mark
    bot_seat = TurnMark(1, 99, "catan", 10, ((1, None),))
    assert TurnMark.from_json(bot_seat.to_json()) == bot_seat


async def test_a_board_placed_without_an_interaction_follows_the_rule(fake: FakeDiscord) -> None:
    """What a scheduler (a clock move) does: it posts as the bot, through the same rule."""
    await open_table(fake, TEXT, ALICE, BOB)
    service, api = fake.bot.service, fake.bot.api  # type: ignore[attr-defined]
    who = Requester(TEXT.id, 0)
    update = await service.act(TEXT.id, ALICE.id, "bid:1")
    done, message = await place_turn(fake.bot, api, api.board_reply(who, update), None, GUILD_ID)
    assert done is Placement.EDIT and message is None
    assert fake.last_public(TEXT.id).kind == "edit"
    assert fake.last_public(TEXT.id).pinged == ()
    update = await service.act(TEXT.id, BOB.id, "bid:0")  # Alice takes next: someone new
    done, message = await place_turn(fake.bot, api, api.board_reply(who, update), None, GUILD_ID)
    shown = fake.last_public(TEXT.id)
    assert done is Placement.NEW and shown.kind == "new" and shown.pinged == (ALICE.id,)
    assert message is not None and message.id == shown.message_id
    posted = [r for r in fake.requests if r.source == "rest" and r.method == "POST"]
    assert posted and posted[-1].path == "/channels/{channel_id}/messages"
    assert (await api.turns.get(TEXT.id)).message_id == shown.message_id


async def test_a_seat_changing_hands_is_a_new_message(fake: FakeDiscord) -> None:
    """The same seat owes the move, but another person plays it now: they are pinged."""
    await open_table(fake, TEXT, ALICE, BOB)
    service, api = fake.bot.service, fake.bot.api  # type: ignore[attr-defined]
    await fake.slash(ALICE, TEXT, "play", action="bid:1")  # Bob owes his bid
    record = await service.store.load(TEXT.id)
    seats = tuple(replace(s, user_id=CAROL.id) if s.seat == 1 else s for s in record.seats)
    await service.store.save(replace(record, seats=seats), record.version, [])
    update = await service.board(TEXT.id)
    done, _ = await place_turn(fake.bot, api, api.board_reply(Requester(TEXT.id, 0), update), None)
    assert done is Placement.NEW and fake.last_public(TEXT.id).pinged == (CAROL.id,)


async def test_an_older_board_never_overwrites_a_newer_one(fake: FakeDiscord) -> None:
    """Two moves at once: the later board was placed first; the earlier one is left out."""
    await open_table(fake, TEXT, ALICE, BOB, CAROL)
    service, api = fake.bot.service, fake.bot.api  # type: ignore[attr-defined]
    who = Requester(TEXT.id, 0)
    first = await service.act(TEXT.id, ALICE.id, "bid:1")
    second = await service.act(TEXT.id, BOB.id, "bid:0")  # Carol still owes her bid
    done, _ = await place_turn(fake.bot, api, api.board_reply(who, second), None)
    assert done is Placement.EDIT
    shown = fake.last_public(TEXT.id)
    late, _ = await place_turn(fake.bot, api, api.board_reply(who, first), None)
    assert late is Placement.SKIP and fake.last_public(TEXT.id) == shown
    mark = await api.turns.get(TEXT.id)
    assert mark.version == second.version


async def test_where_the_bot_token_may_not_edit_the_interactions_webhook_does(
    fake: FakeDiscord,
) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    mark = await fake.bot.api.turns.get(TEXT.id)  # type: ignore[attr-defined]
    fake.refuse_bot_edits = True
    bid = await fake.slash(ALICE, TEXT, "play", action="bid:1")
    (edit,) = bid.edits
    assert edit.message_id == mark.message_id and "Alice is ready." in edit.content
    assert edit.pinged == () and [e.kind for e in bid.public] == ["edit"]
    hooked = [r for r in bid.requests if r.method == "PATCH" and not r.is_original]
    assert len(hooked) == 1 and hooked[0].files  # the new picture went with it
