"""Catan's solo challenge: you and three hard bots, base game on a shuffled island (the
official random set-up) so that each day's island is new; a win first, then fewer turns."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.game import LOSS, WIN, ChallengeRules, Finish, Score


def deal(daily: bool, n: int) -> tuple[dict[str, Any], str]:
    return {"ck": False, "board": "spiral"}, "base"


def turns_taken(turn_no: int, first: int, players: int, seat: int) -> int:
    """How many turns `seat` began in a Catan game, from its state's `turn_no` (every seat's
    turns so far, counted from the first after set-up), `first` and `players`."""
    offset = (seat - first) % players  # the seat's first turn is turn number offset + 1
    return 0 if turn_no <= offset else (turn_no - offset - 1) // players + 1


def facts(state: Mapping[str, Any], players: int, seat: int) -> dict[str, int]:
    """The seat's turns, read from the final state's JSON."""
    turn_no, first = int(state.get("turn_no", 0)), int(state.get("first", 0))
    return {"turns": turns_taken(turn_no, first, players, seat)}


def score(f: Finish) -> Score:
    """Win first, then fewer of one's own turns (`extra` or the outcome's facts give
    {"turns": n}); a loss by victory points."""
    turns = f.extra.get("turns", f.facts.get("turns"))
    if turns is None or turns < 0:
        raise ValueError('a Catan challenge is scored with facts={"turns": n}')
    tier, result = f.standing
    points = f.scores[f.seat]
    args = {"result": result, "turns": turns, "points": points}
    if tier == WIN:
        return Score((WIN, -turns, points, 0), True, turns, ("challenge.score.catan", args))
    return Score((LOSS, points, -turns, 0), False, points, ("challenge.score.catan", args))


CHALLENGE = ChallengeRules(players=4, deal=deal, score=score, facts=facts)
