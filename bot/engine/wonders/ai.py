"""7 Wonders strategy for the bots: projected points, a move prior, and words for /hint.

The evaluation projects each player's final score from a full state: the points on the board
now, the conflicts still to come against the neighbours' shields, science with wild symbols,
what the city produces and may buy against what the rest of the game will ask, coins (a third
of a point each at the end, a little more while a few of them still buy goods), chains,
leaders in hand, and the choices already committed this turn (read from the secret slots as if
revealed). A softmax of the projected points, with a temperature that shrinks as the game
nears its end, turns them into each player's chance to finish first.

The candidate filter keeps every level (and the replies a search imagines) from discarding an
Age card that could be built, or put under the wonder, for any worth at its price (issue 30:
a medium bot that discarded half its cards and hoarded coins).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from bot.engine.ai.base import GameAI
from bot.engine.ai.worlds import Table
from bot.engine.core import Action, Rules
from bot.engine.wonders.catalogue import CARDS, COLOURS, DATA, LEADERS, WONDERS, Effect, Fx
from bot.engine.wonders.costs import build_plans, stage_plans
from bot.engine.wonders.payment import Plan
from bot.engine.wonders.resolve import VICTORY
from bot.engine.wonders.scoring import science_points
from bot.engine.wonders.search import search
from bot.engine.wonders.state import FREE_CITY, Phase, WondersState
from bot.engine.wonders.steps import OTHER, Kind
from bot.engine.wonders.view import WondersView
from bot.engine.words import Name, Phrase, Text, phrase

SYMBOL = {"compass": 0, "gear": 1, "tablet": 2}
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
RAW_UNITS = (2.6, 1.6, 0.8, 0.25)  # worth of the 1st, 2nd... unit of a raw material
MADE_UNITS = (2.4, 0.6)  # of a manufactured good
NEIGHBOUR_SELLS = 0.7  # a good a neighbour sells is worth less to make
# coins: a third of a point each at the end; while building is left, the first few are worth
# more (they buy goods and pay for cards), the ones beyond a purse's use only a little more
PURSE = ((4, 0.35), (10, 0.1))  # (up to this many coins, extra worth of each) x scale
CHOICE_UNIT = 0.7  # a "/" card counts this much of each of its goods
CARD_NOW = {1: 2.0, 2: 3.0, 3: 4.5}  # what a card still to be chosen this turn will add
LEADER_IN_HAND = 2.0
TEMPERATURE = (2.0, 0.3)  # softmax temperature: base + per Age turn left


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's tunable numbers (medium and the prior keep the defaults; `hard` reads
    its own from data/wonders/hard_weights.json, see bench/wonders_tune.py)."""

    shield_step: tuple[float, float, float] = (1.0, 1.0, 1.0)  # a lead counted in cards of
    # each Age's conflict (Age I cards give 1 shield, Age III ones 3)
    chain_now: float = 1.2  # worth of a chain to a card of the current Age
    chain_later: float = 1.2  # to a card of a later Age
    science_reach: float = 0.6  # per science symbol while building is left
    goods: float = 1.0  # times the production's worth
    purse: float = 1.0  # times the purse's worth
    temperature: tuple[float, float] = TEMPERATURE

    @classmethod
    def of(cls, raw: dict[str, Any]) -> Weights:
        """From a JSON object; unknown names are refused, missing ones keep the default."""
        names = set(cls.__dataclass_fields__)
        unknown = set(raw) - names
        if unknown:
            raise ValueError(f"unknown evaluation weights: {sorted(unknown)}")
        fixed: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in raw.items()}
        return cls(**fixed)


DEFAULT = Weights()
# Tried for hard at 3 players against medium on bench/ai.py's 32 seeds (today's: 17/32), not
# kept: shield_step (1, 2, 3) with chain_now 0, 15/32 (margin -1.2, se 1.9); temperature
# (1.5, 0.3), 18/31 against 17/31 (margin +0.2, se 0.6).


@dataclass(frozen=True, slots=True)
class Feat:
    """What a city's cards, stages and leaders give, whatever its neighbours and coins."""

    vp: int
    per: tuple[Effect, ...]  # points counted at the end (vp_per)
    symbols: tuple[int, int, int]
    wild: int
    bonus: int  # Aristotle: points per science set
    token_bonus: int  # Alexander: points per victory token
    shields: int
    fixed: tuple[int, ...]  # units made each turn
    choices: tuple[tuple[int, ...], ...]  # "/" units
    sells: tuple[int, ...]  # goods a neighbour may buy here (fixed or tradable choice)
    goods: tuple[float, ...]  # what making each good is worth (see goods_worth)
    colours: tuple[int, ...]  # built cards per colour
    chains: tuple[int, ...]  # Ages of the cards its buildings chain to, not yet built
    discounts: int  # trade discounts (per good kind and side)
    specials: tuple[Fx, ...]  # lasting powers valued by how much game is left
    names: frozenset[str]  # built card names (no two alike)


_FEATS: dict[tuple[Any, ...], Feat] = {}


def feat(
    wonder: str,
    side: str,
    stages: int,
    built: tuple[str, ...],
    leaders: tuple[str, ...],
    courtesan: str,
    free_city: bool,
) -> Feat:
    key = (wonder, side, stages, built, leaders, courtesan, free_city)
    f = _FEATS.get(key)
    if f is None:
        if len(_FEATS) > 200_000:
            _FEATS.clear()
        f = _FEATS[key] = _compute(wonder, side, stages, built, leaders, courtesan, free_city)
    return f


def _compute(
    wonder: str,
    side: str,
    stages: int,
    built: tuple[str, ...],
    leaders: tuple[str, ...],
    courtesan: str,
    free_city: bool,
) -> Feat:
    w = WONDERS[wonder]
    side = side or "a"
    effects: list[Effect] = []
    if not free_city:
        effects += w.board(side)
    for x in built:
        effects += CARDS[x].effects
    for st in w.stages(side)[:stages]:
        effects += st.effects
    production_effects = list(effects)
    for x in (*leaders, *((courtesan,) if courtesan else ())):
        effects += LEADERS[x].effects
    vp = shields = wild = bonus = token_bonus = discounts = 0
    per: list[Effect] = []
    symbols = [0, 0, 0]
    specials: list[Fx] = []
    for e in effects:
        k = e.kind
        if k == Fx.VP:
            vp += e.amount
        elif k == Fx.VP_PER:
            per.append(e)
        elif k == Fx.SHIELDS:
            shields += e.amount
        elif k == Fx.SCIENCE:
            if e.symbol in SYMBOL:
                symbols[SYMBOL[e.symbol]] += 1
        elif k == Fx.SCIENCE_CHOICE:
            wild += 1
        elif k == Fx.SCIENCE_SET_BONUS:
            bonus += e.amount
        elif k == Fx.VICTORY_TOKEN_BONUS:
            token_bonus += e.amount
        elif k == Fx.TRADE_DISCOUNT:
            discounts += len(e.neighbours)
        elif k not in (Fx.PRODUCE, Fx.PRODUCE_CHOICE, Fx.COINS, Fx.COINS_PER):
            specials.append(k)
    fixed = [0] * 7
    if w.produces is not None:
        fixed[w.produces] += 1
    choices: list[tuple[int, ...]] = []
    sells = [0] * 7
    for e in production_effects:
        if e.kind == Fx.PRODUCE:
            for i, n in enumerate(e.resources):
                fixed[i] += n
        elif e.kind == Fx.PRODUCE_CHOICE:
            choices.append(e.options)
            if e.tradable:
                for i in e.options:
                    sells[i] = 1
    for i in range(7):
        if fixed[i]:
            sells[i] = 1
    colours = [0] * len(COLOURS)
    for x in built:
        colours[COLOUR_INDEX[CARDS[x].colour]] += 1
    names = frozenset(CARDS[x].name for x in built)
    chains = tuple(
        CARDS[t].age for x in built for t in CARDS[x].chain_to if CARDS[t].name not in names
    )
    return Feat(
        vp,
        tuple(per),
        (symbols[0], symbols[1], symbols[2]),
        wild,
        bonus,
        token_bonus,
        shields,
        tuple(fixed),
        tuple(choices),
        tuple(sells),
        _goods(fixed, choices),
        tuple(colours),
        chains,
        discounts,
        tuple(specials),
        names,
    )


@lru_cache(maxsize=4096)
def science(symbols: tuple[int, int, int], wild: int, bonus: int) -> int:
    base, extra = science_points(symbols, wild, bonus)
    return base + extra


# -- a light copy of the cities, with this turn's committed choices placed ----------------------


@dataclass(slots=True)
class Town:
    """One city as the evaluation sees it."""

    wonder: str
    side: str
    stages: int
    built: tuple[str, ...]
    leaders: tuple[str, ...]
    courtesan: str
    coins: int
    tokens: tuple[int, ...]
    free_city: bool
    pending: bool = False  # a player whose card of this turn is still to be chosen

    def feat(self) -> Feat:
        return feat(
            self.wonder,
            self.side,
            self.stages,
            self.built,
            self.leaders,
            self.courtesan,
            self.free_city,
        )


def towns(s: WondersState) -> list[Town]:
    """The cities, each committed slot applied as if revealed (coins, card, stage, leader)."""
    out = [
        Town(
            c.wonder,
            c.side,
            c.stages,
            tuple(c.built),
            tuple(c.leaders),
            c.courtesan,
            c.coins,
            tuple(c.tokens),
            s.two_player and i == FREE_CITY,
        )
        for i, c in enumerate(s.cities)
    ]
    if s.phase not in (Phase.PLAY, Phase.RECRUIT) or s.stack:
        return out
    n = len(out)
    for seat in range(s.players):
        for slot in s.sel[seat]:
            c = int(slot["city"])
            action = slot.get("action")
            card = slot.get("card")
            if not action or not card:
                if c == seat:
                    out[c].pending = True
                continue
            plan = _plan(s, c, action, card, slot.get("plan"))
            t = out[c]
            t.coins -= plan.total
            out[(c + 1) % n].coins += plan.left
            out[(c - 1) % n].coins += plan.right
            if action == Kind.BUILD:
                t.built = (*t.built, card)
                t.coins += _coins_gained(out, c, CARDS[card].effects)
            elif action == Kind.RECRUIT:
                t.leaders = (*t.leaders, card)
                t.coins += _coins_gained(out, c, LEADERS[card].effects)
            elif action == Kind.WONDER:
                t.stages += 1
                stage = WONDERS[t.wonder].stages(t.side or "a")[t.stages - 1]
                t.coins += _coins_gained(out, c, stage.effects)
            else:
                t.coins += 3
    return out


def _plan(s: WondersState, c: int, action: str, card: str, raw: Any) -> Plan:
    if raw is not None:
        return Plan.from_json(raw)
    if action == Kind.BUILD:
        plans = build_plans(s, c, card)
    elif action == Kind.WONDER:
        plans = stage_plans(s, c)
    else:
        return Plan()
    return plans[0] if plans else Plan()


def _coins_gained(
    out: list[Town], c: int, effects: Sequence[Effect], feats: Sequence[Feat] | None = None
) -> int:
    coins = 0
    for e in effects:
        if e.kind == Fx.COINS:
            coins += e.amount
        elif e.kind == Fx.COINS_PER:
            coins += e.amount * _count(out, c, e, feats or [t.feat() for t in out])
    return coins


def _count(out: Sequence[Town], c: int, e: Effect, feats: Sequence[Feat]) -> int:
    n = len(out)
    total = 0
    for where in e.cities:
        i = c if where == "self" else (c + 1) % n if where == "left" else (c - 1) % n
        t, f = out[i], feats[i]
        k = e.count
        if k == "cards":
            total += sum(f.colours[COLOUR_INDEX[col]] for col in e.colours)
        elif k == "wonder_stages":
            total += t.stages
        elif k == "defeat_tokens":
            total += sum(1 for x in t.tokens if x < 0)
        elif k == "coin_triplets":
            total += t.coins // 3
        elif k == "recruited_leaders":
            total += len(t.leaders)
        elif k == "color_sets":
            total += min(f.colours[COLOUR_INDEX[col]] for col in e.colours)
    return total


# -- projected points ---------------------------------------------------------------------------


def turns_left(s: WondersState) -> int:
    """Age turns still to be played after the current one."""
    if s.phase == Phase.OVER:
        return 0
    if s.phase == Phase.PLAY:
        return (3 - s.age) * 6 + (6 - s.turn)
    if s.phase == Phase.RECRUIT:
        return (3 - s.age) * 6 + 6
    return 18


def _conflicts(s: WondersState) -> list[tuple[int, int]]:
    """(value, turns until it) of every conflict still to be fought."""
    if s.phase == Phase.OVER:
        return []
    if s.phase in (Phase.PLAY, Phase.RECRUIT):
        now = 6 - s.turn if s.phase == Phase.PLAY else 6
        return [(VICTORY[a], (a - s.age) * 6 + now) for a in range(s.age, 4)]
    return [(VICTORY[a], (a - 1) * 6 + 6) for a in range(1, 4)]


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def military(
    mine: int,
    theirs: int,
    fights: tuple[tuple[int, int], ...],
    step: tuple[float, float, float] = DEFAULT.shield_step,
) -> float:
    """Expected conflict points against one neighbour, from the shields now."""
    return _military(mine - theirs, fights, step)


AGE_OF = {v: a for a, v in VICTORY.items()}  # a conflict's Age from its victory points


@lru_cache(maxsize=8192)
def _military(
    d: int, fights: tuple[tuple[int, int], ...], step: tuple[float, float, float]
) -> float:
    total = 0.0
    for value, until in fights:
        k = 2.5 / (1.0 + 0.25 * until) / step[AGE_OF[value] - 1]
        total += value * _sigmoid(k * (d - 0.5)) - _sigmoid(k * (-d - 0.5))
    return total


def goods_worth(f: Feat, left: Feat, right: Feat) -> float:
    """What the city's production is worth for the builds still to come (before scaling)."""
    return _goods_worth(f.goods, left.sells, right.sells)


@lru_cache(maxsize=65536)
def _goods_worth(goods: tuple[float, ...], left: tuple[int, ...], right: tuple[int, ...]) -> float:
    return sum(
        v * NEIGHBOUR_SELLS if a or b else v for v, a, b in zip(goods, left, right, strict=True)
    )


def _goods(fixed: Sequence[int], choices: Sequence[tuple[int, ...]]) -> tuple[float, ...]:
    """Each good's worth to the city that makes it, neighbours aside."""
    units = [float(x) for x in fixed]
    for opts in choices:
        for i in opts:
            units[i] += CHOICE_UNIT
    out = []
    for i, u in enumerate(units):
        table = RAW_UNITS if i < 4 else MADE_UNITS
        v = 0.0
        for k, worth in enumerate(table):
            if u >= k + 1:
                v += worth
            else:
                v += worth * max(0.0, u - k)
                break
        out.append(round(v, 3))
    return tuple(out)


def _specials(f: Feat, ages_left: int, scale: float) -> float:
    v = 0.0
    for k in f.specials:
        if k in (Fx.FREE_BUILD_ONCE_PER_AGE, Fx.PLAY_SEVENTH_CARD):
            v += 2.0 * ages_left
        elif k in (Fx.RESOURCE_DISCOUNT, Fx.BANK_PURCHASE):
            v += 1.5 * scale
        elif k in (Fx.COINS_ON_NEIGHBOR_PURCHASE, Fx.COINS_ON_BUILD, Fx.COINS_ON_CHAIN_BUILD):
            v += 1.0 * scale
        elif k == Fx.GUILDS_FREE:
            v += 3.0 if ages_left else 0.0
        elif k == Fx.COPY_NEIGHBOR_GUILD:
            v += 3.0
    return v


@dataclass(frozen=True, slots=True)
class Outlook:
    """How much game is left, for the projection."""

    left: int  # Age turns after this one
    scale: float  # how much future building is left (1 early, 0 at the end)
    ages: int  # Ages whose cards are still to come, counting the current one while it runs
    age: int
    fights: tuple[tuple[int, int], ...]
    recruits: bool  # recruitment turns to come

    @classmethod
    def of(cls, s: WondersState) -> Outlook:
        left = turns_left(s)
        playing = s.phase == Phase.PLAY
        ages = 3 - s.age + (1 if playing and s.turn < 6 else 0) if s.age else 3
        if s.phase == Phase.RECRUIT:
            ages = 4 - s.age
        recruits = bool(s.options.get("leaders")) and (
            s.phase in (Phase.SIDES, Phase.DRAFT, Phase.RECRUIT) or s.age < 3
        )
        return cls(left, min(1.0, left / 14.0), ages, s.age, tuple(_conflicts(s)), recruits)


def projected(
    s: WondersState, out: Sequence[Town] | None = None, w: Weights = DEFAULT
) -> list[float]:
    """Each city's projected final score."""
    out = towns(s) if out is None else out
    feats = [t.feat() for t in out]
    look = Outlook.of(s)
    return [city_value(s, out, feats, c, look, w) for c in range(len(out))]


def city_value(
    s: WondersState,
    out: Sequence[Town],
    feats: Sequence[Feat],
    c: int,
    look: Outlook,
    w: Weights = DEFAULT,
) -> float:
    """One city's projected final score."""
    t, f = out[c], feats[c]
    n = len(out)
    left, right = (c + 1) % n, (c - 1) % n
    v = float(f.vp) + sum(e.amount * _count(out, c, e, feats) for e in f.per)
    v += science(f.symbols, f.wild, f.bonus)
    v += sum(t.tokens) + f.token_bonus * sum(1 for x in t.tokens if x > 0)
    v += t.coins / 3.0
    fights = look.fights
    if fights:
        v += military(f.shields, feats[left].shields, fights, w.shield_step)
        if right != left:
            v += military(f.shields, feats[right].shields, fights, w.shield_step)
    if look.left:
        scale = look.scale
        v += w.goods * goods_worth(f, feats[left], feats[right]) * scale
        v += w.purse * purse(t.coins) * scale
        v += 0.7 * f.discounts * scale
        v += w.science_reach * (sum(f.symbols) + f.wild) * scale
        later = sum(1 for a in f.chains if a > look.age)
        now = sum(1 for a in f.chains if a == look.age)
        if w.chain_now == w.chain_later:
            v += w.chain_later * (later + now)
        else:
            v += w.chain_later * later + w.chain_now * now
    if f.specials:
        v += _specials(f, look.ages, look.scale)
    if t.pending:
        v += CARD_NOW.get(look.age, 2.0) if s.phase == Phase.PLAY else LEADER_IN_HAND
    if look.recruits and c < s.players:
        v += LEADER_IN_HAND * len(s.leader_hands[c]) * (0.5 if t.pending else 1.0)
    return v


def purse(coins: int) -> float:
    """The extra worth of coins in hand while there is building left (beyond 1/3 VP each)."""
    v, below = 0.0, 0
    for upto, worth in PURSE:
        v += worth * max(0, min(coins, upto) - below)
        below = upto
    return v


def win_chances(points: Sequence[float], temperature: float) -> list[float]:
    top = max(points)
    weights = [math.exp((p - top) / temperature) for p in points]
    total = sum(weights)
    return [w / total for w in weights]


def evaluate(rules: Rules[WondersState, WondersView], s: WondersState) -> list[float]:
    """Each player's chance to finish first, from the projected scores."""
    return evaluate_by(s, DEFAULT)


def evaluate_by(s: WondersState, w: Weights) -> list[float]:
    """The chances to finish first under one set of weights."""
    points = projected(s, None, w)[: s.players]
    base, per_turn = w.temperature
    return win_chances(points, base + per_turn * turns_left(s))


def _load_hard() -> Weights:
    path = DATA / "hard_weights.json"
    if not path.exists():
        return DEFAULT
    return Weights.of(json.loads(path.read_text(encoding="utf-8"))["weights"])


HARD = _load_hard()  # hard's evaluation weights


def hard_evaluate(rules: Rules[WondersState, WondersView], s: WondersState) -> list[float]:
    """`hard`'s evaluation: the same projection under its own weights."""
    return evaluate_by(s, HARD)


# -- the move prior -------------------------------------------------------------------------------


def _city_of(s: WondersState, seat: int) -> int:
    for slot in s.sel[seat] if seat < len(s.sel) else ():
        if slot.get("plan") is None:
            return int(slot["city"])
    if s.stack:
        return int(s.stack[-1].data["city"])
    return seat


@dataclass(slots=True)
class Board:
    """The cities with their features and the outlook, shared by one prior's moves."""

    out: list[Town]
    feats: list[Feat]
    look: Outlook
    base: dict[int, float]

    @classmethod
    def of(cls, s: WondersState) -> Board:
        out = towns(s)
        return cls(out, [t.feat() for t in out], Outlook.of(s), {})


def gain(s: WondersState, c: int, action: str, card: str, b: Board | None = None) -> float:
    """How many projected points city `c` gains by using `card` this way now, before paying."""
    b = Board.of(s) if b is None else b
    out, feats = b.out, b.feats
    if c not in b.base:
        b.base[c] = city_value(s, out, feats, c, b.look)
    before = b.base[c]
    t = out[c]
    saved = (t.built, t.stages, t.leaders, t.coins, t.pending, feats[c])
    if action == Kind.BUILD or action == Kind.FROM_DISCARD:
        t.built = (*t.built, card)
        t.coins += _coins_gained(out, c, CARDS[card].effects, feats)
    elif action == Kind.WONDER:
        t.stages += 1
        st = WONDERS[t.wonder].stages(t.side or "a")[t.stages - 1]
        t.coins += _coins_gained(out, c, st.effects, feats)
        t.coins += sum(3 for e in st.effects if e.kind == Fx.BUILD_FROM_DISCARD)
    elif action in (Kind.RECRUIT, Kind.COPY):
        t.leaders = (*t.leaders, card)
        t.coins += _coins_gained(out, c, LEADERS[card].effects, feats)
    else:
        t.coins += 3
    t.pending = False
    feats[c] = t.feat()
    after = city_value(s, out, feats, c, b.look)
    t.built, t.stages, t.leaders, t.coins, t.pending, feats[c] = saved
    return (
        after - before + (CARD_NOW.get(s.age, 2.0) if saved[4] and s.phase == Phase.PLAY else 0.0)
    )


_PRIORS: dict[tuple[Any, ...], list[float]] = {}
SHARPNESS = 0.8  # prior weight = exp(SHARPNESS * points gained)


def prior(
    rules: Rules[WondersState, WondersView], s: WondersState, seat: int, legal: Sequence[Action]
) -> list[float]:
    """Builds that gain most first; discards and going back last."""
    c = _city_of(s, seat)
    city = s.cities[c]
    key = (
        s.phase,
        s.age,
        s.turn,
        seat,
        c,
        tuple(a.token for a in legal),
        city.coins,
        tuple(city.built),
        city.stages,
        tuple(len(x.built) for x in s.cities),
        tuple(x.coins for x in s.cities),
    )
    hit = _PRIORS.get(key)
    if hit is not None:
        return hit
    if len(_PRIORS) > 100_000:
        _PRIORS.clear()
    b = Board.of(s)
    weights = [_weight(s, seat, c, a, b) for a in legal]
    _PRIORS[key] = weights
    return weights


def _weight(s: WondersState, seat: int, c: int, a: Action, b: Board) -> float:
    k = a.kind
    if k in (Kind.BACK, Kind.WITHDRAW):
        return 0.01
    if k == Kind.PAY:
        if a.args[0] == OTHER:
            return 0.02
        if a.args[0] in ("chain", "olympia", "ramses"):
            return 3.0
        total = sum(int(x) for x in a.args[:3] if x.isdigit())
        return math.exp(-0.6 * total)
    if k == Kind.SIDE:
        return 1.0
    if k == Kind.SKIP:
        return 0.2
    if k in (Kind.CARD, Kind.LEADER, Kind.KEEP):
        return math.exp(SHARPNESS * _best_use(s, c, a.args[0], k, b))
    if k == Kind.DISCARD:
        return math.exp(SHARPNESS * gain(s, c, k, a.args[0], b)) * 0.5
    card = a.args[0]
    g = gain(s, c, k, card, b)
    if k == Kind.RECRUIT:
        g -= LEADERS[card].cost / 3.0
    return math.exp(SHARPNESS * min(g, 12.0))


def _best_use(s: WondersState, c: int, card: str, kind: str, b: Board) -> float:
    """A card to pick: worth what building (or recruiting) it would gain, less a rough price."""
    if kind == Kind.KEEP:
        return gain(s, c, Kind.RECRUIT, card, b) - LEADERS[card].cost / 4.0
    if kind == Kind.LEADER:
        return gain(s, c, Kind.RECRUIT, card, b) - LEADERS[card].cost / 3.0
    out = b.out
    f = b.feats[c]
    info = CARDS[card]
    if info.name in f.names:
        return 1.0
    if any(src in out[c].built for src in info.chain_from):
        return gain(s, c, Kind.BUILD, card, b) + 0.3
    short = 0
    for i, need in enumerate(info.cost):
        if need > f.fixed[i]:
            short += need - f.fixed[i]
    price = info.coins + 2 * max(0, short - len(f.choices) // 2)
    g = gain(s, c, Kind.BUILD, card, b) - price / 3.0
    if price > out[c].coins:
        g -= 3.0
    return max(g, 1.0)


def candidates(
    rules: Rules[WondersState, WondersView], s: WondersState, seat: int, legal: Sequence[Action]
) -> list[Action]:
    """No going back, no "other ways to pay", payments at most 2 coins over the cheapest, and
    no discard of an Age card that could be built (or buried in the wonder) for some worth."""
    kept = [a for a in legal if a.kind not in (Kind.BACK, Kind.WITHDRAW)]
    discards = s.phase == Phase.PLAY and any(a.kind == Kind.DISCARD for a in kept)
    if discards and worth_using(s, _city_of(s, seat), kept):
        kept = [a for a in kept if a.kind != Kind.DISCARD]
    pays = [a for a in kept if a.kind == Kind.PAY and a.args[0] != OTHER]
    if pays:
        totals = {a: _total(a) for a in pays}
        low = min(totals.values())
        kept = [a for a in pays if totals[a] <= low + 2][:3]
    return kept or list(legal)


WORTH_USING = 0.25  # projected points a use of the card must gain, its cheapest price paid


def worth_using(s: WondersState, c: int, moves: Sequence[Action]) -> bool:
    """Whether building the card, or a wonder stage with it, gains anything at its price."""
    b: Board | None = None
    for a in moves:
        if a.kind == Kind.BUILD:
            plans = build_plans(s, c, a.args[0])
        elif a.kind == Kind.WONDER:
            plans = stage_plans(s, c)
        else:
            continue
        if not plans:
            continue
        b = Board.of(s) if b is None else b
        if gain(s, c, a.kind, a.args[0], b) - plans[0].total / 3.0 >= WORTH_USING:
            return True
    return False


def _total(a: Action) -> int:
    if not a.args[0].isdigit():
        return 0
    return sum(int(x) for x in a.args[:3])


# -- words for /hint -------------------------------------------------------------------------------


def reason(
    rules: Rules[WondersState, WondersView], s: WondersState, seat: int, a: Action
) -> Phrase | None:
    """A few words on why the move is good (`wonders.reason.*` messages)."""
    k = a.kind
    c = _city_of(s, seat)
    if k == Kind.PAY:
        return phrase("wonders.reason.cheapest_pay" if _total(a) else "wonders.reason.pay_nothing")
    if k == Kind.CARD and a.args and a.args[0] in CARDS and s.phase == Phase.PLAY:
        card = a.args[0]  # picked to be built, or else to go under the wonder or for coins
        if not worth_using(s, c, [Action(Kind.BUILD, (card,))]):
            return _stage_reason(s, c) if stage_plans(s, c) else _discard_reason(s, seat, c)
    if k in (Kind.CARD, Kind.BUILD, Kind.FROM_DISCARD) and a.args and a.args[0] in CARDS:
        return _card_reason(s, c, a.args[0])
    if k == Kind.WONDER:
        return _stage_reason(s, c)
    if k == Kind.DISCARD:
        return _discard_reason(s, seat, c)
    if k in (Kind.KEEP, Kind.LEADER, Kind.RECRUIT, Kind.COPY) and a.args[0] in LEADERS:
        return phrase("wonders.reason.leader", leader=Name(a.args[0]), ability=Text(a.args[0]))
    if k == Kind.SKIP:
        return phrase("wonders.reason.skip")
    return None


def _stage_reason(s: WondersState, c: int) -> Phrase:
    """A wonder stage: its points when it has any, else what it is for."""
    city = s.cities[c]
    stages = WONDERS[city.wonder].stages(city.side or "a")
    if city.stages < len(stages):
        points = sum(e.amount for e in stages[city.stages].effects if e.kind == Fx.VP)
        if points:
            return phrase("wonders.reason.wonder_points", n=points)
    return phrase("wonders.reason.wonder")


def _discard_reason(s: WondersState, seat: int, c: int) -> Phrase:
    """A discard: forced (nothing can be built, the stage is out of reach) or chosen."""
    hand = s.hands[seat] if seat < len(s.hands) else []
    if (
        s.phase == Phase.PLAY
        and not stage_plans(s, c)
        and not any(build_plans(s, c, x) for x in hand)
    ):
        return phrase("wonders.reason.discard_forced")
    return phrase("wonders.reason.discard")


def _card_reason(s: WondersState, c: int, card: str) -> Phrase:
    info = CARDS[card]
    out = towns(s)
    t = out[c]
    f = t.feat()
    n = len(out)
    kinds = {e.kind for e in info.effects}
    name = Name(card)
    if any(src in out[c].built for src in info.chain_from):
        return phrase("wonders.reason.chain", card=name)
    if Fx.SCIENCE in kinds or Fx.SCIENCE_CHOICE in kinds:
        before = science(f.symbols, f.wild, f.bonus)
        g = feat(
            out[c].wonder,
            out[c].side,
            out[c].stages,
            (*out[c].built, card),
            out[c].leaders,
            out[c].courtesan,
            out[c].free_city,
        )
        after = science(g.symbols, g.wild, g.bonus)
        return phrase("wonders.reason.science", card=name, before=before, after=after)
    if Fx.SHIELDS in kinds:
        rivals = max(out[(c + 1) % n].feat().shields, out[(c - 1) % n].feat().shields)
        more = f.shields + _shields(info)
        return phrase(
            "wonders.reason.shields", card=name, before=f.shields, after=more, rivals=rivals
        )
    if Fx.PRODUCE in kinds or Fx.PRODUCE_CHOICE in kinds:
        return phrase("wonders.reason.goods", card=name)
    if Fx.VP in kinds:
        points = sum(e.amount for e in info.effects if e.kind == Fx.VP)
        return phrase("wonders.reason.points", card=name, n=points)
    if Fx.VP_PER in kinds:
        feats = [x.feat() for x in out]
        g = feat(t.wonder, t.side, t.stages, (*t.built, card), t.leaders, t.courtesan, t.free_city)
        feats[c] = g
        n = sum(e.amount * _count(out, c, e, feats) for e in info.effects if e.kind == Fx.VP_PER)
        return phrase("wonders.reason.points_now", card=name, n=n)
    if Fx.COINS in kinds or Fx.COINS_PER in kinds:
        coins = _coins_gained(out, c, info.effects)
        return phrase("wonders.reason.coins", card=name, n=coins)
    if Fx.TRADE_DISCOUNT in kinds:
        return phrase("wonders.reason.trade", card=name)
    return phrase("wonders.reason.best", card=name)


def _shields(info: Any) -> int:
    return sum(e.amount for e in info.effects if e.kind == Fx.SHIELDS)


def hard_search(table: Table, view: Any, legal: Sequence[Action], seed: int) -> Action:
    """The search (bot/engine/wonders/search.py) with `hard`'s own weights at its leaves and
    in the answers it imagines (the move prior and the candidate filter stay shared)."""
    if HARD != DEFAULT:
        table.ai = _HARD_AI
    return search(table, view, legal, seed)


AI = GameAI(
    evaluate=evaluate,
    prior=prior,
    reason=reason,
    candidates=candidates,
    steps_per_second=8000,
    search=hard_search,
)
_HARD_AI = replace(AI, evaluate=hard_evaluate)
