"""The `hard` 7 Wonders search: every promising move played out over many sampled worlds.

Each candidate move (the card, then what to do with it, then how to pay) is tried in worlds
drawn from the seat's view. In each, the seat finishes its own turn greedily, the other seats
answer greedily (each by its own projected chances), and then the whole table plays LOOKAHEAD
more turns the same greedy way: the hand passed on reaches the neighbour, the hand coming in is
played, the Age's conflicts are fought when the Age ends. Only then is the position scored
with the end-of-game evaluation (points in reach, science sets, military against both
neighbours, wonder stages, production and trade, coins). In the last turns of Age III the game
is played out to its end instead and scored by its real points.

At 3 players (without Leaders: FAR_AT) every hand is known from an Age's third turn, so the
sampled worlds are mostly one world: there a world alike to one already searched reuses its
lines (SAME_WORLDS), and the time saved goes into one more look-ahead turn and deep picks (a
card picked in a line is weighed by its best use, not taken from the prior blind).

The moves race by successive halving: all of them over the first worlds, the better half over
the next ones, and so on, until the step budget is spent; the best mean wins. Everything is
drawn from the bot's seed, so the same view and legal list give the same move.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from typing import Any

from bot.engine.ai.levels import greedy_step
from bot.engine.ai.worlds import Table, best_of_turn, ranked, sample_worlds
from bot.engine.core import Action
from bot.engine.wonders.catalogue import WONDERS, Fx
from bot.engine.wonders.state import Phase, to_json
from bot.engine.wonders.steps import Kind

WORLDS = 24  # worlds sampled per decision
WIDTH = 10  # moves raced, best by the prior first
FIRST = 4  # worlds every move is tried in before the first halving
LOOKAHEAD = 1  # whole turns played greedily after the answers, before the evaluation
REPLY_WIDTH = 4  # moves an answering seat weighs by the evaluation
GREEDY_LOOKAHEAD = True  # look-ahead turns by the evaluation (True) or the prior (False)
ENDGAME = 3  # Age III turns left (after this one) from which the look-ahead plays to the end
FINAL_TEMPERATURE = 1.5  # points: how soft the win share of a played-out end is
DEEP_PICKS = False  # a greedy card pick weighs each card by its best use (else the prior's pick)
# (players, Leaders) tables where hard looks further: deep picks, LOOKAHEAD + 1 turns, and
# the lines of alike worlds played once (their cost)
# Measured at 3 players without Leaders, hard against medium on bench/ai.py's games 0-63
# (bench/wonbot_ab.py, paired): 41/64 = 64% [52-75] against 29/64 = 45% [34-57] without it;
# it won 21 games the base lost and lost 9 the base won (sign test p = 0.04); margin +1.9
# (se 1.4). Games 0-31: 20/32 against 17/32; games 32-63 (fresh): 21/32 against 12/32.
# CPU per decision: median 0.26 s, p99 1.9 s on the loaded machine.
# At 3 players with Leaders (bench/wonbot_ab.py, games 0-99 against the recorded row of the
# same games without it): 66/100 = 66% [56-75] against 53/100; it won 26 games the base lost
# and lost 13 the base won (sign test p = 0.05). CPU per decision: median 0.33 s, p99 1.1 s.
FAR_AT: tuple[tuple[int, bool], ...] = ((3, False), (3, True))
SAME_WORLDS = False  # a world alike to one already searched reuses its lines' values
# Tried at 3 players against medium on bench/ai.py's 32 seeds (today's hard: 17/32) and left
# out: the others answering before the seat's choice, not seeing it, 13/32 at the 28 games
# both played against 17/28 (margin -2.3, se 1.4); the others' answers drawn by
# exp(worth / 0.01) in the worlds after the first, 17/32 (margin -1.0, se 1.8); deep picks
# alone (the search's answers and look-ahead predict medium's card picks 87 times in 108
# against 69 by the prior's pick), 19/32 (margin -0.8, se 2.1).
MAX_STEPS = 80  # engine steps of one look-ahead turn (a guard; a turn takes far fewer)


def turns_left(s: Any) -> int:
    """Age turns still to be played after the current one (as the evaluation counts them)."""
    return int((3 - s.age) * 6 + (6 - s.turn))


def search(table: Table, view: Any, legal: Sequence[Action], seed: int) -> Action:
    rules, seat = table.rules, table.seat
    worlds = sample_worlds(rules, view, seat, seed, WORLDS)
    table.worlds = worlds
    first = worlds[0]
    moves = ranked(table, first, seat, table.candidates(first, seat, legal))[:WIDTH]
    if len(moves) == 1:
        return moves[0]
    far = _far(first)
    turns = LOOKAHEAD + 1 if far else LOOKAHEAD
    totals = dict.fromkeys(moves, 0.0)
    counts = dict.fromkeys(moves, 0)
    seen: dict[tuple[str, str], float] = {}  # (world's key, move) -> its line's utility
    alive = list(moves)
    w = 0
    batch = FIRST
    while w < len(worlds) and len(alive) > 1:
        for world in worlds[w : w + batch]:
            mine = {a.token for a in rules.legal_actions(world, seat)}
            key = _key(world) if SAME_WORLDS or far else None
            for a in alive:
                if a.token not in mine:
                    continue
                value = seen.get((key, a.token)) if key is not None else None
                if value is None:
                    value = _line(table, world, seat, a, turns)
                    if key is not None:
                        seen[key, a.token] = value
                totals[a] += value
                counts[a] += 1
        w += batch
        if not table.budget.left:
            break
        if len(alive) > 2:
            alive.sort(key=lambda a: -_mean(totals, counts, a))
            alive = alive[: max(2, math.ceil(len(alive) / 2))]
        batch = max(1, min(batch * 2, len(worlds) - w))
    return max(alive, key=lambda a: _mean(totals, counts, a))


def _far(s: Any) -> bool:
    return (s.players, bool(s.options.get("leaders"))) in FAR_AT


def _key(world: Any) -> str:
    """What decides a line from this world, in a canonical form: the seed only when the
    line may reach the next Age's deal (an Age's last turn), the face-down cards (discards,
    cards under wonders) only when a city may still build from the discards, hands as sets,
    and nothing of the seats' memories. At 3 players every hand is known from an Age's third
    turn, and the sampled worlds then share one key: their lines are played once."""
    d = to_json(world)
    d.pop("seen", None)
    if world.phase == Phase.PLAY and world.turn < 6:
        d.pop("seed", None)
        d.pop("rng_counter", None)
    d["hands"] = [sorted(h) for h in d["hands"]]
    if not _digs(world):
        d.pop("discard", None)
        for c in d["cities"]:
            c.pop("tucked", None)
    return json.dumps(d, sort_keys=True)


def _digs(world: Any) -> bool:
    """Whether a card may still be built from the discards (a wonder stage to come, or the
    Leaders expansion's Solomon)."""
    if world.options.get("leaders"):
        return True
    for c in world.cities:
        stages = WONDERS[c.wonder].stages(c.side or "a")
        for st in stages[c.stages :]:
            if any(e.kind == Fx.BUILD_FROM_DISCARD for e in st.effects):
                return True
    return False


def _mean(totals: dict[Action, float], counts: dict[Action, int], a: Action) -> float:
    return totals[a] / counts[a] if counts[a] else -1.0


def _line(table: Table, world: Any, seat: int, a: Action, turns: int = LOOKAHEAD) -> float:
    """The seat's utility after the move, the turn's answers and `turns` turns more."""
    t = table.copy(world)
    table.apply(t, seat, a)
    _greedy_until(table, t, seat, mine=True)
    _greedy_until(table, t, seat, mine=False)
    if world.phase == Phase.PLAY and world.age == 3 and turns_left(world) <= ENDGAME:
        turns = ENDGAME + 1  # the last turns: play them all, score the game itself
    for _ in range(turns):
        _turn_by_prior(table, t)
    return _leaf(table, t, seat)


def _leaf(table: Table, s: Any, seat: int) -> float:
    """The seat's utility: its chance to finish first, or at the end a soft share of the win
    by the final scores (a near miss is worth more than a rout; coins break ties)."""
    out = table.rules.outcome(s)
    if out is None:
        return table.utilities(s)[seat]
    points = [p + s.cities[i].coins / 100.0 for i, p in enumerate(out.scores)]
    top = max(points)
    weights = [math.exp((p - top) / FINAL_TEMPERATURE) for p in points]
    return weights[seat] / sum(weights)


def _greedy_until(table: Table, s: Any, seat: int, *, mine: bool) -> None:
    """Greedy steps while the seat (mine) or the others (not mine) owe the next one."""
    for _ in range(MAX_STEPS):
        if table.rules.outcome(s) is not None:
            return
        mover = table.mover(s)
        if mover is None or (mover == seat) != mine:
            return
        a = _step(table, s, mover)
        if a is None:
            return
        table.apply(s, mover, a)


def _step(table: Table, s: Any, mover: int) -> Action | None:
    """The mover's greedy step. A card still to be picked changes nothing the evaluation sees
    until its use is chosen, so with DEEP_PICKS each of the prior's first cards is weighed by
    the best of its uses (build, wonder stage, discard) at the cheapest price."""
    if not DEEP_PICKS and not _far(s):
        return greedy_step(table, s, mover, REPLY_WIDTH)
    legal = table.candidates(s, mover, table.rules.legal_actions(s, mover))
    if len(legal) <= 1 or legal[0].kind != Kind.CARD:
        return greedy_step(table, s, mover, REPLY_WIDTH)
    best, best_value = legal[0], -math.inf
    for a in ranked(table, s, mover, legal)[:REPLY_WIDTH]:
        t = table.copy(s)
        table.apply(t, mover, a)
        value = best_of_turn(table, t, mover, depth=1, width=3)
        if value > best_value:
            best, best_value = a, value
    return best


def _turn_by_prior(table: Table, s: Any) -> None:
    """Everyone plays one whole turn, each step the prior's favourite."""
    rules = table.rules
    start = _clock(s)
    for _ in range(MAX_STEPS):
        if rules.outcome(s) is not None or _clock(s) != start:
            return
        mover = table.mover(s)
        if mover is None:
            return
        if GREEDY_LOOKAHEAD:
            a = _step(table, s, mover)
        else:
            legal = table.candidates(s, mover, rules.legal_actions(s, mover))
            a = ranked(table, s, mover, legal)[0] if legal else None
        if a is None:
            return
        table.apply(s, mover, a)


def _clock(s: Any) -> tuple[Any, ...]:
    return (s.phase, s.age, s.turn, len(s.stack))
