"""FROZEN copy (commit e1f1f6a) for bench/frozen/duel_ai_start.py; do not edit.

Information-set Monte Carlo tree search (single observer), for the `hard` bot.

Each iteration plays in a world sampled from the bot's view (a fresh copy with fresh chance),
walks the tree of moves by UCB among the moves legal in that world (each child counts how often
it was available), widens each node progressively in the order of the game's prior, settles
the leaf with a few quick steps and scores it with the game's evaluation for every seat. Each
seat picks by its own utility, so the search works for two to seven players. The move played
is the root's most visited child.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from bench.frozen.worlds_start import Table, quick_play, sample_worlds
from bot.engine.core import Action

EXPLORE = 0.7  # UCB exploration weight (utilities lie in [0, 1])
PRIOR_WEIGHT = 0.5  # how much the prior steers a child before it has many visits
WIDEN = 2.0  # children considered at a node: about WIDEN * sqrt(visits), at least MIN_WIDTH
MIN_WIDTH = 3
MAX_DEPTH = 12  # tree moves per iteration before the quick play takes over
POOL = 16  # worlds sampled per decision; iterations cycle through copies of them


class Node:
    """Statistics of one move in the tree (keyed by who makes it and its token)."""

    __slots__ = ("avail", "children", "prior", "totals", "visits")

    def __init__(self, seats: int, prior: float = 1.0) -> None:
        self.children: dict[tuple[int, str], Node] = {}
        self.visits = 0
        self.avail = 0
        self.prior = prior
        self.totals = [0.0] * seats

    def value(self, seat: int) -> float:
        return self.totals[seat] / self.visits if self.visits else 0.0


def search(table: Table, view: Any, legal: Sequence[Action], seed: int) -> Action:
    rules, seat = table.rules, table.seat
    worlds = table.worlds or sample_worlds(rules, view, seat, seed, 1)
    seats = len(table.utilities(worlds[0]))
    root = Node(seats)
    root_moves = table.candidates(worlds[0], seat, legal)  # the game's filter, as below the root
    if len(root_moves) == 1:  # the game leaves one move worth making: no search needed
        return root_moves[0]
    iteration = 0
    while table.budget.left or iteration == 0:
        if len(worlds) < POOL and iteration >= len(worlds):
            worlds.extend(sample_worlds(rules, view, seat, seed + 7919 * len(worlds), 1))
        t = table.copy(worlds[iteration % len(worlds)])
        if hasattr(t, "seed"):  # fresh chance: dice and later shuffles differ per iteration
            t.seed = table.rnd.randrange(1 << 40)
        iteration += 1
        _iterate(table, root, t, root_moves, seats)
    table.worlds = worlds
    best = max(
        root_moves,
        key=lambda a: (
            root.children[(seat, a.token)].visits if (seat, a.token) in root.children else -1,
            root.children[(seat, a.token)].value(seat) if (seat, a.token) in root.children else 0,
        ),
    )
    return best


def _iterate(table: Table, root: Node, t: Any, root_moves: list[Action], seats: int) -> None:
    rules = table.rules
    path = [root]
    node = root
    for depth in range(MAX_DEPTH):
        if rules.outcome(t) is not None:
            break
        if depth == 0:
            mover, moves = table.seat, root_moves
        else:
            due = table.mover(t)
            if due is None:
                break
            mover = due
            moves = table.candidates(t, mover, rules.legal_actions(t, mover))
        if not moves:
            break
        child, fresh = _select(table, node, t, mover, moves, seats)
        table.apply(t, mover, child[1])
        node = child[0]
        path.append(node)
        if fresh:
            break
    quick_play(table, t, table.ai.cutoff)
    u = table.utilities(t)
    for n in path:
        n.visits += 1
        for i in range(seats):
            n.totals[i] += u[i]


def _select(
    table: Table, node: Node, t: Any, mover: int, moves: Sequence[Action], seats: int
) -> tuple[tuple[Node, Action], bool]:
    """The child to follow: an untried one by the prior while the node may widen, else UCB."""
    weights = table.prior(t, mover, moves)
    total = sum(weights) or 1.0
    order = sorted(range(len(moves)), key=lambda i: -weights[i])
    width = max(MIN_WIDTH, math.ceil(WIDEN * math.sqrt(node.visits + 1)))
    present: list[tuple[Node, Action]] = []
    for i in order[:width]:
        a = moves[i]
        key = (mover, a.token)
        child = node.children.get(key)
        if child is None:
            child = node.children[key] = Node(seats, weights[i] / total)
        child.avail += 1
        present.append((child, a))
    for child, a in present:
        if child.visits == 0:
            return (child, a), True
    best = present[0]
    best_score = -math.inf
    for child, a in present:
        score = (
            child.value(mover)
            + EXPLORE * math.sqrt(math.log(child.avail) / child.visits)
            + PRIOR_WEIGHT * child.prior / (1 + child.visits)
        )
        if score > best_score:
            best, best_score = (child, a), score
    return best, False
