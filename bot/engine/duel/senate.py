"""The Agora Senate: influence cubes, chamber control, decrees and Political Supremacy.

Control is never stored: it is read from the cube counts. Every atomic change (a cube placed,
moved or removed, a decree moved) goes through `_change`, which reveals decrees, moves the
conflict pawn for the `shield` decree when its beneficiary changes, and checks for Political
Supremacy, so each change is fully resolved before the next one (rules A-6, A-8, A-12).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.duel import city
from bot.engine.duel.agora_data import CHAMBERS, agora
from bot.engine.duel.effects import Ctx, Reason, advance, win
from bot.engine.duel.state import DuelState


def on(s: DuelState) -> bool:
    """Whether this game has a Senate (the Agora option)."""
    return bool(s.influence)


def label(ch: int) -> str:
    """The token form of a chamber: index 0 is "c1"."""
    return f"c{ch + 1}"


def parse(arg: str) -> int | None:
    """A chamber index from "c1".."c6", else None."""
    if len(arg) == 2 and arg[0] == "c" and arg[1].isdigit() and 1 <= int(arg[1]) <= CHAMBERS:
        return int(arg[1]) - 1
    return None


def cubes(s: DuelState, seat: int, ch: int) -> int:
    return s.influence[seat][ch]


def on_board(s: DuelState, seat: int) -> int:
    return sum(s.influence[seat]) if s.influence else 0


def supply(s: DuelState, seat: int) -> int:
    return agora().cubes - on_board(s, seat) if s.influence else 0


def controller(s: DuelState, ch: int) -> int | None:
    """Strictly more cubes than the opponent; a tie (0-0 included) is nobody's."""
    a, b = s.influence[0][ch], s.influence[1][ch]
    return 0 if a > b else 1 if b > a else None


def controllers(s: DuelState) -> list[int | None]:
    return [controller(s, ch) for ch in range(CHAMBERS)] if s.influence else []


def controlled(s: DuelState, seat: int) -> list[int]:
    return [ch for ch, who in enumerate(controllers(s)) if who == seat]


def shield_holder(s: DuelState) -> int | None:
    """Who enjoys the `shield` decree now (the controller of the chamber holding it)."""
    table = agora().decrees
    for ch, held in enumerate(s.decrees):
        if any(e.kind == "control_shield" for d in held for e in table[d].effects):
            return controller(s, ch)
    return None


def _reveal(ctx: Ctx) -> None:
    """A decree is face down only while its chamber holds no cube (rules C-5)."""
    s = ctx.s
    for ch in range(CHAMBERS):
        if s.influence[0][ch] + s.influence[1][ch] == 0:
            continue
        for d in s.decrees[ch]:
            if d in s.hidden_decrees:
                s.hidden_decrees.remove(d)
                ctx.emit("decree_reveal", chamber=ch + 1, decree=d)


def check_supremacy(ctx: Ctx) -> None:
    for seat in (0, 1):
        if len(controlled(ctx.s, seat)) == CHAMBERS:
            win(ctx, seat, Reason.POLITICAL)


def _change(ctx: Ctx, mutate: Callable[[], None]) -> None:
    """Apply one Senate change and everything that follows from it, in the rules' order."""
    s = ctx.s
    before = controllers(s)
    shield_before = shield_holder(s)
    mutate()
    _reveal(ctx)
    after = controllers(s)
    for ch, (was, now) in enumerate(zip(before, after, strict=True)):
        if was is not None and was != now:
            ctx.emit("control_lost", seat=was, chamber=ch + 1)
        if now is not None and was != now:
            ctx.emit("control", seat=now, chamber=ch + 1)
    shield_after = shield_holder(s)
    if shield_before != shield_after:
        # losing the shield moves the pawn back: a move in the opponent's favour (C-10)
        if shield_before is not None:
            advance(ctx, 1 - shield_before, 1)
        if shield_after is not None:
            advance(ctx, shield_after, 1)
    check_supremacy(ctx)


def place(ctx: Ctx, seat: int, ch: int) -> None:
    """A cube from the seat's supply into a chamber."""

    def go() -> None:
        ctx.s.influence[seat][ch] += 1

    ctx.emit("influence_place", seat=seat, chamber=ch + 1)
    _change(ctx, go)


def move(ctx: Ctx, seat: int, frm: int, to: int) -> None:
    """One of the seat's cubes to an adjacent chamber."""

    def go() -> None:
        ctx.s.influence[seat][frm] -= 1
        ctx.s.influence[seat][to] += 1

    ctx.emit("influence_move", seat=seat, frm=frm + 1, to=to + 1)
    _change(ctx, go)


def remove(ctx: Ctx, seat: int, ch: int) -> None:
    """One of the opponent's cubes back to their supply (seat is the one removing it)."""
    victim = 1 - seat

    def go() -> None:
        ctx.s.influence[victim][ch] -= 1

    ctx.emit("influence_remove", seat=seat, victim=victim, chamber=ch + 1)
    _change(ctx, go)


def move_decree(ctx: Ctx, seat: int, frm: int, to: int) -> None:
    """Insider Influence: the top decree of `frm` goes under the decree(s) of `to`."""
    s = ctx.s
    decree = s.decrees[frm][0]
    hidden = decree in s.hidden_decrees

    def go() -> None:
        s.decrees[frm].remove(decree)
        s.decrees[to].append(decree)

    ctx.emit("decree_move", seat=seat, frm=frm + 1, to=to + 1, decree=None if hidden else decree)
    _change(ctx, go)


# -- what a seat may do -------------------------------------------------------------------


def place_targets(s: DuelState, seat: int, chambers: list[int] | None = None) -> list[int]:
    if supply(s, seat) <= 0:
        return []
    return list(range(CHAMBERS)) if chambers is None else list(chambers)


def moves(s: DuelState, seat: int) -> list[tuple[int, int]]:
    """Every (from, to) move of one of the seat's cubes to an adjacent chamber."""
    adj = agora().adjacent
    return [(a, b) for a in range(CHAMBERS) if s.influence[seat][a] for b in adj[a]]


def remove_targets(s: DuelState, seat: int) -> list[int]:
    """Chambers holding at least one opponent cube."""
    return [ch for ch in range(CHAMBERS) if s.influence[1 - seat][ch]]


def senate_vp(s: DuelState, seat: int) -> int:
    """End of game: the VP of every chamber the seat controls."""
    table = agora().chambers
    return sum(table[ch].vp for ch in controlled(s, seat))


def politician_actions(s: DuelState, seat: int) -> int:
    """Senate actions from the blue cards (+2 with the `senate_plus_two` decree), table C-1."""
    blue = city.count_color(s, seat, "blue") + city.total(s, seat, "senate_bonus")
    return agora().senate_actions(blue)
