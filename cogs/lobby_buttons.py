"""The lobby message's controls: Join, Leave, Start, a bot level menu and the game's options.

They are DynamicItems with fixed custom_ids (`tblobby:join`, `tblobby:opt:1`), so a lobby
posted before a restart keeps working; the service decides who may do what, and a click
edits the lobby message in place (a start turns it into a note and posts the first board).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.chat.commands import Commands, Reply, Requester, clip
from bot.chat.lobby_panel import PanelMenu
from bot.words.catalogue import t
from cogs.components import (
    LABEL_LIMIT,
    OPTION_LABEL_LIMIT,
    PLACEHOLDER_LIMIT,
    Call,
    acknowledge,
    after_post,
    api_of,
    is_moderator,
    report_unexpected,
    requester,
    send_reply,
)

BUTTON_TEMPLATE = r"tblobby:(?P<act>join|leave|start)"
SELECT_TEMPLATE = r"tblobby:(?P<kind>bot|opt)(?::(?P<n>[0-9]))?"
CONTENT_LIMIT = 2000


def _call_for_button(act: str) -> Call:
    calls: dict[str, Call] = {
        "join": lambda api, who: api.game_join(who),
        "leave": lambda api, who: api.game_leave(who),
        "start": lambda api, who: api.game_start(who),
    }
    return calls[act]


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON_TEMPLATE):
    """Join, Leave or Start the table of the channel it is posted in."""

    STYLES = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
    }

    def __init__(self, act: str, label: str = "", *, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=clip(label or t(f"table.{act}"), LABEL_LIMIT),
                style=self.STYLES[act],
                custom_id=f"tblobby:{act}",
            ),
            row=row,
        )
        self.act = act

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(match["act"], getattr(item, "label", None) or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await lobby_click(interaction, _call_for_button(self.act))


class LobbySelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_TEMPLATE):
    """Add a bot of the chosen level, or set one option (`name:value`, as one would type)."""

    def __init__(
        self,
        kind: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        *,
        index: int = 0,
        row: int | None = None,
    ) -> None:
        custom_id = "tblobby:bot" if kind == "bot" else f"tblobby:opt:{index}"
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id,
                placeholder=placeholder,
                min_values=1,
                max_values=1,
                options=list(options or []),
            ),
            row=row,
        )
        self.kind = kind

    @classmethod
    def of(cls, menu: PanelMenu, *, index: int, row: int) -> LobbySelect:
        options = [
            discord.SelectOption(
                label=clip(c.label, OPTION_LABEL_LIMIT), value=c.value, default=c.chosen
            )
            for c in menu.choices
        ]
        return cls(
            menu.kind, options, clip(menu.placeholder, PLACEHOLDER_LIMIT), index=index, row=row
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbySelect:
        return cls(
            match["kind"],
            list(getattr(item, "options", ()) or ()),
            getattr(item, "placeholder", None),
            index=int(match["n"] or 0),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        raw: dict[str, Any] = dict(interaction.data or {})
        values = list(self.item.values) or list(raw.get("values", []))
        value = str(values[0]) if values else ""

        async def call(api: Commands, who: Requester) -> Reply:
            if self.kind == "bot":
                return await api.game_add_bot(who, value)
            return await api.game_set_option(who, value)

        await lobby_click(interaction, call)


LOBBY_ITEMS = (LobbyButton, LobbySelect)


def lobby_view(reply: Reply, locale: str | None) -> discord.ui.View | None:
    """The buttons on the first row, then one menu a row (bot levels, then the options)."""
    panel = reply.lobby
    if panel is None:
        return None
    view = discord.ui.View(timeout=None)  # only DynamicItems: nothing to time out
    for act, label in (("join", panel.join), ("leave", panel.leave), ("start", panel.start)):
        view.add_item(LobbyButton(act, label, row=0))
    option_menus = 0
    for row, menu in enumerate(panel.menus[:4], start=1):
        if menu.choices:
            view.add_item(LobbySelect.of(menu, index=option_menus, row=row))
            option_menus += menu.kind == "opt"
    return view


async def lobby_click(interaction: discord.Interaction, call: Call) -> None:
    """Run a lobby control: refusals privately, else the lobby message is edited in place."""
    try:
        await acknowledge(interaction)  # a deferred update: the lobby message stays
        who = requester(interaction, moderator=is_moderator(interaction))
        api = api_of(interaction)
        reply = await call(api, who)
        if reply.is_error or reply.ephemeral:
            await send_reply(interaction, reply, who.locale)
            return
        if reply.turn is None:
            await interaction.edit_original_response(
                content=reply.content,
                view=lobby_view(reply, who.locale),
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        before = interaction.message.content if interaction.message is not None else ""
        closed = clip(f"{before}\n{t('table.started', who.locale)}", CONTENT_LIMIT)
        await interaction.edit_original_response(
            content=closed, view=None, allowed_mentions=discord.AllowedMentions.none()
        )
        message = await send_reply(interaction, reply, who.locale)  # the first board: new
        await after_post(interaction, api, who, reply, message)
        if reply.follow:
            async for later in api.follow(who):
                message = await send_reply(interaction, later, who.locale)
                await after_post(interaction, api, who, later, message)
    except Exception as error:
        await report_unexpected(interaction, error)
