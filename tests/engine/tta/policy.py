"""A weighted random policy that plays like a (weak) person, so fuzz games reach Age IV with a
real civilization: it develops, builds and takes cards, and rarely destroys or passes."""

from __future__ import annotations

import math
import random

from bot.engine.core import Action
from bot.engine.tta.cards import catalogue
from bot.engine.tta.context import ratings
from bot.engine.tta.state import TtaState

CARDS = catalogue()
FIXED = {
    "end": 0.3,
    "destroy": -3.0,
    "develop": 8.0,
    "revolt": 9.0,
    "leader": 7.0,
    "wonder": 6.0,
    "upgrade": 5.0,
    "play": 6.0,
    "tactic": 6.0,
    "event": 6.0,
    "aggress": 7.0,
    "war": 3.0,
    "done": 5.0,
    "pass": 2.0,
    "skip": 2.0,
    "refund": 2.0,
    "keep": 2.0,
}


def score(s: TtaState, a: Action) -> float:
    if a.kind in FIXED:
        return FIXED[a.kind]
    if a.kind == "take":
        cid = s.row[int(a.args[0]) - 1]
        if cid is None:
            return 0.0
        c = CARDS[cid]
        return {"technology": 5.0, "wonder": 3.5, "leader": 4.0}.get(str(c.kind), 3.0)
    if a.kind == "build":
        c = CARDS[a.args[0]]
        r = ratings(s)
        base = 5.0 if c.is_unit else 6.0
        if c.type == "farm" and r.food <= r.consumption + 1:
            base += 3
        if c.type == "temple" and r.discontent > 0:
            base += 3
        return base + c.age
    if a.kind == "pop":
        return 6.0 if s.civ.unused == 0 else 1.0
    return 3.0


def choose(rng: random.Random, s: TtaState, legal: list[Action]) -> Action:
    weights = [math.exp(score(s, a)) for a in legal]
    return rng.choices(legal, weights)[0]
