"""Victory points by category, the civilian winner and its tie-break."""

from __future__ import annotations

from bot.engine.duel import city, senate
from bot.engine.duel.catalog import Color, catalog
from bot.engine.duel.effects import guild_count
from bot.engine.duel.state import DuelState

CATEGORIES = ("blue", "green", "yellow", "guilds", "wonders", "progress", "coins", "military")


def military_vp(s: DuelState, seat: int) -> int:
    """The VP of the zone the pawn stands in, for the player it is ahead for."""
    ahead = 0 if s.pawn > 0 else 1 if s.pawn < 0 else None
    if ahead != seat:
        return 0
    depth = abs(s.pawn)
    return next((z.vp for z in catalog().zones if z.start <= depth <= z.end), 0)


def breakdown(s: DuelState, seat: int) -> dict[str, int]:
    cat = catalog()
    p = s.players[seat]
    out = dict.fromkeys(CATEGORIES, 0)
    for cid in p.city:
        card = cat.cards[cid]
        if card.color == Color.PURPLE:
            for e in card.of("guild"):
                out["guilds"] += int(e.get("vp_per", 0)) * guild_count(s, e.get("count"))
        elif card.color in (Color.BLUE, Color.GREEN, Color.YELLOW):
            out[str(card.color)] += card.vp
        # brown, grey and red cards give no VP
    out["wonders"] = sum(cat.wonders[w].vp for w in p.built)
    out["progress"] = sum(cat.tokens[t].vp for t in p.tokens) + city.total(
        s, seat, "vp_per_token"
    ) * len(p.tokens)
    out["coins"] = p.coins // cat.constants["coins_per_vp"]
    out["military"] = military_vp(s, seat)
    if senate.on(s):  # Agora: the VP of the chambers controlled
        out["senate"] = senate.senate_vp(s, seat)
    return out


def totals(s: DuelState) -> tuple[int, int]:
    return sum(breakdown(s, 0).values()), sum(breakdown(s, 1).values())


def civilian_winners(s: DuelState) -> list[int]:
    """Most VP; tied: most blue-card VP; still tied: both win."""
    scores = totals(s)
    if scores[0] != scores[1]:
        return [0 if scores[0] > scores[1] else 1]
    blue = (breakdown(s, 0)["blue"], breakdown(s, 1)["blue"])
    if blue[0] != blue[1]:
        return [0 if blue[0] > blue[1] else 1]
    return [0, 1]
