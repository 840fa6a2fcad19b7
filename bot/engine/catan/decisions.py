"""Every decision kind and how it is played, joined from the modules that own the rules, and
`advance`, which resolves the automatic steps between two choices.

Each step module ends with its own `DECISIONS` table; this one is their union, checked at
import: every kind of `Step` is played by exactly one module."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from bot.engine.catan import (
    barbarians,
    cards,
    choices,
    improvements,
    knights,
    main_phase,
    production,
    robber,
    setup,
    trade,
)
from bot.engine.catan import queries as q
from bot.engine.catan.state import NONE, CatanState
from bot.engine.catan.steps import DecisionKind, Events, Step
from bot.engine.core import Event

AutoStep = Callable[[CatanState], Events]


def _join(*tables: Mapping[Step, DecisionKind]) -> dict[str, DecisionKind]:
    out: dict[str, DecisionKind] = {}
    for table in tables:
        for kind, handlers in table.items():
            if kind in out:
                raise ValueError(f"decision kind {kind} is played by two modules")
            out[kind] = handlers
    missing = [k for k in Step if not k.startswith("@") and k not in out]
    if missing:
        raise ValueError(f"no module plays the decision kinds {missing}")
    return out


DECISIONS: dict[str, DecisionKind] = _join(
    setup.DECISIONS,  # setup_settle, setup_road
    main_phase.DECISIONS,  # pre_roll, main
    robber.DECISIONS,  # discard, robber, steal
    choices.DECISIONS,  # take, name, progress_discard
    trade.DECISIONS,  # bank, offers and counters, Commercial Harbor exchanges
    cards.DECISIONS,  # the choices development and progress cards ask for
    knights.DECISIONS,  # knight_dest, relocate
    improvements.DECISIONS,  # metropolis
    barbarians.DECISIONS,  # pillage, defender_draw
)

# the kinds starting with "@": no seat chooses, they run as soon as they reach the top
AUTOMATIC: dict[str, AutoStep] = {
    Step.AUTO_PRODUCTION: production.production,
    Step.AUTO_EVENT: barbarians.event_die,
}


def advance(s: CatanState) -> Events:
    """Run automatic steps until a player must choose, then check for a winner."""
    events: Events = []
    while s.winner == NONE:
        while s.stack and s.stack[-1].kind.startswith("@"):
            step = s.stack.pop().kind
            events += AUTOMATIC[step](s)
        lapse = DECISIONS[s.stack[-1].kind].lapse if s.stack else None
        if lapse is not None:
            more = lapse(s)
            if more:
                events += more
                continue
        break
    if s.winner == NONE and s.turn_no > 0 and q.vp(s, s.current) >= q.target(s):
        s.winner = s.current
        s.stack.clear()
        s.trade = None
        events.append(Event("win", {"seat": s.current, "vp": q.vp(s, s.current)}))
    return events
