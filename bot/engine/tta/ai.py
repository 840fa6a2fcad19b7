"""The player AI of solo Through the Ages: what a position is worth at the end, which moves to
try first, which to search at all, and why a move is good (for /hint).

The evaluation projects the end of the game from the civilization's ratings: culture now plus
its rate over the productions still to come, and what science, food, resources, workers,
civil and military actions and the cards in hand will still turn into. It is compared with
the opponent's projection: the dummy's culture (the dummy variant: more culture wins), or
the strongest barbarian's strength at the end (the barbarian variant: surviving wins; the
180 culture target grades the win). Units are culture points of the end of the game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bot.engine.ai.base import GameAI
from bot.engine.core import Action, Rules
from bot.engine.tta.cards import Card, Kind, catalogue
from bot.engine.tta.context import ratings
from bot.engine.tta.costs import ca_left, ma_left
from bot.engine.tta.decisions import decision_for
from bot.engine.tta.economy import FOOD, RES, stored
from bot.engine.tta.ratings import Ratings
from bot.engine.tta.row import take_cost
from bot.engine.tta.scoring import TARGET
from bot.engine.tta.state import TtaState, Variant
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()
CARDS_PER_ROUND = 7.5  # civil cards that leave the deck in a round (card row refills)
ROUNDS_PER_AGE = 6.0  # rounds of a whole age, I to III
DUMMY_SCALE = 25.0  # culture lead that makes a win against the dummy likely
CULTURE_SCALE = 40.0  # the barbarian variant's culture grade
WIDTH = 12  # action-phase moves searched, the best by the prior


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def rounds_left(s: TtaState) -> float:
    """Production phases still to come, this turn's included (an estimate before Age IV)."""
    if s.result is not None:
        return 0.0
    if s.last_round:
        return float(max(0, s.last_round - s.round + 1))
    age = max(1, s.age)
    return 1.0 + len(s.civil_deck) / CARDS_PER_ROUND + (3 - age) * ROUNDS_PER_AGE + (s.age == 0) * 6


def _ramp(rounds: float, start: float, full: float) -> float:
    """0 with `start` rounds or fewer left, 1 with `full` or more: investments need time."""
    return min(1.0, max(0.0, (rounds - start) / (full - start)))


def _hand_value(s: TtaState, r: Ratings, rounds: float) -> float:
    civ = s.civ
    grow = _ramp(rounds, 1, 8)
    total = 0.0
    for cid in (*civ.hand, *civ.new_cards):
        c = CARDS[cid]
        if c.kind is Kind.TECHNOLOGY:
            ready = civ.science + 2 * r.science >= c.science
            total += (1.0 + 0.5 * c.age) * grow * (1.0 if ready else 0.5)
        elif c.kind is Kind.WONDER:
            total += 1.5 * grow + 1.0
        elif c.kind is Kind.LEADER:
            total += 2.5 * grow + 0.5
        else:  # action cards: a one-off gain
            total += 1.5 + 0.5 * c.age
    for cid in civ.military:
        c = CARDS[cid]
        total += 1.2 if c.kind in (Kind.TACTIC, Kind.BONUS) else 0.8
    return total


# the civilization at the start (Despotism, the starting technologies): investments are
# counted from here, and both sides are assumed to grow alike beyond what is on the table
START = {"ca": 4, "ma": 2, "production": 2, "food": 2, "science": 1}
NATURAL_GROWTH = 0.3  # culture rate gained per round by steady play (the dummy's pace)
# what one more point of each rate is worth per production still to come, at most (it earns
# less late in the game: `rounds / ripe` of it)
W = {"culture": 1.4, "production": 2.0, "science": 2.2, "food": 1.6}
RIPE = {"production": 8.0, "science": 6.0, "food": 8.0}
THREAT = 2.5  # culture-equivalent per round of each point of the dummy's lead in strength


def _rate(kind: str, rounds: float) -> float:
    return min(W[kind], W[kind] * rounds / RIPE[kind])


def worth(s: TtaState, r: Ratings | None = None) -> float:
    """What the civilization will be worth at the end beyond steady growth, in culture
    points: culture, its rate over the rounds left, and what production, food, science,
    actions, workers and cards will still turn into (worth more the longer the game runs)."""
    civ = s.civ
    r = r or ratings(s)
    rounds = rounds_left(s)
    value = civ.culture + rounds * r.culture * W["culture"]
    later = max(0.0, rounds - 1)  # productions after this one: what an investment still earns
    production = r.resources + r.lab_resources
    value += (production - START["production"]) * later * _rate("production", rounds)
    # corruption lasts while too many blue tokens are stored: spending them ends it
    value -= 2.5 * r.corruption
    value += (r.science - START["science"]) * later * _rate("science", rounds)
    net_food = r.food - r.consumption
    value += (min(net_food, 4) - START["food"]) * later * _rate("food", rounds)
    if net_food < 0:  # famine once the stores run out, and no food to grow
        value -= 3.0 * -net_food * min(rounds, 5)
    value += (r.ca - START["ca"]) * later * 2.0 + (r.ma - START["ma"]) * later * 0.7
    # what is stored is worth less than what it builds: spending it well must pay
    value += stored(civ, RES) * (0.4 + min(1.5, rounds / 10))
    value += stored(civ, FOOD) * (0.2 + min(0.8, rounds / 15))
    value += civ.science * (0.2 + min(0.8, rounds / 15))
    value += civ.unused * (1.0 + min(3.0, rounds / 5)) + 0.05 * civ.yellow_bank * rounds
    # discontent workers must stay idle; more of them than idle workers: an uprising (§7.5)
    value -= 2.0 * r.discontent
    if r.discontent > civ.unused:
        value -= 10.0 + 2.0 * r.culture + 2.0 * r.science + production
    value += 0.3 * min(r.happy, 8)
    if civ.wonder is not None:
        value += 1.0 + 2.0 * civ.stages_built
    if civ.leader is not None:
        value += 0.2 * rounds
    # technologies in play: better buildings and upgrades within reach
    value += sum(CARDS[c].science + 2 for c in civ.techs) * min(1.3, rounds / 8)
    value += _hand_value(s, r, rounds)
    return value


def _barbarian_end(s: TtaState, rounds: float) -> float:
    """The strongest barbarian's strength at the end: ages grow them, and stored cards."""
    age = max(1, s.age)
    best = 0.0
    for b in s.barbarians:
        growth = 0.0
        left = rounds
        a = age
        in_age = len(s.civil_deck) / CARDS_PER_ROUND if not s.last_round else rounds
        while left > 0:
            n = min(left, max(in_age, 0.5))
            colonies = min(len(b.colonies), 3) if a >= 3 else 0
            growth += n * (max(0, min(a, 4) - 1) + 0.5 + colonies)
            left -= n
            a += 1
            in_age = ROUNDS_PER_AGE
        growth += 3 + min(len(b.colonies), 3)
        best = max(best, b.strength + growth)
    return best


def evaluate(rules: Rules, s: TtaState) -> tuple[float]:
    """The player's chance of the variant's win (wider the more rounds are left)."""
    r = ratings(s)
    mine = worth(s, r)
    rounds = rounds_left(s)
    spread = 12.0 + 4.0 * rounds
    if s.variant is Variant.DUMMY and s.dummy is not None:
        d = s.dummy
        theirs = d.culture + rounds * d.culture_rate
        # the dummy attacks when 2 x age stronger (A-D8); its wars take the difference
        gap = d.strength - r.strength
        threshold = 2 * max(1, s.age)
        soon = min(rounds, 4)
        mine -= THREAT * max(0, gap - threshold + 4) * soon
        if gap >= threshold:
            mine -= (10.0 + 1.5 * gap) * soon
        return (_sigmoid((mine - theirs) / spread),)
    top = _barbarian_end(s, rounds)
    future = rounds * (0.6 + 0.1 * r.resources)
    survive = _sigmoid((r.strength + future - top - 0.5) / (3.0 + 0.8 * rounds))
    now = sum(max(0, b.strength - r.strength + 1) for b in s.barbarians)
    culture = _sigmoid((mine + NATURAL_GROWTH * rounds * rounds - TARGET) / spread)
    return (max(0.0, min(1.0, 0.8 * survive + 0.2 * culture - 0.01 * now)),)


# -- the prior: which moves to try first -------------------------------------------------------

FIXED = {
    "develop": 8.0,
    "revolt": 9.0,
    "leader": 7.0,
    "wonder": 6.5,
    "upgrade": 5.0,
    "play": 6.0,
    "tactic": 6.0,
    "event": 4.0,
    "aggress": 4.0,
    "war": 1.5,
    "copy": 3.0,
    "done": 5.0,
    "pass": 3.0,
    "skip": 2.0,
    "produce": 6.0,
    "colonize": 4.0,
    "defend": 5.0,
    "food": 3.0,
    "resources": 3.0,
    "destroy": 0.2,
}


def _card(a: Action) -> Card | None:
    for x in a.args:
        if x in CARDS:
            return CARDS[x]
    return None


def move_score(s: TtaState, r: Ratings, a: Action) -> float:
    """How promising one move looks before any search (higher is better)."""
    civ = s.civ
    k = a.kind
    if k == "end":
        busy = ca_left(civ, r) + ma_left(civ, r)
        return 8.0 if busy == 0 else 1.0
    if k == "take":
        cid = s.row[int(a.args[0]) - 1]
        if cid is None:
            return 0.0
        c = CARDS[cid]
        base = {Kind.TECHNOLOGY: 5.0, Kind.WONDER: 3.5, Kind.LEADER: 4.5}.get(c.kind, 3.5)
        if c.kind is Kind.TECHNOLOGY and c.science > civ.science + 2 * r.science:
            base -= 1.5
        return base - 0.6 * take_cost(s, int(a.args[0]) - 1)
    if k == "build" or k == "barbarossa":
        built = _card(a)
        return 4.0 if built is None else _build_score(s, r, built)
    if k == "pop":
        return 6.5 if civ.unused == 0 else 2.0
    if k in ("discard", "lose", "remove"):
        lost = _card(a)
        return 3.0 - (0.5 * lost.age if lost is not None else 0.0)
    if k == "bid":
        return 1.5
    if k == "mix":
        return 2.0
    return FIXED.get(k, 3.0)


def _build_score(s: TtaState, r: Ratings, c: Card) -> float:
    base = 5.0 + 0.5 * c.age
    if c.type == "farm" and r.food <= r.consumption + 1:
        base += 3
    if c.type == "temple" and r.discontent >= s.civ.unused:
        base += 4
    if c.type == "lab":
        base += 1
    if c.is_unit and (s.variant is Variant.BARBARIANS or _threatened(s, r)):
        base += 1.5
    return base


def _threatened(s: TtaState, r: Ratings) -> bool:
    if s.dummy is not None:
        return s.dummy.strength >= r.strength
    return any(b.strength >= r.strength for b in s.barbarians)


def prior(rules: Rules, s: TtaState, seat: int, legal: Sequence[Action]) -> list[float]:
    r = ratings(s)
    return [math.exp(min(12.0, move_score(s, r, a))) for a in legal]


def candidates(rules: Rules, s: TtaState, seat: int, legal: Sequence[Action]) -> list[Action]:
    """The moves worth searching: no building destroyed unless an uprising looms, and in the
    action and politics phases the best few by the prior (ending the turn always among them)."""
    d = decision_for(s)
    if d is None or d.kind not in ("actions", "politics", "first"):
        return list(legal)
    r = ratings(s)
    uprising = r.discontent > s.civ.unused
    kept = [a for a in legal if a.kind != "destroy" or uprising]
    if len(kept) <= WIDTH:
        return kept
    order = sorted(range(len(kept)), key=lambda i: -move_score(s, r, kept[i]))
    top = [kept[i] for i in sorted(order[:WIDTH])]
    ends = [a for a in kept if a.kind == "end" and a not in top]
    return top + ends


# -- why (for /hint) -----------------------------------------------------------------------------


def reason(rules: Rules, s: TtaState, seat: int, action: Action) -> Phrase | None:
    """A few words on why the move is good (`tta.reason.*` messages)."""
    if s.result is not None or decision_for(s) is None:
        return None
    k = action.kind
    c = _card(action)
    if k == "take":
        cid = s.row[int(action.args[0]) - 1] if action.args[0].isdigit() else None
        return phrase("tta.reason.take", card=Name(cid)) if cid else None
    if k == "end":
        return phrase("tta.reason.end")
    if k == "pop":
        return phrase("tta.reason.pop")
    if k == "wonder" and s.civ.wonder is not None:
        return phrase("tta.reason.wonder", card=Name(s.civ.wonder))
    if c is None:
        return None
    what = Name(c.id)
    if k in ("build", "barbarossa", "upgrade"):
        if c.is_unit:
            return phrase("tta.reason.strength", card=what)
        key = {
            "farm": "food",
            "mine": "resources",
            "lab": "science",
            "temple": "happy",
        }.get(c.type, "culture")
        return phrase(f"tta.reason.{key}", card=what)
    if k == "develop":
        return phrase("tta.reason.develop", card=what)
    if k == "revolt":
        return phrase("tta.reason.revolt", card=what)
    if k == "leader":
        return phrase("tta.reason.leader", card=what)
    if k in ("tactic", "copy"):
        return phrase("tta.reason.tactic", card=what)
    if k == "defend":
        return phrase("tta.reason.defend", card=what)
    if k == "play":
        return phrase("tta.reason.play", card=what)
    return None


AI = GameAI(
    evaluate=evaluate,
    prior=prior,
    reason=reason,
    candidates=candidates,
    steps_per_second=3600,
    cutoff=1,
)
