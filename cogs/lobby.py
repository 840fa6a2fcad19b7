"""The /game group: open a table, seat players, start, and end the channel's game."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.chat.commands import clip
from bot.engine.ai import DEFAULT_LEVEL, LEVELS
from bot.engine.registry import REGISTRY
from bot.table.clock import CLOCKS, TIMEOUTS
from cogs.components import choice, described, is_moderator, respond
from cogs.lobby_buttons import lobby_view
from cogs.threads import new_game

CHOICE_LIMIT = 25
CHOICE_TEXT_LIMIT = 100
MAX_BOTS = 6


async def game_choices(current: str) -> list[app_commands.Choice[str]]:
    """Registered games whose key or title contains what the user typed."""
    needle = current.strip().lower()
    found = [
        app_commands.Choice(name=clip(f"{rules.title} ({key})", CHOICE_TEXT_LIMIT), value=key)
        for key, rules in sorted(REGISTRY.items())
        if not needle or needle in key or needle in rules.title.lower()
    ]
    return found[:CHOICE_LIMIT]


class LobbyCog(commands.GroupCog, group_name="game", group_description=described("commands.game")):
    """Lobby commands; the service decides who may do what."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="new", description=described("commands.game_new"))
    @app_commands.describe(
        game=described("commands.param_game"),
        options=described("commands.param_options"),
        bots=described("commands.param_bots"),
        level=described("commands.param_level"),
        clock=described("commands.param_clock"),
        timeout=described("commands.param_timeout"),
        thread=described("commands.param_thread"),
    )
    @app_commands.choices(
        level=[app_commands.Choice(name=described(f"level.{x}"), value=x) for x in LEVELS],
        clock=[choice(f"choice.clock.{word}", word) for word in CLOCKS],
        timeout=[choice(f"choice.timeout.{word}", word) for word in TIMEOUTS],
    )
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        options: str | None = None,
        bots: app_commands.Range[int, 0, MAX_BOTS] = 0,
        level: str = DEFAULT_LEVEL,
        clock: str | None = None,
        timeout: str | None = None,
        thread: bool | None = None,
    ) -> None:
        await new_game(
            interaction, game, options or "", bots, level, thread, clock=clock, timeout=timeout
        )

    @new.autocomplete("game")
    async def new_game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_choices(current)

    @app_commands.command(name="join", description=described("commands.game_join"))
    async def join(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: api.game_join(who), view_for=lobby_view)

    @app_commands.command(name="leave", description=described("commands.game_leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: api.game_leave(who), view_for=lobby_view)

    @app_commands.command(name="start", description=described("commands.game_start"))
    async def start(self, interaction: discord.Interaction) -> None:
        await respond(
            interaction,
            lambda api, who: api.game_start(who),
            moderator=is_moderator(interaction),
            view_for=lobby_view,
        )

    @app_commands.command(name="status", description=described("commands.game_status"))
    async def status(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: api.game_status(who), ephemeral=True)

    @app_commands.command(name="resign", description=described("commands.game_resign"))
    async def resign(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: api.game_resign(who))

    @app_commands.command(name="abandon", description=described("commands.game_abandon"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        await respond(
            interaction, lambda api, who: api.game_abandon(who), moderator=is_moderator(interaction)
        )

    @app_commands.command(name="list", description=described("commands.game_list"))
    async def list_games(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: api.game_list(who), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point (bot.load_extension("cogs.lobby"))."""
    await bot.add_cog(LobbyCog(bot))
