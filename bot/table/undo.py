"""Taking a move back: which moves still count, which one may be undone, and the rebuild.

An undo appends a marker row to the move log (`@undo:<seq>`, never a legal action token),
so the undone move stays in the history; every replay skips the marker and its target.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.core import Action, Rules, replay
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
    """The move to take back and the moves that stay."""

    target: MoveRecord
    kept: tuple[MoveRecord, ...]


def plan(moves: Sequence[MoveRecord], seat: int, seq: int | None = None) -> Plan:
    """The seat's last move, if nobody has moved since (and it is move `seq` when given)."""
    kept = live(moves)
    if not kept:
        raise Refusal("error.undo_nothing")
    last = kept[-1]
    if last.seat != seat:
        mine = any(m.seat == seat for m in kept)
        raise Refusal("error.undo_moved_since" if mine else "error.undo_not_yours", last.seat)
    if seq is not None and last.seq != seq:
        raise Refusal("error.undo_old_button")
    return Plan(last, tuple(kept[:-1]))


def rebuild(
    rules: Rules, players: int, seed: int, options: dict[str, Any], chosen: Plan
) -> tuple[Any, bool]:
    """Replay the game without the target move: the state before it, and whether the move
    revealed anything (then it must stand). Slow for a long game: run it in a thread."""
    before = replay(rules, players, seed, options, [(m.seat, m.token) for m in chosen.kept])
    action = Action.parse(chosen.target.token)
    return before, reveals(rules, before, chosen.target.seat, action, players, salt=seed)
