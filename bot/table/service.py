"""GameService: the only bridge between chat commands (Discord or console) and the engine."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import re
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Collection, Coroutine, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ParamSpec, TypeVar

from bot.engine.ai import DEFAULT_LEVEL, LEVELS
from bot.engine.ai.base import can_search
from bot.engine.core import Action, Event, Outcome, RuleError, Rules, play, resolve_options
from bot.engine.registry import get_rules
from bot.engine.reveal import reveals
from bot.engine.rng import derive_seed, new_seed
from bot.engine.words import Line, Phrase, Seat, phrase
from bot.league.ratings import rate_pending
from bot.store.base import (
    ChannelBusy,
    GameRecord,
    GameStatus,
    GameStore,
    MoveRecord,
    SeatRecord,
    StoreBusy,
)
from bot.store.clock_records import (
    AttemptTaken,
    ClockSeat,
    ClockSetting,
    Commit,
    TableNote,
)
from bot.store.result_records import Attempt
from bot.table import metrics
from bot.table.cards import card_of, detail_of, details
from bot.table.clock import CLOCKS, TIMEOUTS, active_clock, by_clock, clock_seconds, plan_deadlines
from bot.table.remembered import Remembered
from bot.table.thinker import Thinker, Thought, think
from bot.table.turns import TurnBook
from bot.table.undo import (
    Plan,
    Refusal,
    live,
    marker,
    plan,
    rebuild,
    revealed,
    undone_by,
    undone_seqs,
)
from bot.words.catalogue import t

MAX_BOT_MOVES = 5000
MAX_PUBLIC_CHOICES = 100  # 4 menus of 25 under a board
OFFER_TRIES = (2, 1)  # scrambles for the mover and for each other viewer, deciding the offer
CACHE_SIZE = 256  # engine states kept in memory; the store has every game anyway


log = logging.getLogger(__name__)

P = ParamSpec("P")
R = TypeVar("R")


def refuse(key: str, **params: Any) -> RuleError:
    """A RuleError whose text comes from the message catalogue (translated by the caller)."""
    return RuleError(t(key, None, **params), key=key, **params)


def busy_is_refused(
    method: Callable[P, Coroutine[Any, Any, R]],
) -> Callable[P, Coroutine[Any, Any, R]]:
    """A store that stayed locked is a passing condition: refuse (nothing changed), don't crash."""

    @functools.wraps(method)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return await method(*args, **kwargs)
        except StoreBusy as e:
            metrics.STORE_ERRORS.labels("busy").inc()
            log.warning("%s refused, the store is busy: %s", method.__name__, e)
            raise refuse("error.table_busy") from None

    return wrapper


@dataclass(frozen=True, slots=True)
class Choice:
    """A legal action offered to a player: its token and what it does in words."""

    token: str
    label: str  # the move's token, until worded from its phrase
    group: str = ""  # the action's kind (how menus group many moves), until worded
    phrase: Phrase | None = None  # what the move does, for the reader's language
    detail: str = ""  # the effect of the card the move plays (a menu's description line)
    card: str = ""  # the id of that card, so the detail can be worded in the reader's language


# The chat layer's reading of typed words: (the seat's moves, the game's key, the seats, whose
# names it words in the reader's language) -> the token of the one move the words name, the
# tokens of several moves to play in turn (all or none), or None; it raises a RuleError for
# words that name several moves.
Reading = Callable[[Sequence["Choice"], str, Sequence[SeatRecord]], "str | list[str] | None"]


@dataclass(frozen=True, slots=True)
class Update:
    """What a command changed: the public picture, what happened, and who must act now."""

    channel_id: int
    game_key: str
    title: str
    status: str
    version: int
    lines: tuple[Line, ...]  # what happened: phrases the bot layer words (or English lines)
    view: Any
    highlight: tuple[str, ...]
    to_move: tuple[int, ...]
    ping: tuple[int, ...]
    outcome: Outcome | None
    seats: tuple[SeatRecord, ...]
    choices: tuple[Choice, ...] = ()  # public actions, offered as buttons
    names: tuple[str, ...] = ()
    quiet: bool = False  # the move changed nothing the table can see (a private step)
    thinking: tuple[int, ...] = ()  # bot seats that owe a move and think it over (run_bots)
    mover: int | None = None  # the bot seat whose move this is (run_bots), else None
    undoable: int | None = None  # the seq of the move just made, if its mover may take it back
    # the game stopped off the board (a resignation, the clock, an abandonment): its view still
    # has someone to move, and the pictures say how it ended instead
    halted: bool = False

    @property
    def over(self) -> bool:
        return self.status in (GameStatus.FINISHED, GameStatus.ABANDONED)


@dataclass(frozen=True, slots=True)
class PrivateView:
    """What one seated player may see, and the moves they can make; for ephemeral replies."""

    channel_id: int
    game_key: str
    seat: int
    version: int
    view: Any
    choices: tuple[Choice, ...]
    names: tuple[str, ...]
    over: bool = False  # the game has ended: the hand as it was, and no moves
    seats: tuple[SeatRecord, ...] = ()  # to word the names in the reader's language


@dataclass(frozen=True, slots=True)
class Lobby:
    """A game waiting for players."""

    channel_id: int
    game_key: str
    title: str
    options: dict[str, Any]
    seats: tuple[SeatRecord, ...]
    min_players: int
    max_players: int
    created_by: int
    status: str = GameStatus.LOBBY
    started: Update | None = None


@dataclass(frozen=True, slots=True)
class Begun:
    """A game's start before it is saved: the record, the first state, the bots' first moves
    and their events."""

    record: GameRecord
    state: Any
    moves: list[MoveRecord]
    events: list[Event]


@dataclass
class Table:
    """A channel's game as loaded: its record, rules and engine state (None in the lobby)."""

    record: GameRecord
    rules: Rules
    state: Any = None


@dataclass(frozen=True, slots=True)
class Change:
    """What one change of a table saves, whoever makes it (a person, a bot, the clock, an
    undo, a seat change): the record as it becomes, the state after it, the moves and their
    events, and what the clock and the table's log keep of it. `GameService.commit` saves it
    in one transaction and returns the table's picture."""

    record: GameRecord
    state: Any
    moves: Sequence[MoveRecord] = ()
    events: Sequence[Event] = ()
    first: Sequence[Line] = ()  # lines told before the events
    extra: Sequence[Line] = ()  # lines told after them
    clock_seat: int | None = None  # the seat the clock moved for (its streak goes on)
    pause: Collection[int] = ()  # seats whose clock waits for their next move
    clock_seats: Sequence[tuple[int, ClockSeat]] = ()
    notes: Sequence[TableNote] = ()
    mover: int | None = None  # the bot seat whose move this is


def count_moves(record: GameRecord, change: Change) -> None:
    """The saved moves in the metrics, by who made them (an undo's marker is no move)."""
    bots = {s.seat for s in record.seats if s.is_bot}
    for move in change.moves:
        if move.token.startswith("@"):
            continue
        by = "clock" if move.seat == change.clock_seat else "bot" if move.seat in bots else "person"
        metrics.MOVES.labels(record.game_key, by).inc()


GameIdentity = tuple[int, str, int, float]


def identity(record: GameRecord) -> GameIdentity:
    """What names one saved position of one game: never shared by two games of a channel."""
    return (record.version, record.game_key, record.seed, record.created_at)


class StateCache:
    """Engine states of recently played games, so a move need not parse the stored JSON.

    A least-recently-used map from channel to (identity, state) with at most `max_entries`
    entries; a state is only ever given back for the very game and version it was saved as.
    """

    def __init__(self, max_entries: int = CACHE_SIZE) -> None:
        if max_entries < 1:
            raise ValueError(f"the state cache needs room for one game at least: {max_entries}")
        self.max_entries = max_entries
        self._entries: OrderedDict[int, tuple[GameIdentity, Any]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, channel_id: object) -> bool:
        return channel_id in self._entries

    def channels(self) -> list[int]:
        """Cached channels, least recently used first."""
        return list(self._entries)

    def get(self, record: GameRecord) -> Any:
        """The state saved as exactly this record, or None."""
        hit = self._entries.get(record.channel_id)
        if hit is None or hit[0] != identity(record):
            return None
        self._entries.move_to_end(record.channel_id)
        return hit[1]

    def put(self, record: GameRecord, state: Any) -> None:
        self._entries[record.channel_id] = (identity(record), state)
        self._entries.move_to_end(record.channel_id)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)

    def drop(self, channel_id: int) -> None:
        self._entries.pop(channel_id, None)


def choice(
    rules: Rules,
    state: Any,
    seat: int | None,
    a: Action,
    summaries: Mapping[str, str] | None = None,
) -> Choice:
    """A move as offered: its token, grouped by its kind, and its phrase (None: the token is
    all there is to show); a move that plays a card carries the card's effect (`summaries`:
    card id -> effect)."""
    detail = detail_of(a, summaries or {})
    card = card_of(a, summaries or {})
    said = rules.action_phrase(state, seat, a)
    return Choice(a.token, a.token, a.kind, said, detail, card)


def playable(rules: Rules, state: Any, seat: int) -> list[Action]:
    """The seat's legal moves but those that could never take effect (`rules.futile`: a Catan
    acceptance without the cards asked for): what a person is offered, and what a bot, the
    clock and /hint choose among. The futile test reads only the seat's own hand."""
    legal = rules.legal_actions(state, seat)
    useful = [a for a in legal if rules.futile(state, seat, a) is None]
    return useful or legal


def choices_of(
    rules: Rules,
    state: Any,
    seat: int,
    legal: Sequence[Action],
    summaries: Mapping[str, str] | None = None,
) -> tuple[Choice, ...]:
    """One seat's legal actions as labelled, grouped choices for buttons, menus, autocomplete."""
    return tuple(choice(rules, state, seat, a, summaries) for a in legal)


def public_choices(
    rules: Rules, state: Any, seats: Sequence[int], summaries: Mapping[str, str] | None = None
) -> tuple[Choice, ...]:
    """Moves that may be offered as buttons on the public board: the public moves every seat
    that must act has (one player's turn, or everyone's answer to a trade offer); clicking
    plays the move for whoever clicks."""
    if not seats:
        return ()
    legal = rules.public_actions(state, seats[0], rules.legal_actions(state, seats[0]))
    for other in seats[1:]:
        theirs = set(rules.public_actions(state, other, rules.legal_actions(state, other)))
        legal = [a for a in legal if a in theirs]
    if len(legal) > MAX_PUBLIC_CHOICES:
        return ()
    return (
        choices_of(rules, state, seats[0], legal, summaries)
        if len(seats) == 1
        else tuple(choice(rules, state, None, a, summaries) for a in legal)
    )


def _level(record: GameRecord, seat: int) -> str:
    """A bot seat's level ('' for a person); bots from before levels existed play randomly."""
    for s in record.seats:
        if s.seat == seat:
            return (s.level or "random") if s.is_bot else ""
    return ""


def _thinks(rules: Rules, level: str) -> bool:
    """A bot that searches (so it moves later, off the event loop); others move at once."""
    return level not in ("", "random") and can_search(rules)


def _public(move: MoveRecord) -> bool:
    """Whether the table saw this move happen (a public event), or it was a private step."""
    return any(raw.get("visible_to") is None for raw in move.events)


def _undo_refusal(
    why: Refusal, kept: Sequence[MoveRecord], seat: int, names: Sequence[str]
) -> RuleError:
    """Say why an undo is refused, naming who moved since only if the table saw them move
    (a private step in a simultaneous phase stays secret: the wording is then generic)."""
    if why.seat is None:
        return refuse(why.key)
    mine = [i for i, m in enumerate(kept) if m.seat == seat]
    since = kept[mine[-1] + 1 :] if mine else kept
    if not any(_public(m) for m in since):
        return refuse("error.undo_cannot")
    # the name is worded for the reader from the seat (a bot's in their language)
    return RuleError(t(why.key, None, name=names[why.seat]), key=why.key, name=Seat(why.seat))


BOT_NAME = "bot:{n}"  # a bot seat's stored name: its number, worded when shown
_BOT_NAMES = (re.compile(r"^bot:(\d+)$"), re.compile(r"^Bot (\d+)$"))  # and the old English one


def bot_name(n: int) -> str:
    """The stored name of bot number `n`: no language in it (`seat_name` words it)."""
    return BOT_NAME.format(n=n)


def seat_name(seat: SeatRecord, locale: str | None = None) -> str:
    """A seat's own name in `locale`, without a bot's level: a person's chosen name, a bot's
    number worded ("Bot 2", "봇 2"; games saved before stored it in English), or the seat."""
    if seat.is_bot:
        for pattern in _BOT_NAMES:
            found = pattern.match(seat.name or "")
            if found:
                return t("seat.bot", locale, n=int(found[1]))
    return seat.name or t("seat.default", locale, n=seat.seat + 1)


def _not_futile(rules: Rules, state: Any, seat: int, action: Action) -> None:
    """Refuse a person's legal move that cannot work (the game says why: `Rules.futile`)."""
    if action not in rules.legal_actions(state, seat):
        return  # play() says why it is not allowed
    why = rules.futile(state, seat, action)
    if why is not None:
        english = t(why.id, None, **{k: str(v) for k, v in why.args})
        raise RuleError(english, key=why.id, **dict(why.args))


def _bots_around(record: GameRecord, seat: int) -> frozenset[int] | None:
    """The other seats, when they are all bots (`seat` is the only person at the table);
    else None."""
    others = [s for s in record.seats if s.seat != seat]
    if any(not s.is_bot for s in others):
        return None
    return frozenset(s.seat for s in others)


def seat_names(record: GameRecord, locale: str | None = None) -> tuple[str, ...]:
    """Display names by seat: what players chose to be called, or a bot's label with its
    level in `locale`."""
    return names_of(record.seats, locale)


def names_of(seats: Sequence[SeatRecord], locale: str | None = None) -> tuple[str, ...]:
    names = {s.seat: seat_name(s, locale) for s in seats}
    for s in seats:
        if s.is_bot and s.level:
            level = t(f"level.{s.level}", locale)
            names[s.seat] = t("seat.bot_level", locale, name=names[s.seat], level=level)
    return tuple(names[i] for i in sorted(names))


def host_of(record: GameRecord) -> int | None:
    """Who runs a lobby: its creator while seated, else the first person seated."""
    people = [s.user_id for s in record.seats if not s.is_bot and s.user_id is not None]
    return record.created_by if record.created_by in people else (people[0] if people else None)


class GameService:
    """Create, join, play and inspect one game per channel, persisting every move."""

    def __init__(
        self,
        store: GameStore,
        *,
        entropy: Callable[[], bytes] = lambda: os.urandom(16),
        clock: Callable[[], float] = time.time,
        cache_size: int = CACHE_SIZE,
        thinker: Thinker | None = None,
    ) -> None:
        self.store = store
        self.thinker = thinker if thinker is not None else Thinker()
        self.remembered = Remembered(store)  # meta values read on every click, kept in memory
        self.turns = TurnBook(self.remembered)  # the message that shows each table's turn
        self._running: set[int] = set()  # channels whose bots are being run (run_bots)
        self._entropy = entropy
        self._clock = clock
        # A lock lives while a coroutine holds or awaits it (their frames keep it alive).
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._cache = StateCache(cache_size)

    # -- helpers -------------------------------------------------------------------------

    def _lock(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
        return lock

    # -- the public API for the table's other parts (seats, the clock, challenges) --------

    def now(self) -> float:
        """The service's clock (injected: a FakeClock in the console and tests)."""
        return self._clock()

    @contextlib.asynccontextmanager
    async def table(self, channel_id: int, *, open_only: bool = False) -> AsyncIterator[Table]:
        """The channel's game, loaded under its lock: the one way to change a table."""
        async with self._lock(channel_id):
            yield await self._load(channel_id, open_only=open_only)

    async def peek(self, channel_id: int, *, open_only: bool = False) -> Table:
        """The channel's game as stored now, for reading (no lock: never save from it)."""
        return await self._load(channel_id, open_only=open_only)

    async def next_seq(self, record: GameRecord) -> int:
        """The number the table's next move gets."""
        return await self._next_seq(record)

    def move_record(self, seq: int, seat: int, token: str, events: Sequence[Event]) -> MoveRecord:
        return self._move(seq, seat, token, events)

    def bots_answer(
        self,
        table: Table,
        record: GameRecord,
        state: Any,
        first_seq: int,
        moves: list[MoveRecord],
        events: list[Event],
    ) -> Any:
        """The bots that need no thought move at once after a change (appending their moves
        and events); returns the state after them."""
        return self._run_bots(table.rules, record, state, first_seq, moves, events)

    async def commit(self, table: Table, change: Change) -> Update:
        """Save a change of `table` (loaded under its lock) in one transaction, if nobody saved
        since it was loaded (else a refusal, and nothing changes), and return the picture."""
        record = self._finish(table.rules, change.record, change.state)
        try:
            saved = await self._save(
                record,
                table.record.version,
                change.moves,
                state=change.state,
                clock_seat=change.clock_seat,
                pause=change.pause,
                clock_seats=change.clock_seats,
                notes=change.notes,
            )
        except RuleError:
            raise  # a refusal (someone saved first), not a failing store
        except Exception:
            metrics.STORE_ERRORS.labels("save").inc()
            raise
        count_moves(record, change)
        self._remember(saved, change.state if saved.status == GameStatus.ACTIVE else None)
        update = self._update(table, saved, change.state, change.events, change.extra, change.first)
        return update if change.mover is None else replace(update, mover=change.mover)

    # -- helpers ---------------------------------------------------------------------------

    def _remember(self, record: GameRecord, state: Any) -> None:
        """Cache the state of a game in play; forget a game that has ended."""
        if record.status == GameStatus.ACTIVE and state is not None:
            self._cache.put(record, state)
        else:
            self._cache.drop(record.channel_id)

    async def _load(self, channel_id: int, *, open_only: bool = True) -> Table:
        record = await self.store.load(channel_id)
        if record is None or (open_only and record.status not in GameStatus.OPEN):
            raise refuse("error.no_game")
        rules = get_rules(record.game_key)
        loaded = Table(record, rules)
        if record.state is not None:
            cached = self._cache.get(record)
            loaded.state = cached if cached is not None else rules.from_json(record.state)
        self._remember(record, loaded.state)
        return loaded

    async def _active(self, channel_id: int) -> Table:
        loaded = await self._load(channel_id)
        if loaded.record.status == GameStatus.LOBBY:
            raise refuse("error.not_started")
        return loaded

    def _seat(self, record: GameRecord, user_id: int) -> int:
        seat = record.seat_of(user_id)
        if seat is None:
            raise refuse("error.not_seated")
        return seat

    def _lobby(self, record: GameRecord, rules: Rules, started: Update | None = None) -> Lobby:
        return Lobby(
            record.channel_id,
            record.game_key,
            rules.title,
            dict(record.options),
            record.seats,
            rules.min_players,
            rules.max_players,
            record.created_by,
            record.status,
            started,
        )

    async def _save(
        self,
        record: GameRecord,
        expected: int,
        moves: Sequence[MoveRecord] = (),
        *,
        state: Any = None,
        clock_seat: int | None = None,
        pause: Collection[int] = (),
        clock_seats: Sequence[tuple[int, ClockSeat]] = (),
        notes: Sequence[TableNote] = (),
    ) -> GameRecord:
        """The one save of a table's change: the game, its moves, the turn clock's rows
        (bot/table/clock.py), the clock's streaks and the table's notes, in one transaction, if
        nobody saved since `expected`; a game that just finished is rated after it
        (bot/league/ratings.py: the store kept its result in the same transaction)."""
        commit = await self._commit(record, state, moves, clock_seat=clock_seat, pause=pause)
        commit = replace(commit, clock_seats=tuple(clock_seats), notes=tuple(notes))
        saved = await self.store.save(record, expected, list(moves), commit)
        if saved is None:
            raise refuse("error.stale")
        if saved.status == GameStatus.FINISHED:
            await rate_pending(self.store)
        return saved

    async def _commit(
        self,
        record: GameRecord,
        state: Any,
        moves: Sequence[MoveRecord],
        *,
        clock_seat: int | None = None,
        pause: Collection[int] = (),
    ) -> Commit:
        """The clock's rows after a save of `record` (None when the game has no clock)."""
        if record.status == GameStatus.LOBBY:
            return Commit()
        setting = active_clock(await self.store.get_clock(record.channel_id), record)
        if setting is None:
            return Commit()
        rules = get_rules(record.game_key)
        if state is None and record.state is not None and record.status == GameStatus.ACTIVE:
            state = rules.from_json(record.state)
        running = {d.seat: d for d in await self.store.deadlines_of(record.channel_id)}
        last = max((m.seq for m in moves), default=None)
        if last is None:
            last = await self.store.last_seq(record.channel_id)
        plan, resets = plan_deadlines(
            setting,
            record,
            rules,
            state,
            moves,
            running,
            last,
            self._clock(),
            clock_seat=clock_seat,
            pause=pause,
        )
        return Commit(deadlines=plan, streaks_reset=resets)

    def _update(
        self,
        loaded: Table,
        record: GameRecord,
        state: Any,
        events: Sequence[Event],
        extra: Sequence[Line] = (),
        first: Sequence[Line] = (),
    ) -> Update:
        rules = loaded.rules
        names = seat_names(record)
        outcome = rules.outcome(state) if state is not None else None
        if outcome is None and record.outcome is not None:
            outcome = Outcome.from_json(record.outcome)
        over = record.status in (GameStatus.FINISHED, GameStatus.ABANDONED)
        halted = over and (state is None or rules.outcome(state) is None)
        to_move = () if over else tuple(sorted(rules.to_move(state)))
        users = {s.seat: s.user_id for s in record.seats if s.user_id is not None}
        ping = tuple(dict.fromkeys(users[s] for s in to_move if s in users))
        humans = [s for s in to_move if s in users]
        choices = public_choices(rules, state, humans, details(record.game_key, record.options))
        lines: list[Line] = [rules.event_phrase(e) for e in events if e.visible_to is None]
        quiet = not lines and not extra and not first  # no public event: a private step
        return Update(
            channel_id=record.channel_id,
            game_key=record.game_key,
            title=rules.title,
            status=record.status,
            version=record.version,
            lines=(*first, *lines, *extra),
            view=rules.view(state, None) if state is not None else None,
            highlight=rules.highlight(events),
            to_move=to_move,
            ping=ping,
            outcome=outcome,
            seats=record.seats,
            choices=choices,
            names=names,
            quiet=quiet,
            thinking=tuple(s for s in to_move if _thinks(rules, _level(record, s))),
            halted=halted,
        )

    def _run_bots(
        self,
        rules: Rules,
        record: GameRecord,
        state: Any,
        first_seq: int,
        moves: list[MoveRecord],
        events: list[Event],
    ) -> Any:
        """Let `random` bot seats move at once, until a person owes a move, a bot that thinks
        is next (run_bots plays it off the event loop), or the game ends."""
        for _ in range(MAX_BOT_MOVES):
            if rules.outcome(state) is not None:
                return state
            due = [s for s in sorted(rules.to_move(state)) if _level(record, s)]
            if not due or _thinks(rules, _level(record, due[0])):
                return state
            seat = due[0]
            seq = first_seq + len(moves)
            thought = think(
                record.game_key,
                rules.view(state, seat),
                seat,
                [a.token for a in playable(rules, state, seat)],
                "random",
                derive_seed(record.seed, seq, "bot"),
            )
            state, new_events = play(rules, state, seat, thought.token)
            moves.append(self._move(seq, seat, thought.token, new_events))
            events.extend(new_events)
        raise RuntimeError("bots did not hand the turn back")

    def _move(self, seq: int, seat: int, token: str, events: Sequence[Event]) -> MoveRecord:
        return MoveRecord(seq, seat, token, [e.to_json() for e in events], self._clock())

    def _finish(self, rules: Rules, record: GameRecord, state: Any) -> GameRecord:
        """The record with the state as JSON; finished, with its outcome, if the game is over."""
        if state is None:  # a lobby (abandoned, or left by everyone)
            return record
        outcome = rules.outcome(state)
        return replace(
            record,
            state=rules.to_json(state),
            status=GameStatus.FINISHED if outcome else record.status,
            outcome=outcome.to_json() if outcome else record.outcome,
        )

    # -- lobby ---------------------------------------------------------------------------

    @busy_is_refused
    async def create(
        self,
        channel_id: int,
        user_id: int,
        game_key: str,
        options: Mapping[str, Any] | None = None,
        *,
        name: str = "",
        bots: int = 0,
        guild_id: int | None = None,
        level: str = DEFAULT_LEVEL,
        clock: str = "off",
        timeout: str = "bot",
        seed: int | None = None,
        challenge: str = "",
        attempt: Attempt | None = None,
    ) -> Lobby:
        """Open a lobby in this channel with the creator in seat 0 (and any bot seats); a full
        table, or a challenge's, starts at once.

        A challenge's game (bot/league/challenges.py) comes with its key, its fixed seed and the
        person's `attempt`: the game, its clock and the attempt are written in one transaction
        (refused, with nothing written, if the person has an attempt already)."""
        rules, resolved, level = self.check_new(game_key, options, bots, level, clock, timeout)
        seconds = clock_seconds(clock)
        timeout = timeout.strip().lower()
        seats = [SeatRecord(0, user_id, False, name)]
        seats += [SeatRecord(i, None, True, bot_name(i), level) for i in range(1, bots + 1)]
        record = GameRecord(
            channel_id=channel_id,
            game_key=rules.key,
            status=GameStatus.LOBBY,
            version=0,
            seed=0 if seed is None else seed,
            options=resolved,
            state=None,
            created_by=user_id,
            seats=tuple(seats),
            guild_id=guild_id,
            challenge=challenge,
        )
        setting = ClockSetting(seconds, timeout) if seconds else None
        async with self._lock(channel_id):
            begun = None
            if len(seats) == rules.max_players or attempt is not None:
                begun = self._begin(rules, record)
                record = begun.record
            moves = begun.moves if begun is not None else []
            commit = Commit(clock=setting, attempt=attempt)
            if setting is not None and begun is not None:
                plan, _ = plan_deadlines(
                    setting, record, rules, begun.state, moves, {}, len(moves), self._clock()
                )
                commit = replace(commit, deadlines=plan)
            try:
                record = await self.store.create(record, moves, commit)
            except ChannelBusy:
                raise refuse("error.channel_busy") from None
            except AttemptTaken:
                raise refuse("challenge.taken") from None
            if begun is None:
                return self._lobby(record, rules)
            return self._started(Table(record, rules), record, begun)

    def check_new(
        self,
        game_key: str,
        options: Mapping[str, Any] | None = None,
        bots: int = 0,
        level: str = DEFAULT_LEVEL,
        clock: str = "off",
        timeout: str = "bot",
    ) -> tuple[Rules, dict[str, Any], str]:
        """Refuse a table that could not be opened, before anything is created (or a thread)."""
        rules = get_rules(game_key)
        if clock_seconds(clock) is None:
            raise refuse("error.bad_clock", clock=clock, clocks="|".join(CLOCKS))
        if timeout.strip().lower() not in TIMEOUTS:
            raise refuse("error.bad_timeout", timeout=timeout, timeouts="|".join(TIMEOUTS))
        resolved = resolve_options(rules.options, options or {})
        if bots < 0 or bots + 1 > rules.max_players:
            raise refuse("error.too_many_bots", max=rules.max_players - 1)
        level = level.strip().lower()
        if level not in LEVELS:
            raise refuse("error.bad_level", level=level, levels=", ".join(LEVELS))
        return rules, resolved, level

    @busy_is_refused
    async def join(self, channel_id: int, user_id: int, *, name: str = "") -> Lobby:
        async with self._lock(channel_id):
            loaded = await self._load(channel_id)
            record, rules = loaded.record, loaded.rules
            if record.status != GameStatus.LOBBY:
                raise refuse("error.already_started")
            if record.seat_of(user_id) is not None:
                raise refuse("error.already_seated")
            if len(record.seats) >= rules.max_players:
                raise refuse("error.table_full", max=rules.max_players)
            seats = (*record.seats, SeatRecord(len(record.seats), user_id, False, name))
            record = await self._save(replace(record, seats=seats), record.version)
            if len(seats) == rules.max_players:
                return await self._start_locked(Table(record, rules))
            return self._lobby(record, rules)

    @busy_is_refused
    async def leave(self, channel_id: int, user_id: int) -> Lobby:
        async with self._lock(channel_id):
            loaded = await self._load(channel_id)
            record = loaded.record
            if record.status != GameStatus.LOBBY:
                raise refuse("error.leave_started")
            seat = self._seat(record, user_id)
            rest = [s for s in record.seats if s.seat != seat]
            seats = tuple(replace(s, seat=i) for i, s in enumerate(rest))
            status = record.status
            if not any(not s.is_bot for s in seats):
                status = GameStatus.ABANDONED
            record = await self._save(replace(record, seats=seats, status=status), record.version)
            return self._lobby(record, loaded.rules)

    @busy_is_refused
    async def start(self, channel_id: int, user_id: int, *, moderator: bool = False) -> Lobby:
        """Start with the players seated: the table's host (or a moderator) decides when."""
        async with self._lock(channel_id):
            loaded = await self._load(channel_id)
            record = loaded.record
            if record.status != GameStatus.LOBBY:
                raise refuse("error.already_started")
            self._host(record, user_id, moderator)
            return await self._start_locked(loaded)

    # -- lobby controls: bots and options, by the host ------------------------------------

    def _host(self, record: GameRecord, user_id: int, moderator: bool) -> None:
        if not moderator and host_of(record) != user_id:
            raise refuse("error.not_host")

    @busy_is_refused
    async def add_bot(
        self, channel_id: int, user_id: int, level: str, *, moderator: bool = False
    ) -> Lobby:
        """Seat a bot of this level (the host, before the start); a full table starts."""
        level = level.strip().lower()
        if level not in LEVELS:
            raise refuse("error.bad_level", level=level, levels=", ".join(LEVELS))
        async with self._lock(channel_id):
            loaded = await self._load(channel_id)
            record, rules = loaded.record, loaded.rules
            if record.status != GameStatus.LOBBY:
                raise refuse("error.already_started")
            self._host(record, user_id, moderator)
            if len(record.seats) >= rules.max_players:
                raise refuse("error.table_full", max=rules.max_players)
            taken = {seat_name(s) for s in record.seats if s.is_bot}
            number = next(
                n for n in range(1, len(taken) + 2) if t("seat.bot", None, n=n) not in taken
            )
            bot = SeatRecord(len(record.seats), None, True, bot_name(number), level)
            record = await self._save(replace(record, seats=(*record.seats, bot)), record.version)
            if len(record.seats) == rules.max_players:
                return await self._start_locked(Table(record, rules))
            return self._lobby(record, rules)

    @busy_is_refused
    async def set_option(
        self, channel_id: int, user_id: int, name: str, value: str, *, moderator: bool = False
    ) -> Lobby:
        """Change one option of a table waiting for players (the host); the same words as typed."""
        async with self._lock(channel_id):
            loaded = await self._load(channel_id)
            record, rules = loaded.record, loaded.rules
            if record.status != GameStatus.LOBBY:
                raise refuse("error.options_started")
            self._host(record, user_id, moderator)
            options = resolve_options(
                rules.options, {**record.options, name.strip().lower(): value}
            )
            record = await self._save(replace(record, options=options), record.version)
            return self._lobby(record, rules)

    def _begin(self, rules: Rules, record: GameRecord) -> Begun:
        """The game's start, not saved yet: its seed, first state and the random bots' moves."""
        n = len(record.seats)
        if not rules.min_players <= n <= rules.max_players:
            raise refuse(
                "error.player_count",
                min=rules.min_players,
                max=rules.max_players,
                fixed="yes" if rules.min_players == rules.max_players else "no",
                n=n,
            )
        seed = record.seed if record.challenge else new_seed(self._entropy())
        state = rules.new_game(n, seed, record.options)
        record = replace(record, seed=seed, status=GameStatus.ACTIVE)
        moves: list[MoveRecord] = []
        events: list[Event] = []
        state = self._run_bots(rules, record, state, 1, moves, events)
        return Begun(self._finish(rules, record, state), state, moves, events)

    def _started(self, loaded: Table, record: GameRecord, begun: Begun) -> Lobby:
        rules = loaded.rules
        self._remember(record, begun.state)
        first = (phrase("game.started", title=rules.title),)
        started = self._update(loaded, record, begun.state, begun.events, first=first)
        return self._lobby(record, rules, started)

    async def _start_locked(self, loaded: Table) -> Lobby:
        begun = self._begin(loaded.rules, loaded.record)
        record = await self._save(
            begun.record, loaded.record.version, begun.moves, state=begun.state
        )
        return self._started(loaded, record, begun)

    # -- play ----------------------------------------------------------------------------

    @busy_is_refused
    @metrics.timed_call(metrics.ACT_SECONDS)
    async def act(
        self,
        channel_id: int,
        user_id: int,
        text: str,
        *,
        expected_version: int | None = None,
        reading: Reading | None = None,
    ) -> Update:
        """Play one move for this user, then any bot moves, and save them in one transaction.

        `text` is a token, or words that `reading` (the chat layer's, in the player's language)
        matches to one of the seat's moves, else what the game's own `parse` accepts."""
        async with self._lock(channel_id):
            loaded = await self._active(channel_id)
            record, rules = loaded.record, loaded.rules
            if expected_version is not None and expected_version != record.version:
                raise refuse("error.stale_board")
            if record.status != GameStatus.ACTIVE:
                raise refuse("error.game_over")
            seat = self._seat(record, user_id)
            first_seq = await self._next_seq(record)
            try:
                action = self._read(loaded, seat, text, reading)
                if isinstance(action, list):
                    played = self._play_list(rules, loaded.state, seat, action)
                else:
                    if isinstance(action, Action):
                        _not_futile(rules, loaded.state, seat, action)
                    state, events = play(rules, loaded.state, seat, action)
                    token = action.token if isinstance(action, Action) else text
                    played = [(token, state, events)]
            except RuleError as err:  # the refusal is worded with this game's names
                err.game, err.names = record.game_key, seat_names(record)
                err.seats = record.seats
                raise
            token, state, events = played[0]
            change = self._after(loaded, seat, token, state, events, first_seq, more=played[1:])
            update = await self.commit(loaded, change)
            if update.status != GameStatus.ACTIVE or len(played) > 1:
                return update
            if _bots_around(record, seat) is not None:  # alone with bots: their answers too
                if update.thinking or (record.challenge and len(change.moves) > 1):
                    return update  # offered after the bots' answers, if it works then
                return await self._offer_with_answers(update, loaded, change.moves, first_seq)
            if len(change.moves) == 1:
                update = await self._offer_undo(update, loaded, seat, token, first_seq)
            return update

    @staticmethod
    def _play_list(
        rules: Rules, state: Any, seat: int, actions: Sequence[Action]
    ) -> list[tuple[str, Any, list[Event]]]:
        """Several moves of one seat in turn (`discard:brick,brick,ore`), all or none: each
        must be legal while the seat still owes a move (a refusal says which one was not)."""
        played: list[tuple[str, Any, list[Event]]] = []
        for n, action in enumerate(actions, 1):
            if n > 1 and seat not in rules.to_move(state):
                raise refuse("error.list_too_long", done=n - 1, n=len(actions))
            try:
                state, events = play(rules, state, seat, action)
            except RuleError as err:
                if len(actions) == 1:
                    raise
                why: Line = Phrase(err.key, tuple(err.params.items())) if err.key else str(err)
                params = {"n": n, "token": action.token, "reason": why}
                english = t("error.list_item", None, **{**params, "reason": str(err)})
                raise RuleError(english, key="error.list_item", **params) from err
            played.append((action.token, state, events))
        return played

    @staticmethod
    def _read(
        table: Table, seat: int, text: str, reading: Reading | None
    ) -> Action | list[Action] | str:
        """The move `text` names, parsed once: a legal token as is, else the one move whose
        words `reading` matches, else the game's parse (which refuses what it cannot read).
        A seat with no move keeps the text, for play() to say why (not your turn)."""
        rules, state, record = table.rules, table.state, table.record
        legal = rules.legal_actions(state, seat)
        if not legal:
            return text
        try:
            exact = Action.parse(text)
        except RuleError:
            exact = None
        if exact is not None and exact in legal:
            return exact
        if reading is not None:
            offered = choices_of(
                rules, state, seat, legal, details(record.game_key, record.options)
            )
            token = reading(offered, record.game_key, record.seats)
            if isinstance(token, list):
                return [Action.parse(x) for x in token]
            if token is not None:
                return Action.parse(token)
        return rules.parse(state, seat, text)

    def _after(
        self,
        table: Table,
        seat: int,
        token: str,
        state: Any,
        events: Sequence[Event],
        seq: int,
        mover: int | None = None,
        more: Sequence[tuple[str, Any, list[Event]]] = (),
    ) -> Change:
        """A seat's move played (`state`, `events`; `more`: the same seat's next moves of one
        command, each with the state after it), then the bots that need no thought: the
        change to commit. Every move, whoever makes it, goes this way."""
        moves = [self._move(seq, seat, token, events)]
        said = list(events)
        for token_n, state_n, events_n in more:
            moves.append(self._move(seq + len(moves), seat, token_n, events_n))
            said.extend(events_n)
            state = state_n
        state = self.bots_answer(table, table.record, state, seq, moves, said)
        return Change(table.record, state, moves, said, mover=mover)

    async def _offer_undo(
        self, update: Update, loaded: Table, seat: int, token: str, seq: int
    ) -> Update:
        """Mark the move undoable when a quick look finds it revealed nothing: the test /undo
        makes, with a few scrambled copies instead of a dozen (OFFER_TRIES). The undo itself
        makes the whole test, so a rare offer the quick look let through is refused then."""
        record = loaded.record
        shown = await asyncio.to_thread(
            reveals,
            loaded.rules,
            loaded.state,
            seat,
            Action.parse(token),
            len(record.seats),
            tries=OFFER_TRIES[1],
            mover_tries=OFFER_TRIES[0],
            salt=record.seed,
        )
        return update if shown else replace(update, undoable=seq)

    async def _offer_with_answers(
        self, update: Update, loaded: Table, moves: Sequence[MoveRecord], seq: int
    ) -> Update:
        """Alone with bots: mark the move undoable when a quick look finds that neither it
        nor the bots' answers saved with it showed the person anything (the undo itself makes
        the whole test)."""
        record = loaded.record
        shown = await asyncio.to_thread(
            revealed,
            loaded.rules,
            loaded.state,
            [(m.seat, m.token) for m in moves],
            len(record.seats),
            record.seed,
            alone=True,
            tries=OFFER_TRIES,
        )
        return update if shown else replace(update, undoable=seq)

    async def undo_offer(self, channel_id: int, user_id: int) -> int | None:
        """The seq of the user's move that /undo would take back now (with the bots' answers
        to it, alone with bots), or None when it would be refused: the offer is made only
        when it will work. Reads without the lock; the undo itself checks again."""
        try:
            loaded = await self.peek(channel_id)
        except RuleError:
            return None
        record = loaded.record
        seat = record.seat_of(user_id)
        if record.status != GameStatus.ACTIVE or seat is None:
            return None
        if any(
            _thinks(loaded.rules, _level(record, s)) for s in loaded.rules.to_move(loaded.state)
        ):
            return None  # a bot is still to answer
        try:
            chosen = await self._undo_plan(record, seat, None)
        except RuleError:
            return None
        _, shown = await asyncio.to_thread(
            rebuild, loaded.rules, len(record.seats), record.seed, record.options, chosen
        )
        return None if shown else chosen.target.seq

    async def _undo_plan(self, record: GameRecord, seat: int, seq: int | None) -> Plan:
        """Which moves an undo takes back (bot/table/undo.py), or why none may be."""
        moves = await self.store.moves(record.channel_id)
        bots = _bots_around(record, seat)
        try:
            chosen = plan(moves, seat, seq, bots)
        except Refusal as why:
            names = seat_names(record)
            err = _undo_refusal(why, live(moves), seat, names)
            err.game, err.names, err.seats = record.game_key, names, record.seats
            raise err from None
        if chosen.answers and record.challenge:
            raise refuse("error.undo_challenge")
        made = await self.store.notes(record.channel_id, record.created_at)
        if any(by_clock(note, m.seq) for note in made for m in chosen.undone):
            raise refuse("error.undo_clock")
        return chosen

    @busy_is_refused
    async def undo(self, channel_id: int, user_id: int, *, seq: int | None = None) -> Update:
        """Take back the user's last move if nobody has moved since and it revealed nothing:
        replay the log without it; the move stays in the log, marked undone."""
        async with self._lock(channel_id):
            loaded = await self._active(channel_id)
            record, rules = loaded.record, loaded.rules
            if record.status != GameStatus.ACTIVE:
                raise refuse("error.game_over")
            seat = self._seat(record, user_id)
            chosen = await self._undo_plan(record, seat, seq)
            before, shown = await asyncio.to_thread(
                rebuild, rules, len(record.seats), record.seed, record.options, chosen
            )
            if shown:
                raise refuse(
                    "error.undo_revealed_answers" if chosen.answers else "error.undo_revealed"
                )
            first_seq = await self._next_seq(record)
            marks = [
                MoveRecord(first_seq + i, seat, marker(m.seq), [], self._clock())
                for i, m in enumerate(chosen.undone)
            ]
            first: tuple[Line, ...] = ()
            if chosen.answers:
                first = (phrase("undo.done_answers", name=Seat(seat), n=len(chosen.answers)),)
            elif _public(chosen.target):
                first = (phrase("undo.done", name=Seat(seat)),)
            return await self.commit(loaded, Change(record, before, marks, first=first))

    async def run_bots(self, channel_id: int) -> AsyncIterator[Update]:
        """Play the bots that think, one move at a time, off the event loop; yield the table's
        picture after each. The lock is not held while a bot thinks: a person may act in the
        meantime, and a thought for a board that moved on is thought again."""
        if channel_id in self._running:
            return  # another caller is already running this table's bots
        self._running.add(channel_id)
        try:
            for _ in range(MAX_BOT_MOVES):
                update = await self._bot_move(channel_id)
                if update is None:
                    return
                yield update
        finally:
            self._running.discard(channel_id)

    @busy_is_refused
    async def _bot_move(self, channel_id: int) -> Update | None:
        for _ in range(5):  # a person moved while the bot thought: think again
            async with self._lock(channel_id):
                loaded = await self._load(channel_id, open_only=False)
                record, rules, state = loaded.record, loaded.rules, loaded.state
                if record.status != GameStatus.ACTIVE or rules.outcome(state) is not None:
                    return None
                due = [s for s in sorted(rules.to_move(state)) if _level(record, s)]
                if not due:
                    return None
                seat, version = due[0], record.version
                level = _level(record, seat)
                seq = await self._next_seq(record)
                view = rules.view(state, seat)
                legal = [a.token for a in playable(rules, state, seat)]
            thought = await self.thinker.choose(
                record.game_key, view, seat, legal, level, derive_seed(record.seed, seq, "bot")
            )
            async with self._lock(channel_id):
                loaded = await self._load(channel_id, open_only=False)
                record, state = loaded.record, loaded.state
                if record.version != version or record.status != GameStatus.ACTIVE:
                    continue
                state, events = play(rules, state, seat, thought.token)
                change = self._after(loaded, seat, thought.token, state, events, seq, mover=seat)
                return await self.commit(loaded, change)
        return None

    @busy_is_refused
    async def hint(self, channel_id: int, user_id: int) -> tuple[Choice, Phrase | None]:
        """The hard bot's suggestion for the asker, who must be the only person at the table;
        the game counts the hints used."""
        async with self._lock(channel_id):
            loaded = await self._active(channel_id)
            record, rules, state = loaded.record, loaded.rules, loaded.state
            if record.status != GameStatus.ACTIVE:
                raise refuse("error.game_over")
            seat = self._seat(record, user_id)
            if any(not s.is_bot and s.seat != seat for s in record.seats):
                raise refuse("error.hint_alone")
            legal = playable(rules, state, seat)
            if not legal:
                raise refuse("error.not_your_turn")
            view, version = rules.view(state, seat), record.version
            seed = derive_seed(record.seed, record.hints, "hint")
        thought: Thought = await self.thinker.choose(
            record.game_key, view, seat, [a.token for a in legal], "hard", seed
        )
        async with self._lock(channel_id):
            loaded = await self._active(channel_id)
            if loaded.record.version != version:
                raise refuse("error.stale_board")
            hinted = replace(loaded.record, hints=loaded.record.hints + 1)
            await self.commit(loaded, Change(hinted, loaded.state))
        action = Action.parse(thought.token)
        summaries = details(record.game_key, record.options)
        return choice(rules, state, seat, action, summaries), thought.reason

    async def _next_seq(self, record: GameRecord) -> int:
        return await self.store.last_seq(record.channel_id) + 1

    @busy_is_refused
    async def resign(self, channel_id: int, user_id: int) -> Update:
        """Hand the seat to a bot if two or more humans remain, else end the game."""
        async with self._lock(channel_id):
            loaded = await self._active(channel_id)
            record, rules = loaded.record, loaded.rules
            if record.status != GameStatus.ACTIVE:
                raise refuse("error.game_over")
            seat = self._seat(record, user_id)
            name = seat_names(record)[seat]
            humans = [s for s in record.seats if not s.is_bot and s.seat != seat]
            seats = tuple(
                replace(s, user_id=None, is_bot=True, level=DEFAULT_LEVEL) if s.seat == seat else s
                for s in record.seats
            )
            state = loaded.state
            moves: list[MoveRecord] = []
            events: list[Event] = []
            if len(humans) >= 2:
                record = replace(record, seats=seats)
                first_seq = await self._next_seq(record)
                state = self._run_bots(rules, record, state, first_seq, moves, events)
                line = phrase("game.resigned_bot", name=name)
            else:
                others = frozenset(s.seat for s in record.seats if s.seat != seat)
                n = len(record.seats)
                outcome = Outcome(
                    tuple(1 if i in others else 0 for i in range(n)),
                    others,
                    "resignation",
                    cause="resignation",
                    facts={"seat": seat},
                )
                record = replace(record, status=GameStatus.FINISHED, outcome=outcome.to_json())
                line = phrase("game.resigned", name=name)
            change = Change(record, state, moves, events, extra=(line,))
            return await self.commit(loaded, change)

    @busy_is_refused
    async def abandon(self, channel_id: int, user_id: int, *, moderator: bool = False) -> Update:
        """End the channel's game without a result (its creator or a moderator)."""
        async with self._lock(channel_id):
            loaded = await self._load(channel_id)
            record = loaded.record
            if user_id != record.created_by and not moderator:
                raise refuse("error.not_creator")
            ended = replace(record, status=GameStatus.ABANDONED)
            line = phrase("game.abandoned")
            return await self.commit(loaded, Change(ended, loaded.state, extra=(line,)))

    # -- reading -------------------------------------------------------------------------

    @busy_is_refused
    async def board(self, channel_id: int) -> Update:
        """The current public picture, for /board and for reposting after a restart."""
        loaded = await self._load(channel_id, open_only=False)
        if loaded.record.status == GameStatus.LOBBY:
            raise refuse("error.not_started")
        return self._update(loaded, loaded.record, loaded.state, ())

    @busy_is_refused
    async def lobby(self, channel_id: int) -> Lobby:
        loaded = await self._load(channel_id, open_only=False)
        return self._lobby(loaded.record, loaded.rules)

    @busy_is_refused
    async def private_view(self, channel_id: int, user_id: int) -> PrivateView:
        """The seat's own view and moves; after the end, the hand as the game left it."""
        loaded = await self._load(channel_id, open_only=False)
        if loaded.record.status == GameStatus.LOBBY:
            raise refuse("error.not_started")
        if loaded.state is None:
            raise refuse("error.no_game")
        record, rules, state = loaded.record, loaded.rules, loaded.state
        seat = self._seat(record, user_id)
        over = record.status in (GameStatus.FINISHED, GameStatus.ABANDONED)
        # a seat's own controls leave out what would be refused (an acceptance it cannot pay)
        legal = playable(rules, state, seat) if record.status == GameStatus.ACTIVE else []
        return PrivateView(
            channel_id,
            record.game_key,
            seat,
            record.version,
            rules.view(state, seat),
            choices_of(rules, state, seat, legal, details(record.game_key, record.options)),
            seat_names(record),
            over=over,
            seats=record.seats,
        )

    @busy_is_refused
    async def history(
        self,
        channel_id: int,
        user_id: int | None = None,
        limit: int = 30,
        locale: str | None = None,
    ) -> tuple[list[Line], str, tuple[str, ...]]:
        """The game's story so far as the user may know it (public events and their own), with
        the game's key and the seats' names (in `locale`) to word it."""
        loaded = await self._load(channel_id, open_only=False)
        seat = loaded.record.seat_of(user_id) if user_id is not None else None
        names = seat_names(loaded.record, locale)
        notes: dict[int, list[Line]] = {}  # table events that are not moves (subs, clock moves)
        for told in await self.store.notes(channel_id, loaded.record.created_at):
            notes.setdefault(told.seq, []).append(phrase(told.key, **told.params))
        # each line is numbered in turn (a move's seq skips private steps and repeats for a
        # move's several events); an undo names the line where the move it took back began
        lines: list[Line] = []
        began: dict[int, int] = {}  # move seq -> number of its first line

        def add(body: Line, seq: int, *, undone: bool = False) -> None:
            began.setdefault(seq, len(lines) + 1)
            line = phrase("log.line", seq=len(lines) + 1, line=body)
            lines.append(phrase("log.undone", line=line) if undone else line)

        for note in notes.pop(0, ()):
            add(note, 0)
        moves = await self.store.moves(channel_id)
        gone = undone_seqs(moves)
        for move in moves:
            target = undone_by(move.token)
            if target is not None:
                n = began.get(target, target)
                add(phrase("log.undo", name=Seat(move.seat), n=n), move.seq)
            for raw in move.events if target is None else ():
                event = Event.from_json(raw)
                if event.visible(seat):
                    add(loaded.rules.event_phrase(event), move.seq, undone=move.seq in gone)
            for note in notes.pop(move.seq, ()):
                add(note, move.seq)
        for seq, rest in sorted(notes.items()):
            for note in rest:
                add(note, seq)
        return lines[-limit:], loaded.record.game_key, names

    @busy_is_refused
    async def games_of(self, user_id: int) -> list[GameRecord]:
        return await self.store.games_of(user_id)

    @busy_is_refused
    async def replay_moves(self, channel_id: int) -> list[tuple[int, str]]:
        """The moves that make the game, in order; undone moves and undo marks left out."""
        return [(m.seat, m.token) for m in live(await self.store.moves(channel_id))]
