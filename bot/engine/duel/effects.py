"""Named effect handlers and the building blocks every move is made of.

Cards, wonders, progress tokens and military tokens carry data effects such as
`{"effect": "coins", "n": 4}`; `IMMEDIATE` maps each effect name of the base game to the
handler run when the component enters play. Lasting effects (production, prices, VP...) are
read by `city` and `scoring` instead, so their handlers here do nothing. The tables a move
reads are its game's `Expansion` record (`expansions.py`), carried by the `Ctx`: the base
game's are these, Agora's add its own names to copies of them.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from bot.engine.context import Context
from bot.engine.core import Decision, Event
from bot.engine.duel import city
from bot.engine.duel.catalog import Card, Color, Effect, ProgressToken, Wonder, catalog
from bot.engine.duel.payment import Paid
from bot.engine.duel.state import DuelState, decision
from bot.engine.rng import shuffled

if TYPE_CHECKING:
    from bot.engine.duel.expansions import Expansion


class Kind(StrEnum):
    """Decisions that can wait on the stack; each is one small choice of one seat."""

    DRAFT = "draft"  # pick a wonder in the draft
    TURN = "turn"  # take an accessible card and use it
    PROGRESS = "progress"  # a science pair: take a progress token from the board
    DESTROY = "destroy"  # Statue of Zeus / Circus Maximus: discard an opponent's card
    REVIVE = "revive"  # the Mausoleum: construct a discarded card for free
    LIBRARY = "library"  # the Great Library: keep 1 of 3 tokens drawn from the box
    STARTER = "starter"  # end of an Age: choose who starts the next one


class Reason(StrEnum):
    """How a game ended."""

    MILITARY = "military"
    SCIENCE = "science"
    POLITICAL = "political"  # Agora: all six chambers
    CIVILIAN = "civilian"


class GameEnded(Exception):
    """Raised the instant a supremacy is reached; the move stops there."""


Component = Card | Wonder | ProgressToken


class Ctx(Context[DuelState]):
    """One move being applied (the engine's `Context`: the state, the events so far, `emit`,
    `push`), with the game's `Expansion` record (the handlers of its option set) and the
    decisions queued until the current effects are all applied."""

    __slots__ = ("expansion", "queued")

    def __init__(self, s: DuelState, expansion: Expansion) -> None:
        self.s = s  # `Context.__init__`, inlined (a Ctx per move)
        self.events: list[Event] = []
        self.expansion = expansion
        self.queued: list[Decision] = []

    def queue(self, seat: int, kind: Kind | str, **data: Any) -> None:
        """A choice to make once the current effects are all applied, in queue order."""
        self.queued.append(decision(seat, str(kind), data))

    def flush(self) -> None:
        """Push queued decisions so the first queued is on top of the stack (`push`, inlined)."""
        self.s.stack.extend(reversed(self.queued))
        self.queued.clear()


# -- coins --------------------------------------------------------------------------------


def gain(ctx: Ctx, seat: int, n: int, why: str = "") -> None:
    if n > 0:
        ctx.s.players[seat].coins += n
        ctx.emit("coins", seat=seat, n=n, why=why)


def lose(ctx: Ctx, seat: int, n: int, why: str = "") -> None:
    """Lose up to n coins (never below 0)."""
    p = ctx.s.players[seat]
    lost = min(n, p.coins)
    if lost > 0:
        p.coins -= lost
        ctx.emit("lose_coins", seat=seat, n=lost, why=why)


def pay(ctx: Ctx, seat: int, quote: Paid) -> None:
    """Printed coins go to the bank; trade coins too, unless the opponent owns Economy."""
    p = ctx.s.players[seat]
    p.coins -= quote.coins + quote.trade
    if quote.trade:
        other = 1 - seat
        if city.has(ctx.s, other, "trade_income"):
            ctx.s.players[other].coins += quote.trade
            ctx.emit("economy", seat=other, n=quote.trade, payer=seat)


# -- game end -----------------------------------------------------------------------------


def win(ctx: Ctx, seat: int, reason: Reason) -> None:
    win_together(ctx, [seat], reason)


def win_together(ctx: Ctx, seats: list[int], reason: Reason) -> None:
    """End the game now; two seats only when a swap gives both 6 symbols at once (C-13)."""
    ctx.s.result = {"winners": sorted(seats), "reason": str(reason)}
    ctx.s.stack.clear()
    ctx.queued.clear()
    if len(seats) == 1:
        ctx.emit("supremacy", seat=seats[0], reason=str(reason))
    else:
        ctx.emit("shared_supremacy", seats=sorted(seats), reason=str(reason))
    raise GameEnded


# -- military -----------------------------------------------------------------------------


def advance(ctx: Ctx, seat: int, n: int) -> None:
    """Move the pawn n spaces towards the opponent's capital, looting tokens on the way."""
    s = ctx.s
    if n <= 0:
        return
    cap = catalog().capital
    sign = 1 if seat == 0 else -1
    before = s.pawn
    s.pawn = max(-cap, min(cap, s.pawn + sign * n))
    ctx.emit("pawn", seat=seat, n=n, frm=before, to=s.pawn)
    victim = 1 - seat
    depth = s.pawn * sign
    variant = "agora" if s.options.get("agora") else "base"
    for slot, tid in _MILITARY_IDS[victim]:
        if tid not in s.military_tokens:  # looted already
            continue
        token = catalog().military_tokens[(variant, slot)]
        if depth >= token.threshold:
            s.military_tokens.remove(tid)
            ctx.emit("military_token", seat=seat, victim=victim, token=tid)
            for e in token.effects:
                ctx.expansion.military[e.kind](ctx, seat, victim, e)
    if depth >= cap:
        win(ctx, seat, Reason.MILITARY)


# (slot, token id) on each seat's side, in the order the pawn reaches them
_MILITARY_IDS = tuple(
    tuple((slot, f"{slot}_{seat}") for slot in ("small", "large")) for seat in (0, 1)
)


def _loot(ctx: Ctx, ahead: int, victim: int, e: Effect) -> None:
    lose(ctx, victim, e.n, "military")


MilitaryHandler = Callable[[Ctx, int, int, Effect], None]
MILITARY: dict[str, MilitaryHandler] = {"lose_coins": _loot}


# -- science ------------------------------------------------------------------------------


def check_science(ctx: Ctx, seat: int) -> None:
    if len(set(city.profile(ctx.s, seat).symbols)) >= catalog().constants["science_symbols_to_win"]:
        win(ctx, seat, Reason.SCIENCE)


def take_token(ctx: Ctx, seat: int, tid: str, where: str) -> None:
    """A progress token joins the seat's tokens; its immediate effects apply at once."""
    s = ctx.s
    if tid in s.board_tokens:
        s.board_tokens.remove(tid)
    s.players[seat].tokens.append(tid)
    ctx.emit("progress", seat=seat, token=tid, frm=where)
    run_effects(ctx, seat, catalog().tokens[tid])


# -- immediate effect handlers ------------------------------------------------------------

Handler = Callable[[Ctx, int, Effect, Component], None]


def _nothing(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    """Lasting effects are read when needed; entering play does nothing more."""


def _coins(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    gain(ctx, seat, e.n, src.id)


def counted(s: DuelState, seat: int, what: Any) -> int:
    """What a yellow card or guild counts in one city."""
    if what == "wonders":
        return city.wonders_built(s, seat)
    if what == "coin_sets":
        return s.players[seat].coins // catalog().constants["coins_per_vp"]
    return city.count_color(s, seat, *what["colors"])


def guild_count(s: DuelState, what: Any) -> int:
    """A guild counts in the city that has the most (both equal: that number)."""
    return max(counted(s, 0, what), counted(s, 1, what))


def _coins_per(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    gain(ctx, seat, e.n * counted(ctx.s, seat, e.get("count")), src.id)


def _guild(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    per = int(e.get("coins_per", 0))
    if per:
        gain(ctx, seat, per * guild_count(ctx.s, e.get("count")), src.id)


def _shields(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    bonus = (
        city.total(ctx.s, seat, "red_bonus")
        if isinstance(src, Card) and src.color == Color.RED
        else 0
    )
    advance(ctx, seat, e.n + bonus)


def _science(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    s = ctx.s
    if isinstance(src, Card):
        symbol = e.get("symbol")
        cards = catalog().cards
        same = sum(1 for cid in s.players[seat].city if cards[cid].science == symbol)
        if same == 2 and s.board_tokens:
            ctx.emit("pair", seat=seat, symbol=symbol)
            ctx.queue(seat, Kind.PROGRESS)
    check_science(ctx, seat)


def _opponent_loses(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    lose(ctx, ctx.s.other(seat), e.n, src.id)


def _destroy(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    if city.cards_of(ctx.s, ctx.s.other(seat), e.get("color")):
        ctx.queue(seat, Kind.DESTROY, color=e.get("color"))


def _revive(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    if ctx.s.discard:
        ctx.queue(seat, Kind.REVIVE)


def _library(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    s = ctx.s
    if not s.box_tokens:
        return
    drawn = sorted(shuffled(s, s.box_tokens)[: int(e.get("draw", 3))])
    for t in drawn:
        s.box_tokens.remove(t)
    ctx.emit("library", seat=seat, n=len(drawn))
    ctx.emit("library_draw", frozenset({seat}), seat=seat, tokens=drawn)
    ctx.queue(seat, Kind.LIBRARY, tokens=drawn)


def _play_again(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    ctx.s.extra_turn = True


IMMEDIATE: dict[str, Handler] = {
    "coins": _coins,
    "coins_per": _coins_per,
    "guild": _guild,
    "shields": _shields,
    "science": _science,
    "opponent_loses_coins": _opponent_loses,
    "destroy": _destroy,
    "revive": _revive,
    "library": _library,
    "play_again": _play_again,
    # lasting: read by city.py / payment.py / scoring.py
    "produce": _nothing,
    "produce_one_of": _nothing,
    "fixed_price": _nothing,
    "vp": _nothing,
    "discount": _nothing,
    "trade_income": _nothing,
    "vp_per_token": _nothing,
    "red_bonus": _nothing,
    "wonders_play_again": _nothing,
    "chain_coins": _nothing,
}


def run_effects(ctx: Ctx, seat: int, src: Component) -> None:
    table = ctx.expansion.immediate
    for e in src.effects:
        table[e.kind](ctx, seat, e, src)


# -- constructions ------------------------------------------------------------------------

# run after every construction's own effects, by either player (`Expansion.on_construct`;
# Agora: the coin decrees)
ConstructHook = Callable[[Ctx, int, Component], None]


def construct_card(ctx: Ctx, seat: int, card: Card, quote: Paid, how: str = "build") -> None:
    """Pay, put the card in the city, apply its effects (Urbanism pays after a chain)."""
    pay(ctx, seat, quote)
    ctx.s.players[seat].city.append(card.id)
    ctx.emit(
        "build", seat=seat, card=card.id, cost=quote.coins + quote.trade, chain=quote.chain, how=how
    )
    run_effects(ctx, seat, card)
    for hook in ctx.expansion.on_construct:
        hook(ctx, seat, card)
    if quote.chain:
        gain(ctx, seat, city.total(ctx.s, seat, "chain_coins"), "urbanism")


def construct_wonder(ctx: Ctx, seat: int, wonder: Wonder, card: str, quote: Paid) -> None:
    """Pay, tuck the card, apply the wonder; the 7th wonder sends the last unbuilt one away."""
    s = ctx.s
    pay(ctx, seat, quote)
    s.players[seat].built[wonder.id] = card
    ctx.emit("wonder", seat=seat, wonder=wonder.id, card=card, cost=quote.coins + quote.trade)
    run_effects(ctx, seat, wonder)
    for hook in ctx.expansion.on_construct:
        hook(ctx, seat, wonder)
    if city.has(s, seat, "wonders_play_again"):
        s.extra_turn = True
    built = len(s.players[0].built) + len(s.players[1].built)
    if built >= catalog().constants["wonders_max_built"]:
        for i, p in enumerate(s.players):
            for w in [w for w in p.wonders if w not in p.built]:
                p.wonders.remove(w)
                s.wonders_out.append(w)
                ctx.emit("wonder_out", seat=i, wonder=w)


def receive_wonder(ctx: Ctx, seat: int, wid: str) -> None:
    """A drafted wonder joins the seat's wonders; Agora's draft-time effects
    (`Expansion.on_select`) run here."""
    ctx.s.players[seat].wonders.append(wid)
    ctx.emit("draft_pick", seat=seat, wonder=wid)
    for e in catalog().wonders[wid].on_select:
        ctx.expansion.on_select[e.kind](ctx, seat, e, catalog().wonders[wid])
