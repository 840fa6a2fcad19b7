"""The robber and the 7: discarding half (simultaneous and secret), moving the robber and
stealing a card. Knights, the Knight card and the Bishop send the robber too; the Saboteur
uses the same discards."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.acts import act
from bot.engine.catan.board import hid
from bot.engine.catan.data import KINDS
from bot.engine.catan.hands import move_cards, pay, private
from bot.engine.catan.pieces import hex_arg
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import DecisionKind, Events, Step, remove, top_group
from bot.engine.core import Action, Decision, Event
from bot.engine.rng import rng


def seven(s: CatanState) -> Events:
    events: Events = [Event("seven", {"seat": s.current})]
    if s.robber_active:
        s.stack.append(Decision(s.current, Step.ROBBER, {"why": "seven"}))
    elif s.ck:
        events.append(Event("robber_locked", {}))
    events += queue_discards(
        s, [p for p in range(s.players) if q.hand_size(s, p) > q.discard_limit(s, p)], "seven"
    )
    return events


# -- discarding half (after a 7, or the Saboteur): simultaneous and secret -----------------


def queue_discards(s: CatanState, seats: list[int], why: str) -> Events:
    """Everyone in `seats` discards half their cards, secretly and at the same time."""
    owed = [(p, q.hand_size(s, p) // 2) for p in sorted(seats)]
    owed = [(p, n) for p, n in owed if n > 0]
    for p, _ in owed:
        s.discard_sel[p] = [0] * len(KINDS)
    for p, n in reversed(owed):
        s.stack.append(Decision(p, Step.DISCARD, {"n": n, "why": why}))
    if not owed:
        return []
    return [
        Event(
            "must_discard",
            {"seats": [p for p, _ in owed], "counts": [n for _, n in owed], "why": why},
        )
    ]


def _picked(s: CatanState, p: int) -> list[int]:
    sel = s.discard_sel[p]
    return sel if sel is not None else [0] * len(KINDS)


def discard_ready(s: CatanState, d: Decision) -> bool:
    return sum(_picked(s, d.seat)) >= int(d.data["n"])


def _discard_legal(s: CatanState, d: Decision) -> list[Action]:
    """The next card to discard; once committed (the whole count chosen), until the last seat
    commits: take the choice back ("Change my pick"), or start it again from another card."""
    sel = _picked(s, d.seat)
    hand = s.hands[d.seat]
    if sum(sel) >= d.data["n"]:
        return [
            act("undo"),
            *(act("discard", (KINDS[k],)) for k in range(len(KINDS)) if hand[k]),
        ]
    return [act("discard", (KINDS[k],)) for k in range(len(KINDS)) if hand[k] > sel[k]]


def _discard(s: CatanState, d: Decision, a: Action) -> Events:
    p = d.seat
    changed: Events = []
    if a.kind == "undo" or sum(_picked(s, p)) >= d.data["n"]:
        s.discard_sel[p] = [0] * len(KINDS)
        changed = [Event("discard_undo", {"seat": p})]
        if a.kind == "undo":
            return changed
    sel = _picked(s, p)
    sel[KINDS.index(a.args[0])] += 1
    s.discard_sel[p] = sel
    events: Events = [*changed, private(p, "discard_pick", seat=p, kind=a.args[0])]
    if sum(sel) < d.data["n"]:
        return events
    events.append(Event("discard_ready", {"seat": p}))
    group = [g for g in top_group(s) if g.kind == Step.DISCARD]
    if all(discard_ready(s, g) for g in group):
        for g in sorted(group, key=lambda g: g.seat):
            picked = _picked(s, g.seat)
            pay(s, g.seat, picked)
            s.discard_sel[g.seat] = None
            remove(s, g)
            events.append(
                Event(
                    "discarded",
                    {"seat": g.seat, "cards": {KINDS[k]: n for k, n in enumerate(picked) if n}},
                )
            )
    return events


# -- moving the robber and stealing --------------------------------------------------------


def robber_victims(s: CatanState, p: int, h: int) -> list[int]:
    return [o for o in q.owners_on_hex(s, h) if o != p]


def steal(s: CatanState, thief: int, victim: int) -> Events:
    """Take one random card (resource or commodity) from `victim`."""
    total = q.hand_size(s, victim)
    if total == 0:
        return [Event("steal_nothing", {"seat": thief, "from": victim})]
    pick = rng(s).randrange(total)
    k = 0
    while pick >= s.hands[victim][k]:
        pick -= s.hands[victim][k]
        k += 1
    move_cards(s, victim, thief, k, 1)
    return [
        Event("steal", {"seat": thief, "from": victim}),
        Event(
            "stolen", {"seat": thief, "from": victim, "kind": KINDS[k]}, frozenset({thief, victim})
        ),
    ]


def _robber_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("robber", (hid(h),)) for h in range(q.NH) if h != s.robber]


def _robber(s: CatanState, d: Decision, a: Action) -> Events:
    p, h = d.seat, hex_arg(a)
    s.stack.pop()
    s.robber = h
    events = [Event("robber", {"seat": p, "hex": h, "why": d.data.get("why", "")})]
    victims = robber_victims(s, p, h)
    if d.data.get("why") == "bishop":
        for v in q.order_from(s, p):
            if v in victims:
                events += steal(s, p, v)
    elif len(victims) == 1:
        events += steal(s, p, victims[0])
    elif victims:
        s.stack.append(Decision(p, Step.STEAL, {"hex": h}))
    return events


def _steal_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("steal", (str(v),)) for v in robber_victims(s, d.seat, d.data["hex"])]


def _steal(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    return steal(s, d.seat, int(a.args[0]))


DECISIONS: dict[Step, DecisionKind] = {
    Step.DISCARD: DecisionKind(_discard_legal, _discard),
    Step.ROBBER: DecisionKind(_robber_legal, _robber, public=True),
    Step.STEAL: DecisionKind(_steal_legal, _steal, public=True),
}
