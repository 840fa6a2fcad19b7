"""Sampled worlds and quick play on them: the ground every searching bot stands on.

A world is a full state that agrees with what one seat sees (`rules.determinize`). Bots play
on copies of worlds, count every engine step against their budget, and score what they reach
with the game's evaluation. Nothing here reads a clock.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine.ai.base import GameAI, State, outcome_utilities
from bot.engine.core import Action, AnyRules
from bot.engine.rng import derive


@dataclass
class Budget:
    """Engine steps a decision may spend; `spent` counts every apply."""

    steps: int
    spent: int = 0

    @property
    def left(self) -> bool:
        return self.spent < self.steps


@dataclass
class Table:
    """One decision's tools: the rules, the game's hooks, its randomness and its budget."""

    rules: AnyRules
    ai: GameAI
    seat: int
    rnd: random.Random
    budget: Budget
    worlds: list[State] = field(default_factory=list)

    def copy(self, s: State) -> State:
        return self.rules.copy(s)

    def apply(self, s: State, seat: int, a: Action) -> None:
        self.budget.spent += 1
        self.rules.apply(s, seat, a)

    def utilities(self, s: State) -> tuple[float, ...]:
        done = outcome_utilities(self.rules, s)
        return done if done is not None else tuple(self.ai.evaluate(self.rules, s))

    def candidates(self, s: State, seat: int, legal: Sequence[Action]) -> list[Action]:
        if self.ai.candidates is None:
            return list(legal)
        kept = list(self.ai.candidates(self.rules, s, seat, legal))
        return kept or list(legal)

    def prior(self, s: State, seat: int, legal: Sequence[Action]) -> list[float]:
        if self.ai.prior is None or not legal:
            return [1.0] * len(legal)
        return [max(0.0, float(w)) for w in self.ai.prior(self.rules, s, seat, legal)]

    def mover(self, s: State) -> int | None:
        """Who moves next in a world: the lowest seat owing a move (simultaneous choices are
        searched one seat after another; none of them sees the others' secret choice)."""
        due = self.rules.to_move(s)
        return min(due) if due else None


def sample_worlds(rules: AnyRules, view: Any, seat: int, seed: int, n: int) -> list[State]:
    """`n` full states agreeing with the seat's view, each from its own seed."""
    return [
        rules.determinize(view, seat, derive(seed, i, "world").randrange(1 << 62)) for i in range(n)
    ]


def weighted_pick(rnd: random.Random, items: Sequence[Action], weights: Sequence[float]) -> Action:
    total = sum(weights)
    if total <= 0:
        return items[rnd.randrange(len(items))]
    x = rnd.random() * total
    for item, w in zip(items, weights, strict=True):
        x -= w
        if x < 0:
            return item
    return items[-1]


def quick_play(table: Table, s: State, steps: int) -> State:
    """Play on by the prior (or at random) for a few steps: a search leaf settles a little
    before it is evaluated (a half-finished multi-step turn says little)."""
    rules = table.rules
    for _ in range(steps):
        if rules.outcome(s) is not None:
            break
        seat = table.mover(s)
        if seat is None:
            break
        legal = table.candidates(s, seat, rules.legal_actions(s, seat))
        if not legal:
            break
        table.apply(s, seat, weighted_pick(table.rnd, legal, table.prior(s, seat, legal)))
    return s


def best_of_turn(table: Table, s: State, seat: int, depth: int, width: int) -> float:
    """The seat's utility after finishing its own multi-step move greedily (a card, then how
    to use it, then how to pay): while the seat still owes the next step, take the best."""
    rules = table.rules
    if depth <= 0 or rules.outcome(s) is not None or table.mover(s) != seat:
        return table.utilities(s)[seat]
    legal = table.candidates(s, seat, rules.legal_actions(s, seat))
    if not legal:
        return table.utilities(s)[seat]
    order = ranked(table, s, seat, legal)[:width]
    best = -1.0
    for a in order:
        t = table.copy(s)
        table.apply(t, seat, a)
        best = max(best, best_of_turn(table, t, seat, depth - 1, width))
    return best


def ranked(table: Table, s: State, seat: int, legal: Sequence[Action]) -> list[Action]:
    """Legal moves, most promising first by the prior (ties keep the engine's order)."""
    weights = table.prior(s, seat, legal)
    order = sorted(range(len(legal)), key=lambda i: -weights[i])
    return [legal[i] for i in order]


def best_on_average(
    table: Table, moves: Sequence[Action], play_on: Callable[[State], None]
) -> Action:
    """Of `moves`, the one whose continuation scores best for the table's seat on average over
    its worlds: in each world where the move is legal, the move, then `play_on` (how the game
    goes on after it), then the evaluation; worlds are taken in order while the budget lasts."""
    rules, seat = table.rules, table.seat
    totals = dict.fromkeys(moves, 0.0)
    counts = dict.fromkeys(moves, 0)
    for world in table.worlds:
        mine = {a.token for a in rules.legal_actions(world, seat)}
        for a in moves:
            if a.token not in mine:
                continue
            t = table.copy(world)
            table.apply(t, seat, a)
            play_on(t)
            totals[a] += table.utilities(t)[seat]
            counts[a] += 1
        if not table.budget.left:
            break
    return max(moves, key=lambda a: (totals[a] / counts[a]) if counts[a] else -1.0)
