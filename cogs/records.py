"""Past games, ratings and ladders: /history, /stats, /leaderboard (bot/chat/records.py)."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from bot.chat.records import Records
from bot.engine.registry import REGISTRY
from bot.league.painter import FETCH_S
from bot.league.replay import MAX_BYTES, ReplayRefused, kb
from cogs.components import choice, described, game_choice, respond

WHERE = [choice("choice.where.server", "server"), choice("choice.where.global", "global")]


def game_choices() -> list[app_commands.Choice[str]]:
    return [game_choice(k, r.title) for k, r in sorted(REGISTRY.items())]


class RecordsCog(commands.Cog):
    """Reads the kept results; every answer but the ladder is private."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="history", description=described("commands.history"))
    async def history(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: Records(api).history(who), ephemeral=True)

    @app_commands.command(name="stats", description=described("commands.stats"))
    @app_commands.describe(
        user=described("commands.param_user"), where=described("commands.param_where")
    )
    @app_commands.choices(where=WHERE)
    async def stats(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        where: str = "server",
    ) -> None:
        uid = user.id if user is not None else None
        await respond(
            interaction,
            lambda api, who: Records(api).stats(who, uid, where),
            ephemeral=True,
        )

    @app_commands.command(name="leaderboard", description=described("commands.leaderboard"))
    @app_commands.describe(
        game=described("commands.param_game_key"), where=described("commands.param_where")
    )
    @app_commands.choices(game=game_choices(), where=WHERE)
    async def leaderboard(
        self, interaction: discord.Interaction, game: str, where: str = "server"
    ) -> None:
        await respond(
            interaction,
            lambda api, who: Records(api).leaderboard(who, game, where),
            repost=f"leaderboard:{game}:{where}",
        )


class ReplayCog(commands.Cog):
    """/replay id: (a kept game) or /replay file: (a replay file to check)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="replay", description=described("commands.replay"))
    @app_commands.describe(
        id=described("commands.param_replay_id"), file=described("commands.param_replay_file")
    )
    async def replay(
        self,
        interaction: discord.Interaction,
        id: int | None = None,
        file: discord.Attachment | None = None,
    ) -> None:
        if file is not None:
            attached = file

            async def fetch() -> bytes:
                """The file, downloaded once a place is free, within FETCH_S seconds."""
                if attached.size > MAX_BYTES:  # refused before it is downloaded
                    raise ReplayRefused(
                        "replay.too_large", size=kb(attached.size), limit=kb(MAX_BYTES)
                    )
                try:
                    async with asyncio.timeout(FETCH_S):
                        return await attached.read()
                except (TimeoutError, discord.HTTPException):
                    raise ReplayRefused("replay.fetch_failed") from None

            await respond(
                interaction, lambda api, who: Records(api).replay_file(who, fetch), ephemeral=True
            )
            return
        if id is None:
            await respond(
                interaction,
                lambda api, who: Records(api).history(who),
                ephemeral=True,
            )
            return
        game_id = id
        await respond(
            interaction, lambda api, who: Records(api).replay(who, game_id), ephemeral=True
        )


async def setup(bot: commands.Bot) -> None:
    """Extension entry point (bot.load_extension("cogs.records"))."""
    await bot.add_cog(RecordsCog(bot))
    await bot.add_cog(ReplayCog(bot))
