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
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import combinations, product

from bot.engine.ai.base import GameAI
from bot.engine.core import Action, Decision, Rules
from bot.engine.tta.attacks import defense_value
from bot.engine.tta.cards import Card, Kind, catalogue
from bot.engine.tta.context import ratings
from bot.engine.tta.costs import ca_left, ma_left
from bot.engine.tta.decisions import decision_for
from bot.engine.tta.economy import FOOD, RES, pop_cost, stored
from bot.engine.tta.force import force
from bot.engine.tta.ratings import Ratings, compute
from bot.engine.tta.row import take_cost
from bot.engine.tta.scoring import impact_culture
from bot.engine.tta.state import PLAYER, Civ, TtaState, Variant
from bot.engine.tta.view import TtaView
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()
CARDS_PER_ROUND = 7.5  # civil cards that leave the deck in a round (card row refills)
ROUNDS_PER_AGE = 6.0  # rounds of a whole age, I to III
DUMMY_SCALE = 25.0  # culture lead that makes a win against the dummy likely
CULTURE_SCALE = 40.0  # the barbarian variant's culture grade
GROWTH = 0.5  # a future worker's worth, against one idle now
LEAD = 12.0  # one point of strength over the strongest barbarian at the end (below +6)
WIDTH = 12  # action-phase moves searched, the best by the prior

# the evaluation's weights (culture points of the end of the game); bench/tta_tune.py tries
# others by self-play, and the chosen ones are these defaults
W: dict[str, float] = {
    "action": 1.4,  # one civil action more per turn, per turn (full price)
    "science": 1.0,  # a scale on the price of science (points and rate)
    "resource": 1.0,  # a scale on the price of resources (stored and rate)
    "food": 1.0,  # a scale on the price of food
    "worker": 1.0,  # a scale on an idle worker's worth
    "growth": GROWTH,  # a future worker's worth, against one idle now
    "urban": 0.3,  # one more building allowed per type (the government's urban limit)
    "techs": 0.6,  # a technology in play, against its card value
    "tech_hand": 0.15,  # a technology in hand, against its value in play
    "leader_hand": 0.5,  # a leader in hand, against what it adds once played
    "leader_flat": 2.0,  # a leader's abilities beyond its ratings, per age of the leader
    "stock": 0.5,  # a stored resource, against the resource price (below 1: spend them)
    "lead_more": 4.0,  # a point of projected strength lead over the barbarians, past +6
    "hordes": 1.0,  # a point of any barbarian's strength now (wars can bring it down)
    "threat": 1.0,  # a scale on the dummy's aggressions and wars to come (its strength lead)
    "events": 1.0,  # a scale on the dummy's events a stronger player denies it
    "res_rate": 1.0,  # a scale on resource production (mines), not on stored resources
    "sci_rate": 1.0,  # a scale on science production (labs), not on stored science
    "famine": 4.0,  # productions a food deficit is counted for (4 culture lost per food short)
    # a scale on the strength the army is projected to add per turn (barbarians): counted in
    # full, the army that production could build later stood in for one never built (strength
    # 9-14 against hordes of 40); medium, barbarians, games 0-49, margin against 1.0: 0.5
    # +4.7 +- 2.6, 0.3 +5.3 +- 2.3 (7 survived against 4), 0.15 +3.7, 0 +2.8
    "army": 0.3,
    "army_sci": 0.15,  # how much each science point a turn raises that projection
    # a scale on what the Age III events give the player: every one is an impact that scores
    # for the player as well as 10 for the dummy (counted as the dummy's 10 alone, the bot never
    # prepared one); medium, games 0-49: +6.9 +- 1.6 margin (31 better, 8 worse)
    "impact": 1.0,
}


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def rounds_until_age(s: TtaState, age: int) -> float:
    """Productions still to come before `age` begins (its leaders, unfinished wonders and hand
    cards of two ages before leave then, §4.2); every one left when that is the game's end."""
    if age >= 4:
        return rounds_left(s)
    if s.last_round or s.age >= age:
        return 0.0
    ahead = len(s.civil_deck) / CARDS_PER_ROUND + (age - s.age - 1) * ROUNDS_PER_AGE
    return min(rounds_left(s), ahead)


def lifetime(s: TtaState, c: Card) -> float:
    """Productions a leader, wonder in progress or hand card of `c.age` has before it is
    antiquated (when the age two after its own begins, §4.2)."""
    return rounds_until_age(s, c.age + 2)


def rounds_left(s: TtaState) -> float:
    """Production phases still to come, this turn's included (an estimate before Age IV)."""
    if s.result is not None:
        return 0.0
    if s.last_round:
        return float(max(0, s.last_round - s.round + 1))
    age = max(1, s.age)
    return 1.0 + len(s.civil_deck) / CARDS_PER_ROUND + (3 - age) * ROUNDS_PER_AGE + (s.age == 0) * 6


# the civilization at the start (Despotism): actions are counted from here
START = {"ca": 4, "ma": 2}


# -- the evaluation ------------------------------------------------------------------------------


def _ramp(rounds: float, start: float, full: float) -> float:
    """0 with `start` rounds or fewer left, 1 with `full` or more: investments need time."""
    return min(1.0, max(0.0, (rounds - start) / (full - start)))


@dataclass(frozen=True, slots=True)
class Prices:
    """What one unit of each thing is worth now, in culture points of the end of the game."""

    rounds: float  # productions still to come, this turn's included
    later: float  # productions after this one
    science: float  # one science point (it becomes technologies)
    science_rate: float  # one more science point per production, per production
    resource: float  # one stored resource (it becomes buildings and units)
    food: float  # one stored food (it becomes workers)
    strength: float  # one point of strength more per turn (what military technologies bring)
    action: float  # one civil action more per turn, per turn


def prices(s: TtaState) -> Prices:
    rounds = rounds_left(s)
    later = max(0.0, rounds - 1)
    return Prices(
        rounds=rounds,
        later=later,
        science=W["science"] * (0.1 + 0.35 * _ramp(rounds, 1, 8)),
        science_rate=W["science"] * (0.2 + 0.9 * _ramp(rounds, 2, 10)),
        resource=W["resource"] * (0.3 + 0.9 * _ramp(rounds, 0, 6)),
        food=W["food"] * (0.2 + 0.6 * _ramp(rounds, 1, 8)),
        strength=0.8 if s.variant is Variant.DUMMY else 1.2,
        action=W["action"] * _ramp(rounds, 0, 6),
    )


def out_value(c: Card, p: Prices) -> float:
    """What one worker on a technology (or a permanent card) yields per production."""
    out = c.out or c.perm
    v = out.get("culture", 0) * 1.0
    v += out.get("science", 0) * p.science_rate
    v += out.get("resources", 0) * p.resource
    v += out.get("food", 0) * p.food
    v += out.get("happy", 0) * 0.8
    v += out.get("strength", 0) * p.strength
    v += out.get("civil_actions", 0) * p.action + out.get("military_actions", 0) * 0.4
    return v


def _best_in_play(civ: Civ, kind: str, besides: str = "") -> Card | None:
    found = [CARDS[t] for t in civ.techs if CARDS[t].type == kind and t != besides]
    return max(found, key=lambda c: c.age) if found else None


def tech_value(s: TtaState, c: Card, p: Prices) -> float:
    """A technology in play: buildings (or units) better than those it outdates, to come."""
    civ = s.civ
    if c.type == "government":
        now = CARDS[civ.government]
        gain = (c.perm.get("civil_actions", 0) - now.perm.get("civil_actions", 0)) * p.action
        gain += (c.perm.get("military_actions", 0) - now.perm.get("military_actions", 0)) * 0.4
        gain += (c.perm.get("urban_limit", 0) - now.perm.get("urban_limit", 0)) * W["urban"]
        return max(0.0, gain) * p.later
    if c.type in ("farm", "mine", "temple", "lab", "library", "theater", "arena") or c.is_unit:
        old = _best_in_play(civ, c.type, besides=c.id)
        if old is not None and old.age >= c.age:
            return 0.2
        base = out_value(old, p) if old is not None else 0.0
        gain = max(0.2, out_value(c, p) - 0.6 * base)
        on_type = sum(n for t, n in civ.workers.items() if CARDS[t].type == c.type)
        return gain * (0.9 + 0.4 * min(on_type, 3)) * p.later
    return (0.8 + 0.5 * c.age) * _ramp(p.rounds, 1, 6) * 3.0  # specials: a lasting bonus


def card_value(s: TtaState, r: Ratings, c: Card, p: Prices) -> float:
    """A civil card in hand: what it will be worth once played, less what playing costs."""
    civ = s.civ
    if c.kind is Kind.TECHNOLOGY:
        if c.id in civ.techs:
            return 0.0
        v = tech_value(s, c, p)
        wait = max(0.0, c.science - civ.science) / max(1, r.science)  # turns to afford it
        return max(0.0, W["tech_hand"] * v) * max(0.0, 1.0 - wait / max(1.0, p.later))
    if c.kind is Kind.WONDER:
        return 0.15 * wonder_value(c, p)
    if c.kind is Kind.LEADER:
        if civ.leader == c.id or c.age in civ.leader_ages:
            return 0.0
        return W["leader_hand"] * leader_gain(s, r, c, p)
    gains = c.immediate
    if gains:
        v = gains.get("gain_culture", 0) + gains.get("gain_science", 0) * p.science
        v += gains.get("gain_resources", 0) * p.resource + gains.get("gain_food", 0) * p.food
        return 0.7 * v + 0.5
    return 1.0 + 0.4 * c.age


def rates_value(s: TtaState, r: Ratings, p: Prices) -> float:
    """What a civilization's rates bring per production (the rates part of `worth`)."""
    v = r.culture + r.science * p.science_rate
    v += (r.resources + r.lab_resources - r.corruption) * p.resource * 0.8
    v += min(r.food - r.consumption, 4) * p.food * 0.8
    v += (r.ca - START["ca"]) * p.action + (r.ma - START["ma"]) * 0.4
    v += r.strength * p.strength * 0.3
    return v


def leader_gain(s: TtaState, r: Ratings, c: Card, p: Prices) -> float:
    """What a leader in hand would add once played: the ratings it changes (in place of the
    present leader) over the productions left, and a little for abilities no rating shows
    (cheaper population, upgrades, politics)."""
    civ = s.civ
    trial = replace(civ, leader=c.id)
    after = compute(trial, barbarian_cook=s.variant is Variant.BARBARIANS)
    gain = rates_value(s, after, p) - rates_value(s, r, p)
    life = lifetime(s, c)  # it leaves when its age is antiquated (§4.2)
    return max(0.0, gain) * min(p.later, life) + W["leader_flat"] * _ramp(life, 1, 6) * (1 + c.age)


def _kept(s: TtaState, c: Card) -> float:
    """The share of a hand card's (or unfinished wonder's) worth that survives: none if its
    age is antiquated before the next production, all with two productions or more to go."""
    return 1.0 if c.age + 2 >= 4 else min(1.0, lifetime(s, c) / 2.0)


def wonder_value(c: Card, p: Prices) -> float:
    v = out_value(c, p) * p.later + 2.0 * c.age
    if "on_complete" in c.fx:  # Age III wonders score once, on completion
        v += 18.0
    return v


def worth(s: TtaState, r: Ratings | None = None) -> float:
    """What the civilization will be worth at the end, in culture points: culture, its rate
    over the productions left, and what science, resources, food, workers, technologies,
    actions and cards will still turn into (worth more the longer the game runs)."""
    civ = s.civ
    r = r or ratings(s)
    p = prices(s)
    rounds, later = p.rounds, p.later
    production = r.resources + r.lab_resources - r.corruption
    value = float(civ.culture) + rounds * r.culture
    # rates: what each production will still bring
    value += r.science * later * p.science_rate * W["sci_rate"] + civ.science * p.science
    value += production * later * p.resource * 0.8 * W["res_rate"]
    value += stored(civ, RES) * p.resource * W["stock"]
    net_food = r.food - r.consumption
    value += min(net_food, 4) * later * p.food * 0.8 + stored(civ, FOOD) * p.food
    if net_food < 0:  # famine once the stores run out, and no population growth
        value -= 4.0 * -net_food * min(rounds, W["famine"]) + 1.5 * min(later, 6.0)
    value += (r.ca - START["ca"]) * later * p.action + (r.ma - START["ma"]) * later * 0.4
    # workers: idle ones will be put to work; discontent ones must stay idle (§7.5)
    worker = W["worker"] * (2.0 + 4.0 * _ramp(rounds, 1, 8))
    value += civ.unused * worker + 0.15 * civ.yellow_bank * _ramp(rounds, 2, 10)
    # growth: a food surplus becomes workers (one per population cost), each worked for
    # about half the productions left after it (a civilization without it stays small, §7)
    cost = pop_cost(civ) or 5
    if net_food > 0 and civ.yellow_bank > 0:
        newcomers = min(float(civ.yellow_bank), net_food * later / (cost + 1.0), later / 1.5)
        value += W["growth"] * newcomers * worker * _ramp(rounds, 2, 10)
    spare = r.happy - r.discontent
    value += 0.6 * min(max(0, civ.unused - r.discontent), 2)
    value -= 2.5 * r.discontent
    if r.discontent > civ.unused:  # an uprising: no production at all
        value -= 12.0 + r.culture + r.science * p.science + production * p.resource
    value += 0.3 * min(spare, 4)
    # technologies in play, unfinished wonder, cards in hand
    for t in civ.techs:
        if not CARDS[t].start:
            value += W["techs"] * tech_value(s, CARDS[t], p)
    if civ.wonder is not None:  # lost unfinished when its age is antiquated
        w = CARDS[civ.wonder]
        done = civ.stages_built / max(1, len(w.stages))
        value += (0.25 + 0.6 * done) * wonder_value(w, p) * _kept(s, w)
    if civ.leader is not None:
        leader = CARDS[civ.leader]
        life = lifetime(s, leader)
        # its abilities beyond the ratings (as counted in hand), while it stays
        value += W["leader_flat"] * _ramp(life, 1, 6) * (1 + leader.age)
        if life < rounds:  # the rates it adds end when its age is antiquated (§4.2)
            without = compute(
                replace(civ, leader=None), barbarian_cook=s.variant is Variant.BARBARIANS
            )
            value -= (rates_value(s, r, p) - rates_value(s, without, p)) * (rounds - life)
    held = min(1.0, later)  # a card still in hand when the game ends is worth nothing
    for cid in (*civ.hand, *civ.new_cards):
        value += card_value(s, r, CARDS[cid], p) * _kept(s, CARDS[cid]) * held
    for cid in civ.military:
        value += _card_kept(cid)
    return value


def _barbarian_now(s: TtaState, mine: int) -> list[int]:
    """The barbarians' strengths once the war the player declared is resolved (B-D4): a
    barbarian weaker than the player sacrifices to a tie, or drops to 0 if under half."""
    out = [b.strength for b in s.barbarians]
    if s.civ.war and s.civ.war[1].isdigit():
        i = int(s.civ.war[1]) - 1
        if 0 <= i < len(out):
            theirs = out[i]
            if mine > theirs:
                out[i] = 2 * theirs - mine if mine - theirs <= theirs else 0
    return out


def _barbarian_end(s: TtaState, rounds: float, now: list[int] | None = None) -> float:
    """The strongest barbarian's strength at the end: ages grow them, and stored cards."""
    age = max(1, s.age)
    best = 0.0
    strengths = now if now is not None else [b.strength for b in s.barbarians]
    for b, strength in zip(s.barbarians, strengths, strict=True):
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
        best = max(best, strength + growth)
    return best


def _army_growth(s: TtaState, r: Ratings) -> float:
    """Strength the army can still add per turn: units cost about two resources a point of
    strength, one military action each, and half the production goes elsewhere (a mine-only
    economy starves and learns nothing: its resources are not an army)."""
    civ = s.civ
    best = max((CARDS[t].out.get("strength", 0) for t in civ.techs if CARDS[t].is_unit), default=1)
    production = max(0, r.resources - r.corruption)
    by_resources = 0.5 * production / 2.0
    by_actions = 0.5 * max(1, r.ma) * best
    growth = W["army"] * min(by_resources, by_actions)
    growth *= 1.0 + min(1.5, W["army_sci"] * r.science)  # science brings better units and tactics
    if r.food < r.consumption or r.science == 0:  # famine or no technology: no lasting army
        growth *= 0.5
    return growth


def margin(s: TtaState) -> float:
    """The player's lead in the variant's race, in culture points of the end of the game:
    against the dummy, its projected culture and the wars it would start; against the
    barbarians, the strength kept over the strongest of them at the end (culture counts a
    little: it grades a win, and an economy pays for the army)."""
    r = ratings(s)
    mine = worth(s, r)
    rounds = rounds_left(s)
    age = max(1, s.age)
    if s.variant is Variant.DUMMY and s.dummy is not None:
        return mine - _dummy_race(s, r.strength, rounds)
    now = _barbarian_now(s, r.strength)
    top = _barbarian_end(s, rounds, now)
    lead = r.strength + _army_growth(s, r) * max(0.0, rounds - 1) - top
    score = 0.4 * mine + LEAD * min(lead, 6.0)
    score += W["lead_more"] * min(max(0.0, lead - 6.0), 10.0) + 1.0 * max(0.0, lead - 16.0)
    score -= W["hordes"] * sum(now) * _ramp(rounds, 0, 4)  # every horde grows and attacks
    for b in now:  # stronger hordes attack when they draw an aggression or a war
        if b >= r.strength:
            score -= 3.0 + 2.0 * age + 1.0 * (b - r.strength)
    return score


# -- the dummy followed turn by turn ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DummyAhead:
    """The dummy's next turns as its open cube row runs (A-4.4, A-4.5)."""

    added: float  # the culture its yellow cubes add to its rate, summed over the turns
    strengths: list[int]  # its strength after each turn (every 10 science: the age)
    ages: list[int]  # the age of each turn (estimated from the civil deck)


def _dummy_ahead(s: TtaState, turns: int) -> DummyAhead:
    d = s.dummy
    assert d is not None
    age = max(1, s.age)
    in_age = len(s.civil_deck) / CARDS_PER_ROUND if not s.last_round else float(turns)
    extra, added = 0, 0.0
    science, strength = d.science, d.strength
    sci_rate = d.science_rate
    strengths: list[int] = []
    ages: list[int] = []
    for k in range(turns):
        a = min(4, age + (0 if k < in_age else 1 + int((k - in_age) // ROUNDS_PER_AGE)))
        ages.append(a)
        cube = d.cubes[k % len(d.cubes)] if d.cubes else "white"
        if cube == "yellow":
            extra += a
        elif cube == "blue":
            sci_rate += a
        added += extra
        science += sci_rate
        strength += (science // 10) * a
        science %= 10
        strengths.append(strength)
    return DummyAhead(added, strengths, ages)


# what one attack of the dummy costs the player, by age (an Age I raid or plunder costs a few
# resources; Age III wars over culture take 5 culture and the strength advantage)
ATTACK_LOSS = {1: 3.0, 2: 7.0, 3: 14.0, 4: 14.0}
RACE_TURNS = 6  # the dummy's turns its strength race is followed for


def _dummy_race(s: TtaState, mine: int, rounds: float) -> float:
    """The dummy's culture at the end as the player sees it: its culture, its rate and what its
    open cube row adds, the events it plays on turns it is not weaker (A-4.3: the age, and an
    Age III event's 10 more), every Age III event still to come out (A-2.1), and, as a cost to
    the player, the attacks of turns on which it will be 2 x age stronger. Every Age III event
    is an impact that scores for the player too (A-2.3, A-D16): what it would give now is taken
    off. Its strength is followed turn by turn (its science becomes strength, A-4.5); the
    player's is held."""
    d = s.dummy
    assert d is not None
    turns = math.ceil(rounds)
    ahead = _dummy_ahead(s, turns)
    theirs = d.culture + rounds * d.culture_rate + ahead.added
    race = list(zip(ahead.strengths, ahead.ages, strict=True))[:RACE_TURNS]
    given = W["impact"] * _impact_mean(s) if any(a >= 3 for _, a in race) else 0.0
    for dk, a in race:
        lead = dk - mine
        attack = _sigmoid((lead - 2 * a + 0.5) / 1.2)
        event = max(0.0, _sigmoid((lead + 0.5) / 1.2) - attack)
        theirs += W["events"] * event * (a + (10.0 - given if a >= 3 else 0.0))
        theirs += W["threat"] * attack * ATTACK_LOSS[a]
    waiting = [CARDS[c] for c in (*s.current_events, *s.future_events) if CARDS[c].age == 3]
    theirs += 10.0 * len(waiting)
    return theirs - W["impact"] * sum(_impact(s, c.impact) for c in waiting)


IMPACTS = sorted({c.impact for c in CARDS.values() if c.age == 3 and c.impact})


def _impact(s: TtaState, impact: str) -> float:
    """What an Age III event gives the player if it were scored now (A-D16)."""
    return float(impact_culture(s, impact, final=True, player_turn=True))


def _impact_mean(s: TtaState) -> float:
    """What an Age III event the dummy prepares gives the player, on average: its event deck
    holds impacts only, which ones is hidden."""
    return sum(_impact(s, i) for i in IMPACTS) / len(IMPACTS)


def evaluate(rules: Rules[TtaState, TtaView], s: TtaState) -> tuple[float]:
    """The player's chance of the variant's win (wider the more rounds are left)."""
    rounds = rounds_left(s)
    spread = 15.0 + 3.0 * rounds
    return (_sigmoid(margin(s) / spread),)


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


def prior(
    rules: Rules[TtaState, TtaView], s: TtaState, seat: int, legal: Sequence[Action]
) -> list[float]:
    r = ratings(s)
    return [math.exp(min(12.0, move_score(s, r, a))) for a in legal]


def candidates(
    rules: Rules[TtaState, TtaView], s: TtaState, seat: int, legal: Sequence[Action]
) -> list[Action]:
    """The moves worth searching: no building destroyed unless an uprising looms, no tactic
    that forms no army, and in the action and politics phases the best few by the prior
    (ending the turn and preparing an event always among them)."""
    d = decision_for(s)
    if d is not None and d.kind == "colonize":
        return _colonize_moves(s, d, legal)
    if d is not None and d.kind == "defend":
        return _defend_moves(s, d, legal)
    if d is None or d.kind not in ("actions", "politics", "first"):
        return list(legal)
    r = ratings(s)
    uprising = r.discontent > s.civ.unused
    kept = [a for a in legal if a.kind != "destroy" or uprising]
    if 0 < r.discontent >= s.civ.unused and not uprising:  # the last content idle worker
        kept = [a for a in kept if not _unrest(a)] or kept
    if any(a.kind == "pop" for a in kept) and _idle_pop(s, r):
        kept = [a for a in kept if a.kind != "pop"] or kept
    kept = [a for a in kept if a.kind not in TACTICS or _forms_army(rules, s, r, a)] or kept
    if len(kept) <= WIDTH:
        return kept
    order = sorted(range(len(kept)), key=lambda i: -move_score(s, r, kept[i]))
    top = [kept[i] for i in sorted(order[:WIDTH])]
    # ending the turn, and each event the politics phase could prepare (its age in culture:
    # the prior ranked them below the builds, so hands at the limit were discarded instead)
    always = [a for a in kept if a.kind in ("end", "event") and a not in top]
    return top + always


COLONY_SETS = 512  # unit sets weighed for a colonization force (few units: all of them)


def _colonize_moves(s: TtaState, d: Decision, legal: Sequence[Action]) -> list[Action]:
    """A colonization force that costs the least: the units of the set that reaches the force
    needed losing the least strength (then the fewest units), with every bonus card counted in;
    `done` once the force is there. Sending changes nothing until `done`, so every send looks
    alike to the evaluation: the bot sent its first unit listed, and more than it needed."""
    units, bonus, cook = d.data["units"], d.data["bonus"], d.data["cook"]
    spare = [a.args[0] for a in legal if a.kind == "bonus"]
    civ = s.civ
    left = {
        cid: civ.workers.get(cid, 0) - units.count(cid) for cid in civ.techs if CARDS[cid].is_unit
    }
    kinds = [cid for cid, n in left.items() if n > 0]
    before = ratings(s).strength
    best: tuple[int, int] | None = None
    chosen: list[str] = []
    for n, counts in enumerate(product(*(range(left[c] + 1) for c in kinds))):
        if n >= COLONY_SETS:
            break
        extra = [c for c, k in zip(kinds, counts, strict=True) for _ in range(k)]
        sent = [*units, *extra]
        if not sent or force(s, sent, [*bonus, *spare], cook) < d.data["need"]:
            continue
        workers = dict(civ.workers)
        for u in sent:
            workers[u] -= 1
        trial = replace(civ, workers=workers)
        after = compute(trial, barbarian_cook=s.variant is Variant.BARBARIANS).strength
        key = (before - after, len(sent))
        if best is None or key < best:
            best, chosen = key, extra
    if best is None:
        return list(legal)
    keep = [
        a
        for a in legal
        if a.kind not in ("send", "done")
        or (a.kind == "send" and a.args[0] in chosen)
        or (a.kind == "done" and not chosen)
    ]
    return keep or list(legal)


def _card_kept(cid: str) -> float:
    """A military card's worth in hand, as `worth` counts it."""
    return 1.2 if CARDS[cid].kind in (Kind.TACTIC, Kind.BONUS) else 0.6


def _defend_moves(s: TtaState, d: Decision, legal: Sequence[Action]) -> list[Action]:
    """A defense made in full or not at all: `done`, and the cards of the cheapest set (by what
    they are worth in hand, then the fewest) that brings the defense to the attacker's strength
    (a tie holds); only `done` when no set within the military actions left reaches it. Cards
    given short of the tie are lost for nothing (the bot discarded them against attacks it
    could not stop). Always defending when a set holds was tried: medium, games 0-40 against
    the dummy, -4.1 +- 2.2 culture margin (the loss is sometimes worth less than the cards)."""
    need = d.data["attacker"] - ratings(s).strength - d.data["total"]
    slots = ratings(s).ma - len(d.data["used"])
    hand = list(s.civ.military) if any(a.kind == "defend" for a in legal) else []
    best: tuple[float, int] | None = None
    chosen: tuple[str, ...] = ()
    for k in range(1, min(slots, len(hand)) + 1):
        for cards in combinations(hand, k):
            if sum(defense_value(c) for c in cards) < need:
                continue
            key = (sum(_card_kept(c) for c in cards), k)
            if best is None or key < best:
                best, chosen = key, cards
    if best is None:
        return [a for a in legal if a.kind == "done"] or list(legal)
    return [a for a in legal if a.kind == "done" or a.args[0] in chosen]


TACTICS = ("tactic", "copy")


def _forms_army(rules: Rules[TtaState, TtaView], s: TtaState, r: Ratings, a: Action) -> bool:
    """Whether a tactic played (or copied) adds strength now: one that forms no army with the
    units in play only spends military actions (the bot copied two tactics back and forth
    every turn with one or two units)."""
    return ratings(_applied(rules, s, a)).strength > r.strength


def _idle_pop(s: TtaState, r: Ratings) -> bool:
    """Whether a new worker would only bring discontent: after it, every idle worker is one
    that discontent keeps idle (the bot grew its people into discontent, then tore buildings
    down to stop the uprising)."""
    civ = s.civ
    if civ.yellow_bank <= 0:
        return False
    grown = replace(civ, yellow_bank=civ.yellow_bank - 1, unused=civ.unused + 1)
    after = compute(grown, barbarian_cook=s.variant is Variant.BARBARIANS)
    return after.discontent > r.discontent and after.discontent >= grown.unused


def _unrest(a: Action) -> bool:
    """A build that puts the last idle worker kept by discontent to work, on a card with no
    happy face: an uprising follows, or a building destroyed again to stop it (the bot built
    and disbanded units in the same turn)."""
    if a.kind not in ("build", "barbarossa"):
        return False
    c = _card(a)
    return c is not None and not (c.out.get("happy", 0) or c.perm.get("happy", 0))


# -- why (for /hint) -----------------------------------------------------------------------------


def reason(
    rules: Rules[TtaState, TtaView], s: TtaState, seat: int, action: Action
) -> Phrase | None:
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
    if k in ("war", "aggress") and _weaker_target(s, action):
        return phrase(f"tta.reason.{k}", card=what)
    if k == "play":
        return phrase("tta.reason.play", card=what)
    if k == "event":  # preparing scores the card's age; an Age III impact scores again later
        if c.impact:
            later = round(_impact(s, c.impact))
            return phrase("tta.reason.impact", card=what, n=c.age, impact=later)
        return phrase("tta.reason.event", card=what, n=c.age)
    return None


def _weaker_target(s: TtaState, action: Action) -> bool:
    """Whether the attack's target (the dummy, or the barbarian named) is weaker now."""
    mine = ratings(s).strength
    if s.dummy is not None:
        return s.dummy.strength < mine
    target = action.args[1] if len(action.args) > 1 else ""
    if not target.isdigit() or not 1 <= int(target) <= len(s.barbarians):
        return False
    return s.barbarians[int(target) - 1].strength < mine


# -- the planner: greedy by the evaluation, with whole turns played ahead ----------------------

# per level: worlds sampled, first moves looked at further, turns played ahead after each of
# them (0: none, the move's own evaluation), moves considered per step of that play, and the
# noise added to every value (culture points)
PLANS: dict[str, tuple[int, int, int, int, float]] = {
    "easy": (1, 1, 0, 0, 3.0),
    "medium": (1, 5, 1, 6, 0.0),
    "hard": (2, 10, 3, 8, 0.0),
}
QUICK_S = 0.1  # thinking time below which medium and hard only glance one turn ahead
ROLLOUT_STEPS = 40  # a cap on the moves of one play ahead
WIN = 1000.0  # a finished game: the verdict first, then its margin


def score(rules: Rules[TtaState, TtaView], s: TtaState) -> float:
    """The evaluation as a margin in culture points; a finished game by its verdict."""
    res = s.result
    if res is not None and "culture" in res and not s.stack:
        won = WIN if res["won"] else -WIN
        culture = float(res["culture"])
        if s.variant is Variant.DUMMY:
            return won + culture - float(res.get("dummy", 0))
        if res["won"]:
            return won + 0.25 * culture
        return won + 8.0 * (float(res.get("strength", 0)) - float(res.get("barbarians", 0)))
    return margin(s)


# decisions that only choose what to lose (a building, a worker, a colony, a leader or
# wonder): the loss is decided before them, so a position waiting on one is judged once the
# least bad choice is made (a defense given up looked free while the loss was still to choose)
LOSSES = frozenset(("destroy", "lose_worker", "lose_colony", "infiltrated", "ravage"))
SETTLE_STEPS = 6  # losses chosen at most while settling one move


def _settled(rules: Rules[TtaState, TtaView], t: TtaState) -> TtaState:
    """`t` with every loss waiting on the player chosen, each the least bad by the margin."""
    for _ in range(SETTLE_STEPS):
        d = decision_for(t)
        if d is None or d.kind not in LOSSES or rules.outcome(t) is not None:
            break
        options = rules.legal_actions(t, PLAYER)
        if not options:
            break
        t = max((_applied(rules, t, o) for o in options), key=lambda x: score(rules, x))
    return t


def _applied(rules: Rules[TtaState, TtaView], s: TtaState, a: Action) -> TtaState:
    t: TtaState = rules.copy(s)
    rules.apply(t, PLAYER, a)
    return t


def _after(rules: Rules[TtaState, TtaView], s: TtaState, a: Action) -> TtaState:
    """A copy of `s` after the move, and after the losses it leads to (`_settled`)."""
    return _settled(rules, _applied(rules, s, a))


def _greedy_step(rules: Rules[TtaState, TtaView], s: TtaState, width: int) -> Action | None:
    legal = rules.legal_actions(s, PLAYER)
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    moves = candidates(rules, s, PLAYER, legal)
    if width and len(moves) > width:
        r = ratings(s)
        order = sorted(range(len(moves)), key=lambda i: -move_score(s, r, moves[i]))
        keep = {i for i in order[:width]}
        moves = [m for i, m in enumerate(moves) if i in keep or m.kind in ("end", "event")]
    return max(moves, key=lambda m: score(rules, _after(rules, s, m)))


def _play_ahead(rules: Rules[TtaState, TtaView], s: TtaState, stop: int, width: int) -> float:
    """Play on greedily until round `stop` begins (or the game ends). The stop is counted from
    the position before the first move: a move that ends the turn must not win a whole turn of
    greedy play that the others are denied (ending early looked best)."""
    for _ in range(ROLLOUT_STEPS):
        if rules.outcome(s) is not None or s.round >= stop:
            break
        a = _greedy_step(rules, s, width)
        if a is None:
            break
        rules.apply(s, PLAYER, a)
    return score(rules, s)


def plan(
    level: str,
    rules: Rules[TtaState, TtaView],
    view: TtaView,
    seat: int,
    legal: Sequence[Action],
    seed: int,
    budget_s: float = 1.0,
) -> tuple[Action, TtaState] | None:
    """The level's move: every move valued by the evaluation after it (easy: with noise);
    medium plays its best five on to the end of this turn, hard its best ten on through two
    more turns in two sampled worlds, each step the greedy best; the best at the end wins."""
    if level not in PLANS:
        return None
    n_worlds, keep, turns, width, noise = PLANS[level]
    if budget_s < QUICK_S and turns:  # a quick look (tests): the same steps, one turn, fewer
        n_worlds, keep, turns, width = 1, 2, 1, 4
    rnd = random.Random(seed)
    worlds = [rules.determinize(view, seat, rnd.randrange(1 << 62)) for _ in range(n_worlds)]
    first = worlds[0]
    moves = candidates(rules, first, seat, legal)
    if len(moves) == 1:
        return moves[0], first
    values = {m: score(rules, _after(rules, first, m)) + rnd.gauss(0.0, noise) for m in moves}
    if keep <= 1 or turns <= 0:
        return max(moves, key=lambda m: values[m]), first
    top = sorted(moves, key=lambda m: -values[m])[:keep]
    totals = dict.fromkeys(top, 0.0)
    for world in worlds:
        for m in top:
            t = _after(rules, world, m)
            totals[m] += _play_ahead(rules, t, world.round + turns, width)
    return _best(first, totals, len(worlds)), first


# culture points (per world) by which ending the turn with civil actions left must beat the
# best other move: actions left unused are lost, while the play-ahead's noise between first
# moves is about this size (medium, games 0-31: +4.4 +- 2.3 margin, 20 better and 8 worse)
END_BAR = 20.0


def _best(s: TtaState, totals: dict[Action, float], worlds: int) -> Action:
    """The move with the best total, where ending the turn with civil actions still to spend
    must win by END_BAR a world."""
    spare = ca_left(s.civ, ratings(s)) > 0

    def value(m: Action) -> float:
        return totals[m] - (END_BAR * worlds if spare and m.kind == "end" else 0.0)

    return max(totals, key=value)


AI = GameAI(
    evaluate=evaluate,
    prior=prior,
    reason=reason,
    candidates=candidates,
    steps_per_second=3600,
    cutoff=1,
    policy=plan,
)
