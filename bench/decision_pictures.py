"""How long the decision picture (renderers/decision.py) takes to draw and encode, per game.

Run: `nice -n 10 .venv/bin/python bench/decision_pictures.py` (prints milliseconds; never a test).
"""

from __future__ import annotations

import random
import time

import renderers.catan  # noqa: F401  (the Catan map part draws the island)
from bot.chat.commands import PRIVATE_ROWS, board_controls, numbered, worded
from bot.engine.registry import REGISTRY
from bot.table.service import choices_of, details
from renderers import to_png
from renderers.decision import Decision, render_decision

GAMES = (("duel", 2, {}), ("wonders", 4, {"leaders": True}), ("catan", 4, {}), ("tta", 1, {}))
NAMES = ("Ann", "Bob", "Cy", "Di")


def decisions(key: str, players: int, options: dict[str, object], count: int) -> list[Decision]:
    rules = REGISTRY[key]
    s = rules.new_game(players, 7, dict(options))
    pick = random.Random(7)
    out = []
    while rules.outcome(s) is None and len(out) < count:
        seat = min(rules.to_move(s))
        legal = rules.legal_actions(s, seat)
        choices = worded(choices_of(rules, s, seat, legal, details(key, options)), "en", key, NAMES)
        buttons, menus = board_controls(choices, "en", rows=PRIVATE_ROWS)
        _, _, opts = numbered(buttons, menus)
        out.append(Decision(key, rules.view(s, seat), seat, NAMES, opts, locale="en"))
        rules.apply(s, seat, pick.choice(legal))
    return out


def main() -> None:
    for key, players, options in GAMES:
        cases = decisions(key, players, options, 40)
        render_decision(cases[0])  # fonts and caches warm
        start = time.perf_counter()
        sizes = [len(to_png(render_decision(d))) for d in cases]
        ms = (time.perf_counter() - start) * 1000 / len(cases)
        print(f"{key:8} {len(cases)} pictures: {ms:6.1f} ms each, {sum(sizes) // len(sizes)} bytes")


if __name__ == "__main__":
    main()
