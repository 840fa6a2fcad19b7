"""Development cards (base) and progress cards (C&K): data names an effect, handlers play it."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.catan import queries as q
from bot.engine.catan.acts import act
from bot.engine.catan.board import eid, hid, vid
from bot.engine.catan.data import KINDS, TRACKS, Card
from bot.engine.catan.hands import gain, move_cards, pay
from bot.engine.catan.improvements import improve
from bot.engine.catan.pieces import (
    LEVEL_NAMES,
    edge_arg,
    hex_arg,
    longest_events,
    place_city,
    place_road,
    promote,
    put_knight,
    relocate,
    vertex_arg,
)
from bot.engine.catan.queries import CAT, NV, B
from bot.engine.catan.robber import queue_discards
from bot.engine.catan.state import NONE, CatanState
from bot.engine.catan.steps import DecisionKind, Events, Step, push_in_order
from bot.engine.catan.turn import roll
from bot.engine.core import Action, Decision, Event

Check = Callable[[CatanState, int, Card], bool]
Play = Callable[[CatanState, int, Card], Events]
CHECKS: dict[str, Check] = {}
PLAYS: dict[str, Play] = {}


def effect(name: str, check: Check | None = None) -> Callable[[Play], Play]:
    """Register the handler (and playability check) for a named card effect."""

    def deco(fn: Play) -> Play:
        PLAYS[name] = fn
        if check is not None:
            CHECKS[name] = check
        return fn

    return deco


def card(s: CatanState, card_id: str) -> Card:
    return CAT.progress[card_id] if s.ck else CAT.development[card_id]


def playable_cards(s: CatanState, p: int, *, before_roll: bool = False) -> list[str]:
    """Distinct card ids `p` may play now (cards with no possible effect are refused [D-14])."""
    if s.ck:
        held = sorted(set(s.progress[p]))
        wanted = [c for c in held if (CAT.progress[c].timing == "before_roll") == before_roll]
    else:
        if s.dev_played:
            return []
        wanted = sorted(set(s.dev_hand[p]) - {"victory_point"})
    out = []
    for c in wanted:
        info = card(s, c)
        check = CHECKS.get(info.effect)
        if check is None or check(s, p, info):
            out.append(c)
    return out


def play_card(s: CatanState, p: int, card_id: str) -> Events:
    info = card(s, card_id)
    if s.ck:
        s.progress[p].remove(card_id)
        s.decks[info.deck].append(card_id)  # under its own deck; never reshuffled
    else:
        s.dev_hand[p].remove(card_id)
        s.dev_played = True
    s.played.append(card_id)
    return [Event("play_card", {"seat": p, "card": card_id}), *PLAYS[info.effect](s, p, info)]


# -- shared checks -------------------------------------------------------------------------


def _roads_possible(s: CatanState, p: int, _: Card | None = None) -> bool:
    return q.pieces_left(s, p)[0] > 0 and bool(q.road_spots(s, p))


def _opponents(s: CatanState, p: int) -> list[int]:
    return [o for o in q.order_from(s, p) if o != p]


def _richer(s: CatanState, p: int) -> list[int]:
    mine = q.vp(s, p)
    return [o for o in _opponents(s, p) if q.vp(s, o) > mine and q.hand_size(s, o)]


# -- development cards ---------------------------------------------------------------------


@effect("knight")
def _knight(s: CatanState, p: int, c: Card) -> Events:
    s.knights_played[p] += 1
    events: Events = []
    need = CAT.raw["base"]["largest_army_min"]
    holder = s.army
    if (
        s.knights_played[p] >= need
        and holder != p
        and (holder == NONE or s.knights_played[p] > s.knights_played[holder])
    ):
        s.army = p
        events.append(
            Event("largest_army", {"seat": p, "from": holder, "knights": s.knights_played[p]})
        )
    s.stack.append(Decision(p, Step.ROBBER, {"why": "knight"}))
    return events


@effect("free_roads", _roads_possible)
def _free_roads(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.FREE_ROADS, {"left": c.params["n"]}))
    return []


def _free_roads_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("road", (eid(e),)) for e in q.road_spots(s, d.seat)]


def _free_road(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    events = place_road(s, d.seat, edge_arg(a), why="free")
    left = d.data["left"] - 1
    if left > 0 and _roads_possible(s, d.seat):
        s.stack.append(Decision(d.seat, Step.FREE_ROADS, {"left": left}))
    return events


@effect("year_of_plenty", lambda s, p, c: any(s.bank[k] for k in range(5)))
def _plenty(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.TAKE, {"left": c.params["n"], "why": "plenty"}))
    return []


@effect("monopoly")
def _monopoly(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(
        Decision(
            p, Step.NAME, {"effect": "monopoly", "kinds": c.params["kinds"], "n": c.params["n"]}
        )
    )
    return []


@effect("victory_point", lambda s, p, c: False)
def _vp(s: CatanState, p: int, c: Card) -> Events:
    return []


# -- science -------------------------------------------------------------------------------


@effect("alchemist")
def _alchemist(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.ALCHEMIST, {}))
    return []


def _alchemist_legal(s: CatanState, d: Decision) -> list[Action]:
    kind = "yellow" if "red" in d.data else "red"
    return [act(kind, (str(n),)) for n in range(1, 7)]


def _alchemist_choose(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    if a.kind == "red":
        s.stack.append(Decision(d.seat, Step.ALCHEMIST, {"red": int(a.args[0])}))
        return []
    return roll(s, d.data["red"], int(a.args[0]))


@effect("crane", lambda s, p, c: any(q.can_improve(s, p, t, c.params["n"]) for t in range(3)))
def _crane(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.CRANE, {"n": c.params["n"]}))
    return []


def _crane_legal(s: CatanState, d: Decision) -> list[Action]:
    return [
        act("improve", (TRACKS[t],)) for t in range(3) if q.can_improve(s, d.seat, t, d.data["n"])
    ]


def _crane_improve(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    return improve(s, d.seat, TRACKS.index(a.args[0]), d.data["n"])


@effect("free_wall", lambda s, p, c: bool(q.wall_spots(s, p)))
def _engineer(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.ENGINEER))
    return []


def _engineer_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("wall", (vid(v),)) for v in q.wall_spots(s, d.seat)]


def _engineer_wall(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    v = vertex_arg(a)
    s.walls[v] = 1
    return [Event("wall", {"seat": d.seat, "vertex": v, "free": True})]


def _swappable(s: CatanState, forbidden: list[int]) -> list[int]:
    return [h for h in range(q.NH) if s.numbers[h] and s.numbers[h] not in forbidden]


@effect("inventor", lambda s, p, c: len(_swappable(s, c.params["forbidden"])) >= 2)
def _inventor(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.INVENTOR, {"forbidden": c.params["forbidden"]}))
    return []


def _inventor_legal(s: CatanState, d: Decision) -> list[Action]:
    first = d.data.get("first", NONE)
    kind = "with" if first != NONE else "swap"
    return [act(kind, (hid(h),)) for h in _swappable(s, d.data["forbidden"]) if h != first]


def _inventor_swap(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    h = hex_arg(a)
    if a.kind == "swap":
        s.stack.append(Decision(d.seat, Step.INVENTOR, {**d.data, "first": h}))
        return []
    g = d.data["first"]
    s.numbers[g], s.numbers[h] = s.numbers[h], s.numbers[g]
    return [
        Event(
            "swap_numbers",
            {"seat": d.seat, "hexes": [g, h], "numbers": [s.numbers[g], s.numbers[h]]},
        )
    ]


def _harvest_hexes(s: CatanState, p: int, terrain: str) -> list[int]:
    return [h for h in range(q.NH) if s.terrain[h] == terrain and q.hex_has_own_building(s, p, h)]


@effect("harvest", lambda s, p, c: bool(_harvest_hexes(s, p, c.params["terrain"])))
def _harvest(s: CatanState, p: int, c: Card) -> Events:
    k = KINDS.index(c.params["kind"])
    n = gain(s, p, k, c.params["n"] * len(_harvest_hexes(s, p, c.params["terrain"])))
    return [Event("harvest", {"seat": p, "kind": c.params["kind"], "n": n})]


def _medicine_spots(s: CatanState, p: int) -> list[int]:
    return [v for v in q.city_spots(s, p) if q.city_piece_free(s, p, v)]


@effect(
    "cheap_city",
    lambda s, p, c: (
        bool(_medicine_spots(s, p))
        and q.can_pay(s.hands[p], [c.params["cost"].get(k, 0) for k in KINDS])
    ),
)
def _medicine(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(
        Decision(p, Step.MEDICINE, {"cost": [c.params["cost"].get(k, 0) for k in KINDS]})
    )
    return []


def _medicine_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("city", (vid(v),)) for v in _medicine_spots(s, d.seat)]


def _medicine_city(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    pay(s, d.seat, d.data["cost"])
    return place_city(s, d.seat, vertex_arg(a), why="medicine")


def _smith_targets(s: CatanState, p: int) -> list[int]:
    return [v for v in q.knights_of(s, p) if q.can_promote(s, v, free=True)]


@effect("smith", lambda s, p, c: bool(_smith_targets(s, p)))
def _smith(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.SMITH, {"left": c.params["n"], "n": c.params["n"]}))
    return []


def _smith_legal(s: CatanState, d: Decision) -> list[Action]:
    out = [act("promote", (vid(v),)) for v in _smith_targets(s, d.seat)]
    if d.data["left"] < d.data["n"] or not out:
        out.append(act("done"))
    return out


def _smith_promote(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    if a.kind == "done":
        return []
    events = promote(s, vertex_arg(a))
    left = d.data["left"] - 1
    if left > 0 and _smith_targets(s, d.seat):
        s.stack.append(Decision(d.seat, Step.SMITH, {**d.data, "left": left}))
    return events


# -- trade ---------------------------------------------------------------------------------


# Almanac: each opponent may be forced to trade "once that turn", even with two cards; so a
# second Commercial Harbor in the same turn can have no effect and is refused [D-14].
@effect(
    "commercial_harbor",
    lambda s, p, c: (
        s.harbor_left is None and bool(_opponents(s, p)) and any(s.hands[p][k] for k in range(5))
    ),
)
def _commercial_harbor(s: CatanState, p: int, c: Card) -> Events:
    s.harbor_left = _opponents(s, p)
    return []


@effect("master_merchant", lambda s, p, c: bool(_richer(s, p)))
def _master_merchant(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.TARGET, {"effect": "master_merchant", "n": c.params["n"]}))
    return []


def _merchant_hexes(s: CatanState, p: int) -> list[int]:
    return [h for h in range(q.NH) if q.hex_has_own_building(s, p, h)]


@effect("merchant", lambda s, p, c: bool(_merchant_hexes(s, p)))
def _merchant(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.MERCHANT))
    return []


def _merchant_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("merchant", (hid(h),)) for h in _merchant_hexes(s, d.seat)]


def _merchant_place(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    h = hex_arg(a)
    before = s.merchant[1]
    s.merchant = [h, d.seat]
    return [Event("merchant", {"seat": d.seat, "hex": h, "from": before})]


@effect("merchant_fleet")
def _fleet(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.NAME, {"effect": "fleet", "kinds": "all", "n": 0}))
    return []


# -- politics ------------------------------------------------------------------------------


@effect("bishop", lambda s, p, c: s.robber_active)
def _bishop(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.ROBBER, {"why": "bishop"}))
    return []


def _knight_owners(s: CatanState, p: int) -> list[int]:
    return [o for o in _opponents(s, p) if q.knights_of(s, o)]


@effect("deserter", lambda s, p, c: bool(_knight_owners(s, p)))
def _deserter(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.TARGET, {"effect": "deserter"}))
    return []


def _open_roads(s: CatanState) -> list[int]:
    """Roads with an end free of their owner's other pieces [D-18], not holding up a knight."""
    out = []
    for e, o in enumerate(s.eowner):
        if o == NONE:
            continue
        ends_open = False
        for v in B.edge_vertices[e]:
            own = s.vowner[v] == o or (s.knights[v] is not None and s.knights[v][0] == o)  # type: ignore[index]
            other_road = any(s.eowner[f] == o for f in B.vertex_edges[v] if f != e)
            if not own and not other_road:
                ends_open = True
        if not ends_open:
            continue
        strands = False
        for v in B.edge_vertices[e]:
            k = s.knights[v]
            if (
                k is not None
                and k[0] == o
                and not any(s.eowner[f] == o for f in B.vertex_edges[v] if f != e)
            ):
                strands = True
        if not strands:
            out.append(e)
    return out


@effect("diplomat", lambda s, p, c: bool(_open_roads(s)))
def _diplomat(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.DIPLOMAT))
    return []


def _diplomat_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("remove", (eid(e),)) for e in _open_roads(s)]


def _diplomat_remove(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    e = edge_arg(a)
    owner = s.eowner[e]
    s.eowner[e] = NONE
    events = [
        Event("road_removed", {"seat": d.seat, "owner": owner, "edge": e}),
        *longest_events(s),
    ]
    if owner == d.seat and q.road_spots(s, d.seat, exclude=e):
        s.stack.append(Decision(d.seat, Step.DIPLOMAT_ROAD, {"removed": e}))
    return events


def _diplomat_road_legal(s: CatanState, d: Decision) -> list[Action]:
    spots = q.road_spots(s, d.seat, exclude=d.data["removed"])
    return [act("road", (eid(e),)) for e in spots] + [act("skip")]


def _diplomat_road(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    if a.kind == "skip":
        return []
    return place_road(s, d.seat, edge_arg(a), why="free")


def _intrigue_targets(s: CatanState, p: int) -> list[int]:
    return [
        v
        for v in range(NV)
        if s.knights[v] is not None
        and s.knights[v][0] != p  # type: ignore[index]
        and q.touches_own_road(s, p, v)
    ]


@effect("intrigue", lambda s, p, c: bool(_intrigue_targets(s, p)))
def _intrigue(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.INTRIGUE))
    return []


def _intrigue_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("displace", (vid(v),)) for v in _intrigue_targets(s, d.seat)]


def _intrigue_displace(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    v = vertex_arg(a)
    k = s.knights[v]
    assert k is not None
    s.knights[v] = None
    events = [Event("intrigue", {"seat": d.seat, "owner": k[0], "vertex": v})]
    return events + relocate(s, k, v) + longest_events(s)


def _saboteur_victims(s: CatanState, p: int) -> list[int]:
    mine = q.vp(s, p)
    return [o for o in _opponents(s, p) if q.vp(s, o) >= mine and q.hand_size(s, o) >= 2]


@effect("saboteur", lambda s, p, c: bool(_saboteur_victims(s, p)))
def _saboteur(s: CatanState, p: int, c: Card) -> Events:
    return queue_discards(s, _saboteur_victims(s, p), "saboteur")


@effect("spy", lambda s, p, c: any(s.progress[o] for o in _opponents(s, p)))
def _spy(s: CatanState, p: int, c: Card) -> Events:
    s.stack.append(Decision(p, Step.TARGET, {"effect": "spy"}))
    return []


@effect("warlord", lambda s, p, c: any(not s.knights[v][2] for v in q.knights_of(s, p)))  # type: ignore[index]
def _warlord(s: CatanState, p: int, c: Card) -> Events:
    woken = []
    for v in q.knights_of(s, p):
        k = s.knights[v]
        assert k is not None
        if not k[2]:
            k[2] = 1
            woken.append(v)
    return [Event("warlord", {"seat": p, "knights": woken})]


@effect("wedding", lambda s, p, c: bool(_richer(s, p)))
def _wedding(s: CatanState, p: int, c: Card) -> Events:
    givers = _richer(s, p)
    push_in_order(
        s,
        [
            Decision(o, Step.GIFT, {"to": p, "left": min(c.params["n"], q.hand_size(s, o))})
            for o in givers
        ],
    )
    return []


def _gift_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("give", (KINDS[k],)) for k in range(len(KINDS)) if s.hands[d.seat][k]]


def _gift(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    move_cards(s, d.seat, d.data["to"], KINDS.index(a.args[0]), 1)
    left = d.data["left"] - 1
    if left > 0 and q.hand_size(s, d.seat):
        s.stack.append(Decision(d.seat, Step.GIFT, {**d.data, "left": left}))
    return [
        Event("gift", {"seat": d.seat, "to": d.data["to"]}),
        Event(
            "gift_card",
            {"seat": d.seat, "to": d.data["to"], "kind": a.args[0]},
            frozenset({d.seat, d.data["to"]}),
        ),
    ]


# -- choosing an opponent, and what to take from them --------------------------------------


def _target_legal(s: CatanState, d: Decision) -> list[Action]:
    p, eff = d.seat, d.data["effect"]
    if eff == "master_merchant":
        seats = _richer(s, p)
    elif eff == "spy":
        seats = [o for o in _opponents(s, p) if s.progress[o]]
    else:
        seats = _knight_owners(s, p)
    return [act("target", (str(o),)) for o in seats]


def _target(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    p, o, eff = d.seat, int(a.args[0]), d.data["effect"]
    events = [Event("target", {"seat": p, "target": o, "effect": eff})]
    if eff == "master_merchant":
        s.stack.append(
            Decision(p, Step.TAKE_FROM, {"target": o, "left": min(d.data["n"], q.hand_size(s, o))})
        )
    elif eff == "spy":
        s.stack.append(Decision(p, Step.SPY_TAKE, {"target": o}))
    else:
        s.stack.append(Decision(o, Step.DESERT, {"by": p}))
    return events


def _take_from_legal(s: CatanState, d: Decision) -> list[Action]:
    o = d.data["target"]
    return [act("take", (KINDS[k],)) for k in range(len(KINDS)) if s.hands[o][k]]


def _take_from(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    o = d.data["target"]
    move_cards(s, o, d.seat, KINDS.index(a.args[0]), 1)
    left = d.data["left"] - 1
    if left > 0 and q.hand_size(s, o):
        s.stack.append(Decision(d.seat, Step.TAKE_FROM, {**d.data, "left": left}))
    return [
        Event("take_from", {"seat": d.seat, "from": o}),
        Event("took_card", {"seat": d.seat, "from": o, "kind": a.args[0]}, frozenset({d.seat, o})),
    ]


def _spy_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("take", (c,)) for c in sorted(set(s.progress[d.data["target"]]))]


def _spy_take(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    o = d.data["target"]
    s.progress[o].remove(a.args[0])
    s.progress[d.seat].append(a.args[0])
    return [
        Event("spy", {"seat": d.seat, "from": o}),
        Event("spied_card", {"seat": d.seat, "from": o, "card": a.args[0]}, frozenset({d.seat, o})),
    ]


def _desert_legal(s: CatanState, d: Decision) -> list[Action]:
    return [act("remove", (vid(v),)) for v in q.knights_of(s, d.seat)]


def _deserter_levels(s: CatanState, p: int, level: int) -> list[int]:
    if not q.knight_spots(s, p):
        return []
    return [lv for lv in range(level, 0, -1) if q.free_knights(s, p, lv) > 0]


def _desert(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    v = vertex_arg(a)
    k = s.knights[v]
    assert k is not None
    s.knights[v] = None
    p = d.data["by"]
    events = [
        Event("deserted", {"seat": d.seat, "vertex": v, "level": k[1], "by": p}),
        *longest_events(s),
    ]
    if _deserter_levels(s, p, k[1]):
        s.stack.append(Decision(p, Step.DESERTER_PLACE, {"max": k[1], "active": k[2]}))
    return events


def _deserter_place_legal(s: CatanState, d: Decision) -> list[Action]:
    p = d.seat
    if "level" not in d.data:
        levels = _deserter_levels(s, p, d.data["max"])
        if len(levels) > 1:
            return [act("level", (LEVEL_NAMES[lv],)) for lv in levels] + [act("skip")]
        spots = q.knight_spots(s, p)
    else:
        spots = q.knight_spots(s, p)
    return [act("knight", (vid(v),)) for v in spots] + [act("skip")]


def _deserter_place(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    p = d.seat
    if a.kind == "skip":
        return []
    if a.kind == "level":
        s.stack.append(
            Decision(p, Step.DESERTER_PLACE, {**d.data, "level": LEVEL_NAMES.index(a.args[0])})
        )
        return []
    level = d.data.get("level") or _deserter_levels(s, p, d.data["max"])[0]
    return put_knight(s, p, vertex_arg(a), level, d.data["active"], "deserter")


DECISIONS: dict[Step, DecisionKind] = {
    Step.FREE_ROADS: DecisionKind(_free_roads_legal, _free_road, public=True),
    Step.ALCHEMIST: DecisionKind(_alchemist_legal, _alchemist_choose, public=True),
    Step.CRANE: DecisionKind(_crane_legal, _crane_improve),
    Step.ENGINEER: DecisionKind(_engineer_legal, _engineer_wall, public=True),
    Step.INVENTOR: DecisionKind(_inventor_legal, _inventor_swap, public=True),
    Step.MEDICINE: DecisionKind(_medicine_legal, _medicine_city, public=True),
    Step.SMITH: DecisionKind(_smith_legal, _smith_promote, public=True),
    Step.MERCHANT: DecisionKind(_merchant_legal, _merchant_place, public=True),
    Step.DIPLOMAT: DecisionKind(_diplomat_legal, _diplomat_remove, public=True),
    Step.DIPLOMAT_ROAD: DecisionKind(_diplomat_road_legal, _diplomat_road, public=True),
    Step.INTRIGUE: DecisionKind(_intrigue_legal, _intrigue_displace, public=True),
    Step.GIFT: DecisionKind(_gift_legal, _gift),
    Step.TARGET: DecisionKind(_target_legal, _target, public=True),
    Step.TAKE_FROM: DecisionKind(_take_from_legal, _take_from),
    Step.SPY_TAKE: DecisionKind(_spy_legal, _spy_take),
    Step.DESERT: DecisionKind(_desert_legal, _desert, public=True),
    Step.DESERTER_PLACE: DecisionKind(_deserter_place_legal, _deserter_place, public=True),
}
