"""Trading: bank (maritime) trades, domestic offers with answers and counters, Commercial Harbor."""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.engine.catan import queries as q
from bot.engine.catan.acts import ACCEPT, CANCEL, COUNTER, DECLINE, act, per_kind
from bot.engine.catan.data import KINDS, K
from bot.engine.catan.hands import gain, move_cards, pay
from bot.engine.catan.options import offer_cap
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import DecisionKind, Events, Step, push_in_order, remove, top_group
from bot.engine.core import Action, Decision, Event


def trade_actions(s: CatanState, p: int) -> list[Action]:
    """What the active player may start: bank trades, a domestic offer, a harbor exchange."""
    out = []
    names = q.kinds(s)
    hand = s.hands[p]
    if max(hand) >= q.BEST_RATE:  # else the hand is short of every rate: no bank trade
        rates = q.rates(s, p)
        for k, name in enumerate(names):
            if hand[k] >= rates[k] and q.bank_targets(s, k):
                out.append(act("bank", (name,)))
    if (
        offers_left(s)
        and q.hand_size(s, p) > 0
        and any(q.hand_size(s, o) for o in range(s.players) if o != p)
    ):
        out.append(act("offer"))
    if s.harbor_left and any(s.hands[p][k] for k in range(5)):
        out += [act("harbor", (str(o),)) for o in s.harbor_left]
    return out


def offers_left(s: CatanState) -> bool:
    """Whether the active player may send another offer this turn (option trade_offers)."""
    cap = offer_cap(s.options)
    return cap is None or s.offers_made < cap


def trade_action(s: CatanState, p: int, a: Action) -> Events:
    if a.kind == "bank":
        k = KINDS.index(a.args[0])
        s.stack.append(Decision(p, Step.BANK, {"give": k, "rate": q.rate(s, p, k)}))
        return []
    if a.kind == "offer":
        n = len(KINDS)
        s.trade = {
            "from": p,
            "give": [0] * n,
            "get": [0] * n,
            "to": [],
            "answers": [""] * s.players,
            "counters": [None] * s.players,
        }
        s.stack.append(Decision(p, Step.OFFER_BUILD))
        return []
    # Commercial Harbor
    o = int(a.args[0])
    assert s.harbor_left is not None
    s.harbor_left.remove(o)
    s.stack.append(Decision(p, Step.HARBOR_GIVE, {"to": o}))
    return []


# -- bank ----------------------------------------------------------------------------------


def _bank_legal(s: CatanState, d: Decision) -> list[Action]:
    names = q.kinds(s)
    return [act("for", (names[j],)) for j in q.bank_targets(s, d.data["give"])] + [act("cancel")]


def _bank(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    if a.kind == "cancel":
        return []
    give, rate = d.data["give"], d.data["rate"]
    price = [0] * len(KINDS)
    price[give] = rate
    pay(s, d.seat, price)
    gain(s, d.seat, KINDS.index(a.args[0]), 1)
    return [Event("bank_trade", {"seat": d.seat, "give": KINDS[give], "n": rate, "get": a.args[0]})]


# -- domestic offers -----------------------------------------------------------------------


def _draft_actions(
    s: CatanState, p: int, give: list[int], get: list[int], get_cap: int
) -> list[Action]:
    """give/get one more card of a kind, or take one back: the small steps of a draft."""
    kinds = range(len(q.kinds(s)))
    hand = s.hands[p]
    out = [GIVE[k] for k in kinds if hand[k] > give[k] and not get[k]]
    if sum(get) < get_cap:
        out += [GET[k] for k in kinds if not give[k]]
    out += [UNGIVE[k] for k in kinds if give[k]]
    out += [UNGET[k] for k in kinds if get[k]]
    return out


GIVE, GET, UNGIVE, UNGET = (per_kind(k) for k in ("give", "get", "ungive", "unget"))


_EDITS = {"give": (0, 1), "get": (1, 1), "ungive": (0, -1), "unget": (1, -1)}


def _edit(draft: list[list[int]], a: Action) -> None:
    side, delta = _EDITS[a.kind]
    draft[side][K[a.args[0]]] += delta


def _build_legal(s: CatanState, d: Decision) -> list[Action]:
    t = s.trade
    assert t is not None
    p = d.seat
    cap = max(sum(hand) for o, hand in enumerate(s.hands) if o != p)
    out = _draft_actions(s, p, t["give"], t["get"], cap)
    if sum(t["give"]) and sum(t["get"]):
        out += _asks(p, s.players)
    out.append(CANCEL)
    return out


@cache
def _asks(p: int, players: int) -> tuple[Action, ...]:
    """Sending the offer to each opponent, or to all of them."""
    return (*(act("ask", (str(o),)) for o in range(players) if o != p), act("ask", ("all",)))


def _build(s: CatanState, d: Decision, a: Action) -> Events:
    t = s.trade
    assert t is not None
    p = d.seat
    if a.kind == "cancel":  # the offer was never shown: only its maker hears of it
        s.stack.pop()
        s.trade = None
        return [Event("offer_dropped", {"seat": p}, visible_to=frozenset({p}))]
    if a.kind != "ask":
        draft = [t["give"], t["get"]]
        _edit(draft, a)
        return []
    s.stack.pop()
    s.offers_made += 1  # an offer counts once it is sent, not while it is drafted
    to = [o for o in range(s.players) if o != p] if a.args[0] == "all" else [int(a.args[0])]
    t["to"] = to
    s.stack.append(Decision(p, Step.OFFER_CONFIRM))
    push_in_order(s, [Decision(o, Step.OFFER_ANSWER) for o in to])
    return [
        Event("offer", {"seat": p, "to": to, "give": _cards(t["give"]), "get": _cards(t["get"])})
    ]


def _cards(vector: list[int]) -> dict[str, int]:
    return {KINDS[k]: n for k, n in enumerate(vector) if n}


def _answer_legal(s: CatanState, d: Decision) -> list[Action]:
    """The same three answers for everyone, so the buttons reveal nothing about the hand;
    an acceptance without the cards simply cannot be confirmed."""
    return [ACCEPT, DECLINE, COUNTER]


def _answer(s: CatanState, d: Decision, a: Action) -> Events:
    t = s.trade
    assert t is not None
    o = d.seat
    if a.kind == "counter":
        remove(s, d)
        t["counters"][o] = [list(t["get"]), list(t["give"])]  # from the answerer's side
        _trim(s, o, t["counters"][o])
        s.stack.append(Decision(o, Step.COUNTER_BUILD))
        return []
    t["answers"][o] = a.kind
    remove(s, d)
    return [Event("offer_answer", {"seat": o, "answer": a.kind})]


def _trim(s: CatanState, o: int, draft: list[list[int]]) -> None:
    """A counter starts from the offer, keeping only what the answerer can give."""
    draft[0] = [min(n, h) for n, h in zip(draft[0], s.hands[o], strict=True)]


def _counter_legal(s: CatanState, d: Decision) -> list[Action]:
    t = s.trade
    assert t is not None
    o = d.seat
    give, get = t["counters"][o]
    out = _draft_actions(s, o, give, get, q.hand_size(s, t["from"]))
    if sum(give) and sum(get):
        out.append(act("send"))
    out.append(act("decline"))
    return out


def _counter(s: CatanState, d: Decision, a: Action) -> Events:
    t = s.trade
    assert t is not None
    o = d.seat
    if a.kind in ("give", "get", "ungive", "unget"):
        _edit(t["counters"][o], a)
        return []
    remove(s, d)
    if a.kind == "decline":
        t["counters"][o] = None
        t["answers"][o] = "decline"
        return [Event("offer_answer", {"seat": o, "answer": "decline"})]
    t["answers"][o] = "counter"
    give, get = t["counters"][o]
    return [
        Event(
            "counter_offer", {"seat": o, "to": t["from"], "give": _cards(give), "get": _cards(get)}
        )
    ]


def _deals(s: CatanState) -> list[int]:
    t = s.trade
    assert t is not None
    p = t["from"]
    out = []
    for o in t["to"]:
        answer = t["answers"][o]
        accepted = answer == "accept" and q.can_pay(s.hands[o], t["get"])
        countered = answer == "counter" and q.can_pay(s.hands[p], t["counters"][o][1])
        if accepted or countered:
            out.append(o)
    return out


def settle_if_unanswered(s: CatanState) -> Events:
    """Once every answer is in, drop the offer if nobody took it (no empty confirm step)."""
    if s.trade is None or top_group(s)[0].kind != Step.OFFER_CONFIRM or _deals(s):
        return []
    s.stack.pop()
    p = s.trade["from"]
    s.lapsed.append(s.trade["give"] + s.trade["get"])
    s.trade = None
    return [Event("offer_lapsed", {"seat": p})]


def _confirm_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("deal", (str(o),)) for o in _deals(s)] + [act("cancel")]


def _confirm(s: CatanState, d: Decision, a: Action) -> Events:
    t = s.trade
    assert t is not None
    s.stack.pop()
    s.trade = None
    p = d.seat
    if a.kind == "cancel":  # withdrawn: it came to nothing, like an offer nobody took
        s.lapsed.append(t["give"] + t["get"])
        return [Event("offer_cancelled", {"seat": p})]
    o = int(a.args[0])
    if t["answers"][o] == "counter":
        theirs, mine = t["counters"][o]
        give, get = mine, theirs
    else:
        give, get = t["give"], t["get"]
    for k in range(len(KINDS)):
        move_cards(s, p, o, k, give[k])
        move_cards(s, o, p, k, get[k])
    return [Event("trade", {"seat": p, "with": o, "give": _cards(give), "get": _cards(get)})]


# -- Commercial Harbor ---------------------------------------------------------------------


def _hgive_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("give", (KINDS[k],)) for k in range(5) if s.hands[d.seat][k]] + [act("cancel")]


def _hgive(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    if a.kind == "cancel":  # no offer made: that opponent may still be offered this turn
        assert s.harbor_left is not None
        s.harbor_left.append(d.data["to"])
        s.harbor_left.sort(key=lambda o: (o - d.seat) % s.players)
        return []
    o = d.data["to"]
    if not any(s.hands[o][k] for k in range(5, 8)):
        return [Event("harbor_refused", {"seat": d.seat, "to": o})]
    s.stack.append(Decision(o, Step.HARBOR_ANSWER, {"from": d.seat, "kind": a.args[0]}))
    return []


def _hanswer_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("give", (KINDS[k],)) for k in range(5, 8) if s.hands[d.seat][k]]


def _hanswer(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    p, o = d.data["from"], d.seat
    move_cards(s, p, o, KINDS.index(d.data["kind"]), 1)
    move_cards(s, o, p, KINDS.index(a.args[0]), 1)
    data: dict[str, Any] = {"seat": p, "with": o, "give": d.data["kind"], "get": a.args[0]}
    return [Event("harbor_trade", data)]


DECISIONS: dict[Step, DecisionKind] = {
    Step.BANK: DecisionKind(_bank_legal, _bank, public=True),
    Step.OFFER_BUILD: DecisionKind(_build_legal, _build),
    Step.OFFER_ANSWER: DecisionKind(_answer_legal, _answer, public=True),
    Step.COUNTER_BUILD: DecisionKind(_counter_legal, _counter),
    Step.OFFER_CONFIRM: DecisionKind(_confirm_legal, _confirm, lapse=settle_if_unanswered),
    Step.HARBOR_GIVE: DecisionKind(_hgive_legal, _hgive),
    Step.HARBOR_ANSWER: DecisionKind(_hanswer_legal, _hanswer),
}
