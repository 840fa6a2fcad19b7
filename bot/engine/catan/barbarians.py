"""The event die and the barbarians: the ship advancing and attacking (defenders, pillaged
cities), and the city gates' progress draws."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.acts import act
from bot.engine.catan.data import EVENT_FACES, TRACKS
from bot.engine.catan.hands import draw_progress
from bot.engine.catan.pieces import vertex_arg
from bot.engine.catan.queries import CAT, NV
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import DecisionKind, Events, Step, push_in_order
from bot.engine.core import Action, Decision, Event


def event_die(s: CatanState) -> Events:
    face = EVENT_FACES[s.dice[2]]
    if face == "ship":
        s.barbarian += 1
        events = [
            Event(
                "barbarians_advance",
                {"position": s.barbarian, "steps": CAT.raw["ck"]["barbarian_steps"]},
            )
        ]
        if s.barbarian >= CAT.raw["ck"]["barbarian_steps"]:
            events += attack(s)
        return events
    return gate(s, TRACKS.index(face))


def gate(s: CatanState, t: int) -> Events:
    """Progress draws for the city gate of track `t`, in turn order from the roller."""
    red = s.dice[0]
    limits = CAT.raw["ck"]["progress_draw_max_red"]
    events: Events = [Event("gate", {"track": TRACKS[t], "red": red})]
    over: list[int] = []
    for p in q.order_from(s, s.current):
        level = s.levels[p][t]
        if level >= 1 and red <= limits[str(level)]:
            drawn = draw_progress(s, p, TRACKS[t])
            events += drawn
            if p != s.current and len(s.progress[p]) > q.progress_limit():
                over.append(p)
    push_in_order(s, [Decision(p, Step.PROGRESS_DISCARD) for p in over])
    return events


def attack(s: CatanState) -> Events:
    strength = sum(1 for v in range(NV) if s.vkind[v] == 2)
    contrib = [q.knight_strength(s, p) for p in range(s.players)]
    defence = sum(contrib)
    events: Events = [
        Event("attack", {"barbarians": strength, "knights": defence, "contrib": contrib})
    ]
    order = q.order_from(s, s.current)
    if defence >= strength:
        top = max(contrib)
        tied = [p for p in order if contrib[p] == top]
        if top > 0 and len(tied) == 1:
            s.defenders[tied[0]] += 1
            events.append(Event("defender", {"seat": tied[0]}))
        elif top > 0:
            events.append(Event("defenders_tied", {"seats": tied}))
            push_in_order(s, [Decision(p, Step.DEFENDER_DRAW) for p in tied])
    else:
        eligible = [p for p in order if q.available_cities(s, p)]
        if eligible:
            low = min(contrib[p] for p in eligible)
            victims = [p for p in eligible if contrib[p] == low]
            pending = []
            for p in victims:
                choices = q.available_cities(s, p)
                if len(choices) == 1:
                    events += pillage(s, p, choices[0])
                else:
                    pending.append(Decision(p, Step.PILLAGE))
            push_in_order(s, pending)
    for k in s.knights:
        if k is not None:
            k[2] = 0
            k[3] = 0
    s.barbarian = 0
    if not s.robber_active:
        s.robber_active = True
        events.append(Event("robber_unlocked", {}))
    return events


def pillage(s: CatanState, p: int, v: int) -> Events:
    """The barbarians reduce the city on `v` to a settlement (sideways if none is left)."""
    s.walls[v] = 0
    s.vkind[v] = 1 if q.pieces_left(s, p)[1] > 0 else 3
    return [Event("pillaged", {"seat": p, "vertex": v, "sideways": s.vkind[v] == 3})]


# -- what the attack leaves to choose ------------------------------------------------------


def _pillage_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("pillage", ("v" + str(v),)) for v in q.available_cities(s, d.seat)]


def _pillage(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    return pillage(s, d.seat, vertex_arg(a))


def _defender_legal(s: CatanState, d: Decision) -> list[Action]:
    out = [act("deck", (t,)) for t in TRACKS if s.decks[t]]
    return out or [act("deck", ("none",))]


def _defender(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    if a.args[0] == "none":
        return [Event("deck_empty", {"seat": d.seat, "track": "any"})]
    events = draw_progress(s, d.seat, a.args[0])
    if d.seat != s.current and len(s.progress[d.seat]) > q.progress_limit():
        s.stack.append(Decision(d.seat, Step.PROGRESS_DISCARD))
    return events


DECISIONS: dict[Step, DecisionKind] = {
    Step.PILLAGE: DecisionKind(_pillage_legal, _pillage, public=True),
    Step.DEFENDER_DRAW: DecisionKind(_defender_legal, _defender, public=True),
}
