"""Taking a move back: which moves still count, which one may be undone, and the rebuild.

An undo appends a marker row to the move log (`@undo:<seq>`, never a legal action token),
so the undone move stays in the history; every replay skips the marker and its target.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.core import Action, Rules, play, replay
from bot.engine.reveal import reveals
from bot.store.base import MoveRecord

MARK = "@undo"


def marker(seq: int) -> str:
    """The log token of an undo that takes back move `seq`."""
    return f"{MARK}:{seq}"


def undone_by(token: str) -> int | None:
    """The move an undo marker takes back, or None for an ordinary move."""
    kind, _, arg = token.partition(":")
    return int(arg) if kind == MARK and arg.isdigit() else None


def undone_seqs(moves: Sequence[MoveRecord]) -> set[int]:
    return {seq for m in moves if (seq := undone_by(m.token)) is not None}


def live(moves: Sequence[MoveRecord]) -> list[MoveRecord]:
    """The moves that make the game: neither undo markers nor the moves they took back."""
    gone = undone_seqs(moves)
    return [m for m in moves if undone_by(m.token) is None and m.seq not in gone]


class Refusal(Exception):
    """Why a move may not be taken back: a catalogue key (error.undo_*) and its seat."""

    def __init__(self, key: str, seat: int | None = None) -> None:
        super().__init__(key)
        self.key = key
        self.seat = seat


@dataclass(frozen=True, slots=True)
class Plan:
    """The move to take back, the bots' answers to it that go with it, and the moves that
    stay."""

    target: MoveRecord
    kept: tuple[MoveRecord, ...]
    answers: tuple[MoveRecord, ...] = ()
    alone: bool = False  # the mover is the only person at the table (only they must not learn)

    @property
    def undone(self) -> tuple[MoveRecord, ...]:
        return (self.target, *self.answers)


def plan(
    moves: Sequence[MoveRecord],
    seat: int,
    seq: int | None = None,
    bots: frozenset[int] | None = None,
) -> Plan:
    """The seat's last move, if nobody has moved since (and it is move `seq` when given).
    With `bots` (the other seats, when they are all bots: the mover is alone with them), the
    bots' answers since then go with it."""
    kept = live(moves)
    if not kept:
        raise Refusal("error.undo_nothing")
    mine = [i for i, m in enumerate(kept) if m.seat == seat]
    last = kept[-1]
    answered = bots is not None and bool(mine) and all(m.seat in bots for m in kept[mine[-1] + 1 :])
    if last.seat != seat and not answered:
        raise Refusal("error.undo_moved_since" if mine else "error.undo_not_yours", last.seat)
    at = mine[-1]
    if seq is not None and kept[at].seq != seq:
        raise Refusal("error.undo_old_button")
    return Plan(kept[at], tuple(kept[:at]), tuple(kept[at + 1 :]), alone=bots is not None)


def rebuild(
    rules: Rules, players: int, seed: int, options: dict[str, Any], chosen: Plan
) -> tuple[Any, bool]:
    """Replay the game without the target move (and the bots' answers to it): the state
    before it, and whether those moves revealed anything (then they must stand). Alone with
    bots, only what the mover saw counts (BGA's rule for the only person at the table); each
    answer is tested in turn on the state it was played in. Slow for a long game: run it in a
    thread."""
    before = replay(rules, players, seed, options, [(m.seat, m.token) for m in chosen.kept])
    moves = [(m.seat, m.token) for m in chosen.undone]
    return before, revealed(rules, before, moves, players, seed, alone=chosen.alone)


def revealed(
    rules: Rules,
    before: Any,
    moves: Sequence[tuple[int, str]],
    players: int,
    seed: int,
    *,
    alone: bool,
    tries: tuple[int, int] | None = None,
) -> bool:
    """Whether the moves (a person's, then the bots' answers), played from `before`, showed
    anything new: to anyone, or `alone`, to that person only. `tries`: fewer scrambles (for
    the mover, for the others), for a quick look."""
    viewers = (moves[0][0],) if alone else None
    extra = {} if tries is None else {"mover_tries": tries[0], "tries": tries[1]}
    state = before
    for seat, token in moves:
        action = Action.parse(token)
        if reveals(rules, state, seat, action, players, salt=seed, viewers=viewers, **extra):
            return True
        state, _ = play(rules, state, seat, action)
    return False
