"""What 7 Wonders says, as phrases (bot.engine.words): moves, events and refusals by message id.

Every message is `wonders.move.*`, `wonders.event.*`, `wonders.why.*` or `wonders.pay.*` in
data/i18n/<language>/wonders.ftl; cards, wonders and leaders are `Name`s, leaders' abilities
`Text`s, resources `Name`s of `wonders.name.<resource>`. Every city is a `Seat`: with two
players the third one is the Free City, which `extra_seat` words as such (no player holds it).
"""

from __future__ import annotations

from typing import Any

from bot.engine.core import Action, Event
from bot.engine.wonders.actions import Extra
from bot.engine.wonders.catalogue import CARDS, LEADERS, RESOURCES, WONDERS, Effect, Fx
from bot.engine.wonders.city import has_built_name, is_free_city, leader_cost
from bot.engine.wonders.costs import build_plans, next_stage_cost, shortfall, stage_plans
from bot.engine.wonders.extras import seventh_plans
from bot.engine.wonders.payment import Free, Plan
from bot.engine.wonders.state import FREE_CITY, Phase, WondersState
from bot.engine.wonders.steps import FC, OTHER, Kind, current, plans_for
from bot.engine.words import Items, Name, Phrase, Seat, Text, phrase

GENERIC = {
    Kind.CARD: "wonders.move.generic_card",
    Kind.LEADER: "wonders.move.generic_leader",
    Kind.BUILD: "wonders.move.generic_build",
    Kind.WONDER: "wonders.move.generic_wonder",
    Kind.DISCARD: "wonders.move.generic_discard",
    Kind.RECRUIT: "wonders.move.generic_recruit",
    Kind.PAY: "wonders.move.generic_pay",
}
FREE_WAYS = {
    Free.CHAIN: "wonders.pay.chain",
    Free.OLYMPIA: "wonders.pay.olympia",
    Free.RAMSES: "wonders.pay.ramses",
}


def name_of(item: str) -> str | None:
    """A card's, leader's or board's English name from the data."""
    for table in (CARDS, LEADERS, WONDERS):
        if item in table:
            return str(table[item].name)
    return None


def text_of(item: str) -> str | None:
    """A leader's ability in English, from the data."""
    return LEADERS[item].text if item in LEADERS else None


def extra_seat(n: int, players: int) -> Phrase | None:
    """The Free City: the third city of a two-player game, which no player holds."""
    return phrase("wonders.free_city") if players == 2 and n == FREE_CITY else None


def cost(cost_vector: tuple[int, ...]) -> Phrase:
    """A resource cost: "2 stone and glass"; "nothing" when empty."""
    parts = tuple(
        phrase("wonders.units", n=n, kind=Name(RESOURCES[i]))
        for i, n in enumerate(cost_vector)
        if n
    )
    return phrase("wonders.list", items=Items(parts)) if parts else phrase("wonders.nothing")


def payments(plan: Plan) -> list[tuple[str, int]]:
    """Who a plan pays and how much, in reading order: left, right, bank (Bilkis's coin goes
    to the bank like any other)."""
    owed = [("left", plan.left), ("right", plan.right), ("bank", plan.bank)]
    return [(payee, n) for payee, n in owed if n]


def plan_phrase(plan: Plan, *, start: bool = False) -> Phrase:
    """A payment plan: free (and why), or the coins to each payee. `start`: the words open a
    sentence or a label (capitalised where the language does that)."""
    cap = "_start" if start else ""
    if plan.free in FREE_WAYS:
        return phrase(FREE_WAYS[plan.free] + cap)
    bilkis = "yes" if plan.bilkis else "no"
    parts = tuple(
        phrase(f"wonders.pay.to_{payee}", n=n, bilkis=bilkis) for payee, n in payments(plan)
    )
    if not parts:
        return phrase("wonders.pay.own" + cap)
    if len(parts) == 1:
        return phrase("wonders.pay.plan" + cap, parts=parts[0])
    return phrase("wonders.pay.plan_total" + cap, parts=Items(parts), total=plan.total)


def _slot(s: WondersState, seat: int) -> dict[str, Any]:
    found = current(s, seat)
    return found[1] if found else {}


def action_phrase(s: WondersState, seat: int | None, action: Action) -> Phrase:
    """What an action does and costs, for buttons, menus and autocomplete."""
    try:
        return _action(s, seat, action)
    except (KeyError, ValueError, IndexError):  # an action that is not legal in this state
        key = GENERIC.get(action.kind)
        names = Items(tuple(Name(a) for a in action.args if a != FC))
        return phrase(key, items=names) if key else phrase("wonders.move.other", token=action.token)


def _action(s: WondersState, seat: int | None, action: Action) -> Phrase:
    """`seat` is the one player this action belongs to, or None when several players have
    the same action (then only what the token itself says is described)."""
    k = action.kind
    args = tuple(a for a in action.args if a != FC)
    fc = "yes" if FC in action.args else "no"
    if k == Kind.SIDE:
        return phrase("wonders.move.side", side=args[0].upper())
    if k == Kind.KEEP:
        kept = LEADERS[args[0]]
        return phrase("wonders.move.keep", leader=Name(args[0]), n=kept.cost, text=Text(args[0]))
    if k in (Kind.WITHDRAW, Kind.BACK, Kind.SKIP):
        return phrase(f"wonders.move.{k}")
    if k == Kind.COPY:
        return phrase("wonders.move.copy", leader=Name(args[0]), text=Text(args[0]))
    if k == Kind.FROM_DISCARD:
        return phrase("wonders.move.from_discard", card=Name(args[0]))
    if k == Kind.PAY:
        if args[0] == OTHER:
            return phrase("wonders.move.other_ways", fc=fc)
        plan = plan_phrase(Plan.from_args(args), start=fc == "no")
        return phrase("wonders.move.pay", fc=fc, plan=plan)
    item = args[0]
    c: int | None
    if s.stack:
        c = int(s.stack[-1].data["city"])
    elif seat is None:
        c = None
    else:
        c = FREE_CITY if fc == "yes" else seat
    if k == Kind.CARD:
        note = _card_note(s, c, item) if c is not None else _card_summary(item)
        return phrase("wonders.move.card", fc=fc, card=Name(item), note=note)
    if k == Kind.LEADER:
        n = leader_cost(s, c, item) if c is not None else LEADERS[item].cost
        return phrase("wonders.move.leader", leader=Name(item), n=n, text=Text(item))
    if k == Kind.RECRUIT:
        if c is None:
            return phrase("wonders.move.recruit_any", fc=fc, leader=Name(item))
        return phrase("wonders.move.recruit", fc=fc, leader=Name(item), n=leader_cost(s, c, item))
    if k == Kind.BUILD:
        if c is None:
            return phrase("wonders.move.build_any", fc=fc, card=Name(item))
        plans = build_plans(s, c, item, olympia=not s.stack)
        return phrase("wonders.move.build", fc=fc, card=Name(item), how=_plans_summary(plans))
    if k == Kind.WONDER:
        if c is None:
            return phrase("wonders.move.wonder_any", fc=fc, card=Name(item))
        plans = stage_plans(s, c)
        how = plan_phrase(plans[0]) if len(plans) == 1 else phrase("wonders.pay.choose")
        stage = s.cities[c].stages + 1
        return phrase("wonders.move.wonder", fc=fc, stage=stage, card=Name(item), how=how)
    if k == Kind.DISCARD:
        return phrase("wonders.move.discard", fc=fc, card=Name(item))
    return phrase("wonders.move.other", token=action.token)


def _card_summary(card: str) -> Phrase:
    """A card without anyone's costs: colour and what it needs."""
    info = CARDS[card]
    colour = Name(f"colour_{info.colour}")
    if not any(info.cost) and not info.coins:
        return phrase("wonders.card.free", colour=colour)
    needs: list[Any] = [
        phrase("wonders.units", n=n, kind=Name(RESOURCES[i])) for i, n in enumerate(info.cost) if n
    ]
    if info.coins:
        needs.append(phrase("wonders.coins", n=info.coins))
    return phrase("wonders.card.needs", colour=colour, needs=Items(tuple(needs)))


def _plans_summary(plans: list[Plan]) -> Phrase:
    if not plans:
        return phrase("wonders.pay.none")
    if len(plans) == 1:
        return phrase("wonders.pay.one", plan=plan_phrase(plans[0]))
    paid = [p for p in plans if not p.free]
    if plans[0].free == Free.OLYMPIA:
        return phrase("wonders.pay.olympia_or", n=paid[0].total)
    return phrase("wonders.pay.from", n=plans[0].total)


def _card_note(s: WondersState, c: int, card: str) -> Phrase:
    if has_built_name(s, c, card):
        return phrase("wonders.card.built")
    plans = build_plans(s, c, card)
    if not plans:
        return phrase("wonders.card.cannot")
    first = plans[0]
    if first.free:
        return plan_phrase(first)
    if first.total == 0:
        return phrase("wonders.card.own")
    return phrase("wonders.card.from", n=first.total)


def why_illegal(s: WondersState, seat: int, action: Action) -> Phrase | None:
    """The rule a well-formed action breaks now, said to the player."""
    k, args = action.kind, action.args
    if s.phase == Phase.OVER:
        return phrase("error.game_over")
    if k == Kind.WITHDRAW:
        return phrase("wonders.why.nothing_to_withdraw")
    if s.stack and s.stack[-1].seat != seat:
        return phrase("wonders.why.wait")
    slot = _slot(s, seat)
    hand = s.leader_hands[seat] if s.phase == Phase.RECRUIT else s.hands[seat]
    if k in (Kind.CARD, Kind.LEADER, Kind.KEEP) and args:
        pool = s.draft[seat] if k == Kind.KEEP else hand
        if args[0] not in pool:
            return phrase("wonders.why.not_in_hand", card=Name(args[0]))
        if slot.get("card"):
            return phrase("wonders.why.picked")
        if is_free_city(s, int(slot.get("city", seat))):
            return phrase("wonders.why.free_city_builds")
    c = int(slot.get("city", seat)) if slot else seat
    card = str(slot.get("card", ""))
    if k in (Kind.BUILD, Kind.WONDER, Kind.DISCARD, Kind.RECRUIT) and not s.stack:
        if not card:
            return phrase("wonders.why.pick_first")
        if args and args[0] != card:
            return phrase("wonders.why.other_card", card=Name(card))
        if slot.get("action"):
            return phrase("wonders.why.choose_pay")
    if k == Kind.BUILD and card in CARDS:
        if has_built_name(s, c, card):
            return phrase("wonders.why.same_card", card=Name(card))
        return _unaffordable(s, c, card, phrase("wonders.what.card", card=Name(card)))
    if k == Kind.WONDER:
        if next_stage_cost(s, c) is None:
            return phrase("wonders.why.wonder_done")
        return _unaffordable(s, c, None, phrase("wonders.what.stage", stage=s.cities[c].stages + 1))
    if k == Kind.DISCARD and is_free_city(s, c):
        return phrase("wonders.why.free_city_discard")
    if k == Kind.RECRUIT and card in LEADERS:
        short = leader_cost(s, c, card) - s.cities[c].coins
        if short > 0:
            return phrase("wonders.why.leader_coins", leader=Name(card), n=short)
    if k == Kind.PAY:
        if _behind_other_ways(s, seat, action):
            return phrase("wonders.why.other_ways")
        return phrase("wonders.why.not_a_way")
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


def _unaffordable(s: WondersState, c: int, card: str | None, what: Phrase) -> Phrase:
    short = shortfall(s, c, card)
    if short is not None and short > 0:
        return phrase("wonders.why.coins_short", what=what, n=short)
    need = CARDS[card].cost if card else next_stage_cost(s, c) or ()
    return phrase("wonders.why.not_produced", what=what, cost=cost(tuple(need)))


# -- narration -------------------------------------------------------------------------------


def event_phrase(event: Event) -> Phrase:
    """What happened, for the table (or, for a private event, for its reader)."""
    d = event.data
    k = event.kind

    def who(key: str = "seat") -> Seat:
        return Seat(int(d[key]))

    def names(ids: Any) -> Items:
        return Items(tuple(Name(str(x)) for x in ids))

    if k == "boards":
        boards = tuple(
            phrase("wonders.board", wonder=Name(w), side=side.upper() or "?")
            for w, side in zip(d["wonders"], d["sides"], strict=True)
        )
        return phrase("wonders.event.boards", boards=Items(boards))
    if k == "side":
        return phrase("wonders.event.side", seat=who(), side=str(d["side"]).upper())
    if k in ("leaders_dealt", "leader_hand"):
        return phrase("wonders.event.leader_hand", leaders=names(d["leaders"]))
    if k == "draft":
        return phrase("wonders.event.draft", round=d["round"])
    if k == "age":
        return phrase("wonders.event.age", age=d["age"])
    if k == "dealt":
        return phrase("wonders.event.dealt", age=d["age"], cards=names(d["cards"]))
    if k in ("fc_draw", "picked", "staged_card"):
        return phrase(f"wonders.event.{k}", card=Name(d["card"]))
    if k in ("fc_holder", "ready", "unready"):
        return phrase(f"wonders.event.{k}", seat=who())
    if k == "chose":
        return phrase("wonders.event.chose", action=d["action"], card=Name(d["card"]))
    if k == "paid":
        return phrase("wonders.event.paid", plan=plan_phrase(Plan.from_json(d)))
    if k == "revealed":
        return _revealed(d)
    if k == "seventh_discarded":
        return phrase("wonders.event.seventh_discarded", n=d["n"])
    if k in ("built", "from_discard"):
        return phrase(f"wonders.event.{k}", seat=who("city"), card=Name(d["card"]), gain=_gain(d))
    if k == "staged":
        return phrase("wonders.event.staged", seat=who("city"), stage=d["stage"], gain=_gain(d))
    if k == "discarded":
        return phrase("wonders.event.discarded", seat=who("city"), gain=_gain(d))
    if k == "copied":
        return phrase(
            "wonders.event.copied",
            seat=who("city"),
            leader=Name(d["leader"]),
            owner=who("owner"),
            gain=_gain(d),
        )
    if k == "recruited":
        return phrase(
            "wonders.event.recruited", seat=who("city"), leader=Name(d["leader"]), gain=_gain(d)
        )
    if k == "skipped":
        return phrase("wonders.event.skipped", seat=who("city"), what=str(d["what"]))
    if k == "rome_draw":
        return phrase("wonders.event.rome_draw", seat=who("city"), n=d["n"])
    if k == "rome_drawn":
        return phrase("wonders.event.rome_drawn", leaders=names(d["leaders"]))
    if k == "returned":
        return phrase("wonders.event.returned", seat=who(), n=d["n"])
    if k == "conflicts":
        return _conflicts(d)
    return phrase(f"wonders.event.{k}")


def _gain(d: dict[str, Any]) -> Phrase | str:
    n = int(d.get("coins", 0))
    return phrase("wonders.gain", n=n) if n else ""


def paid_phrase(m: dict[str, Any]) -> Phrase | str:
    """How a revealed move was paid: coins to each neighbour by name, or why it was free."""
    plan = Plan.from_json(m)
    if plan.free:
        return phrase("wonders.paid.free", plan=plan_phrase(plan))
    parts: list[Phrase] = []
    for payee, n in payments(plan):
        if payee in ("left", "right"):
            to = Seat(int(m.get(f"to_{payee}", -1)))
            parts.append(phrase("wonders.paid.to", n=n, seat=to))
        else:  # Bilkis's coin goes to the bank, like any other
            parts.append(phrase("wonders.paid.bank", n=n, bilkis="yes" if plan.bilkis else "no"))
    return phrase("wonders.paid.parts", parts=Items(tuple(parts))) if parts else ""


def _revealed(d: dict[str, Any]) -> Phrase:
    parts = []
    for m in d["moves"]:
        who = Seat(int(m["city"]))
        action = m["action"]
        paid = paid_phrase(m)
        gain = _gain(m)
        if action == Kind.BUILD:
            part = phrase(
                "wonders.reveal.build", seat=who, card=Name(m["card"]), paid=paid, gain=gain
            )
        elif action == Kind.RECRUIT:
            part = phrase(
                "wonders.reveal.recruit", seat=who, leader=Name(m["card"]), paid=paid, gain=gain
            )
        elif action == Kind.WONDER:
            part = phrase("wonders.reveal.stage", seat=who, stage=m["stage"], paid=paid, gain=gain)
        elif d["phase"] == Phase.RECRUIT:
            part = phrase("wonders.reveal.discard_leader", seat=who, gain=gain)
        else:
            part = phrase("wonders.reveal.discard", seat=who, gain=gain)
        parts.append(part)
    if d["phase"] == Phase.RECRUIT:
        return phrase("wonders.event.revealed_recruit", moves=Items(tuple(parts), "series"))
    return phrase(
        "wonders.event.revealed", age=d["age"], turn=d["turn"], moves=Items(tuple(parts), "series")
    )


def _conflicts(d: dict[str, Any]) -> Phrase:
    parts = []
    for r in d["results"]:
        a, b = (Seat(int(x)) for x in r["cities"])
        if int(r["winner"]) < 0:
            parts.append(phrase("wonders.conflict.tie", first=a, second=b))
        else:
            winner = Seat(int(r["winner"]))
            loser = Seat(int(r["loser"]))
            parts.append(phrase("wonders.conflict.win", winner=winner, loser=loser))
    return phrase("wonders.event.conflicts", age=d["age"], results=Items(tuple(parts), "series"))


# -- what cards and wonder stages do ---------------------------------------------------------

RAW_SET = frozenset({0, 1, 2, 3})
GOODS_SET = frozenset({4, 5, 6})


def _where(cities: tuple[str, ...]) -> str:
    """Whose cards an effect counts: "self", "neighbours" or "all" (yours and theirs)."""
    mine = "self" in cities
    theirs = "left" in cities or "right" in cities
    return "all" if mine and theirs else "neighbours" if theirs else "self"


def _side(neighbours: tuple[str, ...]) -> str:
    if "left" in neighbours and "right" in neighbours:
        return "both"
    return "left" if "left" in neighbours else "right"


def _counted(e: Effect) -> Phrase:
    """What a "per" effect counts: cards of some colours, wonder stages, tokens, leaders."""
    if e.count == "cards":
        colours = Items(tuple(Name(f"colour_{c}") for c in e.colours), "or")
        return phrase("wonders.count.cards", colours=colours)
    return phrase(f"wonders.count.{e.count}")


def _which(options: tuple[int, ...]) -> str:
    chosen = frozenset(options)
    return "raw" if chosen == RAW_SET else "goods" if chosen == GOODS_SET else "list"


def effect_phrase(e: Effect, *, short: bool = False) -> Phrase:
    """One effect in words: `wonders.effect.<kind>`, or with `short` the few words a wonder
    stage's box on the board has room for (`wonders.fx.<kind>`)."""
    k = e.kind
    head = "wonders.fx." if short else "wonders.effect."
    if k == Fx.PRODUCE:
        return phrase(head + "produce", items=cost(e.resources))
    if k == Fx.PRODUCE_CHOICE:
        items = Items(tuple(Name(RESOURCES[i]) for i in e.options), "or")
        sellable = "yes" if e.tradable else "no"
        return phrase(
            head + "produce_choice", which=_which(e.options), items=items, sellable=sellable
        )
    if k in (Fx.VP, Fx.COINS, Fx.SHIELDS, Fx.DRAW_LEADERS_FROM_BOX, Fx.RECRUIT_EXTRA_LEADER_NOW):
        return phrase(head + k.value, n=e.amount)
    if k == Fx.SCIENCE:
        return phrase(head + "science", symbol=Name(e.symbol))
    if k in (Fx.COINS_PER, Fx.VP_PER):
        if e.count == "coin_triplets":
            return phrase(head + "vp_per_coins", n=e.amount)
        return phrase(head + k.value, n=e.amount, what=_counted(e), where=_where(e.cities))
    if k == Fx.TRADE_DISCOUNT:
        return phrase(head + "trade_discount", goods=e.goods, side=_side(e.neighbours), n=e.price)
    if k == Fx.LEADER_COST_DISCOUNT:
        return phrase(head + "leader_cost_discount", own=e.own, others=e.others)
    return phrase(head + k.value)


def effects_phrase(effects: tuple[Effect, ...]) -> Phrase:
    """Several effects of one card, stage or board side, as one clause ("a, b and c")."""
    if not effects:
        return phrase("wonders.nothing")
    return phrase("wonders.list", items=Items(tuple(effect_phrase(e) for e in effects)))


def card_effects(card: str) -> Phrase:
    return effects_phrase(CARDS[card].effects)


def card_cost(card: str) -> Phrase | None:
    """A card's price: its resources and coins; None when it is free."""
    info = CARDS[card]
    parts: list[Any] = [
        phrase("wonders.units", n=n, kind=Name(RESOURCES[i])) for i, n in enumerate(info.cost) if n
    ]
    if info.coins:
        parts.append(phrase("wonders.coins", n=info.coins))
    return phrase("wonders.list", items=Items(tuple(parts))) if parts else None


def stage_effects(wonder: str, side: str, index: int) -> Phrase:
    return effects_phrase(WONDERS[wonder].stages(side)[index].effects)
