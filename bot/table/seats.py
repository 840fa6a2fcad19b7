"""People at a table in play: substitutes, kicks, taking a seat back, turn notices, /mygames.

Seat changes are saved like moves (versioned, under the channel's lock) and written to the
table's own log, so /log shows them beside the moves.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.engine.core import RuleError
from bot.engine.words import Phrase, phrase
from bot.store.base import GameRecord, GameStatus, MoveRecord, SeatRecord
from bot.store.clock_records import BoardMessage, ClockSeat, TableNote, UserPrefs
from bot.table.clock import CLOCK_LEVEL
from bot.table.service import Change, GameService, Table, Update, refuse, seat_names


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def channel_link(guild_id: int | None, channel_id: int, message_id: int | None = None) -> str:
    """A Discord link to a channel (a DM when there is no guild), or to one of its messages."""
    where = f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"
    return f"{where}/{message_id}" if message_id else where


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One of a user's games, for /mygames."""

    channel_id: int
    guild_id: int | None
    title: str
    status: str
    waiting_for_you: bool
    to_move: tuple[int | None, ...]  # users who owe a move (None: a bot)
    names: tuple[str, ...]  # their names, in the same order
    since: float  # when the current wait began
    deadline: float | None  # when the clock runs out for the user, if it runs
    link: str


class Seats:
    """Seat changes and notices, on top of the service's lock, load and save."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    @property
    def store(self) -> Any:
        return self.service.store

    def now(self) -> float:
        return self.service.now()

    async def _note(
        self, record: GameRecord, key: str, moves: Sequence[MoveRecord] = (), **params: Any
    ) -> TableNote:
        """A table note for /log at the latest move (once `moves` are saved), to be saved with
        the change it tells of."""
        seq = moves[-1].seq if moves else await self.store.last_seq(record.channel_id)
        return TableNote(seq, self.now(), key, params)

    @staticmethod
    def _in_play(table: Table) -> Table:
        if table.record.status == GameStatus.LOBBY:
            raise refuse("error.not_started")
        if table.record.status != GameStatus.ACTIVE:
            raise refuse("error.game_over")
        return table

    # -- seat changes ----------------------------------------------------------------------

    async def take_back(self, channel_id: int, user_id: int, name: str = "") -> Update | None:
        """A player whose seat the clock gave to a bot sits down again; None if there is none."""
        if await self.store.load(channel_id) is None:
            return None
        async with self.service.table(channel_id) as loaded:
            record = loaded.record
            if record.status != GameStatus.ACTIVE:
                return None
            if record.seat_of(user_id) is not None:
                return None
            seat: SeatRecord | None = None
            for s in record.seats:
                if s.is_bot and (await self.store.clock_seat(channel_id, s.seat)).absent_user == (
                    user_id
                ):
                    seat = s
            if seat is None:
                return None
            back = SeatRecord(seat.seat, user_id, False, name or seat.name, "")
            seats = tuple(back if s.seat == seat.seat else s for s in record.seats)
            note = await self._note(record, "log.back", name=back.name or mention(user_id))
            change = Change(
                replace(record, seats=seats),
                loaded.state,
                first=(t_line("seats.back", user=mention(user_id)),),
                clock_seats=[(seat.seat, ClockSeat())],
                notes=[note],
            )
            return await self.service.commit(loaded, change)

    async def sub(
        self,
        channel_id: int,
        actor: int,
        new_user: int,
        new_name: str = "",
        *,
        replacing: int | None = None,
        moderator: bool = False,
        new_is_bot: bool = False,
    ) -> Update:
        """Hand a seat to another person: one's own, or anyone's for a moderator."""
        service = self.service
        target = actor if replacing is None else replacing
        if target != actor and not moderator:
            raise refuse("error.sub_not_yours")
        if new_is_bot:
            raise refuse("error.sub_bot")
        async with service.table(channel_id, open_only=True) as loaded:
            record = self._in_play(loaded).record
            seat = record.seat_of(target)
            if seat is None:
                if target == actor:
                    raise refuse("error.not_seated")
                raise refuse("error.user_not_seated", user=mention(target))
            if record.seat_of(new_user) is not None:
                raise refuse("error.sub_seated", user=mention(new_user))
            old = next(s for s in record.seats if s.seat == seat)
            new = SeatRecord(seat, new_user, False, new_name, "")
            seats = tuple(new if s.seat == seat else s for s in record.seats)
            before, after = old.name or mention(target), new_name or mention(new_user)
            note = await self._note(record, "log.sub", old=before, new=after)
            change = Change(
                replace(record, seats=seats),
                loaded.state,
                first=(t_line("seats.sub", old=mention(target), new=mention(new_user)),),
                clock_seats=[(seat, ClockSeat())],
                notes=[note],
            )
            return await service.commit(loaded, change)

    async def kick(
        self, channel_id: int, actor: int, target: int, *, moderator: bool = False
    ) -> Update:
        """A moderator hands a player's seat to a bot."""
        service = self.service
        if not moderator:
            raise refuse("error.kick_moderator")
        async with service.table(channel_id, open_only=True) as loaded:
            record = self._in_play(loaded).record
            seat = record.seat_of(target)
            if seat is None:
                raise refuse("error.user_not_seated", user=mention(target))
            if not any(not s.is_bot and s.seat != seat for s in record.seats):
                raise refuse("error.kick_last")
            name = seat_names(record)[seat]
            seats = tuple(
                replace(s, user_id=None, is_bot=True, level=CLOCK_LEVEL) if s.seat == seat else s
                for s in record.seats
            )
            record = replace(record, seats=seats)
            moves: list[MoveRecord] = []
            events: list[Any] = []
            first_seq = await service.next_seq(record)
            state = service.bots_answer(loaded, record, loaded.state, first_seq, moves, events)
            note = await self._note(record, "log.kick", moves, name=name)
            change = Change(
                record,
                state,
                moves,
                events,
                first=(t_line("seats.kick", user=mention(target)),),
                clock_seats=[(seat, ClockSeat())],
                notes=[note],
            )
            return await service.commit(loaded, change)

    # -- notices ---------------------------------------------------------------------------

    async def prefs_of(self, users: Collection[int]) -> dict[int, UserPrefs]:
        """These people's preferences, read once for everything one interaction decides."""
        return await self.store.prefs_of(users)

    async def _prefs(self, user_id: int) -> UserPrefs:
        return (await self.store.prefs_of((user_id,)))[user_id]

    async def set_notify(self, user_id: int, on: bool) -> UserPrefs:
        prefs = replace(await self._prefs(user_id), notify=on)
        if on:
            prefs = replace(prefs, dm_closed=False, dm_told=False)  # let them be told again
        await self.store.set_prefs(prefs)
        return prefs

    async def to_notify(
        self, users: Sequence[int], known: Mapping[int, UserPrefs] | None = None
    ) -> list[int]:
        """Those of `users` who asked for a DM when it is their turn (`known`: their
        preferences, already read)."""
        prefs = known if known is not None else await self.prefs_of(users)
        return [u for u in users if prefs[u].notify]

    async def dm_failed(self, user_id: int) -> None:
        """A DM was refused (closed DMs): remember it, to tell them once."""
        prefs = await self._prefs(user_id)
        if not prefs.dm_closed:
            await self.store.set_prefs(replace(prefs, dm_closed=True, dm_told=False))

    async def tell_dm_closed(self, user_id: int, known: UserPrefs | None = None) -> bool:
        """True once after DMs to this user failed: the caller tells them (ephemerally).
        `known`: their preferences, already read in this interaction."""
        prefs = known if known is not None else await self._prefs(user_id)
        if not prefs.dm_closed or prefs.dm_told:
            return False
        await self.store.set_prefs(replace(prefs, dm_told=True))
        return True

    async def board_posted(self, channel_id: int, guild_id: int | None, message_id: int) -> None:
        await self.store.set_board_message(BoardMessage(channel_id, guild_id, message_id))

    async def board_link(self, channel_id: int, guild_id: int | None) -> str:
        board = await self.store.board_message(channel_id)
        if board is None:
            return channel_link(guild_id, channel_id)
        return channel_link(board.guild_id, channel_id, board.message_id)

    # -- /mygames --------------------------------------------------------------------------

    async def my_games(self, user_id: int, locale: str | None = None) -> list[GameSummary]:
        """Every open game the user is seated in: those waiting for them first, then those
        waiting for others, then lobbies; the longest waits first within each."""
        out: list[GameSummary] = []
        for record in await self.service.games_of(user_id):
            try:
                out.append(await self._summary(record, user_id, locale))
            except RuleError:
                continue  # the game ended meanwhile
        out.sort(
            key=lambda g: (
                not g.waiting_for_you,
                g.status == GameStatus.LOBBY,
                g.since,
                g.channel_id,
            )
        )
        return out

    async def _summary(
        self, record: GameRecord, user_id: int, locale: str | None = None
    ) -> GameSummary:
        loaded = await self.service.peek(record.channel_id, open_only=True)
        record, rules = loaded.record, loaded.rules
        names = seat_names(record, locale)
        link = await self.board_link(record.channel_id, record.guild_id)
        if record.status == GameStatus.LOBBY:
            return GameSummary(
                record.channel_id,
                record.guild_id,
                rules.title,
                record.status,
                False,
                (),
                (),
                record.updated_at,
                None,
                link,
            )
        due = sorted(rules.to_move(loaded.state))
        users = {s.seat: (None if s.is_bot else s.user_id) for s in record.seats}
        mine = record.seat_of(user_id)
        clocks = {d.seat: d for d in await self.store.deadlines_of(record.channel_id)}
        last = int(await self.store.last_seq(record.channel_id))
        moves = await self.store.moves(record.channel_id, last - 1) if last else []
        since = moves[-1].at if moves else record.created_at
        started = [clocks[s].started_at for s in due if s in clocks]
        if started:
            since = min(started)
        deadline = None
        setting = await self.store.get_clock(record.channel_id)
        if mine in clocks and setting is not None:
            deadline = clocks[mine].started_at + setting.seconds
        return GameSummary(
            record.channel_id,
            record.guild_id,
            rules.title,
            record.status,
            mine in due,
            tuple(users.get(s) for s in due),
            tuple(names[s] for s in due),
            since,
            deadline,
            link,
        )


def t_line(key: str, **params: Any) -> Phrase:
    """A public line, worded in the server's language when the board is posted."""
    return phrase(key, **params)
