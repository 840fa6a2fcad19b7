"""Resolving a simultaneous phase (two passes: place every card, then effects), the post-turn
choices, and the flow of the game: passing hands, conflicts, Ages, the end."""

from __future__ import annotations

from typing import Any

from bot.engine.core import Event
from bot.engine.wonders import memory
from bot.engine.wonders.actions import (
    Extra,
    card_extras,
    card_gains,
    push,
    recruit_gains,
    stage_effects,
)
from bot.engine.wonders.catalogue import WONDERS, Fx
from bot.engine.wonders.city import effects, has, left_of, right_of, shields
from bot.engine.wonders.extras import apply_decision, decision_actions
from bot.engine.wonders.payment import Free, Plan
from bot.engine.wonders.setup import deal_age, deal_leaders
from bot.engine.wonders.state import FREE_CITY, Phase, WondersState
from bot.engine.wonders.steps import Kind, open_slots

TURNS = 6
DISCARD_COINS = 3
VICTORY = {1: 1, 2: 3, 3: 5}
DEFEAT = -1


def all_ready(s: WondersState) -> bool:
    return all(s.ready)


def holder(s: WondersState) -> int:
    """2-player: who holds the Free City card this turn (Age I/III: seat 0 first, D24)."""
    first = 1 if s.age == 2 else 0
    return (first + s.turn - 1) % 2


# -- phase starts ----------------------------------------------------------------------------


def begin(s: WondersState) -> list[Event]:
    """After the boards: the leader draft (with Leaders) or Age I."""
    if s.options.get("leaders"):
        s.phase = Phase.DRAFT
        events = deal_leaders(s)
        memory.deal(s, s.draft)
        for seat in range(s.players):
            open_slots(s, seat, [seat])
        return [*events, Event("draft", {"round": 1})]
    return start_age(s, 1)


def start_age(s: WondersState, age: int) -> list[Event]:
    s.age, s.turn = age, 0
    for city in s.cities:
        city.olympia_used = False
    events = [Event("age", {"age": age})]
    if any(s.leader_hands):
        s.phase = Phase.RECRUIT
        for seat in range(s.players):
            open_slots(s, seat, [seat] if s.leader_hands[seat] else [])
        return events
    return events + start_play(s)


def start_play(s: WondersState) -> list[Event]:
    s.phase = Phase.PLAY
    events = deal_age(s)
    memory.deal(s, s.hands)
    return events + start_turn(s)


def start_turn(s: WondersState) -> list[Event]:
    s.turn += 1
    events: list[Event] = []
    for seat in range(s.players):
        open_slots(s, seat, [seat])
    if s.two_player:
        h = holder(s)
        card = s.fc_pile.pop(0)
        s.hands[h].append(card)
        s.sel[h].append({"city": FREE_CITY, "plan": None})
        events.append(Event("fc_draw", {"seat": h, "card": card}, frozenset({h})))
        events.append(Event("fc_holder", {"seat": h, "turn": s.turn}))
        memory.drew(s, h)
    memory.look(s, s.hands)
    return events


# -- resolution ------------------------------------------------------------------------------


def _moves(s: WondersState) -> list[tuple[int, dict[str, Any]]]:
    """Every committed slot with its seat, in city order (the Free City is city 2)."""
    moves = [(seat, slot) for seat in range(s.players) for slot in s.sel[seat]]
    return sorted(moves, key=lambda m: int(m[1]["city"]))


def resolve(s: WondersState) -> list[Event]:
    """Everyone has committed: reveal and resolve, then run the post-turn choices."""
    events = _resolve_draft(s) if s.phase == Phase.DRAFT else _resolve_turn(s)
    return events + settle(s)


def _resolve_draft(s: WondersState) -> list[Event]:
    for seat in range(s.players):
        leader = str(s.sel[seat][0]["card"])
        s.draft[seat].remove(leader)
        s.leader_hands[seat].append(leader)
    n = s.players
    memory.picked(s, [(seat, str(s.sel[seat][0]["card"]), False) for seat in range(n)])
    s.draft = [s.draft[(seat + 1) % n] for seat in range(n)]  # pass to the right (D1)
    memory.passed(s, -1)
    events = [Event("draft_passed", {"left": len(s.draft[0])})]
    if len(s.draft[0]) == 1:
        for seat in range(n):
            s.leader_hands[seat] += s.draft[seat]
            s.draft[seat] = []
    else:
        memory.look(s, s.draft)
        for seat in range(n):
            open_slots(s, seat, [seat])
    for seat in range(n):
        events.append(
            Event(
                "leader_hand",
                {"seat": seat, "leaders": list(s.leader_hands[seat]), "draft": list(s.draft[seat])},
                frozenset({seat}),
            )
        )
    return events


def _resolve_turn(s: WondersState) -> list[Event]:
    """Rules §4.5: debits, then place every card, then credits and effects."""
    moves = _moves(s)
    recruit = s.phase == Phase.RECRUIT
    income = [0] * s.ncities  # from neighbours' purchases
    gains = [0] * s.ncities  # from the city's own effects (discards, cards, stages, leaders)
    plans = [Plan.from_json(slot["plan"]) for _, slot in moves]
    for (_, slot), plan in zip(moves, plans, strict=True):  # debits, start-of-turn abilities
        c = int(slot["city"])
        s.cities[c].coins -= plan.total
        income[left_of(s, c)] += plan.left
        income[right_of(s, c)] += plan.right
        if has(s, c, Fx.COINS_ON_NEIGHBOR_PURCHASE):
            gains[c] += (plan.left > 0) + (plan.right > 0)  # Hatshepsut (D16)
        if plan.free == Free.OLYMPIA:
            s.cities[c].olympia_used = True
    for seat, slot in moves:  # pass 1: place
        c, card, action = int(slot["city"]), str(slot["card"]), str(slot["action"])
        city = s.cities[c]
        (s.leader_hands if recruit else s.hands)[seat].remove(card)
        if action == Kind.BUILD:
            city.built.append(card)
        elif action == Kind.RECRUIT:
            city.leaders.append(card)
        elif action == Kind.WONDER:
            city.stages += 1
            city.tucked.append(card)
        elif recruit:
            s.box.append(card)  # a discarded leader goes back to the box (D26)
            s.box.sort()
            gains[c] += DISCARD_COINS
        else:
            s.discard.append(card)
            gains[c] += DISCARD_COINS
    if not recruit:
        memory.picked(
            s, [(seat, str(slot["card"]), slot["action"] == Kind.BUILD) for seat, slot in moves]
        )
    events: list[Event] = []
    s.reveal = []
    for (seat, slot), plan in zip(moves, plans, strict=True):  # pass 2: effects
        c, card, action = int(slot["city"]), str(slot["card"]), str(slot["action"])
        if action == Kind.BUILD:
            gains[c] += card_gains(s, c, card, chain=plan.free == Free.CHAIN)
            card_extras(s, seat, c, card)
        elif action == Kind.RECRUIT:
            gains[c] += recruit_gains(s, seat, c, card)
        elif action == Kind.WONDER:
            gains[c] += stage_effects(s, seat, c, events)
        public: dict[str, Any] = {
            "city": c,
            "seat": seat,
            "action": action,
            **plan.to_json(),
            "to_left": left_of(s, c),
            "to_right": right_of(s, c),
        }
        if action in (Kind.BUILD, Kind.RECRUIT):
            public["card"] = card
        if action == Kind.WONDER:
            public["stage"] = s.cities[c].stages
            events.append(Event("staged_card", {"city": c, "card": card}, frozenset({seat})))
        s.reveal.append(public)
    for c in range(s.ncities):
        s.cities[c].coins += income[c] + gains[c]
    for entry in s.reveal:
        entry["coins"] = gains[int(entry["city"])]
        entry["income"] = income[int(entry["city"])]
    events.insert(
        0,
        Event(
            "revealed",
            {"phase": s.phase, "age": s.age, "turn": s.turn, "moves": [dict(r) for r in s.reveal]},
        ),
    )
    if s.phase == Phase.PLAY and s.turn == TURNS:
        used = {int(slot["city"]): p for (_, slot), p in zip(moves, plans, strict=True)}
        events += _seventh_cards(s, used)
    for seat in range(s.players):
        s.sel[seat] = []
        s.ready[seat] = False
    return events


def _seventh_cards(s: WondersState, sixth: dict[int, Plan]) -> list[Event]:
    """Turn 6: the last card of each hand is discarded, unless Babylon B may play it (D6, D22).

    Bilkis's once-per-turn purchase is shared between the 6th and the 7th card (D6), and so is
    Hatshepsut's coin per neighbour and turn (D16)."""
    discarded = 0
    h = holder(s) if s.two_player else -1
    for seat in range(s.players):
        for card in list(s.hands[seat]):
            if _plays_seventh(s, seat):
                plan = sixth.get(seat, Plan())
                push(
                    s,
                    seat,
                    Extra.SEVENTH,
                    {
                        "city": seat,
                        "card": card,
                        "bilkis": not plan.bilkis,
                        "bought": [plan.left > 0, plan.right > 0],
                    },
                )
            else:
                s.hands[seat].remove(card)
                s.discard.append(card)
                discarded += 1
    for card in list(s.fc_pile):
        if _plays_seventh(s, FREE_CITY):
            push(s, h, Extra.SEVENTH, {"city": FREE_CITY, "card": card, "bilkis": True})
        else:
            s.fc_pile.remove(card)
            s.discard.append(card)
            discarded += 1
    return [Event("seventh_discarded", {"n": discarded})]


def _plays_seventh(s: WondersState, c: int) -> bool:
    city = s.cities[c]
    wonder = WONDERS[city.wonder]
    return any(
        e.kind == Fx.PLAY_SEVENTH_CARD
        for stage in wonder.stages(city.side or "a")[: city.stages]
        for e in stage.effects
    )


# -- the stack of post-turn choices and the flow ----------------------------------------------


def settle(s: WondersState) -> list[Event]:
    """Resolve choices that have a single option; when none is left, move the game on."""
    events: list[Event] = []
    while s.stack:
        top = s.stack[-1]
        actions = decision_actions(s, top)
        if len(actions) > 1:
            return events
        if not actions:
            s.stack.pop()
            continue
        events += apply_decision(s, top.seat, actions[0])
    return events + advance(s)


def after_decision(s: WondersState, events: list[Event]) -> list[Event]:
    """Called after a player's choice on the stack: continue once the stack is empty."""
    return events + settle(s)


def advance(s: WondersState) -> list[Event]:
    """The turn (with its extras) is over: pass hands, end the Age, or end the game."""
    if s.phase == Phase.DRAFT:
        if s.draft[0]:
            return [Event("draft", {"round": 5 - len(s.draft[0])})]
        return start_age(s, 1)
    if s.phase == Phase.RECRUIT:
        events: list[Event] = []
        if s.age == 3:
            for seat in range(s.players):  # the unused leaders go back to the box (D11)
                if s.leader_hands[seat]:
                    events.append(Event("returned", {"seat": seat, "n": len(s.leader_hands[seat])}))
                s.box += s.leader_hands[seat]
                s.leader_hands[seat] = []
            s.box.sort()
        return events + start_play(s)
    if s.turn < TURNS:
        _pass_hands(s)
        return start_turn(s)
    events = conflicts(s)
    if s.age < 3:
        return events + start_age(s, s.age + 1)
    s.phase = Phase.OVER
    return [*events, Event("game_over", {})]


def _pass_hands(s: WondersState) -> None:
    n = s.players
    step = -1 if s.age == 2 else 1  # Ages I and III pass left (clockwise), Age II right
    s.hands = [s.hands[(seat - step) % n] for seat in range(n)]
    memory.passed(s, step)


def conflicts(s: WondersState) -> list[Event]:
    """Each pair of neighbouring cities compares shields once (rules §8; Tomyris D19; Nero)."""
    value = VICTORY[s.age]
    power = [shields(s, c) for c in range(s.ncities)]
    results = []
    for a in range(s.ncities):
        b = left_of(s, a)
        if power[a] == power[b]:
            results.append({"cities": [a, b], "winner": -1})
            continue
        win, lose = (a, b) if power[a] > power[b] else (b, a)
        s.cities[win].tokens.append(value)
        nero = sum(e.amount for e in effects(s, win) if e.kind == Fx.COINS_PER_VICTORY_TOKEN)
        s.cities[win].coins += nero
        tomyris = has(s, lose, Fx.DEFEAT_TOKENS_TO_VICTOR)
        (s.cities[win] if tomyris else s.cities[lose]).tokens.append(DEFEAT)
        results.append(
            {
                "cities": [a, b],
                "winner": win,
                "loser": lose,
                "value": value,
                "nero": nero,
                "tomyris": tomyris,
            }
        )
    return [Event("conflicts", {"age": s.age, "shields": power, "results": results})]
