"""Direct messages to players: closed DMs are remembered (to tell the user once), never raised."""

from __future__ import annotations

import logging

import discord

from bot.chat.commands import Commands, Reply
from bot.words.catalogue import t
from cogs.links import links_of

log = logging.getLogger("tabula")


async def send_dm(client: discord.Client, api: Commands, user_id: int, reply: Reply) -> bool:
    """A DM to one user; closed DMs (Forbidden) are remembered, to tell them once, not raised."""
    try:
        channel = await client.create_dm(discord.Object(id=user_id))
        content = links_of(client).link(reply.content)
        await channel.send(content=content, allowed_mentions=discord.AllowedMentions.none())
    except discord.Forbidden:
        await api.seats.dm_failed(user_id)
        return False
    except discord.HTTPException as e:
        log.warning("Could not DM user %s: %s", user_id, e)
        return False
    return True


async def say_dms_closed(
    interaction: discord.Interaction, api: Commands, user_id: int, locale: str | None
) -> None:
    """Once after DMs to this person failed: say so, privately, where they are (in a server;
    in the bot's DM there is nothing to say it through)."""
    if interaction.guild_id is not None and await api.seats.tell_dm_closed(user_id):
        await interaction.followup.send(t("notify.dm_closed", locale), ephemeral=True)
