"""The chat commands, independent of Discord: each turns a request into Replies to show.

Cogs and the console both call these, so a command behaves the same everywhere.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bot.chat.guide import guide
from bot.chat.lobby_panel import LobbyPanel, lobby_panel, option_label, option_value, value_label
from bot.chat.matching import closest, find, looks_like_token
from bot.engine.ai import DEFAULT_LEVEL
from bot.engine.core import RuleError
from bot.engine.registry import REGISTRY, get_rules
from bot.engine.words import Line, Phrase
from bot.league import results
from bot.league.challenge_scores import finished_note
from bot.shards import Shards
from bot.store.base import GameStatus, SeatRecord
from bot.table import cards
from bot.table.clock import HALF, format_duration
from bot.table.metrics import RENDER_SECONDS, timed
from bot.table.seats import GameSummary, Seats
from bot.table.service import (
    Choice,
    GameService,
    Lobby,
    PrivateView,
    Update,
    names_of,
    refuse,
    seat_name,
)
from bot.table.timekeeper import ClockMove, Notice, Paused, Reminder, Timekeeper
from bot.table.turns import matters
from bot.words.catalogue import has, language_of, languages, players, t
from bot.words.phrases import say
from renderers import render, to_png
from renderers.cards import CardFace, card_book
from renderers.decision import Decision, Option, render_decision
from renderers.results import ResultSheet, final_pictures

CONTENT_LIMIT = 2000
LABEL_LIMIT = 80
BUTTON_ROWS = 4
BUTTONS_PER_ROW = 5
SELECT_LIMIT = 25
PRIVATE_ROWS = 5  # an ephemeral hand has no hand button: every row holds moves
LINES_SHOWN = 12
LISTED_MOVES = 8  # moves named in a refusal (several matches, or the closest ones)
LANGUAGE_META = "language:guild:"  # + guild id: the language a moderator chose ("" = auto)
GUILD_LOCALE_META = "locale:guild:"  # + guild id: the preferred locale Discord last sent
NOTE_META = "note:user:"  # + user id: a private note to show at their next command
USER_LOCALE_META = "locale:user:"  # + user id: the language Discord last sent for the user


@dataclass(frozen=True, slots=True)
class Requester:
    """Who asked, where, and in which language (filled from the interaction or console line)."""

    channel_id: int
    user_id: int
    name: str = ""
    locale: str | None = None
    guild_id: int | None = None
    moderator: bool = False
    guild_locale: str | None = None  # the server's preferred locale, as Discord sends it
    table: str | None = None  # the language of public messages here (`Commands.with_language`)

    @property
    def public(self) -> str | None:
        """The language for what the whole channel reads: boards, lobby, narration."""
        return self.table or self.locale


@dataclass(frozen=True, slots=True)
class BoardImage:
    """A board to render off the event loop, once the interaction is acknowledged."""

    game_key: str
    view: Any
    highlight: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    filename: str = "board.png"
    result: ResultSheet | None = None  # the final score sheet, drawn under the board
    spots: bool = False  # every spot's id (Catan's /board spots:true)
    locale: str | None = None  # the language of the board's words (the table's or the reader's)
    decision: Decision | None = None  # instead of the board: the compact picture of one seat's turn
    ended: str | None = None  # how a game that stopped off the board ended (renderers.render)


@dataclass(frozen=True, slots=True)
class CardImage:
    """One card of a game's book, drawn in full (for /card), off the event loop too."""

    game_key: str
    card_id: str
    filename: str = "card.png"
    locale: str | None = None  # the reader's language for the card's words


@dataclass(frozen=True, slots=True)
class ReplyFile:
    """A file to attach (a replay, a chart), made in a worker thread once the interaction is
    acknowledged: `make` is slow and must not run on the event loop."""

    filename: str
    make: Callable[[], bytes]


async def make_files(files: Sequence[ReplyFile]) -> list[tuple[str, bytes]]:
    """Each file's name and bytes, made off the event loop."""
    return [(f.filename, await asyncio.to_thread(f.make)) for f in files]


@dataclass(frozen=True, slots=True)
class Menu:
    """One select menu of moves: a placeholder naming the group, and at most 25 choices."""

    placeholder: str
    choices: tuple[Choice, ...]


def menus_for(choices: Sequence[Choice], limit: int, locale: str | None) -> tuple[Menu, ...]:
    """Group moves by kind into menus of 25; if the groups do not fit, cut the list in order."""
    groups: dict[str, list[Choice]] = {}
    for choice in choices:
        groups.setdefault(choice.group, []).append(choice)
    menus: list[Menu] = []
    for group, items in groups.items():
        parts = [items[i : i + SELECT_LIMIT] for i in range(0, len(items), SELECT_LIMIT)]
        for n, part in enumerate(parts, start=1):
            title = (
                t("ui.menu", locale, group=group)
                if len(parts) == 1
                else t("ui.menu_part", locale, group=group, n=n)
            )
            menus.append(Menu(title, tuple(part)))
    if len(menus) <= limit:
        return tuple(menus)
    flat = list(choices)[: limit * SELECT_LIMIT]
    return tuple(
        Menu(t("ui.choose_move", locale), tuple(flat[i : i + SELECT_LIMIT]))
        for i in range(0, len(flat), SELECT_LIMIT)
    )


def board_controls(
    choices: Sequence[Choice], locale: str | None, rows: int = BUTTON_ROWS
) -> tuple[tuple[Choice, ...], tuple[Menu, ...]]:
    """Split public moves into buttons and menus that fit `rows` rows (the hand button has its own).

    Whole kinds of moves become buttons, in the game's order, while they fit; the other kinds
    become one menu each (e.g. Duel: build and discard buttons, a menu of wonders).
    """
    groups: dict[str, list[Choice]] = {}
    for choice in choices:
        groups.setdefault(choice.group, []).append(choice)

    def rows_needed(buttons: int, menu_groups: list[str]) -> int:
        menus = sum(-(-len(groups[g]) // SELECT_LIMIT) for g in menu_groups)
        return -(-buttons // BUTTONS_PER_ROW) + menus

    buttons: list[Choice] = []
    in_menus = list(groups)
    for group in list(groups):
        rest = [g for g in in_menus if g != group]
        if rows_needed(len(buttons) + len(groups[group]), rest) <= rows:
            buttons += groups[group]
            in_menus = rest
    if rows_needed(len(buttons), in_menus) > rows:
        return (), menus_for(choices, rows, locale)
    menu_choices = [c for c in choices if c.group in in_menus]
    return tuple(buttons), menus_for(menu_choices, rows, locale)


@dataclass(frozen=True, slots=True)
class Reply:
    """One message to send: text, an optional board, and the controls under it."""

    content: str
    image: BoardImage | CardImage | None = None
    ephemeral: bool = False
    mentions: tuple[int, ...] = ()
    version: int | None = None
    buttons: tuple[Choice, ...] = ()
    menus: tuple[Menu, ...] = ()
    hand_button: bool = False
    is_error: bool = False
    extra: dict[str, Any] = field(default_factory=dict)
    follow: bool = False  # bots think next: post what Commands.follow yields after this
    turn: Update | None = None  # a public board: a new turn message, or an edit of the last one
    fresh: bool = False  # always a new message (a game's first board, /board)
    public: Reply | None = None  # the table's board to place before this private answer
    lobby: LobbyPanel | None = None  # a lobby's buttons and menus
    undo: int | None = None  # an Undo button for this move seq (on the mover's own reply)
    after: tuple[Reply, ...] = ()  # private notes for the requester, sent after this one
    files: tuple[ReplyFile, ...] = ()  # attachments made off the loop (replays, charts)


@dataclass(frozen=True, slots=True)
class Outgoing:
    """A message nobody asked for (the clock's): to a game's channel, or to a user's DMs."""

    channel_id: int
    reply: Reply
    dm_to: int | None = None  # a DM to this user instead of a channel message
    guild_id: int | None = None


def clip(text: str, limit: int) -> str:
    """Shorten text to a Discord limit, marking the cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def ended_words(ended: Update, locale: str | None) -> str:
    """How a game that stopped off the board ended, for the band of its pictures: the result
    of a resignation or a timeout, or that it was abandoned."""
    if ended.outcome is None:
        return t("board.abandoned", locale)
    headline = results.headline(ended.outcome, ended.names, locale, plain=True)
    return t("board.ended", locale, headline=headline)


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


async def render_pngs(image: BoardImage | CardImage) -> list[bytes]:
    """Render a board (with the final score sheet, maybe as a second picture) or a card in a
    worker thread, so the event loop keeps serving other channels."""
    if isinstance(image, CardImage):
        with timed(RENDER_SECONDS, "card"):
            return [await asyncio.to_thread(render_card_sync, image)]
    with timed(RENDER_SECONDS, "board"):
        return await asyncio.to_thread(render_png_sync, image)


def picture_names(image: BoardImage | CardImage, count: int) -> list[str]:
    """The file names of an image's pictures: its own, then `<stem>-sheet.png` and on."""
    stem = image.filename.rsplit(".", 1)[0]
    return [image.filename, *(f"{stem}-sheet{'' if i == 1 else i}.png" for i in range(1, count))]


def render_card_sync(image: CardImage) -> bytes:
    book = card_book(image.game_key)
    if book is None:
        raise LookupError(f"no card book for {image.game_key!r}")
    return to_png(book.picture(image.card_id, image.locale))


def render_png_sync(image: BoardImage) -> list[bytes]:
    if image.decision is not None:
        return [to_png(render_decision(image.decision))]
    board = render(
        image.game_key,
        image.view,
        highlight=image.highlight,
        names=image.names,
        spots=image.spots,
        locale=image.locale,
        ended=image.ended,
    )
    if image.result is None:
        return [to_png(board)]
    return [to_png(p) for p in final_pictures(board, image.result)]


class Commands:
    """Every slash command as a plain coroutine returning a Reply."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self.turns = service.turns  # which message shows each table's turn
        self.timekeeper = Timekeeper(service)
        self.seats = Seats(service)

    # -- shared building blocks ----------------------------------------------------------

    def error(self, who: Requester, err: RuleError) -> Reply:
        """A refusal, in the reader's language when the catalogue has it."""
        if err.key and has(err.key):
            refusal = Phrase(err.key, tuple(err.params.items()))
            names = names_of(err.seats, who.locale) if err.seats else err.names
            text = say(refusal, who.locale, game=err.game, names=names)
        else:
            text = str(err)
        return Reply(
            clip(t("reply.error", who.locale, message=text), CONTENT_LIMIT),
            ephemeral=True,
            is_error=True,
        )

    def _seat_line(self, who: Requester, seat: SeatRecord) -> str:
        if seat.is_bot:
            name = seat_name(seat, who.public)
            if seat.level:
                level = t(f"level.{seat.level}", who.public)
                name = t("seat.bot_level", who.public, name=name, level=level)
            return t("lobby.seat_bot", who.public, n=seat.seat + 1, name=name)
        return t("lobby.seat_user", who.public, n=seat.seat + 1, user=mention(seat.user_id or 0))

    def lobby_reply(self, who: Requester, lobby: Lobby, headline: str) -> Reply:
        if lobby.started is not None:
            return self.board_reply(who, lobby.started, fresh=True)
        seats = "\n".join(self._seat_line(who, s) for s in lobby.seats)
        known = {o.name: o for o in get_rules(lobby.game_key).options}
        opts = ", ".join(
            f"{option_label(lobby.game_key, known[k], who.public)}: "
            f"{value_label(lobby.game_key, known[k], v, who.public)}"
            if k in known
            else f"{k}={option_value(v)}"
            for k, v in lobby.options.items()
        )
        body = t(
            "lobby.body",
            who.public,
            title=lobby.title,
            seats=seats,
            n=len(lobby.seats),
            players=players(who.public, lobby.min_players, lobby.max_players),
            options=opts or t("lobby.no_options", who.public),
        )
        panel = None
        if lobby.status == GameStatus.LOBBY:
            panel = lobby_panel(
                lobby.game_key, lobby.options, len(lobby.seats), lobby.max_players, who.public
            )
        return Reply(clip(f"{headline}\n{body}", CONTENT_LIMIT), lobby=panel)

    def board_reply(
        self, who: Requester, update: Update, *, ping: bool = True, fresh: bool = False
    ) -> Reply:
        """The one message posted after each move: board, what happened, who must act."""
        if update.seats:  # bots' levels in the table's language
            update = replace(update, names=names_of(update.seats, who.public))
        head = t("board.header", who.public, title=update.title, version=update.version)
        shown, skipped = kept_lines(update.lines, LINES_SHOWN)
        lines = [self.word(x, who.public, update) for x in shown]
        parts: list[str] = []
        final = update.outcome is not None and update.status == GameStatus.FINISHED
        if final:
            assert update.outcome is not None
            parts += results.text(
                update.game_key, update.outcome, update.names, update.seats, who.public
            )
        elif update.outcome is not None and update.over:
            parts.append(self._outcome_text(who, update))
        elif update.status == GameStatus.ABANDONED:
            pass
        elif update.ping:
            asked = getattr(update.view, "ask", None)  # what the view says is being decided
            if isinstance(asked, Phrase):  # (a forced discard after "ends the turn"): why
                parts.append(t("board.asked", who.public, ask=self.word(asked, who.public, update)))
            parts.append(
                t("board.your_turn", who.public, users=", ".join(mention(u) for u in update.ping))
            )
        elif update.to_move:
            parts.append(t("board.waiting_bots", who.public))
        active = update.status == GameStatus.ACTIVE
        image = None
        if update.view is not None:
            sheet = None
            if final:
                assert update.outcome is not None
                sheet = results.sheet(update.game_key, update.outcome, update.names, who.public)
            image = BoardImage(
                update.game_key,
                update.view,
                update.highlight,
                update.names,
                result=sheet,
                locale=who.public,
                ended=ended_words(update, who.public) if update.halted else None,
            )
        choices = (
            worded(update.choices, who.public, update.game_key, update.names) if active else ()
        )
        buttons, menus = board_controls(choices, who.public)
        if len(buttons) + sum(len(m.choices) for m in menus) < len(choices):
            parts.append(t("ui.more_moves", who.public))
        told = fitted(lines, skipped, CONTENT_LIMIT - len("\n".join([head, *parts])) - 1, who)
        return Reply(
            clip("\n".join([head, *told, *parts]), CONTENT_LIMIT),
            image=image,
            mentions=self._mentions(update, final=final, ping=ping),
            version=update.version,
            buttons=tuple(buttons),
            menus=menus,
            hand_button=active,
            follow=active and bool(update.thinking),
            turn=update,
            fresh=fresh,
        )

    @staticmethod
    def _mentions(update: Update, *, final: bool, ping: bool) -> tuple[int, ...]:
        """Who a board pings: the players who must act now; at the end, every player."""
        if not ping:
            return ()
        if final:
            return results.players(update.seats)
        return update.ping if update.status == GameStatus.ACTIVE else ()

    def _outcome_text(self, who: Requester, update: Update) -> str:
        out = update.outcome
        assert out is not None
        names = update.names
        winners = ", ".join(names[i] if i < len(names) else str(i + 1) for i in sorted(out.winners))
        scores = ", ".join(
            f"{names[i] if i < len(names) else i + 1}: {score}"
            for i, score in enumerate(out.scores)
        )
        reason = results.how(out, names, who.public)  # the cause in words, not the engine's
        if not out.winners:
            return t("board.game_over_lost", who.public, scores=scores, reason=reason)
        return t("board.game_over", who.public, winners=winners, scores=scores, reason=reason)

    def private_reply(
        self,
        who: Requester,
        pv: PrivateView,
        *,
        undo: int | None = None,
        note: str = "",
    ) -> Reply:
        """An ephemeral look at one's own hand, with the moves one can make (and an Undo
        button, on the last row, after a move that may be taken back).

        Its picture is the compact one of the decision at hand (readable on a phone), its
        moves numbered as the buttons and menus are (the full board is the table's)."""
        if pv.seats:  # bots' names and levels in the reader's language
            pv = replace(pv, names=names_of(pv.seats, who.locale))
        lines = [note] if note else []
        lines.append(t("hand.header", who.locale, seat=pv.seat + 1, name=pv.names[pv.seat]))
        if pv.over:
            lines.append(t("hand.over", who.locale))
        elif pv.choices:
            lines.append(t("hand.moves", who.locale, n=len(pv.choices)))
        else:
            lines.append(t("hand.no_moves", who.locale))
        rows = PRIVATE_ROWS - (1 if undo is not None else 0)
        choices = worded(pv.choices, who.locale, pv.game_key, pv.names)
        buttons, menus = board_controls(choices, who.locale, rows=rows)
        buttons, menus, options = numbered(buttons, menus)
        shown = len(options)
        if shown < len(pv.choices):
            lines.append(t("hand.more_moves", who.locale, n=len(pv.choices) - shown))
        decision = Decision(
            pv.game_key,
            pv.view,
            pv.seat,
            tuple(pv.names),
            options if not pv.over else (),
            more=len(pv.choices) - shown if not pv.over else 0,
            over=pv.over,
            locale=who.locale,
        )
        return Reply(
            "\n".join(lines),
            image=BoardImage(
                pv.game_key, pv.view, (), pv.names, "hand.png", locale=who.locale, decision=decision
            ),
            ephemeral=True,
            version=pv.version,
            buttons=buttons,
            menus=menus,
            undo=undo,
        )

    def undo_offer(self, who: Requester, update: Update) -> tuple[Reply, ...]:
        """The mover's private note with an Undo button, after a move that may be taken back."""
        if update.undoable is None:
            return ()
        text = t(_offer_key(who, update.seats), who.locale)
        return (Reply(text, ephemeral=True, version=update.version, undo=update.undoable),)

    # -- languages ------------------------------------------------------------------------

    @staticmethod
    def word(x: Line, locale: str | None, update: Update) -> str:
        """One line of a board's story in `locale` (a phrase worded, an English line as is)."""
        rules = REGISTRY.get(update.game_key)
        name_of = rules.name_of if rules is not None else None
        return say(x, locale, game=update.game_key, names=update.names, name_of=name_of)

    async def with_language(self, who: Requester) -> Requester:
        """`who` with the language of this channel's public messages: the server's choice
        (/settings language), else the server's preferred locale, else, in a DM, the user's
        own language if we have it (English otherwise). The user's language is remembered
        for what the clock later sends them (`reader_language`)."""
        remembered = self.service.remembered
        if who.locale and who.user_id:
            mine = f"{USER_LOCALE_META}{who.user_id}"
            if await remembered.get(mine) != language_of(who.locale):
                await remembered.set(mine, language_of(who.locale))
        if who.guild_id is None:
            return replace(who, table=language_of(who.locale))
        chosen = await remembered.get(f"{LANGUAGE_META}{who.guild_id}")
        if chosen:
            return replace(who, table=chosen)
        seen = f"{GUILD_LOCALE_META}{who.guild_id}"
        if who.guild_locale:
            if await remembered.get(seen) != who.guild_locale:
                await remembered.set(seen, who.guild_locale)  # for the clock's posts
            return replace(who, table=language_of(who.guild_locale))
        return replace(who, table=language_of(await remembered.get(seen)))

    async def reader_language(self, user_id: int, fallback: str | None) -> str:
        """The language of what is sent to one person on nobody's click (the clock's DMs): the
        one Discord last sent for them, else `fallback` (the channel's)."""
        return language_of(
            await self.service.remembered.get(f"{USER_LOCALE_META}{user_id}") or fallback
        )

    async def clock_language(self, notice: Notice) -> Requester:
        """Where the clock posts, in the language the channel reads: a server's, or in a DM
        game (no server) the language of the player the notice is about."""
        here = Requester(notice.channel_id, 0, guild_id=notice.guild_id)
        if notice.guild_id is None:
            users = notice.users if not isinstance(notice, ClockMove) else (notice.user_id,)
            mine = await self.reader_language(users[0], None) if users else None
            here = replace(here, locale=mine)
        return await self.with_language(here)

    async def settings_language(self, who: Requester, language: str) -> Reply:
        """/settings language: a moderator picks the server's language, or `auto` (Discord's
        preferred locale of the server)."""
        word = language.strip().lower()
        if who.guild_id is None:
            return self.error(who, refuse("error.settings_dm"))
        if not who.moderator:
            return self.error(who, refuse("error.settings_moderator"))
        if word != "auto" and word not in languages():
            known = ", ".join([*languages(), "auto"])
            return self.error(who, refuse("error.bad_language", language=word, known=known))
        await self.service.remembered.set(
            f"{LANGUAGE_META}{who.guild_id}", "" if word == "auto" else word
        )
        now = await self.with_language(replace(who, table=None))
        name = t(f"language.{now.table}", now.table)
        return Reply(t("settings.language_set", now.table, language=name), ephemeral=False)

    async def guard(self, who: Requester, coro: Any) -> Any:
        """The command's reply, or its refusal worded for the reader (a RuleError)."""
        return await self._guard(who, coro)

    async def _guard(self, who: Requester, coro: Any) -> Any:
        try:
            return await coro
        except RuleError as err:
            return self.error(who, err)

    # -- /game ---------------------------------------------------------------------------

    async def game_new(
        self,
        who: Requester,
        game: str,
        options: Mapping[str, Any] | str | None = None,
        bots: int = 0,
        level: str = DEFAULT_LEVEL,
        clock: str | None = None,
        timeout: str | None = None,
    ) -> Reply:
        """Open a table; `options` may be the raw `name:value` words a player typed (the
        `clock:` and `timeout:` words among them set the turn clock)."""

        async def run() -> Reply:
            opts = dict(
                parse_options(options.split()) if isinstance(options, str) else options or {}
            )
            clock_word = str(clock or opts.pop("clock", "off"))
            timeout_word = str(timeout or opts.pop("timeout", "bot"))
            lobby = await self.service.create(
                who.channel_id,
                who.user_id,
                game,
                opts,
                name=who.name,
                bots=bots,
                guild_id=who.guild_id,
                level=level,
                clock=clock_word,
                timeout=timeout_word,
            )
            headline = t("lobby.created", who.public, user=mention(who.user_id), title=lobby.title)
            if clock_word.strip().lower() != "off":
                rule = t(f"clock.rule_{timeout_word.strip().lower()}", who.public)
                headline += "\n" + t("clock.lobby", who.public, clock=clock_word, rule=rule)
            return self.lobby_reply(who, lobby, headline)

        return await self._guard(who, run())

    async def game_join(self, who: Requester) -> Reply:
        async def run() -> Reply:
            back = await self.seats.take_back(who.channel_id, who.user_id, who.name)
            if back is not None:  # the clock had given their seat to a bot
                return self.board_reply(who, back, fresh=True)  # seat changes: a new message
            try:
                lobby = await self.service.join(who.channel_id, who.user_id, name=who.name)
            except RuleError as err:  # a game that has ended: say so, as /play does
                if err.key == "error.no_game":
                    raise await self._ended(who) or err from None
                raise
            return self.lobby_reply(
                who, lobby, t("lobby.joined", who.public, user=mention(who.user_id))
            )

        return await self._guard(who, run())

    async def game_leave(self, who: Requester) -> Reply:
        async def run() -> Reply:
            lobby = await self.service.leave(who.channel_id, who.user_id)
            return self.lobby_reply(
                who, lobby, t("lobby.left", who.public, user=mention(who.user_id))
            )

        return await self._guard(who, run())

    async def game_start(self, who: Requester) -> Reply:
        async def run() -> Reply:
            lobby = await self.service.start(who.channel_id, who.user_id, moderator=who.moderator)
            return self.lobby_reply(who, lobby, "")

        return await self._guard(who, run())

    async def game_add_bot(self, who: Requester, level: str) -> Reply:
        """The lobby's bot menu: seat a bot of that level."""

        async def run() -> Reply:
            lobby = await self.service.add_bot(
                who.channel_id, who.user_id, level, moderator=who.moderator
            )
            return self.lobby_reply(
                who, lobby, t("table.bot_added", who.locale, level=t(f"level.{level}", who.locale))
            )

        return await self._guard(who, run())

    async def game_set_option(self, who: Requester, choice: str) -> Reply:
        """A lobby option menu: `choice` is `name:value`, the words one would type."""

        async def run() -> Reply:
            name, _, value = choice.partition(":")
            lobby = await self.service.set_option(
                who.channel_id, who.user_id, name, value, moderator=who.moderator
            )
            return self.lobby_reply(
                who, lobby, t("table.option_set", who.locale, user=mention(who.user_id))
            )

        return await self._guard(who, run())

    def check_new(
        self,
        who: Requester,
        game: str,
        options: Mapping[str, Any] | str | None = None,
        bots: int = 0,
        level: str = DEFAULT_LEVEL,
        clock: str | None = None,
        timeout: str | None = None,
    ) -> Reply | None:
        """The refusal /game new would give, before a thread is opened for it; None if fine."""
        try:
            opts = dict(
                parse_options(options.split()) if isinstance(options, str) else options or {}
            )
            clock_word = str(clock or opts.pop("clock", "off"))
            timeout_word = str(timeout or opts.pop("timeout", "bot"))
            self.service.check_new(game, opts, bots, level, clock_word, timeout_word)
        except RuleError as err:
            return self.error(who, err)
        return None

    async def game_status(self, who: Requester) -> Reply:
        async def run() -> Reply:
            reader = replace(who, table=who.locale)  # a private answer: the reader's language
            lobby = await self.service.lobby(who.channel_id)
            if lobby.status == GameStatus.LOBBY:
                reply = self.lobby_reply(reader, lobby, t("lobby.waiting", who.locale))
            else:
                update = await self.service.board(who.channel_id)
                reply = self.board_reply(reader, update, ping=False)
                seats = "\n".join(self._seat_line(reader, s) for s in lobby.seats)
                players = t("board.players", who.locale, seats=seats)
                reply = replace(reply, content=clip(f"{reply.content}\n{players}", CONTENT_LIMIT))
            return Reply(reply.content, ephemeral=True)

        return await self._guard(who, run())

    async def game_resign(self, who: Requester) -> Reply:
        async def run() -> Reply:
            update = await self.service.resign(who.channel_id, who.user_id)
            return self.board_reply(who, update, fresh=True)  # announced in a new message

        return await self._guard(who, run())

    async def game_abandon(self, who: Requester) -> Reply:
        async def run() -> Reply:
            update = await self.service.abandon(
                who.channel_id, who.user_id, moderator=who.moderator
            )
            said = (self.word(x, who.public, update) for x in update.lines)
            return Reply(clip("\n".join(said), CONTENT_LIMIT))

        return await self._guard(who, run())

    async def game_list(self, who: Requester) -> Reply:
        lines = [t("list.header", who.locale)]
        for key, rules in sorted(REGISTRY.items()):
            opts = ", ".join(
                f"{o.name}:{'|'.join(str(c).lower() for c in o.choices)}" for o in rules.options
            )
            lines.append(
                t(
                    "list.game",
                    who.locale,
                    key=key,
                    title=rules.title,
                    players=players(who.locale, rules.min_players, rules.max_players),
                    options=opts or t("lobby.no_options", who.locale),
                )
            )
        mine = await self.service.games_of(who.user_id)
        if mine:
            lines.append(t("list.mine", who.locale))
            lines += [
                t(
                    "list.mine_game",
                    who.locale,
                    channel=f"<#{g.channel_id}>",
                    key=g.game_key,
                    status=t(f"list.status_{g.status}", who.locale),
                )
                for g in mine
            ]
        return Reply(clip("\n".join(lines), CONTENT_LIMIT), ephemeral=True)

    # -- people and the clock ------------------------------------------------------------

    async def game_sub(
        self,
        who: Requester,
        user_id: int,
        name: str = "",
        replacing: int | None = None,
        *,
        is_bot: bool = False,
    ) -> Reply:
        """Hand a seat (one's own, or a moderator: anyone's) to another person."""

        async def run() -> Reply:
            update = await self.seats.sub(
                who.channel_id,
                who.user_id,
                user_id,
                name,
                replacing=replacing,
                moderator=who.moderator,
                new_is_bot=is_bot,
            )
            return self.board_reply(who, update, fresh=True)  # announced in a new message

        return await self._guard(who, run())

    async def game_kick(self, who: Requester, user_id: int) -> Reply:
        """A moderator hands a player's seat to a bot."""

        async def run() -> Reply:
            update = await self.seats.kick(
                who.channel_id, who.user_id, user_id, moderator=who.moderator
            )
            return self.board_reply(who, update, fresh=True)  # announced in a new message

        return await self._guard(who, run())

    async def notify(self, who: Requester, on: bool) -> Reply:
        await self.seats.set_notify(who.user_id, on)
        return Reply(t("notify.on" if on else "notify.off", who.locale), ephemeral=True)

    async def mygames(self, who: Requester) -> Reply:
        """Every game the user is seated in, those waiting for them first."""
        games = await self.seats.my_games(who.user_id, who.locale)
        if not games:
            return Reply(t("mygames.none", who.locale), ephemeral=True)
        now = self.service.now()
        lines = [t("mygames.header", who.locale)] + [self._my_game(who, g, now) for g in games]
        text = "\n".join(lines)
        while len(text) > CONTENT_LIMIT and len(lines) > 2:
            lines.pop()
            text = "\n".join(lines)
        return Reply(clip(text, CONTENT_LIMIT), ephemeral=True)

    def _my_game(self, who: Requester, game: GameSummary, now: float) -> str:
        if game.status == GameStatus.LOBBY:
            return t("mygames.lobby", who.locale, title=game.title, link=game.link)
        waited = format_duration(now - game.since, who.locale)
        if game.waiting_for_you:
            left = ""
            if game.deadline is not None:
                left = t(
                    "mygames.left",
                    who.locale,
                    time=format_duration(game.deadline - now, who.locale),
                )
            return t(
                "mygames.yours",
                who.locale,
                title=game.title,
                time=waited,
                left=left,
                link=game.link,
            )
        names = ", ".join(
            mention(u) if u is not None else n
            for u, n in zip(game.to_move, game.names, strict=True)
        ) or t("board.waiting_bots", who.locale)
        return t(
            "mygames.theirs", who.locale, title=game.title, names=names, time=waited, link=game.link
        )

    async def tick(self, shards: Shards | None = None) -> list[Outgoing]:
        """Fire what the clock has due in the channels of `shards` (None: everywhere):
        reminders and clock moves as channel messages (and reminder DMs for those who asked
        for turn DMs)."""
        out: list[Outgoing] = []
        for notice in await self.timekeeper.fire_due(shards):
            here = await self.clock_language(notice)
            if isinstance(notice, Reminder):
                key = "clock.half" if notice.stage == HALF else "clock.tenth"
                left = format_duration(notice.left, here.public)
                text = t(
                    key, here.public, users=", ".join(mention(u) for u in notice.users), left=left
                )
                out.append(
                    Outgoing(
                        notice.channel_id,
                        Reply(text, mentions=notice.users),
                        guild_id=notice.guild_id,
                    )
                )
                if notice.guild_id is not None:  # in a DM game the reminder is the DM already
                    title = (await self.service.lobby(notice.channel_id)).title
                    link = await self.seats.board_link(notice.channel_id, notice.guild_id)
                    for user in await self.seats.to_notify(notice.users):
                        mine = await self.reader_language(user, here.public)
                        dm = t(
                            "notify.reminder",
                            mine,
                            left=format_duration(notice.left, mine),
                            title=title,
                            link=link,
                        )
                        out.append(Outgoing(notice.channel_id, Reply(dm), dm_to=user))
            elif isinstance(notice, Paused):
                users = ", ".join(mention(u) for u in notice.users)
                key = "clock.paused_unseen" if notice.unseen else "clock.paused"
                text = t(key, here.public, users=users)
                out.append(
                    Outgoing(
                        notice.channel_id,
                        Reply(text, mentions=notice.users),
                        guild_id=notice.guild_id,
                    )
                )
            elif isinstance(notice, ClockMove):
                out.append(
                    Outgoing(
                        notice.channel_id,
                        self.board_reply(here, notice.update, fresh=True),  # told anew
                        guild_id=notice.guild_id,
                    )
                )
        return out

    async def clock_unseen(
        self, channel_id: int, guild_id: int | None, text: str
    ) -> list[Outgoing]:
        """A clock message could not be posted in its channel (the bot may not post there):
        the clock stops acting on time there, and the game's players are told by DM, with the
        message that could not be shown."""
        await self.timekeeper.set_unseen(channel_id, True)
        try:
            lobby = await self.service.lobby(channel_id)
        except RuleError:
            return []  # the game is gone
        here = await self.with_language(Requester(channel_id, 0, guild_id=guild_id))
        link = await self.seats.board_link(channel_id, guild_id)
        told = t("clock.undelivered", here.public, title=lobby.title, link=link)
        quoted = "\n".join(f"> {line}" for line in text.splitlines() if line.strip())
        dm = clip(f"{told}\n{quoted}" if quoted else told, CONTENT_LIMIT)
        people = dict.fromkeys(s.user_id for s in lobby.seats if s.user_id and not s.is_bot)
        return [Outgoing(channel_id, Reply(dm), dm_to=u, guild_id=guild_id) for u in people]

    async def clock_seen(self, channel_id: int) -> None:
        """A clock message went up in the channel: the clock may act on time there again."""
        await self.timekeeper.set_unseen(channel_id, False)

    async def note_later(self, user_id: int, reply: Reply) -> None:
        """A private note that could not be sent (closed DMs): shown, ephemerally, at the
        person's next command."""
        await self.service.remembered.set(f"{NOTE_META}{user_id}", reply.content)

    async def notes_for(self, who: Requester) -> list[Reply]:
        """The private note kept for this person, once."""
        key = f"{NOTE_META}{who.user_id}"
        kept = await self.service.remembered.get(key)
        if not kept:
            return []
        await self.service.remembered.set(key, "")
        return [Reply(kept, ephemeral=True)]

    async def board_posted(
        self,
        channel_id: int,
        guild_id: int | None,
        message_id: int | None,
        reply: Reply | None,
        asker: Requester | None = None,
    ) -> list[Outgoing]:
        """A reply went up in a channel (None: nothing new did, a board was edited in place):
        if it is a board, remember it for links, and the turn DMs to send to the players it
        pings who asked for them (none in a DM game: that is their DM); for `asker` (who made
        it happen, in a server), once after DMs to them failed, a private note saying so (an
        `Outgoing` whose reply is ephemeral, with no `dm_to`). Everyone's preferences are read
        at once."""
        board = (
            reply is not None
            and reply.version is not None
            and not reply.ephemeral
            and not reply.is_error
        )
        if board and message_id is not None:
            await self.seats.board_posted(channel_id, guild_id, message_id)
        turn = board and reply is not None and reply.hand_button  # the game goes on (not its end)
        pinged = reply.mentions if reply is not None and turn and guild_id is not None else ()
        asking = asker.user_id if asker is not None and asker.guild_id is not None else None
        if not pinged and asking is None:
            return []
        prefs = await self.seats.prefs_of((*pinged, *([asking] if asking is not None else [])))
        out: list[Outgoing] = []
        users = await self.seats.to_notify(pinged, prefs) if pinged else []
        if users:
            title = (await self.service.lobby(channel_id)).title
            link = await self.seats.board_link(channel_id, guild_id)
            table = (await self.with_language(Requester(channel_id, 0, guild_id=guild_id))).public
            for u in users:
                text = t(
                    "notify.turn", await self.reader_language(u, table), title=title, link=link
                )
                out.append(Outgoing(channel_id, Reply(text), dm_to=u))
        if asking is not None and await self.seats.tell_dm_closed(asking, prefs[asking]):
            note = Reply(t("notify.dm_closed", asker.locale if asker else None), ephemeral=True)
            out.append(Outgoing(channel_id, note))
        return out

    # -- playing -------------------------------------------------------------------------

    async def play(self, who: Requester, action: str, expected_version: int | None = None) -> Reply:
        """A move; a private step (nothing public changed) is answered to the mover alone."""

        async def run() -> Reply:
            try:
                update = await self.service.act(
                    who.channel_id,
                    who.user_id,
                    action,
                    expected_version=expected_version,
                    reading=functools.partial(read_words, action, who.locale),
                )
            except RuleError as err:
                if err.key == "error.no_game":
                    raise await self._ended(who) or err from None
                if err.key != "error.invalid_action":
                    raise
                raise await self._no_such_move(who, action) from None
            if update.quiet:
                pv = await self.service.private_view(who.channel_id, who.user_id)
                offer = _offer_key(who, update.seats)
                note = t(offer, who.locale) if update.undoable is not None else ""
                private = self.private_reply(who, pv, undo=update.undoable, note=note)
                return replace(private, public=self.board_reply(who, update))
            reply = replace(self.board_reply(who, update), after=self.undo_offer(who, update))
            if update.over:
                reply = await self._with_challenge_note(who, reply)
            return reply

        return await self._guard(who, run())

    async def _ended(self, who: Requester) -> RuleError | None:
        """A move at a table whose game has ended: say so, with the result (as /game status
        shows it), rather than that there is no game; None when there is none at all."""
        try:
            update = await self.service.board(who.channel_id)
        except RuleError:
            return None
        if update.status == GameStatus.ABANDONED:
            return refuse("error.game_abandoned_now")
        if update.outcome is None or not update.over:
            return None
        names = names_of(update.seats, who.locale)
        said = results.headline(update.outcome, names, who.locale)
        return refuse("error.game_ended", result=said)

    async def _no_such_move(self, who: Requester, typed: str) -> RuleError:
        """Typed words that name none of the player's moves: the closest ones instead."""
        pv = await self.service.private_view(who.channel_id, who.user_id)
        names = names_of(pv.seats, who.locale)
        near = closest(worded(pv.choices, who.locale, pv.game_key, names), typed, move_names)
        text = clip(typed.strip(), 60)
        if not near:
            return refuse("error.invalid_action", text=text)
        return refuse("error.no_such_move", text=text, options=listed_moves(near))

    async def undo(self, who: Requester, seq: int | None = None) -> Reply:
        """/undo and the Undo button: take back one's last move, or say why not."""

        async def run() -> Reply:
            update = await self.service.undo(who.channel_id, who.user_id, seq=seq)
            if update.quiet:
                pv = await self.service.private_view(who.channel_id, who.user_id)
                private = self.private_reply(who, pv, note=t("undo.private_done", who.locale))
                return replace(private, public=self.board_reply(who, update))
            return self.board_reply(who, update)

        return await self._guard(who, run())

    async def follow(self, who: Requester) -> AsyncIterator[Reply]:
        """The bots' moves after a reply marked `follow`: one board per bot's turn (the moves
        of one bot in a row are told together), as they are made."""
        pending: list[Update] = []

        def merged() -> Reply:
            last = pending[-1]
            lines = tuple(line for u in pending for line in u.lines)
            highlight = tuple(dict.fromkeys(h for u in pending for h in u.highlight))
            return self.board_reply(who, replace(last, lines=lines, highlight=highlight))

        async for update in self.service.run_bots(who.channel_id):
            if pending and update.mover != pending[-1].mover:
                yield merged()
                pending = []
            pending.append(update)
        if pending:
            last = merged()
            if pending[-1].over:
                last = await self._with_challenge_note(who, last)
            elif _alone_with_bots(who, pending[-1].seats):  # the bots answered: undo now?
                seq = await self.service.undo_offer(who.channel_id, who.user_id)
                if seq is not None:
                    offer = self.undo_offer(who, replace(pending[-1], undoable=seq))
                    last = replace(last, after=(*last.after, *offer))
            yield last

    async def _with_challenge_note(self, who: Requester, reply: Reply) -> Reply:
        """The end of a challenge game says its score and place (bot/league/challenge_scores.py)."""
        note = await finished_note(self.service.store, who.channel_id, who.locale)
        if note is None:
            return reply
        return replace(reply, after=(*reply.after, Reply(note)))

    async def hint(self, who: Requester) -> Reply:
        """The hard bot's suggestion, privately, for a player alone with bots."""

        async def run() -> Reply:
            choice, reason = await self.service.hint(who.channel_id, who.user_id)
            lobby = await self.service.lobby(who.channel_id)
            names = tuple(seat_name(s, who.locale) for s in lobby.seats)
            (choice,) = worded((choice,), who.locale, lobby.game_key, names)
            lines = [t("hint.suggestion", who.locale, move=choice.label, token=choice.token)]
            if reason is not None:
                why = say(reason, who.locale, game=lobby.game_key, names=names)
                lines.append(t("hint.reason", who.locale, reason=why))
            return Reply("\n".join(lines), ephemeral=True)

        return await self._guard(who, run())

    async def hand(self, who: Requester) -> Reply:
        async def run() -> Reply:
            return self.private_reply(
                who, await self.service.private_view(who.channel_id, who.user_id)
            )

        return await self._guard(who, run())

    async def board(self, who: Requester, spots: bool = False) -> Reply:
        """The board anew; `spots` labels every spot with its id (where the game has spots)."""

        async def run() -> Reply:
            update = await self.service.board(who.channel_id)
            reply = self.board_reply(who, update, ping=False, fresh=True)
            if spots and isinstance(reply.image, BoardImage):
                reply = replace(reply, image=replace(reply.image, spots=True))
            return reply

        return await self._guard(who, run())

    async def log(self, who: Requester, limit: int = 20) -> Reply:
        async def run() -> Reply:
            story, game, names = await self.service.history(
                who.channel_id, who.user_id, limit, who.locale
            )
            rules = REGISTRY.get(game)
            name_of = rules.name_of if rules is not None else None
            lines = [say(x, who.locale, game=game, names=names, name_of=name_of) for x in story]
            body = "\n".join(lines) if lines else t("log.empty", who.locale)
            text = t("log.header", who.locale) + "\n" + body
            while len(text) > CONTENT_LIMIT and lines:
                lines = lines[1:]
                text = t("log.header", who.locale) + "\n" + "\n".join(lines)
            return Reply(clip(text, CONTENT_LIMIT), ephemeral=True)

        return await self._guard(who, run())

    async def rules(self, who: Requester, topic: str = "") -> Reply:
        """A game's summary, options and topics (`duel`), or one topic (`duel:trading`)."""

        async def run() -> Reply:
            if not topic.strip():
                keys = ", ".join(f"`{k}`" for k in sorted(REGISTRY))
                return Reply(t("rules.index", who.locale, games=keys), ephemeral=True)
            key, _, part = topic.strip().lower().replace(" ", ":").partition(":")
            rules = get_rules(key)
            written = guide(rules.key, who.locale)
            topics = written.topics if written else {}
            titles = written.titles if written else {}
            if part:
                if part not in topics:
                    raise refuse(
                        "error.unknown_topic",
                        game=rules.key,
                        topic=part,
                        topics=", ".join(topics) or "-",
                    )
                text = t(
                    "rules.topic",
                    who.locale,
                    title=rules.title,
                    topic=titles[part],
                    text=topics[part],
                )
                return Reply(clip(text, CONTENT_LIMIT), ephemeral=True)
            lines = [
                t(
                    "rules.game",
                    who.locale,
                    title=rules.title,
                    players=players(who.locale, rules.min_players, rules.max_players),
                )
            ]
            if written:
                lines.append(written.summary)
            lines += [
                t(
                    "rules.option",
                    who.locale,
                    name=o.name,
                    choices="|".join(f"`{option_value(c)}`" for c in o.choices),
                    default=f"`{option_value(o.default)}`",
                    help=option_help(rules.key, o.name, o.help, who.locale),
                )
                for o in rules.options
            ]
            if topics:
                lines.append(
                    t(
                        "rules.topics",
                        who.locale,
                        topics=", ".join(f"`{rules.key}:{k}` ({titles[k]})" for k in topics),
                    )
                )
            return Reply(clip("\n".join(lines), CONTENT_LIMIT), ephemeral=True)

        return await self._guard(who, run())

    # -- /card ---------------------------------------------------------------------------

    async def _card_faces(self, who: Requester, game: str) -> tuple[str, tuple[CardFace, ...]]:
        """The book to look in: the game named (every option set), else this channel's game
        (its options); never its state, so nothing tells where a card is."""
        if game.strip():
            key = get_rules(game.strip().lower()).key
            found = cards.either(cards.all_faces(key, who.locale), cards.all_faces(key))
        else:
            try:
                lobby = await self.service.lobby(who.channel_id)
            except RuleError:
                raise refuse("error.card_no_game") from None
            key = lobby.game_key
            found = cards.either(
                cards.faces_for(key, lobby.options, who.locale),
                cards.faces_for(key, lobby.options),
            )
        if not found:
            raise refuse("error.no_cards", game=get_rules(key).title)
        return key, found

    async def card(self, who: Requester, name: str, game: str = "") -> Reply:
        """/card: one card's picture and words, privately, the same for everyone asking."""

        async def run() -> Reply:
            key, found = await self._card_faces(who, game)
            local: dict[str, CardFace] = {}  # each card as the reader's language names it
            for f in found:
                local.setdefault(f.id, f)
            named = _same_card([local[f.id] for f in matching_cards(found, name)])
            if len(named) != 1:
                near = _distinct(closest(found, name, card_names))
                close = named or _same_card([local[f.id] for f in near])
                listed = ", ".join(f"{f.name} ({f.kind})" for f in close[:LISTED_MOVES]) or "-"
                key_name = "error.card_ambiguous" if named else "error.unknown_card"
                raise refuse(key_name, text=name.strip(), names=listed)
            face = named[0]
            text = t("card.shown", who.locale, name=face.name, kind=face.kind, summary=face.full)
            image = CardImage(key, face.id, locale=who.locale)
            return Reply(clip(text, CONTENT_LIMIT), image=image, ephemeral=True)

        return await self._guard(who, run())

    async def card_choices(self, who: Requester, typed: str, game: str = "") -> list[Choice]:
        """Autocomplete for /card: names containing what was typed; the value is the id."""
        try:
            _, found = await self._card_faces(who, game)
        except RuleError:
            return []
        return [
            Choice(f.id, clip(t("card.choice", who.locale, name=f.name, kind=f.kind), 100))
            for f in _same_card(matching_cards(found, typed))[:SELECT_LIMIT]
        ]

    async def autocomplete(self, who: Requester, typed: str) -> list[Choice]:
        """The reader's moves matching what they typed, by token or by words in their language."""
        try:
            pv = await self.service.private_view(who.channel_id, who.user_id)
        except RuleError:
            return []
        names = names_of(pv.seats, who.locale)  # bots' levels in the reader's language
        found = matching_moves(worded(pv.choices, who.locale, pv.game_key, names), typed)
        return [Choice(c.token, clip(c.label, 100)) for c in found[:SELECT_LIMIT]]


def kept_lines(lines: Sequence[Line], room: int) -> tuple[list[Line], int]:
    """The lines a turn message shows when they are more than `room`: every line that matters
    (a roll, an attack, an award, an age's end, the end: `turns.matters`) and, in the room left,
    the latest routine lines; and how many routine lines were left out (see /log)."""
    if len(lines) <= room:
        return list(lines), 0
    key = [i for i, x in enumerate(lines) if matters(x)]
    spare = max(room - len(key), 0)
    routine = [i for i, x in enumerate(lines) if not matters(x)]
    chosen = set(key) | set(routine[len(routine) - spare :] if spare else ())
    return [x for i, x in enumerate(lines) if i in chosen], len(lines) - len(chosen)


def fitted(lines: Sequence[str], skipped: int, room: int, who: Requester) -> list[str]:
    """A turn message's worded lines, as bullets, within `room` characters: when a long run of
    bots' moves says more than a message holds, the oldest lines go to the "earlier lines (see
    /log)" count, never the latest ones (the end of the game, whose turn it is)."""
    lines = list(lines)
    while True:
        told = [f"• {line}" for line in lines]
        if skipped:
            told.insert(0, "• " + t("board.more_lines", who.public, n=skipped))
        if not lines or len("\n".join(told)) <= room:
            return told
        lines.pop(0)
        skipped += 1


def _alone_with_bots(who: Requester, seats: Sequence[SeatRecord]) -> bool:
    """The requester is seated, with bots in every other seat."""
    mine = [s for s in seats if not s.is_bot and s.user_id == who.user_id]
    return bool(mine) and all(s.is_bot for s in seats if s.seat != mine[0].seat)


def _offer_key(who: Requester, seats: Sequence[SeatRecord]) -> str:
    """The Undo offer's words: alone with bots, their answers are taken back too."""
    return "undo.offer_bots" if _alone_with_bots(who, seats) else "undo.offer"


def card_names(face: CardFace) -> tuple[str, str]:
    return (face.id, face.name)


def _distinct(faces: Sequence[CardFace]) -> list[CardFace]:
    """Each card once (a card may be listed by its name and by its English name)."""
    return list({f.id: f for f in faces}.values())


def _same_card(faces: Sequence[CardFace]) -> list[CardFace]:
    """Copies of one card (two "Politician (left)" in Agora) as one: the same name, kind and
    words show the same card, so typing its name is never ambiguous."""
    return list({(f.name, f.kind, f.full): f for f in faces}.values())


def matching_cards(faces: Sequence[CardFace], typed: str) -> list[CardFace]:
    """The cards `typed` names: an id, or any part of a name (either language), without case,
    accents or articles; what /card autocomplete offers, and what it shows when it is one."""
    return _distinct(find(faces, typed, card_names))


def move_names(choice: Choice) -> tuple[str, str]:
    """What a move is called: its token and its words (the reader's, once worded)."""
    return (choice.token, choice.label)


def matching_moves(worded_choices: Sequence[Choice], typed: str) -> list[Choice]:
    """The moves `typed` names (bot/chat/matching.py): what autocomplete offers, and what
    Enter plays when it is exactly one."""
    return find(worded_choices, typed, move_names)


def listed_moves(found: Sequence[Choice], limit: int = LISTED_MOVES) -> str:
    """Moves named in a refusal: their words and tokens, a few at most."""
    shown = ", ".join(f"{clip(c.label, 80)} (`{c.token}`)" for c in found[:limit])
    return shown + ("…" if len(found) > limit else "")


def read_words(
    text: str,
    locale: str | None,
    choices: Sequence[Choice],
    game: str,
    seats: Sequence[SeatRecord],
) -> str | list[str] | None:
    """What `text` plays: the token of the one move it names (any part of the move's words or
    token, without case, accents or articles, in the reader's language), or a list of tokens
    (`discard:brick,brick,ore`: one kind, several moves in turn); refused when it names
    several moves, or words that name none (with the closest moves); None for a token that
    names none (the engine then parses it or says why it is not allowed). Bound to
    the text and the locale, it is `GameService.act`'s `reading`."""
    if not text.strip():
        return None
    mine = worded(choices, locale, game, names_of(seats, locale))
    listed = _read_list(text, mine)
    if listed is not None:
        return listed
    found = matching_moves(mine, text)
    shown = clip(text.strip(), 60)
    if len(found) > 1:
        raise refuse("error.ambiguous", text=shown, options=listed_moves(found))
    if found:
        return found[0].token
    if not looks_like_token(text):  # words, not a token the game may explain: the closest
        near = closest(mine, text, move_names)
        if near:
            raise refuse("error.no_such_move", text=shown, options=listed_moves(near))
    return None


def _read_list(text: str, mine: Sequence[Choice]) -> list[str] | None:
    """`kind:a,b,c` as the tokens of moves of that kind, each named by its argument or by any
    part of its words (None: not a list)."""
    kind, _, rest = text.strip().partition(":")
    if "," not in rest or not looks_like_token(f"{kind}:x"):
        return None
    kind = kind.strip().casefold()
    of_kind = [c for c in mine if c.token.split(":", 1)[0] == kind]
    if not of_kind:
        raise refuse("error.list_kind", text=clip(text.strip(), 60), kind=kind)
    tokens: list[str] = []
    for item in (x.strip() for x in rest.split(",")):
        if not item:
            raise refuse("error.list_empty_item", text=clip(text.strip(), 60))
        exact = [c for c in of_kind if c.token.casefold() == f"{kind}:{item.casefold()}"]
        found = exact or find(of_kind, item, move_names)
        if len(found) != 1:
            key = "error.list_ambiguous_item" if found else "error.list_unknown_item"
            shown = listed_moves(found or of_kind)
            raise refuse(key, item=clip(item, 40), options=shown)
        tokens.append(found[0].token)
    return tokens


def worded(
    choices: Sequence[Choice], locale: str | None, game: str, names: Sequence[str]
) -> tuple[Choice, ...]:
    """Moves with their words and menu groups in `locale`: a move's phrase worded (else the
    engine's English label stays), its group titled by `<game>.group.<kind>` where the
    catalogue has it, the card it plays summed up in that language."""
    rules = REGISTRY.get(game)
    name_of = rules.name_of if rules is not None else None
    out = []
    for c in choices:
        label = c.label
        if c.phrase is not None:
            label = say(c.phrase, locale, game=game, names=names, name_of=name_of)
        group_key = f"{game}.group.{c.token.split(':', 1)[0]}"
        group = t(group_key, locale) if has(group_key) else c.group
        if not has(group_key) and ":" not in c.token and c.phrase is not None:
            group = label  # a move of its own kind (`cancel`, `end`): its words, not its token
        detail = (cards.detail_for(game, c.card, locale) or c.detail) if c.card else c.detail
        out.append(replace(c, label=label, group=group, detail=detail))
    return tuple(out)


def numbered(
    buttons: Sequence[Choice], menus: Sequence[Menu]
) -> tuple[tuple[Choice, ...], tuple[Menu, ...], tuple[Option, ...]]:
    """Moves numbered in the order they show (buttons, then each menu's options), the number
    starting each label, and the same moves as the decision picture's numbered options."""
    options: list[Option] = []

    def mark(c: Choice) -> Choice:
        options.append(Option(len(options) + 1, c.label, c.detail, c.group))
        return replace(c, label=clip(f"{len(options)}. {c.label}", LABEL_LIMIT))

    marked = tuple(mark(c) for c in buttons)
    listed = tuple(Menu(m.placeholder, tuple(mark(c) for c in m.choices)) for m in menus)
    return marked, listed, tuple(options)


def parse_options(pairs: Sequence[str]) -> dict[str, str]:
    """Turn `name:value` words into an options mapping (console and the options: field)."""
    out: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition(":")
        if not sep:
            name, sep, value = pair.partition("=")
        if not sep or not name or not value:
            raise RuleError(
                t("error.option_syntax", None, text=pair), key="error.option_syntax", text=pair
            )
        out[name.strip().lower()] = value.strip()
    return out


def option_help(game: str, name: str, english: str, locale: str | None) -> str:
    """What a game option does, from the catalogue (`<game>.option_help.<name>`), else the
    engine's English help."""
    key = f"{game}.option_help.{name}"
    return t(key, locale) if has(key) else english


def rules_topics(typed: str) -> list[str]:
    """Games and `game:topic` names matching what was typed, for autocomplete."""
    needle = typed.strip().lower()
    names = []
    for key in sorted(REGISTRY):
        written = guide(key)
        names += [key, *(f"{key}:{k}" for k in (written.topics if written else {}))]
    return [n for n in names if needle in n][:SELECT_LIMIT]
