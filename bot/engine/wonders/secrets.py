"""The no-leak probe: change every secret a viewer may not see, keep what they may."""

from __future__ import annotations

from bot.engine.core import Decision
from bot.engine.rng import derive
from bot.engine.wonders.catalogue import CARDS, LEADERS
from bot.engine.wonders.state import Seen, WondersState, copy_state

_CARD_IDS = sorted(CARDS)
_LEADER_IDS = sorted(LEADERS)
_PICKERS = ("halicarnassus", "solomon", "solomon_copy")


def scramble(s: WondersState, viewer: int | None, seed: int) -> WondersState:
    """A copy with other hands, leader hands, piles, tucked cards, choices and seed changed."""
    out = copy_state(s)
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
        # a secret choice names a card of its hand: it becomes a card of the scrambled hand
        taken: set[tuple[int, int]] = set()
        for slot in out.sel[seat]:
            card = slot.get("card")
            if not card:
                continue
            for k, (before, after) in enumerate(
                ((s.hands, out.hands), (s.leader_hands, out.leader_hands), (s.draft, out.draft))
            ):
                free = (
                    [i for i in range(len(after[seat])) if (k, i) not in taken]
                    if card in before[seat]
                    else []
                )
                if free:
                    i = r.choice(free)
                    taken.add((k, i))
                    slot["card"] = after[seat][i]
                    break
            else:
                slot["card"] = r.choice(_LEADER_IDS if card in LEADERS else _CARD_IDS)
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
    out.seen = tuple(
        m
        if seat == viewer
        else Seen(
            tuple(None if h is None else tuple(cards(list(h))) for h in m.hands),
            tuple(r.randrange(3) for _ in m.extra),
            tuple(cards(list(m.gone))),
        )
        for seat, m in enumerate(s.seen)
    )
    out.seed = r.randrange(1 << 40)
    out.rng_counter = r.randrange(1 << 20)
    return out
