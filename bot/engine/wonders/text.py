"""Words for players: what an action does (describe), what happened (narrate), why not."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.core import Action, Event
from bot.engine.wonders.actions import Extra
from bot.engine.wonders.catalogue import CARDS, LEADERS, WONDERS, resource_list
from bot.engine.wonders.city import has_built_name, is_free_city, leader_cost
from bot.engine.wonders.costs import build_plans, next_stage_cost, shortfall, stage_plans
from bot.engine.wonders.extras import seventh_plans
from bot.engine.wonders.payment import Free, Plan
from bot.engine.wonders.state import FREE_CITY, Phase, WondersState
from bot.engine.wonders.steps import FC, OTHER, Kind, current, plans_for

LIMIT = 80


def name_of(item: str) -> str:
    """A card's, leader's or board's display name from its id."""
    if item in CARDS:
        return CARDS[item].name
    if item in LEADERS:
        return LEADERS[item].name
    if item in WONDERS:
        return WONDERS[item].name
    return item


def _clip(text: str) -> str:
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"


def coins(n: int) -> str:
    return f"{n} coin" if n == 1 else f"{n} coins"


def payments(plan: Plan) -> list[tuple[str, int]]:
    """Who a plan pays and how much, in reading order: left, right, bank, Bilkis."""
    bank = plan.bank - (1 if plan.bilkis else 0)
    owed = [("left", plan.left), ("right", plan.right), ("bank", bank)]
    owed.append(("bilkis", 1 if plan.bilkis else 0))
    return [(payee, n) for payee, n in owed if n]


def plan_words(plan: Plan) -> str:
    """A payment plan in words: "free", "pay 2 to the left, 1 to the bank"."""
    if plan.free == Free.CHAIN:
        return "free through a chain"
    if plan.free == Free.OLYMPIA:
        return "free with Olympia's once-per-Age build"
    if plan.free == Free.RAMSES:
        return "free (Ramses)"
    where = {"left": "the left", "right": "the right", "bank": "the bank", "bilkis": "Bilkis"}
    parts = [f"{n} to {where[payee]}" for payee, n in payments(plan)]
    if not parts:
        return "free (own resources)"
    return "pay " + ", ".join(parts) + (f" ({coins(plan.total)})" if len(parts) > 1 else "")


def _slot(s: WondersState, seat: int) -> dict[str, Any]:
    found = current(s, seat)
    return found[1] if found else {}


def describe(s: WondersState, seat: int | None, action: Action) -> str:
    """What an action does and costs, for buttons, menus and autocomplete."""
    try:
        return _clip(_describe(s, seat, action))
    except (KeyError, ValueError, IndexError):  # an action that is not legal in this state
        return _clip(GENERIC.get(action.kind, action.token) + _args(action))


GENERIC = {
    Kind.CARD: "Pick",
    Kind.LEADER: "Pick leader",
    Kind.BUILD: "Build it",
    Kind.WONDER: "Build a wonder stage with it",
    Kind.DISCARD: "Discard it for 3 coins",
    Kind.RECRUIT: "Recruit",
    Kind.PAY: "Pay",
}


def _args(action: Action) -> str:
    return (" " + " ".join(name_of(a) for a in action.args)) if action.args else ""


def _describe(s: WondersState, seat: int | None, action: Action) -> str:
    """`seat` is the one player this action belongs to, or None when several players have
    the same action (then only what the token itself says is described)."""
    k = action.kind
    args = tuple(a for a in action.args if a != FC)
    fc = "Free City: " if FC in action.args else ""
    if k == Kind.SIDE:
        return f"Play side {args[0].upper()} of your board"
    if k == Kind.KEEP:
        kept = LEADERS[args[0]]
        return f"Keep {kept.name} ({coins(kept.cost)}): {kept.text}"
    if k == Kind.WITHDRAW:
        return "Change my pick: take back your choice and choose again"
    if k == Kind.BACK:
        return "Go back one step"
    if k == Kind.SKIP:
        return "Do nothing"
    if k == Kind.COPY:
        return f"Copy {LEADERS[args[0]].name}: {LEADERS[args[0]].text}"
    if k == Kind.FROM_DISCARD:
        return f"Build {name_of(args[0])} from the discard pile for free"
    if k == Kind.PAY:
        if args[0] == OTHER:
            return fc + "Other ways to pay (every plan, also buying what you produce)"
        return fc + _upper(plan_words(Plan.from_args(args)))
    item = args[0]
    if s.stack:
        c: int | None = int(s.stack[-1].data["city"])
    elif seat is None:
        c = None
    else:
        c = FREE_CITY if fc else seat
    if k == Kind.CARD:
        info = CARDS[item]
        note = _card_note(s, c, item) if c is not None else _card_summary(item)
        return f"{fc}{info.name} ({note})"
    if k == Kind.LEADER:
        leader = LEADERS[item]
        cost = leader_cost(s, c, item) if c is not None else leader.cost
        return f"{leader.name} (recruit for {coins(cost)}): {leader.text}"
    if k == Kind.RECRUIT:
        cost_words = f" for {coins(leader_cost(s, c, item))}" if c is not None else ""
        return f"{fc}Recruit {name_of(item)}{cost_words}"
    if k == Kind.BUILD:
        summary = (
            _plans_summary(build_plans(s, c, item, olympia=not s.stack)) if c is not None else ""
        )
        return f"{fc}Build {name_of(item)}{summary}"
    if k == Kind.WONDER:
        if c is None:
            return f"{fc}Build your next wonder stage with {name_of(item)}"
        plans = stage_plans(s, c)
        how = f": {plan_words(plans[0])}" if len(plans) == 1 else " (choose how to pay)"
        return f"{fc}Build wonder stage {s.cities[c].stages + 1} with {name_of(item)}{how}"
    if k == Kind.DISCARD:
        return f"{fc}Discard {name_of(item)} for 3 coins"
    return action.token


def _card_summary(card: str) -> str:
    """A card without anyone's costs: colour and what it needs."""
    info = CARDS[card]
    need = resource_list(info.cost) if any(info.cost) else ""
    if info.coins:
        need = (need + " + " if need else "") + coins(info.coins)
    return f"{info.colour}, needs {need}" if need else f"{info.colour}, free"


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def _plans_summary(plans: list[Plan]) -> str:
    """ ": free through a chain", " (from 2 coins)", " (free with Olympia, or from 2 coins)"."""
    if not plans:
        return ""
    if len(plans) == 1:
        return f": {plan_words(plans[0])}"
    paid = [p for p in plans if not p.free]
    if plans[0].free == Free.OLYMPIA:
        return f" (free with Olympia, or from {coins(paid[0].total)})"
    return f" (from {coins(plans[0].total)})"


def _card_note(s: WondersState, c: int, card: str) -> str:
    if has_built_name(s, c, card):
        return "already built; stage or discard"
    plans = build_plans(s, c, card)
    if not plans:
        return "cannot build now"
    first = plans[0]
    if first.free:
        return plan_words(first)
    return "free" if first.total == 0 else f"build from {coins(first.total)}"


def why_illegal(s: WondersState, seat: int, action: Action) -> str | None:
    """A second-person reason a well-formed action is refused."""
    k, args = action.kind, action.args
    if s.phase == Phase.OVER:
        return "The game is over."
    if k == Kind.WITHDRAW:
        return "You have no committed choice to take back."
    if s.stack and s.stack[-1].seat != seat:
        return "Another player is finishing their turn; wait for them."
    slot = _slot(s, seat)
    hand = s.leader_hands[seat] if s.phase == Phase.RECRUIT else s.hands[seat]
    if k in (Kind.CARD, Kind.LEADER, Kind.KEEP) and args:
        pool = s.draft[seat] if k == Kind.KEEP else hand
        if args[0] not in pool:
            return f"{name_of(args[0])} is not in your hand."
        if slot.get("card"):
            return "You have already picked a card; choose what to do with it, or go back."
        if is_free_city(s, int(slot.get("city", seat))):
            return (
                "The Free City must take a card it can build (or use for its wonder) "
                "when there is one."
            )
    c = int(slot.get("city", seat)) if slot else seat
    card = str(slot.get("card", ""))
    if k in (Kind.BUILD, Kind.WONDER, Kind.DISCARD, Kind.RECRUIT) and not s.stack:
        if not card:
            return "Pick a card first."
        if args and args[0] != card:
            return (
                f"You picked {name_of(card)}: choose what to do with it, or go back "
                "to pick another card."
            )
        if slot.get("action"):
            return "Choose how to pay, or go back."
    if k == Kind.BUILD and card in CARDS:
        if has_built_name(s, c, card):
            return f"You already have a {name_of(card)} in your city."
        return _unaffordable(s, c, card, name_of(card))
    if k == Kind.WONDER:
        cost = next_stage_cost(s, c)
        if cost is None:
            return "Your wonder is complete."
        return _unaffordable(s, c, None, f"stage {s.cities[c].stages + 1} of your wonder")
    if k == Kind.DISCARD and is_free_city(s, c):
        return "The Free City may discard only when it can build none of the cards in this hand."
    if k == Kind.RECRUIT and card in LEADERS:
        short = leader_cost(s, c, card) - s.cities[c].coins
        if short > 0:
            return f"You cannot afford {name_of(card)}: you need {coins(short)} more."
    if k == Kind.PAY:
        if _behind_other_ways(s, seat, action):
            return 'That way to pay is in the full list: choose "Other ways to pay" first.'
        return "That is not one of your ways to pay; pick one from the list."
    return None


def _behind_other_ways(s: WondersState, seat: int, action: Action) -> bool:
    """Whether a refused plan is one the full list behind "other ways to pay" offers (D5)."""
    args = tuple(a for a in action.args if a != FC)
    try:
        plan = Plan.from_args(args)
    except (ValueError, IndexError):
        return False
    if s.stack:
        d = s.stack[-1]
        if d.kind != Extra.SEVENTH or not d.data.get("action") or d.data.get("other"):
            return False
        return plan in seventh_plans(s, d, every=True)
    slot = _slot(s, seat)
    if not slot.get("action") or slot.get("other"):
        return False
    c, action_kind, card = int(slot["city"]), str(slot["action"]), str(slot["card"])
    return plan in plans_for(s, c, action_kind, card, every=True)


def _unaffordable(s: WondersState, c: int, card: str | None, what: str) -> str:
    short = shortfall(s, c, card)
    if short is not None and short > 0:
        return f"You cannot afford {what}: you need {coins(short)} more."
    cost = CARDS[card].cost if card else next_stage_cost(s, c) or ()
    return (
        f"You cannot build {what}: you and your neighbours do not produce "
        f"{resource_list(tuple(cost))}."
    )


# -- narration -------------------------------------------------------------------------------


def _who(names: Sequence[str], c: int) -> str:
    if len(names) == 2 and c == 2:
        return "the Free City"
    return names[c] if 0 <= c < len(names) and names[c] else f"Seat {c + 1}"


def narrate(event: Event, names: Sequence[str] = ()) -> str:
    """One short sentence about an event, with players' names."""
    d = event.data

    def who(key: str = "seat") -> str:
        return _who(names, int(d[key]))

    k = event.kind
    if k == "boards":
        boards = ", ".join(
            f"{name_of(w)} ({side.upper() or '?'})"
            for w, side in zip(d["wonders"], d["sides"], strict=True)
        )
        return f"Wonder boards dealt: {boards}."
    if k == "side":
        return f"{who()} plays side {str(d['side']).upper()}."
    if k == "leaders_dealt":
        return "Your leaders: " + ", ".join(name_of(x) for x in d["leaders"]) + "."
    if k == "draft":
        return f"Leader draft, round {d['round']}: keep one leader."
    if k == "draft_passed":
        return "Leaders are passed to the right."
    if k == "leader_hand":
        return "Your leaders: " + ", ".join(name_of(x) for x in d["leaders"]) + "."
    if k == "age":
        return f"Age {d['age']} begins."
    if k == "dealt":
        return f"Your Age {d['age']} hand: " + ", ".join(name_of(x) for x in d["cards"]) + "."
    if k == "fc_draw":
        return f"You hold the Free City card and draw {name_of(d['card'])}."
    if k == "fc_holder":
        return f"{who()} plays for the Free City this turn."
    if k == "ready":
        return f"{who()} is ready."
    if k == "unready":
        return f"{who()} takes back their choice."
    if k == "back":
        return "You went back one step."
    if k == "picked":
        return f"You picked {name_of(d['card'])}."
    if k == "chose":
        return f"You chose to {d['action']} with {name_of(d['card'])}."
    if k == "paid":
        return f"Payment chosen: {plan_words(Plan.from_json(d))}."
    if k == "other_ways":
        return "Every way to pay is listed now."
    if k == "revealed":
        return _reveal_line(d, names)
    if k == "staged_card":
        return f"{name_of(d['card'])} is tucked under the wonder."
    if k == "seventh_discarded":
        return f"The last card of each hand is discarded ({d['n']})."
    if k == "built":
        return f"{who('city')} builds its 7th card {name_of(d['card'])}{_gain(d)}."
    if k == "staged":
        return f"{who('city')} builds wonder stage {d['stage']} with its 7th card{_gain(d)}."
    if k == "discarded":
        return f"{who('city')} discards its 7th card{_gain(d)}."
    if k == "from_discard":
        return f"{who('city')} builds {name_of(d['card'])} from the discard pile{_gain(d)}."
    if k == "copied":
        return (
            f"{who('city')} places the Courtesan token on {name_of(d['leader'])} "
            f"of {who('owner')}{_gain(d)}."
        )
    if k == "recruited":
        return f"{who('city')} recruits {name_of(d['leader'])} as an extra leader{_gain(d)}."
    if k == "skipped":
        return f"{who('city')} passes on its {str(d['what']).replace('_', ' ')} option."
    if k == "rome_draw":
        return f"{who('city')} draws {d['n']} leaders from the box."
    if k == "rome_drawn":
        return "You draw " + ", ".join(name_of(x) for x in d["leaders"]) + "."
    if k == "returned":
        return f"{who()} returns {d['n']} unused leader(s) to the box."
    if k == "conflicts":
        return _conflict_line(d, names)
    if k == "game_over":
        return "Age III is over: final scoring."
    return k


def _gain(d: dict[str, Any]) -> str:
    n = int(d.get("coins", 0))
    return f" (+{coins(n)})" if n else ""


def paid_words(m: dict[str, Any], names: Sequence[str]) -> str:
    """How a revealed move was paid, with the sellers' names."""
    plan = Plan.from_json(m)
    if plan.free:
        return ", " + plan_words(plan)
    who = {
        "left": _who(names, int(m.get("to_left", -1))),
        "right": _who(names, int(m.get("to_right", -1))),
        "bank": "the bank",
        "bilkis": "Bilkis",
    }
    parts = [f"{who[payee]} {n}" for payee, n in payments(plan)]
    return (", paying " + " and ".join(parts)) if parts else ""


def _reveal_line(d: dict[str, Any], names: Sequence[str]) -> str:
    parts = []
    for m in d["moves"]:
        who = _who(names, int(m["city"]))
        action = m["action"]
        paid = paid_words(m, names)
        if action == Kind.BUILD:
            text = f"{who} builds {name_of(m['card'])}{paid}"
        elif action == Kind.RECRUIT:
            text = f"{who} recruits {name_of(m['card'])}{paid}"
        elif action == Kind.WONDER:
            text = f"{who} builds wonder stage {m['stage']}{paid}"
        else:
            text = f"{who} discards" + (" a leader" if d["phase"] == Phase.RECRUIT else "")
        parts.append(text + _gain(m))
    head = "Recruitment" if d["phase"] == Phase.RECRUIT else f"Age {d['age']}, turn {d['turn']}"
    return f"{head}: " + "; ".join(parts) + "."


def _conflict_line(d: dict[str, Any], names: Sequence[str]) -> str:
    parts = []
    for r in d["results"]:
        a, b = (_who(names, int(x)) for x in r["cities"])
        if int(r["winner"]) < 0:
            parts.append(f"{a} and {b} tie")
        else:
            parts.append(f"{_who(names, int(r['winner']))} beats {_who(names, int(r['loser']))}")
    return f"Age {d['age']} conflicts: " + "; ".join(parts) + "."
