"""Print what a /replay costs in memory: for the longest of a few random games of each kind,
the bot process's resident memory (RSS) at its highest during the request and after it, and
the child process's (bot/league/painter.py) highest above its start.

Run: PYTHONPATH=. python bench/replay_memory.py [--seeds 3]
Targets (issue 28): the child's peak <= 150 MB above its start; the bot back to its baseline.
The first request also starts the painter's server process (it preloads the renderers and the
catalogues once); its own size is printed at the end: it stays for the life of the bot.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import multiprocessing
import random
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine.core import play, resolve_options
from bot.engine.registry import get_rules
from bot.league import painter, replay
from bot.league.replay import give_back

# the longest kind of each game: (key, players, options)
KINDS = [
    ("duel", 2, {"agora": True}),
    ("wonders", 7, {"leaders": True}),
    ("catan", 4, {"ck": True}),
    ("tta", 1, {}),
]


def rss_mb(pid: int | str = "self", field: str = "VmRSS") -> float:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def random_game(key: str, players: int, seed: int, raw: dict[str, Any]) -> list[tuple[int, str]]:
    rules = get_rules(key)
    s = rules.new_game(players, seed, resolve_options(rules.options, raw))
    chooser = random.Random(seed)
    moves: list[tuple[int, str]] = []
    while rules.outcome(s) is None:
        seats = sorted(rules.to_move(s))
        seat = seats[chooser.randrange(len(seats))]
        legal = rules.legal_actions(s, seat)
        action = legal[chooser.randrange(len(legal))]
        s, _ = play(rules, s, seat, action)
        moves.append((seat, action.token))
    return moves


def longest_file(key: str, players: int, raw: dict[str, Any], seeds: int) -> tuple[bytes, int]:
    games = [(random_game(key, players, seed, raw), seed) for seed in range(1, seeds + 1)]
    moves, seed = max(games, key=lambda g: len(g[0]))
    rules = get_rules(key)
    names = [{"name": f"Player {i + 1}", "bot": None} for i in range(players)]
    data = replay.export(key, resolve_options(rules.options, raw), seed, names, moves)
    return replay.dumps(data), len(moves)


class Peak:
    """The highest RSS of this process while it runs (sampled every 5 ms)."""

    def __init__(self) -> None:
        self.mb = rss_mb()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.mb = max(self.mb, rss_mb())
            time.sleep(0.005)

    def stop(self) -> float:
        self._stop.set()
        self._thread.join()
        return self.mb


async def measure(files: list[tuple[str, bytes, int]]) -> None:
    paint = painter.Painter()
    # the server process starts with the first request: start it before the baseline
    with paint.slot() as slot:
        await slot.draw(painter.uploaded, files[0][1], None)
    print(
        f"{'game':30} {'moves':>6} {'seconds':>8} {'gif kB':>7} {'child peak':>11} "
        f"{'bot base':>9} {'bot peak':>9} {'bot after':>10}"
    )
    for label, raw, moves in files:
        gc.collect()
        give_back()
        base = rss_mb()
        peak = Peak()
        with paint.slot() as slot:
            drawn = await slot.draw(painter.uploaded, raw, None)
        high = peak.stop()
        seconds, size, usage = drawn.seconds, len(drawn.gif), drawn.usage
        del drawn
        gc.collect()
        give_back()
        after = rss_mb()
        child = f"+{usage.above_mb:.0f} MB" if usage else "?"
        print(
            f"{label:30} {moves:>6} {seconds:>8.1f} {size // 1024:>7} "
            f"{child:>11} {base:>6.0f} MB {high - base:>+6.0f} MB {after - base:>+7.0f} MB"
        )
    alive = multiprocessing.active_children()
    server = getattr(getattr(multiprocessing, "forkserver", None), "_forkserver", None)
    server_pid = getattr(server, "_forkserver_pid", None)
    print(f"child processes left running: {len(alive)}")
    if server_pid:
        kept = rss_mb(server_pid)
        print(f"the painter's server process (kept for the bot's life): {kept:.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3, help="random games tried per kind")
    args = parser.parse_args()
    files = []
    for key, players, raw in KINDS:
        data, moves = longest_file(key, players, raw, args.seeds)
        label = f"{key} {players}p {','.join(f'{k}={v}' for k, v in raw.items())}".strip()
        files.append((label, data, moves))
    asyncio.run(measure(files))


if __name__ == "__main__":
    main()
