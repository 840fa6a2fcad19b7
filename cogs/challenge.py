"""/challenge daily|weekly|leaderboard|results (bot/chat/challenge_commands.py).

A challenge is played in the player's DMs with Tabula: asked in that DM, it answers there;
asked anywhere else (a server, a group DM), the game goes to the DMs and a private note says
so where it was asked.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.chat.challenge_commands import Challenges
from bot.engine.registry import REGISTRY
from bot.league.challenges import GAMES
from bot.words.catalogue import t
from cogs.components import (
    acknowledge,
    api_of,
    choice,
    described,
    game_choice,
    message_kwargs,
    place_turn,
    post,
    requester,
    respond,
    send_reply,
)
from cogs.records import WHERE

log = logging.getLogger("tabula")

CHALLENGE_GAMES = [game_choice(g, REGISTRY[g].title) for g in GAMES]
PERIODS = [choice("choice.period.daily", "daily"), choice("choice.period.weekly", "weekly")]


class ChallengeCog(
    commands.GroupCog, group_name="challenge", group_description=described("commands.challenge")
):
    """The day's and the week's solo challenges."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    async def _start(self, interaction: discord.Interaction, period: str, game: str) -> None:
        if interaction.context.dm_channel:  # in the bot's DM already: the game is here
            await respond(
                interaction,
                lambda api, who: Challenges(api).start(who, period, game, who.channel_id),
            )
            return
        await acknowledge(interaction, ephemeral=True)
        api = api_of(interaction)
        who = await api.with_language(requester(interaction))
        try:
            dm = await interaction.user.create_dm()
        except discord.HTTPException:
            await post(
                interaction, who.locale, ephemeral=True, content=t("challenge.dm_only", who.locale)
            )
            return
        reply = await Challenges(api).start(who, period, game, dm.id)
        if reply.is_error:
            await send_reply(interaction, reply, who.locale)
            return

        async def send_new(kwargs: dict[str, Any]) -> discord.Message | None:
            return await dm.send(**kwargs)

        try:
            for shown in await self._with_bots(api, reply, who, dm.id):
                if shown.turn is not None:
                    await place_turn(self.bot, api, shown, who.locale, None, send_new)
                else:
                    await dm.send(**message_kwargs(shown, who.locale, []))
        except discord.Forbidden:
            await api.seats.dm_failed(who.user_id)
            await post(
                interaction, who.locale, ephemeral=True, content=t("challenge.dm_only", who.locale)
            )
            return
        await post(
            interaction, who.locale, ephemeral=True, content=t("challenge.in_dm", who.locale)
        )

    @staticmethod
    async def _with_bots(api: Any, reply: Any, who: Any, dm_id: int) -> list[Any]:
        """The start's board, then the boards of the bots' first moves (when they begin)."""
        out = [reply]
        if reply.follow:
            in_dm = replace(who, channel_id=dm_id, guild_id=None)
            out += [later async for later in api.follow(in_dm)]
        return out

    @app_commands.command(name="daily", description=described("commands.challenge_daily"))
    @app_commands.describe(game=described("commands.param_game_key"))
    @app_commands.choices(game=CHALLENGE_GAMES)
    async def daily(self, interaction: discord.Interaction, game: str) -> None:
        await self._start(interaction, "daily", game)

    @app_commands.command(name="weekly", description=described("commands.challenge_weekly"))
    @app_commands.describe(game=described("commands.param_game_key"))
    @app_commands.choices(game=CHALLENGE_GAMES)
    async def weekly(self, interaction: discord.Interaction, game: str) -> None:
        await self._start(interaction, "weekly", game)

    @app_commands.command(
        name="leaderboard", description=described("commands.challenge_leaderboard")
    )
    @app_commands.describe(
        game=described("commands.param_game_key"),
        period=described("commands.param_period"),
        where=described("commands.param_where"),
    )
    @app_commands.choices(game=CHALLENGE_GAMES, period=PERIODS, where=WHERE)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str,
        period: str = "daily",
        where: str = "server",
    ) -> None:
        await respond(
            interaction,
            lambda api, who: Challenges(api).leaderboard(who, period, game, where),
            repost=f"challenge:{period}:{game}:{where}",
        )

    @app_commands.command(name="results", description=described("commands.challenge_results"))
    @app_commands.describe(
        game=described("commands.param_game_key"), period=described("commands.param_period")
    )
    @app_commands.choices(game=CHALLENGE_GAMES, period=PERIODS)
    async def results(
        self, interaction: discord.Interaction, game: str, period: str = "daily"
    ) -> None:
        await respond(
            interaction,
            lambda api, who: Challenges(api).results(who, period, game),
            repost=f"results:{period}:{game}",
        )


async def setup(bot: commands.Bot) -> None:
    """Extension entry point (bot.load_extension("cogs.challenge"))."""
    await bot.add_cog(ChallengeCog(bot))
