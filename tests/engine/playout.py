"""Random playouts with every conformance check at every step; shared by tests and bench."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from typing import Any

from bot.engine.core import Action, Rules, play, replay


@dataclass
class Playout:
    state: Any
    moves: list[tuple[int, str]]
    steps: int


def option_sets(rules: Rules, *, one_at_a_time: Collection[str] = ()) -> Iterator[dict[str, Any]]:
    """Every combination of the game's option choices. An option named in `one_at_a_time`
    takes its default in those combinations; each of its other choices then gets one set of
    its own, every other option at its default (for options that change one small rule)."""
    names = [o.name for o in rules.options]
    spans = [(o.default,) if o.name in one_at_a_time else o.choices for o in rules.options]
    for combo in itertools.product(*spans):
        yield dict(zip(names, combo, strict=True))
    defaults = {o.name: o.default for o in rules.options}
    for o in rules.options:
        if o.name in one_at_a_time:
            for choice in o.choices:
                if choice != o.default:
                    yield {**defaults, o.name: choice}


def player_counts(rules: Rules) -> range:
    return range(rules.min_players, rules.max_players + 1)


JSON_EVERY = 4  # steps between JSON round trips of the state in a checked playout


def random_playout(
    rules: Rules,
    players: int,
    seed: int,
    options: dict[str, Any],
    *,
    check: bool = True,
    max_steps: int = 20000,
    json_every: int = JSON_EVERY,
) -> Playout:
    """Play random legal moves to the end, asserting the contract after each step if `check`
    (the state's JSON round trip, the dearest check, at every `json_every`-th step, at steps
    that shift with the seed, and at the end)."""
    s = rules.new_game(players, seed, options)
    chooser = random.Random(seed * 7919 + players)
    moves: list[tuple[int, str]] = []
    for step in range(max_steps):
        if rules.outcome(s) is not None:
            assert not rules.to_move(s), "a finished game still has seats to move"
            if check:
                d = rules.to_json(s)
                assert rules.to_json(rules.from_json(json.loads(json.dumps(d)))) == d
            return Playout(s, moves, step)
        seats = sorted(rules.to_move(s))
        assert seats, f"step {step}: nobody to move but the game is not over"
        seat = seats[chooser.randrange(len(seats))]
        legal = rules.legal_actions(s, seat)
        if check:
            for other in seats:
                assert rules.legal_actions(s, other), f"seat {other} must move but has no action"
            for a in legal:
                assert Action.parse(a.token) == a, f"token round trip failed for {a!r}"
            assert len(set(legal)) == len(legal), "duplicate legal actions"
            if (step + seed) % json_every == 0:
                d = rules.to_json(s)
                json.dumps(d)  # JSON-able
                assert rules.to_json(rules.from_json(json.loads(json.dumps(d)))) == d
        action = legal[chooser.randrange(len(legal))]
        if check:
            s, _ = play(rules, s, seat, action)
        else:
            rules.apply(s, seat, action)
        moves.append((seat, action.token))
    raise AssertionError(f"no end after {max_steps} steps")


def check_replay(
    rules: Rules, players: int, seed: int, options: dict[str, Any], result: Playout
) -> None:
    again = replay(rules, players, seed, options, result.moves)
    assert rules.to_json(again) == rules.to_json(result.state), "replay diverged"
