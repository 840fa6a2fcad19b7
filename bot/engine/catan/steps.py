"""The pending-decision kinds, the record of one kind's handlers, and the stack they sit on.

The kinds are named here, at the bottom, so that any rule may push a decision; each step module
says how its own kinds are played (a `DECISIONS` table of `DecisionKind`, the engine's record
of bot/engine/decision.py), and `decisions.DECISIONS` at the top joins those tables."""

from __future__ import annotations

from enum import StrEnum

from bot.engine import context, decision
from bot.engine.catan.state import CatanState
from bot.engine.core import Decision, Event

Events = list[Event]


class Step(StrEnum):
    """Every kind of Decision the stack can hold; names starting with "@" resolve by themselves."""

    SETUP_SETTLE = "setup_settle"
    SETUP_ROAD = "setup_road"
    PRE_ROLL = "pre_roll"
    MAIN = "main"
    DISCARD = "discard"
    ROBBER = "robber"
    STEAL = "steal"
    BANK = "bank"
    OFFER_BUILD = "offer_build"
    OFFER_ANSWER = "offer_answer"
    COUNTER_BUILD = "counter_build"
    OFFER_CONFIRM = "offer_confirm"
    FREE_ROADS = "free_roads"
    TAKE = "take"  # Year of Plenty, Aqueduct
    NAME = "name"  # monopolies, Merchant Fleet
    PILLAGE = "pillage"
    DEFENDER_DRAW = "defender_draw"
    METROPOLIS = "metropolis"
    PROGRESS_DISCARD = "progress_discard"
    KNIGHT_DEST = "knight_dest"
    RELOCATE = "relocate"
    ALCHEMIST = "alchemist"
    CRANE = "crane"
    ENGINEER = "engineer"
    INVENTOR = "inventor"
    MEDICINE = "medicine"
    SMITH = "smith"
    HARBOR_GIVE = "harbor_give"
    HARBOR_ANSWER = "harbor_answer"
    TARGET = "target"  # Master Merchant, Spy, Deserter: choose an opponent
    TAKE_FROM = "take_from"  # Master Merchant: pick cards from the target's hand
    SPY_TAKE = "spy_take"
    DESERT = "desert"  # the Deserter's victim removes a knight
    DESERTER_PLACE = "deserter_place"
    DIPLOMAT = "diplomat"
    DIPLOMAT_ROAD = "diplomat_road"
    INTRIGUE = "intrigue"
    MERCHANT = "merchant"
    GIFT = "gift"  # Wedding
    AUTO_EVENT = "@event"
    AUTO_PRODUCTION = "@production"


GROUP = frozenset({Step.DISCARD, Step.OFFER_ANSWER, Step.COUNTER_BUILD})


class DecisionKind(decision.DecisionKind[CatanState, CatanState, Events]):
    """The engine's decision record for Catan: `apply` works on the state and returns the
    events; `public` is False unless a kind says otherwise, `lapse` settles a kind left on top
    after a move with no choice to make (a subclass only to name the types)."""

    __slots__ = ()


def top_group(s: CatanState) -> list[Decision]:
    """The decisions owed at once: a run of simultaneous ones at the top, else just the top."""
    if not s.stack:
        return []
    top = s.stack[-1]
    if top.kind not in GROUP:
        return [top]
    out = []
    for d in reversed(s.stack):
        if d.kind not in GROUP:
            break
        out.append(d)
    return out


def decision_for(s: CatanState, seat: int) -> Decision | None:
    if s.stack and s.stack[-1].kind not in GROUP:  # the common case: one seat chooses
        top = s.stack[-1]
        return top if top.seat == seat else None
    for d in top_group(s):
        if d.seat == seat:
            return d
    return None


def remove(s: CatanState, d: Decision) -> None:
    """Take one decision off the stack (it may sit inside a simultaneous group)."""
    for i in range(len(s.stack) - 1, -1, -1):
        if s.stack[i] is d:
            del s.stack[i]
            return
    raise ValueError("decision not on the stack")


def push_in_order(s: CatanState, decisions: list[Decision]) -> None:
    """Push so that the first of `decisions` ends up on top (as `Context.push` does)."""
    context.push_in_order(s.stack, decisions)
