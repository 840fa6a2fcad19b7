"""The discord.py Bot: wires the service, cogs, DynamicItems and translator together."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import Commands
from bot.config import Config
from bot.engine.registry import load_plugins
from bot.service import GameService
from bot.store import open_store
from bot.translator import TabulaTranslator
from cogs.components import DYNAMIC_ITEMS, report_unexpected

log = logging.getLogger("tabula")

COGS = ("cogs.lobby", "cogs.play")


def bot_intents() -> discord.Intents:
    """Slash commands and components need no privileged intent, so ask for none."""
    intents = discord.Intents.default()
    intents.message_content = False
    intents.members = False
    intents.presences = False
    return intents


class TabulaTree(app_commands.CommandTree):
    """The command tree whose failures reach the user instead of only the log."""

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError, /
    ) -> None:
        await report_unexpected(interaction, error)


class TabulaBot(commands.Bot):
    """One bot process: slash commands and buttons in, Replies out, games in the store."""

    def __init__(self, config: Config, service: GameService) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=bot_intents(),
            help_command=None,
            tree_cls=TabulaTree,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.config = config
        self.service = service
        self.api = Commands(service)

    async def setup_hook(self) -> None:
        """Runs once at login: everything a click may need must exist before events arrive."""
        await self.service.store.open()
        for name in COGS:
            await self.load_extension(name)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.tree.set_translator(TabulaTranslator())

    async def on_ready(self) -> None:
        user = self.user
        log.info("Connected as %s (%s) in %d guilds", user, user and user.id, len(self.guilds))

    async def close(self) -> None:
        """Stop the gateway first so no interaction writes to a closed store."""
        try:
            await super().close()
        finally:
            await self.service.store.close()


def create_bot(config: Config, service: GameService) -> TabulaBot:
    """Build the bot around an existing service (tests pass their own store)."""
    return TabulaBot(config, service)


async def sync_commands(
    bot: commands.Bot, dev_guild_id: int | None
) -> list[app_commands.AppCommand]:
    """Publish the slash commands: to the dev guild at once, or globally (which Discord caches)."""
    if dev_guild_id:
        guild = discord.Object(id=dev_guild_id)
        bot.tree.copy_global_to(guild=guild)
        return await bot.tree.sync(guild=guild)
    return await bot.tree.sync()


def _build(config: Config) -> TabulaBot:
    if not config.token:
        raise ValueError("DISCORD_TOKEN is not set (environment or .env)")
    load_plugins(config.plugins)
    return create_bot(config, GameService(open_store(config.database_url)))


async def run_bot(config: Config) -> None:
    """`tabula run`: connect to Discord and serve until stopped; never syncs commands."""
    bot = _build(config)
    async with bot:
        await bot.start(config.token or "")


async def run_sync(config: Config) -> list[app_commands.AppCommand]:
    """`tabula sync`: log in, publish the slash commands, and close."""
    bot = _build(config)
    async with bot:
        await bot.login(config.token or "")
        synced = await sync_commands(bot, config.dev_guild_id)
        log.info(
            "Synced %d commands %s",
            len(synced),
            f"to guild {config.dev_guild_id}" if config.dev_guild_id else "globally",
        )
        return synced
