"""`/game new ... thread:true`: open a thread named after the game and play there, so one
channel can host many games. On by default where the bot may create threads; when Discord
refuses (a missing permission), the game is played in the channel and the table is told."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Literal

import discord

from bot.chat.commands import Commands, Reply, Requester, clip, mention
from bot.engine.registry import get_rules
from bot.table.clock import CLOCKS
from bot.words.catalogue import t
from cogs.components import acknowledge, after_post, api_of, post, requester, send_reply
from cogs.lobby_buttons import lobby_view

log = logging.getLogger("tabula")

THREAD_NAME_LIMIT = 100
ARCHIVE_MINUTES: Literal[10080] = 10080  # a week: play-by-chat games go quiet for days
CONTENT_LIMIT = 2000


def clock_is_on(clock: str | None) -> bool:
    """A clock that posts (a known length but `off`); a word it does not know is refused
    later by the usual check, with its own reason."""
    return clock is not None and CLOCKS.get(clock.strip().lower(), 0) > 0


def missing_to_post(perms: discord.Permissions, in_thread: bool) -> list[str]:
    """The permissions the clock's posts need that the bot lacks (names of Permissions)."""
    send = "send_messages_in_threads" if in_thread else "send_messages"
    needed = ("view_channel", send, "attach_files", "embed_links")
    return [name for name in needed if not getattr(perms, name)]


def clock_refusal(
    interaction: discord.Interaction, in_new_thread: bool, locale: str | None
) -> str | None:
    """Why the turn clock could not post where this game would be played, in the reader's
    language; None when it can. It posts with the bot's own token, which needs the bot in
    the place: a server it is a member of (with the permissions to post there), or its DM."""
    context = interaction.context
    if context.dm_channel:
        return None  # the bot's own DM
    if context.private_channel or interaction.guild_id is None:
        return t("clock.no_post.private", locale)  # a group DM, or a DM between people
    if not interaction.is_guild_integration():
        return t("clock.no_post.user_install", locale)
    in_thread = in_new_thread or isinstance(interaction.channel, discord.Thread)
    perms = interaction.app_permissions
    missing = missing_to_post(perms, in_thread)
    if not missing:
        return None
    names = ", ".join(t(f"permission.{name}", locale) for name in missing)
    text = t(
        "clock.no_post.thread" if in_thread else "clock.no_post.channel", locale, missing=names
    )
    if not in_thread and may_open_thread(interaction) and not missing_to_post(perms, True):
        text = f"{text}\n{t('clock.no_post.try_thread', locale)}"  # a thread it can post in
    return text


def may_open_thread(interaction: discord.Interaction) -> bool:
    """A server text channel where the bot may create public threads and write in them."""
    perms = interaction.app_permissions
    return (
        isinstance(interaction.channel, discord.TextChannel)
        and perms.create_public_threads
        and perms.send_messages_in_threads
    )


async def new_game(
    interaction: discord.Interaction,
    game: str,
    options: str,
    bots: int,
    level: str,
    thread: bool | None,
    *,
    clock: str | None = None,
    timeout: str | None = None,
) -> None:
    """Open a table here, or in a new thread of this channel."""
    await acknowledge(interaction)
    who = requester(interaction)
    api = api_of(interaction)
    wanted = may_open_thread(interaction) if thread is None else thread
    if clock_is_on(clock):
        threaded = wanted and isinstance(interaction.channel, discord.TextChannel)
        why = clock_refusal(interaction, threaded, who.locale)
        if why is not None:  # nothing opened: say why, privately
            text = t("reply.error", who.locale, message=why)
            await post(interaction, who.locale, ephemeral=True, content=text)
            return

    async def open_in(where: Requester) -> Reply:
        return await api.game_new(where, game, options, bots, level, clock, timeout)

    if not wanted:
        await _open(interaction, api, who, await open_in(who))
        return
    refusal = api.check_new(who, game, options, bots, level, clock, timeout)
    if refusal is not None:  # nothing opened, not even a thread
        await send_reply(interaction, refusal, who.locale)
        return
    channel = interaction.channel
    note = t("table.thread_not_here", who.locale)
    if isinstance(channel, discord.TextChannel):
        name = t("table.thread_name", who.locale, title=get_rules(game).title, user=who.name)
        try:
            room = await channel.create_thread(
                name=clip(name, THREAD_NAME_LIMIT),
                type=discord.ChannelType.public_thread,
                auto_archive_duration=ARCHIVE_MINUTES,
            )
        except discord.HTTPException as e:
            log.warning("Could not open a thread in channel %s: %s", channel.id, e)
            note = t("table.thread_failed", who.locale)
        else:
            await _open_in_thread(interaction, api, who, room, open_in, get_rules(game).title)
            return
    reply = await open_in(who)
    if not reply.is_error:
        reply = replace(reply, content=clip(f"{reply.content}\n{note}", CONTENT_LIMIT))
    await _open(interaction, api, who, reply)


async def _open(
    interaction: discord.Interaction, api: Commands, who: Requester, reply: Reply
) -> None:
    """Post a new table's first message (a lobby, or a board if it started at once)."""
    message = await send_reply(interaction, reply, who.locale, view_for=lobby_view)
    await after_post(interaction, api, who, reply, message)
    if reply.follow:
        async for later in api.follow(who):
            message = await send_reply(interaction, later, who.locale)
            await after_post(interaction, api, who, later, message)


async def _open_in_thread(
    interaction: discord.Interaction,
    api: Commands,
    who: Requester,
    room: discord.Thread,
    open_in: Callable[[Requester], Awaitable[Reply]],
    title: str,
) -> None:
    there = replace(who, channel_id=room.id)
    reply = await open_in(there)
    if reply.is_error:
        await send_reply(interaction, reply, who.locale)
        return
    opened = t(
        "table.thread_opened",
        who.locale,
        user=mention(who.user_id),
        title=title,
        thread=room.mention,
    )
    await post(
        interaction,
        who.locale,
        ephemeral=False,
        content=opened,
        allowed_mentions=discord.AllowedMentions.none(),
    )
    if reply.turn is not None:  # a full table started at once: its board opens the thread
        message = await send_reply(interaction, reply, who.locale)
        await after_post(interaction, api, there, reply, message)
    else:
        view = lobby_view(reply, who.locale)
        quiet = discord.AllowedMentions.none()
        if view is None:
            await room.send(content=reply.content, allowed_mentions=quiet)
        else:
            await room.send(content=reply.content, allowed_mentions=quiet, view=view)
    if reply.follow:
        async for later in api.follow(there):
            message = await send_reply(interaction, later, who.locale)
            await after_post(interaction, api, there, later, message)
