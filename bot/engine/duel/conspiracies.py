"""Agora Conspiracies: conspiring, preparing, triggering, and the 16 effects as named steps.

A conspiracy's data lists steps such as `{"step": "blackmail"}`; `STEPS` maps each name to a
handler that acts at once or queues a small decision. `POSSIBLE` says whether a step can have
any effect now: a conspiracy none of whose parts can do anything may not be triggered (C-20).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.duel import city, memory, senate, structure
from bot.engine.duel.agora_data import Conspiracy, agora
from bot.engine.duel.agora_kinds import AgoraKind
from bot.engine.duel.catalog import Effect, catalog
from bot.engine.duel.effects import Ctx, Kind, advance, gain, lose
from bot.engine.duel.state import DuelState


def of(cid: str) -> Conspiracy:
    return agora().conspiracies[cid]


def held(s: DuelState, seat: int) -> list[dict[str, Any]]:
    return s.players[seat].conspiracies


# -- getting conspiracies -----------------------------------------------------------------


def conspire(ctx: Ctx, seat: int) -> None:
    """Draw 2: keep 1 and put the other on top or at the bottom (Organized Crime: keep both)."""
    s = ctx.s
    n = int(agora().constants["conspire_draw"])
    drawn = s.conspiracy_deck[:n]
    memory.drawn(s, len(drawn))
    del s.conspiracy_deck[:n]
    ctx.emit("conspire", seat=seat, n=len(drawn))
    ctx.emit("conspire_draw", frozenset({seat}), seat=seat, cards=list(drawn))
    if len(drawn) < 2 or city.has(s, seat, "conspire_keep_both"):
        for cid in drawn:
            receive(ctx, seat, cid)
        return
    ctx.queue(seat, AgoraKind.KEEP, drawn=list(drawn))


def receive(ctx: Ctx, seat: int, cid: str) -> None:
    """A conspiracy joins the seat's, face down; only its position is public."""
    mine = held(ctx.s, seat)
    mine.append({"id": cid, "card": None, "triggered": False, "locked": None, "lock_from": None})
    ctx.emit("conspiracy_kept", seat=seat, slot=len(mine))
    ctx.emit("conspiracy_kept_secret", frozenset({seat}), seat=seat, slot=len(mine), conspiracy=cid)


def put_back(ctx: Ctx, seat: int, cid: str, where: str) -> None:
    deck = ctx.s.conspiracy_deck
    memory.returned(ctx.s, seat, cid, where)
    if where == "top":
        deck.insert(0, cid)
    else:
        deck.append(cid)
    ctx.emit("conspiracy_return", seat=seat, where=where)


# -- preparing and triggering -------------------------------------------------------------


def unprepared(s: DuelState, seat: int) -> list[int]:
    """Slots (0-based) neither prepared nor triggered."""
    return [i for i, c in enumerate(held(s, seat)) if c["card"] is None and not c["triggered"]]


def ready(s: DuelState, seat: int) -> list[int]:
    """Prepared (always on an earlier turn: preparing ends the turn) and not yet triggered."""
    return [i for i, c in enumerate(held(s, seat)) if c["card"] is not None and not c["triggered"]]


def prepare(ctx: Ctx, seat: int, slot: int, card: str) -> None:
    structure.take(ctx.s, card)
    held(ctx.s, seat)[slot]["card"] = card
    ctx.emit("conspiracy_prepare", seat=seat, slot=slot + 1, card=card)


def useful(s: DuelState, seat: int, cid: str) -> bool:
    """At least one part can have an effect (the bonus move counts) (C-20)."""
    c = of(cid)
    if c.bonus_move and senate.on_board(s, seat):
        return True
    return any(POSSIBLE[e.kind](s, seat, e) for e in c.steps)


def trigger(ctx: Ctx, seat: int, slot: int) -> None:
    """Turn the conspiracy face up and resolve it: its steps, then its bonus move."""
    rec = held(ctx.s, seat)[slot]
    rec["triggered"] = True
    c = of(rec["id"])
    ctx.emit("conspiracy_trigger", seat=seat, slot=slot + 1, conspiracy=c.id, card=rec["card"])
    for e in c.steps:
        STEPS[e.kind](ctx, seat, e, slot)
    if c.bonus_move:
        ctx.queue(seat, AgoraKind.MOVE, why="bonus")


# -- what each step can reach -------------------------------------------------------------


def unbuilt(s: DuelState, seat: int) -> list[str]:
    p = s.players[seat]
    return [w for w in p.wonders if w not in p.built]


def far_row(s: DuelState) -> list[str]:
    """Property Fraud: the cards of row 1 (the far end), covered or not, but no Senator."""
    if not s.age:
        return []
    cards = catalog().cards
    out = []
    for sl in structure.layout(s).slots:
        cid = s.slots[sl.index]
        if sl.row == 1 and cid is not None and cards[cid].deck != "senator":
            out.append(cid)
    return out


def removed_so_far(s: DuelState) -> list[str]:
    """Treason: the Age cards set aside at the start of each Age so far (never the guilds)."""
    return [c for age in s.removed[: s.age] for c in age]


def lockable(s: DuelState, seat: int) -> list[tuple[str, str]]:
    """Obscurantism: (token, where) on the board, the opponent's, or in the box; never your own."""
    out = [(t, "board") for t in s.board_tokens]
    out += [(t, "opponent") for t in s.players[1 - seat].tokens]
    out += [(t, "box") for t in s.box_tokens]
    return out


def swappable(s: DuelState, seat: int, colors: list[str]) -> list[str]:
    """Coercion: opponent cards of a colour both cities have (C-22)."""
    opp = 1 - seat
    out: list[str] = []
    for colour in colors:
        if city.cards_of(s, seat, colour):
            out += city.cards_of(s, opp, colour)
    return out


def seizable(s: DuelState, seat: int, colors: list[str]) -> list[str]:
    return [c for colour in colors for c in city.cards_of(s, 1 - seat, colour)]


# -- step handlers ------------------------------------------------------------------------

Step = Callable[[Ctx, int, Effect, int], None]


def _queue(kind: AgoraKind, **fixed: Any) -> Step:
    def step(ctx: Ctx, seat: int, e: Effect, slot: int) -> None:
        ctx.queue(seat, kind, **fixed, **dict(e.params), slot=slot)

    return step


def _blackmail(ctx: Ctx, seat: int, e: Effect, slot: int) -> None:
    opp = 1 - seat
    n = (ctx.s.players[opp].coins + 1) // 2
    lose(ctx, opp, n, "blackmail")
    gain(ctx, seat, n, "blackmail")


def _destroy(ctx: Ctx, seat: int, e: Effect, slot: int) -> None:
    ctx.queue(seat, Kind.DESTROY, color=e.get("color"))


def _shields(ctx: Ctx, seat: int, e: Effect, slot: int) -> None:
    advance(ctx, seat, e.n)  # not a red card: Strategy adds nothing (C-32)


def _embezzle(ctx: Ctx, seat: int, e: Effect, slot: int) -> None:
    gain(ctx, seat, senate.on_board(ctx.s, seat), "embezzlement")
    lose(ctx, 1 - seat, senate.on_board(ctx.s, 1 - seat), "embezzlement")


STEPS: dict[str, Step] = {
    "take_wonder": _queue(AgoraKind.EXTORT),
    "blackmail": _blackmail,
    "discard_opponent_card": _destroy,
    "lock_token": _queue(AgoraKind.LOCK),
    "shields": _shields,
    "build_far_row": _queue(AgoraKind.FRAUD),
    "build_removed": _queue(AgoraKind.TREASON),
    "place_any": _queue(AgoraKind.PLACE),
    "remove_opponent": _queue(AgoraKind.REMOVE),
    "move_optional": _queue(AgoraKind.MOVE),
    "token_from_box": _queue(AgoraKind.ESPIONAGE),
    "scrap_accessible": _queue(AgoraKind.SCRAP, first=True),
    "embezzle": _embezzle,
    "seize": _queue(AgoraKind.SEIZE),
    "swap": _queue(AgoraKind.SWAP),
    "move_decree": _queue(AgoraKind.DECREE),
    "sabotage": _queue(AgoraKind.SABOTAGE),
}

Possible = Callable[[DuelState, int, Effect], bool]


def _opp_has(s: DuelState, seat: int, colour: str) -> bool:
    return bool(city.cards_of(s, 1 - seat, colour))


POSSIBLE: dict[str, Possible] = {
    "take_wonder": lambda s, seat, e: bool(unbuilt(s, 1 - seat)),
    "blackmail": lambda s, seat, e: s.players[1 - seat].coins > 0,
    "discard_opponent_card": lambda s, seat, e: _opp_has(s, seat, e.get("color")),
    "lock_token": lambda s, seat, e: bool(lockable(s, seat)),
    "shields": lambda s, seat, e: True,
    "build_far_row": lambda s, seat, e: bool(far_row(s)),
    "build_removed": lambda s, seat, e: bool(removed_so_far(s)),
    "place_any": lambda s, seat, e: senate.supply(s, seat) > 0,
    "remove_opponent": lambda s, seat, e: senate.on_board(s, 1 - seat) > 0,
    "move_optional": lambda s, seat, e: senate.on_board(s, seat) > 0,
    "token_from_box": lambda s, seat, e: bool(s.box_tokens),
    "scrap_accessible": lambda s, seat, e: bool(structure.accessible(s)),
    "embezzle": lambda s, seat, e: (
        senate.on_board(s, seat) > 0
        or (senate.on_board(s, 1 - seat) > 0 and s.players[1 - seat].coins > 0)
    ),
    "seize": lambda s, seat, e: bool(seizable(s, seat, e.get("colors"))),
    "swap": lambda s, seat, e: bool(swappable(s, seat, e.get("colors"))),
    "move_decree": lambda s, seat, e: True,
    "sabotage": lambda s, seat, e: bool(s.players[1 - seat].built),
}
