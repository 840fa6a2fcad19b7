"""Every shipped game through the real Discord path: a DM game against bots, and a table of two."""

from __future__ import annotations

import random

import pytest

from bot.engine.registry import REGISTRY
from bot.store import GameStatus
from tests.discord.harness import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    TEXT,
    Exchange,
    FakeDiscord,
    Request,
    Shown,
    dm_channel,
    iter_components,
    mentioned_in,
)

TEST_GAMES = {"tokens", "tokens_ai", "broken"}
SHIPPED = sorted(k for k in REGISTRY if k not in TEST_GAMES)
PLAY_TO_THE_END = {"duel": 200}  # games short enough to finish in a test: max human moves
SOME_MOVES = 12


async def _move(
    fake: FakeDiscord, user, channel, board: Request | Shown, r: random.Random
) -> Exchange:
    """Play like a person would: a button, a menu, or a typed /play chosen from autocomplete."""
    buttons = [
        c["custom_id"]
        for c in iter_components(board.message)
        if c["type"] == 2 and not c["custom_id"].endswith("@hand")
    ]
    menus = [c for c in iter_components(board.message) if c["type"] == 3]
    way = r.randrange(3)
    if way == 0 and buttons and board.posted:
        return await fake.click(user, channel, board.posted, r.choice(buttons))
    if way == 1 and menus and board.posted:
        menu = r.choice(menus)
        value = r.choice(menu["options"])["value"]
        return await fake.click(user, channel, board.posted, menu["custom_id"], values=[value])
    offered = await fake.autocomplete(user, channel, "play", focused="action", action="")
    if not offered.choices:  # no typed match offered: use the controls of the private hand
        hand = (await fake.slash(user, channel, "hand")).message
        assert hand.ephemeral
        control = next(iter_components(hand.message))
        values = [control["options"][0]["value"]] if control["type"] == 3 else None
        return await fake.click(user, channel, hand.posted or {}, control["custom_id"], values)
    return await fake.slash(user, channel, "play", action=r.choice(offered.choices)["value"])


@pytest.mark.parametrize("key", SHIPPED)
async def test_a_dm_game_against_bots(fake: FakeDiscord, key: str) -> None:
    rules = REGISTRY[key]
    bots = max(rules.min_players, 2) - 1 if rules.max_players > 1 else 0
    dm = dm_channel(ALICE)
    created = await fake.slash(ALICE, dm, "game", "new", game=key, bots=bots, level="random")
    assert not created.message.ephemeral, created.message.content
    if not created.message.files:
        created = await fake.slash(ALICE, dm, "game", "start")
    board: Request | Shown = created.message
    assert board.files and board.files[0][1].startswith(b"\x89PNG")
    r = random.Random(key)
    limit = PLAY_TO_THE_END.get(key, SOME_MOVES)
    for _ in range(limit):
        record = await fake.bot.service.store.load(dm.id)  # type: ignore[attr-defined]
        if record.status != GameStatus.ACTIVE:
            break
        if not board.ephemeral:  # a private step of a secret choice answers the mover alone
            # a new board pings Alice; an edit of her turn message (bots moved at once) does not
            assert board.mentioned_users == ([] if isinstance(board, Shown) else [ALICE.id])
            assert mentioned_in(board.content) == {ALICE.id}
        exchange = await _move(fake, ALICE, dm, board, r)
        board = fake.board_of(exchange)
        assert board.files, "every move shows the board (public) or the mover's hand (private)"
    if key in PLAY_TO_THE_END:
        assert record.status == GameStatus.FINISHED and "🏁" in board.content


@pytest.mark.parametrize("key", [k for k in SHIPPED if REGISTRY[k].max_players >= 2])
async def test_a_table_of_people_each_pinged_in_turn(fake: FakeDiscord, key: str) -> None:
    people = [ALICE, BOB, CAROL, DAVE][: max(2, REGISTRY[key].min_players)]
    created = await fake.slash(ALICE, TEXT, "game", "new", game=key)
    assert not created.message.ephemeral, created.message.content
    board: Request | Shown
    for person in people[1:]:
        board = (await fake.slash(person, TEXT, "game", "join")).message
    if not board.files:
        board = (await fake.slash(ALICE, TEXT, "game", "start")).message
    assert board.files, board.content
    users = {p.id: p for p in people}
    r = random.Random(key)
    mover = None
    for _ in range(SOME_MOVES):
        if board.ephemeral:  # the mover's private step: they go on from their hand
            assert mover is not None and board.mentioned_users in ([], None)
        else:
            to_act = sorted(mentioned_in(board.content))
            if not to_act:
                break
            assert set(to_act) <= set(users)
            # a new turn message pings exactly who must act; an edit of it pings nobody
            pinged = [] if isinstance(board, Shown) else to_act
            assert sorted(board.mentioned_users or []) == pinged
            mover = users[to_act[0]]
        exchange = await _move(fake, mover, TEXT, board, r)
        board = fake.board_of(exchange)


@pytest.mark.skipif("wonders" not in REGISTRY, reason="7 Wonders is not installed")
async def test_private_steps_of_a_secret_choice_are_answered_privately(fake: FakeDiscord) -> None:
    """Choosing a card, then what to do with it, posts nothing; committing shows 'ready' on
    the turn message (an edit that pings nobody), never in a new message."""
    await fake.slash(ALICE, TEXT, "game", "new", game="wonders")
    await fake.slash(BOB, TEXT, "game", "join")
    started = (await fake.slash(CAROL, TEXT, "game", "join")).message
    if not started.files:
        started = (await fake.slash(ALICE, TEXT, "game", "start")).message
    assert set(started.mentioned_users or []) == {ALICE.id, BOB.id, CAROL.id}
    posted = len(fake.new_messages(TEXT.id))
    committed = 0
    for _ in range(6):
        offered = await fake.autocomplete(ALICE, TEXT, "play", focused="action", action="")
        if not offered.choices:
            break
        step = await fake.slash(ALICE, TEXT, "play", action=offered.choices[0]["value"])
        assert all(m.ephemeral for m in step.messages)  # nothing new in the channel
        assert all(m.mentioned_users in ([], None) for m in step.messages)
        shown = fake.board_of(step)
        if shown.ephemeral:  # a private step: the hand
            assert shown.files and shown.files[0][0] == "hand.png"
            continue
        committed += 1
        assert isinstance(shown, Shown) and "alice" in shown.content.lower()
        assert mentioned_in(shown.content) == {BOB.id, CAROL.id}  # still owing, not pinged
        break
    assert committed == 1, "committing a choice is shown on the turn message"
    assert len(fake.new_messages(TEXT.id)) == posted
