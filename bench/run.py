"""Print performance figures for every registered game: playouts, rendering, service latency.

Run: TABULA_PLUGINS=tests.support.plugin PYTHONPATH=. python bench/run.py [--games KEY,...]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine.core import Rules
from bot.engine.registry import REGISTRY, load_plugins
from bot.store import SqliteStore
from bot.table.service import GameService


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def option_sets(rules: Rules) -> list[dict[str, object]]:
    """Every combination of the game's options (the defaults first)."""
    names = [o.name for o in rules.options]
    combos = [
        dict(zip(names, c, strict=True))
        for c in itertools.product(*(o.choices for o in rules.options))
    ]
    default = {o.name: o.default for o in rules.options}
    return [default, *(c for c in combos if c != default)]


def playouts(rules: Rules, seconds: float, options: dict[str, object]) -> tuple[float, float, int]:
    """Random games to the end through apply() (the bots' fast path); games/s, actions/s."""
    games = actions = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        s = rules.new_game(players, seed, options)
        r = random.Random(seed)
        while rules.outcome(s) is None:
            seat = min(rules.to_move(s))
            legal = rules.legal_actions(s, seat)
            rules.apply(s, seat, legal[r.randrange(len(legal))])
            actions += 1
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed, games


def rendering(
    rules: Rules, boards: int
) -> tuple[float, float, float, int, tuple[int, int], tuple[int, int]]:
    """Render public boards from a random game: median and p95 ms, mean and max PNG bytes,
    and the smallest and largest picture (width, height) drawn."""
    from renderers import render, to_png

    options = {o.name: o.default for o in rules.options}
    s = rules.new_game(rules.max_players, 1, options)
    r = random.Random(1)
    views = []
    while rules.outcome(s) is None:
        views.append(rules.view(s, None))
        seat = min(rules.to_move(s))
        legal = rules.legal_actions(s, seat)
        rules.apply(s, seat, legal[r.randrange(len(legal))])
    views.append(rules.view(s, None))
    picked = [views[i * len(views) // boards] for i in range(min(boards, len(views)))]
    times, sizes, shapes = [], [], []
    for view in picked:
        t0 = time.perf_counter()
        img = render(rules.key, view)
        png = to_png(img)
        times.append((time.perf_counter() - t0) * 1000)
        sizes.append(len(png))
        shapes.append(img.size)
    smallest = min(shapes, key=lambda s: (s[0] * s[1], s))
    largest = max(shapes, key=lambda s: (s[0] * s[1], s))
    return (
        statistics.median(times),
        pct(times, 0.95),
        statistics.mean(sizes),
        max(sizes),
        smallest,
        largest,
    )


async def service_latency(rules: Rules, channels: int, moves_each: int) -> tuple[float, float, int]:
    """act() latency with many channels playing at once on one SQLite file: median, p99 ms."""
    folder = tempfile.mkdtemp(prefix="tabula-bench-")
    store = SqliteStore(os.path.join(folder, "bench.sqlite3"))
    await store.open()
    svc = GameService(store)
    latencies: list[float] = []
    players = rules.min_players

    async def one_channel(ch: int) -> None:
        users = [ch * 100 + i for i in range(players)]
        made = 0
        r = random.Random(ch)
        while made < moves_each:
            lobby = await svc.create(ch, users[0], rules.key)
            for u in users[1:]:
                lobby = await svc.join(ch, u)
            if lobby.started is None:
                await svc.start(ch, users[0])
            while made < moves_each:
                update = await svc.board(ch)
                if update.over:
                    break
                seat = update.to_move[0]
                view = await svc.private_view(ch, users[seat])
                token = view.choices[r.randrange(len(view.choices))].token
                t0 = time.perf_counter()
                update = await svc.act(ch, users[seat], token)
                latencies.append((time.perf_counter() - t0) * 1000)
                made += 1
            record = await store.load(ch)
            if record is not None and record.status == "active":
                await svc.abandon(ch, users[0])

    t0 = time.perf_counter()
    await asyncio.gather(*(one_channel(1000 + c) for c in range(channels)))
    wall = time.perf_counter() - t0
    await store.close()
    print(f"    ({len(latencies)} moves in {wall:.1f} s wall, {len(latencies) / wall:.0f} moves/s)")
    return statistics.median(latencies), pct(latencies, 0.99), len(latencies)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default="", help="comma-separated keys (default: all)")
    parser.add_argument(
        "--seconds", type=float, default=2.0, help="time per playout figure (one per option set)"
    )
    parser.add_argument("--boards", type=int, default=30, help="boards rendered per game")
    parser.add_argument("--channels", type=int, default=50)
    parser.add_argument("--moves", type=int, default=20, help="moves per channel")
    args = parser.parse_args()
    if os.environ.get("TABULA_PLUGINS"):
        load_plugins(os.environ["TABULA_PLUGINS"])
    keys = [k for k in args.games.split(",") if k] or sorted(REGISTRY)
    for key in keys:
        rules = REGISTRY[key]
        print(f"{key} ({rules.title})")
        for options in option_sets(rules):
            gps, aps, n = playouts(rules, args.seconds, options)
            shown = " ".join(f"{k}:{str(v).lower()}" for k, v in options.items()) or "-"
            print(
                f"  random playouts [{shown}]: {gps:,.1f} games/s, {aps:,.0f} actions/s ({n} games)"
            )
        med, p95, mean_size, max_size, small, large = rendering(rules, args.boards)
        shape = f"{small[0]}x{small[1]}" + (f" to {large[0]}x{large[1]}" if large != small else "")
        print(
            f"  render+png: median {med:.1f} ms, p95 {p95:.1f} ms; picture {shape} px; "
            f"PNG mean {mean_size / 1024:.0f} KiB, max {max_size / 1024:.0f} KiB"
        )
        med, p99, n = asyncio.run(service_latency(rules, args.channels, args.moves))
        print(
            f"  service act with {args.channels} concurrent channels: median {med:.1f} ms, "
            f"p99 {p99:.1f} ms over {n} moves"
        )


if __name__ == "__main__":
    main()
