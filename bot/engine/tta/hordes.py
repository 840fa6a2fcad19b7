"""The barbarian hordes' strength markers (Part B rules 4, 46): the one primitive that the
barbarian phase, the player's defense and every war or aggression a barbarian wins share."""

from __future__ import annotations

from bot.engine.tta.context import Ctx

CAP = 59  # rule 46


def grow(ctx: Ctx, i: int, n: int, why: str) -> None:
    """Raise barbarian i (1-3); rule 46 caps it at 59 and the player pays 4 culture per point."""
    s = ctx.s
    b = s.barbarians[i - 1]
    new = b.strength + n
    if s.rule(46) and new > CAP:
        excess = new - max(CAP, b.strength)
        new = max(CAP, b.strength)
        loss = min(s.civ.culture, 4 * excess)
        s.civ.culture -= loss
        ctx.emit("barbarian_cap", barbarian=i, excess=excess, culture=loss)
    b.strength = max(0, new)
    if n:
        ctx.emit("barbarian_grows", barbarian=i, n=n, strength=b.strength, why=why)
