"""A full state agreeing with one seat's view, its unknowns drawn among what is still possible.

The board, the tracks, the bank, every pending decision, the offer on the table and the seat's
own hand and cards come from the view. The others' hands are what the seat knows they hold
(its memory, and what the pending moves prove: the cards of an offer or a counter, an accepted
deal that can be carried out) plus a draw from the cards it cannot place: every card neither
in the bank, nor in its hand, nor known in another hand; the kinds its memory says a hand
lacks are kept out of it. Development cards go to the others from those not yet seen (the
seat's own, and every card played, are seen); progress cards likewise, each deck keeping its
size; the cards played under a deck stay at its bottom. Secret discard picks of seats shown
ready are drawn from their sampled hands; the seed is new, so dice and shuffles differ too.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence

from bot.engine.catan import queries as q
from bot.engine.catan.data import EVENT_FACES, KINDS, TRACKS, catalogue
from bot.engine.catan.memory import N
from bot.engine.catan.queries import NV
from bot.engine.catan.state import NONE, CatanState
from bot.engine.catan.steps import Step
from bot.engine.catan.view import CatanView
from bot.engine.core import Decision
from bot.engine.rng import derive

TRIES = 24  # redraws of the hidden hands while a pending move would have no legal answer


def determinize(view: CatanView, seat: int, seed: int) -> CatanState:
    r = derive(seed, 0, "catan-determinize")
    n = view.players
    s = _public(view, r)
    me = view.seats[seat]
    assert me.hand is not None
    s.hands[seat] = list(me.hand)
    s.memory[seat] = [list(row) for row in (view.memory or ((0,) * N,) * n)]
    s.absent[seat] = list(view.absent or (0,) * n)
    for p in range(n):
        s.memory[seat][p] = [0] * N if p == seat else s.memory[seat][p]
    _deal_hands(s, view, seat, r)
    if s.ck:
        _deal_progress(s, view, seat, r)
    else:
        _deal_development(s, view, seat, r)
    _discard_picks(s, view, seat, r)
    _harbor_offer(s, r)
    return s


def _harbor_offer(s: CatanState, r: random.Random) -> None:
    """A Commercial Harbor card the seat did not see offered: one the proposer holds."""
    for i, d in enumerate(s.stack):
        if d.kind == Step.HARBOR_ANSWER and not d.data["kind"]:
            held = [k for k in range(5) if s.hands[d.data["from"]][k]] or [0]
            s.stack[i] = Decision(d.seat, d.kind, {**d.data, "kind": KINDS[r.choice(held)]})


# -- what everyone sees --------------------------------------------------------------------


def _public(view: CatanView, r: random.Random) -> CatanState:
    n = view.players
    ck = view.ck
    s = CatanState(
        seed=r.randrange(1 << 40),
        rng_counter=r.randrange(1 << 16),
        options=dict(view.options),
        players=n,
        ck=ck,
        terrain=list(view.terrain),
        numbers=list(view.numbers),
        harbors=list(view.harbors),
        robber=view.robber,
        vowner=list(view.vowner),
        vkind=list(view.vkind),
        walls=list(view.walls),
        eowner=list(view.eowner),
        hands=[[0] * N for _ in range(n)],
        bank=list(view.bank),
        current=view.current,
        first=view.first,
        turn_no=view.turn_no,
    )
    s.dice = list(view.dice) + ([EVENT_FACES.index(view.event)] if view.event else [])
    s.stack = [Decision(seat, kind, json.loads(data)) for seat, kind, data in view.stack]
    s.winner = view.winner
    s.road_len = [x.road_length for x in view.seats]
    s.longest = view.longest
    s.army = view.army
    s.knights_played = [x.knights_played for x in view.seats]
    s.dev_played = view.dev_played
    s.offers_made = view.offers_made
    s.lapsed = [list(x) for x in view.lapsed]
    s.discard_sel = [None] * n
    s.dev_hand = [[] for _ in range(n)]
    s.dev_new = [[] for _ in range(n)]
    t = view.trade
    if t is not None:
        s.trade = {
            "from": t.proposer,
            "give": list(t.give),
            "get": list(t.get),
            "to": list(t.to),
            "answers": list(t.answers),
            "counters": [None if c is None else [list(c[0]), list(c[1])] for c in t.counters],
        }
    s.fleet = list(view.fleet)
    s.harbor_left = None if view.harbor_left is None else list(view.harbor_left)
    s.played = list(view.played)
    s.memory = [[[0] * N for _ in range(n)] for _ in range(n)]
    s.absent = [[0] * n for _ in range(n)]
    s.merchant = list(view.merchant)
    if ck:
        s.knights = [None] * NV
        flags = {v: (ready, promoted) for v, ready, promoted in view.knight_flags}
        for x in view.seats:
            for v, level, active in x.knights:
                ready, promoted = flags.get(v, (0, 0))
                s.knights[v] = [x.seat, level, active, ready, promoted]
        s.progress = [[] for _ in range(n)]
        s.progress_vp = [list(x.vp_cards) for x in view.seats]
        s.levels = [list(x.levels) for x in view.seats]
        s.metro = list(view.metro)
        s.metro_locked = list(view.metro_locked)
        s.barbarian = view.barbarian
        s.robber_active = view.robber_active
        s.defenders = [x.defenders for x in view.seats]
    return s


# -- resources and commodities -------------------------------------------------------------


def _totals(ck: bool) -> list[int]:
    cat = catalogue()
    out = [int(cat.raw["bank_resources_each"])] * 5
    out += [int(cat.raw["ck"]["commodities"][k]["count"]) if ck else 0 for k in KINDS[5:]]
    return out


def _at_least(a: Sequence[int], b: Sequence[int]) -> list[int]:
    return [max(x, y) for x, y in zip(a, b, strict=True)]


def _proved(s: CatanState, view: CatanView, seat: int) -> dict[int, list[int]]:
    """Cards the pending moves show a seat must hold: what it offers in a draft or counter,
    an accepted deal that can be carried out, the bank trade or Medicine it started."""
    out: dict[int, list[int]] = {}

    def need(p: int, cards: Sequence[int]) -> None:
        if p != seat:
            out[p] = _at_least(out.get(p, [0] * N), cards)

    t = s.trade
    if t is not None:
        need(t["from"], t["give"])
        for o in t["to"]:
            if t["answers"][o] == "accept" and o in view.deals:
                need(o, t["get"])
            counter = t["counters"][o]
            if counter is not None:
                need(o, counter[0])
                if t["answers"][o] == "counter" and o in view.deals:
                    need(t["from"], counter[1])
    for d in s.stack:
        if d.kind == Step.BANK:
            price = [0] * N
            price[d.data["give"]] = d.data["rate"]
            need(d.seat, price)
        elif d.kind == Step.MEDICINE:
            need(d.seat, d.data["cost"])
    return out


def _peeked(view: CatanView) -> tuple[int, list[int]] | None:
    """Master Merchant: the seat looks at its target's hand."""
    top = view.stack[-1] if view.stack else None
    if view.peek is None or top is None or top[1] != Step.TAKE_FROM:
        return None
    hand = [0] * N
    for item in view.peek:
        kind, count = item.split(":")
        hand[KINDS.index(kind)] = int(count)
    return json.loads(top[2])["target"], hand


def _deal_hands(s: CatanState, view: CatanView, seat: int, r: random.Random) -> None:
    n = s.players
    others = [p for p in range(n) if p != seat]
    sizes = {p: view.seats[p].cards for p in others}
    known = {p: list(s.memory[seat][p]) for p in others}
    peeked = _peeked(view)
    if peeked is not None:
        known[peeked[0]] = peeked[1]
    proved = _proved(s, view, seat)
    firm = {p: _at_least(known[p], proved.get(p, [0] * N)) for p in others}
    totals = _totals(s.ck)
    mine = s.hands[seat]

    def pool_for(base: dict[int, list[int]]) -> list[int] | None:
        pool = [totals[k] - s.bank[k] - mine[k] - sum(base[p][k] for p in others) for k in range(N)]
        if min(pool) < 0 or any(sum(base[p]) > sizes[p] for p in others):
            return None
        return pool

    pool = pool_for(firm)
    if pool is None:  # a proof that does not hold (a bluffed acceptance): trust memory only
        firm = known
        pool = pool_for(firm)
    if pool is None:  # never with sound memory; keep the world whole regardless
        firm = {p: [0] * N for p in others}
        pool = pool_for(firm) or [0] * N
    absent = {p: s.absent[seat][p] for p in others}
    order = sorted(others, key=lambda p: -bin(absent[p]).count("1"))
    for attempt in range(TRIES):
        cards = [k for k in range(N) for _ in range(pool[k])]
        r.shuffle(cards)
        for p in order:
            hand = list(firm[p])
            need = sizes[p] - sum(hand)
            mask = absent[p] if attempt < TRIES // 2 else 0
            keep: list[int] = []
            for k in cards:
                if need and not mask >> k & 1:
                    hand[k] += 1
                    need -= 1
                else:
                    keep.append(k)
            while need and keep:  # the kinds it lacks could not all be kept out
                hand[keep.pop()] += 1
                need -= 1
            cards = keep
            s.hands[p] = hand
        if _answerable(s, seat):
            return


def _answerable(s: CatanState, seat: int) -> bool:
    """Every pending move of another seat that needs cards has them."""
    for d in s.stack:
        if d.seat == seat:
            continue
        hand = s.hands[d.seat]
        if d.kind == Step.HARBOR_ANSWER and not any(hand[5:8]):
            return False
        offer = d.kind == Step.HARBOR_ANSWER and not d.data["kind"]
        if offer and d.data["from"] != seat and not any(s.hands[d.data["from"]][:5]):
            return False
        if d.kind == Step.HARBOR_GIVE and not any(hand[:5]):
            return False
    return True


# -- development and progress cards --------------------------------------------------------


def _deal_development(s: CatanState, view: CatanView, seat: int, r: random.Random) -> None:
    me = view.seats[seat]
    s.dev_hand[seat] = list(me.dev or ())
    s.dev_new[seat] = list(me.dev_new or ())
    every = Counter(c.id for c in catalogue().development.values() for _ in range(c.count))
    unseen = every - Counter(s.dev_hand[seat]) - Counter(s.dev_new[seat]) - Counter(s.played)
    cards = sorted(unseen.elements())
    target = q.target(s)
    for attempt in range(TRIES):
        r.shuffle(cards)
        rest = list(cards)
        ok = True
        for x in view.seats:
            if x.seat == seat:
                continue
            held, rest = rest[: x.dev_cards], rest[x.dev_cards :]
            new = min(x.dev_bought, len(held))
            s.dev_new[x.seat] = held[:new]
            s.dev_hand[x.seat] = held[new:]
            if x.seat == s.current and s.winner == NONE:
                hidden = sum(1 for c in held if catalogue().development[c].is_vp)
                ok = ok and x.vp + hidden < target  # else they would have won already
        s.dev_deck = rest[: view.dev_deck]  # (a game stored before cards played were kept)
        if ok or attempt == TRIES - 1:
            return


def _deal_progress(s: CatanState, view: CatanView, seat: int, r: random.Random) -> None:
    """Others' progress cards, track by track so that every deck keeps its size."""
    me = view.seats[seat]
    s.progress[seat] = list(me.progress or ())
    cat = catalogue().progress
    peeked: tuple[int, list[str]] | None = None
    top = view.stack[-1] if view.stack else None
    if view.peek is not None and top is not None and top[1] == Step.SPY_TAKE:
        peeked = json.loads(top[2])["target"], list(view.peek)
        s.progress[peeked[0]] = list(peeked[1])
    out_of_decks = Counter(s.progress[seat]) + Counter(x for v in s.progress_vp for x in v)
    if peeked is not None:
        out_of_decks += Counter(peeked[1])
    slots: list[int] = []  # one entry per unknown card, naming its holder
    for x in view.seats:
        if x.seat != seat and (peeked is None or x.seat != peeked[0]):
            slots += [x.seat] * x.progress_cards
    r.shuffle(slots)
    played = Counter(s.played)
    for t, track in enumerate(TRACKS):
        every = Counter(c.id for c in cat.values() if c.deck == track for _ in range(c.count))
        left = every - out_of_decks
        held = sum(left.values()) - view.decks[t]  # cards of this track in the unknown hands
        under = Counter({c: min(k, played[c]) for c, k in left.items() if played[c]})
        free = sorted((left - under).elements())
        r.shuffle(free)
        short = held - len(free)
        if short > 0:  # played cards drawn again: take some back from under the deck
            back = sorted(under.elements())
            r.shuffle(back)
            free += back[:short]
            under -= Counter(back[:short])
        taken, rest = free[:held], free[held:]
        for card in taken:
            if slots:
                s.progress[slots.pop()].append(card)
            else:  # never with a consistent view
                rest.append(card)
        bottom = [c for c in s.played if under[c] > 0 and cat[c].deck == track]
        tail: list[str] = []
        for c in reversed(bottom):
            if under[c] > 0:
                under[c] -= 1
                tail.append(c)
        tail.reverse()
        s.decks[track] = rest + sorted(under.elements()) + tail


def _discard_picks(s: CatanState, view: CatanView, seat: int, r: random.Random) -> None:
    """Seats owing a discard: the viewer's picks as they are, a seat shown ready a secret
    choice drawn from its sampled hand, the others not started (their picks are unseen)."""
    for d in s.stack:
        if d.kind != Step.DISCARD:
            continue
        p = d.seat
        if p == seat:
            s.discard_sel[p] = list(view.discard_pick or [0] * N)
            continue
        sel = [0] * N
        if view.seats[p].discard == "ready":
            cards = [k for k in range(N) for _ in range(s.hands[p][k])]
            for k in r.sample(cards, min(d.data["n"], len(cards))):
                sel[k] += 1
        s.discard_sel[p] = sel
