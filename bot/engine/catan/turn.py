"""Turn order: starting and ending a turn, and the roll, which queues the automatic steps
(production, the event die) that `decisions.advance` then resolves."""

from __future__ import annotations

from bot.engine.catan.data import EVENT_FACES
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Events, Step
from bot.engine.core import Decision, Event
from bot.engine.rng import rng


def start_turn(s: CatanState, p: int) -> Events:
    s.current = p
    s.turn_no += 1
    s.dev_played = False
    s.offers_made = 0
    s.lapsed = []
    s.fleet = []
    s.harbor_left = None
    for k in s.knights:
        if k is not None:
            k[4] = 0
            k[3] = k[2] if k[0] == p else 0
    s.stack.append(Decision(p, Step.PRE_ROLL))
    return [Event("turn", {"seat": p, "turn": s.turn_no})]


def end_turn(s: CatanState) -> Events:
    p = s.current
    if not s.ck:
        s.dev_hand[p].extend(s.dev_new[p])
        s.dev_new[p] = []
    s.stack.pop()
    s.trade = None
    return start_turn(s, (p + 1) % s.players)


def roll(s: CatanState, red: int = 0, yellow: int = 0) -> Events:
    """Roll (or set, with the Alchemist) the dice and queue their consequences."""
    r = rng(s)
    if not red:
        red, yellow = r.randint(1, 6), r.randint(1, 6)
    s.dice = [red, yellow]
    data: dict[str, object] = {
        "seat": s.current,
        "red": red,
        "yellow": yellow,
        "total": red + yellow,
    }
    if s.ck:
        face = r.randrange(6)
        s.dice.append(face)
        data["event"] = EVENT_FACES[face]
    s.stack.pop()  # pre_roll
    s.stack.append(Decision(s.current, Step.MAIN))
    s.stack.append(Decision(s.current, Step.AUTO_PRODUCTION))
    if s.ck:
        s.stack.append(Decision(s.current, Step.AUTO_EVENT))
    return [Event("roll", data)]
