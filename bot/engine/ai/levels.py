"""The four bot levels and `make_bot`: random, easy (greedy), medium (shallow, or a short
ISMCTS where the game asks for it), hard (ISMCTS, or the game's own search when its GameAI
brings one); a game may also plan its own moves at any level (`GameAI.policy`).

Every level but `random` needs `rules.determinize`; in a game without it, they play randomly.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.ai.base import can_search, game_ai
from bot.engine.ai.ismcts import search
from bot.engine.ai.worlds import (
    Budget,
    Table,
    best_of_turn,
    best_on_average,
    ranked,
    sample_worlds,
)
from bot.engine.core import Action, AnyRules
from bot.engine.rng import derive
from bot.engine.words import Phrase

LEVELS = ("random", "easy", "medium", "hard")
DEFAULT_LEVEL = "medium"
# thinking time per decision, in seconds of this machine (turned into engine steps per game)
THINKING_S = {"random": 0.0, "easy": 0.02, "medium": 0.25, "hard": 0.8}


@dataclass(frozen=True, slots=True)
class Choice:
    """A bot's move, and in a few words why (for /hint), when its game says."""

    action: Action
    reason: Phrase | None = None  # the game's message id and arguments


class LeveledBot:
    """One level's policy with a fixed seed: the same view and legal list, the same move."""

    def __init__(self, level: str, seed: int, budget_s: float | None) -> None:
        self.level = level
        self.seed = seed
        self.budget_s = THINKING_S[level] if budget_s is None else max(0.0, budget_s)

    def choose(self, rules: AnyRules, view: Any, seat: int, legal: Sequence[Action]) -> Action:
        return self.explain(rules, view, seat, legal).action

    def explain(self, rules: AnyRules, view: Any, seat: int, legal: Sequence[Action]) -> Choice:
        """The move and its reason (the reason is the game's words, when it has any)."""
        if not legal:
            raise ValueError("a bot was asked to move with no legal action")
        if self.level == "random" or not can_search(rules):
            return Choice(legal[random.Random(self.seed).randrange(len(legal))])
        if len(legal) == 1:
            return Choice(legal[0])
        rnd = derive(self.seed, len(legal), f"bot:{self.level}")
        ai = game_ai(rules.key)
        if ai.policy is not None:  # the game plans its own moves at this level
            seed = rnd.randrange(1 << 62)
            planned = ai.policy(self.level, rules, view, seat, legal, seed, self.budget_s)
            if planned is not None:
                action, world = planned
                why = ai.reason(rules, world, seat, action) if ai.reason is not None else None
                return Choice(action, why)
        pace = ai.pace(view) if ai.pace is not None else 1.0
        steps = max(1, math.ceil(self.budget_s * ai.steps_per_second * pace))
        table = Table(rules, ai, seat, rnd, Budget(steps))
        if self.level == "easy":
            action = _greedy(table, view, legal)
        elif self.level == "medium" and ai.medium_search is not None:
            table.budget = Budget(max(1, math.ceil(steps * ai.medium_search)))
            table.worlds = sample_worlds(rules, view, seat, self.seed, 1)
            action = search(table, view, legal, self.seed)
        elif self.level == "medium":
            action = _shallow(table, view, legal)
        elif ai.search is not None:
            action = ai.search(table, view, legal, self.seed)
        else:
            table.worlds = sample_worlds(rules, view, seat, self.seed, 1)
            action = search(table, view, legal, self.seed)
        reason = None
        if ai.reason is not None and table.worlds:
            reason = ai.reason(rules, table.worlds[0], seat, action)
        return Choice(action, reason)


def make_bot(level: str, *, seed: int = 0, budget_s: float | None = None) -> LeveledBot:
    """A bot of one of LEVELS; `budget_s` overrides the level's thinking time per decision."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS)})")
    return LeveledBot(level, seed, budget_s)


# -- easy: one ply, greedy, a little noise ---------------------------------------------------

EASY_WIDTH = 30  # moves looked at, best by the prior first
EASY_NOISE = 0.03  # standard deviation added to each move's utility


def _greedy(table: Table, view: Any, legal: Sequence[Action]) -> Action:
    rules, seat = table.rules, table.seat
    table.worlds = sample_worlds(rules, view, seat, table.rnd.randrange(1 << 30), 1)
    world = table.worlds[0]
    moves = ranked(table, world, seat, table.candidates(world, seat, legal))[:EASY_WIDTH]
    best, best_value = moves[0], -math.inf
    for a in moves:
        t = table.copy(world)
        table.apply(t, seat, a)
        value = best_of_turn(table, t, seat, depth=2, width=4) + table.rnd.gauss(0, EASY_NOISE)
        if value > best_value:
            best, best_value = a, value
    return best


# -- medium: my move, everyone's greedy answer, over a few worlds -----------------------------

MEDIUM_WORLDS = 3
MEDIUM_WIDTH = 10
REPLY_WIDTH = 5
REPLY_STEPS = 6  # engine steps of the others' answers before the position is evaluated


def _shallow(table: Table, view: Any, legal: Sequence[Action]) -> Action:
    rules, seat = table.rules, table.seat
    table.worlds = sample_worlds(rules, view, seat, table.rnd.randrange(1 << 30), MEDIUM_WORLDS)
    first = table.worlds[0]
    moves = ranked(table, first, seat, table.candidates(first, seat, legal))[:MEDIUM_WIDTH]

    def play_on(t: Any) -> None:
        _finish_turn(table, t, seat)
        _answers(table, t, seat)

    return best_on_average(table, moves, play_on)


def greedy_step(table: Table, s: Any, mover: int, width: int = REPLY_WIDTH) -> Action | None:
    """The mover's move that the evaluation likes best among the prior's first `width`."""
    legal = table.candidates(s, mover, table.rules.legal_actions(s, mover))
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    best, best_value = legal[0], -math.inf
    for a in ranked(table, s, mover, legal)[:width]:
        t = table.copy(s)
        table.apply(t, mover, a)
        value = table.utilities(t)[mover]
        if value > best_value:
            best, best_value = a, value
    return best


def _finish_turn(table: Table, s: Any, seat: int) -> None:
    """The seat's further steps of the same move, each the greedy best."""
    for _ in range(4):
        if table.rules.outcome(s) is not None or table.mover(s) != seat:
            return
        a = greedy_step(table, s, seat)
        if a is None:
            return
        table.apply(s, seat, a)


def _answers(table: Table, s: Any, seat: int) -> None:
    """The other seats answer greedily until the seat is to move again (a few steps)."""
    for _ in range(REPLY_STEPS):
        if table.rules.outcome(s) is not None:
            return
        mover = table.mover(s)
        if mover is None or mover == seat:
            return
        a = greedy_step(table, s, mover)
        if a is None:
            return
        table.apply(s, mover, a)
