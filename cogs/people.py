"""People at the table: /game sub and kick, /notify, /mygames, and messages nobody asked for
(the clock's reminders and moves, turn DMs), with closed DMs handled quietly."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.chat.commands import Commands, Outgoing, Reply, Requester, render_pngs
from bot.words.catalogue import has, languages, t
from cogs.components import (
    allowed_mentions,
    api_of,
    board_files,
    build_view,
    choice,
    described,
    place_turn,
    respond,
)
from cogs.dms import say_dms_closed, send_dm
from cogs.links import linked

log = logging.getLogger("tabula")


def can_moderate_seats(interaction: discord.Interaction) -> bool:
    """Members who manage the server, its messages or the channel may change others' seats."""
    if interaction.guild_id is None:
        return False
    perms = interaction.permissions
    return bool(perms.manage_guild or perms.manage_messages or perms.manage_channels)


async def message_kwargs(reply: Reply, locale: str | None) -> dict[str, Any]:
    """What a Reply becomes as a plain channel message (its board rendered off the loop)."""
    kwargs: dict[str, Any] = {
        "content": reply.content,
        "allowed_mentions": allowed_mentions(reply),
    }
    view = build_view(reply, locale)
    if view is not None:
        kwargs["view"] = view
    if reply.image is not None:
        pngs = await render_pngs(reply.image)
        kwargs["files"] = board_files(reply.image, pngs)
    return kwargs


async def deliver(client: discord.Client, api: Commands, out: Outgoing) -> None:
    """Post one of the clock's messages (and the turn DMs and bot moves that follow it)."""
    if out.dm_to is not None:
        await send_dm(client, api, out.dm_to, out.reply)
        return
    channel = client.get_partial_messageable(out.channel_id, guild_id=out.guild_id)
    try:
        if out.reply.turn is not None:  # a board: one message a turn (new, or an edit)
            _, message = await place_turn(client, api, out.reply, None, out.guild_id)
        else:
            message = await channel.send(**linked(client, await message_kwargs(out.reply, None)))
    except discord.Forbidden as e:  # the bot may not post there (any more)
        log.warning("May not post the clock's message in channel %s: %s", out.channel_id, e)
        await tell_unseen(client, api, out)
        return
    except discord.HTTPException as e:
        log.warning("Could not post the clock's message in channel %s: %s", out.channel_id, e)
        return
    await api.clock_seen(out.channel_id)
    if message is not None:
        await posted(client, api, out.channel_id, out.guild_id, message.id, out.reply)
    if out.reply.follow:
        who = await api.with_language(Requester(out.channel_id, 0, guild_id=out.guild_id))
        async for later in api.follow(who):
            await deliver(client, api, Outgoing(out.channel_id, later, guild_id=out.guild_id))


async def tell_unseen(client: discord.Client, api: Commands, out: Outgoing) -> None:
    """A clock message the channel refused: its players are told by DM, or at their next
    command when their DMs are closed."""
    for dm in await api.clock_unseen(out.channel_id, out.guild_id, out.reply.content):
        assert dm.dm_to is not None
        if not await send_dm(client, api, dm.dm_to, dm.reply):
            await api.note_later(dm.dm_to, dm.reply)


async def posted(
    client: discord.Client,
    api: Commands,
    channel_id: int,
    guild_id: int | None,
    message_id: int | None,
    reply: Reply,
) -> None:
    """A board went up: remember it for links, and DM the players it pings who asked to be."""
    for out in await api.board_posted(channel_id, guild_id, message_id, reply):
        if out.dm_to is not None:
            await send_dm(client, api, out.dm_to, out.reply)


@app_commands.command(name="sub", description=described("commands.game_sub"))
@app_commands.describe(
    user=described("commands.param_sub_user"), replacing=described("commands.param_sub_replacing")
)
async def game_sub(
    interaction: discord.Interaction, user: discord.User, replacing: discord.User | None = None
) -> None:
    await respond(
        interaction,
        lambda api, who: api.game_sub(
            who,
            user.id,
            user.display_name,
            replacing.id if replacing is not None else None,
            is_bot=user.bot,
        ),
        moderator=can_moderate_seats(interaction),
    )


@app_commands.command(name="kick", description=described("commands.game_kick"))
@app_commands.describe(user=described("commands.param_kick_user"))
async def game_kick(interaction: discord.Interaction, user: discord.User) -> None:
    await respond(
        interaction,
        lambda api, who: api.game_kick(who, user.id),
        moderator=can_moderate_seats(interaction),
    )


class PeopleCog(commands.Cog):
    """Turn DMs and the list of one's games, everywhere."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="notify", description=described("commands.notify"))
    @app_commands.describe(mode=described("commands.param_notify"))
    @app_commands.choices(
        mode=[choice("choice.notify.on", "on"), choice("choice.notify.off", "off")]
    )
    async def notify(self, interaction: discord.Interaction, mode: str) -> None:
        on = mode == "on"
        await respond(interaction, lambda api, who: api.notify(who, on), ephemeral=True)
        if on:  # say hello by DM now, so closed DMs are found (and told) at once
            api = api_of(interaction)
            hello = Reply(t("notify.hello", str(interaction.locale)))
            if not await send_dm(self.bot, api, interaction.user.id, hello):
                await say_dms_closed(interaction, api, interaction.user.id, str(interaction.locale))

    @app_commands.command(name="mygames", description=described("commands.mygames"))
    async def mygames(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: api.mygames(who), ephemeral=True)


@app_commands.default_permissions(manage_guild=True)
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class SettingsCog(
    commands.GroupCog, group_name="settings", group_description=described("commands.settings")
):
    """/settings: what a server's moderators choose for Tabula there."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="language", description=described("commands.settings_language"))
    @app_commands.describe(language=described("commands.param_language"))
    @app_commands.choices(
        language=[
            *(choice(f"language.{code}", code) for code in languages() if has(f"language.{code}")),
            choice("choice.language_auto", "auto"),
        ]
    )
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        await respond(
            interaction,
            lambda api, who: api.settings_language(who, language),
            moderator=can_moderate_seats(interaction),
        )


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: the cog, and sub/kick inside the /game group of cogs.lobby."""
    group = bot.tree.get_command("game")
    if not isinstance(group, app_commands.Group):
        raise RuntimeError("cogs.people needs cogs.lobby's /game group loaded first")
    group.add_command(game_sub)
    group.add_command(game_kick)
    await bot.add_cog(PeopleCog(bot))
    await bot.add_cog(SettingsCog(bot))
