"""The test game with thinking bots: Tokens, plus `determinize` and AI hooks, under the key
`tokens_ai`, so the service's thinking-bot path is tested without the shipped games."""

from __future__ import annotations

from typing import Any

from bot.engine.ai.base import GameAI, register_ai
from bot.engine.core import Decision, Rules
from bot.engine.rng import derive
from tests.support.tokens_game import TokensRules, TokensState, TokensView


class ThinkingTokensRules(TokensRules):
    key = "tokens_ai"
    title = "Tokens with thinking bots (test game)"

    supports_determinize = True

    def determinize(self, view: TokensView, seat: int, seed: int) -> TokensState:
        """Unseen bonus cards and the deck from the cards nobody showed; secret bids at random."""
        r = derive(seed, 0, "determinize")
        pool = [c for c in range(1, 10) if c not in view.bonus]
        r.shuffle(pool)
        bonus = [b if b is not None else pool.pop() for b in view.bonus]
        bids = [
            None if b == "-" else r.randint(0, 2) if b == "ready" else int(b) for b in view.bids
        ]
        return TokensState(
            seed=r.randrange(1 << 30),
            rng_counter=0,
            options=dict(view.options),
            players=view.players,
            pile=view.pile,
            taken=list(view.taken),
            bonus=bonus,
            bids=bids,
            turn=view.turn,
            stack=[Decision(who, kind) for who, kind in view.pending],
            deck=pool,
        )

    def copy(self, s: TokensState) -> TokensState:
        return self.from_json(self.to_json(s))


def evaluate(rules: Rules, s: Any) -> list[float]:
    """More points is better: tokens plus bonus minus bid, against the leader's."""
    points = [t + b - (bid or 0) for t, b, bid in zip(s.taken, s.bonus, s.bids, strict=True)]
    best = max(points)
    return [0.6 if p == best else max(0.0, 0.5 + 0.04 * (p - best)) for p in points]


RULES = ThinkingTokensRules()
register_ai(RULES.key, GameAI(evaluate=evaluate, steps_per_second=4000))
