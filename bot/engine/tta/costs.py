"""Action budgets and prices (tta.md §8-§11): what an action costs this civilization now."""

from __future__ import annotations

from bot.engine.tta.cards import Card, TechType, catalogue
from bot.engine.tta.economy import RES, pay, stored
from bot.engine.tta.ratings import Ratings, count_type, leader_fx
from bot.engine.tta.state import Civ

CARDS = catalogue()


def ca_left(civ: Civ, r: Ratings) -> int:
    return max(0, r.ca - civ.ca_used)


def ma_left(civ: Civ, r: Ratings) -> int:
    return max(0, r.ma - civ.ma_used)


def hammurabi_ready(civ: Civ, r: Ratings) -> bool:
    """Hammurabi: once per turn one military action may be spent as a civil action."""
    return bool(leader_fx(civ, "ma_as_ca")) and not civ.has("hammurabi") and ma_left(civ, r) > 0


def can_spend_ca(civ: Civ, r: Ratings, n: int) -> bool:
    return ca_left(civ, r) + (1 if hammurabi_ready(civ, r) else 0) >= n


def spend_ca(civ: Civ, r: Ratings, n: int) -> None:
    """Spend civil actions, using Hammurabi's military action for the last one if needed."""
    own = min(n, ca_left(civ, r))
    civ.ca_used += own
    if n > own:
        civ.ma_used += 1
        civ.flags.append("hammurabi")


def construction_discount(civ: Civ, c: Card) -> int:
    """Masonry/Architecture/Engineering: urban buildings of level I-III cost less."""
    special = civ.specials.get("construction")
    if not special or not c.is_urban or c.age == 0:
        return 0
    return int(CARDS[special].fx["urban_discount"][c.age])


def shakespeare_applies(civ: Civ, c: Card) -> bool:
    """Shakespeare: theaters are cheaper with a library, libraries with a theater."""
    if not leader_fx(civ, "shakespeare"):
        return False
    if c.type == TechType.THEATER:
        return count_type(civ, "library") > 0
    if c.type == TechType.LIBRARY:
        return count_type(civ, "theater") > 0
    return False


def build_cost(civ: Civ, c: Card) -> int:
    """Resources to build one building or unit of this card, after permanent discounts."""
    cost = c.build - construction_discount(civ, c)
    if shakespeare_applies(civ, c):
        cost -= 1
    return max(0, cost)


def upgrade_cost(civ: Civ, old: Card, new: Card, discount: int = 0) -> int:
    """§8.4: the difference of the two (discounted) costs, less any card discount."""
    return max(0, build_cost(civ, new) - build_cost(civ, old) - discount)


def science_cost(civ: Civ, c: Card, *, revolution: bool = False, discount: int = 0) -> int:
    """Science to develop a technology (revolution: the lower government cost)."""
    cost = c.revolution if revolution else c.science
    if c.type == TechType.THEATER:
        cost -= leader_fx(civ, "theater_science_discount")
    if shakespeare_applies(civ, c):
        cost -= 1
    return max(0, cost - discount)


def science_available(civ: Civ, c: Card) -> int:
    """Science points usable for this technology (Churchill's science is for units only)."""
    return civ.science + (civ.pool_science if c.is_unit else 0)


def pay_science(civ: Civ, c: Card, cost: int) -> None:
    if c.is_unit:
        from_pool = min(civ.pool_science, cost)
        civ.pool_science -= from_pool
        cost -= from_pool
    civ.science -= cost


def homer_left(civ: Civ) -> int:
    """Homer: each turn 1 extra resource for building or upgrading military units (a per-turn
    pool, tta.md §21.2), unless already used this turn."""
    return 0 if civ.has("homer_pool") else leader_fx(civ, "military_pool")


def unit_pool(civ: Civ) -> int:
    """Resources usable only for military units this turn (cards' pools and Homer's)."""
    return civ.pool + homer_left(civ)


def resources_for(civ: Civ, c: Card) -> int:
    """Resources usable for this card (the military-only pool counts for units)."""
    return stored(civ, RES) + (unit_pool(civ) if c.is_unit else 0)


def pay_resources(civ: Civ, c: Card | None, cost: int) -> None:
    if c is not None and c.is_unit:
        from_pool = min(civ.pool, cost)
        civ.pool -= from_pool
        cost -= from_pool
        homer = min(homer_left(civ), cost)
        if homer:
            civ.flags.append("homer_pool")
            cost -= homer
    if cost:
        pay(civ, RES, cost)


def wonder_stages_max(civ: Civ) -> int:
    special = civ.specials.get("construction")
    return int(CARDS[special].fx["wonder_stages"]) if special else 1


def wonder_cost(civ: Civ, n: int, discount: int = 0) -> int:
    assert civ.wonder is not None
    stages = CARDS[civ.wonder].stages[civ.stages_built : civ.stages_built + n]
    return max(0, sum(stages) - discount)
