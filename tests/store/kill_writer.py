"""Writes one move per save as fast as it can, so the kill test can SIGKILL it mid-transaction.

Usage: python tests/store/kill_writer.py DB [CHANNEL_ID]   (DB: a SQLite file or a store URL)
Prints "ready" once the game exists, then each seq after its save has committed (flushed).
"""

from __future__ import annotations

import asyncio
import dataclasses
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repo root, for `import bot`

from bot.store import GameRecord, GameStatus, MoveRecord, SeatRecord, open_store

PAD = "x" * 20_000  # a big-ish state makes each commit write several pages: more to tear


async def main(db: str, channel_id: int) -> None:
    """Create a game, then save moves 1, 2, 3, ... until killed."""
    store = open_store(db)
    await store.open()
    rec = await store.create(
        GameRecord(
            channel_id=channel_id,
            game_key="tokens",
            status=GameStatus.ACTIVE,
            version=0,
            seed=7,
            options={},
            state={"last_seq": 0, "pad": PAD},
            created_by=1,
            seats=(SeatRecord(0, 1), SeatRecord(1, 2)),
        )
    )
    print("ready", flush=True)
    seq = 0
    while True:
        seq += 1
        state = {"last_seq": seq, "pad": PAD}
        move = MoveRecord(seq=seq, seat=seq % 2, token=f"t{seq}", events=[{"seq": seq}])
        saved = await store.save(dataclasses.replace(rec, state=state), rec.version, [move])
        if saved is None:
            raise SystemExit(f"save {seq} lost a version race nobody else should be in")
        rec = saved
        print(seq, flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1))
