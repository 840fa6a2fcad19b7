"""Production: what a roll other than 7 pays out, the bank's shortage rule, and the
Aqueduct's free resource for those who got nothing (a 7 is the robber's, in `robber`)."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.data import KINDS, K
from bot.engine.catan.hands import gain
from bot.engine.catan.options import Shortage, shortage
from bot.engine.catan.queries import CAT, B
from bot.engine.catan.robber import seven
from bot.engine.catan.state import NONE, CatanState
from bot.engine.catan.steps import Events, Step, push_in_order
from bot.engine.core import Decision, Event


def production(s: CatanState) -> Events:
    total = s.dice[0] + s.dice[1]
    if total == 7:
        return seven(s)
    claims = _claims(s, total)
    events: Events = []
    got = [0] * s.players
    gains: list[dict[str, int]] = [{} for _ in range(s.players)]
    short: list[str] = []  # kinds the bank could not pay in full and nobody received
    rest: list[str] = []  # kinds a sole claimant took the last of
    sole_takes_rest = shortage(s.options) == Shortage.SOLE_CLAIMANT
    for k in sorted(claims):
        pays = dict(sorted(claims[k].items()))  # seat -> cards, in seat order
        if sum(pays.values()) > s.bank[k]:  # [D-4], per card kind
            if not (sole_takes_rest and len(pays) == 1 and s.bank[k] > 0):
                short.append(KINDS[k])
                continue
            rest.append(KINDS[k])
            pays = {p: s.bank[k] for p in pays}
        for p, n in pays.items():
            gain(s, p, k, n)
            got[p] += n
            gains[p][KINDS[k]] = n
    data: dict[str, object] = {"total": total, "gains": gains, "short": short}
    if rest:
        data["rest"] = rest
    events.append(Event("produce", data))
    if s.ck:
        idle = [p for p in q.order_from(s, s.current) if got[p] == 0 and s.levels[p][2] >= 3]
        if idle and any(s.bank[k] for k in range(5)):
            push_in_order(s, [Decision(p, Step.TAKE, {"left": 1, "why": "aqueduct"}) for p in idle])
    return events


def _claims(s: CatanState, total: int) -> dict[int, dict[int, int]]:
    """What each building on a hex with number `total` (not under the robber) claims, by card
    kind and then seat; only kinds somebody claims appear."""
    out: dict[int, dict[int, int]] = {}
    city_table = CAT.raw["ck"]["city_production"]
    for h in range(q.NH):
        if s.numbers[h] != total or h == s.robber:
            continue
        terrain = s.terrain[h]
        k = q.TERRAIN_KIND[terrain]
        if k == NONE:
            continue
        for v in B.hex_vertices[h]:
            owner = s.vowner[v]
            if owner == NONE:
                continue
            made: tuple[tuple[int, int], ...]  # (kind, cards)
            if s.vkind[v] != 2:
                made = ((k, 1),)
            elif s.ck:
                made = tuple((K[name], n) for name, n in city_table[terrain].items())
            else:
                made = ((k, 2),)
            for kind, n in made:
                seats = out.setdefault(kind, {})
                seats[owner] = seats.get(owner, 0) + n
    return out
