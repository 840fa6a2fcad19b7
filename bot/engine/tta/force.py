"""A colonization force (tta.md §16.2): the units the player may sacrifice, with their armies,
colonization modifiers, bonus cards and James Cook's discards. Colonizing, bidding against the
barbarians and the public buttons all measure it."""

from __future__ import annotations

from bot.engine.tta.armies import form_armies
from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.context import ratings
from bot.engine.tta.ratings import leader_fx
from bot.engine.tta.state import TtaState

CARDS = catalogue()


def unit_list(s: TtaState) -> list[str]:
    """One entry (card id) per military unit of the player."""
    return [
        cid for cid in s.civ.techs if CARDS[cid].is_unit for _ in range(s.civ.workers.get(cid, 0))
    ]


def force(s: TtaState, units: list[str], bonus: list[str], cook: list[str]) -> int:
    """§16.2: sacrificed units, their armies, colonization modifiers, bonus cards, Cook."""
    r = ratings(s)
    tactic = CARDS[s.civ.tactic] if s.civ.tactic else None
    armies = form_armies(
        [(CARDS[u].type, CARDS[u].age) for u in units],
        tactic,
        genghis=bool(leader_fx(s.civ, "infantry_as_cavalry")),
    )
    strength = sum(CARDS[u].out.get("strength", 0) for u in units)
    return (
        strength
        + armies.bonus
        + r.colonization
        + sum(CARDS[b].colonization for b in bonus)
        + len(cook)
    )


def max_force(s: TtaState) -> int:
    units = unit_list(s)
    if not units:
        return 0
    bonus = [c for c in s.civ.military if CARDS[c].kind is Kind.BONUS]
    cook = 0
    if leader_fx(s.civ, "cook_discards"):
        cook = min(leader_fx(s.civ, "cook_discards"), len(s.civ.military) - len(bonus))
    return force(s, units, bonus, ["x"] * cook)
