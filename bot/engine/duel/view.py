"""What one seat (or the public) may see, built field by field from the state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.engine.duel import city, senate, structure
from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import RESOURCES, catalog
from bot.engine.duel.decisions import wonders_open
from bot.engine.duel.expansions import expansion_of
from bot.engine.duel.payment import quote_card, quote_wonder, senator_cost
from bot.engine.duel.scoring import breakdown
from bot.engine.duel.speech import ask_phrase
from bot.engine.duel.state import DuelState
from bot.engine.words import Phrase


@dataclass(frozen=True, slots=True)
class SlotView:
    """One place of the structure: a face-up card, a back (its deck only), or empty."""

    index: int
    row: int
    col: int
    card: str | None  # None when face down or taken
    back: str | None  # the deck of a face-down card (age1/age2/age3/guild)
    taken: bool
    accessible: bool
    cost: int | None = None  # coins the player to move pays to build it
    chain: bool = False
    affordable: bool = False


@dataclass(frozen=True, slots=True)
class WonderView:
    """An owned wonder: built (with the card tucked under it) or its cost for its owner."""

    id: str
    built: bool
    card: str | None
    cost: int | None
    affordable: bool


@dataclass(frozen=True, slots=True)
class ConspiracyView:
    """Agora: one conspiracy in front of a player, by its public position (1, 2, ...)."""

    slot: int
    id: str | None  # None while face down, for anyone but its owner
    card: str | None  # the card tucked under it when prepared (it came from the open structure)
    triggered: bool
    locked: str | None = None  # Obscurantism's token, when the viewer may know it
    locked_secret: bool = False  # a token from the box lies face down on it


@dataclass(frozen=True, slots=True)
class ChamberView:
    """Agora: one Senate chamber with both players' cubes and its decrees."""

    number: int
    section: str
    vp: int
    cubes: tuple[int, int]
    controller: int | None
    decrees: tuple[str | None, ...]  # top first; None = face down


@dataclass(frozen=True, slots=True)
class SenateView:
    """Agora: the six chambers, the cubes left in each supply, the conspiracy deck size."""

    chambers: tuple[ChamberView, ...]
    supply: tuple[int, int]
    deck: int


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One city and everything derived from it that the board shows at a glance."""

    seat: int
    coins: int
    city: tuple[str, ...]
    wonders: tuple[WonderView, ...]
    tokens: tuple[str, ...]
    production: tuple[tuple[str, int], ...]
    one_of: tuple[tuple[str, ...], ...]
    prices: tuple[tuple[str, int], ...]  # what this seat pays per unit at the bank
    symbols: tuple[str, ...]
    chains: tuple[str, ...]
    discard_value: int
    score: int
    breakdown: tuple[tuple[str, int], ...]
    conspiracies: tuple[ConspiracyView, ...] = ()  # Agora
    built_order: tuple[str, ...] = ()  # the wonders built, in the order they were built
    recruit_cost: int | None = None  # Agora: coins for the next Senator
    senate_actions: int | None = None  # Agora: actions a Politician would give now


@dataclass(frozen=True, slots=True)
class PendingView:
    """The decision being waited for; its options only when the viewer may know them."""

    seat: int
    kind: str
    options: tuple[str, ...]
    # the prompt as a phrase (duel.ask.*), for the reader's language; derived from the kind and
    # the decision's data, so left out of the repr (the fingerprint test digests views' reprs)
    ask: Phrase | None = field(default=None, repr=False)


@dataclass(frozen=True, slots=True)
class QueuedView:
    """One decision waiting on the stack, with its data (what only its seat may know is
    shown as None to anyone else)."""

    seat: int
    kind: str
    data: tuple[tuple[str, Any], ...]


# decision data that is a secret of the deciding seat: the cards or tokens it drew
SECRET_DATA = {"keep": ("drawn",), "return": ("card",), "library": ("tokens",)}


@dataclass(frozen=True, slots=True)
class DuelView:
    viewer: int | None
    age: int
    first: int
    active: int
    to_move: tuple[int, ...]
    rows: int
    cols: int
    slots: tuple[SlotView, ...]
    players: tuple[PlayerView, ...]
    board_tokens: tuple[str, ...]
    box_tokens: int  # how many progress tokens are in the box (not which)
    pawn: int
    military_tokens: tuple[str, ...]
    discard: tuple[str, ...]
    draft_offer: tuple[str, ...]
    wonders_out: tuple[str, ...]
    wonders_open: bool
    pending: PendingView | None
    winners: tuple[int, ...]
    reason: str | None
    senate: SenateView | None = None  # Agora
    extra_turn: bool = False  # the active seat earned a play again this turn
    stack: tuple[QueuedView, ...] = ()  # every decision waiting, the bottom one first
    # the viewer's memory (memory.py): its picture of the conspiracy deck, top first, and the
    # removed Age cards Treason showed it
    deck_known: tuple[str | None, ...] = ()
    removed_seen: tuple[str, ...] = ()


def _slots(s: DuelState) -> tuple[SlotView, ...]:
    if not s.age:
        return ()
    lay = structure.layout(s)
    open_slots = set(structure.accessible(s))
    cards = catalog().cards
    mover = s.active
    coins = s.players[mover].coins
    out = []
    for sl in lay.slots:
        cid = s.slots[sl.index]
        up = s.face_up[sl.index]
        shown = cid if (cid is not None and up) else None
        cost = chain = None
        if (
            shown is not None and sl.index in open_slots and s.result is None and not s.draft_offer
        ):  # Agora shows Age I during the draft: no buyer yet
            q = quote_card(s, mover, cards[shown])
            cost, chain = q.total, q.chain
        out.append(
            SlotView(
                sl.index,
                sl.row,
                sl.col,
                shown,
                cards[cid].deck if (cid is not None and not up) else None,
                cid is None,
                sl.index in open_slots,
                cost,
                bool(chain),
                cost is not None and cost <= coins,
            )
        )
    return tuple(out)


def _conspiracies(s: DuelState, seat: int, viewer: int | None) -> tuple[ConspiracyView, ...]:
    mine = viewer == seat
    out = []
    for i, rec in enumerate(s.players[seat].conspiracies):
        known = mine or rec["triggered"]
        secret_lock = rec.get("lock_from") == "box"
        out.append(
            ConspiracyView(
                i + 1,
                rec["id"] if known else None,
                rec["card"],
                bool(rec["triggered"]),
                rec.get("locked") if (mine or not secret_lock) else None,
                bool(rec.get("locked")) and secret_lock,
            )
        )
    return tuple(out)


def _senate(s: DuelState) -> SenateView | None:
    if not senate.on(s):
        return None
    chambers = tuple(
        ChamberView(
            c.number,
            c.section,
            c.vp,
            (s.influence[0][c.index], s.influence[1][c.index]),
            senate.controller(s, c.index),
            tuple(None if d in s.hidden_decrees else d for d in s.decrees[c.index]),
        )
        for c in agora().chambers
    )
    return SenateView(chambers, (senate.supply(s, 0), senate.supply(s, 1)), len(s.conspiracy_deck))


def _player(s: DuelState, seat: int, viewer: int | None = None) -> PlayerView:
    p = s.players[seat]
    cat = catalog()
    can_build = wonders_open(s)
    wonders = []
    for w in p.wonders:
        if w in p.built:
            wonders.append(WonderView(w, True, p.built[w], None, False))
        else:
            live = s.age and can_build and not s.draft_offer
            cost = quote_wonder(s, seat, cat.wonders[w]).total if live else None
            wonders.append(WonderView(w, False, None, cost, cost is not None and cost <= p.coins))
    prod = city.production(s, seat)
    prices = city.trade_prices(s, seat)
    parts = breakdown(s, seat)
    return PlayerView(
        seat=seat,
        coins=p.coins,
        city=tuple(p.city),
        wonders=tuple(wonders),
        tokens=tuple(p.tokens),
        production=tuple((str(r), prod[r]) for r in RESOURCES if prod[r]),
        one_of=tuple(tuple(str(r) for r in opts) for opts in city.one_of(s, seat)),
        prices=tuple((str(r), prices[r]) for r in RESOURCES),
        symbols=tuple(city.symbols(s, seat)),
        chains=tuple(sorted(city.chains(s, seat))),
        discard_value=city.discard_value(s, seat),
        score=sum(parts.values()),
        breakdown=tuple(parts.items()),
        conspiracies=_conspiracies(s, seat, viewer),
        built_order=tuple(p.built),
        recruit_cost=senator_cost(s, seat) if senate.on(s) else None,
        senate_actions=senate.politician_actions(s, seat) if senate.on(s) else None,
    )


def _pending(s: DuelState, viewer: int | None) -> PendingView | None:
    if not s.stack or s.result is not None:
        return None
    d = s.stack[-1]
    kind = expansion_of(s).decisions[d.kind]
    options: tuple[str, ...] = ()
    if (viewer == d.seat or kind.is_public(s, d.seat)) and d.kind != "turn":
        options = tuple(":".join(a.args) for a in kind.legal(s, d))
    return PendingView(d.seat, d.kind, options, ask_phrase(s, d))


def _frozen(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    return value


def _hidden(value: Any) -> Any:
    """The shape of a secret without its content: a list of so many cards, or one card."""
    if isinstance(value, list | tuple):
        return tuple(None for _ in value)
    return None


def _stack(s: DuelState, viewer: int | None) -> tuple[QueuedView, ...]:
    if s.result is not None:
        return ()
    out = []
    for d in s.stack:
        secret = SECRET_DATA.get(d.kind, ()) if d.seat != viewer else ()
        data = tuple(
            (k, _hidden(v) if k in secret else _frozen(v)) for k, v in sorted(d.data.items())
        )
        out.append(QueuedView(d.seat, d.kind, data))
    return tuple(out)


def _memory(s: DuelState, viewer: int | None) -> tuple[tuple[str | None, ...], tuple[str, ...]]:
    if viewer is None:
        return (), ()
    deck = tuple(s.deck_known[viewer]) if s.deck_known else ()
    seen = tuple(s.removed_seen[viewer]) if s.removed_seen else ()
    return deck, seen


def build_view(s: DuelState, viewer: int | None) -> DuelView:
    result = s.result or {}
    over = s.result is not None
    lay = structure.layout(s) if s.age else None
    deck, seen = _memory(s, viewer)
    return DuelView(
        viewer=viewer,
        age=s.age,
        first=s.first,
        active=s.active,
        to_move=() if over or not s.stack else (s.stack[-1].seat,),
        rows=lay.rows if lay else 0,
        cols=lay.cols if lay else 0,
        slots=_slots(s),
        players=(_player(s, 0, viewer), _player(s, 1, viewer)),
        board_tokens=tuple(s.board_tokens),
        box_tokens=len(s.box_tokens),
        pawn=s.pawn,
        military_tokens=tuple(s.military_tokens),
        discard=tuple(s.discard),
        draft_offer=tuple(s.draft_offer),
        wonders_out=tuple(s.wonders_out),
        wonders_open=wonders_open(s),
        pending=_pending(s, viewer),
        winners=tuple(result.get("winners", ())),
        reason=result.get("reason"),
        senate=_senate(s),
        extra_turn=s.extra_turn and not over,
        stack=_stack(s, viewer),
        deck_known=deck,
        removed_seen=seen,
    )
