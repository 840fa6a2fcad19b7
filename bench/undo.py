"""Print what /undo costs: the reveal test per move, and replaying a whole game without its
last move (the rebuild), for each shipped game at its largest table.

Run: PYTHONPATH=. python bench/undo.py
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine.core import Action, replay
from bot.engine.registry import get_rules
from bot.engine.reveal import reveals

TABLES = [
    ("duel", 2, {}),
    ("wonders", 7, {"leaders": True}),
    ("catan", 4, {"ck": True}),
    ("tta", 1, {}),
]


def main() -> None:
    for key, players, extra in TABLES:
        rules = get_rules(key)
        options = {o.name: o.default for o in rules.options} | extra
        s = rules.new_game(players, 1, options)
        chooser = random.Random(1)
        checks: list[float] = []
        moves: list[tuple[int, str]] = []
        while rules.outcome(s) is None and len(moves) < 20000:
            seats = sorted(rules.to_move(s))
            seat = seats[chooser.randrange(len(seats))]
            legal = rules.legal_actions(s, seat)
            action = legal[chooser.randrange(len(legal))]
            if len(checks) < 300:
                t0 = time.perf_counter()
                reveals(rules, s, seat, action, players)
                checks.append(time.perf_counter() - t0)
            rules.apply(s, seat, action)
            moves.append((seat, action.token))
        t0 = time.perf_counter()
        before = replay(rules, players, 1, options, moves[:-1])
        rebuild = time.perf_counter() - t0
        t0 = time.perf_counter()
        seat, token = moves[-1]
        reveals(rules, before, seat, Action.parse(token), players)
        print(
            f"{key:8} {players}p: reveal test median {statistics.median(checks) * 1000:.1f} ms, "
            f"max {max(checks) * 1000:.1f} ms over {len(checks)} moves; "
            f"rebuild of {len(moves) - 1} moves {rebuild:.2f} s"
        )


if __name__ == "__main__":
    main()
