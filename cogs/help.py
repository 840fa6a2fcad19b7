"""/help: every command with a clickable mention and its description, in the reader's
language; /settings only for those who may use it."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.words.catalogue import has, t
from cogs.components import acknowledge, described, post
from cogs.links import links_of

CONTENT_LIMIT = 2000
MODERATOR_ONLY = frozenset({"settings"})


def description_of(command: Any, locale: str | None) -> str:
    """A command's description in the reader's language (its catalogue key), else as is."""
    text = getattr(command, "_locale_description", None)
    key = text.extras.get("key") if isinstance(text, app_commands.locale_str) else None
    return t(key, locale) if key and has(key) else str(command.description)


def help_lines(
    tree: app_commands.CommandTree[Any], mention: Any, locale: str | None, moderator: bool
) -> list[str]:
    """One line a command (a group: one a subcommand), in the tree's order."""
    lines: list[str] = []
    for command in tree.get_commands():
        if command.name in MODERATOR_ONLY and not moderator:
            continue
        subs = command.commands if isinstance(command, app_commands.Group) else [command]
        for sub in subs:
            name = sub.qualified_name
            lines.append(
                t(
                    "help.line",
                    locale,
                    command=mention(name),
                    description=description_of(sub, locale),
                )
            )
    return lines


def pages(lines: list[str], limit: int = CONTENT_LIMIT) -> list[str]:
    """The lines gathered into messages of at most `limit` characters."""
    out: list[str] = []
    for line in lines:
        if out and len(out[-1]) + 1 + len(line) <= limit:
            out[-1] += "\n" + line
        else:
            out.append(line[:limit])
    return out


class HelpCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="help", description=described("commands.help"))
    async def help(self, interaction: discord.Interaction) -> None:
        await acknowledge(interaction, ephemeral=True)
        locale = str(interaction.locale)
        links = links_of(interaction.client)
        moderator = interaction.guild_id is not None and interaction.permissions.manage_guild
        lines = [
            t("help.title", locale),
            *help_lines(self.bot.tree, links.mention, locale, moderator),
            t("help.footer", locale, rules=links.mention("rules")),
        ]
        for page in pages(lines):
            await post(interaction, locale, ephemeral=True, content=page)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point (bot.load_extension("cogs.help"))."""
    await bot.add_cog(HelpCog(bot))
