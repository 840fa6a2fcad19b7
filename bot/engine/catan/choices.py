"""Small choices several rules push: taking a resource from the bank (Year of Plenty, the
Aqueduct), naming a kind (the monopolies, Merchant Fleet), and discarding progress cards
down to the hand limit."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.acts import act
from bot.engine.catan.data import KINDS, RESOURCES
from bot.engine.catan.hands import drop_progress, gain, move_cards
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import DecisionKind, Events, Step
from bot.engine.core import Action, Decision, Event


def _take_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("take", (KINDS[k],)) for k in range(len(RESOURCES)) if s.bank[k] > 0]


def _take(s: CatanState, d: Decision, a: Action) -> Events:
    p = d.seat
    gain(s, p, KINDS.index(a.args[0]), 1)
    s.stack.pop()
    left = d.data["left"] - 1
    if left > 0 and any(s.bank[k] for k in range(len(RESOURCES))):
        s.stack.append(Decision(p, Step.TAKE, {**d.data, "left": left}))
    return [Event("take", {"seat": p, "kind": a.args[0], "why": d.data.get("why", "")})]


def _name_legal(s: CatanState, d: Decision) -> list[Action]:
    names = {"resources": KINDS[:5], "commodities": KINDS[5:], "all": q.kinds(s)}
    taken = s.fleet if d.data["effect"] == "fleet" else []  # a second Fleet names a new kind
    return [act("name", (k,)) for k in names[d.data["kinds"]] if k not in taken]


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
            got = move_cards(s, o, p, k, n)
            if got:
                taken[str(o)] = got
    return [Event("monopoly", {"seat": p, "kind": kind, "taken": taken})]


def _pdiscard_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("drop", (c,)) for c in sorted(set(s.progress[d.seat]))]


def _pdiscard(s: CatanState, d: Decision, a: Action) -> Events:
    events = drop_progress(s, d.seat, a.args[0])
    if len(s.progress[d.seat]) <= q.progress_limit():
        s.stack.pop()
    return events


DECISIONS: dict[Step, DecisionKind] = {
    Step.TAKE: DecisionKind(_take_legal, _take, public=True),
    Step.NAME: DecisionKind(_name_legal, _name, public=True),
    Step.PROGRESS_DISCARD: DecisionKind(_pdiscard_legal, _pdiscard),
}
