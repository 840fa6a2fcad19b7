"""7 Wonders' solo challenge: three players (you and two hard bots), Leaders on odd days and
even weeks; first place wins (shared too), then the lead over the best opponent."""

from __future__ import annotations

from typing import Any

from bot.engine.game import WIN, ChallengeRules, Finish, Score


def deal(daily: bool, n: int) -> tuple[dict[str, Any], str]:
    leaders = n % 2 == 1 if daily else n % 2 == 0
    return {"leaders": leaders}, "leaders" if leaders else "base"


def score(f: Finish) -> Score:
    tier, result = f.standing
    points = f.scores[f.seat]
    margin = points - f.rival
    args = {"result": result, "points": points, "rival": f.rival}
    return Score(
        (tier, margin, points, 1 if result == "won" else 0),
        tier == WIN,
        margin,
        ("challenge.score.wonders", args),
    )


CHALLENGE = ChallengeRules(players=3, deal=deal, score=score)
