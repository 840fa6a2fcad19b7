"""Saved states of every game, as the store keeps them, to check that the JSON codec writes
(and reads) them byte for byte as the games' own codecs did before the shared one (issue 29).

`python -m tests.engine.saved_states` plays seeded games of every game and option set and
writes tests/engine/data/saved_states.json: each game's moves and, at a few points of it (a
quarter, half, three quarters and the end of its first `LIMIT` moves, and the first
position with something of the game's own sort pending: a trade, a 7 Wonders decision or
half-made selection, an Agora conspiracy, a military hand against the dummy), the state's
JSON text as `json.dumps(rules.to_json(s))` gave it. It was run once, on main at e8f6d2c
with the games' own codecs; test_saved_states.py replays the moves with today's code and
compares. Do not regenerate it to make that test pass.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.engine.core import Action, Rules, play
from bot.engine.registry import REGISTRY
from tests.engine.tta.policy import choose as tta_policy

FIXTURE = Path(__file__).resolve().parent / "data" / "saved_states.json"
LIMIT = 600  # moves: random Catan games run to thousands; the points kept are of this part

# (game, players, seed, options)
CASES: tuple[tuple[str, int, int, dict[str, Any]], ...] = (
    ("duel", 2, 3, {"agora": False}),
    ("duel", 2, 4, {"agora": True}),
    ("wonders", 3, 5, {"leaders": True, "sides": "random"}),
    ("wonders", 2, 6, {"leaders": True, "sides": "choice"}),
    ("catan", 4, 7, {"ck": False, "board": "beginner", "trade_offers": "2"}),
    ("catan", 3, 8, {"ck": True, "board": "random"}),
    ("tta", 1, 9, {"variant": "dummy", "optional": "none"}),
    ("tta", 1, 10, {"variant": "barbarians", "optional": "all"}),
)


def _special(game: str, saved: dict[str, Any]) -> bool:
    """A position with something only this game's codec has to say."""
    if game == "duel":
        return any(p["conspiracies"] for p in saved["players"])
    if game == "wonders":
        return bool(saved["stack"]) or any(
            slot.get("plan") is not None for slots in saved["sel"] for slot in slots
        )
    if game == "catan":
        return saved["trade"] is not None
    return bool(saved["civ"]["military"]) and saved["dummy"] is not None


def _chooser(game: str) -> Callable[[random.Random, Any, list[Action]], Action]:
    if game == "tta":
        return tta_policy  # plays to Age IV, unlike random moves
    return lambda pick, s, legal: pick.choice(legal)


def play_case(
    rules: Rules, players: int, seed: int, options: dict[str, Any], game: str
) -> tuple[list[tuple[int, str]], dict[int, str]]:
    """The game's moves and its JSON texts at the points kept (by moves played)."""
    pick = random.Random(seed)
    choose = _chooser(game)
    s = rules.new_game(players, seed, options)
    moves: list[tuple[int, str]] = []
    texts: list[str] = [json.dumps(rules.to_json(s))]
    special: int | None = None
    while rules.outcome(s) is None and len(moves) < LIMIT:
        seat = pick.choice(sorted(rules.to_move(s)))
        action = choose(pick, s, rules.legal_actions(s, seat))
        s, _ = play(rules, s, seat, action)
        moves.append((seat, action.token))
        saved = rules.to_json(s)
        texts.append(json.dumps(saved))
        if special is None and _special(game, saved):
            special = len(moves)
    n = len(moves)
    kept = {n // 4, n // 2, 3 * n // 4, n} | ({special} if special is not None else set())
    return moves, {k: texts[k] for k in sorted(kept)}


def main() -> None:
    out = []
    for game, players, seed, options in CASES:
        moves, texts = play_case(REGISTRY[game], players, seed, options, game)
        out.append(
            {
                "game": game,
                "players": players,
                "seed": seed,
                "options": options,
                "moves": [f"{seat} {token}" for seat, token in moves],
                "states": {str(k): text for k, text in texts.items()},
            }
        )
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text("[\n" + ",\n".join(json.dumps(c) for c in out) + "\n]\n", encoding="utf-8")
    print(f"{FIXTURE}: {FIXTURE.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
