"""Records the store tests write, and the snapshot that shows a refused write changed nothing."""

from __future__ import annotations

import dataclasses
from typing import Any

from bot.store import GameRecord, GameStatus, GameStore, MoveRecord, SeatRecord

CHANNEL = 4242


def make_record(channel_id: int = CHANNEL, **changes: Any) -> GameRecord:
    """A representative record; every field has a non-default value so round trips show."""
    rec = GameRecord(
        channel_id=channel_id,
        game_key="tokens",
        status=GameStatus.ACTIVE,
        version=0,
        seed=281474976710655,  # the largest 48-bit seed new_seed() can give
        options={"variant": "long", "nested": {"a": [1, 2, 3]}, "flag": True},
        state={"turn": 3, "board": [[0, 1], [1, 0]], "text": "é ☃"},
        created_by=111,
        seats=(
            SeatRecord(0, 111, name="Ann"),
            SeatRecord(1, None, is_bot=True, name="Bot 1"),
            SeatRecord(2, 333, name="Zoë"),
        ),
        guild_id=999,
        created_at=1_700_000_000.25,
        updated_at=1_700_000_001.5,
        outcome=None,
    )
    return dataclasses.replace(rec, **changes)


def move(seq: int, token: str | None = None, seat: int = 0) -> MoveRecord:
    """A move with an event, so events_json round trips are exercised too."""
    return MoveRecord(
        seq=seq,
        seat=seat,
        token=token or f"tok{seq}",
        events=[{"kind": "moved", "seq": seq}],
        at=1_700_000_100.0 + seq,
    )


async def snapshot(store: GameStore, channel_id: int = CHANNEL) -> tuple[Any, ...]:
    """Everything a save could touch, to prove that a refused save touched nothing."""
    return (
        await store.load(channel_id),
        await store.moves(channel_id),
        await store.archived(channel_id),
    )


def guild_on(shard: int, count: int, n: int = 1) -> int:
    """A real-looking guild id (a snowflake of 2026) that Discord serves on `shard` of
    `count`; a different one for each `n`."""
    base = (1_400_000_000_000 << 22) | 12345
    while (base >> 22) % count != shard:
        base += 1 << 22
    return base + (n * count << 22)
