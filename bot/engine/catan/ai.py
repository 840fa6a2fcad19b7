"""Catan strategy for the bots: an evaluation, a move prior, bounded trades and words for /hint.

Each seat's position is scored in victory points and their worth: points (the sampled state's
hidden cards included), production in pips by kind with a bonus for variety (the robber's
hex counts for little), harbors that match what the seat produces, cards in hand up to the
discard limit and how close they are to the next build, the road and army races, room to
expand; in Cities & Knights also city improvements, knights against the barbarians (a city
lost or a defender point won), progress cards and walls. A softmax of the scores gives each
seat's chance to win. Domestic trading is bounded: a bot proposes at most one offer a turn,
only a swap that completes its next build and improves its score, answers offers by its
evaluation of the trade and never counters, so a bot never stalls a game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from bot.engine.ai.base import GameAI
from bot.engine.catan import queries as q
from bot.engine.catan.data import KINDS
from bot.engine.catan.queries import CAT, NV, B
from bot.engine.catan.state import NONE, CatanState
from bot.engine.catan.steps import Step, decision_for
from bot.engine.core import Action, Rules
from bot.engine.words import Name, Phrase, phrase

N = len(KINDS)
PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
# how much a pip of each kind is worth (ore and grain build cities; commodities improve them)
KIND_WEIGHT = (1.0, 1.0, 0.8, 1.1, 1.1, 0.9, 0.9, 0.9)
ROBBED = 0.35  # the robber's hex still produces this much (it will move)
TEMPERATURE = 1.1  # softmax of the scores (in VP)
MAX_OFFERS = 1  # domestic offers a bot sends per turn
GOALS = ("city", "settlement", "development_card")


@cache
def _harbor_at() -> dict[int, int]:
    out: dict[int, int] = {}
    for i, hb in enumerate(B.harbors):
        for v in hb.vertices:
            out[v] = i
    return out


@cache
def _costs() -> dict[str, tuple[int, ...]]:
    return {g: q.cost(g) for g in (*GOALS, "road", "knight", "activate", "wall")}


# -- the evaluation ------------------------------------------------------------------------


class Survey:
    """One pass over the board: each seat's points, production, harbors, walls and cities."""

    __slots__ = ("cities", "ports", "prod", "vp", "walls")

    def __init__(self, s: CatanState) -> None:
        n = s.players
        prod = [[0.0] * N for _ in range(n)]
        vp = [0] * n
        cities = [0] * n
        walls = [0] * n
        ports: list[list[str]] = [[] for _ in range(n)]
        values = q.mode(s)["victory_points"]
        numbers, terrain, robber = s.numbers, s.terrain, s.robber
        kind_of = q.TERRAIN_KIND
        commodity = q.COMMODITY_OF_TERRAIN if s.ck else {}
        harbor_at = _harbor_at()
        vertex_hexes = B.vertex_hexes
        for v, o in enumerate(s.vowner):
            if o == NONE:
                continue
            city = s.vkind[v] == 2
            if city:
                cities[o] += 1
                vp[o] += values["city"]
            else:
                vp[o] += values["settlement"]
            if s.walls[v]:
                walls[o] += 1
            i = harbor_at.get(v)
            if i is not None:
                ports[o].append(s.harbors[i])
            row = prod[o]
            for h in vertex_hexes[v]:
                n_ = numbers[h]
                if not n_:
                    continue
                t = terrain[h]
                k = kind_of[t]
                if k < 0:
                    continue
                pips = PIPS[n_] * (ROBBED if h == robber else 1.0)
                row[k] += pips
                if city:
                    c = commodity.get(t)
                    row[k if c is None else c] += pips
        if s.longest != NONE:
            vp[s.longest] += values["longest_road"]
        if s.ck:
            for v in s.metro:
                if v != NONE:
                    vp[s.vowner[v]] += values["metropolis_bonus"]
            for p in range(n):
                vp[p] += s.defenders[p] * values["defender_of_catan"] + len(s.progress_vp[p])
            if s.merchant[1] != NONE:
                vp[s.merchant[1]] += values["merchant"]
        else:
            if s.army != NONE:
                vp[s.army] += values["largest_army"]
            for p in range(n):
                vp[p] += values["victory_point_card"] * (
                    s.dev_hand[p].count("victory_point") + s.dev_new[p].count("victory_point")
                )
        self.prod, self.vp, self.cities, self.walls, self.ports = prod, vp, cities, walls, ports


def production(s: CatanState) -> list[list[float]]:
    """Pips per seat and kind (a city counts twice; in C&K a city on forest, pasture or
    mountains makes one resource and one commodity)."""
    return Survey(s).prod


WALL_BONUS = CAT.raw["ck"]["wall_hand_bonus"]
CITY, SETTLEMENT = q.cost("city"), q.cost("settlement")


def scores(s: CatanState) -> list[float]:
    """Each seat's position in victory points and their worth."""
    n = s.players
    target = q.target(s)
    sv = Survey(s)
    vps = sv.vp
    lead = max(vps) / target
    early = max(0.2, 1.15 - lead)
    out = []
    threat = _barbarian(s, sv) if s.ck else []
    w0, w1, w2, w3, w4, w5, w6, w7 = KIND_WEIGHT
    for p in range(n):
        r0, r1, r2, r3, r4, r5, r6, r7 = sv.prod[p]
        hand = s.hands[p]
        score = float(vps[p])
        pips = w0 * r0 + w1 * r1 + w2 * r2 + w3 * r3 + w4 * r4 + w5 * r5 + w6 * r6 + w7 * r7
        kinds = (r0 > 0) + (r1 > 0) + (r2 > 0) + (r3 > 0) + (r4 > 0)
        score += early * (0.055 * pips + 0.13 * kinds)
        row = sv.prod[p]
        for port in sv.ports[p]:
            if port == "generic_3to1":
                score += 0.004 * (r0 + r1 + r2 + r3 + r4)
            else:
                score += 0.02 * row[KINDS.index(port)]
        cards = sum(hand)
        limit = 7 + WALL_BONUS * sv.walls[p] if s.ck else 7
        score += 0.07 * min(cards, limit) - 0.09 * max(0, cards - limit)
        b0, b1, b2, b3, b4 = hand[0], hand[1], hand[2], hand[3], hand[4]
        short_city = max(0, CITY[3] - b3) + max(0, CITY[4] - b4)
        short_settle = (b0 < 1) + (b1 < 1) + (b2 < 1) + (b3 < 1)
        score += 0.35 if short_city == 0 else 0.14 if short_city == 1 else 0.0
        score += 0.25 if short_settle == 0 else 0.1 if short_settle == 1 else 0.0
        if s.longest != p:
            score += 0.05 * s.road_len[p]
        if s.ck:
            score += _ck_value(s, p, threat, sv)
        else:
            held = len(s.dev_hand[p]) + len(s.dev_new[p])
            held -= s.dev_hand[p].count("victory_point") + s.dev_new[p].count("victory_point")
            score += 0.3 * held + 0.15 * s.knights_played[p]
        out.append(score)
    return out


def _barbarian(s: CatanState, sv: Survey) -> list[float]:
    """What the coming barbarian attack means to each seat, in VP (lost city, defender)."""
    n = s.players
    steps = CAT.raw["ck"]["barbarian_steps"]
    near = (s.barbarian / steps) ** 2
    cities = sv.cities
    strength = [q.knight_strength(s, p) for p in range(n)]
    out = [0.0] * n
    if sum(strength) >= sum(cities):
        top = max(strength)
        if top > 0 and strength.count(top) == 1:
            out[strength.index(top)] = 0.7 * near
        return out
    exposed = [p for p in range(n) if cities[p] > _metros(s, p)]
    if exposed:
        low = min(strength[p] for p in exposed)
        for p in exposed:
            if strength[p] == low:
                out[p] = -1.3 * near
    return out


def _metros(s: CatanState, p: int) -> int:
    return sum(1 for v in s.metro if v != NONE and s.vowner[v] == p)


def _ck_value(s: CatanState, p: int, threat: list[float], sv: Survey) -> float:
    value = threat[p]
    for t in range(3):
        level = s.levels[p][t]
        value += 0.3 * level + (0.3 if level >= 3 else 0.0)
    total = active = 0
    for k in s.knights:
        if k is not None and k[0] == p:
            total += k[1]
            active += k[1] if k[2] else 0
    value += 0.12 * total + 0.1 * active
    value += 0.3 * len(s.progress[p])
    value += 0.06 * sv.walls[p]
    return value


def evaluate(rules: Rules, s: CatanState) -> list[float]:
    sc = scores(s)
    top = max(sc)
    e = [math.exp((x - top) / TEMPERATURE) for x in sc]
    total = sum(e)
    return [x / total for x in e]


# -- what a seat is saving for, and trades toward it ---------------------------------------


def goal(s: CatanState, p: int) -> tuple[int, ...]:
    """The cost of the next thing worth building: a city where a settlement stands, else a
    settlement where there is room, else a development card (base) or a knight (C&K)."""
    costs = _costs()
    roads, setts, cities = q.pieces_left(s, p)
    if cities and any(s.vowner[v] == p and s.vkind[v] == 1 for v in range(NV)):
        return costs["city"]
    if setts and q.settle_spots(s, p):
        return costs["settlement"]
    if roads and setts:
        return costs["road"]
    return costs["knight"] if s.ck else costs["development_card"]


def missing(s: CatanState, p: int) -> list[int]:
    price = goal(s, p)
    return [max(0, c - h) for c, h in zip(price, s.hands[p], strict=False)]


def wanted_trade(s: CatanState, p: int) -> tuple[list[int], list[int]] | None:
    """A one-for-one swap that completes the goal (one or two cards short), paid with spare
    cards; None when there is none."""
    price = goal(s, p)
    hand = s.hands[p]
    short = [max(0, c - h) for c, h in zip(price, hand, strict=False)] + [0] * (N - len(price))
    need = sum(short)
    if need == 0 or need > 2:
        return None
    spare = [max(0, h - (price[k] if k < len(price) else 0)) for k, h in enumerate(hand)]
    kinds = 8 if s.ck else 5
    give = [0] * N
    left = need
    for k in sorted(range(kinds), key=lambda k: -spare[k]):
        take = min(spare[k], left)
        give[k] += take
        left -= take
        if not left:
            break
    if left:
        return None
    return give, short


def _trade_gain(s: CatanState, p: int, give: Sequence[int], get: Sequence[int]) -> float:
    """How much `p`'s score changes by handing over `give` for `get` (no one else's)."""
    before = scores(s)[p]
    hand = s.hands[p]
    saved = list(hand)
    for k in range(N):
        hand[k] += get[k] - give[k]
    after = scores(s)[p]
    hand[:] = saved
    return after - before


# -- the move prior --------------------------------------------------------------------------


def _vertex_value(s: CatanState, p: int, v: int, prod: list[list[float]]) -> float:
    mine = prod[p]
    value = 0.0
    for h in B.vertex_hexes[v]:
        n = s.numbers[h]
        k = q.TERRAIN_KIND[s.terrain[h]]
        if not n or k < 0:
            continue
        pips = PIPS[n] * (ROBBED if h == s.robber else 1.0)
        value += pips * KIND_WEIGHT[k] * (1.5 if mine[k] == 0 else 1.0)
    i = _harbor_at().get(v)
    if i is not None:
        port = s.harbors[i]
        value += 1.5 if port == "generic_3to1" else 0.25 * mine[KINDS.index(port)]
    return value


def _hex_harm(s: CatanState, p: int, h: int, vps: list[int]) -> float:
    """How much the robber on `h` hurts the others, less what it costs `p`."""
    n = s.numbers[h]
    pips = PIPS.get(n, 0)
    value = 0.3
    for v in B.hex_vertices[h]:
        o = s.vowner[v]
        if o == NONE:
            continue
        mult = 2 if s.vkind[v] == 2 else 1
        if o == p:
            value -= 3 * pips * mult
        else:
            value += pips * mult * (1 + vps[o] / 4) + 0.4 * sum(s.hands[o])
    return max(0.05, value)


ROAD_KINDS = (Step.SETUP_SETTLE, Step.SETUP_ROAD, Step.MAIN, Step.FREE_ROADS, Step.DIPLOMAT_ROAD)


def prior(rules: Rules, s: CatanState, seat: int, legal: Sequence[Action]) -> list[float]:
    d = decision_for(s, seat)
    if d is None:
        return [1.0] * len(legal)
    kind = d.kind
    need = missing(s, seat) if kind in (Step.DISCARD, Step.TAKE, Step.MAIN) else None
    prod = production(s) if kind in ROAD_KINDS else []
    vps = [q.vp(s, o, hidden=False) for o in range(s.players)] if kind == Step.ROBBER else []
    out = []
    for a in legal:
        out.append(_weight(s, seat, kind, a, need, prod, vps))
    return out


def _weight(
    s: CatanState,
    p: int,
    kind: str,
    a: Action,
    need: list[int] | None,
    prod: list[list[float]],
    vps: list[int],
) -> float:
    k = a.kind
    if kind in (Step.SETUP_SETTLE,):
        return 0.5 + _vertex_value(s, p, int(a.args[0][1:]), prod) ** 2 / 20
    if kind == Step.SETUP_ROAD:
        return 1.0 + max(
            (
                _vertex_value(s, p, v, prod)
                for v in B.edge_vertices[int(a.args[0][1:])]
                if q.distance_ok(s, v)
            ),
            default=0.0,
        )
    if kind == Step.ROBBER:
        return _hex_harm(s, p, int(a.args[0][1:]), vps)
    if kind == Step.STEAL:
        o = int(a.args[0])
        return 1.0 + sum(s.hands[o]) + q.vp(s, o, hidden=False)
    if kind == Step.DISCARD:
        if k == "undo":
            return 0.01
        j = KINDS.index(a.args[0])
        keep = need is not None and need[j] == 0 and j < len(goal(s, p)) and goal(s, p)[j] > 0
        return s.hands[p][j] * (0.3 if keep else 1.0)
    if kind == Step.TAKE:
        j = KINDS.index(a.args[0])
        return 1.0 + (4.0 if need is not None and need[j] else 0.0)
    if kind == Step.NAME:
        j = KINDS.index(a.args[0])
        others = sum(s.hands[o][j] for o in range(s.players) if o != p)
        return 1.0 + (s.hands[p][j] if s.stack[-1].data.get("effect") == "fleet" else others)
    if k == "city":
        return 10.0
    if k == "settle":
        return 8.0 + (_vertex_value(s, p, int(a.args[0][1:]), prod) / 3 if prod else 0.0)
    if k == "road":
        far = (
            max(
                (
                    _vertex_value(s, p, v, prod)
                    for v in B.edge_vertices[int(a.args[0][1:])]
                    if s.vowner[v] == NONE and q.distance_ok(s, v)
                ),
                default=0.0,
            )
            if prod
            else 0.0
        )
        return (1.5 if kind == Step.MAIN else 2.0) + 0.1 * far
    if k == "improve":
        return 6.0
    if k in ("knight", "activate"):
        return 2.0 + 3.0 * (s.barbarian / int(CAT.raw["ck"]["barbarian_steps"]))
    if k == "chase":
        return 5.0
    if k in ("promote", "wall", "kmove"):
        return 1.2
    if k == "buy":
        return 3.0
    if k == "play":
        if a.args[0] == "knight":
            return 5.0 if any(s.vowner[v] == p for v in B.hex_vertices[s.robber]) else 2.5
        return 2.5
    if k == "end":
        return 1.0
    if k in ("bank", "harbor"):
        return 1.0
    if k == "offer":
        return 0.6
    if k in ("accept", "deal"):
        return 3.0
    if k in ("cancel", "decline", "skip"):
        return 0.5
    return 1.0


# -- the moves worth searching ---------------------------------------------------------------


def candidates(rules: Rules, s: CatanState, seat: int, legal: Sequence[Action]) -> list[Action]:
    d = decision_for(s, seat)
    if d is None:
        return list(legal)
    kind = d.kind
    if kind == Step.MAIN:
        price = goal(s, seat)
        need = [max(0, c - h) for c, h in zip(price, s.hands[seat], strict=False)]
        kept = [a for a in legal if _worth_trying(s, seat, a, price, need)]
        return _widest(rules, s, seat, kept, WIDTH[kind], keep="end")
    if kind in WIDTH:
        return _widest(rules, s, seat, legal, WIDTH[kind])
    if kind == Step.BANK:
        need = missing(s, seat)
        keep = [a for a in legal if a.kind == "for" and need[KINDS.index(a.args[0])]]
        return keep or [a for a in legal if a.kind == "cancel"]
    if kind == Step.OFFER_BUILD:
        return [_next_draft_step(s, seat, legal)]
    if kind == Step.OFFER_ANSWER:
        return [_answer(s, seat, legal)]
    if kind == Step.COUNTER_BUILD:
        return [a for a in legal if a.kind == "decline"] or list(legal)
    if kind == Step.OFFER_CONFIRM:
        t = s.trade
        assert t is not None
        good = []
        for a in legal:
            if a.kind != "deal":
                continue
            o = int(a.args[0])
            give, get = t["give"], t["get"]
            if t["answers"][o] == "counter":
                get, give = t["counters"][o]
            if _trade_gain(s, seat, give, get) > 0:
                good.append(a)
        return good[:1] or [a for a in legal if a.kind == "cancel"]
    if kind == Step.DISCARD:
        return [a for a in legal if a.kind != "undo"] or list(legal)
    if kind == Step.HARBOR_GIVE:
        return [a for a in legal if a.kind != "cancel"] or list(legal)
    return list(legal)


# the most moves searched at a decision, the best by the prior
WIDTH: dict[str, int] = {
    Step.MAIN: 8,
    Step.SETUP_SETTLE: 8,
    Step.SETUP_ROAD: 3,
    Step.ROBBER: 6,
    Step.FREE_ROADS: 4,
    Step.DIPLOMAT: 5,
    Step.INTRIGUE: 5,
    Step.INVENTOR: 6,
    Step.KNIGHT_DEST: 5,
    Step.RELOCATE: 4,
    Step.DESERTER_PLACE: 4,
    Step.DIPLOMAT_ROAD: 4,
}


def _widest(
    rules: Rules, s: CatanState, seat: int, moves: Sequence[Action], width: int, keep: str = ""
) -> list[Action]:
    if len(moves) <= width:
        return list(moves)
    weights = prior(rules, s, seat, moves)
    order = sorted(range(len(moves)), key=lambda i: -weights[i])[:width]
    out = [moves[i] for i in sorted(order)]
    if keep and all(a.kind != keep for a in out):
        out += [a for a in moves if a.kind == keep]
    return out


def _worth_trying(
    s: CatanState, p: int, a: Action, price: tuple[int, ...], need: list[int]
) -> bool:
    """Bank trades toward the goal only, and an offer only when a swap would complete it."""
    if a.kind == "bank":
        j = KINDS.index(a.args[0])
        spare = s.hands[p][j] - (price[j] if j < len(price) else 0)
        return any(need) and spare >= q.rate(s, p, j) and not need[j]
    if a.kind == "offer":
        if s.offers_made >= MAX_OFFERS:
            return False
        trade = wanted_trade(s, p)
        return trade is not None and _trade_gain(s, p, *trade) > 0
    return True


def _next_draft_step(s: CatanState, p: int, legal: Sequence[Action]) -> Action:
    """The one step that brings the draft on the table to the wanted swap (or cancels)."""
    t = s.trade
    assert t is not None
    by_token = {a.token: a for a in legal}
    trade = wanted_trade(s, p)
    cancel = by_token.get("cancel", legal[-1])
    if trade is None:
        return cancel
    give, get = trade
    if list(t["give"]) == give and list(t["get"]) == get:
        return by_token.get("ask:all", cancel)
    for j in range(N):
        name = KINDS[j]
        if t["give"][j] > give[j]:
            step = f"ungive:{name}"
        elif t["get"][j] > get[j]:
            step = f"unget:{name}"
        elif t["give"][j] < give[j]:
            step = f"give:{name}"
        elif t["get"][j] < get[j]:
            step = f"get:{name}"
        else:
            continue
        return by_token.get(step, cancel)
    return cancel


def _answer(s: CatanState, p: int, legal: Sequence[Action]) -> Action:
    """Accept an offer the seat can pay and that improves its score; else decline."""
    t = s.trade
    assert t is not None
    by_kind = {a.kind: a for a in legal}
    decline = by_kind.get("decline", legal[0])
    if "accept" not in by_kind or not q.can_pay(s.hands[p], t["get"]):
        return decline
    gain = _trade_gain(s, p, t["get"], t["give"])
    # a trade also helps the proposer: take it only if it helps us more than a little
    return by_kind["accept"] if gain > 0.08 else decline


# -- words for /hint -------------------------------------------------------------------------


SIMPLE_REASONS = {
    "city": "catan.reason.city",
    "settle": "catan.reason.settle",
    "road": "catan.reason.road",
    "buy": "catan.reason.buy",
    "knight": "catan.reason.knights",
    "activate": "catan.reason.knights",
    "promote": "catan.reason.knights",
    "bank": "catan.reason.bank",
    "offer": "catan.reason.offer",
    "end": "catan.reason.end",
}


def reason(rules: Rules, s: CatanState, seat: int, a: Action) -> Phrase | None:
    """A few words on why the move is good (`catan.reason.*` messages)."""
    d = decision_for(s, seat)
    if d is None:
        return None
    k = a.kind
    if d.kind == Step.SETUP_SETTLE:
        v = int(a.args[0][1:])
        pips = sum(PIPS.get(s.numbers[h], 0) for h in B.vertex_hexes[v])
        return phrase("catan.reason.pips", n=pips)
    if d.kind == Step.ROBBER:
        return phrase("catan.reason.robber")
    if d.kind == Step.OFFER_ANSWER:
        return phrase("catan.reason.trade_good" if k == "accept" else "catan.reason.trade_bad")
    if k in SIMPLE_REASONS:
        return phrase(SIMPLE_REASONS[k])
    if k == "improve":
        return phrase("catan.reason.improve", track=Name(str(a.args[0])))
    if k == "play":
        return phrase("catan.reason.play", card=Name(str(a.args[0])))
    return None


# -- how fast the search goes ---------------------------------------------------------------

# Measured on this machine in CPU seconds (the machine is shared: wall time runs several times
# longer), over hard decisions spread through 4-player games: every engine step of the search,
# with its legal moves, candidates, prior, copies and evaluations, runs about 5,700 times a
# second in the base game and 6,200 in Cities & Knights. The budget is set from these figures,
# so that the levels' thinking times hold in real seconds.
STEPS_PER_SECOND = 9000

AI = GameAI(
    evaluate=evaluate,
    prior=prior,
    reason=reason,
    candidates=candidates,
    steps_per_second=STEPS_PER_SECOND,
)
