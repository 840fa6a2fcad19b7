"""The no-leak probe: change every secret a viewer may not see, keep what they may."""

from __future__ import annotations

import copy

from bot.engine.core import Decision
from bot.engine.rng import derive
from bot.engine.wonders.catalogue import CARDS, LEADERS
from bot.engine.wonders.state import WondersState

_CARD_IDS = sorted(CARDS)
_LEADER_IDS = sorted(LEADERS)
_PICKERS = ("halicarnassus", "solomon", "solomon_copy")


def scramble(s: WondersState, viewer: int | None, seed: int) -> WondersState:
    """A copy with other hands, leader hands, piles, tucked cards, choices and seed changed."""
    out = copy.deepcopy(s)
    r = derive(seed, 0, "wonders-scramble")

    def cards(items: list[str]) -> list[str]:
        return [r.choice(_CARD_IDS) for _ in items]

    def leaders(items: list[str]) -> list[str]:
        return [r.choice(_LEADER_IDS) for _ in items]

    for seat in range(s.players):
        if seat == viewer:
            continue
        out.hands[seat] = cards(s.hands[seat])
        out.draft[seat] = leaders(s.draft[seat])
        out.leader_hands[seat] = leaders(s.leader_hands[seat])
        for slot in out.sel[seat]:
            if slot.get("card"):
                slot["card"] = r.choice(_LEADER_IDS if slot["card"] in LEADERS else _CARD_IDS)
    out.fc_pile = cards(s.fc_pile)
    top = s.stack[-1] if s.stack else None
    if not (top is not None and top.seat == viewer and top.kind in _PICKERS):
        out.discard = cards(s.discard)
    out.box = sorted(leaders(s.box))
    for city in out.cities:
        city.tucked = [r.choice(_LEADER_IDS if x in LEADERS else _CARD_IDS) for x in city.tucked]
    for i, d in enumerate(out.stack):
        if d.kind == "seventh" and d.seat != viewer:
            card = r.choice(_CARD_IDS)
            pile = out.fc_pile if int(d.data["city"]) >= s.players else out.hands[d.seat]
            if pile:
                pile[-1] = card
            out.stack[i] = Decision(d.seat, d.kind, {**d.data, "card": card})
    out.seed = r.randrange(1 << 40)
    out.rng_counter = r.randrange(1 << 20)
    return out
