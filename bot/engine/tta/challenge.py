"""Through the Ages' solo challenge: the dummy player on even days and weeks, the barbarians on
odd ones (no optional rules 43-47), and each variant's own verdict as the score."""

from __future__ import annotations

from typing import Any

from bot.engine.game import DRAW, LOSS, WIN, ChallengeRules, Finish, Score
from bot.engine.tta.scoring import GOOD, TARGET

DUMMY_CAUSES = ("beat_dummy", "lost_dummy", "tied_dummy")
BARBARIAN_CAUSES = ("culture_target", "culture_short", "overrun")


def deal(daily: bool, n: int) -> tuple[dict[str, Any], str]:
    variant = "dummy" if n % 2 == 0 else "barbarians"
    return {"variant": variant}, variant


def score(f: Finish) -> Score:
    """Dummy player (rules A-5.5): more culture than the dummy wins, a tie is a draw; then the
    lead over the dummy. Barbarians: surviving is the win (rule 33, B-D26), graded by rule 35
    (/work/shared/rules/tta-solo-variants.md): 180 or more is the target, over 200 a good
    score; then culture."""
    culture = f.facts.get("culture", f.scores[f.seat])
    if f.cause in DUMMY_CAUSES:
        dummy = f.facts["dummy"]
        tier, result = {"beat_dummy": (WIN, "won"), "tied_dummy": (DRAW, "draw")}.get(
            f.cause, (LOSS, "lost")
        )
        args = {"result": result, "culture": culture, "dummy": dummy}
        return Score(
            (tier, culture - dummy, culture, 0),
            tier == WIN,
            culture,
            ("challenge.score.tta.dummy", args),
        )
    if f.cause not in BARBARIAN_CAUSES:
        raise ValueError(f"not a Through the Ages solo result: {f.cause!r}")
    survived = f.cause != "overrun"
    grade = 0 if not survived else 3 if culture > GOOD else 2 if culture >= TARGET else 1
    args = {
        "result": "won" if survived else "lost",
        "grade": ("none", "short", "target", "good")[grade],
        "culture": culture,
        "target": TARGET,
        "good": GOOD,
        "strength": f.facts.get("strength", 0),
        "barbarians": f.facts.get("barbarians", 0),
    }
    return Score(
        (WIN if survived else LOSS, grade, culture, 0),
        survived,
        culture,
        ("challenge.score.tta.barbarians", args),
    )


CHALLENGE = ChallengeRules(players=1, deal=deal, score=score)
