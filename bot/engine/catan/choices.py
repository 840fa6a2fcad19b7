"""Small shared decisions: the robber, stealing, discarding, taking or naming a card kind."""

from __future__ import annotations

from bot.engine.catan import flow
from bot.engine.catan import queries as q
from bot.engine.catan.board import hid
from bot.engine.catan.data import KINDS, RESOURCES, TRACKS
from bot.engine.catan.main_phase import drop_progress, hex_arg, vertex_arg
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step, applies, legal, remove, top_group
from bot.engine.core import Action, Decision, Event

Events = list[Event]


# -- the robber ----------------------------------------------------------------------------


@legal(Step.ROBBER)
def _robber_legal(s: CatanState, d: Decision) -> list[Action]:
    return [Action("robber", (hid(h),)) for h in range(q.NH) if h != s.robber]


@applies(Step.ROBBER)
def _robber(s: CatanState, d: Decision, a: Action) -> Events:
    p, h = d.seat, hex_arg(a)
    s.stack.pop()
    s.robber = h
    events = [Event("robber", {"seat": p, "hex": h, "why": d.data.get("why", "")})]
    victims = flow.robber_victims(s, p, h)
    if d.data.get("why") == "bishop":
        for v in q.order_from(s, p):
            if v in victims:
                events += flow.steal(s, p, v)
    elif len(victims) == 1:
        events += flow.steal(s, p, victims[0])
    elif victims:
        s.stack.append(Decision(p, Step.STEAL, {"hex": h}))
    return events


@legal(Step.STEAL)
def _steal_legal(s: CatanState, d: Decision) -> list[Action]:
    return [Action("steal", (str(v),)) for v in flow.robber_victims(s, d.seat, d.data["hex"])]


@applies(Step.STEAL)
def _steal(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    return flow.steal(s, d.seat, int(a.args[0]))


# -- discarding half (after a 7, or the Saboteur): simultaneous and secret -----------------


def _picked(s: CatanState, p: int) -> list[int]:
    sel = s.discard_sel[p]
    return sel if sel is not None else [0] * len(KINDS)


def discard_ready(s: CatanState, d: Decision) -> bool:
    return sum(_picked(s, d.seat)) >= d.data["n"]


@legal(Step.DISCARD)
def _discard_legal(s: CatanState, d: Decision) -> list[Action]:
    sel = _picked(s, d.seat)
    if sum(sel) >= d.data["n"]:
        return [Action("undo")]
    hand = s.hands[d.seat]
    return [Action("discard", (KINDS[k],)) for k in range(len(KINDS)) if hand[k] > sel[k]]


@applies(Step.DISCARD)
def _discard(s: CatanState, d: Decision, a: Action) -> Events:
    p = d.seat
    if a.kind == "undo":
        s.discard_sel[p] = [0] * len(KINDS)
        return [Event("discard_undo", {"seat": p})]
    sel = _picked(s, p)
    sel[KINDS.index(a.args[0])] += 1
    s.discard_sel[p] = sel
    events: Events = [flow.private(p, "discard_pick", seat=p, kind=a.args[0])]
    if sum(sel) < d.data["n"]:
        return events
    events.append(Event("discard_ready", {"seat": p}))
    group = [g for g in top_group(s) if g.kind == Step.DISCARD]
    if all(discard_ready(s, g) for g in group):
        for g in sorted(group, key=lambda g: g.seat):
            picked = _picked(s, g.seat)
            flow.pay(s, g.seat, picked)
            s.discard_sel[g.seat] = None
            remove(s, g)
            events.append(
                Event(
                    "discarded",
                    {"seat": g.seat, "cards": {KINDS[k]: n for k, n in enumerate(picked) if n}},
                )
            )
    return events


# -- taking, naming, drawing ---------------------------------------------------------------


@legal(Step.TAKE)
def _take_legal(s: CatanState, d: Decision) -> list[Action]:
    return [Action("take", (KINDS[k],)) for k in range(len(RESOURCES)) if s.bank[k] > 0]


@applies(Step.TAKE)
def _take(s: CatanState, d: Decision, a: Action) -> Events:
    p = d.seat
    flow.gain(s, p, KINDS.index(a.args[0]), 1)
    s.stack.pop()
    left = d.data["left"] - 1
    if left > 0 and any(s.bank[k] for k in range(len(RESOURCES))):
        s.stack.append(Decision(p, Step.TAKE, {**d.data, "left": left}))
    return [Event("take", {"seat": p, "kind": a.args[0], "why": d.data.get("why", "")})]


@legal(Step.NAME)
def _name_legal(s: CatanState, d: Decision) -> list[Action]:
    names = {"resources": KINDS[:5], "commodities": KINDS[5:], "all": q.kinds(s)}
    taken = s.fleet if d.data["effect"] == "fleet" else []  # a second Fleet names a new kind
    return [Action("name", (k,)) for k in names[d.data["kinds"]] if k not in taken]


@applies(Step.NAME)
def _name(s: CatanState, d: Decision, a: Action) -> Events:
    p, kind = d.seat, a.args[0]
    s.stack.pop()
    if d.data["effect"] == "fleet":
        s.fleet.append(kind)
        return [Event("fleet", {"seat": p, "kind": kind})]
    k = KINDS.index(kind)
    n = d.data["n"] or 10**6
    taken = {}
    for o in q.order_from(s, p):
        if o != p:
            got = flow.move_cards(s, o, p, k, n)
            if got:
                taken[str(o)] = got
    return [Event("monopoly", {"seat": p, "kind": kind, "taken": taken})]


@legal(Step.PROGRESS_DISCARD)
def _pdiscard_legal(s: CatanState, d: Decision) -> list[Action]:
    return [Action("drop", (c,)) for c in sorted(set(s.progress[d.seat]))]


@applies(Step.PROGRESS_DISCARD)
def _pdiscard(s: CatanState, d: Decision, a: Action) -> Events:
    events = drop_progress(s, d.seat, a.args[0])
    if len(s.progress[d.seat]) <= q.progress_limit():
        s.stack.pop()
    return events


# -- barbarian outcomes --------------------------------------------------------------------


@legal(Step.PILLAGE)
def _pillage_legal(s: CatanState, d: Decision) -> list[Action]:
    return [Action("pillage", ("v" + str(v),)) for v in q.available_cities(s, d.seat)]


@applies(Step.PILLAGE)
def _pillage(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    return flow.pillage(s, d.seat, vertex_arg(a))


@legal(Step.DEFENDER_DRAW)
def _defender_legal(s: CatanState, d: Decision) -> list[Action]:
    out = [Action("deck", (t,)) for t in TRACKS if s.decks[t]]
    return out or [Action("deck", ("none",))]


@applies(Step.DEFENDER_DRAW)
def _defender(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    if a.args[0] == "none":
        return [Event("deck_empty", {"seat": d.seat, "track": "any"})]
    events = flow.draw_progress(s, d.seat, a.args[0])
    if d.seat != s.current and len(s.progress[d.seat]) > q.progress_limit():
        s.stack.append(Decision(d.seat, Step.PROGRESS_DISCARD))
    return events
