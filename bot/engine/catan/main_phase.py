"""Setup placement, the roll, and the action phase: building, buying and ending the turn."""

from __future__ import annotations

from bot.engine.catan import flow
from bot.engine.catan import queries as q
from bot.engine.catan.board import eid, hid, parse_id, vid
from bot.engine.catan.data import TRACKS
from bot.engine.catan.queries import CAT, NE, NV, B
from bot.engine.catan.roads import update_longest
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step, applies, legal
from bot.engine.core import Action, Decision, Event

Events = list[Event]


def vertex_arg(a: Action, i: int = 0) -> int:
    v = parse_id(a.args[i], "v", NV) if len(a.args) > i else None
    if v is None:
        raise ValueError(a.token)
    return v


def edge_arg(a: Action, i: int = 0) -> int:
    e = parse_id(a.args[i], "e", NE) if len(a.args) > i else None
    if e is None:
        raise ValueError(a.token)
    return e


def hex_arg(a: Action, i: int = 0) -> int:
    h = parse_id(a.args[i], "h", q.NH) if len(a.args) > i else None
    if h is None:
        raise ValueError(a.token)
    return h


# -- placing pieces ------------------------------------------------------------------------


def place_road(s: CatanState, p: int, e: int, *, why: str = "build") -> Events:
    s.eowner[e] = p
    events = [Event("road", {"seat": p, "edge": e, "why": why})]
    return events + longest_events(s)


def place_settlement(s: CatanState, p: int, v: int, *, why: str = "build") -> Events:
    s.vowner[v] = p
    s.vkind[v] = 1
    events = [Event("settlement", {"seat": p, "vertex": v, "why": why})]
    return events + longest_events(s)


def place_city(s: CatanState, p: int, v: int, *, why: str = "build") -> Events:
    s.vowner[v] = p
    s.vkind[v] = 2
    return [Event("city", {"seat": p, "vertex": v, "why": why})]


def longest_events(s: CatanState) -> Events:
    before = s.longest
    changed = update_longest(s)
    if s.longest != before:
        return [
            Event(
                "longest_road",
                {
                    "seat": s.longest,
                    "from": before,
                    "length": s.road_len[s.longest]
                    if changed is not None and s.longest >= 0
                    else 0,
                },
            )
        ]
    return []


# -- setup ---------------------------------------------------------------------------------


@legal(Step.SETUP_SETTLE)
def _setup_settle_legal(s: CatanState, d: Decision) -> list[Action]:
    kind = "city" if s.ck and d.data["round"] == 2 else "settle"
    return [Action(kind, (vid(v),)) for v in q.settle_spots(s, d.seat, setup=True)]


@applies(Step.SETUP_SETTLE)
def _setup_settle(s: CatanState, d: Decision, a: Action) -> Events:
    p, v = d.seat, vertex_arg(a)
    s.stack.pop()
    if a.kind == "city":
        events = place_city(s, p, v, why="setup") + longest_events(s)
    else:
        events = place_settlement(s, p, v, why="setup")
    if d.data["round"] == 2:
        got: dict[str, int] = {}
        for h in B.vertex_hexes[v]:
            k = q.TERRAIN_KIND[s.terrain[h]]
            if k >= 0 and flow.gain(s, p, k, 1):
                got[q.KINDS[k]] = got.get(q.KINDS[k], 0) + 1
        events.append(Event("start_cards", {"seat": p, "cards": got}))
    s.stack.append(Decision(p, Step.SETUP_ROAD, {"vertex": v}))
    return events


@legal(Step.SETUP_ROAD)
def _setup_road_legal(s: CatanState, d: Decision) -> list[Action]:
    v = d.data["vertex"]
    return [Action("road", (eid(e),)) for e in B.vertex_edges[v] if s.eowner[e] < 0]


@applies(Step.SETUP_ROAD)
def _setup_road(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    events = place_road(s, d.seat, edge_arg(a), why="setup")
    if not s.stack:
        events += flow.start_turn(s, s.first)
    return events


# -- before the roll -----------------------------------------------------------------------


@legal(Step.PRE_ROLL)
def _pre_roll_legal(s: CatanState, d: Decision) -> list[Action]:
    from bot.engine.catan.cards import playable_cards

    out = [Action("roll")]
    out += [Action("play", (c,)) for c in playable_cards(s, d.seat, before_roll=True)]
    return out


@applies(Step.PRE_ROLL)
def _pre_roll(s: CatanState, d: Decision, a: Action) -> Events:
    if a.kind == "roll":
        return flow.roll(s)
    from bot.engine.catan.cards import play_card

    return play_card(s, d.seat, a.args[0])


# -- the action phase ----------------------------------------------------------------------


def build_actions(s: CatanState, p: int) -> list[Action]:
    hand = s.hands[p]
    out: list[Action] = []
    roads, setts, _cities = q.pieces_left(s, p)
    if roads > 0 and q.can_pay(hand, q.cost("road")):
        out += [Action("road", (eid(e),)) for e in q.road_spots(s, p)]
    if setts > 0 and q.can_pay(hand, q.cost("settlement")):
        out += [Action("settle", (vid(v),)) for v in q.settle_spots(s, p)]
    if q.can_pay(hand, q.cost("city")):
        out += [Action("city", (vid(v),)) for v in q.city_spots(s, p) if q.city_piece_free(s, p, v)]
    if not s.ck:
        if s.dev_deck and q.can_pay(hand, q.cost("development_card")):
            out.append(Action("buy", ("dev",)))
        return out
    if q.can_pay(hand, q.cost("wall")):
        out += [Action("wall", (vid(v),)) for v in q.wall_spots(s, p)]
    if q.free_knights(s, p, 1) > 0 and q.can_pay(hand, q.cost("knight")):
        out += [Action("knight", (vid(v),)) for v in q.knight_spots(s, p)]
    can_activate = q.can_pay(hand, q.cost("activate"))
    for v in q.knights_of(s, p):
        k = s.knights[v]
        assert k is not None
        if can_activate and not k[2]:
            out.append(Action("activate", (vid(v),)))
        if q.can_promote(s, v):
            out.append(Action("promote", (vid(v),)))
        if k[3] and k[2]:
            if q.knight_targets(s, v):
                out.append(Action("kmove", (vid(v),)))
            if s.robber_active and s.robber in B.vertex_hexes[v]:
                out.append(Action("chase", (vid(v),)))
    out += [Action("improve", (TRACKS[t],)) for t in range(3) if q.can_improve(s, p, t)]
    return out


@legal(Step.MAIN)
def _main_legal(s: CatanState, d: Decision) -> list[Action]:
    from bot.engine.catan.cards import playable_cards
    from bot.engine.catan.trade import trade_actions

    p = d.seat
    out: list[Action] = []
    over = s.ck and len(s.progress[p]) > q.progress_limit()
    if over:
        out += [Action("drop", (c,)) for c in sorted(set(s.progress[p]))]
    else:
        out.append(Action("end"))
    out += build_actions(s, p)
    out += [Action("play", (c,)) for c in playable_cards(s, p)]
    out += trade_actions(s, p)
    return out


@applies(Step.MAIN)
def _main(s: CatanState, d: Decision, a: Action) -> Events:
    p = d.seat
    kind = a.kind
    if kind == "end":
        return flow.end_turn(s)
    if kind == "road":
        flow.pay(s, p, q.cost("road"))
        return place_road(s, p, edge_arg(a))
    if kind == "settle":
        flow.pay(s, p, q.cost("settlement"))
        return place_settlement(s, p, vertex_arg(a))
    if kind == "city":
        flow.pay(s, p, q.cost("city"))
        return place_city(s, p, vertex_arg(a))
    if kind == "buy":
        flow.pay(s, p, q.cost("development_card"))
        card = s.dev_deck.pop(0)
        s.dev_new[p].append(card)
        return [Event("buy_dev", {"seat": p}), flow.private(p, "drew_dev", seat=p, card=card)]
    if kind == "drop":
        return drop_progress(s, p, a.args[0])
    if kind == "play":
        from bot.engine.catan.cards import play_card

        return play_card(s, p, a.args[0])
    if kind == "wall":
        flow.pay(s, p, q.cost("wall"))
        v = vertex_arg(a)
        s.walls[v] = 1
        return [Event("wall", {"seat": p, "vertex": v})]
    if kind in ("knight", "activate", "promote", "kmove", "chase"):
        from bot.engine.catan.knights import knight_action

        return knight_action(s, p, a)
    if kind == "improve":
        return improve(s, p, TRACKS.index(a.args[0]))
    from bot.engine.catan.trade import trade_action

    return trade_action(s, p, a)


def drop_progress(s: CatanState, p: int, card: str) -> Events:
    s.progress[p].remove(card)
    s.decks[CAT.progress[card].deck].append(card)
    return [Event("drop_progress", {"seat": p}), flow.private(p, "dropped", seat=p, card=card)]


def improve(s: CatanState, p: int, t: int, discount: int = 0) -> Events:
    """Buy the next level on track `t`; the first to 4 (or 5) takes the metropolis."""
    price = q.improve_cost(s, p, t, discount)
    k = q.TRACK_COMMODITY[TRACKS[t]]
    s.hands[p][k] -= price
    s.bank[k] += price
    s.levels[p][t] += 1
    level = s.levels[p][t]
    events = [Event("improve", {"seat": p, "track": TRACKS[t], "level": level, "paid": price})]
    ck = CAT.raw["ck"]
    if s.metro_locked[t]:
        return events
    holder = s.vowner[s.metro[t]] if s.metro[t] >= 0 else -1
    take = (level == ck["metropolis_level"] and s.metro[t] < 0) or (
        level == ck["metropolis_lock_level"]
    )
    if level == ck["metropolis_lock_level"]:
        s.metro_locked[t] = 1
    if not take or holder == p:
        return events
    s.metro[t] = -1
    spots = q.available_cities(s, p)
    if len(spots) == 1:
        events += place_metropolis(s, p, t, spots[0], holder)
    else:
        s.stack.append(Decision(p, Step.METROPOLIS, {"track": t, "from": holder}))
    return events


def place_metropolis(s: CatanState, p: int, t: int, v: int, holder: int) -> Events:
    s.metro[t] = v
    return [Event("metropolis", {"seat": p, "track": TRACKS[t], "vertex": v, "from": holder})]


@legal(Step.METROPOLIS)
def _metro_legal(s: CatanState, d: Decision) -> list[Action]:
    return [Action("metro", (vid(v),)) for v in q.available_cities(s, d.seat)]


@applies(Step.METROPOLIS)
def _metro(s: CatanState, d: Decision, a: Action) -> Events:
    s.stack.pop()
    return place_metropolis(s, d.seat, d.data["track"], vertex_arg(a), d.data["from"])


__all__ = ["hid"]
