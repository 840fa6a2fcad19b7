"""While a hard bot thinks in one channel, how fast does another channel get its answer?

Run from the project root:  python bench/event_loop.py [--game duel] [--moves 6] [--every 0.05]

Channel A: a person against a `hard` bot; after each of the person's moves the bot thinks
(in the process pool, as in the running bot: `Commands.follow`). Channel B: another person
asks, every `--every` seconds, for `/game status` (text only: what the event loop itself costs)
and for the board (`/board`: the service's answer plus the picture rendered in a thread, which
is what the Discord layer sends). The figures are B's answer
times taken while A's bot was thinking: median, p99, max, and how many (target: under 250 ms).

With `--replays [N]`: no bots; instead N rounds of three /replay file: requests at once, one
file of each kind of game (the longest random game of a few seeds), checked and drawn as the
bot does (bot/league/painter.py: two at a time, the third refused as busy), while a probe measures
the event loop's lag (how late a 10 ms sleep wakes): median, p99, max (target: p99 <= 100 ms).
`--inline` does the same the old way, for comparison: checking and drawing in threads of the
bot's own process.
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

from bot.chat.commands import Commands, Requester, render_pngs
from bot.store import SqliteStore
from bot.table.service import GameService
from bot.table.thinker import Thinker

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
                    await render_pngs(reply.image)
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


async def replays(rounds: int, inline: bool) -> int:
    """Replays of uploaded files, three at a time, while the loop's lag is measured."""
    from bench.replay_memory import KINDS, longest_file
    from bot.chat.records import Records
    from bot.league import replay
    from bot.league.painter import Painter
    from bot.words.catalogue import t

    files = [longest_file(key, players, raw, 2)[0] for key, players, raw in KINDS]
    hostile = b"[" * 1_000_000  # a deep, useless JSON nest: refused by the check
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "bench.db")
        await store.open()
        service = GameService(store, thinker=Thinker(workers=1))
        api = Commands(service)
        records = Records(api, painter=Painter())
        lags: list[float] = []
        done = asyncio.Event()
        outcomes: dict[str, int] = {}

        async def probe() -> None:
            while not done.is_set():
                t0 = time.perf_counter()
                await asyncio.sleep(0.01)
                lags.append(time.perf_counter() - t0 - 0.01)

        async def one(n: int, raw: bytes) -> None:
            who = Requester(CHANNEL_B + n, BOB, "bob")
            if inline:  # the old way: in threads of this process
                try:
                    done_ = await asyncio.to_thread(replay.check, raw)
                    await asyncio.to_thread(replay.animation, done_, names=done_.names)
                    kind = "drawn"
                except replay.ReplayRefused as err:
                    kind = str(err.key)
            else:
                reply = await records.replay_file(who, raw)
                kind = "refused" if reply.is_error else "drawn"
                if reply.is_error and t("replay.busy") in reply.content:
                    kind = "busy"
            outcomes[kind] = outcomes.get(kind, 0) + 1

        async def run() -> float:
            t0 = time.perf_counter()
            for r in range(rounds):
                batch = [files[(r + i) % len(files)] for i in range(3)]
                if r % 2:
                    batch[0] = hostile
                await asyncio.gather(*(one(i, raw) for i, raw in enumerate(batch)))
            done.set()
            return time.perf_counter() - t0

        # as in a running bot: the catalogues loaded, the painter's server process started
        await one(0, files[0])
        outcomes.clear()
        spent, _ = await asyncio.gather(run(), probe())
        service.thinker.close()
        await store.close()
    ms = [x * 1000 for x in lags]
    how = "in threads of the bot (old)" if inline else "in child processes (bot/league/painter.py)"
    print(
        f"event-loop lag while {rounds} rounds of 3 replays ran {how} for {spent:.1f} s: "
        f"median {_pct(ms, 0.5):.0f} ms, p99 {_pct(ms, 0.99):.0f} ms, "
        f"max {max(ms, default=0):.0f} ms over {len(ms)} probes; "
        + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
    )
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default="duel")
    ap.add_argument("--moves", type=int, default=6, help="the person's moves in channel A")
    ap.add_argument("--every", type=float, default=0.05, help="seconds between B's commands")
    ap.add_argument("--replays", type=int, nargs="?", const=4, default=0, metavar="ROUNDS")
    ap.add_argument("--inline", action="store_true", help="with --replays: the old way")
    args = ap.parse_args()
    if args.replays:
        return asyncio.run(replays(args.replays, args.inline))
    return asyncio.run(bench(args.game, args.moves, args.every))


if __name__ == "__main__":
    raise SystemExit(main())
