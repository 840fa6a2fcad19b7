"""Turn a Reply into Discord messages, and the DynamicItems that survive a restart."""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any, Protocol

import discord
from discord import app_commands

from bot.chat.commands import (
    BUTTON_ROWS,
    BUTTONS_PER_ROW,
    CONTENT_LIMIT,
    LABEL_LIMIT,
    SELECT_LIMIT,
    BoardImage,
    CardImage,
    Commands,
    Menu,
    Reply,
    Requester,
    clip,
    make_files,
    picture_names,
    render_pngs,
)
from bot.table.turns import Placement, TurnMark, owing, place, story
from bot.words.catalogue import has, t
from cogs.cooldown import cooldown_of
from cogs.dms import say_dms_closed, send_dm
from cogs.links import linked, links_of

log = logging.getLogger("tabula")

CUSTOM_ID_LIMIT = 100
OPTION_LABEL_LIMIT = 100
OPTION_DESCRIPTION_LIMIT = 100
PLACEHOLDER_LIMIT = 150
MAX_ROWS = 5
HAND = "@hand"
UNDO = "@undo"
_VERSION = r"(?P<version>[0-9]{1,18})"
ACTION_TEMPLATE = rf"tb:{_VERSION}:(?P<token>[a-z0-9_.+\-:]{{1,60}})"
HAND_TEMPLATE = rf"tb:{_VERSION}:{HAND}"
SELECT_TEMPLATE = rf"tbsel:{_VERSION}(?::(?P<n>[0-9]))?"
UNDO_TEMPLATE = rf"tb:{_VERSION}:{UNDO}:(?P<seq>[0-9]{{1,18}})"

Call = Callable[[Commands, Requester], Awaitable[Reply]]
ViewFor = Callable[[Reply, str | None], discord.ui.View | None]


def described(key: str) -> app_commands.locale_str:
    """A command or option description: English from the catalogue, translated by key."""
    return app_commands.locale_str(t(key), key=key)


def choice(key: str, value: str) -> app_commands.Choice[str]:
    """An option's choice whose name is the catalogue's `key`, translated like descriptions."""
    return app_commands.Choice(name=described(key), value=value)


def game_choice(key: str, title: str) -> app_commands.Choice[str]:
    """A game as a choice: its name in the reader's language when the catalogue has one (a
    plugin's game may not: its own title then)."""
    words = f"choice.game.{key}"
    return choice(words, key) if has(words) else app_commands.Choice(name=title, value=key)


class ServesCommands(Protocol):
    """What the cogs need of the bot: its chat commands layer (bot.client.TabulaBot has it)."""

    api: Commands


def api_of(interaction: discord.Interaction) -> Commands:
    """The chat commands layer the bot was built with."""
    client: ServesCommands = interaction.client  # type: ignore[assignment]
    return client.api


def is_moderator(interaction: discord.Interaction) -> bool:
    """Guild members who manage the channel or server may end anyone's game."""
    if interaction.guild_id is None:
        return False  # in DMs only the creator may abandon, which the service checks
    perms = interaction.permissions
    return bool(perms.manage_channels or perms.manage_guild)


def requester(interaction: discord.Interaction, *, moderator: bool = False) -> Requester:
    """Who asked and where: the channel (guild channel, thread or DM) keys the game."""
    channel_id = interaction.channel_id
    if channel_id is None:
        raise LookupError("interaction.channel_id")  # Discord always sends it; a bug if not
    return Requester(
        channel_id=channel_id,
        user_id=interaction.user.id,
        name=interaction.user.display_name,
        locale=str(interaction.locale),
        guild_id=interaction.guild_id,
        moderator=moderator,
        guild_locale=str(interaction.guild_locale) if interaction.guild_locale else None,
    )


def allowed_mentions(reply: Reply) -> discord.AllowedMentions:
    """Ping exactly the users who must act now, nobody else."""
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        replied_user=False,
        users=[discord.Object(id=u) for u in reply.mentions],
    )


# -- DynamicItems ---------------------------------------------------------------------------


class ActionButton(discord.ui.DynamicItem[discord.ui.Button], template=ACTION_TEMPLATE):
    """One legal move on a board message; the version in its id refuses stale clicks."""

    def __init__(
        self, version: int, token: str, label: str = "", *, row: int | None = None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=clip(label or token, LABEL_LIMIT),
                style=discord.ButtonStyle.primary,
                custom_id=f"tb:{version}:{token}",
            ),
            row=row,
        )
        self.version = version
        self.token = token

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ActionButton:
        return cls(int(match["version"]), match["token"], getattr(item, "label", None) or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(
            interaction, lambda api, who: api.play(who, self.token, expected_version=self.version)
        )


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=HAND_TEMPLATE):
    """Opens the clicker's private view; works on any board, old or new."""

    def __init__(self, version: int, label: str = "", *, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=clip(label or t("ui.my_hand"), LABEL_LIMIT),
                style=discord.ButtonStyle.success,
                custom_id=f"tb:{version}:{HAND}",
            ),
            row=row,
        )
        self.version = version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HandButton:
        return cls(int(match["version"]), getattr(item, "label", None) or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda api, who: api.hand(who))


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_TEMPLATE):
    """The moves of a private view; choosing one plays it if the board has not moved since."""

    def __init__(
        self,
        version: int,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str | None = None,
        *,
        index: int = 0,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"tbsel:{version}:{index}",
                placeholder=placeholder,
                min_values=1,
                max_values=1,
                options=list(options),
            ),
            row=row,
        )
        self.version = version

    @classmethod
    def of(cls, version: int, menu: Menu, *, index: int = 0, row: int | None = None) -> MoveSelect:
        options = [
            discord.SelectOption(
                label=clip(c.label or c.token, OPTION_LABEL_LIMIT),
                value=c.token,
                description=clip(c.detail, OPTION_DESCRIPTION_LIMIT) if c.detail else None,
            )
            for c in menu.choices[:SELECT_LIMIT]
        ]
        return cls(
            version, options, clip(menu.placeholder, PLACEHOLDER_LIMIT), index=index, row=row
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MoveSelect:
        return cls(
            int(match["version"]),
            list(getattr(item, "options", ()) or ()),
            getattr(item, "placeholder", None),
            index=int(match["n"] or 0),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        raw: dict[str, Any] = dict(interaction.data or {})
        values = list(self.item.values) or list(raw.get("values", []))
        token = str(values[0]) if values else ""
        await guarded(
            interaction, lambda api, who: api.play(who, token, expected_version=self.version)
        )


class UndoButton(discord.ui.DynamicItem[discord.ui.Button], template=UNDO_TEMPLATE):
    """On the mover's own private reply: takes back that move (seq) if it still may be."""

    def __init__(self, version: int, seq: int, label: str = "", *, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=clip(label or t("undo.button"), LABEL_LIMIT),
                style=discord.ButtonStyle.secondary,
                custom_id=f"tb:{version}:{UNDO}:{seq}",
            ),
            row=row,
        )
        self.version = version
        self.seq = seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> UndoButton:
        return cls(int(match["version"]), int(match["seq"]), getattr(item, "label", None) or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda api, who: api.undo(who, self.seq))


DYNAMIC_ITEMS = (ActionButton, HandButton, MoveSelect, UndoButton)


def build_view(reply: Reply, locale: str | None) -> discord.ui.View | None:
    """Controls under a message, made only of DynamicItems so a restart cannot orphan them.

    Rows, top to bottom: action buttons (five a row), one menu a row, then the hand button,
    which shares the last row of buttons when it has room.
    """
    if reply.version is None or not (
        reply.buttons or reply.hand_button or reply.menus or reply.undo is not None
    ):
        return None
    version = reply.version
    fitting = [c for c in reply.buttons if len(f"tb:{version}:{c.token}") <= CUSTOM_ID_LIMIT]
    actions = fitting[: BUTTON_ROWS * BUTTONS_PER_ROW]
    button_rows = -(-len(actions) // BUTTONS_PER_ROW)
    hand_shares = bool(actions) and len(actions) % BUTTONS_PER_ROW != 0
    hand_rows = 1 if reply.hand_button and not hand_shares else 0
    undo_rows = 1 if reply.undo is not None else 0
    menus = reply.menus[: max(0, MAX_ROWS - button_rows - hand_rows - undo_rows)]
    view = discord.ui.View(timeout=None)
    for i, choice in enumerate(actions):
        view.add_item(ActionButton(version, choice.token, choice.label, row=i // BUTTONS_PER_ROW))
    for index, menu in enumerate(menus):
        view.add_item(MoveSelect.of(version, menu, index=index, row=button_rows + index))
    if reply.hand_button:
        row = button_rows - 1 if hand_shares and not menus else button_rows + len(menus)
        view.add_item(HandButton(version, t("ui.my_hand", locale), row=row))
    if reply.undo is not None:
        row = min(MAX_ROWS - 1, button_rows + len(menus) + hand_rows)
        view.add_item(UndoButton(version, reply.undo, t("undo.button", locale), row=row))
    return view


# -- sending --------------------------------------------------------------------------------

# interaction.extras key: the ephemeral flag of our "thinking" defer while its placeholder shows
THINKING = "tabula.thinking"
ANSWERED = "tabula.answered"  # interaction.extras: a followup was sent (no note needed later)


async def acknowledge(interaction: discord.Interaction, *, ephemeral: bool = False) -> None:
    """Defer at once, before any store or engine work: the store may wait longer than 3 s.

    A click is a deferred update (nothing shows; each answer is a followup with its own
    visibility). A slash command shows "thinking" with the visibility its answer normally has.
    """
    if interaction.response.is_done():
        return
    if interaction.type is discord.InteractionType.component:
        await interaction.response.defer()
        return
    await interaction.response.defer(thinking=True, ephemeral=ephemeral)
    interaction.extras[THINKING] = ephemeral


async def post(
    interaction: discord.Interaction, locale: str | None, *, ephemeral: bool, **kwargs: Any
) -> discord.WebhookMessage:
    """Send one answer as a followup that is exactly as private as asked, however we deferred.

    The first followup after a "thinking" defer replaces the placeholder and keeps its
    visibility: when they differ, delete the public placeholder before a private answer, or
    turn a private one into a short note before a public post.
    """
    if not interaction.response.is_done():
        await acknowledge(interaction, ephemeral=ephemeral)
    thinking = interaction.extras.get(THINKING)
    if thinking is not None and thinking != ephemeral:
        if ephemeral:
            await interaction.delete_original_response()
        else:
            await interaction.edit_original_response(content=t("reply.posted", locale))
        interaction.extras.pop(THINKING, None)
    linked(interaction.client, kwargs)
    sent = await interaction.followup.send(ephemeral=ephemeral, wait=True, **kwargs)
    interaction.extras.pop(THINKING, None)
    interaction.extras[ANSWERED] = True
    return sent


async def send_reply(
    interaction: discord.Interaction,
    reply: Reply,
    locale: str | None,
    *,
    view_for: ViewFor | None = None,
) -> discord.Message | None:
    """Post a Reply after the acknowledgement; its board is rendered in a worker thread.

    A public board goes through `place_board` (one message a turn); `view_for` draws other
    controls than the moves' (the lobby's). Returns the message posted, or None when a board
    edited the turn message instead (nobody new to notify).
    """
    ephemeral = reply.ephemeral or reply.is_error
    if not interaction.response.is_done():
        await acknowledge(interaction, ephemeral=ephemeral)
    if reply.public is not None:
        await place_board(interaction, reply.public, locale)
    if reply.turn is not None and not ephemeral:
        placement, message = await place_board(interaction, reply, locale)
        if placement is not Placement.NEW:
            await tell_board_updated(interaction, reply, locale)
        await send_notes(interaction, reply, locale)
        return message
    pngs = await render_pngs(reply.image) if reply.image is not None and not reply.is_error else []
    made = await make_files(reply.files) if not reply.is_error else []
    sent = await post(
        interaction,
        locale,
        ephemeral=ephemeral,
        **message_kwargs(reply, locale, pngs, view_for, made),
    )
    await send_notes(interaction, reply, locale)
    return sent


async def send_notes(interaction: discord.Interaction, reply: Reply, locale: str | None) -> None:
    """The requester's private notes that ride along with a reply (an Undo button)."""
    for note in reply.after:
        await send_reply(interaction, note, locale)


def message_kwargs(
    reply: Reply,
    locale: str | None,
    pngs: Sequence[bytes],
    view_for: ViewFor | None = None,
    made: Sequence[tuple[str, bytes]] = (),
) -> dict[str, Any]:
    """Content, mentions, controls and the board's files of one message (new Files each
    time: a sent File is consumed); the final board may come with its score sheet."""
    kwargs: dict[str, Any] = {
        "content": reply.content,
        "allowed_mentions": allowed_mentions(reply),
    }
    if not reply.is_error:
        view = (view_for or build_view)(reply, locale)
        if view is not None:
            kwargs["view"] = view
    files = board_files(reply.image, pngs) if pngs and reply.image is not None else []
    files += [discord.File(io.BytesIO(data), filename=name) for name, data in made]
    if files:
        kwargs["files"] = files
    return kwargs


def board_files(image: BoardImage | CardImage, pngs: Sequence[bytes]) -> list[discord.File]:
    """An image's pictures as Discord files (the board, then its score sheet if apart)."""
    names = picture_names(image, len(pngs))
    return [discord.File(io.BytesIO(png), filename=n) for png, n in zip(pngs, names, strict=True)]


# -- one message a turn ---------------------------------------------------------------------


async def place_board(
    interaction: discord.Interaction, reply: Reply, locale: str | None
) -> tuple[Placement, discord.Message | None]:
    """Post a board as the table's new turn message (the interaction's answer), or edit the
    turn message it continues (same message, no new ping); returns what was done."""

    async def answer(kwargs: dict[str, Any]) -> discord.Message | None:
        return await post_board(interaction, channel_id, kwargs)

    channel_id = reply.turn.channel_id if reply.turn is not None else 0
    same = channel_id == interaction.channel_id
    return await place_turn(
        interaction.client,
        api_of(interaction),
        reply,
        locale,
        interaction.guild_id,
        answer,
        webhook=interaction.followup if same else None,
    )


async def place_turn(
    client: discord.Client,
    api: Commands,
    reply: Reply,
    locale: str | None,
    guild_id: int | None = None,
    send_new: Callable[[dict[str, Any]], Awaitable[discord.Message | None]] | None = None,
    *,
    webhook: discord.Webhook | None = None,
) -> tuple[Placement, discord.Message | None]:
    """The rule of one message a turn, with or without an interaction (a scheduler posts as
    the bot): render off the loop, then edit the turn message or post a new one (returned)."""
    update = reply.turn
    assert update is not None
    channel = client.get_partial_messageable(update.channel_id, guild_id=guild_id)
    pngs = await render_pngs(reply.image) if reply.image is not None else []
    async with api.turns.lock(update.channel_id):
        mark = await api.turns.get(update.channel_id)
        now = owing(update.to_move, update.seats)
        placement = place(
            mark, update.game_key, update.version, now, over=update.over, fresh=reply.fresh
        )
        if placement is Placement.SKIP:
            return placement, None
        lines = story(mark, placement, update.lines)
        if placement is Placement.EDIT and mark is not None:
            who = Requester(update.channel_id, 0, locale=locale)
            edited = api.board_reply(who, replace(update, lines=lines), ping=False)
            if await edit_turn_message(
                channel, mark, lambda: linked(client, message_kwargs(edited, locale, pngs)), webhook
            ):
                await api.turns.put(replace(mark, version=update.version, to_move=now, lines=lines))
                return placement, None
        kwargs = linked(client, message_kwargs(reply, locale, pngs))  # new, or the old is gone
        sent = await (send_new(kwargs) if send_new is not None else channel.send(**kwargs))
        if sent is not None:
            await api.turns.put(
                TurnMark(
                    update.channel_id,
                    sent.id,
                    update.game_key,
                    update.version,
                    now,
                    tuple(update.lines),
                )
            )
    return Placement.NEW, sent


async def post_board(
    interaction: discord.Interaction, channel_id: int, kwargs: dict[str, Any]
) -> discord.Message | None:
    """A new public message: the interaction's answer, or a bot message in another channel
    (the thread a game was opened in)."""
    if channel_id == interaction.channel_id:
        return await post(interaction, None, ephemeral=False, **kwargs)
    channel = interaction.client.get_partial_messageable(channel_id, guild_id=interaction.guild_id)
    return await channel.send(**kwargs)


async def edit_turn_message(
    channel: discord.PartialMessageable,
    mark: TurnMark,
    make_kwargs: Callable[[], dict[str, Any]],
    webhook: discord.Webhook | None = None,
) -> bool:
    """Edit the turn message in place, with the bot token, else through the interaction's
    webhook (where the bot token may not edit it); False if both fail (post anew)."""

    def edit_kwargs() -> dict[str, Any]:
        kwargs = make_kwargs()  # a new File for each attempt: a sent one is consumed
        files = kwargs.pop("files", [])
        kwargs["allowed_mentions"] = discord.AllowedMentions.none()  # an edit never pings
        kwargs.setdefault("view", None)
        kwargs["attachments"] = files
        return kwargs

    try:
        await channel.get_partial_message(mark.message_id).edit(**edit_kwargs())
        return True
    except discord.HTTPException as e:
        log.warning("Could not edit turn message %s: %s", mark.message_id, e)
    if webhook is None:
        return False
    try:
        await webhook.edit_message(mark.message_id, **edit_kwargs())
    except discord.HTTPException as e:
        log.warning("Could not edit turn message %s through the webhook: %s", mark.message_id, e)
        return False
    return True


async def tell_board_updated(
    interaction: discord.Interaction, reply: Reply, locale: str | None
) -> None:
    """A typed move that edited the board (rather than posting one) is confirmed privately;
    a click needs no answer: the board it was made on changes."""
    if interaction.type is discord.InteractionType.component or interaction.extras.get(ANSWERED):
        return  # a click, or the bots' later moves after the mover was answered
    update = reply.turn
    assert update is not None
    mark = await api_of(interaction).turns.get(update.channel_id)
    where = interaction.guild_id or "@me"
    link = (
        f"https://discord.com/channels/{where}/{mark.channel_id}/{mark.message_id}"
        if mark is not None
        else ""
    )
    await post(
        interaction, locale, ephemeral=True, content=t("table.board_updated", locale, link=link)
    )


async def respond(
    interaction: discord.Interaction,
    call: Call,
    *,
    ephemeral: bool = False,
    moderator: bool = False,
    view_for: ViewFor | None = None,
    repost: str | None = None,
) -> None:
    """Acknowledge, run one chat command, and post its reply.

    `ephemeral` is how private the command's answer normally is (refusals always are);
    `repost` names a public repost (the board), shown publicly at most once a cooldown.
    """
    await acknowledge(interaction, ephemeral=ephemeral)
    api = api_of(interaction)
    who = await api.with_language(requester(interaction, moderator=moderator))
    reply = await call(api, who)
    if repost is not None:
        reply = cooled(interaction, reply, repost, who.locale)
    locale = who.locale if reply.ephemeral else who.public
    message = await send_reply(interaction, reply, locale, view_for=view_for)
    await after_post(interaction, api, who, reply, message)
    for note in await api.notes_for(who):  # e.g. a clock that could not post, DMs closed
        await post(interaction, who.locale, ephemeral=True, content=note.content)
    if reply.follow:  # bots think next: each bot's turn is posted as it is made
        async for later in api.follow(who):
            message = await send_reply(interaction, later, who.public)
            await after_post(interaction, api, who, later, message)


def cooled(interaction: discord.Interaction, reply: Reply, kind: str, locale: str | None) -> Reply:
    """A public repost asked for again too soon in this channel: for the asker alone."""
    cooldown = cooldown_of(interaction.client)
    if cooldown is None or reply.ephemeral or reply.is_error or interaction.channel_id is None:
        return reply
    shown = (reply.version, reply.content) if reply.version is not None else reply.content
    if cooldown.allow(interaction.channel_id, kind, shown):
        return reply
    note = t("repost.cooldown", locale)
    content = clip(f"{note}\n{reply.content}", CONTENT_LIMIT)
    return replace(reply, content=content, ephemeral=True, turn=None, public=None, mentions=())


async def after_post(
    interaction: discord.Interaction,
    api: Commands,
    who: Requester,
    reply: Reply,
    message: discord.Message | None,
) -> None:
    """Turn DMs for the players a new board pings (/notify; an edit pings nobody), and a
    closed-DMs notice, once: one read of everyone's preferences."""
    channel_id = reply.turn.channel_id if reply.turn is not None else who.channel_id
    posted = None if message is None else message.id
    outs = await api.board_posted(
        channel_id, who.guild_id, posted, reply if posted is not None else None, asker=who
    )
    for out in outs:
        if out.dm_to is None:  # DMs to them fail: said once
            text = links_of(interaction.client).link(out.reply.content)
            await interaction.followup.send(text, ephemeral=True)
        elif (
            not await send_dm(interaction.client, api, out.dm_to, out.reply)
            and out.dm_to == who.user_id
        ):  # their own turn DM failed just now
            await say_dms_closed(interaction, api, who.user_id, who.locale)


async def guarded(interaction: discord.Interaction, call: Call) -> None:
    """Component callbacks: discord.py would only log a failure, so report it to the user."""
    try:
        await respond(interaction, call)
    except Exception as error:
        await report_unexpected(interaction, error)


async def report_unexpected(interaction: discord.Interaction, error: BaseException) -> None:
    """Log a bug with its traceback and tell the user, whether or not we answered already."""
    original = getattr(error, "original", None) or error
    log.error(
        "Unexpected error handling interaction %s (type %s, channel %s, user %s)",
        interaction.id,
        interaction.type,
        interaction.channel_id,
        getattr(interaction.user, "id", None),
        exc_info=original,
    )
    locale = str(interaction.locale)
    text = t("reply.unexpected", locale)
    try:
        if interaction.response.is_done():
            await post(interaction, locale, ephemeral=True, content=text)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as err:
        log.warning("Could not tell the user about the error: %s", err)
