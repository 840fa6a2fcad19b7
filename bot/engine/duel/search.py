"""A short look-ahead for the Duel `hard` bot over a few sampled worlds, an evaluation
(bot/engine/duel/ai.py) at its leaves, never random playouts. The hard level uses it to leave
out the moves the opponent's best reply punishes before its ISMCTS chooses among the rest;
with `HARD_SEARCH = "look"` it is the whole search (for trials: bench/duel_tune.py).

For each move worth making (the game's candidates), in each world sampled from the seat's
view (rules.determinize), the seat plays it and finishes its own turn (a progress token, a
wonder's effect, a play-again: each the evaluation's best); then the opponent answers with the
reply that is best for it among its most promising few, each finished the same way; then, when
the steps allow, the seat answers once more greedily. A move's value in a world is what the
opponent leaves it (the minimum over the replies); its value is the mean over the worlds.
A card that uncovers something for the opponent, a purchase that leaves no coins for the card
the opponent is about to take, a guild that the opponent denies: the reply sees them.

Budgets are engine steps (`rules.apply`) fixed by the level's thinking time, never a clock: the
same seed, view and legal list give the same move on any machine.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from bot.engine.ai.base import GameAI
from bot.engine.ai.levels import greedy_step
from bot.engine.ai.worlds import Budget, Table, ranked, sample_worlds
from bot.engine.core import Action, AnyRules
from bot.engine.rng import derive

REPLIES = 6  # the opponent's answers looked at, most promising by the prior first
ANSWERS = 3  # our answers to each reply (the third ply), when the steps allow
FINISH = 4  # at most this many steps to finish one seat's turn greedily
FINISH_WIDTH = 6  # the finishing step's options looked at
MAX_WORLDS = 6  # sampled worlds at most; at least one is always searched in full
THIRD_PLY_STEPS = 4000  # the third ply only with at least this budget per decision
# the share of a move's value read from the position right after our turn: the look-ahead
# often ends in the same cards whichever we take first (we take the other one next), and then
# the one worth more now should win (the opponent may yet take the other)
NOW_SHARE = 0.15


def _finish(table: Table, s: Any, seat: int) -> None:
    """The seat's further steps of the same turn, each the evaluation's best."""
    rules = table.rules
    for _ in range(FINISH):
        if rules.outcome(s) is not None or table.mover(s) != seat:
            return
        a = greedy_step(table, s, seat, FINISH_WIDTH)
        if a is None:
            return
        table.apply(s, seat, a)


def _is_turn(s: Any) -> bool:
    return bool(s.stack) and s.stack[-1].kind == "turn"


def _played(table: Table, s: Any, mover: int, a: Action) -> Any:
    """A copy of `s` after the mover's move and the rest of its turn."""
    t = table.copy(s)
    table.apply(t, mover, a)
    _finish(table, t, mover)
    return t


def _after_reply(table: Table, s: Any, seat: int, third: bool) -> float:
    """The seat's utility once the opponent has answered as suits it best (and, with `third`,
    once the seat has answered that greedily)."""
    rules = table.rules
    if rules.outcome(s) is not None:
        return table.utilities(s)[seat]
    opp = table.mover(s)
    if opp is None or opp == seat:  # the seat plays again: judge the position as it stands
        return table.utilities(s)[seat]
    replies = table.candidates(s, opp, rules.legal_actions(s, opp))
    if not replies:
        return table.utilities(s)[seat]
    best_for_opp, mine = -math.inf, table.utilities(s)[seat]
    for r in ranked(table, s, opp, replies)[:REPLIES]:
        t = _played(table, s, opp, r)
        u = table.utilities(t)
        if third and rules.outcome(t) is None and table.mover(t) == seat:
            answer = greedy_step(table, t, seat, ANSWERS)
            if answer is not None:
                t = _played(table, t, seat, answer)
                u = table.utilities(t)
        if u[opp] > best_for_opp:
            best_for_opp, mine = u[opp], u[seat]
    return mine


def look_ahead(
    rules: AnyRules,
    ai: GameAI,
    view: Any,
    seat: int,
    legal: Sequence[Action],
    seed: int,
    steps: int,
) -> tuple[Action, Any]:
    """The move with the best mean value over the worlds, and the first world (for the reason)."""
    values, world = move_values(rules, ai, view, seat, legal, seed, steps)
    return max(values, key=lambda a: values[a]), world


def move_values(
    rules: AnyRules,
    ai: GameAI,
    view: Any,
    seat: int,
    legal: Sequence[Action],
    seed: int,
    steps: int,
) -> tuple[dict[Action, float], Any]:
    """Each candidate's mean value over the worlds (in the order of the candidates), and the
    first world. With a single candidate, or no world that agrees with the legal list, the
    values are the prior's order (1 for the first, less for the rest)."""
    table = Table(rules, ai, seat, derive(seed, len(legal), "duel:look"), Budget(steps))
    worlds = sample_worlds(rules, view, seat, seed, MAX_WORLDS)
    root = table.candidates(worlds[0], seat, legal)
    if len(root) == 1:
        return {root[0]: 1.0}, worlds[0]
    third = steps >= THIRD_PLY_STEPS
    totals = dict.fromkeys(root, 0.0)
    counts = dict.fromkeys(root, 0)
    for i, world in enumerate(worlds):
        if i and not table.budget.left:
            break
        mine = {a.token for a in rules.legal_actions(world, seat)}
        for a in root:
            if a.token not in mine:
                continue
            t = _played(table, world, seat, a)
            now = table.utilities(t)[seat]
            totals[a] += (1 - NOW_SHARE) * _after_reply(table, t, seat, third) + NOW_SHARE * now
            counts[a] += 1
    if not any(counts.values()):  # no world agreed with the legal list: the prior decides
        order = ranked(table, worlds[0], seat, root)
        return {a: 1.0 - i / len(order) for i, a in enumerate(order)}, worlds[0]
    return {a: totals[a] / counts[a] if counts[a] else -1.0 for a in root}, worlds[0]
