"""Armies under a tactic (tta.md §12.3): the best grouping, outdated armies, air forces."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.engine.tta.cards import Card

GROUND = ("infantry", "cavalry", "artillery")


@dataclass(frozen=True, slots=True)
class Armies:
    """How many armies formed and the strength they add."""

    current: int = 0  # armies of up-to-date units only
    outdated: int = 0  # armies with a unit 2+ levels older than the tactic
    doubled: int = 0  # armies doubled by an air force
    bonus: int = 0


def _feasible(
    k: int, need: tuple[int, int, int], have: tuple[int, int, int], genghis: bool
) -> bool:
    """Whether `have` (infantry, cavalry, artillery) fills k armies of composition `need`."""
    ni, nc, na = need
    inf, cav, art = have
    if inf < k * ni or art < k * na:
        return False
    if genghis:
        return cav + inf - k * ni >= k * nc
    return cav >= k * nc


def form_armies(
    units: Iterable[tuple[str, int]], tactic: Card | None, *, genghis: bool = False
) -> Armies:
    """The most valuable armies the units (type, level per unit) form under `tactic`."""
    if tactic is None:
        return Armies()
    need = tuple(tactic.composition.get(t, 0) for t in GROUND)
    up = [0, 0, 0]
    old = [0, 0, 0]
    air = 0
    for kind, level in units:
        if kind == "air_force":
            air += 1
        elif kind in GROUND:
            bucket = old if level <= tactic.age - 2 else up
            bucket[GROUND.index(kind)] += 1
    total = (up[0] + old[0], up[1] + old[1], up[2] + old[2])
    size = sum(need)
    k_max = sum(total) // size if size else 0
    best = (-1, 0, 0)
    for k in range(k_max, -1, -1):
        if not _feasible(k, need, total, genghis):  # type: ignore[arg-type]
            continue
        for k_up in range(k, -1, -1):
            if _split_feasible(k_up, k - k_up, need, up, old, genghis):  # type: ignore[arg-type]
                value = k_up * tactic.bonus + (k - k_up) * tactic.outdated_bonus
                value += min(air, k_up) * tactic.bonus
                value += min(max(air - k_up, 0), k - k_up) * tactic.outdated_bonus
                if value > best[0]:
                    best = (value, k_up, k - k_up)
                break
    value, k_up, k_old = best
    return Armies(k_up, k_old, min(air, k_up + k_old), max(value, 0))


def _split_feasible(
    k_up: int, k_old: int, need: tuple[int, int, int], up: list[int], old: list[int], genghis: bool
) -> bool:
    """k_up armies of up-to-date units plus k_old armies from what is left (any age)."""
    ni, nc, na = need
    if not genghis:
        return _feasible(k_up, need, (up[0], up[1], up[2]), False) and all(
            up[i] + old[i] - k_up * need[i] >= k_old * need[i] for i in range(3)
        )
    for x in range(k_up * nc + 1):  # up-to-date infantry standing in for cavalry
        inf_used, cav_used, art_used = k_up * ni + x, k_up * nc - x, k_up * na
        if inf_used > up[0] or cav_used > up[1] or art_used > up[2]:
            continue
        rest = (up[0] + old[0] - inf_used, up[1] + old[1] - cav_used, up[2] + old[2] - art_used)
        if _feasible(k_old, need, rest, True):
            return True
    return False
