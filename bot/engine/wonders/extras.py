"""The choices made after a turn resolves: Babylon's 7th card, discard-pile builds, Rome B's
extra recruit, the Courtesan token. Each is a Decision on the stack, checked against the
state at the moment it is made (rules §4.5 step 6); `DECISIONS` says how each kind is played."""

from __future__ import annotations

from bot.engine import decision
from bot.engine.core import Action, Decision, Event
from bot.engine.wonders.actions import (
    Extra,
    card_extras,
    card_gains,
    recruit_gains,
    stage_effects,
)
from bot.engine.wonders.catalogue import Effect, Fx
from bot.engine.wonders.city import (
    effects,
    has_built_name,
    is_free_city,
    leader_cost,
    left_of,
    neighbours,
    right_of,
)
from bot.engine.wonders.costs import build_plans, chain_free, stage_plans
from bot.engine.wonders.payment import Free, Plan
from bot.engine.wonders.state import WondersState
from bot.engine.wonders.steps import OTHER, Kind, pay_actions, pay_menu

SKIP = Action(Kind.SKIP)


def seventh_card(s: WondersState, d: Decision) -> str:
    return str(d.data["card"])


def _seventh_actions(s: WondersState, d: Decision) -> list[str]:
    c = int(d.data["city"])
    card = seventh_card(s, d)
    bilkis = bool(d.data.get("bilkis", True))
    build = build_plans(s, c, card, bilkis=bilkis, olympia=False)
    stage = stage_plans(s, c, bilkis=bilkis)
    if is_free_city(s, c):
        if chain_free(s, c, card) and not has_built_name(s, c, card):
            return [Kind.BUILD]
        out = [k for k, ok in ((Kind.BUILD, build), (Kind.WONDER, stage)) if ok]
        return out or [Kind.DISCARD]
    return [*(k for k, ok in ((Kind.BUILD, build), (Kind.WONDER, stage)) if ok), Kind.DISCARD]


def seventh_plans(s: WondersState, d: Decision, *, every: bool = False) -> list[Plan]:
    c = int(d.data["city"])
    bilkis = bool(d.data.get("bilkis", True))
    if d.data.get("action") == Kind.BUILD:
        return build_plans(s, c, seventh_card(s, d), bilkis=bilkis, olympia=False, every=every)
    return stage_plans(s, c, bilkis=bilkis, every=every)


def discard_choices(s: WondersState, c: int) -> list[str]:
    """Cards in the discard pile this city could build (no duplicates, D7)."""
    return [x for x in dict.fromkeys(s.discard) if not has_built_name(s, c, x)]


def copy_choices(s: WondersState, c: int) -> list[str]:
    """Recruited leaders of the neighbouring cities (never a copied one)."""
    out: list[str] = []
    for n in dict.fromkeys(neighbours(s, c)):
        out += s.cities[n].leaders
    return out


class DecisionKind(decision.DecisionKind[WondersState, WondersState, list[Event]]):
    """The engine's decision record for 7 Wonders: `apply` works on the state, takes the
    decision off the stack itself (Babylon's 7th card may stay, one step further) and returns
    the events (a subclass only to name the types)."""

    __slots__ = ()


def decision_actions(s: WondersState, d: Decision) -> list[Action]:
    """The legal actions of the pending choice on top of the stack."""
    return DECISIONS[d.kind].legal(s, d)


def apply_decision(s: WondersState, seat: int, action: Action) -> list[Event]:
    """Carry out one step of the top decision; gains are credited at once."""
    d = s.stack[-1]
    return DECISIONS[d.kind].apply(s, d, action)


def _seventh_legal(s: WondersState, d: Decision) -> list[Action]:
    if not d.data.get("action"):
        return [Action(a, (seventh_card(s, d),)) for a in _seventh_actions(s, d)]
    shown, more = pay_menu(
        lambda every: seventh_plans(s, d, every=every), bool(d.data.get("other"))
    )
    return pay_actions(shown, more)


def _courtesan_legal(s: WondersState, d: Decision) -> list[Action]:
    return [Action(Kind.COPY, (x,)) for x in copy_choices(s, int(d.data["city"]))]


def _rome_legal(s: WondersState, d: Decision) -> list[Action]:
    c = int(d.data["city"])
    hand = s.leader_hands[d.seat]
    coins = s.cities[c].coins
    return [
        *(Action(Kind.RECRUIT, (x,)) for x in dict.fromkeys(hand) if leader_cost(s, c, x) <= coins),
        SKIP,
    ]


def _discard_legal(s: WondersState, d: Decision) -> list[Action]:
    return [
        *(Action(Kind.FROM_DISCARD, (x,)) for x in discard_choices(s, int(d.data["city"]))),
        SKIP,
    ]


def _apply_choice(s: WondersState, d: Decision, action: Action) -> list[Event]:
    """A one-step choice: copy a leader, recruit one, build from the discard pile, or skip."""
    seat = d.seat
    c = int(d.data["city"])
    s.stack.pop()
    city = s.cities[c]
    if action.kind == Kind.SKIP:
        return [Event("skipped", {"city": c, "what": d.kind, "seat": seat})]
    if action.kind == Kind.COPY:
        leader = action.args[0]
        owner = next(n for n in neighbours(s, c) if leader in s.cities[n].leaders)
        city.courtesan = leader
        gained = recruit_gains(s, seat, c, leader, copy=True)
        city.coins += gained
        return [Event("copied", {"city": c, "leader": leader, "owner": owner, "coins": gained})]
    if action.kind == Kind.RECRUIT:
        leader = action.args[0]
        cost = leader_cost(s, c, leader)
        s.leader_hands[seat].remove(leader)
        city.coins -= cost
        city.leaders.append(leader)
        gained = recruit_gains(s, seat, c, leader)
        city.coins += gained
        return [
            Event(
                "recruited",
                {"city": c, "leader": leader, "cost": cost, "coins": gained, "extra": True},
            )
        ]
    card = action.args[0]
    s.discard.remove(card)
    city.built.append(card)
    gained = card_gains(s, c, card, chain=False)
    city.coins += gained
    card_extras(s, seat, c, card)
    return [Event("from_discard", {"city": c, "card": card, "coins": gained, "by": d.kind})]


def _apply_seventh(s: WondersState, d: Decision, action: Action) -> list[Event]:
    c = int(d.data["city"])
    if action.kind == Kind.BACK:  # from every way to pay to the short list, or to the action
        undo = "other" if d.data.get("other") else "action"
        s.stack[-1] = Decision(d.seat, d.kind, {k: v for k, v in d.data.items() if k != undo})
        return []
    if action.kind in (Kind.BUILD, Kind.WONDER):
        d = Decision(d.seat, d.kind, {**d.data, "action": action.kind})
        s.stack[-1] = d
        plans = seventh_plans(s, d, every=True)
        if len(plans) > 1:
            return []
        plan = plans[0]
    elif action.kind == Kind.PAY and action.args[0] == OTHER:
        s.stack[-1] = Decision(d.seat, d.kind, {**d.data, "other": True})
        return [Event("other_ways", {"seat": d.seat, "city": c}, frozenset({d.seat}))]
    elif action.kind == Kind.DISCARD:
        plan = Plan()
    else:
        plan = Plan.from_args(action.args)
    s.stack.pop()
    card = seventh_card(s, d)
    hand = s.fc_pile if is_free_city(s, c) else s.hands[d.seat]
    hand.remove(card)
    bought = d.data.get("bought", [False, False])
    return play_now(
        s,
        d.seat,
        c,
        card,
        action.kind if action.kind != Kind.PAY else str(d.data["action"]),
        plan,
        bought=(bool(bought[0]), bool(bought[1])),
    )


def play_now(
    s: WondersState,
    seat: int,
    c: int,
    card: str,
    action: str,
    plan: Plan,
    *,
    bought: tuple[bool, bool] = (False, False),
) -> list[Event]:
    """Resolve one card played outside the simultaneous step: pay, place, gain at once.

    `bought`: neighbours (left, right) already bought from this turn (Hatshepsut, D16)."""
    city = s.cities[c]
    city.coins -= plan.total
    s.cities[left_of(s, c)].coins += plan.left
    s.cities[right_of(s, c)].coins += plan.right
    hatshepsut = sum(e.amount for e in _hooks(s, c, Fx.COINS_ON_NEIGHBOR_PURCHASE))
    gained = hatshepsut * ((plan.left > 0 and not bought[0]) + (plan.right > 0 and not bought[1]))
    events: list[Event] = []
    if action == Kind.BUILD:
        city.built.append(card)
        gained += card_gains(s, c, card, chain=plan.free == Free.CHAIN)
        card_extras(s, seat, c, card)
        events.append(
            Event(
                "built",
                {"city": c, "card": card, **plan.to_json(), "coins": gained, "seventh": True},
            )
        )
    elif action == Kind.WONDER:
        city.stages += 1
        city.tucked.append(card)
        gained += stage_effects(s, seat, c, events)
        events.insert(
            0,
            Event(
                "staged",
                {
                    "city": c,
                    "stage": city.stages,
                    **plan.to_json(),
                    "coins": gained,
                    "seventh": True,
                },
            ),
        )
        events.append(Event("staged_card", {"city": c, "card": card}, frozenset({seat})))
    else:
        s.discard.append(card)
        gained += 3
        events.append(Event("discarded", {"city": c, "coins": gained, "seventh": True}))
    city.coins += gained
    return events


def _hooks(s: WondersState, c: int, kind: Fx) -> list[Effect]:
    return [e for e in effects(s, c) if e.kind == kind]


DECISIONS: dict[str, DecisionKind] = {
    Extra.SEVENTH: DecisionKind(_seventh_legal, _apply_seventh),
    # the only one whose moves are open: the neighbours' leaders are on the table
    Extra.COURTESAN: DecisionKind(_courtesan_legal, _apply_choice, public=True),
    Extra.ROME: DecisionKind(_rome_legal, _apply_choice),
    Extra.HALICARNASSUS: DecisionKind(_discard_legal, _apply_choice),
    Extra.SOLOMON: DecisionKind(_discard_legal, _apply_choice),
    Extra.SOLOMON_COPY: DecisionKind(_discard_legal, _apply_choice),
}
