"""What one seat (or the public) may see, built field by field from the state."""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.engine.catan import memory
from bot.engine.catan import queries as q
from bot.engine.catan.board import parse_id
from bot.engine.catan.data import EVENT_FACES, KINDS, TRACKS
from bot.engine.catan.decisions import DECISIONS
from bot.engine.catan.placement import building_moves
from bot.engine.catan.queries import CAT
from bot.engine.catan.state import NONE, CatanState
from bot.engine.catan.steps import GROUP, Step, top_group
from bot.engine.catan.trade import _deals as deals
from bot.engine.core import Action, Decision


@dataclass(frozen=True, slots=True)
class SeatView:
    """One player's public state, plus their hand when the viewer is that player."""

    seat: int
    vp: int
    cards: int  # resources + commodities in hand
    progress_cards: int
    dev_cards: int
    knights_played: int
    road_length: int
    pieces_left: tuple[int, int, int]  # roads, settlements, cities
    levels: tuple[int, ...]
    walls: int
    defenders: int
    vp_cards: tuple[str, ...]  # face-up progress VP cards
    knights: tuple[tuple[int, int, int], ...]  # vertex, level, active
    knight_strength: int
    discard: str  # "", "choosing 4", "ready"
    hand: tuple[int, ...] | None = None
    progress: tuple[str, ...] | None = None
    dev: tuple[str, ...] | None = None
    dev_new: tuple[str, ...] | None = None
    dev_bought: int = 0  # development cards bought this turn (not playable before the next)


@dataclass(frozen=True, slots=True)
class TradeView:
    proposer: int
    to: tuple[int, ...]
    give: tuple[int, ...]
    get: tuple[int, ...]
    answers: tuple[str, ...]
    counters: tuple[tuple[tuple[int, ...], tuple[int, ...]] | None, ...]


@dataclass(frozen=True, slots=True)
class CatanView:
    """A board a player can act from: geometry ids, pieces, dice, tracks and every seat."""

    viewer: int | None
    players: int
    ck: bool
    target: int
    terrain: tuple[str, ...]
    numbers: tuple[int, ...]
    harbors: tuple[str, ...]
    robber: int
    robber_active: bool
    merchant: tuple[int, int]
    vowner: tuple[int, ...]
    vkind: tuple[int, ...]
    walls: tuple[int, ...]
    eowner: tuple[int, ...]
    metro: tuple[int, ...]
    metro_locked: tuple[int, ...]
    barbarian: int
    barbarian_steps: int
    dice: tuple[int, ...]
    event: str
    current: int
    turn_no: int
    pending: tuple[tuple[int, str], ...]
    longest: int
    army: int
    bank: tuple[int, ...]
    dev_deck: int
    decks: tuple[int, ...]
    trade: TradeView | None
    seats: tuple[SeatView, ...]
    fleet: tuple[str, ...]  # kinds the player to move trades 2:1 this turn (Merchant Fleet)
    winner: int
    peek: tuple[str, ...] | None = None  # what the viewer may look at (Master Merchant, Spy)
    discard_pick: tuple[int, ...] | None = None
    # what the bots' sampled states need besides the board (all of it public at the table)
    options: tuple[tuple[str, object], ...] = ()
    deals: tuple[int, ...] = ()  # answers to the offer that can be carried out now
    stack: tuple[tuple[int, str, str], ...] = ()  # every pending decision: seat, kind, data
    first: int = 0
    offers_made: int = 0
    lapsed: tuple[tuple[int, ...], ...] = ()  # this turn's offers that came to nothing: give + get
    dev_played: bool = False
    harbor_left: tuple[int, ...] | None = None
    knight_flags: tuple[tuple[int, int, int], ...] = ()  # vertex, acted-ready, promoted
    played: tuple[str, ...] = ()  # cards played so far, in order
    # the viewer's memory of the others' hands (memory.py): known counts, kinds lacking
    memory: tuple[tuple[int, ...], ...] | None = None
    absent: tuple[int, ...] | None = None
    # spot ids ("v12", "e40", "h7") the player to move may name now, when everyone may see them
    spots: tuple[str, ...] = ()


def _discard_status(s: CatanState, p: int) -> str:
    for d in top_group(s):
        if d.kind == Step.DISCARD and d.seat == p:
            sel = s.discard_sel[p] or []
            return "ready" if sum(sel) >= d.data["n"] else f"discarding {d.data['n']}"
    return ""


def _seat(s: CatanState, p: int, viewer: int | None) -> SeatView:
    mine = viewer == p
    over = s.winner != NONE
    knights = (
        tuple((v, k[1], k[2]) for v, k in enumerate(s.knights) if k is not None and k[0] == p)
        if s.ck
        else ()
    )
    return SeatView(
        seat=p,
        vp=q.vp(s, p, hidden=mine or over),
        cards=q.hand_size(s, p),
        progress_cards=len(s.progress[p]) if s.ck else 0,
        dev_cards=0 if s.ck else len(s.dev_hand[p]) + len(s.dev_new[p]),
        knights_played=s.knights_played[p],
        road_length=s.road_len[p],
        pieces_left=q.pieces_left(s, p),
        levels=tuple(s.levels[p]) if s.ck else (),
        walls=sum(1 for v in range(q.NV) if s.vowner[v] == p and s.walls[v]),
        defenders=s.defenders[p] if s.ck else 0,
        vp_cards=tuple(s.progress_vp[p]) if s.ck else (),
        knights=knights,
        knight_strength=q.knight_strength(s, p) if s.ck else 0,
        discard=_discard_status(s, p),
        hand=tuple(s.hands[p]) if mine else None,
        progress=tuple(sorted(s.progress[p])) if mine and s.ck else None,
        dev=tuple(sorted(s.dev_hand[p])) if mine and not s.ck else None,
        dev_new=tuple(sorted(s.dev_new[p])) if mine and not s.ck else None,
        dev_bought=0 if s.ck else len(s.dev_new[p]),
    )


def peek(s: CatanState, viewer: int | None) -> tuple[str, ...] | None:
    """Cards the viewer is entitled to look at right now (another player's hand)."""
    if viewer is None or not s.stack:
        return None
    d = s.stack[-1]
    if d.seat != viewer:
        return None
    if d.kind == Step.TAKE_FROM:
        o = d.data["target"]
        return tuple(f"{k}:{n}" for k, n in zip(KINDS, s.hands[o], strict=True) if n)
    if d.kind == Step.SPY_TAKE:
        return tuple(sorted(s.progress[d.data["target"]]))
    return None


def _pending(d: Decision, viewer: int | None) -> tuple[int, str, str]:
    """A pending decision as the viewer sees it: the card offered by a Commercial Harbor is
    seen only by the two players until the exchange is made."""
    data = d.data
    if d.kind == Step.HARBOR_ANSWER and viewer not in (d.seat, data["from"]):
        data = {**data, "kind": ""}
    return d.seat, d.kind, json.dumps(data, sort_keys=True)


SPOT_KINDS = (("v", q.NV), ("e", q.NE), ("h", q.NH))


def _spot_ids(actions: list[Action]) -> tuple[str, ...]:
    found = {
        arg
        for a in actions
        for arg in a.args
        if any(parse_id(arg, letter, n) is not None for letter, n in SPOT_KINDS)
    }
    return tuple(sorted(found, key=lambda x: (x[0], int(x[1:]))))


def public_spots(s: CatanState) -> tuple[str, ...]:
    """The spots the player to move may name now, as far as the whole table may know them:
    every spot of a public decision (first placements, the robber, free roads, a knight's
    destination...); in the action phase the spots the board leaves open to their pieces
    (roads, settlements, cities, knights), whether or not they can pay (their hand is hidden).
    Other decisions show none: their moves could tell what a hand holds."""
    if s.winner != NONE or not s.stack or s.stack[-1].kind in GROUP:
        return ()
    d = s.stack[-1]
    if d.kind == Step.MAIN:
        spots = building_moves(s, d.seat)
        roads, setts, _cities = spots.pieces_left
        moves = list(spots.cities(s))
        if roads > 0:
            moves += spots.roads(s)
        if setts > 0:
            moves += spots.settlements(s)
        if s.ck and q.free_knights(s, d.seat, 1) > 0:
            moves += spots.knights(s)
        ids = _spot_ids(moves)
        if s.ck:  # the seat's own knights may be activated, promoted or moved
            own = tuple(f"v{v}" for v in q.knights_of(s, d.seat))
            ids = tuple(sorted(set(ids) | set(own), key=lambda x: (x[0], int(x[1:]))))
        return ids
    if not DECISIONS[d.kind].is_public(s, d.seat):
        return ()
    return _spot_ids(DECISIONS[d.kind].legal(s, d))


def build_view(s: CatanState, viewer: int | None) -> CatanView:
    t = s.trade
    trade = None
    if t is not None:
        trade = TradeView(
            t["from"],
            tuple(t["to"]),
            tuple(t["give"]),
            tuple(t["get"]),
            tuple(t["answers"]),
            tuple(None if c is None else (tuple(c[0]), tuple(c[1])) for c in t["counters"]),
        )
    pending = tuple((d.seat, d.kind) for d in top_group(s))
    sel = s.discard_sel[viewer] if viewer is not None else None
    return CatanView(
        viewer=viewer,
        players=s.players,
        ck=s.ck,
        target=q.target(s),
        terrain=tuple(s.terrain),
        numbers=tuple(s.numbers),
        harbors=tuple(s.harbors),
        robber=s.robber,
        robber_active=s.robber_active,
        merchant=(s.merchant[0], s.merchant[1]),
        vowner=tuple(s.vowner),
        vkind=tuple(s.vkind),
        walls=tuple(s.walls),
        eowner=tuple(s.eowner),
        metro=tuple(s.metro),
        metro_locked=tuple(s.metro_locked),
        barbarian=s.barbarian,
        barbarian_steps=CAT.raw["ck"]["barbarian_steps"],
        dice=tuple(s.dice[:2]),
        event=EVENT_FACES[s.dice[2]] if len(s.dice) > 2 else "",
        current=s.current,
        turn_no=s.turn_no,
        pending=pending,
        longest=s.longest,
        army=s.army,
        bank=tuple(s.bank),
        dev_deck=len(s.dev_deck),
        decks=tuple(len(s.decks[tr]) for tr in TRACKS) if s.ck else (),
        trade=trade,
        seats=tuple(_seat(s, p, viewer) for p in range(s.players)),
        fleet=tuple(s.fleet),
        winner=s.winner,
        peek=peek(s, viewer),
        discard_pick=tuple(sel) if sel is not None else None,
        options=tuple(sorted(s.options.items())),
        deals=tuple(deals(s)) if s.trade is not None and s.trade["from"] == viewer else (),
        stack=tuple(_pending(d, viewer) for d in s.stack),
        first=s.first,
        offers_made=s.offers_made,
        lapsed=tuple(tuple(x) for x in s.lapsed),
        dev_played=s.dev_played,
        harbor_left=None if s.harbor_left is None else tuple(s.harbor_left),
        knight_flags=tuple((v, k[3], k[4]) for v, k in enumerate(s.knights) if k is not None)
        if s.ck
        else (),
        played=tuple(s.played),
        memory=None if viewer is None else memory.known(s, viewer),
        absent=None if viewer is None else memory.absent(s, viewer),
        spots=public_spots(s),
    )
