"""A full state agreeing with one seat's view, its unknowns drawn among what is still possible.

What the seat sees is copied (cities, its hand, its choice, what it remembers of the hands it
passed on). The rest is dealt from the cards it has not seen: the cards of the Ages dealt so
far minus every built structure and its own hand. A hand the seat held this Age is drawn from
what it passed on minus what was built from it since; the others from the cards nobody has
shown it. What is left goes to the discard pile and under the wonders (tucked cards never
matter, only their number). Leaders likewise; the other seats' secret commitments are redrawn
from their sampled hands; the seed is new, so later shuffles differ too.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from bot.engine.core import Action, Decision
from bot.engine.rng import derive
from bot.engine.wonders.actions import Extra
from bot.engine.wonders.catalogue import AGE_CARDS, CARDS, GUILDS, LEADERS
from bot.engine.wonders.city import has_built_name
from bot.engine.wonders.resolve import holder
from bot.engine.wonders.setup import deck_players
from bot.engine.wonders.state import FREE_CITY, City, Phase, Seen, WondersState
from bot.engine.wonders.steps import OTHER, Kind, apply_step, current, open_slots, step_actions
from bot.engine.wonders.view import CityView, MoveView, WondersView

PICKERS = (Extra.HALICARNASSUS, Extra.SOLOMON, Extra.SOLOMON_COPY)
# how a sampled opponent's secret choice leans (the prior of a plausible player)
ACTION_WEIGHT = {Kind.BUILD: 6.0, Kind.RECRUIT: 6.0, Kind.WONDER: 3.0, Kind.DISCARD: 1.0}


def determinize(view: WondersView, seat: int, seed: int) -> WondersState:
    r = derive(seed, 0, "determinize")
    n = view.players
    s = WondersState(
        seed=r.randrange(1 << 40),
        rng_counter=r.randrange(1 << 16),
        options=dict(view.options),
        players=n,
        phase=view.phase,
        age=view.age,
        turn=view.turn,
    )
    s.cities = [_city(c) for c in view.cities]
    s.hands = [[] for _ in range(n)]
    s.draft = [[] for _ in range(n)]
    s.leader_hands = [[] for _ in range(n)]
    s.sel = [[] for _ in range(n)]
    s.ready = [False] * n
    s.reveal = [_reveal(s, m) for m in view.reveal]
    s.hands[seat] = [o.card for o in view.hand]
    s.draft[seat] = list(view.draft)
    s.leader_hands[seat] = [x for x, _ in view.leader_hand]
    _deal_cards(s, view, seat, r)
    _deal_leaders(s, view, seat, r)
    s.seen = tuple(
        (view.seen or _blank(n, seat, s.hands[seat])) if p == seat else _blank(n, p, s.hands[p])
        for p in range(n)
    )
    if view.pending:
        s.stack = [_decision(s, view, seat)]
    else:
        _choices(s, view, seat, r)
    return s


def _blank(n: int, p: int, hand: Sequence[str]) -> Seen:
    return Seen(tuple(tuple(hand) if q == p else None for q in range(n)), (0,) * n, ())


def _city(c: CityView) -> City:
    return City(
        wonder=c.wonder,
        side=c.side,
        coins=c.coins,
        stages=c.stages_built,
        built=list(c.built),
        tokens=list(c.tokens),
        leaders=list(c.leaders),
        courtesan=c.courtesan,
        olympia_used=c.olympia_used,
    )


def _reveal(s: WondersState, m: MoveView) -> dict[str, Any]:
    ncities = len(s.cities)
    out: dict[str, Any] = {
        "city": m.city,
        "seat": m.city if m.city < s.players else 0,
        "action": m.action,
        "left": m.left,
        "right": m.right,
        "bank": m.bank,
        "bilkis": False,
        "free": m.free,
        "to_left": (m.city + 1) % ncities,
        "to_right": (m.city - 1) % ncities,
        "coins": m.coins,
        "income": 0,
    }
    if m.card:
        out["card"] = m.card
    if m.action == Kind.WONDER:
        out["stage"] = m.stage
    return out


# -- the Age cards -----------------------------------------------------------------------------


def _dealt_ages(view: WondersView) -> range:
    if view.phase == Phase.OVER:
        return range(1, 4)
    if view.phase == Phase.PLAY:
        return range(1, view.age + 1)
    if view.phase == Phase.RECRUIT:
        return range(1, view.age)
    return range(1, 1)


def _deal_cards(s: WondersState, view: WondersView, seat: int, r: random.Random) -> None:
    """Other hands, the Free City's pile, the discard pile and the tucked cards."""
    ages = _dealt_ages(view)
    if not ages:
        return
    n_deck = deck_players(view.players)
    unseen: Counter[str] = Counter(
        c.id for age in ages for c in AGE_CARDS[age] for mark in c.copies if mark <= n_deck
    )
    built = [x for city in s.cities for x in city.built]
    playing = view.phase == Phase.PLAY
    seen = view.seen if playing else None
    remembered = [x for h in (seen.hands if seen else ()) if h is not None for x in h]
    remembered += list(seen.gone) if seen else []
    picker = view.pending in PICKERS and view.to_move == (seat,)
    shown: list[str] = list(view.discard) if picker else []
    if 3 in ages:
        leaders = bool(dict(view.options).get("leaders"))
        pool = [g.id for g in GUILDS if leaders or g.expansion == "base"]
        known = {x for x in (*built, *s.hands[seat], *remembered, *shown) if CARDS[x].guild}
        rest = [g for g in pool if g not in known]
        unseen.update(known)
        unseen.update(r.sample(rest, max(0, min(len(rest), n_deck + 2 - len(known)))))
    unseen -= Counter(built)
    unseen -= Counter(s.hands[seat])
    unseen -= Counter(shown)
    discard = list(shown)
    if picker and view.pending_city is not None:
        # the picker sees each card it could build; the others are copies of those or of
        # what it has built: those of past Ages first (they cannot be in a hand)
        c = view.pending_city
        ok = [x for x in unseen.elements() if x in shown or has_built_name(s, c, x)]
        r.shuffle(ok)
        ok.sort(key=lambda x: CARDS[x].age == view.age)
        take = ok[: view.discard_count - len(discard)]
        discard += take
        unseen -= Counter(take)
    if playing:
        _deal_hands(s, view, seat, seen, unseen, r)
    leftover = list(unseen.elements())
    r.shuffle(leftover)
    need = view.discard_count - len(discard)
    discard += leftover[:need]
    s.discard = discard
    rest = leftover[need:]
    for city in s.cities:
        city.tucked, rest = rest[: city.stages], rest[city.stages :]


def _deal_hands(
    s: WondersState,
    view: WondersView,
    seat: int,
    seen: Seen | None,
    unseen: Counter[str],
    r: random.Random,
) -> None:
    """The hands held by others now: a hand the seat has held is drawn from what it may still
    hold; the unknown cards come from those the seat has never seen in any hand."""
    n = view.players
    fresh = Counter(unseen)  # cards that may be in a hand the seat has not seen
    known: dict[int, list[str]] = {}
    extra: dict[int, int] = {}
    for q in range(n):
        if q == seat or seen is None or seen.hands[q] is None:
            continue
        cards = []
        for x in seen.hands[q] or ():
            if fresh[x] > 0:
                fresh[x] -= 1
                cards.append(x)
        known[q] = cards
        extra[q] = seen.extra[q]
    if seen is not None:
        fresh -= Counter(seen.gone)
    blanks: dict[int, int] = {}
    for q in range(n):
        if q == seat:
            continue
        size = view.cities[q].hand_size
        if q in known:
            slots: list[str | None] = [*known[q], *([None] * extra[q])]
            picked = r.sample(slots, min(size, len(slots)))
            s.hands[q] = [x for x in picked if x is not None]
            blanks[q] = size - len(s.hands[q])
        else:
            blanks[q] = size
    fc = view.fc_pile if s.two_player else 0
    held = _own_free_city_card(view, seat) if fc else ""
    if held and fresh[held] > 0:  # the Free City's card the seat is deciding about: known
        fresh[held] -= 1
    fc -= 1 if held else 0
    pool = list(fresh.elements())
    r.shuffle(pool)
    need = sum(blanks.values()) + fc
    if len(pool) < need:  # never with a consistent view; keep the world whole regardless
        others = list((unseen - fresh).elements())
        r.shuffle(others)
        pool += others[: need - len(pool)]
    for q, k in blanks.items():
        s.hands[q] += pool[:k]
        pool = pool[k:]
        r.shuffle(s.hands[q])
    s.fc_pile = pool[:fc] + ([held] if held else [])
    for q in range(n):
        if q != seat:
            unseen -= Counter(s.hands[q])
    unseen -= Counter(s.fc_pile)


def _own_free_city_card(view: WondersView, seat: int) -> str:
    """The card of the Free City's pile that `seat` is playing for it now (its own pending
    choice names it: the seventh card), else ""; the sampled pile must hold it, last."""
    if not view.pending_data or not view.to_move or view.to_move[0] != seat:
        return ""
    if view.pending != Extra.SEVENTH or int(view.pending_city or 0) != FREE_CITY:
        return ""
    return str(json.loads(view.pending_data).get("card", ""))


# -- leaders -----------------------------------------------------------------------------------


def _deal_leaders(s: WondersState, view: WondersView, seat: int, r: random.Random) -> None:
    """Other drafts and leader hands, tucked leaders (where cards run short), the box."""
    if not dict(view.options).get("leaders") or view.phase == Phase.SIDES:
        return
    n = view.players
    mine = {*s.draft[seat], *s.leader_hands[seat]}
    unseen = [x for x in LEADERS if x not in mine]
    recruited = {x for city in s.cities for x in city.leaders}
    unseen = [x for x in unseen if x not in recruited]
    r.shuffle(unseen)
    kept: list[str] = []  # leaders known to be kept by others during the draft
    if view.phase == Phase.DRAFT:
        seen = view.seen
        size = len(view.draft)
        free = set(unseen)
        for q in range(n):
            hand = seen.hands[q] if seen is not None and q != seat else None
            if hand is None:
                continue
            options = [x for x in hand if x in free]
            s.draft[q] = r.sample(options, min(size, len(options)))
            free -= set(options)
            kept += [x for x in options if x not in s.draft[q]]
        if seen is not None:
            kept += [x for x in seen.gone if x in free]
            free -= set(seen.gone)
        rest = [x for x in unseen if x in free]
        for q in range(n):
            if q != seat:
                k = size - len(s.draft[q])
                s.draft[q] += rest[:k]
                rest = rest[k:]
        r.shuffle(kept)
        unseen = kept + rest
    for q in range(n):
        if q != seat:
            k = view.cities[q].leader_hand_size
            s.leader_hands[q], unseen = unseen[:k], unseen[k:]
    r.shuffle(unseen)
    for city in s.cities:
        short = city.stages - len(city.tucked)
        if short > 0:
            city.tucked += unseen[:short]
            unseen = unseen[short:]
    s.box = sorted(unseen)


# -- commitments and pending choices ------------------------------------------------------------


def _decision(s: WondersState, view: WondersView, seat: int) -> Decision:
    who = view.to_move[0]
    c = int(view.pending_city or 0)
    if who == seat and view.pending_data:
        return Decision(who, view.pending, json.loads(view.pending_data))
    data: dict[str, Any] = {"city": c}
    if view.pending == Extra.SEVENTH:
        pile = s.fc_pile if s.two_player and c == FREE_CITY else s.hands[who]
        data["card"] = pile[-1] if pile else ""
        data["bilkis"] = True
        if not (s.two_player and c == FREE_CITY):
            move = next((m for m in view.reveal if m.city == c), None)
            data["bought"] = [bool(move and move.left), bool(move and move.right)]
    return Decision(who, view.pending, data)


def _slot_cities(s: WondersState, view: WondersView, q: int) -> list[int]:
    if view.phase == Phase.RECRUIT:
        return [q] if s.leader_hands[q] else []
    if view.phase == Phase.PLAY and s.two_player and holder(s) == q:
        return [q, FREE_CITY]
    return [q]


def _choices(s: WondersState, view: WondersView, seat: int, r: random.Random) -> None:
    """Each seat's choice in a simultaneous phase: the viewer's as it is; a seat shown
    "ready" gets a plausible complete choice from its sampled hand."""
    if view.phase not in (Phase.DRAFT, Phase.RECRUIT, Phase.PLAY):
        return
    for q in range(s.players):
        status = view.cities[q].status
        if q == seat:
            s.sel[q] = [json.loads(x) for x in view.slots]
            s.ready[q] = status == "ready" or not s.sel[q]
            continue
        open_slots(s, q, _slot_cities(s, view, q) if status else [])
        if status == "ready":
            commit(s, q, r)


def commit(s: WondersState, q: int, r: random.Random) -> None:
    """A random complete choice for seat `q`, leaning to builds and cheap payments (every
    step of a slot offers a way on: a discard, or a card the Free City can use)."""
    for _ in range(16):
        if current(s, q) is None:
            return
        legal = [a for a in step_actions(s, q) if a.kind != Kind.BACK and a.args[:1] != (OTHER,)]
        apply_step(s, q, _lean(legal, r))


def _lean(legal: list[Action], r: random.Random) -> Action:
    if legal[0].kind == Kind.PAY:
        return legal[0] if r.random() < 0.7 else r.choice(legal)
    weights = [ACTION_WEIGHT.get(a.kind, 1.0) for a in legal]
    x = r.random() * sum(weights)
    for a, w in zip(legal, weights, strict=True):
        x -= w
        if x < 0:
            return a
    return legal[-1]
