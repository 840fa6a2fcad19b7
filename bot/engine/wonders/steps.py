"""A seat's secret choice in a simultaneous phase, made as small steps: card, action, payment.

A seat's `sel` is a list of slots (one per city it plays for: its own, plus the Free City for
the 2-player holder); a slot is complete once its plan is set. A seat whose slots are all
complete is ready; it may withdraw until the last seat commits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.core import Action, Event
from bot.engine.wonders.city import has_built_name, is_free_city, leader_cost
from bot.engine.wonders.costs import build_plans, chain_free, fc_playable, stage_plans
from bot.engine.wonders.payment import LISTED_PLANS, Plan
from bot.engine.wonders.state import Phase, WondersState


class Kind:
    """Action kinds; Discord groups select menus by these."""

    SIDE = "side"
    KEEP = "keep"  # leader draft
    CARD = "card"  # pick an Age card
    LEADER = "leader"  # pick a leader to use in a recruitment turn
    BUILD = "build"
    WONDER = "wonder"
    DISCARD = "discard"
    RECRUIT = "recruit"
    PAY = "pay"
    BACK = "back"
    WITHDRAW = "withdraw"
    FROM_DISCARD = "from_discard"
    COPY = "copy"
    SKIP = "skip"


BACK = Action(Kind.BACK)
WITHDRAW = Action(Kind.WITHDRAW)
FC = "fc"  # last token part of a choice made for the Free City ("build:baths:fc")
OTHER = "other"  # `pay:other`: list every way to pay, not only the cheapest few (rules D5)


def current(s: WondersState, seat: int) -> tuple[int, dict[str, Any]] | None:
    """The slot this seat is filling now, or None when all are complete."""
    for i, slot in enumerate(s.sel[seat]):
        if slot.get("plan") is None:
            return i, slot
    return None


def available(s: WondersState, seat: int, index: int) -> list[str]:
    """The cards (or leaders) the slot may pick: the hand minus earlier slots' picks."""
    pool = list(
        s.leader_hands[seat]
        if s.phase == Phase.RECRUIT
        else s.draft[seat]
        if s.phase == Phase.DRAFT
        else s.hands[seat]
    )
    for slot in s.sel[seat][:index]:
        pool.remove(slot["card"])
    return pool


def plans_for(
    s: WondersState, c: int, action: str, card: str, *, every: bool = False
) -> list[Plan]:
    """Payment plans of an action (one zero plan for discards and recruits); `every`: also
    the dominated ones, such as buying what the city makes itself (D5)."""
    if action == Kind.BUILD:
        return build_plans(s, c, card, every=every)
    if action == Kind.WONDER:
        return stage_plans(s, c, every=every)
    if action == Kind.RECRUIT:
        return [Plan(bank=leader_cost(s, c, card))]
    return [Plan()]


def pay_menu(plans: Callable[[bool], list[Plan]], opened: bool) -> tuple[list[Plan], bool]:
    """The plans a payment step lists and whether "other ways to pay" follows them.

    `plans(every)` gives the undominated plans or all of them, cheapest first. The step
    lists the first LISTED_PLANS undominated plans; "other ways to pay" opens the full list
    (rules D5: buying a resource you could produce yourself is allowed)."""
    if opened:
        return plans(True), False
    short = plans(False)
    shown = short[:LISTED_PLANS]
    return shown, len(short) > len(shown) or len(plans(True)) > len(shown)


def pay_actions(shown: list[Plan], more: bool, mark: tuple[str, ...] = ()) -> list[Action]:
    """The payment step's actions: the plans, "other ways to pay" if any, then back."""
    other = [Action(Kind.PAY, (OTHER, *mark))] if more else []
    return [*(Action(Kind.PAY, (*p.token_args, *mark)) for p in shown), *other, BACK]


def action_choices(s: WondersState, c: int, card: str, hand: list[str]) -> list[str]:
    """Which of build / wonder / discard (or recruit) the card may be used for now."""
    if s.phase == Phase.RECRUIT:
        out = []
        if leader_cost(s, c, card) <= s.cities[c].coins:
            out.append(Kind.RECRUIT)
        if stage_plans(s, c):
            out.append(Kind.WONDER)
        return [*out, Kind.DISCARD]
    if is_free_city(s, c):
        if chain_free(s, c, card) and not has_built_name(s, c, card):
            return [Kind.BUILD]  # a chain must be used (rules §12)
        out = [
            k
            for k, ok in ((Kind.BUILD, build_plans(s, c, card)), (Kind.WONDER, stage_plans(s, c)))
            if ok
        ]
        return out or ([Kind.DISCARD] if not fc_playable(s, hand) else [])
    out = [
        k
        for k, ok in ((Kind.BUILD, build_plans(s, c, card)), (Kind.WONDER, stage_plans(s, c)))
        if ok
    ]
    return [*out, Kind.DISCARD]


def step_actions(s: WondersState, seat: int) -> list[Action]:
    """The legal actions of a seat that has not committed yet."""
    found = current(s, seat)
    if found is None:
        return []
    index, slot = found
    c = int(slot["city"])
    back = [BACK] if index > 0 or slot.get("card") else []
    if s.phase == Phase.DRAFT:
        return [Action(Kind.KEEP, (x,)) for x in dict.fromkeys(s.draft[seat])]
    hand = available(s, seat, index)
    mark = (FC,) if is_free_city(s, c) else ()
    if not slot.get("card"):
        return [*_picks(s, c, hand, mark), *back]
    card = str(slot["card"])
    if not slot.get("action"):
        return [*(Action(a, (card, *mark)) for a in action_choices(s, c, card, hand)), *back]
    action = str(slot["action"])
    shown, more = pay_menu(
        lambda every: plans_for(s, c, action, card, every=every), bool(slot.get("other"))
    )
    return pay_actions(shown, more, mark)


def _picks(s: WondersState, c: int, hand: list[str], mark: tuple[str, ...]) -> list[Action]:
    """The first step of a slot: the cards (or leaders) it may pick from `hand`."""
    kind = Kind.LEADER if s.phase == Phase.RECRUIT else Kind.CARD
    choices = list(dict.fromkeys(hand))
    if mark:
        choices = fc_playable(s, hand) or choices
    return [Action(kind, (x, *mark)) for x in choices]


def change_actions(s: WondersState, seat: int) -> list[Action]:
    """A committed seat's ways to change its secret choice before the last seat commits:
    withdraw it ("Change my pick"), or name a new first pick at once (`card:baths`), which
    withdraws and picks in one move. Nothing here depends on what was picked."""
    if not s.sel[seat]:
        return []
    if s.phase == Phase.DRAFT:
        return [WITHDRAW, *(Action(Kind.KEEP, (x,)) for x in dict.fromkeys(s.draft[seat]))]
    c = int(s.sel[seat][0]["city"])
    pool = list(s.leader_hands[seat] if s.phase == Phase.RECRUIT else s.hands[seat])
    return [WITHDRAW, *_picks(s, c, pool, (FC,) if is_free_city(s, c) else ())]


def change(s: WondersState, seat: int, action: Action) -> list[Event]:
    """Apply a change of a committed choice: withdraw, then (for a new pick) pick."""
    events = withdraw(s, seat)
    if action.kind == Kind.WITHDRAW:
        return events
    return events + apply_step(s, seat, action)


def _set_plan(s: WondersState, seat: int, slot: dict[str, Any], plan: Plan, auto: bool) -> None:
    slot["plan"] = plan.to_json()
    slot["auto"] = auto


def apply_step(s: WondersState, seat: int, action: Action) -> list[Event]:
    """Record one step of a seat's secret choice; events say privately what was chosen."""
    found = current(s, seat)
    assert found is not None
    index, slot = found
    c = int(slot["city"])
    private = frozenset({seat})
    if action.kind == Kind.BACK:
        _back(s, seat, index, slot)
        return [Event("back", {"seat": seat}, private)]
    if action.kind in (Kind.KEEP, Kind.CARD, Kind.LEADER):
        slot["card"] = action.args[0]
        if action.kind == Kind.KEEP:
            _set_plan(s, seat, slot, Plan(), True)
        return _maybe_ready(
            s, seat, [Event("picked", {"seat": seat, "city": c, "card": action.args[0]}, private)]
        )
    if action.kind in (Kind.BUILD, Kind.WONDER, Kind.DISCARD, Kind.RECRUIT):
        slot["action"] = action.kind
        plans = plans_for(s, c, action.kind, str(slot["card"]), every=True)
        events = [
            Event(
                "chose",
                {"seat": seat, "city": c, "card": slot["card"], "action": action.kind},
                private,
            )
        ]
        if len(plans) == 1:
            _set_plan(s, seat, slot, plans[0], True)
        return _maybe_ready(s, seat, events)
    if action.args[0] == OTHER:
        slot["other"] = True
        return [Event("other_ways", {"seat": seat, "city": c}, private)]
    plan = Plan.from_args(tuple(a for a in action.args if a != FC))
    _set_plan(s, seat, slot, plan, False)
    return _maybe_ready(
        s, seat, [Event("paid", {"seat": seat, "city": c, **plan.to_json()}, private)]
    )


def _back(s: WondersState, seat: int, index: int, slot: dict[str, Any]) -> None:
    """Undo the last step (stepping over a payment that had only one way); from the full list
    of ways to pay, back to the short one."""
    if slot.pop("other", False):
        return
    if slot.get("action"):
        del slot["action"]
        return
    if slot.get("card"):
        del slot["card"]
        return
    prev = s.sel[seat][index - 1]
    auto = prev.pop("auto", False)
    prev["plan"] = None
    if auto:
        prev.pop("action", None)


def _maybe_ready(s: WondersState, seat: int, events: list[Event]) -> list[Event]:
    if current(s, seat) is None:
        s.ready[seat] = True
        events.append(Event("ready", {"seat": seat}))
    return events


def withdraw(s: WondersState, seat: int) -> list[Event]:
    """Take back a committed choice; the seat chooses again from the start."""
    s.ready[seat] = False
    s.sel[seat] = [{"city": slot["city"], "plan": None} for slot in s.sel[seat]]
    return [Event("unready", {"seat": seat})]


def open_slots(s: WondersState, seat: int, cities: list[int]) -> None:
    s.sel[seat] = [{"city": c, "plan": None} for c in cities]
    s.ready[seat] = not cities
