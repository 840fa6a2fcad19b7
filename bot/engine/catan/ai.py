"""Catan strategy for the bots: an evaluation, a move prior, bounded trades and words for /hint.

Each seat's position is scored in victory points and their worth: points (the sampled state's
hidden cards included), production in pips by kind with a bonus for variety (the robber's
hex counts for little), harbors that match what the seat produces, cards in hand up to the
discard limit and how close they are to the next build, the road and army races, room to
expand; in Cities & Knights also city improvements, knights against the barbarians (a city
lost or a defender point won), progress cards and walls. A softmax of the scores gives each
seat's chance to win; a hand over the discard limit counts the cards a 7 would take.

Trading is bounded, so a bot never stalls a game: a bot proposes at most two offers a turn,
each a swap that completes its next build and improves its score, never one that nobody took
this turn. It answers an offer by what the trade does for both seats (`trade_verdict`): a fair
trade is taken, a trade that gives a near winner its build is refused, the leader must give
more; an offer it cannot take gets a one-for-one counter-offer when one suits both. A hand
over the discard limit is spent or traded down before the turn ends (cards the next build
holds back included), and Monopoly and Year of Plenty wait for the roll.

`hard` plays each of its best candidates on, in twelve sampled worlds, to the end of its next
turn (every seat greedy by the evaluation, each world with its own dice) and keeps the best on
average (`lookahead`); its leaves also count each seat's room to expand: the best open spot
its roads reach, less a share per road still to build (`room`). `hard_search`, the shared
ISMCTS with leaves judged by margins, is kept for bench/catanbot_medium.py only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache

from bot.engine.ai import ismcts
from bot.engine.ai.base import GameAI
from bot.engine.ai.levels import greedy_step
from bot.engine.ai.worlds import Table, best_on_average, ranked, sample_worlds
from bot.engine.catan import queries as q
from bot.engine.catan.data import KINDS, TRACKS
from bot.engine.catan.queries import CAT, NV, B
from bot.engine.catan.state import NONE, CatanState
from bot.engine.catan.steps import Step, decision_for
from bot.engine.catan.view import CatanView
from bot.engine.core import Action, Rules
from bot.engine.words import Name, Phrase, phrase

N = len(KINDS)
GRAIN = KINDS.index("grain")
PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
# how much a pip of each kind is worth (ore and grain build cities; commodities improve them)
KIND_WEIGHT = (1.0, 1.0, 0.8, 1.1, 1.1, 0.9, 0.9, 0.9)
ROBBED = 0.35  # the robber's hex still produces this much (it will move)
TEMPERATURE = 1.1  # softmax of the scores (in VP)
MAX_OFFERS = 2  # domestic offers a bot sends per turn (never one that lapsed)
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
CARD = 0.07  # a card in hand, up to the discard limit
CARD_LOST = 0.12  # a card lost to a 7 (what it would have built toward)
# the chance that someone rolls a 7 before a seat's next turn, by the number of players
SEVEN_BEFORE_NEXT_TURN = {n: 1 - (5 / 6) ** n for n in range(2, 7)}
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
    seven = SEVEN_BEFORE_NEXT_TURN[min(n, 6)]
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
        score += CARD * min(cards, limit)
        if cards > limit:  # the cards beyond, less what a 7 before the next turn would take
            score += CARD * (cards - limit) - seven * (cards // 2) * CARD_LOST
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


IMPROVE_READY = 0.2  # the commodities of a track's next level in hand (C&K)
IMPROVE_ALMOST = 0.08  # ... but one


def _ck_value(s: CatanState, p: int, threat: list[float], sv: Survey) -> float:
    value = threat[p]
    for t in range(3):
        level = s.levels[p][t]
        value += 0.3 * level + (0.3 if level >= 3 else 0.0)
        if level < 5 and sv.cities[p]:  # the commodities of the next level, as a city's cards count
            short = max(0, q.improve_cost(s, p, t) - s.hands[p][q.TRACK_COMMODITY[TRACKS[t]]])
            value += IMPROVE_READY if short == 0 else IMPROVE_ALMOST if short == 1 else 0.0
    total = active = 0
    for k in s.knights:
        if k is not None and k[0] == p:
            total += k[1]
            active += k[1] if k[2] else 0
    value += 0.12 * total + 0.1 * active
    value += 0.3 * len(s.progress[p])
    value += 0.06 * sv.walls[p]
    return value


def _chances(sc: Sequence[float]) -> list[float]:
    """Each seat's chance to win: a softmax of the scores at TEMPERATURE."""
    top = max(sc)
    e = [math.exp((x - top) / TEMPERATURE) for x in sc]
    total = sum(e)
    return [x / total for x in e]


def evaluate(rules: Rules[CatanState, CatanView], s: CatanState) -> list[float]:
    return _chances(scores(s))


# -- what a seat is saving for, and trades toward it ---------------------------------------


def goal(s: CatanState, p: int) -> tuple[int, ...]:
    """The cost of the next thing worth building: of a city (where a settlement stands), a
    settlement (where there is room), else a road toward one, and a development card (base)
    or a knight (C&K), the one the hand is closest to, points first on a tie."""
    guard = _guard_price(s, p)
    if guard is not None:
        return guard
    costs = _costs()
    roads, setts, cities = q.pieces_left(s, p)
    options: list[tuple[str, float]] = []
    if cities and any(s.vowner[v] == p and s.vkind[v] == 1 for v in range(NV)):
        options.append(("city", 0.0))
    if setts and q.settle_spots(s, p):
        options.append(("settlement", 0.0))
    elif roads and setts:
        options.append(("road", 0.5))
    options.append(("knight" if s.ck else "development_card", 1.0))
    hand = s.hands[p]
    best, best_key = options[0][0], math.inf
    for name, bias in options:
        price = costs[name]
        short = sum(max(0, c - h) for c, h in zip(price, hand, strict=False))
        if short + bias < best_key:
            best, best_key = name, short + bias
    return costs[best]


def _guard_price(s: CatanState, p: int) -> tuple[int, ...] | None:
    """C&K: when the barbarians' next ship attacks and this seat's city would fall, the grain
    that activates one of its knights (and nothing when its hand has one already)."""
    if not s.ck or s.barbarian < CAT.raw["ck"]["barbarian_steps"] - 1 or s.hands[p][GRAIN]:
        return None
    if not any(k is not None and k[0] == p and not k[2] for k in s.knights):
        return None
    if _barbarian(s, Survey(s))[p] >= 0:
        return None
    return tuple(int(k == GRAIN) for k in range(N))


def missing(s: CatanState, p: int) -> list[int]:
    price = goal(s, p)
    return [max(0, c - h) for c, h in zip(price, s.hands[p], strict=False)]


def wanted_trade(s: CatanState, p: int) -> tuple[list[int], list[int]] | None:
    """The swap the seat offers: the one or two cards its goal lacks, paid card for card with
    its most plentiful spare cards (one card more once such an offer found no taker this
    turn); never an offer that already lapsed this turn. None when there is none."""
    price = goal(s, p)
    hand = s.hands[p]
    short = [max(0, c - h) for c, h in zip(price, hand, strict=False)] + [0] * (N - len(price))
    need = sum(short)
    if need == 0 or need > 2:
        return None
    if any(short[k] > held_by_others(s, p, k) for k in range(N)):
        return None  # the bank shows nobody else holds enough of a kind the swap asks for
    spare = [max(0, h - (price[k] if k < len(price) else 0)) for k, h in enumerate(hand)]
    kinds = 8 if s.ck else 5
    for extra in (0, 1):
        give = [0] * N
        left = need + extra
        for k in sorted(range(kinds), key=lambda k: -spare[k]):
            take = min(spare[k], left)
            give[k] += take
            left -= take
            if not left:
                break
        if left:
            return None
        if give + short not in s.lapsed:
            return give, short
    return None


@cache
def _total(k: int, ck: bool) -> int:
    """How many cards of kind `k` the game has (bank and hands together)."""
    if k < 5:
        return int(CAT.raw["bank_resources_each"])
    return int(CAT.raw["ck"]["commodities"][KINDS[k]]["count"]) if ck else 0


def held_by_others(s: CatanState, p: int, k: int) -> int:
    """Cards of kind `k` in the other seats' hands together: what the bank and the seat's own
    hand leave of the game's total (public to the seat, whatever the hands hide)."""
    return max(0, _total(k, s.ck) - s.bank[k] - s.hands[p][k])


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


def prior(
    rules: Rules[CatanState, CatanView], s: CatanState, seat: int, legal: Sequence[Action]
) -> list[float]:
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
    if k == "bank":  # a bank trade is a candidate only toward the goal or over the limit
        return 4.0 if over_limit(s, p) else 2.5
    if k == "harbor":
        return 1.0
    if k == "offer":
        return 0.6
    if k in ("accept", "deal"):
        return 3.0
    if k in ("cancel", "decline", "skip"):
        return 0.5
    return 1.0


# -- the moves worth searching ---------------------------------------------------------------


def candidates(
    rules: Rules[CatanState, CatanView], s: CatanState, seat: int, legal: Sequence[Action]
) -> list[Action]:
    d = decision_for(s, seat)
    if d is None:
        return list(legal)
    kind = d.kind
    if kind == Step.MAIN:
        price = goal(s, seat)
        need = [max(0, c - h) for c, h in zip(price, s.hands[seat], strict=False)]
        kept = [a for a in legal if _worth_trying(s, seat, a, price, need)]
        if over_limit(s, seat) and any(a.kind in SPENDS for a in kept):
            # a hand over the discard limit is spent or traded down before the turn ends;
            # when something built brings it under, the bank's 4 for 1 is not the way
            kept = [a for a in kept if a.kind != "end"]
            if any(_builds_under(s, seat, a) for a in kept):
                kept = [a for a in kept if a.kind != "bank"]
            return _widest(rules, s, seat, kept, WIDTH[kind], keep="bank")
        return _widest(rules, s, seat, kept, WIDTH[kind], keep="end")
    if kind in FINISH:  # a move once begun is finished: begin, cancel, begin again is a loop
        legal = [a for a in legal if a.kind != "cancel"] or list(legal)
    if kind in WIDTH:
        return _widest(rules, s, seat, legal, WIDTH[kind])
    if kind == Step.BANK:
        return _bank_picks(s, seat, legal)
    if kind == Step.OFFER_BUILD:
        return [_next_draft_step(s, seat, legal)]
    if kind == Step.OFFER_ANSWER:
        return [_answer(s, seat, legal)]
    if kind == Step.COUNTER_BUILD:
        return [_next_counter_step(s, seat, legal)]
    if kind == Step.OFFER_CONFIRM:
        return [_best_deal(s, seat, legal)]
    if kind == Step.PRE_ROLL:  # cards that fill the hand wait until the dice have spoken
        return [a for a in legal if a.kind != "play" or a.args[0] not in AFTER_ROLL]
    if kind == Step.DISCARD:
        return [a for a in legal if a.kind != "undo"] or list(legal)
    if kind == Step.NAME and d.data.get("effect") != "fleet":
        # a monopoly names a kind the bank shows someone else holds (else it takes nothing)
        held = [a for a in legal if held_by_others(s, seat, KINDS.index(a.args[0])) > 0]
        return held or list(legal)
    if kind == Step.HARBOR_GIVE:
        return [a for a in legal if a.kind != "cancel"] or list(legal)
    return list(legal)


# decisions a main-phase move opens that the bots never cancel
FINISH = frozenset({Step.KNIGHT_DEST})

# main-phase moves that leave fewer cards in hand
SPENDS = frozenset(
    {"bank", "city", "settle", "road", "buy", "knight", "activate", "wall", "improve", "promote"}
)

# cards that add to the hand: played before the roll, a 7 could take half of what they bring
AFTER_ROLL = frozenset({"monopoly", "year_of_plenty"})

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
    rules: Rules[CatanState, CatanView],
    s: CatanState,
    seat: int,
    moves: Sequence[Action],
    width: int,
    keep: str = "",
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
    """Bank trades toward the goal (or any spare cards while the hand is over the discard
    limit), and an offer only when a new swap would complete the goal. Over the limit, cards
    the goal holds back may go too: four wool kept for a settlement that wants one of them are
    worth less than the half of the hand a 7 would take."""
    if a.kind == "bank":
        j = KINDS.index(a.args[0])
        if j < len(need) and need[j]:
            return False
        rate = q.rate(s, p, j)
        spare = s.hands[p][j] - (price[j] if j < len(price) else 0)
        if spare < rate:
            return over_limit(s, p) and s.hands[p][j] >= rate
        return any(need) or over_limit(s, p)
    if a.kind == "offer":
        if s.offers_made >= MAX_OFFERS:
            return False
        trade = wanted_trade(s, p)
        if trade is None or sum(trade[1]) > max(
            q.hand_size(s, o) for o in range(s.players) if o != p
        ):  # the draft could not ask for that many cards: it would be cancelled
            return False
        # a grain that saves a city is worth asking for whatever the cards are worth in hand
        return _trade_gain(s, p, *trade) > 0 or _guard_price(s, p) is not None
    return True


BUILT = {"road": "road", "settle": "settlement", "city": "city", "buy": "development_card"}


def _builds_under(s: CatanState, p: int, a: Action) -> bool:
    """Whether this build leaves the hand within the discard limit."""
    what = BUILT.get(a.kind)
    return what is not None and q.hand_size(s, p) - sum(_costs()[what]) <= q.discard_limit(s, p)


def over_limit(s: CatanState, p: int) -> bool:
    """Whether the seat holds more cards than a 7 lets it keep."""
    return q.hand_size(s, p) > q.discard_limit(s, p)


def _bank_picks(s: CatanState, p: int, legal: Sequence[Action]) -> list[Action]:
    """What to take from the bank: what the goal lacks, else the kinds held least."""
    need = missing(s, p)
    fors = [a for a in legal if a.kind == "for"]
    keep = [a for a in fors if need[KINDS.index(a.args[0])]] if any(need) else []
    if not keep and fors:
        hand = s.hands[p]
        least = min(hand[KINDS.index(a.args[0])] for a in fors)
        keep = [a for a in fors if hand[KINDS.index(a.args[0])] == least][:2]
    return keep or [a for a in legal if a.kind == "cancel"]


def _next_draft_step(s: CatanState, p: int, legal: Sequence[Action]) -> Action:
    """The one step that brings the draft on the table to the wanted swap (or cancels)."""
    t = s.trade
    assert t is not None
    by_token = {a.token: a for a in legal}
    trade = wanted_trade(s, p)
    cancel = by_token.get("cancel", legal[-1])
    if trade is None:
        return cancel
    step = _draft_step(t["give"], t["get"], *trade)
    return by_token.get(step or "ask:all", cancel)


NEAR_WIN = 2  # a seat this many points from the target is about to win
FAIR = -0.005  # a trade is fair to us when our score does not drop by more than this
TRADE_MARGIN = 0.05  # what our score must gain when the trade helps the leader too


def about_to_win(s: CatanState, o: int) -> bool:
    """Whether a seat's public points are within NEAR_WIN of the target."""
    return q.vp(s, o, hidden=False) >= q.target(s) - NEAR_WIN


def _leader(s: CatanState, o: int, me: int) -> bool:
    """Whether `o` leads the table in public points (and is ahead of `me`)."""
    mine = q.vp(s, me, hidden=False)
    theirs = q.vp(s, o, hidden=False)
    return theirs > mine and all(theirs >= q.vp(s, x, hidden=False) for x in range(s.players))


def trade_verdict(
    s: CatanState, me: int, o: int, give: Sequence[int], get: Sequence[int]
) -> tuple[bool, str]:
    """Whether `me` should hand over `give` to `o` for `get`, and why (a reason key): by what
    the trade does to both scores. Fair trades with a seat not about to win are taken; a
    trade that gives a near winner what it needs is not; the leader must give us more."""
    if not q.can_pay(s.hands[me], give):
        return False, "trade_cannot"
    if about_to_win(s, o):  # its hand is hidden: whatever it asks for may be its last card
        return False, "trade_near_win"
    mine = _trade_gain(s, me, give, get)
    theirs = _trade_gain(s, o, get, give) if q.can_pay(s.hands[o], get) else 0.0
    if mine <= FAIR:
        return False, "trade_bad"
    # the leader must give us more: what it gains counts (as far as this world tells), and
    # its asking at all says it needs the card, whatever its hidden hand looks like here
    if _leader(s, o, me) and mine < min(theirs, 0.3) * 0.5 + TRADE_MARGIN:
        return False, "trade_leader"
    return True, "trade_good"


def _answer(s: CatanState, p: int, legal: Sequence[Action]) -> Action:
    """Accept an offer by `trade_verdict`; else counter with a swap that suits us, or decline."""
    t = s.trade
    assert t is not None
    by_kind = {a.kind: a for a in legal}
    decline = by_kind.get("decline", legal[0])
    ok, _ = trade_verdict(s, p, t["from"], t["get"], t["give"])
    if ok and "accept" in by_kind:
        return by_kind["accept"]
    if "counter" in by_kind and counter_plan(s, p) is not None:
        return by_kind["counter"]
    return decline


def counter_plan(s: CatanState, p: int) -> tuple[list[int], list[int]] | None:
    """The counter-offer `p` makes to the offer on the table, as (what p gives, what p gets):
    one card the proposer asked for (or, failing that, any spare card) for one card the
    seat's goal lacks that the proposer offered (or is known to hold). It depends only on
    the seat's own hand and what the table has seen, so every step of drafting it agrees.
    None when no such swap helps the seat or the proposer is about to win."""
    t = s.trade
    assert t is not None
    o = t["from"]
    if about_to_win(s, o):
        return None
    price = goal(s, p)
    hand = s.hands[p]
    kinds = 8 if s.ck else 5
    need = [k for k in range(len(price)) if hand[k] < price[k]]
    if not need:
        return None
    spare = [k for k in range(kinds) if hand[k] > (price[k] if k < len(price) else 0)]
    asked = [k for k in spare if t["get"][k]] or spare
    known = s.memory[p][o] if s.memory else [0] * N
    offered = [k for k in need if t["give"][k]] or [k for k in need if known[k]]
    best: tuple[float, list[int], list[int]] | None = None
    for x in asked:
        for y in offered:
            if x == y:
                continue
            give, get = [0] * N, [0] * N
            give[x], get[y] = 1, 1
            if give == list(t["get"]) and get == list(t["give"]):
                continue  # the offer itself, not a counter
            gain = _trade_gain(s, p, give, get)
            if gain > 0.02 and (best is None or gain > best[0]):
                best = (gain, give, get)
    return None if best is None else (best[1], best[2])


def _next_counter_step(s: CatanState, p: int, legal: Sequence[Action]) -> Action:
    """The one step that brings the counter draft to the planned counter (or declines)."""
    t = s.trade
    assert t is not None
    by_token = {a.token: a for a in legal}
    decline = by_token.get("decline", legal[-1])
    plan = counter_plan(s, p)
    if plan is None:
        return decline
    give, get = t["counters"][p]
    step = _draft_step(give, get, *plan)
    return by_token.get(step or "send", decline)


def _draft_step(
    give: Sequence[int], get: Sequence[int], want_give: list[int], want_get: list[int]
) -> str:
    """The token of the next edit from a draft to the wanted one, or "" when they agree."""
    for j in range(N):
        name = KINDS[j]
        if give[j] > want_give[j]:
            return f"ungive:{name}"
        if get[j] > want_get[j]:
            return f"unget:{name}"
    for j in range(N):
        name = KINDS[j]
        if give[j] < want_give[j]:
            return f"give:{name}"
        if get[j] < want_get[j]:
            return f"get:{name}"
    return ""


def _best_deal(s: CatanState, p: int, legal: Sequence[Action]) -> Action:
    """Of the answers that can be carried out, the deal that helps the proposer most by
    `trade_verdict` (a counter from a near winner is refused like any other trade); of equal
    deals, the one with the seat that has the fewest public points."""
    t = s.trade
    assert t is not None
    best: tuple[tuple[float, int], Action] | None = None
    for a in legal:
        if a.kind != "deal":
            continue
        o = int(a.args[0])
        give, get = t["give"], t["get"]
        if t["answers"][o] == "counter":
            get, give = t["counters"][o]
        ok, _ = trade_verdict(s, p, o, give, get)
        # equal deals: the partner with the fewest public points (never the first by seat)
        key = (round(_trade_gain(s, p, give, get), 9), -q.vp(s, o, hidden=False))
        if ok and (best is None or key > best[0]):
            best = (key, a)
    if best is not None:
        return best[1]
    return next((a for a in legal if a.kind == "cancel"), legal[-1])


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


def reason(
    rules: Rules[CatanState, CatanView], s: CatanState, seat: int, a: Action
) -> Phrase | None:
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
    if d.kind == Step.DISCARD and k == "discard":
        return phrase("catan.reason.discard", kind=Name(str(a.args[0])))
    if d.kind == Step.STEAL:
        return phrase("catan.reason.steal")
    if d.kind in (Step.OFFER_ANSWER, Step.OFFER_CONFIRM):
        return _trade_reason(s, seat, a)
    if d.kind == Step.COUNTER_BUILD:
        return phrase("catan.reason.counter" if k != "decline" else "catan.reason.trade_bad")
    if d.kind == Step.PRE_ROLL and k == "roll" and _holds_after_roll(s, seat):
        return phrase("catan.reason.roll_first")
    if k == "bank" and over_limit(s, seat):
        return phrase("catan.reason.limit", n=q.discard_limit(s, seat))
    if k in SIMPLE_REASONS:
        return phrase(SIMPLE_REASONS[k])
    if k == "improve":
        return phrase("catan.reason.improve", track=Name(str(a.args[0])))
    if k == "play":
        return phrase("catan.reason.play", card=Name(str(a.args[0])))
    return None


def _trade_reason(s: CatanState, seat: int, a: Action) -> Phrase | None:
    t = s.trade
    if t is None:
        return None
    if a.kind == "counter":
        return phrase("catan.reason.counter")
    if a.kind in ("accept", "deal"):
        return phrase("catan.reason.trade_good")
    if s.stack[-1].kind == Step.OFFER_ANSWER:
        _, why = trade_verdict(s, seat, t["from"], t["get"], t["give"])
    else:  # the proposer drops the answers it was given: the last one decides the words
        why = "trade_bad"
        for o in t["to"]:
            give, get = t["give"], t["get"]
            if t["answers"][o] == "counter":
                get, give = t["counters"][o]
            if t["answers"][o] in ("accept", "counter"):
                _, why = trade_verdict(s, seat, o, give, get)
    return phrase(f"catan.reason.{why}")


def _holds_after_roll(s: CatanState, p: int) -> bool:
    return not s.ck and any(c in AFTER_ROLL for c in s.dev_hand[p])


# -- how fast the search goes ---------------------------------------------------------------

# Measured on this machine in CPU seconds (the machine is shared: wall time runs several times
# longer), over hard decisions spread through 4-player games: every engine step of the search,
# with its legal moves, candidates, prior, copies and evaluations, runs about 5,700 times a
# second in the base game and 6,200 in Cities & Knights. The budget is set from these figures,
# so that the levels' thinking times hold in real seconds.
STEPS_PER_SECOND = 9000


# -- the hard level's search -----------------------------------------------------------------

# The shared ISMCTS scores its leaves in [0, 1] and explores by UCB at a scale made for that
# range. The softmax of `evaluate` squeezes a seat's choices into a sliver of it (a seat behind
# by three points sees its best and worst moves differ by 0.005, a card by 0.001), so the
# exploration term drowned the evaluation and the search chose nearly at random among close
# moves. For its own search `hard` judges a leaf by each seat's margin over its best rival,
# measured from where that margin stood at the root and squashed by a logistic of this scale
# (in VP): every seat's utility starts at one half, where the curve is steepest.
MARGIN_SCALE = 0.6


def _margins(sc: Sequence[float]) -> list[float]:
    """Each seat's score less the best score among the others."""
    out = []
    for i, x in enumerate(sc):
        rival = max(y for j, y in enumerate(sc) if j != i)
        out.append(x - rival)
    return out


def _centred(
    base: Sequence[float],
) -> Callable[[Rules[CatanState, CatanView], CatanState], list[float]]:
    def utilities(rules: Rules[CatanState, CatanView], s: CatanState) -> list[float]:
        margins = _margins(scores(s))
        out = []
        for m, m0 in zip(margins, base, strict=True):
            z = max(-30.0, min(30.0, (m - m0) / MARGIN_SCALE))
            out.append(1.0 / (1.0 + math.exp(-z)))
        return out

    return utilities


def hard_search(table: Table, view: CatanView, legal: Sequence[Action], seed: int) -> Action:
    """ISMCTS (bot/engine/ai/ismcts.py) with leaves judged by `_centred` margins."""
    worlds = table.worlds or sample_worlds(table.rules, view, table.seat, seed, 1)
    base = _margins(scores(worlds[0]))
    hooks = replace(table.ai, evaluate=_centred(base))
    inner = Table(table.rules, hooks, table.seat, table.rnd, table.budget, worlds)
    action = ismcts.search(inner, view, legal, seed)
    table.worlds = inner.worlds
    return action


# -- the hard level: each candidate played on to the end of the seat's next turn -------------

# The shared ISMCTS with one world spent hard's steps on a few noisy playouts and took 1 first
# place in 7 games against three medium bots: below medium's own share. `lookahead` plays each
# of hard's best candidates in several sampled worlds on to the end of the seat's next turn,
# every seat (the seat itself included) taking its greedy best by the evaluation, and keeps
# the candidate whose reached positions score best on average. A road or a card bought now is
# judged by what the next turn builds with it, and every world rolls its own dice.
LOOK_WORLDS = 12  # sampled worlds (hidden hands, dev cards and the dice to come)
LOOK_WIDTH = 12  # candidates played ahead, the best by the prior
LOOK_STEPS = 48  # a cap on the greedy moves played ahead of one candidate


ROOM = 0.04  # VP per pip of the best open settlement spot a seat's roads reach (hard only)
ROOM_FURTHER = 0.5  # the share of that worth kept for each road still to build


def room(s: CatanState, p: int, prod: list[list[float]]) -> float:
    """The production (in weighted pips) of the best spot the seat could settle on next: at
    one of its road ends, or one or two empty roads beyond (ROOM_FURTHER of the worth for
    each road still to build)."""
    if q.pieces_left(s, p)[1] <= 0:
        return 0.0
    ends = q.road_vertices(s, p)
    best = 0.0
    for v in ends:
        if q.distance_ok(s, v):
            best = max(best, _vertex_value(s, p, v, prod))
    frontier = {v for v in ends if not q.blocked(s, p, v)}
    frontier.update(v for v, owner in enumerate(s.vowner) if owner == p)
    seen = set(frontier)
    share = 1.0
    for _ in range(2):  # one road, then two roads beyond
        share *= ROOM_FURTHER
        nxt: set[int] = set()
        for v in frontier:
            for e in B.vertex_edges[v]:
                if s.eowner[e] != NONE:
                    continue
                for w in B.edge_vertices[e]:
                    if w in seen or (s.vowner[w] != NONE and s.vowner[w] != p):
                        continue
                    nxt.add(w)
                    if q.distance_ok(s, w):
                        best = max(best, share * _vertex_value(s, p, w, prod))
        seen |= nxt
        frontier = nxt
    return best


def hard_evaluate(rules: Rules[CatanState, CatanView], s: CatanState) -> list[float]:
    """`evaluate` with each seat's room to expand counted (ROOM): hard's own leaves."""
    prod = production(s)
    return _chances([x + ROOM * room(s, p, prod) for p, x in enumerate(scores(s))])


def _play_ahead(table: Table, s: CatanState, seat: int) -> None:
    """Greedy play on from the seat's move to the end of its next turn (or the game)."""
    turns = 0  # turn changes seen: one to the next seat, then back to the seat, then past it
    current = s.current
    for _ in range(LOOK_STEPS):
        if table.rules.outcome(s) is not None:
            return
        if s.current != current:
            current = s.current
            turns += 1
            if current != seat and turns > 1:
                return  # the seat's next turn is over
        mover = table.mover(s)
        if mover is None:
            return
        a = greedy_step(table, s, mover)
        if a is None:
            return
        table.apply(s, mover, a)


def lookahead(table: Table, view: CatanView, legal: Sequence[Action], seed: int) -> Action:
    """Hard's choice: the candidate whose greedy continuation to the end of the seat's next
    turn scores best on average over the sampled worlds (as many as the budget allows)."""
    rules, seat = table.rules, table.seat
    table.worlds = sample_worlds(rules, view, seat, seed, LOOK_WORLDS)  # left for the reason
    inner = Table(rules, replace(table.ai, evaluate=hard_evaluate), seat, table.rnd, table.budget)
    inner.worlds = table.worlds
    first = table.worlds[0]
    moves = ranked(inner, first, seat, inner.candidates(first, seat, legal))[:LOOK_WIDTH]
    if len(moves) == 1:
        return moves[0]
    return best_on_average(inner, moves, lambda t: _play_ahead(inner, t, seat))


# A Cities & Knights step costs more than a base one (knights, improvements, the barbarians'
# track): hard took 1.35 s CPU a decision at the base game's steps (bench/ai.py, 119
# decisions), over its 1 s; with this share of them a second it thinks about as long as in
# the base game.
CK_STEPS = 0.7


def pace(view: CatanView) -> float:
    """The share of the base game's steps a second holds for this view (GameAI.pace)."""
    return CK_STEPS if view.ck else 1.0


AI = GameAI(
    evaluate=evaluate,
    prior=prior,
    reason=reason,
    candidates=candidates,
    steps_per_second=STEPS_PER_SECOND,
    pace=pace,
    search=lookahead,
)
