"""Generic play commands every game shares: /play, /hand, /board, /log, /rules."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.chat.commands import clip, rules_topics
from bot.engine.registry import REGISTRY
from cogs.components import api_of, described, requester, respond
from cogs.lobby import CHOICE_LIMIT, CHOICE_TEXT_LIMIT
from renderers.cards import card_book

log = logging.getLogger("tabula")


class PlayCog(commands.Cog):
    """Moves and looks at the channel's game; the engine re-checks everything typed."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="play", description=described("commands.play"))
    @app_commands.describe(action=described("commands.param_action"))
    async def play(self, interaction: discord.Interaction, action: str) -> None:
        await respond(interaction, lambda api, who: api.play(who, action))

    @play.autocomplete("action")
    async def play_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The typist's legal moves; an autocomplete failure must not leave Discord waiting."""
        try:
            found = await api_of(interaction).autocomplete(requester(interaction), current)
        except Exception:
            log.exception("Autocomplete failed for /play in channel %s", interaction.channel_id)
            return []
        return [
            app_commands.Choice(name=clip(c.label or c.token, CHOICE_TEXT_LIMIT), value=c.token)
            for c in found[:CHOICE_LIMIT]
        ]

    @app_commands.command(name="undo", description=described("commands.undo"))
    async def undo(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: api.undo(who))

    @app_commands.command(name="hint", description=described("commands.hint"))
    async def hint(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: api.hint(who), ephemeral=True)

    @app_commands.command(name="hand", description=described("commands.hand"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: api.hand(who), ephemeral=True)

    @app_commands.command(name="board", description=described("commands.board"))
    @app_commands.describe(spots=described("commands.param_spots"))
    async def board(self, interaction: discord.Interaction, spots: bool = False) -> None:
        await respond(interaction, lambda api, who: api.board(who, spots), repost="board")

    @app_commands.command(name="log", description=described("commands.log"))
    async def game_log(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda api, who: api.log(who), ephemeral=True)

    @app_commands.command(name="rules", description=described("commands.rules"))
    @app_commands.describe(topic=described("commands.param_topic"))
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        await respond(interaction, lambda api, who: api.rules(who, topic or ""), ephemeral=True)

    @rules.autocomplete("topic")
    async def rules_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=n, value=n) for n in rules_topics(current)]

    @app_commands.command(name="card", description=described("commands.card"))
    @app_commands.describe(
        name=described("commands.param_card"), game=described("commands.param_card_game")
    )
    async def card(
        self, interaction: discord.Interaction, name: str, game: str | None = None
    ) -> None:
        await respond(interaction, lambda api, who: api.card(who, name, game or ""), ephemeral=True)

    @card.autocomplete("name")
    async def card_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Every card of the book (never filtered by where cards are); the value is the id."""
        game = str(getattr(interaction.namespace, "game", None) or "")
        try:
            found = await api_of(interaction).card_choices(requester(interaction), current, game)
        except Exception:
            log.exception("Autocomplete failed for /card in channel %s", interaction.channel_id)
            return []
        return [
            app_commands.Choice(name=clip(c.label or c.token, CHOICE_TEXT_LIMIT), value=c.token)
            for c in found[:CHOICE_LIMIT]
        ]

    @card.autocomplete("game")
    async def card_game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Games that have a card book."""
        needle = current.strip().lower()
        found = [
            app_commands.Choice(name=clip(f"{r.title} ({k})", CHOICE_TEXT_LIMIT), value=k)
            for k, r in sorted(REGISTRY.items())
            if (not needle or needle in k or needle in r.title.lower()) and card_book(k)
        ]
        return found[:CHOICE_LIMIT]


async def setup(bot: commands.Bot) -> None:
    """Extension entry point (bot.load_extension("cogs.play"))."""
    await bot.add_cog(PlayCog(bot))
