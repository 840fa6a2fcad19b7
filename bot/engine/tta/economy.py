"""Blue and yellow tokens (tta.md §6, §7): paying, gaining, producing, consuming, corruption."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.tta.cards import TechType, catalogue, tables
from bot.engine.tta.ratings import best, leader_fx
from bot.engine.tta.state import Civ

CARDS = catalogue()
FOOD = "food"
RES = "resources"


def token_value(cid: str, kind: str) -> int:
    """What one blue token on this card is worth as `kind` (0 if it holds none of that kind)."""
    c = CARDS[cid]
    if kind == FOOD:
        return c.out.get("food", 0) if c.type == TechType.FARM else 0
    if c.type == TechType.MINE:
        return c.out.get("resources", 0)
    if c.type == TechType.LAB:  # Bill Gates stores resources on labs
        return c.age
    return 0


def _holders(civ: Civ, kind: str, *, placing: bool = False) -> list[tuple[int, str]]:
    """(value, card) of the cards that may hold `kind`, lowest value first. New tokens go onto
    labs only while Bill Gates is in play (§6.3); tokens already there stay resources."""
    labs_take = not placing or bool(leader_fx(civ, "gates"))
    out = []
    for cid in civ.techs:
        v = token_value(cid, kind)
        if v > 0 and (labs_take or CARDS[cid].type != TechType.LAB):
            out.append((v, cid))
    out.sort()
    return out


def stored(civ: Civ, kind: str) -> int:
    """Food or resources the civilization holds."""
    return sum(civ.blue.get(cid, 0) * v for v, cid in _holders(civ, kind))


def _put(civ: Civ, cid: str, n: int) -> None:
    if n <= 0:
        return
    civ.blue[cid] = civ.blue.get(cid, 0) + n
    civ.blue_bank -= n


def _take(civ: Civ, cid: str, n: int) -> None:
    left = civ.blue.get(cid, 0) - n
    if left:
        civ.blue[cid] = left
    else:
        civ.blue.pop(cid, None)
    civ.blue_bank += n


def gain(civ: Civ, kind: str, amount: int, *, below: int | None = None) -> int:
    """Place tokens from the blue bank worth `amount`, highest-value cards first (§21.5);
    returns what was gained (less when the bank runs short). `below` limits card values."""
    left = amount
    for v, cid in reversed(_holders(civ, kind, placing=True)):
        if below is not None and v >= below:
            continue
        k = min(left // v, civ.blue_bank)
        if k > 0:
            _put(civ, cid, k)
            left -= k * v
    return amount - left


def pay(civ: Civ, kind: str, amount: int) -> None:
    """Pay `amount` (the caller checked `stored`): lowest-value tokens first, so the most
    tokens return to the bank; a bigger token is broken with change onto lower cards (§6.3)."""
    left = amount
    holders = _holders(civ, kind)
    for v, cid in holders:
        have = civ.blue.get(cid, 0)
        k = min(have, left // v)
        if k:
            _take(civ, cid, k)
            left -= k * v
    if left <= 0:
        return
    for v, cid in holders:
        if civ.blue.get(cid, 0) and v > left:
            _take(civ, cid, 1)
            gain(civ, kind, v - left, below=v)
            return
    lose(civ, kind, left)  # not enough: lose everything left (the caller allowed it)


def lose(civ: Civ, kind: str, amount: int) -> int:
    """Lose up to `amount` (capped at what is held); returns the amount lost."""
    have = stored(civ, kind)
    if have <= amount:
        for _, cid in _holders(civ, kind):
            if civ.blue.get(cid, 0):
                _take(civ, cid, civ.blue[cid])
        return have
    pay(civ, kind, amount)
    return amount


def lose_blue_tokens(civ: Civ, n: int) -> int:
    """Return blue tokens to the box: from the bank, then from cards (cheapest first)."""
    lost = min(n, civ.blue_bank)
    civ.blue_bank -= lost
    for kind in (RES, FOOD):
        for _, cid in _holders(civ, kind):
            while lost < n and civ.blue.get(cid, 0):
                _take(civ, cid, 1)
                civ.blue_bank -= 1
                lost += 1
    return lost


def produce(civ: Civ, kind: str) -> int:
    """Each worker on a farm (food) or mine (resources) adds one token to its card; with an
    empty bank the highest-level cards produce first. Returns the value produced."""
    ctype = TechType.FARM if kind == FOOD else TechType.MINE
    cards = sorted(
        (CARDS[c] for c in civ.techs if CARDS[c].type == ctype and civ.workers.get(c, 0)),
        key=lambda c: -c.age,
    )
    value = 0
    for c in cards:
        k = min(civ.workers[c.id], civ.blue_bank)
        _put(civ, c.id, k)
        value += k * token_value(c.id, kind)
    if kind == RES:
        if (
            "ii-transcontinental_railroad" in civ.wonders
            and "ii-transcontinental_railroad" not in civ.ravaged
        ):
            mine = best(civ, "mine")
            if mine is not None and civ.blue_bank > 0:
                _put(civ, mine.id, 1)
                value += token_value(mine.id, RES)
        if leader_fx(civ, "gates"):
            for c in sorted(
                (
                    CARDS[x]
                    for x in civ.techs
                    if CARDS[x].type == TechType.LAB and CARDS[x].age > 0 and civ.workers.get(x, 0)
                ),
                key=lambda c: -c.age,
            ):
                k = min(civ.workers[c.id], civ.blue_bank)
                _put(civ, c.id, k)
                value += k * c.age
    return value


@dataclass(frozen=True, slots=True)
class Maintenance:
    """What one production phase did, for the turn summary."""

    culture: int
    science: int
    corruption: int
    food: int
    consumption: int
    famine: int
    resources: int


def corruption(civ: Civ) -> int:
    """Pay resources for corruption, then food; returns the corruption owed (§7.4)."""
    owed = tables().corruption_for(civ.blue_bank)
    if owed:
        paid = lose(civ, RES, owed)
        if paid < owed:
            lose(civ, FOOD, owed - paid)
    return owed


def consume(civ: Civ) -> tuple[int, int]:
    """Pay food for consumption; each missing food costs 4 culture (§7.3). (owed, famine)"""
    tab = tables()
    owed = tab.yellow_row(civ.yellow_bank)[1]
    paid = lose(civ, FOOD, owed)
    missing = owed - paid
    loss = min(civ.culture, missing * tab.famine)
    civ.culture -= loss
    return owed, missing


def production_phase(civ: Civ, culture_rate: int, science_rate: int) -> Maintenance:
    """§7.5 step 4: score, corruption, food, consumption, resources."""
    civ.culture += culture_rate
    civ.science += science_rate
    corr = corruption(civ)
    food = produce(civ, FOOD)
    owed, missing = consume(civ)
    res = produce(civ, RES)
    return Maintenance(culture_rate, science_rate, corr, food, owed, missing, res)


# -- yellow tokens -------------------------------------------------------------------


def gain_population(civ: Civ, n: int = 1) -> int:
    """Free population: tokens move from the yellow bank to the worker pool."""
    k = min(n, civ.yellow_bank)
    civ.yellow_bank -= k
    civ.unused += k
    return k


def pop_cost(civ: Civ) -> int | None:
    """Food to increase population now (Moses 1 less); None if the bank is empty."""
    cost = tables().yellow_row(civ.yellow_bank)[0]
    if cost is None:
        return None
    return max(0, cost - leader_fx(civ, "pop_food_discount"))


def remove_worker(civ: Civ, cid: str) -> None:
    """Take one worker off a card into the worker pool."""
    n = civ.workers.get(cid, 0) - 1
    if n:
        civ.workers[cid] = n
    else:
        civ.workers.pop(cid, None)
    civ.unused += 1


def add_worker(civ: Civ, cid: str) -> None:
    civ.unused -= 1
    civ.workers[cid] = civ.workers.get(cid, 0) + 1


def lose_yellow(civ: Civ, n: int) -> int:
    """Return tokens from the yellow bank to the box (only what the bank holds)."""
    k = min(n, civ.yellow_bank)
    civ.yellow_bank -= k
    return k
