"""The civilization's ratings and totals (tta.md §7.1, §12.4), recomputed from what is in play."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from bot.engine.tta.armies import Armies, form_armies
from bot.engine.tta.cards import Card, TechType, card, catalogue, tables
from bot.engine.tta.state import Civ

CARDS = catalogue()


@dataclass(frozen=True, slots=True)
class Ratings:
    """Everything printed on the tracks and the summary of one civilization."""

    culture: int
    science: int
    strength: int
    happy: int
    ca: int
    ma: int
    urban_limit: int
    colonization: int
    food: int  # food produced per turn by farms
    resources: int  # resources produced per turn by mines (Transcontinental Railroad included)
    lab_resources: int  # Bill Gates: resources produced by labs
    armies: Armies
    discontent: int
    consumption: int
    corruption: int


def perm_cards(civ: Civ) -> Iterator[Card]:
    """Cards whose printed permanent effects count now: government, specials, leader,
    completed (not ravaged) wonders and colonies."""
    yield CARDS[civ.government]
    for cid in civ.specials.values():
        yield CARDS[cid]
    if civ.leader:
        yield CARDS[civ.leader]
    for cid in civ.wonders:
        if cid not in civ.ravaged:
            yield CARDS[cid]
    for cid in civ.colonies:
        yield CARDS[cid]


def fx(civ: Civ, name: str) -> int:
    """The summed parameter of a named effect over the leader and active wonders."""
    total = 0
    if civ.leader:
        total += int(CARDS[civ.leader].fx.get(name, 0) or 0)
    for cid in civ.wonders:
        if cid not in civ.ravaged:
            total += int(CARDS[cid].fx.get(name, 0) or 0)
    return total


def leader_fx(civ: Civ, name: str) -> int:
    if civ.leader is None:
        return 0
    return int(CARDS[civ.leader].fx.get(name, 0) or 0)


def workers_of(civ: Civ, *types: str) -> Iterator[tuple[Card, int]]:
    """(card, workers) for technologies in play of these types that hold workers."""
    for cid in civ.techs:
        c = CARDS[cid]
        n = civ.workers.get(cid, 0)
        if n and c.type in types:
            yield c, n


def count_type(civ: Civ, *types: str) -> int:
    return sum(n for _, n in workers_of(civ, *types))


def best(civ: Civ, *types: str) -> Card | None:
    """The highest-level card of these types with at least one worker (§12.1 "best")."""
    found = [c for c, _ in workers_of(civ, *types)]
    return max(found, key=lambda c: (c.age, c.type)) if found else None


def units_of(civ: Civ) -> list[tuple[str, int]]:
    """One (type, level) per military unit."""
    out: list[tuple[str, int]] = []
    for c, n in workers_of(civ, "infantry", "cavalry", "artillery", "air_force"):
        out.extend([(c.type, c.age)] * n)
    return out


def _happy_per_worker(c: Card, st_peter: bool) -> int:
    h = c.out.get("happy", 0)
    return h + 1 if st_peter and h >= 1 else h


def card_happy(civ: Civ, c: Card, st_peter: bool) -> int:
    """Happy faces one permanent card gives (Homer's wonder and St. Peter's included)."""
    h = c.perm.get("happy", 0)
    if civ.homer_wonder == c.id:
        h += 1
    if st_peter and h >= 1 and c.id != "i-st_peters_basilica":
        h += 1
    return h


def civil_actions(civ: Civ) -> int:
    return sum(c.perm.get("civil_actions", 0) for c in perm_cards(civ))


def military_actions(civ: Civ) -> int:
    return sum(c.perm.get("military_actions", 0) for c in perm_cards(civ)) + civ.ma_extra


def compute(civ: Civ, *, barbarian_cook: bool = False) -> Ratings:
    """All ratings of the civilization; `barbarian_cook` is Part B rule 42 (B-D15)."""
    st_peter = "i-st_peters_basilica" in civ.wonders and "i-st_peters_basilica" not in civ.ravaged
    perms = list(perm_cards(civ))
    culture = science = strength = happy = 0
    ca = ma = colonization = 0
    for c in perms:
        culture += c.perm.get("culture", 0)
        science += c.perm.get("science", 0)
        strength += c.perm.get("strength", 0)
        ca += c.perm.get("civil_actions", 0)
        ma += c.perm.get("military_actions", 0)
        colonization += c.perm.get("colonization", 0)
        happy += card_happy(civ, c, st_peter)
    ma += civ.ma_extra
    culture += 2 * len(civ.ravaged)
    gov = CARDS[civ.government]
    food = resources = lab_resources = 0
    temple_happy = theater_happy = theater_culture = 0
    units = 0
    unit_types: set[str] = set()
    infantry_artillery = 0
    libraries = theaters = lab_workers = 0
    leader = CARDS[civ.leader] if civ.leader else None
    lfx = leader.fx if leader else {}
    for cid in civ.techs:
        n = civ.workers.get(cid, 0)
        if not n:
            continue
        c = CARDS[cid]
        out = c.out
        t = c.type
        if t == TechType.FARM:
            food += n * out.get("food", 0)
            continue
        if t == TechType.MINE:
            resources += n * out.get("resources", 0)
            continue
        per_happy = _happy_per_worker(c, st_peter)
        happy += n * per_happy
        strength += n * out.get("strength", 0)
        culture += n * out.get("culture", 0)
        science += n * out.get("science", 0)
        if t == TechType.TEMPLE:
            temple_happy += n * per_happy
        elif t == TechType.THEATER:
            theater_happy += n * per_happy
            theater_culture += n * out.get("culture", 0)
            theaters += n
        elif t == TechType.LIBRARY:
            libraries += n
        elif t == TechType.LAB:
            lab_workers += n
            lab_resources += n * c.age
            if "sid_meier" in lfx:
                culture += n * c.age
                science -= n
        elif c.is_unit:
            units += n
            unit_types.add(t)
            if t in (TechType.INFANTRY, TechType.ARTILLERY):
                infantry_artillery += n
    if (
        civ.wonders
        and "ii-transcontinental_railroad" in civ.wonders
        and "ii-transcontinental_railroad" not in civ.ravaged
    ):
        mine = best(civ, "mine")
        if mine is not None:
            resources += mine.out.get("resources", 0)
    if leader is not None:
        if "best_lab_library_science" in lfx:
            top = best(civ, "lab", "library")
            if top is not None:
                science += top.age
        if "strength_per_unit" in lfx:
            strength += units * lfx["strength_per_unit"]
        if "strength_per_unit_type" in lfx:
            strength += len(unit_types) * lfx["strength_per_unit_type"]
        if "strength_per_temple_gov_happy" in lfx:
            strength += temple_happy + max(0, card_happy(civ, gov, st_peter))
        if "culture_per_happy_temple_theater_wonder" in lfx:
            culture += temple_happy + theater_happy
            for cid in civ.wonders:
                if cid not in civ.ravaged:
                    culture += max(0, card_happy(civ, CARDS[cid], st_peter))
        if "culture_per_theater" in lfx:
            culture += theaters * lfx["culture_per_theater"]
        if "shakespeare" in lfx:
            culture += 2 * min(libraries, theaters)
        if "best_theater_double_culture" in lfx:
            top = best(civ, "theater")
            if top is not None:
                culture += top.out.get("culture", 0)
        if "cook_culture" in lfx and civ.colonies:
            n = len(civ.colonies)
            culture += n if barbarian_cook else n + 1
    if "i-great_wall" in civ.wonders and "i-great_wall" not in civ.ravaged:
        strength += infantry_artillery
    armies = form_armies(
        units_of(civ),
        card(civ.tactic) if civ.tactic else None,
        genghis="infantry_as_cavalry" in lfx,
    )
    strength += armies.bonus
    happy = min(max(happy, 0), 8)
    tab = tables()
    _, consumption, required = tab.yellow_row(civ.yellow_bank)
    return Ratings(
        culture=max(culture, 0),
        science=max(science, 0),
        strength=max(strength, 0),
        happy=happy,
        ca=ca,
        ma=ma,
        urban_limit=gov.perm.get("urban_limit", 2),
        colonization=colonization,
        food=food,
        resources=resources,
        lab_resources=lab_resources if "gates" in lfx else 0,
        armies=armies,
        discontent=max(0, required - happy),
        consumption=consumption,
        corruption=tab.corruption_for(civ.blue_bank),
    )
