"""Catan discards in one command: `discard:brick,brick,ore` (or the reader's words), all or
nothing, played through the service's one save path."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.commands import Commands, Requester, worded
from bot.chat.matching import fold
from bot.engine.catan.data import KINDS
from bot.store import SqliteStore
from bot.table.service import GameService

ALICE, BOB, CAROL = 11, 22, 33
CH = 900


def who(user: int, locale: str = "en") -> Requester:
    return Requester(CH, user, f"user{user}", locale)


@pytest.fixture
async def discarding(tmp_path: Path) -> AsyncIterator[tuple[Commands, int]]:
    """Three people play Catan at random (no trades) until one of them must discard."""
    store = SqliteStore(str(tmp_path / "discard.sqlite3"))
    await store.open()
    svc = GameService(store, entropy=lambda: b"seven")
    commands = Commands(svc)
    await svc.create(CH, ALICE, "catan", {}, name="alice")
    await svc.join(CH, BOB, name="bob")
    await svc.join(CH, CAROL, name="carol")
    await svc.start(CH, ALICE)
    rnd = random.Random(4)
    try:
        for _ in range(400):
            board = await svc.board(CH)
            user = board.ping[0]
            mine = (await svc.private_view(CH, user)).choices
            if any(c.token.startswith("discard:") for c in mine):
                yield commands, user
                return
            pool = [c for c in mine if c.token.split(":")[0] not in ("offer", "trade", "bank")]
            await svc.act(CH, user, (pool or list(mine))[rnd.randrange(len(pool or mine))].token)
        raise AssertionError("nobody had to discard")
    finally:
        await store.close()


async def _owed(commands: Commands, user: int) -> tuple[list[str], int]:
    """The discarder's cards, one kind per card, and how many they must give up."""
    table = await commands.service.peek(CH)
    seat = table.record.seat_of(user)
    assert seat is not None
    hand = table.state.hands[seat]
    cards = [KINDS[k] for k in range(len(KINDS)) for _ in range(hand[k]) if KINDS[k] != "gold"]
    return cards, int(table.state.stack[-1].data["n"])


async def test_one_command_discards_every_card_owed(
    discarding: tuple[Commands, int],
) -> None:
    commands, user = discarding
    cards, n = await _owed(commands, user)
    before = len(await commands.service.replay_moves(CH))
    reply = await commands.play(who(user), "discard:" + ",".join(cards[:n]))
    assert not reply.is_error, reply.content
    after = await commands.service.replay_moves(CH)
    assert [t for _, t in after[before : before + n]] == [f"discard:{c}" for c in cards[:n]]
    assert user not in (await commands.service.board(CH)).ping  # nothing more owed


async def test_the_readers_words_without_accents(discarding: tuple[Commands, int]) -> None:
    commands, user = discarding
    cards, n = await _owed(commands, user)
    pv = await commands.service.private_view(CH, user)
    said = {c.token: c.label for c in worded(pv.choices, "vi", "catan", pv.names)}
    # "Bỏ 1 lúa mì" -> "lua mi": the resource's Vietnamese word, typed without accents
    words = [fold(said[f"discard:{c}"]).split(" ", 2)[2] for c in cards[:n]]
    assert any(w != c for w, c in zip(words, cards, strict=False))
    reply = await commands.play(who(user, "vi"), "discard: " + ", ".join(words))
    assert not reply.is_error, reply.content
    assert user not in (await commands.service.board(CH)).ping  # nothing more owed


async def test_a_list_that_is_not_wholly_legal_changes_nothing(
    discarding: tuple[Commands, int],
) -> None:
    commands, user = discarding
    cards, n = await _owed(commands, user)
    version = (await commands.service.board(CH)).version
    too_long = await commands.play(who(user), "discard:" + ",".join(cards[: n + 1]))
    assert too_long.is_error and str(n) in too_long.content
    missing = [k for k in KINDS[:5] if k not in cards]
    if missing:  # a card the player does not hold, after the first good one
        wrong = await commands.play(who(user), f"discard:{cards[0]},{missing[0]}")
        assert wrong.is_error and missing[0] in wrong.content
    unknown = await commands.play(who(user), "discard:brick,unobtainium")
    assert unknown.is_error and "unobtainium" in unknown.content
    assert (await commands.service.board(CH)).version == version
