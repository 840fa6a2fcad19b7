"""Past games, ratings and ladders: /history, /stats, /leaderboard (bot/records.py)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import Commands, Reply, Requester
from bot.engine.core import RuleError
from bot.engine.registry import REGISTRY
from bot.records import Records
from bot.replay import MAX_BYTES
from cogs.components import described, respond

WHERE = [
    app_commands.Choice(name="server", value="server"),
    app_commands.Choice(name="global", value="global"),
]


def game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=r.title, value=k) for k, r in sorted(REGISTRY.items())]


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
        await respond(interaction, lambda api, who: Records(api).leaderboard(who, game, where))


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
            too_big = file.size > MAX_BYTES
            raw = b"" if too_big else await file.read()

            async def check(api: Commands, who: Requester) -> Reply:
                if too_big:  # refused before it is downloaded
                    return api.error(
                        who,
                        RuleError(
                            "too large",
                            key="replay.too_large",
                            size=file.size // 1024,
                            limit=MAX_BYTES // 1024,
                        ),
                    )
                return await Records(api).replay_file(who, raw)

            await respond(interaction, check, ephemeral=True)
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
