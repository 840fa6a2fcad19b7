"""Placing what a city builds and the one-time gains that follow, shared by every path."""

from __future__ import annotations

from typing import Any

from bot.engine.core import Decision, Event
from bot.engine.rng import shuffled
from bot.engine.wonders.catalogue import CARDS, LEADERS, WONDERS, Effect, Fx
from bot.engine.wonders.city import effects, is_free_city, left_of, right_of
from bot.engine.wonders.state import WondersState


class Extra:
    """Choices made after a turn's main resolution, in this order (rules §4.5 step 6)."""

    SEVENTH = "seventh"  # Babylon B plays its 7th card (D6)
    COURTESAN = "courtesan"  # the Courtesans Guild picks a neighbour's leader
    ROME = "rome"  # Rome B recruits an extra leader (D10)
    HALICARNASSUS = "halicarnassus"  # build from the discard pile (D7)
    SOLOMON = "solomon"
    SOLOMON_COPY = "solomon_copy"  # Solomon copied with the Courtesan token (D13)


ORDER = {
    Extra.SEVENTH: 0,
    Extra.COURTESAN: 1,
    Extra.ROME: 2,
    Extra.HALICARNASSUS: 3,
    Extra.SOLOMON: 4,
    Extra.SOLOMON_COPY: 5,
}
ROME_DRAW = 4


def _key(s: WondersState, kind: str, c: int) -> tuple[int, int]:
    """Extras run by kind, then in seat order, the Free City's before its controller's (D23)."""
    return ORDER[kind], -1 if is_free_city(s, c) else c


def push(s: WondersState, seat: int, kind: str, data: dict[str, Any]) -> None:
    """Queue a post-turn choice, keeping the stack ordered (the next choice on top)."""
    key = _key(s, kind, int(data["city"]))
    d = Decision(seat, kind, data)
    i = len(s.stack)
    while i > 0:
        below = s.stack[i - 1]
        if _key(s, below.kind, int(below.data["city"])) >= key:
            break
        i -= 1
    s.stack.insert(i, d)


def count(s: WondersState, c: int, e: Effect) -> int:
    """The number an effect counts (cards of colours, stages, defeat tokens...) in its cities."""
    cities = {"self": c, "left": left_of(s, c), "right": right_of(s, c)}
    total = 0
    for where in e.cities:
        city = s.cities[cities[where]]
        if e.count == "cards":
            total += sum(1 for x in city.built if CARDS[x].colour in e.colours)
        elif e.count == "wonder_stages":
            total += city.stages
        elif e.count == "defeat_tokens":
            total += sum(1 for t in city.tokens if t < 0)
        elif e.count == "coin_triplets":
            total += city.coins // 3
        elif e.count == "recruited_leaders":
            total += len(city.leaders)
        elif e.count == "color_sets":
            total += min(sum(1 for x in city.built if CARDS[x].colour == col) for col in e.colours)
    return total


def _leader_hooks(s: WondersState, c: int, kind: Fx) -> list[Effect]:
    return [e for e in effects(s, c) if e.kind == kind]


def card_gains(s: WondersState, c: int, card: str, *, chain: bool) -> int:
    """Coins a structure brings when built (counted with every card of the turn placed)."""
    info = CARDS[card]
    coins = 0
    for e in info.effects:
        if e.kind == Fx.COINS:
            coins += e.amount
        elif e.kind == Fx.COINS_PER:
            coins += e.amount * count(s, c, e)
    for e in _leader_hooks(s, c, Fx.COINS_ON_BUILD):
        if info.colour in e.colours:
            coins += e.amount  # Xenophon (D15)
    if chain:
        coins += sum(e.amount for e in _leader_hooks(s, c, Fx.COINS_ON_CHAIN_BUILD))  # Vitruvius
    return coins


def card_extras(s: WondersState, seat: int, c: int, card: str) -> None:
    for e in CARDS[card].effects:
        if e.kind == Fx.COPY_NEIGHBOR_LEADER:
            push(s, seat, Extra.COURTESAN, {"city": c})


def stage_effects(s: WondersState, seat: int, c: int, events: list[Event]) -> int:
    """What the stage just built gives now: coins returned, choices queued, leaders drawn."""
    city = s.cities[c]
    stage = WONDERS[city.wonder].stages(city.side or "a")[city.stages - 1]
    coins = 0
    for e in stage.effects:
        if e.kind == Fx.COINS:
            coins += e.amount
        elif e.kind == Fx.BUILD_FROM_DISCARD:
            push(s, seat, Extra.HALICARNASSUS, {"city": c})
        elif is_free_city(s, c):
            continue  # the Free City has no leaders (D21)
        elif e.kind == Fx.DRAW_LEADERS_FROM_BOX:
            drawn = shuffled(s, s.box)[: e.amount]
            for x in drawn:
                s.box.remove(x)
            s.leader_hands[seat].extend(drawn)
            events.append(Event("rome_draw", {"city": c, "n": len(drawn)}))
            events.append(Event("rome_drawn", {"seat": seat, "leaders": drawn}, frozenset({seat})))
        elif e.kind == Fx.RECRUIT_EXTRA_LEADER_NOW:
            push(s, seat, Extra.ROME, {"city": c})
    return coins


def recruit_gains(s: WondersState, seat: int, c: int, leader: str, *, copy: bool = False) -> int:
    """One-time effects of a leader entering play (or copied): Croesus, Solomon."""
    coins = 0
    for e in LEADERS[leader].effects:
        if e.kind == Fx.COINS:
            coins += e.amount
        elif e.kind == Fx.BUILD_FROM_DISCARD:
            push(s, seat, Extra.SOLOMON_COPY if copy else Extra.SOLOMON, {"city": c})
    return coins
