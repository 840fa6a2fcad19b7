"""City improvements (Cities & Knights): buying levels on the trade, politics and science
tracks, and the metropolis that the first to level 4 (or 5) takes."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.acts import act
from bot.engine.catan.board import vid
from bot.engine.catan.data import TRACKS
from bot.engine.catan.pieces import vertex_arg
from bot.engine.catan.queries import CAT
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import DecisionKind, Events, Step
from bot.engine.core import Action, Decision, Event


def improve(s: CatanState, p: int, t: int, discount: int = 0) -> Events:
    """Buy the next level on track `t`; the first to 4 (or 5) takes the metropolis."""
    price = q.improve_cost(s, p, t, discount)
    k = q.TRACK_COMMODITY[TRACKS[t]]
    s.hands[p][k] -= price
    s.bank[k] += price
    s.levels[p][t] += 1
    level = s.levels[p][t]
    events = [Event("improve", {"seat": p, "track": TRACKS[t], "level": level, "paid": price})]
    ck = CAT.raw["ck"]
    if s.metro_locked[t]:
        return events
    holder = s.vowner[s.metro[t]] if s.metro[t] >= 0 else -1
    take = (level == ck["metropolis_level"] and s.metro[t] < 0) or (
        level == ck["metropolis_lock_level"]
    )
    if level == ck["metropolis_lock_level"]:
        s.metro_locked[t] = 1
    if not take or holder == p:
        return events
    s.metro[t] = -1
    spots = q.available_cities(s, p)
    if len(spots) == 1:
        events += place_metropolis(s, p, t, spots[0], holder)
    else:
        s.stack.append(Decision(p, Step.METROPOLIS, {"track": t, "from": holder}))
    return events


def place_metropolis(s: CatanState, p: int, t: int, v: int, holder: int) -> Events:
    s.metro[t] = v
    return [Event("metropolis", {"seat": p, "track": TRACKS[t], "vertex": v, "from": holder})]


def _metro_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("metro", (vid(v),)) for v in q.available_cities(s, d.seat)]


def _metro(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    return place_metropolis(s, d.seat, d.data["track"], vertex_arg(a), d.data["from"])


DECISIONS: dict[Step, DecisionKind] = {
    Step.METROPOLIS: DecisionKind(_metro_legal, _metro, public=True),
}
