"""7 Wonders Duel's solo challenge: against one hard bot, with Agora on every third day and on
odd weeks; a win first, an instant (supremacy) win above any civilian one."""

from __future__ import annotations

from typing import Any

from bot.engine.game import WIN, ChallengeRules, Finish, Score

SUPREMACY = ("military", "science", "political")  # Outcome.cause of an instant win


def deal(daily: bool, n: int) -> tuple[dict[str, Any], str]:
    agora = n % 3 == 0 if daily else n % 2 == 1
    return {"agora": agora}, "agora" if agora else "base"


def score(f: Finish) -> Score:
    """Win first; a supremacy (instant) win ranks above any civilian win, and a supremacy loss
    below any civilian loss; then the points difference; a sole win above a shared one."""
    tier, result = f.standing
    rival = f.rival
    points = f.scores[f.seat]
    how = f.cause if f.cause in SUPREMACY else "points"
    instant = 1 if how != "points" else 0
    args = {"result": result, "how": how, "points": points, "rival": rival}
    return Score(
        (tier, instant if tier == WIN else -instant, points - rival, 1 if result == "won" else 0),
        tier == WIN,
        points - rival,
        ("challenge.score.duel", args),
    )


CHALLENGE = ChallengeRules(players=2, deal=deal, score=score)
