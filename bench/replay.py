"""Print what a replay costs: the file's size, checking it (every move through play()), and
drawing its animated GIF at the default limits, for one random game of each shipped game.

Run: PYTHONPATH=. python bench/replay.py [--seeds 3] [--out DIR]
The first animation of a run also loads the message catalogues (about 1.5 s here); it is
drawn once before the timings so that every figure is of a warm process, as in the bot.
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image

from bot.engine.core import play, resolve_options
from bot.engine.registry import get_rules
from bot.league.replay import animation, check, dumps, export

TABLES = [
    ("duel", 2, {}),
    ("wonders", 3, {}),
    ("catan", 4, {}),
    ("tta", 1, {}),
]


def random_game(key: str, players: int, seed: int, raw: dict) -> tuple[dict, list]:
    rules = get_rules(key)
    options = resolve_options(rules.options, raw)
    s = rules.new_game(players, seed, options)
    chooser = random.Random(seed)
    moves: list[tuple[int, str]] = []
    while rules.outcome(s) is None:
        seats = sorted(rules.to_move(s))
        seat = seats[chooser.randrange(len(seats))]
        legal = rules.legal_actions(s, seat)
        action = legal[chooser.randrange(len(legal))]
        s, _ = play(rules, s, seat, action)
        moves.append((seat, action.token))
    return options, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None, help="write each GIF here")
    args = parser.parse_args()
    warm = True
    print(
        f"{'game':8} {'seed':>4} {'moves':>6} {'file kB':>8} {'check s':>8} "
        f"{'gif s':>6} {'gif kB':>7} {'frames':>6} size"
    )
    for key, players, raw in TABLES:
        times = []
        for seed in range(1, args.seeds + 1):
            options, moves = random_game(key, players, seed, raw)
            seats = [{"name": f"Player {i + 1}", "bot": None} for i in range(players)]
            data = dumps(export(key, options, seed, seats, moves))
            t0 = time.perf_counter()
            done = check(data)
            t1 = time.perf_counter()
            if warm:
                animation(done, names=done.names, max_frames=2)
                warm = False
            t2 = time.perf_counter()
            gif = animation(done, names=done.names)
            t3 = time.perf_counter()
            times.append(t3 - t2)
            image = Image.open(io.BytesIO(gif))
            print(
                f"{key:8} {seed:>4} {len(moves):>6} {len(data) / 1024:>8.1f} {t1 - t0:>8.2f} "
                f"{t3 - t2:>6.2f} {len(gif) / 1024:>7.0f} {image.n_frames:>6} "
                f"{image.size[0]}x{image.size[1]}"
            )
            if args.out is not None:
                args.out.mkdir(parents=True, exist_ok=True)
                (args.out / f"{key}-{seed}.gif").write_bytes(gif)
        if len(times) > 1:
            print(f"{key:8} median animation {statistics.median(times):.2f} s")


if __name__ == "__main__":
    main()
