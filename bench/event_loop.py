"""While a hard bot thinks in one channel, how fast does another channel get its answer?

Run from the project root:  python bench/event_loop.py [--game duel] [--moves 6] [--every 0.05]

Channel A: a person against a `hard` bot; after each of the person's moves the bot thinks
(in the process pool, as in the running bot: `Commands.follow`). Channel B: another person
asks, every `--every` seconds, for `/game status` (text only: what the event loop itself costs)
and for the board (`/board`: the service's answer plus the picture rendered in a thread, which
is what the Discord layer sends). The figures are B's answer
times taken while A's bot was thinking: median, p99, max, and how many (target: under 250 ms).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.commands import Commands, Requester, render_png
from bot.service import GameService
from bot.store import SqliteStore
from bot.thinker import Thinker

ALICE, BOB = 1001, 1002
CHANNEL_A, CHANNEL_B = 2001, 2002


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def bench(game: str, moves: int, every: float) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "bench.db")
        await store.open()
        service = GameService(store, thinker=Thinker(workers=1))
        api = Commands(service)
        alice = Requester(CHANNEL_A, ALICE, "alice")
        bob = Requester(CHANNEL_B, BOB, "bob")
        await api.game_new(alice, game, "", 1, "hard")
        await api.game_start(alice)
        await api.game_new(bob, game, "", 1, "random")
        await api.game_start(bob)

        thinking = asyncio.Event()
        done = asyncio.Event()
        during: list[float] = []
        quiet: list[float] = []
        status_during: list[float] = []
        thought_s = 0.0

        async def channel_a() -> None:
            nonlocal thought_s
            pick = random.Random(7)
            async for _ in _drain(api, alice, thinking):  # the bot may open the game
                pass
            for _ in range(moves):
                legal = await service.choices(CHANNEL_A, ALICE, limit=1000)
                if not legal:
                    break
                await api.play(alice, pick.choice(legal).token)
                t0 = time.perf_counter()
                async for _ in _drain(api, alice, thinking):
                    pass
                thought_s += time.perf_counter() - t0
            done.set()

        async def channel_b() -> None:
            while not done.is_set():
                busy = thinking.is_set()
                t0 = time.perf_counter()
                await api.game_status(bob)
                if busy and thinking.is_set():
                    status_during.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                reply = await api.board(bob)
                if reply.image is not None:
                    await render_png(reply.image)
                spent = time.perf_counter() - t0
                (during if busy and thinking.is_set() else quiet).append(spent)
                await asyncio.sleep(every)

        await asyncio.gather(channel_a(), channel_b())
        service.thinker.close()
        await store.close()

    ms = [x * 1000 for x in during]
    st = [x * 1000 for x in status_during]
    print(
        f"{game}: another channel's /game status (text) while a hard bot thinks: "
        f"median {_pct(st, 0.5):.0f} ms, p99 {_pct(st, 0.99):.0f} ms over {len(st)} answers"
    )
    print(
        f"{game}: another channel's /board while a hard bot thinks: "
        f"median {_pct(ms, 0.5):.0f} ms, p99 {_pct(ms, 0.99):.0f} ms, max {max(ms, default=0):.0f}"
        f" ms over {len(ms)} answers ({thought_s:.1f} s of thinking); when no bot thinks: "
        f"median {statistics.median(quiet) * 1000 if quiet else float('nan'):.0f} ms"
    )
    return 0


async def _drain(api: Commands, who: Requester, thinking: asyncio.Event):  # type: ignore[no-untyped-def]
    """The bots' follow-ups after a move, with the 'thinking' flag raised meanwhile."""
    thinking.set()
    try:
        async for reply in api.follow(who):
            yield reply
    finally:
        thinking.clear()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default="duel")
    ap.add_argument("--moves", type=int, default=6, help="the person's moves in channel A")
    ap.add_argument("--every", type=float, default=0.05, help="seconds between B's commands")
    args = ap.parse_args()
    return asyncio.run(bench(args.game, args.moves, args.every))


if __name__ == "__main__":
    raise SystemExit(main())
