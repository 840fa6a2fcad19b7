"""Hand-built Catan positions for rule tests (no random moves)."""

from __future__ import annotations

from typing import Any

from bot.engine.catan import RULES
from bot.engine.catan.board import board
from bot.engine.catan.data import KINDS
from bot.engine.catan.decisions import advance
from bot.engine.catan.roads import update_longest
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step
from bot.engine.core import Action, Decision, Event, play

B = board()
# beginner island, by hex id: 0 mountains 10, 1 pasture 2, 2 forest 9, 3 fields 12, 4 hills 6,
# 5 pasture 4, 6 hills 10, 7 fields 9, 8 forest 11, 9 desert, 10 forest 3, 11 mountains 8,
# 12 forest 8, 13 mountains 3, 14 fields 4, 15 pasture 5, 16 hills 5, 17 fields 6, 18 pasture 11


def game(
    players: int = 3,
    *,
    ck: bool = False,
    board_kind: str = "beginner",
    seed: int = 1,
    shortage: str = "almanac",
    trade_offers: str = "unlimited",
) -> CatanState:
    """An empty island after setup: seat 0 to act in the action phase, everyone with no cards."""
    options = {"ck": ck, "board": board_kind, "shortage": shortage, "trade_offers": trade_offers}
    s = RULES.new_game(players, seed, options)
    s.stack.clear()
    s.turn_no = 1
    s.current = 0
    s.first = 0
    s.dice = [3, 4, 0] if ck else [3, 4]
    s.stack.append(Decision(0, Step.MAIN))
    return s


def before_roll(s: CatanState, p: int = 0) -> CatanState:
    s.stack = [Decision(p, Step.PRE_ROLL)]
    s.current = p
    return s


def build(
    s: CatanState,
    p: int,
    *,
    settlements: tuple[int, ...] = (),
    cities: tuple[int, ...] = (),
    roads: tuple[int, ...] = (),
) -> CatanState:
    for v in settlements:
        s.vowner[v], s.vkind[v] = p, 1
    for v in cities:
        s.vowner[v], s.vkind[v] = p, 2
    for e in roads:
        s.eowner[e] = p
    update_longest(s)
    return s


def knight(
    s: CatanState, p: int, v: int, level: int = 1, active: bool = False, ready: bool = False
) -> CatanState:
    s.knights[v] = [p, level, int(active), int(ready), 0]
    update_longest(s)
    return s


def kn(s: CatanState, v: int) -> list[int]:
    """The knight on `v` (which must be there)."""
    k = s.knights[v]
    assert k is not None
    return k


def cards(s: CatanState, p: int, **counts: int) -> CatanState:
    """Give seat `p` exactly these cards, taken from (or returned to) the bank."""
    for i, k in enumerate(KINDS):
        want = counts.get(k, 0)
        s.bank[i] += s.hands[p][i] - want
        s.hands[p][i] = want
    return s


def hand(s: CatanState, p: int) -> dict[str, int]:
    return {k: n for k, n in zip(KINDS, s.hands[p], strict=True) if n}


def do(s: CatanState, seat: int, token: str) -> tuple[CatanState, list[Event]]:
    """One checked move, as a player would make it."""
    return play(RULES, s, seat, token)


def run(s: CatanState, *moves: tuple[int, str]) -> tuple[CatanState, list[Event]]:
    events: list[Event] = []
    for seat, token in moves:
        s, ev = do(s, seat, token)
        events += ev
    return s, events


def tokens(s: CatanState, seat: int) -> set[str]:
    return {a.token for a in RULES.legal_actions(s, seat)}


def roll(s: CatanState, red: int, yellow: int, face: str | None = None) -> list[Event]:
    """Resolve a roll with fixed dice (and event face) for the seat in the action phase."""
    from bot.engine.catan.data import EVENT_FACES

    s.dice = [red, yellow]
    s.stack.append(Decision(s.current, Step.AUTO_PRODUCTION))
    if s.ck:
        s.dice.append(EVENT_FACES.index(face or "ship"))
        if face is not None:
            s.stack.append(Decision(s.current, Step.AUTO_EVENT))
    return advance(s)


def kinds_of(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def event(events: list[Event], kind: str) -> dict[str, Any]:
    found = [e.data for e in events if e.kind == kind]
    assert found, f"no {kind} event in {kinds_of(events)}"
    return found[-1]


def action(token: str) -> Action:
    return Action.parse(token)
