"""One message a turn: whether a new board is a new channel message or an edit of the last one.

A table gets a new message (the board and a mention) only when somebody starts to owe a move
who did not owe one on the message being shown (a seat that changed hands counts as new);
steps within one player's turn (a Catan roll, then builds; an Agora Senate action) and
"ready" marks of a simultaneous phase edit that message instead: a new picture, the turn's
story so far, no new ping. The message being
shown is remembered in the store's meta table, so a restart keeps editing the same message.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.engine.words import Line, Phrase
from bot.store.base import SeatRecord, StoreError
from bot.table.remembered import Remembered

log = logging.getLogger(__name__)
META_PREFIX = "turn.message."
LINES_KEPT = 40  # the turn's story kept for the edited message (it shows the latest ones)

Owing = tuple[tuple[int, int | None], ...]  # (seat, its person's user id or None for a bot)


def owing(to_move: Sequence[int], seats: Sequence[SeatRecord]) -> Owing:
    """Who owes a move: seats with the person (or bot) playing them."""
    users = {s.seat: s.user_id for s in seats}
    return tuple((seat, users.get(seat)) for seat in sorted(to_move))


class Placement(StrEnum):
    """What to do with a board the table should see."""

    NEW = "new"  # post a new message: somebody new owes a move, or there is no turn message
    EDIT = "edit"  # edit the turn message: the same turn goes on
    SKIP = "skip"  # the turn message already shows a later board: leave it alone


@dataclass(frozen=True, slots=True)
class TurnMark:
    """The channel message that shows the current turn, and what it showed last."""

    channel_id: int
    message_id: int
    game_key: str
    version: int
    to_move: Owing
    lines: tuple[Line, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "channel_id": self.channel_id,
            "message_id": self.message_id,
            "game_key": self.game_key,
            "version": self.version,
            "to_move": [list(pair) for pair in self.to_move],
            "lines": [x.to_json() if isinstance(x, Phrase) else x for x in self.lines],
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> TurnMark:
        return cls(
            int(d["channel_id"]),
            int(d["message_id"]),
            str(d["game_key"]),
            int(d["version"]),
            tuple((int(seat), None if user is None else int(user)) for seat, user in d["to_move"]),
            tuple(
                Phrase.from_json(x) if isinstance(x, dict) else str(x) for x in d.get("lines", ())
            ),
        )


def place(
    mark: TurnMark | None,
    game_key: str,
    version: int,
    to_move: Owing,
    *,
    over: bool = False,
    fresh: bool = False,
) -> Placement:
    """Edit while nobody new owes a move; a finished game, a first or reposted board is new."""
    if fresh or mark is None or mark.game_key != game_key:
        return Placement.NEW
    if version < mark.version:
        return Placement.SKIP
    if over or not to_move or version == mark.version:
        return Placement.NEW
    return Placement.EDIT if set(to_move) <= set(mark.to_move) else Placement.NEW


# What a turn message never drops, by the last part of a line's message id: dice, attacks and
# wars, awards and the end of an age or of the game (routine lines are summed up instead).
_MATTERS = re.compile(
    r"^(roll|roll_event|seven|dice|attack|barbarian\w*|defender\w*|largest_army|longest_road"
    r"|metropolis|win|age|age_end|game_end\w*|game_over\w*|supremacy|shared_supremacy"
    r"|military_token|conflicts|war_\w+|aggression\w*|final_event\w*|last_round|revolution"
    r"|uprising|production_famine|must_discard|discarded|pillaged|deserted|event|events_turned"
    r"|resigned\w*|done\w*)$"
)


def matters(line: Line) -> bool:
    """A line a turn message keeps however long the turn (see _MATTERS)."""
    if not isinstance(line, Phrase):
        return False
    return bool(_MATTERS.match(line.id.rsplit(".", 1)[-1]))


def story(mark: TurnMark | None, placement: Placement, lines: Sequence[Line]) -> tuple[Line, ...]:
    """The lines the turn message shows: what happened since it was posted (the latest
    LINES_KEPT, and every line that matters before them)."""
    earlier = mark.lines if (mark is not None and placement is Placement.EDIT) else ()
    told = (*earlier, *lines)
    cut = max(len(told) - LINES_KEPT, 0)
    return (*(x for x in told[:cut] if matters(x)), *told[cut:])


class TurnBook:
    """Where each channel's turn message is remembered (the store's meta table)."""

    def __init__(self, remembered: Remembered) -> None:
        self.remembered = remembered
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def lock(self, channel_id: int) -> asyncio.Lock:
        """Held while a board is placed, so two moves at once cannot both post or mix edits."""
        found = self._locks.get(channel_id)
        if found is None:
            found = self._locks[channel_id] = asyncio.Lock()
        return found

    async def get(self, channel_id: int) -> TurnMark | None:
        """The channel's turn message; None when unknown (a busy or unreadable store only
        costs one extra message)."""
        try:
            raw = await self.remembered.get(f"{META_PREFIX}{channel_id}")
            return TurnMark.from_json(json.loads(raw)) if raw else None
        except (StoreError, ValueError, KeyError, TypeError) as e:
            log.warning("Could not read the turn message of channel %s: %s", channel_id, e)
            return None

    async def put(self, mark: TurnMark) -> None:
        text = json.dumps(mark.to_json(), separators=(",", ":"), ensure_ascii=False)
        try:
            await self.remembered.set(f"{META_PREFIX}{mark.channel_id}", text)
        except StoreError as e:
            log.warning("Could not remember turn message %s: %s", mark.message_id, e)
