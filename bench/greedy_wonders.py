"""A points-greedy 7 Wonders player for the bench: no look-ahead, no evaluation of the future.

Each step it takes the move whose card label shows the most: points, shields, science symbols,
goods made, coins (a third of a point each), less a third of a point per coin it costs. It
never discards an Age card while a build or a wonder stage is affordable, and it pays the
cheapest way. It sees what its seat sees: the costs are read from a state sampled from its
view (`rules.determinize`), whose hidden parts it never looks at. Same seed, view and legal
moves, same choice.

  python bench/ai.py wonders --players 5 --hero medium --vs greedy --games 20
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.core import Action, Rules
from bot.engine.wonders.ai import _city_of
from bot.engine.wonders.catalogue import CARDS, LEADERS, WONDERS, Effect, Fx
from bot.engine.wonders.costs import build_plans, stage_plans
from bot.engine.wonders.state import Phase, WondersState
from bot.engine.wonders.steps import OTHER, Kind

BUILD_FIRST = 100.0  # a card that can be built beats one that can only be buried or discarded
STAGE_FIRST = 50.0
DISCARD_WORTH = 1.0  # the 3 coins of a discard, in points


def label_points(effects: Sequence[Effect]) -> float:
    """The numbers on a card's label, as points: what a one-look player counts."""
    v = 0.0
    for e in effects:
        k = e.kind
        if k in (Fx.VP, Fx.SHIELDS):
            v += e.amount
        elif k == Fx.VP_PER:
            v += e.amount * 2
        elif k in (Fx.SCIENCE, Fx.SCIENCE_CHOICE):
            v += 2.0
        elif k == Fx.PRODUCE:
            v += sum(e.resources)
        elif k == Fx.PRODUCE_CHOICE:
            v += 1.0
        elif k == Fx.COINS:
            v += e.amount / 3.0
        elif k == Fx.COINS_PER:
            v += e.amount
        else:
            v += 1.0
    return v


def _stage_effects(s: WondersState, c: int) -> Sequence[Effect]:
    city = s.cities[c]
    stages = WONDERS[city.wonder].stages(city.side or "a")
    return stages[city.stages].effects if city.stages < len(stages) else ()


class GreedyWonders:
    """The baseline: every step, the move with the most immediate points and production."""

    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, rules: Rules, view: Any, seat: int, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        s: WondersState = rules.determinize(view, seat, self.seed)  # type: ignore[attr-defined]
        c = _city_of(s, seat)
        moves = [a for a in legal if a.kind not in (Kind.BACK, Kind.WITHDRAW)] or list(legal)
        return max(moves, key=lambda a: self._score(s, c, a))

    def _score(self, s: WondersState, c: int, a: Action) -> float:
        k = a.kind
        if k == Kind.PAY:
            if a.args[0] == OTHER:
                return -1000.0
            return -sum(int(x) for x in a.args[:3] if x.isdigit())
        if k == Kind.SIDE:
            return 1.0 if a.args and a.args[0] == "a" else 0.0
        if k == Kind.CARD:
            return self._card(s, c, a.args[0])
        if k in (Kind.BUILD, Kind.FROM_DISCARD):
            plans = build_plans(s, c, a.args[0]) if k == Kind.BUILD else []
            price = plans[0].total / 3.0 if plans else 0.0
            return BUILD_FIRST + label_points(CARDS[a.args[0]].effects) - price
        if k == Kind.WONDER:
            plans = stage_plans(s, c)
            price = plans[0].total / 3.0 if plans else 0.0
            return STAGE_FIRST + label_points(_stage_effects(s, c)) - price
        if k in (Kind.KEEP, Kind.LEADER, Kind.RECRUIT, Kind.COPY) and a.args[0] in LEADERS:
            leader = LEADERS[a.args[0]]
            cost = leader.cost / 3.0 if k != Kind.KEEP else leader.cost / 6.0
            bonus = BUILD_FIRST if k in (Kind.RECRUIT, Kind.COPY) else 0.0
            return bonus + label_points(leader.effects) - cost
        if k == Kind.DISCARD:
            return DISCARD_WORTH
        return 0.0

    def _card(self, s: WondersState, c: int, card: str) -> float:
        if s.phase == Phase.RECRUIT:
            return label_points(LEADERS[card].effects) if card in LEADERS else 0.0
        plans = build_plans(s, c, card)
        if plans:
            return BUILD_FIRST + label_points(CARDS[card].effects) - plans[0].total / 3.0
        if stage_plans(s, c):
            return STAGE_FIRST - label_points(CARDS[card].effects) / 10.0  # bury the least
        return DISCARD_WORTH - label_points(CARDS[card].effects) / 10.0


def make_greedy(seed: int = 0) -> GreedyWonders:
    return GreedyWonders(seed)
